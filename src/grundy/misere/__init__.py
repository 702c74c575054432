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

__all__ = [  # _EXPORTS's names, written out for type checkers
    "MisereQuotient", "MisereMove", "misere_quotient", "quotient_period", "InfiniteQuotient",
    "MisereGame", "Genus",
]

# Type checkers (which take any TYPE_CHECKING as true) read the imports, and no __getattr__ that
# would make a misspelt name Any; at run time each module loads on first use of one of its names.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from .quotient import MisereQuotient, MisereMove, misere_quotient, quotient_period
    from ._infinite import InfiniteQuotient
    from .forms import MisereGame, Genus
else:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
