"""Chomp on a rows x cols bar, solved by dynamic programming over every position.

The bar's squares are (row, col), counted from 0, row 0 at the bottom; the square (0, 0) at the
bottom left is poisoned. A move takes a square and every square above and to the right of it
(rows and columns at least its own). Whoever takes the poisoned square loses, so it is never
taken: a move takes another square, and the player left with the poisoned square alone cannot
move and loses. That is the normal-play game this module solves.

A position is a *staircase*: the lengths of its rows from the bottom, ``(a0, a1, ...)`` with
``a0 >= a1 >= ...``, ``a0 >= 1`` (the poisoned square is always there). The bar is
``(cols,) * rows``. Chomp on r x c is Chomp on c x r (turn the bar over its diagonal through the
poisoned square), so every board is solved in the orientation of fewer rows.

Every staircase of an r x c box is ranked (the combinatorial number system: ``chomp.hpp`` says
how), and a compiled DP fills the values of all C(r + c, r) of them, one byte each (two past 256
squares), the options' values gathered in a bit set and the mex taken from it. Its order makes
the positions of equal area above the bottom row independent, so threads share them
(``workers``). The values of every sub-bar come with it: :meth:`Chomp.rectangle_values`.

A second route (``method="search"``) searches the bar as a placement game
(:class:`~grundy.PlacementGame`: taking a square needs it and removes its upper right
quadrant) with the compiled search engine, with its lasting SQLite table, workers and Ray. It is
slower than the DP on every bar (``benchmarks/chomp.py``) and checks it.
"""

from __future__ import annotations

import math
import os
import struct
import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

    import numpy as np

from ..errors import InputFormatError, InvalidGameError
from ._draw import MoveMemo, caption, cells_svg

__all__ = ["Chomp", "MAX_SQUARES"]

Square = tuple[int, int]

#: The most squares a bar of the DP may have (its values must fit in 16 bits).
MAX_SQUARES = 65536
#: Values of bars of at most this many squares fit in one byte (a value is at most the number
#: of moves, which is one less than the number of squares).
BYTE_SQUARES = 256
_MAGIC = b"GRUNDY-CHOMP-1\n\0"
#: Seconds between two records of the levels done in a table (besides the end and Ctrl-C).
MARK_SECONDS = 30.0
_HEADER = 64  # bytes before the values in a table file: magic, rows, cols, itemsize, levels done


def _box_ranks(r: int, c: int) -> list[list[int]]:
    """g[k][a] = C(k + c - a, k + 1): row k's share of the rank of a staircase whose row k has
    a squares (``chomp.hpp``)."""
    return [[math.comb(k + c - a, k + 1) for a in range(c + 1)] for k in range(r)]


def _level_work(r: int, c: int) -> list[int]:
    """The options looked at in each level of the DP (positions whose rows after the first hold
    L squares, L = 0 .. (r - 1) c), for the progress bar; all 1 (progress by levels) when
    counting them would cost more than a moment. O(r c^2) steps of numpy."""
    import numpy as np

    top = (r - 1) * c
    if (c + 1) * (top + 1) * max(r - 2, 1) > 10**7:
        return [1] * (top + 1)
    # f[m, L]: partitions of L into at most k parts of at most m, for k = 0 .. r - 2 in turn
    f = np.zeros((c + 1, top + 1), np.int64)
    f[:, 0] = 1
    for _ in range(r - 2):
        g = np.zeros_like(f)
        g[0, 0] = 1
        for m in range(1, c + 1):
            g[m] = g[m - 1]
            g[m, m:] += f[m, :top + 1 - m]
        f = g
    L = np.arange(top + 1, dtype=np.int64)
    work = np.zeros(top + 1, np.int64)
    for m in range(0, c + 1):  # m: the second row's length (0 when there is one row)
        if r == 1 and m:
            break
        lo = max(m, 1)
        n = c - lo + 1  # positions a0 = lo .. c, each with L + a0 - 1 options
        per = n * (L[m:] - 1) + (lo + c) * n // 2
        work[m:] += (f[m, :top + 1 - m] if r > 1 else 1) * per
    return [int(x) for x in work]


class Chomp:
    """Chomp on a rows x cols bar: its value, winning moves and pictures, by a DP over every
    position.

    Parameters
    ----------
    rows, cols : int
        The bar's size, at least 1 x 1.
    table : str or os.PathLike, optional
        A file of the DP's values, read, extended and reused by later runs: Ctrl-C keeps what
        was done, a later run goes on from there. A table of a larger box serves every bar
        inside it (its values cover every position of the box). With ``method="search"``, the
        search's SQLite table instead.
    workers : int, optional
        Threads of the DP (default 1); with ``method="search"``, processes of the search.
    progress : bool
        A progress bar on standard error for runs of more than a second, where someone watches.
    method : {"dp", "search"}
        ``"dp"`` (the default): the DP over every staircase. ``"search"``: the compiled search
        engine, the bar as a placement game; ``ray`` and ``max_bytes`` are for it.
    ray, max_bytes
        As for :class:`~grundy.PlacementGame`, with ``method="search"`` only.

    Notes
    -----
    The DP takes O(N r c) time and N bytes (2 N past 256 squares), N = C(r + c, r) the
    number of staircases of the box: 12 x 12 has 2.7 million, 16 x 16 601 million. A position's
    value is then O(r) to look up, its winning moves O(r c).

    Examples
    --------
    >>> game = Chomp(3, 4)
    >>> game.value()
    9
    >>> game.winning_move()  # take the two right squares of the upper rows
    (1, 2)
    >>> game.value((4, 2, 2)), Chomp(2, 2).value()
    (0, 2)
    >>> Chomp(8, 8).value(), Chomp(1, 5).value()  # one row is a Nim heap of the other squares
    (13, 4)
    """

    def __init__(self, rows: int, cols: int, *, table: str | os.PathLike[str] | None = None,
                 workers: int | None = None, progress: bool = True, method: str = "dp",
                 ray: str | None = None, max_bytes: int | None = None):
        for what, x in (("rows", rows), ("cols", cols)):
            if isinstance(x, bool) or not isinstance(x, int) or x < 1:
                raise InvalidGameError(f"Chomp {what} must be a positive integer, not {x!r}")
        if method not in ("dp", "search"):
            raise InvalidGameError(f"method must be 'dp' or 'search', not {method!r}")
        if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int)
                                    or workers < 1):
            raise InvalidGameError(f"workers must be a positive integer, not {workers!r}")
        if method == "dp" and (ray is not None or max_bytes is not None):
            raise InvalidGameError("ray and max_bytes are for method='search'; the DP runs in "
                                   "one process (workers: its threads)")
        if method == "dp" and rows * cols > MAX_SQUARES:
            raise InvalidGameError(f"Chomp {rows}x{cols} has {rows * cols} squares; the DP takes "
                                   f"bars of at most {MAX_SQUARES}")
        self.rows, self.cols, self.method = rows, cols, method
        self.start: tuple[int, ...] = (cols,) * rows
        self.progress = progress
        self._memo = MoveMemo()
        # the DP's orientation: fewer rows (the transposed bar has the same value)
        self._flip = rows > cols
        self._r, self._c = (cols, rows) if self._flip else (rows, cols)
        self._values: np.ndarray | None = None
        self._search = None
        if method == "search" and rows * cols > 1:
            self._placement(table, workers, ray, max_bytes)
        else:  # (the 1 x 1 bar has no move to search)
            self._table = None if table is None or method == "search" else os.fspath(table)
            self._threads = 1 if method == "search" else workers or 1
            self._solved = False

    # ------------------------------------------------------------------ the DP
    def _open(self) -> None:
        """The values array of the box (the table's, or this bar's), and the levels done."""
        import numpy as np

        from .._limits import check_memory

        r, c = self._r, self._c
        box, done = (r, c), 0
        if self._table is not None and os.path.exists(self._table):
            box, done, itemsize = self._read_header()
            if r > box[0] or c > box[1]:
                raise InvalidGameError(f"table {self._table!r} holds the positions of Chomp "
                                       f"{box[0]}x{box[1]}, which do not include {self.rows}x{self.cols}")
        R, C = box
        n = math.comb(R + C, R)
        dtype = np.uint8 if R * C <= BYTE_SQUARES else np.uint16
        if R * C > MAX_SQUARES:
            raise InvalidGameError(f"Chomp {self.rows}x{self.cols} has {R * C} squares; the DP "
                                   f"takes bars of at most {MAX_SQUARES}")
        check_memory(n * np.dtype(dtype).itemsize, f"Chomp {self.rows}x{self.cols} "
                     f"({n:,} positions)")
        if self._table is None:
            values = np.zeros(n, dtype)
        else:
            if not os.path.exists(self._table):
                with open(self._table, "wb") as f:
                    f.write(self._header(R, C, np.dtype(dtype).itemsize, 0))
                    f.truncate(_HEADER + n * np.dtype(dtype).itemsize)
            values = np.memmap(self._table, dtype=dtype, mode="r+", offset=_HEADER, shape=(n,))
        self._box, self._done, self._values = box, done, values
        self._g = _box_ranks(R, C)

    @staticmethod
    def _header(rows: int, cols: int, itemsize: int, done: int) -> bytes:
        return _MAGIC + struct.pack("<4q", rows, cols, itemsize, done).ljust(_HEADER - len(_MAGIC), b"\0")

    def _read_header(self) -> tuple[tuple[int, int], int, int]:
        with open(self._table, "rb") as f:
            head = f.read(_HEADER)
            size = os.fstat(f.fileno()).st_size
        if len(head) < _HEADER or not head.startswith(_MAGIC):
            raise InputFormatError(f"table {self._table!r}: not a Chomp table of grundy")
        R, C, itemsize, done = struct.unpack("<4q", head[len(_MAGIC):len(_MAGIC) + 32])
        if not (1 <= R <= C and R * C <= MAX_SQUARES and itemsize == (1 if R * C <= BYTE_SQUARES else 2)
                and 0 <= done <= (R - 1) * C + 1
                and size == _HEADER + math.comb(R + C, R) * itemsize):
            raise InputFormatError(f"table {self._table!r}: its header or size is damaged")
        return (R, C), done, itemsize

    def _mark(self, done: int) -> None:
        """Record in the table that levels 0 .. done - 1 are filled."""
        R, C = self._box
        self._values.flush()
        with open(self._table, "r+b") as f:
            f.write(self._header(R, C, self._values.itemsize, done))

    def solve(self) -> None:
        """Fill the values of every position of the bar (and of the table's box as far as the
        bar needs), unless done already. The values are then looked up, never computed again.

        Notes
        -----
        O(N r c) time for the N = C(r + c, r) staircases of the box. Ctrl-C stops it; with a
        table, a later call goes on from the last level finished.
        """
        if self._search is not None or self._solved:
            return
        if self._values is None:
            self._open()
        from .._progress import Progress
        from ._chomp import fill_level

        R, C = self._box
        need = (self._r - 1) * self._c + 1  # levels 0 .. (r - 1) c hold every position of the bar
        if self._done < need:
            work = _level_work(R, C)
            total = sum(work[:need])
            with Progress(total, self.progress and total > 5 * 10**8, f"chomp {self.rows}x{self.cols}",
                          unit=" options") as bar:
                done = sum(work[:self._done])
                bar.update(done)
                marked = time.monotonic()
                try:
                    for L in range(self._done, need):
                        fill_level(R, C, self._values, L, self._threads)
                        self._done = L + 1
                        done += work[L]
                        bar.update(done)
                        if self._table is not None and time.monotonic() - marked > MARK_SECONDS:
                            self._mark(self._done)  # a killed run loses at most this much
                            marked = time.monotonic()
                finally:
                    if self._table is not None:
                        self._mark(self._done)
        self._solved = True

    # ------------------------------------------------------------------ positions
    def _position(self, position: Sequence[int] | None) -> tuple[int, ...]:
        """`position` checked and padded to `rows` rows (None: the bar)."""
        if position is None:
            return self.start
        try:
            if isinstance(position, (str, bytes)):
                raise TypeError
            a = [int(x) if not isinstance(x, (bool, str, bytes)) and int(x) == x else None
                 for x in position]
        except (TypeError, ValueError):
            raise InvalidGameError(f"a Chomp position is a sequence of row lengths, not "
                                   f"{position!r}") from None
        if None in a or len(a) > self.rows or not a:
            raise InvalidGameError(f"a Chomp position of {self.rows}x{self.cols} is 1 to "
                                   f"{self.rows} row lengths (integers), not {position!r}")
        for i, x in enumerate(a):
            if not 0 <= x <= self.cols:
                raise InvalidGameError(f"row {i} of position {tuple(a)} has {x} squares: "
                                       f"expected 0 to {self.cols}")
            if i and x > a[i - 1]:
                raise InvalidGameError(f"row {i} of position {tuple(a)} is longer than the row "
                                       f"below it: a Chomp position is a staircase")
        if a[0] < 1:
            raise InvalidGameError(f"position {tuple(a)} has no poisoned square: the bottom "
                                   "row keeps it")
        return tuple(a) + (0,) * (self.rows - len(a))

    def _rank(self, a: tuple[int, ...]) -> int:
        """The index of the values of the staircase `a` (bottom row first, the bar's
        orientation) in the box."""
        if self._flip:  # the transposed staircase: column heights
            a = tuple(sum(1 for x in a if x > j) for j in range(self.cols))
        g = self._g
        R, C = self._box
        return sum(g[k][a[k] if k < len(a) else 0] for k in range(R))

    def legal_moves(self, position: Sequence[int] | None = None) -> list[Square]:
        """The squares a move may take in `position` (default the bar), row by row from the
        bottom: every square but the poisoned one. O(r c).

        >>> Chomp(2, 2).legal_moves((2, 1))
        [(0, 1), (1, 0)]
        """
        a = self._position(position)
        return [(i, j) for i, x in enumerate(a) for j in range(x) if (i, j) != (0, 0)]

    def after(self, position: Sequence[int] | None, square: Square) -> tuple[int, ...]:
        """The position after taking `square` (and every square above and to its right).

        >>> Chomp(3, 3).after(None, (1, 1))
        (3, 1, 1)
        """
        a = self._position(position)
        try:
            i, j = (int(x) for x in square)
        except (TypeError, ValueError):
            raise InvalidGameError(f"a square is a (row, col) pair, not {square!r}") from None
        if not (0 <= i < self.rows and 0 <= j < a[i]) or (i, j) == (0, 0):
            raise InvalidGameError(f"square {(i, j)} is not a move of position {a}: " + (
                "the poisoned square is never taken" if (i, j) == (0, 0) else "it is not there"))
        return tuple(x if k < i else min(x, j) for k, x in enumerate(a))

    def options(self, position: Sequence[int] | None = None) -> Iterator[tuple[int, ...]]:
        """The positions one move leads to, in the order of :meth:`legal_moves`. O(r) each."""
        a = self._position(position)
        for sq in self.legal_moves(a):
            yield self.after(a, sq)

    # ------------------------------------------------------------------ values
    def value(self, position: Sequence[int] | None = None) -> int:
        """The Grundy value of `position` (default the bar), solving the bar first if needed.

        >>> Chomp(5, 5).value((5, 5, 5, 5, 5)), Chomp(5, 5).value((5, 1, 1, 1, 1))
        (6, 0)
        """
        a = self._position(position)
        if self._search is not None:
            return self._search.value(self._mask(a))
        self.solve()
        return int(self._values[self._rank(a)])

    def winning_moves(self, position: Sequence[int] | None = None) -> list[Square]:
        """Every square whose taking leaves a position of value 0 (empty when the value is 0).

        >>> Chomp(4, 4).winning_moves()  # leave an L of two equal arms
        [(1, 1)]
        """
        a = self._position(position)
        return [sq for sq in self.legal_moves(a) if self.value(self.after(a, sq)) == 0]

    def winning_move(self, position: Sequence[int] | None = None) -> Square | None:
        """A square whose taking leaves value 0, or None when the value is 0.

        >>> Chomp(1, 1).winning_move() is None  # only the poisoned square: no move
        True
        """
        a = self._position(position)
        if self._search is not None:
            k = self._search.winning_move(self._mask(a))
            move = None if k is None else self._move_square[k]
        else:
            move = next(iter(self.winning_moves(a)), None)
        self._memo.remember(hash(a), move)
        return move

    def rectangle_values(self) -> np.ndarray:
        """The values of every bar inside this one: entry ``[a - 1, b - 1]`` is Chomp a x b.

        Notes
        -----
        The DP of this bar gives them all (every sub-bar is a position of it): O(r c) after
        :meth:`solve`.

        >>> Chomp(3, 4).rectangle_values()
        array([[0, 1, 2, 3],
               [1, 2, 4, 5],
               [2, 4, 5, 9]])
        """
        import numpy as np

        out = np.zeros((self.rows, self.cols), np.int64)
        for a in range(1, self.rows + 1):
            for b in range(1, self.cols + 1):
                out[a - 1, b - 1] = self.value((b,) * a)
        return out

    # ------------------------------------------------------------------ the search route
    def _placement(self, table, workers, ray, max_bytes) -> None:
        from .placement import PlacementGame

        rows, cols = self.rows, self.cols
        index = {(i, j): i * cols + j for i in range(rows) for j in range(cols)}
        moves, self._move_square = [], []
        for (i, j), x in index.items():
            if (i, j) != (0, 0):
                self._move_square.append((i, j))
                moves.append(([x], [index[p, q] for p in range(i, rows) for q in range(j, cols)]))
        # a square bar is its own image turned over its diagonal
        turn = [[index[j, i] for i, j in index]] if rows == cols else None
        self._search = PlacementGame(moves, cells=rows * cols, symmetries=turn, table=table,
                                     workers=workers, ray=ray, max_bytes=max_bytes,
                                     progress=self.progress)

    def _mask(self, a: tuple[int, ...]) -> int:
        return sum(((1 << x) - 1) << (i * self.cols) for i, x in enumerate(a))

    def close(self) -> None:
        """Let go of the search's workers and tables (``method="search"``), or of the DP's values."""
        if self._search is not None:
            self._search.close()
        self._values = None
        self._solved = False

    def __enter__(self) -> "Chomp":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Chomp({self.rows}, {self.cols})"

    # ------------------------------------------------------------------ pictures
    def picture(self, position: Sequence[int] | None = None) -> str:
        """The position as text, top row first: ``#`` a square, ``x`` the poisoned one, ``.`` a
        square taken.

        >>> print(Chomp(2, 3).picture((3, 1)))
        # . .
        x # #
        """
        a = self._position(position)
        lines = []
        for i in reversed(range(self.rows)):
            lines.append(" ".join("x" if (i, j) == (0, 0) else "#" if j < a[i] else "."
                                  for j in range(self.cols)))
        return "\n".join(lines)

    def svg(self, position: Sequence[int] | None = None) -> str:
        """An SVG picture of `position` (default the bar): squares white, squares taken grey,
        the square of a winning move dark red and the squares it takes with it pink, the value
        above. The poisoned square is at the bottom left.

        Notes
        -----
        O(r c), and the bar's DP the first time; with ``method="search"``, positions of more
        than 30 squares show a move only once :meth:`winning_move` found it.

        >>> Chomp(2, 3).svg().startswith("<svg")
        True
        """
        a = self._position(position)
        size = sum(a)
        if self._search is None:
            found, move = True, self.winning_move(a)
        else:
            found, move = self._memo.known(hash(a), size, lambda: self.winning_move(a))
        title = caption(f"Chomp {self.rows}x{self.cols}", found, move, lambda: self.value(a), "squares")
        coords = [(self.rows - 1 - i, j) for i in range(self.rows) for j in range(self.cols)]
        free = self._mask(a)
        needs, removes = set(), set()
        if move is not None:
            i, j = move
            needs = {i * self.cols + j}
            removes = {p * self.cols + q for p in range(i, self.rows) for q in range(j, a[p])}
        return cells_svg(coords, free, needs, removes, title)

    def _repr_svg_(self) -> str:
        """The bar as :meth:`svg` draws it (notebooks)."""
        return self.svg()
