# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernels for directed graphs: arrays in, arrays out, no validation.

Vertex indices are int32 or int64 (:func:`index_dtype`); a kernel takes either, and the
arrays of one call that hold vertices share one dtype. Every kernel is iterative; none
recurses on the graph, and each runs without the GIL.
"""

import numpy as np

from libc.stdint cimport int8_t, int32_t, int64_t

from grundy._fused cimport index_t
from grundy._interrupt cimport interrupted, reraise


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


cdef Py_ssize_t _dag_dfs(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices,
                         index_t[::1] values, int8_t[::1] state, index_t[::1] mark,
                         index_t[::1] stack, int64_t[::1] edge, Py_ssize_t *ctop) noexcept nogil:
    """The DFS of :func:`dag_grundy`. Returns -1 when the graph is acyclic; otherwise the
    stack position where a cycle starts (the cycle is stack[k .. *ctop])."""
    cdef int64_t s, e, f, g
    cdef index_t u, v
    cdef Py_ssize_t top, k
    for s in range(n):
        if state[s] != 0:
            continue
        top = 0
        stack[0] = <index_t>s
        edge[0] = indptr[s]
        state[s] = 1
        while top >= 0:
            u = stack[top]
            e = edge[top]
            if e < indptr[u + 1]:
                edge[top] = e + 1
                v = indices[e]
                if state[v] == 0:
                    top += 1
                    stack[top] = v
                    edge[top] = indptr[v]
                    state[v] = 1
                elif state[v] == 1:
                    k = top
                    while stack[k] != v:
                        k -= 1
                    ctop[0] = top
                    return k
            else:
                # Every follower is done (a cycle would have returned), so 0 <= x < n.
                for f in range(indptr[u], indptr[u + 1]):
                    mark[values[indices[f]]] = u
                g = 0
                while mark[g] == u:
                    g += 1
                values[u] = <index_t>g
                state[u] = 2
                top -= 1
    return -1


def dag_grundy(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices):
    """Grundy value of every vertex of a DAG by iterative post-order DFS and a stamped mex.

    Returns (values, cycle): values[u] >= 0 for every vertex when the graph is acyclic, and an
    empty cycle; otherwise cycle holds the vertices of one directed cycle, in order. Values,
    like vertices, have the dtype of indices (a value is below the number of vertices).
    O(V + E).
    """
    vt = np.asarray(indices).dtype
    values_a = np.full(n, -1, vt)
    stack_a = np.empty(n, vt)
    cdef index_t[::1] values = values_a, stack = stack_a
    cdef index_t[::1] mark = np.full(n + 1, -1, vt)
    cdef int8_t[::1] state = np.zeros(n, np.int8)  # 0 unvisited, 1 on the DFS stack, 2 done
    cdef int64_t[::1] edge = np.empty(n, np.int64)
    cdef Py_ssize_t k, top = 0
    with nogil:
        k = _dag_dfs(n, indptr, indices, values, state, mark, stack, edge, &top)
    if k >= 0:
        return values_a, stack_a[k : top + 1].astype(np.int64)
    return values_a, np.empty(0, np.int64)


def loopy_grundy(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices,
                 const int64_t[::1] rptr, index_t[::1] rind):
    """Generalized Sprague–Grundy labelling (Smith; Fraenkel–Yesha) of every vertex.

    Returns (values, order): values[u] = m >= 0 for a finite value, -1 for an infinite one;
    order[u] is the position of u in the labelling sequence (-1 when infinite), the counter
    that makes a finite value's win finite.

    Stage m labels u with m when u has no follower labelled m and each of its followers that
    is unlabelled or infinite has a follower labelled m; after the stage, unlabelled vertices
    with no follower labelled m become infinite. Within a stage this is a retrograde
    propagation with one counter per vertex, so a stage is O(V + E) and there are at most
    (max out-degree + 2) stages. Ctrl-C stops it between stages, and within a stage every 65536
    vertices taken from its queue.

    `rind` (the predecessor lists) is rewritten: when a vertex's predecessors are scanned to
    update their counters, the labelled ones (never counted again) are dropped, keeping the
    order of the others, so that a vertex killed at many stages (a hub every other vertex points
    to) does not re-scan predecessors labelled long ago. Pass a copy.
    """
    cdef int64_t UNLABELLED = -2
    values_a = np.full(n, UNLABELLED, np.int64)
    order_a = np.full(n, -1, np.int64)
    cdef int64_t[::1] values = values_a, order = order_a
    cdef int64_t[::1] killed = np.full(n, -1, np.int64)  # killed[u] == m: u has a follower labelled m
    cdef int64_t[::1] cnt = np.zeros(n, np.int64)
    cdef int64_t[::1] queue = np.empty(n, np.int64)
    cdef int64_t[::1] live = np.arange(n, dtype=np.int64)
    cdef int64_t[::1] rend = np.array(rptr[1:], dtype=np.int64)  # end of each live predecessor list
    cdef int64_t nlive = n, counter = 0, m = 0, i, u, p, q, c, e, f, k, w
    cdef Py_ssize_t qh, qt
    cdef bint stopped = False
    with nogil:
        while nlive > 0:
            if interrupted():
                stopped = True
                break
            qt = 0
            for i in range(nlive):
                u = live[i]
                c = 0
                for e in range(indptr[u], indptr[u + 1]):
                    if values[indices[e]] < 0:
                        c += 1
                cnt[u] = c
                if c == 0:
                    queue[qt] = u
                    qt += 1
            qh = 0
            while qh < qt:
                u = queue[qh]
                qh += 1
                if (qh & 0xFFFF) == 0 and interrupted():
                    stopped = True
                    break
                if killed[u] == m or values[u] != UNLABELLED:
                    continue
                values[u] = m
                order[u] = counter
                counter += 1
                for e in range(rptr[u], rend[u]):
                    p = rind[e]
                    if killed[p] == m:
                        continue
                    killed[p] = m
                    if values[p] < 0:
                        w = rptr[p]
                        for f in range(rptr[p], rend[p]):
                            q = rind[f]
                            if values[q] >= 0:  # labelled: never counted again
                                continue
                            rind[w] = <index_t>q
                            w += 1
                            if values[q] == UNLABELLED:
                                cnt[q] -= 1
                                if cnt[q] == 0 and killed[q] != m:
                                    queue[qt] = q
                                    qt += 1
                        rend[p] = w
            if stopped:
                break
            k = 0
            for i in range(nlive):
                u = live[i]
                if values[u] == UNLABELLED:
                    if killed[u] != m:
                        values[u] = -1
                    else:
                        live[k] = u
                        k += 1
            nlive = k
            m += 1
    if stopped:
        reraise()
    return values_a, order_a
