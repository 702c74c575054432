# distutils: language = c++
# cython: language_level=3
"""The search engine of Node-Kayles and Arc-Kayles on graphs (``engine/graph.hpp``) for every
width, compiled apart from the other games: :func:`make` gives an engine to
:class:`grundy.search._core.SearchCore`, which drives it."""

from cpython.pycapsule cimport PyCapsule_New
from libc.stdint cimport int64_t, uint64_t


cdef extern from "grundy/search/engine/graph.hpp" namespace "grundy":
    cdef cppclass CoreBase:
        pass
    CoreBase *make_graph(int W, int64_t max_bytes, int64_t persist_cost, bint node, int n,
                         const uint64_t *adj, int small) nogil


def make(int W, int64_t max_bytes, int64_t persist_cost, bint node, int n, bytes adj, int small):
    """The engine (a capsule of its ``CoreBase``) of the game on n vertices whose neighbour sets
    are `adj` (n sets of W little-endian words); MemoryError when memory is refused."""
    cdef CoreBase *c = make_graph(W, max_bytes, persist_cost, node, n, <const uint64_t *><const char *>adj, small)
    if c == NULL:
        raise MemoryError()
    return PyCapsule_New(<void *>c, b"grundy.CoreBase", NULL)
