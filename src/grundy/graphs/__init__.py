"""Games on graphs: tokens on directed graphs (acyclic or not)."""

from ._input import CSRGraph, as_digraph
from .dag import dag_grundy
from .explore import explore
from .loopy import LoopyGraphValues, loopy_grundy
from .subsets import count_edge_subsets_first_player_wins
from .promises import PromisesAnalysis, election_promises
from .tokens import TokenMove, TokensAnalysis, analyze_tokens

__all__ = [
    "CSRGraph",
    "as_digraph",
    "dag_grundy",
    "explore",
    "LoopyGraphValues",
    "loopy_grundy",
    "PromisesAnalysis",
    "election_promises",
    "TokenMove",
    "TokensAnalysis",
    "analyze_tokens",
    "count_edge_subsets_first_player_wins",
]
