"""SVG pictures of graphs, for notebooks (``_repr_svg_``) and the docs: the layout and the
drawing that the families share, knowing no game.

Vertices are layered by breadth-first distance from a set of roots (:func:`layers`) and ordered
within a level by the mean position of their neighbours below (one barycentric sweep,
:func:`grid`), so a tree is drawn as a tree. The families choose the roots: the ground of a
Hackenbush position (:mod:`grundy.hackenbush._draw`), the sinks of a DAG, the set D(G) of a
matching, the start vertex of geography. Written here because it is a few dozen lines of
breadth-first search and string formatting, and no plotting library is a dependency.
"""

from __future__ import annotations

from collections import defaultdict
from html import escape
from typing import Iterable, Sequence

import numpy as np


__all__ = ["network_svg", "layers", "grid", "dag_levels", "MAX_EDGES", "MAX_VERTICES", "GAP"]

#: Larger positions are not drawn (a picture of thousands of edges says nothing).
MAX_EDGES = 400
#: Token, matching and geography pictures are drawn for graphs of at most this many vertices.
MAX_VERTICES = 60

#: Pixels between levels, and between the vertices of a level.
GAP = 56


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
    short text `inside`; its name from `names` is written beside it, right of its loops when it
    has some (a loop is a circle standing on the vertex). Each edge is a
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
    w = int(max(width * GAP + 40, 30 + 6.5 * len(title), 30 + sum(28 + 6 * len(t) for _, t in legend)))
    h = int(nlevels * GAP + head + 10)

    def xy(x: int) -> tuple[float, float]:
        return (w - width * GAP) / 2 + GAP / 2 + pos[x] * GAP, h - 10 - GAP / 2 - int(depth[x]) * GAP

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
        long = dist > 1.5 * GAP
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
        # the name beside the vertex, past its loops (the k-th of radius 9 + 5k) if it has some
        loops = seen[(x, x)]
        gap = max(6 if x in rings else 2, 9 + 5 * (loops - 1) + 6 - radius if loops else 0)
        parts.append(f'</g><text x="{cx + radius + gap:.1f}" y="{cy - radius:.1f}" fill="#555555">'
                     f'{escape(names[x])}</text>')
    parts.append("</svg>")
    return "".join(parts)
