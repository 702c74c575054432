"""Winning cuts of Green Hackenbush inside 2-edge-connected components, by cut classes.

``winning_inner_cuts`` (cut classes from random labels, chain values by trie folds) against
the brute-force game tree on thousands of small multigraphs, against a plain fusion oracle
(delete each edge, value what is left by the fusion principle written with lists) on the
shapes where classes are big (long cycles, cacti, theta graphs, necklaces, grids), and against
the per-edge kernel ``winning_inner_cuts_by_fusion`` on larger random graphs; label collisions
forced through ``label_bits`` must fall back to the per-edge valuation and still be exact.
"""

from __future__ import annotations

import time

import numpy as np
import pytest

import grundy
from grundy.hackenbush import _kernels as _hk

from oracles import hackenbush_cuts_oracle
from strategies import random_multigraph

DTYPES = [np.int32, np.int64]


# --------------------------------------------------------------------------------------------
# Oracles and helpers.


def fusion_value(n: int, edges, ground) -> int:
    """Green Hackenbush value by the fusion principle, with lists: grounds merged, bridges by an
    iterative low-link search, components by union-find, the colon principle over the bridges
    from the deepest up."""
    g0, gset = ground[0], set(ground)
    ends = [(g0 if a in gset else a, g0 if b in gset else b) for a, b in edges]
    nb: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for i, (a, b) in enumerate(ends):
        if a != b:
            nb[a].append((b, i))
            nb[b].append((a, i))
    tin, low, pe = [0] * n, [0] * n, [-1] * n
    tin[g0] = low[g0] = 1
    seen = [g0]
    stack = [(g0, iter(nb[g0]))]
    while stack:
        x, it = stack[-1]
        for y, i in it:
            if i == pe[x]:
                continue
            if tin[y] == 0:
                tin[y] = low[y] = len(seen) + 1
                pe[y] = i
                seen.append(y)
                stack.append((y, iter(nb[y])))
                break
            low[x] = min(low[x], tin[y])
        else:
            stack.pop()
            if stack:
                p = stack[-1][0]
                low[p] = min(low[p], low[x])
    bridge_below = [y for y in seen[1:] if low[y] == tin[y]]  # the tree edge above y is a bridge
    bridges = {pe[y] for y in bridge_below}
    root = list(range(n))

    def find(x):
        while root[x] != x:
            root[x] = root[root[x]]
            x = root[x]
        return x

    for i, (a, b) in enumerate(ends):
        if tin[a] and i not in bridges:
            root[find(a)] = find(b)
    value = {}
    for i, (a, b) in enumerate(ends):
        if tin[a] and i not in bridges:
            value[find(a)] = value.get(find(a), 0) ^ 1
    for y in sorted(bridge_below, key=lambda y: -tin[y]):
        i = pe[y]
        above = ends[i][0] + ends[i][1] - y
        value[find(above)] = value.get(find(above), 0) ^ (value.get(find(y), 0) + 1)
    return value.get(find(g0), 0)


def cuts_by_deletion(n: int, edges, ground, target: int) -> set[int]:
    """The edges connected to the ground whose deletion leaves `target`, each valued by
    :func:`fusion_value`."""
    gset = set(ground)
    nb: list[list[int]] = [[] for _ in range(n)]
    for a, b in edges:
        nb[a].append(b)
        nb[b].append(a)
    reach, todo = set(gset), list(gset)
    while todo:
        for y in nb[todo.pop()]:
            if y not in reach:
                reach.add(y)
                todo.append(y)
    out = set()
    for i, (a, b) in enumerate(edges):
        if a in reach and fusion_value(n, edges[:i] + edges[i + 1:], list(ground)) == target:
            out.add(i)
    return out


def prepared(n, edges, ground, dtype=np.int64):
    """The kernels' arguments for a graph: merged endpoints, the analysis and needs(target)."""
    e = np.asarray(edges, dtype=np.int64).reshape(-1, 2)
    u = np.ascontiguousarray(e[:, 0], dtype=dtype)
    v = np.ascontiguousarray(e[:, 1], dtype=dtype)
    if len(ground) > 1:
        u, v = _hk.merge_ground(n, u, v, np.asarray(ground, dtype))
    (indptr, adj, eid, loops, comp, order, cstart, chead, cpv, cbridge, cval, ccount,
     ncomp) = _hk.analyze(n, u, v, ground[0])
    return u, v, (indptr, adj, eid, loops, comp, order, cstart, chead, cpv, cbridge, cval, ncomp)


def kernel_cuts(n, edges, ground, target, dtype=np.int64, kernel=None, ranges=None, **kw):
    """Winning cuts (bridges and inner edges) from `kernel` (default winning_inner_cuts)."""
    kernel = kernel or _hk.winning_inner_cuts
    u, v, (indptr, adj, eid, loops, comp, order, cstart, chead, cpv, cbridge, cval, ncomp) = \
        prepared(n, edges, ground, dtype)
    need, win, bridge = _hk.needs(target, comp, cpv, cbridge, cval, ncomp, len(u))
    args = (n, u, v, indptr, adj, eid, loops, comp, order, cstart, chead, cpv, cval, need, bridge,
            win, ncomp)
    if ranges is None:
        out = kernel(*args, **kw)
        assert out is win
    else:
        for first, last in ranges:
            kernel(*args, first, last, **kw)
    return set(np.flatnonzero(win).tolist()), int(cval[ncomp - 1])


def random_case(rng, max_vertices=7, max_edges=11, max_ground=3):
    n = int(rng.integers(1, max_vertices + 1))
    edges = random_multigraph(rng, n, int(rng.integers(0, max_edges + 1))).tolist()
    k = int(rng.integers(1, min(max_ground, n) + 1))
    ground = rng.choice(n, size=k, replace=False).tolist()
    return n, edges, ground


def relabel(rng, n, edges, ground):
    """The same graph with vertices renamed (the ground kept first) and edges shuffled and flipped,
    so that the depth-first search meets it in another order."""
    perm = rng.permutation(n)
    e = [(int(perm[a]), int(perm[b])) for a, b in edges]
    e = [e[i] for i in rng.permutation(len(e))]
    e = [(b, a) if rng.random() < 0.5 else (a, b) for a, b in e]
    return e, [int(perm[g]) for g in ground]


# --------------------------------------------------------------------------------------------
# Shapes with big cut classes.


def cycle(k, start=0, ground=0):
    """A cycle of k edges through `ground` on new vertices start..start+k-2."""
    ring = [ground] + list(range(start, start + k - 1))
    return [(ring[i], ring[(i + 1) % k]) for i in range(k)], start + k - 1


def theta(paths, start=1):
    """Vertices 0 and `start` joined by paths of the given lengths (>= 1): every path is a cut
    class (two edges of one path form a 2-edge cut) when there are at least 3 paths."""
    edges, nxt, b = [], start + 1, start
    for length in paths:
        chain = [0] + list(range(nxt, nxt + length - 1)) + [b]
        nxt += length - 1
        edges += list(zip(chain, chain[1:]))
    return edges, nxt


def necklace(beads, rng):
    """A cycle of beads through the ground, each bead a small 2-edge-connected graph (a double
    edge, a triangle, a K4) joined to the next by one edge: the joining edges form one class of
    pieces that are whole beads, each with a stalk or a loop hanging here and there."""
    edges, nxt, ends = [], 1, []
    for b in range(beads):
        kind = int(rng.integers(3))
        if kind == 0:
            a, c = nxt, nxt + 1
            edges += [(a, c), (a, c)]
            nxt += 2
        elif kind == 1:
            a, m, c = nxt, nxt + 1, nxt + 2
            edges += [(a, m), (m, c), (c, a)]
            nxt += 3
        else:
            vs = list(range(nxt, nxt + 4))
            edges += [(vs[i], vs[j]) for i in range(4) for j in range(i + 1, 4)]
            a, c = vs[0], vs[3]
            nxt += 4
        if rng.random() < 0.4:
            edges.append((c, nxt))  # a stalk
            nxt += 1
        if rng.random() < 0.3:
            edges.append((a, a))  # a loop
        ends.append((a, c))
    prev = 0
    for a, c in ends:
        edges.append((prev, a))
        prev = c
    edges.append((prev, 0))
    return edges, nxt


def grid(rows, cols):
    idx = np.arange(rows * cols).reshape(rows, cols)
    e = np.concatenate([np.stack([idx[:, :-1].ravel(), idx[:, 1:].ravel()], 1),
                        np.stack([idx[:-1, :].ravel(), idx[1:, :].ravel()], 1)])
    return [tuple(x) for x in e.tolist()], rows * cols


def cactus(rng, cycles):
    """Cycles glued at vertices into a tree of cycles, with stalks and loops: every cycle is
    one component and one cut class."""
    edges, nxt = [], 1
    for _ in range(cycles):
        at = int(rng.integers(0, nxt))
        k = int(rng.integers(1, 7))
        if k == 1:
            edges.append((at, at))
            continue
        c, nxt = cycle(k, nxt, at)
        edges += c
        if rng.random() < 0.3:
            edges.append((int(rng.integers(0, nxt)), nxt))
            nxt += 1
    return edges, nxt


def with_hangings(rng, n, edges, count):
    """Stalks and small cycles hanging at random vertices (they change the pieces' bases)."""
    edges = list(edges)
    for _ in range(count):
        at = int(rng.integers(0, n))
        if rng.random() < 0.5:
            length = int(rng.integers(1, 4))
            chain = [at] + list(range(n, n + length))
            n += length
            edges += list(zip(chain, chain[1:]))
        else:
            c, n = cycle(int(rng.integers(1, 4)) + 1, n, at)
            edges += c
    return n, edges


# --------------------------------------------------------------------------------------------
# Against the game tree and the fusion oracle.


def test_fusion_oracle_agrees_with_the_game_tree():
    rng = np.random.default_rng(1)
    for _ in range(300):
        n, edges, ground = random_case(rng, 6, 9)
        target = int(rng.integers(0, 4))
        value, cuts = hackenbush_cuts_oracle(n, edges, ground, target)
        assert fusion_value(n, edges, ground) == value
        assert cuts_by_deletion(n, edges, ground, target) == cuts


@pytest.mark.slow
@pytest.mark.parametrize("dtype", DTYPES)
def test_cuts_against_the_game_tree(dtype):
    rng = np.random.default_rng(2 + (dtype is np.int32))
    hits = 0
    tally = np.zeros(2, np.int64)
    for _ in range(1500):
        n, edges, ground = random_case(rng)
        target = int(rng.integers(0, 5))
        value, cuts = hackenbush_cuts_oracle(n, edges, ground, target)
        got, got_value = kernel_cuts(n, edges, ground, target, dtype, tally=tally)
        assert (got, got_value) == (cuts, value), (n, edges, ground, target)
        hits += bool(cuts)
    assert hits > 300 and tally[0] > 100 and tally[1] == 0  # many classes of 2 or more edges


def structured_cases(rng):
    """(name, n, edges, ground) for the shapes with big cut classes."""
    for k in list(range(1, 16)) + [31, 64, 101]:
        edges, n = cycle(k, 1)
        yield "cycle", n, edges, [0]
        n2, e2 = with_hangings(rng, n, edges, 3)
        yield "cycle with hangings", n2, e2, [0]
        if n > 2:
            yield "cycle, two grounds", n, edges, [0, int(rng.integers(1, n))]
    for _ in range(25):
        paths = rng.integers(1, 7, size=int(rng.integers(2, 6))).tolist()
        edges, n = theta(paths)
        yield "theta", n, edges, [0]
        n2, e2 = with_hangings(rng, n, edges, 4)
        yield "theta with hangings", n2, e2, [int(rng.integers(n2))]
    for _ in range(25):
        edges, n = necklace(int(rng.integers(1, 7)), rng)
        yield "necklace", n, edges, [0]
    for _ in range(25):
        edges, n = cactus(rng, int(rng.integers(1, 8)))
        yield "cactus", n, edges, [0]
    for r, c in [(2, 2), (2, 5), (3, 3), (3, 4), (4, 4), (2, 9)]:
        edges, n = grid(r, c)
        yield "grid", n, edges, [0]
        yield "grid with a diagonal", n, edges + [(0, n - 1)], [0]
        n2, e2 = with_hangings(rng, n, edges, 3)
        yield "grid with hangings", n2, e2, [int(rng.integers(n2))]
    for _ in range(40):
        # Big classes inside bigger graphs: a cycle whose vertices carry small dense blobs.
        k = int(rng.integers(3, 12))
        edges, n = cycle(k, 1)
        for x in range(0, n, 2):
            edges += [(x, n), (n, n + 1), (n + 1, x)]
            n += 2
        n, edges = with_hangings(rng, n, edges, 2)
        yield "cycle of triangles", n, edges, [0]


def test_structured_graphs_against_the_fusion_oracle():
    rng = np.random.default_rng(4)
    seen = set()
    for name, n, edges, ground in structured_cases(rng):
        e2, g2 = relabel(rng, n, edges, ground)
        value = fusion_value(n, edges, ground)
        for target in {0, 1, 2, value ^ 1, int(rng.integers(0, 8))}:
            want = cuts_by_deletion(n, edges, ground, target)
            got, got_value = kernel_cuts(n, edges, ground, target)
            assert (got, got_value) == (want, value), (name, n, edges, ground, target)
            got, _ = kernel_cuts(n, e2, g2, target, np.int32)
            assert got == cuts_by_deletion(n, e2, g2, target), (name, n, e2, g2, target)
        seen.add(name)
    assert len(seen) == 11


def test_against_the_per_edge_kernel_on_larger_graphs():
    rng = np.random.default_rng(5)
    for case in range(150):
        n = int(rng.integers(20, 120))
        m = int(rng.integers(n, 4 * n))
        edges = random_multigraph(rng, n, m, ("uniform", "tree+", "sparse")[case % 3]).tolist()
        if case % 5 == 0:
            c, n = cycle(int(rng.integers(50, 300)), n, int(rng.integers(n)))
            edges += c  # a long cycle: a big class
        ground = rng.choice(n, size=int(rng.integers(1, 3)), replace=False).tolist()
        for target in range(4):
            got, _ = kernel_cuts(n, edges, ground, target)
            want, _ = kernel_cuts(n, edges, ground, target, kernel=_hk.winning_inner_cuts_by_fusion)
            assert got == want, (n, edges, ground, target)


def test_ranges_of_positions_give_the_whole_search():
    rng = np.random.default_rng(6)
    for _ in range(200):
        n, edges, ground = random_case(rng, 9, 16)
        target = int(rng.integers(0, 4))
        whole, _ = kernel_cuts(n, edges, ground, target)
        cuts = sorted(int(x) for x in rng.integers(0, n + 1, size=int(rng.integers(0, 4))))
        bounds = [0, *cuts, -1]
        ranges = list(zip(bounds, bounds[1:]))
        assert kernel_cuts(n, edges, ground, target, ranges=ranges)[0] == whole


# --------------------------------------------------------------------------------------------
# The class check: collisions forced by short labels.


@pytest.mark.parametrize("bits", [0, 1, 2, 3, 6])
def test_label_collisions_fall_back_and_stay_exact(bits):
    rng = np.random.default_rng(7 + bits)
    tally = np.zeros(2, np.int64)
    shapes = [c for c in structured_cases(np.random.default_rng(9)) if len(c[2]) <= 60]
    for case in range(400):
        if case % 2:
            n, edges, ground = random_case(rng, 8, 14)
        else:
            name, n, edges, ground = shapes[int(rng.integers(len(shapes)))]
            n, edges = with_hangings(rng, n, edges, 2)
            edges, ground = relabel(rng, n, edges, ground)
        target = int(rng.integers(0, 4))
        got, _ = kernel_cuts(n, edges, ground, target, label_bits=bits, tally=tally)
        want, _ = kernel_cuts(n, edges, ground, target, kernel=_hk.winning_inner_cuts_by_fusion)
        assert got == want, (bits, n, edges, ground, target)
    # Sets of two or more edges were both rejected (collisions) and accepted (whole classes).
    assert tally[1] > 20 and (bits == 0 or tally[0] > 20)


def test_full_labels_never_fall_back():
    rng = np.random.default_rng(8)
    tally = np.zeros(2, np.int64)
    for name, n, edges, ground in structured_cases(rng):
        for target in range(3):
            kernel_cuts(n, edges, ground, target, tally=tally)
    assert tally[0] > 500 and tally[1] == 0


def test_a_label_collision_between_two_classes_is_caught():
    """Three paths between the ground and vertex 1: one 2-edge-connected component, three cut
    classes (the paths). With 0-bit labels every edge has the same label, so the set is three
    classes and the check must reject it; with full labels each class is accepted."""
    edges, n = theta([3, 4, 5])
    for bits in (0, 128):
        tally = np.zeros(2, np.int64)
        for target in range(4):
            got, _ = kernel_cuts(n, edges, [0], target, label_bits=bits, tally=tally)
            assert got == cuts_by_deletion(n, edges, [0], target)
        assert (tally[1] > 0) == (bits == 0)


# Collisions by design (the labels of the non-tree edges given): each set below is a union of
# classes that one part of the check must reject. Edge ids fix the search order: from vertex 0,
# each vertex's edges in id order.
CRAFTED = {
    # A set of two non-tree edges: 0-1-2 a path, 2-0 and 1-0 back (ids 2 and 3) with equal
    # labels, so the tree edge 0-1 (covered by both) gets 0 and 1-2 (covered by 2) gets 4.
    "two non-tree edges": ([(0, 1), (1, 2), (2, 0), (1, 0)], {2: 4, 3: 4}),
    # The same path, 2-1 and 2-0 back with equal labels: 0-1 (covered by 2-0 alone) gets their
    # label, 1-2 gets 0. Read as one class, 2-1 would pass for a tree edge above vertex 1.
    "two non-tree edges, one ending where a tree edge does": ([(0, 1), (1, 2), (2, 1), (2, 0)],
                                                              {2: 4, 3: 4}),
    # Tree edges 0-1 and 1-2 each covered by two edges: 1-0 twice and 2-1 twice, labels
    # 1 ^ 2 = 4 ^ 7; the same count, but the upper piece {1} sends edges above 1.
    "escape from the upper part": ([(0, 1), (1, 2), (1, 0), (1, 0), (2, 1), (2, 1)],
                                   {2: 1, 3: 2, 4: 4, 5: 7}),
    # 0-1-2-3 a path, 3-1 twice (cover 1-2 and 2-3: label 1 ^ 2), then 1-4 visited after 2's
    # subtree with 4-0 twice and 4-1 (labels 8 ^ 11 = 3 over 0-1; 19 over 1-4): the set
    # {0-1, 1-2, 2-3} has equal counts, and only the part of 1's subtree after 2's (vertex 4)
    # sends an edge above 1.
    "escape from the later part": ([(0, 1), (1, 2), (2, 3), (3, 1), (3, 1), (1, 4), (4, 0), (4, 0),
                                    (4, 1)], {3: 1, 4: 2, 6: 8, 7: 11, 8: 16}),
    # 0-1-2 a path, 2-0 (label 1) and 2-1 (label 0): both tree edges get label 1, with one and
    # two covering edges.
    "different counts": ([(0, 1), (1, 2), (2, 0), (2, 1)], {2: 1, 3: 0}),
    # 0-1-2 a path; 1-0 twice (labels 5 and 5), 2-0 (label 3) and 2-1 (label 8): the edge 0-1
    # gets 5 ^ 5 ^ 3 = 3, the label of 2-0, which covers it but not alone.
    "a non-tree edge that does not cover alone": ([(0, 1), (1, 0), (1, 0), (1, 2), (2, 0), (2, 1)],
                                                  {1: 5, 2: 5, 4: 3, 5: 8}),
}


@pytest.mark.parametrize("name", sorted(CRAFTED))
def test_crafted_collisions_are_rejected(name):
    edges, given = CRAFTED[name]
    n = 1 + max(max(e) for e in edges)
    labels = np.zeros(len(edges), np.uint64)
    for e, x in given.items():
        labels[e] = x
    value = fusion_value(n, edges, [0])
    for target in range(4):
        tally = np.zeros(2, np.int64)
        got, got_value = kernel_cuts(n, edges, [0], target, labels=labels, tally=tally)
        assert (got, got_value) == (cuts_by_deletion(n, edges, [0], target), value), target
        if (target & 1) != (value & 1):  # a searched component
            assert tally[1] >= 1
        # The same graph with its own labels: no collision.
        tally[:] = 0
        assert kernel_cuts(n, edges, [0], target, tally=tally)[0] == got and tally[1] == 0


# --------------------------------------------------------------------------------------------
# Scale: what took minutes (one valuation per edge) now takes a fraction of a second.


def test_a_cycle_of_100001_edges():
    L = 100001
    e = np.stack([np.arange(L), (np.arange(L) + 1) % L], 1)
    t = time.perf_counter()
    cuts = grundy.hackenbush_winning_cuts(e)
    assert time.perf_counter() - t < 10
    # Deleting edge j leaves stalks of j and L - 1 - j edges: value j ^ (L - 1 - j).
    assert cuts.tolist() == [(L - 1) // 2]
    assert grundy.hackenbush_winning_cuts(e, target=3).tolist() == \
        [j for j in range(L) if j ^ (L - 1 - j) == 3]


def test_a_grid_of_100000_edges():
    side = 224  # 2 * 224 * 223 = 99904 edges, plus a diagonal: odd, so every edge is searched
    edges, n = grid(side, side)
    e = np.array(edges + [(0, n - 1)])
    t = time.perf_counter()
    a = grundy.analyze_hackenbush(e)
    assert time.perf_counter() - t < 10
    assert a.value == 1
    # Deleting a corner edge leaves the corner hanging by its other edge: the rest has an odd
    # number of edges (value 1 by fusion), so the value is 1 ^ (0 + 1) = 0; deleting any other
    # edge leaves the grid 2-edge-connected with an even number of edges: value 0.
    assert len(a.cuts) == len(e)
    small, m = grid(12, 17)
    small = small + [(0, m - 1), (5, 5), (7, m), (m, m + 1)]
    for target in range(4):
        got, _ = kernel_cuts(m + 2, small, [0], target)
        assert got == kernel_cuts(m + 2, small, [0], target, kernel=_hk.winning_inner_cuts_by_fusion)[0]
