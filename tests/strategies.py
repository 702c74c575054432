"""Random small inputs for the tests: Hypothesis strategies and seeded numpy generators.

A graph is a pair ``(n, edges)``: vertices 0..n-1 and a list of ``(u, v)`` pairs, parallel
edges allowed.
"""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

__all__ = [
    "SETTINGS",
    "digraphs",
    "dags",
    "tokens_on",
    "graphs_with_tokens",
    "random_digraph",
    "random_dag",
    "random_game_graph",
    "grounded_multigraphs",
    "random_multigraph",
]

#: Reproducible runs that write nothing to the working tree.
SETTINGS = settings(
    derandomize=True,
    database=None,
    deadline=None,
    max_examples=150,
    suppress_health_check=[HealthCheck.too_slow],
)


@st.composite
def digraphs(draw, min_vertices: int = 1, max_vertices: int = 7, max_edges: int = 16, self_loops: bool = True):
    """Any small digraph: cycles, self-loops and parallel edges allowed."""
    n = draw(st.integers(min_vertices, max_vertices))
    vertex = st.integers(0, n - 1)
    pair = st.tuples(vertex, vertex)
    if not self_loops:
        pair = pair.filter(lambda e: e[0] != e[1])
    edges = draw(st.lists(pair, max_size=max_edges)) if n else []
    return n, edges


@st.composite
def dags(draw, min_vertices: int = 1, max_vertices: int = 9, max_edges: int = 20):
    """A small DAG whose topological order is a random permutation (parallel edges allowed)."""
    n = draw(st.integers(min_vertices, max_vertices))
    if n < 2:
        return n, []
    perm = draw(st.permutations(range(n)))
    pairs = st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)).filter(lambda e: e[0] != e[1])
    raw = draw(st.lists(pairs, max_size=max_edges))
    return n, [(perm[min(a, b)], perm[max(a, b)]) for a, b in raw]


def tokens_on(n: int, min_size: int = 0, max_size: int = 3):
    """A list of token vertices on a graph of n vertices (tokens may share a vertex)."""
    return st.lists(st.integers(0, n - 1), min_size=min_size, max_size=max_size)


@st.composite
def graphs_with_tokens(draw, graph=None, min_tokens: int = 1, max_tokens: int = 3):
    """``(n, edges, tokens)`` for a graph drawn from `graph` (default :func:`digraphs`)."""
    n, edges = draw(graph if graph is not None else digraphs())
    return n, edges, draw(tokens_on(n, min_tokens, max_tokens))


def random_digraph(rng: np.random.Generator, n: int, m: int, self_loops: bool = True) -> np.ndarray:
    """An (m', 2) int64 edge array on vertices 0..n-1 with cycles possible (m' <= m)."""
    e = rng.integers(0, n, size=(m, 2), dtype=np.int64)
    if not self_loops:
        e = e[e[:, 0] != e[:, 1]]
    return e


def random_dag(rng: np.random.Generator, n: int, m: int) -> np.ndarray:
    """An (m', 2) int64 edge array of a DAG on 0..n-1 whose topological order is a random
    permutation; parallel edges are likely."""
    e = rng.integers(0, n, size=(m, 2), dtype=np.int64)
    e = e[e[:, 0] != e[:, 1]]
    perm = rng.permutation(n).astype(np.int64)
    return np.stack([perm[e.min(axis=1)], perm[e.max(axis=1)]], axis=1).reshape(-1, 2)


def random_game_graph(rng: np.random.Generator, n: int) -> np.ndarray:
    """A digraph on 0..n-1 of one of three shapes, chosen at random: uniform random edges; a
    path 0 -> 1 -> ... -> n-1 plus random extra edges; mostly-forward edges with a few back
    edges and self-loops. The last two make long wins and long draws likely."""
    kind = int(rng.integers(3))
    if kind == 0:
        return random_digraph(rng, n, int(rng.integers(1, 3 * n + 1)))
    if kind == 1:
        path = np.stack([np.arange(n - 1), np.arange(1, n)], axis=1)
        extra = rng.integers(0, n, size=(int(rng.integers(0, n + 1)), 2))
        return np.concatenate([path, extra]).astype(np.int64).reshape(-1, 2)
    m = int(rng.integers(n, 3 * n + 1))
    e = rng.integers(0, n, size=(m, 2), dtype=np.int64)
    keep = (e[:, 0] < e[:, 1]) | (rng.random(m) < 0.15)
    return e[keep].reshape(-1, 2)


@st.composite
def grounded_multigraphs(draw, max_vertices: int = 6, max_edges: int = 9, max_ground: int = 3):
    """``(n, edges, ground)``: an undirected multigraph (loops, parallel edges and parts off the
    ground allowed) with 1..max_ground distinct grounded vertices."""
    n = draw(st.integers(1, max_vertices))
    vertex = st.integers(0, n - 1)
    edges = draw(st.lists(st.tuples(vertex, vertex), max_size=max_edges))
    ground = draw(st.lists(vertex, min_size=1, max_size=min(max_ground, n), unique=True))
    return n, edges, ground


def random_multigraph(rng: np.random.Generator, n: int, m: int, shape: str | None = None) -> np.ndarray:
    """An (m, 2) int64 undirected edge array on 0..n-1 for Hackenbush tests.

    Shapes: ``"uniform"`` (any pairs: loops and parallel edges likely), ``"tree+"`` (a random
    tree on 0..n-1 rooted at 0, then random extra edges: cycles with branches hanging off
    them), ``"sparse"`` (few edges, so several parts lie off the ground). Random when None.
    """
    shape = shape or ("uniform", "tree+", "sparse")[int(rng.integers(3))]
    if shape == "tree+" and n > 1:
        parent = np.array([int(rng.integers(0, i)) for i in range(1, n)], dtype=np.int64)
        tree = np.stack([np.arange(1, n), parent], axis=1)[: m]
        extra = rng.integers(0, n, size=(max(m - len(tree), 0), 2))
        e = np.concatenate([tree, extra]).astype(np.int64)
        return e[rng.permutation(len(e))].reshape(-1, 2)
    if shape == "sparse":
        m = min(m, max(n // 2, 1))
    return rng.integers(0, n, size=(m, 2)).astype(np.int64).reshape(-1, 2)


__all__ += ["nimbers"]


def nimbers(bits: int = 64):
    """Nimbers below 2^bits: uniform ones, and (often) edge cases: 0, 1, powers of two, Fermat
    2-powers and their halves, all-ones words, and values in the small subfields."""
    special = sorted({0, 1, 2, 3, (1 << bits) - 1}
                     | {1 << k for k in range(bits)}
                     | {(1 << (1 << k)) - 1 for k in range(8) if (1 << k) <= bits})
    return st.one_of(
        st.integers(0, (1 << bits) - 1),
        st.sampled_from(special),
        st.integers(0, 255),
        st.integers(0, (1 << min(bits, 32)) - 1),
    )
