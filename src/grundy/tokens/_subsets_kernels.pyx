# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernels for counting edge subsets of a DAG by Grundy values: arrays in, arrays out,
no validation.

The graph is given as CSR arrays (indptr int64, indices int32 or int64) on n <= 20 vertices;
vertex sets are bitmasks. Every kernel is iterative and runs without the GIL.
"""

import numpy as np

from libc.stdint cimport int32_t, int64_t

from grundy._fused cimport index_t
from grundy._interrupt cimport reraise, tick


cdef void _out_counts(int64_t n, const int64_t *indptr, const index_t *indices, int64_t *mult,
                      int64_t *low, int32_t *cnt) noexcept nogil:
    """Fill cnt (2^n rows of n entries, zero on entry) as :func:`out_counts` describes; mult
    (n x n) and low (2^n entries) are zeroed scratch space."""
    cdef int64_t full = <int64_t>1 << n, u, e, j, t, step, w, prev, v
    cdef int32_t *row
    cdef const int32_t *prow
    for u in range(n):
        for e in range(indptr[u], indptr[u + 1]):
            mult[u * n + indices[e]] += 1
    for j in range(n):  # low[T] = index of the lowest vertex of T (T > 0)
        step = <int64_t>1 << (j + 1)
        t = <int64_t>1 << j
        while t < full:
            low[t] = j
            t += step
    for t in range(1, full):
        prev = t & (t - 1)
        w = low[t]
        row = cnt + t * n
        prow = cnt + prev * n
        for v in range(n):
            row[v] = <int32_t>(prow[v] + mult[v * n + w])


def out_counts(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices):
    """cnt[T, v] = number of edges v -> w with w in the vertex set T (a bitmask).

    Parallel edges count once each. A subset DP over T: cnt[v, T] = cnt[v, T minus its
    lowest vertex w] + mult[v, w]. O(n 2^n) time, int32 entries, one row per T.
    """
    cnt_a = np.zeros((<int64_t>1 << n, n), np.int32)
    cdef int32_t[:, ::1] cnt = cnt_a
    cdef int64_t[:, ::1] mult = np.zeros((n, n), np.int64)
    cdef int64_t[::1] low = np.zeros(<int64_t>1 << n, np.int64)
    with nogil:
        _out_counts(n, &indptr[0], &indices[0], &mult[0, 0], &low[0], &cnt[0, 0])
    return cnt_a


def equal_grundy_subsets(int64_t n, const int64_t[::1] indptr, const index_t[::1] indices,
                         int64_t a, int64_t b, int64_t modulus, f_out=None, cnt_in=None,
                         int64_t start=0, int64_t stop=-1):
    """Number (mod `modulus`) of subsets of the edges of a DAG that give a and b equal Grundy values.

    f[S] counts the edge sets inside S under which a and b (when in S) have equal values
    within S; only sets with (a in S) == (b in S) are needed. Split S into T, its non-empty
    set of value-0 vertices, and R = S \\ T: no edge inside T, at least one edge from each
    vertex of R into T, any edges from T to R, and the values inside R are one less, so
    f[S] = sum over T of prod_{v in R} (2^c(v,T) - 1) * prod_{v in T} 2^c(v,R) * f[R],
    with T restricted to (a in T) == (b in T). Returns f[all vertices] as an int. O(3^n n)
    time, O(n 2^n) memory. modulus <= 2^31 keeps every product inside int64. Ctrl-C stops it
    within about 10^6 pairs (S, T).

    In pieces: with `f_out` (int64, 2^n entries, f[S] known for S < `start`), `cnt_in` (the
    table of :func:`out_counts`) and `start`, `stop`, only the sets start <= S < stop (to 2^n
    by default) are done, into `f_out`; S = 0 is set when start is 0. The return value is
    f[all vertices] once the last piece is done (0 before): the sets can be done in pieces,
    in increasing order.
    """
    cdef int64_t full = <int64_t>1 << n
    cdef int64_t m = indptr[n]
    cdef int64_t[::1] pow2 = np.empty(m + 1, np.int64), pow2m1 = np.empty(m + 1, np.int64)
    cdef int32_t[:, ::1] cnt = np.zeros((full, n), np.int32) if cnt_in is None else cnt_in
    cdef int64_t[:, ::1] mult
    cdef int64_t[::1] low
    cdef int64_t[::1] f = np.zeros(full, np.int64) if f_out is None else f_out
    cdef int64_t[::1] verts = np.empty(n, np.int64)
    cdef int64_t p, i, ab, s, sab, k, v, total, t, tab, r, prod, free, work = 0
    cdef bint stopped = False, counts = cnt_in is None  # counts: fill cnt here
    cdef const int32_t *ct
    cdef const int32_t *cr
    if f.shape[0] != full or cnt.shape[0] != full or cnt.shape[1] != n:
        raise ValueError("equal_grundy_subsets: f_out or cnt_in has the wrong shape")
    if stop < 0 or stop > full:
        stop = full
    if counts:
        mult = np.zeros((n, n), np.int64)
        low = np.zeros(full, np.int64)
    with nogil:
        p = 1 % modulus
        for i in range(m + 1):
            pow2[i] = p
            pow2m1[i] = (p - 1 + modulus) % modulus
            p = p * 2 % modulus
        if counts:
            _out_counts(n, &indptr[0], &indices[0], &mult[0, 0], &low[0], &cnt[0, 0])
        ab = (<int64_t>1 << a) | (<int64_t>1 << b)
        if start <= 0:
            f[0] = 1 % modulus
            start = 1
        for s in range(start, stop):
            sab = s & ab
            if sab != 0 and sab != ab:
                continue
            k = 0
            for v in range(n):
                if (s >> v) & 1:
                    verts[k] = v
                    k += 1
            if tick(&work, <int64_t>1 << k):  # the subsets T of S
                stopped = True
                break
            total = 0
            t = s
            while t > 0:
                tab = t & ab
                if tab == 0 or tab == ab:
                    r = s ^ t
                    prod = f[r]
                    free = 0  # edges from T to R, each kept or not
                    ct = &cnt[t, 0]
                    cr = &cnt[r, 0]
                    for i in range(k):
                        if prod == 0:
                            break
                        v = verts[i]
                        if (r >> v) & 1:
                            prod = prod * pow2m1[ct[v]] % modulus
                        else:
                            free += cr[v]
                    if prod != 0:
                        total = (total + prod * pow2[free]) % modulus
                t = (t - 1) & s
            f[s] = total
    if stopped:
        reraise()
    return f[full - 1] if stop == full else 0
