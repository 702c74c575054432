# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernels for matchings in undirected graphs: arrays in, arrays out, no validation.

Every kernel is iterative; none recurses on the graph, and each runs without the GIL. A
matching is a ``mate`` array: ``mate[v]`` is the partner of v, or -1 when v is exposed.
Vertex arrays (CSR indices, ``mate``, attribute members) are int32 or int64, one dtype per
call; pointers, attribute ids and vertex lists are int64.

General graphs: Karp–Sipser greedy, then Edmonds' blossom algorithm (one search per exposed
vertex, then one forest from all exposed vertices for the Gallai–Edmonds labels); a graph
with few edges against a breadth-first 2-colouring first takes push–relabel on the edges
that the colouring respects (two_sides, cross_csr). Plain bipartite graphs (symmetric CSR):
push–relabel.

The greedy, Hopcroft–Karp and alternating-search kernels work on an *attribute form* of a
bipartite graph: a vertex u has attributes
``x_attr[x_ptr[u]:x_ptr[u + 1]]`` and an attribute t has members
``a_mem[a_ptr[t]:a_ptr[t + 1]]`` on the other side; u is adjacent to the members of its
attributes. A plain graph is the case "the attributes of u are {u}, the members of u are its
neighbours"; two hands of cards that match on a shared number or colour are the case "the
attributes of a card are its number and its colour", which keeps O(n) arcs where the card
graph itself can have O(n^2) edges.
"""

import numpy as np

from libc.stdint cimport int8_t, int32_t, int64_t, uint8_t

from grundy._fused cimport index_t
from grundy._interrupt cimport interrupted, reraise, tick


def two_colouring(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices):
    """Sides 0/1 of a proper 2-colouring by breadth-first search, or an odd cycle's edge.

    Returns (side, x, y): side is int8; (x, y) is an edge whose ends got the same side, or
    (-1, -1) when the graph is bipartite. Each component's first vertex gets side 0. The search
    is :func:`two_sides`', stopped at the first such edge. O(V + E).
    """
    side, same = two_sides(n, indptr, indices, 0)
    if same == 0:
        return side, -1, -1
    src = np.repeat(np.arange(n, dtype=np.int64), np.diff(np.asarray(indptr)))
    dst = np.asarray(indices).astype(np.int64)
    bad = np.flatnonzero((side[src] == side[dst]) & (side[src] >= 0))
    return side, int(src[bad[0]]), int(dst[bad[0]])


def two_sides(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices,
              int64_t limit=-1):
    """Sides 0/1 by breadth-first search (a vertex gets the parity of its depth; each
    component's first vertex is at depth 0), for any graph, and the number of edges whose ends
    got the same side: 0 exactly when the graph is bipartite, and then the sides are those of
    :func:`two_colouring`. With `limit` >= 0 the search stops once more than `limit` such edges
    are found (the sides are then unfinished and the count is limit + 1). Returns
    (side int8, conflicts). O(V + E)."""
    side_a = np.full(n, -1, np.int8)
    queue_a = np.empty(n + 1, np.int64)
    cdef int8_t[::1] side = side_a
    cdef int64_t[::1] queue = queue_a
    cdef int64_t s, x, y, e, head, tail, same = 0
    cdef bint over = False
    with nogil:
        for s in range(n):
            if side[s] != -1:
                continue
            side[s] = 0
            head = 0
            tail = 1
            queue[0] = s
            while head < tail and not over:
                x = queue[head]
                head += 1
                for e in range(indptr[x], indptr[x + 1]):
                    y = indices[e]
                    if side[y] == -1:
                        side[y] = 1 - side[x]
                        queue[tail] = y
                        tail += 1
                    elif side[y] == side[x]:
                        same += 1  # each such edge is seen from both ends
                        if limit >= 0 and same > 2 * limit:
                            over = True
                            break
            if over:
                break
    if over:
        return side_a, limit + 1
    return side_a, same // 2


def cross_csr(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices,
              const int8_t[::1] side):
    """The symmetric CSR (indptr int64, indices of the dtype of `indices`) of the edges whose
    ends have different sides: the largest subgraph that `side` 2-colours. O(V + E)."""
    cdef int64_t x, e, k = 0
    cdef index_t y
    out_ptr_a = np.empty(n + 1, np.int64)
    cdef int64_t[::1] out_ptr = out_ptr_a
    with nogil:
        for x in range(n):
            for e in range(indptr[x], indptr[x + 1]):
                if side[indices[e]] != side[x]:
                    k += 1
    out_a = np.empty(k, np.asarray(indices).dtype)
    cdef index_t[::1] out = out_a
    k = 0
    with nogil:
        out_ptr[0] = 0
        for x in range(n):
            for e in range(indptr[x], indptr[x + 1]):
                y = indices[e]
                if side[y] != side[x]:
                    out[k] = y
                    k += 1
            out_ptr[x + 1] = k
    return out_ptr_a, out_a


def karp_sipser(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices):
    """A large matching by the Karp–Sipser rule: while some vertex has exactly one unmatched
    neighbour, match the two (such an edge is in some maximum matching); otherwise match the
    next unmatched vertex to its unmatched neighbour of least remaining degree. O(V + E).

    Returns mate, of the dtype of `indices`."""
    mate_a = np.full(n, -1, np.asarray(indices).dtype)
    deg_a = np.empty(n, np.int64)
    stack_a = np.empty(n + 1, np.int64)
    cdef index_t[::1] mate = mate_a
    cdef int64_t[::1] deg = deg_a, stack = stack_a
    cdef int64_t top = 0, nxt = 0, x, y, c, e, w, z, best
    cdef int side
    with nogil:
        for x in range(n):
            deg[x] = indptr[x + 1] - indptr[x]
            if deg[x] == 1:
                stack[top] = x
                top += 1
        while True:
            x = -1
            y = -1
            while top > 0 and x == -1:
                top -= 1
                c = stack[top]
                if mate[c] == -1 and deg[c] == 1:
                    for e in range(indptr[c], indptr[c + 1]):
                        w = indices[e]
                        if mate[w] == -1:
                            x = c
                            y = w
                            break
            if x == -1:
                while nxt < n and (mate[nxt] != -1 or deg[nxt] == 0):
                    nxt += 1
                if nxt == n:
                    break
                x = nxt
                best = (<int64_t>1) << 62
                for e in range(indptr[x], indptr[x + 1]):
                    w = indices[e]
                    if mate[w] == -1 and deg[w] < best:
                        best = deg[w]
                        y = w
            mate[x] = <index_t>y
            mate[y] = <index_t>x
            for side in range(2):
                z = x if side == 0 else y
                for e in range(indptr[z], indptr[z + 1]):
                    w = indices[e]
                    if mate[w] == -1:
                        deg[w] -= 1
                        if deg[w] == 1:
                            stack[top] = w
                            top += 1
    return mate_a


def attribute_greedy(const int64_t[::1] lefts, const int64_t[::1] x_ptr, const int64_t[::1] x_attr,
                     const int64_t[::1] a_ptr, const index_t[::1] a_mem, index_t[::1] mate):
    """Greedy matching in attribute form: each exposed left vertex takes the first exposed
    member of its attributes. One scan pointer per attribute, so O(V + arcs). In place."""
    cdef Py_ssize_t na = a_ptr.shape[0] - 1, i
    gp_a = np.asarray(a_ptr)[:na].copy()
    cdef int64_t[::1] gp = gp_a
    cdef int64_t u, k, t, p, end
    cdef index_t b
    with nogil:
        for i in range(lefts.shape[0]):
            u = lefts[i]
            if mate[u] != -1:
                continue
            for k in range(x_ptr[u], x_ptr[u + 1]):
                t = x_attr[k]
                p = gp[t]
                end = a_ptr[t + 1]
                while p < end and mate[a_mem[p]] != -1:
                    p += 1
                gp[t] = p
                if p < end:
                    b = a_mem[p]
                    mate[u] = b
                    mate[b] = <index_t>u
                    gp[t] = p + 1
                    break


def hopcroft_karp(int64_t n, const int64_t[::1] lefts, const int64_t[::1] x_ptr,
                  const int64_t[::1] x_attr, const int64_t[::1] a_ptr, const index_t[::1] a_mem,
                  index_t[::1] mate):
    """Maximum bipartite matching by Hopcroft–Karp, in attribute form, from the matching in
    `mate` (modified in place). Returns the number of phases.

    Each phase labels layers by breadth-first search from the exposed left vertices, then finds
    a maximal set of vertex-disjoint shortest augmenting paths by depth-first search. An
    attribute is expanded once per search: all of its members are labelled at the layer of the
    first left vertex that reaches it, so only left vertices of that layer can use it, and one
    scan pointer per attribute serves them all. O(sqrt(V) * (V + A + arcs)). Ctrl-C stops it
    between phases.
    """
    cdef Py_ssize_t na = a_ptr.shape[0] - 1, nl = lefts.shape[0]
    cdef int64_t INF = (<int64_t>1) << 40
    dist_a = np.empty(n, np.int64)  # layer of a left vertex; -1 unreached
    rdist_a = np.empty(n, np.int64)  # layer that reached a right vertex; -2 used this phase
    alayer_a = np.empty(na, np.int64)
    acur_a = np.empty(na, np.int64)
    queue_a = np.empty(nl + 1, np.int64)
    stk_a = np.empty(nl + 1, np.int64)
    sat_a = np.empty(nl + 1, np.int64)
    srt_a = np.empty(nl + 1, np.int64)
    cdef int64_t[::1] dist = dist_a, rdist = rdist_a, alayer = alayer_a, acur = acur_a
    cdef int64_t[::1] queue = queue_a, stk = stk_a, sat = sat_a, srt = srt_a
    cdef int64_t phases = 0, augmented, tail, head, found, u, d, k, t, j, b, w, i, r, top
    cdef int64_t p, end, c, uu, bb
    cdef bint moved, stopped = False
    with nogil:
        while True:
            if interrupted():  # once per phase; each phase is O(V + A + arcs)
                stopped = True
                break
            for i in range(n):
                dist[i] = -1
                rdist[i] = -1
            for i in range(na):
                alayer[i] = -1
            tail = 0
            for i in range(nl):
                u = lefts[i]
                if mate[u] == -1:
                    dist[u] = 0
                    queue[tail] = u
                    tail += 1
            head = 0
            found = INF
            while head < tail:
                u = queue[head]
                head += 1
                d = dist[u]
                if d > found:
                    break
                for k in range(x_ptr[u], x_ptr[u + 1]):
                    t = x_attr[k]
                    if alayer[t] != -1:
                        continue
                    alayer[t] = d
                    for j in range(a_ptr[t], a_ptr[t + 1]):
                        b = a_mem[j]
                        if rdist[b] != -1:
                            continue
                        rdist[b] = d
                        w = mate[b]
                        if w == -1:
                            found = d
                        elif found == INF:
                            dist[w] = d + 1
                            queue[tail] = w
                            tail += 1
            if found == INF:
                break
            phases += 1
            augmented = 0
            for t in range(na):
                acur[t] = a_ptr[t]
            for i in range(nl):
                r = lefts[i]
                if mate[r] != -1 or dist[r] != 0:
                    continue
                top = 0
                stk[0] = r
                sat[0] = x_ptr[r]
                while top >= 0:
                    u = stk[top]
                    d = dist[u]
                    moved = False
                    while sat[top] < x_ptr[u + 1]:
                        t = x_attr[sat[top]]
                        if alayer[t] != d:
                            sat[top] += 1
                            continue
                        p = acur[t]
                        end = a_ptr[t + 1]
                        b = -1
                        while p < end:
                            c = a_mem[p]
                            p += 1
                            if rdist[c] == d:
                                b = c
                                break
                        acur[t] = p
                        if b == -1:
                            sat[top] += 1
                            continue
                        rdist[b] = -2
                        w = mate[b]
                        if w == -1:
                            # Only the last layer reaches exposed vertices: augment along the stack.
                            srt[top] = b
                            for k in range(top + 1):
                                uu = stk[k]
                                bb = srt[k]
                                mate[uu] = <index_t>bb
                                mate[bb] = <index_t>uu
                            augmented += 1
                            top = -1
                            moved = True
                            break
                        if d < found and dist[w] == d + 1:
                            srt[top] = b
                            top += 1
                            stk[top] = w
                            sat[top] = x_ptr[w]
                            moved = True
                            break
                    if not moved:
                        dist[u] = -1
                        top -= 1
            if augmented == 0:  # cannot happen: a phase that finds a layer finds a path
                break
    if stopped:
        reraise()
    return phases


def alternating_reach(int64_t n, const int64_t[::1] side, const int64_t[::1] x_ptr,
                      const int64_t[::1] x_attr, const int64_t[::1] a_ptr,
                      const index_t[::1] a_mem, const index_t[::1] mate):
    """The vertices of `side` (a list of vertices of one side) reachable from the exposed ones
    of that side by alternating paths: from u along any edge to v on the other side, then along
    the matching edge to mate[v]. With a maximum matching these are D(G) on that side.

    Returns a bool mask over all n vertices. An attribute is expanded once, so O(V + A + arcs).
    """
    cdef Py_ssize_t na = a_ptr.shape[0] - 1, i
    reached_a = np.zeros(n, np.bool_)
    seen_a = np.zeros(n, np.uint8)
    aseen_a = np.zeros(na, np.uint8)
    queue_a = np.empty(side.shape[0] + 1, np.int64)
    cdef uint8_t[::1] reached = reached_a.view(np.uint8), seen = seen_a, aseen = aseen_a
    cdef int64_t[::1] queue = queue_a
    cdef int64_t tail = 0, head = 0, u, k, t, j, b, w
    with nogil:
        for i in range(side.shape[0]):
            u = side[i]
            if mate[u] == -1:
                reached[u] = 1
                queue[tail] = u
                tail += 1
        while head < tail:
            u = queue[head]
            head += 1
            for k in range(x_ptr[u], x_ptr[u + 1]):
                t = x_attr[k]
                if aseen[t]:
                    continue
                aseen[t] = 1
                for j in range(a_ptr[t], a_ptr[t + 1]):
                    b = a_mem[j]
                    if seen[b]:
                        continue
                    seen[b] = 1
                    w = mate[b]
                    if w != -1 and not reached[w]:
                        reached[w] = 1
                        queue[tail] = w
                        tail += 1
    return reached_a


# ---------------------------------------------------------------------------------------------
# Edmonds' blossom algorithm (general graphs). Blossoms are kept in a union-find structure
# `fa` whose root is the blossom's base; `tp` labels vertices 0 (unreached), 1 (even/outer)
# or 2 (odd/inner); `pre` holds the alternating-tree links, so that from any even vertex x the
# walk x, mate[x], pre[mate[x]], mate[pre[mate[x]]], ... is an even alternating path to the
# root of its tree (through blossoms included).


cdef inline int64_t _find(int64_t *fa, int64_t x) noexcept nogil:
    cdef int64_t r = x, nx
    while fa[r] != r:
        r = fa[r]
    while fa[x] != r:
        nx = fa[x]
        fa[x] = r
        x = nx
    return r


cdef int64_t _lca(int64_t x, int64_t y, int64_t *fa, const index_t *mate, const int64_t *pre,
                  int64_t *vis, int64_t stamp) noexcept nogil:
    """The base of the blossom closed by the edge x-y of two even vertices, found by walking
    both tree paths alternately; -1 when x and y lie in different trees."""
    cdef int64_t m, t
    x = _find(fa, x)
    y = _find(fa, y)
    while True:
        if x != -1:
            if vis[x] == stamp:
                return x
            vis[x] = stamp
            m = mate[x]
            x = _find(fa, pre[m]) if m != -1 else -1
        t = x
        x = y
        y = t
        if x == -1 and y == -1:
            return -1


cdef int64_t _blossom(int64_t x, int64_t y, int64_t base, int64_t *fa, const index_t *mate,
                      int64_t *pre, int8_t *tp, int64_t *queue, int64_t tail) noexcept nogil:
    """Contract the half of the odd cycle from x up to `base`; odd vertices on it become even
    and are queued. Returns the new queue tail."""
    while _find(fa, x) != base:
        pre[x] = y
        y = mate[x]
        if tp[y] == 2:
            tp[y] = 1
            queue[tail] = y
            tail += 1
        if _find(fa, x) == x:
            fa[x] = base
        if _find(fa, y) == y:
            fa[y] = base
        x = pre[y]
    return tail


cdef void _flip_to_root(int64_t x, index_t *mate, const int64_t *pre) noexcept nogil:
    """Flip the even alternating path from the even vertex x to its tree's root: the root
    becomes matched and x's old partner is re-matched; mate[x] is left for the caller."""
    cdef int64_t v = mate[x], w, t
    while v != -1:
        w = pre[v]
        t = mate[w]
        mate[v] = <index_t>w
        mate[w] = <index_t>v
        v = t


def blossom_state(int64_t n):
    """The working arrays of :func:`blossom_augment` on n vertices, for a matching augmented
    in pieces: (tp, pre, fa, vis, dead, queue, touched, stamp). O(V)."""
    return (np.zeros(n, np.int8), np.full(n, -1, np.int64), np.arange(n, dtype=np.int64),
            np.zeros(n, np.int64), np.zeros(n, np.uint8), np.empty(n + 1, np.int64),
            np.empty(n + 1, np.int64), np.zeros(1, np.int64))


def blossom_augment(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices,
                    index_t[::1] mate, state=None, int64_t start=0, int64_t stop=-1):
    """Augment `mate` (in place) to a maximum matching by one Edmonds search per exposed
    vertex, each stopped at its first augmenting path. A search that fails leaves a frustrated
    tree, whose vertices can take part in no later augmenting path: they are removed from the
    later searches. Only the vertices a search touched are reset, so a search costs the size of
    the tree it grows. Returns the number of augmentations. O(V * E * alpha) at worst; Ctrl-C
    stops it within about 10^6 edge scans.

    In pieces: with `state` (from :func:`blossom_state`, kept from piece to piece) and `start`,
    `stop`, only the searches from the vertices start <= r < stop (to n by default) are made;
    pieces in increasing order give the matching of a single call.
    """
    if state is None:
        state = blossom_state(n)
    tp_a, pre_a, fa_a, vis_a, dead_a, queue_a, touched_a, stamp_a = state
    cdef int8_t[::1] tp = tp_a
    cdef int64_t[::1] pre = pre_a, fa = fa_a, vis = vis_a, queue = queue_a, touched = touched_a
    cdef int64_t[::1] stamps = stamp_a
    cdef uint8_t[::1] dead = dead_a
    cdef int64_t stamp = stamps[0], count = 0, r, nt, head, tail, x, e, y, u, pv, nv, z, base, k, v
    cdef int64_t work = 0
    cdef bint found, stopped = False
    if stop < 0 or stop > n:
        stop = n
    if start < 0:
        start = 0
    if start >= stop:
        return 0
    with nogil:
        for r in range(start, stop):
            if mate[r] != -1 or dead[r]:
                continue
            nt = 1
            touched[0] = r
            tp[r] = 1
            head = 0
            tail = 1
            queue[0] = r
            found = False
            while head < tail and not found:
                x = queue[head]
                head += 1
                if tick(&work, indptr[x + 1] - indptr[x] + 1):
                    stopped = True
                    break
                for e in range(indptr[x], indptr[x + 1]):
                    y = indices[e]
                    if dead[y] or tp[y] == 2:
                        continue
                    if _find(&fa[0], x) == _find(&fa[0], y):
                        continue
                    if tp[y] == 0:
                        tp[y] = 2
                        pre[y] = x
                        touched[nt] = y
                        nt += 1
                        if mate[y] == -1:
                            u = y
                            while u != -1:
                                pv = pre[u]
                                nv = mate[pv]
                                mate[u] = <index_t>pv
                                mate[pv] = <index_t>u
                                u = nv
                            found = True
                            count += 1
                            break
                        z = mate[y]
                        tp[z] = 1
                        touched[nt] = z
                        nt += 1
                        queue[tail] = z
                        tail += 1
                    else:
                        stamp += 1
                        base = _lca(x, y, &fa[0], &mate[0], &pre[0], &vis[0], stamp)
                        tail = _blossom(x, y, base, &fa[0], &mate[0], &pre[0], &tp[0], &queue[0], tail)
                        tail = _blossom(y, x, base, &fa[0], &mate[0], &pre[0], &tp[0], &queue[0], tail)
            for k in range(nt):
                v = touched[k]
                tp[v] = 0
                pre[v] = -1
                fa[v] = v
                if not found:
                    dead[v] = 1
            if stopped:
                break
    stamps[0] = stamp
    if stopped:
        reraise()
    return count


def edmonds_forest(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices,
                   index_t[::1] mate):
    """The Edmonds alternating forest grown from ALL exposed vertices at once.

    With a maximum matching no augmenting path exists and the search ends with labels tp:
    1 (even/outer, blossom members included) = D(G), the vertices missed by some maximum
    matching; 2 (odd/inner) = A(G); 0 = C(G) (Gallai–Edmonds). Should an edge join two
    different trees (the matching was not maximum), the path is augmented and the search
    starts over, so the result is right for any starting matching.

    Returns (tp int8, pre int64, augmentations); `mate` is updated in place. O(E * alpha) per
    search; Ctrl-C stops it within about 10^6 edge scans.
    """
    tp_a = np.zeros(n, np.int8)
    pre_a = np.full(n, -1, np.int64)
    fa_a = np.arange(n, dtype=np.int64)
    vis_a = np.zeros(n, np.int64)
    queue_a = np.empty(n + 1, np.int64)
    if n == 0:
        return tp_a, pre_a, 0
    cdef int8_t[::1] tp = tp_a
    cdef int64_t[::1] pre = pre_a, fa = fa_a, vis = vis_a, queue = queue_a
    cdef int64_t stamp = 0, augmentations = 0, tail, head, v, x, e, y, z, base, work = 0
    cdef bint augmented = True, stopped = False
    with nogil:
        while augmented and not stopped:
            tail = 0
            for v in range(n):
                tp[v] = 0
                pre[v] = -1
                fa[v] = v
            for v in range(n):
                if mate[v] == -1:
                    tp[v] = 1
                    queue[tail] = v
                    tail += 1
            head = 0
            augmented = False
            while head < tail and not augmented:
                x = queue[head]
                head += 1
                if tick(&work, indptr[x + 1] - indptr[x] + 1):
                    stopped = True
                    break
                for e in range(indptr[x], indptr[x + 1]):
                    y = indices[e]
                    if tp[y] == 2 or _find(&fa[0], x) == _find(&fa[0], y):
                        continue
                    if tp[y] == 0:
                        # y is matched (every exposed vertex is a root), and so is its partner.
                        tp[y] = 2
                        pre[y] = x
                        z = mate[y]
                        tp[z] = 1
                        queue[tail] = z
                        tail += 1
                    else:
                        stamp += 1
                        base = _lca(x, y, &fa[0], &mate[0], &pre[0], &vis[0], stamp)
                        if base == -1:
                            _flip_to_root(x, &mate[0], &pre[0])
                            _flip_to_root(y, &mate[0], &pre[0])
                            mate[x] = <index_t>y
                            mate[y] = <index_t>x
                            augmentations += 1
                            augmented = True
                            break
                        tail = _blossom(x, y, base, &fa[0], &mate[0], &pre[0], &tp[0], &queue[0], tail)
                        tail = _blossom(y, x, base, &fa[0], &mate[0], &pre[0], &tp[0], &queue[0], tail)
    if stopped:
        reraise()
    return tp_a, pre_a, augmentations


def flip_to_root(int64_t x, index_t[::1] mate, const int64_t[::1] pre):
    """Make the even vertex x exposed and its tree's root matched (in place on `mate`)."""
    _flip_to_root(x, &mate[0], &pre[0])
    mate[x] = -1


cdef void _global_relabel(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices,
                          const index_t[::1] mate, const uint8_t[::1] is_left, int64_t[::1] psi,
                          int64_t[::1] queue) noexcept nogil:
    """Exact distance labels: psi[x] = length of a shortest alternating path from x to an
    exposed right vertex (left -> right along a non-matching edge, right -> left along the
    matching edge), by one breadth-first search backwards from the exposed right vertices;
    n (hopeless) where there is none. O(V + E)."""
    cdef int64_t x, tail = 0, head = 0, b, d, e, u, w
    for x in range(n):
        psi[x] = n
    for x in range(n):
        if not is_left[x] and mate[x] == -1:
            psi[x] = 0
            queue[tail] = x
            tail += 1
    while head < tail:
        b = queue[head]
        head += 1
        d = psi[b] + 1
        for e in range(indptr[b], indptr[b + 1]):
            u = indices[e]
            if psi[u] != n or mate[u] == b:
                continue
            psi[u] = d
            w = mate[u]
            if w != -1 and psi[w] == n:
                psi[w] = d + 1
                queue[tail] = w
                tail += 1


# Counters of a push-relabel run kept between pieces (see push_relabel_state).
cdef enum:
    PR_HEAD = 0        # next vertex of the FIFO ring
    PR_TAIL = 1        # next free slot of the ring
    PR_COUNT = 2       # active (exposed, not hopeless) left vertices in the ring
    PR_RELABELS = 3    # global relabellings so far
    PR_STARTED = 4     # 1 once the first global relabelling has been made
    PR_CHECKED = 5     # steps since the last look at Ctrl-C
    PR_FIELDS = 6


def push_relabel_state(int64_t n, int64_t nl):
    """The working arrays of :func:`push_relabel_piece` on n vertices of which nl are on the
    left, for a matching augmented in pieces: (psi, ring, bfs queue, counters, work since the
    last global relabelling). O(V)."""
    return (np.empty(n, np.int64), np.empty(nl + 1, np.int64), np.empty(n + 1, np.int64),
            np.zeros(PR_FIELDS, np.int64), np.zeros(1, np.float64))


cdef int64_t _push_relabel(int64_t n, const int64_t[::1] lefts, const uint8_t[::1] left,
                           const int64_t[::1] indptr, const index_t[::1] indices,
                           index_t[::1] mate, double factor, int64_t[::1] psi,
                           int64_t[::1] queue, int64_t[::1] bfsq, int64_t[::1] c,
                           double[::1] work_done, int64_t limit, bint *stopped) noexcept nogil:
    """The push-relabel loop of :func:`push_relabel_piece`, resumed from and saved to the state
    (psi, queue, bfsq, c, work_done); at most about `limit` steps when limit >= 0, and at least
    the first global relabelling or one vertex. Returns the active left vertices left (0: the matching is maximum)."""
    cdef Py_ssize_t nl = lefts.shape[0], i
    cdef int64_t ring = nl + 1, head, tail, count, relabels, u, best, v, target, e, b, w
    cdef int64_t checked, spent = 0, size = n + indices.shape[0]
    cdef double budget = factor * size, work
    if not c[PR_STARTED]:
        _global_relabel(n, indptr, indices, mate, left, psi, bfsq)
        tail = 0
        for i in range(nl):
            u = lefts[i]
            if mate[u] == -1 and psi[u] < n:
                queue[tail] = u
                tail += 1
        c[PR_HEAD] = 0
        c[PR_TAIL] = tail
        c[PR_COUNT] = tail
        c[PR_RELABELS] = 1
        c[PR_STARTED] = 1
        work_done[0] = 0
        spent = size
    head = c[PR_HEAD]
    tail = c[PR_TAIL]
    count = c[PR_COUNT]
    relabels = c[PR_RELABELS]
    checked = c[PR_CHECKED]
    work = work_done[0]
    while count > 0:
        if spent > 0 and 0 <= limit <= spent:
            break
        u = queue[head]
        head += 1
        if head == ring:
            head = 0
        count -= 1
        if psi[u] >= n:
            continue
        best = n
        v = -1
        target = psi[u] - 1
        for e in range(indptr[u], indptr[u + 1]):
            b = indices[e]
            if psi[b] < best:
                best = psi[b]
                v = b
                if best <= target:
                    break
        work += indptr[u + 1] - indptr[u] + 1
        spent += indptr[u + 1] - indptr[u] + 1
        if tick(&checked, indptr[u + 1] - indptr[u] + 1):
            stopped[0] = True
            break
        if v == -1:
            psi[u] = n
            continue
        psi[u] = best + 1
        w = mate[v]
        mate[u] = <index_t>v
        mate[v] = <index_t>u
        psi[v] = best + 2
        if w != -1:
            mate[w] = -1
            if psi[w] < n:
                queue[tail] = w
                tail += 1
                if tail == ring:
                    tail = 0
                count += 1
        if work > budget and count > 0:
            _global_relabel(n, indptr, indices, mate, left, psi, bfsq)
            relabels += 1
            work = 0
            spent += size
    c[PR_HEAD] = head
    c[PR_TAIL] = tail
    c[PR_COUNT] = count
    c[PR_RELABELS] = relabels
    c[PR_CHECKED] = checked
    work_done[0] = work
    return count


def push_relabel_piece(int64_t n, const int64_t[::1] lefts, is_left, const int64_t[::1] indptr,
                       const index_t[::1] indices, index_t[::1] mate, state, int64_t limit=-1,
                       double factor=0.2):
    """One piece of :func:`push_relabel_matching`: resume the run saved in `state` (from
    :func:`push_relabel_state`, kept from piece to piece with the same `mate`), do at most
    about `limit` steps of work (edges scanned, V + E for each global relabelling; at least
    the first global relabelling or one vertex; no limit when negative) and save it again. Pieces of any sizes give the
    matching of a single call. Returns the number of exposed left vertices still active: 0
    when the matching is maximum; each active vertex ends matched or hopeless, so the count
    never rises. Ctrl-C stops it within about 10^6 edge scans.
    """
    cdef const uint8_t[::1] left = np.ascontiguousarray(is_left, dtype=np.bool_).view(np.uint8)
    psi_a, queue_a, bfsq_a, c_a, work_a = state
    cdef int64_t[::1] psi = psi_a, queue = queue_a, bfsq = bfsq_a, c = c_a
    cdef double[::1] work_done = work_a
    cdef int64_t left_over
    cdef bint stopped = False
    with nogil:
        left_over = _push_relabel(n, lefts, left, indptr, indices, mate, factor, psi, queue, bfsq,
                                  c, work_done, limit, &stopped)
    if stopped:
        reraise()
    return left_over


def push_relabel_matching(int64_t n, const int64_t[::1] lefts, is_left,
                          const int64_t[::1] indptr, const index_t[::1] indices,
                          index_t[::1] mate, double factor=0.2):
    """Maximum bipartite matching by push–relabel with double pushes, FIFO order and global
    relabelling (Kaya, Langguth, Manne, Uçar 2013), from the matching in `mate` (in place). For a
    plain graph in symmetric CSR form, with `is_left` (bool, one per vertex) marking the left side.

    Labels psi are lower bounds on the alternating distance to an exposed right vertex. An
    exposed left vertex u takes its neighbour v of least label (relabel psi[u] = psi[v] + 1),
    v's old partner becomes exposed and active, and psi[v] rises by 2. A vertex whose label
    reaches n has no augmenting path. Labels are recomputed exactly by a backward
    breadth-first search after every `factor` * (V + E) of scanning work. Returns the number
    of global relabellings. O(V * E) at worst; on grids with scattered holes it is an order of
    magnitude faster than Hopcroft–Karp, whose phases each rescan the whole alternating forest.
    Ctrl-C stops it within about 10^6 edge scans. In pieces: :func:`push_relabel_piece`.
    """
    state = push_relabel_state(n, lefts.shape[0])
    push_relabel_piece(n, lefts, is_left, indptr, indices, mate, state, -1, factor)
    return int(state[3][PR_RELABELS])
