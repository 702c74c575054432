"""The graph of positions reachable in a user-defined game."""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable

import numpy as np

from ..errors import InvalidGameError
from ._input import Digraph
from ._kernels import index_dtype

__all__ = ["explore"]


def explore(position: Hashable, moves: Callable[[Any], Iterable[Hashable]]) -> Digraph:
    """Enumerate the positions reachable from `position` and the moves among them.

    Returns a :class:`Digraph` whose labels are the positions in discovery order (the start is
    vertex 0). Breadth-first, iterative: O(P + M) calls and memory.

    Examples
    --------
    >>> g = explore(3, lambda n: [n - k for k in (1, 2) if k <= n])
    >>> g.labels, g.indptr.tolist(), g.indices.tolist()
    ([3, 2, 1, 0], [0, 2, 4, 5, 5], [1, 2, 2, 3, 3])
    """
    try:
        index = {position: 0}
    except TypeError:
        raise InvalidGameError(f"position {position!r} is not hashable") from None
    labels = [position]
    indptr = [0]
    indices: list[int] = []
    head = 0
    while head < len(labels):
        for opt in moves(labels[head]):
            try:
                j = index.get(opt)
            except TypeError:
                raise InvalidGameError(f"position {opt!r} is not hashable") from None
            if j is None:
                j = index[opt] = len(labels)
                labels.append(opt)
            indices.append(j)
        indptr.append(len(indices))
        head += 1
    return Digraph(
        len(labels),
        np.array(indptr, dtype=np.int64),
        np.array(indices, dtype=index_dtype(len(labels))),
        labels=labels,
    )
