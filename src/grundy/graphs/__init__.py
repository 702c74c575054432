"""Games on graphs: tokens on directed graphs (acyclic or not), Green Hackenbush."""

from .._lazy import lazy_exports

_EXPORTS = {
    "CSRGraph": "._input",
    "as_digraph": "._input",
    "dag_grundy": ".dag",
    "explore": ".explore",
    "LoopyGraphValues": ".loopy",
    "loopy_grundy": ".loopy",
    "loopy_values": ".loopy",
    "PromisesAnalysis": ".promises",
    "election_promises": ".promises",
    "TokenMove": ".tokens",
    "TokensAnalysis": ".tokens",
    "analyze_tokens": ".tokens",
    "count_edge_subsets_first_player_wins": ".subsets",
    "Multigraph": "._undirected",
    "as_multigraph": "._undirected",
    "HackenbushAnalysis": ".hackenbush",
    "analyze_hackenbush": ".hackenbush",
    "hackenbush_value": ".hackenbush",
    "hackenbush_winning_cuts": ".hackenbush",
    "hackenbush_hanging_values": ".hackenbush",
    "hackenbush_sum_winning_cuts": ".hackenbush",
    "SimpleGraph": "._simple_graph",
    "as_simple_graph": "._simple_graph",
    "GallaiEdmonds": ".matching",
    "gallai_edmonds": ".matching",
    "maximum_matching": ".matching",
    "GeographyStrategy": ".geography",
    "card_geography": ".geography",
    "geography_move": ".geography",
    "geography_strategy": ".geography",
    "geography_wins": ".geography",
}

__all__ = list(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
