# Memory for the large hash tables of the compiled searches, which are probed at random.
#
# A table of 2 MiB or more is mapped on its own, on a 2 MiB boundary, and on Linux marked
# MADV_HUGEPAGE, so that the kernel backs it with transparent huge pages where it can (the
# setting in /sys/kernel/mm/transparent_hugepage/enabled is "madvise" or "always"): a probe of a
# table of gigabytes then needs one TLB entry for 2 MiB instead of one for 4 KiB, and seldom
# walks the page tables. Measured: Node-Kayles on the 14 x 14 queens graph (a table of 3.9 GB)
# 101 s -> 92 s, Cram 4 x 11 8.3 s -> 7.3 s. Elsewhere, and for smaller tables, calloc. The
# memory comes zeroed either way; free it with table_free and the same size.

cdef extern from "grundy/_hugemem.h":
    void *table_alloc "grundy_table_alloc"(size_t bytes) noexcept nogil
    void table_free "grundy_table_free"(void *p, size_t bytes) noexcept nogil
