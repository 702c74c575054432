"""Nimber search for hard impartial games: components, canonical forms, pruning, a lasting table.

:class:`NimberSearch` computes Grundy values of games too large for a plain memoized search
(:class:`grundy.GameSolver`): it splits a position into independent components and XORs their
values, memoizes each component under a canonical form (so symmetric components are solved
once), skips options that cannot change a mex, and keeps the solved components in an SQLite
file that a later run resumes from. :func:`node_kayles_value` and :func:`arc_kayles_value` use
it on Node-Kayles and Arc-Kayles over any simple graph; :class:`Clobber` and :class:`CannibalClobber`
are impartial Clobber's two games on boards, :class:`NoGo` impartial NoGo. Games of up to 4096 cells (graphs of up
to 4096 vertices, :class:`Cram` boards of up to 4096 squares) are searched by the compiled
engine (:mod:`grundy.search._core`: Beling and Rogalski's pruned search, which asks a component
whether its value lies in a set instead of for its value), written once over a game interface
in C++ (``grundy/search/engine``) and compiled for each game and width of position.
:class:`Chomp` is solved by a compiled DP over all its positions, and searched as a check.
:class:`Sprouts` (canonical lands in the notation of Glop and SPOTS, options compiled) is
decided by proof-number search on couples of a land and a nim heap (:mod:`.pns`, a second
search over the game interface of :class:`NimberSearch`).

The package is layered: the games (:mod:`.cram`, :mod:`.games`) over the engines
(:mod:`.bitsearch` for the compiled engine, :mod:`.engine` for games given by functions and
:mod:`.pns` over it) over
the workers (:mod:`.parallel`), with :mod:`._spec` below them all; no module imports one above
it.
"""

from .._lazy import lazy_exports

_EXPORTS = {
    "NimberSearch": ".engine",
    "NodeKayles": ".games",
    "ArcKayles": ".games",
    "node_kayles_value": ".games",
    "arc_kayles_value": ".games",
    "Cram": ".cram",
    "PlacementGame": ".placement",
    "Chomp": ".chomp",
    "Clobber": ".clobber",
    "CannibalClobber": ".clobber",
    "NoGo": ".nogo",
    "Sprouts": ".sprouts",
}

__all__ = [  # _EXPORTS's names, written out for type checkers
    "NimberSearch", "NodeKayles", "ArcKayles", "node_kayles_value", "arc_kayles_value", "Cram",
    "PlacementGame", "Chomp", "Clobber", "CannibalClobber", "NoGo", "Sprouts",
]

# Type checkers (which take any TYPE_CHECKING as true) read the imports, and no __getattr__ that
# would make a misspelt name Any; at run time each module loads on first use of one of its names.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from .engine import NimberSearch
    from .games import NodeKayles, ArcKayles, node_kayles_value, arc_kayles_value
    from .cram import Cram
    from .placement import PlacementGame
    from .chomp import Chomp
    from .clobber import CannibalClobber, Clobber
    from .nogo import NoGo
    from .sprouts import Sprouts
else:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
