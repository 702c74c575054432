# distutils: language = c++
# cython: language_level=3
"""The search engine of placement games (games given as data, ``engine/placement.hpp``) for every
width, compiled apart from the other games: :func:`make` gives an engine to
:class:`grundy.search._core.SearchCore`, which drives it."""

from cpython.pycapsule cimport PyCapsule_New
from libc.stdint cimport int32_t, int64_t, uint64_t


cdef extern from "grundy/search/engine/placement.hpp" namespace "grundy":
    cdef cppclass CoreBase:
        pass
    CoreBase *make_placement(int W, int64_t max_bytes, int64_t persist_cost, int n, int m,
                             const uint64_t *needs, const uint64_t *removes, int nsym,
                             const int32_t *syms) nogil


def make(int W, int64_t max_bytes, int64_t persist_cost, int n, int m, bytes needs, bytes removes,
         int nsym, bytes syms):
    """The engine (a capsule of its ``CoreBase``) of the placement game of n cells and m moves
    (`needs`, `removes`: m sets of W little-endian words each) with nsym symmetries (`syms`:
    nsym * n int32 cell images); MemoryError when memory is refused."""
    cdef CoreBase *c = make_placement(W, max_bytes, persist_cost, n, m, <const uint64_t *><const char *>needs,
                                      <const uint64_t *><const char *>removes, nsym,
                                      <const int32_t *><const char *>syms)
    if c == NULL:
        raise MemoryError()
    return PyCapsule_New(<void *>c, b"grundy.CoreBase", NULL)
