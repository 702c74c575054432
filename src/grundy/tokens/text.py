"""The text format of tokens on a directed graph (AcWing 1319's input, which ``grundy tokens``
and ``grundy judge acwing1319`` read): ``N M K``, then M lines ``x y`` (an edge x -> y, vertices
1..N), then the K vertices that hold a token (several tokens may share a vertex).
"""

from __future__ import annotations

import numpy as np

from .. import _textio_kernels
from .._limits import check_memory
from .._textio import IntReader, plural
from ..errors import InputFormatError
from ..graphbase.toolkit import Cost, Digraph, from_edge_arrays, squeeze

__all__ = ["read_tokens", "tokens_graph", "read_tokens_graph"]


def read_tokens(data: bytes) -> tuple[int, np.ndarray, np.ndarray, np.ndarray]:
    """Parse the text: N, the 0-based sources and targets of the edges, the 0-based token
    vertices.

    Parameters
    ----------
    data : bytes
        The text (any bytes-like object).

    Returns
    -------
    n : int
    sources, targets, tokens : numpy.ndarray of int64

    Raises
    ------
    InputFormatError
        Naming the line of the first entry that does not follow the format or is out of range.

    Notes
    -----
    O(size of the text).

    Examples
    --------
    >>> n, src, dst, tokens = read_tokens(b"3 2 1\\n1 2\\n2 3\\n1\\n")
    >>> n, src.tolist(), dst.tolist(), tokens.tolist()
    (3, [0, 1], [1, 2], [0])
    """
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


def tokens_graph(n: int, sources: np.ndarray, targets: np.ndarray, tokens: np.ndarray,
                 cost: Cost) -> tuple[Digraph, np.ndarray, np.ndarray | None]:
    """The graph to solve, after a check of the memory that the work of cost `cost` needs.

    Vertices that neither an edge nor a token mentions are left out when they would dominate
    the work (their value is 0, and no move involves them).

    Parameters
    ----------
    n : int
        The number of vertices.
    sources, targets, tokens : numpy.ndarray
        0-based vertices in range, as :func:`read_tokens` gives them.
    cost : Cost
        The memory of the computation to come, per vertex and per edge.

    Returns
    -------
    graph : Digraph
    tokens : numpy.ndarray
        The token vertices in `graph`.
    keep : numpy.ndarray or None
        The input vertex of each vertex of `graph`, or None when they are the input's.

    Raises
    ------
    ResourceLimitError
        When the work would not fit in the available memory.

    Notes
    -----
    O(N + M + K), or O((M + K) log(M + K)) when vertices are left out.

    Examples
    --------
    >>> from grundy.tokens.dag import DAG_COST
    >>> g, tokens, keep = tokens_graph(3, *read_tokens(b"3 1 1\\n1 2\\n1\\n")[1:], DAG_COST)
    >>> g.n, g.indices.tolist(), tokens.tolist(), keep
    (3, [1], [0], None)
    """
    keep, (sources, targets, tokens) = squeeze(n, sources, targets, tokens)
    _check_memory(n, n if keep is None else len(keep), len(sources), cost)
    return from_edge_arrays(n if keep is None else len(keep), sources, targets), tokens, keep


def read_tokens_graph(data: bytes, cost: Cost) -> tuple[Digraph, np.ndarray, np.ndarray | None]:
    """:func:`read_tokens` then :func:`tokens_graph`, with a fast path for well-formed text.

    The fast path parses the edge lines straight into the graph's CSR arrays (no integer array
    of the whole input, no separate counting pass); any departure from the plain form (a
    header that is not three unsigned integers on the first line, an edge line that is not
    two vertices in range, a size that calls for leaving vertices out) sends the text to the
    general reader, whose error names the place.

    Parameters
    ----------
    data : bytes
        The text (any bytes-like object that has ``find`` and slicing, such as a memory map).
    cost : Cost
        The memory of the computation to come, per vertex and per edge.

    Returns
    -------
    graph, tokens, keep
        As :func:`tokens_graph` gives them.

    Raises
    ------
    InputFormatError
        As :func:`read_tokens`.
    ResourceLimitError
        As :func:`tokens_graph`.

    Notes
    -----
    O(size of the text + N).

    Examples
    --------
    >>> from grundy.tokens.dag import DAG_COST
    >>> g, tokens, keep = read_tokens_graph(b"3 2 1\\n1 2\\n2 3\\n1\\n", DAG_COST)
    >>> g.indptr.tolist(), g.indices.tolist(), tokens.tolist(), keep
    ([0, 1, 2, 2], [1, 2], [0], None)
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
    return tokens_graph(*read_tokens(data), cost)
