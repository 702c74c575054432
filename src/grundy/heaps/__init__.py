"""Heap games with closed forms or fast algorithms.

Nim (normal and misère), Moore's Nim_k, staircase Nim, Wythoff's game, Fibonacci Nim and its
misère count (SNOI2020), subtraction games, octal and hexadecimal games with periodicity
certificates, every take-and-break code of CGSuite's language (Grundy's game included), and
cutting paper (AcWing 219). Each module loads on first use of one of its
names.
"""

from .._lazy import lazy_exports

_EXPORTS = {
    "Periodicity": "._period",
    "nim_value": ".nim",
    "nim_outcome": ".nim",
    "nim_winning_moves": ".nim",
    "moore_nim_outcome": ".moore",
    "moore_nim_winning_move": ".moore",
    "staircase_value": ".staircase",
    "staircase_outcome": ".staircase",
    "staircase_winning_moves": ".staircase",
    "wythoff_p_position": ".wythoff",
    "wythoff_partner": ".wythoff",
    "wythoff_outcome": ".wythoff",
    "wythoff_winning_moves": ".wythoff",
    "zeckendorf": ".fibonacci",
    "fibonacci_nim_outcome": ".fibonacci",
    "fibonacci_nim_winning_move": ".fibonacci",
    "count_misere_fibonacci_wins": ".fibonacci",
    "SubtractionGame": ".subtraction",
    "subtraction_values": ".subtraction",
    "subtraction_certificate": ".subtraction",
    "TakeAndBreak": ".takebreak",
    "HeapMove": ".takebreak",
    "takebreak_values": ".takebreak",
    "TBCode": ".tbcode",
    "HeapRuleset": ".ruleset",
    "OctalGame": ".octal",
    "OctalMove": ".octal",
    "parse_octal_code": ".octal",
    "octal_values": ".octal",
    "octal_certificate": ".octal",
    "save_octal_state": ".octal",
    "load_octal_state": ".octal",
    "paper_table": ".paper",
    "paper_value": ".paper",
    "paper_outcome": ".paper",
    "paper_winning_cuts": ".paper",
}

__all__ = list(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
