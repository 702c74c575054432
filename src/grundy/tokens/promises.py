"""The election-promises game on a DAG (Codeforces 1149E).

Every vertex v of a DAG holds a non-negative integer h_v. A move picks a vertex v, lowers h_v
to any smaller non-negative integer, and sets h_u arbitrarily (non-negative) for every
follower u of v. Whoever makes the last move wins.

Let the height of v be its Grundy value as a token game on the DAG (the mex of its followers'
heights), and X_k the XOR of h_v over the vertices of height k. The player to move loses
exactly when every X_k is 0. From a position with some X_k != 0, take the largest such k:
lower a vertex v of height k whose h_v has the top bit of X_k to h_v ^ X_k, and for each
j < k fix one follower of v of height j (one exists, by the mex) so that X_j becomes 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from .._textio import plural
from ..core.outcome import Outcome
from ..errors import InvalidGameError
from .._reprs import preview, short
from ..graphbase.toolkit import Digraph, digraph
from .dag import DAG_COST, _solve_dag

__all__ = ["PromisesAnalysis", "election_promises"]


@dataclass(frozen=True)
class PromisesAnalysis:
    """The solution of an election-promises position.

    Attributes
    ----------
    outcome : Outcome
        ``N`` when the player to move wins, else ``P``.
    heights : numpy.ndarray
        The height (Grundy value as a token game) of every vertex.
    xors : numpy.ndarray
        ``xors[k]`` is the XOR of the values on the vertices of height k.
    move : numpy.ndarray or None
        The values after a winning move (None when the player to move loses).
    vertex : int or None
        The vertex whose value the winning move lowers.
    """

    outcome: Outcome
    heights: np.ndarray
    xors: np.ndarray
    move: np.ndarray | None
    vertex: int | None

    def __repr__(self) -> str:
        """One line: the outcome, the number of vertices, the first XORs by height and the
        vertex the winning move lowers. O(1)."""
        vertex = None if self.vertex is None else short(self.vertex)
        return (f"PromisesAnalysis(outcome={self.outcome.word!r}, vertices={len(self.heights)}, "
                f"xors={preview(self.xors)}, vertex={vertex})")


def _winning_move(g: Digraph, heights: np.ndarray, values: np.ndarray, xors: np.ndarray):
    k = int(np.flatnonzero(xors)[-1])
    x = int(xors[k])
    bit = 1 << (x.bit_length() - 1)
    v = int(np.flatnonzero((heights == k) & ((values & bit) != 0))[0])
    new = values.copy()
    new[v] ^= x
    followers = g.indices[g.indptr[v] : g.indptr[v + 1]]
    fh = heights[followers]
    low = fh < k
    # One follower per height j < k: the first occurrence of each height among the followers.
    hs, first = np.unique(fh[low], return_index=True)
    chosen = followers[low][first]
    new[chosen] ^= xors[hs]
    return new, v


def election_promises(graph: Any, values: Any, *, num_vertices: int | None = None) -> PromisesAnalysis:
    """Solve the election-promises game and give a winning move.

    Parameters
    ----------
    graph : array_like of shape (E, 2), CSRGraph, scipy sparse matrix or networkx DiGraph
        A directed acyclic graph.
    values : array_like of non-negative int
        The value h_v on each vertex (taxes, in the original problem).
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.

    Returns
    -------
    PromisesAnalysis
        The outcome, and for a win the values after a winning move.

    Raises
    ------
    LoopyGameError
        If the graph has a cycle.
    InvalidGameError
        If a value is negative or the sizes disagree.

    Notes
    -----
    O(V + E): one DAG Grundy computation for the heights, then XORs per height. The move
    changes the chosen vertex and at most one follower per smaller height.

    Examples
    --------
    >>> a = election_promises([[0, 1], [2, 3]], [2, 1, 1, 5])
    >>> a.outcome, a.move.tolist()
    (<Outcome.N: 'N'>, [1, 5, 1, 5])
    >>> election_promises([[0, 1], [2, 3]], [1, 5, 1, 5]).outcome
    <Outcome.P: 'P'>
    """
    g = digraph(graph, num_vertices if num_vertices is not None else len(np.asarray(values).reshape(-1)), DAG_COST)
    h = np.asarray(values)
    if h.ndim != 1 or len(h) != g.n:
        raise InvalidGameError(
            f"{plural(g.n, 'vertex', 'vertices')} but {plural(h.size, 'value')}; give one value per vertex"
        )
    items = h.tolist() if h.dtype == object else []
    if items and all(type(x) is int for x in items):
        wide = [i for i, x in enumerate(items) if not 0 <= x < 2**63]  # Python ints past int64
        if wide:
            x = items[wide[0]]
            raise InvalidGameError(f"value {short(x)} at vertex {g.label(wide[0])} is "
                                   + ("negative" if x < 0 else "2^63 or more; values must be below 2^63"))
        h = h.astype(np.int64)
    if len(h) and (h.dtype == bool or not np.issubdtype(h.dtype, np.integer)):
        raise InvalidGameError("values must be integers")
    if h.dtype.kind == "u":  # uint64 values of 2^63 or more have no int64 form
        big = np.flatnonzero(h > np.iinfo(np.int64).max)
        if len(big):
            raise InvalidGameError(f"value {int(h[big[0]])} at vertex {g.label(int(big[0]))} is 2^63 or "
                                   "more; values must be below 2^63")
    h = h.astype(np.int64)
    neg = np.flatnonzero(h < 0)
    if len(neg):
        raise InvalidGameError(f"value {h[neg[0]]} at vertex {g.label(int(neg[0]))} is negative")
    heights = _solve_dag(g)
    xors = np.zeros(int(heights.max()) + 1 if g.n else 0, dtype=np.int64)
    np.bitwise_xor.at(xors, heights, h)
    if not xors.any():
        return PromisesAnalysis(Outcome.P, heights, xors, None, None)
    new, v = _winning_move(g, heights, h, xors)
    return PromisesAnalysis(Outcome.N, heights, xors, new, g.label(v))
