"""Validation of integer arguments shared by the families (heap games, misère quotients): any
integer type in (numpy's included), no bool or float, Python ints out."""

from __future__ import annotations

import operator
from typing import Any, Iterable

from .errors import InvalidGameError

__all__ = ["as_int", "as_heaps"]


def as_int(x: Any, what: str, minimum: int = 0) -> int:
    """`x` as a Python int >= `minimum`; any integer type (numpy included), no bool or float."""
    if isinstance(x, bool):
        raise InvalidGameError(f"{what} must be an integer, not {x!r}")
    try:
        v = operator.index(x)
    except TypeError:
        raise InvalidGameError(f"{what} must be an integer, not {x!r}") from None
    if v < minimum:
        raise InvalidGameError(f"{what} must be at least {minimum}, not {v}")
    return v


def as_heaps(heaps: Iterable[Any], what: str = "heap", minimum: int = 0) -> list[int]:
    """A sequence of integers >= `minimum` as a list of Python ints; errors name the index."""
    if isinstance(heaps, (str, bytes)) or not hasattr(heaps, "__iter__"):
        raise InvalidGameError(f"expected a sequence of {what} sizes, not {heaps!r}")
    out = []
    for i, h in enumerate(heaps):
        out.append(as_int(h, f"{what} {i}", minimum))
    return out
