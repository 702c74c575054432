"""Octal (and hexadecimal) games: heaps of tokens; a move removes tokens from one heap and may
leave the rest of it as zero, one, two or three non-empty heaps, as the game's code says.

The code ``d0.d1 d2 d3 ...`` has one digit per number of tokens removed: d_k is for removing k
tokens, and it is a sum of bits:

- 1: the k tokens may be a whole heap (leaving no heap),
- 2: they may be taken from a heap of more than k, leaving one heap,
- 4: they may be taken from a heap of at least k + 2, leaving two non-empty heaps,
- 8: three non-empty heaps (hexadecimal digits 8-F).

The digit before the point, d0, is for removing no token: 4 splits a heap in two, 8 in three
(bits 1 and 2 would mean no move at all or a pass, and are refused). Examples: Kayles is
``0.77``, Dawson's Kayles ``0.07``, Dawson's chess ``0.137``, ``4.07`` adds splitting a heap
in two to Dawson's Kayles, and ``0.F`` takes one token and leaves up to three heaps.

Values come from a compiled kernel that uses the rare/common split of the values (the "sparse
space" of Winning Ways; Gangolli–Plambeck; Flammenkamp's tables of octal games), with the plain
O(n^2) definition as its test oracle. Codes without a sparse space (0.007, 0.04, 0.06, 0.76:
no mask leaves fewer than a sixth of the heaps rare, as Czajka's table of unsolved octal games
also finds) remain quadratic.
Periodicity is proved by the Guy–Smith theorem; a proved period also extends the sequence and
answers any heap. The theorem holds for every valid code, d0 = 4, 8 or C included, with t the
index of the last non-zero digit and the window widened for three-heap splits. Games that
split heaps without removing tokens usually have values that keep growing (0, 0, 1, 2, 3, 1,
4, ... for C.2): no period to prove, and O(n^3) work for n values when they leave three heaps,
so the automatic period search stops at a work limit and says so.

Sizes are checked against the memory before anything is allocated (ResourceLimitError), long
computations say so on standard error, and Ctrl-C stops the kernels within milliseconds.
"""

from __future__ import annotations

import math
import os
import sys
import time
from dataclasses import dataclass, replace
from typing import Callable, Iterable, NamedTuple

import numpy as np

from .._limits import announce, check_memory, shorten
from .._progress import Progress
from ..core.outcome import Outcome
from ..errors import InvalidGameError
from . import _kernels
from ._input import as_heaps, as_int
from ._period import Periodicity, certify, observe_arithmetic

__all__ = [
    "OctalGame",
    "OctalMove",
    "parse_octal_code",
    "octal_values",
    "octal_certificate",
    "save_octal_state",
    "load_octal_state",
]

#: The most values the automatic certificate search computes (``OctalGame.certificate()``).
DEFAULT_LIMIT = 1 << 22
#: The most kernel steps the automatic certificate search spends on new values (a step is
#: 0.3 to 2 nanoseconds: one to three seconds in all). Games whose values keep growing (most
#: codes that split a heap without removing tokens, d0 = 8 or C) cost O(n^3) and stop here.
DEFAULT_WORK = 15 * 10**8
#: Kernel steps per call of a kernel (a few tenths of a second): the progress bar, the
#: checkpoints and the periodicity checks happen between calls.
CHUNK_STEPS = 2 * 10**8
#: Peak bytes per heap of :meth:`OctalGame.values`: the int32 values (4), the period search's
#: Z-array (4, or 8 for games that never split), and the rare heaps (16 bytes each, in arrays
#: grown on demand: from almost nothing for 0.6 to 0.4 of the heaps for 0.76). Measured: 10.5
#: for 0.6 at 10^7, 21 for 0.76 at 2*10^5; rounded up. Games that leave three heaps add their
#: pair sets: one byte per heap and possible value (see ``_pair_rows``).
BYTES_PER_HEAP = 28
#: Heaps below this get their value by computing the sequence up to them, without a search
#: for a period first.
DIRECT_LIMIT = 1 << 14
#: Heaps below this get their value by computing the sequence up to them when no period is
#: proved.
DIRECT_MAX = 1 << 18
#: The largest heap whose moves :meth:`OctalGame.winning_moves` lists one by one.
MAX_ENUMERATED_HEAP = 10**7

_HEX = "0123456789ABCDEF"


def parse_octal_code(code: str) -> tuple[int, ...]:
    """The digits ``(d0, d1, ..., dt)`` of an octal or hexadecimal game code, trailing zeros cut.

    Parameters
    ----------
    code : str
        ``"0.77"``, ``".07"``, ``"4.07"``, ``"0.F"`` ...: at most one digit before the point,
        hexadecimal digits (either case) after it.

    Returns
    -------
    tuple of int
        d0 first; the last digit is non-zero unless there is no other.

    Raises
    ------
    InvalidGameError
        For a malformed code, or d0 with bit 1 or 2 set (bit 2 would be a move that leaves the
        position unchanged), naming the digit.

    Examples
    --------
    >>> parse_octal_code("0.137"), parse_octal_code("4.070"), parse_octal_code(".f")
    ((0, 1, 3, 7), (4, 0, 7), (0, 15))
    """
    if not isinstance(code, str):
        raise InvalidGameError(f"an octal code is a string like '0.77', not {code!r}")
    s = code.strip()
    if s.count(".") != 1:
        raise InvalidGameError(f"octal code {code!r} needs exactly one point, as in '0.77'")
    head, tail = s.split(".")
    if len(head) > 1:
        raise InvalidGameError(f"octal code {code!r}: at most one digit (d0) before the point")
    digits = []
    for pos, ch in enumerate((head or "0") + tail):
        if ch.upper() not in _HEX:
            raise InvalidGameError(f"octal code {code!r}: {ch!r} is not a (hexadecimal) digit")
        digits.append(_HEX.index(ch.upper()))
    if digits[0] & 2:
        raise InvalidGameError(
            f"octal code {code!r}: d0 = {_HEX[digits[0]]} has bit 2, a move that removes no token "
            "and leaves the heap as it was (a loop, not a game); d0 may use bits 4 and 8"
        )
    if digits[0] & 1:
        raise InvalidGameError(
            f"octal code {code!r}: d0 = {_HEX[digits[0]]} has bit 1, removing no token from no "
            "heap, which is not a move; d0 may use bits 4 and 8"
        )
    while len(digits) > 1 and digits[-1] == 0:
        digits.pop()
    return tuple(digits)


def _code_text(digits: tuple[int, ...]) -> str:
    tail = "".join(_HEX[d] for d in digits[1:]) or "0"
    return f"{_HEX[digits[0]]}.{tail}"


class OctalMove(NamedTuple):
    """A move in a sum of heaps: take `take` tokens from heap number `heap` (0-based) and leave
    the heaps `leave` (sizes in increasing order; empty when the whole heap goes)."""

    heap: int
    take: int
    leave: tuple[int, ...]

    def __repr__(self) -> str:
        """As a tuple's repr, with heaps of more than 40 digits cut short."""
        from .._reprs import short

        return f"OctalMove(heap={self.heap}, take={self.take}, leave={short(self.leave)})"


@dataclass
class OctalStats:
    """What the last computation did: values computed, the rare/common mask in use, the number
    of rare heaps, the heaps whose mex needed a search of every split without a witness, and
    where a proved period took over (None if it did not)."""

    computed: int = 0
    mask: int = 0
    rare: int = 0
    full_scans: int = 0
    extended_from: int | None = None


def _duration(seconds: float) -> str:
    """``'40 s'``, ``'12 min'``, ``'3.5 h'``, ``'2.1 days'``."""
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 7200:
        return f"{seconds / 60:.0f} min"
    if seconds < 172800:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:.1f} days"


def _time_left(ref: tuple[float, float], now: tuple[float, float], n: int,
               seconds_per_step: float) -> float:
    """Seconds to compute up to heap n, when a heap near ``ref[0]`` cost ``ref[1]`` kernel
    steps and one near ``now[0]`` costs ``now[1]``: the cost per heap taken to grow as a power
    of the heap (exponent 0 to 3, from the two points), integrated from ``now[0]`` to n."""
    (x1, c1), (x2, c2) = ref, now
    e = 0.0
    if x2 > 1.2 * x1 and c2 > c1 > 0:
        e = min(max(math.log(c2 / c1) / math.log(x2 / x1), 0.0), 3.0)
    x2 = max(x2, 1.0)
    steps = c2 * x2 / (e + 1) * ((n / x2) ** (e + 1) - 1)
    return steps * seconds_per_step


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


class OctalGame:
    """An octal or hexadecimal game given by its code.

    Parameters
    ----------
    code : str
        The game's code (see :func:`parse_octal_code` and the module notes).

    Attributes
    ----------
    code : str
        The normalized code (``"0.77"``).
    digits : tuple of int
        ``(d0, d1, ..., dt)``.
    t : int
        The most tokens one move removes (index of the last non-zero digit).
    max_heaps : int
        The most heaps a move may leave (0 to 3).
    stats : OctalStats
        About the last computation.

    Raises
    ------
    InvalidGameError
        For a malformed code.

    Notes
    -----
    ``values(n)``: the rare/common kernel costs O(t * R) per heap for R rare heaps below it,
    plus the searches for rare values below the mex (about O(n) in all when rare values are
    finitely many, as in Kayles; up to O(n^2) when they have a positive density, as the value 0
    in Dawson's Kayles). Codes with no sparse space at all, such as 0.007 (Treblecross), 0.04,
    0.06 and 0.76 (a sixth to two fifths of the heaps rare under the best mask, and values that
    keep growing), stay O(n^2): about 1, 1.5 and 3 s for 10^5 values of 0.007, 0.06 and 0.76.
    Once the Guy–Smith theorem proves a period, the rest of the sequence is copied in O(n).
    Games that leave three heaps use O(n * V) bytes for their pair sets (V the value bound) and
    O(n^2) byte tests plus O(n * V) per heap at worst (a few rows of pair sets marked whole,
    then one test per first part for each value not yet seen): 10^4 values of 0.8 take about
    3 s. Memory: at most about 28 bytes per value at the peak (10 for 0.6), plus the pair sets
    of three-heap games.

    Examples
    --------
    >>> kayles = OctalGame("0.77")
    >>> kayles.values(12).tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    >>> str(kayles.certificate()), kayles.value(10**40)
    ('preperiod 71 period 12', 1)
    >>> kayles.sum_value([3, 5]), kayles.winning_moves([3, 5])
    (7, [OctalMove(heap=1, take=2, leave=(3,)), OctalMove(heap=1, take=2, leave=(1, 2))])
    """

    def __init__(self, code: str):
        self.digits = parse_octal_code(code)
        self.code = _code_text(self.digits)
        self.t = len(self.digits) - 1
        heaps = 0
        for d in self.digits:
            for bit, count in ((8, 3), (4, 2), (2, 1)):
                if d & bit:
                    heaps = max(heaps, count)
        self.max_heaps = heaps
        self._digits_arr = np.array(self.digits, dtype=np.int64)
        self._values = np.zeros(1, np.int32)  # g(0) = 0
        self._cert: Periodicity | None = None
        self._mask = 1
        self._pairs: np.ndarray | None = None
        self._pairs_done = 0
        self.stats = OctalStats()

    def __repr__(self) -> str:
        return f"OctalGame({self.code!r})"

    def _repr_svg_(self) -> str | None:
        """The values computed so far as a picture (notebooks): g(n) against n, the proved
        preperiod dashed and the period's repeats shaded. Nothing is computed for it."""
        from ._draw import sequence_svg

        c = self._cert
        proved = c is not None and c.found
        return sequence_svg(self._values, f"{self.code}" + (f": {c}" if proved else ""),
                            c.preperiod if proved else None, c.period if proved else None)

    # ----------------------------------------------------------------------------------------
    # The sequence.

    @property
    def computed(self) -> int:
        """How many values are known (g(0) .. g(computed - 1))."""
        return len(self._values)

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
        want = _kernels.octal_plain(self._digits_arr, m)
        bad = np.flatnonzero(want != v[:m])
        if len(bad):
            i = int(bad[0])
            raise InvalidGameError(f"saved values are not those of {self.code}: g({i}) is {v[i]}, not {want[i]}")
        self._values = v.astype(np.int32, copy=False)
        self._cert = None
        self._pairs, self._pairs_done = None, 0

    def _check_size(self, n: int) -> None:
        """Refuse (ResourceLimitError) n values that cannot fit in memory, before allocating."""
        per_heap = BYTES_PER_HEAP + (8 if self.max_heaps >= 3 else 0)
        check_memory(float(n) * per_heap, f"n = {shorten(n, 20)} values of {self.code}")

    def values(
        self,
        n: int,
        *,
        method: str = "sparse",
        periodic: bool = True,
        progress: bool = False,
        checkpoint: Callable[[np.ndarray], None] | None = None,
    ) -> np.ndarray:
        """g(0), ..., g(n - 1) as an int32 array (computed values are kept for later calls).

        Parameters
        ----------
        n : int
            How many values.
        method : {"sparse", "plain"}
            ``"sparse"``: the rare/common kernel (for games leaving three heaps, the pair-set
            kernel). ``"plain"``: every option of every heap, O(n^2) (O(n^3) with three heaps),
            recomputed from scratch; the oracle for the tests.
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
            If the values (and, for games that leave three heaps, their pair sets) would not
            fit in the available memory; checked before anything is allocated.

        Notes
        -----
        Work that will clearly take long (more than about ten seconds at the speed of its
        first seconds) is announced on standard error.
        """
        n = as_int(n, "n")
        if method == "plain":
            check_memory(float(n) * 8, f"n = {shorten(n, 20)} values of {self.code}")
            return _kernels.octal_plain(self._digits_arr, n)
        if method != "sparse":
            raise InvalidGameError(f"method must be 'sparse' or 'plain', not {method!r}")
        if n > len(self._values):
            self._check_size(n)
            self._extend(n, periodic, progress, checkpoint, None)
        return self._values[:n]

    def _pair_rows(self, rows: int, n: int) -> None:
        """Make the pair sets (games that leave three heaps) hold at least `rows` rows, growing
        them geometrically up to n rows; the memory is checked first."""
        have = 0 if self._pairs is None else self._pairs.shape[0]
        if have >= rows:
            return
        width = 8 if self._pairs is None else self._pairs.shape[1]
        if self._pairs is None:
            top = int(self._values.max()) if len(self._values) else 0
            while width <= top:
                width *= 2
        cap = min(n, max(rows, 2 * have, 1024))
        check_memory(float(cap) * width + float(have) * width,
                     f"n = {shorten(n, 20)} values of {self.code} (pair sets {width} wide)")
        pairs = np.zeros((cap, width), np.uint8)
        if self._pairs is not None:
            pairs[:have] = self._pairs
        self._pairs = pairs

    def _widen(self, n: int) -> None:
        """Double the width of the pair sets (a value reached it); the memory is checked first."""
        rows, width = self._pairs.shape
        check_memory(float(rows) * width * 3,
                     f"n = {shorten(n, 20)} values of {self.code} (pair sets {2 * width} wide)")
        wider = np.zeros((rows, 2 * width), np.uint8)
        wider[:, :width] = self._pairs
        self._pairs = wider

    def _extend(self, n: int, periodic: bool, progress: bool, checkpoint,
                work: int | None) -> int:
        """Compute values up to n (or fewer: until `work` kernel steps are spent); returns the
        steps spent. The kernels run in calls of about CHUNK_STEPS steps, and the periodicity
        and mask checks happen at fixed sizes (64, 97, 146, ...): where a run with a work limit
        stops depends on the work alone, not on the clock."""
        start = len(self._values)
        buf = np.zeros(n, np.int32)
        buf[:start] = self._values
        stats = self.stats = OctalStats(computed=start, mask=self._mask)
        bar = Progress(n, progress, self.code)
        three = self.max_heaps >= 3
        rare = np.zeros(0, np.int64)  # grown on demand: most codes have few rare heaps
        nrare = 0
        if not three:
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
        next_check = max(64, 4 * self.t)
        while next_check <= start:
            next_check = next_check * 3 // 2 + 1
        spent = 0
        began = last_save = time.perf_counter()
        save_every = 5.0
        announced = False
        ref = None
        try:
            while start < n:
                if work is not None and spent >= work:
                    break
                stop = min(n, next_check)
                budget = CHUNK_STEPS if work is None else min(work - spent, CHUNK_STEPS)
                if three:
                    self._pair_rows(stop, n)
                    done, self._pairs_done, steps, wider = _kernels.octal_hex3(
                        self._digits_arr, buf, start, stop, self._pairs, self._pairs_done, budget)
                    if wider:  # a value reached the width of the pair sets
                        self._widen(n)
                else:
                    done, nrare, scans, steps = _kernels.octal_sparse(
                        self._digits_arr, buf, start, stop, self._mask, rare, nrare, budget)
                    stats.full_scans += int(scans)
                    if nrare == len(rare):  # the kernel stopped for room
                        rare = np.resize(rare, min(2 * len(rare), n))
                spent += int(steps)
                now = time.perf_counter()
                heaps_done = int(done) - start
                start = int(done)
                self._values = buf[:start]
                if start >= next_check:
                    next_check = next_check * 3 // 2 + 1
                    if periodic and start < n:
                        cert = certify(buf[:start], self.max_heaps, self.t, 1)
                        if cert.found:
                            p = cert.period
                            _fill_periodic(buf, start, p)
                            stats.extended_from = start
                            self._cert = cert
                            start = n
                            self._values = buf
                    if not three and start < n:
                        mask, count = _best_mask(buf[1:start])
                        if mask and count < nrare:
                            self._mask = mask
                            idx = _rare_heaps(buf[1:start], mask)
                            nrare = len(idx)
                            if len(rare) < 2 * nrare:
                                rare = np.empty(min(max(1024, 2 * nrare), n), np.int64)
                            rare[:nrare] = idx
                if work is None and not announced and heaps_done > 0 and start < n:
                    # Steps per heap in the middle of this call, against those of the first
                    # call after half a second: the growth exponent of the cost per heap.
                    point = ((start + start - heaps_done) / 2, int(steps) / heaps_done)
                    if ref is None and now - began > 0.5:
                        ref = point
                    if now - began > 3 and ref is not None:
                        announced = True
                        left = _time_left(ref, point, n, (now - began) / max(spent, 1))
                        if left > 10:
                            if bar.enabled:
                                sys.stderr.write("\n")
                            announce(f"{self.code}: {shorten(n, 20)} values will take about "
                                     f"{_duration(left)} more (Ctrl-C stops)")
                bar.update(start)
                if checkpoint is not None and (now - last_save > save_every or start == n):
                    checkpoint(self._values)
                    last_save = time.perf_counter()
                    # Saving costs at most a tenth of the time (large states take seconds).
                    save_every = max(5.0, 10 * (last_save - now))
        finally:
            bar.close()
            stats.computed = len(self._values)
            stats.mask, stats.rare = self._mask, nrare
        return spent

    # ----------------------------------------------------------------------------------------
    # Periodicity and single values.

    def certificate(self, upto: int | None = None, *, limit: int = DEFAULT_LIMIT,
                    work: int | None = DEFAULT_WORK, progress: bool = False) -> Periodicity:
        """The least preperiod and period proved by the Guy–Smith theorem.

        The theorem: if g(n + p) = g(n) for n0 <= n < 2*n0 + p + t with n0 >= 1 (t the most
        tokens a move removes), then g(n + p) = g(n) for all n >= n0; 2*n0 + 2*p + t values are
        needed. For games that leave up to three heaps the window is 3*n0 + 2*p + t (the largest
        of three parts is at least a third). n0 = 0 is not allowed: 0.04 begins 0, 0, 0, 0, 1
        and would "prove" period 1; neither is "two periods repeat". A proved period that also
        holds at n = 0 is reported with preperiod 0.

        The proof needs nothing more when d0 is not 0 (a heap split without removing tokens):
        t is then the index of the last non-zero digit (0 for ``4.0``), and the largest part of a
        split of n + p still exceeds n0 + p past the window. A period, once proved, is kept: it
        answers :meth:`value` for any heap.

        Arithmetic periodicity, g(n + p) = g(n) + s with a saltus s > 0 (CGSuite's term), never
        happens in a finite octal game (Austin 1976; Horrocks and Nowakowski, "Regularity in
        the G-sequences of octal games with a pass", INTEGERS 3 (2003) #G1), but it is common
        in games that leave three heaps: ``0.8`` has g(n + 3) = g(n) + 1 from n = 1 on. For
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
        """
        if upto is not None:
            values = self.values(as_int(upto, "upto"), progress=progress)
            cert = certify(values, self.max_heaps, self.t, 1)
            if cert.found and self._cert is None:
                self._cert = cert
            return self._observed(cert, values)
        if self._cert is not None:
            return self._cert
        limit = as_int(limit, "limit", 1)
        if work is not None:
            work = as_int(work, "work")
        cert = certify(self._values, self.max_heaps, self.t, 1)
        if cert.found:
            self._cert = cert
            return cert
        n = max(1024, 8 * self.t)
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
                cert = certify(self._values, self.max_heaps, self.t, 1)
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
        the values computed, marked unproved; only for games that may leave three heaps: a
        finite octal game is never arithmetic periodic (Austin 1976, in Horrocks–Nowakowski,
        INTEGERS 3 (2003) #G1), so growing values of one are no pattern to report."""
        if cert.found or self.max_heaps < 3:
            return cert
        seen = observe_arithmetic(values, self.max_heaps, self.t, 1)
        if seen is None:
            return cert
        n0, p, s = seen
        return replace(cert, preperiod=n0, period=p, saltus=s, proved=False)

    def value(self, n: int) -> int:
        """g(n) for any n: directly when n is below 2**14 or already computed, else through
        a proved period (searched for by :meth:`certificate` when none is known yet), else
        by computing the values up to n when n is below 2**18.

        Raises
        ------
        InvalidGameError
            If n is beyond 2**18 values and no period is proved.
        """
        n = as_int(n, "heap")
        if n < len(self._values):
            return int(self._values[n])
        if self._cert is not None:
            return int(self._values[self._cert.index(n)])
        if n < DIRECT_LIMIT:
            return int(self.values(n + 1)[n])
        cert = self.certificate()
        if cert.found:
            return int(self._values[cert.index(n)])
        if n < DIRECT_MAX:
            return int(self.values(n + 1)[n])
        raise InvalidGameError(
            f"no period of {self.code} proved within {cert.checked} values; heap {shorten(n, 20)} "
            "is too large (certificate(limit=..., work=...) searches further)"
        )

    def outcome(self, n: int) -> Outcome:
        """``Outcome.N`` when the player to move from one heap of n wins."""
        return Outcome.of_value(self.value(n))

    # ----------------------------------------------------------------------------------------
    # Moves.

    def options(self, n: int) -> list[tuple[int, tuple[int, ...]]]:
        """Every move from one heap of n, as ``(take, leave)`` with `leave` in increasing order.

        Notes
        -----
        O(n) options with two-heap splits, O(n^2) with three.

        Examples
        --------
        >>> OctalGame("0.07").options(5)
        [(2, (3,)), (2, (1, 2))]
        """
        n = as_int(n, "heap")
        out: list[tuple[int, tuple[int, ...]]] = []
        for k, d in enumerate(self.digits):
            if d == 0 or k > n:
                continue
            r = n - k
            if r == 0:
                if d & 1:
                    out.append((k, ()))
                continue
            if k > 0 and d & 2:
                out.append((k, (r,)))
            if d & 4:
                out.extend((k, (a, r - a)) for a in range(1, r // 2 + 1))
            if d & 8:
                out.extend((k, (a, b, r - a - b)) for a in range(1, r // 3 + 1)
                           for b in range(a, (r - a) // 2 + 1))
        return out

    def sum_value(self, heaps: Iterable[int]) -> int:
        """The value of a sum of heaps: the XOR of g over them (any sizes, as :meth:`value`).

        Examples
        --------
        >>> OctalGame("0.07").sum_value([4, 5, 6])
        1
        """
        x = 0
        for h in as_heaps(heaps):
            x ^= self.value(h)
        return x

    def _moves_to(self, i: int, n: int, target: int, bound: int | None) -> list[OctalMove]:
        """Moves of heap i (size n) to options of value `target`. With `bound`, the smaller
        parts of a split only range up to it (enough to meet every value class when the sizes
        above the preperiod repeat with the period)."""
        g = self.value
        found: list[OctalMove] = []
        for k, d in enumerate(self.digits):
            if d == 0 or k > n:
                continue
            r = n - k
            if r == 0:
                if d & 1 and target == 0:
                    found.append(OctalMove(i, k, ()))
                continue
            if k > 0 and d & 2 and g(r) == target:
                found.append(OctalMove(i, k, (r,)))
            if d & 4 and r >= 2:
                top = r // 2 if bound is None else min(r // 2, bound)
                if bound is None:
                    vals = self._values
                    a = np.arange(1, top + 1)
                    hit = a[(vals[a] ^ vals[r - a]) == target]
                    found.extend(OctalMove(i, k, (int(x), r - int(x))) for x in hit)
                else:
                    found.extend(OctalMove(i, k, (a, r - a)) for a in range(1, top + 1)
                                 if g(a) ^ g(r - a) == target)
            if d & 8 and r >= 3:
                for a in range(1, (r // 3 if bound is None else min(r // 3, bound)) + 1):
                    hi = (r - a) // 2 if bound is None else min((r - a) // 2, bound)
                    ga = g(a)
                    found.extend(OctalMove(i, k, (a, b, r - a - b)) for b in range(a, hi + 1)
                                 if ga ^ g(b) ^ g(r - a - b) == target)
        return found

    def winning_moves(self, heaps: Iterable[int]) -> list[OctalMove]:
        """Every winning move in a sum of heaps (a move may split a heap).

        Parameters
        ----------
        heaps : iterable of int
            Heap sizes, each at most 10**7 (use :meth:`winning_move` for larger heaps).

        Returns
        -------
        list of OctalMove
            The moves that leave a sum of value 0, by heap; empty from a P-position.

        Raises
        ------
        InvalidGameError
            If a heap is negative or larger than 10**7.

        Notes
        -----
        Needs the values up to the largest heap; then O(h) per heap h with two-heap splits
        (O(h^2) with three).

        Examples
        --------
        >>> OctalGame("0.07").winning_moves([4, 7])
        [OctalMove(heap=0, take=2, leave=(2,)), OctalMove(heap=1, take=2, leave=(1, 4))]
        """
        h = as_heaps(heaps)
        too_big = [i for i, v in enumerate(h) if v > MAX_ENUMERATED_HEAP]
        if too_big:
            i = too_big[0]
            raise InvalidGameError(
                f"heap {i} has {h[i]} tokens; winning_moves lists moves of heaps up to "
                f"{MAX_ENUMERATED_HEAP} (winning_move finds one in any heap)"
            )
        self.values(max(h, default=0) + 1)
        vals = [self.value(v) for v in h]
        x = 0
        for v in vals:
            x ^= v
        if x == 0:
            return []
        moves: list[OctalMove] = []
        for i, (size, gv) in enumerate(zip(h, vals)):
            moves.extend(self._moves_to(i, size, gv ^ x, None))
        return moves

    def winning_move(self, heaps: Iterable[int]) -> OctalMove | None:
        """One winning move in a sum of heaps of any sizes, or None from a P-position.

        Heaps beyond the computed values need a proved period: then the smaller parts of a
        split need only range over preperiod + period sizes.

        Raises
        ------
        InvalidGameError
            If a heap is negative, or too large and no period is proved.

        Examples
        --------
        >>> OctalGame("0.77").winning_move([10**30, 7])
        OctalMove(heap=0, take=1, leave=(22, 999999999999999999999999999977))
        """
        h = as_heaps(heaps)
        vals = [self.value(v) for v in h]
        x = 0
        for v in vals:
            x ^= v
        if x == 0:
            return None
        for i, (size, gv) in enumerate(zip(h, vals)):
            target = gv ^ x
            if size < len(self._values):
                moves = self._moves_to(i, size, target, None)
            else:
                cert = self.certificate()
                moves = self._moves_to(i, size, target, cert.preperiod + cert.period)
            if moves:
                return moves[0]
        raise AssertionError("a sum of non-zero value has a winning move")  # pragma: no cover


def octal_values(code: str, n: int, *, method: str = "sparse", periodic: bool = True) -> np.ndarray:
    """g(0), ..., g(n - 1) of the octal game `code` (see :meth:`OctalGame.values`).

    Notes
    -----
    As :meth:`OctalGame.values`: about O(n) when rare values are finitely many or a period is
    proved early, up to O(n^2).

    Examples
    --------
    >>> octal_values("0.07", 12).tolist()
    [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]
    """
    return OctalGame(code).values(n, method=method, periodic=periodic)


def octal_certificate(code: str, upto: int | None = None) -> Periodicity:
    """The least preperiod and period of the octal game `code`, by the Guy–Smith theorem.

    Notes
    -----
    See :meth:`OctalGame.certificate`.

    Examples
    --------
    >>> str(octal_certificate("0.07")), str(octal_certificate("0.137"))
    ('preperiod 53 period 34', 'preperiod 52 period 34')
    """
    return OctalGame(code).certificate(upto)


def save_octal_state(path, game: OctalGame) -> None:
    """Write the values computed so far and the code to `path` (``np.savez``), atomically.

    The state goes to ``path + ".tmp"`` first and replaces `path` only when complete; the
    temporary file is removed when writing fails.

    Raises
    ------
    InvalidGameError
        If `path` is a directory.
    OSError
        If the file cannot be written (naming `path`).
    """
    path = os.fspath(path)
    if os.path.isdir(path):
        raise InvalidGameError(f"cannot save to {path}: it is a directory")
    tmp = path + ".tmp"
    try:
        with open(tmp, "wb") as f:
            np.savez(f, values=game._values, code=np.array(game.code))
        os.replace(tmp, path)
    except OSError as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise OSError(e.errno, e.strerror, path) from None


_NOT_A_STATE = "not a saved octal state"


def _read_state(path: str) -> tuple[str, np.ndarray]:
    """The code and values of a saved state, checking its shape and memory before loading."""
    import zipfile

    bad = InvalidGameError(f"{path}: {_NOT_A_STATE}")
    try:
        with zipfile.ZipFile(path) as z:
            names = set(z.namelist())
            if names != {"values.npy", "code.npy"}:
                raise bad
            with z.open("values.npy") as f:
                version = np.lib.format.read_magic(f)
                if version == (1, 0):
                    shape, _, dtype = np.lib.format.read_array_header_1_0(f)
                else:
                    shape, _, dtype = np.lib.format.read_array_header_2_0(f)
            if len(shape) != 1 or dtype.kind not in "iu" or dtype.hasobject:
                raise bad
            check_memory(float(shape[0]) * max(dtype.itemsize, 4) * 2,
                         f"{path} ({shorten(shape[0], 20)} saved values)")
        with np.load(path, allow_pickle=False) as f:
            code, values = f["code"], f["values"]
    except InvalidGameError:  # "not a state" above, or too large for memory
        raise
    except (zipfile.BadZipFile, ValueError, KeyError, EOFError, TypeError):
        raise bad from None
    except OSError as e:
        raise InvalidGameError(f"{path}: {e.strerror or _NOT_A_STATE}") from None
    if code.ndim != 0 or code.dtype.kind != "U":
        raise bad
    return str(code), values


def load_octal_state(path) -> OctalGame:
    """The game saved by :func:`save_octal_state`, with its values (the first ones checked).

    Raises
    ------
    InvalidGameError
        If the file cannot be read, is not such a state ("not a saved octal state"), or its
        values are wrong for its code.
    ResourceLimitError
        If its values would not fit in memory (checked before they are read).
    """
    path = os.fspath(path)
    code, values = _read_state(path)
    try:
        game = OctalGame(code)
    except InvalidGameError:
        raise InvalidGameError(
            f"{path}: {_NOT_A_STATE} (its code {shorten(code, 20)!r} is not valid)"
        ) from None
    game.set_values(values)
    return game
