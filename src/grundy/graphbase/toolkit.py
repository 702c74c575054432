"""What the graph families are built from: the graph input layer's interface for code that
writes a family (a solver on graphs, its command line, a problem's reader), knowing no game.

The containers and their validators for users (:class:`~grundy.CSRGraph` and
:func:`~grundy.as_digraph`, :class:`~grundy.Multigraph`, :class:`~grundy.SimpleGraph`, ...) are
in :mod:`grundy.graphbase`; this module holds the parts a family puts together:

Validation, with the memory the family's computation needs checked first
    :class:`Cost` (bytes per vertex and per edge, each family states its own),
    :func:`check_graph_memory`; :func:`digraph`, :func:`multigraph` and :func:`simple_graph`
    are :func:`~grundy.as_digraph`, :func:`~grundy.as_multigraph` and
    :func:`~grundy.as_simple_graph` for a computation of a given cost, returning
    :class:`Digraph`, :class:`~grundy.Multigraph` and :class:`~grundy.SimpleGraph`.
Graphs from arrays already in range (a reader's output: nothing is validated again)
    :func:`from_edge_arrays` (directed), :func:`from_endpoints` (multigraph),
    :func:`simple_graph_from_edge_arrays`; :func:`squeeze` drops the vertices that no edge
    mentions when they would dominate the work; :func:`index_dtype` and
    :func:`csr_from_edges` are the CSR kernels' dtype rule and counting sort.
Vertex names (0-based indices, or networkx node labels)
    :func:`vertex_list` validates vertices given by the user (:func:`vertex_range` names the
    vertices of a message); :func:`by_node` and :func:`partners_by_node` give per-vertex
    results back in the user's names.
Text
    :func:`read_edge_list` reads the command line's graph format (``n m``, then ``u v`` lines
    with vertices 1..n).
Pictures (SVG, for ``_repr_svg_``)
    For graphs of at most ``MAX_VERTICES`` vertices and ``MAX_EDGES`` edges: :func:`layers`
    (breadth-first levels from roots), :func:`dag_levels`, :func:`grid` (positions within the
    levels, ``GAP`` pixels apart), :func:`network_svg`.

Every name here keeps its meaning between releases like the rest of the public API.
"""

from ._draw import GAP, MAX_EDGES, MAX_VERTICES, dag_levels, grid, layers, network_svg
from ._input import (
    CSR_COST,
    Cost,
    Digraph,
    by_node,
    check_graph_memory,
    digraph,
    from_edge_arrays,
    partners_by_node,
    squeeze,
    vertex_list,
    vertex_range,
)
from ._kernels import csr_from_edges, index_dtype
from ._simple_graph import SIMPLE_COST, simple_graph, simple_graph_from_edge_arrays
from ._undirected import ENDPOINTS_COST, from_endpoints, multigraph, read_edge_list

__all__ = [
    "Cost", "CSR_COST", "ENDPOINTS_COST", "SIMPLE_COST", "check_graph_memory",
    "Digraph", "digraph", "multigraph", "simple_graph",
    "from_edge_arrays", "from_endpoints", "simple_graph_from_edge_arrays", "squeeze",
    "index_dtype", "csr_from_edges",
    "vertex_list", "vertex_range", "by_node", "partners_by_node",
    "read_edge_list",
    "MAX_VERTICES", "MAX_EDGES", "GAP", "layers", "dag_levels", "grid", "network_svg",
]
