"""Several tokens on one directed graph: the outcome and a move to make.

Each turn a player moves one token along one edge; a player who cannot move loses. The game
is the sum of one single-token game per token.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Hashable, Sequence, Union

import numpy as np

from ..core.loopy import LoopyValue, sum_outcome
from ..core.outcome import Outcome
from ..errors import LoopyGameError
from . import _kernels
from ._input import Digraph, digraph, vertex_list
from .loopy import LOOPY_COST, LoopyGraphValues, solve_loopy

__all__ = ["TokenMove", "TokensAnalysis", "analyze_tokens"]


@dataclass(frozen=True)
class TokenMove:
    """Move token number `token` (0-based, in the order given) from `source` to `target`."""

    token: int
    source: Hashable
    target: Hashable


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
    _extra: dict = field(default_factory=dict, repr=False, compare=False)

    def to_json(self) -> dict:
        """A JSON-ready dict: outcome word, per-token values and the move (or None)."""
        values = [v.to_json() if isinstance(v, LoopyValue) else int(v) for v in self.values]
        move = None
        if self.move is not None:
            move = {"token": self.move.token, "from": self.move.source, "to": self.move.target}
        return {"outcome": self.outcome.word, "values": values, "move": move}


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
    the token values. With cycles: O((V + E) * (D + 2)) (:func:`grundy.loopy_grundy`); a
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
        return TokensAnalysis(Outcome.of_value(x), [int(v) for v in tv], _dag_move(g, values, idx))
    if not allow_cycles:
        from .dag import _solve_dag

        _solve_dag(g)  # raises LoopyGameError naming the cycle
        raise LoopyGameError("the graph has a cycle")  # pragma: no cover
    r = solve_loopy(g)
    tv = [r._value(int(u)) for u in idx]
    outcome = sum_outcome(tv)
    return TokensAnalysis(outcome, tv, _loopy_move(r, idx, outcome), loopy=True)
