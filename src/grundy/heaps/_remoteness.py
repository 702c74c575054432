"""Remoteness and suspense numbers of every heap up to n, for the heap families.

A game whose moves leave at most one heap (subtraction games, the take-and-break codes that
never split a heap) is answered by the compiled kernel :func:`grundy.heaps._kernels.heap_remoteness`,
all heaps at once in O(n · moves). A code that splits heaps has sums of heaps as options, and
no rule reduces the remoteness of a sum to numbers of its heaps (it is not additive as
Grundy values are): those are searched over the positions below, sums of heaps sorted, with
:class:`~grundy.CompoundSolver`, which is exponential in the heap size.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import numpy as np

from .._limits import check_memory
from .._textio import shorten
from ._input import as_int

#: The most heaps a game that splits heaps is searched for (sums of up to 64 tokens: the
#: partitions of 64 number about 1.7 million).
MAX_SPLIT_HEAPS = 64

#: Bytes per heap of a remoteness table (int32).
BYTES_PER_HEAP = 4


def single_heap_table(n: int, takes: Iterable[int], leave0: Iterable[bool], leave1: Iterable[bool],
                      misere: bool, suspense: bool) -> np.ndarray:
    """R (or S) of heaps 0..n-1 of a game whose move j takes ``takes[j]`` tokens and may
    leave no heap (`leave0`) or one heap of the rest (`leave1`); int64. O(n * len(takes))."""
    from ._kernels import heap_remoteness

    n = as_int(n, "n")
    check_memory(n * BYTES_PER_HEAP, f"n = {shorten(n, 20)} remoteness numbers")
    t = np.asarray(list(takes), np.int64)
    order = np.argsort(t, kind="stable")
    z = np.asarray(list(leave0), np.uint8)[order]
    one = np.asarray(list(leave1), np.uint8)[order]
    return heap_remoteness(n, np.ascontiguousarray(t[order]), np.ascontiguousarray(z),
                           np.ascontiguousarray(one), bool(misere), bool(suspense)).astype(np.int64)


def sums_table(n: int, sum_options: Callable[[tuple[int, ...]], list[tuple[int, ...]]],
               misere: bool, suspense: bool) -> np.ndarray:
    """R (or S) of heaps 0..n-1 of a game whose sums of heaps (sorted tuples) have the options
    ``sum_options(heaps)`` (:meth:`~grundy.TBCode.sum_options`), searched over those sums."""
    from ..core.compounds import CompoundSolver
    from ..errors import ResourceLimitError

    n = as_int(n, "n")
    if n > MAX_SPLIT_HEAPS:
        raise ResourceLimitError(
            f"remoteness of {shorten(n, 20)} heaps of a game that splits heaps: a sum's "
            "remoteness is not reduced to its heaps' by any rule, so the sums below are "
            f"searched, and past {MAX_SPLIT_HEAPS} tokens they number millions")

    solver = CompoundSolver(sum_options)
    value = solver.suspense if suspense else solver.remoteness
    return np.array([value((h,) if h else (), misere) for h in range(n)], np.int64)
