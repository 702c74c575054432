#!/usr/bin/env python
"""Chomp: grundy's DP against Beling's igsolve, side by side, and against grundy's own search.

Usage: python benchmarks/chomp.py [--igsolve PATH] [--repeat K] [--timeout SECONDS]
                                  [--boards 8x8,10x10,...] [--workers N] [--search] [--large]

For each square bar (default 8x8, 10x10, 11x11, 12x12, 13x13, 14x14), ``grundy search chomp
RxC`` (the DP over every staircase, one thread: the value and a winning move) and ``igsolve
chomp -r R -c C`` (Beling and Rogalski's pruned search: the value), each a fresh process,
interleaved bar by bar, K times (default 3): the medians of wall time and peak memory, their
ratio (grundy / igsolve), and the values, which must agree. igsolve is stopped after
``--timeout`` seconds (default 120). igsolve: ``$GRUNDY_IGSOLVE``, else
``../shared/peers/igsolve`` beside the clone.

``--workers N`` times the DP with N threads too, and the speed-up. ``--search`` times, in
process, the second route (``Chomp(..., method="search")``: the compiled search engine on the bar
as a placement game) against the DP on bars of 5x5 to 8x8. ``--large`` times the DP alone on
15x15 and 16x16 (one run each, with one thread and with ``--workers``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from search import default_igsolve, grundy_command, run_measured  # benchmarks/search.py


def parse_boards(text: str) -> list[tuple[int, int]]:
    return [tuple(int(x) for x in b.split("x")) for b in text.split(",")]


def grundy_run(r: int, c: int, workers: int, timeout: float):
    args = grundy_command() + ["-q", "search", "chomp", f"{r}x{c}"]
    if workers > 1:
        args += ["--workers", str(workers)]
    got = run_measured(args, timeout)
    if got is None or got[0] is None:
        return None
    text, dt, mb = got
    return int(text.split()[0]), dt, mb


def igsolve_run(path: str, r: int, c: int, timeout: float):
    got = run_measured([path, "chomp", "-r", str(r), "-c", str(c)], timeout)
    if got is None or got[0] is None:
        return None
    text, dt, mb = got
    value = next(int(line.split(":")[1]) for line in text.splitlines() if line.startswith("Nimber"))
    return value, dt, mb


def side_by_side(args) -> None:
    print(f"Chomp, whole processes, medians of {args.repeat} (grundy: DP, "
          f"{'1 thread' if args.workers == 1 else f'1 and {args.workers} threads'}; igsolve "
          f"stopped after {args.timeout:.0f} s):", flush=True)
    for r, c in args.boards:
        runs = {"grundy": [], "igsolve": [], "threads": []}
        for _ in range(args.repeat):
            runs["grundy"].append(grundy_run(r, c, 1, 3600))
            if args.workers > 1:
                runs["threads"].append(grundy_run(r, c, args.workers, 3600))
            runs["igsolve"].append(igsolve_run(args.igsolve, r, c, args.timeout))
        ours = runs["grundy"]
        value = ours[0][0]
        t_ours = statistics.median(x[1] for x in ours)
        mb_ours = statistics.median(x[2] for x in ours)
        line = f"  {r}x{c}: value {value}, grundy {t_ours:.3f} s {mb_ours:.0f} MB"
        if runs["threads"]:
            t_two = statistics.median(x[1] for x in runs["threads"])
            assert all(x[0] == value for x in runs["threads"])
            line += f", {args.workers} threads {t_two:.3f} s ({t_ours / t_two:.2f}x)"
        theirs = [x for x in runs["igsolve"] if x is not None]
        if len(theirs) < len(runs["igsolve"]):
            line += f"; igsolve stopped after {args.timeout:.0f} s"
        if theirs:
            assert all(x[0] == value for x in theirs), (r, c, value, theirs)
            t_them = statistics.median(x[1] for x in theirs)
            mb_them = statistics.median(x[2] for x in theirs)
            line += (f"; igsolve {t_them:.3f} s {mb_them:.0f} MB; ratio {t_ours / t_them:.3f}x time, "
                     f"{mb_ours / max(mb_them, 1):.2f}x memory")
        print(line, flush=True)


def search_route(args) -> None:
    from grundy import Chomp

    print("Chomp, in process: the DP against the search engine on the bar as a placement game "
          "(least of 3):", flush=True)
    for n in range(5, 9):
        times = {}
        for method in ("dp", "search"):
            best = float("inf")
            for _ in range(3):
                t = time.perf_counter()
                with Chomp(n, n, method=method, progress=False) as game:
                    value = game.value()
                best = min(best, time.perf_counter() - t)
            times[method] = (value, best)
        (v1, t1), (v2, t2) = times["dp"], times["search"]
        assert v1 == v2
        print(f"  {n}x{n}: value {v1}, DP {t1 * 1e3:.2f} ms, search {t2 * 1e3:.1f} ms "
              f"({t2 / t1:.0f}x the DP)", flush=True)


def large(args) -> None:
    print("Chomp, the DP alone on the largest bars (one run each):", flush=True)
    for n in (15, 16):
        for workers in sorted({1, args.workers}):
            got = grundy_run(n, n, workers, 4 * 3600)
            if got is None:
                print(f"  {n}x{n}, {workers} thread(s): failed or stopped", flush=True)
                continue
            value, dt, mb = got
            print(f"  {n}x{n}, {workers} thread(s): value {value}, {dt:.1f} s, {mb:.0f} MB", flush=True)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--igsolve", default=default_igsolve())
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--timeout", type=float, default=120.0)
    p.add_argument("--boards", type=parse_boards,
                   default=[(8, 8), (10, 10), (11, 11), (12, 12), (13, 13), (14, 14)])
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--search", action="store_true")
    p.add_argument("--large", action="store_true")
    args = p.parse_args()
    side_by_side(args)
    if args.search:
        search_route(args)
    if args.large:
        large(args)


if __name__ == "__main__":
    sys.exit(main())
