"""Take-and-break games: a heap game written in CGSuite's code language, solved by compiled
kernels (see :mod:`grundy.heaps.tbcode` for the language).

:class:`TakeAndBreak` is the engine for every code; :class:`~grundy.heaps.OctalGame` is its
octal and hexadecimal face. Values come from one of three compiled kernels, chosen by the code:

- codes that leave at most two heaps and take a bounded number of tokens (every octal code,
  Grundy's game ``4!.0``, ``0.4!``, ``4=.0`` ...): the rare/common split of the values (the
  "sparse space" of Winning Ways; Gangolli–Plambeck; Flammenkamp's tables), with the
  constraint on the two heaps (``!``, ``?``: different; ``=``: equal) kept in its scans.
  O(t * R) per heap for R rare heaps below it, plus the searches for rare values below the mex;
- codes that take a bounded number of tokens and leave three heaps, with any constraints
  (``0.F``, ``0.8``, ``C.0``, ``0.3F!``, ``8?.0``): the values of the splits in two as a bit
  set per number of tokens, and for each value below the mex a search for a three-heap
  witness, one part at a time, from the part that gave the last witness (the constraints
  checked exactly: a ``!`` split's pair may not hold the third part). O(x) probes for the mex
  of heap x plus a few per value below it (about O(n^2) when witnesses come quickly, more
  when the values grow with the heap: 10^4 values of 0.3F! in 1.3 s, 4*10^4 in 100 s), and
  O(n * V / 8) bytes of bit sets for values below V;
- every other code (``0.*``, ``{2+}=.0``, ``0.{2,3?+}``, ``80.0``, repeating tails such as
  ``0.3003330[3]``): the definition, with the value sets of splits into many heaps kept as bit
  sets, per number of heaps and tokens, built as a knapsack over the heaps (a heap is added as
  a part once its value is known). O(n * S * W / 64) per heap for S heap-count states and
  values below W, none when the code leaves at most one heap; a repeating tail costs
  O(P * W / 64) per heap (P its length) through running unions per residue.

Periods are proved by the Guy–Smith theorem, generalized: if g(n + p) = g(n) for
n0 <= n < j*n0 + (j-1)*p + t (t the most tokens a move takes, j the most heaps it leaves,
n0 >= 1), then for every n >= n0. The proof maps an option of n + p to one of n by taking p
from a heap of at least n0 + p (and back by adding p to a heap of at least n0), so it needs
every move to leave any j heaps that add up: it covers every code *without constraints,
repeating tails or unbounded heap counts*, additive digits included (they leave at least
a + 2 heaps when they add a tokens, so the largest heap stays below the one it came from).
Codes with constraints (``!``, ``?``, ``=``: shifting one heap by p may make two heaps equal or
unequal), repeating tails (no t) or ``+`` / ``*`` (no j) have no such theorem here, and no
period is claimed for them: Grundy's game, whose periodicity is a famous open question, gets
none.

Sizes are checked against the memory before anything is allocated (ResourceLimitError), long
computations say so on standard error, and Ctrl-C stops the kernels within milliseconds.
"""

from __future__ import annotations

import math
import os
import sys
import time
import warnings
from dataclasses import dataclass, replace
from itertools import combinations_with_replacement
from typing import Callable, Iterable, Iterator, TypeVar, overload

import numpy as np

from .._limits import announce, check_memory, shorten
from .._progress import Progress, Remaining, duration
from ..core.outcome import Outcome
from ..errors import InvalidGameError
from . import _kernels, _tb_kernels
from ._input import as_heaps, as_int, sum_targets
from ._describe import (
    SPLIT_EQUAL, SPLIT_UNEQUAL, WIDER, Plan, PlainState, narrowest, sparse_digits, triple_digits,
)
from ._period import Periodicity, certify, observe_arithmetic
from .rules import HeapMove, HeapRules
from ._state import NOT_A_STATE, read_state, save_state
from .tbcode import parse_code

__all__ = [
    "TakeAndBreak",
    "HeapMove",
    "takebreak_values",
    "save_state",
    "load_state",
]

#: The most values the automatic certificate search computes (``certificate()``).
DEFAULT_LIMIT = 1 << 22
#: The most kernel steps the automatic certificate search spends on new values (a step is
#: 0.3 to 2 nanoseconds: one to three seconds in all). Games whose values keep growing (most
#: codes that split a heap without removing tokens, d0 = 8 or C) cost O(n^3) and stop here.
DEFAULT_WORK = 15 * 10**8
#: Kernel steps per call of a kernel (a few tenths of a second): the progress bar, the
#: checkpoints and the periodicity checks happen between calls.
CHUNK_STEPS = 2 * 10**8
#: Peak bytes per heap of :meth:`TakeAndBreak.values` with the rare/common kernel: the int32
#: values (4), the period search's Z-array (4, or 8 for games that never split), and the rare
#: heaps (16 bytes each, in arrays grown on demand: from almost nothing for 0.6 to 0.4 of the
#: heaps for 0.76). Measured: 10.5 for 0.6 at 10^7, 21 for 0.76 at 2*10^5; rounded up. Games
#: that leave three heaps add their pair sets, one bit per heap and possible value (see
#: ``_triple_room``); the general kernel its bit sets.
BYTES_PER_HEAP = 28
#: Heaps below this get their value by computing the sequence up to them, without a search
#: for a period first.
DIRECT_LIMIT = 1 << 14
#: The largest heap whose moves :meth:`TakeAndBreak.winning_moves` lists one by one.
MAX_ENUMERATED_HEAP = 10**7
#: The most options :meth:`TakeAndBreak.winning_moves` looks at (codes whose heaps may split
#: into any number of heaps have exponentially many).
MAX_OPTIONS = 10**7
#: :meth:`TakeAndBreak.winning_moves` shows a progress bar (when asked) for this many options
#: or more, redrawn after each this many (about a tenth of a second of work).
OPTIONS_SHOWN = 1 << 15


@dataclass
class OctalStats:
    """What the last computation did: values computed, the rare/common mask in use, the number
    of rare heaps, the heaps whose mex needed a search of every split without a witness,
    where a proved period took over (None if it did not), and the kernel steps it spent (a
    step: 0.3 to 2 nanoseconds)."""

    computed: int = 0
    mask: int = 0
    rare: int = 0
    full_scans: int = 0
    extended_from: int | None = None
    steps: int = 0


class _SetsCost:
    """The steps the general kernel ("sets") still needs for heaps `start` .. n - 1. Heap x
    costs about W (alpha + beta (cap - x)) steps for sets W words wide: its options (alpha)
    and its pushing into the rows of every larger number of tokens up to cap (beta), so the
    cost per heap falls as x nears cap, and doubles when the sets widen. alpha and beta are
    fitted (least squares) on the kernel's own step counts of its last calls; the sets are
    taken to widen as the largest value grows (as a power of the heap, from its growth since
    half the heaps)."""

    def __init__(self, cap: int):
        self.cap = cap
        self.calls: list[tuple[float, float, float]] = []  # (heaps, sum of cap - x, steps / W)

    def add(self, lo: int, hi: int, words: int, steps: int) -> None:
        if hi > lo:
            below = (self.cap - lo) * (self.cap - lo + 1) - (self.cap - hi) * (self.cap - hi + 1)
            self.calls.append((hi - lo, below / 2, steps / words))
            del self.calls[:-32]

    def steps_left(self, values: np.ndarray, start: int, n: int, words: int) -> float | None:
        """The steps for heaps start .. n - 1, or None before a call computed a heap."""
        if not self.calls:
            return None
        a = np.array(self.calls, dtype=float)
        (alpha, beta), *_ = np.linalg.lstsq(a[:, :2], a[:, 2], rcond=None)
        if alpha < 0 or beta < 0:  # a fit that does not hold: all of it per heap and token
            alpha, beta = 0.0, float(a[:, 2].sum() / max(a[:, 1].sum(), 1.0))
        top, half = int(values.max()), int(values[: start // 2 + 1].max())
        growth = min(max(math.log(top / half, 2), 0.0), 1.0) if half >= 1 and top >= 1 else 0.0
        x = np.arange(start, n, dtype=float)
        wide = words * np.maximum(1.0, (x / max(start, 1)) ** growth)
        return float((wide * (alpha + beta * (self.cap - x))).sum())


def _rare_heaps(values: np.ndarray, mask: int, block: int = 1 << 20) -> np.ndarray:
    """The heaps a >= 1 whose value has popcount(g(a) & mask) even (`values` starts at g(1)),
    in blocks of `block` values (the temporaries stay small for long sequences)."""
    out = []
    for lo in range(0, len(values), block):
        v = values[lo:lo + block] & np.int32(mask & 0x7FFFFFFF)
        v ^= v >> 16
        v ^= v >> 8
        v ^= v >> 4
        out.append(np.flatnonzero(((0x6996 >> (v & 15)) & 1) == 0) + (lo + 1))
    return np.concatenate(out) if out else np.zeros(0, np.int64)


def _best_mask(values: np.ndarray) -> tuple[int, int]:
    """The mask m >= 1 that leaves the fewest rare values (popcount(v & m) even), and that count.

    sum_v h[v] * (-1)^popcount(v & m) is the Walsh–Hadamard transform of the histogram h, so
    the rare counts of every mask come from one O(V log V) transform.
    """
    if len(values) == 0:
        return 1, 0
    top = int(values.max())
    size = 1
    while size <= top:
        size *= 2
    if size > 1 << 20:
        return 0, len(values)
    w = np.bincount(values, minlength=size).astype(np.int64)
    h = 1
    while h < size:
        w = w.reshape(-1, 2, h)
        w = np.stack([w[:, 0] + w[:, 1], w[:, 0] - w[:, 1]], axis=1).reshape(-1)
        h *= 2
    if size == 1:
        return 1, len(values)  # every value is 0: all rare whatever the mask
    rare = (len(values) + w[1:]) // 2
    m = int(np.argmin(rare)) + 1
    return m, int(rare[m - 1])


def _fill_periodic(buf: np.ndarray, start: int, p: int, chunk: int = 1 << 22) -> None:
    """Fill ``buf[start:]`` with the period ``buf[start - p:start]`` repeated, in place: each copy
    takes a block already filled a multiple of p back, at most `chunk` values at a time, so no
    temporary array is made and Ctrl-C is taken between copies. O(len(buf) - start).

    >>> b = np.array([7, 1, 2, 3, 0, 0, 0, 0, 0, 0])
    >>> _fill_periodic(b, 4, 3, chunk=2); b.tolist()
    [7, 1, 2, 3, 1, 2, 3, 1, 2, 3]
    """
    n = len(buf)
    pos = start
    while pos < n:
        back = (pos - (start - p)) // p * p  # a multiple of p: buf[pos - back:pos] is filled
        k = min(back, n - pos, chunk)
        buf[pos:pos + k] = buf[pos - back:pos - back + k]
        pos += k


class TakeAndBreak:
    """A take-and-break game given by its code (CGSuite's language).

    Parameters
    ----------
    code : str
        The game's code: ``"0.77"`` (Kayles), ``"4!.0"`` (Grundy's game), ``"0.4!"``,
        ``"0.{2,3?+}"``, ``"0.3003330[3]"`` ... (see :mod:`grundy.heaps.tbcode`).
    compact : bool
        Keep the values in the narrowest unsigned type that holds them: one byte a value
        while they stay below 256, two below 65536 (int32 beyond), for very long sequences
        (2^28 values of Grundy's game in 512 MiB). Only for codes of the rare/common kernel;
        :meth:`values` then returns arrays of that type.

    Attributes
    ----------
    code : str
        The code in CGSuite's normal form.
    tbcode : TBCode
        The parsed code.
    t : int or None
        The most tokens one move takes (None: a repeating tail, any number).
    max_heaps : int or None
        The most heaps a move may leave (None: no bound).
    kernel : str
        The compiled kernel that computes the values: ``"sparse"`` (the rare/common split,
        at most two heaps), ``"triples"`` (at most three heaps) or ``"sets"`` (every other
        code). The module notes give their costs.
    compact : bool
        Whether the values are kept compact (see the parameter).
    stats : OctalStats
        About the last computation.

    Raises
    ------
    InvalidGameError
        For a malformed code (naming the character and its place), or one whose plays need
        not end.

    Notes
    -----
    A heap of 0 tokens is no heap: it has no move. Values: see the module notes for each
    kernel's cost. Memory: at most about 28 bytes per value with the rare/common kernel;
    O(n * V / 8) bytes for the pair sets of three-heap codes; O(n * S * V / 8) bytes for the
    general kernel's bit sets.

    Examples
    --------
    >>> grundys_game = TakeAndBreak("4!.0")
    >>> grundys_game.values(20).tolist()
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]
    >>> grundys_game.options(7)
    [(0, (1, 6)), (0, (2, 5)), (0, (3, 4))]
    >>> grundys_game.winning_moves([7, 5])
    [HeapMove(heap=0, take=0, leave=(2, 5)), HeapMove(heap=1, take=0, leave=(1, 4))]
    >>> print(grundys_game.certificate().reason)
    no periodicity theorem covers constraints (!, ?, =)
    >>> TakeAndBreak("0.3003330[3]").values(12).tolist()  # take any number but 2, 3 and 7
    [0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5]
    """

    #: The type of the moves returned.
    _move: type[HeapMove] = HeapMove

    def __init__(self, code: str, *, compact: bool = False):
        self.tbcode = parse_code(code)
        self.code = str(self.tbcode)
        self.t = self.tbcode.max_take
        self.max_heaps = self.tbcode.max_heaps
        self._sparse = sparse_digits(self.tbcode)
        self._triple = triple_digits(self.tbcode) if self._sparse is None else None
        self.kernel = ("sparse" if self._sparse is not None
                       else "triples" if self._triple is not None else "sets")
        self._plan = Plan(self.tbcode) if self.kernel == "sets" else None
        self._plain: PlainState | None = None
        self.compact = bool(compact) and self.kernel == "sparse"
        self._values = np.zeros(1, np.uint8 if self.compact else np.int32)  # g(0) = 0
        self._cert: Periodicity | None = None
        self._mask = 1
        self._rows: tuple[np.ndarray, np.ndarray, int] | None = None  # the three-heap kernel's
        self._rows_done = 0
        self.stats = OctalStats()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r})"

    def _repr_svg_(self) -> str | None:
        """The values as a picture (notebooks): g(n) against n, the proved preperiod dashed
        and the period's repeats shaded, a caption saying which heaps are shown and how.

        All the values computed so far are shown, one dot each up to 572 of them, thinned
        beyond that to one pixel column per run of heaps showing every value of the run (see
        :mod:`grundy.heaps._draw`): 640 x 290 pixels and under 700 KB whatever their number.
        A game that knows no value yet shows its first 300, computed for the picture on a
        copy (a millisecond or so; this game is left as it was), with the period if those
        values prove one.
        """
        from ._draw import game_svg

        def first(n: int) -> tuple:
            twin = type(self)(self.code)
            values = twin.values(n)
            return values, twin.certificate(n), None

        return game_svg(self._values, self.code, self._cert, first)

    @property
    def theorem(self) -> str | None:
        """The theorem that proves this code's periods, or None when none applies (see the
        module notes): ``"Guy-Smith"`` for codes without constraints, repeating tails or
        unbounded heap counts."""
        tb = self.tbcode
        if tb.unconstrained and tb.max_heaps is not None and not tb.period:
            return "Guy-Smith"
        return None

    def _no_theorem(self) -> str:
        tb = self.tbcode
        if not tb.unconstrained:
            return "no periodicity theorem covers constraints (!, ?, =)"
        if tb.period:
            return "no periodicity theorem covers repeating tails"
        return "no periodicity theorem covers unbounded heap counts (+, *)"

    # ----------------------------------------------------------------------------------------
    # The sequence.

    @property
    def computed(self) -> int:
        """How many values are known (g(0) .. g(computed - 1))."""
        return len(self._values)

    def _plain_values(self, n: int) -> np.ndarray:
        """g(0..n-1) by the definition, from scratch (the general kernel for any code; the
        octal kernel for octal and hexadecimal codes)."""
        if self.tbcode.is_hexadecimal:
            digits = np.array([d.mask for d in self.tbcode.digits], dtype=np.int64)
            return _kernels.octal_plain(digits, n)
        return self._sets_game().values(n, periodic=False)

    def _sets_game(self) -> TakeAndBreak:
        """A fresh game of this code whose values come from the general kernel (which holds
        the definition for every code), whatever kernel the code would get."""
        game = TakeAndBreak(self.code)
        game._sparse = game._triple = None
        game.kernel, game._plan = "sets", Plan(game.tbcode)
        return game

    def set_values(self, values: np.ndarray, *, check: int = 300) -> None:
        """Adopt known values g(0), g(1), ... (from a saved state), checking the first `check`
        against the definition.

        Raises
        ------
        InvalidGameError
            If the values are not a non-negative integer sequence starting with the right ones.
        """
        v = np.asarray(values)
        if v.ndim != 1 or len(v) == 0 or v.dtype.kind not in "iu":
            raise InvalidGameError("saved values must be a non-empty 1-D integer array")
        if v.min() < 0 or v.max() >= 2**31:
            raise InvalidGameError("saved values must lie in 0 .. 2**31 - 1")
        m = min(len(v), check)
        want = self._plain_values(m)
        bad = np.flatnonzero(want != v[:m])
        if len(bad):
            i = int(bad[0])
            raise InvalidGameError(f"saved values are not those of {self.code}: g({i}) is {v[i]}, not {want[i]}")
        self._values = v.astype(narrowest(int(v.max())) if self.compact else np.int32, copy=False)
        self._cert = None
        self._rows, self._rows_done = None, 0
        self._plain = None

    def _check_size(self, n: int, what: str | None = None) -> None:
        """Refuse (ResourceLimitError) n values that cannot fit in memory, before allocating;
        the message names `what` asks for them (by default "n = ... values of CODE")."""
        per_heap = BYTES_PER_HEAP + (1 if self.kernel == "triples" else 0)
        if self.compact:
            per_heap = 2 + (BYTES_PER_HEAP - 4) * (self.theorem is not None)
        if self._plan is not None:
            per_heap = 12 + self._plan.nrows * 8
        check_memory(n * per_heap, what or f"n = {shorten(n, 20)} values of {self.code}")

    def values(
        self,
        n: int,
        *,
        method: str = "fast",
        periodic: bool = True,
        progress: bool = False,
        checkpoint: Callable[[np.ndarray], None] | None = None,
    ) -> np.ndarray:
        """g(0), ..., g(n - 1) as an int32 array (computed values are kept for later calls).

        Parameters
        ----------
        n : int
            How many values.
        method : {"fast", "plain"}
            ``"fast"``: the fastest kernel for the code (see :attr:`kernel`; ``"sparse"``, the
            old name, is still read, with a DeprecationWarning). ``"plain"``: the definition
            (every option of every heap: O(n^2) with two-heap splits, O(n^3) with three, the
            general kernel's value sets for other codes), recomputed from scratch; the oracle
            for the tests.
        periodic : bool
            Once the Guy–Smith theorem proves a period, fill the rest of the sequence from it
            instead of computing it.
        progress : bool
            Show a progress bar on standard error (only when it is a terminal).
        checkpoint : callable, optional
            Called with the values computed so far after each chunk of work (for saving a
            state that :meth:`set_values` can resume from).

        Returns
        -------
        numpy.ndarray of int32

        Raises
        ------
        InvalidGameError
            If n is negative or not an integer.
        ResourceLimitError
            If the values (and their pair or value sets) would not fit in the available
            memory; checked before anything is allocated.

        Notes
        -----
        Work that will clearly take long (more than about ten seconds at the speed of its
        first seconds) is announced on standard error.
        """
        n = as_int(n, "n")
        if method == "plain":
            check_memory(n * 8, f"n = {shorten(n, 20)} values of {self.code}")
            return self._plain_values(n)
        if method == "sparse":
            warnings.warn("values(method='sparse') is deprecated: its name is method='fast' "
                          "(the fastest kernel for the code, which need not be the sparse one)",
                          DeprecationWarning, stacklevel=2)
        elif method != "fast":
            raise InvalidGameError(f"method must be 'fast' or 'plain', not {method!r}")
        if n > len(self._values):
            self._check_size(n)
            self._extend(n, periodic, progress, checkpoint, None)
        return self._values[:n]

    def _check(self) -> None:
        """Assert the invariants of the state (for the stress tests, after each action): the
        values start with g(0) = 0 and agree with the definition on their first heaps, in the
        type the game keeps; a kept period holds on every value known; the kernel's sets hold
        only heaps whose values they are wide enough for, and no heap not yet computed."""
        v = self._values
        assert v.ndim == 1 and len(v) >= 1 and v[0] == 0, "values start with g(0) = 0"
        assert v.dtype == np.int32 or (self.compact and v.dtype.kind == "u"), v.dtype
        assert int(v.min()) >= 0 and self.computed == len(v)
        head = min(len(v), 24)
        assert np.array_equal(v[:head], self._plain_values(head)), "values by the definition"
        assert self.kernel == ("sparse" if self._sparse is not None else
                               "triples" if self._triple is not None else "sets")
        assert (self._plan is not None) == (self.kernel == "sets")
        assert not self.compact or self.kernel == "sparse"
        assert self._mask >= 0
        if self._cert is not None:
            c = self._cert
            assert c.found and not c.saltus and self.theorem is not None
            assert c.preperiod + c.period <= len(v), "a kept period is within the values"
            assert np.array_equal(v[c.preperiod + c.period:], v[c.preperiod:len(v) - c.period])

        def wide_enough(words: int, done: int) -> None:
            assert words >= 1 and words & (words - 1) == 0, "a power of two words"
            assert done <= len(v), "sets hold only heaps computed"
            if done:
                assert int(v[:done].max()) < 64 * words, "sets wider than every value they hold"

        if self._rows is not None:
            rows, zero, words = self._rows
            assert len(rows) == len(zero) * words and self._rows_done <= len(zero)
            wide_enough(words, self._rows_done)
        if self._plain is not None:
            st = self._plain
            assert len(st.rows) == self._plan.nrows * (st.cap + 1) * st.words
            wide_enough(st.words, st.rows_done)

    def _words(self) -> int:
        """The 64-bit words of a bit set of values (a power of two) above every value known."""
        top = int(self._values.max()) if len(self._values) else 0
        words = 1
        while words * 64 <= top:
            words *= 2
        return words

    def _triple_room(self, n: int, wider: bool = False) -> tuple[np.ndarray, np.ndarray, int]:
        """The three-heap kernel's bit sets of pair values, for heaps up to n, `words` words
        wide (64 * words above every value); new ones when too short or too narrow (twice as
        wide with `wider`), holding the sets already made (their values lie below the old
        width, so they only gain zero words); the memory is checked first."""
        have = self._rows
        words = self._words() if have is None else have[2]
        if wider:
            words *= 2
        if have is None or have[2] != words or len(have[1]) < n:
            check_memory(n * (words * 8 + 1),
                         f"n = {shorten(n, 20)} values of {self.code} (pair sets {64 * words} wide)")
            rows, zero = np.zeros(n * words, np.uint64), np.zeros(n, np.uint8)
            if have is not None:
                done = min(self._rows_done, n, len(have[1]))
                rows.reshape(n, words)[:done, :have[2]] = have[0].reshape(-1, have[2])[:done]
                zero[:done] = have[1][:done]
                self._rows_done = done
            else:
                self._rows_done = 0
            self._rows = (rows, zero, words)
        return self._rows

    def _plain_room(self, n: int, wider: bool = False) -> PlainState:
        """The general kernel's arrays, able to hold up to heap n - 1 (and the tokens additive
        digits add): new ones (the kernel refills them) when too small; twice as wide with
        `wider`, holding the sets already made."""
        plan = self._plan
        st = self._plain
        cap = n - 1 + plan.A
        if st is None or st.cap < cap:
            words = self._words() if st is None else st.words
            self._plain = st = PlainState(plan, cap, words, self.code)
        if wider:
            self._plain = st = st.widened(plan, self.code)
        return st

    def _buffer(self, n: int, start: int, dtype, old: np.ndarray | None = None,
                whole: bool = False) -> np.ndarray:
        """An array for the values up to n of the given type, holding the `start` known ones
        (from `old`, else from the values kept). A compact one-byte array grows by doubling
        (values that outgrow a byte soon need no n-byte array); every other type gets all n
        places at once, so a two-byte sequence never needs more than two bytes a value."""
        size = n
        if dtype == np.uint8 and not whole:
            size = min(n, max(2 * start, 1 << 20))
        check_memory(size * np.dtype(dtype).itemsize,
                     f"n = {shorten(n, 20)} values of {self.code}")
        buf = np.zeros(size, dtype)
        buf[:start] = (self._values if old is None else old)[:start]
        return buf

    def _extend(self, n: int, periodic: bool, progress: bool, checkpoint,
                work: int | None) -> int:
        """Compute values up to n (or fewer: until `work` kernel steps are spent); returns the
        steps spent. The kernels run in calls of about CHUNK_STEPS steps, and the periodicity
        and mask checks happen at fixed sizes (64, 97, 146, ...): where a run with a work limit
        stops depends on the work alone, not on the clock."""
        start = len(self._values)
        buf = self._buffer(n, start, self._values.dtype if self.compact else np.int32)
        stats = self.stats = OctalStats(computed=start, mask=self._mask)
        bar = Progress(n, progress, self.code)
        kernel = self.kernel
        rare = np.zeros(0, np.int64)  # grown on demand: most codes have few rare heaps
        nrare = 0
        if kernel == "sparse":
            idx = _rare_heaps(buf[1:start], self._mask)
            if start > 64:
                # The best mask for the values known (after set_values the mask is 1, which
                # may make half of the heaps rare: resumed work would be quadratic).
                mask, count = _best_mask(buf[1:start])
                if mask and count < len(idx):
                    self._mask = stats.mask = mask
                    idx = _rare_heaps(buf[1:start], mask)
            nrare = len(idx)
            rare = np.empty(max(1024, 2 * nrare), np.int64)
            rare[:nrare] = idx
        can_prove = periodic and self.theorem is not None
        window_t = self.t or 0
        next_check = max(64, 4 * window_t)
        while next_check <= start:
            next_check = next_check * 3 // 2 + 1
        spent = 0
        began = last_save = time.perf_counter()
        save_every = 5.0
        announced = False
        first = start
        remaining = Remaining(n - first)
        sets_cost = _SetsCost(self._plain_room(n).cap) if kernel == "sets" else None
        try:
            while start < n:
                if work is not None and spent >= work:
                    break
                if start == len(buf):  # a compact sequence outgrew its first array
                    buf = self._buffer(n, start, buf.dtype, buf)
                stop = min(n, next_check, len(buf))
                budget = CHUNK_STEPS if work is None else min(work - spent, CHUNK_STEPS)
                if kernel == "triples":
                    rows, zero, words = self._triple_room(n)
                    done, self._rows_done, steps, wider = _tb_kernels.tb_triples(
                        self._triple, buf, start, stop, rows, zero, self._rows_done, words, budget)
                    if wider:  # a value reached the width of the pair sets
                        self._triple_room(n, wider=True)
                elif kernel == "sets":
                    st = self._plain_room(n)
                    plan = self._plan
                    done, st.rows_done, st.acc_done, steps, wider = _tb_kernels.tb_plain(
                        plan.kdig, plan.tdig, plan.flags, plan.query, plan.eq, plan.layout, buf,
                        start, stop, st.rows, st.cap, st.words, st.acc, st.rows_done,
                        st.acc_done, budget)
                    sets_cost.add(start, int(done), st.words, int(steps))
                    if wider:
                        self._plain_room(n, wider=True)
                else:
                    done, nrare, scans, steps, overflow = _kernels.octal_sparse(
                        self._sparse, buf, start, stop, self._mask, rare, nrare, budget)
                    stats.full_scans += int(scans)
                    if overflow:  # a value does not fit the compact type: a wider one
                        buf = self._buffer(n, int(done), WIDER[buf.dtype.type], buf)
                    if nrare == len(rare):  # the kernel stopped for room
                        rare = np.resize(rare, min(2 * len(rare), n))
                spent += int(steps)
                now = time.perf_counter()
                start = int(done)
                self._values = buf[:start]
                if start >= next_check:
                    next_check = next_check * 3 // 2 + 1
                    if can_prove and start < n:
                        cert = certify(buf[:start], self.max_heaps, window_t, 1)
                        if cert.found:
                            p = cert.period
                            if len(buf) < n:
                                buf = self._buffer(n, start, buf.dtype, buf, whole=True)
                            _fill_periodic(buf, start, p)
                            stats.extended_from = start
                            self._cert = cert
                            start = n
                            self._values = buf
                    if kernel == "sparse" and start < n:
                        mask, count = _best_mask(buf[1:start])
                        if mask and count < nrare:
                            self._mask = mask
                            idx = _rare_heaps(buf[1:start], mask)
                            nrare = len(idx)
                            if len(rare) < 2 * nrare:
                                rare = np.empty(min(max(1024, 2 * nrare), n), np.int64)
                            rare[:nrare] = idx
                remaining.add(start - first, now - began)
                if start >= n:
                    left: float | None = 0.0
                elif sets_cost is not None:
                    steps_left = sets_cost.steps_left(buf[:start], start, n, self._plain.words)
                    left = None if steps_left is None else steps_left * (now - began) / max(spent, 1)
                else:
                    left = remaining.left()
                if work is None and not announced and left is not None and now - began > 3:
                    announced = True
                    if left > 10:
                        if bar.enabled:
                            sys.stderr.write("\n")
                        announce(f"{self.code}: {shorten(n, 20)} values will take about "
                                 f"{duration(left)} more (Ctrl-C stops)")
                bar.update(start, left)
                if checkpoint is not None and (now - last_save > save_every or start == n):
                    checkpoint(self._values)
                    last_save = time.perf_counter()
                    # Saving costs at most a tenth of the time (large states take seconds).
                    save_every = max(5.0, 10 * (last_save - now))
        finally:
            bar.close()
            stats.computed = len(self._values)
            stats.mask, stats.rare, stats.steps = self._mask, nrare, spent
        return spent

    # ----------------------------------------------------------------------------------------
    # Periodicity and single values.

    def certificate(self, upto: int | None = None, *, limit: int = DEFAULT_LIMIT,
                    work: int | None = DEFAULT_WORK, progress: bool = False) -> Periodicity:
        """The least preperiod and period proved by the Guy–Smith theorem.

        The theorem: if g(n + p) = g(n) for n0 <= n < j*n0 + (j-1)*p + t with n0 >= 1 (t the
        most tokens a move removes, j the most heaps it leaves), then g(n + p) = g(n) for all
        n >= n0; j*n0 + j*p + t values are needed. n0 = 0 is not allowed: 0.04 begins 0, 0, 0,
        0, 1 and would "prove" period 1; neither is "two periods repeat". A proved period that
        also holds at n = 0 is reported with preperiod 0.

        The proof holds for every code without constraints, repeating tails or unbounded heap
        counts (see the module notes), d0 = 4, 8 or C and additive digits included (t is then
        the index of the last non-zero digit, 0 for ``4.0``). For other codes nothing is
        proved: the result says why, in ``reason``. A period, once proved, is kept: it answers
        :meth:`value` for any heap.

        Arithmetic periodicity, g(n + p) = g(n) + s with a saltus s > 0 (CGSuite's term), never
        happens in a finite octal game (Austin 1976; Horrocks and Nowakowski, "Regularity in
        the G-sequences of octal games with a pass", INTEGERS 3 (2003) #G1), but it is common
        in games that leave three heaps or more (``0.8`` has g(n + 3) = g(n) + 1 from n = 1
        on) and in games with repeating tails (Nim, ``0.[3]``: g(n + 1) = g(n) + 1). For
        those, when no ordinary period is proved, the least such p, its preperiod and s seen
        in the values computed are reported with ``proved`` False (``saltus``, and
        "observed ... not proved" in the text): no test theorem for them is implemented, so
        they answer nothing beyond the values computed.

        Parameters
        ----------
        upto : int, optional
            Examine exactly this many values (computing them as needed, without a work limit).
            By default examine every value known, then compute more: 1024 (or 8 * t) values,
            then 4 times as many each time, until a period is proved or `limit` values or
            `work` steps are reached.
        limit : int
            The most values the default search computes.
        work : int or None
            The most kernel steps (0.3 to 2 nanoseconds each) the default search spends on new
            values; None for no limit. Games whose values keep growing cost O(n^3) (three-heap
            splits) and stop here, with ``reason`` saying so.
        progress : bool
            Show a progress bar (on a terminal) while values are computed.

        Returns
        -------
        Periodicity

        Raises
        ------
        ResourceLimitError
            If the values to examine would not fit in memory.

        Notes
        -----
        O(n) to certify n values (the Z-function of the reversed sequence gives the last
        mismatch of every candidate period), plus the cost of the values (see the class).
        For a code no theorem covers, O(1) without `upto` (nothing is computed).
        """
        heaps, t = self.max_heaps or 1, self.t or 0
        if self.theorem is None:
            if upto is not None:
                values = self.values(as_int(upto, "upto"), progress=progress)
            else:
                values = self._values
            cert = Periodicity(None, None, len(values), 0, self._no_theorem())
            return self._observed(cert, values)
        if upto is not None:
            values = self.values(as_int(upto, "upto"), progress=progress)
            cert = certify(values, heaps, t, 1)
            if cert.found and self._cert is None:
                self._cert = cert
            return self._observed(cert, values)
        if self._cert is not None:
            return self._cert
        limit = as_int(limit, "limit", 1)
        if work is not None:
            work = as_int(work, "work")
        cert = certify(self._values, heaps, t, 1)
        if cert.found:
            self._cert = cert
            return cert
        n = max(1024, 8 * t)
        spent = 0
        stopped = False
        while True:
            n = min(n, limit)
            if n > self.computed:
                if work is not None and spent >= work:
                    stopped = True
                    break
                self._check_size(n)
                spent += self._extend(n, True, progress, None,
                                      None if work is None else work - spent)
                if self._cert is not None:
                    return self._cert
                stopped = self.computed < n
                cert = certify(self._values, heaps, t, 1)
                if cert.found:
                    self._cert = cert
                    return cert
            if stopped or n >= limit:
                break
            n *= 4
        if stopped:
            cert = replace(cert, reason="the search stopped at its work limit")
        return self._observed(cert, self._values)

    def _observed(self, cert: Periodicity, values: np.ndarray) -> Periodicity:
        """`cert`, when it proves nothing, with the arithmetic periodicity (saltus > 0) seen in
        the values computed, marked unproved; only for games that may leave three heaps or
        more or have a repeating tail: a finite octal game is never arithmetic periodic
        (Austin 1976, in Horrocks–Nowakowski, INTEGERS 3 (2003) #G1), so growing values of one
        are no pattern to report."""
        tb = self.tbcode
        if cert.found or (self.max_heaps is not None and self.max_heaps < 3 and not tb.period):
            return cert
        seen = observe_arithmetic(values, self.max_heaps or 3, self.t or 0, 1)
        if seen is None:
            return cert
        n0, p, s = seen
        return replace(cert, preperiod=n0, period=p, saltus=s, proved=False)

    def value(self, n: int, *, progress: bool = False) -> int:
        """g(n) for any n: from the values computed, else through a proved period, else by
        computing the values up to n, as far as the memory allows.

        Parameters
        ----------
        n : int
            The heap.
        progress : bool
            Show a progress bar on standard error (only when it is a terminal) while values
            are computed.

        Returns
        -------
        int

        Raises
        ------
        InvalidGameError
            If n is negative or not an integer.
        ResourceLimitError
            If no period is proved and the values up to n would not fit in memory (checked
            before anything is allocated).

        Notes
        -----
        O(1) for a heap below the values computed or beyond a proved period. Otherwise, for a
        heap of at least 2**14 of a code that a periodicity theorem covers, the period is
        searched for first (:meth:`certificate`, a few seconds at most); when none is proved,
        the values up to n are computed (see :meth:`values` for their cost; long work says
        so on standard error, and Ctrl-C stops it, keeping what was computed).

        Examples
        --------
        >>> TakeAndBreak("0.77").value(10**40)  # Kayles: through its period
        1
        >>> TakeAndBreak("4!.0").value(20000)  # Grundy's game: no period is known
        113
        """
        n = as_int(n, "heap")
        if n < len(self._values):
            return int(self._values[n])
        if self._cert is not None:
            return int(self._values[self._cert.index(n)])
        why = self._no_theorem() if self.theorem is None else "no period proved yet"
        if n >= DIRECT_LIMIT and self.theorem is not None:
            cert = self.certificate(progress=progress)
            if cert.found:
                return int(self._values[cert.index(n)])
            if n < len(self._values):  # the search computed past n
                return int(self._values[n])
            why = f"no period proved within {cert.checked} values"
        self._check_size(n + 1, f"the values of {self.code} up to a heap of {shorten(n, 20)} "
                                f"({why})")
        return int(self.values(n + 1, progress=progress)[n])

    def outcome(self, n: int) -> Outcome:
        """``Outcome.N`` when the player to move from one heap of n wins."""
        return Outcome.of_value(self.value(n))

    # ----------------------------------------------------------------------------------------
    # Moves.

    def options(self, n: int) -> list[tuple[int, tuple[int, ...]]]:
        """Every move from one heap of n, as ``(take, leave)`` with `leave` in increasing
        order (a negative `take` adds tokens), in CGSuite's order: by tokens taken, then
        number of heaps left, then `leave`.

        Notes
        -----
        O(n) options with two-heap splits, O(n^2) with three, exponentially many for codes
        that may split a heap into any number of heaps.

        Examples
        --------
        >>> TakeAndBreak("0.07").options(5)
        [(2, (3,)), (2, (1, 2))]
        >>> TakeAndBreak("80.0").options(5)
        [(-1, (1, 1, 4)), (-1, (1, 2, 3)), (-1, (2, 2, 2))]
        """
        n = as_int(n, "heap")
        return list(self.tbcode.options(n))

    def remoteness_values(self, n: int, misere: bool = False, suspense: bool = False) -> np.ndarray:
        """The remoteness of one heap of 0, ..., n - 1 tokens (with `suspense`, the suspense
        numbers), in normal or `misere` play, as an int64 array (see :func:`grundy.remoteness`).

        Parameters
        ----------
        n : int
            How many heaps.
        misere, suspense : bool, optional
            Misère play; suspense numbers instead of remoteness.

        Returns
        -------
        numpy.ndarray

        Notes
        -----
        A code whose moves leave at most one heap and add no tokens is compiled, all heaps at
        once: O(n * moves) (a repeating tail: O(n^2)). A code that splits heaps has sums as
        options, and no rule reduces the remoteness of a sum to its heaps: its positions (sums
        of heaps) are searched, which grows exponentially with n; meant for small heaps.

        Examples
        --------
        >>> TakeAndBreak("0.33").remoteness_values(10).tolist()  # take 1 or 2, or all of 1 or 2
        [0, 1, 1, 2, 3, 3, 4, 5, 5, 6]
        >>> TakeAndBreak("0.07").remoteness_values(8).tolist()  # Dawson's Kayles: splits
        [0, 0, 1, 1, 1, 2, 3, 3]
        """
        from ._remoteness import single_heap_table, sums_table

        n = as_int(n, "n")
        tb = self.tbcode
        if tb.max_heaps is not None and tb.max_heaps <= 1 and not tb.additive:
            top = max(n - 1, 0) if tb.period else min(len(tb.digits) - 1, max(n - 1, 0))
            takes = [k for k in range(1, top + 1) if not tb.digit(k).is_zero]
            return single_heap_table(n, takes, [tb.digit(k).constraint(0) is not None for k in takes],
                                     [tb.digit(k).constraint(1) is not None for k in takes],
                                     misere, suspense)
        return sums_table(n, tb.sum_options, misere, suspense)

    def sum_value(self, heaps: Iterable[int]) -> int:
        """The value of a sum of heaps: the XOR of g over them (any sizes, as :meth:`value`).

        Examples
        --------
        >>> TakeAndBreak("4!.0").sum_value([10, 11, 12])
        3
        """
        x = 0
        for h in as_heaps(heaps):
            x ^= self.value(h)
        return x

    def _pairs_to(self, i: int, k: int, r: int, target: int, unequal: bool) -> list[HeapMove]:
        """Moves of heap i splitting r = n - k tokens in two heaps (different ones when
        `unequal`) whose values XOR to `target`, from the computed values."""
        vals = self._values
        top = (r - 1) // 2 if unequal else r // 2
        a = np.arange(1, top + 1)
        hit = a[(vals[a] ^ vals[r - a]) == target]
        return [self._move(i, k, (int(x), r - int(x))) for x in hit]

    def _moves_to(self, i: int, n: int, target: int, bound: int | None) -> list[HeapMove]:
        """Moves of heap i (size n) to options of value `target`. With `bound`, the smaller
        parts of a split only range up to it (enough to meet every value class when the sizes
        above the preperiod repeat with the period)."""
        tb = self.tbcode
        g = self.value
        move = self._move
        if bound is None and self._sparse is not None:
            found: list[HeapMove] = []
            for k, d in enumerate(self._sparse.tolist()):
                if d == 0 or k > n:
                    continue
                r = n - k
                if r == 0:
                    if d & 1 and target == 0:
                        found.append(move(i, k, ()))
                    continue
                if k > 0 and d & 2 and g(r) == target:
                    found.append(move(i, k, (r,)))
                if d & SPLIT_EQUAL and r % 2 == 0 and r >= 2 and target == 0:
                    found.append(move(i, k, (r // 2, r // 2)))
                if d & (4 | SPLIT_UNEQUAL) and r >= 2:
                    found.extend(self._pairs_to(i, k, r, target, bool(d & SPLIT_UNEQUAL)))
            return found
        if bound is None:
            return list(self._iter_moves_to(i, n, target))
        # A heap beyond the computed values, with a proved period (a code without constraints,
        # tails or unbounded counts): every part but the largest need only range up to
        # `bound` = preperiod + period, since a part above it can lose a multiple of the
        # period to the largest part without changing the values.
        found = []
        for k in tb.takes(n):
            d = tb.digit(k)
            r = n - k
            for j in d.counts(min(r, self.max_heaps or 0)):
                if j == 0:
                    if r == 0 and target == 0:
                        found.append(move(i, k, ()))
                    continue
                for small in combinations_with_replacement(range(1, min(bound, r) + 1), j - 1):
                    big = r - sum(small)
                    if j > 1 and big < small[-1]:
                        continue
                    x = g(big)
                    for part in small:
                        x ^= g(part)
                    if x == target:
                        found.append(move(i, k, (*small, big)))
        return found

    def too_many_moves(self, heaps: Iterable[int], limit: int = MAX_OPTIONS) -> int | None:
        """The first heap (0-based) whose moves :meth:`winning_moves` does not list, or None
        when it lists every heap's.

        A heap is not listed when it has more than 10**7 tokens, or, for a code outside the
        rare/common kernel (whose moves are looked at one by one), more than `limit` options
        (counted without listing them: :meth:`TBCode.count_options`).

        Parameters
        ----------
        heaps : iterable of int
            Heap sizes.
        limit : int
            The most options of one heap to look at (at most the default, 10**7).

        Returns
        -------
        int or None

        Notes
        -----
        O(1) per heap for the rare/common kernel, else the cost of
        :meth:`TBCode.count_options` (O(t) for t tokens a move takes, in most codes).

        Examples
        --------
        >>> TakeAndBreak("0.{2,3?+}").too_many_moves([20, 1000])  # 999 tokens in 3+ heaps
        1
        >>> TakeAndBreak("4!.0").too_many_moves([10**6])  # a rare/common code: none
        """
        h = as_heaps(heaps)
        for i, v in enumerate(h):
            if self._unlisted(v, limit) is not None:
                return i
        return None

    def _unlisted(self, n: int, limit: int = MAX_OPTIONS) -> str | None:
        """Why winning_moves does not list the moves of a heap of n, or None when it does."""
        if n > MAX_ENUMERATED_HEAP:
            return f"has {n} tokens; winning_moves lists the moves of heaps up to {MAX_ENUMERATED_HEAP}"
        limit = min(limit, MAX_OPTIONS)
        if self._sparse is None and self.tbcode.count_options(n, limit) > limit:
            return f"of {n} tokens has more than {limit} options in {self.code}"
        return None

    def winning_moves(self, heaps: Iterable[int], *, progress: bool = False) -> list[HeapMove]:
        """Every winning move in a sum of heaps (a move may split a heap).

        Parameters
        ----------
        heaps : iterable of int
            Heap sizes, each at most 10**7 tokens with at most 10**7 options (see
            :meth:`too_many_moves`; :meth:`winning_move` finds one in any heap).
        progress : bool
            Show a progress bar on standard error (only when it is a terminal) while values
            are computed and options looked at.

        Returns
        -------
        list of HeapMove
            The moves that leave a sum of value 0, by heap; empty from a P-position.

        Raises
        ------
        InvalidGameError
            If a heap is negative, larger than 10**7, or has more than 10**7 options (checked
            first, by counting them).
        ResourceLimitError
            If the values up to the largest heap would not fit in memory.

        Notes
        -----
        Needs the values up to the largest heap; then O(h) per heap h with two-heap splits
        (in numpy), and the number of options for other codes (O(h^2) with three heaps), each
        looked at in Python (about 5 microseconds an option).

        Examples
        --------
        >>> TakeAndBreak("0.07").winning_moves([4, 7])
        [HeapMove(heap=0, take=2, leave=(2,)), HeapMove(heap=1, take=2, leave=(1, 4))]
        """
        h = as_heaps(heaps)
        for i, v in enumerate(h):
            why = self._unlisted(v)
            if why is not None:
                raise InvalidGameError(f"heap {i} {why} (winning_move finds one winning move)")
        self.values(max(h, default=0) + 1, progress=progress)
        targets = sum_targets([self.value(v) for v in h])
        if targets is None:
            return []
        moves: list[HeapMove] = []
        if self._sparse is not None:
            for i, (size, target) in enumerate(zip(h, targets)):
                moves.extend(self._moves_to(i, size, target, None))
            return moves
        counts = [self.tbcode.count_options(v, MAX_OPTIONS) for v in h]
        seen = 0
        with Progress(sum(counts), progress and sum(counts) >= OPTIONS_SHOWN,
                      f"{self.code} moves", unit=" options") as bar:
            for i, (size, target) in enumerate(zip(h, targets)):
                for count, (k, leave, x) in enumerate(self._option_values(size), seen + 1):
                    if x == target:
                        moves.append(self._move(i, k, leave))
                    if not count % OPTIONS_SHOWN:
                        bar.update(count)
                seen += counts[i]
                bar.update(seen)
        return moves

    def winning_move(self, heaps: Iterable[int]) -> HeapMove | None:
        """One winning move in a sum of heaps of any sizes, or None from a P-position.

        Heaps beyond the computed values need a proved period: then the smaller parts of a
        split need only range over preperiod + period sizes.

        Raises
        ------
        InvalidGameError
            If a heap is negative, or too large and no period is proved.

        Examples
        --------
        >>> TakeAndBreak("0.77").winning_move([10**30, 7])
        HeapMove(heap=0, take=1, leave=(22, 999999999999999999999999999977))
        """
        h = as_heaps(heaps)
        targets = sum_targets([self.value(v) for v in h])
        if targets is None:
            return None
        for i, (size, target) in enumerate(zip(h, targets)):
            if size < len(self._values):
                for move in self._iter_moves_to(i, size, target):
                    return move
                continue
            cert = self.certificate()
            moves = self._moves_to(i, size, target, cert.preperiod + cert.period)
            if moves:
                return moves[0]
        raise AssertionError("a sum of non-zero value has a winning move")  # pragma: no cover

    def _option_values(self, n: int) -> Iterator[tuple[int, tuple[int, ...], int]]:
        """Each option ``(take, leave)`` of a heap of n with the XOR of its heaps' values
        (computed), in the order of :meth:`options`."""
        g = self._values
        for k, leave in self.tbcode.options(n):
            x = 0
            for part in leave:
                x ^= int(g[part])
            yield k, leave, x

    def _iter_moves_to(self, i: int, n: int, target: int) -> Iterator[HeapMove]:
        """The moves of heap i (size n, its options' values computed) to value `target`, one
        at a time (the first found first)."""
        if self._sparse is not None:
            yield from self._moves_to(i, n, target, None)
            return
        for k, leave, x in self._option_values(n):
            if x == target:
                yield self._move(i, k, leave)


def takebreak_values(code: str, n: int, *, method: str = "fast", periodic: bool = True) -> np.ndarray:
    """g(0), ..., g(n - 1) of the take-and-break game `code`, octal codes included (see
    :meth:`TakeAndBreak.values`).

    Notes
    -----
    As :meth:`TakeAndBreak.values`; the kernel depends on the code.

    Examples
    --------
    >>> takebreak_values("4!.0", 12).tolist()
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]
    >>> takebreak_values("0.07", 12).tolist()  # Dawson's Kayles
    [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]
    """
    if method == "sparse":  # warned here, at the caller's line
        warnings.warn("takebreak_values(method='sparse') is deprecated: its name is "
                      "method='fast'", DeprecationWarning, stacklevel=2)
        method = "fast"
    return TakeAndBreak(code).values(n, method=method, periodic=periodic)


_Game = TypeVar("_Game", bound=HeapRules)


@overload
def load_state(path: str | os.PathLike[str], make: None = None, *,
               compact: bool = False) -> TakeAndBreak: ...


@overload
def load_state(path: str | os.PathLike[str], make: Callable[[str], _Game], *,
               compact: bool = False) -> _Game: ...


def load_state(path: str | os.PathLike[str], make: Callable[[str], HeapRules] | None = None,
               *, compact: bool = False) -> HeapRules:
    """The game saved by :func:`save_state`, with its values (the first ones checked).

    Parameters
    ----------
    path : str or path-like
        The file.
    make : callable, optional
        Makes the game from its code (any :class:`~grundy.HeapRules`: a
        :class:`TakeAndBreak`, a subclass, or a :class:`~grundy.HeapRuleset`); by default
        :class:`TakeAndBreak`, compact when `compact` is True.
    compact : bool
        Keep the values compact (see :class:`TakeAndBreak`): a long saved sequence is read
        into one or two bytes a value.

    Returns
    -------
    TakeAndBreak, or what `make` makes

    Raises
    ------
    InvalidGameError
        If the file cannot be read, is not such a state ("not a saved heap-game state"), or
        its values are wrong for its code.
    ResourceLimitError
        If its values would not fit in memory (checked before they are read).

    Notes
    -----
    O(n) for n saved values, plus the check of the first 300 by the definition.

    Examples
    --------
    >>> import os, tempfile
    >>> game = TakeAndBreak("0.07")
    >>> _ = game.values(100)
    >>> path = os.path.join(tempfile.mkdtemp(), "dawson.npz")
    >>> save_state(path, game)
    >>> load_state(path).computed
    100
    """
    path = os.fspath(path)
    code, values = read_state(path)
    try:
        game = make(code) if make is not None else TakeAndBreak(code, compact=compact)
    except InvalidGameError:
        raise InvalidGameError(
            f"{path}: {NOT_A_STATE} (its code {shorten(code, 20)!r} is not valid)"
        ) from None
    game.set_values(values)
    return game
