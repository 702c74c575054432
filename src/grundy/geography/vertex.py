"""Undirected vertex geography: a token moves along edges and never returns to a visited vertex.

A token stands on a vertex of an undirected graph (the start vertex counts as visited). The
players alternately move it to an adjacent vertex not visited before; a player who cannot
move loses. The player to move from v wins exactly when every maximum matching covers v, that
is, when v is not in D(G) of the Gallai–Edmonds decomposition (see
:mod:`grundy.geography.matching`).

The strategy: fix a maximum matching M that covers v when v is not in D(G) (the first player
wins), or misses v when it is (the second player wins), and let the winner always move the
token to the M-partner of its vertex. The loser can never escape: a move to an M-exposed
vertex, or an M-partner already visited, would close an M-augmenting path, or an even
alternating path that swaps M into a maximum matching missing (respectively covering) v.
"""

from __future__ import annotations

from collections.abc import Sequence as SequenceABC
from typing import Any, Callable, Hashable, Iterator, Sequence

import numpy as np

from .._limits import announce, check_memory
from .._progress import SHOW_SECONDS
from .._textio import plural
from ..core.outcome import Outcome
from ..errors import InvalidGameError
from . import _kernels as _mk
from ..graphbase import SimpleGraph
from ..graphbase.toolkit import (
    by_node, csr_from_edges, index_dtype, simple_graph, simple_graph_from_edge_arrays,
)
from .matching import MATCHING_COST, forest, solve

__all__ = [
    "geography_wins",
    "geography_move",
    "GeographyStrategy",
    "geography_strategy",
    "card_geography",
]

#: Peak memory of card geography with two attributes a card (the work of ``grundy judge
#: loj536``), bytes per card and per attribute value, measured with /usr/bin/time -v on the
#: command (start-up, text input and output included): 10 cards among 10^6 values took 24.4
#: bytes per value, and 10^6 cards among 1.5 * 10^6 values 165 bytes per card, so about 129
#: per card; rounded up.
CARD_BYTES = 136
ATTRIBUTE_BYTES = 32
#: Vertices with an edge plus edges that the maximum matching and D(G) handle per second on
#: sparse random graphs (measured 2 to 5 * 10^6, rounded down; a hard graph takes longer, the
#: matching being O(V E) at worst). Work expected to take longer than ANNOUNCE_SECONDS is
#: announced on standard error, and work of a second or more shows a progress bar of the
#: matching (see :func:`grundy.geography.matching.solve`).
MATCHING_ITEMS_PER_SECOND = 2e6
ANNOUNCE_SECONDS = 5


def announce_matching(g: SimpleGraph) -> float:
    """Say on standard error when the maximum matching of `g` will take long (not yet known).
    Returns the seconds expected, for :func:`solve` (0 when it is known or surely short)."""
    m = len(g.indices) // 2
    if getattr(g, "_matching_solution", None) is not None or g.n + m < SHOW_SECONDS * MATCHING_ITEMS_PER_SECOND:
        return 0.0
    used = int(np.count_nonzero(np.diff(g.indptr)))  # isolated vertices cost next to nothing
    seconds = (used + m) / MATCHING_ITEMS_PER_SECOND
    if seconds > ANNOUNCE_SECONDS:
        announce(f"vertex geography on {plural(g.n, 'vertex', 'vertices')} and {plural(m, 'edge')}: "
                 f"about {seconds:.0f} s or more")
    return seconds


def geography_wins(graph: Any, num_vertices: int | None = None) -> np.ndarray:
    """For every start vertex: does the player to move win undirected vertex geography?

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix or networkx Graph
        The undirected graph (see :func:`grundy.as_simple_graph`); self-loops are
        ignored and parallel edges count once.
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.

    Returns
    -------
    numpy.ndarray of bool, or dict
        ``wins[v]`` is True when the player to move with the token on v (v visited) wins; for
        networkx input, a dict from each node to that bool.

    Raises
    ------
    InvalidGameError
        If the graph is malformed.
    ResourceLimitError
        If the graph (say ``num_vertices``) would not fit in the available memory.

    Notes
    -----
    The player to move wins from v iff v is covered by every maximum matching, i.e. v is not
    in the Gallai–Edmonds set D(G) (:func:`grundy.gallai_edmonds`). Cost: one maximum
    matching and one or two alternating searches (see :func:`grundy.maximum_matching`);
    isolated vertices (lost at once) cost a few bytes each. A graph expected to take more than
    a few seconds is announced on standard error (see :mod:`grundy._limits`).

    Examples
    --------
    >>> geography_wins([[0, 1], [1, 2]]).tolist()     # path a - b - c
    [False, True, False]
    >>> geography_wins([[0, 1], [1, 2], [2, 0]]).tolist()
    [False, False, False]
    """
    g = simple_graph(graph, num_vertices, MATCHING_COST)
    seconds = announce_matching(g)
    return by_node(g, ~solve(g, seconds).in_d)


def _path_indices(g: SimpleGraph, path: Sequence[Hashable]) -> np.ndarray:
    """Validate a play (distinct vertices, consecutive ones adjacent) and return its indices."""
    if isinstance(path, (str, bytes)) or not hasattr(path, "__len__") or len(path) == 0:
        raise InvalidGameError("a path must be a non-empty sequence of vertices, starting with the start vertex")
    idx = np.array([g.vertex(v, "path vertex") for v in path], dtype=np.int64)
    if len(np.unique(idx)) != len(idx):
        seen: set[int] = set()
        for i, v in enumerate(idx.tolist()):
            if v in seen:
                raise InvalidGameError(f"the path visits {g.label(v)!r} twice (at move {i})")
            seen.add(v)
    for i in range(len(idx) - 1):
        if not np.any(g.neighbours(int(idx[i])) == idx[i + 1]):
            raise InvalidGameError(
                f"move {i + 1} of the path goes from {g.label(int(idx[i]))!r} to "
                f"{g.label(int(idx[i + 1]))!r}, which are not adjacent"
            )
    return idx


def _position_move(g: SimpleGraph, idx: np.ndarray) -> int | None:
    """A winning move (vertex index) from the position after the play `idx`, or None.

    The position is geography on G minus the visited vertices other than the current one,
    from the current one.
    """
    c = int(idx[-1])
    keep = np.ones(g.n, dtype=bool)
    keep[idx] = False
    keep[c] = True
    new = np.cumsum(keep) - 1
    e = g.edges()
    e = e[keep[e[:, 0]] & keep[e[:, 1]]]
    sub = simple_graph_from_edge_arrays(int(keep.sum()), new[e[:, 0]], new[e[:, 1]])
    sol = solve(sub)
    cc = int(new[c])
    if sol.in_d[cc]:
        return None
    return int(np.flatnonzero(keep)[sol.mate[cc]])


def geography_move(graph: Any, path: Sequence[Hashable], num_vertices: int | None = None) -> Hashable | None:
    """A winning move after a play of vertex geography, or None when the player to move loses.

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix or networkx Graph
        The undirected graph.
    path : sequence of vertices
        The play so far: the start vertex, then the vertex after each move.
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.

    Returns
    -------
    vertex or None
        A vertex to move the token to that wins for the player to move, or None.

    Raises
    ------
    InvalidGameError
        If the path repeats a vertex or makes a move along a non-edge.

    Notes
    -----
    The position is geography on G minus the visited vertices but the current one: one
    maximum matching of that graph, O(V + E) plus the matching. For a whole game,
    :func:`geography_strategy` answers each move from one matching, in O(length of the play).

    Examples
    --------
    >>> geography_move([[0, 1], [1, 2], [2, 3]], [1]), geography_move([[0, 1], [1, 2], [2, 3]], [1, 2])
    (0, 3)
    >>> geography_move([[0, 1], [1, 2], [2, 3]], [1, 0]) is None
    True
    """
    g = simple_graph(graph, num_vertices, MATCHING_COST)
    move = _position_move(g, _path_indices(g, path))
    return None if move is None else g.label(move)


class GeographyStrategy:
    """A winning strategy for vertex geography from one start vertex.

    Made by :func:`geography_strategy`. The winner (the first player, who moves from the
    start, or the second) always moves the token to the partner of its vertex in one fixed
    maximum matching, :attr:`matching`.

    Attributes
    ----------
    start : vertex
        The start vertex.
    outcome : Outcome
        ``N`` when the first player (to move from the start) wins, ``P`` when the second does.
    matching : numpy.ndarray
        The fixed maximum matching (``matching[v]`` is v's partner or -1, by vertex index): it
        covers the start when the first player wins and misses it otherwise.
    """

    def __init__(self, graph: SimpleGraph, start: int, matching: np.ndarray, first_wins: bool):
        self.graph = graph
        self._start = start
        self.matching = matching
        self.first_wins = first_wins

    @property
    def start(self) -> Hashable:
        return self.graph.label(self._start)

    @property
    def outcome(self) -> Outcome:
        return Outcome.N if self.first_wins else Outcome.P

    @property
    def winner(self) -> str:
        """``'first'`` or ``'second'``: the player who wins with best play."""
        return "first" if self.first_wins else "second"

    def __repr__(self) -> str:
        """One line: the start, the winner and the size of the graph and of the matching. O(V)."""
        from .._reprs import short

        m = int(np.count_nonzero(self.matching >= 0)) // 2
        return (f"GeographyStrategy(start={short(self.start)}, winner={self.winner!r}, "
                f"vertices={self.graph.n}, edges={len(self.graph.indices) // 2}, matching_size={m})")

    def _repr_svg_(self) -> str | None:
        """The graph with the start vertex ringed in red and the strategy's matching edges
        thick: the winner always moves along one (notebooks); None for a graph of more than 60
        vertices or 400 edges. O(V + E)."""
        from ..graphbase.toolkit import MAX_EDGES, MAX_VERTICES, layers, network_svg
        from .._reprs import name

        g = self.graph
        if g.n > MAX_VERTICES or len(g.indices) > 2 * MAX_EDGES:
            return None
        e = g.edges()
        u, v = e[:, 0], e[:, 1]
        names = [name(g.label(x)) for x in range(g.n)]
        mate = self.matching
        title = (f"start {name(self.start)}: the {self.winner} player wins by moving along the "
                 "thick (matching) edges")
        return network_svg(g.n, u, v, layers(g.n, u, v, [self._start], every=True), directed=False,
                           title=title, names=names,
                           vertex_class=["start" if x == self._start else "other" for x in range(g.n)],
                           fill=["#ffffff"] * g.n, rings={self._start: "#d62728"},
                           vertex_tip=[f"vertex {t}" + (" (start)" if x == self._start else "")
                                       for x, t in enumerate(names)],
                           edge_kind=["matched" if mate[x] == y else "plain" for x, y in zip(u.tolist(), v.tolist())])

    def _checked(self, path: Sequence[Hashable]) -> np.ndarray:
        idx = _path_indices(self.graph, path)
        if idx[0] != self._start:
            raise InvalidGameError(f"the path starts at {path[0]!r}, not at the start vertex {self.start!r}")
        return idx

    def legal_moves(self, path: Sequence[Hashable]) -> list:
        """The vertices the token may move to after the play `path` (unvisited neighbours).

        O(length of path + degree).
        """
        idx = self._checked(path)
        nb = self.graph.neighbours(int(idx[-1]))
        return [self.graph.label(int(v)) for v in nb[~np.isin(nb, idx)]]

    def move(self, path: Sequence[Hashable]) -> Hashable | None:
        """The winning move for the player to move after the play `path`, or None if that player
        cannot win.

        Parameters
        ----------
        path : sequence of vertices
            The play so far, starting with the start vertex.

        Returns
        -------
        vertex or None
            While the winner has followed the strategy: the matching partner of the current
            vertex on the winner's turns and None on the loser's, O(length of path). After any
            other play, the exact answer for the position reached (see
            :func:`geography_move`).

        Raises
        ------
        InvalidGameError
            If the path does not start at the start vertex, repeats a vertex or makes a move
            along a non-edge.
        """
        idx = self._checked(path)
        mate = self.matching
        first = 0 if self.first_wins else 1  # index of the winner's first move in the path
        followed = bool(np.all(idx[first + 1 :: 2] == mate[idx[first:-1:2]])) if len(idx) > first + 1 else True
        if followed:
            if (len(idx) - 1) % 2 != first:
                return None
            m = int(mate[idx[-1]])
            if m >= 0 and not np.any(idx == m):  # always so, by the theorem
                return self.graph.label(m)
        move = _position_move(self.graph, idx)
        return None if move is None else self.graph.label(move)

    def play(self, opponent: Callable[[Sequence, list], Hashable]) -> list:
        """Play a whole game, the strategy taking the winning side.

        Parameters
        ----------
        opponent : callable
            ``opponent(path, moves)`` is called on the loser's turns with the play so far and
            the legal moves, and returns the vertex to move to. `path` is a read-only view of
            the play, which grows as the game goes on (``list(path)`` keeps a copy). A person
            can play with
            ``lambda path, moves: int(input(f"at {path[-1]}, move to one of {moves}: "))``.

        Returns
        -------
        list
            The finished play: the player to move after it has no legal move and loses.

        Raises
        ------
        InvalidGameError
            If the opponent returns an illegal move.

        Notes
        -----
        O(L + sum of the degrees of the visited vertices) for a game of L moves, besides the
        opponent's own time: the winner's move is the matching partner of the current vertex
        (unvisited, by the theorem), and the visited vertices are kept in a set.

        Examples
        --------
        >>> s = geography_strategy([[0, 1], [1, 2], [2, 3], [3, 0], [0, 4]], 4)
        >>> s.winner, s.play(lambda path, moves: moves[0])
        ('second', [4, 0, 1, 2, 3])
        """
        g = self.graph
        mate = self.matching
        path = [self.start]
        view = _PlayView(path)
        visited = {self._start}
        c = self._start
        winners_turn = self.first_wins
        while True:
            free = [v for v in g.neighbours(c).tolist() if v not in visited]
            if not free:
                return path
            if winners_turn:
                nxt = int(mate[c])
                if nxt < 0 or nxt in visited:  # pragma: no cover - the theorem rules it out
                    idx = np.array([g.vertex(x, "path vertex") for x in path], dtype=np.int64)
                    best = _position_move(g, idx)
                    nxt = free[0] if best is None else best
            else:
                moves = [g.label(v) for v in free]
                choice = opponent(view, moves)
                try:
                    nxt = free[moves.index(choice)]
                except ValueError:
                    raise InvalidGameError(
                        f"{choice!r} is not a legal move from {path[-1]!r}; the legal moves are {moves}"
                    ) from None
            path.append(g.label(nxt))
            visited.add(nxt)
            c = nxt
            winners_turn = not winners_turn


class _PlayView(SequenceABC):
    """A read-only view of a play in progress, given to the opponent of
    :meth:`GeographyStrategy.play` without copying the play on every turn."""

    __slots__ = ("_items",)

    def __init__(self, items: list):
        self._items = items

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, i):
        return self._items[i]  # a slice is a new list

    def __iter__(self) -> Iterator:
        return iter(self._items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, _PlayView):
            return self._items == other._items
        return isinstance(other, (list, tuple)) and self._items == list(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(self._items)


def geography_strategy(graph: Any, start: Hashable, num_vertices: int | None = None) -> GeographyStrategy:
    """A winning strategy for undirected vertex geography from `start`.

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix or networkx Graph
        The undirected graph.
    start : vertex
        The start vertex (a node label for networkx input).
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.

    Returns
    -------
    GeographyStrategy
        Who wins, and the winner's move after any play (:meth:`GeographyStrategy.move`).

    Raises
    ------
    InvalidGameError
        If the graph is malformed or `start` is not a vertex.

    Notes
    -----
    One maximum matching M (see :func:`grundy.maximum_matching`). When the start v is in
    D(G) but M covers it, M is changed along the even alternating path from an exposed
    vertex to v found by the Edmonds forest (O(E alpha)), so that it misses v.

    Examples
    --------
    >>> s = geography_strategy([[0, 1], [1, 2], [2, 3]], 1)
    >>> s.outcome, s.move([1]), s.move([1, 0])
    (<Outcome.N: 'N'>, 0, None)
    """
    g = simple_graph(graph, num_vertices, MATCHING_COST)
    v = g.vertex(start, "start")
    seconds = announce_matching(g)
    sol = solve(g, seconds)
    if not sol.in_d[v] or sol.mate[v] == -1:
        return GeographyStrategy(g, v, sol.mate.copy(), not sol.in_d[v])
    if sol.forest is None:
        sol.forest = forest(g, sol.mate)
    tp, pre = sol.forest
    mate = sol.mate.copy()
    _mk.flip_to_root(v, mate, pre)
    return GeographyStrategy(g, v, mate, False)


def _attribute_ids(left: np.ndarray, right: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
    """Number the values of each column, columns apart: (left ids, right ids, count)."""
    k = left.shape[1]
    lid = np.empty(left.shape, np.int64)
    rid = np.empty(right.shape, np.int64)
    offset = 0
    for j in range(k):
        values, inv = np.unique(np.concatenate([left[:, j], right[:, j]]), return_inverse=True)
        lid[:, j] = inv[: len(left)] + offset
        rid[:, j] = inv[len(left) :] + offset
        offset += len(values)
    return lid, rid, offset


def card_hands_d(left_ids: np.ndarray, right_ids: np.ndarray, num_attributes: int) -> np.ndarray:
    """D(G) (bool mask, left cards first) of the two-hands card graph, from attribute ids.

    ``left_ids`` (n1, k) and ``right_ids`` (n2, k) hold ids in 0..num_attributes-1, distinct
    within a row. The graph is never built: matching runs on the attribute form (see
    :mod:`grundy.geography._kernels`).
    """
    n1, n2 = len(left_ids), len(right_ids)
    n = n1 + n2
    k = left_ids.shape[1]
    vt = index_dtype(n)
    x_ptr = np.arange(0, k * n + 1, max(k, 1), dtype=np.int64) if k else np.zeros(n + 1, np.int64)
    x_attr = np.concatenate([left_ids.reshape(-1), right_ids.reshape(-1)]).astype(np.int64)
    ar_ptr, ar_mem = csr_from_edges(
        num_attributes, right_ids.reshape(-1).astype(np.int64), np.repeat(np.arange(n1, n, dtype=vt), k)
    )
    al_ptr, al_mem = csr_from_edges(
        num_attributes, left_ids.reshape(-1).astype(np.int64), np.repeat(np.arange(n1, dtype=vt), k)
    )
    lefts = np.arange(n1, dtype=np.int64)
    rights = np.arange(n1, n, dtype=np.int64)
    mate = np.full(n, -1, vt)
    _mk.attribute_greedy(lefts, x_ptr, x_attr, ar_ptr, ar_mem, mate)
    _mk.hopcroft_karp(n, lefts, x_ptr, x_attr, ar_ptr, ar_mem, mate)
    in_d = _mk.alternating_reach(n, lefts, x_ptr, x_attr, ar_ptr, ar_mem, mate)
    in_d |= _mk.alternating_reach(n, rights, x_ptr, x_attr, al_ptr, al_mem, mate)
    return in_d


def _card_array(a: Any, what: str) -> np.ndarray:
    try:
        arr = np.asarray(a)
    except ValueError:
        raise InvalidGameError(f"{what} must be a rectangular integer array") from None
    if arr.ndim != 2:
        raise InvalidGameError(f"{what} must have shape (cards, attributes), not {arr.shape}")
    if arr.size and (arr.dtype == bool or not np.issubdtype(arr.dtype, np.integer)):
        raise InvalidGameError(f"{what} must hold integers, not {arr.dtype}")
    cards, k = arr.shape
    # The figures are for two attributes a card; at most k distinct values a card. Checked
    # before the int64 copy (a broadcast array costs nothing until copied).
    check_memory(float(cards) * max(k, 2) / 2 * CARD_BYTES + float(cards) * k * ATTRIBUTE_BYTES,
                 f"{what}: {plural(cards, 'card')} of {plural(k, 'attribute')}")
    return arr.astype(np.int64)


def card_geography(left: Any, right: Any) -> tuple[np.ndarray, np.ndarray]:
    """Vertex geography between two hands of cards (LibreOJ 536, 花札).

    Card i of the left hand and card j of the right hand are adjacent when they agree in at
    least one attribute (column): ``left[i, c] == right[j, c]`` for some c. Cards of one hand
    are never adjacent. The token alternates between the hands; each card is played once.

    Parameters
    ----------
    left : array_like of int, shape (n1, k)
        The attributes of the left hand's cards (for example number and colour).
    right : array_like of int, shape (n2, k)
        The attributes of the right hand's cards, same columns.

    Returns
    -------
    (wins_left, wins_right) : tuple of numpy.ndarray of bool
        ``wins_left[i]``: the player to move with the token on left card i (so about to play
        a right card) wins; likewise ``wins_right[j]``.

    Raises
    ------
    InvalidGameError
        If the arrays are not 2-D integer arrays with the same number of columns.
    ResourceLimitError
        If the cards would need more memory than is available.

    Notes
    -----
    The card graph can have n1 * n2 edges; it is never built. Each card is joined to one
    vertex per attribute value instead, and Hopcroft–Karp runs on the card graph through
    these O(n k) arcs: in a breadth-first search an attribute vertex is expanded once, when
    the first card reaches it, which labels all its cards of the other hand at that layer;
    so only cards of that layer can use it in the depth-first search, and one scan pointer
    per attribute serves them all. D is then two alternating searches through the same
    arcs. O(sqrt(n) (n k + A)) for n cards and A distinct attribute values.

    Examples
    --------
    >>> wl, wr = card_geography([[1, 1], [2, 2]], [[1, 2]])
    >>> wl.tolist(), wr.tolist()
    ([False, False], [True])
    """
    lt = _card_array(left, "left")
    rt = _card_array(right, "right")
    if lt.shape[1] != rt.shape[1]:
        raise InvalidGameError(f"left has {plural(lt.shape[1], 'attribute')} per card but right has {rt.shape[1]}")
    cards, k = len(lt) + len(rt), lt.shape[1]
    check_memory(float(cards) * max(k, 2) / 2 * CARD_BYTES + float(cards) * k * ATTRIBUTE_BYTES,
                 f"{plural(cards, 'card')} of {plural(k, 'attribute')}")
    lid, rid, na = _attribute_ids(lt, rt)
    in_d = card_hands_d(lid, rid, na)
    return ~in_d[: len(lt)], ~in_d[len(lt) :]
