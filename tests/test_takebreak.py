"""Take-and-break codes (CGSuite's language) and the TakeAndBreak engine.

Known tables: CGSuite's own tests (aaron-siegel/cgsuite at e909ab8,
lib/core/src/test/scala/org/cgsuite/core/impartial/TBCodeTest.scala: normal forms and option
lists; lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala: value sequences and option
counts) and OEIS A002188 (Grundy's game). Random codes: every feature of the language, written
as a string by the tests from a description, against the brute-force definition in
tests/oracles.py (which reads the description, not the string).
"""

from __future__ import annotations

import random
import re
import sys
import types

import numpy as np
import pytest

import grundy
from grundy.errors import InvalidGameError
from grundy.heaps import takebreak
from grundy.heaps.tbcode import BASE32, TBCode, normal_form, parse_code, partitions
from oracles import (
    game_value_oracle, tb_loop_oracle, tb_options_oracle, tb_values_oracle,
)

# TBCodeTest.scala: normal forms.
NORMAL_FORMS = {
    "04.30": "4.3",
    "04.00[30]": "4.00[30]",
    "04.00[00]": "4.0",
    "00.00[00]": "0.0",
    "0.{1,2!}": "0.6!",
    "0.{0!,2!,3!}": "0.D!",
    "0.{0!,2!,3}": "0.{0,2!,3}",
    "0.{0!,2!,3!+}": "0.{0,2+}!",
    "0.{0!,2,3!+}": "0.{0,2,3!+}",
    "0.{0!,3+}": "0.{0,3+}",
    "0.{0,2!,4!+}": "0.{0,2,4+}!",
    "0.{0!,2!,4+}": "0.{0,2!,4+}",
    "0.{0!,2!,4?+}": "0.{0,2!,4?+}",
    "0.{0!,2?,4?+}": "0.{0,2,4+}?",
    "0.{0!,2=,4?+}": "0.{0,2=,4?+}",
    "0.{0!,2=,3?,4?+}": "0.{0,2=,3?+}",
    "0.{0!,2?,3?,4?+}": "0.{0,2+}?",
    "0.{0,1!,2,3,4+}": "0.*",
    "0.{0,1,2!,3!,4!+}": "0.*!",
}

# TBCodeTest.scala: the options of one heap, in CGSuite's order ("-": no heap left).
TRAVERSALS = {
    ("0.3", 9): "8",
    ("0.7", 9): "8  1,7  2,6  3,5  4,4",
    ("0.77", 9): "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4",
    ("4.0", 8): "1,7  2,6  3,5  4,4",
    ("4!.0", 8): "1,7  2,6  3,5",
    ("0.3F", 9): "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3",
    ("0.3F?", 9): "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3",
    ("0.3F!", 9): "8  7  1,6  2,5  3,4  1,2,4",
    ("0.3f", 11): "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3",
    ("0.3f?", 11): "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4",
    ("0.3f!", 11): "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4",
    ("0.*3", 7): "6  1,5  2,4  3,3  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1  5",
    ("0.*?3", 7): "6  1,5  2,4  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2  5",
    ("0.*!3", 7): "6  1,5  2,4  1,2,3  5",
    ("0.[3]", 7): "6  5  4  3  2  1  -",
    ("0.[2]", 7): "6  5  4  3  2  1",
    ("0.3[1]", 7): "6  -",
    ("0.7[03]", 7): "6  1,5  2,4  3,3  4  2  -",
    ("80.0", 7): "1,1,6  1,2,5  1,3,4  2,2,4  2,3,3",
    ("0.*=", 11): "10  5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1",
    ("{2+}=.0", 10): "5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1",
    ("0.{0,1,3+}", 1): "-",
    ("0.{0,1,3+}", 2): "1",
    ("0.{0,1,3+}", 7): "6  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1",
    ("0.{1,3+}", 1): "",
    ("0.{2,3?+}", 7): "1,5  2,4  3,3  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2",
}

# GameHeapTest.scala: code, options of heap 20, g(1..20).
SEQUENCES = [
    ("0.[3]", 20, list(range(1, 21))),
    ("4!.0", 9, [0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]),
    ("0.77", 20, [1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1]),
    ("0.07", 10, [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]),
    ("0.0330003", 3, [0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0]),
    ("0.3003330[3]", 17, [1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9, 8, 9, 10]),
    ("0.3F", 38, [1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11]),
]

# OEIS A002188: Grundy's game, g(0..104).
A002188 = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3,
    1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1,
    3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3,
    7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
]

# Rare values of Grundy's game (Flammenkamp, "Sprague-Grundy values of Grundy's game",
# wwwhomes.uni-bielefeld.de/achim/grundy.html): heaps whose value has an even number of ones
# outside the lowest bit.
GRUNDY_RARE = {87: 7, 90: 7, 93: 7, 146: 6, 149: 6, 152: 6, 158: 11, 161: 11, 164: 11,
               167: 11, 176: 7, 179: 7, 181: 12, 182: 7, 185: 7, 188: 7, 190: 12, 193: 12,
               196: 10, 231: 10}


def _traversal(code: str, n: int) -> str:
    return "  ".join(",".join(map(str, leave)) if leave else "-"
                     for _, leave in grundy.TakeAndBreak(code).options(n))


@pytest.mark.parametrize("code, normal", sorted(NORMAL_FORMS.items()))
def test_normal_forms_are_cgsuites(code, normal):
    assert normal_form(code) == normal
    assert normal_form(normal) == normal
    assert grundy.TakeAndBreak(code).code == normal


@pytest.mark.parametrize("key", sorted(TRAVERSALS))
def test_options_in_cgsuites_order(key):
    code, n = key
    assert _traversal(code, n) == TRAVERSALS[key]


@pytest.mark.parametrize("code, count, values", SEQUENCES)
def test_cgsuite_sequences(code, count, values):
    game = grundy.TakeAndBreak(code)
    assert game.code == code
    assert len(game.options(20)) == count
    assert game.values(21).tolist() == [0] + values
    assert game.values(21, method="plain").tolist() == [0] + values
    assert game.value(0) == 0


def test_grundys_game_edge_case():
    # GameHeapTest: the options of heap 92679 (46341 is the least n with n^2 >= 2^31).
    assert len(grundy.TakeAndBreak("4!.0").options(92679)) == 46339


def test_grundys_game_oeis_and_rare_values():
    game = grundy.TakeAndBreak("4!.0")
    assert game.kernel == "sparse"
    assert game.values(len(A002188)).tolist() == A002188
    g = game.values(300)
    for n, v in GRUNDY_RARE.items():
        assert g[n] == v
    # The heaps between 61 and 231 not listed are common (mask 0b...1110, as Flammenkamp's m).
    listed = set(GRUNDY_RARE)
    for n in range(62, 232):
        if n not in listed:
            assert bin(int(g[n]) & ~1).count("1") % 2 == 1, n
    assert game.values(2000, method="plain").tolist() == g.tolist()[:300] + game.values(2000).tolist()[300:]


def test_value_computes_heaps_past_the_values_known():
    # value(n) refused heaps of 2^18 or more without a proved period ("compute values(n + 1)
    # first"): it computes the values up to n as far as the memory allows.
    n = (1 << 18) + 5
    game = grundy.TakeAndBreak("4!.0")
    assert game.value(n) == int(grundy.TakeAndBreak("4!.0").values(n + 1)[n])
    assert game.computed == n + 1
    # 0.6 has a theorem but no period within the search's limit, which computes past 300000
    # values: the value is one of those (it was refused, naming the values it had computed).
    six = grundy.TakeAndBreak("0.6")
    assert six.value(300_000) == int(grundy.TakeAndBreak("0.6").values(300_001)[300_000])
    assert six._cert is None and six.computed > 300_000


def test_value_of_a_heap_past_the_memory_names_it():
    with pytest.raises(grundy.ResourceLimitError,
                       match=r"^the values of 4!\.0 up to a heap of 10000000000000000000…\(31 "
                             r"digits\) \(no periodicity theorem covers constraints \(!, \?, =\)\) "
                             r"would need about \S+ \S+ of memory"):
        grundy.TakeAndBreak("4!.0").value(10**30)
    with pytest.raises(grundy.ResourceLimitError, match=r"up to a heap of 10000000000000000000…"
                                                         r"\(22 digits\) \(no period proved within "
                                                         r"\d+ values\)"):
        grundy.TakeAndBreak("0.6").value(10**21)


def test_subtraction_value_computes_heaps_past_a_failed_search(monkeypatch):
    # Without a period proved, value(n) refused heaps of 2^22 or more: it computes them as far
    # as the memory allows (a search that fails is simulated: every finite set has a period).
    from grundy.heaps._period import Periodicity

    failed = Periodicity(None, None, 64, 32, "window theorem")
    monkeypatch.setattr(grundy.SubtractionGame, "certificate", lambda self, *a, **k: failed)
    game = grundy.SubtractionGame([2, 5, 7])
    n = (1 << 22) + 3
    period = grundy.SubtractionGame([2, 5, 7]).values(22).tolist()  # preperiod 0, period 22
    assert game.value(n) == period[n % 22] and game.values(n + 1)[-1] == period[n % 22]
    with pytest.raises(grundy.ResourceLimitError, match=r"the values of SubtractionGame\(\[2, 5, "
                       r"7\]\) up to a heap of 10000000000000000000…\(31 digits\) \(no period "
                       r"proved within 64 values\)"):
        game.value(10**30)


def test_grundys_game_has_no_certificate():
    game = grundy.TakeAndBreak("4!.0")
    cert = game.certificate()
    assert not cert.found and game.theorem is None
    assert "constraints" in cert.reason and "constraints" in str(cert)
    assert game.computed == 1  # nothing computed for a refusal


# -- random codes against the definition -------------------------------------------------------

CONSTRAINTS = ["", "", "", "!", "?", "="]


def _random_digit(rng: random.Random, least: int, most: int = 5):
    """A digit description: {count: constraint}, more (first count, constraint) or None."""
    if rng.random() < 0.15:
        return ({}, None)
    shared = rng.random() < 0.6
    c0 = rng.choice(CONSTRAINTS)
    counts = {}
    for j in range(least, most + 1):
        if rng.random() < 0.35:
            counts[j] = c0 if shared else rng.choice(CONSTRAINTS)
    more = None
    if rng.random() < 0.2:
        m = max(counts, default=least - 1) + 1
        m = max(m, least)
        more = (m, c0 if shared else rng.choice(CONSTRAINTS))
    if not counts and more is None:
        counts[rng.randint(least, most)] = c0
    return (counts, more)


def _digit_text(rng: random.Random, digit) -> str:
    """The digit written in one of the ways the language allows."""
    counts, more = digit
    if not counts and more is None:
        return "0"
    constraints = set(counts.values()) | ({more[1]} if more else set())
    if more is None and len(constraints) == 1 and rng.random() < 0.7:
        mask = sum(1 << j for j in counts)
        c = constraints.pop()
        if mask < 32 and rng.random() < 0.85:
            ch = BASE32[mask]
            return (ch.lower() if rng.random() < 0.3 else ch) + c
        return f"&{mask};{c}"
    if more is not None and not counts and more[0] == 0 and rng.random() < 0.7:
        return "*" + more[1]
    items = sorted(counts.items())
    if more is not None:
        items.append(more)
    if len(constraints) == 1 and rng.random() < 0.5:
        c = constraints.pop()
        return "{" + ",".join(str(j) for j, _ in items) + ("+" if more else "") + "}" + c
    return "{" + ",".join(f"{j}{c}" for j, c in items) + ("+" if more else "") + "}"


def _random_code(rng: random.Random):
    """(description, code string) of a random code: additive digits (mostly safe ones),
    d0, up to five digits after the point, maybe a repeating tail."""
    n_add = rng.choice([0, 0, 0, 1, 1, 2])
    additive = [_random_digit(rng, least=a + 2 if rng.random() < 0.9 else 1, most=a + 5)
                for a in range(1, n_add + 1)]
    d0 = _random_digit(rng, least=2 if rng.random() < 0.9 else 0)
    after = [_random_digit(rng, least=0) for _ in range(rng.randint(0, 5))]
    period = rng.randint(1, min(2, len(after))) if after and rng.random() < 0.3 else 0
    digits = [d0] + after
    head = "".join(_digit_text(rng, d) for d in reversed(additive)) + _digit_text(rng, d0)
    body = [_digit_text(rng, d) for d in after]
    if period:
        body.insert(len(body) - period, "[")
        body.append("]")
    text = head + "." + "".join(body)
    return (additive, digits, period), text


def _codes(count: int, seed: int):
    rng = random.Random(seed)
    return [_random_code(rng) for _ in range(count)]


@pytest.mark.parametrize("seed", range(4))
def test_count_options_is_the_number_of_options(seed):
    # Counted without listing them, and cut at any limit: against the options listed.
    for _, code in _codes(150, 100 + seed):
        try:
            tb = TBCode.parse(code)
        except InvalidGameError:
            continue
        for n in range(22):
            want = len(list(tb.options(n)))
            for limit in {0, 1, max(want - 1, 0), want, want + 3}:
                assert tb.count_options(n, limit) == min(want, limit + 1), (code, n, limit)


def test_count_options_of_large_heaps():
    assert TBCode.parse("4!.0").count_options(10**6, 10**7) == 499_999
    assert TBCode.parse("0.77").count_options(10**6, 10**7) == 2 + 2 * 499_999
    assert TBCode.parse("0.F").count_options(1000, 10**7) == 1 + 998 // 2 + (999**2 + 6) // 12
    # any count of heaps: p(999) > 10**7 partitions, cut at the limit at once
    assert TBCode.parse("0.{2,3?+}").count_options(1000, 10**7) == 10**7 + 1
    assert TBCode.parse("{2+}=.0").count_options(10**12, 10**7) == 13 * 13 - 1  # divisors but 1
    assert TBCode.parse("0.3003330[3]").count_options(10**12, 10**7) == 10**7 + 1
    assert TBCode.parse("0.3003330[3]").count_options(10**6, 10**7) == 10**6 - 3


def options_looked_at(monkeypatch) -> list[int]:
    """From now on, each option that TBCode.options gives appends its heap to the list."""
    seen: list[int] = []
    options = TBCode.options

    def counted(self, n):
        for option in options(self, n):
            seen.append(n)
            yield option

    monkeypatch.setattr(TBCode, "options", counted)
    return seen


def test_winning_moves_refuses_too_many_options_before_looking_at_one(monkeypatch):
    # winning_moves looked at 10**7 options one by one (35 s) before refusing a heap of
    # 0.{2,3?+} of 1000 tokens: they are counted first; winning_move finds one at once.
    game = grundy.TakeAndBreak("0.{2,3?+}")
    seen = options_looked_at(monkeypatch)
    with pytest.raises(InvalidGameError, match=r"heap 0 of 1000 tokens has more than 10000000 "
                                               r"options in 0\.\{2,3\?\+\}"):
        game.winning_moves([1000, 3])
    assert seen == [] and game.too_many_moves([3, 1000]) == 1 and game.too_many_moves([3]) is None
    move = game.winning_move([1000, 3])
    assert len(seen) < 10**5
    left = [h for h in (1000, 3) if h != (1000, 3)[move.heap]] + list(move.leave)
    assert move.take == 1 and game.sum_value(left) == 0


def test_winning_moves_shows_the_options_looked_at(monkeypatch):
    from test_progress import FakeTqdm, Tty

    module = type(sys)("tqdm.auto")
    module.tqdm = FakeTqdm
    monkeypatch.setitem(sys.modules, "tqdm.auto", module)
    monkeypatch.setattr(FakeTqdm, "made", [])
    monkeypatch.delenv("GRUNDY_QUIET", raising=False)
    monkeypatch.setattr(sys, "stderr", Tty())
    monkeypatch.setattr(takebreak, "OPTIONS_SHOWN", 100)
    game = grundy.TakeAndBreak("0.F")
    game.values(300)
    moves = game.winning_moves([250, 1], progress=True)
    assert moves == grundy.TakeAndBreak("0.F").winning_moves([250, 1])
    bar, = FakeTqdm.made
    count = TBCode.parse("0.F").count_options(250, 10**7) + 1
    assert bar.total == count and bar.n == count and bar.closed and bar.unit == " options"
    assert bar.counts[:3] == [100, 200, 300]


def _cgsuite_order(options):
    return sorted(options, key=lambda o: (o[0], len(o[1]), o[1]))


@pytest.mark.parametrize("seed", range(8))
def test_random_codes_against_the_definition(seed):
    checked = refused = 0
    for desc, code in _codes(150, seed):
        loops = tb_loop_oracle(desc)
        if loops:
            with pytest.raises(InvalidGameError, match="not a finite game|not a move"):
                grundy.TakeAndBreak(code)
            refused += 1
            continue
        game = grundy.TakeAndBreak(code)
        # The normal form means the same game.
        again = grundy.TakeAndBreak(game.code)
        assert again.code == game.code, code
        n = 15 if desc[1][0][1] is not None or any(d[1] for d in desc[1]) else 19
        for h in range(n):
            want = _cgsuite_order(tb_options_oracle(desc, h))
            assert game.options(h) == want, (code, h)
            assert again.options(h) == want, (code, game.code, h)
        want = tb_values_oracle(desc, n)
        assert game.values(n).tolist() == want, (code, game.kernel)
        assert game.values(n, method="plain").tolist() == want, code
        checked += 1
    assert checked >= 80 and refused >= 3


@pytest.mark.parametrize("seed", range(4))
def test_random_codes_of_two_and_three_heaps(seed):
    # Codes for the rare/common and the three-heap kernels: bounded takes, at most three
    # heaps, any constraints; longer sequences than above.
    rng = random.Random(100 + seed)
    kernels = set()
    for _ in range(150):
        digits = [_random_digit(rng, least=2, most=3)]
        digits += [_random_digit(rng, least=0, most=rng.choice([2, 3]))
                   for _ in range(rng.randint(1, 3))]
        digits = [(counts, None) for counts, _ in digits]  # no "and more"
        desc = ([], digits, 0)
        if tb_loop_oracle(desc):
            continue
        code = "".join(_digit_text(rng, d) for d in digits[:1]) + "." + "".join(
            _digit_text(rng, d) for d in digits[1:])
        game = grundy.TakeAndBreak(code)
        kernels.add(game.kernel)
        want = tb_values_oracle(desc, 48)
        assert game.values(48).tolist() == want, (code, game.kernel)
    assert kernels == {"sparse", "triples"}


def test_sets_kernel_agrees_with_octal_kernels():
    # The general kernel computes octal and hexadecimal codes too: the same values.
    rng = random.Random(5)
    for _ in range(40):
        digits = [rng.choice([0, 4, 8, 12])] + [rng.randrange(16) for _ in range(rng.randint(1, 4))]
        code = "0123456789ABCDEF"[digits[0]] + "." + "".join("0123456789ABCDEF"[d] for d in digits[1:])
        game = grundy.TakeAndBreak(code)._sets_game()
        assert game.kernel == "sets"
        want = grundy.OctalGame(code).values(120, method="plain").tolist()
        assert game.values(120, periodic=False).tolist() == want, code


def test_resumed_and_chunked_runs_agree(monkeypatch):
    # Small kernel calls: the rows are refilled after each widening and resume.
    monkeypatch.setattr(takebreak, "CHUNK_STEPS", 50)
    for code in ("0.3F!", "0.{2,3?+}", "{2+}=.0", "80.0", "0.*", "0.7[37]", "8!.0", "0.37[2]"):
        want = grundy.TakeAndBreak(code).values(70, method="plain").tolist()
        game = grundy.TakeAndBreak(code)
        for n in (3, 10, 11, 40, 70):
            assert game.values(n).tolist() == want[:n], (code, n)
        resumed = grundy.TakeAndBreak(code)
        resumed.set_values(np.array(want[:33]))
        assert resumed.values(70).tolist() == want, code


def test_winning_moves_lead_to_zero():
    rng = random.Random(11)
    for code in ("4!.0", "0.4!", "0.3F!", "80.0", "0.{2,3?+}", "0.3003330[3]", "4=.0", "8?.0"):
        game = grundy.TakeAndBreak(code)
        for _ in range(12):
            heaps = [rng.randint(0, 14) for _ in range(rng.randint(1, 3))]
            moves = game.winning_moves(heaps)
            total = game.sum_value(heaps)
            assert (total == 0) == (not moves), (code, heaps)
            for m in moves:
                after = heaps[: m.heap] + heaps[m.heap + 1:] + list(m.leave)
                assert game.sum_value(after) == 0
                assert (m.take, m.leave) in game.options(heaps[m.heap])
            one = game.winning_move(heaps)
            assert (one is None) == (not moves) and (one is None or one in moves)


def test_values_of_sums_against_game_tree_search():
    # The value of a sum of heaps by plain recursion over the game tree (no theory).
    for code in ("4!.0", "0.{2,3?+}", "80.0"):
        game = grundy.TakeAndBreak(code)

        def moves(pos, game=game):
            out = set()
            for i, h in enumerate(pos):
                for _, leave in game.options(h):
                    out.add(tuple(sorted(pos[:i] + pos[i + 1:] + leave)))
            return out

        for pos in [(5, 6), (7, 3, 2), (9,), (4, 4, 5)]:
            assert game_value_oracle(pos, moves) == game.sum_value(pos), (code, pos)


def test_guy_smith_certificates_for_unconstrained_codes():
    # Additive digits and four-heap splits keep the theorem; values past the window agree.
    for code in ("80.0", "0.G", "0.3G", "4.7"):
        game = grundy.TakeAndBreak(code)
        assert game.theorem == "Guy-Smith"
        cert = game.certificate()
        plain = game.values(3000, method="plain")
        if cert.found:
            for n in range(0, 3000, 7):
                assert game.value(n) == plain[n]
    assert grundy.TakeAndBreak("0.[3]").certificate().reason.endswith("repeating tails")
    assert grundy.TakeAndBreak("0.{2+}").certificate().reason.endswith("(+, *)")
    nim = grundy.TakeAndBreak("0.[3]").certificate(upto=200)
    assert (nim.period, nim.saltus, nim.proved) == (1, 1, False)


# -- the language: partitions, errors ------------------------------------------------------------


def test_partitions_are_the_ways_to_split():
    from itertools import combinations_with_replacement

    for total in range(0, 13):
        for count in range(0, 7):
            every = [p for p in combinations_with_replacement(range(1, total + 1), count)
                     if sum(p) == total]
            assert list(partitions(total, count)) == every
            assert list(partitions(total, count, "!")) == [p for p in every if len(set(p)) == count]
            # A constraint says nothing of no heap or one heap.
            assert list(partitions(total, count, "?")) == [p for p in every
                                                            if len(p) < 2 or len(set(p)) > 1]
            assert list(partitions(total, count, "=")) == [p for p in every if len(set(p)) <= 1]


def test_partitions_into_many_parts_is_iterative():
    assert next(partitions(5000, 4000)) == (1,) * 3999 + (1001,)


@pytest.mark.parametrize("code, where", [
    ("4!.0x", "'x' at character 5"),
    ("0.7$", "'$' at character 4"),
    ("0.{2,3", "'{' at character 3"),
    ("0.{}", "'{' at character 3"),
    ("0.{2,x}", "'x' at character 6"),
    ("0.{64}", "at character 4"),
    ("0.{2!}?", "at character 5"),
    ("0.&x;", "'&' at character 3"),
    ("0.&12", "'&' at character 3"),
    ("0.[3", "not closed"),
    ("0.3]", "']' at character 4"),
    ("[3].0", "'[' at character 1"),
    ("0.[3]4", "'4' at character 6"),
    ("0.[3][4]", "'[' at character 6"),
    ("0.7.7", "'.' at character 4"),
    ("077", "needs a point"),
    ("", "not ''"),
    ("!.7", "'!' at character 1"),
    ("0.7!!", "'!' at character 5"),
    ("0.[]", "']' at character 4: a repeating tail needs a digit"),  # was read as 0.0
    ("0.3[]", "']' at character 5: a repeating tail needs a digit"),  # was read as 0.3
])
def test_bad_codes_name_the_place(code, where):
    with pytest.raises(InvalidGameError, match=re.escape(where)):
        parse_code(code)


@pytest.mark.parametrize("code, move", [
    ("20.0", "a heap of 1 into 2"),
    ("40.0", "a heap of 1 into 1 + 1"),
    ("2.0", "into 1,"),
    ("{2}=0.0", "a heap of 1 into 1 + 1"),
    ("{2}!00.0", "a heap of 1 into 1 + 2"),
    ("C00.0", "a heap of 1 into 1 + 2"),
    ("800.0", "a heap of 1 into 1 + 1 + 1"),
])
def test_codes_whose_plays_need_not_end_are_refused(code, move):
    with pytest.raises(InvalidGameError, match="not a finite game|not a move") as e:
        parse_code(code)
    if "finite" in str(e.value):
        assert move.rstrip(",") in str(e.value)


def test_finite_codes_with_additive_digits_are_accepted():
    for code in ("80.0", "{3}=0.0", "{4}!000.0", "{4+}00.0", "{2+}=.0", "10.7"):
        TBCode.parse(code)


def test_digits_beyond_base_32():
    assert normal_form("0.&64;") == "0.&64;"
    assert normal_form("0.&31;") == "0.V"
    game = grundy.TakeAndBreak("0.&64;")  # take one, leave exactly six heaps
    assert game.options(8) == [(1, (1, 1, 1, 1, 1, 2))]


def test_octal_game_is_the_octal_face():
    kayles = grundy.OctalGame("0.77")
    assert isinstance(kayles, grundy.TakeAndBreak) and kayles.kernel == "sparse"
    assert grundy.OctalGame("0.F").kernel == "triples"
    with pytest.raises(InvalidGameError, match="at most one digit"):
        grundy.OctalGame("4!.0")
    assert type(kayles.winning_moves([3, 5])[0]).__name__ == "OctalMove"


def test_bad_arguments():
    game = grundy.TakeAndBreak("4!.0")
    with pytest.raises(InvalidGameError):
        game.values(-1)
    with pytest.raises(InvalidGameError):
        game.winning_moves([3, -1])
    with pytest.raises(InvalidGameError):
        game.options(1.5)
    with pytest.raises(grundy.ResourceLimitError, match="up to a heap of 10000000000000000000"):
        game.value(10**30)  # no period, and its values would not fit in memory
    with pytest.raises(InvalidGameError, match="a string"):
        grundy.TakeAndBreak(77)


# ------------------------------------------------------------------------------------------
# Widening the sets, and the time left


@pytest.mark.parametrize("code, n", [("0.{2,3?+}", 3000), ("0.{3+}!", 2000), ("4.[3]", 2000),
                                     ("0.8", 3000), ("C.1", 3000), ("0.3F!", 3000)])
def test_widened_sets_keep_what_they_hold(code, n):
    # The sets of the general and three-heap kernels double their width when a value reaches
    # it: they are copied (the values they hold lie below the old width) instead of being
    # made again from heap 0, which was most of the work (0.{2,3?+} to 5001: 8e9 steps of
    # 9.6e9). The values equal those of sets wide enough from the start.
    from grundy.heaps._describe import PlainState

    game = grundy.TakeAndBreak(code)
    values = game.values(n, periodic=False)
    wide = grundy.TakeAndBreak(code)
    if wide.kernel == "sets":
        wide._plain = PlainState(wide._plan, n - 1 + wide._plan.A, 64, code)
    else:
        wide._rows = (np.zeros(n * 64, np.uint64), np.zeros(n, np.uint8), 64)
    assert int(values.max()) >= 128  # the sets widened at least once
    assert np.array_equal(values, wide.values(n, periodic=False))


def test_widening_is_not_a_new_start():
    game = grundy.TakeAndBreak("0.{2,3?+}")
    game.values(5001)
    assert game.stats.steps < 2 * 10**9  # 9.6e9 when each widening started again


class _Clock:
    """A clock that the kernels advance by a nanosecond a step (a machine without noise)."""

    def __init__(self, monkeypatch):
        self.now = 0.0
        monkeypatch.setattr(takebreak, "time", types.SimpleNamespace(perf_counter=lambda: self.now))
        for module, name in ((takebreak._tb_kernels, "tb_plain"), (takebreak._tb_kernels, "tb_triples"),
                             (takebreak._kernels, "octal_sparse")):
            monkeypatch.setattr(module, name, self.timed(getattr(module, name)))

    def timed(self, kernel):
        def run(*args):
            out = kernel(*args)
            steps = out[3] if kernel.__name__ != "tb_triples" else out[2]
            self.now += 1e-9 * int(steps)
            return out
        return run


@pytest.mark.parametrize("code, n", [("0.{2,3?+}", 5001), ("0.3F!", 6000), ("0.007", 60_000),
                                     ("4!.0", 400_000)])
def test_time_left_is_within_three_times_the_truth(monkeypatch, code, n):
    # 0.{2,3?+} --upto 5001 announced "about 13.8 h more" and took 12 s: the estimate took
    # the one heap at which the sets widened for the cost of every heap to come. Time is a
    # nanosecond a kernel step here, so the estimates are checked against the truth exactly.
    clock = _Clock(monkeypatch)
    said, announced = [], []
    monkeypatch.setattr(takebreak.Progress, "update",
                        lambda self, done, left=None: said.append((clock.now, left)))
    monkeypatch.setattr(takebreak, "announce", lambda text: announced.append((clock.now, text)))
    grundy.TakeAndBreak(code).values(n, periodic=False)
    total = clock.now
    checked = [(left, total - at) for at, left in said if at >= 0.1 * total and total - at > 0]
    assert checked, code
    for left, truth in checked:
        assert left is not None and truth / 3 <= left <= 3 * truth, (code, left, truth)
    units = {"s": 1, "min": 60, "h": 3600, "days": 86400}
    for at, text in announced:  # "CODE: N values will take about 12 s more (Ctrl-C stops)"
        number, unit = re.search(r"about ([\d.]+) (\w+) more", text).groups()
        assert (total - at) / 3 <= float(number) * units[unit] <= 3 * (total - at), text


# ------------------------------------------------------------------------------------------
# Stress: random actions on one game, its invariants checked after each


def _random_action(rng: random.Random, game, code: str, other) -> None:
    what = rng.randrange(8)
    if what <= 2:
        game.values(rng.randrange(1, 700), periodic=rng.random() < 0.5)
    elif what == 3:
        game.value(rng.randrange(0, 900))
    elif what == 4:
        game.certificate(upto=rng.randrange(1, 400))
    elif what == 5:
        top = 60 if game.max_heaps is not None else 22  # partitions into any number of heaps
        heaps = [rng.randrange(0, top) for _ in range(rng.randrange(1, 4))]
        for move in game.winning_moves(heaps):
            left = heaps[:move.heap] + heaps[move.heap + 1:] + list(move.leave)
            assert game.sum_value(left) == 0
    elif what == 6:
        known = other.values(rng.randrange(1, 500))
        game.set_values(known.copy())
    else:
        game.values(game.computed + rng.randrange(1, 50))


@pytest.mark.parametrize("code", ["0.77", "4!.0", "0.16", "0.F", "C.1", "0.3F!", "0.{2,3?+}",
                                  "4.[3]", "0.*"])
def test_random_actions_keep_the_state_sound(code):
    rng = random.Random(code)
    for compact in (False, True):
        game = grundy.TakeAndBreak(code, compact=compact)
        other = grundy.TakeAndBreak(code)
        game._check()
        for _ in range(40):
            _random_action(rng, game, code, other)
            game._check()
        want = other.values(game.computed)
        assert np.array_equal(game.values(game.computed), want), code


def test_check_finds_a_corrupted_state():
    game = grundy.TakeAndBreak("0.8")  # g(n) = (n - 1) // 3: the sets widen
    game.values(300, periodic=False)
    game._check()
    rows, zero, words = game._rows
    assert words > 1
    game._rows = (rows[:len(zero)], zero, 1)  # narrower than the values the sets hold
    with pytest.raises(AssertionError, match="wider than every value"):
        game._check()
    kayles = grundy.TakeAndBreak("0.77")
    kayles.certificate()
    kayles._values = kayles._values.copy()
    kayles._values[100] ^= 1
    with pytest.raises(AssertionError):
        kayles._check()
    dawson = grundy.TakeAndBreak("0.07")
    dawson.values(50)
    dawson._values = dawson._values.copy()
    dawson._values[7] += 1
    with pytest.raises(AssertionError, match="by the definition"):
        dawson._check()
