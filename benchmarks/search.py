#!/usr/bin/env python
"""Benchmarks of grundy.search: NimberSearch against GameSolver on Node-Kayles.

Usage: python benchmarks/search.py [--quick]

For each graph (3 x n grids and uniform random graphs), the same game is solved four ways:
``GameSolver`` on whole positions; ``NimberSearch`` with no split; with components; with
components and canonical forms (the default of :class:`grundy.search.NodeKayles`). Each line
gives the value, the positions (or canonical components) solved, the time and the rate; the
values must agree. Runs in process, no reference binary.
"""

from __future__ import annotations

import argparse
import random
import time

import networkx as nx

from grundy.core.games import GameSolver
from grundy.search import NimberSearch, NodeKayles


def run(label: str, graph) -> None:
    game = NodeKayles(graph, progress=False)
    ways = {
        "GameSolver": lambda: GameSolver(game.moves, progress=False),
        "NimberSearch plain": lambda: NimberSearch(game.moves, progress=False),
        "+ components": lambda: NimberSearch(game.moves, components=game.components, progress=False),
        "+ canonical": lambda: NodeKayles(graph, progress=False).search,
    }
    values = set()
    for way, make in ways.items():
        solver = make()
        t = time.perf_counter()
        v = solver.value(game.start)
        dt = time.perf_counter() - t
        n = len(solver._memo) if isinstance(solver, GameSolver) else solver.solved
        values.add(v)
        print(f"{label:<22} {way:<20} value {v:>2}  {n:>8} positions  {dt:8.3f} s  {n / dt:>9.0f} /s",
              flush=True)
    assert len(values) == 1, values


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="smaller graphs")
    args = ap.parse_args()
    grids = [5, 6] if args.quick else [6, 8, 10]
    for n in grids:
        run(f"grid 3x{n}", nx.grid_2d_graph(3, n))
    rng = random.Random(1)
    sizes = [16] if args.quick else [20, 30]  # n=40: GameSolver needs minutes
    for n in sizes:
        g = nx.gnm_random_graph(n, 2 * n, seed=rng.randrange(10**6))
        run(f"random n={n} m={2 * n}", g)


if __name__ == "__main__":
    main()
