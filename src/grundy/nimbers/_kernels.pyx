# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernels for 64-bit nimbers: arrays in, arrays out, no validation.

The array kernels take the GF(2^16) tables ``exp, log`` of :func:`._tables.subfield_tables`
as arguments (read-only uint16 arrays). Values are uint64 throughout.

The 64-bit product is the Fermat 2-power split twice, 64 -> 32 -> 16 bits, with Karatsuba's
three half-size products at each level: 9 products in GF(2^16) (two log lookups and one exp
lookup each) and 2 products by constants (one of each). The term (a*c)*(F/2) needs a*c only
times the constant, so it is folded into the exp index (``mul16h``, ``mul32h``). The scalar
functions are C inline functions taking the tables as pointers, so that the compiler keeps
them in registers across a loop.

The module also defines the numpy ufuncs of :mod:`grundy.nimbers.ufuncs`. A ufunc loop has
only its operands, so the module keeps its own copy of the tables in static C arrays, built
once at import (well under a millisecond) with the layout of :func:`._tables.subfield_tables`.
Each ufunc has a fast uint64 loop and checked loops for signed and object inputs (see the last
section). The long kernels (det64, rank64, solve64, mul64_arrays) and the ufunc loops look for
Ctrl-C every CHECK_EVERY products or so and then raise KeyboardInterrupt.
"""

import operator

import numpy as np

cimport numpy as cnp
from cpython.object cimport PyObject
from libc.stdint cimport int64_t, uint8_t, uint16_t, uint64_t
from libc.stdlib cimport free, malloc, qsort

from grundy._interrupt cimport CHECK_EVERY, interrupted, reraise, tick

from .._limits import shorten
from ..errors import InvalidGameError
from ._tables import GENERATOR_16, LOG_HALF_16, ORDER_16

cnp.import_array()
cnp.import_ufunc()

cdef enum:
    L15 = 62133  # log(2^15): 2^15 is half the Fermat 2-power 2^16 (LOG_HALF_16)
    LK = 2 * 62133  # log(2^15 * 2^15)
    ORD16 = 65535  # the order of GF(2^16)*

cdef extern from *:
    """
    #define GRUNDY_NIM_ALL 0xFFFFFFFFFFFFFFFFull
    #define GRUNDY_NIM_M16 0xFFFFull
    #define GRUNDY_NIM_M32 0xFFFFFFFFull
    """
    const uint64_t ALL "GRUNDY_NIM_ALL"  # 2^64 - 1, the order of GF(2^64)*
    const uint64_t M16 "GRUNDY_NIM_M16"
    const uint64_t M32 "GRUNDY_NIM_M32"

if LOG_HALF_16 != L15 or ORDER_16 != ORD16:
    raise RuntimeError("the compiled nimber kernels disagree with grundy.nimbers._tables")


# -- GF(2^16) ----------------------------------------------------------------------------------


cdef inline uint64_t mul16(uint64_t a, uint64_t b, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """a * b for nimbers below 2^16."""
    cdef uint64_t r = exp[<uint64_t>log[a] + log[b]]
    return r if (a != 0) & (b != 0) else 0


cdef inline uint64_t mul16h(uint64_t a, uint64_t b, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """a * b * 2^15 for nimbers below 2^16 (2^15 is half the Fermat 2-power 2^16)."""
    cdef uint64_t r = exp[<uint64_t>log[a] + log[b] + L15]
    return r if (a != 0) & (b != 0) else 0


cdef inline uint64_t times16(uint64_t a, uint64_t lc, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """a * c for a nimber a below 2^16 and a non-zero constant c given by its log lc."""
    cdef uint64_t r = exp[<uint64_t>log[a] + lc]
    return r if a != 0 else 0


cdef inline uint64_t inv16(uint64_t a, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """Inverse of a non-zero nimber below 2^16 (0 for 0)."""
    cdef uint64_t r = exp[ORD16 - <uint64_t>log[a]]
    return r if a != 0 else 0


cdef inline uint64_t sqrt16(uint64_t a, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """Square root of a nimber below 2^16: the log halved modulo 65535."""
    cdef uint64_t lg = log[a]
    cdef uint64_t r = exp[(lg + (lg & 1) * ORD16) >> 1]
    return r if a != 0 else 0


# -- GF(2^32) and GF(2^64) ---------------------------------------------------------------------


cdef inline uint64_t mul32(uint64_t x, uint64_t y, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """x * y for nimbers below 2^32: 3 products in GF(2^16)."""
    cdef uint64_t x1 = x >> 16, x0 = x & M16, y1 = y >> 16, y0 = y & M16
    cdef uint64_t p0 = mul16(x0, y0, exp, log)
    cdef uint64_t pm = mul16(x1 ^ x0, y1 ^ y0, exp, log)
    cdef uint64_t ph = mul16h(x1, y1, exp, log)
    return ((pm ^ p0) << 16) ^ p0 ^ ph


cdef inline uint64_t half32(uint64_t z, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """z * 2^31 for a nimber z below 2^32 (2^31 = 2^15 * 2^16 is half the Fermat 2-power 2^32)."""
    cdef uint64_t z1 = z >> 16, z0 = z & M16
    return (times16(z1 ^ z0, L15, exp, log) << 16) ^ times16(z1, LK, exp, log)


cdef inline uint64_t mul32h(uint64_t x, uint64_t y, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """x * y * 2^31 for nimbers below 2^32, without forming x * y (3 products, 2 constants)."""
    cdef uint64_t x1 = x >> 16, x0 = x & M16, y1 = y >> 16, y0 = y & M16
    cdef uint64_t p0 = mul16(x0, y0, exp, log)
    cdef uint64_t hi = mul16(x1 ^ x0, y1 ^ y0, exp, log) ^ p0  # x * y = hi.2^16 ^ lo
    cdef uint64_t lo = p0 ^ mul16h(x1, y1, exp, log)
    return (times16(hi ^ lo, L15, exp, log) << 16) ^ times16(hi, LK, exp, log)


cdef inline uint64_t mul64(uint64_t x, uint64_t y, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """x * y for nimbers below 2^64: 9 products in GF(2^16)."""
    cdef uint64_t a = x >> 32, b = x & M32, c = y >> 32, d = y & M32
    cdef uint64_t bd = mul32(b, d, exp, log)
    cdef uint64_t mid = mul32(a ^ b, c ^ d, exp, log) ^ bd
    return (mid << 32) ^ bd ^ mul32h(a, c, exp, log)


cdef inline uint64_t inv32(uint64_t x, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """Inverse of a nimber below 2^32 (0 for 0), through its norm in GF(2^16)."""
    cdef uint64_t a = x >> 16, b = x & M16
    cdef uint64_t n = mul16h(a, a, exp, log) ^ mul16(a, b, exp, log) ^ mul16(b, b, exp, log)
    cdef uint64_t ni = inv16(n, exp, log)
    return (mul16(a, ni, exp, log) << 16) ^ mul16(a ^ b, ni, exp, log)


cdef inline uint64_t inv64(uint64_t x, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """Inverse of a nimber below 2^64 (0 for 0), through its norm in GF(2^32)."""
    cdef uint64_t a = x >> 32, b = x & M32
    cdef uint64_t n = mul32h(a, a, exp, log) ^ mul32(a, b, exp, log) ^ mul32(b, b, exp, log)
    cdef uint64_t ni = inv32(n, exp, log)
    return (mul32(a, ni, exp, log) << 32) ^ mul32(a ^ b, ni, exp, log)


cdef inline uint64_t sqrt32(uint64_t x, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """Square root of a nimber below 2^32."""
    cdef uint64_t a = x >> 16, b = x & M16
    return (sqrt16(a, exp, log) << 16) ^ sqrt16(b ^ times16(a, L15, exp, log), exp, log)


cdef inline uint64_t sqrt64(uint64_t x, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """Square root of a nimber below 2^64: sqrt(aF ^ b) = sqrt(a).F ^ sqrt(b ^ a*(F/2))."""
    cdef uint64_t a = x >> 32, b = x & M32
    return (sqrt32(a, exp, log) << 32) ^ sqrt32(b ^ half32(a, exp, log), exp, log)


cdef inline uint64_t pow64(uint64_t x, uint64_t e, const uint16_t *exp, const uint16_t *log) noexcept nogil:
    """x^e (uint64 exponent, 0^0 = 1) by square-and-multiply: at most 128 products."""
    cdef uint64_t r = 1
    while e != 0:
        if e & 1:
            r = mul64(r, x, exp, log)
        x = mul64(x, x, exp, log)
        e >>= 1
    return r


# -- arrays ------------------------------------------------------------------------------------


def mul64_arrays(const uint64_t[:] a, const uint64_t[:] b, const uint16_t[::1] exp, const uint16_t[::1] log):
    """Elementwise products of two equal-length uint64 arrays (any strides). O(n) products.

    Checks for Ctrl-C every 2^20 products."""
    cdef Py_ssize_t n = a.shape[0], i, start = 0, stop
    out_a = np.empty(n, np.uint64)
    cdef uint64_t[::1] out = out_a
    cdef const uint16_t *ex = &exp[0]
    cdef const uint16_t *lg = &log[0]
    cdef bint stopped = False
    with nogil:
        while start < n:
            stop = min(n, start + CHECK_EVERY)
            for i in range(start, stop):
                out[i] = mul64(a[i], b[i], ex, lg)
            start = stop
            if start < n and interrupted():
                stopped = True
                break
    if stopped:
        reraise()
    return out_a


# -- discrete logarithm ------------------------------------------------------------------------


ctypedef struct _power:
    uint64_t value
    int64_t index


cdef int _by_value(const void *p, const void *q) noexcept nogil:
    """qsort order of _power records: by value, then by index."""
    cdef const _power *u = <const _power *>p
    cdef const _power *v = <const _power *>q
    if u.value != v.value:
        return -1 if u.value < v.value else 1
    return (u.index > v.index) - (u.index < v.index)


def log_tables(uint64_t g, const uint64_t[::1] primes, const int64_t[::1] steps,
               const uint16_t[::1] exp, const uint16_t[::1] log):
    """Baby-step giant-step tables for the subgroups of GF(2^64)* of prime order p.

    For prime i, with gp = g^((2^64-1)/p) and m = steps[i]: the values gp^j (j < m) sorted
    (ties, possible only when gp has order below m, by j), in values[offsets[i]:offsets[i+1]]
    with their j in indices, and giants[i] = gp^-m. Returns (values, indices, offsets,
    giants). O(sum(m) log m) products and comparisons.
    """
    cdef Py_ssize_t k = primes.shape[0], i
    cdef int64_t j, m, most = 0, o
    cdef uint64_t gp, v
    offsets_a = np.zeros(k + 1, np.int64)
    cdef int64_t[::1] offsets = offsets_a
    for i in range(k):
        offsets[i + 1] = offsets[i] + steps[i]
        most = max(most, steps[i])
    values_a = np.empty(offsets[k], np.uint64)
    indices_a = np.empty(offsets[k], np.int64)
    giants_a = np.empty(k, np.uint64)
    cdef uint64_t[::1] values = values_a, giants = giants_a
    cdef int64_t[::1] indices = indices_a
    cdef const uint16_t *ex = &exp[0]
    cdef const uint16_t *lg = &log[0]
    cdef _power *raw = <_power *>malloc(max(most, 1) * sizeof(_power))
    if raw == NULL:
        raise MemoryError()
    with nogil:
        for i in range(k):
            gp = pow64(g, ALL // primes[i], ex, lg)
            m = steps[i]
            v = 1
            for j in range(m):
                raw[j].value = v
                raw[j].index = j
                v = mul64(v, gp, ex, lg)
            qsort(raw, m, sizeof(_power), _by_value)
            o = offsets[i]
            for j in range(m):
                values[o + j] = raw[j].value
                indices[o + j] = raw[j].index
            giants[i] = inv64(v, ex, lg)  # v = gp^m
    free(raw)
    return values_a, indices_a, offsets_a, giants_a


def log_residues(uint64_t x, const uint64_t[::1] primes, const int64_t[::1] steps,
                 const uint64_t[::1] values, const int64_t[::1] indices, const int64_t[::1] offsets,
                 const uint64_t[::1] giants, const uint16_t[::1] exp, const uint16_t[::1] log):
    """log(x) modulo each prime of `primes` (Pohlig–Hellman with baby-step giant-step), given
    the tables of :func:`log_tables`. O(sum(m) log m) products and comparisons.

    -1 where x^((2^64-1)/p) is not in the subgroup generated by the tables' gp (impossible
    for a generator g and x != 0).
    """
    cdef Py_ssize_t k = primes.shape[0], i
    cdef int64_t m, t, lo, hi, mid, base
    cdef uint64_t h
    out_a = np.full(k, -1, np.int64)
    cdef int64_t[::1] out = out_a
    cdef const uint16_t *ex = &exp[0]
    cdef const uint16_t *lg = &log[0]
    with nogil:
        for i in range(k):
            h = pow64(x, ALL // primes[i], ex, lg)
            m = steps[i]
            base = offsets[i]
            for t in range(m):
                lo = 0  # binary search: the first baby step >= h
                hi = offsets[i + 1] - base
                while lo < hi:
                    mid = (lo + hi) >> 1
                    if values[base + mid] < h:
                        lo = mid + 1
                    else:
                        hi = mid
                if lo < m and values[base + lo] == h:
                    out[i] = t * m + indices[base + lo]
                    break
                h = mul64(h, giants[i], ex, lg)
    return out_a


# -- linear algebra (Gaussian elimination; a is modified in place) ------------------------------
# The eliminations count their products in `work` and check for Ctrl-C every CHECK_EVERY of
# them; an interrupted kernel stops, and its wrapper raises the KeyboardInterrupt.


cdef bint _eliminate_below(uint64_t[:, :] a, Py_ssize_t row, Py_ssize_t col, Py_ssize_t start,
                           const uint16_t *ex, const uint16_t *lg, int64_t *work) noexcept nogil:
    """Clear a[j, col] for j > row using the pivot a[row, col]; columns before `start` are left
    alone (they are zero in both rows). Returns True when interrupted (a is then half done)."""
    cdef Py_ssize_t m = a.shape[0], n = a.shape[1], j, t
    cdef uint64_t f, pinv = inv64(a[row, col], ex, lg), p
    for j in range(row + 1, m):
        if a[j, col] != 0:
            f = mul64(a[j, col], pinv, ex, lg)
            a[j, col] = 0
            for t in range(start, n):
                p = a[row, t]
                if p != 0:
                    a[j, t] ^= mul64(f, p, ex, lg)
        if tick(work, n - start + 1):
            return True
    return False


cdef inline void _swap_rows(uint64_t[:, :] a, Py_ssize_t i, Py_ssize_t j) noexcept nogil:
    cdef Py_ssize_t t
    cdef uint64_t s
    for t in range(a.shape[1]):
        s = a[i, t]
        a[i, t] = a[j, t]
        a[j, t] = s


def det64(uint64_t[:, :] a, const uint16_t[::1] exp, const uint16_t[::1] log,
          uint64_t det=1, Py_ssize_t start=0, Py_ssize_t stop=-1):
    """Determinant of the square uint64 matrix a (any strides; destroyed). O(n^3) products.

    Row swaps need no sign: in characteristic 2, -1 = 1. Ctrl-C stops it (KeyboardInterrupt).
    With `start` and `stop`, only the pivot columns start <= c < stop (to n by default) are
    eliminated, on a matrix whose first `start` columns are done, `det` being the product of
    their pivots: the return value is the product so far (0 once a column has no pivot), and
    a large matrix can be eliminated in pieces of columns, in increasing order.
    """
    cdef Py_ssize_t n = a.shape[0], c, p
    cdef const uint16_t *ex = &exp[0]
    cdef const uint16_t *lg = &log[0]
    cdef int64_t work = 0
    cdef bint stopped = False
    if stop < 0 or stop > n:
        stop = n
    if start < 0:
        start = 0
    with nogil:
        for c in range(start, stop):
            p = c
            while p < n and a[p, c] == 0:
                p += 1
            if p == n:
                det = 0
                break
            if p != c:
                _swap_rows(a, p, c)
            det = mul64(det, a[c, c], ex, lg)
            if _eliminate_below(a, c, c, c + 1, ex, lg, &work):
                stopped = True
                break
    if stopped:
        reraise()
    return det


def rank64(uint64_t[:, :] a, const uint16_t[::1] exp, const uint16_t[::1] log,
           Py_ssize_t r=0, Py_ssize_t start=0, Py_ssize_t stop=-1):
    """Rank of the uint64 matrix a (any strides; destroyed), by row echelon form.
    O(m n min(m, n)) products. Ctrl-C stops it (KeyboardInterrupt).

    With `start` and `stop`, only the columns start <= c < stop (to n by default) are
    eliminated, on a matrix whose first `start` columns are in echelon form with `r` pivot
    rows: the return value is the pivot rows so far, and a large matrix can be eliminated in
    pieces of columns, in increasing order.
    """
    cdef Py_ssize_t m = a.shape[0], n = a.shape[1], c, p
    cdef const uint16_t *ex = &exp[0]
    cdef const uint16_t *lg = &log[0]
    cdef int64_t work = 0
    cdef bint stopped = False
    if stop < 0 or stop > n:
        stop = n
    if start < 0:
        start = 0
    with nogil:
        for c in range(start, stop):
            if r == m:
                break
            p = r
            while p < m and a[p, c] == 0:
                p += 1
            if tick(&work, p - r + 1):
                stopped = True
                break
            if p == m:
                continue
            if p != r:
                _swap_rows(a, p, r)
            if _eliminate_below(a, r, c, c + 1, ex, lg, &work):
                stopped = True
                break
            r += 1
    if stopped:
        reraise()
    return r


def solve64(uint64_t[:, :] a, b, const uint16_t[::1] exp, const uint16_t[::1] log,
            Py_ssize_t start=0, Py_ssize_t stop=-1):
    """Solve a x = b for square a (n, n) and b (n, k), uint64 arrays of any strides, both
    destroyed; Gauss–Jordan.

    Returns (x, True) with x the array b itself, or (b, False) when a is singular.
    O(n^2 (n + k)) products. Ctrl-C stops it (KeyboardInterrupt). With `start` and `stop`,
    only the pivot columns start <= c < stop (to n by default) are eliminated, on [a | b]
    whose first `start` columns are done: a large system can be solved in pieces of columns,
    in increasing order (x is b once the last piece returns True).
    """
    cdef uint64_t[:, :] bm = b
    cdef Py_ssize_t n = a.shape[0], k = bm.shape[1], c, p, j, t
    cdef uint64_t pinv, f, q
    cdef bint ok = True, stopped = False
    cdef const uint16_t *ex = &exp[0]
    cdef const uint16_t *lg = &log[0]
    cdef int64_t work = 0
    if stop < 0 or stop > n:
        stop = n
    if start < 0:
        start = 0
    with nogil:
        for c in range(start, stop):
            p = c
            while p < n and a[p, c] == 0:
                p += 1
            if p == n:
                ok = False
                break
            if p != c:
                _swap_rows(a, p, c)
                _swap_rows(bm, p, c)
            pinv = inv64(a[c, c], ex, lg)
            for t in range(c, n):
                a[c, t] = mul64(a[c, t], pinv, ex, lg)
            for t in range(k):
                bm[c, t] = mul64(bm[c, t], pinv, ex, lg)
            for j in range(n):
                f = a[j, c]
                if j == c or f == 0:
                    continue
                for t in range(c, n):
                    q = a[c, t]
                    if q != 0:
                        a[j, t] ^= mul64(f, q, ex, lg)
                for t in range(k):
                    q = bm[c, t]
                    if q != 0:
                        bm[j, t] ^= mul64(f, q, ex, lg)
                if tick(&work, n - c + k):
                    stopped = True
                    break
            if stopped:
                break
    if stopped:
        reraise()
    return b, ok


# -- ufuncs ------------------------------------------------------------------------------------
# The loops read the tables from static arrays (their addresses are link-time constants),
# built at import by _fill_tables with the layout of subfield_tables(). Each loop has a fast
# path for contiguous operands; nim_multiply's also has one for reduce, where the output is
# the first operand with stride 0.
#
# The square root is additive (in characteristic 2, (x ^ y)^2 = x^2 ^ y^2), so the ufunc takes
# it byte by byte: sqrt(x) is the XOR of SQRT8[k][byte k of x] over the 8 bytes, 8 independent
# lookups instead of sqrt64's 16 lookups in chains up to 6 long. SQRT8 is filled by sqrt64.

cdef uint16_t EXP16[3 * ORD16]
cdef uint16_t LOG16[ORD16 + 1]
cdef uint64_t SQRT8[8][256]


cdef void _fill_tables(uint64_t g) except *:
    """EXP16 and LOG16 for the generator g (as :func:`._tables.subfield_tables`), then SQRT8.

    The nim products of bytes come from the 2 x 2 table by the Fermat 2-power split (with
    F = 2^h: x * y = ((a^b)*(c^d) ^ b*d).F ^ b*d ^ (a*c)*(F/2) for x = a.F ^ b, y = c.F ^ d),
    one more split gives x * g below 2^16, and the powers of g fill the tables: about 10^5
    lookups. Raises RuntimeError if g is not a generator or log(2^15) is not L15.
    """
    cdef uint8_t *t = <uint8_t *>malloc(256 * 256)  # t[x * 256 + y] = x * y below 2^8
    if t == NULL:
        raise MemoryError()
    cdef uint64_t h, n, x, y, a, b, c, d, bd, v = 1
    cdef int64_t i
    cdef int k
    cdef bint generator = True
    t[0] = t[1] = t[256] = 0  # below 2: the ordinary product
    t[257] = 1
    h = 1
    while h < 8:  # products below 2^h -> below 2^(2h); those below 2^h stay as they are
        n = 1 << (2 * h)
        for x in range(n):
            for y in range(n):
                if x >> h or y >> h:
                    a, b, c, d = x >> h, x & ((1 << h) - 1), y >> h, y & ((1 << h) - 1)
                    bd = t[b * 256 + d]
                    t[x * 256 + y] = (((t[(a ^ b) * 256 + (c ^ d)] ^ bd) << h) ^ bd
                                      ^ t[t[a * 256 + c] * 256 + (1 << (h - 1))])
        h *= 2
    for i in range(1, ORD16 + 1):
        LOG16[i] = ORD16  # not a log: marks the nimbers not reached yet
    LOG16[0] = 0
    c, d = g >> 8, g & 255
    for i in range(ORD16):
        if LOG16[v] != ORD16:  # g^i = g^j for some j < i
            generator = False
            break
        LOG16[v] = <uint16_t>i
        EXP16[i] = EXP16[i + ORD16] = EXP16[i + 2 * ORD16] = <uint16_t>v
        a, b = v >> 8, v & 255
        bd = t[b * 256 + d]
        v = (((t[(a ^ b) * 256 + (c ^ d)] ^ bd) << 8) ^ bd ^ t[t[a * 256 + c] * 256 + 128])
    free(t)
    if not generator or v != 1:
        raise RuntimeError(f"{g} does not generate the nimbers below 2^16")
    if LOG16[1 << 15] != L15:
        raise RuntimeError(f"log(2^15) is {LOG16[1 << 15]}, not LOG_HALF_16 = {L15}")
    for k in range(8):
        for x in range(256):
            SQRT8[k][x] = sqrt64(x << (8 * k), EXP16, LOG16)


_fill_tables(GENERATOR_16)


# Each fast loop is written once as a "portion": the work on n elements from args with the
# given strides, in a tight loop. Under numpy >= 2 the ufuncs run them through _portions (see
# the last section), which cuts a long inner loop into portions and looks for Ctrl-C between
# them; the legacy loops below, numpy 1.x's only loops, run the whole inner loop as one portion
# (such a loop cannot report an error, so it cannot stop).
#
# numpy calls an inner loop once per row of an outer product and once per outer index of a
# reduction, so the steps are counted across calls: in a counter of the thread (loops run
# without the GIL, possibly in several threads at once), as in grundy._interrupt.tick. A step
# is about one product (~10 ns): an element costs 2^COST_... steps, so CHECK_EVERY steps are
# about 10 ms of work whatever the ufunc.

cdef extern from *:
    """
    #if defined(_MSC_VER)
    #define GRUNDY_NIM_THREAD_LOCAL __declspec(thread)
    #else
    #define GRUNDY_NIM_THREAD_LOCAL __thread
    #endif
    /* Steps of ufunc work done by this thread since its last look at Ctrl-C. */
    static GRUNDY_NIM_THREAD_LOCAL int64_t grundy_nim_ufunc_work = 0;
    """
    int64_t _ufunc_work "grundy_nim_ufunc_work"

cdef enum:
    # log2 of the steps an element costs (measured: a product ~9 ns, 18-30 ns in a reduction's
    # chain; a quotient ~50 ns; an inverse ~30 ns; a square root ~2 ns; a power up to 128
    # products, ~1 us; checking an object operand calls Python, ~0.15 us)
    COST_MULTIPLY = 1
    COST_DIVIDE = 3
    COST_POWER = 7
    COST_INVERSE = 2
    COST_SQUARE_ROOT = 0
    COST_OBJECT = 4

ctypedef void (*_portion_fn)(char **args, cnp.npy_intp n, const cnp.npy_intp *steps) noexcept nogil


cdef inline bint _spent(cnp.npy_intp n, int cost) noexcept nogil:
    """Count n elements of 2^cost steps each; every CHECK_EVERY steps, look for Ctrl-C. True
    when interrupted (the KeyboardInterrupt is left set)."""
    return tick(&_ufunc_work, <int64_t>n << cost)


cdef int _portions(_portion_fn run, int nargs, int cost, char **args, const cnp.npy_intp *dimensions,
                   const cnp.npy_intp *steps) noexcept nogil:
    """Run `run` over the dimensions[0] elements of the inner loop, in portions of at most
    CHECK_EVERY steps with a look at Ctrl-C after each. 0, or -1 when interrupted (the rest is
    not computed). In a reduction the output has stride 0, so each portion starts from the
    value the previous one stored."""
    cdef cnp.npy_intp n = dimensions[0], m, most = CHECK_EVERY >> cost
    cdef char *p[3]
    cdef int k
    for k in range(nargs):
        p[k] = args[k]
    while n > 0:
        m = n if n < most else most
        run(p, m, steps)
        n -= m
        for k in range(nargs):
            p[k] += m * steps[k]
        if _spent(m, cost):
            return -1
    return 0


cdef void _multiply_portion(char **args, cnp.npy_intp n, const cnp.npy_intp *steps) noexcept nogil:
    cdef cnp.npy_intp i
    cdef cnp.npy_intp sx = steps[0], sy = steps[1], sz = steps[2]
    cdef char *x = args[0]
    cdef char *y = args[1]
    cdef char *z = args[2]
    cdef const uint64_t *xp = <const uint64_t *>x
    cdef const uint64_t *yp = <const uint64_t *>y
    cdef uint64_t *zp = <uint64_t *>z
    cdef uint64_t acc
    if sx == 8 and sy == 8 and sz == 8:
        for i in range(n):
            zp[i] = mul64(xp[i], yp[i], EXP16, LOG16)
    elif sx == 0 and sz == 0 and x == z:
        acc = zp[0]
        for i in range(n):
            acc = mul64(acc, (<const uint64_t *>y)[0], EXP16, LOG16)
            y += sy
        zp[0] = acc
    else:
        for i in range(n):
            (<uint64_t *>z)[0] = mul64((<const uint64_t *>x)[0], (<const uint64_t *>y)[0], EXP16, LOG16)
            x += sx
            y += sy
            z += sz


cdef inline uint64_t _divide(uint64_t x, uint64_t y) noexcept nogil:
    return mul64(x, inv64(y, EXP16, LOG16), EXP16, LOG16)


cdef void _divide_portion(char **args, cnp.npy_intp n, const cnp.npy_intp *steps) noexcept nogil:
    cdef cnp.npy_intp i
    cdef cnp.npy_intp sx = steps[0], sy = steps[1], sz = steps[2]
    cdef char *x = args[0]
    cdef char *y = args[1]
    cdef char *z = args[2]
    cdef const uint64_t *xp = <const uint64_t *>x
    cdef const uint64_t *yp = <const uint64_t *>y
    cdef uint64_t *zp = <uint64_t *>z
    if sx == 8 and sy == 8 and sz == 8:
        for i in range(n):
            zp[i] = _divide(xp[i], yp[i])
    else:
        for i in range(n):
            (<uint64_t *>z)[0] = _divide((<const uint64_t *>x)[0], (<const uint64_t *>y)[0])
            x += sx
            y += sy
            z += sz


cdef void _power_portion(char **args, cnp.npy_intp n, const cnp.npy_intp *steps) noexcept nogil:
    cdef cnp.npy_intp i
    cdef cnp.npy_intp sx = steps[0], sy = steps[1], sz = steps[2]
    cdef char *x = args[0]
    cdef char *y = args[1]
    cdef char *z = args[2]
    cdef const uint64_t *xp = <const uint64_t *>x
    cdef const uint64_t *yp = <const uint64_t *>y
    cdef uint64_t *zp = <uint64_t *>z
    if sx == 8 and sy == 8 and sz == 8:
        for i in range(n):
            zp[i] = pow64(xp[i], yp[i], EXP16, LOG16)
    else:
        for i in range(n):
            (<uint64_t *>z)[0] = pow64((<const uint64_t *>x)[0], (<const uint64_t *>y)[0], EXP16, LOG16)
            x += sx
            y += sy
            z += sz


cdef void _inverse_portion(char **args, cnp.npy_intp n, const cnp.npy_intp *steps) noexcept nogil:
    cdef cnp.npy_intp i
    cdef cnp.npy_intp sx = steps[0], sz = steps[1]
    cdef char *x = args[0]
    cdef char *z = args[1]
    cdef const uint64_t *xp = <const uint64_t *>x
    cdef uint64_t *zp = <uint64_t *>z
    if sx == 8 and sz == 8:
        for i in range(n):
            zp[i] = inv64(xp[i], EXP16, LOG16)
    else:
        for i in range(n):
            (<uint64_t *>z)[0] = inv64((<const uint64_t *>x)[0], EXP16, LOG16)
            x += sx
            z += sz


cdef inline uint64_t _square_root(uint64_t x) noexcept nogil:
    return (SQRT8[0][x & 255] ^ SQRT8[1][(x >> 8) & 255] ^ SQRT8[2][(x >> 16) & 255]
            ^ SQRT8[3][(x >> 24) & 255] ^ SQRT8[4][(x >> 32) & 255] ^ SQRT8[5][(x >> 40) & 255]
            ^ SQRT8[6][(x >> 48) & 255] ^ SQRT8[7][x >> 56])


cdef void _square_root_portion(char **args, cnp.npy_intp n, const cnp.npy_intp *steps) noexcept nogil:
    cdef cnp.npy_intp i
    cdef cnp.npy_intp sx = steps[0], sz = steps[1]
    cdef char *x = args[0]
    cdef char *z = args[1]
    cdef const uint64_t *xp = <const uint64_t *>x
    cdef uint64_t *zp = <uint64_t *>z
    if sx == 8 and sz == 8:
        for i in range(n):
            zp[i] = _square_root(xp[i])
    else:
        for i in range(n):
            (<uint64_t *>z)[0] = _square_root((<const uint64_t *>x)[0])
            x += sx
            z += sz


# The legacy loops (PyUFuncGenericFunction) of PyUFunc_FromFuncAndData: one portion each.

cdef void _multiply_loop(char **args, const cnp.npy_intp *dimensions, const cnp.npy_intp *steps,
                         void *data) noexcept nogil:
    _multiply_portion(args, dimensions[0], steps)


cdef void _divide_loop(char **args, const cnp.npy_intp *dimensions, const cnp.npy_intp *steps,
                       void *data) noexcept nogil:
    _divide_portion(args, dimensions[0], steps)


cdef void _power_loop(char **args, const cnp.npy_intp *dimensions, const cnp.npy_intp *steps,
                      void *data) noexcept nogil:
    _power_portion(args, dimensions[0], steps)


cdef void _inverse_loop(char **args, const cnp.npy_intp *dimensions, const cnp.npy_intp *steps,
                        void *data) noexcept nogil:
    _inverse_portion(args, dimensions[0], steps)


cdef void _square_root_loop(char **args, const cnp.npy_intp *dimensions, const cnp.npy_intp *steps,
                            void *data) noexcept nogil:
    _square_root_portion(args, dimensions[0], steps)


# numpy keeps these pointers: the arrays are static and the docstrings are held below.
cdef cnp.PyUFuncGenericFunction _multiply_loops[1]
cdef cnp.PyUFuncGenericFunction _divide_loops[1]
cdef cnp.PyUFuncGenericFunction _power_loops[1]
cdef cnp.PyUFuncGenericFunction _inverse_loops[1]
cdef cnp.PyUFuncGenericFunction _square_root_loops[1]
cdef void *_no_data[1]
cdef char _binary_types[3]
cdef char _unary_types[2]

_multiply_loops[0] = <cnp.PyUFuncGenericFunction>_multiply_loop
_divide_loops[0] = <cnp.PyUFuncGenericFunction>_divide_loop
_power_loops[0] = <cnp.PyUFuncGenericFunction>_power_loop
_inverse_loops[0] = <cnp.PyUFuncGenericFunction>_inverse_loop
_square_root_loops[0] = <cnp.PyUFuncGenericFunction>_square_root_loop
_no_data[0] = NULL
_binary_types[0] = _binary_types[1] = _binary_types[2] = cnp.NPY_UINT64
_unary_types[0] = _unary_types[1] = cnp.NPY_UINT64

cdef bytes _INPUTS = (
    b" Results are uint64. Inputs: integers below 2^64 (uint64 is the fast path; signed arrays"
    b" and Python ints are checked: InvalidGameError for a negative value).")
cdef bytes _MULTIPLY_DOC = (
    b"Nim product of nimbers, elementwise; identity 1, so ``reduce`` gives the product." + _INPUTS)
cdef bytes _DIVIDE_DOC = b"Nim quotient x / y of nimbers, elementwise; 0 where y is 0." + _INPUTS
cdef bytes _POWER_DOC = (
    b"x raised to the ordinary power e < 2^64 by nim multiplication (0^0 = 1); at most 128 products."
    + _INPUTS)
cdef bytes _INVERSE_DOC = b"Nim inverse of nimbers, elementwise; 0 for 0 (x^(2^64 - 2))." + _INPUTS
cdef bytes _SQUARE_ROOT_DOC = (
    b"Nim square root of nimbers, elementwise (every nimber has exactly one)." + _INPUTS)

# Under numpy >= 2 the legacy loops are not registered (numpy registers the loops of
# PyUFunc_FromFuncAndData when it makes the ufunc, and a loop cannot be replaced): the ufuncs are
# made with no loop, given their ArrayMethod loops (last section), and only then is the table of
# legacy loops above declared (ntypes = 1), so that ``ufunc.types`` still lists the uint64 loop.
cdef bint _ARRAY_METHODS = int(np.__version__.split(".")[0]) >= 2
cdef int _ntypes = 0 if _ARRAY_METHODS else 1

nim_multiply = cnp.PyUFunc_FromFuncAndData(
    _multiply_loops, _no_data, _binary_types, _ntypes, 2, 1, cnp.PyUFunc_One, b"nim_multiply", _MULTIPLY_DOC, 0)
nim_divide = cnp.PyUFunc_FromFuncAndData(
    _divide_loops, _no_data, _binary_types, _ntypes, 2, 1, cnp.PyUFunc_None, b"nim_divide", _DIVIDE_DOC, 0)
nim_power = cnp.PyUFunc_FromFuncAndData(
    _power_loops, _no_data, _binary_types, _ntypes, 2, 1, cnp.PyUFunc_None, b"nim_power", _POWER_DOC, 0)
nim_inverse = cnp.PyUFunc_FromFuncAndData(
    _inverse_loops, _no_data, _unary_types, _ntypes, 1, 1, cnp.PyUFunc_None, b"nim_inverse", _INVERSE_DOC, 0)
nim_square_root = cnp.PyUFunc_FromFuncAndData(
    _square_root_loops, _no_data, _unary_types, _ntypes, 1, 1, cnp.PyUFunc_None, b"nim_square_root",
    _SQUARE_ROOT_DOC, 0)


# -- other integer inputs: checked loops -------------------------------------------------------
# A loop made by PyUFunc_FromFuncAndData (the legacy loops above) cannot report an error: not a
# bad operand (with it alone a signed input can only be refused, or cast unchecked: a negative
# number silently becoming a huge nimber), nor Ctrl-C. So under numpy >= 2.0 each ufunc's loops
# are made with numpy's ArrayMethod API (PyUFunc_AddLoopFromSpec), whose loops may return -1 with
# a Python error set: the fast loop, all-uint64 (the portions above), and checked loops. The
# checked loops' inputs are any mix of uint64, int64 and object but all-uint64; they check each
# int64 or object operand as they read it (negative, not an integer, or 2^64 or more:
# InvalidGameError naming the value, raised by _check_operand) and then compute as the fast
# loops do. A promoter (PyUFunc_AddPromoter) sends every other input to them: signed integer
# types to int64, unsigned ones and bool to uint64 (numpy casts, safely), Python ints to object
# (so that the loop sees the value itself: numpy's own conversion would raise an OverflowError
# for -1 or 2^64), and anything else (floats, strings, ...) to a TypeError.
# The ufuncs stay numpy ufuncs; the functions of the ArrayMethod API are taken from numpy's
# ufunc API table at run time, so this module still imports under numpy 1.x, where only the
# legacy uint64 loops exist (and Ctrl-C waits for the end of the call).
#
# Reductions read the accumulator through the first operand, so the loops uint64 x (int64 or
# object) serve reduce (and ufunc.at) on signed and object arrays. numpy starts a reduction
# without an initial value by copying the first element, cast without a check; so nim_multiply's
# loops supply the identity 1 as the initial value (every element then passes the check), and
# nim_divide and nim_power, which have no identity, refuse such a reduction unless the caller
# gives initial=. accumulate and reduceat need the same dtype for all operands, which only the
# uint64 loop has: numpy refuses them on signed arrays with a TypeError.

cdef extern from *:
    """
    typedef int (*grundy_add_loop_fn)(PyObject *, PyArrayMethod_Spec *);
    typedef int (*grundy_add_promoter_fn)(PyObject *, PyObject *, PyObject *);
    static PyArray_DTypeMeta *grundy_u64_dtype = NULL, *grundy_i64_dtype = NULL, *grundy_object_dtype = NULL;

    /* The DType class of a built-in type number (borrowed: numpy keeps them alive). */
    static PyArray_DTypeMeta *grundy_dtype(int type_num) {
        PyArray_Descr *d = PyArray_DescrFromType(type_num);
        if (d == NULL) return NULL;
        PyArray_DTypeMeta *t = (PyArray_DTypeMeta *)Py_TYPE(d);
        Py_DECREF(d);
        return t;
    }

    static int grundy_init_dtypes(void) {
        grundy_u64_dtype = grundy_dtype(NPY_UINT64);
        grundy_i64_dtype = grundy_dtype(NPY_INT64);
        grundy_object_dtype = grundy_dtype(NPY_OBJECT);
        return (grundy_u64_dtype && grundy_i64_dtype && grundy_object_dtype) ? 0 : -1;
    }

    static int grundy_descr_type(void *context, int i) {
        return ((PyArrayMethod_Context *)context)->descriptors[i]->type_num;
    }

    static PyObject *grundy_caller(void *context) {
        PyObject *c = ((PyArrayMethod_Context *)context)->caller;
        return c ? c : Py_None;
    }

    /* A loop for the type numbers types[0..nin] (the last is the output). */
    static int grundy_add_loop(PyObject *ufunc, const char *name, int nin, const int *types, int flags,
                               void *loop, void *initial) {
        PyArray_DTypeMeta *dtypes[3];
        PyType_Slot slots[3] = {{NPY_METH_strided_loop, loop}, {0, NULL}, {0, NULL}};
        for (int i = 0; i <= nin; i++) {
            dtypes[i] = grundy_dtype(types[i]);
            if (dtypes[i] == NULL) return -1;
        }
        if (initial != NULL) {
            slots[1].slot = NPY_METH_get_reduction_initial;
            slots[1].pfunc = initial;
        }
        PyArrayMethod_Spec spec = {name, nin, 1, NPY_NO_CASTING, (NPY_ARRAYMETHOD_FLAGS)flags, dtypes, slots};
        return ((grundy_add_loop_fn)PyUFunc_API[43])(ufunc, &spec);
    }

    /* The loop dtype of an input of DType d (NULL: the first operand of a reduction, which is
       the uint64 result); NULL for a DType that is not an integer type. */
    static PyArray_DTypeMeta *grundy_promote_input(PyArray_DTypeMeta *d) {
        if (d == NULL) return grundy_u64_dtype;
        if (d->type_num == NPY_OBJECT || d->scalar_type == &PyLong_Type) return grundy_object_dtype;
        if (d->type_num == NPY_BOOL || PyTypeNum_ISUNSIGNED(d->type_num)) return grundy_u64_dtype;
        if (PyTypeNum_ISSIGNED(d->type_num)) return grundy_i64_dtype;
        return NULL;
    }

    static int grundy_promoter(PyObject *ufunc, PyArray_DTypeMeta *const op_dtypes[],
                               PyArray_DTypeMeta *const signature[], PyArray_DTypeMeta *new_op_dtypes[]) {
        PyUFuncObject *u = (PyUFuncObject *)ufunc;
        int i;
        for (i = 0; i < u->nargs; i++) {
            PyArray_DTypeMeta *r = signature[i];
            if (r != NULL && i >= u->nin && r != grundy_u64_dtype) {
                if (r->singleton != NULL) {  /* e.g. dtype=int64, or 'Q' (another C type for uint64) */
                    PyErr_Format(PyExc_TypeError, "%s gives numpy.uint64 results (type code '%c'), "
                                 "not %S (type code '%c')", u->name, grundy_u64_dtype->singleton->type,
                                 (PyObject *)r->singleton, r->singleton->type);
                } else {
                    PyErr_Format(PyExc_TypeError, "%s gives numpy.uint64 results", u->name);
                }
                break;
            }
            if (r == NULL) {
                r = i < u->nin ? grundy_promote_input(op_dtypes[i]) : grundy_u64_dtype;
            }
            if (r == NULL) {
                PyArray_DTypeMeta *d = op_dtypes[i];
                if (d->singleton != NULL && !(d->flags & NPY_DT_PARAMETRIC)) {  /* float64, complex128 ... */
                    PyErr_Format(PyExc_TypeError, "%s takes integers (nimbers are non-negative integers), not %S",
                                 u->name, (PyObject *)d->singleton);
                } else {
                    PyErr_Format(PyExc_TypeError, "%s takes integers (nimbers are non-negative integers), not %s",
                                 u->name, d->scalar_type ? d->scalar_type->tp_name : "this type");
                }
                break;
            }
            Py_INCREF(r);
            new_op_dtypes[i] = r;
        }
        if (i == u->nargs) return 0;
        while (--i >= 0) Py_CLEAR(new_op_dtypes[i]);
        return -1;
    }

    static int grundy_add_promoter(PyObject *ufunc, int nargs) {
        PyObject *types = PyTuple_New(nargs);
        if (types == NULL) return -1;
        for (int i = 0; i < nargs; i++) {
            Py_INCREF((PyObject *)&PyArrayDescr_Type);
            PyTuple_SET_ITEM(types, i, (PyObject *)&PyArrayDescr_Type);  /* any DType */
        }
        PyObject *capsule = PyCapsule_New((void *)&grundy_promoter, "numpy._ufunc_promoter", NULL);
        int r = capsule ? ((grundy_add_promoter_fn)PyUFunc_API[44])(ufunc, types, capsule) : -1;
        Py_XDECREF(capsule);
        Py_DECREF(types);
        return r;
    }

    /* check(ufunc, value): the value as an int below 2^64, or an exception. The three functions
       below take the GIL (the object loops hold it already), and return -1 with the error set. */
    static int grundy_object_operand(PyObject *check, void *context, PyObject *o, npy_uint64 *out) {
        PyGILState_STATE st = PyGILState_Ensure();
        int ret = -1;
        PyObject *r = PyObject_CallFunctionObjArgs(check, grundy_caller(context), o ? o : Py_None, NULL);
        if (r != NULL) {
            *out = PyLong_AsUnsignedLongLong(r);
            ret = (*out == (npy_uint64)-1 && PyErr_Occurred()) ? -1 : 0;
            Py_DECREF(r);
        }
        PyGILState_Release(st);
        return ret;
    }

    static int grundy_negative_operand(PyObject *check, void *context, npy_int64 v) {
        PyGILState_STATE st = PyGILState_Ensure();
        PyObject *value = PyLong_FromLongLong(v);
        if (value != NULL) {
            PyObject *r = PyObject_CallFunctionObjArgs(check, grundy_caller(context), value, NULL);
            Py_XDECREF(r);
            Py_DECREF(value);
        }
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_RuntimeError, "a negative nimber passed the check");
        PyGILState_Release(st);
        return -1;
    }

    static int grundy_refuse(PyObject *refuse, void *context) {
        PyGILState_STATE st = PyGILState_Ensure();
        PyObject *r = PyObject_CallFunctionObjArgs(refuse, grundy_caller(context), NULL);
        Py_XDECREF(r);
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_RuntimeError, "the reduction was not refused");
        PyGILState_Release(st);
        return -1;
    }
    """
    int grundy_init_dtypes() except -1
    int grundy_descr_type(void *context, int i) noexcept nogil
    int grundy_add_loop(object ufunc, const char *name, int nin, const int *types, int flags,
                        void *loop, void *initial) except -1
    int grundy_add_promoter(object ufunc, int nargs) except -1
    int grundy_object_operand(PyObject *check, void *context, PyObject *o, uint64_t *out) noexcept nogil
    int grundy_negative_operand(PyObject *check, void *context, int64_t v) noexcept nogil
    int grundy_refuse(PyObject *refuse, void *context) noexcept nogil
    int NPY_METH_REQUIRES_PYAPI
    int NPY_METH_NO_FLOATINGPOINT_ERRORS
    int NPY_METH_IS_REORDERABLE


def _check_operand(ufunc, value):
    """An operand of a checked loop as an int below 2^64; InvalidGameError for anything else."""
    name = getattr(ufunc, "__name__", "a nimber ufunc")
    try:
        v = operator.index(value)
    except TypeError:
        raise InvalidGameError(f"{name}: nimbers are non-negative integers, not {shorten(repr(value))}") from None
    if v < 0:
        raise InvalidGameError(f"{name}: nimbers are non-negative integers, not {shorten(v)}")
    if v >> 64:
        raise InvalidGameError(f"{name} computes with nimbers below 2^64, not {shorten(v)}")
    return v


def _refuse_reduction(ufunc):
    """The error of nim_divide.reduce and nim_power.reduce on signed or object arrays without initial=."""
    name = getattr(ufunc, "__name__", "a nimber ufunc")
    raise InvalidGameError(
        f"{name}.reduce of signed or object values needs initial=, or a uint64 array "
        f"(check the signs, then .astype(numpy.uint64)): it has no identity to start from")


cdef PyObject *_CHECK = <PyObject *>_check_operand
cdef PyObject *_REFUSE = <PyObject *>_refuse_reduction

cdef enum:
    OP_MULTIPLY, OP_DIVIDE, OP_POWER, OP_INVERSE, OP_SQUARE_ROOT


cdef inline int _operand(char *p, int kind, void *ctx, uint64_t *v) noexcept nogil:
    """The operand at p (of type number `kind`: uint64, int64 or object) as a checked uint64."""
    cdef int64_t s
    if kind == cnp.NPY_UINT64:
        v[0] = (<uint64_t *>p)[0]
        return 0
    if kind == cnp.NPY_INT64:
        s = (<int64_t *>p)[0]
        if s < 0:
            return grundy_negative_operand(_CHECK, ctx, s)
        v[0] = <uint64_t>s
        return 0
    return grundy_object_operand(_CHECK, ctx, (<PyObject **>p)[0], v)


cdef inline int _op_cost(int op) noexcept nogil:
    """log2 of the steps an element of operation `op` costs (see COST_MULTIPLY)."""
    if op == OP_MULTIPLY:
        return COST_MULTIPLY
    if op == OP_DIVIDE:
        return COST_DIVIDE
    if op == OP_POWER:
        return COST_POWER
    if op == OP_INVERSE:
        return COST_INVERSE
    return COST_SQUARE_ROOT


cdef int _checked(void *ctx, char **args, const cnp.npy_intp *dims, const cnp.npy_intp *steps,
                  int op) noexcept nogil:
    """The loop of operation `op` on checked operands, one element at a time (in a reduction the
    output is the first operand, so each product must be stored before the next is read). An
    object operand of stride 0 (a Python int) is checked once. Looks for Ctrl-C as _portions."""
    cdef cnp.npy_intp n = dims[0], i, m, most
    cdef int nin = 2 if op < OP_INVERSE else 1
    cdef int kx = grundy_descr_type(ctx, 0)
    cdef int ky = grundy_descr_type(ctx, 1) if nin == 2 else cnp.NPY_UINT64
    cdef char *px = args[0]
    cdef char *py = args[1]
    cdef char *pz = args[nin]
    cdef cnp.npy_intp sx = steps[0], sy = steps[1] if nin == 2 else 0, sz = steps[nin]
    cdef bint fixed_x = kx == cnp.NPY_OBJECT and sx == 0
    cdef bint fixed_y = nin == 2 and ky == cnp.NPY_OBJECT and sy == 0
    cdef int cost = _op_cost(op)
    cdef uint64_t x = 0, y = 0, z
    if n == 0:
        return 0
    if fixed_x and _operand(px, kx, ctx, &x) < 0:
        return -1
    if fixed_y and _operand(py, ky, ctx, &y) < 0:
        return -1
    if (kx == cnp.NPY_OBJECT and not fixed_x) or (ky == cnp.NPY_OBJECT and not fixed_y):
        cost = max(cost, COST_OBJECT)
    most = CHECK_EVERY >> cost
    while n > 0:
        m = n if n < most else most
        for i in range(m):
            if not fixed_x and _operand(px, kx, ctx, &x) < 0:
                return -1
            if nin == 2 and not fixed_y and _operand(py, ky, ctx, &y) < 0:
                return -1
            if op == OP_MULTIPLY:
                z = mul64(x, y, EXP16, LOG16)
            elif op == OP_DIVIDE:
                z = _divide(x, y)
            elif op == OP_POWER:
                z = pow64(x, y, EXP16, LOG16)
            elif op == OP_INVERSE:
                z = inv64(x, EXP16, LOG16)
            else:
                z = _square_root(x)
            (<uint64_t *>pz)[0] = z
            px += sx
            py += sy
            pz += sz
        n -= m
        if _spent(m, cost):
            return -1
    return 0


# The fast loops as ArrayMethod loops (uint64 operands only), which may stop with an error.

cdef int _multiply_fast(void *ctx, char **args, const cnp.npy_intp *dims, const cnp.npy_intp *steps,
                        void *aux) noexcept nogil:
    return _portions(_multiply_portion, 3, COST_MULTIPLY, args, dims, steps)


cdef int _divide_fast(void *ctx, char **args, const cnp.npy_intp *dims, const cnp.npy_intp *steps,
                      void *aux) noexcept nogil:
    return _portions(_divide_portion, 3, COST_DIVIDE, args, dims, steps)


cdef int _power_fast(void *ctx, char **args, const cnp.npy_intp *dims, const cnp.npy_intp *steps,
                     void *aux) noexcept nogil:
    return _portions(_power_portion, 3, COST_POWER, args, dims, steps)


cdef int _inverse_fast(void *ctx, char **args, const cnp.npy_intp *dims, const cnp.npy_intp *steps,
                       void *aux) noexcept nogil:
    return _portions(_inverse_portion, 2, COST_INVERSE, args, dims, steps)


cdef int _square_root_fast(void *ctx, char **args, const cnp.npy_intp *dims, const cnp.npy_intp *steps,
                           void *aux) noexcept nogil:
    return _portions(_square_root_portion, 2, COST_SQUARE_ROOT, args, dims, steps)


cdef int _multiply_checked(void *ctx, char **args, const cnp.npy_intp *dims, const cnp.npy_intp *steps,
                           void *aux) noexcept nogil:
    return _checked(ctx, args, dims, steps, OP_MULTIPLY)


cdef int _divide_checked(void *ctx, char **args, const cnp.npy_intp *dims, const cnp.npy_intp *steps,
                         void *aux) noexcept nogil:
    return _checked(ctx, args, dims, steps, OP_DIVIDE)


cdef int _power_checked(void *ctx, char **args, const cnp.npy_intp *dims, const cnp.npy_intp *steps,
                        void *aux) noexcept nogil:
    return _checked(ctx, args, dims, steps, OP_POWER)


cdef int _inverse_checked(void *ctx, char **args, const cnp.npy_intp *dims, const cnp.npy_intp *steps,
                          void *aux) noexcept nogil:
    return _checked(ctx, args, dims, steps, OP_INVERSE)


cdef int _square_root_checked(void *ctx, char **args, const cnp.npy_intp *dims, const cnp.npy_intp *steps,
                              void *aux) noexcept nogil:
    return _checked(ctx, args, dims, steps, OP_SQUARE_ROOT)


cdef int _initial_one(void *ctx, cnp.npy_bool empty, void *initial) noexcept nogil:
    """nim_multiply's reductions start from its identity 1, so every element is checked."""
    if grundy_descr_type(ctx, 0) != cnp.NPY_UINT64:
        return 0
    (<uint64_t *>initial)[0] = 1
    return 1


cdef int _initial_refused(void *ctx, cnp.npy_bool empty, void *initial) noexcept nogil:
    return grundy_refuse(_REFUSE, ctx)


cdef bint _register_loops() except -1:
    """Add the ArrayMethod loops (the fast uint64 loop, which takes the place of the legacy one,
    and the checked loops) and the promoter to the five ufuncs (numpy >= 2.0); False when numpy
    is older and only the legacy uint64 loops exist."""
    if not _ARRAY_METHODS:
        return False
    grundy_init_dtypes()
    cdef void *loops[5]
    loops[:] = [<void *>_multiply_checked, <void *>_divide_checked, <void *>_power_checked,
                <void *>_inverse_checked, <void *>_square_root_checked]
    cdef void *fast[5]
    fast[:] = [<void *>_multiply_fast, <void *>_divide_fast, <void *>_power_fast,
               <void *>_inverse_fast, <void *>_square_root_fast]
    cdef int kinds[3]
    kinds[:] = [cnp.NPY_UINT64, cnp.NPY_INT64, cnp.NPY_OBJECT]
    cdef int types[3]
    cdef int op, x, y, flags
    cdef void *initial
    cdef bytes name, checked
    ufuncs = (nim_multiply, nim_divide, nim_power, nim_inverse, nim_square_root)
    for op in range(5):
        ufunc = ufuncs[op]
        name = ufunc.__name__.encode()
        checked = name + b"_checked"
        if op < OP_INVERSE:
            for x in range(3):
                for y in range(3):
                    types[:] = [kinds[x], kinds[y], cnp.NPY_UINT64]
                    flags = NPY_METH_REQUIRES_PYAPI if x == 2 or y == 2 else NPY_METH_NO_FLOATINGPOINT_ERRORS
                    initial = NULL
                    if op == OP_MULTIPLY:
                        flags |= NPY_METH_IS_REORDERABLE
                        if x == 0:
                            initial = <void *>_initial_one
                    elif x == 0 and y != 0:
                        initial = <void *>_initial_refused
                    if x == 0 and y == 0:
                        # the fast loop; without initial=, nim_divide.reduce and nim_power.reduce
                        # start from the first value, as numpy did with the legacy loop
                        grundy_add_loop(ufunc, name, 2, types, flags, fast[op], initial)
                    else:
                        grundy_add_loop(ufunc, checked, 2, types, flags, loops[op], initial)
        else:
            for x in range(3):
                types[0], types[1] = kinds[x], cnp.NPY_UINT64
                flags = NPY_METH_REQUIRES_PYAPI if x == 2 else NPY_METH_NO_FLOATINGPOINT_ERRORS
                if x == 0:
                    grundy_add_loop(ufunc, name, 1, types, flags, fast[op], NULL)
                else:
                    grundy_add_loop(ufunc, checked, 1, types, flags, loops[op], NULL)
        grundy_add_promoter(ufunc, ufunc.nargs)
        (<cnp.ufunc>ufunc).ntypes = 1  # ufunc.types lists the uint64 loop (see where the ufuncs are made)
    return True


CHECKED_LOOPS = _register_loops()
