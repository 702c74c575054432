"""Misère canonical forms, genus and tameness of user-defined games (grundy.misere.forms)
against plain game-tree recursion and published values."""

from __future__ import annotations

import itertools
import random
from functools import lru_cache

import pytest

from grundy.core.games import GameSolver
from grundy.core.outcome import Outcome
from grundy.errors import GrundyError, InvalidGameError, LoopyGameError
from grundy.misere import Genus, MisereGame

from oracles import octal_sum_moves


# -- games -------------------------------------------------------------------------------------
def subtraction_moves(subtract: tuple[int, ...]):
    return lambda n: [n - s for s in subtract if s <= n]


def kayles_moves(rows: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Kayles: knock down one pin or two adjacent pins of a row; rows are a sorted tuple."""
    out = set()
    for i, r in enumerate(rows):
        rest = rows[:i] + rows[i + 1:]
        for k in (1, 2):
            for a in range(r - k + 1):
                b = r - k - a
                out.add(tuple(sorted(rest + tuple(x for x in (a, b) if x))))
    return sorted(out)


def random_dag(rng: random.Random, n: int) -> dict[int, list[int]]:
    """Vertex v moves to a random set of smaller vertices."""
    return {v: sorted(rng.sample(range(v), rng.randint(0, min(v, 4)))) for v in range(n)}


def nim_heap_moves(n: int) -> range:
    return range(n)


def sum_oracle(moves):
    """Misère outcome (True: the player to move wins) of a sum, a sorted tuple of positions, by
    plain recursion over the game tree of the sum (no move at all: the player to move wins)."""

    @lru_cache(maxsize=None)
    def wins(ps: tuple) -> bool:
        moved = False
        for i, p in enumerate(ps):
            for q in moves(p):
                moved = True
                if not wins(tuple(sorted(ps[:i] + (q,) + ps[i + 1:], key=repr))):
                    return True
        return not moved

    return lambda ps: wins(tuple(sorted(ps, key=repr)))


def misere_grundy_oracle(moves):
    """Misère Grundy value of a sum by recursion: 1 with no move, else the mex over options."""

    @lru_cache(maxsize=None)
    def value(ps: tuple) -> int:
        seen = set()
        for i, p in enumerate(ps):
            for q in moves(p):
                seen.add(value(tuple(sorted(ps[:i] + (q,) + ps[i + 1:], key=repr))))
        if not seen:
            return 1
        m = 0
        while m in seen:
            m += 1
        return m

    return lambda ps: value(tuple(sorted(ps, key=repr)))


def tagged(games: dict[str, object]):
    """One game from several: a position is (name, position of that game)."""
    return lambda p: [(p[0], q) for q in games[p[0]](p[1])]


# -- outcomes of sums against recursion ---------------------------------------------------------
FAMILIES = {
    "subtract 1,2,4": (subtraction_moves((1, 2, 4)), lambda rng: rng.randint(0, 12)),
    "subtract 2,3": (subtraction_moves((2, 3)), lambda rng: rng.randint(0, 12)),
    "subtract 1,3,4": (subtraction_moves((1, 3, 4)), lambda rng: rng.randint(0, 12)),
    "kayles": (kayles_moves, lambda rng: tuple(sorted(rng.randint(1, 4)
                                                      for _ in range(rng.randint(0, 2))))),
    "0.312": (octal_sum_moves("0.312"), lambda rng: (rng.randint(1, 11),)),
    "nim": (nim_heap_moves, lambda rng: rng.randint(0, 5)),
}


def check_sum(game: MisereGame, moves, wins, positions: list) -> None:
    want = Outcome.N if wins(positions) else Outcome.P
    assert game.outcome_of_sum(positions) == want, positions
    move = game.winning_move(positions)
    has_move = any(True for p in positions for _ in moves(p))
    if want == Outcome.P or not has_move:
        assert move is None, positions
    else:
        i, opt = move
        assert opt in list(moves(positions[i])), (positions, move)
        after = positions[:i] + [opt] + positions[i + 1:]
        assert not wins(after), (positions, move)


@pytest.mark.parametrize("family", list(FAMILIES))
def test_outcome_and_winning_move_of_sums_match_recursion(family):
    moves, draw = FAMILIES[family]
    game = MisereGame(moves)
    wins = sum_oracle(moves)
    rng = random.Random(family)
    for _ in range(600):
        positions = [draw(rng) for _ in range(rng.randint(0, 4))]
        check_sum(game, moves, wins, positions)
        if len(positions) == 1:
            assert game.outcome(positions[0]) == game.outcome_of_sum(positions)


def test_outcome_of_sums_of_random_dag_games_matches_recursion():
    rng = random.Random(7)
    checked = 0
    for trial in range(40):
        dag = random_dag(rng, rng.randint(1, 14))
        moves = dag.__getitem__
        game = MisereGame(moves)
        wins = sum_oracle(moves)
        for _ in range(60):
            positions = [rng.randrange(len(dag)) for _ in range(rng.randint(0, 4))]
            check_sum(game, moves, wins, positions)
            checked += 1
    assert checked == 2400


def test_outcome_of_sums_mixing_games_matches_recursion():
    rng = random.Random(11)
    dag = random_dag(rng, 12)
    games = {"s": subtraction_moves((1, 2, 4)), "k": kayles_moves, "d": dag.__getitem__,
             "o": octal_sum_moves("0.312")}
    moves = tagged(games)
    game = MisereGame(moves)
    wins = sum_oracle(moves)
    draws = {"s": lambda: rng.randint(0, 9), "k": lambda: tuple(sorted(
        rng.randint(1, 4) for _ in range(rng.randint(0, 2)))), "d": lambda: rng.randrange(12),
        "o": lambda: (rng.randint(1, 9),)}
    for _ in range(800):
        positions = []
        for _ in range(rng.randint(0, 4)):
            name = rng.choice("skdo")
            positions.append((name, draws[name]()))
        check_sum(game, moves, wins, positions)


def test_form_of_sum_agrees_with_the_outcome_and_with_games_that_are_sums():
    # A Kayles position is itself the sum of its rows, so its form must be that of the sum.
    game = MisereGame(kayles_moves)
    for rows in [(1, 1), (2, 3), (1, 2, 3), (3, 4), (2, 2, 2), (1, 4), (5, 1)]:
        rows = tuple(sorted(rows))
        f = game.form_of_sum([(r,) for r in rows])
        assert f == game.form(rows)
        assert game.outcome(rows) == game.outcome_of_sum([(r,) for r in rows])
    assert game.form_of_sum([]) == 0 and game.form_of_sum([()]) == 0


# -- the forms ----------------------------------------------------------------------------------
def forms_by_day(days: int):
    """Games as nested frozensets (a game is the set of its options): every game born by each
    day, and one game per simplest form among them."""
    game = MisereGame(lambda g: g)
    reps = [frozenset()]
    counts = [1]
    everything = []
    for _ in range(days):
        everything = [frozenset(c) for r in range(len(reps) + 1)
                      for c in itertools.combinations(reps, r)]
        found: dict[int, frozenset] = {}
        for g in everything:
            found.setdefault(game.form(g), g)
        reps = list(found.values())
        counts.append(len(reps))
    return game, reps, everything, counts


def test_number_of_misere_games_born_by_day_n():
    # 1, 2, 3, 5, 22 distinct misère games born by days 0..4 (Conway, ONAG ch. 12; Siegel,
    # arXiv:2012.08554): too few would mean a wrong simplification, too many a missed one.
    *_, counts = forms_by_day(4)
    assert counts == [1, 2, 3, 5, 22]


def test_equal_forms_are_indistinguishable_and_distinct_forms_are_distinguished():
    game, reps, everything, _ = forms_by_day(4)
    wins = sum_oracle(lambda g: g)
    tests = [list(c) for r in range(3) for c in itertools.combinations_with_replacement(reps, r)]
    groups: dict[int, list] = {}
    for g in everything:
        groups.setdefault(game.form(g), []).append(g)
    for members in groups.values():
        for other in members[1:]:
            assert all(wins([members[0]] + x) == wins([other] + x) for x in tests)
    for a, b in itertools.combinations(reps, 2):
        assert any(wins([a] + x) != wins([b] + x) for x in tests)


def test_equal_forms_across_games_have_equal_outcomes_in_every_small_sum():
    rng = random.Random(3)
    dag = random_dag(rng, 14)
    games = {"s": subtraction_moves((1, 2, 4)), "t": subtraction_moves((2, 3)), "k": kayles_moves,
             "d": dag.__getitem__, "n": nim_heap_moves, "o": octal_sum_moves("0.312")}
    moves = tagged(games)
    game = MisereGame(moves)
    wins = sum_oracle(moves)
    pool = ([("s", n) for n in range(10)] + [("t", n) for n in range(10)]
            + [("k", r) for r in [(), (1,), (2,), (3,), (1, 1), (1, 2), (4,), (2, 2), (1, 3)]]
            + [("d", v) for v in range(14)] + [("n", n) for n in range(5)]
            + [("o", (h,)) for h in range(1, 10)])
    groups: dict[int, list] = {}
    for p in pool:
        groups.setdefault(game.form(p), []).append(p)
    tests = [list(c) for r in range(3) for c in itertools.combinations_with_replacement(
        [("n", 0), ("n", 1), ("n", 2), ("n", 3), ("o", (4,)), ("o", (3,)), ("d", 13), ("k", (3,))],
        r)]
    pairs = 0
    for members in groups.values():
        for p, q in itertools.combinations(members, 2):
            pairs += 1
            assert all(wins([p] + x) == wins([q] + x) for x in tests), (p, q)
    assert pairs > 50   # different positions of different games share forms


def test_reversal_through_zero_needs_the_proviso():
    zero = frozenset()
    star = frozenset({zero})
    two = frozenset({zero, star})
    three = frozenset({zero, star, two})
    game = MisereGame(lambda g: g)
    # {*}: its option * reverses through 0 and {*} is won by the player to move: it is 0.
    assert game.form(frozenset({star})) == 0
    assert game.form(frozenset({star, two})) == 0
    # {*2} and {*2, *3}: every option has the option 0, but they are misère P-positions (0 is
    # not), so nothing reverses: bypassing without the proviso would make them 0.
    for g in (frozenset({two}), frozenset({two, three})):
        assert game.form(g) != 0
        assert game.outcome(g) == Outcome.P and game.outcome(zero) == Outcome.N
    assert game.form_string(game.form(frozenset({two, three}))) == "{*2, *3}"


def test_reversal_through_a_nonzero_game():
    # Plambeck's 0.312: heap 5 = {heap 4, *2} where heap 4 = {heap 3, *} has the option
    # heap 3 = {*2}, so heap 4 reverses through it and heap 5 = heap 3.
    game = MisereGame(octal_sum_moves("0.312"))
    h = {n: game.form((n,)) for n in range(1, 14)}
    assert h[5] == h[3] and game.options_of_form(h[3]) == {h[2]}
    assert game.form_string(h[2]) == "*2" and game.form_string(h[1]) == "*"


def test_nim_heaps_are_their_own_forms_and_a_chain_alternates():
    nim = MisereGame(nim_heap_moves)
    forms = [nim.form(n) for n in range(8)]
    assert len(set(forms)) == 8
    assert [nim.form_string(f) for f in forms] == ["0", "*"] + [f"*{n}" for n in range(2, 8)]
    assert nim.form_of_sum([1, 1]) == forms[0]   # * + * = 0
    assert nim.form_of_sum([2, 2]) != forms[0]   # *2 + *2 is not
    assert nim.form_of_sum([2, 3]) != nim.form_of_sum([1])


def test_deep_game_needs_no_recursion():
    chain = MisereGame(lambda n: [n - 1] if n else [])
    n = 300_000
    assert chain.form(n) == chain.form(0) and chain.form(n - 1) == chain.form(1)  # {*} = 0
    assert chain.outcome(n) == Outcome.N and chain.outcome(n - 1) == Outcome.P
    assert chain.outcome_of_sum([n, n - 1, 5]) == Outcome.N
    assert str(chain.genus(n)) == "0^{120}" and chain.is_tame(n)


# -- genus --------------------------------------------------------------------------------------
def test_genus_of_nim_heaps():
    nim = MisereGame(nim_heap_moves)
    assert str(nim.genus(0)) == "0^{120}"   # the empty game: fickle 0
    assert str(nim.genus(1)) == "1^{031}"   # *: fickle 1
    for n in range(2, 14):
        assert nim.genus(n) == Genus(n, (n, n ^ 2)), n
    assert str(nim.genus(2)) == "2^{20}" and str(nim.genus(5)) == "5^{57}"
    assert str(nim.genus(10)) == "10^{10,8}"
    assert all(nim.is_tame(n) for n in range(14))


def test_genus_matches_misere_values_of_sums_with_heaps_of_two():
    # γn = misère Grundy value of G + n·*2; g = normal-play Grundy value.
    rng = random.Random(5)
    for _ in range(25):
        dag = random_dag(rng, rng.randint(1, 10))
        games = {"d": dag.__getitem__, "n": nim_heap_moves}
        moves = tagged(games)
        game = MisereGame(moves)
        value = misere_grundy_oracle(moves)
        normal = GameSolver(moves)
        for v in range(len(dag)):
            g = game.genus(("d", v))
            assert g.normal == normal.value(("d", v))
            for n in range(9):
                assert g[n] == value([("d", v)] + [("n", 2)] * n), (dag, v, n)
            assert game.outcome(("d", v)) == (Outcome.P if g.misere == 0 else Outcome.N)


def test_genus_of_a_sum():
    nim = MisereGame(nim_heap_moves)
    assert str(nim.genus_of_form(nim.form_of_sum([2, 2]))) == "0^{02}"
    assert str(nim.genus_of_form(nim.form_of_sum([2, 3]))) == "1^{13}"


def test_plambeck_0312():
    # http://www.plambeck.org/oldhtml/mathematics/games/misere/quaternary/0312/index.htm
    # Single-heap genus sequence 1^{03131} 2^{20} 0^{02} 2^{1420} 0^{02} 1^{13}; heap 4 is the
    # game g0 = {2+, 1} of genus 2^{1420}; genus(A + A) = 0^{1202}; the values 1, 2, 2+, g0,
    # 2+, 2++, g1 = {g0, 2++}, 2++, 2+++, g2 = {g1, 2+++}, 2+++, 2++++, g3 = {g2, 2++++}.
    game = MisereGame(octal_sum_moves("0.312"))
    genus = [game.genus((n,)) for n in range(1, 7)]
    assert [str(g) for g in genus] == ["1^{031}", "2^{20}", "0^{02}", "2^{1420}", "0^{02}",
                                       "1^{13}"]
    assert [genus[0][n] for n in range(5)] == [0, 3, 1, 3, 1]
    a_plus_a = game.genus_of_form(game.form_of_sum([(4,), (4,)]))
    assert a_plus_a.normal == 0 and [a_plus_a[n] for n in range(4)] == [1, 2, 0, 2]
    h = {n: game.form((n,)) for n in range(1, 14)}
    opts = game.options_of_form
    plus = {1: h[3], 2: h[6], 3: h[9], 4: h[12]}           # 2+, 2++, 2+++, 2++++
    assert opts(plus[1]) == {h[2]}
    for k in (2, 3, 4):
        assert opts(plus[k]) == {plus[k - 1]}
    assert h[5] == plus[1] and h[8] == plus[2] and h[11] == plus[3]
    assert opts(h[4]) == {plus[1], h[1]}                     # g0
    assert opts(h[7]) == {h[4], plus[2]}                     # g1
    assert opts(h[10]) == {h[7], plus[3]}                    # g2
    assert opts(h[13]) == {h[10], plus[4]}                   # g3


def test_genus_object():
    g = Genus(2, [1, 4, 2, 0, 2, 0, 2])
    assert g.sequence == (1, 4, 2, 0) and g.misere == 1
    assert [g[n] for n in range(8)] == [1, 4, 2, 0, 2, 0, 2, 0]
    assert g == Genus(2, (1, 4, 2, 0)) and hash(g) == hash(Genus(2, (1, 4, 2, 0)))
    assert g != Genus(0, (1, 4, 2, 0)) and repr(g) == "Genus('2^{1420}')"
    assert Genus(0, (0, 2)).is_tame and Genus(1, (1, 3)).is_tame and Genus(3, (3, 1)).is_tame
    assert not Genus(0, (1, 3)).is_tame and not Genus(2, (0, 2)).is_tame
    assert not Genus(2, (2, 4)).is_tame and not Genus(0, (0, 3)).is_tame
    assert not Genus(1, (1, 2, 0)).is_tame and not Genus(0, (1, 2, 0, 3)).is_tame
    with pytest.raises(IndexError):
        g[-1]
    with pytest.raises(InvalidGameError):
        Genus(1, [0])
    with pytest.raises(AttributeError):
        g.normal = 3


# -- tame and wild ------------------------------------------------------------------------------
def test_tame_and_wild_in_0312():
    game = MisereGame(octal_sum_moves("0.312"))
    assert [game.is_tame((n,)) for n in range(1, 4)] == [True, True, True]
    assert not any(game.is_tame((n,)) for n in range(4, 14))   # heap 4 is in every game tree
    # Heap 5 = {heap 4, *2} equals {*2}: a wild game tree, a tame simplest form.
    assert game.is_tame((5,), canonical=True) and not game.is_tame((4,), canonical=True)
    # Heap 7 = {heap 4, heap 6} has the tame genus 0^{02}, but its simplest form keeps heap 4.
    assert game.genus((7,)).is_tame and not game.is_tame((7,), canonical=True)
    assert [game.is_tame((n,), canonical=True) for n in range(8, 14)] == [True, True, False] * 2


def test_tameness_against_the_genera_of_every_position():
    rng = random.Random(9)
    for _ in range(30):
        dag = random_dag(rng, rng.randint(1, 12))
        game = MisereGame(dag.__getitem__)
        for v in range(len(dag)):
            below, todo = {v}, [v]
            while todo:
                for w in dag[todo.pop()]:
                    if w not in below:
                        below.add(w)
                        todo.append(w)
            assert game.is_tame(v) == all(game.genus(w).is_tame for w in below)


# -- errors -------------------------------------------------------------------------------------
def test_errors():
    with pytest.raises(InvalidGameError, match="callable"):
        MisereGame(5)
    game = MisereGame(lambda p: [[1, 2]] if p == 0 else [])
    with pytest.raises(InvalidGameError, match="not hashable"):
        game.form(0)
    with pytest.raises(InvalidGameError, match="not hashable"):
        game.outcome([1])
    with pytest.raises(InvalidGameError, match="not an iterable"):
        MisereGame(lambda p: 3).form(0)
    loopy = MisereGame(lambda p: [(p + 1) % 3])
    with pytest.raises(LoopyGameError) as err:
        loopy.genus(0)
    assert err.value.position in (0, 1, 2) and len(err.value.cycle) == 3
    with pytest.raises(LoopyGameError):
        MisereGame(lambda p: [p]).outcome_of_sum([1, 2])
    nim = MisereGame(nim_heap_moves)
    with pytest.raises(InvalidGameError, match="form id"):
        nim.options_of_form(99)
    with pytest.raises(InvalidGameError, match="sequence of positions"):
        nim.outcome_of_sum("12")
    for exc in (InvalidGameError, LoopyGameError):
        assert issubclass(exc, GrundyError)


def test_sum_without_moves_is_won_by_the_player_to_move():
    game = MisereGame(subtraction_moves((2, 3)))
    assert game.outcome_of_sum([]) == Outcome.N and game.winning_move([]) is None
    assert game.outcome_of_sum([0, 1]) == Outcome.N and game.winning_move([0, 1]) is None
    assert game.outcome_of_sum([2]) == Outcome.P and game.winning_move([2]) is None


def test_repr():
    game = MisereGame(nim_heap_moves)
    assert repr(game) == "MisereGame(nim_heap_moves, 0 positions, 1 form)"
    game.form(3)
    assert repr(game) == "MisereGame(nim_heap_moves, 4 positions, 4 forms)"
