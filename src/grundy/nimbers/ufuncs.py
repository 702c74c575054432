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
:mod:`grundy.nimbers._kernels`), a few nanoseconds. Each ufunc is compiled by numba when
first used (cached on disk; building its loop still takes about 0.1 s per process). Unlike
the other kernels, which take the tables as arguments, a ufunc loop has only its operands,
so its element function reads the GF(2^16) tables as module constants.

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

from typing import Any

from numba import vectorize

from . import _kernels as _k

__all__ = ["nim_multiply", "nim_divide", "nim_power", "nim_inverse", "nim_square_root"]

# Each ufunc is compiled (or loaded from numba's cache) when it is first used, by the module
# __getattr__ below: building a ufunc's loop costs about 0.1 s even from the cache, so
# importing this module builds none. The element functions are in _kernels.py.

_BINARY, _UNARY = ["uint64(uint64, uint64)"], ["uint64(uint64)"]
_SPECS = {  # name: (signatures, identity, docstring)
    "nim_multiply": (_BINARY, 1, """nim_multiply(x, y, /, out=None, *, where=True, ...)

Nim product of uint64 nimbers, elementwise; identity 1, so ``reduce`` gives the product.
"""),
    "nim_divide": (_BINARY, None, """nim_divide(x, y, /, out=None, *, where=True, ...)

Nim quotient x / y of uint64 nimbers, elementwise; 0 where y is 0.
"""),
    "nim_power": (_BINARY, None, """nim_power(x, e, /, out=None, *, where=True, ...)

x raised to the ordinary uint64 power e by nim multiplication (0^0 = 1); at most 128 products.
"""),
    "nim_inverse": (_UNARY, None, """nim_inverse(x, /, out=None, *, where=True, ...)

Nim inverse of uint64 nimbers, elementwise; 0 for 0 (x^(2^64 - 2)).
"""),
    "nim_square_root": (_UNARY, None, """nim_square_root(x, /, out=None, *, where=True, ...)

Nim square root of uint64 nimbers, elementwise (every nimber has exactly one).
"""),
}
_NUMBA: dict[str, Any] = {}  # the numba objects, which own the compiled loops


def __getattr__(name: str) -> Any:
    if name not in _SPECS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    signatures, identity, doc = _SPECS[name]
    options = {} if identity is None else {"identity": identity}
    dufunc = vectorize(signatures, cache=True, **options)(getattr(_k, name))
    _NUMBA[name] = dufunc
    # numba's dynamic ufunc would compile new loops for new input types (int64 accepted,
    # negative values misread); the numpy ufunc inside it has only the uint64 loops.
    ufunc = dufunc.ufunc
    ufunc.__doc__ = doc
    globals()[name] = ufunc
    return ufunc


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_SPECS))
