"""Linear algebra over the nimbers: determinant, rank, linear systems and inverses.

Matrices are 2-D array_likes of non-negative integers (lists of lists, numpy integer arrays,
object arrays of Python ints). When every entry is below 2^64 the work is done by compiled
kernels on uint64 arrays; otherwise by the same Gaussian elimination in Python on ints of any
size, with :func:`grundy.nimbers.nim_mul` and :func:`grundy.nimbers.nim_inv`.

Nim addition is XOR, so subtraction is addition and row swaps change no sign; the
determinant equals the "permanent" sum over permutations (THEORY: in characteristic 2 the
two coincide), which is what makes it the Sprague–Grundy value of games such as JZOJ 6437.
"""

from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .._limits import announce, check_memory
from .._progress import SHOW_SECONDS, Progress
from ..errors import InvalidGameError, SingularMatrixError
from . import _kernels
from ._tables import subfield_tables
from .scalar import _inv, _mul, _nimber

__all__ = ["nim_det", "nim_rank", "nim_solve", "nim_matrix_inverse"]

_BIG = 1 << 64

# Memory per matrix entry: a uint64, or (entries of 2^64 and more) a list slot and a Python int.
_BYTES_U64 = 8.0
_BYTES_PYTHON = 80.0
# Seconds per nim product, for announcing long eliminations: compiled (uint64), Python ints.
_SECONDS_U64 = 1.5e-8
_SECONDS_PYTHON = 3e-5
_LONG = 30.0  # announce work expected to take longer than this (seconds)
#: Nimber products per call of a compiled elimination (about a tenth of a second): a large
#: matrix is eliminated in pieces of pivot columns, the progress bar redrawn between them.
CHUNK_PRODUCTS = 10**7


def _reserve(shape: tuple[int, ...], what: str, copies: float = 1.0, python: bool = False) -> None:
    """check_memory for `copies` arrays of `shape` (ResourceLimitError naming the shape)."""
    entries = 1.0
    for d in shape:
        entries *= d
    per = _BYTES_PYTHON if python else _BYTES_U64
    size = f"a {what} of {shape[0]} entries" if len(shape) == 1 else f"a {' x '.join(map(str, shape))} {what}"
    check_memory(entries * per * copies, size)


def _announce_long(products: float, python: bool, what: str) -> bool:
    """Say on stderr that an elimination of about `products` products will take long; True
    when it will take a second or more (worth a progress bar)."""
    seconds = products * (_SECONDS_PYTHON if python else _SECONDS_U64)
    if seconds >= _LONG:
        announce(f"{what}: about {products:.1e} nimber products, {seconds / 60:.0f} min or more (Ctrl-C stops it)")
    return seconds >= SHOW_SECONDS


def _bar(columns: int, show: bool, what: str) -> Progress:
    """The progress bar of an elimination: the columns done."""
    return Progress(columns, show, what, unit=" columns")


def _pieces(columns: int, cost: Callable[[int], float]) -> list[int]:
    """Where the pieces of a compiled elimination of `columns` pivot columns end: each piece
    about CHUNK_PRODUCTS products, column c costing about cost(c); the last ends at `columns`."""
    stops: list[int] = []
    done = 0.0
    for c in range(columns):
        done += cost(c)
        if done >= CHUNK_PRODUCTS:
            stops.append(c + 1)
            done = 0.0
    if not stops or stops[-1] != columns:
        stops.append(columns)
    return stops


def _as_nim_array(a: Any, what: str, ndims: tuple[int, ...]) -> np.ndarray:
    """The one validator: `a` as a uint64 array when every entry is below 2^64, else as an
    object array of Python ints. Raises InvalidGameError for a wrong shape, a negative or a
    non-integer entry."""
    if isinstance(a, np.ndarray) and a.dtype.kind in "ub":
        arr = a
    else:
        try:
            arr = np.asarray(a)
        except (ValueError, OverflowError):  # ragged rows, or ints of mixed sign beyond int64
            arr = None
        if arr is None or arr.dtype.kind not in "iubO":
            try:
                arr = np.array(a, dtype=object)
            except ValueError:
                raise InvalidGameError(f"the {what} must be a rectangular array of integers") from None
    if arr.dtype == object and any(isinstance(v, (list, tuple, np.ndarray)) for v in arr.flat):
        raise InvalidGameError(f"the {what} must be a rectangular array of integers")
    if arr.shape == (0,) and ndims == (2,):  # [] is the 0 x 0 matrix
        arr = arr.reshape(0, 0)
    if arr.ndim not in ndims:
        dims = " or ".join(f"{d}-D" for d in ndims)
        raise InvalidGameError(f"the {what} must be {dims}, not of shape {arr.shape}")
    if arr.dtype.kind in "ub":
        _reserve(arr.shape, what)
        return np.array(arr, dtype=np.uint64)  # a copy: kernels work in place
    if arr.dtype.kind == "i":
        if arr.size and arr.min() < 0:
            idx = np.unravel_index(int(np.argmin(arr)), arr.shape)
            raise InvalidGameError(f"{what} entry {tuple(map(int, idx))} is negative: {arr[idx]}")
        _reserve(arr.shape, what)
        return arr.astype(np.uint64)
    _reserve(arr.shape, what)
    out = np.empty(arr.shape, dtype=object)
    big = False
    for idx, v in np.ndenumerate(arr):
        if isinstance(v, float) or isinstance(v, bool):
            raise InvalidGameError(f"{what} entry {idx} is not an integer: {v!r}")
        try:
            x = _nimber(v, f"{what} entry {idx}")
        except InvalidGameError as e:
            raise InvalidGameError(str(e)) from None
        out[idx] = x
        big = big or x >= _BIG
    return out if big else out.astype(np.uint64)


def _matrix(a: Any, square: bool = True) -> np.ndarray:
    m = _as_nim_array(a, "matrix", (2,))
    if square and m.shape[0] != m.shape[1]:
        raise InvalidGameError(f"the matrix must be square, not of shape {m.shape}")
    return m


# -- Python path (entries of any size) ---------------------------------------------------------


def _rows(m: np.ndarray, what: str = "matrix") -> list[list[int]]:
    _reserve(m.shape, what, python=True)
    return [[int(x) for x in row] for row in m]


def _eliminate(rows: list[list[int]], extra: list[list[int]] | None = None, full: bool = False,
               bar: Progress | None = None):
    """Row-reduce `rows` (m x n, in place) along with `extra` (m x k). Returns the pivots
    [(row, col)]. With full=True (Gauss–Jordan) pivots are scaled to 1 and their columns
    cleared above as well. `bar` is told the columns done."""
    m = len(rows)
    n = len(rows[0]) if m else 0
    pivots: list[tuple[int, int]] = []
    r = 0
    for c in range(n):
        if bar is not None:
            bar.update(c)
        if r == m:
            break
        p = next((i for i in range(r, m) if rows[i][c]), None)
        if p is None:
            continue
        rows[r], rows[p] = rows[p], rows[r]
        if extra is not None:
            extra[r], extra[p] = extra[p], extra[r]
        pinv = _inv(rows[r][c])
        if full:
            rows[r] = [_mul(x, pinv) for x in rows[r]]
            if extra is not None:
                extra[r] = [_mul(x, pinv) for x in extra[r]]
            pinv = 1
        targets = range(m) if full else range(r + 1, m)
        for j in targets:
            if j == r or not rows[j][c]:
                continue
            f = _mul(rows[j][c], pinv)
            pr, rj = rows[r], rows[j]
            for t in range(c, n):
                if pr[t]:
                    rj[t] ^= _mul(f, pr[t])
            if extra is not None:
                er, ej = extra[r], extra[j]
                for t in range(len(er)):
                    if er[t]:
                        ej[t] ^= _mul(f, er[t])
        pivots.append((r, c))
        r += 1
    if bar is not None:
        bar.update(n)
    return pivots


def _object_array(rows: list[list[int]], shape: tuple[int, ...]) -> np.ndarray:
    out = np.empty(shape, dtype=object)
    flat = [x for row in rows for x in row]
    out.reshape(-1)[:] = flat if flat else []
    return out


# -- public functions --------------------------------------------------------------------------


def nim_det(a: Any) -> int:
    """Determinant of a square matrix of nimbers.

    Parameters
    ----------
    a : array_like of shape (n, n)
        Non-negative integers (any size).

    Returns
    -------
    int
        The determinant in nimber arithmetic; equally, the sum over permutations s of the
        nim products ``a[0, s(0)] * ... * a[n-1, s(n-1)]`` (signs vanish in characteristic
        2). 1 for the 0 x 0 matrix.

    Raises
    ------
    InvalidGameError
        If `a` is not a square 2-D array of non-negative integers.
    ResourceLimitError
        If the working copy of the matrix would not fit in memory (checked before allocating).

    Notes
    -----
    Gaussian elimination with nim inverses: about n^3 / 3 products. Entries below 2^64 use a
    compiled kernel (about 20 ns per product: a 512 x 512 matrix takes under a second); larger
    entries use Python ints (tens of microseconds per product and more). Memory: one copy of
    the matrix. Ctrl-C stops the compiled kernel within milliseconds (KeyboardInterrupt), and
    work expected to take over half a minute is announced on stderr (see :mod:`grundy._limits`);
    an elimination that takes a second or more also shows a progress bar (the columns done)
    where someone watches, a terminal or a notebook (the compiled kernel then runs in pieces
    of about CHUNK_PRODUCTS products, the bar redrawn between them).

    Examples
    --------
    >>> nim_det([[1, 2], [3, 1]])  # 1*1 + 2*3 = 1 ^ 1
    0
    >>> nim_det([[2, 3], [1, 1]])  # 2 + 3
    1
    """
    m = _matrix(a)
    n = m.shape[0]
    what = f"the determinant of a {n} x {n} matrix"
    show = _announce_long(n**3 / 3, m.dtype != np.uint64, what)
    if m.dtype == np.uint64:
        exp, log = subfield_tables()
        det, start = 1, 0
        with _bar(n, show, what) as bar:
            for stop in _pieces(n, lambda c: (n - c) ** 2):
                det = _kernels.det64(m, exp, log, det, start, stop)
                if det == 0:  # a column without a pivot
                    bar.update(n)
                    break
                bar.update(stop)
                start = stop
        return int(det)
    rows = _rows(m)
    with _bar(n, show, what) as bar:
        pivots = _eliminate(rows, bar=bar)
    if len(pivots) < len(rows):
        return 0
    det = 1
    for r, c in pivots:
        det = _mul(det, rows[r][c])
    return det


def nim_rank(a: Any) -> int:
    """Rank of a matrix of nimbers (any shape) over the nimber field.

    Parameters
    ----------
    a : array_like of shape (m, n)
        Non-negative integers (any size).

    Returns
    -------
    int

    Raises
    ------
    InvalidGameError
        If `a` is not a 2-D array of non-negative integers.
    ResourceLimitError
        If the working copy of the matrix would not fit in memory (checked before allocating).

    Notes
    -----
    Row echelon form: O(m n min(m, n)) products (compiled below 2^64, Python above).

    Examples
    --------
    >>> nim_rank([[1, 2], [2, 3]])  # row 2 = 2 * row 1, as 2 * 2 = 3
    1
    >>> nim_rank([[1, 2, 3], [0, 0, 0]])
    1
    """
    m = _matrix(a, square=False)
    if m.size == 0:
        return 0
    rows, cols = m.shape
    what = f"the rank of a {rows} x {cols} matrix"
    show = _announce_long(rows * cols * min(rows, cols), m.dtype != np.uint64, what)
    if m.dtype == np.uint64:
        exp, log = subfield_tables()
        r, start = 0, 0
        with _bar(cols, show, what) as bar:
            for stop in _pieces(cols, lambda c: max(rows - c, 1) * (cols - c)):
                r = _kernels.rank64(m, exp, log, r, start, stop)
                if r == rows:  # every row has its pivot
                    bar.update(cols)
                    break
                bar.update(stop)
                start = stop
        return int(r)
    with _bar(cols, show, what) as bar:
        return len(_eliminate(_rows(m), bar=bar))


def _solve(m: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """Solve m x = rhs for validated m (n, n) and rhs (n, k). Raises SingularMatrixError."""
    n = m.shape[0]
    python = m.dtype != np.uint64 or rhs.dtype != np.uint64
    what = f"solving a {n} x {n} system"
    show = _announce_long(n * n * (n + rhs.shape[1]), python, what)
    if not python:
        _reserve(m.shape, "matrix")
        exp, log = subfield_tables()
        a, k, x, ok, start = m.copy(), rhs.shape[1], rhs, True, 0
        with _bar(n, show, what) as bar:
            for stop in _pieces(n, lambda c: n * (n - c + k)):
                x, ok = _kernels.solve64(a, rhs, exp, log, start, stop)
                if not ok:
                    break
                bar.update(stop)
                start = stop
        if ok:
            return x
    else:
        rows, extra = _rows(m), _rows(rhs, "right-hand side")
        with _bar(n, show, what) as bar:
            pivots = _eliminate(rows, extra, full=True, bar=bar)
        if len(pivots) == n:
            return _object_array(extra, rhs.shape)
    raise SingularMatrixError(f"the {n} x {n} matrix is singular (rank {nim_rank(m)})")


def nim_solve(a: Any, b: Any) -> np.ndarray:
    """Solve the linear system ``a x = b`` over the nimbers.

    Parameters
    ----------
    a : array_like of shape (n, n)
        An invertible matrix of non-negative integers.
    b : array_like of shape (n,) or (n, k)
        The right-hand side(s).

    Returns
    -------
    numpy.ndarray of the shape of b
        The unique solution: dtype uint64 when every entry of a and b is below 2^64, else an
        object array of Python ints.

    Raises
    ------
    SingularMatrixError
        If a is singular (its rank is in the message).
    InvalidGameError
        If the shapes do not agree or an entry is negative or not an integer.
    ResourceLimitError
        If the working copy of the matrix would not fit in memory (checked before allocating).

    Notes
    -----
    Gauss–Jordan elimination on ``[a | b]``: about n^2 (n + k) products.

    Examples
    --------
    >>> nim_solve([[2, 3], [1, 1]], [1, 0]).tolist()  # 2 ^ 3 = 1 and 1 ^ 1 = 0
    [1, 1]
    >>> nim_solve([[1, 2], [2, 3]], [1, 1])
    Traceback (most recent call last):
    grundy.errors.SingularMatrixError: the 2 x 2 matrix is singular (rank 1)
    """
    m = _matrix(a)
    rhs = _as_nim_array(b, "right-hand side", (1, 2))
    if rhs.shape[0] != m.shape[0]:
        raise InvalidGameError(f"the right-hand side has {rhs.shape[0]} rows, the matrix {m.shape[0]}")
    vector = rhs.ndim == 1
    if m.dtype != rhs.dtype:  # one of them has an entry of 2^64 or more: Python ints for both
        m, rhs = m.astype(object), rhs.astype(object)
    x = _solve(m, rhs.reshape(rhs.shape[0], -1))
    return x.reshape(-1) if vector else x


def nim_matrix_inverse(a: Any) -> np.ndarray:
    """Inverse of a square matrix of nimbers.

    Parameters
    ----------
    a : array_like of shape (n, n)
        An invertible matrix of non-negative integers.

    Returns
    -------
    numpy.ndarray of shape (n, n)
        dtype uint64 when every entry of a is below 2^64, else an object array of Python ints.

    Raises
    ------
    SingularMatrixError
        If a is singular.
    InvalidGameError
        If a is not a square 2-D array of non-negative integers.
    ResourceLimitError
        If the working copy of the matrix would not fit in memory (checked before allocating).

    Notes
    -----
    Gauss–Jordan elimination on ``[a | I]``: about 2 n^3 products.

    Examples
    --------
    >>> nim_matrix_inverse([[2, 3], [1, 1]]).tolist()
    [[1, 3], [1, 2]]
    """
    m = _matrix(a)
    n = m.shape[0]
    _reserve(m.shape, "identity matrix", copies=1 if m.dtype == np.uint64 else 2)
    eye = np.eye(n, dtype=np.uint64)
    return _solve(m, eye if m.dtype == np.uint64 else eye.astype(object))
