"""The heap-game family at its edges: codes that split heaps without removing tokens, absurd
sizes, certificates that need more values than are shown, the octal command's files, one JSON
move format for every heap command, and Ctrl-C inside the octal kernels.

Values are checked against mex recursion over the rules (tests/oracles.py); interrupts are sent
to real processes; memory ceilings are lowered with GRUNDY_MAX_MEMORY so that the checks run
without allocating anything large.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import types

import numpy as np
import pytest

import grundy
from grundy import OctalGame
from grundy.cli import main
from grundy.errors import InvalidGameError, ResourceLimitError
from grundy.heaps import paper, subtraction
from grundy.heaps._period import certify
from grundy.judge import solve
from oracles import interrupt_after, octal_values_oracle

GRUNDY = [sys.executable, "-m", "grundy"]
HEX = "0123456789ABCDEF"




def split_codes(seed: int, count: int) -> list[str]:
    """Random codes whose d0 splits a heap (4: in two, 8: in three, C: either)."""
    rng = np.random.default_rng(seed)
    codes = []
    for i in range(count):
        three = i % 2 == 0
        d0 = int(rng.choice([4, 8, 12])) if three else 4
        tail = rng.integers(0, 16 if three else 8, int(rng.integers(0, 4)))
        codes.append(HEX[d0] + "." + "".join(HEX[int(d)] for d in tail))
    return codes


def cli(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def holds(g, n0, p):
    return all(g[m + p] == g[m] for m in range(n0, len(g) - p))


# --------------------------------------------------------------------------------------------
# 1. Codes with d0 != 0


REPORTED = ["C.2", "C.402", "C.5", "C.7", "C.235", "8.5341"]


@pytest.mark.parametrize("seed", [1, 2])
def test_split_codes_values_are_the_mex_recursion(seed):
    for code in REPORTED + ["4.0", "8.0", "C.0", "4.1", "4.07", "8.1", "4.6"] + split_codes(seed, 24):
        game = OctalGame(code)
        n = 45 if game.max_heaps == 3 else 160
        want = octal_values_oracle(code, n)
        assert OctalGame(code).values(n, periodic=False).tolist() == want, code
        assert OctalGame(code).values(n).tolist() == want, code
        assert game.values(n, method="plain").tolist() == want, code


def test_split_codes_certificates_are_true_and_least():
    for code in split_codes(3, 40) + ["4.0", "4.1", "4.07", "4.6"]:
        game = OctalGame(code)
        long = game.values(220 if game.max_heaps == 3 else 900, method="plain")
        seen = None
        for n in range(2, len(long) // 2):
            c = certify(long[:n], game.max_heaps, game.t, 1)
            if c.found:
                if seen is None:
                    assert holds(long, c.preperiod, c.period), (code, n, c)
                    seen = (c.preperiod, c.period)
                assert (c.preperiod, c.period) == seen, (code, n)


def test_split_codes_known_periods():
    for code, pre, per in [("4.0", 1, 2), ("4.1", 1, 1), ("4.07", 1, 4), ("4.6", 72, 12)]:
        c = OctalGame(code).certificate()
        assert (c.preperiod, c.period) == (pre, per), code
        assert holds(OctalGame(code).values(2000, method="plain"), pre, per), code


def test_growing_split_games_stop_at_the_work_limit_and_say_so():
    c = OctalGame("C.2").certificate(work=2 * 10**8)
    assert not c.found and c.reason == "the search stopped at its work limit"
    assert str(c).startswith("no period proved: checked ") and str(c).endswith("work limit")
    assert 500 < c.checked < 20000
    # The stopping point depends on the work done, not on the clock.
    assert OctalGame("C.2").certificate(work=2 * 10**8) == c
    # The values it did compute are right.
    game = OctalGame("C.402")
    game.certificate(work=10**7)
    want = OctalGame("C.402").values(120, method="plain")
    assert game.values(120, periodic=False).tolist() == want.tolist()


@pytest.mark.slow
def test_certify_on_a_growing_three_heap_game_returns_within_seconds():
    r = subprocess.run(GRUNDY + ["octal", "C.402", "--certify", "--json"], capture_output=True,
                       timeout=60, env=dict(os.environ, GRUNDY_QUIET="1"))
    assert r.returncode == 0, r.stderr
    rec = json.loads(r.stdout)
    assert rec["certificate"]["found"] is False and "work limit" in rec["certificate"]["reason"]
    assert rec["values"][:8] == [0, 0, 1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize("code, digit", [("2.07", "2"), ("3.1", "3"), ("1.0", "1"), ("A.1", "A"),
                                         ("9.3", "9"), ("e.2", "E")])
def test_codes_that_are_not_games_name_the_digit(code, digit):
    with pytest.raises(InvalidGameError, match=f"d0 = {digit} has bit [12]") as e:
        OctalGame(code)
    if int(digit, 16) & 2:
        assert "loop" in str(e.value)


# --------------------------------------------------------------------------------------------
# 2. Sizes against memory


def test_absurd_upto_is_one_line(capsys):
    code, out, err = cli(capsys, "octal", "0.77", "--upto", "1180591620717411303424")
    assert code == 2 and out == ""
    assert err.startswith("grundy: error: --upto 11805916207174113034…(22 digits) would need about ")
    assert err.count("\n") == 1
    code, _, err = cli(capsys, "octal", "0.77", "--upto", "1000000000000")
    assert code == 2 and err.startswith("grundy: error: --upto 1000000000000 would need about ")
    assert err.count("\n") == 1


def test_library_sizes_are_checked_before_allocating(monkeypatch):
    with pytest.raises(ResourceLimitError, match="n = 1000000000000 values of 0.77"):
        OctalGame("0.77").values(10**12)
    with pytest.raises(ResourceLimitError, match="n = 1000000000000 values of 0.77"):
        OctalGame("0.77").values(10**12, method="plain")
    with pytest.raises(ResourceLimitError, match=r"n = 10000000000000000000…\(31 digits\) values"):
        grundy.subtraction_values([1, 3, 4], 10**30)
    with pytest.raises(ResourceLimitError, match="a table of 1000000 x 1000000 sheets"):
        grundy.paper_table(10**6, 10**6)
    with pytest.raises(ResourceLimitError):
        grundy.paper_value(10**7, 3)
    monkeypatch.setenv("GRUNDY_MAX_MEMORY", "1e6")
    with pytest.raises(ResourceLimitError, match="n = 100000 values of 0.16"):
        OctalGame("0.16").values(100_000)
    with pytest.raises(ResourceLimitError):
        grundy.SubtractionGame([2, 5]).values(100_000)
    # The pair sets of a three-heap game grow with its values: refused when they would not fit.
    monkeypatch.setenv("GRUNDY_MAX_MEMORY", "3e6")
    with pytest.raises(ResourceLimitError, match=r"n = 20000 values of C.2 \(pair sets \d+ wide\)"):
        OctalGame("C.2").values(20_000)


@pytest.mark.parametrize("call", [
    lambda n: grundy.TakeAndBreak("4!.0").values(n),
    lambda n: grundy.TakeAndBreak("0.{2,3?+}").values(n),
    lambda n: grundy.TakeAndBreak("0.F").values(n),
    lambda n: grundy.TakeAndBreak("0.77", compact=True).values(n),
    lambda n: OctalGame("0.77").values(n),
    lambda n: OctalGame("0.77").values(n, method="plain"),
    lambda n: grundy.SubtractionGame([3]).values(n),
    lambda n: grundy.SubtractionGame.up_to(3).values(n),
    lambda n: grundy.TakeAndBreak("0.33").remoteness_values(n),
    lambda n: grundy.HeapRuleset(lambda h: [(h - 1,)]).values(n),
    lambda n: grundy.paper_table(n, 3),
], ids=["grundys-game", "sets", "triples", "compact", "octal", "plain", "subtraction",
        "up-to", "remoteness", "ruleset", "paper"])
@pytest.mark.parametrize("n", [10**300, 10**307, 10**309, 10**5000], ids=["1e300", "1e307", "1e309", "1e5000"])
def test_sizes_of_any_int_are_a_resource_limit(call, n):
    # Sizes of 2^1024 or more overflowed the float of the memory check (OverflowError), and
    # those near 1e308 were "about inf YiB": the check is exact for any int.
    with pytest.raises(ResourceLimitError) as e:
        call(n)
    message = str(e.value)
    assert "inf" not in message and "\n" not in message
    assert re.search(r"about \d\.\de\+\d+ YiB of memory", message), message


def test_judges_check_memory(monkeypatch):
    assert solve("snoi2020", b"3\n1 5\n2 5\n1 10\n") == "2\n3\n4\n"
    assert solve("acwing219", b"2 2\n4 4\n") == "LOSE\nWIN\n"
    monkeypatch.setenv("GRUNDY_MAX_MEMORY", "100")
    with pytest.raises(ResourceLimitError, match="T = 3 queries"):
        solve("snoi2020", b"3\n1 5\n2 5\n1 10\n")
    with pytest.raises(ResourceLimitError, match="3 sheets"):
        solve("acwing219", b"2 2\n4 4\n5 5\n")


def test_long_tables_announce_themselves(monkeypatch, capsys):
    monkeypatch.delenv("GRUNDY_QUIET", raising=False)
    monkeypatch.setattr(paper, "STEPS_PER_SECOND", 1e3)
    grundy.paper_table(40, 30)
    assert capsys.readouterr().err == "grundy: cutting paper: the 40 x 30 table will take about 84 s\n"
    monkeypatch.setattr(subtraction, "STEPS_PER_SECOND", 1e3)
    grundy.subtraction_values([1, 3, 4], 10_000)
    assert capsys.readouterr().err == ("grundy: subtraction game: 10000 values with 3 moves will "
                                       "take about 30 s\n")




@pytest.mark.slow
def test_long_octal_work_announces_itself_and_stops_on_ctrl_c():
    env = {k: v for k, v in os.environ.items() if k != "GRUNDY_QUIET"}
    rc, err, after = interrupt_after(GRUNDY + ["octal", "C.235", "--upto", "100000"], 6, env)
    lines = [line for line in err.strip().splitlines() if line.startswith("grundy:")]  # no bar lines
    assert rc == 130 and lines[-1] == "grundy: interrupted", err
    assert len(lines) == 2 and lines[0].startswith("grundy: C.235: 100000 values will take about ")
    assert after < 2.5


# --------------------------------------------------------------------------------------------
# 3. Certificates need as many values as the proof, and answer any heap once proved


def test_certify_does_not_stop_at_the_values_shown(capsys):
    code, out, _ = cli(capsys, "octal", "0.77", "--upto", "20", "--certify")
    lines = out.splitlines()
    assert code == 0 and lines[-1] == "certificate preperiod 71 period 12"
    assert lines[1] == "values 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2"


def test_a_period_proved_from_many_values_answers_any_heap():
    game = OctalGame("0.16")
    c = game.certificate(upto=520_000)
    assert (c.preperiod, c.period) == (105351, 149459)
    n = 10**18
    assert game.value(n) == game.values(c.preperiod + c.period)[c.index(n)]
    assert game.certificate() == c
    # The default search reaches as far as a cheap game needs (0.56: 653,570 values).
    fresh = OctalGame("0.56")
    g = OctalGame("0.56").values(326_640 + 2 * 144, periodic=False)
    assert fresh.value(n) == g[326_640 + (n - 326_640) % 144]
    assert str(fresh.certificate()) == "preperiod 326640 period 144"


def test_period_search_is_linear_on_a_late_preperiod():
    # A period-4 tail from 2.4 million with a mismatch just before it: every multiple of 4 agrees
    # back to there, which a scan per candidate period pays for again and again (minutes).
    code = (
        "import numpy as np\n"
        "from grundy.heaps import _kernels\n"
        "n = 4_000_000\n"
        "g = np.resize(np.array([0, 1, 2, 3], np.int32), n)\n"
        "g[2_400_000] = 9\n"
        "print(tuple(_kernels.find_period(g, n, 2, 2, 1)))\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=30)
    assert r.stdout.decode().strip() == "(-1, -1)"


# --------------------------------------------------------------------------------------------
# 4. Files of the octal command


def fake_matplotlib(monkeypatch, calls):
    """A stand-in matplotlib (Agg formats png, pdf, pgf) that records what is computed."""
    mpl = types.ModuleType("matplotlib")
    mpl.use = lambda backend: calls.append(("use", backend))
    backends = types.ModuleType("matplotlib.backends")
    agg = types.ModuleType("matplotlib.backends.backend_agg")

    class FigureCanvasAgg:
        @classmethod
        def get_supported_filetypes(cls):
            return {"png": "Portable Network Graphics", "pdf": "PDF", "pgf": "LaTeX PGF"}

    agg.FigureCanvasAgg = FigureCanvasAgg
    for name, mod in [("matplotlib", mpl), ("matplotlib.backends", backends),
                      ("matplotlib.backends.backend_agg", agg)]:
        monkeypatch.setitem(sys.modules, name, mod)
    real = OctalGame.values

    def values(self, *a, **k):
        calls.append(("values",))
        return real(self, *a, **k)

    monkeypatch.setattr(OctalGame, "values", values)


def test_plot_extension_is_checked_before_computing(capsys, monkeypatch, tmp_path):
    calls = []
    fake_matplotlib(monkeypatch, calls)
    for name, given in [("x.foo", "extension .foo"), ("x", "no extension"), ("x.pgf", "extension .pgf")]:
        code, out, err = cli(capsys, "octal", "0.77", "--upto", "10", "--plot", str(tmp_path / name))
        assert code == 2 and out == ""
        assert err == f"grundy: error: --plot {tmp_path / name} has {given}; use one of .pdf .png\n"
    assert ("values",) not in calls
    png = tmp_path / "no" / "x.png"
    code, _, err = cli(capsys, "octal", "0.77", "--plot", str(png))
    assert code == 2 and err == f"grundy: error: --plot {png}: no directory {tmp_path / 'no'}\n"


def test_plot_to_a_directory_is_refused(capsys, tmp_path):
    code, out, err = cli(capsys, "octal", "0.77", "--upto", "10", "--plot", str(tmp_path))
    assert code == 2 and out == ""
    assert err == (f"grundy: error: --plot {tmp_path} is a directory; give a file name such as "
                   f"{tmp_path / 'values.png'}\n")
    assert not os.path.exists(f"{tmp_path}.png")


def test_plot_writes_the_named_format(capsys, tmp_path):
    pytest.importorskip("matplotlib")
    for name, magic in [("k.png", b"\x89PNG"), ("k.PDF", b"%PDF"), ("k.svg", b"<?xml")]:
        code, _, err = cli(capsys, "octal", "0.77", "--upto", "50", "--plot", str(tmp_path / name))
        assert code == 0, err
        assert (tmp_path / name).read_bytes().startswith(magic)
    code, _, err = cli(capsys, "octal", "0.77", "--plot", str(tmp_path / "k.foo"))
    assert code == 2 and "has extension .foo; use one of" in err and ".png" in err


def test_save_to_a_directory_is_one_line_and_leaves_nothing(capsys, tmp_path):
    d = tmp_path / "d"
    d.mkdir()
    code, out, err = cli(capsys, "octal", "0.77", "--upto", "10", "--save", str(d))
    assert code == 2 and out == ""
    assert err == (f"grundy: error: --save {d} is a directory; give a file name such as "
                   f"{d / 'state.npz'}\n")
    assert sorted(os.listdir(tmp_path)) == ["d"] and os.listdir(d) == []
    # The library says so too, and a failed write leaves no temporary file.
    game = OctalGame("0.77")
    game.values(10)
    with pytest.raises(InvalidGameError, match="it is a directory"):
        grundy.save_state(d, game)
    with pytest.raises(OSError) as e:
        grundy.save_state(tmp_path / "no" / "s.npz", game)
    assert e.value.filename == str(tmp_path / "no" / "s.npz")
    assert sorted(os.listdir(tmp_path)) == ["d"]


def test_resume_from_a_file_that_is_not_a_state(capsys, tmp_path):
    import pickle

    files = {
        "pickle.pkl": pickle.dumps([1, 2, 3]),
        "text.npz": b"not a state",
        "empty.npz": b"",
    }
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    np.save(tmp_path / "array.npy", np.arange(5))
    np.save(tmp_path / "objects.npy", np.array([1, "a"], dtype=object), allow_pickle=True)
    np.savez(tmp_path / "objects.npz", values=np.array([0, 1], dtype=object), code=np.array("0.77"))
    np.savez(tmp_path / "other.npz", x=np.arange(3))
    np.savez(tmp_path / "badcode.npz", values=np.arange(3), code=np.array("7.7"))
    np.savez(tmp_path / "numcode.npz", values=np.arange(3), code=np.array(7))
    for name in sorted(os.listdir(tmp_path)):
        path = tmp_path / name
        code, out, err = cli(capsys, "octal", "0.77", "--resume", str(path))
        assert code == 2 and out == "", name
        assert err.startswith(f"grundy: error: {path}: not a saved heap-game state"), (name, err)
        assert err.count("\n") == 1 and "allow_pickle" not in err, (name, err)
    code, _, err = cli(capsys, "octal", "0.77", "--resume", str(tmp_path / "missing.npz"))
    assert code == 2 and err == f"grundy: error: {tmp_path / 'missing.npz'}: No such file or directory\n"


def test_resume_checks_memory_before_reading(tmp_path, monkeypatch):
    game = OctalGame("0.77")
    game.values(5000)
    grundy.save_state(tmp_path / "s.npz", game)
    monkeypatch.setenv("GRUNDY_MAX_MEMORY", "1e4")
    with pytest.raises(ResourceLimitError, match=r"s.npz \(5000 saved values\)"):
        grundy.load_state(tmp_path / "s.npz")


# --------------------------------------------------------------------------------------------
# 5. One JSON move format; big integers as strings


def apply_move(heaps, move):
    """The numbers after a move: each change replaces its number by the numbers in "to"."""
    after = [[int(h)] for h in heaps]
    for c in move["changes"]:
        assert set(c) >= {"heap", "from", "to"} and isinstance(c["to"], list)
        assert after[c["heap"] - 1] == [int(c["from"])]
        after[c["heap"] - 1] = [int(v) for v in c["to"]]
    return [v for part in after for v in part]


def run_json(capsys, *args):
    code, out, _ = cli(capsys, *args, "--json")
    assert code == 0
    return json.loads(out)


def test_every_heap_command_writes_moves_the_same_way(capsys):
    from grundy import Outcome

    heaps = [3, 4, 6, 9]
    rec = run_json(capsys, "nim", *map(str, heaps))
    assert rec["moves"] and all(grundy.nim_value(apply_move(heaps, m)) == 0 for m in rec["moves"])
    rec = run_json(capsys, "nim", "--misere", "1", "1", "4")
    assert [apply_move([1, 1, 4], m) for m in rec["moves"]] == [[1, 1, 1]]
    rec = run_json(capsys, "wythoff", "4", "5")
    assert [apply_move([4, 5], m) for m in rec["moves"]] == [[3, 5], [1, 2]]
    rec = run_json(capsys, "moore-nim", "-k", "2", "1", "2", "3")
    assert len(rec["moves"]) == 1
    assert grundy.moore_nim_outcome(apply_move([1, 2, 3], rec["moves"][0]), 2) is Outcome.P
    rec = run_json(capsys, "moore-nim", "-k", "2", "3", "3", "3")
    assert rec["moves"] == []
    coins = [0, 3, 4, 5]
    rec = run_json(capsys, "staircase", *map(str, coins))
    for m in rec["moves"]:
        after = apply_move(coins, m)
        assert sum(after) == sum(coins) and grundy.staircase_value(after) == 0
        assert [c["stair"] for c in m["changes"]] == [c["heap"] - 1 for c in m["changes"]]
    assert [m["coins"] for m in rec["moves"]] == [2, 2]
    rec = run_json(capsys, "fibonacci-nim", "100", "5")
    assert [apply_move([100], m) for m in rec["moves"]] == [[97]]
    assert rec["moves"][0]["take"] == 3 and rec["moves"][0]["next_limit"] == 6
    assert run_json(capsys, "fibonacci-nim", "100", "2")["moves"] == []


def test_integers_beyond_2_53_are_strings(capsys):
    big = 2**53
    rec = run_json(capsys, "nim", str(big), str(big + 1), "5")
    assert rec["value"] == 4 and isinstance(rec["value"], int)
    for m in rec["moves"]:
        for c in m["changes"]:
            for v in [c["from"], *c["to"]]:
                assert isinstance(v, str) if int(v) > big else isinstance(v, int)
    assert grundy.nim_value(apply_move([big, big + 1, 5], rec["moves"][0])) == 0
    rec = run_json(capsys, "nim", str(big + 1), "0")
    assert rec["value"] == str(big + 1)
    assert rec["moves"] == [{"changes": [{"heap": 1, "from": str(big + 1), "to": [0]}]}]
    rec = run_json(capsys, "nim", str(big), "0")
    assert rec["value"] == big
    w = 10**30
    rec = run_json(capsys, "wythoff", str(w), str(2 * w))
    assert all(grundy.wythoff_outcome(*apply_move([w, 2 * w], m)) is grundy.Outcome.P
               for m in rec["moves"])
    assert all(isinstance(v, str) for m in rec["moves"] for c in m["changes"] for v in c["to"])
    rec = run_json(capsys, "fibonacci-nim", str(10**19), "100")
    assert rec["zeckendorf"][0] == "7540113804746346429" and rec["zeckendorf"][-1] == 13
    rec = run_json(capsys, "staircase", "0", str(big + 7))
    assert rec["value"] == str(big + 7) and rec["moves"][0]["coins"] == str(big + 7)
    # Plain text keeps the digits as they are.
    code, out, _ = cli(capsys, "nim", str(big + 1), "0")
    assert out == f"win\nvalue {big + 1}\nwinning move:\n  take {big + 1} from heap 1 ({big + 1} -> 0)\n"


@pytest.mark.parametrize("command",
                         ["nim", "wythoff", "moore-nim", "staircase", "fibonacci-nim", "octal"])
def test_help_documents_the_json_format(capsys, command):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = " ".join(capsys.readouterr().out.split())
    if command == "octal":
        assert '"values": [g(0), ...]' in text and "beyond 2^53" in text
    else:
        assert '{"changes": [{"heap": I, "from": A, "to": [B, ...]}, ...]}' in text
        assert "1-based position" in text and "beyond 2^53 are strings" in text


# --------------------------------------------------------------------------------------------
# 6. Ctrl-C inside one long kernel call


KERNEL_CALLS = {
    # 0.04: rare values of positive density, so O(n^2); one call for two million heaps.
    "octal_sparse": (
        "d = np.array([0, 0, 4], np.int64)\n"
        "n = 2_000_000\n"
        "g = np.zeros(n, np.int32)\n"
        "rare = np.zeros(n, np.int64)\n"
        "_kernels.octal_sparse(d, g, 1, n, 1, rare, 0)\n"
    ),
    # 0.76 with the mask 0: every heap rare, so the plain scan of every pair (dense mode).
    "octal_sparse dense": (
        "d = np.array([0, 7, 6], np.int64)\n"
        "n = 2_000_000\n"
        "g = np.zeros(n, np.int32)\n"
        "rare = np.zeros(n, np.int64)\n"
        "_kernels.octal_sparse(d, g, 1, n, 0, rare, 0)\n"
    ),
    # C.235: values that grow with the heap (to about n / 2); one call for 30000 heaps.
    "tb_triples": (
        "from grundy.heaps import _tb_kernels\n"
        "d = np.array([12, 2, 3, 5], np.int64)\n"
        "n = 30_000\n"
        "g = np.zeros(n, np.int32)\n"
        "rows, zero = np.zeros(n * 256, np.uint64), np.zeros(n, np.uint8)\n"
        "_tb_kernels.tb_triples(d, g, 1, n, rows, zero, 0, 256)\n"
    ),
}


@pytest.mark.parametrize("kernel", sorted(KERNEL_CALLS))
def test_octal_kernels_honour_ctrl_c_within_a_second(kernel):
    code = ("import numpy as np\nfrom grundy.heaps import _kernels\ntry:\n"
            + "".join("    " + line + "\n" for line in KERNEL_CALLS[kernel].splitlines())
            + "except KeyboardInterrupt:\n    raise SystemExit(42)\n")
    rc, err, after = interrupt_after([sys.executable, "-c", code], 1.5)
    assert rc == 42, err
    assert after < 2.5


def test_periodic_fill_matches_numpy_resize():
    from grundy.heaps.octal import _fill_periodic

    rng = np.random.default_rng(5)
    for _ in range(500):
        p = int(rng.integers(1, 20))
        start = int(rng.integers(p, 40))
        n = int(rng.integers(start, 300))
        buf = rng.integers(0, 9, n)
        ref = buf.copy()
        ref[start:] = np.resize(buf[start - p:start], n - start)
        _fill_periodic(buf, start, p, chunk=int(rng.integers(1, 50)))
        assert np.array_equal(buf, ref)


@pytest.mark.slow
@pytest.mark.parametrize("delay", [0.5, 1.5, 3.0])
def test_ctrl_c_in_a_huge_octal_run_within_a_second(delay):
    """3 * 10^8 values of 0.07: the period is proved early and the rest filled in copies that
    Ctrl-C can stop (one numpy.resize of the period took up to 4.6 s)."""
    p = subprocess.Popen([sys.executable, "-m", "grundy", "octal", "0.07", "--upto", "300000000"],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    time.sleep(delay)
    t = time.perf_counter()
    p.send_signal(signal.SIGINT)
    err = p.communicate(timeout=30)[1].decode()
    assert time.perf_counter() - t < 1.0
    assert p.returncode in (130, 0) and "Traceback" not in err
