#!/usr/bin/env python
"""Grundy's game (``4!.0``) side by side with Czajka's octal analyzer, in one run.

Usage: python benchmarks/grundys_game.py [--upto K] [--repeat R] [--peer PATH] [--state FILE]
                                         [--no-peer] [--peer-first]

- grundy: ``TakeAndBreak("4!.0", compact=True).values(2^k)`` for k = 10 .. K in one fresh
  interpreter (the sequence grows in place; one or two bytes a value), timed from the start
  of the run; after each 2^k the largest value and where, the rare heaps (even parity under
  the mask that leaves fewest, heap 0 counted as the analyzer does) and the last rare heap. With --state FILE
  the values are saved there every few minutes and at the end, and a later run resumes from
  it (the times then start from the resumed point).
- the analyzer (``../shared/peers/octal_analyze grundy``, tczajka/octal-games): it prints the
  same statistics at every 2^k; each line is time-stamped as it arrives and the run stops once
  2^K is printed (it stops by itself at 2^28).

The two run one after the other (grundy first unless --peer-first), R times each, alternating;
the table gives the median seconds to each 2^k, the ratio grundy / analyzer, and whether the
statistics agree. Results go to benchmarks/out/grundys_game.json. Not a pytest module.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "out"
DEFAULT_PEER = HERE.parent.parent / "shared" / "peers" / "octal_analyze"
LINE = re.compile(r"n=2\^(\d+) largest G\[(\d+)\]=(\d+) rare_mask=(\S+) num_rare=(\d+) last_rare=(\d+)")

OURS = r"""
import json, os, sys, time
import numpy as np
from grundy.heaps.takebreak import TakeAndBreak, _best_mask, _rare_heaps, load_state, save_state
top, state = int(sys.argv[1]), sys.argv[2]
game = TakeAndBreak("4!.0", compact=True)
if state and os.path.exists(state):
    game = load_state(state, compact=True)
last_save = [time.perf_counter()]
def checkpoint(values):
    if state and time.perf_counter() - last_save[0] > 300:
        save_state(state, game)
        last_save[0] = time.perf_counter()
spent = 0.0
for k in range(10, top + 1):
    n = 1 << k
    if n <= game.computed:
        continue
    t0 = time.perf_counter()
    v = game.values(n, checkpoint=checkpoint)
    spent += time.perf_counter() - t0
    mask, _ = _best_mask(v[1:])  # the mask with the fewest rare heaps, as the analyzer reports
    rare = _rare_heaps(v[1:], mask)
    big = int(np.argmax(v))
    print(json.dumps({"k": k, "seconds": spent, "largest": int(v[big]), "at": big,
                      "mask": mask, "rare": len(rare) + 1, "last_rare": int(rare[-1]) if len(rare) else 0,
                      "bytes_per_value": v.itemsize}), flush=True)
if state:
    save_state(state, game)
"""


def run_ours(top: int, state: str) -> list[dict]:
    proc = subprocess.Popen([sys.executable, "-c", OURS, str(top), state or ""],
                            stdout=subprocess.PIPE, text=True)
    rows = []
    for line in proc.stdout:
        rows.append(json.loads(line))
        r = rows[-1]
        print(f"  grundy   2^{r['k']:<2} {r['seconds']:9.2f} s  largest g({r['at']}) = {r['largest']}"
              f"  rare {r['rare']} (mask {r['mask']:x}), last {r['last_rare']}", flush=True)
    if proc.wait() != 0:
        raise RuntimeError("the grundy run failed")
    return rows


def run_peer(peer: Path, top: int) -> list[dict]:
    """The analyzer's lines up to 2^top, each with the seconds since it started."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([str(peer), "grundy"], stdout=subprocess.PIPE, text=True)
    rows = []
    try:
        for line in proc.stdout:
            t = time.perf_counter() - t0
            # n=2^22 largest G[3653177]=234 rare_mask=fe num_rare=1274 last_rare=82860
            m = LINE.match(line.strip())
            if m is None:
                continue
            k, at, value, mask, rare, last = m.groups()
            k, at, value = int(k), int(at), int(value)
            parts = {"rare_mask": mask, "num_rare": rare, "last_rare": last}
            rows.append({"k": k, "seconds": t, "largest": value, "at": at,
                         "mask": parts["rare_mask"], "rare": int(parts["num_rare"]),
                         "last_rare": int(parts["last_rare"])})
            if k >= 10:
                print(f"  analyzer 2^{k:<2} {t:9.2f} s  largest g({at}) = {value}"
                      f"  rare {rows[-1]['rare']} (mask {parts['rare_mask']}), last {rows[-1]['last_rare']}",
                      flush=True)
            if k >= top:
                break
    finally:
        proc.kill()
        proc.wait()
    return rows


def median(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[len(xs) // 2]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--upto", type=int, default=22, metavar="K", help="up to 2^K values (default 22)")
    ap.add_argument("--repeat", type=int, default=1, metavar="R", help="runs of each (default 1)")
    ap.add_argument("--peer", type=Path, default=Path(os.environ.get("GRUNDY_OCTAL_ANALYZE", DEFAULT_PEER)))
    ap.add_argument("--no-peer", action="store_true", help="grundy alone")
    ap.add_argument("--peer-first", action="store_true", help="run the analyzer first in each round")
    ap.add_argument("--state", metavar="FILE", help="save (and resume from) grundy's values here")
    args = ap.parse_args(argv)
    peer_ok = not args.no_peer and args.peer.exists()
    if not args.no_peer and not peer_ok:
        print(f"analyzer not found at {args.peer}: grundy alone")
    ours_runs, peer_runs = [], []
    for _ in range(args.repeat):
        order = ["peer", "ours"] if args.peer_first else ["ours", "peer"]
        for who in order:
            if who == "ours":
                ours_runs.append(run_ours(args.upto, args.state))
            elif peer_ok:
                peer_runs.append(run_peer(args.peer, args.upto))
    table = []
    print(f"\n{'n':>5} {'grundy s':>10} {'analyzer s':>11} {'ratio':>7}  statistics")
    for row in ours_runs[0]:
        k = row["k"]
        ours = median([r["seconds"] for run in ours_runs for r in run if r["k"] == k])
        theirs = [r for run in peer_runs for r in run if r["k"] == k]
        entry = dict(row, grundy_seconds=ours)
        if theirs:
            t = median([r["seconds"] for r in theirs])
            same = all((r["largest"], r["at"], r["rare"], r["last_rare"])
                       == (row["largest"], row["at"], row["rare"], row["last_rare"]) for r in theirs)
            entry.update(analyzer_seconds=t, ratio=ours / t, same=same)
            print(f"2^{k:<3} {ours:10.2f} {t:11.2f} {ours / t:6.2f}x  {'same' if same else 'DIFFERENT'}")
        else:
            print(f"2^{k:<3} {ours:10.2f} {'-':>11} {'-':>7}")
        table.append(entry)
    OUT.mkdir(exist_ok=True)
    (OUT / "grundys_game.json").write_text(json.dumps(table, indent=1))
    return 0 if all(e.get("same", True) for e in table) else 1


if __name__ == "__main__":
    sys.exit(main())
