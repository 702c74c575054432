# distutils: language = c++
# cython: language_level=3
"""The search engine of the board games (Cram, Node-Kayles on the grid, Node-Kayles and
Arc-Kayles on board graphs; ``engine/board.hpp``) for every width, compiled apart from the other
games: :func:`make` gives an engine to :class:`grundy.search._core.SearchCore`, which drives it."""

from cpython.pycapsule cimport PyCapsule_New
from libc.stdint cimport int64_t, uint64_t


cdef extern from "grundy/search/engine/board.hpp" namespace "grundy":
    cdef cppclass CoreBase:
        pass
    CoreBase *make_board(int W, int64_t max_bytes, int64_t persist_cost, int rule, int rows,
                         int cols, const uint64_t *adj, bint symmetry) nogil


def make(int W, int64_t max_bytes, int64_t persist_cost, int rule, int rows, int cols, adj,
         bint symmetry):
    """The engine (a capsule of its ``CoreBase``) of the game `rule` on the rows x cols board,
    the cells' neighbour sets `adj` (bytes: n sets of W little-endian words) for the rules of
    board graphs, else None; MemoryError when memory is refused."""
    cdef const char *a = NULL
    if adj is not None:
        a = <bytes>adj
    cdef CoreBase *c = make_board(W, max_bytes, persist_cost, rule, rows, cols, <const uint64_t *>a, symmetry)
    if c == NULL:
        raise MemoryError()
    return PyCapsule_New(<void *>c, b"grundy.CoreBase", NULL)
