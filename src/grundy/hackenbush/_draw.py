"""SVG pictures of Green Hackenbush positions, for notebooks (``_repr_svg_``) and the docs.

The position is layered by distance from the ground (:func:`grundy.graphbase._draw.layers`):
grounded vertices sit on the ground line, each other vertex one level above its nearest
grounded vertex. Loops are small circles above their vertex, parallel edges arcs, the winning
cuts red, and vertices not connected to the ground grey.
"""

from __future__ import annotations

from collections import defaultdict
from html import escape

import numpy as np

from ..graphbase._draw import _GAP, MAX_EDGES, grid, layers

__all__ = ["hackenbush_svg"]


def hackenbush_svg(n: int, u: np.ndarray, v: np.ndarray, ground: np.ndarray,
                   cuts: np.ndarray | None, labels: list | None = None, title: str = "") -> str | None:
    """An SVG picture of the Hackenbush position, or None when it has more than MAX_EDGES edges.

    Vertices mentioned by no edge and not grounded are left out. O(V + E).
    """
    if len(u) > MAX_EDGES:
        return None
    used = np.zeros(n, bool)
    used[u] = True
    used[v] = True
    used[ground] = True
    depth = layers(n, u, v, ground)
    floating = used & (depth < 0)
    top = int(depth.max()) if n else 0
    level = np.where(floating, top + 1, depth)  # not connected to the ground: drawn above, grey
    pos, width = grid(level, u, v, used)
    nlevels = top + (2 if floating.any() else 1)
    w = int(width * _GAP + 40)
    h = int(nlevels * _GAP + 50)

    def xy(x: int) -> tuple[float, float]:
        return 20 + _GAP / 2 + pos[x] * _GAP, h - 30 - int(level[x]) * _GAP

    cut = set() if cuts is None else {int(e) for e in cuts}
    seen: dict[tuple[int, int], int] = defaultdict(int)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="11">']
    if title:
        parts.append(f"<title>{escape(title)}</title>")
    parts.append(f'<line x1="5" y1="{h - 30}" x2="{w - 5}" y2="{h - 30}" stroke="#5b4636" stroke-width="4"/>')
    for e, (a, b) in enumerate(zip(u.tolist(), v.tolist())):
        colour = "#d62728" if e in cut else ("#2ca02c" if depth[a] >= 0 else "#bbbbbb")
        sw = 3.5 if e in cut else 2
        (x1, y1), (x2, y2) = xy(a), xy(b)
        tip = f"<title>edge {e}: {escape(str(vertex_name(a, labels)))} – {escape(str(vertex_name(b, labels)))}" \
              f"{' (winning cut)' if e in cut else ''}</title>"
        if a == b:
            k = seen[(a, a)]
            seen[(a, a)] += 1
            r = 9 + 5 * k
            parts.append(f'<circle cx="{x1:.1f}" cy="{y1 - r:.1f}" r="{r}" fill="none" stroke="{colour}" '
                         f'stroke-width="{sw}">{tip}</circle>')
            continue
        key = (min(a, b), max(a, b))
        k = seen[key]
        seen[key] += 1
        if k == 0:
            parts.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{colour}" '
                         f'stroke-width="{sw}">{tip}</line>')
        else:  # parallel edges bow out alternately left and right
            bend = 14 * ((k + 1) // 2) * (1 if k % 2 else -1)
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            dx, dy = y2 - y1, x1 - x2
            norm = max((dx * dx + dy * dy) ** 0.5, 1e-9)
            cx, cy = mx + bend * dx / norm, my + bend * dy / norm
            parts.append(f'<path d="M{x1:.1f},{y1:.1f} Q{cx:.1f},{cy:.1f} {x2:.1f},{y2:.1f}" fill="none" '
                         f'stroke="{colour}" stroke-width="{sw}">{tip}</path>')
    grounded = {int(x) for x in ground}
    for x in range(n):
        if not used[x]:
            continue
        cx, cy = xy(x)
        fill = "#5b4636" if x in grounded else ("#333333" if depth[x] >= 0 else "#bbbbbb")
        parts.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="4.5" fill="{fill}"/>')
        parts.append(f'<text x="{cx + 6:.1f}" y="{cy - 6:.1f}" fill="#555555">{escape(str(vertex_name(x, labels)))}</text>')
    parts.append("</svg>")
    return "".join(parts)


def vertex_name(x: int, labels: list | None) -> object:
    """Vertex x by its label when the graph has labels."""
    return labels[x] if labels is not None else x
