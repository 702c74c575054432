"""Tokens on directed graphs: Grundy values of a DAG and sums of tokens (AcWing 1319),
generalized values and draws on graphs with cycles, Election Promises (CF 1149E) and the
count of edge subsets won by the first player (AGC016F). :mod:`grundy.tokens.text` reads the
text format of tokens on a graph (``grundy tokens``, AcWing 1319)."""

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

__all__ = [  # _EXPORTS's names, written out for type checkers
    "dag_grundy", "LoopyGraphValues", "loopy_grundy", "loopy_values", "PromisesAnalysis",
    "election_promises", "TokenMove", "TokensAnalysis", "analyze_tokens",
    "count_edge_subsets_first_player_wins",
]

# Type checkers (which take any TYPE_CHECKING as true) read the imports, and no __getattr__ that
# would make a misspelt name Any; at run time each module loads on first use of one of its names.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from .dag import dag_grundy
    from .loopy import LoopyGraphValues, loopy_grundy, loopy_values
    from .promises import PromisesAnalysis, election_promises
    from .tokens import TokenMove, TokensAnalysis, analyze_tokens
    from .subsets import count_edge_subsets_first_player_wins
else:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
