// Games on the cells of a rows x cols board, as games of the search engine (search.hpp): Cram,
// and Node-Kayles and Arc-Kayles on board graphs. Cell (r, c) is cell r * cols + c of a position
// (Bits<W>: up to 64 W cells), a position is the set of free cells, and the rule is one of:
//
// - CRAM: a move covers two adjacent free cells (Arc-Kayles on the grid graph);
// - NODE_GRID: Node-Kayles on the grid graph (a move takes a free cell and the free cells beside it);
// - NODE_OFFSETS, ARC_OFFSETS: Node-Kayles or Arc-Kayles on a board graph whose cells are joined
//   when their offset lies in a set closed under the eight symmetries of the square (the kings,
//   queens or knights graph; see grundy.search.games.board_shape), given by its neighbour sets.
//
// On the grid the cells of a region are found by shifts of the whole set, a few word operations
// a round. A region is keyed by its shape: the least, over the symmetries of its bounding box
// (8 for a square box, else the 4 that keep the narrower side as the width), of its cells moved
// to the box's top-left corner, the rows of `width` bits packed one after another, with that width
// as the tag. A region's game depends only on its shape (the rule is kept by every isometry of
// the plane), so the key is the same at every place of every board, two congruent parts of a
// position cancel, and one lasting table serves every board of the game.
//
// The optional rules (search.hpp's hooks), on the grid:
// - mirror strategies (verdict): a region that is its own image under a symmetry of its box that
//   fixes no free cell and swaps no two adjacent ones is worth 0 without a search; one where the
//   first move can take exactly what breaks this is not 0;
// - Cram's simplifications of a position before it is split (reduced, square_cuts): duplicate
//   tufts and cells between centres of tufts go, and the 2 x 2 rule cuts links;
// - Cram's order of the options, from the region's middle out, upright dominoes first.
#ifndef GRUNDY_SEARCH_BOARD_HPP
#define GRUNDY_SEARCH_BOARD_HPP

#include <stdint.h>
#include <stdlib.h>

#include <vector>

#include "make.hpp"
#include "search.hpp"

namespace grundy {

enum BoardRule : int { CRAM = 0, NODE_GRID = 1, NODE_OFFSETS = 2, ARC_OFFSETS = 3 };

// Symmetries of a region whose bounding box fits 8 x 8, on the region drawn in one word with row
// r in byte r and column c in bit c of it (the box at the top-left corner): a few word operations
// each, where moving the cells one by one costs a dozen per cell.
struct Box8 {
    // column c -> w - 1 - c in every row (bits reversed within each byte, then shifted back)
    static GRUNDY_INLINE uint64_t flip_cols(uint64_t x, int w) {
        x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
        x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
        x = ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
        return x >> (8 - w);
    }
    // the bits of a word reversed
    static GRUNDY_INLINE uint64_t reverse(uint64_t x) {
        x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
        x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
        x = ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
        return __builtin_bswap64(x);
    }
    // row r -> h - 1 - r (bytes reversed, then shifted back)
    static GRUNDY_INLINE uint64_t flip_rows(uint64_t x, int h) { return __builtin_bswap64(x) >> (8 * (8 - h)); }
    // row r, column c -> row c, column r (the 8 x 8 bit-matrix transpose of Hacker's Delight, 7-3)
    static GRUNDY_INLINE uint64_t transpose(uint64_t x) {
        uint64_t t;
        t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAULL;
        x ^= t ^ (t << 7);
        t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCULL;
        x ^= t ^ (t << 14);
        t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ULL;
        x ^= t ^ (t << 28);
        return x;
    }
    // the rows of x in the byte-per-row form (w <= 8 bits each) packed into consecutive fields of
    // w bits, row 0 lowest: pairs of rows, then of pairs, then of fours
    static GRUNDY_INLINE uint64_t pack_rows(uint64_t x, int w) {
        x = (x & 0x00FF00FF00FF00FFULL) | (((x >> 8) & 0x00FF00FF00FF00FFULL) << w);
        x = (x & 0x0000FFFF0000FFFFULL) | (((x >> 16) & 0x0000FFFF0000FFFFULL) << (2 * w));
        return (x & 0xFFFFFFFFULL) | ((x >> 32) << (4 * w));
    }
    // the least of best and the region a (w columns, h rows) with its mirror images
    static GRUNDY_INLINE uint64_t least_image(uint64_t a, int w, int h, uint64_t best) {
        uint64_t y = flip_cols(a, w);
        uint64_t m = a < y ? a : y;
        best = best < m ? best : m;
        uint64_t p = flip_rows(a, h), q = flip_rows(y, h);
        m = p < q ? p : q;
        return best < m ? best : m;
    }
};

// spread[h][x]: bit k of the byte x moved to bit k * h (h = 1..4); rev8[x]: x's bits reversed.
struct LaneTables {
    uint64_t spread[5][256];
    uint8_t rev8[256];
    LaneTables() {
        for (int x = 0; x < 256; x++) {
            uint8_t r = 0;
            for (int k = 0; k < 8; k++) r |= (uint8_t)(((x >> k) & 1) << (7 - k));
            rev8[x] = r;
            for (int h = 1; h < 5; h++) {
                uint64_t v = 0;
                for (int k = 0; k < 8; k++) v |= (uint64_t)((x >> k) & 1) << (k * h);
                spread[h][x] = v;
            }
        }
    }
};
static const LaneTables LANES;

template <int W>
struct BoardGame {
    using Pos = Bits<W>;
    using Key = Bits<W>;
    struct Ctx {
        int r0, c0, h, w;  // the region's bounding box (rules on the grid)
    };
    static constexpr bool has_alt_key = false;

    int rule, rows, cols, n;
    bool node;        // a move takes a cell and its neighbours
    bool grid;        // the grid graph: shifts, mirror strategies
    bool symmetry;    // regions keyed by shape (else by their cells, tag 1)
    bool reduce;      // Cram: positions simplified before they are split
    Pos black, notfirst, notlast, board_mask, firstrow, firstcol;
    std::vector<uint16_t> rowof, colof;
    std::vector<Pos> adj, closed;
    std::vector<Pos> pending;  // split's regions cut off by the 2 x 2 rule, to reduce again

    // adj_words: for the OFFSETS rules, n sets of W words (each cell's neighbours); else unused.
    BoardGame(int rule_, int rows_, int cols_, const uint64_t *adj_words, bool symmetry_)
        : rule(rule_), rows(rows_), cols(cols_), n(rows_ * cols_), rowof(rows_ * cols_),
          colof(rows_ * cols_), adj(rows_ * cols_), closed(rows_ * cols_) {
        node = rule == NODE_GRID || rule == NODE_OFFSETS;
        grid = rule == CRAM || rule == NODE_GRID;
        symmetry = symmetry_;
        reduce = rule == CRAM;
        black = notfirst = notlast = firstrow = firstcol = Pos::zero();
        board_mask = Pos::first(n);
        for (int v = 0; v < n; v++) {
            int r = v / cols, c = v % cols;
            rowof[v] = (uint16_t)r, colof[v] = (uint16_t)c;
            if ((r + c) % 2 == 0) black.set(v);
            if (r == 0) firstrow.set(v);
            if (c == 0) firstcol.set(v);
            if (c != 0) notfirst.set(v);
            if (c != cols - 1) notlast.set(v);
            adj[v] = Pos::zero();
        }
        for (int v = 0; v < n; v++) {
            if (grid) {
                int r = v / cols, c = v % cols;
                if (c + 1 < cols) adj[v].set(v + 1), adj[v + 1].set(v);
                if (r + 1 < rows) adj[v].set(v + cols), adj[v + cols].set(v);
            } else {
                adj[v] = Pos::from(adj_words + (int64_t)v * W) & board_mask;
                adj[v].clear(v);
            }
        }
        for (int v = 0; v < n; v++) closed[v] = adj[v] | Pos::bit(v);
        pending.resize(n + 1);
    }

    int cells() const { return n; }
    int max_parts() const { return n; }
    int64_t max_options() const { return node ? n : 2 * (int64_t)n; }
    uint32_t exact_from() const { return 64; }
    // Regions of at most SMALL_CELLS cells in a small table of their own, on grids of 25 cells or
    // more (on smaller ones its first touch costs more than the whole search: 0.8 ms on 3 x 6).
    // Not on other board graphs, whose small regions are too many for it (the 12 x 12 queens
    // graph: 8% more steps with it).
    bool small_table() const { return grid && n >= 25; }

    // ------------------------------------------------------------------ shifts on the board
    // The free cells whose neighbour below (up), above (down), to the right (left), to the left
    // (right) is free -- the sets shifted by a row or a column.
    GRUNDY_INLINE Pos below(const Pos &m) const { return rows > 1 ? m.shr(cols) : Pos::zero(); }
    GRUNDY_INLINE Pos above(const Pos &m) const { return rows > 1 ? m.shl(cols) & board_mask : Pos::zero(); }

    // An upper bound of the value: the longest play (Cram: the smaller colour class of the
    // checkerboard, each domino covering one of each).
    GRUNDY_INLINE uint32_t bound(const Pos &m) const {
        if (node) return (uint32_t)m.count();
        if (rule == ARC_OFFSETS) return (uint32_t)m.count() >> 1;
        uint32_t b = (uint32_t)(m & black).count(), w = (uint32_t)m.minus(black).count();
        return b < w ? b : w;
    }

    // The component of the lowest cell of m (on the grid without the links from the cells of
    // `cut` to their right neighbours).
    GRUNDY_INLINE Pos component(const Pos &m, const Pos &cut) const {
        if (grid) {
            Pos comp = m.lowest_bit();
            int C = rows > 1 ? cols : 0;  // (a shift by 0 adds nothing)
            Pos right = notlast.minus(cut), run = m & right;  // free cells linked to their right
            while (true) {
                // each round: rightwards along whole runs at once (adding the first cell of the
                // component in each run carries through the run's linked cells and stops after
                // its last; a cell not linked to its right adds nothing), then one step left, up
                // and down (cells shifted past the board are not in m)
                Pos low = (comp & run).minus((comp & right).shl(1));
                Pos g = comp | ((run.plus(low) ^ run) & m);
                g = (g | (g.shr(1) & right) | g.shl(C) | g.shr(C)) & m;
                if (g == comp) return comp;
                comp = g;
            }
        }
        return flood(m, adj.data());
    }

    // The bounding box of the region m: its first row and column, height, width.
    GRUNDY_INLINE void box(const Pos &m, Ctx &c) const {
        int C = cols, r0 = rowof[m.lowest()], r1 = rowof[m.highest()];
        // the columns met: the rows folded onto the first, halving the rows left each time
        Pos cm = m.shr(r0 * C);
        int r = r1 - r0 + 1;
        while (r > 1) {
            cm |= cm.shr(C * ((r + 1) >> 1));
            r = (r + 1) >> 1;
        }
        cm &= Pos::first(C);
        c.r0 = r0, c.c0 = cm.lowest(), c.h = r1 - r0 + 1, c.w = cm.highest() - c.c0 + 1;
    }

    // The region m of a box of at most 8 x 8 from (r0, c0) in the byte-per-row form.
    GRUNDY_INLINE uint64_t words(const Pos &m, int r0, int c0, int h, int w) const {
        uint64_t a = 0;
        for (int r = 0; r < h; r++) a |= m.get((r0 + r) * cols + c0, w) << (8 * r);
        return a;
    }

    // The region m of the box (r0, c0, h, w), one cell at a time, cell (r, c) at bit r * W' + c of
    // a box H' x W' (turned: its transpose, cell (c, r) of a w x h box), in t[0]; its mirror
    // images across the middle column, across the middle row and by a half turn in t[1..3].
    void cell_images(const Pos &m, int r0, int c0, int h, int w, bool turned, Key *t) const {
        int H = turned ? w : h, Wd = turned ? h : w;
        Key a = Key::zero(), b = a, c = a, d = a;  // (in registers, where t is in memory)
        const uint16_t *rows_ = rowof.data(), *cols_ = colof.data();
        for_each(m, [&](int x) {
            int r = rows_[x] - r0, q = cols_[x] - c0;
            if (turned) {
                int y = r;
                r = q, q = y;
            }
            a.set(r * Wd + q);
            b.set(r * Wd + (Wd - 1 - q));
            c.set((H - 1 - r) * Wd + q);
            d.set((H - 1 - r) * Wd + (Wd - 1 - q));
        });
        t[0] = a, t[1] = b, t[2] = c, t[3] = d;
    }

    // ------------------------------------------------------------------ keys
    // The canonical key of the component m (in key) and its tag.
    GRUNDY_INLINE uint16_t canon(const Pos &m, Key &key) const {
        if (!symmetry) {
            key = m;
            return 1;
        }
        Ctx b;
        box(m, b);
        if (b.h <= 8 && b.w <= 8) return canon_words(m, b.r0, b.c0, b.h, b.w, key);
        if (b.h <= 4 && b.w <= 16) return canon_lanes(m, b.r0, b.c0, b.h, b.w, key);
        if (b.h <= 4 && b.h * b.w <= 64) return canon_long_lanes(m, b.r0, b.c0, b.h, b.w, key);
        return canon_cells(m, b.r0, b.c0, b.h, b.w, key);
    }

    // canon for a box of at most 8 x 8: the region in the byte-per-row form, its images by word
    // operations, the least of them (the byte-per-row order is the order of the keys, rows of w
    // bits) packed to the key.
    GRUNDY_INLINE uint16_t canon_words(const Pos &m, int r0, int c0, int h, int w, Key &key) const {
        uint64_t a = words(m, r0, c0, h, w), best = ~0ULL;
        int width = 0;
        if (w <= h) {
            best = Box8::least_image(a, w, h, best);
            width = w;
        }
        if (w >= h) {
            best = Box8::least_image(Box8::transpose(a), h, w, best);  // h columns, w rows
            width = h;
        }
        key = Key::word(Box8::pack_rows(best, width));
        return (uint16_t)width;
    }

    // canon for a box of at most 4 rows and more than 8 columns, at most 64 cells, with the key
    // of canon_cells (the columns as groups of h bits: the region turned to its narrow side) from
    // a table that spreads the 8 bits of a byte of a row to every h-th bit: each row and its
    // mirror image spread a byte at a time, then shifted to their row (or its mirror row). Rows of
    // at most 16 cells (Cram's boards' regions) take two look-ups each, inlined (canon_lanes);
    // longer ones (the 3 x n grids' long regions) a loop, out of line (canon_long_lanes), so that
    // the short case keeps its code.
    template <bool LONG>
    GRUNDY_INLINE uint16_t lanes(const Pos &m, int r0, int c0, int h, int w, Key &key) const {
        const uint64_t *S = LANES.spread[h];
        uint64_t t4 = 0, t5 = 0, t6 = 0, t7 = 0;
        for (int r = 0; r < h; r++) {
            uint64_t row = m.get((r0 + r) * cols + c0, w), rrow, sp, sq;
            if (!LONG) {
                rrow = (((uint64_t)LANES.rev8[row & 0xFF] << 8) | LANES.rev8[row >> 8]) >> (16 - w);
                sp = S[row & 0xFF] | (S[row >> 8] << (8 * h));
                sq = S[rrow & 0xFF] | (S[rrow >> 8] << (8 * h));
            } else {
                rrow = Box8::reverse(row) >> (64 - w), sp = sq = 0;
                for (int b = 0; b < (w + 7) >> 3; b++) {
                    sp |= S[(row >> (8 * b)) & 0xFF] << (8 * h * b);
                    sq |= S[(rrow >> (8 * b)) & 0xFF] << (8 * h * b);
                }
            }
            t4 |= sp << r;
            t5 |= sp << (h - 1 - r);
            t6 |= sq << r;
            t7 |= sq << (h - 1 - r);
        }
        uint64_t a = t4 < t5 ? t4 : t5, b = t6 < t7 ? t6 : t7;
        key = Key::word(a < b ? a : b);
        return (uint16_t)h;
    }
    GRUNDY_INLINE uint16_t canon_lanes(const Pos &m, int r0, int c0, int h, int w, Key &key) const {
        return lanes<false>(m, r0, c0, h, w, key);
    }
    __attribute__((noinline)) uint16_t canon_long_lanes(const Pos &m, int r0, int c0, int h, int w,
                                                        Key &key) const {
        return lanes<true>(m, r0, c0, h, w, key);
    }

    // canon for any bounding box, moving the cells one at a time: the least of the four images of
    // the region as it lies (w <= h) or turned to its narrow side (w > h), and of all eight on a
    // square box.
    uint16_t canon_cells(const Pos &m, int r0, int c0, int h, int w, Key &key) const {
        Key t[4];
        bool have = false;
        if (w <= h) {
            cell_images(m, r0, c0, h, w, false, t);
            key = least4(t);
            have = true;
        }
        if (w >= h) {
            cell_images(m, r0, c0, h, w, true, t);
            Key k = least4(t);
            if (!have || k.less(key)) key = k;
        }
        return (uint16_t)(w < h ? w : h);
    }
    static Key least4(const Key *t) {
        Key best = t[0];
        for (int i = 1; i < 4; i++)
            if (t[i].less(best)) best = t[i];
        return best;
    }

    // ------------------------------------------------------------------ mirror strategies
    // What a mirror strategy (Tweedledum and Tweedledee) tells of a region's value: 0, 1 (not 0)
    // or -1 (nothing). Let s be a symmetry of the region's bounding box (a half turn, a reflection
    // in a middle line, or on a square box in a diagonal) that maps the region onto itself. When s
    // fixes no free cell and pairs no two adjacent free cells, every move has a disjoint mirror
    // move and the second player wins by playing it: the value is 0. When the first move can take
    // exactly what breaks this -- in Cram the one pair of adjacent cells that s swaps, in
    // Node-Kayles the one free cell that s fixes (its neighbourhood is its own image) -- the first
    // player takes it and mirrors from then on: the value is not 0. O(1) word operations on boxes
    // of at most 8 x 8, else O(cells).
    int mirror(const Pos &m, const Ctx &b) const {
        int r0 = b.r0, c0 = b.c0, h = b.h, w = b.w, C = cols;
        // Each symmetry maps the box's first row or column onto its last row or column, or (on a
        // square box) its first row onto its first or last column: a region whose cells there are
        // not as many is no image of itself (most regions; a few word operations against the
        // images below).
        int top = (m & firstrow.shl(r0 * C)).count(), bottom = (m & firstrow.shl((r0 + h - 1) * C)).count();
        int left = (m & firstcol.shl(c0)).count(), right = (m & firstcol.shl(c0 + w - 1)).count();
        if (top != bottom && left != right && (h != w || (top != left && top != right))) return -1;
        Key a, fc, fr, rot, tr, an;
        int S;
        bool square = h == w;
        if (h <= 8 && w <= 8) {  // the region and its images by word operations, cell (r, c) at bit 8r + c
            S = 8;
            uint64_t x = words(m, r0, c0, h, w), y = Box8::flip_cols(x, w);
            a = Key::word(x), fc = Key::word(y);
            fr = Key::word(Box8::flip_rows(x, h)), rot = Key::word(Box8::flip_rows(y, h));
            if (square) {
                uint64_t t = Box8::transpose(x);
                tr = Key::word(t), an = Key::word(Box8::flip_rows(Box8::flip_cols(t, w), h));
            }
        } else {  // one cell at a time, cell (r, c) at bit r * w + c
            S = w;
            Key t[4];
            cell_images(m, r0, c0, h, w, false, t);
            a = t[0], fc = t[1], fr = t[2], rot = t[3];
            if (square) {
                cell_images(m, r0, c0, h, w, true, t);
                tr = t[0], an = t[3];
            }
        }
        int hm = (h - 1) / 2, wm = (w - 1) / 2, verdict = -1;
        if (rot == a) {  // a half turn: fixes the centre (h, w odd), swaps the two middle cells of
            int fixed = 0, pairs = 0;  // the middle row (h odd, w even) or column (h even, w odd)
            bool x = a.has(hm * S + wm);
            if (h & 1 && w & 1) fixed = x;
            else if (h & 1) pairs = x && a.has(hm * S + wm + 1);
            else if (w & 1) pairs = x && a.has((hm + 1) * S + wm);
            verdict = mirror_verdict(fixed, pairs, verdict);
        }
        if (fc == a && verdict != 0)  // the middle line of the columns: cell wm of each row
            verdict = mirror_line(a, wm, S, h, 1, w & 1, verdict);
        if (fr == a && verdict != 0)  // the middle line of the rows: each cell of row hm
            verdict = mirror_line(a, hm * S, 1, w, S, h & 1, verdict);
        if (square && verdict != 0) {  // the diagonals: no cell is next to its image
            if (tr == a) {
                int fixed = 0;
                for (int i = 0; i < h; i++) fixed += a.has(i * S + i);
                verdict = mirror_verdict(fixed, 0, verdict);
            }
            if (an == a && verdict != 0) {
                int fixed = 0;
                for (int i = 0; i < h; i++) fixed += a.has(i * S + w - 1 - i);
                verdict = mirror_verdict(fixed, 0, verdict);
            }
        }
        return verdict;
    }

    // mirror_verdict for a reflection in a middle line: the `count` cells at start, start + step,
    // ... lie on the line (odd: fixed) or beside it, paired with the cell `partner` bits on (even).
    GRUNDY_INLINE int mirror_line(const Key &a, int start, int step, int count, int partner, bool odd,
                           int verdict) const {
        int fixed = 0, pairs = 0;
        for (int i = 0; i < count; i++) {
            int p = start + i * step;
            if (odd) fixed += a.has(p);
            else pairs += a.has(p) && a.has(p + partner);
        }
        return mirror_verdict(fixed, pairs, verdict);
    }

    // The verdict for one symmetry of the region (free cells it fixes, pairs of adjacent free
    // cells it swaps), or the verdict so far when it tells nothing.
    GRUNDY_INLINE int mirror_verdict(int fixed, int pairs, int verdict) const {
        if (fixed == 0 && pairs == 0) return 0;
        if (node && fixed == 1 && pairs == 0) return 1;
        if (!node && fixed == 0 && pairs == 1) return 1;
        return verdict;
    }

    // ------------------------------------------------------------------ Cram's simplifications
    // The Cram position m with cells that change no value taken away (Arc-Kayles on the grid
    // graph; Beling and Rogalski's star reduction, in grundy's own formulation):
    //
    // - a "tuft" is a free cell with exactly one free neighbour, its "centre". Of several tufts on
    //   one centre only one is kept: a move on any of them takes the centre and leaves the others
    //   isolated, so the moves are the same up to isolated cells, and a tuft is in no other move.
    // - a free cell all of whose free neighbours are centres (of tufts kept) goes: a move with it
    //   takes a centre s and isolates s's tuft, the same as the move on s and its tuft in the
    //   position without the cell; and with the cell gone, every move of the position is still
    //   one (by induction, the rule holds again after it).
    //
    // O(1) word operations.
    GRUNDY_INLINE Pos reduced_cram(Pos m) const {
        Pos up = below(m);                               // the cell below is free
        Pos dn = above(m);                               // the cell above is free
        Pos lf = m.shr(1) & notlast;                     // the cell to the right is free
        Pos rt = m.shl(1) & notfirst;                    // the cell to the left is free
        Pos ones = up | dn, twos = up & dn;
        twos |= ones & lf;
        ones |= lf;
        twos |= ones & rt;
        ones |= rt;
        Pos tufts = (m & ones).minus(twos);
        // tufts by the side of their centre; a centre met again loses its tuft
        Pos stars = above(tufts & up);                   // centre below
        Pos centres = below(tufts & dn);                 // centre above
        Pos dup = centres & stars;
        m = m.minus(above(dup));
        stars |= centres;
        centres = (tufts & lf).shl(1);                   // centre to the right
        dup = centres & stars;
        m = m.minus(dup.shr(1));
        stars |= centres;
        centres = (tufts & rt).shr(1);                   // centre to the left
        dup = centres & stars;
        m = m.minus(dup.shl(1));
        stars |= centres;
        // cells (not tufts, not centres) with no free neighbour but centres
        Pos rest = m.minus(tufts).minus(stars);
        rest = rest.minus(below(rest) | above(rest) | (rest.shr(1) & notlast) | (rest.shl(1) & notfirst));
        return m.minus(rest);
    }

    // Links of the Cram position m that can go (Beling and Rogalski's 2 x 2 rule, in grundy's own
    // formulation): the cells whose link to the right neighbour goes.
    //
    // In a free 2 x 2 block a b / d c whose corners a and c (or b and d) have no free neighbour
    // outside the block, the two lying links a-b and d-c can go: the position without them has
    // the same value. Without them a hangs on d and c on b. The move a-b leaves c hanging on d, as
    // the move b-c without the links leaves a hanging on d (the same position but for a and c);
    // d-c and a-d match likewise; a-d and b-c are moves of both; a move that takes b (or d) from
    // outside leaves d (or b) with the tufts a and c with the links and one of them without,
    // equal by the star reduction. A region that the cuts split off is a Cram region of its own:
    // one that holds both ends of a cut link holds the whole block, where the rule gives the links
    // back. O(1) word operations.
    GRUNDY_INLINE Pos square_cuts(const Pos &m) const {
        int C = cols;
        if (rows < 2 || C < 2) return Pos::zero();
        Pos bl = m.shr(C), ab = m.shl(C) & board_mask, rg = m.shr(1) & notlast, lf = m.shl(1) & notfirst;
        // a: top left, right and below free, left and above not; c = a + C + 1: right and below not
        Pos p = (m & rg & bl).minus(lf).minus(ab) & m.minus(rg).minus(bl).shr(C + 1);
        Pos cut = p | p.shl(C);
        // b: top right, left and below free, right and above not; d = b + C - 1: left and below not
        p = (m & lf & bl).minus(rg).minus(ab) & m.minus(lf).minus(bl).shr(C - 1);
        return cut | p.shr(1) | p.shl(C - 1);
    }

    Pos reduced(const Pos &m) const { return rule == CRAM && reduce ? reduced_cram(m) : m; }

    // ------------------------------------------------------------------ the interface
    // The parts of m of odd multiplicity (single cells of Cram and Arc-Kayles, of value 0, left
    // out; equal shapes cancel in pairs), lowest cell first; vals[i] is the value of a small part,
    // else UNSOLVED.
    int split(Pos m, Pos *comps, Key *keys, uint16_t *tags, int *vals) {
        int k = 0, ns = 0;
        Pos cut = Pos::zero(), whole;
        bool cram = rule == CRAM && reduce;
        if (cram) {
            m = reduced_cram(m);
            cut = square_cuts(m);
        }
        whole = m;
        while (m.any() || ns) {
            if (m.none()) {  // a region split off by the cuts, reduced again
                m = whole = pending[--ns];
                cut = square_cuts(m);
            }
            Pos comp = component(m, cut);
            m = m.minus(comp);
            if (!node && comp.at_most(1)) continue;
            if (cram && cut.any() && comp != whole) {
                // split off by the cuts: a Cram region of its own, maybe reduced further
                Pos r = reduced_cram(comp);
                if (r != comp) {
                    pending[ns++] = r;
                    continue;
                }
            }
            comps[k] = comp;
            vals[k] = (node ? comp.at_most(2) : comp.at_most(3)) ? 1 : UNSOLVED;
            if (vals[k] == UNSOLVED) {
                tags[k] = canon(comp, keys[k]);
                if (cancel_equal(k, comps, keys, tags, vals)) {  // a pair of equal parts: both go
                    k--;
                    continue;
                }
            }
            k++;
        }
        return k;
    }

    GRUNDY_INLINE void prepare(const Pos &comp, Ctx &c) const {
        if (grid) box(comp, c);
    }
    GRUNDY_INLINE int verdict(const Pos &comp, Ctx &c) const { return grid ? mirror(comp, c) : -1; }

    void options(const Pos &m, Ctx &c, Options<Pos> &out) const {
        if (node) {
            for_each(m, [&](int v) { out.add(m.minus(closed[v])); });
        } else if (rule == CRAM) {
            upright(m, out, c.c0, c.w);
            lying(m, out, c.r0, c.h);
        } else {
            edge_options(m, adj.data(), out);
        }
    }

    // Cram's options by an upright domino, column by column from the middle column(s) out, as
    // igsolve orders them (this order decides how soon the options already in the table show that
    // none of the values asked about is left, and breaks ties of the order; measured against the
    // order of the cells: 4 x 9 searched in 28% fewer steps, 4 x 11 19%, 3 x 13 10%, but 3 x 12 23%
    // and 5 x 7 11% more).
    void upright(const Pos &m, Options<Pos> &out, int c0, int w) const {
        int C = cols, lo = c0 + (w - 1) / 2, hi = c0 + w / 2;
        if (rows < 2) return;
        Pos pairs = m & m.shr(C);
        while (pairs.any()) {
            Pos sel = pairs & (firstcol.shl(lo) | firstcol.shl(hi));
            pairs = pairs.minus(sel);
            for_each(sel, [&](int v) {
                Pos o = m;
                o.clear(v);
                o.clear(v + C);
                out.add(o);
            });
            lo -= lo > 0;
            hi += hi < C - 1;
        }
    }
    // ... and by a lying domino, row by row from the middle row(s) out.
    void lying(const Pos &m, Options<Pos> &out, int r0, int h) const {
        int C = cols, lo = r0 + (h - 1) / 2, hi = r0 + h / 2;
        Pos pairs = m & m.shr(1) & notlast;
        while (pairs.any()) {
            Pos sel = pairs & (firstrow.shl(lo * C) | firstrow.shl(hi * C));
            pairs = pairs.minus(sel);
            for_each(sel, [&](int v) {
                Pos o = m;
                o.clear(v);
                o.clear(v + 1);
                out.add(o);
            });
            lo -= lo > 0;
            hi += hi < rows - 1;
        }
    }

    // The tie-break (below 128) among options of equal difficulty. Cram: the domino's distance
    // from the region's middle, by `order`: 3 (the default) the Manhattan distance of the
    // domino's middle, 4 the larger of its two parts, 1 upright dominoes first (by column), then
    // lying ones (by row), 2 the same without putting upright ones first; 0: no tie-break. The
    // other rules: permutations of the order generated (see index_tie).
    GRUNDY_INLINE uint32_t tie(const Pos &comp, const Pos &option, int64_t t, int64_t n_, const Ctx &c, int order) const {
        if (rule == CRAM) {
            if (order == 0) return 0;
            Pos domino = comp ^ option;
            int v = domino.lowest(), rc = 2 * c.r0 + c.h - 1, cc = 2 * c.c0 + c.w - 1;
            bool lying_ = v + 1 < n && domino.has(v + 1) && colof[v] + 1 < cols;
            if (order >= 3) {
                int dr = abs(2 * rowof[v] + (lying_ ? 0 : 1) - rc);
                int dc = abs(2 * colof[v] + (lying_ ? 1 : 0) - cc);
                return (uint32_t)(order == 3 ? dr + dc : (dr > dc ? dr : dc));
            }
            if (lying_) return (uint32_t)((order == 1 ? 64 : 0) + abs(2 * rowof[v] - rc));
            return (uint32_t)abs(2 * colof[v] - cc);
        }
        return index_tie(t, n_, order);
    }

    bool alt_key(const Pos &, Key &, uint16_t &) const { return false; }
    uint32_t key_size(const Key &key, uint16_t) const { return (uint32_t)key.count(); }

    // For the Python layer: a component's key (by_cells: by moving the cells one at a time, as
    // for regions wider or taller than 8, whatever the region).
    uint16_t canonical(const Pos &comp, bool by_cells, Key &key) const {
        if (by_cells && symmetry && comp.any()) {
            Ctx b;
            box(comp, b);
            return canon_cells(comp, b.r0, b.c0, b.h, b.w, key);
        }
        if (comp.none()) {
            key = Key::zero();
            return symmetry ? 0 : 1;
        }
        return canon(comp, key);
    }
};

// The engine of the game for the width W (see make.hpp).
static CoreBase *make_board(int W, int64_t max_bytes, int64_t persist_cost, int rule, int rows,
                            int cols, const uint64_t *adj, bool symmetry) {
    GRUNDY_BY_WIDTH(BoardGame, rule, rows, cols, adj, symmetry)
}

}  // namespace grundy

#endif
