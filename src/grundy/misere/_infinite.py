"""Proofs that a misère quotient is infinite, by a diagonal pair of heaps.

A finitely generated commutative monoid is finite exactly when every generator has finitely
many powers, so the quotient of the heaps up to n is infinite exactly when some heap's powers
are pairwise distinguishable. This module looks for such a proof for heap n when the
extension of the quotient fails at n: a description of the misère outcome of *every* sum of
heaps up to n, checked to be the true one, from which the distinctness of the powers of n
follows.

The description (a *hypothesis*) splits a sum G into three parts: the number a of heaps of a
partner size A < n, the number b of heaps of size n, and the other heaps, which go through a
finite commutative automaton (the proved quotient below n on the heaps that are not *freed*,
times a cyclic counter for each freed heap, as in :mod:`grundy.misere._extend`), merged where
their futures agree. The outcome is taken to depend on the automaton's state g and on the
*type* of (a, b),

    type(a, b) = (min(a, C), min(b, C), clamp(a - b, -C, C), a mod P, b mod P),

so it can compare a with b: that is how a quotient can be infinite. The table F(g, type) is
read off a large box of states (a, b) whose outcomes are found by marking (each state takes
the outcome of its lightest sum, :func:`grundy.misere._kernels.mark_p_portion`), and the
hypothesis is then *proved*:

- The misère recursion (G is P exactly when it has a move and no option is P) is checked at
  every sum G whose counts lie in an interior box, by the signature search of
  :func:`grundy.misere._engine.find_failure` on the finite automaton of the states (g, a, b)
  of the box, with failures counted only at interior states
  (:func:`grundy.misere._kernels.signature_search` with ``check``).
- A move changes a by -1 to +k (k: the most heaps of size A an option leaves) and b by -1 or
  0, so whether the recursion holds at G depends only on g, on the other heaps, and on the
  *extended type* (min(a, C + 1), min(b, C + 1), clamp(a - b, -C - k - 1, C + 1), a mod P,
  b mod P). The interior is chosen to hold every extended type there is, so the recursion
  holds at every sum, whatever its counts; by induction on the tokens the hypothesis is then
  the true outcome of every sum of heaps up to n.

Finally a *witness* is read from F: the other heaps W (the lightest sum of a state g) and an
offset e such that for every b, the sum W + A^(b + e) + n^b has one outcome and every
W + A^(b + e) + n^b' with b' > b the other. Then n^b and n^b' are told apart by the test
W + A^(b + e), for all b < b', and the quotient is infinite (so is the quotient of every
larger bound, which has these sums too). Both facts are checked on a range of (b, b') that
holds every pair of types there is.

When a failure of the recursion is found instead, the heaps of the failing sum (other than
A and n) are freed, as MisereSolver recalibrates, and the hypothesis is built again; a
partner with no consistent table, or past the budget of states, is given up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache

import numpy as np

from ..errors import InvalidGameError
from .._ints import as_heaps
from ._engine import (Hypothesis, Position, _after, _arrays, _bitsets, idle, letter_weights,
                      option_width)
from ._extend import _Trial, _cycle, _regenerate
from ._kernels import SEARCH_HOLDS, breadth_first, mark_p_portion, signature_search

#: The largest automaton of states (g, a, b) put to the proof, the rounds of freeing heaps for
#: one partner, and the thresholds C and periods P tried.
MAX_STATES = 40_000
MAX_ROUNDS = 8
THRESHOLDS = (1, 2, 3)
PERIODS = (2, 4)
#: The box where F is read extends the proved one by this many on each count.
READ_MARGIN = 8


def _types(a, b, C: int, P: int) -> np.ndarray:
    return np.stack(np.broadcast_arrays(np.minimum(a, C), np.minimum(b, C), np.clip(a - b, -C, C),
                                        a % P, b % P), -1)


def _extended(a: int, b: int, C: int, P: int, k: int) -> tuple:
    return (min(a, C + 1), min(b, C + 1), max(-C - k - 1, min(C + 1, a - b)), a % P, b % P)


@lru_cache(maxsize=None)
def _interior(C: int, P: int, k: int) -> tuple[int, int]:
    """The least box [0, ia] x [0, ib] holding every extended type of some (a, b) >= 0 (the
    types saturate well within 6 (C + P + k + 2) on each side)."""
    span = 6 * (C + P + k + 2)
    everything = {_extended(a, b, C, P, k) for a in range(span) for b in range(span)}

    def holds(ia: int, ib: int) -> bool:
        return {_extended(a, b, C, P, k) for a in range(ia + 1) for b in range(ib + 1)} >= everything

    m = 0
    while not holds(m, m):
        m += 1
    ia = min(x for x in range(m + 1) if holds(x, m))
    ib = min(y for y in range(m + 1) if holds(ia, y))
    return ia, ib


class InfiniteQuotient:
    """A proof that the misère quotient of a game's heaps up to `bound` is infinite, and the
    outcome of every sum of those heaps (see :mod:`grundy.misere._infinite`).

    Attributes
    ----------
    bound : int
        The heap n whose powers are pairwise distinguishable.
    partner : int
        The heap A whose count the outcome compares with the count of n.
    base : tuple of int
        The heaps W of the witness.
    offset : int
        e: the sums W + A^(b + e) + n^b and W + A^(b + e) + n^b' (b' > b) have different
        outcomes, for every b >= max(0, -e).
    first_p : bool
        Whether W + A^(b + e) + n^b is the P-position of the two.

    Notes
    -----
    :meth:`is_p` takes O(len(heaps)): one transition of the automaton of the other heaps per
    heap, and a look-up of the type of the two counts.

    Examples
    --------
    >>> from grundy import InfiniteQuotientError, misere_quotient
    >>> try:
    ...     misere_quotient("4.527", 10)
    ... except InfiniteQuotientError as e:
    ...     proof = e.proof
    >>> proof.witness()
    "6 + 5^(b+1) + 10^b is P and 6 + 5^(b+1) + 10^b' is N for every b' > b"
    >>> proof.is_p([5, 5, 5, 6, 10, 10]), proof.is_p([5, 5, 6, 10, 10])
    (True, False)
    """

    def __init__(self, bound: int, partner: int, group_letters: list[int], kdel: np.ndarray,
                 table: dict, C: int, P: int, base: Position, offset: int, first_p: bool):
        self.bound = bound
        self.partner = partner
        self._gindex = {h: j for j, h in enumerate(group_letters)}
        self._kdel = kdel
        self._table = table
        self.threshold, self.period = C, P
        self.base, self.offset, self.first_p = base, offset, first_p

    def is_p(self, heaps: Iterable[int]) -> bool:
        """Whether the sum of `heaps` (sizes up to the bound) is a misère P-position.

        Raises
        ------
        InvalidGameError
            When `heaps` is not a list of heap sizes (naming the first that is not) or a heap
            is beyond the bound.
        """
        k = a = b = 0
        for h in as_heaps(heaps):
            if not 0 <= h <= self.bound:
                raise InvalidGameError(f"heap {h} is not between 0 and {self.bound}, the heaps "
                                       "whose outcomes this proof gives")
            if h == self.partner:
                a += 1
            elif h == self.bound:
                b += 1
            elif h in self._gindex:
                k = int(self._kdel[k, self._gindex[h]])
        return bool(self._table[(k,) + tuple(int(x) for x in _types(a, b, self.threshold, self.period))])

    def __repr__(self) -> str:
        return f"InfiniteQuotient(bound={self.bound}, partner={self.partner})"

    def _repr_html_(self) -> str:
        """The proof as a notebook shows it: what is infinite, the witness, and how sums are
        answered (the counts of the two heaps, with the threshold and period of their types).
        O(1)."""
        from html import escape

        return (f"<div><b>Infinite misère quotient</b> of the heaps up to {self.bound}: the "
                f"sums of powers of heap {self.bound} are pairwise distinguishable.</div>"
                f"<div>Witness: {escape(self.witness())}.</div>"
                f"<div>Every sum of these heaps is answered (<code>is_p</code>) from the counts "
                f"of heaps {self.partner} and {self.bound}, threshold {self.threshold} and period "
                f"{self.period}, and the other heaps' automaton.</div>")

    def witness(self) -> str:
        """The distinguishing sums, in words."""
        n, A, e = self.bound, self.partner, self.offset
        rest = " + ".join(map(str, self.base))
        part = f"{A}^(b{e:+d})" if e else f"{A}^b"
        first, other = ("P", "N") if self.first_p else ("N", "P")
        return (f"{rest + ' + ' if rest else ''}{part} + {n}^b is {first} and "
                f"{rest + ' + ' if rest else ''}{part} + {n}^b' is {other} for every b' > b")


def prove_infinite(q: Hypothesis, n: int, heap_options: dict[int, tuple[Position, ...]],
                   partners: list[int] | None = None,
                   tick: Callable[[], None] = idle) -> InfiniteQuotient | None:
    """A proof that the quotient of heaps up to `n` is infinite, from the proved quotient `q`
    of the heaps below n, or None when none is found (which proves nothing).

    `heap_options[h]`: the positions one move on heap h leaves (heaps with a move only).
    Partners are tried from the largest heap down unless given. `tick`: the progress hook
    (:attr:`grundy.misere._engine.MisereOutcomes.tick`), called between attempts and by the
    proofs' searches.
    """
    letters = list(q.letters) + [n]
    if n not in heap_options or not q.letters:
        return None
    for A in partners if partners is not None else sorted(q.letters, reverse=True):
        proof = _Prover(q, n, A, letters, heap_options, tick).run()
        if proof is not None:
            return proof
    return None


class _Prover:
    """The rounds of one partner A (see the module notes)."""

    def __init__(self, q: Hypothesis, n: int, A: int, letters: list[int], heap_options,
                 tick: Callable[[], None] = idle):
        self.q, self.n, self.A, self.letters = q, n, A, letters
        self.tick = tick
        self.options = heap_options
        self.index = {h: j for j, h in enumerate(letters)}
        self.d, _ = _arrays(q)
        ptr = [0]
        rows = []
        width = option_width({h: heap_options[h] for h in letters})
        for h in letters:
            for o in heap_options[h]:
                rows.append([self.index[x] for x in o] + [-1] * (width - len(o)))
            ptr.append(len(rows))
        self.ptr = np.array(ptr, np.int64)
        self.rows = np.array(rows, np.int32).reshape(-1, width)
        self.weights = letter_weights(letters, {h: heap_options[h] for h in letters})
        # k: the most heaps of size A one option leaves
        self.k = max((o.count(A) for h in letters for o in heap_options[h]), default=0)

    def run(self) -> InfiniteQuotient | None:
        freed: dict[int, tuple[int, int]] = {}
        for _ in range(MAX_ROUNDS):
            failure = None
            for P in PERIODS:
                for C in THRESHOLDS:
                    self.tick()
                    r = self._attempt(freed, C, P)
                    if isinstance(r, InfiniteQuotient):
                        return r
                    if r is not None:  # a failing sum: free its heaps and go on
                        failure = r
                        break
                if failure is not None:
                    break
            if failure is None or not self._free(freed, failure):
                return None
        return None

    def _free(self, freed: dict, failure: Position) -> bool:
        grew = False
        for h in sorted(set(failure)):
            if h in (self.A, self.n):
                continue
            count = failure.count(h)
            if h not in freed:
                index, period = _cycle(self.d, self.q.index[h])
                freed[h] = (max(index, count - 1), max(2, period))
                grew = True
            elif freed[h][0] < count:
                freed[h] = (count, freed[h][1])
                grew = True
        return grew

    # -- the automata ------------------------------------------------------------------------
    def _groups(self, freed: dict):
        """The group automaton over the letters other than A and n: the states of q reached
        by the heaps not freed, times a cyclic counter per freed heap (the trial automaton of
        the extension, :class:`grundy.misere._extend._Trial`). (transitions, letters)"""
        gl = [h for h in self.q.letters if h != self.A]
        cols = [self.q.index[h] for h in gl]
        free = {j for j, h in enumerate(gl) if h in freed}
        base = _regenerate(np.ascontiguousarray(self.d[:, cols]), free)
        if base.shape[0] * int(np.prod([i + p for i, p in freed.values()])) * 4 > MAX_STATES:
            return None
        trial = _Trial(base, gl, {gl.index(h): freed[h] for h in freed})
        return trial.delta.astype(np.int64), gl

    def _box(self, gdel: np.ndarray, gl: list[int], na: int, nb: int):
        """The automaton of states (g, a, b), a <= na, b <= nb, and a sink (the last state)."""
        ng = gdel.shape[0]
        sa, sb = na + 1, nb + 1
        ns = ng * sa * sb + 1
        sink = ns - 1
        s = np.arange(ns - 1)
        b, a, g = s % sb, (s // sb) % sa, s // (sa * sb)
        delta = np.full((ns, len(self.letters)), sink, np.int32)
        for j, h in enumerate(self.letters):
            if h == self.A:
                delta[:-1, j] = np.where(a < na, s + sb, sink)
            elif h == self.n:
                delta[:-1, j] = np.where(b < nb, s + 1, sink)
            else:
                delta[:-1, j] = (gdel[g, gl.index(h)] * sa + a) * sb + b
        return delta, g, a, b

    def _attempt(self, freed: dict, C: int, P: int):
        """InfiniteQuotient when proved; a failing sum when the recursion fails; None when the
        table is not a function of the type, or too large."""
        groups = self._groups(freed)
        if groups is None:
            return None
        gdel, gl = groups
        k = self.k
        ia, ib = _interior(C, P, k)
        na, nb = ia + k, ib
        # Read F off a larger box, away from its edges (where the sink spoils the marking).
        ra, rb = na + READ_MARGIN, nb + READ_MARGIN
        if gdel.shape[0] * (ra + 1) * (rb + 1) > 8 * MAX_STATES:
            return None
        delta, g, a, b = self._box(gdel, gl, ra, rb)
        acc, _ = mark_p_portion(delta, self.weights, self.ptr, self.rows, False)
        acc = acc[:-1].astype(bool)
        core = (a <= ra - READ_MARGIN // 2) & (b <= rb - READ_MARGIN // 2)
        ty = _types(a[core], b[core], C, P)
        table: dict = {}
        for key, v in zip(map(tuple, np.concatenate([g[core][:, None], ty], 1).tolist()), acc[core]):
            if table.setdefault(key, bool(v)) != v:
                return None
        kinds = sorted({key[1:] for key in table})
        # Merge the groups whose rows of F and transitions agree (Moore's refinement).
        ng = gdel.shape[0]
        rows = np.array([[table.get((x,) + t, 2) for t in kinds] for x in range(ng)], np.int8)
        if (rows == 2).any():
            return None
        cls = np.unique(rows, axis=0, return_inverse=True)[1].ravel()
        while True:
            new = np.unique(np.concatenate([cls[:, None], cls[gdel]], 1), axis=0,
                            return_inverse=True)[1].ravel()
            if new.max() == cls.max():
                break
            cls = new
        first = {}
        for x in range(ng):
            first.setdefault(int(cls[x]), len(first))
        cls = np.array([first[int(x)] for x in cls], np.int64)  # the identity group is class 0
        nk = len(first)
        rep = np.empty(nk, np.int64)
        rep[cls[::-1]] = np.arange(ng)[::-1]
        kdel = cls[gdel[rep]]
        ktable = {(int(cls[x]),) + t: table[(x,) + t] for x in rep.tolist() for t in kinds}
        if nk * (na + 1) * (nb + 1) + 1 > MAX_STATES:
            return None
        # No diagonal in the table, no proof of infinity (and no need to prove it): the
        # common case for a finite quotient, decided before the proof.
        proof = self._witness(InfiniteQuotient(self.n, self.A, gl, kdel, ktable, C, P, (), 0,
                                               True))
        if proof is None:
            return None
        # The hypothesis on the box to prove, its interior and the sets W_j.
        delta, kk, a, b = self._box(kdel, gl, na, nb)
        ns = delta.shape[0]
        sink = ns - 1
        phi = np.zeros(ns, bool)
        ty = _types(a, b, C, P)
        phi[:-1] = [ktable[(x,) + t] for x, t in zip(kk.tolist(), map(tuple, ty.tolist()))]
        if phi[0]:
            return ()
        interior = np.zeros(ns, bool)
        interior[:-1] = (a <= ia) & (b <= ib)
        hits = np.zeros((len(self.letters), ns), bool)
        for j, h in enumerate(self.letters):
            for o in self.options[h]:
                s = _after(delta, self.index, o)
                hits[j] |= phi[s] & (s != sink)
        for j, h in enumerate(self.letters):
            bad = np.flatnonzero(hits[j] & phi[delta[:, j]] & interior[delta[:, j]])
            if len(bad):  # a P-position with a move to P: the access sum of bad[0] plus h
                return self._access(delta, int(bad[0])) + (h,)
        words = (ns + 63) // 64
        res = signature_search(delta, phi.astype(np.uint8), _bitsets(hits, words),
                               self._reach(kdel, na, nb, words), 20_000_000, 4e9, True,
                               interior.astype(np.uint8), self.tick)
        if isinstance(res, list):
            return tuple(sorted(self.letters[j] for j in res))
        return proof if res == SEARCH_HOLDS else None

    def _access(self, delta: np.ndarray, state: int) -> Position:
        """A sum that reaches `state` (breadth-first)."""
        return _access_words(delta, self.letters)[state]

    def _reach(self, kdel: np.ndarray, na: int, nb: int, words: int) -> np.ndarray:
        """Bitsets of the states reachable from each state: a product of the groups' reach
        and a' >= a, b' >= b (and the sink from everywhere)."""
        nk = kdel.shape[0]
        rk = np.eye(nk, dtype=bool)
        while True:
            more = rk.copy()
            for j in range(kdel.shape[1]):
                more |= rk[kdel[:, j]]
            if (more == rk).all():
                break
            rk = more
        sa, sb = na + 1, nb + 1
        ga = np.arange(sa)[None, :] >= np.arange(sa)[:, None]
        gb = np.arange(sb)[None, :] >= np.arange(sb)[:, None]
        ab = (ga[:, None, :, None] & gb[None, :, None, :]).reshape(sa * sb, sa * sb)
        ns = nk * sa * sb + 1
        out = np.zeros((ns, words), np.uint64)
        for x in range(nk):
            rows = np.zeros((sa * sb, ns), bool)
            rows[:, :-1] = (rk[x][None, :, None] & ab[:, None, :]).reshape(sa * sb, -1)
            rows[:, -1] = True
            out[x * sa * sb:(x + 1) * sa * sb] = _bitsets(rows, words)
        out[-1] = _bitsets(np.eye(1, ns, ns - 1, dtype=bool), words)[0]
        return out

    def _witness(self, proof: InfiniteQuotient) -> InfiniteQuotient | None:
        """The first group (by its access sum) and offset whose sums tell every two powers of
        n apart, checked on a range of (b, b') that holds every pair of types there is."""
        C, P, k = proof.threshold, proof.period, self.k
        span = _pair_span(C, P, k)
        kdel = proof._kdel
        nk = kdel.shape[0]
        kinds = sorted({key[1:] for key in proof._table})
        col = {t: i for i, t in enumerate(kinds)}
        table = np.array([[proof._table[(x,) + t] for t in kinds] for x in range(nk)], bool)
        words = _access_words(kdel, sorted(proof._gindex, key=proof._gindex.get))
        bb = np.arange(span)[:, None]
        step = np.arange(1, span)[None, :]
        for e in range(-(C + k + 1), C + k + 2):
            lo = max(0, -e)
            x = lo + bb + e                      # copies of A
            first = _kind_columns(x, lo + bb, C, P, col)          # (span, 1)
            later = _kind_columns(x, lo + bb + step, C, P, col)   # (span, span - 1)
            if first is None or later is None:
                continue
            good = (table[:, first] != table[:, later]).all(axis=(1, 2))
            for s in words:  # breadth-first order
                if good[s]:
                    proof.base, proof.offset = words[s], e
                    proof.first_p = bool(table[s, first[0, 0]])
                    return proof
        return None


def _access_words(delta: np.ndarray, letters: list[int]) -> dict[int, Position]:
    """The sorted heaps of a breadth-first path from state 0 to each state reached, in
    breadth-first order."""
    order, parent, letter = breadth_first(np.ascontiguousarray(delta, dtype=np.int32),
                                          np.ones(delta.shape[1], np.uint8))
    words: dict[int, Position] = {}
    for i, s in enumerate(order.tolist()):
        words[s] = () if i == 0 else tuple(sorted(words[int(order[parent[i]])] + (letters[letter[i]],)))
    return words


def _kind_columns(a: np.ndarray, b: np.ndarray, C: int, P: int, col: dict):
    """The column of the type of each (a, b) in a table's kinds, None if one is missing."""
    ty = _types(a, b, C, P)
    flat = [col.get(t) for t in map(tuple, ty.reshape(-1, 5).tolist())]
    if any(c is None for c in flat):
        return None
    return np.array(flat, np.int64).reshape(ty.shape[:-1])


@lru_cache(maxsize=None)
def _pair_span(C: int, P: int, k: int) -> int:
    """A span of b and b' - b within which every pair (type(b + e, b), type(b + e, b')),
    b' > b, of any offset e the witness search uses occurs: the types saturate past
    2 (C + k + 1) + P, and the span is checked to hold every pair of twice its size."""
    span = 4 * (C + P + k + 2)
    for e in range(-(C + k + 1), C + k + 2):
        lo = max(0, -e)

        def pairs(m: int) -> np.ndarray:
            x = np.arange(m)[:, None]
            d = np.arange(1, m)[None, :]
            first = np.broadcast_to(_types(lo + x + e, lo + x, C, P), (m, m - 1, 5))
            later = _types(lo + x + e, lo + x + d, C, P)
            both = np.concatenate([first, later], -1)
            return np.unique(both.reshape(-1, 10), axis=0)

        small, large = pairs(span), pairs(2 * span)
        if small.shape != large.shape or (small != large).any():
            raise AssertionError(f"the witness span {span} misses pairs of types")
    return span


__all__ = ["InfiniteQuotient", "prove_infinite"]
