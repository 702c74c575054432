"""Tokens on directed graphs: Grundy values of a DAG and sums of tokens (AcWing 1319),
generalized values and draws on graphs with cycles, Election Promises (CF 1149E) and the
count of edge subsets won by the first player (AGC016F)."""

from .._lazy import lazy_exports

_EXPORTS = {
    "dag_grundy": ".dag",
    "LoopyGraphValues": ".loopy",
    "loopy_grundy": ".loopy",
    "loopy_values": ".loopy",
    "PromisesAnalysis": ".promises",
    "election_promises": ".promises",
    "TokenMove": ".tokens",
    "TokensAnalysis": ".tokens",
    "analyze_tokens": ".tokens",
    "count_edge_subsets_first_player_wins": ".subsets",
}

__all__ = list(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
