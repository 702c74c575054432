"""Reading whitespace-separated integers from text, with line numbers for every error, and
writing integers one per line."""

from __future__ import annotations

import numpy as np

from . import _textio_kernels as _k
from ._limits import shorten
from .errors import InputFormatError

__all__ = ["IntReader", "uint_lines", "uint_lines_bytes", "plural"]

#: The UTF-8 byte order mark, which some editors put at the start of a text file.
BOM = b"\xef\xbb\xbf"


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """``count`` and the noun in the right number: ``plural(1, "integer")`` is ``'1 integer'``.

    >>> plural(1, "integer"), plural(2, "integer"), plural(0, "tax", "taxes")
    ('1 integer', '2 integers', '0 taxes')
    """
    return f"{count} {noun if count == 1 else (nouns or noun + 's')}"


def uint_lines_bytes(values: np.ndarray) -> np.ndarray:
    """:func:`uint_lines` as ASCII bytes in a uint8 array (no copy into a str), for writing
    straight to a binary stream.

    Examples
    --------
    >>> uint_lines_bytes(np.array([7, 10], dtype=np.uint64)).tobytes()
    b'7\\n10\\n'
    """
    v = np.ascontiguousarray(values).reshape(-1)
    if len(v) == 0:
        return np.zeros(0, np.uint8)
    return _k.uint_lines(v.astype(np.uint64, copy=False))


def uint_lines(values: np.ndarray) -> str:
    """The decimal text of non-negative integer `values` (up to uint64), one per line.

    Examples
    --------
    >>> uint_lines(np.array([0, 2**64 - 1], dtype=np.uint64))
    '0\\n18446744073709551615\\n'
    """
    return uint_lines_bytes(values).tobytes().decode("ascii")


_SPACES = np.frombuffer(b" \t\r\n\x0b\x0c", np.uint8)

#: The most characters of an offending word that are decoded for its message.
_WORD_SCAN = 4096


def _fault(buf: np.ndarray, err: int, kind: int, line: int) -> InputFormatError:
    """The error for a parse fault of `kind` at byte `err`: the offending word as written, cut
    to 20 characters with an ellipsis (a long number with its digit count)."""
    end = err
    step = 64
    while end < len(buf):  # the end of the word, in growing chunks (a word may be huge)
        hit = np.flatnonzero(np.isin(buf[end : end + step], _SPACES))
        if len(hit):
            end += int(hit[0])
            break
        end = min(end + step, len(buf))
        step *= 2
    text = bytes(buf[err : min(end, err + _WORD_SCAN)]).decode("utf-8", "replace")
    word = shorten(text, 20)
    if end - err > _WORD_SCAN and word.endswith(" digits)"):  # count the digits not decoded
        digits = end - err - (text[0] in "+-")
        word = f"{word.rsplit('(', 1)[0]}({digits} digits)"
    if kind == 2:
        return InputFormatError(f"the number {word!r} is too large", line)
    if kind == 3:
        return InputFormatError(f"expected a non-negative integer, found {word!r}", line)
    return InputFormatError(f"expected an integer, found {word!r}", line)


class IntReader:
    """The integers of a text, read in order, with the line of each for error messages.

    Parameters
    ----------
    data : bytes or str
        The whole input. Blanks, tabs, CR (so CRLF line ends), VT and FF separate integers;
        a UTF-8 byte order mark at the very start is skipped, and the last line needs no
        newline.
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
        if data[:3] == BOM:  # on the first line, before any newline: line numbers stay right
            data = memoryview(data)[3:]
        self.buf = np.frombuffer(data, dtype=np.uint8)
        values, gaps, err, kind = (_k.parse_uints if unsigned else _k.parse_ints)(self.buf)
        if err >= 0:
            line = int(np.count_nonzero(self.buf[:err] == 10)) + 1
            raise _fault(self.buf, err, kind, line)
        self.values = values
        self.gaps = gaps  # newlines before each integer (uint8, saturated): row checks need no more
        self._lines: np.ndarray | None = None
        self.pos = 0

    @property
    def lines(self) -> np.ndarray:
        """The 0-based line of each integer (int32), computed on first use (error messages, and
        formats whose layout depends on lines)."""
        if self._lines is None:
            if len(self.gaps) and int(self.gaps.max()) == 255:  # a long run of blank lines
                self._lines = _k.token_lines(self.buf, len(self.values))
            else:
                self._lines = np.cumsum(self.gaps, dtype=np.int32)
        return self._lines

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
                raise InputFormatError(f"expected {plural(width, 'integer')} ({what}), found {found}", line + 1)
        if start + count * width > len(self.values) and count > 1:
            found = (len(self.values) - start) // width
            raise InputFormatError(
                f"expected {count} lines of {what}, found {found}", self.line_of(len(self.values))
            )
        self._need(count * width, what)
        stop = start + count * width
        i = _k.first_bad_row(self.gaps, start, count, width)
        if i >= 0:
            line = int(self.lines[start + i * width])
            found = int(np.count_nonzero(self.lines == line))
            raise InputFormatError(f"expected {plural(width, 'integer')} ({what}), found {found}", line + 1)
        self.pos = stop
        return self.values[start:stop].reshape(count, width)

    def check_range(self, arr: np.ndarray, lo: int, hi: int, what: str, start: int) -> None:
        """Raise naming the line of the first entry of `arr` (read from token `start` on) outside lo..hi."""
        flat = arr.reshape(-1)
        if len(flat) == 0 or (flat.min() >= lo and flat.max() <= hi):
            return  # the common case, with no temporary arrays
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
