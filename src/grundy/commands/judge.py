"""``grundy judge PROBLEM [FILE]``: classic problems in their own input formats."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._io import UsageError, read_input

if TYPE_CHECKING:
    import argparse


def problem_help(problem: str) -> str:
    """The help of one problem: its input and output format (the module's description), a
    sample input and the output grundy gives for it."""
    import importlib
    import inspect
    import re

    from ..judge import PROBLEMS, sample, solve

    module = importlib.import_module(f"{__package__.rsplit('.', 1)[0]}.judge.{PROBLEMS[problem][0]}")
    doc = inspect.cleandoc(module.__doc__ or PROBLEMS[problem][1])
    doc = re.sub(r":[a-z]+:`~?([^`]*)`", r"\1", doc)  # reST roles and literals, as plain text
    doc = re.sub(r"``([^`]*)``", r"'\1'", doc)
    text = sample(problem)
    indent = lambda text: "".join(f"    {line}\n" for line in text.splitlines())  # noqa: E731
    return (
        f"usage: grundy judge {problem} [FILE]\n\n{doc}\n\n"
        f"FILE is the input (default: standard input).\n\n"
        f"Sample input:\n{indent(text)}\nSample output:\n{indent(solve(problem, text.encode()))}"
    )


def _run(args: argparse.Namespace) -> str | bytes:
    from ..judge import PROBLEMS, output

    if args.list:
        width = max(map(len, PROBLEMS))
        return "".join(f"{name:<{width}}  {summary}\n" for name, (_, summary) in PROBLEMS.items())
    if args.problem is not None and args.problem not in PROBLEMS:
        import difflib

        close = difflib.get_close_matches(args.problem, PROBLEMS, n=1, cutoff=0.6)
        raise UsageError(f"unknown problem {args.problem!r} ('grundy judge --list' names them)"
                         + (f"; did you mean '{close[0]}'?" if close else ""))
    if getattr(args, "help", False):
        return problem_help(args.problem) if args.problem else args.format_help()
    if args.problem is None:
        raise UsageError("judge needs a PROBLEM (see 'grundy judge --list')")
    return output(args.problem, read_input(args.file, mapped=True))


def register(sub) -> None:
    j = sub.add_parser("judge", help="solve a classic problem in its own input format", add_help=False,
                       description="Solve a classic problem in its own input format. "
                       "'grundy judge PROBLEM --help' shows the problem's format and a sample.")
    j.add_argument("problem", nargs="?", metavar="PROBLEM", help="problem name (see --list)")
    j.add_argument("file", nargs="?", metavar="FILE", help="input file (default: standard input)")
    j.add_argument("--list", action="store_true", help="name every problem, one line each")
    j.add_argument("-h", "--help", action="store_true",
                   help="show this help, or with a PROBLEM its input format and a sample")
    j.set_defaults(run=_run, format_help=j.format_help)
