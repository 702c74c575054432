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
