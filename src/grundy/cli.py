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
    """The parser of `command` alone when it is a known subcommand, else of every subcommand.

    Every parser without subcommands of its own also takes ``-q`` / ``--quiet``, so the global
    option may come after the COMMAND too.
    """
    import argparse
    import importlib

    from . import __version__

    p = _argument_parser(
        prog="grundy",
        description="Solve impartial combinatorial games: who wins, and the move that wins.",
        epilog="Long computations say so on standard error, and show a progress bar where "
        "standard error is a terminal; --quiet (or the environment variable GRUNDY_QUIET=1) "
        "silences both. Options may come before, between or after the arguments, and "
        "integers may be written 1e6.",
    )
    p.add_argument("--version", action="version", version=f"grundy {__version__}")
    p.add_argument("-q", "--quiet", action="store_true",
                   help="no note on standard error that long work starts, and no progress bar")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in (COMMANDS[command],) if command in COMMANDS else MODULES:
        importlib.import_module(f"{__package__}.commands.{name}").register(sub)
    todo = list(sub.choices.values())
    while todo:
        leaf = todo.pop()
        subs = _subcommands(leaf)
        if subs is not None:
            todo.extend(subs.choices.values())
        elif "--quiet" not in leaf._option_string_actions:
            leaf.add_argument("-q", "--quiet", action="store_true", default=argparse.SUPPRESS,
                              help="as 'grundy --quiet': no note that long work starts, no progress bar")
    return p


def _shorten_quoted(message: str) -> str:
    """`message` with every quoted text of more than 60 characters cut to its first 40 and its
    length (argparse quotes the rejected argument whole)."""
    import re

    return re.sub(r"'([^']{61,})'", lambda m: f"'{m[1][:40]}...' ({len(m[1])} characters)", message)


def _subcommands(parser: argparse.ArgumentParser) -> argparse._SubParsersAction | None:
    """The subcommands action of `parser`, or None for a parser without subcommands."""
    import argparse

    return next((a for a in parser._actions if isinstance(a, argparse._SubParsersAction)), None)


def _suggestion(message: str, parser: argparse.ArgumentParser) -> str:
    """`message` with "did you mean ...?" added where it refuses a word close to a valid one: a
    command or other choice, or an option of `parser` (the command's own parser)."""
    import difflib
    import re

    choice = re.search(r"invalid choice: '([^']*)' \(choose from (.*)\)$", message)
    if choice:
        valid = [c.strip().strip("'") for c in choice[2].split(",")]
        close = difflib.get_close_matches(choice[1], valid, n=1, cutoff=0.6)
        return message + (f"; did you mean '{close[0]}'?" if close else "")
    unknown = re.match(r"unrecognized arguments: (.*)$", message)
    if unknown:
        options = [o for o in parser._option_string_actions if o.startswith("--")]
        for word in unknown[1].split():
            close = difflib.get_close_matches(word.partition("=")[0], options, n=1, cutoff=0.6)
            if word.startswith("--") and close and close[0] != word.partition("=")[0]:
                return message + f"; did you mean '{close[0]}'?"
    return message


def _argument_parser(**kwargs) -> argparse.ArgumentParser:
    """An argparse parser (its subcommands' too: they are made of its class) that takes options
    anywhere among the arguments, and whose errors are one line after the usage of the command
    in question, always prefixed ``grundy: error:``, with a suggestion for a near miss and a long
    argument quoted by its start and length.

    A parser without subcommands parses intermixed (``grundy misere 0.07 --upto 20 1 2 3``); one
    with subcommands first moves the options that precede its command word, with their values,
    after it (``grundy --upto 5 octal 0.77``), leaving its own options in place.
    """
    import argparse

    class ArgumentParser(argparse.ArgumentParser):
        #: The root parser and the arguments being parsed, for the usage shown with an error.
        parsing: tuple[argparse.ArgumentParser, list[str]] | None = None
        _intermixed = False

        def parse_known_args(self, args=None, namespace=None):
            args = list(sys.argv[1:] if args is None else args)
            subs = _subcommands(self)
            if subs is not None:
                return super().parse_known_args(_lift_options(self, subs, args), namespace)
            if self._intermixed:  # the inner calls of parse_known_intermixed_args
                return super().parse_known_args(args, namespace)
            self._intermixed = True
            try:
                return self.parse_known_intermixed_args(args, namespace)
            finally:
                self._intermixed = False

        def error(self, message):
            root, argv = ArgumentParser.parsing or (self, [])
            shown = _command_parser(root, argv) if ArgumentParser.parsing else self
            shown.print_usage(sys.stderr)
            message = _shorten_quoted(_suggestion(message, shown))
            self.exit(2, f"grundy: error: {message}\n")

    return ArgumentParser(**kwargs)


def _lift_options(parser: argparse.ArgumentParser, subs: argparse._SubParsersAction,
                  args: list[str]) -> list[str]:
    """`args` with the options before the command word that belong to the command (or to one of
    its own subcommands), and their values, moved after the command word. The command word is
    the first choice of `subs` that everything before it can precede: options of `parser` and
    options of that command with their values. Unchanged when nothing needs moving or nothing
    fits (argparse then says what is wrong)."""
    for k, word in enumerate(args):
        if word == "--":
            break
        if word not in subs.choices or k == 0:
            continue
        command = subs.choices[word]
        moved, kept, i = [], [], 0
        while i < k:
            option = args[i]
            name, eq, _ = option.partition("=")
            if name in parser._option_string_actions:
                kept.append(option)
                i += 1
                continue
            action = _option_action(command, name) if option.startswith("-") else None
            if action is None:
                break
            takes = 0 if eq else (1 if action.nargs is None else action.nargs if isinstance(action.nargs, int)
                                  else 1 if action.nargs == "?" and i + 1 < k
                                  and not args[i + 1].startswith("-") else 0)
            moved.extend(args[i : i + 1 + takes])
            i += 1 + takes
        if i == k:  # everything before fits, and the word is not the value of an option
            return [*kept, word, *moved, *args[k + 1 :]]
    return args


def _option_action(parser: argparse.ArgumentParser, name: str) -> argparse.Action | None:
    """The action of option `name` in `parser` or, failing that, in its subcommands (depth
    first); None when none has it."""
    todo = [parser]
    while todo:
        p = todo.pop()
        if name in p._option_string_actions:
            return p._option_string_actions[name]
        subs = _subcommands(p)
        if subs is not None:
            todo.extend(reversed(list(subs.choices.values())))
    return None


def _command_parser(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.ArgumentParser:
    """The parser of the (sub)command that `argv` names (``grundy search cram``: cram's), whose
    usage line is the one to show with an error."""
    for word in argv:
        subs = _subcommands(parser)
        if subs is None:
            break
        if word in subs.choices:
            parser = subs.choices[word]
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
                           workers=None, ray=None, table_memory=None, core=None, json=False,
                           run=search._run_cram)


def _quiet_options(argv: list[str]) -> int:
    """How many ``-q`` / ``--quiet`` options lead `argv` (the global option, before the command)."""
    k = 0
    while k < len(argv) and argv[k] in ("-q", "--quiet"):
        k += 1
    return k


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    With ``-q`` / ``--quiet`` (before or after the command), the command runs with
    ``GRUNDY_QUIET`` set (no announcement, no progress bar); the variable is restored when it
    returns. Python's limit on the digits of an int read from text (4300) is lifted for the
    process: the commands are exact at any size, and their own limits say how large is too large.
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    if hasattr(sys, "set_int_max_str_digits"):  # numbers are exact at any size here
        sys.set_int_max_str_digits(0)
    quiet = _quiet_options(argv)
    args = _plain_judge(argv[quiet:]) or _plain_cram(argv[quiet:])
    parser = None
    if args is None:
        words = [w for w in argv if w in COMMANDS]
        parser = _parser(words[0] if words else None)
        type(parser).parsing = (parser, argv)
        try:
            args = parser.parse_args(argv)
        finally:
            type(parser).parsing = None
    if not (quiet or getattr(args, "quiet", False)):
        return _run(args, parser, argv)
    import os

    before = os.environ.get("GRUNDY_QUIET")
    os.environ["GRUNDY_QUIET"] = "1"
    try:
        return _run(args, parser, argv)
    finally:
        if before is None:
            del os.environ["GRUNDY_QUIET"]
        else:
            os.environ["GRUNDY_QUIET"] = before


def _run(args: SimpleNamespace | argparse.Namespace, parser: argparse.ArgumentParser | None,
         argv: list[str]) -> int:
    """Run the command that `args` (parsed from `argv` by `parser`, None for the commands that
    need none) asks for, print its output or its error; returns the exit status."""
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


class _Terminated(KeyboardInterrupt):
    """SIGTERM, raised where Ctrl-C's KeyboardInterrupt would be, so that work stops the same
    way (a search's lasting table keeps what was solved)."""


def _terminate(signum, frame) -> None:
    raise _Terminated


def run() -> None:
    """Entry point of the ``grundy`` console script and ``python -m grundy``.

    No command uses BLAS, so numpy's BLAS library is asked for one thread (unless the
    environment says otherwise) before numpy loads: no thread pool is started. Runs
    :func:`main` (Ctrl-C prints one line and exits with status 130; SIGTERM, as ``kill`` and
    job schedulers send it, stops the work the same way and exits with 143), flushes the
    output, and ends the process at once: the interpreter's normal
    shutdown (freeing every module and array) only adds to the run time, and nothing is left
    to clean up but a Ray session that ``--ray`` began, which is ended first.
    """
    import os
    import signal

    for var in ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(var, "1")
    signal.signal(signal.SIGTERM, _terminate)
    try:
        status = main()
    except KeyboardInterrupt as e:
        stopped = isinstance(e, _Terminated)
        print(f"grundy: {'terminated' if stopped else 'interrupted'}", file=sys.stderr)
        status = 143 if stopped else 130  # 128 + SIGTERM or SIGINT, as shells report them
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        pass
    ray_session = sys.modules.get("grundy.search._ray")
    if ray_session is not None:  # a Ray cluster started here stops with its agents
        ray_session.shutdown()
    sys.stderr.flush()
    os._exit(status)
