"""numba kernels for counting edge subsets of a DAG by Grundy values: no validation.

Every kernel is iterative; none recurses on the graph.
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def out_counts(n, indptr, indices):
    """cnt[T, v] = number of edges v -> w with w in the vertex set T (a bitmask).

    Parallel edges count once each. A subset DP over T: cnt[v, T] = cnt[v, T minus its
    lowest vertex w] + mult[v, w]. O(n 2^n) time, int32 entries, one row per T.
    """
    full = 1 << n
    mult = np.zeros((n, n), np.int64)
    for u in range(n):
        for e in range(indptr[u], indptr[u + 1]):
            mult[u, indices[e]] += 1
    low = np.zeros(full, np.int64)  # low[T] = index of the lowest vertex of T (T > 0)
    for j in range(n):
        step = 1 << (j + 1)
        for t in range(1 << j, full, step):
            low[t] = j
    cnt = np.zeros((full, n), np.int32)
    for t in range(1, full):
        prev = t & (t - 1)
        w = low[t]
        for v in range(n):
            cnt[t, v] = cnt[prev, v] + mult[v, w]
    return cnt


@njit(cache=True)
def equal_grundy_subsets(n, indptr, indices, a, b, modulus):
    """Number (mod `modulus`) of subsets of the edges of a DAG that give a and b equal Grundy values.

    f[S] counts the edge sets inside S under which a and b (when in S) have equal values
    within S; only sets with (a in S) == (b in S) are needed. Split S into T, its non-empty
    set of value-0 vertices, and R = S \\ T: no edge inside T, at least one edge from each
    vertex of R into T, any edges from T to R, and the values inside R are one less, so
    f[S] = sum over T of prod_{v in R} (2^c(v,T) - 1) * prod_{v in T} 2^c(v,R) * f[R],
    with T restricted to (a in T) == (b in T). Returns f[all vertices]. O(3^n n) time,
    O(n 2^n) memory. modulus <= 2^31 keeps every product inside int64.
    """
    full = 1 << n
    m = indptr[n]
    pow2 = np.empty(m + 1, np.int64)
    pow2m1 = np.empty(m + 1, np.int64)
    p = 1 % modulus
    for i in range(m + 1):
        pow2[i] = p
        pow2m1[i] = (p - 1) % modulus
        p = p * 2 % modulus
    cnt = out_counts(n, indptr, indices)
    ab = (1 << a) | (1 << b)
    f = np.zeros(full, np.int64)
    f[0] = 1 % modulus
    verts = np.empty(n, np.int64)
    for s in range(1, full):
        sab = s & ab
        if sab != 0 and sab != ab:
            continue
        k = 0
        for v in range(n):
            if (s >> v) & 1:
                verts[k] = v
                k += 1
        total = 0
        t = s
        while t > 0:
            tab = t & ab
            if tab == 0 or tab == ab:
                r = s ^ t
                prod = f[r]
                free = 0  # edges from T to R, each kept or not
                for i in range(k):
                    if prod == 0:
                        break
                    v = verts[i]
                    if (r >> v) & 1:
                        prod = prod * pow2m1[cnt[t, v]] % modulus
                    else:
                        free += cnt[r, v]
                if prod != 0:
                    total = (total + prod * pow2[free]) % modulus
            t = (t - 1) & s
        f[s] = total
    return f[full - 1]
