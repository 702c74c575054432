"""Periodicity certificates for heap-game sequences (subtraction and octal games)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from . import _kernels

__all__ = ["Periodicity", "certify", "observe_arithmetic"]


@dataclass(frozen=True)
class Periodicity:
    """A proof that a Grundy sequence is eventually periodic, or how far the search looked.

    Attributes
    ----------
    preperiod : int or None
        The least n0 with g(n + p) = g(n) for every n >= n0 (None when nothing was proved).
    period : int or None
        The least period p.
    checked : int
        How many values g(0), ..., g(checked - 1) the search examined.
    max_period : int
        The largest period those values could have certified.
    reason : str
        What proves it: ``"window theorem"`` (a repeat over the theorem's window) or
        ``"closed form"``. When nothing was proved, why the search ended where it did (for
        example ``"the search stopped at its work limit"``), or ``"window theorem"`` when it
        examined every value it was allowed.
    saltus : int
        s in g(n + p) = g(n) + s for n >= preperiod: 0 for an ordinary period, positive for an
        *arithmetic* period (as CGSuite reports it; g(n) = n has period 1 and saltus 1).
    proved : bool
        False when preperiod, period and saltus were only *observed* over the checked values
        (arithmetic periodicity of a game for which no test theorem is known to us): then
        ``found`` is False and the period answers nothing beyond the values computed.

    Examples
    --------
    >>> str(Periodicity(71, 12, 1000, 400, "window theorem"))
    'preperiod 71 period 12'
    >>> str(Periodicity(None, None, 1000, 495, "window theorem"))
    'no period proved: checked 1000 values (periods up to 495)'
    >>> str(Periodicity(0, 1, 0, 0, "closed form", saltus=1))
    'preperiod 0 period 1 saltus 1'
    """

    preperiod: int | None
    period: int | None
    checked: int
    max_period: int
    reason: str = "window theorem"
    saltus: int = 0
    proved: bool = True

    @property
    def found(self) -> bool:
        """True when the sequence is proved eventually periodic (arithmetic when saltus > 0)."""
        return self.period is not None and self.proved

    def index(self, n: int) -> int:
        """The index below preperiod + period whose value equals g(n) (an ordinary period;
        with a saltus use :meth:`value_at`)."""
        if not self.found:
            raise ValueError("no period was found")
        if self.saltus:
            raise ValueError("an arithmetic period (saltus > 0): use value_at(values, n)")
        if n < self.preperiod + self.period:
            return n
        return self.preperiod + (n - self.preperiod) % self.period

    def value_at(self, values, n: int) -> int:
        """g(n) from the values g(0), ..., g(preperiod + period - 1): the value of the same
        phase plus the saltus once per period passed. O(1).

        Examples
        --------
        >>> Periodicity(1, 3, 0, 0, "closed form", saltus=1).value_at([0, 0, 0, 0], 10)
        3
        """
        if not self.found:
            raise ValueError("no period was found")
        if n < self.preperiod + self.period:
            return int(values[n])
        k, r = divmod(n - self.preperiod, self.period)
        return int(values[self.preperiod + r]) + k * self.saltus

    def __str__(self) -> str:
        if self.found:
            text = f"preperiod {self.preperiod} period {self.period}"
            return text + (f" saltus {self.saltus}" if self.saltus else "")
        if self.reason.startswith("closed form"):
            return f"no period: {self.reason}"
        if self.reason.startswith("no periodicity theorem"):
            text = f"no period proved: {self.reason}"
            if self.period is not None:
                text += (f"; observed preperiod {self.preperiod} period {self.period} saltus "
                         f"{self.saltus} in {self.checked} values (not proved)")
            return text
        text = f"no period proved: checked {self.checked} values (periods up to {self.max_period})"
        if self.reason != "window theorem":
            text += f"; {self.reason}"
        if self.period is not None:
            text += (f"; observed preperiod {self.preperiod} period {self.period} saltus "
                     f"{self.saltus} (arithmetic periodicity, not proved)")
        return text

    def to_json(self) -> dict:
        """A JSON-ready dict of the fields."""
        return {
            "found": self.found,
            "preperiod": self.preperiod,
            "period": self.period,
            "saltus": self.saltus,
            "proved": self.proved,
            "checked": self.checked,
            "max_period": self.max_period,
            "reason": self.reason,
        }


def certify(values: np.ndarray, heaps: int, t: int, nmin: int) -> Periodicity:
    """The least period and preperiod that the window theorem proves from `values`.

    The theorem (for a game whose moves remove at most t tokens and leave at most `heaps`
    non-empty heaps): if g(n + p) = g(n) for nmin <= n0 <= n < heaps*n0 + (heaps-1)*p + t, then
    g(n + p) = g(n) for every n >= n0. The least certified p is the least period (a smaller
    true period would be certified by the same values), and its least n0 is one past the last
    mismatch. For nmin = 1 the value g(0) is compared directly afterwards, so a sequence
    periodic from 0 reports preperiod 0.
    """
    heaps = max(int(heaps), 1)
    n = len(values)
    g = np.ascontiguousarray(values, dtype=np.int32)
    n0, p = _kernels.find_period(g, n, heaps, int(t), int(nmin))
    max_period = max((n - t - heaps * nmin) // heaps, 0)
    if p < 0:
        return Periodicity(None, None, n, max_period)
    n0, p = int(n0), int(p)
    if n0 == 1 and nmin == 1 and g[0] == g[p]:
        n0 = 0
    return Periodicity(n0, p, n, max_period)


def observe_arithmetic(values: np.ndarray, heaps: int, t: int, nmin: int
                       ) -> tuple[int, int, int] | None:
    """The least p (with its least preperiod n0 >= nmin, 0 when g(0) fits too) and the
    saltus s > 0 such that g(n + p) = g(n) + s for every examined n >= n0, or None.

    g(n + p) - g(n) is constant from n0 on exactly when the differences g(n + 1) - g(n) repeat
    with period p from n0 on, so the search is :func:`certify`'s on the differences (O(n)),
    with the same window as the evidence asked for. An observation, not a proof: a game's
    values may stop growing this way later (callers say so, or hold a theorem that proves it).
    """
    heaps = max(int(heaps), 1)
    g = np.asarray(values, dtype=np.int64)
    if len(g) < 3:
        return None
    delta = np.diff(g).astype(np.int32)
    n0, p = _kernels.find_period(delta, len(delta), heaps, int(t), int(nmin))
    if p < 0:
        return None
    n0, p = int(n0), int(p)
    s = int(g[n0 + p] - g[n0])
    if s <= 0:
        return None
    if n0 == 1 and nmin == 1 and g[p] - g[0] == s:
        n0 = 0
    return n0, p, s


def search_certificate(values, start: int, factor: int, limit: int, heaps: int, t: int,
                       nmin: int) -> Periodicity:
    """Certify on ``values(n)`` for n = start, start*factor, ... (capped at `limit`) until a
    period is proved or `limit` values were examined; the last attempt is returned."""
    n = start
    while True:
        n = min(n, limit)
        cert = certify(values(n), heaps, t, nmin)
        if cert.found or n >= limit:
            return cert
        n *= factor
