"""One validator that turns every accepted undirected-multigraph input into endpoint arrays.

Edge ids are kept: edge i of the input is edge i of the result, so an answer can name an edge
by its index and its endpoints. Accepted inputs:

- an integer edge array of shape (E, 2) (or any nested sequence of pairs): row i is edge i;
  loops (u, u) and repeated rows (parallel edges) are allowed;
- a square scipy sparse matrix, read as a symmetric adjacency matrix: only the upper triangle,
  diagonal included, is read; entry (i, j) with i <= j holds the number of parallel edges
  between i and j (a positive integer; on the diagonal, the number of loops at i). Edges are
  numbered row by row, columns in increasing order, the copies of one entry consecutively.
  Entries below the diagonal must mirror those above (an upper-triangular matrix is fine);
- a networkx ``Graph`` or ``MultiGraph``: vertices are its node labels (in ``G.nodes`` order)
  and edge i is the i-th edge of ``G.edges``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Hashable

import numpy as np

from .._textio import plural
from ..errors import InputFormatError, InvalidGameError
from ._input import (
    Cost,
    VertexNames,
    _check_vertex_count,
    _is_networkx,
    _is_scipy_sparse,
    check_graph_memory,
    edge_array,
    graph_repr,
)
from ._kernels import index_dtype

__all__ = ["Multigraph", "as_multigraph"]

#: Edge ids are 32-bit in the kernels.
MAX_EDGES = 2**31 - 2

#: Validating an undirected edge array into endpoint arrays: nothing per vertex, and the two
#: endpoint columns per edge, measured 8 bytes with 32-bit vertices (as_multigraph on 10^7
#: edges); 16 allows for 64-bit ones.
ENDPOINTS_COST = Cost(0, 16)


@dataclass
class Multigraph(VertexNames):
    """A validated undirected multigraph: edge i joins ``u[i]`` and ``v[i]`` (0-based indices).

    ``labels`` holds the node labels for networkx input (None otherwise).
    """

    n: int
    u: np.ndarray
    v: np.ndarray
    labels: list | None = None
    _index: dict | None = None

    def __repr__(self) -> str:
        return graph_repr(self, self.num_edges, "edge")

    @property
    def num_edges(self) -> int:
        """The number of edges E."""
        return len(self.u)

    def is_vertex(self, x: Any) -> bool:
        """True when `x` names one vertex (used to tell a vertex from a list of vertices)."""
        if self.labels is not None:
            try:
                return x in self._label_index()
            except TypeError:
                return False
        return isinstance(x, (int, np.integer)) and not isinstance(x, (bool, np.bool_))

    def endpoints(self, e: int) -> tuple[Hashable, Hashable]:
        """The endpoints of edge `e` (node labels for networkx input)."""
        return self.label(int(self.u[e])), self.label(int(self.v[e]))


def _checked_count(m: int) -> None:
    if m > MAX_EDGES:
        raise InvalidGameError(f"{m} edges is more than the {MAX_EDGES} supported")


def from_endpoints(
    n: int, u: np.ndarray, v: np.ndarray, labels: list | None = None, cost: Cost = ENDPOINTS_COST
) -> Multigraph:
    """A Multigraph from 0-based endpoint arrays in range (not checked); the sizes are checked
    against the memory that `cost` asks for."""
    _checked_count(len(u))
    check_graph_memory(n, len(u), cost)
    dt = index_dtype(n)
    return Multigraph(n, np.ascontiguousarray(u, dtype=dt), np.ascontiguousarray(v, dtype=dt), labels)


def _from_edges(edges: Any, num_vertices: int | None, cost: Cost) -> Multigraph:
    arr, n = edge_array(edges, num_vertices, "-", cost)
    return from_endpoints(n, arr[:, 0], arr[:, 1], cost=cost)


def _from_scipy(graph: Any, num_vertices: int | None, cost: Cost) -> Multigraph:
    if graph.ndim != 2 or graph.shape[0] != graph.shape[1]:
        raise InvalidGameError(f"a sparse adjacency matrix must be square, not {graph.shape}")
    n = graph.shape[0]
    if num_vertices is not None and _check_vertex_count(num_vertices, n) != n:
        raise InvalidGameError(f"num_vertices={num_vertices} but the matrix has {plural(n, 'row')}")
    check_graph_memory(n, graph.nnz, cost)  # before tocsr allocates a row pointer
    a = graph.tocsr(copy=True)
    a.sum_duplicates()
    a.eliminate_zeros()
    data = a.data
    if data.dtype == bool:
        data = data.astype(np.int64)
    if not (np.issubdtype(data.dtype, np.integer) or np.issubdtype(data.dtype, np.floating)):
        raise InvalidGameError(f"a sparse adjacency matrix must hold edge counts, not {data.dtype}")
    counts = np.rint(data) if np.issubdtype(data.dtype, np.floating) else data
    bad = np.flatnonzero((counts != data) | (counts < 1)) if len(data) else np.empty(0, np.int64)
    if len(bad):
        k = int(bad[0])
        row = int(np.searchsorted(a.indptr, k, side="right")) - 1
        raise InvalidGameError(
            f"entry ({row}, {a.indices[k]}) is {data[k]}; entries must be positive integers "
            "(the number of edges between the two vertices)"
        )
    a.data = counts.astype(np.int64)
    lower = a.nnz - int(np.count_nonzero(a.indices >= np.repeat(np.arange(n), np.diff(a.indptr))))
    if lower and (abs(a - a.T)).nnz:
        raise InvalidGameError(
            "a sparse adjacency matrix must be symmetric (or upper triangular): "
            "entry (i, j) is the number of edges between i and j"
        )
    import scipy.sparse as sp

    up = sp.triu(a, format="csr")
    up.sort_indices()
    rows = np.repeat(np.arange(n, dtype=np.int64), np.diff(up.indptr))
    mult = up.data.astype(np.int64)
    _checked_count(int(mult.sum()))
    check_graph_memory(n, int(mult.sum()), cost)
    return from_endpoints(n, np.repeat(rows, mult), np.repeat(up.indices.astype(np.int64), mult), cost=cost)


def _from_networkx(graph: Any, num_vertices: int | None, cost: Cost) -> Multigraph:
    if graph.is_directed():
        raise InvalidGameError("a directed networkx graph was given where an undirected one is needed")
    labels = list(graph.nodes)
    if num_vertices is not None and _check_vertex_count(num_vertices, 0) != len(labels):
        raise InvalidGameError(f"num_vertices={num_vertices} but the graph has {plural(len(labels), 'node')}")
    m = graph.number_of_edges()
    check_graph_memory(len(labels), m, cost)
    index = {lab: i for i, lab in enumerate(labels)}
    ends = np.fromiter((index[x] for e in graph.edges() for x in e[:2]), dtype=np.int64, count=2 * m)
    ends = ends.reshape(-1, 2)
    g = from_endpoints(len(labels), ends[:, 0], ends[:, 1], labels, cost)
    g._index = index
    return g


#: The command line's graph format, as its errors name it.
GRAPH_FORMAT = "'n m', then m lines 'u v' with vertices 1..n"


def read_edge_list(data: bytes) -> tuple[int, np.ndarray]:
    """Parse the command line's graph format: ``n m``, then m lines ``u v`` (vertices 1..n).

    Returns ``(n, edges)`` with `edges` an (m, 2) array of 0-based vertices. Raises
    :class:`~grundy.InputFormatError` naming the line of a malformed or out-of-range entry
    (and the format, when the first line is not its ``n m``). O(size of the text).

    >>> n, edges = read_edge_list(b"3 2\\n1 2\\n2 3\\n")
    >>> n, edges.tolist()
    (3, [[0, 1], [1, 2]])
    """
    return _read_edge_list(data, f" (the graph format is {GRAPH_FORMAT})")


def _read_edge_list(data: bytes, hint: str) -> tuple[int, np.ndarray]:
    """:func:`read_edge_list`, with `hint` after the message of an error in the first line."""
    from .._textio import IntReader

    r = IntReader(data)
    try:
        n, m = (int(x) for x in r.row(2, "'n m'"))
    except InputFormatError as e:
        raise InputFormatError(str(e).removeprefix(f"line {e.line}: ") + hint, e.line) from None
    if n < 1 or m < 0:
        raise InputFormatError(f"need n >= 1 and m >= 0, not n={n}, m={m}{hint}", 1)
    start = r.pos
    edges = r.rows(m, 2, "an edge 'u v'")
    r.check_range(edges, 1, n, "vertex", start)
    r.expect_end()
    return n, edges - 1


def _edge_lines(data: bytes) -> np.ndarray | None:
    """The (m, 2) array of a text of lines ``u v`` alone (no header; blank lines allowed), or
    None when it is not such a text (or holds no line)."""
    from .._textio import IntReader

    try:
        r = IntReader(data)
    except InputFormatError:
        return None
    lines = r.lines
    if len(r) == 0 or len(r) % 2 or (lines[0::2] != lines[1::2]).any() or (np.diff(lines[0::2]) <= 0).any():
        return None
    return r.values.reshape(-1, 2)


def _from_file(path: str | os.PathLike[str], num_vertices: int | None, cost: Cost) -> Multigraph:
    """The graph of the file at `path`: in the command line's format (:func:`read_edge_list`),
    or lines ``u v`` alone with vertices from 0, as networkx's ``write_edgelist(G, path,
    data=False)`` writes them (a file of such lines whose smallest vertex is 0, and that is not
    in the command line's format: the one file both read, a single line ``n 0``, is the
    command line's graph of n vertices). Errors name the file (and the line)."""
    name = os.fsdecode(path)
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:  # a str that is not a file's path is most likely not meant as one
        raise InvalidGameError(f"cannot read the graph file {name!r}: {e.strerror} (a str or a "
                               "path names a graph file)") from None
    try:
        n, edges = _read_edge_list(data, "")
    except InputFormatError as e:
        edges = _edge_lines(data)
        if edges is not None and edges.min() == 0:
            return _from_edges(edges, num_vertices, cost)
        raise InputFormatError(f"{name}: {e} (a graph file is {GRAPH_FORMAT}, or lines 'u v' "
                               "alone with vertices from 0)") from None
    if num_vertices is not None and num_vertices != n:
        raise InvalidGameError(f"num_vertices={num_vertices} but {name} has "
                               f"{plural(n, 'vertex', 'vertices')}")
    return _from_edges(edges, n, cost)


def as_multigraph(graph: Any, num_vertices: int | None = None) -> Multigraph:
    """Validate an undirected multigraph given in any accepted form.

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix, networkx Graph / MultiGraph, or path
        The graph (see the module notes for how a sparse matrix maps to edges). An edge
        array's vertices are 0-based integers. A path (str or :class:`os.PathLike`) names a
        file in the command line's format (:func:`read_edge_list`: ``n m``, then m lines
        ``u v`` with vertices 1..n), read as the edges ``(u - 1, v - 1)``, or of lines ``u v``
        alone with vertices from 0, as networkx's ``write_edgelist(G, path, data=False)``
        writes them (the vertex count is then the largest vertex + 1, or `num_vertices`).
    num_vertices : int, optional
        The number of vertices (for an edge array, default ``max vertex + 1``).

    Returns
    -------
    Multigraph
        Endpoint arrays ``u``, ``v``: edge i of the input is edge i here.

    Raises
    ------
    InvalidGameError
        For a vertex out of range, a malformed array, a sparse matrix that is not symmetric or
        holds non-integer counts, a directed networkx graph, an unsupported type, or a file
        that cannot be read.
    InputFormatError
        For a file that does not follow its format (naming the file and the line).
    ResourceLimitError
        When the graph would not fit in the available memory (checked first).

    Notes
    -----
    O(V + E) (a sparse matrix: O(V + nnz + E)).

    Examples
    --------
    >>> g = as_multigraph([[0, 1], [1, 1], [0, 1]])
    >>> g.n, g.u.tolist(), g.v.tolist()
    (2, [0, 1, 0], [1, 1, 1])
    >>> import scipy.sparse as sp
    >>> as_multigraph(sp.csr_matrix([[1, 2], [2, 0]])).u.tolist()
    [0, 0, 0]
    """
    return multigraph(graph, num_vertices, ENDPOINTS_COST)


def multigraph(graph: Any, num_vertices: int | None, cost: Cost) -> Multigraph:
    """:func:`as_multigraph` for a computation whose memory is `cost` (checked on the sizes)."""
    if isinstance(graph, Multigraph):
        if num_vertices is not None and num_vertices != graph.n:
            raise InvalidGameError(
                f"num_vertices={num_vertices} but the graph has {plural(graph.n, 'vertex', 'vertices')}"
            )
        check_graph_memory(graph.n, graph.num_edges, cost)
        return graph
    if _is_networkx(graph):
        return _from_networkx(graph, num_vertices, cost)
    if _is_scipy_sparse(graph):
        return _from_scipy(graph, num_vertices, cost)
    if isinstance(graph, (str, os.PathLike)):
        return _from_file(graph, num_vertices, cost)
    if isinstance(graph, (bytes, dict)) or graph is None:
        raise InvalidGameError(f"cannot read a graph from a {type(graph).__name__}")
    return _from_edges(graph, num_vertices, cost)
