"""Octal and hexadecimal games: the rare/common kernel against the plain definition and the
engine, Guy–Smith certificates (known periods and the traps), sums and winning moves, saved
states and the progress bar."""

from __future__ import annotations

import io
import re
import sys

import numpy as np
import pytest

import grundy
from grundy import GameSolver, InvalidGameError, OctalGame
from grundy.heaps import _kernels
from grundy.heaps.octal import _best_mask
from oracles import octal_heap_moves, octal_sum_moves, octal_values_oracle

DIGITS = "0123456789ABCDEF"


def random_codes(seed, count, hexadecimal=False):
    rng = np.random.default_rng(seed)
    codes = []
    for _ in range(count):
        d0 = int(rng.choice([0, 4, 8, 12] if hexadecimal else [0, 4]))
        ds = rng.integers(0, 16 if hexadecimal else 8, int(rng.integers(1, 5)))
        codes.append(DIGITS[d0] + "." + "".join(DIGITS[int(d)] for d in ds))
    return codes


KNOWN = ["0.77", "0.07", "0.137", "4.07", "0.6", "0.16", "0.04", "0.4", "0.34", "0.F", "0.8", "C.1"]




def test_plain_kernel_is_the_definition():
    for code in KNOWN + random_codes(1, 30, hexadecimal=True):
        n = 45 if OctalGame(code).max_heaps == 3 else 120
        assert OctalGame(code).values(n, method="plain").tolist() == octal_values_oracle(code, n), code
    # And the engine agrees on whole sums of small heaps.
    for code in ["0.77", "4.07", "0.F"]:
        solver = GameSolver(octal_sum_moves(code))
        g = octal_values_oracle(code, 13)
        assert [solver.value((h,)) for h in range(13)] == g
        assert solver.value((3, 5, 6)) == g[3] ^ g[5] ^ g[6]


@pytest.mark.parametrize("seed", [2, 3, 4])
def test_sparse_equals_plain(seed):
    for code in KNOWN + random_codes(seed, 60):
        game = OctalGame(code)
        n = 150 if game.max_heaps == 3 else 700
        plain = game.values(n, method="plain")
        assert np.array_equal(OctalGame(code).values(n, periodic=False), plain), code
        assert np.array_equal(OctalGame(code).values(n), plain), code
        # Grown in several calls (the kernels continue from a prefix).
        grown = OctalGame(code)
        for m in (5, 90, 91, n):
            grown.values(m, periodic=False)
        assert np.array_equal(grown.values(n), plain), code


def test_hexadecimal_kernel_equals_plain():
    for code in ["0.F", "0.8", "C.1", "0.9F", "8.0", "0.48", "0.3C"] + random_codes(9, 25, True):
        game = OctalGame(code)
        n = 120
        assert np.array_equal(OctalGame(code).values(n, periodic=False),
                              game.values(n, method="plain")), code


def test_longer_runs_equal_plain():
    # Games whose rare values keep coming (0.04: no period within 2^18) and splits of size 3.
    for code, n in [("0.04", 3000), ("0.6", 2500), ("0.16", 2500), ("0.137", 2500)]:
        assert np.array_equal(OctalGame(code).values(n, periodic=False),
                              OctalGame(code).values(n, method="plain")), code


def test_known_periods():
    assert str(grundy.octal_certificate("0.77")) == "preperiod 71 period 12"
    assert str(grundy.octal_certificate("0.07")) == "preperiod 53 period 34"
    # Dawson's chess: OEIS A002187 lists the exceptions to period 34 as n = 0, 14, 16, 17, 31,
    # 34 and 51, so the preperiod is 52 (0.07 is the same sequence shifted by one).
    c = grundy.octal_certificate("0.137")
    assert (c.preperiod, c.period) == (52, 34)
    g07 = OctalGame("0.07").values(300)
    g137 = OctalGame("0.137").values(299)
    assert np.array_equal(g07[1:], g137)
    assert str(grundy.octal_certificate("0.4")) == "preperiod 54 period 34"
    # More from OEIS (its "last exception at n" is our preperiod - 1): A071435 .177,
    # A071453 .117, A125912 .141, A125920 .176, and A071464 .127 (Gangolli–Plambeck: period 4,
    # last exception 46577).
    for code, pre, per in [("0.177", 497, 20), ("0.117", 47, 48), ("0.141", 14, 11),
                           ("0.176", 24, 8), ("0.127", 46578, 4)]:
        c = grundy.octal_certificate(code)
        assert (c.preperiod, c.period) == (pre, per), code
    assert str(grundy.octal_certificate("0.3")) == "preperiod 0 period 2"


def naive_two_periods(g, nmin):
    """The trap: the first (n0, p) whose next two blocks of p values are equal."""
    for p in range(1, len(g) // 2):
        for n0 in range(nmin, len(g) - 2 * p + 1):
            if np.array_equal(g[n0:n0 + p], g[n0 + p:n0 + 2 * p]):
                return n0, p
    return None


def holds(g, n0, p):
    return all(g[n + p] == g[n] for n in range(n0, len(g) - p))


def test_traps_give_false_periods_and_the_certificate_does_not():
    g04 = OctalGame("0.04").values(400, method="plain")
    assert g04[:5].tolist() == [0, 0, 0, 0, 1]
    # n0 = 0 in the window theorem "proves" period 1 from 4 values of 0.04 ...
    assert tuple(_kernels.find_period(g04[:4].copy(), 4, 2, 2, 0)) == (0, 1)
    assert not holds(g04, 0, 1)
    # ... while n0 >= 1 asks for more values and finds none.
    assert not grundy.heaps._period.certify(g04[:4], 2, 2, 1).found
    # "Two periods repeat" is fooled on 0.34 (period 2 from 9; the truth is 8 from 7) and 0.4.
    g34 = OctalGame("0.34").values(400, method="plain")
    assert naive_two_periods(g34[:200], 1) == (9, 2) and not holds(g34, 9, 2)
    assert str(grundy.octal_certificate("0.34")) == "preperiod 7 period 8"
    g4 = OctalGame("0.4").values(400, method="plain")
    assert naive_two_periods(g4[:200], 1) == (1, 1) and not holds(g4, 1, 1)


def test_certificates_on_every_prefix_are_true():
    for code in KNOWN + random_codes(5, 40):
        game = OctalGame(code)
        long = game.values(1500, periodic=False)
        seen = None
        for n in range(1, 400):
            c = grundy.heaps._period.certify(long[:n], game.max_heaps, game.t, 1)
            if c.found:
                if seen is None:
                    assert holds(long, c.preperiod, c.period), (code, n, c)
                    seen = (c.preperiod, c.period)
                assert (c.preperiod, c.period) == seen, (code, n)  # the least, once found


def test_certificate_when_none_is_found():
    c = OctalGame("0.16").certificate(upto=5000)
    assert not c.found and c.checked == 5000 and c.max_period == (5000 - 2 - 2) // 2
    assert str(c) == f"no period proved: checked 5000 values (periods up to {c.max_period})"
    assert c.to_json()["found"] is False


def test_periodic_extension_and_huge_heaps():
    game = OctalGame("0.77")
    v = game.values(100_000)
    assert game.stats.extended_from is not None and game.stats.extended_from < 2000
    assert np.array_equal(v[:3000], OctalGame("0.77").values(3000, periodic=False))
    assert game.value(10**40) == v[71 + (10**40 - 71) % 12]
    # One winning move in a heap of 10^30, found through the period.
    move = game.winning_move([10**30, 7])
    assert move.heap == 0 and sum(move.leave) + move.take == 10**30
    after = [7, *move.leave]
    assert game.sum_value(after) == 0


def test_sums_and_winning_moves_vs_engine():
    rng = np.random.default_rng(8)
    for code in ["0.77", "0.07", "0.137", "4.07", "0.6", "0.F", "8.3"] + random_codes(12, 10, True):
        game = OctalGame(code)
        solver = GameSolver(octal_sum_moves(code))
        for _ in range(12):
            heaps = tuple(int(x) for x in rng.integers(0, 9, int(rng.integers(1, 4))))
            pos = tuple(sorted(heaps))
            assert game.sum_value(heaps) == solver.value(pos), (code, heaps)
            moves = game.winning_moves(heaps)
            got = sorted(tuple(sorted(heaps[:m.heap] + heaps[m.heap + 1:] + m.leave)) for m in moves)
            assert got == sorted(solver.winning_moves(pos)) or (
                sorted(set(got)) == sorted(solver.winning_moves(pos))), (code, heaps)
            for m in moves:
                assert m.take + sum(m.leave) == heaps[m.heap]
            one = game.winning_move(heaps)
            assert (one is None) == (not moves) and (one is None or one in moves)


def test_options_match_the_rules():
    for code in ["0.77", "4.07", "0.F", "0.137"]:
        game = OctalGame(code)
        rules = octal_heap_moves(code)
        for n in range(12):
            assert sorted(tuple(sorted(p)) for _, p in game.options(n)) == rules(n)


def test_parse_codes():
    assert OctalGame("0.77").digits == (0, 7, 7)
    assert OctalGame("4.07").digits == (4, 0, 7)
    assert OctalGame(" .f0 ").digits == (0, 15)
    assert OctalGame("0.070").code == "0.07" and OctalGame("c.1").code == "C.1"
    assert OctalGame("0.F").max_heaps == 3 and OctalGame("0.77").t == 2
    for bad in ["077", "0.7.7", "10.7", "0.7x", "1.07", "2.07", "", 77]:
        with pytest.raises(InvalidGameError):
            OctalGame(bad)
    with pytest.raises(InvalidGameError, match="method must be 'fast' or 'plain', not 'quick'"):
        OctalGame("0.77").values(10, method="quick")


@pytest.mark.parametrize("old, new, call", [
    ("octal_values", "takebreak_values", lambda: grundy.octal_values("0.07", 12)),
    ("parse_octal_code", "TBCode.parse", lambda: grundy.parse_octal_code("0.137")),
    ("method='sparse'", "method='fast'", lambda: OctalGame("0.07").values(12, method="sparse")),
    ("method='sparse'", "method='fast'", lambda: grundy.takebreak_values("0.07", 12, method="sparse")),
])
def test_second_names_warn_naming_the_one_kept(old, new, call):
    # One name for one thing: the second name still works, and warns where it is called.
    with pytest.warns(DeprecationWarning, match=re.escape(old) + ".*" + re.escape(new)) as seen:
        got = call()
    assert seen[0].filename == __file__  # the caller's line, not grundy's
    want = {"parse_octal_code": (0, 1, 3, 7)}.get(old)
    assert (got == want) if want else got.tolist() == grundy.takebreak_values("0.07", 12).tolist()


def test_state_functions_second_names_warn(tmp_path):
    game = OctalGame("0.16")
    game.values(300)
    with pytest.warns(DeprecationWarning, match="save_octal_state is deprecated: use save_state"):
        grundy.save_octal_state(tmp_path / "s.npz", game)
    with pytest.warns(DeprecationWarning, match="load_octal_state is deprecated: use load_state"):
        again = grundy.load_octal_state(tmp_path / "s.npz")
    assert isinstance(again, OctalGame) and again.computed == 300
    kept = grundy.load_state(tmp_path / "s.npz")
    assert type(kept) is grundy.TakeAndBreak and np.array_equal(kept.values(300), again.values(300))


def test_best_mask_by_walsh_hadamard():
    rng = np.random.default_rng(4)
    for _ in range(20):
        v = rng.integers(0, 64, 500).astype(np.int32)
        m, count = _best_mask(v)
        counts = {mm: sum(1 for x in v.tolist() if bin(x & mm).count("1") % 2 == 0)
                  for mm in range(1, 64)}
        assert count == min(counts.values()) and counts[m] == count


def test_save_and_resume(tmp_path):
    path = tmp_path / "state.npz"
    game = OctalGame("0.16")
    game.values(3000, periodic=False)
    grundy.save_state(path, game)
    again = grundy.load_state(path)
    assert again.code == "0.16" and again.computed == 3000
    assert np.array_equal(again.values(5000, periodic=False), OctalGame("0.16").values(5000, method="plain"))
    # A state whose values are wrong for its code is refused, naming the first bad value.
    bad = game.values(3000).copy()
    bad[17] += 1
    np.savez(path, values=bad, code=np.array("0.16"))
    with pytest.raises(InvalidGameError, match=r"g\(17\)"):
        grundy.load_state(path)
    (tmp_path / "junk.npz").write_bytes(b"not a state")
    with pytest.raises(InvalidGameError, match="not a saved heap-game state"):
        grundy.load_state(tmp_path / "junk.npz")


def test_progress_bar_only_on_a_terminal(monkeypatch):
    """Without tqdm: a one-line bar on standard error, only when it is a terminal."""
    class Tty(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.setitem(sys.modules, "tqdm.auto", None)  # as if tqdm were not installed
    monkeypatch.delenv("GRUNDY_QUIET", raising=False)
    for tty, expect in ((False, False), (True, True)):
        err = Tty() if tty else io.StringIO()
        monkeypatch.setattr("sys.stderr", err)
        OctalGame("0.16").values(20000, progress=True)
        assert ("0.16 [" in err.getvalue()) is expect
        assert ("20000/20000" in err.getvalue()) is expect


def test_progress_bar_uses_tqdm_when_installed(monkeypatch):
    tqdm_auto = pytest.importorskip("tqdm.auto")
    made = []

    class Recorder(tqdm_auto.tqdm):
        def __init__(self, *args, **kwargs):
            kwargs["disable"] = True
            super().__init__(*args, **kwargs)
            made.append(self)

    class Tty(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.setattr(tqdm_auto, "tqdm", Recorder)
    monkeypatch.delenv("GRUNDY_QUIET", raising=False)
    OctalGame("0.16").values(20000, periodic=False, progress=True)
    assert made == []  # standard error is not a terminal here (a log, a pipe): no bar
    monkeypatch.setattr("sys.stderr", Tty())
    OctalGame("0.16").values(20000, periodic=False, progress=True)
    assert len(made) == 1 and made[0].total == 20000
    monkeypatch.setenv("GRUNDY_QUIET", "1")
    OctalGame("0.16").values(20000, periodic=False, progress=True)
    assert len(made) == 1  # GRUNDY_QUIET silences it
