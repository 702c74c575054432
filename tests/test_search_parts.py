"""Graphs of more vertices than the compiled engines take, searched component by component:
values and winning moves against the Python engine, forests of many trees against plain mex
recursion on each tree, equal components cancelling, the memory guard of the Python engine,
tables, and bad input."""

from __future__ import annotations

import random
import sqlite3

import networkx as nx
import pytest

from grundy.errors import InvalidGameError, ResourceLimitError
from grundy.search import ArcKayles, NodeKayles
from grundy.search.games import MAX_COMPILED
from oracles import game_value_oracle
from test_search_wide import adjacency, moves_of


def scattered(rng: random.Random, pieces: list[nx.Graph]) -> tuple[list[tuple[int, int]], int]:
    """The disjoint union of `pieces`, each relabelled at random, then the whole graph's
    vertices shuffled (so components interleave in the numbering)."""
    edges, base = [], 0
    for g in pieces:
        k = g.number_of_nodes()
        perm = rng.sample(range(k), k)
        edges += [(base + perm[u], base + perm[v]) for u, v in g.edges()]
        base += k
    perm = rng.sample(range(base), base)
    return [(perm[u], perm[v]) for u, v in edges], base


@pytest.mark.slow
def test_components_against_the_python_engine():
    """Graphs of about 4300 vertices in components of 1 to 15 vertices (random graphs, some
    with cycles): values of the whole graph and of random positions, and each winning move
    leaves a position of value 0 in the Python engine."""
    rng = random.Random(3)
    for trial in range(1):
        pieces = []
        while sum(g.number_of_nodes() for g in pieces) <= MAX_COMPILED + 200:
            k = rng.choice([1, 2, 3, 5, 8, 12, 15])
            g = nx.gnm_random_graph(k, rng.randint(k - 1, 2 * k), seed=rng.randrange(1 << 30))
            pieces.append(g)
        edges, n = scattered(rng, pieces)
        for cls in (NodeKayles, ArcKayles):
            game = cls(edges, n, progress=False)
            python = cls(edges, n, progress=False, engine="python")
            assert game.parts is not None and python.parts is None and game.engine == "compiled"
            assert game.parts.count == sum(nx.number_connected_components(g) for g in pieces)
            for i in range(3):
                mask = game.start if i == 0 else game.start & ~rng.getrandbits(n) | rng.getrandbits(n)
                value = game.value(mask)
                assert value == python.value(mask)
                move = game.winning_move(mask)
                if value == 0:
                    assert move is None
                    continue
                gone = python._closed[move] if cls is NodeKayles else 1 << move[0] | 1 << move[1]
                assert mask & gone and python.value(mask & ~gone) == 0
            game.close()


@pytest.mark.parametrize("cls", [NodeKayles, ArcKayles])
def test_forests_of_many_trees(cls):
    """20 000 trees (200 000 vertices) drawn from 25 random trees of 6..10 vertices, each copy
    relabelled: the value is the XOR of the trees' values by plain mex recursion (equal trees
    cancel in pairs), and a winning move leaves value 0."""
    rng = random.Random(11 + len(cls.__name__))
    kinds = [nx.random_labeled_tree(rng.randint(6, 10), seed=rng.randrange(1 << 30)) for _ in range(25)]
    arc = cls is ArcKayles
    values = []
    for t in kinds:
        k = t.number_of_nodes()
        values.append(game_value_oracle((1 << k) - 1, moves_of(adjacency(k, t.edges()), arc)))
    picks = [rng.randrange(len(kinds)) for _ in range(20000)]
    edges, n = scattered(rng, [kinds[i] for i in picks])
    expected = 0
    for i in picks:
        expected ^= values[i]
    game = cls(edges, n, progress=False)
    assert game.parts.count == 20000 and game.parts.shapes <= 20000
    assert game.value() == expected
    move = game.winning_move()
    assert (move is None) == (expected == 0)
    if move is not None:
        mask = game.start
        if arc:
            mask &= ~(1 << move[0] | 1 << move[1])
        else:
            mask &= ~(1 << move)
            for u in game.graph.neighbours(move):
                mask &= ~(1 << int(u))
        assert game.value(mask) == 0


@pytest.mark.slow
def test_a_connected_graph_too_large_for_masks():
    """A path of 10^6 vertices is one component: the Python engine's vertex masks would take
    about 58 GiB, which is refused before any is made."""
    n = 10 ** 6
    game = NodeKayles([(i, i + 1) for i in range(n - 1)], n, progress=False)
    assert game.parts.count == 1 and game.parts.shapes == 1
    with pytest.raises(ResourceLimitError, match="vertex masks of a graph of 1000000 vertices"):
        game.value()


def test_parts_with_a_table_and_bad_input(tmp_path):
    rng = random.Random(5)
    pieces = [nx.random_labeled_tree(rng.randint(12, 20), seed=rng.randrange(1 << 30))
              for _ in range(300)]
    edges, n = scattered(rng, pieces)
    assert n > MAX_COMPILED
    path = tmp_path / "parts.sqlite"
    with NodeKayles(edges, n, table=path, progress=False) as first:
        value = first.value()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM nimbers").fetchone()[0] > 0
    again = NodeKayles(edges, n, table=path, progress=False)
    assert again.value() == value
    assert sum(g.compiled.solved for g in again.parts._live.values()) == 0  # all read back
    # engine='compiled' refuses a component of more than 4096 vertices, naming its size
    big = [(i, i + 1) for i in range(5000)] + [(6000, 6001)]
    with pytest.raises(InvalidGameError, match="one of 5001"):
        NodeKayles(big, engine="compiled")
    # a position outside the graph
    with pytest.raises(InvalidGameError, match="names vertices outside"):
        NodeKayles(edges, n, progress=False).value(1 << n)


def test_parts_with_workers(monkeypatch):
    """Workers search the components (a random graph of 44 vertices among small trees) and are stopped after
    each component, so the games kept do not keep processes; the answer is one process's."""
    from grundy.search import parallel

    monkeypatch.setattr(parallel, "HEAD_START_SECONDS", 0.02)  # the trees take less
    rng = random.Random(9)
    pieces = [nx.gnm_random_graph(44, 62, seed=1)]  # 0.3 s in one process
    pieces += [nx.random_labeled_tree(rng.randint(3, 12), seed=rng.randrange(1 << 30)) for _ in range(600)]
    edges, n = scattered(rng, pieces)
    assert n > MAX_COMPILED
    one = NodeKayles(edges, n, progress=False)
    with NodeKayles(edges, n, progress=False, workers=2) as many:
        assert many.value() == one.value()
        games = list(many.parts._live.values())
        assert any(g.compiled.tasks > 0 for g in games)  # the workers did search
        assert all(g.compiled._pool is None for g in games)
        move = many.winning_move()
        assert (move is None) == (one.value() == 0)
        assert all(g.compiled._pool is None for g in many.parts._live.values())
