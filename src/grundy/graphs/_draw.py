"""SVG pictures of graph positions and short text summaries, for notebooks (``_repr_svg_``,
``__repr__``) and the docs.

Hackenbush positions are layered by distance from the ground: grounded vertices sit on the
ground line, each other vertex one level above its nearest grounded vertex, ordered within a
level by the mean position of its neighbours below (one barycentric sweep), so a tree is drawn
as a tree. Loops are small circles above their vertex, parallel edges arcs, the winning cuts
red, and vertices not connected to the ground grey. The token, matching and geography pictures
use the same layers and sweep (:func:`layers`, :func:`grid`) with other roots: the sinks of a
DAG, the set D(G), the start vertex. Written here because it is a few dozen lines of
breadth-first search and string formatting, and no plotting library is a dependency.
"""

from __future__ import annotations

import math
from collections import defaultdict
from html import escape
from itertools import islice
from typing import Callable, Iterable, Sequence

import numpy as np

from .._limits import shorten

__all__ = ["hackenbush_svg", "network_svg", "layers", "grid", "dag_levels", "preview", "short", "name"]

#: Larger positions are not drawn (a picture of thousands of edges says nothing).
MAX_EDGES = 400
#: Token, matching and geography pictures are drawn for graphs of at most this many vertices.
MAX_VERTICES = 60

_GAP = 56  # pixels between levels and between vertices of a level


#: Ints of more bits than this are written by their size (Python refuses to write ints of
#: more than 4300 digits, and a repr has no use for them).
_WRITTEN_BITS = 4000


def short(x: object, limit: int = 40) -> str:
    """``repr(x)`` cut to about `limit` characters, for one-line reprs of results.

    An int of more than about 1200 digits is written by its size, ``'≈3.333333e+4999'``
    (Python refuses ``repr`` of ints of more than 4300 digits); a tuple is written item by
    item, the same way. O(size of x) at worst, O(limit) for a short tuple of ints.

    >>> short(10**5000 // 3), short((2**64, "a" * 60), 12)
    ('≈3.333333e+4999', "(184467440737…(20 digits), 'aaaaaaaaaaa…)")
    """
    if isinstance(x, int) and not isinstance(x, bool) and x.bit_length() > _WRITTEN_BITS:
        b = x.bit_length() - 64
        exponent = math.log10(abs(x) >> b) + b * math.log10(2)
        e = math.floor(exponent)
        mantissa = round(10 ** (exponent - e), 6)
        if mantissa >= 10:
            mantissa, e = mantissa / 10, e + 1
        return f"{'-' if x < 0 else ''}≈{mantissa:.6f}e+{e}"
    if type(x) is tuple and len(x) <= 8:
        return f"({', '.join(short(i, limit) for i in x)}{',' if len(x) == 1 else ''})"
    try:
        return shorten(repr(x), limit)
    except ValueError:  # pragma: no cover - an object holding an int too long to write
        return f"<{type(x).__name__}>"


def name(x: object, limit: int = 12) -> str:
    """A vertex name for a picture: a str label as it is, anything else by :func:`short`,
    cut to about `limit` characters."""
    return shorten(x, limit) if isinstance(x, str) else short(x, limit)


def preview(items: Sequence, k: int = 5, fmt: Callable[[object], str] | None = None, width: int = 24) -> str:
    """A list written in one short line: ``'[0, 2, 4]'``, or the first `k` items and the
    count, ``'[0, 2, 4, 6, 8, … 50000 in all]'``; each item is written by :func:`short` (or
    `fmt`) and cut to about `width` characters. O(k) for a list or an array.
    """
    head = items[:k] if isinstance(items, (list, tuple, np.ndarray)) else list(islice(items, k))
    if isinstance(head, np.ndarray):
        head = head.tolist()
    text = ", ".join(short(x, width) if fmt is None else shorten(fmt(x), width) for x in head)
    return f"[{text}]" if len(items) <= k else f"[{text}, … {len(items)} in all]"


def layers(n: int, u: np.ndarray, v: np.ndarray, roots: Iterable[int], every: bool = False) -> np.ndarray:
    """The distance of each vertex from the nearest root, the edges taken as undirected.

    Vertices not reached are -1; with ``every=True`` each part that no root reaches gets its
    least vertex as one more root (at distance 0) instead. O(V + E).
    """
    nb: list[list[int]] = [[] for _ in range(n)]
    for a, b in zip(u.tolist(), v.tolist()):
        if a != b:
            nb[a].append(b)
            nb[b].append(a)
    depth = np.full(n, -1, np.int64)
    queue = [int(x) for x in roots]
    for x in queue:
        depth[x] = 0
    head = 0
    start = 0
    while True:
        while head < len(queue):
            x = queue[head]
            head += 1
            for y in nb[x]:
                if depth[y] < 0:
                    depth[y] = depth[x] + 1
                    queue.append(y)
        if not every:
            return depth
        while start < n and depth[start] >= 0:
            start += 1
        if start == n:
            return depth
        depth[start] = 0
        queue.append(start)


def dag_levels(n: int, u: np.ndarray, v: np.ndarray) -> np.ndarray | None:
    """The height of each vertex of the directed graph with arcs u -> v: 0 for a vertex
    without followers, else one more than its highest follower, so every arc goes down; None
    when there is a cycle. O(V + E)."""
    preds: list[list[int]] = [[] for _ in range(n)]
    out = np.zeros(n, np.int64)
    for a, b in zip(u.tolist(), v.tolist()):
        preds[b].append(a)
        out[a] += 1
    height = np.zeros(n, np.int64)
    queue = np.flatnonzero(out == 0).tolist()
    head = 0
    while head < len(queue):
        x = queue[head]
        head += 1
        for a in preds[x]:
            height[a] = max(height[a], height[x] + 1)
            out[a] -= 1
            if out[a] == 0:
                queue.append(a)
    return height if len(queue) == n else None


def grid(depth: np.ndarray, u: np.ndarray, v: np.ndarray, used: np.ndarray) -> tuple[dict[int, float], int]:
    """Positions within the levels: ``(pos, width)``, where ``pos[x]`` is the column of vertex
    x (drawn at level ``depth[x]``) and `width` the most vertices on one level.

    Level 0 keeps the index order; each level above is ordered by the mean column of the
    neighbours below (one barycentric sweep), and every level is centred. O(V log V + E).
    """
    levels: dict[int, list[int]] = defaultdict(list)
    for x in range(len(depth)):
        if used[x]:
            levels[int(depth[x])].append(x)
    below: dict[int, list[int]] = defaultdict(list)
    for a, b in zip(u.tolist(), v.tolist()):
        if depth[a] != depth[b]:
            lo, hi = (a, b) if depth[a] < depth[b] else (b, a)
            below[hi].append(lo)
    pos: dict[int, float] = {}
    width = max((len(xs) for xs in levels.values()), default=1)
    for d in sorted(levels):
        xs = levels[d]
        if d > 0:
            xs.sort(key=lambda x: np.mean([pos[y] for y in below[x]]) if below[x] else 0.0)
        offset = (width - len(xs)) / 2
        for i, x in enumerate(xs):
            pos[x] = offset + i
    return pos, width


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
        tip = f"<title>edge {e}: {escape(str(_name(a, labels)))} – {escape(str(_name(b, labels)))}" \
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
        parts.append(f'<text x="{cx + 6:.1f}" y="{cy - 6:.1f}" fill="#555555">{escape(str(_name(x, labels)))}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _name(x: int, labels: list | None) -> object:
    return labels[x] if labels is not None else x


#: Edge styles of :func:`network_svg`: colour and stroke width.
EDGE_STYLES = {"plain": ("#9a9a9a", 1.5), "move": ("#d62728", 3.5), "matched": ("#333333", 3.5)}


def network_svg(n: int, u: np.ndarray, v: np.ndarray, depth: np.ndarray, *, directed: bool, title: str,
                names: Sequence[str], vertex_class: Sequence[str], fill: Sequence[str],
                vertex_tip: Sequence[str], inside: Sequence[str] | None = None,
                edge_kind: Sequence[str] | None = None, rings: dict[int, str] | None = None, legend: Sequence[tuple[str, str]] = ()) -> str | None:
    """An SVG picture of a graph whose vertices are drawn at the levels `depth` (0 at the
    bottom), every vertex shown.

    Each vertex is a ``<g class="vertex ...">`` (its class from `vertex_class`) holding a
    tooltip, a circle filled with `fill`, an optional ring (`rings`: vertex -> colour) and the
    short text `inside`; its name from `names` is written beside it. Each edge is a
    ``<g class="edge KIND">`` (KIND from `edge_kind`, a key of :data:`EDGE_STYLES`) holding a
    tooltip ("u → v") and a path, plus an arrowhead when `directed`; arcs u -> v and v -> u bow to
    opposite sides. The `title` is the tooltip of the picture and its caption, above a
    `legend` of (colour, text) pairs. None for a graph without vertices. O(V log V + E).
    """
    if n == 0:
        return None
    m = len(u)
    kinds = edge_kind if edge_kind is not None else ["plain"] * m
    rings = rings or {}
    pos, width = grid(depth, u, v, np.ones(n, bool))
    nlevels = int(depth.max()) + 1
    radius = 10.0 if inside is not None else 6.0
    head = 24 + (18 if legend else 0)
    w = int(max(width * _GAP + 40, 30 + 6.5 * len(title), 30 + sum(28 + 6 * len(t) for _, t in legend)))
    h = int(nlevels * _GAP + head + 10)

    def xy(x: int) -> tuple[float, float]:
        return (w - width * _GAP) / 2 + _GAP / 2 + pos[x] * _GAP, h - 10 - _GAP / 2 - int(depth[x]) * _GAP

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="11">',
             f"<title>{escape(title)}</title>",
             f'<text x="10" y="16" font-size="12">{escape(title)}</text>']
    lx = 10.0
    for colour, text in legend:
        parts.append(f'<circle cx="{lx + 6:.1f}" cy="34" r="6" fill="{colour}" stroke="#333333"/>'
                     f'<text x="{lx + 16:.1f}" y="38">{escape(text)}</text>')
        lx += 28 + 6 * len(text)
    seen: dict[tuple[int, int], int] = defaultdict(int)
    for e, (a, b) in enumerate(zip(u.tolist(), v.tolist())):
        colour, sw = EDGE_STYLES[kinds[e]]
        tip = escape(f"{names[a]} {'→' if directed else '–'} {names[b]}")
        parts.append(f'<g class="edge {kinds[e]}"><title>{tip}</title>')
        (x1, y1), (x2, y2) = xy(a), xy(b)
        key = (a, b) if directed else (min(a, b), max(a, b))
        k = seen[key]
        seen[key] += 1
        if a == b:
            r = 9 + 5 * k
            parts.append(f'<circle cx="{x1:.1f}" cy="{y1 - radius - r + 2:.1f}" r="{r}" fill="none" '
                         f'stroke="{colour}" stroke-width="{sw}"/></g>')
            continue
        dx, dy = x2 - x1, y2 - y1
        dist = max((dx * dx + dy * dy) ** 0.5, 1e-9)
        # Arcs bow to the right of their direction (u -> v and v -> u apart), and long edges
        # bow out further, past the vertices between their ends.
        long = dist > 1.5 * _GAP
        if directed:
            bow = (0.3 * dist if long else 6 + 0.1 * dist) + 10 * k
        else:
            bow = ((0.2 * dist if long else 0.0) + 10 * k) * (1 if (x1, y1) < (x2, y2) else -1)
        cx, cy = (x1 + x2) / 2 - bow * dy / dist, (y1 + y2) / 2 + bow * dx / dist
        if directed:
            tx, ty = x2 - cx, y2 - cy
            t = max((tx * tx + ty * ty) ** 0.5, 1e-9)
            tx, ty = tx / t, ty / t
            px, py = x2 - tx * (radius + 1), y2 - ty * (radius + 1)  # the arrow's tip
            bx, by = px - tx * 9, py - ty * 9
            parts.append(f'<path d="M{x1:.1f},{y1:.1f} Q{cx:.1f},{cy:.1f} {bx:.1f},{by:.1f}" fill="none" '
                         f'stroke="{colour}" stroke-width="{sw}"/>'
                         f'<path d="M{px:.1f},{py:.1f} L{bx - ty * 4.5:.1f},{by + tx * 4.5:.1f} '
                         f'L{bx + ty * 4.5:.1f},{by - tx * 4.5:.1f} Z" fill="{colour}"/></g>')
        else:
            parts.append(f'<path d="M{x1:.1f},{y1:.1f} Q{cx:.1f},{cy:.1f} {x2:.1f},{y2:.1f}" fill="none" '
                         f'stroke="{colour}" stroke-width="{sw}"/></g>')
    for x in range(n):
        cx, cy = xy(x)
        parts.append(f'<g class="vertex {vertex_class[x]}"><title>{escape(vertex_tip[x])}</title>')
        if x in rings:
            parts.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{radius + 4:.1f}" fill="none" '
                         f'stroke="{rings[x]}" stroke-width="2.5"/>')
        parts.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{radius:.1f}" fill="{fill[x]}" stroke="#333333"/>')
        if inside is not None:
            parts.append(f'<text x="{cx:.1f}" y="{cy + 4:.1f}" text-anchor="middle">{escape(inside[x])}</text>')
        gap = 6 if x in rings else 2
        parts.append(f'</g><text x="{cx + radius + gap:.1f}" y="{cy - radius:.1f}" fill="#555555">'
                     f'{escape(names[x])}</text>')
    parts.append("</svg>")
    return "".join(parts)
