"""Impartial NoGo on boards, solved by the compiled search.

A move places a stone of either colour (both players may play both) on an empty point. It is
illegal when afterwards a block of stones (orthogonally connected stones of one colour), of
either colour, has no liberty (no empty point beside it): NoGo has no capture and no suicide.
The player who cannot move loses. Linear NoGo is the game on a 1 x n board.

Boards are written as MCGS writes them (:mod:`grundy.search.stones`): ``"....|.X..|...."``. A
move is ``(row, col, colour)``, the point counted from 0, row 0 at the top, and the colour
``'X'`` or ``'O'``. In a position, an empty point i has bits 2i and 2i + 1 both set, an X stone
bit 2i alone, an O stone bit 2i + 1 alone (every move clears one bit).

The search (``engine/nogo.hpp``) splits a position into classes of empty points, two points
being linked when they are beside each other or liberties of one block; each class, with the
blocks around it, is a game of its own (docs: "Impartial NoGo" says why). A class is keyed by its
points and blocks moved to the top-left corner, in the lesser of its two colourings.
"""

from __future__ import annotations

from ..errors import InputFormatError, InvalidGameError
from .stones import MAX_POINTS, StoneGame, parse_stones

__all__ = ["NoGo", "parse_stones", "MAX_POINTS"]

Move = tuple[int, int, str]


class NoGo(StoneGame[tuple[int, int, str]]):
    """Impartial NoGo on a board: its value, winning moves and pictures, by the compiled search.

    Parameters
    ----------
    board : str or sequence
        The board in MCGS's notation (``"....|...."``; ``X`` and ``O`` stones, ``.`` empty),
        lines of it, or a 2-D sequence of those characters. A block without a liberty is refused.
    table, progress, workers, ray, max_bytes, core
        As for :class:`~grundy.search.Cram`.

    Notes
    -----
    Exponential in the worst case (the distinct classes reachable); a class's options cost
    O(its points) legality checks, each a flood fill of the blocks beside the point.

    Examples
    --------
    >>> NoGo("..").value(), NoGo("...").value()  # one stone, then no legal move; or two
    (1, 0)
    >>> game = NoGo("....")
    >>> game.value(), game.winning_move()
    (1, (0, 0, 'X'))
    >>> game.board(game.after(None, (0, 0, "X")))
    'X...'
    >>> NoGo("X.O").legal_moves()  # the middle is the last liberty of both stones
    []
    """

    CODE = {".": 3, "X": 1, "O": 2}
    name = "nogo"
    key_head = "ng"

    #: the tag of the keys of a strip's classes (``engine/nogo.hpp``, STRIP_TAG)
    STRIP_TAG = 0xFFFF

    def _engine(self) -> tuple[str, tuple]:
        return "grundy.search._nogo_engine", (self.rows, self.cols)

    def _strip(self) -> bool:
        return self.rows == 1 or self.cols == 1

    def _prefixes(self) -> tuple[str, ...]:
        return (self._head, "ngs:") if self._strip() else (self._head,)

    def _key_text(self, key: int, tag: int) -> str:
        # a strip's classes are keyed alike on every strip: one prefix for them all
        return f"ngs:{key:x}" if tag == self.STRIP_TAG else super()._key_text(key, tag)

    def _parse_key(self, text: str) -> tuple[int, int] | None:
        if text.startswith("ngs:") and self._strip():
            try:
                return int(text[4:], 16), self.STRIP_TAG
            except ValueError:
                return None
        return super()._parse_key(text)

    # ------------------------------------------------------------------ the rules
    def _blocks(self, m: int) -> tuple[list[int], list[list[int]]]:
        """Each point's block number (-1 for an empty point), and each block's points."""
        owner = [-1] * self.n
        blocks: list[list[int]] = []
        for i in range(self.n):
            me = self._at(m, i)
            if me == "." or owner[i] >= 0:
                continue
            owner[i] = len(blocks)
            block, stack = [i], [i]
            while stack:
                for j in self._neighbours(stack.pop()):
                    if owner[j] < 0 and self._at(m, j) == me:
                        owner[j] = len(blocks)
                        block.append(j)
                        stack.append(j)
            blocks.append(block)
        return owner, blocks

    def _breathless(self, m: int) -> int | None:
        """A point of a block without a liberty, or None."""
        _, blocks = self._blocks(m)
        for block in blocks:
            if not any(self._at(m, j) == "." for i in block for j in self._neighbours(i)):
                return min(block)
        return None

    def _check(self, m: int) -> None:
        i = self._breathless(m)
        if i is not None:
            r, c = divmod(i, self.cols)
            raise InputFormatError(f"row {r + 1}, column {c + 1}: the block of {self._at(m, i)} "
                                   "stones there has no liberty, which NoGo never reaches")

    def _place(self, m: int, i: int, colour: str) -> int:
        return (m & ~(3 << (2 * i))) | (self.CODE[colour] << (2 * i))

    def legal_moves(self, position: int | None = None) -> list[Move]:
        """Every legal move of `position` (default the board): ``(row, col, colour)``, point by
        point, X before O.

        >>> NoGo(".X.|XO.").legal_moves()  # not O at the top left, nor X beside the O stone
        [(0, 0, 'X'), (0, 2, 'X'), (0, 2, 'O'), (1, 2, 'O')]
        """
        m = self._position(position)
        out = []
        for i in range(self.n):
            if self._at(m, i) != ".":
                continue
            for colour in "XO":
                if self._breathless(self._place(m, i, colour)) is None:
                    out.append((*divmod(i, self.cols), colour))
        return out

    def after(self, position: int | None, move: Move) -> int:
        """The position after `move` (``(row, col, colour)``), checked.

        >>> NoGo("...").board(NoGo("...").after(None, (0, 1, "O")))
        '.O.'
        """
        m = self._position(position)
        try:
            r, c, colour = move
            r, c = int(r), int(c)
        except (TypeError, ValueError):
            raise InvalidGameError(f"a move is (row, col, colour), not {move!r}") from None
        if (r, c, colour) not in self.legal_moves(m):
            raise InvalidGameError(f"{(r, c, colour)} is not a legal move of {self.board(m)}")
        return self._place(m, r * self.cols + c, colour)

    def _draw_move(self, move: Move, x0: float, head: int, cell: int) -> str:
        r, c, colour = move
        fill = "#202020" if colour == "X" else "#ffffff"
        return (f'<circle class="move" cx="{x0 + (c + 0.5) * cell:.1f}" cy="{head + (r + 0.5) * cell}" '
                f'r="{cell / 2 - 3}" fill="{fill}" stroke="#d62728" stroke-width="4">'
                f"<title>winning move: {colour} on ({r}, {c})</title></circle>")
