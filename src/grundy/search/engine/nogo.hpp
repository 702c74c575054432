// Impartial NoGo on a board, as a game of the search engine (search.hpp).
//
// A move places a stone of either colour on an empty point; it is illegal when afterwards a
// block (orthogonally connected stones of one colour) of either colour has no liberty (empty
// point beside it): no capture, no suicide. The player who cannot move loses.
//
// A position has two bits a point (stones.hpp): both set for an empty point, the first alone for
// an X stone, the second alone for an O stone. A move clears one bit, so options have fewer bits.
//
// The split (docs: "Impartial NoGo"): two empty points are linked when they are beside each
// other or are liberties of one block. A move at p changes the liberties of the blocks beside p
// only, and joins p to them; whether a move at q is legal depends only on the blocks beside q and
// their liberties. So a move at p changes the legality of no move at a point q that is not linked
// to p through a chain of links, and the classes of linked empty points, each with the blocks
// around it, are independent games. Such a class is keyed by its empty points and the whole of
// its blocks (their stones say which stones beside the points are one block), moved to the
// corner, the least over its mirror images and its two colourings; on a strip (one row or
// column), by its sequence of points with each block as one stone (strip_key). A class with no
// legal move is worth 0 and goes (a move that is illegal stays illegal: liberties only go); one
// of a single empty point with a legal move is worth 1.
#ifndef GRUNDY_SEARCH_NOGO_HPP
#define GRUNDY_SEARCH_NOGO_HPP

#include <stdint.h>

#include "make.hpp"
#include "search.hpp"
#include "stones.hpp"

namespace grundy {

template <int W>
struct NoGoGame {
    using Pos = Bits<W>;
    using Key = Bits<W>;
    struct Ctx {};
    static constexpr bool has_alt_key = false;

    StoneBoard<W> b;
    int n;
    bool reduce = false;  // (no simplification of positions)

    bool strip;  // one row or one column: classes keyed as strips (strip_key)
    static constexpr uint16_t STRIP_TAG = 0xFFFF;  // their tag (a board's width is at most 2048)

    NoGoGame(int rows_, int cols_) : b(rows_, cols_), n(rows_ * cols_), strip(rows_ == 1 || cols_ == 1) {}

    int cells() const { return 2 * n; }
    int max_parts() const { return n; }
    int64_t max_options() const { return 2 * n + 1; }
    uint32_t exact_from() const { return 64; }
    bool small_table() const { return false; }

    // The empty points, the X stones and the O stones of a position (bit 2i).
    GRUNDY_INLINE Pos empties(const Pos &m) const { return b.firsts(m) & b.seconds(m); }

    // Whether a stone of colour c (0: X, 1: O) may go on the empty point p (bit 2p) of m.
    GRUNDY_INLINE bool legal(const Pos &m, int p, int c) const {
        const Pos f = b.firsts(m), s = b.seconds(m), e = f & s;
        const Pos mine = (c ? s : f).minus(e), theirs = (c ? f : s).minus(e);
        Pos here = Pos::zero();
        here.set(p);
        const Pos free = e.minus(here);
        // the block the stone joins keeps a liberty
        const Pos block = b.flood(here, mine | here);
        if (!b.spread(block).meets(free)) return false;
        // every block of the other colour beside it keeps a liberty
        Pos beside = b.spread(here) & theirs;
        while (beside.any()) {
            const Pos other = b.flood(beside.lowest_bit(), theirs);
            if (!b.spread(other).meets(free)) return false;
            beside = beside.minus(other);
        }
        return true;
    }

    // Whether the part has a legal move.
    GRUNDY_INLINE bool live(const Pos &part) const {
        bool any = false;
        Pos e = empties(part);
        while (e.any() && !any) {
            const int p = e.lowest();
            any = legal(part, p, 0) || legal(part, p, 1);
            e = e.without_lowest();
        }
        return any;
    }

    int split(const Pos &m, Pos *comps, Key *keys, uint16_t *tags, int *vals) const {
        const Pos f = b.firsts(m), s = b.seconds(m), e = f & s;
        const Pos xs = f.minus(e), os = s.minus(e);
        int k = 0;
        Pos rest = e;
        while (rest.any()) {
            // the class of the lowest empty point: linked through adjacency and blocks
            Pos pts = rest.lowest_bit(), blocks = Pos::zero();
            while (true) {
                const Pos near = b.spread(pts);
                const Pos stones = b.flood(near & xs, xs) | b.flood(near & os, os);
                const Pos grown = pts | ((near | b.spread(stones)) & e);
                blocks = stones;
                if (grown == pts) break;
                pts = grown;
            }
            rest = rest.minus(pts);
            const Pos points = pts | blocks;
            const Pos part = m & b.both(points);
            if (!live(part)) continue;
            comps[k] = part;
            if (pts.at_most(1)) {
                vals[k] = 1;  // one empty point with a legal move: one move, then none
            } else {
                vals[k] = UNSOLVED;
                tags[k] = key_of(part, points, keys[k]);
                if (cancel_equal(k, comps, keys, tags, vals)) {  // equal classes: both go
                    k--;
                    continue;
                }
            }
            k++;
        }
        return k;
    }

    void prepare(const Pos &, Ctx &) const {}
    int verdict(const Pos &, Ctx &) const { return -1; }

    // Every legal move: an X stone, then an O stone, on each empty point.
    void options(const Pos &m, Ctx &, Options<Pos> &out) const {
        for_each(empties(m), [&](int bit) {
            for (int c = 0; c < 2; c++) {
                if (!legal(m, bit, c)) continue;
                Pos q = m;
                q.clear(bit + 1 - c);  // X keeps the first bit, O the second
                out.add(q);
            }
        });
    }

    GRUNDY_INLINE uint32_t tie(const Pos &, const Pos &, int64_t t, int64_t n_, const Ctx &, int order) const {
        return index_tie(t, n_, order);
    }

    // The longest play: every move fills an empty point.
    GRUNDY_INLINE uint32_t bound(const Pos &m) const { return (uint32_t)empties(m).count(); }

    bool alt_key(const Pos &, Key &, uint16_t &) const { return false; }
    uint32_t key_size(const Key &key, uint16_t) const { return (uint32_t)key.count(); }

    uint16_t canonical(const Pos &part, bool, Key &key) const {
        return key_of(part, b.firsts(part) | b.seconds(part), key);
    }

    // A class's key: on a strip, strip_key; else the least image of the class under the mirror
    // symmetries of its box, moved to the corner, in the lesser colouring (the board's width as
    // tag).
    GRUNDY_INLINE uint16_t key_of(const Pos &part, const Pos &points, Key &key) const {
        if (strip && strip_key(part, points, key)) return STRIP_TAG;
        return b.sym_key(part, points, key);
    }

    // On a strip, a class is a run of points (empty points are linked to their neighbours, and
    // a block's liberties are its two ends): its points in order, each run of stones of one
    // colour kept as one stone (beyond its two ends, a block's length changes no move: MCGS's
    // "block simplification" of linear NoGo), the least of the sequence and its reverse, in
    // either colouring. False when the points are not one run (then sym_key keys it).
    bool strip_key(const Pos &part, const Pos &points, Key &key) const {
        const int lo = points.lowest() >> 1, hi = points.highest() >> 1;
        if (points.count() != hi - lo + 1) return false;
        uint8_t seq[32 * W + 1];
        int len = 0, prev = 0;
        for_each(points, [&](int bit) {
            const int code = (part.has(bit) ? 1 : 0) | (part.has(bit + 1) ? 2 : 0);
            if (code != 3 && code == prev) return;
            seq[len++] = (uint8_t)code;
            prev = code;
        });
        Key fwd = Key::zero(), rev = Key::zero();
        for (int t = 0; t < len; t++) {
            const int a = seq[t], z = seq[len - 1 - t];
            if (a & 1) fwd.set(2 * t);
            if (a & 2) fwd.set(2 * t + 1);
            if (z & 1) rev.set(2 * t);
            if (z & 2) rev.set(2 * t + 1);
        }
        key = fwd;
        const Key cands[3] = {rev, b.swapped(fwd), b.swapped(rev)};
        for (const Key &c : cands)
            if (c.less(key)) key = c;
        return true;
    }
    Pos reduced(const Pos &m) const { return m; }
};

// The engine of the game for the width W (see make.hpp).
static CoreBase *make_nogo(int W, int64_t max_bytes, int64_t persist_cost, int rows, int cols) {
    GRUNDY_BY_WIDTH(NoGoGame, rows, cols)
}

}  // namespace grundy

#endif
