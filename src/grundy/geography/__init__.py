"""Undirected vertex geography, solved by maximum matching: the start vertex wins exactly when
every maximum matching covers it (LOJ 536 cards, LOJ 6033 grid), with the blossom algorithm
and the Gallai–Edmonds decomposition for any undirected graph."""

from .._lazy import lazy_exports

_EXPORTS = {
    "GallaiEdmonds": ".matching",
    "gallai_edmonds": ".matching",
    "maximum_matching": ".matching",
    "GeographyStrategy": ".vertex",
    "card_geography": ".vertex",
    "geography_move": ".vertex",
    "geography_strategy": ".vertex",
    "geography_wins": ".vertex",
}

__all__ = [  # _EXPORTS's names, written out for type checkers
    "GallaiEdmonds", "gallai_edmonds", "maximum_matching", "GeographyStrategy", "card_geography",
    "geography_move", "geography_strategy", "geography_wins",
]

# Type checkers (which take any TYPE_CHECKING as true) read the imports, and no __getattr__ that
# would make a misspelt name Any; at run time each module loads on first use of one of its names.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from .matching import GallaiEdmonds, gallai_edmonds, maximum_matching
    from .vertex import (
        GeographyStrategy, card_geography, geography_move, geography_strategy,
        geography_wins,
    )
else:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
