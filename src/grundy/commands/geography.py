"""``grundy geography [FILE]``: undirected vertex geography from every vertex."""

from __future__ import annotations

import argparse
import json

from ._io import read_input


def read(data: bytes):
    """Parse ``n m`` and m lines ``u v`` (1-based): (n, 0-based endpoint arrays u, v)."""
    from .._textio import IntReader
    from ..errors import InputFormatError

    r = IntReader(data)
    n, m = (int(x) for x in r.row(2, "'n m'"))
    if n < 1 or m < 0:
        raise InputFormatError(f"need n >= 1 and m >= 0, not n={n}, m={m}", 1)
    start = r.pos
    edges = r.rows(m, 2, "an edge 'u v'")
    r.check_range(edges, 1, n, "vertex", start)
    r.expect_end()
    return n, edges[:, 0] - 1, edges[:, 1] - 1


def _run(args: argparse.Namespace) -> str:
    import numpy as np

    from ..graphs._simple_graph import simple_graph_from_edge_arrays
    from ..graphs.matching import solve

    n, u, v = read(read_input(args.file))
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
