"""grundy: impartial combinatorial games solved by Sprague–Grundy theory.

The library answers who wins and which move wins, for user-defined games
(:func:`grundy_value`, :func:`loopy_values`) and for families with fast algorithms: tokens on
directed graphs (:mod:`grundy.tokens`), Green Hackenbush (:mod:`grundy.hackenbush`), vertex
geography and matchings (:mod:`grundy.geography`), all over one graph input layer
(:mod:`grundy.graphbase`), heap games
(:mod:`grundy.heaps`: Nim and its relatives, subtraction and octal games, Wythoff, cutting
paper), misère play (:mod:`grundy.misere`: misère quotients), nimbers (:mod:`grundy.nimbers`)
and a search engine for hard games (:mod:`grundy.search`: components, symmetry, persistent
tables; Node-Kayles and Arc-Kayles). Every public name is importable from ``grundy``;
a family's modules load on first use. The ``grundy`` command solves classic problems in
their own input formats.
"""

from ._lazy import lazy_exports
from .errors import (
    GrundyError,
    InfiniteQuotientError,
    InputFormatError,
    InvalidGameError,
    LoopyGameError,
    NimberZeroDivisionError,
    ResourceLimitError,
    SingularMatrixError,
    TimeLimitError,
)

__version__ = "0.1.0"

# Families (and the engine for user-defined games) load on first use.
_EXPORTS = {
    "GameSolver": ".core",
    "Sum": ".core",
    "LoopyValue": ".core",
    "Outcome": ".core",
    "grundy_value": ".core",
    "mex": ".core",
    "outcome": ".core",
    "sum_outcome": ".core",
    "sum_value": ".core",
    "sum_winning_moves": ".core",
    "winning_moves": ".core",
    "CompoundSolver": ".core",
    "remoteness": ".core",
    "suspense": ".core",
    "compound_outcome": ".core",
    "compound_winning_moves": ".core",
    "CSRGraph": ".graphbase",
    "LoopyGraphValues": ".tokens",
    "TokenMove": ".tokens",
    "TokensAnalysis": ".tokens",
    "analyze_tokens": ".tokens",
    "as_digraph": ".graphbase",
    "dag_grundy": ".tokens",
    "loopy_grundy": ".tokens",
    "loopy_values": ".tokens",
    "PromisesAnalysis": ".tokens",
    "election_promises": ".tokens",
    "count_edge_subsets_first_player_wins": ".tokens",
    "Multigraph": ".graphbase",
    "as_multigraph": ".graphbase",
    "HackenbushAnalysis": ".hackenbush",
    "analyze_hackenbush": ".hackenbush",
    "hackenbush_value": ".hackenbush",
    "hackenbush_winning_cuts": ".hackenbush",
    "hackenbush_hanging_values": ".hackenbush",
    "hackenbush_sum_winning_cuts": ".hackenbush",
    "hackenbush_part_values": ".hackenbush",
    "SimpleGraph": ".graphbase",
    "as_simple_graph": ".graphbase",
    "GallaiEdmonds": ".geography",
    "gallai_edmonds": ".geography",
    "maximum_matching": ".geography",
    "GeographyStrategy": ".geography",
    "card_geography": ".geography",
    "geography_move": ".geography",
    "geography_strategy": ".geography",
    "geography_wins": ".geography",
    "MisereQuotient": ".misere",
    "MisereMove": ".misere",
    "misere_quotient": ".misere",
    "MisereGame": ".misere",
    "Genus": ".misere",
    "NimberSearch": ".search",
    "NodeKayles": ".search",
    "ArcKayles": ".search",
    "Cram": ".search",
    "PlacementGame": ".search",
    "Chomp": ".search",
    "Clobber": ".search",
    "CannibalClobber": ".search",
    "NoGo": ".search",
    "Sprouts": ".search",
    "node_kayles_value": ".search",
    "arc_kayles_value": ".search",
    "Periodicity": ".heaps",
    "nim_value": ".heaps",
    "nim_outcome": ".heaps",
    "nim_winning_moves": ".heaps",
    "moore_nim_outcome": ".heaps",
    "moore_nim_winning_move": ".heaps",
    "staircase_value": ".heaps",
    "staircase_outcome": ".heaps",
    "staircase_winning_moves": ".heaps",
    "wythoff_p_position": ".heaps",
    "wythoff_partner": ".heaps",
    "wythoff_outcome": ".heaps",
    "wythoff_winning_moves": ".heaps",
    "wythoff_options": ".heaps",
    "zeckendorf": ".heaps",
    "fibonacci_nim_outcome": ".heaps",
    "fibonacci_nim_winning_move": ".heaps",
    "count_misere_fibonacci_wins": ".heaps",
    "SubtractionGame": ".heaps",
    "subtraction_values": ".heaps",
    "subtraction_certificate": ".heaps",
    "TakeAndBreak": ".heaps",
    "HeapMove": ".heaps",
    "HeapRules": ".heaps",
    "takebreak_values": ".heaps",
    "save_state": ".heaps",
    "load_state": ".heaps",
    "TBCode": ".heaps",
    "HeapRuleset": ".heaps",
    "OctalGame": ".heaps",
    "OctalMove": ".heaps",
    "parse_octal_code": ".heaps",
    "octal_values": ".heaps",
    "octal_certificate": ".heaps",
    "save_octal_state": ".heaps",
    "load_octal_state": ".heaps",
    "paper_table": ".heaps",
    "paper_value": ".heaps",
    "paper_outcome": ".heaps",
    "paper_winning_cuts": ".heaps",
    "NIM_LOG_GENERATOR": ".nimbers",
    "Nimber": ".nimbers",
    "nim_mul": ".nimbers",
    "nim_pow": ".nimbers",
    "nim_inv": ".nimbers",
    "nim_div": ".nimbers",
    "nim_sqrt": ".nimbers",
    "nim_log": ".nimbers",
    "nim_quadratic_root": ".nimbers",
    "nim_multiply": ".nimbers",
    "nim_divide": ".nimbers",
    "nim_power": ".nimbers",
    "nim_inverse": ".nimbers",
    "nim_square_root": ".nimbers",
    "nim_det": ".nimbers",
    "nim_rank": ".nimbers",
    "nim_solve": ".nimbers",
    "nim_matrix_inverse": ".nimbers",
    "CoinMove": ".nimbers",
    "CoinGame": ".nimbers",
    "TWINS": ".nimbers",
    "TartanProduct": ".nimbers",
    "tartan_value": ".nimbers",
    "rectangle_value": ".nimbers",
    "rectangle_winning_move": ".nimbers",
    "flip_two_value": ".nimbers",
    "flip_two_winning_move": ".nimbers",
    "Spawning": ".nimbers",
}

# Every public name, written out so that type checkers can read it (the lazy ones in the order
# of _EXPORTS; tests/test_exports.py holds the two together).
__all__ = [
    "GrundyError", "InfiniteQuotientError", "InputFormatError", "InvalidGameError",
    "LoopyGameError", "NimberZeroDivisionError", "SingularMatrixError", "ResourceLimitError",
    "TimeLimitError",
    # core
    "GameSolver", "Sum", "LoopyValue", "Outcome", "grundy_value", "mex", "outcome", "sum_outcome",
    "sum_value", "sum_winning_moves", "winning_moves",
    "CompoundSolver", "remoteness", "suspense", "compound_outcome", "compound_winning_moves",
    # the graph families (tokens, Hackenbush, geography) and their graph containers
    "CSRGraph", "LoopyGraphValues", "TokenMove", "TokensAnalysis", "analyze_tokens", "as_digraph",
    "dag_grundy", "loopy_grundy", "loopy_values", "PromisesAnalysis", "election_promises",
    "count_edge_subsets_first_player_wins", "Multigraph", "as_multigraph",
    "HackenbushAnalysis", "analyze_hackenbush", "hackenbush_value", "hackenbush_winning_cuts",
    "hackenbush_hanging_values", "hackenbush_sum_winning_cuts", "hackenbush_part_values",
    "SimpleGraph", "as_simple_graph", "GallaiEdmonds", "gallai_edmonds", "maximum_matching",
    "GeographyStrategy", "card_geography", "geography_move", "geography_strategy",
    "geography_wins",
    # misere
    "MisereQuotient", "MisereMove", "misere_quotient", "MisereGame", "Genus",
    # search
    "NimberSearch", "NodeKayles", "ArcKayles", "Cram", "PlacementGame", "Chomp", "Clobber",
    "CannibalClobber", "NoGo", "Sprouts", "node_kayles_value",
    "arc_kayles_value",
    # heaps
    "Periodicity", "nim_value", "nim_outcome", "nim_winning_moves", "moore_nim_outcome",
    "moore_nim_winning_move", "staircase_value", "staircase_outcome", "staircase_winning_moves",
    "wythoff_p_position", "wythoff_partner", "wythoff_outcome", "wythoff_winning_moves",
    "wythoff_options", "zeckendorf", "fibonacci_nim_outcome", "fibonacci_nim_winning_move",
    "count_misere_fibonacci_wins", "SubtractionGame", "subtraction_values",
    "subtraction_certificate", "TakeAndBreak", "HeapMove", "HeapRules", "takebreak_values",
    "save_state",
    "load_state", "TBCode",
    "HeapRuleset", "OctalGame", "OctalMove", "parse_octal_code", "octal_values",
    "octal_certificate", "save_octal_state", "load_octal_state", "paper_table", "paper_value",
    "paper_outcome", "paper_winning_cuts",
    # nimbers
    "NIM_LOG_GENERATOR", "Nimber", "nim_mul", "nim_pow", "nim_inv", "nim_div", "nim_sqrt",
    "nim_log", "nim_quadratic_root", "nim_multiply", "nim_divide", "nim_power", "nim_inverse",
    "nim_square_root", "nim_det", "nim_rank", "nim_solve", "nim_matrix_inverse", "CoinMove",
    "CoinGame", "TWINS", "TartanProduct", "tartan_value", "rectangle_value",
    "rectangle_winning_move", "flip_two_value", "flip_two_winning_move", "Spawning",
    "__version__",
]

# Type checkers (which take any TYPE_CHECKING as true) see the names' real types in the imports,
# and no __getattr__ that would make a misspelt name Any; at run time each family loads on first
# use (and typing is not imported: the command line starts faster).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from .core.games import (
        GameSolver, Sum, grundy_value, outcome, sum_value, sum_winning_moves, winning_moves,
    )
    from .core.compounds import (
        CompoundSolver, compound_outcome, compound_winning_moves, remoteness, suspense,
    )
    from .core.loopy import LoopyValue, sum_outcome
    from .core.mex import mex
    from .core.outcome import Outcome
    from .graphbase import (
        CSRGraph, Multigraph, SimpleGraph, as_digraph, as_multigraph, as_simple_graph,
    )
    from .tokens.dag import dag_grundy
    from .geography.vertex import (
        GeographyStrategy,
        card_geography,
        geography_move,
        geography_strategy,
        geography_wins,
    )
    from .hackenbush.green import (
        HackenbushAnalysis,
        analyze_hackenbush,
        hackenbush_hanging_values,
        hackenbush_sum_winning_cuts,
        hackenbush_part_values,
        hackenbush_value,
        hackenbush_winning_cuts,
    )
    from .tokens.loopy import LoopyGraphValues, loopy_grundy, loopy_values
    from .geography.matching import GallaiEdmonds, gallai_edmonds, maximum_matching
    from .tokens.promises import PromisesAnalysis, election_promises
    from .tokens.subsets import count_edge_subsets_first_player_wins
    from .tokens.tokens import TokenMove, TokensAnalysis, analyze_tokens
    from .heaps import Periodicity
    from .heaps.fibonacci import (
        count_misere_fibonacci_wins, fibonacci_nim_outcome, fibonacci_nim_winning_move, zeckendorf,
    )
    from .heaps.moore import moore_nim_outcome, moore_nim_winning_move
    from .heaps.nim import nim_outcome, nim_value, nim_winning_moves
    from .heaps.takebreak import TakeAndBreak, load_state, save_state, takebreak_values
    from .heaps.rules import HeapMove, HeapRules
    from .heaps.tbcode import TBCode
    from .heaps.ruleset import HeapRuleset
    from .heaps.octal import (
        OctalGame, OctalMove, load_octal_state, octal_certificate, octal_values, parse_octal_code,
        save_octal_state,
    )
    from .heaps.paper import paper_outcome, paper_table, paper_value, paper_winning_cuts
    from .heaps.staircase import staircase_outcome, staircase_value, staircase_winning_moves
    from .heaps.subtraction import SubtractionGame, subtraction_certificate, subtraction_values
    from .heaps.wythoff import (
        wythoff_options, wythoff_outcome, wythoff_p_position, wythoff_partner,
        wythoff_winning_moves,
    )
    from .misere.forms import Genus, MisereGame
    from .misere.quotient import MisereMove, MisereQuotient, misere_quotient
    from .nimbers.ufuncs import nim_divide, nim_inverse, nim_multiply, nim_power, nim_square_root
    from .nimbers.coins import (
        CoinGame, CoinMove, TWINS, TartanProduct, flip_two_value, flip_two_winning_move,
        rectangle_value, rectangle_winning_move, tartan_value,
    )
    from .nimbers.linalg import nim_det, nim_matrix_inverse, nim_rank, nim_solve
    from .nimbers.spawning import Spawning
    from .nimbers.scalar import (
        NIM_LOG_GENERATOR, Nimber, nim_div, nim_inv, nim_log, nim_mul, nim_pow, nim_quadratic_root,
        nim_sqrt,
    )
    from .search.cram import Cram
    from .search.placement import PlacementGame
    from .search.chomp import Chomp
    from .search.clobber import CannibalClobber, Clobber
    from .search.nogo import NoGo
    from .search.sprouts import Sprouts
    from .search.engine import NimberSearch
    from .search.games import ArcKayles, NodeKayles, arc_kayles_value, node_kayles_value
else:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
