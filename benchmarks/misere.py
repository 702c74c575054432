#!/usr/bin/env python
"""Benchmarks of misère quotients (grundy.misere).

Usage: python benchmarks/misere.py [--quick] [--long] [--repeat N]

- quotients: the time to compute (and prove) the misère quotient of each game below at its
  bound, each in a fresh interpreter, with the order found and the period that proves it
  complete, if any. Misère Nim to 7 (tame, order 10), 0.75 to 21 (Plambeck's R8, order 8 from
  heap 5 on, proved complete at 21), 0.312 to 9 (Plambeck's solution, complete at 9), and wild
  games whose quotients grow: Kayles 0.77, 0.15, Dawson's Chess 0.137 (to 24, where the quotient
  has 144 elements), 4.7, and Dawson's Kayles 0.07 to 30 (360 elements); with ``--long`` also
  0.07 to 33 (638 elements, about 10 minutes). A run that takes more than a minute is not
  repeated.
- sums: with a quotient in hand, outcomes and winning moves of random sums of 10^4 heaps, in
  sums per second: Kayles heaps up to 12, and heaps up to 10^18 of 0.75 (complete quotient).

There is no C++ reference for these (MisereSolver is a Java program, not bundled); the figures
are absolute times on this machine. Run from the repository root; results go to
benchmarks/out/misere.json. Not a pytest module.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "out"

GAMES = [("0.3333333", 7), ("0.75", 21), ("0.312", 9), ("0.77", 20), ("0.15", 20), ("0.137", 16),
         ("0.137", 24), ("4.7", 12), ("0.07", 30)]
QUICK = [("0.3333333", 7), ("0.75", 21), ("0.312", 9), ("0.77", 12), ("0.15", 14), ("0.137", 12), ("4.7", 9)]

# Orders published for a game at a bound: 0.75's R8 (Plambeck, "Taming the wild in impartial
# combinatorial games", INTEGERS 5 (2005) G05), and Q_30(0.07) = 360 (Siegel, "Some
# MisereSolver questions answered", miseregames.wordpress.com, 28 August 2007), and 638 elements
# for 0.07 at heap 33 (Plambeck and Siegel, "Misère quotients for impartial games", JCTA 115
# (2008), as a public summary of their results quotes it).
PUBLISHED = {("0.75", 21): 8, ("0.07", 30): 360, ("0.07", 33): 638}
LONG = [("0.07", 33)]

TIME_ONE = """
import json, sys, time
t = time.perf_counter()
from grundy.misere import misere_quotient
q = misere_quotient(sys.argv[1], int(sys.argv[2]))
print(json.dumps({"seconds": time.perf_counter() - t, "order": q.order, "orders": q.orders,
                  "period": q.period}))
"""


def case_quotients(games, repeat: int) -> list[dict]:
    rows = []
    print("quotient (fresh interpreter, import included; median of runs):")
    for code, n in games:
        runs = []
        for _ in range(repeat):
            r = subprocess.run([sys.executable, "-c", TIME_ONE, code, str(n)], capture_output=True,
                               text=True, check=True)
            runs.append(json.loads(r.stdout.strip().splitlines()[-1]))
            if runs[-1]["seconds"] > 60:
                break
        runs.sort(key=lambda x: x["seconds"])
        best = runs[len(runs) // 2]
        published = PUBLISHED.get((code, n))
        rows.append({"code": code, "bound": n, **best, "published_order": published})
        done = f"complete (n0, p) = {tuple(best['period'])}" if best["period"] else "not complete"
        if published is not None:
            done += " published " + ("matches" if published == best["order"] else f"{published} DIFFERS")
        print(f"  {code:>10} to {n:>3}: order {best['order']:>4}  {best['seconds']:7.2f} s   "
              f"{done:<26} orders by bound {' '.join(map(str, best['orders']))}")
    return rows


def case_sums(heaps_per_sum: int, sums: int, code: str = "0.77", bound: int = 12,
              top: int = 12) -> dict:
    import random

    from grundy.misere import misere_quotient

    q = misere_quotient(code, bound)
    rng = random.Random(1)
    positions = [[rng.randint(1, top) for _ in range(heaps_per_sum)] for _ in range(sums)]
    t = time.perf_counter()
    for p in positions:
        q.outcome(p)
    outcome_rate = sums / (time.perf_counter() - t)
    t = time.perf_counter()
    for p in positions:
        q.winning_move(p)
    move_rate = sums / (time.perf_counter() - t)
    print(f"sums of {heaps_per_sum} heaps up to {top:,} of {code} (quotient to {bound}): outcome "
          f"{outcome_rate:,.0f} sums/s, outcome and winning move {move_rate:,.0f} sums/s")
    return {"code": code, "heaps": heaps_per_sum, "top": top, "outcome_per_s": outcome_rate,
            "move_per_s": move_rate}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="smaller bounds (a smoke run)")
    ap.add_argument("--long", action="store_true", help="also 0.07 to heap 33 (about 10 minutes)")
    ap.add_argument("--repeat", type=int, default=3, help="runs per quotient; the median is kept")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    results = {
        "quotients": case_quotients((QUICK if args.quick else GAMES) + (LONG if args.long else []),
                                    args.repeat),
        "sums": case_sums(10_000, 20 if args.quick else 100),
        "sums_any_size": case_sums(10_000, 20 if args.quick else 100, "0.75", 21, 10**18),
    }
    results["total_s"] = time.perf_counter() - t0
    OUT.mkdir(exist_ok=True)
    (OUT / "misere.json").write_text(json.dumps(results, indent=1) + "\n")
    print(f"\ntotal {results['total_s']:.0f} s; results in {OUT / 'misere.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
