#!/usr/bin/env python
"""Benchmarks of Green Hackenbush (``grundy judge poj3710``) against scaled_poj3710.

Usage: python benchmarks/hackenbush.py [--quick] [--repeat N] [--reference DIR]

Cases (see benchmarks/README.md): ``big`` (one graph, 10^6 vertices, 2*10^6 edges) and
``many`` (10^3 graphs of 10^3 vertices, in 10 sets of 100), both in POJ 3710 format. Each is
run end to end, C++ and grundy alternating, median of --repeat; the outputs must agree. Then the
same input is solved in process (``grundy.judge.solve``, warmed) for the time without start-up.
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


def hackenbush_graph(rng: np.random.Generator, n: int, m: int) -> np.ndarray:
    """(m, 2) 0-based edges of a connected graph rooted at 0 with many cycles.

    A random tree whose parents are a few labels back (so it is deep), then m - n + 1 extra
    edges from a random vertex to an ancestor 1..5 levels up (short cycles, which overlap into
    2-edge-connected components of every size; 1 level up gives parallel edges), 1% of them
    loops. Vertices 1.. are relabelled by a random permutation; edges are shuffled and flipped.
    """
    i = np.arange(1, n)
    parent = np.concatenate([[0], np.maximum(0, i - rng.integers(1, 8, size=n - 1))])
    tree = np.stack([i, parent[1:]], axis=1)
    k = m - (n - 1)
    a = rng.integers(1, n, size=k)
    b = a.copy()
    steps = rng.integers(1, 6, size=k)
    for s in range(5):
        up = steps > s
        b[up] = parent[b[up]]
    loops = rng.random(k) < 0.01
    b[loops] = a[loops]
    e = np.concatenate([tree, np.stack([a, b], axis=1)])
    perm = np.concatenate([[0], 1 + rng.permutation(n - 1)])
    e = perm[e][rng.permutation(len(e))]
    flip = rng.random(len(e)) < 0.5
    e[flip] = e[flip][:, ::-1]
    return e


def gen_poj3710(sets: int, graphs: int, n: int, m: int, seed: int) -> dict[str, Path]:
    def make(paths):
        rng = np.random.default_rng(seed)
        chunks = []
        first = None
        for _ in range(sets):
            chunks.append(f"{graphs}\n".encode())
            for _ in range(graphs):
                e = hackenbush_graph(rng, n, m)
                first = e if first is None else first
                chunks += [f"{n} {m}\n".encode(), rows_text(e + 1)]
        np.save(paths["edges"], first)
        np.save(paths["tokens"], np.full(sets, graphs))
        _write(paths["txt"], *chunks)

    return _cached("poj3710", {"s": sets, "t": graphs, "n": n, "m": m, "seed": seed}, make)


INPROCESS = r"""
import json, sys, time
path, repeat = sys.argv[1], int(sys.argv[2])
t0 = time.perf_counter()
from grundy.judge import poj3710
from grundy.hackenbush import _kernels as hk
import_s = time.perf_counter() - t0
poj3710.solve(b"1\n3 4\n1 2\n2 3\n3 1\n3 3\n")
with open(path, "rb") as f:
    data = f.read()
times = []
for _ in range(repeat):
    t0 = time.perf_counter()
    out = poj3710.solve(data)
    times.append(time.perf_counter() - t0)
phases = {"import": import_s}
t = time.perf_counter()
total, src, dst, roots, sizes = poj3710.read(data)
phases["parse + layout"] = time.perf_counter() - t
t = time.perf_counter()
hk.undirected_csr(total, src, dst)
phases["adjacency"] = time.perf_counter() - t
t = time.perf_counter()
hk.rooted_values(total, src, dst, roots)
phases["adjacency + search"] = time.perf_counter() - t
print(json.dumps({"seconds": sorted(times)[len(times) // 2], "out": out, "phases": phases}))
"""


# End-to-end targets (grundy / C++): one huge graph, and many small ones where the C++ program
# finishes in about the time an interpreter takes to start.
TARGETS = {"big": 1.5, "many": 2.0}


def run_case(name: str, paths: dict[str, Path], cpp: Path, repeat: int) -> tuple[list[dict], bool]:
    cmd = grundy_cmd() + ["judge", "poj3710", str(paths["txt"])]
    cpp_runs, our_runs, mismatch = side_by_side(cmd, cpp, paths["txt"], repeat)
    cpp_s = median_s(cpp_runs)
    ours_s = median_s(our_runs)
    target = TARGETS[name]
    peak = max(r.peak_mib for r in our_runs)
    answer = " ".join(our_runs[0].out.split())
    print(f"  answer {answer[:60]}" + (" (MISMATCH with C++)" if mismatch else " (same as C++)"))
    print(f"  end to end: C++ {cpp_s:.3f} s, grundy {ours_s:.3f} s, ratio {ours_s / cpp_s:.2f}x "
          f"(target <= {target}x); peak RSS {peak:.0f} MiB, C++ {max(r.peak_mib for r in cpp_runs):.0f} MiB")
    r = subprocess.run([sys.executable, "-c", INPROCESS, str(paths["txt"]), str(repeat)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"in-process run failed:\n{r.stderr}")
    ip = json.loads(r.stdout.strip().splitlines()[-1])
    if ip["out"] != our_runs[0].out:
        mismatch = True
        print("  !!!!!! MISMATCH between the in-process and CLI outputs !!!!!!")
    print(f"  in-process judge solve: {ip['seconds']:.3f} s, ratio to C++ end to end "
          f"{ip['seconds'] / cpp_s:.2f}x")
    print("  phases (s): " + ", ".join(f"{k} {v:.2f}" for k, v in ip["phases"].items()), flush=True)
    note = "MISMATCH" if mismatch else answer[:40]
    cli = row(f"{name} CLI", cpp_s, ours_s, f"{target}x", target, peak, note=note)
    cli["phases_s"] = ip["phases"]
    return [cli, row(f"{name} in-process", cpp_s, ip["seconds"], note=note)], mismatch


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="10x smaller inputs (smoke run)")
    p.add_argument("--repeat", type=int, default=5, help="timed runs per measurement; the median is kept (default 5)")
    p.add_argument("--reference", type=Path, default=DEFAULT_REFERENCE,
                   help=f"directory of the C++ reference programs (default {DEFAULT_REFERENCE})")
    p.add_argument("--seed", type=int, default=1, help="seed of the generated inputs (default 1)")
    args = p.parse_args(argv)
    if args.repeat < 1:
        p.error("--repeat must be at least 1")
    scale = 10 if args.quick else 1
    t_start = time.perf_counter()
    bindir = build_reference(args.reference)
    cpp = bindir / "scaled_poj3710" if bindir else None
    if cpp is None or not cpp.exists():
        print("scaled_poj3710 is not available; nothing to compare with")
        return 1
    with open(OUT / "warm.txt", "w") as f:
        f.write("1\n3 4\n1 2\n2 3\n3 1\n3 3\n")
    measure(grundy_cmd() + ["judge", "poj3710", str(OUT / "warm.txt")])  # warm the file cache
    cases = [
        ("big", (1, 1, 10**6 // scale, 2 * 10**6 // scale)),
        ("many", (10, 100 // scale, 1000, 2000)),
    ]
    rows, bad = [], False
    for name, (s, t, n, m) in cases:
        print(f"{name}: {s} set(s) of {t} graph(s), each n={n} m={m}", flush=True)
        paths = gen_poj3710(s, t, n, m, args.seed)
        r, mismatch = run_case(name, paths, cpp, args.repeat)
        rows.extend(r)
        bad |= mismatch
    print()
    print_table(rows)
    total = time.perf_counter() - t_start
    result = {"quick": args.quick, "repeat": args.repeat, "seed": args.seed, "total_s": total,
              "time": time.strftime("%Y-%m-%dT%H:%M:%S"), "rows": rows}
    (OUT / "hackenbush_results.json").write_text(json.dumps(result, indent=1) + "\n")
    print(f"\ntotal {total:.0f} s; table written to {OUT / 'hackenbush_results.json'}")
    if bad:
        print("!!!!!! OUTPUT MISMATCH: see above !!!!!!")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
