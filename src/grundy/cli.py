"""The ``grundy`` command line.

Subcommands live in :mod:`grundy.commands`, one module per family. Every error about the
input prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import Sequence

from .commands import MODULES
from .commands._io import UsageError

__all__ = ["main", "run"]


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="grundy",
        description="Solve impartial combinatorial games: who wins, and the move that wins.",
    )
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in MODULES:
        importlib.import_module(f"{__package__}.commands.{name}").register(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    from .errors import GrundyError

    try:
        out = args.run(args)
    except UsageError as e:
        parser.print_usage(sys.stderr)
        print(f"grundy: error: {e}", file=sys.stderr)
        return 2
    except GrundyError as e:
        where = f"{args.file}: " if getattr(args, "file", None) not in (None, "-") else ""
        print(f"grundy: error: {where}{e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"grundy: error: {e.filename or ''}: {e.strerror}", file=sys.stderr)
        return 2
    try:
        sys.stdout.write(out)
        sys.stdout.flush()
    except BrokenPipeError:
        return 0
    return 0


def run() -> None:
    """Entry point of the ``grundy`` console script and ``python -m grundy``.

    Runs :func:`main`, flushes the output, and ends the process at once: the interpreter's
    normal shutdown (freeing every array and the numba runtime) can take longer than a
    whole solve, and nothing is left to clean up.
    """
    import os

    status = main()
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        pass
    sys.stderr.flush()
    os._exit(status)
