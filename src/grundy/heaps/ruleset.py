"""Heap games given by a function (CGSuite's ``FunctionalHeapRuleset``): :class:`HeapRuleset`.

``options(n)`` gives each option of a heap of n tokens as the heaps it leaves, say
``[(a, n - a) for a in range(1, (n + 1) // 2)]`` for Grundy's game. The game is then played
on sums of heaps, a move replacing one heap by the heaps of one of its options, and everything
:class:`~grundy.heaps.TakeAndBreak` answers for a code is answered here: the values, the
winning moves of a sum, the misère quotient (:func:`grundy.misere_quotient` takes a
HeapRuleset).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

import numpy as np

from .._limits import check_memory, shorten
from ..core.games import GameSolver, Sum
from ..core.outcome import Outcome
from ..errors import InvalidGameError
from ._input import as_heaps, as_int, sum_targets
from ._period import Periodicity
from .rules import HeapMove

__all__ = ["HeapRuleset"]


class HeapRuleset:
    """A heap game whose options a function gives (CGSuite's ``FunctionalHeapRuleset``).

    Parameters
    ----------
    options : callable
        ``options(n)`` yields each option of a heap of n >= 1 tokens as an iterable of the
        heaps it leaves (sizes >= 0; heaps of 0 are no heaps and are dropped; an empty
        iterable leaves nothing). Heaps may be larger than n, as long as no play goes on for
        ever.
    name : str, optional
        What to call the game (its :attr:`code`); by default the function's name.

    Attributes
    ----------
    code : str
        The name.
    t, max_heaps : None
        Nothing is known of the tokens a move takes or the heaps it leaves (as for a
        :class:`~grundy.heaps.TakeAndBreak` with a repeating tail and unbounded counts).

    Raises
    ------
    InvalidGameError
        When `options` is not callable; later, when it gives an option that is not a list of
        heap sizes (naming the heap and the option), or the game has a cycle of positions.

    Notes
    -----
    A heap of 0 tokens has no move. Values are computed by the engine for games you define
    (:class:`~grundy.GameSolver`, iterative and memoized), each option valued as the XOR of its
    heaps: O(sum of the options of the heaps up to n, times the heaps in each) calls, in
    Python; no period is ever claimed (no theorem covers a function).

    Examples
    --------
    Grundy's game, and "a heap of n becomes two heaps a < b < sqrt(n)" (CGSuite's tutorial):

    >>> grundys_game = HeapRuleset(lambda n: [(a, n - a) for a in range(1, (n + 1) // 2)],
    ...                            name="Grundy's game")
    >>> grundys_game.values(12).tolist()
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]
    >>> grundys_game.winning_moves([7, 5])
    [HeapMove(heap=0, take=0, leave=(2, 5)), HeapMove(heap=1, take=0, leave=(1, 4))]
    >>> roots = HeapRuleset(lambda n: [(a, b) for b in range(n) if b * b < n for a in range(b)])
    >>> roots.values(20).tolist()[:12]
    [0, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2]
    """

    t = None
    max_heaps = None
    theorem = None

    def __init__(self, options: Callable[[int], Iterable[Iterable[int]]], name: str | None = None):
        if not callable(options):
            raise InvalidGameError("options must be a callable giving the options of a heap")
        self._fn = options
        self.code = name if name is not None else (getattr(options, "__name__", None)
                                                   or type(options).__name__)
        self._solver = GameSolver(self._moves)
        self._values = np.zeros(1, np.int32)

    def __repr__(self) -> str:
        return f"HeapRuleset({self.code!r})"

    def _repr_svg_(self) -> str | None:
        """The values as a picture (notebooks), as :meth:`TakeAndBreak._repr_svg_`: all the
        values computed so far (thinned past 572 of them, the caption says how), or, when
        fewer than two are known, the first 300, computed for the picture on a copy of the
        game within about half a second (the caption says how many it got, and at which heap
        it stopped if the function gave a bad option there). None when not even two values
        could be computed. 640 x 290 pixels, under 700 KB."""
        from ._draw import first_values, game_svg

        def first(n: int) -> tuple:
            values, why = first_values(GameSolver(self._moves).value, n)
            return values, None, why

        return game_svg(self._values, self.code, None, first)

    # ----------------------------------------------------------------------------------------
    # Moves.

    def _leaves(self, n: int) -> list[tuple[int, ...]]:
        """The options of heap n, each as the sorted heaps it leaves (zeros dropped), checked."""
        if n <= 0:
            return []
        out = []
        for opt in self._fn(n):
            if isinstance(opt, (str, bytes)) or not hasattr(opt, "__iter__"):
                raise InvalidGameError(
                    f"{self.code}: an option of heap {n} must be a list of heap sizes, not "
                    f"{shorten(repr(opt))}")
            heaps = []
            for h in opt:
                try:
                    h = as_int(h, "heap")
                except InvalidGameError:
                    raise InvalidGameError(
                        f"{self.code}: option {shorten(repr(opt))} of heap {n} has {h!r}, not a "
                        "heap size") from None
                if h > 0:
                    heaps.append(h)
            out.append(tuple(sorted(heaps)))
        return out

    def _moves(self, n: int) -> list:
        return [Sum(*leave) for leave in self._leaves(n)]

    def options(self, n: int) -> list[tuple[int, tuple[int, ...]]]:
        """Every move from one heap of n, as ``(take, leave)``: `leave` the heaps left in
        increasing order, `take` the tokens taken (negative when the move adds some), in the
        order the function gives them.

        Examples
        --------
        >>> HeapRuleset(lambda n: [(n - 1,), (1, n - 2)] if n >= 3 else []).options(4)
        [(1, (3,)), (1, (1, 2))]
        """
        n = as_int(n, "heap")
        return [(n - sum(leave), leave) for leave in self._leaves(n)]

    # ----------------------------------------------------------------------------------------
    # Values.

    @property
    def computed(self) -> int:
        """How many values are known (g(0) .. g(computed - 1))."""
        return len(self._values)

    def values(self, n: int, *, checkpoint: Callable[[np.ndarray], None] | None = None,
               **_: Any) -> np.ndarray:
        """g(0), ..., g(n - 1) as an int32 array (kept for later calls).

        Parameters
        ----------
        n : int
            How many values.
        checkpoint : callable, optional
            Called with the values so far every 1000 heaps and at the end.

        Raises
        ------
        InvalidGameError
            For a bad option (see the class) or a cycle of positions.
        """
        n = as_int(n, "n")
        if n > len(self._values):
            check_memory(n * 4, f"n = {shorten(n, 20)} values of {self.code}")
            buf = np.zeros(n, np.int32)
            buf[: len(self._values)] = self._values
            for h in range(len(self._values), n):
                buf[h] = self._solver.value(h)
                if checkpoint is not None and h % 1000 == 999:
                    self._values = buf[: h + 1]
                    checkpoint(self._values)
            self._values = buf
            if checkpoint is not None:
                checkpoint(self._values)
        return self._values[:n]

    def set_values(self, values: np.ndarray, *, check: int = 300) -> None:
        """Adopt known values g(0), g(1), ... (saved earlier), checking the first `check`.

        Raises
        ------
        InvalidGameError
            If they are not a non-negative integer sequence starting with the right values.
        """
        v = np.asarray(values)
        if v.ndim != 1 or len(v) == 0 or v.dtype.kind not in "iu" or v.min() < 0:
            raise InvalidGameError("saved values must be a non-empty 1-D array of values >= 0")
        for i in range(min(len(v), check)):
            if self._solver.value(i) != v[i]:
                raise InvalidGameError(f"saved values are not those of {self.code}: g({i}) is "
                                       f"{v[i]}, not {self._solver.value(i)}")
        self._values = v.astype(np.int32)

    def value(self, n: int) -> int:
        """g(n), from the values computed or by the engine (memoized)."""
        n = as_int(n, "heap")
        if n < len(self._values):
            return int(self._values[n])
        return self._solver.value(n)

    def outcome(self, n: int) -> Outcome:
        """``Outcome.N`` when the player to move from one heap of n wins."""
        return Outcome.of_value(self.value(n))

    def certificate(self, upto: int | None = None, **_: Any) -> Periodicity:
        """No periodicity theorem covers a game given by a function: the result says so (with
        `upto`, after computing that many values)."""
        if upto is not None:
            self.values(upto)
        return Periodicity(None, None, len(self._values), 0,
                           "no periodicity theorem covers games given by a function")

    # ----------------------------------------------------------------------------------------
    # Sums.

    def sum_value(self, heaps: Iterable[int]) -> int:
        """The value of a sum of heaps: the XOR of g over them."""
        x = 0
        for h in as_heaps(heaps):
            x ^= self.value(h)
        return x

    def winning_moves(self, heaps: Iterable[int]) -> list[HeapMove]:
        """Every winning move in a sum of heaps, as :class:`~grundy.heaps.HeapMove`.

        Notes
        -----
        O(options of the heaps) once their values are known.
        """
        h = as_heaps(heaps)
        targets = sum_targets([self.value(v) for v in h])
        if targets is None:
            return []
        moves = []
        for i, (size, target) in enumerate(zip(h, targets)):
            for take, leave in self.options(size):
                y = 0
                for part in leave:
                    y ^= self.value(part)
                if y == target:
                    moves.append(HeapMove(i, take, leave))
        return moves

    def winning_move(self, heaps: Iterable[int]) -> HeapMove | None:
        """One winning move in a sum of heaps, or None from a P-position."""
        moves = self.winning_moves(heaps)
        return moves[0] if moves else None
