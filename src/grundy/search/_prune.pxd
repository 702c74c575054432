# What the pruned searches of the two compiled cores (grundy.search._kernels, one word a
# position; grundy.search._wide, several) share: the record of an option under search, and the
# answers and states of a component's search (see "the search" in _kernels).

from libc.stdint cimport uint32_t

cdef enum:
    NOT_IN_SET = 255    # the answer "the value is not in the set asked about"
    UNKNOWN = 255       # an entry's value when only values it is not are known
    PENDING = -2        # a child search was begun
    WAIT_OTHER = 1      # the child is a part solved outright ...
    WAIT_FIRST = 2      # ... or the hardest part, asked about a set


cdef struct Opt:
    # an option whose value is not known yet
    uint32_t first      # its first unknown part in the stack of parts (the hardest) ...
    uint32_t n          # ... and how many are still unknown
    uint32_t acc        # XOR of the values of its parts known so far
    uint32_t diff       # sum of the squares of its unknown parts' sizes (easier options first),
                        # times 128, plus a tie-break below 128
