"""Impartial Clobber and impartial Cannibal Clobber on boards, solved by the compiled search.

In impartial Clobber both players may move stones of either colour: a move takes a stone onto
an orthogonally adjacent stone of the other colour, which is removed, and leaves the stone's
square empty. In Cannibal Clobber a stone may take any adjacent stone, of either colour. The
player who cannot move loses.

Boards are written as MCGS writes them: rows joined by ``|``, ``X`` and ``O`` stones, ``.``
empty, as in ``"XOX|OXO|XOX"``; several lines, or a 2-D sequence of those characters, are taken
too. Squares are ``(row, col)`` counted from 0, row 0 at the top, and a move is the pair
``(from, to)`` of its squares.

A position is an int of two bits a square: square i (``row * cols + col``) holds an X stone when
bit 2i is set, an O stone when bit 2i + 1 is. The search (``engine/clobber.hpp``) splits it into
groups of touching stones, XORs their values, and keys each group by its stones moved to the
top-left corner, the lesser of its two colourings (a group met anywhere, in either colouring,
is solved once).
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

from ..errors import InputFormatError, InvalidGameError
from ._draw import MoveMemo, caption
from ._spec import core_words
from .bitsearch import BitSearch, check_mask

__all__ = ["Clobber", "CannibalClobber", "parse_stones", "MAX_SQUARES"]

#: The most squares of a board (two bits a square in the engine's largest position).
MAX_SQUARES = 2048

Square = tuple[int, int]
Move = tuple[Square, Square]


def parse_stones(board: str | Sequence[Sequence[str]] | Sequence[str]) -> list[str]:
    """The rows of a board written as MCGS does (``"XOX|OXO"``), as lines, or as a 2-D sequence
    of ``X``, ``O`` and ``.``; InputFormatError naming the row and column of a bad character.

    >>> parse_stones("XO.|.OX")
    ['XO.', '.OX']
    >>> parse_stones([["X", "O"], [".", "X"]])
    ['XO', '.X']
    """
    if isinstance(board, str):
        text = board.strip()
        rows = [r.strip() for r in (text.split("|") if "|" in text else text.splitlines())]
    else:
        try:
            rows = ["".join(str(x) for x in row) if not isinstance(row, str) else row for row in board]
        except TypeError:
            raise InvalidGameError(f"a board is a string such as 'XOX|OXO' or rows of 'X', 'O' "
                                   f"and '.', not {board!r}") from None
    if not rows or all(not r for r in rows):
        raise InputFormatError("the board is empty: give rows of 'X', 'O' and '.', e.g. 'XOX|OXO'")
    for i, row in enumerate(rows):
        for j, ch in enumerate(row):
            if ch not in "XO.":
                raise InputFormatError(f"row {i + 1}, column {j + 1}: {ch!r} is not a square "
                                       "('X', 'O' or '.')")
        if len(row) != len(rows[0]):
            raise InputFormatError(f"row {i + 1} has {len(row)} squares, row 1 has {len(rows[0])}: "
                                   "rows of a board are of equal length")
    return rows


class Clobber:
    """Impartial Clobber on a board: its value, winning moves and pictures, by the compiled
    search.

    Parameters
    ----------
    board : str or sequence
        The board in MCGS's notation (``"XOX|OXO"``), lines of it, or a 2-D sequence of
        ``'X'``, ``'O'`` and ``'.'``.
    table, progress, workers, ray, max_bytes, core
        As for :class:`~grundy.search.Cram`: a lasting SQLite table, progress on long searches,
        parallel searches, the table's memory, and the engine's width.

    Attributes
    ----------
    rows, cols : int
        The board's size.
    start : int
        The position of the board (two bits a square, see the module).

    Notes
    -----
    Exponential in the worst case (the distinct groups reachable); a group's options cost
    O(its stones), its split O(W) word operations a square.

    Examples
    --------
    >>> game = Clobber("XOX|OXO")
    >>> game.value(), game.winning_move()
    (0, None)
    >>> Clobber("XOXO").value(), Clobber("XOXO").winning_moves()  # leave two apart
    (3, [((0, 1), (0, 2)), ((0, 2), (0, 1))])
    >>> Clobber("XX|OO").value()  # both columns are a move, then a lone stone each
    0
    """

    cannibal = False
    #: the game's name in tables, on the command line and in pictures
    name = "clobber"

    def __init__(self, board: str | Sequence[str] | Sequence[Sequence[str]], *,
                 table: str | os.PathLike[str] | None = None, progress: bool = True,
                 workers: int | None = None, ray: str | None = None, max_bytes: int | None = None,
                 core: str | None = None):
        words = core_words(core)
        rows = parse_stones(board)
        self.rows, self.cols = len(rows), len(rows[0])
        self.n = self.rows * self.cols
        if self.n > MAX_SQUARES:
            raise InvalidGameError(f"a {self.rows}x{self.cols} board has {self.n} squares; "
                                   f"{self.name.title()} is searched on boards of at most {MAX_SQUARES}")
        if words == 1 and self.n > 32:
            raise InvalidGameError(f"core='word' takes boards of at most 32 squares (two bits "
                                   f"each), not {self.rows}x{self.cols}")
        self.start = 0
        for i, row in enumerate(rows):
            for j, ch in enumerate(row):
                if ch != ".":
                    self.start |= 1 << (2 * (i * self.cols + j) + (ch == "O"))
        head = ("cc" if self.cannibal else "cl") + f"{self.cols}:"
        self._head = head
        self.search = BitSearch(self.name, 2 * self.n, None, key_text=self._key_text,
                                parse_key=self._parse_key, prefix=head, table=table,
                                name=self.name, progress=progress, words=words,
                                label=f"{self.name} search", max_bytes=max_bytes, workers=workers,
                                ray=ray, engine=("grundy.search._clobber_engine",
                                                 (self.rows, self.cols, self.cannibal)))
        self._memo = MoveMemo()

    def _key_text(self, key: int, tag: int) -> str:
        return f"{self._head}{key:x}"

    def _parse_key(self, text: str) -> tuple[int, int] | None:
        if not text.startswith(self._head):
            return None
        try:
            return int(text[len(self._head):], 16), self.cols
        except ValueError:
            return None

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.board()!r})"

    def close(self) -> None:
        """Stop the workers and write the lasting table (the values stay in memory)."""
        self.search.close()

    def __enter__(self) -> "Clobber":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ------------------------------------------------------------------ positions
    def _position(self, position: int | None) -> int:
        if position is None:
            return self.start
        m = check_mask(position, 2 * self.n, "stones", f"bits outside the {self.n} squares' 0..{2 * self.n - 1}")
        if m & (m >> 1) & int("01" * self.n, 2):
            raise InvalidGameError("a square holds both an X and an O stone (bits 2i and 2i + 1)")
        return m

    def _at(self, m: int, i: int) -> str:
        return "X" if m >> (2 * i) & 1 else "O" if m >> (2 * i + 1) & 1 else "."

    def position(self, board: str | Sequence[str] | Sequence[Sequence[str]]) -> int:
        """The position of a board of this game's size, written as the board is.

        >>> game = Clobber("XOX|OXO")
        >>> game.position("X..|OX.") == game.after(None, ((0, 1), (1, 1)))
        False
        >>> game.board(game.position("X..|OX."))
        'X..|OX.'
        """
        rows = parse_stones(board)
        if (len(rows), len(rows[0])) != (self.rows, self.cols):
            raise InvalidGameError(f"a position of a {self.rows}x{self.cols} board, not "
                                   f"{len(rows)}x{len(rows[0])}")
        return sum(1 << (2 * (i * self.cols + j) + (ch == "O"))
                   for i, row in enumerate(rows) for j, ch in enumerate(row) if ch != ".")

    def board(self, position: int | None = None) -> str:
        """`position` (default the board) in MCGS's notation.

        >>> Clobber("XO.|.OX").board()
        'XO.|.OX'
        """
        m = self._position(position)
        return "|".join("".join(self._at(m, r * self.cols + c) for c in range(self.cols))
                        for r in range(self.rows))

    def legal_moves(self, position: int | None = None) -> list[Move]:
        """Every move of `position` (default the board), as ``(from, to)`` squares, row by row.

        >>> Clobber("XO|.X").legal_moves()
        [((0, 0), (0, 1)), ((0, 1), (0, 0)), ((0, 1), (1, 1)), ((1, 1), (0, 1))]
        """
        m = self._position(position)
        out = []
        for i in range(self.n):
            me = self._at(m, i)
            if me == ".":
                continue
            r, c = divmod(i, self.cols)
            for rr, cc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
                if 0 <= rr < self.rows and 0 <= cc < self.cols:
                    other = self._at(m, rr * self.cols + cc)
                    if other != "." and (self.cannibal or other != me):
                        out.append(((r, c), (rr, cc)))
        return out

    def after(self, position: int | None, move: Move) -> int:
        """The position after `move` (``(from, to)``), checked.

        >>> game = Clobber("XO")
        >>> game.board(game.after(None, ((0, 0), (0, 1))))
        '.X'
        """
        m = self._position(position)
        try:
            (r1, c1), (r2, c2) = move
            r1, c1, r2, c2 = (int(x) for x in (r1, c1, r2, c2))
        except (TypeError, ValueError):
            raise InvalidGameError(f"a move is a pair of squares ((r1, c1), (r2, c2)), not {move!r}") from None
        if move not in self.legal_moves(m) and ((r1, c1), (r2, c2)) not in self.legal_moves(m):
            raise InvalidGameError(f"{((r1, c1), (r2, c2))} is not a move of {self.board(m)}")
        i, j = r1 * self.cols + c1, r2 * self.cols + c2
        me = m >> (2 * i) & 3
        return (m & ~(3 << (2 * i)) & ~(3 << (2 * j))) | (me << (2 * j))

    def options(self, position: int | None = None) -> Iterator[int]:
        """The positions one move leads to, in the order of :meth:`legal_moves`."""
        m = self._position(position)
        for move in self.legal_moves(m):
            yield self.after(m, move)

    # ------------------------------------------------------------------ values
    def value(self, position: int | None = None) -> int:
        """The Grundy value of `position` (default the board)."""
        return self.search.value(self._position(position))

    def winning_move(self, position: int | None = None) -> Move | None:
        """A move that leaves a position of value 0, or None when `position` has value 0.

        Notes
        -----
        The value, then a search of whether each move leaves value 0 (the cheapest first),
        pruned to that question.
        """
        m = self._position(position)
        if self.search.value(m) == 0:
            found = None
        else:
            legal = self.legal_moves(m)
            k = self.search.find_option([self.after(m, mv) for mv in legal], 0)
            if k is None:
                raise AssertionError("a position of non-zero value has an option of value 0")
            found = legal[k]
        self._memo.remember(m, found)
        return found

    def winning_moves(self, position: int | None = None) -> list[Move]:
        """Every move that leaves a position of value 0 (empty when the value is 0)."""
        m = self._position(position)
        if self.value(m) == 0:
            return []
        return [mv for mv in self.legal_moves(m) if self.search.value_is(self.after(m, mv), 0)]

    # ------------------------------------------------------------------ pictures
    def picture(self, position: int | None = None) -> str:
        """The board as text, a row a line (``X``, ``O``, ``.``).

        >>> print(Clobber("XO.|.OX").picture())
        X O .
        . O X
        """
        return "\n".join(" ".join(row) for row in self.board(position).split("|"))

    def svg(self, position: int | None = None) -> str:
        """An SVG picture of `position` (default the board): X stones black, O stones white, a
        winning move as a red arrow, the value above. Positions of more than 30 stones show a
        move only once :meth:`winning_move` found it.

        >>> Clobber("XOX").svg().startswith("<svg")
        True
        """
        from html import escape

        from ._draw import _grid_head

        m = self._position(position)
        found, move = self._memo.known(m, m.bit_count(), lambda: self.winning_move(m))
        title = caption(f"{type(self).__name__} {self.rows}x{self.cols}", found, move,
                        lambda: self.value(m), "stones")
        parts, x0, head = _grid_head(self.rows, self.cols, title)
        cell = 28
        for r in range(self.rows):
            for c in range(self.cols):
                x, y = x0 + c * cell, head + r * cell
                parts.append(f'<rect x="{x:.1f}" y="{y}" width="{cell}" height="{cell}" '
                             f'fill="#e8d8b0" stroke="#888888"/>')
                stone = self._at(m, r * self.cols + c)
                if stone != ".":
                    fill = "#202020" if stone == "X" else "#ffffff"
                    parts.append(f'<circle class="stone {stone}" cx="{x + cell / 2:.1f}" '
                                 f'cy="{y + cell / 2}" r="{cell / 2 - 3}" fill="{fill}" '
                                 f'stroke="#202020"><title>({r}, {c}) {stone}</title></circle>')
        if move is not None:
            (r1, c1), (r2, c2) = move
            parts.append(f'<line class="move" x1="{x0 + (c1 + 0.5) * cell:.1f}" y1="{head + (r1 + 0.5) * cell}" '
                         f'x2="{x0 + (c2 + 0.5) * cell:.1f}" y2="{head + (r2 + 0.5) * cell}" '
                         f'stroke="#d62728" stroke-width="5" stroke-linecap="round">'
                         f"<title>{escape(f'winning move: {(r1, c1)} takes {(r2, c2)}')}</title></line>")
        parts.append("</svg>")
        return "".join(parts)

    def _repr_svg_(self) -> str:
        """The board as :meth:`svg` draws it (notebooks)."""
        return self.svg()


class CannibalClobber(Clobber):
    """Impartial Cannibal Clobber: as :class:`Clobber`, but a stone may take any orthogonally
    adjacent stone, of either colour.

    Examples
    --------
    >>> CannibalClobber("XX").value(), Clobber("XX").value()
    (1, 0)
    >>> CannibalClobber("XXX").value()  # an end takes the middle (1), or the middle an end (0)
    2
    """

    cannibal = True
    name = "cannibal-clobber"
