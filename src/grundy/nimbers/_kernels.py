"""numba kernels for 64-bit nimbers: scalars and arrays in, no validation.

Every function takes the GF(2^16) tables ``exp, log`` of :func:`._tables.subfield_tables` as
arguments. Values are uint64 throughout (numba turns mixed signed/unsigned arithmetic into
float64, so every constant is a uint64 too). Table indices are uint64 as well: numba checks
signed indices for wrap-around, which costs about 10% of a product.

The 64-bit product is the Fermat 2-power split twice, 64 -> 32 -> 16 bits, with Karatsuba's
three half-size products at each level: 9 products in GF(2^16) (two log lookups and one exp
lookup each) and 2 products by constants (one of each). The term (a*c)*(F/2) needs a*c only
times the constant, so it is folded into the exp index (``mul16h``, ``mul32h``). The scalar
functions are inlined into their callers by numba (``inline="always"``), which lets LLVM keep
the table pointers in registers across a loop.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from ._tables import LOG_HALF_16, subfield_tables

_U0 = np.uint64(0)
_U1 = np.uint64(1)
_S16 = np.uint64(16)
_S32 = np.uint64(32)
_M16 = np.uint64(0xFFFF)
_M32 = np.uint64(0xFFFFFFFF)
_ALL = np.uint64(0xFFFFFFFFFFFFFFFF)  # 2^64 - 1, the order of GF(2^64)*
_L15 = np.uint64(LOG_HALF_16)  # log(2^15): 2^15 is half the Fermat 2-power 2^16
_LK = np.uint64(2 * LOG_HALF_16)  # log(2^15 * 2^15)
_ORD16 = np.uint64(65535)


# -- GF(2^16) ----------------------------------------------------------------------------------


@njit(cache=True, inline="always")
def mul16(a, b, exp, log):
    """a * b for nimbers below 2^16."""
    r = np.uint64(exp[np.uint64(log[a]) + np.uint64(log[b])])
    return r if (a != _U0) & (b != _U0) else _U0


@njit(cache=True, inline="always")
def mul16h(a, b, exp, log):
    """a * b * 2^15 for nimbers below 2^16 (2^15 is half the Fermat 2-power 2^16)."""
    r = np.uint64(exp[np.uint64(log[a]) + np.uint64(log[b]) + _L15])
    return r if (a != _U0) & (b != _U0) else _U0


@njit(cache=True, inline="always")
def times16(a, lc, exp, log):
    """a * c for a nimber a below 2^16 and a non-zero constant c given by its uint64 log lc."""
    r = np.uint64(exp[np.uint64(log[a]) + lc])
    return r if a != _U0 else _U0


@njit(cache=True, inline="always")
def inv16(a, exp, log):
    """Inverse of a non-zero nimber below 2^16 (0 for 0)."""
    r = np.uint64(exp[_ORD16 - np.uint64(log[a])])
    return r if a != _U0 else _U0


@njit(cache=True, inline="always")
def sqrt16(a, exp, log):
    """Square root of a nimber below 2^16: the log halved modulo 65535."""
    lg = np.uint64(log[a])
    r = np.uint64(exp[(lg + (lg & _U1) * _ORD16) >> _U1])
    return r if a != _U0 else _U0


# -- GF(2^32) and GF(2^64) ---------------------------------------------------------------------


@njit(cache=True, inline="always")
def mul32(x, y, exp, log):
    """x * y for nimbers below 2^32: 3 products in GF(2^16)."""
    x1, x0, y1, y0 = x >> _S16, x & _M16, y >> _S16, y & _M16
    p0 = mul16(x0, y0, exp, log)
    pm = mul16(x1 ^ x0, y1 ^ y0, exp, log)
    ph = mul16h(x1, y1, exp, log)
    return ((pm ^ p0) << _S16) ^ p0 ^ ph


@njit(cache=True, inline="always")
def half32(z, exp, log):
    """z * 2^31 for a nimber z below 2^32 (2^31 = 2^15 * 2^16 is half the Fermat 2-power 2^32)."""
    z1, z0 = z >> _S16, z & _M16
    return (times16(z1 ^ z0, _L15, exp, log) << _S16) ^ times16(z1, _LK, exp, log)


@njit(cache=True, inline="always")
def mul32h(x, y, exp, log):
    """x * y * 2^31 for nimbers below 2^32, without forming x * y (3 products, 2 constants)."""
    x1, x0, y1, y0 = x >> _S16, x & _M16, y >> _S16, y & _M16
    p0 = mul16(x0, y0, exp, log)
    hi = mul16(x1 ^ x0, y1 ^ y0, exp, log) ^ p0  # x * y = hi.2^16 ^ lo
    lo = p0 ^ mul16h(x1, y1, exp, log)
    return (times16(hi ^ lo, _L15, exp, log) << _S16) ^ times16(hi, _LK, exp, log)


@njit(cache=True, inline="always")
def mul64(x, y, exp, log):
    """x * y for nimbers below 2^64: 9 products in GF(2^16)."""
    a, b, c, d = x >> _S32, x & _M32, y >> _S32, y & _M32
    bd = mul32(b, d, exp, log)
    mid = mul32(a ^ b, c ^ d, exp, log) ^ bd
    return (mid << _S32) ^ bd ^ mul32h(a, c, exp, log)


@njit(cache=True, inline="always")
def inv32(x, exp, log):
    """Inverse of a nimber below 2^32 (0 for 0), through its norm in GF(2^16)."""
    a, b = x >> _S16, x & _M16
    n = mul16h(a, a, exp, log) ^ mul16(a, b, exp, log) ^ mul16(b, b, exp, log)
    ni = inv16(n, exp, log)
    return (mul16(a, ni, exp, log) << _S16) ^ mul16(a ^ b, ni, exp, log)


@njit(cache=True, inline="always")
def inv64(x, exp, log):
    """Inverse of a nimber below 2^64 (0 for 0), through its norm in GF(2^32)."""
    a, b = x >> _S32, x & _M32
    n = mul32h(a, a, exp, log) ^ mul32(a, b, exp, log) ^ mul32(b, b, exp, log)
    ni = inv32(n, exp, log)
    return (mul32(a, ni, exp, log) << _S32) ^ mul32(a ^ b, ni, exp, log)


@njit(cache=True, inline="always")
def sqrt32(x, exp, log):
    """Square root of a nimber below 2^32."""
    a, b = x >> _S16, x & _M16
    return (sqrt16(a, exp, log) << _S16) ^ sqrt16(b ^ times16(a, _L15, exp, log), exp, log)


@njit(cache=True, inline="always")
def sqrt64(x, exp, log):
    """Square root of a nimber below 2^64: sqrt(aF ^ b) = sqrt(a).F ^ sqrt(b ^ a*(F/2))."""
    a, b = x >> _S32, x & _M32
    return (sqrt32(a, exp, log) << _S32) ^ sqrt32(b ^ half32(a, exp, log), exp, log)


@njit(cache=True)
def pow64(x, e, exp, log):
    """x^e (uint64 exponent, 0^0 = 1) by square-and-multiply: at most 128 products."""
    r = _U1
    while e != _U0:
        if e & _U1:
            r = mul64(r, x, exp, log)
        x = mul64(x, x, exp, log)
        e >>= _U1
    return r


# -- ufunc element functions -------------------------------------------------------------------
# A ufunc loop takes only its operands, so these read the tables from the module constants
# below (numba embeds them in the compiled loop; they are deterministic, so cached loops stay
# valid). They live here, not in ufuncs.py, because numba's on-disk cache is invalidated by
# changes to the file of the compiled function only. ufuncs.py compiles them on first use.

UFUNC_EXP, UFUNC_LOG = subfield_tables()


def nim_multiply(x, y):
    return mul64(x, y, UFUNC_EXP, UFUNC_LOG)


def nim_divide(x, y):
    return mul64(x, inv64(y, UFUNC_EXP, UFUNC_LOG), UFUNC_EXP, UFUNC_LOG)


def nim_power(x, e):
    return pow64(x, e, UFUNC_EXP, UFUNC_LOG)


def nim_inverse(x):
    return inv64(x, UFUNC_EXP, UFUNC_LOG)


def nim_square_root(x):
    return sqrt64(x, UFUNC_EXP, UFUNC_LOG)


# -- arrays ------------------------------------------------------------------------------------


@njit(cache=True)
def mul64_arrays(a, b, exp, log):
    """Elementwise products of two equal-length uint64 arrays."""
    out = np.empty(len(a), np.uint64)
    for i in range(len(a)):
        out[i] = mul64(a[i], b[i], exp, log)
    return out


# -- discrete logarithm ------------------------------------------------------------------------


@njit(cache=True)
def log_tables(g, primes, steps, exp, log):
    """Baby-step giant-step tables for the subgroups of GF(2^64)* of prime order p.

    For prime i, with gp = g^((2^64-1)/p) and m = steps[i]: the values gp^j (j < m) sorted,
    in values[offsets[i]:offsets[i+1]] with their j in indices, and giants[i] = gp^-m.
    """
    k = len(primes)
    offsets = np.zeros(k + 1, np.int64)
    for i in range(k):
        offsets[i + 1] = offsets[i] + steps[i]
    values = np.empty(offsets[k], np.uint64)
    indices = np.empty(offsets[k], np.int64)
    giants = np.empty(k, np.uint64)
    for i in range(k):
        gp = pow64(g, _ALL // primes[i], exp, log)
        m = steps[i]
        raw = np.empty(m, np.uint64)
        v = _U1
        for j in range(m):
            raw[j] = v
            v = mul64(v, gp, exp, log)
        order = np.argsort(raw)
        for j in range(m):
            values[offsets[i] + j] = raw[order[j]]
            indices[offsets[i] + j] = order[j]
        giants[i] = inv64(v, exp, log)  # v = gp^m
    return values, indices, offsets, giants


@njit(cache=True)
def log_residues(x, primes, steps, values, indices, offsets, giants, exp, log):
    """log(x) modulo each prime of `primes` (Pohlig–Hellman with baby-step giant-step).

    -1 where x^((2^64-1)/p) is not in the subgroup generated by the tables' gp (impossible
    for a generator g and x != 0).
    """
    k = len(primes)
    out = np.full(k, -1, np.int64)
    for i in range(k):
        h = pow64(x, _ALL // primes[i], exp, log)
        m = steps[i]
        baby = values[offsets[i] : offsets[i + 1]]
        for t in range(m):
            pos = np.searchsorted(baby, h)
            if pos < m and baby[pos] == h:
                out[i] = t * m + indices[offsets[i] + pos]
                break
            h = mul64(h, giants[i], exp, log)
    return out


# -- linear algebra (Gaussian elimination; a is modified in place) ------------------------------


@njit(cache=True)
def _eliminate_below(a, row, col, start, exp, log):
    """Clear a[j, col] for j > row using the pivot a[row, col]; columns before `start` are left
    alone (they are zero in both rows)."""
    m, n = a.shape
    pinv = inv64(a[row, col], exp, log)
    for j in range(row + 1, m):
        if a[j, col] != _U0:
            f = mul64(a[j, col], pinv, exp, log)
            a[j, col] = _U0
            for k in range(start, n):
                if a[row, k] != _U0:
                    a[j, k] ^= mul64(f, a[row, k], exp, log)


@njit(cache=True)
def _swap_rows(a, i, j):
    for k in range(a.shape[1]):
        t = a[i, k]
        a[i, k] = a[j, k]
        a[j, k] = t


@njit(cache=True)
def det64(a, exp, log):
    """Determinant of the square uint64 matrix a (destroyed). O(n^3) products.

    Row swaps need no sign: in characteristic 2, -1 = 1.
    """
    n = a.shape[0]
    det = _U1
    for c in range(n):
        p = c
        while p < n and a[p, c] == _U0:
            p += 1
        if p == n:
            return _U0
        if p != c:
            _swap_rows(a, p, c)
        det = mul64(det, a[c, c], exp, log)
        _eliminate_below(a, c, c, c + 1, exp, log)
    return det


@njit(cache=True)
def rank64(a, exp, log):
    """Rank of the uint64 matrix a (destroyed), by row echelon form. O(m n min(m, n)) products."""
    m, n = a.shape
    r = 0
    for c in range(n):
        if r == m:
            break
        p = r
        while p < m and a[p, c] == _U0:
            p += 1
        if p == m:
            continue
        if p != r:
            _swap_rows(a, p, r)
        _eliminate_below(a, r, c, c + 1, exp, log)
        r += 1
    return r


@njit(cache=True)
def solve64(a, b, exp, log):
    """Solve a x = b for square a (n, n) and b (n, k), both destroyed; Gauss–Jordan.

    Returns (x, True), or (b, False) when a is singular. O(n^2 (n + k)) products.
    """
    n = a.shape[0]
    k = b.shape[1]
    for c in range(n):
        p = c
        while p < n and a[p, c] == _U0:
            p += 1
        if p == n:
            return b, False
        if p != c:
            _swap_rows(a, p, c)
            _swap_rows(b, p, c)
        pinv = inv64(a[c, c], exp, log)
        for t in range(c, n):
            a[c, t] = mul64(a[c, t], pinv, exp, log)
        for t in range(k):
            b[c, t] = mul64(b[c, t], pinv, exp, log)
        for j in range(n):
            f = a[j, c]
            if j == c or f == _U0:
                continue
            for t in range(c, n):
                if a[c, t] != _U0:
                    a[j, t] ^= mul64(f, a[c, t], exp, log)
            for t in range(k):
                if b[c, t] != _U0:
                    b[j, t] ^= mul64(f, b[c, t], exp, log)
    return b, True
