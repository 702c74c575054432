"""The heap-game kernels against plain-Python oracles.

Every kernel of grundy.heaps._kernels is run on many random small inputs and compared with the
definition: values by mex recursion over the game tree (tests/oracles.py), the window-theorem
period by trying every candidate, cutting-paper values by a dictionary recursion, and
Zeckendorf counts by writing every number out.
"""

from __future__ import annotations

import numpy as np
import pytest

from grundy.heaps import _kernels

from oracles import game_value_oracle, mex_oracle, octal_values_oracle, snoi2020_oracle






def random_code(rng, three: bool = False) -> str:
    """A random octal code 0.d1d2...dk (hexadecimal digits when `three`), d1 never 0."""
    top = 16 if three else 8
    k = int(rng.integers(1, 4))
    digits = [int(rng.integers(1, top))] + [int(rng.integers(0, top)) for _ in range(k - 1)]
    head = str(int(rng.integers(0, 2)) * 4) if rng.random() < 0.2 else "0"
    return head + "." + "".join("0123456789abcdef"[d] for d in digits)


def digits_of(code: str) -> np.ndarray:
    head, tail = code.split(".")
    a = np.array([int(c, 16) for c in head + tail], np.int64)
    a.flags.writeable = False
    return a


def test_parity_is_popcount_parity():
    rng = np.random.default_rng(1)
    for v in [0, 1, 2, 3, 2**31 - 1, 2**40 + 5, 2**62] + rng.integers(0, 2**62, 500).tolist():
        assert _kernels.parity(v) == bin(v).count("1") % 2


def test_subtraction_values_match_mex_recursion():
    rng = np.random.default_rng(2)
    for _ in range(150):
        moves = sorted(set(int(x) for x in rng.integers(1, 12, int(rng.integers(1, 5)))))
        arr = np.array(moves, np.int64)
        arr.flags.writeable = False
        got = _kernels.subtraction_values(80, arr)
        assert got.dtype == np.int32
        want = [game_value_oracle(n, lambda x: [x - s for s in moves if s <= x]) for n in range(80)]
        assert got.tolist() == want, moves
    assert _kernels.subtraction_values(0, np.array([1], np.int64)).tolist() == []


def find_period_oracle(g, n, heaps, t, nmin):
    """The least p whose least preperiod n0 >= nmin (all later pairs agree) fits the window."""
    p = 1
    while heaps * nmin + heaps * p + t <= n:
        n0 = nmin
        for m in range(nmin, n - p):
            if g[m + p] != g[m]:
                n0 = m + 1
        if heaps * n0 + heaps * p + t <= n:
            return n0, p
        p += 1
    return -1, -1


def test_find_period_matches_trying_every_candidate():
    rng = np.random.default_rng(3)
    found = 0
    for _ in range(600):
        pre = int(rng.integers(0, 12))
        per = int(rng.integers(1, 9))
        n = int(rng.integers(1, 90))
        body = rng.integers(0, 3, per)
        g = np.concatenate([rng.integers(0, 3, pre), np.resize(body, max(n - pre, 0))])[:n]
        if rng.random() < 0.3 and n:
            g[int(rng.integers(0, n))] = 7  # a stray value anywhere
        g = np.ascontiguousarray(g, np.int32)
        heaps, t, nmin = int(rng.integers(1, 4)), int(rng.integers(0, 4)), int(rng.integers(0, 3))
        got = tuple(_kernels.find_period(g, n, heaps, t, nmin))
        assert got == find_period_oracle(g.tolist(), n, heaps, t, nmin)
        found += got[1] != -1
    assert 100 < found < 550


def test_octal_plain_matches_mex_recursion():
    rng = np.random.default_rng(4)
    for i in range(120):
        code = random_code(rng, three=i % 3 == 0)
        n = 30 if i % 3 == 0 else 60
        got = _kernels.octal_plain(digits_of(code), n)
        assert got.tolist() == octal_values_oracle(code, n), code


def test_octal_sparse_matches_mex_recursion_for_any_mask_and_chunks():
    rng = np.random.default_rng(5)
    for i in range(150):
        code = random_code(rng)
        n = 70
        want = octal_values_oracle(code, n)
        mask = int(rng.choice([1, 2, 3, 5, 15, 2**20 - 1]))
        g = np.zeros(n, np.int32)
        rare = np.zeros(n, np.int64)
        nrare, start, scans = 0, 1, 0
        while start < n:  # in random chunks, as the caller runs it, some with a step budget
            stop = min(n, start + int(rng.integers(1, 25)))
            budget = int(rng.integers(0, 40)) if i % 2 else -1
            done, nrare, s, steps, _ = _kernels.octal_sparse(digits_of(code), g, start, stop, mask,
                                                          rare, nrare, budget)
            assert start < done <= stop and steps >= 0
            if budget >= 0 and done < stop:
                assert steps >= budget  # stopped only once the budget was spent
            else:
                assert done == stop
            scans += s
            start = int(done)
        assert g.tolist() == want, (code, mask)
        rare_want = [a for a in range(1, n) if bin(want[a] & mask).count("1") % 2 == 0]
        assert rare[:nrare].tolist() == rare_want
        assert 0 <= scans <= n


def test_tb_triples_matches_mex_recursion_and_stops_at_the_width():
    from grundy.heaps import _tb_kernels

    rng = np.random.default_rng(6)
    stopped = 0
    for i in range(84):
        code = random_code(rng, three=True) if i < 80 else ("C.0", "8.0", "0.8", "C.235")[i - 80]
        n = 36 if i < 80 else 300  # values past 64: the sets widen
        want = (octal_values_oracle(code, n) if i < 80
                else _kernels.octal_plain(digits_of(code), n).tolist())
        g = np.zeros(n, np.int32)
        words = 1 if i % 2 else 2
        rows, zero = np.zeros(n * words, np.uint64), np.zeros(n, np.uint8)
        start, done_rows = 1, 0
        while start < n:
            stop = min(n, start + int(rng.integers(1, 12)))
            budget = int(rng.integers(0, 60)) if i % 3 == 0 else -1
            stop = stop if i < 80 else n
            done, done_rows, steps, wider = _tb_kernels.tb_triples(
                digits_of(code), g, start, stop, rows, zero, done_rows, words, budget, i % 4)
            assert start <= done <= stop and done_rows >= done and steps >= 0
            if not wider and done < stop:
                assert budget >= 0 and steps >= budget
            if wider:  # a value reached the width: wider sets, refilled from heap 0
                stopped += 1
                words *= 2
                rows, zero = np.zeros(n * words, np.uint64), np.zeros(n, np.uint8)
                done_rows = 0
            start = int(done)
        assert g.tolist() == want, code
        # rows[m] holds exactly the two-heap XORs of m.
        for m in range(done_rows):
            xs = {want[a] ^ want[m - a] for a in range(1, m // 2 + 1)}
            row = rows[m * words:(m + 1) * words]
            bits = {w * 64 + b for w in range(words) for b in range(64) if int(row[w]) >> b & 1}
            assert bits == xs
            assert zero[m] == any(want[a] == want[m - a] for a in range(1, (m + 1) // 2))
    assert stopped > 0


def paper_oracle(w_max, h_max):
    """g(w, h) of cutting paper with both parts at least 2 wide, by the definition."""
    g = {}
    for w in range(2, w_max + 1):
        for h in range(2, h_max + 1):
            opts = [g[i, h] ^ g[w - i, h] for i in range(2, w - 1)]
            opts += [g[w, j] ^ g[w, h - j] for j in range(2, h - 1)]
            g[w, h] = mex_oracle(opts)
    return g


def test_paper_table_matches_the_definition():
    for w_max, h_max in [(2, 2), (9, 4), (4, 9), (17, 17), (25, 12), (12, 25), (1, 5)]:
        got = _kernels.paper_table(w_max, h_max)
        assert got.shape == (w_max + 1, h_max + 1) and got.dtype == np.int32
        want = paper_oracle(w_max, h_max)
        for w in range(w_max + 1):
            for h in range(h_max + 1):
                assert got[w, h] == want.get((w, h), 0), (w, h)


FIB = np.array([1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987], np.int64)


def zeckendorf_indices(m):
    """Indices into FIB of the Zeckendorf terms of m (greedy)."""
    out = []
    for i in range(len(FIB) - 1, -1, -1):
        if FIB[i] <= m:
            out.append(i)
            m -= int(FIB[i])
    return out


def test_count_terms_above_counts_zeckendorf_representations():
    for j0 in range(0, 8):
        for x in range(-1, 300):
            want = sum(1 for m in range(x + 1) if all(i >= j0 for i in zeckendorf_indices(m)))
            assert _kernels.count_terms_above(x, j0, FIB) == want, (x, j0)


def test_misere_fibonacci_wins_matches_game_tree_counts():
    table = snoi2020_oracle(60)
    ks, ns = np.meshgrid(np.arange(1, 61), np.arange(1, 61), indexing="ij")
    ks = np.ascontiguousarray(ks.ravel(), np.int64)
    ns = np.ascontiguousarray(ns.ravel(), np.int64)
    got = _kernels.misere_fibonacci_wins(ks, ns, FIB)
    assert got.tolist() == [table[k][n] for k, n in zip(ks.tolist(), ns.tolist())]


@pytest.mark.parametrize("kernel", ["octal_plain", "subtraction_values", "paper_table"])
def test_kernels_take_empty_sizes(kernel):
    f = getattr(_kernels, kernel)
    if kernel == "paper_table":
        assert f(0, 0).shape == (1, 1)
    else:
        assert len(f(np.array([0, 3], np.int64), 0) if kernel == "octal_plain"
                   else f(0, np.array([1], np.int64))) == 0
