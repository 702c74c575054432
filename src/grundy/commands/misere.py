"""``grundy misere CODE ...``: misère quotients of octal games, and misère play of a sum."""

from __future__ import annotations

import argparse
import json

from ._io import UsageError, whole

EPILOG = (
    "With heaps: the first line is P (the player to move loses) or N; for N, the second line "
    "is a winning move, written as in 'grundy nim' and 'grundy octal': 'take 2 from heap 3 "
    "(7 -> 1 + 4)' (heap 3: the third number given; '0' when no heap is left). "
    "--json gives {\"outcome\", \"element\", \"moves\": [{\"changes\": [{\"heap\", \"from\", "
    "\"to\"}]}]} with heaps numbered from 1 as on the command line. With --upto N alone: the "
    "quotient for heaps up to N (order, presentation, P-portion, the element of each heap and "
    "the order at each bound); --json adds the multiplication table. The quotient is exact for "
    "its bound (each candidate is proved), not a guess from samples; when the heaps' elements "
    "repeat long enough for the periodicity theorem, it is proved complete (the quotient of "
    "every heap size) and heaps beyond --upto are answered too. When the quotient is proved "
    "infinite from some heap on, the quotient of the smaller heaps is printed with the proof's "
    "statement, and sums of heaps up to that heap are still answered. With --seconds S the "
    "work stops after S seconds: the quotient for the largest bound finished by then is printed (it is "
    "exact for that bound), a line on standard error says where it stopped, and the exit status "
    "is 124."
)


def _run(args: argparse.Namespace) -> str:
    from ..errors import InfiniteQuotientError, TimeLimitError
    from ..misere import misere_quotient
    from .heaps import _check

    heaps = args.heaps
    _check(heaps, "heap")
    if not heaps and args.upto is None:
        raise UsageError("give heap sizes, or --upto N for the quotient alone")
    bound = args.upto if args.upto is not None else max(max(heaps), 1)
    if args.seconds is not None and not 0 < args.seconds < float("inf"):
        raise UsageError(f"--seconds must be a positive number, not {args.seconds:g}")
    try:
        q = misere_quotient(args.code, bound, max_seconds=args.seconds)
    except TimeLimitError as e:
        # The quotient for the bounds finished is exact: shown, with the limit's message.
        if e.partial is not None and not heaps:
            e.output = _quotient_text(e.partial, args.json)
        raise
    except InfiniteQuotientError as e:
        return _infinite(e, heaps, args)
    if heaps and max(heaps) > bound and not q.complete:
        raise UsageError(f"{_largest(heaps)} is beyond --upto {args.upto}, and the quotient "
                         "is not proved periodic there (give a larger --upto)")
    if not heaps:
        return _quotient_text(q, args.json)
    move = q.winning_move(heaps)
    return _answer(q.outcome(heaps).value, q.names[q.element(heaps)],
                   None if move is None else (move.index, move.heap, tuple(move.leave)), args.json)


def _largest(heaps: list[int]) -> str:
    """The largest heap as the command line numbers it: ``heap 2 (40 tokens)``."""
    from .._limits import shorten

    i = heaps.index(max(heaps))
    return f"heap {i + 1} ({shorten(heaps[i], 20)} tokens)"


def _answer(outcome: str, element: str | None, move: tuple | None, as_json: bool) -> str:
    """The outcome of a sum and a winning move (index, heap, heaps left) as printed, or as
    JSON."""
    from .heaps import _change, _json_safe, move_text

    if as_json:
        record = {"outcome": outcome, "element": element, "moves": []}
        if move is not None:
            record["moves"].append({"changes": [_change(move[0] + 1, move[1], list(move[2]))]})
        return json.dumps(_json_safe(record), ensure_ascii=False) + "\n"
    lines = [outcome]
    if move is not None:
        lines.append(move_text(move[0] + 1, move[1], move[2]))
    return "\n".join(lines) + "\n"


def _infinite(e, heaps: list[int], args: argparse.Namespace) -> str:
    """The answer when the quotient is proved infinite from heap e.heap on: the quotient of
    the smaller heaps and the proof's statement, or the outcome of a sum of heaps up to
    e.heap (from the proof) and a winning move."""
    from ..heaps.takebreak import TakeAndBreak

    proof = e.proof
    if not heaps:
        statement = (f"infinite from heap {e.heap} on (proved): {proof.witness()}, so the powers "
                     f"of heap {e.heap} are pairwise distinguishable")
        if args.json:
            record = e.partial.to_json() if e.partial is not None else {"code": args.code}
            record["infinite_from"] = {"heap": e.heap, "partner": proof.partner,
                                       "witness": proof.witness()}
            return json.dumps(record, ensure_ascii=False) + "\n"
        head = _quotient_text(e.partial, False) if e.partial is not None else ""
        return head + statement + "\n"
    if max(heaps) > e.heap:
        raise UsageError(f"{_largest(heaps)} is beyond {e.heap} tokens, where the quotient is "
                         "proved infinite; outcomes are known for heaps up to that size")
    game = TakeAndBreak(args.code)
    p = proof.is_p(heaps)
    move = None
    if not p:
        for i, h in enumerate(heaps):
            for _, leave in game.options(h):
                if proof.is_p(heaps[:i] + heaps[i + 1:] + list(leave)):
                    move = (i, h, tuple(leave))
                    break
            if move:
                break
    return _answer("P" if p else "N", None, move, args.json)


def _quotient_text(q, as_json: bool) -> str:
    """The quotient as the command prints it, or its JSON record."""
    if as_json:
        return json.dumps(q.to_json(), ensure_ascii=False) + "\n"
    heap_line = " ".join(f"{h}:{q.names[int(q.heap_element[h])]}" for h in range(1, q.bound + 1))
    return "\n".join([
        f"misère quotient of {q.code} for heaps up to {q.bound}: order {q.order}",
        f"presentation {q.presentation()}",
        "P-portion " + ", ".join(sorted(q.names[x] for x in q.p_portion)),
        "heaps " + heap_line,
        "orders by bound " + " ".join(map(str, q.orders)),
        (f"complete: heaps from {q.period[0]} on repeat with period {q.period[1]}, so this is "
         "the quotient of every heap size (periodicity theorem)" if q.complete else
         "not proved complete: larger heaps may enlarge the quotient"),
    ]) + "\n"


def register(sub) -> None:
    p = sub.add_parser(
        "misere", help="misère play of a take-and-break game: its quotient, or the outcome and a move of a sum",
        description="Misère play (whoever makes the last move loses) of a take-and-break game "
        "(any code of 'grundy octal': 0.77, Grundy's game 4!.0, 0.4! ...): the misère "
        "quotient for heaps up to a bound, or the outcome of a sum of heaps and a winning "
        "move.", epilog=EPILOG)
    p.add_argument("code", metavar="CODE", help="take-and-break code, e.g. 0.77 or 4!.0")
    p.add_argument("heaps", nargs="*", type=whole, default=[], metavar="HEAP", help="heap sizes of a sum")
    p.add_argument("--upto", type=whole, metavar="N", help="heap bound of the quotient (default: the largest heap)")
    p.add_argument("--seconds", type=float, metavar="S",
                   help="time limit: stop after S seconds and print the quotient for the largest "
                   "bound finished (exit status 124)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=_run)
