"""Sprouts against SPOTS, an independent solver (tests/spots_data.py names its commit and how its
values were produced): the nimbers of the starts 0*n and of 162 positions reachable from 0*3 to
0*5, the outcomes of the starts, and a nimber database SPOTS wrote (tests/data/spots_small.spr),
read with grundy.search.sprouts.read_spots_database.

tests/data/spots_small.spr is the database written by
``spots-solver "0.1aAa|1b1b.A" --algorithm dfpn --compute_nimber --output_database spots_small.spr``
(SPOTS at commit da73572; 155 lands, sha256 986f1e5e...). Its first line is SPOTS's header; the
line of the root keeps the text it was given (``0.1aAa|1b1b.A``), the others are in SPOTS's
canonical text, where lower-case letters are named afresh on each boundary.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from grundy.errors import InputFormatError
from grundy.search.sprouts import read_spots_database
from grundy.search.sprouts import Sprouts, lands
from spots_data import POSITIONS, START_NIMBERS, START_OUTCOMES

SMALL = Path(__file__).parent / "data" / "spots_small.spr"

#: Positions grundy took 0.5 s or more for (measured on 2026-12-02 on a loaded 2-core machine),
#: left to the slow tests
SLOW = {
    "0*2.11AB|BA", "0*2.12AB|AB", "0*2.12AB|AB+0*2.A|BC|ABC", "0*2.1a1a", "0*2.1ab1ba",
    "0*2.AB.CD.EF|AB|CD|EF", "0*2.AB.CD|0.AB|CD", "0*2.ABCD|EF|EF.ADCB",
    "0*2.ABCD|EF|EF.ADCB+1AB.CD|CD|BA", "0*2.AB|0.1BA", "0*3.1AB|AB", "0*3.1a1a", "0*3.AB|0.AB",
    "0*3.AB|CD|AB.CD", "0*4.AB|AB", "0.11AB.CD|CD|AB", "0.1A|2aAa+0.AB.CD.EFGH|AB|CD|EHGF",
    "0.1aAa|1b1b.A", "0.AB.CD.EFGH|AB|CD|EHGF", "1A1B.1a1a|AB", "1A1B.1a1a|AB+1AB.CD|CD|BA",
    "1a1a.AB|1b1b.AB", "1a1a.AB|1bcBAcb",
}

#: grundy's times for the starts: 0*5 about 1 s, 0*6 10 s, 0*7 4 s, 0*8 minutes (its nimber 0,
#: as SPOTS's, which took 1.2 s): 0*8 and more are left out
LARGEST_START = 7


def _param(position, *values, slow):
    marks = [pytest.mark.slow] if slow else []
    return pytest.param(position, *values, marks=marks, id=position)


@pytest.mark.parametrize("position, nimber", [
    _param(f"0*{n}", v, slow=n > 5) for n, v in START_NIMBERS.items() if n <= LARGEST_START])
def test_start_nimbers(position, nimber):
    assert Sprouts(position, progress=False).value() == nimber


@pytest.mark.parametrize("position, outcome", [  # (0*6 and 0*7: their nimbers, above)
    _param(f"0*{n}", o, slow=False) for n, o in START_OUTCOMES.items() if n <= 5])
def test_start_outcomes(position, outcome):
    assert Sprouts(position, progress=False).outcome() == {"Win": "N", "Loss": "P"}[outcome]


def test_spots_data_agree_with_themselves():
    """SPOTS's two runs on each start: the outcome is Win exactly when the nimber is not 0."""
    for n, outcome in START_OUTCOMES.items():
        if n in START_NIMBERS:
            assert (outcome == "Win") == (START_NIMBERS[n] != 0), n
    assert len({p for p, *_ in POSITIONS}) == len(POSITIONS) == 162
    assert SLOW <= {p for p, *_ in POSITIONS}


@pytest.mark.parametrize("position, nimber", [
    _param(p, v, slow=p in SLOW) for p, v, _start, _moves in POSITIONS])
def test_position_nimbers(position, nimber):
    assert Sprouts(position, progress=False).value() == nimber


# ----------------------------------------------------------------------------- the database

def test_read_small_database():
    db = read_spots_database(SMALL)
    lines = SMALL.read_text().splitlines()
    assert lines[0] == "[Positions+Nimber]"
    assert len(db) == len(lines) - 1 == 155
    assert db["0.1aAa|1b1b.A"] == 4          # the root, as given to SPOTS
    assert db["1aAa|1aBa|AB"] == 2           # two spots named 'a', on two boundaries
    assert db["0.1aAa|1b1b.A"] == dict((p, v) for p, v, *_ in POSITIONS)["0.1aAa|1b1b.A"]
    assert all(isinstance(v, int) and v >= 0 for v in db.values())


def _reuses_lower_case(text: str) -> bool:
    """Whether a land of SPOTS's text names two spots by one lower-case letter."""
    for land in text.split("+"):
        names = [set(re.findall(r"[a-l]", b)) for b in re.split(r"[.|]", land)]
        seen: set[str] = set()
        for n in names:
            if seen & n:
                return True
            seen |= n
    return False


def test_small_database_nimbers_agree_with_grundy():
    """Every land SPOTS stored has the nimber grundy finds, read as SPOTS wrote it (lower-case
    letters named afresh on each boundary)."""
    db = read_spots_database(SMALL)
    assert sum(map(_reuses_lower_case, db)) >= 5      # the file has letters named twice
    game = Sprouts("0", progress=False)               # one search: the lands share sublands
    wrong = {p: (v, game.value(p)) for p, v in db.items()}
    wrong = {p: vs for p, vs in wrong.items() if vs[0] != vs[1]}
    assert wrong == {}, "position: (SPOTS, grundy)"


def test_spots_texts_are_grundy_texts():
    """grundy reads SPOTS's texts as they are, and SPOTS's lands are grundy's canonical lands
    more often than not (both name lower-case letters on each boundary)."""
    db = read_spots_database(SMALL)
    same = sum(lands(p) == (p,) for p in db)
    assert same >= len(db) // 4
    assert lands("1aAa|1aBa|1aCa|ABC") == ("1aAa|1aBa|1aCa|ABC",)


@pytest.mark.parametrize("text, line", [
    ("[Positions+Nimber]\n0*3 1\n0*3\n", 3),                        # no nimber
    ("[Positions+Nimber]\n0*3  1\n", 2),                            # two spaces
    ("[Positions+Nimber]\n0*3 x\n", 2),                             # not a number
    ("[Positions+Nimber]\n0*3 -1\n", 2),
    ("[Positions+Nimber]\n0*3 1 2\n", 2),
    ("0*3 1\n0Z 1\n", 2),                                           # not SPOTS's alphabet
    ("0*3 1\n0*3 1\n\n0*3 2\n", 4),                                 # two nimbers
    ("[WinLoss_Misere:Losing_Position]\n0*3\n", 1),                 # misère: no nimbers
    ("[Positions+Nimber]\n 0*3 1\n", 2),
])
def test_read_malformed_database(tmp_path, text, line):
    path = tmp_path / "bad.spr"
    path.write_text(text)
    with pytest.raises(InputFormatError) as e:
        read_spots_database(path)
    assert e.value.line == line
    assert f"line {line}:" in str(e.value)


def test_read_database_names_the_line_of_a_byte_not_utf8(tmp_path):
    path = tmp_path / "bytes.spr"
    path.write_bytes(b"[Positions+Nimber]\n0*3 1\n0*2\xff 0\n")
    with pytest.raises(InputFormatError) as e:
        read_spots_database(path)
    assert e.value.line == 3


def test_read_database_skips_what_spots_skips(tmp_path):
    """Empty lines and header lines anywhere (files joined end to end), CRLF ends, and a
    position repeated with its nimber."""
    path = tmp_path / "joined.spr"
    path.write_bytes(b"[Positions+Nimber]\r\n0*3 1\r\n\r\n"
                     b"[Positions+Nimber]\r\n0*3 1\r\n1aAa|1aBa|AB 2\r\n")
    assert read_spots_database(path) == {"0*3": 1, "1aAa|1aBa|AB": 2}
    empty = tmp_path / "empty.spr"
    empty.write_text("[Positions+Nimber]\n")
    assert read_spots_database(empty) == {}
