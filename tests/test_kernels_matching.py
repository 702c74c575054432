"""The matching kernels against plain-Python oracles.

Every kernel of grundy.geography._kernels is run on many random small graphs (int32 and
int64 vertex arrays, read-only inputs where the kernel only reads) and checked against
definitions written with sets: neighbour lists in order of first appearance, a 2-colouring by
hand, the matching number and D(G) by exhaustive recursion (tests/oracles.py), and the
alternating reach by a list-based search.
"""

from __future__ import annotations

import numpy as np
import pytest

from grundy.geography import _kernels as _mk
from grundy.graphbase._kernels import symmetric_csr

from oracles import d_set_oracle, matching_number_oracle, neighbour_sets

DTYPES = [np.int32, np.int64]


def ro(a, dtype=None) -> np.ndarray:
    """A read-only contiguous copy of a."""
    a = np.array(a, dtype=dtype)
    a.flags.writeable = False
    return a


def random_edges(rng, n, m, bipartite_sides=None):
    """m random pairs of vertices < n (loops and repeats allowed); with `bipartite_sides`, a
    bool array, only pairs across the sides."""
    edges = []
    while len(edges) < m:
        a, b = (int(x) for x in rng.integers(0, n, 2))
        if bipartite_sides is not None and bipartite_sides[a] == bipartite_sides[b]:
            if not bipartite_sides.any() or bipartite_sides.all():
                break
            continue
        edges.append((a, b))
    return edges


def csr(n, edges, dtype):
    u = ro([a for a, _ in edges], np.int64) if edges else ro(np.empty(0, np.int64))
    v = ro([b for _, b in edges], dtype) if edges else ro(np.empty(0, dtype))
    indptr, indices = symmetric_csr(n, u, v)
    indptr.flags.writeable = False
    indices.flags.writeable = False
    return indptr, indices


def check_matching(n, edges, mate):
    """mate is a matching of the graph: symmetric, along edges, -1 for exposed."""
    nb = neighbour_sets(n, edges)
    for x in range(n):
        y = int(mate[x])
        if y != -1:
            assert int(mate[y]) == x
            assert y in nb[x]
    return sum(1 for x in range(n) if mate[x] != -1) // 2


def random_matching(rng, n, edges, dtype):
    """A random (not necessarily maximal) matching, as a mate array."""
    mate = np.full(n, -1, dtype)
    for a, b in edges:
        if a != b and mate[a] == -1 and mate[b] == -1 and rng.random() < 0.6:
            mate[a], mate[b] = b, a
    return mate


@pytest.mark.parametrize("dtype", DTYPES)
def test_symmetric_csr_lists_neighbours_in_first_appearance_order(dtype):
    rng = np.random.default_rng(1)
    for _ in range(300):
        n = int(rng.integers(1, 9))
        edges = random_edges(rng, n, int(rng.integers(0, 14)))
        indptr, indices = csr(n, edges, dtype)
        assert indptr.dtype == np.int64 and indices.dtype == dtype
        rows = [[] for _ in range(n)]
        for a, b in edges:
            if a != b:
                if b not in rows[a]:
                    rows[a].append(b)
                if a not in rows[b]:
                    rows[b].append(a)
        assert [indices[indptr[x] : indptr[x + 1]].tolist() for x in range(n)] == rows


def colouring_oracle(n, edges):
    """Sides by a list-based search (components in vertex order, first vertex side 0), or None
    when some component has an odd cycle."""
    nb = neighbour_sets(n, edges)
    side = [-1] * n
    for s in range(n):
        if side[s] != -1:
            continue
        side[s] = 0
        todo = [s]
        while todo:
            x = todo.pop()
            for y in nb[x]:
                if side[y] == -1:
                    side[y] = 1 - side[x]
                    todo.append(y)
                elif side[y] == side[x]:
                    return None
    return side


@pytest.mark.parametrize("dtype", DTYPES)
def test_two_colouring_matches_oracle(dtype):
    rng = np.random.default_rng(2)
    odd = 0
    for _ in range(400):
        n = int(rng.integers(1, 10))
        edges = random_edges(rng, n, int(rng.integers(0, 12)))
        indptr, indices = csr(n, edges, dtype)
        side, bx, by = _mk.two_colouring(n, indptr, indices)
        expected = colouring_oracle(n, edges)
        if expected is None:
            odd += 1
            assert bx != -1 and by in neighbour_sets(n, edges)[bx]
            assert side[bx] == side[by]
        else:
            assert (bx, by) == (-1, -1)
            assert side.tolist() == expected
    assert 50 < odd < 350


@pytest.mark.parametrize("dtype", DTYPES)
def test_karp_sipser_is_a_maximal_matching_and_exact_on_forests(dtype):
    rng = np.random.default_rng(3)
    for trial in range(300):
        n = int(rng.integers(1, 11))
        if trial % 2:
            # A forest: the degree-one rule alone decides it, so the result is maximum.
            edges = [(v, int(rng.integers(0, v))) for v in range(1, n) if rng.random() < 0.8]
        else:
            edges = random_edges(rng, n, int(rng.integers(0, 15)))
        indptr, indices = csr(n, edges, dtype)
        mate = _mk.karp_sipser(n, indptr, indices)
        assert mate.dtype == dtype
        size = check_matching(n, edges, mate)
        assert all(mate[a] != -1 or mate[b] != -1 for a, b in edges if a != b)
        if trial % 2:
            assert size == matching_number_oracle(n, edges)


def attribute_instance(rng, dtype):
    """A random bipartite graph in attribute form: left vertices 0..n1-1 and right vertices
    n1..n-1, each with up to three attributes out of na. Returns the arrays and the expanded
    edge list."""
    n1, n2, na = (int(x) for x in rng.integers(1, 6, 3))
    n = n1 + n2
    attrs = [sorted(set(int(t) for t in rng.integers(0, na, int(rng.integers(0, 4))))) for _ in range(n)]
    x_ptr = np.zeros(n + 1, np.int64)
    x_ptr[1:] = np.cumsum([len(a) for a in attrs])
    x_attr = np.array([t for a in attrs for t in a], np.int64)

    def members(side):
        rows = [[v for v in side if t in attrs[v]] for t in range(na)]
        ptr = np.zeros(na + 1, np.int64)
        ptr[1:] = np.cumsum([len(r) for r in rows])
        return ro(ptr), ro([v for r in rows for v in r], dtype)

    ar_ptr, ar_mem = members(range(n1, n))  # attribute -> its right members
    al_ptr, al_mem = members(range(n1))  # attribute -> its left members
    edges = [(u, v) for u in range(n1) for v in range(n1, n) if set(attrs[u]) & set(attrs[v])]
    return n1, n, ro(x_ptr), ro(x_attr), (ar_ptr, ar_mem), (al_ptr, al_mem), edges


@pytest.mark.parametrize("dtype", DTYPES)
def test_attribute_greedy_then_hopcroft_karp_is_maximum(dtype):
    rng = np.random.default_rng(4)
    for trial in range(400):
        n1, n, x_ptr, x_attr, (ar_ptr, ar_mem), _, edges = attribute_instance(rng, dtype)
        lefts = ro(np.arange(n1, dtype=np.int64))
        mate = random_matching(rng, n, edges, dtype) if trial % 3 == 0 else np.full(n, -1, dtype)
        _mk.attribute_greedy(lefts, x_ptr, x_attr, ar_ptr, ar_mem, mate)
        check_matching(n, edges, mate)
        # Maximal: no left vertex stays exposed beside an exposed right neighbour.
        assert not any(mate[u] == -1 and mate[v] == -1 for u, v in edges)
        phases = _mk.hopcroft_karp(n, lefts, x_ptr, x_attr, ar_ptr, ar_mem, mate)
        assert check_matching(n, edges, mate) == matching_number_oracle(n, edges)
        assert phases >= 0


@pytest.mark.parametrize("dtype", DTYPES)
def test_hopcroft_karp_from_empty_matching(dtype):
    rng = np.random.default_rng(5)
    for _ in range(300):
        n1, n, x_ptr, x_attr, (ar_ptr, ar_mem), _, edges = attribute_instance(rng, dtype)
        mate = np.full(n, -1, dtype)
        _mk.hopcroft_karp(n, ro(np.arange(n1, dtype=np.int64)), x_ptr, x_attr, ar_ptr, ar_mem, mate)
        assert check_matching(n, edges, mate) == matching_number_oracle(n, edges)


def reach_oracle(n, edges, side, mate):
    """Vertices of `side` reached from its exposed vertices by alternating paths."""
    nb = neighbour_sets(n, edges)
    reached = {u for u in side if mate[u] == -1}
    todo = list(reached)
    while todo:
        u = todo.pop()
        for b in nb[u]:
            w = int(mate[b])
            if w != -1 and w not in reached:
                reached.add(w)
                todo.append(w)
    return reached


@pytest.mark.parametrize("dtype", DTYPES)
def test_alternating_reach_matches_oracle_and_gives_d(dtype):
    rng = np.random.default_rng(6)
    for trial in range(300):
        n1, n, x_ptr, x_attr, (ar_ptr, ar_mem), (al_ptr, al_mem), edges = attribute_instance(rng, dtype)
        lefts = ro(np.arange(n1, dtype=np.int64))
        rights = ro(np.arange(n1, n, dtype=np.int64))
        mate = random_matching(rng, n, edges, dtype)
        maximum = trial % 2 == 0
        if maximum:
            _mk.hopcroft_karp(n, lefts, x_ptr, x_attr, ar_ptr, ar_mem, mate)
        mate.flags.writeable = False
        left = _mk.alternating_reach(n, lefts, x_ptr, x_attr, ar_ptr, ar_mem, mate)
        right = _mk.alternating_reach(n, rights, x_ptr, x_attr, al_ptr, al_mem, mate)
        assert left.dtype == np.bool_ and left.shape == (n,)
        assert set(np.flatnonzero(left).tolist()) == reach_oracle(n, edges, range(n1), mate)
        assert set(np.flatnonzero(right).tolist()) == reach_oracle(n, edges, range(n1, n), mate)
        if maximum:
            assert np.flatnonzero(left | right).tolist() == d_set_oracle(n, edges)


@pytest.mark.parametrize("dtype", DTYPES)
def test_blossom_augment_reaches_a_maximum_matching(dtype):
    rng = np.random.default_rng(7)
    for trial in range(400):
        n = int(rng.integers(1, 11))
        edges = random_edges(rng, n, int(rng.integers(0, 18)))
        indptr, indices = csr(n, edges, dtype)
        if trial % 3 == 0:
            mate = np.full(n, -1, dtype)
        elif trial % 3 == 1:
            mate = random_matching(rng, n, edges, dtype)
        else:
            mate = _mk.karp_sipser(n, indptr, indices)
        before = check_matching(n, edges, mate)
        count = _mk.blossom_augment(n, indptr, indices, mate)
        after = check_matching(n, edges, mate)
        assert after == matching_number_oracle(n, edges)
        assert count == after - before


@pytest.mark.parametrize("dtype", DTYPES)
def test_edmonds_forest_labels_gallai_edmonds_and_flip_to_root(dtype):
    rng = np.random.default_rng(8)
    for trial in range(400):
        n = int(rng.integers(1, 10))
        edges = random_edges(rng, n, int(rng.integers(0, 16)))
        indptr, indices = csr(n, edges, dtype)
        # Any starting matching: the forest augments until it is maximum.
        mate = random_matching(rng, n, edges, dtype)
        before = check_matching(n, edges, mate)
        tp, pre, aug = _mk.edmonds_forest(n, indptr, indices, mate)
        nu = matching_number_oracle(n, edges)
        assert check_matching(n, edges, mate) == nu and aug == nu - before
        d = d_set_oracle(n, edges)
        assert np.flatnonzero(tp == 1).tolist() == d
        nb = neighbour_sets(n, edges)
        a = sorted({y for x in d for y in nb[x]} - set(d))
        assert np.flatnonzero(tp == 2).tolist() == a
        # From every vertex of D, the forest's links lead to a maximum matching missing it.
        for x in d:
            m = mate.astype(np.int64)
            _mk.flip_to_root(x, m, pre)
            assert m[x] == -1 and check_matching(n, edges, m) == nu


@pytest.mark.parametrize("dtype", DTYPES)
def test_push_relabel_matching_is_maximum_on_bipartite_graphs(dtype):
    rng = np.random.default_rng(9)
    for trial in range(400):
        n = int(rng.integers(1, 12))
        is_left = rng.random(n) < 0.5
        edges = random_edges(rng, n, int(rng.integers(0, 20)), is_left)
        indptr, indices = csr(n, edges, dtype)
        lefts = ro(np.flatnonzero(is_left).astype(np.int64))
        mate = _mk.karp_sipser(n, indptr, indices) if trial % 2 else np.full(n, -1, dtype)
        # A tiny relabelling budget exercises the global relabels.
        factor = 0.2 if trial % 4 < 2 else 0.01
        relabels = _mk.push_relabel_matching(n, lefts, ro(is_left), indptr, indices, mate, factor)
        assert relabels >= 1
        assert check_matching(n, edges, mate) == matching_number_oracle(n, edges)


def test_kernels_accept_empty_graphs():
    for dtype in DTYPES:
        indptr, indices = csr(0, [], dtype)
        assert indptr.tolist() == [0] and len(indices) == 0
        side, bx, by = _mk.two_colouring(0, indptr, indices)
        assert len(side) == 0 and (bx, by) == (-1, -1)
        mate = _mk.karp_sipser(0, indptr, indices)
        assert _mk.blossom_augment(0, indptr, indices, mate) == 0
        tp, pre, aug = _mk.edmonds_forest(0, indptr, indices, mate)
        assert len(tp) == len(pre) == aug == 0


def grid_with_holes(rng, rows, cols, holes):
    """A rows x cols grid without the cells of a random set (each with probability `holes`):
    (n, edges, is_left) with the cells of even coordinate sum on the left."""
    keep = rng.random((rows, cols)) >= holes
    idx = np.arange(rows * cols).reshape(rows, cols)
    across = np.stack([idx[:, :-1].ravel(), idx[:, 1:].ravel()], 1)[(keep[:, :-1] & keep[:, 1:]).ravel()]
    down = np.stack([idx[:-1].ravel(), idx[1:].ravel()], 1)[(keep[:-1] & keep[1:]).ravel()]
    is_left = ((np.arange(rows)[:, None] + np.arange(cols)[None, :]) % 2 == 0).ravel()
    return rows * cols, [tuple(e) for e in np.concatenate([across, down]).tolist()], is_left


@pytest.mark.parametrize("dtype", DTYPES)
def test_push_relabel_in_pieces_gives_the_single_call_matching(dtype):
    """Push–relabel resumed from its saved state, in pieces of any sizes (a fixed limit, or a
    random one per piece), ends with the matching and the relabel count of one call; the
    count of active vertices it returns never rises and reaches 0 exactly at the end."""
    rng = np.random.default_rng(10)
    for trial in range(160):
        if trial % 2:
            n = int(rng.integers(1, 40))
            is_left = rng.random(n) < 0.5
            edges = random_edges(rng, n, int(rng.integers(0, 3 * n)), is_left)
        else:
            n, edges, is_left = grid_with_holes(rng, int(rng.integers(2, 30)), int(rng.integers(2, 30)),
                                                float(rng.choice([0.02, 0.05, 0.15, 0.3])))
        indptr, indices = csr(n, edges, dtype)
        lefts = ro(np.flatnonzero(is_left).astype(np.int64))
        start = _mk.karp_sipser(n, indptr, indices) if trial % 3 else np.full(n, -1, dtype)
        factor = [0.2, 0.01, 1e9][trial % 3]
        whole = start.copy()
        relabels = _mk.push_relabel_matching(n, lefts, ro(is_left), indptr, indices, whole, factor)
        if n <= 14:
            assert check_matching(n, edges, whole) == matching_number_oracle(n, edges)
        for limit in (0, 1, 3, 17, 200, 5000, None):
            mate = start.copy()
            state = _mk.push_relabel_state(n, len(lefts))
            before = int(np.count_nonzero(start[lefts] == -1))
            pieces = 0
            while True:
                size = int(rng.integers(0, 60)) if limit is None else limit
                active = _mk.push_relabel_piece(n, lefts, ro(is_left), indptr, indices, mate, state, size, factor)
                pieces += 1
                assert 0 <= active <= before
                before = active
                if active == 0:
                    break
                assert pieces < 10**6
            assert np.array_equal(mate, whole), (trial, limit)
            assert int(state[3][3]) == relabels
            if limit in (0, 1) and not np.array_equal(start, whole):
                assert pieces > 1  # the first piece only labels
        # An unlimited piece is the single call; a finished state stays finished.
        mate = start.copy()
        state = _mk.push_relabel_state(n, len(lefts))
        assert _mk.push_relabel_piece(n, lefts, ro(is_left), indptr, indices, mate, state, -1, factor) == 0
        assert _mk.push_relabel_piece(n, lefts, ro(is_left), indptr, indices, mate, state, 1, factor) == 0
        assert np.array_equal(mate, whole)
