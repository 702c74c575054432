# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernel of the misère quotient engine: the outcome of sums of heaps by memoized
search of the game tree.

A position is the vector of its heap counts, one byte per heap size 1..n packed into K = ceil(n
/ 8) machine words; the memo is an open-addressing hash table over those words. The search is
an explicit-stack depth-first search with cut-off (a position is N as soon as one option is P),
so its depth is bounded by the moves of one play, never by recursion.
"""

from libc.stdint cimport int32_t, int64_t, uint8_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, realloc
from libc.string cimport memcmp, memcpy, memset

from grundy._interrupt cimport interrupted, reraise

cdef enum:
    EMPTY = 0
    IS_N = 1
    IS_P = 2


cdef inline uint64_t _mix(const uint64_t *key, int K) noexcept nogil:
    cdef uint64_t h = 0x9E3779B97F4A7C15ULL, z
    cdef int i
    for i in range(K):
        z = h ^ key[i]
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL
        h = z ^ (z >> 31)
    return h


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

    def is_p(self, const uint8_t[::1] counts) -> bool:
        """True when the sum with counts[h - 1] heaps of size h (h = 1..n) is a misère
        P-position. Raises CountOverflow when a position below it holds more than 255 heaps of
        one size, KeyboardInterrupt on Ctrl-C (checked every 2^16 positions)."""
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
                    depth += 1
                    self.stack_next[depth] = 1LL << 32
                    self.stack_moved[depth] = 0
            slot = self._slot(root)
            return self.vals[slot] == IS_P
        finally:
            free(root)
