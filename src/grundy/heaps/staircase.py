"""Staircase Nim: coins on stairs 0 (the floor), 1, 2, ...; a move takes any positive number
of coins from one stair i >= 1 down to stair i - 1. Coins on the floor are out of play.

``coins[i]`` is the number of coins on stair i (``coins[0]``, the floor, plays no part). A
move is a pair ``(stair, count)``: move `count` coins from `stair` to `stair - 1`.
"""

from __future__ import annotations

from functools import reduce
from operator import xor
from typing import Iterable

from ..core.outcome import Outcome
from ._input import as_heaps

__all__ = ["staircase_value", "staircase_outcome", "staircase_winning_moves"]


def staircase_value(coins: Iterable[int]) -> int:
    """The Grundy value of a staircase Nim position: the XOR of the odd stairs.

    Parameters
    ----------
    coins : iterable of int
        ``coins[i]`` coins on stair i; stair 0 is the floor.

    Returns
    -------
    int
        The XOR of ``coins[1], coins[3], coins[5], ...``.

    Raises
    ------
    InvalidGameError
        If a count is negative or not an integer.

    Notes
    -----
    O(n) for n stairs. The odd stairs are a Nim position; a move from an even stair only
    adds coins to an odd one, and any such addition can be undone by moving them on down. By
    induction no option has the same XOR, and every smaller XOR is reachable from the odd stairs
    alone, so the XOR is the Grundy value, not only the outcome.

    Examples
    --------
    >>> staircase_value([0, 3, 4, 5])
    6
    """
    c = as_heaps(coins, "stair")
    return reduce(xor, c[1::2], 0)


def staircase_outcome(coins: Iterable[int]) -> Outcome:
    """``Outcome.P`` exactly when the XOR of the odd stairs is 0 (see :func:`staircase_value`).

    Notes
    -----
    O(n).

    Examples
    --------
    >>> staircase_outcome([0, 2, 7, 2])
    <Outcome.P: 'P'>
    """
    return Outcome.of_value(staircase_value(coins))


def staircase_winning_moves(coins: Iterable[int]) -> list[tuple[int, int]]:
    """Every winning move, as ``(stair, count)``: move `count` coins from `stair` one down.

    Parameters
    ----------
    coins : iterable of int
        ``coins[i]`` coins on stair i; stair 0 is the floor.

    Returns
    -------
    list of (int, int)
        The moves that leave the XOR of the odd stairs at 0, by stair; empty from a P-position.

    Raises
    ------
    InvalidGameError
        If a count is negative or not an integer.

    Notes
    -----
    O(n). With x the XOR of the odd stairs: from an odd stair i, move ``c_i - (c_i ^ x)`` coins
    when ``c_i ^ x < c_i``; from an even stair i >= 2, move ``(c_{i-1} ^ x) - c_{i-1}`` coins
    onto the odd stair i - 1 when that is positive and at most ``c_i``. No other move changes
    the odd XOR to 0.

    Examples
    --------
    >>> staircase_winning_moves([0, 3, 4, 5])
    [(2, 2), (3, 2)]
    """
    c = as_heaps(coins, "stair")
    x = reduce(xor, c[1::2], 0)
    if x == 0:
        return []
    moves = []
    for i in range(1, len(c)):
        if i % 2 == 1:
            if c[i] ^ x < c[i]:
                moves.append((i, c[i] - (c[i] ^ x)))
        else:
            add = (c[i - 1] ^ x) - c[i - 1]
            if 0 < add <= c[i]:
                moves.append((i, add))
    return moves
