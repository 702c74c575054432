# distutils: language = c++
# cython: language_level=3
"""The search engine of impartial NoGo (``engine/nogo.hpp``) for every width, compiled apart from
the other games: :func:`make` gives an engine to :class:`grundy.search._core.SearchCore`, which
drives it."""

from cpython.pycapsule cimport PyCapsule_New
from libc.stdint cimport int64_t


cdef extern from "grundy/search/engine/nogo.hpp" namespace "grundy":
    cdef cppclass CoreBase:
        pass
    CoreBase *make_nogo(int W, int64_t max_bytes, int64_t persist_cost, int rows, int cols) nogil


def make(int W, int64_t max_bytes, int64_t persist_cost, int rows, int cols):
    """The engine (a capsule of its ``CoreBase``) of NoGo on a rows x cols board, positions of two
    bits a point; MemoryError when memory is refused."""
    cdef CoreBase *c = make_nogo(W, max_bytes, persist_cost, rows, cols)
    if c == NULL:
        raise MemoryError()
    return PyCapsule_New(<void *>c, b"grundy.CoreBase", NULL)
