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

__all__ = list(_EXPORTS)
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
