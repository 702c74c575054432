"""Heap games on the command line: ``grundy nim``, ``wythoff``, ``moore-nim``, ``staircase``,
``fibonacci-nim`` and ``octal``.

Each prints the outcome for the player to move, the Grundy value where the game has one, and
the winning move(s), in words or (``--json``) as one JSON object. Heaps are numbered from 1 as
given on the command line; stairs by their number (0 is the floor).

Every command writes its moves in JSON the same way (:data:`JSON_MOVES`): a list ``"moves"``
of objects ``{"changes": [{"heap": i, "from": a, "to": [b, ...]}, ...]}``, one change per heap
the move alters, ``i`` the 1-based position of that number on the command line and ``"to"``
the heaps it leaves in its place. Integers beyond 2^53 are written as strings, since JSON
readers keep only 53 bits of a number.
"""

from __future__ import annotations

import argparse
import json
import os

from ._io import UsageError, whole

#: The JSON move format, shown in the --help of every heap command.
JSON_MOVES = (
    'JSON (--json): one object; "moves" lists the winning moves, each '
    '{"changes": [{"heap": I, "from": A, "to": [B, ...]}, ...]}: heap I (the 1-based position '
    'of the number on the command line) goes from A to the heaps B, ...; a move that alters '
    'several heaps has one change each. Integers beyond 2^53 are strings.'
)

#: Peak bytes per value of ``grundy octal --upto N``: the values and their search (see
#: grundy.heaps.octal.BYTES_PER_HEAP) or their text, measured and rounded up.
OCTAL_BYTES_PER_HEAP = 48

#: ``grundy octal CODE HEAP ...`` lists every winning move of heaps with at most this many
#: options, and one winning move past it: looking at them and writing the moves found (up to
#: one a line each) take about a second each at most.
LIST_OPTIONS = 2 * 10**5

#: JSON numbers are IEEE doubles for most readers: integers beyond this lose digits.
_JSON_SAFE = 2**53


def _json_safe(x):
    """`x` with every integer beyond 2^53 in absolute value turned into its decimal string."""
    if isinstance(x, bool) or x is None:
        return x
    if isinstance(x, int):
        return str(x) if abs(x) > _JSON_SAFE else x
    if isinstance(x, dict):
        return {k: _json_safe(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_json_safe(v) for v in x]
    return x


def _change(position: int, old: int, new: list[int]) -> dict:
    """One heap's part of a move: the heap at 1-based `position` goes from `old` to `new`."""
    return {"heap": position, "from": old, "to": list(new)}


def move_text(position: int, old: int, new) -> str:
    """A move of one heap as every heap command writes it: ``take 2 from heap 3 (7 -> 1 + 4)``
    (heap 3 being the third number on the command line), ``split heap 1 (7 -> 2 + 5)`` when it
    takes no token, ``add 1 to heap 2 (5 -> 1 + 1 + 4)`` when it adds some; ``0`` when no
    heap is left.

    >>> move_text(2, 5, [2]), move_text(1, 7, [2, 5]), move_text(1, 3, [])
    ('take 3 from heap 2 (5 -> 2)', 'split heap 1 (7 -> 2 + 5)', 'take 3 from heap 1 (3 -> 0)')
    """
    new = list(new)
    taken = old - sum(new)
    if taken > 0:
        verb = f"take {taken} from heap {position}"
    elif taken == 0:
        verb = f"split heap {position}"
    else:
        verb = f"add {-taken} to heap {position}"
    return f"{verb} ({old} -> {' + '.join(map(str, new)) if new else '0'})"


def _check(values: list[int], what: str, first: int = 1) -> None:
    """Name a negative entry by its place on the command line (heaps from 1, stairs from 0)."""
    from ..errors import InvalidGameError

    for i, v in enumerate(values):
        if v < 0:
            raise InvalidGameError(f"{what} {i + first} must be at least 0, not {v}")


def _emit(args: argparse.Namespace, record: dict, lines: list[str]) -> str:
    if args.json:
        return json.dumps(_json_safe(record), ensure_ascii=False) + "\n"
    return "\n".join(lines) + "\n"


def _head(outcome, value) -> tuple[dict, list[str]]:
    record = {"outcome": outcome.word, "value": value}
    lines = [outcome.word]
    if value is not None:
        lines.append(f"value {value}")
    return record, lines


def _run_nim(args: argparse.Namespace) -> str:
    from ..heaps import nim_outcome, nim_value, nim_winning_moves

    _check(args.heaps, "heap")
    out = nim_outcome(args.heaps, misere=args.misere)
    moves = nim_winning_moves(args.heaps, misere=args.misere)
    record, lines = _head(out, None if args.misere else nim_value(args.heaps))
    record["play"] = "misere" if args.misere else "normal"
    record["moves"] = [{"changes": [_change(i + 1, args.heaps[i], [new])]} for i, new in moves]
    if moves:
        lines.append("winning moves:" if len(moves) > 1 else "winning move:")
        lines += ["  " + move_text(i + 1, args.heaps[i], [new]) for i, new in moves]
    return _emit(args, record, lines)


def _run_wythoff(args: argparse.Namespace) -> str:
    from ..heaps import wythoff_outcome, wythoff_winning_moves

    a, b = args.a, args.b
    _check([a, b], "heap")
    out = wythoff_outcome(a, b)
    moves = wythoff_winning_moves(a, b)
    record, lines = _head(out, None)
    record["moves"] = [
        {"changes": [_change(pos, old, [new]) for pos, old, new in ((1, a, x), (2, b, y)) if new != old]}
        for x, y in moves
    ]
    if moves:
        lines.append("winning moves:" if len(moves) > 1 else "winning move:")
        for x, y in moves:
            if x != a and y != b:
                what = f"take {a - x} from both heaps"
            elif x != a:
                what = f"take {a - x} from heap 1"
            else:
                what = f"take {b - y} from heap 2"
            lines.append(f"  {what}: ({a}, {b}) -> ({x}, {y})")
    return _emit(args, record, lines)


def _run_moore(args: argparse.Namespace) -> str:
    from ..heaps import moore_nim_outcome, moore_nim_winning_move

    _check(args.heaps, "heap")
    out = moore_nim_outcome(args.heaps, args.k)
    new = moore_nim_winning_move(args.heaps, args.k)
    record, lines = _head(out, None)
    record["k"] = args.k
    record["moves"] = []
    if new is not None:
        changes = [_change(i + 1, old, [v])
                   for i, (old, v) in enumerate(zip(args.heaps, new)) if v != old]
        record["moves"] = [{"changes": changes}]
        lines.append("winning move: " + ", ".join(
            f"heap {c['heap']}: {c['from']} -> {c['to'][0]}" for c in changes))
        lines.append("leaves " + " ".join(map(str, new)))
    return _emit(args, record, lines)


def _run_staircase(args: argparse.Namespace) -> str:
    from ..heaps import staircase_outcome, staircase_value, staircase_winning_moves

    c = args.coins
    _check(c, "stair", 0)
    out = staircase_outcome(c)
    moves = staircase_winning_moves(c)
    record, lines = _head(out, staircase_value(c))
    # Stair i is the number at position i + 1 on the command line.
    record["moves"] = [
        {"changes": [dict(_change(i + 1, c[i], [c[i] - n]), stair=i),
                     dict(_change(i, c[i - 1], [c[i - 1] + n]), stair=i - 1)],
         "coins": n}
        for i, n in moves
    ]
    if moves:
        lines.append("winning moves:" if len(moves) > 1 else "winning move:")
        lines += [f"  move {n} coin{'s' if n != 1 else ''} from stair {i} to "
                  f"{'the floor' if i == 1 else f'stair {i - 1}'}" for i, n in moves]
    return _emit(args, record, lines)


def _run_fibonacci(args: argparse.Namespace) -> str:
    from ..heaps import fibonacci_nim_outcome, fibonacci_nim_winning_move, zeckendorf

    out = fibonacci_nim_outcome(args.n, args.m)
    take = fibonacci_nim_winning_move(args.n, args.m)
    terms = zeckendorf(args.n)
    record, lines = _head(out, None)
    record["zeckendorf"] = terms
    record["moves"] = []
    if take is not None:
        record["moves"] = [{"changes": [_change(1, args.n, [args.n - take])], "take": take,
                            "next_limit": 2 * take}]
    lines.append(f"zeckendorf {args.n} = {' + '.join(map(str, terms)) or '0'}")
    if take is not None:
        lines.append(f"winning move: take {take} (leaves {args.n - take}; the opponent may take "
                     f"at most {2 * take})")
    return _emit(args, record, lines)


def _plot_format(path: str) -> str:
    """Check a --plot path before any work: matplotlib present, a supported extension, a
    writable directory. Returns the format (the extension without its dot)."""
    from ..errors import GrundyError, InvalidGameError

    if os.path.isdir(path):
        raise InvalidGameError(f"--plot {path} is a directory; give a file name such as "
                               f"{os.path.join(path, 'values.png')}")
    try:
        import matplotlib
    except ImportError:
        raise GrundyError("--plot needs matplotlib: pip install 'grundy[plot]'") from None
    matplotlib.use("Agg")
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    # pgf needs a TeX installation; the others are written by matplotlib (and Pillow) alone.
    formats = sorted(set(FigureCanvasAgg.get_supported_filetypes()) - {"pgf"})
    ext = os.path.splitext(path)[1][1:].lower()
    if ext not in formats:
        given = f"extension .{ext}" if ext else "no extension"
        raise InvalidGameError(f"--plot {path} has {given}; use one of "
                               + " ".join("." + f for f in formats))
    parent = os.path.dirname(path) or "."
    if not os.path.isdir(parent):
        raise InvalidGameError(f"--plot {path}: no directory {parent}")
    if not os.access(parent, os.W_OK):
        raise InvalidGameError(f"--plot {path}: directory {parent} is not writable")
    return ext


#: ``--plot`` draws up to this many values one dot each; more are thinned to PLOT_COLUMNS runs.
PLOT_DOTS = 2000
#: Columns of a thinned ``--plot`` (about one a pixel of the 10-inch, 100 dpi figure's axes).
PLOT_COLUMNS = 800
#: Levels of value a thinned ``--plot`` tells apart (finer than the axes' pixels).
PLOT_LEVELS = 400
#: A plot of more marks than this draws them as an image inside a .svg or .pdf file.
PLOT_VECTOR_MARKS = 5000


def _plot(path: str, fmt: str, game, values, cert) -> None:
    """Plot g(0..n-1) to `path`: up to PLOT_DOTS values one dot each; more cut into runs of
    k heaps, one column a run showing every value the run takes (to 1/PLOT_LEVELS of the
    largest value), so that the largest value of each run and the rare ones stay visible
    while the file stays small (under about 1 MB in any format) and is written in about a
    second whatever n. A caption under the plot says which heaps it shows and how."""
    from ..errors import GrundyError
    from ..heaps.pictures import thin, thinning_caption

    import matplotlib.pyplot as plt
    import numpy as np

    fig, ax = plt.subplots(figsize=(10, 4), dpi=100)
    n = len(values)
    k = 1
    if n <= PLOT_DOTS:
        ax.plot(range(n), values, ".", markersize=3, color="tab:blue")
    else:
        top = max(int(values.max()), 1)
        levels = min(top, PLOT_LEVELS)
        k, occupied = thin(values, PLOT_COLUMNS, levels)
        cols, rows = np.nonzero(occupied)
        ax.plot(cols * k + (k - 1) / 2, rows * (top / levels), "s", markersize=1.5,
                markeredgewidth=0, color="tab:blue", rasterized=len(cols) > PLOT_VECTOR_MARKS)
    fig.text(0.01, 0.02, thinning_caption(n, k), fontsize=10, color="0.3")
    title = f"{game.code}: Grundy values g(n), n < {n}"
    if cert is not None and cert.found:
        ax.axvspan(0, cert.preperiod, color="tab:orange", alpha=0.15,
                   label=f"preperiod {cert.preperiod}")
        for start in range(cert.preperiod, min(n, cert.preperiod + 6 * cert.period), cert.period):
            ax.axvline(start, color="tab:green", alpha=0.4, linewidth=0.8)
        ax.plot([], [], color="tab:green", label=f"period {cert.period}")
        ax.legend(loc="upper left")
        title += f" (preperiod {cert.preperiod}, period {cert.period})"
    ax.set_title(title)
    ax.set_xlabel("heap size n")
    ax.ticklabel_format(axis="x", style="plain", useOffset=False)  # 1000000, not 1e6
    ax.set_ylabel("g(n)")
    fig.tight_layout(rect=(0, 0.05, 1, 1))
    try:
        fig.savefig(path, format=fmt)
    except (ValueError, RuntimeError, ImportError, KeyError) as e:
        raise GrundyError(f"--plot {path}: cannot write a {fmt} file: "
                          f"{str(e).splitlines()[0] if str(e) else type(e).__name__}") from None
    finally:
        plt.close(fig)


def _save_check(path: str) -> None:
    """Check a --save path before any work: not a directory, in an existing directory."""
    from ..errors import InvalidGameError

    if os.path.isdir(path):
        raise InvalidGameError(f"--save {path} is a directory; give a file name such as "
                               f"{os.path.join(path, 'state.npz')}")
    parent = os.path.dirname(path) or "."
    if not os.path.isdir(parent):
        raise InvalidGameError(f"--save {path}: no directory {parent}")


#: Values turned into text at a time by _values_text.
TEXT_CHUNK = 1 << 22


def _values_text(values, head: bytes, sep: bytes, tail: bytes) -> list[bytes]:
    """``head`` + the decimal values joined by `sep` + ``tail``, as pieces to write in order,
    made from the array by the compiled writer a block of values at a time (no Python int or
    str per value, and a few megabytes of text at once whatever the number of values)."""
    from .._textio import uint_lines_bytes

    pieces = [head]
    for start in range(0, len(values), TEXT_CHUNK):
        block = uint_lines_bytes(values[start : start + TEXT_CHUNK]).tobytes()  # "v\n" each
        pieces.append(block.replace(b"\n", sep))
    if len(pieces) > 1:
        pieces[-1] = pieces[-1][: -len(sep)]
    pieces.append(tail)
    return pieces


def _octal_sum(args: argparse.Namespace) -> str:
    """``grundy octal CODE H1 H2 ...``: the value of the sum, and every winning move (one
    winning move with --one, or when a heap has too many moves to list them all)."""
    from ..core.outcome import Outcome
    from ..errors import ResourceLimitError
    from ..heaps.takebreak import TakeAndBreak

    heaps = args.heaps
    _check(heaps, "heap")
    for flag in ("upto", "certify", "plot", "save", "resume"):
        if getattr(args, flag) not in (None, False):
            raise UsageError(f"--{flag} is for the sequence of values: give it without heaps")
    game = TakeAndBreak(args.code)
    # The value of each heap, the largest first (the values up to it hold the others'): through
    # a proved period, else computed, as far as the memory allows.
    for i in sorted(range(len(heaps)), key=lambda i: -heaps[i]):
        try:
            game.value(heaps[i], progress=True)
        except ResourceLimitError as e:
            raise ResourceLimitError(f"heap {i + 1}: {e}") from None
    value = game.sum_value(heaps)
    crowded = None if args.one else game.too_many_moves(heaps, LIST_OPTIONS)
    if args.one or crowded is not None:
        move = game.winning_move(heaps)
        moves = [] if move is None else [move]
    else:
        moves = game.winning_moves(heaps, progress=True)
    record, lines = _head(Outcome.of_value(value), value)
    record["code"] = game.code
    if args.json:
        record["moves"] = [{"changes": [_change(m.heap + 1, heaps[m.heap], list(m.leave))]}
                           for m in moves]
        return _emit(args, record, lines)
    if moves:
        if crowded is not None:
            lines.append(f"winning move (one of them: heap {crowded + 1} has too many moves to "
                         "list them all):")
        else:
            lines.append("winning move (one of them):" if args.one else
                         "winning moves:" if len(moves) > 1 else "winning move:")
        lines += ["  " + move_text(m.heap + 1, heaps[m.heap], m.leave) for m in moves]
    return _emit(args, record, lines)


def _run_octal(args: argparse.Namespace) -> list[bytes] | str:
    from .._limits import announce, check_memory, shorten
    from ..errors import InvalidGameError
    from ..heaps.takebreak import DEFAULT_LIMIT, load_state, save_state
    from ..heaps.takebreak import TakeAndBreak

    if args.heaps:
        return _octal_sum(args)
    if args.one:
        raise UsageError("--one is for the winning moves of a sum: give it with heaps")
    if args.upto is not None and args.upto < 1:
        raise UsageError("--upto must be at least 1")
    upto = args.upto if args.upto is not None else 100
    # Everything that can be refused is refused before the work starts.
    want = TakeAndBreak(args.code)
    check_memory(upto * OCTAL_BYTES_PER_HEAP, f"--upto {shorten(upto, 20)}")
    fmt = _plot_format(args.plot) if args.plot else None
    if args.save:
        _save_check(args.save)
    if args.resume:
        game = load_state(args.resume)
        if want.code != game.code:
            raise InvalidGameError(f"{args.resume} holds values of {game.code}, not {want.code}")
        announce(f"resumed {game.code} from {args.resume}: {game.computed} values known")
    else:
        game = want
    save = None
    if args.save:
        def save(_values, path=args.save):
            save_state(path, game)
    try:
        values = game.values(upto, progress=True, checkpoint=save)
    except KeyboardInterrupt:
        # Ctrl-C: what is computed is kept where --save says, whenever it comes.
        if args.save:
            save_state(args.save, game)
            announce(f"saved {game.computed} values of {game.code} to {args.save} "
                     f"(--resume {args.save} continues)")
        raise
    stats = game.stats
    cert = None
    if args.certify:
        # As many values as the proof needs, whatever --upto shows.
        cert = game.certificate(limit=max(DEFAULT_LIMIT, upto), progress=True)
        values = game.values(upto)
    if args.save:
        save_state(args.save, game)
    if fmt is not None:
        _plot(args.plot, fmt, game, values, cert)
    # The values are written straight from the array (see _values_text), between the code and
    # the rest: {"code": ..., "values": [...], "computed": ..., "certificate": {...}}.
    record = {}
    lines = []
    if stats.extended_from is not None:
        record["computed"] = stats.extended_from
        lines.append(f"computed {stats.extended_from} values; the rest follow from the proved period")
    if cert is not None:
        record["certificate"] = cert.to_json()
        lines.append(f"certificate {cert}")
    if args.json:
        head = json.dumps({"code": game.code}, ensure_ascii=False)[:-1] + ', "values": ['
        rest = json.dumps(_json_safe(record), ensure_ascii=False)
        tail = "]" + (", " + rest[1:] if record else "}") + "\n"
        return _values_text(values, head.encode(), b", ", tail.encode())
    head = f"code {game.code}\nvalues ".encode()
    tail = "".join("\n" + line for line in lines).encode() + b"\n"
    return _values_text(values, head, b" ", tail)


def _nonneg_list(sub_parser, name: str, metavar: str, help_text: str) -> None:
    sub_parser.add_argument(name, nargs="+", type=whole, metavar=metavar, help=help_text)


def register(sub) -> None:
    p = sub.add_parser("nim", help="Nim: outcome, value and every winning move",
                       description="Nim: take any number of tokens from one heap.", epilog=JSON_MOVES)
    _nonneg_list(p, "heaps", "HEAP", "heap sizes")
    p.add_argument("--misere", action="store_true", help="misère play: whoever takes the last token loses")
    p.add_argument("--json", action="store_true", help="print one JSON object (format below)")
    p.set_defaults(run=_run_nim)

    p = sub.add_parser("wythoff", help="Wythoff's game: outcome and every winning move",
                       description="Two heaps; take any number from one heap, or the same number "
                       "from both. Exact for heaps of any size.", epilog=JSON_MOVES)
    p.add_argument("a", type=whole, metavar="A", help="first heap")
    p.add_argument("b", type=whole, metavar="B", help="second heap")
    p.add_argument("--json", action="store_true", help="print one JSON object (format below)")
    p.set_defaults(run=_run_wythoff)

    p = sub.add_parser("moore-nim", help="Moore's Nim_k: outcome and a winning move",
                       description="Nim where one move may reduce up to K heaps.", epilog=JSON_MOVES)
    p.add_argument("-k", type=whole, required=True, metavar="K", help="the most heaps a move may reduce")
    _nonneg_list(p, "heaps", "HEAP", "heap sizes")
    p.add_argument("--json", action="store_true", help="print one JSON object (format below)")
    p.set_defaults(run=_run_moore)

    p = sub.add_parser("staircase", help="staircase Nim: outcome, value and every winning move",
                       description="Coins on stairs 0 (the floor), 1, 2, ...; a move takes coins "
                       "from one stair down to the next. Give the coins of stairs 0, 1, 2, ... "
                       "(stair 0's coins play no part).",
                       epilog=JSON_MOVES + ' Stair i is at position i + 1; each change also '
                       'gives its "stair", and each move the "coins" it moves.')
    _nonneg_list(p, "coins", "COINS", "coins on stair 0 (the floor), 1, 2, ...")
    p.add_argument("--json", action="store_true", help="print one JSON object (format below)")
    p.set_defaults(run=_run_staircase)

    p = sub.add_parser("fibonacci-nim", help="Fibonacci Nim: outcome and the winning move",
                       description="One heap of N; the player to move may take 1..M, and each "
                       "later move at most twice the previous one.",
                       epilog=JSON_MOVES + ' The heap N is heap 1; a move also gives the tokens '
                       'it takes ("take") and the opponent\'s next limit ("next_limit").')
    p.add_argument("n", type=whole, metavar="N", help="tokens in the heap")
    p.add_argument("m", type=whole, metavar="M", help="the most the player to move may take")
    p.add_argument("--json", action="store_true", help="print one JSON object (format below)")
    p.set_defaults(run=_run_fibonacci)

    p = sub.add_parser("octal", help="octal and take-and-break games: Grundy sequence, "
                       "periodicity certificate, or the value and winning moves of a sum",
                       description="Take-and-break game CODE in CGSuite's language: 0.77 Kayles, "
                       "0.07 Dawson's Kayles, 4!.0 Grundy's game, 0.4!, 0.3F!, 0.{2,3?+}, "
                       "0.3003330[3] ... Digit d_k is for taking k tokens (d0 before the point: "
                       "none; digits left of it add tokens); its bit j allows leaving j heaps (1 "
                       "none, 2 one, 4 two, 8 three, G four; 0-9, A-V, &N;), or {j1,j2,...} lists "
                       "the counts ('+': and more; '*': any); a constraint follows a digit: ! "
                       "heaps pairwise unequal, ? not all equal, = all equal; [..] repeats the "
                       "last digits for ever. With heaps H1 H2 ...: the value of their sum and "
                       "every winning move.",
                       epilog='JSON (--json): {"code": CODE, "values": [g(0), ...], '
                       '"certificate": {...}} (the certificate with --certify; "computed" when a '
                       'proved period gave the last values); with heaps, {"outcome", "value", '
                       '"code", "moves": [{"changes": [{"heap": I, "from": A, "to": [B, ...]}]}]} '
                       '(heap I: the 1-based position on the command line; "to": [] when no heap '
                       'is left). Integers beyond 2^53 are strings, as in the other heap commands.')
    p.add_argument("code", metavar="CODE", help="the game's code, e.g. 0.77 or 4!.0")
    p.add_argument("heaps", nargs="*", type=whole, default=[], metavar="HEAP",
                   help="heap sizes of a sum: print its value and every winning move")
    p.add_argument("--one", action="store_true",
                   help="with heaps: print one winning move, not all of them (without --one, "
                   f"one is printed when a heap has more than {LIST_OPTIONS:,} moves to look at "
                   "or more than 10,000,000 tokens)")
    p.add_argument("--upto", type=whole, metavar="N", help="compute g(0..N-1) (default 100)")
    p.add_argument("--certify", action="store_true",
                   help="prove a period (Guy–Smith) from as many values as the proof needs: up "
                   "to 4194304 (or N) values, within a few seconds of work beyond the N shown")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--plot", metavar="FILE.png",
                   help="plot the values (needs matplotlib); the extension picks the format "
                   "(.png, .pdf, .svg ...); a directory is refused. Past 2000 values each of "
                   "800 columns shows every value of a run of heaps, as the caption says, and "
                   "the file stays under about 1 MB")
    p.add_argument("--resume", metavar="FILE", help="continue from a state saved with --save")
    p.add_argument("--save", metavar="FILE", help="save the values (np.savez) while computing and at the end")
    p.set_defaults(run=_run_octal)
