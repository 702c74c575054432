"""Remoteness, suspense and the twelve compounds, against brute-force search of the compound's
own game tree on random small games (DAG games and subtraction games, 1 to 4 components)."""

from __future__ import annotations

import functools
import itertools
import random

import pytest

import grundy
from grundy import (
    CompoundSolver,
    GrundyError,
    InvalidGameError,
    LoopyGameError,
    Outcome,
    ResourceLimitError,
    compound_outcome,
    compound_winning_moves,
    remoteness,
    suspense,
)
from grundy.core.compounds import KINDS

# ----------------------------------------------------------------- the oracle: the compound's tree
ENDS_WHEN_ANY_ENDS = {"diminished-disjunctive", "conjunctive", "shortened-selective"}


def tree_moves(moves, parts, kind):
    """Every move of the compound, straight from the definition of its kind."""
    opts = [list(moves(p)) for p in parts]
    live = [i for i, o in enumerate(opts) if o]
    if not live or (kind in ENDS_WHEN_ANY_ENDS and len(live) < len(parts)):
        return []
    if kind in ("disjunctive", "diminished-disjunctive"):
        sets = [(i,) for i in live]
    elif kind in ("conjunctive", "continued-conjunctive"):
        sets = [tuple(live)]
    else:
        sets = [s for r in range(1, len(live) + 1) for s in itertools.combinations(live, r)]
    out = []
    for s in sets:
        for choice in itertools.product(*(opts[i] for i in s)):
            new = list(parts)
            for i, q in zip(s, choice):
                new[i] = q
            out.append(tuple(new))
    return out


def tree_wins(moves, kind, misere):
    @functools.lru_cache(maxsize=None)
    def wins(parts):
        options = tree_moves(moves, parts, kind)
        if not options:
            return misere
        return any(not wins(q) for q in options)
    return wins


def random_dag_game(rng):
    """A random game on positions 0..n-1 (options of x below x), as a moves function."""
    n = rng.randint(1, 9)
    p = rng.choice([0.2, 0.4, 0.7])
    table = {x: tuple(y for y in range(x) if rng.random() < p) for x in range(n)}
    return (lambda x: table[x]), n


def random_subtraction_game(rng):
    s = sorted(rng.sample(range(1, 6), rng.randint(1, 3)))
    return (lambda n: [n - k for k in s if k <= n]), 10


def random_cases(seed, count):
    rng = random.Random(seed)
    for _ in range(count):
        moves, n = (random_dag_game if rng.random() < 0.7 else random_subtraction_game)(rng)
        k = rng.randint(1, 4 if n < 10 else 3)
        yield moves, tuple(rng.randrange(n) for _ in range(k))


@pytest.mark.parametrize("misere", [False, True], ids=["normal", "misere"])
@pytest.mark.parametrize("kind", KINDS)
def test_every_compound_against_its_game_tree(kind, misere):
    checked = 0
    for moves, parts in random_cases(hash((kind, misere)) % 1000, 250):
        wins = tree_wins(moves, kind, misere)
        want = wins(parts)
        solver = CompoundSolver(moves)
        got = solver.outcome(parts, kind, misere)
        assert got is (Outcome.N if want else Outcome.P), (kind, misere, parts)
        good = solver.winning_moves(parts, kind, misere)
        all_good = {q for q in tree_moves(moves, parts, kind) if not wins(q)}
        assert len(good) == len(set(good)) and set(good) == all_good, (kind, misere, parts)
        assert (len(good) > 0) == (want and bool(tree_moves(moves, parts, kind)))
        assert set(solver.compound_moves(parts, kind)) == set(tree_moves(moves, parts, kind))
        checked += 1
    assert checked == 250


# ----------------------------------------------------------------- remoteness and suspense
def defined(moves, misere, hurry):
    """Remoteness (hurry: the winner's min) or suspense, straight from the recursive definition."""
    @functools.lru_cache(maxsize=None)
    def r(x):
        values = [r(y) for y in moves(x)]
        if not values:
            return 0
        lost = [v for v in values if (v % 2 == 0) != misere]  # options the mover there loses
        if lost:
            return 1 + (min(lost) if hurry else max(lost))
        return 1 + (max(values) if hurry else min(values))
    return r


def test_remoteness_and_suspense_against_their_definitions():
    rng = random.Random(5)
    for _ in range(300):
        moves, n = (random_dag_game if rng.random() < 0.5 else random_subtraction_game)(rng)
        for misere in (False, True):
            r, s = defined(moves, misere, True), defined(moves, misere, False)
            for x in range(n):
                assert remoteness(x, moves, misere) == r(x)
                assert suspense(x, moves, misere) == s(x)
                # the parity tells the winner: odd in normal play, even in misère play
                wins = tree_wins(moves, "disjunctive", misere)((x,))
                assert (r(x) % 2 == 1) != misere if wins else (r(x) % 2 == 0) != misere
                assert s(x) % 2 == r(x) % 2


def test_remoteness_counts_the_moves_of_best_play():
    take = lambda n: [n - k for k in (1, 2) if k <= n]  # noqa: E731
    # heap 3k: the loser delays, taking 1 or 2, the winner answers: 2k moves
    assert [remoteness(3 * k, take) for k in range(5)] == [0, 2, 4, 6, 8]
    assert [remoteness(3 * k + 1, take) for k in range(5)] == [1, 3, 5, 7, 9]
    nim = lambda n: range(n)  # noqa: E731  a Nim heap: the only winning move takes it all
    assert [remoteness(n, nim) for n in range(5)] == [0, 1, 1, 1, 1]
    assert [suspense(n, nim) for n in range(5)] == [0, 1, 1, 1, 1]
    # subtraction {1, 5} from 5: the winner may end it at once, or take 1 at a time
    five = lambda n: [n - k for k in (1, 5) if k <= n]  # noqa: E731
    assert (remoteness(5, five), suspense(5, five)) == (1, 5)
    assert [remoteness(n, nim, misere=True) for n in range(5)] == [0, 1, 2, 2, 2]


# ----------------------------------------------------------------- scale, errors
def test_thirty_heaps_of_five_thousand_by_the_rules():
    take = lambda n: [n - k for k in (1, 3, 4) if k <= n]  # noqa: E731
    rng = random.Random(8)
    heaps = [rng.randint(1, 5000) for _ in range(30)]
    solver = CompoundSolver(take)
    for kind in KINDS:
        outcome = solver.outcome(heaps, kind)
        assert outcome in (Outcome.N, Outcome.P)
    # the rules, by hand: the sum by Grundy values (period 7: 0 1 0 1 2 3 2), the conjunctive
    # compound by the least remoteness
    g = [(0, 1, 0, 1, 2, 3, 2)[h % 7] for h in heaps]
    x = 0
    for v in g:
        x ^= v
    assert solver.outcome(heaps) is (Outcome.N if x else Outcome.P)
    assert solver.outcome(heaps, "selective") is (Outcome.N if any(g) else Outcome.P)
    least = min(solver.remoteness(h) for h in heaps)
    assert solver.outcome(heaps, "conjunctive") is (Outcome.N if least % 2 else Outcome.P)


def test_a_long_game_needs_no_recursion():
    step = lambda n: [n - 1] if n else []  # noqa: E731
    assert remoteness(200_000, step) == 200_000
    assert compound_outcome([200_000, 3], step, "conjunctive") is Outcome.N


def test_bad_input():
    take = lambda n: [n - 1] if n else []  # noqa: E731
    with pytest.raises(InvalidGameError, match="unknown compound kind 'conjuctive'.*did you mean 'conjunctive'"):
        compound_outcome([1, 2], take, "conjuctive")
    with pytest.raises(InvalidGameError, match="components must be a sequence"):
        compound_outcome(5, take)
    with pytest.raises(InvalidGameError, match="not hashable"):
        remoteness([1], take)
    with pytest.raises(LoopyGameError, match="reachable from itself") as e:
        remoteness(0, lambda n: [(n + 1) % 3])
    assert e.value.cycle is not None and len(e.value.cycle) == 3
    with pytest.raises(InvalidGameError, match="moves must be a callable"):
        CompoundSolver(3)
    many = lambda n: range(n)  # noqa: E731
    with pytest.raises(ResourceLimitError, match="more than 10 winning moves"):
        compound_winning_moves([9, 9, 9], many, "shortened-selective", limit=10)
    assert issubclass(ResourceLimitError, GrundyError)


def test_known_grundy_values_decide_the_sum_and_the_selective_kinds_without_a_search():
    """Given the values a theory knows (a Nim heap of n has value n), the normal-play sum and
    the selective compound are decided with no position listed, for heaps of any size."""
    listed = []

    def nim(n):
        listed.append(n)
        return range(n)

    solver = CompoundSolver(nim, grundy=lambda n: n)
    heaps = [10**6, 10**6 + 1, 3]
    assert solver.outcome(heaps) is Outcome.N  # 1 xor 3
    assert solver.outcome(heaps[:2] + [1]) is Outcome.P
    assert solver.outcome(heaps, "selective") is Outcome.N
    assert solver.explain(heaps[:2] + [1]) == ("Grundy values; their XOR is 0: the player to move "
                                               "loses", [10**6, 10**6 + 1, 1])
    assert solver.explain([0, 0], "selective")[0] == "Grundy values; all are 0: the player to move loses"
    assert listed == []
    assert solver.winning_moves([5, 6, 1]) == [(5, 4, 1)]  # 5 xor 6 xor 1 = 2: heap 2 to 4
    with pytest.raises(InvalidGameError, match="grundy must be a callable"):
        CompoundSolver(nim, grundy=3)


@pytest.mark.parametrize("misere", [False, True], ids=["normal", "misere"])
@pytest.mark.parametrize("kind", KINDS)
def test_known_grundy_values_give_the_same_answers(kind, misere):
    """Every kind with the components' values given agrees with the search on random games."""
    for moves, parts in random_cases(hash((kind, misere, "known")) % 1000, 80):
        plain = CompoundSolver(moves)
        known = CompoundSolver(moves, grundy=CompoundSolver(moves).grundy)
        assert known.outcome(parts, kind, misere) is plain.outcome(parts, kind, misere)
        assert known.winning_moves(parts, kind, misere) == plain.winning_moves(parts, kind, misere)
        assert known.explain(parts, kind, misere) == plain.explain(parts, kind, misere)


def test_max_moves_bounds_the_work_of_a_search():
    """A heap of 2000 in Nim has few positions but 2 million moves below it."""
    with pytest.raises(ResourceLimitError, match="more than 100000 moves"):
        CompoundSolver(range, max_moves=100_000).remoteness(2000)
    solver = CompoundSolver(range, max_moves=2000 * 2001 // 2)
    assert solver.remoteness(2000) == 1


def test_max_seconds_bounds_the_time_of_a_search():
    with pytest.raises(ResourceLimitError, match="more than 0 s"):
        CompoundSolver(range, max_seconds=0).remoteness(50)
    assert CompoundSolver(range, max_seconds=60).remoteness(50) == 1


def test_the_one_mex():
    import importlib

    compounds = importlib.import_module("grundy.core.compounds")
    assert compounds.mex is importlib.import_module("grundy.core.mex").mex
    assert not hasattr(compounds, "_mex")


def test_the_docstrings_name_what_exists():
    """Every name the compound functions' docstrings link to (``:data:`KINDS``` and the like)
    is found: in ``grundy`` for a bare name (where the API pages show these functions), else
    by its full path."""
    import importlib
    import re

    for obj in (compound_outcome, compound_winning_moves, CompoundSolver, remoteness, suspense,
                CompoundSolver.outcome, CompoundSolver.winning_moves):
        for target in re.findall(r":(?:data|func|class|meth|mod):`~?([\w.]+)`", obj.__doc__):
            path = target if target.startswith("grundy.") else f"grundy.{target}"
            parts = path.split(".")
            found = None
            for k in range(len(parts), 0, -1):
                try:
                    found = importlib.import_module(".".join(parts[:k]))
                except ImportError:
                    continue
                for name in parts[k:]:
                    found = getattr(found, name, None)
                break
            assert found is not None, f"{obj.__qualname__} names {target}, which does not exist"


def test_misere_sum_and_ended_compounds():
    take = lambda n: [n - k for k in (1, 2) if k <= n]  # noqa: E731
    # misère play of a sum is searched (no rule): two heaps of 1 are won (take one, the
    # opponent must take the last); two heaps of 2 are lost (the opponent mirrors)
    assert compound_outcome([1, 1], take, misere=True) is Outcome.N
    assert compound_outcome([2, 2], take, misere=True) is Outcome.P
    assert compound_winning_moves([2, 1], take, misere=True) == [(0, 1)]
    for kind in KINDS:  # a compound with no move: lost in normal play, won in misère play
        assert compound_outcome([0, 0], take, kind) is Outcome.P
        assert compound_outcome([0, 0], take, kind, misere=True) is Outcome.N
        assert compound_winning_moves([0, 0], take, kind, misere=True) == []
    assert grundy.compound_outcome([], take, "conjunctive") is Outcome.P


# ----------------------------------------------------------------- the heap families, compiled
@pytest.mark.parametrize("misere", [False, True], ids=["normal", "misere"])
@pytest.mark.parametrize("suspense_numbers", [False, True], ids=["remoteness", "suspense"])
def test_heap_tables_against_the_definition(misere, suspense_numbers):
    """Subtraction games and take-and-break codes (compiled when no move splits a heap, searched
    over sums of heaps when one does) against the recursive definition on their own moves."""
    rng = random.Random(31 + 2 * misere + suspense_numbers)
    games = [grundy.SubtractionGame(rng.sample(range(1, 9), rng.randint(1, 4))) for _ in range(25)]
    games += [grundy.SubtractionGame.up_to(3), grundy.SubtractionGame.any_amount()]
    codes = ["0.33", "0.13", "0.3F", "0.123", "0.[3]", "0.1[2]", "0.07", "0.77", "4.07", "0.137",
             "4!.0", "0.4!", "0.3?"]
    games += [grundy.TakeAndBreak(code) for code in codes]
    for game in games:
        if isinstance(game, grundy.SubtractionGame):
            n = 40
            if game.kind == "any":
                moves = lambda p: [p - k for k in range(1, p + 1)]  # noqa: E731
            else:
                moves = lambda p, s=game.moves: [p - k for k in s if k <= p]  # noqa: E731
            want = [defined(moves, misere, not suspense_numbers)(p) for p in range(n)]
        else:
            n = 24 if game.max_heaps is not None and game.max_heaps <= 1 else 11

            def moves(p, game=game):
                out = []
                for i, h in enumerate(p):
                    for _, leave in game.options(h):
                        out.append(tuple(sorted(p[:i] + p[i + 1 :] + leave)))
                return out
            want = [defined(moves, misere, not suspense_numbers)((p,) if p else ()) for p in range(n)]
        got = game.remoteness_values(n, misere=misere, suspense=suspense_numbers)
        assert got.tolist() == want, game


def test_heap_tables_agree_with_the_grundy_values():
    game = grundy.SubtractionGame([2, 5, 7])
    r = game.remoteness_values(5000)
    assert ((r % 2 == 1) == (game.values(5000) != 0)).all()
    tb = grundy.TakeAndBreak("0.3333")  # never splits: compiled
    r = tb.remoteness_values(3000, misere=True)
    assert r[0] == 0 and (r % 2 == 0)[1:].any() and (r % 2 == 1).any()


# ----------------------------------------------------------------- the command line
from test_cli_parsing import outcome as run_cli  # noqa: E402  (status, stdout, stderr)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game, moves", [
    ("nim", lambda n: list(range(n))),
    ("1,3,4", lambda n: [n - k for k in (1, 3, 4) if k <= n]),
    ("{2,5}", lambda n: [n - k for k in (2, 5) if k <= n]),
    ("0.33", lambda n: [n - k for k in (1, 2) if k <= n]),  # the code of the set {1, 2}
])
def test_cli_compound_agrees_with_the_library(kind, game, moves, capsys):
    import json

    rng = random.Random(hash((kind, game)) % 100)
    for misere in (False, True):
        heaps = [rng.randint(0, 12) for _ in range(rng.randint(1, 3))]
        if kind == "disjunctive" and misere:
            heaps = heaps[:2]
        status, out, err = run_cli(["compound", kind, game, *map(str, heaps), "--json"]
                                   + (["--misere"] if misere else []), capsys)
        assert status == 0, err
        record = json.loads(out)
        assert record["outcome"] == compound_outcome(heaps, moves, kind, misere).word
        want = compound_winning_moves(heaps, moves, kind, misere, limit=10**6)
        got = []
        for m in record["moves"]:
            new = list(heaps)
            for c in m["changes"]:
                new[c["heap"] - 1] = sum(c["to"])
            got.append(tuple(new))
        assert set(got) <= set(want) and (len(got) == len(want) or record["more_moves"]
                                           or (kind == "disjunctive" and misere and len(got) == 1))
        if kind == "disjunctive" and misere:  # by the misère quotient: one winning move
            assert "misère quotient" in record["rule"]


@pytest.mark.parametrize("code", ["0.07", "4!.0", "0.137", "0.4!"])
def test_cli_sums_and_selective_compounds_of_codes_that_split_agree_with_the_library(code, capsys):
    """The family's winning moves (by the heaps' values) against the library's search of the
    compound, positions being sums of heaps (sorted tuples)."""
    import json

    tb = grundy.TBCode.parse(code)
    rng = random.Random(code)
    for kind in ("disjunctive", "selective"):
        for _ in range(6):
            heaps = [rng.randint(0, 14) for _ in range(rng.randint(1, 3))]
            status, out, err = run_cli(["compound", kind, code, *map(str, heaps), "--json"], capsys)
            assert status == 0, err
            record = json.loads(out)
            parts = [(h,) if h else () for h in heaps]
            assert record["outcome"] == compound_outcome(parts, tb.sum_options, kind).word
            want = set(compound_winning_moves(parts, tb.sum_options, kind))
            got = {tuple(tuple(sorted(part)) for part in after(m, heaps)) for m in record["moves"]}
            assert got <= want and (len(got) == len(want) or record["more_moves"]), (kind, heaps)


def test_cli_compound_of_a_code_that_splits(capsys):
    status, out, err = run_cli(["compound", "selective", "4!.0", "7", "8", "9"], capsys)
    assert status == 0 and out.splitlines()[1:4] == [
        "win", "Grundy values: 0 2 1", "one is not 0: the player to move wins"]
    assert "split heap 2 (8 -> 1 + 7); split heap 3 (9 -> 2 + 7)" in out


@pytest.mark.parametrize("args, message", [
    (["compound", "conjuntive", "nim", "3"], "did you mean 'conjunctive'?"),
    (["compound", "selective", "nim"], "give at least one HEAP"),
    (["compound", "selective", "{0,2}", "4"], "expected positive integers"),
    (["compound", "selective", "nim", "-3"], "heap 1 must be at least 0, not -3"),
    (["compound", "selective", "0.x7", "4"], "'x' at character 3"),
    (["compound", "conjunctive", "nim", "5", "100000"],
     "heap 2 has 100000 tokens: the conjunctive compound reads every position below a heap, at "
     "most 5,000,000 moves of nim (this heap has about 5,000,050,000)"),
    (["compound", "diminished-disjunctive", "1,2", "1e10"], "at most 5,000,000 moves"),
    (["compound", "selective", "0.77", "41", "--misere"],
     "heap 1 has 41 tokens: 0.77 splits heaps, and the selective compound reads every position "
     "below a heap in misère play, up to heaps of 40"),
    (["compound", "shortened-selective", "nim", "2e6"],
     "heap 1 has 2000000 tokens: the shortened-selective compound lists the options of every "
     "heap, at most 1,000,000 moves of nim (this heap has about 2,000,000)"),
    (["compound", "disjunctive", "staircase", "3"],
     "unknown game 'staircase': the games are nim, a subtraction set such as 1,3,4"),
    (["compound", "disjunctive", "4!.0", "1e12"],
     "heap 1 has 1000000000000 tokens: no period of 4!.0 is proved, and computing its values"),
])
def test_cli_compound_errors(args, message, capsys):
    status, out, err = run_cli(args, capsys)
    assert status == 2 and out == "" and message in err.splitlines()[-1], err
    assert err.splitlines()[-1].startswith("grundy: error: ")
    assert "command" not in err.splitlines()[-1]  # "the compound command solves ..."


def test_cli_compound_refuses_an_empty_amount_in_a_subtraction_set(capsys):
    status, out, err = run_cli(["compound", "conjunctive", "1,,3", "3", "4"], capsys)
    assert status == 2 and out == "" and err.splitlines()[-1].startswith("grundy: error: ")


def cli_record(args, capsys):
    import json

    status, out, err = run_cli(["compound", *args, "--json"], capsys)
    assert status == 0, err
    return json.loads(out)


def after(record_move, heaps):
    """The heaps (each a list: a heap may split) after one move of a JSON record."""
    new = [[h] if h else [] for h in heaps]
    for c in record_move["changes"]:
        assert new[c["heap"] - 1] == ([c["from"]] if c["from"] else [])
        new[c["heap"] - 1] = c["to"]
    return new


def test_cli_sums_of_large_heaps_by_their_values(capsys):
    """The sum is decided by the heaps' Grundy values at any size: no position below a heap is
    searched (each of these was refused, at most 5,000,000 moves or heaps of 40)."""
    r = cli_record(["disjunctive", "nim", "4000", "5"], capsys)
    assert (r["outcome"], r["numbers"], r["more_moves"]) == ("win", [4000, 5], False)
    assert r["moves"] == [{"changes": [{"heap": 1, "from": 4000, "to": [5]}]}]
    grundys_game = grundy.TakeAndBreak("4!.0")
    r = cli_record(["disjunctive", "4!.0", "41", "3"], capsys)
    want = grundys_game.winning_moves([41, 3])
    assert r["numbers"] == [grundys_game.value(41), grundys_game.value(3)]
    assert [after(m, [41, 3]) for m in r["moves"]] == [
        [list(m.leave), [3]] if m.heap == 0 else [[41], list(m.leave)] for m in want][:20]
    assert r["more_moves"] == (len(want) > 20)
    kayles = grundy.TakeAndBreak("0.77")
    r = cli_record(["disjunctive", "0.77", "1e30", "7"], capsys)  # one winning move, of many
    assert r["outcome"] == "win" and len(r["moves"]) == 1 and r["more_moves"]
    assert kayles.sum_value([h for part in after(r["moves"][0], [10**30, 7]) for h in part]) == 0


def test_cli_selective_compounds_of_large_heaps_by_their_outcomes(capsys):
    dawson = grundy.TakeAndBreak("0.07")
    r = cli_record(["selective", "0.07", "1e5", "3"], capsys)
    assert r["outcome"] == "win" and r["numbers"] == [dawson.value(10**5), 1]
    assert len(r["moves"]) == 20 and r["more_moves"]
    for m in r["moves"]:  # every heap of value > 0 moved to value 0
        assert [dawson.sum_value(part) for part in after(m, [10**5, 3])] == [0, 0]
    r = cli_record(["selective", "nim", "1e30", "0"], capsys)
    assert r["moves"] == [{"changes": [{"heap": 1, "from": 10**30, "to": []}]}]
    r = cli_record(["selective", "1,2", "3e9", "6e9"], capsys)  # both multiples of 3
    assert (r["outcome"], r["moves"]) == ("lose", [])
    r = cli_record(["shortened-selective", "nim", "4000", "5"], capsys)  # the options, listed
    assert r["outcome"] == "win" and r["moves"][0] == {"changes": [{"heap": 1, "from": 4000, "to": []}]}


def test_cli_a_code_with_braces_is_a_code(capsys):
    """0.{2,3?+} holds commas, and was read as a subtraction set."""
    r = cli_record(["disjunctive", "0.{2,3?+}", "9", "4"], capsys)
    game = grundy.TakeAndBreak("0.{2,3?+}")
    assert r["game"] == "0.{2,3?+}" and r["numbers"] == [game.value(9), game.value(4)]
