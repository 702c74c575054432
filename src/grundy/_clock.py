"""A time limit for long computations that keep what they proved before it.

:class:`TimeLimit` raises :class:`OutOfTime` in the code it guards once its seconds have
passed. In the main thread of a platform with interval timers it arms ``SIGALRM``, so the
exception arrives wherever the work is, inside compiled kernels too (they look for pending
signals about every million steps, as they do for Ctrl-C; see ``grundy/_interrupt.pxd``).
Elsewhere (another thread, or a timer already in use) the work has to poll :meth:`check`
between its steps. The caller catches :class:`OutOfTime` around the guarded block and turns it
into a :class:`grundy.errors.TimeLimitError` that carries the part of the result that is done.
"""

from __future__ import annotations

import math
import signal
import threading
import time
from typing import Any

from .errors import InvalidGameError


class OutOfTime(BaseException):
    """The time limit passed. A BaseException, as KeyboardInterrupt is, so that no handler of
    ordinary errors on the way up takes it for one of its own."""


def as_seconds(seconds: Any, what: str = "max_seconds") -> float | None:
    """`seconds` as a positive float, or None for no limit."""
    if seconds is None:
        return None
    try:
        s = float(seconds)
    except (TypeError, ValueError):
        raise InvalidGameError(f"{what} must be a number of seconds, not {seconds!r}") from None
    if not (s > 0 and math.isfinite(s)):
        raise InvalidGameError(f"{what} must be a positive number of seconds, not {seconds!r}")
    return s


#: Limits longer than this are not given to the interval timer (which overflows near 9.2e9 s
#: on Linux): they are looked at by :meth:`TimeLimit.check` only, a year being as good as none.
MAX_TIMER_SECONDS = 1e8
#: After the limit rang, the timer rings again this often until the block is left: an
#: OutOfTime raised where Python ignores exceptions (a weakref callback, a ``__del__``) must
#: not lose the limit.
RING_AGAIN_SECONDS = 0.05


class TimeLimit:
    """Context manager: raise :class:`OutOfTime` in the guarded block after `seconds` (None: no
    limit). ``signalled`` says whether the limit arrives on its own (a timer signal) or only
    at :meth:`check`."""

    def __init__(self, seconds: float | None):
        self.seconds = seconds
        self.deadline: float | None = None
        self.signalled = False
        self.rang = False
        self._old: Any = None
        self._closed = False

    def __enter__(self) -> "TimeLimit":
        if self.seconds is None:
            return self
        self.deadline = time.monotonic() + self.seconds
        if (self.seconds <= MAX_TIMER_SECONDS and hasattr(signal, "setitimer")
                and threading.current_thread() is threading.main_thread()
                and signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)):
            old = signal.signal(signal.SIGALRM, self._ring)
            try:
                signal.setitimer(signal.ITIMER_REAL, self.seconds)
            except (OverflowError, ValueError, OSError):
                signal.signal(signal.SIGALRM, old)  # polled instead; nothing left behind
            else:
                self._old = old
                self.signalled = True
        return self

    def _ring(self, signum, frame) -> None:
        if not self._closed:
            self.rang = True
            signal.setitimer(signal.ITIMER_REAL, RING_AGAIN_SECONDS)
            raise OutOfTime()

    def check(self) -> None:
        """Raise :class:`OutOfTime` when the limit has passed."""
        if self.rang or (self.deadline is not None and time.monotonic() >= self.deadline):
            raise OutOfTime()

    def __exit__(self, *exc) -> None:
        if self.signalled:
            signal.setitimer(signal.ITIMER_REAL, 0)
            self._closed = True  # a signal already on its way does nothing now
            signal.signal(signal.SIGALRM, self._old)
            self.signalled = False


__all__ = ["OutOfTime", "TimeLimit", "as_seconds", "MAX_TIMER_SECONDS"]
