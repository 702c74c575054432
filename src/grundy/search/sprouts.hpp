// Sprouts lands in the notation of Glop and SPOTS: the options of a canonical land, each
// simplified, split into lands and written in normal form. The same steps as the reference in
// sprouts.py (`land_options`, `_simplify`, `_canonical_land`), written for speed; both write
// every land identically, which the tests check on every land reachable from small starts.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
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
        if (c == '0' && i + 1 < n && s[i + 1] == '*') {
            size_t j = i + 2;
            long k = 0;
            while (j < n && s[j] >= '0' && s[j] <= '9') k = k * 10 + (s[j++] - '0');
            for (long t = 0; t < k; ++t) {
                land.regions.back().push_back(Boundary{(int)land.lives.size()});
                land.lives.push_back(3);
            }
            i = j;
            continue;
        }
        if (c == '0' || c == '1' || c == '2') {
            b.push_back((int)land.lives.size());
            land.lives.push_back(3 - (c - '0'));
        } else if (c == '.') {
            end_boundary();
        } else if (c == '|') {
            end_boundary();
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

struct Shaped {
    std::string shape;
    Boundary b;
    bool operator<(const Shaped &o) const {
        if (shape != o.shape) return shape < o.shape;
        return b < o.b;
    }
};

// The least rotation of `b` by its spots' classes (first of equal ones), and `b` rotated so.
inline Shaped shape_of(const Boundary &b, const std::vector<char> &cls) {
    size_t n = b.size();
    Shaped out;
    if (n == 1) { out.shape.assign(1, cls[b[0]]); out.b = b; return out; }
    std::string s(n, ' ');
    for (size_t i = 0; i < n; ++i) s[i] = cls[b[i]];
    size_t at = 0;
    for (size_t i = 1; i < n; ++i) {
        // compare rotation i with the best rotation `at`, character by character
        for (size_t k = 0; k < n; ++k) {
            char x = s[(i + k) % n], y = s[(at + k) % n];
            if (x != y) { if (x < y) at = i; break; }
        }
    }
    out.shape.resize(n);
    out.b.resize(n);
    for (size_t k = 0; k < n; ++k) { out.shape[k] = s[(at + k) % n]; out.b[k] = b[(at + k) % n]; }
    return out;
}

inline std::string canonical_land(const std::vector<Region> &regions, const std::vector<int> &lives) {
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
    std::vector<int> names(ids);
    for (int mirror = 0; mirror < 2; ++mirror) {
        std::vector<std::pair<std::string, std::vector<Boundary>>> shaped;
        shaped.reserve(regions.size());
        for (const Region &bs : regions) {
            std::vector<Shaped> rows;
            rows.reserve(bs.size());
            for (const Boundary &b : bs) {
                if (mirror) rows.push_back(shape_of(Boundary(b.rbegin(), b.rend()), cls));
                else rows.push_back(shape_of(b, cls));
            }
            std::sort(rows.begin(), rows.end());
            std::pair<std::string, std::vector<Boundary>> item;
            for (size_t k = 0; k < rows.size(); ++k) {
                if (k) item.first += '.';
                item.first += rows[k].shape;
                item.second.push_back(std::move(rows[k].b));
            }
            shaped.push_back(std::move(item));
        }
        std::stable_sort(shaped.begin(), shaped.end(),
                         [](const auto &x, const auto &y) { return x.first < y.first; });
        std::fill(names.begin(), names.end(), -1);
        int low = 0, up = 0;
        std::string text;
        for (size_t r = 0; r < shaped.size(); ++r) {
            if (r) text += '|';
            int zeros = 0;
            for (const Boundary &b : shaped[r].second)
                if (b.size() == 1 && cls[b[0]] == '0') ++zeros;
            bool first = true;
            if (zeros) {
                text += zeros == 1 ? std::string("0") : "0*" + std::to_string(zeros);
                first = false;
            }
            for (const Boundary &b : shaped[r].second) {
                if (b.size() == 1 && cls[b[0]] == '0') continue;
                if (!first) text += '.';
                first = false;
                for (int v : b) {
                    char c = cls[v];
                    if (c == 'a' || c == 'A') {
                        if (names[v] < 0) names[v] = c == 'A' ? up++ : low++;
                        put_letter(text, names[v], c == 'A');
                    } else {
                        text += c;
                    }
                }
            }
        }
        if (!have || text.size() < best.size() || (text.size() == best.size() && text < best)) {
            best = std::move(text);
            have = true;
        }
    }
    return best;
}

// ---------------------------------------------------------------- simplifying

// The canonical lands of a land after a move (sorted), joined by '+' ("" when none is left).
inline std::string simplify(const std::vector<Region> &regions, const std::vector<int> &lives) {
    std::vector<Region> kept;
    std::vector<int> mark(lives.size(), -1);
    for (size_t r = 0; r < regions.size(); ++r) {
        Region bs;
        for (const Boundary &b : regions[r]) {
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
        std::vector<Region> group;
        for (size_t k = r; k < R; ++k)
            if (find((int)k) == root) group.push_back(kept[k]);
        out.push_back(canonical_land(group, lives));
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

    void child(std::vector<Region> &&regions, const std::vector<int> &lives) {
        out.insert(simplify(regions, lives));
    }

    static bool zero(const Boundary &b, const std::vector<int> &lives) {
        return b.size() == 1 && lives[b[0]] == 3;
    }

    // Every way of sharing `others` between two regions: the first gets one[] plus the chosen
    // ones; boundaries '0' (all alike) counted once for each number sent to the first.
    void split(const std::vector<Region> &keep, const Region &others, const Boundary &one,
               const Boundary &two, const std::vector<int> &lives) {
        Region zeros, rest;
        for (const Boundary &b : others) (zero(b, land.lives) ? zeros : rest).push_back(b);
        size_t z = zeros.size(), m = rest.size();
        for (size_t k = 0; k <= z; ++k)
            for (uint64_t mask = 0; mask < (uint64_t(1) << m); ++mask) {
                std::vector<Region> regions(keep);
                Region first(zeros.begin(), zeros.begin() + k), second(zeros.begin() + k, zeros.end());
                for (size_t t = 0; t < m; ++t) ((mask >> t) & 1 ? first : second).push_back(rest[t]);
                first.push_back(one);
                second.push_back(two);
                regions.push_back(std::move(first));
                regions.push_back(std::move(second));
                child(std::move(regions), lives);
            }
    }

    void run() {
        const std::vector<Region> &regions = land.regions;
        const std::vector<int> &lives = land.lives;
        int w = (int)lives.size();
        for (size_t r = 0; r < regions.size(); ++r) {
            const Region &bs = regions[r];
            std::vector<Region> keep;
            for (size_t k = 0; k < regions.size(); ++k) if (k != r) keep.push_back(regions[k]);
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
                            std::vector<Region> next(keep);
                            Region rest;
                            for (size_t k = 0; k < bs.size(); ++k) if (k != p && k != q) rest.push_back(bs[k]);
                            rest.push_back(std::move(merged));
                            next.push_back(std::move(rest));
                            child(std::move(next), nl);
                        }
                    }
                }
            }
        }
    }
};

// The options of a canonical land, each the '+'-joined canonical lands after the move (""
// when the move leaves none); false when `land` is not in the notation.
inline bool land_options(const std::string &text, std::vector<std::string> &result) {
    Options o;
    if (!read_land(text, o.land)) return false;
    o.run();
    result.assign(o.out.begin(), o.out.end());
    return true;
}

}  // namespace grundy_sprouts
