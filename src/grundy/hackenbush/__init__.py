"""Green Hackenbush: edge deletion on graphs with a ground, solved by the colon principle on
trees and the fusion principle on cycles (POJ 3710 Christmas Game), with the winning cuts and
the values of many positions side by side."""

from .._lazy import lazy_exports

_EXPORTS = {
    "HackenbushAnalysis": ".green",
    "analyze_hackenbush": ".green",
    "hackenbush_value": ".green",
    "hackenbush_winning_cuts": ".green",
    "hackenbush_hanging_values": ".green",
    "hackenbush_sum_winning_cuts": ".green",
    "hackenbush_part_values": ".green",
}

__all__ = [  # _EXPORTS's names, written out for type checkers
    "HackenbushAnalysis", "analyze_hackenbush", "hackenbush_value", "hackenbush_winning_cuts",
    "hackenbush_hanging_values", "hackenbush_sum_winning_cuts", "hackenbush_part_values",
]

# Type checkers (which take any TYPE_CHECKING as true) read the imports, and no __getattr__ that
# would make a misspelt name Any; at run time each module loads on first use of one of its names.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from .green import (
        HackenbushAnalysis, analyze_hackenbush, hackenbush_value, hackenbush_winning_cuts,
        hackenbush_hanging_values, hackenbush_sum_winning_cuts, hackenbush_part_values,
    )
else:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
