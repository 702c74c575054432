"""numba kernels for heap games: arrays in, arrays out, no validation.

Every kernel is iterative. Grundy sequences are int32 (a value never exceeds the number of
options of a heap); mex sets use stamped marker arrays, so no clearing between heaps.
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def parity(v):
    """Parity of the number of set bits of a non-negative 32-bit value."""
    v ^= v >> 16
    v ^= v >> 8
    v ^= v >> 4
    return (0x6996 >> (v & 15)) & 1


@njit(cache=True)
def subtraction_values(n, moves):
    """g[0..n) of the subtraction game with the sorted positive `moves`. O(n * len(moves))."""
    g = np.zeros(n, np.int32)
    k = len(moves)
    stamp = np.full(k + 2, -1, np.int64)
    for x in range(n):
        for j in range(k):
            s = moves[j]
            if s > x:
                break
            stamp[g[x - s]] = x
        m = 0
        while stamp[m] == x:
            m += 1
        g[x] = m
    return g


@njit(cache=True)
def find_period(g, n, heaps, t, nmin):
    """Least period p, with its least preperiod n0 >= nmin, certified by the window theorem.

    The certificate: g[m + p] == g[m] for n0 <= m < heaps*n0 + (heaps-1)*p + t, which needs
    n >= heaps*n0 + heaps*p + t values. For each p (ascending) the least candidate n0 is one past
    the last mismatch g[m + p] != g[m] among the n values (any smaller n0 is refuted by it).
    Returns (n0, p), or (-1, -1) when no p within reach is certified. O(n) per p at worst; a
    p that is not a period usually fails at the first comparisons from the end.
    """
    p = 1
    while heaps * nmin + heaps * p + t <= n:
        m = n - p - 1
        while m >= nmin and g[m + p] == g[m]:
            m -= 1
        n0 = m + 1
        if heaps * n0 + heaps * p + t <= n:
            return n0, p
        p += 1
    return -1, -1


@njit(cache=True)
def octal_plain(digits, n):
    """g[0..n) of the octal (or hexadecimal) game by the definition: every option of every heap.

    digits[k] is the digit for removing k tokens: bit 1 = may leave no heap, 2 = one heap,
    4 = two heaps, 8 = three heaps (all non-empty). O(n^2) with two-heap splits, O(n^3) with
    three. The test oracle for :func:`octal_sparse` and :func:`octal_hex3`.
    """
    t = len(digits) - 1
    g = np.zeros(n, np.int32)
    cap = 1  # a power of two above every value so far: XORs of values stay below it
    stamp = np.full(2, -1, np.int64)
    for x in range(n):
        for k in range(t + 1):
            d = digits[k]
            if d == 0 or k > x:
                continue
            r = x - k
            if r == 0:
                if d & 1:
                    stamp[0] = x
                continue
            if k > 0 and d & 2:
                stamp[g[r]] = x
            if d & 4:
                for a in range(1, r // 2 + 1):
                    stamp[g[a] ^ g[r - a]] = x
            if d & 8:
                for a in range(1, r // 3 + 1):
                    for b in range(a, (r - a) // 2 + 1):
                        stamp[g[a] ^ g[b] ^ g[r - a - b]] = x
        m = 0
        while stamp[m] == x:
            m += 1
        g[x] = m
        if m >= cap:
            while m >= cap:
                cap *= 2
            bigger = np.full(cap + 1, -1, np.int64)
            bigger[: len(stamp)] = stamp
            stamp = bigger
    return g


@njit(cache=True)
def octal_sparse(digits, g, start, stop, mask, rare, nrare):
    """Fill g[start:stop] of an octal game (at most two heaps left) by the rare/common split.

    g[:start] must hold the values already known, and rare[:nrare] the heaps a in [1, start)
    whose value is *rare*: popcount(g[a] & mask) even. The parity of popcount(v & mask) is
    additive under XOR, so a common value (odd parity) arises from a split a + b only when
    exactly one of a, b is rare: marking g[a] ^ g[b] for every rare a finds every common option.
    The mex is then the least unmarked value when that is common; a smaller unmarked rare value
    needs a search of all splits for a witness (usually found among the first pairs; every value
    met on the way is marked too), and is the mex when none exists.

    Returns (nrare, full_scans): the new count of rare heaps (appended to `rare` in order) and
    how many heaps needed a search that ended without a witness. Cost per heap: O(t * R) for R
    rare heaps below it, plus the witness searches.
    """
    t = len(digits) - 1
    maxv = 0
    for i in range(start):
        if g[i] > maxv:
            maxv = g[i]
    cap = 1
    while cap <= maxv:
        cap *= 2
    stamp = np.full(cap + 1, -1, np.int64)
    splits = np.empty(t + 1, np.int64)
    full_scans = 0
    for x in range(start, stop):
        nsplit = 0
        for k in range(t + 1):
            d = digits[k]
            if d == 0 or k > x:
                continue
            r = x - k
            if r == 0:
                if d & 1:
                    stamp[0] = x
                continue
            if k > 0 and d & 2:
                stamp[g[r]] = x
            if d & 4 and r >= 2:
                splits[nsplit] = r
                nsplit += 1
        for s in range(nsplit):
            r = splits[s]
            for i in range(nrare):
                a = rare[i]
                if a >= r:
                    break
                stamp[g[a] ^ g[r - a]] = x
        v = 0
        while True:
            if stamp[v] == x:
                v += 1
                continue
            if parity(v & mask) == 1:
                break
            # Small parts first, across all split sizes: witnesses are usually near a = 1.
            found = False
            longest = splits[0] // 2 if nsplit > 0 else 0
            for a in range(1, longest + 1):
                for s in range(nsplit):
                    r = splits[s]
                    if 2 * a > r:
                        continue
                    w = g[a] ^ g[r - a]
                    stamp[w] = x
                    if w == v:
                        found = True
                        break
                if found:
                    break
            if not found:
                full_scans += 1
                break
            v += 1
        g[x] = v
        if parity(v & mask) == 0 and x >= 1:
            rare[nrare] = x
            nrare += 1
        if v >= cap:
            while v >= cap:
                cap *= 2
            bigger = np.full(cap + 1, -1, np.int64)
            bigger[: len(stamp)] = stamp
            stamp = bigger
    return nrare, full_scans


@njit(cache=True)
def octal_hex3(digits, g, start, stop, pairs, pairs_done):
    """Fill g[start:stop] of a game whose digits may leave three heaps (hexadecimal games).

    pairs[m, v] == 1 when some split m = a + b (a, b >= 1) has g[a] ^ g[b] == v; rows below
    `pairs_done` are complete. Three-heap options of r are g[c] ^ v for v in pairs[r - c]. The
    array's width must exceed every value; when a new value reaches it the kernel stops.
    Returns (done, pairs_done): g[:done] is filled. O(n^2 * width) for n heaps.
    """
    t = len(digits) - 1
    width = pairs.shape[1]
    stamp = np.full(width + 1, -1, np.int64)
    # Rows of `pairs` for every m < start (after a resume), then one row per new heap.
    for m in range(pairs_done, start):
        for a in range(1, m // 2 + 1):
            pairs[m, g[a] ^ g[m - a]] = 1
    pairs_done = max(pairs_done, start)
    for x in range(start, stop):
        for k in range(t + 1):
            d = digits[k]
            if d == 0 or k > x:
                continue
            r = x - k
            if r == 0:
                if d & 1:
                    stamp[0] = x
                continue
            if k > 0 and d & 2:
                stamp[g[r]] = x
            if d & 4 and r < x:
                for v in range(width):
                    if pairs[r, v]:
                        stamp[v] = x
            if d & 4 and r == x:
                for a in range(1, r // 2 + 1):
                    stamp[g[a] ^ g[r - a]] = x
            if d & 8:
                for c in range(1, r - 1):
                    gc = g[c]
                    for v in range(width):
                        if pairs[r - c, v]:
                            stamp[gc ^ v] = x
        m = 0
        while stamp[m] == x:
            m += 1
        if m >= width:
            return x, pairs_done
        g[x] = m
        for a in range(1, x // 2 + 1):
            pairs[x, g[a] ^ g[x - a]] = 1
        pairs_done = x + 1
    return stop, pairs_done


@njit(cache=True)
def paper_table(w_max, h_max):
    """Values of the cutting-paper game (cuts leave both sheets at least 2 wide) for every
    sheet w x h with 2 <= w <= w_max, 2 <= h <= h_max; entries with a side below 2 stay 0.
    O(w_max * h_max * (w_max + h_max)).
    """
    g = np.zeros((w_max + 1, h_max + 1), np.int32)
    stamp = np.full(w_max + h_max + 2, -1, np.int64)
    size = len(stamp)
    tag = 0
    for w in range(2, w_max + 1):
        for h in range(2, h_max + 1):
            if h < w and w <= h_max:
                g[w, h] = g[h, w]  # computed in an earlier row
                continue
            tag += 1
            for i in range(2, w - 1):
                v = g[i, h] ^ g[w - i, h]
                if v < size:
                    stamp[v] = tag
            for j in range(2, h - 1):
                v = g[w, j] ^ g[w, h - j]
                if v < size:
                    stamp[v] = tag
            m = 0
            while stamp[m] == tag:
                m += 1
            g[w, h] = m
    return g


@njit(cache=True)
def count_terms_above(x, j0, fib):
    """How many m in [0, x] have a Zeckendorf representation using only fib[j0:] (0 counts).

    Digit DP over the Zeckendorf digits of x from the top: where x has a 1 at index i, the
    numbers that copy x above i and put 0 at i are free on the indices j0..i-1, and the
    non-adjacent strings on L positions number fib[L] (1, 2, 3, 5, ...). O(log x).
    """
    if x < 0:
        return 0
    top = 0
    while top + 1 < len(fib) and fib[top + 1] <= x:
        top += 1
    res = 0
    rest = x
    i = top
    while i >= 0:
        if fib[i] <= rest:
            free = i - j0
            res += fib[free] if free > 0 else 1
            if i < j0:
                return res
            rest -= fib[i]
            i -= 2  # the next digit of x is 0
        else:
            i -= 1
    return res + 1


@njit(cache=True)
def misere_fibonacci_wins(ks, ns, fib):
    """For each query (k, N): how many n in [1, N] the first player wins (see
    :func:`grundy.heaps.fibonacci.count_misere_fibonacci_wins`). O(log N) per query."""
    q = len(ks)
    out = np.empty(q, np.int64)
    for i in range(q):
        k = ks[i]
        j0 = 0
        while j0 < len(fib) and fib[j0] <= k:
            j0 += 1
        out[i] = ns[i] - count_terms_above(ns[i] - 1, j0, fib)
    return out
