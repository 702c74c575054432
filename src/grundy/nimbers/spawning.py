"""Coin-turning games given by a turning code, as CGSuite's ``game.strip.Turning(code)`` and
its heap form ``game.heap.Spawning(code)``: :class:`Spawning`.

A row of coins 0, 1, 2, ... shows heads or tails. A move turns over a set T of coins whose
largest coin, the target, goes from heads to tails; the turning code (``'1-3'``, ``'1+C'``,
``'4FS'``, ...) says which sets T are moves (the language is in :class:`Spawning`'s Notes).
The games run on :class:`~grundy.nimbers.coins.CoinGame`: every head is a game of its own
and a position is worth the XOR of its heads' values.

Coins are numbered from 0, as everywhere in :mod:`grundy.nimbers.coins`: coin x is CGSuite's
strip position x + 1 and its heap of size x + 1 (CGSuite's heap 0, the empty game, is no
coin). So ``Spawning(code).values(n)`` is CGSuite's ``Spawning(code).NimValueSequence(n)``
(heaps 1 to n), ``moves(x)`` lists the options of CGSuite's heap x + 1, each coin one less
than the heap (:meth:`Spawning.heap_options` lists them in heap sizes), and ``F``'s first
coin is coin 0, CGSuite's position 1. This is also how ``tests/test_cgsuite.py`` reads
CGSuite's Spawning games onto :class:`~grundy.nimbers.coins.CoinGame`, and how Winning Ways
numbers the coins of Mock Turtles (coin 0 is worth 1) and Grunt (coin x is worth Grundy's
game's heap x).

Source: the meaning of the codes is that of Aaron Siegel's CGSuite (github.com/aaron-siegel/
cgsuite, read at commit e909ab8: ``lib/core/src/main/scala/org/cgsuite/core/impartial/
Spawning.scala`` and the documentation ``game/strip/Turning.cgs``, ``game/heap/Spawning.cgs``);
the parser and the engine here are written afresh. Where CGSuite's code and its
documentation disagree this module follows the documentation (:class:`Spawning`, Notes).
"""

from __future__ import annotations

from functools import reduce
from itertools import combinations
from math import comb, isqrt
from operator import xor
from typing import Any, Iterable, Iterator, NamedTuple, NoReturn

import numpy as np

from .._limits import check_memory, shorten
from ..errors import InvalidGameError
from .coins import CoinGame, CoinMove
from .scalar import _nimber

__all__ = ["Spawning"]

#: Value tables of more entries than this (and more coins) are checked against the available
#: memory first.
_CHECK_SIZE = 1 << 20
#: Bytes kept per coin: its value as a Python int in a list and twice in int64 arrays (with
#: room to grow), rounded up.
_BYTES_PER_COIN = 96


class _Element(NamedTuple):
    """One element of a turning code: t coins with lo <= t <= hi (hi None: no bound)."""

    lo: int
    hi: int | None
    span: int | None  # C(m): all coins within m consecutive coins
    spacing: str  # "", "C", "E" or "S"
    first: bool  # F: coin 0 among them
    text: str  # the element as normalized text


# -- the parser ----------------------------------------------------------------------------------


def _parse(code: Any) -> tuple[str, tuple[_Element, ...]]:
    """The normalized text and the elements of a turning code, or InvalidGameError naming the
    character (1-based) where the code goes wrong. O(len(code))."""
    if not isinstance(code, str):
        raise InvalidGameError(f"a turning code is a string like '1-3C', not {code!r}")
    n = len(code)

    def fail(j: int, why: str) -> NoReturn:
        what = repr(code[j]) if j < n else "the end"
        place = f"{what} at character {j + 1}"
        raise InvalidGameError(f"code {shorten(repr(code), 60)}: {place}: {why}")

    def number(j: int) -> tuple[int, int]:
        k = j
        while k < n and "0" <= code[k] <= "9":
            k += 1
        if k == j:
            fail(j, "expected a number of coins")
        if k - j > 18:
            fail(j, "a number of more than 18 digits")
        return int(code[j:k]), k

    def skip_blanks(j: int) -> int:
        while j < n and code[j] in " \t":
            j += 1
        return j

    elements = []
    i = 0
    while True:
        i = skip_blanks(i)
        start = i
        lo, i = number(i)
        if lo == 0:
            fail(start, "a move turns at least one coin, the target")
        hi: int | None = lo
        text = str(lo)
        if i < n and code[i] == "+":
            hi, text, i = None, f"{lo}+", i + 1
        elif i < n and code[i] == "-":
            hi, k = number(i + 1)
            if hi < lo:
                fail(i + 1, f"the range {lo}-{hi} is empty")
            if hi > lo:
                text += f"-{hi}"
            i = k
        span: int | None = None
        spacing, first = "", False
        while i < n and code[i] not in ", \t":
            ch = code[i].upper()
            if ch == "C" and i + 1 < n and code[i + 1] == "(":
                if span is not None:
                    fail(i, "C(n) is given twice")
                m, k = number(i + 2)
                if m == 0:
                    fail(i + 2, "a span holds at least one coin")
                if k >= n or code[k] != ")":
                    fail(k, "expected ')'")
                span, text, i = m, text + f"C({m})", k + 1
            elif ch in ("C", "E", "S"):
                if spacing:
                    fail(i, f"{spacing} is given already: one of C, E, S per element")
                spacing, text, i = ch, text + ch, i + 1
            elif ch == "F":
                if first:
                    fail(i, "F is given twice")
                first, text, i = True, text + ch, i + 1
            else:
                fail(i, "expected C, C(n), E, S, F, ',' or the end")
        elements.append(_Element(lo, hi, span, spacing, first, text))
        i = skip_blanks(i)
        if i == n:
            break
        if code[i] != ",":
            fail(i, "expected ',' or the end")
        i += 1
    return ",".join(e.text for e in elements), tuple(elements)


def _counts(e: _Element, x: int) -> tuple[int, int | None, int]:
    """For target x: the least and most other coins (two or more coins in all; most None: no
    bound) and the lowest coin the span allows."""
    low = 0 if e.span is None else max(0, x - e.span + 1)
    return max(e.lo, 2) - 1, None if e.hi is None else e.hi - 1, low


# -- the moves, listed ---------------------------------------------------------------------------


def _element_moves(e: _Element, x: int) -> Iterator[tuple[int, ...]]:
    """Every move of element `e` with target x, as the sorted tuple of the other coins."""
    if e.lo == 1 and (not e.first or x == 0):
        yield ()  # the target alone
    kmin, kmax, low = _counts(e, x)
    if x == 0 or (e.first and low > 0):
        return
    most = x - low if kmax is None else min(kmax, x - low)  # others lie in low .. x - 1
    if e.spacing == "":
        if e.first:  # coin 0 and k - 1 coins of 1 .. x - 1
            for k in range(kmin, most + 1):
                for c in combinations(range(1, x), k - 1):
                    yield (0, *c)
        else:
            for k in range(kmin, most + 1):
                yield from combinations(range(low, x), k)
    elif e.spacing == "C":
        for k in range(kmin, most + 1):
            if not e.first or k == x:
                yield tuple(range(x - k, x))
    elif e.spacing == "E":
        for k in range(kmin, most + 1):
            for d in range(1, (x - low) // k + 1):
                if not e.first or d * k == x:
                    yield tuple(range(x - d * k, x, d))
    else:  # "S": the lowest coin p, pairs c, p + x - c around the middle, maybe the middle
        for p in range(low, 1 if e.first else x):
            inner = range(p + 1, (p + x + 1) // 2)
            for mid in _middles(p, x):
                j0, j1 = _pair_counts(e, mid is not None, len(inner))
                for j in range(j0, j1 + 1):
                    for half in combinations(inner, j):
                        coins = [p, *half, *(p + x - c for c in half)]
                        if mid is not None:
                            coins.append(mid)
                        yield tuple(sorted(coins))


def _middles(p: int, x: int) -> tuple[int | None, ...]:
    """A symmetric move from p to x turns no middle coin, or (p + x even) the middle one."""
    return (None, (p + x) // 2) if (p + x) % 2 == 0 else (None,)


def _pair_counts(e: _Element, has_mid: bool, pairs: int) -> tuple[int, int]:
    """For a symmetric move with its lowest coin below the target: the least and most pairs
    (the coins are lowest, target, the pairs and maybe the middle); j0 > j1 when none."""
    fixed = 2 + has_mid
    j0 = max(0, -(-(e.lo - fixed) // 2))  # ceil((lo - fixed) / 2)
    if e.hi is None:
        return j0, pairs
    return j0, min(pairs, (e.hi - fixed) // 2) if e.hi >= fixed else -1


# -- the values ----------------------------------------------------------------------------------


class _Rows:
    """The XORs of the subsets of the values added so far, by the subset's size: ``rows[j][v]``
    says some j of them XOR to v. Sizes from `jmin` on are wanted; with `jmax` None the last
    row (index jmin) holds every size >= jmin, else rows go up to jmax. Adding a value is
    O(rows * size) (a subset with it is one without it, XOR the value)."""

    __slots__ = ("jmin", "jmax", "rows", "start", "end")

    def __init__(self, jmin: int, jmax: int | None, size: int, start: int = 0):
        unit = np.zeros(size, dtype=bool)
        unit[0] = True
        self.jmin, self.jmax, self.rows = jmin, jmax, [unit]
        self.start, self.end = start, start  # the coins start .. end - 1 are in

    def resize(self, size: int) -> None:
        if len(self.rows[0]) < size:
            pad = np.zeros(size - len(self.rows[0]), dtype=bool)
            self.rows = [np.concatenate((r, pad)) for r in self.rows]

    def add(self, v: int, index: np.ndarray) -> None:
        """Add the value v (below ``len(index)``, the rows' size; index is arange(size))."""
        rows = self.rows
        perm = index ^ v
        moved = [r[perm] for r in rows]
        new = [rows[0]] + [rows[j] | moved[j - 1] for j in range(1, len(rows))]
        cap = self.jmin if self.jmax is None else self.jmax
        if len(rows) <= cap:
            new.append(moved[-1])
        elif self.jmax is None:
            new[-1] = new[-1] | moved[-1]
        self.rows = new

    def union(self) -> np.ndarray | None:
        """The XORs of the subsets of a wanted size, or None when there are none."""
        wanted = self.rows[self.jmin:]
        return reduce(np.logical_or, wanted) if wanted else None


def _mark_subset_xors(items: np.ndarray, jmin: int, jmax: int, base: int, hit: np.ndarray,
                      index: np.ndarray) -> None:
    """Mark in `hit` (a table of ``len(index)`` entries) base XOR each XOR of a subset of jmin
    to jmax of `items` (jmax <= len(items)): one array operation for subsets of at most one
    item, else by listing the subsets or by :class:`_Rows`, whichever costs less."""
    if jmin > jmax:
        return
    if jmax <= 1:
        if jmin == 0:
            hit[base] = True
        if jmax == 1:
            hit[items ^ base] = True
        return
    n, size = len(items), len(index)
    bound = None if jmax >= n else jmax  # no upper bound: one row for jmin and more
    count = sum(comb(n, j) for j in range(jmin, jmax + 1))
    # about a microsecond per subset listed, or per table row and 512 entries per item added
    if count * (1 + jmax) <= 4 * n * (1 + (jmin if bound is None else bound)) * (1 + size // 512):
        values = items.tolist()
        sizes = range(jmin, jmax + 1)
        hit[[reduce(xor, c, base) for j in sizes for c in combinations(values, j)]] = True
        return
    rows = _Rows(jmin, bound, size)
    for v in items.tolist():
        rows.add(v, index)
    found = rows.union()
    if found is not None:
        hit |= found[index ^ base] if base else found


class Spawning:
    """The coin-turning game of a turning code (CGSuite's ``game.heap.Spawning(code)``).

    Parameters
    ----------
    code : str
        A turning code such as ``'1-3'``, ``'1+C'``, ``'3C(5)'``, ``'4FS'`` or ``'2-3,6C'``
        (see Notes). Letters may be in either case; blanks around the elements are ignored.

    Attributes
    ----------
    code : str
        The code normalized: capital letters, no blanks, ``a-a`` written ``a``.
    game : CoinGame
        The game on :class:`~grundy.nimbers.coins.CoinGame` (its moves are :meth:`moves`,
        its head values :meth:`value`), e.g. for a :class:`~grundy.nimbers.coins.TartanProduct`.

    Raises
    ------
    InvalidGameError
        If the code is not a turning code; the message names the character and its place
        (1-based), e.g. ``code '1-x': 'x' at character 3: expected a number of coins``.

    Notes
    -----
    A code is a comma-separated list of elements; a set T of coins with largest coin x (the
    target) is a move when one element allows it. An element is a count with modifiers:

    - ``a``: exactly a coins; ``a-b``: a to b coins; ``a+``: a or more. The count is of all
      the coins turned, the target included, so a >= 1 (``1`` turns the target alone).
    - ``C``: the coins are consecutive (T is x - t + 1, ..., x for t coins).
    - ``C(m)``: the coins all lie within m consecutive coins (x - min T < m).
    - ``E``: the coins are equally spaced (one or two coins always are).
    - ``S``: the coins are symmetrically placed: c is turned iff min T + x - c is.
    - ``F``: the first coin of the row, coin 0, is among them.

    At most one of ``C``, ``E``, ``S`` per element; ``C(m)`` and ``F`` go with any. CGSuite's
    documentation names Mock Turtles ``1-3``, Moidores ``1-9``, Triplets ``3``, Ruler ``1+C``,
    Mock Turtle Fives ``1-3C(5)``, Triplet Fives ``3C(5)``, Ruler Fives ``1-5C``, Turnips
    ``3E``, Grunt ``4FS``, Sym ``1+S`` and Sympler ``1+FS``.

    Coin x is CGSuite's heap x + 1: ``values(n)`` is CGSuite's ``NimValueSequence(n)`` and
    ``len(moves(x))`` its ``Spawning(code)(x + 1).Options.Size`` (for codes whose elements
    allow no move twice: a move allowed by two elements is listed once here, and, as far as
    CGSuite's listing by element shows, twice there).

    Values are exact, by the mex definition, but the options' XORs are not listed one by one
    when that is slow: with V the power of two above the largest value so far, coin x costs

    - for a free element (no C, E, S) of at most K + 1 coins: O(K * V) when the lowest coin
      allowed does not move with x (no ``C(m)``, or ``F``), O(m * K * V) with ``C(m)``;
      the XORs of the subsets of each size are kept as tables of V entries, one coin added
      per step (Moidores ``1-9`` to coin 19 in milliseconds, where 169766 options of coin
      19 alone would be listed);
    - ``C``: O(K) (prefix XORs); ``E``: O(x log x) in O(sqrt(x) + K) array operations
      (running XORs along each spacing), O(x) with ``F``; ``S``: for each lowest coin p,
      the XORs of the subsets of the pairs c, p + x - c, listed or tabled
      (O(pairs * K * V)), whichever costs less.

    The tests compare these values with CoinGame's plain mex over :meth:`moves` and with a
    brute-force oracle. A game whose values grow exponentially (``1+``, ``1-9``, ``1+S``)
    needs tables of that size: past the available memory it raises ResourceLimitError.

    Where CGSuite (e909ab8) computes otherwise than its documentation says, this follows the
    documentation:

    - ``F`` with one coin (``1-3F``): the target alone is a move only for coin 0, the first
      coin. CGSuite also lets the target be turned alone elsewhere (every coin within the
      span for a free element; coins 0, 2, 4, ... for ``S``), and fails with a division by
      zero for ``E`` (so does any ``E`` element that allows one coin, such as ``1-3E``).
    - ``F`` with ``C``, ``E`` or ``S``: every count of the range is tried; CGSuite gives up an
      element at a heap when its least count cannot place the first coin (so ``1+CF`` has no
      moves from coin 1 on, and Sympler ``1+FS`` none from coins 1, 3, 5, ...).
    - Codes that CGSuite reads loosely are errors here: two of ``C``, ``E``, ``S`` in one
      element (CGSuite keeps the last), ``3-2``, ``1-3-5``, ``+3``, ``0``, an empty element.

    Examples
    --------
    >>> mock = Spawning("1-3")  # Mock Turtles: turn one, two or three coins
    >>> mock.values(10).tolist()
    [1, 2, 4, 7, 8, 11, 13, 14, 16, 19]
    >>> len(mock.moves(19))  # CGSuite: game.heap.Spawning("1-3")(20).Options.Size
    191
    >>> mock.position_value([1, 2, 3])  # 2 ^ 4 ^ 7
    1
    >>> mock.winning_move([1, 2, 3])  # turn all three: 7 ^ 2 ^ 4 = 1
    CoinMove(target=3, others=(1, 2))
    >>> Spawning("4fs")  # Grunt: the values of Grundy's game
    Spawning('4FS')
    >>> Spawning("4FS").values(10).tolist()
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]
    """

    def __init__(self, code: str):
        self.code, self._elements = _parse(code)
        self._g: list[int] = []  # values of coins 0 .. len - 1
        self._garr = np.zeros(1, np.int64)  # the values again, in an array with room
        self._parr = np.zeros(2, np.int64)  # _parr[i]: XOR of the values of coins 0 .. i - 1
        self._size = 1  # the power of two above every value so far
        self._index = np.arange(1)
        self._rows: dict[int, _Rows] = {}  # free elements' tables, by element index
        self.game = CoinGame(self.moves, value=self.value)

    def __repr__(self) -> str:
        """``Spawning('<normalized code>')``. O(1)."""
        return f"Spawning({self.code!r})"

    def _repr_svg_(self) -> str | None:
        """The values of a single head on coins 0, 1, 2, ... as a picture (notebooks), as
        :meth:`~grundy.TakeAndBreak._repr_svg_` draws a heap game's: all the values computed
        so far (thinned past 572 of them; the caption says how), or, when fewer than two are
        known, the first 300, computed for the picture on a copy within about half a second.
        640 x 290 pixels, under 700 KB."""
        from ..heaps.pictures import PICTURE_VALUES, first_values, sequence_svg

        if len(self._g) >= 2:
            return sequence_svg(np.asarray(self._g, np.int64), repr(self), unit="coin")
        values, note = first_values(Spawning(self.code).value, PICTURE_VALUES, unit="coin")
        return sequence_svg(values, repr(self), note=note, unit="coin")

    # -- values --------------------------------------------------------------------------------

    def value(self, x: int) -> int:
        """Value of a single head on coin x (CGSuite's heap x + 1).

        Parameters
        ----------
        x : int
            A coin, 0 or more.

        Returns
        -------
        int

        Raises
        ------
        InvalidGameError
            If x is not a non-negative integer.
        ResourceLimitError
            If the values grow beyond the tables memory can hold.

        Notes
        -----
        Computes every coin up to x once (memoized, iterative); see the class's Notes for
        the cost per coin.

        Examples
        --------
        >>> Spawning("1+C").value(7)  # Ruler: the largest power of 2 dividing x + 1
        8
        """
        x = _nimber(x, "a coin")
        self._extend(x + 1)
        return self._g[x]

    def values(self, n: int) -> np.ndarray:
        """The values of coins 0 to n - 1 (CGSuite's ``NimValueSequence(n)``).

        Parameters
        ----------
        n : int
            How many values.

        Returns
        -------
        numpy.ndarray of int64

        Notes
        -----
        As n calls of :meth:`value`.

        Examples
        --------
        >>> Spawning("3E").values(12).tolist()  # Turnips
        [0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1]
        """
        n = _nimber(n, "a number of values")
        self._extend(n)
        return np.array(self._g[:n], dtype=np.int64)

    def _extend(self, n: int) -> None:
        """Compute the values of coins up to n - 1."""
        g = self._g
        if n > _CHECK_SIZE and n > len(g):
            check_memory(n * _BYTES_PER_COIN, f"Spawning({self.code!r}) to coin {n - 1}")
        while len(g) < n:
            x = len(g)
            hit = np.zeros(self._size, dtype=bool)
            for i, e in enumerate(self._elements):
                self._options(i, e, x, hit)
            free = np.flatnonzero(~hit)
            v = int(free[0]) if len(free) else self._size
            if v >= self._size:
                size = 1 << v.bit_length()
                if size > _CHECK_SIZE:
                    rows = sum(len(r.rows) for r in self._rows.values())
                    check_memory(size * (2 * rows + 24),
                                 f"Spawning({self.code!r}) at coin {x} (values up to {v})")
                self._size = size
                self._index = np.arange(size)
            if x + 1 >= len(self._garr):  # room for g(x) and the prefix XOR up to it
                self._garr = np.concatenate((self._garr, np.zeros(len(self._garr) + 1, np.int64)))
                self._parr = np.concatenate((self._parr, np.zeros(len(self._parr) + 1, np.int64)))
            g.append(v)
            self._garr[x] = v
            self._parr[x + 1] = self._parr[x] ^ v

    def _options(self, i: int, e: _Element, x: int, hit: np.ndarray) -> None:
        """Mark in `hit` the XOR of the other coins of each move of element e with target x."""
        g, garr, index = self._g, self._garr, self._index
        if e.lo == 1 and (not e.first or x == 0):
            hit[0] = True
        kmin, kmax, low = _counts(e, x)
        if x == 0 or (e.first and low > 0) or (kmax is not None and kmax < kmin):
            return
        room = x - low  # the other coins lie in low .. x - 1
        most = room if kmax is None else min(kmax, room)
        if e.spacing == "":
            # free: k of the coins low .. x - 1, or with F coin 0 and k - 1 of 1 .. x - 1
            if e.first:
                start, jmin, jmax = 1, kmin - 1, None if kmax is None else kmax - 1
            else:
                start, jmin, jmax = low, kmin, kmax
            rows = self._rows.get(i)
            if rows is None or rows.start != start or rows.end > x:
                rows = self._rows[i] = _Rows(jmin, jmax, self._size, start)
            rows.resize(self._size)
            for c in range(rows.end, x):
                rows.add(g[c], index)
            rows.end = x
            found = rows.union()
            if found is not None:
                hit |= found[index ^ g[0]] if e.first else found
        elif e.spacing == "C":
            # the k coins below x: XOR prefix(x) ^ prefix(x - k); with F only k = x
            pre = self._parr
            if not e.first:
                hit[pre[x] ^ pre[x - np.arange(kmin, most + 1)]] = True
            elif kmin <= x <= most:
                hit[pre[x]] = True
        elif e.spacing == "E" and e.first:
            # spacing d and k coins below x with d * k = x: coins 0, d, ..., x - d
            spacings = np.arange(1, x + 1)
            for d in spacings[x % spacings == 0].tolist():
                if kmin <= x // d <= most:
                    hit[np.bitwise_xor.reduce(garr[0:x:d])] = True
        elif e.spacing == "E":
            # spacing d and k coins below x: x - d, ..., x - k d, running XORs along k. The
            # spacings up to sqrt(room) one by one, the larger ones (few coins each) together.
            cut = isqrt(room)
            for d in range(1, cut + 1):
                top = min(most, room // d)
                if top >= kmin:
                    run = np.bitwise_xor.accumulate(garr[x - d * np.arange(1, top + 1)])
                    hit[run[kmin - 1:]] = True
            ds = np.arange(cut + 1, room + 1)
            run = np.zeros(len(ds), np.int64)
            for k in range(1, min(most, room // (cut + 1)) + 1):
                m = room // k - cut  # the spacings d > cut with k d <= room
                run = run[:m] ^ garr[x - k * ds[:m]]
                if k >= kmin:
                    hit[run] = True
        else:  # "S": lowest coin p, pairs c and p + x - c, maybe the middle coin
            for p in range(low, 1 if e.first else x):
                half = (p + x + 1) // 2
                items = garr[p + 1:half] ^ garr[p + x - half + 1:x][::-1]
                for mid in _middles(p, x):
                    j0, j1 = _pair_counts(e, mid is not None, len(items))
                    base = g[p] ^ (0 if mid is None else g[mid])
                    _mark_subset_xors(items, j0, j1, base, hit, index)

    # -- moves and positions -------------------------------------------------------------------

    def moves(self, x: int) -> list[tuple[int, ...]]:
        """The moves with target coin x, each as the sorted tuple of the other coins turned.

        Parameters
        ----------
        x : int
            A coin, 0 or more.

        Returns
        -------
        list of tuple of int
            Element by element, each move once.

        Notes
        -----
        O(M * K) for M moves of at most K coins each; M can be large (``1-9`` has 169766
        moves at coin 19).

        Examples
        --------
        >>> Spawning("1-3C(5)").moves(6)  # one, two or three coins among coins 2 .. 6
        [(), (2,), (3,), (4,), (5,), (2, 3), (2, 4), (2, 5), (3, 4), (3, 5), (4, 5)]
        >>> Spawning("4FS").moves(7)
        [(0, 1, 6), (0, 2, 5), (0, 3, 4)]
        """
        x = _nimber(x, "a coin")
        if len(self._elements) == 1:
            return list(_element_moves(self._elements[0], x))
        seen: dict[tuple[int, ...], None] = {}
        for e in self._elements:
            seen.update(dict.fromkeys(_element_moves(e, x)))
        return list(seen)

    def heap_options(self, n: int) -> list[tuple[int, ...]]:
        """The options of CGSuite's heap n: :meth:`moves` of coin n - 1 in heap sizes.

        Parameters
        ----------
        n : int
            A heap size, 0 or more (heap 0 has no options).

        Returns
        -------
        list of tuple of int
            Each option as the heap sizes of its sum (the other coins turned, plus one).

        Examples
        --------
        >>> Spawning("4FS").heap_options(8)  # Grundy's game: heap 7 splits unequally
        [(1, 2, 7), (1, 3, 6), (1, 4, 5)]
        """
        n = _nimber(n, "a heap size")
        return [tuple(c + 1 for c in m) for m in self.moves(n - 1)] if n else []

    def position_value(self, heads: Iterable[int]) -> int:
        """Value of a position: the XOR of the values of its heads (coins, repeats once).

        Examples
        --------
        >>> Spawning("1+C").position_value([0, 1, 2])  # Ruler: 1 ^ 2 ^ 1
        2
        """
        return self.game.position_value(heads)

    def winning_move(self, heads: Iterable[int]) -> CoinMove | None:
        """A move to a position of value 0, or None when the position has value 0.

        Notes
        -----
        :meth:`CoinGame.winning_move <grundy.nimbers.coins.CoinGame.winning_move>`: O(H * M)
        for H heads of at most M moves.

        Examples
        --------
        >>> triplets = Spawning("3")
        >>> m = triplets.winning_move([2, 4])  # values 1 ^ 4: turn 0, 2 and 4 (0 ^ 1 ^ 4 = 5)
        >>> m, triplets.position_value(m.apply([2, 4]))
        (CoinMove(target=4, others=(0, 2)), 0)
        """
        return self.game.winning_move(heads)
