/* Memory for the large hash tables of the compiled searches, C and C++ (see _hugemem.pxd). */
#ifndef GRUNDY_HUGEMEM_H
#define GRUNDY_HUGEMEM_H
#include <stdlib.h>
#include <stdint.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#define GRUNDY_HUGE ((size_t)1 << 21)
static void *grundy_table_alloc(size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (bytes >= GRUNDY_HUGE) {
        size_t len = (bytes + GRUNDY_HUGE - 1) & ~(GRUNDY_HUGE - 1);
        char *p = (char *)mmap(NULL, len + GRUNDY_HUGE, PROT_READ | PROT_WRITE,
                               MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        char *a;
        if (p == MAP_FAILED)
            return NULL;
        /* keep the 2 MiB-aligned len bytes inside, give back the head and the tail */
        a = (char *)(((uintptr_t)p + GRUNDY_HUGE - 1) & ~(uintptr_t)(GRUNDY_HUGE - 1));
        if (a > p)
            munmap(p, (size_t)(a - p));
        if (p + len + GRUNDY_HUGE > a + len)
            munmap(a + len, (size_t)(p + len + GRUNDY_HUGE - (a + len)));
        madvise(a, len, MADV_HUGEPAGE);  /* a hint: without huge pages, the table still works */
        return a;
    }
#endif
    return calloc(bytes, 1);
}
static void grundy_table_free(void *p, size_t bytes) {
    if (p == NULL)
        return;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (bytes >= GRUNDY_HUGE) {
        munmap(p, (bytes + GRUNDY_HUGE - 1) & ~(GRUNDY_HUGE - 1));
        return;
    }
#endif
    free(p);
}
#endif
