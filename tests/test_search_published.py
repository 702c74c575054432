"""Published values for :mod:`grundy.search`: Cram boards and Node-Kayles / Arc-Kayles graph
families, each table checked against the source that states it (cited above each test)."""

from __future__ import annotations

import networkx as nx
import pytest

from grundy.search import Cram, arc_kayles_value, node_kayles_value


def nk(edges, n: int) -> int:
    return node_kayles_value(edges, n, progress=False)


def ak(edges, n: int) -> int:
    return arc_kayles_value(edges, n, progress=False)


# ----------------------------------------------------------------------------- Cram
# T. Plick, nimcalc, github.com/tplick/nimcalc, cram.ml, run_tests (the `./cram test` self-test,
# commit 0a6431c): 2 x c has value c mod 2 for c = 0..12, 3 x c for c = 0..9 the list below,
# and 4 x 4 = 0, 4 x 5 = 2, 4 x 6 = 0, 5 x 5 = 0.  (A 0 x c board has no square; it starts at 1.)
NIMCALC_THREE_BY_N = [0, 1, 1, 0, 1, 1, 4, 1, 3, 1]


def test_nimcalc_self_test_values():
    assert [Cram(2, c, base=0, progress=False).value() for c in range(1, 13)] == [c & 1 for c in range(1, 13)]
    assert [Cram(3, c, base=0, progress=False).value() for c in range(1, 10)] == NIMCALC_THREE_BY_N[1:]
    assert [Cram(r, c, base=0, progress=False).value() for r, c in [(4, 4), (4, 5), (4, 6), (5, 5)]] == [0, 2, 0, 0]


# ----------------------------------------------------------------------------- Node-Kayles
def linked_diamonds(n: int) -> tuple[list[tuple[int, int]], int]:
    """OEIS A316781's graph: v_0..v_n (0..n), u_i (n + i), w_i (2n + i); diamond i has the edges
    v_{i-1}v_i, v_{i-1}u_i, v_{i-1}w_i, u_iv_i, w_iv_i."""
    edges = []
    for i in range(1, n + 1):
        v0, v1, u, w = i - 1, i, n + i, 2 * n + i
        edges += [(v0, v1), (v0, u), (v0, w), (u, v1), (w, v1)]
    return edges, 3 * n + 1


def linked_four_cycles(n: int, regular: bool) -> tuple[list[tuple[int, int]], int]:
    """OEIS A316629's graphs: u_1..u_{n+1} (0..n), v_i (n + i), w_i (2n + i).  Semi-regular: the
    path u_1..u_{n+1} and the edges u_iv_i, v_iw_i, w_iu_{i+1}; regular: u_iv_i, u_iw_i,
    v_iu_{i+1}, w_iu_{i+1}."""
    edges = [] if regular else [(i, i + 1) for i in range(n)]
    for i in range(1, n + 1):
        u, u2, v, w = i - 1, i, n + i, 2 * n + i
        edges += [(u, v), (u, w), (v, u2), (w, u2)] if regular else [(u, v), (v, w), (w, u2)]
    return edges, 3 * n + 1


# OEIS A316632 (Node-Kayles on the 3 x n lattice graph; Brown, Daugherty, Fiorini, Maldonado,
# Manzano-Ruiz, Rainville, Waechter and Wong, "Nimber Sequences of Node-Kayles Games", J. Integer
# Seq. 23 (2020), Article 20.3.5): all 16 listed terms (tests/test_search.py checks n <= 10).
A316632 = [2, 1, 1, 0, 3, 3, 2, 2, 2, 3, 3, 5, 2, 4, 1, 3]


def test_a316632_three_by_n_grid():
    assert [node_kayles_value(nx.grid_2d_graph(3, n), progress=False) for n in range(1, 17)] == A316632


# OEIS A316781 (Node-Kayles on n diamonds linked at vertices of degree three; same paper), the
# terms n = 1..60 of the 93 listed (3n + 1 vertices: n > 21 in the wide core; all 93 agree, in
# 6 s).
A316781 = [2, 1, 0, 3, 3, 1, 4, 2, 6, 5, 0, 2, 7, 1, 4, 3, 3, 1, 4, 7, 7, 5, 0, 2, 8, 4, 4, 6, 3, 1,
           8, 7, 7, 5, 0, 2, 2, 1, 4, 6, 3, 1, 8, 2, 7, 5, 0, 2, 8, 1, 4, 6, 3, 1, 4, 2, 7, 5, 0, 2]


def test_a316781_linked_diamonds():
    assert [nk(*linked_diamonds(n)) for n in range(1, 61)] == A316781


# OEIS A316629 (Node-Kayles on the semi-regular graph of n linked 4-cycles; same paper), the terms
# n = 1..45 of the 90 listed (3n + 1 vertices: n > 21 in the wide core; all 90 agree, in 21 s);
# its comment: on the regular graph of n linked 4-cycles the value is 0 for odd n and 1 for even n.
A316629 = [0, 1, 3, 4, 2, 3, 1, 2, 0, 4, 6, 5, 7, 3, 2, 7, 6, 2, 0, 2, 1, 3, 2, 4, 3, 5, 0, 3, 1, 2,
           10, 1, 11, 2, 1, 9, 7, 8, 4, 9, 5, 3, 1, 2, 7]


def test_a316629_linked_four_cycles():
    assert [nk(*linked_four_cycles(n, regular=False)) for n in range(1, 46)] == A316629
    assert [nk(*linked_four_cycles(n, regular=True)) for n in range(1, 46)] == [(n + 1) % 2 for n in range(1, 46)]


# OEIS A317367 (Node-Kayles on the path P_n with the extra edges {i, i + 3}; Fiorini, in the
# same line of work as the paper above): the 105 terms n = 4..108 its data lists (n > 64 in the
# wide core), and its comment "periodic with period 62 and final irregularity at n = 115
# (proved)": a(115) != a(177), a(n) = a(n - 62) from n = 178 on (checked to n = 185).
A317367 = [0, 2, 1, 3, 0, 1, 1, 3, 0, 2, 3, 3, 2, 2, 3, 4, 2, 4, 0, 4, 2, 5, 3, 2, 2, 3, 3, 2, 0, 3,
           1, 1, 0, 3, 1, 2, 0, 3, 1, 2, 0, 1, 1, 4, 0, 4, 5, 4, 7, 2, 6, 4, 7, 5, 0, 4, 1, 1, 0, 2,
           1, 3, 0, 2, 1, 3, 0, 1, 1, 3, 0, 2, 3, 3, 2, 2, 7, 4, 6, 5, 4, 4, 5, 5, 7, 2, 6, 3, 3, 2,
           0, 3, 1, 1, 0, 3, 1, 2, 0, 3, 1, 2, 0, 1, 1]


@pytest.mark.slow
def test_a317367_path_with_chords_of_length_three():
    def graph(n):
        return [(i, i + 1) for i in range(n - 1)] + [(i, i + 3) for i in range(n - 3)], n

    assert [nk(*graph(n)) for n in range(4, 109)] == A317367
    a = {n: nk(*graph(n)) for n in [115, 177] + list(range(116, 124)) + list(range(178, 186))}
    assert a[115] != a[177]
    assert all(a[n] == a[n - 62] for n in range(178, 186))
