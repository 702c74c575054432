"""Moore's Nim_k: a move takes tokens from at least one and at most k heaps.

Nim_1 is Nim. The P-positions (Moore 1910): write the heaps in binary; the player to move
loses exactly when, in every bit position, the number of heaps with that bit set is a multiple
of k + 1.
"""

from __future__ import annotations

from typing import Iterable

from ..core.outcome import Outcome
from ._input import as_heaps, as_int

__all__ = ["moore_nim_outcome", "moore_nim_winning_move"]


def _bit_counts_ok(h: list[int], k: int) -> bool:
    top = max(h, default=0).bit_length()
    return all(sum((v >> b) & 1 for v in h) % (k + 1) == 0 for b in range(top))


def moore_nim_outcome(heaps: Iterable[int], k: int) -> Outcome:
    """Who wins a position of Moore's Nim_k.

    Parameters
    ----------
    heaps : iterable of int
        Heap sizes (non-negative; any size).
    k : int
        The most heaps one move may reduce (k >= 1).

    Returns
    -------
    Outcome
        ``Outcome.P`` when every bit position has a count of set bits divisible by k + 1.

    Raises
    ------
    InvalidGameError
        If a heap is negative, or k < 1.

    Notes
    -----
    O(n * B) for n heaps of B bits.

    Examples
    --------
    >>> moore_nim_outcome([1, 2, 3], 2), moore_nim_outcome([3, 3, 3], 2)
    (<Outcome.N: 'N'>, <Outcome.P: 'P'>)
    """
    k = as_int(k, "k", 1)
    h = as_heaps(heaps)
    return Outcome.P if _bit_counts_ok(h, k) else Outcome.N


def moore_nim_winning_move(heaps: Iterable[int], k: int) -> tuple[int, ...] | None:
    """A winning move of Moore's Nim_k: the heap sizes after it, or None from a P-position.

    Parameters
    ----------
    heaps : iterable of int
        Heap sizes.
    k : int
        The most heaps one move may reduce (k >= 1).

    Returns
    -------
    tuple of int or None
        The heaps after the move (same order; at most k of them smaller, none larger), or None
        when the player to move loses.

    Raises
    ------
    InvalidGameError
        If a heap is negative, or k < 1.

    Notes
    -----
    O(n * B). Bits are fixed from the top. A heap already reduced at a higher bit is *free*:
    its lower bits may be anything. At each bit with r = (count of set bits) mod (k + 1) != 0
    among the heaps not yet touched: if at least k + 1 - r free heaps exist, set this bit in
    that many of them (and clear it in the other free heaps); otherwise clear the bit in r
    untouched heaps that have it (they become free), so that the touched heaps number at most
    f + r <= k. Every touched heap drops at its first touched bit, so it is smaller. The result
    is checked against the P-position test before it is returned.

    Examples
    --------
    >>> moore_nim_winning_move([1, 2, 3], 2)
    (1, 1, 1)
    >>> moore_nim_winning_move([3, 3, 3], 2) is None
    True
    """
    k = as_int(k, "k", 1)
    h = as_heaps(heaps)
    if _bit_counts_ok(h, k):
        return None
    new = list(h)
    free: list[int] = []  # indices of touched heaps, in order of touching
    touched = set()
    for b in reversed(range(max(h).bit_length())):
        bit = 1 << b
        for i in free:
            new[i] &= ~bit  # free heaps start this bit cleared
        have = [i for i in range(len(h)) if i not in touched and h[i] & bit]
        r = len(have) % (k + 1)
        if r == 0:
            continue
        if len(free) >= k + 1 - r:
            for i in free[: k + 1 - r]:
                new[i] |= bit
        else:
            for i in have[:r]:
                new[i] = (h[i] >> b << b) ^ bit  # clear this bit; lower bits are free (0 now)
                touched.add(i)
                free.append(i)
    if not (1 <= len(touched) <= k and _bit_counts_ok(new, k)
            and all(new[i] < h[i] for i in touched)):
        raise AssertionError(f"Moore's Nim construction failed on {h} with k={k}")
    return tuple(new)
