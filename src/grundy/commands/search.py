"""``grundy search GAME FILE``: Grundy values of hard games by the search engine."""

from __future__ import annotations

import argparse
import json

from ._io import read_edge_list, read_input

FORMAT = ("FILE: 'n m', then m lines 'u v' (an edge, vertices 1..n; default: standard input). "
          "Prints the Grundy value on the first line and, when it is not 0, a winning move on the "
          "second ('vertex V' or 'edge U V', 1-based). --json: {\"value\", \"move\"} with the move "
          "as {\"vertex\": V} or {\"edge\": [U, V]}, or null.")


CRAM_FORMAT = ("BOARD: ROWSxCOLS, at most 64 squares (e.g. 5x6, 13x4). --holes FILE: one line "
               "'r c' per square removed from the board (1-based; blank lines and lines starting "
               "with # are skipped). Prints the Grundy value on the first line and, when it is not "
               "0, a winning move on the second ('domino R1 C1 R2 C2', 1-based). --json: "
               "{\"value\", \"move\"} with the move as {\"domino\": [[R1, C1], [R2, C2]]}, or null.")


def _run_cram(args: argparse.Namespace) -> str:
    from ..search.cram import Cram, parse_board, parse_holes

    rows, cols = parse_board(args.board)
    holes = [] if args.holes is None else parse_holes(read_input(args.holes), rows, cols)
    with Cram(rows, cols, holes, table=args.table, workers=args.workers, ray=args.ray) as game:
        value = game.value()
        move = game.winning_move() if value else None
    if args.json:
        record_move = None if move is None else {"domino": [list(move[0]), list(move[1])]}
        return json.dumps({"value": value, "move": record_move}) + "\n"
    if move is None:
        return f"{value}\n"
    (r1, c1), (r2, c2) = move
    return f"{value}\ndomino {r1} {c1} {r2} {c2}\n"


def _run(args: argparse.Namespace) -> str:
    from ..search import ArcKayles, NodeKayles

    n, edges = read_edge_list(read_input(args.file))
    cls = NodeKayles if args.game == "node-kayles" else ArcKayles
    with cls(edges, num_vertices=n, table=args.table, workers=args.workers, ray=args.ray) as game:
        value = game.value()
        move = game.winning_move() if value else None
    if args.game == "node-kayles":
        shown = None if move is None else int(move) + 1
        record_move = None if shown is None else {"vertex": shown}
        line = None if shown is None else f"vertex {shown}"
    else:
        shown = None if move is None else sorted(int(x) + 1 for x in move)
        record_move = None if shown is None else {"edge": shown}
        line = None if shown is None else f"edge {shown[0]} {shown[1]}"
    if args.json:
        return json.dumps({"value": value, "move": record_move}) + "\n"
    return f"{value}\n" + (f"{line}\n" if line else "")


def _workers(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a positive number of workers, not {text!r}")
    return n


def _parallel_options(g) -> None:
    g.add_argument("--workers", type=_workers, metavar="N",
                   help="search in N processes sharing one table (default 1; with --ray, one per "
                   "CPU of the cluster)")
    g.add_argument("--ray", metavar="ADDRESS", help="run the workers on a Ray cluster ('local' "
                   "starts one here; needs pip install 'grundy[ray]')")


def register(sub) -> None:
    p = sub.add_parser("search", help="Grundy values of hard games (Node-Kayles, Arc-Kayles, Cram) by search",
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
        g.add_argument("--table", metavar="DB", help="SQLite file of solved components: read, "
                       "extended, and reused by later runs")
        _parallel_options(g)
        g.add_argument("--json", action="store_true", help="print one JSON object")
        g.set_defaults(run=_run)
    g = games.add_parser("cram", help="Cram: a move places a domino on two adjacent free squares",
                         description="Cram on a rectangular board with holes: a move places a "
                         "domino on two adjacent free squares, in either orientation.",
                         epilog=CRAM_FORMAT)
    g.add_argument("board", metavar="BOARD", help="the board, ROWSxCOLS")
    g.add_argument("--holes", metavar="FILE", help="squares removed from the board, one 'r c' a line")
    g.add_argument("--table", metavar="DB", help="SQLite file of solved regions: read, extended, "
                   "and reused by later runs (regions' keys do not depend on the board)")
    _parallel_options(g)
    g.add_argument("--json", action="store_true", help="print one JSON object")
    g.set_defaults(run=_run_cram)
