"""POJ 3710 (Christmas Game): sums of Green Hackenbush graphs.

Input, repeated until the end of the input: ``t``, then t graphs, each ``n m`` and m lines
``u v`` (an edge, vertices 1..n, rooted at 1). Output, one line per set: ``Sally`` when the
first player wins the sum of the t graphs, else ``Harry``.

The problem promises that cycles share no edge and touch the rest of the graph at one vertex;
this solution does not rely on it: self-loops, parallel edges and anything hanging off a
cycle are valued exactly (:mod:`grundy.graphs.hackenbush`). All graphs of all sets are laid
side by side as one edge list with vertex offsets and valued by one kernel call.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from .._textio import IntReader
from ..errors import InputFormatError
from ..graphs import _hackenbush_kernels as _hk
from ..graphs._kernels import index_dtype

# Error codes of _layout.
_ROW_T, _ROW_NM, _ROW_EDGE, _NEG_T, _END_NM, _BAD_NM, _END_EDGES, _VERTEX, _TOO_MANY = range(1, 10)
_VERTEX_LIMIT = 2**62


@njit(cache=True)
def _row_ok(lines, p, width):
    """True when tokens p .. p + width - 1 are exactly the tokens of one line."""
    line = lines[p]
    if p > 0 and lines[p - 1] == line:
        return False
    for j in range(1, width):
        if lines[p + j] != line:
            return False
    return p + width >= len(lines) or lines[p + width] != line


@njit(cache=True)
def _layout(values, lines, limit):
    """Check the structure of the whole input and lay every graph side by side.

    Returns (err, pos, a, b, set_sizes, roots, src, dst, total): err 0 on success, else an
    error code with the token index pos where it was found and two details a, b; set_sizes[s]
    is the number of graphs of set s, roots[j] the global index of graph j's vertex 1, and
    edge i joins src[i] and dst[i] (0-based, offset by the vertices of the graphs before);
    total is the number of vertices of all graphs. O(number of integers).
    """
    T = len(values)
    set_sizes = np.empty(T + 1, np.int64)
    roots = np.empty(T // 2 + 1, np.int64)
    src = np.empty(T // 2 + 1, np.int64)
    dst = np.empty(T // 2 + 1, np.int64)
    ns = 0
    ng = 0
    ne = 0
    off = 0
    p = 0
    while p < T:
        if not _row_ok(lines, p, 1):
            return _ROW_T, p, 0, 0, set_sizes[:0], roots[:0], src[:0], dst[:0], 0
        t = values[p]
        if t < 0:
            return _NEG_T, p, t, 0, set_sizes[:0], roots[:0], src[:0], dst[:0], 0
        p += 1
        set_sizes[ns] = t
        ns += 1
        for j in range(t):
            if p + 2 > T:
                return _END_NM, T, j + 1, t, set_sizes[:0], roots[:0], src[:0], dst[:0], 0
            if not _row_ok(lines, p, 2):
                return _ROW_NM, p, 0, 0, set_sizes[:0], roots[:0], src[:0], dst[:0], 0
            n = values[p]
            m = values[p + 1]
            if n < 1 or m < 0:
                return _BAD_NM, p, n, m, set_sizes[:0], roots[:0], src[:0], dst[:0], 0
            if n > limit - off:
                return _TOO_MANY, p, limit, 0, set_sizes[:0], roots[:0], src[:0], dst[:0], 0
            p += 2
            if m > (T - p) // 2:
                return _END_EDGES, T, m, (T - p) // 2, set_sizes[:0], roots[:0], src[:0], dst[:0], 0
            roots[ng] = off
            ng += 1
            for i in range(m):
                if not _row_ok(lines, p, 2):
                    return _ROW_EDGE, p, 0, 0, set_sizes[:0], roots[:0], src[:0], dst[:0], 0
                a = values[p]
                b = values[p + 1]
                if a < 1 or a > n:
                    return _VERTEX, p, a, n, set_sizes[:0], roots[:0], src[:0], dst[:0], 0
                if b < 1 or b > n:
                    return _VERTEX, p + 1, b, n, set_sizes[:0], roots[:0], src[:0], dst[:0], 0
                src[ne] = off + a - 1
                dst[ne] = off + b - 1
                ne += 1
                p += 2
            off += n
    return 0, 0, 0, 0, set_sizes[:ns], roots[:ng], src[:ne], dst[:ne], off


@njit(cache=True)
def _set_xors(values, set_sizes):
    """XOR of the graph values of each set (consecutive runs of set_sizes[s] values)."""
    out = np.zeros(len(set_sizes), np.int64)
    j = 0
    for s in range(len(set_sizes)):
        x = 0
        for _ in range(set_sizes[s]):
            x ^= values[j]
            j += 1
        out[s] = x
    return out


def _error(r: IntReader, err: int, pos: int, a: int, b: int) -> InputFormatError:
    line = r.line_of(pos)
    if err in (_ROW_T, _ROW_NM, _ROW_EDGE):
        width, what = {_ROW_T: (1, "t"), _ROW_NM: (2, "'n m'"), _ROW_EDGE: (2, "an edge 'u v'")}[err]
        found = int(np.count_nonzero(r.lines == r.lines[pos]))
        return InputFormatError(f"expected {width} integer{'s' if width > 1 else ''} ({what}), found {found}", line)
    if err == _NEG_T:
        return InputFormatError(f"t must be non-negative, not {a}", line)
    if err == _END_NM:
        return InputFormatError(f"expected 'n m' of graph {a} of {b}, found the end of the input", line)
    if err == _BAD_NM:
        return InputFormatError(f"need n >= 1 and m >= 0, not n={a}, m={b}", line)
    if err == _END_EDGES:
        return InputFormatError(f"expected {a} lines of edges 'u v', found {b}", line)
    if err == _VERTEX:
        return InputFormatError(f"vertex {a} is out of range 1..{b}", line)
    return InputFormatError(f"the graphs have more than {a} vertices in all", line)


def read(data: bytes) -> tuple[int, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Parse the input: (total vertices, 0-based edge ends, roots, graphs per set).

    The graphs are laid side by side: graph j's vertex k is ``roots[j] + k - 1``. Vertices
    that no edge touches are squeezed out when they would dominate the memory.
    """
    r = IntReader(data)
    err, pos, a, b, set_sizes, roots, src, dst, total = _layout(r.values, r.lines, _VERTEX_LIMIT)
    if err:
        raise _error(r, int(err), int(pos), int(a), int(b))
    if total > 4 * (len(src) + len(roots)) + 2**20:
        # Mostly isolated vertices: keep only the roots and the vertices with an edge.
        keep, inverse = np.unique(np.concatenate([roots, src, dst]), return_inverse=True)
        total = len(keep)
        k = len(roots)
        roots, src, dst = inverse[:k], inverse[k : k + len(src)], inverse[k + len(src) :]
    vt = index_dtype(total)
    return int(total), src.astype(vt), dst.astype(vt), roots.astype(vt), set_sizes


def solve(data: bytes) -> str:
    total, src, dst, roots, set_sizes = read(data)
    values = _hk.rooted_values(total, src, dst, roots)
    xors = _set_xors(values, set_sizes)
    return "".join("Sally\n" if x else "Harry\n" for x in xors.tolist())
