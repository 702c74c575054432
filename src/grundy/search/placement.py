"""A game given as data: cells, and moves that need some cells free and remove some cells.

A move is a pair ``(needs, removes)`` of sets of cells (numbered from 0). It is legal when every
cell it needs is free; playing it makes every cell it removes unavailable, and it removes the
cells it needs (so no move is ever played twice, and every play ends). Whoever cannot move
loses. Node-Kayles on a graph (a move needs a vertex and removes its closed neighbourhood),
Arc-Kayles and Cram (a move needs and removes two cells), Cram with any polyominoes, and
Kayles-like rules on boards are such games.

:class:`PlacementGame` is searched by the compiled engine (:mod:`grundy.search._core`, the game
module ``engine/placement.hpp``): a position splits into the classes of free cells that legal
moves link, each a game of its own, keyed by its cells or, with `symmetries`, by its least image
under them. A move set that is exactly Node-Kayles's or Arc-Kayles's on a graph is searched by
that game's module, with its rules (on a grid numbered row by row, as a board: Arc-Kayles is
Cram there, with Cram's simplifications and mirror strategies); ``recognize=False`` keeps the
general module.

The command line's format (:func:`parse_moves`, ``grundy search placement FILE``): one move a
line, the cells it needs, then optionally ``/`` and the other cells it removes (``3 / 2 4`` is
Node-Kayles at vertex 3 with neighbours 2 and 4); blank lines and ``#`` comments are skipped.
"""

from __future__ import annotations

import hashlib
import os
from typing import Iterable, Iterator, Sequence

from ..errors import InputFormatError, InvalidGameError
from ._draw import MoveMemo
from ._spec import check_max_bytes, check_workers, core_words
from .bitsearch import BitSearch, check_mask

__all__ = ["PlacementGame", "parse_moves", "MAX_CELLS", "MAX_SYMMETRIES"]

#: The most cells of a placement game (the engine's largest position).
MAX_CELLS = 4096
#: The most symmetries a game's given permutations may generate (each key costs one image each).
MAX_SYMMETRIES = 1024

Move = tuple[frozenset[int], frozenset[int]]


def parse_moves(data: bytes | str) -> tuple[list[tuple[list[int], list[int]]], list[int]]:
    """The moves of a placement file and the line of each: one move a line, ``NEEDS [/ OTHERS]``
    (cell numbers from 0, separated by blanks; the move removes the cells it needs and the
    others). Blank lines and lines starting with ``#`` (or the part of a line after ``#``) are
    skipped.

    Raises
    ------
    InputFormatError
        Naming the line and the character of what does not parse, a move that needs no cell,
        a second ``/``, or a file without moves.

    Examples
    --------
    >>> parse_moves("# a path of three vertices, Node-Kayles\\n0 / 1\\n1 / 0 2\\n2 / 1\\n")
    ([([0], [0, 1]), ([1], [0, 1, 2]), ([2], [1, 2])], [2, 3, 4])
    """
    if isinstance(data, bytes):
        data = data.decode("utf-8", errors="replace")
    moves: list[tuple[list[int], list[int]]] = []
    lines: list[int] = []
    for lineno, line in enumerate(data.splitlines(), 1):
        text = line.split("#", 1)[0]
        if not text.strip():
            continue
        parts: list[list[int]] = [[]]
        col = 0
        for token in text.replace("/", " / ").split():
            col = text.index(token, col) + 1 if token != "/" else text.index("/", col) + 1
            if token == "/":
                if len(parts) == 2:
                    raise InputFormatError(f"a second '/' at character {col}", lineno)
                parts.append([])
                continue
            if not token.isdecimal():
                raise InputFormatError(f"expected a cell number (0, 1, 2 ...) at character {col}, "
                                       f"not {token[:20]!r}", lineno)
            parts[-1].append(int(token))
            col += len(token) - 1
        needs = parts[0]
        if not needs:
            raise InputFormatError("a move needs at least one cell (before '/'): a move that needs "
                                   "nothing could be played for ever", lineno)
        removes = sorted(set(needs) | set(parts[1] if len(parts) == 2 else []))
        moves.append((sorted(set(needs)), removes))
        lines.append(lineno)
    if not moves:
        raise InputFormatError("no moves: expected one move a line, 'NEEDS [/ OTHERS]'")
    return moves, lines


def _cells(x, what: str, j: int) -> frozenset[int]:
    try:
        cells = frozenset(x)
    except TypeError:
        raise InvalidGameError(f"move {j}: {what} is a set of cells, not {x!r}") from None
    for c in cells:
        if isinstance(c, bool) or not isinstance(c, int) or c < 0:
            raise InvalidGameError(f"move {j}: a cell is a number from 0, not {c!r}")
    return cells


def _closure(perms: list[tuple[int, ...]], n: int) -> list[tuple[int, ...]]:
    """The group the permutations generate, identity left out (breadth-first products)."""
    identity = tuple(range(n))
    seen = {identity}
    frontier = [identity]
    while frontier:
        nxt = []
        for p in frontier:
            for g in perms:
                q = tuple(g[p[c]] for c in range(n))
                if q not in seen:
                    if len(seen) >= MAX_SYMMETRIES:
                        raise InvalidGameError(f"the symmetries generate more than {MAX_SYMMETRIES} "
                                               "permutations")
                    seen.add(q)
                    nxt.append(q)
        frontier = nxt
    seen.discard(identity)
    return sorted(seen)


class PlacementGame:
    """A game given as data: moves ``(needs, removes)`` on numbered cells.

    Parameters
    ----------
    moves : sequence of (iterable of int, iterable of int)
        Each move's cells needed (not empty) and cells removed, which include those needed;
        cells are numbered from 0.
    cells : int, optional
        The number of cells (default: one more than the largest cell named; at most 4096).
    coords : sequence of (int, int), optional
        Each cell's (row, column), for pictures.
    symmetries : sequence of sequence of int, optional
        Permutations of the cells that map the set of moves onto itself (each checked); the
        search keys a component by its least image under the group they generate, so
        symmetric components are solved once.
    recognize : bool, default True
        Search a move set that is Node-Kayles's or Arc-Kayles's on a graph by that game's module
        (its rules, and Cram's on a grid numbered row by row); False: the general module.
    table, progress, workers, ray, max_bytes, core
        As for :class:`~grundy.search.Cram`: a lasting SQLite table, progress on long
        searches, parallel searches, the table's memory, and the engine's width.

    Attributes
    ----------
    moves : list of (frozenset, frozenset)
        The moves, as given (the cells removed including those needed).
    n : int
        The number of cells.
    start : int
        The position with every cell free (a bitmask: cell c is bit c).
    engine : str
        The module that searches the game: ``'node-kayles'``, ``'arc-kayles'`` or ``'placement'``.

    Raises
    ------
    InvalidGameError
        For a move that needs no cell or needs a cell it does not remove (it could be played for
        ever), a cell that is not a number from 0 or is past `cells`, more than 4096 cells, or a
        symmetry that is not a permutation of the cells mapping the moves onto the moves.

    Notes
    -----
    Exponential in the worst case (the distinct components reachable); a component's options
    cost O(its legal moves), its split O(the moves touching its cells), W words each.

    Examples
    --------
    Node-Kayles on a path of five vertices (0.137 at heap 5):

    >>> path = [({v}, {u for u in (v - 1, v, v + 1) if 0 <= u < 5}) for v in range(5)]
    >>> game = PlacementGame(path)
    >>> game.value(), game.engine, game.winning_move()
    (3, 'node-kayles', 2)
    >>> PlacementGame(path, recognize=False).value()
    3

    Placing an L-tromino on a 2 x 3 board (any of its orientations), with no other rule:

    >>> cells = [(r, c) for r in range(2) for c in range(3)]
    >>> trominoes = [{0, 1, 3}, {0, 1, 4}, {0, 3, 4}, {1, 3, 4}, {1, 2, 4}, {1, 2, 5},
    ...              {1, 4, 5}, {2, 4, 5}]
    >>> game = PlacementGame([(t, t) for t in trominoes], coords=cells)
    >>> game.value(), game.winning_moves()  # those that leave no L of three cells
    (2, [1, 3, 4, 6])
    """

    def __init__(self, moves: Sequence[tuple[Iterable[int], Iterable[int]]], *, cells: int | None = None,
                 coords: Sequence[tuple[int, int]] | None = None,
                 symmetries: Sequence[Sequence[int]] | None = None, recognize: bool = True,
                 table: str | os.PathLike[str] | None = None, progress: bool = True,
                 workers: int | None = None, ray: str | None = None, max_bytes: int | None = None,
                 core: str | None = None):
        check_workers(workers, ray)
        check_max_bytes(max_bytes)
        words = core_words(core)
        try:
            pairs = list(moves)
        except TypeError:
            raise InvalidGameError(f"moves is a sequence of (needs, removes) pairs, not {moves!r}") from None
        if not pairs:
            raise InvalidGameError("a placement game needs at least one move")
        self.moves: list[Move] = []
        for j, move in enumerate(pairs):
            try:
                needs, removes = move
            except (TypeError, ValueError):
                raise InvalidGameError(f"move {j}: expected a pair (needs, removes), not {move!r}") from None
            needs, removes = _cells(needs, "needs", j), _cells(removes, "removes", j)
            if not needs:
                raise InvalidGameError(f"move {j} needs no cell: it could be played for ever")
            if not needs <= removes:
                c = min(needs - removes)
                raise InvalidGameError(f"move {j} needs cell {c} but does not remove it: it could be "
                                       "played for ever")
            self.moves.append((needs, removes))
        largest = max(max(r) for _, r in self.moves)
        if cells is None:
            cells = largest + 1
        elif isinstance(cells, bool) or not isinstance(cells, int) or cells < 1:
            raise InvalidGameError(f"cells must be a positive integer, not {cells!r}")
        elif largest >= cells:
            raise InvalidGameError(f"a move names cell {largest}, past the {cells} cells (0..{cells - 1})")
        if cells > MAX_CELLS:
            raise InvalidGameError(f"{cells} cells: a placement game has at most {MAX_CELLS}")
        if words == 1 and cells > 64:
            raise InvalidGameError(f"core='word' takes games of at most 64 cells, not {cells}")
        self.n: int = cells
        self.start: int = (1 << cells) - 1
        self.coords = None if coords is None else self._check_coords(coords)
        self._masks = [(sum(1 << c for c in a), sum(1 << c for c in b)) for a, b in self.moves]
        group = self._check_symmetries(symmetries)
        self._memo = MoveMemo()
        self._recognized = None
        self.engine = "placement"
        if recognize:
            self._recognized = self._recognize(table=table, progress=progress, workers=workers,
                                               ray=ray, max_bytes=max_bytes, core=core)
        if self._recognized is not None:
            self.search = self._recognized[0].compiled
            return
        digest = hashlib.sha256(repr((cells, sorted((sorted(a), sorted(b)) for a, b in self.moves)))
                                .encode()).hexdigest()[:16]
        head = f"p{digest}:"

        def parse(text: str) -> tuple[int, int] | None:
            if not text.startswith(head):
                return None
            tag, _, key = text[len(head):].partition(":")
            try:
                return int(key, 16), int(tag)
            except ValueError:
                return None

        self.search = BitSearch("placement", cells, None, key_text=lambda k, t: f"{head}{t}:{k:x}",
                                parse_key=parse, prefix=head, table=table, name="placement",
                                progress=progress, words=words, label="placement search",
                                max_bytes=max_bytes, workers=workers, ray=ray,
                                moves=self._masks, symmetries=group)

    # ------------------------------------------------------------------ checks
    def _check_coords(self, coords) -> list[tuple[int, int]]:
        out = []
        try:
            for rc in coords:
                r, c = rc
                if isinstance(r, bool) or isinstance(c, bool) or not isinstance(r, int) or not isinstance(c, int):
                    raise TypeError
                out.append((r, c))
        except (TypeError, ValueError):
            raise InvalidGameError("coords is one (row, column) pair of integers a cell") from None
        if len(out) != self.n:
            raise InvalidGameError(f"coords gives {len(out)} cells, the game has {self.n}")
        return out

    def _check_symmetries(self, symmetries) -> list[tuple[int, ...]]:
        if symmetries is None:
            return []
        moves = {(a, b) for a, b in self.moves}
        perms = []
        for k, s in enumerate(symmetries):
            p = tuple(s)
            if sorted(p) != list(range(self.n)) or any(isinstance(c, bool) for c in p):
                raise InvalidGameError(f"symmetry {k} is not a permutation of the cells 0..{self.n - 1}")
            for j, (a, b) in enumerate(self.moves):
                image = (frozenset(p[c] for c in a), frozenset(p[c] for c in b))
                if image not in moves:
                    raise InvalidGameError(f"symmetry {k} maps move {j} onto no move")
            perms.append(p)
        return _closure(perms, self.n) if perms else []

    def _recognize(self, **options):
        """(game, move of index j) when the moves are exactly Node-Kayles's or Arc-Kayles's on a
        graph (the game searched by that module), else None."""
        from .games import ArcKayles, NodeKayles

        n, moves = self.n, self.moves
        if all(len(a) == 1 for a, _ in moves) and len(moves) == n:
            by_vertex = {next(iter(a)): j for j, (a, _) in enumerate(moves)}
            if len(by_vertex) == n:
                nbrs = {v: moves[j][1] - {v} for v, j in by_vertex.items()}
                if all(v in nbrs[u] for v in range(n) for u in nbrs[v]):
                    edges = [(u, v) for u in range(n) for v in nbrs[u] if u < v]
                    self.engine = "node-kayles"
                    return NodeKayles(edges, n, **options), by_vertex
        if all(len(a) == 2 and a == b for a, b in moves):
            by_edge = {tuple(sorted(a)): j for j, (a, _) in enumerate(moves)}
            if len(by_edge) == len(moves):
                self.engine = "arc-kayles"
                return ArcKayles(list(by_edge), n, **options), by_edge
        return None

    # ------------------------------------------------------------------ positions
    def _position(self, position: int | None) -> int:
        if position is None:
            return self.start
        return check_mask(position, self.n, "free cells", f"cells outside 0..{self.n - 1}")

    def mask(self, cells: Iterable[int]) -> int:
        """The position whose free cells are `cells`.

        >>> PlacementGame([({0, 1}, {0, 1})], cells=3).mask([0, 2])
        5
        """
        m = 0
        for c in cells:
            if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < self.n:
                raise InvalidGameError(f"cell {c!r} is not one of 0..{self.n - 1}")
            m |= 1 << c
        return m

    def legal_moves(self, position: int | None = None) -> list[int]:
        """The indices of the moves legal in `position` (default every cell free). O(moves).

        >>> PlacementGame([({0, 1}, {0, 1}), ({1, 2}, {1, 2})]).legal_moves(0b011)
        [0]
        """
        m = self._position(position)
        return [j for j, (a, _) in enumerate(self._masks) if m & a == a]

    def after(self, position: int | None, move: int) -> int:
        """The position left when move number `move` is played in `position` (default every cell
        free); InvalidGameError when it is not legal there.

        >>> PlacementGame([({0, 1}, {0, 1, 2}), ({2}, {2})]).after(None, 0)
        0
        """
        m = self._position(position)
        if isinstance(move, bool) or not isinstance(move, int) or not 0 <= move < len(self._masks):
            raise InvalidGameError(f"move {move!r} is not one of 0..{len(self._masks) - 1}")
        a, b = self._masks[move]
        if m & a != a:
            raise InvalidGameError(f"move {move} needs cells that are not free")
        return m & ~b

    def options(self, position: int | None = None) -> Iterator[int]:
        """The positions the legal moves leave (for generic solvers)."""
        m = self._position(position)
        for a, b in self._masks:
            if m & a == a:
                yield m & ~b

    # ------------------------------------------------------------------ answers
    def value(self, position: int | None = None) -> int:
        """The Grundy value of `position` (default every cell free).

        Notes
        -----
        Exponential in the worst case; see the class notes.
        """
        m = self._position(position)
        if self._recognized is not None:
            return self._recognized[0].value(m)
        return self.search.value(m)

    def winning_move(self, position: int | None = None) -> int | None:
        """The index of a move that leaves a position of value 0, or None when `position`
        (default every cell free) has value 0.

        Notes
        -----
        The value, then for one legal move after another (the cheapest searches first) a search
        of whether it leaves value 0, pruned to that question.
        """
        m = self._position(position)
        if self._recognized is not None:
            game, index = self._recognized
            move = game.winning_move(m)
            found = None if move is None else index[move if isinstance(move, int) else tuple(sorted(move))]
        elif self.search.value(m) == 0:
            found = None
        else:
            legal = self.legal_moves(m)
            k = self.search.find_option([self.after(m, j) for j in legal], 0)
            if k is None:
                raise AssertionError("a position of non-zero value has an option of value 0")
            found = legal[k]
        self._memo.remember(m, found)
        return found

    def winning_moves(self, position: int | None = None) -> list[int]:
        """The indices of every move that leaves a position of value 0 (empty when `position`,
        default every cell free, has value 0).

        Notes
        -----
        One pruned search of each legal move's position (whether its value is 0).
        """
        m = self._position(position)
        if self.value(m) == 0:
            return []
        decide = self._recognized[0].value_is if self._recognized is not None else self.search.value_is
        return [j for j in self.legal_moves(m) if decide(self.after(m, j), 0)]

    # ------------------------------------------------------------------ the rest
    def close(self) -> None:
        """Stop the workers, if any, and write the last values to the table."""
        if self._recognized is not None:
            self._recognized[0].close()
        else:
            self.search.close()

    def __enter__(self) -> "PlacementGame":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"PlacementGame({len(self.moves)} moves on {self.n} cells)"

    def svg(self, position: int | None = None) -> str | None:
        """An SVG picture of `position` (default every cell free) when the cells have `coords`:
        free cells white, the others grey, the cells a winning move removes red (those it
        needs darker), the value above; None without coords.

        The winning move is searched for positions of at most 30 free cells; a larger one shows
        the move that :meth:`winning_move` found for it before (a picture never starts a long
        search).

        Notes
        -----
        O(cells) to draw, plus the search of a small position's move.

        Examples
        --------
        >>> game = PlacementGame([({0, 1}, {0, 1}), ({1, 2}, {1, 2})], coords=[(0, 0), (0, 1), (0, 2)])
        >>> "value 1, a winning move in red" in game.svg()
        True
        """
        if self.coords is None:
            return None
        from ._draw import caption, cells_svg

        m = self._position(position)
        found, move = self._memo.known(m, m.bit_count(), lambda: self.winning_move(m))
        title = caption(f"Placement game on {self.n} cells", found, move, lambda: self.value(m), "cells")
        needs, removes = (set(), set()) if move is None else self.moves[move]
        return cells_svg(self.coords, m, needs, removes, title)

    def _repr_svg_(self) -> str | None:
        return self.svg()
