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

from ..errors import InvalidGameError
from . import _kernels

__all__ = ["CSRGraph", "Digraph", "as_digraph"]


class CSRGraph(NamedTuple):
    """A directed graph in compressed sparse row form.

    The followers of vertex ``u`` are ``indices[indptr[u]:indptr[u + 1]]``; there are
    ``len(indptr) - 1`` vertices.
    """

    indptr: Any
    indices: Any


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
            raise InvalidGameError(f"{what} {v} is out of range 0..{self.n - 1}")
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

    def reverse(self) -> tuple[np.ndarray, np.ndarray]:
        """CSR arrays of the reversed graph (predecessor lists), computed once."""
        if self._reverse is None:
            self._reverse = _kernels.transpose(self.n, self.indptr, self.indices)
        return self._reverse


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


def edge_array(edges: Any, num_vertices: int | None, arrow: str) -> tuple[np.ndarray, int]:
    """Validate an (E, 2) integer edge array: (the array, the vertex count). A vertex out of
    range is reported with its edge, written ``u {arrow} v``."""
    arr = _integer_array(edges, "edges")
    if arr.size == 0:
        arr = arr.reshape(0, 2)
    if arr.ndim != 2 or arr.shape[1] != 2:
        raise InvalidGameError(f"edges must have shape (E, 2), not {arr.shape}")
    n = _check_vertex_count(num_vertices, int(arr.max()) + 1 if num_vertices is None and len(arr) else 0)
    if len(arr) and (arr.min() < 0 or arr.max() >= n):
        e = int(np.flatnonzero(((arr < 0) | (arr >= n)).any(axis=1))[0])
        raise InvalidGameError(
            f"edge {e} ({arr[e, 0]} {arrow} {arr[e, 1]}) has a vertex out of range 0..{n - 1}"
        )
    return arr, n


def _from_edges(edges: Any, num_vertices: int | None) -> Digraph:
    arr, n = edge_array(edges, num_vertices, "->")
    src = np.ascontiguousarray(arr[:, 0], dtype=np.int64)
    dst = np.ascontiguousarray(arr[:, 1], dtype=np.int64)
    return from_edge_arrays(n, src, dst)


def from_edge_arrays(n: int, src: np.ndarray, dst: np.ndarray) -> Digraph:
    """A Digraph from validated 0-based edge endpoint arrays (no checks)."""
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


def _from_csr(indptr: Any, indices: Any, num_vertices: int | None) -> Digraph:
    indptr = np.ascontiguousarray(_integer_array(indptr, "indptr"), dtype=np.int64)
    indices = _integer_array(indices, "indices")
    if indptr.ndim != 1 or len(indptr) == 0 or indices.ndim != 1:
        raise InvalidGameError("indptr must be a non-empty 1-D array and indices a 1-D array")
    n = len(indptr) - 1
    if num_vertices is not None and _check_vertex_count(num_vertices, n) != n:
        raise InvalidGameError(f"num_vertices={num_vertices} but indptr describes {n} vertices")
    if indptr[0] != 0 or indptr[-1] != len(indices) or np.any(np.diff(indptr) < 0):
        raise InvalidGameError(
            "indptr must start at 0, never decrease and end at len(indices)"
        )
    bad = np.flatnonzero((indices < 0) | (indices >= n))
    if len(bad):
        e = int(bad[0])
        u = int(np.searchsorted(indptr, e, side="right")) - 1
        raise InvalidGameError(
            f"edge {e} ({u} -> {indices[e]}) has a vertex out of range 0..{n - 1}"
        )
    indices = np.ascontiguousarray(indices, dtype=_kernels.index_dtype(n))
    return Digraph(n, indptr, indices)


def _is_networkx(graph: Any) -> bool:
    return type(graph).__module__.split(".")[0] == "networkx"


def _is_scipy_sparse(graph: Any) -> bool:
    return type(graph).__module__.split(".")[0] == "scipy" and hasattr(graph, "tocsr")


def _from_networkx(graph: Any, num_vertices: int | None) -> Digraph:
    if not graph.is_directed():
        raise InvalidGameError("an undirected networkx graph was given where a directed one is needed")
    labels = list(graph.nodes)
    index = {lab: i for i, lab in enumerate(labels)}
    if num_vertices is not None and _check_vertex_count(num_vertices, 0) != len(labels):
        raise InvalidGameError(f"num_vertices={num_vertices} but the graph has {len(labels)} nodes")
    n = len(labels)
    edges = np.fromiter(
        (index[x] for e in graph.edges() for x in e[:2]), dtype=np.int64, count=2 * graph.number_of_edges()
    ).reshape(-1, 2)
    g = from_edge_arrays(n, edges[:, 0].copy(), edges[:, 1].copy())
    g.labels = labels
    return g


def _from_scipy(graph: Any, num_vertices: int | None) -> Digraph:
    if graph.ndim != 2 or graph.shape[0] != graph.shape[1]:
        raise InvalidGameError(f"a sparse adjacency matrix must be square, not {graph.shape}")
    m = graph.tocsr(copy=True)
    m.eliminate_zeros()
    m.sum_duplicates()
    return _from_csr(m.indptr, m.indices, num_vertices)


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

    Notes
    -----
    O(V + E).

    Examples
    --------
    >>> g = as_digraph([[0, 1], [0, 2], [1, 2]])
    >>> g.n, g.indptr.tolist(), g.indices.tolist()
    (3, [0, 2, 3, 3], [1, 2, 2])
    """
    if isinstance(graph, Digraph):
        return graph
    if isinstance(graph, CSRGraph):
        return _from_csr(graph.indptr, graph.indices, num_vertices)
    if _is_networkx(graph):
        return _from_networkx(graph, num_vertices)
    if _is_scipy_sparse(graph):
        return _from_scipy(graph, num_vertices)
    if isinstance(graph, (str, bytes, dict)) or graph is None:
        raise InvalidGameError(f"cannot read a graph from a {type(graph).__name__}")
    return _from_edges(graph, num_vertices)


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
            raise InvalidGameError(f"{what} {i} is at vertex {arr[i]}, out of range 0..{g.n - 1}")
        return arr
    return np.array([g.vertex(v, what) for v in vertices], dtype=np.int64)
