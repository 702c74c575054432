"""Sprouts: reading the notation, canonical lands, the compiled options against the reference,
nimbers against a plain mex recursion, the command line and play."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from grundy import Sprouts
from grundy.errors import GrundyError, InputFormatError, InvalidGameError
from grundy.search import sprouts as S
from grundy.search._sprouts import land_options as compiled_options


def closure(starts: list[str], limit: int) -> list[str]:
    """The canonical lands reachable from `starts`, breadth first, at most `limit` of them."""
    seen: dict[str, None] = {}
    todo = [land for s in starts for land in S.lands(s)]
    while todo and len(seen) < limit:
        nxt = []
        for land in todo:
            if land in seen or len(seen) >= limit:
                continue
            seen[land] = None
            for child in S.land_options(land):
                nxt.extend(child)
        todo = nxt
    return list(seen)


def mex_values(lands: list[str]) -> dict[str, int]:
    """Each land's nimber by plain mex recursion over its options (own stack; the value of an
    option of several lands is the XOR of theirs, Sprague-Grundy): no pruning, no bound."""
    value: dict[str, int] = {}
    for root in lands:
        stack = [root]
        while stack:
            land = stack[-1]
            if land in value:
                stack.pop()
                continue
            options = S.land_options(land)
            todo = [x for child in options for x in child if x not in value]
            if todo:
                stack.extend(todo)
                continue
            seen = set()
            for child in options:
                v = 0
                for x in child:
                    v ^= value[x]
                seen.add(v)
            g = 0
            while g in seen:
                g += 1
            value[land] = g
            stack.pop()
    return value


# ----------------------------------------------------------------------------- the notation

@pytest.mark.parametrize("text, lands", [
    ("0*3", ("0*3",)),
    ("0.0.0", ("0*3",)),
    ("1a1a.0*2", ("0*2.1a1a",)),
    ("0*18|1a1a", ("0*18", "1a1a")),            # regions sharing no spot are two lands
    ("AB|AB+0", ("0", "AB|AB")),
    ("1a1a.0|2", ("0.1a1a",)),                  # a region of 1 life is dropped
    ("2", ()),                                   # no move left
    ("!", ()),
    ("0}1a1a}]!", ("0", "1a1a")),               # Glop's separators
    ("13a1a3", ("1a1a",)),                       # dead spots dropped
    ("ab1ba", ("1a2a",)),                        # a seen twice in a row (cyclically): once
    ("aa", ()),                                  # ... leaving one spot of 1 life
    ("m(1)1m(1)1", ("1a1a",)),                   # numbered letters
    ("n(1)2|n(1)2", ("2A|2A",)),              # one curve in either region
    ("BA.0|AB", ("0.AB|AB",)),                  # a boundary of two spots: AB is BA rotated
])
def test_lands(text, lands):
    assert S.lands(text) == lands


def test_canonical_forms_agree_on_a_mirror_and_relabelling():
    a = S.canonical("0.1a1a.AB|ABC|C2")
    # letters renamed (A and B swapped), a boundary rotated, regions and boundaries reordered
    assert S.canonical("C2|BAC|a1a1.BA.0") == a
    mirror = "|".join(".".join(b[::-1] for b in region.split("."))
                      for region in "0.1a1a.AB|ABC|C2".split("|"))
    assert S.canonical(mirror) == a
    # a single region mirrored alone is another land in general
    assert S.canonical("0.1a1a.1AB|ABC.1|C2") != S.canonical("0.1a1a.1AB|CBA.1|C2")


def test_letters_past_the_alphabet_are_written_numbered():
    # thirteen spots of 1 life seen twice on one boundary: a-l, then m(13)
    letters = list("abcdefghijkl") + ["m(13)"]
    (out,) = S.lands("1" + "".join(letters) + "1" + "".join(reversed(letters)))
    assert "m(13)" in out and S.lands(out) == (out,)
    assert S._lives(out) == 4 + 13


def test_lower_case_names_start_afresh_on_each_boundary():
    # SPOTS's notation: 'a' of the first boundary is another spot than 'a' of the second
    assert S.lands("1a1a.1a1a") == ("1a1a.1a1a",)
    assert S.lands("1aAa|1aBa|AB") == ("1aAa|1aBa|AB",)
    assert S._lives("1a1a.1a1a") == 10


@pytest.mark.parametrize("text, message", [
    ("", "the position is empty"),
    ("   ", "the position is empty"),
    ("0*3.x", "character 5: 'x' is not part of a Sprouts position"),
    ("0*3.1a1", "character 6: lower-case letter 'a' appears 1 time on its boundary"),
    ("1a1a1a", "letter 'a' appears 3 times on its boundary"),
    ("1a.1a", "letter 'a' appears 1 time on its boundary"),
    ("A|A|A", "upper-case letter 'A' appears 3 times in its land"),
    ("A1A", "character 3: upper-case letter 'A' is seen twice in one region"),
    ("a1|a1", "lower-case letter 'a' appears 1 time on its boundary"),
    ("05", "character 2: '5': a spot has at most 3 lives"),
    ("10", "character 2: '0' is a spot with 3 lives"),
    ("0a.a", "character 2: '0' is a spot with 3 lives"),
    ("0*0", "'0*N' needs N of at least 1"),
    ("0*3a", "character 4: '0*N' is a list of boundaries"),
    ("1.0*3", None),
    ("m(0)", "letters are numbered from 1"),
    ("m", "'m' starts a numbered letter"),
    ("0!0", "character 3: '0' after '!'"),
    ("0*99999999", "more than 10000 spots"),
])
def test_bad_positions(text, message):
    if message is None:
        assert S.lands(text) == ("0*3.1",)
        return
    with pytest.raises(InputFormatError, match=message.replace("(", r"\(").replace(")", r"\)")
                       .replace("*", r"\*")):
        S.parse(text)


@pytest.mark.parametrize("bad", [None, 2.5, True, ["0"], 0, -3])
def test_bad_arguments(bad):
    with pytest.raises(InvalidGameError):
        Sprouts(bad)


# ----------------------------------------------------------------------------- the moves

def test_first_moves():
    assert S.land_options("0") == (("AB|AB",),)
    assert S.land_options("AB|AB") == ((),)
    assert S.land_options("0*2") == (("0.AB|AB",), ("1a1a",))
    # 0*3: a loop with 0, 1 or 2 spots inside (1 and 2 mirror each other), or a curve
    assert Sprouts(3).options() == ["0*2.AB|AB", "0.1a1a", "0.AB|0.AB"]
    # a curve between two boundaries merges them; along one it cuts the region
    assert ("1a1b1b1a",) not in S.land_options("0*2.1a1a")


@pytest.mark.parametrize("size", [500, pytest.param(2500, marks=pytest.mark.slow)])
def test_compiled_options_match_the_reference(size):
    lands = closure(["0*5", "0*3.1a1a", "0*2.1a1a+0.1a1a", "0.AB.1c1c|AB.1a1a"], size)
    assert len(lands) == size
    for land in lands:
        fast = compiled_options(land)
        assert len(fast) == len(set(fast)), land
        assert set(fast) == S.reference_options(land), land


def test_every_option_is_canonical_and_spends_a_life():
    for land in closure(["0*4", "0*2.1a1a"], 1500):
        lives = S._lives(land)
        for child in S.land_options(land):
            assert tuple(sorted(child)) == child
            for x in child:
                assert S.lands(x) == (x,), x     # the text is already canonical
            assert sum(S._lives(x) for x in child) <= lives - 1


# ----------------------------------------------------------------------------- values

KNOWN = [0, 0, 1, 1, 1, 0, 0, 0]  # n = 1..8 (Lemoine and Viennot; SPOTS reproduces them)


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])  # 6 to 12: tests/test_sprouts_spots.py
def test_n_spot_nimbers(n):
    assert Sprouts(n, progress=False).value() == KNOWN[n - 1]


def test_every_land_from_1_to_5_spots_against_mex_recursion():
    """Every land reachable from 0*1 to 0*5 (18,414 of them): the search's nimber is the plain
    mex recursion's."""
    lands = closure([f"0*{n}" for n in range(1, 6)], 10**6)
    assert len(lands) > 18000
    value = mex_values(lands)
    game = Sprouts(1, progress=False)
    wrong = [land for land in lands if game.value(land) != value[land]]
    assert wrong == []


def test_nimbers_of_random_sums_and_outcomes():
    lands = closure(["0*4", "0*2.1a1a"], 1500)
    rng = random.Random(52)
    sample = rng.sample(lands, 40)
    value = mex_values(sample)
    game = Sprouts(1, progress=False)
    for k in range(40):
        parts = rng.sample(sample, rng.randint(1, 3))
        text = "+".join(parts)
        want = 0
        for p in parts:
            want ^= value[p]
        assert game.value(text) == want, text
        assert game.outcome(text) == ("P" if want == 0 else "N"), text
        move = game.winning_move(text)
        assert (move is None) == (want == 0)
        if move is not None:
            assert game.value(move) == 0
            assert move in game.options(text)


def test_lasting_table_resumes(tmp_path):
    db = tmp_path / "sprouts.db"
    with Sprouts(5, table=db, progress=False) as first:
        assert first.value() == 1
        solved = first.search.solved
    assert solved > 0
    with Sprouts(5, table=db, progress=False) as again:
        assert again.value() == 1
        assert again.search.solved == 0 and again.search.table_hits > 0


def test_picture_and_lives():
    game = Sprouts("0*2.AB|AB+1a1a")
    assert game.lives() == 8 + 5
    assert game.picture().splitlines() == [
        "land 1: 8 lives", "  region 1: 0 0 AB", "  region 2: AB",
        "land 2: 5 lives", "  region 1: 1a1a"]
    assert str(Sprouts("2")) == "!" and Sprouts("2").picture() == "no move left"


# ----------------------------------------------------------------------------- command line

def grundy(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "grundy", *args], input=stdin,
                          capture_output=True, text=True, timeout=300)


def test_cli_value_move_outcome_json():
    r = grundy("search", "sprouts", "0*4")
    value, move = r.stdout.split("\n")[:2]
    assert r.returncode == 0 and value == "1"
    assert Sprouts(move).value() == 0 and move in Sprouts(4).options()
    r = grundy("search", "sprouts", "4", "--outcome")
    assert r.returncode == 0 and r.stdout.startswith("N\n")
    assert Sprouts(r.stdout.split("\n")[1]).outcome() == "P"
    r = grundy("search", "sprouts", "0*3.1a1a", "--json")
    out = json.loads(r.stdout)
    assert out["value"] == 3 and Sprouts(out["move"]).value() == 0
    r = grundy("search", "sprouts", "0*2", "--outcome", "--json")
    assert json.loads(r.stdout) == {"outcome": "P", "move": None}


@pytest.mark.parametrize("position, message", [
    ("0*3.x", "position '0*3.x', character 5: 'x' is not part of a Sprouts position"),
    ("0*2.A", "letter 'A' appears 1 time"),
    ("", "the position is empty"),
    ("07", "'7': a spot has at most 3 lives"),
])
def test_cli_bad_positions(position, message):
    r = grundy("search", "sprouts", position)
    assert r.returncode == 2 and message in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_cli_refuses_engine_only_flags():
    r = grundy("search", "sprouts", "0*3", "--core", "word")
    assert r.returncode == 2 and "--table-memory and --core" in r.stderr


def test_play_sprouts_to_the_end():
    # the player (first) makes move 1 each time; the computer answers until no move is left
    r = grundy("play", "sprouts", "0*2", stdin="1\n" * 10)
    assert r.returncode == 0, r.stderr
    assert "moves: 1) 0.AB|AB   2) 1a1a" in r.stdout
    assert "the computer wins." in r.stdout         # 0*2 is a second-player win
    r = grundy("play", "sprouts", "0*2", stdin="0*9\n1a1a\nq\n")
    assert "is not one move from here" in r.stdout + r.stderr


def test_errors_are_grundy_errors():
    with pytest.raises(GrundyError):
        Sprouts("0*3.q")


def test_cli_checks_a_spots_database(tmp_path):
    from pathlib import Path

    small = Path(__file__).parent / "data" / "spots_small.spr"
    r = grundy("search", "sprouts", "--check-spots", str(small))
    assert (r.returncode, r.stdout) == (0, "155 lands checked: all agree with SPOTS\n")
    bad = tmp_path / "bad.spr"
    bad.write_text("[Positions+Nimber]\n0*3 0\n1a1a 2\n")
    r = grundy("search", "sprouts", "--check-spots", str(bad))
    assert (r.returncode, r.stdout) == (1, "0*3: SPOTS 0, grundy 1\n2 lands checked: 1 disagree\n")
    bad.write_text("0*3 x\n")
    r = grundy("search", "sprouts", "--check-spots", str(bad))
    assert r.returncode == 2 and "line 1: the nimber 'x' is not a decimal number" in r.stderr
    r = grundy("search", "sprouts")
    assert r.returncode == 2 and "give a POSITION or --check-spots FILE" in r.stderr


# ----------------------------------------------------------------------------- misère play

#: misère outcomes of 0*1..0*8: the first player wins exactly when n mod 5 is 0 or 1 (Lemoine
#: and Viennot, "Analysis of misère Sprouts game with reduced canonical trees", 2009, computed
#: to 17 spots and later 20 with Glop)
MISERE = "NPPPNNPP"


def misere_plain(position: tuple[str, ...], memo: dict) -> bool:
    """Whether the player to move wins misère play: plain recursion over the options of whole
    positions (small positions only)."""
    if position not in memo:
        options = {tuple(sorted(position[:k] + position[k + 1:] + child))
                   for k, land in enumerate(position) for child in S.land_options(land)}
        memo[position] = not options or any(not misere_plain(o, memo) for o in options)
    return memo[position]


@pytest.mark.parametrize("n", range(1, 7))
def test_misere_starts(n):
    game = Sprouts(n, progress=False)
    assert game.outcome(misere=True) == MISERE[n - 1]
    move = game.misere_winning_move()
    assert (move is None) == (MISERE[n - 1] == "P")
    if move is not None:
        assert game.outcome(move, misere=True) == "P"


def test_misere_against_plain_recursion_on_random_sums():
    lands = [x for x in closure(["0*4", "0*2.1a1a"], 3000) if S._lives(x) <= 6]
    rng = random.Random(53)
    memo: dict = {}
    game = Sprouts(1, progress=False)
    seen = set()
    for _ in range(60):
        position = tuple(sorted(rng.sample(lands, rng.randint(1, 2))))
        want = "N" if misere_plain(position, memo) else "P"
        assert game.outcome("+".join(position), misere=True) == want, position
        seen.add(want)
    assert seen == {"N", "P"}


def test_cli_misere():
    r = grundy("search", "sprouts", "0*5", "--misere")
    outcome, move = r.stdout.split("\n")[:2]
    assert r.returncode == 0 and outcome == "N"
    assert Sprouts(move).outcome(misere=True) == "P"
    r = grundy("search", "sprouts", "0*4", "--misere", "--json")
    assert json.loads(r.stdout) == {"outcome": "P", "move": None, "misere": True}
    r = grundy("search", "sprouts", "0*4", "--misere", "--workers", "2")
    assert r.returncode == 2 and "--misere searches whole positions" in r.stderr


def test_compiled_lives_match_the_reference():
    lands = closure(["0*4", "0*2.1a1a", "0*3.AB|AB"], 3000)
    assert len(lands) > 1000
    for land in lands:
        assert S._lives(land) == S._reference_lives(land), land
    for land in lands[:200]:
        for option in S.land_options(land):
            joined = "+".join(option)
            assert S._lives(joined) == sum(S._reference_lives(x) for x in option), joined


def test_the_nimber_search_route_agrees_with_the_proof_number_search():
    """With workers, value() runs NimberSearch; both routes give the same nimbers."""
    lands = closure(["0*4", "0*2.1a1a"], 800)
    sample = random.Random(5).sample(lands, 60)
    by_pns = Sprouts(1, progress=False)
    by_nimber_search = Sprouts(1, progress=False)
    for land in sample:
        assert by_pns.pns.value((land,)) == by_nimber_search.search.value((land,)), land
