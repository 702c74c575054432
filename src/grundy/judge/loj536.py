"""LibreOJ 536 (「LibreOJ Round #6」花札): vertex geography between two hands of cards.

Input: ``m c`` (numbers 1..m, colours 1..c), ``n1``, n1 lines ``x y`` (number and colour of
Alice's cards), ``n2``, n2 lines ``x y`` (Shinobu's). Alice plays a card, the hands are
swapped, then from Alice on each player plays a card of the hand they now hold that shares a
number or a colour with the card just played; who cannot play loses. Output: n1 lines, ``1``
when Alice wins by playing that card first, else ``0``.

Alice's first card a is the start of vertex geography on the graph of Alice's cards against
Shinobu's (adjacent when they share a number or a colour), with Alice to move: she wins iff
every maximum matching covers a. The card graph is never built (it can have n1 * n2 edges):
see :func:`grundy.card_geography`.
"""

from __future__ import annotations

import numpy as np

from .._textio import IntReader
from ..errors import InputFormatError
from ..graphs.geography import card_hands_d


def _hand(r: IntReader, m: int, c: int, who: str) -> np.ndarray:
    start = r.pos
    count = int(r.row(1, f"the number of {who}'s cards")[0])
    if count < 0:
        raise InputFormatError(f"the number of {who}'s cards must be non-negative, not {count}", r.line_of(start))
    start = r.pos
    cards = r.rows(count, 2, f"a card 'x y' of {who}")
    for col, hi, what in ((0, m, "number"), (1, c, "colour")):
        bad = np.flatnonzero((cards[:, col] < 1) | (cards[:, col] > hi))
        if len(bad):
            i = int(bad[0])
            raise InputFormatError(
                f"{what} {cards[i, col]} of {who}'s card {i + 1} is out of range 1..{hi}",
                r.line_of(start + 2 * i + col),
            )
    return cards


def read(data: bytes) -> tuple[int, int, np.ndarray, np.ndarray]:
    """Parse the input: (m, c, Alice's cards, Shinobu's cards), cards as (n, 2) arrays 1-based."""
    r = IntReader(data)
    m, c = (int(v) for v in r.row(2, "'m c'"))
    if m < 1 or c < 1:
        raise InputFormatError(f"m and c must be at least 1, not {m} and {c}", 1)
    alice = _hand(r, m, c, "Alice")
    shinobu = _hand(r, m, c, "Shinobu")
    r.expect_end()
    return m, c, alice, shinobu


def solve(data: bytes) -> str:
    m, c, alice, shinobu = read(data)
    # Attribute ids: numbers 0..m-1, colours m..m+c-1.
    offset = np.array([-1, m - 1], dtype=np.int64)
    in_d = card_hands_d(alice + offset, shinobu + offset, m + c)
    out = np.empty((len(alice), 2), dtype=np.uint8)
    out[:, 0] = np.where(in_d[: len(alice)], ord("0"), ord("1"))
    out[:, 1] = ord("\n")
    return out.tobytes().decode("ascii")
