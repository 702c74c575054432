"""Wythoff's game: two heaps; a move takes any positive number of tokens from one heap, or the
same positive number from both.

The P-positions are the pairs ``(a_k, b_k)`` (either order) with ``a_k = floor(k * phi)`` and
``b_k = a_k + k``, phi the golden ratio. Everything here is exact integer arithmetic
(``math.isqrt``): ``a_k = (k + isqrt(5 k^2)) // 2``. Floating-point phi is already wrong at
k = 102334155, and heaps of any size work.
"""

from __future__ import annotations

from math import isqrt

from ..core.outcome import Outcome
from ._input import as_int

__all__ = [
    "wythoff_p_position",
    "wythoff_partner",
    "wythoff_outcome",
    "wythoff_winning_moves",
    "wythoff_options",
]


def _lower(k: int) -> int:
    """floor(k * phi), exactly."""
    return (k + isqrt(5 * k * k)) // 2


def wythoff_p_position(k: int) -> tuple[int, int]:
    """The k-th P-position ``(a_k, b_k)`` of Wythoff's game, with ``b_k - a_k = k``.

    Notes
    -----
    O(M(log k)): one integer square root.

    Examples
    --------
    >>> [wythoff_p_position(k) for k in range(5)]
    [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]
    """
    k = as_int(k, "k")
    a = _lower(k)
    return a, a + k


def wythoff_partner(n: int) -> int:
    """The unique m such that ``{n, m}`` is a P-position (0 for 0).

    Every positive integer is exactly one of the a_k (then its partner is b_k) or b_k (then
    a_k): the two Beatty sequences partition the positive integers.

    Notes
    -----
    O(M(log n)): a few integer square roots.

    Examples
    --------
    >>> [wythoff_partner(n) for n in range(8)]
    [0, 2, 1, 5, 7, 3, 10, 4]
    """
    n = as_int(n, "heap")
    if n == 0:
        return 0
    k = (isqrt(5 * n * n) - n) // 2 + 1  # k - 1 = floor(n / phi) < n / phi, so a_k >= n
    if _lower(k) == n:
        return n + k
    # n = b_j = a_j + j for j near n / phi^2.
    j = (3 * n - isqrt(5 * n * n)) // 2
    for c in (j - 1, j, j + 1, j + 2):
        if c >= 1 and _lower(c) + c == n:
            return _lower(c)
    raise AssertionError(f"no Wythoff partner found for {n}")  # pragma: no cover


def wythoff_outcome(a: int, b: int) -> Outcome:
    """Who wins Wythoff's game with heaps a and b.

    Parameters
    ----------
    a, b : int
        Heap sizes (non-negative; any size).

    Returns
    -------
    Outcome
        ``Outcome.P`` exactly when, with a <= b and k = b - a, ``a == (k + isqrt(5 k^2)) // 2``.

    Raises
    ------
    InvalidGameError
        If a heap is negative or not an integer.

    Notes
    -----
    O(M(log b)).

    Examples
    --------
    >>> wythoff_outcome(3, 5), wythoff_outcome(5, 3), wythoff_outcome(4, 5)
    (<Outcome.P: 'P'>, <Outcome.P: 'P'>, <Outcome.N: 'N'>)
    >>> k = 102334155  # the float formula gets this one wrong
    >>> wythoff_outcome(*wythoff_p_position(k))
    <Outcome.P: 'P'>
    """
    a, b = as_int(a, "heap a"), as_int(b, "heap b")
    lo, hi = min(a, b), max(a, b)
    return Outcome.P if _lower(hi - lo) == lo else Outcome.N


def wythoff_winning_moves(a: int, b: int) -> list[tuple[int, int]]:
    """Every winning move of Wythoff's game, as the heaps ``(a', b')`` after it.

    Parameters
    ----------
    a, b : int
        Heap sizes.

    Returns
    -------
    list of (int, int)
        At most three moves, in this order: reduce a to the partner of b; reduce b to the
        partner of a; take the same amount from both, down to the P-position whose difference
        is ``|a - b|``. Empty from a P-position.

    Raises
    ------
    InvalidGameError
        If a heap is negative or not an integer.

    Notes
    -----
    O(M(log b)). A move on one heap keeps the other, and each heap size has exactly one
    P-partner; a move on both keeps the difference, and each difference has exactly one
    P-position. So these are all the winning moves.

    Examples
    --------
    >>> wythoff_winning_moves(4, 5)
    [(3, 5), (1, 2)]
    """
    a, b = as_int(a, "heap a"), as_int(b, "heap b")
    if wythoff_outcome(a, b) is Outcome.P:
        return []
    moves = []
    pb = wythoff_partner(b)
    if pb < a:
        moves.append((pb, b))
    pa = wythoff_partner(a)
    if pa < b:
        moves.append((a, pa))
    lo, hi = min(a, b), max(a, b)
    base = _lower(hi - lo)
    if base < lo:
        t = lo - base
        moves.append((a - t, b - t))
    return moves


def wythoff_options(a: int, b: int) -> list[tuple[int, int]]:
    """Every move of Wythoff's game from heaps a and b, as the heaps ``(a', b')`` after it.

    Parameters
    ----------
    a, b : int
        Heap sizes.

    Returns
    -------
    list of (int, int)
        In this order: k taken from a (k = 1, ..., a), then from b (k = 1, ..., b), then from
        both (k = 1, ..., min(a, b)).

    Raises
    ------
    InvalidGameError
        If a heap is negative or not an integer.

    Notes
    -----
    O(a + b) options.

    Examples
    --------
    >>> wythoff_options(2, 1)
    [(1, 1), (0, 1), (2, 0), (1, 0)]
    """
    a, b = as_int(a, "heap a"), as_int(b, "heap b")
    return ([(a - k, b) for k in range(1, a + 1)] + [(a, b - k) for k in range(1, b + 1)]
            + [(a - k, b - k) for k in range(1, min(a, b) + 1)])
