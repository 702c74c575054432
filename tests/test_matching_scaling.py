"""Maximum matchings of graphs that are not bipartite, on both of their paths.

A graph whose breadth-first 2-colouring leaves few edges inside one side (a grid with holes and
a diagonal) first takes push–relabel on the other edges, then the blossom searches; other
graphs take the searches alone (grundy.geography.matching.solve, ALMOST_BIPARTITE). Both paths
are forced on thousands of small graphs of many shapes (odd cycles, blossoms within blossoms,
flowers, grids with holes plus diagonals, complete graphs, disconnected pieces) and checked
against networkx and exhaustive oracles; piecewise runs with a progress bar give the matching
of one call.
"""

from __future__ import annotations

import itertools

import networkx as nx
import numpy as np
import pytest

from grundy import as_simple_graph, geography_wins
from grundy.geography import _kernels as mk
from grundy.graphbase._kernels import symmetric_csr
from grundy.geography import matching

from oracles import d_set_oracle, matching_number_oracle, neighbour_sets
from recording import RecordingBar

NEARLY = 1e-12  # ALMOST_BIPARTITE for "every non-bipartite graph takes push–relabel first"
NEVER = float("inf")  # ALMOST_BIPARTITE for "the blossom searches alone"


def odd_cycle(start: int, k: int) -> list[tuple[int, int]]:
    return [(start + i, start + (i + 1) % k) for i in range(k)]


def grid_with_holes(rng, rows: int, cols: int, holes: float, diagonals: int) -> tuple[int, list]:
    """A rows x cols grid without randomly removed cells, plus `diagonals` random diagonal
    edges (each closes triangles: the graph is then not bipartite)."""
    keep = rng.random((rows, cols)) >= holes
    idx = np.arange(rows * cols).reshape(rows, cols)
    e = [np.stack([idx[:, :-1].ravel(), idx[:, 1:].ravel()], 1)[(keep[:, :-1] & keep[:, 1:]).ravel()],
         np.stack([idx[:-1].ravel(), idx[1:].ravel()], 1)[(keep[:-1] & keep[1:]).ravel()]]
    i = rng.integers(0, rows - 1, diagonals)
    j = rng.integers(0, cols - 1, diagonals)
    flip = rng.random(diagonals) < 0.5
    e.append(np.stack([idx[i, j + flip], idx[i + 1, j + 1 - flip]], 1))
    return rows * cols, [tuple(x) for x in np.concatenate(e).tolist()]


def flower(rng, n: int) -> list[tuple[int, int]]:
    """Odd cycles (petals) through a common vertex, each with a pendant path: blossoms
    sharing a base, whose searches must expand them in turn."""
    edges, nxt = [], 1
    while nxt + 2 < n:
        k = int(rng.choice([2, 4, 6]))
        k = min(k, n - nxt - (n - nxt) % 2)
        if k < 2:
            break
        petal = [0] + list(range(nxt, nxt + k))
        edges += [(petal[t], petal[(t + 1) % len(petal)]) for t in range(len(petal))]
        nxt += k
    for v in range(nxt, n):
        edges.append((v, int(rng.integers(0, v))))
    return edges


def nested_blossoms(rng, n: int) -> list[tuple[int, int]]:
    """A triangle, then odd cycles each through two vertices of what came before (blossoms
    within blossoms), then a stem: the vertices on it alternate and reach the nest."""
    edges = odd_cycle(0, 3)
    used = 3
    while used + 2 <= n - 2 and rng.random() < 0.8:
        a, b = (int(x) for x in rng.choice(used, 2, replace=False))
        k = int(rng.choice([1, 3])) if used + 3 <= n - 2 else 1
        path = [a] + list(range(used, used + k)) + [b]
        edges += list(zip(path, path[1:]))
        used += k
    for v in range(used, n):
        edges.append((v, v - 1 if v > used else int(rng.integers(0, used))))
    return edges


def shapes(rng, n: int) -> list[tuple[int, int]]:
    kind = int(rng.integers(8)) if n >= 3 else 0
    if kind == 0:  # uniform random, loops and repeats allowed
        return [tuple(x) for x in rng.integers(0, n, size=(int(rng.integers(0, 3 * n + 1)), 2)).tolist()]
    if kind == 1:  # odd cycles sharing vertices, plus chords
        edges = []
        for _ in range(int(rng.integers(1, 4))):
            k = min(int(rng.choice([3, 5, 7, 9])), n - (n % 2 == 0))
            cyc = rng.choice(n, size=max(k, 3), replace=False).tolist()
            edges += [(cyc[i], cyc[(i + 1) % len(cyc)]) for i in range(len(cyc))]
        return edges + [tuple(x) for x in rng.integers(0, n, size=(int(rng.integers(0, n)), 2)).tolist()]
    if kind == 2:
        return flower(rng, n)
    if kind == 3:
        return nested_blossoms(rng, n)
    if kind == 4:  # a grid with holes plus a diagonal or a few
        rows = int(rng.integers(2, 6))
        cols = max(2, n // rows)
        m, edges = grid_with_holes(rng, rows, cols, float(rng.choice([0.0, 0.1, 0.25])), int(rng.integers(0, 3)))
        return [(a % n, b % n) for a, b in edges]
    if kind == 5:  # a complete graph, some vertices left out
        k = int(rng.integers(1, n + 1))
        return list(itertools.combinations(range(k), 2))
    if kind == 6:  # disconnected pieces: a triangle, a path, a square, a pentagon, ...
        edges, start = [], 0
        while start < n:
            k = int(rng.integers(1, 6))
            k = min(k, n - start)
            if k >= 3 and rng.random() < 0.7:
                edges += odd_cycle(start, k)
            else:
                edges += [(start + i, start + i + 1) for i in range(k - 1)]
            start += k
        return edges
    # a tree plus a few edges
    edges = [(i, int(rng.integers(0, i))) for i in range(1, n)]
    return edges + [tuple(x) for x in rng.integers(0, n, size=(int(rng.integers(0, 3)), 2)).tolist()]


def mate_of(n: int, edges, almost: float, monkeypatch, seconds: float = 0.0) -> tuple[np.ndarray, np.ndarray]:
    """(mate, D mask) of matching.solve with ALMOST_BIPARTITE set to `almost`; the matching
    is maximum before the Gallai–Edmonds forest is grown (which would augment it otherwise)."""
    monkeypatch.setattr(matching, "ALMOST_BIPARTITE", almost)
    monkeypatch.setattr(mk, "edmonds_forest", _forest_without_augmenting)
    g = as_simple_graph(np.array(edges, dtype=np.int64).reshape(-1, 2), n)
    sol = matching.solve(g, seconds)
    return sol.mate, sol.in_d


_edmonds_forest = mk.edmonds_forest


def _forest_without_augmenting(*args):
    tp, pre, augmentations = _edmonds_forest(*args)
    assert augmentations == 0, "the matching handed to the forest was not maximum"
    return tp, pre, augmentations


def assert_matching(n: int, edges, mate: np.ndarray) -> int:
    nb = neighbour_sets(n, edges)
    for v in range(n):
        w = int(mate[v])
        if w != -1:
            assert int(mate[w]) == v and w in nb[v] and w != v
    return int(np.count_nonzero(mate >= 0)) // 2


@pytest.mark.parametrize("almost", [NEARLY, NEVER])
def test_maximum_on_small_graphs_of_many_shapes(almost, monkeypatch):
    """Exhaustive oracles for the size and for D(G) on 1500 graphs of at most 11 vertices."""
    rng = np.random.default_rng(2024)
    for _ in range(1500):
        n = int(rng.integers(1, 12))
        edges = [(a, b) for a, b in shapes(rng, n) if a < n and b < n]
        mate, in_d = mate_of(n, edges, almost, monkeypatch)
        assert assert_matching(n, edges, mate) == matching_number_oracle(n, edges), edges
        assert np.flatnonzero(in_d).tolist() == d_set_oracle(n, edges), edges


@pytest.mark.parametrize("almost", [NEARLY, NEVER])
def test_maximum_on_medium_graphs_against_networkx(almost, monkeypatch):
    """networkx's maximum-cardinality matching on 1200 graphs of up to 80 vertices."""
    rng = np.random.default_rng(77)
    for _ in range(1200):
        n = int(rng.integers(2, 81))
        edges = [(a, b) for a, b in shapes(rng, n) if a < n and b < n]
        G = nx.Graph()
        G.add_nodes_from(range(n))
        G.add_edges_from((a, b) for a, b in edges if a != b)
        nu = len(nx.max_weight_matching(G, maxcardinality=True))
        mate, _ = mate_of(n, edges, almost, monkeypatch)
        assert assert_matching(n, edges, mate) == nu, edges


def test_grids_with_holes_and_diagonals_against_networkx(monkeypatch):
    """Larger grids with holes and up to a few diagonals, both paths, against networkx; the
    D sets of the two paths agree (D depends on the graph, not on the matching)."""
    rng = np.random.default_rng(5)
    for trial in range(40):
        rows, cols = int(rng.integers(3, 30)), int(rng.integers(3, 30))
        n, edges = grid_with_holes(rng, rows, cols, float(rng.choice([0.02, 0.05, 0.15])), int(rng.integers(1, 6)))
        G = nx.Graph(edges)
        nu = len(nx.max_weight_matching(G, maxcardinality=True))
        m1, d1 = mate_of(n, edges, NEARLY, monkeypatch)
        m2, d2 = mate_of(n, edges, NEVER, monkeypatch)
        assert assert_matching(n, edges, m1) == nu == assert_matching(n, edges, m2)
        assert np.array_equal(d1, d2)


def test_pieces_with_bars_give_the_matching_of_one_call(monkeypatch):
    """Long work on a nearly bipartite graph runs push–relabel and then the blossom searches in
    pieces, a bar for each, and ends with the matching of one call."""
    monkeypatch.setattr(matching, "Progress", RecordingBar)
    monkeypatch.setattr(RecordingBar, "made", [])
    monkeypatch.setattr(matching, "PIECE_WORK", 1)
    rng = np.random.default_rng(8)
    several = 0
    for trial in range(60):
        if trial % 3:
            n, edges = grid_with_holes(rng, int(rng.integers(4, 40)), int(rng.integers(4, 40)),
                                       float(rng.choice([0.03, 0.1])), int(rng.integers(1, 4)))
        else:
            n = int(rng.integers(10, 200))
            edges = shapes(rng, n)
        for almost in (NEARLY, NEVER):
            whole, d_whole = mate_of(n, edges, almost, monkeypatch)
            assert RecordingBar.made == []
            bars = RecordingBar.made
            pieced, d_pieced = mate_of(n, edges, almost, monkeypatch, seconds=100.0)
            assert np.array_equal(pieced, whole) and np.array_equal(d_pieced, d_whole)
            for bar in bars:
                assert bar.closed and bar.unit == " exposed vertices"
                assert bar.counts == sorted(bar.counts) and bar.counts[-1] == bar.total
            several += sum(len(bar.counts) > 2 for bar in bars)
            bars.clear()
    assert several >= 40


def test_nearly_bipartite_graphs_leave_few_augmentations_to_the_searches(monkeypatch):
    """On a grid with holes and one diagonal the blossom searches augment at most once per
    edge that the breadth-first colouring leaves inside a side (not once per vertex left
    exposed by the greedy matching, each search growing through the grid), and geography's
    answers do not depend on the path."""
    rng = np.random.default_rng(3)
    n, edges = grid_with_holes(rng, 150, 150, 0.05, 1)
    e = np.array(edges, dtype=np.int64)
    g = as_simple_graph(e, n)
    _, conflicts = mk.two_sides(n, g.indptr, g.indices)
    assert 0 < conflicts <= n / matching.ALMOST_BIPARTITE
    counts = []
    augment = mk.blossom_augment
    monkeypatch.setattr(mk, "blossom_augment", lambda *a: counts.append(augment(*a)) or counts[-1])
    wins = geography_wins(e, num_vertices=n)
    greedy = mk.karp_sipser(n, g.indptr, g.indices)
    assert np.count_nonzero(greedy == -1) > 100 * (conflicts + 1)  # much for the searches alone
    assert sum(counts) <= conflicts
    monkeypatch.setattr(matching, "ALMOST_BIPARTITE", NEVER)
    counts.clear()
    assert np.array_equal(geography_wins(e, num_vertices=n), wins)
    assert sum(counts) > conflicts


def test_two_sides_and_cross_csr():
    """two_sides gives two_colouring's sides on bipartite graphs and counts the edges inside a
    side; with a limit it stops after limit + 1 of them; cross_csr keeps exactly the other
    edges, in the order of the rows."""
    rng = np.random.default_rng(12)
    for trial in range(600):
        n = int(rng.integers(1, 30))
        edges = [(a, b) for a, b in shapes(rng, n) if a < n and b < n]
        for dtype in (np.int32, np.int64):
            e = np.array(edges, dtype=np.int64).reshape(-1, 2)
            indptr, indices = symmetric_csr(n, e[:, 0].copy(), e[:, 1].astype(dtype))
            side, conflicts = mk.two_sides(n, indptr, indices)
            assert side.min(initial=0) >= 0
            rows = np.repeat(np.arange(n), np.diff(indptr))
            same = side[rows] == side[indices]
            assert conflicts == np.count_nonzero(same) // 2
            # A breadth-first layering: every edge joins equal or neighbouring depths, so an
            # edge inside a side joins two vertices of one depth.
            side2, bx, _ = mk.two_colouring(n, indptr, indices)
            assert (bx == -1) == (conflicts == 0)
            if conflicts == 0:
                assert np.array_equal(side, side2)
            for limit in range(0, conflicts + 1):
                _, c = mk.two_sides(n, indptr, indices, limit)
                assert c == (conflicts if conflicts <= limit else limit + 1)
            cp, ci = mk.cross_csr(n, indptr, indices, side)
            assert ci.dtype == indices.dtype and cp[0] == 0 and cp[-1] == len(ci)
            for x in range(n):
                row = indices[indptr[x]:indptr[x + 1]]
                assert ci[cp[x]:cp[x + 1]].tolist() == row[side[row] != side[x]].tolist()


def test_large_nearly_bipartite_grid_leaves_few_augmentations_to_the_searches(monkeypatch):
    """A 700 x 700 grid with 5% holes and one diagonal: the blossom searches (which alone took
    several seconds on one core) augment at most once per edge inside a side of the
    breadth-first colouring, where the greedy matching leaves thousands of vertices exposed.
    Counted, not timed."""
    rng = np.random.default_rng(1)
    n, edges = grid_with_holes(rng, 700, 700, 0.05, 1)
    e = np.array(edges, dtype=np.int64)
    g = as_simple_graph(e, n)
    _, conflicts = mk.two_sides(n, g.indptr, g.indices)
    counts = []
    augment = mk.blossom_augment
    monkeypatch.setattr(mk, "blossom_augment", lambda *a: counts.append(augment(*a)) or counts[-1])
    wins = geography_wins(e, num_vertices=n)
    assert len(wins) == n
    greedy = mk.karp_sipser(n, g.indptr, g.indices)
    assert np.count_nonzero(greedy == -1) > 1000 * (conflicts + 1)
    assert sum(counts) <= conflicts
