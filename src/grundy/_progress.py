"""Progress bars for long computations, where someone watches.

:class:`Progress` draws tqdm's bar (``tqdm.auto``: a terminal's, or a notebook widget) when
tqdm is installed and someone watches (standard error is a terminal, or the code runs in a
Jupyter kernel); without tqdm, one line on a terminal's standard error, redrawn in place. Logs,
pipes and captured output get nothing, and neither does anyone when the environment variable
``GRUNDY_QUIET`` is set (``grundy --quiet`` sets it). tqdm is imported only when a bar is
really drawn, so this module costs nothing to import.

The work itself decides when a bar is worth it (work expected to take a second or more) and
calls :meth:`Progress.update` between chunks of work, never inside a compiled loop.
"""

from __future__ import annotations

import bisect
import math
import os
import sys
import time

__all__ = ["Progress", "Remaining", "duration", "quiet", "SHOW_SECONDS", "search_bar"]

#: Seconds between two redraws of the plain line (tqdm has the same ``mininterval``).
MIN_INTERVAL = 0.2
#: Work expected to take at least this many seconds shows a bar (where someone watches).
SHOW_SECONDS = 1.0


def quiet() -> bool:
    """True when ``GRUNDY_QUIET`` is set: no progress bar, no announcement."""
    return bool(os.environ.get("GRUNDY_QUIET"))


def _watched() -> bool:
    return sys.stderr.isatty() or "ipykernel" in sys.modules


class Progress:
    """A progress bar on standard error, drawn only where someone watches.

    Parameters
    ----------
    total : int or None
        The size of the work (``done`` reaches it at the end), or None when it is not known:
        the bar then shows the count and its rate.
    enabled : bool
        False for no bar at all (the caller's ``progress=False``, or work too short for one).
    label : str
        What is computed, shown before the bar.
    unit : str
        The unit of ``done``, with its leading space (``" values"``).
    delay : float
        Seconds of work before the bar appears (for work whose size is not known in advance:
        short runs show nothing, and tqdm is not even imported).

    Attributes
    ----------
    enabled : bool
        Whether a bar is drawn now (a plain line or tqdm's); a caller that prints a line of
        its own on standard error ends the bar's line first.

    Notes
    -----
    :meth:`update` costs a clock reading and, at most five times a second, a redraw; call it
    between chunks of work. Usable as a context manager, which closes the bar.

    Examples
    --------
    >>> with Progress(100, True, "values") as bar:  # nothing is drawn: not a terminal
    ...     for done in range(0, 101, 10):
    ...         bar.update(done)
    >>> bar.enabled
    False
    """

    def __init__(self, total: int | None, enabled: bool, label: str, *, unit: str = " values",
                 delay: float = 0.0):
        self.total, self.label, self.unit, self.delay = total, label, unit, delay
        self.t0 = time.perf_counter()
        self.done = 0
        self.left: float | None = None  # the caller's estimate of the seconds left
        self._tqdm = None
        self._last = -1.0  # when the plain line was last drawn (-1: not yet)
        self._pending = False  # an update not drawn yet (the plain line is throttled)
        self._closed = False
        self._note = ""  # what the work is doing now, shown after the bar (see note)
        self._width = 0  # the length of the plain line last drawn
        # Whether a bar may appear at all; it starts at once, or at the first update after
        # `delay` seconds.
        self._wanted = bool(enabled) and not quiet() and _watched()
        self.enabled = False
        if self._wanted and delay <= 0:
            self._start()

    def _start(self) -> None:
        self._wanted = False
        try:
            from tqdm.auto import tqdm
        except ImportError:
            self.enabled = sys.stderr.isatty()  # a notebook without tqdm: no bar
            return
        self._tqdm = tqdm(total=self.total, desc=self.label, unit=self.unit, leave=False,
                          mininterval=MIN_INTERVAL, initial=self.done)
        if self._note or self.left is not None:
            self._tqdm.set_postfix_str(self._postfix())
        self.enabled = True

    def note(self, text: str) -> None:
        """Show `text` after the bar from the next redraw on: what the work is doing now (a
        step that takes long while `done` stays the same); "" for none."""
        self._note = text
        if self._tqdm is not None:
            self._tqdm.set_postfix_str(self._postfix(), refresh=False)

    def _postfix(self) -> str:
        """What follows the bar: the note, and the caller's estimate of the time left."""
        left = "" if self.left is None else f"about {duration(self.left)} left"
        return ", ".join(x for x in (self._note, left) if x)

    def update(self, done: int, left: float | None = None) -> None:
        """Set the work done so far to `done` (a count, not an increment) and redraw; with
        `left`, the seconds the work still needs by the caller's own estimate (shown instead
        of the bar's, which assumes that every item costs the same); with the same count
        again, redraw the time and the note (at most five times a second)."""
        self.done = done
        if left is not None:
            self.left = left
        if self._wanted and time.perf_counter() - self.t0 >= self.delay:
            self._start()
        if not self.enabled:
            return
        if self._tqdm is not None and left is not None:
            self._tqdm.bar_format = ESTIMATE_FORMAT
            self._tqdm.set_postfix_str(self._postfix(), refresh=False)
        now = time.perf_counter()
        if self._tqdm is not None:
            if done != self._tqdm.n:
                self._tqdm.update(done - self._tqdm.n)
            elif now - self._last >= MIN_INTERVAL:  # the same count: the time and note move on
                self._tqdm.refresh()
            else:
                return
            self._last = now
            return
        if now - self._last < MIN_INTERVAL and done != self.total:
            self._pending = True
            return
        self._draw(now)

    def _draw(self, now: float) -> None:
        elapsed = now - self.t0
        if self.total is None:
            rate = self.done / elapsed if elapsed > 0 else 0.0
            text = f"\r{self.label} {self.done}{self.unit} {rate:.0f}{self.unit}/s {elapsed:.1f}s"
        else:
            frac = self.done / self.total if self.total else 1.0
            bar = "#" * int(30 * frac)
            text = (f"\r{self.label} [{bar:<30}] {100 * frac:5.1f}% {self.done}/{self.total} "
                    f"{elapsed:.1f}s")
            if self.left is not None:
                text += f", about {duration(self.left)} left"
        if self._note:
            text += f" {self._note}"
        width, self._width = self._width, len(text)
        sys.stderr.write(text + " " * (width - len(text)))  # over the end of a longer line
        sys.stderr.flush()
        self._last = now
        self._pending = False

    def close(self) -> None:
        """Remove tqdm's bar, or end the plain line (with the last count drawn); once."""
        if self._closed:
            return
        self._closed = True
        self._wanted = False
        if self._tqdm is not None:
            self._tqdm.close()
        elif self.enabled:
            if self._pending:
                self._draw(time.perf_counter())
            sys.stderr.write("\n")
            sys.stderr.flush()
        self.enabled = False

    def __enter__(self) -> "Progress":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


#: tqdm's bar with the caller's estimate of the time left (its postfix) in place of tqdm's own.
ESTIMATE_FORMAT = "{l_bar}{bar}| {n_fmt}/{total_fmt} [{elapsed}{postfix}]"


def duration(seconds: float) -> str:
    """``'40 s'``, ``'12 min'``, ``'3.5 h'``, ``'2.1 days'``.

    >>> duration(40.2), duration(725), duration(12600), duration(181440)
    ('40 s', '12 min', '3.5 h', '2.1 days')
    """
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 7200:
        return f"{seconds / 60:.0f} min"
    if seconds < 172800:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:.1f} days"


class Remaining:
    """The seconds left of work of `total` items whose cost per item may grow with the items
    done, as the values of a heap game do (a heap costs more than the heaps below it).

    The work reports its items done and its time now and then (:meth:`add`); each stretch
    between two reports has a cost per item. The cost per item is taken to grow as a power
    of the item, r(x) = r2 (x / c2)^b, fitted on two windows of the record: the stretches of
    the last half of the time (the median of their costs r2, at the median of their middle
    items c2) and those between an eighth and a half of it (r1 at c1), at least three
    stretches each:
    b = log(r2 / r1) / log(c2 / c1), held between 0 (a constant cost) and 3. The time left
    is the integral of r(x) over the items left. Medians make a slow stretch (a table made
    again, a check of the values) count as time spent rather than as a cost that every
    item to come will have.

    Parameters
    ----------
    total : int
        The items the work does.

    Notes
    -----
    :meth:`add` is O(1); :meth:`left` is O(k log k) for the k reports of the last seven
    eighths of the time.

    Examples
    --------
    >>> r = Remaining(100)
    >>> for x in range(1, 41):
    ...     r.add(x, x * x / 100)  # each item costs more: T(x) = x^2 / 100, T(100) = 100 s
    >>> round(r.left(), 1)  # 16 s of it spent
    84.0
    """

    def __init__(self, total: int):
        self.total = total
        self._done: list[int] = [0]
        self._seconds: list[float] = [0.0]

    def add(self, done: int, seconds: float) -> None:
        """Record that `done` items took `seconds` (both from the start of the work)."""
        if done > self._done[-1] and seconds > self._seconds[-1]:
            self._done.append(done)
            self._seconds.append(seconds)

    def _window(self, lo: float, hi: float) -> tuple[float, float] | None:
        """The median cost per item and the median middle item of the stretches that began
        at `lo` seconds or later and ended by `hi`, or of the last three that ended by `hi`
        when fewer began after `lo`."""
        last = bisect.bisect_right(self._seconds, hi) - 1  # the last record by hi
        first = bisect.bisect_left(self._seconds, lo) + 1  # the first stretch from lo on
        chosen = range(min(first, max(last - 2, 1)), last + 1)
        if not chosen:
            return None
        costs = sorted((self._seconds[i] - self._seconds[i - 1]) / (self._done[i] - self._done[i - 1])
                       for i in chosen)
        middles = sorted((self._done[i] + self._done[i - 1]) / 2 for i in chosen)
        return costs[len(costs) // 2], middles[len(middles) // 2]

    def left(self) -> float | None:
        """Seconds left by the fit, or None before the record holds stretches for it."""
        x2, t2 = self._done[-1], self._seconds[-1]
        recent = self._window(t2 / 2, t2)
        if recent is None or x2 <= 0:
            return None
        r2, c2 = recent
        early = self._window(t2 / 8, t2 / 2)
        b = 0.0
        if early is not None and early[1] > 0 and c2 > 1.1 * early[1] and early[0] > 0:
            b = min(max(math.log(r2 / early[0]) / math.log(c2 / early[1]), 0.0), 3.0)
        # The integral of r2 (x / c2)^b from x2 to total.
        return r2 * c2 / (b + 1) * ((self.total / c2) ** (b + 1) - (x2 / c2) ** (b + 1))


def search_bar(bar: "Progress | None", began: float, done: int, label: str) -> "Progress | None":
    """The bar of a search whose size is not known, for a caller that looks at the clock now and
    then: None until the search begun at `began` has run for SHOW_SECONDS (short searches make
    no bar at all), then a bar without total made once and told the positions `done`; pass the
    result back in next time."""
    if bar is None:
        if time.perf_counter() - began < SHOW_SECONDS:
            return None
        bar = Progress(None, True, label, unit=" positions")
    bar.update(done)
    return bar
