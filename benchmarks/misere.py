#!/usr/bin/env python
"""Benchmarks of misère quotients (grundy.misere), optionally side by side with MisereSolver.

Usage: python benchmarks/misere.py [--quick] [--long] [--stretch] [--repeat N]
                                   [--misere-solver CGSUITE | --no-misere-solver]

- quotients: the time to compute (and prove) the misère quotient of each game below at its
  bound, each in a fresh interpreter, with the order found and the period that proves it
  complete, if any. Misère Nim to 7 (tame, order 10), 0.75 to 21 (Plambeck's R8, order 8 from
  heap 5 on, proved complete at 21), 0.312 to 9 (Plambeck's solution, complete at 9), and wild
  games whose quotients grow: Kayles 0.77, 0.15, Dawson's Chess 0.137 (to 24, where the quotient
  has 144 elements), 4.7, Dawson's Kayles 0.07 to 30 (360 elements), 4.4234 to 14 (1456) and
  0.642 to 14 (2248), and two codes that are not octal: Grundy's game 4!.0 to 28 (48 elements
  from heap 20 on) and 0.4! (take a token, split the rest in two unequal heaps) to 37 (840
  elements, 288 at heap 36; neither program gets 4!.0 to 29 or 0.4! to 38 in 10 minutes); with
  ``--long`` also 0.07 to 33 (638 elements), and with ``--stretch`` 0.3F to 12, 0.637 to 14
  and 4.527 to 14, which each program is given 10 minutes for (grundy proves 4.527 infinite
  from heap 10 on, and reports so with the proof's witness). A run that takes more than a
  minute is not repeated.
- MisereSolver: Aaron Siegel's MisereSolver (Java, GPL, part of CGSuite) solves the same
  games at the same bounds, alternating with grundy's runs, and each game gets the ratio
  grundy / MisereSolver measured two ways: the solve alone in process (grundy's
  ``misere_quotient`` call in a fresh interpreter, MisereSolver's time inside the JVM) and end
  to end (the wall clock of the subprocess, interpreter or JVM start included), and whether
  the two quotients agree: the orders and the sizes of the P-portions, and with a CGSuite
  build also the presentations' generators (a difference is printed as DIFFERS and makes the
  exit status 1). MisereSolver comes from, in this order:

  * ``--misere-solver CGSUITE`` (or the environment variable GRUNDY_CGSUITE): a CGSuite source
    tree, a checkout or a bare git directory; MisereSolver's sources are read from it, patched
    to build without Scala, and compiled with javac, together with the Java files in
    benchmarks/misere_solver/ (grundy's own driver, and stand-ins: HeapRuleset.java reads every
    code of the take-and-break language with grundy's meaning), into
    benchmarks/out/misere_solver/ (rebuilt only when the sources change);
  * a compiled copy with a ``Run`` driver (``classes/org/cgsuite/core/misere/solver/Run.class``,
    which prints ``code C heap N order O ppos P solve_s S``) in the directory named by the
    environment variable GRUNDY_MISERE_SOLVER, else in ../shared/peers/misere_solver beside
    the checkout.

  Nothing of MisereSolver is shipped with grundy. Without either (or with
  ``--no-misere-solver``) the comparison is skipped.
- sums: with a quotient in hand, outcomes and winning moves of random sums of 10^4 heaps, in
  sums per second: Kayles heaps up to 12, and heaps up to 10^18 of 0.75 (complete quotient).

Run from the repository root; results go to benchmarks/out/misere.json. Not a pytest module.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "out"

GAMES = [("0.3333333", 7), ("0.75", 21), ("0.312", 9), ("0.77", 20), ("0.15", 20), ("0.15", 30),
         ("0.137", 16), ("0.137", 24), ("4.7", 12), ("0.07", 30), ("4.4234", 14), ("0.642", 14),
         ("4!.0", 28), ("0.4!", 37)]
QUICK = [("0.3333333", 7), ("0.75", 21), ("0.312", 9), ("0.77", 12), ("0.15", 14), ("0.137", 12), ("4.7", 9),
         ("4!.0", 20), ("0.4!", 16)]

# Orders published for a game at a bound: 0.75's R8 (Plambeck, "Taming the wild in impartial
# combinatorial games", INTEGERS 5 (2005) G05), and Q_30(0.07) = 360 (Siegel, "Some
# MisereSolver questions answered", miseregames.wordpress.com, 28 August 2007), and 638 elements
# for 0.07 at heap 33 (Plambeck and Siegel, "Misère quotients for impartial games", JCTA 115
# (2008), as a public summary of their results quotes it).
PUBLISHED = {("0.75", 21): 8, ("0.07", 30): 360, ("0.07", 33): 638}
LONG = [("0.07", 33)]
STRETCH = [("0.3F", 12), ("0.637", 14), ("4.527", 14)]
#: The time each program gets for one run (seconds); a run past it is reported as a timeout.
TIMEOUT_S = 600

# A run longer than this (in seconds) is not repeated.
LONG_RUN_S = 60

# In a fresh interpreter: the import and the misere_quotient call, timed apart.
TIME_ONE = """
import json, sys, time
t = time.perf_counter()
from grundy import InfiniteQuotientError
from grundy.misere import misere_quotient
t1 = time.perf_counter()
try:
    q = misere_quotient(sys.argv[1], int(sys.argv[2]))
except InfiniteQuotientError as e:  # proved infinite: the heap, the proof's witness
    t2 = time.perf_counter()
    print(json.dumps({"seconds": t2 - t, "solve_seconds": t2 - t1, "order": "infinite",
                      "infinite_from": e.heap, "witness": e.proof.witness(),
                      "orders": e.partial.orders, "period": None, "ppos": None,
                      "generators": None}))
    sys.exit(0)
t2 = time.perf_counter()
print(json.dumps({"seconds": t2 - t, "solve_seconds": t2 - t1, "order": q.order,
                  "orders": q.orders, "period": q.period, "ppos": len(q.p_portion),
                  "generators": q.generators, "heap_element": q.heap_element.tolist()}))
"""

# MisereSolver: its sources in a CGSuite tree, the package they are in, grundy's own Java files
# compiled with them (a driver, and stand-ins for the CGSuite classes they need), and where the
# build goes.
CGSUITE_SOLVER_DIR = "lib/core/src/main/scala/org/cgsuite/core/misere/solver"
CGSUITE_SOLVER_FILES = ["BipartiteMonoid", "CommutativeMonoid", "DirectSumMonoid",
                        "ExplicitFiniteMonoid", "Pretension", "Relation", "Word", "MisereSolver"]
SOLVER_PACKAGE = "org.cgsuite.core.misere.solver"
SHIM_DIR = HERE / "misere_solver"
SOLVER_OUT = OUT / "misere_solver"
SKIPPED = ("MisereSolver comparison skipped: pass --misere-solver CGSUITE (a CGSuite checkout or "
           "bare git directory), set GRUNDY_CGSUITE, or put a compiled copy in "
           "../shared/peers/misere_solver (or GRUNDY_MISERE_SOLVER) to enable it")
#: A compiled MisereSolver with a Run driver: GRUNDY_MISERE_SOLVER, else beside the checkout.
PEER_DIR = Path(os.environ.get("GRUNDY_MISERE_SOLVER")
                or HERE.parents[1] / "shared" / "peers" / "misere_solver")


def fail(message: str) -> SystemExit:
    return SystemExit(f"misere.py: {message}")


def _git(args: list[str], strip: bool = True) -> str | None:
    """The output of a git command (stripped), or None if it fails or git is missing."""
    try:
        r = subprocess.run(["git", *args], capture_output=True, text=True)
    except FileNotFoundError:
        return None
    if r.returncode != 0:
        return None
    return r.stdout.strip() if strip else r.stdout


def read_cgsuite(tree: Path) -> tuple[dict[str, str], str | None]:
    """MisereSolver's sources in a CGSuite checkout or bare git directory, and the commit."""
    solver = tree / CGSUITE_SOLVER_DIR
    texts: dict[str, str] = {}
    if solver.is_dir():
        for name in CGSUITE_SOLVER_FILES:
            path = solver / f"{name}.java"
            if not path.is_file():
                raise fail(f"{path} not found")
            texts[name] = path.read_text(encoding="utf-8")
        commit = None
        top = _git(["-C", str(tree), "rev-parse", "--show-toplevel"])
        if top is not None and Path(top).resolve() == tree.resolve():
            commit = _git(["-C", str(tree), "rev-parse", "HEAD"])
            if commit and _git(["-C", str(tree), "status", "--porcelain", "--", CGSUITE_SOLVER_DIR]):
                commit += " with local changes"
        return texts, commit
    commit = _git(["--git-dir", str(tree), "rev-parse", "--verify", "--quiet", "HEAD^{commit}"])
    if commit is None:
        raise fail(f"{tree} is neither a CGSuite checkout (no {CGSUITE_SOLVER_DIR}) nor a git "
                   f"directory")
    for name in CGSUITE_SOLVER_FILES:
        text = _git(["--git-dir", str(tree), "show", f"{commit}:{CGSUITE_SOLVER_DIR}/{name}.java"],
                    strip=False)
        if text is None:
            raise fail(f"{CGSUITE_SOLVER_DIR}/{name}.java not found at commit {commit} of {tree}")
        texts[name] = text
    return texts, commit


def _find(text: str, anchor: str) -> int:
    at = text.find(anchor)
    if at < 0:
        raise fail(f"cannot patch MisereSolver.java: {anchor.strip()!r} not found (a CGSuite "
                   f"version this benchmark does not know)")
    return at


def patch_misere_solver(text: str) -> str:
    """MisereSolver.java without its uses of Scala and of the rest of CGSuite.

    The imports go, the constructor from an MSV file (MsvLoader, not compiled) goes, and
    heapOptions asks the HeapRuleset stand-in directly instead of converting Scala sequences.
    """
    imports = ("import org.cgsuite.core.impartial.HeapRuleset;\n"
               "import org.cgsuite.core.impartial.TakeAndBreak;\n"
               "import scala.collection.immutable.IndexedSeq;\n"
               "import scala.jdk.CollectionConverters;\n")
    a = _find(text, imports)
    text = text[:a] + text[a + len(imports):]
    a = _find(text, "    public MisereSolver(InputStream msvInputStream)")
    b = _find(text, "    public HeapRuleset getRules()")
    text = text[:a] + text[b:]
    a = _find(text, "    public List<int[]> heapOptions(int heapSize) {")
    b = _find(text, "    public void next()")
    return (text[:a] + "    public List<int[]> heapOptions(int heapSize) { return rules.heapOptions(heapSize); }\n\n"
            + text[b:])


def _first_line(text: str, default: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[0] if lines else default


def build_misere_solver(tree: Path) -> dict:
    """Compile MisereSolver from a CGSuite tree into benchmarks/out/misere_solver/classes.

    Reuses the classes there when the sources (and javac) are the same as at the last build.
    """
    for tool in ("javac", "java"):
        if shutil.which(tool) is None:
            raise fail(f"{tool} not found on PATH (MisereSolver needs a Java development kit)")
    texts, commit = read_cgsuite(tree)
    sources = {f"{name}.java": text for name, text in texts.items()}
    sources["MisereSolver.java"] = patch_misere_solver(sources["MisereSolver.java"])
    for path in sorted(SHIM_DIR.glob("*.java")):
        sources[path.name] = path.read_text(encoding="utf-8")
    javac = subprocess.run(["javac", "-version"], capture_output=True, text=True)
    javac_version = _first_line(javac.stdout + javac.stderr, "javac")
    java = subprocess.run(["java", "-version"], capture_output=True, text=True)
    java_version = _first_line(java.stderr + java.stdout, "java")
    digest = hashlib.sha256(json.dumps([javac_version, sorted(sources.items())]).encode()).hexdigest()
    classes = SOLVER_OUT / "classes"
    stamp = SOLVER_OUT / "stamp.json"
    built = False
    try:
        reuse = (json.loads(stamp.read_text())["sha256"] == digest
                 and (classes / SOLVER_PACKAGE.replace(".", "/") / "Driver.class").is_file())
    except (OSError, ValueError, KeyError):
        reuse = False
    if not reuse:
        src = SOLVER_OUT / "src" / SOLVER_PACKAGE.replace(".", "/")
        for d in (SOLVER_OUT / "src", classes):
            shutil.rmtree(d, ignore_errors=True)
        src.mkdir(parents=True)
        classes.mkdir(parents=True)
        stamp.unlink(missing_ok=True)
        for name, text in sources.items():
            (src / name).write_text(text, encoding="utf-8")
        r = subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-d", str(classes),
                            *(str(src / name) for name in sorted(sources))],
                           capture_output=True, text=True)
        if r.returncode != 0:
            errors = [line for line in r.stderr.splitlines() if "error:" in line]
            raise fail(f"javac failed: {errors[0] if errors else _first_line(r.stderr, 'no message')}")
        stamp.write_text(json.dumps({"sha256": digest, "source": str(tree), "commit": commit,
                                     "javac": javac_version}, indent=1) + "\n")
        built = True
    info = {"source": str(tree), "commit": commit, "javac": javac_version, "java": java_version,
            "classes": str(classes), "built": built}
    print(f"MisereSolver: {'compiled' if built else 'reused the build'} from {tree}"
          f"{f' (commit {commit})' if commit else ''} in {classes}; {java_version}")
    return info


def peer_misere_solver() -> dict | None:
    """The compiled MisereSolver in PEER_DIR (its Run driver), or None when there is none."""
    classes = PEER_DIR / "classes"
    if not (classes / SOLVER_PACKAGE.replace(".", "/") / "Run.class").is_file():
        return None
    if shutil.which("java") is None:
        raise fail("java not found on PATH (MisereSolver needs a Java runtime)")
    java = subprocess.run(["java", "-version"], capture_output=True, text=True)
    java_version = _first_line(java.stderr + java.stdout, "java")
    print(f"MisereSolver: the compiled copy in {PEER_DIR} (Run driver); {java_version}")
    return {"source": str(PEER_DIR), "classes": str(classes), "driver": "Run",
            "java": java_version, "built": False}


def run_grundy(code: str, n: int, timeout: float = TIMEOUT_S) -> dict:
    """One quotient in a fresh interpreter: its result, its times, and the process's wall clock
    ({"timeout": seconds} past `timeout`)."""
    t = time.perf_counter()
    try:
        r = subprocess.run([sys.executable, "-c", TIME_ONE, code, str(n)], capture_output=True,
                           text=True, check=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"timeout": timeout}
    wall = time.perf_counter() - t
    return {**json.loads(r.stdout.strip().splitlines()[-1]), "wall_seconds": wall}


def run_misere_solver(classes: Path, code: str, n: int, driver: str = "Driver",
                      timeout: float = TIMEOUT_S) -> dict:
    """MisereSolver's quotient through a driver (grundy's Driver, or the Run driver of a
    compiled copy), with its own time and the JVM's wall clock."""
    t = time.perf_counter()
    try:
        r = subprocess.run(["java", "-Xss64m", "-cp", str(classes), f"{SOLVER_PACKAGE}.{driver}",
                            code, str(n)], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"timeout": timeout}
    wall = time.perf_counter() - t
    if r.returncode != 0:
        return {"error": _first_line(r.stderr, f"exit status {r.returncode}")}
    if driver == "Run":   # "code 0.07 heap 30 order 360 ppos 65 solve_s 4.110"
        words = r.stdout.split()
        try:
            f = dict(zip(words[::2], words[1::2]))
            return {"seconds": float(f["solve_s"]), "wall_seconds": wall, "order": int(f["order"]),
                    "ppos": int(f["ppos"]), "tame": None, "presentation": None, "phi": None}
        except (KeyError, ValueError):
            return {"error": "no order or solve_s in the output"}
    fields: dict[str, str] = {}
    for line in r.stdout.splitlines():   # the driver's lines come last, after the solver's own
        key, _, value = line.partition(" ")
        if key in ("order", "presentation", "phi", "seconds"):
            fields[key] = value
    if "seconds" not in fields or "order" not in fields:
        return {"error": "no order or seconds line in the output"}
    order = fields["order"].split()   # "360 ppos 65 tame false"
    return {"seconds": float(fields["seconds"]), "wall_seconds": wall, "order": int(order[0]),
            "ppos": int(order[2]), "tame": order[4] == "true",
            "presentation": fields.get("presentation"), "phi": fields.get("phi", "").split()}


def same_quotient(ours: dict, theirs: dict) -> tuple[bool, str]:
    """Whether the two results describe isomorphic quotients, as far as their records show:
    the orders, the P-portions' sizes, and (from a CGSuite build's pretending function phi)
    which heaps share an element, an invariant of the isomorphism (the number of generators
    is not: the two programs pick different generating sets); and a word on what differs."""
    diffs = []
    if theirs["order"] != ours["order"]:
        diffs.append(f"order {theirs['order']} (grundy {ours['order']})")
    if theirs.get("ppos") is not None and "ppos" in ours and theirs["ppos"] != ours["ppos"]:
        diffs.append(f"P-portion {theirs['ppos']} (grundy {ours['ppos']})")
    phi, elem = theirs.get("phi"), ours.get("heap_element")
    if phi and elem is not None and len(phi) == len(elem):
        same_phi = {(i, j) for i in range(len(phi)) for j in range(i) if phi[i] == phi[j]}
        same_elem = {(i, j) for i in range(len(elem)) for j in range(i) if elem[i] == elem[j]}
        if same_phi != same_elem:
            diffs.append("heaps sharing an element differ")
    return not diffs, "; ".join(diffs)


def case_quotients(games, repeat: int, solver: dict | None) -> list[dict]:
    rows = []
    classes = Path(solver["classes"]) if solver else None
    driver = solver.get("driver", "Driver") if solver else "Driver"
    print("quotient (fresh interpreter, import included; median of runs):")
    for code, n in games:
        ours: list[dict] = []
        theirs: list[dict] = []
        error = None
        ours_out = theirs_out = None   # a run past TIMEOUT_S
        for _ in range(repeat):   # alternating, each stopping after a run over a minute
            more_ours = ours_out is None and (not ours or ours[-1]["seconds"] <= LONG_RUN_S)
            more_theirs = (classes is not None and error is None and theirs_out is None
                           and (not theirs or theirs[-1]["wall_seconds"] <= LONG_RUN_S))
            if not (more_ours or more_theirs):
                break
            if more_ours:
                r = run_grundy(code, n)
                if "timeout" in r:
                    ours_out = r["timeout"]
                else:
                    ours.append(r)
            if more_theirs:
                r = run_misere_solver(classes, code, n, driver)
                if "error" in r:
                    error = r["error"]
                elif "timeout" in r:
                    theirs_out = r["timeout"]
                else:
                    theirs.append(r)
        published = PUBLISHED.get((code, n))
        row: dict = {"code": code, "bound": n, "runs": len(ours), "published_order": published}
        if ours:
            best = {key: ours[0][key] for key in ("order", "orders", "period", "ppos", "generators",
                                                  "heap_element", "infinite_from", "witness")
                    if key in ours[0]}
            for key in ("seconds", "solve_seconds", "wall_seconds"):
                best[key] = statistics.median_high([r[key] for r in ours])
            row.update(best)
            done = f"complete (n0, p) = {tuple(best['period'])}" if best["period"] else "not complete"
            if "infinite_from" in best:
                done = f"proved infinite from heap {best['infinite_from']}: {best['witness']};"
            if published is not None:
                done += " published " + ("matches" if published == best["order"] else f"{published} DIFFERS")
            print(f"  {code:>10} to {n:>3}: order {best['order']:>4}  {best['seconds']:7.2f} s   "
                  f"{done:<26} orders by bound {' '.join(map(str, best['orders']))}")
        else:
            row["timeout"] = ours_out
            print(f"  {code:>10} to {n:>3}: no result within {ours_out:.0f} s")
        if classes is not None:
            if error is not None:
                ms = {"error": error}
                print(f"  {'':>17} MisereSolver FAILED: {error}")
            elif not theirs:
                ms = {"timeout": theirs_out}
                print(f"  {'':>17} MisereSolver: no result within {theirs_out:.0f} s")
            else:
                ms = {key: theirs[0][key] for key in ("order", "ppos", "tame", "presentation", "phi")}
                for key in ("seconds", "wall_seconds"):
                    ms[key] = statistics.median_high([r[key] for r in theirs])
                ms["runs"] = len(theirs)
                if ours:
                    ms["same_order"] = ms["order"] == row["order"]
                    ms["same"], ms["differs"] = same_quotient(row, ms)
                    ms["ratio_solve"] = row["solve_seconds"] / ms["seconds"] if ms["seconds"] else None
                    ms["ratio_wall"] = row["wall_seconds"] / ms["wall_seconds"]
                    same = ("same order and P-portion" if ms["same"]
                            else f"DIFFERS: {ms['differs']}")
                else:
                    same = "grundy gave no result"
                print(f"  {'':>17} MisereSolver: order {ms['order']:>4}  {ms['seconds']:7.2f} s in the "
                      f"JVM, {ms['wall_seconds']:.2f} s end to end; {same}")
            row["misere_solver"] = ms
        rows.append(row)
    return rows


def print_comparison(rows: list[dict]) -> bool:
    """The table of grundy against MisereSolver; whether every pair of quotients agreed."""
    def ratio(x: float | None) -> str:
        return "-" if x is None else f"{x:.2f}x"

    def secs(row: dict, key: str) -> str:
        return f"> {row['timeout']:.0f}" if "timeout" in row else f"{row[key]:.3f}"

    print("\ngrundy / MisereSolver, median of runs:\n"
          "  solve: the solve alone, in process (grundy: the misere_quotient call in a fresh "
          "interpreter;\n         MisereSolver: the driver's timer inside the JVM)\n"
          "  end to end: wall clock of the subprocess (interpreter or JVM start included)")
    head = ("game", "order", "grundy solve s", "MS solve s", "ratio", "grundy e2e s", "MS e2e s",
            "ratio", "MisereSolver's quotient")
    body = []
    agree = True
    for r in rows:
        ms = r["misere_solver"]
        game = f"{r['code']} to {r['bound']}"
        order = str(r.get("order", "-"))
        if "error" in ms:
            body.append((game, order, secs(r, "solve_seconds"), "-", "-",
                         secs(r, "wall_seconds"), "-", "-", f"FAILED: {ms['error'][:60]}"))
            continue
        if "timeout" in ms or "timeout" in r:
            body.append((game, order, secs(r, "solve_seconds"), secs(ms, "seconds"), "-",
                         secs(r, "wall_seconds"), secs(ms, "wall_seconds"), "-",
                         "-" if "timeout" in ms else f"order {ms['order']}"))
            continue
        agree &= ms["same"]
        body.append((game, order, secs(r, "solve_seconds"), secs(ms, "seconds"),
                     ratio(ms["ratio_solve"]), secs(r, "wall_seconds"), secs(ms, "wall_seconds"),
                     ratio(ms["ratio_wall"]), "same" if ms["same"] else f"DIFFERS: {ms['differs']}"))
    widths = [max(len(x) for x in col) for col in zip(head, *body)]
    for line in [head, tuple("-" * w for w in widths), *body]:
        print("  " + "  ".join(x.ljust(w) if i in (0, 8) else x.rjust(w)
                               for i, (x, w) in enumerate(zip(line, widths))).rstrip())
    return agree


def case_sums(heaps_per_sum: int, sums: int, code: str = "0.77", bound: int = 12,
              top: int = 12) -> dict:
    import random

    from grundy.misere import misere_quotient

    q = misere_quotient(code, bound)
    rng = random.Random(1)
    positions = [[rng.randint(1, top) for _ in range(heaps_per_sum)] for _ in range(sums)]
    t = time.perf_counter()
    for p in positions:
        q.outcome(p)
    outcome_rate = sums / (time.perf_counter() - t)
    t = time.perf_counter()
    for p in positions:
        q.winning_move(p)
    move_rate = sums / (time.perf_counter() - t)
    print(f"sums of {heaps_per_sum} heaps up to {top:,} of {code} (quotient to {bound}): outcome "
          f"{outcome_rate:,.0f} sums/s, outcome and winning move {move_rate:,.0f} sums/s")
    return {"code": code, "heaps": heaps_per_sum, "top": top, "outcome_per_s": outcome_rate,
            "move_per_s": move_rate}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="smaller bounds (a smoke run)")
    ap.add_argument("--long", action="store_true", help="also 0.07 to heap 33")
    ap.add_argument("--stretch", action="store_true",
                    help=f"also {', '.join(f'{c} to {n}' for c, n in STRETCH)} "
                         f"({TIMEOUT_S // 60} minutes each at most)")
    ap.add_argument("--only", metavar="CODE:BOUND", action="append", default=[],
                    help="run only these games (repeatable), e.g. --only 0.07:30")
    ap.add_argument("--repeat", type=int, default=3, help="runs per quotient; the median is kept")
    ap.add_argument("--misere-solver", type=Path, metavar="CGSUITE",
                    default=os.environ.get("GRUNDY_CGSUITE") or None,
                    help="a CGSuite checkout or bare git directory: compare with its MisereSolver "
                         "(default: $GRUNDY_CGSUITE, else the compiled copy in "
                         "../shared/peers/misere_solver or $GRUNDY_MISERE_SOLVER)")
    ap.add_argument("--no-misere-solver", action="store_true", help="no comparison")
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    games = ((QUICK if args.quick else GAMES) + (LONG if args.long else [])
             + (STRETCH if args.stretch else []))
    if args.only:
        try:
            games = [(c, int(n)) for c, _, n in (g.partition(":") for g in args.only)]
        except ValueError:
            ap.error("--only takes CODE:BOUND, e.g. 0.07:30")
    t0 = time.perf_counter()
    OUT.mkdir(exist_ok=True)
    solver: dict | None = None
    if not args.no_misere_solver:
        if args.misere_solver is not None:
            solver = build_misere_solver(args.misere_solver)
        else:
            solver = peer_misere_solver()
    if solver is None:
        print(SKIPPED)
    results = {
        "misere_solver": solver or {"skipped": True},
        "quotients": case_quotients(games, args.repeat, solver),
    }
    agree = True
    if solver is not None:
        agree = print_comparison(results["quotients"])
        print()
    results["sums"] = case_sums(10_000, 20 if args.quick else 100)
    results["sums_any_size"] = case_sums(10_000, 20 if args.quick else 100, "0.75", 21, 10**18)
    results["total_s"] = time.perf_counter() - t0
    (OUT / "misere.json").write_text(json.dumps(results, indent=1) + "\n")
    print(f"\ntotal {results['total_s']:.0f} s; results in {OUT / 'misere.json'}")
    if not agree:
        print("MisereSolver's quotient DIFFERS from grundy's for some game (see above)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
