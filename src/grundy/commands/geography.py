"""``grundy geography [FILE]``: undirected vertex geography from every vertex."""

from __future__ import annotations

import argparse
import json

from ._io import read_edge_list, read_input

#: Memory of the output per vertex (bytes), also for vertices left out of the matching: the
#: text is a line of at most 5 bytes and a flag; JSON builds Python lists of every outcome and
#: move first, measured (/usr/bin/time -v) 51 bytes per vertex more than the text with 10^6
#: random edges on 10^6 vertices, 59 in all for 10^7 isolated vertices; rounded up.
TEXT_BYTES_PER_VERTEX = 8
JSON_BYTES_PER_VERTEX = 64

#: Work expected to take longer than this (seconds) is announced on standard error first. The
#: command handles about 3 * 10^6 vertices with an edge plus edges a second on sparse random
#: graphs (measured: 5 * 10^6 random edges on 5 * 10^6 vertices in 2.9 s, input and output
#: included; a hard graph takes longer, the matching being O(V E) at worst), and writes about
#: 10^8 lines of text a second (10^8 isolated vertices in 0.9 s), 4 * 10^6 vertices of JSON
#: (10^7 in 2.2 s). A matching expected to take a second or more shows a progress bar of
#: its push–relabel pieces or blossom searches where someone watches (see :func:`grundy.geography.matching.solve`).
ANNOUNCE_SECONDS = 5
ITEMS_PER_SECOND = 3e6
LINES_PER_SECOND = 1e8
JSON_VERTICES_PER_SECOND = 4e6


def outcome_lines(wins):
    """The text output, ``win`` or ``lose`` on a line per vertex, as ASCII bytes in a uint8
    array, built in blocks without a Python string per vertex. O(V).

    >>> import numpy as np
    >>> outcome_lines(np.array([True, False])).tobytes()
    b'win\\nlose\\n'
    """
    import numpy as np

    n = len(wins)
    out = np.empty(5 * n - int(np.count_nonzero(wins)), np.uint8)
    # Each line padded to 5 bytes (NUL after "win\n"); the padding is squeezed out block by
    # block. A block of one outcome (isolated vertices lose) is a copy of a ready block.
    table = np.frombuffer(b"lose\nwin\n\0", np.uint8).reshape(2, 5)
    block = 1 << 16
    ready = [np.tile(table[0], block), np.tile(table[1, :4], block)]
    pos = 0
    for start in range(0, n, block):
        w = wins[start : start + block]
        k = int(np.count_nonzero(w))
        if k in (0, len(w)):
            text = ready[k > 0][: (4 if k else 5) * len(w)]
        else:
            padded = table[w.view(np.uint8)].reshape(-1)
            text = padded[padded != 0]
        out[pos : pos + len(text)] = text
        pos += len(text)
    return out


def _run(args: argparse.Namespace):
    import numpy as np

    from .._limits import as_float, announce, check_memory
    from .._textio import plural
    from ..graphbase.toolkit import simple_graph_from_edge_arrays, squeeze
    from ..geography.matching import MATCHING_COST, solve

    n, edges = read_edge_list(read_input(args.file))
    m = len(edges)
    # Vertices without edges lose at once and need no place in the matching.
    keep, (ends,) = squeeze(n, edges)
    used = n if keep is None else len(keep)
    out_bytes = JSON_BYTES_PER_VERTEX if args.json else TEXT_BYTES_PER_VERTEX
    check_memory(
        as_float(n) * out_bytes + as_float(used) * MATCHING_COST.per_vertex + as_float(m) * MATCHING_COST.per_edge,
        f"n = {plural(n, 'vertex', 'vertices')} and m = {plural(m, 'edge')}",
    )
    seconds = (used + m) / ITEMS_PER_SECOND + n / (JSON_VERTICES_PER_SECOND if args.json else LINES_PER_SECOND)
    if seconds > ANNOUNCE_SECONDS:
        announce(f"vertex geography on {plural(n, 'vertex', 'vertices')} and {plural(m, 'edge')}: "
                 f"about {seconds:.0f} s or more")
    sol = solve(simple_graph_from_edge_arrays(used, ends[:, 0], ends[:, 1]), (used + m) / ITEMS_PER_SECOND)
    if keep is None:
        wins, mate = ~sol.in_d, sol.mate
    else:
        wins = np.zeros(n, dtype=bool)
        wins[keep] = ~sol.in_d
        mate = None
    if args.json:
        if keep is not None:
            mate = np.full(n, -1, np.int64)
            mate[keep] = np.where(sol.mate >= 0, keep[np.maximum(sol.mate, 0)], -1)
        moves = np.where(wins, mate + 1, 0).tolist()
        record = {
            "outcomes": ["win" if w else "lose" for w in wins.tolist()],
            "moves": [x if x else None for x in moves],
            "matching_size": int(np.count_nonzero(sol.mate >= 0)) // 2,
            "bipartite": sol.bipartite,
        }
        return json.dumps(record) + "\n"
    return outcome_lines(wins)


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
