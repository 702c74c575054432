// A game given as data, as a game of the search engine (search.hpp): cells, and moves each of
// which needs some cells free and makes some cells unavailable (PlacementGame in Python).
//
// A position is the set of free cells. A move is legal when every cell it needs is free; playing
// it takes every cell it removes (which include those it needs, so no move can be played for
// ever). Node-Kayles (a move needs a vertex and removes its closed neighbourhood), Arc-Kayles and
// Cram (a move needs and removes two cells), Cram with any polyominoes and Kayles-like rules on
// boards are such games.
//
// The split: two free cells interact when some legal move touches both (needs or removes them);
// the free cells fall into the classes of that relation (a flood fill over the moves that touch
// each cell), and each class is a game of its own, since a move never becomes legal again once a
// cell it needs is taken. A class with no legal move is worth 0 and goes. A component is keyed by
// its cells (tag 1), or, when the game is given symmetries (permutations of the cells that map the
// moves onto the moves), by the least of its images under them (tag 2), so symmetric components
// are solved once.
#ifndef GRUNDY_SEARCH_PLACEMENT_HPP
#define GRUNDY_SEARCH_PLACEMENT_HPP

#include <stdint.h>

#include <vector>

#include "make.hpp"
#include "search.hpp"

namespace grundy {

template <int W>
struct PlacementGame {
    using Pos = Bits<W>;
    using Key = Bits<W>;
    struct Ctx {};
    static constexpr bool has_alt_key = false;

    int n;                              // cells
    int m;                              // moves
    bool reduce = false;                // (no simplification of positions)
    int least_need;                     // the fewest cells a move needs (the bound's divisor)
    std::vector<Pos> needs, removes;
    std::vector<int32_t> touch_at, touch;   // the moves touching each cell (CSR)
    std::vector<int32_t> first_at, first;   // the moves by their lowest needed cell (CSR)
    int nsym;                           // symmetries: nsym permutations of the cells
    std::vector<uint16_t> sym;          // ... image of cell c under symmetry s at s * n + c

    // needs_words, removes_words: m sets of W words each; syms: nsym * n cell images.
    PlacementGame(int n_, int m_, const uint64_t *needs_words, const uint64_t *removes_words,
                  int nsym_, const int32_t *syms)
        : n(n_), m(m_), needs(m_), removes(m_), touch_at(n_ + 1, 0), first_at(n_ + 1, 0), nsym(nsym_) {
        least_need = n + 1;
        for (int j = 0; j < m; j++) {
            needs[j] = Pos::from(needs_words + (int64_t)j * W);
            removes[j] = Pos::from(removes_words + (int64_t)j * W) | needs[j];
            int k = needs[j].count();
            if (k < least_need) least_need = k;
        }
        if (least_need < 1) least_need = 1;
        // the moves touching each cell, and the moves by their lowest needed cell
        for (int j = 0; j < m; j++) {
            for_each(removes[j], [&](int c) { touch_at[c + 1]++; });
            first_at[needs[j].lowest() + 1]++;
        }
        for (int c = 0; c < n; c++) touch_at[c + 1] += touch_at[c], first_at[c + 1] += first_at[c];
        touch.resize(touch_at[n]);
        first.resize(first_at[n]);
        std::vector<int32_t> t(touch_at.begin(), touch_at.end() - 1), f(first_at.begin(), first_at.end() - 1);
        for (int j = 0; j < m; j++) {
            for_each(removes[j], [&](int c) { touch[t[c]++] = j; });
            int c = needs[j].lowest();
            first[f[c]++] = j;
        }
        sym.resize((size_t)nsym * n);
        for (size_t i = 0; i < sym.size(); i++) sym[i] = (uint16_t)syms[i];
    }

    int cells() const { return n; }
    int max_parts() const { return n; }
    int64_t max_options() const { return m + 1; }
    uint32_t exact_from() const { return 64; }
    bool small_table() const { return false; }

    // The class of the lowest cell of the free cells `m` (the whole position `whole`: the moves
    // legal there link cells), and in `live` whether a legal move touches it.
    Pos component(const Pos &rest, const Pos &whole, bool &live) const {
        Pos comp = rest.lowest_bit(), front = comp;
        live = false;
        while (front.any()) {
            Pos nb = Pos::zero();
            for_each(front, [&](int c) {
                for (int32_t i = touch_at[c]; i < touch_at[c + 1]; i++) {
                    int j = touch[i];
                    if (needs[j].within(whole)) {
                        nb |= removes[j];
                        live = true;
                    }
                }
            });
            front = (nb & whole).minus(comp);
            comp |= front;
        }
        return comp;
    }

    // The image of the set s under symmetry k.
    Pos image(const Pos &s, int k) const {
        Pos r = Pos::zero();
        const uint16_t *p = &sym[(size_t)k * n];
        for_each(s, [&](int c) { r.set(p[c]); });
        return r;
    }

    uint16_t key_of(const Pos &comp, Key &key) const {
        key = comp;
        if (nsym == 0) return 1;
        for (int k = 0; k < nsym; k++) {
            Pos x = image(comp, k);
            if (x.less(key)) key = x;
        }
        return 2;
    }

    // The classes of m with a legal move, lowest cell first; equal keys (images of each other
    // under a symmetry) cancel in pairs.
    int split(const Pos &m_, Pos *comps, Key *keys, uint16_t *tags, int *vals) const {
        int k = 0;
        Pos rest = m_;
        while (rest.any()) {
            bool live;
            Pos comp = component(rest, m_, live);
            rest = rest.minus(comp);
            if (!live) continue;
            comps[k] = comp;
            vals[k] = UNSOLVED;
            tags[k] = key_of(comp, keys[k]);
            if (nsym > 0 && cancel_equal(k, comps, keys, tags, vals)) {  // equal parts: both go
                k--;
                continue;
            }
            k++;
        }
        return k;
    }

    void prepare(const Pos &, Ctx &) const {}
    int verdict(const Pos &, Ctx &) const { return -1; }

    // The legal moves of the component, each once (by its lowest needed cell).
    void options(const Pos &comp, Ctx &, Options<Pos> &out) const {
        for_each(comp, [&](int c) {
            for (int32_t i = first_at[c]; i < first_at[c + 1]; i++) {
                int j = first[i];
                if (needs[j].within(comp)) out.add(comp.minus(removes[j]));
            }
        });
    }

    // The order among options of equal difficulty: permutations of the order generated (see
    // index_tie), one a racing worker.
    uint32_t tie(const Pos &, const Pos &, int64_t t, int64_t n_, const Ctx &, int order) const {
        return index_tie(t, n_, order);
    }

    // The longest play: every move takes at least the cells it needs, all free.
    uint32_t bound(const Pos &comp) const { return (uint32_t)(comp.count() / least_need); }

    bool alt_key(const Pos &, Key &, uint16_t &) const { return false; }
    uint32_t key_size(const Key &key, uint16_t) const { return (uint32_t)key.count(); }
    uint16_t canonical(const Pos &comp, bool, Key &key) const { return key_of(comp, key); }
    Pos reduced(const Pos &m_) const { return m_; }
};

// The engine of the game for the width W (see make.hpp).
static CoreBase *make_placement(int W, int64_t max_bytes, int64_t persist_cost, int n, int m,
                                const uint64_t *needs, const uint64_t *removes, int nsym,
                                const int32_t *syms) {
    GRUNDY_BY_WIDTH(PlacementGame, n, m, needs, removes, nsym, syms)
}

}  // namespace grundy

#endif
