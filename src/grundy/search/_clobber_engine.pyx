# distutils: language = c++
# cython: language_level=3
"""The search engine of impartial Clobber and Cannibal Clobber (``engine/clobber.hpp``) for every
width, compiled apart from the other games: :func:`make` gives an engine to
:class:`grundy.search._core.SearchCore`, which drives it."""

from cpython.pycapsule cimport PyCapsule_New
from libc.stdint cimport int64_t


cdef extern from "grundy/search/engine/clobber.hpp" namespace "grundy":
    cdef cppclass CoreBase:
        pass
    CoreBase *make_clobber(int W, int64_t max_bytes, int64_t persist_cost, int rows, int cols,
                           bint cannibal) nogil


def make(int W, int64_t max_bytes, int64_t persist_cost, int rows, int cols, bint cannibal):
    """The engine (a capsule of its ``CoreBase``) of Clobber (`cannibal`: Cannibal Clobber) on a
    rows x cols board, positions of two bits a square; MemoryError when memory is refused."""
    cdef CoreBase *c = make_clobber(W, max_bytes, persist_cost, rows, cols, cannibal)
    if c == NULL:
        raise MemoryError()
    return PyCapsule_New(<void *>c, b"grundy.CoreBase", NULL)
