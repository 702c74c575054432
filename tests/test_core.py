"""The engine for user-defined games: mex, GameSolver, sums, loopy values, outcomes."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from grundy import (
    GameSolver,
    GrundyError,
    InvalidGameError,
    LoopyGameError,
    LoopyValue,
    Outcome,
    grundy_value,
    loopy_values,
    mex,
    outcome,
    sum_outcome,
    sum_value,
    sum_winning_moves,
    winning_moves,
)
from oracles import (
    cycle_vertices,
    game_value_oracle,
    mex_oracle,
    product_moves,
    reachable,
    retrograde,
    successor_lists,
    token_outcomes,
)
from strategies import SETTINGS, digraphs, random_digraph


def subtraction(S):
    S = tuple(S)
    return lambda n: [n - s for s in S if s <= n]


def graph_moves(succ, names):
    """A moves function over named positions, from follower lists."""
    index = {name: i for i, name in enumerate(names)}
    return lambda p: [names[v] for v in succ[index[p]]]


# --- mex ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "values, expected",
    [
        ([], 0),
        ([0], 1),
        ([1, 2], 0),
        ([0, 1, 2, 4], 3),
        ([2, 0, 1], 3),
        ([0, 0, 0, 1, 1], 2),
        ([-1, -5, 0], 1),
        (range(100), 100),
        ((x for x in [0, 1, 3]), 2),
        ({0, 2, 1, 5, 4}, 3),
    ],
)
def test_mex_examples(values, expected):
    assert mex(values) == expected


@SETTINGS
@given(st.lists(st.integers(-3, 12), max_size=20))
def test_mex_definition(values):
    m = mex(values)
    assert m >= 0 and m not in values
    assert all(j in values for j in range(m))


# --- Grundy values of user-defined games ---------------------------------------------------


@pytest.mark.parametrize("m", range(1, 8))
def test_subtraction_one_to_m_is_x_mod_m_plus_1(m):
    solver = GameSolver(subtraction(range(1, m + 1)))
    assert [solver.value(x) for x in range(300)] == [x % (m + 1) for x in range(300)]
    assert [solver.outcome(x) for x in range(300)] == [
        Outcome.P if x % (m + 1) == 0 else Outcome.N for x in range(300)
    ]


def test_take_any_number_is_x():
    assert [grundy_value(x, lambda n: range(n)) for x in range(40)] == list(range(40))


def test_subtraction_134_known_values():
    solver = GameSolver(subtraction((1, 3, 4)))
    assert [solver.value(n) for n in range(10)] == [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]


@SETTINGS
@given(st.sets(st.integers(1, 9), min_size=1, max_size=4), st.integers(0, 60))
def test_subtraction_random_set_vs_oracle(S, x):
    moves = subtraction(sorted(S))
    solver = GameSolver(moves)
    want = game_value_oracle(x, moves)
    assert solver.value(x) == grundy_value(x, moves) == want
    assert solver.outcome(x) == outcome(x, moves) == (Outcome.N if want else Outcome.P)
    brute_win = [y for y in moves(x) if game_value_oracle(y, moves) == 0]
    assert sorted(solver.winning_moves(x)) == sorted(winning_moves(x, moves))
    assert sorted(winning_moves(x, moves)) == (sorted(brute_win) if want else [])
    for target in range(5):
        assert sorted(solver.moves_to_value(x, target)) == sorted(
            y for y in moves(x) if game_value_oracle(y, moves) == target
        )


def test_random_dag_games_vs_oracle_with_tuple_positions():
    rng = np.random.default_rng(20240601)
    for _ in range(300):
        n = int(rng.integers(1, 10))
        e = rng.integers(0, n, size=(int(rng.integers(0, 2 * n + 1)), 2))
        e = [(int(min(a, b)), int(max(a, b))) for a, b in e if a != b]
        succ = successor_lists(n, e)
        names = [("v", i) for i in range(n)]
        moves = graph_moves(succ, names)
        solver = GameSolver(moves)
        for i in rng.permutation(n):
            assert solver.value(names[i]) == game_value_oracle(names[i], moves)


def test_generator_moves_are_accepted():
    def moves(n):
        yield from (n - k for k in (1, 2) if k <= n)

    solver = GameSolver(moves)
    assert [solver.value(n) for n in range(9)] == [n % 3 for n in range(9)]
    assert solver.winning_moves(7) == [6]


@pytest.mark.slow
def test_long_chain_needs_no_recursion():
    chain = lambda n: [n - 1] if n else []  # noqa: E731
    solver = GameSolver(chain)
    assert solver.value(10**6) == 0
    assert solver.value(10**6 + 1) == 1
    assert solver.winning_moves(10**6 + 1) == [10**6]
    assert solver.winning_moves(10**6) == []


# --- sums ----------------------------------------------------------------------------------


def brute_sum_winning_moves(positions, moves_list):
    found = []
    for i, p in enumerate(positions):
        for q in moves_list[i](p):
            rest = list(positions)
            rest[i] = q
            x = 0
            for j, r in enumerate(rest):
                x ^= game_value_oracle(r, moves_list[j])
            if x == 0:
                found.append((i, q))
    return found


@SETTINGS
@given(
    st.lists(
        st.tuples(st.sets(st.integers(1, 6), min_size=1, max_size=3), st.integers(0, 25)),
        min_size=1,
        max_size=4,
    ),
    st.booleans(),
)
def test_sum_value_and_winning_moves_vs_brute_force(parts, shared):
    if shared:
        S = sorted(parts[0][0])
        moves = subtraction(S)
        moves_list = [moves] * len(parts)
        arg = moves
    else:
        moves_list = [subtraction(sorted(S)) for S, _ in parts]
        arg = moves_list
    positions = [x for _, x in parts]
    x = 0
    for p, mv in zip(positions, moves_list):
        x ^= game_value_oracle(p, mv)
    assert sum_value(positions, arg) == x
    got = sum_winning_moves(positions, arg)
    for i, q in got:
        assert q in moves_list[i](positions[i])
        rest = list(positions)
        rest[i] = q
        assert sum_value(rest, arg) == 0
    assert sorted(got) == sorted(brute_sum_winning_moves(positions, moves_list))
    if x == 0:
        assert got == []


def test_sum_winning_moves_include_value_raising_moves():
    # Take-one heaps 1 and 2 have values 1 and 0 (XOR 1). Both 1 -> 0 and 2 -> 1 leave XOR 0;
    # the second raises its component's value from 0 to 1, and is still a winning move.
    chain = lambda n: [n - 1] if n else []  # noqa: E731
    assert sum_value([1, 2], chain) == 1
    assert sorted(sum_winning_moves([1, 2], chain)) == [(0, 0), (1, 1)]


def test_sum_of_different_games():
    take12 = subtraction((1, 2))
    anything = lambda n: range(n)  # noqa: E731
    assert sum_value([4, 5], [take12, anything]) == 1 ^ 5
    assert sorted(sum_winning_moves([4, 5], [take12, anything])) == [(1, 1)]
    assert sum_value([], take12) == 0 and sum_winning_moves([], take12) == []


def test_sum_with_wrong_number_of_move_functions():
    take12 = subtraction((1, 2))
    with pytest.raises(InvalidGameError):
        sum_value([1, 2, 3], [take12, take12])
    with pytest.raises(InvalidGameError):
        sum_winning_moves([1, 2], [take12])


# --- errors ----------------------------------------------------------------------------------


def test_cycle_raises_loopy_game_error_on_the_cycle():
    rng = np.random.default_rng(7)
    raised = 0
    for _ in range(400):
        n = int(rng.integers(1, 8))
        e = random_digraph(rng, n, int(rng.integers(0, 2 * n + 1)))
        succ = successor_lists(n, e)
        on_cycle = cycle_vertices(n, e)
        names = [f"p{i}" for i in range(n)]
        moves = graph_moves(succ, names)
        start = int(rng.integers(0, n))
        reach = reachable(succ, start)
        if reach & on_cycle:
            with pytest.raises(LoopyGameError) as info:
                grundy_value(names[start], moves)
            err = info.value
            assert isinstance(err, InvalidGameError) and isinstance(err, GrundyError)
            pos = names.index(err.position)
            assert pos in on_cycle and pos in reach
            if err.cycle is not None:
                cyc = [names.index(c) for c in err.cycle]
                assert err.position in err.cycle
                assert len(set(cyc)) == len(cyc)
                for a, b in zip(cyc, cyc[1:] + cyc[:1]):
                    assert b in succ[a], (cyc, e)
            raised += 1
        else:
            # Cycles elsewhere in the graph do not matter.
            restricted = [(u, v) for u, v in e if u in reach]
            assert grundy_value(names[start], moves) == game_value_oracle(
                names[start], graph_moves(successor_lists(n, restricted), names)
            )
    assert raised > 100


def test_self_loop_is_a_cycle():
    with pytest.raises(LoopyGameError) as info:
        grundy_value(3, lambda n: [n] if n == 1 else [n - 1] if n else [])
    assert info.value.position == 1


def test_solver_still_works_after_a_cycle_error():
    moves = {"a": ["b"], "b": ["a", "c"], "c": ["d"], "d": []}.__getitem__
    solver = GameSolver(moves)
    with pytest.raises(LoopyGameError):
        solver.value("a")
    assert solver.value("c") == 1 and solver.value("d") == 0


def test_unhashable_start_position_raises_invalid_game_error():
    with pytest.raises(InvalidGameError):
        grundy_value([3], lambda p: [])


def test_unhashable_option_raises_invalid_game_error():
    with pytest.raises(InvalidGameError):
        grundy_value(0, lambda p: [[1]] if p == 0 else [])


def test_unhashable_in_sum_raises_invalid_game_error():
    with pytest.raises(InvalidGameError):
        sum_value([0, [1]], lambda p: [])


def test_unhashable_in_loopy_values_raises_invalid_game_error():
    with pytest.raises(InvalidGameError):
        loopy_values([3], lambda p: [])
    with pytest.raises(InvalidGameError):
        loopy_values(0, lambda p: [{1: 2}] if p == 0 else [])


def test_moves_must_be_callable():
    with pytest.raises(InvalidGameError):
        GameSolver([1, 2])


def test_error_hierarchy():
    assert issubclass(InvalidGameError, GrundyError) and issubclass(InvalidGameError, ValueError)
    assert issubclass(LoopyGameError, InvalidGameError)
    err = LoopyGameError("x", position=1, cycle=(1, 2))
    assert err.position == 1 and err.cycle == [1, 2]


# --- outcomes and loopy values -----------------------------------------------------------


def test_outcome_enum():
    assert Outcome.P is Outcome.LOSE and Outcome.N is Outcome.WIN
    assert {Outcome.P.value, Outcome.N.value, Outcome.DRAW.value} == {"P", "N", "D"}
    assert Outcome.of_value(0) is Outcome.P and Outcome.of_value(3) is Outcome.N


def test_loopy_value_basics():
    assert LoopyValue(0).outcome is Outcome.P
    assert LoopyValue(2).outcome is Outcome.N
    assert LoopyValue.infinite([0, 3]).outcome is Outcome.N
    assert LoopyValue.infinite([1, 3]).outcome is Outcome.DRAW
    assert LoopyValue.infinite([]).outcome is Outcome.DRAW
    assert str(LoopyValue.infinite([3, 0])) == "∞(0,3)" and str(LoopyValue(4)) == "4"
    assert LoopyValue.infinite([1]).to_json() == {"infinity": [1]} and LoopyValue(2).to_json() == 2
    with pytest.raises(ValueError):
        LoopyValue()
    with pytest.raises(ValueError):
        LoopyValue(1, frozenset())


@pytest.mark.parametrize(
    "values, expected",
    [
        ([], Outcome.P),
        ([1, 1], Outcome.P),
        ([1, 2], Outcome.N),
        ([LoopyValue(3), 1, 2], Outcome.P),
        ([LoopyValue.infinite([0, 2]), 2], Outcome.N),
        ([LoopyValue.infinite([0, 2]), 1], Outcome.DRAW),
        ([LoopyValue.infinite([0, 2]), 1, 3], Outcome.N),
        ([LoopyValue.infinite([0])], Outcome.N),
        ([LoopyValue.infinite([1])], Outcome.DRAW),
        ([LoopyValue.infinite([0]), LoopyValue.infinite([0])], Outcome.DRAW),
        ([LoopyValue.infinite([0, 1]), LoopyValue.infinite([0, 1]), LoopyValue(0)], Outcome.DRAW),
    ],
)
def test_sum_outcome_rules(values, expected):
    assert sum_outcome(values) is expected


def test_loopy_values_examples():
    vals = loopy_values("a", {"a": ["a", "b"], "b": []}.__getitem__)
    assert vals == {"a": LoopyValue.infinite([0]), "b": LoopyValue(0)}
    vals = loopy_values(0, lambda n: [(n + 1) % 3])  # a 3-cycle: nobody can win
    assert all(v == LoopyValue.infinite([]) for v in vals.values()) and len(vals) == 3
    vals = loopy_values(5, subtraction((1, 2)))  # acyclic games get ordinary values
    assert vals == {n: LoopyValue(n % 3) for n in range(6)}


def test_loopy_values_outcomes_vs_retrograde_oracle():
    rng = np.random.default_rng(314)
    draws = 0
    for _ in range(400):
        n = int(rng.integers(1, 9))
        e = random_digraph(rng, n, int(rng.integers(0, 2 * n + 2)))
        succ = successor_lists(n, e)
        names = [(i, str(i)) for i in range(n)]
        moves = graph_moves(succ, names)
        start = int(rng.integers(0, n))
        vals = loopy_values(names[start], moves)
        reach = reachable(succ, start)
        assert set(vals) == {names[i] for i in reach}
        want = token_outcomes(n, e, 1)
        for i in reach:
            v = vals[names[i]]
            assert v.outcome.value == want[(i,)], (n, e.tolist(), i, v)
            K = {vals[names[j]].finite for j in succ[i] if vals[names[j]].is_finite}
            if not v.is_finite:
                assert v.infinity == K
            else:
                assert v.finite not in K and all(j in K for j in range(v.finite))
            draws += want[(i,)] == "D"
    assert draws > 50


@SETTINGS
@given(digraphs(max_vertices=5, max_edges=10), digraphs(max_vertices=5, max_edges=10), st.data())
def test_sum_outcome_of_loopy_values_vs_product_oracle(g1, g2, data):
    (n1, e1), (n2, e2) = g1, g2
    s1, s2 = successor_lists(n1, e1), successor_lists(n2, e2)
    a = data.draw(st.integers(0, n1 - 1))
    b = data.draw(st.integers(0, n2 - 1))
    m1 = lambda p: [("x", v) for v in s1[p[1]]]  # noqa: E731
    m2 = lambda p: [("y", v) for v in s2[p[1]]]  # noqa: E731
    v1 = loopy_values(("x", a), m1)[("x", a)]
    v2 = loopy_values(("y", b), m2)[("y", b)]

    def pair_moves(state):
        (p, q) = state
        return [(r, q) for r in m1(p)] + [(p, r) for r in m2(q)]

    states = [(("x", i), ("y", j)) for i in range(n1) for j in range(n2)]
    want = retrograde(states, pair_moves)[(("x", a), ("y", b))]
    assert sum_outcome([v1, v2]).value == want


def test_product_oracle_sanity():
    # The oracle itself, on positions whose answers are known by hand.
    assert token_outcomes(1, [], 2) == {(0, 0): "P"}
    assert token_outcomes(2, [(0, 1)], 2) == {(0, 0): "P", (0, 1): "N", (1, 0): "N", (1, 1): "P"}
    assert token_outcomes(1, [(0, 0)], 1) == {(0,): "D"}
    loop_exit = token_outcomes(2, [(0, 0), (0, 1)], 1)
    assert loop_exit == {(0,): "N", (1,): "P"}
    moves = product_moves(successor_lists(2, [(0, 1)]))
    assert sorted(moves((0, 0))) == [(0, 1), (1, 0)]
    assert mex_oracle([0, 1, 2]) == 3 and mex_oracle([1]) == 0


def test_endless_games_stop_at_the_position_limit(monkeypatch):
    """A game whose plays never end stops with ResourceLimitError naming the positions explored:
    at max_positions, or by default at what half the available memory allows."""
    import grundy.core.games as games
    from grundy.errors import ResourceLimitError

    with pytest.raises(ResourceLimitError, match=r"explored \d+ positions .* limit of 5000 positions"):
        GameSolver(lambda n: [n + 1], max_positions=5000, progress=False).value(0)
    monkeypatch.setattr(games, "available_memory", lambda: 1 << 26)  # 64 MiB: 65536 positions
    with pytest.raises(ResourceLimitError, match="limit of 65536 positions"):
        GameSolver(lambda n: [n + 1], progress=False).value(0)
    solver = GameSolver(lambda n: [n - 1] if n else [], max_positions=1 << 16, progress=False)
    assert solver.value(1000) == 0  # below the limit: no error
    for bad in (0, -1, True, 2.5):
        with pytest.raises(InvalidGameError, match="max_positions must be a positive integer"):
            GameSolver(lambda n: [], max_positions=bad)
