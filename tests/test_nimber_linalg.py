"""Linear algebra over the nimbers: determinant, rank, solve, inverse (uint64 kernels and
Python ints of any size) against the permutation expansion and each other."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from grundy import (
    InvalidGameError,
    SingularMatrixError,
    nim_det,
    nim_matrix_inverse,
    nim_mul,
    nim_rank,
    nim_solve,
)
from grundy.nimbers import _kernels, linalg
from grundy.nimbers._tables import subfield_tables

from oracles import permutation_sum

EXP, LOG = subfield_tables()


def random_matrix(rng, rows, cols, kind):
    """Entries: 'small' (0..3, often singular), 'u64' (any 64-bit), 'big' (up to 2^100)."""
    if kind == "small":
        return rng.integers(0, 4, (rows, cols)).tolist()
    if kind == "u64":
        m = rng.integers(0, 2**64, (rows, cols), dtype=np.uint64)
        m[rng.random((rows, cols)) < 0.2] = 0
        return [[int(v) for v in row] for row in m]
    return [[int(rng.integers(0, 2**50)) << int(rng.integers(0, 51)) for _ in range(cols)] for _ in range(rows)]


def matmul(a, b):
    """Nim matrix product (Python ints)."""
    n, k, m = len(a), len(b), len(b[0])
    out = [[0] * m for _ in range(n)]
    for i in range(n):
        for j in range(m):
            s = 0
            for t in range(k):
                s ^= nim_mul(int(a[i][t]), int(b[t][j]))
            out[i][j] = s
    return out


def rank_oracle(a):
    """The largest k with a non-zero k x k minor (by the permutation expansion)."""
    rows, cols = len(a), len(a[0]) if a else 0
    for k in range(min(rows, cols), 0, -1):
        for r in itertools.combinations(range(rows), k):
            for c in itertools.combinations(range(cols), k):
                if permutation_sum([[a[i][j] for j in c] for i in r], nim_mul):
                    return k
    return 0


@pytest.mark.parametrize("kind", ["small", "u64", "big"])
def test_det_against_permutation_expansion(kind):
    rng = np.random.default_rng({"small": 1, "u64": 2, "big": 3}[kind])
    zeros = 0
    for _ in range(60 if kind != "big" else 25):
        n = int(rng.integers(0, 7 if kind != "big" else 5))
        a = random_matrix(rng, n, n, kind)
        expected = permutation_sum(a, nim_mul) if n else 1
        assert nim_det(a) == expected
        zeros += expected == 0
    if kind == "small":
        assert zeros >= 5  # singular matrices were tested too


def test_det_paths_agree_and_is_multiplicative():
    rng = np.random.default_rng(4)
    for _ in range(20):
        n = int(rng.integers(1, 9))
        a, b = random_matrix(rng, n, n, "u64"), random_matrix(rng, n, n, "u64")
        rows = [list(r) for r in a]
        pivots = linalg._eliminate(rows)  # the Python path on the same matrix
        python_det = 0
        if len(pivots) == n:
            python_det = 1
            for r, c in pivots:
                python_det = nim_mul(python_det, rows[r][c])
        assert nim_det(a) == python_det == nim_det(np.array(a, dtype=np.uint64))
        assert nim_det(matmul(a, b)) == nim_mul(nim_det(a), nim_det(b))


def test_kernels_against_permutation_expansion():
    rng = np.random.default_rng(5)
    for _ in range(8):
        n = int(rng.integers(1, 6))
        a = random_matrix(rng, n, n, "small" if _ % 2 else "u64")
        m = np.array(a, dtype=np.uint64)
        assert int(_kernels.det64(m.copy(), EXP, LOG)) == permutation_sum(a, nim_mul)
        assert int(_kernels.rank64(m.copy(), EXP, LOG)) == rank_oracle(a)
        x, ok = _kernels.solve64(m.copy(), np.eye(n, dtype=np.uint64), EXP, LOG)
        assert ok == (permutation_sum(a, nim_mul) != 0)
        if ok:
            assert matmul(a, x.tolist()) == np.eye(n, dtype=int).tolist()


@pytest.mark.parametrize("kind", ["small", "u64", "big"])
def test_rank_against_minors(kind):
    rng = np.random.default_rng({"small": 6, "u64": 7, "big": 8}[kind])
    for _ in range(40 if kind == "small" else 15):
        r, c = int(rng.integers(1, 5)), int(rng.integers(1, 5))
        a = random_matrix(rng, r, c, kind)
        if kind != "small" and rng.random() < 0.5 and r > 1:  # force a dependent row
            f = int(rng.integers(1, 2**60))
            a[-1] = [nim_mul(f, v) ^ w for v, w in zip(a[0], a[1 % r] if r > 2 else [0] * c)]
        assert nim_rank(a) == rank_oracle(a)


@pytest.mark.parametrize("kind", ["u64", "big"])
def test_solve_and_inverse(kind):
    rng = np.random.default_rng({"u64": 9, "big": 10}[kind])
    solved = 0
    for _ in range(25):
        n = int(rng.integers(1, 7))
        a = random_matrix(rng, n, n, kind)
        b = random_matrix(rng, n, 2, kind)
        if nim_det(a) == 0:
            with pytest.raises(SingularMatrixError):
                nim_solve(a, b)
            with pytest.raises(SingularMatrixError):
                nim_matrix_inverse(a)
            continue
        solved += 1
        x = nim_solve(a, b)
        assert x.shape == (n, 2) and x.dtype == (np.uint64 if kind == "u64" else object)
        assert matmul(a, x.tolist()) == b
        v = nim_solve(a, [row[0] for row in b])
        assert v.shape == (n,) and [int(t) for t in v] == [int(t) for t in x[:, 0]]
        inv = nim_matrix_inverse(a)
        assert matmul(a, inv.tolist()) == np.eye(n, dtype=int).tolist()
        assert matmul(inv.tolist(), a) == np.eye(n, dtype=int).tolist()
        assert nim_mul(nim_det(inv), nim_det(a)) == 1
        assert nim_rank(a) == n
    assert solved >= 15


def test_singular_message_and_mixed_sizes():
    with pytest.raises(SingularMatrixError, match="singular \\(rank 1\\)"):
        nim_solve([[1, 2], [2, 3]], [1, 1])  # row 2 = 2 * row 1
    with pytest.raises(SingularMatrixError, match="rank 0"):
        nim_matrix_inverse([[0]])
    x = nim_solve([[1, 0], [0, 1]], [2**70, 5])  # a big right-hand side with a uint64 matrix
    assert x.dtype == object and x.tolist() == [2**70, 5]


def test_dependent_rows_64x64():
    rng = np.random.default_rng(11)
    a = rng.integers(0, 2**64, (64, 64), dtype=np.uint64)
    d = nim_det(a)
    b = a.copy()
    b[5] = a[3] ^ a[7]  # dependent rows
    assert d != 0 and nim_det(b) == 0 and nim_rank(b) == 63


def test_bad_input():
    for bad, msg in [
        ([[1, -2], [3, 4]], "negative"),
        (np.array([[1, -1], [0, 1]]), "negative"),
        ([[1, 2], [3]], "rectangular"),
        ([[1.5, 2], [3, 4]], "not an integer"),
        ([1, 2], "2-D"),
        ([[1, 2, 3], [4, 5, 6]], "square"),
        ([["a"]], "non-negative integer"),
        (np.array([[0.5]]), "not an integer"),
    ]:
        with pytest.raises(InvalidGameError, match=msg):
            nim_det(bad)
    with pytest.raises(InvalidGameError, match="rows"):
        nim_solve([[1, 0], [0, 1]], [1, 2, 3])
    assert nim_det(np.zeros((0, 0), np.uint64)) == 1 and nim_rank([[0, 0]]) == 0
