"""Nim Product (64 bit) (Library Checker ``nim_product_64``): T nim products of 64-bit nimbers.

Input: ``T``, then T lines ``a b`` with 0 <= a, b < 2^64. Output: T lines, the nim product
a * b of each pair.
"""

from __future__ import annotations

import numpy as np

from .._limits import check_memory
from .._textio import IntReader, uint_lines_bytes
from ..nimbers.ufuncs import nim_multiply

# Memory per pair beyond the parsed input: the product (8 bytes) and its decimal line (at most 21).
BYTES_PER_PAIR = 29


def read(data: bytes) -> tuple[np.ndarray, np.ndarray]:
    """Parse the input: the uint64 arrays a and b (views of the parsed integers).

    T is checked against the pairs the input holds, then against the memory the products and
    their text need (ResourceLimitError), before anything is allocated.
    """
    r = IntReader(data, unsigned=True)
    t = int(r.row(1, "'T'")[0])
    pairs = r.rows(t, 2, "a pair 'a b'")
    r.expect_end()
    check_memory(float(t) * BYTES_PER_PAIR, f"T = {t} pairs")
    return pairs[:, 0], pairs[:, 1]


def solve_bytes(data: bytes) -> np.ndarray:
    """The output as ASCII bytes (a uint8 array), which the CLI writes without a str copy."""
    a, b = read(data)
    return uint_lines_bytes(nim_multiply(a, b))


def solve(data: bytes) -> str:
    return solve_bytes(data).tobytes().decode("ascii")
