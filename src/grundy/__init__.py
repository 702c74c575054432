"""grundy: impartial combinatorial games solved by Sprague–Grundy theory.

The library answers who wins and which move wins, for user-defined games
(:func:`grundy_value`, :func:`loopy_values`) and for families with fast algorithms
(tokens on graphs: :func:`dag_grundy`, :func:`loopy_grundy`, :func:`analyze_tokens`).
The ``grundy`` command solves classic problems in their own input formats.
"""

from .core import (
    GameSolver,
    LoopyValue,
    Outcome,
    grundy_value,
    loopy_values,
    mex,
    outcome,
    sum_outcome,
    sum_value,
    sum_winning_moves,
    winning_moves,
)
from .errors import GrundyError, InputFormatError, InvalidGameError, LoopyGameError
from .graphs import (
    CSRGraph,
    LoopyGraphValues,
    TokenMove,
    TokensAnalysis,
    analyze_tokens,
    as_digraph,
    dag_grundy,
    loopy_grundy,
    PromisesAnalysis,
    election_promises,
    count_edge_subsets_first_player_wins,
)

__version__ = "0.1.0"

__all__ = [
    "GameSolver",
    "LoopyValue",
    "Outcome",
    "grundy_value",
    "loopy_values",
    "mex",
    "outcome",
    "sum_outcome",
    "sum_value",
    "sum_winning_moves",
    "winning_moves",
    "GrundyError",
    "InputFormatError",
    "InvalidGameError",
    "LoopyGameError",
    "CSRGraph",
    "LoopyGraphValues",
    "TokenMove",
    "TokensAnalysis",
    "analyze_tokens",
    "as_digraph",
    "dag_grundy",
    "loopy_grundy",
    "PromisesAnalysis",
    "election_promises",
    "count_edge_subsets_first_player_wins",
    "__version__",
]
