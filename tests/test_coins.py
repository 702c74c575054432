"""Coin-turning games against the mex over whole positions on small boards."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from grundy import (
    TWINS,
    CoinGame,
    InvalidGameError,
    TartanProduct,
    flip_two_value,
    flip_two_winning_move,
    nim_mul,
    rectangle_value,
    rectangle_winning_move,
    tartan_value,
)

from oracles import coin_values_oracle


def board(w, h):
    """Coins (x, y) in row-major order: every move's other coins come before its target."""
    return [(x, y) for x in range(w) for y in range(h)]


def rectangle_flips(c):
    x, y = c
    return [((a, y), (x, b), (a, b)) for a in range(x) for b in range(y)]


def flip_two_flips(c):
    x, y = c
    return [((a, y),) for a in range(x)] + [((x, b),) for b in range(y)]


def heads_of(coins, mask):
    return [c for i, c in enumerate(coins) if mask >> i & 1]


def mask_of(coins, heads):
    index = {c: i for i, c in enumerate(coins)}
    return sum(1 << index[c] for c in heads)


def check_game(coins, oracle, value, winning_move, legal):
    """value and winning_move on every position against the oracle values."""
    seen = set()
    for mask in range(1 << len(coins)):
        heads = heads_of(coins, mask)
        assert value(heads) == oracle[mask], heads
        move = winning_move(heads)
        seen.add(oracle[mask])
        if oracle[mask] == 0:
            assert move is None
            continue
        assert move.target in heads and legal(move)
        assert oracle[mask_of(coins, move.apply(heads))] == 0
    return seen


@pytest.mark.parametrize("w, h", [(3, 4), (4, 3), (2, 6), (3, 3)])
def test_rectangle_game(w, h):
    coins = board(w, h)
    oracle = coin_values_oracle(coins, rectangle_flips)
    for x, y in coins:  # single heads: the nim product table
        assert oracle[mask_of(coins, [(x, y)])] == nim_mul(x, y)

    def legal(m):
        (x, y), others = m.target, m.others
        (a, y2), (x2, b), (a2, b2) = others
        return a < x and b < y and (y2, x2, a2, b2) == (y, x, a, b)

    seen = check_game(coins, oracle, rectangle_value, rectangle_winning_move, legal)
    corners = TartanProduct(TWINS, TWINS)
    check_game(coins, oracle, corners.position_value, corners.winning_move,
               lambda m: set(m.others) in [set(s) for s in rectangle_flips(m.target)])
    assert len(seen) > 3


@pytest.mark.parametrize("w, h", [(3, 4), (4, 3)])
def test_flip_two_game(w, h):
    coins = board(w, h)
    oracle = coin_values_oracle(coins, flip_two_flips)
    for x, y in coins:
        assert oracle[mask_of(coins, [(x, y)])] == x ^ y
    check_game(coins, oracle, flip_two_value, flip_two_winning_move,
               lambda m: m.others in flip_two_flips(m.target))


def random_coin_game(rng, n):
    """A 1-D game on coins 0..n-1: each coin has a few random sets of lower coins (maybe the
    empty set, turning the target alone)."""
    table = {}
    for x in range(n):
        subsets = [s for k in range(x + 1) for s in itertools.combinations(range(x), k)]
        pick = rng.choice(len(subsets), size=min(len(subsets), int(rng.integers(1, 4))), replace=False)
        table[x] = [subsets[i] for i in sorted(pick)]
    return CoinGame(table.__getitem__), table


def test_one_dimensional_games():
    rng = np.random.default_rng(12)
    for _ in range(30):
        n = int(rng.integers(1, 9))
        game, table = random_coin_game(rng, n)
        coins = list(range(n))
        oracle = coin_values_oracle(coins, table.__getitem__)
        assert [game.value(x) for x in coins] == [oracle[1 << x] for x in coins]
        check_game(coins, oracle, game.position_value, game.winning_move,
                   lambda m: m.others in table[m.target])


def test_tartan_products_of_random_games():
    rng = np.random.default_rng(13)
    for _ in range(12):
        w, h = int(rng.integers(1, 4)), int(rng.integers(1, 5))
        g1, t1 = random_coin_game(rng, w)
        g2, t2 = random_coin_game(rng, h)
        product = TartanProduct(g1, g2)
        coins = board(w, h)

        def flips(c):
            x, y = c
            return [tuple(p for p in itertools.product((x, *m1), (y, *m2)) if p != c) for m1 in t1[x] for m2 in t2[y]]

        oracle = coin_values_oracle(coins, flips)
        for x, y in coins:  # the Tartan theorem
            assert oracle[mask_of(coins, [(x, y)])] == nim_mul(g1.value(x), g2.value(y))
        check_game(coins, oracle, product.position_value, product.winning_move,
                   lambda m: set(m.others) in [set(s) for s in flips(m.target)])
        heads = heads_of(coins, int(rng.integers(0, 1 << len(coins))))
        assert tartan_value(heads, g1.value, g2.value) == product.position_value(heads)
        assert all(set(m.others) in [set(s) for s in flips((1, 1))] for m in product.moves(1, 1)) if w > 1 < h else True


def test_large_coordinates_and_boards():
    heads = [(2**40 + 3, 2**33 + 5), (12345, 67890), (7, 9)]
    v = rectangle_value(heads)
    assert v == nim_mul(2**40 + 3, 2**33 + 5) ^ nim_mul(12345, 67890) ^ nim_mul(7, 9)
    rng = np.random.default_rng(14)
    for _ in range(20):
        heads = [tuple(int(v) for v in rng.integers(0, 3000, 2)) for _ in range(int(rng.integers(1, 5)))]
        m = rectangle_winning_move(heads)
        assert (m is None) == (rectangle_value(heads) == 0)
        if m is not None:
            assert rectangle_value(m.apply(heads)) == 0
    b = np.zeros((4, 5), dtype=bool)
    b[3, 4] = b[2, 1] = True
    assert rectangle_value(b) == nim_mul(3, 4) ^ nim_mul(2, 1)
    assert flip_two_value(b) == (3 ^ 4) ^ (2 ^ 1)
    assert rectangle_value([(1, 1), (1, 1)]) == 1  # repeated heads count once


def test_bad_input():
    with pytest.raises(InvalidGameError):
        rectangle_value([(1, -1)])
    with pytest.raises(InvalidGameError):
        rectangle_value([(1, 2, 3)])
    with pytest.raises(InvalidGameError):
        rectangle_value(np.zeros(3, dtype=bool))
    with pytest.raises(InvalidGameError):
        CoinGame(lambda x: [(x,)]).value(2)  # a move must turn lower coins
    m = rectangle_winning_move([(2, 2)])
    with pytest.raises(InvalidGameError):
        m.apply([(1, 1)])  # the target is not a head
