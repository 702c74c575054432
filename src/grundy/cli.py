"""The ``grundy`` command line.

Subcommands live in :mod:`grundy.commands`, one module per family; a run imports only the
module of its command (all of them for ``--help``). ``grundy judge PROBLEM [FILE]`` and
``grundy search cram BOARD`` skip argparse altogether. Every error about the input prints one
line on stderr and exits with
status 2; work stopped by a time limit it was given (``grundy misere --seconds``) prints what it
finished, one line on stderr, and exits with status 124 (as ``timeout`` does).
``grundy --quiet COMMAND ...`` (``-q``) runs the command with ``GRUNDY_QUIET`` set: no
announcement of long work and no progress bar.
"""

from __future__ import annotations

import sys
from types import SimpleNamespace
TYPE_CHECKING = False  # typing is not imported at run time: the command line starts sooner

from .commands import COMMANDS, MODULES
from .commands._io import UsageError

if TYPE_CHECKING:
    import argparse
    from collections.abc import Sequence

__all__ = ["main", "run"]

#: The exit status of a command stopped by its time limit (that of coreutils' ``timeout``).
TIME_LIMIT_STATUS = 124


def _parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of `command` alone when it is a known subcommand, else of every subcommand."""
    import argparse
    import importlib

    from . import __version__

    p = _argument_parser(
        prog="grundy",
        description="Solve impartial combinatorial games: who wins, and the move that wins.",
        epilog="Long computations say so on standard error, and show a progress bar where "
        "standard error is a terminal; --quiet (or the environment variable GRUNDY_QUIET=1) "
        "silences both.",
    )
    p.add_argument("--version", action="version", version=f"grundy {__version__}")
    p.add_argument("-q", "--quiet", action="store_true",
                   help="no note on standard error that long work starts, and no progress bar "
                   "(give it before the COMMAND)")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in (COMMANDS[command],) if command in COMMANDS else MODULES:
        importlib.import_module(f"{__package__}.commands.{name}").register(sub)
    return p


def _shorten_quoted(message: str) -> str:
    """`message` with every quoted text of more than 60 characters cut to its first 40 and its
    length (argparse quotes the rejected argument whole)."""
    import re

    return re.sub(r"'([^']{61,})'", lambda m: f"'{m[1][:40]}...' ({len(m[1])} characters)", message)


def _argument_parser(**kwargs) -> argparse.ArgumentParser:
    """An argparse parser whose errors (its subcommands' too: they are made of its class) quote a
    long argument by its start and length."""
    import argparse

    class ArgumentParser(argparse.ArgumentParser):
        def error(self, message):
            super().error(_shorten_quoted(message))

    return ArgumentParser(**kwargs)


def _command_parser(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.ArgumentParser:
    """The parser of the (sub)command that `argv` names (``grundy search cram``: cram's), whose
    usage line is the one to show with an error."""
    import argparse

    for word in argv:
        subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        if not subs or word not in subs[0].choices:
            if not word.startswith("-") and subs:
                break
            continue
        parser = subs[0].choices[word]
    return parser


def _plain_judge(argv: list[str]) -> SimpleNamespace | None:
    """The arguments of ``judge PROBLEM [FILE]`` (no options), which need no parser; else None."""
    if len(argv) not in (2, 3) or argv[0] != "judge" or any(a.startswith("-") and a != "-" for a in argv[1:]):
        return None
    from .commands import judge

    return SimpleNamespace(command="judge", problem=argv[1], file=argv[2] if len(argv) == 3 else None,
                           list=False, run=judge._run)


def _plain_cram(argv: list[str]) -> SimpleNamespace | None:
    """The arguments of ``search cram BOARD`` (no options), which need no parser; else None."""
    if len(argv) != 3 or argv[:2] != ["search", "cram"] or argv[2].startswith("-"):
        return None
    from .commands import search

    return SimpleNamespace(command="search", game="cram", board=argv[2], holes=None, table=None,
                           workers=None, ray=None, table_memory=None, json=False, run=search._run_cram)


def _quiet_options(argv: list[str]) -> int:
    """How many ``-q`` / ``--quiet`` options lead `argv` (the global option, before the command)."""
    k = 0
    while k < len(argv) and argv[k] in ("-q", "--quiet"):
        k += 1
    return k


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    With ``-q`` / ``--quiet`` before the command, the command runs with ``GRUNDY_QUIET`` set
    (no announcement, no progress bar); the variable is restored when it returns. Python's
    limit on the digits of an int read from text (4300) is lifted for the process: the
    commands are exact at any size, and their own limits say how large is too large.
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    if hasattr(sys, "set_int_max_str_digits"):  # numbers are exact at any size here
        sys.set_int_max_str_digits(0)
    quiet = _quiet_options(argv)
    if not quiet:
        return _main(argv)
    import os

    before = os.environ.get("GRUNDY_QUIET")
    os.environ["GRUNDY_QUIET"] = "1"
    try:
        return _main(argv[quiet:])
    finally:
        if before is None:
            del os.environ["GRUNDY_QUIET"]
        else:
            os.environ["GRUNDY_QUIET"] = before


def _main(argv: list[str]) -> int:
    """:func:`main` for `argv` without its leading ``--quiet`` options."""
    args = _plain_judge(argv) or _plain_cram(argv)
    parser = None
    if args is None:
        parser = _parser(argv[0] if argv else None)
        args = parser.parse_args(argv)
    from .errors import GrundyError, TimeLimitError

    try:
        out = args.run(args)
    except TimeLimitError as e:  # what was finished in time, then where it stopped
        sys.stdout.write(getattr(e, "output", ""))
        sys.stdout.flush()
        print(f"grundy: time limit: {e}", file=sys.stderr)
        return TIME_LIMIT_STATUS
    except UsageError as e:
        _command_parser(parser or _parser(args.command), argv).print_usage(sys.stderr)
        print(f"grundy: error: {e}", file=sys.stderr)
        return 2
    except GrundyError as e:
        where = f"{args.file}: " if getattr(args, "file", None) not in (None, "-") else ""
        print(f"grundy: error: {where}{e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"grundy: error: {e.filename or ''}: {e.strerror}", file=sys.stderr)
        return 2
    except MemoryError:  # a size no check foresaw: still one line, not a traceback
        print("grundy: error: out of memory", file=sys.stderr)
        return 2
    try:
        if isinstance(out, str):
            sys.stdout.write(out)
        else:  # bytes-like, or a list of them: written as they are, with no str in between
            sys.stdout.flush()
            for piece in out if isinstance(out, list) else [out]:
                view = memoryview(piece).cast("B")
                for start in range(0, len(view), 1 << 28):  # one write() stops short near 2 GiB
                    sys.stdout.buffer.write(view[start : start + (1 << 28)])
        sys.stdout.flush()
    except BrokenPipeError:
        return 0
    return 0


def run() -> None:
    """Entry point of the ``grundy`` console script and ``python -m grundy``.

    No command uses BLAS, so numpy's BLAS library is asked for one thread (unless the
    environment says otherwise) before numpy loads: no thread pool is started. Runs
    :func:`main` (Ctrl-C prints one line and exits with status 130), flushes the output, and
    ends the process at once: the interpreter's normal
    shutdown (freeing every module and array) only adds to the run time, and nothing is left
    to clean up but a Ray session that ``--ray`` began, which is ended first.
    """
    import os

    for var in ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(var, "1")
    try:
        status = main()
    except KeyboardInterrupt:
        print("grundy: interrupted", file=sys.stderr)
        status = 130  # 128 + SIGINT, as shells report it
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        pass
    ray_session = sys.modules.get("grundy.search._ray")
    if ray_session is not None:  # a Ray cluster started here stops with its agents
        ray_session.shutdown()
    sys.stderr.flush()
    os._exit(status)
