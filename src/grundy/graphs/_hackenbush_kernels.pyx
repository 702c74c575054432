# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernels for Green Hackenbush: arrays in, arrays out, no validation.

The graph is an undirected multigraph given by endpoint arrays ``u, v`` (edge i joins u[i] and
v[i]); its adjacency is built once by :func:`undirected_csr` with the edge id of every entry,
so a walk can skip one edge (the parent edge, a deleted edge) by id. Self-loops are kept out of
the adjacency and counted per vertex: they are never bridges and only add to the edge count of
their vertex's 2-edge-connected component.

Vertex indices are int32 or int64; the vertex arrays of one call (u, v, roots, ground, and the
adjacency, order and heads that :func:`analyze` returns) share one dtype. Everything is
iterative; no kernel recurses on the graph, and each runs without the GIL.
"""

import numpy as np

from libc.stdint cimport int32_t, int64_t, uint8_t

from grundy._fused cimport index_t
from grundy._interrupt cimport reraise, tick


# Fields of the per-vertex state array of fuse: one row per vertex, so that a visit touches
# one cache line instead of one per array.
cpdef enum:
    TIN = 0
    LOW = 1
    NEXT = 2
    PARENT_EDGE = 3
    ACC = 4
    STATE_FIELDS = 5


cdef tuple _csr(int64_t n, const index_t[::1] u, const index_t[::1] v):
    """The arrays of :func:`undirected_csr`."""
    cdef Py_ssize_t m = u.shape[0], i
    cdef int64_t x, total
    cdef index_t a, b
    vt = np.int32 if index_t is int32_t else np.int64
    indptr_a = np.zeros(n + 1, np.int64)
    loops_a = np.zeros(n, np.int64)
    cdef int64_t[::1] indptr = indptr_a, loops = loops_a
    with nogil:
        for i in range(m):
            a = u[i]
            b = v[i]
            if a == b:
                loops[a] += 1
            else:
                indptr[a + 1] += 1
                indptr[b + 1] += 1
        for x in range(n):
            indptr[x + 1] += indptr[x]
    total = indptr[n]
    adj_a = np.empty(total, vt)
    eid_a = np.empty(total, np.int32)
    cdef int64_t[::1] pos = indptr_a[:n].copy()
    cdef index_t[::1] adj = adj_a
    cdef int32_t[::1] eid = eid_a
    with nogil:
        for i in range(m):
            a = u[i]
            b = v[i]
            if a != b:
                adj[pos[a]] = b
                eid[pos[a]] = <int32_t>i
                pos[a] += 1
                adj[pos[b]] = a
                eid[pos[b]] = <int32_t>i
                pos[b] += 1
    return indptr_a, adj_a, eid_a, loops_a


def undirected_csr(int64_t n, const index_t[::1] u, const index_t[::1] v):
    """Adjacency of the multigraph without its loops: (indptr, adj, eid, loops).

    Edge i (u[i] != v[i]) appears as v[i] in the row of u[i] and as u[i] in the row of v[i],
    both with eid = i; loops[x] counts the loops at x. adj has the dtype of u; eid is int32
    (callers keep E below 2**31 - 1). O(V + E).
    """
    return _csr(n, u, v)


cdef int64_t fuse(int64_t root, const int64_t *indptr, const index_t *adj, const int32_t *eid,
                  const uint8_t *blocked, int64_t deleted, index_t *st, index_t *stack,
                  index_t *vstack, bint record, int64_t *comp, index_t *order, int64_t *cstart,
                  index_t *chead, int64_t *cpv, int64_t *cbridge, int64_t *cval,
                  int64_t *c, int64_t *opos) noexcept nogil:
    """Green Hackenbush value of the part of a graph connected to `root`, by the fusion principle.

    One iterative depth-first search from `root` that skips the edge it came in by (by id, so
    a parallel edge is a back edge), the edge `deleted` (-1: none) and, when `blocked` is not
    NULL, every edge e with blocked[e]. ``st`` is an (n, STATE_FIELDS) row-major array: per
    vertex x, row x holds the discovery time (0: unvisited), the low-link, the next adjacency
    entry (relative to indptr[x]), the id of the parent edge, and an accumulator that must
    hold on entry the parity of the vertex's loops XOR the value of whatever else hangs there
    (a stalk of that length). stack and vstack have room for every vertex reached.

    A vertex x whose low-link equals its discovery time heads a 2-edge-connected component:
    the vertices above x on the component stack are popped, and the component's value is the
    XOR of their accumulators, which by then hold (number of internal edges mod 2) XOR the
    (value + 1) of every component hanging from them (the colon principle): each non-tree edge
    flips the accumulator of its lower end once, each tree edge that is not a bridge that of
    its child. The value + 1 is then XORed into the accumulator of the vertex x hangs from.

    Components are numbered from ``*c`` in closing order (children before parents, the root's
    last). With `record`, component number k gets its vertices appended to ``order`` from
    ``*opos``, with cstart[k], its head (first vertex reached) chead[k], the vertex above the
    head cpv[k] (-1 for the root), the bridge above it cbridge[k] (-1 for the root) and its
    value cval[k]; and comp[x] = k for its vertices; cstart gets one more entry after the
    last component. Without `record` those arrays are not touched (they may be NULL).

    Returns the value of the root's component, and leaves the next component number in
    ``*c`` and the next order position in ``*opos``. O(V + E) over the part reached.
    """
    cdef index_t *s = st + root * STATE_FIELDS
    cdef index_t *sy
    cdef index_t x, y, w
    cdef Py_ssize_t sp = 1, vp = 1, top, j
    cdef int64_t timer = 1, root_value = 0, g, base, k, end, e, pex, tx, lowx, ty, p
    cdef int64_t cc = c[0], op = opos[0]
    cdef index_t flips
    cdef bint pushed
    s[TIN] = 1
    s[LOW] = 1
    s[NEXT] = 0
    s[PARENT_EDGE] = -1
    stack[0] = <index_t>root
    vstack[0] = <index_t>root
    while sp > 0:
        x = stack[sp - 1]
        s = st + <Py_ssize_t>x * STATE_FIELDS
        base = indptr[x]
        k = base + s[NEXT]
        end = indptr[x + 1]
        if k < end:
            pex = s[PARENT_EDGE]
            tx = s[TIN]
            lowx = s[LOW]
            flips = 0
            pushed = False
            while k < end:
                e = eid[k]
                y = adj[k]
                k += 1
                if e == pex or e == deleted or (blocked != NULL and blocked[e]):
                    continue
                sy = st + <Py_ssize_t>y * STATE_FIELDS
                ty = sy[TIN]
                if ty == 0:
                    timer += 1
                    sy[TIN] = <index_t>timer
                    sy[LOW] = <index_t>timer
                    sy[NEXT] = 0
                    sy[PARENT_EDGE] = <index_t>e
                    stack[sp] = y
                    sp += 1
                    vstack[vp] = y
                    vp += 1
                    pushed = True
                    break
                if ty < tx:
                    # A non-tree edge up to an ancestor; met again from the ancestor's side,
                    # where ty > tx, it is not counted twice.
                    flips ^= 1
                    if ty < lowx:
                        lowx = ty
            s[NEXT] = <index_t>(k - base)
            s[LOW] = <index_t>lowx
            s[ACC] ^= flips
            if pushed:
                continue
        sp -= 1
        lowx = s[LOW]
        if lowx < s[TIN]:
            # The tree edge above x lies on a cycle: x stays in its parent's component.
            s[ACC] ^= 1
            sy = st + <Py_ssize_t>stack[sp - 1] * STATE_FIELDS
            if lowx < sy[LOW]:
                sy[LOW] = <index_t>lowx
            continue
        top = vp
        while True:
            vp -= 1
            if vstack[vp] == x:
                break
        g = 0
        for j in range(vp, top):
            g ^= st[<Py_ssize_t>vstack[j] * STATE_FIELDS + ACC]
        if sp > 0:
            p = stack[sp - 1]
            st[p * STATE_FIELDS + ACC] ^= <index_t>(g + 1)
        else:
            p = -1
            root_value = g
        if record:
            cstart[cc] = op
            for j in range(vp, top):
                w = vstack[j]
                comp[w] = cc
                order[op] = w
                op += 1
            chead[cc] = x
            cpv[cc] = p
            cbridge[cc] = s[PARENT_EDGE] if p >= 0 else -1
            cval[cc] = g
        cc += 1
    if record:
        cstart[cc] = op
    c[0] = cc
    opos[0] = op
    return root_value


cdef object _state(int64_t n, object loops, object vt):
    """A fresh state array for fuse: everything unvisited, accumulators = loop parities."""
    st_a = np.zeros((n, STATE_FIELDS), vt)
    st_a[:, ACC] = loops & 1
    return st_a


def analyze(int64_t n, const index_t[::1] u, const index_t[::1] v, int64_t root):
    """The bridge tree of the part of the multigraph connected to `root`, with values.

    Returns (indptr, adj, eid, loops, comp, order, cstart, chead, cpv, cbridge, cval, ccount,
    ncomp): the adjacency (see :func:`undirected_csr`), each vertex's component (-1 when not
    connected to root), the components' vertices ``order[cstart[c]:cstart[c + 1]]``, head,
    parent vertex, bridge above, value and number of internal edges (loops included), and the
    number of components. Components are numbered in closing order (the root's is the last).
    O(V + E).
    """
    vt = np.int32 if index_t is int32_t else np.int64
    indptr_a, adj_a, eid_a, loops_a = _csr(n, u, v)
    cdef index_t[:, ::1] st = _state(n, loops_a, vt)
    cdef const int64_t[::1] indptr = indptr_a
    cdef const index_t[::1] adj = adj_a
    cdef const int32_t[::1] eid = eid_a
    cdef index_t[::1] stack = np.empty(n, vt), vstack = np.empty(n, vt)
    comp_a = np.full(n, -1, np.int64)
    order_a = np.empty(n, vt)
    cstart_a = np.empty(n + 1, np.int64)
    chead_a = np.empty(n, vt)
    cpv_a = np.empty(n, np.int64)
    cbridge_a = np.empty(n, np.int64)
    cval_a = np.empty(n, np.int64)
    cdef int64_t[::1] comp = comp_a, cstart = cstart_a, cpv = cpv_a, cbridge = cbridge_a
    cdef int64_t[::1] cval = cval_a
    cdef index_t[::1] order = order_a, chead = chead_a
    cdef int64_t ncomp = 0, opos = 0, a
    cdef Py_ssize_t i
    with nogil:
        fuse(root, &indptr[0], &adj[0], &eid[0], NULL, -1, &st[0, 0], &stack[0], &vstack[0],
             True, &comp[0], &order[0], &cstart[0], &chead[0], &cpv[0], &cbridge[0], &cval[0],
             &ncomp, &opos)
    ccount_a = np.zeros(ncomp, np.int64)
    cdef int64_t[::1] ccount = ccount_a
    with nogil:
        for i in range(u.shape[0]):
            a = comp[u[i]]
            if a >= 0 and a == comp[v[i]]:
                ccount[a] += 1
    return (indptr_a, adj_a, eid_a, loops_a, comp_a, order_a, cstart_a[: ncomp + 1],
            chead_a[:ncomp], cpv_a[:ncomp], cbridge_a[:ncomp], cval_a[:ncomp], ccount_a, ncomp)


def rooted_values(int64_t n, const index_t[::1] u, const index_t[::1] v, const index_t[::1] roots):
    """Value of each root's graph, for vertex-disjoint graphs that share one edge list.

    roots[j] is the ground of graph j; no two roots may be connected. One adjacency build and
    one search per root over its own part: O(V + E) in all.
    """
    vt = np.int32 if index_t is int32_t else np.int64
    indptr_a, adj_a, eid_a, loops_a = _csr(n, u, v)
    cdef index_t[:, ::1] st = _state(n, loops_a, vt)
    cdef const int64_t[::1] indptr = indptr_a
    cdef const index_t[::1] adj = adj_a
    cdef const int32_t[::1] eid = eid_a
    cdef index_t[::1] stack = np.empty(n, vt), vstack = np.empty(n, vt)
    out_a = np.empty(roots.shape[0], np.int64)
    cdef int64_t[::1] out = out_a
    cdef int64_t c = 0, opos = 0
    cdef Py_ssize_t j
    with nogil:
        for j in range(roots.shape[0]):
            out[j] = fuse(roots[j], &indptr[0], &adj[0], &eid[0], NULL, -1, &st[0, 0],
                          &stack[0], &vstack[0], False, NULL, NULL, NULL, NULL, NULL, NULL,
                          NULL, &c, &opos)
    return out_a


def needs(int64_t target, const int64_t[::1] comp, const int64_t[::1] cpv,
          const int64_t[::1] cbridge, const int64_t[::1] cval, int64_t ncomp, int64_t nedges):
    """Top-down pass over the bridge tree: what each component's hanging value must become.

    need[c] is the value the subgame hanging at component c must take for the root's value to
    become `target` (everything else unchanged), or -1 when no move inside c's subtree can do
    it. For c below p: cutting the bridge above c removes (cval[c] + 1) from p's XOR, so it
    wins iff need[p] ^ cval[p] ^ (cval[c] + 1) == 0; otherwise a move inside c must make c's
    value that XOR minus 1. Returns (need, win, bridge): win[e] = 1 for the winning bridges,
    bridge[e] = 1 for every bridge. O(components).
    """
    need_a = np.empty(ncomp, np.int64)
    win_a = np.zeros(nedges, np.uint8)
    bridge_a = np.zeros(nedges, np.uint8)
    cdef int64_t[::1] need = need_a
    cdef uint8_t[::1] win = win_a, bridge = bridge_a
    cdef int64_t c, b, p, x
    with nogil:
        need[ncomp - 1] = target
        for c in range(ncomp - 2, -1, -1):
            b = cbridge[c]
            bridge[b] = 1
            p = comp[cpv[c]]
            if need[p] < 0:
                need[c] = -1
                continue
            x = need[p] ^ cval[p] ^ (cval[c] + 1)
            if x == 0:
                win[b] = 1
                need[c] = -1
            else:
                need[c] = x - 1
    return need_a, win_a, bridge_a


def winning_inner_cuts(int64_t n, const index_t[::1] u, const index_t[::1] v,
                       const int64_t[::1] indptr, const index_t[::1] adj, const int32_t[::1] eid,
                       const int64_t[::1] loops, const int64_t[::1] comp, const index_t[::1] order,
                       const int64_t[::1] cstart, const index_t[::1] chead, const int64_t[::1] cpv,
                       const int64_t[::1] cval, const int64_t[::1] need,
                       const uint8_t[::1] bridge, uint8_t[::1] win, int64_t ncomp,
                       int64_t first=0, int64_t last=-1):
    """Mark in `win` the winning deletions of edges inside 2-edge-connected components.

    Deleting a loop of component X flips the parity of X's edge count and nothing else, so it
    makes X's value cval[X] ^ 1. Deleting any other non-bridge edge e of X keeps the graph
    connected but may split X; X's new value is that of the local game: X's own edges minus e,
    with each child subtree replaced by a stalk of its value + 1 where it hangs, grounded at
    chead[X] -- one :func:`fuse` call over X alone, with the bridges blocked.

    A Hackenbush value has the parity of the number of edges connected to ground (induction on
    the fusion formula), so every deletion inside X gives X a value of parity opposite to
    cval[X]; components where need[X] has cval[X]'s parity are skipped at no cost.

    An edge is tried from its endpoint of the smaller index. With `first` and `last`, only the
    edges tried from the vertices ``order[first:last]`` are (and the loops only when first is
    0): calls over consecutive ranges of positions, from 0 to the end, do the whole search in
    pieces.

    Returns `win`. O(e_X * (e_X + children of X)) per component X that is searched; Ctrl-C
    stops it within about 10^6 steps.
    """
    vt = np.int32 if index_t is int32_t else np.int64
    cdef int64_t[::1] init = (np.asarray(loops) & 1).astype(np.int64)
    cdef index_t[:, ::1] st = np.zeros((n, STATE_FIELDS), vt)
    cdef index_t[::1] stack = np.empty(n, vt), vstack = np.empty(n, vt)
    cdef const uint8_t *blocked = &bridge[0] if bridge.shape[0] > 0 else NULL
    cdef Py_ssize_t i
    cdef int64_t x, c, want, r, j, k, e, value, cc = 0, opos = 0, work = 0, size, lo, hi
    cdef index_t a, w
    cdef bint stopped = False
    if last < 0 or last > cstart[ncomp]:
        last = cstart[ncomp]
    with nogil:
        if first <= 0:
            for i in range(u.shape[0]):
                a = u[i]
                if a == v[i] and comp[a] >= 0:
                    x = comp[a]
                    if need[x] >= 0 and need[x] == cval[x] ^ 1:
                        win[i] = 1
        # What hangs at each vertex: loop parity, and a stalk of value + 1 per child component.
        for c in range(ncomp - 1):
            init[cpv[c]] ^= cval[c] + 1
        for x in range(ncomp):
            want = need[x]
            if want < 0 or (want & 1) == (cval[x] & 1):
                continue
            lo = cstart[x] if cstart[x] > first else first
            hi = cstart[x + 1] if cstart[x + 1] < last else last
            if lo >= hi:
                continue
            r = chead[x]
            size = cstart[x + 1] - cstart[x]
            for j in range(cstart[x], cstart[x + 1]):
                a = order[j]
                size += indptr[a + 1] - indptr[a]
            for j in range(lo, hi):
                a = order[j]
                for k in range(indptr[a], indptr[a + 1]):
                    e = eid[k]
                    if bridge[e] or adj[k] < a:
                        continue  # a bridge, or an edge taken from its other end
                    if tick(&work, size):  # one fuse over X: its vertices and their adjacency
                        stopped = True
                        break
                    for i in range(cstart[x], cstart[x + 1]):
                        w = order[i]
                        st[w, TIN] = 0
                        st[w, ACC] = <index_t>init[w]
                    value = fuse(r, &indptr[0], &adj[0], &eid[0], blocked, e, &st[0, 0],
                                 &stack[0], &vstack[0], False, NULL, NULL, NULL, NULL, NULL,
                                 NULL, NULL, &cc, &opos)
                    if value == want:
                        win[e] = 1
                if stopped:
                    break
            if stopped:
                break
    if stopped:
        reraise()
    return win.base


def merge_ground(int64_t n, const index_t[::1] u, const index_t[::1] v, const index_t[::1] ground):
    """Endpoints with every grounded vertex replaced by ground[0]. O(V + E)."""
    vt = np.int32 if index_t is int32_t else np.int64
    cdef uint8_t[::1] isg = np.zeros(n, np.uint8)
    mu_a = np.empty(u.shape[0], vt)
    mv_a = np.empty(u.shape[0], vt)
    cdef index_t[::1] mu = mu_a, mv = mv_a
    cdef Py_ssize_t i
    cdef index_t r = ground[0]
    with nogil:
        for i in range(ground.shape[0]):
            isg[ground[i]] = 1
        for i in range(u.shape[0]):
            mu[i] = r if isg[u[i]] else u[i]
            mv[i] = r if isg[v[i]] else v[i]
    return mu_a, mv_a
