"""AcWing 219 (剪纸游戏, POJ 2311 Cutting Game): cutting a grid sheet of paper.

Input: lines ``N M`` until the end of the input (a sheet of N x M cells, 2 <= N, M; the
problem promises at most 200, and larger sheets up to 1000 are computed on demand).
Output: ``WIN`` when the first player wins from that sheet, else ``LOSE``, one line each.
"""

from __future__ import annotations

import numpy as np

from .._limits import check_memory, shorten
from .._textio import IntReader
from ..errors import InputFormatError
from ..heaps.paper import paper_table

#: The largest side accepted (the table costs O(s^3)).
MAX_SIDE = 1000

#: Memory per sheet beyond the parsed input: the looked-up value, the line lengths and offsets
#: (int64) and the answer's line (at most 5 bytes), rounded up.
BYTES_PER_SHEET = 48


def read(data: bytes) -> np.ndarray:
    """Parse the input: an (L, 2) array of sheets."""
    r = IntReader(data)
    sheets = r.rows(len(r) // 2, 2, "a sheet 'N M'")
    if not r.at_end():
        raise InputFormatError("expected 2 integers (a sheet 'N M'), found 1", r.line_of(r.pos))
    r.check_range(sheets, 2, MAX_SIDE, "side", 0)
    check_memory(float(len(sheets)) * BYTES_PER_SHEET, f"{shorten(len(sheets), 20)} sheets")
    return sheets


def solve_bytes(data: bytes) -> np.ndarray:
    """The output as ASCII bytes (a uint8 array), which the CLI writes without a str copy."""
    sheets = read(data)
    if len(sheets) == 0:
        return np.zeros(0, np.uint8)
    top = int(sheets.max())
    table = paper_table(top, top)
    win = table[sheets[:, 0], sheets[:, 1]] != 0
    # "WIN\n" (4 bytes) or "LOSE\n" (5): place each line at its offset in one buffer.
    lengths = np.where(win, 4, 5)
    ends = np.cumsum(lengths)
    out = np.empty(int(ends[-1]), np.uint8)
    starts = ends - lengths
    for text in (b"WIN\n", b"LOSE\n"):
        at = starts[win] if text == b"WIN\n" else starts[~win]
        for j, byte in enumerate(text):
            out[at + j] = byte
    return out


def solve(data: bytes) -> str:
    return solve_bytes(data).tobytes().decode("ascii")
