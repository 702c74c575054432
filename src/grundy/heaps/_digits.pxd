# What the heap kernels (_kernels.pyx, _tb_kernels.pyx) share: the digit flags that the Python
# side (grundy/heaps/_describe.py, through _tb_kernels.FLAGS) writes, the types of a Grundy
# sequence, the marker arrays of the mex, and the options of a digit that leave no heap or one.

from libc.stdint cimport int32_t, int64_t, uint8_t, uint16_t
from libc.stdlib cimport malloc

cdef enum:
    # Digit flags beyond the octal bits 1 (no heap left), 2 (one heap), 4 (two heaps, any).
    TRIPLE = 8              # three heaps, any
    SPLIT_UNEQUAL = 16      # two heaps of different sizes (4! or 4? in a take-and-break code)
    SPLIT_EQUAL = 32        # two equal heaps (4=)
    TRIPLE_DISTINCT = 64    # three heaps, pairwise different (8!)
    TRIPLE_NOT_ALL = 128    # three heaps, not all equal (8?)
    TRIPLE_EQUAL = 256      # three equal heaps (8=)


ctypedef fused value_t:
    # The type of a Grundy sequence: int32, or uint8 / uint16 for sequences kept compact.
    uint8_t
    uint16_t
    int32_t


cdef inline int64_t *_stamps(int64_t size) except NULL:
    """A marker array of `size` entries, all -1 (no heap yet); free() it."""
    cdef int64_t *s = <int64_t *>malloc(size * sizeof(int64_t))
    cdef int64_t i
    if s == NULL:
        raise MemoryError()
    for i in range(size):
        s[i] = -1
    return s


cdef inline int64_t _mark_one_heap(int64_t d, int64_t k, int64_t x, const value_t *g,
                                   int64_t *stamp) noexcept nogil:
    """Mark (stamp[v] = x) the options of heap x that take k tokens under digit d and leave no
    heap or one heap. Returns the tokens left, r = x - k, when d may also split them (r > 0),
    else 0 (nothing more to do for this k)."""
    cdef int64_t r
    if d == 0 or k > x:
        return 0
    r = x - k
    if r == 0:
        if d & 1:
            stamp[0] = x
        return 0
    if k > 0 and d & 2:
        stamp[g[r]] = x
    return r
