"""Fibonacci Nim, and its misère form (SNOI2020 取石子).

One heap of n tokens. The first move takes 1..m tokens; every later move takes at least 1 and
at most twice the number the previous move took. Under normal play whoever takes the last token
wins. Write n in Zeckendorf form (a sum of non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, ...):
the player to move wins exactly when the smallest term q is at most the current limit, and
taking q wins (the next term is more than 2q, so the opponent cannot reach the new smallest
term).

In the misère form taking the last token loses. Nobody takes the last of several tokens on
purpose, so it is Fibonacci Nim on n - 1 tokens: the first player loses at n exactly when
n - 1 = 0 or the smallest Zeckendorf term of n - 1 exceeds m.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from ..core.outcome import Outcome
from ..errors import InvalidGameError
from . import _kernels
from ._input import as_int

__all__ = [
    "zeckendorf",
    "fibonacci_nim_outcome",
    "fibonacci_nim_winning_move",
    "count_misere_fibonacci_wins",
]

INT64_MAX = 2**63 - 1


def _fibs_upto(n: int) -> list[int]:
    """The distinct Fibonacci numbers 1, 2, 3, 5, ... that are <= max(n, 1)."""
    fibs = [1, 2]
    while fibs[-1] + fibs[-2] <= n:
        fibs.append(fibs[-1] + fibs[-2])
    if fibs[-1] > max(n, 1):
        fibs.pop()
    return fibs


@lru_cache(maxsize=1)
def _fib_array() -> np.ndarray:
    return np.array(_fibs_upto(INT64_MAX), dtype=np.int64)


def zeckendorf(n: int) -> list[int]:
    """The Zeckendorf representation of n: non-consecutive Fibonacci numbers, largest first.

    Notes
    -----
    O(log n) big-integer additions (greedy: take the largest Fibonacci number that fits).

    Examples
    --------
    >>> zeckendorf(100), zeckendorf(0)
    ([89, 8, 3], [])
    """
    n = as_int(n, "n")
    out = []
    for f in reversed(_fibs_upto(n)):
        if f <= n:
            out.append(f)
            n -= f
    return out


def fibonacci_nim_outcome(n: int, m: int) -> Outcome:
    """Who wins Fibonacci Nim with n tokens when the player to move may take 1..m.

    Parameters
    ----------
    n : int
        Tokens left (>= 0; any size).
    m : int
        The most the player to move may take now (>= 1): the first move's limit, or twice
        the amount of the previous move.

    Returns
    -------
    Outcome
        ``Outcome.N`` exactly when the smallest Zeckendorf term of n is at most m (n > 0).

    Raises
    ------
    InvalidGameError
        If n < 0 or m < 1.

    Notes
    -----
    O(log n).

    Examples
    --------
    >>> fibonacci_nim_outcome(13, 12), fibonacci_nim_outcome(12, 1)
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>)
    """
    n, m = as_int(n, "n"), as_int(m, "m", 1)
    if n == 0:
        return Outcome.P
    return Outcome.N if zeckendorf(n)[-1] <= m else Outcome.P


def fibonacci_nim_winning_move(n: int, m: int) -> int | None:
    """How many tokens to take to win Fibonacci Nim (n tokens, limit m), or None if none wins.

    Returns
    -------
    int or None
        The smallest Zeckendorf term of n when it is at most m; else None (a P-position).

    Raises
    ------
    InvalidGameError
        If n < 0 or m < 1.

    Notes
    -----
    O(log n).

    Examples
    --------
    >>> fibonacci_nim_winning_move(100, 5), fibonacci_nim_winning_move(100, 2)
    (3, None)
    """
    n, m = as_int(n, "n"), as_int(m, "m", 1)
    if n == 0:
        return None
    q = zeckendorf(n)[-1]
    return q if q <= m else None


def _count_large_terms(x: int, j0: int, fibs: list[int]) -> int:
    """How many v in [0, x] use only the Zeckendorf terms fibs[j0:] (see the kernel)."""
    if x < 0:
        return 0
    top = len(fibs) - 1
    while top >= 0 and fibs[top] > x:
        top -= 1
    res, rest, i = 0, x, top
    while i >= 0:
        if fibs[i] <= rest:
            free = i - j0
            res += fibs[free] if free > 0 else 1
            if i < j0:
                return res
            rest -= fibs[i]
            i -= 2
        else:
            i -= 1
    return res + 1


def count_misere_fibonacci_wins(N: Any, k: Any) -> Any:
    """How many n in [1, N] let the first player win misère Fibonacci Nim with first limit k.

    The SNOI2020 problem 取石子: n stones, the first move takes 1..k, later moves at most
    twice the previous one, and whoever takes the last stone loses.

    Parameters
    ----------
    N : int or array_like of int
        The range 1..N (N >= 1).
    k : int or array_like of int
        The first move's limit (k >= 1). Arrays of N and k broadcast together; array queries
        run in a compiled kernel and must stay below 2**63.

    Returns
    -------
    int or numpy.ndarray of int64
        The count (an array for array input).

    Raises
    ------
    InvalidGameError
        If N < 1 or k < 1, or array values do not fit int64.

    Notes
    -----
    O(log N) per query. The first player loses at n exactly when v = n - 1 is 0 or every
    Zeckendorf term of v exceeds k. Counting the v in [0, N - 1] whose terms all lie in
    F_j0, F_j0+1, ... (F_j0 the least Fibonacci number above k) is a digit DP over the
    Zeckendorf digits of N - 1: where N - 1 has a 1 at index i, the numbers that agree above i
    and have 0 at i are free on the L = i - j0 indices j0..i-1, and there are F_L binary strings
    of length L without two adjacent 1s (1, 2, 3, 5, ...). The answer is N minus that count.

    Examples
    --------
    >>> [count_misere_fibonacci_wins(N, k) for k, N in [(1, 5), (2, 5), (1, 10)]]
    [2, 3, 4]
    >>> count_misere_fibonacci_wins([5, 5, 10], [1, 2, 1]).tolist()
    [2, 3, 4]
    """
    if np.ndim(N) == 0 and np.ndim(k) == 0:
        N, k = as_int(N, "N", 1), as_int(k, "k", 1)
        fibs = _fibs_upto(max(N, k + 1))
        while fibs[-1] <= k:
            fibs.append(fibs[-1] + fibs[-2])
        j0 = next(j for j, f in enumerate(fibs) if f > k)
        return N - _count_large_terms(N - 1, j0, fibs)
    try:
        ns, ks = np.broadcast_arrays(np.asarray(N), np.asarray(k))
    except ValueError as e:
        raise InvalidGameError(f"N and k do not broadcast together: {e}") from None
    for arr, what in ((ns, "N"), (ks, "k")):
        if arr.size and arr.dtype.kind not in "iu":
            if arr.dtype == object:
                if any(not isinstance(v, int) or v >= 2**63 for v in arr.ravel()):
                    raise InvalidGameError(f"{what} values must be integers below 2**63")
            else:
                raise InvalidGameError(f"{what} must hold integers, not {arr.dtype}")
        if arr.size and (arr.min() < 1):
            raise InvalidGameError(f"{what} must be at least 1, found {arr.min()}")
        if arr.size and arr.dtype.kind == "u" and arr.max() > INT64_MAX:
            raise InvalidGameError(f"{what} values must be below 2**63")
    shape = ns.shape
    out = _kernels.misere_fibonacci_wins(
        np.ascontiguousarray(ks, dtype=np.int64).ravel(),
        np.ascontiguousarray(ns, dtype=np.int64).ravel(),
        _fib_array(),
    )
    return out.reshape(shape)
