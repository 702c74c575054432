"""Games on graphs: tokens on directed graphs (acyclic or not)."""

from ._input import CSRGraph, as_digraph
from .dag import dag_grundy
from .explore import explore
from .loopy import LoopyGraphValues, loopy_grundy
from .tokens import TokenMove, TokensAnalysis, analyze_tokens

__all__ = [
    "CSRGraph",
    "as_digraph",
    "dag_grundy",
    "explore",
    "LoopyGraphValues",
    "loopy_grundy",
    "TokenMove",
    "TokensAnalysis",
    "analyze_tokens",
]
