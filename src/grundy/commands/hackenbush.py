"""``grundy hackenbush [FILE]``: Green Hackenbush on one grounded multigraph."""

from __future__ import annotations

import argparse
import json

from ._io import read_edge_list, read_input


def _shown(vertices, limit: int = 10) -> str:
    names = " ".join(str(int(x) + 1) for x in vertices[:limit])
    return names + (f" ... ({len(vertices)} vertices)" if len(vertices) > limit else "")


def _explain(a) -> list[str]:
    import numpy as np

    lines = []
    order = np.argsort(a.component, kind="stable")
    counts = np.bincount(a.component[a.component >= 0], minlength=len(a.component_values))
    starts = np.concatenate([[0], np.cumsum(counts)]) + int(np.count_nonzero(a.component < 0))
    for c in range(len(a.component_values)):
        members = order[starts[c] : starts[c + 1]]
        e = int(a.component_edges[c])
        if c == 0:
            where = "on the ground"
        else:
            b = int(a.component_bridge[c])
            x, y = int(a.graph.u[b]), int(a.graph.v[b])
            above = x if a.component[x] != c else y
            where = f"hangs from vertex {above + 1} by edge {b + 1} (component {int(a.component_parent[c])})"
        lines.append(
            f"component {c}: vertices {_shown(members)}; {e} edge{'s' if e != 1 else ''} inside "
            f"(parity {e % 2}); {where}; value {int(a.component_values[c])}"
        )
    floating = order[: int(np.count_nonzero(a.component < 0))]
    if len(floating):
        lines.append(f"not connected to the ground: vertices {_shown(floating)}")
    return lines


def _run(args: argparse.Namespace) -> str:
    import numpy as np

    from ..errors import InvalidGameError
    from ..graphs._undirected import from_endpoints
    from ..graphs.hackenbush import analyze_hackenbush

    n, edges = read_edge_list(read_input(args.file))
    ground = args.ground or [1]
    for x in ground:
        if not 1 <= x <= n:
            raise InvalidGameError(f"ground vertex {x} is out of range 1..{n}")
    g = from_endpoints(n, edges[:, 0], edges[:, 1])
    grounded = np.asarray(ground, dtype=np.int64) - 1
    a = analyze_hackenbush(g, grounded, cuts=not args.no_cuts)
    cuts = [] if a.cuts is None else [(int(e) + 1, int(g.u[e]) + 1, int(g.v[e]) + 1) for e in a.cuts]
    if args.json:
        record = {
            "value": a.value,
            "outcome": a.outcome.word,
            "ground": sorted(set(ground)),
        }
        if not args.no_cuts:
            record["winning_cuts"] = [{"edge": e, "endpoints": [x, y]} for e, x, y in cuts]
        if args.explain:
            vv = a.vertex_values
            record["vertex_values"] = [int(x) if x >= 0 else None for x in vv]
            record["components"] = [
                {
                    "value": int(a.component_values[c]),
                    "edges": int(a.component_edges[c]),
                    "parent": int(a.component_parent[c]) if c else None,
                    "bridge": int(a.component_bridge[c]) + 1 if c else None,
                }
                for c in range(len(a.component_values))
            ]
        return json.dumps(record) + "\n"
    lines = [f"value {a.value}", a.outcome.word]
    lines += [f"cut edge {e} ({x} {y})" for e, x, y in cuts]
    if args.explain:
        lines += _explain(a)
    return "\n".join(lines) + "\n"


def register(sub) -> None:
    h = sub.add_parser(
        "hackenbush",
        help="Green Hackenbush on a grounded multigraph: value, outcome and the winning cuts",
        description="Input: 'n m', then m lines 'u v' (an edge, vertices 1..n; loops and parallel "
        "edges allowed). Players alternately delete an edge; whatever is no longer connected to "
        "the ground disappears; who cannot move loses. Prints the value, win or lose for the "
        "player to move, and every winning cut as 'cut edge K (u v)' (K = the edge's 1-based position "
        "in the input). Finding the cuts inside a 2-edge-connected component of e edges costs O(e^2).",
    )
    h.add_argument("file", nargs="?", metavar="FILE", help="input file (default: standard input)")
    h.add_argument("--ground", type=int, nargs="+", metavar="V", help="grounded vertices (default: 1)")
    h.add_argument("--json", action="store_true", help="print one JSON object")
    h.add_argument("--no-cuts", action="store_true",
                   help="skip the winning cuts (the value alone takes linear time)")
    h.add_argument("--explain", action="store_true",
                   help="also print the 2-edge-connected components and their values")
    h.set_defaults(run=_run)
