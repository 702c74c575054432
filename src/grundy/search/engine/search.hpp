// The search engine: Grundy values of the positions of one game, by Beling and Rogalski's pruned
// search, written once over a game interface (the games are in graph.hpp, board.hpp, ...).
//
// A position splits into independent components (the game's split); its value is the XOR of
// theirs. A component is memoized in a transposition table (table.hpp) under the key the game
// gives it (its cells, or a canonical form under the game's symmetries), so that a component met
// again, or congruent to one met, costs one probe. The depth-first search keeps its own stack of
// frames (no recursion: the depth is at most the number of cells) and runs in slices of a given
// number of steps, keeping its state between them, so that the caller can draw progress, write a
// lasting table and see Ctrl-C.
//
// The search (Beling and Rogalski, "On pruning search trees of impartial games", Artificial
// Intelligence 283 (2020) 103262). A component is never asked for its value outright but whether
// its value lies in a requested set R of nimbers ("nimber in set"): the answer is the value, or
// NOT_IN_SET when the value is not in R. The value of a position with m options is the one
// element left of {0, ..., m} once every option's value v is taken out -- v itself when v is
// still there, else the largest element: with k options still to see and k + 1 candidates, the
// value being the largest candidate would need each smaller candidate to be the value of one of
// the k others. So an option need only be asked for the candidates other than the largest (and
// none above the largest of R), and a NOT_IN_SET answer takes out the largest. Once no candidate
// is in R, the answer is NOT_IN_SET without looking at the remaining options. An option of
// several parts is asked of its hardest part only, the others being solved outright and XORed
// into the set asked (their values x turn the set S into S ^ x). The value of a component asked
// for outright (a part of the position begun) is found with "aspiration sets": for each
// candidate r from 0 up, ask every option whether its value is r; the first r that no option has
// is the value. Only exact values are stored in the table.
//
// grundy adds:
// - a bound: a component's value is at most its longest play (the game's bound), so R is cut to
//   {0..bound} and, while every answer has been exact, a single candidate left at or below the
//   bound is the value;
// - the game's verdicts (mirror strategies on boards): a component settled as 0, or known not to
//   be 0, before its options are looked at;
// - exclusions: an answer NOT_IN_SET is kept in the table with more than R: all along, the value
//   is a candidate or exceeds max R (the counting argument above: the largest candidate taken out
//   is never the value, and an option answering NOT_IN_SET for a value above max R has that
//   value, itself above the component's when this is at most max R), so the values up to max R
//   that are no longer candidates are excluded too, and so are the values of the options met (a
//   component never has the value of one of its options);
// - exact_from: a component whose aspiration reaches this value is solved outright below it (the
//   pruning pays where nimbers are small; on graphs of large nimbers a component asked about one
//   candidate after another is searched again for each, and solving it once costs less).
//
// Sets of candidates are words of values below 64; candidates above 63 are only counted (ph),
// and a part asked about values past 63 is asked for its value. Values are at most 254: a
// component whose value would reach 255 stops the search (status TOO_LARGE).
//
// The game interface (a class G; see graph.hpp for a short one and board.hpp for one with every
// hook):
//   using Pos = Bits<W>;  using Key = Bits<KW>;  struct Ctx;   (a component's context)
//   int cells() const;                      the number of cells
//   int max_parts() const;                  the most parts a split gives (at most cells())
//   int64_t max_options() const;            a first size of the options buffer (it grows)
//   uint32_t exact_from() const;            the default of exact_from
//   bool small_table() const;               whether regions of at most SMALL_CELLS cells get a
//                                           small table of their own
//   int split(const Pos &m, Pos *comps, Key *keys, uint16_t *tags, int *vals);
//       the parts of m of odd multiplicity (two equal parts cancel), lowest cell first; vals[i]
//       is the value of a part too small to look up, else UNSOLVED (and keys[i], tags[i] its key)
//   void prepare(const Pos &comp, Ctx &c);  what the next three share (a board's bounding box)
//   int verdict(const Pos &comp, Ctx &c);   0: the value is 0; 1: it is not 0; -1: nothing known
//   void options(const Pos &comp, Ctx &c, Options<Pos> &out);   the options, in a good order
//   uint32_t tie(const Pos &comp, const Pos &option, int64_t t, int64_t n, const Ctx &c, int order);
//       below 128: the order among options of equal difficulty (a racing worker's order)
//   uint32_t bound(const Pos &comp);        the value is at most this
//   static constexpr bool has_alt_key;  bool alt_key(const Pos &comp, Key &key, uint16_t &tag);
//       a second key (small graphs' isomorphism classes), looked up when the first misses
//   uint32_t key_size(const Key &key, uint16_t tag);   the cells of a stored key's component
#ifndef GRUNDY_SEARCH_SEARCH_HPP
#define GRUNDY_SEARCH_SEARCH_HPP

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <vector>

#include "grundy/_hugemem.h"
#include "bits.hpp"
#include "table.hpp"

namespace grundy {

enum : int {
    NOT_IN_SET = -1,          // the answer "the value is not in the set asked about"
    PENDING = -2,             // a child search was begun
    UNSOLVED = -3,            // a part whose value is not known yet
};

enum : int {
    SMALL_CELLS = 10,         // board regions of at most this many cells go to the small table ...
    SMALL_SLOTS = 1 << 16,    // ... of this many slots (every such region, kept in cache)
    CHECK_EVERY = 1 << 20,    // steps between two looks at Ctrl-C
};

// run()'s answers
enum : int { DONE = 0, BUDGET = 1, INTERRUPTED = 2, NO_MEMORY = 3, TOO_LARGE = 4 };

// The options of a component: a buffer that grows (failed: memory was refused). add() writes
// through `cur` and checks it against `end`, pointers the compiler keeps in registers while a
// game fills the buffer (a count in memory would be loaded and stored again at every option).
template <class Pos>
struct Options {
    Pos *p = nullptr, *cur = nullptr, *end = nullptr;
    bool failed = false;
    int64_t size() const { return cur - p; }
    void clear() { cur = p; }
    bool reserve(int64_t want) {
        int64_t cap = end - p;
        if (want <= cap) return true;
        int64_t c = cap ? cap : 64, n = cur - p;
        while (c < want) c *= 2;
        Pos *q = (Pos *)realloc(p, c * sizeof(Pos));
        if (q == nullptr) return false;
        p = q, cur = q + n, end = q + c;
        return true;
    }
    GRUNDY_INLINE void add(const Pos &x) {
        if (__builtin_expect(cur == end, 0) && !reserve((end - p) + 1)) {
            failed = true;
            return;
        }
        *cur++ = x;
    }
    ~Options() { free(p); }
};

// Helpers for games. The order among options of equal difficulty, by `order` (a racing worker
// takes another): 3 (the default) the order generated, 4 its reverse, 2 from the middle of the
// list out, 1 even places first, 0 scattered by a hash; option t of n. Below 128.
static GRUNDY_INLINE uint32_t index_tie(int64_t t, int64_t n, int order) {
    if (order == 4) return (uint32_t)((n - 1 - t) & 127);
    int64_t d = 2 * t - (n - 1);
    if (order == 2) return (uint32_t)((d >= 0 ? d : -d) & 127);
    if (order == 1) return (uint32_t)((((t & 1) << 6) | (t >> 1)) & 127);
    if (order == 0) return (uint32_t)(mix((uint64_t)t, 7) & 127);
    return 0;
}

// The options of Arc-Kayles on the vertices m of a graph whose neighbour sets are adj: both ends
// of each edge taken, each edge once (from its lower end), in the order of the lower ends.
template <class Pos, class Out>
static GRUNDY_INLINE void edge_options(const Pos &m, const Pos *adj, Out &out) {
    Pos bits = m;
    while (bits.any()) {
        int v = bits.lowest();
        bits.clear(v);
        for_each(adj[v] & bits, [&](int u) {
            Pos o = m;
            o.clear(v);
            o.clear(u);
            out.add(o);
        });
    }
}

// The component of the lowest cell of the non-empty set m, in a graph whose neighbour sets are
// adj: a breadth-first flood fill.
template <class Pos>
static GRUNDY_INLINE Pos flood(const Pos &m, const Pos *adj) {
    Pos comp = m.lowest_bit(), front = comp;
    while (front.any()) {
        Pos nb = Pos::zero();
        for_each(front, [&](int v) { nb |= adj[v]; });
        front = (nb & m).minus(comp);
        comp |= front;
    }
    return comp;
}

// For a game's split: whether part k (keyed keys[k], tags[k]) equals an earlier part not solved
// yet; if so that part is taken out of parts 0..k-1 (two equal parts are worth 0: both go), and
// the caller does not keep part k.
template <class Pos, class Key>
static GRUNDY_INLINE bool cancel_equal(int k, Pos *comps, Key *keys, uint16_t *tags, int *vals) {
    int j = 0;
    while (j < k && !(vals[j] == UNSOLVED && tags[j] == tags[k] && keys[j] == keys[k])) j++;
    if (j == k) return false;
    for (int i = j; i < k - 1; i++)
        comps[i] = comps[i + 1], keys[i] = keys[i + 1], tags[i] = tags[i + 1], vals[i] = vals[i + 1];
    return true;
}

// The record of an option whose value is not known yet.
struct Opt {
    uint32_t first;   // its first unknown part in the stack of parts (the hardest) ...
    uint32_t n;       // ... and how many are still unknown
    uint32_t acc;     // XOR of the values of its parts known so far
    uint32_t diff;    // sum of the squares of its unknown parts' sizes (easier options first),
                      // times 128, plus the game's tie-break below 128
};

enum : uint8_t { WAIT_OTHER = 1, WAIT_FIRST = 2 };

// What the Python layer sees of an engine, whatever its game and width (virtual calls: none of
// them is in the search's loop).
struct CoreBase {
    int (*interrupted)() = nullptr;   // looks for Ctrl-C (with the GIL): true when it came
    virtual ~CoreBase() {}
    virtual int words() const = 0;        // W: words of a position
    virtual int key_words() const = 0;    // KW: words of a key
    virtual int cells() const = 0;
    virtual void begin(const uint64_t *pos, int target) = 0;
    virtual int run(int64_t budget) = 0;
    virtual uint32_t result() const = 0;
    virtual bool hit() const = 0;
    virtual int64_t *counters() = 0;      // solved, cut, steps, entries, replaced, mirrored
    virtual uint32_t &exact_from() = 0;
    virtual int &order() = 0;
    virtual int64_t &persist_cost() = 0;
    virtual bool &logging() = 0;
    virtual bool &reduce() = 0;           // the game's simplifications of positions (Cram)
    virtual uint64_t capacity() const = 0;
    virtual bool is_shared() const = 0;
    virtual int lookup_key(const uint64_t *key, int tag) = 0;
    virtual int alt_key(const uint64_t *comp, uint64_t *key) = 0;   // its tag, or 0
    virtual int canonical(const uint64_t *comp, bool by_cells, uint64_t *key) = 0;  // its tag
    virtual int verdict_of(const uint64_t *comp) = 0;
    virtual void reduced(const uint64_t *pos, uint64_t *out) = 0;
    virtual int split_parts(const uint64_t *pos, bool unknown, std::vector<uint64_t> &comps,
                            std::vector<uint64_t> &keys, std::vector<int> &tags) = 0;
    virtual int64_t option_list(const uint64_t *comp, std::vector<uint64_t> &out) = 0;
    virtual int64_t export_entries(int min_size, std::vector<uint64_t> &keys,
                                   std::vector<uint16_t> &tags, std::vector<uint8_t> &vals) = 0;
    virtual void drain_log(std::vector<uint64_t> &keys, std::vector<uint16_t> &tags,
                           std::vector<uint8_t> &vals, std::vector<uint32_t> &costs) = 0;
    virtual void load(const uint64_t *keys, const uint16_t *tags, const uint8_t *vals, int64_t n) = 0;
    virtual int attach(void *buf, uint64_t slots) = 0;        // -1: memory refused
    virtual void merge(void *buf, uint64_t slots) = 0;
    virtual double load_factor(uint64_t samples) = 0;
    virtual int slot_bytes() const = 0;
    virtual const char *check() = 0;      // an invariant broken, or NULL
};

template <class G>
class Search : public CoreBase {
  public:
    using Pos = typename G::Pos;
    using Key = typename G::Key;
    using Ctx = typename G::Ctx;
    static constexpr int W = Pos::words;
    static constexpr int KW = Key::words;
    using T = Table<KW>;
    using S = Slot<KW>;

    struct Frame {
        // a component under search: asked whether its value is in R (asp off), or for its value
        Pos comp;
        Key key;
        uint64_t hash;
        uint64_t P;          // the candidates below 64 ...
        uint64_t R;          // the values asked about
        uint64_t upto;       // {0, ..., max R}
        uint64_t skip;       // values (below 64) it does not have: of its options known, and
                             // (asked about a set) excluded before
        int64_t solved_at;   // positions solved when the frame was made
        uint32_t ph;         // ... and how many candidates above 63 (always the largest)
        uint32_t olo, oi, ohi;  // its options left: opts[olo:ohi], the current one at oi
        uint32_t plo;        // its parts: parts[plo:]
        uint32_t bound;      // the value is at most this
        uint32_t r;          // asp: the candidate value being tried
        uint32_t size;       // its cells
        int ret;             // the answer of the child searched for the current option
        uint16_t tag;
        uint8_t asp, exact, wait, exactmode;
    };
    struct Part {
        Pos comp;
        Key key;
        uint64_t hash;
        uint16_t tag;
    };
    struct Split {  // the parts of an option, split ahead
        Pos *comps = nullptr;
        Key *keys = nullptr;
        uint16_t *tags = nullptr;
        int *vals = nullptr;
        uint64_t *hashes = nullptr;
        int k = 0;
    };

    G game;
    // parameters
    uint32_t exact_from_;
    int order_ = 3;
    int64_t persist_cost_ = 64;
    bool logging_ = false;
    bool reduce_ = true;
    // counters (plain members: the loop counts steps at every option), in the order counters()
    // gives them
    int64_t solved = 0, cut = 0, steps = 0, entries = 0, replaced = 0, mirrored = 0;
    int64_t shown_[6];  // ... as counters() gives them to Python
    // the tables
    S *tab = nullptr;
    uint64_t cap = 0, max_cap = 0;
    bool shared = false;
    S *small_tab = nullptr;
    // the stacks
    Frame *frames = nullptr;
    int sp = 0, max_frames = 0;
    Opt *opts = nullptr;
    uint32_t opts_cap = 0;
    Part *parts = nullptr;
    uint32_t nparts = 0, parts_cap = 0;
    Options<Pos> scratch;
    Split ahead[2];
    bool oom = false, too_large = false;
    // the position asked for: its parts, and how far their values are known
    Split root;
    int nroot = 0, root_i = 0;
    uint32_t root_acc = 0;
    int root_target = -1;   // -1: the value is asked for; else whether it is this one ...
    bool root_hit = false;  // ... and the answer
    // the log of entries for a lasting table
    std::vector<uint64_t> log_key;
    std::vector<uint16_t> log_tag;
    std::vector<uint8_t> log_val;
    std::vector<uint32_t> log_cost;


    // Built by the game's own arguments; ok() tells whether the memory came.
    template <class... A>
    Search(int64_t max_bytes, int64_t persist_cost, A &&...args) : game(args...) {
        exact_from_ = game.exact_from();
        persist_cost_ = persist_cost < 1 ? 1 : persist_cost;
        max_cap = 1 << 10;
        while (max_cap * 2 * sizeof(S) <= (uint64_t)max_bytes && max_cap < (1ULL << 40)) max_cap *= 2;
        cap = max_cap < (1 << 12) ? max_cap : (1 << 12);
        tab = (S *)grundy_table_alloc(cap * sizeof(S));
        if (game.small_table() && max_bytes >= (1 << 24))
            small_tab = (S *)calloc(SMALL_SLOTS, sizeof(S));
        max_frames = game.cells() + 3;
        frames = (Frame *)malloc(max_frames * sizeof(Frame));
        opts_cap = 4 * game.cells() + 64;
        opts = (Opt *)malloc(opts_cap * sizeof(Opt));
        parts_cap = 1024;
        parts = (Part *)malloc(parts_cap * sizeof(Part));
        scratch.reserve(game.max_options());
        for (Split *s : {&ahead[0], &ahead[1], &root}) alloc_split(*s);
    }
    bool ok() const {
        if (tab == nullptr || frames == nullptr || opts == nullptr || parts == nullptr
            || scratch.p == nullptr || (game.small_table() && small_tab == nullptr && cap >= (1 << 20)))
            return false;
        for (const Split *s : {&ahead[0], &ahead[1], &root})
            if (s->comps == nullptr || s->keys == nullptr || s->tags == nullptr || s->vals == nullptr
                || s->hashes == nullptr)
                return false;
        return true;
    }
    void alloc_split(Split &s) {
        int m = game.max_parts() + 1;
        s.comps = (Pos *)malloc(m * sizeof(Pos));
        s.keys = (Key *)malloc(m * sizeof(Key));
        s.tags = (uint16_t *)malloc(m * sizeof(uint16_t));
        s.vals = (int *)malloc(m * sizeof(int));
        s.hashes = (uint64_t *)malloc(m * sizeof(uint64_t));
    }
    static void free_split(Split &s) {
        free(s.comps), free(s.keys), free(s.tags), free(s.vals), free(s.hashes);
    }
    ~Search() override {
        if (!shared) grundy_table_free(tab, cap * sizeof(S));
        free(small_tab);
        free(frames);
        free(opts);
        free(parts);
        for (Split *s : {&ahead[0], &ahead[1], &root}) free_split(*s);
    }

    // ------------------------------------------------------------------ the tables
    GRUNDY_INLINE bool in_small(uint32_t size) const { return small_tab != nullptr && size <= SMALL_CELLS; }

    GRUNDY_INLINE int lookup(const Key &key, uint16_t tag, uint64_t h, uint32_t size) {
        if (in_small(size)) return T::lookup(small_tab, SMALL_SLOTS, key, tag, h);
        if (shared) return T::lookup_shared(tab, cap, key, tag, h);
        return T::lookup(tab, cap, key, tag, h);
    }

    // The value of a component keyed (key, tag), whose hash is h, if the table has it, else -1.
    // A component with a second key (a small graph's isomorphism class) not found under its
    // first is looked up under the second too (it costs more than a probe, so only on a miss),
    // and a value found there is stored under the first as well.
    GRUNDY_INLINE int known(const Pos &comp, const Key &key, uint16_t tag, uint64_t h) {
        uint32_t size = small_tab != nullptr ? (uint32_t)comp.count() : 0;
        int v = lookup(key, tag, h, size);
        if (!G::has_alt_key || v >= 0) return v;
        Key code;
        uint16_t ctag;
        if (!game.alt_key(comp, code, ctag)) return v;
        if (small_tab == nullptr) size = (uint32_t)comp.count();
        v = lookup(code, ctag, code.hash(ctag), size);
        if (v >= 0) store(key, tag, (uint32_t)v, size, h);
        return v;
    }

    bool place(const Key &key, uint16_t tag, uint32_t value, uint32_t size, bool may_replace, uint64_t h) {
        int r = shared ? T::place_shared(tab, cap, key, tag, value, size, may_replace, h)
                       : T::place(tab, cap, key, tag, value, size, may_replace, 0, h);
        if (r == 1) entries++;
        else if (r == 3) replaced++;
        return r != 0;
    }

    // Double the table (false when memory is refused: the table stays, now at its ceiling).
    bool grow() {
        S *old = tab;
        uint64_t oldcap = cap;
        S *t = (S *)grundy_table_alloc(oldcap * 2 * sizeof(S));
        if (t == nullptr) {
            max_cap = oldcap;
            return false;
        }
        tab = t, cap = oldcap * 2;
        Key k;
        for (uint64_t i = 0; i < oldcap; i++) {
            uint16_t tg = meta_tag(old[i].meta);
            if (tg == 0) continue;
            entries--;
            k = Key::from(old[i].key);
            if (T::place(tab, cap, k, tg, meta_value(old[i].meta), meta_size(old[i].meta), true,
                         meta_excl(old[i].meta), k.hash(tg)) == 1)
                entries++;
        }
        grundy_table_free(old, oldcap * sizeof(S));
        return true;
    }

    // Insert an entry, doubling the table at load 1/2 (below the ceiling); a full window gives its
    // smallest entry away.
    void store(const Key &key, uint16_t tag, uint32_t value, uint32_t size, uint64_t h) {
        if (in_small(size)) {
            int r = T::place(small_tab, SMALL_SLOTS, key, tag, value, size, true, 0, h);
            entries += r == 1;
            replaced += r == 3;
            return;
        }
        if (!shared && (uint64_t)entries * 2 >= cap && cap < max_cap) grow();
        place(key, tag, value, size, true, h);
    }

    // The entry of (key, tag) in a table of this process (the small one, or the main one when it
    // is not shared), else NULL.
    GRUNDY_INLINE S *private_entry(const Key &key, uint16_t tag, uint64_t h, uint32_t size) {
        if (in_small(size)) return T::find(small_tab, SMALL_SLOTS, key, tag, h);
        if (shared) return nullptr;
        return T::find(tab, cap, key, tag, h);
    }

    // The values (below 32) a component is known not to have, from earlier answers NOT_IN_SET
    // (kept in the tables of this process only).
    GRUNDY_INLINE uint32_t excluded(const Key &key, uint16_t tag, uint64_t h, uint32_t size) {
        S *e = private_entry(key, tag, h, size);
        return e != nullptr && meta_value(e->meta) == EXCLUSIONS_ONLY ? meta_excl(e->meta) : 0;
    }

    // Keep that a component's value is not in R: a later question about a subset of the values
    // excluded is answered at once, and the others ask about fewer values. Such entries take
    // empty slots only.
    void exclude(const Key &key, uint16_t tag, uint64_t h, uint64_t R, uint32_t size) {
        uint32_t x = (uint32_t)(R & 0xFFFFFFFFULL);
        if (x == 0 || oom || too_large) return;
        S *e = private_entry(key, tag, h, size);
        if (e != nullptr) {
            if (meta_value(e->meta) == EXCLUSIONS_ONLY) e->meta |= (uint64_t)x << 32;
            return;
        }
        if (in_small(size)) {
            entries += T::place(small_tab, SMALL_SLOTS, key, tag, EXCLUSIONS_ONLY, size, false, x, h) == 1;
            return;
        }
        if (shared) return;
        if ((uint64_t)entries * 2 >= cap && cap < max_cap) grow();
        entries += T::place(tab, cap, key, tag, EXCLUSIONS_ONLY, size, false, x, h) == 1;
    }

    bool log(const Key &key, uint16_t tag, uint32_t value, uint32_t cost) {
        try {
            for (int i = 0; i < KW; i++) log_key.push_back(key.w[i]);
            log_tag.push_back(tag);
            log_val.push_back((uint8_t)value);
            log_cost.push_back(cost);
        } catch (...) {
            return false;
        }
        return true;
    }

    // A component has `value`: store it (and log it for a lasting table: when solving it took at
    // least persist_cost positions, or when it is at the top of the search); returns it. Nothing
    // is stored once memory was refused or a value passed the most.
    int store_value(const Pos &comp, const Key &key, uint16_t tag, uint64_t h, uint32_t value,
                    uint32_t size, int64_t solved_at, bool top) {
        if (value >= EXCLUSIONS_ONLY) too_large = true;
        if (oom || too_large) return value < 254 ? (int)value : 254;
        solved++;
        store(key, tag, value, size, h);
        const Key *logged = &key;
        Key code;
        uint16_t ctag;
        if (G::has_alt_key && game.alt_key(comp, code, ctag)) {  // also under its class, which a
            store(code, ctag, value, size, code.hash(ctag));    // lasting table keeps
            logged = &code, tag = ctag;
        }
        if (logging_ && (top || solved - solved_at >= persist_cost_)) {
            int64_t cost = solved - solved_at;
            if (!log(*logged, tag, value, (uint32_t)(cost > 0xFFFFFFFFLL ? 0xFFFFFFFFLL : cost)))
                logging_ = false;
        }
        return (int)value;
    }

    // ------------------------------------------------------------------ the search
    GRUNDY_INLINE void nimber_out(Frame *f, uint32_t v) {
        // take v (an option's value) out of the candidates, or the largest when v is not one
        if (v < 64 && (f->P >> v) & 1) f->P &= ~(1ULL << v);
        else if (f->ph) f->ph--;
        else if (f->P) f->P &= ~(1ULL << (63 - clz64(f->P)));
    }
    GRUNDY_INLINE void largest_out(Frame *f) {
        if (f->ph) f->ph--;
        else if (f->P) f->P &= ~(1ULL << (63 - clz64(f->P)));
    }

    // The game's split of m into s, the hash of each part to look up and a prefetch of its slot.
    GRUNDY_INLINE int split_ahead(const Pos &m, Split &s) {
        int k = game.split(m, s.comps, s.keys, s.tags, s.vals);
        for (int j = 0; j < k; j++) {
            if (s.vals[j] != UNSOLVED) continue;
            uint64_t h = s.hashes[j] = s.keys[j].hash(s.tags[j]);
            if (small_tab != nullptr && s.comps[j].count() <= SMALL_CELLS)
                __builtin_prefetch(&small_tab[h & (SMALL_SLOTS - 1)]);
            else
                __builtin_prefetch(&tab[h & (cap - 1)]);
        }
        s.k = k;
        return k;
    }

    GRUNDY_INLINE bool push_part(const Pos &comp, const Key &key, uint16_t tag, uint64_t h) {
        if (nparts == parts_cap) {
            uint32_t c = parts_cap * 2;
            Part *p = (Part *)realloc(parts, c * sizeof(Part));
            if (p == nullptr) return false;
            parts = p, parts_cap = c;
        }
        Part &q = parts[nparts++];
        q.comp = comp, q.key = key, q.hash = h, q.tag = tag;
        return true;
    }
    GRUNDY_INLINE void swap_parts(uint32_t a, uint32_t b) {
        Part t = parts[a];
        parts[a] = parts[b];
        parts[b] = t;
    }
    bool opt_room(uint32_t need) {
        if (need <= opts_cap) return true;
        uint32_t c = opts_cap;
        while (c < need) c *= 2;
        Opt *p = (Opt *)realloc(opts, c * sizeof(Opt));
        if (p == nullptr) return false;
        opts = p, opts_cap = c;
        return true;
    }

    // Begin the search of a component not in the table: asked whether its value is in R (asp
    // off), or for its value (asp on). Its options are generated, those whose parts are all
    // known taken out of the candidates, the others kept with their unknown parts (the hardest
    // first), easiest option first. Returns the answer when it is known at once, else PENDING
    // with a frame pushed.
    int enter(const Pos &comp_, const Key &key_, uint16_t tag, uint64_t h, bool asp, uint64_t R,
              bool exactmode) {
        if (sp >= max_frames) {  // never: every option has fewer cells than its component
            oom = true;
            return NOT_IN_SET;
        }
        Frame *f = &frames[sp];
        f->comp = comp_;  // comp and key may lie in the stack of parts, which may move as it grows
        f->key = key_;
        const Pos &comp = f->comp;
        const Key &key = f->key;
        Ctx ctx;
        game.prepare(comp, ctx);
        int verdict = game.verdict(comp, ctx);
        uint32_t size = (uint32_t)comp.count();
        if (verdict == 0) {
            mirrored++;
            return store_value(comp, key, tag, h, 0, size, solved, sp == 0);
        }
        uint32_t ex = excluded(key, tag, h, size);
        scratch.clear();
        game.options(comp, ctx, scratch);
        if (scratch.failed) {
            scratch.failed = false;
            oom = true;
            return NOT_IN_SET;
        }
        int64_t n = scratch.size();
        uint32_t B = game.bound(comp);
        if ((int64_t)B > n) B = (uint32_t)n;
        if (!asp) {
            if (verdict == 1) R &= ~1ULL;
            R &= upto(B) & ~(uint64_t)ex;
            if (R == 0) {
                cut++;
                return NOT_IN_SET;
            }
        }
        uint32_t lo = sp == 0 ? 0 : frames[sp - 1].ohi;
        sp++;
        f->hash = h, f->tag = tag, f->asp = asp, f->bound = B, f->size = size;
        f->exactmode = exactmode;
        f->R = R;
        f->upto = R ? upto(63 - clz64(R)) : 0;
        f->exact = true, f->wait = 0, f->r = 0, f->skip = (uint64_t)(verdict == 1) | ex;
        mirrored += verdict == 1;
        f->P = n < 64 ? upto((uint32_t)n) : ~0ULL;
        f->ph = n > 63 ? (uint32_t)(n - 63) : 0;
        f->olo = f->oi = lo;
        f->plo = nparts;
        f->solved_at = solved;
        uint32_t hi = lo;
        if (n > 0) split_ahead(scratch.p[0], ahead[0]);
        for (int64_t t = 0; t < n; t++) {
            if (!asp && (f->P & R) == 0) {  // no candidate is asked about: the answer is no
                sp--;
                nparts = f->plo;
                cut++;
                exclude(key, tag, h, R | (f->upto & ~f->P) | f->skip, size);
                return NOT_IN_SET;
            }
            steps++;
            // the next option is split and its parts' slots fetched before this one's look-ups
            // (they are mostly cache misses)
            int b = t & 1;
            if (t + 1 < n) split_ahead(scratch.p[t + 1], ahead[b ^ 1]);
            Split &s = ahead[b];
            uint32_t acc = 0, cnt = 0, diff = 0, hard = 0, first = nparts;
            for (int j = 0; j < s.k; j++) {
                int v = s.vals[j] != UNSOLVED ? s.vals[j] : known(s.comps[j], s.keys[j], s.tags[j], s.hashes[j]);
                if (v >= 0) {
                    acc ^= (uint32_t)v;
                    continue;
                }
                if (!push_part(s.comps[j], s.keys[j], s.tags[j], s.hashes[j])) {
                    oom = true;
                    return NOT_IN_SET;
                }
                uint32_t d = (uint32_t)s.comps[j].count();
                diff += d * d;
                if (d > hard) {  // the hardest part goes first (it is asked last, with the set)
                    hard = d;
                    if (cnt) swap_parts(first, first + cnt);
                }
                cnt++;
            }
            if (cnt == 0) {
                if (acc < 64) f->skip |= 1ULL << acc;
                if (!asp) nimber_out(f, acc);
                continue;
            }
            if (!opt_room(hi + 1)) {
                oom = true;
                return NOT_IN_SET;
            }
            diff = diff * 128 + game.tie(comp, scratch.p[t], t, n, ctx, order_);
            Opt rec = {first, cnt, acc, diff};
            // insertion in order of difficulty (stable: the generated order among equals)
            uint32_t i = hi;
            while (i > lo && opts[i - 1].diff > diff) {
                opts[i] = opts[i - 1];
                i--;
            }
            opts[i] = rec;
            hi++;
        }
        f->ohi = hi;
        return PENDING;
    }

    inline int finish(int fi, uint32_t value) {
        Frame *f = &frames[fi];
        return store_value(f->comp, f->key, f->tag, f->hash, value, f->size, f->solved_at, fi == 0);
    }

    // The hardest part of the current option answered v (its value, or NOT_IN_SET).
    void answer(Frame *f, int v) {
        Opt *o = &opts[f->oi];
        if (!f->asp) {
            if (v == NOT_IN_SET) {
                largest_out(f);
                f->exact = false;
            } else {
                uint32_t g = (uint32_t)v ^ o->acc;
                if (g < 64) f->skip |= 1ULL << g;
                nimber_out(f, g);
            }
            f->oi++;
            return;
        }
        if (v == NOT_IN_SET) {
            f->oi++;
            return;
        }
        uint32_t g = (uint32_t)v ^ o->acc;
        for (uint32_t i = f->oi; i + 1 < f->ohi; i++) opts[i] = opts[i + 1];  // the option's value
        f->ohi--;                                                            // is known: it leaves
        if (g == f->r) {  // r is an option's value: try the next candidate, from the first option
            f->r++;
            f->oi = f->olo;
        } else if (g < 64) {
            f->skip |= 1ULL << g;
        }
    }

    // Advance the frame fi (the top one) until it needs a child (PENDING, the child pushed) or
    // knows its answer (returned; the frame is still on the stack).
    int step(int fi) {
        Frame *f = &frames[fi];
        while (true) {
            if (f->wait == WAIT_OTHER) {
                Opt *o = &opts[f->oi];
                o->acc ^= (uint32_t)f->ret;
                o->n--;
                f->wait = 0;
            } else if (f->wait == WAIT_FIRST) {
                f->wait = 0;
                answer(f, f->ret);
            }
            if (f->asp) {
                while (f->r < 64 && (f->skip >> f->r) & 1) f->r++;
                if (f->r >= f->bound || f->oi >= f->ohi) return finish(fi, f->r < f->bound ? f->r : f->bound);
                if (f->r >= exact_from_) {
                    // a value this large: the options left are solved outright, and so is
                    // everything below them (see exact_from)
                    f->exactmode = true;
                }
            } else {
                if (f->oi >= f->ohi) {
                    if (f->exact || (f->P & f->upto)) return finish(fi, (uint32_t)ctz64(f->P));
                    exclude(f->key, f->tag, f->hash, f->R | (f->upto & ~f->P) | f->skip, f->size);
                    return NOT_IN_SET;
                }
                if ((f->P & f->R) == 0) {
                    exclude(f->key, f->tag, f->hash, f->R | (f->upto & ~f->P) | f->skip, f->size);
                    return NOT_IN_SET;
                }
                if (f->exact) {
                    uint64_t m = f->P & upto(f->bound);
                    if ((m & (m - 1)) == 0) {
                        cut++;
                        return finish(fi, (uint32_t)ctz64(m));
                    }
                }
            }
            Opt *o = &opts[f->oi];
            steps++;
            int v;
            if (o->n > 1) {  // a part other than the hardest: solved outright
                uint32_t i = o->first + o->n - 1;
                v = known(parts[i].comp, parts[i].key, parts[i].tag, parts[i].hash);
                if (v >= 0) {
                    o->acc ^= (uint32_t)v;
                    o->n--;
                    continue;
                }
                f->wait = WAIT_OTHER;
                v = enter(parts[i].comp, parts[i].key, parts[i].tag, parts[i].hash, false, ~0ULL, f->exactmode);
                if (v == PENDING || oom) return PENDING;
                f = &frames[fi];
                f->ret = v;
                continue;
            }
            uint32_t i = o->first;
            f->wait = WAIT_FIRST;
            v = known(parts[i].comp, parts[i].key, parts[i].tag, parts[i].hash);
            if (v < 0) {
                if (f->r >= 64 || o->acc >= 64) {
                    // beyond the sets of values below 64: the part's value
                    v = enter(parts[i].comp, parts[i].key, parts[i].tag, parts[i].hash, true, ~0ULL,
                              f->exactmode);
                } else {
                    uint64_t ask;
                    if (f->exactmode) ask = ~0ULL;
                    else if (f->asp) ask = 1ULL << f->r;
                    else ask = (f->ph ? f->P : f->P & ~(1ULL << (63 - clz64(f->P)))) & f->upto;
                    v = enter(parts[i].comp, parts[i].key, parts[i].tag, parts[i].hash, false,
                              xor_set(ask, o->acc), f->exactmode);
                }
                if (v == PENDING || oom) return PENDING;
            }
            f = &frames[fi];
            f->ret = v;
        }
    }

    // A part of the position begun answered v (NOT_IN_SET only for a target's last part).
    inline void root_part_done(int v) {
        if (v == NOT_IN_SET) {
            root_hit = false;
            root_i = nroot;
            return;
        }
        root_acc ^= (uint32_t)v;
        root_i++;
        if (root_i == nroot) root_hit = root_acc == (uint32_t)root_target;
    }

    // Search until the position asked for is solved (DONE), `budget` steps are done (BUDGET),
    // Ctrl-C is seen (INTERRUPTED), memory is refused (NO_MEMORY) or a value reaches 255
    // (TOO_LARGE).
    int run_slice(int64_t budget) {
        int64_t end = steps + budget, next_check = steps + CHECK_EVERY;
        while (true) {
            if (sp == 0) {
                while (root_i < nroot) {
                    int i = root_i;
                    int v = root.vals[i] != UNSOLVED ? root.vals[i]
                                                     : known(root.comps[i], root.keys[i], root.tags[i], root.hashes[i]);
                    if (v < 0) {
                        uint32_t x = (uint32_t)root_target ^ root_acc;
                        if (root_target >= 0 && i == nroot - 1 && x < 64)
                            // the last (hardest) part: is its value the one the target needs?
                            v = enter(root.comps[i], root.keys[i], root.tags[i], root.hashes[i], false, 1ULL << x, false);
                        else
                            v = enter(root.comps[i], root.keys[i], root.tags[i], root.hashes[i], true, ~0ULL, false);
                        if (oom) return NO_MEMORY;
                        if (v == PENDING) break;
                    }
                    root_part_done(v);
                }
                if (sp == 0) return too_large ? TOO_LARGE : DONE;
            }
            if (oom) return NO_MEMORY;
            if (too_large) return TOO_LARGE;
            if (steps >= end) return BUDGET;
            if (steps >= next_check) {
                next_check = steps + CHECK_EVERY;
                if (interrupted != nullptr && interrupted()) return INTERRUPTED;
            }
            int fi = sp - 1;
            int v = step(fi);
            if (v == PENDING) continue;
            nparts = frames[fi].plo;
            sp--;
            if (sp > 0) frames[sp - 1].ret = v;
            else root_part_done(v);
        }
    }

    // ------------------------------------------------------------------ CoreBase
    int words() const override { return W; }
    int key_words() const override { return KW; }
    int cells() const override { return game.cells(); }

    // Start the search of `pos` (any search under way is dropped): of its value, or with target
    // (0..63) of whether its value is target (hit): its parts but the largest are solved
    // outright, the largest is asked whether it has the value that makes the sum target.
    void begin(const uint64_t *pos, int target) override {
        sp = 0, nparts = 0, oom = too_large = false;
        nroot = split_ahead(Pos::from(pos), root);
        root_i = 0, root_acc = 0, root_target = target;
        root_hit = target == 0 && nroot == 0;
        if (target >= 0 && nroot > 1) {  // the largest part last
            int big = 0;
            for (int i = 1; i < nroot; i++)
                if (root.comps[i].count() > root.comps[big].count()) big = i;
            int i = nroot - 1;
            Pos c = root.comps[i];
            root.comps[i] = root.comps[big], root.comps[big] = c;
            Key k = root.keys[i];
            root.keys[i] = root.keys[big], root.keys[big] = k;
            uint16_t t = root.tags[i];
            root.tags[i] = root.tags[big], root.tags[big] = t;
            int v = root.vals[i];
            root.vals[i] = root.vals[big], root.vals[big] = v;
            uint64_t h = root.hashes[i];
            root.hashes[i] = root.hashes[big], root.hashes[big] = h;
        }
    }
    int run(int64_t budget) override {
        int status = run_slice(budget);
        if (status == NO_MEMORY || status == TOO_LARGE) sp = 0;
        return status;
    }
    uint32_t result() const override { return root_acc; }
    bool hit() const override { return root_hit; }
    int64_t *counters() override {
        int64_t *c = shown_;
        c[0] = solved, c[1] = cut, c[2] = steps, c[3] = entries, c[4] = replaced, c[5] = mirrored;
        return c;
    }
    uint32_t &exact_from() override { return exact_from_; }
    int &order() override { return order_; }
    int64_t &persist_cost() override { return persist_cost_; }
    bool &logging() override { return logging_; }
    bool &reduce() override { return game.reduce; }
    uint64_t capacity() const override { return cap; }
    bool is_shared() const override { return shared; }
    int slot_bytes() const override { return (int)sizeof(S); }

    int lookup_key(const uint64_t *key, int tag) override {
        Key k = Key::from(key);
        return lookup(k, (uint16_t)tag, k.hash((uint16_t)tag), game.key_size(k, (uint16_t)tag));
    }
    int alt_key(const uint64_t *comp, uint64_t *key) override {
        Key k = Key::zero();
        uint16_t tag = 0;
        if (!G::has_alt_key || !game.alt_key(Pos::from(comp), k, tag)) return 0;
        k.to(key);
        return tag;
    }
    int canonical(const uint64_t *comp, bool by_cells, uint64_t *key) override {
        Key k = Key::zero();
        uint16_t tag = game.canonical(Pos::from(comp), by_cells, k);
        k.to(key);
        return tag;
    }
    int verdict_of(const uint64_t *comp) override {
        Pos c = Pos::from(comp);
        if (c.none()) return -1;
        Ctx ctx;
        game.prepare(c, ctx);
        return game.verdict(c, ctx);
    }
    void reduced(const uint64_t *pos, uint64_t *out) override { game.reduced(Pos::from(pos)).to(out); }
    int split_parts(const uint64_t *pos, bool unknown, std::vector<uint64_t> &comps,
                    std::vector<uint64_t> &keys, std::vector<int> &tags) override {
        Split s;
        alloc_split(s);
        int k = split_ahead(Pos::from(pos), s), got = 0;
        for (int i = 0; i < k; i++) {
            if (unknown && (s.vals[i] != UNSOLVED || known(s.comps[i], s.keys[i], s.tags[i], s.hashes[i]) >= 0))
                continue;
            for (int j = 0; j < W; j++) comps.push_back(s.comps[i].w[j]);
            for (int j = 0; j < KW; j++) keys.push_back(s.vals[i] == UNSOLVED ? s.keys[i].w[j] : 0);
            tags.push_back(s.vals[i] == UNSOLVED ? s.tags[i] : 0);
            got++;
        }
        free_split(s);
        return got;
    }
    int64_t option_list(const uint64_t *comp, std::vector<uint64_t> &out) override {
        Pos c = Pos::from(comp);
        if (c.none()) return 0;
        Options<Pos> o;
        Ctx ctx;
        game.prepare(c, ctx);
        game.options(c, ctx, o);
        if (o.failed) return -1;
        for (int64_t i = 0; i < o.size(); i++)
            for (int j = 0; j < W; j++) out.push_back(o.p[i].w[j]);
        return o.size();
    }

    // A slot of the main table into (key, meta) (false: empty, or caught in a write).
    bool read_slot(uint64_t i, Key &key, uint64_t &meta) {
        if (!shared) {
            meta = tab[i].meta;
            key = Key::from(tab[i].key);
            return meta_tag(meta) != 0;
        }
        return T::read_shared(&tab[i], key, meta) && meta_tag(meta) != 0;
    }
    int64_t export_entries(int min_size, std::vector<uint64_t> &keys, std::vector<uint16_t> &tags,
                           std::vector<uint8_t> &vals) override {
        int64_t n = 0;
        Key k;
        uint64_t m;
        for (int pass = 0; pass < 2; pass++) {
            S *t = pass == 0 ? tab : small_tab;
            uint64_t c = pass == 0 ? cap : SMALL_SLOTS;
            if (t == nullptr) continue;
            for (uint64_t i = 0; i < c; i++) {
                bool got;
                if (pass == 0) got = read_slot(i, k, m);
                else got = meta_tag(m = t[i].meta) != 0, k = Key::from(t[i].key);
                if (!got || meta_value(m) == EXCLUSIONS_ONLY || (int)meta_size(m) < min_size) continue;
                for (int j = 0; j < KW; j++) keys.push_back(k.w[j]);
                tags.push_back(meta_tag(m));
                vals.push_back((uint8_t)meta_value(m));
                n++;
            }
        }
        return n;
    }
    void drain_log(std::vector<uint64_t> &keys, std::vector<uint16_t> &tags, std::vector<uint8_t> &vals,
                   std::vector<uint32_t> &costs) override {
        keys.swap(log_key), tags.swap(log_tag), vals.swap(log_val), costs.swap(log_cost);
        log_key.clear(), log_tag.clear(), log_val.clear(), log_cost.clear();
    }
    void load(const uint64_t *keys, const uint16_t *tags, const uint8_t *vals, int64_t n) override {
        for (int64_t i = 0; i < n; i++) {
            Key k = Key::from(keys + i * KW);
            store(k, tags[i], vals[i], game.key_size(k, tags[i]), k.hash(tags[i]));
        }
    }
    // Take the buffer buf of `slots` slots (zeros, or a table other cores attached to) as the
    // main table, shared with the cores of other processes that map the same memory. The first
    // time, the entries of the private table move into it; later (a larger table replacing the
    // shared one) nothing moves: see merge. A shared table does not grow: full windows give their
    // smallest entries away.
    int attach(void *buf, uint64_t slots) override {
        S *old = tab;
        uint64_t oldcap = cap;
        bool was_shared = shared;
        tab = (S *)buf, cap = slots, shared = true, max_cap = slots;
        if (was_shared) return 0;
        entries = 0;
        Key k;
        for (uint64_t i = 0; i < oldcap; i++) {
            uint64_t m = old[i].meta;
            if (meta_tag(m) == 0 || meta_value(m) == EXCLUSIONS_ONLY) continue;
            k = Key::from(old[i].key);
            place(k, meta_tag(m), meta_value(m), meta_size(m), true, k.hash(meta_tag(m)));
        }
        grundy_table_free(old, oldcap * sizeof(S));
        return 0;
    }
    // Put every entry of the shared table in buf that is not in this core's table into it (the
    // entries written to a table being replaced). O(slots of buf).
    void merge(void *buf, uint64_t slots) override {
        S *src = (S *)buf;
        Key k;
        uint64_t m;
        for (uint64_t i = 0; i < slots; i++)
            if (T::read_shared(&src[i], k, m) && meta_tag(m) != 0)
                place(k, meta_tag(m), meta_value(m), meta_size(m), true, k.hash(meta_tag(m)));
    }
    // The fraction of the main table's slots in use, estimated from `samples` slots spread
    // evenly over it.
    double load_factor(uint64_t samples) override {
        uint64_t step_ = cap / samples > 1 ? cap / samples : 1, used = 0, n = 0;
        Key k;
        uint64_t m;
        for (uint64_t i = 0; i < cap; i += step_, n++) used += read_slot(i, k, m);
        return (double)used / (double)n;
    }
    // The invariants of the tables (for the stress tests): every entry sits in the window of its
    // key's hash, no key is stored twice, and the counts agree.
    const char *check() override {
        if (sp != 0) return "a search is under way";
        if (cap & (cap - 1)) return "the table's size is not a power of two";
        for (int pass = 0; pass < 2; pass++) {
            S *t = pass == 0 ? tab : small_tab;
            uint64_t c = pass == 0 ? cap : SMALL_SLOTS;
            if (t == nullptr || (pass == 0 && shared)) continue;
            for (uint64_t i = 0; i < c; i++) {
                uint64_t m = t[i].meta;
                if (meta_tag(m) == 0) continue;
                Key k = Key::from(t[i].key);
                uint64_t home = k.hash(meta_tag(m)) & (c - 1), dist = (i - home) & (c - 1);
                if (dist >= WINDOW) return "an entry lies outside the window of its hash";
                for (uint64_t d = 0; d < dist; d++)
                    if (meta_tag(t[(home + d) & (c - 1)].meta) == 0)
                        return "an entry lies past an empty slot of its window";
                if (T::find(t, c, k, meta_tag(m), k.hash(meta_tag(m))) != &t[i])
                    return "a key is stored twice";
                if (meta_value(m) != EXCLUSIONS_ONLY && meta_excl(m) != 0)
                    return "an entry with a value keeps exclusions";
            }
        }
        return nullptr;
    }
};

}  // namespace grundy

#endif
