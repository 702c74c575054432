"""Codeforces 1149E (Election Promises).

Input: ``n m``, a line of n taxes h_i, then m lines ``u v`` (a road u -> v, cities 1..n; the
roads form a DAG). Output: ``LOSE``, or ``WIN`` and on the next line the n taxes after a
winning first convention.
"""

from __future__ import annotations

from .._textio import IntReader, plural
from ..errors import InputFormatError, LoopyGameError
from ..graphbase.toolkit import from_edge_arrays
from ..tokens.dag import DAG_COST
from ..tokens.promises import election_promises
from ._common import cycle_error


def solve(data: bytes) -> str:
    r = IntReader(data)
    n, m = (int(v) for v in r.row(2, "'n m'"))
    if n < 1 or m < 0:
        raise InputFormatError(f"need n >= 1 and m >= 0, not n={n}, m={m}", 1)
    start = r.pos
    taxes = r.take(n, plural(n, "tax", "taxes"))
    r.check_range(taxes, 0, 2**62, "tax", start)
    start = r.pos
    roads = r.rows(m, 2, "a road 'u v'")
    r.check_range(roads, 1, n, "city", start)
    r.expect_end()
    try:
        g = from_edge_arrays(n, roads[:, 0] - 1, roads[:, 1] - 1, DAG_COST)
        a = election_promises(g, taxes)
    except LoopyGameError as e:
        raise cycle_error(e.cycle) from None
    if a.move is None:
        return "LOSE\n"
    return "WIN\n" + " ".join(map(str, a.move.tolist())) + "\n"
