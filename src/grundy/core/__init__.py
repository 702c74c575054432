"""The engine for user-defined games: mex, Grundy values, outcomes, sums, loopy values."""

from .games import GameSolver, grundy_value, outcome, sum_value, sum_winning_moves, winning_moves
from .loopy import LoopyValue, loopy_values, sum_outcome
from .mex import mex
from .outcome import Outcome

__all__ = [
    "GameSolver",
    "grundy_value",
    "outcome",
    "winning_moves",
    "sum_value",
    "sum_winning_moves",
    "LoopyValue",
    "loopy_values",
    "sum_outcome",
    "mex",
    "Outcome",
]
