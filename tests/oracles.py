"""Brute-force oracles for the tests. Independent of the library: nothing here imports grundy.

Outcomes are the strings ``"P"`` (the player to move loses), ``"N"`` (the player to move wins)
and ``"D"`` (draw), which are also the ``.value`` of :class:`grundy.Outcome` members.
"""

from __future__ import annotations

import functools
import itertools
from collections import deque
from typing import Callable, Hashable, Iterable

import numpy as np

__all__ = [
    "mex_oracle",
    "successor_lists",
    "dag_values_oracle",
    "game_value_oracle",
    "retrograde",
    "token_outcomes",
    "product_moves",
    "cycle_vertices",
    "reachable",
    "nim_heaps_attached",
    "hackenbush_oracle",
    "hackenbush_cuts_oracle",
]


def mex_oracle(values: Iterable[int]) -> int:
    """Least non-negative integer not in `values`.

    >>> mex_oracle([0, 1, 3])
    2
    """
    s = set(values)
    return next(m for m in itertools.count() if m not in s)


def successor_lists(n: int, edges) -> list[list[int]]:
    """Follower lists (with repeats for parallel edges) of an edge list on vertices 0..n-1."""
    succ: list[list[int]] = [[] for _ in range(n)]
    for u, v in edges:
        succ[int(u)].append(int(v))
    return succ


def dag_values_oracle(n: int, edges) -> list[int]:
    """Grundy value of every vertex of a DAG by the plain recursive mex definition.

    >>> dag_values_oracle(3, [(0, 1), (1, 2), (0, 2)])
    [2, 1, 0]
    """
    succ = successor_lists(n, edges)
    memo: dict[int, int] = {}

    def g(u: int) -> int:
        if u not in memo:
            memo[u] = mex_oracle(g(v) for v in succ[u])
        return memo[u]

    return [g(u) for u in range(n)]


def game_value_oracle(position: Hashable, moves: Callable) -> int:
    """Grundy value of `position` of a finite acyclic game by recursion (tiny games only).

    >>> game_value_oracle(7, lambda n: [n - k for k in (1, 3, 4) if k <= n])
    0
    """
    memo: dict = {}

    def g(p):
        if p not in memo:
            memo[p] = mex_oracle(g(q) for q in moves(p))
        return memo[p]

    return g(position)


def retrograde(states: Iterable[Hashable], moves: Callable) -> dict:
    """Exact outcome of every state of a finite game graph that may have cycles.

    `states` must be closed under `moves`. Standard backward induction: a state with no move
    is P; a state with a P successor is N; a state all of whose successors are N is P; the
    states never resolved are draws.

    >>> retrograde([0, 1, 2], {0: [], 1: [0, 1], 2: [2]}.__getitem__) == {0: "P", 1: "N", 2: "D"}
    True
    """
    states = list(states)
    succ = {s: set(moves(s)) for s in states}
    preds: dict = {s: [] for s in states}
    for s, ts in succ.items():
        for t in ts:
            preds[t].append(s)
    pending = {s: len(ts) for s, ts in succ.items()}
    result: dict = {}
    queue = deque()
    for s in states:
        if pending[s] == 0:
            result[s] = "P"
            queue.append(s)
    while queue:
        t = queue.popleft()
        for p in preds[t]:
            if p in result:
                continue
            if result[t] == "P":
                result[p] = "N"
                queue.append(p)
            else:
                pending[p] -= 1
                if pending[p] == 0:
                    result[p] = "P"
                    queue.append(p)
    for s in states:
        result.setdefault(s, "D")
    return result


def product_moves(succ: list[list[int]]) -> Callable:
    """Moves of the k-token game: the state is a tuple of vertices; move one token one edge."""

    def moves(state: tuple) -> list[tuple]:
        out = []
        for i, u in enumerate(state):
            for v in succ[u]:
                out.append(state[:i] + (v,) + state[i + 1 :])
        return out

    return moves


def token_outcomes(n: int, edges, k: int) -> dict[tuple, str]:
    """Outcome of every k-token state on the digraph, by retrograde analysis of the product graph.

    >>> token_outcomes(2, [(0, 1), (1, 0)], 1) == {(0,): "D", (1,): "D"}
    True
    """
    succ = successor_lists(n, edges)
    return retrograde(itertools.product(range(n), repeat=k), product_moves(succ))


def reachable(succ: list[list[int]], start: int) -> set[int]:
    """Vertices reachable from `start` (itself included)."""
    seen = {start}
    stack = [start]
    while stack:
        u = stack.pop()
        for v in succ[u]:
            if v not in seen:
                seen.add(v)
                stack.append(v)
    return seen


def cycle_vertices(n: int, edges) -> set[int]:
    """Vertices lying on some directed cycle (self-loops included)."""
    succ = successor_lists(n, edges)
    return {u for u in range(n) if any(u in reachable(succ, v) for v in succ[u])}


def nim_heaps_attached(n: int, edges, heaps: int) -> tuple[int, list[tuple[int, int]]]:
    """The graph plus a disjoint Nim heap of each size 0..heaps-1: heap b is vertex n + b, with
    edges to the heaps of every smaller size (so its Grundy value is b)."""
    out = [(int(u), int(v)) for u, v in edges]
    for b in range(heaps):
        out.extend((n + b, n + c) for c in range(b))
    return n + heaps, out


def hackenbush_oracle(n: int, edges, ground) -> tuple[int, set[int]]:
    """Green Hackenbush by brute force: (value, edges whose deletion leaves value 0).

    `edges` is a list of (u, v) pairs on vertices 0..n-1 (loops and parallel edges allowed),
    `ground` the grounded vertices. A position is the set of remaining edge ids (a bitmask);
    after a deletion every edge no longer connected to ground disappears. Values by the mex
    recursion with a memo, so only for about a dozen edges.

    >>> hackenbush_oracle(3, [(0, 1), (1, 2), (2, 0)], [0])
    (1, {1})
    """
    value, cuts = hackenbush_cuts_oracle(n, edges, ground, target=0)
    return value, cuts


def hackenbush_cuts_oracle(n: int, edges, ground, target: int) -> tuple[int, set[int]]:
    """(value, edges whose deletion leaves value `target`) by brute force; see hackenbush_oracle."""
    edges = [(int(a), int(b)) for a, b in edges]
    inc: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for i, (a, b) in enumerate(edges):
        inc[a].append((i, b))
        inc[b].append((i, a))
    grounded = set(int(g) for g in ground)

    def prune(mask: int) -> int:
        seen = set(grounded)
        stack = list(grounded)
        kept = 0
        while stack:
            x = stack.pop()
            for i, y in inc[x]:
                if mask >> i & 1:
                    kept |= 1 << i
                    if y not in seen:
                        seen.add(y)
                        stack.append(y)
        return kept

    memo: dict[int, int] = {}

    def g(mask: int) -> int:
        if mask not in memo:
            memo[mask] = mex_oracle(
                g(prune(mask & ~(1 << i))) for i in range(len(edges)) if mask >> i & 1
            )
        return memo[mask]

    start = prune((1 << len(edges)) - 1)
    cuts = {i for i in range(len(edges)) if start >> i & 1 and g(prune(start & ~(1 << i))) == target}
    return g(start), cuts


# ----------------------------------------------------------------------------------------------
# Heap games: move functions written from the rules alone (positions are tuples), for
# grundy.GameSolver and game_value_oracle, and brute-force solvers of single problems.

__all__ += [
    "nim_moves",
    "misere_outcome_oracle",
    "moore_moves",
    "staircase_moves",
    "wythoff_moves",
    "fibonacci_moves",
    "octal_digits_oracle",
    "octal_heap_moves",
    "octal_sum_moves",
    "octal_values_oracle",
    "paper_outcome_oracle",
    "snoi2020_oracle",
]


def nim_moves(heaps: tuple) -> list[tuple]:
    """Nim: lower one heap to any smaller size."""
    return [heaps[:i] + (v,) + heaps[i + 1:] for i, h in enumerate(heaps) for v in range(h)]


def misere_outcome_oracle(position, moves: Callable) -> str:
    """"P" or "N" under misère play (the player unable to move wins) by recursion.

    >>> misere_outcome_oracle((1,), nim_moves), misere_outcome_oracle((1, 1), nim_moves)
    ('P', 'N')
    """
    memo: dict = {}

    def win(p) -> bool:
        if p not in memo:
            opts = list(moves(p))
            memo[p] = not opts or any(not win(q) for q in opts)
        return memo[p]

    return "N" if win(position) else "P"


def moore_moves(k: int) -> Callable:
    """Moore's Nim_k: lower between 1 and k heaps, each to any smaller size."""

    def moves(heaps: tuple) -> list[tuple]:
        out = set()
        idx = range(len(heaps))
        for r in range(1, k + 1):
            for chosen in itertools.combinations(idx, r):
                for news in itertools.product(*(range(heaps[i]) for i in chosen)):
                    h = list(heaps)
                    for i, v in zip(chosen, news):
                        h[i] = v
                    out.add(tuple(h))
        return sorted(out)

    return moves


def staircase_moves(coins: tuple) -> list[tuple]:
    """Staircase Nim: move c >= 1 coins from stair i >= 1 to stair i - 1 (stair 0 the floor)."""
    out = []
    for i in range(1, len(coins)):
        for c in range(1, coins[i] + 1):
            h = list(coins)
            h[i] -= c
            h[i - 1] += c
            out.append(tuple(h))
    return out


def wythoff_moves(pos: tuple) -> list[tuple]:
    """Wythoff: take from one heap, or the same amount from both."""
    a, b = pos
    return ([(x, b) for x in range(a)] + [(a, y) for y in range(b)]
            + [(a - t, b - t) for t in range(1, min(a, b) + 1)])


def fibonacci_moves(pos: tuple) -> list[tuple]:
    """Fibonacci Nim on (tokens, limit): take t in 1..limit; the next limit is 2t."""
    n, limit = pos
    return [(n - t, 2 * t) for t in range(1, min(n, limit) + 1)]


def octal_digits_oracle(code: str) -> list[int]:
    """The digits d0, d1, ... of an octal/hexadecimal code such as '0.77' or '4.07'."""
    head, tail = code.split(".")
    return [int(c, 16) for c in (head or "0") + tail]


def octal_heap_moves(code: str) -> Callable:
    """Options of one heap n of the octal game `code`, as sorted tuples of the heaps left."""
    digits = octal_digits_oracle(code)

    def moves(n: int) -> list[tuple]:
        out = set()
        for k, d in enumerate(digits):
            if k > n:
                break
            r = n - k
            if d & 1 and r == 0:
                out.add(())
            if d & 2 and k > 0 and r >= 1:
                out.add((r,))
            if d & 4:
                out.update((a, r - a) for a in range(1, r) if a <= r - a)
            if d & 8:
                out.update(tuple(sorted((a, b, r - a - b)))
                           for a in range(1, r) for b in range(1, r - a))
        return sorted(out)

    return moves


def octal_sum_moves(code: str) -> Callable:
    """Options of a sum of heaps (a sorted tuple) of the octal game `code`."""
    one = octal_heap_moves(code)

    def moves(heaps: tuple) -> list[tuple]:
        out = set()
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1:]
            out.update(tuple(sorted(rest + left)) for left in one(h))
        return sorted(out)

    return moves


def octal_values_oracle(code: str, n: int) -> list[int]:
    """g(0..n-1) of the octal/hexadecimal game `code` by the definition: the mex over the
    options of one heap (d0 included) of the XOR of the heaps each leaves.

    >>> octal_values_oracle("0.07", 8)
    [0, 0, 1, 1, 2, 0, 3, 1]
    """
    return split_values_oracle(octal_heap_moves(code), n)


def split_values_oracle(leaves: Callable, n: int) -> list[int]:
    """g(0..n-1) of a heap game whose heap h may be replaced by the heaps of any tuple in
    ``leaves(h)`` (all smaller): the mex over those tuples of the XOR of their values."""
    g: list[int] = []
    for h in range(n):
        opts = []
        for left in leaves(h):
            x = 0
            for part in left:
                x ^= g[part]
            opts.append(x)
        g.append(mex_oracle(opts))
    return g


def paper_outcome_oracle(w: int, h: int) -> str:
    """Cutting paper without the reduction: sheets are cut along grid lines, and whoever makes
    a 1 x 1 sheet wins at once. "N" or "P" for one w x h sheet (not 1 x 1), by recursion on
    multisets of sheets (small sheets only).

    >>> paper_outcome_oracle(2, 2), paper_outcome_oracle(2, 4), paper_outcome_oracle(1, 3)
    ('P', 'N', 'N')
    """
    memo: dict = {}

    def cuts(s):
        a, b = s
        return [((i, b), (a - i, b)) for i in range(1, a)] + [((a, j), (a, b - j)) for j in range(1, b)]

    def win(sheets: tuple) -> bool:
        if sheets not in memo:
            result = False
            for i, s in enumerate(sheets):
                rest = sheets[:i] + sheets[i + 1:]
                for x, y in cuts(s):
                    if x == (1, 1) or y == (1, 1):
                        result = True
                        break
                    norm = lambda t: (min(t), max(t))  # noqa: E731
                    if not win(tuple(sorted(rest + (norm(x), norm(y))))):
                        result = True
                        break
                if result:
                    break
            memo[sheets] = result
        return memo[sheets]

    return "N" if win(((min(w, h), max(w, h)),)) else "P"


def snoi2020_oracle(n_max: int) -> list[list[int]]:
    """wins[k][N] for 1 <= k, N <= n_max: how many n in [1, N] the first player wins when the
    first move takes 1..k, later moves at most twice the previous, and taking the last loses.

    W[n][m] (n stones left, may take 1..m) is True when some t <= m with t < n leaves the
    opponent losing: W[n][m] = W[n][m - 1] or (m < n and not W[n - m][2m]).

    >>> snoi2020_oracle(10)[1][5], snoi2020_oracle(10)[2][5], snoi2020_oracle(10)[1][10]
    (2, 3, 4)
    """
    win = [[False] * (n_max + 1) for _ in range(n_max + 1)]
    for n in range(1, n_max + 1):
        row = win[n]
        for m in range(1, n_max + 1):
            row[m] = row[m - 1] or (m < n and not win[n - m][min(2 * m, n_max)])
    wins = [[0] * (n_max + 1) for _ in range(n_max + 1)]
    for k in range(1, n_max + 1):
        total = 0
        for n in range(1, n_max + 1):
            total += win[n][k]
            wins[k][n] = total
    return wins


# -- nimbers -----------------------------------------------------------------------------------

__all__ += [
    "nim_product_table_mex",
    "nim_mul_oracle",
    "permutation_sum",
    "coin_values_oracle",
    "rank_by_minors",
]


def nim_product_table_mex(n: int):
    """The n x n table of nim products by the mex definition,
    x*y = mex{a*y ^ x*b ^ a*b : a < x, b < y}, as a numpy int64 array.

    Plain loops over lists: about n^4 / 8 steps (a quarter of a second for n = 64). Only
    x <= y is computed; the definition is symmetric in x and y, so the table is too (by
    induction). A stamp list marks the values seen for each cell.

    >>> nim_product_table_mex(4).tolist()
    [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]]
    """
    t = [[0] * n for _ in range(n)]
    stamp = [-1] * (n * n + 2)
    cell = 0
    for x in range(n):
        tx = t[x]
        for y in range(x, n):
            cell += 1
            bound = x * y  # x*y options: the mex is at most x*y
            for a in range(x):
                ta = t[a]
                tay = ta[y]
                for b in range(y):
                    v = tay ^ tx[b] ^ ta[b]
                    if v <= bound:
                        stamp[v] = cell
            m = 0
            while stamp[m] == cell:
                m += 1
            tx[y] = m
            t[y][x] = m
    return np.array(t, np.int64).reshape(n, n)


_POW2_PRODUCTS: dict[tuple[int, int], int] = {}


def _pow2_product(i: int, j: int) -> int:
    """2^i * 2^j (nim product) by Conway's rules: 2^i is the ordinary product of the Fermat
    2-powers 2^(2^k) for the bits k of i; distinct Fermat 2-powers multiply as integers and
    F * F = F ^ F/2. Memoized."""
    if i & j == 0:
        return 1 << (i | j)
    key = (min(i, j), max(i, j))
    if key not in _POW2_PRODUCTS:
        k = (i & j).bit_length() - 1  # the largest Fermat 2-power F = 2^(2^k) in both
        rest = _pow2_product(i ^ (1 << k), j ^ (1 << k))  # the product without F twice
        f = 1 << (1 << k)
        # rest * (F ^ F/2) = rest * F ^ rest * F/2
        _POW2_PRODUCTS[key] = nim_mul_oracle(rest, f) ^ nim_mul_oracle(rest, f >> 1)
    return _POW2_PRODUCTS[key]


def nim_mul_oracle(x: int, y: int) -> int:
    """Nim product as the XOR over the bit pairs of the products of powers of two (Conway's
    rules; slow: O(bits(x) * bits(y)) memoized lookups). Independent of the Fermat split.

    >>> nim_mul_oracle(2, 2), nim_mul_oracle(16, 16), nim_mul_oracle(3141, 5926)
    (3, 24, 14994)
    """
    out = 0
    i = 0
    while x >> i:
        if (x >> i) & 1:
            j = 0
            while y >> j:
                if (y >> j) & 1:
                    out ^= _pow2_product(i, j)
                j += 1
        i += 1
    return out


def permutation_sum(matrix, mul: Callable[[int, int], int]) -> int:
    """XOR over all permutations s of the products matrix[0][s(0)] * ... (n! terms): the
    determinant in characteristic 2.

    >>> permutation_sum([[1, 2], [3, 4]], lambda a, b: a * b)  # 1*4 ^ 2*3 (ordinary products)
    2
    """
    n = len(matrix)
    total = 0
    for perm in itertools.permutations(range(n)):
        p = 1
        for i in range(n):
            p = mul(p, int(matrix[i][perm[i]]))
            if p == 0:
                break
        total ^= p
    return total


def coin_values_oracle(coins: list, flips: Callable[[Hashable], Iterable[Iterable[Hashable]]]) -> list[int]:
    """Grundy value of every position of a coin-turning game on the board `coins`, by the mex
    over whole positions. Position ``mask`` has heads ``{coins[i] : bit i of mask}``; from
    it, for each head c and each set S in flips(c) (the other coins turned with c), the
    option is ``mask ^ bit(c) ^ bits(S)``. `coins` must list every move's other coins before
    its target, so each option is a smaller mask and one pass in increasing order suffices
    (no recursion). O(2^N * moves) for N coins: tiny boards only.

    >>> twins = lambda c: [(a,) for a in range(c)]  # turn c and one coin a < c
    >>> coin_values_oracle([0, 1, 2, 3], twins)[0b1100]  # heads 2 and 3: 2 ^ 3
    1
    """
    index = {c: i for i, c in enumerate(coins)}
    masks = {c: [sum(1 << index[o] for o in s) for s in flips(c)] for c in coins}
    values = [0] * (1 << len(coins))
    for mask in range(1, 1 << len(coins)):
        options = set()
        for c in coins:
            bit = 1 << index[c]
            if mask & bit:
                for m in masks[c]:
                    options.add(values[mask ^ bit ^ m])
        values[mask] = mex_oracle(options)
    return values


# --- undirected vertex geography and matchings ---------------------------------------------

__all__ += [
    "neighbour_sets",
    "geography_oracle",
    "matching_number_oracle",
    "d_set_oracle",
]


def neighbour_sets(n: int, edges) -> list[set[int]]:
    """Neighbour sets of an undirected graph (loops dropped, parallel edges merged)."""
    nb: list[set[int]] = [set() for _ in range(n)]
    for u, v in edges:
        u, v = int(u), int(v)
        if u != v:
            nb[u].add(v)
            nb[v].add(u)
    return nb


def geography_oracle(n: int, edges, path=None) -> bool:
    """Does the player to move win undirected vertex geography after the play `path` (a list
    of vertices; ``[v]`` for the start v)? Exact search over (current vertex, visited set).

    >>> geography_oracle(3, [(0, 1), (1, 2)], [1]), geography_oracle(3, [(0, 1), (1, 2)], [0])
    (True, False)
    """
    nb = neighbour_sets(n, edges)
    memo: dict = {}

    def win(c: int, visited: int) -> bool:
        key = (c, visited)
        if key not in memo:
            memo[key] = any(
                not win(u, visited | (1 << u)) for u in nb[c] if not visited >> u & 1
            )
        return memo[key]

    visited = 0
    for v in path:
        visited |= 1 << int(v)
    return win(int(path[-1]), visited)


def matching_number_oracle(n: int, edges, removed: int = 0) -> int:
    """Size of a maximum matching of the graph minus the vertex set `removed` (a bit mask),
    by the recursion nu(S) = max(nu(S - v), 1 + nu(S - v - u) for u ~ v), v = min S.

    >>> matching_number_oracle(5, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)])
    2
    """
    nb = neighbour_sets(n, edges)
    memo: dict = {}

    def nu(s: int) -> int:
        if s == 0:
            return 0
        if s not in memo:
            v = (s & -s).bit_length() - 1
            rest = s & ~(1 << v)
            best = nu(rest)
            for u in nb[v]:
                if rest >> u & 1:
                    best = max(best, 1 + nu(rest & ~(1 << u)))
            memo[s] = best
        return memo[s]

    return nu(((1 << n) - 1) & ~removed)


def d_set_oracle(n: int, edges) -> list[int]:
    """D(G): the vertices v with nu(G - v) = nu(G), i.e. missed by some maximum matching.

    >>> d_set_oracle(3, [(0, 1), (1, 2)])
    [0, 2]
    """
    full = matching_number_oracle(n, edges)
    return [v for v in range(n) if matching_number_oracle(n, edges, 1 << v) == full]


def rank_by_minors(matrix, mul: Callable[[int, int], int]) -> int:
    """The largest k with a non-zero k x k minor (each by :func:`permutation_sum`), for a
    matrix over a field of characteristic 2 with product `mul`; 0 for a zero or empty matrix.

    >>> rank_by_minors([[1, 2], [2, 4]], lambda a, b: a * b), rank_by_minors([[0, 1]], lambda a, b: a * b)
    (1, 1)
    """
    rows = len(matrix)
    cols = len(matrix[0]) if rows else 0
    for k in range(min(rows, cols), 0, -1):
        for r in itertools.combinations(range(rows), k):
            for c in itertools.combinations(range(cols), k):
                if permutation_sum([[matrix[i][j] for j in c] for i in r], mul):
                    return k
    return 0


def interrupt_after(cmd, delay: float, env=None):
    """Run the command `cmd`, send it SIGINT after `delay` seconds, and return (exit status,
    stderr text, seconds from the signal to the exit): the harness of the Ctrl-C tests."""
    import signal
    import subprocess
    import time

    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    time.sleep(delay)
    sent = time.perf_counter()
    p.send_signal(signal.SIGINT)
    _, err = p.communicate(timeout=30)
    return p.returncode, err.decode(), time.perf_counter() - sent

__all__ += ["interrupt_after"]


def kill_after_rows(script: str, path, rows: int, seconds: float, poll: float = 0.05) -> int:
    """Run ``python -c script path`` and SIGKILL it once the SQLite table at `path` holds at
    least `rows` rows in ``nimbers`` (or after `seconds`, or when it ends). Returns the rows
    seen last."""
    import os
    import signal
    import subprocess
    import sys
    import time

    proc = subprocess.Popen([sys.executable, "-c", script, str(path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    seen = 0
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline and proc.poll() is None:
            time.sleep(poll)
            seen = table_rows(path)
            if seen >= rows:
                break
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
        proc.communicate()
    return seen


def table_rows(path) -> int:
    """Rows of the ``nimbers`` table of the SQLite file at `path` (0 when there is none yet, or
    it cannot be read)."""
    import os
    import sqlite3

    if not os.path.exists(path):
        return 0  # connecting would make the file
    try:
        return sqlite3.connect(path).execute("SELECT count(*) FROM nimbers").fetchone()[0]
    except sqlite3.Error:
        return 0


def interrupt_after_rows(args: list[str], path, rows: int, seconds: float = 60, sig=None):
    """Run ``python -m grundy *args`` with Ctrl-C at its default, send it SIGINT (or `sig`)
    once its table at `path` holds `rows` rows (or after `seconds`); (exit status, stdout,
    stderr, rows seen when it was sent)."""
    import signal
    import subprocess
    import sys
    import time

    proc = subprocess.Popen([sys.executable, "-m", "grundy", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + seconds
    seen = 0
    while time.monotonic() < deadline and proc.poll() is None and seen < rows:
        time.sleep(0.05)
        seen = table_rows(path)
    proc.send_signal(signal.SIGINT if sig is None else sig)
    out, err = proc.communicate(timeout=30)
    return proc.returncode, out, err, seen


@functools.lru_cache(maxsize=None)
def octal_leaves(code: str, h: int) -> frozenset[tuple[int, ...]]:
    """The heaps (sorted) one move of octal or hexadecimal game `code` leaves from a heap of
    h tokens: digit i (i tokens taken, digit 0 before the point) has bit k when k non-empty
    heaps may be left."""
    whole, _, frac = code.partition(".")
    digits = [int(whole or "0", 16)] + [int(c, 16) for c in frac]
    out: set[tuple[int, ...]] = set()
    for i, d in enumerate(digits):
        r = h - i
        for k in range(4):
            if r < 0 or not d >> k & 1 or (i == 0 and k <= 1):
                continue
            if k == 0 and r == 0:
                out.add(())
            elif 1 <= k <= r:
                out.update(_parts(r, k, 1))
    return frozenset(out)


def _parts(r: int, k: int, least: int) -> list[tuple[int, ...]]:
    """The ways to write r as k non-decreasing parts of at least `least`."""
    if k == 1:
        return [(r,)] if r >= least else []
    return [(x,) + rest for x in range(least, r // k + 1) for rest in _parts(r - x, k - 1, x)]


def misere_oracle(code: str):
    """Misère P-positions of an octal game (sorted tuples of heap sizes) by plain recursion
    over the game tree (no move: the mover wins)."""
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def is_p(pos: tuple[int, ...]) -> bool:
        moved = False
        for i, h in enumerate(pos):
            rest = pos[:i] + pos[i + 1 :]
            for leave in octal_leaves(code, h):
                moved = True
                if is_p(tuple(sorted(rest + leave))):
                    return False
        return moved

    return is_p


# -- take-and-break codes ----------------------------------------------------------------------
# A code is described here without grundy's parser: digits as dicts {heap count: constraint}
# ("" none, "!" pairwise unequal, "?" not all equal, "=" all equal) with an optional
# (first count, constraint) for "that count and every larger one". The tests write each
# description as a code string (tests/test_takebreak.py) and compare grundy's reading of the
# string with these definitions.


def tb_split_ok(parts: tuple[int, ...], constraint: str) -> bool:
    """Whether the heaps `parts` satisfy a constraint (which says nothing of 0 or 1 heap)."""
    if len(parts) < 2 or constraint == "":
        return True
    if constraint == "!":
        return len(set(parts)) == len(parts)
    if constraint == "?":
        return len(set(parts)) > 1
    return len(set(parts)) == 1


def tb_digit_constraint(digit, j: int):
    """The constraint on leaving j heaps under `digit` = (counts dict, more or None), or None."""
    counts, more = digit
    if j in counts:
        return counts[j]
    if more is not None and j >= more[0]:
        return more[1]
    return None


def tb_options_oracle(desc, n: int, most_taken: int | None = None) -> set[tuple[int, tuple[int, ...]]]:
    """Every move (take, sorted heaps left) from one heap of n under the description
    ``desc = (additive, digits, period)``: additive[i] is the digit for adding i + 1 tokens,
    digits[k] for taking k, and the last `period` digits repeat for ever (with `most_taken`,
    only the moves that take at most that many)."""
    additive, digits, period = desc
    out = set()
    if n == 0:
        return out
    top = n if most_taken is None else min(n, most_taken)
    for k in range(-len(additive), top + 1):
        if k < 0:
            digit = additive[-k - 1]
        elif k < len(digits):
            digit = digits[k]
        elif period:
            pre = len(digits) - period
            digit = digits[pre + (k - pre) % period]
        else:
            break
        t = n - k
        for j in range(0, t + 1):
            c = tb_digit_constraint(digit, j)
            if c is None:
                continue
            if j == 0:
                if t == 0:
                    out.add((k, ()))
                continue
            out.update((k, p) for p in _parts(t, j, 1) if tb_split_ok(p, c))
    return out


def tb_values_oracle(desc, n: int) -> list[int]:
    """g(0..n-1) under a description (see tb_options_oracle), by the mex of the XORs of the
    heaps each option leaves."""
    return split_values_oracle(lambda h: [leave for _, leave in tb_options_oracle(desc, h)], n)


def tb_loop_oracle(desc, upto: int = 24) -> bool:
    """Whether some move from a heap of at most `upto` leaves a heap at least as large (plays
    that need not end), or takes no token and leaves no heap."""
    additive, digits, _ = desc
    if digits and 0 in digits[0][0]:
        return True
    if digits and digits[0][1] is not None and digits[0][1][0] == 0:
        return True
    for n in range(1, upto + 1):
        for k, leave in tb_options_oracle(desc, n, most_taken=0):
            if any(part >= n for part in leave):
                return True
    return False
