"""Misère quotients (grundy.misere) against further facts published on misère octal games.

Each expected property below comes from a publication cited at the test (the text quoted there is
the publication's), never from grundy: Plambeck's census of the misère quaternary games (which of
them have only nim heaps as values) and his genus sequence of 0.312, and the misère quotient of
Nim. Octal moves and nim values are recomputed here from the octal code alone.
"""

from __future__ import annotations

import itertools

from grundy.misere import misere_quotient

# --- the octal rules and misère Nim, independent of grundy ---------------------------------------


def _options(code: str, n: int) -> list[tuple[int, ...]]:
    """Heaps left by the moves from a heap of n: digit d_k (removing k tokens) allows leaving no
    heap (bit 1, only when k = n), one heap (bit 2, k < n) or two heaps (bit 4, k <= n - 2)."""
    out: list[tuple[int, ...]] = []
    for k, d in enumerate((int(c, 8) for c in code.split(".")[1]), start=1):
        if d & 1 and n == k:
            out.append(())
        if d & 2 and n > k:
            out.append((n - k,))
        if d & 4 and n >= k + 2:
            out.extend((a, n - k - a) for a in range(1, (n - k) // 2 + 1))
    return out


def _nim_values(code: str, n: int) -> list[int]:
    g = [0]
    for h in range(1, n + 1):
        seen = {0 if not leave else _xor(g[p] for p in leave) for leave in _options(code, h)}
        g.append(next(m for m in itertools.count() if m not in seen))
    return g


def _xor(values) -> int:
    x = 0
    for v in values:
        x ^= v
    return x


# Misère Nim (MathOverflow, "Analysis of Misere Nim?", answer by Emil Jeřábek; read in the copy
# in https://huggingface.co/datasets/nvidia/Nemotron-CC-Math-v1): "a Nim position (n_1,...,n_k)
# is a second player win in misère Nim if and only if some n_i > 1 and n_1 ⊕ ... ⊕ n_k = 0, or
# all n_i <= 1 and n_1 ⊕ ... ⊕ n_k = 1", and "The underlying monoid of the misère quotient of Nim
# is the submonoid Q = (A × {1}) ∪ (A_0 × {0}) of the product monoid A × B [A = (ω, ⊕, 0),
# A_0 = {0, 1}, B = ({0, 1}, ∨, 0)]. The misère quotient itself is (Q, {(0, 1), (1, 0)})."
# The nim heap *m is (m, [m > 1]) there: a position goes to (its nim-sum, whether a heap exceeds 1).
NIM_P = frozenset({(0, 1), (1, 0)})


def _nim_heap(m: int) -> tuple[int, int]:
    return (m, int(m > 1))


def _nim_times(x: tuple[int, int], y: tuple[int, int]) -> tuple[int, int]:
    return (x[0] ^ y[0], x[1] | y[1])


def _tame_failure(q, heap_values: list[int]) -> str | None:
    """None if heap h of q (h = 1, ..., q.bound) acts as the misère nim heap *heap_values[h]: the
    map sending the misère-Nim element of a sum (its nim-sum, whether a heap exceeds 1) to the
    sum's element of q is well defined, and an element is in q's P-portion exactly when its Nim
    element is in Nim's. Otherwise, what goes wrong."""
    t = q.table
    image = {(0, 0): 0}
    todo = [(0, 0)]
    while todo:
        x = todo.pop()
        for h in range(1, q.bound + 1):
            y = _nim_times(x, _nim_heap(heap_values[h]))
            z = int(t[image[x], q.heap_element[h]])
            if y not in image:
                image[y] = z
                todo.append(y)
            elif image[y] != z:
                return f"the sums of Nim element {y} are not one element (heap {h})"
    for y, z in image.items():
        if (y in NIM_P) != (z in q.p_portion):
            return f"Nim element {y} is {'P' if y in NIM_P else 'N'} but its element is not"
    return None


def _failure_for(code: str, bound: int) -> str | None:
    return _tame_failure(misere_quotient(code, bound, progress=False), _nim_values(code, bound))


# --- Plambeck's census of the quaternary games ---------------------------------------------------

QUATERNARY_URL = "http://www.plambeck.org/oldhtml/mathematics/games/misere/quaternary/index.htm"
# Plambeck, "Quaternary games", plambeck.org (QUATERNARY_URL): "Quaternary games are octal games
# whose octal codes involve the (base four) code digits 0, 1, 2, and 3 only. They generalize
# subtraction games, which have code digits 0 and 3 only. Subtraction games always reduce to nim
# heaps in misère play (see Winning Ways), but a quaternary game sometimes has non-nim heap
# positions. [...] Winning Ways contains a table showing that the only two-digit quaternary that
# does not contain only nim-positions is the game .31, called Stalking [...] We've extended this
# analysis to three-digit quaternaries, finding that all these games have only misère nim-heaps as
# values, except for the seven Woolly Mammoths .121, .123, .131, .201, .211, .312. and .331."
STALKING = "0.31"
WOOLLY_MAMMOTHS = ("0.121", "0.123", "0.131", "0.201", "0.211", "0.312", "0.331")


def _codes(digits: str, lengths) -> list[str]:
    return ["0." + "".join(ds) for n in lengths for ds in itertools.product(digits, repeat=n)
            if ds[-1] != "0"]


def test_quaternary_games_other_than_stalking_and_the_woolly_mammoths_are_tame():
    # A heap that is a misère nim heap is the nim heap *G(h) of its nim value G(h) (our reading:
    # misère equality implies equality in normal play), so in these games every heap acts as
    # *G(h) in every sum and their quotient is an image of misère Nim's. Checked for every two-
    # and three-digit quaternary code (last digit nonzero, leading zeros allowed).
    codes = _codes("0123", (2, 3))
    assert len(codes) == 60 and STALKING in codes and set(WOOLLY_MAMMOTHS) <= set(codes)
    tame = [c for c in codes if c != STALKING and c not in WOOLLY_MAMMOTHS]
    for code in tame:
        assert _failure_for(code, 20) is None, code


def test_subtraction_games_are_tame():
    # "Subtraction games always reduce to nim heaps in misère play" (QUATERNARY_URL): every code
    # of four to six digits 0 and 3.
    codes = _codes("03", (4, 5, 6))
    assert len(codes) == 56
    for code in codes:
        assert _failure_for(code, 20) is None, code


def test_the_tameness_check_rejects_0_312():
    # The check can fail, and does where the literature says a heap is no nim heap: in 0.312 heap
    # 4 has nim value 2 ("Normal play sequence ... 1 2 0 2 0 1 ...", Plambeck's page on 0.312,
    # URL_0312 below) and heap 2 is the nim heap *2 ("Misere play game Values: 1 2 2+ ..."), yet
    # heap 4 has genus 2^{1420}, so heap 4 + heap 2 has misère Grundy value 4, not the 0 of
    # *2 + *2: heap 4 acts as no nim heap, even among the heaps of 0.312.
    assert _nim_values("0.312", 6)[1:] == [1, 2, 0, 2, 0, 1]
    assert _failure_for("0.312", 12) is not None
    q = misere_quotient("0.312", 12, progress=False)
    assert (q.outcome([4, 2]).value, q.outcome([2, 2]).value) == ("N", "P")


# --- the genus of 0.312 --------------------------------------------------------------------------

URL_0312 = "http://www.plambeck.org/oldhtml/mathematics/games/misere/quaternary/0312/index.htm"


def _genus_exponent(exponent: str, k: int) -> int:
    """gamma_k of a genus g^{gamma_0 gamma_1 ...} written with its final two digits repeating."""
    if k < len(exponent):
        return int(exponent[k])
    return int(exponent[-2 + (k - len(exponent)) % 2])


def test_0_312_outcomes_follow_plambecks_genus_sequence():
    # Plambeck, "0.312", plambeck.org (URL_0312), "Status: SOLVED [4 February 2003]": "Single heap
    # genus sequence: 1^{03131} 2^{20} 0^{02} 2^{1420} 0^{02} 1^{13} ... which is also periodic of
    # length two (the last two values repeat indefinitely)", and "A (the heap of size 4) is the game
    # g0 of genus 2^{1420} and genus (A+A) = 0^{1202)".
    # The genus g^{gamma_0 gamma_1 gamma_2 ...} of G lists the misère Grundy values gamma_k of
    # G + *2 + ... + *2 (k copies), its last two exponents alternating for ever (Berlekamp, Conway
    # and Guy, Winning Ways, ch. 13); a misère Grundy value is 0 exactly at a misère P-position. In
    # 0.312 the heap of 2 is *2 (its misère value is 2 on the same page). So the sum of heap n and
    # k heaps of 2 is a P-position exactly when gamma_k of heap n is 0.
    single = {1: "03131", 2: "20", 3: "02", 4: "1420", 5: "02", 6: "13"}
    bound = 14
    q = misere_quotient("0.312", bound, progress=False)
    outcomes = set()
    for n in range(1, bound + 1):
        exponent = single[n] if n <= 6 else single[5 if n % 2 else 6]
        for k in range(8):
            want = "P" if _genus_exponent(exponent, k) == 0 else "N"
            got = q.outcome([n] + [2] * k).value
            assert got == want, (n, k, got, want)
            outcomes.add(want)
    assert outcomes == {"P", "N"}
    for k in range(8):  # A + A, genus 0^{1202}
        want = "P" if _genus_exponent("1202", k) == 0 else "N"
        assert q.outcome([4, 4] + [2] * k).value == want, k
    # heap 4 alone: gamma = 1, 4, 2, 0, 2, 0, ...: the first P-position is heap 4 with three 2s
    assert [q.outcome([4] + [2] * k).value for k in range(6)] == ["N", "N", "N", "P", "N", "P"]


# --- misère Nim ----------------------------------------------------------------------------------


def _nim_model_orders(bound: int) -> list[int]:
    """Order of the misère quotient of Nim with heaps up to n, n = 1..bound, from the quotient of
    Nim quoted above: the submonoid generated by *1..*n, modulo indistinguishability inside it."""
    orders = []
    for n in range(1, bound + 1):
        elems = {(0, 0)}
        todo = [(0, 0)]
        while todo:
            x = todo.pop()
            for h in range(1, n + 1):
                y = _nim_times(x, _nim_heap(h))
                if y not in elems:
                    elems.add(y)
                    todo.append(y)
        rows = {tuple(_nim_times(x, z) in NIM_P for z in sorted(elems)) for x in elems}
        orders.append(len(rows))
    return orders


def test_misere_nim_up_to_heap_12_is_the_quoted_quotient_of_nim():
    # Heaps 1..12 generate A_4 x {1} and A_0 x {0}: 16 + 2 = 18 elements, all told apart; grundy's
    # quotient must be that monoid with heap h at (h, [h > 1]), and its orders at each bound those
    # of the model (2, 6, 6, 10 x 4, 18 x 5).
    bound = 12
    code = "0." + "3" * bound  # Nim: any number of tokens taken from one heap
    q = misere_quotient(code, bound, progress=False)
    expected = _nim_model_orders(bound)
    assert expected == [2, 6, 6, 10, 10, 10, 10, 18, 18, 18, 18, 18]
    assert list(q.orders) == expected
    assert q.order == 18 and len(q.p_portion) == 2
    assert _tame_failure(q, list(range(bound + 1))) is None
