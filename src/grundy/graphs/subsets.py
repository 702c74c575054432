"""Counting the edge subsets of a DAG under which a two-token game is a first-player win."""

from __future__ import annotations

from typing import Any, Hashable

import numpy as np

from ..errors import InvalidGameError
from . import _subsets_kernels
from ._input import as_digraph
from .dag import _solve_dag

__all__ = ["count_edge_subsets_first_player_wins"]

MAX_VERTICES = 20


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
        A directed acyclic graph (see :func:`grundy.graphs.as_digraph`). Parallel edges are
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
    counts. Ctrl-C stops the count.

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
    m = len(g.indices)
    equal = _subsets_kernels.equal_grundy_subsets(g.n, g.indptr, g.indices, ia, ib, int(modulus))
    return (pow(2, m, int(modulus)) - int(equal)) % int(modulus)
