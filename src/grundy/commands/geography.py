"""``grundy geography [FILE]``: undirected vertex geography from every vertex."""

from __future__ import annotations

import argparse
import json

from ._io import read_edge_list, read_input


def _run(args: argparse.Namespace) -> str:
    import numpy as np

    from ..graphs._simple_graph import simple_graph_from_edge_arrays
    from ..graphs.matching import solve

    n, edges = read_edge_list(read_input(args.file))
    u, v = edges[:, 0], edges[:, 1]
    sol = solve(simple_graph_from_edge_arrays(n, u, v))
    wins = ~sol.in_d
    if args.json:
        moves = np.where(wins, sol.mate + 1, 0).tolist()
        record = {
            "outcomes": ["win" if w else "lose" for w in wins.tolist()],
            "moves": [x if x else None for x in moves],
            "matching_size": int(np.count_nonzero(sol.mate >= 0)) // 2,
            "bipartite": sol.bipartite,
        }
        return json.dumps(record) + "\n"
    return "".join(np.where(wins, "win\n", "lose\n").tolist())


def register(sub) -> None:
    g = sub.add_parser(
        "geography",
        help="undirected vertex geography: win or lose for the player to move from each vertex",
        description="Input: 'n m', then m lines 'u v' (an undirected edge, vertices 1..n; loops and "
        "repeated edges are allowed and change nothing). A token on a vertex moves along an edge to "
        "a vertex not visited before (the start counts as visited); who cannot move loses. Prints, "
        "for each vertex 1..n, 'win' or 'lose' for the player to move from it.",
    )
    g.add_argument("file", nargs="?", metavar="FILE", help="input file (default: standard input)")
    g.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object: the outcomes, a winning first move from each winning vertex "
        "(its partner in a maximum matching), the matching size and whether the graph is bipartite",
    )
    g.set_defaults(run=_run)
