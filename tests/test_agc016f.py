"""AGC016F (Games on DAG): count_edge_subsets_first_player_wins and the agc016f judge."""

from __future__ import annotations

import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest

import grundy
from grundy import InputFormatError, InvalidGameError, LoopyGameError
from grundy import CSRGraph, count_edge_subsets_first_player_wins
from grundy.tokens import _subsets_kernels
from grundy.judge import solve

MOD = 1_000_000_007
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def brute_force(n: int, edges: list[tuple[int, int]], a: int, b: int, modulus: int = MOD) -> int:
    """Keep every subset of the edges in turn; count those where SG(a) != SG(b)."""
    wins = 0
    for mask in range(1 << len(edges)):
        succ: list[list[int]] = [[] for _ in range(n)]
        for i, (x, y) in enumerate(edges):
            if mask >> i & 1:
                succ[x].append(y)

        @lru_cache(maxsize=None)
        def sg(u: int) -> int:
            seen = {sg(v) for v in succ[u]}
            g = 0
            while g in seen:
                g += 1
            return g

        wins += sg(a) != sg(b)
    return wins % modulus


def random_dag(rng: np.random.Generator, n: int, m: int, parallel: bool) -> list[tuple[int, int]]:
    """m edges between random vertices, oriented by a random topological order."""
    if n < 2:
        return []
    rank = rng.permutation(n)
    edges: list[tuple[int, int]] = []
    seen: set[tuple[int, int]] = set()
    for _ in range(10 * m + 10):
        if len(edges) == m:
            break
        x, y = (int(v) for v in rng.choice(n, 2, replace=False))
        if rank[x] > rank[y]:
            x, y = y, x
        if parallel or (x, y) not in seen:
            seen.add((x, y))
            edges.append((x, y))
    return edges


def random_cases(seed: int, count: int, parallel: bool):
    rng = np.random.default_rng(seed)
    for _ in range(count):
        n = int(rng.integers(1, 8))
        edges = random_dag(rng, n, int(rng.integers(0, 13)), parallel)
        a, b = (int(v) for v in rng.integers(0, n, 2))
        yield n, edges, a, b


# ---- the library function against the brute force ------------------------------------------


@pytest.mark.parametrize("parallel", [False, True])
def test_random_dags_match_brute_force(parallel):
    for n, edges, a, b in random_cases(16 + parallel, 150, parallel):
        got = count_edge_subsets_first_player_wins(np.array(edges, dtype=np.int64).reshape(-1, 2), a, b, num_vertices=n)
        assert got == brute_force(n, edges, a, b), (n, edges, a, b)


def test_small_modulus_matches_brute_force():
    for n, edges, a, b in random_cases(3, 40, True):
        for modulus in (2, 7, 2**31):
            got = count_edge_subsets_first_player_wins(edges, a, b, num_vertices=n, modulus=modulus)
            assert got == brute_force(n, edges, a, b, modulus), (n, edges, a, b, modulus)


def test_kernels_match_brute_force():
    rng = np.random.default_rng(5)
    for _ in range(20):
        n = int(rng.integers(2, 7))
        edge_list = random_dag(rng, n, int(rng.integers(0, 10)), True)
        edges = np.array(edge_list, dtype=np.int64).reshape(-1, 2)
        g = grundy.as_digraph(edges, n)
        cnt = _subsets_kernels.out_counts(n, g.indptr, g.indices)
        for t in range(1 << n):
            assert cnt[t].tolist() == [sum(1 for x, y in edge_list if x == v and t >> y & 1) for v in range(n)]
        a, b = (int(v) for v in rng.integers(0, n, 2))
        equal = _subsets_kernels.equal_grundy_subsets(n, g.indptr, g.indices, a, b, MOD)
        assert (2 ** len(edge_list) - equal) % MOD == brute_force(n, edge_list, a, b)


def test_out_counts_counts_parallel_edges():
    g = grundy.as_digraph([[0, 1], [0, 1], [0, 2], [1, 2]])
    cnt = _subsets_kernels.out_counts(3, g.indptr, g.indices)
    assert cnt[0b010, 0] == 2 and cnt[0b110, 0] == 3 and cnt[0b100, 1] == 1 and cnt[0b011, 1] == 0
    assert cnt[0].tolist() == [0, 0, 0]


def test_same_vertex_and_no_edges():
    assert count_edge_subsets_first_player_wins([[0, 1], [1, 2]], 1, 1) == 0
    assert count_edge_subsets_first_player_wins(np.empty((0, 2), np.int64), 0, 1, num_vertices=2) == 0


def test_other_graph_inputs():
    nx = pytest.importorskip("networkx")
    edges = [(0, 1), (0, 2), (1, 2), (2, 3), (0, 3)]
    expected = brute_force(4, edges, 0, 3)
    g = nx.DiGraph()
    g.add_edges_from([(f"v{x}", f"v{y}") for x, y in edges])
    assert count_edge_subsets_first_player_wins(g, "v0", "v3") == expected
    indptr, indices = [0, 3, 4, 5, 5], [1, 2, 3, 2, 3]
    assert count_edge_subsets_first_player_wins(CSRGraph(indptr, indices), 0, 3) == expected
    multi = nx.MultiDiGraph()
    multi.add_edges_from([("s", "t"), ("s", "t"), ("s", "u"), ("t", "u")])
    assert count_edge_subsets_first_player_wins(multi, "s", "t") == brute_force(
        3, [(0, 1), (0, 1), (0, 2), (1, 2)], 0, 1
    )


def test_cycle_raises_loopy_game_error():
    with pytest.raises(LoopyGameError, match="cycle"):
        count_edge_subsets_first_player_wins([[0, 1], [1, 2], [2, 0]], 0, 1)
    with pytest.raises(LoopyGameError):
        count_edge_subsets_first_player_wins([[0, 1], [1, 1]], 0, 1)


@pytest.mark.parametrize(
    "kwargs, match",
    [
        (dict(graph=[[0, 1]], a=0, b=2), "out of range"),
        (dict(graph=[[0, 1]], a=0, b=1.0), "integer"),
        (dict(graph=[[0, 1]], a=0, b=1, modulus=1), "modulus"),
        (dict(graph=[[0, 1]], a=0, b=1, modulus=2**31 + 1), "modulus"),
        (dict(graph=[[0, 1]], a=0, b=1, modulus=10.0), "modulus"),
        (dict(graph=[[0, 21]], a=0, b=1), "exponential"),
    ],
)
def test_invalid_arguments(kwargs, match):
    graph = kwargs.pop("graph")
    a = kwargs.pop("a")
    b = kwargs.pop("b")
    with pytest.raises(InvalidGameError, match=match):
        count_edge_subsets_first_player_wins(graph, a, b, **kwargs)


# ---- the judge -----------------------------------------------------------------------------

SAMPLES = [
    (b"3 2\n1 2\n1 3\n", "3\n"),
    (b"2 1\n1 2\n", "1\n"),
    (b"3 3\n1 2\n1 3\n2 3\n", "6\n"),
    (b"4 2\n1 3\n2 4\n", "2\n"),
]


@pytest.mark.parametrize("data, expected", SAMPLES)
def test_samples(data, expected):
    assert solve("agc016f", data) == expected


def test_example_file_is_the_first_sample():
    assert (EXAMPLES / "agc016f.in").read_bytes() == SAMPLES[0][0]


def test_judge_matches_library_on_random_inputs():
    rng = np.random.default_rng(11)
    for _ in range(60):
        n = int(rng.integers(2, 8))
        edges = random_dag(rng, n, int(rng.integers(0, 13)), True)
        text = f"{n} {len(edges)}\n" + "".join(f"{x + 1} {y + 1}\n" for x, y in edges)
        assert solve("agc016f", text.encode()) == f"{brute_force(n, edges, 0, 1)}\n"


def run_cli(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "grundy", "judge", "agc016f", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("data, expected", SAMPLES)
def test_samples_through_the_cli(tmp_path, data, expected):
    path = tmp_path / "in.txt"
    path.write_bytes(data)
    proc = run_cli(path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected and proc.stderr == ""


MALFORMED = [
    (b"3 2\n1 2\n", "line 2", "expected 2 lines of an edge 'x y', found 1"),
    (b"3 2\n1 2\n1 4\n", "line 3", "out of range"),
    (b"3 3\n1 2\n2 3\n3 1\n", "cycle", "1 -> 2 -> 3 -> 1"),
    (b"21 0\n", "line 1", "N must be"),
    (b"1 0\n", "line 1", "N must be"),
    (b"3 1\n1 x\n", "line 2", "'x'"),
    (b"3 2\n1 2 1 3\n", "line 2", "2 integers"),
    (b"3 1\n1 2\n3\n", "line 3", "unexpected data"),
]


@pytest.mark.parametrize("data, where, what", MALFORMED)
def test_malformed_input_in_process(data, where, what):
    with pytest.raises(InputFormatError) as info:
        solve("agc016f", data)
    assert where in str(info.value) and what in str(info.value)


@pytest.mark.parametrize("data, where, what", MALFORMED)
def test_malformed_input_through_cli_main(tmp_path, capsys, data, where, what):
    from grundy.cli import main

    path = tmp_path / "in.txt"
    path.write_bytes(data)
    assert main(["judge", "agc016f", str(path)]) == 2
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert out == "" and len(lines) == 1
    assert str(path) in lines[0] and where in lines[0] and what in lines[0]


@pytest.mark.parametrize("data, where, what", [MALFORMED[2], MALFORMED[5]])
def test_malformed_input_through_the_cli(tmp_path, data, where, what):
    # a real process, to see that nothing else (a traceback, a warning) reaches stderr
    path = tmp_path / "in.txt"
    path.write_bytes(data)
    proc = run_cli(path)
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in proc.stderr
    assert where in lines[0] and what in lines[0]


def test_complete_dag_on_fifteen_vertices_is_fast():
    import time

    n = 15
    text = f"{n} {n * (n - 1) // 2}\n" + "".join(
        f"{x} {y}\n" for x in range(1, n + 1) for y in range(x + 1, n + 1)
    )
    solve("agc016f", b"3 2\n1 2\n1 3\n")  # compile or load the cache
    start = time.perf_counter()
    out = solve("agc016f", text.encode())
    assert time.perf_counter() - start < 3.0
    assert out.strip().isdigit()
