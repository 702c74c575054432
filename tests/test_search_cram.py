"""grundy.search.Cram and the compiled search core: values against plain mex recursion on small
boards with holes, symmetry and component reductions, octal games, published values, the
lasting table and the CLI."""

from __future__ import annotations

import json
import random
import re
import sqlite3
import textwrap
import warnings
from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.core.games import GameSolver
from grundy.errors import GrundyError, InputFormatError, InvalidGameError
from grundy.heaps.octal import OctalGame
from grundy.search import ArcKayles, Cram, NimberSearch
from grundy.search.cram import Cell, parse_board, parse_holes
from oracles import interrupt_after_rows, kill_after_rows, table_rows


# ----------------------------------------------------------------------------- the oracle
@lru_cache(maxsize=None)
def cram_oracle(rows: int, cols: int):
    """g(mask): the Grundy value of the free squares `mask` of a rows x cols board (square
    (r, c), 0-based, is bit r * cols + c), by plain mex recursion over whole positions."""

    @lru_cache(maxsize=None)
    def g(m: int) -> int:
        seen = set()
        for i in range(rows * cols):
            if not m >> i & 1:
                continue
            r, c = divmod(i, cols)
            if c + 1 < cols and m >> (i + 1) & 1:
                seen.add(g(m & ~(3 << i)))
            if r + 1 < rows and m >> (i + cols) & 1:
                seen.add(g(m & ~(1 << i | 1 << (i + cols))))
        x = 0
        while x in seen:
            x += 1
        return x

    return g


def free_mask(rows: int, cols: int, holes) -> int:
    m = (1 << rows * cols) - 1
    for r, c in holes:
        m &= ~(1 << (r - 1) * cols + (c - 1))
    return m


def random_holes(rng: random.Random, rows: int, cols: int) -> list[tuple[int, int]]:
    p = rng.random() * 0.5
    return [(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1) if rng.random() < p]


def check_winning_move(game: Cram, g, position: int | None = None) -> None:
    m = game.start if position is None else position
    move = game.winning_move(position)
    if g(m) == 0:
        assert move is None
        return
    (r1, c1), (r2, c2) = move
    assert abs(r1 - r2) + abs(c1 - c2) == 1
    k = game.base
    a, b = (r1 - k) * game.cols + c1 - k, (r2 - k) * game.cols + c2 - k
    assert m >> a & 1 and m >> b & 1
    assert g(m & ~(1 << a | 1 << b)) == 0


# ----------------------------------------------------------------------------- against the oracle
def test_boards_with_random_holes_against_mex_recursion():
    rng = random.Random(11)
    for _ in range(3000):
        rows = rng.randint(1, 4)
        cols = rng.randint(1, 12 // rows)
        holes = random_holes(rng, rows, cols)
        game = Cram(rows, cols, holes, base=1, progress=False)
        g = cram_oracle(rows, cols)
        assert game.value() == g(free_mask(rows, cols, holes)), (rows, cols, holes)
        check_winning_move(game, g)


def test_every_position_of_small_boards():
    for rows, cols in [(2, 5), (3, 4), (4, 3), (1, 12), (2, 6)]:
        g = cram_oracle(rows, cols)
        game = Cram(rows, cols, base=1, progress=False)
        plain = Cram(rows, cols, base=1, progress=False, symmetry=False)
        for m in range(1 << rows * cols):
            assert game.value(m) == plain.value(m) == g(m)


@pytest.mark.slow
def test_against_gamesolver_on_larger_boards():
    rng = random.Random(12)
    for rows, cols in [(4, 5), (3, 6), (5, 4)]:
        game = Cram(rows, cols, base=1, progress=False)
        ref = GameSolver(game.moves, progress=False)
        for _ in range(30):
            m = rng.getrandbits(rows * cols) | rng.getrandbits(rows * cols)
            assert game.value(m) == ref.value(m)
        assert game.value() == ref.value(game.start)


# ----------------------------------------------------------------------------- counting from 0 or 1
def shifted(cells, by: int):
    """Squares, or dominoes of two squares, with `by` added to their rows and columns."""
    return [tuple(shifted(x, by)) if isinstance(x[0], tuple) else (x[0] + by, x[1] + by) for x in cells]


def test_base_zero_is_base_one_shifted():
    """The same board given from 0 and from 1: the same positions and values, and every square
    the game gives back (dominoes, winning moves) one less from 0."""
    rng = random.Random(21)
    for _ in range(300):
        rows = rng.randint(1, 4)
        cols = rng.randint(1, 12 // rows)
        holes = random_holes(rng, rows, cols)
        one = Cram(rows, cols, holes, base=1, progress=False)
        zero = Cram(rows, cols, shifted(holes, -1), base=0, progress=False)
        assert (zero.base, one.base) == (0, 1)
        assert zero.start == one.start == free_mask(rows, cols, holes)
        assert zero.value() == one.value() == cram_oracle(rows, cols)(zero.start)
        assert zero.dominoes() == shifted(one.dominoes(), -1)
        assert list(zero.moves(zero.start)) == list(one.moves(one.start))
        move = zero.winning_move()
        assert move == (None if one.winning_move() is None else tuple(shifted(one.winning_move(), -1)))
        check_winning_move(zero, cram_oracle(rows, cols))


def test_base_zero_squares_round_trip():
    """From 0, square (r, c) is bit r * cols + c (the grid graph's vertex); the free squares,
    holes and dominoes go through mask() and back."""
    game = Cram(3, 4, [(0, 0), (2, 3)], base=0, progress=False)
    assert game.mask([(1, 2)]) == 1 << 1 * 4 + 2
    assert game.holes == game.mask([(0, 0), (2, 3)]) == 1 | 1 << 11
    free = [(r, c) for r in range(3) for c in range(4) if game.start >> r * 4 + c & 1]
    assert len(free) == 10 and game.mask(free) == game.start
    options = set(game.moves(game.start))
    for domino in game.dominoes():
        assert game.start & ~game.mask(domino) in options
    assert len(options) == len(game.dominoes())
    move = game.winning_move()
    assert move in game.dominoes() and game.value(game.start & ~game.mask(move)) == 0
    assert Cram(2, 3, [(0, 1)], base=0).value() == Cram(2, 3, [(1, 2)], base=1).value() == 0
    with pytest.raises(InvalidGameError, match=r"^square \(3, 0\) is outside the 3x4 board "
                       r"\(rows 0\.\.2, columns 0\.\.3\)$"):
        game.mask([(3, 0)])
    with pytest.raises(InvalidGameError, match=r"hole \(0, 1\) is outside .*rows 1\.\.3"):
        Cram(3, 4, [(0, 1)], base=1)


def test_without_base_counts_from_zero_quietly():
    """The default is the library's convention (rows and columns from 0), with no warning."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        game = Cram(2, 3, [(1, 2)])
    assert game.base == 0 and game.holes == 1 << 5
    assert game.value() == 0 and game.dominoes() == [((0, 0), (0, 1)), ((0, 0), (1, 0)), ((0, 1), (0, 2)),
                                                     ((0, 1), (1, 1)), ((1, 0), (1, 1))]


def test_after_places_a_domino_and_refuses_what_is_not_one():
    """after() leaves the position without the domino's squares, in either counting, and names
    what is wrong with a domino that cannot be placed."""
    for base in (0, 1):
        game = Cram(3, 4, base=base)
        for d in game.dominoes():
            assert game.after(None, d) == game.start & ~game.mask(d)
        first = game.dominoes()[0]
        with pytest.raises(InvalidGameError, match=r"are not both free$"):
            game.after(game.after(None, first), first)
    game = Cram(3, 4)
    with pytest.raises(InvalidGameError, match=r"^\(0, 0\) and \(1, 1\) are not side by side$"):
        game.after(None, ((0, 0), (1, 1)))
    with pytest.raises(InvalidGameError, match=r"^square \(3, 0\) is outside the 3x4 board"):
        game.after(None, ((2, 0), (3, 0)))
    with pytest.raises(InvalidGameError, match=r"^a domino is a pair of squares"):
        game.after(None, (0, 0))


@pytest.mark.parametrize("bad", [2, -1, True, 1.0, "0"])
def test_base_other_than_zero_or_one_is_refused(bad):
    with pytest.raises(InvalidGameError) as e:
        Cram(2, 3, base=bad)
    assert isinstance(e.value, GrundyError)
    assert str(e.value) == f"base must be 0 (rows and columns from 0) or 1 (from 1), not {bad!r}"


def test_cli_cram_gives_no_warning(capsys):
    """The command line reads holes from 1 and prints moves from 1, without a FutureWarning."""
    from grundy.cli import main

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert main(["search", "cram", "3x4"]) == 0
    assert capsys.readouterr() == ("1\ndomino 2 2 2 3\n", "")


def test_pictures_from_zero_draw_the_winning_domino():
    """Counted from 0 or from 1, a board's picture shows its winning domino in one place, both
    when the picture finds the move and when winning_move() found it before."""
    def red(svg):
        return re.search(r'<rect class="move" x="([^"]*)" y="([^"]*)" width="([^"]*)" '
                         r'height="([^"]*)"', svg).groups()

    for rows, cols, holes in [(3, 4, []), (1, 7, [(1, 3)]), (3, 3, [(2, 2), (1, 3)])]:  # values 1, 3, 1
        one = Cram(rows, cols, holes, base=1, progress=False)
        drawn = red(one.svg())
        assert red(Cram(rows, cols, shifted(holes, -1), base=0, progress=False).svg()) == drawn
        zero = Cram(rows, cols, shifted(holes, -1), base=0, progress=False)
        zero.winning_move()
        assert red(zero.svg()) == drawn


# ----------------------------------------------------------------------------- reductions
def transforms(rows: int, cols: int, holes):
    """The board and its 7 images under the symmetries of the rectangle, as (rows, cols, holes)."""
    out = []
    for t in range(8):
        img = []
        for r, c in holes:
            r0, c0 = r - 1, c - 1
            if t & 1:
                c0 = cols - 1 - c0
            if t & 2:
                r0 = rows - 1 - r0
            if t & 4:
                r0, c0 = c0, r0
            img.append((r0 + 1, c0 + 1))
        out.append((cols, rows, img) if t & 4 else (rows, cols, img))
    return out


board = st.integers(1, 6).flatmap(lambda rows: st.integers(1, min(6, 24 // rows)).flatmap(
    lambda cols: st.tuples(st.just(rows), st.just(cols), st.lists(
        st.tuples(st.integers(1, rows), st.integers(1, cols)), unique=True, max_size=rows * cols))))


@settings(max_examples=150, deadline=None)
@given(board)
def test_rotations_and_reflections_have_equal_values(case):
    rows, cols, holes = case
    values = {Cram(r, c, h, base=1, progress=False, symmetry=False).value() for r, c, h in transforms(rows, cols, holes)}
    assert len(values) == 1
    assert values == {Cram(rows, cols, holes, base=1, progress=False).value()}


@settings(max_examples=120, deadline=None)
@given(board, board)
def test_separated_parts_xor(left, right):
    """Two boards side by side, a column of holes between them: the value is the XOR."""
    r1, c1, h1 = left
    r2, c2, h2 = right
    rows, cols = max(r1, r2), c1 + 1 + c2
    if rows * cols > 64:
        return
    holes = list(h1) + [(r, c1 + 1) for r in range(1, rows + 1)]
    holes += [(r, c) for r in range(r1 + 1, rows + 1) for c in range(1, c1 + 1)]
    holes += [(r, c + c1 + 1) for r, c in h2]
    holes += [(r, c) for r in range(r2 + 1, rows + 1) for c in range(c1 + 2, cols + 1)]
    whole = Cram(rows, cols, holes, base=1, progress=False).value()
    assert whole == Cram(r1, c1, h1, base=1, progress=False).value() ^ Cram(r2, c2, h2, base=1, progress=False).value()


def test_symmetry_reduces_the_search():
    with_sym = Cram(5, 5, base=1, progress=False)
    without = Cram(5, 5, base=1, progress=False, symmetry=False)
    assert with_sym.value() == without.value() == 0
    assert with_sym.search.solved * 2 < without.search.solved


def test_canonical_keys_by_words_equal_keys_by_cells():
    """Regions within 8 x 8 get their key by word operations on the whole region; it must be
    the key that moving the cells one by one gives (the key lasting tables are written under),
    on every board shape, for square and oblong bounding boxes alike."""
    from grundy.search._core import SearchCore

    rng = random.Random(8)
    shapes = 0
    boards = [(r, c) for r in range(1, 17) for c in range(1, 17) if r * c <= 64]
    # long strips: their regions take the lanes of up to 64 cells, across two words past 64
    boards += [(1, 64), (2, 32), (3, 21), (4, 16), (1, 100), (2, 50), (3, 30), (4, 25)]
    for rows, cols in boards:
        core = SearchCore("cram", rows * cols, rows=rows, cols=cols)
        seen = set()
        for _ in range(150):
            n = rows * cols
            m = rng.getrandbits(n) | (rng.getrandbits(n) & rng.getrandbits(n))
            for comp in core.components(m):
                assert core.canonical(comp) == core.canonical(comp, by_cells=True), (rows, cols, comp)
                cells = [v for v in range(n) if comp >> v & 1]
                h = max(v // cols for v in cells) - min(v // cols for v in cells) + 1
                w = max(v % cols for v in cells) - min(v % cols for v in cells) + 1
                seen.add((min(h, 9), min(w, 9)))
        shapes += len(seen)
    assert shapes > 300  # square, oblong, 8-wide and wider-than-8 boxes all met


def test_table_past_its_memory_ceiling_stays_exact():
    """A table held to 1024 entries gives entries away but never a wrong value."""
    small = Cram(5, 6, base=1, progress=False, max_bytes=0)
    big = Cram(5, 6, base=1, progress=False)
    assert small.value() == big.value() == 2
    assert small.search.core.capacity == 1024 and small.search.core.replaced > 0
    assert small.search.solved > big.search.solved  # work repeated, not lost
    rng = random.Random(14)
    g = cram_oracle(3, 4)
    tiny = Cram(3, 4, base=1, progress=False, max_bytes=0)
    for _ in range(300):
        m = rng.getrandbits(12)
        assert tiny.value(m) == g(m)


def test_equal_parts_cancel():
    # 3 x 7 with the middle column removed: two equal 3 x 3 halves, worth 0 without a search
    game = Cram(3, 7, [(1, 4), (2, 4), (3, 4)], base=1, progress=False)
    assert game.value() == 0
    assert game.search.solved == 0
    # mirror images cancel too: a 3 x 4 rectangle less a corner, and its reflection
    game = Cram(3, 9, [(r, 5) for r in (1, 2, 3)] + [(1, 1), (1, 9)], base=1, progress=False)
    assert game.value() == 0 and game.search.solved == 0


# ----------------------------------------------------------------------------- known values
def test_strips_are_dawsons_kayles():
    """A domino on a 1 x n strip takes two adjacent squares and leaves strips of the lengths on
    its two sides: the octal game 0.07 (Dawson's Kayles) at heap n."""
    octal = OctalGame("0.07").values(65).tolist()
    for n in range(1, 65):
        assert Cram(1, n, base=1, progress=False).value() == octal[n]
        assert Cram(n, 1, base=1, progress=False).value() == octal[n]
    # a strip with holes is a sum of heaps
    game = Cram(1, 40, [(1, 10), (1, 11), (1, 25)], base=1, progress=False)
    assert game.value() == octal[9] ^ octal[13] ^ octal[15]


def test_two_by_n():
    """2 x n: 0 for even n (the second player answers each domino by its image under the
    half-turn), non-zero for odd n (the first player takes the central vertical domino and then
    answers by the half-turn); the small ones against the oracle."""
    values = [Cram(2, n, base=1, progress=False).value() for n in range(1, 21)]
    for n in range(1, 8):
        assert values[n - 1] == cram_oracle(2, n)((1 << 2 * n) - 1)
    assert all(values[n - 1] == 0 for n in range(2, 21, 2))
    assert all(values[n - 1] != 0 for n in range(1, 21, 2))
    for n in range(1, 21, 2):  # the central domino wins
        c = (n + 1) // 2
        assert Cram(2, n, [(1, c), (2, c)], base=1, progress=False).value() == 0


def test_even_by_even_boards_are_zero():
    for rows, cols in [(2, 2), (4, 2), (6, 4), (8, 2), (2, 12)]:
        assert Cram(rows, cols, base=1, progress=False).value() == 0


# Beling, "The results obtained so far", README of github.com/beling/impartial-games (Cram
# under the normal play convention; the smaller boards first computed by Lemoine and Viennot's
# Glop and by M. Schneider, "Das Spiel Juvavum", 2009).
BELING_FAST = {(4, 5): 2, (4, 6): 0, (4, 7): 3, (5, 5): 0, (5, 6): 2}
BELING_SLOW = {(4, 8): 0, (5, 7): 1}


def test_published_values():
    for (rows, cols), value in BELING_FAST.items():
        assert Cram(rows, cols, base=1, progress=False).value() == value
    assert Cram(5, 4, base=1, progress=False).value() == Cram(7, 4, base=1, progress=False).value() - 1 == 2


@pytest.mark.slow
@pytest.mark.parametrize("size", sorted(BELING_SLOW))
def test_published_values_slow(size):
    assert Cram(*size, base=1, progress=False).value() == BELING_SLOW[size]


# ----------------------------------------------------------------------------- the table
def test_table_written_then_answers_without_search(tmp_path):
    path = tmp_path / "cram.sqlite"
    with Cram(4, 5, base=1, table=path, progress=False) as first:
        assert first.value() == 2
        assert first.winning_move() is not None
    rows = dict(sqlite3.connect(path).execute("SELECT key, value FROM nimbers"))
    assert rows and all(k.startswith("c") for k in rows)
    meta = dict(sqlite3.connect(path).execute("SELECT name, value FROM meta"))
    assert meta["game"] == "cram"
    # the board itself: width 4 (the narrower side), all 20 squares
    assert rows[f"c4:{(1 << 20) - 1:x}"] == 2
    again = Cram(5, 4, base=1, table=path, progress=False)  # the transposed board: the same key
    assert again.search.loaded == len(rows)
    assert again.value() == 2 and again.search.solved == 0
    with pytest.raises(InvalidGameError, match="holds values of the game 'cram'"):
        NimberSearch(lambda p: [], table=path, name="node-kayles")


def test_table_of_another_game_refused(tmp_path):
    path = tmp_path / "nk.sqlite"
    NimberSearch(lambda p: [], table=path, name="node-kayles").close()
    with pytest.raises(InvalidGameError, match="node-kayles"):
        Cram(3, 3, base=1, table=path)


def test_table_without_symmetry_is_kept_apart(tmp_path):
    path = tmp_path / "c.sqlite"
    with Cram(3, 4, base=1, table=path, progress=False, symmetry=False) as game:
        assert game.value() == 1
    keys = [k for (k,) in sqlite3.connect(path).execute("SELECT key FROM nimbers")]
    assert keys and all(k.startswith("b3x4:") for k in keys)
    other = Cram(4, 3, base=1, table=path, progress=False, symmetry=False)
    assert other.search.loaded == 0 and other.value() == 1
    assert Cram(3, 4, base=1, table=path, progress=False).search.loaded == 0


KILL_SCRIPT = textwrap.dedent("""
    import sys
    from grundy.search import Cram
    game = Cram(5, 7, base=1, table=sys.argv[1], progress=False)
    game.search.commit_seconds = 0.05
    print(game.value())
""")


def test_killed_run_resumes(tmp_path):
    path = tmp_path / "kill.sqlite"
    rows = kill_after_rows(KILL_SCRIPT, path, 200, 60, 0.02)
    assert rows >= 200, "the run wrote nothing before it was killed"
    game = Cram(5, 7, base=1, table=path, progress=False)
    assert game.search.loaded >= 200
    fresh = Cram(5, 7, base=1, progress=False)
    assert game.value() == fresh.value() == 1
    assert game.search.solved < fresh.search.solved - 200


def test_ctrl_c_keeps_the_table(tmp_path):
    """Ctrl-C in the compiled search: one line, exit 130, and the values found so far kept."""
    path = tmp_path / "int.sqlite"
    status, out, err, rows = interrupt_after_rows(["search", "cram", "6x7", "--table", str(path)], path, 500)
    assert status == 130 and out == "" and err == "grundy: interrupted\n"
    assert table_rows(path) >= rows >= 500


# ----------------------------------------------------------------------------- errors
def test_bad_boards_and_positions():
    with pytest.raises(InvalidGameError, match="4097 squares.*at most 4096"):
        Cram(1, 4097, base=1)
    with pytest.raises(InvalidGameError, match=r"^core='word' takes boards of at most 64 squares, not 9x9$"):
        Cram(9, 9, core="word")
    with pytest.raises(InvalidGameError, match=r"^core must be 'word', 'wide' or None, not 'narrow'$"):
        Cram(3, 3, core="narrow")
    assert Cram(1, 70, symmetry=False, progress=False).value() == OctalGame("0.07").values(71).tolist()[70]
    with pytest.raises(InvalidGameError, match="rows must be a positive integer"):
        Cram(0, 4, base=1)
    with pytest.raises(InvalidGameError, match="cols must be a positive integer"):
        Cram(4, 2.5, base=1)
    with pytest.raises(InvalidGameError, match=r"hole \(4, 1\) is outside the 3x3 board"):
        Cram(3, 3, [(4, 1)], base=1)
    with pytest.raises(InvalidGameError, match="pair"):
        Cram(3, 3, [5], base=1)
    game = Cram(2, 2, [(1, 1)], base=1)
    with pytest.raises(InvalidGameError, match="frees a hole"):
        game.value(0b1111)
    with pytest.raises(InvalidGameError, match="outside the 2x2 board"):
        game.value(1 << 4)
    with pytest.raises(InvalidGameError, match="bitmask"):
        game.value("1")
    assert game.value(0) == 0 and game.winning_move(0) is None
    assert Cram(8, 8, base=1, progress=False).start == (1 << 64) - 1  # 64 squares are accepted
    assert Cram(1, 64, base=1, progress=False).value() == OctalGame("0.07").values(65).tolist()[64]


def test_parse_holes_and_board():
    assert parse_holes(b"\n1 2\n  # note\n3 4\n", 3, 4) == [(1, 2), (3, 4)]
    for text, line, what in [("1 2\n1\n", 2, "two integers"), ("1 2 3\n", 1, "two integers"),
                             ("0 1\n", 1, "outside"), ("2 2\n\n2 2\n", 3, "repeats line 1"),
                             ("a b\n", 1, "two integers"), ("1 9\n", 1, "columns 1..4")]:
        with pytest.raises(InputFormatError, match=what) as e:
            parse_holes(text, 3, 4)
        assert e.value.line == line
    assert parse_board("5x6") == (5, 6) and parse_board(" 13X4 ") == (13, 4)
    with pytest.raises(InvalidGameError, match="ROWSxCOLS"):
        parse_board("5*6")


# ----------------------------------------------------------------------------- the CLI
def test_cli_cram(capsys, tmp_path):
    from grundy.cli import main

    rng = random.Random(13)
    for trial in range(60):
        rows = rng.randint(1, 4)
        cols = rng.randint(1, 12 // rows)
        holes = random_holes(rng, rows, cols)
        path = tmp_path / f"h{trial}.txt"
        path.write_text("".join(f"{r} {c}\n" for r, c in holes))
        g = cram_oracle(rows, cols)
        m = free_mask(rows, cols, holes)
        assert main(["search", "cram", f"{rows}x{cols}", "--holes", str(path), "--json"]) == 0
        rec = json.loads(capsys.readouterr().out)
        assert rec["value"] == g(m)
        if rec["value"] == 0:
            assert rec["move"] is None
        else:
            (r1, c1), (r2, c2) = rec["move"]["domino"]
            assert g(m & ~(1 << (r1 - 1) * cols + c1 - 1) & ~(1 << (r2 - 1) * cols + c2 - 1)) == 0
        assert main(["search", "cram", f"{rows}x{cols}", "--holes", str(path)]) == 0
        out = capsys.readouterr().out.splitlines()
        assert int(out[0]) == g(m)
        assert (len(out) == 2) == (g(m) != 0)
        if len(out) == 2:
            word, *nums = out[1].split()
            assert word == "domino" and [int(x) for x in nums] == sum(rec["move"]["domino"], [])
    db = tmp_path / "cram.db"
    assert main(["search", "cram", "4x5", "--table", str(db)]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "2"
    assert main(["search", "cram", "4x5", "--table", str(db), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["value"] == 2


@pytest.mark.parametrize("args, holes, message", [
    (["64x65"], None, "4160 squares"),
    (["3by4"], None, "ROWSxCOLS"),
    (["3x4"], "1 1\n2\n", "line 2: expected a hole"),
    (["3x4"], "1 1\n5 1\n", "line 2: hole (5, 1) is outside the 3x4 board"),
    (["3x4"], "1 1\n\n1 1\n", "line 3: hole (1, 1) repeats line 1"),
])
def test_cli_cram_errors(capsys, tmp_path, args, holes, message):
    from grundy.cli import main

    if holes is not None:
        path = tmp_path / "holes.txt"
        path.write_text(holes)
        args = args + ["--holes", str(path)]
    assert main(["search", "cram"] + args) == 2
    err = capsys.readouterr().err
    assert err.startswith("grundy: error:") and message in err and err.count("\n") == 1


def test_progress_bar_on_a_terminal(monkeypatch, capsys):
    """The bar shows positions and their rate (search_bar) when someone watches."""
    import grundy._progress as progress_module
    import grundy.search.bitsearch as bitsearch

    calls = []
    real = progress_module.search_bar

    def spy(bar, began, done, label):
        calls.append((done, label))
        return real(bar, began, done, label)

    monkeypatch.setattr(bitsearch, "search_bar", spy)
    game = Cram(4, 7, base=1)
    assert game.value() == 3
    assert calls and all(label == "cram search" for _, label in calls)
    assert [d for d, _ in calls] == sorted(d for d, _ in calls)


# ----------------------------------------------------------------------------- past 64 squares
def _arc_kayles_of(rows: int, cols: int, holes: list[Cell]) -> int:
    """The value of the board's free squares as Arc-Kayles on their grid graph, renumbered
    so that it fits one word (the one-word core, keyed by vertex sets: another route)."""
    free = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in set(holes)]
    index = {sq: i for i, sq in enumerate(free)}
    edges = [(index[(r, c)], index[(r + dr, c + dc)]) for r, c in free
             for dr, dc in ((0, 1), (1, 0)) if (r + dr, c + dc) in index]
    return ArcKayles(edges, len(free), progress=False).value() if edges else 0


@pytest.mark.parametrize("rows, cols", [(7, 10), (5, 13), (2, 40), (9, 9)])
def test_boards_past_64_squares_in_the_wide_core(rows, cols):
    """Boards of more than 64 squares go to the wide core as Arc-Kayles on the grid graph:
    random positions of at most 40 free squares agree with the one-word core on the same
    squares renumbered, and each winning move leaves value 0."""
    rng = random.Random(rows * 100 + cols)
    squares = [(r, c) for r in range(rows) for c in range(cols)]
    for _ in range(12):
        holes = rng.sample(squares, rows * cols - rng.randint(10, 40))
        game = Cram(rows, cols, holes, base=0, progress=False)
        value = game.value()
        assert value == _arc_kayles_of(rows, cols, holes)
        move = game.winning_move()
        assert (move is None) == (value == 0)
        if move is not None:
            assert game.value(game.start & ~game.mask(list(move))) == 0


def test_strips_past_64_squares():
    """A 1 x n strip is 0.07 at heap n past one word too, holes splitting it into strips."""
    values = OctalGame("0.07").values(200).tolist()
    assert Cram(1, 150, base=0, progress=False).value() == values[150]
    assert Cram(1, 150, [(0, 70)], base=0, progress=False).value() == values[70] ^ values[79]
    assert Cram(2, 40, base=0, progress=False).value() == 0  # 2 x even: the half turn


def test_cli_cram_past_64_squares(capsys, tmp_path):
    from grundy.cli import main

    db = tmp_path / "wide.db"
    assert main(["search", "cram", "1x99", "--table", str(db), "-q"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert int(out[0]) == OctalGame("0.07").values(100).tolist()[99] and out[1].startswith("domino 1 ")
    assert table_rows(db) > 0
    # one table serves boards of every size (keys c<width>:<cells hex>; a key too wide for a
    # board's positions is not read there)
    assert main(["search", "cram", "3x10", "--table", str(db), "-q"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "2"
    assert main(["search", "cram", "2x33", "--table", str(db), "-q"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "1"
