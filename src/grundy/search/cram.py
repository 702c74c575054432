"""Cram on rectangular boards with holes, solved by the compiled search core.

A move places a domino on two adjacent free squares, in either orientation; the player who
cannot move loses. Cram is impartial Domineering: Domineering's players each place dominoes one
way, and when both may place either way (MCGS's "impartial domineering"), the game is Cram
(``grundy search domineering`` is ``grundy search cram``). Cram on a board is Arc-Kayles on the grid graph of its free squares. A
position is an int bitmask of the free squares: square (r, c) is bit ``r * cols + c`` with
rows and columns counted from 0 (the default, ``base=0``: the library's convention, and the
vertex numbering of the grid graph in :class:`~grundy.ArcKayles`), bit
``(r - 1) * cols + (c - 1)`` with ``base=1``. Holes files (:func:`parse_holes`, the command
line's format) count from 1.

The search (:mod:`grundy.search._core`, the game in ``engine/board.hpp``) splits a position into
its regions of connected free squares, XORs their values, and memoizes each region under its
canonical form: the least, over the symmetries of its bounding box, of the region translated to
the box's top-left corner, with the width of that layout. The form does not depend on the board,
so a table of values serves every board, of any size. Cram's own rules (mirror strategies, the
star reduction of tufts, the 2 x 2 rule) hold at every size.

On a 1 x n board a domino takes two adjacent squares of a strip, splitting it into strips of
the lengths left and right of it: this is the octal game 0.07 (Dawson's Kayles) at heap n.
Even x even boards have value 0 (the second player answers every domino with its image under
the half-turn about the centre, which never overlaps it).
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # typing is not imported at run time: the command line starts sooner
if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

from ..errors import InputFormatError, InvalidGameError
from ._draw import MoveMemo, board_svg, caption
from ._spec import core_words
from .bitsearch import BitSearch, check_mask

__all__ = ["Cram", "parse_board", "parse_holes", "MAX_CELLS", "MAX_SQUARES"]

#: The largest board (squares) whose positions are one machine word in the engine (``core='word'``).
MAX_CELLS = 64
#: The largest board (squares) Cram takes: the engine's largest position.
MAX_SQUARES = 4096

Cell = tuple[int, int]
Domino = tuple[Cell, Cell]

def _number(text: str, most: int, sign: bool = False) -> bool:
    """Whether `text` is 1 to `most` decimal digits (with `sign`, maybe after + or -). Plain
    string tests: the command line's search of a board does not load the regular expression
    module (a tenth of a 3x12 search's whole run)."""
    if sign and text[:1] in ("+", "-"):
        text = text[1:]
    return 0 < len(text) <= most and text.isdecimal()


def parse_board(text: str) -> tuple[int, int]:
    """``'ROWSxCOLS'`` as ``(rows, cols)``.

    >>> parse_board("13x4")
    (13, 4)
    """
    t = text.strip()
    for sep in ("x", "X", "×"):
        rows, found, cols = t.partition(sep)
        if found:
            rows, cols = rows.strip(), cols.strip()
            if _number(rows, 9) and _number(cols, 9):
                return int(rows), int(cols)
            break
    raise InvalidGameError(f"board {text!r}: expected ROWSxCOLS, e.g. 5x6")


def grid_edges(rows: int, cols: int) -> list[tuple[int, int]]:
    """The edges of the rows x cols grid graph, square (r, c) numbered ``r * cols + c``, in
    row-major order of their first square (the one across before the one down). O(rows * cols).

    >>> grid_edges(2, 3)
    [(0, 1), (0, 3), (1, 2), (1, 4), (2, 5), (3, 4), (4, 5)]
    """
    edges = []
    for r in range(rows):
        for c in range(cols):
            v = r * cols + c
            if c + 1 < cols:
                edges.append((v, v + 1))
            if r + 1 < rows:
                edges.append((v, v + cols))
    return edges


def parse_holes(data: bytes | str, rows: int, cols: int) -> list[Cell]:
    """The holes of a holes file: one line ``r c`` per hole (1-based); blank lines and lines
    starting with ``#`` are skipped. The holes are 1-based as in the file: give them to
    ``Cram(rows, cols, holes, base=1)``.

    Raises
    ------
    InputFormatError
        Naming the line of a malformed line, a square outside the board or a repeated hole.

    Examples
    --------
    >>> parse_holes("1 1\\n# the centre\\n2 3\\n", 3, 5)
    [(1, 1), (2, 3)]
    """
    if isinstance(data, bytes):
        data = data.decode("utf-8", errors="replace")
    holes: list[Cell] = []
    first: dict[Cell, int] = {}
    for lineno, line in enumerate(data.splitlines(), 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        parts = text.split()
        if len(parts) != 2 or not all(_number(p, 18, sign=True) for p in parts):
            raise InputFormatError(f"expected a hole 'r c' (two integers), not {text[:40]!r}", lineno)
        r, c = int(parts[0]), int(parts[1])
        if not (1 <= r <= rows and 1 <= c <= cols):
            raise InputFormatError(f"hole ({r}, {c}) is outside the {rows}x{cols} board "
                                   f"(rows 1..{rows}, columns 1..{cols})", lineno)
        if (r, c) in first:
            raise InputFormatError(f"hole ({r}, {c}) repeats line {first[(r, c)]}", lineno)
        first[(r, c)] = lineno
        holes.append((r, c))
    return holes


class Cram:
    """Cram on a rows x cols board (at most 4096 squares), some squares possibly removed.

    Parameters
    ----------
    rows, cols : int
        The board; ``rows * cols <= 4096``. A position of a board of at most 64 squares (8 x 8,
        13 x 4, 21 x 3, ...) is one machine word in the engine, a larger one (5 x 13, 7 x 10, ...)
        several; the rules and the keys are the same.
    holes : iterable of (int, int), optional
        Squares ``(row, col)`` that are not part of the board, counted from `base`.
    base : {0, 1}, default 0
        How rows and columns are counted in every square the game takes or gives (`holes`,
        :meth:`mask`, :meth:`dominoes`, :meth:`winning_move`, :meth:`after`): 0, the library's
        convention (rows ``0..rows-1``, columns ``0..cols-1``), or 1 (rows ``1..rows``,
        columns ``1..cols``, as the command line and holes files count).
    table : str or path, optional
        An SQLite file of solved regions (the format of :class:`~grundy.search.NimberSearch`,
        keys ``c<width>:<cells hex>``): read before the first search, written every few
        seconds and at the end, so a finished board answers at once and an interrupted run
        resumes. Regions' keys do not depend on the board, so one table serves all boards.
    progress : bool, default True
        Show the positions solved and their rate on long searches where someone watches.
    symmetry : bool, default True
        Memoize regions up to the symmetries of their bounding box (False: by their squares,
        for checking).
    max_bytes : int, optional
        The memory of the transposition table (default half the available memory; 16 bytes
        an entry up to 64 squares, 8 more for each 64 squares more). Past it the search keeps
        the costlier entries and goes on, slower.
    workers : int, optional
        Searches at once: a search still running after a fraction of a second goes on in this
        process, raced by ``workers - 1`` processes (one at least) that search the same board
        in other orders of the dominoes and share one table in memory; the first to finish
        gives the value (see :func:`grundy.search.parallel.race_value`). The processes stay
        until :meth:`close`. Default 1, or with `ray` one search per CPU of the cluster, this
        process counting as one.
    ray : str, optional
        A Ray cluster address (``'local'``, ``'auto'``, ``'HOST:PORT'``): the workers are
        Ray actors there, sharing values through this process (the optional extra
        ``grundy[ray]``).
    core : {'word', 'wide'}, optional
        Force the engine's width (for benchmarks and tests): ``'word'``, one machine word a
        position (boards of at most 64 squares), or ``'wide'``, two words or more. Default: the
        least width that holds the board.

    Attributes
    ----------
    base : int
        0 or 1: where rows and columns start in the squares the game takes and gives.
    start : int
        The bitmask of the free squares of the board (square (r, c) is bit
        ``(r - base) * cols + (c - base)``).
    search : BitSearch
        The engine, with its statistics (``solved``, ``cut``, ``loaded``, ``seconds``, ``rate``).

    Raises
    ------
    InvalidGameError
        For a board of more than 4096 squares (or of more than 64 with ``core='word'``), a size
        below 1, a hole outside the board, a `base` other than 0 and 1, or a `core` other than
        those above.

    Notes
    -----
    Exponential in the worst case (the number of distinct regions reachable); see
    :mod:`grundy.search._core` for the search. A region's value is at most its longest play,
    at most the smaller colour class of the checkerboard: the bound that cuts the candidates.

    Examples
    --------
    >>> Cram(1, 6, base=0).value()  # 0.07 at heap 6
    3
    >>> game = Cram(3, 4, base=0)
    >>> game.value(), game.winning_move()  # the two middle squares of the middle row
    (1, ((1, 1), (1, 2)))
    >>> Cram(3, 4, base=1).winning_move()  # the same domino, counted from 1
    ((2, 2), (2, 3))
    >>> Cram(3, 3, base=0).value()
    0
    >>> Cram(4, 4, base=0).winning_move() is None  # even x even: the second player wins
    True
    >>> Cram(2, 3, holes=[(0, 1)], base=0).value()  # the top middle square removed
    0
    """

    def __init__(self, rows: int, cols: int, holes: Iterable[Cell] | None = None, *,
                 base: int = 0, table: str | os.PathLike[str] | None = None,
                 progress: bool = True, symmetry: bool = True, max_bytes: int | None = None,
                 workers: int | None = None, ray: str | None = None, core: str | None = None):
        words = core_words(core)
        if isinstance(base, bool) or not isinstance(base, int) or base not in (0, 1):
            raise InvalidGameError(f"base must be 0 (rows and columns from 0) or 1 (from 1), "
                                   f"not {base!r}")
        self.base = base
        for what, x in (("rows", rows), ("cols", cols)):
            if isinstance(x, bool) or not isinstance(x, int) or x < 1:
                raise InvalidGameError(f"{what} must be a positive integer, not {x!r}")
        if rows * cols > MAX_SQUARES:
            raise InvalidGameError(
                f"a {rows}x{cols} board has {rows * cols} squares; Cram is searched on boards of "
                f"at most {MAX_SQUARES} squares")
        self.symmetry = bool(symmetry)
        if rows * cols > MAX_CELLS and words == 1:
            raise InvalidGameError(
                f"core='word' takes boards of at most {MAX_CELLS} squares, not {rows}x{cols}")
        self.rows, self.cols, self.n = rows, cols, rows * cols
        full = (1 << self.n) - 1
        gone = 0
        for h in holes or ():
            try:
                r, c = h
            except (TypeError, ValueError):
                raise InvalidGameError(f"a hole is a (row, col) pair, not {h!r}") from None
            gone |= 1 << self._index(r, c, "hole")
        self.holes = gone
        self.start = full & ~gone
        if self.symmetry:
            key_text, prefix = self._key_text, "c"
        else:
            key_text, prefix = self._board_key_text, f"b{rows}x{cols}:"
        self.search = BitSearch("cram", self.n, rows=rows, cols=cols, key_text=key_text,
                                parse_key=self._parse_key, prefix=prefix, table=table,
                                name="cram", progress=progress, symmetry=self.symmetry,
                                words=words, max_bytes=max_bytes, label="cram search",
                                workers=workers, ray=ray)
        self._memo = MoveMemo()

    def __repr__(self) -> str:
        holes = self.holes.bit_count()
        return f"Cram({self.rows}, {self.cols}" + (f", {holes} holes)" if holes else ")")

    def close(self) -> None:
        """Write the last values to the table and close it."""
        self.search.close()

    def __enter__(self) -> "Cram":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ----------------------------------------------------------------- table keys
    @staticmethod
    def _key_text(key: int, tag: int) -> str:
        return f"c{tag}:{key:x}"

    def _board_key_text(self, key: int, tag: int) -> str:
        return f"b{self.rows}x{self.cols}:{key:x}"

    def _parse_key(self, text: str) -> tuple[int, int] | None:
        head, sep, tail = text.partition(":")
        if not sep:
            return None
        try:
            if self.symmetry:
                return int(tail, 16), int(head[1:])
            return (int(tail, 16), 1) if head == f"b{self.rows}x{self.cols}" else None
        except ValueError:
            return None

    # ----------------------------------------------------------------- squares
    def _index(self, r: int, c: int, what: str) -> int:
        for x in (r, c):
            if isinstance(x, bool) or not isinstance(x, int):
                raise InvalidGameError(f"a {what} is a (row, col) pair of integers, not {(r, c)!r}")
        b = self.base
        if not (b <= r < self.rows + b and b <= c < self.cols + b):
            raise InvalidGameError(f"{what} ({r}, {c}) is outside the {self.rows}x{self.cols} board "
                                   f"(rows {b}..{self.rows - 1 + b}, columns {b}..{self.cols - 1 + b})")
        return (r - b) * self.cols + (c - b)

    def _cell(self, i: int) -> Cell:
        """Square number `i` (its bit) as ``(row, col)`` counted from the game's base."""
        r, c = divmod(i, self.cols)
        return r + self.base, c + self.base

    def mask(self, cells: Iterable[Cell]) -> int:
        """The position whose free squares are `cells`, ``(row, col)`` pairs counted from
        :attr:`base`.

        Examples
        --------
        >>> Cram(2, 3, base=0).mask([(0, 0), (1, 2)])  # bits 0 and 1 * 3 + 2
        33
        """
        m = 0
        for r, c in cells:
            m |= 1 << self._index(r, c, "square")
        return m

    def _position(self, position: int | None) -> int:
        if position is None:
            return self.start
        check_mask(position, self.n, "free squares",
                   f"squares outside the {self.rows}x{self.cols} board")
        if position & self.holes:
            raise InvalidGameError(f"position {position:#x} frees a hole of the board")
        return position

    def _pairs(self, m: int) -> list[tuple[int, int]]:
        """The dominoes that fit on the free squares `m`, as the bits of their two squares, in
        row-major order of their first square (the one across before the one down)."""
        C = self.cols
        out = []
        for i in range(self.n):
            if not m >> i & 1:
                continue
            if (i + 1) % C and m >> (i + 1) & 1:
                out.append((i, i + 1))
            if i + C < self.n and m >> (i + C) & 1:
                out.append((i, i + C))
        return out

    def dominoes(self, position: int | None = None) -> list[Domino]:
        """The moves of `position` (default the board): dominoes ``((r1, c1), (r2, c2))``
        counted from :attr:`base`, in row-major order. O(rows * cols).

        Examples
        --------
        >>> Cram(2, 2, base=0).dominoes()
        [((0, 0), (0, 1)), ((0, 0), (1, 0)), ((0, 1), (1, 1)), ((1, 0), (1, 1))]
        """
        return [(self._cell(i), self._cell(j)) for i, j in self._pairs(self._position(position))]

    def moves(self, position: int) -> Iterator[int]:
        """The options of `position` (bitmasks), for use with generic solvers."""
        m = self._position(position)
        for i, j in self._pairs(m):
            yield m & ~(1 << i | 1 << j)

    def after(self, position: int | None, domino: Domino) -> int:
        """The position left when `domino` ``((r1, c1), (r2, c2))`` (counted from :attr:`base`)
        is placed on `position` (default the board).

        Raises
        ------
        InvalidGameError
            When the two squares are not side by side, lie outside the board or are not both
            free.

        Notes
        -----
        O(1) beyond the checks of the position (O(rows * cols) bits).

        Examples
        --------
        >>> game = Cram(2, 3, base=0)
        >>> after = game.after(None, ((0, 0), (0, 1)))
        >>> game.dominoes(after)
        [((0, 2), (1, 2)), ((1, 0), (1, 1)), ((1, 1), (1, 2))]
        """
        m = self._position(position)
        try:
            (r1, c1), (r2, c2) = domino
        except (TypeError, ValueError):
            raise InvalidGameError(f"a domino is a pair of squares ((r1, c1), (r2, c2)), not {domino!r}") from None
        i, j = self._index(r1, c1, "square"), self._index(r2, c2, "square")
        if abs(r1 - r2) + abs(c1 - c2) != 1:
            raise InvalidGameError(f"({r1}, {c1}) and ({r2}, {c2}) are not side by side")
        taken = 1 << i | 1 << j
        if m & taken != taken:
            raise InvalidGameError(f"({r1}, {c1}) and ({r2}, {c2}) are not both free")
        return m & ~taken

    # ----------------------------------------------------------------- answers
    def value(self, position: int | None = None) -> int:
        """The Grundy value of `position` (default: the board).

        Notes
        -----
        Exponential in the worst case; a region already solved (in this object or in the
        table) costs one look-up.
        """
        return self.search.value(self._position(position))

    def winning_move(self, position: int | None = None) -> Domino | None:
        """A domino ``((r1, c1), (r2, c2))`` (counted from :attr:`base`) leaving a position of
        value 0, or None when `position` (default the board) has value 0.

        Notes
        -----
        The value of `position`, then for one move after another (those whose regions are
        known first, then the cheapest) a search of whether it leaves value 0, pruned to that
        question (:meth:`BitSearch.find_option`).
        """
        m = self._position(position)
        if self.search.value(m) == 0:
            self._memo.remember(m, None)
            return None
        pairs = self._pairs(m)
        k = self.search.find_option([m & ~(1 << i | 1 << j) for i, j in pairs], 0)
        if k is None:
            raise AssertionError("a position of non-zero value has an option of value 0")
        move = (self._cell(pairs[k][0]), self._cell(pairs[k][1]))
        self._memo.remember(m, move)
        return move

    # ----------------------------------------------------------------- pictures
    def svg(self, position: int | None = None) -> str:
        """An SVG picture of `position` (default the board): free squares white, holes dark,
        squares taken grey, and a winning domino in red, with the value above.

        The winning move is searched for positions of at most 30 free squares; a larger one
        shows the move that :meth:`winning_move` found for it before, or says that there is
        none yet (a picture never starts a long search). In a notebook, the game shows as the
        picture of its board.

        Notes
        -----
        O(rows * cols) to draw, plus the search of a small position's move.

        Examples
        --------
        >>> game = Cram(2, 3, base=0)
        >>> picture = game.svg()
        >>> picture.startswith("<svg") and "value 1, a winning move in red" in picture
        True
        """
        m = self._position(position)
        found, move = self._memo.known(m, m.bit_count(), lambda: self.winning_move(m))
        title = caption(f"Cram {self.rows}x{self.cols}", found, move, lambda: self.value(m), "squares")
        return board_svg(self.rows, self.cols, m, self.holes, move, title, self.base)

    def _repr_svg_(self) -> str:
        """The board as :meth:`svg` draws it (notebooks)."""
        return self.svg()

