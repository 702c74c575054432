# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernels of the misère quotient engine: the outcome of sums of heaps by memoized
search of the game tree, and the signature search that proves a candidate quotient.

A position is the vector of its heap counts, one byte per heap size 1..n packed into K = ceil(n
/ 8) machine words; the memo is an open-addressing hash table over those words. The search is
an explicit-stack depth-first search with cut-off (a position is N as soon as one option is P),
so its depth is bounded by the moves of one play, never by recursion.

The signature search (:func:`signature_search`) is a breadth-first search over flat records
of machine words kept in one arena and deduplicated by an open-addressing hash table; see
:func:`grundy.misere._engine.find_failure` for what a signature means.
"""

from libc.stdint cimport int8_t, int32_t, int64_t, uint8_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, realloc
from libc.string cimport memcmp, memcpy, memset

from cpython.object cimport PyObject
from cpython.ref cimport Py_XDECREF

from grundy._bits cimport ctz, fmix64 as _fmix, prefetch
from grundy._interrupt cimport CHECK_EVERY, interrupted, reraise, tick

cdef extern from "Python.h":
    PyObject *PyObject_CallNoArgs(PyObject *callable)

import numpy as np

cdef enum:
    EMPTY = 0
    IS_N = 1
    IS_P = 2


cdef inline uint64_t _mix(const uint64_t *key, int K) noexcept nogil:
    cdef uint64_t h = 0x9E3779B97F4A7C15ULL
    cdef int i
    for i in range(K):
        h = _fmix(h ^ key[i])
    return h


cdef inline uint64_t _mix_long(const uint64_t *key, Py_ssize_t n) noexcept nogil:
    """A hash of n words for long records: four independent multiply-rotate lanes (so the
    multiplications overlap, where _mix waits for each), mixed together at the end."""
    cdef uint64_t a = 0x9E3779B97F4A7C15ULL, b = 0xC2B2AE3D27D4EB4FULL
    cdef uint64_t c = 0x165667B19E3779F9ULL, d = 0x27D4EB2F165667C5ULL
    cdef Py_ssize_t i = 0
    while i + 4 <= n:
        a = (a ^ key[i]) * 0x9FB21C651E98DF25ULL
        b = (b ^ key[i + 1]) * 0x9FB21C651E98DF25ULL
        c = (c ^ key[i + 2]) * 0x9FB21C651E98DF25ULL
        d = (d ^ key[i + 3]) * 0x9FB21C651E98DF25ULL
        a = (a << 29) | (a >> 35)
        b = (b << 29) | (b >> 35)
        c = (c << 29) | (c >> 35)
        d = (d << 29) | (d >> 35)
        i += 4
    while i < n:
        a = (a ^ key[i]) * 0x9FB21C651E98DF25ULL
        a = (a << 29) | (a >> 35)
        i += 1
    return _fmix(_fmix(a ^ <uint64_t>n) ^ _fmix(b) * 3 ^ _fmix(c) * 5 ^ _fmix(d) * 7)


class OverBudget(Exception):
    """A search of :meth:`OutcomeTable.is_p` passed its `limit` of remembered positions."""


class CountOverflow(Exception):
    """A position holds more than 255 heaps of one size."""


cdef class OutcomeTable:
    """Memoized misère outcomes of sums of heaps of sizes 1..n.

    Parameters
    ----------
    n : int
        Largest heap size.
    optptr, opt : int64 and int32 arrays
        The options of heap h are rows optptr[h] .. optptr[h+1]-1 of `opt` (shape (R, w), w
        the most heaps a move leaves, at least 1): the heaps each move leaves (0 for none). Heaps with no move have no rows and must not
        appear in any row.
    """

    cdef int n, K
    cdef uint64_t *keys
    cdef uint8_t *vals
    cdef Py_ssize_t cap, size
    cdef int64_t[::1] optptr
    cdef int32_t[:, ::1] opt
    cdef uint64_t *stack_keys
    cdef int64_t *stack_next
    cdef uint8_t *stack_moved
    cdef Py_ssize_t stack_cap
    cdef int base_n
    cdef int32_t[:, ::1] base_delta
    cdef uint8_t[::1] base_accept

    def __cinit__(self, int n, int64_t[::1] optptr, int32_t[:, ::1] opt):
        self.n = n
        self.K = (n + 7) // 8 if n > 0 else 1
        self.optptr = optptr
        self.opt = opt
        self.cap = 1 << 12
        self.size = 0
        self.keys = <uint64_t *> calloc(self.cap * self.K, sizeof(uint64_t))
        self.vals = <uint8_t *> calloc(self.cap, 1)
        self.base_n = 0
        self.stack_cap = 256
        self.stack_keys = <uint64_t *> malloc(self.stack_cap * self.K * sizeof(uint64_t))
        self.stack_next = <int64_t *> malloc(self.stack_cap * sizeof(int64_t))
        self.stack_moved = <uint8_t *> malloc(self.stack_cap)
        if not (self.keys and self.vals and self.stack_keys and self.stack_next and self.stack_moved):
            raise MemoryError()

    def __dealloc__(self):
        free(self.keys)
        free(self.vals)
        free(self.stack_keys)
        free(self.stack_next)
        free(self.stack_moved)

    def set_base(self, int base_n, int32_t[:, ::1] delta, uint8_t[::1] accept):
        """Answer positions of heaps up to `base_n` from a proved automaton instead of searching:
        state 0 the empty sum, ``delta[q, h]`` the state after adding a heap of size h
        (h = 1..base_n; heaps with no move are never looked up), ``accept[q]`` true for the
        P-portion."""
        self.base_delta = delta
        self.base_accept = accept
        self.base_n = base_n

    cdef int _base_value(self, const uint64_t *key) noexcept nogil:
        """IS_P / IS_N from the base automaton when `key` holds only heaps up to base_n, else
        EMPTY."""
        cdef int b, c, q = 0
        cdef int h
        if self.base_n <= 0:
            return EMPTY
        for b in range(self.base_n, self.n):
            if ((key[b >> 3] >> (8 * (b & 7))) & 0xFF) != 0:
                return EMPTY
        for h in range(1, self.base_n + 1):
            b = h - 1
            c = <int>((key[b >> 3] >> (8 * (b & 7))) & 0xFF)
            while c > 0:
                q = self.base_delta[q, h]
                c -= 1
        return IS_P if self.base_accept[q] else IS_N

    cdef uint8_t _value(self, const uint64_t *key) noexcept nogil:
        """The remembered or base-automaton outcome of `key`, or EMPTY."""
        cdef Py_ssize_t slot = self._slot(key)
        if self.vals[slot] != EMPTY:
            return self.vals[slot]
        return <uint8_t>self._base_value(key)

    @property
    def positions(self) -> int:
        """The number of positions whose outcome is remembered."""
        return self.size

    @property
    def nbytes(self) -> int:
        """Memory held by the table (bytes)."""
        return self.cap * (self.K * 8 + 1)

    cdef Py_ssize_t _slot(self, const uint64_t *key) noexcept nogil:
        """The slot holding `key`, or the empty slot where it would go."""
        cdef Py_ssize_t mask = self.cap - 1
        cdef Py_ssize_t i = <Py_ssize_t>(_mix(key, self.K) & <uint64_t>mask)
        cdef int K = self.K
        while self.vals[i] != EMPTY:
            if memcmp(self.keys + i * K, key, K * sizeof(uint64_t)) == 0:
                return i
            i = (i + 1) & mask
        return i

    cdef int _grow(self) except -1:
        cdef Py_ssize_t old_cap = self.cap, i, j
        cdef uint64_t *old_keys = self.keys
        cdef uint8_t *old_vals = self.vals
        cdef int K = self.K
        self.cap = old_cap * 2
        self.keys = <uint64_t *> calloc(self.cap * K, sizeof(uint64_t))
        self.vals = <uint8_t *> calloc(self.cap, 1)
        if not (self.keys and self.vals):
            free(self.keys)
            free(self.vals)
            self.keys, self.vals, self.cap = old_keys, old_vals, old_cap
            raise MemoryError("the misère outcome table cannot grow")
        for i in range(old_cap):
            if old_vals[i] != EMPTY:
                j = self._slot(old_keys + i * K)
                memcpy(self.keys + j * K, old_keys + i * K, K * sizeof(uint64_t))
                self.vals[j] = old_vals[i]
        free(old_keys)
        free(old_vals)
        return 0

    cdef int _store(self, const uint64_t *key, uint8_t v) except -1:
        cdef Py_ssize_t i
        if 2 * (self.size + 1) > self.cap:
            self._grow()
        i = self._slot(key)
        if self.vals[i] == EMPTY:
            memcpy(self.keys + i * self.K, key, self.K * sizeof(uint64_t))
            self.size += 1
        self.vals[i] = v
        return 0

    cdef int _push_room(self, Py_ssize_t depth) except -1:
        cdef Py_ssize_t c
        if depth < self.stack_cap:
            return 0
        c = self.stack_cap * 2
        self.stack_keys = <uint64_t *> realloc(self.stack_keys, c * self.K * sizeof(uint64_t))
        self.stack_next = <int64_t *> realloc(self.stack_next, c * sizeof(int64_t))
        self.stack_moved = <uint8_t *> realloc(self.stack_moved, c)
        if not (self.stack_keys and self.stack_next and self.stack_moved):
            raise MemoryError()
        self.stack_cap = c
        return 0

    def is_p(self, const uint8_t[::1] counts, Py_ssize_t limit=-1, progress=None) -> bool:
        """True when the sum with counts[h - 1] heaps of size h (h = 1..n) is a misère
        P-position. Raises CountOverflow when a position below it holds more than 255 heaps of
        one size, KeyboardInterrupt on Ctrl-C (checked every 2^16 positions searched), and
        OverBudget when `limit` >= 0 and the table remembers more than `limit` positions
        (checked every 2^10; the table keeps what it has learnt). `progress`, when given, is
        called with no argument every 2^16 positions searched (a progress bar's redraw); what
        it raises ends the search (the table keeps what it has learnt)."""
        cdef int K = self.K, n = self.n, b
        cdef uint64_t *root = <uint64_t *> calloc(K, sizeof(uint64_t))
        cdef Py_ssize_t i, depth, slot
        cdef int64_t nxt, stop, h, r, a
        cdef uint64_t *key
        cdef uint64_t *child
        cdef uint8_t v
        cdef int64_t steps = 0
        if root == NULL:
            raise MemoryError()
        try:
            for i in range(min(n, counts.shape[0])):
                root[i >> 3] |= (<uint64_t>counts[i]) << (8 * (i & 7))
            v = self._value(root)
            if v != EMPTY:
                return v == IS_P
            # Frame d: its key, and `next` = h * 2^32 + r: the next heap size h and option row r
            # to try (r = -1: start h's rows); moved: whether it has any option.
            depth = 0
            memcpy(self.stack_keys, root, K * sizeof(uint64_t))
            self.stack_next[0] = 1LL << 32
            self.stack_moved[0] = 0
            while depth >= 0:
                key = self.stack_keys + depth * K
                nxt = self.stack_next[depth]
                h = nxt >> 32
                r = nxt & 0xFFFFFFFF
                # The option the frame points at: heap sizes h.. present, rows from r.
                while h <= n:
                    b = <int>(h - 1)
                    if ((key[b >> 3] >> (8 * (b & 7))) & 0xFF) == 0 or self.optptr[h] == self.optptr[h + 1]:
                        h += 1
                        r = 0
                        continue
                    if r == 0:
                        r = self.optptr[h]
                    if r >= self.optptr[h + 1]:
                        h += 1
                        r = 0
                        continue
                    break
                if h > n:  # every option searched and none is P: P if there was one at all
                    self._store(key, IS_P if self.stack_moved[depth] else IS_N)
                    depth -= 1
                    continue
                self.stack_moved[depth] = 1
                self.stack_next[depth] = (h << 32) | r
                self._push_room(depth + 1)
                key = self.stack_keys + depth * K  # the stack may have moved
                child = self.stack_keys + (depth + 1) * K
                memcpy(child, key, K * sizeof(uint64_t))
                b = <int>(h - 1)
                child[b >> 3] -= (<uint64_t>1) << (8 * (b & 7))
                for i in range(self.opt.shape[1]):
                    a = self.opt[r, i]
                    if a == 0:
                        break
                    b = <int>(a - 1)
                    if ((child[b >> 3] >> (8 * (b & 7))) & 0xFF) == 0xFF:
                        raise CountOverflow("a position holds more than 255 heaps of one size")
                    child[b >> 3] += (<uint64_t>1) << (8 * (b & 7))
                v = self._value(child)
                if v == IS_P:  # a move to a P-position: this one is N
                    self._store(key, IS_N)
                    depth -= 1
                elif v == IS_N:  # on to the next option
                    self.stack_next[depth] = (h << 32) | (r + 1)
                else:  # search the option first; the frame looks at it again afterwards
                    steps += 1
                    if (steps & 0xFFFF) == 0:
                        if interrupted():
                            reraise()
                        if progress is not None:
                            progress()
                    if (steps & 0x3FF) == 0 and 0 <= limit < self.size:
                        raise OverBudget(f"more than {limit:,} positions")
                    depth += 1
                    self.stack_next[depth] = 1LL << 32
                    self.stack_moved[depth] = 0
            slot = self._slot(root)
            return self.vals[slot] == IS_P
        finally:
            free(root)


# ---------------------------------------------------------------------------------------------
# The signature search.
#
# A signature is a record of uint64 words: phi, a flag (0: the empty position, 1: a position
# with at least one heap, 2: "forever", some heap has an option in P whatever is added), the
# number of pairs, then each pair as its key d followed by the W words of its state mask, pairs
# in increasing d (a "forever" record has no pairs). The flag keeps a non-empty position whose
# unions were all cut away apart from the empty one: it has a move. Records sit one after another in an arena; `off[s]` is where
# record s starts, `par[s]` and `let[s]` the record and the letter it was first reached from.

#: Results of :func:`signature_search` other than a witness path.
SEARCH_HOLDS = -1
SEARCH_TOO_MANY = -2
SEARCH_NO_MEMORY = -3

cdef enum:
    _HOLDS = -1
    _TOO_MANY = -2
    _NO_MEMORY = -3
    _STOPPED = -4
    # off, par, hash (int64/uint64), let (int32) and dead (uint8) per signature, and two list
    # entries (int64) for the kept ones of its phi (a list grows by doubling)
    _SIG_BYTES = 8 * 3 + 4 + 1 + 2 * 8


cdef struct SigSearch:
    int nq, L, W
    const int32_t *delta      # nq x L
    const uint8_t *accept     # nq
    const uint64_t *wmask     # L x W
    const uint64_t *reach     # nq x W
    double max_bytes          # the memory the search may hold
    uint64_t *arena
    Py_ssize_t arena_len, arena_cap
    int64_t *off
    int64_t *par
    uint64_t *hsh
    int32_t *let
    Py_ssize_t nsig, sig_cap
    uint64_t *slots           # (upper half of the hash) << 32 | (id + 1); 0 for an empty slot
    Py_ssize_t tcap
    uint64_t *rec             # two records being built (the search works one letter ahead)
    Py_ssize_t rec_words      # the room for one
    uint64_t *acc             # nq x W: the union gathered for each key
    uint64_t *pres            # W: the keys gathered so far
    bint prune                # keep only the signatures that can lead to an N-failure first
    const uint8_t *check      # NULL, or per state: 0 where a failure does not count
    uint8_t *dead             # per signature: held by a later one, not to be expanded
    int64_t **kept            # nq lists: the live signatures of each phi (an antichain)
    int64_t *kept_len
    int64_t *kept_cap
    PyObject *progress        # NULL, or a callable called about every CHECK_EVERY words of work


cdef inline double _held_bytes(SigSearch *S, Py_ssize_t arena_cap, Py_ssize_t sig_cap,
                               Py_ssize_t tcap) noexcept nogil:
    """The bytes the search holds with these capacities (scratch included)."""
    cdef double scratch = 8.0 * (2 * (3 + <double>S.nq * (S.W + 1)) + <double>S.nq * S.W + S.W)
    return 8.0 * arena_cap + <double>_SIG_BYTES * sig_cap + 8.0 * tcap + scratch


cdef inline Py_ssize_t _rec_len(const uint64_t *r, int W) noexcept nogil:
    return <Py_ssize_t>(3 + r[2] * <uint64_t>(W + 1))


cdef bint _fails(SigSearch *S, const uint64_t *r) noexcept nogil:
    """Whether the local misère condition breaks at the signature: Phi(G) in P must hold
    exactly when G has a heap and no heap has an option in P."""
    cdef bint acc_phi = S.accept[r[0]] != 0
    cdef uint64_t p, n = r[2], d
    cdef const uint64_t *e
    cdef int W = S.W
    if S.check != NULL and S.check[r[0]] == 0:
        return False
    if r[1] == 2:  # some heap has an option in P, whatever is added
        return acc_phi
    for p in range(n):
        e = r + 3 + p * (W + 1)
        d = e[0]
        if (e[1 + (d >> 6)] >> (d & 63)) & 1:  # hot: a heap has an option in P
            return acc_phi
    return acc_phi != (r[1] == 1)  # a heap and no option in P: P; no heap at all: N


cdef Py_ssize_t _step(SigSearch *S, const uint64_t *r, int j, uint64_t *rec) noexcept nogil:
    """Build in `rec` the signature reached from `r` by adding letter j; return its length.

    Every key d moves to delta[d, j] (unions merge when keys meet), the key phi joins with
    wmask[j]; each union is cut to reach[key], empty ones are dropped, and one that covers
    reach[key] turns the record into the "forever" one.
    """
    cdef int W = S.W, L = S.L, k, w, b
    cdef uint64_t phi = r[0], n = r[2], p, bits, m
    cdef uint64_t *a
    cdef uint64_t *out
    cdef const uint64_t *e
    cdef const uint64_t *src
    cdef const uint64_t *rr
    cdef int64_t d2
    cdef uint64_t npairs = 0
    cdef bint forever = False, equal, nonzero
    rec[0] = <uint64_t>S.delta[phi * L + j]
    if r[1] == 2:
        rec[1] = 2
        rec[2] = 0
        return 3
    for p in range(n + 1):
        if p < n:
            e = r + 3 + p * (W + 1)
            d2 = S.delta[e[0] * L + j]
            src = e + 1
        else:  # the new key: phi, with the states from which letter j has an option in P
            d2 = <int64_t>phi
            src = S.wmask + <Py_ssize_t>j * W
        a = S.acc + d2 * W
        if (S.pres[d2 >> 6] >> (d2 & 63)) & 1:
            for k in range(W):
                a[k] |= src[k]
        else:
            S.pres[d2 >> 6] |= (<uint64_t>1) << (d2 & 63)
            for k in range(W):
                a[k] = src[k]
    out = rec + 3
    for w in range(W):
        bits = S.pres[w]
        S.pres[w] = 0
        while bits and not forever:
            b = ctz(bits)
            bits &= bits - 1
            d2 = (<int64_t>w << 6) | b
            a = S.acc + d2 * W
            rr = S.reach + d2 * W
            equal = True
            nonzero = False
            for k in range(W):
                m = a[k] & rr[k]
                out[1 + k] = m
                if m != rr[k]:
                    equal = False
                if m:
                    nonzero = True
            if equal:
                forever = True
            elif nonzero:
                out[0] = <uint64_t>d2
                out += W + 1
                npairs += 1
    if forever:
        rec[1] = 2
        rec[2] = 0
        return 3
    rec[1] = 1  # the position now holds a heap
    rec[2] = npairs
    return 3 + <Py_ssize_t>npairs * (W + 1)


cdef inline uint64_t _slot_entry(uint64_t h, Py_ssize_t s) noexcept nogil:
    """What a hash slot holds for signature s of hash h: the hash's upper half beside s + 1 (0
    is an empty slot), so a probe that meets another signature rarely touches its record."""
    return (h & 0xFFFFFFFF00000000ULL) | <uint64_t>(s + 1)


cdef bint _grow_sigs(SigSearch *S) noexcept nogil:
    """Double the per-signature arrays and the hash table; False when the memory limit or the
    allocator refuses."""
    cdef Py_ssize_t cap = S.sig_cap * 2, tcap = S.tcap * 2, i, slot
    cdef int64_t *off
    cdef int64_t *par
    cdef uint64_t *hsh
    cdef int32_t *let
    cdef uint8_t *dead
    cdef uint64_t *slots
    if _held_bytes(S, S.arena_cap, cap, tcap) > S.max_bytes:
        return False
    off = <int64_t *> realloc(S.off, cap * sizeof(int64_t))
    if off == NULL:
        return False
    S.off = off
    par = <int64_t *> realloc(S.par, cap * sizeof(int64_t))
    if par == NULL:
        return False
    S.par = par
    hsh = <uint64_t *> realloc(S.hsh, cap * sizeof(uint64_t))
    if hsh == NULL:
        return False
    S.hsh = hsh
    let = <int32_t *> realloc(S.let, cap * sizeof(int32_t))
    if let == NULL:
        return False
    S.let = let
    dead = <uint8_t *> realloc(S.dead, cap * sizeof(uint8_t))
    if dead == NULL:
        return False
    S.dead = dead
    S.sig_cap = cap
    slots = <uint64_t *> calloc(tcap, sizeof(uint64_t))
    if slots == NULL:
        return False
    free(S.slots)
    S.slots = slots
    S.tcap = tcap
    for i in range(S.nsig):
        slot = <Py_ssize_t>(S.hsh[i] & <uint64_t>(tcap - 1))
        while slots[slot]:
            slot = (slot + 1) & (tcap - 1)
        slots[slot] = _slot_entry(S.hsh[i], i)
    return True


cdef int _insert(SigSearch *S, const uint64_t *rec, Py_ssize_t length, uint64_t h,
                 int64_t parent, int j) noexcept nogil:
    """Add `rec` (of `length` words, hash h = _mix_long(rec, length)) as a new signature reached
    from `parent` by letter j unless it is known: 1 when added, 0 when known, _NO_MEMORY when it
    does not fit."""
    cdef Py_ssize_t mask = S.tcap - 1
    cdef Py_ssize_t slot = <Py_ssize_t>(h & <uint64_t>mask), cap
    cdef int64_t s
    cdef uint64_t *arena
    cdef uint64_t v
    while S.slots[slot]:
        v = S.slots[slot]
        if (v ^ h) >> 32 == 0:  # the same upper half (see _slot_entry)
            s = <int64_t>(v & 0xFFFFFFFFULL) - 1
            if (_rec_len(S.arena + S.off[s], S.W) == length
                    and memcmp(S.arena + S.off[s], rec, length * sizeof(uint64_t)) == 0):
                return 0
        slot = (slot + 1) & mask
    if S.prune and rec[1] != 0:
        # A "forever" record is never an N-failure, nor is anything past it; a record that
        # holds a kept one of its phi only leads to N-failures the kept one leads to first.
        if rec[1] == 2 or _held(S, rec):
            return 0
    if S.arena_len + length > S.arena_cap:
        cap = S.arena_cap * 2
        while cap < S.arena_len + length:
            cap *= 2
        if _held_bytes(S, cap, S.sig_cap, S.tcap) > S.max_bytes:
            return _NO_MEMORY
        arena = <uint64_t *> realloc(S.arena, cap * sizeof(uint64_t))
        if arena == NULL:
            return _NO_MEMORY
        S.arena = arena
        S.arena_cap = cap
    if S.nsig + 1 >= <Py_ssize_t>0xFFFFFFFFLL:  # ids are kept in 32 bits
        return _NO_MEMORY
    if 2 * (S.nsig + 1) > S.tcap or S.nsig + 1 > S.sig_cap:
        if not _grow_sigs(S):
            return _NO_MEMORY
        mask = S.tcap - 1
        slot = <Py_ssize_t>(h & <uint64_t>mask)
        while S.slots[slot]:
            slot = (slot + 1) & mask
    memcpy(S.arena + S.arena_len, rec, length * sizeof(uint64_t))
    s = S.nsig
    S.off[s] = S.arena_len
    S.par[s] = parent
    S.let[s] = j
    S.hsh[s] = h
    S.slots[slot] = _slot_entry(h, s)
    S.arena_len += length
    S.nsig += 1
    if S.prune:
        S.dead[s] = 0
        if rec[1] == 1 and not _keep(S, rec[0], s):
            return _NO_MEMORY
    return 1


cdef bint _inside(const uint64_t *b, const uint64_t *a, int W) noexcept nogil:
    """Whether signature b is inside signature a (both of one phi, with a heap): every key
    of b is a key of a, with its union inside a's. Then any heaps added to both keep b's
    unions inside a's, so where a's position has no option in P neither has b's."""
    cdef uint64_t nb = b[2], na = a[2], p, pa = 0, d
    cdef const uint64_t *eb
    cdef const uint64_t *ea
    cdef int k
    for p in range(nb):
        eb = b + 3 + p * (W + 1)
        d = eb[0]
        while pa < na and a[3 + pa * (W + 1)] < d:
            pa += 1
        if pa == na:
            return False
        ea = a + 3 + pa * (W + 1)
        if ea[0] != d:
            return False
        for k in range(W):
            if eb[1 + k] & ~ea[1 + k]:
                return False
        pa += 1
    return True


cdef bint _held(SigSearch *S, const uint64_t *rec) noexcept nogil:
    """Whether a kept signature of rec's phi is inside rec. When none is, the kept ones that
    rec is inside are dropped from the list and marked dead (the list stays an antichain, so
    the two cases never meet in one call)."""
    cdef uint64_t phi = rec[0]
    cdef int64_t *lst = S.kept[phi]
    cdef int64_t n = S.kept_len[phi], i, live = 0
    cdef const uint64_t *b
    for i in range(n):
        b = S.arena + S.off[lst[i]]
        if _inside(b, rec, S.W):
            return True
        if _inside(rec, b, S.W):
            S.dead[lst[i]] = 1
        else:
            lst[live] = lst[i]
            live += 1
    S.kept_len[phi] = live
    return False


cdef bint _keep(SigSearch *S, uint64_t phi, int64_t s) noexcept nogil:
    """Add signature s to the kept list of its phi; False when out of memory."""
    cdef int64_t cap = S.kept_cap[phi]
    cdef int64_t *lst
    if S.kept_len[phi] == cap:
        cap = 8 if cap == 0 else 2 * cap
        lst = <int64_t *> realloc(S.kept[phi], cap * sizeof(int64_t))
        if lst == NULL:
            return False
        S.kept[phi] = lst
        S.kept_cap[phi] = cap
    S.kept[phi][S.kept_len[phi]] = s
    S.kept_len[phi] += 1
    return True


cdef bint _pulse(SigSearch *S, int64_t *work, int64_t steps) noexcept nogil:
    """tick() with the search's progress callable: every CHECK_EVERY steps, look for Ctrl-C and
    call S.progress. True when either raised (the exception is left pending for reraise())."""
    cdef PyObject *r
    work[0] += steps
    if work[0] < CHECK_EVERY:
        return False
    work[0] = 0
    if interrupted():
        return True
    if S.progress == NULL:
        return False
    with gil:
        r = PyObject_CallNoArgs(S.progress)
        if r == NULL:
            return True
        Py_XDECREF(r)
    return False


cdef int64_t _search(SigSearch *S, int64_t max_signatures) noexcept nogil:
    """The breadth-first search: the id of the first failing signature in BFS order (with
    S.prune, among the signatures kept), or _HOLDS, _TOO_MANY (more than max_signatures seen
    once a level is done), _NO_MEMORY or _STOPPED (Ctrl-C).

    The successors of a signature are inserted in letter order, each one letter behind its
    construction: the record of letter j is built and its hash slot fetched while that of
    letter j - 1 is looked up (the slots are mostly cache misses)."""
    cdef int64_t head = 0, level_end = 1, work = 0
    cdef Py_ssize_t length = 0, prev_length = 0
    cdef uint64_t h = 0, prev_h = 0
    cdef uint64_t *rec
    cdef uint64_t *prev
    cdef int j, r
    cdef bint full = False
    rec = S.rec
    rec[0] = 0
    rec[1] = 0
    rec[2] = 0
    if _insert(S, rec, 3, _mix_long(rec, 3), -1, -1) != 1:
        return _NO_MEMORY
    while True:
        if head == level_end:  # a level is done
            if S.nsig > max_signatures:
                return _TOO_MANY
            if head == S.nsig:
                return _HOLDS
            level_end = S.nsig
        if S.prune and S.dead[head]:  # held by a later signature: it goes nowhere new
            head += 1
            continue
        if _fails(S, S.arena + S.off[head]):
            return head
        # Past the limit the search only looks for failures in the rest of this level: it
        # stops with _TOO_MANY at the level's end anyway, so later signatures never matter.
        if not full:
            for j in range(S.L + 1):
                if j < S.L:
                    # the arena may move while inserting: find the record again each time
                    rec = S.rec + (j & 1) * S.rec_words
                    length = _step(S, S.arena + S.off[head], j, rec)
                    h = _mix_long(rec, length)
                    prefetch(&S.slots[h & <uint64_t>(S.tcap - 1)])
                if j > 0:
                    prev = S.rec + ((j - 1) & 1) * S.rec_words
                    r = _insert(S, prev, prev_length, prev_h, head, j - 1)
                    if r == _NO_MEMORY:
                        return _NO_MEMORY
                    if _pulse(S, &work, prev_length + 8):
                        return _STOPPED
                prev_length, prev_h = length, h
            full = S.nsig > max_signatures
        head += 1


cdef int _check_states(const int32_t[:, ::1] delta, str who) except -1:
    """Raise ValueError (naming `who`) unless every entry of `delta` is a state (a row)."""
    cdef Py_ssize_t ns = delta.shape[0], i
    cdef int j
    for i in range(ns):
        for j in range(delta.shape[1]):
            if delta[i, j] < 0 or delta[i, j] >= ns:
                raise ValueError(f"{who}: delta[{i}, {j}] is not a state")
    return 0


def signature_search(const int32_t[:, ::1] delta, const uint8_t[::1] accept,
                     const uint64_t[:, ::1] wmask, const uint64_t[:, ::1] reach,
                     int64_t max_signatures, double max_bytes, bint prune=False,
                     const uint8_t[::1] check=None, progress=None):
    """Breadth-first search over the signatures reachable from the empty position, for the
    first one where the local misère condition fails.

    Parameters
    ----------
    delta : int32 array (nq, L)
        ``delta[q, j]``: the state after adding letter j to state q (state 0 the identity).
    accept : uint8 array (nq,)
        Non-zero for the states of the P-portion.
    wmask : uint64 array (L, W)
        Bitset (W = ceil(nq / 64) words, state q is bit q % 64 of word q // 64) of the states
        from which an option of letter j lands in the P-portion.
    reach : uint64 array (nq, W)
        Bitset of the states reachable from q by adding letters (q included).
    max_signatures : int
        The search gives up once a level ends with more signatures seen.
    max_bytes : float
        The memory the search may hold; it gives up rather than grow beyond it.
    prune : bool
        Look for N-failures only (a position with a heap whose options all miss P while its
        state is not in P), which makes the search much smaller: "forever" signatures are
        dropped, and so is a signature that holds (is a superset of, key by key) one already
        kept for its phi, since every N-failure past it is an N-failure past the kept one; a
        kept signature that a later one is inside is not expanded. The caller then has to
        look for the other failures itself (a state q of the P-portion reached from a state
        from which a letter's option lands in P, or an accepting identity), which needs no
        search. The failure found need not be the first in breadth-first order, and
        `max_signatures` counts the signatures kept.
    check : uint8 array (nq,), optional
        Where given, a failure counts only at a position whose state q has ``check[q]``
        non-zero (the search still passes through the other states).
    progress : callable, optional
        Called with no argument about every 10^6 words of work (a progress bar's redraw);
        what it raises ends the search and is raised here.

    Returns
    -------
    list of int or int
        The letters (indices j) along the breadth-first path from the empty position to the
        first failing signature, or ``SEARCH_HOLDS`` when none fails, ``SEARCH_TOO_MANY`` or
        ``SEARCH_NO_MEMORY`` when it gave up. Raises KeyboardInterrupt on Ctrl-C (looked for
        about every 10^6 words of work).

    Notes
    -----
    O(signatures x L x (keys x W + nq / 64)) time, and with `prune` also O(kept of the phi x
    keys x W) per new signature; memory O(signatures x keys x W) words.
    """
    cdef SigSearch S
    cdef int64_t res, s
    cdef int q, j
    cdef int nq = delta.shape[0], L = delta.shape[1], W
    if nq < 1:
        raise ValueError("the automaton needs at least one state")
    W = (nq + 63) // 64
    if (accept.shape[0] != nq or wmask.shape[0] != L or wmask.shape[1] != W
            or reach.shape[0] != nq or reach.shape[1] != W
            or (check is not None and check.shape[0] != nq)):
        raise ValueError("signature_search: array shapes do not match")
    _check_states(delta, "signature_search")
    memset(&S, 0, sizeof(SigSearch))
    S.nq, S.L, S.W = nq, L, W
    S.delta = &delta[0, 0] if L > 0 else NULL
    S.accept = &accept[0]
    S.wmask = &wmask[0, 0] if L > 0 else NULL
    S.reach = &reach[0, 0]
    S.max_bytes = max_bytes
    S.prune = prune
    S.check = &check[0] if check is not None else NULL
    S.progress = <PyObject *> progress if progress is not None else NULL
    S.arena_cap = 1 << 12
    S.sig_cap = 1 << 10
    S.tcap = 1 << 11
    res = _NO_MEMORY
    try:
        if _held_bytes(&S, S.arena_cap, S.sig_cap, S.tcap) <= max_bytes:
            S.arena = <uint64_t *> malloc(S.arena_cap * sizeof(uint64_t))
            S.off = <int64_t *> malloc(S.sig_cap * sizeof(int64_t))
            S.par = <int64_t *> malloc(S.sig_cap * sizeof(int64_t))
            S.hsh = <uint64_t *> malloc(S.sig_cap * sizeof(uint64_t))
            S.let = <int32_t *> malloc(S.sig_cap * sizeof(int32_t))
            S.slots = <uint64_t *> calloc(S.tcap, sizeof(uint64_t))
            S.rec_words = 3 + <Py_ssize_t>nq * (W + 1)
            S.rec = <uint64_t *> malloc(2 * S.rec_words * sizeof(uint64_t))
            S.acc = <uint64_t *> malloc(<Py_ssize_t>nq * W * sizeof(uint64_t))
            S.pres = <uint64_t *> calloc(W, sizeof(uint64_t))
            S.dead = <uint8_t *> malloc(S.sig_cap * sizeof(uint8_t))
            S.kept = <int64_t **> calloc(nq, sizeof(int64_t *))
            S.kept_len = <int64_t *> calloc(nq, sizeof(int64_t))
            S.kept_cap = <int64_t *> calloc(nq, sizeof(int64_t))
            if (S.arena and S.off and S.par and S.hsh and S.let and S.slots and S.rec and S.acc
                    and S.pres and S.dead and S.kept and S.kept_len and S.kept_cap):
                with nogil:
                    res = _search(&S, max_signatures)
        if res == _STOPPED:
            reraise()
        if res < 0:
            return int(res)
        path = []
        s = res
        while S.par[s] >= 0:
            path.append(S.let[s])
            s = S.par[s]
        path.reverse()
        return path
    finally:
        free(S.arena)
        free(S.off)
        free(S.par)
        free(S.hsh)
        free(S.let)
        free(S.slots)
        free(S.rec)
        free(S.acc)
        free(S.pres)
        free(S.dead)
        if S.kept:
            for q in range(nq):
                free(S.kept[q])
        free(S.kept)
        free(S.kept_len)
        free(S.kept_cap)


# -- marking and reducing trial quotients (grundy.misere._extend) ----------------------------

cdef inline bint _before(int64_t k1, int32_t v1, int64_t k2, int32_t v2) noexcept nogil:
    return k1 < k2 or (k1 == k2 and v1 < v2)


cdef inline void _heap_push(int64_t *key, int32_t *val, Py_ssize_t *n, int64_t k,
                            int32_t v) noexcept nogil:
    """Push (k, v) on the binary heap of n entries, ordered by key, then value."""
    cdef Py_ssize_t i = n[0], p
    n[0] += 1
    while i > 0:
        p = (i - 1) >> 1
        if not _before(k, v, key[p], val[p]):
            break
        key[i], val[i] = key[p], val[p]
        i = p
    key[i], val[i] = k, v


cdef inline void _heap_pop(int64_t *key, int32_t *val, Py_ssize_t *n) noexcept nogil:
    """Remove the least entry (the first) of the binary heap of n entries."""
    cdef Py_ssize_t i = 0, c, m
    cdef int64_t k
    cdef int32_t v
    n[0] -= 1
    m = n[0]
    k, v = key[m], val[m]
    while True:
        c = 2 * i + 1
        if c >= m:
            break
        if c + 1 < m and _before(key[c + 1], val[c + 1], key[c], val[c]):
            c += 1
        if not _before(key[c], val[c], k, v):
            break
        key[i], val[i] = key[c], val[c]
        i = c
    key[i], val[i] = k, v


cdef inline int32_t _land(const int32_t *delta, int nl, const int32_t *opts, int ow,
                          Py_ssize_t o, int32_t d) noexcept nogil:
    """The state that option o (its up to ow heaps left, -1 for none) reaches from state d."""
    cdef int i
    cdef int32_t x
    for i in range(ow):
        x = opts[o * ow + i]
        if x >= 0:
            d = delta[<Py_ssize_t>d * nl + x]
    return d


cdef inline int _hit(const int32_t *delta, int nl, const int64_t *optptr, const int32_t *opts,
                     int ow, const uint8_t *accept, int8_t *hit, int32_t d, int j) noexcept nogil:
    """Whether an option of letter j from state d lands in P (every state marked), kept."""
    cdef int hv = hit[<Py_ssize_t>d * nl + j]
    cdef Py_ssize_t o
    if hv >= 0:
        return hv
    hv = 0
    for o in range(optptr[j], optptr[j + 1]):
        if accept[_land(delta, nl, opts, ow, o, d)]:
            hv = 1
            break
    hit[<Py_ssize_t>d * nl + j] = hv
    return hv


cdef inline bint _colex_less(const uint8_t *a, int ja, const uint8_t *b, int jb,
                            int nl) noexcept nogil:
    """Whether word a plus letter ja comes before word b plus letter jb (counts per letter)
    when the counts are compared from the last letter down."""
    cdef int j, ca, cb
    for j in range(nl - 1, -1, -1):
        ca = a[j] + (j == ja)
        cb = b[j] + (j == jb)
        if ca != cb:
            return ca < cb
    return False


cdef int64_t _mark(const int32_t *delta, Py_ssize_t ns, int nl, const int64_t *weights,
                   const int64_t *optptr, const int32_t *opts, int ow, uint8_t *accept, bint screen,
                   int32_t *parent, int32_t *last, int32_t *found) noexcept nogil:
    """The body of mark_p_portion (ow: the width of a row of opts): 0, or -1 (no memory), -2 (an option not lighter than its
    heap), -3 (Ctrl-C). parent and last (ns each) receive the tree of lightest words; with
    `screen`, found[0], found[1] the state s and letter j of the least failure (see below)
    at the lightest word of s plus heap j (-1 when there is none)."""
    cdef int64_t INF = 0x7FFFFFFFFFFFFFFF
    cdef int64_t *dist = <int64_t *> malloc(ns * sizeof(int64_t))
    cdef int32_t *without = <int32_t *> malloc(ns * nl * sizeof(int32_t))
    cdef int8_t *hit = <int8_t *> malloc(ns * nl * sizeof(int8_t))
    cdef uint8_t *settled = <uint8_t *> calloc(ns, sizeof(uint8_t))
    cdef int32_t *order = <int32_t *> malloc(ns * sizeof(int32_t))
    cdef Py_ssize_t cap = ns + 16, n = 0, nset = 0
    cdef int64_t *hkey = <int64_t *> malloc(cap * sizeof(int64_t))
    cdef int32_t *hval = <int32_t *> malloc(cap * sizeof(int32_t))
    cdef int64_t *k2
    cdef int32_t *v2
    cdef int64_t k, nk, res = 0, work = 0
    cdef int32_t s, p, l, w, t, d, x
    cdef int j, i, hv, isp
    cdef Py_ssize_t o, r
    cdef uint8_t *cnt
    found[0] = found[1] = -1
    if not (dist and without and hit and settled and order and hkey and hval):
        res = -1
    else:
        for r in range(ns):
            dist[r] = INF
        memset(hit, 0xFF, ns * nl * sizeof(int8_t))
        for j in range(nl):
            without[j] = -1
        dist[0] = 0
        parent[0] = last[0] = -1
        _heap_push(hkey, hval, &n, 0, 0)
        while n > 0:
            k, s = hkey[0], hval[0]
            _heap_pop(hkey, hval, &n)
            if settled[s] or k != dist[s]:
                continue
            order[nset] = s
            nset += 1
            if s != 0:
                # without[s, j]: the state of s's lightest word less one heap j (-1: no such
                # heap), from its parent's row: the word is the parent's and the heap `last`.
                p, l = parent[s], last[s]
                for j in range(nl):
                    w = without[<Py_ssize_t>p * nl + j]
                    without[<Py_ssize_t>s * nl + j] = delta[<Py_ssize_t>w * nl + l] if w >= 0 else -1
                without[<Py_ssize_t>s * nl + l] = p
                isp = 1
                for j in range(nl):
                    d = without[<Py_ssize_t>s * nl + j]
                    if d < 0:
                        continue
                    if hit[<Py_ssize_t>d * nl + j] < 0:
                        # Every option of the word is lighter: its state is settled.
                        for o in range(optptr[j], optptr[j + 1]):
                            if not settled[_land(delta, nl, opts, ow, o, d)]:
                                res = -2
                        if res:
                            break
                        work += optptr[j + 1] - optptr[j]
                    if _hit(delta, nl, optptr, opts, ow, accept, hit, d, j):
                        isp = 0
                        break
                if res:
                    break
                accept[s] = isp
            settled[s] = 1  # after its own options: none of them may land on it
            for j in range(nl):
                t = delta[<Py_ssize_t>s * nl + j]
                nk = k + weights[j] * (1 << 20) - 1
                if nk < dist[t]:
                    dist[t], parent[t], last[t] = nk, s, j
                    if n == cap:
                        cap *= 2
                        k2 = <int64_t *> realloc(hkey, cap * sizeof(int64_t))
                        if k2 == NULL:
                            res = -1
                            break
                        hkey = k2
                        v2 = <int32_t *> realloc(hval, cap * sizeof(int32_t))
                        if v2 == NULL:
                            res = -1
                            break
                        hval = v2
                    _heap_push(hkey, hval, &n, nk, t)
            if res:
                break
            if tick(&work, nl + 8):
                res = -3
                break
        if screen and res == 0:
            # The lightest words satisfy the misère recursion by construction; look at each
            # lightest word plus one heap: a move to P is an option of the new heap j, or of
            # a heap i of the word (from the word less i, plus j). Of the failures, keep the
            # least in the order of MisereSolver's words: compare the counts of the heaps
            # from the largest heap down.
            cnt = <uint8_t *> calloc(ns * nl, sizeof(uint8_t))
            if cnt == NULL:
                res = -1
            for r in range(nset if cnt != NULL else 0):
                s = order[r]
                if s != 0:
                    p, l = parent[s], last[s]
                    memcpy(&cnt[<Py_ssize_t>s * nl], &cnt[<Py_ssize_t>p * nl], nl)
                    if cnt[<Py_ssize_t>s * nl + l] < 255:
                        cnt[<Py_ssize_t>s * nl + l] += 1
                for j in range(nl):
                    t = delta[<Py_ssize_t>s * nl + j]
                    hv = _hit(delta, nl, optptr, opts, ow, accept, hit, s, j)
                    i = 0
                    while not hv and i < nl:
                        d = without[<Py_ssize_t>s * nl + i]
                        if d >= 0:
                            hv = _hit(delta, nl, optptr, opts, ow, accept, hit,
                                      delta[<Py_ssize_t>d * nl + j], i)
                        i += 1
                    if accept[t] == hv and (found[0] < 0 or _colex_less(
                            &cnt[<Py_ssize_t>s * nl], j,
                            &cnt[<Py_ssize_t>found[0] * nl], found[1], nl)):
                        found[0], found[1] = s, j
                if tick(&work, nl * (nl + 4)):
                    res = -3
                    break
            free(cnt)
    free(dist)
    free(without)
    free(hit)
    free(settled)
    free(order)
    free(hkey)
    free(hval)
    return res


def mark_p_portion(const int32_t[:, ::1] delta, const int64_t[::1] weights,
                   const int64_t[::1] optptr, const int32_t[:, ::1] opts, bint screen=False):
    """The P-portion of a trial automaton by marking: each state takes the outcome of its
    lightest word, P when the word has a move and none of its options lands in P.

    Parameters
    ----------
    delta : int32 array (ns, L)
        ``delta[s, j]``: the state after adding letter j (a heap) to state s; state 0 is the
        empty position, and every state must be reachable from it.
    weights : int64 array (L,)
        The tokens of each letter's heap (at least 1).
    optptr, opts : int64 array (L + 1,), int32 array (M, w)
        The options of letter j are the rows ``opts[optptr[j]:optptr[j + 1]]``, each the
        letters of the heaps it leaves, padded with -1. An option must be lighter than its
        heap: fewer tokens, or as many in more heaps.
    screen : bool
        Also look for a failure of the misère recursion at the lightest word of each state
        plus one heap.

    Returns
    -------
    accept : numpy.ndarray
        uint8 (ns,): 1 for the states marked P.
    failure : list of int or None
        With `screen`, the letters of the least such failure, None when there is none (the
        trial may still fail elsewhere). Words are ordered as MisereSolver orders them: by
        the count of the last letter, then of the one before, and so on (counts above 255
        compare as 255).

    Notes
    -----
    A word weighs (tokens, -heaps), compared in that order; the lightest word of each state
    comes from Dijkstra's algorithm from state 0 (states settled in the order (weight, state),
    each relaxing its letters in order, a state's word changing only for a lighter one).
    Every option of a word is lighter than the word, so its state was settled (and marked)
    first: the marking is well founded. For the lightest word w of a state s and each heap j
    of w, the state of w less one j comes from the same row of w's parent; whether an option
    of j from a state lands in P is kept per (state, letter). O(ns x L x (log(ns L) + options
    per letter)) time, and with `screen` O(ns x L^2) more; O(ns x L) memory. Raises
    ValueError on bad arrays or an option that is not lighter than its heap, MemoryError,
    KeyboardInterrupt on Ctrl-C.
    """
    cdef Py_ssize_t ns = delta.shape[0], i
    cdef int nl = delta.shape[1], j
    cdef int64_t res
    cdef int32_t found[2]
    if ns < 1:
        raise ValueError("mark_p_portion: the automaton needs at least one state")
    if weights.shape[0] != nl or optptr.shape[0] != nl + 1 or opts.shape[1] < 1:
        raise ValueError("mark_p_portion: array shapes do not match")
    if optptr[0] != 0 or optptr[nl] != opts.shape[0]:
        raise ValueError("mark_p_portion: optptr does not cover opts")
    for j in range(nl):
        if weights[j] < 1 or weights[j] >= (1 << 40) or optptr[j + 1] < optptr[j]:
            raise ValueError(f"mark_p_portion: bad weight or option range for letter {j}")
    _check_states(delta, "mark_p_portion")
    for i in range(opts.shape[0]):
        for j in range(opts.shape[1]):
            if opts[i, j] < -1 or opts[i, j] >= nl:
                raise ValueError(f"mark_p_portion: opts[{i}, {j}] is not a letter")
    out = np.zeros(ns, np.uint8)
    par = np.empty(ns, np.int32)
    let = np.empty(ns, np.int32)
    cdef uint8_t[::1] acc = out
    cdef int32_t[::1] par_v = par, let_v = let
    with nogil:
        res = _mark(&delta[0, 0] if nl > 0 else NULL, ns, nl,
                    &weights[0] if nl > 0 else NULL, &optptr[0],
                    &opts[0, 0] if opts.shape[0] > 0 else NULL, <int>opts.shape[1], &acc[0], screen,
                    &par_v[0], &let_v[0], found)
    if res == -1:
        raise MemoryError("mark_p_portion: out of memory")
    if res == -2:
        raise ValueError("mark_p_portion: an option is not lighter than its heap")
    if res == -3:
        reraise()
    if found[0] < 0:
        return out, None
    word = [found[1]]
    s = found[0]
    while par_v[s] >= 0:
        word.append(let_v[s])
        s = par_v[s]
    word.reverse()
    return out, word


def refine_classes(const int32_t[:, ::1] delta, const uint8_t[::1] accept):
    """The classes of indistinguishable states of a complete automaton (Moore's partition
    refinement): ``cls[s]`` for each state, and the number of classes.

    Two states are in one class when every word leads both into accepting states or both
    out of them. Each round splits the classes by (class, classes of the successors), kept
    in an open-addressing table of signatures, until no class splits. O(rounds x ns x L) time
    for ns states and L letters, rounds at most the length of the longest shortest word
    telling two states apart plus one; O(ns x L) memory (beside the inputs).
    """
    cdef Py_ssize_t ns = delta.shape[0], i, cap, slot, r
    cdef int nl = delta.shape[1], j
    cdef int32_t count, new_count, c
    cdef uint64_t h
    if accept.shape[0] != ns:
        raise ValueError("refine_classes: array shapes do not match")
    _check_states(delta, "refine_classes")
    cls_arr = np.zeros(ns, np.int32)
    cdef int32_t[::1] cls = cls_arr
    cdef int32_t *nxt = <int32_t *> malloc(max(ns, 1) * sizeof(int32_t))
    cdef int32_t *rep = <int32_t *> malloc(max(ns, 1) * sizeof(int32_t))
    cap = 16
    while cap < 2 * ns:
        cap *= 2
    cdef int32_t *table = <int32_t *> malloc(cap * sizeof(int32_t))
    cdef int64_t work = 0
    cdef bint stopped = False
    if not (nxt and rep and table):
        free(nxt)
        free(rep)
        free(table)
        raise MemoryError("refine_classes: out of memory")
    try:
        with nogil:
            count = 0
            for i in range(ns):
                cls[i] = 1 if accept[i] else 0
            count = 1
            for i in range(ns):
                if cls[i] != cls[0]:
                    count = 2
                    break
            if count == 2 and cls[0] == 1:  # number the classes from 0 as met
                for i in range(ns):
                    cls[i] = 1 - cls[i]
            while True:
                memset(table, 0xFF, cap * sizeof(int32_t))
                new_count = 0
                for i in range(ns):
                    h = _fmix(<uint64_t>cls[i] + 0x9E3779B97F4A7C15ULL)
                    for j in range(nl):
                        h = _fmix(h ^ <uint64_t>cls[delta[i, j]])
                    slot = <Py_ssize_t>(h & <uint64_t>(cap - 1))
                    while True:
                        c = table[slot]
                        if c < 0:
                            table[slot] = new_count
                            rep[new_count] = <int32_t>i
                            nxt[i] = new_count
                            new_count += 1
                            break
                        r = rep[c]
                        if cls[r] == cls[i]:
                            j = 0
                            while j < nl and cls[delta[r, j]] == cls[delta[i, j]]:
                                j += 1
                            if j == nl:
                                nxt[i] = c
                                break
                        slot = (slot + 1) & (cap - 1)
                if tick(&work, ns * (nl + 1)):
                    stopped = True
                    break
                memcpy(&cls[0], nxt, ns * sizeof(int32_t))
                if new_count == count:
                    break
                count = new_count
        if stopped:
            reraise()
    finally:
        free(nxt)
        free(rep)
        free(table)
    return cls_arr, int(count)


def breadth_first(const int32_t[:, ::1] delta, const uint8_t[::1] use):
    """The states reached from state 0 by the letters j with ``use[j]``, in breadth-first
    order (letters in order), each with the state and letter it was first reached from.

    Returns
    -------
    order, parent, letter : numpy.ndarray
        int32 arrays of the k states reached: ``order[i]`` the i-th state, ``parent[i]`` the
        index in `order` of the state it was reached from (-1 for state 0) and ``letter[i]``
        the letter (-1 for state 0). O(ns x L).
    """
    cdef Py_ssize_t ns = delta.shape[0], head = 0, tail = 1
    cdef int nl = delta.shape[1], j
    cdef int32_t s, t
    if use.shape[0] != nl or ns < 1:
        raise ValueError("breadth_first: array shapes do not match")
    _check_states(delta, "breadth_first")
    order_arr = np.empty(ns, np.int32)
    parent_arr = np.empty(ns, np.int32)
    letter_arr = np.empty(ns, np.int32)
    seen_arr = np.zeros(ns, np.uint8)
    cdef int32_t[::1] order = order_arr, parent = parent_arr, letter = letter_arr
    cdef uint8_t[::1] seen = seen_arr
    with nogil:
        order[0], parent[0], letter[0] = 0, -1, -1
        seen[0] = 1
        while head < tail:
            s = order[head]
            for j in range(nl):
                if use[j]:
                    t = delta[s, j]
                    if not seen[t]:
                        seen[t] = 1
                        order[tail], parent[tail], letter[tail] = t, <int32_t>head, j
                        tail += 1
            head += 1
    return order_arr[:tail], parent_arr[:tail], letter_arr[:tail]
