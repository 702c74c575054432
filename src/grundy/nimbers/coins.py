"""Coin-turning games: a row (or board) of coins, and a move turns over a set of coins of which
one, the target, must go from heads to tails.

Every head is an independent game (a coin that is turned twice is as if untouched), so the
value of a position is the XOR of the values of its heads, and a move changes the value by
the XOR of the values of all the coins it turns over, whichever side they show. Everything
follows from the value of a single head.

- :class:`CoinGame`: a 1-D game given by the sets of coins that may be turned with each
  target; head values by the mex definition (or a closed form you supply).
- :class:`TartanProduct`: the product of two 1-D games. A move turns over M1 x M2 for a
  move M1 of the first game (target x) and M2 of the second (target y); the target is (x, y).
  Tartan theorem: g(x, y) = g1(x) * g2(y) (nim product). The product of :data:`TWINS` with
  itself is the rectangle game below.
- The rectangle game (turn over the four corners (a, b), (a, y), (x, b), (x, y), a < x,
  b < y, target (x, y)): g(x, y) = x * y. :func:`rectangle_value`, :func:`rectangle_winning_move`.
- The two-in-a-row-or-column game (turn over (x, y) and one (a, y) with a < x or (x, b) with
  b < y): g(x, y) = x ^ y. :func:`flip_two_value`, :func:`flip_two_winning_move`.

Coordinates are 0-based. A 2-D position is an iterable of heads ``(x, y)`` or a 2-D boolean
numpy array ``board`` (heads where ``board[x, y]`` is True); a 1-D position is an iterable
of coin indices. Repeated heads count once.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, NamedTuple, Sequence

import numpy as np

from ..core.mex import mex
from ..errors import InvalidGameError
from .scalar import _inv, _mul, _nimber

__all__ = [
    "CoinMove",
    "CoinGame",
    "TWINS",
    "TartanProduct",
    "tartan_value",
    "rectangle_value",
    "rectangle_winning_move",
    "flip_two_value",
    "flip_two_winning_move",
]


class CoinMove(NamedTuple):
    """A move of a coin-turning game: the `target` head goes to tails, `others` are turned over."""

    target: Any
    others: tuple

    def __repr__(self) -> str:
        """As a tuple's repr, but a move of many coins lists the first few and the count, and
        huge coordinates are cut short. O(1)."""
        others = self.others
        items = [_short(c) for c in others[:_FEW]]
        if len(others) > _FEW:
            text = f"({', '.join(items[:5])}, … {len(others)} coins)"
        else:
            text = f"({', '.join(items)}{',' if len(items) == 1 else ''})"
        return f"CoinMove(target={_short(self.target)}, others={text})"

    def coins(self) -> tuple:
        """Every coin the move turns over, the target first."""
        return (self.target, *self.others)

    def apply(self, heads: Iterable[Any]) -> frozenset:
        """The heads after the move (`heads` as a set of coins of the same kind as the move's).

        Raises
        ------
        InvalidGameError
            If the target is not a head.
        """
        h = frozenset(heads)
        if self.target not in h:
            raise InvalidGameError(f"the target {self.target} of the move is not a head")
        return h.symmetric_difference(self.coins())


#: A move of more coins than this shows the first few in its repr.
_FEW = 8


def _short(x: Any) -> str:
    """The repr of `x`, cut to about 40 characters (huge ints written by their size)."""
    from .._reprs import short

    return short(x)


def _name(f: Callable) -> str:
    return getattr(f, "__name__", None) or type(f).__name__


# -- positions ---------------------------------------------------------------------------------


def _heads_2d(position: Any) -> list[tuple[int, int]]:
    """The distinct heads of a 2-D position, sorted."""
    if isinstance(position, np.ndarray) and position.dtype == bool:
        if position.ndim != 2:
            raise InvalidGameError(f"a board must be a 2-D boolean array, not of shape {position.shape}")
        return [(int(x), int(y)) for x, y in np.argwhere(position)]
    heads = set()
    for item in position:
        try:
            x, y = item
        except (TypeError, ValueError):
            raise InvalidGameError(f"a head must be a pair (x, y), not {item!r}") from None
        heads.add((_nimber(x, "a coordinate"), _nimber(y, "a coordinate")))
    return sorted(heads)


def _heads_1d(position: Iterable[Any]) -> list[int]:
    return sorted({_nimber(x, "a coin") for x in position})


# -- the two classic 2-D games -----------------------------------------------------------------


def rectangle_value(position: Any) -> int:
    """Value of a position of the rectangle (four corners) game: XOR of x * y over the heads.

    Parameters
    ----------
    position : iterable of (x, y), or 2-D bool array
        The heads (0-based).

    Returns
    -------
    int

    Notes
    -----
    One nim product per head. The single-head value is the definition of the nim product:
    g(x, y) = mex{g(a, y) ^ g(x, b) ^ g(a, b) : a < x, b < y}.

    Examples
    --------
    >>> rectangle_value([(2, 2), (3, 1)])  # 2*2 ^ 3*1 = 3 ^ 3
    0
    """
    v = 0
    for x, y in _heads_2d(position):
        v ^= _mul(x, y)
    return v


def rectangle_winning_move(position: Any) -> CoinMove | None:
    """A winning move of the rectangle game, or None when the position has value 0.

    Returns
    -------
    CoinMove or None
        Target ``(x, y)`` and others ``((a, y), (x, b), (a, b))``.

    Notes
    -----
    The corners of (a, b)-(x, y) change the value by d * e with d = x ^ a, e = y ^ b. With
    position value V != 0, a head (x, y) whose value x * y has the top bit of V has an
    option of value (x * y) ^ V, by the mex definition; for each a < x the only candidate is
    b = y ^ V / d, a move when b < y (or, when y < x, the same with the roles swapped). Cost
    O(H) products to pick the head and O(min(x, y)) nim divisions for it: fine for
    coordinates up to about 10^5 (a 64-bit division is about 50 µs).

    Examples
    --------
    >>> m = rectangle_winning_move([(2, 2)])
    >>> m
    CoinMove(target=(2, 2), others=((0, 2), (2, 0), (0, 0)))
    >>> rectangle_value(m.apply([(2, 2)]))
    0
    """
    heads = _heads_2d(position)
    values = [_mul(x, y) for x, y in heads]
    v = 0
    for g in values:
        v ^= g
    if v == 0:
        return None
    top = 1 << (v.bit_length() - 1)
    x, y = next(h for h, g in zip(heads, values) if g & top)
    if x <= y:
        for a in range(x):
            b = y ^ _mul(v, _inv(x ^ a))
            if b < y:
                return CoinMove((x, y), ((a, y), (x, b), (a, b)))
    else:
        for b in range(y):
            a = x ^ _mul(v, _inv(y ^ b))
            if a < x:
                return CoinMove((x, y), ((a, y), (x, b), (a, b)))
    raise AssertionError("a head has an option of every smaller value")  # pragma: no cover


def flip_two_value(position: Any) -> int:
    """Value of a position of the two-in-a-row-or-column game: XOR of x ^ y over the heads.

    Each head is a game of Nim on two heaps x and y (a move lowers one of them).

    Notes
    -----
    O(H) for H heads.

    Examples
    --------
    >>> flip_two_value([(1, 2), (3, 0)])
    0
    """
    v = 0
    for x, y in _heads_2d(position):
        v ^= x ^ y
    return v


def flip_two_winning_move(position: Any) -> CoinMove | None:
    """A winning move of the two-in-a-row-or-column game, or None when the value is 0.

    Notes
    -----
    Turning (x, y) and (a, y) changes the value by x ^ a, so with value V a head (x, y)
    has the winning move to a = x ^ V when that is below x (else b = y ^ V below y). O(H).

    Examples
    --------
    >>> flip_two_winning_move([(1, 2), (3, 1)])  # values 3 ^ 2: turn (1, 2) and (0, 2)
    CoinMove(target=(1, 2), others=((0, 2),))
    """
    heads = _heads_2d(position)
    v = 0
    for x, y in heads:
        v ^= x ^ y
    if v == 0:
        return None
    for x, y in heads:
        if x ^ v < x:
            return CoinMove((x, y), ((x ^ v, y),))
        if y ^ v < y:
            return CoinMove((x, y), ((x, y ^ v),))
    raise AssertionError("a position of non-zero value has a winning move")  # pragma: no cover


# -- 1-D games and their Tartan products -------------------------------------------------------


class CoinGame:
    """A 1-D coin-turning game on coins 0, 1, 2, ...

    Parameters
    ----------
    moves : callable
        ``moves(x)`` gives the moves with target x, each as the collection of the OTHER coins
        it turns over (all below x; possibly empty, for turning x alone).
    value : callable, optional
        A closed form of the value of a single head (trusted, not checked). Without it,
        values come from the mex definition: g(x) = mex over moves of the XOR of g(others).

    Notes
    -----
    Without `value`, ``value(x)`` evaluates the moves of every coin up to x once (memoized,
    no recursion): O(sum over z <= x of the total size of the moves of z).

    Examples
    --------
    >>> ruler = CoinGame(lambda x: [range(a, x) for a in range(1, x + 1)])  # a run of coins ending at x
    >>> [ruler.value(x) for x in range(1, 9)]
    [1, 2, 1, 4, 1, 2, 1, 8]
    >>> ruler.position_value([3, 5]), ruler.winning_move([3, 5, 6])
    (0, CoinMove(target=3, others=(1, 2)))
    """

    def __init__(self, moves: Callable[[int], Iterable[Iterable[int]]], value: Callable[[int], int] | None = None):
        self._moves = moves
        self._closed = value
        self._values: list[int] = []

    def __repr__(self) -> str:
        """The moves function, and the closed form or the first head values computed. O(1)."""
        if self._closed is not None:
            return f"CoinGame({_name(self._moves)}, value={_name(self._closed)})"
        vals = self._values
        text = ", ".join(_short(g) for g in vals[:_FEW])
        more = f", … {len(vals)} in all" if len(vals) > _FEW else ""
        return f"CoinGame({_name(self._moves)}, values=[{text}{more}])"

    def _repr_svg_(self) -> str | None:
        """The values of a single head on coins 0, 1, 2, ... as a picture (notebooks), as
        :meth:`~grundy.TakeAndBreak._repr_svg_` draws a heap game's: all the values computed
        so far (thinned past 572 of them; the caption says how), or, when fewer than two are
        known (always with a closed form), the first 300, computed for the picture on a copy
        within about half a second (the caption says how many it got, and at which coin it
        stopped if the moves were bad there). None when not even two values could be
        computed. 640 x 290 pixels, under 700 KB."""
        from ..heaps.pictures import PICTURE_VALUES, first_values, sequence_svg

        if len(self._values) >= 2:
            return sequence_svg(np.asarray(self._values, np.int64), repr(self), unit="coin")
        values, note = first_values(CoinGame(self._moves, self._closed).value, PICTURE_VALUES,
                                    unit="coin")
        return sequence_svg(values, repr(self), note=note, unit="coin")

    def moves(self, x: int) -> list[tuple[int, ...]]:
        """The moves with target x, as sorted tuples of the other coins (validated)."""
        out = []
        for m in self._moves(x):
            others = tuple(sorted(int(c) for c in m))
            if any(not 0 <= c < x for c in others) or len(set(others)) != len(others):
                raise InvalidGameError(f"a move with target {x} turns over {list(m)}: the other coins must be distinct and below {x}")
            out.append(others)
        return out

    def value(self, x: int) -> int:
        """Value of a single head on coin x."""
        x = _nimber(x, "a coin")
        if self._closed is not None:
            return _nimber(self._closed(x), "a coin value")
        while len(self._values) <= x:
            z = len(self._values)
            sums = []
            for others in self.moves(z):
                s = 0
                for c in others:
                    s ^= self._values[c]
                sums.append(s)
            self._values.append(mex(sums))
        return self._values[x]

    def position_value(self, heads: Iterable[int]) -> int:
        """Value of a position: the XOR of the values of its heads."""
        v = 0
        for x in _heads_1d(heads):
            v ^= self.value(x)
        return v

    def winning_move(self, heads: Iterable[int]) -> CoinMove | None:
        """A move to a position of value 0, or None when the position has value 0.

        O(H * M) for H heads with at most M moves each (plus their sizes).
        """
        hs = _heads_1d(heads)
        v = 0
        for x in hs:
            v ^= self.value(x)
        if v == 0:
            return None
        for x in hs:
            for others in self.moves(x):
                s = self.value(x)
                for c in others:
                    s ^= self.value(c)
                if s == v:
                    return CoinMove(x, others)
        raise AssertionError("a position of non-zero value has a winning move")  # pragma: no cover


#: Twins: turn over the target x and exactly one coin a < x. g(x) = x.
TWINS = CoinGame(lambda x: [(a,) for a in range(x)], value=lambda x: x)


def tartan_value(position: Any, g1: Callable[[int], int], g2: Callable[[int], int]) -> int:
    """Value of a position of the Tartan product of two 1-D coin games with head values g1, g2.

    By the Tartan theorem a head (x, y) is worth g1(x) * g2(y) (nim product).

    Examples
    --------
    >>> tartan_value([(2, 3)], lambda x: x, lambda y: y)  # the rectangle game: 2 * 3
    1
    """
    v = 0
    for x, y in _heads_2d(position):
        v ^= _mul(_nimber(g1(x), "g1(x)"), _nimber(g2(y), "g2(y)"))
    return v


class TartanProduct:
    """The Tartan product of two 1-D coin games: a 2-D coin game on coins (x, y).

    A move is a move M1 of `first` with target x times a move M2 of `second` with target y:
    it turns over every coin of M1 x M2 (M1, M2 with their targets), and (x, y) is the target.

    Parameters
    ----------
    first, second : CoinGame

    Notes
    -----
    Tartan theorem: the value of a head (x, y) is g1(x) * g2(y), so a move changes the value
    by s1 * s2, where s1 (s2) is the XOR of g1 (g2) over M1 (M2). :meth:`winning_move` uses
    this: for each head and each move M1 it looks up a move M2 with s2 = V / s1 in a table of
    the moves at y, in O(H * (M1 + M2)) rather than the O(H * M1 * M2) of a search.

    Examples
    --------
    >>> corners = TartanProduct(TWINS, TWINS)  # the rectangle game
    >>> corners.value(2, 3), corners.position_value([(2, 3), (1, 1)])
    (1, 0)
    >>> corners.winning_move([(2, 3)])
    CoinMove(target=(2, 3), others=((2, 0), (0, 3), (0, 0)))
    """

    def __init__(self, first: CoinGame, second: CoinGame):
        self.first, self.second = first, second

    def __repr__(self) -> str:
        return f"TartanProduct({self.first!r}, {self.second!r})"

    def value(self, x: int, y: int) -> int:
        """Value of a single head at (x, y): g1(x) * g2(y)."""
        return _mul(self.first.value(x), self.second.value(y))

    def position_value(self, position: Any) -> int:
        """Value of a position (iterable of heads, or 2-D bool array)."""
        v = 0
        for x, y in _heads_2d(position):
            v ^= self.value(x, y)
        return v

    def moves(self, x: int, y: int) -> list[CoinMove]:
        """Every move with target (x, y)."""
        out = []
        for m1 in self.first.moves(x):
            for m2 in self.second.moves(y):
                coins = [(a, b) for a in (x, *m1) for b in (y, *m2)]
                out.append(CoinMove((x, y), tuple(coins[1:])))
        return out

    def winning_move(self, position: Any) -> CoinMove | None:
        """A move to a position of value 0, or None when the position has value 0."""
        heads = _heads_2d(position)
        v = 0
        for x, y in heads:
            v ^= self.value(x, y)
        if v == 0:
            return None
        for x, y in heads:
            by_sum: dict[int, tuple[int, ...]] = {}
            for m2 in self.second.moves(y):
                s2 = self.second.value(y)
                for b in m2:
                    s2 ^= self.second.value(b)
                by_sum.setdefault(s2, m2)
            for m1 in self.first.moves(x):
                s1 = self.first.value(x)
                for a in m1:
                    s1 ^= self.first.value(a)
                if s1 == 0:
                    continue
                m2 = by_sum.get(_mul(v, _inv(s1)))
                if m2 is not None:
                    coins = [(a, b) for a in (x, *m1) for b in (y, *m2)]
                    return CoinMove((x, y), tuple(coins[1:]))
        raise AssertionError("a position of non-zero value has a winning move")  # pragma: no cover
