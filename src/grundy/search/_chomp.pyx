# distutils: language = c++
# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""Chomp's dynamic programming over every staircase of a bar (``chomp.hpp``, C++ threads):
:func:`fill_level` fills the values of the positions of one upper area."""

from libc.stdint cimport int64_t, uint8_t, uint16_t, uint64_t
from libcpp cimport bool as cbool

from grundy._interrupt cimport reraise

import numpy as np

cdef extern from "Python.h":
    int PyErr_CheckSignals()

cdef extern from "grundy/search/chomp.hpp" namespace "grundy_chomp":
    cdef cppclass Box:
        Box(int rows, int cols) nogil
    int64_t run_level[V](const Box &box, V *val, int L, int threads, cbool (*stop)() noexcept nogil) nogil


cdef cbool _stop() noexcept nogil:
    """True when Ctrl-C (or SIGTERM's handler) raised: the pending exception is left set."""
    cdef int r
    with gil:
        r = PyErr_CheckSignals()
    return r != 0


def fill_level(int rows, int cols, values, int area, int threads):
    """Fill the values of every position of the rows x cols box whose rows after the first hold
    `area` squares, on `threads` threads, every position of smaller such area being done.

    `values` is a writable C-contiguous uint8 or uint16 array of C(rows + cols, rows) entries
    (indexed by rank, ``chomp.hpp``). Returns the options looked at; raises the pending
    KeyboardInterrupt when Ctrl-C stopped it (the level is then unfinished)."""
    cdef Box *box = new Box(rows, cols)
    cdef int64_t done
    cdef uint8_t[::1] v8
    cdef uint16_t[::1] v16
    try:
        if values.dtype == np.uint8:
            v8 = values
            with nogil:
                done = run_level[uint8_t](box[0], &v8[0], area, threads, _stop)
        else:
            v16 = values
            with nogil:
                done = run_level[uint16_t](box[0], &v16[0], area, threads, _stop)
    finally:
        del box
    if done < 0:
        reraise()
    return done
