"""Types of the compiled nimber kernels that the public API exposes (the numpy ufuncs); the
other kernels are internal."""

from typing import Any

import numpy as np

nim_multiply: np.ufunc
nim_divide: np.ufunc
nim_power: np.ufunc
nim_inverse: np.ufunc
nim_square_root: np.ufunc

def __getattr__(name: str) -> Any: ...
