"""Cutting paper (AcWing 219, POJ 2311): a w x h grid sheet is cut along a grid line into two
sheets; a move cuts one of the sheets in play, and whoever first makes a 1 x 1 sheet wins.

Reduction: whoever makes a sheet with a side of 1 (other than 1 x 1) loses at once, as the
opponent cuts a 1 x 1 off it; so good play only makes cuts that leave both parts at least 2
wide, and a player left with no such cut (every sheet is 2 x 2, 2 x 3 or 3 x 2) must make a
1-wide sheet and loses. That is normal play of the game with cuts of size >= 2 only, so the
values are g(w, h) = mex{g(i, h) ^ g(w - i, h), g(w, j) ^ g(w, h - j) : 2 <= i <= w - 2,
2 <= j <= h - 2}.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from .._limits import announce, check_memory, shorten
from .._progress import SHOW_SECONDS, Progress
from ..core.outcome import Outcome
from ..errors import InvalidGameError
from . import _kernels
from ._input import as_int

__all__ = ["paper_table", "paper_value", "paper_outcome", "paper_winning_cuts"]

#: The table every query uses at least (the problem's limit).
BASE_SIZE = 200


#: Kernel steps per second of the table (one step: one cut of one sheet tried), measured and
#: rounded down: the table announces itself when it will take more than a few seconds, and
#: shows a progress bar (rows done) when it will take a second or more.
STEPS_PER_SECOND = 5e9
#: Kernel steps per call of the kernel (a tenth of a second or so): the progress bar is
#: redrawn between calls, which compute whole rows.
CHUNK_STEPS = 5 * 10**8


def _compute(w_max: int, h_max: int) -> np.ndarray:
    """The kernel's table, after the memory check (and a note on standard error when long)."""
    check_memory(4 * (w_max + 1) * (h_max + 1),
                 f"a table of {shorten(w_max, 20)} x {shorten(h_max, 20)} sheets")
    seconds = float(w_max) * h_max * (w_max + h_max) / STEPS_PER_SECOND
    if seconds > 5:
        announce(f"cutting paper: the {w_max} x {h_max} table will take about {seconds:.0f} s")
    table = np.zeros((w_max + 1, h_max + 1), np.int32)
    rows = max(1, CHUNK_STEPS // max(1, h_max * (w_max + h_max)))
    with Progress(max(w_max - 1, 0), seconds >= SHOW_SECONDS, "cutting paper", unit=" rows") as bar:
        for w in range(2, w_max + 1, rows):
            stop = min(w + rows, w_max + 1)
            _kernels.paper_table(w_max, h_max, table, w, stop)
            bar.update(stop - 2)
    return table


@lru_cache(maxsize=2)
def _square(size: int) -> np.ndarray:
    table = _compute(size, size)
    table.setflags(write=False)
    return table


def _table_for(w: int, h: int) -> np.ndarray:
    size = BASE_SIZE
    while size < max(w, h):
        size = size * 3 // 2
    return _square(size)


def paper_table(w_max: int, h_max: int) -> np.ndarray:
    """The values g(w, h) of every sheet with w <= w_max and h <= h_max.

    Parameters
    ----------
    w_max, h_max : int
        The largest sides (>= 0).

    Returns
    -------
    numpy.ndarray of int32, shape (w_max + 1, h_max + 1)
        ``table[w, h]`` for 2 <= w, h; entries with a side below 2 are 0 (such sheets are not
        positions of the reduced game: see :func:`paper_outcome`).

    Raises
    ------
    InvalidGameError
        If a size is negative.
    ResourceLimitError
        If the table (4 bytes per entry) would not fit in memory; checked before allocating.

    Notes
    -----
    O(w_max * h_max * (w_max + h_max)), a compiled kernel with a stamped mex; the table is
    symmetric, and each w x h with h < w <= h_max is copied from h x w. A table that will take
    more than a few seconds says so on standard error, and one that takes a second or more
    shows a progress bar where someone watches (a terminal or a notebook).

    Examples
    --------
    >>> paper_table(5, 5)[2:, 2:].tolist()
    [[0, 0, 1, 1], [0, 0, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]]
    """
    w_max, h_max = as_int(w_max, "w_max"), as_int(h_max, "h_max")
    return _compute(w_max, h_max)


def _sheet(w: int, h: int) -> tuple[int, int]:
    w, h = as_int(w, "width", 1), as_int(h, "height", 1)
    if w == 1 and h == 1:
        raise InvalidGameError("a 1 x 1 sheet is the end of the game, not a position")
    return w, h


def paper_value(w: int, h: int) -> int:
    """The Grundy value of one w x h sheet in the reduced game (both sides at least 2).

    Raises
    ------
    InvalidGameError
        If a side is below 2.

    Notes
    -----
    O(1) after a square table of side s >= max(w, h) is built (200, 300, 450, ...; O(s^3) once,
    4 * s^2 bytes: a side beyond the memory is a ResourceLimitError).

    Examples
    --------
    >>> paper_value(2, 2), paper_value(4, 4), paper_value(2, 7)
    (0, 1, 0)
    """
    w, h = as_int(w, "width", 2), as_int(h, "height", 2)
    return int(_table_for(w, h)[w, h])


def paper_outcome(w: int, h: int) -> Outcome:
    """Who wins from one w x h sheet (any sheet but 1 x 1).

    A sheet with a side of 1 is a win: cut a 1 x 1 off it. Otherwise the reduced game decides.

    Examples
    --------
    >>> paper_outcome(2, 2), paper_outcome(1, 5), paper_outcome(2, 4)
    (<Outcome.P: 'P'>, <Outcome.N: 'N'>, <Outcome.N: 'N'>)
    """
    w, h = _sheet(w, h)
    if w == 1 or h == 1:
        return Outcome.N
    return Outcome.of_value(paper_value(w, h))


def paper_winning_cuts(w: int, h: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Every winning cut of one w x h sheet, as the two sheets it leaves.

    Returns
    -------
    list of ((int, int), (int, int))
        Cuts across the width first (``(i, h), (w - i, h)``), then across the height; empty
        when the player to move loses. From a sheet with a side of 1, the cut that makes 1 x 1.

    Notes
    -----
    O(w + h) after the table.

    Examples
    --------
    >>> paper_winning_cuts(2, 4)
    [((2, 2), (2, 2))]
    >>> paper_winning_cuts(1, 4)
    [((1, 1), (1, 3))]
    """
    w, h = _sheet(w, h)
    if w == 1:
        return [((1, 1), (1, h - 1))]
    if h == 1:
        return [((1, 1), (w - 1, 1))]
    g = _table_for(w, h)
    cuts = [((i, h), (w - i, h)) for i in range(2, w - 1) if g[i, h] ^ g[w - i, h] == 0]
    cuts += [((w, j), (w, h - j)) for j in range(2, h - 1) if g[w, j] ^ g[w, h - j] == 0]
    return cuts
