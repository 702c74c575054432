# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernels of the graph input layer: CSR arrays from edge lists, the reversed graph,
the symmetric CSR of an undirected graph. Arrays in, arrays out, no validation; O(V + E)
each, iterative, without the GIL.

Vertex indices are int32 or int64 (:func:`index_dtype`); a kernel takes either, and the
arrays of one call that hold vertices share one dtype.
"""

import numpy as np

from libc.stdint cimport int64_t

from grundy._fused cimport index_t


def index_dtype(n):
    """The dtype of vertex indices for a graph of n vertices: int32 when it fits, else int64.

    32-bit indices halve the memory traffic of the kernels' random accesses.
    """
    return np.int32 if n < 2**31 - 1 else np.int64


def csr_from_edges(int64_t n, const int64_t[:] src, const index_t[:] dst):
    """CSR arrays (indptr, indices) of the edges src[i] -> dst[i], by counting sort. O(V + E).

    indptr is int64; indices has the dtype of dst. src and dst may be strided (the columns of
    an edge array), so no contiguous copy is needed.
    """
    cdef Py_ssize_t m = dst.shape[0], i
    cdef int64_t u
    indptr_a = np.zeros(n + 1, np.int64)
    pos_a = np.empty(n, np.int64)
    indices_a = np.empty(m, np.asarray(dst).dtype)
    cdef int64_t[::1] indptr = indptr_a, pos = pos_a
    cdef index_t[::1] indices = indices_a
    with nogil:
        for i in range(m):
            indptr[src[i] + 1] += 1
        for u in range(n):
            indptr[u + 1] += indptr[u]
        for u in range(n):
            pos[u] = indptr[u]
        for i in range(m):
            u = src[i]
            indices[pos[u]] = dst[i]
            pos[u] += 1
    return indptr_a, indices_a


def transpose(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices):
    """CSR arrays of the reversed graph. O(V + E)."""
    cdef Py_ssize_t m = indices.shape[0], i
    cdef int64_t u, v, e
    rptr_a = np.zeros(n + 1, np.int64)
    pos_a = np.empty(n, np.int64)
    rind_a = np.empty(m, np.asarray(indices).dtype)
    cdef int64_t[::1] rptr = rptr_a, pos = pos_a
    cdef index_t[::1] rind = rind_a
    with nogil:
        for i in range(m):
            rptr[indices[i] + 1] += 1
        for u in range(n):
            rptr[u + 1] += rptr[u]
        for u in range(n):
            pos[u] = rptr[u]
        for u in range(n):
            for e in range(indptr[u], indptr[u + 1]):
                v = indices[e]
                rind[pos[v]] = <index_t>u
                pos[v] += 1
    return rptr_a, rind_a


def symmetric_csr(int64_t n, const int64_t[::1] u, const index_t[::1] v):
    """Symmetric CSR (indptr int64, indices of the dtype of v) of the undirected edges {u[i], v[i]}.

    Self-loops are dropped and parallel edges kept once; each row lists its neighbours in order
    of first appearance. O(V + E).
    """
    cdef Py_ssize_t m = v.shape[0], i
    cdef int64_t x, a, b, k = 0, start = 0, end, e
    cdef index_t y
    indptr_a = np.zeros(n + 1, np.int64)
    pos_a = np.empty(n, np.int64)
    last_a = np.full(n, -1, np.int64)
    cdef int64_t[::1] indptr = indptr_a, pos = pos_a, last = last_a
    with nogil:
        for i in range(m):
            if u[i] != v[i]:
                indptr[u[i] + 1] += 1
                indptr[v[i] + 1] += 1
        for x in range(n):
            indptr[x + 1] += indptr[x]
        for x in range(n):
            pos[x] = indptr[x]
    indices_a = np.empty(indptr[n], np.asarray(v).dtype)
    cdef index_t[::1] indices = indices_a
    with nogil:
        for i in range(m):
            a = u[i]
            b = v[i]
            if a != b:
                indices[pos[a]] = <index_t>b
                pos[a] += 1
                indices[pos[b]] = <index_t>a
                pos[b] += 1
        # Drop repeated neighbours in place, row by row, with a stamp per vertex.
        for x in range(n):
            end = indptr[x + 1]
            for e in range(start, end):
                y = indices[e]
                if last[y] != x:
                    last[y] = x
                    indices[k] = y
                    k += 1
            start = end
            indptr[x + 1] = k
    return indptr_a, indices_a[:k].copy()
