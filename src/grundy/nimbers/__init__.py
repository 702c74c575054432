"""Nimbers: the field arithmetic of nim values, arrays of nimbers, matrices and coin games.

- :mod:`.scalar` -- nim product, power, inverse, quotient, square root, logarithm and the
  root of x*x + x = a on Python ints of any size, and the :class:`Nimber` int type.
- :mod:`.ufuncs` -- numpy ufuncs on uint64 arrays (``nim_multiply`` ...).
- :mod:`.linalg` -- determinant, rank, linear systems and inverses over the nimbers.
- :mod:`.coins` -- coin-turning games: the rectangle game (x * y), two in a row or column
  (x ^ y), 1-D games and their Tartan products.
- :mod:`.expression` -- a small safe evaluator of nimber expressions (``grundy nimber``).
"""

from .coins import (
    TWINS,
    CoinGame,
    CoinMove,
    TartanProduct,
    flip_two_value,
    flip_two_winning_move,
    rectangle_value,
    rectangle_winning_move,
    tartan_value,
)
from .linalg import nim_det, nim_matrix_inverse, nim_rank, nim_solve
from .scalar import (
    NIM_LOG_GENERATOR,
    Nimber,
    nim_div,
    nim_inv,
    nim_log,
    nim_mul,
    nim_pow,
    nim_quadratic_root,
    nim_sqrt,
)
from .ufuncs import nim_divide, nim_inverse, nim_multiply, nim_power, nim_square_root

UFUNCS = ("nim_multiply", "nim_divide", "nim_power", "nim_inverse", "nim_square_root")

__all__ = [
    "NIM_LOG_GENERATOR",
    "Nimber",
    "nim_mul",
    "nim_pow",
    "nim_inv",
    "nim_div",
    "nim_sqrt",
    "nim_log",
    "nim_quadratic_root",
    *UFUNCS,
    "nim_det",
    "nim_rank",
    "nim_solve",
    "nim_matrix_inverse",
    "CoinMove",
    "CoinGame",
    "TWINS",
    "TartanProduct",
    "tartan_value",
    "rectangle_value",
    "rectangle_winning_move",
    "flip_two_value",
    "flip_two_winning_move",
]

