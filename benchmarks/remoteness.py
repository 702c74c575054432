#!/usr/bin/env python
"""Remoteness beside Grundy values, and compounds of many heaps, in one run.

Usage: python benchmarks/remoteness.py [--n N] [--repeat R]

- Remoteness of every heap below N (default 10^6) by the compiled kernel, against the Grundy
  values of the same game by its own kernel (no period shortcut: every value computed), for
  subtraction games and take-and-break codes that never split a heap; the ratio is
  remoteness / Grundy (the issue's target: at most 2).
- The six compounds of 30 heaps of up to 5,000 tokens of the subtraction game {1, 3, 4}, normal
  play: outcome and the winning moves (at most 1000 listed), each kind in a fresh CompoundSolver.

There is no peer: no other program computes remoteness of heap games or these compounds.
Medians of R runs. Not a pytest module.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import numpy as np

import grundy
from grundy.core.compounds import KINDS
from grundy.heaps._kernels import heap_remoteness, subtraction_values


def median_seconds(f, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        f()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=10**6)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    n = args.n
    print(f"| game | Grundy values | remoteness | ratio | misère suspense | ratio |")
    print("|---|---|---|---|---|---|")
    for s in ([1, 3, 4], [2, 5, 7, 11], list(range(1, 21))):
        m = np.array(s, np.int64)
        ones = np.ones(len(s), np.uint8)
        g = median_seconds(lambda: subtraction_values(n, m), args.repeat)
        r = median_seconds(lambda: heap_remoteness(n, m, ones, ones, False, False), args.repeat)
        q = median_seconds(lambda: heap_remoteness(n, m, ones, ones, True, True), args.repeat)
        name = "{" + (",".join(map(str, s)) if len(s) < 6 else f"1..{s[-1]}") + "}"
        print(f"| subtraction {name} | {g * 1e3:.1f} ms | {r * 1e3:.1f} ms | {r / g:.2f}x "
              f"| {q * 1e3:.1f} ms | {q / g:.2f}x |")
    for code in ("0.33", "0.3333", "0.1232"):
        g = median_seconds(lambda: grundy.TakeAndBreak(code).values(n, periodic=False), args.repeat)
        r = median_seconds(lambda: grundy.TakeAndBreak(code).remoteness_values(n), args.repeat)
        q = median_seconds(lambda: grundy.TakeAndBreak(code).remoteness_values(n, True, True), args.repeat)
        print(f"| code {code} | {g * 1e3:.1f} ms | {r * 1e3:.1f} ms | {r / g:.2f}x "
              f"| {q * 1e3:.1f} ms | {q / g:.2f}x |")
    take = lambda h: [h - k for k in (1, 3, 4) if k <= h]  # noqa: E731
    rng = random.Random(1)
    heaps = [rng.randint(1, 5000) for _ in range(30)]
    print("\n| compound of 30 heaps | outcome | winning moves | seconds |")
    print("|---|---|---|---|")
    for kind in KINDS:
        def answer():
            solver = grundy.CompoundSolver(take)
            outcome = solver.outcome(heaps, kind)
            try:
                count = str(len(solver.winning_moves(heaps, kind, limit=1000)))
            except grundy.ResourceLimitError:
                count = "over 1000"
            return outcome, count
        outcome, count = answer()
        t = median_seconds(answer, args.repeat)
        print(f"| {kind} | {outcome.value} | {count} | {t * 1e3:.1f} ms |")


if __name__ == "__main__":
    main()
