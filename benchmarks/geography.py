#!/usr/bin/env python
"""Benchmarks of undirected vertex geography: LOJ 536 against seed_loj536, a general graph
and a LOJ 6033 grid.

Usage: python benchmarks/geography.py [--quick] [--repeat N] [--reference DIR] [--holes P]

Cases (see benchmarks/README.md):
- ``loj536``: n1 = n2 = 4*10^4 cards, m = c = 10^4 (the problem's limits), numbers and colours
  uniform; ``loj536-dense``: the same with m = c = 200. ``grundy judge loj536`` against the
  seed solution end to end (outputs must agree), then the judge's solve in process.
- ``general``: a uniform random graph with 10^5 vertices and 5*10^5 edges (``grundy
  geography``, time only).
- ``grid``: a 1000 x 1000 board in LOJ 6033 format, each cell blocked with probability --holes
  (default 0.05: long augmenting paths, the hardest density for matching), time only.
Run from the repository root; inputs and binaries go to benchmarks/out/.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import (  # noqa: E402
    side_by_side,
    DEFAULT_REFERENCE,
    OUT,
    _cached,
    _write,
    build_reference,
    grundy_cmd,
    median_s,
    measure,
    print_table,
    row,
    rows_text,
)


def gen_loj536(n: int, values: int, seed: int) -> dict[str, Path]:
    def make(paths):
        rng = np.random.default_rng(seed)
        alice = rng.integers(1, values + 1, size=(n, 2))
        shinobu = rng.integers(1, values + 1, size=(n, 2))
        np.save(paths["edges"], alice)
        np.save(paths["tokens"], shinobu)
        _write(paths["txt"], f"{values} {values}\n{n}\n".encode(), rows_text(alice),
               f"{n}\n".encode(), rows_text(shinobu))

    return _cached("loj536", {"n": n, "v": values, "seed": seed}, make)


def gen_general(n: int, m: int, seed: int) -> dict[str, Path]:
    def make(paths):
        rng = np.random.default_rng(seed)
        e = rng.integers(0, n, size=(m, 2))
        np.save(paths["edges"], e)
        np.save(paths["tokens"], np.zeros(0, np.int64))
        _write(paths["txt"], f"{n} {m}\n".encode(), rows_text(e + 1))

    return _cached("geography", {"n": n, "m": m, "seed": seed}, make)


def gen_grid(side: int, holes: float, seed: int) -> dict[str, Path]:
    def make(paths):
        rng = np.random.default_rng(seed)
        free = rng.random((side, side)) >= holes
        np.save(paths["edges"], free)
        np.save(paths["tokens"], np.zeros(0, np.int64))
        text = np.where(free, ord("."), ord("#")).astype(np.uint8)
        text = np.concatenate([text, np.full((side, 1), ord("\n"), np.uint8)], axis=1)
        _write(paths["txt"], f"{side} {side}\n".encode(), text.tobytes())

    return _cached("loj6033", {"n": side, "permille": int(round(holes * 1000)), "seed": seed}, make)


# In a fresh interpreter: warm the kernels on a tiny input, time the judge's solve on the file
# (median of `repeat`), then the phases once.
INPROCESS = r"""
import json, sys, time
import numpy as np
kind, path, repeat = sys.argv[1], sys.argv[2], int(sys.argv[3])
t0 = time.perf_counter()
from grundy.judge import loj536, loj6033
from grundy.commands._io import read_edge_list
from grundy.graphbase._simple_graph import simple_graph_from_edge_arrays
from grundy.geography import matching
import_s = time.perf_counter() - t0
loj536.solve(b"2 2\n1\n1 1\n1\n1 2\n")
loj6033.solve(b"2 2\n..\n.#\n")
matching.solve(simple_graph_from_edge_arrays(3, np.array([0, 1, 2]), np.array([1, 2, 0])))
with open(path, "rb") as f:
    data = f.read()
def run():
    if kind == "loj536":
        return loj536.solve(data)
    if kind == "loj6033":
        return loj6033.solve(data)
    n, e = read_edge_list(data)
    sol = matching.solve(simple_graph_from_edge_arrays(n, e[:, 0], e[:, 1]))
    return "".join(np.where(sol.in_d, "lose\n", "win\n").tolist())
times = []
for _ in range(repeat):
    t0 = time.perf_counter()
    out = run()
    times.append(time.perf_counter() - t0)
phases = {"import": import_s}
t = time.perf_counter()
if kind == "loj536":
    m, c, a, b = loj536.read(data)
    phases["parse"] = time.perf_counter() - t
    t = time.perf_counter()
    from grundy.geography.vertex import card_hands_d
    off = np.array([-1, m - 1])
    card_hands_d(a + off, b + off, m + c)
    phases["matching + D"] = time.perf_counter() - t
else:
    if kind == "loj6033":
        free = loj6033.read(data)
        u, v = loj6033.grid_edges(free)
        n = free.size
    else:
        n, e = read_edge_list(data)
        u, v = e[:, 0], e[:, 1]
    phases["parse"] = time.perf_counter() - t
    t = time.perf_counter()
    g = simple_graph_from_edge_arrays(n, u, v)
    phases["graph"] = time.perf_counter() - t
    t = time.perf_counter()
    sol = matching.solve(g)
    phases["matching + D"] = time.perf_counter() - t
print(json.dumps({"seconds": sorted(times)[len(times) // 2], "out": out, "phases": phases}))
"""


def in_process(kind: str, path: Path, repeat: int) -> dict:
    r = subprocess.run([sys.executable, "-c", INPROCESS, kind, str(path), str(repeat)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"in-process {kind} run failed:\n{r.stderr}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def summary(out: str, kind: str) -> str:
    if kind == "loj536":
        return f"{out.count('1')} of {out.count(chr(10))} first cards win"
    if kind == "loj6033":
        return f"{out.split(chr(10), 1)[0]} winning cells"
    return f"{out.count('win')} win, {out.count('lose')} lose"


# End-to-end targets (grundy / C++) where there is a C++ program: LOJ 536 at its limits, and the
# dense deal where the C++ program finishes in about the time an interpreter takes to start.
TARGETS = {"loj536": 1.5, "loj536-dense": 2.0}


def run_case(name: str, kind: str, paths: dict[str, Path], cpp: Path | None, args) -> tuple[list[dict], bool]:
    if kind == "geography":
        cmd = grundy_cmd() + ["geography", str(paths["txt"])]
    else:
        cmd = grundy_cmd() + ["judge", kind, str(paths["txt"])]
    cpp_runs, our_runs, mismatch = side_by_side(cmd, cpp, paths["txt"], args.repeat)
    ours_s = median_s(our_runs)
    peak = max(r.peak_mib for r in our_runs)
    answer = summary(our_runs[0].out, kind)
    cpp_s = median_s(cpp_runs) if cpp_runs else None
    if cpp_s:
        print(f"  answer: {answer}" + (" (MISMATCH with C++)" if mismatch else " (same as C++)"))
        print(f"  end to end: C++ {cpp_s:.3f} s, grundy {ours_s:.3f} s, ratio {ours_s / cpp_s:.2f}x "
              f"(target <= {TARGETS[name]}x); peak RSS {peak:.0f} MiB, C++ {max(r.peak_mib for r in cpp_runs):.0f} MiB")
    else:
        print(f"  answer: {answer}")
        print(f"  end to end: grundy {ours_s:.3f} s, peak RSS {peak:.0f} MiB")
    ip = in_process(kind if kind != "geography" else "general", paths["txt"], args.repeat)
    if ip["out"] != our_runs[0].out:
        mismatch = True
        print("  !!!!!! MISMATCH between the in-process and CLI outputs !!!!!!")
    print(f"  in-process solve: {ip['seconds']:.3f} s"
          + (f", ratio to C++ end to end {ip['seconds'] / cpp_s:.2f}x" if cpp_s else ""))
    print("  phases (s): " + ", ".join(f"{k} {v:.3f}" for k, v in ip["phases"].items()), flush=True)
    note = "MISMATCH" if mismatch else answer
    target = TARGETS[name] if cpp_s else None
    cli = row(f"{name} CLI", cpp_s, ours_s, target and f"{target}x", target, peak, note=note)
    cli["phases_s"] = ip["phases"]
    return [cli, row(f"{name} in-process", cpp_s, ip["seconds"], note=note)], mismatch


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="10x smaller inputs (smoke run)")
    p.add_argument("--repeat", type=int, default=5, help="timed runs per measurement; the median is kept (default 5)")
    p.add_argument("--reference", type=Path, default=DEFAULT_REFERENCE,
                   help=f"directory of the C++ reference programs (default {DEFAULT_REFERENCE})")
    p.add_argument("--seed", type=int, default=1, help="seed of the generated inputs (default 1)")
    p.add_argument("--holes", type=float, default=0.05, help="probability that a grid cell is blocked")
    args = p.parse_args(argv)
    if args.repeat < 1:
        p.error("--repeat must be at least 1")
    scale = 10 if args.quick else 1
    t_start = time.perf_counter()
    bindir = build_reference(args.reference)
    seed = bindir / "seed_loj536" if bindir else None
    if seed is not None and not seed.exists():
        print("  seed_loj536 was not built; C++ comparison skipped")
        seed = None
    warm = OUT / "warm"
    warm.mkdir(parents=True, exist_ok=True)
    (warm / "loj536.txt").write_text("2 2\n1\n1 1\n1\n1 2\n")
    (warm / "loj6033.txt").write_text("2 2\n..\n.#\n")
    (warm / "geography.txt").write_text("3 3\n1 2\n2 3\n3 1\n")
    for kind in ("loj536", "loj6033"):
        measure(grundy_cmd() + ["judge", kind, str(warm / f"{kind}.txt")])  # warm the file cache
    measure(grundy_cmd() + ["geography", str(warm / "geography.txt")])
    side = int(round(1000 / scale ** 0.5))
    cases = [
        ("loj536", "loj536", gen_loj536(4 * 10**4 // scale, 10**4 // scale, args.seed), seed),
        ("loj536-dense", "loj536", gen_loj536(4 * 10**4 // scale, 200, args.seed), seed),
        ("general", "geography", gen_general(10**5 // scale, 5 * 10**5 // scale, args.seed), None),
        ("grid", "loj6033", gen_grid(side, args.holes, args.seed), None),
    ]
    rows, bad = [], False
    for name, kind, paths, cpp in cases:
        print(f"{name}: {paths['txt'].name}", flush=True)
        r, mismatch = run_case(name, kind, paths, cpp, args)
        rows.extend(r)
        bad |= mismatch
    print()
    print_table(rows)
    total = time.perf_counter() - t_start
    result = {"quick": args.quick, "repeat": args.repeat, "seed": args.seed, "holes": args.holes,
              "total_s": total, "time": time.strftime("%Y-%m-%dT%H:%M:%S"), "rows": rows}
    (OUT / "geography_results.json").write_text(json.dumps(result, indent=1) + "\n")
    print(f"\ntotal {total:.0f} s; table written to {OUT / 'geography_results.json'}")
    if bad:
        print("!!!!!! OUTPUT MISMATCH: see above !!!!!!")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
