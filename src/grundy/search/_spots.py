"""Reading the nimber databases of SPOTS (Čížek, Balko and Schmid 2025, the Sprouts solver
https://github.com/cizektom/spots), and its position strings in grundy's notation.

The database format (``--output_database``, by default ``database.spr``), as SPOTS writes it
(``NimberDatabase::store``, at commit da73572) and reads it back (``NimberDatabase::load``):

- a first line ``[Positions+Nimber]`` (``[WinLoss_Misere:Losing_Position]`` for misère games,
  whose lines hold a position only: Sprouts, being normal play, never writes it);
- then one line ``POSITION NIMBER`` per solved land: the land in SPOTS's canonical text, one
  space, the nimber in decimal (SPOTS keeps nimbers in 8 bits, so 0 to 255). Lines are sorted as
  strings when a sequential solver stores them, unsorted from the parallel ones;
- SPOTS's reader skips empty lines and header lines wherever they are (databases written apart
  can be joined by concatenating the files), and keeps the first nimber of a position it meets
  twice.

SPOTS records a land when the search proves the couple (land, ``*k``) a loss, that is when the
land's nimber is ``k``; a position of several lands is never recorded. The lands met in the
search are in SPOTS's canonical text, but the position a run was given is recorded as it was
written (``1b1b.0*2`` stays so, beside ``0*2.1a1a`` if that is met too).

The position strings are in the notation :mod:`grundy.search.sprouts` reads (lower-case
letters named afresh on each boundary, as in ``1aAa|1aBa|AB``: two spots called ``a``).
"""

from __future__ import annotations

import os
import re

from ..errors import InputFormatError

__all__ = ["read_spots_database"]

HEADER = "[Positions+Nimber]"
MISERE_HEADER = "[WinLoss_Misere:Losing_Position]"

# SPOTS's alphabet: spots 0-3 (and 0*k for k boundaries '0'), letters a-l / A-Y and their
# expanded forms m(k) / n(k), and the ends of a boundary, region, land and position
_POSITION = re.compile(r"(?:0\*[0-9]+|[mn]\([0-9]+\)|[0-3a-lA-Y.|+!])+")
_NIMBER = re.compile(r"[0-9]+")


def read_spots_database(path: str | os.PathLike[str]) -> dict[str, int]:
    """The nimbers stored in a nimber database file written by SPOTS.

    Parameters
    ----------
    path : str or path
        A database file of SPOTS (``database.spr``, see the module's notes for its format).

    Returns
    -------
    dict of str to int
        Each position string as stored (one land, in SPOTS's canonical text or as SPOTS was
        given it), to its nimber.

    Raises
    ------
    InputFormatError
        Naming the line (from 1) of a line that is not ``POSITION NIMBER`` (one space between,
        the position in SPOTS's characters, the nimber a decimal number), of a position given two
        different nimbers, and of the header of a misère database (which holds no nimbers).
    OSError
        When the file cannot be read.

    Notes
    -----
    Empty lines and ``[Positions+Nimber]`` header lines are skipped wherever they are, as SPOTS
    does; a line ending ``\\r\\n`` is read as ending ``\\n``, and a byte that is not UTF-8 is a
    malformed line. A position repeated with the same nimber is kept once. The position
    strings are checked against SPOTS's alphabet only, not parsed: they are returned as written.

    Complexity: O(n) time and memory for a file of n characters.
    """
    out: dict[str, int] = {}
    first: dict[str, int] = {}
    with open(path, encoding="utf-8", errors="replace", newline=None) as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line == "" or line == HEADER:
                continue
            if line == MISERE_HEADER:
                raise InputFormatError("a database of losing positions of a misère game holds no "
                                       f"nimbers: expected {HEADER!r}", lineno)
            parts = line.split(" ")
            if len(parts) != 2:
                raise InputFormatError(f"expected 'POSITION NIMBER' (one space between), not "
                                       f"{line[:60]!r}", lineno)
            position, nimber = parts
            if not _POSITION.fullmatch(position):
                raise InputFormatError(f"{position[:60]!r} is not a SPOTS position (spots 0-3, "
                                       f"letters a-l, A-Y, m(k), n(k), separators . | + !)", lineno)
            if not _NIMBER.fullmatch(nimber):
                raise InputFormatError(f"the nimber {nimber[:20]!r} is not a decimal number",
                                       lineno)
            value = int(nimber)
            if position in out and out[position] != value:
                raise InputFormatError(f"{position[:60]!r} has nimber {value} here and "
                                       f"{out[position]} on line {first[position]}", lineno)
            if position not in out:
                out[position] = value
                first[position] = lineno
    return out
