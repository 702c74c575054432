"""loopy_grundy's kernel (watch lists, no recounting per stage) against a plain stage-by-stage
labelling, on the shapes that stress it: staircases of values with hubs, self-loops, 2-cycles,
long cycles, sinks, multi-edges; plus its work (the steps it counts, not the time it takes)
on a large staircase and on its costly case, its contract with the caller (the predecessor
lists are only read) and Ctrl-C.
"""

from __future__ import annotations

import inspect
import signal
import subprocess
import sys
import time

import numpy as np
import pytest

from grundy import loopy_grundy
from grundy.tokens import _kernels
from grundy.graphbase.toolkit import digraph
from grundy.tokens.loopy import LOOPY_COST
from oracles import product_moves, successor_lists, token_outcomes
from strategies import random_digraph, random_game_graph
from test_loopy import check_definition
from test_tokens import longest_forced_win, strategy_table


def stagewise_values(n: int, edges) -> list[int]:
    """Generalized Sprague–Grundy values by the stages of THEORY.md, written plainly: at
    stage m, repeatedly label with m an unlabelled vertex none of whose followers is labelled
    m and each of whose unlabelled-or-infinite followers has a follower labelled m; then the
    unlabelled vertices with no follower labelled m become infinite (-1). Each pass looks at
    every vertex again: O(V * E) per stage."""
    succ = successor_lists(n, edges)
    UNLABELLED = None
    values: list = [UNLABELLED] * n
    m = 0
    while any(v is UNLABELLED for v in values):
        changed = True
        while changed:
            changed = False
            for u in range(n):
                if values[u] is not UNLABELLED:
                    continue
                if any(values[v] == m for v in succ[u]):
                    continue
                relevant = [v for v in succ[u] if values[v] is UNLABELLED or values[v] == -1]
                if all(any(values[w] == m for w in succ[v]) for v in relevant):
                    values[u] = m
                    changed = True
        for u in range(n):
            if values[u] is UNLABELLED and not any(values[v] == m for v in succ[u]):
                values[u] = -1
        m += 1
    return values


# --- graph shapes ------------------------------------------------------------------------------


def staircase(k: int, rest: int = 0, hub: bool = True) -> tuple[np.ndarray, int]:
    """Stairs 0..k-1 with values 0..k-1 (stair i points to every stair below it); with `hub`,
    vertex k + 2 points to every stair and into the 2-cycle k <-> k + 1, and `rest` more
    vertices point to the hub."""
    i, j = np.tril_indices(k, -1)
    e = [np.stack([i, j], 1)]
    n = k
    if hub:
        a, b, h = k, k + 1, k + 2
        e += [np.array([[a, b], [b, a], [h, a]]), np.stack([np.full(k, h), np.arange(k)], 1),
              np.stack([np.arange(k + 3, k + 3 + rest), np.full(rest, h)], 1)]
        n = k + 3 + rest
    return np.concatenate(e).astype(np.int64).reshape(-1, 2), n


def delayed_pair(k: int, q: int) -> tuple[np.ndarray, int]:
    """Stairs A_0..A_{k-1} (vertices 0..k-1), a staircase B_0..B_{k-1} (k..2k-1), A_i -> B_j
    for j < i and A_i -> B_{i+1}; q vertices each pointing to A_{k-1}, ..., A_0. At stage m,
    B_m reverses every A above m at once, while A_m (which reverses the q vertices) waits for
    B_{m+1}: the q vertices step over the A's at every stage (the kernel's costly case)."""
    i, j = np.tril_indices(k, -1)
    A, B, Q = 0, k, 2 * k
    r = np.arange(k - 1)
    src = np.concatenate([B + i, A + i, A + r, np.repeat(Q + np.arange(q), k)])
    dst = np.concatenate([B + j, B + j, B + r + 1, np.tile(A + np.arange(k)[::-1], q)])
    return np.stack([src, dst], 1).astype(np.int64), 2 * k + q


def shuffled(rng, e: np.ndarray, n: int) -> np.ndarray:
    """The same graph with its vertices renamed and its edges in another order."""
    perm = rng.permutation(n)
    return perm[e][rng.permutation(len(e))].reshape(-1, 2)


def random_shape(rng) -> tuple[np.ndarray, int]:
    """One small digraph of a shape chosen at random (several pieces side by side at times)."""
    kind = int(rng.integers(9))
    if kind == 0:
        n = int(rng.integers(1, 12))
        return random_digraph(rng, n, int(rng.integers(0, 4 * n + 1))), n
    if kind == 1:
        n = int(rng.integers(2, 12))
        return random_game_graph(rng, n), n
    if kind == 2:  # staircase with hub, 2-cycle and hangers-on, sometimes extra edges
        k = int(rng.integers(1, 7))
        e, n = staircase(k, int(rng.integers(0, 4)))
        extra = rng.integers(0, n, size=(int(rng.integers(0, 3)), 2))
        return np.concatenate([e, extra]).reshape(-1, 2), n
    if kind == 3:  # a long cycle with exits to sinks and chords
        c = int(rng.integers(1, 10))
        s = int(rng.integers(0, 3))
        cyc = np.stack([np.arange(c), (np.arange(c) + 1) % c], 1)
        exits = np.stack([rng.integers(0, c, size=2 * s), np.repeat(c + np.arange(s), 2)], 1)
        chords = rng.integers(0, c, size=(int(rng.integers(0, 3)), 2))
        return np.concatenate([cyc, exits, chords]).reshape(-1, 2), c + s
    if kind == 4:  # self-loops and 2-cycles on a random graph
        n = int(rng.integers(2, 10))
        e = random_digraph(rng, n, int(rng.integers(0, 2 * n)))
        loops = rng.integers(0, n, size=int(rng.integers(1, 3)))
        a = rng.integers(0, n, size=int(rng.integers(1, 3)))
        b = rng.integers(0, n, size=len(a))
        return np.concatenate([e, np.stack([loops, loops], 1), np.stack([a, b], 1),
                               np.stack([b, a], 1)]).reshape(-1, 2), n
    if kind == 5:  # the delayed pair, small
        return delayed_pair(int(rng.integers(1, 4)), int(rng.integers(0, 3)))
    if kind == 6:  # multi-edges: every edge of a random graph repeated
        n = int(rng.integers(1, 9))
        e = random_digraph(rng, n, int(rng.integers(0, 2 * n + 1)))
        return np.repeat(e, rng.integers(1, 4, size=len(e)), axis=0).reshape(-1, 2), n
    if kind == 7:  # a staircase whose stairs also point back up: long stages, cycles
        k = int(rng.integers(2, 7))
        e, n = staircase(k, 0, hub=False)
        back = np.stack([rng.integers(0, k, size=2), rng.integers(0, k, size=2)], 1)
        return np.concatenate([e, back]).reshape(-1, 2), n
    pieces, n = [], 0  # several pieces side by side
    for _ in range(int(rng.integers(2, 4))):
        e, m = random_shape(rng)
        pieces.append(e + n)
        n += m
    return np.concatenate(pieces).reshape(-1, 2), n


def kernel_run(e: np.ndarray, n: int, dtype=None):
    """(values, order) of the kernel itself, with 32- or 64-bit vertex indices."""
    g = digraph(e, n, LOOPY_COST)
    rptr, rind = g.reverse()
    indices = g.indices if dtype is None else g.indices.astype(dtype)
    rind = rind if dtype is None else rind.astype(dtype)
    return _kernels.loopy_grundy(g.n, g.indptr, indices, rptr, rind)


# --- values, order, moves -----------------------------------------------------------------------


def test_stagewise_reference_on_known_graphs():
    assert stagewise_values(4, [[0, 1], [1, 0], [0, 2], [2, 3]]) == [-1, -1, 1, 0]
    assert stagewise_values(3, [[0, 1], [1, 0], [1, 2]]) == [0, 1, 0]
    assert stagewise_values(1, [[0, 0]]) == [-1]
    e, n = staircase(4, 2)
    assert stagewise_values(n, e) == [0, 1, 2, 3, -1, -1, -1, 0, 0]


@pytest.mark.parametrize("seed", range(4))
def test_values_and_order_on_random_shapes(seed):
    rng = np.random.default_rng(1000 + seed)
    seen = {"finite": 0, "infinite": 0, "value >= 3": 0}
    for _ in range(800):
        e, n = random_shape(rng)
        if rng.random() < 0.5:
            e = shuffled(rng, e, n)
        r = loopy_grundy(e, num_vertices=n)
        assert r.values.tolist() == stagewise_values(n, e), (n, e.tolist())
        check_definition(r, n, successor_lists(n, e))
        seen["finite"] += int((r.values >= 0).sum())
        seen["infinite"] += int((r.values < 0).sum())
        seen["value >= 3"] += int((r.values >= 3).sum())
    assert min(seen.values()) > 100, seen


def test_32_and_64_bit_indices_agree():
    rng = np.random.default_rng(9)
    for _ in range(300):
        e, n = random_shape(rng)
        v32, o32 = kernel_run(e, n, np.int32)
        v64, o64 = kernel_run(e, n, np.int64)
        assert v32.tolist() == v64.tolist() == stagewise_values(n, e)
        assert o32.tolist() == o64.tolist()


def test_staircase_values():
    k = 40
    e, n = staircase(k, 25)
    r = loopy_grundy(shuffled(np.random.default_rng(3), e, n), num_vertices=n)
    perm = np.random.default_rng(3).permutation(n)
    vals = r.values[perm]
    # The stairs keep 0..k-1; the 2-cycle and the hub (no stair of value k) are infinite;
    # a vertex whose only move is to the hub loses: the hub can move to stair 0.
    assert vals[:k].tolist() == list(range(k))
    assert vals[k : k + 3].tolist() == [-1, -1, -1]
    assert (vals[k + 3 :] == 0).all()
    assert r.infinity_set(int(perm[k + 2])) == frozenset(range(k))


def test_delayed_pair_values():
    k, q = 12, 5
    e, n = delayed_pair(k, q)
    r = loopy_grundy(e, num_vertices=n)
    assert r.values.tolist() == stagewise_values(n, e)
    assert r.values[:k].tolist() == r.values[k : 2 * k].tolist() == list(range(k))
    assert (r.values[2 * k :] == k).all()
    check_definition(r, n, successor_lists(n, e))


@pytest.mark.parametrize("tokens, trials, max_n, least", [(1, 400, 14, 3), (2, 100, 6, 4)])
def test_recommended_moves_win_in_finitely_many_moves(tokens, trials, max_n, least):
    """analyze_tokens' move from every winning state goes to a losing one, and following it
    against every reply ends in a win (test_tokens' checks, on these shapes)."""
    rng = np.random.default_rng(40 + tokens)
    longest = played = 0
    while played < trials:
        e, n = random_shape(rng)
        if n > max_n or len(e) == 0:
            continue
        succ = successor_lists(n, e)
        want = token_outcomes(n, e, tokens)
        table = strategy_table(e, n, tokens, want, succ)
        longest = max(longest, longest_forced_win(table, product_moves(succ)))
        played += 1
    assert longest >= least  # some wins take several moves


# --- the caller's contract and the cost -----------------------------------------------------------


def test_predecessor_lists_are_only_read():
    rng = np.random.default_rng(12)
    # First a graph where dropping labelled predecessors from the lists would rewrite them.
    shapes = [(np.array([[1, 0], [2, 3], [3, 2], [4, 2], [4, 0], [4, 1], [2, 1], [2, 0]]), 5)]
    shapes += [random_shape(rng) for _ in range(300)]
    for e, n in shapes:
        g = digraph(e, n, LOOPY_COST)
        rptr, rind = g.reverse()
        before = rind.copy()
        _kernels.loopy_grundy(g.n, g.indptr, g.indices, rptr, rind)
        assert (rind == before).all()
        # The graph's cached reverse is used as it is, twice over.
        assert loopy_grundy(g).values.tolist() == loopy_grundy(g).values.tolist()


def kernel_work(e: np.ndarray, n: int) -> int:
    """The steps the kernel counts on the graph (watches set up and moved on, follower and
    predecessor entries read, vertices taken from its queues)."""
    g = digraph(e, n, LOOPY_COST)
    rptr, rind = g.reverse()
    work = np.zeros(1, np.int64)
    _kernels.loopy_grundy(g.n, g.indptr, g.indices, rptr, rind, work)
    return int(work[0])


def test_large_staircase_takes_linear_work():
    # 3000 stairs (4.5 million edges): 3000 stages, stair i unlabelled through i of them.
    # Recounting each stage, or passing each stage's kills to every predecessor, is
    # 10^10 steps; the watches take a few times V + E, whatever the size.
    for k, rest in [(300, 10**3), (3000, 10**5)]:
        e, n = staircase(k, rest)
        assert kernel_work(e, n) <= 5 * (n + len(e)), k
    r = loopy_grundy(e, num_vertices=n)
    assert r.values[:k].tolist() == list(range(k)) and (r.values[k + 3 :] == 0).all()


def test_delayed_pair_work_stays_within_its_bound():
    """The kernel's costly case (its docstring): more than linear, within
    O(V + E + X) with X <= E (D + 1) for the largest out-degree D."""
    for k, q in [(30, 30), (300, 300)]:
        e, n = delayed_pair(k, q)
        d = int(np.bincount(e[:, 0], minlength=n).max())
        work = kernel_work(e, n)
        assert 10 * (n + len(e)) < work <= 3 * (n + len(e)) + len(e) * (d + 1), (k, q, work)


def test_the_work_counts_add_up_on_a_small_graph():
    # 0 -> 1 -> 2: stage 0 labels 2, kills 1, labels 0 (stage 1 labels 1).
    e = np.array([[0, 1], [1, 2]])
    work = kernel_work(e, 3)
    assert 0 < work <= 3 * (3 + 2) and kernel_work(e, 3) == work  # counted afresh each call


CHILD = """
import numpy as np
from grundy.tokens import _kernels
from grundy.graphbase.toolkit import from_edge_arrays
{source}
e, n = delayed_pair(1000, 6000)  # about 3 * 10^9 steps over reversed stairs: seconds
g = from_edge_arrays(n, e[:, 0].copy(), e[:, 1].copy())
rp, ri = g.reverse()
print("ready", flush=True)
try:
    _kernels.loopy_grundy(g.n, g.indptr, g.indices, rp, ri)
except KeyboardInterrupt:
    raise SystemExit(42)
raise SystemExit(0)  # finished before the signal: the case is too small to test anything
"""


def test_kernel_honours_ctrl_c():
    code = CHILD.format(source=inspect.getsource(delayed_pair))
    p = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert p.stdout.readline().strip() == b"ready", p.stderr.read()
        time.sleep(0.5)
        sent = time.perf_counter()
        p.send_signal(signal.SIGINT)
        p.communicate(timeout=60)
        assert p.returncode == 42
        assert time.perf_counter() - sent < 2.0
    finally:
        if p.poll() is None:
            p.kill()
            p.communicate()
