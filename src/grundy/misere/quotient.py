"""Misère quotients of octal and hexadecimal games (Plambeck; Plambeck and Siegel).

In misère play the player who makes the last move loses, and Sprague–Grundy values no longer
add up. The misère quotient of a game restricted to heaps of at most n tokens is the monoid of
all sums of such heaps modulo indistinguishability (G ~ H when G + X and H + X have the same
misère outcome for every sum X), with its P-portion, the classes of the misère P-positions. A
finite quotient answers the outcome of any sum, and a winning move, by multiplying the elements
of its heaps.

grundy computes the quotient heap bound by heap bound: it extends the quotient in the monoid
as Siegel's MisereSolver does (:mod:`grundy.misere._extend`), or else learns the minimal
automaton of the misère P-positions (:mod:`grundy.misere._engine`), and proves each candidate
before it accepts it, so every quotient reported is exact for its bound (no sampling). Whether the
quotient stays the same for larger bounds is a separate question: :attr:`MisereQuotient.orders`
shows the order at each bound, and a constant tail alone is evidence, not proof. What settles it
is the periodicity theorem below (:func:`quotient_period`): once the heaps' elements repeat with
some period for long enough, the quotient for the bound is the quotient of the game with heaps
of every size, and any sum of heaps of any size is answered from it.

References: T. E. Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5
(2005) G05; T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games", J. Combin.
Theory Ser. A 115 (2008).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import numpy as np

from ..core.outcome import Outcome
from .._limits import check_memory, shorten
from ..errors import InfiniteQuotientError, InvalidGameError, ResourceLimitError, TimeLimitError
from .._ints import as_heaps, as_int
from ..heaps.takebreak import TakeAndBreak
from ._engine import Hypothesis, MisereOutcomes, QuotientLearner
from ._extend import QuotientExtender, product_table

if TYPE_CHECKING:
    from ..heaps.ruleset import HeapRuleset

#: Bytes of the option lists per option of a heap: the lists of the game and of the searches
#: (measured by tracemalloc: 206 per option of 0.77 to heap 600, 207 of 4!.0, 201 of 0.F).
OPTION_BYTES = 210
#: Seconds between two looks of the progress hook at the clock: the time limit (where no
#: timer signal brings it) and the bar's redraw.
TICK_SECONDS = 0.1
#: Extend the quotient heap by heap in the monoid first (:mod:`grundy.misere._extend`), and
#: learn it from outcomes only where that fails; False learns every bound.
EXTEND = True

__all__ = ["MisereQuotient", "MisereMove", "misere_quotient", "quotient_period"]


def _names(k: int) -> list[str]:
    return [chr(97 + i) if i < 26 else f"g{i + 1}" for i in range(k)]


def quotient_period(heap_element: np.ndarray, t: int | None, max_heaps: int | None
                    ) -> tuple[int, int] | None:
    """A proof that a misère quotient is complete: (n0, p), or None when there is none yet.

    Parameters
    ----------
    heap_element : numpy.ndarray
        The element of each heap 0..N in the proved quotient Q for heaps up to N.
    t : int or None
        The most tokens a move removes (the index of the game's last non-zero digit); None
        when the theorem below does not hold for the game (constraints, repeating tails,
        unbounded heap counts, games given by a function): then nothing is proved.
    max_heaps : int or None
        The most heaps a move leaves.

    Returns
    -------
    tuple of int, or None
        The least period p (and for it the least start n0 >= 1) such that heap n + p has the
        element of heap n for every n0 <= n <= N - p, provided that
        N >= max_heaps * (n0 + p) + t - 1 (and at least one pair is compared). Then Q is the
        quotient of the game with heaps of every size, and heap n > N has the element of the
        heap in (N - p, N] congruent to n modulo p.

    Notes
    -----
    Proof (in the manner of the Guy–Smith theorem, with quotient elements for values). Let
    j = N + 1 and suppose the repetition holds on [n0, j - 1]. An option of heap j removes
    k <= t tokens and leaves at most m = max_heaps heaps summing to j - k; its largest part a is
    at least (j - t) / m >= n0 + p, so lowering a by p gives an option of heap j - p (same k,
    same number of heaps) with the same element, as a - p >= n0. Conversely, raising the largest
    part a' >= (j - p - t) / m >= n0 of an option of heap j - p by p gives an option of heap j
    with the same element. So heaps j and j - p have the same set of option elements, and then
    they are indistinguishable among sums of heaps up to j: replacing every heap j of a sum G by
    a heap j - p keeps the outcome (induction on G: each option on one side has an option of the
    same outcome on the other, a heap j's option o being matched by an option o' of heap j - p
    with the same element, and o + X, o' + X being sums of heaps below j). The quotient for
    heaps up to j is therefore Q again, with heap j at the element of heap j - p, and induction
    on j extends this to every heap size. Heaps with no move have the identity element.
    O(N^2) for the candidate periods; N is small here (the bound of a quotient computation).

    Examples
    --------
    >>> quotient_period(np.array([0, 1, 2, 3, 4, 3, 4, 3, 4, 3, 4]), 3, 1)
    (3, 2)
    """
    if t is None or max_heaps is None:
        return None
    elem = np.asarray(heap_element)
    n = len(elem) - 1
    for p in range(1, n):
        same = elem[1 + p :] == elem[1 : n + 1 - p]  # same[i]: heaps i + 1 and i + 1 + p agree
        bad = np.flatnonzero(~same)
        n0 = int(bad[-1]) + 2 if len(bad) else 1
        if n0 + p > n:
            continue
        if n >= max_heaps * (n0 + p) + t - 1:
            return n0, p
    return None


class MisereMove(tuple):
    """A move in a sum of heaps: ``(index, heap, leave)`` — the position in the list of the heap
    played (0-based), its size, and the heaps the move leaves in its place (sorted, possibly
    empty)."""

    __slots__ = ()

    def __new__(cls, index: int, heap: int, leave: tuple[int, ...]):
        return super().__new__(cls, (index, heap, leave))

    index = property(lambda self: self[0])
    heap = property(lambda self: self[1])
    leave = property(lambda self: self[2])

    def __repr__(self) -> str:
        return f"MisereMove(index={self[0]}, heap={self[1]}, leave={self[2]})"


class MisereQuotient:
    """The misère quotient of an octal or hexadecimal game for heaps of at most `bound` tokens.

    Build it with :func:`misere_quotient`. Elements are numbered 0..order-1 (0 the identity,
    the class of the empty sum) and named by their normal forms in the generators.

    Attributes
    ----------
    code : str
        The game's code.
    bound : int
        The largest heap covered.
    order : int
        The number of elements.
    table : numpy.ndarray
        ``table[x, y]``: the product of elements x and y (int32, order x order).
    p_portion : frozenset of int
        The elements whose sums are misère P-positions.
    heap_element : numpy.ndarray
        ``heap_element[h]``: the element of a single heap of h tokens (0 for h = 0 and for heaps
        with no move), h = 0..bound: the pretending function.
    generators : list of int
        The heaps that generate the quotient (each not a product of smaller ones), in order;
        they are named a, b, c, ...
    names : list of str
        The normal form of each element (``"1"``, ``"a"``, ``"a b^2"``...).
    relations : list of tuple of str
        ``(word, normal form)``: the defining relations of the presentation.
    orders : list of int
        ``orders[n - 1]``: the order of the quotient for heaps up to n, n = 1..bound.
    period : tuple of int, or None
        ``(n0, p)`` when the periodicity theorem proves the quotient complete (see
        :func:`quotient_period`): heaps from n0 on repeat their elements with period p, and the
        quotient is that of every heap size. Then outcomes and moves take heaps of any size.
    complete : bool
        Whether `period` is known.

    Examples
    --------
    Misère Nim with heaps of at most 3 (code 0.333) has the quotient T2 of order 6:

    >>> q = misere_quotient("0.333", 3)
    >>> q.order, q.presentation()
    (6, '<a, b | a^2 = 1, b^3 = b>')
    >>> sorted(q.names[x] for x in q.p_portion)
    ['a', 'b^2']
    >>> q.outcome([1, 1]), q.outcome([2, 2]), q.winning_move([1, 2, 3])
    (<Outcome.N: 'N'>, <Outcome.P: 'P'>, None)
    >>> q.winning_move([2, 3])
    MisereMove(index=1, heap=3, leave=(2,))

    Plambeck's 0.312 is complete from heap 9 on, so any heap size is answered:

    >>> q = misere_quotient("0.312", 9)
    >>> q.period, q.outcome([10**30 + 1, 4, 4])
    ((5, 2), <Outcome.P: 'P'>)
    """

    def __init__(self, code: str, bound: int, hyp: Hypothesis, orders: list[int],
                 heap_options: dict[int, tuple[tuple[int, ...], ...]], t: int | None = 0,
                 max_heaps: int | None = 2):
        self.code = code
        self.bound = bound
        self.orders = orders
        self._hyp = hyp
        n = len(hyp.delta)
        self.order = n
        # The proved automaton is minimal, so its states are the quotient's elements and a
        # position acts on them through its class: x * y runs a position of y from x.
        self.table = product_table(hyp)
        self.p_portion = frozenset(q for q in range(n) if hyp.accept[q])
        elem = np.zeros(bound + 1, np.int32)
        for j, h in enumerate(hyp.letters):
            elem[h] = hyp.delta[0][j]
        self.heap_element = elem
        self.period = quotient_period(elem, t, max_heaps)
        self.complete = self.period is not None
        self._pow: dict[int, tuple[list[int], int, int]] = {}
        self._option_elements = {
            h: [(opt, self.element(opt)) for opt in opts] for h, opts in heap_options.items()
        }
        self._present()

    # -- structure ------------------------------------------------------------------------
    def _present(self) -> None:
        """Generators, normal forms (graded order) and the minimal relations."""
        t = self.table
        gens: list[int] = []
        gen_heaps: list[int] = []
        reach = {0}
        for h in range(1, self.bound + 1):
            g = int(self.heap_element[h])
            if g in reach:
                continue
            gens.append(g)
            gen_heaps.append(h)
            frontier = list(reach)
            while frontier:  # the submonoid generated so far
                nxt = []
                for x in frontier:
                    for gg in gens:
                        y = int(t[x, gg])
                        if y not in reach:
                            reach.add(y)
                            nxt.append(y)
                frontier = nxt
        self.generators = gen_heaps
        k = len(gens)
        names = _names(k)
        nf: dict[int, tuple[int, ...]] = {0: (0,) * k}
        normal = {(0,) * k: 0}
        relations: list[tuple[tuple[int, ...], int]] = []
        level = [(0,) * k]
        while level:
            cands: dict[tuple[int, ...], int] = {}
            for w in level:
                x = normal[w]
                for i in range(k):
                    w2 = w[:i] + (w[i] + 1,) + w[i + 1 :]
                    if w2 not in cands:
                        cands[w2] = int(t[x, gens[i]])
            nxt = []
            for w2 in sorted(cands, reverse=True):  # a^2 before a b before b^2
                x = cands[w2]
                if x not in nf:
                    nf[x] = w2
                    normal[w2] = x
                    nxt.append(w2)
                elif all(w2[i] == 0 or (w2[:i] + (w2[i] - 1,) + w2[i + 1 :]) in normal
                         for i in range(k)):
                    relations.append((w2, x))
            level = nxt

        def word(w: tuple[int, ...]) -> str:
            parts = [names[i] + (f"^{e}" if e > 1 else "") for i, e in enumerate(w) if e]
            return " ".join(parts) if parts else "1"

        self.generator_names = names
        self.names = [word(nf[x]) for x in range(self.order)]
        self.relations = [(word(w), word(nf[x])) for w, x in relations]

    def presentation(self) -> str:
        """The presentation ``<generators | relations>`` in ASCII."""
        rel = ", ".join(f"{a} = {b}" for a, b in self.relations)
        return f"<{', '.join(self.generator_names)} | {rel}>"

    def __repr__(self) -> str:
        done = (f", complete: period {self.period[1]} from heap {self.period[0]}"
                if self.period else "")
        return (f"MisereQuotient({self.code!r}, bound={self.bound}, order={self.order}, "
                f"P-portion={len(self.p_portion)}{done})")

    #: The largest order whose multiplication table the notebook view draws.
    HTML_TABLE_MAX = 48

    def _repr_html_(self) -> str:
        """The notebook view: the presentation, the P-portion, whether the quotient is complete
        (and from which heap, with which period), the element of each heap, and the
        multiplication table (rows and columns named by normal forms, P-portion shaded) up to
        HTML_TABLE_MAX elements. No cell of the table wraps (``white-space: nowrap``), and a
        table wider than the page scrolls sideways. O(order^2) for the table: about 50 bytes
        of HTML a cell, some 28 KB at order 24 and 110 KB at order 48."""
        from html import escape

        if self.period:
            done = (f"<b>complete</b>: heaps from {self.period[0]} on repeat with period "
                    f"{self.period[1]}, so this is the quotient for heaps of every size")
        else:
            done = "not proved complete (a quotient for heaps up to the bound only)"
        ps = ", ".join(escape(self.names[x])
                       for x in sorted(self.p_portion, key=self.names.__getitem__))
        heaps = " ".join(f'<span style="white-space:nowrap">{h}: '
                         f"{escape(self.names[int(self.heap_element[h])])}</span>"
                         for h in range(1, self.bound + 1))
        parts = [
            f"<div><b>Misère quotient of {escape(self.code)}</b>, heaps up to {self.bound}: "
            f"order {self.order}, {len(self.p_portion)} in the P-portion; {done}.</div>",
            f"<div>Presentation: <code>{escape(self.presentation())}</code></div>",
            f"<div>P-portion: {{{ps}}}</div>",
            f"<div>Heaps: {heaps}</div>",
        ]
        if self.order <= self.HTML_TABLE_MAX:
            # No cell wraps ("a b^2 d" on one line, whatever a notebook's own style says of
            # cells), and a table wider than the page scrolls sideways instead of squeezing.
            keep = "white-space:nowrap"
            cell = {False: f' style="{keep}"', True: f' style="background:#e0e8f0;{keep}"'}
            head = "".join(f"<th{cell[False]}>{escape(n)}</th>" for n in self.names)
            rows = []
            for x in range(self.order):
                cells = "".join(f"<td{cell[int(y) in self.p_portion]}>"
                                f"{escape(self.names[int(y)])}</td>" for y in self.table[x])
                rows.append(f"<tr><th{cell[False]}>{escape(self.names[x])}</th>{cells}</tr>")
            parts.append('<div class="misere-quotient-scroll" style="overflow-x:auto;max-width:100%">'
                         f'<table class="misere-quotient" style="{keep}"><caption>Multiplication '
                         f'table (shaded: P-portion)</caption><tr><th></th>{head}</tr>'
                         f'{"".join(rows)}</table></div>')
        else:
            parts.append(f"<div>Multiplication table: {self.order} x {self.order}, too large to "
                         "draw here (see <code>.table</code> and <code>.names</code>).</div>")
        return "\n".join(parts)

    # -- play ---------------------------------------------------------------------------------
    def _counts(self, heaps: Iterable[Any]) -> tuple[list[int] | np.ndarray, np.ndarray, np.ndarray]:
        """The heaps (validated), the count of each size 0..bound, and each heap as the size up
        to the bound that stands for it (itself, or beyond a complete quotient's bound the heap
        of its last period)."""
        arr = None
        if isinstance(heaps, (list, tuple, np.ndarray)):
            try:  # lists of ints are checked as one array; anything else element by element
                arr = np.asarray(heaps)
            except (ValueError, TypeError, OverflowError):
                arr = None
        if arr is not None and arr.dtype.kind in "iu" and arr.ndim == 1:
            hs = arr
            if len(hs) and int(hs.min()) < 0:
                i = int(np.flatnonzero(hs < 0)[0])
                raise InvalidGameError(f"heap {i} must be at least 0, not {int(hs[i])}")
        else:
            hs = as_heaps(heaps)
        if isinstance(hs, np.ndarray):
            top = int(hs.max()) if len(hs) else 0
        else:
            top = max(hs, default=0)
        if top > self.bound:
            if self.period is None:
                i = next(i for i, h in enumerate(hs) if h > self.bound)
                raise InvalidGameError(
                    f"heap {i} has {shorten(int(hs[i]), 20)} tokens, beyond the quotient's "
                    f"bound {self.bound} (not proved periodic there: compute it to a larger bound)")
            if isinstance(hs, np.ndarray) and hs.dtype.kind in "iu":
                n, p = self.bound, self.period[1]
                big = hs > n
                reduced = np.where(big, n - (n - hs.astype(np.int64)) % p, hs).astype(np.int64)
            else:
                reduced = np.array([self._reduce(int(h)) for h in hs], np.int64)
        else:
            reduced = np.asarray(hs, dtype=np.int64)
        return hs, np.bincount(reduced, minlength=self.bound + 1), reduced

    def _reduce(self, h: int) -> int:
        """The heap up to the bound with the element of heap h: h itself, or, beyond the bound
        of a complete quotient, the heap of the last period congruent to h."""
        if h <= self.bound:
            return h
        p = self.period[1]
        return self.bound - (self.bound - h) % p

    def _power(self, h: int, c: int) -> int:
        """The element of c heaps of size h: powers repeat from some index with some period."""
        pw = self._pow.get(h)
        if pw is None:
            g = int(self.heap_element[h])
            seq, seen = [0], {0: 0}
            while True:
                y = int(self.table[seq[-1], g])
                if y in seen:
                    break
                seen[y] = len(seq)
                seq.append(y)
            pw = self._pow[h] = (seq, seen[y], len(seq) - seen[y])
        seq, k, p = pw
        return seq[c] if c < len(seq) else seq[k + (c - k) % p]

    def _product(self, counts: np.ndarray) -> int:
        x = 0
        for h in np.flatnonzero(counts[1:]) + 1:
            x = int(self.table[x, self._power(int(h), int(counts[h]))])
        return x

    def element(self, heaps: Iterable[Any]) -> int:
        """The element of a sum of heaps (each at most the bound): O(L + bound) for L heaps
        (counts per size, then powers of each heap's element)."""
        return self._product(self._counts(heaps)[1])

    def outcome(self, heaps: Iterable[Any]) -> Outcome:
        """The misère outcome of a sum: P (the player to move loses) or N. O(L + bound)."""
        return Outcome.P if self.element(heaps) in self.p_portion else Outcome.N

    def winning_move(self, heaps: Iterable[Any]) -> MisereMove | None:
        """A move to a misère P-position, or None when the sum is a P-position or has no move
        at all (then it is an N-position: the player to move has already won).

        For each heap size present, the element of the sum without one such heap comes from
        prefix and suffix products over the sizes, so the cost is O(L + bound + the option
        counts of the sizes present) for L heaps.
        """
        hs, counts, reduced = self._counts(heaps)
        t = self.table
        sizes = [int(h) for h in np.flatnonzero(counts[1:]) + 1]
        parts = [self._power(h, int(counts[h])) for h in sizes]
        pre = [0]
        for x in parts:
            pre.append(int(t[pre[-1], x]))
        if pre[-1] in self.p_portion:
            return None
        suf = [0] * (len(parts) + 1)
        for i in range(len(parts) - 1, -1, -1):
            suf[i] = int(t[parts[i], suf[i + 1]])
        for i, h in enumerate(sizes):
            rest = int(t[t[pre[i], suf[i + 1]], self._power(h, int(counts[h]) - 1)])
            for opt, k in self._option_elements.get(h, ()):
                if int(t[rest, k]) in self.p_portion:
                    index = int(np.flatnonzero(reduced == h)[0])
                    actual = int(hs[index])
                    if actual != h and opt:
                        # A heap beyond the bound: the same move with its largest part raised by
                        # actual - h (a multiple of p; the part is >= n0, see quotient_period).
                        opt = tuple(sorted(opt[:-1] + (opt[-1] + actual - h,)))
                    return MisereMove(index, actual, opt)
        return None

    def to_json(self) -> dict:
        """A JSON-ready record: code, bound, order, presentation, P-portion, pretending
        function, orders by bound and the multiplication table."""
        return {
            "code": self.code,
            "bound": self.bound,
            "order": self.order,
            "generators": {n: h for n, h in zip(self.generator_names, self.generators)},
            "relations": [list(r) for r in self.relations],
            "p_portion": sorted(self.names[x] for x in self.p_portion),
            "heaps": {str(h): self.names[int(self.heap_element[h])] for h in range(1, self.bound + 1)},
            "orders": self.orders,
            "period": ({"start": self.period[0], "period": self.period[1]}
                       if self.period else None),
            "complete": self.complete,
            "elements": self.names,
            "table": self.table.tolist(),
        }


def _heap_game(game: Any) -> TakeAndBreak | HeapRuleset:
    """The heap game of a code (a :class:`~grundy.heaps.TakeAndBreak`), or the game given (a
    TakeAndBreak, OctalGame or :class:`~grundy.heaps.HeapRuleset`)."""
    if isinstance(game, str):
        return TakeAndBreak(game)
    if callable(getattr(game, "options", None)) and isinstance(getattr(game, "code", None), str):
        return game
    raise InvalidGameError(f"a misère quotient needs a take-and-break code or a heap game "
                           f"(TakeAndBreak, HeapRuleset), not {shorten(repr(game), 40)}")


def misere_quotient(code: str | TakeAndBreak | HeapRuleset, upto: int, *, max_order: int = 4096,
                    max_seconds: float | None = None, progress: bool = True) -> MisereQuotient:
    """The misère quotient of a heap game for heaps of at most `upto` tokens.

    Parameters
    ----------
    code : str, TakeAndBreak or HeapRuleset
        A take-and-break code (``"0.77"``, Grundy's game ``"4!.0"``, ``"0.4!"`` ...: every code
        of :class:`grundy.heaps.TakeAndBreak`), or a game: a TakeAndBreak (or OctalGame) or a
        :class:`grundy.heaps.HeapRuleset` given by a function.
    upto : int
        The heap bound n >= 1.
    max_order : int, default 4096
        Stop with :class:`~grundy.errors.ResourceLimitError` when the quotient at some bound has
        more elements (wild games' quotients can grow without end).
    max_seconds : float, optional
        A time limit. When it passes, :class:`~grundy.errors.TimeLimitError` is raised with
        the quotient for the largest bound finished (exact for that bound) as its ``partial``
        (None when no bound was). It arrives wherever the work is, compiled searches
        included, within about a second (in other threads than the main one too: the
        engine's progress hook looks at it).
    progress : bool, default True
        Show a progress bar when the work runs for more than a second and someone watches
        (never under ``GRUNDY_QUIET``): the heap sizes done, and a note of what the next one
        waits for (its extension with the trials and proofs so far, the proof that the
        quotient is infinite, or the learner with its states and tests), redrawn during long
        steps too. It shows no estimate of the time left: a heap size can take a thousand
        times longer than all the smaller ones together (Grundy's game 4!.0: the heaps up to
        28 in 0.03 s, then heap 29 for more than ten minutes; Dawson's Kayles 0.07: heap 33
        in 2 s, heap 34 for minutes), and nothing known before a heap size is done tells
        which.

    Returns
    -------
    MisereQuotient

    Raises
    ------
    InfiniteQuotientError
        When the quotient is proved infinite: some heap's powers are pairwise
        distinguishable. It carries the quotient of the smaller heaps and the proof, which
        answers any sum of heaps up to that heap.
    TimeLimitError
        When `max_seconds` passes first.
    ResourceLimitError
        When the options of the heaps would not fit in memory, or the work at some heap size
        passes its limits of memory or of `max_order` (the message names the heap size and
        the heaps up to which the quotient was proved).

    Notes
    -----
    Each bound's quotient is first extended from the last one in the monoid, as Siegel's
    MisereSolver does (heap n as an element of the quotient so far, else a new generator whose
    trial quotient is recalibrated on each failure; see :mod:`grundy.misere._extend`), and
    where that fails it is learnt as the minimal automaton of the misère P-positions (Angluin's
    L*, with outcomes of actual sums by a memoized game-tree search as queries; see
    :mod:`grundy.misere._engine`). Either way each candidate is proved by checking the misère
    recursion on the reachable signatures before it is accepted: the result is exact for the
    bound. The periodicity theorem that proves a quotient complete holds for codes without
    constraints, repeating tails or unbounded heap counts; for other games (Grundy's game, a
    HeapRuleset) the quotient is exact for its bound and never claimed complete.
    Tame games and small quotients take milliseconds; measured: Dawson's Chess (0.137)
    to heap 24 (order 144) 0.2 s, Dawson's Kayles (0.07) to heap 30 (order 360) 1 s and to
    heap 33 (order 638) 7 s, 0.642 to heap 14 (order 2248) 1.2 s. Quotients that keep failing
    their trials (0.637, 0.3F and 4.527 at heaps 13 to 14) fall to the learner, whose outcome
    searches grow with the quotient and the heap sizes and can take hours. The result says
    whether the periodicity theorem proves it complete (:attr:`MisereQuotient.period`).

    Where the extension fails at heap n, grundy first tries to prove the quotient infinite
    (:mod:`grundy.misere._infinite`): a description of the outcome of every sum of heaps up to
    n that compares the number of heaps n with the number of some smaller heap, proved by the
    same local check. 4.527 is infinite from heap 10 on (6 + 5^(b+1) + 10^b is P, and N with
    more heaps of 10), found and proved in about 7 s.

    Examples
    --------
    >>> misere_quotient("0.75", 12).order   # Plambeck and Siegel's quotient of order 8
    8
    >>> misere_quotient("0.3333333", 7).orders
    [2, 6, 6, 10, 10, 10, 10]

    With a time limit, the bounds finished in time are kept:

    >>> try:
    ...     misere_quotient("0.07", 40, max_seconds=2)
    ... except TimeLimitError as e:
    ...     print(e.partial.bound < 40, e.partial.orders[:12])
    True [1, 2, 2, 6, 6, 6, 6, 6, 6, 12, 12, 12]
    """
    from .._clock import OutOfTime, TimeLimit, as_seconds
    from .._progress import SHOW_SECONDS, Progress

    game = _heap_game(code)
    n = as_int(upto, "upto", 1)
    clock = TimeLimit(as_seconds(max_seconds))
    _check_options_memory(game, n)
    orders: list[int] = []
    done: tuple[int, Hypothesis | None] = (0, None)  # the last bound finished, its quotient
    h = 0  # the heap size at work
    try:
        with clock, Progress(None, progress, f"misère quotient of {game.code}, heaps up to {n}",
                             unit=" heap sizes", delay=SHOW_SECONDS) as bar:
            watch = _Watch(bar, clock)
            watch.step(0, "listing the options of the heaps")
            moves = {}
            for k in range(1, n + 1):
                moves[k] = game.options(k)
                watch()
            heap_options = _search_options(moves)
            alive = set(heap_options)
            outcomes = MisereOutcomes(n, heap_options)
            outcomes.tick = watch
            learner = QuotientLearner(outcomes, max_order=max_order)
            hyp = learnt = learner.learn()  # learnt: the quotient the learner's table stands for
            extender = QuotientExtender(outcomes, max_order, learner.max_signatures) if EXTEND else None
            for h in range(1, n + 1):
                clock.check()
                if h in alive:
                    watch.step(h - 1, _extending(h, len(hyp.delta), extender))
                    new = extender.extend(hyp, h) if extender is not None else None
                    if new is None:
                        if extender is not None:  # the extension failed: infinite?
                            watch.step(h - 1, f"size {h}: the extension failed; proving the "
                                       "quotient infinite")
                            _infinite_at(game, h, hyp, orders, moves, heap_options, watch)
                        watch.step(h - 1, lambda h=h: (
                            f"size {h}: the extension failed; learning the quotient from outcomes "
                            f"of sums ({len(learner.S)} states, {len(learner.E)} tests so far; "
                            "this can take hours)"))
                        if learnt is not hyp:
                            learner.seed(hyp)
                        learner.add_letter(h)
                        new = learnt = learner.learn()
                    elif len(new.delta) > max_order:
                        raise learner._too_large()
                    else:
                        outcomes.set_base(new)
                    hyp = new
                orders.append(len(hyp.delta))
                done = (h, hyp)
            watch.step(n, "")
    except OutOfTime:
        bound, last = done
        if bound < n:  # (else the limit passed just as the last bound was done)
            partial = _quotient(game, bound, last, orders, moves) if last is not None else None
            raise TimeLimitError(
                f"the misère quotient of {game.code} was stopped at heap {bound + 1} by its "
                f"time limit of {clock.seconds:g} s" + (f"; it is proved for heaps up to {bound} "
                f"(order {partial.order})" if partial else ""), partial) from None
    except ResourceLimitError as e:  # where the work stopped, and why
        if h == 0:
            raise
        bound, last = done
        raise ResourceLimitError(
            f"the misère quotient of {game.code} stopped at heap {h}"
            + (f" (it is proved for heaps up to {bound}, order {len(last.delta)})"
               if bound and last is not None else "") + f": {e}") from None
    return _quotient(game, n, done[1], orders, moves)


class _Watch:
    """The progress hook of one quotient computation (:attr:`MisereOutcomes.tick`): at most
    every TICK_SECONDS it looks at the time limit and redraws the bar of the heap sizes done,
    whose note says what the heap size at work is waiting for."""

    def __init__(self, bar, clock):
        self.bar, self.clock = bar, clock
        self.done = 0
        self.next = 0.0
        self.note: Callable[[], str] = str

    def __call__(self) -> None:
        now = time.perf_counter()
        if now >= self.next:
            self.next = now + TICK_SECONDS
            self.clock.check()
            self.bar.note(self.note())
            self.bar.update(self.done)

    def step(self, done: int, note: str | Callable[[], str]) -> None:
        """`done` heap sizes finished, and the work on the next one is `note` (a text, or a
        function that gives it, asked again at each redraw)."""
        self.done = done
        self.note = note if callable(note) else (lambda: note)
        self.bar.note(self.note())
        self.bar.update(done)


def _extending(h: int, order: int, extender: QuotientExtender | None) -> Callable[[], str]:
    """The note of the bar while heap size h extends the quotient of the smaller heaps."""
    if extender is None:
        return lambda: f"size {h}: learning the quotient (order {order} below)"
    trials, proofs = extender.recalibrations, extender.proofs
    return lambda: (f"size {h}: extending the quotient of order {order} "
                    f"({extender.recalibrations - trials} trials, {extender.proofs - proofs} "
                    "proofs)")


def _check_options_memory(game: TakeAndBreak | HeapRuleset, n: int) -> None:
    """Raise ResourceLimitError when the option lists of every heap up to `n` cannot fit in
    memory: up to n/2 splits a heap for games that leave two heaps, n^2/6 for three, and at
    least one entry a heap for every game (OPTION_BYTES each). Exact int arithmetic: `n` may
    have any size, and no float of it is formed."""
    heaps, t = game.max_heaps, game.t
    if heaps is None or t is None or heaps > 3:
        per_heap = 0  # no estimate of the splits: the one entry every heap has
    else:
        per_heap = n // 2 if heaps < 3 else n * n // 6
    need = n * (per_heap + 1) * OPTION_BYTES
    check_memory(need, f"the options of every heap up to {shorten(n, 20)}")  # exact for any int


def _search_options(moves: dict) -> dict[int, tuple[tuple[int, ...], ...]]:
    """For each heap with a move, the positions its moves leave, as the searches see them:
    heaps with no move are the zero game and are left out."""
    alive = {h for h, m in moves.items() if m}
    return {h: tuple(sorted({tuple(x for x in leave if x in alive) for _, leave in moves[h]}))
            for h in sorted(alive)}


def _infinite_at(game: TakeAndBreak, h: int, hyp: Hypothesis, orders: list[int], moves: dict,
                 heap_options: dict, tick: Callable[[], None]) -> None:
    """Raise InfiniteQuotientError when heap h is proved to make the quotient infinite
    (:func:`grundy.misere._infinite.prove_infinite`; `hyp` is the proved quotient below h;
    `tick`: the progress hook)."""
    from ._infinite import prove_infinite

    proof = prove_infinite(hyp, h, heap_options, tick=tick)
    if proof is None:
        return
    partial = _quotient(game, h - 1, hyp, orders, moves)
    raise InfiniteQuotientError(
        f"the misère quotient of {game.code} is infinite from heap {h} on (proved): "
        f"{proof.witness()}, so the powers of heap {h} are pairwise distinguishable", h,
        partial, proof)


def _quotient(game: TakeAndBreak, bound: int, hyp: Hypothesis, orders: list[int],
              moves: dict) -> MisereQuotient:
    """The MisereQuotient of the proved automaton `hyp` of the heaps up to `bound`."""
    # Options as the heaps left, including heaps with no move (they are part of the move).
    full_options = {h: tuple(sorted({leave for _, leave in moves[h]}))
                    for h in range(1, bound + 1) if moves[h]}
    proved = getattr(game, "theorem", None) is not None  # the periodicity theorem holds
    return MisereQuotient(game.code, bound, hyp, orders[:bound], full_options,
                          game.t if proved else None, game.max_heaps if proved else None)


def _hypothesis_below(code: str, n: int) -> Hypothesis:
    """The proved automaton of the quotient of `code` for the heaps below n (for tests and
    tools that build on it)."""
    return misere_quotient(code, n - 1, progress=False)._hyp
