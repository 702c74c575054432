"""``grundy play GAME HEAP ...``: play heap games in the terminal against a perfect opponent."""

from __future__ import annotations

import argparse
import re
import sys

from ..errors import GrundyError
from ._io import UsageError, whole
from .compound import GAME_HELP, KIND_HELP, HeapGame, changes_text, component, heap_game, needs

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
        if len(parts) > 1 and not isinstance(game.start(1), tuple):
            raise IllegalMove("this game never splits a heap")
        new[i] = component(game, parts)
    return tuple(new)


#: Positions of a board game searched for the remoteness of its play (beyond: by its value).
BOARD_SEARCH = 20_000


def _board(args: argparse.Namespace):
    """(match, show, show_move, parse, help) for Wythoff's game, a Cram board or a Node-Kayles
    graph; None for a heap game."""
    from ..core.play import IllegalMove, Match

    name, rest = args.game.lower(), args.heaps
    if name == "wythoff":
        from ..heaps import wythoff_outcome, wythoff_winning_moves
        from ..core.outcome import Outcome

        if len(rest) != 2:
            raise UsageError("wythoff takes two heaps: grundy play wythoff A B")
        a, b = (_heap(x, i) for i, x in enumerate(rest, 1))

        def moves(p):
            x, y = p
            return ([(x - k, y) for k in range(1, x + 1)] + [(x, y - k) for k in range(1, y + 1)]
                    + [(x - k, y - k) for k in range(1, min(x, y) + 1)])

        def show_move(old, new):
            (x, y), (u, v) = old[0], new[0]
            if x != u and y != v:
                return f"take {x - u} from both heaps"
            return f"take {x - u} from heap 1" if x != u else f"take {y - v} from heap 2"

        def parse(text, match):
            m = re.fullmatch(r"take\s+(\d+)\s+from\s+(heap\s+([12])|both(?:\s+heaps)?)", text.lower())
            if not m:
                raise IllegalMove("write 'take K from heap 1', 'take K from heap 2' or "
                                  "'take K from both heaps'")
            k, (x, y) = int(m.group(1)), match.position[0]
            new = (x - k, y - k) if m.group(3) is None else (x - k, y) if m.group(3) == "1" else (x, y - k)
            if min(new) < 0 or k < 1:
                raise IllegalMove(f"there are {x} and {y} tokens: take at least 1, at most what "
                                  "a heap has")
            return (new,)

        match = Match(moves, [(a, b)], noun="position", oracle=(
            lambda p: wythoff_outcome(*p) is Outcome.N, lambda p: wythoff_winning_moves(*p)[0]),
            search=BOARD_SEARCH)
        return (match, lambda p: f"heaps: {p[0][0]}  {p[0][1]}", show_move, parse,
                "Type 'take K from heap 1', 'take K from heap 2' or 'take K from both heaps'; "
                "'?' gives a hint, 'q' (or Ctrl-D) stops.")
    if name == "cram":
        from ..search.cram import Cram, parse_board

        if len(rest) != 1:
            raise UsageError("cram takes a board: grundy play cram ROWSxCOLS")
        rows, cols = parse_board(rest[0])
        game = Cram(rows, cols, base=1)

        def cells(mask):
            return [divmod(i, cols) for i in range(rows * cols) if mask >> i & 1]

        def show(p):
            lines = ["   " + " ".join(f"{c + 1}" for c in range(cols))]
            for r in range(rows):
                lines.append(f"{r + 1:>2} " + " ".join("." if p[0] >> (r * cols + c) & 1 else "#"
                                                      for c in range(cols)))
            return "\n".join(lines)

        def show_move(old, new):
            (r1, c1), (r2, c2) = cells(old[0] & ~new[0])
            return f"domino {r1 + 1} {c1 + 1} {r2 + 1} {c2 + 1}"

        def parse(text, match):
            m = re.fullmatch(r"(?:domino\s+)?(\d+)\s+(\d+)\s+(\d+)\s+(\d+)", text.lower())
            if not m:
                raise IllegalMove("write 'domino R1 C1 R2 C2' (rows and columns from 1)")
            r1, c1, r2, c2 = (int(x) for x in m.groups())
            if abs(r1 - r2) + abs(c1 - c2) != 1:
                raise IllegalMove(f"({r1}, {c1}) and ({r2}, {c2}) are not side by side")
            try:
                taken = game.mask([(r1, c1), (r2, c2)])
            except GrundyError as e:
                raise IllegalMove(str(e)) from None
            if match.position[0] & taken != taken:
                raise IllegalMove(f"({r1}, {c1}) and ({r2}, {c2}) are not both free")
            return (match.position[0] & ~taken,)

        def option(p):
            (r1, c1), (r2, c2) = game.winning_move(p)
            return p & ~game.mask([(r1, c1), (r2, c2)])

        match = Match(game.moves, [game.start], noun="board", oracle=(lambda p: game.value(p) != 0, option),
                      search=BOARD_SEARCH)
        return (match, show, show_move, parse, "Type 'domino R1 C1 R2 C2' (rows and columns "
                "from 1; '.' free, '#' taken); '?' gives a hint, 'q' (or Ctrl-D) stops.")
    if name == "node-kayles":
        from ..search.games import NodeKayles

        if len(rest) != 1:
            raise UsageError("node-kayles takes a graph file: grundy play node-kayles FILE")
        game = NodeKayles(rest[0])
        closed = game._closed

        def show(p):
            return "free vertices: " + (" ".join(str(i + 1) for i in range(game.graph.n) if p[0] >> i & 1)
                                        or "none")

        def chosen(old, new):
            gone = old & ~new
            return next(i for i in range(game.graph.n) if old >> i & 1 and old & closed[i] == gone)

        def parse(text, match):
            m = re.fullmatch(r"(?:vertex\s+)?(\d+)", text.lower())
            if not m:
                raise IllegalMove("write 'vertex V' (vertices from 1, as in the file)")
            v = int(m.group(1)) - 1
            if not (0 <= v < game.graph.n and match.position[0] >> v & 1):
                raise IllegalMove(f"vertex {v + 1} is not free")
            return (match.position[0] & ~closed[v],)

        match = Match(game.moves, [game.start], noun="graph", search=BOARD_SEARCH, oracle=(
            lambda p: game.value(p) != 0, lambda p: p & ~closed[game._best_move(p)]))
        return (match, show, lambda old, new: f"vertex {chosen(old[0], new[0]) + 1}", parse,
                "Type 'vertex V': it goes, with its neighbours; '?' gives a hint, 'q' (or "
                "Ctrl-D) stops.")
    return None


def _heap(text: str, place: int) -> int:
    try:
        h = whole(text)
    except argparse.ArgumentTypeError as e:
        raise UsageError(f"heap {place}: {e}") from None
    if h < 0:
        raise UsageError(f"heap {place} must be at least 0, not {h}")
    return h


def _run(args: argparse.Namespace) -> str:
    from ..core.play import SEARCH_SECONDS, Match, play

    board = _board(args)
    if board is not None:
        match, show, show_move, parse, help_text = board
        if args.compound or args.misere:
            raise UsageError("--compound and --misere are for heap games")
        _say(f"playing {args.game.lower()}; {'you move' if args.first == 'me' else 'the computer moves'} first")
        play(match, first=args.first, read=_read, write=_say, show=show, show_move=show_move,
             parse=parse, help_text=help_text)
        return ""
    args.heaps = [_heap(x, i) for i, x in enumerate(args.heaps, 1)]
    if not args.heaps:
        raise UsageError("give at least one HEAP")
    game = heap_game(args.game)
    kind = args.compound or "disjunctive"
    need = needs(kind, args.misere)
    game.check(args.heaps, "options" if need == "values" else need,
               "play lists the moves of every heap" if need != "search" else
               f"the {kind} compound reads every position below a heap"
               + (" in misère play" if args.misere else ""))
    if need != "search":
        for i, h in enumerate(args.heaps):
            game.value(h, i + 1)
    match = Match(game.moves, [game.start(h) for h in args.heaps], kind, args.misere, noun="heap",
                  describe=lambda p: " + ".join(map(str, game.heaps(p))) or "0",
                  grundy=None if need == "search" else game.grundy,
                  size=lambda p: sum(game.heaps(p)), seconds=SEARCH_SECONDS, progress=True)

    def show(position) -> str:
        return "heaps: " + "  ".join(" + ".join(map(str, game.heaps(p))) or "0" for p in position)

    def show_move(old, new) -> str:
        return "; ".join(changes_text(game, list(old), new)[0])

    what = f"{game.name}" + ("" if kind == "disjunctive" else f", {kind} compound ({KIND_HELP[kind]})")
    _say(f"playing {what}; {'you move' if args.first == 'me' else 'the computer moves'} first")
    play(match, first=args.first, read=_read, write=_say, show=show, show_move=show_move,
         parse=lambda text, m: parse_move(text, m, game), help_text=HELP)
    return ""


def _read(prompt: str) -> str:
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line


def _say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def register(sub) -> None:
    p = sub.add_parser(
        "play", help="play a game in the terminal against a perfect opponent",
        description="Play a sum (or another compound) of heaps of a heap game, Wythoff's game, "
        "a Cram board or a Node-Kayles graph against the computer, which wins as fast as it "
        "can and loses as slowly as it can. For heap games, " + HELP[0].lower() + HELP[1:])
    p.add_argument("game", metavar="GAME", help=GAME_HELP + "; or wythoff A B, cram ROWSxCOLS, "
                   "node-kayles FILE")
    p.add_argument("heaps", nargs="*", default=[], metavar="ARG",
                   help="heap sizes (wythoff: the two heaps; cram: the board; node-kayles: the "
                   "graph file, 'n m' then the edges)")
    p.add_argument("--compound", metavar="KIND", choices=list(KIND_HELP),
                   help="play a compound other than the sum: " + ", ".join(KIND_HELP))
    p.add_argument("--misere", action="store_true", help="misère play: whoever cannot move wins")
    p.add_argument("--first", choices=("me", "computer"), default="me",
                   help="who moves first (default: me)")
    p.set_defaults(run=_run)
