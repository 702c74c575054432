# Ctrl-C inside compiled kernels. A kernel that runs without the GIL cannot see a signal until
# it returns; a long one calls interrupted() every so often (every ~10^6 steps: the call takes
# the GIL, so it costs a few hundred nanoseconds) and, when it is true, stops and returns a
# flag; its Python wrapper then calls reraise(), which raises the pending KeyboardInterrupt (the CLI
# prints one line and exits with status 130).

cdef extern from "Python.h":
    int PyErr_CheckSignals()


cdef inline bint interrupted() noexcept nogil:
    """True when a signal handler raised (Ctrl-C): the pending exception is left set."""
    cdef int r
    with gil:
        r = PyErr_CheckSignals()
    return r != 0


cdef inline int reraise() except -1:
    """Raise the exception that interrupted() left pending (KeyboardInterrupt, or whatever a
    user's signal handler raised). Call it in the kernel's wrapper, with the GIL."""
    return -1
