"""Closed forms of heap games against the generic engine's brute force on all small positions:
Nim (normal and misère), Moore's Nim_k, staircase Nim, Wythoff, Fibonacci Nim, subtraction
games and their periodicity certificates."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

import grundy
from grundy import GameSolver, InvalidGameError, Outcome
from oracles import (
    fibonacci_moves,
    mex_oracle,
    misere_outcome_oracle,
    moore_moves,
    nim_moves,
    staircase_moves,
    wythoff_moves,
)


def positions(count, top):
    return itertools.product(range(top + 1), repeat=count)


# --------------------------------------------------------------------------------------------
# Nim


def test_nim_normal_vs_engine():
    solver = GameSolver(nim_moves)
    for count in (1, 2, 3):
        for pos in positions(count, 5 if count < 3 else 4):
            g = solver.value(pos)
            assert grundy.nim_value(pos) == g
            assert grundy.nim_outcome(pos) is Outcome.of_value(g)
            want = [(i, opt[i]) for opt in solver.winning_moves(pos)
                    for i in range(count) if opt[i] != pos[i]]
            assert sorted(grundy.nim_winning_moves(pos)) == sorted(want), pos
    # The engine's own sum solver gives the same moves, heap by heap.
    heap = lambda n: range(n)  # noqa: E731
    assert grundy.nim_winning_moves([3, 4, 5, 9]) == grundy.sum_winning_moves([3, 4, 5, 9], heap)


def test_nim_misere_vs_brute_force():
    for count in (1, 2, 3, 4):
        for pos in positions(count, 4 if count < 4 else 2):
            want = misere_outcome_oracle(pos, nim_moves)
            assert grundy.nim_outcome(pos, misere=True).value == want, pos
            moves = grundy.nim_winning_moves(pos, misere=True)
            good = [opt for opt in nim_moves(pos) if misere_outcome_oracle(opt, nim_moves) == "P"]
            got = [pos[:i] + (v,) + pos[i + 1:] for i, v in moves]
            assert sorted(got) == sorted(good), pos


def test_nim_big_and_bad_input():
    big = 10**50
    assert grundy.nim_value([big, big + 1]) == 1
    assert grundy.nim_winning_moves([big, big + 1]) == [(1, big)]
    assert grundy.nim_value(np.array([3, 4, 5])) == 2
    for bad in ([1, -1], [1.5], ["3"], [True]):
        with pytest.raises(InvalidGameError):
            grundy.nim_value(bad)
    with pytest.raises(InvalidGameError, match="heap 1"):
        grundy.nim_outcome([2, -3])


# --------------------------------------------------------------------------------------------
# Moore's Nim_k


@pytest.mark.parametrize("k", [1, 2, 3])
def test_moore_vs_engine(k):
    solver = GameSolver(moore_moves(k))
    for count in (1, 2, 3, 4):
        for pos in positions(count, {1: 6, 2: 5, 3: 3, 4: 2}[count]):
            out = solver.outcome(pos)
            assert grundy.moore_nim_outcome(pos, k) is out, (pos, k)
            move = grundy.moore_nim_winning_move(pos, k)
            if out is Outcome.P:
                assert move is None
            else:
                assert move in solver.moves(pos), (pos, move)
                assert solver.outcome(move) is Outcome.P


def test_moore_large_random():
    rng = np.random.default_rng(7)
    for _ in range(300):
        k = int(rng.integers(1, 5))
        h = [int(x) for x in rng.integers(0, 2**40, int(rng.integers(1, 9)))]
        move = grundy.moore_nim_winning_move(h, k)
        if move is None:
            assert grundy.moore_nim_outcome(h, k) is Outcome.P
            continue
        changed = [i for i in range(len(h)) if move[i] != h[i]]
        assert 1 <= len(changed) <= k and all(move[i] < h[i] for i in changed)
        assert grundy.moore_nim_outcome(move, k) is Outcome.P
    with pytest.raises(InvalidGameError):
        grundy.moore_nim_outcome([1, 2], 0)


# --------------------------------------------------------------------------------------------
# Staircase Nim


def test_staircase_vs_engine():
    solver = GameSolver(staircase_moves)
    for count in (2, 3, 4):
        for pos in positions(count, {2: 4, 3: 3, 4: 2}[count]):
            g = solver.value(pos)
            assert grundy.staircase_value(pos) == g, pos  # the XOR is the Grundy value itself
            assert grundy.staircase_outcome(pos) is Outcome.of_value(g)
            got = []
            for stair, c in grundy.staircase_winning_moves(pos):
                h = list(pos)
                h[stair] -= c
                h[stair - 1] += c
                got.append(tuple(h))
            assert sorted(got) == sorted(solver.winning_moves(pos)), pos


# --------------------------------------------------------------------------------------------
# Wythoff


def test_wythoff_vs_engine():
    solver = GameSolver(wythoff_moves)
    for a in range(25):
        for b in range(25):
            out = solver.outcome((a, b))
            assert grundy.wythoff_outcome(a, b) is out, (a, b)
            assert sorted(grundy.wythoff_winning_moves(a, b)) == sorted(solver.winning_moves((a, b)))


def test_wythoff_exact_where_floats_fail():
    k = 102334155
    phi = (1 + math.sqrt(5)) / 2
    a_float = math.floor(k * phi)
    a, b = grundy.wythoff_p_position(k)
    assert a == (k + math.isqrt(5 * k * k)) // 2 and b == a + k
    assert a_float != a  # the float formula is off here
    assert grundy.wythoff_outcome(a, b) is Outcome.P
    assert grundy.wythoff_outcome(a_float, a_float + k) is Outcome.N
    assert grundy.wythoff_partner(a) == b and grundy.wythoff_partner(b) == a
    # Heaps of 10^100: every winning move lands on a P-position.
    big = 10**100
    for x, y in [(big, big + 12345), (big, 3 * big), (7, big)]:
        moves = grundy.wythoff_winning_moves(x, y)
        assert moves and all(grundy.wythoff_outcome(*m) is Outcome.P for m in moves)
        for m in moves:
            da, db = x - m[0], y - m[1]
            assert da >= 0 and db >= 0 and (da == 0 or db == 0 or da == db) and da + db > 0


def test_wythoff_partner_is_an_involution():
    lower = {grundy.wythoff_p_position(k)[0] for k in range(2000)}
    upper = {grundy.wythoff_p_position(k)[1] for k in range(1, 2000)}
    for n in range(1, 3000):
        assert (n in lower) != (n in upper)  # the Beatty sequences partition
        p = grundy.wythoff_partner(n)
        assert grundy.wythoff_partner(p) == n
        assert grundy.wythoff_outcome(n, p) is Outcome.P


# --------------------------------------------------------------------------------------------
# Fibonacci Nim


def test_zeckendorf():
    fibs = [1, 2]
    while fibs[-1] < 10**6:
        fibs.append(fibs[-1] + fibs[-2])
    for n in list(range(200)) + [10**100, 2**63 - 1]:
        z = grundy.zeckendorf(n)
        assert sum(z) == n
        idx = [fibs.index(t) for t in z if t < 10**6]
        assert all(i - j >= 2 for i, j in zip(idx, idx[1:]))


def test_fibonacci_nim_vs_engine():
    solver = GameSolver(fibonacci_moves)
    for n in range(80):
        for m in range(1, 90):
            out = solver.outcome((n, m))
            assert grundy.fibonacci_nim_outcome(n, m) is out, (n, m)
            take = grundy.fibonacci_nim_winning_move(n, m)
            if out is Outcome.P:
                assert take is None
            else:
                assert solver.outcome((n - take, 2 * take)) is Outcome.P
    assert grundy.fibonacci_nim_winning_move(10**100, 10**100) == grundy.zeckendorf(10**100)[-1]


def test_misere_fibonacci_count_small_by_game_values():
    # Direct from the game: n stones, take the last and lose = Fibonacci Nim on n - 1.
    solver = GameSolver(fibonacci_moves)
    for k in range(1, 30):
        wins = sum(1 for n in range(1, 60) if n > 1 and solver.outcome((n - 1, k)) is Outcome.N)
        assert grundy.count_misere_fibonacci_wins(59, k) == wins


# --------------------------------------------------------------------------------------------
# Subtraction games


def subtraction_moves(s):
    return lambda n: [n - x for x in s if x <= n]


def test_subtraction_values_vs_engine():
    rng = np.random.default_rng(3)
    for _ in range(150):
        s = sorted(set(int(x) for x in rng.integers(1, 12, int(rng.integers(1, 5)))))
        got = grundy.subtraction_values(s, 120)
        solver = GameSolver(subtraction_moves(s))
        assert got.tolist() == [solver.value(n) for n in range(120)], s


def subtraction_code(s) -> str:
    """The take-and-break code of the subtraction set s: digit 3 (take k, leaving one heap or
    none) at each k of s."""
    return "0." + "".join("3" if k in s else "0" for k in range(1, max(s) + 1))


def test_subtraction_kernel_equals_the_take_and_break_code_and_the_mex():
    # SubtractionGame has its own kernel: against the take-and-break kernels of the same game
    # written as a code, and the mex over the rules, on many random sets (some of them long,
    # sparse or with a large least amount).
    rng = np.random.default_rng(54)
    for trial in range(400):
        top = int(rng.choice([3, 8, 20, 60]))
        s = sorted(set(int(x) for x in rng.integers(1, top + 1, int(rng.integers(1, 7)))))
        n = 150 if trial % 4 else 600
        got = grundy.SubtractionGame(s).values(n)
        assert got.tolist() == grundy.TakeAndBreak(subtraction_code(s)).values(n).tolist(), s
        if trial % 4 == 0:
            want = [0] * n
            for h in range(n):
                want[h] = mex_oracle(want[h - k] for k in s if k <= h)
            assert got.tolist() == want, s
    # Its closed forms too.
    assert grundy.SubtractionGame.up_to(4).values(50).tolist() == \
        grundy.TakeAndBreak("0.3333").values(50).tolist()
    assert grundy.SubtractionGame.any_amount().values(50).tolist() == \
        grundy.TakeAndBreak("0.[3]").values(50).tolist()


def test_subtraction_certificates_are_least_and_true():
    rng = np.random.default_rng(11)
    for _ in range(150):
        s = sorted(set(int(x) for x in rng.integers(1, 15, int(rng.integers(1, 5)))))
        game = grundy.SubtractionGame(s)
        cert = game.certificate()
        assert cert.found
        n0, p = cert.preperiod, cert.period
        g = game.values(n0 + 40 * p + 200)
        # True far beyond the window that proved it ...
        assert all(g[n + p] == g[n] for n in range(n0, len(g) - p)), (s, n0, p)
        # ... and least: no smaller period from any start, no earlier start for p.
        tail = g[n0 + 5 * p:]
        for q in range(1, p):
            assert not np.array_equal(tail[q:], tail[:-q]), (s, q)
        if n0 > 0:
            assert g[n0 - 1 + p] != g[n0 - 1]
        assert game.value(10**30 + 7) == g[cert.index(10**30 + 7)]


def test_subtraction_certificates_have_saltus_0_and_may_have_a_preperiod():
    # Values of a finite S are at most |S|, so no arithmetic period; but not always purely
    # periodic: S = {7, 9, 17} (checked against the game-tree solver below).
    game = grundy.SubtractionGame([7, 9, 17])
    c = game.certificate()
    assert (c.preperiod, c.period, c.saltus, c.proved) == (78, 2, 0, True)
    assert c.to_json()["saltus"] == 0 and str(c) == "preperiod 78 period 2"
    solver = GameSolver(subtraction_moves([7, 9, 17]))
    g = [solver.value(n) for n in range(200)]
    assert g[77 + 2] != g[77] and all(g[n + 2] == g[n] for n in range(78, 198))
    assert game.values(200).tolist() == g


def test_subtraction_certificate_reports_how_far_it_looked():
    game = grundy.SubtractionGame([1, 3, 4])
    c = game.certificate(upto=10)
    assert not c.found and c.checked == 10 and c.max_period == 6
    assert str(c) == "no period proved: checked 10 values (periods up to 6)"
    assert str(game.certificate(upto=11)) == "preperiod 0 period 7"


def test_subtraction_shortcuts():
    up = grundy.SubtractionGame.up_to(4)
    solver = GameSolver(subtraction_moves(range(1, 5)))
    assert up.values(40).tolist() == [solver.value(n) for n in range(40)]
    assert up.value(10**20) == 10**20 % 5 and str(up.certificate()) == "preperiod 0 period 5"
    anything = grundy.SubtractionGame.any_amount()
    assert anything.values(6).tolist() == list(range(6)) and anything.value(10**20) == 10**20
    c = anything.certificate()  # g(n) = n: period 1, saltus 1 (an arithmetic period)
    assert c.found and (c.preperiod, c.period, c.saltus) == (0, 1, 1)
    assert str(c) == "preperiod 0 period 1 saltus 1" and c.value_at([0], 10**20) == 10**20
    with pytest.raises(ValueError):
        c.index(5)  # an index alone would drop the saltus
    assert anything.sum_winning_moves([3, 5]) == [(1, 3)]
    game = grundy.SubtractionGame([1, 3, 4])
    take134 = subtraction_moves([1, 3, 4])
    for heaps in ([3, 5], [7, 7, 2], [10, 11, 12]):
        assert game.sum_value(heaps) == grundy.sum_value(heaps, take134)
        assert game.sum_winning_moves(heaps) == grundy.sum_winning_moves(heaps, take134)
    for bad in ([], [0], [2, -1], [1.5]):
        with pytest.raises(InvalidGameError):
            grundy.SubtractionGame(bad)
