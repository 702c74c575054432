"""analyze_tokens: several tokens on one digraph -- the outcome, and a move that achieves it."""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest
from hypothesis import given

from grundy import (
    InvalidGameError,
    LoopyGameError,
    LoopyValue,
    Outcome,
    TokenMove,
    analyze_tokens,
    dag_grundy,
)
from oracles import cycle_vertices, product_moves, successor_lists, token_outcomes
from strategies import SETTINGS, dags, graphs_with_tokens, random_dag, random_digraph, random_game_graph


def apply(state, move, succ):
    """The state after `move`, asserting that the move is legal from `state`."""
    assert isinstance(move, TokenMove)
    assert 0 <= move.token < len(state)
    assert move.source == state[move.token]
    assert move.target in succ[move.source], f"{move} is not along an edge"
    return state[: move.token] + (move.target,) + state[move.token + 1 :]


def check_analysis(a, state, succ, want):
    """The outcome equals the oracle's, and the move does what the outcome promises."""
    w = want[state]
    assert a.outcome.value == w, (state, a)
    assert len(a.values) == len(state)
    if w == "P":
        assert a.move is None
    elif w == "N":
        assert want[apply(state, a.move, succ)] == "P", (state, a.move)
    else:
        # In a draw some move keeps the draw (a state whose every move loses is P,
        # and one with a losing reply for the opponent is N), so one must be given.
        assert a.move is not None, (state, a)
        assert want[apply(state, a.move, succ)] == "D", (state, a.move)


def all_states(n, k):
    return [tuple(int(x) for x in np.unravel_index(i, (n,) * k)) for i in range(n**k)]


# --- DAGs -----------------------------------------------------------------------------------


def test_doc_example():
    a = analyze_tokens([[0, 1], [1, 2]], [0, 1])
    # 0 -> 1 -> 2: g = [0, 1, 0]; the only winning move takes token 1 to 2.
    assert a.outcome is Outcome.N and a.values == [0, 1] and a.loopy is False
    assert a.move == TokenMove(1, 1, 2)
    assert analyze_tokens([[0, 1], [1, 0]], [0]).outcome is Outcome.DRAW


def test_no_tokens_is_a_loss():
    a = analyze_tokens([[0, 1]], [])
    assert a.outcome is Outcome.P and a.move is None and a.values == []
    a = analyze_tokens([[0, 0]], [])
    assert a.outcome is Outcome.P and a.move is None


def test_dag_vs_oracle():
    rng = np.random.default_rng(100)
    for _ in range(300):
        n = int(rng.integers(1, 8))
        e = random_dag(rng, n, int(rng.integers(0, 3 * n)))
        succ = successor_lists(n, e)
        g = dag_grundy(e, num_vertices=n)
        k = int(rng.integers(1, 4))
        want = token_outcomes(n, e, k)
        for state in all_states(n, k):
            a = analyze_tokens(e, list(state), num_vertices=n)
            assert a.loopy is False
            assert a.values == [int(g[u]) for u in state]
            check_analysis(a, state, succ, want)


@SETTINGS
@given(graphs_with_tokens(dags(max_vertices=7), min_tokens=0, max_tokens=3))
def test_dag_hypothesis(gt):
    n, edges, tokens = gt
    e = np.array(edges, dtype=np.int64).reshape(-1, 2)
    want = token_outcomes(n, e, len(tokens))
    a = analyze_tokens(e, np.array(tokens, dtype=np.int64), num_vertices=n)
    check_analysis(a, tuple(tokens), successor_lists(n, e), want)


# --- graphs with cycles -----------------------------------------------------------------------


@pytest.mark.parametrize("k, trials, max_n, seed", [(1, 1500, 9, 1), (2, 400, 7, 2), (3, 100, 5, 3)])
def test_loopy_vs_oracle(k, trials, max_n, seed):
    rng = np.random.default_rng(seed)
    counts = {"P": 0, "N": 0, "D": 0}
    for _ in range(trials):
        n = int(rng.integers(1, max_n + 1))
        e = random_digraph(rng, n, int(rng.integers(0, 2 * n + 3)))
        succ = successor_lists(n, e)
        want = token_outcomes(n, e, k)
        loopy = bool(cycle_vertices(n, e))
        for state in all_states(n, k):
            a = analyze_tokens(e, list(state), num_vertices=n)
            assert a.loopy is loopy
            assert all(isinstance(v, LoopyValue) if loopy else isinstance(v, int) for v in a.values)
            check_analysis(a, state, succ, want)
            counts[want[state]] += 1
    assert min(counts.values()) > 50, counts


@SETTINGS
@given(graphs_with_tokens(min_tokens=1, max_tokens=3))
def test_loopy_hypothesis(gt):
    n, edges, tokens = gt
    e = np.array(edges, dtype=np.int64).reshape(-1, 2)
    want = token_outcomes(n, e, len(tokens))
    a = analyze_tokens(e, tokens, num_vertices=n)
    check_analysis(a, tuple(tokens), successor_lists(n, e), want)


def test_networkx_labels_in_moves():
    G = nx.DiGraph([("a", "b"), ("b", "a"), ("b", "c"), ("c", "d"), ("d", "d"), ("c", "e")])
    labels = list(G.nodes)
    idx = {x: i for i, x in enumerate(labels)}
    e = [(idx[u], idx[v]) for u, v in G.edges]
    succ = successor_lists(len(labels), e)
    want = token_outcomes(len(labels), e, 2)
    for s in want:
        a = analyze_tokens(G, [labels[u] for u in s])
        assert a.outcome.value == want[s]
        if a.move is not None:
            assert a.move.source in G and a.move.target in G.successors(a.move.source)
            a = type(a)(a.outcome, a.values, TokenMove(a.move.token, idx[a.move.source], idx[a.move.target]))
        check_analysis(a, s, succ, want)


# --- playing the recommendation out -------------------------------------------------------------


def strategy_table(e, n, k, want, succ):
    """The recommended move from every winning state, each checked to be legal and winning."""
    table = {}
    for s, w in want.items():
        if w == "N":
            a = analyze_tokens(e, list(s), num_vertices=n)
            t = apply(s, a.move, succ)
            assert want[t] == "P"
            table[s] = t
    return table


def longest_forced_win(table, moves):
    """Follow the recommendation against every possible reply from every winning state.

    Returns the length (in the winner's moves) of the longest play; fails if some sequence of
    replies makes the recommendation go round in a cycle (a win that never arrives).
    """
    depth: dict = {}
    for root in table:
        if root in depth:
            continue
        on_path = {root}
        stack = [(root, iter(moves(table[root])), 1)]
        best = {root: 1}
        while stack:
            s, it, _ = stack[-1]
            for r in it:
                assert r in table, f"the reply {r} leaves the opponent a non-losing state"
                if r in on_path:
                    raise AssertionError(f"the recommended moves can cycle through {r}")
                if r not in depth:
                    on_path.add(r)
                    stack.append((r, iter(moves(table[r])), 1))
                    best[r] = 1
                    break
                best[s] = max(best[s], depth[r] + 1)
            else:
                stack.pop()
                on_path.discard(s)
                depth[s] = best[s]
                if stack:
                    p = stack[-1][0]
                    best[p] = max(best[p], depth[s] + 1)
    return max(depth.values(), default=0)


@pytest.mark.parametrize("k, trials, max_n, seed", [(1, 600, 12, 21), (2, 400, 7, 22), (3, 300, 5, 23)])
def test_exhaustive_opponent_cannot_stop_the_win(k, trials, max_n, seed):
    rng = np.random.default_rng(seed)
    longest = 0
    for _ in range(trials):
        n = int(rng.integers(2, max_n + 1))
        e = random_game_graph(rng, n)
        succ = successor_lists(n, e)
        want = token_outcomes(n, e, k)
        table = strategy_table(e, n, k, want, succ)
        depth = longest_forced_win(table, product_moves(succ))
        assert depth <= 4 * n * k, (n, e.tolist(), depth)
        longest = max(longest, depth)
    assert longest >= 5  # the random graphs include wins that take several moves


def test_random_opponent_playouts():
    rng = np.random.default_rng(77)
    games = 0
    for _ in range(150):
        k = int(rng.integers(1, 4))
        n = int(rng.integers(2, 10 - 2 * k))
        e = random_game_graph(rng, n)
        succ = successor_lists(n, e)
        moves = product_moves(succ)
        want = token_outcomes(n, e, k)
        winning = [s for s, w in want.items() if w == "N"]
        for idx in rng.permutation(len(winning))[:3]:
            state = winning[idx]
            cap = 4 * n * k
            for turn in range(cap + 1):
                assert turn < cap, f"no win within {cap} moves from {winning[idx]} on {e.tolist()}"
                a = analyze_tokens(e, list(state), num_vertices=n)
                assert a.outcome is Outcome.N
                state = apply(state, a.move, succ)
                replies = moves(state)
                if not replies:
                    break
                state = replies[int(rng.integers(len(replies)))]
            games += 1
    assert games > 150


# --- options and errors -----------------------------------------------------------------------


def test_allow_cycles_false():
    with pytest.raises(LoopyGameError) as info:
        analyze_tokens([[0, 1], [1, 2], [2, 1]], [0], allow_cycles=False)
    cyc = info.value.cycle
    assert sorted(cyc) == [1, 2] and info.value.position in cyc
    with pytest.raises(LoopyGameError):
        analyze_tokens([[0, 0]], [0], allow_cycles=False)
    # A DAG is fine without cycles allowed.
    a = analyze_tokens([[0, 1], [1, 2]], [0, 1], allow_cycles=False)
    assert a.outcome is Outcome.N and a.loopy is False


def test_allow_cycles_false_random():
    rng = np.random.default_rng(55)
    for _ in range(200):
        n = int(rng.integers(1, 7))
        e = random_digraph(rng, n, int(rng.integers(0, 2 * n + 1)))
        succ = successor_lists(n, e)
        if cycle_vertices(n, e):
            with pytest.raises(LoopyGameError) as info:
                analyze_tokens(e, [0], num_vertices=n, allow_cycles=False)
            cyc = [int(c) for c in info.value.cycle]
            for a, b in zip(cyc, cyc[1:] + cyc[:1]):
                assert b in succ[a]
        else:
            assert analyze_tokens(e, [0], num_vertices=n, allow_cycles=False).loopy is False


def test_bad_tokens():
    with pytest.raises(InvalidGameError):
        analyze_tokens([[0, 1]], [2])
    with pytest.raises(InvalidGameError):
        analyze_tokens([[0, 1]], [-1])
    with pytest.raises(InvalidGameError):
        analyze_tokens([[0, 1]], [0.5])
    with pytest.raises(InvalidGameError):
        analyze_tokens([[0, 1]], [True])
    with pytest.raises(InvalidGameError):
        analyze_tokens(nx.DiGraph([("a", "b")]), ["c"])
    with pytest.raises(InvalidGameError):
        analyze_tokens(nx.DiGraph([("a", "b")]), [["a"]])
    with pytest.raises(InvalidGameError):
        analyze_tokens([[0, 1]], [0], num_vertices=-2)


def test_to_json():
    a = analyze_tokens([[0, 0], [0, 1]], [0, 1])
    d = a.to_json()
    assert d["outcome"] == "win" and d["values"] == [{"infinity": [0]}, 0]
    assert d["move"] == {"token": 0, "from": 0, "to": 1}
