"""The take-and-break code language: a heap game written as a string, as CGSuite writes it.

A move takes k tokens from one heap (k may be 0, or negative: adding tokens) and leaves the
rest as j non-empty heaps. The code ``... d-2 d-1 d0 . d1 d2 d3 ...`` has one *digit* per k:
d_k says which numbers of heaps j may be left when k tokens are taken. Digits before the point
are d0 (its right-most digit: take no token) and the *additive* digits d-1, d-2, ... (add 1, 2,
... tokens), right to left.

A digit is

- a base-32 digit ``0``-``9``, ``A``-``V`` (either case), or ``&N;`` for any larger number: bit
  j set means j heaps may be left (``1`` none, ``2`` one, ``4`` two, ``8`` three, ``G`` four ...);
- ``{j1,j2,...}``: the heap counts listed, with ``+`` at the end for "and any larger count"
  (``{2+}``: two or more heaps);
- ``*``: any number of heaps (``{0+}``).

A digit may end with a *constraint* on the heaps it leaves: ``!`` (pairwise unequal), ``?``
(not all equal) or ``=`` (all equal). In braces each count may carry its own (``{2,3?+}``), or
one constraint follows the closing brace for all of them. A constraint speaks of two or more
heaps: a single heap (or none) always satisfies it. The digits after the point may end with a
*repeating tail* in brackets, which repeats for ever: ``0.[3]`` is Nim (take any number),
``0.3003330[3]`` the subtraction game that takes any number but 2, 3 and 7.

Examples: ``0.77`` Kayles, ``0.07`` Dawson's Kayles, ``4!.0`` Grundy's game (split a heap in
two unequal heaps), ``0.4!`` (take one and split the rest in two unequal heaps), ``8?.0``
(split in three heaps, not all equal), ``{2+}=.0`` (split in two or more equal heaps),
``0.{2,3?+}`` (take one, and split the rest in two heaps, or in three or more not all equal),
``80.0`` (add a token and split the heap in three).

Codes print in CGSuite's normal form (:func:`normal_form`): leading and trailing zeros cut, a
repeating tail of zeros dropped, constraints that say nothing removed (``3!`` is ``3``), one
constraint for a whole digit where it can (``{0!,2!,3!+}`` is ``{0,2+}!``). A code whose plays
need not end (some move leaves a heap at least as large as the one it came from, as ``20.0``,
which adds a token to a heap) is refused, with such a move.

Where grundy and CGSuite differ: a heap of 0 tokens is no heap and has no move (CGSuite lets
additive digits make heaps out of an empty one; such codes are refused here as not ending),
``.07`` is read as ``0.07``, and a constraint never forbids leaving a single heap (CGSuite's
traversal forbids leaving one heap of one token under ``?``, though its documentation, as
here, reads ``R?`` as "may leave one heap").
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterator

from ..errors import InvalidGameError

__all__ = ["Digit", "TBCode", "parse_code", "normal_form", "partitions"]

#: The base-32 digit characters.
BASE32 = "0123456789ABCDEFGHIJKLMNOPQRSTUV"
#: The constraint characters, by name: unconstrained is "".
PAIRWISE, SOME, EQUAL = "!", "?", "="
_CONSTRAINTS = (PAIRWISE, SOME, EQUAL)
#: The largest heap count a brace list may name (as in CGSuite).
MAX_COUNT = 63


@dataclass(frozen=True)
class Digit:
    """One digit of a take-and-break code: which numbers of heaps it may leave, and how.

    Attributes
    ----------
    allowed : tuple of (str or None)
        ``allowed[j]`` is the constraint on leaving j heaps (``""`` none, ``"!"``, ``"?"``,
        ``"="``), or None when j heaps may not be left. Never ends with None.
    more : bool
        Counts beyond ``len(allowed) - 1`` are allowed too, with the last constraint.

    Examples
    --------
    >>> d = Digit.from_mask(4, "!")
    >>> str(d), d.counts(4), d.constraint(2)
    ('4!', [2], '!')
    >>> str(Digit.make(("", "", "", ""), more=True)), str(Digit.make((None, None, "", "?"), True))
    ('*', '{2,3?+}')
    """

    allowed: tuple[str | None, ...] = ()
    more: bool = False

    @classmethod
    def make(cls, allowed: tuple[str | None, ...], more: bool = False) -> Digit:
        """The digit in normal form (CGSuite's rules): counts 0 and 1 take the constraint of
        the larger counts when they all have one, else none; a repeated last constraint under
        ``more`` is folded into it."""
        allowed = tuple(allowed)
        while allowed and allowed[-1] is None:
            allowed = allowed[:-1]
        if more and not allowed:
            raise ValueError("a digit with 'more' needs an allowed count")
        if more and len(allowed) < 4:
            allowed = allowed + (allowed[-1],) * (4 - len(allowed))
        effective = {c for c in allowed[2:] if c is not None}
        norm = []
        for j, c in enumerate(allowed):
            if c is None:
                norm.append(None)
            elif len(effective) == 1:
                norm.append(next(iter(effective)))
            elif j <= 1:
                norm.append("")
            else:
                norm.append(c)
        if more:
            last = len(norm) - 1
            while last > 0 and norm[last - 1] == norm[-1]:
                last -= 1
            norm = norm[: last + 1]
        return cls(tuple(norm), more)

    @classmethod
    def from_mask(cls, mask: int, constraint: str = "") -> Digit:
        """The digit whose bit j allows j heaps, each with `constraint`."""
        return cls.make(tuple(constraint if mask >> j & 1 else None for j in range(mask.bit_length())))

    @property
    def is_zero(self) -> bool:
        """No move."""
        return not self.allowed

    @property
    def mask(self) -> int:
        """The counts listed, as bits (``more`` aside)."""
        return sum(1 << j for j, c in enumerate(self.allowed) if c is not None)

    @property
    def max_heaps(self) -> int | None:
        """The most heaps a move may leave, None for no bound."""
        return None if self.more else len(self.allowed) - 1

    @property
    def unconstrained(self) -> bool:
        """No constraint on any count."""
        return all(c in (None, "") for c in self.allowed)

    def constraint(self, j: int) -> str | None:
        """The constraint on leaving j heaps, or None when j heaps may not be left."""
        if j < len(self.allowed):
            return self.allowed[j]
        return self.allowed[-1] if self.more else None

    def counts(self, upto: int) -> list[int]:
        """The heap counts j <= upto this digit allows."""
        return [j for j in range(upto + 1) if self.constraint(j) is not None]

    def __str__(self) -> str:
        if not self.allowed:
            return "0"
        last = self.allowed[-1]
        consistent = all(c is None or c == last for c in self.allowed)
        if consistent and not self.more:
            m = self.mask
            return (BASE32[m] if m < 32 else f"&{m};") + last
        if consistent:
            if len(self.allowed) == 1:
                return "*" + last
            listed = ",".join(str(j) for j, c in enumerate(self.allowed) if c == last)
            return "{" + listed + "+}" + last
        listed = ",".join(f"{j}{c}" for j, c in enumerate(self.allowed) if c is not None)
        return "{" + listed + ("+" if self.more else "") + "}"


ZERO = Digit()


@dataclass(frozen=True)
class TBCode:
    """A take-and-break code, parsed and in normal form.

    Attributes
    ----------
    digits : tuple of Digit
        d0, d1, ...: the digits after the additive ones, the repeating tail last.
    additive : tuple of Digit
        d-1, d-2, ...: adding 1, 2, ... tokens.
    period : int
        How many of the last digits repeat for ever (0: none).

    Examples
    --------
    >>> c = TBCode.parse("04.00[30]")
    >>> str(c), c.period, c.max_take, str(c.digit(7)), str(c.digit(8))
    ('4.00[30]', 2, None, '3', '0')
    >>> TBCode.parse("4!.0").max_heaps, TBCode.parse("0.{2,3?+}").max_heaps
    (2, None)
    """

    digits: tuple[Digit, ...]
    additive: tuple[Digit, ...] = ()
    period: int = 0

    @classmethod
    def parse(cls, code: str) -> TBCode:
        """Parse `code` (see the module notes); errors name the character and its place."""
        return parse_code(code)

    @classmethod
    def normalized(cls, digits, additive=(), period: int = 0) -> TBCode:
        """The code in normal form: zero tails dropped, trailing zeros cut."""
        digits, additive = list(digits), list(additive)
        while additive and additive[-1].is_zero:
            additive.pop()
        if period and all(d.is_zero for d in digits[len(digits) - period:]):
            digits = digits[: len(digits) - period]
            period = 0
        if not period:
            while digits and digits[-1].is_zero:
                digits.pop()
        if not digits:
            digits = [ZERO]
        return cls(tuple(digits), tuple(additive), period)

    @property
    def preperiod(self) -> int:
        """How many digits (d0 included) come before the repeating tail."""
        return len(self.digits) - self.period

    @property
    def max_take(self) -> int | None:
        """The most tokens one move takes (None: any number, a repeating tail)."""
        return None if self.period else len(self.digits) - 1

    @property
    def max_add(self) -> int:
        """The most tokens one move adds (the number of additive digits)."""
        return len(self.additive)

    @property
    def max_heaps(self) -> int | None:
        """The most heaps one move may leave (None: no bound)."""
        most = 0
        for d in self.all_digits():
            if d.max_heaps is None:
                return None
            most = max(most, d.max_heaps)
        return most

    def all_digits(self) -> tuple[Digit, ...]:
        """Every digit of the code, additive ones included."""
        return self.additive + self.digits

    def digit(self, k: int) -> Digit:
        """The digit for taking k tokens (k < 0: adding -k)."""
        if k < 0:
            return self.additive[-k - 1] if -k - 1 < len(self.additive) else ZERO
        if k < len(self.digits):
            return self.digits[k]
        if self.period:
            return self.digits[(k - self.preperiod) % self.period + self.preperiod]
        return ZERO

    @property
    def unconstrained(self) -> bool:
        """No digit has a constraint."""
        return all(d.unconstrained for d in self.all_digits())

    @property
    def is_octal(self) -> bool:
        """An octal code: digits 0-7 without constraints, no additive digit, no tail."""
        return self._plain(8)

    @property
    def is_hexadecimal(self) -> bool:
        """A hexadecimal code: digits 0-F without constraints, no additive digit, no tail."""
        return self._plain(16)

    def _plain(self, base: int) -> bool:
        return (not self.additive and not self.period and self.unconstrained
                and all(not d.more and d.mask < base for d in self.digits))

    def __str__(self) -> str:
        head = "".join(str(d) for d in reversed(self.additive)) + str(self.digits[0])
        body = "".join(str(d) for d in self.digits[1 : self.preperiod])
        tail = "".join(str(d) for d in self.digits[self.preperiod :])
        if not body and not tail:
            return head + ".0"
        return f"{head}.{body}" + (f"[{tail}]" if tail else "")

    # ------------------------------------------------------------------------------------
    # Moves.

    def takes(self, n: int) -> range:
        """The numbers of tokens a move may take from a heap of n (negative: added)."""
        top = n if self.period else min(n, len(self.digits) - 1)
        return range(-len(self.additive), top + 1)

    def options(self, n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Every move from one heap of n, as ``(take, leave)``, `leave` in increasing order,
        in CGSuite's order: by tokens taken (added first), then heap count, then `leave`
        lexicographically. A heap of 0 has no move.

        Examples
        --------
        >>> list(TBCode.parse("4!.0").options(8))
        [(0, (1, 7)), (0, (2, 6)), (0, (3, 5))]
        """
        if n <= 0:
            return
        for k in self.takes(n):
            d = self.digit(k)
            if d.is_zero:
                continue
            t = n - k
            top = t if d.max_heaps is None else min(t, d.max_heaps)
            for j in range(top + 1):
                c = d.constraint(j)
                if c is None:
                    continue
                if j == 0:
                    if t == 0:
                        yield k, ()
                    continue
                for parts in partitions(t, j, c):
                    yield k, parts

    def count_options(self, n: int, limit: int) -> int:
        """How many moves :meth:`options` gives from one heap of n, counted without listing
        them; any count above `limit` is returned as ``limit + 1``.

        Parameters
        ----------
        n : int
            The heap.
        limit : int
            The count that matters (a count above it is not computed exactly).

        Returns
        -------
        int
            ``min(number of options, limit + 1)``.

        Notes
        -----
        Each digit counts the partitions of what is left into the heap counts it allows
        (closed forms for two and three heaps; a table of partitions into at most j parts
        otherwise, only while a lower bound of the count stays within `limit`), and the count
        stops as soon as it passes `limit`. O(t) digits for t tokens a move takes (a repeating
        tail's digits that leave at most one heap are counted in O(1) each), plus O(sqrt(n))
        for the divisors of n when ``=`` allows any count, plus O(m * j) per count j >= 4
        whose partitions of m tokens are tabled, which the bound keeps small (m about
        `limit`^(1/3) for j = 4). A tail digit that leaves two heaps or more only when they
        are equal costs O(n / P) for a tail of length P.

        Examples
        --------
        >>> code = TBCode.parse("0.{2,3?+}")
        >>> code.count_options(12, 10**6) == len(list(code.options(12)))
        True
        >>> code.count_options(1000, 10**7)  # more than 10**7: not counted further
        10000001
        """
        cap = limit + 1
        if n <= 0:
            return 0
        total = 0
        for k in self.takes(min(n, self.preperiod - 1)):
            d = self.digit(k)
            if not d.is_zero:
                total += _digit_count(d, n - k, cap - total)
                if total >= cap:
                    return cap
        # A repeating tail: each digit of it takes k = first, first + P, ... tokens.
        for first in range(self.preperiod, min(n, len(self.digits) - 1) + 1):
            d = self.digits[first]
            ks = range(first, n + 1, self.period)
            if d.is_zero:
                continue
            if d.max_heaps is not None and d.max_heaps <= 1:
                # One heap (of the n - k >= 1 tokens left), or none when k = n.
                whole = ks[-1] == n
                total += (len(ks) - whole if d.constraint(1) is not None else 0) + (
                    whole and d.constraint(0) is not None)
            elif d.constraint(1) is not None and len(ks) - 1 >= cap - total:
                return cap  # at least one heap left by every k < n
            else:
                for k in ks:
                    total += _digit_count(d, n - k, cap - total)
                    if total >= cap:
                        break
            if total >= cap:
                return cap
        return total

    def sum_options(self, heaps: tuple[int, ...]) -> list[tuple[int, ...]]:
        """Every position one move leaves from the sum of `heaps` (sorted), each sorted: one
        heap replaced by what a move leaves of it (equal heaps are tried once).

        Examples
        --------
        >>> TBCode.parse("4!.0").sum_options((2, 5))
        [(1, 2, 4), (2, 2, 3)]
        """
        out = []
        for i, h in enumerate(heaps):
            if i and heaps[i - 1] == h:
                continue  # equal heaps have the same moves
            rest = heaps[:i] + heaps[i + 1 :]
            out += [tuple(sorted(rest + leave)) for _, leave in self.options(h)]
        return out

    def check_finite(self, code: str) -> None:
        """Refuse (InvalidGameError) a code whose plays need not end: a move that takes no
        token or adds some, and may leave a heap at least as large as the heap it came from.
        The message gives such a move."""
        for k in range(-len(self.additive), 1):
            d = self.digit(k)
            if d.is_zero:
                continue
            a = -k
            if k == 0 and d.constraint(0) is not None:
                raise InvalidGameError(
                    f"code {code!r}: d0 = {d} allows leaving no heap after taking no token, "
                    "which is not a move (d0 may allow two heaps or more)"
                )
            witness = _loop_witness(d, a)
            if witness is not None:
                n, parts = witness
                what = "takes no token" if a == 0 else f"adds {a} token{'s' if a > 1 else ''}"
                raise InvalidGameError(
                    f"code {code!r} is not a finite game: its plays need not end (a move that "
                    f"{what} may turn a heap of {n} into {' + '.join(map(str, parts))}, a heap "
                    f"as large as the one it came from)"
                )


def _loop_witness(d: Digit, a: int) -> tuple[int, tuple[int, ...]] | None:
    """A heap n and a move of digit `d` (taking -a tokens, a >= 0) that leaves a heap of at
    least n tokens, or None when every move of `d` leaves smaller heaps only.

    With j heaps from n + a tokens: unconstrained (or ``?``) the largest part can be
    n + a - j + 1, at least n exactly when j <= a + 1; pairwise unequal, n + a - j(j-1)/2;
    all equal, (n + a)/j, at least n for some n >= 1 with j | n + a only when n <= a/(j-1)."""
    counts = d.counts(a + 2) if d.more else d.counts(d.max_heaps or 0)
    for j in counts:
        c = d.constraint(j)
        if j == 0:
            continue
        if j == 1:
            return 1, (1 + a,)
        if c in ("", SOME) and j <= a + 1:
            n = max(1, j - a)
            if c == SOME and n + a == j:
                n += 1
            return n, (1,) * (j - 1) + (n + a - j + 1,)
        if c == PAIRWISE and j * (j - 1) // 2 <= a:
            n = max(1, j * (j + 1) // 2 - a)
            return n, tuple(range(1, j)) + (n + a - j * (j - 1) // 2,)
        if c == EQUAL:
            for n in range(1, a // (j - 1) + 1):
                if (n + a) % j == 0:
                    return n, ((n + a) // j,) * j
    return None


def _digit_count(d: Digit, r: int, cap: int) -> int:
    """How many ways digit `d` leaves `r` tokens as heaps (counts and constraints as
    :meth:`TBCode.options` lists them), or `cap` when at least `cap`."""
    top = r if d.max_heaps is None else min(r, d.max_heaps)
    total = 0
    j = 0
    while j <= top and total < cap:
        c = d.constraint(j)
        if d.more and j >= len(d.allowed) and c == EQUAL:
            # Every count from here on is "all equal": one way per divisor j of r.
            total += sum(1 for q in _divisors(r) if q >= j)
            break
        if c is not None:
            total += _count_partitions(r, j, c, cap - total)
        if c == PAIRWISE and j * (j + 1) // 2 > r and j >= len(d.allowed) - 1:
            break  # every larger count is of unequal heaps, and none fits in r
        j += 1
    return min(total, cap)


def _divisors(n: int) -> list[int]:
    """The divisors of n >= 1. O(sqrt(n))."""
    out = []
    q = 1
    while q * q <= n:
        if n % q == 0:
            out += [q] if q * q == n else [q, n // q]
        q += 1
    return out


def _count_partitions(total: int, count: int, constraint: str, cap: int) -> int:
    """The number of :func:`partitions` of `total` into `count` parts under `constraint`, or
    `cap` when at least `cap`."""
    if count == 0:
        return 1 if total == 0 else 0
    if constraint == EQUAL:
        return 1 if total >= count and total % count == 0 else 0
    if constraint == PAIRWISE:
        total -= count * (count - 1) // 2  # subtract 0, 1, ..., count - 1 from the parts
        constraint = ""
    if total < count:
        return 0
    cap += 1  # room for the one partition "?" takes away
    if count == 1:
        ways = 1
    elif count == 2:
        ways = total // 2
    elif count == 3:
        ways = (total * total + 6) // 12  # the integer nearest total^2 / 12
    else:
        # Each partition is at most count! compositions, which number C(total - 1, count - 1).
        if math.comb(total - 1, count - 1) // math.factorial(count) >= cap:
            return cap
        # Partitions of total into `count` parts: of total - count into parts of at most count.
        m = total - count
        table = [1] + [0] * m
        for part in range(1, min(count, m) + 1):
            for s in range(part, m + 1):
                table[s] = min(table[s] + table[s - part], cap)
        ways = table[m]
    if constraint == SOME and count >= 2 and total % count == 0:
        ways -= 1  # all equal
    return min(ways, cap - 1)


def partitions(total: int, count: int, constraint: str = "") -> Iterator[tuple[int, ...]]:
    """The ways to write `total` as `count` positive parts in increasing order, under a
    constraint (``""`` none, ``"!"`` pairwise unequal, ``"?"`` not all equal, ``"="`` all
    equal), lexicographically. Iterative: `count` may be large.

    Examples
    --------
    >>> list(partitions(6, 3)), list(partitions(6, 3, "!")), list(partitions(6, 3, "?"))
    ([(1, 1, 4), (1, 2, 3), (2, 2, 2)], [(1, 2, 3)], [(1, 1, 4), (1, 2, 3)])
    """
    if count <= 0:
        if count == 0 and total == 0:
            yield ()
        return
    if constraint == EQUAL:
        if total % count == 0 and total >= count:
            yield (total // count,) * count
        return
    if count == 1:
        if total >= 1:
            yield (total,)
        return
    step = 1 if constraint == PAIRWISE else 0
    parts = [0] * count

    def fill(i: int, first: int, rest: int) -> bool:
        # parts[i:] from `first` up: the least ones, the last taking what is left.
        for m in range(i, count - 1):
            parts[m] = first + (m - i) * step
            rest -= parts[m]
        parts[-1] = rest
        return rest >= parts[-2] + step

    def least(i: int, first: int) -> int:
        # The fewest tokens parts[i:] need when parts[i] == first.
        c = count - i
        return first * c + step * c * (c - 1) // 2

    if least(0, 1) > total:
        return
    fill(0, 1, total)
    while True:
        if constraint != SOME or parts[0] != parts[-1]:
            yield tuple(parts)
        # The right-most part below the last that can grow, the rest re-filled after it.
        i = count - 2
        rest = parts[-1]
        while i >= 0:
            rest += parts[i]
            first = parts[i] + 1
            if least(i, first) <= rest:
                fill(i, first, rest)
                break
            i -= 1
        if i < 0:
            return


def _constraint_at(code: str, i: int) -> tuple[str, int]:
    """The constraint character at code[i], if any, and how many characters it takes."""
    if i < len(code) and code[i] in _CONSTRAINTS:
        return code[i], 1
    return "", 0


def _bad(code: str, i: int, why: str) -> InvalidGameError:
    ch = code[i] if i < len(code) else None
    where = f"{ch!r} at character {i + 1}" if ch is not None else "the end"
    return InvalidGameError(f"code {code!r}: {where}: {why}")


def _brace_digit(code: str, start: int) -> tuple[Digit, int]:
    """The digit ``{...}`` beginning at code[start]; returns it and the index after it (its
    constraint included)."""
    end = code.find("}", start)
    if end < 0:
        raise _bad(code, start, "'{' without a closing '}'")
    shared, extra = _constraint_at(code, end + 1)
    body = code[start + 1 : end]
    more = body.endswith("+")
    if more:
        body = body[:-1]
    if not body:
        raise _bad(code, start, "a heap-count list needs at least one count, as in {2,3}")
    allowed: dict[int, str] = {}
    pos = start + 1
    for token in body.split(","):
        own, n_c = ("", 0)
        if token and token[-1] in _CONSTRAINTS:
            own, n_c = token[-1], 1
        number = token[: len(token) - n_c]
        if not number.isdigit() or not number.isascii():
            bad_at = pos + next((i for i, ch in enumerate(token) if not ch.isdigit()), 0)
            raise _bad(code, bad_at, "a heap count must be a number from 0 to 63")
        j = int(number)
        if j > MAX_COUNT:
            raise _bad(code, pos, f"a heap count must be a number from 0 to {MAX_COUNT}")
        if own and shared:
            raise _bad(code, pos + len(number),
                       "a constraint inside the braces and another after them")
        allowed[j] = own or shared
        pos += len(token) + 1
    vector: list[str | None] = [None] * (max(allowed) + 1)
    for j, c in allowed.items():
        vector[j] = c
    return Digit.make(tuple(vector), more), end + 1 + extra


def parse_code(code: str) -> TBCode:
    """Parse a take-and-break code (see the module notes).

    Parameters
    ----------
    code : str
        The code, such as ``"0.77"``, ``"4!.0"``, ``"0.{2,3?+}"`` or ``"0.3003330[3]"``.

    Returns
    -------
    TBCode
        In normal form.

    Raises
    ------
    InvalidGameError
        For a malformed code, naming the character and its place (1-based); for a code
        whose plays need not end, with a move that shows it.

    Notes
    -----
    O(length of the code).

    Examples
    --------
    >>> str(parse_code("0.{0!,2!,3!+}")), str(parse_code("00.00[00]")), str(parse_code(".07"))
    ('0.{0,2+}!', '0.0', '0.07')
    >>> parse_code("4!.0x")
    Traceback (most recent call last):
    ...
    grundy.errors.InvalidGameError: code '4!.0x': 'x' at character 5: not a digit (0-9, A-V, &N;, {...} or *)
    """
    if not isinstance(code, str):
        raise InvalidGameError(f"a take-and-break code is a string like '0.77', not {code!r}")
    s = code.strip()
    if not s:
        raise InvalidGameError("a take-and-break code is a string like '0.77', not ''")
    before: list[Digit] = []
    after: list[Digit] = []
    point = False
    tail_at: int | None = None
    closed = False
    i = 0
    while i < len(s):
        ch = s[i]
        if closed:
            raise _bad(s, i, "nothing may follow the repeating tail's ']'")
        digit: Digit | None = None
        if ch == ".":
            if point:
                raise _bad(s, i, "a second point")
            point = True
            i += 1
        elif ch == "[":
            if not point:
                raise _bad(s, i, "a repeating tail comes after the point")
            if tail_at is not None:
                raise _bad(s, i, "a second '['")
            tail_at = len(after)
            i += 1
        elif ch == "]":
            if tail_at is None:
                raise _bad(s, i, "']' without '['")
            if tail_at == len(after):
                raise _bad(s, i, "a repeating tail needs a digit, as in 0.[3]")
            closed = True
            i += 1
        elif ch == "*":
            c, n = _constraint_at(s, i + 1)
            digit = Digit.make((c,), more=True)
            i += 1 + n
        elif ch == "{":
            digit, i = _brace_digit(s, i)
        elif ch == "&":
            end = s.find(";", i)
            number = s[i + 1 : end] if end > 0 else ""
            if end < 0 or not number.isdigit() or not number.isascii():
                raise _bad(s, i, "'&' starts a large digit written &N; with N a number, as &64;")
            value = int(number)
            if value >= 1 << (MAX_COUNT + 1):
                raise _bad(s, i, f"a digit must be below 2^{MAX_COUNT + 1}")
            c, n = _constraint_at(s, end + 1)
            digit = Digit.from_mask(value, c)
            i = end + 1 + n
        elif ch.upper() in BASE32 and ch.isascii():
            c, n = _constraint_at(s, i + 1)
            digit = Digit.from_mask(BASE32.index(ch.upper()), c)
            i += 1 + n
        elif ch in _CONSTRAINTS:
            raise _bad(s, i, "a constraint must follow a digit")
        else:
            raise _bad(s, i, "not a digit (0-9, A-V, &N;, {...} or *)")
        if digit is not None:
            (after if point else before).append(digit)
    if not point:
        raise InvalidGameError(f"code {code!r} needs a point, as in '0.77'")
    if tail_at is not None and not closed:
        raise InvalidGameError(f"code {code!r}: the repeating tail '[' is not closed by ']'")
    if not before:
        before = [ZERO]
    period = len(after) - tail_at if tail_at is not None else 0
    digits = [before[-1], *after]
    additive = list(reversed(before[:-1]))
    parsed = TBCode.normalized(digits, additive, period)
    parsed.check_finite(code)
    return parsed


def normal_form(code: str) -> str:
    """The normal form of a take-and-break code (CGSuite's).

    Examples
    --------
    >>> normal_form("04.30"), normal_form("0.{1,2!}"), normal_form("0.{0,1,2!,3!,4!+}")
    ('4.3', '0.6!', '0.*!')
    """
    return str(parse_code(code))
