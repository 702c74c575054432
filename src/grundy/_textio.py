"""Reading whitespace-separated integers from text, with line numbers for every error, and
writing integers one per line."""

from __future__ import annotations

import numpy as np
from numba import njit

from .errors import InputFormatError

__all__ = ["IntReader", "uint_lines"]


@njit(cache=True)
def _parse_ints(buf):
    """Parse every signed decimal integer of `buf` (uint8 text).

    Returns (values, lines, err, kind): values as int64, the 0-based line of each value, and on
    failure the byte offset of the fault and its kind (1: a character that is neither digit,
    sign nor white space; 2: a value outside int64). err is -1 on success. O(len(buf)).
    """
    n = len(buf)
    values = np.empty(n // 2 + 1, np.int64)
    lines = np.empty(n // 2 + 1, np.int32)
    k = 0
    line = 0
    i = 0
    limit = 922337203685477580  # (2**63 - 1) // 10
    while i < n:
        c = buf[i]
        if c == 10:
            line += 1
            i += 1
        elif c == 32 or c == 9 or c == 13 or c == 11 or c == 12:
            i += 1
        else:
            start = i
            neg = False
            if c == 45 or c == 43:
                neg = c == 45
                i += 1
            if i >= n or buf[i] < 48 or buf[i] > 57:
                return values[:k], lines[:k], start, 1
            x = 0
            while i < n and buf[i] >= 48 and buf[i] <= 57:
                d = buf[i] - 48
                if x > limit or (x == limit and d > 7 + neg):
                    return values[:k], lines[:k], start, 2
                # For -2**63 this wraps to -2**63 in int64, and the negation below keeps it.
                x = x * 10 + d
                i += 1
            if i < n:
                c = buf[i]
                if not (c == 10 or c == 32 or c == 9 or c == 13 or c == 11 or c == 12):
                    return values[:k], lines[:k], i, 1
            values[k] = -x if neg else x
            lines[k] = line
            k += 1
    return values[:k], lines[:k], -1, 0


@njit(cache=True)
def _parse_uints(buf):
    """Parse every unsigned decimal integer of `buf` (uint8 text) as uint64.

    As :func:`_parse_ints`, with kinds 1 (a character that is neither digit, '+' nor white
    space), 2 (a value of 2^64 or more) and 3 (a minus sign). Numbers of up to 19 digits
    cannot overflow and take the fast path; longer ones are checked digit by digit. O(len(buf)).
    """
    n = len(buf)
    values = np.empty(n // 2 + 1, np.uint64)
    lines = np.empty(n // 2 + 1, np.int32)
    k = 0
    line = 0
    i = 0
    ten = np.uint64(10)
    limit = np.uint64(1844674407370955161)  # (2**64 - 1) // 10
    while i < n:
        c = buf[i]
        if c == 10:
            line += 1
            i += 1
            continue
        if c == 32 or c == 9 or c == 13 or c == 11 or c == 12:
            i += 1
            continue
        start = i
        if c == 45:
            return values[:k], lines[:k], start, 3
        if c == 43:
            i += 1
        j = i
        x = np.uint64(0)
        while j < n and buf[j] >= 48 and buf[j] <= 57:
            x = x * ten + np.uint64(buf[j] - 48)
            j += 1
        if j == i:
            return values[:k], lines[:k], start, 1
        if j - i > 19:  # may not fit: redo with an overflow check
            x = np.uint64(0)
            for t in range(i, j):
                d = np.uint64(buf[t] - 48)
                if x > limit or (x == limit and d > np.uint64(5)):
                    return values[:k], lines[:k], start, 2
                x = x * ten + d
        if j < n:
            c = buf[j]
            if not (c == 10 or c == 32 or c == 9 or c == 13 or c == 11 or c == 12):
                return values[:k], lines[:k], j, 1
        values[k] = x
        lines[k] = line
        k += 1
        i = j
    return values[:k], lines[:k], -1, 0


@njit(cache=True)
def _uint_lines(values):
    """ASCII decimal text of uint64 `values`, one per line (uint8 array), two digits per
    division. O(total digits)."""
    pairs = np.empty(200, np.uint8)
    for d in range(100):
        pairs[2 * d] = 48 + d // 10
        pairs[2 * d + 1] = 48 + d % 10
    n = len(values)
    out = np.empty(21 * n, np.uint8)
    tmp = np.empty(20, np.uint8)
    hundred = np.uint64(100)
    pos = 0
    for i in range(n):
        v = values[i]
        t = 20
        while v >= hundred:
            q = v // hundred
            r = np.intp(v - q * hundred)
            t -= 2
            tmp[t] = pairs[2 * r]
            tmp[t + 1] = pairs[2 * r + 1]
            v = q
        r = np.intp(v)
        if r >= 10:
            t -= 2
            tmp[t] = pairs[2 * r]
            tmp[t + 1] = pairs[2 * r + 1]
        else:
            t -= 1
            tmp[t] = 48 + r
        for j in range(t, 20):
            out[pos] = tmp[j]
            pos += 1
        out[pos] = 10
        pos += 1
    return out[:pos]


def uint_lines(values: np.ndarray) -> str:
    """The decimal text of non-negative integer `values` (up to uint64), one per line.

    Examples
    --------
    >>> uint_lines(np.array([0, 2**64 - 1], dtype=np.uint64))
    '0\\n18446744073709551615\\n'
    """
    v = np.ascontiguousarray(values).reshape(-1)
    if len(v) == 0:
        return ""
    return _uint_lines(v.astype(np.uint64, copy=False)).tobytes().decode("ascii")


@njit(cache=True)
def _first_bad_row(lines, start, count, width):
    """Index of the first of `count` rows of `width` tokens (from token `start`) that is not a
    line of its own, or -1. O(count * width)."""
    for i in range(count):
        base = start + i * width
        line = lines[base]
        if base > 0 and lines[base - 1] == line:
            return i
        for j in range(1, width):
            if lines[base + j] != line:
                return i
    stop = start + count * width
    if count > 0 and stop < len(lines) and lines[stop] == lines[stop - 1]:
        return count - 1
    return -1


class IntReader:
    """The integers of a text, read in order, with the line of each for error messages.

    Parameters
    ----------
    data : bytes or str
        The whole input.
    unsigned : bool, default False
        Read non-negative integers below 2^64 as uint64 (a minus sign is an error) instead of
        signed int64 ones.

    Raises
    ------
    InputFormatError
        On a character that is not part of an integer, or an integer outside int64 (uint64).

    Examples
    --------
    >>> r = IntReader(b"2 3\\n1 2\\n")
    >>> r.row(2, "'n m'").tolist(), r.row(2, "an edge").tolist()
    ([2, 3], [1, 2])
    >>> r.expect_end()
    """

    def __init__(self, data: bytes | str, unsigned: bool = False):
        if isinstance(data, str):
            data = data.encode()
        self.buf = np.frombuffer(data, dtype=np.uint8)
        values, lines, err, kind = (_parse_uints if unsigned else _parse_ints)(self.buf)
        if err >= 0:
            line = int(np.count_nonzero(self.buf[:err] == 10)) + 1
            end = err
            while end < len(self.buf) and self.buf[end] not in b" \t\r\n":
                end += 1
            word = bytes(self.buf[err:end][:20]).decode("utf-8", "replace")
            if kind == 2:
                raise InputFormatError(f"the number {word!r} is too large", line)
            if kind == 3:
                raise InputFormatError(f"expected a non-negative integer, found {word!r}", line)
            raise InputFormatError(f"expected an integer, found {word!r}", line)
        self.values = values
        self.lines = lines
        self.pos = 0

    def __len__(self) -> int:
        return len(self.values)

    def line_of(self, token: int) -> int:
        """1-based line of the token at index `token` (the last line past the end)."""
        if token >= len(self.values):
            # The last line holding anything: a final newline does not start a new line.
            newlines = int(np.count_nonzero(self.buf == 10))
            return newlines + 1 if len(self.buf) == 0 or self.buf[-1] != 10 else max(newlines, 1)
        return int(self.lines[token]) + 1

    def at_end(self) -> bool:
        """True when every integer has been read."""
        return self.pos >= len(self.values)

    def _need(self, count: int, what: str) -> None:
        if self.pos + count > len(self.values):
            raise InputFormatError(f"expected {what}, found the end of the input", self.line_of(len(self.values)))

    def take(self, count: int, what: str) -> np.ndarray:
        """The next `count` integers, on any lines."""
        self._need(count, what)
        out = self.values[self.pos : self.pos + count]
        self.pos += count
        return out

    def row(self, width: int, what: str) -> np.ndarray:
        """The next line, which must hold exactly `width` integers."""
        return self.rows(1, width, what)[0]

    def rows(self, count: int, width: int, what: str) -> np.ndarray:
        """The next `count` lines, each holding exactly `width` integers, as a (count, width) array."""
        start = self.pos
        if start + count * width > len(self.values) and start < len(self.values):
            line = int(self.lines[start])
            found = int(np.count_nonzero(self.lines[start : start + width + 1] == line))
            if found != width:
                raise InputFormatError(f"expected {width} integers ({what}), found {found}", line + 1)
        if start + count * width > len(self.values) and count > 1:
            found = (len(self.values) - start) // width
            raise InputFormatError(
                f"expected {count} lines of {what}, found {found}", self.line_of(len(self.values))
            )
        self._need(count * width, what)
        stop = start + count * width
        i = _first_bad_row(self.lines, start, count, width)
        if i >= 0:
            line = int(self.lines[start + i * width])
            found = int(np.count_nonzero(self.lines == line))
            raise InputFormatError(f"expected {width} integers ({what}), found {found}", line + 1)
        self.pos = stop
        return self.values[start:stop].reshape(count, width)

    def check_range(self, arr: np.ndarray, lo: int, hi: int, what: str, start: int) -> None:
        """Raise naming the line of the first entry of `arr` (read from token `start` on) outside lo..hi."""
        flat = arr.reshape(-1)
        bad = np.flatnonzero((flat < lo) | (flat > hi))
        if len(bad):
            i = int(bad[0])
            raise InputFormatError(f"{what} {flat[i]} is out of range {lo}..{hi}", self.line_of(start + i))

    def expect_end(self) -> None:
        """Raise if integers remain unread."""
        if not self.at_end():
            raise InputFormatError(
                f"unexpected data after the end of the input: {self.values[self.pos]}",
                self.line_of(self.pos),
            )
