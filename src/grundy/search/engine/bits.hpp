// Sets of cells as W machine words, for the search engine and its games (see search.hpp).
//
// Bits<W> is a plain value of W 64-bit words, cell i being bit i & 63 of word i >> 6. Every
// operation is a loop over the W words with W a constant, so the compiler unrolls it and keeps
// a small set in registers: Bits<1> compiles to the instructions on one uint64_t. The games
// write their rules once over Bits<W> and the engine instantiates them for the widths it needs.
#ifndef GRUNDY_SEARCH_BITS_HPP
#define GRUNDY_SEARCH_BITS_HPP

#include <stdint.h>

#include "grundy/_bits.h"

// Inlined wherever used: the search's loop calls these small functions millions of times a
// second, and a call costs more than most of them (the compiler's own choice left some out of a
// translation unit of this size: 13% more instructions on Cram 4 x 9).
#define GRUNDY_INLINE inline __attribute__((always_inline))

namespace grundy {

static inline int ctz64(uint64_t x) { return __builtin_ctzll(x); }
static inline int clz64(uint64_t x) { return __builtin_clzll(x); }
static inline int popcount64(uint64_t x) { return grundy_popcount(x); }

// A 64-bit hash of the word k and the tag t (a multiply-xorshift finalizer).
static inline uint64_t mix(uint64_t k, uint64_t t) {
    k ^= t * 0x9E3779B97F4A7C15ULL;
    k ^= k >> 33;
    k *= 0xFF51AFD7ED558CCDULL;
    k ^= k >> 33;
    k *= 0xC4CEB9FE1A85EC53ULL;
    k ^= k >> 33;
    return k;
}

// Sets of values below 64 as words (the candidate sets of the pruned search).
static inline uint64_t upto(uint32_t b) { return b >= 63 ? ~0ULL : (2ULL << b) - 1; }

// {v ^ x : v in s} for x < 64: each bit of x swaps the blocks of its size.
static inline uint64_t xor_set(uint64_t s, uint32_t x) {
    if (x & 1) s = ((s & 0x5555555555555555ULL) << 1) | ((s >> 1) & 0x5555555555555555ULL);
    if (x & 2) s = ((s & 0x3333333333333333ULL) << 2) | ((s >> 2) & 0x3333333333333333ULL);
    if (x & 4) s = ((s & 0x0F0F0F0F0F0F0F0FULL) << 4) | ((s >> 4) & 0x0F0F0F0F0F0F0F0FULL);
    if (x & 8) s = ((s & 0x00FF00FF00FF00FFULL) << 8) | ((s >> 8) & 0x00FF00FF00FF00FFULL);
    if (x & 16) s = ((s & 0x0000FFFF0000FFFFULL) << 16) | ((s >> 16) & 0x0000FFFF0000FFFFULL);
    if (x & 32) s = (s << 32) | (s >> 32);
    return s;
}

template <int W>
struct Bits {
    static_assert(W >= 1, "a set has at least one word");
    static constexpr int words = W;
    static constexpr int size = 64 * W;  // cells it can hold
    uint64_t w[W];

    GRUNDY_INLINE static Bits zero() {
        Bits r;
        for (int i = 0; i < W; i++) r.w[i] = 0;
        return r;
    }
    GRUNDY_INLINE static Bits word(uint64_t x) {  // x in the first word
        Bits r = zero();
        r.w[0] = x;
        return r;
    }
    GRUNDY_INLINE static Bits bit(int i) {
        Bits r = zero();
        r.w[i >> 6] = 1ULL << (i & 63);
        return r;
    }
    GRUNDY_INLINE static Bits first(int k) {  // cells 0 .. k - 1 (0 <= k <= size)
        Bits r;
        for (int i = 0; i < W; i++) {
            int b = k - 64 * i;
            r.w[i] = b >= 64 ? ~0ULL : b <= 0 ? 0 : (1ULL << b) - 1;
        }
        return r;
    }
    GRUNDY_INLINE static Bits from(const uint64_t *p) {
        Bits r;
        for (int i = 0; i < W; i++) r.w[i] = p[i];
        return r;
    }
    GRUNDY_INLINE void to(uint64_t *p) const {
        for (int i = 0; i < W; i++) p[i] = w[i];
    }

    GRUNDY_INLINE bool any() const {
        if (W == 1) return w[0] != 0;
        uint64_t x = 0;
        for (int i = 0; i < W; i++) x |= w[i];
        return x != 0;
    }
    GRUNDY_INLINE bool none() const { return !any(); }
    GRUNDY_INLINE int count() const {
        int c = 0;
        for (int i = 0; i < W; i++) c += popcount64(w[i]);
        return c;
    }
    // count() <= k, by clearing the lowest cells (cheaper than a count for a small k)
    GRUNDY_INLINE bool at_most(int k) const {
        Bits x = *this;
        for (int j = 0; j < k; j++) x = x.without_lowest();
        return x.none();
    }
    GRUNDY_INLINE int lowest() const {  // the lowest cell (the set is not empty)
        for (int i = 0; i < W - 1; i++)
            if (w[i]) return 64 * i + ctz64(w[i]);
        return 64 * (W - 1) + ctz64(w[W - 1]);
    }
    GRUNDY_INLINE int highest() const {  // the highest cell (the set is not empty)
        for (int i = W - 1; i > 0; i--)
            if (w[i]) return 64 * i + 63 - clz64(w[i]);
        return 63 - clz64(w[0]);
    }
    GRUNDY_INLINE Bits lowest_bit() const {  // the set of the lowest cell (or empty)
        if (W == 1) return word(w[0] & (~w[0] + 1));
        Bits r = zero();
        for (int i = 0; i < W; i++)
            if (w[i]) {
                r.w[i] = w[i] & (~w[i] + 1);
                break;
            }
        return r;
    }
    GRUNDY_INLINE Bits without_lowest() const {
        if (W == 1) return word(w[0] & (w[0] - 1));
        Bits r = *this;
        for (int i = 0; i < W; i++)
            if (r.w[i]) {
                r.w[i] &= r.w[i] - 1;
                break;
            }
        return r;
    }
    GRUNDY_INLINE bool has(int i) const { return (w[W == 1 ? 0 : i >> 6] >> (i & 63)) & 1; }
    GRUNDY_INLINE void set(int i) { w[W == 1 ? 0 : i >> 6] |= 1ULL << (i & 63); }
    GRUNDY_INLINE void clear(int i) { w[W == 1 ? 0 : i >> 6] &= ~(1ULL << (i & 63)); }
    GRUNDY_INLINE bool meets(const Bits &o) const {
        uint64_t x = 0;
        for (int i = 0; i < W; i++) x |= w[i] & o.w[i];
        return x != 0;
    }
    GRUNDY_INLINE bool within(const Bits &o) const {  // a subset of o
        uint64_t x = 0;
        for (int i = 0; i < W; i++) x |= w[i] & ~o.w[i];
        return x == 0;
    }

    GRUNDY_INLINE Bits operator&(const Bits &o) const {
        Bits r;
        for (int i = 0; i < W; i++) r.w[i] = w[i] & o.w[i];
        return r;
    }
    GRUNDY_INLINE Bits operator|(const Bits &o) const {
        Bits r;
        for (int i = 0; i < W; i++) r.w[i] = w[i] | o.w[i];
        return r;
    }
    GRUNDY_INLINE Bits operator^(const Bits &o) const {
        Bits r;
        for (int i = 0; i < W; i++) r.w[i] = w[i] ^ o.w[i];
        return r;
    }
    GRUNDY_INLINE Bits operator~() const {
        Bits r;
        for (int i = 0; i < W; i++) r.w[i] = ~w[i];
        return r;
    }
    GRUNDY_INLINE Bits minus(const Bits &o) const {  // this & ~o
        Bits r;
        for (int i = 0; i < W; i++) r.w[i] = w[i] & ~o.w[i];
        return r;
    }
    GRUNDY_INLINE Bits &operator&=(const Bits &o) {
        for (int i = 0; i < W; i++) w[i] &= o.w[i];
        return *this;
    }
    GRUNDY_INLINE Bits &operator|=(const Bits &o) {
        for (int i = 0; i < W; i++) w[i] |= o.w[i];
        return *this;
    }
    GRUNDY_INLINE Bits &operator^=(const Bits &o) {
        for (int i = 0; i < W; i++) w[i] ^= o.w[i];
        return *this;
    }
    GRUNDY_INLINE bool operator==(const Bits &o) const {
        uint64_t x = 0;
        for (int i = 0; i < W; i++) x |= w[i] ^ o.w[i];
        return x == 0;
    }
    GRUNDY_INLINE bool operator!=(const Bits &o) const { return !(*this == o); }
    GRUNDY_INLINE bool less(const Bits &o) const {  // as numbers
        for (int i = W - 1; i > 0; i--)
            if (w[i] != o.w[i]) return w[i] < o.w[i];
        return w[0] < o.w[0];
    }

    // Shifts towards higher cells (shl) and lower cells (shr) by 0 <= k < size.
    GRUNDY_INLINE Bits shl(int k) const {
        if (W == 1) return word(w[0] << k);
        Bits r;
        int q = k >> 6, s = k & 63;
        for (int i = W - 1; i >= 0; i--) {
            uint64_t x = i - q >= 0 ? w[i - q] << s : 0;
            if (s && i - q - 1 >= 0) x |= w[i - q - 1] >> (64 - s);
            r.w[i] = x;
        }
        return r;
    }
    GRUNDY_INLINE Bits shr(int k) const {
        if (W == 1) return word(w[0] >> k);
        Bits r;
        int q = k >> 6, s = k & 63;
        for (int i = 0; i < W; i++) {
            uint64_t x = i + q < W ? w[i + q] >> s : 0;
            if (s && i + q + 1 < W) x |= w[i + q + 1] << (64 - s);
            r.w[i] = x;
        }
        return r;
    }
    // The sum as numbers of W words (modulo 2^size): carries run across words.
    GRUNDY_INLINE Bits plus(const Bits &o) const {
        if (W == 1) return word(w[0] + o.w[0]);
        Bits r;
        uint64_t carry = 0;
        for (int i = 0; i < W; i++) {
            uint64_t a = w[i] + carry;
            uint64_t c1 = a < carry;
            r.w[i] = a + o.w[i];
            carry = c1 | (r.w[i] < a);
        }
        return r;
    }
    // Cells pos .. pos + len - 1 as the low bits of a word (1 <= len <= 64, pos + len <= size).
    GRUNDY_INLINE uint64_t get(int pos, int len) const {
        uint64_t x;
        if (W == 1) {
            x = w[0] >> pos;
        } else {
            int q = pos >> 6, s = pos & 63;
            x = w[q] >> s;
            if (s && q + 1 < W) x |= w[q + 1] << (64 - s);
        }
        return len >= 64 ? x : x & ((1ULL << len) - 1);
    }
    // The hash of a key with its tag.
    GRUNDY_INLINE uint64_t hash(uint64_t tag) const {
        uint64_t h = w[0];
        for (int i = 1; i < W; i++) h = ((h << 29) | (h >> 35)) * 0x9E3779B97F4A7C15ULL ^ w[i];
        return mix(h, tag);
    }
};

// Calls f(cell) for each cell of a set, lowest first.
template <int W, class F>
static GRUNDY_INLINE void for_each(const Bits<W> &s, F f) {
    for (int i = 0; i < W; i++)
        for (uint64_t b = s.w[i]; b; b &= b - 1) f(64 * i + ctz64(b));
}

}  // namespace grundy

#endif
