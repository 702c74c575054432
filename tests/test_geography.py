"""Undirected vertex geography, maximum matchings and the Gallai–Edmonds decomposition.

Every answer is checked against exact game search (tests/oracles.py) or brute-force matching
numbers on thousands of small random graphs, bipartite and not, plus networkx on larger ones.
"""

from __future__ import annotations

import itertools

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp

from grundy import (
    InvalidGameError,
    Outcome,
    as_simple_graph,
    card_geography,
    gallai_edmonds,
    geography_move,
    geography_strategy,
    geography_wins,
    maximum_matching,
)
from grundy.geography import _kernels as mk
from grundy.graphbase._simple_graph import simple_graph_from_edge_arrays
from oracles import d_set_oracle, geography_oracle, matching_number_oracle, neighbour_sets
from recording import RecordingBar


def random_graph(rng: np.random.Generator, n: int) -> list[tuple[int, int]]:
    """A small undirected graph of one of four shapes: uniform random edges; bipartite
    random edges; odd cycles sharing vertices (nested blossoms) plus random chords; a tree plus
    a few edges. Self-loops and parallel edges appear in the uniform shape."""
    kind = int(rng.integers(4))
    if kind == 0 or n < 3:
        m = int(rng.integers(0, 3 * n + 1))
        return [tuple(e) for e in rng.integers(0, n, size=(m, 2)).tolist()]
    if kind == 1:
        side = rng.integers(0, 2, n)
        e = rng.integers(0, n, size=(int(rng.integers(0, 3 * n + 1)), 2))
        return [tuple(x) for x in e[side[e[:, 0]] != side[e[:, 1]]].tolist()]
    if kind == 2:
        edges = []
        perm = rng.permutation(n).tolist()
        for _ in range(int(rng.integers(1, 4))):
            k = int(rng.choice([3, 5, 7]))
            if k > n:
                k = 3
            cyc = rng.choice(perm, size=k, replace=False).tolist()
            edges += [(cyc[i], cyc[(i + 1) % k]) for i in range(k)]
        extra = rng.integers(0, n, size=(int(rng.integers(0, n)), 2)).tolist()
        return edges + [tuple(x) for x in extra]
    parent = [int(rng.integers(0, i)) for i in range(1, n)]
    edges = [(i, p) for i, p in zip(range(1, n), parent)]
    extra = rng.integers(0, n, size=(int(rng.integers(0, 3)), 2)).tolist()
    return edges + [tuple(x) for x in extra]


def random_cases(seed: int, count: int, max_n: int):
    rng = np.random.default_rng(seed)
    for _ in range(count):
        n = int(rng.integers(1, max_n + 1))
        yield n, random_graph(rng, n)


def edge_array(edges) -> np.ndarray:
    return np.array(edges, dtype=np.int64).reshape(-1, 2)


def is_matching(n: int, edges, mate: np.ndarray) -> bool:
    nb = neighbour_sets(n, edges)
    return all(
        mate[v] == -1 or (mate[mate[v]] == v and int(mate[v]) in nb[v]) for v in range(n)
    )


# --- who wins ---------------------------------------------------------------------------------


def test_geography_wins_against_game_search():
    starts = 0
    kinds = set()
    for n, edges in random_cases(536, 700, 11):
        wins = geography_wins(edge_array(edges), num_vertices=n)
        assert wins.tolist() == [geography_oracle(n, edges, [v]) for v in range(n)], (n, edges)
        starts += n
        kinds.add((bool(wins.any()), bool((~wins).any())))
    assert starts > 3000 and kinds >= {(True, True)}


@pytest.mark.parametrize(
    "n, edges, expected",
    [
        (1, [], [False]),
        (2, [(0, 1)], [True, True]),
        (3, [(0, 1), (1, 2)], [False, True, False]),
        (5, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)], [False] * 5),  # odd cycle: factor-critical
        (4, [(0, 1), (1, 2), (2, 3), (3, 0)], [True] * 4),
        (4, [(0, 1), (0, 2), (0, 3)], [True, False, False, False]),  # star
        (4, [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)], [True] * 4),  # K4
        (5, [(a, b) for a in range(5) for b in range(a + 1, 5)], [False] * 5),  # K5
    ],
)
def test_known_positions(n, edges, expected):
    assert geography_wins(edge_array(edges), num_vertices=n).tolist() == expected
    assert [geography_oracle(n, edges, [v]) for v in range(n)] == expected


def test_petersen_and_grids():
    assert all(geography_wins(nx.petersen_graph()).values())  # it has a perfect matching
    # A 3 x 3 grid: the 5 cells of the majority colour are each missed by some maximum matching.
    g = nx.grid_2d_graph(3, 3)
    wins = geography_wins(g)
    assert wins == {(r, c): bool((r + c) % 2) for r, c in g.nodes}


# --- Gallai–Edmonds and matchings -------------------------------------------------------------


def test_gallai_edmonds_against_matching_numbers():
    nonbipartite = bipartite = 0
    for n, edges in random_cases(6033, 1500, 10):
        ge = gallai_edmonds(edge_array(edges), num_vertices=n)
        assert ge.D.tolist() == d_set_oracle(n, edges), (n, edges)
        nb = neighbour_sets(n, edges)
        d = set(ge.D.tolist())
        a = {u for v in d for u in nb[v]} - d
        assert ge.A.tolist() == sorted(a)
        assert ge.C.tolist() == sorted(set(range(n)) - d - a)
        assert is_matching(n, edges, ge.matching)
        assert ge.size == matching_number_oracle(n, edges)
        bipartite += ge.bipartite
        nonbipartite += not ge.bipartite
    assert bipartite > 300 and nonbipartite > 300


def test_gallai_edmonds_structure_against_networkx():
    """Larger graphs: D against nu(G - v) = nu(G) by networkx, and the structure theorem (every
    maximum matching matches A into distinct components of D; C has a perfect matching)."""
    rng = np.random.default_rng(44)
    for _ in range(60):
        n = int(rng.integers(20, 45))
        edges = random_graph(rng, n)
        G = nx.Graph()
        G.add_nodes_from(range(n))
        G.add_edges_from((u, v) for u, v in edges if u != v)
        nu = len(nx.max_weight_matching(G, maxcardinality=True))
        ge = gallai_edmonds(G)
        assert ge.size == nu
        expected = [
            v for v in range(n)
            if len(nx.max_weight_matching(nx.restricted_view(G, [v], []), maxcardinality=True)) == nu
        ]
        assert ge.D == expected  # networkx input: lists of nodes, the matching a dict
        mate = ge.matching
        assert all(mate[v] is not None for v in ge.A) and all(mate[v] is not None for v in ge.C)
        assert all(mate[v] in set(ge.D) for v in ge.A)
        assert all(mate[v] in set(ge.C) for v in ge.C)


def test_maximum_matching_sizes_medium():
    rng = np.random.default_rng(7)
    for _ in range(40):
        n = int(rng.integers(50, 300))
        m = int(rng.integers(n // 2, 3 * n))
        e = rng.integers(0, n, size=(m, 2))
        if rng.random() < 0.5:
            side = rng.integers(0, 2, n)
            e = e[side[e[:, 0]] != side[e[:, 1]]]
        G = nx.Graph()
        G.add_nodes_from(range(n))
        G.add_edges_from(e.tolist())
        G.remove_edges_from(nx.selfloop_edges(G))
        mate = maximum_matching(e, num_vertices=n)
        assert is_matching(n, e.tolist(), mate)
        assert int((mate >= 0).sum()) // 2 == len(nx.max_weight_matching(G, maxcardinality=True))


def test_kernels_from_any_starting_matching():
    """Each matching kernel reaches a maximum matching from an empty or a greedy start, and the
    forest search, given a non-maximum matching, augments and still labels D correctly."""
    for n, edges in random_cases(19, 600, 10):
        g = simple_graph_from_edge_arrays(n, *edge_array(edges).T)
        nu = matching_number_oracle(n, edges)
        d = d_set_oracle(n, edges)
        empty = np.full(n, -1, g.indices.dtype)
        for start in (empty, mk.karp_sipser(n, g.indptr, g.indices)):
            m1 = start.copy()
            mk.blossom_augment(n, g.indptr, g.indices, m1)
            assert int((m1 >= 0).sum()) // 2 == nu and is_matching(n, edges, m1)
            m2 = start.copy()
            tp, _, _ = mk.edmonds_forest(n, g.indptr, g.indices, m2)
            assert int((m2 >= 0).sum()) // 2 == nu and is_matching(n, edges, m2)
            assert np.flatnonzero(tp == 1).tolist() == d
        side, bad, _ = mk.two_colouring(n, g.indptr, g.indices)
        if bad == -1:
            lefts = np.flatnonzero(side == 0)
            ident_ptr, ident = np.arange(n + 1), np.arange(n)
            m3 = empty.copy()
            mk.push_relabel_matching(n, lefts, side == 0, g.indptr, g.indices, m3)
            m4 = empty.copy()
            mk.hopcroft_karp(n, lefts, ident_ptr, ident, g.indptr, g.indices, m4)
            for m in (m3, m4):
                assert int((m >= 0).sum()) // 2 == nu and is_matching(n, edges, m)


def test_bipartite_kernels_from_empty_on_grids_with_holes():
    """Push–relabel and Hopcroft–Karp from an empty matching on grids with holes (long
    augmenting paths), against networkx."""
    rng = np.random.default_rng(1000)
    for _ in range(25):
        rows, cols = int(rng.integers(5, 25)), int(rng.integers(5, 25))
        G = nx.grid_2d_graph(rows, cols)
        G.remove_nodes_from([v for v in list(G) if rng.random() < rng.choice([0.03, 0.1, 0.3])])
        G = nx.convert_node_labels_to_integers(G)
        n = G.number_of_nodes()
        nu = len(nx.max_weight_matching(G, maxcardinality=True))
        g = as_simple_graph(G)
        side, bad, _ = mk.two_colouring(n, g.indptr, g.indices)
        assert bad == -1
        lefts = np.flatnonzero(side == 0)
        m1 = np.full(n, -1, g.indices.dtype)
        mk.push_relabel_matching(n, lefts, side == 0, g.indptr, g.indices, m1)
        m2 = np.full(n, -1, g.indices.dtype)
        mk.hopcroft_karp(n, lefts, np.arange(n + 1), np.arange(n), g.indptr, g.indices, m2)
        for m in (m1, m2):
            assert int((m >= 0).sum()) // 2 == nu and is_matching(n, list(G.edges), m)


def test_bipartite_matching_in_pieces_with_a_bar(monkeypatch):
    """Long bipartite work runs push–relabel in pieces with a bar between them (the exposed
    left vertices settled, out of those the greedy matching left) and gives the matching and
    the answers of a single call; short work makes no bar."""
    from grundy.geography import vertex as geography, matching

    rng = np.random.default_rng(1001)
    graphs = []  # where the greedy matching is not maximum: push–relabel has work to do
    while len(graphs) < 30:
        if len(graphs) % 2:
            G = nx.grid_2d_graph(int(rng.integers(4, 40)), int(rng.integers(4, 40)))
            G.remove_nodes_from([v for v in list(G) if rng.random() < rng.choice([0.03, 0.1, 0.3])])
            e = np.array(list(nx.convert_node_labels_to_integers(G).edges), dtype=np.int64).reshape(-1, 2)
        else:
            n = int(rng.integers(4, 600))
            e = rng.integers(0, n // 2, size=(int(rng.integers(n // 2, 2 * n)), 2)) * 2
            e[:, 1] += 1
        g = as_simple_graph(e)
        greedy = mk.karp_sipser(g.n, g.indptr, g.indices)
        if np.count_nonzero(greedy >= 0) < np.count_nonzero(maximum_matching(e) >= 0):
            graphs.append(e)
    monkeypatch.setattr(matching, "Progress", RecordingBar)
    monkeypatch.setattr(RecordingBar, "made", [])
    plain = [geography_wins(e) for e in graphs]
    mates = [maximum_matching(e) for e in graphs]
    assert RecordingBar.made == []
    monkeypatch.setattr(geography, "MATCHING_ITEMS_PER_SECOND", 1.0)  # seconds per item
    monkeypatch.setattr(geography, "ANNOUNCE_SECONDS", 1e9)
    monkeypatch.setattr(matching, "PIECE_WORK", 1)
    calls = []
    piece = mk.push_relabel_piece
    monkeypatch.setattr(mk, "push_relabel_piece", lambda *a: calls.append(a[-1]) or piece(*a))
    several = 0
    for e, wins, mate in zip(graphs, plain, mates):
        calls.clear()
        g = as_simple_graph(e)
        assert np.array_equal(geography_wins(g), wins)
        assert np.array_equal(g._matching_solution.mate, mate) and g._matching_solution.bipartite
        bar = RecordingBar.made[-1]
        side, _, _ = mk.two_colouring(g.n, g.indptr, g.indices)
        greedy = mk.karp_sipser(g.n, g.indptr, g.indices)
        assert bar.total == np.count_nonzero(greedy[side == 0] == -1)
        assert bar.unit == " exposed vertices" and bar.closed and bar.counts[-1] == bar.total
        assert bar.counts == sorted(bar.counts) and len(bar.counts) == len(calls)
        assert calls[0] == 1 and all(x >= 1 for x in calls)
        several += len(calls) > 2
    assert several >= 25


# --- input forms ------------------------------------------------------------------------------


def test_input_forms_agree():
    edges = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 3), (3, 2), (4, 5)]
    expected = geography_wins(edges, num_vertices=7).tolist()
    assert expected == [geography_oracle(7, edges, [v]) for v in range(7)]
    a = np.zeros((7, 7), dtype=np.int64)
    for u, v in edges:
        a[u, v] = a[v, u] = 1
    assert geography_wins(sp.csr_matrix(a)).tolist() == expected
    assert geography_wins(sp.csr_matrix(np.triu(a))).tolist() == expected
    G = nx.MultiGraph()
    G.add_nodes_from(range(7))
    G.add_edges_from(edges)
    assert geography_wins(G) == dict(enumerate(expected))
    H = nx.relabel_nodes(nx.Graph(G), {i: f"v{i}" for i in range(7)})
    assert geography_wins(H) == {f"v{i}": w for i, w in enumerate(expected)}
    s = geography_strategy(H, "v6")
    assert s.start == "v6" and s.outcome is Outcome.P and s.play(lambda p, m: m[0]) == ["v6"]
    g = as_simple_graph(edges, num_vertices=7)
    assert g.edges().tolist() == [[0, 1], [0, 2], [1, 2], [2, 3], [4, 5]]


@pytest.mark.parametrize(
    "graph, kwargs, message",
    [
        ([[0, 5]], {"num_vertices": 3}, "out of range"),
        ([[0, -1]], {}, "out of range"),
        ([[0.5, 1]], {}, "integers"),
        ([0, 1, 2], {}, "shape"),
        (nx.DiGraph([(0, 1)]), {}, "directed"),
        ("0 1", {}, "cannot read"),
        (sp.csr_matrix(np.array([[0, 1], [0, 0], [1, 0]])), {}, "square"),
    ],
)
def test_bad_graphs(graph, kwargs, message):
    with pytest.raises(InvalidGameError, match=message):
        geography_wins(graph, **kwargs)


# --- strategies -------------------------------------------------------------------------------


def _exhaustive_games(strategy, path, out):
    """Every finished play in which the strategy answers all the opponent's possible moves."""
    moves = strategy.legal_moves(path)
    if not moves:
        out.append(list(path))
        return
    k = len(path) - 1
    if (k % 2 == 0) == strategy.first_wins:
        _exhaustive_games(strategy, path + [strategy.move(path)], out)
    else:
        for m in moves:
            _exhaustive_games(strategy, path + [m], out)


def _strategy_won(strategy, play) -> bool:
    # The player to move after the play loses: the first player if an even number of moves.
    first_lost = (len(play) - 1) % 2 == 0
    return first_lost != strategy.first_wins


def test_strategy_never_loses():
    rng = np.random.default_rng(2017)
    games = 0
    swapped = 0
    for n, edges in random_cases(2017, 350, 10):
        ea = edge_array(edges)
        nu = matching_number_oracle(n, edges)
        wins = geography_wins(ea, num_vertices=n)
        base = maximum_matching(ea, num_vertices=n)
        for v in range(n):
            s = geography_strategy(ea, v, num_vertices=n)
            assert s.first_wins == wins[v] == geography_oracle(n, edges, [v])
            assert s.outcome is (Outcome.N if wins[v] else Outcome.P)
            mate = s.matching
            assert is_matching(n, edges, mate) and int((mate >= 0).sum()) // 2 == nu
            assert (mate[v] >= 0) == bool(wins[v])
            swapped += (not wins[v]) and base[v] >= 0
            plays: list = []
            _exhaustive_games(s, [v], plays)
            assert plays and all(_strategy_won(s, p) for p in plays), (n, edges, v)
            for _ in range(3):
                play = s.play(lambda path, moves: moves[int(rng.integers(len(moves)))])
                assert _strategy_won(s, play)
                games += 1
    assert games > 3000 and swapped > 20


def test_move_after_any_play_is_exact():
    """After plays where the winner strayed from the strategy, move() still answers exactly."""
    rng = np.random.default_rng(31)
    checked = 0
    for n, edges in random_cases(31, 250, 9):
        ea = edge_array(edges)
        nb = neighbour_sets(n, edges)
        for v in range(n):
            s = geography_strategy(ea, v, num_vertices=n)
            path = [v]
            while True:
                moves = sorted(nb[path[-1]] - set(path))
                wins = geography_oracle(n, edges, path)
                m = s.move(path)
                free = geography_move(ea, path, num_vertices=n)
                assert (m is not None) == wins == (free is not None)
                for mv in (m, free):
                    if mv is not None:
                        assert mv in moves and not geography_oracle(n, edges, path + [mv])
                if not moves:
                    break
                path.append(int(rng.choice(moves)))
                checked += 1
    assert checked > 1000


def test_strategy_errors():
    s = geography_strategy([[0, 1], [1, 2], [2, 3]], 1)
    assert s.winner == "first" and s.move([1]) == 0 and s.move([1, 0]) is None
    assert s.legal_moves([1]) == [0, 2]
    with pytest.raises(InvalidGameError, match="start vertex"):
        s.move([2])
    with pytest.raises(InvalidGameError, match="twice"):
        s.move([1, 2, 1])
    with pytest.raises(InvalidGameError, match="not adjacent"):
        s.move([1, 3])
    with pytest.raises(InvalidGameError, match="out of range"):
        geography_strategy([[0, 1]], 4)
    lost = geography_strategy([[0, 1], [1, 2]], 0)
    with pytest.raises(InvalidGameError, match="not a legal move"):
        lost.play(lambda path, moves: 0)


# --- two hands of cards -----------------------------------------------------------------------


def card_graph_edges(left, right):
    n1 = len(left)
    return [
        (i, n1 + j)
        for i, j in itertools.product(range(n1), range(len(right)))
        if any(a == b for a, b in zip(left[i], right[j]))
    ]


def test_card_geography_against_card_graph():
    rng = np.random.default_rng(536)
    for trial in range(400):
        k = int(rng.integers(1, 4))
        n1, n2 = int(rng.integers(0, 7)), int(rng.integers(0, 7))
        hi = int(rng.integers(1, 5))
        left = rng.integers(-2, hi, size=(n1, k)).tolist()
        right = rng.integers(-2, hi, size=(n2, k)).tolist()
        wl, wr = card_geography(np.array(left, dtype=np.int64).reshape(n1, k),
                                np.array(right, dtype=np.int64).reshape(n2, k))
        edges = card_graph_edges(left, right)
        n = n1 + n2
        expected = [geography_oracle(n, edges, [v]) for v in range(n)]
        assert wl.tolist() + wr.tolist() == expected, (left, right)


def test_card_geography_larger_against_explicit_graph():
    rng = np.random.default_rng(5360)
    for _ in range(30):
        n1, n2 = int(rng.integers(50, 400)), int(rng.integers(50, 400))
        m, c = int(rng.integers(1, 60)), int(rng.integers(1, 60))
        left = np.stack([rng.integers(0, m, n1), rng.integers(0, c, n1)], axis=1)
        right = np.stack([rng.integers(0, m, n2), rng.integers(0, c, n2)], axis=1)
        same = (left[:, None, 0] == right[None, :, 0]) | (left[:, None, 1] == right[None, :, 1])
        i, j = np.nonzero(same)
        wins = geography_wins(np.stack([i, n1 + j], axis=1), num_vertices=n1 + n2)
        wl, wr = card_geography(left, right)
        assert np.array_equal(np.concatenate([wl, wr]), wins)


def test_card_geography_errors():
    with pytest.raises(InvalidGameError, match="attributes"):
        card_geography([[1, 2]], [[1]])
    with pytest.raises(InvalidGameError, match="shape"):
        card_geography([1, 2], [[1, 2]])
    with pytest.raises(InvalidGameError, match="integers"):
        card_geography([[1.5, 2]], [[1, 2]])
