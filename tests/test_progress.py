"""Progress bars (grundy._progress.Progress) and ``grundy --quiet``: the bar's paths (tqdm, the
plain line, nothing), every long computation that reports progress, unchanged answers, and a
command line that says nothing on standard error when asked to be quiet."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time
import types

import numpy as np
import pytest

import grundy
from grundy import _progress
from grundy._progress import Progress
from grundy.cli import main
from grundy.commands import geography as geography_command
from grundy.geography import _kernels as matching_kernels
from grundy.tokens import _subsets_kernels as subsets_kernels
from grundy.geography import vertex as geography
from grundy.hackenbush import green as hackenbush
from grundy.tokens import subsets
from grundy.heaps import _kernels as heap_kernels
from grundy.heaps import paper, subtraction
from grundy.judge import agc016f
from grundy.nimbers import _kernels as nim_kernels
from grundy.nimbers import linalg

from grundy.nimbers import nim_mul
from oracles import hackenbush_cuts_oracle, permutation_sum, rank_by_minors
from strategies import random_dag, random_multigraph

GRUNDY = [sys.executable, "-m", "grundy"]


class Tty(io.StringIO):
    """A standard error that is a terminal."""

    def isatty(self) -> bool:
        return True


class FakeTqdm:
    """Stands in for ``tqdm.auto.tqdm``: records each bar, its settings and its counts."""

    made: list = []

    def __init__(self, total=None, desc=None, unit=None, leave=None, mininterval=None, initial=0):
        self.total, self.desc, self.unit, self.leave = total, desc, unit, leave
        self.n = initial
        self.counts: list[int] = []
        self.refreshes = 0
        self.closed = False
        FakeTqdm.made.append(self)

    def update(self, k: int) -> None:
        self.n += k
        self.counts.append(self.n)

    bar_format = None
    postfix = None

    def set_postfix_str(self, s: str = "", refresh: bool = True) -> None:
        self.postfix = s

    def refresh(self) -> None:  # a redraw at the same count
        self.refreshes += 1

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def loud(monkeypatch):
    """No GRUNDY_QUIET, and no ipykernel (as in a terminal or a script)."""
    monkeypatch.delenv("GRUNDY_QUIET", raising=False)
    monkeypatch.delitem(sys.modules, "ipykernel", raising=False)


@pytest.fixture
def fake_tqdm(monkeypatch, loud):
    """tqdm replaced by FakeTqdm; returns the list of bars made."""
    module = types.ModuleType("tqdm.auto")
    module.tqdm = FakeTqdm
    monkeypatch.setitem(sys.modules, "tqdm.auto", module)
    monkeypatch.setattr(FakeTqdm, "made", [])
    return FakeTqdm.made


@pytest.fixture
def no_tqdm(monkeypatch, loud):
    monkeypatch.setitem(sys.modules, "tqdm.auto", None)  # as if tqdm were not installed


@pytest.fixture
def watched(monkeypatch, fake_tqdm):
    """tqdm is FakeTqdm and standard error a terminal (set in the test itself: pytest sets its
    own when the test starts): returns the list of bars made."""
    return fake_tqdm


def terminal(monkeypatch) -> Tty:
    """Make standard error a terminal for the rest of the test."""
    tty = Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    return tty


# --------------------------------------------------------------------------------------------
# 1. The class


def test_tqdm_bar_on_a_terminal(monkeypatch, fake_tqdm):
    monkeypatch.setattr(sys, "stderr", Tty())
    with Progress(50, True, "work", unit=" rows") as bar:
        assert bar.enabled
        for done in (10, 30, 50):
            bar.update(done)
    (t,) = fake_tqdm
    assert (t.total, t.desc, t.unit, t.leave) == (50, "work", " rows", False)
    assert t.counts == [10, 30, 50] and t.closed and not bar.enabled
    assert sys.stderr.getvalue() == ""  # tqdm draws; nothing of ours


def test_tqdm_bar_in_a_notebook(monkeypatch, fake_tqdm):
    """A Jupyter kernel: standard error is no terminal, but someone watches."""
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    Progress(5, True, "work").close()
    assert fake_tqdm == []
    monkeypatch.setitem(sys.modules, "ipykernel", types.ModuleType("ipykernel"))
    with Progress(5, True, "work") as bar:
        bar.update(5)
    assert len(fake_tqdm) == 1 and fake_tqdm[0].n == 5 and fake_tqdm[0].closed


def test_notebook_without_tqdm_shows_nothing(monkeypatch, no_tqdm):
    monkeypatch.setitem(sys.modules, "ipykernel", types.ModuleType("ipykernel"))
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    with Progress(5, True, "work") as bar:
        bar.update(5)
        assert not bar.enabled
    assert sys.stderr.getvalue() == ""


def test_plain_line_without_tqdm(monkeypatch, no_tqdm):
    monkeypatch.setattr(sys, "stderr", Tty())
    with Progress(40, True, "work") as bar:
        assert bar.enabled
        bar.update(10)
        bar.update(40)
    text = sys.stderr.getvalue()
    assert text.startswith("\rwork [#######")
    assert " 25.0% 10/40 " in text and "[" + "#" * 30 + "] 100.0% 40/40 " in text
    assert text.endswith("\n") and text.count("\n") == 1


def test_plain_line_is_drawn_at_most_five_times_a_second(monkeypatch, no_tqdm):
    monkeypatch.setattr(sys, "stderr", Tty())
    with Progress(None, True, "work", unit=" positions") as bar:
        for done in range(1, 1001):
            bar.update(done)
    text = sys.stderr.getvalue()
    assert text.count("\r") < 10  # a thousand updates in well under a second
    assert text.rstrip("\n").rsplit("\r", 1)[1].startswith("work 1000 positions ")  # the last count


def test_unknown_total(monkeypatch, fake_tqdm):
    monkeypatch.setattr(sys, "stderr", Tty())
    with Progress(None, True, "search", unit=" positions") as bar:
        time.sleep(0.01)
        bar.update(1234)
    assert fake_tqdm[0].total is None and fake_tqdm[0].n == 1234  # tqdm: count and rate
    monkeypatch.setitem(sys.modules, "tqdm.auto", None)
    with Progress(None, True, "search", unit=" positions") as bar:
        time.sleep(0.01)
        bar.update(1234)
    line = sys.stderr.getvalue()
    assert line.startswith("\rsearch 1234 positions ") and " positions/s " in line and "%" not in line


def test_nothing_in_logs_and_pipes(monkeypatch, fake_tqdm):
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    with Progress(10, True, "work") as bar:
        bar.update(10)
        assert not bar.enabled
    assert fake_tqdm == [] and sys.stderr.getvalue() == ""
    monkeypatch.setitem(sys.modules, "tqdm.auto", None)
    with Progress(10, True, "work") as bar:
        bar.update(10)
    assert sys.stderr.getvalue() == ""


def test_quiet_and_disabled(monkeypatch, fake_tqdm):
    monkeypatch.setattr(sys, "stderr", Tty())
    Progress(10, False, "work").update(5)
    monkeypatch.setenv("GRUNDY_QUIET", "1")
    assert _progress.quiet()
    with Progress(10, True, "work") as bar:
        bar.update(10)
    monkeypatch.setitem(sys.modules, "tqdm.auto", None)
    with Progress(10, True, "work") as bar:
        bar.update(10)
    assert fake_tqdm == [] and sys.stderr.getvalue() == ""


def test_delay(monkeypatch, fake_tqdm):
    monkeypatch.setattr(sys, "stderr", Tty())
    with Progress(None, True, "work", delay=3600) as bar:  # short work: no bar at all
        bar.update(7)
        assert not bar.enabled
    assert fake_tqdm == []
    with Progress(None, True, "work", delay=0.02) as bar:
        bar.update(7)
        assert fake_tqdm == []
        time.sleep(0.03)
        bar.update(9)
        assert bar.enabled
    assert fake_tqdm[0].n == 9 and fake_tqdm[0].closed


def test_the_callers_estimate_of_the_time_left(monkeypatch, fake_tqdm):
    # Work whose items cost more and more (the values of a heap game) gives its own estimate
    # of the time left, shown in place of tqdm's (which takes every item to cost the same).
    terminal(monkeypatch)
    with Progress(100, True, "0.6") as bar:
        bar.update(10)
        bar.update(20, 95.0)
        bar.update(30)
    made, = fake_tqdm
    assert made.counts == [10, 20, 30] and made.postfix == "about 95 s left"
    assert made.bar_format == _progress.ESTIMATE_FORMAT and "{postfix}" in made.bar_format


def test_the_plain_line_shows_the_callers_estimate(monkeypatch, no_tqdm):
    tty = terminal(monkeypatch)
    with Progress(100, True, "0.6") as bar:
        bar.update(50, 750.0)
    assert "50/100" in tty.getvalue() and tty.getvalue().endswith(", about 12 min left\n")


def test_remaining_time_of_work_that_grows_as_a_power():
    # T(x) = x^a seconds for the first x items: within a few percent once the record holds
    # its two windows (the fit is of the cost per item, by stretches).
    from grundy._progress import Remaining

    for a in (1, 2, 3):
        r = Remaining(1000)
        for x in range(10, 1001, 10):
            r.add(x, (x / 100) ** a)
            if x >= 100:
                assert r.left() == pytest.approx(10**a - (x / 100) ** a, rel=0.05), (a, x)
    assert Remaining(10).left() is None
    # One slow item (as long as all before it, as a table made again from the start was)
    # counts as time spent, not as a cost per item grown to the fourth power: 0.01 s an
    # item before and after it.
    r = Remaining(1000)
    for x in range(1, 101):
        r.add(x, x / 100)
    r.add(101, 2.01)
    for x in range(102, 1000):
        r.add(x, 1.0 + x / 100)
        assert r.left() == pytest.approx((1000 - x) / 100, rel=0.05), x

def test_the_same_count_again_redraws_the_time(monkeypatch, fake_tqdm):
    """tqdm redraws only when its count grows: work that stays at one count for minutes left
    its bar as it was (its time too). Progress asks for a redraw then, five times a second at
    most."""
    monkeypatch.setattr(sys, "stderr", Tty())
    monkeypatch.setattr(_progress, "MIN_INTERVAL", 0.0)
    with Progress(None, True, "work") as bar:
        for done in (3, 3, 3, 5):
            bar.update(done)
    (t,) = fake_tqdm
    assert t.counts == [3, 5] and t.refreshes == 2
    monkeypatch.setattr(_progress, "MIN_INTERVAL", 3600.0)
    with Progress(None, True, "work") as bar:
        for done in (3, 3, 3):
            bar.update(done)
    assert fake_tqdm[1].counts == [3] and fake_tqdm[1].refreshes == 0


def test_close_is_idempotent(monkeypatch, no_tqdm):
    monkeypatch.setattr(sys, "stderr", Tty())
    bar = Progress(3, True, "work")
    bar.update(3)
    bar.close()
    bar.close()
    assert sys.stderr.getvalue().count("\n") == 1


def test_the_module_is_cheap_to_import():
    code = ("import sys, grundy; assert 'grundy._progress' not in sys.modules; "
            "grundy.GameSolver, grundy.OctalGame, grundy.paper_table, grundy.nim_det; "
            "import grundy._progress; assert not [m for m in sys.modules if m.startswith('tqdm')]")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


# --------------------------------------------------------------------------------------------
# 2. Every long computation reports progress, and its answer does not change


def test_octal_still_uses_the_bar(watched, monkeypatch):
    terminal(monkeypatch)
    values = grundy.OctalGame("0.16").values(20000, periodic=False, progress=True)
    assert len(watched) == 1 and watched[0].total == 20000 and watched[0].n == 20000
    assert watched[0].desc == "0.16" and watched[0].unit == " values" and watched[0].closed
    assert np.array_equal(values[:500], grundy.OctalGame("0.16").values(500, method="plain"))


def test_subtraction_values(watched, monkeypatch):
    terminal(monkeypatch)
    moves = [2, 5, 7, 11]
    want = heap_kernels.subtraction_values(3000, np.array(moves, np.int64))
    assert np.array_equal(grundy.subtraction_values(moves, 3000), want) and watched == []  # short
    monkeypatch.setattr(subtraction, "STEPS_PER_SECOND", 1e3)  # 1000 values: 4 s, a bar
    monkeypatch.setattr(subtraction, "CHUNK_STEPS", 1000)  # 250 values a call
    game = grundy.SubtractionGame(moves)
    assert np.array_equal(game.values(1000), want[:1000])
    assert sys.stderr.getvalue() == ""  # a bar (FakeTqdm), no announcement
    assert np.array_equal(game.values(3000), want)  # resumes from the 1000 values known
    first, second = watched
    assert first.total == 1000 and first.counts == [250, 500, 750, 1000]
    assert second.total == 3000 and second.counts == list(range(1250, 3001, 250))
    assert first.closed and second.closed and first.desc == "subtraction game"
    assert sys.stderr.getvalue() == ("grundy: subtraction game: 3000 values with 4 moves will take "
                                     "about 12 s\n")


def test_paper_table(watched, monkeypatch):
    terminal(monkeypatch)
    want = heap_kernels.paper_table(60, 45)
    monkeypatch.setattr(paper, "STEPS_PER_SECOND", 1e5)  # 2.8 s: a bar
    monkeypatch.setattr(paper, "CHUNK_STEPS", 45 * 105 * 7)  # 7 rows a call
    got = grundy.paper_table(60, 45)
    assert np.array_equal(got, want) and got.dtype == want.dtype
    (bar,) = watched
    assert bar.total == 59 and bar.unit == " rows"
    assert bar.counts == [*range(7, 59, 7), 59] and bar.closed
    for w_max, h_max in ((0, 0), (1, 9), (2, 2), (9, 30)):
        assert np.array_equal(grundy.paper_table(w_max, h_max), heap_kernels.paper_table(w_max, h_max))


def big_matrix(rng, n: int, m: int | None = None) -> list[list[int]]:
    """Entries of up to 70 bits (the Python-int elimination), rank deficient now and then."""
    rows = [[int(rng.integers(0, 2**62)) << int(rng.integers(0, 9)) for _ in range(m or n)]
            for _ in range(n)]
    if n > 2 and rng.random() < 0.3:
        rows[-1] = list(rows[0])
    return rows


def test_nimber_matrices_with_big_entries(watched, monkeypatch):
    terminal(monkeypatch)
    rng = np.random.default_rng(7)
    monkeypatch.setattr(linalg, "_SECONDS_PYTHON", 1.0)  # every elimination "takes long"
    for trial in range(6):
        n = int(rng.integers(3, 6))
        a = big_matrix(rng, n)
        assert grundy.nim_det(a) == permutation_sum(a, nim_mul)
        b = big_matrix(rng, n, n + 2)
        assert grundy.nim_rank(b) == rank_by_minors(b, nim_mul)
        assert len(watched) == 2 * trial + 2
        for bar, cols in zip(watched[-2:], (n, n + 2)):
            assert bar.total == cols and bar.n == cols and bar.unit == " columns" and bar.closed
    a = big_matrix(rng, 4)
    a[3] = [1, 2, 3, 4]
    x = [int(v) for v in grundy.nim_solve(a, [5, 6, 7, 2**70])]
    for row, want in zip(a, [5, 6, 7, 2**70]):
        got = 0
        for coef, xj in zip(row, x):
            got ^= nim_mul(coef, xj)
        assert got == want
    assert watched[-1].total == 4 and watched[-1].n == 4 and watched[-1].desc == "solving a 4 x 4 system"


def test_nimber_matrices_below_2_64(watched, monkeypatch):
    """The compiled eliminations run in pieces of pivot columns with a bar between them, and
    answer as the single kernel call and the oracles do."""
    terminal(monkeypatch)
    rng = np.random.default_rng(5)
    exp, log = linalg.subfield_tables()
    cases = []
    for trial in range(40):
        n = int(rng.integers(3, 14))
        a = rng.integers(0, 2 ** int(rng.integers(1, 65)), (n, n), dtype=np.uint64)
        if n > 2 and trial % 3 == 0:
            a[-1] = a[0]  # singular
        b = rng.integers(0, 2**64, (n, int(rng.integers(1, 16))), dtype=np.uint64)
        cases.append((a, b))
    plain = [(int(nim_kernels.det64(a.copy(), exp, log)), int(nim_kernels.rank64(b.copy(), exp, log)))
             for a, b in cases]
    for (a, b), (det, rank) in zip(cases, plain):  # default thresholds: no bar
        assert (grundy.nim_det(a), grundy.nim_rank(b)) == (det, rank)
    assert watched == [] and sys.stderr.getvalue() == ""
    monkeypatch.setattr(linalg, "_SECONDS_U64", 1.0)  # every elimination "takes long",
    monkeypatch.setattr(linalg, "_LONG", 1e9)  # not so long as to be announced
    monkeypatch.setattr(linalg, "CHUNK_PRODUCTS", 20)  # a few columns a call
    calls = []
    for name in ("det64", "rank64", "solve64"):
        kernel = getattr(nim_kernels, name)
        monkeypatch.setattr(nim_kernels, name, lambda *a, k=kernel, f=name: calls.append((f, a[-2:])) or k(*a))
    pieces = 0
    for (a, b), (det, rank) in zip(cases, plain):
        n = len(a)
        calls.clear()
        assert grundy.nim_det(a) == det
        assert grundy.nim_rank(b) == rank
        for name in ("det64", "rank64"):  # pieces of consecutive columns, from column 0
            ranges = [r for f, r in calls if f == name]
            assert ranges[0][0] == 0 and all(x[1] == y[0] for x, y in zip(ranges, ranges[1:]))
        pieces += len(calls) > 2
        for bar, cols in zip(watched[-2:], (n, b.shape[1])):
            assert bar.total == cols and bar.n == cols and bar.unit == " columns" and bar.closed
            assert bar.counts == sorted(bar.counts)
        if det:
            x = grundy.nim_solve(a, b)
            assert np.array_equal(x, nim_kernels.solve64(a.copy(), b.copy(), exp, log)[0])
            assert watched[-1].desc == f"solving a {n} x {n} system" and watched[-1].n == n
            assert np.array_equal(grundy.nim_matrix_inverse(a),
                                  nim_kernels.solve64(a.copy(), np.eye(n, dtype=np.uint64), exp, log)[0])
        else:
            with pytest.raises(grundy.SingularMatrixError):
                grundy.nim_solve(a, b)
    assert pieces >= 20
    small = rng.integers(0, 2**64, (5, 5), dtype=np.uint64)
    assert grundy.nim_det(small) == permutation_sum(small.tolist(), nim_mul)
    assert grundy.nim_rank(small[:, :3]) == rank_by_minors(small[:, :3].tolist(), nim_mul)
    assert len(watched[-2].counts) > 1  # 5 x 5 in pieces
    assert sys.stderr.getvalue() == ""  # bars (FakeTqdm), no announcement
    monkeypatch.setattr(linalg, "_LONG", 0.0)
    assert grundy.nim_det(np.eye(5, dtype=np.uint64)) == 1
    assert sys.stderr.getvalue().startswith("grundy: the determinant of a 5 x 5 matrix")
    made = len(watched)
    monkeypatch.setenv("GRUNDY_QUIET", "1")
    assert grundy.nim_det(small) == permutation_sum(small.tolist(), nim_mul)
    assert len(watched) == made


def test_game_solver_shows_positions_explored(watched, monkeypatch):
    terminal(monkeypatch)
    take = lambda n: [n - k for k in (1, 3, 4) if k <= n]  # noqa: E731
    assert grundy.GameSolver(take).value(5000) == [0, 1, 0, 1, 2, 3, 2][5000 % 7]
    assert watched == []  # under a second
    monkeypatch.setattr(_progress, "SHOW_SECONDS", 0.0)  # read by search_bar
    solver = grundy.GameSolver(take)
    for n in (5000, 5001, 5002):
        assert solver.value(n) == [0, 1, 0, 1, 2, 3, 2][n % 7]
    (bar,) = watched  # the later calls explore one position each: no bar
    assert bar.total is None and bar.unit == " positions" and bar.closed
    assert bar.counts[0] == 256 and bar.counts[-1] == 4864  # every 256 positions, up to 5001
    grundy.GameSolver(take, progress=False).value(5000)
    assert len(watched) == 1


def test_game_solver_closes_its_bar_on_a_cycle(watched, monkeypatch):
    terminal(monkeypatch)
    monkeypatch.setattr(_progress, "SHOW_SECONDS", 0.0)  # read by search_bar
    with pytest.raises(grundy.LoopyGameError):
        grundy.GameSolver(lambda n: [(n + 1) % 1000]).value(0)
    assert len(watched) == 1 and watched[0].closed


def test_hackenbush_cuts_of_big_components(watched, monkeypatch):
    terminal(monkeypatch)
    rng = np.random.default_rng(11)
    cases = []
    for _ in range(150):
        n = int(rng.integers(2, 9))
        e = random_multigraph(rng, n, int(rng.integers(3, 12)))
        ground = sorted({0, int(rng.integers(0, n))})
        cases.append((n, e, ground, int(rng.integers(0, 4))))
    plain = [grundy.analyze_hackenbush(e, ground, target=t, num_vertices=n).cuts for n, e, ground, t in cases]
    assert watched == []  # small: one kernel call, no bar
    monkeypatch.setattr(hackenbush, "CUT_STEPS_PER_SECOND", 1e-6)  # every search "takes long"
    monkeypatch.setattr(hackenbush, "CUT_CHUNK_STEPS", 1)  # one vertex's edges a call
    monkeypatch.setattr(hackenbush, "CUT_CHUNK_GRAPHS", 0)
    calls = []
    kernel = hackenbush._hk.winning_inner_cuts
    monkeypatch.setattr(hackenbush._hk, "winning_inner_cuts", lambda *a: calls.append(a[17:]) or kernel(*a))
    pieces = 0
    for (n, e, ground, t), want in zip(cases, plain):
        calls.clear()
        before = len(watched)
        got = grundy.analyze_hackenbush(e, ground, target=t, num_vertices=n).cuts
        assert np.array_equal(got, want)
        assert set(got.tolist()) == hackenbush_cuts_oracle(n, e.tolist(), ground, t)[1]
        if len(watched) > before:
            bar = watched[-1]
            assert bar.unit == " edges" and bar.n == bar.total and bar.closed
            assert calls[0][0] == 0 and all(a[1] == b[0] for a, b in zip(calls, calls[1:]))
            pieces += len(calls) > 1
        else:
            assert calls == [()]
    assert pieces >= 10


def test_hackenbush_big_cycle_has_a_bar(watched, monkeypatch):
    """An odd cycle of 3001 edges on the ground: value 1, and every edge is searched: one pass
    over its 3001 vertices and 6002 adjacency entries (9003 steps), 3 s at 3000 steps a
    second: a bar, and two kernel calls of at least 5000 steps."""
    terminal(monkeypatch)
    monkeypatch.setattr(hackenbush, "CUT_STEPS_PER_SECOND", 3e3)
    monkeypatch.setattr(hackenbush, "CUT_CHUNK_STEPS", 5000)
    monkeypatch.setattr(hackenbush, "CUT_CHUNK_GRAPHS", 0)
    L = 3001
    e = np.stack([np.arange(L), (np.arange(L) + 1) % L], axis=1)
    cuts = grundy.analyze_hackenbush(e).cuts
    assert cuts.tolist() == [1500]  # the stalks 1500 and 1500 long: the only cut to value 0
    (bar,) = watched
    assert bar.total == L and bar.counts[-1] == L and len(bar.counts) == 2 and bar.desc == "winning cuts"


def test_geography_library_announces_big_graphs(capsys, monkeypatch, loud):
    edges = [[0, 1], [1, 2], [2, 3], [3, 4]]
    assert grundy.geography_wins(edges).tolist() == [False, True, False, True, False]
    assert capsys.readouterr().err == ""
    monkeypatch.setattr(geography, "MATCHING_ITEMS_PER_SECOND", 1.0)
    assert grundy.geography_wins(edges).tolist() == [False, True, False, True, False]
    assert capsys.readouterr().err == "grundy: vertex geography on 5 vertices and 4 edges: about 9 s or more\n"
    g = grundy.as_simple_graph(edges)
    grundy.geography_strategy(g, 0)
    grundy.geography_strategy(g, 1)  # the matching is known: no second note
    assert capsys.readouterr().err.count("\n") == 1
    monkeypatch.setenv("GRUNDY_QUIET", "1")
    grundy.geography_wins(edges)
    assert capsys.readouterr().err == ""


def test_agc016f_count_in_pieces(watched, monkeypatch):
    """The 3^N count runs in pieces of consecutive vertex sets, a bar of the pairs (S, T) done
    between them, and counts as the single kernel call does."""
    terminal(monkeypatch)
    rng = np.random.default_rng(3)
    cases = []
    for _ in range(30):
        n = int(rng.integers(2, 10))
        e = random_dag(rng, n, int(rng.integers(0, 3 * n)))
        a, b = (int(x) for x in rng.integers(0, n, 2))
        cases.append((n, e, a, b, int(rng.integers(2, 2**31))))

    def single(n, e, a, b, mod):
        g = grundy.as_digraph(e, n)
        equal = subsets_kernels.equal_grundy_subsets(n, g.indptr, g.indices, a, b, mod)
        return (pow(2, len(e), mod) - int(equal)) % mod

    plain = [single(*c) for c in cases]
    for (n, e, a, b, mod), want in zip(cases, plain):
        assert grundy.count_edge_subsets_first_player_wins(e, a, b, num_vertices=n, modulus=mod) == want
    assert watched == []  # short: no bar
    monkeypatch.setattr(subsets, "expected_seconds", lambda n: 100.0)
    monkeypatch.setattr(subsets, "CHUNK_PAIRS", 40)
    calls = []
    kernel = subsets_kernels.equal_grundy_subsets
    monkeypatch.setattr(subsets_kernels, "equal_grundy_subsets", lambda *a: calls.append(a[-2:]) or kernel(*a))
    for (n, e, a, b, mod), want in zip(cases, plain):
        calls.clear()
        assert grundy.count_edge_subsets_first_player_wins(e, a, b, num_vertices=n, modulus=mod) == want
        assert calls[0][0] == 0 and calls[-1][1] == 1 << n
        assert all(x[1] == y[0] and x[0] < x[1] for x, y in zip(calls, calls[1:]))
        bar = watched[-1]
        assert bar.total == bar.n == 3**n and bar.unit == " pairs" and bar.closed
        assert len(bar.counts) == len(calls) and bar.counts == sorted(bar.counts)
        assert n < 5 or len(calls) > 3
    monkeypatch.setattr(agc016f, "expected_seconds", lambda n: 0.0)  # no announcement
    assert grundy.judge.solve("agc016f", b"3 2\n1 2\n1 3\n") == "3\n"
    assert watched[-1].total == 27 and sys.stderr.getvalue() == ""
    made = len(watched)
    monkeypatch.setenv("GRUNDY_QUIET", "1")
    assert grundy.judge.solve("agc016f", b"3 2\n1 2\n1 3\n") == "3\n"
    assert len(watched) == made


def odd_graph(rng, n: int) -> np.ndarray:
    """A random graph with a triangle (not bipartite: the blossom searches)."""
    e = rng.integers(0, n, size=(int(rng.integers(n, 3 * n)), 2), dtype=np.int64)
    return np.concatenate([e, [[0, 1], [1, 2], [2, 0]]])


def test_geography_matching_in_batches(watched, monkeypatch):
    """The blossom searches run in batches of exposed vertices, a bar between them, and give
    the matching of the single call."""
    terminal(monkeypatch)
    rng = np.random.default_rng(9)
    graphs = [odd_graph(rng, int(rng.integers(3, 60))) for _ in range(60)]

    def single(e):
        g = grundy.as_simple_graph(e)
        mate = matching_kernels.karp_sipser(g.n, g.indptr, g.indices)
        matching_kernels.blossom_augment(g.n, g.indptr, g.indices, mate)
        return mate.astype(np.int64)

    plain = [single(e) for e in graphs]
    wins = [grundy.geography_wins(e) for e in graphs]
    assert watched == []
    monkeypatch.setattr(geography, "MATCHING_ITEMS_PER_SECOND", 1.0)  # seconds per item
    monkeypatch.setattr(geography, "ANNOUNCE_SECONDS", 1e9)
    calls = []
    kernel = matching_kernels.blossom_augment
    monkeypatch.setattr(matching_kernels, "blossom_augment", lambda *a: calls.append(a[-2:]) or kernel(*a))
    batched = 0
    for e, mate, w in zip(graphs, plain, wins):
        assert np.array_equal(grundy.geography_wins(e), w)
        calls.clear()
        before = len(watched)
        g = grundy.as_simple_graph(e)
        strategy = grundy.geography_strategy(g, 0)
        assert np.array_equal(g._matching_solution.mate, mate)  # the same matching
        assert strategy.first_wins == w[0]
        if len(watched) > before:
            bar = watched[-1]
            assert bar.unit == " exposed vertices" and bar.n == bar.total and bar.closed
            assert calls[0][0] == 0 and calls[-1][1] == len(mate)
            assert all(x[1] == y[0] for x, y in zip(calls, calls[1:]))
            batched += len(calls) > 1
    assert batched >= 20 and sys.stderr.getvalue() == ""
    made = len(watched)
    monkeypatch.setenv("GRUNDY_QUIET", "1")
    assert np.array_equal(grundy.geography_wins(graphs[0]), wins[0])
    assert len(watched) == made


def test_geography_command_shows_the_matching_bar(watched, monkeypatch, capsys, tmp_path):
    rng = np.random.default_rng(4)
    e = odd_graph(rng, 300)
    f = tmp_path / "g.in"
    f.write_text(f"300 {len(e)}\n" + "".join(f"{u + 1} {v + 1}\n" for u, v in e.tolist()))
    assert main(["geography", str(f)]) == 0
    want = capsys.readouterr().out
    terminal(monkeypatch)
    monkeypatch.setattr(geography_command, "ITEMS_PER_SECOND", 100.0)  # several seconds
    monkeypatch.setattr(geography_command, "ANNOUNCE_SECONDS", 1e9)
    assert main(["geography", str(f)]) == 0
    assert capsys.readouterr().out == want
    (bar,) = watched
    assert bar.desc == "maximum matching" and bar.n == bar.total > 0 and len(bar.counts) > 1
    assert main(["-q", "geography", str(f)]) == 0
    assert capsys.readouterr().out == want and len(watched) == 1


# --------------------------------------------------------------------------------------------
# 3. grundy --quiet


def run(capsys, argv) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_quiet_silences_announcements(capsys, monkeypatch, loud, tmp_path):
    f = tmp_path / "paper.in"
    f.write_bytes(b"4 4\n300 301\n2 2\n")
    monkeypatch.setattr(paper, "STEPS_PER_SECOND", 1e3)
    code, out, err = run(capsys, ["judge", "acwing219", str(f)])
    assert code == 0 and err.startswith("grundy: cutting paper: the 301 x 301 table will take about")
    for flag in ("-q", "--quiet"):
        assert run(capsys, [flag, "judge", "acwing219", str(f)]) == (0, out, "")
    assert "GRUNDY_QUIET" not in os.environ  # restored for the rest of the process
    monkeypatch.setattr(agc016f, "expected_seconds", lambda n: 100.0)
    sample = tmp_path / "agc.in"
    sample.write_bytes(b"3 2\n1 2\n1 3\n")
    code, out, err = run(capsys, ["judge", "agc016f", str(sample)])
    assert (code, out) == (0, "3\n") and err.startswith("grundy: N = 3: counting over the 3^3 pairs")
    assert run(capsys, ["-q", "judge", "agc016f", str(sample)]) == (0, "3\n", "")


def test_quiet_silences_bars_and_keeps_the_variable(capsys, monkeypatch, fake_tqdm):
    monkeypatch.setattr(sys, "stderr", Tty())
    monkeypatch.setenv("GRUNDY_QUIET", "")  # set but empty: not quiet
    assert main(["-q", "octal", "0.16", "--upto", "3000"]) == 0
    assert fake_tqdm == [] and sys.stderr.getvalue() == ""
    assert os.environ["GRUNDY_QUIET"] == ""
    assert main(["octal", "0.16", "--upto", "3000"]) == 0
    assert len(fake_tqdm) == 1


def test_quiet_judge_needs_no_parser(capsys, monkeypatch, loud, tmp_path):
    from grundy import cli

    monkeypatch.setattr(cli, "_parser", None)  # `grundy -q judge P FILE` does not build one
    f = tmp_path / "agc.in"
    f.write_bytes(b"3 2\n1 2\n1 3\n")
    assert run(capsys, ["-q", "judge", "agc016f", str(f)]) == (0, "3\n", "")


def test_quiet_in_the_help_and_after_the_command_too(capsys, monkeypatch, fake_tqdm):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "-q, --quiet" in out and "GRUNDY_QUIET" in out
    monkeypatch.setattr(sys, "stderr", Tty())
    monkeypatch.delenv("GRUNDY_QUIET", raising=False)
    assert main(["octal", "0.16", "-q", "--upto", "3000"]) == 0
    assert fake_tqdm == [] and sys.stderr.getvalue() == "" and "GRUNDY_QUIET" not in os.environ
    assert main(["search", "-q", "cram", "2x3"]) == 0  # a nested command's option lifted after it
    assert main(["octal", "0.16", "--upto", "3000"]) == 0
    assert len(fake_tqdm) == 1


def test_quiet_command_line():
    env = {k: v for k, v in os.environ.items() if k != "GRUNDY_QUIET"}
    loud = subprocess.run(GRUNDY + ["nim", "3", "4", "5"], capture_output=True, env=env, timeout=60)
    quiet = subprocess.run(GRUNDY + ["-q", "nim", "3", "4", "5"], capture_output=True, env=env, timeout=60)
    assert loud.returncode == quiet.returncode == 0 and quiet.stdout == loud.stdout and quiet.stderr == b""
