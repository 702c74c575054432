"""Green Hackenbush: edge deletion on graphs with a ground, solved by the colon principle on
trees and the fusion principle on cycles (POJ 3710 Christmas Game), with the winning cuts."""

from .._lazy import lazy_exports

_EXPORTS = {
    "HackenbushAnalysis": ".green",
    "analyze_hackenbush": ".green",
    "hackenbush_value": ".green",
    "hackenbush_winning_cuts": ".green",
    "hackenbush_hanging_values": ".green",
    "hackenbush_sum_winning_cuts": ".green",
}

__all__ = list(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
