"""Octal games against the OEIS: every entry of OEIS that lists the Sprague-Grundy values of an
octal game (tests/oeis_octal_data.py, read from the OEIS database) is compared term by term
with grundy's values of that game, from the entry's offset on; so are the entries' claims in
words, that other games have the same values (with a shift) and that the values are periodic
from a last exception on.

Errata: where an entry's words disagree with grundy, an independent brute force (the plain mex
of tests/oracles.py) settles it, and the test holds grundy to the proved values."""

from __future__ import annotations

import shutil
import subprocess

import pytest

import grundy
from oeis_octal_data import OEIS_OCTAL, OEIS_PERIODS, OEIS_SAME_VALUES
from oracles import octal_values_oracle

# Claims of the entries that are wrong, each proved in its own test below.
ERRATA_SAME_VALUES = {("A125941", "4.367", 0), ("A125941", "4.377", 0)}
ERRATA_PERIODS = {"A071436"}
# Periods beyond reach of a test (preperiods near 2*10^8 and beyond).
FAR_PERIODS = {a for a, (p, e) in OEIS_PERIODS.items() if p + e > 10**6}


@pytest.mark.parametrize("anumber", sorted(OEIS_OCTAL))
def test_octal_values_are_oeis_terms(anumber):
    code, offset, terms, name = OEIS_OCTAL[anumber]
    got = grundy.OctalGame(code).values(offset + len(terms))[offset:].tolist()
    bad = [(offset + i, want, have) for i, (want, have) in enumerate(zip(terms, got)) if want != have]
    assert not bad, f"{anumber} ({name}): first differences (heap, OEIS, grundy): {bad[:5]}"


def test_the_comparison_can_fail():
    """Values shifted by one heap, or those of another game, are told apart from an entry."""
    code, offset, terms, _ = OEIS_OCTAL["A002187"]  # Dawson's chess, .137
    n = offset + len(terms)
    assert grundy.OctalGame(code).values(n + 1)[offset + 1:].tolist() != terms
    assert grundy.OctalGame(".77").values(n)[offset:].tolist() != terms  # Kayles


def test_the_data_covers_the_known_entries():
    assert len(OEIS_OCTAL) >= 20
    for anumber, (code, offset, terms, name) in OEIS_OCTAL.items():
        assert code.replace(" ", "") in name.replace(" ", "") or code.lstrip("0") in name, anumber
        assert offset in (0, 1) and len(terms) >= 20, anumber


@pytest.mark.parametrize("anumber, other, shift",
                         [c for c in OEIS_SAME_VALUES if c not in ERRATA_SAME_VALUES],
                         ids=lambda x: str(x))
def test_games_with_the_same_values(anumber, other, shift):
    """"Octal game X has values a(n - shift)": heap n of X is worth the entry's term a(n - shift)."""
    code, offset, terms, name = OEIS_OCTAL[anumber]
    got = grundy.OctalGame(other).values(offset + shift + len(terms))[offset + shift:].tolist()
    assert got == terms, f"{anumber}: {other} with shift {shift}"


@pytest.mark.parametrize("anumber", sorted(set(OEIS_PERIODS) - FAR_PERIODS - ERRATA_PERIODS))
def test_periods_and_last_exceptions(anumber):
    """"Eventually periodic with period p; the last exception is at n = e": grundy's certificate
    has period p and preperiod e + 1 (the first heap from which g(n + p) = g(n) for all n)."""
    period, last = OEIS_PERIODS[anumber]
    c = grundy.octal_certificate(OEIS_OCTAL[anumber][0])
    assert (c.preperiod, c.period) == (last + 1, period), anumber


def test_far_periods_are_listed():
    """The periods left out are the three of preperiod near 2*10^8 and more (.1077, .104, .106)."""
    assert FAR_PERIODS == {"A071454", "A071457", "A071458"}


def test_a125941_erratum_4_367_and_4_377_are_not_4_327():
    """A125941 (4.327) says "Octal games 4.337, 4.367 and 4.377 also have values a(n)". True of
    4.337; 4.367 and 4.377 part from a(n) at heap 27. Their digit 6 (or 7) at 2 lets a move take
    2 tokens from 27 and leave two heaps, 3 and 22, worth a(3) = 4 and a(22) = 6 by the entry
    itself (the games agree below 27): an option of value 4 ^ 6 = 2, so heap 27 is not worth
    a(27) = 2. It is worth 9, by the plain mex as by grundy."""
    code, offset, terms, _ = OEIS_OCTAL["A125941"]
    a = {offset + i: t for i, t in enumerate(terms)}
    assert (a[3], a[22], a[27]) == (4, 6, 2)
    for other in ("4.367", "4.377"):
        plain = octal_values_oracle(other, 40)
        assert plain[1:27] == terms[:26]
        assert plain[27] == 9 != a[27]
        assert grundy.OctalGame(other).values(40).tolist() == plain
    for other in ("4.327", "4.337"):  # the claim holds for these
        assert octal_values_oracle(other, 40)[1:] == terms[:39]


def test_a071436_erratum_the_last_exception_of_0_56_is_326639():
    """A071436 (.56, the same game as .560-.563) says "eventually periodic with period 144. The
    last exception is at n=326637". Heap 326639 is worth 26 and heap 326639 + 144 is worth 16,
    so the last exception is at 326639 at the earliest: the preperiod is 326640, not 326638. A
    plain O(n^2) mex in C that shares no code with grundy gives the same values
    (test_a071436_by_a_plain_mex_in_c); the certificate then proves that nothing differs later."""
    period, last = OEIS_PERIODS["A071436"]
    assert (period, last) == (144, 326637)
    g = grundy.OctalGame(".56").values(326640 + 2 * 144).tolist()
    assert (g[326639], g[326639 + 144]) == (26, 16)
    assert (g[326636], g[326636 + 144]) == (16, 23)
    assert all(g[n] == g[n + 144] for n in range(326640, 326640 + 144))
    c = grundy.octal_certificate(".56")
    assert (c.preperiod, c.period) == (326640, 144)


_PLAIN_56 = r"""
/* The octal game .56 by the definition: d1 = 5 takes 1 token leaving no heap (of 1) or two
   heaps; d2 = 6 takes 2 leaving one heap or two. g(n) is the mex of the options. O(n^2). */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
    long hi = atol(argv[1]), lo = atol(argv[2]), mark[1024], n, a, m;
    unsigned char *g = calloc(hi, 1);
    for (n = 0; n < 1024; n++) mark[n] = -1;
    for (n = 1; n < hi; n++) {
        if (n == 1) mark[0] = n;
        for (m = n - 1, a = 1; a <= m / 2; a++) mark[g[a] ^ g[m - a]] = n;
        if (n >= 3) mark[g[n - 2]] = n;
        for (m = n - 2, a = 1; a <= m / 2; a++) mark[g[a] ^ g[m - a]] = n;
        int v = 0;
        while (mark[v] == n) v++;
        g[n] = (unsigned char)v;
    }
    for (n = lo; n < hi; n++) printf("%d\n", g[n]);
    return 0;
}
"""


@pytest.mark.slow
def test_a071436_by_a_plain_mex_in_c(tmp_path):
    """The values of .56 around the disputed heaps from a plain mex in C (about a minute of
    CPU: 5*10^10 option values), compared with grundy's; the last heap whose value differs from
    the one 144 heaps later is 326639."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        pytest.skip("no C compiler")
    src = tmp_path / "plain56.c"
    src.write_text(_PLAIN_56)
    exe = tmp_path / "plain56"
    subprocess.run([cc, "-O2", "-o", str(exe), str(src)], check=True)
    lo, hi = 326400, 326640 + 3 * 144
    out = subprocess.run([str(exe), str(hi), str(lo)], check=True, capture_output=True, text=True)
    plain = [int(x) for x in out.stdout.split()]
    assert plain == grundy.OctalGame(".56").values(hi)[lo:].tolist()
    last = max(n for n in range(lo, hi - 144) if plain[n - lo] != plain[n + 144 - lo])
    assert last == 326639
