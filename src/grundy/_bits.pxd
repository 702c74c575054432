# Bit operations of the compiled kernels on 64-bit words.
#
# popcount is the processor's instruction: where the compiler may use it (-mpopcnt, or not
# x86-64), through the compiler's builtin; else on x86-64 by the instruction itself when the
# processor has it (asked once, when the module is loaded), and an inline bit count on the
# processors before it. The builtin without -mpopcnt costs a library call per use, and an
# inline bit count a dozen instructions (a twentieth of the Cram search's instructions).

from libc.stdint cimport uint32_t, uint64_t

cdef extern from "grundy/_bits.h":
    int popcount "grundy_popcount"(uint64_t) noexcept nogil
    int ctz "__builtin_ctzll"(unsigned long long) noexcept nogil
    int clz "__builtin_clzll"(unsigned long long) noexcept nogil
    uint64_t bswap "__builtin_bswap64"(uint64_t) noexcept nogil
    void prefetch "__builtin_prefetch"(const void *) noexcept nogil


cdef inline uint64_t mix(uint64_t k, uint64_t t) noexcept nogil:
    """A 64-bit hash of the word `k` and the tag `t` (a multiply-xorshift finalizer)."""
    k ^= t * <uint64_t>0x9E3779B97F4A7C15
    k ^= k >> 33
    k *= <uint64_t>0xFF51AFD7ED558CCD
    k ^= k >> 33
    k *= <uint64_t>0xC4CEB9FE1A85EC53
    k ^= k >> 33
    return k


cdef inline uint64_t fmix64(uint64_t z) noexcept nogil:
    """The finalizer of splitmix64 (Steele, Lea and Flood): a bijective scrambler of a word."""
    z = (z ^ (z >> 30)) * <uint64_t>0xBF58476D1CE4E5B9
    z = (z ^ (z >> 27)) * <uint64_t>0x94D049BB133111EB
    return z ^ (z >> 31)


# Sets of values below 64 as words (the pruned searches of grundy.search's cores).
cdef inline uint64_t upto(uint32_t b) noexcept nogil:
    """The set {0, ..., b}."""
    return ~(<uint64_t>0) if b >= 63 else (<uint64_t>2 << b) - 1


cdef inline uint64_t xor_set(uint64_t s, uint32_t x) noexcept nogil:
    """{v ^ x : v in s} for x < 64: each bit of x swaps the blocks of its size."""
    if x & 1:
        s = ((s & <uint64_t>0x5555555555555555) << 1) | ((s >> 1) & <uint64_t>0x5555555555555555)
    if x & 2:
        s = ((s & <uint64_t>0x3333333333333333) << 2) | ((s >> 2) & <uint64_t>0x3333333333333333)
    if x & 4:
        s = ((s & <uint64_t>0x0F0F0F0F0F0F0F0F) << 4) | ((s >> 4) & <uint64_t>0x0F0F0F0F0F0F0F0F)
    if x & 8:
        s = ((s & <uint64_t>0x00FF00FF00FF00FF) << 8) | ((s >> 8) & <uint64_t>0x00FF00FF00FF00FF)
    if x & 16:
        s = ((s & <uint64_t>0x0000FFFF0000FFFF) << 16) | ((s >> 16) & <uint64_t>0x0000FFFF0000FFFF)
    if x & 32:
        s = (s << 32) | (s >> 32)
    return s
