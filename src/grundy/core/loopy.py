"""Generalized Sprague–Grundy values for games that may cycle (draws possible).

A position's value is a number m, or infinity(K) where K is the set of finite values among
its options (Smith 1966; Fraenkel–Yesha). ``m = 0`` is a loss for the player to move, ``m > 0``
a win, and infinity(K) a win when 0 is in K, else a draw.

The values of a game given by a function are found on the graph of its positions
(:func:`grundy.loopy_values`, in :mod:`grundy.tokens.loopy`): this module holds the values
and their sums only, and imports nothing above the core.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Union

from .outcome import Outcome

__all__ = ["LoopyValue", "sum_outcome"]


@dataclass(frozen=True)
class LoopyValue:
    """A generalized Sprague–Grundy value: finite ``m`` or ``infinity(K)``.

    Parameters
    ----------
    finite : int or None
        The value m when finite, else None.
    infinity : frozenset of int or None
        K, the finite values among the options, when the value is infinite, else None.

    Examples
    --------
    >>> LoopyValue(2)
    LoopyValue(2)
    >>> v = LoopyValue.infinite([0, 3])
    >>> print(v, v.outcome)
    ∞(0,3) win
    """

    finite: int | None = None
    infinity: frozenset[int] | None = None

    def __post_init__(self) -> None:
        if (self.finite is None) == (self.infinity is None):
            raise ValueError("a LoopyValue is either finite or infinite")

    @classmethod
    def infinite(cls, K: Iterable[int]) -> "LoopyValue":
        """The value infinity(K)."""
        return cls(None, frozenset(int(k) for k in K))

    @property
    def is_finite(self) -> bool:
        """True for a finite value m."""
        return self.finite is not None

    @property
    def outcome(self) -> Outcome:
        """The outcome of a position of this value, for the player to move."""
        if self.finite is not None:
            return Outcome.of_value(self.finite)
        return Outcome.N if 0 in self.infinity else Outcome.DRAW

    def __str__(self) -> str:
        if self.finite is not None:
            return str(self.finite)
        return "∞(" + ",".join(map(str, sorted(self.infinity))) + ")"

    def __repr__(self) -> str:
        if self.finite is not None:
            return f"LoopyValue({self.finite})"
        k = sorted(self.infinity)
        if len(k) > 12:  # a long K: its first values and its size
            return f"LoopyValue.infinite([{', '.join(map(str, k[:10]))}, … {len(k)} values])"
        return f"LoopyValue.infinite({k})"

    def to_json(self) -> Union[int, dict]:
        """An int for a finite value, ``{"infinity": [sorted K]}`` for an infinite one."""
        if self.finite is not None:
            return self.finite
        return {"infinity": sorted(self.infinity)}


def sum_outcome(values: Iterable[Union[LoopyValue, int]]) -> Outcome:
    """The outcome of a sum of games with the given generalized values.

    Finite values add by XOR; infinity(K) plus finite b is a win when b is in K, else a draw;
    two or more infinite parts make a draw.

    Notes
    -----
    O(k) for k parts.

    Examples
    --------
    >>> sum_outcome([1, 1])
    <Outcome.P: 'P'>
    >>> sum_outcome([LoopyValue.infinite([0, 2]), 2])
    <Outcome.N: 'N'>
    >>> sum_outcome([LoopyValue.infinite([0]), LoopyValue.infinite([0])])
    <Outcome.DRAW: 'D'>
    """
    x = 0
    infinite = []
    for v in values:
        if isinstance(v, LoopyValue):
            if v.finite is None:
                infinite.append(v)
                continue
            v = v.finite
        x ^= int(v)
    if not infinite:
        return Outcome.of_value(x)
    if len(infinite) == 1 and x in infinite[0].infinity:
        return Outcome.N
    return Outcome.DRAW
