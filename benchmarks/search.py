#!/usr/bin/env python
"""Benchmarks of grundy.search: the compiled core against NimberSearch and GameSolver.

Usage: python benchmarks/search.py [--quick] [--largest SECONDS] [--workers N] [--ray ADDRESS]
       python benchmarks/search.py --igsolve [PATH] [--only-igsolve] [--long] [--repeat K]

For each game (Node-Kayles on 3 x n grids and random graphs, Cram on boards), the same value is
computed by ``GameSolver`` on whole positions, by the Python ``NimberSearch`` (components and
canonical forms, the default of :class:`grundy.search.NodeKayles` with ``engine='python'``; for
Cram, regions keyed up to symmetry as the compiled core does) and by the compiled core. Each
line gives the value, the positions (or canonical components) solved, the time, the rate, and
the speed-up of the compiled core in time over each of the others; the values must agree,
and every Cram board's value must agree with Beling's published table (``BELING``).

Grid graphs of at most 64 vertices are searched as boards (regions keyed up to symmetry), so
the Node-Kayles grids above show the board core; one grid is also timed as a graph (renumbered)
in the one-word and the wide core. Graphs of more than 64 vertices (paths with chords of length
three, linked diamonds, a 3 x 22 grid) are timed in the wide core against the Python
``NimberSearch`` (``GameSolver`` does not finish on them), and forests of more than 4096
vertices (500 trees of 20 vertices, 10^5 trees of 10) component by component.

``--largest SECONDS`` then solves Cram boards of growing size with the compiled core, one
process at a time (with ``--workers N``, N workers each), and reports the largest solved within
SECONDS each (default 600).

``--workers N`` (default 2 when given without N) also times Cram boards in one process and with
N workers (``--ray ADDRESS``: N Ray actors there, ``local`` for a Ray instance on this machine),
each in a fresh interpreter (the workers' start included), and prints the speed-up.

``--igsolve [PATH]`` times Cram end to end against Beling's igsolve (Beling and Rogalski, "On
pruning search trees of impartial games", Artificial Intelligence 283 (2020) 103262; default
PATH: ``$GRUNDY_IGSOLVE``, else ``../shared/peers/igsolve`` beside the clone): for each board,
``grundy search cram RxC`` (value and winning move) and ``igsolve cram R C`` (value), each a
fresh process, interleaved board by board, K times (``--repeat``, default 3); the medians of
wall time and peak memory, their ratio (grundy / igsolve), and the values, which must agree
with each other and with Beling's table. Boards 3x12, 3x13, 4x9, 5x7, 4x11 and 3x14; ``--long`` adds
4x13, 5x9 and 6x7 (each run stopped after ``--timeout`` seconds, default 1200).
``--only-igsolve`` skips everything else.

``--widths`` times Cram on boards of at most 64 squares in positions of one word and of two
(``core='word'``, ``core='wide'``: the same engine, the same rules; 4x9, 5x7, 3x13, 4x11), and
``--placement`` :class:`grundy.PlacementGame` against the built-in games on the same boards, as
it runs them (recognized) and in its general module; both in-process, least of ``--repeat``.

``--published`` times only Node-Kayles and Arc-Kayles, which no peer program plays, on the graph
families whose published values the tests check (OEIS A316632, A316781, A316629, A317367, and
Arc-Kayles on paths against Dawson's Kayles): the compiled core's steps and time per family.

``--past-64 [N]`` times ``grundy search node-kayles --grid 3xK`` for K = 21 (63 cells, the
one-word core's board mode) to N (default 30; the wide core past 64 cells, regions keyed by
shape), each a fresh process, and prints each time over the time of 3 x 21; then 3 x 22
renumbered (keyed by vertex sets, ``benchmarks/new_results.py``).

What grundy does that igsolve does not (see :mod:`grundy.search._core`): every component is
keyed by its canonical form (all symmetries of its box, not only the board's), proved mirror
strategies settle symmetric regions without search, the value is bounded by the longest play
(a mex-cut on the candidates), the 2 x 2 rule and the star reduction apply to every option, a
table kept between runs, and the winning move is found too.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import networkx as nx

from grundy.core.games import GameSolver
from grundy.search import Cram, NimberSearch, NodeKayles


def timed(make, start):
    solver = make()
    t = time.perf_counter()
    v = solver.value(start)
    dt = time.perf_counter() - t
    n = len(solver._memo) if isinstance(solver, GameSolver) else solver.solved
    return v, n, dt


# (label, GameSolver's positions and seconds, the compiled core's positions and seconds)
AGAINST_GAMESOLVER: list[tuple[str, int, float, int, float]] = []


def report(label: str, ways: dict, start) -> None:
    results = {}
    for way, make in ways.items():
        results[way] = timed(make, start)
    values = {v for v, _, _ in results.values()}
    assert len(values) == 1, (label, results)
    if label.startswith("cram "):
        rows, cols = map(int, label.split()[1].split("x"))
        check_published(rows, cols, results["compiled"][0])
    fast = results["compiled"][2]
    if "GameSolver" in results:
        _, gn, gdt = results["GameSolver"]
        _, cn, cdt = results["compiled"]
        AGAINST_GAMESOLVER.append((label, gn, gdt, cn, cdt))
    for way, (v, n, dt) in results.items():
        ratio = "" if way == "compiled" else f"  compiled is {dt / fast:7.1f}x faster"
        print(f"{label:<22} {way:<13} value {v:>2} {n:>9} positions {dt:9.4f} s "
              f"{n / dt:>10.0f} /s{ratio}", flush=True)


def kayles(label: str, graph) -> None:
    game = NodeKayles(graph, progress=False, engine="python")
    report(label, {
        "GameSolver": lambda: GameSolver(game.moves, progress=False),
        "NimberSearch": lambda: NodeKayles(graph, progress=False, engine="python").search,
        "compiled": lambda: NodeKayles(graph, progress=False, engine="compiled").compiled,
    }, game.start)


def wide(label: str, edges, n: int, python: bool = True) -> None:
    """Node-Kayles on a graph of more than 64 vertices: the wide core (and the Python engine)."""
    ways = {"compiled": lambda: NodeKayles(edges, n, progress=False, engine="compiled").compiled}
    if python:
        ways = {"NimberSearch": lambda: NodeKayles(edges, n, progress=False, engine="python").search,
                **ways}
    report(label, ways, (1 << n) - 1)


def forest(trees: int, size: int, python: bool) -> None:
    """Node-Kayles on a forest of random trees of `size` vertices (more than 4096 vertices in
    all): the compiled engines component by component (the split included), and the Python
    engine on the same graph."""
    rng = random.Random(trees)
    edges = []
    for i in range(trees):
        t = nx.random_labeled_tree(size, seed=rng.randrange(1 << 30))
        edges += [(i * size + u, i * size + v) for u, v in t.edges()]
    n = trees * size
    label = f"node-kayles forest {trees}x{size}"
    times = {}
    for way in (["python"] if python else []) + ["compiled"]:
        t = time.perf_counter()
        game = NodeKayles(edges, n, progress=False, engine=way)
        v = game.value()
        dt = times[way] = time.perf_counter() - t
        shown = "NimberSearch" if way == "python" else "components"
        print(f"{label:<22} {shown:<13} value {v:>2} {n:>9} vertices  {dt:9.4f} s", flush=True)
    if python:
        print(f"{label:<22} components answer {times['python'] / times['compiled']:.1f}x sooner "
              "than the Python engine", flush=True)


def relabelled(label: str, rows: int, cols: int) -> None:
    """Node-Kayles on a grid three ways: as a board (regions by shifts, keyed up to symmetry),
    as a graph in the one-word core (the vertices renumbered at random, so not seen as a grid),
    and in the wide core (renumbered over max(2n + 7, 130) vertices): the cost of the board's
    reductions and of positions of several words."""
    g = nx.convert_node_labels_to_integers(nx.grid_2d_graph(rows, cols))
    n = g.number_of_nodes()
    rng = random.Random(5)
    big = max(2 * n + 7, 130)
    results = {"board": (NodeKayles(g, progress=False), (1 << n) - 1)}
    for way, size in (("one word", n), (f"{(big + 63) // 64} words", big)):
        perm = rng.sample(range(size), n)
        results[way] = (NodeKayles([(perm[u], perm[v]) for u, v in g.edges()], size, progress=False),
                        sum(1 << p for p in perm))
    times = {}
    for way, (game, start) in results.items():
        t = time.perf_counter()
        v = game.value(start)
        dt = times[way] = time.perf_counter() - t
        k = game.compiled.solved
        print(f"{label:<22} {way:<13} value {v:>2} {k:>9} positions {dt:9.4f} s {k / dt:>10.0f} /s",
              flush=True)
    one, board, wide = times["one word"], times["board"], times[list(times)[-1]]
    print(f"{label:<22} the board answers {one / board:.1f}x sooner than the graph core; the wide "
          f"core takes {wide / one:.2f}x the one-word core's time", flush=True)


def cram(rows: int, cols: int, gamesolver: bool = True) -> None:
    game = Cram(rows, cols, base=0, progress=False)
    core = game.search.core

    def canonical(part):  # the compiled core's canonical form, for the Python engine
        return core.canonical(part)

    ways = {
        "NimberSearch": lambda: NimberSearch(game.moves, components=core.components,
                                             canonical=canonical, progress=False),
        "compiled": lambda: Cram(rows, cols, base=0, progress=False).search,
    }
    if gamesolver:
        ways = {"GameSolver": lambda: GameSolver(game.moves, progress=False), **ways}
    report(f"cram {rows}x{cols}", ways, game.start)


# Cram values published by P. Beling ("The results obtained so far", README of
# github.com/beling/impartial-games; rows x cols and cols x rows alike): every board the
# benchmark solves is checked against them.
BELING = {(4, 4): 0, (4, 5): 2, (4, 6): 0, (4, 7): 3, (4, 8): 0, (4, 9): 1, (4, 10): 0, (4, 11): 1,
          (4, 12): 0, (4, 13): 3, (4, 14): 0, (4, 15): 4, (5, 5): 0, (5, 6): 2, (5, 7): 1, (5, 8): 1,
          (5, 9): 1, (5, 10): 2, (5, 11): 0, (5, 12): 3, (6, 6): 0, (6, 7): 5, (6, 8): 0, (6, 9): 1,
          (6, 10): 0, (6, 12): 0, (6, 14): 0, (7, 7): 1, (7, 8): 3, (7, 9): 1}


def check_published(rows: int, cols: int, value) -> str:
    """' (Beling: v)' for a board in Beling's table, after checking that `value` agrees."""
    known = BELING.get((min(rows, cols), max(rows, cols)))
    if known is None:
        return ""
    assert int(value) == known, f"cram {rows}x{cols}: value {value}, published {known}"
    return f" (Beling: {known})"


LARGEST = """
import sys, time
from grundy.search import Cram
rows, cols, workers = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
ray = sys.argv[4] if len(sys.argv) > 4 else None
t = time.perf_counter()
with Cram(rows, cols, base=0, progress=False, workers=workers, ray=ray) as game:
    v = game.value()
    dt = time.perf_counter() - t
    print(v, game.search.solved, f"{dt:.2f}", f"{game.search.solved / dt:.0f}", flush=True)
"""


def solve_board(rows: int, cols: int, seconds: float, workers: int = 1, ray: str | None = None):
    """(value, positions, seconds, rate) of a board in a fresh interpreter, or None after
    `seconds`."""
    args = [sys.executable, "-c", LARGEST, str(rows), str(cols), str(workers)] + ([ray] if ray else [])
    try:
        out = subprocess.run(args, capture_output=True, text=True, timeout=seconds).stdout.split()
    except subprocess.TimeoutExpired:
        return None
    return out[-4:]


def largest(seconds: float, workers: int = 1, ray: str | None = None) -> None:
    boards = [(4, 9), (5, 7), (6, 6), (4, 10), (5, 8), (4, 11), (6, 7), (5, 9), (4, 12), (7, 7)]
    how = "one process" if workers == 1 else f"{workers} workers" + (f" on Ray {ray}" if ray else "")
    for rows, cols in boards:
        t = time.perf_counter()
        out = solve_board(rows, cols, seconds, workers, ray)
        if out is None:
            print(f"cram {rows}x{cols} ({how}): not solved within {seconds:.0f} s", flush=True)
            continue
        v, n, dt, rate = out
        print(f"cram {rows}x{cols} ({how}): value {v}{check_published(rows, cols, v)}, {n} positions, "
              f"{dt} s, {rate} positions/s (wall {time.perf_counter() - t:.1f} s)", flush=True)


def speedup(boards, workers: int, ray: str | None) -> None:
    """Each board in one process, then with `workers` workers: times and the speed-up."""
    how = f"{workers} workers" + (f" on Ray {ray}" if ray else "")
    for rows, cols in boards:
        one = solve_board(rows, cols, 1800)
        many = solve_board(rows, cols, 1800, workers, ray)
        assert one[0] == many[0], (rows, cols, one, many)
        print(f"cram {rows}x{cols}: value {one[0]}{check_published(rows, cols, one[0])}, one process {one[2]} s ({one[1]} positions), "
              f"{how} {many[2]} s ({many[1]} positions): speed-up {float(one[2]) / float(many[2]):.2f}",
              flush=True)


IGSOLVE_BOARDS = [(3, 12), (3, 13), (4, 9), (5, 7), (4, 11), (3, 14)]
IGSOLVE_LONG = [(4, 13), (5, 9), (6, 7)]


def default_igsolve() -> str:
    """``$GRUNDY_IGSOLVE``, else the peers' igsolve beside the clone."""
    return os.environ.get("GRUNDY_IGSOLVE") or str(Path(__file__).resolve().parents[2] / "shared" / "peers" / "igsolve")


def run_measured(args: list[str], timeout: float):
    """(stdout, wall seconds, peak resident MB) of a process; None when it was stopped after
    `timeout` seconds; (None, exit status) when it failed. The peak is the child's own VmHWM,
    read every few milliseconds while it runs (the rusage of a child counts the memory of this
    process at the fork, before the exec)."""
    with tempfile.TemporaryFile("w+") as out:
        t = time.perf_counter()
        proc = subprocess.Popen(args, stdout=out, stderr=subprocess.DEVNULL)
        peak = 0
        while proc.poll() is None:
            peak = max(peak, _resident_peak(proc.pid))
            if time.perf_counter() - t > timeout:
                proc.kill()
                proc.wait()
                return None
            time.sleep(0.002)
        dt = time.perf_counter() - t
        out.seek(0)
        text = out.read()
    if proc.returncode != 0:
        return None, proc.returncode
    return text, dt, peak / 1024


def _resident_peak(pid: int) -> int:
    """VmHWM of a running process in KiB (0 when it cannot be read)."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def grundy_command() -> list[str]:
    """The `grundy` command as users run it: its console script, else python -m grundy."""
    script = os.path.join(os.path.dirname(sys.executable), "grundy")
    return [script] if os.path.exists(script) else [sys.executable, "-m", "grundy"]


def past_64(last: int, timeout: float = 3600.0) -> None:
    """Node-Kayles on 3 x K grids from 21 (one word) to `last` (several words): wall time and
    peak memory of fresh processes, and each time over 3 x 21's."""
    print("Node-Kayles on 3 x K grids, grundy search node-kayles --grid 3xK (fresh processes):", flush=True)
    base = None
    for k in range(21, last + 1):
        got = run_measured(grundy_command() + ["-q", "search", "node-kayles", "--grid", f"3x{k}"], timeout)
        if got is None or got[0] is None:
            print(f"  3 x {k}: {'stopped after %.0f s' % timeout if got is None else 'failed'}", flush=True)
            continue
        text, dt, mb = got
        base = base or dt
        print(f"  3 x {k} ({3 * k} cells): value {text.split()[0]}, {dt:.2f} s, {mb:.0f} MB, "
              f"{dt / base:.2f}x the time of 3 x 21", flush=True)
    script = str(Path(__file__).resolve().parent / "new_results.py")
    got = run_measured([sys.executable, script, "node-kayles", "22", "--renumbered"], timeout)
    if got is not None and got[0] is not None:
        print(f"  3 x 22 renumbered (keyed by vertex sets): {got[0].strip()}", flush=True)


def igsolve_side_by_side(path: str, boards, repeat: int, timeout: float) -> None:
    """Cram end to end, grundy against igsolve, interleaved (see the module docstring)."""
    grundy = grundy_command() + ["search", "cram"]
    probe = run_measured([path, "cram", "2", "2"], 60) if os.path.exists(path) else None
    if probe is None or probe[0] is None:
        if not os.path.exists(path):
            why = "not found"
        elif probe is not None and probe[1] == -4:  # SIGILL
            why = "stopped by an illegal instruction: built for another processor (--igsolve PATH: a build for this one)"
        else:
            why = "timed out" if probe is None else f"failed with status {probe[1]}"
        print(f"igsolve at {path}: {why}; no igsolve column", flush=True)
        return
    # an installed package runs from byte code compiled when it was installed; a checkout under
    # PYTHONDONTWRITEBYTECODE would compile every module at each start instead
    import compileall

    import grundy as package

    compileall.compile_dir(os.path.dirname(package.__file__), quiet=1)
    print(f"Cram end to end, grundy / igsolve ({path}), medians of {repeat}, interleaved "
          "(grundy byte-compiled first, as installed):", flush=True)
    ratios = []
    for rows, cols in boards:
        runs = {"grundy": [], "igsolve": []}
        for _ in range(repeat):
            for who, args in (("grundy", grundy + [f"{rows}x{cols}"]),
                              ("igsolve", [path, "cram", str(rows), str(cols)])):
                r = run_measured(args, timeout)
                if r is not None and r[0] is not None:
                    out, dt, mb = r
                    text = out if who == "grundy" else out.rsplit("Nimber of initial position:", 1)[1]
                    runs[who].append((int(text.split()[0]), dt, mb))
        line = f"cram {rows}x{cols}:"
        times, values = {}, {}
        for who, ok in runs.items():
            if len(ok) < repeat:
                line += f" {who} did not finish within {timeout:.0f} s ({repeat - len(ok)} of {repeat} runs);"
            if ok:
                found = {v for v, _, _ in ok}
                assert len(found) == 1, (who, rows, cols, ok)
                values[who] = found.pop()
                times[who] = statistics.median(dt for _, dt, _ in ok)
                line += (f" {who} {times[who]:.2f} s {statistics.median(mb for _, _, mb in ok):.0f} MB "
                         f"value {values[who]};")
        if len(values) == 2:
            assert values["grundy"] == values["igsolve"], f"cram {rows}x{cols}: {values}"
            ratios.append(times["grundy"] / times["igsolve"])
            line += f"{check_published(rows, cols, values['grundy'])} ratio {ratios[-1]:.2f}x"
        print(line, flush=True)
    if ratios:
        print(f"grundy / igsolve end to end: {min(ratios):.2f}x-{max(ratios):.2f}x over {len(ratios)} boards",
              flush=True)


def against_gamesolver(slow: float = 0.1) -> None:
    """The compiled core against GameSolver over every game timed with both: the ratio of
    positions per second (a position of the core is a canonical component, worth many of
    GameSolver's whole positions), and the speed-up in time to answer, over all games and over
    those GameSolver takes at least `slow` seconds on (the small ones are start-up bound)."""
    if not AGAINST_GAMESOLVER:
        return
    rates = [(cn / cdt) / (gn / gdt) for _, gn, gdt, cn, cdt in AGAINST_GAMESOLVER]
    speed = [gdt / cdt for _, _, gdt, _, cdt in AGAINST_GAMESOLVER]
    big = [gdt / cdt for _, _, gdt, _, cdt in AGAINST_GAMESOLVER if gdt >= slow]
    print(f"against GameSolver ({len(rates)} games): positions per second {min(rates):.1f}x-"
          f"{max(rates):.1f}x; time to answer {min(speed):.0f}x-{max(speed):.0f}x sooner", end="")
    if big:
        print(f", {min(big):.0f}x-{max(big):.0f}x on the {len(big)} games GameSolver takes "
              f">= {slow} s on", end="")
    print(flush=True)


def published_families() -> None:
    """Node-Kayles and Arc-Kayles (no peer program plays them) on the graph families whose
    published values the tests check (tests/test_search_published.py): for each family the
    steps of the compiled core (options looked at), the time, and whether every value agrees.
    Arc-Kayles on the path P_n is Dawson's Kayles (0.07) at heap n; its grids are timed too."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from test_search_published import (A316629, A316632, A316781, A317367, linked_diamonds,
                                       linked_four_cycles)

    from grundy import OctalGame
    from grundy.search import ArcKayles

    def grid(rows: int, cols: int):
        return list(nx.convert_node_labels_to_integers(nx.grid_2d_graph(rows, cols)).edges()), rows * cols

    def chords(n: int):
        return [(i, i + 1) for i in range(n - 1)] + [(i, i + 3) for i in range(n - 3)], n

    dawson = [int(x) for x in OctalGame("0.07").values(41)]
    families = [
        ("node-kayles 3xn grid, n=1..16 (A316632)", NodeKayles, [grid(3, n) for n in range(1, 17)], A316632),
        ("node-kayles linked diamonds, n=1..21 (A316781)", NodeKayles,
         [linked_diamonds(n) for n in range(1, 22)], A316781[:21]),
        ("node-kayles linked 4-cycles, n=1..21 (A316629)", NodeKayles,
         [linked_four_cycles(n, False) for n in range(1, 22)], A316629[:21]),
        ("node-kayles path + chords, n=4..64 (A317367)", NodeKayles,
         [chords(n) for n in range(4, 65)], A317367[:61]),
        ("arc-kayles path P_n, n=2..40 (0.07)", ArcKayles,
         [([(i, i + 1) for i in range(n - 1)], n) for n in range(2, 41)], dawson[2:41]),
        ("arc-kayles 3xn grid, n=2..10", ArcKayles, [grid(3, n) for n in range(2, 11)], None),
        ("arc-kayles 4xn grid, n=2..7", ArcKayles, [grid(4, n) for n in range(2, 8)], None),
    ]
    for label, game, graphs, expected in families:
        steps, values = 0, []
        t = time.perf_counter()
        for edges, n in graphs:
            g = game(edges, n, progress=False)
            values.append(g.value())
            if g.compiled is not None and g.compiled.core is not None:
                steps += g.compiled.core.steps
        dt = time.perf_counter() - t
        agree = "-" if expected is None else ("agree" if values == expected else "DISAGREE")
        print(f"{label:<48} {steps:>9} steps {dt:7.3f} s  values {agree}", flush=True)
        assert expected is None or values == expected, label


def best_of(make, repeat: int) -> tuple[int, int, float]:
    """(value, steps, least seconds) of `repeat` fresh searches by ``make()`` (a game)."""
    best = None
    for _ in range(repeat):
        game = make()
        t = time.perf_counter()
        v = game.value()
        dt = time.perf_counter() - t
        core = (game.search if hasattr(game.search, "core") else game.compiled).core
        best = (v, core.steps, dt if best is None else min(best[2], dt))
    return best


WIDTH_BOARDS = [(4, 9), (5, 7), (3, 13), (4, 11)]


def widths(repeat: int) -> None:
    """Cram on boards of at most 64 squares, positions of one word (core='word') against two
    (core='wide'): the same code at two widths, in-process, interleaved, least of `repeat`."""
    print(f"Cram, one word against two words a position (the same engine), least of {repeat}:", flush=True)
    for rows, cols in WIDTH_BOARDS:
        word = best_of(lambda: Cram(rows, cols, progress=False, core="word"), repeat)
        wide = best_of(lambda: Cram(rows, cols, progress=False, core="wide"), repeat)
        assert word[0] == wide[0], (rows, cols, word, wide)
        print(f"cram {rows}x{cols}: value {word[0]}{check_published(rows, cols, word[0])}; one word "
              f"{word[2]:.3f} s ({word[1]} steps), two words {wide[2]:.3f} s ({wide[1]} steps): "
              f"{wide[2] / word[2]:.2f}x", flush=True)


def placement(repeat: int) -> None:
    """PlacementGame against the built-in game on the same board: Node-Kayles on the 3 x 20
    grid and on a random graph, Cram 4 x 7 and 3 x 12, the moves given as data; recognized (the
    game's own module, as PlacementGame does by default) and in the general placement module
    (recognize=False: no symmetry, no mirror strategy, no reduction)."""
    from grundy import PlacementGame

    def node_moves(g):
        return [({v}, {v} | set(g[v])) for v in g]

    print(f"PlacementGame against the built-in game, least of {repeat}:", flush=True)
    grid = nx.convert_node_labels_to_integers(nx.grid_2d_graph(3, 20))
    rand = nx.gnm_random_graph(36, 54, seed=4)
    cases = [
        ("node-kayles grid 3x20", lambda: NodeKayles(grid, progress=False), node_moves(grid), 60),
        ("node-kayles gnm(36, 54)", lambda: NodeKayles(rand, progress=False), node_moves(rand), 36),
    ]
    for rows, cols in ((4, 7), (3, 12)):
        board = Cram(rows, cols)
        moves = [({a, b}, {a, b}) for a, b in board._pairs(board.start)]
        cases.append((f"cram {rows}x{cols}", lambda r=rows, c=cols: Cram(r, c, progress=False), moves, rows * cols))
    for label, builtin, moves, n in cases:
        base = best_of(builtin, repeat)
        line = f"{label:<24} built-in {base[2]:.3f} s"
        for recognize in (True, False):
            got = best_of(lambda: PlacementGame(moves, cells=n, progress=False, recognize=recognize), repeat)
            assert got[0] == base[0], (label, recognize, got, base)
            line += f"; placement{'' if recognize else ' (general module)'} {got[2]:.3f} s {got[2] / base[2]:.2f}x"
        print(line, flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="smaller games")
    ap.add_argument("--largest", type=float, metavar="SECONDS", nargs="?", const=600.0,
                    help="also find the largest Cram board solved within SECONDS")
    ap.add_argument("--workers", type=int, metavar="N", nargs="?", const=2,
                    help="also time Cram boards with N workers against one process")
    ap.add_argument("--ray", metavar="ADDRESS", help="the workers on this Ray cluster")
    ap.add_argument("--igsolve", metavar="PATH", nargs="?", const=default_igsolve(),
                    help="also time Cram against Beling's igsolve at PATH, side by side")
    ap.add_argument("--only-igsolve", action="store_true", help="only the igsolve comparison")
    ap.add_argument("--published", action="store_true",
                    help="only Node-Kayles and Arc-Kayles on the published graph families")
    ap.add_argument("--long", action="store_true", help="igsolve: the larger boards too")
    ap.add_argument("--repeat", type=int, default=3, metavar="K", help="igsolve: runs per board")
    ap.add_argument("--timeout", type=float, default=1200.0, metavar="SECONDS",
                    help="igsolve: the longest run")
    ap.add_argument("--past-64", type=int, nargs="?", const=30, metavar="N",
                    help="only Node-Kayles on 3 x 21 .. 3 x N grids (default 30), fresh processes")
    ap.add_argument("--widths", action="store_true",
                    help="only Cram in one word against two words a position (core='word', 'wide')")
    ap.add_argument("--placement", action="store_true",
                    help="only PlacementGame against the built-in games on the same boards")
    args = ap.parse_args()
    if args.widths or args.placement:
        if args.widths:
            widths(args.repeat)
        if args.placement:
            placement(args.repeat)
        return
    if args.past_64:
        past_64(args.past_64)
        return
    if args.published:
        published_families()
        return
    if args.only_igsolve and not args.igsolve:
        args.igsolve = default_igsolve()
    if args.igsolve:
        igsolve_side_by_side(args.igsolve, IGSOLVE_BOARDS + (IGSOLVE_LONG if args.long else []),
                             args.repeat, args.timeout)
        if args.only_igsolve:
            return
    for n in ([5, 6] if args.quick else [6, 8, 10]):
        kayles(f"node-kayles grid 3x{n}", nx.grid_2d_graph(3, n))
    rng = random.Random(1)
    for n in ([16] if args.quick else [20, 30]):
        g = nx.gnm_random_graph(n, 2 * n, seed=rng.randrange(10**6))
        kayles(f"node-kayles n={n} m={2 * n}", g)
    if not args.quick:  # sparser: GameSolver takes about 0.2 and 1 s
        for n in (24, 28):
            kayles(f"node-kayles n={n} m={5 * n // 4}", nx.gnm_random_graph(n, 5 * n // 4, seed=n))
    for n in ([70] if args.quick else [90, 110]):
        wide(f"node-kayles P_{n}(3)", [(i, i + 1) for i in range(n - 1)] + [(i, i + 3) for i in range(n - 3)], n)
    diamonds = 20 if args.quick else 30
    edges = []
    for i in range(1, diamonds + 1):  # OEIS A316781's graph: v_0..v_n, u_i = n + i, w_i = 2n + i
        edges += [(i - 1, i), (i - 1, diamonds + i), (i - 1, 2 * diamonds + i), (i, diamonds + i), (i, 2 * diamonds + i)]
    wide(f"node-kayles diamonds {diamonds}", edges, 3 * diamonds + 1)
    if not args.quick:
        grid = nx.convert_node_labels_to_integers(nx.grid_2d_graph(3, 22))
        wide("node-kayles grid 3x22", list(grid.edges()), 66, python=False)
    relabelled("node-kayles grid 3x" + ("12" if args.quick else "17"), 3, 12 if args.quick else 17)
    forest(500, 20, python=True)
    if not args.quick:
        forest(100_000, 10, python=False)
    for rows, cols in ([(3, 5), (4, 5)] if args.quick else [(3, 6), (4, 5), (4, 6), (5, 5), (4, 7)]):
        cram(rows, cols, gamesolver=rows * cols <= 24)
    against_gamesolver()
    if args.workers:
        speedup([(4, 8), (5, 6)] if args.quick else [(4, 8), (5, 7), (4, 9), (6, 6)], args.workers, args.ray)
    if args.largest:
        largest(args.largest, args.workers or 1, args.ray)


if __name__ == "__main__":
    main()
