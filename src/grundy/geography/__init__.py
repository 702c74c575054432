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

__all__ = list(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
