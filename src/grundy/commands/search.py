"""``grundy search GAME FILE``: Grundy values of hard games by the search engine."""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # argparse loads only when a parser is built: `search cram BOARD` needs none
if TYPE_CHECKING:
    import argparse

from ..errors import InputFormatError, InvalidGameError
from ._io import UsageError, read_edge_list, read_input

FORMAT = ("FILE: 'n m', then m lines 'u v' (an edge, vertices 1..n; default: standard input). "
          "Prints the Grundy value on the first line and, when it is not 0, a winning move on the "
          "second ('vertex V' or 'edge U V', 1-based). --json: {\"value\", \"move\"} with the move "
          "as {\"vertex\": V} or {\"edge\": [U, V]}, or null. --grid ROWSxCOLS instead of FILE: "
          "the grid graph (cells joined to the cells beside them, the strip games: Node-Kayles on "
          "a 1 x n grid is Dawson's chess, Arc-Kayles Dawson's Kayles), moves named by their cells: "
          "'cell R C' or 'cells R1 C1 R2 C2', {\"cell\": [R, C]} or {\"cells\": [[R1, C1], [R2, C2]]}.")

MAX_GRID = 10**6  # cells of a --grid graph; far beyond what a search finishes, but bounded


def grid_graph(text: str) -> tuple[int, int, list[tuple[int, int]]]:
    """``'ROWSxCOLS'`` as (rows, cols, edges) of the grid graph, cell (r, c) numbered r * cols + c.

    >>> grid_graph("2x3")[2]
    [(0, 1), (0, 3), (1, 2), (1, 4), (2, 5), (3, 4), (4, 5)]
    """
    from ..search.cram import grid_edges, parse_board

    try:
        rows, cols = parse_board(text)
    except InvalidGameError:
        raise InvalidGameError(f"grid {text!r}: expected ROWSxCOLS, e.g. 3x10") from None
    if rows < 1 or cols < 1 or rows * cols > MAX_GRID:
        raise InvalidGameError(f"grid {text!r}: expected 1 to {MAX_GRID} cells, at least one row and column")
    return rows, cols, grid_edges(rows, cols)


CRAM_FORMAT = ("BOARD: ROWSxCOLS, at most 4096 squares (e.g. 5x6, 13x4, 5x13). --holes FILE: one line "
               "'r c' per square removed from the board (1-based; blank lines and lines starting "
               "with # are skipped). Prints the Grundy value on the first line and, when it is not "
               "0, a winning move on the second ('domino R1 C1 R2 C2', 1-based). --json: "
               "{\"value\", \"move\"} with the move as {\"domino\": [[R1, C1], [R2, C2]]}, or null.")


def _word_fits(args: argparse.Namespace, cells: int, what: str) -> None:
    """A usage error when --core word asks for a game of more than 64 cells (`what`: e.g.
    'boards of at most 64 squares, not 9x9')."""
    if args.core == "word" and cells > 64:
        raise UsageError(f"--core word takes {what}")


def _run_cram(args: argparse.Namespace) -> str:
    from ..search.cram import Cram, parse_board, parse_holes

    rows, cols = parse_board(args.board)
    _word_fits(args, rows * cols, f"boards of at most 64 squares, not {args.board}")
    holes = [] if args.holes is None else parse_holes(read_input(args.holes), rows, cols)
    with Cram(rows, cols, holes, base=1, table=args.table, workers=args.workers, ray=args.ray,
              max_bytes=args.table_memory, core=args.core) as game:
        value = game.value()
        move = game.winning_move() if value else None
    if args.json:
        record_move = None if move is None else {"domino": [list(move[0]), list(move[1])]}
        import json

        return json.dumps({"value": value, "move": record_move}) + "\n"
    if move is None:
        return f"{value}\n"
    (r1, c1), (r2, c2) = move
    return f"{value}\ndomino {r1} {c1} {r2} {c2}\n"


def _run(args: argparse.Namespace) -> str:
    from ..search import ArcKayles, NodeKayles

    if args.grid is not None and args.file is not None:
        raise InputFormatError("give either a FILE or --grid, not both")
    if args.grid is not None:
        rows, cols, edges = grid_graph(args.grid)
        n = rows * cols
    else:
        n, edges = read_edge_list(read_input(args.file))
    cls = NodeKayles if args.game == "node-kayles" else ArcKayles
    _word_fits(args, n, f"graphs of at most 64 vertices, not {n}")
    with cls(edges, num_vertices=n, table=args.table, workers=args.workers, ray=args.ray,
             max_bytes=args.table_memory, core=args.core) as game:
        value = game.value()
        move = game.winning_move() if value else None
    if args.grid is not None:
        taken = () if move is None else [move] if args.game == "node-kayles" else move
        shown = [[r + 1, c + 1] for r, c in sorted(divmod(int(x), cols) for x in taken)]
        if not shown:
            record_move = line = None
        elif len(shown) == 1:
            record_move, line = {"cell": shown[0]}, "cell {} {}".format(*shown[0])
        else:
            record_move, line = {"cells": shown}, "cells {} {} {} {}".format(*shown[0], *shown[1])
    elif args.game == "node-kayles":
        shown = None if move is None else int(move) + 1
        record_move = None if shown is None else {"vertex": shown}
        line = None if shown is None else f"vertex {shown}"
    else:
        shown = None if move is None else sorted(int(x) + 1 for x in move)
        record_move = None if shown is None else {"edge": shown}
        line = None if shown is None else f"edge {shown[0]} {shown[1]}"
    if args.json:
        import json

        return json.dumps({"value": value, "move": record_move}) + "\n"
    return f"{value}\n" + (f"{line}\n" if line else "")


PLACEMENT_FORMAT = ("FILE: one move a line, the cells it needs, then optionally '/' and the other "
                    "cells it removes (cells numbered from 0; '3 / 2 4' is Node-Kayles at vertex 3 "
                    "with neighbours 2 and 4); blank lines and # comments are skipped. A move is "
                    "legal when the cells it needs are free, and takes the cells it removes. "
                    "Prints the Grundy value on the first line and, when it is not 0, a winning "
                    "move on the second, as its line gives it ('move 3 / 2 4'). --json: "
                    "{\"value\", \"move\"} with the move as {\"line\": L, \"needs\": [...], "
                    "\"removes\": [...]}, or null.")


def _run_placement(args: argparse.Namespace) -> str:
    from ..search.placement import PlacementGame, parse_moves

    moves, lines = parse_moves(read_input(args.file))
    cells = max(max(r) for _, r in moves) + 1
    _word_fits(args, cells, f"games of at most 64 cells, not {cells}")
    with PlacementGame(moves, table=args.table, workers=args.workers, ray=args.ray,
                       max_bytes=args.table_memory, core=args.core) as game:
        value = game.value()
        move = game.winning_move() if value else None
    if move is None:
        shown = record = None
    else:
        needs, removes = moves[move]
        others = [c for c in removes if c not in needs]
        shown = "move " + " ".join(map(str, needs)) + (" / " + " ".join(map(str, others)) if others else "")
        record = {"line": lines[move], "needs": needs, "removes": removes}
    if args.json:
        import json

        return json.dumps({"value": value, "move": record}) + "\n"
    return f"{value}\n" + (f"{shown}\n" if shown else "")


CHOMP_FORMAT = ("BOARD: ROWSxCOLS, the bar (e.g. 12x12); the poisoned square is row 1, column 1, "
                "at the bottom left, and a move takes a square and every square above and to the "
                "right of it. Prints the Grundy value on the first line and, when it is not 0, a "
                "winning move on the second ('square R C', rows from 1 at the bottom, columns from "
                "1 at the left). --json: {\"value\", \"move\"} with the move as {\"square\": [R, C]}, "
                "or null. --method dp (the default) solves every position of the bar at once; "
                "--table FILE keeps its values (a table of a larger bar serves every bar inside "
                "it) and --workers N runs it on N threads. --method search searches the bar as a "
                "placement game, with --table DB, --workers, --ray and --table-memory as for "
                "the other games.")


def _run_chomp(args: argparse.Namespace) -> str:
    from ..search.chomp import Chomp
    from ..search.cram import parse_board

    try:
        rows, cols = parse_board(args.board)
    except InvalidGameError:
        raise InvalidGameError(f"board {args.board!r}: expected ROWSxCOLS, e.g. 12x12") from None
    if rows < 1 or cols < 1:
        raise InvalidGameError(f"board {args.board!r}: Chomp needs at least 1 row and 1 column")
    if args.method != "search":
        for flag, given in (("--ray", args.ray), ("--table-memory", args.table_memory),
                            ("--core", args.core)):
            if given is not None:
                raise UsageError(f"{flag} is for --method search; the DP runs in one process "
                                 "(--workers N: its threads)")
    search = dict(ray=args.ray, max_bytes=args.table_memory) if args.method == "search" else {}
    with Chomp(rows, cols, table=args.table, workers=args.workers, method=args.method,
               **search) as game:
        value = game.value()
        move = game.winning_move() if value else None
    shown = None if move is None else [move[0] + 1, move[1] + 1]
    if args.json:
        import json

        return json.dumps({"value": value, "move": None if shown is None else {"square": shown}}) + "\n"
    return f"{value}\n" + ("" if shown is None else "square {} {}\n".format(*shown))


CLOBBER_FORMAT = ("BOARD: rows of 'X', 'O' and '.' (empty) joined by '|', as MCGS writes them "
                  "(quote it for the shell: 'XOX|OXO|XOX'), or a FILE holding one row a line (- "
                  "for standard input); --checkerboard ROWSxCOLS instead: the board full of "
                  "alternating stones, X at the top left. Prints the Grundy value on the first "
                  "line and, when it is not 0, a winning move on the second ('move R1 C1 R2 C2': "
                  "the stone on row R1, column C1 takes the stone on R2 C2; rows and columns from "
                  "1, row 1 at the top). --json: {\"value\", \"move\"} with the move as "
                  "{\"from\": [R1, C1], \"to\": [R2, C2]}, or null.")


def checkerboard(text: str) -> str:
    """The ``ROWSxCOLS`` board full of alternating stones, X at the top left, in MCGS's notation.

    >>> checkerboard("2x3")
    'XOX|OXO'
    """
    return filled_board(text, "checkerboard", lambda r, c: "XO"[(r + c) % 2])


NOGO_FORMAT = ("BOARD: rows of 'X', 'O' and '.' (empty) joined by '|', as MCGS writes them "
               "(quote it for the shell: '....|.X..'), or a FILE holding one row a line (- for "
               "standard input); --empty ROWSxCOLS instead: the empty board (1xN: linear NoGo). "
               "A block of stones without a liberty is refused. Prints the Grundy value on the "
               "first line and, when it is not 0, a winning move on the second ('place X R C': "
               "an X stone on row R, column C, from 1, row 1 at the top). --json: {\"value\", "
               "\"move\"} with the move as {\"colour\": \"X\", \"point\": [R, C]}, or null.")


def _stone_board(args: argparse.Namespace, flag: str, make) -> str:
    """The board of a stone game: BOARD, a file of it, or the board that --FLAG ROWSxCOLS makes."""
    import os

    given = getattr(args, flag)
    if (args.board is None) == (given is None):
        raise UsageError(f"give a BOARD (or FILE) or --{flag} ROWSxCOLS, one of them")
    if given is not None:
        return make(given, flag)
    if args.board == "-" or (set(args.board) - set("XO.|") and os.path.isfile(args.board)):
        return read_input(None if args.board == "-" else args.board).decode("utf-8", "replace")
    return args.board


def filled_board(text: str, flag: str, fill=lambda r, c: ".") -> str:
    """The ROWSxCOLS board of --`flag` in MCGS's notation, point (r, c) holding ``fill(r, c)``
    (default empty).

    >>> filled_board("2x3", "empty")
    '...|...'
    """
    from ..search.cram import parse_board
    from ..search.stones import MAX_POINTS

    try:
        rows, cols = parse_board(text)
    except InvalidGameError:
        raise InvalidGameError(f"--{flag} {text!r}: expected ROWSxCOLS, e.g. 3x7") from None
    if rows < 1 or cols < 1:
        raise InvalidGameError(f"--{flag} {text!r}: at least 1 row and 1 column")
    if rows * cols > MAX_POINTS:
        raise InvalidGameError(f"--{flag} {text!r}: at most {MAX_POINTS} points")
    return "|".join("".join(fill(r, c) for c in range(cols)) for r in range(rows))


def _run_stones(args: argparse.Namespace) -> str:
    from ..search.clobber import CannibalClobber, Clobber
    from ..search.nogo import NoGo

    if args.game == "nogo":
        cls, board = NoGo, _stone_board(args, "empty", filled_board)
    else:
        cls = CannibalClobber if args.game == "cannibal-clobber" else Clobber
        board = _stone_board(args, "checkerboard", lambda text, flag: checkerboard(text))
    with cls(board, table=args.table, workers=args.workers, ray=args.ray,
             max_bytes=args.table_memory, core=args.core) as game:
        value = game.value()
        move = game.winning_move() if value else None
    if move is None:
        record = line = None
    elif args.game == "nogo":
        r, c, colour = move
        record, line = {"colour": colour, "point": [r + 1, c + 1]}, f"place {colour} {r + 1} {c + 1}"
    else:
        (r1, c1), (r2, c2) = move
        record = {"from": [r1 + 1, c1 + 1], "to": [r2 + 1, c2 + 1]}
        line = f"move {r1 + 1} {c1 + 1} {r2 + 1} {c2 + 1}"
    if args.json:
        import json

        return json.dumps({"value": value, "move": record}) + "\n"
    return f"{value}\n" + (f"{line}\n" if line else "")


def _workers(text: str) -> int:
    import argparse

    from ._io import whole

    try:
        n = whole(text)
    except argparse.ArgumentTypeError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a positive number of workers, not {text!r}")
    return n


def _table_memory(text: str) -> int:
    from .._limits import parse_bytes

    try:
        return parse_bytes(text)
    except ValueError as e:
        import argparse

        raise argparse.ArgumentTypeError(str(e)) from None


SPROUTS_FORMAT = ("POSITION: a Sprouts position in the notation of Glop and SPOTS (quote it for "
                  "the shell): '0*12' is 12 spots; a spot is 0 (3 lives), 1 (2 lives), 2 (1 life) "
                  "or a letter (1 life, seen twice: a-l in one region, A-Y in two); '.' separates "
                  "boundaries, '|' regions, '+' lands; e.g. '0*18.1a1a'. A number N alone is the "
                  "N-spot start. Prints the nimber on the first line and, when it is not 0, a "
                  "winning move on the second, written as the position after it in canonical "
                  "form ('!' when no move is left). --outcome: 'N' (the player to move wins) or "
                  "'P' on the first line instead, deciding only who wins. --json: {\"value\", "
                  "\"move\"} (or {\"outcome\", \"move\"}) with the move as the position after it, "
                  "or null. --check-spots FILE: every land of a nimber database of SPOTS solved again. "
                  "--misere: misère play, N or P and a winning move.")


def sprouts_position(text: str) -> str | int:
    """A Sprouts position as the command line takes it: a bare number N (no leading 0) is the
    N-spot start, anything else the notation.

    >>> sprouts_position("12"), sprouts_position(" 0*3.1a1a ")
    (12, '0*3.1a1a')
    """
    text = text.strip()
    return int(text) if text.isdigit() and not text.startswith("0") else text


def _run_sprouts(args: argparse.Namespace) -> str:
    from ..search.sprouts import Sprouts

    if args.table_memory is not None or args.core is not None:
        raise UsageError("--table-memory and --core are for the compiled engine's games; Sprouts "
                         "keeps its lands in memory and in --table")
    if (args.position is None) == (args.check_spots is None):
        raise UsageError("give a POSITION or --check-spots FILE, one of them")
    if args.check_spots is not None:
        return _check_spots(args)
    position = sprouts_position(args.position)
    if args.misere:
        if args.table is not None or args.workers is not None or args.ray is not None:
            raise UsageError("--misere searches whole positions in one process: --table, "
                             "--workers and --ray are for normal play")
        game = Sprouts(position)
        first_m = game.outcome(misere=True)
        move_m = game.misere_winning_move() if first_m == "N" else None
        if args.json:
            import json

            return json.dumps({"outcome": first_m, "move": move_m, "misere": True}) + "\n"
        return f"{first_m}\n" + ("" if move_m is None else f"{move_m}\n")
    with Sprouts(position, table=args.table, workers=args.workers, ray=args.ray) as game:
        if args.outcome:
            first: str | int = game.outcome()
            move = game.winning_move() if first == "N" else None
        else:
            first = game.value()
            move = game.winning_move() if first else None
    if args.json:
        import json

        return json.dumps({"outcome" if args.outcome else "value": first, "move": move}) + "\n"
    return f"{first}\n" + ("" if move is None else f"{move}\n")


def _check_spots(args: argparse.Namespace) -> str:
    """Every land of a nimber database of SPOTS, solved again: a line per disagreement (exit 1)
    and a last line counting them."""
    from ..search.sprouts import Sprouts, read_spots_database

    stored = read_spots_database(args.check_spots)
    wrong = []
    with Sprouts("0", table=args.table, workers=args.workers, ray=args.ray) as game:
        for land, nimber in stored.items():
            found = game.value(land)
            if found != nimber:
                wrong.append(f"{land}: SPOTS {nimber}, grundy {found}")
    lines = wrong + [f"{len(stored)} lands checked: " + (f"{len(wrong)} disagree" if wrong else
                                                          "all agree with SPOTS")]
    if wrong:
        sys.stdout.write("\n".join(lines) + "\n")
        raise SystemExit(1)
    return "\n".join(lines) + "\n"


def _parallel_options(g) -> None:
    g.add_argument("--table-memory", type=_table_memory, metavar="SIZE",
                   help="memory of the table of solved positions, e.g. 512M or 4G (default: half "
                   "of what the machine and the process limit, ulimit -v or GRUNDY_MAX_MEMORY, "
                   "leave; past it the table keeps the costlier entries)")
    g.add_argument("--workers", type=_workers, metavar="N",
                   help="search in N processes sharing one table (default 1; with --ray, one per "
                   "CPU of the cluster)")
    g.add_argument("--ray", metavar="ADDRESS", help="run the workers on a Ray cluster ('local' "
                   "starts one here, listening on 127.0.0.1 only; 'auto', HOST:PORT: join one; "
                   "needs pip install 'grundy[ray]'; Ray's log lines are shown with GRUNDY_RAY_LOG=1)")
    g.add_argument("--core", choices=("word", "wide"), help="the search engine's width: 'word' (one "
                   "machine word a position, at most 64 cells) or 'wide' (two words or more); "
                   "default: the least that holds the game (for benchmarks and tests)")


def register(sub) -> None:
    p = sub.add_parser("search", help="Grundy values of hard games (Node-Kayles, Arc-Kayles, Cram, "
                       "Clobber, NoGo, Chomp, Sprouts, games given as data) by search",
                       description="Grundy value and a winning move of a hard game by the search "
                       "engine (components, canonical forms, a persistent table).")
    games = p.add_subparsers(dest="game", metavar="GAME")
    games.required = True
    for name, what in (("node-kayles", "a move takes a vertex and its neighbours"),
                       ("arc-kayles", "a move takes an edge and both its ends")):
        g = games.add_parser(name, help=f"{name.replace('-', ' ').title()}: {what}",
                             description=f"{name.replace('-', ' ').title()} on a graph: {what}.",
                             epilog=FORMAT)
        g.add_argument("file", nargs="?", metavar="FILE", help="the graph (default: standard input)")
        g.add_argument("--grid", metavar="ROWSxCOLS", help="play on the ROWS x COLS grid graph instead of a FILE")
        g.add_argument("--table", metavar="DB", help="SQLite file of solved components: read, "
                       "extended, and reused by later runs")
        _parallel_options(g)
        g.add_argument("--json", action="store_true", help="print one JSON object")
        g.set_defaults(run=_run)
    g = games.add_parser("cram", aliases=["domineering"],
                         help="Cram (impartial Domineering): a move places a domino on two "
                         "adjacent free squares", description="Cram on a rectangular board with "
                         "holes: a move places a domino on two adjacent free squares, in either "
                         "orientation. It is impartial Domineering (both players may place either "
                         "player's dominoes), as MCGS names it; 'domineering' is its other name "
                         "here.", epilog=CRAM_FORMAT)
    g.add_argument("board", metavar="BOARD", help="the board, ROWSxCOLS")
    g.add_argument("--holes", metavar="FILE", help="squares removed from the board, one 'r c' a line")
    g.add_argument("--table", metavar="DB", help="SQLite file of solved regions: read, extended, "
                   "and reused by later runs (regions' keys do not depend on the board)")
    _parallel_options(g)
    g.add_argument("--json", action="store_true", help="print one JSON object")
    g.set_defaults(run=_run_cram)
    g = games.add_parser("placement", help="a game given as data: moves that need cells free and "
                         "remove cells", description="A placement game given by its moves: a move "
                         "is legal when the cells it needs are free, and takes the cells it removes "
                         "(Node-Kayles, Arc-Kayles, Cram with any pieces ...).", epilog=PLACEMENT_FORMAT)
    g.add_argument("file", nargs="?", metavar="FILE", help="the moves (default: standard input)")
    g.add_argument("--table", metavar="DB", help="SQLite file of solved components: read, extended, "
                   "and reused by later runs")
    _parallel_options(g)
    g.add_argument("--json", action="store_true", help="print one JSON object")
    g.set_defaults(run=_run_placement)
    clobber = ("a stone of either colour takes an adjacent stone of the other",
               "a stone takes any adjacent stone")
    for name, summary, description, epilog, flag, flag_help, parts in (
            ("clobber", f"Impartial Clobber: {clobber[0]}", f"Impartial Clobber on a board: "
             f"{clobber[0]}, which is removed; both players move either colour.", CLOBBER_FORMAT,
             "--checkerboard", "the board full of alternating stones", "groups"),
            ("cannibal-clobber", f"Impartial Cannibal clobber: {clobber[1]}", "Impartial Cannibal "
             f"Clobber on a board: {clobber[1]}, which is removed; both players move either "
             "colour.", CLOBBER_FORMAT, "--checkerboard", "the board full of alternating stones",
             "groups"),
            ("nogo", "Impartial NoGo: a move places a stone of either colour, never leaving a "
             "block without a liberty", "Impartial NoGo on a board: a move places a stone of "
             "either colour on an empty point; it is illegal when a block of either colour is left "
             "without a liberty (no capture, no suicide).", NOGO_FORMAT, "--empty",
             "the empty board", "classes of points")):
        g = games.add_parser(name, help=summary, description=description, epilog=epilog)
        g.add_argument("board", nargs="?", metavar="BOARD", help="the board, e.g. 'XOX|OXO', or a "
                       "file of it")
        g.add_argument(flag, metavar="ROWSxCOLS", help=f"{flag_help} instead of a BOARD")
        g.add_argument("--table", metavar="DB", help=f"SQLite file of solved {parts}: read, "
                       "extended, and reused by later runs (keyed by the board's width)")
        _parallel_options(g)
        g.add_argument("--json", action="store_true", help="print one JSON object")
        g.set_defaults(run=_run_stones)
    g = games.add_parser("sprouts", help="Sprouts: a curve joins two spots (or one to itself) "
                         "and a new spot is put on it; a spot has 3 lives",
                         description="Sprouts (Conway and Paterson): a move draws a curve between "
                         "two spots, or from a spot to itself, crossing no curve, and puts a new "
                         "spot on it; a spot takes at most 3 curve ends.", epilog=SPROUTS_FORMAT)
    g.add_argument("position", nargs="?", metavar="POSITION", help="the position, e.g. '0*8' or "
                   "'0*18.1a1a'")
    g.add_argument("--check-spots", metavar="FILE", help="instead of a position: solve every land "
                   "of a nimber database of SPOTS (its --output_database, e.g. database.spr) "
                   "again, print each one whose nimber differs and a count (exit 1 when one does)")
    g.add_argument("--outcome", action="store_true", help="print N or P (who wins) instead of "
                   "the nimber: a smaller search")
    g.add_argument("--misere", action="store_true", help="misère play (whoever moves last "
                   "loses): N or P and a winning move, by a search of whole positions")
    g.add_argument("--table", metavar="DB", help="SQLite file of solved lands: read, extended, "
                   "and reused by later runs")
    _parallel_options(g)
    g.add_argument("--json", action="store_true", help="print one JSON object")
    g.set_defaults(run=_run_sprouts)
    g = games.add_parser("chomp", help="Chomp: a move takes a square and every square above and to "
                         "its right; the poisoned corner is never taken",
                         description="Chomp on a ROWS x COLS bar: a move takes a square and every "
                         "square above and to the right of it; whoever must take the poisoned "
                         "square at the bottom left loses (so it is never a move).",
                         epilog=CHOMP_FORMAT)
    g.add_argument("board", metavar="BOARD", help="the bar, ROWSxCOLS")
    g.add_argument("--method", choices=("dp", "search"), default="dp",
                   help="dp: every position of the bar at once (default); search: the search "
                   "engine, the bar as a placement game")
    g.add_argument("--table", metavar="FILE", help="dp: a file of the DP's values, read, extended "
                   "and reused by later runs; search: the SQLite table of solved components")
    _parallel_options(g)
    g.add_argument("--json", action="store_true", help="print one JSON object")
    g.set_defaults(run=_run_chomp)
