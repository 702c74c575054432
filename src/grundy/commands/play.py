"""``grundy play GAME ...``: play a game in the terminal against a perfect opponent."""

from __future__ import annotations

import argparse
import re
import sys
from typing import Any, Callable, NamedTuple

from ._io import UsageError, read_edge_list, read_input, whole
from .compound import KIND_HELP, MAX_OPTIONS, HeapGame, changes_text, component, heap_game, needs

#: The games play knows, as its help and its error for an unknown game list them.
GAMES = ("nim, a subtraction set such as 1,3,4, or a take-and-break code such as 0.07 or 4!.0 "
         "(then the heaps: HEAP ...); wythoff A B; cram ROWSxCOLS; chomp ROWSxCOLS; clobber and cannibal-clobber BOARD ('XOX|OXO') or ROWSxCOLS; nogo BOARD or ROWSxCOLS; sprouts POSITION ('0*5'); node-kayles FILE or --grid "
         "ROWSxCOLS; arc-kayles FILE or --grid ROWSxCOLS; hackenbush FILE [--ground V]; "
         "geography FILE --start V")

#: The end of every game's help line.
KEYS = "'?' gives a hint, 'q' (or Ctrl-D) stops."

HELP = ("Type a move as the computer writes them: 'take 2 from heap 1', or 'heap 1 -> 2 + 5' "
        "for what a heap becomes (a split, or 0 to take it all); join the heaps of one move "
        "with ';'. " + KEYS)

PART = re.compile(r"(?:take\s+(\d+)\s+from\s+|split\s+|add\s+(\d+)\s+to\s+)?heap\s+(\d+)"
                  r"(?:\s*\(\s*[\d\s+]*->\s*([\d\s+]+)\))?(?:\s*->\s*([\d\s+]+))?$")


#: The most edges of a Green Hackenbush graph played: every position lists the positions its
#: cuts leave, O(E^2) (a second at 3,000 edges).
MAX_HACKENBUSH_EDGES = 2000


class Board(NamedTuple):
    """A game other than heaps, ready to play: the match and how its moves are written."""

    title: str
    match: Any
    show: Callable[[tuple], str]
    show_move: Callable[[tuple, tuple], str]
    parse: Callable[[str, Any], tuple]
    help: str
    close: Callable[[], None] = lambda: None


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


def _heap(text: str, place: int) -> int:
    try:
        h = whole(text)
    except argparse.ArgumentTypeError as e:
        raise UsageError(f"heap {place}: {e}") from None
    if h < 0:
        raise UsageError(f"heap {place} must be at least 0, not {h}")
    return h


def _bits(mask: int) -> list[int]:
    """The set bits of `mask`, lowest first."""
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def _grid_text(mask: int, rows: int, cols: int) -> str:
    """A board whose cell (r, c) is bit r * cols + c: '.' free, '#' taken, numbered from 1."""
    lines = ["   " + " ".join(f"{c + 1}" for c in range(cols))]
    for r in range(rows):
        lines.append(f"{r + 1:>2} " + " ".join("." if mask >> (r * cols + c) & 1 else "#"
                                              for c in range(cols)))
    return "\n".join(lines)


def _numbers(text: str, pattern: str, usage: str) -> list[int]:
    """The numbers of a move typed as `pattern` (a regular expression of its words and
    numbers), or IllegalMove saying how to write it."""
    from ..core.play import IllegalMove

    m = re.fullmatch(pattern, text.strip().lower())
    if not m:
        raise IllegalMove(f"write {usage}")
    return [int(x) for x in m.groups()]


# ----------------------------------------------------------------- the games beside heaps
def _wythoff(args: argparse.Namespace) -> Board:
    from ..core.outcome import Outcome
    from ..core.play import SEARCH_SECONDS, IllegalMove, Match
    from ..errors import ResourceLimitError
    from ..heaps import wythoff_options, wythoff_outcome, wythoff_winning_moves

    if len(args.args) != 2:
        raise UsageError("wythoff takes two heaps: grundy play wythoff A B")
    a, b = (_heap(x, i) for i, x in enumerate(args.args, 1))
    if a + b + min(a, b) > MAX_OPTIONS:
        raise ResourceLimitError(f"heaps {a} and {b} have {a + b + min(a, b):,} moves: play lists "
                                 f"the moves of a position, at most {MAX_OPTIONS:,}")

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

    match = Match(lambda p: wythoff_options(*p), [(a, b)], noun="position", size=sum,
                  seconds=SEARCH_SECONDS, oracle=(
        lambda p: wythoff_outcome(*p) is Outcome.N, lambda p: wythoff_winning_moves(*p)[0]))
    return Board("wythoff", match, lambda p: f"heaps: {p[0][0]}  {p[0][1]}", show_move, parse,
                 f"Type 'take K from heap 1', 'take K from heap 2' or 'take K from both heaps'; {KEYS}")


def _cram(args: argparse.Namespace) -> Board:
    from ..core.play import SEARCH_SECONDS, Match
    from ..search.cram import Cram, parse_board

    if len(args.args) != 1:
        raise UsageError("cram takes a board: grundy play cram ROWSxCOLS")
    rows, cols = parse_board(args.args[0])
    game = Cram(rows, cols, base=1)

    def show_move(old, new):
        (r1, c1), (r2, c2) = (divmod(i, cols) for i in _bits(old[0] & ~new[0]))
        return f"domino {r1 + 1} {c1 + 1} {r2 + 1} {c2 + 1}"

    def parse(text, match):
        r1, c1, r2, c2 = _numbers(text, r"(?:domino\s+)?(\d+)\s+(\d+)\s+(\d+)\s+(\d+)",
                                  "'domino R1 C1 R2 C2' (rows and columns from 1)")
        return (game.after(match.position[0], ((r1, c1), (r2, c2))),)

    match = Match(game.moves, [game.start], noun="board", size=int.bit_count,
                  seconds=SEARCH_SECONDS, oracle=(
        lambda p: game.value(p) != 0, lambda p: game.after(p, game.winning_move(p))))
    return Board("cram", match, lambda p: _grid_text(p[0], rows, cols), show_move, parse,
                 f"Type 'domino R1 C1 R2 C2' (rows and columns from 1; '.' free, '#' taken); {KEYS}",
                 game.close)


def _chomp(args: argparse.Namespace) -> Board:
    from ..core.play import SEARCH_SECONDS, Match
    from ..search.chomp import Chomp
    from ..search.cram import parse_board

    if len(args.args) != 1:
        raise UsageError("chomp takes a bar: grundy play chomp ROWSxCOLS")
    rows, cols = parse_board(args.args[0])
    if rows < 1 or cols < 1:
        raise UsageError(f"bar {args.args[0]!r}: Chomp needs at least 1 row and 1 column")
    game = Chomp(rows, cols)
    game.solve()  # every position's value, before the first move

    def show_move(old, new):
        i = next(k for k, (x, y) in enumerate(zip(old[0], new[0])) if x != y)
        return f"square {i + 1} {new[0][i] + 1}"

    def parse(text, match):
        r, c = _numbers(text, r"(?:square\s+)?(\d+)\s+(\d+)",
                        "'square R C' (rows from 1 at the bottom, columns from 1 at the left)")
        return (game.after(match.position[0], (r - 1, c - 1)),)

    match = Match(game.options, [game.start], noun="bar", size=sum, seconds=SEARCH_SECONDS,
                  oracle=(lambda p: game.value(p) != 0,
                          lambda p: game.after(p, game.winning_move(p))))
    return Board("chomp", match, lambda p: game.picture(p[0]), show_move, parse,
                 "Type 'square R C' to take that square and every square above and to its "
                 "right (rows from 1 at the bottom, columns from 1 at the left; 'x' is the "
                 f"poisoned square, never taken); {KEYS}", game.close)


def _sprouts(args: argparse.Namespace) -> Board:
    from ..core.play import SEARCH_SECONDS, IllegalMove, Match
    from ..errors import GrundyError
    from ..search.sprouts import Sprouts, lands
    from .search import sprouts_position

    if len(args.args) != 1:
        raise UsageError("sprouts takes a position: grundy play sprouts 0*5 (or '0*3.1a1a')")
    game = Sprouts(sprouts_position(args.args[0]))

    def options(p):
        return game.search.moves(p)

    def written(p) -> str:
        return "+".join(p) or "!"

    def parse(typed, match):
        typed = typed.strip()
        choices = options(match.position[0])
        if typed.isdigit():
            k = int(typed)
            if not 1 <= k <= len(choices):
                raise IllegalMove(f"there are {len(choices)} moves: type 1 to {len(choices)}, or "
                                  "the position after the move")
            return (choices[k - 1],)
        try:
            after = lands(typed)
        except GrundyError as e:
            raise IllegalMove(str(e)) from None
        if after not in choices:
            raise IllegalMove(f"{written(after)} is not one move from here")
        return (after,)

    def show(p) -> str:
        choices = options(p[0])
        lines = [f"position {written(p[0])}", game.picture(written(p[0]))]
        if choices:
            lines.append("moves: " + "   ".join(f"{k}) {written(c)}" for k, c in
                                                 enumerate(choices, 1)))
        return "\n".join(lines)

    match = Match(options, [game.start], noun="position", size=lambda p: game.lives(written(p)),
                  seconds=SEARCH_SECONDS,
                  oracle=(lambda p: game.value(p) != 0, lambda p: game.search.winning_move(p)))
    return Board("sprouts", match, show, lambda old, new: written(new[0]), parse,
                 "Type the number of a move from the list, or the position after it in the "
                 f"notation (e.g. '0*3.1a1a'); {KEYS}", game.close)


def _clobber(args: argparse.Namespace) -> Board:
    from ..search.clobber import CannibalClobber, Clobber
    from .search import checkerboard

    if len(args.args) != 1:
        raise UsageError(f"{args.game} takes a board: grundy play {args.game} 'XOX|OXO' (or "
                         "ROWSxCOLS for a checkerboard)")
    text = args.args[0]
    board = checkerboard(text) if "x" in text.lower() and not set(text) <= set("XO.|") else text
    game = (CannibalClobber if args.game == "cannibal-clobber" else Clobber)(board)
    return _stone_board(args.game, game, "'move R1 C1 R2 C2': the stone on row R1, column C1 "
                        "takes the stone on R2 C2 (rows and columns from 1, row 1 at the top; "
                        "either colour moves)", r"(?:move\s+)?(\d+)\s+(\d+)\s+(\d+)\s+(\d+)",
                        lambda n: ((n[0] - 1, n[1] - 1), (n[2] - 1, n[3] - 1)),
                        lambda mv: "move {} {} {} {}".format(mv[0][0] + 1, mv[0][1] + 1,
                                                             mv[1][0] + 1, mv[1][1] + 1))


def _nogo(args: argparse.Namespace) -> Board:
    from ..search.nogo import NoGo
    from .search import filled_board

    if len(args.args) != 1:
        raise UsageError("nogo takes a board: grundy play nogo '....|....' (or ROWSxCOLS for the "
                         "empty board)")
    text = args.args[0]
    board = filled_board(text, "empty") if "x" in text.lower() and not set(text) <= set("XO.|") else text
    game = NoGo(board)
    return _stone_board("nogo", game, "'place X R C' or 'place O R C': a stone of that colour on "
                        "row R, column C (from 1, row 1 at the top; no block may be left without "
                        "a liberty)", r"(?:place\s+)?([xo])\s+(\d+)\s+(\d+)",
                        lambda n: (n[1] - 1, n[2] - 1, "X" if n[0] == "x" else "O"),
                        lambda mv: f"place {mv[2]} {mv[0] + 1} {mv[1] + 1}", words=True)


def _stone_board(title: str, game, usage: str, pattern: str, to_move, name, words: bool = False) -> Board:
    """The board of a game of stones (Clobber, NoGo): moves typed as `pattern` (its numbers, or
    with `words` its groups, given to `to_move`), written by `name`."""
    from ..core.play import SEARCH_SECONDS, IllegalMove, Match

    def show_move(old, new):
        return name(next(mv for mv in game.legal_moves(old[0]) if game.after(old[0], mv) == new[0]))

    def parse(text, match):
        if words:
            m = re.fullmatch(pattern, text.strip().lower())
            if not m:
                raise IllegalMove(f"write {usage.split(':')[0]}")
            groups = [g if not g.isdigit() else int(g) for g in m.groups()]
        else:
            groups = _numbers(text, pattern, usage.split(":")[0])
        return (game.after(match.position[0], to_move(groups)),)

    match = Match(game.options, [game.start], noun="board", size=int.bit_count,
                  seconds=SEARCH_SECONDS, oracle=(
        lambda p: game.value(p) != 0, lambda p: game.after(p, game.winning_move(p))))
    return Board(title, match, lambda p: game.picture(p[0]), show_move, parse,
                 f"Type {usage}; {KEYS}", game.close)

    def show_move(old, new):
        move = next(mv for mv in game.legal_moves(old[0]) if game.after(old[0], mv) == new[0])
        (r1, c1), (r2, c2) = move
        return f"move {r1 + 1} {c1 + 1} {r2 + 1} {c2 + 1}"

    def parse(text, match):
        r1, c1, r2, c2 = _numbers(text, r"(?:move\s+)?(\d+)\s+(\d+)\s+(\d+)\s+(\d+)",
                                  "'move R1 C1 R2 C2': the stone on R1 C1 takes the stone on R2 C2 "
                                  "(rows and columns from 1, row 1 at the top)")
        return (game.after(match.position[0], ((r1 - 1, c1 - 1), (r2 - 1, c2 - 1))),)

    match = Match(game.options, [game.start], noun="board", size=int.bit_count,
                  seconds=SEARCH_SECONDS, oracle=(
        lambda p: game.value(p) != 0, lambda p: game.after(p, game.winning_move(p))))
    return Board(args.game, match, lambda p: game.picture(p[0]), show_move, parse,
                 "Type 'move R1 C1 R2 C2': the stone on row R1, column C1 takes the stone on R2 "
                 f"C2 (rows and columns from 1, row 1 at the top; either colour moves); {KEYS}",
                 game.close)


def _graph(args: argparse.Namespace) -> tuple[int, Any, tuple[int, int] | None]:
    """(n, 0-based edge array, (rows, cols) of a --grid or None) of a graph game."""
    from .search import grid_graph

    if args.grid is not None:
        if args.args:
            raise UsageError(f"give either a FILE or --grid, not both: grundy play {args.game} "
                             "FILE, or --grid ROWSxCOLS")
        rows, cols, edges = grid_graph(args.grid)
        return rows * cols, edges, (rows, cols)
    if len(args.args) != 1:
        raise UsageError(f"{args.game} takes a graph file ('n m', then the edges 'u v', "
                         f"vertices from 1) or --grid ROWSxCOLS: grundy play {args.game} FILE")
    n, edges = read_edge_list(read_input(args.args[0]))
    return n, edges, None


def _kayles(args: argparse.Namespace) -> Board:
    """Node-Kayles (a move takes a vertex and its neighbours) or Arc-Kayles (an edge and both
    its ends) on a graph file or a --grid."""
    from ..core.play import SEARCH_SECONDS, IllegalMove, Match
    from ..search import ArcKayles, NodeKayles

    node = args.game == "node-kayles"
    n, edges, grid = _graph(args)
    game = (NodeKayles if node else ArcKayles)(edges, num_vertices=n)
    cols = grid[1] if grid else 0
    pairs = {frozenset(map(int, e)) for e in edges if e[0] != e[1]}  # loops are no edges here

    def name(v: int) -> str:  # a vertex as the player names it
        return f"{v // cols + 1} {v % cols + 1}" if grid else f"{v + 1}"

    def vertex(numbers: list[int]) -> int:  # the vertex the player names, checked
        if grid:
            r, c = numbers
            if not (1 <= r <= grid[0] and 1 <= c <= cols):
                raise IllegalMove(f"cell {r} {c} is off the {grid[0]}x{cols} grid")
            return (r - 1) * cols + c - 1
        if not 1 <= numbers[0] <= n:
            raise IllegalMove(f"there is no vertex {numbers[0]}: vertices 1 to {n}")
        return numbers[0] - 1

    one = r"(\d+)\s+(\d+)" if grid else r"(\d+)"
    if node:
        usage = "'cell R C' (rows and columns from 1)" if grid else "'vertex V' (vertices from 1)"
        word = "cell" if grid else "vertex"

        def parse(text, match):
            v = vertex(_numbers(text, rf"(?:{word}\s+)?{one}", usage))
            if not match.position[0] >> v & 1:
                raise IllegalMove(f"{word} {name(v)} is not free")
            return (game.after(match.position[0], v),)

        def show_move(old, new):
            v = next(v for v in _bits(old[0]) if game.after(old[0], v) == new[0])
            return f"{word} {name(v)}"

        what = f"Type {usage}: it goes, with its neighbours"
    else:
        usage = ("'cells R1 C1 R2 C2' (rows and columns from 1)" if grid
                 else "'edge U V' (vertices from 1)")
        word = "cells" if grid else "edge"

        def parse(text, match):
            numbers = _numbers(text, rf"(?:{word}\s+)?{one}\s+{one}", usage)
            half = len(numbers) // 2
            u, v = vertex(numbers[:half]), vertex(numbers[half:])
            if frozenset((u, v)) not in pairs:
                raise IllegalMove(f"{name(u)} and {name(v)} are not joined by an edge")
            if not (match.position[0] >> u & 1 and match.position[0] >> v & 1):
                raise IllegalMove(f"{name(u)} and {name(v)} are not both free")
            return (game.after(match.position[0], (u, v)),)

        def show_move(old, new):
            u, v = _bits(old[0] & ~new[0])
            return f"{word} {name(u)} {name(v)}"

        what = f"Type {usage}: both ends go"

    def show(p):
        if grid:
            return _grid_text(p[0], grid[0], cols)
        if node:
            return "free vertices: " + (" ".join(name(v) for v in _bits(p[0])) or "none")
        left = sorted(tuple(sorted(e)) for e in pairs if all(p[0] >> x & 1 for x in e))
        return "edges left: " + (" ".join(f"{u + 1}-{v + 1}" for u, v in left) or "none")

    match = Match(game.moves, [game.start], noun="graph", size=int.bit_count,
                  seconds=SEARCH_SECONDS, oracle=(lambda p: game.value(p) != 0,
                                                  lambda p: game.after(p, game.winning_move(p))))
    return Board(args.game, match, show, show_move, parse, f"{what}; {KEYS}", game.close)


def _hackenbush(args: argparse.Namespace) -> Board:
    """Green Hackenbush: a position is the set of edges still standing (those connected to
    the ground), a move cuts one and whatever hangs from it alone falls."""
    from bisect import bisect_left

    import numpy as np

    from ..core.play import SEARCH_SECONDS, IllegalMove, Match
    from ..errors import InvalidGameError, ResourceLimitError
    from ..hackenbush import analyze_hackenbush

    if len(args.args) != 1:
        raise UsageError("hackenbush takes a graph file ('n m', then the edges 'u v', vertices "
                         "from 1): grundy play hackenbush FILE [--ground V]")
    n, edges = read_edge_list(read_input(args.args[0]))
    if len(edges) > MAX_HACKENBUSH_EDGES:
        raise ResourceLimitError(f"{args.args[0]} has {len(edges):,} edges: play lists the positions "
                                 f"every cut leaves, for graphs of at most {MAX_HACKENBUSH_EDGES:,}")
    ground = [x for group in args.ground for x in group] if args.ground else [1]
    for x in ground:
        if not 1 <= x <= n:
            raise InvalidGameError(f"ground vertex {x} is out of range 1..{n}")
    grounded = np.asarray(ground, dtype=np.int64) - 1

    def analysis(position: frozenset, cuts: bool = False):
        kept = sorted(position)
        return kept, analyze_hackenbush(edges[kept].reshape(-1, 2), grounded, num_vertices=n,
                                        cuts=cuts)

    def standing(position: frozenset) -> frozenset:
        kept, a = analysis(position)
        return frozenset(e for e in kept if a.component[edges[e][0]] >= 0)

    def moves(position: frozenset) -> list[frozenset]:
        """Every cut, from one analysis: cutting the bridge above a component drops that
        component and all that hangs below it; any other edge drops alone (what it joined
        stays joined). O(E) for the analysis and the tree, then the positions left."""
        kept, a = analysis(position)
        parent = a.component_parent.tolist()
        children: list[list[int]] = [[] for _ in parent]
        for c in range(1, len(parent)):
            children[parent[c]].append(c)
        first, last, order, todo = [0] * len(parent), [0] * len(parent), 0, [0]
        while todo:  # the bridge tree in preorder: a subtree is a run of numbers
            c = todo.pop()
            if c < 0:
                last[~c] = order
                continue
            first[c] = order
            order += 1
            todo.append(~c)
            todo.extend(children[c])
        below = {int(kept[b]): c for c, b in enumerate(a.component_bridge.tolist()) if b >= 0}
        comp = a.component
        place = sorted((first[below.get(e, int(comp[edges[e][0]]))], e) for e in kept)
        keys = [k for k, _ in place]
        out = []
        for e in kept:
            c = below.get(e)
            if c is None:
                out.append(position - {e})
                continue
            lo, hi = bisect_left(keys, first[c]), bisect_left(keys, last[c])
            out.append(position.difference(e for _, e in place[lo:hi]))
        return out

    def option(position: frozenset) -> frozenset:
        kept, a = analysis(position, cuts=True)
        return standing(position - {kept[int(a.cuts[0])]})

    def edge(e: int) -> str:
        return f"{e + 1} ({edges[e][0] + 1}-{edges[e][1] + 1})"

    def show(p):
        kept = sorted(p[0])
        text = " ".join(edge(e) for e in kept[:40]) + (f" ... ({len(kept)} edges)" if len(kept) > 40 else "")
        return "edges standing: " + (text or "none")

    def show_move(old, new):
        cut = next(e for e in sorted(old[0] - new[0]) if standing(old[0] - {e}) == new[0])
        return f"cut {edge(cut)}"

    def parse(text, match):
        (e,) = _numbers(text, r"(?:cut\s+)?(?:edge\s+)?(\d+)(?:\s*\(\s*\d+\s*-\s*\d+\s*\))?",
                        "'cut E' (edges numbered from 1, in the order of the file)")
        if not 1 <= e <= len(edges):
            raise IllegalMove(f"there is no edge {e}: edges 1 to {len(edges)}")
        if e - 1 not in match.position[0]:
            raise IllegalMove(f"edge {e} is not standing")
        return (standing(match.position[0] - {e - 1}),)

    match = Match(moves, [standing(frozenset(range(len(edges))))], noun="graph", size=len,
                  seconds=SEARCH_SECONDS,
                  oracle=(lambda p: analysis(p)[1].value != 0, option))
    return Board("hackenbush", match, show, show_move, parse,
                 f"Type 'cut E' (edges numbered from 1, in the order of the file): the edge goes, "
                 f"and what no longer reaches the ground falls; {KEYS}")


def _geography(args: argparse.Namespace) -> Board:
    """Vertex geography: the token moves to a vertex it has not visited, next to it."""
    from ..core.play import SEARCH_SECONDS, IllegalMove, Match
    from ..errors import InvalidGameError
    from ..geography import geography_strategy

    if len(args.args) != 1 or args.start is None:
        raise UsageError("geography takes a graph file ('n m', then the edges 'u v', vertices "
                         "from 1) and the vertex the token starts on: grundy play geography "
                         "FILE --start V")
    n, edges = read_edge_list(read_input(args.args[0]))
    if not 1 <= args.start <= n:
        raise InvalidGameError(f"start vertex {args.start} is out of range 1..{n}")
    strategy = geography_strategy(edges, args.start - 1, num_vertices=n)

    def moves(path: tuple) -> list[tuple]:
        return [(*path, int(v)) for v in strategy.legal_moves(list(path))]

    def show(p):
        path = p[0]
        free = [int(v) + 1 for v in strategy.legal_moves(list(path))]
        return (f"token on vertex {path[-1] + 1}; visited: {' '.join(str(v + 1) for v in path)}; "
                f"it can go to: {' '.join(map(str, sorted(free))) or 'none'}")

    def parse(text, match):
        (v,) = _numbers(text, r"(?:vertex\s+)?(\d+)", "'vertex V' (vertices from 1)")
        path = match.position[0]
        if v - 1 not in [int(x) for x in strategy.legal_moves(list(path))]:
            raise IllegalMove(f"the token cannot go from vertex {path[-1] + 1} to {v}")
        return ((*path, v - 1),)

    match = Match(moves, [(args.start - 1,)], noun="play", seconds=SEARCH_SECONDS, oracle=(
        lambda p: strategy.move(list(p)) is not None,
        lambda p: (*p, int(strategy.move(list(p))))))
    return Board("geography", match, show, lambda old, new: f"vertex {new[0][-1] + 1}", parse,
                 f"Type 'vertex V': the token goes there, next to it and not visited before; {KEYS}")


#: The games beside heaps, by name.
BOARDS: dict[str, Callable[[argparse.Namespace], Board]] = {
    "wythoff": _wythoff, "cram": _cram, "domineering": _cram, "chomp": _chomp, "sprouts": _sprouts, "clobber": _clobber,
    "cannibal-clobber": _clobber, "nogo": _nogo, "node-kayles": _kayles, "arc-kayles": _kayles,
    "hackenbush": _hackenbush, "geography": _geography,
}
#: Options and the games they are for.
OPTIONS = {"grid": ("node-kayles", "arc-kayles"), "ground": ("hackenbush",),
           "start": ("geography",)}


def _heaps(args: argparse.Namespace) -> Board:
    """A compound of heaps of a heap game (nim, a subtraction set, a take-and-break code)."""
    from ..core.play import SEARCH_SECONDS, Match

    heaps = [_heap(x, i) for i, x in enumerate(args.args, 1)]
    game = heap_game(args.game, GAMES)
    if not heaps:
        raise UsageError("give at least one HEAP")
    kind = args.compound or "disjunctive"
    need = needs(kind, args.misere)
    game.check(heaps, "options" if need == "values" else need,
               "play lists the moves of every heap" if need != "search" else
               f"the {kind} compound reads every position below a heap"
               + (" in misère play" if args.misere else ""))
    if need != "search":
        for i, h in enumerate(heaps):
            game.value(h, i + 1)
    match = Match(game.moves, [game.start(h) for h in heaps], kind, args.misere, noun="heap",
                  describe=lambda p: " + ".join(map(str, game.heaps(p))) or "0",
                  grundy=None if need == "search" else game.grundy,
                  size=lambda p: sum(game.heaps(p)), seconds=SEARCH_SECONDS, progress=True)

    def show(position) -> str:
        return "heaps: " + "  ".join(" + ".join(map(str, game.heaps(p))) or "0" for p in position)

    def show_move(old, new) -> str:
        return "; ".join(changes_text(game, list(old), new)[0])

    title = game.name + ("" if kind == "disjunctive" else f", {kind} compound ({KIND_HELP[kind]})")
    return Board(title, match, show, show_move, lambda text, m: parse_move(text, m, game), HELP)


def _run(args: argparse.Namespace) -> str:
    from ..core.play import play

    name = args.game.lower()
    for option, games in OPTIONS.items():
        if getattr(args, option) is not None and name not in games:
            raise UsageError(f"--{option} is for {' and '.join(games)}")
    if name in BOARDS:
        if args.compound or args.misere:
            raise UsageError("--compound and --misere are for heap games")
        args.game = name
        board = BOARDS[name](args)
    else:
        board = _heaps(args)
    try:
        _say(f"playing {board.title}; {'you move' if args.first == 'me' else 'the computer moves'} first")
        play(board.match, first=args.first, read=_read, write=_say, show=board.show,
             show_move=board.show_move, parse=board.parse, help_text=board.help)
    except BrokenPipeError:  # the output's reader has gone (grundy play ... | head): done
        pass
    finally:
        board.close()
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


def _vertices(text: str) -> list[int]:
    """The vertices of one ``--ground`` value: ``V`` or a comma list ``V,W,...``."""
    try:
        return [int(x) for x in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"invalid vertex list {text!r}: give a vertex or a comma list such as 2,3") from None


def register(sub) -> None:
    p = sub.add_parser(
        "play", help="play a game in the terminal against a perfect opponent",
        description="Play a game against the computer, which never loses a game it can win. "
        "It wins as fast as it can and loses as slowly as it can where the whole game can be "
        "searched within a second; beyond, it plays by the game's values (a winning move when "
        "there is one; losing, the move that leaves the most), and says so. For heap games, "
        + HELP[0].lower() + HELP[1:],
        epilog="Graph files: 'n m', then m lines 'u v' (an edge, vertices 1..n), as 'grundy "
        "search' and 'grundy hackenbush' read them. Ctrl-C stops with status 130.")
    p.add_argument("game", metavar="GAME", help="the game: " + GAMES)
    p.add_argument("args", nargs="*", default=[], metavar="ARG",
                   help="heap sizes (wythoff: the two heaps; cram, chomp, clobber, nogo: the board; node-kayles, "
                   "arc-kayles, hackenbush, geography: the graph file)")
    p.add_argument("--compound", metavar="KIND", choices=list(KIND_HELP),
                   help="heap games: play a compound other than the sum: " + ", ".join(KIND_HELP))
    p.add_argument("--misere", action="store_true",
                   help="heap games: misère play, whoever cannot move wins")
    p.add_argument("--first", choices=("me", "computer"), default="me",
                   help="who moves first (default: me)")
    p.add_argument("--grid", metavar="ROWSxCOLS",
                   help="node-kayles, arc-kayles: the ROWS x COLS grid graph instead of a FILE "
                   "(moves named by their cells)")
    p.add_argument("--ground", type=_vertices, action="append", metavar="V[,W...]",
                   help="hackenbush: the grounded vertices (default 1; repeat or list with commas)")
    p.add_argument("--start", type=whole, metavar="V",
                   help="geography: the vertex the token starts on (from 1)")
    p.set_defaults(run=_run)
