#!/usr/bin/env python
"""Start-up and first-use benchmarks: what a process pays before and at its first call.

Usage: python benchmarks/startup.py [--repeat N] [--python EXE] [--only startup|first-use]

- startup: wall time of whole processes, medians of `--repeat` runs taken in rotation:
  bare ``python -c pass``, ``python -c "import numpy"``, ``python -c "import grundy"``,
  ``grundy nim 3 4 5`` and ``grundy judge acwing1319 examples/acwing1319.in``. Targets: the two
  commands within 80 ms of the numpy import, ``import grundy`` within 50 ms of bare Python.
- first-use: for each family, a fresh interpreter times the first call of a library function
  and then the same call again on the same input; an ahead-of-time compiled kernel makes the
  two equal (within noise), where a just-in-time compiled one makes the first call seconds
  long. Medians over `--repeat` fresh interpreters.

`--python EXE` measures another installation (e.g. an older checkout's virtual environment;
its ``grundy`` script is looked for beside EXE). Run from the repository root. Not a pytest
module.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Each family: setup code (not timed) and one call (timed twice in the same interpreter).
FIRST_USE = {
    "dag_grundy": ("rng = np.random.default_rng(1); e = np.sort(rng.integers(0, 20000, (60000, 2)), axis=1); "
                   "e = e[e[:, 0] != e[:, 1]]",
                   "grundy.dag_grundy(e, num_vertices=20000)"),
    "loopy_grundy": ("rng = np.random.default_rng(1); e = rng.integers(0, 20000, (60000, 2))",
                     "grundy.loopy_grundy(e, num_vertices=20000)"),
    "hackenbush": ("rng = np.random.default_rng(1); e = rng.integers(0, 20000, (40000, 2))",
                   "grundy.hackenbush_value(e, num_vertices=20000)"),
    "geography (general)": ("rng = np.random.default_rng(1); e = rng.integers(0, 20000, (50000, 2))",
                            "grundy.geography_wins(e, num_vertices=20000)"),
    "geography (bipartite)": ("rng = np.random.default_rng(1); a = rng.integers(0, 10000, 50000); "
                              "b = rng.integers(10000, 20000, 50000); e = np.stack([a, b], 1)",
                              "grundy.geography_wins(e, num_vertices=20000)"),
    "card_geography": ("rng = np.random.default_rng(1); l = rng.integers(0, 500, (5000, 2)); "
                       "r = rng.integers(0, 500, (5000, 2))",
                       "grundy.card_geography(l, r)"),
    "octal 0.16": ("", "grundy.OctalGame('0.16').values(20000, periodic=False)"),
    "subtraction": ("", "grundy.subtraction_values([1, 3, 4], 10**6)"),
    "paper_table": ("", "grundy.paper_table(200, 200)"),
    "fibonacci count": ("ks = list(range(1, 2001)); ns = [10**17 + i for i in range(2000)]",
                        "grundy.count_misere_fibonacci_wins(ns, ks)"),
    "edge subsets (agc016f)": ("rng = np.random.default_rng(1); e = np.sort(rng.integers(0, 12, (40, 2)), axis=1); "
                               "e = e[e[:, 0] != e[:, 1]]",
                               "grundy.count_edge_subsets_first_player_wins(e, 0, 1, num_vertices=12)"),
    "nim_multiply": ("rng = np.random.default_rng(1); a = rng.integers(0, 2**64, 10**5, dtype=np.uint64)",
                     "grundy.nim_multiply(a, a)"),
    "nim_det": ("rng = np.random.default_rng(1); m = rng.integers(0, 2**64, (60, 60), dtype=np.uint64)",
                "grundy.nim_det(m)"),
    "nim_log": ("", "grundy.nim_log(123456789)"),
    "judge text reader": ("from grundy.judge import acwing1319; d = b'3 2 1\\n1 2\\n2 3\\n1\\n' * 1",
                          "acwing1319.solve(d)"),
}

FIRST_USE_SCRIPT = r"""
import json, sys, time
import numpy as np
import grundy
setup, call = sys.argv[1], sys.argv[2]
exec(setup)
# The family's modules load on first access of a public name: time that apart.
t0 = time.perf_counter()
for name in compile(call, "<call>", "eval").co_names:
    getattr(grundy, name, None)
times = [time.perf_counter() - t0]
for _ in range(2):
    t0 = time.perf_counter()
    eval(call)
    times.append(time.perf_counter() - t0)
print(json.dumps(times))
"""


def wall(cmd: list[str]) -> float:
    t0 = time.perf_counter()
    r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=ROOT)
    t = time.perf_counter() - t0
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed: {r.stderr.decode(errors='replace')}")
    return t


def startup(python: str, repeat: int) -> dict[str, float]:
    script = Path(python).parent / "grundy"
    grundy = [str(script)] if script.exists() else [python, "-m", "grundy"]
    cmds = {
        "python -c pass": [python, "-c", "pass"],
        "import numpy": [python, "-c", "import numpy"],
        "import grundy": [python, "-c", "import grundy"],
        "grundy nim 3 4 5": grundy + ["nim", "3", "4", "5"],
        "grundy judge acwing1319 (example)": grundy + ["judge", "acwing1319", "examples/acwing1319.in"],
    }
    for cmd in cmds.values():  # warm the file cache
        wall(cmd)
    times: dict[str, list[float]] = {k: [] for k in cmds}
    for _ in range(repeat):
        for k, cmd in cmds.items():
            times[k].append(wall(cmd))
    med = {k: statistics.median(v) for k, v in times.items()}
    bare, numpy = med["python -c pass"], med["import numpy"]
    print(f"start-up, medians of {repeat} runs (ms):")
    for k, v in med.items():
        extra = ""
        if k == "import grundy":
            extra = f"   {1000 * (v - bare):+.0f} over bare Python (target <= +50)"
        elif k.startswith("grundy "):
            extra = f"   {1000 * (v - numpy):+.0f} over import numpy (target <= +80)"
        print(f"  {k:<36} {1000 * v:7.1f}{extra}")
    return med


def first_use(python: str, repeat: int) -> dict[str, tuple[float, float, float]]:
    print(f"first call vs second call in a fresh interpreter (after importing the family), medians of {repeat} (ms):")
    out = {}
    for name, (setup, call) in FIRST_USE.items():
        imports, firsts, seconds = [], [], []
        for _ in range(repeat):
            r = subprocess.run([python, "-c", FIRST_USE_SCRIPT, setup, call], capture_output=True,
                               text=True, cwd=ROOT)
            if r.returncode != 0:
                raise RuntimeError(f"{name} failed:\n{r.stderr}")
            i, a, b = json.loads(r.stdout.strip().splitlines()[-1])
            imports.append(i)
            firsts.append(a)
            seconds.append(b)
        i, a, b = (statistics.median(x) for x in (imports, firsts, seconds))
        out[name] = (i, a, b)
        print(f"  {name:<24} import {1000 * i:6.1f}  first {1000 * a:8.1f}  second {1000 * b:8.1f}"
              f"  first - second {1000 * (a - b):+6.1f}", flush=True)
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--repeat", type=int, default=11, help="runs per measurement; the median is kept")
    p.add_argument("--python", default=sys.executable, help="the interpreter to measure")
    p.add_argument("--only", choices=("startup", "first-use"), help="run one part")
    args = p.parse_args(argv)
    result = {"python": args.python}
    if args.only in (None, "startup"):
        result["startup_s"] = startup(args.python, args.repeat)
    if args.only in (None, "first-use"):
        result["first_use_s"] = first_use(args.python, max(3, args.repeat // 3))
    out = ROOT / "benchmarks" / "out"
    out.mkdir(parents=True, exist_ok=True)
    (out / "startup_results.json").write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
