"""Maximum matchings and the Gallai–Edmonds decomposition of undirected graphs.

For a graph G, D(G) is the set of vertices missed by at least one maximum matching, A(G) the
neighbours of D(G) outside it, and C(G) the rest. The player to move in vertex geography from
v wins exactly when v is not in D(G) (see :mod:`grundy.geography.vertex`).

Bipartite graphs (detected by a breadth-first 2-colouring) take push–relabel and two
alternating searches; other graphs take Edmonds' blossom algorithm and one alternating forest
grown from all exposed vertices at once. A graph with few edges inside the sides of that
colouring (a grid with a diagonal) takes push–relabel on the other edges first.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .._progress import SHOW_SECONDS, Progress
from . import _kernels as _mk
from ..graphbase.toolkit import MAX_EDGES, MAX_VERTICES, layers, network_svg
from .._reprs import name, preview
from ..graphbase.toolkit import Cost, index_dtype, partners_by_node
from ..graphbase import SimpleGraph
from ..graphbase.toolkit import simple_graph

__all__ = ["GallaiEdmonds", "maximum_matching", "gallai_edmonds"]

#: Peak memory of a maximum matching and D(G) (:func:`solve`: the work of ``grundy geography``
#: and :func:`grundy.geography_wins`), bytes per vertex and per edge. Measured with
#: /usr/bin/time -v on ``grundy geography`` over its start-up, text input and output
#: included: a cycle of 10^6 + 1 vertices (odd: the blossom branch, dearer than the bipartite
#: one at 75 bytes per vertex and edge) took 83 bytes per vertex and edge, and 10^6 random
#: edges among 10^5 vertices 47.5 per edge, so about 40 per vertex and 44 per edge; rounded up.
MATCHING_COST = Cost(48, 48)
#: Pieces of work per second, when a progress bar is shown: the exposed vertices are searched
#: from in batches (blossom searches), push–relabel runs in pieces of about 1 / PIECES_PER_SECOND
#: seconds, and the bar is redrawn between them.
PIECES_PER_SECOND = 10
#: Work (edge scans) of the first piece of push–relabel when a progress bar is shown; later
#: pieces are sized from the time the previous one took, PIECES_PER_SECOND a second.
PIECE_WORK = 1 << 22
#: A graph that is not bipartite but whose breadth-first 2-colouring puts both ends of at most
#: one edge in ALMOST_BIPARTITE vertices on one side (a grid with a few diagonals) first takes
#: push–relabel on the other edges: each blossom search that follows and succeeds needs such an
#: edge, and on these graphs a single search can grow through most of the graph. With more
#: such edges (random graphs) short augmenting paths abound and the searches alone are faster.
ALMOST_BIPARTITE = 128


@dataclass(frozen=True)
class GallaiEdmonds:
    """The Gallai–Edmonds decomposition of a graph, with one maximum matching.

    Attributes
    ----------
    D : numpy.ndarray
        Sorted vertex indices missed by some maximum matching.
    A : numpy.ndarray
        Sorted vertex indices outside D with a neighbour in D.
    C : numpy.ndarray
        The other vertices, sorted: every maximum matching matches them among themselves.
    matching : numpy.ndarray
        A maximum matching: ``matching[v]`` is the partner of v, or -1.

    For networkx input D, A and C are lists of nodes (in ``G.nodes`` order) and ``matching``
    a dict from each node to its partner (None when exposed).
    bipartite : bool
        Whether the graph is bipartite (and Hopcroft–Karp was used).
    """

    D: np.ndarray
    A: np.ndarray
    C: np.ndarray
    matching: np.ndarray
    bipartite: bool
    #: For a small graph: (the graph, the mate array by index, D as a mask by index).
    _picture: tuple | None = field(default=None, repr=False, compare=False)

    @property
    def size(self) -> int:
        """The number of edges of a maximum matching."""
        if isinstance(self.matching, dict):
            return sum(1 for m in self.matching.values() if m is not None) // 2
        return int(np.count_nonzero(self.matching >= 0)) // 2

    def __repr__(self) -> str:
        """One line: the number of vertices, the size of the matching and the first few
        vertices of D, A and C. O(V)."""
        n = len(self.D) + len(self.A) + len(self.C)
        return (f"GallaiEdmonds(vertices={n}, size={self.size}, D={preview(self.D)}, A={preview(self.A)}, "
                f"C={preview(self.C)}, bipartite={self.bipartite})")

    def _repr_svg_(self) -> str | None:
        """The graph with the maximum matching's edges thick and the vertices of D, A and C in
        three colours (notebooks); None for a graph of more than 60 vertices or 400 edges.
        D is drawn at the bottom, A (its neighbours) above it, C above those. O(V + E)."""
        if self._picture is None:
            return None
        g, mate, in_d = self._picture
        e = g.edges()
        u, v = e[:, 0], e[:, 1]
        n = g.n
        a = np.zeros(n, bool)
        a[u[in_d[v]]] = True
        a[v[in_d[u]]] = True
        cls = np.where(in_d, "D", np.where(a, "A", "C")).tolist()
        colour = {"D": "#f28e2b", "A": "#4e79a7", "C": "#59a14f"}
        word = {"D": "in D, missed by some maximum matching", "A": "in A, a neighbour of D", "C": "in C"}
        names = [name(g.label(x)) for x in range(n)]
        counts = {k: cls.count(k) for k in "DAC"}
        title = (f"Gallai–Edmonds: D {counts['D']}, A {counts['A']}, C {counts['C']}; "
                 f"maximum matching of {self.size} edges (thick)")
        return network_svg(n, u, v, layers(n, u, v, np.flatnonzero(in_d), every=True), directed=False,
                           title=title, names=names, vertex_class=cls, fill=[colour[k] for k in cls],
                           vertex_tip=[f"vertex {names[x]}: {word[cls[x]]}" for x in range(n)],
                           edge_kind=["matched" if mate[x] == y else "plain" for x, y in zip(u.tolist(), v.tolist())],
                           legend=[(colour[k], f"{k} ({t})") for k, t in
                                   zip("DAC", ["missed by some maximum matching", "neighbours of D", "the rest"])])


@dataclass
class _Solution:
    mate: np.ndarray  # a maximum matching, int64
    in_d: np.ndarray  # bool mask of D(G)
    bipartite: bool
    forest: tuple | None = None  # (tp, pre) of the Edmonds forest for `mate`, when computed


def _identity_attributes(n: int) -> tuple[np.ndarray, np.ndarray]:
    return np.arange(n + 1, dtype=np.int64), np.arange(n, dtype=np.int64)


def solve(g: SimpleGraph, seconds: float = 0.0) -> _Solution:
    """A maximum matching and D(G) of a validated graph (cached on the graph).

    When most vertices are isolated (each is in D, exposed by every matching), the matching
    runs on the others alone: O(E log E + V) with a few bytes per isolated vertex. `seconds`
    is the caller's estimate of the work: a second or more shows a progress bar of the
    blossom searches and of push–relabel where someone watches.

    Bipartite graphs take :func:`solve_bipartite`. Other graphs take a Karp–Sipser matching
    and the blossom searches (:func:`_augment`); a nearly bipartite graph (see
    ALMOST_BIPARTITE) first takes Karp–Sipser and push–relabel on the edges that join the two
    sides of its breadth-first colouring, a maximum matching of that bipartite subgraph and at
    most one edge short of a maximum matching of G per edge left out.
    """
    cached = getattr(g, "_matching_solution", None)
    if cached is not None:
        return cached
    if g.n > 4 * len(g.indices) + 2**20:
        sol = _solve_squeezed(g, seconds)
        g._matching_solution = sol
        return sol
    n = g.n
    side, conflicts = _mk.two_sides(n, g.indptr, g.indices, int(n / ALMOST_BIPARTITE))
    if conflicts == 0:
        return solve_bipartite(g, side == 0, seconds)
    if conflicts <= n / ALMOST_BIPARTITE:
        # Nearly bipartite: push–relabel on the edges the colouring respects leaves at most
        # `conflicts` augmentations to the blossom searches.
        cross = SimpleGraph(n, *_mk.cross_csr(n, g.indptr, g.indices, side))
        is_left = side == 0
        mate = _mk.karp_sipser(n, cross.indptr, cross.indices)
        _push_relabel(cross, np.flatnonzero(is_left), is_left, mate, seconds)
        del cross, is_left
    else:
        mate = _mk.karp_sipser(n, g.indptr, g.indices)
    del side
    _augment(g, mate, seconds)
    tp, pre, _ = _mk.edmonds_forest(n, g.indptr, g.indices, mate)
    sol = _Solution(mate.astype(np.int64), tp == 1, False, (tp, pre))
    g._matching_solution = sol
    return sol


def _augment(g: SimpleGraph, mate: np.ndarray, seconds: float) -> None:
    """Augment `mate` to a maximum matching by the blossom searches: in one kernel call, or,
    when `seconds` (the work expected) reaches SHOW_SECONDS, in about PIECES_PER_SECOND
    batches of exposed vertices a second with a progress bar (the exposed vertices searched
    from, out of those the greedy matching left) between them; the same matching either way."""
    n = g.n
    if seconds < SHOW_SECONDS:
        _mk.blossom_augment(n, g.indptr, g.indices, mate)
        return
    exposed = np.flatnonzero(mate == -1)
    if len(exposed) == 0:
        return
    batch = max(1, -(-len(exposed) // max(1, int(seconds * PIECES_PER_SECOND))))
    state = _mk.blossom_state(n)
    start = 0
    with Progress(len(exposed), True, "maximum matching", unit=" exposed vertices") as bar:
        for i in range(batch, len(exposed) + batch, batch):
            stop = int(exposed[i]) if i < len(exposed) else n
            _mk.blossom_augment(n, g.indptr, g.indices, mate, state, start, stop)
            bar.update(min(i, len(exposed)))
            start = stop


def _solve_squeezed(g: SimpleGraph, seconds: float = 0.0) -> _Solution:
    """:func:`solve` on the vertices with a neighbour (each appears in the symmetric CSR's
    indices, and isolated rows are empty, so the indices are the rows of the kept vertices in
    order); isolated vertices are exposed and in D."""
    keep = np.unique(g.indices)
    vt = index_dtype(len(keep))
    sub = SimpleGraph(
        len(keep),
        np.concatenate([np.zeros(1, np.int64), g.indptr[keep.astype(np.int64) + 1]]),
        np.searchsorted(keep, g.indices).astype(vt),
    )
    part = solve(sub, seconds)
    mate = np.full(g.n, -1, np.int64)
    mate[keep] = np.where(part.mate >= 0, keep[np.maximum(part.mate, 0)], -1)
    in_d = np.ones(g.n, dtype=bool)
    in_d[keep] = part.in_d
    return _Solution(mate, in_d, part.bipartite)


def solve_bipartite(g: SimpleGraph, is_left: np.ndarray, seconds: float = 0.0) -> _Solution:
    """:func:`solve` for a graph known to be bipartite, every edge joining a vertex with
    ``is_left`` True to one with it False (not checked). `seconds` as for :func:`solve`: a
    second or more shows a progress bar of push–relabel where someone watches."""
    n = g.n
    lefts = np.flatnonzero(is_left)
    rights = np.flatnonzero(~is_left)
    mate = _mk.karp_sipser(n, g.indptr, g.indices)
    _push_relabel(g, lefts, is_left, mate, seconds)
    x_ptr, x_attr = _identity_attributes(n)
    in_d = _mk.alternating_reach(n, lefts, x_ptr, x_attr, g.indptr, g.indices, mate)
    in_d |= _mk.alternating_reach(n, rights, x_ptr, x_attr, g.indptr, g.indices, mate)
    sol = _Solution(mate.astype(np.int64), in_d, True)
    g._matching_solution = sol
    return sol


def _push_relabel(g: SimpleGraph, lefts: np.ndarray, is_left: np.ndarray, mate: np.ndarray,
                  seconds: float) -> None:
    """Augment `mate` to a maximum matching by push–relabel: in one kernel call, or, when
    `seconds` (the work expected) reaches SHOW_SECONDS, in pieces of about
    1 / PIECES_PER_SECOND seconds each (their work, counted in edge scans, is fitted to the
    time the previous piece took) with a progress bar between them: the exposed left vertices
    settled (matched, or found to have no augmenting path) out of those the greedy matching
    left. The same matching either way."""
    n = g.n
    if seconds < SHOW_SECONDS:
        _mk.push_relabel_matching(n, lefts, is_left, g.indptr, g.indices, mate)
        return
    total = int(np.count_nonzero(mate[lefts] == -1))
    state = _mk.push_relabel_state(n, len(lefts))
    limit = PIECE_WORK
    with Progress(total, True, "maximum matching", unit=" exposed vertices") as bar:
        while True:
            began = time.perf_counter()
            active = _mk.push_relabel_piece(n, lefts, is_left, g.indptr, g.indices, mate, state, limit)
            bar.update(total - active)
            if active == 0:
                return
            took = max(time.perf_counter() - began, 1e-6)
            limit = int(limit * min(4.0, max(0.25, 1.0 / (PIECES_PER_SECOND * took))))
            limit = max(limit, 1)


def forest(g: SimpleGraph, mate: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(tp, pre) of the Edmonds forest grown from the exposed vertices of the maximum matching
    `mate` (left unchanged): the links that lead from any vertex of D to an exposed one."""
    m = mate.astype(g.indices.dtype)
    tp, pre, aug = _mk.edmonds_forest(g.n, g.indptr, g.indices, m)
    assert aug == 0, "the matching was not maximum"
    return tp, pre


def _neighbours_of(g: SimpleGraph, mask: np.ndarray) -> np.ndarray:
    src = np.repeat(mask, np.diff(g.indptr))
    out = np.zeros(g.n, dtype=bool)
    out[g.indices[src]] = True
    return out


def maximum_matching(graph: Any, num_vertices: int | None = None) -> np.ndarray:
    """A maximum matching of an undirected graph.

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix or networkx Graph
        The graph (see :func:`grundy.as_simple_graph`); self-loops are ignored and parallel
        edges count once.
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.

    Returns
    -------
    numpy.ndarray of int64, or dict
        ``mate[v]`` is the vertex matched to v, or -1 when v is exposed; for networkx input, a
        dict from each node to its partner node (None when exposed).

    Raises
    ------
    InvalidGameError
        If the graph is malformed.

    Notes
    -----
    A Karp–Sipser greedy matching first, then for bipartite graphs push–relabel with global
    relabelling, and for other graphs one Edmonds blossom search per exposed vertex, stopped
    at its first augmenting path (a search that fails removes its tree from later searches).
    Both are O(V E) at worst and near-linear on sparse random graphs; push–relabel is used
    rather than Hopcroft–Karp because on grids with scattered holes Hopcroft–Karp needs
    hundreds of phases, each scanning most of the graph. A graph that is not bipartite but
    whose breadth-first 2-colouring leaves at most one edge in 128 vertices inside a side
    first takes push–relabel on the edges across the sides: the blossom searches then
    augment at most once per edge left out, instead of once per vertex the greedy matching
    left exposed, each growing through much of the graph (a grid with holes and a diagonal).

    Examples
    --------
    >>> maximum_matching([[0, 1], [1, 2], [2, 0], [2, 3]]).tolist()
    [1, 0, 3, 2]
    """
    g = simple_graph(graph, num_vertices, MATCHING_COST)
    return partners_by_node(g, solve(g).mate.copy())


def gallai_edmonds(graph: Any, num_vertices: int | None = None) -> GallaiEdmonds:
    """The Gallai–Edmonds decomposition (D, A, C) of an undirected graph.

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix or networkx Graph
        The graph (see :func:`grundy.as_simple_graph`).
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.

    Returns
    -------
    GallaiEdmonds
        D = vertices missed by some maximum matching, A = their neighbours outside D,
        C = the rest, and a maximum matching.

    Raises
    ------
    InvalidGameError
        If the graph is malformed.

    Notes
    -----
    After a maximum matching (see :func:`maximum_matching`): bipartite graphs take two
    alternating searches, D on the left = left vertices reachable from exposed left vertices
    (any edge left to right, then the matching edge back), and likewise on the right,
    O(V + E). Other graphs grow one Edmonds alternating forest from all exposed vertices at
    once; D is the set of even (outer) vertices, those absorbed into blossoms included,
    O(E alpha).

    Examples
    --------
    >>> ge = gallai_edmonds([[0, 1], [1, 2], [3, 4], [4, 5], [5, 3], [5, 6]])
    >>> ge.D.tolist(), ge.A.tolist(), ge.C.tolist(), ge.size
    ([0, 2], [1], [3, 4, 5, 6], 3)
    """
    g = simple_graph(graph, num_vertices, MATCHING_COST)
    sol = solve(g)
    a = _neighbours_of(g, sol.in_d) & ~sol.in_d
    c = ~(sol.in_d | a)
    d, a, c = np.flatnonzero(sol.in_d), np.flatnonzero(a), np.flatnonzero(c)
    if g.labels is not None:  # networkx input: node labels, in G.nodes order
        d, a, c = ([g.labels[i] for i in part.tolist()] for part in (d, a, c))
    picture = (g, sol.mate, sol.in_d) if g.n <= MAX_VERTICES and len(g.indices) <= 2 * MAX_EDGES else None
    return GallaiEdmonds(d, a, c, partners_by_node(g, sol.mate.copy()), sol.bipartite, picture)
