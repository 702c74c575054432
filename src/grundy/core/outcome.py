"""Outcome classes of positions."""

from __future__ import annotations

import enum

__all__ = ["Outcome"]


class Outcome(enum.Enum):
    """Who wins a position under optimal play.

    ``P`` (alias ``LOSE``): the player to move loses. ``N`` (alias ``WIN``): the player to move
    wins. ``DRAW``: neither can force a win (only in games with cycles).

    Examples
    --------
    >>> Outcome.P is Outcome.LOSE
    True
    >>> str(Outcome.N)
    'win'
    """

    P = "P"
    N = "N"
    DRAW = "D"
    LOSE = "P"
    WIN = "N"

    @property
    def word(self) -> str:
        """``'lose'``, ``'win'`` or ``'draw'``, from the point of view of the player to move."""
        return {"P": "lose", "N": "win", "D": "draw"}[self.value]

    def __str__(self) -> str:
        return self.word

    @classmethod
    def of_value(cls, g: int) -> "Outcome":
        """The outcome of a position of (finite) Grundy value `g`."""
        return cls.N if g else cls.P
