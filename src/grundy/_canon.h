/* The canonical code of a small connected graph, for the compiled search cores, C and C++
   (see _canon.pxd for what it computes). */
#ifndef GRUNDY_CANON_H
#define GRUNDY_CANON_H
#include <stdint.h>
#define GRUNDY_CANON_MAX 11

/* The coarsest equitable refinement of the colouring col (ranks in place); its colours. */
static int grundy_refine(const uint16_t *adj, int k, uint8_t *col) {
    uint64_t sig[GRUNDY_CANON_MAX], uniq[GRUNDY_CANON_MAX], s;
    uint8_t nb[GRUNDY_CANON_MAX];
    int ncol = 0, nd, v, i, j, d, c;
    uint16_t seen = 0;
    for (v = 0; v < k; v++) {
        if (!(seen >> col[v] & 1)) { seen |= (uint16_t)(1u << col[v]); ncol++; }
    }
    for (;;) {
        nd = 0;
        for (v = 0; v < k; v++) {
            d = 0;
            for (unsigned bits = adj[v]; bits; bits &= bits - 1) {
                c = col[__builtin_ctz(bits)];
                for (j = d++; j > 0 && nb[j - 1] > c; j--) nb[j] = nb[j - 1];
                nb[j] = (uint8_t)c;
            }
            s = (uint64_t)(col[v] + 1) << 60;
            for (i = 0; i < d; i++) s |= (uint64_t)(nb[i] + 1) << (56 - 4 * i);
            sig[v] = s;
            for (i = 0; i < nd && uniq[i] < s; i++) {}
            if (i < nd && uniq[i] == s) continue;
            for (j = nd++; j > i; j--) uniq[j] = uniq[j - 1];
            uniq[i] = s;
        }
        for (v = 0; v < k; v++) {
            for (i = 0; uniq[i] != sig[v]; i++) {}
            col[v] = (uint8_t)i;
        }
        if (nd == ncol) return nd;
        ncol = nd;
    }
}

/* The canonical code of the connected graph adj[0..k-1], 1 <= k <= GRUNDY_CANON_MAX. */
static uint64_t grundy_canon_code(const uint16_t *adj, int k) {
    uint8_t stack[GRUNDY_CANON_MAX * GRUNDY_CANON_MAX + 1][GRUNDY_CANON_MAX];
    uint8_t *col, *ind;
    int sp = 1, v, u, c, c0, ncol, nchosen;
    uint8_t count[GRUNDY_CANON_MAX + 1], chosen[GRUNDY_CANON_MAX];
    uint64_t best = ~(uint64_t)0, code;
    for (v = 0; v < k; v++) stack[0][v] = (uint8_t)__builtin_popcount(adj[v]);
    grundy_refine(adj, k, stack[0]);
    while (sp) {
        col = stack[--sp];
        for (c = 0; c <= k; c++) count[c] = 0;
        ncol = 0;
        for (v = 0; v < k; v++) ncol += count[col[v]]++ == 0;
        if (ncol == k) {
            code = 0;
            for (v = 0; v < k; v++) {
                for (unsigned bits = adj[v]; bits; bits &= bits - 1) {
                    int a = col[v], b = col[__builtin_ctz(bits)];
                    if (a < b) code |= (uint64_t)1 << (b * (b - 1) / 2 + a);
                }
            }
            if (code < best) best = code;
            continue;
        }
        for (c0 = 0; count[c0] < 2; c0++) {}
        /* col is stack[sp], which the children overwrite from stack[sp] on: copy it */
        uint8_t parent[GRUNDY_CANON_MAX];
        for (v = 0; v < k; v++) parent[v] = col[v];
        nchosen = 0;
        for (v = 0; v < k; v++) {
            if (parent[v] != c0) continue;
            int twin = 0;
            for (int i = 0; i < nchosen && !twin; i++) {
                u = chosen[i];
                twin = (adj[v] & ~(1u << u)) == (adj[u] & ~(1u << v));
            }
            if (twin) continue;
            chosen[nchosen++] = (uint8_t)v;
            ind = stack[sp++];
            for (u = 0; u < k; u++) {
                int x = parent[u];
                ind[u] = (uint8_t)(x > c0 || (x == c0 && u != v) ? x + 1 : x);
            }
            grundy_refine(adj, k, ind);
        }
    }
    return best;
}
#endif
