"""dag_grundy: Grundy values of the vertices of a DAG, for every accepted graph input."""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import given

from grundy import CSRGraph, GrundyError, InvalidGameError, LoopyGameError, dag_grundy
from oracles import cycle_vertices, dag_values_oracle, successor_lists
from strategies import SETTINGS, dags, random_dag, random_digraph


def csr_of(n, edges):
    """CSR arrays built here, independently of the library's converter."""
    edges = sorted((int(u), int(v)) for u, v in edges)
    indptr = np.zeros(n + 1, dtype=np.int64)
    for u, _ in edges:
        indptr[u + 1] += 1
    return CSRGraph(np.cumsum(indptr), np.array([v for _, v in edges], dtype=np.int64))


def as_all_inputs(n, edges):
    """The same graph as an edge array, a nested list, a CSRGraph and a scipy matrix."""
    arr = np.asarray(edges, dtype=np.int64).reshape(-1, 2)
    mat = sp.coo_matrix((np.ones(len(arr)), (arr[:, 0], arr[:, 1])), shape=(n, n)).tocsr()
    return {
        "array": arr,
        "list": [list(map(int, e)) for e in arr],
        "csr": csr_of(n, arr),
        "scipy": mat,
        "scipy_array": sp.csr_array(mat),
    }


def test_small_examples():
    assert dag_grundy([[0, 1], [1, 2], [0, 2]]).tolist() == [2, 1, 0]
    assert dag_grundy([]).tolist() == []
    assert dag_grundy([], num_vertices=3).tolist() == [0, 0, 0]
    assert dag_grundy([[0, 1]], num_vertices=4).tolist() == [1, 0, 0, 0]
    # Nim heap of size 4 as a DAG: vertex b moves to every c < b.
    heap = [(b, c) for b in range(5) for c in range(b)]
    assert dag_grundy(heap).tolist() == [0, 1, 2, 3, 4]
    # Parallel edges change nothing.
    assert dag_grundy([[0, 1], [0, 1], [0, 1]]).tolist() == [1, 0]


def test_random_dags_vs_oracle():
    rng = np.random.default_rng(12345)
    big = 0
    for trial in range(3000):
        n = int(rng.integers(1, 14))
        e = random_dag(rng, n, int(rng.integers(0, 3 * n + 1)))
        extra = int(rng.integers(0, 3))
        got = dag_grundy(e, num_vertices=n + extra)
        assert got.dtype == np.int64 and got.shape == (n + extra,)
        want = dag_values_oracle(n + extra, e)
        assert got.tolist() == want, (n, e.tolist())
        big += max(want) >= 3
    assert big > 100  # the random graphs reach values beyond 0/1/2


@SETTINGS
@given(dags())
def test_hypothesis_dags_vs_oracle(graph):
    n, edges = graph
    assert dag_grundy(edges, num_vertices=n).tolist() == dag_values_oracle(n, edges)


def test_all_input_types_agree():
    rng = np.random.default_rng(99)
    for _ in range(150):
        n = int(rng.integers(1, 10))
        e = random_dag(rng, n, int(rng.integers(0, 3 * n)))
        want = dag_values_oracle(n, e)
        for kind, g in as_all_inputs(n, e).items():
            nv = n if kind in ("array", "list") else None
            assert dag_grundy(g, num_vertices=nv).tolist() == want, kind
        # networkx with string labels, nodes in a shuffled order: values keyed by node.
        order = rng.permutation(n)
        for cls in (nx.DiGraph, nx.MultiDiGraph):
            G = cls()
            G.add_nodes_from(f"v{i}" for i in order)
            G.add_edges_from((f"v{u}", f"v{v}") for u, v in e)
            got = dag_grundy(G)
            assert got == {name: want[int(name[1:])] for name in G.nodes}, cls
            assert list(got) == list(G.nodes)


def test_networkx_multigraph_keeps_parallel_edges():
    G = nx.MultiDiGraph()
    G.add_edges_from([("a", "b"), ("a", "b"), ("b", "c"), ("a", "c")])
    assert dag_grundy(G) == {"a": 2, "b": 1, "c": 0}


def test_path_of_a_million_vertices():
    n = 10**6
    forward = np.stack([np.arange(n - 1), np.arange(1, n)], axis=1)
    got = dag_grundy(forward)
    expected = (n - 1 - np.arange(n)) % 2
    assert np.array_equal(got, expected)
    got = dag_grundy(forward[:, ::-1].copy())  # edges i+1 -> i
    assert np.array_equal(got, np.arange(n) % 2)


# --- cycles ---------------------------------------------------------------------------------


def assert_real_cycle(err, succ, labels=None):
    cyc = err.cycle
    assert cyc, "the error should list the cycle"
    idx = [labels.index(c) for c in cyc] if labels is not None else [int(c) for c in cyc]
    assert len(set(idx)) == len(idx)
    for a, b in zip(idx, idx[1:] + idx[:1]):
        assert b in succ[a], (idx, succ)
    assert err.position in cyc


def test_random_cyclic_graphs_raise_with_a_real_cycle():
    rng = np.random.default_rng(4242)
    raised = 0
    for _ in range(800):
        n = int(rng.integers(1, 9))
        e = random_digraph(rng, n, int(rng.integers(0, 2 * n + 1)))
        succ = successor_lists(n, e)
        if cycle_vertices(n, e):
            with pytest.raises(LoopyGameError) as info:
                dag_grundy(e, num_vertices=n)
            assert_real_cycle(info.value, succ)
            assert set(info.value.cycle) <= cycle_vertices(n, e)
            raised += 1
        else:
            assert dag_grundy(e, num_vertices=n).tolist() == dag_values_oracle(n, e)
    assert raised > 200


def test_self_loop_is_a_cycle():
    with pytest.raises(LoopyGameError) as info:
        dag_grundy([[0, 1], [1, 1]])
    assert info.value.cycle == [1] and info.value.position == 1


def test_cycle_with_networkx_labels():
    G = nx.DiGraph([("start", "x"), ("x", "y"), ("y", "z"), ("z", "x"), ("z", "end")])
    with pytest.raises(LoopyGameError) as info:
        dag_grundy(G)
    labels = list(G.nodes)
    succ = [[labels.index(v) for v in G.successors(u)] for u in labels]
    assert_real_cycle(info.value, succ, labels)
    assert set(info.value.cycle) == {"x", "y", "z"}
    assert "x" in str(info.value)


def test_long_cycle_is_reported():
    n = 10**5
    e = np.stack([np.arange(n), (np.arange(n) + 1) % n], axis=1)
    with pytest.raises(LoopyGameError) as info:
        dag_grundy(e)
    cyc = info.value.cycle
    assert len(cyc) == n and all((a + 1) % n == b for a, b in zip(cyc, cyc[1:] + cyc[:1]))


# --- malformed input ------------------------------------------------------------------------


def test_out_of_range_vertex_names_the_edge():
    with pytest.raises(InvalidGameError, match=r"edge 1\b.*1 -> 5"):
        dag_grundy([[0, 1], [1, 5], [2, 0]], num_vertices=3)
    with pytest.raises(InvalidGameError, match=r"edge 2\b.*-1"):
        dag_grundy([[0, 1], [1, 2], [2, -1]])
    with pytest.raises(InvalidGameError, match=r"edge 0\b"):
        dag_grundy([[-3, 0]], num_vertices=5)
    # CSR: indices out of range name the edge and its source vertex.
    with pytest.raises(InvalidGameError, match=r"edge 2\b.*1 -> 7"):
        dag_grundy(CSRGraph([0, 1, 3, 3], [1, 2, 7]))


@pytest.mark.parametrize(
    "bad",
    [
        np.array([[0.0, 1.0]]),
        [[0, 1.5]],
        np.array([[True, False]]),
        [["0", "1"]],
        np.array([[0, 1]], dtype=object),
    ],
    ids=["float", "mixed-float", "bool", "str", "object"],
)
def test_non_integer_edges(bad):
    with pytest.raises(InvalidGameError):
        dag_grundy(bad)


@pytest.mark.parametrize(
    "bad",
    [[0, 1], [[0, 1, 2]], np.zeros((2, 2, 2), dtype=int), [[[0, 1]]]],
    ids=["1-D", "three-columns", "3-D", "nested-3-D"],
)
def test_wrong_shape(bad):
    with pytest.raises(InvalidGameError, match="shape"):
        dag_grundy(bad)


def test_ragged_edge_list_is_invalid_game_error():
    with pytest.raises(InvalidGameError):
        dag_grundy([[0, 1], [1]])


@pytest.mark.parametrize("bad", [None, "0 1", b"01", {0: 1}], ids=["None", "str", "bytes", "dict"])
def test_unsupported_types(bad):
    with pytest.raises(InvalidGameError):
        dag_grundy(bad)


def test_bad_csr():
    for indptr, indices in [
        ([], []),  # no vertices line
        ([1, 1], [0]),  # does not start at 0
        ([0, 2, 1], [0, 1]),  # decreases
        ([0, 1], [0, 0]),  # does not end at len(indices)
        ([0.0, 1.0], [0]),  # float indptr
        ([0, 1], [[0]]),  # 2-D indices
    ]:
        with pytest.raises(InvalidGameError):
            dag_grundy(CSRGraph(indptr, indices))
    with pytest.raises(InvalidGameError):
        dag_grundy(CSRGraph([0, 0, 0], []), num_vertices=5)


def test_bad_num_vertices():
    with pytest.raises(InvalidGameError):
        dag_grundy([[0, 1]], num_vertices=-1)
    with pytest.raises(InvalidGameError):
        dag_grundy([[0, 1]], num_vertices=2.0)
    with pytest.raises(InvalidGameError, match=r"edge 0\b"):
        dag_grundy([[0, 1]], num_vertices=1)


def test_non_square_scipy_matrix():
    with pytest.raises(InvalidGameError):
        dag_grundy(sp.csr_matrix(np.ones((2, 3))))


def test_undirected_networkx_graph():
    with pytest.raises(InvalidGameError):
        dag_grundy(nx.Graph([(0, 1)]))
    with pytest.raises(InvalidGameError):
        dag_grundy(nx.MultiGraph([(0, 1)]))
    with pytest.raises(InvalidGameError):
        dag_grundy(nx.DiGraph([(0, 1)]), num_vertices=3)


def test_errors_are_grundy_errors():
    for bad in ([[0, 1.5]], None, [[0, 1], [1, 0]]):
        with pytest.raises(GrundyError):
            dag_grundy(bad)
