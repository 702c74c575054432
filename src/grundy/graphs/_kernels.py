"""numba kernels for directed graphs: arrays in, arrays out, no validation.

Every kernel is iterative; none recurses on the graph.
"""

from __future__ import annotations

import numpy as np
from numba import njit


def index_dtype(n):
    """The dtype of vertex indices for a graph of n vertices: int32 when it fits, else int64.

    32-bit indices halve the memory traffic of the kernels' random accesses.
    """
    return np.int32 if n < 2**31 - 1 else np.int64


@njit(cache=True)
def csr_from_edges(n, src, dst):
    """CSR arrays (indptr, indices) of the edges src[i] -> dst[i], by counting sort. O(V + E).

    indptr is int64; indices has the dtype of dst.
    """
    m = len(src)
    indptr = np.zeros(n + 1, np.int64)
    for i in range(m):
        indptr[src[i] + 1] += 1
    for u in range(n):
        indptr[u + 1] += indptr[u]
    pos = indptr[:-1].copy()
    indices = np.empty(m, dst.dtype)
    for i in range(m):
        u = src[i]
        indices[pos[u]] = dst[i]
        pos[u] += 1
    return indptr, indices


@njit(cache=True)
def transpose(n, indptr, indices):
    """CSR arrays of the reversed graph. O(V + E)."""
    m = len(indices)
    rptr = np.zeros(n + 1, np.int64)
    for i in range(m):
        rptr[indices[i] + 1] += 1
    for u in range(n):
        rptr[u + 1] += rptr[u]
    pos = rptr[:-1].copy()
    rind = np.empty(m, indices.dtype)
    for u in range(n):
        for e in range(indptr[u], indptr[u + 1]):
            v = indices[e]
            rind[pos[v]] = u
            pos[v] += 1
    return rptr, rind


@njit(cache=True)
def dag_grundy(n, indptr, indices):
    """Grundy value of every vertex of a DAG by iterative post-order DFS and a stamped mex.

    Returns (values, cycle): values[u] >= 0 for every vertex when the graph is acyclic, and an
    empty cycle; otherwise cycle holds the vertices of one directed cycle, in order. Values,
    like vertices, have the dtype of indices (a value is below the number of vertices).
    O(V + E).
    """
    vt = indices.dtype
    values = np.full(n, -1, vt)
    state = np.zeros(n, np.int8)  # 0 unvisited, 1 on the DFS stack, 2 done
    mark = np.full(n + 1, -1, vt)
    stack = np.empty(n, vt)
    edge = np.empty(n, np.int64)
    for s in range(n):
        if state[s] != 0:
            continue
        top = 0
        stack[0] = s
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
                    return values, stack[k : top + 1].astype(np.int64)
            else:
                # Every follower is done (a cycle would have returned), so 0 <= x < n.
                for f in range(indptr[u], indptr[u + 1]):
                    mark[values[indices[f]]] = u
                g = 0
                while mark[g] == u:
                    g += 1
                values[u] = g
                state[u] = 2
                top -= 1
    return values, np.empty(0, np.int64)


@njit(cache=True)
def loopy_grundy(n, indptr, indices, rptr, rind):
    """Generalized Sprague–Grundy labelling (Smith; Fraenkel–Yesha) of every vertex.

    Returns (values, order): values[u] = m >= 0 for a finite value, -1 for an infinite one;
    order[u] is the position of u in the labelling sequence (-1 when infinite), the counter
    that makes a finite value's win finite.

    Stage m labels u with m when u has no follower labelled m and each of its followers that
    is unlabelled or infinite has a follower labelled m; after the stage, unlabelled vertices
    with no follower labelled m become infinite. Within a stage this is a retrograde
    propagation with one counter per vertex, so a stage is O(V + E) and there are at most
    (max out-degree + 2) stages.
    """
    UNLABELLED = -2
    values = np.full(n, UNLABELLED, np.int64)
    order = np.full(n, -1, np.int64)
    killed = np.full(n, -1, np.int64)  # killed[u] == m: u has a follower labelled m
    cnt = np.zeros(n, np.int64)
    queue = np.empty(n, np.int64)
    live = np.arange(n)
    nlive = n
    counter = 0
    m = 0
    while nlive > 0:
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
            if killed[u] == m or values[u] != UNLABELLED:
                continue
            values[u] = m
            order[u] = counter
            counter += 1
            for e in range(rptr[u], rptr[u + 1]):
                p = rind[e]
                if killed[p] == m:
                    continue
                killed[p] = m
                if values[p] < 0:
                    for f in range(rptr[p], rptr[p + 1]):
                        q = rind[f]
                        if values[q] == UNLABELLED:
                            cnt[q] -= 1
                            if cnt[q] == 0 and killed[q] != m:
                                queue[qt] = q
                                qt += 1
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
    return values, order
