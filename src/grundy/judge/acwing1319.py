"""AcWing 1319 (移棋子游戏): tokens on a directed acyclic graph.

Input: ``N M K``, M lines ``x y`` (an edge x -> y, vertices 1..N), then K token vertices.
Output: ``win`` when the first player wins, else ``lose``. A cycle is an input error.
"""

from __future__ import annotations

import numpy as np

from .._limits import check_memory
from .._textio import IntReader, plural
from ..errors import InputFormatError
from ..graphs import _kernels
from ..graphs._input import Cost, Digraph, from_edge_arrays, squeeze
from ..graphs.dag import DAG_COST
from ._common import cycle_error


def read(data: bytes) -> tuple[int, np.ndarray, np.ndarray, np.ndarray]:
    """Parse the input: (N, 0-based sources, 0-based targets, 0-based token vertices)."""
    r = IntReader(data)
    n, m, k = (int(v) for v in r.row(3, "'N M K'"))
    if n < 1:
        raise InputFormatError(f"N must be at least 1, not {n}", 1)
    if m < 0 or k < 0:
        raise InputFormatError(f"M and K must be non-negative, not {m} and {k}", 1)
    start = r.pos
    edges = r.rows(m, 2, "an edge 'x y'")
    r.check_range(edges, 1, n, "vertex", start)
    start = r.pos
    tokens = r.take(k, plural(k, "token vertex", "token vertices"))
    r.check_range(tokens, 1, n, "token vertex", start)
    r.expect_end()
    edges -= 1  # in place: the reader's array is ours, and a copy of 10^6 rows is not free
    return n, edges[:, 0], edges[:, 1], tokens - 1


def graph(n: int, src: np.ndarray, dst: np.ndarray, tokens: np.ndarray,
          cost: Cost) -> tuple[Digraph, np.ndarray, np.ndarray | None]:
    """The graph to solve, after a memory check of the work whose cost is `cost`:
    (graph, token vertices in it, the input vertex of each of its vertices or None when they
    are the input's). Vertices that neither an edge nor a token mentions are left out when
    they would dominate (their value is 0 and no move involves them)."""
    keep, (src, dst, tokens) = squeeze(n, src, dst, tokens)
    used = n if keep is None else len(keep)
    check_memory(float(used) * cost.per_vertex + float(len(src)) * cost.per_edge,
                 f"N = {plural(n, 'vertex', 'vertices')} and M = {plural(len(src), 'edge')}")
    return from_edge_arrays(used, src, dst), tokens, keep


def solve(data: bytes) -> str:
    n, src, dst, tokens = read(data)
    g, tokens, keep = graph(n, src, dst, tokens, DAG_COST)
    values, cycle = _kernels.dag_grundy(g.n, g.indptr, g.indices)
    if len(cycle):
        raise cycle_error(cycle if keep is None else keep[cycle])
    x = int(np.bitwise_xor.reduce(values[tokens])) if len(tokens) else 0
    return "win\n" if x else "lose\n"
