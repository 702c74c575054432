"""The graph input layer that the graph families share, knowing no game: the containers
(:class:`~grundy.CSRGraph` for directed graphs, :class:`~grundy.Multigraph` for undirected
multigraphs, :class:`~grundy.SimpleGraph` for simple graphs), their validation from every
accepted form (edge arrays, CSR arrays, scipy sparse matrices, networkx graphs), the graph of
a game given by a function (:func:`explore`), the CSR kernels and the drawing of graphs.
What a family is built from (validation at a family's memory cost, graphs from arrays, the
vertex names, the text format, the pictures) is in :mod:`grundy.graphbase.toolkit`."""

from .._lazy import lazy_exports

_EXPORTS = {
    "CSRGraph": "._input",
    "as_digraph": "._input",
    "Multigraph": "._undirected",
    "as_multigraph": "._undirected",
    "SimpleGraph": "._simple_graph",
    "as_simple_graph": "._simple_graph",
    "explore": "._explore",
}

__all__ = [  # _EXPORTS's names, written out for type checkers
    "CSRGraph", "as_digraph", "Multigraph", "as_multigraph", "SimpleGraph", "as_simple_graph",
    "explore",
]

# Type checkers (which take any TYPE_CHECKING as true) read the imports, and no __getattr__ that
# would make a misspelt name Any; at run time each module loads on first use of one of its names.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._input import CSRGraph, as_digraph
    from ._undirected import Multigraph, as_multigraph
    from ._simple_graph import SimpleGraph, as_simple_graph
    from ._explore import explore
else:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
