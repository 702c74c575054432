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
#: The most moves examined below a heap where a compound's rule needs every position below
#: it (remoteness, suspense, misère values): solved once, in Python, about a second a few
#: million moves, with a bar past a second.
MAX_MOVES = 5 * 10**6
#: The largest heap of a code that splits heaps, where every position below it (a sum of
#: heaps) is searched.
MAX_SPLIT_HEAP = 40
#: The most options of one heap listed, where they are listed but nothing below them is
#: searched (playing a heap, the shortened selective compound): a second or so in Python.
MAX_OPTIONS = 10**6
#: The same for a code that splits heaps, whose options are sums (a few microseconds each).
MAX_SPLIT_OPTIONS = 10**5
#: The longest subtraction set written as a code for the misère quotient engine.
MAX_CODE_DIGITS = 4096


def needs(kind: str, misere: bool) -> str:
    """What the rule of a compound reads of each heap: ``'values'`` (the sum and the selective
    compound in normal play: the heaps' Grundy values, any size), ``'options'`` (the
    shortened selective compound in normal play: the values and each heap's options), or
    ``'search'`` (every other: every position below each heap).

    >>> needs("disjunctive", False), needs("shortened-selective", False), needs("selective", True)
    ('values', 'options', 'search')
    """
    if misere:
        return "search"
    if kind in ("disjunctive", "selective"):
        return "values"
    return "options" if kind == "shortened-selective" else "search"


@dataclass
class HeapGame:
    """A heap game as the commands play it: `moves` of a component's position, the position
    of one heap (`start`), the heaps a position holds (`heaps`), and the game's family
    (`family`: a :class:`~grundy.SubtractionGame` or :class:`~grundy.TakeAndBreak`), which
    gives the heaps' Grundy values and the winning moves of their sum at any size. `work(h)`:
    about how many moves lie below a heap of h (None: the positions are sums, bounded by
    MAX_SPLIT_HEAP); `branching(h)`: about how many options a heap of h has (None: too many
    to count, bounded as for `work`)."""

    name: str
    moves: Callable[[Any], list]
    start: Callable[[int], Any]
    heaps: Callable[[Any], list[int]]
    family: Any
    work: Callable[[int], int] | None = None
    branching: Callable[[int], int] | None = None
    #: The game as a take-and-break code, for the misère quotient engine (None: no code).
    code: str | None = None

    def check(self, heaps: list[int], need: str, purpose: str) -> None:
        """Refuse heaps too large for what the rule `need`s of them (see :func:`needs`): every
        position below (``'search'``) or the options (``'options'``), naming the first and
        saying why (`purpose`: ``"the conjunctive compound reads every position below a
        heap"``)."""
        from ..errors import ResourceLimitError

        if need == "values":
            return
        cost = self.branching if need == "options" else self.work
        most = MAX_MOVES if need == "search" else MAX_OPTIONS if self.work else MAX_SPLIT_OPTIONS
        for i, h in enumerate(heaps):
            if cost is None and h > MAX_SPLIT_HEAP:
                raise ResourceLimitError(f"heap {i + 1} has {h} tokens: {self.name} splits heaps, "
                                         f"and {purpose}, up to heaps of {MAX_SPLIT_HEAP}")
            if cost is not None and cost(h) > most:
                raise ResourceLimitError(
                    f"heap {i + 1} has {h} tokens: {purpose}, at most {most:,} moves of "
                    f"{self.name} (this heap has about {cost(h):,})")

    def value(self, h: int, place: int | None = None) -> int:
        """The Grundy value of a heap of h; a code's values up to h are computed (with a bar)
        when no period gives it, an error naming heap `place` when they cannot be."""
        from ..errors import GrundyError, InvalidGameError
        from ..heaps import TakeAndBreak

        try:
            return self.family.value(h)
        except InvalidGameError:
            if not isinstance(self.family, TakeAndBreak):
                raise
        try:  # a code with no proved period: its values one by one, up to h
            self.family.values(h + 1, progress=True)
        except GrundyError as e:
            where = "a heap" if place is None else f"heap {place}"
            raise type(e)(f"{where} has {h} tokens: no period of {self.name} is proved, and "
                          f"computing its values one by one: {e}") from None
        return self.family.value(h)

    def grundy(self, position: Any) -> int:
        """The Grundy value of a component (a heap, or a sum of heaps after a split)."""
        x = 0
        for h in self.heaps(position):
            x ^= self.value(h)
        return x

    def sum_moves(self, heaps: list[int]) -> tuple[list[tuple[int, tuple[int, ...]]], bool]:
        """The winning moves of the sum of `heaps` by the family, as ``(index, leave)``, and
        whether they are all of them (one only, for heaps too large to list every move)."""
        from ..errors import InvalidGameError
        from ..heaps.takebreak import MAX_ENUMERATED_HEAP, TakeAndBreak

        for i, h in enumerate(heaps):
            self.value(h, i + 1)
        fam = self.family
        if not isinstance(fam, TakeAndBreak):
            return [(i, (m,) if m else ()) for i, m in fam.sum_winning_moves(heaps)], True
        if max(heaps, default=0) <= MAX_ENUMERATED_HEAP:
            try:
                return [(m.heap, tuple(m.leave)) for m in fam.winning_moves(heaps)], True
            except InvalidGameError:  # too many options to list: one move
                pass
        move = fam.winning_move(heaps)
        return ([] if move is None else [(move.heap, tuple(move.leave))]), False


def heap_game(text: str, known: str = GAME_HELP) -> HeapGame:
    """The heap game GAME names: ``nim``, a subtraction set ``{1,3,4}`` / ``1,3,4``, or a
    take-and-break code (a component that splits becomes a sorted tuple of heaps). A word
    that is none of them is refused with `known`, the games the command knows."""
    from ..errors import InvalidGameError
    from ..heaps import SubtractionGame, TakeAndBreak

    spec = text.strip()
    if spec.lower() == "nim":
        return HeapGame("nim", lambda n: list(range(n)), lambda h: h, lambda p: [p] if p else [],
                        SubtractionGame.any_amount(), lambda h: h * (h + 1) // 2, lambda h: h,
                        "0.[3]")
    if "." not in spec and (spec.startswith("{") or "," in spec or spec.isdigit()):
        s = SubtractionGame.parse(text).moves
        return HeapGame("{" + ",".join(map(str, s)) + "}", lambda n: [n - k for k in s if k <= n],
                        lambda h: h, lambda p: [p] if p else [], SubtractionGame(s),
                        lambda h: h * len(s), lambda h: len(s),
                        "0." + "".join("3" if k in s else "0" for k in range(1, s[-1] + 1))
                        if s[-1] <= MAX_CODE_DIGITS else None)
    if not any(ch.isdigit() for ch in spec):
        raise InvalidGameError(f"unknown game {text!r}: the games are {known}")
    family = TakeAndBreak(spec)
    code = family.tbcode
    width = len(code.digits) if not code.period else None
    if code.max_heaps is not None and code.max_heaps <= 1:
        return HeapGame(str(code), lambda n: [leave[0] if leave else 0 for _, leave in code.options(n)],
                        lambda h: h, lambda p: [p] if p else [], family,
                        lambda h: h * (width or h), lambda h: min(h, width or h), str(code))
    two = code.max_heaps == 2 and not code.additive
    return HeapGame(str(code), code.sum_options, lambda h: (h,) if h else (), list, family, None,
                    (lambda h: min(h, width or h) * (h // 2 + 1)) if two else None, str(code))


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


def component(game: HeapGame, heaps) -> Any:
    """The component position holding `heaps` (an int for games that never split: 0 when
    nothing is left)."""
    if isinstance(game.start(1), tuple):
        return tuple(sorted(heaps))
    return heaps[0] if heaps else 0


def _value_moves(game: HeapGame, kind: str, heaps: list[int], parts: list) -> tuple[list[tuple], bool]:
    """The first MOVES_SHOWN + 1 winning moves of the sum or the selective compound in normal
    play, from the heaps' values (the family's moves: any heap size), and whether every
    winning move of a heap was listed."""
    import itertools

    if kind == "disjunctive":
        found, complete = game.sum_moves(heaps)
        moves = []
        for i, leave in found[: MOVES_SHOWN + 1]:
            new = list(parts)
            new[i] = component(game, leave)
            moves.append(tuple(new))
        return moves, complete
    # selective: every heap of value > 0 (and only those) to an option of value 0
    hot, choices, complete = [], [], True
    for i, h in enumerate(heaps):
        if game.value(h, i + 1):
            found, listed = game.sum_moves([h])
            hot.append(i)
            choices.append([component(game, leave) for _, leave in found])
            complete = complete and listed
    moves = []
    for choice in itertools.islice(itertools.product(*choices), MOVES_SHOWN + 1) if hot else ():
        new = list(parts)
        for i, q in zip(hot, choice):
            new[i] = q
        moves.append(tuple(new))
    return moves, complete


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
    need = needs(args.kind, args.misere)
    game.check(args.heaps, need, f"the {args.kind} compound " + (
        "lists the options of every heap" if need == "options" else
        f"reads every position below a heap{' in misère play' if args.misere else ''}"))
    if need != "search":
        for i, h in enumerate(args.heaps):
            game.value(h, i + 1)
    solver = CompoundSolver(game.moves, grundy=None if need == "search" else game.grundy,
                            progress=True)
    parts = [game.start(h) for h in args.heaps]
    outcome = solver.outcome(parts, args.kind, args.misere)
    why, numbers = solver.explain(parts, args.kind, args.misere)
    if need == "values":
        moves, complete = _value_moves(game, args.kind, args.heaps, parts)
    else:
        moves = list(itertools.islice(solver.iter_winning_moves(parts, args.kind, args.misere),
                                      MOVES_SHOWN + 1))
        complete = True
    more = len(moves) > MOVES_SHOWN or not complete
    shown = moves[:MOVES_SHOWN]
    play = "misère play" if args.misere else "normal play"
    lines = [f"{args.kind} compound of {game.name} ({KIND_HELP[args.kind]}), {play}",
             outcome.word, *_rule_lines(why, numbers)]
    records = []
    texts = []
    for m in shown:
        changed, changes = changes_text(game, parts, m)
        records.append({"changes": changes})
        texts.append("; ".join(changed))
    if len(texts) == 1 and not more:
        lines.append("winning move: " + texts[0])
    elif len(texts) == 1 and not complete:
        lines.append("winning move (one of them): " + texts[0])
    elif texts:
        lines += ["winning moves:", *("  " + t for t in texts)]
        if more:
            lines.append(f"  ... and more (the first {len(texts)} shown)")
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
