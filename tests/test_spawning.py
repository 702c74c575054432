"""Spawning (coin-turning games given by a turning code) against CGSuite's own expected values,
a brute-force oracle written here from the definition, CoinGame's plain mex, and known tables.

Coin x is CGSuite's heap x + 1 (see grundy.nimbers.spawning): ``values(n)`` is CGSuite's
``NimValueSequence(n)`` and ``moves(x)`` the options of its heap x + 1.
"""

from __future__ import annotations

import doctest
import random
from itertools import combinations

import numpy as np
import pytest

import grundy
from grundy import CoinGame, InvalidGameError, ResourceLimitError, Spawning, TartanProduct, TWINS
from grundy.nimbers import spawning

# -- (a) CGSuite's GameHeapTest ------------------------------------------------------------------
# Source: aaron-siegel/cgsuite at commit e909ab8 (e909ab8bc330e39bc837d26b22bc8a96f9fa512a),
# lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala, "define other heap games
# properly": [game.heap.Spawning(code)(n).NimValue for n from 1 to 20] and
# game.heap.Spawning(code)(20).Options.Size. (name, code, options of heap 20, values of heaps 1-20)
from test_cgsuite import SPAWNING as CGSUITE  # noqa: E402  (the same table, one copy)


@pytest.mark.parametrize("name, code, count, values", CGSUITE, ids=[c[0] for c in CGSUITE])
def test_cgsuite_game_heap_test(name, code, count, values):
    values = [int(v) for v in values.strip("[]").split(",")]
    game = Spawning(code)
    assert game.values(20).tolist() == values, name
    assert [game.value(n - 1) for n in range(1, 21)] == values
    moves = game.moves(19)
    assert len(moves) == len(set(moves)) == count
    assert len(game.heap_options(20)) == count
    assert all(0 < h < 20 for option in game.heap_options(20) for h in option)
    # the same values by CoinGame's plain mex over the listed moves (Moidores: its first 14)
    n = 14 if code == "1-9" else 20
    plain = CoinGame(game.moves)
    assert [plain.value(x) for x in range(n)] == values[:n]


# -- (b) a brute-force oracle from the definition ------------------------------------------------
N = 14  # coins 0 .. 13


def _sets_by_target(n):
    """For each target x < n, every set T of coins with largest coin x, as columns: the other
    coins (a bitmask), |T|, the width max T - min T + 1, and whether T is consecutive, equally
    spaced, symmetric (c in T iff min T + x - c in T), and holds coin 0."""
    table = []
    for x in range(n):
        rows = []
        for bits in range(1 << x):
            t = (*[c for c in range(x) if bits >> c & 1], x)
            gaps = {b - a for a, b in zip(t, t[1:])}
            rows.append((bits, len(t), x - t[0] + 1, gaps <= {1}, len(gaps) <= 1,
                         all(a + b == t[0] + x for a, b in zip(t, reversed(t))), t[0] == 0))
        table.append(np.array(rows, dtype=np.int64).T)
    return table


SETS = _sets_by_target(N)


def _allowed(elements, x):
    """Which sets with target x some element allows (elements as dicts of the code's parts)."""
    _, size, width, consecutive, equal, symmetric, first = SETS[x]
    allowed = np.zeros(len(size), dtype=bool)
    for e in elements:
        ok = size >= e["lo"]
        if e["hi"] is not None:
            ok &= size <= e["hi"]
        if e["span"] is not None:
            ok &= width <= e["span"]
        if e["spacing"]:
            ok &= {"C": consecutive, "E": equal, "S": symmetric}[e["spacing"]] == 1
        if e["first"]:
            ok &= first == 1
        allowed |= ok
    return allowed


def oracle_values(elements, n=N):
    """Values of coins 0 .. n - 1 by plain mex over every allowed set of coins."""
    g = []
    for x in range(n):
        xor_of = np.zeros(1 << x, dtype=np.int64)  # XOR of g over the coins of each bitmask
        for c in range(x):
            xor_of[1 << c:2 << c] = xor_of[:1 << c] ^ g[c]
        options = set(xor_of[SETS[x][0][_allowed(elements, x)]].tolist())
        g.append(min(set(range(len(options) + 1)) - options))
    return g


def oracle_moves(elements, x):
    masks = SETS[x][0][_allowed(elements, x)].tolist()
    return {tuple(c for c in range(x) if bits >> c & 1) for bits in masks}


def random_code(rng):
    """A random turning code, written loosely (either case, blanks, leading zeros, modifiers in
    any order), its elements as dicts, and its normalized text."""
    elements, written, normal = [], [], []
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
        lo = rng.randint(1, 5)
        hi = rng.choice([lo, lo + rng.randint(1, 4), None])
        e = {"lo": lo, "hi": hi, "span": rng.choice([None, None, rng.randint(1, 8)]),
             "spacing": rng.choice(["", "C", "E", "S"]), "first": rng.random() < 0.3}
        elements.append(e)
        count = f"{lo}+" if hi is None else f"{lo}-{hi}" if hi != lo else str(lo)
        text = f"{lo}-{lo}" if hi == lo and rng.random() < 0.2 else count
        text = ("0" if rng.random() < 0.1 else "") + text
        mods = [m for m in (e["spacing"], "F" if e["first"] else "",
                            "" if e["span"] is None else f"C({e['span']})") if m]
        rng.shuffle(mods)
        written.append(" " * rng.randint(0, 1) + text + "".join(
            m.lower() if rng.random() < 0.3 else m for m in mods))
        normal.append(count + "".join(mods))
    return ",".join(written), elements, ",".join(normal)


CODES = [random_code(random.Random(seed)) for seed in range(300)]


@pytest.mark.parametrize("code, elements, normal", CODES, ids=[c[0] for c in CODES])
def test_against_brute_force(code, elements, normal):
    game = Spawning(code)
    assert game.code == normal
    assert Spawning(game.code).code == normal
    assert game.values(N).tolist() == oracle_values(elements)
    for x in range(10):
        moves = game.moves(x)
        assert len(moves) == len(set(moves))
        assert set(moves) == oracle_moves(elements, x), x


@pytest.mark.parametrize("code, elements, normal", CODES[:60], ids=[c[0] for c in CODES[:60]])
def test_against_coingame_mex(code, elements, normal):
    game = Spawning(code)
    plain = CoinGame(game.moves)
    assert game.values(12).tolist() == [plain.value(x) for x in range(12)]


# -- (c) winning moves ---------------------------------------------------------------------------
@pytest.mark.parametrize("code", [c[0] for c in CODES[:40]] + [c[1] for c in CGSUITE])
def test_every_winning_move_leads_to_zero(code):
    game = Spawning(code)
    rng = random.Random(code)
    for _ in range(15):
        heads = rng.sample(range(12), rng.randint(0, 6))
        move = game.winning_move(heads)
        if game.position_value(heads) == 0:
            assert move is None
        else:
            assert move.target in heads and move.others in game.moves(move.target)
            assert game.position_value(move.apply(heads)) == 0


# -- (d) bad codes -------------------------------------------------------------------------------
@pytest.mark.parametrize("code, message", [
    ("1-x", "code '1-x': 'x' at character 3: expected a number of coins"),
    ("", "code '': the end at character 1: expected a number of coins"),
    ("1-3,", "code '1-3,': the end at character 5: expected a number of coins"),
    ("1,,2", "code '1,,2': ',' at character 3: expected a number of coins"),
    ("+3", "code '+3': '+' at character 1: expected a number of coins"),
    ("0", "code '0': '0' at character 1: a move turns at least one coin"),
    ("3-2", "code '3-2': '2' at character 3: the range 3-2 is empty"),
    ("1-3-5", "code '1-3-5': '-' at character 4: expected C, C(n), E, S, F, ',' or the end"),
    ("2x", "code '2x': 'x' at character 2: expected C, C(n), E, S, F"),
    ("1CE", "code '1CE': 'E' at character 3: C is given already: one of C, E, S per element"),
    ("3SC", "code '3SC': 'C' at character 3: S is given already"),
    ("1FF", "code '1FF': 'F' at character 3: F is given twice"),
    ("1C(5)C(4)", "code '1C(5)C(4)': 'C' at character 6: C(n) is given twice"),
    ("1C(0)", "code '1C(0)': '0' at character 4: a span holds at least one coin"),
    ("1C(5", "code '1C(5': the end at character 5: expected ')'"),
    ("1C(5C", "code '1C(5C': 'C' at character 5: expected ')'"),
    ("1C()", "code '1C()': ')' at character 4: expected a number of coins"),
    ("3 C", "code '3 C': 'C' at character 3: expected ',' or the end"),
    ("1-3²", "code '1-3²': '²' at character 4"),
    ("1-" + "9" * 5000, "code '1-" + "9" * 57 + "…: '9' at character 3: a number of more than 18"),
])
def test_bad_codes_name_the_place(code, message):
    with pytest.raises(InvalidGameError) as info:
        Spawning(code)
    text = str(info.value)
    assert text.startswith(message) and "\n" not in text


def test_bad_arguments():
    with pytest.raises(InvalidGameError, match="turning code"):
        Spawning(13)
    game = Spawning("1-3")
    for call in (game.value, game.values, game.moves, game.heap_options):
        with pytest.raises(InvalidGameError):
            call(-1)


# -- (e) the doctests, and the rest of the interface ----------------------------------------------
def test_doctests():
    result = doctest.testmod(spawning, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 5 and result.failed == 0


def test_exports_and_repr():
    assert grundy.Spawning is grundy.nimbers.Spawning is spawning.Spawning
    assert "Spawning" in grundy.__all__ and "Spawning" in grundy.nimbers.__all__
    assert repr(Spawning(" 1-3c(5) , 4sf ")) == "Spawning('1-3C(5),4SF')"
    assert Spawning("2-2").code == "2"


def test_heaps_and_coins():
    game = Spawning("4FS")
    assert game.heap_options(0) == [] and game.heap_options(1) == []
    assert game.heap_options(8) == [tuple(c + 1 for c in m) for m in game.moves(7)]
    assert game.values(0).dtype == np.int64 and len(game.values(0)) == 0


def test_a_move_allowed_twice_is_listed_once():
    assert len(Spawning("1-3,2").moves(19)) == 191
    assert len(Spawning("1-3,2,3E").moves(19)) == 191


def test_span_shorter_than_the_count_allows_no_move():
    game = Spawning("4C(3)")
    assert game.values(8).tolist() == [0] * 8 and game.moves(7) == []


def test_documented_meaning_where_cgsuite_differs():
    # F: the first coin, coin 0, is among those turned, for every count of the range. CGSuite
    # e909ab8 also turns the target alone under 1-3F, has no moves of 1+CF past heap 1 and
    # none of 1+FS at even heaps (odd coins); see Spawning's Notes.
    assert Spawning("1-3F").moves(3) == [(0,), (0, 1), (0, 2)]
    assert Spawning("1+CF").moves(3) == [(0, 1, 2)]
    assert Spawning("1+FS").moves(1) == [(0,)]
    assert Spawning("1+FS").moves(3) == [(0,), (0, 1, 2)]
    # E allowing one coin: the target alone (CGSuite divides by zero)
    assert Spawning("1-2E").moves(2) == [(), (1,), (0,)]


def test_tartan_product_of_the_game():
    game = Spawning("1-3")
    square = TartanProduct(game.game, TWINS)
    assert square.value(3, 2) == grundy.nim_mul(game.value(3), 2)
    move = square.winning_move([(3, 2), (1, 1)])
    assert square.position_value(set(move.apply([(3, 2), (1, 1)]))) == 0


# -- known tables at larger sizes (the fast paths past the oracle's reach) -----------------------
def test_mock_turtles_are_the_odious_numbers():
    # Winning Ways, ch. 14: coin x of Mock Turtles is worth the x-th odious number
    odious = [2 * x + (bin(x).count("1") % 2 == 0) for x in range(1500)]
    assert Spawning("1-3").values(1500).tolist() == odious


def test_ruler_and_its_fives():
    ruler = [(x + 1) & -(x + 1) for x in range(2000)]
    assert Spawning("1+C").values(2000).tolist() == ruler
    assert Spawning("1-5C").values(2000).tolist() == [min(v, 4) for v in ruler]


def test_grunt_is_grundys_game():
    n = 400
    grundy_game = [0] * n  # split a heap into two unequal heaps
    for h in range(n):
        options = {grundy_game[a] ^ grundy_game[h - a] for a in range(1, (h + 1) // 2)}
        grundy_game[h] = min(set(range(h + 1)) - options)
    assert Spawning("4FS").values(n).tolist() == grundy_game


@pytest.mark.parametrize("code", ["3E", "2+E", "2-5EC(9)", "1-4S", "2-6S", "2+SC(6)", "3-4F",
                                  "2-4C(7)", "3EF,2C"])
def test_larger_sizes_against_coingame(code):
    game = Spawning(code)
    plain = CoinGame(game.moves)
    n = 45
    assert game.values(n).tolist() == [plain.value(x) for x in range(n)]


def test_subset_xors_both_ways(monkeypatch):
    tabled = []

    class Rows(spawning._Rows):
        def __init__(self, *args):
            tabled.append(args)
            super().__init__(*args)

    monkeypatch.setattr(spawning, "_Rows", Rows)
    rng = random.Random(7)
    for _ in range(300):
        items = np.array([rng.randrange(64) for _ in range(rng.randint(0, 10))], dtype=np.int64)
        jmin = rng.randint(0, 4)
        jmax = rng.randint(jmin - 1, len(items)) if len(items) >= jmin - 1 else jmin - 1
        base = rng.randrange(64)
        index = np.arange(64 if rng.random() < 0.7 else 1 << 14)
        expected = {base ^ int(np.bitwise_xor.reduce(np.array(c, dtype=np.int64))) if c else base
                    for j in range(jmin, jmax + 1) for c in combinations(items.tolist(), j)}
        hit = np.zeros(len(index), dtype=bool)
        spawning._mark_subset_xors(items, jmin, jmax, base, hit, index)
        assert set(np.flatnonzero(hit).tolist()) == expected
    assert 10 < len(tabled) < 200  # both ways were taken


def test_values_past_memory_raise(monkeypatch):
    # Motley (1+): coin x is worth 2^x; its tables past 2^20 entries are checked first
    monkeypatch.setenv("GRUNDY_MAX_MEMORY", "1e6")
    game = Spawning("1+")
    assert game.value(19) == 1 << 19
    with pytest.raises(ResourceLimitError, match="Spawning"):
        game.value(22)
