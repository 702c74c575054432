"""SNOI2020 取石子: misère Fibonacci Nim counts.

Input: ``T``, then T lines ``k N``. Output: for each query, how many n in [1, N] let the first
player win when the first move takes 1..k stones, every later move at most twice the previous
one, and whoever takes the last stone loses. 1 <= k, N <= 10^18.
"""

from __future__ import annotations

from .._textio import IntReader
from ..errors import InputFormatError
from ..heaps.fibonacci import count_misere_fibonacci_wins

LIMIT = 10**18


def solve(data: bytes) -> str:
    r = IntReader(data)
    (t,) = (int(v) for v in r.row(1, "'T'"))
    if t < 0:
        raise InputFormatError(f"T must be non-negative, not {t}", 1)
    start = r.pos
    queries = r.rows(t, 2, "a query 'k N'")
    r.check_range(queries, 1, LIMIT, "k or N", start)
    r.expect_end()
    if t == 0:
        return ""
    counts = count_misere_fibonacci_wins(queries[:, 1], queries[:, 0])
    return "\n".join(map(str, counts.tolist())) + "\n"
