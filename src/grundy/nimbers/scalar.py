"""Nimber arithmetic on Python integers of any size, and the :class:`Nimber` number type.

Nimbers are the non-negative integers with nim addition (XOR) and the nim product
``a * b = mex{a'*b ^ a*b' ^ a'*b' : a' < a, b' < b}``. The nimbers below ``2^(2^k)`` form the
field GF(2^(2^k)), so every non-zero nimber has an inverse and every nimber a square root.

The product uses the Fermat 2-power split: with F = 2^h (h a power of two) and x = a.F ^ b,
y = c.F ^ d (a, b, c, d < F),

    x * y = ((a^b)*(c^d) ^ b*d).F ^ b*d ^ (a*c)*(F/2),

three half-size products and one product by the constant F/2, down to a 256 x 256 table of
the products below 256. Inverse and square root use the same split: the norm
``N(aF ^ b) = (a*a)*(F/2) ^ a*b ^ b*b`` lies in the half-size field and
``(aF ^ b)^-1 = (a*N^-1).F ^ (a^b)*N^-1``; ``sqrt(aF ^ b) = sqrt(a).F ^ sqrt(b ^ a*(F/2))``.
The recursion depth is log2 of the bit length, so about 3 below 2^64.
"""

from __future__ import annotations

import numbers
import operator
from functools import lru_cache
from math import gcd
from typing import Any

from ..errors import InvalidGameError, NimberZeroDivisionError
from ._tables import byte_table

__all__ = [
    "NIM_LOG_GENERATOR",
    "Nimber",
    "nim_mul",
    "nim_pow",
    "nim_inv",
    "nim_div",
    "nim_sqrt",
    "nim_log",
    "nim_quadratic_root",
]

#: The generator of the multiplicative group of the nimbers below 2^64 (of order
#: 2^64 - 1 = 3*5*17*257*641*65537*6700417) to which :func:`nim_log` takes logarithms:
#: 2^32 + 6, the least nimber g with g^((2^64-1)/p) != 1 for each of those primes p (the
#: nimbers below 2^32 form a subfield, so none of them generates).
NIM_LOG_GENERATOR = 2**32 + 6

_ORDER_64 = (1 << 64) - 1
_PRIMES_64 = (3, 5, 17, 257, 641, 65537, 6700417)

_TABLE: list[int] = byte_table().astype(int).ravel().tolist()  # _TABLE[x << 8 | y] = x * y
_INV8 = [0] * 256
_SQRT8 = [0] * 256
for _x in range(1, 256):
    _INV8[_x] = _TABLE[_x << 8 : (_x + 1) << 8].index(1)
for _x in range(256):
    _SQRT8[_TABLE[_x << 8 | _x]] = _x
del _x


def _nimber(x: Any, what: str = "a nimber") -> int:
    """`x` as a plain non-negative int, or InvalidGameError."""
    try:
        v = int(operator.index(x))
    except TypeError:
        raise InvalidGameError(f"{what} must be a non-negative integer, not {x!r}") from None
    if v < 0:
        raise InvalidGameError(f"{what} must be a non-negative integer, not {v}")
    return v


def _half_width(bits: int) -> int:
    """The split width h (a power of two, at least 8) for nimbers of `bits` > 8 bits: bits <= 2h."""
    h = 8
    while 2 * h < bits:
        h <<= 1
    return h


def _field_bits(x: int) -> int:
    """The size 2^k (in bits) of the least field GF(2^(2^k)) holding the nimber x."""
    k = 1
    while k < x.bit_length():
        k <<= 1
    return k


def _half(z: int, h: int) -> int:
    """z * 2^(h-1) for z < 2^h (h a power of two, at least 8): z times half the Fermat 2-power 2^h."""
    if h == 8:
        return _TABLE[z << 8 | 128]
    if z < 2:
        return z << (h - 1)
    g = h >> 1
    u, v = z >> g, z & ((1 << g) - 1)
    if u == 0:
        return _half(v, g) << g
    return (_half(u ^ v, g) << g) ^ _half(_half(u, g), g)


def _mul(x: int, y: int) -> int:
    """Nim product of two plain non-negative ints."""
    if (x | y) < 256:
        return _TABLE[x << 8 | y]
    if x < 2 or y < 2:
        return x * y
    h = _half_width(max(x, y).bit_length())
    mask = (1 << h) - 1
    a, b, c, d = x >> h, x & mask, y >> h, y & mask
    if a == 0:  # x < F: x * (cF ^ d) = (x*c).F ^ x*d
        return (_mul(x, c) << h) ^ _mul(x, d)
    if c == 0:
        return (_mul(a, y) << h) ^ _mul(b, y)
    bd = _mul(b, d)
    return ((_mul(a ^ b, c ^ d) ^ bd) << h) ^ bd ^ _half(_mul(a, c), h)


def _sq(x: int) -> int:
    """Nim square (a linear map): (aF ^ b)^2 = a^2.F ^ a^2*(F/2) ^ b^2."""
    if x < 256:
        return _TABLE[x << 8 | x]
    h = _half_width(x.bit_length())
    a2, b2 = _sq(x >> h), _sq(x & ((1 << h) - 1))
    return (a2 << h) ^ _half(a2, h) ^ b2


def _inv(x: int) -> int:
    """Nim inverse of a non-zero plain int, through the norm to the half-size field."""
    if x < 256:
        return _INV8[x]
    h = _half_width(x.bit_length())
    a, b = x >> h, x & ((1 << h) - 1)
    ni = _inv(_half(_sq(a), h) ^ _mul(a, b) ^ _sq(b))
    return (_mul(a, ni) << h) ^ _mul(a ^ b, ni)


def _sqrt(x: int) -> int:
    """Nim square root of a plain int."""
    if x < 256:
        return _SQRT8[x]
    h = _half_width(x.bit_length())
    a, b = x >> h, x & ((1 << h) - 1)
    return (_sqrt(a) << h) ^ _sqrt(b ^ _half(a, h))


def _pow(x: int, e: int) -> int:
    """x^e for a plain int x and e >= 0 (0^0 = 1)."""
    if e == 0:
        return 1
    if x < 2:
        return x
    order = (1 << _field_bits(x)) - 1  # x^order = 1
    e = (e - 1) % order + 1
    r = x
    for bit in bin(e)[3:]:
        r = _sq(r)
        if bit == "1":
            r = _mul(r, x)
    return r


def nim_mul(x: int, y: int) -> int:
    """Nim product of two nimbers of any size.

    Parameters
    ----------
    x, y : int
        Non-negative integers.

    Returns
    -------
    int
        ``x * y`` in the nimber field.

    Raises
    ------
    InvalidGameError
        If an argument is negative or not an integer.

    Notes
    -----
    The Fermat 2-power split (see the module docstring) with a 256 x 256 table at the bottom:
    O(n^log2(3)) table products for n-byte operands (27 below 2^64, at most), about 20 µs
    for a 64-bit product in CPython. For arrays of 64-bit nimbers use
    :data:`grundy.nimbers.nim_multiply`.

    Examples
    --------
    >>> nim_mul(3141, 5926), nim_mul(2, 2), nim_mul(2**32, 2**32) == 3 * 2**31
    (14994, 3, True)
    """
    return _mul(_nimber(x), _nimber(y))


def nim_pow(x: int, e: int) -> int:
    """``x`` raised to the (ordinary integer) power ``e`` by nim multiplication.

    Parameters
    ----------
    x : int
        A nimber (non-negative integer).
    e : int
        Exponent; negative exponents use the inverse of x. ``0 ** 0`` is 1.

    Returns
    -------
    int

    Raises
    ------
    NimberZeroDivisionError
        For x = 0 and e < 0.
    InvalidGameError
        If x is negative or an argument is not an integer.

    Notes
    -----
    Square-and-multiply after reducing e modulo the order 2^(2^k) - 1 of the multiplicative
    group of the least field GF(2^(2^k)) holding x: O(2^k) products.

    Examples
    --------
    >>> nim_pow(2, 3), nim_pow(2, 10), nim_pow(7, -1) == nim_inv(7)
    (1, 2, True)
    """
    x = _nimber(x)
    try:
        e = int(operator.index(e))
    except TypeError:
        raise InvalidGameError(f"the exponent must be an integer, not {e!r}") from None
    if e < 0:
        x, e = nim_inv(x), -e
    return _pow(x, e)


def nim_inv(x: int) -> int:
    """Nim inverse: the y with ``x * y == 1``.

    Parameters
    ----------
    x : int
        A non-zero nimber.

    Returns
    -------
    int
        The inverse, which lies in the least field GF(2^(2^k)) holding x.

    Raises
    ------
    NimberZeroDivisionError
        For x = 0 (also a ZeroDivisionError).
    InvalidGameError
        If x is negative or not an integer.

    Notes
    -----
    Through the norm to the half-size field (module docstring): about 4 products per level,
    so O(n^log2(3)) table products for an n-byte x, rather than the 2^k products of
    x^(2^(2^k) - 2).

    Examples
    --------
    >>> nim_inv(2), nim_mul(7, nim_inv(7))
    (3, 1)
    """
    x = _nimber(x)
    if x == 0:
        raise NimberZeroDivisionError("the nimber 0 has no inverse")
    return _inv(x)


def nim_div(x: int, y: int) -> int:
    """Nim quotient ``x / y``: the z with ``z * y == x``.

    Raises
    ------
    NimberZeroDivisionError
        For y = 0.
    InvalidGameError
        If an argument is negative or not an integer.

    Notes
    -----
    One inverse and one product.

    Examples
    --------
    >>> nim_div(14994, 5926)
    3141
    """
    x = _nimber(x)
    return _mul(x, nim_inv(y))


def nim_sqrt(x: int) -> int:
    """Nim square root: the unique y with ``y * y == x``.

    Squaring is a bijection of each field GF(2^(2^k)) (characteristic 2), so every nimber
    has exactly one square root, and it lies in the least field holding x.

    Raises
    ------
    InvalidGameError
        If x is negative or not an integer.

    Notes
    -----
    ``sqrt(aF ^ b) = sqrt(a).F ^ sqrt(b ^ a*(F/2))``: two half-size roots per level.

    Examples
    --------
    >>> nim_sqrt(2), nim_sqrt(3), nim_mul(nim_sqrt(12345), nim_sqrt(12345))
    (3, 2, 12345)
    """
    return _sqrt(_nimber(x))


@lru_cache(maxsize=None)
def _quadratic_basis(bits: int) -> dict[int, tuple[int, int]]:
    """Row-reduced images L(x) = x*x ^ x of the bits of GF(2^bits): {leading bit: (image, x)}."""
    basis: dict[int, tuple[int, int]] = {}
    for i in range(bits):
        v, comb = _sq(1 << i) ^ (1 << i), 1 << i
        while v:
            top = v.bit_length() - 1
            if top not in basis:
                basis[top] = (v, comb)
                break
            bv, bc = basis[top]
            v, comb = v ^ bv, comb ^ bc
    return basis


def nim_quadratic_root(a: int, *, bits: int = 64) -> int | None:
    """A root of ``x*x + x = a`` in the field GF(2^bits) of the nimbers below 2^bits, or None.

    Parameters
    ----------
    a : int
        A nimber below 2^bits.
    bits : int, default 64
        The field: a power of two (1, 2, 4, ..., 64, 128, ...).

    Returns
    -------
    int or None
        A root x (the other root is ``x ^ 1``), or None when the equation has no root in
        GF(2^bits) (it then has two in GF(2^(2*bits))).

    Raises
    ------
    InvalidGameError
        If bits is not a power of two or a is not a nimber below 2^bits.

    Notes
    -----
    In characteristic 2 the map L(x) = x*x + x is linear over GF(2); its kernel is {0, 1},
    so exactly half of the field has roots (the elements of trace 0). The bit images
    L(2^i) are row-reduced once per field (``bits`` products and O(bits^2) word operations,
    cached); each call then reduces ``a`` in O(bits) word operations.

    Examples
    --------
    >>> x = nim_quadratic_root(10)
    >>> nim_mul(x, x) ^ x
    10
    >>> nim_quadratic_root(1, bits=1) is None  # x*x + x = 0 for both x in GF(2)
    True
    """
    try:
        bits = int(operator.index(bits))
    except TypeError:
        raise InvalidGameError(f"bits must be a power of two, not {bits!r}") from None
    if bits < 1 or bits & (bits - 1):
        raise InvalidGameError(f"bits must be a power of two, not {bits}")
    a = _nimber(a)
    if a >> bits:
        raise InvalidGameError(f"{a} is not a nimber below 2^{bits}")
    basis = _quadratic_basis(bits)
    v, x = a, 0
    while v:
        top = v.bit_length() - 1
        if top not in basis:
            return None
        bv, bc = basis[top]
        v, x = v ^ bv, x ^ bc
    return x


# -- discrete logarithm in GF(2^64)* ---------------------------------------------------------


@lru_cache(maxsize=None)
def _log_tables():
    """Baby-step tables of :func:`nim_log` for NIM_LOG_GENERATOR (built once, by compiled kernels)."""
    import numpy as np

    from . import _kernels
    from ._tables import subfield_tables

    exp, log = subfield_tables()
    primes = np.array(_PRIMES_64, np.uint64)
    steps = np.array([int(p**0.5) + 1 for p in _PRIMES_64], np.int64)
    values, indices, offsets, giants = _kernels.log_tables(np.uint64(NIM_LOG_GENERATOR), primes, steps, exp, log)
    return primes, steps, values, indices, offsets, giants, exp, log


def _crt(residues: list[int]) -> int:
    """The n mod 2^64 - 1 with n = residues[i] mod _PRIMES_64[i]."""
    n = 0
    for r, p in zip(residues, _PRIMES_64):
        m = _ORDER_64 // p
        n += r * m * pow(m, -1, p)
    return n % _ORDER_64


def nim_log(x: int, base: int | None = None) -> int:
    """Discrete logarithm of a non-zero nimber below 2^64.

    Parameters
    ----------
    x : int
        A nimber with 0 < x < 2^64.
    base : int, optional
        The base, a non-zero nimber below 2^64. Default: :data:`NIM_LOG_GENERATOR`, a
        generator of the multiplicative group GF(2^64)*.

    Returns
    -------
    int
        The least e >= 0 with ``nim_pow(base, e) == x``; for the default base, the unique e
        in 0 .. 2^64 - 2.

    Raises
    ------
    InvalidGameError
        If x or base is 0, negative, not below 2^64, or x is not a power of base.

    Notes
    -----
    Pohlig–Hellman over 2^64 - 1 = 3*5*17*257*641*65537*6700417 (distinct primes): for each
    prime p, the log of x^((2^64-1)/p) in the subgroup of order p by baby-step giant-step
    with about sqrt(p) steps (2589 for the largest), then the Chinese remainder theorem.
    About 4000 products in compiled code: tens of microseconds. The baby-step tables
    (about 3000 entries) are built on the first call. For another base b,
    ``log_b(x) = log(x) / log(b)`` modulo the order of b, when that division exists.

    Examples
    --------
    >>> nim_pow(NIM_LOG_GENERATOR, nim_log(12345)) == 12345
    True
    >>> nim_log(3, base=2)  # 2 * 2 = 3
    2
    """
    x = _nimber(x)
    if x == 0 or x >> 64:
        raise InvalidGameError(f"nim_log needs a nimber with 0 < x < 2^64, not {x}")
    lx = _log_default(x)
    if base is None:
        return lx
    b = _nimber(base, "the base")
    if b == 0 or b >> 64:
        raise InvalidGameError(f"the base must be a nimber with 0 < base < 2^64, not {b}")
    lb = _log_default(b)
    d = gcd(lb, _ORDER_64)  # b generates the subgroup of order (2^64-1)/d: its logs are the multiples of d
    if lx % d:
        raise InvalidGameError(f"{x} is not a power of {b}")
    m = _ORDER_64 // d
    return (lx // d) * pow(lb // d, -1, m) % m if m > 1 else 0


def _log_default(x: int) -> int:
    import numpy as np

    from . import _kernels

    primes, steps, values, indices, offsets, giants, exp, log = _log_tables()
    residues = _kernels.log_residues(np.uint64(x), primes, steps, values, indices, offsets, giants, exp, log)
    return _crt([int(r) for r in residues])


def _is_generator_64(g: int) -> bool:
    """True when g generates the multiplicative group of the nimbers below 2^64."""
    return 0 < g < 1 << 64 and all(_pow(g, _ORDER_64 // p) != 1 for p in _PRIMES_64)



# -- the Nimber type ---------------------------------------------------------------------------


_SUPPORTED = ("nimbers support + and - (nim addition), * and / (nim product and quotient) and ** with an "
              "integer exponent; use int(x) for integer arithmetic")


def _operand(other: Any) -> int | None:
    """A plain int for an operand of a Nimber operation; None for a type that may know how to
    combine with a Nimber. Other numbers (float, Fraction, numpy floats ...) and arrays are a
    TypeError, so that they do not fall back on int arithmetic."""
    if isinstance(other, int) and not isinstance(other, bool):
        v = int(other)
    else:
        try:
            v = int(operator.index(other))
        except TypeError:
            if isinstance(other, numbers.Number):
                raise TypeError(f"nimbers combine with non-negative integers, not {type(other).__name__}") from None
            if hasattr(other, "__array__"):
                raise TypeError(f"nimbers combine with non-negative integers, not {type(other).__name__}: "
                                "for arrays use grundy.nim_multiply, grundy.nim_divide and numpy.bitwise_xor") from None
            return None
    if v < 0:
        raise InvalidGameError(f"nimbers are non-negative integers, not {v}")
    return v


def _unsupported(symbol: str, name: str):
    """The operator method `name` of Nimber, which int would otherwise supply: a TypeError saying
    what nimbers support."""

    def method(self, *args: Any) -> Any:
        raise TypeError(f"unsupported operation for nimbers: {symbol}; {_SUPPORTED}")

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"Not a nimber operation: raises TypeError (int's {symbol} would give a plain int)."
    return method


class Nimber(int):
    """A nimber: a non-negative int whose ``+``, ``-``, ``*``, ``/`` and ``**`` are nimber operations.

    ``+`` and ``-`` are both XOR, ``*`` is the nim product, ``/`` the nim quotient and
    ``x ** e`` the power by an ordinary integer e (negative e inverts). Operands may be plain
    non-negative ints (or numpy integers); results of nimber operations are Nimbers.

    The int operators with no nimber meaning, ``//``, ``%``, ``divmod`` and ``~``, raise
    TypeError (with the nimber on either side), as do ``**`` with a non-integer exponent and
    any operator with a float, Fraction, complex or array operand on the right: none of them
    falls back silently on int or float arithmetic. The bitwise operators ``&``, ``|``, ``^``
    (which equals nim addition), ``<<``, ``>>`` and the comparisons stay those of int and
    return ints. A float, Fraction or numpy number on the *left* (``2.5 * Nimber(3)``) is
    handled by its own type first, as Python tries the left operand's method before the right
    one's: write ``Nimber(3) * x`` or convert first.

    Nimbers print as CGSuite writes them: ``0``, ``*`` (the nimber 1), ``*2``, ``*3``, ...;
    ``int(n)`` gives the plain integer.

    Parameters
    ----------
    value : int, default 0
        A non-negative integer.

    Raises
    ------
    InvalidGameError
        For a negative value or operand; NimberZeroDivisionError for division by 0.

    Examples
    --------
    >>> a, b = Nimber(3141), Nimber(5926)
    >>> a * b, a + b, a * b / b
    (*14994, *7011, *3141)
    >>> Nimber(2) ** 2, Nimber(2).inverse(), Nimber(3).sqrt(), Nimber(0), Nimber(1)
    (*3, *3, *2, 0, *)
    """

    __slots__ = ()

    def __new__(cls, value: Any = 0) -> "Nimber":
        return int.__new__(cls, _nimber(value))

    def __repr__(self) -> str:
        v = int(self)
        return "0" if v == 0 else "*" if v == 1 else f"*{v}"

    __str__ = __repr__

    def __add__(self, other: Any) -> "Nimber":
        o = _operand(other)
        return NotImplemented if o is None else int.__new__(Nimber, int(self) ^ o)

    __radd__ = __add__
    __sub__ = __add__
    __rsub__ = __add__

    def __mul__(self, other: Any) -> "Nimber":
        o = _operand(other)
        return NotImplemented if o is None else int.__new__(Nimber, _mul(int(self), o))

    __rmul__ = __mul__

    def __truediv__(self, other: Any) -> "Nimber":
        o = _operand(other)
        return NotImplemented if o is None else int.__new__(Nimber, nim_div(int(self), o))

    def __rtruediv__(self, other: Any) -> "Nimber":
        o = _operand(other)
        return NotImplemented if o is None else int.__new__(Nimber, nim_div(o, int(self)))

    def __pow__(self, e: Any, mod: Any = None) -> "Nimber":
        if mod is not None:
            raise TypeError("nimbers have no modular power")
        try:
            exponent = int(operator.index(e))
        except TypeError:
            if isinstance(e, numbers.Number) or hasattr(e, "__array__"):
                raise TypeError(f"the exponent of a nimber must be an integer, not {type(e).__name__}; "
                                f"{_SUPPORTED}") from None
            return NotImplemented
        return int.__new__(Nimber, nim_pow(int(self), exponent))

    def __rpow__(self, base: Any, mod: Any = None) -> "Nimber":
        b = _operand(base)
        if mod is not None or b is None:
            return NotImplemented
        return int.__new__(Nimber, nim_pow(b, int(self)))

    __floordiv__ = _unsupported("//", "__floordiv__")
    __rfloordiv__ = _unsupported("//", "__rfloordiv__")
    __mod__ = _unsupported("%", "__mod__")
    __rmod__ = _unsupported("%", "__rmod__")
    __divmod__ = _unsupported("divmod", "__divmod__")
    __rdivmod__ = _unsupported("divmod", "__rdivmod__")
    __invert__ = _unsupported("~", "__invert__")

    def __neg__(self) -> "Nimber":
        return self  # every nimber is its own additive inverse

    def __pos__(self) -> "Nimber":
        return self

    def inverse(self) -> "Nimber":
        """The nim inverse (NimberZeroDivisionError for 0)."""
        return int.__new__(Nimber, nim_inv(int(self)))

    def sqrt(self) -> "Nimber":
        """The nim square root."""
        return int.__new__(Nimber, _sqrt(int(self)))
