"""Deprecated: the former home of the graph families, kept for one release.

Each name here is the object of its home, where it is to be imported from instead: tokens on
directed graphs are in :mod:`grundy.tokens`, Green Hackenbush in :mod:`grundy.hackenbush`,
vertex geography and matchings in :mod:`grundy.geography`, and the graph containers in
:mod:`grundy.graphbase`. Using a name through ``grundy.graphs`` gives a
:class:`DeprecationWarning` naming its home, at the caller's line.
"""

import warnings

#: Each name of the former module -> the package that is its home.
_HOMES = {name: package for package, names in (
    ("graphbase", ("CSRGraph", "as_digraph", "Multigraph", "as_multigraph", "SimpleGraph",
                   "as_simple_graph", "explore")),
    ("tokens", ("dag_grundy", "LoopyGraphValues", "loopy_grundy", "loopy_values",
                "PromisesAnalysis", "election_promises", "TokenMove", "TokensAnalysis",
                "analyze_tokens", "count_edge_subsets_first_player_wins")),
    ("hackenbush", ("HackenbushAnalysis", "analyze_hackenbush", "hackenbush_value",
                    "hackenbush_winning_cuts", "hackenbush_hanging_values",
                    "hackenbush_sum_winning_cuts")),
    ("geography", ("GallaiEdmonds", "gallai_edmonds", "maximum_matching", "GeographyStrategy",
                   "card_geography", "geography_move", "geography_strategy", "geography_wins")),
) for name in names}

__all__ = [  # _HOMES's names, written out for type checkers
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

# Type checkers (which take any TYPE_CHECKING as true) read the imports; at run time every use
# of a name goes through __getattr__, which warns (nothing is cached here, so each place that
# uses a name is told). dir() does not list the names: tools that read every attribute of a
# module (completion, pytest's collection) neither offer them nor warn.
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
    def __getattr__(name: str):
        home = _HOMES.get(name)
        if home is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        warnings.warn(f"grundy.graphs is deprecated and goes in the next release: import "
                      f"{name} from grundy.{home}", DeprecationWarning, stacklevel=2)
        return getattr(__import__(home, globals(), None, [name], 2), name)
