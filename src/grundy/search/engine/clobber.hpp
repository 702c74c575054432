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
// and, both players moving either colour, by the lesser of that and its colours swapped: a group
// met anywhere on the board, in either colouring, is solved once. The tag is the board's width
// (the key's rows are that wide).
#ifndef GRUNDY_SEARCH_CLOBBER_HPP
#define GRUNDY_SEARCH_CLOBBER_HPP

#include <stdint.h>

#include <vector>

#include "make.hpp"
#include "search.hpp"

namespace grundy {

template <int W>
struct ClobberGame {
    using Pos = Bits<W>;
    using Key = Bits<W>;
    struct Ctx {};
    static constexpr bool has_alt_key = false;

    int rows, cols, n;      // the board, n = rows * cols squares
    bool cannibal;          // Cannibal Clobber: a stone takes any adjacent stone
    bool reduce = false;    // (no simplification of positions)
    Pos even;               // bit 2i of every square i: where X stones are
    Pos not_first, not_last;  // squares outside the first column, outside the last (bit 2i)
    std::vector<Pos> col;   // the squares of each column (bit 2i)
    std::vector<int32_t> nb_at, nb;  // the squares beside each square (CSR)

    ClobberGame(int rows_, int cols_, bool cannibal_)
        : rows(rows_), cols(cols_), n(rows_ * cols_), cannibal(cannibal_), col(cols_), nb_at(n + 1, 0) {
        even = not_first = not_last = Pos::zero();
        for (int c = 0; c < cols; c++) col[c] = Pos::zero();
        for (int i = 0; i < n; i++) {
            int r = i / cols, c = i % cols;
            even.set(2 * i);
            col[c].set(2 * i);
            if (c > 0) not_first.set(2 * i);
            if (c < cols - 1) not_last.set(2 * i);
            const int dr[4] = {-1, 0, 0, 1}, dc[4] = {0, -1, 1, 0};
            for (int d = 0; d < 4; d++) {
                int rr = r + dr[d], cc = c + dc[d];
                if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) nb.push_back(rr * cols + cc);
            }
            nb_at[i + 1] = (int32_t)nb.size();
        }
    }

    int cells() const { return 2 * n; }
    int max_parts() const { return n; }
    int64_t max_options() const { return 4 * n + 1; }
    uint32_t exact_from() const { return 64; }
    bool small_table() const { return false; }

    // The stones of a position (bit 2i for a stone on square i, of either colour).
    GRUNDY_INLINE Pos stones(const Pos &m) const { return (m | m.shr(1)) & even; }
    // The squares beside the squares of s (bit 2i), on the board.
    GRUNDY_INLINE Pos spread(const Pos &s) const {
        return (s.shl(2) & not_first) | (s.shr(2) & not_last) | (s.shl(2 * cols) & even) | s.shr(2 * cols);
    }
    // The position with its colours swapped.
    GRUNDY_INLINE Pos swapped(const Pos &m) const { return (m & even).shl(1) | (m.shr(1) & even); }

    // The group of the lowest stone of the stones `s` (bit 2i), by a flood fill.
    GRUNDY_INLINE Pos group(const Pos &s) const {
        Pos g = s.lowest_bit(), front = g;
        while (front.any()) {
            front = spread(front) & s;
            front = front.minus(g);
            g |= front;
        }
        return g;
    }

    // Whether a group (its bits in the position) has a move.
    GRUNDY_INLINE bool live(const Pos &part, const Pos &g) const {
        if (cannibal) return !g.at_most(1);
        Pos x = part & even, o = part.shr(1) & even;
        return spread(x).meets(o);
    }

    // The key of a group: moved to the top-left corner, the lesser of it and its colours swapped.
    GRUNDY_INLINE uint16_t key_of(const Pos &part, const Pos &g, Key &key) const {
        int r0 = (g.lowest() >> 1) / cols, c0 = 0;
        while (!g.meets(col[c0])) c0++;
        Pos k = part.shr(2 * (r0 * cols + c0));
        Pos s = swapped(k);
        key = s.less(k) ? s : k;
        return (uint16_t)cols;
    }

    int split(const Pos &m, Pos *comps, Key *keys, uint16_t *tags, int *vals) const {
        int k = 0;
        Pos rest = stones(m);
        while (rest.any()) {
            Pos g = group(rest);
            rest = rest.minus(g);
            Pos part = m & (g | g.shl(1));
            if (!live(part, g)) continue;
            comps[k] = part;
            if (g.at_most(2)) {
                vals[k] = 1;  // two stones with a move: one move, then none
            } else {
                vals[k] = UNSOLVED;
                tags[k] = key_of(part, g, keys[k]);
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
        for_each(stones(m), [&](int b) {
            const int i = b >> 1;
            const int from = m.has(2 * i) ? 2 * i : 2 * i + 1;  // the stone's bit
            const int colour = from & 1;
            for (int32_t t = nb_at[i]; t < nb_at[i + 1]; t++) {
                const int j = nb[t];
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
    uint16_t canonical(const Pos &part, bool, Key &key) const { return key_of(part, stones(part), key); }
    Pos reduced(const Pos &m) const { return m; }
};

// The engine of the game for the width W (see make.hpp).
static CoreBase *make_clobber(int W, int64_t max_bytes, int64_t persist_cost, int rows, int cols,
                              bool cannibal) {
    GRUNDY_BY_WIDTH(ClobberGame, rows, cols, cannibal)
}

}  // namespace grundy

#endif
