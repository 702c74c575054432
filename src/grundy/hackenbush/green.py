"""Green Hackenbush: edge deletion on a grounded undirected multigraph.

Players alternately delete one edge; every part no longer connected to the ground disappears;
the player who cannot move loses. The graph may have self-loops, parallel edges, several
grounded vertices and parts not connected to the ground; a graph given without a vertex (an
empty edge list) is the lone ground vertex 0, worth 0.

Values follow the fusion principle: all grounded vertices are one vertex; what is not
connected to it is dropped; every 2-edge-connected component with e internal edges (loops
included) counts as e mod 2 edges hanging at one vertex; on the tree of components joined by
bridges, rooted at the ground's component, the colon principle gives
g(x) = (e_x mod 2) XOR (XOR over the children c of (g(c) + 1)).
Trees, bamboo stalks and general graphs all go through this one computation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Sequence

import numpy as np

from .._progress import SHOW_SECONDS, Progress
from .._textio import plural
from ..core.outcome import Outcome
from ..errors import InvalidGameError
from . import _kernels as _hk
from ..graphbase import Multigraph
from ..graphbase.toolkit import Cost, by_node, from_endpoints, multigraph, vertex_list, vertex_range

__all__ = [
    "HackenbushAnalysis",
    "analyze_hackenbush",
    "hackenbush_value",
    "hackenbush_winning_cuts",
    "hackenbush_hanging_values",
    "hackenbush_sum_winning_cuts",
    "hackenbush_part_values",
]

#: Peak memory of a Green Hackenbush analysis with its winning cuts (the work of ``grundy
#: hackenbush``), bytes per vertex and per edge, measured with /usr/bin/time -v on the command
#: (start-up, text input and output included): a path of 10^6 vertices (each vertex its own
#: component) took 155 bytes per vertex and edge, 10^6 random edges among 10^5 vertices 48 per
#: edge, so about 119 per vertex and 36 per edge for the analysis; the search for winning cuts
#: inside a component adds about 105 per vertex and 90 per edge (a cycle of 10^6 edges, every
#: edge searched: 297 bytes per vertex and edge); rounded up.
HACKENBUSH_COST = Cost(240, 128)
#: Peak memory of the values of grounded parts side by side (:func:`hackenbush_part_values`,
#: the work of ``grundy judge poj3710``), bytes per vertex and per edge, measured with
#: /usr/bin/time -v on the judge (start-up, text input and output included): one path of 10^6
#: vertices took 82 bytes per vertex and edge, one graph of 10^6 random edges among 10^5
#: vertices 64 per edge, so about 21 per vertex and 62 per edge; rounded up.
PART_VALUES_COST = Cost(24, 64)
#: Steps per second of the search for winning cuts inside 2-edge-connected components (a step:
#: a vertex or an adjacency entry of a component searched, each read once, with the grouping
#: of its cut-class labels and the folds over its classes), measured on cycles, grids and
#: random graphs of 10^6 edges and rounded down. A search of a second or more (graphs of
#: millions of edges) shows a progress bar (the edges tried).
CUT_STEPS_PER_SECOND = 3e6
#: Steps per call of the kernel while a progress bar is shown, and at least CUT_CHUNK_GRAPHS
#: times the size of the graph, which each call reads once (so a big search makes a few calls).
CUT_CHUNK_STEPS = 2 * 10**7
CUT_CHUNK_GRAPHS = 20


def _ground_indices(g: Multigraph, ground: Any) -> np.ndarray:
    """The 0-based indices of the grounded vertices (a vertex or a sequence of vertices)."""
    if ground is None:
        if g.labels is not None:
            raise InvalidGameError("a networkx graph needs ground= (the grounded node or nodes)")
        ground = 0
    if g.is_vertex(ground):
        return np.array([g.vertex(ground, "ground vertex")], np.int64)
    if isinstance(ground, (str, bytes)) or np.ndim(ground) == 0 and g.labels is None:
        raise InvalidGameError(f"ground vertex {ground!r} is not a vertex of the graph")
    if g.labels is not None:
        try:
            items = list(ground)
        except TypeError:
            raise InvalidGameError(f"ground vertex {ground!r} is not a node of the graph") from None
        idx = np.array([g.vertex(x, "ground vertex") for x in items], np.int64)
    else:
        arr = np.asarray(ground)
        if arr.size and (arr.dtype == bool or not np.issubdtype(arr.dtype, np.integer)):
            bad = next(x for x in arr.reshape(-1).tolist() if not g.is_vertex(x))
            raise InvalidGameError(f"ground vertex {bad!r} is not an integer vertex")
        idx = arr.astype(np.int64).reshape(-1)
        out = np.flatnonzero((idx < 0) | (idx >= g.n))
        if len(out):
            raise InvalidGameError(f"ground vertex {idx[out[0]]} is out of range {vertex_range(g.n)}")
    if len(idx) == 0:
        raise InvalidGameError("ground must name at least one vertex")
    return idx


def _multigraph(graph: Any, num_vertices: int | None, cost: Cost) -> Multigraph:
    """The validated graph, where one given without a vertex (an empty edge list, a 0 x 0
    matrix) and without `num_vertices` is the lone vertex 0: the empty position, on the
    default ground."""
    g = multigraph(graph, num_vertices, cost)
    if g.n == 0 and num_vertices is None and g.labels is None:
        return from_endpoints(1, g.u, g.v)
    return g


def _prepare(graph: Any, ground: Any, num_vertices: int | None):
    """Validate; return (graph, endpoints with the ground merged into one vertex, root,
    ground indices)."""
    g = _multigraph(graph, num_vertices, HACKENBUSH_COST)
    idx = _ground_indices(g, ground)
    root = int(idx[0])
    if len(idx) == 1:
        return g, g.u, g.v, root, idx
    mu, mv = _hk.merge_ground(g.n, g.u, g.v, idx.astype(g.u.dtype))
    return g, mu, mv, root, idx


def _check_target(target: Any) -> int:
    if isinstance(target, (bool, np.bool_)) or not isinstance(target, (int, np.integer)) or target < 0:
        raise InvalidGameError(f"target must be a non-negative integer, not {target!r}")
    return int(target)


@dataclass(frozen=True)
class HackenbushAnalysis:
    """The solution of a Green Hackenbush position.

    Components are the 2-edge-connected components of the part connected to the ground,
    numbered from the ground's (0) downwards: a component's parent has a smaller number.

    Attributes
    ----------
    value : int
        The Grundy value of the graph.
    target : int
        The value the winning cuts leave (0 for the graph alone; the XOR of the other parts'
        values when the graph is one part of a sum).
    outcome : Outcome
        ``N`` when the player to move wins the graph plus a Nim heap of size `target`, else
        ``P``.
    cuts : numpy.ndarray or None
        The winning cuts: indices (in input order, increasing) of the edges whose deletion
        leaves value `target` (None when the analysis was asked not to look for them).
    component : numpy.ndarray
        The component of each vertex, -1 for a vertex not connected to the ground.
    component_values : numpy.ndarray
        The value of the subgame hanging at each component: the component and everything
        beyond it, grounded where its parent bridge attaches (the ground for component 0).
    component_edges : numpy.ndarray
        The number of internal edges of each component, loops included.
    component_parent : numpy.ndarray
        The parent of each component in the bridge tree (-1 for component 0).
    component_bridge : numpy.ndarray
        The edge index of the bridge above each component (-1 for component 0).
    component_attach : numpy.ndarray
        The vertex of each component where its parent bridge attaches (a grounded vertex for
        component 0).
    graph : Multigraph
        The validated graph, for labels and endpoints.
    ground : numpy.ndarray or None
        The grounded vertices (0-based indices).

    In a notebook the analysis shows as a picture (``_repr_svg_``, for up to 400 edges): the
    ground line, the graph layered by distance from it, the winning cuts in red, and the
    :meth:`headline` (value and winner) above.
    """

    value: int
    target: int
    outcome: Outcome
    cuts: np.ndarray | None
    component: np.ndarray
    component_values: np.ndarray
    component_edges: np.ndarray
    component_parent: np.ndarray
    component_bridge: np.ndarray
    component_attach: np.ndarray
    graph: Multigraph
    ground: np.ndarray | None = None

    def __repr__(self) -> str:
        from .._reprs import preview

        cuts = "not searched" if self.cuts is None else preview(self.cuts, 8)
        return (f"HackenbushAnalysis(value={self.value}, outcome={self.outcome.word!r}, cuts={cuts}, "
                f"vertices={self.graph.n}, edges={self.graph.num_edges}, "
                f"components={len(self.component_values)})")

    def _repr_svg_(self) -> str | None:
        """The position as a picture (notebooks): the ground line, the graph layered by
        distance from it, the winning cuts in red, and above it a title with the value and
        who wins, e.g. ``Green Hackenbush: value *2, the first player wins by cutting edge 4
        (3–4, red)``. None for more than 400 edges. O(V + E)."""
        from ._draw import hackenbush_svg

        ground = self.ground if self.ground is not None else self.component_attach[:1]
        return hackenbush_svg(self.graph.n, self.graph.u, self.graph.v, ground, self.cuts,
                              self.graph.labels, self.headline())

    def headline(self) -> str:
        """One line: the value and who wins, by which cuts (the title of the picture).

        Examples
        --------
        >>> analyze_hackenbush([[0, 1], [1, 2], [2, 2]]).headline()
        'Green Hackenbush: value *3, the first player wins by cutting edge 0 (0–1, red)'
        >>> analyze_hackenbush([[0, 1], [0, 1]]).headline()
        'Green Hackenbush: value 0, the second player wins (every cut loses)'
        """
        from .._reprs import name

        value = f"*{self.value}" if self.value else "0"
        plus = f" beside a Nim heap *{self.target}" if self.target else ""
        head = f"Green Hackenbush: value {value}{plus}, "
        if self.outcome.word != "win":
            return head + "the second player wins (every cut loses)"
        if self.cuts is None:
            return head + "the first player wins (winning cuts not searched)"
        if len(self.cuts) == 1:
            a, b = self.cut_endpoints()[0]
            return (head + f"the first player wins by cutting edge {int(self.cuts[0])} "
                    f"({name(a)}–{name(b)}, red)")
        if len(self.cuts) == 0:  # target > 0: no cut leaves it, but another move may
            return head + "the first player wins"
        return head + f"the first player wins by cutting any of the {len(self.cuts)} red edges"

    @property
    def vertex_values(self) -> np.ndarray:
        """The value of the subgame hanging at each vertex's component (-1: not grounded).

        For a tree every vertex is its own component, and this is the classic value of the
        subtree above each vertex.
        """
        out = np.full(len(self.component), -1, np.int64)
        on = self.component >= 0
        out[on] = self.component_values[self.component[on]]
        return out

    def cut_endpoints(self) -> list[tuple[Hashable, Hashable]]:
        """The endpoints of each winning cut, in the order of :attr:`cuts`."""
        return [] if self.cuts is None else [self.graph.endpoints(int(e)) for e in self.cuts]

    def to_json(self) -> dict:
        """A JSON-ready dict: value, outcome word and the winning cuts with their endpoints."""
        out: dict = {"value": self.value, "outcome": self.outcome.word}
        if self.cuts is not None:
            out["winning_cuts"] = [
                {"edge": int(e), "endpoints": list(ends)} for e, ends in zip(self.cuts, self.cut_endpoints())
            ]
        return out


def analyze_hackenbush(
    graph: Any,
    ground: Any = None,
    *,
    target: int = 0,
    num_vertices: int | None = None,
    cuts: bool = True,
) -> HackenbushAnalysis:
    """Solve Green Hackenbush on a grounded multigraph: value, bridge tree and winning cuts.

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix or networkx Graph / MultiGraph
        An undirected multigraph (see :func:`grundy.as_multigraph`): loops, parallel
        edges and parts not connected to the ground are allowed. Edge i of the input is edge
        i of the answer.
    ground : vertex or sequence of vertices, optional
        The grounded vertices (default vertex 0; required for a networkx graph).
    target : int, default 0
        The value the winning cuts must leave. For a graph that is one part of a sum, give the
        XOR of the other parts' values.
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.
    cuts : bool, default True
        Look for the winning cuts. Without them the analysis takes O(V + E).

    Returns
    -------
    HackenbushAnalysis

    Raises
    ------
    InvalidGameError
        For a malformed graph, a ground vertex that is not a vertex, or a negative target.
    ResourceLimitError
        If the graph (say ``num_vertices``) would not fit in the available memory.

    Notes
    -----
    The value and the bridge tree: O(V + E), by one iterative bridge-finding search from the
    merged ground (it skips the parent edge by id, so parallel edges are never bridges) that
    closes each 2-edge-connected component as it finishes and values it at once.

    Winning cuts. Bridges: a top-down pass gives each component the value its hanging
    subgame would need for the root to reach `target`; cutting the bridge above c (child of
    p) wins iff need(p) ^ g(p) ^ (g(c) + 1) == 0, otherwise need(c) = that XOR - 1; O(V + E)
    for all bridges. Edges inside a component X (only searched when need(X) and g(X) differ
    in parity: a value has the parity of the number of grounded edges): a loop changes g(X)
    to g(X) ^ 1. Any other edge e turns into bridges exactly the edges f that form a 2-edge
    cut {e, f} of X (e's cut class); everything else still fuses. A class of one edge leaves
    g(X) ^ 1. A class of k edges cuts X into k pieces in a cycle; deleting one leaves two
    chains of pieces hanging from the ground's piece, valued by the colon principle. The
    classes come from one depth-first search per component (random 128-bit labels from a
    fixed seed, each tree edge labelled by the non-tree edges that cover it, every class
    checked exactly; a label collision, about 2^-128 per pair, falls back to valuing those
    edges one by one), the chain values of every edge of a class by two folds over a
    binary trie: O(V + E log E) for all edges, the same answer on every run. A search
    expected to take a second or more (millions of edges) shows a progress bar of the edges
    tried where someone watches (a terminal or a notebook).

    Examples
    --------
    A triangle on the ground has value 1; cutting the edge opposite the ground leaves two
    stalks of length 1, value 0:

    >>> a = analyze_hackenbush([[0, 1], [1, 2], [2, 0]])
    >>> a.value, a.outcome, a.cuts.tolist(), a.cut_endpoints()
    (1, <Outcome.N: 'N'>, [1], [(1, 2)])
    >>> analyze_hackenbush([[0, 1], [1, 2], [2, 3], [3, 0], [2, 4]]).component_values.tolist()
    [1, 0]
    """
    target = _check_target(target)
    g, u, v, root, grounded = _prepare(graph, ground, num_vertices)
    (indptr, adj, eid, loops, comp, order, cstart, chead, cpv, cbridge, cval, ccount,
     ncomp) = _hk.analyze(g.n, u, v, root)
    value = int(cval[ncomp - 1])
    found = None
    if cuts:
        need, win, bridge = _hk.needs(target, comp, cpv, cbridge, cval, ncomp, len(u))
        args = (g.n, u, v, indptr, adj, eid, loops, comp, order, cstart, chead, cpv, cval, need,
                bridge, win, ncomp)
        win = _inner_cuts(args, ccount)
        found = np.flatnonzero(win).astype(np.int64)
    # Renumber the components top-down: the root's (closed last) becomes 0.
    last = ncomp - 1
    component = np.where(comp >= 0, last - comp, -1)
    component[grounded] = 0  # all grounded vertices are one (merged into the first)
    parent = np.full(ncomp, -1, np.int64)
    parent[1:] = component[cpv[::-1][1:]]
    return HackenbushAnalysis(
        value=value,
        target=target,
        outcome=Outcome.of_value(value ^ target),
        cuts=found,
        component=component,
        component_values=cval[::-1].copy(),
        component_edges=ccount[::-1].copy(),
        component_parent=parent,
        component_bridge=cbridge[::-1].copy(),
        component_attach=chead[::-1].astype(np.int64),
        graph=g,
        ground=np.asarray(grounded, np.int64),
    )


def _cut_costs(args: tuple) -> tuple[np.ndarray, np.ndarray]:
    """For each position j of the components' vertex order: the edges the search for winning
    cuts tries from the vertex ``order[j]``, and the steps it spends there (the vertex and its
    adjacency entries, when its component is searched). O(V + E)."""
    (n, u, v, indptr, adj, eid, loops, comp, order, cstart, chead, cpv, cval, need, bridge, win,
     ncomp) = args
    cstart = cstart[: ncomp + 1]
    sizes = np.diff(cstart)
    searched = (need[:ncomp] >= 0) & ((need[:ncomp] & 1) != (cval[:ncomp] & 1)) & (sizes > 1)
    degree = np.diff(indptr)
    owner = np.repeat(np.arange(n, dtype=np.int64), degree)  # the vertex of each entry
    tried_entry = (adj > owner) & (bridge[eid] == 0)
    tried = np.bincount(owner[tried_entry], minlength=n)[order[: cstart[-1]]]
    comp_of = np.repeat(np.arange(ncomp, dtype=np.int64), sizes)  # the component of each position
    on = searched[comp_of]
    return np.where(on, tried, 0), np.where(on, 1 + degree[order[: cstart[-1]]], 0)


def _inner_cuts(args: tuple, ccount: np.ndarray) -> np.ndarray:
    """The kernel ``winning_inner_cuts`` over `args`: in one call, or, when the search takes a
    second or more and someone watches, in calls of about CUT_CHUNK_STEPS steps with a progress
    bar of the edges tried between them. Returns `win`."""
    n, u, cstart, cval, need, ncomp = args[0], args[1], args[9], args[12], args[13], args[16]
    # An estimate first, from the components alone (O(number of components)): each searched
    # component costs one pass over its vertices and edge ends.
    sizes = np.diff(cstart[: ncomp + 1])
    searched = (need[:ncomp] >= 0) & ((need[:ncomp] & 1) != (cval[:ncomp] & 1)) & (sizes > 1)
    if float(np.sum(sizes[searched]) + 2 * np.sum(ccount[searched])) < SHOW_SECONDS * CUT_STEPS_PER_SECOND:
        return _hk.winning_inner_cuts(*args)
    tried, cost = _cut_costs(args)
    seconds = float(cost.sum()) / CUT_STEPS_PER_SECOND
    with Progress(int(tried.sum()), seconds >= SHOW_SECONDS, "winning cuts", unit=" edges") as bar:
        if not bar.enabled:
            return _hk.winning_inner_cuts(*args)
        chunk = max(CUT_CHUNK_STEPS, CUT_CHUNK_GRAPHS * (n + len(u)))
        cum, done = np.cumsum(cost), np.cumsum(tried)
        ends = np.searchsorted(cum, np.arange(chunk, cum[-1], chunk), side="right")
        first = 0
        for last in [*np.unique(ends).tolist(), len(cum)]:
            if last > first:
                _hk.winning_inner_cuts(*args, first, last)
                bar.update(int(done[last - 1]))
                first = last
    return args[15]


def hackenbush_value(graph: Any, ground: Any = None, *, num_vertices: int | None = None) -> int:
    """The Grundy value of Green Hackenbush on a grounded multigraph.

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix or networkx Graph / MultiGraph
        An undirected multigraph; loops, parallel edges and floating parts are allowed.
    ground : vertex or sequence of vertices, optional
        The grounded vertices (default vertex 0; required for a networkx graph).
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.

    Returns
    -------
    int

    Raises
    ------
    InvalidGameError
        For a malformed graph or a ground vertex that is not a vertex.
    ResourceLimitError
        If the graph (say ``num_vertices``) would not fit in the available memory.

    Notes
    -----
    O(V + E): the fusion principle and the colon principle in one iterative search (see
    :func:`analyze_hackenbush`).

    Examples
    --------
    >>> hackenbush_value([[0, 0]]), hackenbush_value([[0, 1], [1, 2], [2, 0]])
    (1, 1)
    >>> hackenbush_value([[0, 1], [1, 2], [2, 3], [3, 0]]), hackenbush_value([[0, 1]], ground=[0, 1])
    (0, 1)
    >>> hackenbush_value([[1, 2]], num_vertices=3)  # an edge not connected to the ground
    0
    >>> hackenbush_value([])  # no edge: the lone ground vertex 0
    0
    """
    g, u, v, root, grounded = _prepare(graph, ground, num_vertices)
    return int(_hk.rooted_values(g.n, u, v, np.array([root], dtype=u.dtype))[0])


def hackenbush_part_values(graph: Any, grounds: Sequence[Hashable] | np.ndarray, *,
                           num_vertices: int | None = None) -> np.ndarray:
    """The Green Hackenbush value of each part of a graph made of parts side by side.

    Many positions laid side by side in one edge list (their vertices numbered one part after
    the other) are valued in one pass, each part grounded at one vertex.

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix, networkx Graph / MultiGraph or Multigraph
        An undirected multigraph; loops, parallel edges and floating parts are allowed.
    grounds : sequence of vertices
        The ground of each part: the part grounded at ``grounds[j]`` is what is connected to it.
        No two grounds may be connected.
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.

    Returns
    -------
    numpy.ndarray of int64
        ``values[j]`` is the value of the part grounded at ``grounds[j]``; the value of the sum
        of the parts is their XOR.

    Raises
    ------
    InvalidGameError
        For a malformed graph, a ground that is not a vertex, or a ground connected to an
        earlier one (the same part grounded twice).
    ResourceLimitError
        If the graph (say ``num_vertices``) would not fit in the available memory.

    Notes
    -----
    O(V + E + K) for K grounds: one adjacency build, then the search of
    :func:`hackenbush_value` from each ground over its own part.

    Examples
    --------
    An edge grounded at 0, and a triangle grounded at 2 (three edges in a cycle: value 1):

    >>> hackenbush_part_values([[0, 1], [2, 3], [3, 4], [4, 2]], [0, 2]).tolist()
    [1, 1]
    """
    g = _multigraph(graph, num_vertices, PART_VALUES_COST)
    roots = vertex_list(g, grounds, "ground vertex")
    values = _hk.rooted_values(g.n, g.u, g.v, roots.astype(g.u.dtype))
    joined = np.flatnonzero(values < 0)
    if len(joined):
        j = int(joined[0])
        raise InvalidGameError(f"ground vertex {g.label(int(roots[j]))!r} (ground {j}) is connected "
                               "to an earlier ground: each part has one ground")
    return values


def hackenbush_winning_cuts(
    graph: Any,
    ground: Any = None,
    *,
    target: int = 0,
    num_vertices: int | None = None,
) -> np.ndarray:
    """The edges whose deletion wins: they leave Green Hackenbush value `target`.

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix or networkx Graph / MultiGraph
        An undirected multigraph; loops, parallel edges and floating parts are allowed.
    ground : vertex or sequence of vertices, optional
        The grounded vertices (default vertex 0; required for a networkx graph).
    target : int, default 0
        The value to leave: 0 for the graph alone, the XOR of the other parts' values when the
        graph is one part of a sum.
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.

    Returns
    -------
    numpy.ndarray of int64
        Edge indices in input order, increasing (empty when no deletion leaves `target`).

    Raises
    ------
    InvalidGameError
        For a malformed graph, a ground vertex that is not a vertex, or a negative target.
    ResourceLimitError
        If the graph (say ``num_vertices``) would not fit in the available memory.

    Notes
    -----
    O(V + E log E): the bridges in O(V + E), the edges inside 2-edge-connected components by
    their cut classes (see :func:`analyze_hackenbush`).

    Examples
    --------
    >>> hackenbush_winning_cuts([[0, 1], [1, 2], [2, 0]]).tolist()
    [1]
    >>> hackenbush_winning_cuts([[0, 1], [1, 2]], target=1).tolist()
    [1]
    """
    return analyze_hackenbush(graph, ground, target=target, num_vertices=num_vertices).cuts


def hackenbush_hanging_values(graph: Any, ground: Any = None, *, num_vertices: int | None = None) -> np.ndarray:
    """The value of the subgame hanging at each vertex.

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix or networkx Graph / MultiGraph
        An undirected multigraph; loops, parallel edges and floating parts are allowed.
    ground : vertex or sequence of vertices, optional
        The grounded vertices (default vertex 0; required for a networkx graph).
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.

    Returns
    -------
    numpy.ndarray of int64, or dict
        For each vertex, the value of its 2-edge-connected component and everything hanging
        beyond it, grounded where the component's parent bridge attaches (for vertices of the
        ground's component, the value of the whole graph); -1 for a vertex not connected to
        the ground. For networkx input, a dict from each node to that value.

    Raises
    ------
    InvalidGameError
        For a malformed graph or a ground vertex that is not a vertex.
    ResourceLimitError
        If the graph (say ``num_vertices``) would not fit in the available memory.

    Notes
    -----
    O(V + E). On a tree this is the colon principle at every vertex: a leaf has 0, and a
    vertex has the XOR over its children c of (value(c) + 1).

    Examples
    --------
    >>> hackenbush_hanging_values([[0, 1], [1, 2], [1, 3], [3, 4], [5, 6]]).tolist()
    [4, 3, 0, 1, 0, -1, -1]

    A triangle 1-2-3 (three edges: parity 1) with a pendant edge at 3 (adds 0 + 1) has value
    1 ^ 1 = 0 where it hangs, so the whole graph is a single stalk, value 1:

    >>> hackenbush_hanging_values([[0, 1], [1, 2], [2, 3], [3, 1], [3, 4]]).tolist()
    [1, 0, 0, 0, 0]
    """
    g, u, v, root, grounded = _prepare(graph, ground, num_vertices)
    res = _hk.analyze(g.n, u, v, root)
    comp, cval = res[4], res[10]
    out = np.full(g.n, -1, np.int64)
    on = comp >= 0
    out[on] = cval[comp[on]]
    out[grounded] = cval[-1]
    return by_node(g, out)


def hackenbush_sum_winning_cuts(graphs: Sequence[Any], grounds: Sequence[Any] | None = None) -> list[tuple[int, int]]:
    """The winning moves in a sum of Green Hackenbush graphs.

    Parameters
    ----------
    graphs : sequence of graphs
        Each an edge array, scipy sparse matrix, networkx graph or :class:`Multigraph`
        (use :func:`grundy.as_multigraph` to fix an edge array's vertex count).
    grounds : sequence, optional
        The ground of each graph (a vertex or a sequence of vertices); default vertex 0 for
        every graph.

    Returns
    -------
    list of (int, int)
        ``(i, e)``: deleting edge e of graph i leaves a sum of value 0. Empty when the player
        to move loses.

    Raises
    ------
    InvalidGameError
        For a malformed graph or ground, or when `grounds` has the wrong length.
    ResourceLimitError
        If the graph (say ``num_vertices``) would not fit in the available memory.

    Notes
    -----
    The values of all parts, then for each part i the cuts that leave it the XOR of the
    other parts' values (see :func:`analyze_hackenbush`).

    Examples
    --------
    A stalk of two edges (value 2) plus a triangle (value 1): shorten the stalk to one edge,
    or open the triangle into a stalk of two by cutting an edge at the ground:

    >>> hackenbush_sum_winning_cuts([[[0, 1], [1, 2]], [[0, 1], [1, 2], [2, 0]]])
    [(0, 1), (1, 0), (1, 2)]
    """
    graphs = list(graphs)
    if grounds is None:
        grounds = [None] * len(graphs)
    grounds = list(grounds)
    if len(grounds) != len(graphs):
        raise InvalidGameError(f"{plural(len(graphs), 'graph')} but {plural(len(grounds), 'ground')}")
    prepared = [_multigraph(g, None, HACKENBUSH_COST) for g in graphs]
    values = [hackenbush_value(g, r) for g, r in zip(prepared, grounds)]
    total = 0
    for x in values:
        total ^= x
    if total == 0:
        return []
    out: list[tuple[int, int]] = []
    for i, (g, r) in enumerate(zip(prepared, grounds)):
        # A deletion may raise a part's value as well as lower it: every part is searched.
        out.extend((i, int(e)) for e in analyze_hackenbush(g, r, target=total ^ values[i]).cuts)
    return out
