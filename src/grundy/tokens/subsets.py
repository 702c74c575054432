"""Counting the edge subsets of a DAG under which a two-token game is a first-player win."""

from __future__ import annotations

from typing import Any, Hashable

import numpy as np

from .._progress import SHOW_SECONDS, Progress
from ..errors import InvalidGameError
from . import _subsets_kernels
from ..graphbase import as_digraph
from .dag import _solve_dag

__all__ = ["count_edge_subsets_first_player_wins"]

MAX_VERTICES = 20
#: Pairs (S, T) of vertex sets per call of the kernel (about a tenth of a second): the count
#: runs in pieces of consecutive sets S, the progress bar redrawn between them.
CHUNK_PAIRS = 10**7


def expected_seconds(n: int) -> float:
    """About how long the count takes for n vertices: O(3^n n), measured 5 s for n = 18 on a
    dense DAG (sparse ones take a quarter of that), and each vertex more multiplies it by 3.6
    (3 for the sets, the rest for n and the caches)."""
    return 5.0 * 3.6 ** (n - 18)


def _pairs_below(x: int, n: int) -> int:
    """The pairs (S, T), T a subset of S, with S < x among the subsets of n vertices: a set S
    below x agrees with x above some bit i that x has and S has not, and is free below it."""
    if x >= 1 << n:
        return 3**n
    pairs, ones = 0, 0
    for i in range(n - 1, -1, -1):
        if (x >> i) & 1:
            pairs += 2**ones * 3**i
            ones += 1
    return pairs


def _set_after(pairs: int, n: int) -> int:
    """The largest x <= 2^n with _pairs_below(x, n) <= pairs (bit by bit from the top)."""
    if pairs >= 3**n:
        return 1 << n
    x, below, ones = 0, 0, 0
    for i in range(n - 1, -1, -1):
        step = 2**ones * 3**i
        if below + step <= pairs:
            below += step
            x |= 1 << i
            ones += 1
    return x


def _too_many(n: int) -> str:
    return (f"the graph has {n} vertices; counting edge subsets is exponential "
            f"(O(3^V V) time), so at most {MAX_VERTICES} are allowed")


def count_edge_subsets_first_player_wins(
    graph: Any,
    a: Hashable,
    b: Hashable,
    *,
    num_vertices: int | None = None,
    modulus: int = 1_000_000_007,
) -> int:
    """Count the subsets of the edges of a DAG on which the first player wins with tokens at a and b.

    For each of the ``2**E`` subsets of edges kept, tokens stand on vertices `a` and `b`; the
    players alternately move one token along a kept edge, and a player who cannot move
    loses. The first player wins exactly when the Grundy values of `a` and `b` differ. This
    is AtCoder AGC016F "Games on DAG" (with a = 1, b = 2 there).

    Parameters
    ----------
    graph : array_like of shape (E, 2), CSRGraph, scipy sparse matrix or networkx DiGraph
        A directed acyclic graph (see :func:`grundy.as_digraph`). Parallel edges are
        distinct edges, each kept or dropped on its own.
    a, b : int or node label
        The vertices of the two tokens (0-based, or networkx node labels). They may coincide.
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.
    modulus : int, default 1_000_000_007
        The count is returned modulo this, which must lie in ``2 .. 2**31``.

    Returns
    -------
    int
        The number of edge subsets where the first player wins, modulo `modulus`.

    Raises
    ------
    LoopyGameError
        If the graph has a directed cycle; the error names its vertices.
    InvalidGameError
        If the graph is malformed, `a` or `b` is not a vertex, the graph has more than 20
        vertices, or `modulus` is out of range.

    Notes
    -----
    The subsets where ``SG(a) == SG(b)`` are counted by a DP over vertex sets S: the
    vertices of value 0 within S form a non-empty set T with no edge inside it, every other
    vertex has an edge into T, edges from T to ``S \\ T`` are free, and the values on
    ``S \\ T`` are one less than within S. Summing over T for every S costs O(3^V V) time
    and O(V 2^V + E) memory, exponential in V (about 0.1 s for V = 15, 5 s for V = 18 and
    a minute for V = 20), hence the limit of 20 vertices; E only enters through edge
    counts. Ctrl-C stops the count, and a count expected to take a second or more shows a
    progress bar (the pairs (S, T) done, out of 3^V) where someone watches, a terminal or a
    notebook; it then runs in pieces of about CHUNK_PAIRS pairs, the bar redrawn between them.

    Examples
    --------
    >>> count_edge_subsets_first_player_wins([[0, 1], [0, 2]], 0, 1)
    3
    >>> count_edge_subsets_first_player_wins([[0, 1], [0, 1]], 0, 1)  # parallel edges
    3
    """
    if isinstance(num_vertices, (int, np.integer)) and num_vertices > MAX_VERTICES:
        raise InvalidGameError(_too_many(int(num_vertices)))  # before anything of its size is made
    g = as_digraph(graph, num_vertices)
    ia = g.vertex(a, "token vertex")
    ib = g.vertex(b, "token vertex")
    if isinstance(modulus, (bool, np.bool_)) or not isinstance(modulus, (int, np.integer)):
        raise InvalidGameError(f"modulus must be an integer, not {modulus!r}")
    if not 2 <= modulus <= 2**31:
        raise InvalidGameError(f"modulus must be in 2..2**31, not {modulus}")
    if g.n > MAX_VERTICES:
        raise InvalidGameError(_too_many(g.n))
    _solve_dag(g)
    m, n = len(g.indices), g.n
    cnt = _subsets_kernels.out_counts(n, g.indptr, g.indices)
    f = np.zeros(1 << n, np.int64)
    start, equal = 0, 0
    with Progress(3**n, expected_seconds(n) >= SHOW_SECONDS, "counting edge subsets", unit=" pairs") as bar:
        while start < 1 << n:
            stop = max(start + 1, _set_after(_pairs_below(start, n) + CHUNK_PAIRS, n))
            equal = _subsets_kernels.equal_grundy_subsets(n, g.indptr, g.indices, ia, ib, int(modulus),
                                                          f, cnt, start, stop)
            bar.update(_pairs_below(stop, n))
            start = stop
    return (pow(2, m, int(modulus)) - int(equal)) % int(modulus)
