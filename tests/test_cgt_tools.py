"""grundy against the impartial results of cgt-tools' test suite.

Source: Tomasz Maciosowski's cgt-tools (the Rust crate ``cgt``), github.com/t4ccer/cgt-tools,
read at commit 17fa9f3 (17fa9f32c204d01248bafa8399bbb06b8d444cff, November 2025). Its tests
are ``#[test]`` functions inside the source files; these state values of impartial games:

- ``cgt/numeric/nimber.rs``, ``mex_works``: four mex computations.
- ``cgt/short/impartial/games/subtraction.rs``, ``correct_grundy_sequence``: six subtraction
  games ({1}, {2}, {1, 2}, {1, 2, 3}, {5}, {2, 3, 5}), each a period of Grundy values
  repeated 16 times from heap 0.
- ``cgt/short/impartial/games/quicksort.rs``, ``correct_nim_value`` and
  ``one_end_hypothesis``: nim values of three Quicksort positions, and that 2, 3, ..., n, 1
  has value n - 1 for n = 2 to 15.
- ``cgt/short/impartial/games/pseudo_quicksort.rs``, ``correct_nim_value``: three Pseudo
  Quicksort positions.
- ``cgt/short/partizan/canonical_form.rs``: the impartial cases of ``parse_games``
  ({0,*,*2|0,*,*2} is *3), of ``ordering_works`` (0, * and *2 compared) and
  ``nimber_is_its_negative`` (*4 = -*4).
- ``cgt/loopy/impartial/games/wind_up.rs``, ``sequence_reduction_graph_equivalence`` and
  ``weird_sequence``: WindUp, a loopy subtraction game played modulo n.

Conventions, converted in this module:

- Heaps are numbered from 0 in both (cgt's ``GrundySequence`` yields g(0) first).
- Quicksort (after Andreas Chen, "The Quicksort Game") is played on a sequence of distinct
  numbers; a move picks an element p of it as pivot and leaves the elements below p in their
  order, then p, then those above p in their order. A pivot that changes nothing is no move.
  Pseudo Quicksort pivots at p + 1/2 for an element p: the elements up to p, then those above.
  Positions are tuples here.
- cgt's canonical forms compare partizan games; for impartial G and H, G = H when G + H is a
  P-position, and otherwise they are incomparable (G + H is an N-position), which cgt's
  ``partial_cmp`` reports as None.
- WindUp(n, S): a position is a residue modulo n; a move from r != 0 goes to r - s mod n for
  s in S; 0 is the end of the game. cgt solves it two ways, a "graph" method (the one its
  command line uses) and a "sequence" method that iterates mex over the table modulo n from a
  starting period until it repeats; its test asserts that the two agree on WindUp(40, {6, 7})
  and that the sequence from [1] gives the same. The 40 values are not written in cgt; below
  they are the sequence method's result (its algorithm transcribed in the test), checked
  against grundy's :func:`grundy.loopy_values`. ``weird_sequence`` asserts only that the
  sequence method depends on its start for WindUp(3, {1, 2}); grundy gives that game the
  infinite values ∞(0) (it can be played forever), which neither of the sequence method's
  two results shows; a plain retrograde analysis in the test confirms it.

Left out, as partizan or not values of games: Domineering, Toads and Frogs, Ski Jumps,
Amazons, Fission, Konane, Snort, Toppling Dominoes (blue and red dominoes only) and Digraph
Placement (blue and red vertices); left dead ends and P-free games (partizan misère);
Quelhas (misère Domineering); canonical-form printing, parsing, stops, temperatures, cooling,
atomic weights and reduced forms (partizan notions, including the atomic weight 0 of *3 and the
stops 0, 0 of *); the number-up-star (``nus.rs``) parsing and move round trips; the graph and
grid data structures; ``test-data/out4x5-sorted.json`` (a Domineering search result, whose
blob the snapshot does not hold).
"""

from __future__ import annotations

import itertools

import pytest

import grundy

CGT = "cgt-tools 17fa9f3"


# -- cgt/numeric/nimber.rs, mex_works ----------------------------------------------------------
@pytest.mark.parametrize("values, expected", [
    ([0, 0, 2, 5, 1], 3),
    ([0, 1, 2], 3),
    ([0, 1, 1], 2),
    ([], 0),
])
def test_mex_works(values, expected):
    assert grundy.mex(values) == expected


# -- cgt/short/impartial/games/subtraction.rs, correct_grundy_sequence -----------------------
REPETITIONS = 16
SUBTRACTION = [
    # (subtraction set, period from heap 0, period length)
    ([1], [0, 1], 2),
    ([2], [0, 0, 1, 1], 4),
    ([1, 2], [0, 1, 2], 3),
    ([1, 2, 3], [0, 1, 2, 3], 4),
    ([5], [0, 0, 0, 0, 0, 1, 1, 1, 1, 1], 10),
    ([2, 3, 5], [0, 0, 1, 1, 2, 2, 3], 7),
]


@pytest.mark.parametrize("moves, period, length", SUBTRACTION, ids=lambda x: str(x))
def test_subtraction_grundy_sequence(moves, period, length):
    n = REPETITIONS * length
    expected = list(itertools.islice(itertools.cycle(period), n))
    game = grundy.SubtractionGame(moves)
    assert game.values(n).tolist() == expected
    assert grundy.subtraction_values(moves, n).tolist() == expected
    # cgt checks 16 periods; grundy proves the period, pure from heap 0.
    cert = game.certificate()
    assert (cert.preperiod, cert.period) == (0, length)


# -- Quicksort and Pseudo Quicksort ------------------------------------------------------------
def quicksort_moves(seq: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Pivot on an element p: the elements below p, then p, then those above (order kept)."""
    out = []
    for p in seq:
        new = tuple([e for e in seq if e < p] + [p] + [e for e in seq if e > p])
        if new != seq:
            out.append(new)
    return out


def pseudo_quicksort_moves(seq: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Pivot at p + 1/2: the elements up to p, then those above (order kept)."""
    out = []
    for p in seq:
        new = tuple([e for e in seq if e <= p] + [e for e in seq if e > p])
        if new != seq and new not in out:
            out.append(new)
    return out


def test_quicksort_move_rule():
    # Pivots 6, 5 and 4 of 1,2,3,6,5,4 (in that order); pivots 1, 2, 3 change nothing.
    assert quicksort_moves((1, 2, 3, 6, 5, 4)) == [(1, 2, 3, 5, 4, 6), (1, 2, 3, 4, 5, 6),
                                                   (1, 2, 3, 4, 6, 5)]
    # Pivots at 5.5 and 4.5; 6.5 (and 1.5 to 3.5) change nothing.
    assert pseudo_quicksort_moves((1, 2, 3, 6, 5, 4)) == [(1, 2, 3, 5, 4, 6),
                                                          (1, 2, 3, 4, 6, 5)]


@pytest.mark.parametrize("seq, expected", [
    ((1, 2, 3, 6, 5, 4), 2),
    ((4, 1, 6, 5, 7, 3, 8, 2), 5),
    ((4, 1, 6, 5, 7, 8, 2, 3), 0),
])
def test_quicksort_correct_nim_value(seq, expected):
    """quicksort.rs, correct_nim_value."""
    assert grundy.grundy_value(seq, quicksort_moves) == expected


def test_quicksort_one_end_hypothesis():
    """quicksort.rs, one_end_hypothesis: 2, 3, ..., n, 1 has value n - 1, n = 2..15."""
    solver = grundy.GameSolver(quicksort_moves)
    expected = {end: end - 1 for end in range(2, 16)}
    assert {end: solver.value(tuple(range(2, end + 1)) + (1,)) for end in range(2, 16)} == expected


@pytest.mark.parametrize("seq, expected", [
    ((1, 2, 3, 6, 5, 4), 0),
    ((4, 1, 6, 5, 7, 3, 8, 2), 5),
    ((4, 1, 6, 5, 7, 8, 2, 3), 3),
])
def test_pseudo_quicksort_correct_nim_value(seq, expected):
    """pseudo_quicksort.rs, correct_nim_value."""
    assert grundy.grundy_value(seq, pseudo_quicksort_moves) == expected


# -- cgt/short/partizan/canonical_form.rs: the nimbers ------------------------------------------
def nim_heap_moves(p):
    """A nim heap n moves to 0..n-1; the position "G" is the game {0, *, *2 | 0, *, *2}."""
    return [0, 1, 2] if p == "G" else range(p)


def test_canonical_form_parse_games_star_three():
    """parse_games: {0,*,*2|0,*,*2} is *3."""
    assert grundy.grundy_value("G", nim_heap_moves) == 3


@pytest.mark.parametrize("lhs, rhs, equal", [
    # ordering_works: (lhs, rhs, Some(Equal) or None); 0 is *0, * is *1
    (0, 1, False),
    (1, 1, True),
    (2, 1, False),
    (2, 2, True),
    (1, 2, False),
])
def test_canonical_form_ordering_of_nimbers(lhs, rhs, equal):
    """ordering_works, the impartial cases: *a = *b when *a + *b is a P-position, else
    they are incomparable (an N-position)."""
    expected = grundy.Outcome.P if equal else grundy.Outcome.N
    assert grundy.sum_value([lhs, rhs], nim_heap_moves) == (0 if equal else lhs ^ rhs)
    assert grundy.sum_outcome([lhs, rhs]) == expected
    assert (grundy.Nimber(lhs) == grundy.Nimber(rhs)) is equal


def test_canonical_form_nimber_is_its_negative():
    """nimber_is_its_negative: *4 = -*4, so *4 + *4 = 0."""
    assert -grundy.Nimber(4) == grundy.Nimber(4)
    assert grundy.Nimber(4) + grundy.Nimber(4) == 0
    assert grundy.sum_value([4, 4], nim_heap_moves) == 0


# -- cgt/loopy/impartial/games/wind_up.rs ------------------------------------------------------
def wind_up_moves(n: int, moves: list[int]):
    return lambda r: [] if r == 0 else [(r - s) % n for s in moves]


def wind_up_values(n: int, moves: list[int]) -> list[str]:
    """grundy's generalized values of positions 0..n-1 of WindUp(n, moves), as strings."""
    values: dict = {}
    for r in range(n):
        if r not in values:
            values.update(grundy.loopy_values(r, wind_up_moves(n, moves)))
    return [str(values[r]) for r in range(n)]


def cgt_sequence_method(period: list[int], n: int, moves: list[int]) -> list[int]:
    """cgt's WindUp::new_using_sequence, transcribed: mex over the table mod n until a repeat."""
    seq = [period[i % len(period)] for i in range(n)]
    seen = {tuple(seq)}
    while True:
        new = [0] + [grundy.mex(seq[(i - s) % n] for s in moves) for i in range(1, n)]
        if new == seq:
            break
        seq = new
        if tuple(seq) in seen:
            break
        seen.add(tuple(seq))
    return seq


# WindUp(40, {6, 7}): what both of cgt's methods give (the sequence method, from the test's two
# starting sequences), all finite.
WIND_UP_40_6_7 = [0, 1, 1, 1, 1, 1, 1, 2, 0, 0, 0, 0, 0, 0,
                  1, 1, 1, 1, 1, 1, 2, 0, 0, 0, 0, 0, 0,
                  1, 1, 1, 1, 1, 1, 2, 0, 0, 0, 0, 0, 0]


def test_wind_up_sequence_reduction_graph_equivalence():
    """sequence_reduction_graph_equivalence: WindUp(40, {6, 7})."""
    for start in ([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2], [1]):
        assert cgt_sequence_method(start, 40, [6, 7]) == WIND_UP_40_6_7
    assert wind_up_values(40, [6, 7]) == [str(v) for v in WIND_UP_40_6_7]


def retrograde_outcomes(positions, moves) -> dict:
    """Win / loss / draw of every position of a finite game graph, by plain retrograde
    analysis: a position with no move is lost; one with a move to a lost one is won; one
    whose moves all go to won ones is lost; the rest are draws."""
    result: dict = {}
    changed = True
    while changed:
        changed = False
        for p in positions:
            if p in result:
                continue
            outs = [result.get(q) for q in moves(p)]
            if "L" in outs:
                result[p] = "W"
                changed = True
            elif all(o == "W" for o in outs):
                result[p] = "L"
                changed = True
    return {p: result.get(p, "D") for p in positions}


def test_wind_up_weird_sequence():
    """weird_sequence: the sequence method for WindUp(3, {1, 2}) depends on its start; the game
    itself is loopy there."""
    s1 = cgt_sequence_method([0, 0, 0], 3, [1, 2])
    s2 = cgt_sequence_method([0, 1, 2], 3, [1, 2])
    assert s1 != s2                                   # cgt's assert_ne
    assert (s1, s2) == ([0, 1, 1], [0, 1, 2])
    assert wind_up_values(3, [1, 2]) == ["0", "∞(0)", "∞(0)"]
    # Independent check: 1 and 2 are wins (move to 0), but two tokens on 1 (a sum of two
    # copies of position 1) is a draw, so position 1 is no finite nimber (*m + *m would be lost).
    one = wind_up_moves(3, [1, 2])
    pairs = list(itertools.product(range(3), repeat=2))
    pair_moves = lambda p: [(q, p[1]) for q in one(p[0])] + [(p[0], q) for q in one(p[1])]
    outcomes = retrograde_outcomes(pairs, pair_moves)
    assert outcomes[(1, 0)] == outcomes[(2, 0)] == "W"
    assert outcomes[(1, 1)] == outcomes[(2, 2)] == outcomes[(1, 2)] == "D"
