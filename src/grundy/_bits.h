/* popcount of a 64-bit word for the compiled kernels, C and C++ (see _bits.pxd). */
#ifndef GRUNDY_BITS_H
#define GRUNDY_BITS_H
#include <stdint.h>
#if defined(__POPCNT__) || !defined(__x86_64__)
#define grundy_popcount(x) __builtin_popcountll(x)
#else
static int grundy_has_popcnt = 0;
__attribute__((constructor)) static void grundy_ask_popcnt(void) {
    __builtin_cpu_init();
    grundy_has_popcnt = __builtin_cpu_supports("popcnt") != 0;
}
static inline int grundy_popcount(uint64_t x) {
    uint64_t r;
    if (__builtin_expect(grundy_has_popcnt, 1)) {
        __asm__("popcntq %1, %0" : "=r"(r) : "r"(x) : "cc");
        return (int)r;
    }
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}
#endif
#endif
