"""Impartial Clobber and impartial Cannibal Clobber on boards, solved by the compiled search.

In impartial Clobber both players may move stones of either colour: a move takes a stone onto
an orthogonally adjacent stone of the other colour, which is removed, and leaves the stone's
point empty. In Cannibal Clobber a stone may take any adjacent stone, of either colour. The
player who cannot move loses.

Boards are written as MCGS writes them (:mod:`grundy.search.stones`): ``"XOX|OXO|XOX"``. A move
is the pair ``(from, to)`` of its points, ``(row, col)`` from 0, row 0 at the top. In a
position, point i holds an X stone when bit 2i is set, an O stone when bit 2i + 1 is. The search
(``engine/clobber.hpp``) splits a position into groups of touching stones, XORs their values,
and keys each group by its stones moved to the top-left corner, the lesser of its two colourings
(a group met anywhere, in either colouring, is solved once).
"""

from __future__ import annotations

from ..errors import InvalidGameError
from .stones import MAX_POINTS, StoneGame, parse_stones

__all__ = ["Clobber", "CannibalClobber", "parse_stones", "MAX_POINTS"]

Point = tuple[int, int]
Move = tuple[Point, Point]


class Clobber(StoneGame[tuple[tuple[int, int], tuple[int, int]]]):
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
        The position of the board (two bits a point, see the module).

    Notes
    -----
    Exponential in the worst case (the distinct groups reachable); a group's options cost
    O(its stones), its split O(W) word operations a point.

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

    name = "clobber"
    key_head = "cl"
    cannibal = False

    def _engine(self) -> tuple[str, tuple]:
        return "grundy.search._clobber_engine", (self.rows, self.cols, self.cannibal)

    def legal_moves(self, position: int | None = None) -> list[Move]:
        """Every move of `position` (default the board), as ``(from, to)`` points, row by row.

        >>> Clobber("XO|.X").legal_moves()
        [((0, 0), (0, 1)), ((0, 1), (0, 0)), ((0, 1), (1, 1)), ((1, 1), (0, 1))]
        """
        m = self._position(position)
        out = []
        for i in range(self.n):
            me = self._at(m, i)
            if me == ".":
                continue
            for j in self._neighbours(i):
                other = self._at(m, j)
                if other != "." and (self.cannibal or other != me):
                    out.append((divmod(i, self.cols), divmod(j, self.cols)))
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
            raise InvalidGameError(f"a move is a pair of points ((r1, c1), (r2, c2)), not {move!r}") from None
        if ((r1, c1), (r2, c2)) not in self.legal_moves(m):
            raise InvalidGameError(f"{((r1, c1), (r2, c2))} is not a move of {self.board(m)}")
        i, j = r1 * self.cols + c1, r2 * self.cols + c2
        me = m >> (2 * i) & 3
        return (m & ~(3 << (2 * i)) & ~(3 << (2 * j))) | (me << (2 * j))

    def _draw_move(self, move: Move, x0: float, head: int, cell: int) -> str:
        (r1, c1), (r2, c2) = move
        return (f'<line class="move" x1="{x0 + (c1 + 0.5) * cell:.1f}" y1="{head + (r1 + 0.5) * cell}" '
                f'x2="{x0 + (c2 + 0.5) * cell:.1f}" y2="{head + (r2 + 0.5) * cell}" '
                f'stroke="#d62728" stroke-width="5" stroke-linecap="round">'
                f"<title>winning move: ({r1}, {c1}) takes ({r2}, {c2})</title></line>")


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

    name = "cannibal-clobber"
    key_head = "cc"
    cannibal = True
