"""AcWing 1319 (移棋子游戏): tokens on a directed acyclic graph.

Input: ``N M K``, M lines ``x y`` (an edge x -> y, vertices 1..N), then K token vertices.
Output: ``win`` when the first player wins, else ``lose``. A cycle is an input error.
"""

from __future__ import annotations

import numpy as np

from .. import _textio_kernels
from .._limits import check_memory
from .._textio import IntReader, plural
from ..errors import InputFormatError
from ..tokens import _kernels
from ..graphbase._input import Cost, Digraph, from_edge_arrays, squeeze
from ..tokens.dag import DAG_COST
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


def _check_memory(n: int, used: int, m: int, cost: Cost) -> None:
    check_memory(float(used) * cost.per_vertex + float(m) * cost.per_edge,
                 f"N = {plural(n, 'vertex', 'vertices')} and M = {plural(m, 'edge')}")


def graph(n: int, src: np.ndarray, dst: np.ndarray, tokens: np.ndarray,
          cost: Cost) -> tuple[Digraph, np.ndarray, np.ndarray | None]:
    """The graph to solve, after a memory check of the work whose cost is `cost`:
    (graph, token vertices in it, the input vertex of each of its vertices or None when they
    are the input's). Vertices that neither an edge nor a token mentions are left out when
    they would dominate (their value is 0 and no move involves them)."""
    keep, (src, dst, tokens) = squeeze(n, src, dst, tokens)
    _check_memory(n, n if keep is None else len(keep), len(src), cost)
    return from_edge_arrays(n if keep is None else len(keep), src, dst), tokens, keep


def read_graph(data: bytes, cost: Cost) -> tuple[Digraph, np.ndarray, np.ndarray | None]:
    """:func:`read` then :func:`graph`, with a fast path for well-formed input.

    The fast path parses the edge lines straight into the graph's CSR arrays (no integer array
    of the whole input, no separate counting pass); any departure from the plain form (a
    header that is not three unsigned integers on the first line, an edge line that is not
    two vertices in range, a size that calls for leaving vertices out) sends the input to the
    general reader, whose error names the place.
    """
    nl = data.find(b"\n")
    head = data[: nl if nl >= 0 else len(data)].split()
    if len(head) == 3 and all(t.isdigit() and len(t) <= 18 for t in head):
        n, m, k = (int(t) for t in head)
        if 1 <= n < 2**31 - 1 and m < 2**31 and n <= 4 * (2 * m + k) + 2**20 and nl >= 0:
            _check_memory(n, n, m, cost)
            buf = np.frombuffer(data, np.uint8)
            indptr, indices, end = _textio_kernels.edge_lines_csr(buf, nl + 1, m, n)
            if end >= 0:
                try:
                    tokens = IntReader(data[end:]).values
                except InputFormatError:  # reported by the general reader, with its line
                    tokens = None
                if tokens is not None and len(tokens) == k and (k == 0 or (tokens.min() >= 1 and tokens.max() <= n)):
                    return Digraph(n, indptr, indices), tokens - 1, None
    n, src, dst, tokens = read(data)
    return graph(n, src, dst, tokens, cost)


def solve(data: bytes) -> str:
    g, tokens, keep = read_graph(data, DAG_COST)
    values, cycle = _kernels.dag_grundy(g.n, g.indptr, g.indices)
    if len(cycle):
        raise cycle_error(cycle if keep is None else keep[cycle])
    x = int(np.bitwise_xor.reduce(values[tokens])) if len(tokens) else 0
    return "win\n" if x else "lose\n"
