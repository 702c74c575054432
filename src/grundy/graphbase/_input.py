"""One validator that turns every accepted directed-graph input into CSR arrays.

Accepted inputs: an integer edge array of shape (E, 2) (or any nested sequence of pairs), a
:class:`CSRGraph` ``(indptr, indices)``, a square scipy sparse matrix (stored non-zero entries
are edges), or a networkx ``DiGraph`` / ``MultiDiGraph`` (vertices are its node labels, in
``G.nodes`` order).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, NamedTuple, Sequence

import numpy as np

from .._limits import check_memory
from .._textio import plural
from ..errors import InvalidGameError
from . import _kernels

__all__ = ["CSRGraph", "Digraph", "as_digraph"]


class Cost(NamedTuple):
    """The peak memory of a computation on a graph, in bytes per vertex and per edge.

    Each family states its figures where it reads a size (measured as the peak resident
    memory of its command on inputs of 10^6 vertices or edges, rounded up); a size is checked
    against them with :func:`check_graph_memory` before anything of that size is allocated.
    """

    per_vertex: float
    per_edge: float


#: Building the CSR arrays of a directed graph from an edge array: measured (peak resident
#: memory of as_digraph on 10^7 vertices, then on 10^7 edges) 16 bytes per vertex (the row
#: pointer and the counting sort's positions) and 24 per edge with 32-bit vertices; 28 allows
#: for 64-bit ones.
CSR_COST = Cost(16, 28)


def check_graph_memory(n: int, m: int, cost: Cost, what: str | None = None) -> None:
    """Raise :class:`~grundy.errors.ResourceLimitError` when a graph of `n` vertices and `m`
    edges needs more memory than is available for the work whose :class:`Cost` is `cost`.

    `what` names the size in the user's words (default ``"a graph of N vertices and M edges"``).
    """
    check_memory(float(n) * cost.per_vertex + float(m) * cost.per_edge,
                 what or _sizes(None, n, m))


def squeeze(n: int, *parts: np.ndarray) -> tuple[np.ndarray | None, tuple[np.ndarray, ...]]:
    """Drop the vertices that no array of `parts` mentions, when they would dominate the work.

    Returns ``(keep, renumbered)``: `keep` lists the vertices mentioned, increasing (None when
    there are few enough others that nothing is dropped), and each part with its vertex ``v``
    replaced by its index in `keep` (the parts unchanged when `keep` is None). Vertices that
    nothing mentions are isolated, and every family values them without looking (a token there
    cannot move; geography from there is lost; Hackenbush drops what is not grounded).
    O(K log K) for K entries in all, independent of n.
    """
    size = sum(int(np.size(p)) for p in parts)
    if n <= 4 * size + 2**20:
        return None, parts
    keep, inverse = np.unique(np.concatenate([np.ravel(p) for p in parts]), return_inverse=True)
    vt = _kernels.index_dtype(len(keep))
    out = []
    i = 0
    for p in parts:
        out.append(inverse[i : i + np.size(p)].reshape(np.shape(p)).astype(vt))
        i += np.size(p)
    return keep, tuple(out)


class CSRGraph(NamedTuple):
    """A directed graph in compressed sparse row form.

    The followers of vertex ``u`` are ``indices[indptr[u]:indptr[u + 1]]``; there are
    ``len(indptr) - 1`` vertices.
    """

    indptr: Any
    indices: Any


def vertex_range(n: int) -> str:
    """The range of the 0-based vertices of a graph of `n` vertices, for a message.

    >>> vertex_range(3), vertex_range(0)
    ('0..2', '(the graph has no vertex)')
    """
    return f"0..{n - 1}" if n > 0 else "(the graph has no vertex)"


class VertexNames:
    """Vertex naming shared by the graph containers: 0-based indices, or the node labels of
    networkx input (attributes ``n``, ``labels`` and ``_index`` come from the container)."""

    def _label_index(self) -> dict:
        if self._index is None:
            self._index = {lab: i for i, lab in enumerate(self.labels)}
        return self._index

    def vertex(self, v: Hashable, what: str = "vertex") -> int:
        """The 0-based index of vertex `v` (a node label for networkx input)."""
        if self.labels is not None:
            try:
                return self._label_index()[v]
            except (KeyError, TypeError):
                raise InvalidGameError(f"{what} {v!r} is not a node of the graph") from None
        if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)):
            raise InvalidGameError(f"{what} {v!r} is not an integer vertex")
        if not 0 <= v < self.n:
            raise InvalidGameError(f"{what} {v} is out of range {vertex_range(self.n)}")
        return int(v)

    def label(self, i: int) -> Hashable:
        """The user's name for vertex index `i`."""
        return self.labels[i] if self.labels is not None else int(i)


@dataclass
class Digraph(VertexNames):
    """A validated directed graph: CSR arrays plus, for networkx input, the node labels."""

    n: int
    indptr: np.ndarray
    indices: np.ndarray
    labels: list | None = None
    _index: dict | None = None
    _reverse: tuple[np.ndarray, np.ndarray] | None = None

    def __repr__(self) -> str:
        return graph_repr(self, len(self.indices), "edge")

    def reverse(self) -> tuple[np.ndarray, np.ndarray]:
        """CSR arrays of the reversed graph (predecessor lists), computed once."""
        if self._reverse is None:
            self._reverse = _kernels.transpose(self.n, self.indptr, self.indices)
        return self._reverse


def graph_repr(g: VertexNames, m: int, edge: str) -> str:
    """``'Digraph(3 vertices, 2 edges)'``, with the first node labels of networkx input. O(1)."""
    from .._reprs import preview

    labels = "" if g.labels is None else f", labels={preview(g.labels)}"
    return f"{type(g).__name__}({plural(g.n, 'vertex', 'vertices')}, {plural(m, edge)}{labels})"


def _integer_array(a: Any, what: str) -> np.ndarray:
    try:
        arr = np.asarray(a)
    except ValueError:
        raise InvalidGameError(f"{what} must be a rectangular integer array") from None
    if arr.size == 0:
        return arr.astype(np.int64).reshape(arr.shape)
    if arr.dtype == bool or not np.issubdtype(arr.dtype, np.integer):
        raise InvalidGameError(f"{what} must hold integers, not {arr.dtype}")
    return arr


def edge_array(edges: Any, num_vertices: int | None, arrow: str, cost: Cost = CSR_COST) -> tuple[np.ndarray, int]:
    """Validate an (E, 2) integer edge array: (the array, the vertex count). A vertex out of
    range is reported with its edge, written ``u {arrow} v``; the sizes are checked against
    the memory that `cost` asks for."""
    arr = _integer_array(edges, "edges")
    if arr.size == 0:
        arr = arr.reshape(0, 2)
    if arr.ndim != 2 or arr.shape[1] != 2:
        raise InvalidGameError(f"edges must have shape (E, 2), not {arr.shape}")
    n = _check_vertex_count(num_vertices, int(arr.max()) + 1 if num_vertices is None and len(arr) else 0)
    check_graph_memory(n, len(arr), cost, _sizes(num_vertices, n, len(arr)))
    if len(arr) and (arr.min() < 0 or arr.max() >= n):
        e = int(np.flatnonzero(((arr < 0) | (arr >= n)).any(axis=1))[0])
        raise InvalidGameError(
            f"edge {e} ({arr[e, 0]} {arrow} {arr[e, 1]}) has a vertex out of range {vertex_range(n)}"
        )
    return arr, n


def _sizes(num_vertices: int | None, n: int, m: int) -> str:
    """The sizes of a graph for a memory message, naming num_vertices when the caller gave it."""
    if num_vertices is not None:
        return f"num_vertices={num_vertices} (with {plural(m, 'edge')})"
    return f"a graph of {plural(n, 'vertex', 'vertices')} and {plural(m, 'edge')}"


def _from_edges(edges: Any, num_vertices: int | None, cost: Cost) -> Digraph:
    arr, n = edge_array(edges, num_vertices, "->", cost)
    src = np.ascontiguousarray(arr[:, 0], dtype=np.int64)
    dst = np.ascontiguousarray(arr[:, 1], dtype=np.int64)
    return from_edge_arrays(n, src, dst)


def from_edge_arrays(n: int, src: np.ndarray, dst: np.ndarray, cost: Cost = CSR_COST) -> Digraph:
    """A Digraph from 0-based edge endpoint arrays in range (not checked); the sizes are
    checked against the memory that `cost` asks for (default: the CSR arrays alone).

    Raises
    ------
    ResourceLimitError
        When the graph would not fit in the available memory.
    """
    check_graph_memory(n, len(src), cost)
    src = src.astype(np.int64, copy=False)
    indptr, indices = _kernels.csr_from_edges(n, src, dst.astype(_kernels.index_dtype(n), copy=False))
    return Digraph(n, indptr, indices)


def _check_vertex_count(num_vertices: int | None, needed: int) -> int:
    if num_vertices is None:
        return needed
    if isinstance(num_vertices, bool) or not isinstance(num_vertices, (int, np.integer)):
        raise InvalidGameError(f"num_vertices must be an integer, not {num_vertices!r}")
    if num_vertices < 0:
        raise InvalidGameError(f"num_vertices must be non-negative, not {num_vertices}")
    return int(num_vertices)


def _from_csr(indptr: Any, indices: Any, num_vertices: int | None, cost: Cost) -> Digraph:
    indptr = np.ascontiguousarray(_integer_array(indptr, "indptr"), dtype=np.int64)
    indices = _integer_array(indices, "indices")
    if indptr.ndim != 1 or len(indptr) == 0 or indices.ndim != 1:
        raise InvalidGameError("indptr must be a non-empty 1-D array and indices a 1-D array")
    n = len(indptr) - 1
    if num_vertices is not None and _check_vertex_count(num_vertices, n) != n:
        raise InvalidGameError(
            f"num_vertices={num_vertices} but indptr describes {plural(n, 'vertex', 'vertices')}"
        )
    if indptr[0] != 0 or indptr[-1] != len(indices) or np.any(np.diff(indptr) < 0):
        raise InvalidGameError(
            "indptr must start at 0, never decrease and end at len(indices)"
        )
    check_graph_memory(n, len(indices), cost)
    bad = np.flatnonzero((indices < 0) | (indices >= n))
    if len(bad):
        e = int(bad[0])
        u = int(np.searchsorted(indptr, e, side="right")) - 1
        raise InvalidGameError(
            f"edge {e} ({u} -> {indices[e]}) has a vertex out of range {vertex_range(n)}"
        )
    indices = np.ascontiguousarray(indices, dtype=_kernels.index_dtype(n))
    return Digraph(n, indptr, indices)


def _is_networkx(graph: Any) -> bool:
    return type(graph).__module__.split(".")[0] == "networkx"


def _is_scipy_sparse(graph: Any) -> bool:
    return type(graph).__module__.split(".")[0] == "scipy" and hasattr(graph, "tocsr")


def _from_networkx(graph: Any, num_vertices: int | None, cost: Cost) -> Digraph:
    if not graph.is_directed():
        raise InvalidGameError("an undirected networkx graph was given where a directed one is needed")
    labels = list(graph.nodes)
    index = {lab: i for i, lab in enumerate(labels)}
    if num_vertices is not None and _check_vertex_count(num_vertices, 0) != len(labels):
        raise InvalidGameError(f"num_vertices={num_vertices} but the graph has {plural(len(labels), 'node')}")
    n = len(labels)
    check_graph_memory(n, graph.number_of_edges(), cost)
    edges = np.fromiter(
        (index[x] for e in graph.edges() for x in e[:2]), dtype=np.int64, count=2 * graph.number_of_edges()
    ).reshape(-1, 2)
    g = from_edge_arrays(n, edges[:, 0].copy(), edges[:, 1].copy())
    g.labels = labels
    return g


def _from_scipy(graph: Any, num_vertices: int | None, cost: Cost) -> Digraph:
    if graph.ndim != 2 or graph.shape[0] != graph.shape[1]:
        raise InvalidGameError(f"a sparse adjacency matrix must be square, not {graph.shape}")
    check_graph_memory(graph.shape[0], graph.nnz, cost)  # before tocsr allocates a row pointer
    m = graph.tocsr(copy=True)
    m.eliminate_zeros()
    m.sum_duplicates()
    return _from_csr(m.indptr, m.indices, num_vertices, cost)


def as_digraph(graph: Any, num_vertices: int | None = None) -> Digraph:
    """Validate a directed graph given in any accepted form.

    Parameters
    ----------
    graph : array_like of shape (E, 2), CSRGraph, scipy sparse matrix or networkx DiGraph
        The graph. An edge array's vertices are 0-based integers.
    num_vertices : int, optional
        The number of vertices (for an edge array, default ``max vertex + 1``).

    Returns
    -------
    Digraph

    Raises
    ------
    InvalidGameError
        For a vertex out of range, a malformed array or an unsupported type.
    ResourceLimitError
        When the graph (num_vertices, a sparse matrix's order) would not fit in the available
        memory; checked before anything of its size is allocated.

    Notes
    -----
    O(V + E).

    Examples
    --------
    >>> g = as_digraph([[0, 1], [0, 2], [1, 2]])
    >>> g.n, g.indptr.tolist(), g.indices.tolist()
    (3, [0, 2, 3, 3], [1, 2, 2])
    """
    return digraph(graph, num_vertices, CSR_COST)


def digraph(graph: Any, num_vertices: int | None, cost: Cost) -> Digraph:
    """:func:`as_digraph` for a computation whose memory is `cost` (checked on the sizes)."""
    if isinstance(graph, Digraph):
        check_graph_memory(graph.n, len(graph.indices), cost)
        return graph
    if isinstance(graph, CSRGraph):
        return _from_csr(graph.indptr, graph.indices, num_vertices, cost)
    if _is_networkx(graph):
        return _from_networkx(graph, num_vertices, cost)
    if _is_scipy_sparse(graph):
        return _from_scipy(graph, num_vertices, cost)
    if isinstance(graph, (str, bytes, dict)) or graph is None:
        raise InvalidGameError(f"cannot read a graph from a {type(graph).__name__}")
    return _from_edges(graph, num_vertices, cost)


def vertex_list(g: Digraph, vertices: Sequence[Hashable] | np.ndarray, what: str) -> np.ndarray:
    """Validate a sequence of vertices of `g` and return their 0-based indices."""
    if g.labels is None:
        arr = np.asarray(vertices)
        if arr.size and (arr.dtype == bool or not np.issubdtype(arr.dtype, np.integer)):
            raise InvalidGameError(f"each {what} must be an integer vertex")
        arr = arr.astype(np.int64).reshape(-1)
        bad = np.flatnonzero((arr < 0) | (arr >= g.n))
        if len(bad):
            i = int(bad[0])
            raise InvalidGameError(f"{what} {i} is at vertex {arr[i]}, out of range {vertex_range(g.n)}")
        return arr
    return np.array([g.vertex(v, what) for v in vertices], dtype=np.int64)


def by_node(g: VertexNames, values: np.ndarray) -> np.ndarray | dict:
    """Per-vertex results as the user names the vertices: for networkx input a dict keyed by
    node (in ``G.nodes`` order), otherwise the array itself."""
    if g.labels is None:
        return values
    return dict(zip(g.labels, values.tolist()))


def partners_by_node(g: VertexNames, mate: np.ndarray) -> np.ndarray | dict:
    """A matching as the user names the vertices: for networkx input a dict from each node to
    its partner node (None when exposed), otherwise the ``mate`` array itself."""
    if g.labels is None:
        return mate
    return {g.labels[i]: (g.labels[m] if m >= 0 else None) for i, m in enumerate(mate.tolist())}
