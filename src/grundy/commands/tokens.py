"""``grundy tokens [FILE]``: tokens on a directed graph that may have cycles."""

from __future__ import annotations

import argparse
import json

from ._io import read_input


def _run(args: argparse.Namespace) -> str:
    from ..tokens.loopy import LOOPY_COST
    from ..tokens.text import read_tokens_graph
    from ..tokens.tokens import TokenMove, analyze_tokens

    g, tokens, keep = read_tokens_graph(read_input(args.file), LOOPY_COST)
    result = analyze_tokens(g, tokens)
    if keep is not None and result.move is not None:
        m = result.move
        result = type(result)(result.outcome, result.values,
                              TokenMove(m.token, int(keep[m.source]), int(keep[m.target])), result.loopy)
    if args.json:
        record = result.to_json()
        if record["move"] is not None:  # 1-based, as in the input: the K-th token listed
            record["move"]["token"] += 1
            record["move"]["from"] += 1
            record["move"]["to"] += 1
        return json.dumps(record, ensure_ascii=False) + "\n"
    lines = [result.outcome.word]
    if result.move is not None:
        m = result.move
        lines.append(f"move token at {m.source + 1} to {m.target + 1}")
    return "\n".join(lines) + "\n"


def register(sub) -> None:
    t = sub.add_parser(
        "tokens",
        help="tokens on a directed graph that may have cycles: win, lose or draw, and a move",
        description="Input as AcWing 1319: 'N M K', M lines 'x y' (edge x->y, vertices 1..N), "
        "then K token vertices. Cycles are allowed (play may be drawn).",
    )
    t.add_argument("file", nargs="?", metavar="FILE", help="input file (default: standard input)")
    t.add_argument("--json", action="store_true",
                   help="print one JSON object: the outcome, each token's value and the move, "
                   "with the token (its position in the token list) and vertices 1-based as in the input")
    t.set_defaults(run=_run)
