// The engines of the games, one instance of the search per game and width: a position of n cells
// takes the least width of WIDTHS that holds it (or a larger one when asked), and the compiler
// specialises the whole search, the game's rules included, for that width. Each game's module
// (graph.hpp, board.hpp, placement.hpp) ends with its factory, GRUNDY_BY_WIDTH over its class;
// each is compiled into an extension module of its own (grundy.search._graph_engine, ...), so the
// games compile in parallel, and grundy.search._core drives them all through CoreBase.
#ifndef GRUNDY_SEARCH_MAKE_HPP
#define GRUNDY_SEARCH_MAKE_HPP

#include <new>

#include "search.hpp"

namespace grundy {

// The widths (words of a position) instantiated, and the most cells: 64 * the last.
static const int WIDTHS[] = {1, 2, 3, 4, 8, 16, 64};
static const int NWIDTHS = sizeof(WIDTHS) / sizeof(WIDTHS[0]);

// The least width instantiated of at least `words` words, or 0 when there is none.
static inline int width_for(int words) {
    for (int i = 0; i < NWIDTHS; i++)
        if (WIDTHS[i] >= words) return WIDTHS[i];
    return 0;
}

template <class G, class... A>
static CoreBase *new_core(int64_t max_bytes, int64_t persist_cost, A... args) {
    Search<G> *s = new (std::nothrow) Search<G>(max_bytes, persist_cost, args...);
    if (s != nullptr && !s->ok()) {
        delete s;
        s = nullptr;
    }
    return s;
}

// The body of a game's factory: the engine of GAME<W> for the width W, made with the game's own
// arguments; NULL when memory is refused or W is not one of WIDTHS.
#define GRUNDY_BY_WIDTH(GAME, ...)                                                \
    switch (W) {                                                                  \
        case 1: return new_core<GAME<1>>(max_bytes, persist_cost, __VA_ARGS__);   \
        case 2: return new_core<GAME<2>>(max_bytes, persist_cost, __VA_ARGS__);   \
        case 3: return new_core<GAME<3>>(max_bytes, persist_cost, __VA_ARGS__);   \
        case 4: return new_core<GAME<4>>(max_bytes, persist_cost, __VA_ARGS__);   \
        case 8: return new_core<GAME<8>>(max_bytes, persist_cost, __VA_ARGS__);   \
        case 16: return new_core<GAME<16>>(max_bytes, persist_cost, __VA_ARGS__); \
        case 64: return new_core<GAME<64>>(max_bytes, persist_cost, __VA_ARGS__); \
        default: return nullptr;                                                  \
    }

}  // namespace grundy

#endif
