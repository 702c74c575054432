#!/usr/bin/env python
"""Benchmarks of the heap games: octal sequences, SNOI2020 queries and cutting paper.

Usage: python benchmarks/heaps.py [--quick] [--repeat N] [--reference DIR]

- octal: g(0..n-1) of 0.137 and 0.77 for n = 10^5, 2*10^5, 5*10^5, 10^6, in process (warmed
  kernels, a fresh game each time), with the default method (rare/common kernel, then the
  Guy–Smith period takes over once proved) and with the kernel alone (periodic=False). The
  kernel alone is also timed on 0.16 and 0.6 (no period within reach), and on 0.007, 0.76, 0.06
  and 0.04 (no sparse space: quadratic) at 10^4, 3*10^4, 10^5. Then the CLI end to end.
- snoi2020: T = 10^5 random queries with k, N in [1, 10^18], `grundy judge snoi2020 FILE` end
  to end; 200 answers are checked against the scalar (Python integer) count.
- acwing219: every sheet 2..200 x 2..200 in one input, grundy vs the seed C++ program.

Run from the repository root. Results go to benchmarks/out/heaps.json. Not a pytest module.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from run import DEFAULT_REFERENCE, OUT, _write, build_reference, grundy_cmd, measure, median_s  # noqa: E402

SIZES = (10**5, 2 * 10**5, 5 * 10**5, 10**6)

# In a fresh interpreter: warm the kernels, then time values(n) for each size (median of repeat).
INPROCESS = r"""
import json, sys, time
from grundy.heaps import OctalGame
code, periodic, repeat = sys.argv[1], sys.argv[2] == "1", int(sys.argv[3])
sizes = [int(x) for x in sys.argv[4:]]
OctalGame("0.77").values(3000, periodic=False)
OctalGame("0.F").values(50, periodic=False)
out = []
for n in sizes:
    times = []
    for _ in range(repeat):
        g = OctalGame(code)
        t0 = time.perf_counter()
        v = g.values(n, periodic=periodic)
        times.append(time.perf_counter() - t0)
    s = g.stats
    out.append({"n": n, "seconds": sorted(times)[len(times) // 2], "rare": s.rare, "mask": s.mask,
                "full_scans": s.full_scans, "extended_from": s.extended_from,
                "checksum": int(v.astype("int64").sum())})
print(json.dumps(out))
"""


def octal_times(code: str, periodic: bool, sizes, repeat: int) -> list[dict]:
    r = subprocess.run([sys.executable, "-c", INPROCESS, code, "1" if periodic else "0",
                        str(repeat), *map(str, sizes)], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"octal benchmark failed:\n{r.stderr}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def show_growth(label: str, rows: list[dict]) -> None:
    base = rows[0]
    print(f"  {label}")
    for r in rows:
        ratio = r["seconds"] / base["seconds"] if base["seconds"] > 0 else float("nan")
        size = r["n"] / base["n"]
        extra = (f"period took over at {r['extended_from']}" if r["extended_from"] is not None
                 else f"rare heaps {r['rare']} (mask {r['mask']}), full scans {r['full_scans']}")
        print(f"    n = {r['n']:>8}: {r['seconds']:8.3f} s   x{ratio:6.1f} time for x{size:4.1f} n"
              f"   ({extra})")


def case_octal(args) -> dict:
    print("octal: Grundy sequences (in process, median of %d)" % args.repeat, flush=True)
    sizes = [s // 10 for s in SIZES] if args.quick else list(SIZES)
    result = {}
    for code in ("0.137", "0.77"):
        rows = octal_times(code, True, sizes, args.repeat)
        show_growth(f"{code}, default (rare/common kernel, then the proved period):", rows)
        result[f"{code} default"] = rows
    rows = octal_times("0.77", False, sizes, args.repeat)
    show_growth("0.77, kernel alone (periodic=False): 9 rare heaps, so linear:", rows)
    result["0.77 kernel"] = rows
    small = [s // 40 for s in SIZES[:2]] if args.quick else [25_000, 50_000, 100_000]
    rows = octal_times("0.137", False, small, 1)
    show_growth("0.137, kernel alone: the value 0 (and others) is rare under every mask, ~40% "
                "of heaps, so quadratic:", rows)
    result["0.137 kernel"] = rows
    for code in ("0.16", "0.6"):
        rows = octal_times(code, False, sizes, 1)
        show_growth(f"{code}, kernel alone (no period within these sizes):", rows)
        result[f"{code} kernel"] = rows
    hard = [s // 10 for s in SIZES[:1]] if args.quick else [10_000, 30_000, 100_000]
    for code in ("0.007", "0.76", "0.06", "0.04"):
        rows = octal_times(code, False, hard, 1)
        show_growth(f"{code}, kernel alone: no sparse space (a sixth to two fifths of the heaps "
                    "rare under the best mask, growing values), so quadratic:", rows)
        result[f"{code} kernel"] = rows
    n = sizes[-1]
    cmd = grundy_cmd() + ["octal", "0.137", "--upto", str(n), "--certify", "--json"]
    measure(grundy_cmd() + ["octal", "0.77", "--upto", "10"])  # warm the file cache
    run = measure(cmd)
    if run.rc != 0:
        raise RuntimeError(f"grundy octal failed: {run.err}")
    rec = json.loads(run.out)
    print(f"  CLI `grundy octal 0.137 --upto {n} --certify --json`: {run.seconds:.2f} s end to end, "
          f"peak {run.peak_mib:.0f} MiB, certificate preperiod {rec['certificate']['preperiod']} "
          f"period {rec['certificate']['period']}", flush=True)
    result["cli 0.137"] = {"n": n, "seconds": run.seconds, "peak_mib": run.peak_mib}
    r = subprocess.run([sys.executable, "-c", "import time; from grundy.heaps import OctalGame; "
                        "g = OctalGame('0.16'); t = time.perf_counter(); c = g.certificate(limit=1 << 20); "
                        "print(c, round(time.perf_counter() - t, 2))"], capture_output=True, text=True)
    print(f"  0.16 certificate (up to 2^20 values): {r.stdout.strip()} s", flush=True)
    result["0.16 certificate"] = r.stdout.strip()
    return result


def case_snoi(args) -> dict:
    t = 10**4 if args.quick else 10**5
    print(f"snoi2020: T = {t} queries, k and N uniform in [1, 10^18]", flush=True)
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"snoi2020_t{t}_seed{args.seed}.txt"
    rng = np.random.default_rng(args.seed)
    q = rng.integers(1, 10**18 + 1, (t, 2))
    _write(path, f"{t}\n".encode(), "".join(f"{k} {n}\n" for k, n in q.tolist()).encode())
    measure(grundy_cmd() + ["judge", "snoi2020", str(path)])  # warm the file cache
    runs = [measure(grundy_cmd() + ["judge", "snoi2020", str(path)]) for _ in range(args.repeat)]
    if any(r.rc != 0 for r in runs):
        raise RuntimeError(f"grundy judge snoi2020 failed: {runs[0].err}")
    med = median_s(runs)
    answers = [int(x) for x in runs[0].out.split()]
    from grundy import count_misere_fibonacci_wins

    picks = rng.choice(t, 200, replace=False)
    bad = sum(answers[i] != count_misere_fibonacci_wins(int(q[i, 1]), int(q[i, 0])) for i in picks)
    r = subprocess.run([sys.executable, "-c",
                        "import sys, time, numpy as np; from grundy import count_misere_fibonacci_wins as f;"
                        "q = np.random.default_rng(1).integers(1, 10**18 + 1, (%d, 2)); f(q[:5, 1], q[:5, 0]);"
                        "t = time.perf_counter(); f(q[:, 1], q[:, 0]); print(time.perf_counter() - t)" % t],
                       capture_output=True, text=True)
    kernel = float(r.stdout.strip())
    print(f"  end to end {med:.3f} s (median of {args.repeat}), peak {max(x.peak_mib for x in runs):.0f} MiB; "
          f"the counting itself {kernel * 1000:.1f} ms; {len(answers)} answers, "
          f"{'all 200 checked agree' if not bad else f'!!!!!! {bad} of 200 DISAGREE !!!!!!'}", flush=True)
    return {"t": t, "seconds": med, "kernel_seconds": kernel, "mismatches": int(bad)}


def _median_run(runs):
    """The run of median wall time."""
    return sorted(runs, key=lambda r: r.seconds)[len(runs) // 2]


def case_paper(args, bindir) -> dict:
    print("acwing219: every sheet 2..200 x 2..200 (39601 lines)", flush=True)
    path = OUT / "acwing219_all.txt"
    _write(path, "".join(f"{n} {m}\n" for n in range(2, 201) for m in range(2, 201)).encode())
    cpp = bindir / "seed_acwing219" if bindir else None
    measure(grundy_cmd() + ["judge", "acwing219", str(path)])
    ours = _median_run([measure(grundy_cmd() + ["judge", "acwing219", str(path)]) for _ in range(args.repeat)])
    line = f"  grundy {ours.seconds:.3f} s"
    result = {"grundy_s": ours.seconds}
    if cpp is not None and cpp.exists():
        ref = _median_run([measure([str(cpp)], stdin=path) for _ in range(args.repeat)])
        same = ref.out == ours.out
        line += f", seed C++ {ref.seconds:.3f} s; outputs {'equal' if same else '!!!!!! DIFFER !!!!!!'}"
        result.update(cpp_s=ref.seconds, equal=same)
    print(line, flush=True)
    return result


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="10x smaller sizes (smoke run)")
    p.add_argument("--repeat", type=int, default=5, help="timed runs per measurement (default 3)")
    p.add_argument("--reference", type=Path, default=DEFAULT_REFERENCE, help="C++ reference directory")
    p.add_argument("--seed", type=int, default=1, help="seed of the generated queries (default 1)")
    args = p.parse_args(argv)
    t0 = time.perf_counter()
    bindir = build_reference(args.reference)
    results = {"octal": case_octal(args), "snoi2020": case_snoi(args), "acwing219": case_paper(args, bindir)}
    results["total_s"] = time.perf_counter() - t0
    (OUT / "heaps.json").write_text(json.dumps(results, indent=1) + "\n")
    print(f"\ntotal {results['total_s']:.0f} s; results in {OUT / 'heaps.json'}")
    bad = results["snoi2020"]["mismatches"] or results["acwing219"].get("equal") is False
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
