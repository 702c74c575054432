"""SVG pictures of Grundy sequences, for notebooks (``_repr_svg_``): g(n) against n as dots,
with the proved preperiod marked and the period's repeats shaded. Plain string formatting, as
no plotting library is a dependency."""

from __future__ import annotations

from html import escape

import numpy as np

__all__ = ["sequence_svg"]

#: At most this many values are drawn (the first ones).
MAX_POINTS = 600


def sequence_svg(values: np.ndarray, title: str, preperiod: int | None = None,
                 period: int | None = None) -> str | None:
    """An SVG plot of g(0..) (at most MAX_POINTS values), or None for fewer than two values."""
    g = np.asarray(values[:MAX_POINTS], np.int64)
    if len(g) < 2:
        return None
    w, h, pad = 640, 220, 30
    top = max(int(g.max()), 1)
    sx = (w - 2 * pad) / (len(g) - 1)
    sy = (h - 2 * pad) / top

    def X(n: float) -> float:
        return pad + n * sx

    def Y(v: float) -> float:
        return h - pad - v * sy

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
             f'font-family="sans-serif" font-size="11"><title>{escape(title)}</title>']
    if period and preperiod is not None and preperiod < len(g):
        k = 0
        while preperiod + k * period < len(g):  # every other repeat shaded
            if k % 2 == 0:
                a = X(preperiod + k * period)
                b = X(min(preperiod + (k + 1) * period, len(g) - 1))
                parts.append(f'<rect x="{a:.1f}" y="{pad - 10}" width="{max(b - a, 1):.1f}" '
                             f'height="{h - 2 * pad + 10}" fill="#eef3fb"/>')
            k += 1
        parts.append(f'<line x1="{X(preperiod):.1f}" y1="{pad - 10}" x2="{X(preperiod):.1f}" '
                     f'y2="{h - pad}" stroke="#1f77b4" stroke-dasharray="4 3"/>')
    parts.append(f'<line x1="{pad}" y1="{h - pad}" x2="{w - pad}" y2="{h - pad}" stroke="#888"/>')
    parts.append(f'<line x1="{pad}" y1="{pad - 10}" x2="{pad}" y2="{h - pad}" stroke="#888"/>')
    parts.append(f'<text x="{pad - 4}" y="{Y(top) + 4:.1f}" text-anchor="end">{top}</text>')
    parts.append(f'<text x="{pad - 4}" y="{h - pad + 4}" text-anchor="end">0</text>')
    parts.append(f'<text x="{w - pad}" y="{h - pad + 16}" text-anchor="end">n = {len(g) - 1}</text>')
    parts.append(f'<text x="{pad + 4}" y="{pad - 14}">{escape(title)}</text>')
    r = 2.2 if len(g) <= 200 else 1.5
    parts.extend(f'<circle cx="{X(n):.1f}" cy="{Y(v):.1f}" r="{r}" fill="#333"/>'
                 for n, v in enumerate(g.tolist()))
    parts.append("</svg>")
    return "".join(parts)
