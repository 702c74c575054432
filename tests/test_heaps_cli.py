"""Cutting paper (AcWing 219) and SNOI2020 取石子 as judge problems, and the heap-game
commands: against the C++ reference, brute force, and the library."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import grundy
from grundy import Outcome
from grundy.cli import main
from grundy.judge import solve
from oracles import paper_outcome_oracle, snoi2020_oracle
from reference import reference_binary

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def refdir(tmp_path_factory):
    return tmp_path_factory.mktemp("ref-heaps")


def apply_move(heaps, move):
    """The heaps after a JSON move: each change replaces its heap by the heaps it leaves."""
    after = [[int(h)] for h in heaps]
    for c in move["changes"]:
        assert after[c["heap"] - 1] == [int(c["from"])]
        after[c["heap"] - 1] = [int(v) for v in c["to"]]
    return [v for part in after for v in part]


def cli(capsys, *args, stdin: bytes | None = None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


# --------------------------------------------------------------------------------------------
# Cutting paper


def test_paper_every_sheet_against_seed_reference(refdir):
    seed = reference_binary("seed_acwing219", refdir)
    pairs = [(n, m) for n in range(2, 201) for m in range(2, 201)]
    data = "".join(f"{n} {m}\n" for n, m in pairs).encode()
    expected = subprocess.run([seed], input=data, capture_output=True, check=True).stdout
    got = solve("acwing219", data).encode()
    assert got == expected
    assert {b"WIN", b"LOSE"} == set(expected.split())


def test_paper_reduction_against_the_full_game():
    # The full rules (1-wide sheets and the 1 x 1 win), not the reduced game.
    for w in range(1, 7):
        for h in range(1, 7):
            if (w, h) != (1, 1) and w * h <= 24:
                assert grundy.paper_outcome(w, h).value == paper_outcome_oracle(w, h), (w, h)


def test_paper_table_and_winning_cuts():
    t = grundy.paper_table(30, 20)
    assert t.shape == (31, 21)
    big = grundy.paper_table(30, 30)
    assert np.array_equal(t, big[:31, :21]) and np.array_equal(big, big.T)
    for w in range(2, 31):
        for h in range(2, 21):
            opts = [t[i, h] ^ t[w - i, h] for i in range(2, w - 1)]
            opts += [t[w, j] ^ t[w, h - j] for j in range(2, h - 1)]
            assert t[w, h] == next(m for m in range(100) if m not in opts)
            cuts = grundy.paper_winning_cuts(w, h)
            assert (len(cuts) > 0) == (t[w, h] != 0)
            for (a, b), (c, d) in cuts:
                assert big[a, b] ^ big[c, d] == 0
    # Beyond 200: a bigger table on demand, consistent with the base one.
    assert grundy.paper_value(250, 7) == grundy.paper_table(250, 7)[250, 7]
    with pytest.raises(grundy.InvalidGameError):
        grundy.paper_value(1, 5)
    with pytest.raises(grundy.InvalidGameError):
        grundy.paper_outcome(1, 1)


def test_acwing219_judge_errors_and_large():
    assert solve("acwing219", b"") == ""
    assert solve("acwing219", b"2 2\n4 4\n300 301\n") == "LOSE\nWIN\n" + (
        "WIN\n" if grundy.paper_table(300, 301)[300, 301] else "LOSE\n")
    for data, msg in [
        (b"2 2\n3\n", "line 2: expected 2 integers"),
        (b"2 2 2\n", "line 1: expected 2 integers"),
        (b"2 2\n1 5\n", "line 2: side 1 is out of range 2..1000"),
        (b"2 x\n", "line 1: expected an integer"),
    ]:
        with pytest.raises(grundy.InputFormatError, match=msg):
            solve("acwing219", data)


# --------------------------------------------------------------------------------------------
# SNOI2020


def test_snoi2020_against_brute_force_all_small():
    wins = snoi2020_oracle(500)
    ks, ns = np.meshgrid(np.arange(1, 501), np.arange(1, 501), indexing="ij")
    got = grundy.count_misere_fibonacci_wins(ns, ks)
    assert got.tolist() == [row[1:] for row in wins[1:]]
    # The scalar path (Python integers) agrees.
    rng = np.random.default_rng(20)
    for k, n in rng.integers(1, 501, (300, 2)).tolist():
        assert grundy.count_misere_fibonacci_wins(n, k) == wins[k][n]


def test_snoi2020_sample_and_big_values():
    assert solve("snoi2020", b"3\n1 5\n2 5\n1 10\n") == "2\n3\n4\n"
    rng = np.random.default_rng(2020)
    big = rng.integers(1, 10**18 + 1, (200, 2))
    text = f"{len(big)}\n" + "".join(f"{k} {n}\n" for k, n in big.tolist())
    got = [int(x) for x in solve("snoi2020", text.encode()).split()]
    want = [grundy.count_misere_fibonacci_wins(int(n), int(k)) for k, n in big.tolist()]
    assert got == want
    # Counting by a different route: losses are 0 and the v < N with smallest Zeckendorf term > k.
    for k, n in [(1, 1000), (3, 1000), (7, 12345), (100, 5000), (12345, 12345)]:
        losses = 1 + sum(1 for v in range(1, n) if grundy.zeckendorf(v)[-1] > k)
        assert grundy.count_misere_fibonacci_wins(n, k) == n - losses
    # k >= N - 1: the first player takes all but one stone whenever n >= 2.
    assert grundy.count_misere_fibonacci_wins(10**18, 10**18) == 10**18 - 1


def test_snoi2020_errors():
    for data, msg in [
        (b"2\n1 5\n", "line 2: expected 2 lines"),
        (b"1\n0 5\n", "line 2: k or N 0 is out of range"),
        (b"1\n1 1000000000000000001\n", "out of range"),
        (b"1\n1 5\n2 2\n", "unexpected data"),
    ]:
        with pytest.raises(grundy.InputFormatError, match=msg):
            solve("snoi2020", data)
    with pytest.raises(grundy.InvalidGameError):
        grundy.count_misere_fibonacci_wins([5, 0], [1, 1])


# --------------------------------------------------------------------------------------------
# Commands


def test_nim_command(capsys):
    code, out, _ = cli(capsys, "nim", "3", "4", "5")
    assert code == 0 and out == "win\nvalue 2\nwinning move:\n  take 2 from heap 1 (3 -> 1)\n"
    code, out, _ = cli(capsys, "nim", "--json", "1", "1", "4", "--misere")
    rec = json.loads(out)
    assert rec == {"outcome": "win", "value": None, "play": "misere",
                   "moves": [{"changes": [{"heap": 3, "from": 4, "to": [1]}]}]}
    code, out, _ = cli(capsys, "nim", "1", "2", "3")
    assert out == "lose\nvalue 0\n"
    code, _, err = cli(capsys, "nim", "3", "-4")
    assert code == 2 and err == "grundy: error: heap 2 must be at least 0, not -4\n"


def test_wythoff_command(capsys):
    k = 102334155
    a, b = grundy.wythoff_p_position(k)
    code, out, _ = cli(capsys, "wythoff", str(a), str(b), "--json")
    assert json.loads(out) == {"outcome": "lose", "value": None, "moves": []}
    code, out, _ = cli(capsys, "wythoff", "4", "5")
    assert out.splitlines() == ["win", "winning moves:", "  take 1 from heap 1: (4, 5) -> (3, 5)",
                                "  take 3 from both heaps: (4, 5) -> (1, 2)"]
    big = 10**100
    code, out, _ = cli(capsys, "wythoff", str(big), str(2 * big), "--json")
    for m in json.loads(out)["moves"]:
        assert grundy.wythoff_outcome(*apply_move([big, 2 * big], m)) is Outcome.P


def test_moore_staircase_fibonacci_commands(capsys):
    code, out, _ = cli(capsys, "moore-nim", "-k", "2", "1", "2", "3", "--json")
    rec = json.loads(out)
    assert rec["outcome"] == "win" and len(rec["moves"]) == 1
    assert grundy.moore_nim_outcome(apply_move([1, 2, 3], rec["moves"][0]), 2) is Outcome.P
    code, out, _ = cli(capsys, "moore-nim", "-k", "2", "3", "3", "3")
    assert out == "lose\n"
    code, out, _ = cli(capsys, "staircase", "0", "3", "4", "5")
    assert out.splitlines() == ["win", "value 6", "winning moves:",
                                "  move 2 coins from stair 2 to stair 1",
                                "  move 2 coins from stair 3 to stair 2"]
    code, out, _ = cli(capsys, "staircase", "5", "1", "--json")
    assert json.loads(out)["moves"] == [{"changes": [{"heap": 2, "from": 1, "to": [0], "stair": 1},
                                                     {"heap": 1, "from": 5, "to": [6], "stair": 0}],
                                         "coins": 1}]
    code, out, _ = cli(capsys, "fibonacci-nim", "100", "5")
    assert out.splitlines()[:2] == ["win", "zeckendorf 100 = 89 + 8 + 3"]
    code, out, _ = cli(capsys, "fibonacci-nim", "100", "2", "--json")
    assert json.loads(out) == {"outcome": "lose", "value": None, "zeckendorf": [89, 8, 3], "moves": []}
    code, _, err = cli(capsys, "fibonacci-nim", "10", "0")
    assert code == 2 and "m must be at least 1" in err


def test_octal_command(capsys, tmp_path):
    code, out, _ = cli(capsys, "octal", "0.77", "--upto", "300", "--certify")
    lines = out.splitlines()
    assert lines[0] == "code 0.77" and lines[-1] == "certificate preperiod 71 period 12"
    assert lines[1].split()[1:] == [str(v) for v in grundy.takebreak_values("0.77", 300, method="plain")]
    code, out, _ = cli(capsys, "octal", "0.137", "--certify", "--json")
    rec = json.loads(out)
    assert rec["certificate"]["preperiod"] == 52 and rec["certificate"]["period"] == 34
    assert len(rec["values"]) == 100
    # The proof takes as many values as it needs (509,622 for 0.16), whatever --upto shows.
    code, out, _ = cli(capsys, "octal", "0.16", "--upto", "500", "--certify")
    assert out.splitlines()[-1] == "certificate preperiod 105351 period 149459"
    assert len(out.splitlines()[1].split()) == 501
    # Save, then resume further.
    state = tmp_path / "s.npz"
    cli(capsys, "octal", "0.16", "--upto", "700", "--save", str(state))
    assert grundy.load_state(state).computed == 700
    code, out, _ = cli(capsys, "octal", "0.16", "--upto", "900", "--resume", str(state), "--json")
    assert json.loads(out)["values"] == grundy.takebreak_values("0.16", 900, method="plain").tolist()
    code, _, err = cli(capsys, "octal", "0.77", "--resume", str(state))
    assert code == 2 and "holds values of 0.16, not 0.77" in err
    for bad in ("0.7y", "3.07"):
        code, _, err = cli(capsys, "octal", bad)
        assert code == 2 and err.startswith("grundy: error: code") and err.count("\n") == 1


def test_octal_sum_computes_heaps_past_the_values_known(capsys):
    # Heaps of 2^18 or more without a proved period were refused ("compute values(n + 1)
    # first"), and 0.6 300000 "too large" after its period search had computed past it.
    for code, heap in (("4!.0", 300_000), ("0.6", 300_000)):
        status, out, err = cli(capsys, "octal", code, str(heap), "1", "--json")
        rec = json.loads(out)
        want = int(grundy.TakeAndBreak(code).values(heap + 1)[heap])
        assert status == 0 and err == "" and rec["value"] == want, code
        assert rec["moves"] and all(sum(c["to"]) <= c["from"] for m in rec["moves"]
                                    for c in m["changes"])


def test_octal_sum_past_the_memory_names_the_heap_as_the_command_line_does(capsys):
    status, out, err = cli(capsys, "octal", "4!.0", "7", "1e30")
    assert status == 2 and out == ""
    assert err.startswith("grundy: error: heap 2: the values of 4!.0 up to a heap of "
                          "10000000000000000000…(31 digits) (no periodicity theorem covers "
                          "constraints (!, ?, =)) would need about ")
    assert err.count("\n") == 1


def test_octal_sum_of_a_heap_with_too_many_moves_prints_one(capsys, monkeypatch):
    # 0.{2,3?+} 1000 3 looked at 10**7 options (35 s) and then refused with "heap 0 of 1000
    # tokens has more than 10000000 options ...; winning_move finds one winning move": the
    # heap numbered from 0 and advice for Python. It prints one winning move, at once.
    from test_takebreak import options_looked_at

    seen = options_looked_at(monkeypatch)
    code, out, err = cli(capsys, "octal", "0.{2,3?+}", "1000", "3")
    lines = out.splitlines()
    assert code == 0 and err == "" and len(seen) < 10**5
    assert lines[:3] == ["win", "value 498", "winning move (one of them: heap 1 has too many "
                                             "moves to list them all):"]
    assert len(lines) == 4 and lines[3].startswith("  take 1 from heap 1 (1000 -> ")
    game = grundy.TakeAndBreak("0.{2,3?+}")
    left = [int(v) for v in lines[3].split("-> ")[1].rstrip(")").split(" + ")]
    assert game.sum_value(left + [3]) == 0


def test_octal_one_asks_for_one_winning_move(capsys):
    code, out, _ = cli(capsys, "octal", "4!.0", "7", "5", "--one")
    assert code == 0 and out.splitlines()[2:] == ["winning move (one of them):",
                                                  "  split heap 1 (7 -> 2 + 5)"]
    code, out, _ = cli(capsys, "octal", "4!.0", "7", "5", "--one", "--json")
    assert json.loads(out)["moves"] == [{"changes": [{"heap": 1, "from": 7, "to": [2, 5]}]}]
    code, out, err = cli(capsys, "octal", "4!.0", "--one")
    assert code == 2 and err.endswith("grundy: error: --one is for the winning moves of a sum: "
                                      "give it with heaps\n")


@pytest.mark.parametrize("upto", [1, 6, 7, 8, 14, 50])
def test_octal_values_written_in_blocks(capsys, monkeypatch, upto):
    """The values are turned into text a block at a time: the blocks join with the separator
    and nothing else, whatever the block boundaries."""
    import grundy.commands.heaps as heaps_cmd

    monkeypatch.setattr(heaps_cmd, "TEXT_CHUNK", 7)
    expected = [str(v) for v in grundy.takebreak_values("0.07", upto, method="plain")]
    _, out, _ = cli(capsys, "octal", "0.07", "--upto", str(upto))
    assert out == "code 0.07\nvalues " + " ".join(expected) + "\n"
    _, out, _ = cli(capsys, "octal", "0.07", "--upto", str(upto), "--json")
    assert out == '{"code": "0.07", "values": [' + ", ".join(expected) + "]}\n"


def test_octal_plot(capsys, tmp_path):
    pytest.importorskip("matplotlib")
    png = tmp_path / "k.png"
    code, _, _ = cli(capsys, "octal", "0.77", "--upto", "200", "--certify", "--plot", str(png))
    assert code == 0 and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_octal_plot_of_many_values_is_small_and_says_how_it_is_thinned(tmp_path):
    """--plot of 300,000 values: a file under 1 MB written in about a second (it was 32 MB in
    15 s), whose caption gives the range shown and the heaps of a column."""
    pytest.importorskip("matplotlib")
    from grundy.commands import heaps as heaps_cmd

    values = np.random.default_rng(0).integers(0, 400, 300_000)  # every column full of values
    svg = tmp_path / "p.svg"
    # Thinned to 800 columns (the caption says so) and small: no mark per value any more.
    heaps_cmd._plot(str(svg), heaps_cmd._plot_format(str(svg)), grundy.OctalGame("0.6"), values, None)
    assert svg.stat().st_size < 1_000_000
    assert "<!-- n = 0..299999: one column per 375 heaps, showing every value they take -->" in \
        svg.read_text()


def test_octal_plot_without_matplotlib(capsys, tmp_path, monkeypatch):
    png = tmp_path / "k.png"
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # as if it were not installed
    code, _, err = cli(capsys, "octal", "0.77", "--plot", str(png))
    assert code == 2 and err == "grundy: error: --plot needs matplotlib: pip install 'grundy[plot]'\n"


def test_judges_through_stdin(capsys, monkeypatch):
    code, out, _ = cli(capsys, "judge", "acwing219", stdin=b"2 2\n4 4\n", monkeypatch=monkeypatch)
    assert code == 0 and out == "LOSE\nWIN\n"
    code, out, _ = cli(capsys, "judge", "snoi2020", stdin=b"3\n1 5\n2 5\n1 10\n", monkeypatch=monkeypatch)
    assert out == "2\n3\n4\n"


def test_subprocess_round_trip(tmp_path):
    f = tmp_path / "in.txt"
    f.write_text("3\n1 5\n2 5\n1 10\n")
    r = subprocess.run([sys.executable, "-m", "grundy", "judge", "snoi2020", str(f)],
                       capture_output=True, cwd=ROOT)
    assert r.returncode == 0 and r.stdout == b"2\n3\n4\n" and r.stderr == b""


def test_ctrl_c_saves_what_is_computed_and_says_where(tmp_path, capsys):
    # Ctrl-C in the first seconds of --save used to save nothing and say nothing.
    import re
    import sys

    from oracles import interrupt_after

    state = tmp_path / "s.npz"
    code, err, _ = interrupt_after([sys.executable, "-m", "grundy", "octal", "0.76", "--upto",
                                    "300000", "--save", str(state)], 1.0)
    assert code == 130, err
    m = re.search(rf"grundy: saved (\d+) values of 0.76 to {re.escape(str(state))} "
                  rf"\(--resume {re.escape(str(state))} continues\)", err)
    assert m and err.rstrip().endswith("grundy: interrupted"), err
    saved = int(m.group(1))
    assert grundy.load_state(state).computed == saved
    # --resume says what it resumed.
    code, out, err = cli(capsys, "octal", "0.76", "--upto", "50", "--resume", str(state))
    assert code == 0 and f"grundy: resumed 0.76 from {state}: {saved} values known" in err


# --------------------------------------------------------------------------------------------
# Subtraction sets


@pytest.mark.parametrize("text, where", [
    ("1,2,", "',' at character 4: an amount is missing after it"),
    (",1,2", "',' at character 1: an amount is missing before it"),
    ("{1,,2}", "',' at character 4: an amount is missing before it"),
    ("1,,3", "',' at character 3: an amount is missing before it"),
    ("{}", "'}' at character 2: a subtraction set needs at least one amount"),
    ("{1,3", "'{' at character 1: no closing '}'"),
    ("1,3}", "'}' at character 4: no opening '{'"),
    ("1 3", "' ' at character 2: not a digit"),
    ("0,1", "'0' at character 1: an amount must be at least 1"),
    ("", "the end: a subtraction set needs at least one amount"),
])
def test_malformed_subtraction_sets_name_the_character(capsys, text, where):
    # They were read leniently: 1,,3 as {1,3}, 1,2, and ,1,2 as {1,2}.
    with pytest.raises(grundy.InvalidGameError, match=re.escape(where)):
        grundy.SubtractionGame.parse(text)
    for command in (["compound", "conjunctive", text, "3", "4"], ["play", text, "5"]):
        if text in ("", "1 3"):
            continue  # not read as a subtraction set on the command line
        code, out, err = cli(capsys, *command)
        assert code == 2 and out == "", command
        assert err == f"grundy: error: subtraction set {text!r}: {where} (expected positive " \
                      "integers separated by commas, such as 1,3,4)\n", command


def test_well_formed_subtraction_sets():
    assert grundy.SubtractionGame.parse(" {2, 5,2} ").moves == (2, 5)
    assert grundy.SubtractionGame.parse("7").moves == (7,)
    assert grundy.SubtractionGame.parse("1,3,4").values(10).tolist() == [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]


def test_take_and_break_codes_with_braces_or_commas_are_codes(capsys):
    # A code such as 0.{2,3?+} or {2+}=.0 was taken for a malformed subtraction set.
    code, out, _ = cli(capsys, "compound", "disjunctive", "0.{2,3?+}", "5", "3")
    assert code == 0 and "Grundy values: 2 1" in out
    code, out, _ = cli(capsys, "compound", "disjunctive", "{2+}=.0", "5", "3")
    assert code == 0 and "Grundy values: 1 1" in out
