"""Misère quotients (grundy.misere) against theorems and quotients published in the literature.

Every expected property below is taken from a publication (cited at each test), not from grundy:
the parity of quotient orders (Plambeck and Siegel), the orders allowed when the P-portion has two
elements and the uniqueness of the quotient of order 8 (Siegel's classification), and the
presentation of that quotient, R8 (Plambeck).
"""

from __future__ import annotations

import itertools

import pytest

from grundy.heaps.octal import OctalGame
from grundy.misere import misere_quotient

# Octal games with a cheap quotient at the bound given (the whole set takes about a second).
BOUND_12 = ("0.01 0.02 0.03 0.04 0.05 0.06 0.07 0.11 0.12 0.13 0.14 0.15 0.16 0.17 0.21 0.22 0.23 "
            "0.24 0.25 0.26 0.27 0.31 0.32 0.33 0.34 0.36 0.41 0.42 0.43 0.44 0.46 0.51 0.52 0.53 "
            "0.54 0.55 0.56 0.57 0.71 0.72 0.73 0.75 4.1 4.2 4.3 4.4 4.5 4.6 0.001 0.002 0.003 "
            "0.007 0.011 0.012 0.013 0.017 0.021 0.022 0.023 0.027 0.031 0.032 0.033 0.037 0.041 "
            "0.042 0.043 0.047 0.051 0.052 0.053 0.057 0.061 0.062 0.063 0.067 0.071 0.072 0.073 "
            "0.077 0.101 0.102 0.103 0.107 0.111 0.112 0.113 0.117 0.121 0.122 0.123").split()
BOUND_8 = "0.37 0.45 0.47 0.61 0.62 0.63 0.64 0.65 0.66 0.67 0.74 0.76 0.77 4.7 0.127".split()
CASES = [(c, 12) for c in BOUND_12] + [(c, 8) for c in BOUND_8]


@pytest.fixture(scope="module")
def quotients():
    return {(code, n): misere_quotient(code, n, progress=False) for code, n in CASES}


def _first_live_heap(code: str, bound: int) -> int | None:
    game = OctalGame(code)
    return next((h for h in range(1, bound + 1) if game.options(h)), None)


def test_every_quotient_with_a_move_has_even_order(quotients):
    # Plambeck and Siegel, "Misère quotients for impartial games", JCTA 115 (2008) 593-622: every
    # misère quotient of a set of impartial games has even cardinality (restated in
    # Rubinstein-Salzedo and Zhou, "Finite cardinalities of misère quotients", arXiv:2603.18244,
    # abstract and section 1: "impartial misère quotients ... must have even cardinality").
    # The closed set of sums of heaps with no move is the trivial quotient {1}, order 1.
    for (code, n), q in quotients.items():
        first = _first_live_heap(code, n)
        for bound, order in enumerate(q.orders, start=1):
            if first is None or bound < first:
                assert order == 1, (code, bound, order)
            else:
                assert order % 2 == 0, (code, bound, order)


def test_p_portion_of_two_elements_forces_order_2_to_the_n_plus_2_or_4(quotients):
    # Siegel, "The structure and classification of misère quotients", arXiv:math/0703070,
    # abstract: "if |P| = 2 and Q is finite, then |Q| = 2^n + 2 or 2^n + 4".
    def power_of_two(x: int) -> bool:
        return x >= 1 and x & (x - 1) == 0

    seen = set()
    for (code, n), q in quotients.items():
        if len(q.p_portion) == 2:
            seen.add(q.order)
            assert power_of_two(q.order - 2) or power_of_two(q.order - 4), (code, n, q.order)
    assert {6, 8, 10, 12} <= seen  # the theorem is exercised on several orders


def _r8():
    """R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2> with P-portion {a, b^2} (Plambeck,
    "Taming the wild in impartial combinatorial games", INTEGERS 5 (2005) G05), built from the
    presentation alone: words a^i b^j c^k rewritten to the 8 normal forms
    1, a, b, ab, b^2, ab^2, c, ac."""

    def reduce(i: int, j: int, k: int) -> tuple[int, int, int]:
        j += 2 * (k // 2)          # c^2 = b^2
        k %= 2
        if j and k:                # b c = a b
            i, k = i + 1, 0
        if j >= 3:                 # b^3 = b
            j = 2 - (j % 2)
        return i % 2, j, k         # a^2 = 1

    elems = sorted({reduce(i, j, k) for i in range(2) for j in range(3) for k in range(2)})
    index = {e: x for x, e in enumerate(elems)}
    table = [[index[reduce(*(u + v for u, v in zip(x, y)))] for y in elems] for x in elems]
    p = {index[(1, 0, 0)], index[(0, 2, 0)]}
    return elems, table, p


def _isomorphic_to_r8(q) -> bool:
    """Whether some bijection R8 -> q, determined by the images of a, b, c, is an isomorphism of
    monoids that maps the P-portion onto the P-portion."""
    elems, table, p = _r8()
    t = q.table

    def power(x: int, e: int) -> int:
        y = 0
        for _ in range(e):
            y = int(t[y, x])
        return y

    for x, y, z in itertools.product(range(q.order), repeat=3):
        phi = [int(t[t[power(x, i), power(y, j)], power(z, k)]) for i, j, k in elems]
        if len(set(phi)) != len(elems):
            continue
        if all(phi[table[u][v]] == t[phi[u], phi[v]] for u in range(8) for v in range(8)) \
                and {phi[u] for u in p} == set(q.p_portion):
            return True
    return False


def test_r8_from_its_presentation_has_order_8():
    elems, table, p = _r8()
    assert len(elems) == 8 and len(p) == 2
    for x, y, z in itertools.product(range(8), repeat=3):  # a commutative monoid
        assert table[table[x][y]][z] == table[x][table[y][z]] and table[x][y] == table[y][x]


def test_every_quotient_of_order_8_is_r8(quotients):
    # Siegel, "The structure and classification of misère quotients", arXiv:math/0703070,
    # abstract: "there is exactly one quotient of order 8"; it is Plambeck's R8 of 0.75. So every
    # order-8 quotient grundy finds must be isomorphic to R8, P-portion included.
    eights = []
    for (code, n), q in quotients.items():
        for bound, order in enumerate(q.orders, start=1):
            if order == 8:
                eights.append((code, bound))
    assert {"0.75", "0.57", "0.72"} <= {code for code, _ in eights}
    for code, bound in eights:
        assert _isomorphic_to_r8(misere_quotient(code, bound, progress=False)), (code, bound)


def test_a_quotient_of_another_order_is_not_taken_for_r8():
    # The isomorphism check itself can fail: T2 (misère Nim, heaps up to 3) has order 6, and the
    # order-8 quotient of 0.75 with its P-portion moved is no quotient of R8's shape.
    assert not _isomorphic_to_r8(misere_quotient("0.333", 3, progress=False))

    class Moved:
        pass

    q = misere_quotient("0.75", 12, progress=False)
    moved = Moved()
    moved.order, moved.table = q.order, q.table
    moved.p_portion = frozenset(range(q.order)) - q.p_portion
    assert _isomorphic_to_r8(q) and not _isomorphic_to_r8(moved)


# Orders of Dawson's Kayles (0.07) published at a heap bound:
# - Siegel, answering questions on MisereSolver ("Some MisereSolver questions answered",
#   miseregames.wordpress.com, 28 August 2007): "Q_30(0.07) has size 360" (java -jar misere.jar
#   0.07 -maxheap 30);
# - Plambeck and Siegel ("Misère quotients for impartial games", J. Combin. Theory Ser. A 115
#   (2008); arXiv math/0609825) carried 0.07 to heap 33, where the partial quotient has 638
#   elements and its presentation is too messy to print (the figure as a public summary of
#   their results quotes it).
# The orders by bound from heap 23 on are grundy's own: the quotient jumps from 24 to 144
# elements at heap 25.
DAWSONS_KAYLES_FROM_HEAP_23 = [24, 24, 144, 144, 176, 176, 176, 360, 520, 552, 638]


@pytest.mark.slow  # 2 s and 8 s
@pytest.mark.parametrize("bound, order", [(30, 360), (33, 638)])
def test_dawsons_kayles_has_the_published_order(bound, order):
    q = misere_quotient("0.07", bound, progress=False)
    assert q.order == order
    assert list(q.orders[22:]) == DAWSONS_KAYLES_FROM_HEAP_23[:bound - 22]
