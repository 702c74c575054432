"""Nimbers: the field arithmetic of nim values, arrays of nimbers, matrices and coin games.

- :mod:`.scalar` -- nim product, power, inverse, quotient, square root, logarithm and the
  root of x*x + x = a on Python ints of any size, and the :class:`Nimber` int type.
- :mod:`.ufuncs` -- numpy ufuncs on uint64 arrays (``nim_multiply`` ...).
- :mod:`.linalg` -- determinant, rank, linear systems and inverses over the nimbers.
- :mod:`.coins` -- coin-turning games: the rectangle game (x * y), two in a row or column
  (x ^ y), 1-D games and their Tartan products.
- :mod:`.spawning` -- 1-D coin-turning games given by a turning code (``'1-3'``, ``'4FS'``),
  CGSuite's Turning and Spawning games.
- :mod:`.expression` -- a small safe evaluator of nimber expressions (``grundy nimber``).

Each module loads on first use of one of its names, so a judge that needs only the compiled
kernels does not pay for the rest.
"""

from .._lazy import lazy_exports

_EXPORTS = {
    "NIM_LOG_GENERATOR": ".scalar",
    "Nimber": ".scalar",
    "nim_mul": ".scalar",
    "nim_pow": ".scalar",
    "nim_inv": ".scalar",
    "nim_div": ".scalar",
    "nim_sqrt": ".scalar",
    "nim_log": ".scalar",
    "nim_quadratic_root": ".scalar",
    "nim_multiply": ".ufuncs",
    "nim_divide": ".ufuncs",
    "nim_power": ".ufuncs",
    "nim_inverse": ".ufuncs",
    "nim_square_root": ".ufuncs",
    "nim_det": ".linalg",
    "nim_rank": ".linalg",
    "nim_solve": ".linalg",
    "nim_matrix_inverse": ".linalg",
    "CoinMove": ".coins",
    "CoinGame": ".coins",
    "TWINS": ".coins",
    "TartanProduct": ".coins",
    "tartan_value": ".coins",
    "rectangle_value": ".coins",
    "rectangle_winning_move": ".coins",
    "flip_two_value": ".coins",
    "flip_two_winning_move": ".coins",
    "Spawning": ".spawning",
}

__all__ = [  # _EXPORTS's names, written out for type checkers
    "NIM_LOG_GENERATOR", "Nimber", "nim_mul", "nim_pow", "nim_inv", "nim_div", "nim_sqrt",
    "nim_log", "nim_quadratic_root", "nim_multiply", "nim_divide", "nim_power", "nim_inverse",
    "nim_square_root", "nim_det", "nim_rank", "nim_solve", "nim_matrix_inverse", "CoinMove",
    "CoinGame", "TWINS", "TartanProduct", "tartan_value", "rectangle_value",
    "rectangle_winning_move", "flip_two_value", "flip_two_winning_move", "Spawning",
]

# Type checkers (which take any TYPE_CHECKING as true) read the imports, and no __getattr__ that
# would make a misspelt name Any; at run time each module loads on first use of one of its names.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from .scalar import (
        NIM_LOG_GENERATOR, Nimber, nim_mul, nim_pow, nim_inv, nim_div, nim_sqrt,
        nim_log, nim_quadratic_root,
    )
    from .ufuncs import nim_multiply, nim_divide, nim_power, nim_inverse, nim_square_root
    from .linalg import nim_det, nim_rank, nim_solve, nim_matrix_inverse
    from .coins import (
        CoinMove, CoinGame, TWINS, TartanProduct, tartan_value, rectangle_value,
        rectangle_winning_move, flip_two_value, flip_two_winning_move,
    )
    from .spawning import Spawning
else:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
