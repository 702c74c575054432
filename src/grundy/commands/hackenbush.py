"""``grundy hackenbush [FILE]``: Green Hackenbush on one grounded multigraph."""

from __future__ import annotations

import argparse
import json

from ._io import read_edge_list, read_input

#: Memory of --explain per vertex beyond the analysis (bytes): a line per component and the
#: vertex lists (text), or the vertex values and components as Python lists (JSON); measured
#: with /usr/bin/time -v on a path of 10^6 vertices (10^6 components) about 470 (text) and 490
#: (JSON); rounded up.
EXPLAIN_BYTES_PER_VERTEX = 512


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


def _ground_list(text: str) -> list[int]:
    """The vertices of one ``--ground`` value: ``V`` or a comma list ``V,W,...``."""
    try:
        return [int(x) for x in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"invalid vertex list {text!r}: give a vertex or a comma list such as 2,3"
        ) from None


def _run(args: argparse.Namespace) -> str:
    import numpy as np

    from .._limits import as_float, check_memory
    from .._textio import plural
    from ..errors import InvalidGameError
    from ..graphbase.toolkit import from_endpoints, squeeze
    from ..hackenbush.green import HACKENBUSH_COST, analyze_hackenbush

    n, edges = read_edge_list(read_input(args.file))
    ground = [x for group in args.ground for x in group] if args.ground else [1]
    for x in ground:
        if not 1 <= x <= n:
            raise InvalidGameError(f"ground vertex {x} is out of range 1..{n}")
    grounded = np.asarray(ground, dtype=np.int64) - 1
    # Without --explain only the edges are named, so vertices no edge touches can go.
    keep, (ends, gr) = (None, (edges, grounded)) if args.explain else squeeze(n, edges, grounded)
    used = n if keep is None else len(keep)
    per_vertex = HACKENBUSH_COST.per_vertex + (EXPLAIN_BYTES_PER_VERTEX if args.explain else 0)
    check_memory(
        as_float(used) * per_vertex + as_float(len(edges)) * HACKENBUSH_COST.per_edge,
        f"n = {plural(n, 'vertex', 'vertices')} and m = {plural(len(edges), 'edge')}",
    )
    g = from_endpoints(used, ends[:, 0], ends[:, 1])
    a = analyze_hackenbush(g, gr, cuts=not args.no_cuts)
    cuts = [] if a.cuts is None else [(int(e) + 1, int(edges[e, 0]) + 1, int(edges[e, 1]) + 1) for e in a.cuts]
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
        "in the input). The value takes O(n + m); all the winning cuts O(n + m log m).",
    )
    h.add_argument("file", nargs="?", metavar="FILE", help="input file (default: standard input)")
    h.add_argument("--ground", type=_ground_list, action="append", metavar="V[,W...]",
                   help="a grounded vertex, or a comma list of them; repeat the option for more "
                   "(--ground 2 --ground 3 is --ground 2,3). Default: vertex 1")
    h.add_argument("--json", action="store_true", help="print one JSON object")
    h.add_argument("--no-cuts", action="store_true",
                   help="skip the winning cuts (the value alone takes linear time)")
    h.add_argument("--explain", action="store_true",
                   help="also print the 2-edge-connected components and their values")
    h.set_defaults(run=_run)
