"""Options that are sums (grundy.Sum), heap games given by a function (grundy.HeapRuleset),
and misère quotients of every take-and-break code and of HeapRulesets, against searches of the
whole game tree of sums (no Sprague-Grundy theory in the oracles)."""

from __future__ import annotations

import random

import numpy as np
import pytest

import grundy
from grundy import HeapRuleset, Sum
from grundy.errors import InvalidGameError, LoopyGameError
from oracles import game_value_oracle, misere_outcome_oracle


def _sum_game(options):
    """Moves of a sum (a sorted tuple of positions) when `options(p)` gives each option of p
    as a tuple of positions (the parts it leaves)."""
    def moves(pos):
        out = set()
        for i, p in enumerate(pos):
            for parts in options(p):
                out.add(tuple(sorted(pos[:i] + pos[i + 1:] + tuple(parts))))
        return out
    return moves


def _random_split_game(rng: random.Random, n: int):
    """A random game on 0..n-1 whose options are single smaller positions or sums of them."""
    table = {}
    for p in range(n):
        opts = []
        for _ in range(rng.randint(0, 4)):
            if p == 0:
                break
            k = rng.choice([1, 1, 2, 3])
            opts.append(tuple(sorted(rng.randrange(p) for _ in range(k))))
        table[p] = opts
    return table


@pytest.mark.parametrize("seed", range(6))
def test_sum_options_valued_by_xor(seed):
    rng = random.Random(seed)
    table = _random_split_game(rng, 9)
    solver = grundy.GameSolver(lambda p: [Sum(*o) if len(o) > 1 else o[0] for o in table[p]])
    whole = _sum_game(lambda p: table[p])
    for p in range(9):
        assert solver.value(p) == game_value_oracle((p,), whole), p
    for _ in range(10):
        pos = tuple(sorted(rng.randrange(9) for _ in range(rng.randint(1, 3))))
        assert solver.value(Sum(*pos)) == game_value_oracle(pos, whole)
        for move in solver.winning_moves(Sum(*pos)):
            assert game_value_oracle(tuple(sorted(move.parts)), whole) == 0


def test_sum_is_a_multiset():
    assert Sum(1, Sum(2, 3)) == Sum(3, 1, 2) and hash(Sum(1, 2)) == hash(Sum(2, 1))
    assert Sum(1, 2) != (1, 2) and Sum(1, 1) != Sum(1) and len(Sum()) == 0
    assert grundy.grundy_value(Sum(), lambda p: []) == 0
    with pytest.raises(InvalidGameError, match="not hashable"):
        Sum([1])
    assert repr(Sum(1, "a")) == "Sum(1, 'a')"


def test_sum_loops_and_deep_chains():
    with pytest.raises(LoopyGameError):
        grundy.grundy_value(3, lambda n: [Sum(n - 1, n)] if n else [])
    # A chain of a million positions, each splitting off a terminal part: no recursion.
    n = 10**6
    assert grundy.grundy_value(n, lambda k: [Sum(k - 1, 0)] if k else []) == n % 2


# CGSuite's GameHeapTest (aaron-siegel/cgsuite at e909ab8): HeapRuleset(k -> [[a,b] for a from
# 0 to k - 1 for b from 0 to a - 1]): 190 options of heap 20, values of heaps 1..20.
def test_heap_ruleset_cgsuite_sequence():
    rs = HeapRuleset(lambda k: [(a, b) for a in range(k) for b in range(a)])
    assert len(rs.options(20)) == 190
    assert rs.values(21).tolist()[1:] == [0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25,
                                          26, 28, 31, 32, 35, 37]


def test_heap_ruleset_agrees_with_its_code():
    for code, fn in [
        ("4!.0", lambda n: [(a, n - a) for a in range(1, (n + 1) // 2)]),
        ("0.77", lambda n: [(n - k,) for k in (1, 2) if k < n] + [()] * (n in (1, 2))
         + [(a, n - k - a) for k in (1, 2) for a in range(1, (n - k) // 2 + 1)]),
        ("80.0", lambda n: [p for p in _triples(n + 1)]),
    ]:
        rs = HeapRuleset(fn, name=code)
        game = grundy.TakeAndBreak(code)
        assert rs.values(60).tolist() == game.values(60).tolist(), code
        for heaps in ([7, 5], [9, 3, 4], [12]):
            assert sorted(rs.winning_moves(heaps)) == sorted(game.winning_moves(heaps))
        q1 = grundy.misere_quotient(rs, 11)
        q2 = grundy.misere_quotient(code, 11)
        assert (q1.order, q1.orders) == (q2.order, q2.orders), code


def _triples(n):
    return [(a, b, n - a - b) for a in range(1, n) for b in range(a, n) if n - a - b >= b]


def test_heap_ruleset_bad_options_and_loops():
    with pytest.raises(InvalidGameError, match="must be a callable"):
        HeapRuleset(5)
    with pytest.raises(InvalidGameError, match="an option of heap 1 must be a list of heap sizes, not 3"):
        HeapRuleset(lambda n: [3]).values(3)
    with pytest.raises(InvalidGameError, match="'x', not a heap size"):
        HeapRuleset(lambda n: [("x",)]).values(3)
    with pytest.raises(LoopyGameError):
        HeapRuleset(lambda n: [(n,)]).values(3)
    rs = HeapRuleset(lambda n: [(n + 1,)] if n < 5 else [])  # larger heaps, but plays end
    assert rs.values(6).tolist() == [0, 0, 1, 0, 1, 0]
    assert not rs.certificate().found and "function" in rs.certificate().reason


def test_heap_ruleset_resume():
    rs = HeapRuleset(lambda n: [(a, n - a) for a in range(1, (n + 1) // 2)])
    want = rs.values(200).tolist()
    again = HeapRuleset(lambda n: [(a, n - a) for a in range(1, (n + 1) // 2)])
    again.set_values(np.array(want[:50]))
    assert again.values(200).tolist() == want
    with pytest.raises(InvalidGameError, match="not those of"):
        again.set_values(np.array([0, 1]))


# -- misère play of every code ---------------------------------------------------------------


@pytest.mark.parametrize("code, bound", [("4!.0", 14), ("0.4!", 13), ("8?.0", 10),
                                         ("0.{2,3?+}", 9), ("0.3003330[3]", 9), ("80.0", 10),
                                         ("{2+}=.0", 12)])
def test_misere_outcomes_of_random_sums(code, bound):
    game = grundy.TakeAndBreak(code)
    q = grundy.misere_quotient(code, bound)
    assert not q.complete or game.theorem is not None
    is_p = misere_outcome_oracle_for(game)
    rng = random.Random(bound)
    for _ in range(60):
        heaps = tuple(sorted(rng.randint(0, bound) for _ in range(rng.randint(1, 4))))
        if sum(heaps) > 26:
            continue
        want = is_p(heaps)
        assert (q.outcome(list(heaps)) == grundy.Outcome.P) == want, (code, heaps)
        move = q.winning_move(list(heaps))
        stuck = all(not game.options(h) for h in heaps)  # no move: the player to move has won
        assert (move is None) == (want or stuck)
        if move is not None:
            i = move.index
            after = heaps[:i] + heaps[i + 1:] + tuple(move.leave)
            assert is_p(tuple(sorted(after)))


def misere_outcome_oracle_for(game):
    """Misère P-positions (sorted tuples of heaps) by plain recursion over the game tree."""
    moves = _sum_game(lambda h: [leave for _, leave in game.options(h)])
    return lambda pos: misere_outcome_oracle(pos, moves) == "P"


def test_misere_cli_takes_every_code(capsys):
    from grundy.cli import main

    assert main(["misere", "4!.0", "--upto", "12"]) == 0
    out = capsys.readouterr().out
    assert "misère quotient of 4!.0 for heaps up to 12: order 6" in out
    assert "not proved complete" in out
    assert main(["misere", "4!.0", "7", "5", "3"]) == 0
    assert capsys.readouterr().out == "N\nsplit heap 2 (5 -> 1 + 4)\n"


def test_both_engines_satisfy_one_protocol(tmp_path):
    # HeapRuleset copied TakeAndBreak's interface with nothing to say so: grundy.HeapRules is
    # the protocol both satisfy, and a function typed with it takes either.
    grundys = grundy.HeapRuleset(lambda n: [(a, n - a) for a in range(1, (n + 1) // 2)],
                                 name="Grundy's game")
    games = [grundy.TakeAndBreak("4!.0"), grundy.OctalGame("4.0"), grundys]
    for game in games:
        assert isinstance(game, grundy.HeapRules), game
    assert not isinstance(grundy.SubtractionGame([1, 2]), grundy.HeapRules)
    assert not isinstance("4!.0", grundy.HeapRules)
    # save_state takes either; load_state makes either back.
    grundys.values(40)
    grundy.save_state(tmp_path / "g.npz", grundys)
    again = grundy.load_state(tmp_path / "g.npz",
                              lambda code: grundy.HeapRuleset(grundys._fn, name=code))
    assert again.code == "Grundy's game" and again.values(40).tolist() == \
        grundy.TakeAndBreak("4!.0").values(40).tolist()
