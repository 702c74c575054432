"""The minimum excludant."""

from __future__ import annotations

from typing import Iterable

__all__ = ["mex"]


def mex(values: Iterable[int]) -> int:
    """Return the least non-negative integer not in `values`.

    Parameters
    ----------
    values : iterable of int
        Any iterable of integers; negative ones and repeats are allowed and ignored.

    Returns
    -------
    int
        ``min(set(range(len + 1)) - set(values))``.

    Notes
    -----
    O(k) time and space for k values: only values below k can matter.

    Examples
    --------
    >>> mex([0, 1, 2, 4])
    3
    >>> mex([])
    0
    >>> mex([1, 2])
    0
    """
    seen = set(values)
    m = 0
    while m in seen:
        m += 1
    return m
