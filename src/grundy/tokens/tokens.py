"""Several tokens on one directed graph: the outcome and a move to make.

Each turn a player moves one token along one edge; a player who cannot move loses. The game
is the sum of one single-token game per token.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Hashable, Sequence, Union

import numpy as np

from .._textio import plural
from ..core.loopy import LoopyValue, sum_outcome
from ..core.outcome import Outcome
from ..errors import LoopyGameError
from . import _kernels
from ..graphbase.toolkit import MAX_EDGES, MAX_VERTICES, dag_levels, layers, network_svg
from .._reprs import name, preview, short
from ..graphbase.toolkit import Digraph, digraph, vertex_list
from .loopy import LOOPY_COST, LoopyGraphValues, solve_loopy

__all__ = ["TokenMove", "TokensAnalysis", "analyze_tokens"]


@dataclass(frozen=True)
class TokenMove:
    """Move token number `token` (0-based, in the order given) from `source` to `target`."""

    token: int
    source: Hashable
    target: Hashable

    def __repr__(self) -> str:
        return (f"TokenMove(token={self.token}, source={short(self.source)}, "
                f"target={short(self.target)})")


@dataclass(frozen=True)
class TokensAnalysis:
    """The solution of a tokens-on-a-graph position.

    Attributes
    ----------
    outcome : Outcome
        For the player to move: ``N`` (win), ``P`` (lose) or ``DRAW``.
    values : list
        The value of each token's vertex: an int on a DAG, a :class:`LoopyValue` when the graph
        has cycles.
    move : TokenMove or None
        A winning move when the outcome is a win; a move that keeps the draw when it is a draw;
        None for a loss (or a draw with no move at all).
    loopy : bool
        True when the graph had a cycle and generalized values were used.
    """

    outcome: Outcome
    values: list[Union[int, LoopyValue]]
    move: TokenMove | None
    loopy: bool = False
    #: For a small graph: (graph, vertex values or LoopyGraphValues, token vertex indices).
    _picture: tuple | None = field(default=None, repr=False, compare=False)

    def __repr__(self) -> str:
        """One line: the outcome, the number of tokens, their values (the first few) and the
        move. O(k) for k tokens."""
        xor = ""
        if not self.loopy:
            x = 0
            for value in self.values:
                x ^= int(value)
            xor = f", xor={x}"
        return (f"TokensAnalysis(outcome={self.outcome.word!r}, tokens={len(self.values)}{xor}, "
                f"values={preview(self.values, 6, str)}, move={_move_text(self.move)}"
                f"{', loopy=True' if self.loopy else ''})")

    def _repr_svg_(self) -> str | None:
        """The graph with each vertex's value inside it, the tokens' vertices in gold and the
        move's arc in red (notebooks); None for a graph of more than 60 vertices or 400 arcs.
        O(V + E)."""
        if self._picture is None:
            return None
        g, vals, idx = self._picture
        n = g.n
        u = np.repeat(np.arange(n, dtype=np.int64), np.diff(g.indptr))
        v = g.indices.astype(np.int64)
        if self.loopy:
            r = vals
            text = [str(r._value(x)) for x in range(n)]
            inside = [t if r.values[x] >= 0 else "∞" for x, t in enumerate(text)]
            depth = layers(n, u, v, np.flatnonzero(np.diff(g.indptr) == 0), every=True)
        else:
            text = inside = [str(int(x)) for x in vals]
            depth = dag_levels(n, u, v)
        count = np.bincount(idx, minlength=n)
        names = [name(g.label(x)) for x in range(n)]
        tips = [f"vertex {names[x]}: value {text[x]}"
                + (f", {count[x]} tokens" if count[x] > 1 else ", a token" if count[x] else "") for x in range(n)]
        names = [f"{t} ×{c}" if c > 1 else t for t, c in zip(names, count.tolist())]
        kind = ["plain"] * len(u)
        if self.move is not None:
            a, b = g.vertex(self.move.source), g.vertex(self.move.target)
            kind[int(np.flatnonzero((u == a) & (v == b))[0])] = "move"
        title = f"{plural(len(self.values), 'token')}: {self.outcome.word}"
        if self.move is not None:
            title += f"; move {_move_text(self.move)}"
        return network_svg(n, u, v, depth, directed=True, title=title, names=names, inside=inside,
                           vertex_class=["token" if c else "empty" for c in count],
                           fill=["#ffd54f" if c else "#ffffff" for c in count], vertex_tip=tips,
                           edge_kind=kind,
                           legend=[("#ffd54f", "token")] + ([("#d62728", "move")] if self.move else []))

    def to_json(self) -> dict:
        """A JSON-ready dict: outcome word, per-token values and the move (or None)."""
        values = [v.to_json() if isinstance(v, LoopyValue) else int(v) for v in self.values]
        move = None
        if self.move is not None:
            move = {"token": self.move.token, "from": self.move.source, "to": self.move.target}
        return {"outcome": self.outcome.word, "values": values, "move": move}


def _move_text(move: TokenMove | None) -> str:
    """``'token 1: 1 -> 2'`` (names cut short), or ``'None'``."""
    if move is None:
        return "None"
    return f"token {move.token}: {short(move.source, 24)} -> {short(move.target, 24)}"


def _dag_move(g: Digraph, values: np.ndarray, tokens: np.ndarray) -> TokenMove | None:
    gv = values[tokens]
    x = int(np.bitwise_xor.reduce(gv)) if len(gv) else 0
    if x == 0:
        return None
    i = int(np.flatnonzero((gv ^ x) < gv)[0])
    u = int(tokens[i])
    f = g.indices[g.indptr[u] : g.indptr[u + 1]]
    v = int(f[np.flatnonzero(values[f] == (gv[i] ^ x))[0]])
    return TokenMove(i, g.label(u), g.label(v))


def _loopy_move(r: LoopyGraphValues, tokens: np.ndarray, outcome: Outcome) -> TokenMove | None:
    g = r.graph
    vals = r.values[tokens]
    finite = vals >= 0
    inf_idx = np.flatnonzero(~finite)
    x = int(np.bitwise_xor.reduce(vals[finite])) if finite.any() else 0
    if outcome is Outcome.N:
        if len(inf_idx) == 0:
            # All finite: as in Nim, but among equal-valued options take the least counter.
            i = int(np.flatnonzero((vals ^ x) < vals)[0])
            target = int(vals[i]) ^ x
        else:
            # One infinite token whose K holds the XOR of the others: move it to that value.
            i = int(inf_idx[0])
            target = x
        u = int(tokens[i])
        return TokenMove(i, g.label(u), g.label(r.best_follower(u, target)))
    if outcome is not Outcome.DRAW:
        return None
    # Look for a move after which the opponent, too, can only draw.
    sets: dict[int, frozenset] = {}

    def K(u: int) -> frozenset:
        if u not in sets:
            sets[u] = r._infinity_set(u)
        return sets[u]

    for i in range(len(tokens)):
        u = int(tokens[i])
        rest = x ^ int(vals[i]) if finite[i] else x
        others = [int(tokens[j]) for j in inf_idx[:3] if j != i][:2]
        for v in np.unique(r.followers(u)):
            v = int(v)
            new = int(r.values[v])
            if new >= 0:
                if not others:
                    continue  # all finite: a win or a loss for the opponent
                if len(others) == 1 and (rest ^ new) in K(others[0]):
                    continue
            elif not others and rest in K(v):
                continue  # a single infinite part the opponent can win from
            return TokenMove(i, g.label(u), g.label(v))
    return None


def analyze_tokens(
    graph: Any,
    tokens: Sequence[Hashable] | np.ndarray,
    *,
    num_vertices: int | None = None,
    allow_cycles: bool = True,
) -> TokensAnalysis:
    """Solve the game of several tokens on a directed graph and recommend a move.

    Parameters
    ----------
    graph : array_like of shape (E, 2), CSRGraph, scipy sparse matrix or networkx DiGraph
        The graph. With cycles, play can go on forever (a draw).
    tokens : sequence of vertices
        The vertex of each token (several tokens may share a vertex).
    num_vertices : int, optional
        Number of vertices, for an edge array whose last vertices have no edges.
    allow_cycles : bool, default True
        When False, a cycle raises :class:`LoopyGameError` instead of being solved.

    Returns
    -------
    TokensAnalysis
        The outcome, each token's value and the move to make.

    Raises
    ------
    LoopyGameError
        If the graph has a cycle and `allow_cycles` is False.
    InvalidGameError
        If a token is not a vertex of the graph, or the graph is malformed.
    ResourceLimitError
        If the graph (say ``num_vertices``) would not fit in the available memory.

    Notes
    -----
    On a DAG: O(V + E) (:func:`grundy.dag_grundy`), and the winning move is the Nim move on
    the token values. With cycles: O(V + E + X) (:func:`grundy.loopy_grundy`: X <= E (D + 1)
    for maximum out-degree D, below E on staircases of values and random digraphs); a
    winning move goes to the option of the wanted value with the least labelling counter, so
    repeating the recommendation wins in finitely many moves; a drawn position gets a move
    that keeps the draw, found in O(k + sum of the token vertices' degrees).

    Examples
    --------
    >>> a = analyze_tokens([[0, 1], [1, 2]], [0, 1])
    >>> a.outcome, a.values, a.move
    (<Outcome.N: 'N'>, [0, 1], TokenMove(token=1, source=1, target=2))
    >>> analyze_tokens([[0, 1], [1, 0]], [0]).outcome
    <Outcome.DRAW: 'D'>
    """
    g = digraph(graph, num_vertices, LOOPY_COST)
    idx = vertex_list(g, tokens, "token")
    values, cycle = _kernels.dag_grundy(g.n, g.indptr, g.indices)
    if not len(cycle):
        tv = values[idx]
        x = int(np.bitwise_xor.reduce(tv)) if len(tv) else 0
        picture = (g, values, idx) if _small(g) else None
        return TokensAnalysis(Outcome.of_value(x), [int(v) for v in tv], _dag_move(g, values, idx),
                              _picture=picture)
    if not allow_cycles:
        from .dag import _solve_dag

        _solve_dag(g)  # raises LoopyGameError naming the cycle
        raise LoopyGameError("the graph has a cycle")  # pragma: no cover
    r = solve_loopy(g)
    tv = [r._value(int(u)) for u in idx]
    outcome = sum_outcome(tv)
    return TokensAnalysis(outcome, tv, _loopy_move(r, idx, outcome), loopy=True,
                          _picture=(g, r, idx) if _small(g) else None)


def _small(g: Digraph) -> bool:
    """Whether a picture of `g` is drawn (and the analysis keeps the graph for it)."""
    return g.n <= MAX_VERTICES and len(g.indices) <= MAX_EDGES
