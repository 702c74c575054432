"""Short text summaries of results, for one-line reprs and error messages: an object cut to a
few dozen characters, a long list by its first items and its length."""

from __future__ import annotations

import math
from itertools import islice
from typing import Callable, Sequence

import numpy as np

from ._limits import shorten

__all__ = ["short", "name", "preview"]


#: Ints of more bits than this are written by their size (Python refuses to write ints of
#: more than 4300 digits, and a repr has no use for them).
_WRITTEN_BITS = 4000


def short(x: object, limit: int = 40) -> str:
    """``repr(x)`` cut to about `limit` characters, for one-line reprs of results.

    An int of more than about 1200 digits is written by its size, ``'≈3.333333e+4999'``
    (Python refuses ``repr`` of ints of more than 4300 digits); a tuple is written item by
    item, the same way. O(size of x) at worst, O(limit) for a short tuple of ints.

    >>> short(10**5000 // 3), short((2**64, "a" * 60), 12)
    ('≈3.333333e+4999', "(184467440737…(20 digits), 'aaaaaaaaaaa…)")
    """
    if isinstance(x, int) and not isinstance(x, bool) and x.bit_length() > _WRITTEN_BITS:
        b = x.bit_length() - 64
        exponent = math.log10(abs(x) >> b) + b * math.log10(2)
        e = math.floor(exponent)
        mantissa = round(10 ** (exponent - e), 6)
        if mantissa >= 10:
            mantissa, e = mantissa / 10, e + 1
        return f"{'-' if x < 0 else ''}≈{mantissa:.6f}e+{e}"
    if type(x) is tuple and len(x) <= 8:
        return f"({', '.join(short(i, limit) for i in x)}{',' if len(x) == 1 else ''})"
    try:
        return shorten(repr(x), limit)
    except ValueError:  # pragma: no cover - an object holding an int too long to write
        return f"<{type(x).__name__}>"


def name(x: object, limit: int = 12) -> str:
    """A vertex name for a picture: a str label as it is, anything else by :func:`short`,
    cut to about `limit` characters."""
    return shorten(x, limit) if isinstance(x, str) else short(x, limit)


def preview(items: Sequence, k: int = 5, fmt: Callable[[object], str] | None = None, width: int = 24) -> str:
    """A list written in one short line: ``'[0, 2, 4]'``, or the first `k` items and the
    count, ``'[0, 2, 4, 6, 8, … 50000 in all]'``; each item is written by :func:`short` (or
    `fmt`) and cut to about `width` characters. O(k) for a list or an array.
    """
    head = items[:k] if isinstance(items, (list, tuple, np.ndarray)) else list(islice(items, k))
    if isinstance(head, np.ndarray):
        head = head.tolist()
    text = ", ".join(short(x, width) if fmt is None else shorten(fmt(x), width) for x in head)
    return f"[{text}]" if len(items) <= k else f"[{text}, … {len(items)} in all]"
