// Chomp by dynamic programming over every position of an r x c bar.
//
// A position is a staircase: row lengths a[0] >= a[1] >= ... >= a[r-1] >= 0, each at most c,
// row 0 holding the poisoned square (0, 0). Taking square (i, j), j < a[i], (i, j) != (0, 0),
// cuts every row k >= i to min(a[k], j). The staircases of the box are ranked by the
// combinatorial number system: q[k] = k + c - a[k] is strictly increasing, and
//
//     rank(a) = sum over k of C(q[k], k + 1) = sum over k of g(k, a[k]),
//
// so the full bar is rank 0, the empty one C(r + c, r) - 1, and every option (all rows shorter
// or equal, one shorter) has a larger rank. A row's share g(k, a) depends on that row alone,
// which makes the rank of an option the rank of the position plus a sum over the rows it cuts.
//
// The positions are taken in blocks: a block fixes the upper rows a[1..r-1] and runs a[0] over
// a[1]..c (ranks U + c - a[0], U the upper rows' share). An option cutting an upper row lies in
// a block of smaller upper area; one cutting row 0 lies in the same block (when j >= a[1]) or
// in one of smaller upper area. So the blocks of one upper area L are independent of each other
// given every smaller area: the DP runs area by area, and the blocks of one area are shared
// among threads. The option offsets of an upper row's squares (`up`) are the same for every
// a[0] of the block and are computed once a block; the offsets of row 0's squares are a running
// sum over the columns (`D`). So a position costs one load and one bit set an option, over
// memory that the block's consecutive positions share. The loads miss the cache on large bars
// (601 MB of values for 16 x 16): a block's memory is asked for (prefetched) while the block
// before it is finished, which took 14 x 14 from 18 s to 11 s on one thread; values of one
// byte keep their set in four registers, not in memory (5% more).
#pragma once

#include <atomic>
#include <cstdint>
#include <cstring>
#include <thread>
#include <vector>

namespace grundy_chomp {

struct Box {
    int r, c;
    std::vector<uint64_t> g;  // g[k * (c + 1) + a] = C(k + c - a, k + 1)

    Box(int rows, int cols) : r(rows), c(cols), g((size_t)rows * (cols + 1)) {
        for (int k = 0; k < r; ++k)
            for (int a = 0; a <= c; ++a) {
                // C(n, m) with n = k + c - a, m = k + 1 (0 when n < m), exact in 64 bits for
                // every box whose C(r + c, r) fits
                uint64_t n = (uint64_t)(k + c - a), m = (uint64_t)(k + 1), v = 1;
                if (n < m) v = 0;
                else
                    for (uint64_t t = 1; t <= m; ++t) v = v * (n - m + t) / t;
                g[(size_t)k * (c + 1) + a] = v;
            }
    }
    uint64_t at(int k, int a) const { return g[(size_t)k * (c + 1) + a]; }
};

// The values of one block's positions (upper rows a[1..r-1]), its options all known. A block
// is prepared (its option offsets computed and their memory asked for) one block ahead of the
// one finished, so that the loads of one overlap the work of the other.
template <typename V>
struct Worker {
    struct Prep {
        uint64_t U = 0;
        int a1 = 0;
        std::vector<uint64_t> D, up;
    };
    const Box &box;
    V *val;
    Prep preps[2];
    int cur = 0;
    bool pending = false;
    std::vector<uint64_t> bits;
    uint64_t lookups = 0;

    Worker(const Box &b, V *v) : box(b), val(v), bits(((size_t)b.r * b.c >> 6) + 1) {
        for (Prep &p : preps) {
            p.D.resize(b.c + 1);
            p.up.reserve((size_t)b.r * b.c);
        }
    }

    // Prepare the block of upper rows `a`, then finish the block prepared before it.
    void block(const int *a) {
        prepare(a, preps[cur ^ 1]);
        if (pending) finish(preps[cur]);
        cur ^= 1;
        pending = true;
    }
    void flush() {
        if (pending) finish(preps[cur]);
        pending = false;
    }

    void prepare(const int *a, Prep &p) {
        const int r = box.r, c = box.c;
        uint64_t U = 0;
        for (int k = 1; k < r; ++k) U += box.at(k, a[k]);
        std::fill(p.D.begin(), p.D.end(), 0);
        p.up.clear();
        for (int i = r - 1; i >= 1; --i) {
            const int ai = a[i];
            if (!ai) continue;
            const uint64_t gi = box.at(i, ai);
            for (int j = 0; j < ai; ++j) {
                p.D[j] += box.at(i, j) - gi;
                p.up.push_back(p.D[j]);
            }
        }
        p.U = U;
        p.a1 = r > 1 ? a[1] : 0;
        // the first and last positions of each option's run, and row 0's options in other blocks
        const int lo = p.a1 > 1 ? p.a1 : 1;
        for (const uint64_t d : p.up) {
            const V *q = val + U + d;
            __builtin_prefetch(q + (c - lo));
            __builtin_prefetch(q);
        }
        for (int j = 1; j < lo; ++j) __builtin_prefetch(val + U + (uint64_t)(c - j) + p.D[j]);
    }

    void finish(const Prep &p) {
        const int c = box.c;
        const uint64_t U = p.U;
        const int a1 = p.a1;
        const uint64_t *D = p.D.data();
        const size_t nup = p.up.size();
        const uint64_t *upp = p.up.data();
        uint64_t *bs = bits.data();
        for (int a0 = a1 > 1 ? a1 : 1; a0 <= c; ++a0) {
            const uint64_t P = U + (uint64_t)(c - a0);
            const size_t nopt = nup + (size_t)(a0 - 1);
            if (sizeof(V) == 1) {
                // one-byte values: the set is four words kept in registers
                uint64_t b0 = 0, b1 = 0, b2 = 0, b3 = 0;
                auto add = [&](unsigned v) {
                    const uint64_t bit = 1ULL << (v & 63);
                    const unsigned h = v >> 6;
                    b0 |= h == 0 ? bit : 0;
                    b1 |= h == 1 ? bit : 0;
                    b2 |= h == 2 ? bit : 0;
                    b3 |= h == 3 ? bit : 0;
                };
                for (size_t t = 0; t < nup; ++t) add(val[P + upp[t]]);
                for (int j = 1; j < a0; ++j) add(val[U + (uint64_t)(c - j) + D[j]]);
                val[P] = (V)(~b0 ? __builtin_ctzll(~b0)
                             : ~b1 ? 64 + __builtin_ctzll(~b1)
                             : ~b2 ? 128 + __builtin_ctzll(~b2) : 192 + __builtin_ctzll(~b3));
                lookups += nopt;
                continue;
            }
            // the mex is at most the number of options: larger values are left out
            const size_t words = (nopt >> 6) + 1;
            std::memset(bs, 0, words * sizeof(uint64_t));
            for (size_t t = 0; t < nup; ++t) {
                const uint64_t v = val[P + upp[t]];
                if (v <= nopt) bs[v >> 6] |= 1ULL << (v & 63);
            }
            for (int j = 1; j < a0; ++j) {
                const uint64_t v = val[U + (uint64_t)(c - j) + D[j]];
                if (v <= nopt) bs[v >> 6] |= 1ULL << (v & 63);
            }
            size_t w = 0;
            while (~bs[w] == 0) ++w;
            val[P] = (V)(w * 64 + __builtin_ctzll(~bs[w]));
            lookups += nopt;
        }
    }
};

// The upper rows a[1..r-1] of upper area L, one after another (decreasing lexicographic order).
struct Parts {
    int r, c, L;
    std::vector<int> a;  // a[0] unused
    bool ok;

    Parts(int rows, int cols, int area) : r(rows), c(cols), L(area), a(rows + 1, 0) {
        ok = (int64_t)(r - 1) * c >= L;
        if (ok) fill(1, L, c);
    }
    void fill(int from, int sum, int cap) {
        for (int k = from; k < r; ++k) {
            a[k] = sum < cap ? sum : cap;
            sum -= a[k];
        }
    }
    bool next() {
        // the last row that can give one square to the rows after it, capped by its new length
        int tail = 0;
        for (int k = r - 1; k >= 1; --k) {
            if (a[k] > 0 && k < r - 1 && (int64_t)(tail + 1) <= (int64_t)(r - 1 - k) * (a[k] - 1)) {
                --a[k];
                fill(k + 1, tail + 1, a[k]);
                return true;
            }
            tail += a[k];
        }
        return false;
    }
};

// Every block of upper area L, on `threads` threads (block t, t + threads, ... on thread t).
// `stop` is looked at by thread 0 every so often: when it returns true, every thread stops and
// the level is left unfinished (its values so far are right; a later run does it again).
// Returns the options looked at, or -1 when stopped.
template <typename V>
int64_t run_level(const Box &box, V *val, int L, int threads, bool (*stop)()) {
    std::atomic<bool> halt(false);
    std::vector<int64_t> counts(threads, 0);
    auto work = [&](int t) {
        Worker<V> w(box, val);
        Parts p(box.r, box.c, L);
        uint64_t index = 0, next_look = 1u << 22;
        if (p.ok) {
            do {
                if ((int)(index++ % (uint64_t)threads) != t) continue;
                w.block(p.a.data());
                if (w.lookups >= next_look) {
                    next_look = w.lookups + (1u << 24);
                    if (t == 0 && stop && stop()) halt.store(true);
                    if (halt.load(std::memory_order_relaxed)) break;
                }
            } while (p.next());
            w.flush();
        }
        counts[t] = (int64_t)w.lookups;
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0);
    for (auto &th : pool) th.join();
    if (halt.load()) return -1;
    int64_t total = 0;
    for (int64_t x : counts) total += x;
    return total;
}

}  // namespace grundy_chomp
