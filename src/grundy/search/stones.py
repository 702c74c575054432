"""Games of stones of two colours on a board, as MCGS writes them: the part of
:class:`~grundy.Clobber` and :class:`~grundy.NoGo` that reads boards, keeps positions, draws them
and runs the search.

Boards are rows joined by ``|``, ``X`` and ``O`` stones, ``.`` empty, as in ``"XOX|OXO|XOX"``;
several lines, or a 2-D sequence of those characters, are taken too. Points are ``(row, col)``
counted from 0, row 0 at the top. A position is an int of two bits a point (point i is
``row * cols + col``, bits 2i and 2i + 1), each game saying what they mean (:attr:`StoneGame.CODE`).
"""

from __future__ import annotations

import os
from typing import Generic, TypeVar

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

from ..errors import InputFormatError, InvalidGameError
from ._draw import MoveMemo, caption
from ._spec import core_words
from .bitsearch import BitSearch, check_mask

__all__ = ["StoneGame", "parse_stones", "MAX_POINTS"]

#: The most points of a board (two bits a point in the engine's largest position).
MAX_POINTS = 2048

Point = tuple[int, int]
#: a game's move: ``(from, to)`` in Clobber, ``(row, col, colour)`` in NoGo
MoveT = TypeVar("MoveT")


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


class StoneGame(Generic[MoveT]):
    """A game of stones on a board searched by a game module of the compiled engine: what
    :class:`~grundy.Clobber`, :class:`~grundy.CannibalClobber` and :class:`~grundy.NoGo` share.

    A subclass gives :attr:`CODE` (the two bits of a point for ``.``, ``X`` and ``O``), its
    name, its engine module and arguments, :meth:`legal_moves`, :meth:`after` and how a move is
    drawn."""

    #: the two bits of a point (bit 2i, bit 2i + 1 as 1, 2) for each character of a board
    CODE = {".": 0, "X": 1, "O": 2}
    #: the game's name in tables, on the command line and in pictures
    name = "stones"
    #: the prefix of the game's keys in a lasting table (then the board's width)
    key_head = "s"

    def __init__(self, board: str | Sequence[str] | Sequence[Sequence[str]], *,
                 table: str | os.PathLike[str] | None = None, progress: bool = True,
                 workers: int | None = None, ray: str | None = None, max_bytes: int | None = None,
                 core: str | None = None):
        words = core_words(core)
        rows = parse_stones(board)
        self.rows, self.cols = len(rows), len(rows[0])
        self.n = self.rows * self.cols
        if self.n > MAX_POINTS:
            raise InvalidGameError(f"a {self.rows}x{self.cols} board has {self.n} points; "
                                   f"{type(self).__name__} is searched on boards of at most {MAX_POINTS}")
        if words == 1 and self.n > 32:
            raise InvalidGameError(f"core='word' takes boards of at most 32 points (two bits "
                                   f"each), not {self.rows}x{self.cols}")
        self._char = {v: k for k, v in self.CODE.items()}
        self.start = self._encode(rows)
        self._check(self.start)
        self._head = f"{self.key_head}{self.cols}:"
        self.search = BitSearch(self.name, 2 * self.n, None, key_text=self._key_text,
                                parse_key=self._parse_key, prefix=self._prefixes(), table=table,
                                name=self.name, progress=progress, words=words,
                                label=f"{self.name} search", max_bytes=max_bytes, workers=workers,
                                ray=ray, engine=self._engine())
        self._memo = MoveMemo()

    def _engine(self) -> tuple[str, tuple]:
        raise NotImplementedError

    def _check(self, m: int) -> None:
        """Refuse a position the rules never reach (InvalidGameError naming the point)."""

    def _encode(self, rows: list[str]) -> int:
        return sum(self.CODE[ch] << (2 * (i * self.cols + j))
                   for i, row in enumerate(rows) for j, ch in enumerate(row))

    def _prefixes(self) -> tuple[str, ...]:
        """What the keys of this game's board start with in a lasting table."""
        return (self._head,)

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

    def __enter__(self) -> "StoneGame[MoveT]":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ------------------------------------------------------------------ positions
    def _position(self, position: int | None) -> int:
        if position is None:
            return self.start
        m = check_mask(position, 2 * self.n, "points",
                       f"bits outside the {self.n} points' 0..{2 * self.n - 1}")
        for i in range(self.n):
            if (m >> (2 * i)) & 3 not in self._char:
                raise InvalidGameError(f"point {divmod(i, self.cols)} has the bits {(m >> (2 * i)) & 3:02b}, "
                                       f"which mean no point of {type(self).__name__}")
        self._check(m)
        return m

    def _at(self, m: int, i: int) -> str:
        return self._char[(m >> (2 * i)) & 3]

    def position(self, board: str | Sequence[str] | Sequence[Sequence[str]]) -> int:
        """The position of a board of this game's size, written as a board is."""
        rows = parse_stones(board)
        if (len(rows), len(rows[0])) != (self.rows, self.cols):
            raise InvalidGameError(f"a position of a {self.rows}x{self.cols} board, not "
                                   f"{len(rows)}x{len(rows[0])}")
        m = self._encode(rows)
        self._check(m)
        return m

    def board(self, position: int | None = None) -> str:
        """`position` (default the board) in MCGS's notation."""
        m = self._position(position)
        return "|".join("".join(self._at(m, r * self.cols + c) for c in range(self.cols))
                        for r in range(self.rows))

    def _neighbours(self, i: int) -> list[int]:
        r, c = divmod(i, self.cols)
        return [rr * self.cols + cc for rr, cc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c))
                if 0 <= rr < self.rows and 0 <= cc < self.cols]

    def legal_moves(self, position: int | None = None) -> list[MoveT]:
        raise NotImplementedError

    def after(self, position: int | None, move: MoveT) -> int:
        raise NotImplementedError

    def options(self, position: int | None = None) -> Iterator[int]:
        """The positions one move leads to, in the order of :meth:`legal_moves`."""
        m = self._position(position)
        for move in self.legal_moves(m):
            yield self.after(m, move)

    # ------------------------------------------------------------------ values
    def value(self, position: int | None = None) -> int:
        """The Grundy value of `position` (default the board)."""
        return self.search.value(self._position(position))

    def winning_move(self, position: int | None = None) -> MoveT | None:
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

    def winning_moves(self, position: int | None = None) -> list[MoveT]:
        """Every move that leaves a position of value 0 (empty when the value is 0)."""
        m = self._position(position)
        if self.value(m) == 0:
            return []
        return [mv for mv in self.legal_moves(m) if self.search.value_is(self.after(m, mv), 0)]

    # ------------------------------------------------------------------ pictures
    def picture(self, position: int | None = None) -> str:
        """The board as text, a row a line (``X``, ``O``, ``.``)."""
        return "\n".join(" ".join(row) for row in self.board(position).split("|"))

    def _draw_move(self, move: MoveT, x0: float, head: int, cell: int) -> str:
        raise NotImplementedError

    def svg(self, position: int | None = None) -> str:
        """An SVG picture of `position` (default the board): X stones black, O stones white, a
        winning move in red, the value above. Positions of more than 30 points in play show a
        move only once :meth:`winning_move` found it."""
        m = self._position(position)
        found, move = self._memo.known(m, m.bit_count(), lambda: self.winning_move(m))
        assert move is None or isinstance(move, tuple)
        title = caption(f"{type(self).__name__} {self.rows}x{self.cols}", found, move,
                        lambda: self.value(m), "points")
        from ._draw import _grid_head

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
            parts.append(self._draw_move(move, x0, head, cell))
        parts.append("</svg>")
        return "".join(parts)

    def _repr_svg_(self) -> str:
        """The board as :meth:`svg` draws it (notebooks)."""
        return self.svg()
