"""Classic problems solved in their own input formats (``grundy judge PROBLEM``).

Each problem is a module here with a ``solve(data: bytes) -> str`` function that parses the
problem's input, calls the library and returns the exact accepted output; a problem with a
long output may also define ``solve_bytes(data)``, the same output as ASCII bytes, which
:func:`output` prefers. :data:`PROBLEMS` maps each name to its module and a one-line summary;
modules load only when used.
"""

from __future__ import annotations

import importlib

__all__ = ["PROBLEMS", "output", "solve", "sample"]

PROBLEMS: dict[str, tuple[str, str]] = {
    "acwing1319": ("acwing1319", "tokens on a DAG (移棋子游戏): win or lose for the first player"),
    "cf1149e": ("cf1149e", "Election Promises (Codeforces 1149E): LOSE, or WIN and the new taxes"),
    "agc016f": ("agc016f", "Games on DAG (AtCoder AGC016F): edge subsets where the first player wins"),
    "acwing219": ("acwing219", "cutting paper (剪纸游戏, POJ 2311): WIN or LOSE for each sheet"),
    "snoi2020": ("snoi2020", "取石子 (SNOI2020): counts of n where the first player wins"),
    "poj3710": ("poj3710", "Christmas Game (POJ 3710): Green Hackenbush sums, Sally or Harry"),
    "nim-product-64": ("nim_product_64", "Nim Product (64 bit) (Library Checker): T nim products a*b"),
    "jzoj6437": ("jzoj6437", "划愤 (JZOJ 6437): is the nimber determinant of the matrix non-zero?"),
    "loj536": ("loj536", "花札 (LibreOJ 536): for each first card of Alice, 1 if she wins"),
    "loj6033": ("loj6033", "棋盘游戏 (LibreOJ 6033): the start cells from which Alice wins"),
}


def solve(problem: str, data: bytes) -> str:
    """Solve `problem` on the input text `data` and return its output (ending in a newline).

    Examples
    --------
    >>> print(solve("acwing1319", b"3 2 1\\n1 2\\n2 3\\n1\\n"), end="")
    lose
    """
    return _module(problem).solve(data)


def output(problem: str, data: bytes) -> str | bytes:
    """:func:`solve`, returned as bytes (any bytes-like object) where the problem's module
    writes its output that way, so that a long output is not copied into a str.

    Examples
    --------
    >>> bytes(output("nim-product-64", b"2\\n2 2\\n3 5\\n"))
    b'3\\n15\\n'
    """
    module = _module(problem)
    fast = getattr(module, "solve_bytes", None)
    return fast(data) if fast is not None else module.solve(data)


def sample(problem: str) -> str:
    """A sample input of `problem` (the one ``grundy judge PROBLEM --help`` shows, and
    ``examples/`` holds).

    Examples
    --------
    >>> print(sample("agc016f"), end="")
    3 2
    1 2
    1 3
    """
    from ._samples import SAMPLES

    _module(problem)  # an unknown problem is refused as solve refuses it
    return SAMPLES[problem]


def _module(problem: str):
    from ..errors import InvalidGameError

    if problem not in PROBLEMS:
        raise InvalidGameError(f"unknown problem {problem!r}; 'grundy judge --list' names them")
    return importlib.import_module(f"{__name__}.{PROBLEMS[problem][0]}")
