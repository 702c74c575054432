# Memory for the large hash tables of the compiled searches, which are probed at random.
#
# A table of 2 MiB or more is mapped on its own, on a 2 MiB boundary, and on Linux marked
# MADV_HUGEPAGE, so that the kernel backs it with transparent huge pages where it can (the
# setting in /sys/kernel/mm/transparent_hugepage/enabled is "madvise" or "always"): a probe of a
# table of gigabytes then needs one TLB entry for 2 MiB instead of one for 4 KiB, and seldom
# walks the page tables. Measured: Node-Kayles on the 14 x 14 queens graph (a table of 3.9 GB)
# 101 s -> 92 s, Cram 4 x 11 8.3 s -> 7.3 s. Elsewhere, and for smaller tables, calloc. The
# memory comes zeroed either way; free it with table_free and the same size.

cdef extern from *:
    """
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
    """
    void *table_alloc "grundy_table_alloc"(size_t bytes) noexcept nogil
    void table_free "grundy_table_free"(void *p, size_t bytes) noexcept nogil
