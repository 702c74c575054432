"""SVG pictures of Grundy sequences, for notebooks (``_repr_svg_``) and the docs: g(n) against
n, with the proved preperiod dashed and the period's repeats shaded. Plain string formatting,
as no plotting library is a dependency.

Every value computed is taken into account, however many: up to :data:`COLUMNS` values are
drawn one dot each; more are cut into runs of k consecutive heaps, one pixel column a run,
and each column shows every value its run takes (to the pixel), so the largest value of each
run, the bands of common values and the lone rare ones all stay visible. The picture's caption
says which heaps it shows and how they were thinned. The SVG has at most COLUMNS x (ROWS / 2)
vertical strokes of about a dozen bytes, under 700 KB whatever the number of values (a few
kilobytes to a few hundred in practice), and is written in O(n + COLUMNS * ROWS).

:func:`thin` is also what ``grundy octal --plot`` draws.
"""

from __future__ import annotations

import time
from html import escape
from typing import Callable

import numpy as np

__all__ = ["sequence_svg", "game_svg", "first_values", "thin", "thinning_caption", "PICTURE_VALUES"]

#: Width and height of the picture, in pixels.
WIDTH, HEIGHT = 640, 290
#: The plot's area: left and right edges, top and bottom (the line of value 0).
_X0, _X1, _Y0, _Y1 = 56, 628, 38, 218
#: Pixel columns of the plot: more values than this are thinned (a run of heaps a column).
COLUMNS = _X1 - _X0
#: Pixel rows of the plot above the line of value 0.
ROWS = _Y1 - _Y0
#: The values a picture computes for an object that knows fewer than two.
PICTURE_VALUES = 300
#: The most seconds a picture spends computing those values (for games given by a function).
PICTURE_SECONDS = 0.5
_FONT = 13  # pixels: at least 12 where the docs show the 640-pixel picture at 610 pixels


def thin(values: np.ndarray, columns: int, levels: int) -> tuple[int, np.ndarray]:
    """Cut g(0..n-1) into runs of ``k = ceil(n / columns)`` consecutive heaps and mark the
    levels each run's values reach: ``(k, occupied)`` with ``occupied[c, r]`` True when some
    heap of run c (heaps c*k .. c*k + k - 1) has a value at level r, where
    ``r = round(g * levels / max(g))`` (``r = g`` when the largest value is `levels`).

    Nothing is lost at that resolution: every value of a run is marked, its largest and its
    rarest included. O(n + columns * levels) time; O(columns * levels) memory besides the
    values (they are read a million at a time).

    Examples
    --------
    >>> k, occupied = thin(np.array([0, 1, 2, 0, 2, 2]), 3, 2)
    >>> k, occupied.astype(int).tolist()
    (2, [[1, 1, 0], [1, 0, 1], [0, 0, 1]])
    """
    g = np.asarray(values)
    n = len(g)
    k = max(1, -(-n // columns))
    ncols = -(-n // k)
    top = max(int(g.max()) if n else 0, 1)
    occupied = np.zeros(ncols * (levels + 1), bool)
    for start in range(0, n, 1 << 20):
        part = g[start : start + (1 << 20)].astype(np.int64)
        r = (part * (2 * levels) + top) // (2 * top)  # round(g * levels / top), exactly
        heaps = np.arange(start, start + len(part), dtype=np.int64)
        occupied[(heaps // k) * (levels + 1) + r] = True
    return k, occupied.reshape(ncols, levels + 1)


def thinning_caption(n: int, k: int, note: str | None = None, unit: str = "heap") -> str:
    """The line that says what a picture of g(0 .. n - 1) shows: every value, or (k > 1) one
    column per run of k heaps (or another `unit`: coins) showing every value of the run;
    `note` (say, where the values came from) after the range.

    Examples
    --------
    >>> thinning_caption(300000, 525)
    'n = 0..299999: one column per 525 heaps, showing every value they take'
    """
    head = f"n = 0..{n - 1}" + (f", {note}" if note else "")
    if k <= 1:
        return f"{head}: every value, one dot each"
    return f"{head}: one column per {k} {unit}s, showing every value they take"


def _ticks(top: int, most: int = 5) -> list[int]:
    """Round numbers 0, s, 2s, ... up to `top`, at most `most` of them (s = 1, 2, 5, 10, 20 ...)."""
    step = 1
    while top // step + 1 > most:
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2
    return list(range(0, max(top, 0) + 1, step))


def sequence_svg(values: np.ndarray, title: str, preperiod: int | None = None,
                 period: int | None = None, note: str | None = None, unit: str = "heap"
                 ) -> str | None:
    """An SVG plot of g(0), ..., g(n - 1) (all of them, thinned past :data:`COLUMNS` values:
    see the module notes), or None for fewer than two values.

    Parameters
    ----------
    values : numpy.ndarray
        g(0), g(1), ...
    title : str
        The line above the plot.
    preperiod, period : int, optional
        A proved period: the preperiod is dashed, the repeats shaded (every other one when a
        repeat is at least 4 pixels wide, else the periodic part as a whole).
    unit : str, optional
        What n counts, for the axis and the caption: ``"heap"`` (the default) or ``"coin"``.
    note : str, optional
        Said after the caption's range (say, that the values were computed for the picture).
        The caption is also the SVG's ``<desc>``, in full (the line drawn is cut at 100
        characters, the title at 80).

    Notes
    -----
    640 x 290 pixels, text of 13 pixels or more; under 700 KB for any n. O(n + COLUMNS * ROWS).
    """
    g = np.asarray(values)
    n = len(g)
    if n < 2:
        return None
    top = max(int(g.max()), 1)
    x0, x1, y0, y1, w, h = _X0, _X1, _Y0, _Y1, WIDTH, HEIGHT
    exact = n <= COLUMNS
    k = 1
    if not exact:
        k, occupied = thin(g, COLUMNS, ROWS)
    span = n if exact else len(occupied) * k  # heaps across the plot's width
    sx = (x1 - x0) / span
    sy = (y1 - y0) / top

    def X(m: float) -> float:  # the middle of heap m's place
        return x0 + (m + 0.5) * sx

    caption = thinning_caption(n, k, note, unit)
    short = title if len(title) <= 80 else title[:79] + "…"  # about 7.5 pixels a character
    shown = caption if len(caption) <= 100 else caption[:99] + "…"  # about 6 pixels
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
             f'font-family="sans-serif" font-size="{_FONT}"><title>{escape(title)}</title>',
             f'<desc class="caption">{escape(caption)}</desc>']
    if period and preperiod is not None and preperiod < n:
        a0 = x0 + preperiod * sx
        if period * sx >= 4:  # every other repeat shaded
            for start in range(preperiod, n, 2 * period):
                a, b = x0 + start * sx, x0 + min(start + period, span) * sx
                parts.append(f'<rect x="{a:.1f}" y="{y0 - 8}" width="{b - a:.1f}" '
                             f'height="{y1 - y0 + 8}" fill="#e6eef9"/>')
        else:  # repeats narrower than a few pixels: the periodic part as one
            parts.append(f'<rect x="{a0:.1f}" y="{y0 - 8}" width="{x1 - a0:.1f}" '
                         f'height="{y1 - y0 + 8}" fill="#eef3fb"/>')
        parts.append(f'<line x1="{a0:.1f}" y1="{y0 - 8}" x2="{a0:.1f}" y2="{y1}" stroke="#1f77b4" '
                     f'stroke-width="1.5" stroke-dasharray="4 3"/>')
    # axes, ticks and their labels
    parts.append(f'<path d="M{x0} {y0 - 8}V{y1}H{x1}" fill="none" stroke="#888"/>')
    yt = [t for t in _ticks(top, 5) if (top - t) * sy >= 16] + [top]  # the largest value too
    for t in yt:
        y = y1 - t * sy
        parts.append(f'<line x1="{x0 - 4}" y1="{y:.1f}" x2="{x0}" y2="{y:.1f}" stroke="#888"/>'
                     f'<text class="tick" x="{x0 - 7}" y="{y + 4.5:.1f}" text-anchor="end">{t}</text>')
    for t in _ticks(n - 1, 6):
        x = X(t)
        parts.append(f'<line x1="{x:.1f}" y1="{y1}" x2="{x:.1f}" y2="{y1 + 4}" stroke="#888"/>'
                     f'<text class="tick" x="{x:.1f}" y="{y1 + 19}" text-anchor="middle">{t}</text>')
    parts.append(f'<text class="label" x="{(x0 + x1) / 2:.0f}" y="{y1 + 38}" text-anchor="middle">'
                 f'{unit} n</text>')
    parts.append(f'<text class="label" transform="translate(16 {(y0 + y1) / 2:.0f}) rotate(-90)" '
                 f'text-anchor="middle">g(n)</text>')
    parts.append(f'<text class="title" x="8" y="20" font-size="14" font-weight="bold">'
                 f'{escape(short)}</text>')
    parts.append(f'<text class="caption" x="8" y="{h - 10}" fill="#444">{escape(shown)}</text>')
    if exact:
        r = 2.2 if n <= 200 else 1.6
        parts.extend(f'<circle cx="{X(m):.1f}" cy="{y1 - v * sy:.1f}" r="{r}" fill="#333"/>'
                     for m, v in enumerate(g.tolist()))
    else:
        # each column's runs of marked rows as vertical strokes (a dot for a lone row)
        cols, rows = np.nonzero(occupied)
        edge = np.ones(len(cols), bool)
        edge[1:] = (cols[1:] != cols[:-1]) | (rows[1:] != rows[:-1] + 1)
        starts = np.flatnonzero(edge)
        stops = np.append(starts[1:], len(cols)) - 1
        cw = (x1 - x0) / len(occupied)
        xs = x0 + (cols[starts] + 0.5) * cw
        ya, yb = y1 - rows[starts], rows[starts] - rows[stops]
        d = "".join(f"M{x:.1f} {a}v{b}" for x, a, b in zip(xs.tolist(), ya.tolist(), yb.tolist()))
        parts.append(f'<path class="values" d="{d}" fill="none" stroke="#333" '
                     f'stroke-width="{max(2.2, min(cw, 3)):.1f}" stroke-linecap="round"/>')
    parts.append("</svg>")
    return "".join(parts)


def game_svg(known: np.ndarray, title: str, cert, first: Callable[[int], tuple]) -> str | None:
    """The picture of a heap game's values (:func:`sequence_svg`): those it knows (`known`) and
    its proved period (`cert`, a :class:`~grundy.heaps.Periodicity` or None), or, when it
    knows fewer than two values, the first :data:`PICTURE_VALUES` of them from
    ``first(PICTURE_VALUES)``, which returns ``(values, certificate or None, note)`` (the
    note, if any, replaces the caption's "computed for this picture")."""
    note = None
    if len(known) < 2:
        values, cert, extra = first(PICTURE_VALUES)
        note = extra or "computed for this picture"
    else:
        values = known
    proved = cert is not None and cert.found
    return sequence_svg(values, title + (f": {cert}" if proved else ""),
                        cert.preperiod if proved else None, cert.period if proved else None, note)


def first_values(value: Callable[[int], int], n: int, seconds: float | None = None,
                 unit: str = "heap") -> tuple[np.ndarray, str | None]:
    """g(0), g(1), ... by `value`, up to n of them or as many as `seconds` (by default
    :data:`PICTURE_SECONDS`) allow, at least two tried, stopping at the first error of the
    game (a :class:`~grundy.GrundyError`, which ``values()`` reports in full); the note says
    where the values came from and why they stopped short. The time is checked between
    values: one slow value is waited for."""
    from ..errors import GrundyError

    if seconds is None:
        seconds = PICTURE_SECONDS
    out: list[int] = []
    end = time.perf_counter() + seconds
    why = "computed for this picture"
    for m in range(n):
        if m >= 2 and time.perf_counter() > end:
            why = f"computed for this picture in {seconds:g} s"
            break
        try:
            out.append(int(value(m)))
        except GrundyError:  # values() says what is wrong
            why = f"computed for this picture ({unit} {m} gives an error)"
            break
    return np.array(out, np.int64), why
