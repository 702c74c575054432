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
``numpy.ufunc`` objects: they broadcast, take ``out=`` and ``where=``, and have ``reduce``,
``accumulate`` and ``outer``. Inputs must be uint64 (or cast safely to it, like uint32);
for a signed array use ``a.astype(np.uint64)`` after checking it is non-negative. Results
equal the scalar functions of :mod:`grundy.nimbers.scalar` (the ufuncs give 0 where the
scalar ones raise NimberZeroDivisionError).

Each product costs 9 products in GF(2^16) by exp/log tables plus 2 by constants (see
:mod:`grundy.nimbers._kernels`), a few nanoseconds. The ufuncs and their loops are compiled
ahead of time in that module. Unlike the other kernels, which take the tables as arguments,
a ufunc loop has only its operands, so it reads the module's own copy of the GF(2^16)
tables.

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
"""

from __future__ import annotations

from ._kernels import nim_divide, nim_inverse, nim_multiply, nim_power, nim_square_root

__all__ = ["nim_multiply", "nim_divide", "nim_power", "nim_inverse", "nim_square_root"]
