// Impartial Clobber and impartial Cannibal Clobber on a board, as a game of the search engine
// (search.hpp).
//
// - Impartial Clobber: a move takes a stone of either colour onto an orthogonally adjacent stone
//   of the other colour, which is removed; the square it left is empty.
// - Cannibal Clobber (impartial): a move takes a stone onto any orthogonally adjacent stone.
//
// A position of a rows x cols board is a set of bits, two a square: square i (row-major) holds
// an X stone when bit 2i is set, an O stone when bit 2i + 1 is (Bits<W>: up to 32 W squares).
// Every move takes one stone off the board, so options have fewer bits than the position.
//
// The split: stones that touch (orthogonally) form groups, and a move only involves two touching
// stones and leaves the rest of the group touching or not, so each group is a game of its own. A
// group with no move (one colour only, for Clobber; a single stone) is worth 0 and goes; a group
// of two stones with a move is worth 1. A group is keyed by its stones moved to the top-left
// corner of the board (a shift of the whole set by the rows and columns above and left of it),
// the least over its mirror images (left-right, up-down, the half turn) and, both players moving
// either colour, its two colourings: a group met anywhere on the board, in any of these forms, is
// solved once. The tag is the board's width (the key's rows are that wide).
#ifndef GRUNDY_SEARCH_CLOBBER_HPP
#define GRUNDY_SEARCH_CLOBBER_HPP

#include <stdint.h>

#include "make.hpp"
#include "search.hpp"
#include "stones.hpp"

namespace grundy {

template <int W>
struct ClobberGame {
    using Pos = Bits<W>;
    using Key = Bits<W>;
    struct Ctx {};
    static constexpr bool has_alt_key = false;

    StoneBoard<W> b;        // the board (bit 2i: an X stone on point i, 2i + 1: an O stone)
    int n;                  // points
    bool cannibal;          // Cannibal Clobber: a stone takes any adjacent stone
    bool reduce = false;    // (no simplification of positions)

    ClobberGame(int rows_, int cols_, bool cannibal_) : b(rows_, cols_), n(rows_ * cols_), cannibal(cannibal_) {}

    int cells() const { return 2 * n; }
    int max_parts() const { return n; }
    int64_t max_options() const { return 4 * n + 1; }
    uint32_t exact_from() const { return 64; }
    bool small_table() const { return false; }

    // The stones of a position (bit 2i for a stone on point i, of either colour).
    GRUNDY_INLINE Pos stones(const Pos &m) const { return b.firsts(m) | b.seconds(m); }

    // Whether a group (its bits in the position; g its points) has a move.
    GRUNDY_INLINE bool live(const Pos &part, const Pos &g) const {
        if (cannibal) return !g.at_most(1);
        return b.spread(b.firsts(part)).meets(b.seconds(part));
    }

    int split(const Pos &m, Pos *comps, Key *keys, uint16_t *tags, int *vals) const {
        int k = 0;
        Pos rest = stones(m);
        while (rest.any()) {
            Pos g = b.flood(rest.lowest_bit(), rest);
            rest = rest.minus(g);
            Pos part = m & b.both(g);
            if (!live(part, g)) continue;
            comps[k] = part;
            if (g.at_most(2)) {
                vals[k] = 1;  // two stones with a move: one move, then none
            } else {
                vals[k] = UNSOLVED;
                tags[k] = b.sym_key(part, g, keys[k]);
                if (cancel_equal(k, comps, keys, tags, vals)) {  // equal groups: both go
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

    // Every move: a stone onto a stone beside it (of the other colour, unless cannibal).
    void options(const Pos &m, Ctx &, Options<Pos> &out) const {
        for_each(stones(m), [&](int bit) {
            const int i = bit >> 1;
            const int from = m.has(2 * i) ? 2 * i : 2 * i + 1;  // the stone's bit
            const int colour = from & 1;
            for (int32_t t = b.nb_at[i]; t < b.nb_at[i + 1]; t++) {
                const int j = b.nb[t];
                const bool x = m.has(2 * j), o = m.has(2 * j + 1);
                if (!(x || o)) continue;
                if (!cannibal && (colour ? o : x)) continue;
                Pos p = m;
                p.clear(from);
                p.clear(2 * j + (x ? 0 : 1));
                p.set(2 * j + colour);
                out.add(p);
            }
        });
    }

    GRUNDY_INLINE uint32_t tie(const Pos &, const Pos &, int64_t t, int64_t n_, const Ctx &, int order) const {
        return index_tie(t, n_, order);
    }

    // The longest play: every move takes a stone, and the last stone never moves.
    GRUNDY_INLINE uint32_t bound(const Pos &m) const { return (uint32_t)m.count() - 1; }

    bool alt_key(const Pos &, Key &, uint16_t &) const { return false; }
    uint32_t key_size(const Key &key, uint16_t) const { return (uint32_t)key.count(); }

    // For the Python layer: a group's key, and the position simplified (no simplification).
    uint16_t canonical(const Pos &part, bool, Key &key) const { return b.sym_key(part, stones(part), key); }
    Pos reduced(const Pos &m) const { return m; }
};

// The engine of the game for the width W (see make.hpp).
static CoreBase *make_clobber(int W, int64_t max_bytes, int64_t persist_cost, int rows, int cols,
                              bool cannibal) {
    GRUNDY_BY_WIDTH(ClobberGame, rows, cols, cannibal)
}

}  // namespace grundy

#endif
