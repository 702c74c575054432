# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Compiled kernels for reading and writing decimal integers: bytes in, arrays out, no validation.

Each kernel runs without the GIL in one pass over its input.
"""

import numpy as np

from libc.stdint cimport int32_t, int64_t, uint8_t, uint64_t

from grundy._interrupt cimport CHECK_EVERY, interrupted, reraise


cdef inline bint _is_space(uint8_t c) noexcept nogil:
    """Blank, tab, CR, VT or FF (a newline is handled by the callers, which count lines)."""
    return c == 32 or c == 9 or c == 13 or c == 11 or c == 12


cdef inline uint8_t _gap(Py_ssize_t line, Py_ssize_t *last) noexcept nogil:
    """Newlines since the previous token (saturated at 255); moves `last` to `line`."""
    cdef Py_ssize_t g = line - last[0]
    last[0] = line
    return <uint8_t>(g if g < 255 else 255)


cdef Py_ssize_t _parse_signed(const uint8_t[::1] buf, int64_t[::1] values, uint8_t[::1] gaps,
                              Py_ssize_t *count, int *kind) noexcept nogil:
    """The loop of :func:`parse_ints`: returns -1, or the byte offset of a fault (kind set)."""
    cdef Py_ssize_t n = buf.shape[0], i = 0, j, t, start, k = 0, line = 0, last = 0
    cdef uint8_t c
    cdef bint neg
    cdef uint64_t x, d
    cdef uint64_t limit = 922337203685477580ULL  # (2**63 - 1) // 10
    while i < n:
        c = buf[i]
        if c == 10:
            line += 1
            i += 1
        elif _is_space(c):
            i += 1
        else:
            start = i
            neg = False
            if c == 45 or c == 43:
                neg = c == 45
                i += 1
            if i >= n or buf[i] < 48 or buf[i] > 57:
                count[0] = k
                kind[0] = 1
                return start
            j = i
            x = 0
            while j < n and buf[j] >= 48 and buf[j] <= 57:
                x = x * 10 + (buf[j] - 48)
                j += 1
            if j - i > 18:  # may not fit: redo with an overflow check
                x = 0
                for t in range(i, j):
                    d = buf[t] - 48
                    if x > limit or (x == limit and d > 7 + <uint64_t>neg):
                        count[0] = k
                        kind[0] = 2
                        return start
                    x = x * 10 + d
            i = j
            if i < n:
                c = buf[i]
                if not (c == 10 or _is_space(c)):
                    count[0] = k
                    kind[0] = 1
                    return i
            # In two's complement, -(2**63) as uint64 negates to itself: the cast keeps it.
            values[k] = <int64_t>(0 - x) if neg else <int64_t>x
            gaps[k] = _gap(line, &last)
            k += 1
    count[0] = k
    return -1


def parse_ints(const uint8_t[::1] buf):
    """Parse every signed decimal integer of `buf` (uint8 text).

    Returns (values, gaps, err, kind): values as int64; gaps (uint8) the number of newlines
    between each value and the one before (before the first: from the start), saturated at
    255 (:func:`token_lines` gives exact lines); and on failure the byte offset of the fault
    and its kind (1: a character that is neither digit, sign nor white space; 2: a value
    outside int64). err is -1 on success; the arrays then hold every value, else those before
    the fault. O(len(buf)).
    """
    cdef Py_ssize_t n = buf.shape[0], k = 0, err
    cdef int kind = 0
    values_a = np.empty(n // 2 + 1, np.int64)
    gaps_a = np.empty(n // 2 + 1, np.uint8)
    cdef int64_t[::1] values = values_a
    cdef uint8_t[::1] gaps = gaps_a
    with nogil:
        err = _parse_signed(buf, values, gaps, &k, &kind)
    return values_a[:k], gaps_a[:k], err, kind


cdef Py_ssize_t _parse_unsigned(const uint8_t[::1] buf, uint64_t[::1] values, uint8_t[::1] gaps,
                                Py_ssize_t *count, int *kind) noexcept nogil:
    """The loop of :func:`parse_uints`: returns -1, or the byte offset of a fault (kind set)."""
    cdef Py_ssize_t n = buf.shape[0], i = 0, j, t, start, k = 0, line = 0, last = 0
    cdef uint8_t c
    cdef uint64_t x, d
    cdef uint64_t limit = 1844674407370955161ULL  # (2**64 - 1) // 10
    while i < n:
        c = buf[i]
        if c == 10:
            line += 1
            i += 1
            continue
        if _is_space(c):
            i += 1
            continue
        start = i
        if c == 45:
            count[0] = k
            kind[0] = 3
            return start
        if c == 43:
            i += 1
        j = i
        x = 0
        while j < n and buf[j] >= 48 and buf[j] <= 57:
            x = x * 10 + (buf[j] - 48)
            j += 1
        if j == i:
            count[0] = k
            kind[0] = 1
            return start
        if j - i > 19:  # may not fit: redo with an overflow check
            x = 0
            for t in range(i, j):
                d = buf[t] - 48
                if x > limit or (x == limit and d > 5):
                    count[0] = k
                    kind[0] = 2
                    return start
                x = x * 10 + d
        if j < n:
            c = buf[j]
            if not (c == 10 or _is_space(c)):
                count[0] = k
                kind[0] = 1
                return j
        values[k] = x
        gaps[k] = _gap(line, &last)
        k += 1
        i = j
    count[0] = k
    return -1


def parse_uints(const uint8_t[::1] buf):
    """Parse every unsigned decimal integer of `buf` (uint8 text) as uint64.

    As :func:`parse_ints`, with kinds 1 (a character that is neither digit, '+' nor white
    space), 2 (a value of 2^64 or more) and 3 (a minus sign). Numbers of up to 19 digits
    cannot overflow and take the fast path; longer ones are checked digit by digit. O(len(buf)).
    """
    cdef Py_ssize_t n = buf.shape[0], k = 0, err
    cdef int kind = 0
    values_a = np.empty(n // 2 + 1, np.uint64)
    gaps_a = np.empty(n // 2 + 1, np.uint8)
    cdef uint64_t[::1] values = values_a
    cdef uint8_t[::1] gaps = gaps_a
    with nogil:
        err = _parse_unsigned(buf, values, gaps, &k, &kind)
    return values_a[:k], gaps_a[:k], err, kind


cdef char[200] _PAIRS  # "00", "01", ..., "99"
for _d in range(100):
    _PAIRS[2 * _d] = 48 + _d // 10
    _PAIRS[2 * _d + 1] = 48 + _d % 10


def uint_lines(const uint64_t[::1] values):
    """ASCII decimal text of uint64 `values`, one per line (a uint8 array), two digits per
    division. O(total digits)."""
    cdef Py_ssize_t n = values.shape[0], i, pos = 0, t, j
    cdef uint64_t v, q
    cdef int r
    cdef char[20] tmp
    out_a = np.empty(21 * n, np.uint8)
    cdef uint8_t[::1] out = out_a
    with nogil:
        for i in range(n):
            v = values[i]
            t = 20
            while v >= 100:
                q = v // 100
                r = <int>(v - q * 100)
                t -= 2
                tmp[t] = _PAIRS[2 * r]
                tmp[t + 1] = _PAIRS[2 * r + 1]
                v = q
            r = <int>v
            if r >= 10:
                t -= 2
                tmp[t] = _PAIRS[2 * r]
                tmp[t + 1] = _PAIRS[2 * r + 1]
            else:
                t -= 1
                tmp[t] = 48 + r
            for j in range(t, 20):
                out[pos] = tmp[j]
                pos += 1
            out[pos] = 10
            pos += 1
    return out_a[:pos]


cdef Py_ssize_t _first_bad_row(const uint8_t[::1] gaps, Py_ssize_t start, Py_ssize_t count,
                               Py_ssize_t width) noexcept nogil:
    cdef Py_ssize_t i, j, base, stop
    for i in range(count):
        base = start + i * width
        if base > 0 and gaps[base] == 0:
            return i
        for j in range(1, width):
            if gaps[base + j] != 0:
                return i
    stop = start + count * width
    if count > 0 and stop < gaps.shape[0] and gaps[stop] == 0:
        return count - 1
    return -1


def first_bad_row(const uint8_t[::1] gaps, Py_ssize_t start, Py_ssize_t count, Py_ssize_t width):
    """Index of the first of `count` rows of `width` tokens (from token `start`) that is not a
    line of its own, or -1, from the newline gaps of :func:`parse_ints`. O(count * width)."""
    cdef Py_ssize_t i
    with nogil:
        i = _first_bad_row(gaps, start, count, width)
    return i


def token_lines(const uint8_t[::1] buf, Py_ssize_t count):
    """The 0-based line (int32) of each of the first `count` tokens (maximal runs of
    characters other than white space) of `buf`. O(len(buf))."""
    lines_a = np.empty(count, np.int32)
    cdef int32_t[::1] lines = lines_a
    cdef Py_ssize_t n = buf.shape[0], i = 0, k = 0
    cdef int32_t line = 0
    cdef uint8_t c
    with nogil:
        while i < n and k < count:
            c = buf[i]
            if c == 10:
                line += 1
                i += 1
            elif _is_space(c):
                i += 1
            else:
                lines[k] = line
                k += 1
                while i < n and buf[i] != 10 and not _is_space(buf[i]):
                    i += 1
    return lines_a


cdef inline Py_ssize_t _vertex(const uint8_t[::1] buf, Py_ssize_t p, int64_t n,
                               int64_t *out) noexcept nogil:
    """Read the digits at p as a vertex 1..n into *out: the offset after them, or -1 when
    there are none or the value is out of range."""
    cdef Py_ssize_t L = buf.shape[0], q = p
    cdef int64_t x = 0
    while p < L and buf[p] >= 48 and buf[p] <= 57:
        x = x * 10 + (buf[p] - 48)
        if x > n:  # also keeps x far from overflow
            return -1
        p += 1
    if p == q or x < 1:
        return -1
    out[0] = x
    return p


cdef Py_ssize_t _edge_lines(const uint8_t[::1] buf, Py_ssize_t p, Py_ssize_t m, int64_t n,
                            int32_t[::1] src, int32_t[::1] dst, int64_t[::1] indptr,
                            bint *stopped) noexcept nogil:
    """The parsing loop of :func:`edge_lines_csr`: the offset after the last line, or -1."""
    cdef Py_ssize_t L = buf.shape[0], i
    cdef int64_t u = 0, v = 0
    for i in range(m):
        if (i & (CHECK_EVERY - 1)) == CHECK_EVERY - 1 and interrupted():
            stopped[0] = True
            return -1
        while p < L and (buf[p] == 32 or buf[p] == 9):
            p += 1
        p = _vertex(buf, p, n, &u)
        if p < 0 or p >= L or not (buf[p] == 32 or buf[p] == 9):
            return -1
        while p < L and (buf[p] == 32 or buf[p] == 9):
            p += 1
        p = _vertex(buf, p, n, &v)
        if p < 0:
            return -1
        while p < L and (buf[p] == 32 or buf[p] == 9 or buf[p] == 13):
            p += 1
        if p < L:
            if buf[p] != 10:
                return -1
            p += 1
        elif i != m - 1:
            return -1
        src[i] = <int32_t>(u - 1)
        dst[i] = <int32_t>(v - 1)
        indptr[u] += 1
    return p


def edge_lines_csr(const uint8_t[::1] buf, Py_ssize_t start, Py_ssize_t m, int64_t n):
    """Parse `m` lines ``u v`` (1-based vertices, 1 <= u, v <= n < 2^31) from byte `start` of
    `buf` straight into the CSR arrays of the graph with the edges u -> v, 0-based.

    The fast path of the edge-list readers, for well-formed input only: each line holds the
    two vertices (unsigned decimal, blanks or tabs around them, an optional CR) and ends with
    a newline (the last may end the text). Returns (indptr int64, indices int32, end): `end`
    is the offset after the last line, or -1 when any line departs from that form or holds a
    vertex out of range: the caller then reads the input with :class:`grundy._textio.IntReader`,
    whose error names the place. Edges keep their input order within a row (a stable counting
    sort, as :func:`grundy.graphbase._kernels.csr_from_edges`). O(len + n + m) in one parsing
    pass and one placing pass, with no intermediate integer array of the whole input.
    """
    indptr_a = np.zeros(n + 1, np.int64)
    indices_a = np.empty(m, np.int32)
    src_a = np.empty(m, np.int32)
    cdef int32_t[::1] src = src_a, indices = indices_a
    cdef int64_t[::1] indptr = indptr_a
    cdef Py_ssize_t end, i
    cdef int64_t u
    cdef bint stopped = False
    with nogil:
        end = _edge_lines(buf, start, m, n, src, indices, indptr, &stopped)
    if stopped:
        reraise()
    if end < 0:
        return None, None, -1
    dst_a = indices_a.copy()
    cdef int32_t[::1] dst = dst_a
    with nogil:
        # indptr[u + 1] holds u's out-degree: prefix sums make indptr[u] the start of u's row,
        # which then serves as u's cursor; placing leaves it at the start of row u + 1, and one
        # shift puts every start back.
        for u in range(n):
            indptr[u + 1] += indptr[u]
        for i in range(m):
            u = src[i]
            indices[indptr[u]] = dst[i]
            indptr[u] += 1
        for u in range(n, 0, -1):
            indptr[u] = indptr[u - 1]
        indptr[0] = 0
    return indptr_a, indices_a, end
