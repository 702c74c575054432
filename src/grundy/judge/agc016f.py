"""AtCoder AGC016F (Games on DAG): edge subsets under which the first player wins.

Input: ``N M``, then M lines ``x y`` (an edge x -> y, vertices 1..N). Tokens stand on
vertices 1 and 2. Output: the number of the 2^M subsets of edges on which the first player
wins, modulo 10^9 + 7. The problem promises x < y and 2 <= N <= 15; any DAG with
2 <= N <= 20 is accepted (parallel edges are distinct edges), and a cycle is an input error.
"""

from __future__ import annotations

import numpy as np

from .._limits import announce
from .._textio import IntReader
from ..errors import InputFormatError, LoopyGameError
from ..graphbase.toolkit import from_edge_arrays
from ..tokens import subsets
from ..tokens.subsets import MAX_VERTICES, count_edge_subsets_first_player_wins
from ._common import cycle_error

MOD = 1_000_000_007


def expected_seconds(n: int) -> float:
    """About how long the count takes for N vertices (see
    :func:`grundy.tokens.subsets.expected_seconds`; the count draws its own progress bar)."""
    return subsets.expected_seconds(n)


def _duration(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 100 else f"{seconds / 60:.0f} min"


def read(data: bytes) -> tuple[int, np.ndarray, np.ndarray]:
    """Parse the input: (N, 0-based sources, 0-based targets)."""
    r = IntReader(data)
    n, m = (int(v) for v in r.row(2, "'N M'"))
    if not 2 <= n <= MAX_VERTICES:
        raise InputFormatError(
            f"N must be in 2..{MAX_VERTICES} (the count takes O(3^N N) time), not {n}", 1
        )
    if m < 0:
        raise InputFormatError(f"M must be non-negative, not {m}", 1)
    start = r.pos
    edges = r.rows(m, 2, "an edge 'x y'")
    r.check_range(edges, 1, n, "vertex", start)
    r.expect_end()
    return n, edges[:, 0] - 1, edges[:, 1] - 1


def solve(data: bytes) -> str:
    n, src, dst = read(data)
    seconds = expected_seconds(n)
    if seconds >= 3:
        announce(f"N = {n}: counting over the 3^{n} pairs of vertex sets takes up to about "
                 f"{_duration(seconds)} (Ctrl-C stops it)")
    try:
        count = count_edge_subsets_first_player_wins(from_edge_arrays(n, src, dst), 0, 1, modulus=MOD)
    except LoopyGameError as e:
        raise cycle_error(e.cycle) from None
    return f"{count}\n"
