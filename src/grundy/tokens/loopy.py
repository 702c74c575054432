"""Generalized Sprague–Grundy values of the vertices of any directed graph."""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable, TypeVar

import numpy as np

from ..core.loopy import LoopyValue
from ..core.outcome import Outcome
from . import _kernels
from ..graphbase import explore
from ..graphbase.toolkit import Cost, Digraph, digraph

__all__ = ["LoopyGraphValues", "loopy_grundy", "loopy_values"]

Position = TypeVar("Position", bound=Hashable)

#: Peak memory of generalized Sprague–Grundy values (the work of ``grundy tokens`` on a graph
#: with cycles), bytes per vertex and per edge, measured with /usr/bin/time -v on the command
#: (start-up, text input included): a cycle of 10^6 vertices took 93 bytes per vertex and
#: edge, 10^6 random edges among 10^5 vertices 33 per edge, so about 66 per vertex and 26 per
#: edge; rounded up. The kernel's working copy of the follower lists (4 or 8 bytes per edge)
#: and its per-vertex arrays (56 bytes with 32-bit indices) are within those figures.
LOOPY_COST = Cost(80, 40)


class LoopyGraphValues:
    """Generalized Sprague–Grundy values of every vertex of a directed graph.

    Attributes
    ----------
    graph : Digraph
        The validated graph.
    values : numpy.ndarray of int64
        The finite value of each vertex, or -1 where the value is infinite.
    order : numpy.ndarray of int64
        The labelling counter of each finite vertex (-1 where infinite). Moving to the option of
        the wanted value with the least counter keeps a win finite.
    """

    def __init__(self, graph: Digraph, values: np.ndarray, order: np.ndarray):
        self.graph = graph
        self.values = values
        self.order = order

    def __repr__(self) -> str:
        inf = int(np.count_nonzero(self.values < 0))
        top = int(self.values.max()) if len(self.values) and inf < len(self.values) else None
        return (f"LoopyGraphValues({len(self.values)} vertices: {len(self.values) - inf} finite"
                f"{f' (max {top})' if top is not None else ''}, {inf} infinite)")

    def _repr_svg_(self) -> str | None:
        """The graph with each vertex's value inside it (∞ for an infinite one, whose tooltip
        gives ∞ with its set K), P-positions (value 0) in blue and draws (∞ with no 0 in K) in
        grey, the graph layered by distance from its vertices without moves (notebooks). None
        for a graph of more than 60 vertices or 400 arcs. O(V + E)."""
        from .._reprs import name
        from ..graphbase.toolkit import MAX_EDGES, MAX_VERTICES, layers, network_svg

        g = self.graph
        n = g.n
        if n == 0 or n > MAX_VERTICES or g.indptr[-1] > MAX_EDGES:
            return None
        u = np.repeat(np.arange(n, dtype=np.int64), np.diff(g.indptr))
        v = g.indices.astype(np.int64)
        full = [self._value(x) for x in range(n)]
        kind = ["P" if x.outcome is Outcome.P else "draw" if x.outcome is Outcome.DRAW else "N"
                for x in full]
        colour = {"P": "#9ecae1", "draw": "#d0d0d0", "N": "#ffffff"}
        names = [name(g.label(x)) for x in range(n)]
        inf = int(np.count_nonzero(self.values < 0))
        draws = kind.count("draw")
        title = (f"{n} vertices: {n - inf} finite values, {inf} infinite"
                 + (f" ({draws} draws)" if draws else ""))
        return network_svg(n, u, v, layers(n, u, v, np.flatnonzero(np.diff(g.indptr) == 0), every=True),
                           directed=True, title=title, names=names,
                           inside=[str(int(x)) if x >= 0 else "∞" for x in self.values.tolist()],
                           vertex_class=kind, fill=[colour[k] for k in kind],
                           vertex_tip=[f"vertex {names[x]}: value {full[x]}" for x in range(n)],
                           legend=[(colour["P"], "value 0: the player to move loses")]
                           + ([(colour["draw"], "draw")] if draws else []))

    @property
    def infinite(self) -> np.ndarray:
        """Boolean mask of the vertices with an infinite value."""
        return self.values < 0

    def followers(self, i: int) -> np.ndarray:
        """The follower indices of vertex index `i`."""
        g = self.graph
        return g.indices[g.indptr[i] : g.indptr[i + 1]]

    def infinity_set(self, v: Hashable) -> frozenset[int]:
        """K for vertex `v` (its node label for networkx input): the finite values among its
        followers."""
        return self._infinity_set(self.graph.vertex(v))

    def value(self, v: Hashable) -> LoopyValue:
        """The :class:`LoopyValue` of vertex `v` (its node label for networkx input)."""
        return self._value(self.graph.vertex(v))

    def outcome(self, v: Hashable) -> Outcome:
        """The outcome for the player to move a single token from vertex `v` (its node label
        for networkx input)."""
        return self._value(self.graph.vertex(v)).outcome

    def _infinity_set(self, i: int) -> frozenset[int]:
        vals = self.values[self.followers(i)]
        return frozenset(int(x) for x in np.unique(vals[vals >= 0]))

    def _value(self, i: int) -> LoopyValue:
        x = int(self.values[i])
        return LoopyValue(x) if x >= 0 else LoopyValue.infinite(self._infinity_set(i))

    def best_follower(self, i: int, target: int) -> int:
        """The follower of `i` with finite value `target` and the least counter, or -1."""
        f = self.followers(i)
        cand = f[self.values[f] == target]
        if len(cand) == 0:
            return -1
        return int(cand[np.argmin(self.order[cand])])


def solve_loopy(g: Digraph) -> LoopyGraphValues:
    rptr, rind = g.reverse()
    values, order = _kernels.loopy_grundy(g.n, g.indptr, g.indices, rptr, rind)
    return LoopyGraphValues(g, values, order)


def loopy_grundy(graph: Any, num_vertices: int | None = None) -> LoopyGraphValues:
    """Generalized Sprague–Grundy values of every vertex of a directed graph with cycles.

    Parameters
    ----------
    graph : array_like of shape (E, 2), CSRGraph, scipy sparse matrix or networkx DiGraph
        The graph; cycles and self-loops are allowed.
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.

    Returns
    -------
    LoopyGraphValues
        ``values`` (finite value, or -1 for infinite), ``value(i)`` as a
        :class:`grundy.LoopyValue`, ``outcome(i)``.

    Raises
    ------
    InvalidGameError
        If the graph is malformed.
    ResourceLimitError
        If the graph (say ``num_vertices``) would not fit in the available memory.

    Notes
    -----
    The stages of Smith's labelling (THEORY.md) without recounting at each stage: every
    unlabelled vertex watches one follower that is not yet reversed, a vertex's predecessors
    are read once (when it is labelled), and labelled followers drop out of the lists. Time
    O(V + E + X), O(V + E) memory; iterative. X counts the times a vertex steps over a
    follower already reversed at a stage in which the vertex itself is reversed later: at most
    E (D + 1) for maximum out-degree D (the bound of recounting every stage), below E on
    staircases of values and random digraphs; inputs that make many vertices wait at many
    stages while most of their followers are reversed first cost more (the docstring of
    ``grundy.tokens._kernels.loopy_grundy`` gives one). Ctrl-C stops it between stages and
    within long ones.

    Examples
    --------
    A 2-cycle 0 <-> 1 where 0 may also step onto the path 2 -> 3:

    >>> r = loopy_grundy([[0, 1], [1, 0], [0, 2], [2, 3]])
    >>> [str(r.value(i)) for i in range(4)], r.outcome(0)
    (['∞(1)', '∞()', '1', '0'], <Outcome.DRAW: 'D'>)
    """
    return solve_loopy(digraph(graph, num_vertices, LOOPY_COST))


def loopy_values(position: Position,
                 moves: Callable[[Position], Iterable[Position]]) -> dict[Position, LoopyValue]:
    """Generalized Sprague–Grundy values of every position reachable from `position`.

    Parameters
    ----------
    position : hashable
        The starting position.
    moves : callable
        ``moves(p)`` returns an iterable of the options of ``p``; cycles are allowed.

    Returns
    -------
    dict
        Maps each reachable position to its :class:`LoopyValue`.

    Notes
    -----
    The reachable positions are enumerated iteratively, then labelled by
    :func:`grundy.loopy_grundy` on their graph: O((P + M) * (D + 2)) for P positions, M moves
    and maximum out-degree D.

    Examples
    --------
    A position that can pass forever to itself, or take the last counter:

    >>> vals = loopy_values(2, lambda n: [n - 1] if n else [])
    >>> [str(vals[n]) for n in (2, 1, 0)]
    ['0', '1', '0']
    >>> vals = loopy_values("a", {"a": ["a", "b"], "b": []}.__getitem__)
    >>> str(vals["a"]), vals["a"].outcome
    ('∞(0)', <Outcome.N: 'N'>)
    """
    graph = explore(position, moves)
    result = loopy_grundy(graph)
    return {p: result._value(i) for i, p in enumerate(graph.labels)}
