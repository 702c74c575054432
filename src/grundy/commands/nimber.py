"""``grundy nimber EXPR``: evaluate an expression in nimber arithmetic."""

from __future__ import annotations

import argparse


def _run(args: argparse.Namespace) -> str:
    from ..nimbers.expression import evaluate

    return f"{evaluate(' '.join(args.expr))}\n"


def register(sub) -> None:
    n = sub.add_parser(
        "nimber",
        help="evaluate a nimber expression, e.g. '3141 * 5926' or 'inv(7)'",
        description="Evaluate an expression in nimber arithmetic and print the result as an "
        "integer. + and - are nim addition (XOR), * the nim product, / the nim quotient, "
        "a ** e a power by an integer literal e; functions inv(a), sqrt(a), log(a) (a < 2^64, "
        "to a fixed generator) and log(a, base); parentheses. Quote the expression for the shell.",
    )
    n.add_argument("expr", nargs="+", metavar="EXPR", help="the expression (several words are joined)")
    n.set_defaults(run=_run)
