"""Node-Kayles and Arc-Kayles on simple graphs, solved by :class:`~grundy.search.NimberSearch`.

- **Node-Kayles**: a move picks a remaining vertex and removes it with its remaining neighbours.
- **Arc-Kayles**: a move picks a remaining edge and removes both its ends (with every edge at
  them).

The player who cannot move loses. A position is a Python int bitmask of the remaining
vertices. It splits into its connected components; a component of at most ``small`` vertices
is keyed by its exact canonical form (the least adjacency bitstring over the labellings that an
individualization-refinement search allows, so isomorphic components share one key and one
search), a larger one by its own vertex set (exact, without the symmetry gain).

Unless ``engine='python'``, graphs are searched by the compiled engine
(:mod:`grundy.search._core`), whose positions are one machine word of 64 vertices up to 64
vertices and several words up to 4096:

- board graphs numbered row by row (:func:`board_shape`: the grid graph as
  :func:`networkx.grid_2d_graph` and ``grundy search --grid`` give it, and the kings, queens or
  knights graph ...) as board games: regions keyed by their shapes, the same on every board
  (table keys ``k<width>:<cells hex>`` for Node-Kayles on the grid, ``c<width>:`` for Arc-Kayles
  on the grid, which is Cram, with Cram's rules; ``k@<offsets>/<width>:`` and
  ``c@<offsets>/<width>:`` on other board graphs). On the grid, mirror strategies settle
  symmetric regions (Node-Kayles on the 3 x 21 grid in 4 s, 31 s as a graph);
- other graphs by their vertex sets, and small components also by the canonical form above
  (for Arc-Kayles on a graph of more than 64 vertices but at most 64 edges, as Node-Kayles on
  the line graph, whose positions are one word);
- graphs of more than 4096 vertices component by component (:class:`_Parts`): each connected
  component is a game of its own, in the engines above when it has at most 4096 vertices (a
  forest of 10^5 random trees of 10 vertices, 10^6 vertices, in about 2 s).

The canonical form of a small component is computed in C (``grundy/_canon.h``, the same code
as :func:`canonical_form`): a vertex set not in the table is looked up under its code before it
is searched, so isomorphic small components are solved once, and a lasting table keeps them
under the Python engine's keys (``g<k>:<code hex>``), which carry from graph to graph and engine
to engine. (Not for Arc-Kayles run as Node-Kayles on the line graph, whose codes are the line
graph's.) ``core='word'`` or ``core='wide'`` forces a width of the engine (for benchmarks and
tests: the same game, the same values).

On a path of n vertices, Node-Kayles is Dawson's chess, the octal game 0.137 at heap n, and
Arc-Kayles is Dawson's Kayles, 0.07 at heap n (a move takes two adjacent vertices).
"""

from __future__ import annotations

import hashlib
import os
from collections import OrderedDict
from functools import cached_property
from typing import Any, Hashable, Iterable, Iterator

import numpy as np

from .._limits import check_memory
from ..errors import InvalidGameError
from ..graphbase.toolkit import SIMPLE_COST, simple_graph
from .bitsearch import BitSearch, check_mask
from .engine import NimberSearch
from ._draw import MoveMemo
from ._spec import check_max_bytes, check_workers, core_words

__all__ = ["NodeKayles", "ArcKayles", "node_kayles_value", "arc_kayles_value"]

#: Components of at most this many vertices get an exact canonical form by default.
SMALL = 9
#: The engines of :class:`NodeKayles` and :class:`ArcKayles`.
ENGINES = ("auto", "compiled", "python")
#: The most vertices of a graph in the one-word compiled core (for Arc-Kayles, also the most
#: edges of a graph searched there as Node-Kayles on its line graph).
MAX_WORD = 64
#: The most vertices of a graph the compiled engine takes (its widest position: 64 words).
MAX_COMPILED = 4096
#: The largest `small` accepted (the canonical search grows quickly with it on symmetric graphs).
MAX_SMALL = 16
#: The largest `small` of the one-word compiled core (a canonical code of k vertices has
#: k(k-1)/2 bits); a larger `small` is taken as this there.
CANON_MAX = 11


def _refine(col: list[int], nbrs: list[list[int]]) -> list[int]:
    """The coarsest equitable refinement of the ordered colouring `col` (colour refinement):
    each vertex's next colour is the rank of (its colour, the sorted colours of its neighbours),
    so the result depends only on the graph and the colouring, never on the labels."""
    ncol = len(set(col))
    while True:
        sig = [(col[v], tuple(sorted([col[u] for u in nb]))) for v, nb in enumerate(nbrs)]
        order = sorted(set(sig))
        rank = {s: i for i, s in enumerate(order)}
        new = [rank[s] for s in sig]
        if len(order) == ncol:
            return new
        col, ncol = new, len(order)


def canonical_form(nbrs: list[list[int]]) -> int:
    """The canonical adjacency code of the graph whose vertex ``v`` has neighbours ``nbrs[v]``.

    Two graphs on the same number of vertices get the same code exactly when they are
    isomorphic: the code is the least, over the leaves of an individualization-refinement
    search tree, of the adjacency bitstring (bit ``b(b-1)/2 + a`` for an edge between the
    vertices labelled ``a < b``). The tree depends only on the graph, so isomorphic graphs have
    the same set of leaf codes. Of twin vertices (same neighbours apart from each other) in the
    cell being split, one is individualized: swapping them is an automorphism fixing the
    partition, so their subtrees give the same codes.

    Notes
    -----
    Iterative. Exponential in the worst case; fast on the small graphs it is meant for (most
    graphs of up to 9 vertices need a handful of leaves).

    Examples
    --------
    >>> canonical_form([[1], [0, 2], [1]]) == canonical_form([[2], [2], [0, 1]])
    True
    >>> canonical_form([[1], [0, 2], [1]]) == canonical_form([[1, 2], [0, 2], [0, 1]])
    False
    """
    k = len(nbrs)
    sets = [set(nb) for nb in nbrs]
    best = None
    stack = [_refine([len(nb) for nb in nbrs], nbrs)]
    while stack:
        col = stack.pop()
        counts: dict[int, int] = {}
        for c in col:
            counts[c] = counts.get(c, 0) + 1
        if len(counts) == k:
            code = 0
            for v, nb in enumerate(nbrs):
                a = col[v]
                for u in nb:
                    b = col[u]
                    if a < b:
                        code |= 1 << (b * (b - 1) // 2 + a)
            if best is None or code < best:
                best = code
            continue
        c0 = min(c for c, n in counts.items() if n > 1)
        cell = [v for v in range(k) if col[v] == c0]
        chosen: list[int] = []
        for v in cell:
            if any(sets[v] - {u} == sets[u] - {v} for u in chosen):
                continue
            chosen.append(v)
            ind = [x + 1 if x > c0 or (x == c0 and u != v) else x for u, x in enumerate(col)]
            stack.append(_refine(ind, nbrs))
    return best if best is not None else 0


def grid_shape(edges, n: int) -> tuple[int, int] | None:
    """(rows, cols) when the graph on vertices 0..n-1 with `edges` ((E, 2) array, u < v) is the
    rows x cols grid graph with vertex r * cols + c at row r, column c, else None (the fewest
    rows when several shapes fit, as a path is 1 x n and n x 1): the board graph of offsets
    ``0.1`` (see :func:`board_shape`). O(E) a shape tried.

    >>> import numpy as np
    >>> grid_shape(np.array([[0, 1], [0, 2], [1, 3], [2, 3]]), 4)
    (2, 2)
    >>> grid_shape(np.array([[0, 1], [1, 2], [0, 2]]), 3) is None
    True
    """
    return next(((rows, cols) for rows, cols, offsets in _board_shapes(edges, n)
                 if offsets == "0.1" or n == 1), None)  # (one cell has no offsets)


def board_shape(edges, n: int) -> tuple[int, int, str] | None:
    """(rows, cols, offsets) when the graph on vertices 0..n-1 with `edges` ((E, 2) array,
    u < v) is a board graph: the cells of a rows x cols board numbered row by row (vertex
    ``r * cols + c``), two cells joined exactly when their offset lies in a set closed under
    the eight symmetries of the square (the grid graph: offsets (0, 1); the kings graph: (0, 1)
    and (1, 1); the queens graph: (0, k) and (k, k); the knights graph: (1, 2)); else None.
    `offsets` names the set: its classes ``a.b`` (a <= b), joined by ``,``.

    The induced subgraph of a set of cells of such a graph is the same after any isometry of
    the plane, so a region's game depends only on its shape. O(E) a shape tried (the fewest
    rows first).

    >>> import numpy as np
    >>> board_shape(np.array([[0, 1], [0, 2], [1, 3], [2, 3]]), 4)
    (2, 2, '0.1')
    >>> board_shape(np.array([[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]), 4)
    (1, 4, '0.1,0.2,0.3')
    >>> board_shape(np.array([[0, 1], [1, 2]]), 4) is None
    True
    """
    return next(_board_shapes(edges, n), None)


def _board_shapes(edges, n: int):
    """Every (rows, cols, offsets) of :func:`board_shape` that fits, the fewest rows first."""
    if n < 1:
        return
    e = np.asarray(edges, dtype=np.int64).reshape(-1, 2)
    for rows in range(1, n + 1):
        if n % rows:
            continue
        cols = n // rows
        dr = np.abs(e[:, 1] // cols - e[:, 0] // cols)
        dc = np.abs(e[:, 1] % cols - e[:, 0] % cols)
        classes = sorted(set(zip(np.minimum(dr, dc).tolist(), np.maximum(dr, dc).tolist())))
        expected = 0  # the pairs of cells at an offset of these classes
        for a, b in classes:
            orbit = {(x, y) for p, q in ((a, b), (b, a)) for x, y in ((p, q), (p, -q))}
            orbit = {(x, y) for x, y in orbit if x > 0 or (x == 0 and y > 0)}  # one of u-v, v-u
            expected += sum(max(rows - x, 0) * max(cols - abs(y), 0) for x, y in orbit)
        if expected == len(e):  # every edge has such an offset, and every such pair is an edge
            yield rows, cols, ",".join(f"{a}.{b}" for a, b in classes)


class _Parts:
    """A graph of more vertices than the compiled engines take, searched component by component.

    Its connected components are found once (scipy), and each is a game of its own on its
    vertices renumbered in order (so the compiled engines take any component of at most 4096
    vertices, whatever the graph's size); components with the same renumbered edges share one
    game. A position's value is the XOR of its components': whole components by their graph's
    value, found once (and, an even number of equal ones cancelling, only for those left), parts
    of components by their game. At most :attr:`LIVE` games are kept at once (each with its
    tables; the values of whole components are kept for good). The vertices' neighbour masks
    of the whole graph (n^2 / 8 bytes) are never made.

    Notes
    -----
    O(V + E) to split; a position then costs O(V) plus the searches of its distinct parts.
    """

    #: The most component games kept at once (the least recently used one is closed).
    LIVE = 64

    def __init__(self, game: "_BitGraphGame", required: bool, **options: Any):
        from scipy.sparse import csr_matrix
        from scipy.sparse.csgraph import connected_components

        g = game.graph
        n = g.n
        count, labels = connected_components(
            csr_matrix((np.ones(len(g.indices), np.int8), g.indices, g.indptr), shape=(n, n)),
            directed=False)
        self.order = np.argsort(labels, kind="stable")  # vertices by component, in order within
        self.sizes = np.bincount(labels, minlength=count)
        self.starts = np.concatenate(([0], np.cumsum(self.sizes)))
        rank = np.empty(n, np.int64)
        rank[self.order] = np.arange(n) - self.starts[labels[self.order]]
        edges = g.edges()
        by_comp = np.argsort(labels[edges[:, 0]], kind="stable")
        local = rank[edges[by_comp]]
        ends = np.concatenate(([0], np.cumsum(np.bincount(labels[edges[:, 0]], minlength=count))))
        shapes: dict[tuple[int, bytes], int] = {}
        self.shape = np.empty(count, np.int64)
        self._graphs: list[tuple[np.ndarray, int]] = []
        for c in range(count):
            piece = local[ends[c] : ends[c + 1]]
            key = (int(self.sizes[c]), piece.tobytes())
            s = shapes.get(key)
            if s is None:
                s = shapes[key] = len(self._graphs)
                self._graphs.append((piece, int(self.sizes[c])))
            self.shape[c] = s
        largest = int(self.sizes.max()) if count else 0
        if required and largest > MAX_COMPILED:
            raise InvalidGameError(f"the compiled search takes components of at most {MAX_COMPILED} "
                                   f"vertices; this graph has one of {largest}: use engine='python'")
        self.n = n
        self.count = count
        self._cls = type(game)
        self._small = game.small
        self._engine = "compiled" if required else "auto"
        self._options = options
        # workers are stopped after each component's search: kept, those of up to LIVE games
        # would all stay up at once
        self._parallel = (options.get("workers") or 1) > 1 or options.get("ray") is not None
        self._live: OrderedDict[int, _BitGraphGame] = OrderedDict()
        self._whole: dict[int, int] = {}
        self._classes: dict[tuple[int, int], int] = {}  # small graphs' values by canonical code

    @property
    def shapes(self) -> int:
        """The number of different component graphs."""
        return len(self._graphs)

    def game(self, s: int) -> "_BitGraphGame":
        """The game on the component graph `s` (made, or taken from the live ones)."""
        live = self._live.get(s)
        if live is not None:
            self._live.move_to_end(s)
            return live
        edges, k = self._graphs[s]
        # a component too large for the compiled engines goes to the Python engine (as itself,
        # one component, it would come back here)
        engine = "python" if k > MAX_COMPILED else self._engine
        live = self._live[s] = self._cls(edges, k, small=self._small, engine=engine,
                                         **self._options)
        if len(self._live) > self.LIVE:
            self._live.popitem(last=False)[1].close()
        return live

    def _value(self, s: int, part: int | None = None) -> int:
        """The value of `part` (default all) of the component graph `s`, by its game."""
        game = self.game(s)
        v = game.value(part)
        if self._parallel:
            (game.compiled or game.search).stop_workers()
        return v

    def whole(self, s: int) -> int:
        """The value of the component graph `s` (one search for each isomorphism class of
        small graphs: a forest of many small trees has few)."""
        v = self._whole.get(s)
        if v is None:
            edges, k = self._graphs[s]
            if k <= 2:  # one vertex (a move in Node-Kayles, none in Arc-Kayles); one edge
                v = 1 if k == 2 or self._cls is NodeKayles else 0
            elif k <= CANON_MAX:
                from ._core import graph_code

                adj = [0] * k
                for u, w in edges.tolist():
                    adj[u] |= 1 << w
                    adj[w] |= 1 << u
                code = (k, graph_code(adj))
                v = self._classes.get(code)
                if v is None:
                    v = self._classes[code] = self._value(s)
            else:
                v = self._value(s)
            self._whole[s] = v
        return v

    def _split(self, mask: int) -> tuple[np.ndarray, np.ndarray]:
        """The bits of `mask` (uint8 0/1 by vertex) and each component's count of them."""
        raw = np.frombuffer(mask.to_bytes((self.n + 7) // 8, "little"), np.uint8)
        bits = np.unpackbits(raw, bitorder="little")[: self.n]
        held = np.add.reduceat(bits[self.order].astype(np.int64), self.starts[:-1]) if self.n else bits
        return bits, held

    def _local(self, bits: np.ndarray, c: int) -> int:
        """The part of a position in component c, in the component's numbering."""
        verts = self.order[self.starts[c] : self.starts[c + 1]]
        return int.from_bytes(np.packbits(bits[verts], bitorder="little").tobytes(), "little")

    def _values(self, mask: int) -> tuple[int, list[tuple[int, int, int]], np.ndarray]:
        """The value of `mask` (the XOR of its components'), (component, part, value) of the
        components that `mask` meets but does not hold whole, and whether each component is
        whole in `mask`."""
        bits, held = self._split(mask)
        full = held == self.sizes
        odd = np.flatnonzero(np.bincount(self.shape[full], minlength=len(self._graphs)) & 1)
        x = 0
        for s in odd.tolist():
            x ^= self.whole(s)
        partial = []
        for c in np.flatnonzero((held > 0) & ~full).tolist():
            part = self._local(bits, c)
            partial.append((c, part, self._value(int(self.shape[c]), part)))
        for _, _, v in partial:
            x ^= v
        return x, partial, full

    def value(self, mask: int) -> int:
        return self._values(mask)[0]

    def winning_move(self, mask: int) -> Any:
        """A winning move in the graph's vertex indices, or None."""
        x, candidates, full = self._values(mask)
        if x == 0:
            return None
        for c in np.flatnonzero(full).tolist():
            candidates.append((c, None, self.whole(int(self.shape[c]))))
        for c, part, v in candidates:
            if v ^ x < v:
                game = self.game(int(self.shape[c]))
                move = game._move_to(game.start if part is None else part, v ^ x)
                if self._parallel:
                    (game.compiled or game.search).stop_workers()
                verts = self.order[self.starts[c] : self.starts[c + 1]]
                return int(verts[move]) if isinstance(move, int) else tuple(int(verts[u]) for u in move)
        raise AssertionError("a position of non-zero value has a component to move in")

    def close(self) -> None:
        while self._live:
            self._live.popitem()[1].close()


def _rebuild(cls, edges, n: int, small: int):
    return cls(edges, n, small=small, engine="python", progress=False)


class _BitGraphGame:
    """The shared machinery of Node-Kayles and Arc-Kayles on a graph of bitmask positions."""

    game = ""

    def __init__(self, graph: Any, num_vertices: int | None = None, *, small: int = SMALL,
                 table: str | os.PathLike[str] | None = None, progress: bool = True,
                 engine: str = "auto", workers: int | None = None, ray: str | None = None,
                 max_bytes: int | None = None, core: str | None = None):
        self._workers = check_workers(workers, ray)
        self._ray = ray
        self._max_bytes = check_max_bytes(max_bytes)
        self._words = core_words(core)
        if isinstance(small, bool) or not isinstance(small, int) or not 0 <= small <= MAX_SMALL:
            raise InvalidGameError(f"small must be an integer in 0..{MAX_SMALL}, not {small!r}")
        if engine not in ENGINES:
            raise InvalidGameError(f"engine must be one of {', '.join(ENGINES)}, not {engine!r}")
        g = simple_graph(graph, num_vertices, SIMPLE_COST)
        self.graph = g
        self.n = g.n
        self.small = small
        self.start = (1 << g.n) - 1
        edges = g.edges()
        digest = hashlib.sha256(f"{g.n}:{edges.tolist()}".encode()).hexdigest()
        self._fingerprint = digest[:16]
        self._cache: dict[tuple[int, int], int] = {}
        self._memo = MoveMemo()
        self._edge_bits: list[tuple[int, int]] | None = None  # the line graph's edges, if used
        #: The graph's components, searched one by one, when it has more vertices than the
        #: compiled engines take (see :class:`_Parts`), else None.
        self.parts: _Parts | None = None
        if g.n > MAX_COMPILED and engine != "python":
            self.board, self.compiled, self.search, self.engine = None, None, None, "compiled"
            self.parts = _Parts(self, engine == "compiled", table=table, progress=progress,
                                workers=workers, ray=ray, max_bytes=max_bytes, core=core)
            return
        if self._words == 1 and g.n > MAX_WORD and engine != "python":
            raise InvalidGameError(f"core='word' takes graphs of at most {MAX_WORD} vertices, not {g.n}")
        fits = 1 <= g.n <= MAX_COMPILED
        #: (rows, cols) of a grid graph, searched by the compiled engine as a board game (regions
        #: keyed by shape, mirror strategies; Arc-Kayles as Cram with its rules), else None.
        self.board = grid_shape(edges, g.n) if fits else None
        #: (rows, cols, offsets) of another board graph (see :func:`board_shape`: the kings,
        #: queens or knights graph ...), whose components the compiled engine keys by their
        #: shapes, else None.
        self.board_graph = board_shape(edges, g.n) if fits and self.board is None else None
        self.compiled: BitSearch | None = None
        if engine != "python":
            self.compiled = self._compiled(engine == "compiled", table, progress)
        self.engine = "python" if self.compiled is None else "compiled"
        python = self.compiled is None
        self.search = NimberSearch(
            self.moves, components=self.components, canonical=self.canonical, key=self.key,
            bound=self.bound, table=table if python else None, name=self.game, progress=progress,
            workers=workers if python else None, ray=ray if python else None,
        )

    def _compiled(self, required: bool, table, progress: bool) -> BitSearch | None:
        """The compiled engine of this graph, or None when it is too large (an error when
        `required`)."""
        if self.board is not None:
            return self._board_search(table, progress, *self.board)
        if self.board_graph is not None:
            return self._board_search(table, progress, *self.board_graph)
        if 1 <= self.n <= MAX_COMPILED:
            # components keyed by vertex sets (this graph's own keys), small ones also by their
            # isomorphism classes (the Python engine's keys g<k>:<code>)
            fp = f"v{self._fingerprint}:"
            small = min(self.small, CANON_MAX)

            def key_text(key: int, tag: int) -> str:
                return f"g{tag & 0xFF}:{key:x}" if tag >= 0x100 else f"{fp}{key:x}"

            def parse(text: str) -> tuple[int, int] | None:
                if text.startswith(fp):
                    return int(text[len(fp):], 16), 1
                head, _, code = text.partition(":")  # g<k>:<code>, the Python engine's key
                try:
                    k, key = int(head[1:]), int(code, 16)
                except ValueError:
                    return None
                return (key, 0x100 | k) if 3 <= k <= small and key >> 64 == 0 else None

            return BitSearch(self.game, self.n, self._adj, key_text=key_text,
                             parse_key=parse, prefix=(fp, "g") if small else fp, table=table,
                             name=self.game, progress=progress, small=small, words=self._words,
                             label=f"{self.game} search", max_bytes=self._max_bytes,
                             workers=self._workers, ray=self._ray)
        if required and self.n:
            raise InvalidGameError(f"the compiled search takes graphs of at most {MAX_COMPILED} "
                                   f"vertices, not {self.n}; use engine='python'")
        return None

    #: The engine's kind for the game on a grid, and the first letter of its table keys.
    board_kind, board_letter = "", ""

    def _board_search(self, table, progress: bool, rows: int, cols: int,
                      offsets: str = "0.1") -> BitSearch:
        """The compiled search of the game on the board graph of rows x cols cells joined at
        `offsets` (see :func:`board_shape`) as a board game: regions keyed by shape, so the keys
        are the same on every board. Table keys: ``<letter><width>:<cells hex>`` on the grid
        (``c`` for Arc-Kayles, which is Cram, ``k`` for Node-Kayles), else
        ``<letter>@<offsets>/<width>:<cells hex>``."""
        letter = self.board_letter
        grid = offsets == "0.1"
        head = letter if grid else f"{letter}@{offsets}/"

        def parse(text: str) -> tuple[int, int] | None:
            if not text.startswith(head):
                return None
            width, sep, tail = text[len(head):].partition(":")
            try:
                return (int(tail, 16), int(width)) if sep and width.isdecimal() else None
            except ValueError:
                return None

        return BitSearch(self.board_kind if grid else self.game, self.n, None if grid else self._adj,
                         rows=rows, cols=cols, key_text=lambda k, t: f"{head}{t}:{k:x}",
                         parse_key=parse, prefix=head, table=table, name=self.game,
                         progress=progress, label=f"{self.game} search", words=self._words,
                         workers=self._workers, ray=self._ray, max_bytes=self._max_bytes)

    @cached_property
    def _nbrs(self) -> list[list[int]]:
        indptr, indices = self.graph.indptr.tolist(), self.graph.indices.tolist()
        return [indices[indptr[v] : indptr[v + 1]] for v in range(self.n)]

    @cached_property
    def _adj(self) -> list[int]:
        """The neighbour bitmask of each vertex (made when first needed: an int of up to n
        bits each, so a ResourceLimitError when they would not fit in memory)."""
        g = self.graph
        highest = np.zeros(self.n, np.int64)  # each vertex's highest neighbour: its mask's bits
        np.maximum.at(highest, np.repeat(np.arange(self.n), np.diff(g.indptr)), g.indices)
        check_memory(float((highest // 8 + 40).sum()),
                     f"the vertex masks of a graph of {self.n} vertices (the Python engine)")
        adj = []
        for nb in self._nbrs:
            m = 0
            for u in nb:
                m |= 1 << u
            adj.append(m)
        return adj

    def _core_position(self, mask: int) -> int:
        return mask

    def __reduce__(self):
        # for the workers of the Python engine: the game alone, without table or workers
        return _rebuild, (type(self), self.graph.edges(), self.n, self.small)

    def close(self) -> None:
        """Stop the workers, if any, and write the last values to the table."""
        if self.parts is not None:
            self.parts.close()
            return
        if self.compiled is not None:
            self.compiled.close()
        self.search.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.graph!r})"

    def mask(self, vertices: Iterable[Hashable] | None = None) -> int:
        """The position whose remaining vertices are `vertices` (node labels for networkx
        input; default all of them), as a bitmask."""
        if vertices is None:
            return self.start
        m = 0
        for v in vertices:
            m |= 1 << self.graph.vertex(v)
        return m

    def _position(self, position: int | None) -> int:
        if position is None:
            return self.start
        return check_mask(position, self.n, "remaining vertices", f"vertices outside 0..{self.n - 1}")

    def _vertices(self, mask: int) -> list[int]:
        out = []
        while mask:
            low = mask & -mask
            out.append(low.bit_length() - 1)
            mask ^= low
        return out

    def components(self, mask: int) -> list[int]:
        """The connected components of the remaining vertices, as bitmasks. O(V + E)."""
        adj = self._adj
        out = []
        while mask:
            comp = front = mask & -mask
            while front:
                nb = 0
                while front:
                    low = front & -front
                    nb |= adj[low.bit_length() - 1]
                    front ^= low
                front = nb & mask & ~comp
                comp |= front
            out.append(comp)
            mask &= ~comp
        return out

    def canonical(self, comp: int) -> tuple:
        """``('g', k, code)`` for a component of k <= small vertices (its canonical form, see
        :func:`canonical_form`), else ``('v', comp)``."""
        k = comp.bit_count()
        if k > self.small:
            return ("v", comp)
        verts = self._vertices(comp)
        adj = self._adj
        local = 0
        rows = []
        for i, v in enumerate(verts):
            nb = adj[v] & comp
            row = [j for j, u in enumerate(verts) if nb >> u & 1]
            rows.append(row)
            for j in row:
                local |= 1 << (i * k + j)
        code = self._cache.get((k, local))
        if code is None:
            code = self._cache[(k, local)] = canonical_form(rows)
        return ("g", k, code)

    def key(self, canon: tuple) -> str:
        """The table key of a canonical form: ``g<k>:<code hex>`` for a small component (the
        same in every graph), ``v<graph fingerprint>:<vertex mask hex>`` for a large one."""
        if canon[0] == "g":
            return f"g{canon[1]}:{canon[2]:x}"
        return f"v{self._fingerprint}:{canon[1]:x}"

    def value(self, position: int | None = None) -> int:
        """The Grundy value of `position` (a bitmask; default the whole graph).

        Notes
        -----
        Exponential in the worst case (the game is PSPACE-complete); see
        :class:`~grundy.search.NimberSearch` for the cost per canonical component.
        """
        mask = self._position(position)
        if self.parts is not None:
            return self.parts.value(mask)
        if self.compiled is not None:
            return self.compiled.value(self._core_position(mask))
        return self.search.value(mask)

    def value_is(self, position: int | None, target: int) -> bool:
        """Whether the value of `position` (default the whole graph) is `target` (0..63).

        Notes
        -----
        With the compiled engine, a search pruned to that question (the parts but the largest
        solved outright, the largest asked whether it has the value the sum needs), which
        costs much less than the value on hard positions; otherwise the value.

        Examples
        --------
        >>> NodeKayles([[0, 1], [1, 2], [2, 3], [3, 4]]).value_is(None, 3)  # 0.137 at heap 5
        True
        """
        mask = self._position(position)
        if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target < 64:
            raise InvalidGameError(f"target must be an integer in 0..63, not {target!r}")
        if self.compiled is not None and self.parts is None:
            return self.compiled.value_is(self._core_position(mask), target)
        return self.value(mask) == target

    def _options(self, mask: int) -> Iterator[tuple[int, Any]]:
        """(option, move) for each move from `mask`, the move in vertex indices."""
        raise NotImplementedError

    def _move_to(self, mask: int, target: int) -> Any:
        """A move (in vertex indices) from `mask` to an option of value `target`, by the
        values of the options in turn (with the compiled core, by searches of whether an
        option has that value: :meth:`BitSearch.find_option`)."""
        if self.compiled is not None:
            pairs = list(self._options(mask))
            i = self.compiled.find_option([self._core_position(opt) for opt, _ in pairs], target)
            if i is None:
                raise AssertionError("no option of the value asked for: the values are inconsistent")
            return pairs[i][1]
        for opt, move in self._options(mask):
            if self.value(opt) == target:
                return move
        raise AssertionError("no option of the value asked for: the values are inconsistent")

    def _best_move(self, mask: int) -> Any:
        """A winning move from `mask` in vertex indices, or None when its value is 0 (kept
        for the pictures)."""
        move = self._find_best_move(mask)
        self._memo.remember(mask, move)
        return move

    def _find_best_move(self, mask: int) -> Any:
        if self.parts is not None:
            return self.parts.winning_move(mask)
        if self.compiled is not None:
            return None if self.value(mask) == 0 else self._move_to(mask, 0)
        opt = self.search.winning_move(mask)
        if opt is None:
            return None
        for option, move in self._options(mask):
            if option == opt:
                return move
        raise AssertionError("the winning option is not a move")

    # ----------------------------------------------------------------- pictures
    def svg(self, position: int | None = None) -> str | None:
        """An SVG picture of `position` (default the whole graph): its vertices white, those
        taken grey, a winning move in red (Node-Kayles: the vertex, ringed, and the neighbours
        it takes pink; Arc-Kayles: the edge and its ends), the value above; None for a graph
        of more than 60 vertices or 400 edges. A grid graph is drawn row by row.

        The winning move is searched for positions of at most 30 vertices; a larger one
        shows the move that :meth:`winning_move` found for it before, or says that there is
        none yet. In a notebook, the game shows as the picture of its graph.

        Notes
        -----
        O(V log V + E) to draw, plus the search of a small position's move.

        Examples
        --------
        >>> picture = ArcKayles([(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]).svg()  # a path
        >>> "value 3, a winning move in red" in picture and picture.count('class="edge move"')
        1
        """
        from ._draw import caption, graph_svg

        m = self._position(position)
        found, move = self._memo.known(m, m.bit_count(), lambda: self._best_move(m))
        title = caption(f"{type(self).__name__} on {self.n} vertices", found, move,
                        lambda: self.value(m), "vertices")
        return graph_svg(self, m, move, title)

    def _repr_svg_(self) -> str | None:
        """The graph as :meth:`svg` draws it (notebooks): None for a graph of more than 60
        vertices or 400 edges, and no winning move shown for a position of more than 30
        vertices that :meth:`winning_move` has not searched (a picture never starts a search
        whose cost is unbounded)."""
        return self.svg()


class NodeKayles(_BitGraphGame):
    """Node-Kayles on a simple graph: a move removes a vertex and its neighbours.

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix or networkx Graph
        The graph (see :func:`grundy.as_simple_graph`; loops and parallel edges are
        ignored).
    num_vertices : int, optional
        The number of vertices of an edge array (default ``max vertex + 1``).
    small : int, default 9
        Components of at most this many vertices are memoized up to isomorphism (at most 11
        in the compiled engines: a larger `small` counts as 11 there; not on a board graph
        that the compiled engines key by shape, see :func:`board_shape`, where a region's
        shape is its key).
    table : str or path, optional
        An SQLite file keeping solved components (see :class:`~grundy.search.NimberSearch`);
        small components' keys do not depend on the graph, so one table serves many graphs.
    progress : bool, default True
        Show a progress bar on long searches where someone watches.
    engine : {'auto', 'compiled', 'python'}, default 'auto'
        ``'compiled'``: the compiled cores (graphs of at most 4096 vertices; one machine word a
        position up to 64 vertices, and for Arc-Kayles up to 64 edges, searched as Node-Kayles
        on the line graph), components keyed by their vertex sets (a `table`'s keys then name
        the graph) and small ones by their isomorphism classes (keys shared with the Python
        engine); on grid graphs, boards: regions keyed by their shapes, see the module notes;
        graphs of more vertices component by component, an error when one has more.
        ``'python'``: :class:`~grundy.search.NimberSearch`. ``'auto'``: compiled, components
        of more than 4096 vertices in the Python engine. A table written by either engine
        serves the other (small components' keys are the same; grids, which the compiled
        engine keys as boards, and Arc-Kayles run on the line graph have keys of their own).
    workers : int, optional
        Processes searching at once (see :mod:`grundy.search.parallel`; the compiled engine
        shares one table among them); default 1, or with `ray` one worker per CPU of the
        cluster.
    ray : str, optional
        A Ray cluster address for the workers (``'local'``, ``'auto'``, ``'HOST:PORT'``;
        the optional extra ``grundy[ray]``).
    max_bytes : int, optional
        The memory of the compiled engine's table (default half of what the machine and the
        process limit leave: ``RLIMIT_AS``, ``GRUNDY_MAX_MEMORY``); past it the table keeps the
        costlier entries and the search goes on, slower.

    Attributes
    ----------
    board : tuple of int or None
        ``(rows, cols)`` when the graph is a grid graph of at most 64 vertices numbered row by
        row, searched as a board game (see the module notes), else None.
    search : NimberSearch or None
        The Python search engine, with its statistics (None when `parts` is used).
    compiled : BitSearch or None
        The compiled engine, with its statistics, when it is used.
    parts : object or None
        For a graph of more than 4096 vertices (unless ``engine='python'``): its components,
        each searched as a game of its own (``parts.count`` components, ``parts.shapes``
        different ones), else None.
    engine : str
        ``'compiled'`` or ``'python'``: the engine that answers.
    start : int
        The bitmask of all vertices.

    Notes
    -----
    A position's value is at most its number of vertices (the length of its longest play),
    the bound of the mex-cut. Exponential in the worst case.

    Examples
    --------
    >>> game = NodeKayles([[0, 1], [1, 2], [2, 3], [3, 4]])  # a path of 5 vertices
    >>> game.value(), game.winning_move()
    (3, 2)
    >>> NodeKayles([[0, 1], [1, 2], [2, 3]]).winning_move() is None  # 4 vertices: value 0
    True
    >>> NodeKayles([[0, 1], [1, 2], [2, 0]]).winning_move()  # a triangle: any vertex
    0
    """

    game = "node-kayles"
    board_kind, board_letter = "node-kayles-grid", "k"

    def __init__(self, graph: Any, num_vertices: int | None = None, *, small: int = SMALL,
                 table: str | os.PathLike[str] | None = None, progress: bool = True,
                 engine: str = "auto", workers: int | None = None, ray: str | None = None,
                 max_bytes: int | None = None, core: str | None = None):
        super().__init__(graph, num_vertices, small=small, table=table, progress=progress,
                         engine=engine, workers=workers, ray=ray, max_bytes=max_bytes, core=core)

    @cached_property
    def _closed(self) -> list[int]:
        return [a | 1 << v for v, a in enumerate(self._adj)]

    def _options(self, mask: int) -> Iterator[tuple[int, int]]:
        closed = self._closed
        return ((mask & ~closed[v], v) for v in self._vertices(mask))

    def moves(self, mask: int) -> Iterable[int]:
        """The options of `mask`: for each remaining vertex, `mask` without its closed
        neighbourhood. O(V) options."""
        closed = self._closed
        m = mask
        while m:
            low = m & -m
            yield mask & ~closed[low.bit_length() - 1]
            m ^= low

    def bound(self, mask: int) -> int:
        """An upper bound of the value: the number of vertices (each move removes one or more)."""
        return mask.bit_count()

    def winning_move(self, position: int | None = None) -> Hashable | None:
        """A vertex whose removal (with its neighbours) leaves a position of value 0, or None
        when `position` (default the whole graph) has value 0."""
        move = self._best_move(self._position(position))
        return None if move is None else self.graph.label(move)

    def after(self, position: int | None, vertex: Hashable) -> int:
        """The position left when `vertex` (a node label for networkx input) is taken from
        `position` (default the whole graph), with its remaining neighbours.

        Raises
        ------
        InvalidGameError
            When `vertex` is not a vertex of the graph or not in `position`.

        Notes
        -----
        O(1) word operations on the position's bits (O(V) for the checks).

        Examples
        --------
        >>> game = NodeKayles([[0, 1], [1, 2], [2, 3], [3, 4]])  # a path of 5 vertices
        >>> bin(game.after(None, 1))  # 0, 1 and 2 go
        '0b11000'
        """
        m = self._position(position)
        v = self.graph.vertex(vertex)
        if not m >> v & 1:
            raise InvalidGameError(f"vertex {vertex!r} is not free")
        return m & ~self._closed[v]


class ArcKayles(_BitGraphGame):
    """Arc-Kayles on a simple graph: a move removes both ends of an edge.

    Parameters are those of :class:`NodeKayles`. Isolated vertices have no moves, so they are
    left out of the components (value 0).

    Notes
    -----
    A position's value is at most half its number of vertices (each move removes two), the
    bound of the mex-cut. Arc-Kayles on G is Node-Kayles on the line graph of G. Exponential
    in the worst case.

    Examples
    --------
    >>> game = ArcKayles([[0, 1], [1, 2], [2, 3], [3, 4], [4, 5]])  # a path of 6 vertices
    >>> game.value(), game.winning_move()
    (3, (2, 3))
    """

    game = "arc-kayles"
    board_kind, board_letter = "cram", "c"  # Arc-Kayles on the grid graph is Cram

    def moves(self, mask: int) -> Iterable[int]:
        """The options of `mask`: for each remaining edge uv, `mask` without u and v. O(E)."""
        adj = self._adj
        m = mask
        while m:
            low = m & -m
            m ^= low
            rest = adj[low.bit_length() - 1] & m
            while rest:
                lu = rest & -rest
                yield mask & ~(low | lu)
                rest ^= lu

    def _edges_in(self, mask: int) -> Iterable[tuple[int, int]]:
        """The edges ``(u, v)``, ``u < v``, with both ends in `mask`, as :meth:`moves` yields them."""
        adj = self._adj
        m = mask
        while m:
            low = m & -m
            m ^= low
            u = low.bit_length() - 1
            rest = adj[u] & m
            while rest:
                lv = rest & -rest
                yield u, lv.bit_length() - 1
                rest ^= lv

    def _options(self, mask: int) -> Iterator[tuple[int, tuple[int, int]]]:
        return ((mask & ~(1 << u | 1 << v), (u, v)) for u, v in self._edges_in(mask))

    def _compiled(self, required: bool, table, progress: bool) -> BitSearch | None:
        """Graphs of more than 64 vertices but at most 64 edges: Node-Kayles on the line graph,
        whose positions (the sets of edges with both ends free) are one word; other graphs as
        Node-Kayles does."""
        edges = [tuple(e) for e in self.graph.edges().tolist()]
        if self.n <= MAX_WORD or not edges or len(edges) > MAX_WORD or self.board is not None:
            return super()._compiled(required, table, progress)
        bits = [1 << u | 1 << v for u, v in edges]
        ladj = [sum(1 << j for j, b in enumerate(bits) if j != i and b & a) for i, a in enumerate(bits)]
        self._edge_bits = list(enumerate(bits))
        fp = f"e{self._fingerprint}:"
        return BitSearch("node-kayles", len(edges), ladj, key_text=lambda k, t: f"{fp}{k:x}",
                         parse_key=lambda text: (int(text[len(fp):], 16), 1), prefix=fp,
                         table=table, name=self.game, progress=progress, words=self._words,
                         label=f"{self.game} search", workers=self._workers, ray=self._ray,
                         max_bytes=self._max_bytes)

    def _core_position(self, mask: int) -> int:
        if self._edge_bits is None:
            return mask
        out = 0
        for i, b in self._edge_bits:
            if mask & b == b:
                out |= 1 << i
        return out

    def components(self, mask: int) -> list[int]:
        """The connected components of at least two vertices, as bitmasks. O(V + E)."""
        return [c for c in super().components(mask) if c & (c - 1)]

    def bound(self, mask: int) -> int:
        """An upper bound of the value: half the number of vertices (each move removes two)."""
        return mask.bit_count() // 2

    def winning_move(self, position: int | None = None) -> tuple[Hashable, Hashable] | None:
        """An edge ``(u, v)`` whose removal leaves a position of value 0, or None when
        `position` (default the whole graph) has value 0."""
        move = self._best_move(self._position(position))
        return None if move is None else (self.graph.label(move[0]), self.graph.label(move[1]))

    def after(self, position: int | None, edge: tuple[Hashable, Hashable]) -> int:
        """The position left when the edge ``(u, v)`` (node labels for networkx input) is
        played on `position` (default the whole graph): both its ends go.

        Raises
        ------
        InvalidGameError
            When ``(u, v)`` is not an edge of the graph or its ends are not both free.

        Notes
        -----
        O(1) word operations on the position's bits (O(V) for the checks).

        Examples
        --------
        >>> game = ArcKayles([[0, 1], [1, 2], [2, 3]])  # a path of 4 vertices
        >>> bin(game.after(None, (1, 2)))  # 1 and 2 go
        '0b1001'
        """
        m = self._position(position)
        try:
            a, b = edge
        except (TypeError, ValueError):
            raise InvalidGameError(f"an edge is a pair of vertices (u, v), not {edge!r}") from None
        u, v = self.graph.vertex(a), self.graph.vertex(b)
        if not self._adj[u] >> v & 1:
            raise InvalidGameError(f"({a!r}, {b!r}) is not an edge of the graph")
        if not (m >> u & 1 and m >> v & 1):
            raise InvalidGameError(f"the ends of the edge ({a!r}, {b!r}) are not both free")
        return m & ~(1 << u | 1 << v)


def node_kayles_value(graph: Any, num_vertices: int | None = None, *,
                      table: str | os.PathLike[str] | None = None, progress: bool = True) -> int:
    """The Grundy value of Node-Kayles on `graph` (a move removes a vertex and its neighbours).

    Parameters
    ----------
    graph : array_like of shape (E, 2), scipy sparse matrix or networkx Graph
        The graph; see :class:`NodeKayles`.
    num_vertices : int, optional
        The number of vertices of an edge array (default ``max vertex + 1``).
    table : str or path, optional
        An SQLite file of solved components to read and extend.
    progress : bool, default True
        Show a progress bar on long searches where someone watches.

    Returns
    -------
    int
        0 exactly when the first player loses.

    Notes
    -----
    Exponential in the worst case; see :class:`~grundy.search.NimberSearch`.

    Examples
    --------
    >>> node_kayles_value([[0, 1], [1, 2], [2, 3], [3, 4]])  # 0.137 at heap 5
    3
    >>> import networkx as nx
    >>> node_kayles_value(nx.petersen_graph())
    1
    """
    return NodeKayles(graph, num_vertices, table=table, progress=progress).value()


def arc_kayles_value(graph: Any, num_vertices: int | None = None, *,
                     table: str | os.PathLike[str] | None = None, progress: bool = True) -> int:
    """The Grundy value of Arc-Kayles on `graph` (a move removes both ends of an edge).

    Parameters and returns as :func:`node_kayles_value`.

    Notes
    -----
    Exponential in the worst case; see :class:`~grundy.search.NimberSearch`.

    Examples
    --------
    >>> arc_kayles_value([[0, 1], [1, 2], [2, 3], [3, 4]])  # 0.07 at heap 5
    0
    """
    return ArcKayles(graph, num_vertices, table=table, progress=progress).value()
