"""The Green Hackenbush, edge-subset and POJ 3710 kernels against plain-Python oracles.

Every kernel of grundy.hackenbush._kernels, grundy.tokens._subsets_kernels and
grundy.judge._poj3710_kernels is run on many random small inputs (int32 and int64 vertex
arrays where it takes either, read-only inputs) and compared with a definition written with
lists: adjacency rows, bridges found by deleting each edge, values by the brute-force
Hackenbush game, subsets by enumeration, and a line-by-line parser of the POJ 3710 format.
"""

from __future__ import annotations

import numpy as np
import pytest

from grundy.hackenbush import _kernels as _hk
from grundy.tokens import _subsets_kernels as _sk
from grundy.judge import _poj3710_kernels as _pk

from oracles import dag_values_oracle, hackenbush_cuts_oracle
from strategies import random_multigraph

DTYPES = [np.int32, np.int64]


def ro(a, dtype=None) -> np.ndarray:
    """A read-only contiguous copy of a."""
    a = np.array(a, dtype=dtype)
    a.flags.writeable = False
    return a


def random_graph(rng, max_vertices=7, max_edges=9):
    n = int(rng.integers(1, max_vertices + 1))
    edges = [tuple(e) for e in random_multigraph(rng, n, int(rng.integers(0, max_edges + 1))).tolist()]
    return n, edges


def ends(edges, dtype):
    u = ro([a for a, _ in edges], dtype) if edges else ro(np.empty(0, dtype))
    v = ro([b for _, b in edges], dtype) if edges else ro(np.empty(0, dtype))
    return u, v


# --------------------------------------------------------------------------------------------
# Oracles written with lists.


def reach(n, edges, start, skip=-1):
    """Vertices connected to `start`, without edge number `skip`."""
    nb = [[] for _ in range(n)]
    for i, (a, b) in enumerate(edges):
        if i != skip:
            nb[a].append(b)
            nb[b].append(a)
    seen = {start}
    todo = [start]
    while todo:
        x = todo.pop()
        for y in nb[x]:
            if y not in seen:
                seen.add(y)
                todo.append(y)
    return seen


def bridge_tree(n, edges, root):
    """The part connected to root: its bridges (an edge whose deletion disconnects its ends),
    its 2-edge-connected components (connected pieces once the bridges are gone) and, for each
    bridge, the component below it (away from root) with (head, vertex above)."""
    part = reach(n, edges, root)
    bridges = {i for i, (a, b) in enumerate(edges)
               if a in part and a != b and b not in reach(n, edges, a, skip=i)}
    kept = [e if i not in bridges else (e[0], e[0]) for i, e in enumerate(edges)]
    comps = []
    seen = set()
    for x in sorted(part):
        if x not in seen:
            c = frozenset(reach(n, kept, x))
            seen |= c
            comps.append(c)
    below = {}
    for i in bridges:
        a, b = edges[i]
        side = reach(n, edges, root, skip=i)
        head, above = (b, a) if a in side else (a, b)
        below[i] = (next(c for c in comps if head in c), head, above)
    return part, bridges, comps, below


def hanging_edges(n, edges, bridge, head):
    """The edges beyond `bridge` (on head's side of it)."""
    side = reach(n, edges, head, skip=bridge)
    return [e for i, e in enumerate(edges) if i != bridge and e[0] in side]


def value_oracle(n, edges, ground):
    return hackenbush_cuts_oracle(n, edges, ground, 0)[0]


# --------------------------------------------------------------------------------------------
# Green Hackenbush kernels.


@pytest.mark.parametrize("dtype", DTYPES)
def test_undirected_csr_rows_are_the_edges_in_id_order(dtype):
    rng = np.random.default_rng(101)
    for _ in range(150):
        n, edges = random_graph(rng, 8, 14)
        u, v = ends(edges, dtype)
        indptr, adj, eid, loops = _hk.undirected_csr(n, u, v)
        assert (indptr.dtype, adj.dtype, eid.dtype, loops.dtype) == (np.int64, dtype, np.int32, np.int64)
        rows = [[] for _ in range(n)]
        want_loops = [0] * n
        for i, (a, b) in enumerate(edges):
            if a == b:
                want_loops[a] += 1
            else:
                rows[a].append((b, i))
                rows[b].append((a, i))
        assert loops.tolist() == want_loops
        assert indptr.tolist() == [sum(len(r) for r in rows[:x]) for x in range(n + 1)]
        got = [list(zip(adj[indptr[x]:indptr[x + 1]].tolist(), eid[indptr[x]:indptr[x + 1]].tolist()))
               for x in range(n)]
        assert got == rows


@pytest.mark.parametrize("dtype", DTYPES)
def test_analyze_gives_the_bridge_tree_and_the_hanging_values(dtype):
    rng = np.random.default_rng(102)
    for _ in range(90):
        n, edges = random_graph(rng)
        root = int(rng.integers(n))
        u, v = ends(edges, dtype)
        (indptr, adj, eid, loops, comp, order, cstart, chead, cpv, cbridge, cval, ccount,
         ncomp) = _hk.analyze(n, u, v, root)
        assert (order.dtype, chead.dtype, comp.dtype, cval.dtype) == (dtype, dtype, np.int64, np.int64)
        ref = _hk.undirected_csr(n, u, v)
        assert all(np.array_equal(x, y) for x, y in zip((indptr, adj, eid, loops), ref))
        part, bridges, comps, below = bridge_tree(n, edges, root)
        # The components, their vertices in order[cstart[c]:cstart[c + 1]], and comp.
        assert ncomp == len(comps) == len(cval) == len(ccount) == len(cstart) - 1
        assert cstart[0] == 0 and cstart[-1] == len(part)
        got = [frozenset(order[cstart[c]:cstart[c + 1]].tolist()) for c in range(ncomp)]
        assert sorted(got, key=min) == sorted(comps, key=min)
        assert comp.tolist() == [next((c for c in range(ncomp) if x in got[c]), -1) for x in range(n)]
        # Internal edges, loops included.
        assert ccount.tolist() == [sum(1 for a, b in edges if a in got[c] and b in got[c]) for c in range(ncomp)]
        # The root's component closes last; each other one hangs by its bridge below its parent.
        last = ncomp - 1
        assert root in got[last] and chead[last] == root and cpv[last] == -1 and cbridge[last] == -1
        assert cval[last] == value_oracle(n, edges, [root])
        assert sorted(cbridge[:last].tolist()) == sorted(bridges)
        for c in range(last):
            b = int(cbridge[c])
            comp_below, head, above = below[b]
            assert got[c] == comp_below and chead[c] == head and cpv[c] == above
            assert comp[above] > c
            assert cval[c] == value_oracle(n, hanging_edges(n, edges, b, head), [head])


@pytest.mark.parametrize("dtype", DTYPES)
def test_rooted_values_of_graphs_side_by_side(dtype):
    rng = np.random.default_rng(103)
    for _ in range(40):
        graphs = [random_graph(rng, 5, 7) for _ in range(int(rng.integers(0, 5)))]
        offs, edges, total = [], [], 0
        for n, e in graphs:
            offs.append(total)
            edges += [(a + total, b + total) for a, b in e]
            total += n
        total += int(rng.integers(0, 3))  # vertices of no graph
        u, v = ends(edges, dtype)
        out = _hk.rooted_values(total, u, v, ro(offs, dtype))
        assert out.dtype == np.int64
        assert out.tolist() == [value_oracle(n, e, [0]) for n, e in graphs]


@pytest.mark.parametrize("dtype", DTYPES)
def test_needs_and_both_inner_cut_kernels_find_every_winning_deletion(dtype):
    rng = np.random.default_rng(104)
    for _ in range(60):
        n, edges = random_graph(rng)
        root = int(rng.integers(n))
        u, v = ends(edges, dtype)
        (indptr, adj, eid, loops, comp, order, cstart, chead, cpv, cbridge, cval, ccount,
         ncomp) = _hk.analyze(n, u, v, root)
        _, bridges, _, _ = bridge_tree(n, edges, root)
        for target in range(4):
            need, win, bridge = _hk.needs(target, ro(comp), ro(cpv), ro(cbridge), ro(cval), ncomp, len(edges))
            assert (need.dtype, win.dtype, bridge.dtype) == (np.int64, np.uint8, np.uint8)
            assert need[ncomp - 1] == target
            assert set(np.flatnonzero(bridge).tolist()) == bridges
            value, cuts = hackenbush_cuts_oracle(n, edges, [root], target)
            assert set(np.flatnonzero(win).tolist()) == cuts & bridges
            # The cut-class kernel and the per-edge one, each from the bridges' marks.
            for kernel in (_hk.winning_inner_cuts, _hk.winning_inner_cuts_by_fusion):
                w = win.copy()
                out = kernel(n, u, v, ro(indptr), ro(adj), ro(eid), ro(loops), ro(comp), ro(order),
                             ro(cstart), ro(chead), ro(cpv), ro(cval), ro(need), ro(bridge), w, ncomp)
                assert out is w
                assert set(np.flatnonzero(w).tolist()) == cuts, (kernel, n, edges, root, target)


@pytest.mark.parametrize("dtype", DTYPES)
def test_merge_ground_and_several_grounds(dtype):
    rng = np.random.default_rng(105)
    for _ in range(60):
        n, edges = random_graph(rng)
        ground = rng.choice(n, size=int(rng.integers(1, min(3, n) + 1)), replace=False).tolist()
        u, v = ends(edges, dtype)
        mu, mv = _hk.merge_ground(n, u, v, ro(ground, dtype))
        assert mu.dtype == mv.dtype == dtype and not np.shares_memory(mu, u)
        merged = [(ground[0] if a in ground else a, ground[0] if b in ground else b) for a, b in edges]
        assert list(zip(mu.tolist(), mv.tolist())) == merged
        # The merged graph, grounded at ground[0], is the game grounded at all of them.
        res = _hk.analyze(n, ro(mu), ro(mv), ground[0])
        assert res[10][-1] == value_oracle(n, edges, ground)


# --------------------------------------------------------------------------------------------
# Edge subsets of a DAG.


def random_dag(rng, n, m):
    rank = rng.permutation(n)
    edges = []
    for _ in range(m):
        a, b = (int(x) for x in rng.integers(0, n, 2))
        if rank[a] != rank[b]:
            edges.append((a, b) if rank[a] < rank[b] else (b, a))
    return edges


def csr(n, edges, dtype):
    rows = [[b for a, b in edges if a == x] for x in range(n)]
    indptr = [0]
    for r in rows:
        indptr.append(indptr[-1] + len(r))
    indices = [b for r in rows for b in r]
    return ro(indptr, np.int64), ro(indices, dtype) if indices else ro(np.empty(0, dtype))


@pytest.mark.parametrize("dtype", DTYPES)
def test_out_counts_by_direct_counting(dtype):
    rng = np.random.default_rng(106)
    for _ in range(60):
        n = int(rng.integers(1, 7))
        edges = random_dag(rng, n, int(rng.integers(0, 12)))
        cnt = _sk.out_counts(n, *csr(n, edges, dtype))
        assert cnt.dtype == np.int32 and cnt.shape == (1 << n, n)
        want = [[sum(1 for a, b in edges if a == x and t >> b & 1) for x in range(n)] for t in range(1 << n)]
        assert cnt.tolist() == want


@pytest.mark.parametrize("dtype", DTYPES)
def test_equal_grundy_subsets_by_enumeration(dtype):
    rng = np.random.default_rng(107)
    for case in range(50):
        n = int(rng.integers(1, 7 if case % 2 else 4))  # few vertices: many parallel edges
        edges = random_dag(rng, n, int(rng.integers(0, 9)))
        a, b = (int(x) for x in rng.integers(0, n, 2))
        equal = 0
        for mask in range(1 << len(edges)):
            g = dag_values_oracle(n, [e for i, e in enumerate(edges) if mask >> i & 1])
            equal += g[a] == g[b]
        for modulus in (2, 3, 4, 8, 7, 1_000_000_007, 2**31):  # 2^c vanishes mod 4 and 8
            got = _sk.equal_grundy_subsets(n, *csr(n, edges, dtype), a, b, modulus)
            assert isinstance(got, int) and got == equal % modulus, (n, edges, a, b, modulus)


# --------------------------------------------------------------------------------------------
# POJ 3710 layout.

ROW_T, ROW_NM, ROW_EDGE, NEG_T, END_NM, BAD_NM, END_EDGES, VERTEX, TOO_MANY = range(1, 10)


def layout_oracle(rows, limit):
    """Parse rows (the non-empty lines, as lists of integers) line by line.

    Returns ((err, pos, a, b), (set sizes, roots, src, dst, total) or None), with the token
    index pos and the details a, b that the format's error messages need.
    """
    starts, T = [], 0
    for r in rows:
        starts.append(T)
        T += len(r)
    sizes, roots, src, dst = [], [], [], []
    off = 0
    i = 0

    def left():
        return T - starts[i] if i < len(rows) else 0

    while i < len(rows):
        if len(rows[i]) != 1:
            return (ROW_T, starts[i], 0, 0), None
        t = rows[i][0]
        if t < 0:
            return (NEG_T, starts[i], t, 0), None
        i += 1
        sizes.append(t)
        for j in range(t):
            if left() < 2:
                return (END_NM, T, j + 1, t), None
            if len(rows[i]) != 2:
                return (ROW_NM, starts[i], 0, 0), None
            n, m = rows[i]
            if n < 1 or m < 0:
                return (BAD_NM, starts[i], n, m), None
            if n > limit - off:
                return (TOO_MANY, starts[i], limit, 0), None
            i += 1
            if m > left() // 2:
                return (END_EDGES, T, m, left() // 2), None
            roots.append(off)
            for _ in range(m):
                if len(rows[i]) != 2:
                    return (ROW_EDGE, starts[i], 0, 0), None
                x, y = rows[i]
                if not 1 <= x <= n:
                    return (VERTEX, starts[i], x, n), None
                if not 1 <= y <= n:
                    return (VERTEX, starts[i] + 1, y, n), None
                src.append(off + x - 1)
                dst.append(off + y - 1)
                i += 1
            off += n
    return (0, 0, 0, 0), (sizes, roots, src, dst, off)


def random_rows(rng):
    """A well-formed input as rows, then (often) one or two corruptions."""
    rows = []
    for _ in range(int(rng.integers(0, 4))):
        t = int(rng.integers(0, 4))
        rows.append([t])
        for _ in range(t):
            n, m = int(rng.integers(1, 6)), int(rng.integers(0, 5))
            rows.append([n, m])
            rows += [[int(x) for x in rng.integers(1, n + 1, 2)] for _ in range(m)]
    for _ in range(int(rng.integers(0, 3))):
        if not rows:
            break
        k = int(rng.integers(len(rows)))
        kind = int(rng.integers(6))
        if kind == 0 and k + 1 < len(rows):
            rows[k:k + 2] = [rows[k] + rows[k + 1]]  # two lines joined
        elif kind == 1 and len(rows[k]) > 1:
            rows[k:k + 1] = [rows[k][:1], rows[k][1:]]  # a line split
        elif kind == 2:
            rows[k] = rows[k] + [int(rng.integers(-2, 6))]  # a token too many
        elif kind == 3:
            rows[k] = rows[k][1:]  # a token missing
            if not rows[k]:
                del rows[k]
        elif kind == 4:
            rows[k][int(rng.integers(len(rows[k])))] = int(rng.integers(-2, 8))
        else:
            del rows[k:]  # the input cut short
    return rows


def tokens(rng, rows):
    """(values, lines) of rows, with blank lines here and there."""
    values, lines, line = [], [], 0
    for r in rows:
        line += int(rng.integers(0, 3) == 0)
        values += r
        lines += [line] * len(r)
        line += 1
    return ro(values, np.int64), ro(lines, np.int32)


def test_layout_against_a_line_by_line_parser():
    rng = np.random.default_rng(108)
    errors = set()
    for _ in range(1500):
        rows = random_rows(rng)
        values, lines = tokens(rng, rows)
        limit = 2**62 if rng.random() < 0.8 else int(rng.integers(1, 12))
        err, pos, a, b, sizes, roots, src, dst, total = _pk._layout(values, lines, limit)
        head, body = layout_oracle(rows, limit)
        assert (err, pos, a, b) == head, (rows, limit)
        errors.add(err)
        for arr in (sizes, roots, src, dst):
            assert arr.dtype == np.int64
        if body is None:
            assert len(sizes) == len(roots) == len(src) == len(dst) == total == 0
        else:
            assert (sizes.tolist(), roots.tolist(), src.tolist(), dst.tolist(), total) == body
    assert errors == set(range(10))  # success and every error code


def test_layout_of_huge_counts():
    # t and m far beyond the input: found missing, not looped over.
    values, lines = ro([10**18, 3, 10**18], np.int64), ro([0, 1, 1], np.int32)
    assert _pk._layout(values, lines, 2**62)[:4] == (END_EDGES, 3, 10**18, 0)
    values, lines = ro([2**62, 2**62, 0], np.int64), ro([0, 1, 1], np.int32)
    assert _pk._layout(values, lines, 2**62)[:4] == (END_NM, 3, 2, 2**62)
    assert _pk._layout(ro([], np.int64), ro([], np.int32), 2**62)[:4] == (0, 0, 0, 0)


def test_set_xors_by_loops():
    rng = np.random.default_rng(109)
    for _ in range(200):
        sizes = [int(x) for x in rng.integers(0, 4, int(rng.integers(0, 6)))]
        values = [int(x) for x in rng.integers(0, 2**62, sum(sizes))]
        out = _pk._set_xors(ro(values, np.int64), ro(sizes, np.int64))
        want, j = [], 0
        for s in sizes:
            x = 0
            for _ in range(s):
                x ^= values[j]
                j += 1
            want.append(x)
        assert out.dtype == np.int64 and out.tolist() == want
