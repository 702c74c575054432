"""POJ 3710 (Christmas Game): sums of Green Hackenbush graphs.

Input, repeated until the end of the input: ``t``, then t graphs, each ``n m`` and m lines
``u v`` (an edge, vertices 1..n, rooted at 1). Output, one line per set: ``Sally`` when the
first player wins the sum of the t graphs, else ``Harry``.

The problem promises that cycles share no edge and touch the rest of the graph at one vertex;
this solution does not rely on it: self-loops, parallel edges and anything hanging off a
cycle are valued exactly (:mod:`grundy.hackenbush.green`). All graphs of all sets are laid
side by side as one edge list with vertex offsets and valued by one kernel call.
"""

from __future__ import annotations

import numpy as np

from .._limits import check_memory
from .._textio import IntReader, plural
from ..errors import InputFormatError
from ..graphbase.toolkit import from_endpoints, index_dtype
from ..hackenbush.green import PART_VALUES_COST, hackenbush_part_values
from ._poj3710_kernels import (
    _BAD_NM,
    _END_EDGES,
    _END_NM,
    _NEG_T,
    _ROW_EDGE,
    _ROW_NM,
    _ROW_T,
    _TOO_MANY,
    _VERTEX,
    _layout,
    _set_xors,
)

_VERTEX_LIMIT = 2**62


def _error(r: IntReader, err: int, pos: int, a: int, b: int) -> InputFormatError:
    line = r.line_of(pos)
    if err in (_ROW_T, _ROW_NM, _ROW_EDGE):
        width, what = {_ROW_T: (1, "t"), _ROW_NM: (2, "'n m'"), _ROW_EDGE: (2, "an edge 'u v'")}[err]
        found = int(np.count_nonzero(r.lines == r.lines[pos]))
        return InputFormatError(f"expected {plural(width, 'integer')} ({what}), found {found}", line)
    if err == _NEG_T:
        return InputFormatError(f"t must be non-negative, not {a}", line)
    if err == _END_NM:
        return InputFormatError(f"expected 'n m' of graph {a} of {b}, found the end of the input", line)
    if err == _BAD_NM:
        return InputFormatError(f"need n >= 1 and m >= 0, not n={a}, m={b}", line)
    if err == _END_EDGES:
        return InputFormatError(f"expected {plural(a, 'line')} of edges 'u v', found {b}", line)
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
    cost = PART_VALUES_COST
    check_memory(float(total) * cost.per_vertex + float(len(src)) * cost.per_edge,
                 f"graphs of {plural(int(total), 'vertex', 'vertices')} and {plural(len(src), 'edge')} in all")
    vt = index_dtype(total)
    return int(total), src.astype(vt), dst.astype(vt), roots.astype(vt), set_sizes


def solve(data: bytes) -> str:
    total, src, dst, roots, set_sizes = read(data)
    values = hackenbush_part_values(from_endpoints(total, src, dst), roots)
    xors = _set_xors(values, set_sizes)
    return "".join("Sally\n" if x else "Harry\n" for x in xors.tolist())
