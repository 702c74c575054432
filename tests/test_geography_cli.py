"""Judges LOJ 536 and LOJ 6033 and ``grundy geography``: oracles, the C++ reference, errors."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from grundy import geography_wins
from grundy.cli import main
from grundy.judge import solve

from oracles import geography_oracle
from reference import reference_binary

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def refdir(tmp_path_factory):
    return tmp_path_factory.mktemp("ref")


def run_main(monkeypatch, capsys, args, stdin: bytes):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    status = main(args)
    out = capsys.readouterr()
    return status, out.out, out.err


# --- LOJ 536 ----------------------------------------------------------------------------------


def deal_text(m, c, alice, shinobu) -> bytes:
    lines = [f"{m} {c}", str(len(alice))] + [f"{x} {y}" for x, y in alice]
    lines += [str(len(shinobu))] + [f"{x} {y}" for x, y in shinobu]
    return ("\n".join(lines) + "\n").encode()


def random_deal(rng, n_max, v_max):
    m, c = int(rng.integers(1, v_max + 1)), int(rng.integers(1, v_max + 1))
    n1, n2 = int(rng.integers(1, n_max + 1)), int(rng.integers(1, n_max + 1))
    alice = np.stack([rng.integers(1, m + 1, n1), rng.integers(1, c + 1, n1)], axis=1).tolist()
    shinobu = np.stack([rng.integers(1, m + 1, n2), rng.integers(1, c + 1, n2)], axis=1).tolist()
    return m, c, alice, shinobu


def test_loj536_against_game_search():
    rng = np.random.default_rng(536)
    answers = set()
    for _ in range(300):
        m, c, alice, shinobu = random_deal(rng, 5, 4)
        n1 = len(alice)
        edges = [
            (i, n1 + j)
            for i, a in enumerate(alice)
            for j, b in enumerate(shinobu)
            if a[0] == b[0] or a[1] == b[1]
        ]
        n = n1 + len(shinobu)
        expected = "".join(f"{int(geography_oracle(n, edges, [i]))}\n" for i in range(n1))
        assert solve("loj536", deal_text(m, c, alice, shinobu)) == expected
        answers.update(expected.split())
    assert answers == {"0", "1"}


@pytest.mark.slow
def test_loj536_against_seed_reference(refdir):
    seed = reference_binary("seed_loj536", refdir)
    rng = np.random.default_rng(5361)
    ones = zeros = 0
    for trial in range(120):
        if trial < 100:
            deal = random_deal(rng, 40, int(rng.integers(1, 30)))
        else:
            deal = random_deal(rng, 3000, int(rng.choice([10, 100, 2000])))
        data = deal_text(*deal)
        expected = subprocess.run([seed], input=data, capture_output=True, check=True).stdout
        got = solve("loj536", data).encode()
        assert got == expected
        ones += got.count(b"1")
        zeros += got.count(b"0")
    assert ones > 100 and zeros > 100


@pytest.mark.parametrize(
    "data, message",
    [
        (b"2 2\n1\n3 1\n1\n1 1\n", "line 3: number 3 of Alice's card 1 is out of range 1..2"),
        (b"2 2\n1\n1 1\n2\n1 1\n2 0\n", "line 6: colour 0 of Shinobu's card 2 is out of range 1..2"),
        (b"2 2\n2\n1 1\n", "line 3: expected 2 lines"),
        (b"0 2\n0\n0\n", "line 1: m and c must be at least 1"),
        (b"2 2\n1\n1 1 1\n1\n1 1\n", "line 3: expected 2 integers"),
        (b"2 2\n1\n1 1\n1\n1 1\n7\n", "line 6: unexpected data"),
    ],
)
def test_loj536_errors(monkeypatch, capsys, data, message):
    status, out, err = run_main(monkeypatch, capsys, ["judge", "loj536"], data)
    assert status == 2 and out == ""
    assert err.strip() == f"grundy: error: {message}" or err.startswith(f"grundy: error: {message}")
    assert err.count("\n") == 1


# --- LOJ 6033 ---------------------------------------------------------------------------------


def board_text(free) -> bytes:
    rows = ["".join("." if x else "#" for x in row) for row in free]
    return (f"{len(free)} {len(free[0])}\n" + "\n".join(rows) + "\n").encode()


def test_loj6033_against_game_search():
    rng = np.random.default_rng(6033)
    counts = set()
    for _ in range(200):
        n, m = int(rng.integers(1, 5)), int(rng.integers(1, 5))
        free = rng.random((n, m)) < rng.choice([0.5, 0.8, 1.0])
        cells = [(i, j) for i in range(n) for j in range(m) if free[i, j]]
        if len(cells) > 11:
            continue
        index = {cell: k for k, cell in enumerate(cells)}
        edges = [(index[a], index[b]) for a in cells for b in ((a[0] + 1, a[1]), (a[0], a[1] + 1)) if b in index]
        alice = [cells[k] for k in range(len(cells)) if not geography_oracle(len(cells), edges, [k])]
        expected = f"{len(alice)}\n" + "".join(f"{i + 1} {j + 1}\n" for i, j in alice)
        assert solve("loj6033", board_text(free)) == expected
        counts.add(min(len(alice), 2))
    assert counts == {0, 1, 2}


def test_loj6033_larger_boards_agree_with_library():
    rng = np.random.default_rng(60330)
    for _ in range(20):
        n, m = int(rng.integers(1, 40)), int(rng.integers(1, 40))
        free = rng.random((n, m)) < rng.choice([0.6, 0.9, 0.97])
        import networkx as nx

        G = nx.grid_2d_graph(n, m)
        G.remove_nodes_from([(i, j) for i in range(n) for j in range(m) if not free[i, j]])
        wins = geography_wins(G)
        alice = sorted(cell for cell, w in wins.items() if not w)
        expected = f"{len(alice)}\n" + "".join(f"{i + 1} {j + 1}\n" for i, j in alice)
        assert solve("loj6033", board_text(free)) == expected


def test_loj6033_format_details():
    assert solve("loj6033", b"1 1\n.\n") == "1\n1 1\n"  # Bob cannot move at all
    assert solve("loj6033", b"1 2\n..\n") == "0\n"
    assert solve("loj6033", b"2 2\r\n.#\r\n##\r\n") == "1\n1 1\n"
    assert solve("loj6033", b"1 3\n...") == "2\n1 1\n1 3\n"


@pytest.mark.parametrize(
    "data, message",
    [
        (b"2 2\n..\n.\n", "line 3: row 2 has 1 cells, expected 2"),
        (b"2 2\n..\n", "line 2: expected 2 rows of the board, found 1"),
        (b"1 2\n.x\n", "line 2: row 1, column 2: 'x' is neither '.' nor '#'"),
        (b"1 1\n.\n#\n", "line 3: unexpected data after the 1 row of the board"),
        (b"1\n.\n", "line 1: expected 2 integers"),
        (b"0 3\n", "line 1: n and m must be at least 1"),
    ],
)
def test_loj6033_errors(monkeypatch, capsys, data, message):
    status, out, err = run_main(monkeypatch, capsys, ["judge", "loj6033"], data)
    assert status == 2 and out == ""
    assert err.startswith(f"grundy: error: {message}") and err.count("\n") == 1


# --- grundy geography -------------------------------------------------------------------------


def test_geography_command(monkeypatch, capsys, tmp_path):
    data = b"6 7\n1 2\n2 3\n3 4\n4 1\n1 5\n6 6\n5 1\n"
    status, out, err = run_main(monkeypatch, capsys, ["geography"], data)
    assert status == 0 and err == ""
    assert out == "win\nlose\nwin\nlose\nlose\nlose\n"
    path = tmp_path / "g.in"
    path.write_bytes(data)
    status, out, _ = run_main(monkeypatch, capsys, ["geography", "--json", str(path)], b"")
    record = json.loads(out)
    assert record["outcomes"] == ["win", "lose", "win", "lose", "lose", "lose"]
    assert record["moves"][0] in (2, 4, 5) and record["moves"][1] is None
    assert record["matching_size"] == 2 and record["bipartite"] is True


def test_geography_command_against_game_search(monkeypatch, capsys):
    rng = np.random.default_rng(88)
    for _ in range(60):
        n = int(rng.integers(1, 10))
        e = rng.integers(1, n + 1, size=(int(rng.integers(0, 2 * n + 1)), 2))
        data = (f"{n} {len(e)}\n" + "".join(f"{u} {v}\n" for u, v in e)).encode()
        status, out, _ = run_main(monkeypatch, capsys, ["geography"], data)
        edges = (e - 1).tolist()
        assert status == 0
        assert out.split() == ["win" if geography_oracle(n, edges, [v]) else "lose" for v in range(n)]


def test_geography_command_errors(monkeypatch, capsys):
    status, out, err = run_main(monkeypatch, capsys, ["geography"], b"3 1\n1 4\n")
    assert status == 2 and out == "" and err == "grundy: error: line 2: vertex 4 is out of range 1..3\n"


def test_judge_loj536_by_subprocess():
    data = b"2 2\n3\n1 1\n2 2\n1 2\n2\n1 2\n2 1\n"
    r = subprocess.run(
        [sys.executable, "-m", "grundy", "judge", "loj536"], input=data, capture_output=True, cwd=ROOT
    )
    assert r.returncode == 0 and r.stdout == b"0\n0\n0\n" and r.stderr == b""
