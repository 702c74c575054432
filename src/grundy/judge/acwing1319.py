"""AcWing 1319 (移棋子游戏): tokens on a directed acyclic graph.

Input: ``N M K``, M lines ``x y`` (an edge x -> y, vertices 1..N), then K token vertices.
Output: ``win`` when the first player wins, else ``lose``. A cycle is an input error.
"""

from __future__ import annotations

import numpy as np

from ..errors import LoopyGameError
from ..tokens.dag import DAG_COST, dag_grundy
from ..tokens.text import read_tokens_graph
from ._common import cycle_error


def solve(data: bytes) -> str:
    g, tokens, keep = read_tokens_graph(data, DAG_COST)
    try:
        values = dag_grundy(g)
    except LoopyGameError as e:
        cycle = np.array(e.cycle, np.int64)
        raise cycle_error(cycle if keep is None else keep[cycle]) from None
    x = int(np.bitwise_xor.reduce(values[tokens])) if len(tokens) else 0
    return "win\n" if x else "lose\n"
