"""AcWing 219 (剪纸游戏, POJ 2311 Cutting Game): cutting a grid sheet of paper.

Input: lines ``N M`` until the end of the input (a sheet of N x M cells, 2 <= N, M; the
problem promises at most 200, and larger sheets up to 1000 are computed on demand).
Output: ``WIN`` when the first player wins from that sheet, else ``LOSE``, one line each.
"""

from __future__ import annotations

import numpy as np

from .._textio import IntReader
from ..errors import InputFormatError
from ..heaps import _kernels
from ..heaps.paper import BASE_SIZE, _table_for

#: The largest side accepted (the table costs O(s^3)).
MAX_SIDE = 1000


def read(data: bytes) -> np.ndarray:
    """Parse the input: an (L, 2) array of sheets."""
    r = IntReader(data)
    sheets = r.rows(len(r) // 2, 2, "a sheet 'N M'")
    if not r.at_end():
        raise InputFormatError("expected 2 integers (a sheet 'N M'), found 1", r.line_of(r.pos))
    r.check_range(sheets, 2, MAX_SIDE, "side", 0)
    return sheets


def solve(data: bytes) -> str:
    sheets = read(data)
    if len(sheets) == 0:
        return ""
    top = int(sheets.max())
    table = _table_for(top, top) if top <= BASE_SIZE else _kernels.paper_table(top, top)
    win = table[sheets[:, 0], sheets[:, 1]] != 0
    return "".join(np.where(win, "WIN\n", "LOSE\n").tolist())
