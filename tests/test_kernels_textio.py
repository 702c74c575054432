"""The text kernels and IntReader against a reader written with str.split.

Random texts of signed and unsigned integers, with blank lines (runs longer than the 255 that
the newline gaps hold), tabs, carriage returns and signs, are parsed by the compiled kernels
and by splitting lines in Python; values, lines, row checks and the error offsets must agree.
"""

from __future__ import annotations

import numpy as np
import pytest

from grundy._textio import IntReader, uint_lines_bytes
from grundy._textio_kernels import first_bad_row, parse_ints, parse_uints, token_lines
from grundy.errors import InputFormatError

SEPARATORS = [" ", "  ", "\t", " \r"]


def pick(rng, options: list[int]) -> int:
    """One of the Python ints `options` (rng.choice would round the large ones to float)."""
    return options[int(rng.integers(0, len(options)))]


def random_text(rng, signed: bool) -> tuple[str, list[int], list[int]]:
    """A text with its integers and the 0-based line of each."""
    lines, values, where = [], [], []
    for i in range(int(rng.integers(0, 12))):
        if rng.random() < 0.2:
            lines.extend([""] * int(rng.choice([1, 2, 300])))  # blank lines, sometimes many
        row = []
        for _ in range(int(rng.integers(0, 4))):
            if signed:
                v = pick(rng, [0, 1, -1, 7, 2**63 - 1, -(2**63), int(rng.integers(-10**12, 10**12))])
                word = ("+" if v >= 0 and rng.random() < 0.1 else "") + str(v)
            else:
                v = pick(rng, [0, 1, 2**64 - 1, 10**19, int(rng.integers(0, 2**63))])
                word = ("+" if rng.random() < 0.1 else "") + str(v)
            if rng.random() < 0.05:
                word = "0" * 21 + word.lstrip("+-") if v >= 0 else word  # leading zeros, long
            row.append(word)
            values.append(v)
            where.append(len(lines))
        lines.append(str(rng.choice(SEPARATORS)).join(row))
    text = "\n".join(lines) + ("\n" if rng.random() < 0.7 else "")
    return text, values, where


@pytest.mark.parametrize("signed", [True, False])
def test_parse_values_gaps_and_lines_match_split(signed):
    rng = np.random.default_rng(1 if signed else 2)
    saturated = 0
    for _ in range(400):
        text, values, where = random_text(rng, signed)
        buf = np.frombuffer(text.encode(), np.uint8)
        vals, gaps, err, kind = (parse_ints if signed else parse_uints)(buf)
        assert err == -1 and kind == 0
        assert vals.tolist() == values
        want_gaps = [min(b - a, 255) for a, b in zip([0] + where, where)]
        assert gaps.tolist() == want_gaps
        assert token_lines(buf, len(values)).tolist() == where
        r = IntReader(text.encode(), unsigned=not signed)
        assert r.lines.tolist() == where
        saturated += 255 in want_gaps
    assert saturated > 10


def rows_oracle(where: list[int], start: int, count: int, width: int) -> int:
    """First row (of `count` rows of `width` tokens from `start`) that is not a line of its own."""
    for i in range(count):
        base = start + i * width
        row = where[base : base + width]
        if len(set(row)) != 1 or (base > 0 and where[base - 1] == row[0]):
            return i
    stop = start + count * width
    if count and stop < len(where) and where[stop] == where[stop - 1]:
        return count - 1
    return -1


def test_first_bad_row_matches_oracle():
    rng = np.random.default_rng(3)
    bad = 0
    for _ in range(600):
        text, values, where = random_text(rng, True)
        if not values:
            continue
        _, gaps, _, _ = parse_ints(np.frombuffer(text.encode(), np.uint8))
        width = int(rng.integers(1, 4))
        start = int(rng.integers(0, len(values)))
        count = int(rng.integers(0, (len(values) - start) // width + 1))
        got = first_bad_row(gaps, start, count, width)
        assert got == rows_oracle(where, start, count, width)
        bad += got >= 0
    assert 50 < bad < 550


@pytest.mark.parametrize("text, offset, kind", [
    (b"1 2x", 3, 1), (b"12 - 3", 3, 1), (b"9223372036854775808", 0, 2),
    (b"-9223372036854775809", 0, 2), (b"1\n\n 00000000000000000000000000000000005 a", 40, 1),
])
def test_signed_faults_name_their_offset(text, offset, kind):
    _, _, err, k = parse_ints(np.frombuffer(text, np.uint8))
    assert (err, k) == (offset, kind)


def test_reader_errors_name_the_line_after_long_blank_runs():
    text = b"2 3\n" + b"\n" * 400 + b"1 2\n3\n"
    r = IntReader(text)
    r.row(2, "'n m'")
    with pytest.raises(InputFormatError) as e:
        r.rows(2, 2, "an edge")
    assert e.value.line == 403  # the last line: one edge short
    r = IntReader(b"2 3\n" + b"\n" * 400 + b"1 2 5\n3 4\n")
    r.row(2, "'n m'")
    with pytest.raises(InputFormatError, match="expected 2 integers") as e:
        r.rows(2, 2, "an edge")
    assert e.value.line == 402
    with pytest.raises(InputFormatError) as e:
        IntReader(b"1\n" + b"\n" * 300 + b"5 x\n")
    assert e.value.line == 302


def test_uint_lines_bytes_is_writable_ascii():
    v = np.array([0, 5, 10, 2**64 - 1], np.uint64)
    b = uint_lines_bytes(v)
    assert b.dtype == np.uint8 and b.tobytes() == b"".join(b"%d\n" % int(x) for x in v)
    b[0] = ord("9")  # the judge of LOJ 6033 edits the text in place


def _edge_text(rng, n, m, k, style):
    """An AcWing 1319 input of n vertices, m random edges and k tokens, laid out in `style`."""
    edges = rng.integers(1, n + 1, size=(m, 2))
    tokens = rng.integers(1, n + 1, size=k)
    eol = "\r\n" if style == "crlf" else "\n"
    sep = "\t" if style == "tabs" else " "
    pad = "  " if style == "padded" else ""
    lines = [f"{n} {m} {k}"] + [f"{pad}{u}{sep}{v}{pad}" for u, v in edges]
    text = eol.join(lines) + eol + " ".join(map(str, tokens))
    if style != "no-final-newline":
        text += eol
    return text.encode(), edges, tokens


@pytest.mark.parametrize("style", ["plain", "crlf", "tabs", "padded", "no-final-newline"])
def test_edge_lines_csr_matches_the_general_reader(style):
    from grundy._textio_kernels import edge_lines_csr
    from grundy.graphbase import _kernels

    rng = np.random.default_rng(7)
    for trial in range(200):
        n, m, k = int(rng.integers(1, 30)), int(rng.integers(0, 60)), int(rng.integers(0, 4))
        data, edges, _ = _edge_text(rng, n, m, k, style)
        start = data.index(b"\n") + 1
        indptr, indices, end = edge_lines_csr(np.frombuffer(data, np.uint8), start, m, n)
        assert end > 0, (style, data)
        want_ptr, want_ind = _kernels.csr_from_edges(n, edges[:, 0] - 1, (edges[:, 1] - 1).astype(np.int32))
        assert indptr.tolist() == want_ptr.tolist() and indices.tolist() == want_ind.tolist()
        assert IntReader(data[end:]).values.size == k


@pytest.mark.parametrize("text", [
    b"3 2 0\n1 2\n2 4\n",        # vertex out of range
    b"3 2 0\n1 0\n2 3\n",        # vertex 0
    b"3 2 0\n1 2 3\n2 3\n",      # three integers on a line
    b"3 2 0\n1\n2 3\n",          # one integer on a line
    b"3 2 0\n1 2\n\n2 3\n",      # a blank line between edges
    b"3 2 0\n1 -2\n2 3\n",       # a sign
    b"3 2 0\n1 2x\n2 3\n",       # a stray character
    b"3 2 0\n1 2\n",             # too few lines
    b"3 2 0\n1 99999999999999999999999\n2 3\n",  # a huge number
])
def test_edge_lines_csr_declines_anything_irregular(text):
    from grundy._textio_kernels import edge_lines_csr

    assert edge_lines_csr(np.frombuffer(text, np.uint8), text.index(b"\n") + 1, 2, 3)[2] == -1
