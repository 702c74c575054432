"""The former home of the graph families, kept for one release as a re-export of their public
names: tokens on directed graphs are in :mod:`grundy.tokens`, Green Hackenbush in
:mod:`grundy.hackenbush`, vertex geography and matchings in :mod:`grundy.geography`, and the
graph containers in :mod:`grundy.graphbase`. Every name is also importable from ``grundy``."""

from .._lazy import lazy_exports
from ..geography import _EXPORTS as _GEOGRAPHY
from ..graphbase import _EXPORTS as _GRAPHBASE
from ..hackenbush import _EXPORTS as _HACKENBUSH
from ..tokens import _EXPORTS as _TOKENS

# every public name of the four packages, from its module there
_EXPORTS = {name: f"..{package}{module}"
            for package, exports in (("graphbase", _GRAPHBASE), ("tokens", _TOKENS),
                                     ("hackenbush", _HACKENBUSH), ("geography", _GEOGRAPHY))
            for name, module in exports.items()}

__all__ = [  # _EXPORTS's names, written out for type checkers
    "CSRGraph", "as_digraph", "Multigraph", "as_multigraph", "SimpleGraph", "as_simple_graph",
    "explore",
    "dag_grundy", "LoopyGraphValues", "loopy_grundy", "loopy_values", "PromisesAnalysis",
    "election_promises", "TokenMove", "TokensAnalysis", "analyze_tokens",
    "count_edge_subsets_first_player_wins",
    "HackenbushAnalysis", "analyze_hackenbush", "hackenbush_value", "hackenbush_winning_cuts",
    "hackenbush_hanging_values", "hackenbush_sum_winning_cuts",
    "GallaiEdmonds", "gallai_edmonds", "maximum_matching", "GeographyStrategy", "card_geography",
    "geography_move", "geography_strategy", "geography_wins",
]

# Type checkers (which take any TYPE_CHECKING as true) read the imports, and no __getattr__ that
# would make a misspelt name Any; at run time each module loads on first use of one of its names.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..graphbase import (
        CSRGraph, Multigraph, SimpleGraph, as_digraph, as_multigraph, as_simple_graph, explore,
    )
    from ..tokens import (
        LoopyGraphValues, PromisesAnalysis, TokenMove, TokensAnalysis, analyze_tokens,
        count_edge_subsets_first_player_wins, dag_grundy, election_promises, loopy_grundy,
        loopy_values,
    )
    from ..hackenbush import (
        HackenbushAnalysis, analyze_hackenbush, hackenbush_hanging_values,
        hackenbush_sum_winning_cuts, hackenbush_value, hackenbush_winning_cuts,
    )
    from ..geography import (
        GallaiEdmonds, GeographyStrategy, card_geography, gallai_edmonds, geography_move,
        geography_strategy, geography_wins, maximum_matching,
    )
else:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
