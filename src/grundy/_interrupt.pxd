# Ctrl-C inside compiled kernels. A kernel that runs without the GIL cannot see a signal until
# it returns; a long one calls interrupted() every so often (every ~10^6 steps: the call takes
# the GIL, so it costs a few hundred nanoseconds) and, when it is true, stops and returns a
# flag; its Python wrapper then calls reraise(), which raises the pending KeyboardInterrupt (the CLI
# prints one line and exits with status 130).

from libc.stdint cimport int64_t

cdef extern from "Python.h":
    int PyErr_CheckSignals()

cdef enum:
    CHECK_EVERY = 1 << 20  # steps of work between two looks at Ctrl-C (well under a second)


cdef inline bint interrupted() noexcept nogil:
    """True when a signal handler raised (Ctrl-C): the pending exception is left set."""
    cdef int r
    with gil:
        r = PyErr_CheckSignals()
    return r != 0


cdef inline bint tick(int64_t *work, int64_t steps) noexcept nogil:
    """Count `steps` more steps of work in *work; every CHECK_EVERY steps, look for Ctrl-C.
    True when interrupted (the pending exception is left set)."""
    work[0] += steps
    if work[0] < CHECK_EVERY:
        return False
    work[0] = 0
    return interrupted()


cdef inline bint due(int64_t total, int64_t *next_check) noexcept nogil:
    """tick() for a kernel that keeps a running total of its steps: look for Ctrl-C once
    `total` passes *next_check, then move the mark CHECK_EVERY steps on."""
    if total < next_check[0]:
        return False
    next_check[0] = total + CHECK_EVERY
    return interrupted()


cdef inline int reraise() except -1:
    """Raise the exception that interrupted() left pending (KeyboardInterrupt, or whatever a
    user's signal handler raised). Call it in the kernel's wrapper, with the GIL."""
    return -1
