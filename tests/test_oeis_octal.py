"""Octal games against the OEIS: every entry of OEIS that lists the Sprague-Grundy values of an
octal game (tests/oeis_octal_data.py, read from the OEIS database) is compared term by term
with grundy's values of that game, from the entry's offset on."""

from __future__ import annotations

import pytest

import grundy
from oeis_octal_data import OEIS_OCTAL


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
