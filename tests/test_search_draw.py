"""Pictures of the search games (grundy.search._draw): the red move of a Cram board or a
Node-/Arc-Kayles graph is a winning move (checked by the search and by plain mex recursion),
value-0 positions show none, large positions are not searched for their picture, and the
notebook reprs are these pictures."""

from __future__ import annotations

import random
import re
from functools import lru_cache

import networkx as nx
import pytest

from grundy.search import ArcKayles, Cram, NodeKayles
from grundy.search._draw import AUTO_SEARCH, MoveMemo
from test_search_cram import cram_oracle


def cram_brute(rows: int, cols: int, free: int) -> int:
    """Plain mex recursion over Cram positions (bitmask of free squares)."""
    return cram_oracle(rows, cols)(free)


def drawn_domino(svg: str):
    m = re.search(r"winning move: the domino \((\d+), (\d+)\)-\((\d+), (\d+)\)", svg)
    return None if m is None else ((int(m[1]), int(m[2])), (int(m[3]), int(m[4])))


def drawn_vertices(svg: str, kind: str) -> list[str]:
    return re.findall(r'<g class="vertex ' + kind + r'"><title>([^<:]*):', svg)


@pytest.mark.parametrize("seed", range(12))
def test_cram_picture_marks_a_winning_domino(seed):
    rng = random.Random(seed)
    rows, cols = rng.randint(1, 4), rng.randint(2, 5)
    holes = [(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1) if rng.random() < 0.2]
    game = Cram(rows, cols, holes, base=1, progress=False)
    svg = game.svg()
    assert svg == game._repr_svg_() and svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count('class="square hole"') == len(holes)
    value = cram_brute(rows, cols, game.start)
    move = drawn_domino(svg)
    if value == 0:
        assert move is None and "value 0, every move loses" in svg
    else:
        assert f"value {value}, a winning move in red" in svg
        assert move in game.dominoes()
        after = game.start & ~game.mask(move)
        assert cram_brute(rows, cols, after) == 0


def test_cram_picture_of_a_position_greys_the_taken_squares():
    game = Cram(3, 4, base=1, progress=False)
    position = game.mask([(1, 1), (1, 2), (1, 3), (2, 3)])  # an L of four squares
    svg = game.svg(position)
    assert svg.count('class="square taken"') == 8 and svg.count('class="square free"') == 4
    move = drawn_domino(svg)
    assert move is not None and cram_brute(3, 4, position & ~game.mask(move)) == 0


def test_large_positions_are_not_searched_for_a_picture():
    """Over AUTO_SEARCH free squares the picture shows only a move found before."""
    holes = [(4, c) for c in range(1, 9)]  # 8x8 cut into 3x8 and 4x8 (value 0): 56 squares
    game = Cram(8, 8, holes, base=1, progress=False)
    assert game.start.bit_count() > AUTO_SEARCH
    svg = game.svg()
    assert game.search.solved == 0 and "not searched" in svg and drawn_domino(svg) is None
    move = game.winning_move()
    assert (move is None) == (game.value() == 0)
    svg = game.svg()
    assert "not searched" not in svg and drawn_domino(svg) == move


def test_move_memo_keeps_the_last_moves():
    memo = MoveMemo()
    for p in range(MoveMemo.SIZE + 10):
        memo.remember(p, p)
    assert memo.known(0, AUTO_SEARCH + 1, lambda: 1 / 0) == (False, None)
    assert memo.known(MoveMemo.SIZE + 9, AUTO_SEARCH + 1, lambda: 1 / 0) == (True, MoveMemo.SIZE + 9)
    assert memo.known(5000, 3, lambda: "found") == (True, "found")


def node_kayles_brute(adj: list[int], m: int) -> int:
    @lru_cache(maxsize=None)
    def g(m: int) -> int:
        seen = {g(m & ~(adj[v] | 1 << v)) for v in range(len(adj)) if m >> v & 1}
        v = 0
        while v in seen:
            v += 1
        return v

    return g(m)


@pytest.mark.parametrize("seed", range(10))
def test_node_kayles_picture_marks_a_winning_vertex(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 10)
    edges = [(a, b) for a in range(n) for b in range(a + 1, n) if rng.random() < 0.3]
    game = NodeKayles(edges, num_vertices=n, progress=False)
    adj = [0] * n
    for a, b in edges:
        adj[a] |= 1 << b
        adj[b] |= 1 << a
    svg = game.svg()
    assert svg == game._repr_svg_()
    value = node_kayles_brute(adj, game.start)
    marked = drawn_vertices(svg, "move")
    if value == 0:
        assert marked == [] and "value 0" in svg
    else:
        assert len(marked) == 1 and f"value {value}," in svg
        v = int(marked[0])
        assert node_kayles_brute(adj, game.start & ~(adj[v] | 1 << v)) == 0
        assert sorted(map(int, drawn_vertices(svg, "removed"))) == [u for u in range(n) if adj[v] >> u & 1]


def test_arc_kayles_picture_marks_a_winning_edge():
    game = ArcKayles(nx.path_graph(6), progress=False)  # value 3: the middle edge wins
    svg = game.svg()
    assert sorted(drawn_vertices(svg, "move")) == ["2", "3"]
    assert svg.count('<g class="edge move">') == 1 and "value 3," in svg


def test_grid_graph_picture_and_large_graphs():
    game = NodeKayles(nx.grid_2d_graph(3, 4), progress=False)
    position = game.mask([(0, 0), (0, 1), (1, 1)])
    svg = game.svg(position)
    assert len(drawn_vertices(svg, "taken")) == 9 and "taken before" in svg
    assert game.svg(game.mask([])) is not None  # no vertex left: value 0
    assert NodeKayles(nx.path_graph(61), progress=False).svg() is None  # over 60 vertices
