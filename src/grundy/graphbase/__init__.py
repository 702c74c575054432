"""The graph input layer that the graph families share, knowing no game: the containers
(:class:`~grundy.CSRGraph` for directed graphs, :class:`~grundy.Multigraph` for undirected
multigraphs, :class:`~grundy.SimpleGraph` for simple graphs), their validation from every
accepted form (edge arrays, CSR arrays, scipy sparse matrices, networkx graphs), the graph of
a game given by a function (:func:`explore`), the CSR kernels and the drawing of graphs."""

from .._lazy import lazy_exports

_EXPORTS = {
    "CSRGraph": "._input",
    "as_digraph": "._input",
    "Multigraph": "._undirected",
    "as_multigraph": "._undirected",
    "SimpleGraph": "._simple_graph",
    "as_simple_graph": "._simple_graph",
    "explore": ".explore",
}

__all__ = list(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
