# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""The compiled search core: Grundy values of games on at most 64 cells, positions as uint64.

Three games share one engine, all on a set of at most 64 cells (graph vertices or board
squares), a position being the bitmask of the cells still free:

- ``NODE``: Node-Kayles on a graph (a move removes a free vertex and its free neighbours);
- ``ARC``: Arc-Kayles on a graph (a move removes both ends of an edge of free vertices);
- ``CRAM``: Cram on a rows x cols board (a move covers two adjacent free squares), which is
  Arc-Kayles on the grid graph, with moves and components found by shifts of the whole mask.

A position splits into its connected components (a flood fill by bit operations); its value is
the XOR of theirs, and components of equal canonical form cancel in pairs. A component is
memoized under its canonical form: for graphs its vertex mask (exact), for Cram the least, over
the symmetries of its bounding box (8 for a square, else the 4 that keep the narrower side as
the width), of its cells translated to the top-left corner, together with that width (the key
is the same on every board). The depth-first search keeps its own stack of frames (the depth is
at most the number of cells, so it is allocated once), and the transposition table is an
open-addressing hash in C memory, grown by doubling up to a memory ceiling and then used as a
cache (a full window of slots gives its smallest entry away: values stay exact, only work is
repeated). Cram regions of at most 10 squares (a few thousand polyominoes) have a small table
of their own that stays in the processor's cache.

Mex-cut: a component's value is at most its longest play (its cells for Node-Kayles, half of
them for Arc-Kayles, the smaller colour class of the checkerboard for Cram). Once the values
seen among its options reach that bound, the value is known and no further option is
generated; an option whose own bound is below the current mex is skipped (its value is one
already seen).

The search runs in slices of a given number of steps without the GIL and keeps its state
between them, so the Python layer can draw progress, write the table and see Ctrl-C.
"""

import numpy as np

cimport cython
from libc.stdint cimport int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, realloc

from grundy._interrupt cimport CHECK_EVERY, interrupted, reraise

from grundy.errors import ResourceLimitError


cdef extern from *:
    int popcount "__builtin_popcountll"(unsigned long long) noexcept nogil
    int ctz "__builtin_ctzll"(unsigned long long) noexcept nogil
    int clz "__builtin_clzll"(unsigned long long) noexcept nogil


cdef enum:
    NODE = 0
    ARC = 1
    CRAM = 2
    WINDOW = 16         # slots probed for a key
    MAXCELLS = 64
    MAXDEPTH = 66       # frames: each child has fewer cells than its parent
    SMALL_CELLS = 10    # Cram regions of at most this many squares go to the small table ...
    SMALL_SLOTS = 1 << 16  # ... of this many slots (1 MiB: every such region, kept in cache)

KIND = {"node-kayles": NODE, "arc-kayles": ARC, "cram": CRAM}

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


cdef inline uint64_t _mix(uint64_t k, uint64_t t) noexcept nogil:
    k ^= t * <uint64_t>0x9E3779B97F4A7C15
    k ^= k >> 33
    k *= <uint64_t>0xFF51AFD7ED558CCD
    k ^= k >> 33
    k *= <uint64_t>0xC4CEB9FE1A85EC53
    k ^= k >> 33
    return k


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


@cython.final
cdef class SearchCore:
    """The compiled search over one game (see the module). Not for direct use: see
    :class:`grundy.search.bitsearch.BitSearch`, which validates and drives it.

    Parameters
    ----------
    kind : str
        ``'node-kayles'``, ``'arc-kayles'`` or ``'cram'``.
    n : int
        The number of cells (1..64).
    adj : array of uint64, optional
        For graphs: ``adj[v]`` is the bitmask of the neighbours of ``v``.
    rows, cols : int
        For Cram: the board (``rows * cols == n``); cell ``r * cols + c``.
    max_bytes : int
        The ceiling of the table's memory; past it the table replaces entries.
    symmetry : bool
        For Cram: key components by their canonical form (else by their cells, tag 1).
    persist_cost : int
        With logging on, an entry is logged (for a lasting table) when solving it took at least
        this many positions, or when it is the component asked for.
    """

    cdef int kind, n, rows, cols
    cdef bint symmetry
    cdef uint64_t adj[64]
    cdef uint64_t closed[64]
    cdef uint8_t rowof[64]
    cdef uint8_t colof[64]
    cdef uint64_t black, notfirst, notlast
    cdef Entry *tab
    cdef Entry *small_tab
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
    cdef int64_t persist_cost
    cdef uint64_t *log_key
    cdef uint16_t *log_tag
    cdef uint8_t *log_val
    cdef int64_t log_n, log_cap
    cdef public int64_t solved, cut, steps, entries, replaced

    def __cinit__(self, str kind, int n, adj=None, int rows=0, int cols=0,
                  int64_t max_bytes=1 << 30, int64_t persist_cost=64, bint symmetry=True):
        cdef int v, r, c
        cdef uint64_t[::1] a
        if kind not in KIND:
            raise ValueError(f"unknown game {kind!r}")
        if not 1 <= n <= MAXCELLS:
            raise ValueError(f"{n} cells: the compiled search takes 1..64")
        self.kind = KIND[kind]
        self.symmetry = symmetry
        self.n = n
        for v in range(64):
            self.adj[v] = 0
            self.closed[v] = 0
            self.rowof[v] = 0
            self.colof[v] = 0
        if self.kind == CRAM:
            if rows < 1 or cols < 1 or rows * cols != n:
                raise ValueError("cram: rows * cols must equal n")
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
            self.max_moves = 2 * n
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
        if self.kind == CRAM and max_bytes >= 1 << 24:
            self.small_tab = <Entry *>calloc(SMALL_SLOTS, sizeof(Entry))
            if self.small_tab == NULL:
                raise MemoryError()
        self.frames = <Frame *>malloc(MAXDEPTH * sizeof(Frame))
        self.opts = <uint64_t *>malloc(MAXDEPTH * self.max_moves * sizeof(uint64_t))
        if self.tab == NULL or self.frames == NULL or self.opts == NULL:
            raise MemoryError()
        self.persist_cost = max(persist_cost, 1)

    def __dealloc__(self):
        free(self.tab)
        free(self.small_tab)
        free(self.frames)
        free(self.opts)
        free(self.log_key)
        free(self.log_tag)
        free(self.log_val)

    # ------------------------------------------------------------ the table
    cdef inline int lookup(self, uint64_t key, uint16_t tag) noexcept nogil:
        if self.small_tab != NULL and popcount(key) <= SMALL_CELLS:
            return _lookup(self.small_tab, SMALL_SLOTS, key, tag)
        return _lookup(self.tab, self.cap, key, tag)

    cdef bint place(self, uint64_t key, uint16_t tag, uint8_t value, uint8_t size, bint may_replace) noexcept nogil:
        """Put an entry in its window of the main table; False when the window is full of
        other keys and `may_replace` is off."""
        cdef int r = _place(self.tab, self.cap, key, tag, value, size, may_replace)
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
        if <uint64_t>self.entries * 2 >= self.cap and self.cap < self.max_cap:
            self.grow()
        self.place(key, tag, value, size, True)

    cdef bint log(self, uint64_t key, uint16_t tag, uint8_t value) noexcept nogil:
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
            self.log_cap = cap
        self.log_key[self.log_n] = key
        self.log_tag[self.log_n] = tag
        self.log_val[self.log_n] = value
        self.log_n += 1
        return True

    # ------------------------------------------------------------ the game
    cdef inline uint32_t bound(self, uint64_t m) noexcept nogil:
        """An upper bound of the value: the longest play from `m`."""
        cdef uint32_t b, w
        if self.kind == NODE:
            return popcount(m)
        if self.kind == ARC:
            return popcount(m) >> 1
        b = popcount(m & self.black)
        w = popcount(m & ~self.black)
        return b if b < w else w

    cdef inline uint64_t component(self, uint64_t m) noexcept nogil:
        """The component of the lowest cell of `m`."""
        cdef uint64_t comp = m & (~m + 1), front = comp, nb, low, nxt
        cdef int C
        if self.kind == CRAM:
            C = self.cols
            while True:
                nxt = comp | ((comp << 1) & self.notfirst) | ((comp >> 1) & self.notlast)
                if self.rows > 1:
                    nxt |= (comp << C) | (comp >> C)
                nxt &= m
                if nxt == comp:
                    return comp
                comp = nxt
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
        cdef int C, r0, r1, c0, c1, h, w, r, c, b
        cdef uint64_t cm, x, rowmask, t0, t1, t2, t3, t4, t5, t6, t7, best, bits
        if self.kind != CRAM or not self.symmetry:
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
        if self.kind == NODE:
            return 1 if k <= 2 else -1
        return 1 if k <= 3 else -1

    cdef int split(self, uint64_t m, uint64_t *comps, uint64_t *keys, uint16_t *tags, int *vals) noexcept nogil:
        """The parts of `m` of odd multiplicity (single cells of Arc-Kayles and Cram, of value 0,
        left out), lowest cell first; vals[i] is the value of a small part, else -1."""
        cdef int k = 0, i, j
        cdef uint64_t comp
        while m:
            comp = self.component(m)
            m &= ~comp
            if self.kind != NODE and (comp & (comp - 1)) == 0:
                continue
            comps[k] = comp
            vals[k] = self.small_value(comp)
            if vals[k] < 0:
                tags[k] = self.canon(comp, &keys[k])
                if self.kind == CRAM:
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
        if self.kind == NODE:
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
        the others kept pending (until the mex reaches the bound)."""
        cdef Frame *f = &self.frames[self.sp]
        cdef int64_t lo = 0 if self.sp == 0 else self.frames[self.sp - 1].opt_hi
        cdef int64_t n, i, w
        cdef uint64_t comps[64]
        cdef uint64_t keys[64]
        cdef uint16_t tags[64]
        cdef int vals[64]
        cdef int k, j, v
        cdef uint32_t x
        cdef bint known
        self.sp += 1
        f.comp, f.key, f.tag = comp, key, tag
        f.seen, f.mex, f.acc, f.ci = 0, 0, 0, 0
        f.bound = self.bound(comp)
        f.solved_at = self.solved
        n = self.moves(comp, &self.opts[lo])
        w = lo
        for i in range(lo, lo + n):
            if f.mex >= f.bound:
                break
            self.steps += 1
            k = self.split(self.opts[i], comps, keys, tags, vals)
            x = 0
            known = True
            for j in range(k):
                v = vals[j] if vals[j] >= 0 else self.lookup(keys[j], tags[j])
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
        cdef uint32_t value
        while True:
            if self.sp == 0:
                while self.root_i < self.nroot:
                    i = self.root_i
                    v = self.root_val[i] if self.root_val[i] >= 0 else self.lookup(self.root_key[i], self.root_tag[i])
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
                    v = vals[i] if vals[i] >= 0 else self.lookup(keys[i], tags[i])
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
            self.store(f.key, f.tag, <uint8_t>value, <uint8_t>popcount(f.comp))
            if self.logging and (self.sp == 1 or self.solved - f.solved_at >= self.persist_cost):
                if not self.log(f.key, f.tag, <uint8_t>value):
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

    def canonical(self, uint64_t comp):
        """(key, tag) of a component."""
        cdef uint64_t key = 0
        cdef uint16_t tag = self.canon(comp, &key)
        return int(key), int(tag)

    def components(self, uint64_t position):
        """The parts of odd multiplicity of `position` (see ``split``), as a list of masks."""
        cdef uint64_t comps[64]
        cdef uint64_t keys[64]
        cdef uint16_t tags[64]
        cdef int vals[64]
        cdef int k = self.split(position, comps, keys, tags, vals), i
        return [int(comps[i]) for i in range(k)]

    def set_logging(self, bint on):
        self.logging = on

    def drain_log(self):
        """The entries logged since the last call: (keys uint64, tags uint16, values uint8)."""
        cdef int64_t i, n = self.log_n
        keys = np.empty(n, np.uint64)
        tags = np.empty(n, np.uint16)
        vals = np.empty(n, np.uint8)
        cdef uint64_t[::1] k = keys
        cdef uint16_t[::1] t = tags
        cdef uint8_t[::1] v = vals
        for i in range(n):
            k[i], t[i], v[i] = self.log_key[i], self.log_tag[i], self.log_val[i]
        self.log_n = 0
        return keys, tags, vals

    def load(self, keys, tags, values):
        """Insert entries read from a lasting table."""
        cdef uint64_t[::1] k = np.ascontiguousarray(keys, dtype=np.uint64)
        cdef uint16_t[::1] t = np.ascontiguousarray(tags, dtype=np.uint16)
        cdef uint8_t[::1] v = np.ascontiguousarray(values, dtype=np.uint8)
        cdef Py_ssize_t i
        for i in range(k.shape[0]):
            self.store(k[i], t[i], v[i], <uint8_t>popcount(k[i]))
