"""Misère quotients (grundy.misere) against plain game-tree recursion and published quotients."""

from __future__ import annotations

import itertools
import random
import re
import time
from functools import lru_cache

import numpy as np
import pytest

from grundy.core.outcome import Outcome
from grundy.errors import GrundyError, InvalidGameError, ResourceLimitError, TimeLimitError
from grundy.heaps.octal import OctalGame
from grundy.misere import misere_quotient
from oracles import misere_oracle as oracle

CODES = ["0.333", "0.75", "0.77", "0.7", "0.15", "0.07", "0.137", "4.7", "0.6", "0.31", "0.51",
         "0.52", "0.16", "0.26", "0.34", "0.72", "0.04", "0.14"]
BOUND = 8


@pytest.fixture(scope="module")
def quotients():
    return {code: misere_quotient(code, BOUND) for code in CODES}


@pytest.mark.parametrize("code", CODES)
def test_outcomes_and_moves_match_game_tree_recursion(code, quotients):
    q = quotients[code]
    is_p = oracle(code)
    rng = random.Random(code)
    for _ in range(300):
        heaps = [rng.randint(0, BOUND) for _ in range(rng.randint(0, 5))]
        pos = tuple(sorted(h for h in heaps if h))
        want = Outcome.P if is_p(pos) else Outcome.N
        assert q.outcome(heaps) == want, heaps
        move = q.winning_move(heaps)
        if want == Outcome.P or not any(OctalGame(code).options(h) for h in heaps):
            assert move is None  # a P-position, or no move at all (the player to move has won)
        else:
            i, h, leave = move
            assert heaps[i] == h and (h - sum(leave), leave) in OctalGame(code).options(h)
            rest = heaps[:i] + heaps[i + 1 :] + list(leave)
            assert is_p(tuple(sorted(x for x in rest if x))), (heaps, move)


def _brute_force_order(code: str, bound: int, most: int) -> int:
    """Classes of the sums with at most `most` copies of each heap, told apart by adding the
    same sums: a lower bound on the quotient's order that is reached for `most` large enough."""
    is_p = oracle(code)
    live = [h for h in range(1, bound + 1) if OctalGame(code).options(h)]
    sums = [tuple(sorted(itertools.chain.from_iterable([h] * c for h, c in zip(live, cs))))
            for cs in itertools.product(range(most + 1), repeat=len(live))]
    rows = {tuple(is_p(tuple(sorted(g + x))) for x in sums) for g in sums}
    return len(rows)


@pytest.mark.parametrize("code,bound,most", [("0.333", 3, 5), ("0.75", 4, 4), ("0.77", 4, 4),
                                             ("0.15", 6, 2), ("0.07", 5, 3), ("4.7", 3, 5), ("0.137", 5, 3)])
def test_order_equals_brute_force_indistinguishability(code, bound, most):
    assert misere_quotient(code, bound).order == _brute_force_order(code, bound, most)


def test_misere_nim_is_tame():
    # Misère Nim with heaps up to 3 has the quotient T2 = <a, b | a^2 = 1, b^3 = b> of order 6,
    # with P-portion {a, b^2} (Plambeck and Siegel, "Misère quotients for impartial games",
    # JCTA 115 (2008), section on tame quotients); heaps up to 7 give order 10.
    q = misere_quotient("0.333", 3)
    assert q.presentation() == "<a, b | a^2 = 1, b^3 = b>"
    assert sorted(q.names[x] for x in q.p_portion) == ["a", "b^2"]
    assert [q.names[q.heap_element[h]] for h in (1, 2, 3)] == ["a", "b", "a b"]
    assert misere_quotient("0.3333333", 7).order == 10


def test_quotient_of_0_75_has_order_8():
    # 0.75 is the first wild game Plambeck solved with a quotient: the order-8 monoid R8
    # (Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5 (2005) G05).
    # R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>, P-portion {a, b^2}.
    q = misere_quotient("0.75", 16)
    assert q.order == 8 and q.orders[-8:] == [8] * 8
    assert set(q.relations) == {("a^2", "1"), ("b^3", "b"), ("b c", "a b"), ("c^2", "b^2")}
    assert sorted(q.names[x] for x in q.p_portion) == ["a", "b^2"]


def test_quotient_of_0_312_matches_plambecks_solution():
    # Plambeck solved misère 0.312 (http://www.plambeck.org/oldhtml/mathematics/games/misere/
    # quaternary/0312/index.htm): the heap of 4 is a game A with A + A equivalent to 0, every
    # other heap acts as a small Nim-like game, and the values are periodic of length two from
    # heap 5 on. The quotient therefore stops growing once heap 4 is in: here order 12 from
    # bound 4 on, A = c with c^2 = 1, and heaps 5, 6, 7, ... alternate between two elements.
    q = misere_quotient("0.312", 14)
    assert q.orders == [2, 6, 6, 12] + [12] * 10
    heaps = [q.names[q.heap_element[h]] for h in range(1, 15)]
    assert heaps[3] == "c" and ("c^2", "1") in q.relations
    assert heaps[4:] == ["b^2", "a b^2"] * 5
    assert sorted(q.names[x] for x in q.p_portion) == ["a", "a c", "b^2"]


def test_quotient_of_0_3122_keeps_growing_at_heap_7():
    # Nowakowski, "An algorithm for computing indistinguishability quotients in misère impartial
    # combinatorial games", Games of No Chance 4 (2025), 267-278: the quotient of misère 0.3122
    # for heaps up to 7 is infinite (the first infinite misère quotient found). Up to heap 6 it
    # is finite; at 7 the learner passes any bound on the order it is given.
    assert misere_quotient("0.3122", 6).orders == [2, 6, 6, 12, 44, 52]

    with pytest.raises(ResourceLimitError, match="more than 150 elements.*may be infinite"):
        misere_quotient("0.3122", 7, max_order=150)


def test_0_75_is_proved_complete_exactly_at_the_theorems_bound():
    # Heaps of 0.75 repeat (b, a b^2) from heap 8 with period 2; with t = 2 and two heaps left
    # the theorem needs N >= 2 (8 + 2) + 2 - 1 = 21. This proves R8 is the quotient of the whole
    # game, Plambeck's result.
    assert misere_quotient("0.75", 20).period is None
    q = misere_quotient("0.75", 21)
    assert q.period == (8, 2) and q.complete and q.order == 8
    assert q.outcome([10**40 + 1]) == q.outcome([9]) and q.outcome([10**40, 7, 7]) == Outcome.N
    assert q.to_json()["period"] == {"start": 8, "period": 2} and q.to_json()["complete"]


def test_quotient_period_rule():
    from grundy.misere.quotient import quotient_period

    e = [0, 1, 2, 3, 4, 3, 4, 3, 4, 3, 4]  # heaps 3.. alternate from n0 = 3, period 2
    assert quotient_period(e, 3, 1) == (3, 2)        # needs N >= 1 * (3 + 2) + 3 - 1 = 7
    assert quotient_period(e[:7], 3, 1) is None      # N = 6
    assert quotient_period(e[:8], 3, 1) == (3, 2)    # N = 7
    assert quotient_period(e, 2, 2) is None          # needs 2 * 5 + 2 - 1 = 11 > 10
    assert quotient_period([0, 5, 5, 5, 5], 1, 2) == (1, 1)  # 2 * 2 + 0 = 4
    assert quotient_period([0, 1], 1, 1) is None     # nothing to compare


COMPLETE_CODES = ["0.312", "0.31", "0.7", "0.51", "0.75", "0.22", "0.23", "0.32", "0.33", "0.73",
                  "4.3", "4.2", "0.213", "0.132", "0.123", "0.05", "0.01", "4.1", "4.5", "0.55"]


@pytest.mark.slow
@pytest.mark.parametrize("code", COMPLETE_CODES)
def test_complete_quotients_answer_heaps_beyond_their_bound(code):
    # Outcomes and moves of sums with heaps beyond the bound, against plain recursion.
    game = OctalGame(code)
    q = misere_quotient(code, 24)
    assert q.complete
    is_p = oracle(code)
    rng = random.Random(code)
    top = q.bound + 3 * q.period[1] + 4
    for _ in range(120):
        heaps = [rng.randint(0, top) for _ in range(rng.randint(1, 3))]
        while sum(heaps) > 40:
            heaps[rng.randrange(len(heaps))] //= 2
        want = Outcome.P if is_p(tuple(sorted(h for h in heaps if h))) else Outcome.N
        assert q.outcome(heaps) == want, (code, q.bound, q.period, heaps)
        move = q.winning_move(heaps)
        if want == Outcome.N and any(game.options(h) for h in heaps):
            i, h, leave = move
            assert heaps[i] == h and (h - sum(leave), leave) in game.options(h), (heaps, move)
            rest = heaps[:i] + heaps[i + 1 :] + list(leave)
            assert is_p(tuple(sorted(x for x in rest if x))), (heaps, move)
        else:
            assert move is None


def test_0_7_lasts_as_many_moves_as_there_are_tokens():
    # Every move of 0.7 takes exactly one token, and every nonempty heap has a move, so play
    # from any sum lasts exactly as many moves as it has tokens: the sums with an odd number of
    # tokens are misère P, and the quotient is the group of order 2, heap n going to a^n.
    q = misere_quotient("0.7", 24)
    assert q.order == 2 and q.complete and q.presentation() == "<a | a^2 = 1>"
    a = int(q.heap_element[1])
    assert set(q.p_portion) == {a}
    assert [int(q.heap_element[n]) for n in range(1, 25)] == [a, 0] * 12
    assert q.outcome([10**12, 3]) == Outcome.P and q.outcome([10**12, 4]) == Outcome.N


def test_incomplete_quotients_refuse_heaps_beyond_their_bound():
    q = misere_quotient("0.77", 8)
    assert not q.complete
    with pytest.raises(InvalidGameError, match="beyond the quotient's bound 8 .not proved periodic"):
        q.outcome([9])


def test_table_is_a_commutative_monoid_with_identity(quotients):
    for q in quotients.values():
        t = q.table
        n = q.order
        assert all(t[0, x] == x and t[x, 0] == x for x in range(n))
        assert (t == t.T).all()
        for x, y, z in itertools.product(range(min(n, 12)), repeat=3):
            assert t[t[x, y], z] == t[x, t[y, z]]
        assert 0 not in q.p_portion  # the empty sum: no move, the mover wins


def test_bad_input():
    q = misere_quotient("0.77", 5)
    with pytest.raises(InvalidGameError, match="beyond the quotient's bound 5"):
        q.outcome([3, 6])
    with pytest.raises(InvalidGameError):
        q.outcome([-1])
    with pytest.raises(GrundyError):
        misere_quotient("0.77", 0)
    with pytest.raises(GrundyError):
        misere_quotient("x.7", 3)


def test_sums_of_thousands_of_heaps():
    q = misere_quotient("0.77", 10)
    rng = random.Random(5)
    heaps = [rng.randint(1, 10) for _ in range(5000)]
    move = q.winning_move(heaps)
    if move is None:
        assert q.outcome(heaps) == Outcome.P
    else:
        i, h, leave = move
        assert q.outcome(heaps[:i] + heaps[i + 1 :] + list(leave)) == Outcome.P


def test_cli(capsys):
    from grundy.cli import main

    assert main(["misere", "0.75", "--upto", "12"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "misère quotient of 0.75 for heaps up to 12: order 8"
    assert out[1] == "presentation <a, b, c | a^2 = 1, b c = a b, c^2 = b^2, b^3 = b>"
    assert main(["misere", "0.333", "2", "3"]) == 0
    assert capsys.readouterr().out == "N\ntake 1 from heap 2 (3 -> 2)\n"
    assert main(["misere", "0.333", "1", "2", "3"]) == 0
    assert capsys.readouterr().out == "P\n"
    assert main(["misere", "0.07", "1", "2", "2"]) == 0  # 0.07: a heap of 2 can only be taken whole
    assert capsys.readouterr().out == "N\ntake 2 from heap 2 (2 -> 0)\n"
    assert main(["misere", "0.77", "3", "--json"]) == 0
    assert '"changes": [{"heap": 1, "from": 3, "to": [' in capsys.readouterr().out
    for argv in (["misere", "0.77"], ["misere", "0.77", "5", "--upto", "3"], ["misere", "0.77", "-1"],
                 ["misere", "9.x", "3"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("grundy: error:") == 1 and "Traceback" not in err
    # the heap is numbered as on the command line (the second given), not named by its size
    assert main(["misere", "0.77", "3", "40", "2", "--upto", "12"]) == 2
    assert "error: heap 2 (40 tokens) is beyond --upto 12, and the quotient" in capsys.readouterr().err


def _same_quotient(a, b) -> None:
    assert (a.code, a.bound, a.order, a.orders) == (b.code, b.bound, b.order, b.orders)
    assert a.p_portion == b.p_portion and (a.table == b.table).all()
    assert (a.heap_element == b.heap_element).all()


def _stopped(code: str, bound: int, seconds: float):
    """The TimeLimitError of misere_quotient(code, bound) with a limit of `seconds`."""
    with pytest.raises(TimeLimitError, match=rf"misère quotient of {code} was stopped at heap") as e:
        misere_quotient(code, bound, max_seconds=seconds)
    return e.value


def test_a_time_limit_keeps_the_bounds_finished():
    import signal

    # 0.07 to heap 40 takes far longer than the limit (heap 33 alone takes seconds).
    e = _stopped("0.07", 40, 0.3)
    part = e.partial
    assert part is not None and 1 <= part.bound < 40
    assert f"stopped at heap {part.bound + 1}" in str(e) and f"heaps up to {part.bound}" in str(e)
    _same_quotient(part, misere_quotient("0.07", part.bound))
    assert isinstance(e, TimeoutError) and isinstance(e, GrundyError)
    # Nothing of the limit is left behind, and a limit that does not pass changes nothing.
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert signal.getsignal(signal.SIGALRM) is signal.SIG_DFL
    _same_quotient(misere_quotient("0.75", 12, max_seconds=600), misere_quotient("0.75", 12))
    for bad in (0, -1, float("nan"), float("inf"), "soon"):
        with pytest.raises(InvalidGameError, match="max_seconds must be a"):
            misere_quotient("0.75", 12, max_seconds=bad)


def test_a_huge_time_limit_is_no_limit_and_leaves_nothing_behind(capsys):
    # setitimer overflows past about 9.2e9 s: such a limit was a traceback, and the SIGALRM
    # handler stayed installed.
    import signal

    from grundy.cli import main

    _same_quotient(misere_quotient("0.77", 8, max_seconds=1e10), misere_quotient("0.77", 8))
    assert signal.getsignal(signal.SIGALRM) is signal.SIG_DFL
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert main(["misere", "0.77", "--upto", "8", "--seconds", "1e10"]) == 0
    assert capsys.readouterr().out.startswith("misère quotient of 0.77 for heaps up to 8")


def test_a_time_limit_rings_again_when_its_exception_is_lost():
    # An OutOfTime raised where Python ignores exceptions (a weakref callback, as pytest once
    # saw) must not lose the limit: after ringing, the timer rings again until the block is
    # left, and check() raises.
    import signal

    from grundy._clock import RING_AGAIN_SECONDS, OutOfTime, TimeLimit

    clock = TimeLimit(100)
    t0 = time.monotonic()
    with pytest.raises(OutOfTime):
        with clock:
            try:
                clock._ring(signal.SIGALRM, None)  # the limit rings ...
            except OutOfTime:
                pass  # ... and its exception is lost
            assert clock.rang and 0 < signal.getitimer(signal.ITIMER_REAL)[0] <= RING_AGAIN_SECONDS
            with pytest.raises(OutOfTime):
                clock.check()
            time.sleep(5)  # the timer rings again
    assert time.monotonic() - t0 < 2
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert signal.getsignal(signal.SIGALRM) is signal.SIG_DFL


def test_a_time_limit_without_the_timer_signal_stops_between_bounds():
    import signal
    import threading

    got = []
    worker = threading.Thread(target=lambda: got.append(_stopped("0.07", 40, 0.3)))
    worker.start()
    worker.join()
    assert got and got[0].partial.bound < 40
    _same_quotient(got[0].partial, misere_quotient("0.07", got[0].partial.bound))
    # A timer of the caller's own is left running, and the limit is looked at between bounds.
    if threading.current_thread() is not threading.main_thread():
        pytest.skip("signal handlers are set in the main thread only")
    rang = []
    old = signal.signal(signal.SIGALRM, lambda *a: rang.append(1))
    signal.setitimer(signal.ITIMER_REAL, 1000)
    try:
        assert _stopped("0.07", 40, 0.3).partial.bound < 40
        assert 900 < signal.getitimer(signal.ITIMER_REAL)[0] <= 1000
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    assert not rang


def test_cli_time_limit(capsys):
    from grundy.cli import main

    assert main(["misere", "0.07", "--upto", "40", "--seconds", "0.3"]) == 124
    out, err = capsys.readouterr()
    assert out.startswith("misère quotient of 0.07 for heaps up to ")
    assert "orders by bound 1 2 2 6" in out
    assert err.startswith("grundy: time limit: the misère quotient of 0.07 was stopped at heap ")
    assert err.count("\n") == 1
    assert main(["misere", "0.07", "--upto", "40", "--seconds", "0.3", "--json"]) == 124
    assert '"code": "0.07"' in capsys.readouterr().out
    assert main(["misere", "0.07", "3", "40", "--seconds", "0.3"]) == 124  # no answer past the bound
    out, err = capsys.readouterr()
    assert out == "" and err.count("grundy: time limit:") == 1
    assert main(["misere", "0.75", "--upto", "12", "--seconds", "600"]) == 0
    assert capsys.readouterr().out.startswith("misère quotient of 0.75 for heaps up to 12: order 8")
    for seconds in ("0", "-2", "nan"):
        assert main(["misere", "0.75", "--upto", "12", "--seconds", seconds]) == 2
        assert "--seconds must be a positive number" in capsys.readouterr().err


def test_array_input_and_powers_agree_with_heap_by_heap_products():
    import numpy as np

    q = misere_quotient("0.77", 9)
    rng = random.Random(9)
    for _ in range(200):
        heaps = [rng.randint(0, 9) for _ in range(rng.randint(0, 40))]
        x = 0
        for h in heaps:  # one multiplication per heap, the definition
            x = int(q.table[x, q.heap_element[h]])
        assert q.element(heaps) == q.element(np.array(heaps, dtype=np.int64)) == x
        assert q.element(tuple(heaps)) == x
    # heaps named by their index in the list, from 0, as everywhere in the API
    with pytest.raises(InvalidGameError, match="^heap 1 must be at least 0, not -3$"):
        q.outcome(np.array([1, -3]))
    with pytest.raises(InvalidGameError, match="^heap 1 must be at least 0, not -3$"):
        q.outcome([1, -3])
    with pytest.raises(InvalidGameError, match="^heap 1 must be at least 0, not -3$"):
        q.outcome(iter([1, -3]))  # not a list or array: checked one by one
    with pytest.raises(InvalidGameError, match="heap 2 has 10 tokens"):
        q.winning_move([1, 2, 10])


def test_impossible_bounds_are_one_line_errors():
    with pytest.raises(ResourceLimitError, match=r"heap up to 10000000000000000000…\(31 digits\)"):
        misere_quotient("0.77", 10**30)
    with pytest.raises(ResourceLimitError, match="quotient has more than 4 elements"):
        misere_quotient("0.77", 9, max_order=4)


def test_bounds_of_2_to_the_1024_and_more_are_resource_limits(capsys):
    """A bound past a float's range was an OverflowError of the memory estimate (n / 2), and
    games without an estimate (tails, functions) were not checked at all: the loop over every
    heap up to the bound began. Each is now a ResourceLimitError, exit status 2 on the command
    line, one line."""
    from grundy.cli import main
    from grundy.heaps import HeapRuleset

    take_one = HeapRuleset(lambda n: [(n - 1,)] if n else [])
    for game in ("0.77", "4!.0", "0.[3]", "0.F", take_one):
        for n in (2**1024, 10**309, 10**5000):
            with pytest.raises(ResourceLimitError, match="^the options of every heap up to .* would need "
                               "about .* of memory, more than the .* available$"):
                misere_quotient(game, n, progress=False)
    with pytest.raises(ResourceLimitError, match=r"up to 1000000000000 would need about .* TiB"):
        misere_quotient("0.[3]", 10**12, progress=False)  # a tail: n/2 options a heap and more
    for argv in (["misere", "4!.0", "1e400"], ["misere", "0.77", "--upto", "1e400"],
                 ["misere", "0.77", "5", "1e400"], ["misere", "0.[3]", "--upto", "1e309"],
                 ["compound", "disjunctive", "0.77", "1e400", "3", "--misere"]):
        assert main(argv) == 2, argv
        out, err = capsys.readouterr()
        assert out == "" and err.startswith("grundy: error: the options of every heap up to 1000")
        assert err.count("\n") == 1 and "Traceback" not in err



class _Copy:
    """The attributes of a quotient that `_isomorphic` reads, to be altered."""

    def __init__(self, q):
        self.order, self.orders, self.table, self.bound = q.order, q.orders, q.table, q.bound
        self.heap_element, self.p_portion = q.heap_element, q.p_portion


def _isomorphic(a, b, shift: int = 0) -> bool:
    """Whether quotients a and b are the same monoid with the same P-portion, each heap h of a
    going to the element of heap h + shift of b (the map is forced: heaps generate both)."""
    if a.order != b.order or list(a.orders) != list(b.orders)[shift:]:
        return False
    phi = {0: 0}
    todo = [0]
    heaps = [(int(a.heap_element[h]), int(b.heap_element[h + shift])) for h in range(1, a.bound + 1)]
    while todo:
        x = todo.pop()
        for ha, hb in heaps:
            xa, xb = int(a.table[x, ha]), int(b.table[phi[x], hb])
            if xa not in phi:
                phi[xa] = xb
                todo.append(xa)
            elif phi[xa] != xb:
                return False
    return (len(phi) == a.order and len(set(phi.values())) == a.order
            and {phi[x] for x in a.p_portion} == set(b.p_portion))


class _Learners:
    """Stands in for QuotientLearner in grundy.misere.quotient, with presumptions on or off,
    and keeps each learner made."""

    def __init__(self, presume: bool):
        self.presume, self.made = presume, []

    def __call__(self, *args, **kwargs):
        from grundy.misere._engine import QuotientLearner

        learner = QuotientLearner(*args, presume=self.presume, **kwargs)
        self.made.append(learner)
        return learner


PRESUMED = [("0.77", 16), ("0.15", 20), ("0.137", 14), ("4.7", 12), ("0.6", 12), ("0.26", 14),
            ("0.54", 12), ("0.75", 16), ("0.312", 12), ("0.333", 10), ("0.07", 14), ("0.16", 12)]


@pytest.fixture(scope="module")
def exact_quotients():
    """The quotients of PRESUMED learnt from exact outcomes alone."""
    import grundy.misere.quotient as quotient_module

    out = {}
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(quotient_module, "EXTEND", False)
        for code, n in PRESUMED:
            exact = _Learners(False)
            mp.setattr(quotient_module, "QuotientLearner", exact)
            out[code] = misere_quotient(code, n, progress=False)
            assert exact.made[0].presumptions_failed == 0
    return out


@pytest.mark.slow
def test_presumed_outcomes_never_change_the_quotient(monkeypatch, exact_quotients):
    # With a proved quotient Q of the smaller heaps, the learner first presumes that Q does not
    # split when the next heap joins. Whether it holds or not, the quotient must be the one
    # learnt from exact outcomes alone; both branches (held at every bound, failed and
    # relearnt) must occur.
    import grundy.misere.quotient as quotient_module

    monkeypatch.setattr(quotient_module, "EXTEND", False)  # every bound learnt
    failed, mended, abandoned, exact_positions = {}, {}, {}, {}
    for code, n in PRESUMED:
        presumed = _Learners(True)
        monkeypatch.setattr(quotient_module, "QuotientLearner", presumed)
        b = misere_quotient(code, n, progress=False)
        assert _isomorphic(exact_quotients[code], b), (code, n)
        learner = presumed.made[0]
        failed[code], mended[code] = learner.presumptions_failed, learner.recalibrations
        abandoned[code], exact_positions[code] = learner.abandoned, learner.exact.table.positions
    assert failed["0.75"] == 0 and failed["0.333"] == 0   # held at every bound
    assert failed["4.7"] >= 2 and failed["0.77"] >= 1     # failed, the bound learnt again
    # mended by freeing the heaps of the failure, without a single exact search ...
    assert mended["0.15"] >= 1 and mended["0.77"] >= 1 and exact_positions["0.15"] <= 1
    # ... or, when the freed heaps cost too many states, by the exact outcomes
    assert abandoned["4.7"] >= 1 and exact_positions["4.7"] > 1000


def test_rebased_presumptions_never_change_the_quotient(monkeypatch, exact_quotients):
    # With no budget for the exact outcomes, a failure that freeing heaps does not mend makes
    # the presumed outcomes stand on the failed hypothesis itself (QuotientLearner._rebase),
    # which is not a proved quotient: the proof must still lead to the exact quotient.
    import grundy.misere._engine as engine
    import grundy.misere.quotient as quotient_module

    monkeypatch.setattr(engine, "EXACT_BUDGET", 0)
    monkeypatch.setattr(quotient_module, "EXTEND", False)  # every bound learnt
    rebases = {}
    for code, n in PRESUMED:
        presumed = _Learners(True)
        monkeypatch.setattr(quotient_module, "QuotientLearner", presumed)
        b = misere_quotient(code, n, progress=False)
        assert _isomorphic(exact_quotients[code], b), (code, n)
        rebases[code] = presumed.made[0].rebases
    assert rebases["4.7"] >= 2 and rebases["0.16"] >= 1, rebases
    assert rebases["0.75"] == 0  # its presumptions hold at every bound


def test_dawsons_chess_is_dawsons_kayles_with_one_pin_more():
    # A file of n pawns in Dawson's Chess (0.137) plays as a row of n + 1 pins in Dawson's
    # Kayles (0.07) (Berlekamp, Conway and Guy, Winning Ways, ch. 4), so their quotients agree
    # heap for heap, though the two games' moves and searches differ. (benchmarks/misere.py
    # takes both past 0.07's jump from 24 to 144 elements at heap 25: 0.137 to 24, 0.07 to 30.)
    for n in (9, 13, 17):
        chess = misere_quotient("0.137", n, progress=False)
        kayles = misere_quotient("0.07", n + 1, progress=False)
        assert _isomorphic(chess, kayles, shift=1), n
        # The check does look at which heap goes where: with a P heap and an N heap of
        # Kayles swapped (orders, table and P-portion unchanged) it fails.
        p_heaps = [h for h in range(2, n + 2) if int(kayles.heap_element[h]) in kayles.p_portion]
        n_heaps = [h for h in range(2, n + 2) if int(kayles.heap_element[h]) not in kayles.p_portion]
        swapped = _Copy(kayles)
        swapped.heap_element = np.array(kayles.heap_element)
        h1, h2 = p_heaps[0], n_heaps[0]
        swapped.heap_element[[h1, h2]] = swapped.heap_element[[h2, h1]]
        assert not _isomorphic(chess, swapped, shift=1), n


def test_max_order_bounds_the_quotient_not_the_hypotheses_on_the_way():
    # Presumed outcomes can be wrong, and their hypotheses larger than the quotient (4.7 to
    # heap 12 passes one of 50 states, 0.16 one of 48, 0.15 to 20 one of 24): max_order is
    # about the quotient the proof accepts.
    for code, n, order in [("4.7", 12, 34), ("0.16", 12, 36), ("0.15", 20, 20)]:
        assert misere_quotient(code, n, max_order=order, progress=False).order == order
        with pytest.raises(ResourceLimitError, match=f"more than {order - 1} elements"):
            misere_quotient(code, n, max_order=order - 1, progress=False)


def test_the_isomorphism_check_can_fail():
    q75, q57 = misere_quotient("0.75", 12, progress=False), misere_quotient("0.57", 12, progress=False)
    assert _isomorphic(q75, q75)
    assert not _isomorphic(q75, misere_quotient("0.77", 12, progress=False))  # other orders
    assert not _isomorphic(q75, q57)   # both R8 but reached at other bounds (orders differ)

    moved = _Copy(q75)
    moved.p_portion = frozenset(range(q75.order)) - q75.p_portion
    assert not _isomorphic(q75, moved)


def test_notebook_view_shows_presentation_p_portion_and_table():
    q = misere_quotient("0.75", 21, progress=False)   # complete: period 2 from heap 8
    html = q._repr_html_()
    assert "&lt;a, b, c |" in html and "a^2 = 1" in html          # the presentation, escaped
    assert "P-portion: {a, b^2}" in html
    assert "<b>complete</b>: heaps from 8 on repeat with period 2" in html
    assert html.count("<tr>") == q.order + 1                       # header and one row each
    for x in range(q.order):
        for y in range(q.order):
            assert f"<td>{q.names[int(q.table[x, y])]}</td>" in html or \
                f">{q.names[int(q.table[x, y])]}</td>" in html
    assert html.count('style="background') == sum(
        int(q.table[x, y]) in q.p_portion for x in range(q.order) for y in range(q.order))
    # an incomplete quotient says so; a large one leaves its table out
    assert "not proved complete" in misere_quotient("0.77", 10, progress=False)._repr_html_()
    big = misere_quotient("0.07", 26, progress=False)
    assert big.order > big.HTML_TABLE_MAX and "<table" not in big._repr_html_()
    assert "too large to draw" in big._repr_html_()


def test_notebook_table_cells_do_not_wrap_and_the_table_scrolls():
    """At order 24 the names run to "a b^2 c d": no cell may break them over lines (each cell
    says so itself, whatever a notebook's style says of cells), and the table scrolls
    sideways in its own box instead of squeezing."""
    q = misere_quotient("0.137", 16, max_order=24, progress=False)
    assert q.order == 24 and "a b^2 d" in q.names
    html = q._repr_html_()
    cells = re.findall(r"<t[dh][^>]*>(?!</t)", html)
    assert len(cells) == (q.order + 1) ** 2 - 1  # the corner is empty
    assert all("white-space:nowrap" in c for c in cells)
    assert re.search(r'<div [^>]*style="overflow-x:auto[^"]*"><table [^>]*style="white-space:nowrap"',
                     html)
    assert html.index("</table></div>") > html.index("<table")


MISERE_TYPED = '''\
import grundy
from grundy import HeapRuleset, MisereQuotient, TakeAndBreak, misere_quotient

a: MisereQuotient = misere_quotient("0.75", 12)
b: MisereQuotient = misere_quotient(TakeAndBreak("4!.0"), 8, max_order=100, max_seconds=2.5)
c: MisereQuotient = misere_quotient(HeapRuleset(lambda n: [(n - 1,)] if n else []), 5)
d: MisereQuotient = grundy.misere_quotient("0.77", 9, progress=False)
misere_quotient(0.75, 12)
misere_quotient("0.75", 12.0)
misere_quotient("0.75", "12")
misere_quotient(["0.75"], 12)
'''


@pytest.mark.slow
def test_mypy_checks_the_arguments_of_misere_quotient(tmp_path):
    """Its code and bound were typed Any, so that a float bound or a list for the code passed
    the type checker (and failed at run time)."""
    import subprocess
    import sys

    pytest.importorskip("mypy")
    script = tmp_path / "use_misere.py"
    script.write_text(MISERE_TYPED)
    r = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-color-output",
                        "--no-error-summary", "--cache-dir", str(tmp_path / "cache"), str(script)],
                       capture_output=True, text=True, cwd=tmp_path)
    errors = re.findall(r"^.+?:(\d+): error: (.*)$", r.stdout, re.M)
    assert [int(line) for line, _ in errors] == [8, 9, 10, 11], r.stdout + r.stderr
    assert all("misere_quotient" in text for _, text in errors), r.stdout
