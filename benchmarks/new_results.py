#!/usr/bin/env python
"""The second routes of the values in docs/new_results.csv (see the page "New results").

Usage:
  python benchmarks/new_results.py node-kayles N [--rows R] [--renumbered | --order K]   # R x N grid
  python benchmarks/new_results.py queens N [--renumbered | --order K | --edges | --state DB] [--table DB]
  python benchmarks/new_results.py cram N [N ...] --order K --table DB [--rows R]  # R x N boards
  python benchmarks/new_results.py octal CODE FILE.npz [PEER_OUTPUT] [--plain K]
  python benchmarks/new_results.py chomp N --table FILE [--igsolve PATH] [--timeout S] [--csv]
  python benchmarks/new_results.py clobber|nogo RxC [--transposed] [--order K] [--table DB]
  python benchmarks/new_results.py sprouts N [--reverse-ties] [--table DB]

``node-kayles N``: Node-Kayles on the R x N grid (R = 3 unless ``--rows R``), regions keyed by
shape (as ``grundy search node-kayles --grid RxN``); with ``--renumbered``, cell (r, c) is vertex
2 (r N + c), so no board is recognised and components are keyed by their vertex sets; with
``--order K``, keyed by shape with the options of equal difficulty tried in the engine's order
K (``SearchCore.order``: 3, the command line's, the order generated; 4 its reverse; 2 from the
middle of the list out; 1 even places first; 0 scattered by a hash). ``queens N``: Node-Kayles
on the queens graph, numbered row by row (regions keyed by shape; ``--order K`` as for grids),
or with ``--renumbered`` its vertices renumbered at random (keyed by vertex sets); ``--table
DB`` keeps what it solves in a lasting table, so a run stopped by Ctrl-C resumes where it
stopped; ``--edges`` prints the graph in the command line's format instead (``... queens 15
--edges | grundy search node-kayles --table DB`` searches it as the command line does);
``--state DB`` says how far such a table got, first move by first move (read only: the run may
go on). Each prints the value, the seconds and the peak memory.

``cram N [N ...]``: Cram on the R x N boards (R = 3 unless ``--rows R``) one after another on the
lasting table DB, with the
dominoes of equal difficulty tried in the order K of the core (``SearchCore.order``: 3, the
command line's, from the middle by the Manhattan distance; 4 by the larger distance; 1 upright
dominoes first, by column, then lying ones; 2 the same without upright ones first; 0 the order
generated): another order visits other positions and fills the table with other regions, so a
fresh table and another order are a second route.

``octal CODE FILE.npz``: the statistics of the values saved by ``grundy octal CODE --save
FILE.npz`` at every n = 2^k (largest value and its first heap, the rare mask, the number of rare
heaps with heap 0, the last rare heap), as Czajka's analyzer prints them; with PEER_OUTPUT (the
lines ``n=2^k largest G[i]=v rare_mask=m num_rare=c last_rare=h`` of ``octal_analyze CODE``) it
says at each 2^k whether they agree. ``--plain K`` also computes 2^K values by grundy's plain
kernel (every option of every heap) and compares them value by value.

``chomp N``: the values of every Chomp bar a x b, a <= b <= N, three ways: from the DP of the
N x N box (on the table FILE, kept: a run stopped resumes), by ``grundy search chomp AxB`` on its
own (a fresh process: another box, so other ranks and levels; its time and peak memory are the
row's), and by Beling's igsolve (``igsolve chomp``, its pruned search: wholly another program),
stopped after ``--timeout`` seconds (default 20), where it finishes; bars of at most 30 squares
are also searched by grundy's search engine as placement games. Every value found must agree.
``--csv`` prints the rows of docs/new_results.csv.

``clobber RxC``: impartial Clobber on the R x C checkerboard (X at the top left); ``nogo RxC``:
impartial NoGo on the empty R x C board. ``--transposed`` searches the C x R board instead (the
same game turned over its diagonal: groups keyed under another board width, so no key is shared
and the search visits other positions), ``--order K`` tries the options of equal difficulty in
the engine's order K, ``--table DB`` keeps a lasting table. Each prints the value, the seconds and
the peak memory.

``sprouts N``: the nimber of the N-spot start of Sprouts, by proof-number search on couples (as
``grundy search sprouts 0*N``); ``--reverse-ties`` tries a couple's options of equal weight in the
reverse order, another proof of the same value; ``--table DB`` keeps a lasting table.
"""

from __future__ import annotations

import argparse
import random
import re
import resource
import sys
import time
from pathlib import Path

import numpy as np


def peak_mb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def solve(game, position: int | None, what: str, renumbered: bool) -> None:
    """Time the value of `position` of `game` (keyed by shapes, or by vertex sets when
    `renumbered`) and print it."""
    keyed = game.board is not None or game.board_graph is not None
    if renumbered:
        assert not keyed, "the renumbered board was recognised"
    else:
        assert keyed, "the board was not recognised"
    t = time.perf_counter()
    value = game.value(position)
    print(f"{what}{' renumbered' if renumbered else ''}: value {value}, "
          f"{time.perf_counter() - t:.1f} s, {peak_mb()} MB")


def solve_in_order(game, what: str, order: int | None) -> None:
    """`solve` a board keyed by shape, its options of equal difficulty tried in the engine's
    `order` (None: the default)."""
    if order is not None:
        assert game.board is not None or game.board_graph is not None, "--order: boards"
        game.compiled.core.order = order
        what += f" order {order}"
    solve(game, None, what, False)


def node_kayles(rows: int, n: int, renumbered: bool, order: int | None = None) -> None:
    import networkx as nx

    from grundy.search import NodeKayles

    g = nx.convert_node_labels_to_integers(nx.grid_2d_graph(rows, n))
    what = f"node-kayles {rows}x{n}"
    if not renumbered:
        solve_in_order(NodeKayles(list(g.edges()), rows * n, progress=False), what, order)
        return
    game = NodeKayles([(2 * u, 2 * v) for u, v in g.edges()], 2 * rows * n, progress=False)
    solve(game, sum(1 << (2 * x) for x in range(rows * n)), what, True)


def queens_edges(n: int) -> list[tuple[int, int]]:
    cells = [(r, c) for r in range(n) for c in range(n)]
    return [(i, j) for i, (r, c) in enumerate(cells) for j, (s, d) in enumerate(cells)
            if j > i and (r == s or c == d or abs(r - s) == abs(c - d))]


def queens(n: int, renumbered: bool, order: int | None = None, table: str | None = None) -> None:
    from grundy.search import NodeKayles

    perm = list(range(n * n))
    if renumbered:
        random.Random(n).shuffle(perm)
    with NodeKayles([(perm[u], perm[v]) for u, v in queens_edges(n)], n * n, progress=False,
                    table=table) as game:
        if renumbered:
            solve(game, None, f"queens {n}x{n}", True)
        else:
            solve_in_order(game, f"queens {n}x{n}", order)


def queens_state(n: int, table: str) -> None:
    """How far a lasting table of ``queens N --table`` (or of the command line on ``--edges``)
    got: for each first move up to symmetry, the value of the region it leaves when the table
    has it, else how many of the replies to it the table settles, by value (a reply of value v
    shows that the move is not worth v). Reads the table only, so a run may go on writing it."""
    import sqlite3
    from functools import reduce
    from operator import xor

    from grundy.search import NodeKayles

    db = sqlite3.connect(f"file:{Path(table).resolve()}?mode=ro", uri=True)
    game = NodeKayles(queens_edges(n), n * n, progress=False)
    core, key_text = game.compiled.core, game.compiled.key_text
    closed = [1 << v for v in range(n * n)]
    for u, v in queens_edges(n):
        closed[u] |= 1 << v
        closed[v] |= 1 << u

    def value(region: int) -> int | None:
        vals = []
        for part in core.components(region):
            row = db.execute("SELECT value FROM nimbers WHERE key = ?",
                             (key_text(*core.canonical(part)),)).fetchone()
            if row is None:
                return None
            vals.append(row[0])
        return reduce(xor, vals, 0)

    full = (1 << (n * n)) - 1
    for r in range((n + 1) // 2):
        for c in range(r, (n + 1) // 2):
            region = full & ~closed[r * n + c]
            v = value(region)
            if v is not None:
                print(f"first move ({r}, {c}): value {v}")
                continue
            replies: dict[str, int] = {}
            for cell in range(n * n):
                if region >> cell & 1:
                    w = value(region & ~closed[cell])
                    name = "unknown" if w is None else f"value {w}"
                    replies[name] = replies.get(name, 0) + 1
            print(f"first move ({r}, {c}): unknown; its replies: "
                  + ", ".join(f"{k} {name}" for name, k in sorted(replies.items())))


def cram(boards: list[int], order: int, table: str, rows: int = 3) -> None:
    from grundy.search import Cram

    for n in boards:
        with Cram(rows, n, base=0, table=table, progress=False) as game:
            game.search.core.order = order
            t = time.perf_counter()
            value = game.value()
            print(f"cram {rows}x{n} order {order}: value {value}, {time.perf_counter() - t:.1f} s, "
                  f"{peak_mb()} MB", flush=True)


def chomp(n: int, table: str, igsolve: str, timeout: float, as_csv: bool) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from search import grundy_command, run_measured

    from grundy import Chomp

    t = time.perf_counter()
    box = Chomp(n, n, table=table, workers=2, progress=False)
    box.solve()
    print(f"# the {n}x{n} box: {time.perf_counter() - t:.1f} s (resumed or not)", file=sys.stderr, flush=True)
    for a in range(1, n + 1):
        for b in range(a, n + 1):
            value = box.value((b,) * a)
            got = run_measured(grundy_command() + ["-q", "search", "chomp", f"{a}x{b}"], 4 * 3600)
            own, dt, mb = int(got[0].split()[0]), got[1], got[2]
            checks = [f"{n}x{n} box: {value}"]
            peer = run_measured([igsolve, "chomp", "-r", str(a), "-c", str(b)], timeout)
            if peer is not None and peer[0] is not None:
                v = next(int(x.split(":")[1]) for x in peer[0].splitlines() if x.startswith("Nimber"))
                checks.append(f"igsolve: {v} ({peer[1]:.1f} s)")
                assert v == value, (a, b, value, v)
            if a * b <= 30:
                with Chomp(a, b, method="search", progress=False) as game:
                    v = game.value()
                checks.append(f"search: {v}")
                assert v == value, (a, b, value, v)
            assert own == value, (a, b, value, own)
            if as_csv:
                print(f"chomp,{a}x{b},{value},{dt:.2f},{mb:.0f},grundy search chomp {a}x{b},"
                      f"\"{'; '.join(checks)}\"", flush=True)
            else:
                print(f"chomp {a}x{b}: {value}, {dt:.2f} s, {mb:.0f} MB; {'; '.join(checks)}", flush=True)


def stones(game: str, board: str, transposed: bool, order: int | None, table: str | None) -> None:
    from grundy import Clobber, NoGo

    rows, cols = map(int, board.lower().split("x"))
    if transposed:
        rows, cols = cols, rows
    if game == "clobber":
        text = "|".join("".join("XO"[(r + c) % 2] for c in range(cols)) for r in range(rows))
        cls = Clobber
    else:
        text, cls = "|".join(["." * cols] * rows), NoGo
    with cls(text, table=table, progress=False) as g:
        if order is not None:
            g.search.core.order = order
        t = time.perf_counter()
        value = g.value()
        print(f"{game} {rows}x{cols}{' order %d' % order if order is not None else ''}: value {value}, "
              f"{time.perf_counter() - t:.1f} s, {peak_mb()} MB", flush=True)


def sprouts(n: int, reverse_ties: bool, table: str | None) -> None:
    """The nimber of the n-spot start of Sprouts by proof-number search (with reverse_ties, the
    options of equal weight tried in the reverse order: another proof)."""
    from grundy import Sprouts

    with Sprouts(n, table=table, progress=False) as g:
        g.pns.reverse_ties = reverse_ties
        t = time.perf_counter()
        value = g.value()
        print(f"sprouts 0*{n}{' reverse ties' if reverse_ties else ''}: value {value}, "
              f"{time.perf_counter() - t:.1f} s, {g.pns.expanded} lands expanded, {peak_mb()} MB",
              flush=True)


LINE = re.compile(r"n=2\^(\d+) largest G\[(\d+)\]=(\d+) rare_mask=(\S+) num_rare=(\d+) last_rare=(\d+)")


def octal_stats(values: np.ndarray, k: int) -> tuple[str, ...]:
    """Czajka's statistics of the first 2^k values: (largest's heap, largest, mask hex, rare
    heaps counting heap 0, last rare heap)."""
    from grundy.heaps.takebreak import _best_mask, _rare_heaps

    v = values[: 1 << k]
    mask, _ = _best_mask(v[1:])
    rare = _rare_heaps(v[1:], mask)
    big = int(np.argmax(v))
    return (str(big), str(int(v[big])), f"{mask:x}", str(len(rare) + 1), str(int(rare[-1]) if len(rare) else 0))


def octal(code: str, path: str, peer: str | None, plain: int | None) -> int:
    values = np.load(path)["values"].astype(np.int32)
    theirs = {}
    if peer is not None:
        with open(peer) as f:
            theirs = {int(m[1]): m.groups()[1:] for m in map(LINE.search, f) if m}
    differ = 0
    # below 2^10 the analyzer picks its mask by another rule (its masks end in "pos" there)
    for k in range(10, 64):
        if 1 << k > len(values):
            break
        ours = octal_stats(values, k)
        verdict = ""
        if k in theirs:
            same = ours == tuple(theirs[k])
            differ += not same
            verdict = "  analyzer: same" if same else f"  analyzer: DIFFERENT {theirs[k]}"
        print(f"n=2^{k} largest G[{ours[0]}]={ours[1]} rare_mask={ours[2]} num_rare={ours[3]} "
              f"last_rare={ours[4]}{verdict}")
    if plain is not None:
        from grundy.heaps.takebreak import TakeAndBreak

        t = time.perf_counter()
        ref = TakeAndBreak(code).values(1 << plain, method="plain")
        same = np.array_equal(ref, values[: 1 << plain])
        differ += not same
        print(f"plain kernel, 2^{plain} values: {'same' if same else 'DIFFERENT'} "
              f"({time.perf_counter() - t:.1f} s)")
    return 1 if differ else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="what", required=True)
    graphs = {name: sub.add_parser(name) for name in ("node-kayles", "queens")}
    for name, p in graphs.items():
        p.add_argument("n", type=int)
        how = p.add_mutually_exclusive_group()
        how.add_argument("--renumbered", action="store_true", help="keyed by vertex sets")
        how.add_argument("--order", type=int, choices=range(5), help="the engine's order of equal options")
        if name == "queens":
            how.add_argument("--edges", action="store_true", help="print the graph, 'n m' then m edges")
            how.add_argument("--state", metavar="DB", help="how far the lasting table DB got")
            p.add_argument("--table", help="a lasting table: the run resumes where one stopped")
        if name == "node-kayles":
            p.add_argument("--rows", type=int, default=3, help="the grid's rows (default 3)")
    p = sub.add_parser("cram")
    p.add_argument("n", type=int, nargs="+")
    p.add_argument("--order", type=int, default=3, choices=range(5))
    p.add_argument("--table", required=True)
    p.add_argument("--rows", type=int, default=3, help="the boards' rows (default 3)")
    p = sub.add_parser("chomp")
    p.add_argument("n", type=int)
    p.add_argument("--table", required=True)
    p.add_argument("--igsolve", default=str(Path(__file__).resolve().parents[2] / "shared" / "peers" / "igsolve"))
    p.add_argument("--timeout", type=float, default=20.0)
    p.add_argument("--csv", action="store_true")
    for name in ("clobber", "nogo"):
        p = sub.add_parser(name)
        p.add_argument("board", metavar="RxC")
        p.add_argument("--transposed", action="store_true")
        p.add_argument("--order", type=int, choices=range(5))
        p.add_argument("--table")
    p = sub.add_parser("sprouts")
    p.add_argument("n", type=int)
    p.add_argument("--reverse-ties", action="store_true")
    p.add_argument("--table")
    p = sub.add_parser("octal")
    p.add_argument("code")
    p.add_argument("file")
    p.add_argument("peer", nargs="?")
    p.add_argument("--plain", type=int, metavar="K")
    args = ap.parse_args()
    if args.what == "queens" and (args.edges or args.state) and args.table:
        graphs["queens"].error(f"--{'edges' if args.edges else 'state'} searches nothing: "
                               "give the table to the search")
    if args.what == "queens" and args.state and not Path(args.state).is_file():
        graphs["queens"].error(f"--state {args.state}: no such table")
    if args.what == "node-kayles":
        node_kayles(args.rows, args.n, args.renumbered, args.order)
    elif args.what == "queens" and args.edges:
        edges = queens_edges(args.n)
        print(args.n * args.n, len(edges))
        print("\n".join(f"{u + 1} {v + 1}" for u, v in edges))
    elif args.what == "queens" and args.state:
        queens_state(args.n, args.state)
    elif args.what == "queens":
        queens(args.n, args.renumbered, args.order, args.table)
    elif args.what == "cram":
        cram(args.n, args.order, args.table, args.rows)
    elif args.what in ("clobber", "nogo"):
        stones(args.what, args.board, args.transposed, args.order, args.table)
    elif args.what == "sprouts":
        sprouts(args.n, args.reverse_ties, args.table)
    elif args.what == "chomp":
        chomp(args.n, args.table, args.igsolve, args.timeout, args.csv)
    else:
        return octal(args.code, args.file, args.peer, args.plain)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # a lasting table was written on the way out
        print("interrupted", file=sys.stderr)
        sys.exit(130)
