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

from .._limits import check_memory
from .._textio import IntReader, plural
from ..errors import InputFormatError
from ..geography.vertex import ATTRIBUTE_BYTES, CARD_BYTES, card_hands_d


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


def attribute_ids(m: int, c: int, alice: np.ndarray, shinobu: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
    """Attribute ids of the cards: (Alice's, Shinobu's, number of ids). Numbers 1..m become
    0..m-1 and colours 1..c become m..m+c-1; when m + c is much more than the cards, only the
    values that occur are numbered (their order is kept), so the ids cost O(cards)."""
    cards = len(alice) + len(shinobu)
    offset = np.array([-1, m - 1], dtype=np.int64)
    if m + c <= 8 * cards + 2**20:
        check_memory(float(cards) * CARD_BYTES + float(m + c) * ATTRIBUTE_BYTES,
                     f"{plural(cards, 'card')} with m + c = {m + c} numbers and colours")
        return alice + offset, shinobu + offset, m + c
    check_memory(float(cards) * (CARD_BYTES + 2 * ATTRIBUTE_BYTES), plural(cards, "card"))
    ids, inverse = np.unique(np.concatenate([alice + offset, shinobu + offset]), return_inverse=True)
    inverse = inverse.reshape(-1, 2)
    return inverse[: len(alice)], inverse[len(alice) :], len(ids)


def solve(data: bytes) -> str:
    m, c, alice, shinobu = read(data)
    in_d = card_hands_d(*attribute_ids(m, c, alice, shinobu))
    out = np.empty((len(alice), 2), dtype=np.uint8)
    out[:, 0] = np.where(in_d[: len(alice)], ord("0"), ord("1"))
    out[:, 1] = ord("\n")
    return out.tobytes().decode("ascii")
