"""Impartial NoGo (grundy.NoGo, ``grundy search nogo``, ``grundy play nogo``): values against plain
mex recursion on random legal boards (the rules read off the board as text), linear NoGo, both
widths, boards of several words, MCGS's values, tables; the split into classes; positions, moves,
pictures, the command line and bad input."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from functools import lru_cache

import pytest

import grundy
from grundy import NoGo
from grundy.errors import InputFormatError, InvalidGameError


def neighbours(i: int, rows: int, cols: int) -> list[int]:
    r, c = divmod(i, cols)
    return [rr * cols + cc for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
            if 0 <= rr < rows and 0 <= cc < cols]


def breathes(board: str, rows: int, cols: int) -> bool:
    """Whether every block of the board (a string, row by row) has a liberty."""
    seen: set[int] = set()
    for i, me in enumerate(board):
        if me == "." or i in seen:
            continue
        block, stack, liberty = {i}, [i], False
        while stack:
            for j in neighbours(stack.pop(), rows, cols):
                if board[j] == ".":
                    liberty = True
                elif board[j] == me and j not in block:
                    block.add(j)
                    stack.append(j)
        seen |= block
        if not liberty:
            return False
    return True


def text_moves(board: str, rows: int, cols: int) -> list[str]:
    return [b for i, ch in enumerate(board) if ch == "." for colour in "XO"
            for b in [board[:i] + colour + board[i + 1:]] if breathes(b, rows, cols)]


@lru_cache(maxsize=None)
def mex_value(board: str, rows: int, cols: int) -> int:
    seen = {mex_value(b, rows, cols) for b in text_moves(board, rows, cols)}
    m = 0
    while m in seen:
        m += 1
    return m


def random_legal(rng: random.Random, rows: int, cols: int, stones: float) -> str:
    while True:
        board = "".join(rng.choice("XO") if rng.random() < stones else "." for _ in range(rows * cols))
        if breathes(board, rows, cols):
            return board


def rows_of(board: str, cols: int) -> str:
    return "|".join(board[k:k + cols] for k in range(0, len(board), cols))


def test_random_boards_against_mex_recursion():
    rng = random.Random(2)
    checked = 0
    for _ in range(250):
        rows, cols = rng.randint(1, 3), rng.randint(1, 5)
        if rows * cols > 11:
            continue
        board = random_legal(rng, rows, cols, rng.choice([0.0, 0.2, 0.4]))
        game = NoGo(rows_of(board, cols), progress=False)
        value = mex_value(board, rows, cols)
        assert game.value() == value, board
        assert sorted(game.board(o).replace("|", "") for o in game.options()) == \
            sorted(text_moves(board, rows, cols))
        wins = game.winning_moves()
        assert (value == 0) == (wins == []) == (game.winning_move() is None)
        for move in wins:
            assert mex_value(game.board(game.after(None, move)).replace("|", ""), rows, cols) == 0
        checked += 1
    assert checked > 100


def test_linear_nogo():
    """1 x n against mex recursion (n <= 10)."""
    for n in range(1, 11):
        assert NoGo("." * n, progress=False).value() == mex_value("." * n, 1, n)


@pytest.mark.parametrize("core", ["word", "wide"])
def test_both_widths_and_large_boards(core):
    rng = random.Random(9)
    for _ in range(20):
        rows, cols = 2, rng.randint(2, 4)
        board = random_legal(rng, rows, cols, 0.3)
        assert NoGo(rows_of(board, cols), core=core, progress=False).value() == mex_value(board, rows, cols)
    for _ in range(10):
        rows, cols = rng.randint(5, 10), rng.randint(7, 10)
        board = random_legal(rng, rows, cols, 0.93)  # few empty points left
        if board.count(".") > 11:
            continue
        game = NoGo(rows_of(board, cols), progress=False)
        assert game.search.core.W >= 2
        assert game.value() == mex_value(board, rows, cols)


def test_classes_of_points_split_and_cancel():
    """Two empty points beside one block are one class; points apart are classes of their own;
    equal classes (moved, recoloured) cancel."""
    game = NoGo("X.X|OOO|...", progress=False)
    assert game.value() == mex_value("X.XOOO...", 3, 3)
    # two separate copies of one class, in either colouring, cancel
    assert NoGo("..X.|XXXX|O.OO|.OO.", progress=False).value() == mex_value("..X.XXXXO.OO.OO.", 4, 4)
    pair = NoGo("...|XXX|...|OOO|...", progress=False)
    assert pair.value() == mex_value("...XXX...OOO...", 5, 3)


def test_strips_and_mirror_images_share_keys():
    """On a strip a block counts as one stone, and a class is keyed as its reverse and in its
    other colouring too; on a board, as its mirror images."""
    strip = NoGo("........", progress=False)
    core = strip.search.core
    a = strip.position("XX..O...")
    # reversed; reversed and recoloured (a block of two stones as one); recoloured
    for same in ["...O..XX", "...X..OO", "OO..X..."]:
        assert core.canonical(strip.position(same)) == core.canonical(a), same
    assert core.canonical(a) != core.canonical(strip.position("X...O..."))
    # a block of two stones keys as one stone: the strip one shorter has the same key
    shorter = NoGo("X..O...", progress=False)
    assert shorter.search.core.canonical(shorter.start) == core.canonical(a)
    assert shorter.value() == mex_value("X..O...", 1, 7) == mex_value("XX..O...", 1, 8)
    column = NoGo("\n".join("XX..O..."), progress=False)  # the same strip standing up
    assert column.search.core.canonical(column.start) == core.canonical(a)
    board = NoGo("X...|.O..|....", progress=False)
    assert board.search.core.canonical(board.start) == \
        board.search.core.canonical(board.position("...X|..O.|...."))
    # and the values agree with mex recursion on the boards as written
    for text in ["XX..O...", "...X..OO", "XXX.O...", "X...O..."]:
        assert strip.value(strip.position(text)) == mex_value(text, 1, 8)


def test_a_strip_table_serves_every_strip(tmp_path):
    path = tmp_path / "strips.db"
    with NoGo("." * 12, table=path, progress=False) as game:
        v12 = game.value()
    with NoGo("\n".join("." * 12), table=path, progress=False) as game:  # a column of 12
        assert game.search.loaded > 0
        assert game.value() == v12 and game.search.solved == 0
    assert v12 == NoGo("." * 12, progress=False).value()


def test_table(tmp_path):
    path = tmp_path / "nogo.db"
    with NoGo("......|......", table=path, progress=False) as game:
        v = game.value()
    with NoGo("......|......", table=path, progress=False) as game:
        assert game.value() == v and game.search.loaded > 0 and game.search.solved == 0


def test_positions_and_moves():
    game = NoGo(".X.|XO.", progress=False)
    assert game.legal_moves() == [(0, 0, "X"), (0, 2, "X"), (0, 2, "O"), (1, 2, "O")]
    assert game.board(game.after(None, (1, 2, "O"))) == ".X.|XOO"
    with pytest.raises(InvalidGameError, match="not a legal move"):
        game.after(None, (0, 0, "O"))
    with pytest.raises(InvalidGameError, match="no point of NoGo"):
        game.value(0)
    assert repr(game) == "NoGo('.X.|XO.')" and grundy.NoGo is NoGo
    assert game.picture() == ". X .\nX O ."
    svg = NoGo("....", progress=False).svg()
    assert svg.startswith("<svg") and 'class="move"' in svg


@pytest.mark.parametrize("board, match", [
    ("X.O|OXO", r"row 2, column 1: the block of O stones there has no liberty"),
    ("XO", r"row 1, column 1: the block of X stones"),
    ("..|.", "row 2 has 1 squares"),
    ("a.", r"row 1, column 1: 'a'"),
    ("", "the board is empty"),
])
def test_bad_boards(board, match):
    with pytest.raises(InputFormatError, match=match):
        NoGo(board)


def run(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "grundy", *args], capture_output=True, text=True,
                          input=stdin, timeout=120)


def test_cli():
    r = run("search", "nogo", "....")
    assert (r.returncode, r.stdout, r.stderr) == (0, "1\nplace X 1 1\n", "")
    r = run("search", "nogo", "--empty", "2x5", "--json")
    assert json.loads(r.stdout) == {"value": NoGo("....."  "|.....").value(), "move": None} or \
        json.loads(r.stdout)["value"] == NoGo(".....|.....").value()
    r = run("play", "nogo", "1x5", stdin="?\nplace x 1 3\n")
    assert r.returncode == 0 and "hint:" in r.stdout and "computer: place" in r.stdout


@pytest.mark.parametrize("args, message", [
    (["X.O|OXO"], "row 2, column 1: the block of O stones there has no liberty"),
    ([], "give a BOARD (or FILE) or --empty ROWSxCOLS"),
    (["--empty", "0x2"], "at least 1 row and 1 column"),
    (["--empty", "99x99"], "at most 2048 points"),
])
def test_cli_bad_input(args, message):
    r = run("search", "nogo", *args)
    assert r.returncode == 2 and r.stdout == "" and "Traceback" not in r.stderr
    assert message in r.stderr.strip().splitlines()[-1]
