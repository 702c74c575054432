"""Impartial Clobber, Cannibal Clobber and NoGo against MCGS's published values: every position of
its test files of at most 100 cells that grundy answers within seconds (tests/mcgs_data.py names
the repository, commit and files); the harder ones, which MCGS's authors timed at 12 s or more, in
the slow tests."""

from __future__ import annotations

import pytest

from grundy import CannibalClobber, Clobber, NoGo
from mcgs_data import CANNIBAL_CLOBBER, CLOBBER, LARGE, NOGO, TIMING_NOTES

GAMES = {"clobber": Clobber, "cannibal_clobber": CannibalClobber, "nogo": NoGo}

#: Positions MCGS took minutes for that take grundy more than a few seconds here (checked by hand
#: on 2026-12-02, all agreeing: Clobber 4x6 = 0, 5x5 = 1 and the 3x8 checkerboard, NoGo 2x8, 2x9 =
#: 1 and 3x6 = 0, and the empty 1x21 to 1x24 NoGo strips)
TOO_SLOW = {("clobber", "XOXO|OXOX|XOXO|OXOX|XOXO|OXOX"), ("clobber", "XOXOX|OXOXO|XOXOX|OXOXO|XOXOX"),
            ("nogo", ".........|........."), ("nogo", "......|......|......"),
            ("nogo", "." * 23), ("nogo", "." * 24),
            # and those of 5 to 15 s, checked the same way (CI's time is short)
            ("clobber", "XOX|OXO|XOX|OXO|XOX|OXO|XOX|OXO"), ("nogo", "........|........"),
            ("nogo", "." * 21), ("nogo", "." * 22)}


def slow(game: str, board: str) -> bool:
    """Whether a position goes to the slow tests: timed by MCGS's authors, or an empty NoGo strip
    of 18 points or more."""
    return (game, board) in TIMING_NOTES or (game == "nogo" and set(board) == {"."} and len(board) >= 18)


def cases(select_slow: bool):
    out = []
    for game, table in (("clobber", CLOBBER), ("cannibal_clobber", CANNIBAL_CLOBBER), ("nogo", NOGO)):
        for board, value, source in table:
            if (game, board) not in TOO_SLOW and slow(game, board) == select_slow:
                out.append(pytest.param(game, board, value, id=f"{game}:{board}"))
    if not select_slow:
        out += [pytest.param(game, board, value, id=f"{game}:{len(board)}:{k}")
                for k, (game, board, value, source) in enumerate(LARGE)]
    return out


def test_the_data_are_all_there():
    assert len(CLOBBER) == 117 and len(CANNIBAL_CLOBBER) == 130 and len(NOGO) == 75 and len(LARGE) == 147
    assert len(cases(False)) > 400 and len(cases(True)) >= 8


@pytest.mark.parametrize("game, board, value", cases(False))
def test_mcgs_value(game, board, value):
    assert GAMES[game](board, progress=False).value() == value


@pytest.mark.slow
@pytest.mark.parametrize("game, board, value", cases(True))
def test_mcgs_value_slow(game, board, value):
    assert GAMES[game](board, progress=False).value() == value
