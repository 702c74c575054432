"""Impartial Clobber and Cannibal Clobber (grundy.Clobber, grundy.CannibalClobber, ``grundy search
clobber``, ``grundy play clobber``): values against plain mex recursion on random boards (the
rules read off the board as text), in every width of the engine, against MCGS's published values,
with workers and a lasting table; winning moves, positions, pictures, the command line and bad
input."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from functools import lru_cache

import pytest

import grundy
from grundy import CannibalClobber, Clobber
from grundy.errors import InputFormatError, InvalidGameError


def text_moves(board: str, rows: int, cols: int, cannibal: bool) -> list[str]:
    """The boards one move leads to, by the rules read plainly on the board as a string."""
    out = []
    for i, me in enumerate(board):
        if me == ".":
            continue
        r, c = divmod(i, cols)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= rr < rows and 0 <= cc < cols:
                j = rr * cols + cc
                if board[j] != "." and (cannibal or board[j] != me):
                    b = list(board)
                    b[j], b[i] = me, "."
                    out.append("".join(b))
    return out


@lru_cache(maxsize=None)
def mex_value(board: str, rows: int, cols: int, cannibal: bool) -> int:
    seen = {mex_value(b, rows, cols, cannibal) for b in text_moves(board, rows, cols, cannibal)}
    m = 0
    while m in seen:
        m += 1
    return m


def random_board(rng: random.Random, rows: int, cols: int) -> str:
    return "".join(rng.choice("XO.XO") for _ in range(rows * cols))


def rows_of(board: str, cols: int) -> str:
    return "|".join(board[k:k + cols] for k in range(0, len(board), cols))


@pytest.mark.parametrize("cls", [Clobber, CannibalClobber])
def test_random_boards_against_mex_recursion(cls):
    rng = random.Random(11 + cls.cannibal)
    checked = 0
    for _ in range(300):
        rows, cols = rng.randint(1, 4), rng.randint(1, 6)
        if rows * cols > 12:
            continue
        board = random_board(rng, rows, cols)
        game = cls(rows_of(board, cols), progress=False)
        value = mex_value(board, rows, cols, cls.cannibal)
        assert game.value() == value, board
        # every winning move is legal and leaves value 0
        wins = game.winning_moves()
        assert (value == 0) == (wins == []) == (game.winning_move() is None)
        for move in wins:
            assert mex_value(game.board(game.after(None, move)).replace("|", ""), rows, cols, cls.cannibal) == 0
        # the options, as boards, are the plain rules'
        assert sorted(game.board(o).replace("|", "") for o in game.options()) == \
            sorted(text_moves(board, rows, cols, cls.cannibal))
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("core", ["word", "wide"])
def test_both_widths_and_large_boards(core):
    """Boards of at most 32 squares in one word and in two; larger boards (several words) on
    random positions with few stones, against mex recursion."""
    rng = random.Random(5)
    for _ in range(40):
        rows, cols = rng.randint(2, 4), rng.randint(2, 8)
        if rows * cols > 32:
            continue
        board = random_board(rng, rows, cols)
        if board.count(".") < rows * cols // 3:
            continue
        assert Clobber(rows_of(board, cols), core=core, progress=False).value() == \
            mex_value(board, rows, cols, False)
    for _ in range(15):
        rows, cols = rng.randint(5, 12), rng.randint(7, 12)
        cells = ["."] * (rows * cols)
        for i in rng.sample(range(rows * cols), 12):
            cells[i] = rng.choice("XO")
        board = "".join(cells)
        game = Clobber(rows_of(board, cols), progress=False)
        assert game.search.core.W >= 2
        assert game.value() == mex_value(board, rows, cols, False)


def checkerboard(rows: int, cols: int) -> str:
    return "|".join("".join("XO"[(r + c) % 2] for c in range(cols)) for r in range(rows))


# MCGS's values of impartial Clobber on checkerboards (ualberta-mueller-group/MCGS, its
# input/**/*.test files; tests/mcgs_data.py): 2x11 = 3, 3x7 = 1
MCGS_CHECKERBOARDS = [((2, 11), 3), ((3, 7), 1)]


@pytest.mark.parametrize("size, value", MCGS_CHECKERBOARDS)
def test_mcgs_checkerboards_transposed(size, value):
    """The transposed boards (other keys, another width) of two of MCGS's values (the boards
    themselves are in test_search_mcgs.py)."""
    rows, cols = size
    assert Clobber(checkerboard(cols, rows), progress=False).value() == value


def test_translated_and_recoloured_groups_share_keys():
    """A group's key does not depend on where it is nor on its colouring: two such groups cancel."""
    game = Clobber("XOX..|.....|..OXO", progress=False)
    assert game.value() == 0
    assert Clobber("XOX..|.....|.....", progress=False).value() == Clobber("OXO", progress=False).value() != 0
    core = game.search.core
    a, b = game.position("XOX..|.....|....."), game.position("..OXO|.....|.....")
    assert core.canonical(a) == core.canonical(b)
    # mirror images too: left-right, up-down, the half turn
    c = game.position("XO...|X....|.....")
    for image in ["...OX|....X|.....", ".....|X....|XO...", ".....|....X|...OX", "OX...|O....|....."]:
        assert core.canonical(game.position(image)) == core.canonical(c)
    assert Clobber("XO.|X..", progress=False).value() == Clobber(".OX|..X", progress=False).value()


def test_workers_and_table(tmp_path):
    path = tmp_path / "clobber.db"
    board = checkerboard(3, 6)
    expected = Clobber(board, progress=False).value()
    with Clobber(board, table=path, workers=2, progress=False) as game:
        assert game.value() == expected
    with Clobber(board, table=path, progress=False) as game:
        assert game.value() == expected
        assert game.search.loaded > 0 and game.search.solved == 0
    # a table of another width is not read as this one's
    with Clobber(checkerboard(6, 3), table=path, progress=False) as game:
        assert game.search.loaded == 0


def test_positions_and_moves():
    game = Clobber("XO.|.OX", progress=False)
    assert game.board() == "XO.|.OX" and repr(game) == "Clobber('XO.|.OX')"
    assert game.legal_moves() == [((0, 0), (0, 1)), ((0, 1), (0, 0)), ((1, 1), (1, 2)),
                                  ((1, 2), (1, 1))]
    assert game.board(game.after(None, ((1, 2), (1, 1)))) == "XO.|.X."
    assert game.position(["XO.", ".OX"]) == game.start == game.position([list("XO."), list(".OX")])
    assert Clobber("XO.\n.OX").start == game.start
    with pytest.raises(InvalidGameError, match="not a move"):
        game.after(None, ((0, 0), (1, 0)))
    with pytest.raises(InvalidGameError, match="mean no point of Clobber"):
        game.value(0b11)
    with pytest.raises(InvalidGameError, match="names bits outside"):
        game.value(1 << 12)
    assert CannibalClobber("XX", progress=False).legal_moves() == [((0, 0), (0, 1)), ((0, 1), (0, 0))]
    assert grundy.Clobber is Clobber and grundy.CannibalClobber is CannibalClobber


@pytest.mark.parametrize("board, error, match", [
    ("XOZ", InputFormatError, r"row 1, column 3: 'Z'"),
    ("XO|X", InputFormatError, "row 2 has 1 squares, row 1 has 2"),
    ("", InputFormatError, "the board is empty"),
    ("|", InputFormatError, "the board is empty"),
    (5, InvalidGameError, "a board is a string"),
    ("XO" * 1025, InvalidGameError, "at most 2048"),
])
def test_bad_boards(board, error, match):
    with pytest.raises(error, match=match):
        Clobber(board)


def test_pictures():
    game = Clobber("XOX", progress=False)
    assert game.picture() == "X O X"
    svg = game.svg()
    assert svg.startswith("<svg") and 'class="move"' in svg and "value 1" in svg
    assert svg.count('class="stone X"') == 2 and svg.count('class="stone O"') == 1
    assert "every move loses" in Clobber("XOXO|OXOX", progress=False).svg()


def run(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "grundy", *args], capture_output=True, text=True,
                          input=stdin, timeout=120)


def test_domineering_is_cram():
    """Impartial Domineering is Cram: the command line takes the name."""
    assert run("search", "domineering", "3x4").stdout == run("search", "cram", "3x4").stdout == "1\ndomino 2 2 2 3\n"
    assert "playing cram" in run("play", "domineering", "2x3", stdin="q\n").stdout


def test_cli(tmp_path):
    r = run("search", "clobber", "XOX|OXO|XOX")
    assert (r.returncode, r.stdout, r.stderr) == (0, "1\nmove 1 1 1 2\n", "")
    r = run("search", "clobber", "--checkerboard", "2x11", "--json")
    record = json.loads(r.stdout)
    assert record["value"] == 3 and set(record["move"]) == {"from", "to"}
    path = tmp_path / "board.txt"
    path.write_text("XOXO\nOXOX\n")
    assert run("search", "clobber", str(path)).stdout == "0\n"
    assert run("search", "clobber", "-", stdin="XOX\n").stdout == "1\nmove 1 1 1 2\n"
    assert run("search", "cannibal-clobber", "XXX").stdout.startswith("2\n")
    r = run("play", "clobber", "2x3", stdin="?\nmove 1 1 1 2\n")
    assert r.returncode == 0 and "hint:" in r.stdout and "computer: move" in r.stdout


@pytest.mark.parametrize("args, message", [
    (["XOZ"], "row 1, column 3: 'Z' is not a square"),
    (["XO|X"], "row 2 has 1 squares"),
    ([], "give a BOARD (or FILE) or --checkerboard ROWSxCOLS"),
    (["XO", "--checkerboard", "2x2"], "give a BOARD (or FILE) or --checkerboard ROWSxCOLS"),
    (["--checkerboard", "0x3"], "at least 1 row and 1 column"),
    (["--checkerboard", "3y3"], "expected ROWSxCOLS"),
    (["--checkerboard", "6x6", "--core", "word"], "at most 32 points"),
])
def test_cli_bad_input(args, message):
    r = run("search", "clobber", *args)
    assert r.returncode == 2 and r.stdout == "" and "Traceback" not in r.stderr
    assert message in r.stderr.strip().splitlines()[-1]
