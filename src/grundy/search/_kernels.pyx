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

The search is Beling and Rogalski's pruned search ("On pruning search trees of impartial
games", Artificial Intelligence 283 (2020) 103262), described where it is written ("the
search", below): a component is asked whether its value lies in a set of candidates, not for
its value, and the parts of the position begun are solved by aspiration sets. grundy adds:

- a bound: a component's value is at most its longest play (its cells for Node-Kayles, half
  of them for Arc-Kayles, the smaller colour class of the checkerboard for Cram), so the
  candidates above it are never asked about, and one candidate left at or below it is the
  value;
- mirror strategies (``mirror``): a board region that is its own image under a symmetry of its
  box that fixes no free square and swaps no two adjacent ones is worth 0 without a search;
  one where the first move can take exactly what breaks this is not 0;
- simplifications of Cram positions before they are split (``reduced``, ``square_cuts``):
  duplicate tufts and squares between centres of tufts go, and the 2 x 2 rule cuts links;
- exclusions: an answer NOT_IN_SET is kept in the table, so a later question about values
  already excluded is answered at once;
- on graphs, a component whose value reaches ``exact_from`` is solved outright below it (the
  pruning pays where nimbers are small).

The search runs in slices of a given number of steps without the GIL and keeps its state
between them, so the Python layer can draw progress, write the table and see Ctrl-C.

For a parallel search (:mod:`grundy.search.parallel`) the cores of several processes can
share one table in shared memory (``attach``): it is read and written without locks (a sequence
lock per slot, below), has a fixed size, and is replaced by a larger one as it fills
(``attach`` again, then ``merge`` of the old one).
"""

cimport cython
from cpython.buffer cimport PyBUF_C_CONTIGUOUS, PyBUF_WRITABLE, PyBuffer_Release, PyObject_GetBuffer
from libc.stdint cimport int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, realloc

from grundy._interrupt cimport CHECK_EVERY, interrupted, reraise

from grundy.errors import ResourceLimitError


from grundy._bits cimport bswap, clz, ctz, mix as _mix, popcount, prefetch, upto as _upto, xor_set as _xor_set
from grundy._canon cimport CANON_MAX, canon_code
from grundy._hugemem cimport table_alloc, table_free
from grundy.search._prune cimport NOT_IN_SET, Opt, PENDING, UNKNOWN, WAIT_FIRST, WAIT_OTHER


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

# _SPREAD[h][x]: bit k of the byte x moved to bit k * h (h = 1..4); _REV8[x]: x's bits reversed.
cdef uint64_t _SPREAD[5][256]
cdef uint8_t _REV8[256]


cdef void _fill_tables() noexcept:
    cdef int h, x, k
    cdef uint64_t v
    cdef uint8_t r
    for x in range(256):
        r = 0
        for k in range(8):
            r |= ((x >> k) & 1) << (7 - k)
        _REV8[x] = r
        for h in range(1, 5):
            v = 0
            for k in range(8):
                v |= <uint64_t>((x >> k) & 1) << (k * h)
            _SPREAD[h][x] = v


_fill_tables()


cdef void *_address(object obj, Py_ssize_t *nbytes, bint writable) except? NULL:
    """The address of the contiguous buffer of `obj` and its size in bytes (in *nbytes), for
    an object the caller keeps alive. Plain buffers, not typed memoryviews: the memoryview
    support Cython would add loads Python's collections package when the module loads, a
    tenth of the command line's start."""
    cdef Py_buffer view
    cdef void *p
    PyObject_GetBuffer(obj, &view, PyBUF_C_CONTIGUOUS | (PyBUF_WRITABLE if writable else 0))
    p, nbytes[0] = view.buf, view.len
    PyBuffer_Release(&view)
    return p

cdef struct Entry:
    uint64_t key
    uint16_t tag        # 0: an empty slot
    uint8_t value
    uint8_t size        # cells of the component (the cost of solving it again)
    uint32_t excl       # values below 32 known not to be the component's (value UNKNOWN: all
                        # that is known of it)


cdef struct Part:
    uint64_t comp
    uint64_t key
    uint64_t hash       # _mix(key, tag)
    uint16_t tag


cdef struct BFrame:
    # a component under search: asked whether its value is in R (asp off), or for its value
    uint64_t comp
    uint64_t key
    uint64_t P          # the candidates below 64 ...
    uint64_t R          # the values asked about
    uint64_t upto       # {0, ..., max R}
    uint64_t skip       # values (below 64) it does not have: of its options known, and (asked
                        # about a set) excluded before
    int64_t solved_at   # positions solved when the frame was made
    uint32_t ph         # ... and how many above 63 (always the largest)
    uint32_t olo, oi, ohi  # its options left: opts[olo:ohi], the current one at oi
    uint32_t plo        # its parts: parts[plo:]
    uint32_t bound      # the value is at most this
    uint32_t r          # asp: the candidate value being tried
    int ret             # the answer of the child searched for the current option
    uint16_t tag
    uint8_t asp, exact, wait, exactmode


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


cdef inline uint64_t _pack_rows(uint64_t x, int w) noexcept nogil:
    """The rows of `x` in the byte-per-row form (w <= 8 bits each) packed into consecutive
    fields of w bits, row 0 lowest: pairs of rows, then of pairs, then of fours."""
    x = (x & <uint64_t>0x00FF00FF00FF00FF) | (((x >> 8) & <uint64_t>0x00FF00FF00FF00FF) << w)
    x = (x & <uint64_t>0x0000FFFF0000FFFF) | (((x >> 16) & <uint64_t>0x0000FFFF0000FFFF) << (2 * w))
    return (x & <uint64_t>0xFFFFFFFF) | ((x >> 32) << (4 * w))


cdef inline uint64_t _least_image(uint64_t a, int w, int h, uint64_t best) noexcept nogil:
    """The least of `best` and the region `a` (w columns, h rows) with its mirror images."""
    cdef uint64_t y = _flip_cols(a, w)
    best = min(best, a, y)
    return min(best, _flip_rows(a, h), _flip_rows(y, h))


cdef inline Entry *_find(Entry *tab, uint64_t cap, uint64_t key, uint16_t tag, uint64_t h) noexcept nogil:
    """The entry of (key, tag) in the window of its hash h (``_mix(key, tag)``), else NULL."""
    cdef uint64_t mask = cap - 1, i = h & mask
    cdef int j
    cdef Entry *e
    for j in range(WINDOW):
        e = &tab[(i + j) & mask]
        if e.tag == 0:
            return NULL
        if e.key == key and e.tag == tag:
            return e
    return NULL


cdef inline int _lookup(Entry *tab, uint64_t cap, uint64_t key, uint16_t tag, uint64_t h) noexcept nogil:
    """The value stored under (key, tag), whose hash is h (``_mix``), else -1 (also when only
    exclusions are stored)."""
    cdef Entry *e = _find(tab, cap, key, tag, h)
    return -1 if e == NULL or e.value == UNKNOWN else e.value


cdef inline int _place(Entry *tab, uint64_t cap, uint64_t key, uint16_t tag, uint8_t value,
                       uint8_t size, bint may_replace, uint32_t excl=0) noexcept nogil:
    """Store (key, tag) -> value (UNKNOWN: only the exclusions `excl`) in its window: 1 in an
    empty slot, 2 over the same key, 3 over the smallest entry of a full window (with
    `may_replace`), 0 not stored."""
    cdef uint64_t mask = cap - 1, i = _mix(key, tag) & mask
    cdef int j, worst = -1
    cdef Entry *e
    for j in range(WINDOW):
        e = &tab[(i + j) & mask]
        if e.tag == 0:
            e.key, e.tag, e.value, e.size, e.excl = key, tag, value, size, excl
            return 1
        if e.key == key and e.tag == tag:
            if value != UNKNOWN:
                e.value = value
            elif e.value == UNKNOWN:
                e.excl |= excl
            return 2
        if worst < 0 or e.size < tab[(i + worst) & mask].size:
            worst = j
    if not may_replace:
        return 0
    e = &tab[(i + worst) & mask]
    e.key, e.tag, e.value, e.size, e.excl = key, tag, value, size, excl
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


cdef inline int _lookup_shared(Entry *tab, uint64_t cap, uint64_t key, uint16_t tag, uint64_t h) noexcept nogil:
    """_lookup on the shared table."""
    cdef uint64_t mask = cap - 1, i = h & mask, k, v
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
    cdef uint64_t black, notfirst, notlast, board_mask, firstrow, firstcol
    cdef public int order
    # Nimbers as large as this (a candidate of aspiration sets reaching it) turn a component's
    # search to the plain one below it: its options, and theirs, are solved outright (asked
    # about every value). Beling and Rogalski's pruning pays where nimbers are small (Cram:
    # never turned); on graphs of large nimbers (Node-Kayles on random graphs of mean degree 4,
    # nimbers 7 to 14) a component asked about one candidate after another is searched again
    # for each, and solving it once costs less.
    cdef public uint32_t exact_from
    cdef public bint reduce  # Cram: positions simplified by `reduced` before they are split
    cdef Entry *tab
    cdef Entry *small_tab
    cdef readonly bint shared  # tab is the shared table (not ours to grow or free)
    cdef object shared_buf  # ... and this buffer holds it
    cdef uint64_t cap, max_cap
    cdef BFrame *frames
    cdef int sp
    cdef Opt *opts
    cdef uint64_t *scratch
    cdef Part *parts
    cdef uint32_t nparts, parts_cap
    cdef bint oom
    cdef int64_t max_moves
    # the position asked for: its parts, and how far their values are known
    cdef uint64_t root_comp[64]
    cdef uint64_t root_key[64]
    cdef uint16_t root_tag[64]
    cdef int root_val[64]
    cdef int nroot, root_i
    cdef uint32_t root_acc
    cdef int root_target    # -1: the value is asked for; else whether it is this one ...
    cdef bint root_hit      # ... and the answer
    # the log of entries for a lasting table
    cdef bint logging
    cdef readonly int64_t persist_cost
    cdef uint64_t *log_key
    cdef uint16_t *log_tag
    cdef uint8_t *log_val
    cdef uint32_t *log_cost
    cdef int64_t log_n, log_cap
    cdef public int64_t solved, cut, steps, entries, replaced
    cdef public int64_t mirrored  # components whose value a mirror strategy settled (0) or bounded (not 0)

    def __cinit__(self, str kind, int n, adj=None, int rows=0, int cols=0,
                  int64_t max_bytes=1 << 30, int64_t persist_cost=64, bint symmetry=True,
                  int small=0):
        cdef int v, r, c
        cdef const uint64_t *a
        cdef Py_ssize_t nbytes
        if kind not in KIND:
            raise ValueError(f"unknown game {kind!r}")
        if not 1 <= n <= MAXCELLS:
            raise ValueError(f"{n} cells: the compiled search takes 1..64")
        self.kind = KIND[kind]
        self.board = self.kind == CRAM or self.kind == GRID_NODE
        self.node = self.kind == NODE or self.kind == GRID_NODE
        self.symmetry = symmetry
        self.exact_from = 64 if self.board else 4
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
            self.black = self.notfirst = self.notlast = self.firstrow = self.firstcol = 0
            self.board_mask = ~(<uint64_t>0) if n == 64 else (<uint64_t>1 << n) - 1
            self.reduce = True
            self.order = 3
            for v in range(n):
                r, c = v // cols, v % cols
                self.rowof[v], self.colof[v] = r, c
                if (r + c) % 2 == 0:
                    self.black |= <uint64_t>1 << v
                if r == 0:
                    self.firstrow |= <uint64_t>1 << v
                if c == 0:
                    self.firstcol |= <uint64_t>1 << v
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
            import numpy as np  # here, not at import: a board game's search starts without numpy

            arr = np.ascontiguousarray(adj, dtype=np.uint64)
            if arr.ndim != 1 or arr.shape[0] != n:
                raise ValueError("adj must have n entries")
            a = <const uint64_t *>_address(arr, &nbytes, False)
            for v in range(n):
                self.adj[v] = a[v] & ~(<uint64_t>1 << v)
                self.closed[v] = self.adj[v] | (<uint64_t>1 << v)
            self.max_moves = n if self.kind == NODE else n * (n - 1) // 2 + 1
        self.max_cap = 1 << 10
        while self.max_cap * 2 * sizeof(Entry) <= <uint64_t>max_bytes and self.max_cap < (<uint64_t>1 << 40):
            self.max_cap *= 2
        self.cap = min(<uint64_t>1 << 12, self.max_cap)
        self.tab = <Entry *>table_alloc(self.cap * sizeof(Entry))
        if self.board and max_bytes >= 1 << 24 and n >= SMALL_BOARD:
            self.small_tab = <Entry *>calloc(SMALL_SLOTS, sizeof(Entry))
            if self.small_tab == NULL:
                raise MemoryError()
        self.frames = <BFrame *>malloc(MAXDEPTH * sizeof(BFrame))
        self.opts = <Opt *>malloc(MAXDEPTH * self.max_moves * sizeof(Opt))
        self.scratch = <uint64_t *>malloc(self.max_moves * sizeof(uint64_t))
        self.parts_cap = 1024
        self.parts = <Part *>malloc(self.parts_cap * sizeof(Part))
        if (self.tab == NULL or self.frames == NULL or self.opts == NULL or self.scratch == NULL
                or self.parts == NULL):
            raise MemoryError()
        self.persist_cost = max(persist_cost, 1)

    def __dealloc__(self):
        if not self.shared:
            table_free(self.tab, self.cap * sizeof(Entry))
        free(self.small_tab)
        free(self.frames)
        free(self.opts)
        free(self.scratch)
        free(self.parts)
        free(self.log_key)
        free(self.log_tag)
        free(self.log_val)
        free(self.log_cost)

    # ------------------------------------------------------------ the table
    cdef inline int lookup(self, uint64_t key, uint16_t tag, uint64_t h) noexcept nogil:
        """The value stored under (key, tag), whose hash is h (``_mix``), else -1."""
        if self.small_tab != NULL and popcount(key) <= SMALL_CELLS:
            return _lookup(self.small_tab, SMALL_SLOTS, key, tag, h)
        if self.shared:
            return _lookup_shared(self.tab, self.cap, key, tag, h)
        return _lookup(self.tab, self.cap, key, tag, h)

    cdef inline int known(self, uint64_t comp, uint64_t key, uint16_t tag, uint64_t h) noexcept nogil:
        """The value of a component keyed (key, tag), whose hash is h, if the table has it,
        else -1. A graph component of at most `small` vertices not found under its vertex set
        is looked up under its canonical code too (the code costs more than a probe, so it is
        only computed on a miss), and a value found there is stored under the vertex set as
        well."""
        cdef int v = self.lookup(key, tag, h)
        cdef uint64_t code
        cdef uint16_t ctag
        if v >= 0 or self.small == 0 or popcount(comp) > self.small:
            return v
        ctag = self.canon_graph(comp, &code)
        v = self.lookup(code, ctag, _mix(code, ctag))
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
        cdef Entry *t = <Entry *>table_alloc(oldcap * 2 * sizeof(Entry))
        if t == NULL:
            self.max_cap = oldcap
            return False
        self.tab, self.cap = t, oldcap * 2
        for i in range(oldcap):
            if old[i].tag != 0:
                self.entries -= 1
                if _place(self.tab, self.cap, old[i].key, old[i].tag, old[i].value, old[i].size,
                          True, old[i].excl) == 1:
                    self.entries += 1
        table_free(old, oldcap * sizeof(Entry))
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

    cdef inline Entry *private_entry(self, uint64_t key, uint16_t tag, uint32_t size) noexcept nogil:
        """The entry of (key, tag) in a table of this process (the small one, or the main one when
        it is not shared), else NULL."""
        if self.small_tab != NULL and size <= SMALL_CELLS:
            return _find(self.small_tab, SMALL_SLOTS, key, tag, _mix(key, tag))
        if self.shared:
            return NULL
        return _find(self.tab, self.cap, key, tag, _mix(key, tag))

    cdef inline uint32_t excluded(self, uint64_t key, uint16_t tag, uint32_t size) noexcept nogil:
        """The values (below 32) a component is known not to have, from earlier answers
        NOT_IN_SET (kept in the tables of this process only)."""
        cdef Entry *e = self.private_entry(key, tag, size)
        return e.excl if e != NULL and e.value == UNKNOWN else 0

    cdef void exclude(self, uint64_t key, uint16_t tag, uint64_t R, uint32_t size) noexcept nogil:
        """Keep that a component's value is not in R: a later question about a subset of the
        values excluded is answered at once, and the others ask about fewer values. Such
        entries take empty slots only."""
        cdef uint32_t x = <uint32_t>(R & <uint64_t>0xFFFFFFFF)
        cdef Entry *e
        if x == 0:
            return
        e = self.private_entry(key, tag, size)
        if e != NULL:
            if e.value == UNKNOWN:
                e.excl |= x
            return
        if self.small_tab != NULL and size <= SMALL_CELLS:
            self.entries += _place(self.small_tab, SMALL_SLOTS, key, tag, UNKNOWN, <uint8_t>size, False, x) == 1
            return
        if self.shared:
            return
        if <uint64_t>self.entries * 2 >= self.cap and self.cap < self.max_cap:
            self.grow()
        self.entries += _place(self.tab, self.cap, key, tag, UNKNOWN, <uint8_t>size, False, x) == 1

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

    cdef inline uint64_t component(self, uint64_t m, uint64_t cut=0) noexcept nogil:
        """The component of the lowest cell of `m` (on boards without the links from the
        squares of `cut` to their right neighbours)."""
        cdef uint64_t comp = m & (~m + 1), front = comp, nb, low, g, run
        cdef uint64_t right = self.notlast & ~cut
        cdef int C
        if self.board:
            C = self.cols if self.rows > 1 else 0  # a shift by 0 adds nothing
            run = m & right  # free squares linked to their right neighbour
            while True:
                # each round: rightwards along whole runs at once (adding the first square of
                # the component in each run carries through the run's linked squares and stops
                # after its last; a square not linked to its right adds nothing), then one step
                # left, up and down
                low = comp & run & ~((comp & right) << 1)
                g = comp | (((run + low) ^ run) & m)
                g = (g | ((g >> 1) & right) | (g << C) | (g >> C)) & m
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

    cdef inline void box(self, uint64_t m, int *r0_, int *c0_, int *h_, int *w_) noexcept nogil:
        """The bounding box of the board region `m`: its first row and column, height, width."""
        cdef int C = self.cols, r0, r1, c0, c1, r
        cdef uint64_t cm, x, rowmask
        r0 = self.rowof[ctz(m)]
        r1 = self.rowof[63 - clz(m)]
        # the columns met: the rows folded onto the first, halving the rows left each time
        cm = m >> (r0 * C)
        r = r1 - r0 + 1
        while r > 1:
            cm |= cm >> (C * ((r + 1) >> 1))
            r = (r + 1) >> 1
        cm &= (<uint64_t>1 << C) - 1 if C < 64 else ~(<uint64_t>0)
        c0 = ctz(cm)
        c1 = 63 - clz(cm)
        r0_[0], c0_[0], h_[0], w_[0] = r0, c0, r1 - r0 + 1, c1 - c0 + 1

    cdef inline uint64_t words(self, uint64_t m, int r0, int c0, int h, int w) noexcept nogil:
        """The region `m` of a box of at most 8 x 8 from (r0, c0) in the byte-per-row form."""
        cdef int C = self.cols, r
        cdef uint64_t x = m >> (r0 * C + c0), wmask = (<uint64_t>1 << w) - 1, a = 0
        for r in range(h):
            a |= ((x >> (r * C)) & wmask) << (8 * r)
        return a

    cdef int mirror(self, uint64_t m) noexcept nogil:
        """`mirror_in` of the region's bounding box."""
        cdef int r0, c0, h, w
        self.box(m, &r0, &c0, &h, &w)
        return self.mirror_in(m, r0, c0, h, w)

    cdef int mirror_in(self, uint64_t m, int r0, int c0, int h, int w) noexcept nogil:
        """What a mirror strategy (Tweedledum and Tweedledee) tells of a board region's value:
        0, 1 (not 0) or -1 (nothing). Let s be a symmetry of the region's bounding box (a
        half turn, a reflection in a middle line, or on a square box in a diagonal) that maps
        the region onto itself. When s fixes no free square and pairs no two adjacent free
        squares, every move has a disjoint mirror move and the second player wins by playing
        it: the value is 0. When the first move can take exactly what breaks this -- in Cram
        the one pair of adjacent squares that s swaps, in Node-Kayles the one free square that
        s fixes (its neighbourhood is its own image) -- the first player takes it and mirrors
        from then on: the value is not 0. O(1) word operations on boxes of at most 8 x 8, else
        O(cells)."""
        cdef int hm, wm, r, c, i, S, verdict = -1
        cdef uint64_t a = 0, rot = 0, fc = 0, fr = 0, tr = 0, an = 0, x, y
        cdef uint64_t t[4]
        cdef int fixed, pairs, top, bottom, left, right
        # Each symmetry maps the box's first row or column onto its last row or column, or
        # (on a square box) its first row onto its first or last column: a region whose
        # squares there are not as many is no image of itself (most regions; a few word
        # operations against the images below).
        top = popcount(m & (self.firstrow << (r0 * self.cols)))
        bottom = popcount(m & (self.firstrow << ((r0 + h - 1) * self.cols)))
        left = popcount(m & (self.firstcol << c0))
        right = popcount(m & (self.firstcol << (c0 + w - 1)))
        if top != bottom and left != right and (h != w or (top != left and top != right)):
            return -1
        if h <= 8 and w <= 8:  # the region and its images by word operations, square (r, c) at bit 8r + c
            S = 8
            a = self.words(m, r0, c0, h, w)
            fc = _flip_cols(a, w)
            fr = _flip_rows(a, h)
            rot = _flip_rows(fc, h)
            if h == w:
                tr = _transpose8(a)
                an = _flip_rows(_flip_cols(tr, w), h)
        else:  # one square at a time, square (r, c) at bit r * w + c
            S = w
            self.cell_images(m, r0, c0, h, w, False, t)
            a, fc, fr, rot = t[0], t[1], t[2], t[3]
        hm, wm = (h - 1) // 2, (w - 1) // 2
        if rot == a:  # a half turn: fixes the centre (h, w odd), swaps the two middle squares
            fixed = pairs = 0  # of the middle row (h odd, w even) or column (h even, w odd)
            x = (a >> (hm * S + wm)) & 1
            if h & 1 and w & 1:
                fixed = <int>x
            elif h & 1:
                pairs = <int>(x & (a >> (hm * S + wm + 1)))
            elif w & 1:
                pairs = <int>(x & (a >> ((hm + 1) * S + wm)))
            verdict = self.mirror_verdict(fixed, pairs, verdict)
        if fc == a and verdict != 0:  # the middle line of the columns: square wm of each row
            verdict = self.mirror_line(a, wm, S, h, 1, w & 1, verdict)
        if fr == a and verdict != 0:  # the middle line of the rows: each square of row hm
            verdict = self.mirror_line(a, hm * S, 1, w, S, h & 1, verdict)
        if h == w and verdict != 0:  # the diagonals (boxes of at most 8 x 8): no square is next
            x = y = 0                  # to its image
            for i in range(h):
                x |= <uint64_t>1 << (i * S + i)
                y |= <uint64_t>1 << (i * S + w - 1 - i)
            if tr == a:
                verdict = self.mirror_verdict(popcount(a & x), 0, verdict)
            if an == a and verdict != 0:
                verdict = self.mirror_verdict(popcount(a & y), 0, verdict)
        return verdict

    cdef inline int mirror_line(self, uint64_t a, int start, int step, int count, int partner,
                                bint odd, int verdict) noexcept nogil:
        """`mirror_verdict` for a reflection in a middle line: the `count` squares at start,
        start + step, ... lie on the line (odd: fixed) or beside it, paired with the square
        `partner` bits on (even)."""
        cdef int fixed = 0, pairs = 0, i
        cdef uint64_t x
        for i in range(count):
            x = a >> (start + i * step)
            if odd:
                fixed += x & 1
            else:
                pairs += x & (x >> partner) & 1
        return self.mirror_verdict(fixed, pairs, verdict)

    cdef inline int mirror_verdict(self, int fixed, int pairs, int verdict) noexcept nogil:
        """`mirror`'s verdict for one symmetry of the region (free squares it fixes, pairs of
        adjacent free squares it swaps), or the verdict so far when it tells nothing."""
        if fixed == 0 and pairs == 0:
            return 0
        if self.node and fixed == 1 and pairs == 0:
            return 1
        if not self.node and fixed == 0 and pairs == 1:
            return 1
        return verdict

    cdef inline uint16_t canon(self, uint64_t m, uint64_t *key) noexcept nogil:
        """The canonical key of the component `m` (in *key) and its tag."""
        cdef int r0, c0, h, w
        if not self.board or not self.symmetry:
            key[0] = m
            return 1
        self.box(m, &r0, &c0, &h, &w)
        if h <= 8 and w <= 8:
            return self.canon_words(m, r0, c0, h, w, key)
        if h <= 4 and w <= 16:
            return self.canon_lanes(m, r0, c0, h, w, key)
        return self.canon_cells(m, r0, c0, h, w, key)

    cdef inline uint16_t canon_lanes(self, uint64_t m, int r0, int c0, int h, int w,
                                     uint64_t *key) noexcept nogil:
        """`canon` for a box of at most 4 rows and 9..16 columns, with the key of `canon_cells`
        (the columns as groups of h bits: the region turned to its narrow side) from a table
        that spreads the 8 bits of a byte of a row to every h-th bit: each row and its mirror
        image spread in four look-ups, then shifted to their row (or its mirror row)."""
        cdef int C = self.cols, r
        cdef uint64_t x = m >> (r0 * C + c0), wmask = (<uint64_t>1 << w) - 1
        cdef uint64_t row, rrow, t4 = 0, t5 = 0, t6 = 0, t7 = 0, sp, sq
        cdef const uint64_t *S = _SPREAD[h]
        for r in range(h):
            row = (x >> (r * C)) & wmask
            rrow = ((<uint64_t>_REV8[row & 0xFF] << 8) | _REV8[row >> 8]) >> (16 - w)
            sp = S[row & 0xFF] | (S[row >> 8] << (8 * h))
            sq = S[rrow & 0xFF] | (S[rrow >> 8] << (8 * h))
            t4 |= sp << r
            t5 |= sp << (h - 1 - r)
            t6 |= sq << r
            t7 |= sq << (h - 1 - r)
        key[0] = min(min(t4, t5), min(t6, t7))
        return <uint16_t>h

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
        cdef int width, height
        cdef uint64_t a = self.words(m, r0, c0, h, w), best
        best = ~(<uint64_t>0)
        if w <= h:
            best = _least_image(a, w, h, best)
            width, height = w, h
        if w >= h:
            best = _least_image(_transpose8(a), h, w, best)  # h columns, w rows
            width, height = h, w
        key[0] = _pack_rows(best, width)
        return <uint16_t>width

    cdef uint16_t canon_cells(self, uint64_t m, int r0, int c0, int h, int w,
                              uint64_t *key) noexcept nogil:
        """`canon` for any bounding box, moving the cells one at a time: the least of the four
        images of the region as it lies (w <= h) or turned to its narrow side (w > h), and of
        all eight on a square box."""
        cdef uint64_t t[4]
        cdef uint64_t best = ~(<uint64_t>0)
        if w <= h:
            self.cell_images(m, r0, c0, h, w, False, t)
            best = min(min(t[0], t[1]), min(t[2], t[3]))
        if w >= h:
            self.cell_images(m, r0, c0, h, w, True, t)
            best = min(best, min(min(t[0], t[1]), min(t[2], t[3])))
        key[0] = best
        return <uint16_t>min(w, h)

    cdef inline void cell_images(self, uint64_t m, int r0, int c0, int h, int w, bint turned,
                                 uint64_t *t) noexcept nogil:
        """The region `m` of the box (r0, c0, h, w), one square at a time, square (r, c) at bit
        r * W + c of a box H x W (turned: its transpose, square (c, r) of a w x h box), in
        t[0]; its mirror images across the middle column, across the middle row and by a half
        turn in t[1], t[2], t[3]."""
        cdef int r, c, b, H = w if turned else h, W = h if turned else w
        cdef uint64_t bits = m
        t[0] = t[1] = t[2] = t[3] = 0
        while bits:
            b = ctz(bits)
            bits &= bits - 1
            r = self.rowof[b] - r0
            c = self.colof[b] - c0
            if turned:
                r, c = c, r
            t[0] |= <uint64_t>1 << (r * W + c)
            t[1] |= <uint64_t>1 << (r * W + (W - 1 - c))
            t[2] |= <uint64_t>1 << ((H - 1 - r) * W + c)
            t[3] |= <uint64_t>1 << ((H - 1 - r) * W + (W - 1 - c))

    cdef inline int small_value(self, uint64_t comp) noexcept nogil:
        """The value of a component too small to look up, else -1 (1 for a component of at most
        two cells in Node-Kayles, three in Arc-Kayles and Cram: one move takes them all or
        leaves one cell; tested by clearing the lowest cells, cheaper than a count)."""
        cdef uint64_t x = comp & (comp - 1)
        x &= x - 1
        if not self.node:
            x &= x - 1
        return 1 if x == 0 else -1

    cdef inline uint64_t reduced(self, uint64_t m) noexcept nogil:
        """The Cram position `m` with squares that change no value taken away (Arc-Kayles on
        the grid graph; Beling and Rogalski's star reduction, in grundy's own formulation):

        - a "tuft" is a free square with exactly one free neighbour, its "centre". Of several
          tufts on one centre only one is kept: a move on any of them takes the centre and
          leaves the others isolated, so the moves are the same up to isolated squares, and
          a tuft is in no other move.
        - a free square all of whose free neighbours are centres (of tufts kept) goes: a
          move with it takes a centre s and isolates s's tuft, the same as the move on s and
          its tuft in the position without the square; and with the square gone, every move
          of the position is still one (by induction, the rule holds again after it).

        O(1) word operations."""
        cdef int C = self.cols
        cdef uint64_t dn, up, lf, rt, ones, twos, tufts, centres, dup, t, stars, rest
        up = m >> C                                     # the square below is free
        dn = (m << C) & self.board_mask                 # the square above is free
        lf = (m >> 1) & self.notlast                    # the square to the right is free
        rt = (m << 1) & self.notfirst                   # the square to the left is free
        ones = up | dn
        twos = up & dn
        twos |= ones & lf
        ones |= lf
        twos |= ones & rt
        ones |= rt
        tufts = m & ones & ~twos
        # tufts by the side of their centre; a centre met again loses its tuft
        t = tufts & up                                  # centre below
        stars = t << C
        t = tufts & dn                                  # centre above
        centres = t >> C
        dup = centres & stars
        m &= ~(dup << C)
        stars |= centres
        t = tufts & lf                                  # centre to the right
        centres = t << 1
        dup = centres & stars
        m &= ~(dup >> 1)
        stars |= centres
        t = tufts & rt                                  # centre to the left
        centres = t >> 1
        dup = centres & stars
        m &= ~(dup << 1)
        stars |= centres
        # squares (not tufts, not centres) with no free neighbour but centres
        rest = m & ~tufts & ~stars
        rest &= ~((rest >> C) | ((rest << C) & self.board_mask) | ((rest >> 1) & self.notlast)
                  | ((rest << 1) & self.notfirst))
        return m & ~rest

    cdef inline uint64_t square_cuts(self, uint64_t m) noexcept nogil:
        """Links of the Cram position `m` that can go (Beling and Rogalski's 2 x 2 rule, in
        grundy's own formulation): the squares whose link to the right neighbour goes.

        In a free 2 x 2 block a b / d c whose corners a and c (or b and d) have no free
        neighbour outside the block, the two lying links a-b and d-c can go: the position
        without them has the same value. Without them a hangs on d and c on b. The move a-b
        leaves c hanging on d, as the move b-c without the links leaves a hanging on d (the
        same position but for a and c); d-c and a-d match likewise; a-d and b-c are moves of
        both; a move that takes b (or d) from outside leaves d (or b) with the tufts a and c
        with the links and one of them without, equal by the star reduction. A region that
        the cuts split off is a Cram region of its own: one that holds both ends of a cut
        link holds the whole block, where the rule gives the links back. O(1) word
        operations."""
        cdef int C = self.cols
        cdef uint64_t below, above, right, left, p, cut
        if self.rows < 2 or C < 2:
            return 0
        below = m >> C
        above = (m << C) & self.board_mask
        right = (m >> 1) & self.notlast
        left = (m << 1) & self.notfirst
        # a: top left, right and below free, left and above not; c = a + C + 1: right and below not
        p = m & right & below & ~left & ~above & ((m & ~right & ~below) >> (C + 1))
        cut = p | (p << C)
        # b: top right, left and below free, right and above not; d = b + C - 1: left and below not
        p = m & left & below & ~right & ~above & ((m & ~left & ~below) >> (C - 1))
        return cut | (p >> 1) | (p << (C - 1))

    cdef int split(self, uint64_t m, uint64_t *comps, uint64_t *keys, uint16_t *tags, int *vals) noexcept nogil:
        """The parts of `m` of odd multiplicity (single cells of Arc-Kayles and Cram, of value 0,
        left out; on boards, equal canonical forms cancel in pairs), lowest cell first; vals[i]
        is the value of a small part, else -1."""
        cdef int k = 0, i, j, ns = 0
        cdef uint64_t comp, cut = 0, r, whole
        cdef uint64_t stack[32]
        if self.kind == CRAM and self.reduce:
            m = self.reduced(m)
            cut = self.square_cuts(m)
        whole = m
        while m or ns:
            if not m:  # a region split off by the cuts, reduced again
                m = whole = stack[ns - 1]
                ns -= 1
                cut = self.square_cuts(m)
            comp = self.component(m, cut)
            m &= ~comp
            if not self.node and (comp & (comp - 1)) == 0:
                continue
            if cut and comp != whole:
                # split off by the cuts: a Cram region of its own, maybe reduced further
                r = self.reduced(comp)
                if r != comp:
                    stack[ns] = r
                    ns += 1
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
        cdef int v, C, r0, c0, h, w
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
            self.box(m, &r0, &c0, &h, &w)
            k = self.cram_options(m, out, r0, c0, h, w)
        return k

    cdef inline int64_t cram_options(self, uint64_t m, uint64_t *out, int r0, int c0, int h,
                                     int w) noexcept nogil:
        """The options of the Cram region `m`, whose bounding box is (r0, c0, h, w), into out;
        their number. From the region's middle out, upright dominoes first, as igsolve orders
        them (this order decides how soon the options already in the table show that none of
        the values asked about is left, and breaks ties of ``order_key``; measured against the
        order of the squares: 4 x 9 searched in 28% fewer steps, 4 x 11 19%, 3 x 13 10%, but
        3 x 12 23% and 5 x 7 11% more)."""
        return self.lying(m, out, self.upright(m, out, 0, c0, w), r0, h)

    cdef inline int64_t upright(self, uint64_t m, uint64_t *out, int64_t k, int c0, int w) noexcept nogil:
        """The options of the Cram region `m` (box columns c0 .. c0 + w - 1) by an upright
        domino into out[k:], column by column from the middle column(s) out; the new k."""
        cdef int C = self.cols, lo = c0 + (w - 1) // 2, hi = c0 + w // 2, v
        cdef uint64_t pairs, sel
        if self.rows < 2:  # (and a shift by C = 64 would be undefined)
            return k
        pairs = m & (m >> C)
        while pairs:
            sel = pairs & ((self.firstcol << lo) | (self.firstcol << hi))
            pairs &= ~sel
            while sel:
                v = ctz(sel)
                sel &= sel - 1
                out[k] = m & ~((<uint64_t>1 << v) | (<uint64_t>1 << (v + C)))
                k += 1
            lo -= lo > 0
            hi += hi < C - 1
        return k

    cdef inline int64_t lying(self, uint64_t m, uint64_t *out, int64_t k, int r0, int h) noexcept nogil:
        """The options by a lying domino, row by row from the middle row(s) out (see
        ``upright``)."""
        cdef int C = self.cols, lo = r0 + (h - 1) // 2, hi = r0 + h // 2, v
        cdef uint64_t pairs = m & (m >> 1) & self.notlast, sel
        while pairs:
            sel = pairs & ((self.firstrow << (lo * C)) | (self.firstrow << (hi * C)))
            pairs &= ~sel
            while sel:
                v = ctz(sel)
                sel &= sel - 1
                out[k] = m & ~(<uint64_t>3 << v)
                k += 1
            lo -= lo > 0
            hi += hi < self.rows - 1
        return k

    # ------------------------------------------------------------ the search
    # Beling and Rogalski's pruned search ("On pruning search trees of impartial games",
    # Artificial Intelligence 283 (2020) 103262). A component is never asked for its value
    # outright but whether its value lies in a requested set R of nimbers ("nimber in set"):
    # the answer is the value, or NOT_IN_SET when the value is not in R. The value of a
    # position with m options is the one element left of {0, ..., m} once every option's value
    # v is taken out -- v itself when v is still there, else the largest element: with k options
    # still to see and k + 1 candidates, the value being the largest candidate would need each
    # smaller candidate to be the value of one of the k others. So an option need only be asked
    # for the candidates other than the largest (and none above the largest of R), and a
    # NOT_IN_SET answer takes out the largest. Once no candidate is in R, the answer is
    # NOT_IN_SET without looking at the remaining options. An option of several parts is
    # asked of its hardest part only, the others being solved outright and XORed into the set
    # asked (their values x turn the set S into S ^ x). The value of a component asked for
    # outright (a part of the position begun) is found with "aspiration sets": for each
    # candidate r from 0 up, ask every option whether its value is r; the first r that no
    # option has is the value. Only exact values are stored in the table.
    #
    # Two bounds of grundy's own cut the candidates further: the value is at most the longest
    # play from the component (`bound`), so R is cut to {0..bound} and, while every answer
    # has been exact, a single candidate left at or below the bound is the value.
    #
    # An answer NOT_IN_SET is kept in the table (`exclude`) with more than R: all along, the
    # value is a candidate or exceeds max R (the counting argument above: the largest
    # candidate taken out is never the value, and an option answering NOT_IN_SET for a value
    # above max R has that value, itself above the component's when this is at most max R),
    # so the values up to max R that are no longer candidates are excluded too, and so are the
    # values of the options met (a component never has the value of one of its options).

    cdef inline void nimber_out(self, BFrame *f, uint32_t v) noexcept nogil:
        """Take v (an option's value) out of the candidates, or the largest when v is not one."""
        if (f.P >> v) & 1:
            f.P &= ~(<uint64_t>1 << v)
        elif f.ph:
            f.ph -= 1
        else:
            f.P &= ~(<uint64_t>1 << (63 - clz(f.P)))

    cdef inline void largest_out(self, BFrame *f) noexcept nogil:
        if f.ph:
            f.ph -= 1
        else:
            f.P &= ~(<uint64_t>1 << (63 - clz(f.P)))

    cdef int enter(self, uint64_t comp, uint64_t key, uint16_t tag, bint asp, uint64_t R,
                   bint exactmode=False) noexcept nogil:
        """Begin the search of a component not in the table: asked whether its value is in R
        (asp off), or for its value (asp on). Its options are generated, those whose parts
        are all known taken out of the candidates, the others kept with their unknown parts
        (the hardest first), easiest option first. Returns the answer when it is known at
        once, else PENDING with a frame pushed."""
        cdef BFrame *f
        cdef uint32_t lo = 0 if self.sp == 0 else self.frames[self.sp - 1].ohi
        cdef uint32_t hi, first, i, j, cnt, hard
        cdef int64_t n, t
        cdef int k, v, b
        cdef uint32_t acc, diff, d, B
        cdef int r0 = 0, c0 = 0, h = 0, w = 0, rc = 0, cc = 0
        cdef uint64_t comps[2][64]
        cdef uint64_t keys[2][64]
        cdef uint16_t tags[2][64]
        cdef int vals[2][64]
        cdef uint64_t hashes[2][64]
        cdef int ks[2]
        cdef Opt rec
        cdef int verdict = -1
        if self.board:  # the region's box: for the mirror strategies and Cram's options
            self.box(comp, &r0, &c0, &h, &w)
            verdict = self.mirror_in(comp, r0, c0, h, w)
        if verdict == 0:
            self.mirrored += 1
            return self.store_value(comp, key, tag, 0, self.solved)
        cdef uint32_t size = popcount(comp)
        cdef uint32_t ex = self.excluded(key, tag, size)
        if self.kind == CRAM:  # the box is known already
            n = self.cram_options(comp, self.scratch, r0, c0, h, w)
        else:
            n = self.moves(comp, self.scratch)
        B = self.bound(comp)
        if <int64_t>B > n:
            B = <uint32_t>n
        if not asp:
            if verdict == 1:
                R &= ~(<uint64_t>1)
            R &= _upto(B) & ~(<uint64_t>ex)
            if R == 0:
                self.cut += 1
                return NOT_IN_SET
        f = &self.frames[self.sp]
        self.sp += 1
        f.comp, f.key, f.tag, f.asp, f.bound = comp, key, tag, asp, B
        f.exactmode = exactmode
        f.R = R
        f.upto = _upto(63 - clz(R)) if R else 0
        f.exact, f.wait, f.r, f.skip = True, 0, 0, (verdict == 1) | ex
        self.mirrored += verdict == 1
        f.P = _upto(<uint32_t>n) if n < 64 else ~(<uint64_t>0)
        f.ph = <uint32_t>(n - 63) if n > 63 else 0
        f.olo = f.oi = lo
        f.plo = self.nparts
        f.solved_at = self.solved
        hi = lo
        if self.kind == CRAM:  # the region's middle, for the order of the dominoes (order_key)
            rc, cc = 2 * r0 + h - 1, 2 * c0 + w - 1
        if n > 0:
            ks[0] = self.split_ahead(self.scratch[0], comps[0], keys[0], tags[0], vals[0], hashes[0])
        for t in range(n):
            if not asp and (f.P & R) == 0:  # no candidate is asked about: the answer is no
                self.sp -= 1
                self.nparts = f.plo
                self.cut += 1
                self.exclude(key, tag, R | (f.upto & ~f.P) | f.skip, size)
                return NOT_IN_SET
            self.steps += 1
            # the next option is split and its parts' slots fetched before this one's look-ups
            # (they are mostly cache misses)
            b = t & 1
            if t + 1 < n:
                ks[b ^ 1] = self.split_ahead(self.scratch[t + 1], comps[b ^ 1], keys[b ^ 1],
                                             tags[b ^ 1], vals[b ^ 1], hashes[b ^ 1])
            k = ks[b]
            acc = 0
            cnt = 0
            diff = 0
            hard = 0
            first = self.nparts
            for j in range(<uint32_t>k):
                v = vals[b][j] if vals[b][j] >= 0 else self.known(comps[b][j], keys[b][j], tags[b][j],
                                                                  hashes[b][j])
                if v >= 0:
                    acc ^= v
                    continue
                if not self.push_part(comps[b][j], keys[b][j], tags[b][j], hashes[b][j]):
                    self.oom = True
                    break
                d = popcount(comps[b][j])
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
            diff *= 128
            if self.kind == CRAM and self.order:
                diff += self.order_key(comp ^ self.scratch[t], rc, cc)
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

    cdef inline uint32_t order_key(self, uint64_t domino, int rc, int cc) noexcept nogil:
        """The tie-break (below 128) of a Cram option among options of equal difficulty: the
        domino's distance from the region's middle (rc, cc: twice its row and column). By
        ``order``: 3 (the default) the Manhattan distance of the domino's middle, 4 the larger
        of its two parts, 1 upright dominoes first (by column), then lying ones (by row), 2 the
        same without putting upright ones first; 0: no tie-break. The workers of a race
        (:func:`grundy.search.parallel.race_value`) each take another order."""
        cdef int v = ctz(domino), dr, dc
        cdef bint lying = domino >> v == 3 and self.colof[v] + 1 < self.cols
        if self.order >= 3:
            dr = abs(2 * self.rowof[v] + (0 if lying else 1) - rc)
            dc = abs(2 * self.colof[v] + (1 if lying else 0) - cc)
            return <uint32_t>((dr + dc) if self.order == 3 else max(dr, dc))
        if lying:
            return <uint32_t>((64 if self.order == 1 else 0) + abs(2 * self.rowof[v] - rc))
        return <uint32_t>abs(2 * self.colof[v] - cc)

    cdef inline int split_ahead(self, uint64_t m, uint64_t *comps, uint64_t *keys, uint16_t *tags,
                                int *vals, uint64_t *hashes) noexcept nogil:
        """`split`, then the hash of each part to look up (in hashes) and a prefetch of its
        table slot."""
        cdef int k = self.split(m, comps, keys, tags, vals), j
        cdef uint64_t h
        for j in range(k):
            if vals[j] < 0:
                h = hashes[j] = _mix(keys[j], tags[j])
                if self.small_tab != NULL and popcount(comps[j]) <= SMALL_CELLS:
                    prefetch(&self.small_tab[h & (SMALL_SLOTS - 1)])
                else:
                    prefetch(&self.tab[h & (self.cap - 1)])
        return k

    cdef inline bint push_part(self, uint64_t comp, uint64_t key, uint16_t tag, uint64_t h) noexcept nogil:
        """Append a part to the stack of unknown parts (False: no memory)."""
        cdef uint32_t cap
        cdef void *p
        if self.nparts == self.parts_cap:
            cap = self.parts_cap * 2
            p = realloc(self.parts, cap * sizeof(Part))
            if p == NULL:
                return False
            self.parts = <Part *>p
            self.parts_cap = cap
        self.parts[self.nparts].comp = comp
        self.parts[self.nparts].key = key
        self.parts[self.nparts].tag = tag
        self.parts[self.nparts].hash = h
        self.nparts += 1
        return True

    cdef inline void swap_parts(self, uint32_t a, uint32_t b) noexcept nogil:
        cdef Part t = self.parts[a]
        self.parts[a] = self.parts[b]
        self.parts[b] = t

    cdef inline int finish(self, BFrame *f, uint32_t value) noexcept nogil:
        """The frame's component has `value`: store it."""
        return self.store_value(f.comp, f.key, f.tag, value, f.solved_at)

    cdef int store_value(self, uint64_t comp, uint64_t key, uint16_t tag, uint32_t value,
                         int64_t solved_at) noexcept nogil:
        """A component has `value`: store it (and log it for a lasting table); returns it."""
        cdef uint32_t size = popcount(comp)
        self.solved += 1
        self.store(key, tag, <uint8_t>value, <uint8_t>size)
        if size <= <uint32_t>self.small:  # also under its isomorphism class, the key a table keeps
            tag = self.canon_graph(comp, &key)
            self.store(key, tag, <uint8_t>value, <uint8_t>size)
        if self.logging and (self.sp <= 1 or self.solved - solved_at >= self.persist_cost):
            if not self.log(key, tag, <uint8_t>value,
                            <uint32_t>min(self.solved - solved_at, <int64_t>0xFFFFFFFF)):
                self.logging = False
        return <int>value

    cdef void answer(self, BFrame *f, int v) noexcept nogil:
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
        else:
            f.skip |= <uint64_t>1 << g

    cdef int step(self, BFrame *f) noexcept nogil:
        """Advance the top frame until it needs a child (PENDING, the child pushed) or knows its
        answer (returned; the frame is still on the stack)."""
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
                    return self.finish(f, min(f.r, f.bound))
                if f.r >= self.exact_from:
                    # a value this large: the options left are solved outright, and so is
                    # everything below them (see exact_from)
                    f.exactmode = True
            else:
                if f.oi >= f.ohi:
                    if f.exact or (f.P & f.upto):
                        return self.finish(f, ctz(f.P))
                    self.exclude(f.key, f.tag, f.R | (f.upto & ~f.P) | f.skip, popcount(f.comp))
                    return NOT_IN_SET
                if (f.P & f.R) == 0:
                    self.exclude(f.key, f.tag, f.R | (f.upto & ~f.P) | f.skip, popcount(f.comp))
                    return NOT_IN_SET
                if f.exact:
                    m = f.P & _upto(f.bound)
                    if (m & (m - 1)) == 0:
                        self.cut += 1
                        return self.finish(f, ctz(m))
            o = &self.opts[f.oi]
            self.steps += 1
            if o.n > 1:  # a part other than the hardest: solved outright
                i = o.first + o.n - 1
                v = self.known(self.parts[i].comp, self.parts[i].key, self.parts[i].tag, self.parts[i].hash)
                if v >= 0:
                    o.acc ^= v
                    o.n -= 1
                    continue
                f.wait = WAIT_OTHER
                v = self.enter(self.parts[i].comp, self.parts[i].key, self.parts[i].tag, False,
                               ~(<uint64_t>0), f.exactmode)
                if v == PENDING:
                    return PENDING
                f.ret = v
                continue
            i = o.first
            f.wait = WAIT_FIRST
            v = self.known(self.parts[i].comp, self.parts[i].key, self.parts[i].tag, self.parts[i].hash)
            if v < 0:
                if f.exactmode:
                    ask = ~(<uint64_t>0)
                elif f.asp:
                    ask = <uint64_t>1 << f.r
                else:
                    ask = (f.P if f.ph else f.P & ~(<uint64_t>1 << (63 - clz(f.P)))) & f.upto
                v = self.enter(self.parts[i].comp, self.parts[i].key, self.parts[i].tag, False,
                               _xor_set(ask, o.acc), f.exactmode)
                if v == PENDING:
                    return PENDING
            f.ret = v

    cdef int run_slice(self, int64_t budget) noexcept nogil:
        """Search until the position asked for is solved (0), `budget` steps are done (1),
        Ctrl-C is seen (2) or memory for the parts is refused (3)."""
        cdef int64_t end = self.steps + budget, next_check = self.steps + CHECK_EVERY
        cdef BFrame *f
        cdef int i, v
        while True:
            if self.sp == 0:
                while self.root_i < self.nroot:
                    i = self.root_i
                    v = self.root_val[i] if self.root_val[i] >= 0 else self.known(
                        self.root_comp[i], self.root_key[i], self.root_tag[i], _mix(self.root_key[i], self.root_tag[i]))
                    if v < 0:
                        if self.root_target >= 0 and i == self.nroot - 1:
                            # the last (hardest) part: is its value the one the target needs?
                            v = self.enter(self.root_comp[i], self.root_key[i], self.root_tag[i], False,
                                           <uint64_t>1 << (<uint32_t>self.root_target ^ self.root_acc))
                        else:
                            v = self.enter(self.root_comp[i], self.root_key[i], self.root_tag[i], True, ~(<uint64_t>0))
                        if v == PENDING:
                            break
                    self.root_part_done(v)
                if self.sp == 0:
                    return 0
            if self.oom:
                return 3
            if self.steps >= end:
                return 1
            if self.steps >= next_check:
                next_check = self.steps + CHECK_EVERY
                if interrupted():
                    return 2
            f = &self.frames[self.sp - 1]
            v = self.step(f)
            if v == PENDING:
                continue
            self.nparts = f.plo
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
    def begin(self, uint64_t position, int target=-1):
        """Start the search of `position` (any search under way is dropped): of its value, or
        with `target` (0..63) of whether its value is `target` (`hit`): its parts but the
        largest are solved outright, the largest is asked whether it has the value that makes
        the sum `target`."""
        cdef int i, big = 0
        if not -1 <= target < 64:
            raise ValueError(f"target must be in 0..63, not {target}")
        self.sp = 0
        self.nparts = 0
        self.oom = False
        self.nroot = self.split(position, self.root_comp, self.root_key, self.root_tag, self.root_val)
        self.root_i = 0
        self.root_acc = 0
        self.root_target = target
        self.root_hit = target == 0 and self.nroot == 0
        if target >= 0 and self.nroot > 1:  # the largest part last
            for i in range(1, self.nroot):
                if popcount(self.root_comp[i]) > popcount(self.root_comp[big]):
                    big = i
            i = self.nroot - 1
            self.root_comp[i], self.root_comp[big] = self.root_comp[big], self.root_comp[i]
            self.root_key[i], self.root_key[big] = self.root_key[big], self.root_key[i]
            self.root_tag[i], self.root_tag[big] = self.root_tag[big], self.root_tag[i]
            self.root_val[i], self.root_val[big] = self.root_val[big], self.root_val[i]

    def run(self, int64_t budget):
        """Search for at most `budget` steps; True when the value is known (see `result`)."""
        cdef int status
        with nogil:
            status = self.run_slice(budget)
        if status == 2:
            reraise()
        if status == 3:
            self.sp = 0
            raise MemoryError("no memory for the parts of the options under search")
        return status == 0

    @property
    def result(self):
        """The value of the position begun, once `run` returned True."""
        return int(self.root_acc)

    @property
    def hit(self):
        """Whether the value of the position begun with a target is the target, once `run`
        returned True."""
        return bool(self.root_hit)

    @property
    def capacity(self):
        """Slots of the table (16 bytes each)."""
        return int(self.cap)

    def lookup_key(self, uint64_t key, int tag):
        """The stored value under a canonical key, or -1."""
        return self.lookup(key, <uint16_t>tag, _mix(key, <uint16_t>tag))

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

    def mirror_of(self, uint64_t comp):
        """What a mirror strategy tells of the value of the board region `comp` (see
        ``mirror``): 0 (the value is 0), 1 (it is not 0) or -1 (nothing); -1 off boards."""
        if not self.board or comp == 0:
            return -1
        return self.mirror(comp)

    def reduced_position(self, uint64_t position):
        """`position` with the squares taken away that change no value (Cram; see
        ``reduced``), or `position` itself for the other games or with ``reduce`` off."""
        if self.kind == CRAM and self.reduce:
            return int(self.reduced(position))
        return int(position)

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
                if vals[i] < 0 and self.known(comps[i], keys[i], tags[i], _mix(keys[i], tags[i])) < 0]

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

    cdef int _fill(self, Entry *buf, uint64_t n, keys, tags, vals) except -1:
        cdef Py_ssize_t nbytes
        cdef uint64_t i
        cdef uint64_t *k = <uint64_t *>_address(keys, &nbytes, True)
        cdef uint16_t *t = <uint16_t *>_address(tags, &nbytes, True)
        cdef uint8_t *v = <uint8_t *>_address(vals, &nbytes, True)
        for i in range(n):
            k[i], t[i], v[i] = buf[i].key, buf[i].tag, buf[i].value
        return 0

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
                if self.read_slot(i, &e) and e.size >= min_size and e.value != UNKNOWN:
                    buf[j] = e
                    j += 1
            import numpy as np

            keys = np.empty(j, np.uint64)
            tags = np.empty(j, np.uint16)
            vals = np.empty(j, np.uint8)
            self._fill(buf, j, keys, tags, vals)
            return keys, tags, vals
        finally:
            free(buf)

    @staticmethod
    cdef Entry *_table_of(object buf, uint64_t *slots_) except NULL:
        cdef Py_ssize_t nbytes = 0
        cdef void *p = _address(buf, &nbytes, True)
        cdef uint64_t slots = <uint64_t>nbytes // sizeof(Entry)
        if slots < 1024 or slots & (slots - 1) or <uint64_t>nbytes != slots * sizeof(Entry):
            raise ValueError(f"a shared table is 16 * 2^k bytes (k >= 10), not {nbytes}")
        if (<size_t>p) % 16:
            raise ValueError("a shared table must be aligned to 16 bytes")
        slots_[0] = slots
        return <Entry *>p

    def attach(self, buf):
        """Take the writable buffer `buf` (16 * 2^k bytes, k >= 10: zeros, or a table other
        cores attached to) as the main table, shared with the cores of other processes that
        map the same memory. The first time, the entries of the private table move into it;
        later (a larger table replacing the shared one) nothing moves: see `merge`. A shared
        table does not grow: full windows give their smallest entries away."""
        cdef uint64_t slots
        cdef Entry *t = SearchCore._table_of(buf, &slots)
        cdef Entry *old = self.tab
        cdef uint64_t oldcap = self.cap, i
        cdef bint was_shared = self.shared
        self.shared_buf = buf
        self.tab, self.cap, self.shared = t, slots, True
        self.max_cap = self.cap
        if was_shared:
            return
        self.entries = 0
        for i in range(oldcap):
            if old[i].tag != 0 and old[i].value != UNKNOWN:
                self.place(old[i].key, old[i].tag, old[i].value, old[i].size, True)
        table_free(old, oldcap * sizeof(Entry))

    def merge(self, buf):
        """Put every entry of the shared table in `buf` that is not in this core's table into
        it (the entries written to a table being replaced). O(slots of buf)."""
        cdef uint64_t n, i, k, v
        cdef Entry *src = SearchCore._table_of(buf, &n)
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
        import numpy as np

        keys = np.empty(n, np.uint64)
        tags = np.empty(n, np.uint16)
        vals = np.empty(n, np.uint8)
        costs = np.empty(n, np.uint32)
        cdef Py_ssize_t nbytes
        cdef uint64_t *k = <uint64_t *>_address(keys, &nbytes, True)
        cdef uint16_t *t = <uint16_t *>_address(tags, &nbytes, True)
        cdef uint8_t *v = <uint8_t *>_address(vals, &nbytes, True)
        cdef uint32_t *c = <uint32_t *>_address(costs, &nbytes, True)
        for i in range(n):
            k[i], t[i], v[i], c[i] = self.log_key[i], self.log_tag[i], self.log_val[i], self.log_cost[i]
        self.log_n = 0
        return keys, tags, vals, costs

    def load(self, keys, tags, values):
        """Insert entries read from a lasting table."""
        import numpy as np

        k_ = np.ascontiguousarray(keys, dtype=np.uint64).ravel()
        t_ = np.ascontiguousarray(tags, dtype=np.uint16).ravel()
        v_ = np.ascontiguousarray(values, dtype=np.uint8).ravel()
        if not k_.shape[0] == t_.shape[0] == v_.shape[0]:
            raise ValueError("keys, tags and values must have the same length")
        self._load(k_, t_, v_, k_.shape[0])

    cdef int _load(self, keys, tags, vals, Py_ssize_t n) except -1:
        cdef Py_ssize_t i, nbytes
        cdef const uint64_t *k = <const uint64_t *>_address(keys, &nbytes, False)
        cdef const uint16_t *t = <const uint16_t *>_address(tags, &nbytes, False)
        cdef const uint8_t *v = <const uint8_t *>_address(vals, &nbytes, False)
        for i in range(n):
            # the size of a canonical graph code is in its tag
            self.store(k[i], t[i], v[i], <uint8_t>(t[i] & 0xFF if t[i] >= 0x100 else popcount(k[i])))
