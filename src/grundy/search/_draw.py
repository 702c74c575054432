"""SVG pictures of the search games' positions, for notebooks (``_repr_svg_``) and the docs: a
Cram board, a Node-Kayles or Arc-Kayles graph, the cells of a placement game, each with a
winning move in red. (Imported by
every Cram search for :class:`MoveMemo`, so it imports nothing at load time.)

A picture finds the winning move itself only for positions of at most :data:`AUTO_SEARCH`
free squares or vertices, which any of these games answers in a fraction of a second. For a
larger position it shows the move that ``winning_move()`` found earlier for it, or says that
none was searched: a picture never starts a search of minutes. Graph pictures use the layered
drawing of :mod:`grundy.graphbase.toolkit` (grid graphs row by row).
"""

from __future__ import annotations

__all__ = ["AUTO_SEARCH", "MoveMemo", "board_svg", "caption", "cells_svg", "graph_svg"]

#: Positions of at most this many free squares or vertices are searched for their picture.
AUTO_SEARCH = 30
_CELL = 28  # pixels a square
_WIN, _REMOVED, _TAKEN, _HOLE = "#d62728", "#f4b6b6", "#d0d0d0", "#404040"


class MoveMemo:
    """The winning moves found for positions (None: value 0), the last :data:`SIZE` of them, so
    that a picture of a large position can show the move without searching again."""

    SIZE = 256

    def __init__(self):
        self._moves: dict[int, object] = {}

    def remember(self, position: int, move) -> None:
        if len(self._moves) >= self.SIZE:
            del self._moves[next(iter(self._moves))]
        self._moves[position] = move

    def known(self, position: int, size: int, find) -> tuple[bool, object]:
        """(found, move): the remembered move of `position`, else ``find()`` when the position
        has at most :data:`AUTO_SEARCH` free squares or vertices (`size`), else (False, None)."""
        if position in self._moves:
            return True, self._moves[position]
        if size <= AUTO_SEARCH:
            return True, find()
        return False, None


def caption(name: str, found: bool, move, value, unit: str) -> str:
    """The line above a picture: the value and what the red marks are."""
    if not found:
        return (f"{name}: not searched (over {AUTO_SEARCH} free {unit}); "
                "winning_move() finds a move to show")
    if move is None:
        return f"{name}: value 0, every move loses"
    return f"{name}: value {value()}, a winning move in red"


def _grid_head(rows: int, cols: int, title: str) -> tuple[list[str], float, int]:
    """The opening of the picture of a rows x cols grid of squares with `title` above: its parts
    so far, the left edge of the grid, and the top of its first row."""
    from html import escape

    pad, head = 10, 28
    board_w = cols * _CELL
    w = int(max(board_w + 2 * pad, 20 + 6.3 * len(title)))
    h = rows * _CELL + head + pad
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="11">',
             f"<title>{escape(title)}</title>",
             f'<text x="{pad}" y="17" font-size="12">{escape(title)}</text>']
    return parts, (w - board_w) / 2, head


def board_svg(rows: int, cols: int, free: int, holes: int, move, title: str, base: int = 1) -> str:
    """An SVG picture of a Cram board: free squares white, holes dark, squares taken grey, and
    `move` (a domino ``((r1, c1), (r2, c2))``, rows and columns counted from `base`, or None) a
    red domino; `title` above. Each square's tooltip names it counted from `base` too.
    O(rows * cols)."""
    parts, x0, head = _grid_head(rows, cols, title)
    for r in range(rows):
        for c in range(cols):
            bit = 1 << (r * cols + c)
            kind, fill = (("hole", _HOLE) if holes & bit else ("free", "#ffffff") if free & bit
                          else ("taken", _TAKEN))
            parts.append(f'<rect class="square {kind}" x="{x0 + c * _CELL:.1f}" y="{head + r * _CELL}" '
                         f'width="{_CELL}" height="{_CELL}" fill="{fill}" stroke="#888888">'
                         f"<title>({r + base}, {c + base}) {kind}</title></rect>")
    if move is not None:
        (r1, c1), (r2, c2) = sorted(move)
        inset = 4
        x = x0 + (c1 - base) * _CELL + inset
        y = head + (r1 - base) * _CELL + inset
        dw = (c2 - c1 + 1) * _CELL - 2 * inset
        dh = (r2 - r1 + 1) * _CELL - 2 * inset
        parts.append(f'<rect class="move" x="{x:.1f}" y="{y}" width="{dw}" height="{dh}" rx="5" '
                     f'fill="{_WIN}" fill-opacity="0.85"><title>winning move: the domino '
                     f"({r1}, {c1})-({r2}, {c2})</title></rect>")
    parts.append("</svg>")
    return "".join(parts)


def graph_svg(game, position: int, move, title: str) -> str | None:
    """An SVG picture of a Node-Kayles or Arc-Kayles position of `game` (a
    :class:`~grundy.search.NodeKayles` or :class:`~grundy.search.ArcKayles`): the vertices of
    `position` white, those taken grey; `move` (in vertex indices: a vertex, or an edge
    ``(u, v)``) red, with the vertices it takes besides pink. None for a graph of more than 60
    vertices or 400 edges. O(V log V + E)."""
    import numpy as np

    from ..graphbase.toolkit import MAX_EDGES, MAX_VERTICES, layers, network_svg
    from .._reprs import name

    g = game.graph
    n = g.n
    e = g.edges()
    if n == 0 or n > MAX_VERTICES or len(e) > MAX_EDGES:
        return None
    u, v = e[:, 0], e[:, 1]
    if game.board is not None:  # a grid graph: its rows, top row on top
        rows, cols = game.board
        depth = np.array([rows - 1 - x // cols for x in range(n)], np.int64)
    else:
        depth = layers(n, u, v, [0], every=True)
    if move is None:
        win, gone = set(), 0
    elif isinstance(move, tuple):  # an edge
        win, gone = set(move), 0
    else:
        win, gone = {move}, game._closed[move] & position & ~(1 << move)
    fill, kind = [], []
    for x in range(n):
        if x in win:
            fill.append(_WIN), kind.append("move")
        elif gone >> x & 1:
            fill.append(_REMOVED), kind.append("removed")
        elif position >> x & 1:
            fill.append("#ffffff"), kind.append("free")
        else:
            fill.append(_TAKEN), kind.append("taken")
    edge_kind = ["move" if isinstance(move, tuple) and {a, b} == set(move) else "plain"
                 for a, b in zip(u.tolist(), v.tolist())]
    names = [name(g.label(x)) for x in range(n)]
    legend = [(_WIN, "winning move")] if move is not None else []
    if gone:
        legend.append((_REMOVED, "taken with it"))
    if position != (1 << n) - 1:
        legend.append((_TAKEN, "taken before"))
    return network_svg(n, u, v, depth, directed=False, title=title, names=names, vertex_class=kind,
                       fill=fill, vertex_tip=[f"{names[x]}: {kind[x]}" for x in range(n)],
                       edge_kind=edge_kind, rings={x: _WIN for x in win}, legend=legend)


def cells_svg(coords: list[tuple[int, int]], free: int, needs, removes, title: str) -> str:
    """An SVG picture of a placement game's position: each cell a square at its (row, column) of
    `coords`, free cells white, the others grey; a move's cells in red (those it `needs` dark,
    the others it `removes` pink); `title` above. O(cells)."""
    r0 = min(r for r, _ in coords)
    c0 = min(c for _, c in coords)
    rows = max(r for r, _ in coords) - r0 + 1
    cols = max(c for _, c in coords) - c0 + 1
    parts, x0, head = _grid_head(rows, cols, title)
    for i, (r, c) in enumerate(coords):
        kind, fill = (("move", _WIN) if i in needs else ("removed", _REMOVED) if i in removes
                      else ("free", "#ffffff") if free >> i & 1 else ("taken", _TAKEN))
        parts.append(f'<rect class="cell {kind}" x="{x0 + (c - c0) * _CELL:.1f}" y="{head + (r - r0) * _CELL}" '
                     f'width="{_CELL}" height="{_CELL}" fill="{fill}" stroke="#888888">'
                     f"<title>cell {i} ({r}, {c}): {kind}</title></rect>")
    parts.append("</svg>")
    return "".join(parts)
