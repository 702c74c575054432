"""Cram on rectangular boards with holes, solved by the compiled search core.

A move places a domino on two adjacent free squares, in either orientation; the player who
cannot move loses. Cram on a board is Arc-Kayles on the grid graph of its free squares. A
position is an int bitmask of the free squares: square (r, c) (1-based) is bit
``(r - 1) * cols + (c - 1)``.

The search (:mod:`grundy.search._kernels`) splits a position into its regions of connected free
squares, XORs their values, and memoizes each region under its canonical form: the least, over
the symmetries of its bounding box, of the region translated to the box's top-left corner,
with the width of that layout. The form does not depend on the board, so a table of values
serves every board.

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
from .bitsearch import BitSearch, check_mask

__all__ = ["Cram", "parse_board", "parse_holes", "MAX_CELLS"]

#: The largest board (squares) the compiled search takes.
MAX_CELLS = 64

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


def parse_holes(data: bytes | str, rows: int, cols: int) -> list[Cell]:
    """The holes of a holes file: one line ``r c`` per hole (1-based); blank lines and lines
    starting with ``#`` are skipped.

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
    """Cram on a rows x cols board (at most 64 squares), some squares possibly removed.

    Parameters
    ----------
    rows, cols : int
        The board; ``rows * cols <= 64`` (8 x 8, 13 x 4, 16 x 4, 21 x 3, ...).
    holes : iterable of (int, int), optional
        Squares ``(row, col)``, 1-based, that are not part of the board.
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
        an entry). Past it the search keeps the costlier entries and goes on, slower.
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

    Attributes
    ----------
    start : int
        The bitmask of the free squares of the board.
    search : BitSearch
        The engine, with its statistics (``solved``, ``cut``, ``loaded``, ``seconds``, ``rate``).

    Raises
    ------
    InvalidGameError
        For a board of more than 64 squares, a size below 1, or a hole outside the board.

    Notes
    -----
    Exponential in the worst case (the number of distinct regions reachable); see
    :mod:`grundy.search._kernels` for the search. A region's value is at most its longest play,
    at most the smaller colour class of the checkerboard: the bound that cuts the candidates.

    Examples
    --------
    >>> Cram(1, 6).value()  # 0.07 at heap 6
    3
    >>> game = Cram(3, 4)
    >>> game.value(), game.winning_move()
    (1, ((2, 2), (2, 3)))
    >>> Cram(3, 3).value()
    0
    >>> Cram(4, 4).winning_move() is None  # even x even: the second player wins
    True
    >>> Cram(2, 3, holes=[(1, 2)]).value()
    0
    """

    def __init__(self, rows: int, cols: int, holes: Iterable[Cell] | None = None, *,
                 table: str | os.PathLike | None = None, progress: bool = True,
                 symmetry: bool = True, max_bytes: int | None = None, workers: int | None = None,
                 ray: str | None = None):
        for what, x in (("rows", rows), ("cols", cols)):
            if isinstance(x, bool) or not isinstance(x, int) or x < 1:
                raise InvalidGameError(f"{what} must be a positive integer, not {x!r}")
        if rows * cols > MAX_CELLS:
            raise InvalidGameError(
                f"a {rows}x{cols} board has {rows * cols} squares; Cram is searched on boards of "
                f"at most {MAX_CELLS} squares (8x8, 13x4, 16x4, 21x3, ...)")
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
        self.symmetry = bool(symmetry)
        if self.symmetry:
            key_text, prefix = self._key_text, "c"
        else:
            key_text, prefix = self._board_key_text, f"b{rows}x{cols}:"
        self.search = BitSearch("cram", self.n, rows=rows, cols=cols, key_text=key_text,
                                parse_key=self._parse_key, prefix=prefix, table=table,
                                name="cram", progress=progress, symmetry=self.symmetry,
                                max_bytes=max_bytes, label="cram search", workers=workers, ray=ray)
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
        if not (1 <= r <= self.rows and 1 <= c <= self.cols):
            raise InvalidGameError(f"{what} ({r}, {c}) is outside the {self.rows}x{self.cols} board")
        return (r - 1) * self.cols + (c - 1)

    def mask(self, cells: Iterable[Cell]) -> int:
        """The position whose free squares are `cells` (1-based (row, col) pairs)."""
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

    def dominoes(self, position: int | None = None) -> list[Domino]:
        """The moves of `position`: dominoes ``((r1, c1), (r2, c2))``, 1-based, row-major order.
        O(rows * cols)."""
        m = self._position(position)
        C = self.cols
        out = []
        for i in range(self.n):
            if not m >> i & 1:
                continue
            r, c = divmod(i, C)
            if c + 1 < C and m >> (i + 1) & 1:
                out.append(((r + 1, c + 1), (r + 1, c + 2)))
            if r + 1 < self.rows and m >> (i + C) & 1:
                out.append(((r + 1, c + 1), (r + 2, c + 1)))
        return out

    def moves(self, position: int) -> Iterator[int]:
        """The options of `position` (bitmasks), for use with generic solvers."""
        for (r1, c1), (r2, c2) in self.dominoes(position):
            yield position & ~(1 << (r1 - 1) * self.cols + c1 - 1) & ~(1 << (r2 - 1) * self.cols + c2 - 1)

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
        """A domino ``((r1, c1), (r2, c2))`` (1-based) leaving a position of value 0, or None
        when `position` (default the board) has value 0.

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
        dominoes = self.dominoes(m)
        i = self.search.find_option(list(self.moves(m)), 0)
        if i is None:
            raise AssertionError("a position of non-zero value has an option of value 0")
        self._memo.remember(m, dominoes[i])
        return dominoes[i]

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
        >>> game = Cram(2, 3)
        >>> picture = game.svg()
        >>> picture.startswith("<svg") and "value 1, a winning move in red" in picture
        True
        """
        m = self._position(position)
        found, move = self._memo.known(m, m.bit_count(), lambda: self.winning_move(m))
        title = caption(f"Cram {self.rows}x{self.cols}", found, move, lambda: self.value(m), "squares")
        return board_svg(self.rows, self.cols, m, self.holes, move, title)

    def _repr_svg_(self) -> str:
        """The board as :meth:`svg` draws it (notebooks)."""
        return self.svg()
