"""Election Promises (CF 1149E): the library function and the judge."""

from __future__ import annotations

import numpy as np
import pytest

from grundy import CSRGraph, InvalidGameError, LoopyGameError, Outcome, election_promises
from grundy.errors import InputFormatError
from grundy.judge import solve

SAMPLES = [
    (b"4 2\n2 1 1 5\n1 2\n3 4\n", "WIN"),
    (b"4 2\n1 5 1 5\n1 2\n3 4\n", "LOSE"),
    (b"3 3\n314 159 265\n1 2\n1 3\n3 2\n", "WIN"),
    (b"6 4\n2 2 5 5 6 6\n1 3\n2 4\n3 5\n4 6\n", "LOSE"),
]


def heights_oracle(n, edges):
    succ = [[] for _ in range(n)]
    for u, v in edges:
        succ[u].append(v)
    memo = {}

    def h(u):
        if u not in memo:
            seen = {h(v) for v in succ[u]}
            m = 0
            while m in seen:
                m += 1
            memo[u] = m
        return memo[u]

    return [h(u) for u in range(n)], succ


def losing(n, edges, taxes):
    heights, _ = heights_oracle(n, edges)
    x = {}
    for u in range(n):
        x[heights[u]] = x.get(heights[u], 0) ^ int(taxes[u])
    return not any(x.values())


def check_legal_losing_move(n, edges, old, new):
    """new differs from old only at one vertex v (strictly lowered) and v's followers, stays
    non-negative, and leaves a losing position."""
    _, succ = heights_oracle(n, edges)
    changed = [u for u in range(n) if old[u] != new[u]]
    assert changed, "a move must change something"
    assert all(t >= 0 for t in new)
    candidates = [v for v in range(n) if new[v] < old[v] and set(changed) <= {v, *succ[v]}]
    assert candidates, f"not a legal move: {old} -> {new}"
    assert losing(n, edges, new)


def random_dag(rng, n, m):
    perm = rng.permutation(n)
    edges = set()
    for _ in range(m):
        a, b = sorted(rng.choice(n, 2, replace=False))
        edges.add((int(perm[a]), int(perm[b])))
    return sorted(edges)


@pytest.mark.parametrize("data,verdict", SAMPLES)
def test_samples(data, verdict):
    out = solve("cf1149e", data).split("\n")
    assert out[0] == verdict
    if verdict == "WIN":
        lines = data.decode().split("\n")
        n, m = map(int, lines[0].split())
        old = list(map(int, lines[1].split()))
        edges = [tuple(int(x) - 1 for x in lines[2 + i].split()) for i in range(m)]
        check_legal_losing_move(n, edges, old, list(map(int, out[1].split())))


def test_random_positions_against_height_oracle():
    rng = np.random.default_rng(1149)
    wins = 0
    for trial in range(600):
        n = int(rng.integers(1, 9))
        edges = random_dag(rng, n, int(rng.integers(0, 2 * n))) if n > 1 else []
        taxes = rng.integers(0, 8, n)
        if trial % 3 == 0:  # often make it a losing position, to test both branches
            heights, _ = heights_oracle(n, edges)
            for k in set(heights):
                members = [u for u in range(n) if heights[u] == k]
                x = 0
                for u in members[1:]:
                    x ^= int(taxes[u])
                taxes[members[0]] = x
        a = election_promises(np.array(edges, dtype=np.int64).reshape(-1, 2), taxes, num_vertices=n)
        assert (a.outcome is Outcome.P) == losing(n, edges, taxes)
        assert a.heights.tolist() == heights_oracle(n, edges)[0]
        if a.outcome is Outcome.N:
            wins += 1
            check_legal_losing_move(n, edges, taxes.tolist(), a.move.tolist())
        else:
            assert a.move is None
    assert 100 < wins < 600


def test_judge_random_roundtrip():
    rng = np.random.default_rng(7)
    for _ in range(100):
        n = int(rng.integers(2, 12))
        edges = random_dag(rng, n, int(rng.integers(0, 3 * n)))
        taxes = rng.integers(0, 10**9 + 1, n)
        text = f"{n} {len(edges)}\n" + " ".join(map(str, taxes)) + "\n"
        text += "".join(f"{u + 1} {v + 1}\n" for u, v in edges)
        out = solve("cf1149e", text.encode()).split("\n")
        assert out[0] == ("LOSE" if losing(n, edges, taxes) else "WIN")
        if out[0] == "WIN":
            new = list(map(int, out[1].split()))
            assert max(new) <= 2 * 10**18
            check_legal_losing_move(n, edges, taxes.tolist(), new)


def test_errors():
    with pytest.raises(InvalidGameError):
        election_promises([[0, 1]], [1, -2])
    with pytest.raises(InvalidGameError):
        election_promises(CSRGraph([0, 1, 1], [1]), [1, 2, 3])
    assert len(election_promises([[0, 1]], [1, 1, 3]).move) == 3  # an isolated third vertex
    with pytest.raises(LoopyGameError):
        election_promises([[0, 1], [1, 0]], [1, 2])
    bad = {
        b"2 1\n1 2\n1 3\n": "line 3",  # city out of range
        b"2 1\n1 -2\n1 2\n": "line 2",  # negative tax
        b"2 2\n1 2\n1 2\n2 1\n": "cycle",
        b"2 1\n1 2\n1\n": "line 3",
        b"2 1\n1 2\n1 2\n5\n": "line 4",
    }
    for data, where in bad.items():
        with pytest.raises(InputFormatError, match=where):
            solve("cf1149e", data)
