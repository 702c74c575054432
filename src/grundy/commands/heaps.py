"""Heap games on the command line: ``grundy nim``, ``wythoff``, ``moore-nim``, ``staircase``,
``fibonacci-nim`` and ``octal``.

Each prints the outcome for the player to move, the Grundy value where the game has one, and
the winning move(s), in words or (``--json``) as one JSON object. Heaps are numbered from 1 as
given on the command line; stairs by their number (0 is the floor).
"""

from __future__ import annotations

import argparse
import json

from ._io import UsageError


def _check(values: list[int], what: str, first: int = 1) -> None:
    """Name a negative entry by its place on the command line (heaps from 1, stairs from 0)."""
    from ..errors import InvalidGameError

    for i, v in enumerate(values):
        if v < 0:
            raise InvalidGameError(f"{what} {i + first} must be at least 0, not {v}")


def _emit(args: argparse.Namespace, record: dict, lines: list[str]) -> str:
    if args.json:
        return json.dumps(record, ensure_ascii=False) + "\n"
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
    record["moves"] = [{"heap": i + 1, "from": args.heaps[i], "to": new} for i, new in moves]
    if moves:
        lines.append("winning moves:" if len(moves) > 1 else "winning move:")
        lines += [f"  take {args.heaps[i] - new} from heap {i + 1} ({args.heaps[i]} -> {new})"
                  for i, new in moves]
    return _emit(args, record, lines)


def _run_wythoff(args: argparse.Namespace) -> str:
    from ..heaps import wythoff_outcome, wythoff_winning_moves

    a, b = args.a, args.b
    _check([a, b], "heap")
    out = wythoff_outcome(a, b)
    moves = wythoff_winning_moves(a, b)
    record, lines = _head(out, None)
    record["moves"] = [{"to": [x, y]} for x, y in moves]
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
    record["move"] = None
    if new is not None:
        changes = [{"heap": i + 1, "from": old, "to": v}
                   for i, (old, v) in enumerate(zip(args.heaps, new)) if v != old]
        record["move"] = {"to": list(new), "changes": changes}
        lines.append("winning move: " + ", ".join(
            f"heap {c['heap']}: {c['from']} -> {c['to']}" for c in changes))
        lines.append("leaves " + " ".join(map(str, new)))
    return _emit(args, record, lines)


def _run_staircase(args: argparse.Namespace) -> str:
    from ..heaps import staircase_outcome, staircase_value, staircase_winning_moves

    _check(args.coins, "stair", 0)
    out = staircase_outcome(args.coins)
    moves = staircase_winning_moves(args.coins)
    record, lines = _head(out, staircase_value(args.coins))
    record["moves"] = [{"stair": i, "to": i - 1, "coins": c} for i, c in moves]
    if moves:
        lines.append("winning moves:" if len(moves) > 1 else "winning move:")
        lines += [f"  move {c} coin{'s' if c != 1 else ''} from stair {i} to "
                  f"{'the floor' if i == 1 else f'stair {i - 1}'}" for i, c in moves]
    return _emit(args, record, lines)


def _run_fibonacci(args: argparse.Namespace) -> str:
    from ..heaps import fibonacci_nim_outcome, fibonacci_nim_winning_move, zeckendorf

    out = fibonacci_nim_outcome(args.n, args.m)
    take = fibonacci_nim_winning_move(args.n, args.m)
    terms = zeckendorf(args.n)
    record, lines = _head(out, None)
    record["zeckendorf"] = terms
    record["move"] = None if take is None else {"take": take, "leaves": args.n - take}
    lines.append(f"zeckendorf {args.n} = {' + '.join(map(str, terms)) or '0'}")
    if take is not None:
        lines.append(f"winning move: take {take} (leaves {args.n - take}; the opponent may take "
                     f"at most {2 * take})")
    return _emit(args, record, lines)


def _plot(path: str, game, values, cert) -> None:
    from ..errors import GrundyError

    try:
        import matplotlib
    except ImportError:
        raise GrundyError("--plot needs matplotlib: pip install 'grundy[plot]'") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(10, 4), dpi=100)
    n = len(values)
    ax.plot(range(n), values, ".", markersize=3 if n <= 2000 else 1, color="tab:blue")
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
    ax.set_ylabel("g(n)")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def _run_octal(args: argparse.Namespace) -> str:
    from ..errors import InvalidGameError
    from ..heaps.octal import OctalGame, load_octal_state, save_octal_state

    if args.upto is not None and args.upto < 1:
        raise UsageError("--upto must be at least 1")
    if args.resume:
        game = load_octal_state(args.resume)
        want = OctalGame(args.code)
        if want.code != game.code:
            raise InvalidGameError(f"{args.resume} holds values of {game.code}, not {want.code}")
    else:
        game = OctalGame(args.code)
    save = None
    if args.save:
        def save(_values, path=args.save):
            save_octal_state(path, game)
    upto = args.upto if args.upto is not None else 100
    values = game.values(upto, progress=True, checkpoint=save)
    stats = game.stats
    cert = None
    if args.certify:
        cert = game.certificate(args.upto, progress=True)
        if args.upto is None:
            values = game.values(upto)
    if args.save:
        save_octal_state(args.save, game)
    if args.plot:
        _plot(args.plot, game, values, cert)
    record = {"code": game.code, "values": values.tolist()}
    lines = [f"code {game.code}", "values " + " ".join(map(str, values.tolist()))]
    if stats.extended_from is not None:
        record["computed"] = stats.extended_from
        lines.append(f"computed {stats.extended_from} values; the rest follow from the proved period")
    if cert is not None:
        record["certificate"] = cert.to_json()
        lines.append(f"certificate {cert}")
    return _emit(args, record, lines)


def _nonneg_list(sub_parser, name: str, metavar: str, help_text: str) -> None:
    sub_parser.add_argument(name, nargs="+", type=int, metavar=metavar, help=help_text)


def register(sub) -> None:
    p = sub.add_parser("nim", help="Nim: outcome, value and every winning move",
                       description="Nim: take any number of tokens from one heap.")
    _nonneg_list(p, "heaps", "HEAP", "heap sizes")
    p.add_argument("--misere", action="store_true", help="misère play: whoever takes the last token loses")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=_run_nim)

    p = sub.add_parser("wythoff", help="Wythoff's game: outcome and every winning move",
                       description="Two heaps; take any number from one heap, or the same number "
                       "from both. Exact for heaps of any size.")
    p.add_argument("a", type=int, metavar="A", help="first heap")
    p.add_argument("b", type=int, metavar="B", help="second heap")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=_run_wythoff)

    p = sub.add_parser("moore-nim", help="Moore's Nim_k: outcome and a winning move",
                       description="Nim where one move may reduce up to K heaps.")
    p.add_argument("-k", type=int, required=True, metavar="K", help="the most heaps a move may reduce")
    _nonneg_list(p, "heaps", "HEAP", "heap sizes")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=_run_moore)

    p = sub.add_parser("staircase", help="staircase Nim: outcome, value and every winning move",
                       description="Coins on stairs 0 (the floor), 1, 2, ...; a move takes coins "
                       "from one stair down to the next. Give the coins of stairs 0, 1, 2, ... "
                       "(stair 0's coins play no part).")
    _nonneg_list(p, "coins", "COINS", "coins on stair 0 (the floor), 1, 2, ...")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=_run_staircase)

    p = sub.add_parser("fibonacci-nim", help="Fibonacci Nim: outcome and the winning move",
                       description="One heap of N; the player to move may take 1..M, and each "
                       "later move at most twice the previous one.")
    p.add_argument("n", type=int, metavar="N", help="tokens in the heap")
    p.add_argument("m", type=int, metavar="M", help="the most the player to move may take")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=_run_fibonacci)

    p = sub.add_parser("octal", help="octal games: Grundy sequence and periodicity certificate",
                       description="Octal or hexadecimal game CODE (0.77 Kayles, 0.07 Dawson's "
                       "Kayles, 0.137 Dawson's chess, 4.07, 0.F ...): digit d_k for removing k "
                       "tokens, bit 1 = may leave no heap, 2 = one heap, 4 = two heaps, 8 = three "
                       "heaps; d0 (before the point) is for removing none.")
    p.add_argument("code", metavar="CODE", help="the game's code, e.g. 0.77")
    p.add_argument("--upto", type=int, metavar="N", help="compute g(0..N-1) (default 100)")
    p.add_argument("--certify", action="store_true",
                   help="prove a period (Guy–Smith): over the N values, or searching up to 262144")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--plot", metavar="FILE.png", help="plot the values (needs matplotlib)")
    p.add_argument("--resume", metavar="FILE", help="continue from a state saved with --save")
    p.add_argument("--save", metavar="FILE", help="save the values (np.savez) while computing and at the end")
    p.set_defaults(run=_run_octal)
