#!/usr/bin/env python
"""Sprouts: grundy against SPOTS (Čížek, Balko and Schmid 2025), side by side.

Usage: python benchmarks/sprouts.py [--spots PATH] [--starts 5,6,7] [--nimber] [--repeat K]
                                    [--timeout SECONDS] [--closure N]

For each n-spot start, ``grundy search sprouts 0*n --outcome`` (who wins; with ``--nimber``
the nimber, ``grundy search sprouts 0*n``) and ``spots-solver 0*n --algorithm dfpn`` (its
sequential depth-first proof-number search, one core; with ``--nimber``, ``--compute_nimber``:
the position plus ``*k`` for k = 0, 1, ... until a loss), each a fresh process run in a
scratch directory (SPOTS writes a database and statistics there), interleaved start by start,
K times (default 1): the medians of wall time, their ratio (grundy / SPOTS), and the answers,
which must agree. Each is stopped after ``--timeout`` seconds (default 600). SPOTS:
``$GRUNDY_SPOTS``, else ``spots-solver`` of the virtual environment that
``../shared/peers/spots/build.sh`` built at ``/work/venv-spots``.

``--closure N`` checks instead, in process, every land reachable from 0*1 to 0*N: its nimber by
plain mex recursion over its options against the search's (the tests do this to N = 5; N = 6
is 253,023 lands and about 8 minutes).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import tempfile

from search import grundy_command, run_measured  # benchmarks/search.py


def grundy_run(n: int, nimber: bool, timeout: float):
    args = grundy_command() + ["-q", "search", "sprouts", f"0*{n}"] + ([] if nimber else ["--outcome"])
    got = run_measured(args, timeout)
    if got is None or got[0] is None:
        return None
    text, dt, _ = got
    first = text.split()[0]
    return (int(first) if nimber else first), dt


def spots_run(path: str, n: int, nimber: bool, timeout: float):
    with tempfile.TemporaryDirectory() as scratch:
        here = os.getcwd()
        os.chdir(scratch)
        try:
            got = run_measured([path, f"0*{n}", "--algorithm", "dfpn"]
                               + (["--compute_nimber"] if nimber else []), timeout)
        finally:
            os.chdir(here)
    if got is None or got[0] is None:
        return None
    text, dt, _ = got
    verdicts = re.findall(r"is (Win|Loss)", text)
    if nimber:  # the last line answered is the first Loss, at the nimber
        return len(verdicts) - 1, dt
    return {"Win": "N", "Loss": "P"}[verdicts[-1]], dt


def closure_check(n: int) -> None:
    import sys
    import time
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from test_search_sprouts import closure, mex_values  # the tests' oracle

    from grundy.search.sprouts import Sprouts

    t = time.perf_counter()
    seen = closure([f"0*{k}" for k in range(1, n + 1)], 10**9)
    t_closure = time.perf_counter() - t
    t = time.perf_counter()
    value = mex_values(seen)
    t_mex = time.perf_counter() - t
    t = time.perf_counter()
    game = Sprouts(1, progress=False)
    wrong = [land for land in seen if game.value(land) != value[land]]
    t_search = time.perf_counter() - t
    print(f"every land from 0*1 to 0*{n}: {len(seen)} lands (found in {t_closure:.0f} s), mex "
          f"recursion {t_mex:.0f} s, the search {t_search:.0f} s: {len(wrong)} disagree", flush=True)
    for land in wrong[:10]:
        print(f"  {land}: mex {value[land]}, search {game.value(land)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--spots", default=os.environ.get("GRUNDY_SPOTS", "/work/venv-spots/bin/spots-solver"))
    ap.add_argument("--starts", default="5,6,7,8", help="the numbers of spots, comma-separated")
    ap.add_argument("--nimber", action="store_true", help="the nimbers instead of the outcomes")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=600.0)
    ap.add_argument("--closure", type=int, metavar="N", help="check every land reachable from "
                    "0*1..0*N against mex recursion instead")
    args = ap.parse_args()
    if args.closure:
        closure_check(args.closure)
        return
    what = "nimbers" if args.nimber else "outcomes"
    print(f"Sprouts {what}, whole processes, medians of {args.repeat} (grundy: proof-number "
          f"search on couples, and a winning move; SPOTS: dfpn, one core; each stopped after "
          f"{args.timeout:.0f} s):", flush=True)
    for n in (int(x) for x in args.starts.split(",")):
        ours, theirs = [], []
        for _ in range(args.repeat):
            ours.append(grundy_run(n, args.nimber, args.timeout))
            theirs.append(spots_run(args.spots, n, args.nimber, args.timeout))
        line = f"  0*{n}:"
        done_ours = [x for x in ours if x is not None]
        done_theirs = [x for x in theirs if x is not None]
        if done_ours and done_theirs:
            assert done_ours[0][0] == done_theirs[0][0], (n, done_ours, done_theirs)
        if done_ours:
            t_ours = statistics.median(x[1] for x in done_ours)
            line += f" {done_ours[0][0]}, grundy {t_ours:.2f} s"
        else:
            line += f" grundy stopped after {args.timeout:.0f} s"
        if done_theirs:
            t_them = statistics.median(x[1] for x in done_theirs)
            line += f", SPOTS {t_them:.2f} s ({done_theirs[0][0]})"
            if done_ours:
                line += f", ratio {t_ours / t_them:.1f}x"
        else:
            line += f", SPOTS stopped after {args.timeout:.0f} s"
        print(line, flush=True)


if __name__ == "__main__":
    main()
