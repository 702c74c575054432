"""Misère play: the player who makes the last move loses.

:func:`misere_quotient` computes the misère quotient of an octal or hexadecimal game for heaps
up to a bound (exact, proved for that bound; proved complete for every heap size when
:func:`quotient_period` applies), which answers the misère outcome of any sum of
such heaps and a winning move; where it proves the quotient infinite, it raises
:class:`grundy.InfiniteQuotientError` with an :class:`InfiniteQuotient`, the proof. Misère Nim's closed form is :func:`grundy.heaps.nim_outcome`
with ``misere=True``.
"""

from .._lazy import lazy_exports

_EXPORTS = {
    "MisereQuotient": ".quotient",
    "MisereMove": ".quotient",
    "misere_quotient": ".quotient",
    "quotient_period": ".quotient",
    "InfiniteQuotient": "._infinite",
    "MisereGame": ".forms",
    "Genus": ".forms",
}

__all__ = list(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
