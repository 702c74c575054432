"""Canonical forms of small graph components in the compiled search cores: the compiled code is
the Python engine's :func:`canonical_form` (so both engines key a small component alike), it
tells isomorphism classes apart, isomorphic components are solved once, values never depend on
`small`, and lasting tables carry small components between graphs and engines."""

from __future__ import annotations

import random
import sqlite3

import networkx as nx
import numpy as np
import pytest
from networkx.generators.atlas import graph_atlas_g

from grundy.search import ArcKayles, NodeKayles
from grundy.search._core import SearchCore
from grundy.search.games import canonical_form
from oracles import game_value_oracle
from test_search_wide import adjacency, moves_of, solve


def rows_of(g: nx.Graph) -> list[list[int]]:
    return [sorted(g.neighbors(v)) for v in range(g.number_of_nodes())]


def placed(g: nx.Graph, big: int, rng: random.Random) -> tuple[list[int], int]:
    """The adjacency of `g` put at random places among `big` vertices, and its vertex mask."""
    pos = rng.sample(range(big), g.number_of_nodes())
    return adjacency(big, [(pos[u], pos[v]) for u, v in g.edges()]), sum(1 << p for p in pos)


def core_of(kind: str, big: int, adj: list[int], small: int):
    if big <= 64:
        return SearchCore(kind, big, np.array(adj, np.uint64), small=small)
    return SearchCore(kind, big, adj, small=small)


def random_connected(rng: random.Random, k: int) -> nx.Graph:
    while True:
        if rng.random() < 0.25:
            return nx.random_labeled_tree(k, seed=rng.randrange(1 << 30))
        g = nx.gnp_random_graph(k, rng.choice((0.25, 0.4, 0.6, 0.85)), seed=rng.randrange(1 << 30))
        if nx.is_connected(g):
            return g


SYMMETRIC = [nx.petersen_graph(), nx.cycle_graph(11), nx.complete_graph(11), nx.star_graph(10),
             nx.hypercube_graph(3), nx.circulant_graph(10, [1, 3]), nx.complete_bipartite_graph(5, 6),
             nx.wheel_graph(11), nx.circular_ladder_graph(5), nx.path_graph(11)]


@pytest.mark.parametrize("big", [64, 200])
def test_compiled_code_is_the_python_code(big):
    """Random connected graphs of 3..11 vertices and symmetric ones, each put at random places
    of a larger graph (one word; four words): the compiled code and tag are canonical_form's
    on the graph as first labelled, so the code does not depend on the labels."""
    rng = random.Random(big)
    graphs = [random_connected(rng, rng.randint(3, 11)) for _ in range(1500)]
    graphs += [nx.convert_node_labels_to_integers(g) for g in SYMMETRIC]
    for g in graphs:
        adj, mask = placed(g, big, rng)
        core = core_of("node-kayles", big, adj, 11)
        k = g.number_of_nodes()
        assert core.small_key(mask) == (canonical_form(rows_of(g)), 0x100 | k)
    assert core_of("node-kayles", big, adj, 5).small_key(mask) is None  # past `small`


def test_codes_tell_every_small_graph_apart():
    """The atlas lists each graph of at most 7 vertices once up to isomorphism: the connected
    ones get pairwise different codes, and a random relabelling keeps each code."""
    rng = random.Random(7)
    seen = {}
    for g in graph_atlas_g():
        k = g.number_of_nodes()
        if k < 3 or not nx.is_connected(g):
            continue
        adj, mask = placed(g, 64, rng)
        key = SearchCore("node-kayles", 64, np.array(adj, np.uint64), small=11).small_key(mask)
        assert key not in seen, (seen.get(key), list(g.edges()))
        seen[key] = list(g.edges())
        adj2, mask2 = placed(g, 64, rng)
        assert SearchCore("node-kayles", 64, np.array(adj2, np.uint64), small=11).small_key(mask2) == key
    # connected graphs on 3..7 vertices up to isomorphism (OEIS A001349)
    assert len(seen) == 2 + 6 + 21 + 112 + 853


@pytest.mark.parametrize("kind", ["node-kayles", "arc-kayles"])
@pytest.mark.parametrize("big", [0, 150])
def test_small_never_changes_a_value(kind, big):
    """Positions of random graphs of up to 15 vertices (as they are, in the one-word core, or
    spread over 150 vertices, in the wide one), with `small` 0, 4, 9 and 11, against plain mex
    recursion; the table is kept from position to position, so entries made under one
    position's components answer another's."""
    rng = random.Random(97 + big + len(kind))
    for _ in range(60):
        n = rng.randint(3, 15)
        edges = [(u, v) for u, v in ((rng.randrange(n), rng.randrange(n)) for _ in range(rng.randint(n // 2, 2 * n))) if u != v]
        truth = moves_of(adjacency(n, edges), kind == "arc-kayles")
        size = big or n
        perm = rng.sample(range(size), n)
        adj = adjacency(size, [(perm[u], perm[v]) for u, v in edges])
        cores = [core_of(kind, size, adj, small) for small in (0, 4, 9, 11)]
        for _ in range(4):
            mask = rng.getrandbits(n)
            want = game_value_oracle(mask, truth)
            moved = sum(1 << perm[v] for v in range(n) if mask >> v & 1)
            assert [solve(c, moved) for c in cores] == [want] * 4


@pytest.mark.parametrize("big", [64, 130])
def test_isomorphic_components_are_solved_once(big):
    """Five differently labelled copies of a connected graph of 10 or 11 vertices (one word;
    three): once the first copy is solved, the sum needs no further search with `small`
    covering it (each other copy is found under its canonical code), and does without."""
    rng = random.Random(big)
    for _ in range(5):
        g = random_connected(rng, rng.choice((10, 11)))
        k = g.number_of_nodes()
        edges = []
        for c in range(5):
            perm = rng.sample(range(k), k)
            edges += [(c * k + perm[u], c * k + perm[v]) for u, v in g.edges()]
        adj = adjacency(big, edges)
        first, full = (1 << k) - 1, (1 << 5 * k) - 1
        with_small, without = core_of("node-kayles", big, adj, 11), core_of("node-kayles", big, adj, 0)
        value = solve(with_small, first)
        assert solve(without, first) == value
        solved = with_small.solved, without.solved
        assert solve(with_small, full) == solve(without, full) == value  # five copies: one's value
        assert with_small.solved == solved[0]
        assert without.solved > solved[1]
        assert solve(with_small, full & ~first) == 0 and with_small.solved == solved[0]


@pytest.mark.parametrize("cls", [NodeKayles, ArcKayles])
def test_tables_carry_small_components_between_graphs_and_engines(tmp_path, cls):
    """A lasting table keeps a small component under ``g<k>:<code>``, the same text in both
    engines: what the compiled engine wrote for one graph answers, without search, the Python
    engine and the compiled one on another graph made of relabelled copies, and the other way
    round."""
    rng = random.Random(len(cls.__name__))
    for trial in range(3):
        g, h = random_connected(rng, 9), random_connected(rng, 8)
        path, other = tmp_path / f"c{trial}.sqlite", tmp_path / f"p{trial}.sqlite"
        with cls(list(g.edges()), 9, table=path, engine="compiled", progress=False) as first:
            value = first.value()
        with sqlite3.connect(path) as db:
            rows = dict(db.execute("SELECT key, value FROM nimbers"))
        assert rows[f"g9:{canonical_form(rows_of(g)):x}"] == value

        def copies(graph: nx.Graph, count: int) -> tuple[list[tuple[int, int]], int]:
            k, out = graph.number_of_nodes(), []
            for c in range(count):
                perm = rng.sample(range(k), k)
                out += [(c * k + perm[u], c * k + perm[v]) for u, v in graph.edges()]
            return out, count * k

        edges, n = copies(g, 3)
        compiled = cls(edges, n, table=path, engine="compiled", progress=False)
        assert compiled.compiled.loaded > 0
        assert compiled.value() == value and compiled.compiled.solved == 0
        python = cls(edges, n, table=path, engine="python", progress=False)
        assert python.value() == value and python.search.solved == 0
        # the Python engine's table read by the compiled engine
        with cls(list(h.edges()), 8, table=other, engine="python", progress=False) as py:
            value = py.value()
        edges, n = copies(h, 3)
        again = cls(edges, n, table=other, engine="compiled", progress=False)
        assert again.value() == value and again.compiled.solved == 0


def test_wide_core_entries_keep_their_tags():
    """export and drain_log give canonical entries the tag 0x100 | k and vertex sets 1; load
    takes both back."""
    n = 130
    adj = adjacency(n, [(i, i + 1) for i in range(n - 1)] + [(i, i + 2) for i in range(0, n - 2, 7)])
    core = SearchCore("node-kayles", n, adj, small=9)
    core.set_logging(True)
    assert solve(core, (1 << n) - 1) >= 0
    keys, tags, values = core.export()
    assert {int(t) for t in tags} - {1} and set(int(t) >> 8 for t in tags if t != 1) == {1}
    assert all(3 <= t & 0xFF <= 9 for t in tags if t != 1)
    logged, logged_tags, _, _ = core.drain_log()
    assert len(logged_tags) == len(logged) and set(logged_tags.tolist()) <= set(tags.tolist())
    fresh = SearchCore("node-kayles", n, adj, small=9)
    fresh.load(keys, tags, values)
    for row, t, v in zip(keys[:500], tags[:500], values[:500]):
        key = sum(int(w) << (64 * i) for i, w in enumerate(row))
        assert fresh.lookup_key(key, int(t)) in (-1, v)
    assert solve(fresh, (1 << n) - 1) == core.result and fresh.solved == 0
    # eleven vertices of a path: the code of the path graph P_11
    path = SearchCore("node-kayles", n, adjacency(n, [(i, i + 1) for i in range(n - 1)]), small=11)
    eleven = sum(1 << v for v in range(60, 71))  # across two words
    assert fresh.small_key(eleven & ((1 << 9) - 1) << 60) is not None
    assert fresh.small_key(eleven) is None  # past small = 9
    assert path.small_key(eleven) == (canonical_form(rows_of(nx.path_graph(11))), 0x10B)


def test_arc_kayles_on_a_line_graph_writes_no_component_codes(tmp_path):
    """Arc-Kayles on more than 64 vertices but at most 64 edges runs as Node-Kayles on the line
    graph, whose canonical codes are not the graph's: none go to the table."""
    edges = [(3 * i, 3 * i + 1) for i in range(10)] + [(3 * i + 1, 3 * i + 2) for i in range(10)]
    edges += [(40 + i, 41 + i) for i in range(30)]
    path = tmp_path / "arc.sqlite"
    with ArcKayles(edges, 75, table=path, engine="compiled", progress=False) as game:
        assert not game.compiled.core.W > 1 and game.compiled.core.small == 0
        # ten paths of 3 vertices (value 1 each, so 0 together) and P_31 (0.07 at heap 31: 5)
        assert game.value() == 5
    with sqlite3.connect(path) as db:
        keys = [k for (k,) in db.execute("SELECT key FROM nimbers")]
    assert keys and not any(k.startswith("g") for k in keys)
