// Boards of stones of two colours, two bits a point, for the games of the search engine that
// place or move stones (clobber.hpp, nogo.hpp).
//
// Point i of a rows x cols board (row-major) has bits 2i and 2i + 1; what they mean is the
// game's (Clobber: an X stone, an O stone; NoGo: both set for an empty point). Sets of points
// are kept at the even bits (bit 2i for point i), so that the neighbours of a set are four
// shifts: right and left by 2 (masked off the first and last column), down and up by 2 cols.
// Swapping the two bits of every point swaps the colours; moving a set of points to the board's
// top-left corner is one shift of the whole set (the points of a set never lie left of its
// leftmost column nor above its top row).
#ifndef GRUNDY_SEARCH_STONES_HPP
#define GRUNDY_SEARCH_STONES_HPP

#include <stdint.h>

#include <vector>

#include "bits.hpp"

namespace grundy {

template <int W>
struct StoneBoard {
    using Pos = Bits<W>;

    int rows, cols, n;        // n = rows * cols points
    Pos even;                 // bit 2i of every point i
    Pos not_first, not_last;  // points outside the first column, outside the last (bit 2i)
    std::vector<Pos> col;     // the points of each column (bit 2i)
    std::vector<int32_t> nb_at, nb;  // the points beside each point (CSR)

    StoneBoard(int rows_, int cols_)
        : rows(rows_), cols(cols_), n(rows_ * cols_), col(cols_), nb_at(n + 1, 0) {
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

    // The points whose first bit is set, whose second is (bit 2i).
    GRUNDY_INLINE Pos firsts(const Pos &m) const { return m & even; }
    GRUNDY_INLINE Pos seconds(const Pos &m) const { return m.shr(1) & even; }
    // The points beside the points of s (bit 2i), on the board.
    GRUNDY_INLINE Pos spread(const Pos &s) const {
        return (s.shl(2) & not_first) | (s.shr(2) & not_last) | (s.shl(2 * cols) & even) | s.shr(2 * cols);
    }
    // The position with the two bits of every point swapped (the colours swapped).
    GRUNDY_INLINE Pos swapped(const Pos &m) const { return (m & even).shl(1) | (m.shr(1) & even); }
    // Both bits of the points of s.
    GRUNDY_INLINE Pos both(const Pos &s) const { return s | s.shl(1); }

    // The points of `within` connected to `seed` (both sets of points) through `within`.
    GRUNDY_INLINE Pos flood(const Pos &seed, const Pos &within) const {
        Pos g = seed & within, front = g;
        while (front.any()) {
            front = (spread(front) & within).minus(g);
            g |= front;
        }
        return g;
    }

    // A key of a part of a position (its bits; `points`: its points, not empty): the part moved
    // to the top-left corner, the lesser of it and its colours swapped. The tag: the board's
    // width (the key's rows are that wide).
    GRUNDY_INLINE uint16_t corner_key(const Pos &part, const Pos &points, Pos &key) const {
        int r0 = (points.lowest() >> 1) / cols, c0 = 0;
        while (!points.meets(col[c0])) c0++;
        Pos k = part.shr(2 * (r0 * cols + c0));
        Pos s = swapped(k);
        key = s.less(k) ? s : k;
        return (uint16_t)cols;
    }

    // As corner_key, and the least also over the part's images under the symmetries of its
    // bounding box that keep its shape (the mirror images left-right and up-down, the half
    // turn): a part and its mirror images are one game.
    uint16_t sym_key(const Pos &part, const Pos &points, Pos &key) const {
        const int r0 = (points.lowest() >> 1) / cols, r1 = (points.highest() >> 1) / cols;
        int c0 = 0, c1 = cols - 1;
        while (!points.meets(col[c0])) c0++;
        while (!points.meets(col[c1])) c1--;
        const int shift = 2 * (r0 * cols + c0);
        Pos best = part.shr(shift), s = swapped(best);
        if (s.less(best)) best = s;
        for (int f = 1; f < 4; f++) {  // 1: left-right, 2: up-down, 3: both
            Pos img = Pos::zero();
            for_each(points, [&](int bit) {
                const int i = bit >> 1, r = i / cols, c = i % cols;
                const int rr = (f & 2) ? r0 + r1 - r : r, cc = (f & 1) ? c0 + c1 - c : c;
                const int j = 2 * (rr * cols + cc);
                if (part.has(bit)) img.set(j);
                if (part.has(bit + 1)) img.set(j + 1);
            });
            img = img.shr(shift);
            if (img.less(best)) best = img;
            s = swapped(img);
            if (s.less(best)) best = s;
        }
        key = best;
        return (uint16_t)cols;
    }
};

}  // namespace grundy

#endif
