"""The command line: judge problems, tokens, errors, and cross-checks with the C++ references."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from grundy import Outcome, analyze_tokens, dag_grundy
from grundy.cli import main
from grundy.judge import PROBLEMS, solve

from reference import reference_binary

ROOT = Path(__file__).resolve().parents[1]


def run_cli(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "grundy", *args], input=stdin, capture_output=True, cwd=ROOT
    )


@pytest.fixture(scope="session")
def refdir(tmp_path_factory):
    return tmp_path_factory.mktemp("ref")


def acwing_text(n, edges, tokens):
    lines = [f"{n} {len(edges)} {len(tokens)}"]
    lines += [f"{u + 1} {v + 1}" for u, v in edges]
    lines.append(" ".join(str(t + 1) for t in tokens))
    return ("\n".join(lines) + "\n").encode()


def random_dag(rng, n, m):
    perm = rng.permutation(n)
    a = rng.integers(0, n, m)
    b = rng.integers(0, n, m)
    keep = a != b
    lo, hi = np.minimum(a, b)[keep], np.maximum(a, b)[keep]
    return list(zip(perm[lo].tolist(), perm[hi].tolist()))


def test_bundled_example():
    r = run_cli("judge", "acwing1319", "examples/acwing1319.in")
    assert r.returncode == 0 and r.stdout == b"win\n" and r.stderr == b""


def test_judge_list_names_every_problem(capsys):
    assert main(["judge", "--list"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in out] == list(PROBLEMS)
    assert all(len(line.split(None, 1)) == 2 for line in out)


def test_acwing1319_stdin_and_file_agree(tmp_path):
    data = (ROOT / "examples" / "acwing1319.in").read_bytes()
    r = run_cli("judge", "acwing1319", stdin=data)
    assert r.stdout == b"win\n"


@pytest.mark.slow
def test_acwing1319_against_seed_reference(refdir):
    seed = reference_binary("seed_acwing1319", refdir)
    rng = np.random.default_rng(1319)
    verdicts = set()
    for _ in range(150):
        n = int(rng.integers(1, 60))
        edges = random_dag(rng, n, int(rng.integers(0, 3 * n)))
        tokens = rng.integers(0, n, int(rng.integers(1, n + 1))).tolist()
        data = acwing_text(n, edges, tokens)
        expected = subprocess.run([seed], input=data, capture_output=True, check=True).stdout
        assert solve("acwing1319", data).encode() == expected
        verdicts.add(expected)
    assert verdicts == {b"win\n", b"lose\n"}


def test_acwing1319_against_scaled_reference_large(refdir):
    scaled = reference_binary("scaled_acwing1319", refdir)
    rng = np.random.default_rng(5)
    for n in (2000, 50_000):
        edges = random_dag(rng, n, 3 * n)
        tokens = rng.integers(0, n, 50).tolist()
        data = acwing_text(n, edges, tokens)
        expected = subprocess.run([scaled], input=data, capture_output=True, check=True).stdout
        assert solve("acwing1319", data).encode() == expected


def test_long_path_through_cli():
    n = 10**6
    edges = [(i, i + 1) for i in range(n - 1)]
    r = run_cli("judge", "acwing1319", stdin=acwing_text(n, edges, [0, 1]))
    # Tokens at the first two vertices of a path: values 1 and 0 (odd and even distance to the end).
    assert r.returncode == 0 and r.stdout == b"win\n"
    values = dag_grundy(np.array(edges), num_vertices=n)
    assert values[:4].tolist() == [1, 0, 1, 0]


def test_tokens_text_and_json_on_loopy_graph():
    # 1 <-> 2, 1 -> 3 -> 4: a token at 1 draws (see loopy_grundy's docstring); one at 3 wins.
    data = b"4 4 2\n1 2\n2 1\n1 3\n3 4\n1 3\n"
    r = run_cli("tokens", stdin=data)
    assert r.returncode == 0
    lines = r.stdout.decode().splitlines()
    expected = analyze_tokens(np.array([[0, 1], [1, 0], [0, 2], [2, 3]]), [0, 2])
    assert lines[0] == expected.outcome.word
    r = run_cli("tokens", "--json", stdin=data)
    record = json.loads(r.stdout)
    assert record["outcome"] == expected.outcome.word
    assert record["values"] == [{"infinity": [1]}, 1]
    if expected.move is not None:
        m = expected.move
        assert lines[1] == f"move token at {m.source + 1} to {m.target + 1}"
        assert record["move"] == {"token": m.token + 1, "from": m.source + 1, "to": m.target + 1}


def test_tokens_reports_win_move():
    r = run_cli("tokens", stdin=b"3 2 1\n1 2\n2 3\n2\n")
    assert r.stdout == b"win\nmove token at 2 to 3\n"
    r = run_cli("tokens", stdin=b"3 2 1\n1 2\n2 3\n1\n")
    assert r.stdout == b"lose\n"


BAD_INPUTS = {
    b"": "line 1: expected 'N M K'",
    b"3 2\n": "line 1: expected 3 integers",
    b"3 2 1\n1 2\n2\n3\n": "line 3: expected 2 integers",
    b"3 2 1\n1 2\n2 4\n1\n": "line 3: vertex 4 is out of range 1..3",
    b"3 2 1\n1 2\n2 x\n1\n": "line 3: expected an integer, found 'x'",
    b"3 2 1\n1 2\n2 3\n0\n": "line 4: token vertex 0 is out of range",
    b"3 2 1\n1 2\n2 3\n": "expected 1 token vertex, found the end",
    b"3 2 1\n1 2\n2 3\n1 2\n": "line 4: unexpected data",
    b"3 3 1\n1 2\n2 3\n3 1\n1\n": "cycle 1 -> 2 -> 3 -> 1",
    b"3 -1 1\n1\n": "line 1: M and K must be non-negative",
}


def run_main(args, data, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    status = main(args)
    out = capsys.readouterr()
    return status, out.out, out.err


@pytest.mark.parametrize("data,message", list(BAD_INPUTS.items()))
def test_bad_input_is_one_line_exit_2(data, message, monkeypatch, capsys):
    status, out, err = run_main(["judge", "acwing1319"], data, monkeypatch, capsys)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err
    # `tokens` reads the same format and reports the same faults (cycles aside).
    if b"cycle" not in data and "cycle" not in message:
        status, out, err = run_main(["tokens"], data, monkeypatch, capsys)
        assert status == 2 and err.count("\n") == 1 and message in err


def test_bad_input_in_a_subprocess_has_no_traceback():
    r = run_cli("judge", "acwing1319", stdin=b"3 2 1\n1 2\n2 x\n1\n")
    assert r.returncode == 2 and r.stdout == b""
    assert r.stderr == b"grundy: error: line 3: expected an integer, found 'x'\n"


def test_other_cli_errors(tmp_path):
    r = run_cli("judge", "acwing1319", str(tmp_path / "missing.in"))
    assert r.returncode == 2 and r.stderr.decode().count("\n") == 1
    r = run_cli("judge", "no-such-problem", stdin=b"1\n")
    assert r.returncode == 2 and "unknown problem" in r.stderr.decode()
    r = run_cli("judge")
    assert r.returncode == 2
    # Cycles are allowed by `tokens`, and the file name is given in errors.
    bad = tmp_path / "bad.in"
    bad.write_bytes(b"2 1 1\n1 3\n1\n")
    r = run_cli("tokens", str(bad))
    assert r.returncode == 2 and str(bad) in r.stderr.decode() and "line 2" in r.stderr.decode()


def test_in_process_main_matches_library(capsys, tmp_path):
    f = tmp_path / "t.in"
    f.write_bytes(b"3 3 2\n1 2\n2 3\n3 1\n1 1\n")
    assert main(["tokens", str(f)]) == 0
    out = capsys.readouterr().out.splitlines()
    a = analyze_tokens([[0, 1], [1, 2], [2, 0]], [0, 0])
    assert out[0] == a.outcome.word == Outcome.DRAW.word
