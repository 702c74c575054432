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

from libc.stdint cimport int32_t, int64_t, uint8_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, realloc
from libc.string cimport memcmp, memcpy, memset

from grundy._bits cimport ctz, fmix64 as _fmix, prefetch
from grundy._interrupt cimport interrupted, reraise, tick

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
        The options of heap h are rows optptr[h] .. optptr[h+1]-1 of `opt` (shape (R, 3)):
        the heaps each move leaves (0 for none). Heaps with no move have no rows and must not
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

    def is_p(self, const uint8_t[::1] counts, Py_ssize_t limit=-1) -> bool:
        """True when the sum with counts[h - 1] heaps of size h (h = 1..n) is a misère
        P-position. Raises CountOverflow when a position below it holds more than 255 heaps of
        one size, KeyboardInterrupt on Ctrl-C (checked every 2^16 positions searched), and
        OverBudget when `limit` >= 0 and the table remembers more than `limit` positions
        (checked every 2^10; the table keeps what it has learnt)."""
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
                for i in range(3):
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
                    if (steps & 0xFFFF) == 0 and interrupted():
                        reraise()
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
    uint8_t *dead             # per signature: held by a later one, not to be expanded
    int64_t **kept            # nq lists: the live signatures of each phi (an antichain)
    int64_t *kept_len
    int64_t *kept_cap


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
                    if tick(&work, prev_length + 8):
                        return _STOPPED
                prev_length, prev_h = length, h
            full = S.nsig > max_signatures
        head += 1


def signature_search(const int32_t[:, ::1] delta, const uint8_t[::1] accept,
                     const uint64_t[:, ::1] wmask, const uint64_t[:, ::1] reach,
                     int64_t max_signatures, double max_bytes, bint prune=False):
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
            or reach.shape[0] != nq or reach.shape[1] != W):
        raise ValueError("signature_search: array shapes do not match")
    for q in range(nq):
        for j in range(L):
            if delta[q, j] < 0 or delta[q, j] >= nq:
                raise ValueError(f"signature_search: delta[{q}, {j}] is not a state")
    memset(&S, 0, sizeof(SigSearch))
    S.nq, S.L, S.W = nq, L, W
    S.delta = &delta[0, 0] if L > 0 else NULL
    S.accept = &accept[0]
    S.wmask = &wmask[0, 0] if L > 0 else NULL
    S.reach = &reach[0, 0]
    S.max_bytes = max_bytes
    S.prune = prune
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
