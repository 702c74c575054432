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

from libc.stdint cimport INT64_MAX, int32_t, int64_t, uint8_t, uint32_t, uint64_t

from grundy._bits cimport fmix64
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

    roots[j] is the ground of graph j; no two roots may be connected: a root that an earlier
    root's search reached gets -1. One adjacency build and one search per root over its own
    part: O(V + E) in all.
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
            if st[roots[j], TIN] != 0:
                out[j] = -1
                continue
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


# --------------------------------------------------------------------------------------------
# Winning deletions inside 2-edge-connected components.


cdef void _hanging(const int64_t *loops, const int64_t *cpv, const int64_t *cval, int64_t n,
                   int64_t ncomp, int64_t *init) noexcept nogil:
    """init[w] = the parity of w's loops XOR the (value + 1) of every component hanging at w."""
    cdef int64_t x, c
    for x in range(n):
        init[x] = loops[x] & 1
    for c in range(ncomp - 1):
        init[cpv[c]] ^= cval[c] + 1


cdef inline bint _searched(int64_t want, int64_t value) noexcept nogil:
    """A deletion inside a component gives it a value of the other parity: only a component
    whose need differs from its value in parity can hold a winning inner cut."""
    return want >= 0 and (want & 1) != (value & 1)


cdef bint _fusion_search(const int64_t *indptr, const index_t *adj, const int32_t *eid,
                         const index_t *order, const int64_t *cstart, const index_t *chead,
                         const int64_t *cval, const int64_t *need, const uint8_t *bridge,
                         const uint8_t *only, uint8_t *win, int64_t ncomp, int64_t first,
                         int64_t last, const int64_t *init, index_t *st, index_t *stack,
                         index_t *vstack, int64_t *work) noexcept nogil:
    """The search of :func:`winning_inner_cuts_by_fusion` over the positions
    ``order[first:last]``, restricted to the edges e with only[e] when `only` is not NULL.
    Returns True when Ctrl-C stopped it."""
    cdef int64_t x, want, r, j, k, e, value, cc = 0, opos = 0, size, lo, hi, i
    cdef index_t a, w
    for x in range(ncomp):
        want = need[x]
        if not _searched(want, cval[x]):
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
                if bridge[e] or adj[k] < a or (only != NULL and not only[e]):
                    continue  # a bridge, an edge taken from its other end, or not asked for
                if tick(work, size):  # one fuse over X: its vertices and their adjacency
                    return True
                for i in range(cstart[x], cstart[x + 1]):
                    w = order[i]
                    st[<Py_ssize_t>w * STATE_FIELDS + TIN] = 0
                    st[<Py_ssize_t>w * STATE_FIELDS + ACC] = <index_t>init[w]
                value = fuse(r, indptr, adj, eid, bridge, e, st, stack, vstack, False, NULL, NULL,
                             NULL, NULL, NULL, NULL, NULL, &cc, &opos)
                if value == want:
                    win[e] = 1
    return False


def winning_inner_cuts_by_fusion(int64_t n, const index_t[::1] u, const index_t[::1] v,
                                 const int64_t[::1] indptr, const index_t[::1] adj,
                                 const int32_t[::1] eid, const int64_t[::1] loops,
                                 const int64_t[::1] comp, const index_t[::1] order,
                                 const int64_t[::1] cstart, const index_t[::1] chead,
                                 const int64_t[::1] cpv, const int64_t[::1] cval,
                                 const int64_t[::1] need, const uint8_t[::1] bridge,
                                 uint8_t[::1] win, int64_t ncomp, int64_t first=0, int64_t last=-1):
    """:func:`winning_inner_cuts` by one valuation per edge: the exact reference, quadratic.

    Deleting a loop of component X flips the parity of X's edge count and nothing else, so it
    makes X's value cval[X] ^ 1. Deleting any other non-bridge edge e of X keeps the graph
    connected but may split X; X's new value is that of the local game: X's own edges minus e,
    with each child subtree replaced by a stalk of its value + 1 where it hangs, grounded at
    chead[X] -- one :func:`fuse` call over X alone, with the bridges blocked. Components whose
    need has the parity of their value are skipped (see :func:`winning_inner_cuts`).

    Same arguments, ranges and result as :func:`winning_inner_cuts`. O(e_X * (e_X + children
    of X)) per component X that is searched; Ctrl-C stops it within about 10^6 steps.
    """
    vt = np.int32 if index_t is int32_t else np.int64
    init_a = np.empty(n, np.int64)
    cdef int64_t[::1] init = init_a
    cdef index_t[:, ::1] st = np.zeros((n, STATE_FIELDS), vt)
    cdef index_t[::1] stack = np.empty(n, vt), vstack = np.empty(n, vt)
    cdef Py_ssize_t i
    cdef int64_t x, work = 0
    cdef index_t a
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
        if n > 0 and u.shape[0] > 0:
            _hanging(&loops[0], &cpv[0], &cval[0], n, ncomp, &init[0])
            stopped = _fusion_search(&indptr[0], &adj[0], &eid[0], &order[0], &cstart[0],
                                     &chead[0], &cval[0], &need[0], &bridge[0], NULL, &win[0],
                                     ncomp, first, last, &init[0], &st[0, 0], &stack[0],
                                     &vstack[0], &work)
    if stopped:
        reraise()
    return win.base


# The cut classes. Two edges of a 2-edge-connected graph form a 2-edge cut iff every cycle
# through one passes through the other; for a depth-first tree this reads: two tree edges iff
# the same non-tree edges cover them (a non-tree edge covers the tree edges of its cycle), a
# tree edge t and a non-tree edge f iff f alone covers t, two non-tree edges never. "Is a cut
# with" is an equivalence; its classes are the cut classes.


cdef struct Item:
    # One edge of the component searched: its label, and the discovery time of its lower end
    # for a tree edge (INT64_MAX for a non-tree edge).
    uint64_t hi
    uint64_t lo
    int64_t key
    int64_t e


cdef extern from "<stdlib.h>" nogil:
    void *realloc(void *ptr, size_t size)
    void free(void *ptr)


cdef inline uint64_t _mix(uint64_t z) noexcept nogil:
    """splitmix64: a fixed bijective scrambler, so the labels are the same on every run."""
    return fmix64(z + <uint64_t>0x9E3779B97F4A7C15)


cdef enum:
    LABEL_SEED = 0x2545F491  # any fixed number: the labels depend only on it and the edge id
    TRIE_STACK = 72
    CHAIN_NO_MEMORY = 1
    CHAIN_STOPPED = 2


# The folds. Deleting the class edge c_j leaves the pieces of its class as two chains hanging
# from the ground's piece; the value of a chain of pieces with bases b_1 (next to the ground)
# .. b_m is F_1(F_2(... F_{m-1}(b_m))) with F_i(w) = b_i ^ (w + 1) (the colon principle: each
# piece hangs by one bridge from the previous one). For every prefix length m at once: a
# binary trie of the values keyed from the least significant bit, with the queries entering
# at their far end: from i = m down to 1, apply F_i to every value already in the trie, then
# insert the query of length i with value b_i. "w + 1 for every w" swaps the root's children
# and goes on into the child that now holds the carries (depth steps), "w ^ a for every w"
# is a lazy tag, so each step costs O(depth). F_i is a bijection, so values never merge
# except at insertion, where queries of equal value share a leaf (a list of queries).

cdef struct Node:
    int32_t c0        # the child for bit 0 (0: none; node 0 is the root); a leaf's query list
    int32_t c1        # the child for bit 1
    uint32_t tag      # lazy XOR owed to the subtree (bits from the node's depth on)


cdef struct Trie:
    Node *node
    int64_t cap
    int64_t used
    int depth         # bits of a value; leaves are at this depth


cdef bint _trie_reserve(Trie *t, int64_t inserts) noexcept nogil:
    """Room for `inserts` distinct values: at most min(2^d, inserts) nodes at depth d."""
    cdef int64_t need = 1, p = 1
    cdef int d
    cdef void *a
    for d in range(1, t.depth + 1):
        if p < inserts:
            p *= 2
        need += p if p < inserts else inserts
    if need <= t.cap:
        return True
    a = realloc(t.node, need * sizeof(Node))
    if a == NULL:
        return False
    t.node = <Node *>a
    t.cap = need
    return True


cdef inline void _trie_push(Node *x, Node *node, int d) noexcept nogil:
    cdef uint64_t g = x.tag
    cdef int32_t c
    if g == 0:
        return
    if (g >> d) & 1:
        c = x.c0
        x.c0 = x.c1
        x.c1 = c
    if x.c0:
        node[x.c0].tag ^= g
    if x.c1:
        node[x.c1].tag ^= g
    x.tag = 0


cdef inline void _trie_increment(Trie *t) noexcept nogil:
    """Every value w becomes w + 1 (mod 2^depth)."""
    cdef Node *node = t.node
    cdef Node *x = node
    cdef int32_t c
    cdef int d = 0
    while d < t.depth:
        _trie_push(x, node, d)
        c = x.c0
        x.c0 = x.c1
        x.c1 = c
        if x.c0 == 0:
            break
        x = node + x.c0  # the values whose bit d was 1: the carry goes on
        d += 1


cdef inline void _trie_insert(Trie *t, uint64_t value, int32_t q, int32_t *qnext) noexcept nogil:
    cdef Node *node = t.node
    cdef Node *x = node
    cdef int32_t c
    cdef int d
    for d in range(t.depth):
        _trie_push(x, node, d)
        c = x.c1 if (value >> d) & 1 else x.c0
        if c == 0:
            c = <int32_t>t.used
            t.used += 1
            node[c].c0 = -1 if d + 1 == t.depth else 0
            node[c].c1 = 0
            node[c].tag = 0
            if (value >> d) & 1:
                x.c1 = c
            else:
                x.c0 = c
        x = node + c
    qnext[q] = x.c0
    x.c0 = q


cdef void _trie_read(Trie *t, const int32_t *qnext, int64_t *out) noexcept nogil:
    """out[q] = the value of query q, for every query in the trie."""
    cdef int32_t sn[TRIE_STACK]
    cdef int sd[TRIE_STACK]
    cdef uint64_t sv[TRIE_STACK]
    cdef int top = 1, d
    cdef int32_t q
    cdef Node *node = t.node
    cdef Node *x
    cdef uint64_t value
    sn[0] = 0
    sd[0] = 0
    sv[0] = 0
    while top > 0:
        top -= 1
        x = node + sn[top]
        d = sd[top]
        value = sv[top]
        if d == t.depth:
            q = x.c0
            while q >= 0:
                out[q] = <int64_t>value
                q = qnext[q]
            continue
        _trie_push(x, node, d)
        if x.c0:
            sn[top] = x.c0
            sd[top] = d + 1
            sv[top] = value
            top += 1
        if x.c1:
            sn[top] = x.c1
            sd[top] = d + 1
            sv[top] = value | (<uint64_t>1 << d)
            top += 1


cdef int _chain_values(Trie *t, const int64_t *b, Py_ssize_t stride, int64_t m, int32_t *qnext,
                       int64_t *out, int64_t *work) noexcept nogil:
    """out[i - 1] = the value of the chain of pieces b[0], b[stride], ... b[(i - 1) * stride]
    (the first next to the ground), for i = 1..m. O(m * depth). Returns 0, or CHAIN_NO_MEMORY,
    or CHAIN_STOPPED (Ctrl-C)."""
    cdef int64_t i
    cdef uint64_t bi
    if not _trie_reserve(t, m):
        return CHAIN_NO_MEMORY
    t.used = 1
    t.node[0].c0 = 0
    t.node[0].c1 = 0
    t.node[0].tag = 0
    for i in range(m, 0, -1):
        bi = <uint64_t>b[(i - 1) * stride]
        _trie_increment(t)  # F_i on the longer chains: w -> b_i ^ (w + 1)
        t.node[0].tag ^= <uint32_t>bi
        _trie_insert(t, bi, <int32_t>(i - 1), qnext)
        if tick(work, 2 * t.depth):
            return CHAIN_STOPPED
    _trie_read(t, qnext, out)
    return 0


cdef inline int64_t _seg_min(const index_t *seg, int64_t size, int64_t lo, int64_t hi,
                             int64_t none) noexcept nogil:
    """The least of the leaves lo..hi (1-based, inclusive) of a min segment tree whose leaf i
    sits at seg[size + i - 1]; `none` when the range is empty."""
    cdef int64_t best = none
    lo += size - 1
    hi += size
    while lo < hi:
        if lo & 1:
            if seg[lo] < best:
                best = seg[lo]
            lo += 1
        if hi & 1:
            hi -= 1
            if seg[hi] < best:
                best = seg[hi]
        lo >>= 1
        hi >>= 1
    return best


def winning_inner_cuts(int64_t n, const index_t[::1] u, const index_t[::1] v,
                       const int64_t[::1] indptr, const index_t[::1] adj, const int32_t[::1] eid,
                       const int64_t[::1] loops, const int64_t[::1] comp, const index_t[::1] order,
                       const int64_t[::1] cstart, const index_t[::1] chead, const int64_t[::1] cpv,
                       const int64_t[::1] cval, const int64_t[::1] need,
                       const uint8_t[::1] bridge, uint8_t[::1] win, int64_t ncomp,
                       int64_t first=0, int64_t last=-1, *, int label_bits=128,
                       const uint64_t[::1] labels=None, int64_t[::1] tally=None):
    """Mark in `win` the winning deletions of edges inside 2-edge-connected components.

    Component X (vertices ``order[cstart[X]:cstart[X + 1]]``, grounded at chead[X]) wins by
    deleting e when X's subgame then has the value need[X]. A value has the parity of the
    number of edges connected to ground (induction on the fusion formula), so every deletion
    inside X gives a value of the other parity than cval[X]: components where need[X] has
    cval[X]'s parity are skipped at no cost.

    Loops: deleting one flips the parity of X's edge count and nothing else: cval[X] ^ 1.

    Other edges, all of X at once, by the cut classes (two edges are in one class when deleting
    both disconnects X; the relation is an equivalence). Deleting e turns into bridges exactly
    the other edges of e's class C: every other edge of X stays on a cycle and fuses. So a
    class of one edge leaves X 2-edge-connected with one edge less: cval[X] ^ 1. A class of
    k >= 2 edges cuts X into k pieces P_0 (holding chead[X]) .. P_{k-1} in a cycle, c_j
    joining P_j and P_{j+1 mod k}; each piece fuses to one vertex whose base is (its internal
    edges mod 2) XOR what hangs there (loop parity, child value + 1). Deleting c_j leaves the
    chains P_1..P_j and P_{k-1}..P_{j+1} hanging from P_0: the value is base(P_0) XOR
    (chain value + 1) for each non-empty chain, the chain values for all j at once by two
    trie folds (O(k log E)).

    The classes come from one depth-first search of X: each non-tree edge gets a 128-bit label
    (splitmix64 of LABEL_SEED and its id: the same on every run), each tree edge the XOR of the
    labels of the non-tree edges covering it (XOR over its lower subtree of the labels at both
    ends). Equal cover sets give equal labels, so a set of equal labels is a union of classes;
    it is kept only when it is checked to be one class: at most one non-tree edge f (two never
    form a cut: the tree still spans X); its tree edges, sorted by discovery time of their
    lower ends y_1 .. y_m, with, for consecutive y_i, y_{i+1}, the same number of covering
    non-tree edges and no non-tree edge from the subtree of y_i outside that of y_{i+1}
    reaching above y_i (two range minima of the back-edge ends over discovery times). Then
    every edge covering y_i's edge starts below y_{i+1} and covers y_{i+1}'s edge too, and the
    counts are equal, so the cover sets are (and y_{i+1} lies below y_i: the tree edges are on
    one root path); f must alone cover y_m's edge. A class found so is cut by its tree edges
    into: the middle pieces (the subtree of y_i without that of y_{i+1}), whose bases are
    A(y_i) ^ A(y_{i+1}) ^ 1 with A(y) the XOR over y's subtree in X of (hanging base XOR the
    parity of the edges y owns: the tree edge above it and the non-tree edges from it up);
    with f (k = m + 1), the top piece A(root) ^ A(y_1) (P_0) and the bottom one A(y_m), which f
    joins; without f (k = m), the non-tree edges over the class join top and bottom into one
    piece P_0, A(root) ^ A(y_1) ^ A(y_m) ^ 1. A set that fails the check (a label collision,
    about one chance in 2^128 per pair of sets) has its edges valued one by one as
    :func:`winning_inner_cuts_by_fusion` does: the result is exact either way, and the same on
    every run.

    An edge is tried from its endpoint of the smaller index. With `first` and `last`, only the
    edges tried from the vertices ``order[first:last]`` are (and the loops only when first is
    0): calls over consecutive ranges of positions, from 0 to the end, do the whole search in
    pieces (each call reads every component it touches whole). Test hooks: `label_bits`
    (0..128) keeps that many low bits of the labels, which makes collisions common; `labels`
    (uint64 per edge) gives each non-tree edge e the label labels[e] instead (collisions by
    design); `tally`, an int64 array of 2, gets the number of label sets of two or more edges
    found to be one class added to tally[0], and of those that failed the check to tally[1].

    Returns `win`. O(V + E log E): the search, the labels and their grouping (a hash table,
    then a counting sort) are linear, the folds O(k log E) for a class of k edges; Ctrl-C
    stops it within about 10^6 steps.
    """
    vt = np.int32 if index_t is int32_t else np.int64
    cdef Py_ssize_t m = u.shape[0], i
    cdef int64_t x, want, lo, hi, j, k, maxv = 0, maxe = 0, work = 0, size, deg, hsize
    cdef index_t a
    cdef bint stopped = False, retried = False, oom = False
    if last < 0 or last > cstart[ncomp]:
        last = cstart[ncomp]
    init_a = np.empty(n, np.int64)
    cdef int64_t[::1] init = init_a, sub = np.zeros(ncomp, np.int64)
    with nogil:
        if first <= 0:
            for i in range(m):
                a = u[i]
                if a == v[i] and comp[a] >= 0:
                    x = comp[a]
                    if need[x] >= 0 and need[x] == cval[x] ^ 1:
                        win[i] = 1
        # The largest component searched, for the scratch arrays.
        for x in range(ncomp):
            lo = cstart[x] if cstart[x] > first else first
            hi = cstart[x + 1] if cstart[x + 1] < last else last
            size = cstart[x + 1] - cstart[x]
            if lo >= hi or size < 2 or not _searched(need[x], cval[x]):
                continue
            deg = 0
            for j in range(cstart[x], cstart[x + 1]):
                a = order[j]
                deg += indptr[a + 1] - indptr[a]
            if size > maxv:
                maxv = size
            if deg // 2 > maxe:
                maxe = deg // 2
        if maxv > 0:
            _hanging(&loops[0], &cpv[0], &cval[0], n, ncomp, &init[0])
            # The edges of each component's subgame (its own and all below): a bound on every
            # value met while its edges are deleted (a value is at most the number of moves).
            for i in range(m):
                x = comp[u[i]]
                if x >= 0 and x == comp[v[i]]:
                    sub[x] += 1
            for x in range(ncomp - 1):
                sub[comp[cpv[x]]] += sub[x] + 1
    if maxv == 0:
        return win.base
    # Per vertex (indexed by vertex): position in order, discovery time, end of subtree
    # (exclusive), parent edge, next adjacency entry, label of the edge above (XOR over the
    # subtree), A (subtree XOR), number of non-tree edges covering the edge above.
    cdef int64_t[::1] pos = np.empty(n, np.int64), pe = np.empty(n, np.int64)
    cdef int64_t[::1] nxt = np.empty(n, np.int64), acc = np.empty(n, np.int64)
    cdef int64_t[::1] cover = np.empty(n, np.int64)
    cdef index_t[::1] tin = np.zeros(n, vt), tout = np.empty(n, vt)
    cdef index_t[::1] stack = np.empty(maxv, vt), pre = np.empty(maxv, vt)
    cdef index_t[::1] seg = np.empty(2 * maxv + 1, vt), vstack
    cdef index_t[:, ::1] st
    cdef uint64_t[::1] lab_lo = np.empty(n, np.uint64), lab_hi = np.empty(n, np.uint64)
    items_a = np.empty(max(maxe, 1) * sizeof(Item), np.uint8)
    cdef uint8_t[::1] items_b = items_a
    cdef Item *items = <Item *>&items_b[0]
    cdef int64_t[::1] bases = np.empty(maxe + 1, np.int64), cls = np.empty(maxe + 1, np.int64)
    cdef int64_t[::1] fwd = np.empty(maxe + 1, np.int64), bwd = np.empty(maxe + 1, np.int64)
    cdef int32_t[::1] qnext = np.empty(maxe + 1, np.int32), perm = np.empty(maxe + 1, np.int32)
    cdef int64_t[::1] gend = np.empty(maxe + 1, np.int64)
    cdef int64_t[::1] gid = fwd, rep = bwd  # used while grouping, before the folds
    hsize = 2
    while hsize < 2 * maxe:
        hsize *= 2
    cdef int32_t[::1] table = np.empty(hsize, np.int32)
    retry_a = np.zeros(m, np.uint8)
    cdef uint8_t[::1] retry = retry_a
    cdef uint64_t mask_lo = ~<uint64_t>0, mask_hi = ~<uint64_t>0
    if label_bits < 128:
        mask_hi = (<uint64_t>1 << (label_bits - 64)) - 1 if label_bits > 64 else 0
        if label_bits < 64:
            mask_lo = (<uint64_t>1 << label_bits) - 1 if label_bits > 0 else 0
    cdef Trie trie
    trie.node = NULL
    trie.cap = 0
    trie.depth = 1
    cdef int64_t r, t, sp, e, y, p, ty, tx, end, k0, ni, q, g0, g1, mt, kk, y1, y2, ym, f, fa, fb
    cdef int64_t none, value, low, accepted = 0, rejected = 0
    cdef int status
    cdef int64_t ng, g, h, total
    cdef uint64_t llo, lhi
    cdef bint pushed, ok, has_f, any_in, given = labels is not None
    try:
        with nogil:
            for x in range(ncomp):
                want = need[x]
                lo = cstart[x] if cstart[x] > first else first
                hi = cstart[x + 1] if cstart[x + 1] < last else last
                size = cstart[x + 1] - cstart[x]
                if lo >= hi or size < 2 or not _searched(want, cval[x]):
                    continue
                for j in range(cstart[x], cstart[x + 1]):
                    pos[order[j]] = j
                # Depth-first search of X from its head, bridges blocked.
                none = size + 1
                r = chead[x]
                t = 1
                tin[r] = 1
                pe[r] = -1
                nxt[r] = indptr[r]
                acc[r] = init[r]
                cover[r] = 0
                lab_lo[r] = 0
                lab_hi[r] = 0
                seg[size] = <index_t>none
                stack[0] = <index_t>r
                pre[0] = <index_t>r
                sp = 1
                ni = size - 1  # the tree edges' items come first, by discovery time
                while sp > 0:
                    a = stack[sp - 1]
                    k = nxt[a]
                    k0 = k
                    end = indptr[a + 1]
                    tx = tin[a]
                    pushed = False
                    while k < end:
                        e = eid[k]
                        y = adj[k]
                        k += 1
                        if e == pe[a] or bridge[e]:
                            continue
                        ty = tin[y]
                        if ty == 0:
                            t += 1
                            tin[y] = <index_t>t
                            pe[y] = e
                            nxt[y] = indptr[y]
                            acc[y] = init[y] ^ 1  # the tree edge above y is y's
                            cover[y] = 0
                            lab_lo[y] = 0
                            lab_hi[y] = 0
                            seg[size + t - 1] = <index_t>none
                            stack[sp] = <index_t>y
                            pre[t - 1] = <index_t>y
                            sp += 1
                            pushed = True
                            break
                        if ty < tx:
                            # A non-tree edge from a up to its ancestor y (met once from each
                            # end; counted from the lower one).
                            if given:
                                llo = labels[e] & mask_lo
                                lhi = 0
                            else:
                                llo = _mix(<uint64_t>LABEL_SEED ^ (<uint64_t>e << 1)) & mask_lo
                                lhi = _mix(<uint64_t>LABEL_SEED ^ ((<uint64_t>e << 1) | 1)) & mask_hi
                            lab_lo[a] ^= llo
                            lab_hi[a] ^= lhi
                            lab_lo[y] ^= llo
                            lab_hi[y] ^= lhi
                            cover[a] += 1
                            cover[y] -= 1
                            acc[a] ^= 1
                            if ty < seg[size + tx - 1]:
                                seg[size + tx - 1] = <index_t>ty
                            items[ni].hi = lhi
                            items[ni].lo = llo
                            items[ni].key = INT64_MAX
                            items[ni].e = e
                            ni += 1
                    nxt[a] = k
                    if not pushed:
                        sp -= 1
                        tout[a] = <index_t>(t + 1)
                    if tick(&work, 1 + k - k0):
                        stopped = True
                        break
                if stopped:
                    break
                # Subtree sums, leaves first: labels and covers of the tree edges, and A.
                for j in range(t - 1, 0, -1):
                    y = pre[j]
                    e = pe[y]
                    p = u[e] + v[e] - y
                    items[j - 1].hi = lab_hi[y]
                    items[j - 1].lo = lab_lo[y]
                    items[j - 1].key = tin[y]
                    items[j - 1].e = e
                    lab_lo[p] ^= lab_lo[y]
                    lab_hi[p] ^= lab_hi[y]
                    cover[p] += cover[y]
                    acc[p] ^= acc[y]
                for j in range(size - 1, 0, -1):
                    seg[j] = seg[2 * j] if seg[2 * j] < seg[2 * j + 1] else seg[2 * j + 1]
                # Group the items by label, each group in the order met (tree edges by the
                # discovery time of their lower ends, then the non-tree edges): a hash table
                # of the labels, then a stable counting sort of the item numbers into perm.
                hsize = 2
                while hsize < 2 * ni:
                    hsize *= 2
                for q in range(hsize):
                    table[q] = -1
                ng = 0
                for q in range(ni):
                    h = <int64_t>(_mix(items[q].lo ^ (items[q].hi * <uint64_t>0x9E3779B97F4A7C15))
                                  & <uint64_t>(hsize - 1))
                    while True:
                        g = table[h]
                        if g < 0:
                            g = ng
                            ng += 1
                            table[h] = <int32_t>g
                            rep[g] = q
                            gend[g] = 0
                            break
                        if items[rep[g]].lo == items[q].lo and items[rep[g]].hi == items[q].hi:
                            break
                        h = (h + 1) & (hsize - 1)
                    gid[q] = g
                    gend[g] += 1
                total = 0
                for g in range(ng):
                    total += gend[g]
                    gend[g] = total - gend[g]  # the group's start
                for q in range(ni):
                    g = gid[q]
                    perm[gend[g]] = <int32_t>q
                    gend[g] += 1  # ends at the group's end
                trie.depth = 1
                while (<int64_t>1 << trie.depth) <= sub[x]:
                    trie.depth += 1  # depth bits hold every value of X's subgame
                if tick(&work, 2 * ni + size):
                    stopped = True
                    break
                g0 = 0
                g = 0
                while g0 < ni:
                    g1 = gend[g]
                    g += 1
                    any_in = False
                    for q in range(g0, g1):
                        e = items[perm[q]].e
                        a = u[e] if u[e] < v[e] else v[e]
                        if first <= pos[a] < last:
                            any_in = True
                            break
                    if not any_in:
                        g0 = g1
                        continue
                    if g1 - g0 == 1:
                        if cval[x] ^ 1 == want:
                            win[items[perm[g0]].e] = 1
                        g0 = g1
                        continue
                    # Check that the set is one class (see the docstring).
                    has_f = items[perm[g1 - 1]].key == INT64_MAX
                    mt = g1 - g0 - 1 if has_f else g1 - g0
                    ok = mt >= 1 and (not has_f or items[perm[g1 - 2]].key != INT64_MAX)
                    if ok:
                        for q in range(g0, g0 + mt - 1):
                            e = items[perm[q]].e
                            y1 = u[e] if pe[u[e]] == e else v[e]
                            e = items[perm[q + 1]].e
                            y2 = u[e] if pe[u[e]] == e else v[e]
                            if cover[y1] != cover[y2]:
                                ok = False
                                break
                            # (This also puts y2 below y1: y1's subtree holds the lower end
                            # of a non-tree edge over y1, so if it ended before y2 the first
                            # range would hold it.)
                            low = _seg_min(&seg[0], size, tin[y1], tin[y2] - 1, none)
                            if low < tin[y1]:
                                ok = False
                                break
                            low = _seg_min(&seg[0], size, tout[y2], tout[y1] - 1, none)
                            if low < tin[y1]:
                                ok = False
                                break
                    if ok and has_f:
                        e = items[perm[g0 + mt - 1]].e
                        ym = u[e] if pe[u[e]] == e else v[e]
                        f = items[perm[g1 - 1]].e
                        fa, fb = u[f], v[f]
                        if tin[fa] < tin[fb]:
                            fa, fb = fb, fa  # fa: the lower end
                        ok = (cover[ym] == 1 and tin[ym] <= tin[fa] and tin[fa] < tout[ym]
                              and tin[fb] < tin[ym])
                    if not ok:
                        for q in range(g0, g1):
                            retry[items[perm[q]].e] = 1
                        retried = True
                        rejected += 1
                        g0 = g1
                        continue
                    accepted += 1
                    # The pieces' bases, P_0 first, and the class edges c_0 .. c_{k-1}.
                    e = items[perm[g0]].e
                    y1 = u[e] if pe[u[e]] == e else v[e]
                    e = items[perm[g0 + mt - 1]].e
                    ym = u[e] if pe[u[e]] == e else v[e]
                    for q in range(1, mt):
                        e = items[perm[g0 + q - 1]].e
                        y = u[e] if pe[u[e]] == e else v[e]
                        cls[q - 1] = e
                        e = items[perm[g0 + q]].e
                        y2 = u[e] if pe[u[e]] == e else v[e]
                        bases[q] = acc[y] ^ acc[y2] ^ 1
                    cls[mt - 1] = items[perm[g0 + mt - 1]].e
                    if has_f:
                        kk = mt + 1
                        bases[0] = acc[r] ^ acc[y1]
                        bases[mt] = acc[ym]
                        cls[mt] = items[perm[g1 - 1]].e
                    else:
                        kk = mt
                        bases[0] = acc[r] ^ acc[y1] ^ acc[ym] ^ 1
                    status = _chain_values(&trie, &bases[1], 1, kk - 1, &qnext[0], &fwd[0], &work)
                    if status == 0:
                        status = _chain_values(&trie, &bases[kk - 1], -1, kk - 1, &qnext[0],
                                               &bwd[0], &work)
                    if status == CHAIN_NO_MEMORY:
                        oom = True
                        break
                    if status == CHAIN_STOPPED:
                        stopped = True
                        break
                    for q in range(kk):
                        e = cls[q]
                        a = u[e] if u[e] < v[e] else v[e]
                        if not (first <= pos[a] < last):
                            continue
                        value = bases[0]
                        if q >= 1:
                            value ^= fwd[q - 1] + 1
                        if q <= kk - 2:
                            value ^= bwd[kk - 2 - q] + 1
                        if value == want:
                            win[e] = 1
                    g0 = g1
                if stopped or oom:
                    break
    finally:
        free(trie.node)
    if tally is not None:
        tally[0] += accepted
        tally[1] += rejected
    if oom:
        raise MemoryError("winning cuts: no memory for the chain values")
    if stopped:
        reraise()
    if retried:
        # Label sets that are not one class: those edges one valuation each.
        st_a = np.zeros((n, STATE_FIELDS), vt)
        st_a[:, ACC] = init_a
        st = st_a
        stack = np.empty(n, vt)
        vstack = np.empty(n, vt)
        work = 0
        with nogil:
            stopped = _fusion_search(&indptr[0], &adj[0], &eid[0], &order[0], &cstart[0],
                                     &chead[0], &cval[0], &need[0], &bridge[0], &retry[0],
                                     &win[0], ncomp, first, last, &init[0], &st[0, 0], &stack[0],
                                     &vstack[0], &work)
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
