#!/usr/bin/env python
"""Impartial Clobber and NoGo: grundy against MCGS on its own games, side by side.

Usage: python benchmarks/mcgs.py [--mcgs PATH] [--repeat K] [--timeout SECONDS] [--long] [--only WORD]

For each position (impartial Clobber checkerboards 3x7, 2x11, 2x13, 3x8; linear NoGo 1x18, 1x20;
NoGo 2x7; ``--long`` adds Clobber 4x6 and 5x5 and NoGo 2x8), ``grundy search clobber|nogo ...``
(the value and a winning move) and ``MCGS --no-use-db "[impartial GAME] BOARD {N}"`` (the value),
each a fresh process, interleaved position by position, K times (default 3): the medians of wall
time and peak memory, their ratio (grundy / MCGS), and the values, which must agree with each
other and with MCGS's published ones. MCGS allocates about 1.8 GB of tables and takes about a
second to start; its own figure ("Time (ms)", the search alone) is shown too, and the ratio
against it. MCGS is stopped after ``--timeout`` seconds (default 600). ``--only WORD`` keeps the
positions whose name holds WORD (``nogo``, ``clobber 3x7``). MCGS: ``$GRUNDY_MCGS``,
else ``../shared/peers/mcgs/MCGS`` beside the clone (the University of Alberta's solver, v1.7).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
from pathlib import Path

from search import grundy_command, run_measured  # benchmarks/search.py


def checkerboard(rows: int, cols: int) -> str:
    return "|".join("".join("XO"[(r + c) % 2] for c in range(cols)) for r in range(rows))


# (name, grundy's arguments, MCGS's game and board, MCGS's published value)
CASES = [
    ("clobber 3x7", ["clobber", "--checkerboard", "3x7"], "clobber", checkerboard(3, 7), 1),
    ("clobber 2x11", ["clobber", "--checkerboard", "2x11"], "clobber", checkerboard(2, 11), 3),
    ("clobber 2x13", ["clobber", "--checkerboard", "2x13"], "clobber", checkerboard(2, 13), 1),
    ("clobber 3x8", ["clobber", "--checkerboard", "3x8"], "clobber", checkerboard(3, 8), 0),
    ("nogo 1x18", ["nogo", "--empty", "1x18"], "nogo_1xn", "." * 18, None),
    ("nogo 1x20", ["nogo", "--empty", "1x20"], "nogo_1xn", "." * 20, None),
    ("nogo 2x7", ["nogo", "--empty", "2x7"], "nogo", "|".join(["." * 7] * 2), None),
]
LONG = [
    ("clobber 4x6", ["clobber", "--checkerboard", "4x6"], "clobber", checkerboard(4, 6), 0),
    ("clobber 5x5", ["clobber", "--checkerboard", "5x5"], "clobber", checkerboard(5, 5), 1),
    ("nogo 2x8", ["nogo", "--empty", "2x8"], "nogo", "|".join(["." * 8] * 2), 1),
]


def default_mcgs() -> str:
    return os.environ.get("GRUNDY_MCGS") or str(Path(__file__).resolve().parents[2] / "shared" / "peers" / "mcgs" / "MCGS")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--mcgs", default=default_mcgs())
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--timeout", type=float, default=600.0)
    p.add_argument("--long", action="store_true")
    p.add_argument("--only", default="")
    args = p.parse_args()
    print(f"grundy against MCGS, whole processes, medians of {args.repeat}:", flush=True)
    for name, ours, game, board, published in CASES + (LONG if args.long else []):
        if args.only not in name:
            continue
        mine, theirs, own_ms = [], [], []
        for _ in range(args.repeat):
            got = run_measured(grundy_command() + ["-q", "search", *ours], 3600)
            mine.append((int(got[0].split()[0]), got[1], got[2]))
            got = run_measured([args.mcgs, "--no-use-db", f"[impartial {game}] {board} {{N}}"], args.timeout)
            if got is None or got[0] is None:
                theirs.append(None)
                continue
            text = got[0]
            value = int(re.search(r"Got: (\d+)", text)[1])
            own_ms.append(float(re.search(r"Time \(ms\): ([\d.]+)", text)[1]))
            theirs.append((value, got[1], got[2]))
        value = mine[0][0]
        assert all(x[0] == value for x in mine)
        assert published is None or value == published, (name, value, published)
        t_ours = statistics.median(x[1] for x in mine)
        mb_ours = statistics.median(x[2] for x in mine)
        line = f"  {name}: value {value}, grundy {t_ours:.2f} s {mb_ours:.0f} MB"
        done = [x for x in theirs if x is not None]
        if len(done) < len(theirs):
            line += f"; MCGS stopped after {args.timeout:.0f} s"
        if done:
            assert all(x[0] == value for x in done), (name, value, done)
            t_them = statistics.median(x[1] for x in done)
            ms = statistics.median(own_ms)
            line += (f"; MCGS {t_them:.2f} s ({ms / 1000:.2f} s its search) "
                     f"{statistics.median(x[2] for x in done):.0f} MB; ratio {t_ours / t_them:.3f}x "
                     f"(against its search alone {t_ours / (ms / 1000):.3f}x)")
        print(line, flush=True)


if __name__ == "__main__":
    sys.exit(main())
