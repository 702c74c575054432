#!/usr/bin/env python
"""How the cost of the super-linear cases grows: each at sizes a factor of 10 apart.

Usage: python benchmarks/scaling.py [--quick] [--only NAME ...] [--limit SECONDS]

Each case runs in a fresh interpreter per size (kernels imported and warmed on a tiny input
first), and prints the time and the growth factor from the previous size: about 10 for linear
work, 100 for quadratic. A size whose predecessor took longer than --limit seconds (default 60)
is skipped, so the full run stays within minutes. Cases:

- octal-0.007 / octal-0.76 / octal-0.06: g(0..n-1) with the rare/common kernel alone
  (periodic=False), codes where the split does not help.
- hex-0.8: the three-heap (hexadecimal digit 8) kernel.
- geography-diagonal: a sqrt(n) x sqrt(n) grid with 5% of cells removed plus one diagonal edge
  (not bipartite), vertex geography from every vertex.
- loopy-staircase: tokens with cycles: a staircase of k = sqrt(n) vertices with values 0..k-1,
  a hub with an edge to each and a 2-cycle, every other vertex pointing to the hub.
- hackenbush-cycle: the winning cuts of one odd cycle of about n edges through the ground.

Run from the repository root; results go to benchmarks/out/scaling.json. Not a pytest module.
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

CASES = {
    "octal-0.007": ([10**3, 10**4, 10**5], [10**3, 10**4]),
    "octal-0.76": ([10**3, 10**4, 10**5], [10**3, 10**4]),
    "octal-0.06": ([10**3, 10**4, 10**5], [10**3, 10**4]),
    "hex-0.8": ([10**2, 10**3, 10**4], [10**2, 10**3]),
    "geography-diagonal": ([10**4, 10**5, 10**6], [10**4, 10**5]),
    "loopy-staircase": ([10**4, 10**5, 10**6], [10**4, 10**5]),
    "hackenbush-cycle": ([10**3, 10**4, 10**5], [10**3, 10**4]),
}

RUN_ONE = r'''
import sys, time
import numpy as np
import grundy

case, n = sys.argv[1], int(sys.argv[2])
rng = np.random.default_rng(1)

def grid_with_diagonal(n):
    side = int(round(n ** 0.5))
    idx = np.arange(side * side).reshape(side, side)
    keep = rng.random((side, side)) >= 0.05
    e = [np.stack([idx[:, :-1].ravel(), idx[:, 1:].ravel()], 1)[(keep[:, :-1] & keep[:, 1:]).ravel()],
         np.stack([idx[:-1, :].ravel(), idx[1:, :].ravel()], 1)[(keep[:-1, :] & keep[1:, :]).ravel()],
         np.array([[idx[0, 0], idx[1, 1]]])]
    return np.concatenate(e), side * side

def staircase(n):
    k = max(2, int(round(n ** 0.5)))
    hub, a, b = 0, 1, 2
    stairs = np.arange(3, 3 + k)
    rest = np.arange(3 + k, n)
    e = [np.array([[a, b], [b, a], [hub, a]])]
    e.append(np.stack([np.repeat(stairs, np.arange(k)),
                       np.concatenate([stairs[:i] for i in range(k)])], 1))  # stair i -> stairs below
    e.append(np.stack([np.full(k, hub), stairs], 1))
    e.append(np.stack([rest, np.full(len(rest), hub)], 1))
    return np.concatenate([x for x in e if len(x)]), n

def prepare(case, n):
    if case.startswith("octal-") or case.startswith("hex-"):
        code = case.split("-", 1)[1]
        return lambda: grundy.OctalGame(code).values(n, periodic=False)
    if case == "geography-diagonal":
        edges, nv = grid_with_diagonal(n)
        return lambda: grundy.geography_wins(edges, num_vertices=nv)
    if case == "loopy-staircase":
        edges, nv = staircase(n)
        return lambda: grundy.loopy_grundy(edges, num_vertices=nv)
    if case == "hackenbush-cycle":
        n += 1 - n % 2  # an odd cycle: its value is not 0, so the winning cuts are searched
        cyc = np.stack([np.arange(n), (np.arange(n) + 1) % n], 1)
        return lambda: grundy.hackenbush_winning_cuts(cyc, ground=[0])
    raise SystemExit(f"unknown case {case}")

prepare(case, 64 if not case.startswith("hex") else 16)()  # warm: imports, first calls
work = prepare(case, n)
t = time.perf_counter()
work()
print(time.perf_counter() - t)
'''


def run_case(name: str, sizes: list[int], limit: float) -> list[dict]:
    rows = []
    prev = None
    for n in sizes:
        if prev is not None and prev["seconds"] > limit:
            print(f"  {name:<20} n = {n:>9,}: skipped (the previous size took over {limit:.0f} s)")
            continue
        env_quiet = {"GRUNDY_QUIET": "1"}
        import os

        r = subprocess.run([sys.executable, "-c", RUN_ONE, name, str(n)], capture_output=True,
                           text=True, env={**os.environ, **env_quiet})
        if r.returncode != 0:
            print(f"  {name:<20} n = {n:>9,}: failed: {r.stderr.strip().splitlines()[-1:]}")
            break
        seconds = float(r.stdout.strip().splitlines()[-1])
        growth = seconds / prev["seconds"] if prev and prev["seconds"] > 0 else None
        row = {"n": n, "seconds": seconds, "growth": growth}
        rows.append(row)
        prev = row
        g = f"x{growth:6.1f}" if growth is not None else "       "
        print(f"  {name:<20} n = {n:>9,}: {seconds:9.3f} s  {g}", flush=True)
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="the two smaller sizes only")
    ap.add_argument("--only", nargs="+", metavar="NAME", choices=list(CASES), help="cases to run")
    ap.add_argument("--limit", type=float, default=60.0,
                    help="skip a size when the previous one took longer (seconds)")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    results = {}
    print("time per size (fresh interpreter, warmed) and growth from the previous size:")
    for name, (full, quick) in CASES.items():
        if args.only and name not in args.only:
            continue
        results[name] = run_case(name, quick if args.quick else full, args.limit)
    OUT.mkdir(exist_ok=True)
    (OUT / "scaling.json").write_text(json.dumps(results, indent=1) + "\n")
    print(f"\ntotal {time.perf_counter() - t0:.0f} s; results in {OUT / 'scaling.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
