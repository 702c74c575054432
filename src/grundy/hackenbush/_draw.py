"""SVG pictures of Green Hackenbush positions, for notebooks (``_repr_svg_``) and the docs.

The position is layered by distance from the ground (:func:`grundy.graphbase.toolkit.layers`):
grounded vertices sit on the ground line, each other vertex one level above its nearest
grounded vertex. Loops are small circles above their vertex, parallel edges arcs, the winning
cuts red, and vertices not connected to the ground grey.
"""

from __future__ import annotations

from collections import defaultdict
from html import escape

import numpy as np

from ..graphbase.toolkit import GAP, MAX_EDGES, grid, layers

__all__ = ["hackenbush_svg"]


def _box_meets(a: tuple, b: tuple) -> bool:
    """Whether two boxes (x0, y0, x1, y1) overlap."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def hackenbush_svg(n: int, u: np.ndarray, v: np.ndarray, ground: np.ndarray,
                   cuts: np.ndarray | None, labels: list | None = None, title: str = "") -> str | None:
    """An SVG picture of the Hackenbush position, or None when it has more than MAX_EDGES edges.

    The `title` (say ``"Green Hackenbush: value *2, the first player wins by cutting edge 4
    (3–4, red)"``) is written above the drawing, on two lines split at its first ", ", and
    is the picture's tooltip. Loops are circles standing on their vertex (the k-th of radius
    9 + 5k, k = 0, 1, ...), and each level is drawn high enough above the one below for its
    loops. A vertex's name (12-pixel text, ``class="name"``) goes up and to the right of the
    vertex, past its loops; when that would cover a loop it goes to the left, else below.
    Vertices mentioned by no edge and not grounded are left out. O(V + E + V * L) for L
    vertices with loops.
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
    loops = np.bincount(u[u == v], minlength=n) if n else np.zeros(0, np.int64)
    reach = np.where(loops > 0, 9 + 5 * (loops - 1) + 2, 0)  # the outermost loop, its stroke too
    names = [str(vertex_name(x, labels)) for x in range(n)]
    # Heights above the ground line: each level clear of the loops of the level below.
    tall = np.zeros(nlevels, np.int64)
    np.maximum.at(tall, level[used], reach[used])
    rise = [0.0] * nlevels
    for lv in range(1, nlevels):
        rise[lv] = rise[lv - 1] + max(GAP, 2 * int(tall[lv - 1]) + 24)

    # Layout relative to the ground line (y up is negative) and the graph's left edge.
    def rel(x: int) -> tuple[float, float]:
        return GAP / 2 + pos[x] * GAP, -rise[int(level[x])]

    shown = [x for x in range(n) if used[x]]
    loop_boxes = []
    for x in shown:
        if loops[x]:
            rx, ry = rel(x)
            loop_boxes.append((rx - reach[x], ry - 2 * reach[x], rx + reach[x], ry + 2))
    place: dict[int, tuple[float, float, str]] = {}
    name_boxes = []
    for x in shown:
        rx, ry = rel(x)
        tw = 8 * len(names[x]) + 2  # 12-pixel sans-serif: at most 8 pixels a character
        side = max(6, int(reach[x]) + 4)
        choices = [(rx + side, ry - 6, "start"), (rx - side, ry - 6, "end"),
                   (rx + 7, ry + 17, "start"), (rx - 7, ry + 17, "end")]
        for tx, ty, anchor in choices:
            box = (tx, ty - 12, tx + tw, ty + 3) if anchor == "start" else (tx - tw, ty - 12, tx, ty + 3)
            if not any(_box_meets(box, b) for b in loop_boxes):
                break
        else:
            tx, ty, anchor = choices[0]
            box = (tx, ty - 12, tx + tw, ty + 3)
        place[x] = (tx, ty, anchor)
        name_boxes.append(box)
    left = min([0.0] + [b[0] for b in name_boxes + loop_boxes])
    right = max([width * GAP] + [b[2] for b in name_boxes + loop_boxes])
    lines = title.split(", ", 1) if title else []
    head = 6 + 20 * len(lines)
    room = max([24.0] + [-(b[1]) - rise[-1] + 4 for b in name_boxes + loop_boxes])  # above the top level
    w = int(max(right - left + 40, 16 + 7.6 * len(lines[0]) if lines else 0,
                16 + 6.6 * len(lines[1]) if len(lines) > 1 else 0))
    h = int(head + room + rise[-1] + 30)
    dx = (w - (right - left)) / 2 - left
    base = h - 30

    def xy(x: int) -> tuple[float, float]:
        rx, ry = rel(x)
        return rx + dx, base + ry

    cut = set() if cuts is None else {int(e) for e in cuts}
    seen: dict[tuple[int, int], int] = defaultdict(int)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="12">']
    if title:
        parts.append(f"<title>{escape(title)}</title>")
        parts.append(f'<text class="title" x="8" y="20" font-size="14" font-weight="bold">'
                     f"{escape(lines[0])}</text>")
        if len(lines) > 1:
            parts.append(f'<text class="title" x="8" y="39" font-size="13">{escape(lines[1])}</text>')
    parts.append(f'<line x1="5" y1="{base}" x2="{w - 5}" y2="{base}" stroke="#5b4636" stroke-width="4"/>')
    for e, (a, b) in enumerate(zip(u.tolist(), v.tolist())):
        colour = "#d62728" if e in cut else ("#2ca02c" if depth[a] >= 0 else "#bbbbbb")
        sw = 3.5 if e in cut else 2
        (x1, y1), (x2, y2) = xy(a), xy(b)
        tip = f"<title>edge {e}: {escape(names[a])} – {escape(names[b])}" \
              f"{' (winning cut)' if e in cut else ''}</title>"
        if a == b:
            k = seen[(a, a)]
            seen[(a, a)] += 1
            r = 9 + 5 * k
            parts.append(f'<circle class="loop" cx="{x1:.1f}" cy="{y1 - r:.1f}" r="{r}" fill="none" '
                         f'stroke="{colour}" stroke-width="{sw}">{tip}</circle>')
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
            ex, ey = y2 - y1, x1 - x2
            norm = max((ex * ex + ey * ey) ** 0.5, 1e-9)
            cx, cy = mx + bend * ex / norm, my + bend * ey / norm
            parts.append(f'<path d="M{x1:.1f},{y1:.1f} Q{cx:.1f},{cy:.1f} {x2:.1f},{y2:.1f}" fill="none" '
                         f'stroke="{colour}" stroke-width="{sw}">{tip}</path>')
    grounded = {int(x) for x in ground}
    for x in shown:
        cx, cy = xy(x)
        fill = "#5b4636" if x in grounded else ("#333333" if depth[x] >= 0 else "#bbbbbb")
        parts.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="4.5" fill="{fill}"/>')
        tx, ty, anchor = place[x]
        end = ' text-anchor="end"' if anchor == "end" else ""
        parts.append(f'<text class="name" x="{tx + dx:.1f}" y="{base + ty:.1f}"{end} '
                     f'fill="#555555">{escape(names[x])}</text>')
    parts.append("</svg>")
    return "".join(parts)


def vertex_name(x: int, labels: list | None) -> object:
    """Vertex x by its label when the graph has labels."""
    return labels[x] if labels is not None else x
