"""划愤 (JZOJ 6437, GDOI2020 模拟 01.16): the game whose value is a nimber determinant.

Input: ``N``, then N lines of N non-negative integers below 2^64 (the matrix). The game's
Sprague–Grundy value is the sum over permutations of the nim products of the chosen entries,
which in characteristic 2 is the determinant over the nimbers. Output: ``xiaoDyingle`` when
it is non-zero (the first player wins), else ``xiaoDwandanle``.
"""

from __future__ import annotations

from .._limits import check_memory
from .._textio import IntReader
from ..errors import InputFormatError
from ..nimbers.linalg import nim_det

# Memory per matrix entry beyond the parsed input: the copy that the elimination works on.
BYTES_PER_ENTRY = 8


def solve(data: bytes) -> str:
    """The verdict for the input `data`. N is checked against the rows the input holds, then
    against the memory of the N x N working copy (ResourceLimitError), before allocating."""
    r = IntReader(data, unsigned=True)
    n = int(r.row(1, "'N'")[0])
    if n < 1:
        raise InputFormatError(f"N must be at least 1, not {n}", 1)
    matrix = r.rows(n, n, "a matrix row")
    r.expect_end()
    check_memory(float(n) * n * BYTES_PER_ENTRY, f"N = {n}")
    return "xiaoDyingle\n" if nim_det(matrix) else "xiaoDwandanle\n"
