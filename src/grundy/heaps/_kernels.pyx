# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernels for heap games: arrays in, arrays out, no validation.

Every kernel is iterative and runs without the GIL. Grundy sequences are int32 (a value never
exceeds the number of options of a heap); digit arrays, heap lists and Fibonacci tables are
int64. Mex sets use stamped marker arrays, so no clearing between heaps.
"""

import numpy as np

from libc.stdint cimport int32_t, int64_t, uint8_t, uint16_t, uint64_t
from libc.stdlib cimport free, malloc, realloc

from grundy._interrupt cimport CHECK_EVERY, due, interrupted, reraise
from grundy.heaps._digits cimport (
    SPLIT_EQUAL, SPLIT_UNEQUAL, _mark_one_heap, _stamps, value_t,
)


cdef inline int _parity(int64_t v) noexcept nogil:
    v ^= v >> 32
    v ^= v >> 16
    v ^= v >> 8
    v ^= v >> 4
    return (0x6996 >> (v & 15)) & 1


def parity(int64_t v):
    """Parity of the number of set bits of a non-negative value."""
    return _parity(v)


cdef int64_t *_grow(int64_t *s, int64_t *size, int64_t need) noexcept nogil:
    """Enlarge the marker array s to more than `need` entries (a power of two plus one), new
    entries -1. Returns the new array, or NULL (s is then still valid) when memory runs out."""
    cdef int64_t cap = 1, i, old = size[0]
    while cap <= need:
        cap *= 2
    if cap + 1 <= old:
        return s
    cdef int64_t *t = <int64_t *>realloc(s, (cap + 1) * sizeof(int64_t))
    if t == NULL:
        return NULL
    for i in range(old, cap + 1):
        t[i] = -1
    size[0] = cap + 1
    return t


def subtraction_values(int64_t n, const int64_t[::1] moves, out=None, int64_t start=0):
    """g[0..n) of the subtraction game with the sorted positive `moves`. O(n * len(moves)).

    With `out` (an int32 array of at least n entries holding g[0..start)), only g[start..n)
    is computed, into `out`, which is returned: a long sequence can be made in pieces.
    """
    g_a = np.zeros(n, np.int32) if out is None else out
    cdef int32_t[::1] g = g_a
    cdef Py_ssize_t k = moves.shape[0], j
    cdef int64_t *stamp
    cdef int64_t x, s, m
    cdef bint stopped = False
    if n > g.shape[0] or start < 0:
        raise ValueError("subtraction_values: out is shorter than n, or start is negative")
    stamp = _stamps(k + 2)
    try:
        with nogil:
            for x in range(start, n):
                if (x & 0xFFFFF) == 0 and interrupted():
                    stopped = True
                    break
                for j in range(k):
                    s = moves[j]
                    if s > x:
                        break
                    stamp[g[x - s]] = x
                m = 0
                while stamp[m] == x:
                    m += 1
                g[x] = <int32_t>m
    finally:
        free(stamp)
    if stopped:
        reraise()
    return g_a


def heap_remoteness(int64_t n, const int64_t[::1] takes, const uint8_t[::1] leave0,
                    const uint8_t[::1] leave1, bint misere, bint suspense):
    """Remoteness (or, with `suspense`, the suspense number) of one heap of 0..n-1 tokens of a
    game whose moves take ``takes[j]`` tokens (sorted, positive) and leave no heap (when
    ``leave0[j]`` and the heap had exactly that many) or one heap of the rest (when
    ``leave1[j]``), in normal or `misere` play: an int32 array. O(n * len(takes)).

    R = 0 with no move; else 1 + the least (suspense: largest) R of the options that the
    player to move there loses (even R in normal play, odd in misère play) when there is
    one, else 1 + the largest (suspense: least) of all. The two numbers have a loop each, so
    that the loop over the options has no test of which one it makes.
    """
    r_a = np.zeros(n, np.int32)
    cdef int32_t[::1] r = r_a
    cdef Py_ssize_t k = takes.shape[0], j
    cdef int64_t x, s, top = takes[k - 1] if k else 0
    cdef int32_t v, good, other, lose = 1 if misere else 0, NONE = 0x7FFFFFFF
    cdef bint stopped = False
    ends_a = np.zeros(top + 1, np.uint8)  # ends[x]: a heap of x may be taken whole
    cdef uint8_t[::1] ends = ends_a
    for j in range(k):
        if leave0[j]:
            ends[takes[j]] = 1
    with nogil:
        for x in range(1, n):
            if (x & 0xFFFFF) == 0 and interrupted():
                stopped = True
                break
            if not suspense:  # least lost option, else largest option
                good, other = NONE, -1
                if x <= top and ends[x]:
                    other = 0
                    if lose == 0:
                        good = 0
                for j in range(k):
                    s = takes[j]
                    if s >= x:
                        break
                    if leave1[j]:
                        v = r[x - s]
                        if (v & 1) == lose and v < good:
                            good = v
                        if v > other:
                            other = v
            else:  # largest lost option, else least option
                good, other = -1, NONE
                if x <= top and ends[x]:
                    other = 0
                    if lose == 0:
                        good = 0
                for j in range(k):
                    s = takes[j]
                    if s >= x:
                        break
                    if leave1[j]:
                        v = r[x - s]
                        if (v & 1) == lose and v > good:
                            good = v
                        if v < other:
                            other = v
                if good < 0:
                    good = NONE
                if other == NONE:
                    other = -1
            if good != NONE:
                r[x] = good + 1
            elif other >= 0:
                r[x] = other + 1
    if stopped:
        reraise()
    return r_a


def find_period(const int32_t[::1] g, int64_t n, int64_t heaps, int64_t t, int64_t nmin):
    """Least period p, with its least preperiod n0 >= nmin, certified by the window theorem.

    The certificate: g[m + p] == g[m] for n0 <= m < heaps*n0 + (heaps-1)*p + t, which needs
    n >= heaps*n0 + heaps*p + t values. For each p (ascending) the least candidate n0 is one past
    the last mismatch g[m + p] != g[m] among the n values (any smaller n0 is refuted by it).
    Returns (n0, p), or (-1, -1) when no p within reach is certified.

    The last mismatch of every p comes from the Z-function of the reversed sequence R
    (R[i] = g[n - 1 - i]): z[p], the length of the common prefix of R and R[p:], counts the
    agreeing pairs from the end, so the last mismatch is at m = n - 1 - p - z[p]. O(n) time in
    all (a plain scan per p is O(n^2) on a long periodic tail with a late preperiod) and
    O(n / heaps) memory.
    """
    cdef int64_t p, m, n0, last, i, zi, lo = 0, hi = 0, pmax
    cdef int64_t found_n0 = -1, found_p = -1
    cdef int64_t *z
    cdef bint stopped = False
    if heaps < 1:
        heaps = 1
    pmax = (n - t - heaps * nmin) // heaps  # the largest p the loop below may try
    if pmax < 1:
        return found_n0, found_p
    if pmax > n - 1:
        pmax = n - 1  # p = n (one value, no comparison) is handled without z
    z = <int64_t *>malloc((pmax + 1) * sizeof(int64_t))
    if z == NULL:
        raise MemoryError()
    try:
        with nogil:
            # Z-function of R for 1 <= i <= pmax; R[j] is g[n - 1 - j].
            for i in range(1, pmax + 1):
                if (i & 0xFFFFF) == 0 and interrupted():
                    stopped = True
                    break
                zi = 0
                if i < hi:
                    zi = z[i - lo]
                    if zi > hi - i:
                        zi = hi - i
                while i + zi < n and g[n - 1 - zi] == g[n - 1 - i - zi]:
                    zi += 1
                z[i] = zi
                if i + zi > hi:
                    lo = i
                    hi = i + zi
            if not stopped:
                p = 1
                while heaps * nmin + heaps * p + t <= n:
                    if p <= pmax:
                        last = n - 1 - p - z[p]  # -1 when every pair agrees
                    else:
                        last = -1
                    n0 = last + 1
                    if n0 < nmin:
                        n0 = nmin
                    if heaps * n0 + heaps * p + t <= n:
                        found_n0 = n0
                        found_p = p
                        break
                    p += 1
    finally:
        free(z)
    if stopped:
        reraise()
    return found_n0, found_p


def octal_plain(const int64_t[::1] digits, int64_t n):
    """g[0..n) of the octal (or hexadecimal) game by the definition: every option of every heap.

    digits[k] is the digit for removing k tokens: bit 1 = may leave no heap, 2 = one heap,
    4 = two heaps, 8 = three heaps (all non-empty). O(n^2) with two-heap splits, O(n^3) with
    three. The test oracle for :func:`octal_sparse` and the take-and-break kernels.
    """
    cdef int64_t t = digits.shape[0] - 1
    g_a = np.zeros(n, np.int32)
    cdef int32_t[::1] g = g_a
    cdef int64_t size = 2, x, k, d, r, a, b, m
    cdef int64_t *stamp = _stamps(size)
    cdef int64_t *bigger
    cdef bint oom = False, stopped = False
    try:
        with nogil:
            for x in range(n):
                if (x & 63) == 0 and interrupted():
                    stopped = True
                    break
                for k in range(t + 1):
                    d = digits[k]
                    r = _mark_one_heap(d, k, x, &g[0], stamp)
                    if r <= 0:
                        continue
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
                g[x] = <int32_t>m
                # Keep a power of two above every value: XORs of values stay below it.
                bigger = _grow(stamp, &size, m)
                if bigger == NULL:
                    oom = True
                    break
                stamp = bigger
    finally:
        free(stamp)
    if stopped:
        reraise()
    if oom:
        raise MemoryError()
    return g_a


cdef struct _RareHeap:
    int32_t heap
    int32_t value


def octal_sparse(const int64_t[::1] digits, value_t[::1] g, int64_t start, int64_t stop,
                 int64_t mask, int64_t[::1] rare, int64_t nrare, int64_t budget=-1):
    """Fill g[start:stop] of an octal game (at most two heaps left) by the rare/common split.

    g[:start] must hold the values already known, and rare[:nrare] the heaps a in [1, start)
    whose value is *rare*: popcount(g[a] & mask) even. The parity of popcount(v & mask) is
    additive under XOR, so a common value (odd parity) arises from a split a + b only when
    exactly one of a, b is rare: marking g[a] ^ g[b] for every rare a finds every common option.
    The mex is then the least unmarked value when that is common; a smaller unmarked rare value
    needs a search of all splits for a witness (usually found among the first pairs; every value
    met on the way is marked too), and is the mex when none exists.

    With `budget` >= 0 the kernel stops after the first heap at which it has spent that many
    steps (one step: a rare heap that may pair with a split, or a pair tried in a witness
    search). It also stops before a rare heap when `rare` is full (nrare == len(rare), maybe
    with done == start): the caller gives it a longer array and calls again.
    Ctrl-C is honoured about every million steps.

    Besides the octal bits (1: no heap, 2: one heap, 4: two heaps), a digit may carry
    SPLIT_UNEQUAL (two heaps of different sizes, as Grundy's game ``4!.0``; without bit 4) or
    SPLIT_EQUAL (two equal heaps only: the option of value 0 when the rest is even).

    The rare heaps are scanned with their values beside them (one pass for every split size),
    and the witness search goes by small parts first, in blocks, resuming where the previous
    value's search stopped (the sparse-space method of Winning Ways, ch. 4; Flammenkamp,
    "Sprague-Grundy values of octal games", wwwhomes.uni-bielefeld.de/achim/octal.html).

    `g` may be int32, uint16 or uint8 (a compact sequence): the kernel stops before a heap
    whose value does not fit, with `overflow` set (the caller widens the array and resumes).

    Returns (done, nrare, full_scans, steps, overflow): g[:done] is filled; the new count of
    rare heaps (appended to `rare` in order); how many heaps needed a search that ended without
    a witness; the steps spent; whether a value did not fit. Cost per heap: O(t * R) for R rare
    heaps below it, plus the witness searches.
    """
    cdef int64_t t = digits.shape[0] - 1
    cdef int64_t maxv = 0, i, size = 0, full_scans = 0, x, nsplit, k, d, r, s, a, v, longest, w
    cdef int64_t steps = 0, next_check = CHECK_EVERY, done = stop, scanned, hi, top, block
    cdef bint oom = False, stopped = False, dense, any_unequal = False, overflow = False
    cdef int64_t vmax
    if value_t is uint8_t:
        vmax = 255
    elif value_t is uint16_t:
        vmax = 65535
    else:
        vmax = 2147483647
    for i in range(start):
        if g[i] > maxv:
            maxv = g[i]
    size = 1
    while size <= maxv:
        size *= 2
    size += 1  # a power of two above every value, plus one
    cdef int64_t *stamp = _stamps(size)
    cdef int64_t *bigger
    cdef int64_t *splits = <int64_t *>malloc((t + 1) * sizeof(int64_t))
    # half[s]: the largest smaller part of a split of splits[s] (r // 2, or (r - 1) // 2 when
    # the two heaps must differ); unequal[s]: the split a == r - a is not an option.
    cdef int64_t *half = <int64_t *>malloc((t + 1) * sizeof(int64_t))
    cdef char *unequal = <char *>malloc(t + 1)
    cdef int64_t room = rare.shape[0]
    cdef _RareHeap *pk = <_RareHeap *>malloc((room + 1) * sizeof(_RareHeap))
    if splits == NULL or half == NULL or unequal == NULL or pk == NULL:
        free(stamp)
        free(splits)
        free(half)
        free(unequal)
        free(pk)
        raise MemoryError()
    for k in range(t + 1):
        if digits[k] & SPLIT_UNEQUAL:
            any_unequal = True
    for i in range(nrare):
        pk[i].heap = <int32_t>rare[i]
        pk[i].value = g[rare[i]]
    try:
        with nogil:
            for x in range(start, stop):
                if due(steps, &next_check):
                    stopped = True
                    break
                steps += t + 1
                nsplit = 0
                for k in range(t + 1):
                    d = digits[k]
                    r = _mark_one_heap(d, k, x, &g[0], stamp)
                    if r <= 0:
                        continue
                    if d & SPLIT_EQUAL and r >= 2 and r % 2 == 0:
                        stamp[0] = x  # two equal heaps: value 0
                    if d & (4 | SPLIT_UNEQUAL) and r >= 2:
                        if d & SPLIT_UNEQUAL and r == 2:
                            continue  # 1 + 1 only: equal
                        splits[nsplit] = r
                        unequal[nsplit] = (d & SPLIT_UNEQUAL) != 0
                        half[nsplit] = (r - 1) // 2 if unequal[nsplit] else r // 2
                        nsplit += 1
                # One pass over the rare heaps for every split size (splits[0] is the
                # largest); their values sit beside them, so only g[r - a] is looked up.
                # When they are more than 2/5 of the pairs of a split (codes without a
                # sparse space), the plain scan of every pair below is cheaper: it runs in
                # memory order and is needed anyway whenever the mex is rare.
                dense = nsplit > 0 and 5 * nrare > 2 * half[0]
                if not dense:
                    if nsplit == 1 and not unequal[0]:
                        r = splits[0]
                        for i in range(nrare):
                            if pk[i].heap >= r:
                                break
                            stamp[pk[i].value ^ g[r - pk[i].heap]] = x
                    elif nsplit == 1:
                        r = splits[0]
                        for i in range(nrare):
                            a = pk[i].heap
                            if a >= r:
                                break
                            if 2 * a != r:
                                stamp[pk[i].value ^ g[r - a]] = x
                    elif nsplit > 1 and not any_unequal:
                        for i in range(nrare):
                            a = pk[i].heap
                            if a >= splits[0]:
                                break
                            w = pk[i].value
                            for s in range(nsplit):
                                r = splits[s]
                                if a < r:
                                    stamp[w ^ g[r - a]] = x
                    elif nsplit > 1:
                        for i in range(nrare):
                            a = pk[i].heap
                            if a >= splits[0]:
                                break
                            w = pk[i].value
                            for s in range(nsplit):
                                r = splits[s]
                                if a < r and not (unequal[s] and 2 * a == r):
                                    stamp[w ^ g[r - a]] = x
                    steps += nrare * nsplit  # at most this many pairs
                # The mex: common values are all marked by now (unless dense); a rare one that
                # is not may still come from two rare or two common parts. Unmarked values are
                # searched for by small parts first (witnesses are usually near a = 1), across
                # all split sizes, in blocks that double up to 256; the search resumes where
                # the previous value's stopped, so a heap pays for its longest search, not
                # their sum. When it reaches the end every split is marked and v is the mex.
                v = 0
                longest = half[0] if nsplit > 0 else 0  # splits[0] is the largest
                scanned = 0  # parts a <= scanned are marked for every split size
                block = 8
                while True:
                    if stamp[v] == x:
                        v += 1
                        continue
                    if not dense and _parity(v & mask) == 1:
                        break
                    while stamp[v] != x and scanned < longest:
                        hi = scanned + block
                        if hi > longest:
                            hi = longest
                        for s in range(nsplit):
                            r = splits[s]
                            top = half[s]
                            if top > hi:
                                top = hi
                            for a in range(scanned + 1, top + 1):
                                stamp[g[a] ^ g[r - a]] = x
                        steps += (hi - scanned) * nsplit
                        scanned = hi
                        if block < 256:
                            block *= 2
                    if stamp[v] != x:
                        full_scans += 1
                        break
                    v += 1
                if v > vmax:  # does not fit: the caller widens the sequence
                    done = x
                    overflow = True
                    break
                g[x] = <value_t>v
                if _parity(v & mask) == 0 and x >= 1:
                    if nrare == room:  # no room for it: the caller grows `rare`, then resumes
                        done = x
                        break
                    rare[nrare] = x
                    pk[nrare].heap = <int32_t>x
                    pk[nrare].value = <int32_t>v
                    nrare += 1
                bigger = _grow(stamp, &size, v)
                if bigger == NULL:
                    oom = True
                    break
                stamp = bigger
                if budget >= 0 and steps >= budget:
                    done = x + 1
                    break
    finally:
        free(stamp)
        free(splits)
        free(half)
        free(unequal)
        free(pk)
    if stopped:
        reraise()
    if oom:
        raise MemoryError()
    return done, nrare, full_scans, steps, overflow


def paper_table(int64_t w_max, int64_t h_max, out=None, int64_t w_start=2, int64_t w_stop=-1):
    """Values of the cutting-paper game (cuts leave both sheets at least 2 wide) for every
    sheet w x h with 2 <= w <= w_max, 2 <= h <= h_max; entries with a side below 2 stay 0.
    O(w_max * h_max * (w_max + h_max)).

    With `out` (the int32 table of shape (w_max + 1, h_max + 1), rows below `w_start` done),
    only the rows w_start <= w < w_stop (to w_max by default) are computed, into `out`, which
    is returned: a large table can be made in pieces of rows, in increasing order.
    """
    g_a = np.zeros((w_max + 1, h_max + 1), np.int32) if out is None else out
    cdef int32_t[:, ::1] g = g_a
    cdef int64_t size = w_max + h_max + 2, tag = 0, w, h, i, j, v, m
    cdef int64_t *stamp
    cdef bint stopped = False
    if g.shape[0] != w_max + 1 or g.shape[1] != h_max + 1:
        raise ValueError("paper_table: out must have shape (w_max + 1, h_max + 1)")
    if w_stop < 0 or w_stop > w_max + 1:
        w_stop = w_max + 1
    if w_start < 2:
        w_start = 2
    stamp = _stamps(size)
    try:
        with nogil:
            for w in range(w_start, w_stop):
                if interrupted():
                    stopped = True
                    break
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
                    g[w, h] = <int32_t>m
    finally:
        free(stamp)
    if stopped:
        reraise()
    return g_a


cdef int64_t _count_terms_above(int64_t x, int64_t j0, const int64_t[::1] fib) noexcept nogil:
    cdef int64_t top = 0, res = 0, rest = x, i, free_
    cdef Py_ssize_t nf = fib.shape[0]
    if x < 0:
        return 0
    while top + 1 < nf and fib[top + 1] <= x:
        top += 1
    i = top
    while i >= 0:
        if fib[i] <= rest:
            free_ = i - j0
            res += fib[free_] if free_ > 0 else 1
            if i < j0:
                return res
            rest -= fib[i]
            i -= 2  # the next digit of x is 0
        else:
            i -= 1
    return res + 1


def count_terms_above(int64_t x, int64_t j0, const int64_t[::1] fib):
    """How many m in [0, x] have a Zeckendorf representation using only fib[j0:] (0 counts).

    `fib` is 1, 2, 3, 5, 8, ... (as far as needed). Digit DP over the Zeckendorf digits of x
    from the top: where x has a 1 at index i, the numbers that copy x above i and put 0 at i
    are free on the indices j0..i-1, and the non-adjacent strings on L positions number
    fib[L] (1, 2, 3, 5, ...). O(log x).
    """
    return _count_terms_above(x, j0, fib)


def misere_fibonacci_wins(const int64_t[::1] ks, const int64_t[::1] ns, const int64_t[::1] fib):
    """For each query (k, N): how many n in [1, N] the first player wins (see
    :func:`grundy.heaps.fibonacci.count_misere_fibonacci_wins`). O(log N) per query."""
    cdef Py_ssize_t q = ks.shape[0], i, nf = fib.shape[0]
    out_a = np.empty(q, np.int64)
    cdef int64_t[::1] out = out_a
    cdef int64_t k, j0
    with nogil:
        for i in range(q):
            k = ks[i]
            j0 = 0
            while j0 < nf and fib[j0] <= k:
                j0 += 1
            out[i] = ns[i] - _count_terms_above(ns[i] - 1, j0, fib)
    return out_a
