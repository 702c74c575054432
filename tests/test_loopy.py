"""loopy_grundy: generalized Sprague–Grundy values (Smith; Fraenkel–Yesha) of any digraph."""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import given

from grundy import CSRGraph, LoopyValue, Outcome, dag_grundy, loopy_grundy, sum_outcome
from oracles import dag_values_oracle, nim_heaps_attached, successor_lists, token_outcomes
from strategies import SETTINGS, digraphs, random_dag, random_digraph


def check_definition(r, n, succ):
    """The value definition of THEORY.md, checked on every vertex of a result.

    Finite m at u: no follower has m; every j < m is a follower's value; every follower that
    is infinite, or finite above m, has a follower of value m labelled before u (the counter
    decreases, which is what makes the win finite). Infinite: K is the set of finite follower
    values, and no vertex could have been given a finite value instead (some j below the
    least missing follower value is "unreachable", or an infinite follower cannot be reversed).
    """
    vals = r.values.tolist()
    order = r.order.tolist()
    assert len(vals) == n and len(order) == n
    finite_orders = [order[u] for u in range(n) if vals[u] >= 0]
    assert len(set(finite_orders)) == len(finite_orders) and min(finite_orders, default=0) >= 0
    for u in range(n):
        fvals = {vals[v] for v in succ[u] if vals[v] >= 0}
        if vals[u] >= 0:
            m = vals[u]
            assert order[u] >= 0
            assert m not in fvals, (u, m, fvals)
            assert all(j in fvals for j in range(m)), (u, m, fvals)
            for v in succ[u]:
                if vals[v] < 0 or vals[v] > m:
                    assert any(
                        vals[w] == m and order[w] < order[u] for w in succ[v]
                    ), f"follower {v} of {u} (value {m}) cannot be reversed to {m} in time"
                elif vals[v] < m:
                    assert order[v] < order[u]  # earlier stage, earlier label
            assert r.value(u) == LoopyValue(m)
        else:
            assert vals[u] == -1 and order[u] == -1
            assert r.infinity_set(u) == frozenset(fvals)
            assert r.value(u) == LoopyValue.infinite(fvals)
        assert r.outcome(u) is r.value(u).outcome


def test_doc_example():
    r = loopy_grundy([[0, 1], [1, 0], [0, 2], [2, 3]])
    assert [str(r.value(i)) for i in range(4)] == ["∞(1)", "∞()", "1", "0"]
    assert r.outcome(0) is Outcome.DRAW and r.outcome(2) is Outcome.N and r.outcome(3) is Outcome.P
    assert r.infinite.tolist() == [True, True, False, False]


def test_self_loops():
    r = loopy_grundy([[0, 0]])
    assert r.value(0) == LoopyValue.infinite([]) and r.outcome(0) is Outcome.DRAW
    r = loopy_grundy([[0, 0], [0, 1]])  # pass forever, or step to a dead end
    assert r.value(0) == LoopyValue.infinite([0]) and r.outcome(0) is Outcome.N
    # A self-loop makes a vertex infinite even when it could otherwise be finite.
    r = loopy_grundy([[0, 0], [0, 1], [1, 2]])
    assert r.value(0) == LoopyValue.infinite([1]) and r.outcome(0) is Outcome.DRAW


def test_two_cycle_with_exits():
    # 0 <-> 1, and 1 -> 2 (a dead end): 1 wins by moving to 2, so 0 (whose only move is to 1) loses.
    r = loopy_grundy([[0, 1], [1, 0], [1, 2]])
    assert [str(r.value(i)) for i in range(3)] == ["0", "1", "0"]


def test_single_token_outcome_vs_oracle():
    rng = np.random.default_rng(2718)
    counts = {"P": 0, "N": 0, "D": 0}
    infinite_n = 0
    for _ in range(3000):
        n = int(rng.integers(1, 10))
        e = random_digraph(rng, n, int(rng.integers(0, 2 * n + 3)))
        r = loopy_grundy(e, num_vertices=n)
        want = token_outcomes(n, e, 1)
        for u in range(n):
            assert r.outcome(u).value == want[(u,)], (n, e.tolist(), u, str(r.value(u)))
            counts[want[(u,)]] += 1
            infinite_n += r.values[u] < 0 and want[(u,)] == "N"
    assert min(counts.values()) > 500 and infinite_n > 100


def test_definition_holds_on_random_graphs():
    rng = np.random.default_rng(161)
    for _ in range(1500):
        n = int(rng.integers(1, 10))
        e = random_digraph(rng, n, int(rng.integers(0, 3 * n + 1)))
        r = loopy_grundy(e, num_vertices=n)
        check_definition(r, n, successor_lists(n, e))


@SETTINGS
@given(digraphs(max_vertices=8, max_edges=20))
def test_definition_hypothesis(graph):
    n, edges = graph
    r = loopy_grundy(np.array(edges, dtype=np.int64).reshape(-1, 2), num_vertices=n)
    check_definition(r, n, successor_lists(n, edges))


def test_values_pinned_by_nim_heaps():
    """value(u) is exactly right: u + *b is P iff b == m (finite m), and for infinity(K) it is
    N iff b in K and a draw otherwise; checked on the product graph with a Nim heap attached."""
    rng = np.random.default_rng(577)
    for _ in range(250):
        n = int(rng.integers(1, 7))
        e = random_digraph(rng, n, int(rng.integers(0, 2 * n + 3)))
        heaps = int(np.bincount(e[:, 0], minlength=n).max(initial=0)) + 2
        N, E = nim_heaps_attached(n, e, heaps)
        want = token_outcomes(N, E, 2)
        r = loopy_grundy(e, num_vertices=n)
        for u in range(n):
            v = r.value(u)
            for b in range(heaps):
                if v.is_finite:
                    expected = "P" if b == v.finite else "N"
                else:
                    expected = "N" if b in v.infinity else "D"
                assert want[(u, n + b)] == expected, (n, e.tolist(), u, str(v), b)


@pytest.mark.parametrize("k, trials, seed", [(2, 600, 11), (3, 300, 13)])
def test_sum_outcome_vs_product_oracle(k, trials, seed):
    rng = np.random.default_rng(seed)
    counts = {"P": 0, "N": 0, "D": 0}
    for _ in range(trials):
        n = int(rng.integers(1, 8 if k == 2 else 6))
        e = random_digraph(rng, n, int(rng.integers(0, 2 * n + 3)))
        r = loopy_grundy(e, num_vertices=n)
        want = token_outcomes(n, e, k)
        vals = [r.value(u) for u in range(n)]
        for state, w in want.items():
            assert sum_outcome([vals[u] for u in state]).value == w, (n, e.tolist(), state)
            counts[w] += 1
    assert min(counts.values()) > 100


def test_values_on_a_dag_equal_dag_grundy():
    rng = np.random.default_rng(8)
    for _ in range(1000):
        n = int(rng.integers(1, 13))
        e = random_dag(rng, n, int(rng.integers(0, 3 * n + 1)))
        r = loopy_grundy(e, num_vertices=n)
        assert (r.values >= 0).all()
        assert r.values.tolist() == dag_grundy(e, num_vertices=n).tolist() == dag_values_oracle(n, e)


def test_best_follower():
    rng = np.random.default_rng(31)
    for _ in range(300):
        n = int(rng.integers(1, 9))
        e = random_digraph(rng, n, int(rng.integers(0, 3 * n)))
        succ = successor_lists(n, e)
        r = loopy_grundy(e, num_vertices=n)
        for u in range(n):
            for target in range(4):
                cand = [v for v in succ[u] if r.values[v] == target]
                got = r.best_follower(u, target)
                if not cand:
                    assert got == -1
                else:
                    assert got in cand and r.order[got] == min(r.order[v] for v in cand)


def test_all_input_types_agree():
    rng = np.random.default_rng(5)
    for _ in range(100):
        n = int(rng.integers(1, 9))
        e = random_digraph(rng, n, int(rng.integers(0, 3 * n)))
        want = loopy_grundy(e, num_vertices=n).values.tolist()
        s = sorted(map(tuple, e.tolist()))
        indptr = np.searchsorted([u for u, _ in s], np.arange(n + 1), side="left")
        csr = CSRGraph(indptr, np.array([v for _, v in s], dtype=np.int64))
        mat = sp.coo_matrix((np.ones(len(e)), (e[:, 0], e[:, 1])), shape=(n, n)).tocsr()
        assert loopy_grundy(csr).values.tolist() == want
        assert loopy_grundy(mat).values.tolist() == want
        assert loopy_grundy([list(x) for x in s], num_vertices=n).values.tolist() == want
        order = rng.permutation(n)
        G = nx.MultiDiGraph()
        G.add_nodes_from(f"n{i}" for i in order)
        G.add_edges_from((f"n{u}", f"n{v}") for u, v in e)
        got = loopy_grundy(G)
        assert got.values.tolist() == [want[int(x[1:])] for x in G.nodes]


def test_large_graphs_are_fast():
    n = 10**5
    cyc = np.stack([np.arange(n), (np.arange(n) + 1) % n], axis=1)
    r = loopy_grundy(cyc)
    assert (r.values == -1).all() and r.outcome(0) is Outcome.DRAW
    # A long path into a dead end, with a 2-cycle hanging off every vertex.
    path = np.stack([np.arange(n - 1), np.arange(1, n)], axis=1)
    hang = np.stack([np.arange(n), np.arange(n, 2 * n)], axis=1)
    back = hang[:, ::-1]
    r = loopy_grundy(np.concatenate([path, hang, back]))
    want = token_outcomes(8, [(u, u + 1) for u in range(3)] + [(u, u + 4) for u in range(4)]
                          + [(u + 4, u) for u in range(4)], 1)
    # The tail of the big graph looks like the small one near the dead end.
    assert r.outcome(n - 1).value == want[(3,)] and r.outcome(n - 2).value == want[(2,)]
    assert r.outcome(2 * n - 1).value == want[(7,)]
