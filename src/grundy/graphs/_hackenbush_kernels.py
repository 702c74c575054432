"""numba kernels for Green Hackenbush: arrays in, arrays out, no validation.

The graph is an undirected multigraph given by endpoint arrays ``u, v`` (edge i joins u[i] and
v[i]); its adjacency is built once by :func:`undirected_csr` with the edge id of every entry,
so a walk can skip one edge (the parent edge, a deleted edge) by id. Self-loops are kept out of
the adjacency and counted per vertex: they are never bridges and only add to the edge count of
their vertex's 2-edge-connected component.

Everything is iterative; no kernel recurses on the graph.
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def undirected_csr(n, u, v):
    """Adjacency of the multigraph without its loops: (indptr, adj, eid, loops).

    Edge i (u[i] != v[i]) appears as v[i] in the row of u[i] and as u[i] in the row of v[i],
    both with eid = i; loops[x] counts the loops at x. adj has the dtype of u; eid is int32
    (callers keep E below 2**31 - 1). O(V + E).
    """
    m = len(u)
    indptr = np.zeros(n + 1, np.int64)
    loops = np.zeros(n, np.int64)
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
    pos = indptr[:-1].copy()
    total = indptr[n]
    adj = np.empty(total, u.dtype)
    eid = np.empty(total, np.int32)
    for i in range(m):
        a = u[i]
        b = v[i]
        if a != b:
            adj[pos[a]] = b
            eid[pos[a]] = i
            pos[a] += 1
            adj[pos[b]] = a
            eid[pos[b]] = i
            pos[b] += 1
    return indptr, adj, eid, loops


# Fields of the per-vertex state array of fuse: one row per vertex, so that a visit touches
# one cache line instead of one per array.
TIN, LOW, NEXT, PARENT_EDGE, ACC = 0, 1, 2, 3, 4
STATE_FIELDS = 5


@njit(cache=True)
def fuse(root, indptr, adj, eid, blocked, deleted, st, stack, vstack,
         record, comp, order, cstart, chead, cpv, cbridge, cval, c, opos):
    """Green Hackenbush value of the part of a graph connected to `root`, by the fusion principle.

    One iterative depth-first search from `root` that skips the edge it came in by (by id, so
    a parallel edge is a back edge), the edge `deleted` (-1: none) and, when `blocked` is not
    empty, every edge e with blocked[e]. Per vertex, ``st[x]`` holds the discovery time (0:
    unvisited), the low-link, the next adjacency entry (relative to indptr[x]), the id of the
    parent edge, and an accumulator that must hold on entry the parity of the vertex's loops
    XOR the value of whatever else hangs there (a stalk of that length).

    A vertex x whose low-link equals its discovery time heads a 2-edge-connected component:
    the vertices above x on the component stack are popped, and the component's value is the
    XOR of their accumulators, which by then hold (number of internal edges mod 2) XOR the
    (value + 1) of every component hanging from them (the colon principle): each non-tree edge
    flips the accumulator of its lower end once, each tree edge that is not a bridge that of
    its child. The value + 1 is then XORed into the accumulator of the vertex x hangs from.

    With `record`, component number c (counted from `c`, in closing order: children before
    parents, the root's last) gets its vertices appended to ``order`` from `opos`, with
    cstart[c], its head (first vertex reached) chead[c], the vertex above the head cpv[c] (-1
    for the root), the bridge above it cbridge[c] (-1 for the root) and its value cval[c]; and
    comp[x] = c for its vertices.

    Returns (value of the root's component, next component number, next order position).
    O(V + E) over the part reached.
    """
    st[root, TIN] = 1
    st[root, LOW] = 1
    st[root, NEXT] = 0
    st[root, PARENT_EDGE] = -1
    stack[0] = root
    vstack[0] = root
    check_blocked = len(blocked) > 0
    sp = 1
    vp = 1
    timer = 1
    root_value = 0
    while sp > 0:
        x = stack[sp - 1]
        base = indptr[x]
        k = base + st[x, NEXT]
        end = indptr[x + 1]
        if k < end:
            pex = st[x, PARENT_EDGE]
            tx = st[x, TIN]
            lowx = st[x, LOW]
            flips = 0
            pushed = False
            while k < end:
                e = eid[k]
                y = adj[k]
                k += 1
                if e == pex or e == deleted or (check_blocked and blocked[e]):
                    continue
                ty = st[y, TIN]
                if ty == 0:
                    timer += 1
                    st[y, TIN] = timer
                    st[y, LOW] = timer
                    st[y, NEXT] = 0
                    st[y, PARENT_EDGE] = e
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
            st[x, NEXT] = k - base
            st[x, LOW] = lowx
            st[x, ACC] ^= flips
            if pushed:
                continue
        sp -= 1
        lowx = st[x, LOW]
        if lowx < st[x, TIN]:
            # The tree edge above x lies on a cycle: x stays in its parent's component.
            st[x, ACC] ^= 1
            p = stack[sp - 1]
            if lowx < st[p, LOW]:
                st[p, LOW] = lowx
            continue
        top = vp
        while True:
            vp -= 1
            if vstack[vp] == x:
                break
        g = 0
        for j in range(vp, top):
            g ^= st[vstack[j], ACC]
        if sp > 0:
            p = stack[sp - 1]
            st[p, ACC] ^= g + 1
        else:
            p = -1
            root_value = g
        if record:
            cstart[c] = opos
            for j in range(vp, top):
                w = vstack[j]
                comp[w] = c
                order[opos] = w
                opos += 1
            chead[c] = x
            cpv[c] = p
            cbridge[c] = st[x, PARENT_EDGE] if p >= 0 else -1
            cval[c] = g
        c += 1
    if record:
        cstart[c] = opos
    return root_value, c, opos


@njit(cache=True)
def _state(n, loops, sample):
    """A fresh state array for fuse: everything unvisited, accumulators = loop parities."""
    st = np.zeros((n, STATE_FIELDS), sample.dtype)
    for x in range(n):
        st[x, ACC] = loops[x] & 1
    return st


@njit(cache=True)
def analyze(n, u, v, root):
    """The bridge tree of the part of the multigraph connected to `root`, with values.

    Returns (indptr, adj, eid, loops, comp, order, cstart, chead, cpv, cbridge, cval, ccount,
    ncomp): the adjacency (see :func:`undirected_csr`), each vertex's component (-1 when not
    connected to root), the components' vertices ``order[cstart[c]:cstart[c + 1]]``, head,
    parent vertex, bridge above, value and number of internal edges (loops included), and the
    number of components. Components are numbered in closing order (the root's is the last).
    O(V + E).
    """
    indptr, adj, eid, loops = undirected_csr(n, u, v)
    st = _state(n, loops, u)
    stack = np.empty(n, u.dtype)
    vstack = np.empty(n, u.dtype)
    comp = np.full(n, -1, np.int64)
    order = np.empty(n, u.dtype)
    cstart = np.empty(n + 1, np.int64)
    chead = np.empty(n, u.dtype)
    cpv = np.empty(n, np.int64)
    cbridge = np.empty(n, np.int64)
    cval = np.empty(n, np.int64)
    _, ncomp, _ = fuse(root, indptr, adj, eid, np.empty(0, np.uint8), -1, st, stack, vstack,
                       True, comp, order, cstart, chead, cpv, cbridge, cval, 0, 0)
    ccount = np.zeros(ncomp, np.int64)
    for i in range(len(u)):
        a = comp[u[i]]
        if a >= 0 and a == comp[v[i]]:
            ccount[a] += 1
    return (indptr, adj, eid, loops, comp, order, cstart[: ncomp + 1], chead[:ncomp], cpv[:ncomp],
            cbridge[:ncomp], cval[:ncomp], ccount, ncomp)


@njit(cache=True)
def rooted_values(n, u, v, roots):
    """Value of each root's graph, for vertex-disjoint graphs that share one edge list.

    roots[j] is the ground of graph j; no two roots may be connected. One adjacency build and
    one search per root over its own part: O(V + E) in all.
    """
    indptr, adj, eid, loops = undirected_csr(n, u, v)
    st = _state(n, loops, u)
    stack = np.empty(n, u.dtype)
    vstack = np.empty(n, u.dtype)
    none = np.empty(0, np.int64)
    out = np.empty(len(roots), np.int64)
    for j in range(len(roots)):
        out[j], _, _ = fuse(roots[j], indptr, adj, eid, np.empty(0, np.uint8), -1, st, stack, vstack,
                            False, none, stack[:0], none, stack[:0], none, none, none, 0, 0)
    return out


@njit(cache=True)
def needs(target, comp, cpv, cbridge, cval, ncomp, nedges):
    """Top-down pass over the bridge tree: what each component's hanging value must become.

    need[c] is the value the subgame hanging at component c must take for the root's value to
    become `target` (everything else unchanged), or -1 when no move inside c's subtree can do
    it. For c below p: cutting the bridge above c removes (cval[c] + 1) from p's XOR, so it
    wins iff need[p] ^ cval[p] ^ (cval[c] + 1) == 0; otherwise a move inside c must make c's
    value that XOR minus 1. Returns (need, win, bridge): win[e] = 1 for the winning bridges,
    bridge[e] = 1 for every bridge. O(components).
    """
    need = np.empty(ncomp, np.int64)
    win = np.zeros(nedges, np.uint8)
    bridge = np.zeros(nedges, np.uint8)
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
    return need, win, bridge


@njit(cache=True)
def winning_inner_cuts(n, u, v, indptr, adj, eid, loops, comp, order, cstart, chead, cpv,
                       cval, need, bridge, win, ncomp):
    """Mark in `win` the winning deletions of edges inside 2-edge-connected components.

    Deleting a loop of component X flips the parity of X's edge count and nothing else, so it
    makes X's value cval[X] ^ 1. Deleting any other non-bridge edge e of X keeps the graph
    connected but may split X; X's new value is that of the local game: X's own edges minus e,
    with each child subtree replaced by a stalk of its value + 1 where it hangs, grounded at
    chead[X] -- one :func:`fuse` call over X alone, with the bridges blocked.

    A Hackenbush value has the parity of the number of edges connected to ground (induction on
    the fusion formula), so every deletion inside X gives X a value of parity opposite to
    cval[X]; components where need[X] has cval[X]'s parity are skipped at no cost.

    O(e_X * (e_X + children of X)) per component X that is searched.
    """
    m = len(u)
    for i in range(m):
        a = u[i]
        if a == v[i] and comp[a] >= 0:
            x = comp[a]
            if need[x] >= 0 and need[x] == cval[x] ^ 1:
                win[i] = 1
    # What hangs at each vertex: loop parity, and a stalk of value + 1 per child component.
    init = (loops & 1).astype(np.int64)
    for c in range(ncomp - 1):
        init[cpv[c]] ^= cval[c] + 1
    st = np.zeros((n, STATE_FIELDS), u.dtype)
    stack = np.empty(n, u.dtype)
    vstack = np.empty(n, u.dtype)
    none = np.empty(0, np.int64)
    for x in range(ncomp):
        want = need[x]
        if want < 0 or (want & 1) == (cval[x] & 1):
            continue
        r = chead[x]
        for j in range(cstart[x], cstart[x + 1]):
            a = order[j]
            for k in range(indptr[a], indptr[a + 1]):
                e = eid[k]
                if bridge[e] or adj[k] < a:
                    continue  # a bridge, or an edge taken from its other end
                for i in range(cstart[x], cstart[x + 1]):
                    w = order[i]
                    st[w, TIN] = 0
                    st[w, ACC] = init[w]
                value, _, _ = fuse(r, indptr, adj, eid, bridge, e, st, stack, vstack,
                                   False, none, stack[:0], none, stack[:0], none, none, none, 0, 0)
                if value == want:
                    win[e] = 1
    return win


@njit(cache=True)
def merge_ground(n, u, v, ground):
    """Endpoints with every grounded vertex replaced by ground[0]. O(V + E)."""
    isg = np.zeros(n, np.uint8)
    for g in ground:
        isg[g] = 1
    r = ground[0]
    mu = u.copy()
    mv = v.copy()
    for i in range(len(u)):
        if isg[mu[i]]:
            mu[i] = r
        if isg[mv[i]]:
            mv[i] = r
    return mu, mv
