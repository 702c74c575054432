"""Input helpers shared by the subcommands."""

from __future__ import annotations

import sys


class UsageError(Exception):
    """A command line that asks for something impossible (printed with the usage, exit 2)."""


#: The largest power of ten an integer argument may carry (``1e100000`` has 100,001 digits).
MAX_EXPONENT = 100_000


def whole(text: str) -> int:
    """An integer argument of the command line: ``1000``, ``1_000``, ``-3``, or an exact integer
    in scientific notation (``1e6``, ``2.5E3``, ``1e+9``, ``10e-1``); ``1.5``, ``1e-3`` and words are refused
    with the reason (argparse shows it after the option's name).

    >>> whole("1e6"), whole("2.5e3"), whole("-7")
    (1000000, 2500, -7)
    """
    import argparse
    import re

    text = text.strip()
    try:
        return int(text)
    except ValueError:
        pass
    m = re.fullmatch(r"([+-]?)(\d[\d_]*)?(?:\.(\d*))?[eE]([+-]?\d+)", text)
    if m and (m[2] or m[3]):
        digits, exponent = (m[2] or "0").replace("_", "") + (m[3] or ""), int(m[4]) - len(m[3] or "")
        if exponent > MAX_EXPONENT:
            raise argparse.ArgumentTypeError(f"{text!r} is too large (at most 1e{MAX_EXPONENT})")
        kept = digits[: len(digits) + exponent] if exponent < 0 else digits
        if exponent >= 0 or int(digits[len(kept):] or 0) == 0:
            value = int(kept or 0) * 10 ** max(exponent, 0)
            return -value if m[1] == "-" else value
        raise argparse.ArgumentTypeError(f"expected an integer, not {text!r} (not a whole number)")
    raise argparse.ArgumentTypeError(f"expected an integer, not {text!r}")


#: Files from this size on are mapped rather than copied by ``read_input(..., mapped=True)``.
MAP_FROM = 1 << 20


def read_input(path: str | None, mapped: bool = False):
    """The bytes of `path`, or of standard input when `path` is None or ``-``.

    With `mapped`, a regular file of at least :data:`MAP_FROM` bytes (also as standard input)
    comes back as a read-only :class:`mmap.mmap` instead: the parsers read the operating
    system's cached pages directly, with no copy of the whole text (about 20 ms for 40 MB). A
    caller that asks for it uses the result only through the buffer protocol, ``find`` and
    slicing, which both types share.
    """
    f = sys.stdin.buffer if path is None or path == "-" else open(path, "rb")
    try:
        if mapped:
            import mmap
            import os
            import stat

            try:  # a stream with no file behind it (a test's io.BytesIO) is read as usual
                st = os.fstat(f.fileno())
                if stat.S_ISREG(st.st_mode) and st.st_size >= MAP_FROM and f.tell() == 0:
                    return mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
            except (OSError, ValueError):
                pass
        return f.read()
    finally:
        if f is not sys.stdin.buffer:
            f.close()


def read_edge_list(data: bytes):
    """Parse ``n m`` and m lines ``u v`` (vertices 1..n): (n, 0-based (m, 2) edge array); the
    library's reader (:func:`grundy.graphbase.toolkit.read_edge_list`), loaded on use."""
    from ..graphbase.toolkit import read_edge_list

    return read_edge_list(data)
