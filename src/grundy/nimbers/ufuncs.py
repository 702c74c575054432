"""numpy ufuncs for arrays of 64-bit nimbers (uint64).

========================  ===========================================  ==================
ufunc                     value                                        identity
========================  ===========================================  ==================
``nim_multiply(x, y)``    nim product x * y                            1 (``reduce`` ok)
``nim_divide(x, y)``      x / y (0 where y = 0)                        -
``nim_power(x, e)``       x^e, e an ordinary uint64 exponent           -
``nim_inverse(x)``        1 / x (0 for 0: x^(2^64 - 2))                -
``nim_square_root(x)``    the unique y with y * y = x                  -
========================  ===========================================  ==================

Nim addition is ``numpy.bitwise_xor`` (its ``reduce`` is the nim sum). These are genuine
``numpy.ufunc`` objects: they broadcast, take ``out=``, ``where=``, ``dtype=`` (uint64, the
type of every result) and ``casting=``, and have ``reduce`` (with ``axis``, ``initial`` and
``where``), ``accumulate``, ``outer`` and ``at``. Results equal the scalar functions of
:mod:`grundy.nimbers.scalar` (the ufuncs give 0 where the scalar ones raise
NimberZeroDivisionError).

Inputs: uint64 arrays take the fast loop. Other unsigned integer types and bool are cast
to uint64; signed integer arrays, Python ints and object arrays of integers are checked
value by value, and a negative value (or a Python int of 2^64 or more, or an object that is
not an integer) raises :class:`~grundy.errors.InvalidGameError` naming it; float, complex and
string inputs raise TypeError. Two limits come from numpy: ``accumulate`` and ``reduceat``
need uint64 (or unsigned) input, and ``nim_divide.reduce`` and ``nim_power.reduce``, which
have no identity, need uint64 input or ``initial=`` (numpy would copy the first value without
the check). The checked loops need numpy 2; with numpy 1.x only unsigned input is accepted.

Each product costs 9 products in GF(2^16) by exp/log tables plus 2 by constants (see
:mod:`grundy.nimbers._kernels`), a few nanoseconds. The ufuncs and their loops are compiled
ahead of time in that module. Unlike the other kernels, which take the tables as arguments,
a ufunc loop has only its operands, so it reads the module's own copy of the GF(2^16)
tables. A long call (a big array, ``reduce``, ``outer``, ``at``) stops at Ctrl-C with
KeyboardInterrupt within milliseconds: the loops look for it about every 10^6 products
(with numpy 1.x, Ctrl-C waits for the end of the call).

Examples
--------
>>> import numpy as np
>>> from grundy.nimbers import nim_multiply
>>> x = np.array([3141, 2**32, 2**64 - 1], dtype=np.uint64)
>>> nim_multiply(x, np.array([5926, 2**32, 2**64 - 1], dtype=np.uint64)).tolist()
[14994, 6442450944, 11290409524105353207]
>>> int(nim_multiply.reduce(np.array([2, 3, 6], dtype=np.uint64)))  # 2 * 3 * 6 = 1 * 6
6
>>> nim_multiply.outer(np.arange(4, dtype=np.uint64), np.arange(4, dtype=np.uint64)).tolist()
[[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]]
>>> nim_multiply(np.array([3, 4]), 5).tolist()  # int64 and a Python int, checked
[15, 2]
>>> nim_multiply(np.array([3, -1]), 5)
Traceback (most recent call last):
grundy.errors.InvalidGameError: nim_multiply: nimbers are non-negative integers, not -1
"""

from __future__ import annotations

from ._kernels import nim_divide, nim_inverse, nim_multiply, nim_power, nim_square_root

__all__ = ["nim_multiply", "nim_divide", "nim_power", "nim_inverse", "nim_square_root"]
