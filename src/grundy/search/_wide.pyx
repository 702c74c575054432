# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""The compiled search core for Node-Kayles and Arc-Kayles on graphs of any size: a set of
vertices is an array of W = ceil(n / 64) words.

The engine of :mod:`grundy.search._kernels` for graphs of more than 64 vertices, where that
core's one-word positions do not reach: the same pruned search (Beling and Rogalski's: a
component is asked whether its value lies in a set of candidates, or for its value by
aspiration; exclusions kept in the table; the bound of the longest play; ``exact_from``), on a
depth-first stack of its own, with the XOR of component values and an open-addressing
transposition table in C memory that turns into a cache at its memory ceiling, the table's
slots fetched one option ahead. What differs:

- a position is W words, a component is found by a flood fill over them, and it is keyed by its
  vertex set (exact: equal keys are equal components), which fills W words of its slot; a
  component of at most `small` vertices is also stored under its canonical code (the one-word
  core's, :mod:`grundy._canon`), looked up when its vertex set misses;
- on a board graph (``rows`` x ``cols`` cells, vertex ``r * cols + c``, joined by a rule of
  relative position that the symmetries of the square keep: the grid, kings, queens or knights
  graph, see :func:`grundy.search.games.board_shape`) a component is keyed by its shape
  instead (``shape_key``): the least, over the isometries of the plane that keep its
  extent across at most ``stride = min(rows, cols)``, of its cells moved to the corner and
  numbered ``a * stride + b`` (``a`` along, ``b`` across). A region's game depends only on its
  shape, so a region solved once serves at every place and in every orientation, two congruent
  parts of a position cancel, and the keys are the same on every board of the same stride and
  rule (3 x 22 and 3 x 30 grids share their tables). This is the one-word core's board mode carried past
  64 cells, without its mirror strategies;
- a slot is W + 1 words: the key, then the value (bits 0-7; 255: only exclusions known), the
  component's vertex count (bits 8-23), the values below 32 it is known not to have (24-55), a
  bit that marks a canonical code (62; the code in the key's first word) and a bit that marks
  the slot used (63);
- the stack of frames, the options under search and their unknown parts live in arrays sized
  from n and grown as needed, so no recursion and no fixed limit below :data:`MAX_VERTICES`;
- values are at most 254 (a component whose value would reach 255 stops the search with an
  error; no graph searchable in practice comes near), and the sets of the pruned search hold
  values below 64: past them a part is asked for its value.

Node-Kayles on the 3 x n grid: 3 x 22 in 0.4 s, where the plain search keyed by vertex sets
took 139 s (``benchmarks/search.py``).
"""

import numpy as np

cimport cython
from libc.stdint cimport int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, realloc
from libc.string cimport memcpy, memmove, memset

from grundy._bits cimport clz, ctz, mix, popcount, prefetch, upto as _upto, xor_set as _xor_set
from grundy._canon cimport CANON_MAX, canon_code
from grundy._hugemem cimport table_alloc, table_free
from grundy.search._prune cimport NOT_IN_SET, Opt, PENDING, UNKNOWN, WAIT_FIRST, WAIT_OTHER
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
    USED = 63            # the bit of a used slot's last word
    CANON = 62           # ... and of a canonical code's
    MAXN = 4096
    TOO_LARGE = 4        # run_slice's status when a value reaches 255

KIND = {"node-kayles": NODE, "arc-kayles": ARC}

# A slot's last word (meta): the value (bits 0-7, UNKNOWN: only exclusions), the component's
# vertex count (8-23), the values below 32 it is known not to have (24-55), CANON and USED.
cdef enum:
    SIZE_SHIFT = 8
    EXCL_SHIFT = 24


cdef struct WFrame:
    # a component under search (its vertex set and key: fcomp and fkey at the frame's index):
    # asked whether its value is in R (asp off), or for its value (asp on)
    uint64_t P          # the candidates below 64 ...
    uint64_t R          # the values asked about
    uint64_t upto       # {0, ..., max R}
    uint64_t skip       # values (below 64) it does not have: of its options known, and (asked
                        # about a set) excluded before
    uint64_t hash       # its key's
    int64_t solved_at   # positions solved when the frame was made
    uint32_t ph         # ... and how many above 63 (always the largest)
    uint32_t olo, oi, ohi  # its options left: opts[olo:ohi], the current one at oi
    uint32_t plo        # its parts: parts[plo:]
    uint32_t bound      # the value is at most this
    uint32_t r          # asp: the candidate value being tried
    int ret             # the answer of the child searched for the current option
    uint8_t asp, exact, wait, exactmode


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


cdef inline bint _less(const uint64_t *a, const uint64_t *b, int W) noexcept nogil:
    """Whether a < b as numbers of W words, least significant first."""
    cdef int w
    for w in range(W - 1, -1, -1):
        if a[w] != b[w]:
            return a[w] < b[w]
    return False


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
    go in and out as (count, W) arrays of words, least significant word first; a key's tag is
    1 for a vertex set, 2 for a shape on a board, ``0x100 | k`` for a canonical code).

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
    rows, cols : int
        When both are given (``rows * cols == n``): the graph is a board graph of rows x cols
        cells, vertex ``r * cols + c`` (the caller checks it, see the module), and components
        are keyed by their shapes (tag 2) instead of their vertex sets.
    """

    cdef int kind, n, W, S
    cdef readonly int small
    cdef readonly int stride     # a board: the shorter side (components keyed by shape), else 0
    cdef uint16_t *rowof         # a board: each vertex's row and column
    cdef uint16_t *colof
    cdef uint16_t *cells         # work space of shape_key: 2 * n coordinates
    cdef uint64_t *images        # ... and 8 candidate keys of W words
    cdef uint64_t *ckey          # a canonical code as a key: W words
    cdef flood_fn flood          # the flood fill for width W
    cdef uint64_t *adj           # n * W
    cdef uint64_t *closed        # n * W
    cdef uint64_t *tab           # cap slots of S = W + 1 words
    cdef uint64_t cap, max_cap
    cdef WFrame *frames
    cdef uint64_t *fcomp         # the component of each frame, W words each
    cdef int sp
    cdef uint64_t *scratch       # the options of the component entered, W words each
    cdef int64_t scratch_cap     # ... options of room
    cdef Opt *opts               # the options not known yet of the frames on the stack
    cdef uint32_t opts_cap
    # the stack of the unknown parts of those options: vertex sets, keys (W words each), hashes
    cdef uint64_t *part_comp
    cdef uint64_t *part_key
    cdef uint64_t *part_hash
    cdef uint32_t nparts, parts_cap
    cdef uint64_t *phash[2]
    cdef bint oom                # memory was refused: the search stops, storing nothing more
    cdef bint too_large          # a value reached 255: likewise
    #: Values as large as this (a candidate of aspiration sets reaching it) turn a component's
    #: search to the plain one below it (see the one-word core): 4 on graphs, 64 on boards.
    cdef public uint32_t exact_from
    #: The tie-break among options of equal difficulty (a racing worker's, see
    #: grundy.search.parallel.race_value): 3 (the default) the order generated, 4 its reverse,
    #: 2 from the middle of the list out, 1 even places first, 0 scattered by a hash.
    cdef public int order
    # work space: a part list for the search loop and two for the frames' first pass (W words
    # a part, n parts at most), and the rest of a set being split
    # (with the key of each part: on a board its shape, else the part itself, the same array)
    cdef uint64_t *rparts
    cdef uint64_t *rkeys
    cdef int *rvals
    cdef uint64_t *pparts[2]
    cdef uint64_t *pkeys[2]
    cdef int *pvals[2]
    cdef uint64_t *rest
    cdef uint64_t *fkey          # the key of each frame's component
    # the position asked for
    cdef uint64_t *root_comp
    cdef uint64_t *root_key
    cdef int *root_val
    cdef int nroot, root_i
    cdef uint32_t root_acc
    cdef int root_target         # -1: the value is asked for; else whether it is this one ...
    cdef bint root_hit           # ... and the answer
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
                  int small=0, int rows=0, int cols=0):
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
        if (rows or cols) and (rows < 1 or cols < 1 or rows * cols != n):
            raise ValueError(f"a {rows} x {cols} grid does not have {n} vertices")
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
        self.tab = <uint64_t *>table_alloc(self.cap * self.S * sizeof(uint64_t))
        self.frames = <WFrame *>malloc((n + 2) * sizeof(WFrame))
        self.fcomp = <uint64_t *>malloc((n + 2) * W * sizeof(uint64_t))
        self.scratch_cap = 4 * n + 64
        self.scratch = <uint64_t *>malloc(self.scratch_cap * W * sizeof(uint64_t))
        self.opts_cap = 4 * n + 64
        self.opts = <Opt *>malloc(self.opts_cap * sizeof(Opt))
        self.parts_cap = 1024
        self.part_comp = <uint64_t *>malloc(self.parts_cap * W * sizeof(uint64_t))
        self.part_key = <uint64_t *>malloc(self.parts_cap * W * sizeof(uint64_t))
        self.part_hash = <uint64_t *>malloc(self.parts_cap * sizeof(uint64_t))
        self.phash[0] = <uint64_t *>malloc(n * sizeof(uint64_t))
        self.phash[1] = <uint64_t *>malloc(n * sizeof(uint64_t))
        if (self.scratch == NULL or self.part_comp == NULL or self.part_key == NULL
                or self.part_hash == NULL or self.phash[0] == NULL or self.phash[1] == NULL):
            raise MemoryError()
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
        self.exact_from = 64 if rows else 4
        self.order = 3
        self.root_target = -1
        if rows:
            self.stride = min(rows, cols)
            self.rowof = <uint16_t *>malloc(n * sizeof(uint16_t))
            self.colof = <uint16_t *>malloc(n * sizeof(uint16_t))
            self.cells = <uint16_t *>malloc(2 * n * sizeof(uint16_t))
            self.images = <uint64_t *>malloc(8 * W * sizeof(uint64_t))
            self.rkeys = <uint64_t *>malloc(n * W * sizeof(uint64_t))
            self.root_key = <uint64_t *>malloc(n * W * sizeof(uint64_t))
            self.fkey = <uint64_t *>malloc((n + 2) * W * sizeof(uint64_t))
            for v in range(2):
                self.pkeys[v] = <uint64_t *>malloc(n * W * sizeof(uint64_t))
            if (self.rowof == NULL or self.colof == NULL or self.cells == NULL or self.images == NULL
                    or self.rkeys == NULL or self.root_key == NULL or self.fkey == NULL
                    or self.pkeys[0] == NULL or self.pkeys[1] == NULL):
                raise MemoryError()
            for v in range(n):
                self.rowof[v], self.colof[v] = v // cols, v % cols
        else:  # a part is its own key
            self.rkeys, self.root_key, self.fkey = self.rparts, self.root_comp, self.fcomp
            self.pkeys[0], self.pkeys[1] = self.pparts[0], self.pparts[1]
        self.persist_cost = max(persist_cost, 1)

    def __dealloc__(self):
        free(self.adj)
        free(self.closed)
        table_free(self.tab, self.cap * self.S * sizeof(uint64_t))
        free(self.frames)
        free(self.fcomp)
        free(self.opts)
        free(self.scratch)
        free(self.part_comp)
        free(self.part_key)
        free(self.part_hash)
        free(self.phash[0])
        free(self.phash[1])
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
        if self.stride:  # else the key arrays are the parts'
            free(self.rowof)
            free(self.colof)
            free(self.cells)
            free(self.images)
            free(self.rkeys)
            free(self.root_key)
            free(self.fkey)
            free(self.pkeys[0])
            free(self.pkeys[1])

    # ------------------------------------------------------------ the table
    cdef inline uint64_t *find(self, const uint64_t *key, uint64_t canon, uint64_t h) noexcept nogil:
        """The slot of `key` (a component's key, or with `canon` a canonical code), whose hash
        is h (``_hash``), else NULL."""
        cdef int S = self.S, W = self.W, j
        cdef uint64_t mask = self.cap - 1, i = h & mask
        cdef uint64_t *e
        for j in range(WINDOW):
            e = &self.tab[((i + j) & mask) * S]
            if e[W] == 0:
                return NULL
            if _same(e, key, W) and (e[W] >> CANON) & 1 == canon:
                return e
        return NULL

    cdef inline int lookup(self, const uint64_t *key, uint64_t canon, uint64_t h) noexcept nogil:
        """The value stored under `key` (hash h), else -1 (also when only exclusions are)."""
        cdef uint64_t *e = self.find(key, canon, h)
        if e == NULL or (e[self.W] & 0xFF) == UNKNOWN:
            return -1
        return <int>(e[self.W] & 0xFF)

    cdef inline int known(self, const uint64_t *comp, const uint64_t *key, uint64_t h) noexcept nogil:
        """The value of the component `comp` if the table has it, else -1: under its key (see
        ``split``; hash h), then (at most `small` vertices; the code costs more than a probe, so
        only on a miss) under its canonical code, a value found there being stored under the
        key too."""
        cdef int v = self.lookup(key, 0, h)
        cdef int c
        if v >= 0 or self.small == 0:
            return v
        c = _count(comp, self.W)
        if c > self.small:
            return v
        self.canon_graph(comp, c)
        v = self.lookup(self.ckey, 1, _hash(self.ckey, self.W))
        if v >= 0:
            self.store(key, v, c)
        return v

    cdef inline uint32_t excluded(self, const uint64_t *key, uint64_t h) noexcept nogil:
        """The values (below 32) a component is known not to have, from earlier answers
        NOT_IN_SET."""
        cdef uint64_t *e = self.find(key, 0, h)
        if e == NULL or (e[self.W] & 0xFF) != UNKNOWN:
            return 0
        return <uint32_t>(e[self.W] >> EXCL_SHIFT)

    cdef void exclude(self, const uint64_t *key, uint64_t h, uint64_t R, uint32_t size) noexcept nogil:
        """Keep that a component's value is not in R: a later question about a subset of the
        values excluded is answered at once, and the others ask about fewer values. Such
        entries take empty slots only."""
        cdef uint64_t x = R & <uint64_t>0xFFFFFFFF
        cdef uint64_t *e
        if x == 0 or self.oom or self.too_large:
            return
        e = self.find(key, 0, h)
        if e != NULL:
            if (e[self.W] & 0xFF) == UNKNOWN:
                e[self.W] |= x << EXCL_SHIFT
            return
        if <uint64_t>self.entries * 2 >= self.cap and self.cap < self.max_cap:
            self.grow()
        self.place(key, UNKNOWN | (<uint64_t>size << SIZE_SHIFT) | (x << EXCL_SHIFT)
                   | (<uint64_t>1 << USED), False)

    cdef void shape_key(self, const uint64_t *comp, uint64_t *key) noexcept nogil:
        """The shape of the non-empty component `comp` of a board into `key` (W words): the
        least (as a number) of its images under the eight isometries of the plane whose extent
        across is at most the stride, each moved to the corner and numbered ``a * stride + b``
        (``a`` along, ``b`` across). Equal keys are congruent regions, which have the same
        game. O(k + W) for k cells, eight images at most."""
        cdef int W = self.W, S = self.stride, w, i, t, k = 0, best = -1
        cdef int r0 = 1 << 30, c0 = 1 << 30, r1 = -1, c1 = -1, r, c, h, wd, a, b, ax, bx
        cdef uint64_t bits
        cdef uint16_t *cells = self.cells
        cdef bint ok[8]
        for w in range(W):
            bits = comp[w]
            while bits:
                i = (w << 6) + ctz(bits)
                bits &= bits - 1
                r, c = self.rowof[i], self.colof[i]
                cells[2 * k], cells[2 * k + 1] = r, c
                k += 1
                r0, r1, c0, c1 = min(r0, r), max(r1, r), min(c0, c), max(c1, c)
        h, wd = r1 - r0 + 1, c1 - c0 + 1
        # image t: bit 2 set, rows along and columns across; bit 0 flips along, bit 1 across
        for t in range(8):
            ok[t] = (wd if t & 4 else h) <= S
            if ok[t]:
                memset(&self.images[t * W], 0, W * sizeof(uint64_t))
        for i in range(k):
            r, c = cells[2 * i] - r0, cells[2 * i + 1] - c0
            for t in range(8):
                if not ok[t]:
                    continue
                if t & 4:
                    a, b, ax, bx = r, c, h, wd
                else:
                    a, b, ax, bx = c, r, wd, h
                if t & 1:
                    a = ax - 1 - a
                if t & 2:
                    b = bx - 1 - b
                a = a * S + b
                self.images[t * W + (a >> 6)] |= <uint64_t>1 << (a & 63)
        for t in range(8):
            if ok[t] and (best < 0 or _less(&self.images[t * W], &self.images[best * W], W)):
                best = t
        memcpy(key, &self.images[best * W], W * sizeof(uint64_t))

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

    cdef int place(self, const uint64_t *key, uint64_t meta, bint may_replace=True) noexcept nogil:
        """Store `key` with `meta` (see SIZE_SHIFT) in its window: 1 in an empty slot, 2 over
        the same key (a value replaces exclusions; exclusions join exclusions), 3 over the
        smallest entry of a full window (with `may_replace`), 0 not stored."""
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
                if (meta & 0xFF) != UNKNOWN:
                    e[W] = meta
                elif (e[W] & 0xFF) == UNKNOWN:
                    e[W] |= meta & (<uint64_t>0xFFFFFFFF << EXCL_SHIFT)
                return 2
            size = (e[W] >> SIZE_SHIFT) & 0xFFFF
            if worst < 0 or size < worst_size:
                worst, worst_size = j, size
        if not may_replace:
            return 0
        e = &self.tab[((i + worst) & mask) * S]
        memcpy(e, key, W * sizeof(uint64_t))
        e[W] = meta
        self.replaced += 1
        return 3

    cdef void grow(self) noexcept nogil:
        """Double the table (when memory is refused it stays as it is, now at its ceiling)."""
        cdef uint64_t *old = self.tab
        cdef uint64_t oldcap = self.cap, i
        cdef uint64_t *t = <uint64_t *>table_alloc(oldcap * 2 * self.S * sizeof(uint64_t))
        if t == NULL:
            self.max_cap = oldcap
            return
        self.tab, self.cap = t, oldcap * 2
        self.entries = 0
        for i in range(oldcap):
            if old[i * self.S + self.W] != 0:
                self.place(&old[i * self.S], old[i * self.S + self.W])
        table_free(old, oldcap * self.S * sizeof(uint64_t))

    cdef void store(self, const uint64_t *key, uint32_t value, uint32_t size,
                    uint64_t canon=0) noexcept nogil:
        """Insert an entry (with `canon`, `key` is a canonical code), doubling the table at
        load 1/2 (below the ceiling)."""
        if <uint64_t>self.entries * 2 >= self.cap and self.cap < self.max_cap:
            self.grow()
        self.place(key, value | (<uint64_t>size << SIZE_SHIFT) | (canon << CANON) | (<uint64_t>1 << USED))

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

    cdef int split(self, const uint64_t *m, uint64_t *parts, int *vals, uint64_t *keys) noexcept nogil:
        """The components of `m` into parts (W words each; single vertices of Arc-Kayles, of
        value 0, left out), lowest vertex first; vals[i] is the value of a part too small to
        look up (1), else -1, and keys[i] (W words) its key: its shape on a board, else the part
        itself (`keys` is `parts`). On a board two parts of the same shape cancel (their values
        are equal) and both go. Their number."""
        cdef int W = self.W, k = 0, w, c, j
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
            if self.stride and vals[k] < 0:
                self.shape_key(comp, &keys[k * W])
                for j in range(k):
                    if vals[j] < 0 and _same(&keys[j * W], &keys[k * W], W):
                        break
                else:
                    k += 1
                    continue
                # a pair of congruent parts: worth 0, both go
                memmove(&parts[j * W], &parts[(j + 1) * W], (k - 1 - j) * W * sizeof(uint64_t))
                memmove(&keys[j * W], &keys[(j + 1) * W], (k - 1 - j) * W * sizeof(uint64_t))
                memmove(&vals[j], &vals[j + 1], (k - 1 - j) * sizeof(int))
                k -= 1
                continue
            k += 1
        return k

    cdef bint room(self, int64_t need) noexcept nogil:
        """At least `need` options of room in scratch (False: memory refused)."""
        cdef int64_t cap = self.scratch_cap
        cdef void *p
        if need <= cap:
            return True
        while cap < need:
            cap *= 2
        p = realloc(self.scratch, cap * self.W * sizeof(uint64_t))
        if p == NULL:
            return False
        self.scratch, self.scratch_cap = <uint64_t *>p, cap
        return True

    cdef int64_t moves(self, const uint64_t *m) noexcept nogil:
        """The options of the component `m` (not in scratch) into scratch; their number, -1
        when memory is refused."""
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
                    if not self.room(k + 1):
                        return -1
                    o = &self.scratch[k * W]
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
                        if not self.room(k + 1):
                            return -1
                        o = &self.scratch[k * W]
                        memcpy(o, m, W * sizeof(uint64_t))
                        o[w] &= ~(<uint64_t>1 << (v & 63))
                        o[y] &= ~(<uint64_t>1 << (u & 63))
                        k += 1
        return k

    # ------------------------------------------------------------ the search
    # Beling and Rogalski's pruned search, as in the one-word core (see there for the reasoning):
    # a component is asked whether its value lies in a set R of candidates (asp off; the answer
    # its value or NOT_IN_SET), or for its value by aspiration (asp on: is it r, for r = 0, 1,
    # ...). Sets are of values below 64; candidates above 63 are only counted (ph).

    cdef inline void nimber_out(self, WFrame *f, uint32_t v) noexcept nogil:
        """Take v (an option's value) out of the candidates, or the largest when v is not one."""
        if v < 64 and (f.P >> v) & 1:
            f.P &= ~(<uint64_t>1 << v)
        elif f.ph:
            f.ph -= 1
        elif f.P:
            f.P &= ~(<uint64_t>1 << (63 - clz(f.P)))

    cdef inline void largest_out(self, WFrame *f) noexcept nogil:
        if f.ph:
            f.ph -= 1
        elif f.P:
            f.P &= ~(<uint64_t>1 << (63 - clz(f.P)))

    cdef inline int split_ahead(self, const uint64_t *m, int b) noexcept nogil:
        """`split` of `m` into the parts buffer b, the hash of each part to look up (in
        phash[b]) and a prefetch of its table slot."""
        cdef int k = self.split(m, self.pparts[b], self.pvals[b], self.pkeys[b]), j
        cdef uint64_t h
        for j in range(k):
            if self.pvals[b][j] < 0:
                h = self.phash[b][j] = _hash(&self.pkeys[b][j * self.W], self.W)
                prefetch(&self.tab[(h & (self.cap - 1)) * self.S])
        return k

    cdef bint push_part(self, const uint64_t *comp, const uint64_t *key, uint64_t h) noexcept nogil:
        """Append a part to the stack of unknown parts (False: no memory)."""
        cdef uint32_t cap
        cdef int W = self.W
        cdef void *p
        if self.nparts == self.parts_cap:
            cap = self.parts_cap * 2
            p = realloc(self.part_comp, cap * W * sizeof(uint64_t))
            if p == NULL:
                return False
            self.part_comp = <uint64_t *>p
            p = realloc(self.part_key, cap * W * sizeof(uint64_t))
            if p == NULL:
                return False
            self.part_key = <uint64_t *>p
            p = realloc(self.part_hash, cap * sizeof(uint64_t))
            if p == NULL:
                return False
            self.part_hash = <uint64_t *>p
            self.parts_cap = cap
        memcpy(&self.part_comp[self.nparts * W], comp, W * sizeof(uint64_t))
        memcpy(&self.part_key[self.nparts * W], key, W * sizeof(uint64_t))
        self.part_hash[self.nparts] = h
        self.nparts += 1
        return True

    cdef inline void swap_parts(self, uint32_t a, uint32_t b) noexcept nogil:
        cdef int W = self.W, w
        cdef uint64_t t
        for w in range(W):
            t = self.part_comp[a * W + w]
            self.part_comp[a * W + w] = self.part_comp[b * W + w]
            self.part_comp[b * W + w] = t
            t = self.part_key[a * W + w]
            self.part_key[a * W + w] = self.part_key[b * W + w]
            self.part_key[b * W + w] = t
        t = self.part_hash[a]
        self.part_hash[a] = self.part_hash[b]
        self.part_hash[b] = t

    cdef bint opt_room(self, uint32_t need) noexcept nogil:
        """At least `need` records of room in opts (False: memory refused)."""
        cdef uint32_t cap = self.opts_cap
        cdef void *p
        if need <= cap:
            return True
        while cap < need:
            cap *= 2
        p = realloc(self.opts, cap * sizeof(Opt))
        if p == NULL:
            return False
        self.opts, self.opts_cap = <Opt *>p, cap
        return True

    cdef inline uint32_t tie(self, int64_t t, int64_t n) noexcept nogil:
        """The tie-break (below 128) of option t of n by ``order``."""
        if self.order == 4:
            return <uint32_t>((n - 1 - t) & 127)
        cdef int64_t d = 2 * t - (n - 1)
        if self.order == 2:
            return <uint32_t>((d if d >= 0 else -d) & 127)
        if self.order == 1:
            return <uint32_t>((((t & 1) << 6) | (t >> 1)) & 127)
        if self.order == 0:
            return <uint32_t>(mix(<uint64_t>t, 7) & 127)
        return 0

    cdef int enter(self, const uint64_t *comp, const uint64_t *key, uint64_t h, bint asp, uint64_t R,
                   bint exactmode) noexcept nogil:
        """Begin the search of a component not in the table (key hash h): asked whether its
        value is in R (asp off), or for its value (asp on). Its options are generated, those
        whose parts are all known taken out of the candidates, the others kept with their
        unknown parts (the hardest first), easiest option first. Returns the answer when it is
        known at once, else PENDING with a frame pushed."""
        cdef int W = self.W
        cdef uint64_t *fc = &self.fcomp[self.sp * W]
        cdef uint64_t *fk = &self.fkey[self.sp * W]
        cdef uint32_t lo = 0 if self.sp == 0 else self.frames[self.sp - 1].ohi
        cdef uint32_t hi, first, i, cnt, hard, size, ex, B, acc, diff, d
        cdef int64_t n, t
        cdef int k, j, v, b
        cdef int ks[2]
        cdef WFrame *f
        cdef Opt rec
        memcpy(fc, comp, W * sizeof(uint64_t))  # comp and key may lie in the parts' stack,
        memcpy(fk, key, W * sizeof(uint64_t))   # which may move as it grows
        size = _count(fc, W)
        ex = self.excluded(fk, h)
        n = self.moves(fc)
        if n < 0:
            self.oom = True
            return NOT_IN_SET
        B = self.bound(fc)
        if <int64_t>B > n:
            B = <uint32_t>n
        if not asp:
            R &= _upto(B) & ~(<uint64_t>ex)
            if R == 0:
                self.cut += 1
                return NOT_IN_SET
        f = &self.frames[self.sp]
        self.sp += 1
        f.hash, f.asp, f.bound, f.exactmode = h, asp, B, exactmode
        f.R = R
        f.upto = _upto(63 - clz(R)) if R else 0
        f.exact, f.wait, f.r, f.skip = True, 0, 0, ex
        f.P = _upto(<uint32_t>n) if n < 64 else ~(<uint64_t>0)
        f.ph = <uint32_t>(n - 63) if n > 63 else 0
        f.olo = f.oi = lo
        f.plo = self.nparts
        f.solved_at = self.solved
        hi = lo
        if n > 0:
            ks[0] = self.split_ahead(self.scratch, 0)
        for t in range(n):
            if not asp and (f.P & R) == 0:  # no candidate is asked about: the answer is no
                self.sp -= 1
                self.nparts = f.plo
                self.cut += 1
                self.exclude(fk, h, R | (f.upto & ~f.P) | f.skip, size)
                return NOT_IN_SET
            self.steps += 1
            # the next option is split and its parts' slots fetched before this one's look-ups
            b = t & 1
            if t + 1 < n:
                ks[b ^ 1] = self.split_ahead(&self.scratch[(t + 1) * W], b ^ 1)
            k = ks[b]
            acc = cnt = diff = hard = 0
            first = self.nparts
            for j in range(k):
                v = self.pvals[b][j]
                if v < 0:
                    v = self.known(&self.pparts[b][j * W], &self.pkeys[b][j * W], self.phash[b][j])
                if v >= 0:
                    acc ^= v
                    continue
                if not self.push_part(&self.pparts[b][j * W], &self.pkeys[b][j * W], self.phash[b][j]):
                    self.oom = True
                    return NOT_IN_SET
                d = _count(&self.pparts[b][j * W], W)
                diff += d * d
                if d > hard:  # the hardest part goes first (it is asked last, with the set)
                    hard = d
                    if cnt:
                        self.swap_parts(first, first + cnt)
                cnt += 1
            if cnt == 0:
                if acc < 64:
                    f.skip |= <uint64_t>1 << acc
                if not asp:
                    self.nimber_out(f, acc)
                continue
            if not self.opt_room(hi + 1):
                self.oom = True
                return NOT_IN_SET
            diff = diff * 128 + self.tie(t, n)
            rec.first, rec.n, rec.acc, rec.diff = first, cnt, acc, diff
            # insertion in order of difficulty (stable: the generated order among equals)
            i = hi
            while i > lo and self.opts[i - 1].diff > diff:
                self.opts[i] = self.opts[i - 1]
                i -= 1
            self.opts[i] = rec
            hi += 1
        f.ohi = hi
        return PENDING

    cdef int store_value(self, int fi, uint32_t value) noexcept nogil:
        """The component of frame fi has `value`: store it (and log it for a lasting table);
        returns it. Nothing is stored once memory was refused or a value passed the most."""
        cdef int W = self.W
        cdef const uint64_t *fc = &self.fcomp[fi * W]
        cdef const uint64_t *key = &self.fkey[fi * W]
        cdef uint32_t size = _count(fc, W)
        cdef uint16_t tag = 2 if self.stride else 1
        cdef WFrame *f = &self.frames[fi]
        if value >= UNKNOWN:
            self.too_large = True
        if self.oom or self.too_large:
            return <int>min(value, <uint32_t>254)
        self.solved += 1
        self.store(key, value, size)
        if size <= <uint32_t>self.small:  # also under its isomorphism class, kept in a table
            self.canon_graph(fc, size)
            self.store(self.ckey, value, size, 1)
            key, tag = self.ckey, <uint16_t>(0x100 | size)
        if self.logging and (fi == 0 or self.solved - f.solved_at >= self.persist_cost):
            if not self.log(key, tag, <uint8_t>value,
                            <uint32_t>min(self.solved - f.solved_at, <int64_t>0xFFFFFFFF)):
                self.logging = False
        return <int>value

    cdef void answer(self, WFrame *f, int v) noexcept nogil:
        """The hardest part of the current option answered v (its value, or NOT_IN_SET)."""
        cdef Opt *o = &self.opts[f.oi]
        cdef uint32_t g, i
        if not f.asp:
            if v == NOT_IN_SET:
                self.largest_out(f)
                f.exact = False
            else:
                g = <uint32_t>v ^ o.acc
                if g < 64:
                    f.skip |= <uint64_t>1 << g
                self.nimber_out(f, g)
            f.oi += 1
            return
        if v == NOT_IN_SET:
            f.oi += 1
            return
        g = <uint32_t>v ^ o.acc
        for i in range(f.oi, f.ohi - 1):  # the option's value is known: it leaves the list
            self.opts[i] = self.opts[i + 1]
        f.ohi -= 1
        if g == f.r:  # r is an option's value: try the next candidate, from the first option
            f.r += 1
            f.oi = f.olo
        elif g < 64:
            f.skip |= <uint64_t>1 << g

    cdef int step(self, int fi) noexcept nogil:
        """Advance the frame fi (the top one) until it needs a child (PENDING, the child
        pushed) or knows its answer (returned; the frame is still on the stack)."""
        cdef WFrame *f = &self.frames[fi]
        cdef int W = self.W
        cdef Opt *o
        cdef int v
        cdef uint64_t m, ask
        cdef uint32_t i
        while True:
            if f.wait == WAIT_OTHER:
                o = &self.opts[f.oi]
                o.acc ^= f.ret
                o.n -= 1
                f.wait = 0
            elif f.wait == WAIT_FIRST:
                f.wait = 0
                self.answer(f, f.ret)
            if f.asp:
                while f.r < 64 and (f.skip >> f.r) & 1:
                    f.r += 1
                if f.r >= f.bound or f.oi >= f.ohi:
                    return self.store_value(fi, min(f.r, f.bound))
                if f.r >= self.exact_from:
                    # a value this large: the options left are solved outright, and so is
                    # everything below them (see exact_from)
                    f.exactmode = True
            else:
                if f.oi >= f.ohi:
                    if f.exact or (f.P & f.upto):
                        return self.store_value(fi, ctz(f.P))
                    self.exclude(&self.fkey[fi * W], f.hash, f.R | (f.upto & ~f.P) | f.skip,
                                 _count(&self.fcomp[fi * W], W))
                    return NOT_IN_SET
                if (f.P & f.R) == 0:
                    self.exclude(&self.fkey[fi * W], f.hash, f.R | (f.upto & ~f.P) | f.skip,
                                 _count(&self.fcomp[fi * W], W))
                    return NOT_IN_SET
                if f.exact:
                    m = f.P & _upto(f.bound)
                    if (m & (m - 1)) == 0:
                        self.cut += 1
                        return self.store_value(fi, ctz(m))
            o = &self.opts[f.oi]
            self.steps += 1
            if o.n > 1:  # a part other than the hardest: solved outright
                i = o.first + o.n - 1
                v = self.known(&self.part_comp[i * W], &self.part_key[i * W], self.part_hash[i])
                if v >= 0:
                    o.acc ^= v
                    o.n -= 1
                    continue
                f.wait = WAIT_OTHER
                v = self.enter(&self.part_comp[i * W], &self.part_key[i * W], self.part_hash[i], False,
                               ~(<uint64_t>0), f.exactmode)
                if v == PENDING or self.oom:
                    return PENDING
                f.ret = v
                continue
            i = o.first
            f.wait = WAIT_FIRST
            v = self.known(&self.part_comp[i * W], &self.part_key[i * W], self.part_hash[i])
            if v < 0:
                if f.r >= 64 or o.acc >= 64:
                    # beyond the sets of values below 64: the part's value (never met on the
                    # games searchable in practice, whose values stay small)
                    v = self.enter(&self.part_comp[i * W], &self.part_key[i * W], self.part_hash[i],
                                   True, ~(<uint64_t>0), f.exactmode)
                else:
                    if f.exactmode:
                        ask = ~(<uint64_t>0)
                    elif f.asp:
                        ask = <uint64_t>1 << f.r
                    else:
                        ask = (f.P if f.ph else f.P & ~(<uint64_t>1 << (63 - clz(f.P)))) & f.upto
                    v = self.enter(&self.part_comp[i * W], &self.part_key[i * W], self.part_hash[i],
                                   False, _xor_set(ask, o.acc), f.exactmode)
                if v == PENDING or self.oom:
                    return PENDING
            f.ret = v

    cdef int run_slice(self, int64_t budget) noexcept nogil:
        """Search until the position asked for is solved (0), `budget` steps are done (1),
        Ctrl-C is seen (2), memory is refused (3) or a value reaches 255 (4)."""
        cdef int W = self.W
        cdef int64_t end = self.steps + budget, next_check = self.steps + CHECK_EVERY
        cdef int i, v, fi
        cdef uint32_t x
        while True:
            if self.sp == 0:
                while self.root_i < self.nroot:
                    i = self.root_i
                    v = self.root_val[i]
                    if v < 0:
                        v = self.known(&self.root_comp[i * W], &self.root_key[i * W],
                                       _hash(&self.root_key[i * W], W))
                    if v < 0:
                        x = <uint32_t>self.root_target ^ self.root_acc
                        if self.root_target >= 0 and i == self.nroot - 1 and x < 64:
                            # the last (largest) part: is its value the one the target needs?
                            v = self.enter(&self.root_comp[i * W], &self.root_key[i * W],
                                           _hash(&self.root_key[i * W], W), False, <uint64_t>1 << x, False)
                        else:
                            v = self.enter(&self.root_comp[i * W], &self.root_key[i * W],
                                           _hash(&self.root_key[i * W], W), True, ~(<uint64_t>0), False)
                        if self.oom:
                            return 3
                        if v == PENDING:
                            break
                    self.root_part_done(v)
                if self.sp == 0:
                    return TOO_LARGE if self.too_large else 0
            if self.oom:
                return 3
            if self.too_large:
                return TOO_LARGE
            if self.steps >= end:
                return 1
            if self.steps >= next_check:
                next_check = self.steps + CHECK_EVERY
                if interrupted():
                    return 2
            fi = self.sp - 1
            v = self.step(fi)
            if v == PENDING:
                continue
            self.nparts = self.frames[fi].plo
            self.sp -= 1
            if self.sp > 0:
                self.frames[self.sp - 1].ret = v
            else:
                self.root_part_done(v)

    cdef inline void root_part_done(self, int v) noexcept nogil:
        """A part of the position begun answered v (NOT_IN_SET only for a target's last part)."""
        if v == NOT_IN_SET:
            self.root_hit = False
            self.root_i = self.nroot
            return
        self.root_acc ^= <uint32_t>v
        self.root_i += 1
        if self.root_i == self.nroot:
            self.root_hit = self.root_acc == <uint32_t>self.root_target

    # ------------------------------------------------------------ Python side
    cdef uint64_t[::1] words(self, x):
        """The bitmask `x` (an int of at most n bits) as W words."""
        if x < 0 or x >> self.n:
            raise ValueError(f"{x:#x} names vertices outside 0..{self.n - 1}")
        return _to_words(x, self.W)

    def begin(self, position, int target=-1):
        """Start the search of `position` (an int bitmask; any search under way is dropped): of
        its value, or with `target` (0..63) of whether its value is `target` (`hit`): its parts
        but the largest are solved outright, the largest is asked whether it has the value
        that makes the sum `target`."""
        cdef uint64_t[::1] m = self.words(position)
        cdef int i, big = 0, W = self.W
        if not -1 <= target < 64:
            raise ValueError(f"target must be in 0..63, not {target}")
        self.sp = 0
        self.nparts = 0
        self.oom = self.too_large = False
        self.nroot = self.split(&m[0], self.root_comp, self.root_val, self.root_key)
        self.root_i = 0
        self.root_acc = 0
        self.root_target = target
        self.root_hit = target == 0 and self.nroot == 0
        if target >= 0 and self.nroot > 1:  # the largest part last
            for i in range(1, self.nroot):
                if _count(&self.root_comp[i * W], W) > _count(&self.root_comp[big * W], W):
                    big = i
            i = self.nroot - 1
            if big != i:
                self._swap_root(big, i)

    cdef void _swap_root(self, int a, int b) noexcept:
        cdef int W = self.W, w
        cdef uint64_t x
        cdef int v
        for w in range(W):
            x = self.root_comp[a * W + w]
            self.root_comp[a * W + w] = self.root_comp[b * W + w]
            self.root_comp[b * W + w] = x
            if self.stride:
                x = self.root_key[a * W + w]
                self.root_key[a * W + w] = self.root_key[b * W + w]
                self.root_key[b * W + w] = x
        v = self.root_val[a]
        self.root_val[a] = self.root_val[b]
        self.root_val[b] = v

    @property
    def hit(self):
        """Whether the value of the position begun with a target is the target, once `run`
        returned True."""
        return bool(self.root_hit)

    def run(self, int64_t budget):
        """Search for at most `budget` steps; True when the value is known (see `result`)."""
        cdef int status
        with nogil:
            status = self.run_slice(budget)
        if status == 2:
            reraise()
        if status == 3:
            self.sp = 0
            raise MemoryError("the search's stacks of options and parts could not grow")
        if status == 4:
            self.sp = 0
            raise ResourceLimitError("a component's value reaches 255, past the most the wide search core holds (254)")
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
        """The stored value under a key (a component's vertex mask, tag 1; its shape on a board,
        tag 2; or a canonical code, tag ``0x100 | k``), or -1."""
        cdef uint64_t[::1] m
        if tag < 0x100 and tag != self.tag:
            return -1
        m = _to_words(key, self.W)
        return self.lookup(&m[0], tag >= 0x100, _hash(&m[0], self.W))

    @property
    def tag(self):
        """The tag of the keys of components: 2 (shapes) on a board, else 1 (vertex sets)."""
        return 2 if self.stride else 1

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
        """(key, tag) of a non-empty component: its shape and 2 on a board, else its vertex mask
        and 1."""
        cdef uint64_t[::1] m
        if not self.stride:
            return int(comp), 1
        m = self.words(comp)
        if _empty(&m[0], self.W):
            raise ValueError("an empty component has no shape")
        self.shape_key(&m[0], self.rest)
        return _to_int(self.rest, self.W), 2

    cdef list _parts(self, position, bint unknown):
        cdef uint64_t[::1] m = self.words(position)
        cdef int k = self.split(&m[0], self.rparts, self.rvals, self.rkeys), i
        cdef int W = self.W
        cdef list out = []
        for i in range(k):
            if unknown and (self.rvals[i] >= 0 or self.known(&self.rparts[i * W], &self.rkeys[i * W],
                                                             _hash(&self.rkeys[i * W], W)) >= 0):
                continue
            c = _to_int(&self.rparts[i * W], W)
            out.append((c, _to_int(&self.rkeys[i * W], W), self.tag) if unknown else c)
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
        cdef int64_t k = self.moves(&m[0]), i
        if k < 0:
            raise MemoryError()
        return [_to_int(&self.scratch[i * self.W], self.W) for i in range(k)]

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
            if (meta != 0 and (meta & 0xFF) != UNKNOWN
                    and ((meta >> SIZE_SHIFT) & 0xFFFF) >= <uint64_t>min_size):
                rows.append([self.tab[i * self.S + w] for w in range(W)])
                tags.append(0x100 | ((meta >> SIZE_SHIFT) & 0xFF) if (meta >> CANON) & 1 else self.tag)
                vals.append(meta & 0xFF)
        keys = np.array(rows, dtype=np.uint64).reshape(len(rows), W)
        return keys, np.array(tags, np.uint16), np.array(vals, dtype=np.uint8)

    def load(self, keys, tags, values):
        """Insert entries: `keys` a (count, W) uint64 array or a sequence of int masks (vertex
        sets, tag 1, shapes on a board, tag 2, or canonical codes, tag ``0x100 | k``). A key of
        the other kind of components (a vertex set on a board, a shape elsewhere) is refused."""
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
            if t[i] < 0x100 and t[i] != self.tag:
                raise ValueError(f"a key of tag {t[i]} in a core whose components have tag {self.tag}")
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
