// Node-Kayles and Arc-Kayles on a graph, as a game of the search engine (search.hpp).
//
// - Node-Kayles: a move takes a free vertex and its free neighbours.
// - Arc-Kayles: a move takes both ends of an edge of free vertices.
//
// A position is the set of free vertices (Bits<W>: up to 64 W vertices). It splits into its
// connected components (a flood fill over the vertices' neighbour sets); a component is keyed by
// its vertex set (tag 1: exact, equal keys are equal components), and one of at most `small`
// (<= 11) vertices also by its isomorphism class (its canonical code, grundy/_canon.h; tag
// 0x100 | k for k vertices), so isomorphic small components are solved once and a lasting table
// keeps them under a key that does not depend on the graph. This is the shortest game module of
// the engine: it supplies the interface that search.hpp describes, and no optional rule.
#ifndef GRUNDY_SEARCH_GRAPH_HPP
#define GRUNDY_SEARCH_GRAPH_HPP

#include <stdint.h>

#include <vector>

#include "grundy/_canon.h"
#include "make.hpp"
#include "search.hpp"

namespace grundy {

template <int W>
struct GraphGame {
    using Pos = Bits<W>;
    using Key = Bits<W>;
    struct Ctx {};  // nothing shared by a component's verdict, options and ties
    static constexpr bool has_alt_key = true;

    int n;                    // vertices
    bool node;                // Node-Kayles (else Arc-Kayles)
    int small;                // components of at most this many vertices get their canonical code
    bool reduce = false;      // (no simplification of positions)
    std::vector<Pos> adj;     // the neighbours of each vertex
    std::vector<Pos> closed;  // ... and the vertex itself
    int64_t edges = 0;

    // adj_words: n sets of W words, the neighbours of each vertex (a loop is ignored).
    GraphGame(bool node_, int n_, const uint64_t *adj_words, int small_)
        : n(n_), node(node_), small(small_ > GRUNDY_CANON_MAX ? GRUNDY_CANON_MAX : small_), adj(n_), closed(n_) {
        for (int v = 0; v < n; v++) {
            adj[v] = Pos::from(adj_words + (int64_t)v * W);
            adj[v].clear(v);
            closed[v] = adj[v] | Pos::bit(v);
            edges += adj[v].count();
        }
        edges /= 2;
    }

    int cells() const { return n; }
    int max_parts() const { return n; }
    int64_t max_options() const { return node ? n : edges + 1; }
    uint32_t exact_from() const { return 4; }
    bool small_table() const { return false; }

    // The component of the lowest vertex of the non-empty set m: a breadth-first flood fill.
    GRUNDY_INLINE Pos component(const Pos &m) const { return flood(m, adj.data()); }

    // The components of m (a single vertex of Arc-Kayles, of value 0, left out), lowest vertex
    // first. One of at most two vertices (Node-Kayles) or three (Arc-Kayles) has value 1: one
    // move takes it all or leaves one vertex.
    int split(const Pos &m, Pos *comps, Key *keys, uint16_t *tags, int *vals) const {
        int k = 0;
        Pos rest = m;
        while (rest.any()) {
            Pos comp = component(rest);
            rest = rest.minus(comp);
            if (!node && comp.at_most(1)) continue;
            comps[k] = comp;
            vals[k] = (node ? comp.at_most(2) : comp.at_most(3)) ? 1 : UNSOLVED;
            if (vals[k] == UNSOLVED) keys[k] = comp, tags[k] = 1;
            k++;
        }
        return k;
    }

    void prepare(const Pos &, Ctx &) const {}
    int verdict(const Pos &, Ctx &) const { return -1; }

    void options(const Pos &m, Ctx &, Options<Pos> &out) const {
        if (node) {
            for_each(m, [&](int v) { out.add(m.minus(closed[v])); });
            return;
        }
        edge_options(m, adj.data(), out);
    }

    // The order among options of equal difficulty: permutations of the order generated (see
    // index_tie), one a racing worker.
    GRUNDY_INLINE uint32_t tie(const Pos &, const Pos &, int64_t t, int64_t n_, const Ctx &, int order) const {
        return index_tie(t, n_, order);
    }

    // The longest play: every move takes a vertex or more (Node-Kayles), two (Arc-Kayles).
    GRUNDY_INLINE uint32_t bound(const Pos &m) const { return node ? (uint32_t)m.count() : (uint32_t)m.count() >> 1; }

    // The canonical code of a component of k <= small vertices (tag 0x100 | k).
    bool alt_key(const Pos &comp, Key &key, uint16_t &tag) const {
        if (small == 0) return false;
        int verts[GRUNDY_CANON_MAX], k = 0;
        Pos bits = comp;
        while (bits.any()) {
            if (k == small) return false;
            verts[k++] = bits.lowest();
            bits = bits.without_lowest();
        }
        uint16_t local[GRUNDY_CANON_MAX];
        for (int i = 0; i < k; i++) {
            local[i] = 0;
            for (int j = 0; j < k; j++) local[i] |= (uint16_t)(adj[verts[i]].has(verts[j]) << j);
        }
        key = Key::word(grundy_canon_code(local, k));
        tag = (uint16_t)(0x100 | k);
        return true;
    }

    uint32_t key_size(const Key &key, uint16_t tag) const { return tag >= 0x100 ? tag & 0xFF : (uint32_t)key.count(); }

    // For the Python layer: a component's key, and the position simplified (no simplification).
    uint16_t canonical(const Pos &comp, bool, Key &key) const {
        key = comp;
        return 1;
    }
    Pos reduced(const Pos &m) const { return m; }
};

// The engine of the game for the width W (see make.hpp).
static CoreBase *make_graph(int W, int64_t max_bytes, int64_t persist_cost, bool node, int n,
                            const uint64_t *adj, int small) {
    GRUNDY_BY_WIDTH(GraphGame, node, n, adj, small)
}

}  // namespace grundy

#endif
