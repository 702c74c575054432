# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernels for POJ 3710 (Christmas Game): arrays in, arrays out, no validation.

The input arrives as the integers of the text (``values``, int64) and the 0-based line of each
(``lines``, int32). Every kernel is one pass and runs without the GIL.
"""

import numpy as np

from libc.stdint cimport int32_t, int64_t


# Error codes of _layout.
cpdef enum:
    _ROW_T = 1
    _ROW_NM = 2
    _ROW_EDGE = 3
    _NEG_T = 4
    _END_NM = 5
    _BAD_NM = 6
    _END_EDGES = 7
    _VERTEX = 8
    _TOO_MANY = 9


cdef inline bint _row_ok(const int32_t *lines, int64_t T, int64_t p, int64_t width) noexcept nogil:
    """True when tokens p .. p + width - 1 (of T) are exactly the tokens of one line."""
    cdef int32_t line = lines[p]
    cdef int64_t j
    if p > 0 and lines[p - 1] == line:
        return False
    for j in range(1, width):
        if lines[p + j] != line:
            return False
    return p + width >= T or lines[p + width] != line


cdef int64_t _scan(const int64_t *values, const int32_t *lines, int64_t T, int64_t limit,
                   int64_t *set_sizes, int64_t *roots, int64_t *src, int64_t *dst,
                   int64_t *out) noexcept nogil:
    """The pass of :func:`_layout`. Returns the error code (0: none); out receives (pos, a, b)
    on an error, else (number of sets, of graphs, of edges, of vertices)."""
    cdef int64_t ns = 0, ng = 0, ne = 0, off = 0, p = 0, t, j, n, m, i, a, b
    while p < T:
        if not _row_ok(lines, T, p, 1):
            out[0] = p
            out[1] = 0
            out[2] = 0
            return _ROW_T
        t = values[p]
        if t < 0:
            out[0] = p
            out[1] = t
            out[2] = 0
            return _NEG_T
        p += 1
        set_sizes[ns] = t
        ns += 1
        for j in range(t):
            if p + 2 > T:
                out[0] = T
                out[1] = j + 1
                out[2] = t
                return _END_NM
            if not _row_ok(lines, T, p, 2):
                out[0] = p
                out[1] = 0
                out[2] = 0
                return _ROW_NM
            n = values[p]
            m = values[p + 1]
            if n < 1 or m < 0:
                out[0] = p
                out[1] = n
                out[2] = m
                return _BAD_NM
            if n > limit - off:
                out[0] = p
                out[1] = limit
                out[2] = 0
                return _TOO_MANY
            p += 2
            if m > (T - p) // 2:
                out[0] = T
                out[1] = m
                out[2] = (T - p) // 2
                return _END_EDGES
            roots[ng] = off
            ng += 1
            for i in range(m):
                if not _row_ok(lines, T, p, 2):
                    out[0] = p
                    out[1] = 0
                    out[2] = 0
                    return _ROW_EDGE
                a = values[p]
                b = values[p + 1]
                if a < 1 or a > n:
                    out[0] = p
                    out[1] = a
                    out[2] = n
                    return _VERTEX
                if b < 1 or b > n:
                    out[0] = p + 1
                    out[1] = b
                    out[2] = n
                    return _VERTEX
                src[ne] = off + a - 1
                dst[ne] = off + b - 1
                ne += 1
                p += 2
            off += n
    out[0] = ns
    out[1] = ng
    out[2] = ne
    out[3] = off
    return 0


def _layout(const int64_t[::1] values, const int32_t[::1] lines, int64_t limit):
    """Check the structure of the whole input and lay every graph side by side.

    Returns (err, pos, a, b, set_sizes, roots, src, dst, total): err 0 on success, else an
    error code with the token index pos where it was found and two details a, b (and empty
    arrays, total 0); set_sizes[s] is the number of graphs of set s, roots[j] the global index
    of graph j's vertex 1, and edge i joins src[i] and dst[i] (0-based, offset by the vertices
    of the graphs before); total is the number of vertices of all graphs. The arrays are int64.
    O(number of integers).
    """
    cdef int64_t T = values.shape[0]
    set_sizes_a = np.empty(T + 1, np.int64)
    roots_a = np.empty(T // 2 + 1, np.int64)
    src_a = np.empty(T // 2 + 1, np.int64)
    dst_a = np.empty(T // 2 + 1, np.int64)
    cdef int64_t[::1] set_sizes = set_sizes_a, roots = roots_a, src = src_a, dst = dst_a
    cdef int64_t out[4]
    cdef int64_t err
    with nogil:
        err = _scan(&values[0], &lines[0], T, limit, &set_sizes[0], &roots[0], &src[0], &dst[0],
                    out)
    if err:
        return (err, out[0], out[1], out[2], set_sizes_a[:0], roots_a[:0], src_a[:0], dst_a[:0], 0)
    return (0, 0, 0, 0, set_sizes_a[: out[0]], roots_a[: out[1]], src_a[: out[2]],
            dst_a[: out[2]], out[3])


def _set_xors(const int64_t[::1] values, const int64_t[::1] set_sizes):
    """XOR of the graph values of each set (consecutive runs of set_sizes[s] values)."""
    out_a = np.zeros(set_sizes.shape[0], np.int64)
    cdef int64_t[::1] out = out_a
    cdef Py_ssize_t s, j = 0
    cdef int64_t x, i
    with nogil:
        for s in range(set_sizes.shape[0]):
            x = 0
            for i in range(set_sizes[s]):
                x ^= values[j]
                j += 1
            out[s] = x
    return out_a
