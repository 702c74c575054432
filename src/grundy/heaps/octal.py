"""Octal (and hexadecimal) games: heaps of tokens; a move removes tokens from one heap and may
leave the rest of it as zero, one, two or three non-empty heaps, as the game's code says.

The code ``d0.d1 d2 d3 ...`` has one digit per number of tokens removed: d_k is for removing k
tokens, and it is a sum of bits:

- 1: the k tokens may be a whole heap (leaving no heap),
- 2: they may be taken from a heap of more than k, leaving one heap,
- 4: they may be taken from a heap of at least k + 2, leaving two non-empty heaps,
- 8: three non-empty heaps (hexadecimal digits 8-F).

The digit before the point, d0, is for removing no token: 4 splits a heap in two, 8 in three
(bits 1 and 2 would mean no move at all or a pass, and are refused). Examples: Kayles is
``0.77``, Dawson's Kayles ``0.07``, Dawson's chess ``0.137``, ``4.07`` adds splitting a heap
in two to Dawson's Kayles, and ``0.F`` takes one token and leaves up to three heaps.

Values come from a compiled kernel that uses the rare/common split of the values (the "sparse
space" of Winning Ways; Gangolli–Plambeck; Flammenkamp's tables of octal games), with the plain
O(n^2) definition as its test oracle. Codes without a sparse space (0.007, 0.04, 0.06, 0.76:
no mask leaves fewer than a sixth of the heaps rare, as Czajka's table of unsolved octal games
also finds) remain quadratic.
Periodicity is proved by the Guy–Smith theorem; a proved period also extends the sequence and
answers any heap. The theorem holds for every valid code, d0 = 4, 8 or C included, with t the
index of the last non-zero digit and the window widened for three-heap splits. Games that
split heaps without removing tokens usually have values that keep growing (0, 0, 1, 2, 3, 1,
4, ... for C.2): no period to prove, and O(n^3) work for n values when they leave three heaps,
so the automatic period search stops at a work limit and says so.

:class:`OctalGame` is the octal and hexadecimal face of :class:`~grundy.heaps.TakeAndBreak`,
which takes every code of CGSuite's take-and-break language (Grundy's game ``4!.0``, tails,
constraints, more heaps) with the same methods and kernels.

Sizes are checked against the memory before anything is allocated (ResourceLimitError), long
computations say so on standard error, and Ctrl-C stops the kernels within milliseconds.
"""

from __future__ import annotations

import os
import warnings
from typing import Iterable

import numpy as np

from ..errors import InvalidGameError
from ._period import Periodicity
from .takebreak import (  # noqa: F401  (the engine's names, kept importable from here)
    BYTES_PER_HEAP, CHUNK_STEPS, DEFAULT_LIMIT, DEFAULT_WORK, DIRECT_LIMIT,
    MAX_ENUMERATED_HEAP, HeapMove, OctalStats, TakeAndBreak, _best_mask, _fill_periodic,
    load_state, save_state,
)

__all__ = [
    "OctalGame",
    "OctalMove",
    "parse_octal_code",
    "octal_values",
    "octal_certificate",
    "save_octal_state",
    "load_octal_state",
]

_HEX = "0123456789ABCDEF"


def parse_octal_code(code: str) -> tuple[int, ...]:
    """Deprecated: :meth:`TBCode.parse <grundy.TBCode.parse>` reads every code, octal ones
    included, and :attr:`OctalGame.digits` is this tuple. Warns (DeprecationWarning), then
    returns the digits ``(d0, d1, ..., dt)`` of an octal or hexadecimal game code.

    Examples
    --------
    >>> from grundy import TBCode
    >>> OctalGame("0.137").digits, [d.mask for d in TBCode.parse("0.137").digits]
    ((0, 1, 3, 7), [0, 1, 3, 7])
    """
    warnings.warn("parse_octal_code is deprecated: use TBCode.parse(code) (or "
                  "OctalGame(code).digits for the tuple of digits)", DeprecationWarning,
                  stacklevel=2)
    return _octal_digits(code)


def _octal_digits(code: str) -> tuple[int, ...]:
    """The digits ``(d0, d1, ..., dt)`` of an octal or hexadecimal game code, trailing zeros cut.

    Parameters
    ----------
    code : str
        ``"0.77"``, ``".07"``, ``"4.07"``, ``"0.F"`` ...: at most one digit before the point,
        hexadecimal digits (either case) after it.

    Returns
    -------
    tuple of int
        d0 first; the last digit is non-zero unless there is no other.

    Raises
    ------
    InvalidGameError
        For a malformed code, or d0 with bit 1 or 2 set (bit 2 would be a move that leaves the
        position unchanged), naming the digit.

    Examples
    --------
    >>> _octal_digits("0.137"), _octal_digits("4.070"), _octal_digits(".f")
    ((0, 1, 3, 7), (4, 0, 7), (0, 15))
    """
    if not isinstance(code, str):
        raise InvalidGameError(f"an octal code is a string like '0.77', not {code!r}")
    s = code.strip()
    if s.count(".") != 1:
        raise InvalidGameError(f"octal code {code!r} needs exactly one point, as in '0.77'")
    head, tail = s.split(".")
    if len(head) > 1:
        raise InvalidGameError(f"octal code {code!r}: at most one digit (d0) before the point")
    digits = []
    for pos, ch in enumerate((head or "0") + tail):
        if ch.upper() not in _HEX:
            raise InvalidGameError(f"octal code {code!r}: {ch!r} is not a (hexadecimal) digit")
        digits.append(_HEX.index(ch.upper()))
    if digits[0] & 2:
        raise InvalidGameError(
            f"octal code {code!r}: d0 = {_HEX[digits[0]]} has bit 2, a move that removes no token "
            "and leaves the heap as it was (a loop, not a game); d0 may use bits 4 and 8"
        )
    if digits[0] & 1:
        raise InvalidGameError(
            f"octal code {code!r}: d0 = {_HEX[digits[0]]} has bit 1, removing no token from no "
            "heap, which is not a move; d0 may use bits 4 and 8"
        )
    while len(digits) > 1 and digits[-1] == 0:
        digits.pop()
    return tuple(digits)


def _code_text(digits: tuple[int, ...]) -> str:
    tail = "".join(_HEX[d] for d in digits[1:]) or "0"
    return f"{_HEX[digits[0]]}.{tail}"


class OctalMove(HeapMove):
    """A move in a sum of heaps of an octal game: take `take` tokens from heap number `heap`
    (0-based) and leave the heaps `leave` (sizes in increasing order; empty when the whole
    heap goes)."""

    __slots__ = ()


class OctalGame(TakeAndBreak):
    """An octal or hexadecimal game given by its code: the octal face of :class:`TakeAndBreak`.

    Parameters
    ----------
    code : str
        The game's code (see :func:`parse_octal_code` and the module notes); other
        take-and-break codes (constraints, tails, more heaps) are :class:`TakeAndBreak`'s.

    Attributes
    ----------
    code : str
        The normalized code (``"0.77"``).
    digits : tuple of int
        ``(d0, d1, ..., dt)``.
    t : int
        The most tokens one move removes (index of the last non-zero digit).
    max_heaps : int
        The most heaps a move may leave (0 to 3).
    stats : OctalStats
        About the last computation.

    Raises
    ------
    InvalidGameError
        For a malformed code.

    Notes
    -----
    ``values(n)``: the rare/common kernel costs O(t * R) per heap for R rare heaps below it,
    plus the searches for rare values below the mex (about O(n) in all when rare values are
    finitely many, as in Kayles; up to O(n^2) when they have a positive density, as the value 0
    in Dawson's Kayles). Codes with no sparse space at all, such as 0.007 (Treblecross), 0.04,
    0.06 and 0.76 (a sixth to two fifths of the heaps rare under the best mask, and values that
    keep growing), stay O(n^2): about 1, 1.5 and 3 s for 10^5 values of 0.007, 0.06 and 0.76.
    Once the Guy–Smith theorem proves a period, the rest of the sequence is copied in O(n).
    Games that leave three heaps use O(n * V / 8) bytes for their pair sets (V the value bound)
    and O(x) probes per heap x plus a few per value below its mex (one witness searched for
    each, see :class:`TakeAndBreak`): 10^4 values of 0.8 take about 0.3 s. Memory: at most
    about 28 bytes per value at the peak (10 for 0.6), plus the pair sets of three-heap games.

    Examples
    --------
    >>> kayles = OctalGame("0.77")
    >>> kayles.values(12).tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    >>> str(kayles.certificate()), kayles.value(10**40)
    ('preperiod 71 period 12', 1)
    >>> kayles.sum_value([3, 5]), kayles.winning_moves([3, 5])
    (7, [OctalMove(heap=1, take=2, leave=(3,)), OctalMove(heap=1, take=2, leave=(1, 2))])
    """

    _move = OctalMove

    def __init__(self, code: str):
        self.digits = _octal_digits(code)
        super().__init__(_code_text(self.digits))

    def winning_moves(self, heaps: Iterable[int]) -> list[OctalMove]:  # type: ignore[override]
        """Every winning move in a sum of heaps (see :meth:`TakeAndBreak.winning_moves`).

        Examples
        --------
        >>> OctalGame("0.07").winning_moves([4, 7])
        [OctalMove(heap=0, take=2, leave=(2,)), OctalMove(heap=1, take=2, leave=(1, 4))]
        """
        return super().winning_moves(heaps)  # type: ignore[return-value]

    def winning_move(self, heaps: Iterable[int]) -> OctalMove | None:  # type: ignore[override]
        """One winning move in a sum of heaps of any sizes (see
        :meth:`TakeAndBreak.winning_move`).

        Examples
        --------
        >>> OctalGame("0.77").winning_move([10**30, 7])
        OctalMove(heap=0, take=1, leave=(22, 999999999999999999999999999977))
        """
        return super().winning_move(heaps)  # type: ignore[return-value]


def octal_values(code: str, n: int, *, method: str = "fast", periodic: bool = True) -> np.ndarray:
    """Deprecated: :func:`takebreak_values <grundy.takebreak_values>` takes every code, octal
    ones included. Warns (DeprecationWarning), then returns g(0), ..., g(n - 1) of the octal
    game `code` (see :meth:`OctalGame.values`).

    Notes
    -----
    As :meth:`OctalGame.values`: about O(n) when rare values are finitely many or a period is
    proved early, up to O(n^2).
    """
    warnings.warn("octal_values is deprecated: use takebreak_values (the same for octal codes)",
                  DeprecationWarning, stacklevel=2)
    if method == "sparse":
        method = "fast"
    return OctalGame(code).values(n, method=method, periodic=periodic)


def octal_certificate(code: str, upto: int | None = None) -> Periodicity:
    """The least preperiod and period of the octal game `code`, by the Guy–Smith theorem.

    Notes
    -----
    See :meth:`OctalGame.certificate`.

    Examples
    --------
    >>> str(octal_certificate("0.07")), str(octal_certificate("0.137"))
    ('preperiod 53 period 34', 'preperiod 52 period 34')
    """
    return OctalGame(code).certificate(upto)


def save_octal_state(path: str | os.PathLike[str], game: TakeAndBreak) -> None:
    """Deprecated: :func:`save_state <grundy.save_state>`, which it calls after a
    DeprecationWarning."""
    warnings.warn("save_octal_state is deprecated: use save_state", DeprecationWarning,
                  stacklevel=2)
    save_state(path, game)


def load_octal_state(path: str | os.PathLike[str]) -> TakeAndBreak:
    """Deprecated: :func:`load_state <grundy.load_state>` (which makes a
    :class:`TakeAndBreak` of any code). Warns (DeprecationWarning), then returns the game
    saved, with its values (the first ones checked): an :class:`OctalGame` for an octal or
    hexadecimal code, else a :class:`TakeAndBreak`.

    Raises
    ------
    InvalidGameError
        If the file cannot be read, is not such a state, or its values are wrong for its code.
    ResourceLimitError
        If its values would not fit in memory (checked before they are read).
    """
    warnings.warn("load_octal_state is deprecated: use load_state", DeprecationWarning,
                  stacklevel=2)

    def make(code: str) -> TakeAndBreak:
        game = TakeAndBreak(code)
        return OctalGame(code) if game.tbcode.is_hexadecimal else game

    return load_state(path, make)
