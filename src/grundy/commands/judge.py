"""``grundy judge PROBLEM [FILE]``: classic problems in their own input formats."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._io import UsageError, read_input

if TYPE_CHECKING:
    import argparse


def _run(args: argparse.Namespace) -> str | bytes:
    from ..judge import PROBLEMS, output

    if args.list:
        width = max(map(len, PROBLEMS))
        return "".join(f"{name:<{width}}  {summary}\n" for name, (_, summary) in PROBLEMS.items())
    if args.problem is None:
        raise UsageError("judge needs a PROBLEM (see 'grundy judge --list')")
    if args.problem not in PROBLEMS:
        raise UsageError(f"unknown problem {args.problem!r}; 'grundy judge --list' names them")
    return output(args.problem, read_input(args.file))


def register(sub) -> None:
    j = sub.add_parser("judge", help="solve a classic problem in its own input format")
    j.add_argument("problem", nargs="?", metavar="PROBLEM", help="problem name (see --list)")
    j.add_argument("file", nargs="?", metavar="FILE", help="input file (default: standard input)")
    j.add_argument("--list", action="store_true", help="name every problem, one line each")
    j.set_defaults(run=_run)
