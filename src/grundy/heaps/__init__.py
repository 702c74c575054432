"""Heap games with closed forms or fast algorithms.

Nim (normal and misère), Moore's Nim_k, staircase Nim, Wythoff's game, Fibonacci Nim and its
misère count (SNOI2020), subtraction games, octal and hexadecimal games with periodicity
certificates, and cutting paper (AcWing 219).
"""

from ._period import Periodicity
from .fibonacci import (
    count_misere_fibonacci_wins,
    fibonacci_nim_outcome,
    fibonacci_nim_winning_move,
    zeckendorf,
)
from .moore import moore_nim_outcome, moore_nim_winning_move
from .nim import nim_outcome, nim_value, nim_winning_moves
from .octal import (
    OctalGame,
    OctalMove,
    load_octal_state,
    octal_certificate,
    octal_values,
    parse_octal_code,
    save_octal_state,
)
from .paper import paper_outcome, paper_table, paper_value, paper_winning_cuts
from .staircase import staircase_outcome, staircase_value, staircase_winning_moves
from .subtraction import SubtractionGame, subtraction_certificate, subtraction_values
from .wythoff import wythoff_outcome, wythoff_p_position, wythoff_partner, wythoff_winning_moves

__all__ = [
    "Periodicity",
    "nim_value",
    "nim_outcome",
    "nim_winning_moves",
    "moore_nim_outcome",
    "moore_nim_winning_move",
    "staircase_value",
    "staircase_outcome",
    "staircase_winning_moves",
    "wythoff_p_position",
    "wythoff_partner",
    "wythoff_outcome",
    "wythoff_winning_moves",
    "zeckendorf",
    "fibonacci_nim_outcome",
    "fibonacci_nim_winning_move",
    "count_misere_fibonacci_wins",
    "SubtractionGame",
    "subtraction_values",
    "subtraction_certificate",
    "OctalGame",
    "OctalMove",
    "parse_octal_code",
    "octal_values",
    "octal_certificate",
    "save_octal_state",
    "load_octal_state",
    "paper_table",
    "paper_value",
    "paper_outcome",
    "paper_winning_cuts",
]
