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
    "wythoff_options": ".wythoff",
    "zeckendorf": ".fibonacci",
    "fibonacci_nim_outcome": ".fibonacci",
    "fibonacci_nim_winning_move": ".fibonacci",
    "count_misere_fibonacci_wins": ".fibonacci",
    "SubtractionGame": ".subtraction",
    "subtraction_values": ".subtraction",
    "subtraction_certificate": ".subtraction",
    "TakeAndBreak": ".takebreak",
    "HeapMove": ".rules",
    "HeapRules": ".rules",
    "takebreak_values": ".takebreak",
    "save_state": ".takebreak",
    "load_state": ".takebreak",
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

__all__ = [  # _EXPORTS's names, written out for type checkers
    "Periodicity", "nim_value", "nim_outcome", "nim_winning_moves", "moore_nim_outcome",
    "moore_nim_winning_move", "staircase_value", "staircase_outcome", "staircase_winning_moves",
    "wythoff_p_position", "wythoff_partner", "wythoff_outcome", "wythoff_winning_moves",
    "wythoff_options", "zeckendorf", "fibonacci_nim_outcome", "fibonacci_nim_winning_move",
    "count_misere_fibonacci_wins", "SubtractionGame", "subtraction_values",
    "subtraction_certificate", "TakeAndBreak", "HeapMove", "HeapRules", "takebreak_values",
    "save_state", "load_state", "TBCode",
    "HeapRuleset", "OctalGame", "OctalMove", "parse_octal_code", "octal_values",
    "octal_certificate", "save_octal_state", "load_octal_state", "paper_table", "paper_value",
    "paper_outcome", "paper_winning_cuts",
]

# Type checkers (which take any TYPE_CHECKING as true) read the imports, and no __getattr__ that
# would make a misspelt name Any; at run time each module loads on first use of one of its names.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._period import Periodicity
    from .nim import nim_value, nim_outcome, nim_winning_moves
    from .moore import moore_nim_outcome, moore_nim_winning_move
    from .staircase import staircase_value, staircase_outcome, staircase_winning_moves
    from .wythoff import (
        wythoff_p_position, wythoff_partner, wythoff_outcome, wythoff_winning_moves,
        wythoff_options,
    )
    from .fibonacci import (
        zeckendorf, fibonacci_nim_outcome, fibonacci_nim_winning_move,
        count_misere_fibonacci_wins,
    )
    from .subtraction import SubtractionGame, subtraction_values, subtraction_certificate
    from .takebreak import TakeAndBreak, takebreak_values, save_state, load_state
    from .rules import HeapMove, HeapRules
    from .tbcode import TBCode
    from .ruleset import HeapRuleset
    from .octal import (
        OctalGame, OctalMove, parse_octal_code, octal_values, octal_certificate,
        save_octal_state, load_octal_state,
    )
    from .paper import paper_table, paper_value, paper_outcome, paper_winning_cuts
else:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
