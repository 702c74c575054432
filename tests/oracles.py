"""Brute-force oracles for the tests. Independent of the library: nothing here imports grundy.

Outcomes are the strings ``"P"`` (the player to move loses), ``"N"`` (the player to move wins)
and ``"D"`` (draw), which are also the ``.value`` of :class:`grundy.Outcome` members.
"""

from __future__ import annotations

import itertools
from collections import deque
from typing import Callable, Hashable, Iterable

__all__ = [
    "mex_oracle",
    "successor_lists",
    "dag_values_oracle",
    "game_value_oracle",
    "retrograde",
    "token_outcomes",
    "product_moves",
    "cycle_vertices",
    "reachable",
    "nim_heaps_attached",
]


def mex_oracle(values: Iterable[int]) -> int:
    """Least non-negative integer not in `values`.

    >>> mex_oracle([0, 1, 3])
    2
    """
    s = set(values)
    return next(m for m in itertools.count() if m not in s)


def successor_lists(n: int, edges) -> list[list[int]]:
    """Follower lists (with repeats for parallel edges) of an edge list on vertices 0..n-1."""
    succ: list[list[int]] = [[] for _ in range(n)]
    for u, v in edges:
        succ[int(u)].append(int(v))
    return succ


def dag_values_oracle(n: int, edges) -> list[int]:
    """Grundy value of every vertex of a DAG by the plain recursive mex definition.

    >>> dag_values_oracle(3, [(0, 1), (1, 2), (0, 2)])
    [2, 1, 0]
    """
    succ = successor_lists(n, edges)
    memo: dict[int, int] = {}

    def g(u: int) -> int:
        if u not in memo:
            memo[u] = mex_oracle(g(v) for v in succ[u])
        return memo[u]

    return [g(u) for u in range(n)]


def game_value_oracle(position: Hashable, moves: Callable) -> int:
    """Grundy value of `position` of a finite acyclic game by recursion (tiny games only).

    >>> game_value_oracle(7, lambda n: [n - k for k in (1, 3, 4) if k <= n])
    0
    """
    memo: dict = {}

    def g(p):
        if p not in memo:
            memo[p] = mex_oracle(g(q) for q in moves(p))
        return memo[p]

    return g(position)


def retrograde(states: Iterable[Hashable], moves: Callable) -> dict:
    """Exact outcome of every state of a finite game graph that may have cycles.

    `states` must be closed under `moves`. Standard backward induction: a state with no move
    is P; a state with a P successor is N; a state all of whose successors are N is P; the
    states never resolved are draws.

    >>> retrograde([0, 1, 2], {0: [], 1: [0, 1], 2: [2]}.__getitem__) == {0: "P", 1: "N", 2: "D"}
    True
    """
    states = list(states)
    succ = {s: set(moves(s)) for s in states}
    preds: dict = {s: [] for s in states}
    for s, ts in succ.items():
        for t in ts:
            preds[t].append(s)
    pending = {s: len(ts) for s, ts in succ.items()}
    result: dict = {}
    queue = deque()
    for s in states:
        if pending[s] == 0:
            result[s] = "P"
            queue.append(s)
    while queue:
        t = queue.popleft()
        for p in preds[t]:
            if p in result:
                continue
            if result[t] == "P":
                result[p] = "N"
                queue.append(p)
            else:
                pending[p] -= 1
                if pending[p] == 0:
                    result[p] = "P"
                    queue.append(p)
    for s in states:
        result.setdefault(s, "D")
    return result


def product_moves(succ: list[list[int]]) -> Callable:
    """Moves of the k-token game: the state is a tuple of vertices; move one token one edge."""

    def moves(state: tuple) -> list[tuple]:
        out = []
        for i, u in enumerate(state):
            for v in succ[u]:
                out.append(state[:i] + (v,) + state[i + 1 :])
        return out

    return moves


def token_outcomes(n: int, edges, k: int) -> dict[tuple, str]:
    """Outcome of every k-token state on the digraph, by retrograde analysis of the product graph.

    >>> token_outcomes(2, [(0, 1), (1, 0)], 1) == {(0,): "D", (1,): "D"}
    True
    """
    succ = successor_lists(n, edges)
    return retrograde(itertools.product(range(n), repeat=k), product_moves(succ))


def reachable(succ: list[list[int]], start: int) -> set[int]:
    """Vertices reachable from `start` (itself included)."""
    seen = {start}
    stack = [start]
    while stack:
        u = stack.pop()
        for v in succ[u]:
            if v not in seen:
                seen.add(v)
                stack.append(v)
    return seen


def cycle_vertices(n: int, edges) -> set[int]:
    """Vertices lying on some directed cycle (self-loops included)."""
    succ = successor_lists(n, edges)
    return {u for u in range(n) if any(u in reachable(succ, v) for v in succ[u])}


def nim_heaps_attached(n: int, edges, heaps: int) -> tuple[int, list[tuple[int, int]]]:
    """The graph plus a disjoint Nim heap of each size 0..heaps-1: heap b is vertex n + b, with
    edges to the heaps of every smaller size (so its Grundy value is b)."""
    out = [(int(u), int(v)) for u, v in edges]
    for b in range(heaps):
        out.extend((n + b, n + c) for c in range(b))
    return n + heaps, out
