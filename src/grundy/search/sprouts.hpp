// Sprouts lands in the notation of Glop and SPOTS: the options of a canonical land, each
// simplified, split into lands and written in normal form. The same steps as the reference in
// sprouts.py (`land_options`, `_simplify`, `_canonical_land`), written for speed; both write
// every land identically, which the tests check on every land reachable from small starts.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace grundy_sprouts {

using Boundary = std::vector<int>;
using Region = std::vector<Boundary>;

struct Land {
    std::vector<Region> regions;
    std::vector<int> lives;  // by spot id
};

// ---------------------------------------------------------------- reading a canonical land

// At s[i], "0*k" (k spots of 3 lives): k, with i moved past it; else false.
inline bool read_spots(const std::string &s, size_t &i, long &k) {
    size_t n = s.size();
    if (s[i] != '0' || i + 1 >= n || s[i + 1] != '*') return false;
    size_t j = i + 2;
    k = 0;
    while (j < n && s[j] >= '0' && s[j] <= '9') k = k * 10 + (s[j++] - '0');
    i = j;
    return true;
}

inline bool read_land(const std::string &s, Land &land) {
    land.regions.assign(1, Region());
    land.lives.clear();
    Boundary b;
    std::vector<int> lower, upper;  // letter index -> spot id, or -1
    auto end_boundary = [&]() { if (!b.empty()) land.regions.back().push_back(b); b.clear(); };
    auto letter = [&](std::vector<int> &ids, int k) {
        if ((int)ids.size() <= k) ids.resize(k + 1, -1);
        if (ids[k] < 0) { ids[k] = (int)land.lives.size(); land.lives.push_back(1); }
        b.push_back(ids[k]);
    };
    size_t i = 0, n = s.size();
    while (i < n) {
        char c = s[i];
        long spots;
        if (read_spots(s, i, spots)) {
            for (long t = 0; t < spots; ++t) {
                land.regions.back().push_back(Boundary{(int)land.lives.size()});
                land.lives.push_back(3);
            }
            continue;
        }
        if (c == '0' || c == '1' || c == '2') {
            b.push_back((int)land.lives.size());
            land.lives.push_back(3 - (c - '0'));
        } else if (c == '.') {
            end_boundary();
            lower.clear();  // lower-case names start afresh on each boundary
        } else if (c == '|') {
            end_boundary();
            lower.clear();
            land.regions.emplace_back();
        } else if (c >= 'a' && c <= 'l') {
            letter(lower, c - 'a');
        } else if (c >= 'A' && c <= 'Y') {
            letter(upper, c - 'A');
        } else if ((c == 'm' || c == 'n') && i + 1 < n && s[i + 1] == '(') {
            size_t j = i + 2;
            int k = 0;
            while (j < n && s[j] >= '0' && s[j] <= '9') k = k * 10 + (s[j++] - '0');
            if (j >= n || s[j] != ')' || k < 1) return false;
            letter(c == 'm' ? lower : upper, k - 1);
            i = j + 1;
            continue;
        } else {
            return false;
        }
        ++i;
    }
    end_boundary();
    return true;
}

// ---------------------------------------------------------------- writing in normal form

inline void put_letter(std::string &out, int index, bool up) {
    static const char *LOW = "abcdefghijkl", *UP = "ABCDEFGHIJKLMNOPQRSTUVWXY";
    if (!up && index < 12) { out += LOW[index]; return; }
    if (up && index < 25) { out += UP[index]; return; }
    out += up ? 'n' : 'm';
    out += '(';
    out += std::to_string(index + 1);
    out += ')';
}

// The most states of the canonical-form search of one land (sprouts.py: CANON_STEPS).
constexpr long CANON_STEPS = 2000;

// The least rotation of `b` written by its spots' classes, and the starting spots giving it.
inline std::string shape_of(const Boundary &b, const std::vector<char> &cls, std::vector<size_t> *rots) {
    size_t n = b.size();
    std::string s(n, ' ');
    for (size_t i = 0; i < n; ++i) s[i] = cls[b[i]];
    // rotations compared in place: -1, 0, 1 as rotation i is less than, equal to or more
    // than rotation j
    auto cmp = [&](size_t i, size_t j) {
        for (size_t k = 0; k < n; ++k) {
            char x = s[i + k < n ? i + k : i + k - n], y = s[j + k < n ? j + k : j + k - n];
            if (x != y) return x < y ? -1 : 1;
        }
        return 0;
    };
    size_t least = 0;
    if (rots) rots->assign(1, 0);
    for (size_t i = 1; i < n; ++i) {
        int c = cmp(i, least);
        if (c < 0) { least = i; if (rots) rots->assign(1, i); }
        else if (rots && c == 0) rots->push_back(i);
    }
    return least ? s.substr(least) + s.substr(0, least) : s;
}

struct Item {
    Boundary b;
    std::string shape;
    std::vector<size_t> rots;
};

// `b` written with the upper-case names given (-1: none yet), naming new letters in order into
// `fresh` (lower case afresh, from 'a', on each boundary).
inline void render(const Boundary &b, size_t at, const std::vector<char> &cls,
                   const std::vector<int> &names, int &up, std::string &out,
                   std::vector<std::pair<int, int>> &fresh) {
    size_t n = b.size();
    int low = 0;
    fresh.clear();
    for (size_t k = 0; k < n; ++k) {
        int v = b[(at + k) % n];
        char c = cls[v];
        if (c == 'a' || c == 'A') {
            int name = c == 'A' ? names[v] : -1;
            if (name < 0)
                for (auto &f : fresh) if (f.first == v) { name = f.second; break; }
            if (name < 0) {
                name = c == 'A' ? up++ : low++;
                fresh.emplace_back(v, name);
            }
            put_letter(out, name, c == 'A');
        } else {
            out += c;
        }
    }
}

struct CanonState {
    std::vector<int> left;        // regions not written yet
    int cur;                      // the region being written
    size_t fi;                    // its next boundary of no upper-case letter
    std::vector<int> todo;        // its boundaries of upper-case letters left (indices of items)
    std::vector<int> names;       // spot -> upper-case letter index, or -1
    int up;
    std::string text;
    bool started;
};

using View = std::vector<const Region *>;  // regions lying elsewhere, not copied

inline std::string canonical_land(const View &regions_in, const std::vector<int> &lives_in) {
    // the spots of this land numbered afresh from 0 (the land may be one of several whose
    // spots share the numbers of the position they came from)
    std::vector<Region> regions;
    regions.reserve(regions_in.size());
    std::vector<int> lives, local(lives_in.size(), -1);
    for (const Region *bs0 : regions_in) {
        regions.emplace_back();
        Region &bs = regions.back();
        bs.reserve(bs0->size());
        for (const Boundary &b0 : *bs0) {
            bs.emplace_back();
            Boundary &b = bs.back();
            b.reserve(b0.size());
            for (int v : b0) {
                if (local[v] < 0) { local[v] = (int)lives.size(); lives.push_back(lives_in[v]); }
                b.push_back(local[v]);
            }
        }
    }
    size_t ids = lives.size();
    std::vector<int> count(ids, 0), home(ids, -1);
    std::vector<char> two(ids, 0);
    for (size_t r = 0; r < regions.size(); ++r)
        for (const Boundary &b : regions[r])
            for (int v : b) {
                ++count[v];
                if (home[v] < 0) home[v] = (int)r;
                else if (home[v] != (int)r) two[v] = 1;
            }
    std::vector<char> cls(ids, '?');
    for (size_t v = 0; v < ids; ++v) {
        if (!count[v]) continue;
        if (count[v] == 2) cls[v] = two[v] ? 'A' : 'a';
        else cls[v] = "012"[3 - lives[v]];
    }
    std::string best;
    bool have = false;
    long pushed = 0;
    size_t R = regions.size();
    std::vector<std::pair<int, int>> fresh;
    const std::vector<int> no_names(ids, -1);
    struct Tie { size_t k, i; int u; };
    std::vector<Tie> ties;
    std::vector<int> pick;
    std::string least, t;
    for (int mirror = 0; mirror < 2; ++mirror) {
        std::vector<std::string> zeros(R), shapes(R);
        std::vector<std::vector<Item>> uppers(R);
        std::vector<std::vector<std::pair<std::string, std::string>>> fixed(R);
        for (size_t r = 0; r < R; ++r) {
            int z = 0;
            std::vector<std::string> sh;
            for (const Boundary &b0 : regions[r]) {
                Boundary b = mirror ? Boundary(b0.rbegin(), b0.rend()) : b0;
                Item item;
                item.shape = shape_of(b, cls, &item.rots);
                sh.push_back(item.shape);
                if (b.size() == 1 && cls[b[0]] == '0') { ++z; continue; }
                bool upper = false;
                for (int v : b) if (cls[v] == 'A') { upper = true; break; }
                if (upper) {
                    item.b = std::move(b);
                    uppers[r].push_back(std::move(item));
                } else {  // written the same whatever the names so far: no choice to follow
                    std::string lowest;
                    for (size_t k = 0; k < item.rots.size(); ++k) {
                        std::string written;
                        int u = 0;
                        render(b, item.rots[k], cls, no_names, u, written, fresh);
                        if (k == 0 || written < lowest) lowest = std::move(written);
                    }
                    fixed[r].emplace_back(item.shape, std::move(lowest));
                }
            }
            std::sort(fixed[r].begin(), fixed[r].end());
            std::sort(sh.begin(), sh.end());
            for (size_t k = 0; k < sh.size(); ++k) { if (k) shapes[r] += '.'; shapes[r] += sh[k]; }
            if (z) zeros[r] = z == 1 ? std::string("0") : "0*" + std::to_string(z);
        }
        // the stack: a pool of states never destroyed, so that their vectors and strings keep
        // their memory from one state (and one land) to the next
        static thread_local std::vector<CanonState> pool;
        static thread_local CanonState st;
        size_t top = 0;
        auto push = [&]() -> CanonState & {
            if (top == pool.size()) pool.emplace_back();
            return pool[top++];
        };
        {
            CanonState &start = push();
            start.left.clear();
            for (size_t r = 0; r < R; ++r) start.left.push_back((int)r);
            start.cur = -1;
            start.fi = 0;
            start.todo.clear();
            start.names.assign(ids, -1);
            start.up = 0;
            start.text.clear();
            start.started = false;
        }
        while (top) {
            if (pushed >= CANON_STEPS && have) break;
            std::swap(st, pool[--top]);
            if (have && st.text.compare(0, st.text.size(), best, 0, st.text.size()) > 0) continue;
            const char *sep = st.started ? "." : "";
            bool more_fixed = st.cur >= 0 && st.fi < fixed[st.cur].size();
            if (!st.todo.empty() || more_fixed) {
                const std::vector<Item> *items = st.cur >= 0 ? &uppers[st.cur] : nullptr;
                const std::string *least_shape = nullptr;
                for (int k : st.todo)
                    if (!least_shape || (*items)[k].shape < *least_shape) least_shape = &(*items)[k].shape;
                if (more_fixed && (!least_shape || fixed[st.cur][st.fi].first < *least_shape)) {
                    // the boundaries written alike whatever the names, while they come first
                    const auto &fx = fixed[st.cur];
                    do {
                        st.text += sep;
                        st.text += fx[st.fi].second;
                        st.fi += 1;
                        sep = ".";
                    } while (st.fi < fx.size() && (!least_shape || fx[st.fi].first < *least_shape));
                    st.started = true;
                    std::swap(push(), st);
                    ++pushed;
                    continue;
                }
                least.clear();
                bool any = false;
                ties.clear();
                for (size_t k = 0; k < st.todo.size(); ++k) {
                    const Item &item = (*items)[st.todo[k]];
                    if (item.shape != *least_shape) continue;
                    for (size_t i : item.rots) {
                        t.clear();
                        int u = st.up;
                        render(item.b, i, cls, st.names, u, t, fresh);
                        if (!any || t < least) { least.swap(t); any = true; ties.assign(1, Tie{k, i, u}); }
                        else if (t == least) ties.push_back(Tie{k, i, u});
                    }
                }
                if (pushed + (long)ties.size() > CANON_STEPS) ties.resize(1);
                pushed += (long)ties.size();
                for (size_t x = ties.size(); x-- > 0;) {
                    const Tie &tie = ties[x];
                    CanonState &child = push();
                    child.left = st.left;
                    child.cur = st.cur;
                    child.fi = st.fi;
                    const Boundary &b = (*items)[st.todo[tie.k]].b;
                    child.todo.clear();
                    for (size_t k = 0; k < st.todo.size(); ++k) if (k != tie.k) child.todo.push_back(st.todo[k]);
                    child.names = st.names;
                    int u = st.up;
                    for (size_t k = 0; k < b.size(); ++k) {
                        int v = b[(tie.i + k) % b.size()];
                        if (cls[v] == 'A' && child.names[v] < 0) child.names[v] = u++;
                    }
                    child.up = tie.u;
                    child.text = st.text;
                    child.text += sep;
                    child.text += least;
                    child.started = true;
                }
            } else if (!st.left.empty()) {
                const std::string *low_shape = nullptr;
                for (int r : st.left) if (!low_shape || shapes[r] < *low_shape) low_shape = &shapes[r];
                pick.clear();
                for (int r : st.left) if (shapes[r] == *low_shape) pick.push_back(r);
                if (pushed + (long)pick.size() > CANON_STEPS) pick.resize(1);
                pushed += (long)pick.size();
                for (size_t x = pick.size(); x-- > 0;) {
                    int r = pick[x];
                    CanonState &child = push();
                    child.left.clear();
                    for (int y : st.left) if (y != r) child.left.push_back(y);
                    child.cur = r;
                    child.fi = 0;
                    child.todo.clear();
                    for (size_t k = 0; k < uppers[r].size(); ++k) child.todo.push_back((int)k);
                    child.names = st.names;
                    child.up = st.up;
                    child.text = st.text;
                    if (!child.text.empty()) child.text += '|';
                    child.text += zeros[r];
                    child.started = !zeros[r].empty();
                }
            } else if (!have || st.text < best) {
                best = st.text;
                have = true;
            }
        }
    }
    return best;
}

// ---------------------------------------------------------------- simplifying

// The most lands canonical_cached keeps (then it starts afresh).
constexpr size_t CANON_CACHE = 1 << 18;

// canonical_land, remembered under the land as drawn: its regions, boundaries and spots in the
// order given, the spots numbered by first sighting, with their lives. The options of a land
// draw many lands alike (a curve from either of two equal spots, the same untouched land next
// to each move), and the key is far cheaper than the search for the least text.
inline std::string canonical_cached(const View &regions, const std::vector<int> &lives) {
    static thread_local std::unordered_map<std::string, std::string> cache;
    static thread_local std::vector<int> number;
    std::string key;
    if (number.size() < lives.size()) number.resize(lives.size(), -1);
    int next = 0;
    for (const Region *bs : regions) {
        key += '|';
        for (const Boundary &b : *bs) {
            key += '.';
            for (int v : b) {
                if (number[v] < 0) number[v] = next++;
                int x = number[v];
                key += (char)('0' + lives[v]);
                if (x < 64) {
                    key += (char)x;
                } else {  // a flag, then the number in three bytes
                    key += (char)(64 | (x & 63));
                    key += (char)((x >> 6) & 255);
                    key += (char)((x >> 14) & 255);
                }
            }
        }
    }
    for (const Region *bs : regions)
        for (const Boundary &b : *bs)
            for (int v : b) number[v] = -1;
    auto it = cache.find(key);
    if (it != cache.end()) return it->second;
    std::string text = canonical_land(regions, lives);
    if (cache.size() >= CANON_CACHE) cache.clear();
    cache.emplace(std::move(key), text);
    return text;
}

// The canonical lands of a land after a move (sorted), joined by '+' ("" when none is left).
inline std::string simplify(const View &regions, const std::vector<int> &lives) {
    std::vector<Region> kept;
    std::vector<int> mark(lives.size(), -1);
    for (size_t r = 0; r < regions.size(); ++r) {
        Region bs;
        for (const Boundary &b : *regions[r]) {
            Boundary t;
            for (int v : b) if (lives[v] > 0) t.push_back(v);
            if (!t.empty()) bs.push_back(std::move(t));
        }
        if (bs.empty()) continue;
        int total = 0;
        for (const Boundary &b : bs)
            for (int v : b)
                if (mark[v] != (int)r) { mark[v] = (int)r; total += lives[v]; }
        if (total >= 2) kept.push_back(std::move(bs));
    }
    if (kept.empty()) return std::string();
    for (Region &bs : kept)
        for (Boundary &b : bs) {
            size_t n = b.size();
            if (n < 2) continue;
            Boundary out;
            for (size_t i = 0; i < n; ++i) {
                int v = b[i], prev = b[(i + n - 1) % n];
                if (v != prev || lives[v] != 1) out.push_back(v);
            }
            if (out.size() != n) { if (out.empty()) out.push_back(b[0]); b = std::move(out); }
        }
    // lands: regions joined by a spot seen in both
    size_t R = kept.size();
    std::vector<int> parent(R), owner(lives.size(), -1);
    for (size_t r = 0; r < R; ++r) parent[r] = (int)r;
    auto find = [&](int x) { while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; } return x; };
    for (size_t r = 0; r < R; ++r)
        for (const Boundary &b : kept[r])
            for (int v : b) {
                if (owner[v] >= 0) {
                    int a = find(owner[v]), c = find((int)r);
                    if (a != c) parent[a] = c;
                } else {
                    owner[v] = (int)r;
                }
            }
    std::vector<std::string> out;
    std::vector<char> done(R, 0);
    for (size_t r = 0; r < R; ++r) {
        int root = find((int)r);
        if (done[root]) continue;
        done[root] = 1;
        View group;
        for (size_t k = r; k < R; ++k)
            if (find((int)k) == root) group.push_back(&kept[k]);
        out.push_back(canonical_cached(group, lives));
    }
    std::sort(out.begin(), out.end());
    std::string joined;
    for (size_t k = 0; k < out.size(); ++k) { if (k) joined += '+'; joined += out[k]; }
    return joined;
}

// ---------------------------------------------------------------- moves

struct Options {
    Land land;
    std::unordered_set<std::string> out;

    void child(const View &regions, const std::vector<int> &lives) {
        out.insert(simplify(regions, lives));
    }

    static bool zero(const Boundary &b, const std::vector<int> &lives) {
        return b.size() == 1 && lives[b[0]] == 3;
    }

    // Every way of sharing `others` between two regions: the first gets one[] plus the chosen
    // ones; boundaries '0' (all alike) counted once for each number sent to the first.
    void split(const View &keep, const Region &others, const Boundary &one,
               const Boundary &two, const std::vector<int> &lives) {
        Region zeros, rest;
        for (const Boundary &b : others) (zero(b, land.lives) ? zeros : rest).push_back(b);
        size_t z = zeros.size(), m = rest.size();
        View regions(keep);
        regions.push_back(nullptr);
        regions.push_back(nullptr);
        Region first, second;
        for (size_t k = 0; k <= z; ++k)
            for (uint64_t mask = 0; mask < (uint64_t(1) << m); ++mask) {
                first.assign(zeros.begin(), zeros.begin() + k);
                second.assign(zeros.begin() + k, zeros.end());
                for (size_t t = 0; t < m; ++t) ((mask >> t) & 1 ? first : second).push_back(rest[t]);
                first.push_back(one);
                second.push_back(two);
                regions[keep.size()] = &first;
                regions[keep.size() + 1] = &second;
                child(regions, lives);
            }
    }

    void run() {
        const std::vector<Region> &regions = land.regions;
        const std::vector<int> &lives = land.lives;
        int w = (int)lives.size();
        for (size_t r = 0; r < regions.size(); ++r) {
            const Region &bs = regions[r];
            View keep;
            for (size_t k = 0; k < regions.size(); ++k) if (k != r) keep.push_back(&regions[k]);
            bool seen_zero = false;
            for (size_t p = 0; p < bs.size(); ++p) {
                const Boundary &bp = bs[p];
                bool zero_p = zero(bp, lives);
                if (zero_p) { if (seen_zero) continue; seen_zero = true; }
                Region others;
                for (size_t k = 0; k < bs.size(); ++k) if (k != p) others.push_back(bs[k]);
                size_t L = bp.size();
                for (size_t i = 0; i < L; ++i) {
                    int u = bp[i];
                    Boundary rot;
                    for (size_t k = 0; k < L; ++k) rot.push_back(bp[(i + k) % L]);
                    if (lives[u] >= 2) {  // a loop at this sighting
                        std::vector<int> nl(lives);
                        nl[u] -= 2;
                        nl.push_back(1);
                        Boundary inner{u, w}, outer;
                        if (lives[u] == 3) outer = {u, w};
                        else { outer = rot; outer.push_back(u); outer.push_back(w); }
                        split(keep, others, inner, outer, nl);
                    }
                    for (size_t j = i + 1; j < L; ++j) {  // a curve cutting the region
                        int v = bp[j];
                        if (v == u) continue;
                        std::vector<int> nl(lives);
                        nl[u] -= 1;
                        nl[v] -= 1;
                        nl.push_back(1);
                        Boundary one{u}, two{v};
                        for (size_t k = i + 1; k < j; ++k) one.push_back(bp[k]);
                        one.push_back(v);
                        one.push_back(w);
                        for (size_t k = j + 1; k < L; ++k) two.push_back(bp[k]);
                        for (size_t k = 0; k < i; ++k) two.push_back(bp[k]);
                        two.push_back(u);
                        two.push_back(w);
                        split(keep, others, one, two, nl);
                    }
                    bool seen_zero_q = false;
                    for (size_t q = p + 1; q < bs.size(); ++q) {  // a curve merging two boundaries
                        const Boundary &bq = bs[q];
                        if (zero(bq, lives)) { if (seen_zero_q) continue; seen_zero_q = true; }
                        size_t M = bq.size();
                        for (size_t j = 0; j < M; ++j) {
                            int v = bq[j];
                            if (v == u) continue;
                            std::vector<int> nl(lives);
                            nl[u] -= 1;
                            nl[v] -= 1;
                            nl.push_back(1);
                            Boundary merged;
                            if (lives[u] == 3) merged.push_back(u);
                            else { merged = rot; merged.push_back(u); }
                            merged.push_back(w);
                            if (lives[v] == 3) merged.push_back(v);
                            else {
                                for (size_t k = 0; k < M; ++k) merged.push_back(bq[(j + k) % M]);
                                merged.push_back(v);
                            }
                            merged.push_back(w);
                            View next(keep);
                            Region rest;
                            for (size_t k = 0; k < bs.size(); ++k) if (k != p && k != q) rest.push_back(bs[k]);
                            rest.push_back(std::move(merged));
                            next.push_back(&rest);
                            child(next, nl);
                        }
                    }
                }
            }
        }
    }
};

// The lives of a canonical land (or '+'-joined lands), read off its text: '0', '1', '2' a spot
// of 3, 2, 1 lives, a letter one life seen twice (sprouts.py: _lives).
inline long text_lives(const std::string &s) {
    long halves = 0;
    size_t i = 0, n = s.size();
    while (i < n) {
        char c = s[i];
        long spots;
        if (read_spots(s, i, spots)) {
            halves += 6 * spots;
            continue;
        }
        if ((c == 'm' || c == 'n') && i + 1 < n && s[i + 1] == '(') {
            while (i < n && s[i] != ')') ++i;
            halves += 1;
        } else if (c == '0' || c == '1' || c == '2') {
            halves += 2 * (3 - (c - '0'));
        } else if (c != '.' && c != '|' && c != '+' && c != '!') {
            halves += 1;
        }
        ++i;
    }
    return halves / 2;
}

// The options of a canonical land, each the '+'-joined canonical lands after the move (""
// when the move leaves none), fewest lives first, then in the order of their lists of lands
// (sprouts.py: _order); false when `land` is not in the notation.
inline bool land_options(const std::string &text, std::vector<std::string> &result) {
    Options o;
    if (!read_land(text, o.land)) return false;
    o.run();
    struct Entry {
        long lives;
        std::vector<std::string> lands;
        const std::string *text;
    };
    std::vector<Entry> entries;
    entries.reserve(o.out.size());
    for (const std::string &t : o.out) {
        Entry e{text_lives(t), {}, &t};
        size_t a = 0;
        while (a < t.size()) {
            size_t b = t.find('+', a);
            if (b == std::string::npos) b = t.size();
            e.lands.push_back(t.substr(a, b - a));
            a = b + 1;
        }
        entries.push_back(std::move(e));
    }
    std::sort(entries.begin(), entries.end(), [](const Entry &x, const Entry &y) {
        if (x.lives != y.lives) return x.lives < y.lives;
        return x.lands < y.lands;
    });
    result.clear();
    for (const Entry &e : entries) result.push_back(*e.text);
    return true;
}

}  // namespace grundy_sprouts
