# distutils: language = c++
# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""The compiled search engine: Grundy values of hard games by one pruned search over a game
interface (``grundy/search/engine/*.hpp``, C++).

The engine (``search.hpp``) is Beling and Rogalski's pruned search ("On pruning search trees of
impartial games", Artificial Intelligence 283 (2020) 103262) with grundy's additions: the bound
of the longest play, the game's verdicts (mirror strategies), exclusions kept in the table,
``exact_from``; a transposition table in C memory that grows by doubling up to a memory ceiling
and then gives its cheapest entries away, and can be shared by the processes of a parallel search
(a sequence lock per slot); slices of search that Ctrl-C stops. It is written once as a C++
template over the game, and each game is compiled into it for each width of position (1, 2, 3,
4, 8, 16 or 64 words of 64 cells), so the game's rules are inlined into the search's loop. Each
game's engines are an extension module of their own (:mod:`grundy.search._graph_engine`,
:mod:`~grundy.search._board_engine`, :mod:`~grundy.search._placement_engine`), which hands
them to this one.

The games built in (their modules say what they do):

- ``graph.hpp``: Node-Kayles and Arc-Kayles on any graph, components keyed by their vertex sets
  and small ones by their isomorphism classes;
- ``board.hpp``: Cram (with its mirror strategies, tufts and 2 x 2 rule), Node-Kayles on the grid,
  and Node-Kayles and Arc-Kayles on board graphs (kings, queens, knights), regions keyed by shape;
- ``placement.hpp``: a game given as data, moves that need and remove cells
  (:class:`grundy.PlacementGame`), components keyed by their cells or up to given symmetries.

:class:`SearchCore` is the engine of one game, driven by :class:`grundy.search.bitsearch.BitSearch`
(which validates positions, runs slices, draws progress and keeps the lasting table). Positions
and keys are Python ints (bitmasks of cells); entries go in and out as arrays of words.
"""

cimport cython
from cpython.buffer cimport PyBUF_C_CONTIGUOUS, PyBUF_WRITABLE, PyBuffer_Release, PyObject_GetBuffer
from libc.stdint cimport int32_t, int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from libc.string cimport memcpy
from libcpp cimport bool as cbool
from libcpp.vector cimport vector

from grundy._canon cimport CANON_MAX, canon_code
from grundy._interrupt cimport interrupted, reraise

from grundy.errors import ResourceLimitError


cdef extern from "grundy/search/engine/make.hpp" namespace "grundy":
    cdef cppclass CoreBase:
        int (*interrupted)() noexcept nogil
        int words()
        int key_words()
        int cells()
        void begin(const uint64_t *pos, int target) nogil
        int run(int64_t budget) nogil
        uint32_t result()
        cbool hit()
        int64_t *counters()
        uint32_t &exact_from()
        int &order()
        int64_t &persist_cost()
        cbool &logging()
        cbool &reduce()
        uint64_t capacity()
        cbool is_shared()
        int lookup_key(const uint64_t *key, int tag)
        int alt_key(const uint64_t *comp, uint64_t *key)
        int canonical(const uint64_t *comp, cbool by_cells, uint64_t *key)
        int verdict_of(const uint64_t *comp)
        void reduced(const uint64_t *pos, uint64_t *out)
        int split_parts(const uint64_t *pos, cbool unknown, vector[uint64_t] &comps,
                        vector[uint64_t] &keys, vector[int] &tags) except +
        int64_t option_list(const uint64_t *comp, vector[uint64_t] &out) except +
        int64_t export_entries(int min_size, vector[uint64_t] &keys, vector[uint16_t] &tags,
                               vector[uint8_t] &vals) except +
        void drain_log(vector[uint64_t] &keys, vector[uint16_t] &tags, vector[uint8_t] &vals,
                       vector[uint32_t] &costs)
        void load(const uint64_t *keys, const uint16_t *tags, const uint8_t *vals, int64_t n) nogil
        int attach(void *buf, uint64_t slots)
        void merge(void *buf, uint64_t slots) nogil
        double load_factor(uint64_t samples)
        int slot_bytes()
        const char *check()

    int width_for(int words)
    enum:
        DONE, BUDGET, INTERRUPTED, NO_MEMORY, TOO_LARGE

cdef extern from "grundy/search/engine/board.hpp" namespace "grundy":
    enum:
        CRAM, NODE_GRID, NODE_OFFSETS, ARC_OFFSETS

cdef extern from "Python.h":
    void *PyCapsule_GetPointer(object capsule, const char *name) except? NULL
    int PyCapsule_SetName(object capsule, const char *name) except -1


#: The most cells of a game: positions of up to 64 words.
MAX_CELLS = 4096

#: The games the engine plays (see SearchCore).
KINDS = ("node-kayles", "arc-kayles", "cram", "node-kayles-grid", "placement")

cdef enum:
    MAXW = 64


cdef int _stop() noexcept nogil:
    """The engine's look for Ctrl-C (grundy._interrupt), as a C function it can call."""
    return interrupted()


cdef void *_address(object obj, Py_ssize_t *nbytes, bint writable) except? NULL:
    """The address of the contiguous buffer of `obj` and its size in bytes (in *nbytes), for an
    object the caller keeps alive. Plain buffers, not typed memoryviews: the memoryview support
    Cython would add loads Python's collections package when the module loads."""
    cdef Py_buffer view
    cdef void *p
    PyObject_GetBuffer(obj, &view, PyBUF_C_CONTIGUOUS | (PyBUF_WRITABLE if writable else 0))
    p, nbytes[0] = view.buf, view.len
    PyBuffer_Release(&view)
    return p


cdef object _int_of(const uint64_t *w, int n):
    """The int of n little-endian words."""
    if n == 1:
        return int(w[0])
    return int.from_bytes((<const char *>w)[:8 * n], "little")


cdef int _words_of(object x, int n, uint64_t *out) except -1:
    """The non-negative int x as n little-endian words in out (ValueError when it does not fit)."""
    cdef bytes b
    if x < 0 or x >> (64 * n):
        raise ValueError(f"{x:#x} does not fit {n} words")
    if n == 1:
        out[0] = <uint64_t>x
        return 0
    b = int(x).to_bytes(8 * n, "little")
    memcpy(out, <const char *>b, 8 * n)
    return 0


def graph_code(adj):
    """The canonical code of a connected graph of k <= 11 vertices given by its neighbour masks
    ``adj[v]`` (bit u for an edge uv): :func:`grundy.search.games.canonical_form`, by the C code of
    the engine (``grundy/_canon.h``). Iterative; see canonical_form for the cost.

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


def width_of(int cells, int words=0):
    """The words of a position of `cells` cells in the engine: the least width instantiated that
    holds them, or with `words` the least of at least `words` (0: none fits).

    >>> width_of(64), width_of(65), width_of(300), width_of(10, words=2)
    (1, 2, 8, 2)
    """
    return width_for(max((cells + 63) // 64, words, 1))


def _placement(int W, int n, moves, symmetries, int64_t max_bytes, int64_t persist_cost):
    """The engine of a placement game (a capsule; the moves checked: each needs a non-empty set
    of cells and removes them; symmetries are permutations of the cells)."""
    import array

    if moves is None or len(moves) == 0:
        raise ValueError("a placement game needs moves")
    needs, removes, syms = [], [], array.array("i")
    for j, (need, gone) in enumerate(moves):
        need, gone = int(need), int(gone)
        if need <= 0 or need >> n or gone < 0 or gone >> n or need & ~gone:
            raise ValueError(f"move {j}: it needs a non-empty set of cells 0..{n - 1} and removes them")
        needs.append(need.to_bytes(8 * W, "little"))
        removes.append(gone.to_bytes(8 * W, "little"))
    nsym = 0
    for s in symmetries or ():
        if sorted(s) != list(range(n)):
            raise ValueError(f"symmetry {nsym}: not a permutation of the cells 0..{n - 1}")
        syms.extend(s)
        nsym += 1
    from ._placement_engine import make

    return make(W, max_bytes, persist_cost, n, len(moves), b"".join(needs), b"".join(removes), nsym,
                syms.tobytes())


@cython.final
cdef class SearchCore:
    """The compiled search of one game (see the module). Not for direct use: see
    :class:`grundy.search.bitsearch.BitSearch`, which validates and drives it.

    Parameters
    ----------
    kind : str
        ``'node-kayles'`` or ``'arc-kayles'`` (on a graph, or with `rows` and `cols` on a board
        graph: components keyed by shape), ``'cram'``, ``'node-kayles-grid'`` (Node-Kayles on
        the rows x cols grid graph, a board game like Cram), or ``'placement'`` (a game given
        by `moves`).
    n : int
        The number of cells (1..4096).
    adj : sequence of int, optional
        For graphs and board graphs: ``adj[v]`` is the bitmask of the neighbours of ``v``.
    rows, cols : int
        For the board games (``rows * cols == n``); cell ``r * cols + c``.
    max_bytes : int
        The ceiling of the table's memory; past it the table gives its cheapest entries away.
    persist_cost : int
        With logging on, an entry is logged (for a lasting table) when solving it took at least
        this many positions, or when it is at the top of the search.
    symmetry : bool
        On boards: key components by their shapes (else by their cells, tag 1).
    small : int
        On graphs: a component of at most `small` (<= 11) vertices is stored under its vertex
        set (tag 1) and under its canonical code (tag ``0x100 | k``), so isomorphic components
        are solved once; a lasting table gets the canonical key.
    words : int
        The width of a position in words (0: the least that holds n cells; a larger one for
        benchmarks and tests).
    moves : sequence of (int, int), optional
        For ``'placement'``: each move's cells needed and cells removed, as bitmasks (the cells
        needed are removed too).
    symmetries : sequence of sequence of int, optional
        For ``'placement'``: permutations of the cells that map the moves onto the moves;
        components are keyed by their least image under them (tag 2).
    engine : capsule, optional
        The engine of a game module of its own, as its ``make`` returns it (see "Adding a game
        to the search" in the guide): `kind` is then only its name, and the other arguments
        are the module's business. A capsule is taken once.
    """

    cdef CoreBase *c
    cdef readonly int W, KW, n, rows, cols
    cdef readonly str kind
    cdef readonly int small   # graphs: components of at most this many vertices keyed up to isomorphism
    cdef readonly bint board  # a game on a board, regions keyed by shape
    cdef object shared_buf    # the buffer of a shared table, kept alive

    def __cinit__(self, str kind, int n, adj=None, int rows=0, int cols=0,
                  int64_t max_bytes=1 << 30, int64_t persist_cost=64, bint symmetry=True,
                  int small=0, int words=0, moves=None, symmetries=None, engine=None):
        cdef int v, W, rule = -1
        if engine is not None:
            self._take(engine, kind)
            return
        if kind not in KINDS:
            raise ValueError(f"unknown game {kind!r}")
        if not 1 <= n <= MAX_CELLS:
            raise ValueError(f"{n} cells: the search engine takes 1..{MAX_CELLS}")
        if not 0 <= small <= CANON_MAX:
            raise ValueError(f"small must be in 0..{CANON_MAX}")
        if kind == "placement" and (rows or cols):
            raise ValueError("a placement game has no rows and columns")
        if rows or cols or kind in ("cram", "node-kayles-grid"):
            if rows < 1 or cols < 1 or rows * cols != n:
                raise ValueError(f"{kind}: rows * cols must equal n")
            rule = {"cram": CRAM, "node-kayles-grid": NODE_GRID, "node-kayles": NODE_OFFSETS,
                    "arc-kayles": ARC_OFFSETS}[kind]
        W = width_for(max((n + 63) // 64, words, 1))
        if W == 0 or words < 0:
            raise ValueError(f"no width of {words} words")
        self.W, self.n, self.rows, self.cols, self.kind = W, n, rows, cols, kind
        self.board = rule >= 0
        self.small = 0 if self.board else small
        if kind == "placement":
            capsule = _placement(W, n, moves, symmetries, max_bytes, persist_cost)
        elif rule < 0 or rule == NODE_OFFSETS or rule == ARC_OFFSETS:
            if adj is None or len(adj) != n:
                raise ValueError("adj must have n entries")
            for v in range(n):
                m = int(adj[v])
                if m < 0 or m >> n:
                    raise ValueError(f"adj[{v}] names cells outside 0..{n - 1}")
            words_of_adj = b"".join(int(m).to_bytes(8 * W, "little") for m in adj)
            if rule < 0:
                from ._graph_engine import make

                capsule = make(W, max_bytes, persist_cost, kind == "node-kayles", n, words_of_adj, self.small)
            else:
                from ._board_engine import make

                capsule = make(W, max_bytes, persist_cost, rule, rows, cols, words_of_adj, symmetry)
        else:
            from ._board_engine import make

            capsule = make(W, max_bytes, persist_cost, rule, rows, cols, None, symmetry)
        self._take(capsule, kind)
        self.W, self.n = W, n

    cdef int _take(self, capsule, str kind) except -1:
        """Take the engine of a game module (a capsule that its ``make`` returned, taken once:
        its name changes, so a second use is refused)."""
        cdef CoreBase *c
        try:
            c = <CoreBase *>PyCapsule_GetPointer(capsule, b"grundy.CoreBase")
        except ValueError:
            raise ValueError("engine must be what a game module's make returned, and is taken "
                             "once") from None
        PyCapsule_SetName(capsule, b"grundy.CoreBase.taken")
        self.c = c
        self.c.interrupted = _stop
        self.W, self.KW, self.n, self.kind = c.words(), c.key_words(), c.cells(), kind
        return 0

    def __dealloc__(self):
        del self.c

    cdef int words(self, x, uint64_t *out) except -1:
        """The bitmask x (an int of at most n bits) as W words."""
        if x < 0 or x >> self.n:
            raise ValueError(f"{x:#x} names cells outside 0..{self.n - 1}")
        return _words_of(x, self.W, out)

    # ------------------------------------------------------------ the search
    def begin(self, position, int target=-1):
        """Start the search of `position` (any search under way is dropped): of its value, or
        with `target` (0..63) of whether its value is `target` (`hit`): its parts but the largest
        are solved outright, the largest is asked whether it has the value that makes the sum
        `target`."""
        cdef uint64_t m[MAXW]
        if not -1 <= target < 64:
            raise ValueError(f"target must be in 0..63, not {target}")
        self.words(position, m)
        self.c.begin(m, target)

    def run(self, int64_t budget):
        """Search for at most `budget` steps; True when the value is known (see `result`)."""
        cdef int status
        with nogil:
            status = self.c.run(budget)
        if status == INTERRUPTED:
            reraise()
        if status == NO_MEMORY:
            raise MemoryError("the search's stacks of options and parts could not grow")
        if status == TOO_LARGE:
            raise ResourceLimitError("a component's value reaches 255, past the most the search engine holds (254)")
        return status == DONE

    @property
    def result(self):
        """The value of the position begun, once `run` returned True."""
        return int(self.c.result())

    @property
    def hit(self):
        """Whether the value of the position begun with a target is the target, once `run`
        returned True."""
        return bool(self.c.hit())

    # counters and parameters
    @property
    def solved(self):
        return self.c.counters()[0]

    @property
    def cut(self):
        return self.c.counters()[1]

    @property
    def steps(self):
        return self.c.counters()[2]

    @property
    def entries(self):
        return self.c.counters()[3]

    @property
    def replaced(self):
        return self.c.counters()[4]

    @property
    def mirrored(self):
        """Components whose value a mirror strategy settled (0) or bounded (not 0)."""
        return self.c.counters()[5]

    @property
    def exact_from(self):
        """Values as large as this (a candidate of aspiration sets reaching it) turn a
        component's search to the plain one below it: 4 on graphs, 64 on boards."""
        return int(self.c.exact_from())

    @exact_from.setter
    def exact_from(self, uint32_t v):
        (&self.c.exact_from())[0] = v

    @property
    def order(self):
        """The tie-break among options of equal difficulty (a racing worker's): see the game's
        ``tie`` (Cram: distances from the region's middle; the others: permutations of the
        order generated). 3 is the default."""
        return self.c.order()

    @order.setter
    def order(self, int v):
        (&self.c.order())[0] = v

    @property
    def reduce(self):
        """Cram: positions simplified (tufts, the 2 x 2 rule) before they are split."""
        return bool(self.c.reduce())

    @reduce.setter
    def reduce(self, bint v):
        (&self.c.reduce())[0] = v

    @property
    def persist_cost(self):
        return int(self.c.persist_cost())

    @property
    def capacity(self):
        """Slots of the main table (`slot_bytes` each)."""
        return int(self.c.capacity())

    @property
    def slot_bytes(self):
        return self.c.slot_bytes()

    @property
    def shared(self):
        """Whether the main table is a shared one (see `attach`)."""
        return bool(self.c.is_shared())

    @property
    def tag(self):
        """The tag of the keys of components by their cells: 1 (boards keyed by shape have the
        shape's width as their tag)."""
        return 1

    # ------------------------------------------------------------ what the game says
    def lookup_key(self, key, int tag=1):
        """The stored value under a key (the int of its words) and tag, or -1."""
        cdef uint64_t k[MAXW]
        _words_of(key, self.KW, k)
        return self.c.lookup_key(k, tag)

    def small_key(self, comp):
        """(canonical code, ``0x100 | k``) of a graph component of k <= `small` vertices, the
        key it is also stored under, else None."""
        cdef uint64_t m[MAXW]
        cdef uint64_t k[MAXW]
        cdef int tag
        self.words(comp, m)
        if comp == 0 or self.small == 0:
            return None
        tag = self.c.alt_key(m, k)
        return None if tag == 0 else (_int_of(k, self.KW), tag)

    def canonical(self, comp, bint by_cells=False):
        """(key, tag) of a component (`by_cells`: on boards, by moving the cells one at a time,
        as for regions wider or taller than 8, whatever the region)."""
        cdef uint64_t m[MAXW]
        cdef uint64_t k[MAXW]
        cdef int tag
        self.words(comp, m)
        tag = self.c.canonical(m, by_cells, k)
        return _int_of(k, self.KW), tag

    def mirror_of(self, comp):
        """What a mirror strategy tells of the value of the board region `comp`: 0 (the value
        is 0), 1 (it is not 0) or -1 (nothing); -1 off the grid."""
        cdef uint64_t m[MAXW]
        self.words(comp, m)
        return self.c.verdict_of(m)

    def reduced_position(self, position):
        """`position` with the cells taken away that change no value (Cram; see the game's
        ``reduced``), or `position` itself for the other games or with ``reduce`` off."""
        cdef uint64_t m[MAXW]
        cdef uint64_t out[MAXW]
        self.words(position, m)
        self.c.reduced(m, out)
        return _int_of(out, self.W)

    cdef list _parts(self, position, bint unknown):
        cdef uint64_t m[MAXW]
        cdef vector[uint64_t] comps, keys
        cdef vector[int] tags
        cdef int k, i
        self.words(position, m)
        k = self.c.split_parts(m, unknown, comps, keys, tags)
        if not unknown:
            return [_int_of(&comps[i * self.W], self.W) for i in range(k)]
        return [(_int_of(&comps[i * self.W], self.W), _int_of(&keys[i * self.KW], self.KW), tags[i])
                for i in range(k)]

    def components(self, position):
        """The parts of odd multiplicity of `position` (the game's split), as a list of masks."""
        return self._parts(position, False)

    def unknown_parts(self, position):
        """The parts of odd multiplicity of `position` whose value is neither small nor in the
        table: a list of (component mask, key, tag)."""
        return self._parts(position, True)

    def options(self, comp):
        """The options of the component `comp` (masks), in the order the game generates them."""
        cdef uint64_t m[MAXW]
        cdef vector[uint64_t] out
        cdef int64_t k, i
        self.words(comp, m)
        k = self.c.option_list(m, out)
        if k < 0:
            raise MemoryError()
        return [_int_of(&out[i * self.W], self.W) for i in range(k)]

    def check(self):
        """Raise AssertionError naming an invariant of the tables that does not hold (every entry
        in the window of its hash, no key stored twice, no exclusions beside a value); for the
        stress tests."""
        cdef const char *why = self.c.check()
        if why != NULL:
            raise AssertionError(why.decode())

    # ------------------------------------------------------------ entries
    cdef object _array(self, const void *data, int64_t n, int itemsize, dtype, int width=1):
        """A numpy array of n items (of `width` words each when width > 1) copied from data."""
        import numpy as np

        cdef Py_ssize_t nbytes
        out = np.empty(n * width, dtype)
        if width > 1:
            out = out.reshape(n, width)
        if n:
            memcpy(_address(out, &nbytes, True), data, n * width * itemsize)
        return out

    def export(self, int min_size=0):
        """Every entry of the tables whose component has at least `min_size` cells: (keys uint64
        -- a (count, KW) array when keys are several words --, tags uint16, values uint8), the
        form `load` takes."""
        import numpy as np

        cdef vector[uint64_t] keys
        cdef vector[uint16_t] tags
        cdef vector[uint8_t] vals
        cdef int64_t n = self.c.export_entries(min_size, keys, tags, vals)
        return (self._array(keys.data(), n, 8, np.uint64, self.KW), self._array(tags.data(), n, 2, np.uint16),
                self._array(vals.data(), n, 1, np.uint8))

    def set_logging(self, bint on):
        (&self.c.logging())[0] = on

    def drain_log(self):
        """The entries logged since the last call: (keys, tags uint16, values uint8, costs
        uint32), a cost being the positions solved to find the value."""
        import numpy as np

        cdef vector[uint64_t] keys
        cdef vector[uint16_t] tags
        cdef vector[uint8_t] vals
        cdef vector[uint32_t] costs
        self.c.drain_log(keys, tags, vals, costs)
        cdef int64_t n = tags.size()
        return (self._array(keys.data(), n, 8, np.uint64, self.KW), self._array(tags.data(), n, 2, np.uint16),
                self._array(vals.data(), n, 1, np.uint8), self._array(costs.data(), n, 4, np.uint32))

    def load(self, keys, tags, values):
        """Insert entries: `keys` a uint64 array (a (count, KW) array of words when keys are
        several words) or a sequence of ints, with their tags and values."""
        import numpy as np

        t_ = np.ascontiguousarray(tags, dtype=np.uint16).ravel()
        v_ = np.ascontiguousarray(values, dtype=np.uint8).ravel()
        if isinstance(keys, np.ndarray) and keys.ndim == 2:
            if keys.shape[1] != self.KW:
                raise ValueError(f"keys of {keys.shape[1]} words, not {self.KW}")
            k_ = np.ascontiguousarray(keys, dtype=np.uint64)
        elif isinstance(keys, np.ndarray) and self.KW == 1:
            k_ = np.ascontiguousarray(keys, dtype=np.uint64).reshape(-1, 1)
        else:
            k_ = np.zeros((len(keys), self.KW), np.uint64)
            for i, x in enumerate(keys):
                k_[i] = np.frombuffer(int(x).to_bytes(8 * self.KW, "little"), "<u8")
        if not k_.shape[0] == t_.shape[0] == v_.shape[0]:
            raise ValueError("keys, tags and values must have the same length")
        cdef Py_ssize_t nbytes
        cdef const uint64_t *kp = <const uint64_t *>_address(k_, &nbytes, False)
        cdef const uint16_t *tp = <const uint16_t *>_address(t_, &nbytes, False)
        cdef const uint8_t *vp = <const uint8_t *>_address(v_, &nbytes, False)
        cdef int64_t n = k_.shape[0]
        with nogil:
            self.c.load(kp, tp, vp, n)

    # ------------------------------------------------------------ the shared table
    cdef uint64_t _slots(self, buf, void **p) except 0:
        cdef Py_ssize_t nbytes = 0
        cdef uint64_t slots, S = self.c.slot_bytes()
        p[0] = _address(buf, &nbytes, True)
        slots = <uint64_t>nbytes // S
        if slots < 1024 or slots & (slots - 1) or <uint64_t>nbytes != slots * S:
            raise ValueError(f"a shared table is {S} * 2^k bytes (k >= 10), not {nbytes}")
        if (<size_t>p[0]) % 16:
            raise ValueError("a shared table must be aligned to 16 bytes")
        return slots

    def attach(self, buf):
        """Take the writable buffer `buf` (`slot_bytes` * 2^k bytes, k >= 10: zeros, or a table
        other cores attached to) as the main table, shared with the cores of other processes
        that map the same memory. The first time, the entries of the private table move into
        it; later (a larger table replacing the shared one) nothing moves: see `merge`. A shared
        table does not grow: full windows give their smallest entries away."""
        cdef void *p
        cdef uint64_t slots = self._slots(buf, &p)
        self.shared_buf = buf
        self.c.attach(p, slots)

    def merge(self, buf):
        """Put every entry of the shared table in `buf` that is not in this core's table into
        it (the entries written to a table being replaced). O(slots of buf)."""
        cdef void *p
        cdef uint64_t slots = self._slots(buf, &p)
        with nogil:
            self.c.merge(p, slots)

    def load_factor(self, uint64_t samples=65536):
        """The fraction of the main table's slots in use, estimated from `samples` slots spread
        evenly over it."""
        return self.c.load_factor(samples)
