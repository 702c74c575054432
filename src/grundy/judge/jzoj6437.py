"""划愤 (JZOJ 6437, GDOI2020 模拟 01.16): the game whose value is a nimber determinant.

Input: ``N``, then N lines of N non-negative integers below 2^64 (the matrix). The game's
Sprague–Grundy value is the sum over permutations of the nim products of the chosen entries,
which in characteristic 2 is the determinant over the nimbers. Output: ``xiaoDyingle`` when
it is non-zero (the first player wins), else ``xiaoDwandanle``.
"""

from __future__ import annotations

from .._textio import IntReader
from ..errors import InputFormatError
from ..nimbers.linalg import nim_det


def solve(data: bytes) -> str:
    r = IntReader(data, unsigned=True)
    n = int(r.row(1, "'N'")[0])
    if n < 1:
        raise InputFormatError(f"N must be at least 1, not {n}", 1)
    matrix = r.rows(n, n, "a matrix row")
    r.expect_end()
    return "xiaoDyingle\n" if nim_det(matrix) else "xiaoDwandanle\n"
