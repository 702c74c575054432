"""The former home of the graph families, kept for one release as a re-export of their public
names: tokens on directed graphs are in :mod:`grundy.tokens`, Green Hackenbush in
:mod:`grundy.hackenbush`, vertex geography and matchings in :mod:`grundy.geography`, and the
graph containers in :mod:`grundy.graphbase`. Every name is also importable from ``grundy``."""

from .._lazy import lazy_exports

_EXPORTS = {
    "CSRGraph": "..graphbase._input",
    "as_digraph": "..graphbase._input",
    "dag_grundy": "..tokens.dag",
    "explore": "..graphbase.explore",
    "LoopyGraphValues": "..tokens.loopy",
    "loopy_grundy": "..tokens.loopy",
    "loopy_values": "..tokens.loopy",
    "PromisesAnalysis": "..tokens.promises",
    "election_promises": "..tokens.promises",
    "TokenMove": "..tokens.tokens",
    "TokensAnalysis": "..tokens.tokens",
    "analyze_tokens": "..tokens.tokens",
    "count_edge_subsets_first_player_wins": "..tokens.subsets",
    "Multigraph": "..graphbase._undirected",
    "as_multigraph": "..graphbase._undirected",
    "HackenbushAnalysis": "..hackenbush.green",
    "analyze_hackenbush": "..hackenbush.green",
    "hackenbush_value": "..hackenbush.green",
    "hackenbush_winning_cuts": "..hackenbush.green",
    "hackenbush_hanging_values": "..hackenbush.green",
    "hackenbush_sum_winning_cuts": "..hackenbush.green",
    "SimpleGraph": "..graphbase._simple_graph",
    "as_simple_graph": "..graphbase._simple_graph",
    "GallaiEdmonds": "..geography.matching",
    "gallai_edmonds": "..geography.matching",
    "maximum_matching": "..geography.matching",
    "GeographyStrategy": "..geography.vertex",
    "card_geography": "..geography.vertex",
    "geography_move": "..geography.vertex",
    "geography_strategy": "..geography.vertex",
    "geography_wins": "..geography.vertex",
}

__all__ = list(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
