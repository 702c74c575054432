"""Subtraction games: one heap; a move takes s tokens for some s in a set S (s <= the heap).

Finite sets get the Grundy sequence from a compiled kernel and a periodicity certificate: if
g(n + p) = g(n) for n0 <= n < n0 + max(S), then g(n + p) = g(n) for all n >= n0 (each value
depends only on the max(S) values below it, and from n >= max(S) on every move is legal, so
the repeated window repeats forever). Here n0 = 0 is allowed: every s <= n is legal, so no
"may not leave an empty heap" rule can break the step from the window to the next value.
Two shortcuts have closed forms: S = {1..m} gives g(n) = n mod (m + 1), and "take any amount"
gives g(n) = n (a Nim heap).

Saltus: a finite S never gives an arithmetic period (g(n + p) = g(n) + s with s > 0), since
g(n) <= |S| (the mex of at most |S| values); its certificates have saltus 0. They need not be
purely periodic: S = {7, 9, 17} has preperiod 78 and period 2. "Take any amount", g(n) = n,
has period 1 and saltus 1.
"""

from __future__ import annotations

from typing import Iterable

import numpy as np

from .._limits import announce, check_memory, shorten
from .._progress import SHOW_SECONDS, Progress
from ..core.outcome import Outcome
from ..errors import InvalidGameError
from . import _kernels
from ._input import as_heaps, as_int, sum_targets
from ._period import Periodicity, certify, search_certificate

__all__ = ["SubtractionGame", "subtraction_values", "subtraction_certificate"]

#: The most values the automatic certificate search computes.
DEFAULT_LIMIT = 1 << 22
#: Peak bytes per value: the kernel's int32 values and the int64 copy returned, rounded up.
BYTES_PER_HEAP = 16
#: Kernel steps (one move of one heap) per second, measured and rounded down: longer work
#: than a few seconds announces itself, and work of a second or more shows a progress bar.
STEPS_PER_SECOND = 1e9
#: Kernel steps per call of the kernel (about a tenth of a second): the progress bar is
#: redrawn between calls.
CHUNK_STEPS = 10**8


class SubtractionGame:
    """The subtraction game with move set S.

    Parameters
    ----------
    moves : iterable of int
        The finite set S of positive amounts that may be taken (repeats are ignored).

    Raises
    ------
    InvalidGameError
        If S is empty or holds a non-positive or non-integer amount.

    Notes
    -----
    ``values(n)`` is O(n * len(S)); the certificate search examines up to ``limit`` values
    (doubling); ``value(n)`` is O(1) for any n once a certificate is known. Use
    :meth:`up_to` and :meth:`any_amount` for the two closed forms.

    Examples
    --------
    >>> game = SubtractionGame([1, 3, 4])
    >>> game.values(10).tolist()
    [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
    >>> str(game.certificate()), game.value(10**30)
    ('preperiod 0 period 7', 1)
    >>> SubtractionGame.up_to(3).value(10), SubtractionGame.any_amount().value(10)
    (2, 10)
    """

    def __init__(self, moves: Iterable[int], *, _kind: str = "set"):
        self.kind = _kind
        if _kind == "any":
            self.moves: tuple[int, ...] = ()
        else:
            s = sorted(set(as_heaps(moves, "move", 1)))
            if not s:
                raise InvalidGameError("the subtraction set must not be empty")
            self.moves = tuple(s)
        self._values = np.zeros(0, np.int32)
        self._cert: Periodicity | None = None

    @classmethod
    def up_to(cls, m: int) -> "SubtractionGame":
        """Take 1..m tokens: g(n) = n mod (m + 1)."""
        return cls(range(1, as_int(m, "m", 1) + 1), _kind="upto")

    @classmethod
    def any_amount(cls) -> "SubtractionGame":
        """Take any positive number of tokens (a Nim heap): g(n) = n."""
        return cls((), _kind="any")

    @classmethod
    def parse(cls, text: str) -> "SubtractionGame":
        """The subtraction game of a set written as text: ``"1,3,4"`` or ``"{1,3,4}"``.

        Parameters
        ----------
        text : str
            Positive whole numbers in decimal digits, separated by commas (spaces around them
            allowed), optionally in braces; repeats are ignored.

        Returns
        -------
        SubtractionGame

        Raises
        ------
        InvalidGameError
            For a malformed set, naming the character and its place (1-based): an empty
            amount (``1,,3``, ``1,2,``, ``,1,2``), a character that is no digit, an amount of
            0, a brace without its partner, or no amount at all.

        Notes
        -----
        O(length of the text).

        Examples
        --------
        >>> SubtractionGame.parse("{1, 3, 4}")
        SubtractionGame([1, 3, 4])
        >>> SubtractionGame.parse("1,,3")
        Traceback (most recent call last):
        ...
        grundy.errors.InvalidGameError: subtraction set '1,,3': ',' at character 3: an amount is missing before it (expected positive integers separated by commas, such as 1,3,4)
        """
        if not isinstance(text, str):
            raise InvalidGameError(f"a subtraction set is a string such as '1,3,4', not {text!r}")

        def bad(i: int, why: str) -> InvalidGameError:
            where = f"{text[i]!r} at character {i + 1}" if i < len(text) else "the end"
            return InvalidGameError(f"subtraction set {text!r}: {where}: {why} (expected "
                                    "positive integers separated by commas, such as 1,3,4)")

        start, end = len(text) - len(text.lstrip()), len(text.rstrip())
        if start < end and text[start] == "{":
            if text[end - 1] != "}":
                raise bad(start, "no closing '}'")
            start, end = start + 1, end - 1
        amounts = []
        pos = start
        while True:
            comma = text.find(",", pos, end)
            stop = end if comma < 0 else comma
            token = text[pos:stop]
            if not token.strip():
                if comma >= 0:
                    raise bad(comma, "an amount is missing before it")
                if amounts:
                    raise bad(pos - 1, "an amount is missing after it")
                raise bad(pos, "a subtraction set needs at least one amount")
            first = pos + len(token) - len(token.lstrip())
            number = token.strip()
            for k, ch in enumerate(number):
                if not ("0" <= ch <= "9"):
                    raise bad(first + k, "no opening '{'" if ch == "}" else "not a digit")
            if int(number) == 0:
                raise bad(first, "an amount must be at least 1")
            amounts.append(int(number))
            if comma < 0:
                return cls(amounts)
            pos = comma + 1

    def __repr__(self) -> str:
        if self.kind == "any":
            return "SubtractionGame.any_amount()"
        if self.kind == "upto":
            return f"SubtractionGame.up_to({self.moves[-1]})"
        return f"SubtractionGame({list(self.moves)})"

    def _repr_svg_(self) -> str | None:
        """The values as a picture (notebooks), as :meth:`TakeAndBreak._repr_svg_`: all the
        values computed so far (thinned past 572 of them, the caption says how), or, when
        fewer than two are known (always for the closed forms, which keep none), the first
        300 with the period if they prove it, computed for the picture in O(300 * len(S))
        without changing this game. 640 x 290 pixels, under 700 KB."""
        from ._draw import game_svg

        def first(n: int) -> tuple:
            if self.kind != "set":
                return self.values(n), self.certificate(), None
            twin = SubtractionGame(self.moves)
            values = twin.values(n)
            return values, twin.certificate(n), None

        return game_svg(self._values, repr(self), self._cert, first)

    def remoteness_values(self, n: int, misere: bool = False, suspense: bool = False) -> np.ndarray:
        """The remoteness of heaps 0, ..., n - 1 (with `suspense`, their suspense numbers), in
        normal or `misere` play, as an int64 array (see :func:`grundy.remoteness`).

        Parameters
        ----------
        n : int
            How many heaps.
        misere, suspense : bool, optional
            Misère play; suspense numbers instead of remoteness.

        Returns
        -------
        numpy.ndarray

        Notes
        -----
        Compiled, all heaps at once: O(n * len(S)) (O(n) for :meth:`any_amount`).

        Examples
        --------
        >>> SubtractionGame([1, 5]).remoteness_values(12).tolist()
        [0, 1, 2, 3, 4, 1, 2, 3, 4, 5, 6, 3]
        >>> SubtractionGame([1, 5]).remoteness_values(12, suspense=True).tolist()
        [0, 1, 2, 3, 4, 5, 2, 3, 4, 5, 6, 7]
        """
        from ._remoteness import single_heap_table

        n = as_int(n, "n")
        if self.kind == "any":  # a Nim heap: the only winning move takes it all
            r = np.ones(n, np.int64)
            r[:1] = 0
            if misere:
                r[2:] = 2  # leave one token
            return r
        return single_heap_table(n, self.moves, [True] * len(self.moves), [True] * len(self.moves),
                                 misere, suspense)

    def values(self, n: int) -> np.ndarray:
        """g(0), ..., g(n - 1) as an int64 array. O(n * len(S)) (O(n) for the closed forms).

        Raises
        ------
        InvalidGameError
            If n is negative or not an integer.
        ResourceLimitError
            If the values would not fit in memory (checked before allocating).
        """
        n = as_int(n, "n")
        if n > len(self._values):
            check_memory(n * BYTES_PER_HEAP, f"n = {shorten(n, 20)} values")
        if self.kind == "any":
            return np.arange(n, dtype=np.int64)
        if self.kind == "upto":
            return np.arange(n, dtype=np.int64) % (self.moves[-1] + 1)
        if len(self._values) < n:
            seconds = float(n) * len(self.moves) / STEPS_PER_SECOND
            if seconds > 5:
                announce(f"subtraction game: {n} values with {len(self.moves)} moves will take "
                         f"about {seconds:.0f} s")
            self._values = self._extend(n, seconds >= SHOW_SECONDS)
        return self._values[:n].astype(np.int64)

    def _extend(self, n: int, progress: bool) -> np.ndarray:
        """g(0) .. g(n - 1), the values known kept and the rest computed by the kernel in calls
        of about CHUNK_STEPS steps, with a progress bar between them when `progress`."""
        moves = np.array(self.moves, dtype=np.int64)
        start = len(self._values)
        buf = np.zeros(n, np.int32)
        buf[:start] = self._values
        step = max(1, CHUNK_STEPS // len(moves))
        with Progress(n, progress, "subtraction game") as bar:
            while start < n:
                stop = min(n, start + step)
                _kernels.subtraction_values(stop, moves, buf, start)
                start = stop
                bar.update(start)
        return buf

    def certificate(self, upto: int | None = None, *, limit: int = DEFAULT_LIMIT) -> Periodicity:
        """The least preperiod and period, proved by the window theorem.

        Parameters
        ----------
        upto : int, optional
            Examine exactly this many values. By default the search starts at
            ``4 * max(S) + 64`` values and doubles until a period is proved or `limit` is
            reached.
        limit : int
            The most values the default search computes.

        Returns
        -------
        Periodicity
            The preperiod and period (saltus 0: a finite S gives values of at most |S|; saltus
            1 for :meth:`any_amount`, g(n) = n), or (``found`` False) how far the search
            looked.
        """
        if self.kind == "upto":
            return Periodicity(0, self.moves[-1] + 1, 0, 0, "closed form")
        if self.kind == "any":
            return Periodicity(0, 1, 0, 0, "closed form", saltus=1)  # g(n + 1) = g(n) + 1
        smax = self.moves[-1]
        if upto is not None:
            cert = certify(self.values(as_int(upto, "upto")), 1, smax, 0)
            if cert.found and self._cert is None:
                self._cert = cert  # a proved period answers value() for any heap
            return cert
        if self._cert is not None:
            return self._cert
        cert = search_certificate(self.values, 4 * smax + 64, 2, limit, 1, smax, 0)
        if cert.found:
            self._cert = cert
        return cert

    def value(self, n: int) -> int:
        """g(n), for any n: from the values computed, else through the certificate, else (no
        period proved within the search's limit) by computing the values up to n, as far as
        the memory allows.

        Raises
        ------
        InvalidGameError
            If n is negative or not an integer.
        ResourceLimitError
            If no period is proved and the values up to n would not fit in memory.

        Notes
        -----
        O(1) once a certificate is known; the certificate search is that of :meth:`certificate`.
        """
        n = as_int(n, "heap")
        if self.kind == "any":
            return n
        if self.kind == "upto":
            return n % (self.moves[-1] + 1)
        if n < len(self._values):
            return int(self._values[n])
        cert = self.certificate()
        if cert.found:
            return int(self.values(cert.preperiod + cert.period)[cert.index(n)])
        if n >= len(self._values):
            check_memory(n * BYTES_PER_HEAP, f"the values of {self!r} up to a heap of "
                         f"{shorten(n, 20)} (no period proved within {cert.checked} values)")
        return int(self.values(n + 1)[n])

    def outcome(self, n: int) -> Outcome:
        """``Outcome.N`` when the player to move from a heap of n wins."""
        return Outcome.of_value(self.value(n))

    def options(self, n: int) -> list[int]:
        """The heap sizes one move from n (the followers of n), largest first."""
        n = as_int(n, "heap")
        if self.kind == "any":
            return list(range(n - 1, -1, -1))
        return [n - s for s in self.moves if s <= n]

    def winning_moves(self, n: int) -> list[int]:
        """Every heap size of value 0 one move from n (empty when n is a P-position)."""
        if self.value(n) == 0:
            return []
        if self.kind == "any":
            return [0]
        return [m for m in self.options(n) if self.value(m) == 0]

    def sum_value(self, heaps: Iterable[int]) -> int:
        """The value of a sum of heaps: the XOR of their values."""
        x = 0
        for h in as_heaps(heaps):
            x ^= self.value(h)
        return x

    def sum_winning_moves(self, heaps: Iterable[int]) -> list[tuple[int, int]]:
        """Every winning move of a sum of heaps, as ``(heap index, new size)`` pairs."""
        h = as_heaps(heaps)
        targets = sum_targets([self.value(v) for v in h])
        if targets is None:
            return []
        moves = []
        for i, (size, target) in enumerate(zip(h, targets)):
            if self.kind == "any":
                if target < size:
                    moves.append((i, target))
                continue
            moves.extend((i, m) for m in self.options(size) if self.value(m) == target)
        return moves


def subtraction_values(moves: Iterable[int], n: int) -> np.ndarray:
    """g(0), ..., g(n - 1) of the subtraction game with the finite set `moves`.

    Parameters
    ----------
    moves : iterable of int
        The amounts that may be taken.
    n : int
        How many values.

    Returns
    -------
    numpy.ndarray of int64

    Raises
    ------
    InvalidGameError
        If the set is empty or holds a non-positive amount.
    ResourceLimitError
        If n values (16 bytes each at the peak) would not fit in memory.

    Notes
    -----
    O(n * len(S)), a compiled kernel with a stamped mex; work of more than a few seconds says
    so on standard error, and work of a second or more shows a progress bar where someone
    watches (a terminal or a notebook; see :mod:`grundy._progress`).

    Examples
    --------
    >>> subtraction_values([2, 3], 10).tolist()
    [0, 0, 1, 1, 2, 0, 0, 1, 1, 2]
    """
    return SubtractionGame(moves).values(n)


def subtraction_certificate(moves: Iterable[int], upto: int | None = None) -> Periodicity:
    """The least preperiod and period of a subtraction game, proved by the window theorem.

    See :meth:`SubtractionGame.certificate`.

    Notes
    -----
    O(n * len(S)) to compute n values, then O(n) per candidate period at worst.

    Examples
    --------
    >>> str(subtraction_certificate([2, 5, 7]))
    'preperiod 0 period 22'
    """
    return SubtractionGame(moves).certificate(upto)
