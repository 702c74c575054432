"""What a heap game played on sums of heaps offers: its moves (:class:`HeapMove`) and its
interface (:class:`HeapRules`), which :class:`~grundy.TakeAndBreak` (and its octal face
:class:`~grundy.OctalGame`) and :class:`~grundy.HeapRuleset` both satisfy.

A function that takes either game (it saves its values, lists its winning moves, reads its
period) is typed with :class:`HeapRules`; ``isinstance(game, HeapRules)`` tells at run time
whether an object has its methods and attributes (not their signatures).
"""

from __future__ import annotations

from typing import Callable, Iterable, NamedTuple, Protocol, Sequence, runtime_checkable

import numpy as np

from ..core.outcome import Outcome
from ._period import Periodicity

__all__ = ["HeapMove", "HeapRules"]


class HeapMove(NamedTuple):
    """A move in a sum of heaps: take `take` tokens from heap number `heap` (0-based; a
    negative `take` adds tokens) and leave the heaps `leave` (sizes in increasing order; empty
    when the whole heap goes)."""

    heap: int
    take: int
    leave: tuple[int, ...]

    def __repr__(self) -> str:
        """As a tuple's repr, with heaps of more than 40 digits cut short."""
        from .._reprs import short

        return f"{type(self).__name__}(heap={self.heap}, take={self.take}, leave={short(self.leave)})"


@runtime_checkable
class HeapRules(Protocol):
    """A heap game played on sums of heaps, a move replacing one heap by the heaps it leaves:
    what :class:`~grundy.TakeAndBreak`, :class:`~grundy.OctalGame` and
    :class:`~grundy.HeapRuleset` all answer.

    Attributes
    ----------
    code : str
        The game's name or code.
    t, max_heaps : int or None
        The most tokens a move takes and the most heaps it leaves (None: no bound known).
    theorem : str or None
        The theorem that proves the game's periods, or None.
    computed : int
        How many values are known.

    Notes
    -----
    Each method's cost is its game's; see the classes.

    Examples
    --------
    >>> import grundy
    >>> def first_losing_heap(game: HeapRules) -> int:
    ...     return next(n for n in range(1, 100) if game.value(n) == 0)
    >>> first_losing_heap(grundy.TakeAndBreak("4!.0"))
    1
    >>> grundys = grundy.HeapRuleset(lambda n: [(a, n - a) for a in range(1, (n + 1) // 2)])
    >>> first_losing_heap(grundys), isinstance(grundys, HeapRules)
    (1, True)
    >>> isinstance(grundy.SubtractionGame([1, 2]), HeapRules)  # one heap, no sums of options
    False
    """

    @property
    def code(self) -> str: ...

    @property
    def t(self) -> int | None: ...

    @property
    def max_heaps(self) -> int | None: ...

    @property
    def theorem(self) -> str | None: ...

    @property
    def computed(self) -> int: ...

    def values(self, n: int, *,
               checkpoint: Callable[[np.ndarray], None] | None = None) -> np.ndarray:
        """g(0), ..., g(n - 1), kept for later calls."""

    def set_values(self, values: np.ndarray, *, check: int = 300) -> None:
        """Adopt known values (saved earlier), checking the first `check`."""

    def value(self, n: int) -> int:
        """g(n)."""

    def outcome(self, n: int) -> Outcome:
        """The outcome of one heap of n."""

    def options(self, n: int) -> list[tuple[int, tuple[int, ...]]]:
        """Every move from one heap of n, as ``(take, leave)``."""

    def certificate(self, upto: int | None = None) -> Periodicity:
        """The proved period, or why there is none."""

    def sum_value(self, heaps: Iterable[int]) -> int:
        """The value of a sum of heaps."""

    def winning_moves(self, heaps: Iterable[int]) -> Sequence[HeapMove]:
        """Every winning move in a sum of heaps."""

    def winning_move(self, heaps: Iterable[int]) -> HeapMove | None:
        """One winning move in a sum of heaps, or None from a P-position."""
