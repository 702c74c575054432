"""``grundy play GAME HEAP ...``: play heap games in the terminal against a perfect opponent."""

from __future__ import annotations

import argparse
import re
import sys

from ._io import UsageError, whole
from .compound import GAME_HELP, KIND_HELP, HeapGame, changes_text, heap_game

HELP = ("Type a move as the computer writes them: 'take 2 from heap 1', or 'heap 1 -> 2 + 5' "
        "for what a heap becomes (a split, or 0 to take it all); join the heaps of one move "
        "with ';'. '?' gives a hint, 'q' (or Ctrl-D) stops.")

PART = re.compile(r"(?:take\s+(\d+)\s+from\s+|split\s+|add\s+(\d+)\s+to\s+)?heap\s+(\d+)"
                  r"(?:\s*\(\s*[\d\s+]*->\s*([\d\s+]+)\))?(?:\s*->\s*([\d\s+]+))?$")


def parse_move(text: str, match, game: HeapGame) -> tuple:
    """The compound position a player's move leads to, from the notation the heap commands
    write (parts joined by ';'). Raises a GrundyError naming what is wrong."""
    from ..core.play import IllegalMove

    new = list(match.position)
    for part in (p.strip() for p in text.split(";")):
        m = PART.match(part.lower())
        if not m:
            raise IllegalMove(f"cannot read {part!r}: write 'take K from heap I' or "
                              "'heap I -> A + B'")
        take, add, index, shown, became = m.groups()
        i = int(index) - 1
        if not 0 <= i < len(new):
            raise IllegalMove(f"there is no heap {index}: heaps 1 to {len(new)}")
        heaps = game.heaps(match.position[i])
        if len(heaps) > 1 and (take or add) and not (shown or became):
            raise IllegalMove(f"heap {index} is now {' + '.join(map(str, heaps))}: say what it "
                              "becomes, 'heap I -> A + B'")
        after = shown or became
        if after is not None:
            parts = [int(x) for x in after.replace("+", " ").split() if int(x)]
        else:
            if take is None and add is None:
                raise IllegalMove(f"say how heap {index} changes: 'take K from heap {index}' or "
                                  f"'heap {index} -> A + B'")
            size = sum(heaps) - int(take or 0) + int(add or 0)
            if size < 0:
                raise IllegalMove(f"heap {index} has only {sum(heaps)} tokens")
            parts = [size] if size else []
        new[i] = _position(game, parts)
    return tuple(new)


def _position(game: HeapGame, heaps: list[int]):
    """The component position holding `heaps` (an int for games that never split)."""
    probe = game.start(1)
    if isinstance(probe, tuple):
        return tuple(sorted(heaps))
    if len(heaps) > 1:
        from ..core.play import IllegalMove

        raise IllegalMove("this game never splits a heap")
    return heaps[0] if heaps else 0


def _run(args: argparse.Namespace) -> str:
    from ..core.play import Match, play
    from .heaps import _check

    _check(args.heaps, "heap")
    if not args.heaps:
        raise UsageError("give at least one HEAP")
    game = heap_game(args.game)
    game.check(args.heaps)
    kind = args.compound or "disjunctive"
    match = Match(game.moves, [game.start(h) for h in args.heaps], kind, args.misere, noun="heap",
                  describe=lambda p: " + ".join(map(str, game.heaps(p))) or "0")

    def show(position) -> str:
        return "heaps: " + "  ".join(" + ".join(map(str, game.heaps(p))) or "0" for p in position)

    def show_move(old, new) -> str:
        return "; ".join(changes_text(game, list(old), new)[0])

    def read(prompt: str) -> str:
        sys.stdout.write(prompt)
        sys.stdout.flush()
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line

    def write(text: str) -> None:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()

    what = f"{game.name}" + ("" if kind == "disjunctive" else f", {kind} compound ({KIND_HELP[kind]})")
    write(f"playing {what}; {'you move' if args.first == 'me' else 'the computer moves'} first")
    play(match, first=args.first, read=read, write=write, show=show, show_move=show_move,
         parse=lambda text, m: parse_move(text, m, game), help_text=HELP)
    return ""


def register(sub) -> None:
    p = sub.add_parser(
        "play", help="play heap games in the terminal against a perfect opponent",
        description="Play a sum (or another compound) of heaps of a heap game against the "
        "computer, which wins as fast as it can and loses as slowly as it can. " + HELP)
    p.add_argument("game", metavar="GAME", help=GAME_HELP)
    p.add_argument("heaps", nargs="*", type=whole, default=[], metavar="HEAP", help="heap sizes")
    p.add_argument("--compound", metavar="KIND", choices=list(KIND_HELP),
                   help="play a compound other than the sum: " + ", ".join(KIND_HELP))
    p.add_argument("--misere", action="store_true", help="misère play: whoever cannot move wins")
    p.add_argument("--first", choices=("me", "computer"), default="me",
                   help="who moves first (default: me)")
    p.set_defaults(run=_run)
