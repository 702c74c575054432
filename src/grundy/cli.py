"""The ``grundy`` command line.

Every error about the input prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

__all__ = ["main", "run"]


def _read(path: str | None) -> bytes:
    if path is None or path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as f:
        return f.read()


def _cmd_judge(args: argparse.Namespace) -> str:
    from .judge import PROBLEMS, solve

    if args.list:
        width = max(map(len, PROBLEMS))
        return "".join(f"{name:<{width}}  {summary}\n" for name, (_, summary) in PROBLEMS.items())
    if args.problem is None:
        raise _UsageError("judge needs a PROBLEM (see 'grundy judge --list')")
    return solve(args.problem, _read(args.file))


def _cmd_tokens(args: argparse.Namespace) -> str:
    from .graphs._input import from_edge_arrays
    from .graphs.tokens import analyze_tokens
    from .judge.acwing1319 import read

    n, src, dst, tokens = read(_read(args.file))
    result = analyze_tokens(from_edge_arrays(n, src, dst), tokens)
    if args.json:
        record = result.to_json()
        if record["move"] is not None:
            record["move"]["from"] += 1
            record["move"]["to"] += 1
        return json.dumps(record, ensure_ascii=False) + "\n"
    lines = [result.outcome.word]
    if result.move is not None:
        m = result.move
        lines.append(f"move token at {m.source + 1} to {m.target + 1}")
    return "\n".join(lines) + "\n"


class _UsageError(Exception):
    pass


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="grundy",
        description="Solve impartial combinatorial games: who wins, and the move that wins.",
    )
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    j = sub.add_parser("judge", help="solve a classic problem in its own input format")
    j.add_argument("problem", nargs="?", metavar="PROBLEM", help="problem name (see --list)")
    j.add_argument("file", nargs="?", metavar="FILE", help="input file (default: standard input)")
    j.add_argument("--list", action="store_true", help="name every problem, one line each")
    j.set_defaults(run=_cmd_judge)

    t = sub.add_parser(
        "tokens",
        help="tokens on a directed graph that may have cycles: win, lose or draw, and a move",
        description="Input as AcWing 1319: 'N M K', M lines 'x y' (edge x->y, vertices 1..N), "
        "then K token vertices. Cycles are allowed (play may be drawn).",
    )
    t.add_argument("file", nargs="?", metavar="FILE", help="input file (default: standard input)")
    t.add_argument("--json", action="store_true", help="print one JSON object")
    t.set_defaults(run=_cmd_tokens)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    from .errors import GrundyError

    try:
        out = args.run(args)
    except _UsageError as e:
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
