"""``grundy search GAME FILE``: Grundy values of hard games by the search engine."""

from __future__ import annotations

import argparse
import json

from ._io import read_edge_list, read_input

FORMAT = ("FILE: 'n m', then m lines 'u v' (an edge, vertices 1..n; default: standard input). "
          "Prints the Grundy value on the first line and, when it is not 0, a winning move on the "
          "second ('vertex V' or 'edge U V', 1-based). --json: {\"value\", \"move\"} with the move "
          "as {\"vertex\": V} or {\"edge\": [U, V]}, or null.")


def _run(args: argparse.Namespace) -> str:
    from ..search import ArcKayles, NodeKayles

    n, edges = read_edge_list(read_input(args.file))
    cls = NodeKayles if args.game == "node-kayles" else ArcKayles
    game = cls(edges, num_vertices=n, table=args.table)
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


def register(sub) -> None:
    p = sub.add_parser("search", help="Grundy values of hard games (Node-Kayles, Arc-Kayles) by search",
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
        g.add_argument("--json", action="store_true", help="print one JSON object")
        g.set_defaults(run=_run)
