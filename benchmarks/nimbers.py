#!/usr/bin/env python
"""Nimber benchmarks, side by side with the C++ reference scaled_nim_product_64.

Usage: python benchmarks/nimbers.py [--quick] [--repeat N] [--reference DIR]

Cases (see benchmarks/README.md):
- nim-product-64 CLI: 10^6 random 64-bit pairs in the Library Checker format, end to end,
  ``grundy judge nim-product-64 FILE`` against ``scaled_nim_product_64 < FILE``.
- ufunc: ``grundy.nimbers.nim_multiply`` on 10^7 pairs in process, per product, against the
  C++ product in a tight loop (the reference's own m64, driven by a generated main).
- det: the nimber determinant of a random 512 x 512 uint64 matrix (time only).
Run from the repository root. Not a pytest module.
"""

from __future__ import annotations

import argparse
import json
import re
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
)

# The reference's own product, timed in a loop over arrays in memory. Its main() is renamed and
# called once on an empty input to build the tables (it reads T = 0 and returns).
LOOP_MAIN = r"""
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <vector>
int main(int argc, char** argv) {
  long n = argc > 1 ? atol(argv[1]) : 10000000;
  int repeat = argc > 2 ? atoi(argv[2]) : 3;
  if (!freopen("/dev/null", "r", stdin)) return 1;
  reference_main();
  std::vector<u64> a(n), b(n), out(n);
  u64 s = 12345;
  for (long i = 0; i < n; i++) {  // splitmix64
    for (int k = 0; k < 2; k++) {
      s += 0x9E3779B97F4A7C15ull; u64 z = s;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull; z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      (k ? b : a)[i] = z ^ (z >> 31);
    }
  }
  std::vector<double> secs; u64 check = 0;
  for (int r = 0; r < repeat; r++) {
    auto t0 = std::chrono::steady_clock::now();
    for (long i = 0; i < n; i++) out[i] = m64(a[i], b[i]);
    secs.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    for (long i = 0; i < n; i += 101) check += out[i];
  }
  std::sort(secs.begin(), secs.end());
  printf("%.4f ns/product (%ld products, median of %d, check %llu)\n", secs[repeat / 2] * 1e9 / n, n,
         repeat, (unsigned long long)check);
  return 0;
}
"""

# In a fresh interpreter: the ufunc on n pairs (median of `repeat`, with and without a
# preallocated output), the 512 x 512 determinant, then the phases of the CLI path once on the
# end-to-end input (its kernels are warm by then: the cache is loaded).
INPROCESS = r"""
import json, sys, time
import numpy as np
n, repeat, det_n = (int(v) for v in sys.argv[1:4])
from grundy.nimbers import nim_det, nim_mul, nim_multiply
rng = np.random.default_rng(1)
a = rng.integers(0, 2**64, n, dtype=np.uint64)
b = rng.integers(0, 2**64, n, dtype=np.uint64)
out = np.empty(n, np.uint64)
nim_multiply(a[:10], b[:10])
def med(xs):
    return sorted(xs)[len(xs) // 2]
outs, news = [], []
for _ in range(repeat):
    t0 = time.perf_counter(); nim_multiply(a, b, out=out); outs.append(time.perf_counter() - t0)
    t0 = time.perf_counter(); r = nim_multiply(a, b); news.append(time.perf_counter() - t0)
ok = all(int(out[i]) == nim_mul(int(a[i]), int(b[i])) for i in range(0, n, max(1, n // 1000)))
m = rng.integers(0, 2**64, (det_n, det_n), dtype=np.uint64)
nim_det(m[:3, :3])
dets = []
for _ in range(max(1, repeat - 1)):
    t0 = time.perf_counter(); d = nim_det(m); dets.append(time.perf_counter() - t0)
from grundy.judge import nim_product_64
from grundy._textio import uint_lines
from grundy.nimbers import _kernels
from grundy.nimbers._tables import subfield_tables
nim_product_64.solve(b"1\n2 3\n")  # load the kernels of this path
phases = {}
t = time.perf_counter()
with open(sys.argv[4], "rb") as f:
    data = f.read()
t1 = time.perf_counter(); phases["read file"] = t1 - t
pa, pb = nim_product_64.read(data)
t2 = time.perf_counter(); phases["parse"] = t2 - t1
exp, log = subfield_tables()
prod = _kernels.mul64_arrays(pa, pb, exp, log)
t3 = time.perf_counter(); phases["products"] = t3 - t2
text = uint_lines(prod)
t4 = time.perf_counter(); phases["format"] = t4 - t3
print(json.dumps({"ufunc_out_s": med(outs), "ufunc_new_s": med(news), "ok": ok,
                  "det_s": med(dets), "det": d, "phases": phases}))
"""


def pair_lines(a: np.ndarray, b: np.ndarray) -> bytes:
    """``a b`` lines of uint64 values (run.py's writers take int64 only)."""
    from grundy._textio import uint_lines

    buf = np.frombuffer(uint_lines(np.stack([a, b], axis=1).reshape(-1)).encode(), np.uint8).copy()
    buf[np.flatnonzero(buf == 10)[0::2]] = ord(" ")
    return buf.tobytes()


def gen_pairs(t: int, seed: int) -> dict[str, Path]:
    def make(paths):
        rng = np.random.default_rng(seed)
        a = rng.integers(0, 2**64, t, dtype=np.uint64)
        b = rng.integers(0, 2**64, t, dtype=np.uint64)
        np.save(paths["edges"], np.stack([a, b], axis=1))
        np.save(paths["tokens"], np.zeros(0, np.int64))
        _write(paths["txt"], f"{t}\n".encode(), pair_lines(a, b))

    return _cached("nimprod", {"t": t, "seed": seed}, make)


def build_loop(reference: Path) -> Path | None:
    """Compile the tight-loop driver around the reference's m64 (g++ -O2, as build.sh)."""
    src = reference / "scaled_nim_product_64.cpp"
    if not src.exists():
        return None
    text = src.read_text()
    renamed, count = re.subn(r"^int main\(\)\{", "static void reference_main(){", text, flags=re.M)
    if count != 1:
        print("  could not find main() in scaled_nim_product_64.cpp; tight loop skipped")
        return None
    OUT.mkdir(parents=True, exist_ok=True)
    cpp = OUT / "nim_product_loop.cpp"
    exe = OUT / "bin" / "nim_product_loop"
    cpp.write_text(renamed + LOOP_MAIN)
    exe.parent.mkdir(parents=True, exist_ok=True)
    r = subprocess.run(["g++", "-O2", "-o", str(exe), str(cpp)], capture_output=True, text=True)
    if r.returncode != 0:
        print(f"  g++ failed on the tight-loop driver:\n{r.stderr}")
        return None
    return exe


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="10x smaller inputs (smoke run)")
    p.add_argument("--repeat", type=int, default=5, help="timed runs per measurement; the median is kept (default 5)")
    p.add_argument("--reference", type=Path, default=DEFAULT_REFERENCE,
                   help=f"directory of the C++ reference programs (default {DEFAULT_REFERENCE})")
    p.add_argument("--seed", type=int, default=1, help="seed of the generated input (default 1)")
    args = p.parse_args(argv)
    scale = 10 if args.quick else 1
    t_pairs, n_ufunc, det_n = 10**6 // scale, 10**7 // scale, 512 // (2 if args.quick else 1)
    t_start = time.perf_counter()
    bindir = build_reference(args.reference)
    cpp = bindir / "scaled_nim_product_64" if bindir else None
    if cpp is not None and not cpp.exists():
        cpp = None
    rows, bad = [], False

    # -- end to end
    print(f"nim-product-64: T = {t_pairs} random 64-bit pairs", flush=True)
    paths = gen_pairs(t_pairs, args.seed)
    small = gen_pairs(t_pairs // 10, args.seed)
    with open(small["txt"], "rb") as f:  # warm the file cache
        subprocess.run(grundy_cmd() + ["judge", "nim-product-64"], stdin=f, capture_output=True)
    ours_cmd = grundy_cmd() + ["judge", "nim-product-64", str(paths["txt"])]
    cpp_runs, our_runs, bad = side_by_side(ours_cmd, cpp, paths["txt"], args.repeat, digits=3)
    cpp_s = median_s(cpp_runs) if cpp_runs else None
    ours_s = median_s(our_runs)
    peak = max(r.peak_mib for r in our_runs)
    if cpp_s:
        print(f"  end to end: C++ {cpp_s:.3f} s, grundy {ours_s:.3f} s, ratio {ours_s / cpp_s:.2f}x "
              f"(target <= 1.5x); outputs {'DIFFER' if bad else 'equal'}")
    rows.append(row("nim-product-64 CLI", cpp_s, ours_s, "1.5x", 1.5, peak, note="MISMATCH" if bad else ""))

    # C++ per-line cost by subtraction (parse + product + format), for comparison
    if cpp is not None:
        small_s = median_s([measure([str(cpp)], stdin=small["txt"]) for _ in range(args.repeat)])
        per_line = (cpp_s - small_s) / (t_pairs - t_pairs // 10) * 1e9
        print(f"  C++ per line by subtraction (T = {t_pairs} minus T = {t_pairs // 10}): {per_line:.1f} ns "
              f"(parse, product and output)")

    # -- tight loop and ufunc
    loop = build_loop(args.reference)
    cpp_ns = None
    if loop is not None:
        r = subprocess.run([str(loop), str(n_ufunc), str(args.repeat)], capture_output=True, text=True, check=True)
        cpp_ns = float(r.stdout.split()[0])
        print(f"  C++ m64 in a tight loop: {r.stdout.strip()}")
    print(f"ufunc and determinant: n = {n_ufunc} pairs, {det_n} x {det_n} matrix", flush=True)
    r = subprocess.run([sys.executable, "-c", INPROCESS, str(n_ufunc), str(args.repeat), str(det_n), str(paths["txt"])],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"in-process benchmark failed:\n{r.stderr}")
    ip = json.loads(r.stdout.strip().splitlines()[-1])
    ns_out = ip["ufunc_out_s"] / n_ufunc * 1e9
    ns_new = ip["ufunc_new_s"] / n_ufunc * 1e9
    if not ip["ok"]:
        bad = True
        print("  !!!!!! the ufunc disagrees with nim_mul !!!!!!")
    print(f"  nim_multiply(a, b, out=out): {ip['ufunc_out_s']:.3f} s = {ns_out:.2f} ns/product; "
          f"allocating the output: {ns_new:.2f} ns/product")
    if cpp_ns:
        print(f"  ratio to the C++ tight loop: {ns_out / cpp_ns:.2f}x (target <= 1.0x)")
    rows.append(row("ufunc ns/product", cpp_ns and cpp_ns * 1e-9 * n_ufunc, ip["ufunc_out_s"], "1.0x", 1.0,
                    note=f"{ns_out:.1f} ns vs C++ {cpp_ns:.1f} ns" if cpp_ns else f"{ns_out:.1f} ns"))
    print(f"  nim_det of a {det_n} x {det_n} uint64 matrix: {ip['det_s']:.3f} s (det = {ip['det']})")
    print("  phases of the CLI's work, in process, warmed (s): "
          + ", ".join(f"{k} {v:.3f}" for k, v in ip["phases"].items())
          + f"; total {sum(ip['phases'].values()):.3f}")
    rows.append(row(f"det {det_n}x{det_n}", None, ip["det_s"], None, note="time only"))

    print()
    print_table(rows)
    total = time.perf_counter() - t_start
    result = {"quick": args.quick, "repeat": args.repeat, "seed": args.seed, "total_s": total,
              "cpp_loop_ns": cpp_ns, "ufunc_ns": ns_out, "time": time.strftime("%Y-%m-%dT%H:%M:%S"),
              "rows": rows}
    (OUT / "nimbers_results.json").write_text(json.dumps(result, indent=1) + "\n")
    print(f"\ntotal {total:.0f} s; table written to {OUT / 'nimbers_results.json'}")
    if bad:
        print("!!!!!! OUTPUT MISMATCH: see above !!!!!!")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
