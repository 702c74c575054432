// The transposition table of the search engine (see search.hpp): open addressing in C memory,
// slots of KW key words and one word of fields, probed in a window of WINDOW slots.
//
// A slot's last word ("meta"): the key's tag (bits 0-15; 0 marks an empty slot), the value
// (16-23; EXCLUSIONS_ONLY when only values the component does not have are known), the
// component's size in cells, saturated at 255 (24-31: the cost of solving it again, which a full
// window gives away first), and in a private table the values below 32 known not to be the
// component's (32-63). For one key word a slot is 16 bytes, the key then the meta word.
//
// The table shared by the processes of a parallel search (grundy.search.parallel) is the same
// slots in memory that every process maps, read and written without locks by a per-slot
// sequence lock: in a shared slot bits 32-62 of the meta word are a version and bit 63 a lock.
// A writer takes the lock by compare-and-swap of the meta word, writes the key words, and
// releases the meta word with the new fields and the next version; a reader keeps a slot only
// when the meta word reads the same, unlocked, before and after the key words (Boehm's C11
// sequence lock). A slot caught in a write reads as another key, and a write that loses a race
// is dropped: both cost only work, never a wrong value. Exclusions are not kept there.
#ifndef GRUNDY_SEARCH_TABLE_HPP
#define GRUNDY_SEARCH_TABLE_HPP

#include <stdint.h>

#include "bits.hpp"

namespace grundy {

enum : int {
    WINDOW = 16,              // slots probed for a key
    EXCLUSIONS_ONLY = 255,    // the value of an entry that holds exclusions only
};

static GRUNDY_INLINE uint64_t meta_of(uint16_t tag, uint32_t value, uint32_t size, uint64_t excl) {
    return (uint64_t)tag | ((uint64_t)value << 16) | ((uint64_t)(size > 255 ? 255 : size) << 24)
           | (excl << 32);
}
static GRUNDY_INLINE uint16_t meta_tag(uint64_t m) { return (uint16_t)(m & 0xFFFF); }
static GRUNDY_INLINE uint32_t meta_value(uint64_t m) { return (uint32_t)((m >> 16) & 0xFF); }
static GRUNDY_INLINE uint32_t meta_size(uint64_t m) { return (uint32_t)((m >> 24) & 0xFF); }
static GRUNDY_INLINE uint32_t meta_excl(uint64_t m) { return (uint32_t)(m >> 32); }
static const uint64_t META_FIELDS = 0xFFFFFFFFULL;  // tag, value and size
static const int LOCK_BIT = 63;

static inline uint64_t load_acquire(const uint64_t *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
static inline uint64_t load_relaxed(const uint64_t *p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
static inline void fence_acquire() { __atomic_thread_fence(__ATOMIC_ACQUIRE); }
static inline void fence_release() { __atomic_thread_fence(__ATOMIC_RELEASE); }
static inline bool cas(uint64_t *p, uint64_t expected, uint64_t desired) {
    return __atomic_compare_exchange_n(p, &expected, desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}
static inline void store_relaxed(uint64_t *p, uint64_t v) { __atomic_store_n(p, v, __ATOMIC_RELAXED); }
static inline void store_release(uint64_t *p, uint64_t v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }

template <int KW>
struct Slot {
    uint64_t key[KW];
    uint64_t meta;
};

// The operations on a table of `cap` slots (a power of two). Key is Bits<KW>.
template <int KW>
struct Table {
    using Key = Bits<KW>;
    using S = Slot<KW>;

    static GRUNDY_INLINE bool same(const S *e, const Key &key) {
        uint64_t x = 0;
        for (int i = 0; i < KW; i++) x |= e->key[i] ^ key.w[i];
        return x == 0;
    }

    // The slot of (key, tag) in the window of its hash h, else NULL.
    static GRUNDY_INLINE S *find(S *tab, uint64_t cap, const Key &key, uint16_t tag, uint64_t h) {
        uint64_t mask = cap - 1, i = h & mask;
        for (int j = 0; j < WINDOW; j++) {
            S *e = &tab[(i + j) & mask];
            uint16_t t = meta_tag(e->meta);
            if (t == 0) return nullptr;
            if (t == tag && same(e, key)) return e;
        }
        return nullptr;
    }

    // The value stored under (key, tag), else -1 (also when only exclusions are stored).
    static GRUNDY_INLINE int lookup(S *tab, uint64_t cap, const Key &key, uint16_t tag, uint64_t h) {
        S *e = find(tab, cap, key, tag, h);
        if (e == nullptr) return -1;
        uint32_t v = meta_value(e->meta);
        return v == EXCLUSIONS_ONLY ? -1 : (int)v;
    }

    // Store (key, tag) -> value (EXCLUSIONS_ONLY: only the exclusions excl) in its window: 1 in
    // an empty slot, 2 over the same key, 3 over the smallest entry of a full window (with
    // may_replace), 0 not stored.
    static int place(S *tab, uint64_t cap, const Key &key, uint16_t tag, uint32_t value,
                     uint32_t size, bool may_replace, uint32_t excl, uint64_t h) {
        uint64_t mask = cap - 1, i = h & mask;
        int worst = -1;
        uint32_t worst_size = 0;
        for (int j = 0; j < WINDOW; j++) {
            S *e = &tab[(i + j) & mask];
            uint16_t t = meta_tag(e->meta);
            if (t == 0) {
                for (int k = 0; k < KW; k++) e->key[k] = key.w[k];
                e->meta = meta_of(tag, value, size, excl);
                return 1;
            }
            if (t == tag && same(e, key)) {
                if (value != EXCLUSIONS_ONLY)
                    e->meta = meta_of(tag, value, meta_size(e->meta), 0);
                else if (meta_value(e->meta) == EXCLUSIONS_ONLY)
                    e->meta |= (uint64_t)excl << 32;
                return 2;
            }
            if (worst < 0 || meta_size(e->meta) < worst_size) {
                worst = j;
                worst_size = meta_size(e->meta);
            }
        }
        if (!may_replace) return 0;
        S *e = &tab[(i + worst) & mask];
        for (int k = 0; k < KW; k++) e->key[k] = key.w[k];
        e->meta = meta_of(tag, value, size, excl);
        return 3;
    }

    // A consistent read of the shared slot e (false: caught in a write).
    static GRUNDY_INLINE bool read_shared(S *e, Key &key, uint64_t &fields) {
        uint64_t v1 = load_acquire(&e->meta);
        if (v1 >> LOCK_BIT) return false;
        for (int k = 0; k < KW; k++) key.w[k] = load_relaxed(&e->key[k]);
        fence_acquire();
        uint64_t v2 = load_relaxed(&e->meta);
        fields = v1;
        return v1 == v2;
    }

    static GRUNDY_INLINE int lookup_shared(S *tab, uint64_t cap, const Key &key, uint16_t tag, uint64_t h) {
        uint64_t mask = cap - 1, i = h & mask, f;
        Key k;
        for (int j = 0; j < WINDOW; j++) {
            S *e = &tab[(i + j) & mask];
            if (!read_shared(e, k, f)) continue;
            if (meta_tag(f) == 0) return -1;
            if (meta_tag(f) == tag && k == key) return (int)meta_value(f);
        }
        return -1;
    }

    // place on the shared table (values only): 1 in an empty slot, 2 when the key is there, 3
    // over the smallest entry of a full window, 0 not stored (no room, or a race lost).
    static int place_shared(S *tab, uint64_t cap, const Key &key, uint16_t tag, uint32_t value,
                            uint32_t size, bool may_replace, uint64_t h) {
        uint64_t mask = cap - 1, i = h & mask, f, seen = 0;
        uint32_t best_size = 256;
        int r = 0;
        S *target = nullptr;
        Key k;
        for (int j = 0; j < WINDOW; j++) {
            S *e = &tab[(i + j) & mask];
            if (!read_shared(e, k, f)) continue;
            if (meta_tag(f) == 0) {
                target = e, seen = f, r = 1;
                break;
            }
            if (meta_tag(f) == tag && k == key) return 2;
            if (may_replace && meta_size(f) < best_size) {
                best_size = meta_size(f);
                target = e, seen = f, r = 3;
            }
        }
        if (target == nullptr) return 0;
        uint64_t lock = ((((seen >> 32) + 1) & 0x7FFFFFFFULL) << 32) | (1ULL << LOCK_BIT);
        if (!cas(&target->meta, seen, lock | (seen & META_FIELDS))) return 0;
        fence_release();
        for (int q = 0; q < KW; q++) store_relaxed(&target->key[q], key.w[q]);
        store_release(&target->meta, (lock & ~(1ULL << LOCK_BIT)) | meta_of(tag, value, size, 0));
        return r;
    }
};

}  // namespace grundy

#endif
