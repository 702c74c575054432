"""Classic problems solved in their own input formats (``grundy judge PROBLEM``).

Each problem is a module here with a ``solve(data: bytes) -> str`` function that parses the
problem's input, calls the library and returns the exact accepted output. :data:`PROBLEMS`
maps each name to its module and a one-line summary; modules load only when used.
"""

from __future__ import annotations

import importlib

__all__ = ["PROBLEMS", "solve"]

PROBLEMS: dict[str, tuple[str, str]] = {
    "acwing1319": ("acwing1319", "tokens on a DAG (移棋子游戏): win or lose for the first player"),
    "cf1149e": ("cf1149e", "Election Promises (Codeforces 1149E): LOSE, or WIN and the new taxes"),
    "agc016f": ("agc016f", "Games on DAG (AtCoder AGC016F): edge subsets where the first player wins"),
}


def solve(problem: str, data: bytes) -> str:
    """Solve `problem` on the input text `data` and return its output (ending in a newline).

    Examples
    --------
    >>> print(solve("acwing1319", b"3 2 1\\n1 2\\n2 3\\n1\\n"), end="")
    lose
    """
    from ..errors import InvalidGameError

    if problem not in PROBLEMS:
        raise InvalidGameError(f"unknown problem {problem!r}; 'grundy judge --list' names them")
    module = importlib.import_module(f"{__name__}.{PROBLEMS[problem][0]}")
    return module.solve(data)
