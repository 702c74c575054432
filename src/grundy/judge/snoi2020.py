"""SNOI2020 取石子: misère Fibonacci Nim counts.

Input: ``T``, then T lines ``k N``. Output: for each query, how many n in [1, N] let the first
player win when the first move takes 1..k stones, every later move at most twice the previous
one, and whoever takes the last stone loses. 1 <= k, N <= 10^18.
"""

from __future__ import annotations

import numpy as np

from .._limits import check_memory, shorten
from .._textio import IntReader, uint_lines_bytes
from ..errors import InputFormatError
from ..heaps.fibonacci import count_misere_fibonacci_wins

LIMIT = 10**18

#: Memory per query beyond the parsed input: contiguous copies of k and N, the count, its
#: uint64 copy and its decimal line (at most 20 bytes), rounded up.
BYTES_PER_QUERY = 56


def read(data: bytes) -> np.ndarray:
    """Parse the input: a (T, 2) array of queries ``k N``.

    T is checked against the lines the input holds, then against the memory the answers need
    (ResourceLimitError), before anything is allocated.
    """
    r = IntReader(data)
    (t,) = (int(v) for v in r.row(1, "'T'"))
    if t < 0:
        raise InputFormatError(f"T must be non-negative, not {t}", 1)
    start = r.pos
    queries = r.rows(t, 2, "a query 'k N'")
    r.check_range(queries, 1, LIMIT, "k or N", start)
    r.expect_end()
    check_memory(float(t) * BYTES_PER_QUERY, f"T = {shorten(t, 20)} queries")
    return queries


def solve_bytes(data: bytes) -> np.ndarray:
    """The output as ASCII bytes (a uint8 array), which the CLI writes without a str copy."""
    queries = read(data)
    if len(queries) == 0:
        return np.zeros(0, np.uint8)
    return uint_lines_bytes(count_misere_fibonacci_wins(queries[:, 1], queries[:, 0]))


def solve(data: bytes) -> str:
    return solve_bytes(data).tobytes().decode("ascii")
