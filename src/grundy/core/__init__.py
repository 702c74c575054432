"""The engine for user-defined games: mex, Grundy values, outcomes, sums, loopy values,
remoteness and the compounds of games.

The core imports nothing above it; :func:`grundy.loopy_values`, which solves a user-defined
game on the graph of its positions, lives with the graph kernels (:mod:`grundy.tokens.loopy`).
"""

from .compounds import CompoundSolver, compound_outcome, compound_winning_moves, remoteness, suspense
from .games import GameSolver, Sum, grundy_value, outcome, sum_value, sum_winning_moves, winning_moves
from .loopy import LoopyValue, sum_outcome
from .mex import mex
from .outcome import Outcome

__all__ = [
    "GameSolver",
    "Sum",
    "grundy_value",
    "outcome",
    "winning_moves",
    "sum_value",
    "sum_winning_moves",
    "LoopyValue",
    "sum_outcome",
    "mex",
    "Outcome",
    "CompoundSolver",
    "remoteness",
    "suspense",
    "compound_outcome",
    "compound_winning_moves",
]
