"""Chomp (grundy.Chomp, ``grundy search chomp``, ``grundy play chomp``): the DP against plain mex
recursion on every position of small bars, against the search engine's route on random
positions, against igsolve's values, in both orientations and on threads; winning moves, the
lasting table (a larger box, resuming, damage), Ctrl-C, the command line and bad input."""

from __future__ import annotations

import json
import math
import random
import signal
import subprocess
import sys
import time
from functools import lru_cache

import numpy as np
import pytest

import grundy
from grundy import Chomp
from grundy.errors import GrundyError, InputFormatError, InvalidGameError
from grundy.search import chomp as chomp_module
from grundy.search._chomp import fill_level


@lru_cache(maxsize=None)
def mex_value(a: tuple[int, ...]) -> int:
    """The value of the staircase `a` (row lengths from the bottom) by the rules read plainly:
    take a square (i, j) other than (0, 0) and every square (p, q) with p >= i and q >= j."""
    seen = set()
    for i in range(len(a)):
        for j in range(a[i]):
            if (i, j) != (0, 0):
                seen.add(mex_value(tuple(x if k < i else min(x, j) for k, x in enumerate(a))))
    m = 0
    while m in seen:
        m += 1
    return m


def staircases(rows: int, cols: int):
    """Every staircase of a rows x cols bar that keeps the poisoned square."""
    def rec(k, cap):
        if k == rows:
            yield ()
            return
        for x in range(cap + 1):
            for rest in rec(k + 1, x):
                yield (x,) + rest
    return [a for a in rec(0, cols) if a[0] >= 1]


def random_staircase(rng: random.Random, rows: int, cols: int) -> tuple[int, ...]:
    a, cap = [], cols
    for k in range(rows):
        x = rng.randint(1 if k == 0 else 0, cap)
        a.append(x)
        cap = x
    return tuple(a)


def test_every_position_of_small_bars_against_mex_recursion():
    """Every position of every bar up to 6 x 6, in both orientations of the DP."""
    checked = 0
    for rows in range(1, 7):
        for cols in range(1, 7):
            game = Chomp(rows, cols, progress=False)
            for a in staircases(rows, cols):
                assert game.value(a) == mex_value(a), (rows, cols, a)
                checked += 1
    assert checked > 2000


def test_random_positions_of_larger_bars_against_mex_recursion():
    rng = random.Random(7)
    for _ in range(40):
        rows, cols = rng.randint(1, 9), rng.randint(1, 9)
        game = Chomp(rows, cols, progress=False)
        for _ in range(5):
            a = random_staircase(rng, rows, cols)
            if sum(a) <= 30:
                assert game.value(a) == mex_value(a), (rows, cols, a)


def test_the_search_route_agrees_with_the_dp():
    """The placement-game search of the bar (a second route) on random positions."""
    rng = random.Random(3)
    for rows, cols in [(1, 6), (3, 5), (5, 3), (4, 4), (5, 6), (6, 6)]:
        dp = Chomp(rows, cols, progress=False)
        with Chomp(rows, cols, method="search", progress=False) as search:
            for a in [dp.start] + [random_staircase(rng, rows, cols) for _ in range(6)]:
                assert search.value(a) == dp.value(a), (rows, cols, a)
                move = search.winning_move(a)
                if move is None:
                    assert dp.value(a) == 0
                else:
                    assert dp.value(dp.after(a, move)) == 0
    # the 1 x 1 bar has no move to search
    assert Chomp(1, 1, method="search").value() == 0 and Chomp(1, 1, method="search").winning_move() is None


# igsolve's Chomp values (../shared/peers/README.md, igsolve chomp -r R -c C, measured 2026-12-01:
# 8x8, 10x10, 12x12; the others read off igsolve on this project's machine on 2026-12-02)
IGSOLVE = {(8, 8): 13, (10, 10): 19, (12, 12): 41, (3, 4): 9, (5, 5): 6, (7, 7): 20, (4, 9): 26,
           (6, 11): 33, (10, 3): 21}


@pytest.mark.parametrize("board, value", sorted(IGSOLVE.items()))
def test_igsolve_values(board, value):
    assert Chomp(*board, progress=False).value() == value
    assert Chomp(*reversed(board), progress=False).value() == value


def test_small_known_values():
    """One row is a Nim heap of the squares beside the poisoned one; a square bar is a first
    player's win by the L of two equal arms (take (1, 1)); 2 x n bars lose exactly when the top
    row is one square shorter."""
    for n in range(1, 20):
        assert Chomp(1, n, progress=False).value() == n - 1
        assert Chomp(n, 1, progress=False).value() == n - 1
    for n in range(2, 10):
        assert (1, 1) in Chomp(n, n, progress=False).winning_moves()
    game = Chomp(2, 9, progress=False)
    for a in staircases(2, 9):
        assert (game.value(a) == 0) == (a[1] == a[0] - 1)


def test_rectangle_values_and_orientation():
    game = Chomp(5, 7, progress=False)
    table = game.rectangle_values()
    assert table.shape == (5, 7)
    flipped = Chomp(7, 5, progress=False).rectangle_values()
    assert (table == flipped.T).all()
    for a in range(1, 6):
        for b in range(1, 7):
            assert table[a - 1, b - 1] == Chomp(a, b, progress=False).value()


def test_winning_moves_and_options():
    rng = random.Random(5)
    game = Chomp(6, 7, progress=False)
    for _ in range(30):
        a = random_staircase(rng, 6, 7)
        moves = game.legal_moves(a)
        assert len(moves) == sum(a) - 1
        assert list(game.options(a)) == [game.after(a, m) for m in moves]
        value = game.value(a)
        wins = game.winning_moves(a)
        assert all(game.value(game.after(a, m)) == 0 for m in wins)
        assert (value == 0) == (wins == []) == (game.winning_move(a) is None)
        assert value == min(set(range(len(moves) + 1)) - {game.value(o) for o in game.options(a)})


def test_threads_give_the_same_values():
    """The levels' blocks shared among threads: the same array as one thread."""
    r, c = 9, 10
    n = math.comb(r + c, r)
    one, two = np.zeros(n, np.uint8), np.zeros(n, np.uint8)
    for level in range((r - 1) * c + 1):
        a = fill_level(r, c, one, level, 1)
        b = fill_level(r, c, two, level, 3)
        assert a == b  # the options looked at
    assert (one == two).all()
    assert Chomp(9, 10, workers=2, progress=False).value() == int(one[0])


def test_the_progress_bar_counts_the_options_the_kernel_looks_at():
    for r, c in [(1, 5), (2, 4), (3, 3), (4, 6), (6, 4), (5, 7), (7, 2)]:
        values = np.zeros(math.comb(r + c, r), np.uint8)
        done = [fill_level(r, c, values, level, 1) for level in range((r - 1) * c + 1)]
        assert chomp_module._level_work(r, c) == done
    # a box too long to count level by level: progress by levels
    assert chomp_module._level_work(3, 5000) == [1] * (2 * 5000 + 1)


def test_values_past_one_byte():
    """Bars of more than 256 squares keep values in two bytes (a 1 x 300 bar is a heap of 299)."""
    assert Chomp(1, 300, progress=False).value() == 299
    assert Chomp(2, 150, progress=False).value((150, 149)) == 0


def test_a_table_is_reused_resumed_and_checked(tmp_path, monkeypatch):
    path = tmp_path / "chomp.tbl"
    assert Chomp(8, 9, table=path, progress=False).value() == Chomp(8, 9, progress=False).value()
    size = path.stat().st_size
    # a smaller bar, in either orientation, from the same table: nothing computed again
    for board in [(5, 6), (9, 8), (3, 3)]:
        assert Chomp(*board, table=path, progress=False).value() == Chomp(*board, progress=False).value()
    assert path.stat().st_size == size
    with pytest.raises(InvalidGameError, match="do not include 10x10"):
        Chomp(10, 10, table=path, progress=False).value()
    # an interrupted run (levels 0..9 done) goes on from where it stopped
    import grundy.search._chomp as kernel

    part = tmp_path / "part.tbl"
    game = Chomp(7, 7, table=part, progress=False)
    levels = []

    def stop_after_ten(rows, cols, values, level, threads):
        if len(levels) == 10:
            raise KeyboardInterrupt
        levels.append(level)
        return fill_level(rows, cols, values, level, threads)
    monkeypatch.setattr(kernel, "fill_level", stop_after_ten)
    with pytest.raises(KeyboardInterrupt):
        game.solve()
    assert Chomp._read_header(game)[1] == 10
    levels.clear()
    monkeypatch.setattr(kernel, "fill_level", lambda *args: levels.append(args[3]) or fill_level(*args))
    assert Chomp(7, 7, table=part, progress=False).value() == 20
    assert levels == list(range(10, 6 * 7 + 1))
    # damage is one error naming the file
    bad = tmp_path / "bad.tbl"
    bad.write_bytes(b"not a table")
    with pytest.raises(InputFormatError, match="not a Chomp table"):
        Chomp(3, 3, table=bad).value()
    cut = tmp_path / "cut.tbl"
    cut.write_bytes(path.read_bytes()[:-5])
    with pytest.raises(InputFormatError, match="damaged"):
        Chomp(3, 3, table=cut).value()


@pytest.mark.parametrize("args, match", [
    ((0, 3), "rows must be a positive integer"),
    ((3, True), "cols must be a positive integer"),
    ((300, 300), "at most 65536"),
])
def test_bad_bars(args, match):
    with pytest.raises(InvalidGameError, match=match):
        Chomp(*args, progress=False).value()


@pytest.mark.parametrize("position, match", [
    ((3, 4), "longer than the row below"),
    ((0,), "no poisoned square"),
    ((5,), "expected 0 to 4"),
    ((4, 4, 4, 4), "1 to 3 row lengths"),
    ((), "1 to 3 row lengths"),
    ("44", "sequence of row lengths"),
    (("4", "4"), "integers"),
    ((1.5,), "integers"),
    (5, "sequence of row lengths"),
])
def test_bad_positions(position, match):
    with pytest.raises(InvalidGameError, match=match):
        Chomp(3, 4, progress=False).value(position)


def test_bad_moves_and_options():
    game = Chomp(3, 4, progress=False)
    with pytest.raises(InvalidGameError, match="poisoned square is never taken"):
        game.after(None, (0, 0))
    with pytest.raises(InvalidGameError, match="not there"):
        game.after((4, 1), (1, 2))
    with pytest.raises(InvalidGameError, match="method must be"):
        Chomp(3, 4, method="magic")
    with pytest.raises(InvalidGameError, match="ray and max_bytes are for method='search'"):
        Chomp(3, 4, ray="local")
    with pytest.raises(GrundyError, match="workers"):
        Chomp(3, 4, workers=0)


def test_pictures():
    game = Chomp(3, 4, progress=False)
    assert game.picture((4, 2)) == ". . . .\n# # . .\nx # # #"
    svg = game.svg()
    assert svg.startswith("<svg") and "value 9, a winning move in red" in svg
    assert svg.count('class="cell move"') == 1 and svg.count('class="cell removed"') == 3
    assert "every move loses" in game.svg((4, 2, 2))
    assert game._repr_svg_() == svg
    assert repr(game) == "Chomp(3, 4)" and grundy.Chomp is Chomp


def run(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "grundy", *args], capture_output=True, text=True,
                          input=stdin, timeout=120)


def test_cli():
    r = run("search", "chomp", "3x4")
    assert (r.returncode, r.stdout, r.stderr) == (0, "9\nsquare 2 3\n", "")
    r = run("search", "chomp", "12x12", "--json", "--workers", "2")
    assert json.loads(r.stdout) == {"value": 41, "move": {"square": [2, 2]}}
    r = run("search", "chomp", "2x3", "--method", "search")
    assert r.stdout == f"{Chomp(2, 3).value()}\nsquare 2 3\n"
    r = run("search", "chomp", "1x1")
    assert r.stdout == "0\n"


@pytest.mark.parametrize("args, message", [
    (["0x3"], "board '0x3': Chomp needs at least 1 row and 1 column"),
    (["3y3"], "board '3y3': expected ROWSxCOLS, e.g. 12x12"),
    (["3x3", "--ray", "local"], "--ray is for --method search"),
    (["3x3", "--core", "word"], "--core is for --method search"),
    (["300x300"], "at most 65536"),
])
def test_cli_bad_input(args, message):
    r = run("search", "chomp", *args)
    assert r.returncode == 2 and r.stdout == ""
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("grundy: error:") and message in last and "Traceback" not in r.stderr


def test_cli_table(tmp_path):
    path = tmp_path / "t.tbl"
    assert run("search", "chomp", "6x6", "--table", str(path)).stdout.startswith("13\n")
    r, c = Chomp(5, 6).winning_move()
    expected = f"{Chomp(5, 6).value()}\nsquare {r + 1} {c + 1}\n"
    assert run("search", "chomp", "5x6", "--table", str(path)).stdout == expected
    r = run("search", "chomp", "7x7", "--table", str(path))
    assert r.returncode == 2 and "do not include 7x7" in r.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="signals")
def test_ctrl_c_keeps_the_levels_done(tmp_path):
    """Ctrl-C in a long DP: one line, exit 130, and the table's levels done kept."""
    path = tmp_path / "c.tbl"
    proc = subprocess.Popen([sys.executable, "-m", "grundy", "search", "chomp", "15x15", "--table",
                             str(path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (path.exists() and path.stat().st_size > 64):
        time.sleep(0.05)
    time.sleep(1.5)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and out == "" and err == "grundy: interrupted\n"
    (box, done, _) = Chomp._read_header(Chomp(15, 15, table=path))
    assert box == (15, 15) and 0 < done < 14 * 15 + 1
    # the table answers the bars its levels hold at once
    small = Chomp(2, 3, table=path, progress=False)
    assert small.value() == Chomp(2, 3, progress=False).value()


def test_play_chomp():
    r = run("play", "chomp", "3x4", stdin="?\nsquare 2 3\n")
    assert r.returncode == 0
    assert "x # # #" in r.stdout and "hint: you win" in r.stdout and "play square 2 3" in r.stdout
    assert "computer: square" in r.stdout
    r = run("play", "chomp", "3x4", stdin="1 1\nq\n")
    assert "never taken" in r.stdout
