# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernels for take-and-break codes: arrays in, arrays out, no validation.

:func:`tb_triples` is for codes that take a bounded number of tokens and leave at most three
heaps (see its notes). :func:`tb_plain`, for every code, computes Grundy values by the definition, with the sets of values that a
split into many heaps can reach kept as bit sets ("rows"), one per heap count and number of
tokens, built as a knapsack over the heaps: heap x, once its value is known, is added as a
part to every row that may hold it. The rows are those of

- U: any parts (state s: exactly s parts; an absorbing state for "s or more");
- N: parts not all equal (with E: all parts equal, which N's recursion needs);
- D: pairwise different parts (each part used at most once: the rows are walked downwards).

A value set is a bit set of `words` 64-bit words; XOR-ing every member with v moves whole
words (v >> 6) and permutes the bits inside each word (v & 63) by delta swaps.
"""

from libc.stdint cimport int32_t, int64_t, uint8_t, uint64_t
from libc.stdlib cimport free, malloc, realloc
from libc.string cimport memset


cdef extern from *:
    int __builtin_ctzll(unsigned long long) nogil

from grundy._interrupt cimport CHECK_EVERY, due, reraise
from grundy.heaps._digits cimport (
    SPLIT_EQUAL, SPLIT_UNEQUAL, TRIPLE, TRIPLE_DISTINCT, TRIPLE_EQUAL, TRIPLE_NOT_ALL,
    _mark_one_heap, _stamps,
)


cdef inline uint64_t _xperm(uint64_t w, int64_t c) noexcept nogil:
    """The word whose bit i ^ c is bit i of w (c < 64)."""
    if c & 1:
        w = ((w & 0x5555555555555555ULL) << 1) | ((w >> 1) & 0x5555555555555555ULL)
    if c & 2:
        w = ((w & 0x3333333333333333ULL) << 2) | ((w >> 2) & 0x3333333333333333ULL)
    if c & 4:
        w = ((w & 0x0F0F0F0F0F0F0F0FULL) << 4) | ((w >> 4) & 0x0F0F0F0F0F0F0F0FULL)
    if c & 8:
        w = ((w & 0x00FF00FF00FF00FFULL) << 8) | ((w >> 8) & 0x00FF00FF00FF00FFULL)
    if c & 16:
        w = ((w & 0x0000FFFF0000FFFFULL) << 16) | ((w >> 16) & 0x0000FFFF0000FFFFULL)
    if c & 32:
        w = (w << 32) | (w >> 32)
    return w


cdef inline void _or_xor(uint64_t *dst, const uint64_t *src, int64_t v, int64_t words) noexcept nogil:
    """dst |= {u ^ v : u in src}."""
    cdef int64_t i, hi = v >> 6, lo = v & 63
    if lo == 0:
        for i in range(words):
            dst[i ^ hi] |= src[i]
    else:
        for i in range(words):
            if src[i]:
                dst[i ^ hi] |= _xperm(src[i], lo)


cdef inline void _or2_xor(uint64_t *dst, const uint64_t *a, const uint64_t *b, int64_t v,
                          int64_t words) noexcept nogil:
    """dst |= {u ^ v : u in a or b}."""
    cdef int64_t i, hi = v >> 6, lo = v & 63
    cdef uint64_t w
    for i in range(words):
        w = a[i] | b[i]
        if w:
            dst[i ^ hi] |= _xperm(w, lo) if lo else w


cdef inline void _or(uint64_t *dst, const uint64_t *src, int64_t words) noexcept nogil:
    cdef int64_t i
    for i in range(words):
        dst[i] |= src[i]


cdef inline void _set(uint64_t *bits, int64_t v) noexcept nogil:
    bits[v >> 6] |= (<uint64_t>1) << (v & 63)


cdef struct _Plan:
    int64_t A            # additive digits: k runs from -A
    int64_t kf           # the last finite k (the tail, if any, starts at kf + 1)
    int64_t P            # the tail's length (0: none)
    const int64_t *kdig  # digit index of k = -A .. kf (at k + A), -1 for a zero digit
    const int64_t *tdig  # digit index of each tail position
    const int64_t *flags # per digit: bit 0: no heap may be left, bit 1: one heap
    const int64_t *query # per digit, `qw` row numbers to OR (-1 ends the list)
    int64_t qw
    const int64_t *eq    # per digit, `ew` entries: exact counts for "all equal", then 0; eq[ew-1]: m of ">= m", or 0
    int64_t ew
    int64_t uJ, uAbs, uBase
    int64_t nJ, nAbs, nBase, eBase
    int64_t dJ, dAbs, dBase
    int64_t cap          # rows hold T = 0 .. cap
    int64_t words
    uint64_t *rows
    uint64_t *acc        # P x P x words: the tail's running unions, by position and residue


cdef inline uint64_t *_row(_Plan *p, int64_t r, int64_t T) noexcept nogil:
    return p.rows + (r * (p.cap + 1) + T) * p.words


cdef int64_t _push(_Plan *p, const int32_t *g, int64_t x) noexcept nogil:
    """Add heap x (value g[x]) as a part to every row; returns the steps spent.

    Row numbers: U_s (exactly s parts, 1 <= s <= uJ) is uBase + s - 1 and U_abs ("uJ + 1 or
    more") uBase + uJ; N_s (2 <= s <= nJ) is nBase + s - 2 and N_abs nBase + nJ - 1; E_s
    (1 <= s <= nJ) is eBase + s - 1 and E_abs eBase + nJ; D_s is dBase + s - 1 and D_abs
    dBase + dJ. Rows at T = 0 stay empty (the empty multiset is handled by the T == x case)."""
    cdef int64_t v = g[x], T, src, s, cnt, words = p.words, steps = 0, cap = p.cap
    cdef int64_t uB = p.uBase, nB = p.nBase, eB = p.eBase, dB = p.dBase
    if x > cap:
        return 1
    # U: any parts, each heap as often as it fits (rows walked upwards, so that a row read
    # at T - x already holds the copies of x).
    if p.uJ >= 1:
        _set(_row(p, uB, x), v)
        for T in range(x + 1, cap + 1):
            src = T - x
            if p.uAbs:
                _or2_xor(_row(p, uB + p.uJ, T), _row(p, uB + p.uJ - 1, src),
                         _row(p, uB + p.uJ, src), v, words)
            for s in range(p.uJ, 1, -1):
                _or_xor(_row(p, uB + s - 1, T), _row(p, uB + s - 2, src), v, words)
        steps += (cap - x + 1) * (p.uJ + 1) * words
    # N: parts not all equal. A multiset holding x and a smaller part, less one x, is either
    # not all equal (N, already with the copies of x: walked upwards) or all equal below x
    # (E, which gets x only after this walk).
    if p.nJ >= 2:
        for T in range(x + 1, cap + 1):
            src = T - x
            if p.nAbs:
                _or2_xor(_row(p, nB + p.nJ - 1, T), _row(p, nB + p.nJ - 2, src),
                         _row(p, nB + p.nJ - 1, src), v, words)
                _or2_xor(_row(p, nB + p.nJ - 1, T), _row(p, eB + p.nJ - 1, src),
                         _row(p, eB + p.nJ, src), v, words)
            for s in range(p.nJ, 2, -1):
                _or2_xor(_row(p, nB + s - 2, T), _row(p, nB + s - 3, src),
                         _row(p, eB + s - 2, src), v, words)
            _or_xor(_row(p, nB, T), _row(p, eB, src), v, words)  # N_2 from E_1
        steps += (cap - x + 1) * (p.nJ + 1) * words
        # E: cnt copies of x.
        cnt = 1
        while cnt * x <= cap:
            if cnt <= p.nJ:
                _set(_row(p, eB + cnt - 1, cnt * x), v if cnt & 1 else 0)
            elif p.nAbs:
                _set(_row(p, eB + p.nJ, cnt * x), v if cnt & 1 else 0)
            else:
                break
            cnt += 1
        steps += cnt
    # D: pairwise different parts, each heap at most once (rows walked downwards, so that a
    # row read at T - x does not hold x yet).
    if p.dJ >= 1:
        T = cap
        while T > x:
            src = T - x
            if p.dAbs:
                _or2_xor(_row(p, dB + p.dJ, T), _row(p, dB + p.dJ - 1, src),
                         _row(p, dB + p.dJ, src), v, words)
            for s in range(p.dJ, 1, -1):
                _or_xor(_row(p, dB + s - 1, T), _row(p, dB + s - 2, src), v, words)
            T -= 1
        _set(_row(p, dB, x), v)
        steps += (cap - x + 1) * (p.dJ + 1) * words
    return steps


cdef int64_t _contribute(_Plan *p, const int32_t *g, int64_t d, int64_t T, uint64_t *out) noexcept nogil:
    """out |= the values of the options of digit d that leave T tokens; returns the steps."""
    cdef int64_t f = p.flags[d], i, r, cnt, y, m, steps = 1
    if T == 0:
        if f & 1:
            _set(out, 0)
        return steps
    if f & 2:
        _set(out, g[T])
    for i in range(p.qw):
        r = p.query[d * p.qw + i]
        if r < 0:
            break
        _or(out, _row(p, r, T), p.words)
        steps += p.words
    for i in range(p.ew - 1):
        cnt = p.eq[d * p.ew + i]
        if cnt == 0:
            break
        if T % cnt == 0 and T >= cnt:
            _set(out, g[T // cnt] if cnt & 1 else 0)
    m = p.eq[d * p.ew + p.ew - 1]
    if m > 0:
        y = 1
        while y * y <= T:
            if T % y == 0:
                cnt = T // y  # y tokens in each of cnt heaps
                if cnt >= m:
                    _set(out, g[y] if cnt & 1 else 0)
                if y >= m and y != cnt:
                    _set(out, g[cnt] if y & 1 else 0)  # cnt tokens in each of y heaps
            y += 1
        steps += y
    return steps


cdef int64_t _tail(_Plan *p, const int32_t *g, int64_t x, uint64_t *mark) noexcept nogil:
    """Fold the tail's options of heap x into its running unions (and into mark, if given):
    position q of the tail takes k = kf + 1 + q + i * P tokens for i >= 0, leaving
    m = x - kf - 1 - q - i * P; the union over i is the union for m - P, plus m's own."""
    cdef int64_t q, m, steps = 0
    cdef uint64_t *slot
    for q in range(p.P):
        m = x - p.kf - 1 - q
        if m < 0:
            break
        slot = p.acc + (q * p.P + m % p.P) * p.words
        steps += _contribute(p, g, p.tdig[q], m, slot)
        if mark != NULL:
            _or(mark, slot, p.words)
            steps += p.words
    return steps


def tb_plain(const int64_t[::1] kdig, const int64_t[::1] tdig, const int64_t[::1] flags,
             const int64_t[:, ::1] query, const int64_t[:, ::1] eq, const int64_t[::1] layout,
             int32_t[::1] g, int64_t start, int64_t stop, uint64_t[::1] rows, int64_t cap,
             int64_t words, uint64_t[::1] acc, int64_t rows_done, int64_t acc_done,
             int64_t budget=-1):
    """Fill g[start:stop] of a take-and-break game by the definition.

    kdig: digit index of k = -A .. kf (A = layout[0]), -1 for none; tdig: digit index of each
    position of the repeating tail (empty: none), which starts at k = kf + 1. Per digit: flags
    (bit 0: may leave no heap, bit 1: one heap), query (the rows to OR for its splits, -1
    ended), eq (exact counts of "all equal" splits, 0-ended, and in the last column the m of
    "m or more equal heaps", or 0). layout: A, uJ, uAbs, uBase, nJ, nAbs, nBase, eBase, dJ,
    dAbs, dBase (see the module notes). rows: the rows, (number of rows) x (cap + 1) x words,
    holding every heap below `rows_done` as a part; acc: the tail's unions (P x P x words),
    holding every heap below `acc_done`. cap must be at least stop - 1 + A.

    Returns (done, rows_done, acc_done, steps, wider): g[:done] is filled; `wider` when a
    value reached 64 * words (the caller widens the sets and starts the rows again).
    With `budget` >= 0 the kernel stops after the first heap at which it has spent that many
    steps (a step: one word of a set). Ctrl-C is honoured about every million steps.

    Cost: per heap x, O(digits + tail length * words) for its options, plus O((cap - x) *
    states * words) to add it to the rows (none for codes that leave at most one heap).
    """
    cdef _Plan p
    cdef int64_t x, k, d, T, steps = 0, next_check = CHECK_EVERY, done = stop, v, i
    cdef bint stopped = False, wider = False
    cdef uint64_t *mark = <uint64_t *>malloc(words * sizeof(uint64_t))
    if mark == NULL:
        raise MemoryError()
    p.A = layout[0]
    p.kf = kdig.shape[0] - 1 - p.A
    p.P = tdig.shape[0]
    p.kdig = &kdig[0] if kdig.shape[0] else NULL
    p.tdig = &tdig[0] if tdig.shape[0] else NULL
    p.flags = &flags[0]
    p.query = &query[0, 0]
    p.qw = query.shape[1]
    p.eq = &eq[0, 0]
    p.ew = eq.shape[1]
    p.uJ, p.uAbs, p.uBase = layout[1], layout[2], layout[3]
    p.nJ, p.nAbs, p.nBase, p.eBase = layout[4], layout[5], layout[6], layout[7]
    p.dJ, p.dAbs, p.dBase = layout[8], layout[9], layout[10]
    p.cap = cap
    p.words = words
    p.rows = &rows[0] if rows.shape[0] else NULL
    p.acc = &acc[0] if acc.shape[0] else NULL
    try:
        with nogil:
            # Heaps the rows and the tail's unions do not hold yet (after a resume or a
            # widening): added first, in order.
            while rows_done < start:
                if rows_done >= 1:
                    steps += _push(&p, &g[0], rows_done)
                rows_done += 1
                if due(steps, &next_check):
                    stopped = True
                    break
            while not stopped and acc_done < start and p.P > 0:
                steps += _tail(&p, &g[0], acc_done, NULL)
                acc_done += 1
                if due(steps, &next_check):
                    stopped = True
            for x in range(start, stop):
                if stopped:
                    break
                if due(steps, &next_check):
                    stopped = True
                    break
                memset(mark, 0, words * sizeof(uint64_t))
                if x >= 1:
                    for k in range(-p.A, p.kf + 1):
                        if k > x:
                            break
                        d = p.kdig[k + p.A]
                        if d >= 0:
                            steps += _contribute(&p, &g[0], d, x - k, mark)
                    if p.P > 0:
                        steps += _tail(&p, &g[0], x, mark)
                else:
                    if p.P > 0:
                        steps += _tail(&p, &g[0], x, NULL)
                acc_done = x + 1
                v = 0
                i = 0
                while i < words and mark[i] == 0xFFFFFFFFFFFFFFFFULL:
                    i += 1
                if i == words:
                    done = x
                    wider = True
                    break
                v = i * 64
                while mark[i] >> (v & 63) & 1:
                    v += 1
                g[x] = <int32_t>v
                if x >= 1:
                    steps += _push(&p, &g[0], x)
                rows_done = x + 1
                if budget >= 0 and steps >= budget:
                    done = x + 1
                    break
    finally:
        free(mark)
    if stopped:
        reraise()
    return done, rows_done, acc_done, steps, wider


#: The digit flags the kernels read, for the Python side that writes them.
FLAGS = {"split_unequal": SPLIT_UNEQUAL, "split_equal": SPLIT_EQUAL, "triple": TRIPLE,
         "triple_distinct": TRIPLE_DISTINCT, "triple_not_all": TRIPLE_NOT_ALL,
         "triple_equal": TRIPLE_EQUAL}


cdef inline bint _bit(const uint64_t *row, int64_t v) noexcept nogil:
    return (row[v >> 6] >> (v & 63)) & 1


def tb_triples(const int64_t[::1] digits, int32_t[::1] g, int64_t start, int64_t stop,
               uint64_t[::1] rows, uint8_t[::1] zero_unequal, int64_t rows_done, int64_t words,
               int64_t budget=-1, int64_t first_rows=8):
    """Fill g[start:stop] of a code whose moves take a bounded number of tokens and leave at
    most three heaps, with any constraints (``0.3F!``, ``8?.0``, ``0.F``).

    digits[k] (k tokens taken) holds the octal bits 1 (no heap) and 2 (one heap), and for two
    heaps 4 (any), SPLIT_UNEQUAL or SPLIT_EQUAL, for three heaps TRIPLE (any),
    TRIPLE_DISTINCT, TRIPLE_NOT_ALL or TRIPLE_EQUAL. rows: for every s < rows_done, the
    bit set (`words` 64-bit words; 64 * words a power of two above every value) of the values
    g(a) ^ g(s - a), 1 <= a <= s/2, and zero_unequal[s] whether 0 is among them with a != s - a.

    A heap's one- and two-heap options are marked from the rows; then each value v not marked,
    from 0 up, is looked for among the three-heap options, one part c at a time: v ^ g(c) in
    the row of the other two parts. For ``!`` and ``?`` the only pairs of that row that break
    the constraint are known (the equal pair, and the pair holding c): a probe that may rest on
    one of them alone is set aside, and checked pair by pair only when v finds no other
    witness. The first value with no witness is the mex.

    Returns (done, rows_done, steps, wider): `wider` when a value reached 64 * words (the
    caller doubles `words` and starts the rows again, rows_done = 0). With `budget` >= 0 the
    kernel stops after the first heap at which it has spent that many steps; Ctrl-C is
    honoured about every million steps.

    Cost per heap x: O(x) to build its row, O(x / 64 + pairs) per two-heap digit, and per value
    below the mex a search that ends at its first witness (a few probes when the rows are
    dense), O(x) probes for the mex itself: about O(x) in all, O(n^2) for n values, in
    O(n * V / 8) bytes of rows for values below V.
    """
    cdef int64_t t = digits.shape[0] - 1, width = 64 * words
    cdef int64_t x, k, d, T, s, a, b, v, u, c, i, w, p2, ntrip, nsus, found, done = stop
    cdef int64_t steps = 0, next_check = CHECK_EVERY
    cdef bint stopped = False, wider = False, witness
    cdef uint64_t bits
    cdef const uint64_t *row
    cdef int64_t *stamp = _stamps(width + 1)
    cdef int64_t *trip_T = <int64_t *>malloc((t + 1) * sizeof(int64_t))
    cdef int64_t *trip_f = <int64_t *>malloc((t + 1) * sizeof(int64_t))
    cdef int64_t *trip_last = <int64_t *>malloc((t + 1) * sizeof(int64_t))
    cdef int64_t sus_cap = 64
    cdef int64_t *sus = <int64_t *>malloc(2 * sus_cap * sizeof(int64_t))
    cdef int64_t *bigger
    if trip_T == NULL or trip_f == NULL or trip_last == NULL or sus == NULL:
        free(stamp); free(trip_T); free(trip_f); free(trip_last); free(sus)
        raise MemoryError()
    try:
        with nogil:
            for x in range(start, stop):
                if due(steps, &next_check):
                    stopped = True
                    break
                # The row of x (pairs of parts below x) before x's value: d0 splits read it.
                while rows_done <= x:
                    s = rows_done
                    memset(&rows[s * words], 0, words * sizeof(uint64_t))
                    zero_unequal[s] = 0
                    for a in range(1, s // 2 + 1):
                        u = g[a] ^ g[s - a]
                        rows[s * words + (u >> 6)] |= (<uint64_t>1) << (u & 63)
                        if u == 0 and 2 * a != s:
                            zero_unequal[s] = 1
                    steps += s // 2 + 1
                    rows_done += 1
                ntrip = 0
                for k in range(t + 1):
                    d = digits[k]
                    T = _mark_one_heap(d, k, x, &g[0], stamp)
                    if T <= 0:
                        continue
                    if T >= 2 and d & (4 | SPLIT_UNEQUAL):
                        row = &rows[T * words]
                        for w in range(words):
                            bits = row[w]
                            while bits:
                                i = __builtin_ctzll(bits)
                                bits &= bits - 1
                                u = w * 64 + i
                                if u == 0 and d & SPLIT_UNEQUAL and not zero_unequal[T]:
                                    continue
                                stamp[u] = x
                        steps += words + T // 2
                    if d & SPLIT_EQUAL and T >= 2 and T % 2 == 0:
                        stamp[0] = x
                    if d & TRIPLE_EQUAL and T >= 3 and T % 3 == 0:
                        stamp[g[T // 3]] = x
                    if T >= 3 and d & (TRIPLE | TRIPLE_DISTINCT | TRIPLE_NOT_ALL):
                        trip_T[ntrip] = T
                        trip_f[ntrip] = d
                        trip_last[ntrip] = 1
                        ntrip += 1
                # The three-heap options through the first parts c, whole rows at a time
                # (dense rows mark most values below the mex), but for the values that may rest
                # on a pair the constraint forbids (checked one by one below).
                for i in range(ntrip):
                    T = trip_T[i]
                    d = trip_f[i]
                    for c in range(1, min(T - 2, first_rows) + 1):
                        s = T - c
                        row = &rows[s * words]
                        p2 = T - 2 * c
                        for w in range(words):
                            bits = row[w]
                            while bits:
                                a = __builtin_ctzll(bits)
                                bits &= bits - 1
                                u = w * 64 + a
                                if not d & TRIPLE:
                                    if u == 0 and (d & TRIPLE_DISTINCT or 3 * c == T) \
                                            and not zero_unequal[s]:
                                        continue
                                    if d & TRIPLE_DISTINCT and p2 >= 1 and p2 != c \
                                            and (g[c] ^ g[p2]) == u:
                                        continue
                                stamp[u ^ g[c]] = x
                        steps += words + s // 8
                v = 0
                while True:
                    if stamp[v] == x:
                        v += 1
                        continue
                    if v >= width or ntrip == 0:
                        break
                    witness = False
                    nsus = 0
                    for i in range(ntrip):
                        T = trip_T[i]
                        d = trip_f[i]
                        # From the part that gave the last witness on, round the parts 1..T-2:
                        # neighbouring values tend to share their witnesses' parts.
                        for p2 in range(T - 2):
                            c = trip_last[i] + p2
                            if c > T - 2:
                                c -= T - 2
                            u = v ^ g[c]
                            s = T - c
                            steps += 1
                            if u >= width or not _bit(&rows[s * words], u):
                                continue
                            if d & TRIPLE:
                                witness = True
                                trip_last[i] = c
                                break
                            if d & TRIPLE_NOT_ALL:
                                # (c, c, c) is the only triple not allowed.
                                if 3 * c == T and u == 0 and not zero_unequal[s]:
                                    continue
                                witness = True
                                trip_last[i] = c
                                break
                            # Pairwise different: the pair must be unequal and hold no c.
                            if u == 0 and not zero_unequal[s]:
                                continue
                            p2 = T - 2 * c
                            if p2 >= 1 and p2 != c and (g[c] ^ g[p2]) == u:
                                if nsus == sus_cap:  # maybe the c-pair alone: check later
                                    bigger = <int64_t *>realloc(sus, 4 * sus_cap * sizeof(int64_t))
                                    if bigger == NULL:
                                        continue
                                    sus = bigger
                                    sus_cap *= 2
                                sus[2 * nsus] = T
                                sus[2 * nsus + 1] = c
                                nsus += 1
                                continue
                            witness = True
                            trip_last[i] = c
                            break
                        if witness:
                            break
                    if not witness:
                        for i in range(nsus):
                            T = sus[2 * i]
                            c = sus[2 * i + 1]
                            s = T - c
                            u = v ^ g[c]
                            for a in range(1, (s + 1) // 2):
                                b = s - a
                                if a != c and b != c and (g[a] ^ g[b]) == u:
                                    witness = True
                                    break
                            steps += s // 2
                            if witness:
                                break
                    if not witness:
                        break  # v is the mex
                    stamp[v] = x
                    v += 1
                    if due(steps, &next_check):
                        stopped = True
                        break
                if stopped:
                    break
                if v >= width:
                    done = x
                    wider = True
                    break
                g[x] = <int32_t>v
                if budget >= 0 and steps >= budget:
                    done = x + 1
                    break
    finally:
        free(stamp)
        free(trip_T)
        free(trip_f)
        free(trip_last)
        free(sus)
    if stopped:
        reraise()
    return done, rows_done, steps, wider
