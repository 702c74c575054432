"""Input helpers shared by the subcommands."""

from __future__ import annotations

import sys


class UsageError(Exception):
    """A command line that asks for something impossible (printed with the usage, exit 2)."""


def read_input(path: str | None) -> bytes:
    """The bytes of `path`, or of standard input when `path` is None or ``-``."""
    if path is None or path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as f:
        return f.read()


def read_edge_list(data: bytes):
    """Parse ``n m`` and m lines ``u v`` (vertices 1..n): (n, 0-based (m, 2) edge array)."""
    from .._textio import IntReader
    from ..errors import InputFormatError

    r = IntReader(data)
    n, m = (int(x) for x in r.row(2, "'n m'"))
    if n < 1 or m < 0:
        raise InputFormatError(f"need n >= 1 and m >= 0, not n={n}, m={m}", 1)
    start = r.pos
    edges = r.rows(m, 2, "an edge 'u v'")
    r.check_range(edges, 1, n, "vertex", start)
    r.expect_end()
    return n, edges - 1
