# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""The compiled search core for Node-Kayles and Arc-Kayles on graphs of any size: a set of
vertices is an array of W = ceil(n / 64) words.

The engine of :mod:`grundy.search._kernels` (a depth-first search on its own stack, the
mex-cut, the XOR of component values, an open-addressing transposition table in C memory that
turns into a cache at its memory ceiling, the table's slots fetched one option ahead), for
graphs of more than 64 vertices, where that core's one-word positions do not reach:

- a position is W words, a component is found by a flood fill over them, and it is keyed by its
  vertex set (exact: equal keys are equal components), which fills W words of its slot; a
  component of at most `small` vertices is also stored under its canonical code (the one-word
  core's, :mod:`grundy._canon`), looked up when its vertex set misses;
- a slot is W + 1 words: the key, then the value (bits 0-7), the component's vertex count
  (bits 8-31), a bit that marks a canonical code (62; the code in the key's first word) and a
  bit that marks the slot used (63);
- the stack of frames, the pending options and the parts of a position live in arrays of
  words sized from n (the options grow as needed), so no recursion and no fixed limit below
  :data:`MAX_VERTICES`;
- values are at most 255 (a component whose value would pass it stops the search with an
  error; no graph searchable in practice comes near).

It is a separate core, not a W-word generalisation of the one-word one: there a position, a
move and a step of the flood fill are single register operations, and Cram's symmetries work on
the whole word; the same search spread over three words here takes 1.7 times as long
(``benchmarks/search.py``).
"""

import numpy as np

cimport cython
from libc.stdint cimport int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, realloc
from libc.string cimport memcpy, memset

from grundy._bits cimport ctz, mix, popcount, prefetch
from grundy._canon cimport CANON_MAX, canon_code
from grundy._interrupt cimport CHECK_EVERY, interrupted, reraise

from grundy.errors import ResourceLimitError

# The flood fill: the component of the lowest vertex of m (non-empty), a breadth-first search by
# words. Most of the search's time goes here, so besides the function for any width W there is
# one for each width up to 8 words: the same code inlined with W a constant, so the compiler
# keeps the sets in registers and unrolls the loops over words (twice as fast as W known only
# at run time, measured on the 3 x 17 grid over three words); the core picks its function once.
ctypedef void (*flood_fn)(const uint64_t *adj, const uint64_t *m, uint64_t *comp, int W) noexcept nogil

cdef extern from *:
    """
    #include <stdint.h>
    static inline __attribute__((always_inline)) void
    grundy_flood(const uint64_t *adj, const uint64_t *m, uint64_t *comp, const int W) {
        uint64_t c[W], f[W], nb[W], bits, any;
        int w, x;
        for (w = 0; w < W; w++) c[w] = 0;
        for (w = 0; m[w] == 0; w++) {}
        c[w] = m[w] & (~m[w] + 1);
        for (x = 0; x < W; x++) f[x] = c[x];
        do {
            for (x = 0; x < W; x++) nb[x] = 0;
            for (w = 0; w < W; w++) {
                const uint64_t *aw = adj + (int64_t)(w << 6) * W;
                for (bits = f[w]; bits; bits &= bits - 1) {
                    const uint64_t *a = aw + (int64_t)__builtin_ctzll(bits) * W;
                    for (x = 0; x < W; x++) nb[x] |= a[x];
                }
            }
            any = 0;
            for (x = 0; x < W; x++) {
                f[x] = nb[x] & m[x] & ~c[x];
                c[x] |= f[x];
                any |= f[x];
            }
        } while (any);
        for (x = 0; x < W; x++) comp[x] = c[x];
    }
    /* The same function with the width fixed (W ignored), then the one for a width. */
    typedef void (*grundy_flood_fn)(const uint64_t *, const uint64_t *, uint64_t *, int);
    #define GRUNDY_FLOOD(K) static void grundy_flood_##K(const uint64_t *adj, const uint64_t *m, \
                                                      uint64_t *comp, int W) { grundy_flood(adj, m, comp, K); }
    GRUNDY_FLOOD(2) GRUNDY_FLOOD(3) GRUNDY_FLOOD(4) GRUNDY_FLOOD(5)
    GRUNDY_FLOOD(6) GRUNDY_FLOOD(7) GRUNDY_FLOOD(8)
    static void grundy_flood_any(const uint64_t *adj, const uint64_t *m, uint64_t *comp, int W) {
        grundy_flood(adj, m, comp, W);
    }
    static grundy_flood_fn grundy_flood_for(int W) {
        static const grundy_flood_fn fixed[9] = {0, 0, grundy_flood_2, grundy_flood_3, grundy_flood_4,
                                                 grundy_flood_5, grundy_flood_6, grundy_flood_7,
                                                 grundy_flood_8};
        return 2 <= W && W <= 8 ? fixed[W] : grundy_flood_any;
    }
    """
    flood_fn flood_for "grundy_flood_for"(int W) noexcept nogil


#: The most vertices this core takes.
MAX_VERTICES = 4096

cdef enum:
    NODE = 0
    ARC = 1
    WINDOW = 16          # slots probed for a key
    SEEN_WORDS = 4       # the values seen among a frame's options: 0..255
    MAXVAL = 256
    USED = 63            # the bit of a used slot's last word
    CANON = 62           # ... and of a canonical code's
    MAXN = 4096

KIND = {"node-kayles": NODE, "arc-kayles": ARC}


cdef struct WFrame:
    uint64_t seen[SEEN_WORDS]
    int64_t opt_next     # pending options: opts[opt_next:opt_hi] (in options of W words)
    int64_t opt_hi
    int64_t solved_at    # positions solved when the frame was made
    uint32_t acc         # XOR of the parts of the current option solved so far
    uint32_t ci          # the next part of the current option
    uint32_t mex
    uint32_t bound


cdef inline uint64_t _hash(const uint64_t *k, int W) noexcept nogil:
    cdef uint64_t h = k[0]
    cdef int w
    for w in range(1, W):
        h = ((h << 29) | (h >> 35)) * <uint64_t>0x9E3779B97F4A7C15 ^ k[w]
    return mix(h, W)


cdef inline bint _same(const uint64_t *a, const uint64_t *b, int W) noexcept nogil:
    cdef int w
    for w in range(W):
        if a[w] != b[w]:
            return False
    return True


cdef inline int _count(const uint64_t *m, int W) noexcept nogil:
    cdef int w, c = 0
    for w in range(W):
        c += popcount(m[w])
    return c


cdef inline bint _empty(const uint64_t *m, int W) noexcept nogil:
    cdef int w
    for w in range(W):
        if m[w]:
            return False
    return True


def _to_words(x: int, int W):
    """The int bitmask `x` as W little-endian words (a uint64 array)."""
    return np.frombuffer(int(x).to_bytes(8 * W, "little"), dtype="<u8").astype(np.uint64)


cdef object _to_int(const uint64_t *m, int W):
    cdef int w
    r = 0
    for w in range(W - 1, -1, -1):
        r = (r << 64) | m[w]
    return r


@cython.final
cdef class WideCore:
    """The compiled search over one graph game of any size (see the module). Not for direct
    use: :class:`grundy.search.bitsearch.BitSearch` validates and drives it, with the methods
    of :class:`~grundy.search._kernels.SearchCore` (positions and keys are Python ints; entries
    go in and out as (count, W) arrays of words, least significant word first).

    Parameters
    ----------
    kind : str
        ``'node-kayles'`` or ``'arc-kayles'``.
    n : int
        The number of vertices (1..4096).
    adj : sequence of int
        ``adj[v]``: the bitmask of the neighbours of ``v``.
    max_bytes : int
        The ceiling of the table's memory; past it the table replaces entries.
    persist_cost : int
        With logging on, an entry is logged when solving it took at least this many positions,
        or when it is the component asked for.
    small : int
        Components of at most `small` (<= 11) vertices are stored under their canonical codes
        too (tag ``0x100 | k`` outside the core), so isomorphic ones are solved once.
    """

    cdef int kind, n, W, S
    cdef readonly int small
    cdef uint64_t *ckey          # a canonical code as a key: W words
    cdef flood_fn flood          # the flood fill for width W
    cdef uint64_t *adj           # n * W
    cdef uint64_t *closed        # n * W
    cdef uint64_t *tab           # cap slots of S = W + 1 words
    cdef uint64_t cap, max_cap
    cdef WFrame *frames
    cdef uint64_t *fcomp         # the component of each frame, W words each
    cdef int sp
    cdef uint64_t *opts
    cdef int64_t opts_cap        # options of room in opts
    # work space: a part list for the search loop and two for the frames' first pass (W words
    # a part, n parts at most), and the rest of a set being split
    cdef uint64_t *rparts
    cdef int *rvals
    cdef uint64_t *pparts[2]
    cdef int *pvals[2]
    cdef uint64_t *rest
    # the position asked for
    cdef uint64_t *root_comp
    cdef int *root_val
    cdef int nroot, root_i
    cdef uint32_t root_acc
    # the log of entries for a lasting table
    cdef bint logging
    cdef readonly int64_t persist_cost
    cdef uint64_t *log_key
    cdef uint16_t *log_tag
    cdef uint8_t *log_val
    cdef uint32_t *log_cost
    cdef int64_t log_n, log_cap
    cdef readonly bint shared    # never: workers of a wide graph keep tables of their own
    cdef public int64_t solved, cut, steps, entries, replaced

    def __cinit__(self, str kind, int n, adj, int64_t max_bytes=1 << 30, int64_t persist_cost=64,
                  int small=0):
        cdef int v, w, W
        cdef uint64_t[::1] a
        if kind not in KIND:
            raise ValueError(f"unknown game {kind!r}")
        if not 1 <= n <= MAXN:
            raise ValueError(f"{n} vertices: the wide search core takes 1..{MAXN}")
        if len(adj) != n:
            raise ValueError("adj must have n entries")
        if not 0 <= small <= CANON_MAX:
            raise ValueError(f"small must be in 0..{CANON_MAX}")
        self.kind = KIND[kind]
        self.n = n
        self.small = small
        self.W = W = (n + 63) // 64
        self.S = W + 1
        self.flood = flood_for(W)
        self.adj = <uint64_t *>calloc(n * W, sizeof(uint64_t))
        self.closed = <uint64_t *>calloc(n * W, sizeof(uint64_t))
        if self.adj == NULL or self.closed == NULL:
            raise MemoryError()
        for v in range(n):
            m = int(adj[v])
            if m < 0 or m >> n:
                raise ValueError(f"adj[{v}] names vertices outside 0..{n - 1}")
            a = _to_words(m, W)
            for w in range(W):
                self.adj[v * W + w] = a[w]
            self.adj[v * W + v // 64] &= ~(<uint64_t>1 << (v % 64))
            for w in range(W):
                self.closed[v * W + w] = self.adj[v * W + w]
            self.closed[v * W + v // 64] |= <uint64_t>1 << (v % 64)
        self.max_cap = 1 << 10
        while self.max_cap * 2 * self.S * 8 <= <uint64_t>max_bytes and self.max_cap < (<uint64_t>1 << 40):
            self.max_cap *= 2
        self.cap = min(<uint64_t>1 << 12, self.max_cap)
        self.tab = <uint64_t *>calloc(self.cap * self.S, sizeof(uint64_t))
        self.frames = <WFrame *>malloc((n + 2) * sizeof(WFrame))
        self.fcomp = <uint64_t *>malloc((n + 2) * W * sizeof(uint64_t))
        self.opts_cap = 4 * n + 64
        self.opts = <uint64_t *>malloc(self.opts_cap * W * sizeof(uint64_t))
        self.rparts = <uint64_t *>malloc(n * W * sizeof(uint64_t))
        self.rvals = <int *>malloc(n * sizeof(int))
        self.root_comp = <uint64_t *>malloc(n * W * sizeof(uint64_t))
        self.root_val = <int *>malloc(n * sizeof(int))
        self.rest = <uint64_t *>malloc(W * sizeof(uint64_t))
        self.ckey = <uint64_t *>calloc(W, sizeof(uint64_t))
        for v in range(2):
            self.pparts[v] = <uint64_t *>malloc(n * W * sizeof(uint64_t))
            self.pvals[v] = <int *>malloc(n * sizeof(int))
            if self.pparts[v] == NULL or self.pvals[v] == NULL:
                raise MemoryError()
        if (self.tab == NULL or self.frames == NULL or self.fcomp == NULL or self.opts == NULL
                or self.rparts == NULL or self.rvals == NULL or self.root_comp == NULL
                or self.root_val == NULL or self.rest == NULL or self.ckey == NULL):
            raise MemoryError()
        self.persist_cost = max(persist_cost, 1)

    def __dealloc__(self):
        free(self.adj)
        free(self.closed)
        free(self.tab)
        free(self.frames)
        free(self.fcomp)
        free(self.opts)
        free(self.rparts)
        free(self.rvals)
        free(self.root_comp)
        free(self.root_val)
        free(self.rest)
        free(self.ckey)
        free(self.pparts[0])
        free(self.pparts[1])
        free(self.pvals[0])
        free(self.pvals[1])
        free(self.log_key)
        free(self.log_tag)
        free(self.log_val)
        free(self.log_cost)

    # ------------------------------------------------------------ the table
    cdef inline int lookup(self, const uint64_t *key, uint64_t canon=0) noexcept nogil:
        """The value stored under `key` (a vertex set, or with `canon` a canonical code), else
        -1."""
        cdef int S = self.S, W = self.W, j
        cdef uint64_t mask = self.cap - 1, i = _hash(key, W) & mask
        cdef uint64_t *e
        for j in range(WINDOW):
            e = &self.tab[((i + j) & mask) * S]
            if e[W] == 0:
                return -1
            if _same(e, key, W) and (e[W] >> CANON) & 1 == canon:
                return <int>(e[W] & 0xFF)
        return -1

    cdef inline int known(self, const uint64_t *comp) noexcept nogil:
        """The value of the component `comp` if the table has it, else -1: under its vertex
        set, then (at most `small` vertices; the code costs more than a probe, so only on a
        miss) under its canonical code, a value found there being stored under the vertex set
        too."""
        cdef int v = self.lookup(comp)
        cdef int c
        if v >= 0 or self.small == 0:
            return v
        c = _count(comp, self.W)
        if c > self.small:
            return v
        self.canon_graph(comp, c)
        v = self.lookup(self.ckey, 1)
        if v >= 0:
            self.store(comp, v, c)
        return v

    cdef void canon_graph(self, const uint64_t *comp, int k) noexcept nogil:
        """The canonical code of the component `comp` of k <= small vertices into ckey."""
        cdef uint16_t local[CANON_MAX]
        cdef int verts[CANON_MAX]
        cdef int W = self.W, i = 0, j, w
        cdef uint64_t bits
        cdef const uint64_t *a
        for w in range(W):
            bits = comp[w]
            while bits:
                verts[i] = (w << 6) + ctz(bits)
                bits &= bits - 1
                i += 1
        for i in range(k):
            a = &self.adj[verts[i] * W]
            local[i] = 0
            for j in range(k):
                local[i] |= ((a[verts[j] >> 6] >> (verts[j] & 63)) & 1) << j
        self.ckey[0] = canon_code(local, k)

    cdef int place(self, const uint64_t *key, uint64_t meta) noexcept nogil:
        """Store `key` with `meta` (value | size << 8 | used) in its window: 1 in an empty
        slot, 2 over the same key, 3 over the smallest entry of a full window."""
        cdef int S = self.S, W = self.W, j, worst = -1
        cdef uint64_t mask = self.cap - 1, i = _hash(key, W) & mask, worst_size = 0, size
        cdef uint64_t *e
        for j in range(WINDOW):
            e = &self.tab[((i + j) & mask) * S]
            if e[W] == 0:
                memcpy(e, key, W * sizeof(uint64_t))
                e[W] = meta
                self.entries += 1
                return 1
            if _same(e, key, W) and ((e[W] ^ meta) >> CANON) & 1 == 0:
                e[W] = meta
                return 2
            size = (e[W] >> 8) & 0xFFFFFF
            if worst < 0 or size < worst_size:
                worst, worst_size = j, size
        e = &self.tab[((i + worst) & mask) * S]
        memcpy(e, key, W * sizeof(uint64_t))
        e[W] = meta
        self.replaced += 1
        return 3

    cdef void grow(self) noexcept nogil:
        """Double the table (when memory is refused it stays as it is, now at its ceiling)."""
        cdef uint64_t *old = self.tab
        cdef uint64_t oldcap = self.cap, i
        cdef uint64_t *t = <uint64_t *>calloc(oldcap * 2 * self.S, sizeof(uint64_t))
        if t == NULL:
            self.max_cap = oldcap
            return
        self.tab, self.cap = t, oldcap * 2
        self.entries = 0
        for i in range(oldcap):
            if old[i * self.S + self.W] != 0:
                self.place(&old[i * self.S], old[i * self.S + self.W])
        free(old)

    cdef void store(self, const uint64_t *key, uint32_t value, uint32_t size,
                    uint64_t canon=0) noexcept nogil:
        """Insert an entry (with `canon`, `key` is a canonical code), doubling the table at
        load 1/2 (below the ceiling)."""
        if <uint64_t>self.entries * 2 >= self.cap and self.cap < self.max_cap:
            self.grow()
        self.place(key, value | (<uint64_t>size << 8) | (canon << CANON) | (<uint64_t>1 << USED))

    cdef bint log(self, const uint64_t *key, uint16_t tag, uint8_t value, uint32_t cost) noexcept nogil:
        cdef int64_t cap
        cdef void *p
        if self.log_n == self.log_cap:
            cap = max(self.log_cap * 2, 4096)
            p = realloc(self.log_key, cap * self.W * sizeof(uint64_t))
            if p == NULL:
                return False
            self.log_key = <uint64_t *>p
            p = realloc(self.log_tag, cap * sizeof(uint16_t))
            if p == NULL:
                return False
            self.log_tag = <uint16_t *>p
            p = realloc(self.log_val, cap * sizeof(uint8_t))
            if p == NULL:
                return False
            self.log_val = <uint8_t *>p
            p = realloc(self.log_cost, cap * sizeof(uint32_t))
            if p == NULL:
                return False
            self.log_cost = <uint32_t *>p
            self.log_cap = cap
        memcpy(&self.log_key[self.log_n * self.W], key, self.W * sizeof(uint64_t))
        self.log_tag[self.log_n] = tag
        self.log_val[self.log_n] = value
        self.log_cost[self.log_n] = cost
        self.log_n += 1
        return True

    # ------------------------------------------------------------ the game
    cdef inline uint32_t bound(self, const uint64_t *m) noexcept nogil:
        """An upper bound of the value: the longest play from `m`."""
        cdef uint32_t c = _count(m, self.W)
        return c if self.kind == NODE else c >> 1

    cdef inline void component(self, const uint64_t *m, uint64_t *comp) noexcept nogil:
        """The component of the lowest vertex of the non-empty set `m`, into `comp`."""
        self.flood(self.adj, m, comp, self.W)

    cdef int split(self, const uint64_t *m, uint64_t *parts, int *vals) noexcept nogil:
        """The components of `m` into parts (W words each; single vertices of Arc-Kayles, of
        value 0, left out), lowest vertex first; vals[i] is the value of a part too small to
        look up (1), else -1. Their number."""
        cdef int W = self.W, k = 0, w, c
        cdef uint64_t *rest = self.rest
        cdef uint64_t *comp
        memcpy(rest, m, W * sizeof(uint64_t))
        while not _empty(rest, W):
            comp = &parts[k * W]
            self.component(rest, comp)
            for w in range(W):
                rest[w] &= ~comp[w]
            c = _count(comp, W)
            if self.kind == ARC and c == 1:
                continue
            vals[k] = 1 if c <= (2 if self.kind == NODE else 3) else -1
            k += 1
        return k

    cdef bint room(self, int64_t need) noexcept nogil:
        """At least `need` options of room in opts (False: memory refused)."""
        cdef int64_t cap = self.opts_cap
        cdef void *p
        if need <= cap:
            return True
        while cap < need:
            cap *= 2
        p = realloc(self.opts, cap * self.W * sizeof(uint64_t))
        if p == NULL:
            return False
        self.opts, self.opts_cap = <uint64_t *>p, cap
        return True

    cdef int64_t moves(self, const uint64_t *m, int64_t at) noexcept nogil:
        """The options of the component `m` (not in opts) into opts from option `at`; their
        number, -1 when memory is refused."""
        cdef int W = self.W, w, x, y, v, u
        cdef int64_t k = 0
        cdef uint64_t bits, rest
        cdef uint64_t *o
        cdef const uint64_t *c
        for w in range(W):
            bits = m[w]
            while bits:
                v = (w << 6) + ctz(bits)
                bits &= bits - 1
                if self.kind == NODE:
                    if not self.room(at + k + 1):
                        return -1
                    o = &self.opts[(at + k) * W]
                    c = &self.closed[v * W]
                    for x in range(W):
                        o[x] = m[x] & ~c[x]
                    k += 1
                    continue
                # Arc-Kayles: the edges from v to the higher vertices of m
                c = &self.adj[v * W]
                for y in range(w, W):
                    rest = c[y] & m[y]
                    if y == w:
                        rest &= bits
                    while rest:
                        u = (y << 6) + ctz(rest)
                        rest &= rest - 1
                        if not self.room(at + k + 1):
                            return -1
                        o = &self.opts[(at + k) * W]
                        memcpy(o, m, W * sizeof(uint64_t))
                        o[w] &= ~(<uint64_t>1 << (v & 63))
                        o[y] &= ~(<uint64_t>1 << (u & 63))
                        k += 1
        return k

    # ------------------------------------------------------------ the search
    cdef inline void add_seen(self, WFrame *f, uint32_t x) noexcept nogil:
        f.seen[x >> 6] |= <uint64_t>1 << (x & 63)
        while f.mex < MAXVAL and (f.seen[f.mex >> 6] >> (f.mex & 63)) & 1:
            f.mex += 1

    cdef void prefetch_parts(self, const uint64_t *parts, const int *vals, int k) noexcept nogil:
        cdef int j
        for j in range(k):
            if vals[j] < 0:
                prefetch(&self.tab[(_hash(&parts[j * self.W], self.W) & (self.cap - 1)) * self.S])

    cdef bint push(self, const uint64_t *comp) noexcept nogil:
        """A frame for `comp`: its options generated, those whose parts are all known counted,
        the others kept pending (until the mex reaches the bound); each option is split one
        ahead of its lookups, and its parts' slots fetched meanwhile. False when memory is
        refused."""
        cdef int W = self.W
        cdef WFrame *f = &self.frames[self.sp]
        cdef uint64_t *fc = &self.fcomp[self.sp * W]
        cdef int64_t lo = 0 if self.sp == 0 else self.frames[self.sp - 1].opt_hi
        cdef int64_t n, i, w
        cdef int k[2]
        cdef int j, v, b
        cdef uint32_t x
        cdef bint known
        memcpy(fc, comp, W * sizeof(uint64_t))
        self.sp += 1
        memset(f.seen, 0, sizeof(f.seen))
        f.mex, f.acc, f.ci = 0, 0, 0
        f.bound = self.bound(fc)
        f.solved_at = self.solved
        n = self.moves(fc, lo)
        if n < 0:
            return False
        w = lo
        if n > 0:
            k[0] = self.split(&self.opts[lo * W], self.pparts[0], self.pvals[0])
            self.prefetch_parts(self.pparts[0], self.pvals[0], k[0])
        for i in range(lo, lo + n):
            if f.mex >= f.bound:
                break
            b = (i - lo) & 1
            if i + 1 < lo + n:
                k[b ^ 1] = self.split(&self.opts[(i + 1) * W], self.pparts[b ^ 1], self.pvals[b ^ 1])
                self.prefetch_parts(self.pparts[b ^ 1], self.pvals[b ^ 1], k[b ^ 1])
            self.steps += 1
            x = 0
            known = True
            for j in range(k[b]):
                v = self.pvals[b][j] if self.pvals[b][j] >= 0 else self.known(&self.pparts[b][j * W])
                if v < 0:
                    known = False
                    break
                x ^= v
            if known:
                self.add_seen(f, x)
            else:
                if w != i:
                    memcpy(&self.opts[w * W], &self.opts[i * W], W * sizeof(uint64_t))
                w += 1
        f.opt_next, f.opt_hi = lo, w
        return True

    cdef int run_slice(self, int64_t budget) noexcept nogil:
        """Search until the position asked for is solved (0), `budget` steps are done (1),
        Ctrl-C is seen (2), memory is refused (3) or a value passes 255 (4)."""
        cdef int W = self.W
        cdef int64_t end = self.steps + budget, next_check = self.steps + CHECK_EVERY
        cdef WFrame *f
        cdef uint64_t *o
        cdef uint64_t *fc
        cdef int k, i, v
        cdef bint child
        cdef uint32_t value, size
        cdef uint16_t tag
        cdef const uint64_t *key
        while True:
            if self.sp == 0:
                while self.root_i < self.nroot:
                    i = self.root_i
                    v = self.root_val[i] if self.root_val[i] >= 0 else self.known(&self.root_comp[i * W])
                    if v >= 0:
                        self.root_acc ^= v
                        self.root_i += 1
                        continue
                    if not self.push(&self.root_comp[i * W]):
                        return 3
                    break
                if self.sp == 0:
                    return 0
            if self.steps >= end:
                return 1
            if self.steps >= next_check:
                next_check = self.steps + CHECK_EVERY
                if interrupted():
                    return 2
            f = &self.frames[self.sp - 1]
            child = False
            while f.opt_next < f.opt_hi and f.mex < f.bound:
                o = &self.opts[f.opt_next * W]
                self.steps += 1
                if f.ci == 0 and self.bound(o) < f.mex:
                    self.cut += 1
                    f.opt_next += 1
                    continue
                k = self.split(o, self.rparts, self.rvals)
                for i in range(f.ci, k):
                    v = self.rvals[i] if self.rvals[i] >= 0 else self.known(&self.rparts[i * W])
                    if v < 0:
                        f.ci = i
                        if not self.push(&self.rparts[i * W]):
                            return 3
                        child = True
                        break
                    f.acc ^= v
                if child:
                    break
                self.add_seen(f, f.acc)
                f.acc = 0
                f.ci = 0
                f.opt_next += 1
            if child:
                continue
            # the frame is solved
            value = f.mex
            if value >= MAXVAL:
                return 4
            fc = &self.fcomp[(self.sp - 1) * W]
            self.solved += 1
            size = _count(fc, W)
            self.store(fc, value, size)
            key, tag = fc, 1
            if size <= <uint32_t>self.small:  # also under its isomorphism class, kept in a table
                self.canon_graph(fc, size)
                self.store(self.ckey, value, size, 1)
                key, tag = self.ckey, <uint16_t>(0x100 | size)
            if self.logging and (self.sp == 1 or self.solved - f.solved_at >= self.persist_cost):
                if not self.log(key, tag, <uint8_t>value,
                                <uint32_t>min(self.solved - f.solved_at, <int64_t>0xFFFFFFFF)):
                    self.logging = False
            self.sp -= 1
            if self.sp > 0:
                f = &self.frames[self.sp - 1]
                f.acc ^= value
                f.ci += 1
            else:
                self.root_acc ^= value
                self.root_i += 1

    # ------------------------------------------------------------ Python side
    cdef uint64_t[::1] words(self, x):
        """The bitmask `x` (an int of at most n bits) as W words."""
        if x < 0 or x >> self.n:
            raise ValueError(f"{x:#x} names vertices outside 0..{self.n - 1}")
        return _to_words(x, self.W)

    def begin(self, position):
        """Start the search of `position` (an int bitmask; any search under way is dropped)."""
        cdef uint64_t[::1] m = self.words(position)
        self.sp = 0
        self.nroot = self.split(&m[0], self.root_comp, self.root_val)
        self.root_i = 0
        self.root_acc = 0

    def run(self, int64_t budget):
        """Search for at most `budget` steps; True when the value is known (see `result`)."""
        cdef int status
        with nogil:
            status = self.run_slice(budget)
        if status == 2:
            reraise()
        if status == 3:
            self.sp = 0
            raise MemoryError("the search's option stack could not grow")
        if status == 4:
            self.sp = 0
            raise ResourceLimitError("a component's value passes 255, the most the wide search core holds")
        return status == 0

    @property
    def result(self):
        """The value of the position begun, once `run` returned True."""
        return int(self.root_acc)

    @property
    def capacity(self):
        """Slots of the table (8 * (W + 1) bytes each)."""
        return int(self.cap)

    def lookup_key(self, key, int tag=1):
        """The stored value under a key (a component's vertex mask, tag 1; or a canonical
        code, tag ``0x100 | k``), or -1."""
        cdef uint64_t[::1] m = _to_words(key, self.W)
        return self.lookup(&m[0], tag >= 0x100)

    def small_key(self, comp):
        """(canonical code, ``0x100 | k``) of a component of k <= `small` vertices, the key it
        is also stored under, else None."""
        cdef uint64_t[::1] m = self.words(comp)
        cdef int k = _count(&m[0], self.W)
        if k == 0 or k > self.small:
            return None
        self.canon_graph(&m[0], k)
        return int(self.ckey[0]), 0x100 | k

    def canonical(self, comp, bint by_cells=False):
        """(key, tag) of a component: its vertex mask, and 1."""
        return int(comp), 1

    cdef list _parts(self, position, bint unknown):
        cdef uint64_t[::1] m = self.words(position)
        cdef int k = self.split(&m[0], self.rparts, self.rvals), i
        cdef list out = []
        for i in range(k):
            if unknown and (self.rvals[i] >= 0 or self.known(&self.rparts[i * self.W]) >= 0):
                continue
            c = _to_int(&self.rparts[i * self.W], self.W)
            out.append((c, c, 1) if unknown else c)
        return out

    def components(self, position):
        """The parts of `position` (see ``split``), as a list of masks."""
        return self._parts(position, False)

    def unknown_parts(self, position):
        """The parts of `position` whose value is neither small nor in the table: a list of
        (component mask, key, tag)."""
        return self._parts(position, True)

    def options(self, comp):
        """The options of the component `comp` (masks), in the order the search tries them."""
        cdef uint64_t[::1] m = self.words(comp)
        cdef int64_t at = 0 if self.sp == 0 else self.frames[self.sp - 1].opt_hi
        cdef int64_t k = self.moves(&m[0], at), i
        if k < 0:
            raise MemoryError()
        return [_to_int(&self.opts[(at + i) * self.W], self.W) for i in range(k)]

    def export(self, int min_size=0):
        """Every entry of the table whose component has at least `min_size` vertices: (keys as
        a (count, W) uint64 array, tags uint16, values uint8), the form `load` takes."""
        cdef uint64_t i, j = 0, meta
        cdef int w, W = self.W
        rows = []
        tags = []
        vals = []
        for i in range(self.cap):
            meta = self.tab[i * self.S + W]
            if meta != 0 and ((meta >> 8) & 0xFFFFFF) >= <uint64_t>min_size:
                rows.append([self.tab[i * self.S + w] for w in range(W)])
                tags.append(0x100 | ((meta >> 8) & 0xFF) if (meta >> CANON) & 1 else 1)
                vals.append(meta & 0xFF)
        keys = np.array(rows, dtype=np.uint64).reshape(len(rows), W)
        return keys, np.array(tags, np.uint16), np.array(vals, dtype=np.uint8)

    def load(self, keys, tags, values):
        """Insert entries: `keys` a (count, W) uint64 array or a sequence of int masks (vertex
        sets, tag 1, or canonical codes, tag ``0x100 | k``)."""
        cdef Py_ssize_t i
        cdef const uint64_t[:, ::1] k
        cdef const uint8_t[::1] v = np.ascontiguousarray(values, dtype=np.uint8)
        cdef const uint16_t[::1] t = np.ascontiguousarray(tags, dtype=np.uint16)
        if isinstance(keys, np.ndarray) and keys.ndim == 2:
            k = np.ascontiguousarray(keys, dtype=np.uint64)
        else:
            k = np.array([_to_words(x, self.W) for x in keys], dtype=np.uint64).reshape(len(keys), self.W)
        if k.shape[0] and k.shape[1] != self.W:
            raise ValueError(f"keys of {k.shape[1]} words, not {self.W}")
        for i in range(k.shape[0]):
            if t[i] >= 0x100:
                self.store(&k[i, 0], v[i], t[i] & 0xFF, 1)
            else:
                self.store(&k[i, 0], v[i], _count(&k[i, 0], self.W))

    def set_logging(self, bint on):
        self.logging = on

    def drain_log(self):
        """The entries logged since the last call: (keys (count, W) uint64, tags uint16,
        values uint8, costs uint32), a cost being the positions solved to find the value."""
        cdef int64_t i, n = self.log_n
        cdef int w, W = self.W
        keys = np.empty((n, W), np.uint64)
        tags = np.empty(n, np.uint16)
        vals = np.empty(n, np.uint8)
        costs = np.empty(n, np.uint32)
        cdef uint64_t[:, ::1] k = keys
        cdef uint16_t[::1] t = tags
        cdef uint8_t[::1] v = vals
        cdef uint32_t[::1] c = costs
        for i in range(n):
            for w in range(W):
                k[i, w] = self.log_key[i * W + w]
            t[i], v[i], c[i] = self.log_tag[i], self.log_val[i], self.log_cost[i]
        self.log_n = 0
        return keys, tags, vals, costs
