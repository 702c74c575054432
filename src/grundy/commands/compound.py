"""``grundy compound KIND GAME HEAP ...``: a compound of heaps of one heap game."""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from typing import Any, Callable

from ._io import UsageError, whole

KIND_HELP = {
    "disjunctive": "the sum: move in one heap; ends when every heap has ended",
    "diminished-disjunctive": "move in one heap; ends as soon as one heap ends",
    "conjunctive": "move in every heap; ends as soon as one heap ends",
    "continued-conjunctive": "move in every heap that can; ends when every heap has ended",
    "selective": "move in any nonempty set of heaps; ends when every heap has ended",
    "shortened-selective": "move in any nonempty set of heaps; ends as soon as one heap ends",
}

GAME_HELP = ("nim, a subtraction set such as 1,3,4 (or '{1,3,4}', quoted: the shell expands "
             "braces), or a take-and-break code such as 0.07 or 4!.0")

#: Winning moves listed at most; more are counted as "more than".
MOVES_SHOWN = 20
#: The most moves the command examines below the heaps (every position below a heap is
#: solved once, in Python: about a second a few million moves).
MAX_MOVES = 5 * 10**6
#: The largest heap of a code that splits heaps (its positions are sums of heaps).
MAX_SPLIT_HEAP = 40
#: The longest subtraction set written as a code for the misère quotient engine.
MAX_CODE_DIGITS = 4096


@dataclass
class HeapGame:
    """A heap game as the commands play it: `moves` of a component's position, the position
    of one heap (`start`), the heaps a position holds (`heaps`), and `work(h)`: about how many
    moves lie below a heap of h (None: the positions are sums, bounded by MAX_SPLIT_HEAP)."""

    name: str
    moves: Callable[[Any], list]
    start: Callable[[int], Any]
    heaps: Callable[[Any], list[int]]
    work: Callable[[int], int] | None = None
    #: The game as a take-and-break code, for the misère quotient engine (None: no code).
    code: str | None = None

    def check(self, heaps: list[int]) -> None:
        """Refuse heaps whose positions below are too many to solve here, naming the first."""
        from ..errors import ResourceLimitError

        for i, h in enumerate(heaps):
            if self.work is None and h > MAX_SPLIT_HEAP:
                raise ResourceLimitError(
                    f"heap {i + 1} has {h} tokens: {self.name} splits heaps, and the compound "
                    f"command solves every sum below a heap, up to heaps of {MAX_SPLIT_HEAP}")
            if self.work is not None and self.work(h) > MAX_MOVES:
                raise ResourceLimitError(
                    f"heap {i + 1} has {h} tokens: the compound command solves every position "
                    f"below a heap, at most {MAX_MOVES:,} moves of {self.name} (this heap has "
                    f"about {self.work(h):,})")


def heap_game(text: str) -> HeapGame:
    """The heap game GAME names: ``nim``, a subtraction set ``{1,3,4}`` / ``1,3,4``, or a
    take-and-break code (a component that splits becomes a sorted tuple of heaps)."""
    spec = text.strip()
    if spec.lower() == "nim":
        return HeapGame("nim", lambda n: list(range(n)), lambda h: h, lambda p: [p] if p else [],
                        lambda h: h * (h + 1) // 2, "0.[3]")
    if "." not in spec and (spec.startswith("{") or "," in spec or spec.isdigit()):
        from ..heaps.subtraction import SubtractionGame

        s = SubtractionGame.parse(text).moves
        return HeapGame("{" + ",".join(map(str, s)) + "}", lambda n: [n - k for k in s if k <= n],
                        lambda h: h, lambda p: [p] if p else [], lambda h: h * len(s),
                        "0." + "".join("3" if k in s else "0" for k in range(1, s[-1] + 1))
                        if s[-1] <= MAX_CODE_DIGITS else None)
    from ..heaps.takebreak import TakeAndBreak

    code = TakeAndBreak(spec).tbcode
    if code.max_heaps is not None and code.max_heaps <= 1:
        width = len(code.digits) if not code.period else None
        return HeapGame(str(code), lambda n: [leave[0] if leave else 0 for _, leave in code.options(n)],
                        lambda h: h, lambda p: [p] if p else [],
                        lambda h: h * (width or h), str(code))

    return HeapGame(str(code), code.sum_options, lambda h: (h,) if h else (), list, None, str(code))


def changes_text(game: HeapGame, before: list, after: tuple) -> tuple[list[str], list[dict]]:
    """The heaps a compound move changes, as ``move_text`` writes them (heap i: the i-th on
    the command line), and their JSON records."""
    from .heaps import _change, move_text

    texts, records = [], []
    for i, (old, new) in enumerate(zip(before, after)):
        if old == new:
            continue
        old_heaps, new_heaps = game.heaps(old), game.heaps(new)
        size = sum(old_heaps)
        if len(old_heaps) == 1:
            texts.append(move_text(i + 1, size, new_heaps))
        else:  # a component that is already a sum (not at the start of a compound)
            texts.append(f"heap {i + 1} ({' + '.join(map(str, old_heaps))} -> "
                         f"{' + '.join(map(str, new_heaps)) or '0'})")
        records.append(_change(i + 1, size, new_heaps))
    return texts, records


def _rule_lines(why: str, numbers: list[int] | None) -> list[str]:
    """The rule as lines: the components' numbers under their name, then what the rule reads
    from them (``remoteness: 5 6`` / ``the least, 5, is odd: the player to move wins``)."""
    if numbers is None or ";" not in why:
        return [why]
    name, rest = why.split(";", 1)
    return [f"{name}: {' '.join(map(str, numbers))}", rest.strip()]


def _run(args: argparse.Namespace) -> str:
    import itertools

    from ..core.compounds import CompoundSolver
    from .heaps import _check

    _check(args.heaps, "heap")
    if not args.heaps:
        raise UsageError("give at least one HEAP")
    game = heap_game(args.game)
    if args.kind == "disjunctive" and args.misere and game.code is not None:
        answer = _misere_sum(args, game)
        if answer is not None:
            return answer
    game.check(args.heaps)
    solver = CompoundSolver(game.moves)
    parts = [game.start(h) for h in args.heaps]
    outcome = solver.outcome(parts, args.kind, args.misere)
    why, numbers = solver.explain(parts, args.kind, args.misere)
    moves = list(itertools.islice(solver.iter_winning_moves(parts, args.kind, args.misere),
                                  MOVES_SHOWN + 1))
    more = len(moves) > MOVES_SHOWN
    shown = moves[:MOVES_SHOWN]
    play = "misère play" if args.misere else "normal play"
    lines = [f"{args.kind} compound of {game.name} ({KIND_HELP[args.kind]}), {play}",
             outcome.word, *_rule_lines(why, numbers)]
    records = []
    for m in shown:
        texts, changes = changes_text(game, parts, m)
        records.append({"changes": changes})
        lines.append(("  " if len(shown) > 1 else "winning move: ") + "; ".join(texts))
    if len(shown) > 1:
        lines.insert(len(lines) - len(shown), "winning moves:")
    if more:
        lines.append(f"  ... and more (the first {MOVES_SHOWN} shown)")
    if args.json:
        return json.dumps({"kind": args.kind, "misere": args.misere, "game": game.name,
                           "outcome": outcome.word, "rule": why, "numbers": numbers,
                           "moves": records, "more_moves": more},
                          ensure_ascii=False) + "\n"
    return "\n".join(lines) + "\n"


def _misere_sum(args: argparse.Namespace, game: HeapGame) -> str | None:
    """The misère sum of heaps by the misère quotient of the heaps up to the largest (a winning
    move, as 'grundy misere' gives); None when the quotient is infinite there (the compound's
    tree is searched instead)."""
    from ..errors import InfiniteQuotientError
    from ..misere import misere_quotient

    try:
        q = misere_quotient(game.code, max(max(args.heaps), 1))
    except InfiniteQuotientError:
        return None
    outcome = q.outcome(args.heaps)
    move = q.winning_move(args.heaps)
    why = (f"no rule reduces a misère sum to numbers of its heaps: the misère quotient of "
           f"{game.code} for heaps up to {q.bound} (order {q.order}) answers it")
    lines = [f"disjunctive compound of {game.name} ({KIND_HELP['disjunctive']}), misère play",
             outcome.word, why]
    records = []
    if move is not None:
        from .heaps import _change, move_text

        lines.append("winning move: " + move_text(move.index + 1, move.heap, move.leave))
        records.append({"changes": [_change(move.index + 1, move.heap, list(move.leave))]})
    if args.json:
        return json.dumps({"kind": args.kind, "misere": True, "game": game.name,
                           "outcome": outcome.word, "rule": why, "numbers": None,
                           "moves": records, "more_moves": False}, ensure_ascii=False) + "\n"
    return "\n".join(lines) + "\n"


def register(sub) -> None:
    p = sub.add_parser(
        "compound", help="several heaps played at once: the six compounds, with the winning moves",
        description="A compound of heaps of one heap game, answered by the rule of its kind "
        "(Grundy values, remoteness, suspense numbers, the selective rules): who wins, why, "
        "and the winning moves. " + " ".join(f"{k}: {v}." for k, v in KIND_HELP.items()),
        epilog='JSON (--json): {"kind", "misere", "game", "outcome", "rule", "numbers", '
        '"moves": [{"changes": [{"heap": I, "from": A, "to": [B, ...]}]}], "more_moves"} '
        "(heap I: the 1-based position on the command line; a compound move may change "
        "several heaps).")
    p.add_argument("kind", metavar="KIND", choices=list(KIND_HELP), help="the kind of compound: "
                   + ", ".join(KIND_HELP))
    p.add_argument("game", metavar="GAME", help=GAME_HELP)
    p.add_argument("heaps", nargs="*", type=whole, default=[], metavar="HEAP", help="heap sizes")
    p.add_argument("--misere", action="store_true", help="misère play: whoever cannot move wins")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=_run)
