"""Node-Kayles and Arc-Kayles on grid graphs, searched as board games by the compiled core (the
grid found in the graph, regions keyed up to the board's symmetries): the shapes found, values
against plain mex recursion and the graph engines, Arc-Kayles on a grid is Cram, winning moves,
tables shared between grids, workers."""

from __future__ import annotations

import random
import sqlite3

import networkx as nx
import numpy as np
import pytest

from grundy.search import ArcKayles, Cram, NodeKayles
from grundy.search.games import grid_shape
from oracles import game_value_oracle


def grid_edges(rows: int, cols: int) -> list[tuple[int, int]]:
    g = nx.convert_node_labels_to_integers(nx.grid_2d_graph(rows, cols))
    return sorted(tuple(sorted(e)) for e in g.edges())


def moves_of(n: int, edges, arc: bool):
    adj = [0] * n
    for u, v in edges:
        adj[u] |= 1 << v
        adj[v] |= 1 << u

    def moves(m: int) -> list[int]:
        verts = [v for v in range(n) if m >> v & 1]
        if arc:
            return [m & ~(1 << u | 1 << v) for v in verts for u in verts if u > v and adj[v] >> u & 1]
        return [m & ~(adj[v] | 1 << v) for v in verts]
    return moves


def test_grid_shapes_found_and_others_refused():
    for rows in range(1, 9):
        for cols in range(1, 9):
            shape = grid_shape(np.array(grid_edges(rows, cols)).reshape(-1, 2), rows * cols)
            assert shape is not None and shape[0] * shape[1] == rows * cols
            if rows > 1 and cols > 1:
                assert shape == (rows, cols)
    rng = random.Random(61)
    for rows, cols in [(3, 5), (4, 4), (2, 7)]:
        n, edges = rows * cols, grid_edges(rows, cols)
        # an edge less, a diagonal more, the vertices renumbered: not this numbering of a grid
        assert grid_shape(np.array(edges[1:]), n) is None
        assert grid_shape(np.array(edges + [(0, cols + 1)]), n) is None
        perm = rng.sample(range(n), n)
        moved = np.array([sorted((perm[u], perm[v])) for u, v in edges])
        assert grid_shape(moved, n) is None or sorted(moved.tolist()) == sorted(map(list, edges))
    assert grid_shape(np.array([[0, 1], [1, 2], [2, 3], [0, 3]]), 4) is None  # a 4-cycle: a 2x2 grid numbered around
    assert grid_shape(np.zeros((0, 2), np.int64), 1) == (1, 1)
    assert NodeKayles(nx.grid_2d_graph(3, 4), progress=False).board == (3, 4)
    assert NodeKayles(nx.cycle_graph(12), progress=False).board is None
    assert NodeKayles(nx.grid_2d_graph(5, 13), progress=False).board == (5, 13)  # two words a position


@pytest.mark.parametrize("cls, arc", [(NodeKayles, False), (ArcKayles, True)])
def test_grid_boards_against_mex_recursion(cls, arc):
    """Random positions of grids up to 4 x 5, and winning moves, against plain recursion."""
    rng = random.Random(63 + arc)
    for rows, cols in [(1, 8), (2, 6), (3, 4), (3, 5), (4, 4), (4, 5), (5, 3)]:
        n, edges = rows * cols, grid_edges(rows, cols)
        game = cls(edges, n, progress=False)
        assert game.board == (rows, cols) and game.engine == "compiled"
        moves = moves_of(n, edges, arc)
        for mask in [(1 << n) - 1] + [rng.getrandbits(n) for _ in range(12)]:
            want = game_value_oracle(mask, moves)
            assert game.value(mask) == want
            move = game.winning_move(mask)
            if want == 0:
                assert move is None
                continue
            gone = (1 << move[0] | 1 << move[1]) if arc else (1 << move) | sum(
                1 << (u + v - move) for u, v in edges if move in (u, v))
            assert mask & ~gone != mask and game_value_oracle(mask & ~gone, moves) == 0


@pytest.mark.parametrize("cls", [NodeKayles, ArcKayles])
def test_grid_boards_agree_with_the_graph_core(cls):
    """The same grids renumbered (so no longer seen as grids): the graph core, keyed by vertex
    sets, gives the board core's values."""
    rng = random.Random(67)
    for rows, cols in [(3, 8), (4, 6), (2, 12), (5, 5)] + ([(3, 12), (4, 8)] if cls is NodeKayles else []):
        n, edges = rows * cols, grid_edges(rows, cols)
        board = cls(edges, n, progress=False)
        perm = rng.sample(range(n), n)
        graph = cls([(perm[u], perm[v]) for u, v in edges], n, progress=False)
        assert board.board is not None and graph.board is None and graph.engine == "compiled"
        for mask in [(1 << n) - 1] + [rng.getrandbits(n) | rng.getrandbits(n) for _ in range(6)]:
            moved = sum(1 << perm[v] for v in range(n) if mask >> v & 1)
            assert board.value(mask) == graph.value(moved)


def test_arc_kayles_on_a_grid_is_cram():
    for rows, cols in [(2, 5), (3, 6), (4, 5), (1, 11)]:
        n = rows * cols
        arc = ArcKayles(grid_edges(rows, cols), n, progress=False)
        cram = Cram(rows, cols, base=0, progress=False)
        assert arc.value() == cram.value()
        rng = random.Random(rows * 100 + cols)
        for _ in range(10):
            mask = rng.getrandbits(n)
            assert arc.value(mask) == cram.value(mask)


def test_grid_table_keys_serve_every_grid(tmp_path):
    """Regions are keyed by their shape (``k<width>:<hex>`` for Node-Kayles), so a table written
    on one grid serves another."""
    path = tmp_path / "grid.sqlite"
    with NodeKayles(nx.grid_2d_graph(3, 11), table=path, engine="compiled", progress=False) as first:
        assert first.value() == 3  # OEIS A316632(11)
    keys = [k for (k,) in sqlite3.connect(path).execute("SELECT key FROM nimbers")]
    assert keys and all(k.startswith("k") for k in keys)
    other = NodeKayles(nx.grid_2d_graph(3, 12), table=path, engine="compiled", progress=False)
    assert other.compiled.loaded == len(keys)
    fresh = NodeKayles(nx.grid_2d_graph(3, 12), engine="compiled", progress=False)
    assert other.value() == fresh.value() == 5  # OEIS A316632(12)
    assert other.compiled.solved < fresh.compiled.solved
    again = NodeKayles(nx.grid_2d_graph(3, 11), table=path, engine="compiled", progress=False)
    assert again.value() == 3 and again.compiled.solved == 0
