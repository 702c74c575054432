#!/usr/bin/env python
"""Benchmarks of the ``grundy`` CLI and library against the C++ reference programs.

Usage: python benchmarks/run.py [--quick] [--repeat N] [--only NAME ...] [--reference DIR]

Cases (see benchmarks/README.md): acwing1319, cf1149e, loopy. Generated inputs, built
binaries and results.json go to benchmarks/out/ (gitignored). Not a pytest module.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
OUT = HERE / "out"
DEFAULT_REFERENCE = Path(__file__).resolve().parents[1].parent / "shared" / "reference"
CASES = ("acwing1319", "cf1149e", "loopy")


# --------------------------------------------------------------------------------------------
# Fast text output: integers to ASCII with numpy, no Python loop over the values.


def format_ints(values: np.ndarray, seps: np.ndarray) -> bytes:
    """Decimal text of non-negative `values`, each followed by its separator byte `seps[i]`."""
    v = np.ascontiguousarray(values, dtype=np.int64).reshape(-1)
    seps = np.broadcast_to(np.asarray(seps, dtype=np.uint8), v.shape)
    if len(v) == 0:
        return b""
    if v.min() < 0:
        raise ValueError("format_ints takes non-negative values")
    ndig = np.ones(len(v), np.int64)
    p = 10
    while p <= int(v.max()):
        ndig += v >= p
        p *= 10
    lens = ndig + 1
    ends = np.cumsum(lens)
    last = ends - 2  # position of the last digit
    buf = np.empty(int(ends[-1]), np.uint8)
    buf[ends - 1] = seps
    rest = v.copy()
    pos = last.copy()
    active = np.arange(len(v))
    while len(active):
        buf[pos] = 48 + rest % 10
        rest //= 10
        keep = rest > 0
        if not keep.all():
            active = active[keep]
            rest = rest[keep]
            pos = pos[keep]
        pos -= 1
    return buf.tobytes()


def rows_text(arr: np.ndarray) -> bytes:
    """Lines of space-separated integers, one per row of the 2-D array `arr`."""
    r, c = arr.shape
    seps = np.full((r, c), ord(" "), np.uint8)
    seps[:, -1] = ord("\n")
    return format_ints(arr.reshape(-1), seps.reshape(-1))


def line_text(arr: np.ndarray) -> bytes:
    """One line of space-separated integers."""
    if len(arr) == 0:
        return b"\n"
    seps = np.full(len(arr), ord(" "), np.uint8)
    seps[-1] = ord("\n")
    return format_ints(arr, seps)


# --------------------------------------------------------------------------------------------
# Input generation (cached by parameters and seed).


def _cached(stem: str, params: dict, make) -> dict[str, Path]:
    """Paths of the files of a generated input; `make(paths)` writes them when not cached."""
    OUT.mkdir(parents=True, exist_ok=True)
    tag = "_".join(f"{k}{v}" for k, v in params.items())
    base = OUT / f"{stem}_{tag}"
    paths = {
        "txt": base.with_suffix(".txt"),
        "edges": Path(f"{base}.edges.npy"),
        "tokens": Path(f"{base}.tokens.npy"),
        "meta": Path(f"{base}.json"),
    }
    meta = dict(params, stem=stem, version=1)
    if paths["meta"].exists():
        try:
            if json.loads(paths["meta"].read_text()) == meta and all(
                p.exists() for k, p in paths.items() if k != "meta"
            ):
                return paths
        except (OSError, ValueError):
            pass
    t0 = time.perf_counter()
    make(paths)
    paths["meta"].write_text(json.dumps(meta))  # written last: marks the set complete
    print(f"  generated {paths['txt'].name} ({paths['txt'].stat().st_size / 2**20:.0f} MiB) "
          f"in {time.perf_counter() - t0:.1f} s", flush=True)
    return paths


def _write(path: Path, *chunks: bytes) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    with open(tmp, "wb") as f:
        for c in chunks:
            f.write(c)
    os.replace(tmp, path)


def random_dag_edges(rng: np.random.Generator, n: int, m: int, distinct: bool) -> np.ndarray:
    """(m, 2) 0-based edges u -> v of a random DAG, vertices relabelled by a random permutation
    (so the file is not in topological order). No self-loops; parallel edges unless `distinct`."""
    if n < 2:
        raise ValueError("need at least 2 vertices")
    if distinct and m > n * (n - 1) // 2:
        raise ValueError("too many distinct edges")
    keys = np.empty(0, np.int64)  # u * n + v, in order of generation
    while len(keys) < m:
        need = m - len(keys)
        a = rng.integers(0, n, size=need + need // 8 + 16)
        b = rng.integers(0, n, size=len(a))
        ok = a != b
        keys = np.concatenate([keys, np.minimum(a, b)[ok] * n + np.maximum(a, b)[ok]])
        if distinct:
            _, first = np.unique(keys, return_index=True)
            keys = keys[np.sort(first)]
        keys = keys[:m]
    e = np.stack([keys // n, keys % n], axis=1)
    perm = rng.permutation(n)
    return perm[e]


def gen_acwing1319(n: int, m: int, k: int, seed: int) -> dict[str, Path]:
    def make(paths):
        rng = np.random.default_rng(seed)
        edges = random_dag_edges(rng, n, m, distinct=False)
        tokens = rng.integers(0, n, size=k)
        np.save(paths["edges"], edges)
        np.save(paths["tokens"], tokens)
        _write(paths["txt"], f"{n} {m} {k}\n".encode(), rows_text(edges + 1), line_text(tokens + 1))

    return _cached("acwing1319", {"n": n, "m": m, "k": k, "seed": seed}, make)


def gen_loopy(n: int, m: int, k: int, seed: int) -> dict[str, Path]:
    def make(paths):
        rng = np.random.default_rng(seed)
        edges = rng.integers(0, n, size=(m, 2))
        loops = np.flatnonzero(edges[:, 0] == edges[:, 1])
        edges[loops, 1] = (edges[loops, 1] + 1) % n  # no self-loops (cycles come from the rest)
        tokens = rng.integers(0, n, size=k)
        np.save(paths["edges"], edges)
        np.save(paths["tokens"], tokens)
        _write(paths["txt"], f"{n} {m} {k}\n".encode(), rows_text(edges + 1), line_text(tokens + 1))

    return _cached("loopy", {"n": n, "m": m, "k": k, "seed": seed}, make)


def gen_cf1149e(n: int, m: int, seed: int) -> dict[str, Path]:
    def make(paths):
        rng = np.random.default_rng(seed)
        edges = random_dag_edges(rng, n, m, distinct=True)
        taxes = rng.integers(0, 10**9 + 1, size=n)
        np.save(paths["edges"], edges)
        np.save(paths["tokens"], taxes)
        _write(paths["txt"], f"{n} {m}\n".encode(), line_text(taxes), rows_text(edges + 1))

    return _cached("cf1149e", {"n": n, "m": m, "seed": seed}, make)


# --------------------------------------------------------------------------------------------
# Measurement.


class Run:
    """One finished process: wall seconds, peak RSS (MiB), exit status, stdout and stderr."""

    def __init__(self, seconds: float, peak_mib: float, rc: int, out: str, err: str):
        self.seconds, self.peak_mib, self.rc, self.out, self.err = seconds, peak_mib, rc, out, err


# Runs in a small fresh interpreter between the runner and the measured program. The peak RSS
# must come from such a wrapper: on Linux a child's ru_maxrss starts at the RSS of the process it
# was forked from (the kernel keeps the old image's high-water mark across exec), and this
# runner holds the generated arrays. Wall time is taken inside the wrapper, around the spawn.
WRAPPER = r"""
import json, resource, subprocess, sys, time
t0 = time.perf_counter()
rc = subprocess.call(sys.argv[2:])
seconds = time.perf_counter() - t0
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(sys.argv[1], "w") as f:
    json.dump({"seconds": seconds, "maxrss_kib": ru.ru_maxrss, "rc": rc}, f)
"""


def measure(cmd: list[str], stdin: Path | None = None) -> Run:
    """Run `cmd` once through WRAPPER: wall seconds, peak RSS, exit status, stdout, stderr."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile(suffix=".json") as rep:
        fin = open(stdin, "rb") if stdin is not None else subprocess.DEVNULL
        try:
            subprocess.run([sys.executable, "-S", "-c", WRAPPER, rep.name, *cmd],
                           stdin=fin, stdout=out, stderr=err, check=False)
        finally:
            if stdin is not None:
                fin.close()
        out.seek(0)
        err.seek(0)
        o, e = out.read().decode(errors="replace"), err.read().decode(errors="replace")
        try:
            r = json.loads(Path(rep.name).read_text())
        except ValueError:
            raise RuntimeError(f"the measuring wrapper failed: {e}") from None
        return Run(r["seconds"], r["maxrss_kib"] / 1024, r["rc"], o, e)


def median_s(runs: list[Run]) -> float:
    """The median wall time of `runs`."""
    return statistics.median(r.seconds for r in runs)


def grundy_cmd() -> list[str]:
    script = Path(sys.executable).parent / "grundy"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "grundy"]



def side_by_side(ours_cmd: list[str], cpp: Path | None, stdin: Path, repeat: int,
                 digits: int = 2) -> tuple[list[Run], list[Run], bool]:
    """Run the C++ program `cpp` (reading `stdin`; skipped when None) and our command in turn,
    `repeat` times each, printing each pair. Returns (C++ runs, our runs, mismatch): a failed
    run raises, and any difference between the two outputs is printed loudly."""
    cpp_runs, our_runs, mismatch = [], [], False
    for i in range(repeat):
        c = None
        if cpp is not None:
            c = measure([str(cpp)], stdin=stdin)
            if c.rc != 0:
                raise RuntimeError(f"{cpp.name} failed ({c.rc}): {c.err}")
            cpp_runs.append(c)
        o = measure(ours_cmd)
        if o.rc != 0:
            raise RuntimeError(f"grundy {' '.join(ours_cmd[-3:-1])} failed ({o.rc}): {o.err}")
        our_runs.append(o)
        if c is not None and o.out != c.out:
            mismatch = True
            print(f"  !!!!!! MISMATCH: grundy printed {o.out[:60]!r}, C++ printed {c.out[:60]!r} !!!!!!")
        print(f"  run {i + 1}: " + (f"C++ {c.seconds:.{digits}f} s, " if c else "")
              + f"grundy {o.seconds:.{digits}f} s", flush=True)
    return cpp_runs, our_runs, mismatch


def build_reference(reference: Path) -> Path | None:
    """Compile the reference programs into benchmarks/out/bin; the bin directory, or None."""
    bindir = OUT / "bin"
    build = reference / "build.sh"
    if not build.exists():
        print(f"  no reference programs at {reference} (use --reference DIR)")
        return None
    r = subprocess.run(["bash", str(build), str(bindir)], capture_output=True, text=True)
    if r.returncode != 0:
        print(f"  build.sh failed:\n{textwrap.indent(r.stderr.strip(), '    ')}")
    return bindir


# In a fresh interpreter: load the .npy edges, warm the kernels on a tiny graph, time the solve
# (median of `repeat`), then time the phases of the CLI path once.
INPROCESS = r"""
import json, sys, time
import numpy as np
kind, txt, edges_path, tokens_path, n, repeat = sys.argv[1:]
n, repeat = int(n), int(repeat)
t0 = time.perf_counter()
import grundy
from grundy.graphbase import _kernels
from grundy.tokens import _kernels as _token_kernels
from grundy.judge import acwing1319
from grundy.tokens.text import read_tokens
import_s = time.perf_counter() - t0
edges, tokens = np.load(edges_path), np.load(tokens_path)
tiny = np.array([[0, 1], [1, 2], [2, 0], [0, 2]])
grundy.dag_grundy(tiny[[0, 1, 3]], num_vertices=4)
grundy.loopy_grundy(tiny, num_vertices=4)
grundy.analyze_tokens(tiny, [0], num_vertices=4)
acwing1319.solve(b"3 3 1\n1 2\n2 3\n1 3\n1\n")
times = []
for _ in range(repeat):
    t0 = time.perf_counter()
    if kind == "dag":
        v = grundy.dag_grundy(edges, num_vertices=n)
        answer = "win" if int(np.bitwise_xor.reduce(v[tokens])) else "lose"
    else:
        r = grundy.loopy_grundy(edges, num_vertices=n)
        answer = f"{int(np.count_nonzero(r.values < 0))} infinite, max {int(r.values.max())}"
    times.append(time.perf_counter() - t0)
phases = {"import": import_s}
def tick(name, t0):
    phases[name] = time.perf_counter() - t0
    return time.perf_counter()
t = time.perf_counter()
with open(txt, "rb") as f:
    data = f.read()
t = tick("read file", t)
nn, src, dst, tok = read_tokens(data)
t = tick("parse", t)
indptr, indices = _kernels.csr_from_edges(nn, src, dst)
t = tick("csr", t)
values, cycle = _token_kernels.dag_grundy(nn, indptr, indices)
t = tick("dag kernel" if not len(cycle) else "dag kernel (finds cycle)", t)
if kind == "loopy":
    rptr, rind = _kernels.transpose(nn, indptr, indices)
    t = tick("transpose", t)
    lv, order = _token_kernels.loopy_grundy(nn, indptr, indices, rptr, rind)
    t = tick("loopy kernel", t)
    from grundy.graphbase.toolkit import Digraph
    a = grundy.analyze_tokens(Digraph(nn, indptr, indices), tok)
    t = tick("analyze_tokens (all, again)", t)
print(json.dumps({"seconds": sorted(times)[len(times) // 2], "answer": answer, "phases": phases}))
"""


def in_process(kind: str, paths: dict[str, Path], n: int, repeat: int) -> dict:
    r = subprocess.run(
        [sys.executable, "-c", INPROCESS, kind, str(paths["txt"]), str(paths["edges"]),
         str(paths["tokens"]), str(n), str(repeat)],
        capture_output=True, text=True,
    )
    if r.returncode != 0:
        raise RuntimeError(f"in-process {kind} benchmark failed:\n{r.stderr}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def fmt_phases(phases: dict) -> str:
    return ", ".join(f"{k} {v:.2f}" for k, v in phases.items())


# --------------------------------------------------------------------------------------------
# Cases. Each returns rows for the table:
# {case, cpp_s, grundy_s, ratio, target, peak_mib, ok, note}.


def row(case, cpp_s=None, grundy_s=None, target=None, target_ratio=None, peak_mib=None,
        peak_target_mib=None, note="") -> dict:
    ratio = grundy_s / cpp_s if (cpp_s and grundy_s is not None) else None
    ok = None
    if target_ratio is not None and ratio is not None:
        ok = ratio <= target_ratio
    if peak_target_mib is not None and peak_mib is not None:
        ok = (ok is not False) and peak_mib <= peak_target_mib
    return {"case": case, "cpp_s": cpp_s, "grundy_s": grundy_s, "ratio": ratio, "target": target,
            "peak_mib": peak_mib, "ok": ok, "note": note}


def case_acwing1319(args, scale: int, bindir: Path | None) -> list[dict]:
    n, m, k = 10**6 // scale, 3 * 10**6 // scale, 1000
    print(f"acwing1319: DAG n={n} m={m} k={k}", flush=True)
    paths = gen_acwing1319(n, m, k, args.seed)
    cpp = bindir / "scaled_acwing1319" if bindir else None
    if cpp is not None and not cpp.exists():
        print("  scaled_acwing1319 was not built; C++ comparison skipped")
        cpp = None
    ours_cmd = grundy_cmd() + ["judge", "acwing1319", str(paths["txt"])]
    cpp_runs, our_runs, mismatch = side_by_side(ours_cmd, cpp, paths["txt"], args.repeat)
    cpp_s = median_s(cpp_runs) if cpp_runs else None
    ours_s = median_s(our_runs)
    peak = max(r.peak_mib for r in our_runs)
    answer = our_runs[0].out.strip()
    print(f"  answer {answer}" + (" (MISMATCH with C++)" if mismatch else " (same as C++)" if cpp else ""))
    if cpp_s:
        print(f"  end to end: C++ {cpp_s:.3f} s, grundy {ours_s:.3f} s, ratio {ours_s / cpp_s:.2f}x "
              f"(target <= 1.5x); peak RSS {peak:.0f} MiB (target <= 1024), C++ "
              f"{max(r.peak_mib for r in cpp_runs):.0f} MiB")
    ip = in_process("dag", paths, n, args.repeat)
    if ip["answer"] != answer:
        mismatch = True
        print(f"  !!!!!! MISMATCH: in-process answer {ip['answer']!r} vs CLI {answer!r} !!!!!!")
    print(f"  in-process dag_grundy + XOR: {ip['seconds']:.3f} s"
          + (f", ratio to C++ end to end {ip['seconds'] / cpp_s:.2f}x (target <= 1.0x)" if cpp_s else ""))
    print(f"  phases (s): {fmt_phases(ip['phases'])}", flush=True)
    note = "MISMATCH" if mismatch else ""
    cli = row("acwing1319 CLI", cpp_s, ours_s, "1.5x, 1 GiB", 1.5, peak, 1024, note)
    cli["cpp_peak_mib"] = max(r.peak_mib for r in cpp_runs) if cpp_runs else None
    cli["phases_s"] = ip["phases"]
    return [
        cli,
        row("acwing1319 in-process", cpp_s, ip["seconds"], "1.0x", 1.0, note=note),
    ], mismatch


def case_cf1149e(args, scale: int, bindir) -> list[dict]:
    n = m = 2 * 10**5 // scale
    print(f"cf1149e: DAG n={n} m={m}", flush=True)
    paths = gen_cf1149e(n, m, args.seed)
    cmd = grundy_cmd() + ["judge", "cf1149e", str(paths["txt"])]
    runs = []
    for i in range(args.repeat):
        o = measure(cmd)
        if o.rc != 0:
            if "unknown problem" in o.err or "No module named" in o.err:
                print("  skipped: not available")
                return [row("cf1149e CLI", note="skipped: not available")], False
            raise RuntimeError(f"grundy judge cf1149e failed ({o.rc}): {o.err}")
        runs.append(o)
        print(f"  run {i + 1}: grundy {o.seconds:.2f} s", flush=True)
    first = runs[0].out.split("\n", 1)[0]
    if any(r.out != runs[0].out for r in runs):
        print("  !!!!!! the output differs between runs !!!!!!")
    med = median_s(runs)
    peak = max(r.peak_mib for r in runs)
    print(f"  grundy {med:.3f} s, peak RSS {peak:.0f} MiB, answer {first}")
    return [row("cf1149e CLI", None, med, None, peak_mib=peak, note=first)], False


def case_loopy(args, scale: int, bindir) -> list[dict]:
    n, m, k = 10**6 // scale, 3 * 10**6 // scale, 1000
    print(f"loopy: random digraph with cycles n={n} m={m} k={k}", flush=True)
    paths = gen_loopy(n, m, k, args.seed)
    cmd = grundy_cmd() + ["tokens", str(paths["txt"])]
    runs = []
    for i in range(args.repeat):
        o = measure(cmd)
        if o.rc != 0:
            raise RuntimeError(f"grundy tokens failed ({o.rc}): {o.err}")
        runs.append(o)
        print(f"  run {i + 1}: grundy {o.seconds:.2f} s", flush=True)
    med = median_s(runs)
    peak = max(r.peak_mib for r in runs)
    answer = " / ".join(runs[0].out.strip().splitlines())
    print(f"  CLI: grundy {med:.3f} s, peak RSS {peak:.0f} MiB, answer {answer}")
    ip = in_process("loopy", paths, n, args.repeat)
    print(f"  in-process loopy_grundy: {ip['seconds']:.3f} s ({ip['answer']})")
    print(f"  phases (s): {fmt_phases(ip['phases'])}", flush=True)
    return [
        dict(row("loopy CLI", None, med, None, peak_mib=peak, note=answer), phases_s=ip["phases"]),
        row("loopy in-process", None, ip["seconds"], None, note=ip["answer"]),
    ], False


RUNNERS = {"acwing1319": case_acwing1319, "cf1149e": case_cf1149e, "loopy": case_loopy}


def warm_up() -> None:
    """Run each CLI path once on a tiny input so the files it loads are in the page cache."""
    with tempfile.TemporaryDirectory() as d:
        dag = Path(d) / "dag.txt"
        dag.write_text("3 3 1\n1 2\n2 3\n1 3\n1\n")
        loop = Path(d) / "loop.txt"
        loop.write_text("3 3 1\n1 2\n2 1\n1 3\n1\n")
        cf = Path(d) / "cf.txt"
        cf.write_text("2 1\n1 1\n1 2\n")
        measure(grundy_cmd() + ["judge", "acwing1319", str(dag)])
        measure(grundy_cmd() + ["tokens", str(loop)])
        measure(grundy_cmd() + ["judge", "cf1149e", str(cf)])


def print_table(rows: list[dict]) -> None:
    def f(x, spec):
        return "-" if x is None else format(x, spec)

    head = ("case", "C++ s", "grundy s", "ratio", "target", "peak MiB", "ok", "note")
    body = [
        (r["case"], f(r["cpp_s"], ".3f"), f(r["grundy_s"], ".3f"),
         "-" if r["ratio"] is None else f"{r['ratio']:.2f}x", r["target"] or "-",
         f(r["peak_mib"], ".0f"), {True: "yes", False: "NO", None: "-"}[r["ok"]], r["note"][:40])
        for r in rows
    ]
    widths = [max(len(str(x)) for x in col) for col in zip(head, *body)]
    for line in [head, tuple("-" * w for w in widths), *body]:
        print("  ".join(str(x).ljust(w) if i in (0, 4, 7) else str(x).rjust(w)
                        for i, (x, w) in enumerate(zip(line, widths))).rstrip())


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="10x smaller inputs (smoke run)")
    p.add_argument("--repeat", type=int, default=5, help="timed runs per measurement; the median is kept (default 5)")
    p.add_argument("--only", nargs="+", choices=CASES, metavar="NAME", help=f"cases to run: {', '.join(CASES)}")
    p.add_argument("--reference", type=Path, default=DEFAULT_REFERENCE,
                   help=f"directory of the C++ reference programs (default {DEFAULT_REFERENCE})")
    p.add_argument("--seed", type=int, default=1, help="seed of the generated inputs (default 1)")
    args = p.parse_args(argv)
    if args.repeat < 1:
        p.error("--repeat must be at least 1")
    scale = 10 if args.quick else 1
    cases = args.only or list(CASES)
    t_start = time.perf_counter()
    OUT.mkdir(parents=True, exist_ok=True)
    bindir = build_reference(args.reference) if "acwing1319" in cases else None
    warm_up()
    rows, bad = [], False
    for name in cases:
        r, mismatch = RUNNERS[name](args, scale, bindir)
        rows.extend(r)
        bad |= mismatch
    print()
    print_table(rows)
    total = time.perf_counter() - t_start
    result = {
        "quick": args.quick, "repeat": args.repeat, "seed": args.seed, "total_s": total,
        "python": sys.version.split()[0], "cpus": os.cpu_count(),
        "time": time.strftime("%Y-%m-%dT%H:%M:%S"), "rows": rows,
    }
    (OUT / "results.json").write_text(json.dumps(result, indent=1) + "\n")
    print(f"\ntotal {total:.0f} s; table written to {OUT / 'results.json'}")
    if bad:
        print("!!!!!! OUTPUT MISMATCH: see above !!!!!!")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
