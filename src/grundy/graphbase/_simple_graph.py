"""The validator of undirected simple graphs (for matchings and vertex geography).

Every undirected input is read by :func:`grundy.as_multigraph` (edge arrays,
scipy sparse matrices, networkx ``Graph`` / ``MultiGraph``), then reduced to a simple graph in
symmetric CSR form: self-loops are ignored and parallel edges kept once. Neither changes a
matching, nor vertex geography (a token never moves onto a visited vertex).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .._textio import plural
from ..errors import InvalidGameError
from . import _kernels
from ._input import Cost, Digraph, check_graph_memory, graph_repr
from ._kernels import symmetric_csr
from ._undirected import multigraph

#: Building the symmetric CSR arrays: measured (as_simple_graph on 10^7 vertices, then on 10^7
#: edges) 24 bytes per vertex (three arrays of symmetric_csr) and 24.4 per edge with 32-bit
#: vertices; 32 allows for 64-bit ones.
SIMPLE_COST = Cost(24, 32)

__all__ = ["SimpleGraph", "as_simple_graph", "simple_graph_from_edge_arrays"]


@dataclass
class SimpleGraph(Digraph):
    """A validated undirected simple graph: each edge {u, v} is stored as the arcs u -> v and
    v -> u of a CSR structure; there are no self-loops and no repeated neighbours."""

    _matching_solution: Any = field(default=None, repr=False, compare=False)

    def __repr__(self) -> str:
        return graph_repr(self, len(self.indices) // 2, "edge")

    def edges(self) -> np.ndarray:
        """The (E, 2) int64 array of edges (u, v) with u < v."""
        src = np.repeat(np.arange(self.n, dtype=np.int64), np.diff(self.indptr))
        keep = src < self.indices
        return np.stack([src[keep], self.indices[keep].astype(np.int64)], axis=1)

    def neighbours(self, u: int) -> np.ndarray:
        """The neighbours of vertex index u."""
        return self.indices[self.indptr[u] : self.indptr[u + 1]]


def simple_graph_from_edge_arrays(n: int, u: np.ndarray, v: np.ndarray, cost: Cost = SIMPLE_COST) -> SimpleGraph:
    """A SimpleGraph from 0-based endpoint arrays in range (not checked); the sizes are checked
    against the memory that `cost` asks for. O(V + E)."""
    check_graph_memory(n, len(u), cost)
    vt = _kernels.index_dtype(n)
    indptr, indices = symmetric_csr(
        n, np.ascontiguousarray(u, dtype=np.int64), np.ascontiguousarray(v, dtype=vt)
    )
    return SimpleGraph(n, indptr, indices)


def as_simple_graph(graph: Any, num_vertices: int | None = None) -> SimpleGraph:
    """Validate an undirected graph given in any accepted form and make it simple.

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix, networkx Graph / MultiGraph, or path
        The graph: an edge array of 0-based vertex pairs; a square sparse adjacency matrix,
        symmetric or upper triangular; a networkx graph (vertices are its node labels, in
        ``G.nodes`` order); or the path of a file in the command line's format (``n m``, then
        m lines ``u v`` with vertices 1..n) or of lines ``u v`` alone with vertices from 0, as
        networkx writes them (see :func:`~grundy.as_multigraph`). Self-loops are ignored and
        parallel edges count once.
    num_vertices : int, optional
        The number of vertices (for an edge array, default ``max vertex + 1``).

    Returns
    -------
    SimpleGraph
        Symmetric CSR arrays without self-loops or repeated neighbours.

    Raises
    ------
    InvalidGameError
        For a vertex out of range, a malformed array, a sparse matrix that is not symmetric
        (nor upper triangular), a directed networkx graph, an unsupported type, or a file that
        cannot be read.
    InputFormatError
        For a file that does not follow its format (naming the file and the line).
    ResourceLimitError
        When the graph would not fit in the available memory (checked first).

    Notes
    -----
    O(V + E).

    Examples
    --------
    >>> g = as_simple_graph([[0, 1], [1, 2], [2, 1], [2, 2]])
    >>> g.n, g.indptr.tolist(), g.indices.tolist()
    (3, [0, 1, 3, 4], [1, 0, 2, 1])
    """
    return simple_graph(graph, num_vertices, SIMPLE_COST)


def simple_graph(graph: Any, num_vertices: int | None, cost: Cost) -> SimpleGraph:
    """:func:`as_simple_graph` for a computation whose memory is `cost` (checked on the sizes)."""
    if isinstance(graph, SimpleGraph):
        if num_vertices is not None and num_vertices != graph.n:
            raise InvalidGameError(
                f"num_vertices={num_vertices} but the graph has {plural(graph.n, 'vertex', 'vertices')}"
            )
        check_graph_memory(graph.n, len(graph.indices) // 2, cost)
        return graph
    mg = multigraph(graph, num_vertices, cost)
    g = simple_graph_from_edge_arrays(mg.n, mg.u, mg.v, cost)
    g.labels = mg.labels
    return g
