# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernels for tokens on directed graphs (Grundy values of a DAG, generalized values
of a graph with cycles): arrays in, arrays out, no validation.

Vertex indices are int32 or int64 (:func:`grundy.graphbase._kernels.index_dtype`); a kernel
takes either, and the
arrays of one call that hold vertices share one dtype. Every kernel is iterative; none
recurses on the graph, and each runs without the GIL.
"""

import numpy as np

from libc.stdint cimport int8_t, int32_t, int64_t

from grundy._fused cimport index_t
from grundy._interrupt cimport interrupted, reraise


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


cdef inline Py_ssize_t _watch_next(index_t u, int64_t i, index_t m, index_t *fw, int64_t *end,
                                   int64_t *pos, const index_t *mark, index_t *stamp,
                                   index_t *head, index_t *nxt, index_t *queue,
                                   Py_ssize_t qt, int64_t *work) noexcept nogil:
    """loopy_grundy's step: u watches its first follower from fw[i] on that is neither killed
    at stage m nor labelled (labelled ones are moved past end[u] for good), or, with none left,
    goes on the label queue. Returns the new end of the label queue; adds to ``*work`` the
    follower entries read (at least one: the call itself)."""
    cdef int64_t e = end[u], start = i, stop = e
    cdef index_t w, x
    while i < e:
        w = fw[i]
        x = mark[w]
        if x == m:
            i += 1
        elif x == -2:  # LABELLED
            e -= 1
            fw[i] = fw[e]
            fw[e] = w
        else:
            break
    end[u] = e
    work[0] += 1 + (i - start) + (stop - e)
    if i == e:
        queue[qt] = u
        return qt + 1
    pos[u] = i
    w = fw[i]
    if stamp[w] != m:
        stamp[w] = m
        head[w] = -1
    nxt[u] = head[w]
    head[w] = u
    return qt


def loopy_grundy(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices,
                 const int64_t[::1] rptr, const index_t[::1] rind, int64_t[::1] work=None):
    """Generalized Sprague–Grundy labelling (Smith; Fraenkel–Yesha) of every vertex.

    Returns (values, order): values[u] = m >= 0 for a finite value, -1 for an infinite one;
    order[u] is the position of u in the labelling sequence (-1 when infinite), the counter
    that makes a finite value's win finite.

    Stage m labels u with m when every follower of u that is unlabelled or infinite (a
    "relevant" follower) has a follower labelled m ("is killed") labelled before u (then no
    follower of u is labelled m); after the stage, unlabelled vertices with no follower
    labelled m become infinite. Nothing is recounted per stage:

    - each unlabelled vertex watches one relevant follower not yet killed in the stage, and
      sits on that follower's watch list; when the follower is killed, each watcher not killed
      itself steps on to its next relevant follower not yet killed, and is labelled when it
      runs out. A kill costs O(1) per watcher, not a scan of all predecessors;
    - a vertex scans its predecessors once in the whole run, when it is labelled, to kill
      them;
    - labelled followers are moved out of a vertex's (private) follower list when met, so
      each edge to a labelled vertex is read O(1) times in all;
    - pending labels go before pending kills, so a watcher whose own kill is due is dropped
      before it steps over anything.

    Time O(V + E + X). The watches set up at stage starts number the sum over u of
    (f(u) + 1) <= V + E, where f(u) is the stage at which u is labelled or made infinite (u
    then has followers of the f(u) values below it). X is the number of times a vertex, not
    yet killed at stage m, steps over a follower already killed at stage m: at most out-deg(u)
    for u at stage f(u), E in all; at an earlier stage, u steps only while its own kill is
    still to come, so X <= sum over u of out-deg(u) (f(u) + 1) <= E (D + 1) for maximum
    out-degree D. Measured: X = 0.67 E on the staircase of benchmarks/scaling.py (a hub and
    k stairs, stair i pointing to the i stairs below it, every other vertex pointing to the
    hub), X <= 0.3 E on random digraphs. What still costs more: a vertex killed late in
    many stages after most of its followers. For example stairs A_0..A_{k-1} numbered before
    a staircase B_0..B_{k-1}, A_i pointing to B_0..B_{i-1} and to B_{i+1}, and N vertices q
    each pointing to A_{k-1}, ..., A_0 in that order: at stage m, B_m kills every A_i above
    m at once, while A_m (which kills the q's) waits for B_{m+1} to be killed, so each q
    first steps over k - m - 1 stairs: X ~ N k^2 / 2 for E ~ N k + k^2, about E^1.5 / 6 for
    N = k. Ctrl-C stops it between stages, and within a stage every 65536 vertices taken from
    its queues.

    `rind` (the predecessor lists) is only read; the follower lists are copied (E indices).
    With `work` (an int64 array of one entry), adds to work[0] the steps taken: the watches
    set up and moved on (each follower entry read there counted once more), the vertices
    taken from the queues and the predecessor entries read, O(V + E + X) as above.
    """
    values_a = np.full(n, -1, np.int64)  # -1 (infinite) unless labelled
    order_a = np.full(n, -1, np.int64)
    vt = np.asarray(indices).dtype
    cdef int64_t[::1] values = values_a, order = order_a
    cdef index_t[::1] fw = np.array(indices, dtype=vt)  # follower lists, labelled moved last
    cdef int64_t[::1] end = np.array(indptr[1:], dtype=np.int64)  # end of the relevant part
    cdef int64_t[::1] pos = np.empty(n, np.int64)  # position of the watched follower
    # mark[u]: LABELLED, or the last stage at which u was killed (-1: never)
    cdef index_t[::1] mark = np.full(n, -1, vt)
    cdef index_t[::1] stamp = np.full(n, -1, vt)  # head[v] is v's watch list when stamp[v] == m
    cdef index_t[::1] head = np.empty(n, vt), nxt = np.empty(n, vt)
    cdef index_t[::1] queue = np.empty(n, vt)  # labels from the front, kills from the back
    cdef index_t[::1] live = np.arange(n, dtype=vt)
    cdef int64_t nlive = n, counter = 0, steps = 0, done = 0, i, e, k
    cdef index_t LABELLED = -2, m = 0, u, v = 0, w = 0, x, nu
    cdef Py_ssize_t qh, qt, kh, kt
    cdef bint stopped = False
    with nogil:
        while nlive > 0:
            if interrupted():
                stopped = True
                break
            qh = qt = 0
            kh = kt = n
            # Each live vertex watches its first relevant follower, or is labelled at once.
            for k in range(nlive):  # nothing is killed at m yet: only labelled ones move
                qt = _watch_next(live[k], indptr[live[k]], m, &fw[0], &end[0], &pos[0], &mark[0],
                                 &stamp[0], &head[0], &nxt[0], &queue[0], qt, &done)
            while True:
                steps += 1
                if (steps & 0xFFFF) == 0 and interrupted():
                    stopped = True
                    break
                if qh < qt:
                    # Label w (all its relevant followers are killed) and kill its predecessors.
                    w = queue[qh]
                    qh += 1
                    mark[w] = LABELLED
                    values[w] = m
                    order[w] = counter
                    counter += 1
                    done += rptr[w + 1] - rptr[w]
                    for e in range(rptr[w], rptr[w + 1]):
                        v = rind[e]
                        x = mark[v]
                        if x != m and x != LABELLED:
                            mark[v] = m
                            kt -= 1
                            queue[kt] = v
                elif kh > kt:
                    # v was killed: its watchers step on (a killed watcher is dropped).
                    kh -= 1
                    v = queue[kh]
                    if stamp[v] != m:
                        continue
                    stamp[v] = -1
                    u = head[v]
                    while u >= 0:
                        nu = nxt[u]
                        if mark[u] != m:
                            qt = _watch_next(u, pos[u] + 1, m, &fw[0], &end[0], &pos[0], &mark[0],
                                             &stamp[0], &head[0], &nxt[0], &queue[0], qt, &done)
                        u = nu
                else:
                    break
            if stopped:
                break
            # Killed vertices stay live; the others were labelled or are now infinite.
            k = 0
            for i in range(nlive):
                u = live[i]
                if mark[u] == m:
                    live[k] = u
                    k += 1
            nlive = k
            m += 1
    if work is not None:
        work[0] += done + steps
    if stopped:
        reraise()
    return values_a, order_a
