"""Lookup tables for nimber arithmetic, built with numpy in a few milliseconds.

- :func:`byte_table`: the 256 x 256 nim products of the field GF(2^8) (nimbers below 256),
  built bottom-up from the 2 x 2 table by the Fermat 2-power split.
- :func:`subfield_tables`: exp/log tables of GF(2^16)* (nimbers below 65536) for the
  generator :data:`GENERATOR_16`, laid out so that the kernels need no reduction modulo 65535.

Every table is built once per process and cached; callers must not modify them.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

__all__ = ["GENERATOR_16", "ORDER_16", "LOG_HALF_16", "byte_table", "subfield_tables"]

#: The least generator of the multiplicative group of the nimbers below 2^16 (order 65535).
#: :func:`subfield_tables` checks that it is one.
GENERATOR_16 = 258

#: Order of the multiplicative group of GF(2^16).
ORDER_16 = 65535

#: log of 2^15 (half the Fermat 2-power 2^16) to the base GENERATOR_16: the kernels multiply
#: by 2^15 by adding this constant to a log. :func:`subfield_tables` checks it.
LOG_HALF_16 = 62133


def _split_product(table: np.ndarray, h: int, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """x * y for arrays of nimbers below 2^(2h), given the product table of those below 2^h.

    Split x = a.F ^ b, y = c.F ^ d with F = 2^h (a Fermat 2-power when h is a power of two):
    x * y = ((a^b)*(c^d) ^ b*d).F ^ b*d ^ (a*c)*(F/2).
    """
    mask = (1 << h) - 1
    a, b, c, d = x >> h, x & mask, y >> h, y & mask
    bd = table[b, d]
    mid = table[a ^ b, c ^ d] ^ bd
    return (mid << h) ^ bd ^ table[table[a, c], 1 << (h - 1)]


@lru_cache(maxsize=None)
def byte_table() -> np.ndarray:
    """The (256, 256) uint8 table of nim products of the nimbers below 256 (read-only)."""
    table = np.array([[0, 0], [0, 1]], np.int64)  # nimbers below 2
    h = 1
    while h < 8:  # below 2^h -> below 2^(2h)
        n = 1 << (2 * h)
        x = np.arange(n, dtype=np.int64)[:, None]
        y = np.arange(n, dtype=np.int64)[None, :]
        table = _split_product(table, h, x, y)
        h *= 2
    out = table.astype(np.uint8)
    out.setflags(write=False)
    return out


def _powers_16(g: int, count: int, t8: np.ndarray) -> np.ndarray:
    """g^0, g^1, ..., g^(count-1) in GF(2^16), by doubling the known prefix with vectorised products."""
    t = t8.astype(np.int64)
    p = np.array([1], np.int64)
    while len(p) < count:
        step = _split_product(t, 8, p[-1:], np.array([g], np.int64))  # g^len(p)
        p = np.concatenate([p, _split_product(t, 8, p, np.broadcast_to(step, p.shape))])
    return p[:count]


@lru_cache(maxsize=None)
def subfield_tables() -> tuple[np.ndarray, np.ndarray]:
    """Exp/log tables of GF(2^16)* for :data:`GENERATOR_16` (read-only uint16 arrays).

    Returns ``(exp, log)``: ``log[x]`` (x = 1..65535) is the discrete log of x, ``log[0]`` is 0
    (callers mask products with 0 themselves), and ``exp`` has length 3 * 65535 with
    ``exp[i] = g^(i mod 65535)``, so a sum of three logs indexes it without reduction.

    Raises
    ------
    RuntimeError
        If :data:`GENERATOR_16` is not a generator or :data:`LOG_HALF_16` is not the log of 2^15.
    """
    p = _powers_16(GENERATOR_16, ORDER_16, byte_table())
    if np.count_nonzero(p == 1) != 1:
        raise RuntimeError(f"{GENERATOR_16} does not generate the nimbers below 2^16")
    log = np.zeros(ORDER_16 + 1, np.uint16)
    log[p] = np.arange(ORDER_16, dtype=np.uint16)
    if log[1 << 15] != LOG_HALF_16:
        raise RuntimeError(f"log(2^15) is {log[1 << 15]}, not LOG_HALF_16 = {LOG_HALF_16}")
    exp = np.tile(p.astype(np.uint16), 3)
    exp.setflags(write=False)
    log.setflags(write=False)
    return exp, log
