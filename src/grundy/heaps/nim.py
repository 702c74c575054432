"""Nim, under normal play (the last mover wins) and misère play (the last mover loses).

A move takes any positive number of tokens from one heap. Moves are given as pairs
``(heap index, new size)``, the same form as :func:`grundy.sum_winning_moves`.
"""

from __future__ import annotations

from functools import reduce
from operator import xor
from typing import Iterable

from ..core.outcome import Outcome
from ._input import as_heaps

__all__ = ["nim_value", "nim_outcome", "nim_winning_moves"]


def nim_value(heaps: Iterable[int]) -> int:
    """The Grundy value of a Nim position: the XOR of the heap sizes.

    Parameters
    ----------
    heaps : iterable of int
        Heap sizes (non-negative; any size).

    Returns
    -------
    int
        The nim-sum; 0 exactly when the player to move loses under normal play.

    Raises
    ------
    InvalidGameError
        If a heap is negative or not an integer.

    Notes
    -----
    O(n) for n heaps (on big integers, O(total bits)).

    Examples
    --------
    >>> nim_value([3, 4, 5])
    2
    """
    return reduce(xor, as_heaps(heaps), 0)


def nim_outcome(heaps: Iterable[int], *, misere: bool = False) -> Outcome:
    """Who wins a Nim position.

    Parameters
    ----------
    heaps : iterable of int
        Heap sizes.
    misere : bool
        Misère play (whoever takes the last token loses) instead of normal play.

    Returns
    -------
    Outcome
        ``Outcome.N`` when the player to move wins, else ``Outcome.P``.

    Raises
    ------
    InvalidGameError
        If a heap is negative or not an integer.

    Notes
    -----
    O(n). Normal play: P iff the XOR is 0. Misère play: when every heap has at most one token,
    P iff the number of 1-heaps is odd; otherwise, P iff the XOR is 0 (Bouton).

    Examples
    --------
    >>> nim_outcome([1, 2, 3]), nim_outcome([1, 1], misere=True), nim_outcome([1], misere=True)
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>, <Outcome.P: 'P'>)
    """
    h = as_heaps(heaps)
    x = reduce(xor, h, 0)
    if misere and all(v <= 1 for v in h):
        return Outcome.P if sum(h) % 2 == 1 else Outcome.N
    return Outcome.of_value(x)


def nim_winning_moves(heaps: Iterable[int], *, misere: bool = False) -> list[tuple[int, int]]:
    """Every winning move of a Nim position, as ``(heap index, new size)`` pairs.

    Parameters
    ----------
    heaps : iterable of int
        Heap sizes.
    misere : bool
        Misère play instead of normal play.

    Returns
    -------
    list of (int, int)
        All moves that leave a P-position, in heap order; empty when the player to move loses.

    Raises
    ------
    InvalidGameError
        If a heap is negative or not an integer.

    Notes
    -----
    O(n). Normal play: with x the XOR, heap i goes to ``h_i ^ x`` whenever that is smaller.
    Misère play: with every heap at most 1, take a 1-heap when their count is even; with
    exactly one heap above 1, reduce it to 0 or 1 so that an odd number of 1-heaps remains (the
    only winning move); with two or more heaps above 1, the normal-play moves (each leaves
    two heaps above 1, where misère and normal play agree).

    Examples
    --------
    >>> nim_winning_moves([3, 4, 5])
    [(0, 1)]
    >>> nim_winning_moves([1, 1, 4], misere=True)
    [(2, 1)]
    """
    h = as_heaps(heaps)
    x = reduce(xor, h, 0)
    if misere:
        big = [i for i, v in enumerate(h) if v > 1]
        if not big:
            if sum(h) % 2 == 1:
                return []
            return [(i, 0) for i, v in enumerate(h) if v == 1]
        if len(big) == 1:
            j = big[0]
            ones = sum(1 for i, v in enumerate(h) if v == 1 and i != j)
            return [(j, 1 if ones % 2 == 0 else 0)]
    if x == 0:
        return []
    return [(i, v ^ x) for i, v in enumerate(h) if v ^ x < v]
