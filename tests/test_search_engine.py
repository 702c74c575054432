"""The compiled search engine against the reference: every game module of the engine (graphs,
boards with Cram's rules and the grid's, board graphs, placement games), in positions of one word
and of several, against :class:`~grundy.NimberSearch` (the Python engine over the game's moves,
written independently of the compiled rules) on random positions; the tables' invariants after
each search; and the engine's own checks of its input."""

from __future__ import annotations

import random

import networkx as nx
import pytest

from grundy import NimberSearch
from grundy.search import ArcKayles, Cram, NodeKayles, PlacementGame
from grundy.search._core import SearchCore, width_of
from test_search_wide import KINGS, board_edges


def reference(moves) -> NimberSearch:
    return NimberSearch(moves, progress=False)


def positions(rng: random.Random, n: int, count: int, most: int = 20) -> list[int]:
    """`count` random positions of n cells with at most `most` free cells."""
    out = []
    for _ in range(count):
        k = rng.randint(0, min(n, most))
        out.append(sum(1 << c for c in rng.sample(range(n), k)))
    return out


def engine_of(game):
    return (game.search if isinstance(game, (Cram, PlacementGame)) else game.compiled).core


def check_against_reference(game, ref, n: int, rng: random.Random, count: int = 8) -> None:
    for position in positions(rng, n, count):
        assert game.value(position) == ref.value(position), (game, position)
        move = game.winning_move(position)
        assert (move is None) == (ref.value(position) == 0)
    engine_of(game).check()


@pytest.mark.parametrize("core", ["word", "wide"])
def test_cram_against_the_reference(core):
    """Cram boards with Cram's rules (mirror strategies, tufts, the 2 x 2 rule), in one word and
    in two."""
    rng = random.Random(1 + (core == "wide"))
    for rows, cols in [(1, 30), (2, 12), (3, 8), (4, 6), (5, 5), (6, 6), (4, 9)]:
        game = Cram(rows, cols, progress=False, core=core)
        assert engine_of(game).W == (1 if core == "word" else 2)
        check_against_reference(game, reference(Cram(rows, cols).moves), rows * cols, rng)


@pytest.mark.parametrize("core", ["word", "wide"])
@pytest.mark.parametrize("cls", [NodeKayles, ArcKayles])
def test_graph_games_against_the_reference(cls, core):
    """Node-Kayles and Arc-Kayles on grids (boards: mirror strategies, and Cram's rules for
    Arc-Kayles), on the kings graph (a board graph keyed by shape), and on random graphs (keyed
    by vertex sets and small isomorphism classes)."""
    rng = random.Random(3 + 2 * (cls is ArcKayles) + (core == "wide"))
    graphs = [(board_edges(4, 7, [(0, 1)]), 28, "board"), (board_edges(5, 6, KINGS), 30, "board_graph"),
              (list(nx.gnm_random_graph(30, 45, seed=5).edges()), 30, None),
              (list(nx.random_regular_graph(3, 24, seed=7).edges()), 24, None)]
    for edges, n, shape in graphs:
        game = cls(edges, n, progress=False, core=core)
        assert engine_of(game).W == (1 if core == "word" else 2)
        assert (game.board is not None, game.board_graph is not None) == (shape == "board", shape == "board_graph")
        python = cls(edges, n, progress=False, engine="python")
        check_against_reference(game, python.search, n, rng)


@pytest.mark.parametrize("words", [1, 2, 4])
def test_placement_games_against_the_reference(words):
    """Random placement games (moves of one to three cells needed, some more removed) in the
    general module at one, two and four words."""
    rng = random.Random(9 + words)
    for _ in range(12):
        n = rng.randint(8, 40)
        moves = []
        for _ in range(rng.randint(n // 2, 2 * n)):
            base = rng.randrange(n)
            near = list(range(max(0, base - 3), min(n, base + 4)))
            needs = set(rng.sample(near, rng.randint(1, 3)))
            moves.append((needs, needs | set(rng.sample(near, rng.randint(0, 2)))))
        core = {1: "word", 2: "wide", 4: None}[words]
        game = PlacementGame(moves, cells=max(n, 200 if words == 4 else n), recognize=False,
                             progress=False, core=core)
        assert engine_of(game).W == words
        check_against_reference(game, reference(lambda m: list(game.options(m))), n, rng, 6)


def test_widths_instantiated():
    """A game takes the least width that holds it; a wider one when asked."""
    assert [width_of(n) for n in (1, 64, 65, 128, 129, 192, 256, 257, 512, 513, 1024, 1025, 4096)] == \
        [1, 1, 2, 2, 3, 3, 4, 8, 8, 16, 16, 64, 64]
    assert SearchCore("cram", 12, rows=3, cols=4, words=3).W == 3
    with pytest.raises(ValueError, match="1..4096"):
        SearchCore("cram", 4097, rows=1, cols=4097)


def test_a_game_module_plugs_in_by_its_engine():
    """A game module's engine (what its make returns) drives a search by name, with workers
    making the same engine from the same names; a capsule is taken once."""
    from grundy.search._board_engine import make
    from grundy.search.bitsearch import BitSearch

    search = BitSearch("my-cram", 20, engine=("grundy.search._board_engine", (0, 4, 5, None, True)),
                       progress=False)
    assert search.core.kind == "my-cram" and search.core.W == 1
    assert search.value((1 << 20) - 1) == Cram(4, 5).value() == 2
    assert search.value_is(0b1111, 0) is False and search.value(0b1111) == 2
    capsule = make(1, 1 << 24, 64, 0, 4, 5, None, True)
    core = SearchCore("mine", 20, engine=capsule)
    with pytest.raises(ValueError, match="taken once"):
        SearchCore("again", 20, engine=capsule)
    core.begin((1 << 20) - 1)
    while not core.run(1 << 20):
        pass
    assert core.result == 2
