"""What the compiled kernels of :mod:`grundy.heaps.takebreak` are given: a code turned into
digit flags (the rare/common and three-heap kernels) or into a plan of rows of value sets (the
general kernel, :mod:`grundy.heaps._tb_kernels`), and the working arrays of that kernel."""

from __future__ import annotations

import numpy as np

from .._limits import check_memory, shorten
from ._tb_kernels import FLAGS
from .tbcode import EQUAL, PAIRWISE, SOME, TBCode

__all__ = ["SPLIT_UNEQUAL", "SPLIT_EQUAL", "sparse_digits", "triple_digits", "Plan",
           "PlainState", "WIDER", "narrowest"]

#: The digit flags of the rare/common and three-heap kernels beyond the octal bits 1 (no heap
#: left), 2 (one heap) and 4 (two heaps), as the kernels define them.
SPLIT_UNEQUAL, SPLIT_EQUAL = FLAGS["split_unequal"], FLAGS["split_equal"]
#: By the constraint on two heaps, and on three.
_PAIR_FLAGS = {"": 4, PAIRWISE: SPLIT_UNEQUAL, SOME: SPLIT_UNEQUAL, EQUAL: SPLIT_EQUAL}
_TRIPLE_FLAGS = {"": FLAGS["triple"], PAIRWISE: FLAGS["triple_distinct"],
                 SOME: FLAGS["triple_not_all"], EQUAL: FLAGS["triple_equal"]}


def _low_bits(d) -> int:
    """The octal bits 1 (no heap left) and 2 (one heap) of a digit."""
    return (1 if d.constraint(0) is not None else 0) | (2 if d.constraint(1) is not None else 0)


def _flags(tb: TBCode, triples: bool) -> np.ndarray:
    """The digit flags of the code's digits, with three-heap flags when `triples`."""
    out = []
    for d in tb.digits:
        bits = _low_bits(d)
        c2, c3 = d.constraint(2), d.constraint(3)
        bits |= _PAIR_FLAGS[c2] if c2 is not None else 0
        if triples:
            bits |= _TRIPLE_FLAGS[c3] if c3 is not None else 0
        out.append(bits)
    return np.array(out, dtype=np.int64)


def sparse_digits(tb: TBCode) -> np.ndarray | None:
    """The digit array of the rare/common kernel (octal bits, with SPLIT_UNEQUAL or
    SPLIT_EQUAL for a constrained split in two), or None when the code needs another kernel
    (three heaps or more, a repeating tail, additive digits)."""
    if tb.period or tb.additive or tb.max_heaps is None or tb.max_heaps > 2:
        return None
    return _flags(tb, triples=False)


def triple_digits(tb: TBCode) -> np.ndarray | None:
    """The digit flags of the three-heap kernel for a code that takes a bounded number of
    tokens and leaves three heaps at most (any constraints), else None."""
    if tb.period or tb.additive or tb.max_heaps != 3:
        return None
    return _flags(tb, triples=True)


_KIND = {"": "U", SOME: "N", PAIRWISE: "D"}
#: The next wider type of a compact sequence.
WIDER = {np.uint8: np.uint16, np.uint16: np.int32}


def narrowest(top: int):
    """The narrowest type of a compact sequence whose largest value is `top`."""
    return np.uint8 if top < 1 << 8 else np.uint16 if top < 1 << 16 else np.int32


class Plan:
    """The general kernel's description of a code: digits by tokens taken, and for each distinct
    digit its flags, the rows of value sets its splits read and its "all equal" counts; the
    layout of the rows (see ``_tb_kernels``)."""

    def __init__(self, tb: TBCode):
        self.A = tb.max_add
        kf = (tb.preperiod - 1) if tb.period else len(tb.digits) - 1
        table: dict = {}
        kdig = []
        for k in range(-self.A, kf + 1):
            d = tb.digit(k)
            kdig.append(-1 if d.is_zero else table.setdefault(d, len(table)))
        tdig = [table.setdefault(d, len(table)) for d in tb.digits[tb.preperiod:]] if tb.period else []
        digits = sorted(table, key=table.get)
        # Families: (kind, count, more) for splits in two heaps or more.
        fams = []
        for d in digits:
            f = []
            last = len(d.allowed) - 1
            for j, c in enumerate(d.allowed):
                if c is None or j < 2 and not (d.more and j == last):
                    continue
                more = d.more and j == last
                f.append((c, max(j, 2), more))
            fams.append(f)
        need = {"U": [1, False], "N": [2, False], "D": [1, False]}
        used = set()
        for f in fams:
            for c, j, more in f:
                if c == EQUAL:
                    continue
                kind = _KIND[c]
                used.add(kind)
                need[kind][0] = max(need[kind][0], j - 1 if more else j)
                need[kind][1] = need[kind][1] or more
        base = 0
        lay = {}
        for kind in ("U", "N", "D"):
            if kind not in used:
                lay[kind] = (0, 0, 0)
                continue
            J, ab = need[kind][0], int(need[kind][1])
            if kind == "N":
                nrows = (J - 1) + ab
                lay[kind] = (J, ab, base)
                base += nrows
                lay["E"] = base
                base += J + ab
            else:
                lay[kind] = (J, ab, base)
                base += J + ab
        self.nrows = base
        queries, eqs = [], []
        for d, f in zip(digits, fams):
            q, exact, m = [], [], 0
            for c, j, more in f:
                if c == EQUAL:
                    if more:
                        m = j
                    else:
                        exact.append(j)
                    continue
                J, ab, b = lay[_KIND[c]]
                first = b + (j - 2 if c == SOME else j - 1)  # the row of exactly j parts
                if more:
                    last = b + (J - 2 if c == SOME else J - 1) + ab
                    q.extend(range(first, last + 1))
                else:
                    q.append(first)
            queries.append(q)
            eqs.append((exact, m))
        qw = max([len(q) for q in queries] + [0]) + 1
        ew = max([len(e) for e, _ in eqs] + [0]) + 2
        self.flags = np.array([_low_bits(d) for d in digits] or [0], dtype=np.int64)
        self.query = np.full((max(len(digits), 1), qw), -1, dtype=np.int64)
        self.eq = np.zeros((max(len(digits), 1), ew), dtype=np.int64)
        for i, (q, (exact, m)) in enumerate(zip(queries, eqs)):
            self.query[i, : len(q)] = q
            self.eq[i, : len(exact)] = exact
            self.eq[i, -1] = m
        self.kdig = np.array(kdig, dtype=np.int64)
        self.tdig = np.array(tdig, dtype=np.int64)
        u, n, dd = lay["U"], lay["N"], lay["D"]
        self.layout = np.array([self.A, u[0], u[1], u[2], n[0], n[1], n[2], lay.get("E", 0),
                                dd[0], dd[1], dd[2]], dtype=np.int64)
        self.P = len(tdig)


class PlainState:
    """The general kernel's working arrays: rows up to `cap` tokens, `words` words wide, and
    how many heaps they and the tail's unions hold."""

    def __init__(self, plan: Plan, cap: int, words: int, name: str):
        check_memory(plan.nrows * (cap + 1) * words * 8 + plan.P**2 * words * 8,
                     f"the value sets of {name} ({plan.nrows} per number of tokens, "
                     f"{words * 64} values wide, up to {shorten(cap, 20)} tokens)")
        self.cap, self.words = cap, words
        self.rows = np.zeros(plan.nrows * (cap + 1) * words, dtype=np.uint64)
        self.acc = np.zeros(plan.P * plan.P * words, dtype=np.uint64)
        self.rows_done = 1
        self.acc_done = 0

    def widened(self, plan: Plan, name: str) -> PlainState:
        """The same sets twice as wide (the memory checked first): every value they hold lies
        below the old width, so each set only gains zero words, and the heaps they hold stay
        held. O(size of the sets)."""
        wide = PlainState(plan, self.cap, 2 * self.words, name)
        wide.rows.reshape(-1, wide.words)[:, : self.words] = self.rows.reshape(-1, self.words)
        wide.acc.reshape(-1, wide.words)[:, : self.words] = self.acc.reshape(-1, self.words)
        wide.rows_done, wide.acc_done = self.rows_done, self.acc_done
        return wide
