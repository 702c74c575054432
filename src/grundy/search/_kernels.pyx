# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""The compiled search core: Grundy values of games on at most 64 cells, positions as uint64.

Four games share one engine, all on a set of at most 64 cells (graph vertices or board
squares), a position being the bitmask of the cells still free:

- ``NODE``: Node-Kayles on a graph (a move removes a free vertex and its free neighbours);
- ``ARC``: Arc-Kayles on a graph (a move removes both ends of an edge of free vertices);
- ``CRAM``: Cram on a rows x cols board (a move covers two adjacent free squares), which is
  Arc-Kayles on the grid graph, with moves and components found by shifts of the whole mask;
- ``GRID_NODE``: Node-Kayles on the rows x cols grid graph (a move takes a free square and the
  free squares beside it), a board game like Cram: components by shifts, keys up to symmetry.

A position splits into its connected components (a flood fill by bit operations); its value is
the XOR of theirs, and components of equal canonical form cancel in pairs. A component is
memoized under its canonical form: for graphs its vertex mask (exact; a component of at most
`small` vertices also under its isomorphism class, :mod:`grundy._canon`, looked up when its
vertex mask misses), on boards the least, over
the symmetries of its bounding box (8 for a square, else the 4 that keep the narrower side as
the width), of its cells translated to the top-left corner, together with that width (the key
is the same on every board of the same game). The depth-first search keeps its own stack of frames (the depth is
at most the number of cells, so it is allocated once), and the transposition table is an
open-addressing hash in C memory, grown by doubling up to a memory ceiling and then used as a
cache (a full window of slots gives its smallest entry away: values stay exact, only work is
repeated). Board regions of at most 10 squares (a few thousand polyominoes) have a small table
of their own that stays in the processor's cache (on boards of 25 squares or more).

Mex-cut: a component's value is at most its longest play (its cells for Node-Kayles, half of
them for Arc-Kayles, the smaller colour class of the checkerboard for Cram). Once the values
seen among its options reach that bound, the value is known and no further option is
generated; an option whose own bound is below the current mex is skipped (its value is one
already seen).

The search runs in slices of a given number of steps without the GIL and keeps its state
between them, so the Python layer can draw progress, write the table and see Ctrl-C.

For a parallel search (:mod:`grundy.search.parallel`) the cores of several processes can
share one table in shared memory (``attach``): it is read and written without locks (a sequence
lock per slot, below), has a fixed size, and is replaced by a larger one as it fills
(``attach`` again, then ``merge`` of the old one).
"""

import numpy as np

cimport cython
from libc.stdint cimport int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, realloc

from grundy._interrupt cimport CHECK_EVERY, interrupted, reraise

from grundy.errors import ResourceLimitError


from grundy._bits cimport bswap, clz, ctz, mix as _mix, popcount, prefetch
from grundy._canon cimport CANON_MAX, canon_code


cdef enum:
    NODE = 0
    ARC = 1
    CRAM = 2
    GRID_NODE = 3
    WINDOW = 16         # slots probed for a key
    MAXCELLS = 64
    MAXDEPTH = 66       # frames: each child has fewer cells than its parent
    SMALL_CELLS = 10    # board regions of at most this many squares go to the small table ...
    SMALL_SLOTS = 1 << 16  # ... of this many slots (1 MiB: every such region, kept in cache),
    SMALL_BOARD = 25       # on boards of at least this many squares (on smaller ones its first
                           # touch of each page costs more than the whole search: 0.8 ms on 3 x 6)

KIND = {"node-kayles": NODE, "arc-kayles": ARC, "cram": CRAM, "node-kayles-grid": GRID_NODE}

cdef struct Entry:
    uint64_t key
    uint16_t tag        # 0: an empty slot
    uint8_t value
    uint8_t size        # cells of the component (the cost of solving it again)
    uint32_t spare


cdef struct Frame:
    uint64_t comp       # the component's cells
    uint64_t key
    uint64_t seen       # values of the options found so far (all below 64)
    int64_t opt_next    # pending options: opts[opt_next:opt_hi]
    int64_t opt_hi
    int64_t solved_at   # positions solved when the frame was made
    uint32_t acc        # XOR of the parts of the current option solved so far
    uint32_t ci         # the next part of the current option
    uint32_t mex
    uint32_t bound
    uint16_t tag


# Symmetries of a Cram region whose bounding box fits 8 x 8, on the region drawn in one word with
# row r in byte r and column c in bit c of it (the box at the top-left corner): a few word
# operations each, where moving the cells one by one costs a dozen per cell.
cdef inline uint64_t _flip_cols(uint64_t x, int w) noexcept nogil:
    """Column c -> w - 1 - c in every row (bits reversed within each byte, then shifted back)."""
    x = ((x >> 1) & <uint64_t>0x5555555555555555) | ((x & <uint64_t>0x5555555555555555) << 1)
    x = ((x >> 2) & <uint64_t>0x3333333333333333) | ((x & <uint64_t>0x3333333333333333) << 2)
    x = ((x >> 4) & <uint64_t>0x0F0F0F0F0F0F0F0F) | ((x & <uint64_t>0x0F0F0F0F0F0F0F0F) << 4)
    return x >> (8 - w)


cdef inline uint64_t _flip_rows(uint64_t x, int h) noexcept nogil:
    """Row r -> h - 1 - r (bytes reversed, then shifted back)."""
    return bswap(x) >> (8 * (8 - h))


cdef inline uint64_t _transpose8(uint64_t x) noexcept nogil:
    """Row r, column c -> row c, column r (the 8 x 8 bit-matrix transpose of Hacker's Delight,
    section 7-3)."""
    cdef uint64_t t
    t = (x ^ (x >> 7)) & <uint64_t>0x00AA00AA00AA00AA
    x ^= t ^ (t << 7)
    t = (x ^ (x >> 14)) & <uint64_t>0x0000CCCC0000CCCC
    x ^= t ^ (t << 14)
    t = (x ^ (x >> 28)) & <uint64_t>0x00000000F0F0F0F0
    x ^= t ^ (t << 28)
    return x


cdef inline uint64_t _least_image(uint64_t a, int w, int h, uint64_t best) noexcept nogil:
    """The least of `best` and the region `a` (w columns, h rows) with its mirror images."""
    cdef uint64_t y = _flip_cols(a, w)
    best = min(best, a, y)
    return min(best, _flip_rows(a, h), _flip_rows(y, h))


cdef inline int _lookup(Entry *tab, uint64_t cap, uint64_t key, uint16_t tag) noexcept nogil:
    """The value stored under (key, tag) in the window of its hash, else -1."""
    cdef uint64_t mask = cap - 1, i = _mix(key, tag) & mask
    cdef int j
    cdef Entry *e
    for j in range(WINDOW):
        e = &tab[(i + j) & mask]
        if e.tag == 0:
            return -1
        if e.key == key and e.tag == tag:
            return e.value
    return -1


cdef inline int _place(Entry *tab, uint64_t cap, uint64_t key, uint16_t tag, uint8_t value,
                       uint8_t size, bint may_replace) noexcept nogil:
    """Store (key, tag) -> value in its window: 1 in an empty slot, 2 over the same key, 3 over
    the smallest entry of a full window (with `may_replace`), 0 not stored."""
    cdef uint64_t mask = cap - 1, i = _mix(key, tag) & mask
    cdef int j, worst = -1
    cdef Entry *e
    for j in range(WINDOW):
        e = &tab[(i + j) & mask]
        if e.tag == 0:
            e.key, e.tag, e.value, e.size = key, tag, value, size
            return 1
        if e.key == key and e.tag == tag:
            e.value = value
            return 2
        if worst < 0 or e.size < tab[(i + worst) & mask].size:
            worst = j
    if not may_replace:
        return 0
    e = &tab[(i + worst) & mask]
    e.key, e.tag, e.value, e.size = key, tag, value, size
    return 3


# The table shared by the processes of a parallel search (see grundy.search.parallel): the same
# slots in memory mapped by every process, read and written without locks by a per-slot
# sequence lock. A slot is two 64-bit words: w0 the key, w1 the tag (bits 0-15), the value
# (16-23), the size (24-31) -- the layout of Entry on a little-endian machine -- then a version
# (32-62) and a lock bit (63). A writer takes the lock by compare-and-swap of w1, writes w0, and
# releases w1 with the new fields and the next version; a reader keeps a slot only when w1 reads
# the same, unlocked, before and after w0 (Boehm's C11 sequence lock). A slot caught in a write
# reads as another key, and a write that loses a race is dropped: both cost only work, never a
# wrong value.
cdef extern from *:
    """
    #include <stdint.h>
    static inline uint64_t grundy_load_acquire(uint64_t *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
    static inline uint64_t grundy_load_relaxed(uint64_t *p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
    static inline void grundy_fence_acquire(void) { __atomic_thread_fence(__ATOMIC_ACQUIRE); }
    static inline void grundy_fence_release(void) { __atomic_thread_fence(__ATOMIC_RELEASE); }
    static inline int grundy_cas(uint64_t *p, uint64_t expected, uint64_t desired) {
        return __atomic_compare_exchange_n(p, &expected, desired, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
    }
    static inline void grundy_store_relaxed(uint64_t *p, uint64_t v) { __atomic_store_n(p, v, __ATOMIC_RELAXED); }
    static inline void grundy_store_release(uint64_t *p, uint64_t v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }
    """
    uint64_t load_acquire "grundy_load_acquire"(uint64_t *p) noexcept nogil
    uint64_t load_relaxed "grundy_load_relaxed"(uint64_t *p) noexcept nogil
    void fence_acquire "grundy_fence_acquire"() noexcept nogil
    void fence_release "grundy_fence_release"() noexcept nogil
    bint cas "grundy_cas"(uint64_t *p, uint64_t expected, uint64_t desired) noexcept nogil
    void store_relaxed "grundy_store_relaxed"(uint64_t *p, uint64_t v) noexcept nogil
    void store_release "grundy_store_release"(uint64_t *p, uint64_t v) noexcept nogil


cdef enum:
    FIELDS = 0xFFFFFFFF             # tag, value and size in w1
    LOCK_BIT = 63


cdef inline bint _read_shared(uint64_t *w, uint64_t *key, uint64_t *fields) noexcept nogil:
    """A consistent read of the slot `w` (False: caught in a write)."""
    cdef uint64_t v1 = load_acquire(&w[1]), v2
    if v1 >> LOCK_BIT:
        return False
    key[0] = load_relaxed(&w[0])
    fence_acquire()
    v2 = load_relaxed(&w[1])
    fields[0] = v1
    return v1 == v2


cdef inline int _lookup_shared(Entry *tab, uint64_t cap, uint64_t key, uint16_t tag) noexcept nogil:
    """_lookup on the shared table."""
    cdef uint64_t mask = cap - 1, i = _mix(key, tag) & mask, k, v
    cdef int j
    cdef uint64_t *w
    for j in range(WINDOW):
        w = <uint64_t *>&tab[(i + j) & mask]
        if not _read_shared(w, &k, &v):
            continue
        if (v & 0xFFFF) == 0:
            return -1
        if k == key and (v & 0xFFFF) == tag:
            return (v >> 16) & 0xFF
    return -1


cdef inline int _place_shared(Entry *tab, uint64_t cap, uint64_t key, uint16_t tag, uint8_t value,
                              uint8_t size, bint may_replace) noexcept nogil:
    """_place on the shared table: 1 in an empty slot, 2 when the key is there, 3 over the
    smallest entry of a full window, 0 not stored (no room, or a race lost)."""
    cdef uint64_t mask = cap - 1, i = _mix(key, tag) & mask, k, v, seen = 0, lock
    cdef int j, best = -1, r = 0
    cdef uint32_t best_size = 256
    cdef uint64_t *w
    cdef uint64_t *target = NULL
    for j in range(WINDOW):
        w = <uint64_t *>&tab[(i + j) & mask]
        if not _read_shared(w, &k, &v):
            continue
        if (v & 0xFFFF) == 0:
            target, seen, r = w, v, 1
            break
        if k == key and (v & 0xFFFF) == tag:
            return 2
        if may_replace and ((v >> 24) & 0xFF) < best_size:
            best_size = (v >> 24) & 0xFF
            target, seen, r = w, v, 3
    if target == NULL:
        return 0
    lock = ((((seen >> 32) + 1) & 0x7FFFFFFF) << 32) | (<uint64_t>1 << LOCK_BIT)
    if not cas(&target[1], seen, lock | (seen & FIELDS)):
        return 0
    fence_release()
    store_relaxed(&target[0], key)
    store_release(&target[1], (lock & ~(<uint64_t>1 << LOCK_BIT))
                  | <uint64_t>tag | (<uint64_t>value << 16) | (<uint64_t>size << 24))
    return r


def graph_code(adj):
    """The canonical code of a connected graph of k <= 11 vertices given by its neighbour masks
    ``adj[v]`` (bit u for an edge uv): :func:`grundy.search.games.canonical_form`, by the C
    code of the cores (:mod:`grundy._canon`). Iterative; see canonical_form for the cost.

    >>> graph_code([0b10, 0b101, 0b10])  # a path of 3: the middle vertex labelled 2 (edges 02, 12)
    6
    """
    cdef uint16_t local[CANON_MAX]
    cdef int k = len(adj), v
    if not 1 <= k <= CANON_MAX:
        raise ValueError(f"graph_code takes 1..{CANON_MAX} vertices, not {k}")
    for v in range(k):
        m = int(adj[v])
        if m < 0 or m >> k or m >> v & 1:
            raise ValueError(f"adj[{v}] = {m:#x} is not a set of other vertices among {k}")
        local[v] = <uint16_t>m
    return int(canon_code(local, k))


@cython.final
cdef class SearchCore:
    """The compiled search over one game (see the module). Not for direct use: see
    :class:`grundy.search.bitsearch.BitSearch`, which validates and drives it.

    Parameters
    ----------
    kind : str
        ``'node-kayles'``, ``'arc-kayles'``, ``'cram'`` or ``'node-kayles-grid'``.
    n : int
        The number of cells (1..64).
    adj : array of uint64, optional
        For graphs: ``adj[v]`` is the bitmask of the neighbours of ``v``.
    rows, cols : int
        For the board games: the board (``rows * cols == n``); cell ``r * cols + c``.
    max_bytes : int
        The ceiling of the table's memory; past it the table replaces entries.
    symmetry : bool
        On boards: key components by their canonical form (else by their cells, tag 1).
    small : int
        On graphs: a component of at most `small` (<= 11) vertices is stored under its vertex
        set (tag 1) and under its canonical code (see :mod:`grundy._canon`; tag ``0x100 | k``),
        so isomorphic components are solved once; a lasting table gets the canonical key.
    persist_cost : int
        With logging on, an entry is logged (for a lasting table) when solving it took at least
        this many positions, or when it is the component asked for.
    """

    cdef int kind, n, rows, cols
    cdef readonly int small  # graphs: components of at most this many vertices keyed up to isomorphism
    cdef bint symmetry
    cdef bint board     # a game on a rows x cols board (Cram, Node-Kayles on the grid graph)
    cdef bint node      # a move takes a cell and its neighbours (Node-Kayles on a graph or board)
    cdef uint64_t adj[64]
    cdef uint64_t closed[64]
    cdef uint8_t rowof[64]
    cdef uint8_t colof[64]
    cdef uint64_t black, notfirst, notlast
    cdef Entry *tab
    cdef Entry *small_tab
    cdef readonly bint shared  # tab is the shared table (not ours to grow or free)
    cdef object shared_buf  # ... and this buffer holds it
    cdef uint64_t cap, max_cap
    cdef Frame *frames
    cdef int sp
    cdef uint64_t *opts
    cdef int64_t max_moves
    # the position asked for: its parts, and how far their values are known
    cdef uint64_t root_comp[64]
    cdef uint64_t root_key[64]
    cdef uint16_t root_tag[64]
    cdef int root_val[64]
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
    cdef public int64_t solved, cut, steps, entries, replaced

    def __cinit__(self, str kind, int n, adj=None, int rows=0, int cols=0,
                  int64_t max_bytes=1 << 30, int64_t persist_cost=64, bint symmetry=True,
                  int small=0):
        cdef int v, r, c
        cdef uint64_t[::1] a
        if kind not in KIND:
            raise ValueError(f"unknown game {kind!r}")
        if not 1 <= n <= MAXCELLS:
            raise ValueError(f"{n} cells: the compiled search takes 1..64")
        self.kind = KIND[kind]
        self.board = self.kind == CRAM or self.kind == GRID_NODE
        self.node = self.kind == NODE or self.kind == GRID_NODE
        self.symmetry = symmetry
        if not 0 <= small <= CANON_MAX:
            raise ValueError(f"small must be in 0..{CANON_MAX}")
        self.small = 0 if self.board else small
        self.n = n
        for v in range(64):
            self.adj[v] = 0
            self.closed[v] = 0
            self.rowof[v] = 0
            self.colof[v] = 0
        if self.board:
            if rows < 1 or cols < 1 or rows * cols != n:
                raise ValueError(f"{kind}: rows * cols must equal n")
            self.rows, self.cols = rows, cols
            self.black = self.notfirst = self.notlast = 0
            for v in range(n):
                r, c = v // cols, v % cols
                self.rowof[v], self.colof[v] = r, c
                if (r + c) % 2 == 0:
                    self.black |= <uint64_t>1 << v
                if c != 0:
                    self.notfirst |= <uint64_t>1 << v
                if c != cols - 1:
                    self.notlast |= <uint64_t>1 << v
                if c + 1 < cols:
                    self.adj[v] |= <uint64_t>1 << (v + 1)
                    self.adj[v + 1] |= <uint64_t>1 << v
                if r + 1 < rows:
                    self.adj[v] |= <uint64_t>1 << (v + cols)
                    self.adj[v + cols] |= <uint64_t>1 << v
            for v in range(n):
                self.closed[v] = self.adj[v] | (<uint64_t>1 << v)
            self.max_moves = n if self.node else 2 * n
        else:
            a = np.ascontiguousarray(adj, dtype=np.uint64)
            if a.shape[0] != n:
                raise ValueError("adj must have n entries")
            for v in range(n):
                self.adj[v] = a[v] & ~(<uint64_t>1 << v)
                self.closed[v] = self.adj[v] | (<uint64_t>1 << v)
            self.max_moves = n if self.kind == NODE else n * (n - 1) // 2 + 1
        self.max_cap = 1 << 10
        while self.max_cap * 2 * sizeof(Entry) <= <uint64_t>max_bytes and self.max_cap < (<uint64_t>1 << 40):
            self.max_cap *= 2
        self.cap = min(<uint64_t>1 << 12, self.max_cap)
        self.tab = <Entry *>calloc(self.cap, sizeof(Entry))
        if self.board and max_bytes >= 1 << 24 and n >= SMALL_BOARD:
            self.small_tab = <Entry *>calloc(SMALL_SLOTS, sizeof(Entry))
            if self.small_tab == NULL:
                raise MemoryError()
        self.frames = <Frame *>malloc(MAXDEPTH * sizeof(Frame))
        self.opts = <uint64_t *>malloc(MAXDEPTH * self.max_moves * sizeof(uint64_t))
        if self.tab == NULL or self.frames == NULL or self.opts == NULL:
            raise MemoryError()
        self.persist_cost = max(persist_cost, 1)

    def __dealloc__(self):
        if not self.shared:
            free(self.tab)
        free(self.small_tab)
        free(self.frames)
        free(self.opts)
        free(self.log_key)
        free(self.log_tag)
        free(self.log_val)
        free(self.log_cost)

    # ------------------------------------------------------------ the table
    cdef inline int lookup(self, uint64_t key, uint16_t tag) noexcept nogil:
        if self.small_tab != NULL and popcount(key) <= SMALL_CELLS:
            return _lookup(self.small_tab, SMALL_SLOTS, key, tag)
        if self.shared:
            return _lookup_shared(self.tab, self.cap, key, tag)
        return _lookup(self.tab, self.cap, key, tag)

    cdef inline int known(self, uint64_t comp, uint64_t key, uint16_t tag) noexcept nogil:
        """The value of a component keyed (key, tag) if the table has it, else -1. A graph
        component of at most `small` vertices not found under its vertex set is looked up under
        its canonical code too (the code costs more than a probe, so it is only computed on a
        miss), and a value found there is stored under the vertex set as well."""
        cdef int v = self.lookup(key, tag)
        cdef uint64_t code
        cdef uint16_t ctag
        if v >= 0 or popcount(comp) > self.small:
            return v
        ctag = self.canon_graph(comp, &code)
        v = self.lookup(code, ctag)
        if v >= 0:
            self.store(key, tag, <uint8_t>v, <uint8_t>popcount(comp))
        return v

    cdef bint place(self, uint64_t key, uint16_t tag, uint8_t value, uint8_t size, bint may_replace) noexcept nogil:
        """Put an entry in its window of the main table; False when the window is full of
        other keys and `may_replace` is off."""
        cdef int r
        if self.shared:
            r = _place_shared(self.tab, self.cap, key, tag, value, size, may_replace)
        else:
            r = _place(self.tab, self.cap, key, tag, value, size, may_replace)
        if r == 1:
            self.entries += 1
        elif r == 3:
            self.replaced += 1
        return r != 0

    cdef bint grow(self) noexcept nogil:
        """Double the table (False when memory is refused: the table stays as it is)."""
        cdef Entry *old = self.tab
        cdef uint64_t oldcap = self.cap, i
        cdef Entry *t = <Entry *>calloc(oldcap * 2, sizeof(Entry))
        if t == NULL:
            self.max_cap = oldcap
            return False
        self.tab, self.cap = t, oldcap * 2
        for i in range(oldcap):
            if old[i].tag != 0:
                self.entries -= 1
                self.place(old[i].key, old[i].tag, old[i].value, old[i].size, True)
        free(old)
        return True

    cdef void store(self, uint64_t key, uint16_t tag, uint8_t value, uint8_t size) noexcept nogil:
        """Insert an entry, doubling the table at load 1/2 (below the ceiling); a full window
        gives its smallest entry away."""
        cdef int r
        if self.small_tab != NULL and size <= SMALL_CELLS:
            r = _place(self.small_tab, SMALL_SLOTS, key, tag, value, size, True)
            self.entries += r == 1
            self.replaced += r == 3
            return
        if not self.shared and <uint64_t>self.entries * 2 >= self.cap and self.cap < self.max_cap:
            self.grow()
        self.place(key, tag, value, size, True)

    cdef bint log(self, uint64_t key, uint16_t tag, uint8_t value, uint32_t cost) noexcept nogil:
        cdef int64_t cap
        cdef void *p
        if self.log_n == self.log_cap:
            cap = max(self.log_cap * 2, 4096)
            p = realloc(self.log_key, cap * sizeof(uint64_t))
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
        self.log_key[self.log_n] = key
        self.log_tag[self.log_n] = tag
        self.log_val[self.log_n] = value
        self.log_cost[self.log_n] = cost
        self.log_n += 1
        return True

    # ------------------------------------------------------------ the game
    cdef inline uint32_t bound(self, uint64_t m) noexcept nogil:
        """An upper bound of the value: the longest play from `m`."""
        cdef uint32_t b, w
        if self.node:
            return popcount(m)
        if self.kind == ARC:
            return popcount(m) >> 1
        b = popcount(m & self.black)
        w = popcount(m & ~self.black)
        return b if b < w else w

    cdef inline uint64_t component(self, uint64_t m) noexcept nogil:
        """The component of the lowest cell of `m`."""
        cdef uint64_t comp = m & (~m + 1), front = comp, nb, low, g
        cdef int C
        if self.board:
            C = self.cols
            while True:
                g = comp | ((comp << 1) & self.notfirst) | ((comp >> 1) & self.notlast)
                if self.rows > 1:
                    g |= (comp << C) | (comp >> C)
                g &= m
                if g == comp:
                    return comp
                comp = g
        while front:
            nb = 0
            while front:
                low = front & (~front + 1)
                nb |= self.adj[ctz(low)]
                front ^= low
            front = nb & m & ~comp
            comp |= front
        return comp

    cdef inline uint16_t canon(self, uint64_t m, uint64_t *key) noexcept nogil:
        """The canonical key of the component `m` (in *key) and its tag."""
        cdef int C, r0, r1, c0, c1, h, w, r
        cdef uint64_t cm, x, rowmask
        if not self.board or not self.symmetry:
            key[0] = m
            return 1
        C = self.cols
        r0 = self.rowof[ctz(m)]
        r1 = self.rowof[63 - clz(m)]
        if self.rows == 1:
            cm = m
        else:
            rowmask = (<uint64_t>1 << C) - 1
            cm = 0
            x = m >> (r0 * C)
            for r in range(r0, r1 + 1):
                cm |= x & rowmask
                x >>= C
        c0 = ctz(cm)
        c1 = 63 - clz(cm)
        h = r1 - r0 + 1
        w = c1 - c0 + 1
        if h <= 8 and w <= 8:
            return self.canon_words(m, r0, c0, h, w, key)
        return self.canon_cells(m, r0, c0, h, w, key)

    cdef uint16_t canon_graph(self, uint64_t m, uint64_t *key) noexcept nogil:
        """`canon` for a graph component of k <= small vertices: its canonical code (the
        same as the Python engine's), tag ``0x100 | k``."""
        cdef uint16_t local[CANON_MAX]
        cdef int verts[CANON_MAX]
        cdef int k = 0, i, j
        cdef uint64_t bits = m, nb
        while bits:
            verts[k] = ctz(bits)
            bits &= bits - 1
            k += 1
        for i in range(k):
            nb = self.adj[verts[i]] & m
            local[i] = 0
            for j in range(k):
                local[i] |= ((nb >> verts[j]) & 1) << j
        key[0] = canon_code(local, k)
        return <uint16_t>(0x100 | k)

    cdef inline uint16_t canon_words(self, uint64_t m, int r0, int c0, int h, int w,
                                     uint64_t *key) noexcept nogil:
        """`canon` for a bounding box of at most 8 x 8 (h rows, w columns from (r0, c0)): the
        region in the byte-per-row form, its images by word operations, the least of them
        (the byte-per-row order is the order of the keys, rows of w bits) packed to the key."""
        cdef int C = self.cols, r, width, height
        cdef uint64_t x = m >> (r0 * C + c0), wmask = (<uint64_t>1 << w) - 1
        cdef uint64_t a = 0, best
        for r in range(h):
            a |= ((x >> (r * C)) & wmask) << (8 * r)
        best = ~(<uint64_t>0)
        if w <= h:
            best = _least_image(a, w, h, best)
            width, height = w, h
        if w >= h:
            best = _least_image(_transpose8(a), h, w, best)  # h columns, w rows
            width, height = h, w
        if width == 8:
            key[0] = best
        else:
            key[0] = 0
            for r in range(height):
                key[0] |= ((best >> (8 * r)) & 0xFF) << (r * width)
        return <uint16_t>width

    cdef uint16_t canon_cells(self, uint64_t m, int r0, int c0, int h, int w,
                              uint64_t *key) noexcept nogil:
        """`canon` for any bounding box, moving the cells one at a time."""
        cdef int r, c, b
        cdef uint64_t t0, t1, t2, t3, t4, t5, t6, t7, best, bits
        t0 = t1 = t2 = t3 = t4 = t5 = t6 = t7 = 0
        bits = m
        if w <= h:
            while bits:
                b = ctz(bits)
                bits &= bits - 1
                r = self.rowof[b] - r0
                c = self.colof[b] - c0
                t0 |= <uint64_t>1 << (r * w + c)
                t1 |= <uint64_t>1 << (r * w + (w - 1 - c))
                t2 |= <uint64_t>1 << ((h - 1 - r) * w + c)
                t3 |= <uint64_t>1 << ((h - 1 - r) * w + (w - 1 - c))
                if w == h:
                    t4 |= <uint64_t>1 << (c * h + r)
                    t5 |= <uint64_t>1 << (c * h + (h - 1 - r))
                    t6 |= <uint64_t>1 << ((w - 1 - c) * h + r)
                    t7 |= <uint64_t>1 << ((w - 1 - c) * h + (h - 1 - r))
            best = t0
            if t1 < best: best = t1
            if t2 < best: best = t2
            if t3 < best: best = t3
            if w == h:
                if t4 < best: best = t4
                if t5 < best: best = t5
                if t6 < best: best = t6
                if t7 < best: best = t7
            key[0] = best
            return <uint16_t>w
        while bits:
            b = ctz(bits)
            bits &= bits - 1
            r = self.rowof[b] - r0
            c = self.colof[b] - c0
            t4 |= <uint64_t>1 << (c * h + r)
            t5 |= <uint64_t>1 << (c * h + (h - 1 - r))
            t6 |= <uint64_t>1 << ((w - 1 - c) * h + r)
            t7 |= <uint64_t>1 << ((w - 1 - c) * h + (h - 1 - r))
        best = t4
        if t5 < best: best = t5
        if t6 < best: best = t6
        if t7 < best: best = t7
        key[0] = best
        return <uint16_t>h

    cdef inline int small_value(self, uint64_t comp) noexcept nogil:
        """The value of a component too small to look up, else -1."""
        cdef int k = popcount(comp)
        if self.node:
            return 1 if k <= 2 else -1
        return 1 if k <= 3 else -1

    cdef int split(self, uint64_t m, uint64_t *comps, uint64_t *keys, uint16_t *tags, int *vals) noexcept nogil:
        """The parts of `m` of odd multiplicity (single cells of Arc-Kayles and Cram, of value 0,
        left out; on boards, equal canonical forms cancel in pairs), lowest cell first; vals[i]
        is the value of a small part, else -1."""
        cdef int k = 0, i, j
        cdef uint64_t comp
        while m:
            comp = self.component(m)
            m &= ~comp
            if not self.node and (comp & (comp - 1)) == 0:
                continue
            comps[k] = comp
            vals[k] = self.small_value(comp)
            if vals[k] < 0:
                tags[k] = self.canon(comp, &keys[k])
                if self.board:
                    for j in range(k):
                        if vals[j] < 0 and keys[j] == keys[k] and tags[j] == tags[k]:
                            break
                    else:
                        k += 1
                        continue
                    # a pair of equal parts: worth 0, both go
                    for i in range(j, k - 1):
                        comps[i], keys[i], tags[i], vals[i] = comps[i + 1], keys[i + 1], tags[i + 1], vals[i + 1]
                    k -= 1
                    continue
            k += 1
        return k

    cdef int64_t moves(self, uint64_t m, uint64_t *out) noexcept nogil:
        """The options of the component `m` into out; their number."""
        cdef int64_t k = 0
        cdef uint64_t bits, rest, low, pairs
        cdef int v, C
        if self.node:
            bits = m
            while bits:
                v = ctz(bits)
                bits &= bits - 1
                out[k] = m & ~self.closed[v]
                k += 1
        elif self.kind == ARC:
            bits = m
            while bits:
                v = ctz(bits)
                bits &= bits - 1
                rest = self.adj[v] & bits
                while rest:
                    low = rest & (~rest + 1)
                    rest ^= low
                    out[k] = m & ~(low | (<uint64_t>1 << v))
                    k += 1
        else:
            C = self.cols
            pairs = m & (m >> 1) & self.notlast
            while pairs:
                v = ctz(pairs)
                pairs &= pairs - 1
                out[k] = m & ~(<uint64_t>3 << v)
                k += 1
            if self.rows > 1:
                pairs = m & (m >> C)
                while pairs:
                    v = ctz(pairs)
                    pairs &= pairs - 1
                    out[k] = m & ~((<uint64_t>1 << v) | (<uint64_t>1 << (v + C)))
                    k += 1
        return k

    # ------------------------------------------------------------ the search
    cdef inline void add_seen(self, Frame *f, uint32_t x) noexcept nogil:
        f.seen |= <uint64_t>1 << x
        while f.mex < 64 and (f.seen >> f.mex) & 1:
            f.mex += 1

    cdef void push(self, uint64_t comp, uint64_t key, uint16_t tag) noexcept nogil:
        """A frame for `comp`: its options generated, those whose parts are all known counted,
        the others kept pending (until the mex reaches the bound). Each option is split one
        step ahead of its lookups, and its parts' slots fetched meanwhile (the table's reads
        are mostly cache misses)."""
        cdef Frame *f = &self.frames[self.sp]
        cdef int64_t lo = 0 if self.sp == 0 else self.frames[self.sp - 1].opt_hi
        cdef int64_t n, i, w
        cdef uint64_t comps[2][64]
        cdef uint64_t keys[2][64]
        cdef uint16_t tags[2][64]
        cdef int vals[2][64]
        cdef int k[2]
        cdef int j, v, b
        cdef uint32_t x
        cdef bint known
        self.sp += 1
        f.comp, f.key, f.tag = comp, key, tag
        f.seen, f.mex, f.acc, f.ci = 0, 0, 0, 0
        f.bound = self.bound(comp)
        f.solved_at = self.solved
        n = self.moves(comp, &self.opts[lo])
        w = lo
        if n > 0:
            self.split_ahead(self.opts[lo], comps[0], keys[0], tags[0], vals[0], &k[0])
        for i in range(lo, lo + n):
            if f.mex >= f.bound:
                break
            b = (i - lo) & 1
            if i + 1 < lo + n:
                self.split_ahead(self.opts[i + 1], comps[b ^ 1], keys[b ^ 1], tags[b ^ 1],
                                 vals[b ^ 1], &k[b ^ 1])
            self.steps += 1
            x = 0
            known = True
            for j in range(k[b]):
                v = vals[b][j] if vals[b][j] >= 0 else self.known(comps[b][j], keys[b][j], tags[b][j])
                if v < 0:
                    known = False
                    break
                x ^= v
            if known:
                self.add_seen(f, x)
            else:
                self.opts[w] = self.opts[i]
                w += 1
        f.opt_next, f.opt_hi = lo, w

    cdef inline void split_ahead(self, uint64_t m, uint64_t *comps, uint64_t *keys, uint16_t *tags,
                                 int *vals, int *k) noexcept nogil:
        """`split`, then a prefetch of the main table's slot of each part to look up."""
        cdef int j
        k[0] = self.split(m, comps, keys, tags, vals)
        for j in range(k[0]):
            if vals[j] < 0 and not (self.small_tab != NULL and popcount(keys[j]) <= SMALL_CELLS):
                prefetch(&self.tab[_mix(keys[j], tags[j]) & (self.cap - 1)])

    cdef int run_slice(self, int64_t budget) noexcept nogil:
        """Search until the position asked for is solved (0), `budget` steps are done (1) or
        Ctrl-C is seen (2)."""
        cdef int64_t end = self.steps + budget, next_check = self.steps + CHECK_EVERY
        cdef Frame *f
        cdef uint64_t comps[64]
        cdef uint64_t keys[64]
        cdef uint16_t tags[64]
        cdef int vals[64]
        cdef int k, i, v
        cdef bint child
        cdef uint64_t o
        cdef uint32_t value, size
        while True:
            if self.sp == 0:
                while self.root_i < self.nroot:
                    i = self.root_i
                    v = self.root_val[i] if self.root_val[i] >= 0 else self.known(self.root_comp[i], self.root_key[i], self.root_tag[i])
                    if v >= 0:
                        self.root_acc ^= v
                        self.root_i += 1
                        continue
                    self.push(self.root_comp[i], self.root_key[i], self.root_tag[i])
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
                o = self.opts[f.opt_next]
                self.steps += 1
                if f.ci == 0 and self.bound(o) < f.mex:
                    self.cut += 1
                    f.opt_next += 1
                    continue
                k = self.split(o, comps, keys, tags, vals)
                for i in range(f.ci, k):
                    v = vals[i] if vals[i] >= 0 else self.known(comps[i], keys[i], tags[i])
                    if v < 0:
                        f.ci = i
                        self.push(comps[i], keys[i], tags[i])
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
            self.solved += 1
            size = popcount(f.comp)
            self.store(f.key, f.tag, <uint8_t>value, <uint8_t>size)
            if size <= self.small:  # also under its isomorphism class, the key a table keeps
                f.tag = self.canon_graph(f.comp, &f.key)
                self.store(f.key, f.tag, <uint8_t>value, <uint8_t>size)
            if self.logging and (self.sp == 1 or self.solved - f.solved_at >= self.persist_cost):
                if not self.log(f.key, f.tag, <uint8_t>value,
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
    def begin(self, uint64_t position):
        """Start the search of `position` (any search under way is dropped)."""
        self.sp = 0
        self.nroot = self.split(position, self.root_comp, self.root_key, self.root_tag, self.root_val)
        self.root_i = 0
        self.root_acc = 0

    def run(self, int64_t budget):
        """Search for at most `budget` steps; True when the value is known (see `result`)."""
        cdef int status
        with nogil:
            status = self.run_slice(budget)
        if status == 2:
            reraise()
        return status == 0

    @property
    def result(self):
        """The value of the position begun, once `run` returned True."""
        return int(self.root_acc)

    @property
    def capacity(self):
        """Slots of the table (16 bytes each)."""
        return int(self.cap)

    def lookup_key(self, uint64_t key, int tag):
        """The stored value under a canonical key, or -1."""
        return self.lookup(key, <uint16_t>tag)

    def small_key(self, uint64_t comp):
        """(canonical code, ``0x100 | k``) of a graph component of k <= `small` vertices, the
        key it is also stored under, else None."""
        cdef uint64_t key = 0
        cdef uint16_t tag
        if self.board or comp == 0 or popcount(comp) > self.small:
            return None
        tag = self.canon_graph(comp, &key)
        return int(key), int(tag)

    def canonical(self, uint64_t comp, bint by_cells=False):
        """(key, tag) of a component (`by_cells`: by moving the cells one at a time, as for
        regions wider or taller than 8, whatever the region)."""
        cdef uint64_t key = 0
        cdef uint16_t tag
        cdef int r0, c0, h, w
        if by_cells and self.board and self.symmetry and comp:
            r0 = min(self.rowof[v] for v in range(64) if comp >> v & 1)
            c0 = min(self.colof[v] for v in range(64) if comp >> v & 1)
            h = max(self.rowof[v] for v in range(64) if comp >> v & 1) - r0 + 1
            w = max(self.colof[v] for v in range(64) if comp >> v & 1) - c0 + 1
            tag = self.canon_cells(comp, r0, c0, h, w, &key)
        else:
            tag = self.canon(comp, &key)
        return int(key), int(tag)

    def components(self, uint64_t position):
        """The parts of odd multiplicity of `position` (see ``split``), as a list of masks."""
        cdef uint64_t comps[64]
        cdef uint64_t keys[64]
        cdef uint16_t tags[64]
        cdef int vals[64]
        cdef int k = self.split(position, comps, keys, tags, vals), i
        return [int(comps[i]) for i in range(k)]

    def options(self, uint64_t comp):
        """The options of the component `comp` (masks), in the order the search tries them."""
        cdef int64_t k, i
        cdef uint64_t *buf = <uint64_t *>malloc(self.max_moves * sizeof(uint64_t))
        if buf == NULL:
            raise MemoryError()
        try:
            k = self.moves(comp, buf)
            return [int(buf[i]) for i in range(k)]
        finally:
            free(buf)

    def unknown_parts(self, uint64_t position):
        """The parts of odd multiplicity of `position` whose value is neither small nor in the
        table: a list of (component mask, key, tag)."""
        cdef uint64_t comps[64]
        cdef uint64_t keys[64]
        cdef uint16_t tags[64]
        cdef int vals[64]
        cdef int k = self.split(position, comps, keys, tags, vals), i
        return [(int(comps[i]), int(keys[i]), int(tags[i])) for i in range(k)
                if vals[i] < 0 and self.known(comps[i], keys[i], tags[i]) < 0]

    cdef bint read_slot(self, uint64_t i, Entry *out) noexcept nogil:
        """Slot i of the main table into out (False: empty, or caught in a write)."""
        cdef uint64_t k, v
        if not self.shared:
            out[0] = self.tab[i]
            return out.tag != 0
        if not _read_shared(<uint64_t *>&self.tab[i], &k, &v) or (v & 0xFFFF) == 0:
            return False
        out.key, out.tag, out.value, out.size = k, v & 0xFFFF, (v >> 16) & 0xFF, (v >> 24) & 0xFF
        return True

    cdef void _fill(self, Entry *buf, uint64_t n, uint64_t[::1] k, uint16_t[::1] t, uint8_t[::1] v):
        cdef uint64_t i
        for i in range(n):
            k[i], t[i], v[i] = buf[i].key, buf[i].tag, buf[i].value

    def export(self, int min_size=0):
        """Every entry of the main table whose component has at least `min_size` cells:
        (keys uint64, tags uint16, values uint8), in the form `load` takes."""
        cdef uint64_t i, j = 0
        cdef Entry e
        cdef Entry *buf = <Entry *>malloc(max(self.cap, 1) * sizeof(Entry))
        if buf == NULL:
            raise MemoryError()
        try:
            for i in range(self.cap):
                if self.read_slot(i, &e) and e.size >= min_size:
                    buf[j] = e
                    j += 1
            keys = np.empty(j, np.uint64)
            tags = np.empty(j, np.uint16)
            vals = np.empty(j, np.uint8)
            self._fill(buf, j, keys, tags, vals)
            return keys, tags, vals
        finally:
            free(buf)

    @staticmethod
    cdef Entry *_table_of(uint8_t[::1] b) except NULL:
        cdef uint64_t slots = <uint64_t>b.shape[0] // sizeof(Entry)
        if slots < 1024 or slots & (slots - 1) or <uint64_t>b.shape[0] != slots * sizeof(Entry):
            raise ValueError(f"a shared table is 16 * 2^k bytes (k >= 10), not {b.shape[0]}")
        if (<size_t>&b[0]) % 16:
            raise ValueError("a shared table must be aligned to 16 bytes")
        return <Entry *>&b[0]

    def attach(self, buf):
        """Take the writable buffer `buf` (16 * 2^k bytes, k >= 10: zeros, or a table other
        cores attached to) as the main table, shared with the cores of other processes that
        map the same memory. The first time, the entries of the private table move into it;
        later (a larger table replacing the shared one) nothing moves: see `merge`. A shared
        table does not grow: full windows give their smallest entries away."""
        cdef uint8_t[::1] b = buf
        cdef Entry *t = SearchCore._table_of(b)
        cdef Entry *old = self.tab
        cdef uint64_t oldcap = self.cap, i
        cdef bint was_shared = self.shared
        self.shared_buf = buf
        self.tab, self.cap, self.shared = t, <uint64_t>b.shape[0] // sizeof(Entry), True
        self.max_cap = self.cap
        if was_shared:
            return
        self.entries = 0
        for i in range(oldcap):
            if old[i].tag != 0:
                self.place(old[i].key, old[i].tag, old[i].value, old[i].size, True)
        free(old)

    def merge(self, buf):
        """Put every entry of the shared table in `buf` that is not in this core's table into
        it (the entries written to a table being replaced). O(slots of buf)."""
        cdef uint8_t[::1] b = buf
        cdef Entry *src = SearchCore._table_of(b)
        cdef uint64_t n = <uint64_t>b.shape[0] // sizeof(Entry), i, k, v
        with nogil:
            for i in range(n):
                if _read_shared(<uint64_t *>&src[i], &k, &v) and (v & 0xFFFF) != 0:
                    self.place(k, <uint16_t>(v & 0xFFFF), <uint8_t>((v >> 16) & 0xFF),
                               <uint8_t>((v >> 24) & 0xFF), True)

    def load_factor(self, uint64_t samples=65536):
        """The fraction of the main table's slots in use, estimated from `samples` slots spread
        evenly over it."""
        cdef uint64_t step = max(self.cap // samples, 1), i = 0, used = 0, n = 0
        cdef Entry e
        while i < self.cap:
            used += self.read_slot(i, &e)
            n += 1
            i += step
        return <double>used / <double>n

    def set_logging(self, bint on):
        self.logging = on

    def drain_log(self):
        """The entries logged since the last call: (keys uint64, tags uint16, values uint8,
        costs uint32), a cost being the positions solved to find the value."""
        cdef int64_t i, n = self.log_n
        keys = np.empty(n, np.uint64)
        tags = np.empty(n, np.uint16)
        vals = np.empty(n, np.uint8)
        costs = np.empty(n, np.uint32)
        cdef uint64_t[::1] k = keys
        cdef uint16_t[::1] t = tags
        cdef uint8_t[::1] v = vals
        cdef uint32_t[::1] c = costs
        for i in range(n):
            k[i], t[i], v[i], c[i] = self.log_key[i], self.log_tag[i], self.log_val[i], self.log_cost[i]
        self.log_n = 0
        return keys, tags, vals, costs

    def load(self, keys, tags, values):
        """Insert entries read from a lasting table."""
        cdef const uint64_t[::1] k = np.ascontiguousarray(keys, dtype=np.uint64)
        cdef const uint16_t[::1] t = np.ascontiguousarray(tags, dtype=np.uint16)
        cdef const uint8_t[::1] v = np.ascontiguousarray(values, dtype=np.uint8)
        cdef Py_ssize_t i
        for i in range(k.shape[0]):
            # the size of a canonical graph code is in its tag
            self.store(k[i], t[i], v[i], <uint8_t>(t[i] & 0xFF if t[i] >= 0x100 else popcount(k[i])))
