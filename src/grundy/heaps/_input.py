"""Validation of heap-game arguments: one validator per input kind, Python ints out (the int
and heap validators are grundy._ints', which the other families use too)."""

from __future__ import annotations

from .._ints import as_heaps, as_int

__all__ = ["as_int", "as_heaps", "sum_targets"]


def sum_targets(values: list[int]) -> list[int] | None:
    """For a sum of heaps of these values: the value each heap must move to for the sum to
    have value 0 (the XOR of the others), or None when the sum has value 0 already.

    >>> sum_targets([1, 2, 2]), sum_targets([3, 3])
    ([0, 3, 3], None)
    """
    x = 0
    for v in values:
        x ^= v
    return None if x == 0 else [v ^ x for v in values]
