"""Placement games (a game given as data, grundy.PlacementGame and ``grundy search placement``):
values against plain mex recursion on random games, the same values in every width of the engine
and with symmetries, the games it recognizes (Node-Kayles, Arc-Kayles, Cram) against their own
modules, winning moves, the lasting table, the command line and bad input."""

from __future__ import annotations

import json
import random

import networkx as nx
import pytest

from grundy import PlacementGame
from grundy.errors import GrundyError, InputFormatError, InvalidGameError
from grundy.search import ArcKayles, Cram, NodeKayles
from grundy.search._core import SearchCore
from grundy.search.placement import parse_moves
from oracles import game_value_oracle


def plain_moves(moves):
    """The options of a position (a bitmask of free cells) by the rules written out plainly."""
    masks = [(sum(1 << c for c in a), sum(1 << c for c in set(a) | set(b))) for a, b in moves]

    def options(m: int) -> list[int]:
        return [m & ~b for a, b in masks if m & a == a]
    return options


def random_game(rng: random.Random, n: int) -> list[tuple[set, set]]:
    """Moves of 1..3 needed cells and 0..3 more removed, near each other (so that positions
    split into several components)."""
    moves = []
    for _ in range(rng.randint(max(n // 2, 1), 2 * n)):
        base = rng.randrange(n)
        near = [c for c in range(max(0, base - 4), min(n, base + 5))]
        needs = set(rng.sample(near, rng.randint(1, min(3, len(near)))))
        removes = needs | set(rng.sample(near, rng.randint(0, min(3, len(near)))))
        moves.append((needs, removes))
    return moves


def test_random_games_against_mex_recursion():
    """Random placement games of up to 16 cells (and random positions of them) against plain mex
    recursion, in the general module; every winning move leaves value 0 and is legal."""
    rng = random.Random(1)
    for trial in range(120):
        n = rng.randint(1, 16)
        moves = random_game(rng, n)
        game = PlacementGame(moves, cells=n, recognize=False, progress=False)
        assert game.engine == "placement"
        options = plain_moves(moves)
        for position in [game.start] + [rng.getrandbits(n) for _ in range(3)]:
            value = game_value_oracle(position, options)
            assert game.value(position) == value, (moves, position)
            move = game.winning_move(position)
            if value == 0:
                assert move is None and game.winning_moves(position) == []
            else:
                assert move in game.legal_moves(position)
                after = game.after(position, move)
                assert game_value_oracle(after, options) == 0
                wins = game.winning_moves(position)
                assert move in wins
                assert wins == [j for j in game.legal_moves(position)
                                if game_value_oracle(game.after(position, j), options) == 0]


@pytest.mark.parametrize("words", [1, 2, 3])
def test_every_width_gives_the_same_values(words):
    """The engine's placement module at one, two and three words a position (a game of 40 cells
    and its positions), against mex recursion on positions of up to 14 free cells."""
    rng = random.Random(10 + words)
    for _ in range(40):
        n = rng.randint(20, 60)
        moves = random_game(rng, n)
        masks = [(sum(1 << c for c in a), sum(1 << c for c in b)) for a, b in moves]
        core = SearchCore("placement", n, moves=masks, words=words)
        assert core.W == words
        options = plain_moves(moves)
        for _ in range(3):
            position = sum(1 << c for c in rng.sample(range(n), rng.randint(0, 14)))
            core.begin(position)
            while not core.run(1 << 20):
                pass
            assert core.result == game_value_oracle(position, options)
        core.check()


def test_symmetries_key_components_up_to_the_group():
    """Cram strips as placement games with the strip's reflection and, on a 2 x n board, the
    group of the rectangle: the same values as without symmetries, in fewer positions solved, and
    congruent components have one key."""
    for rows, cols in [(1, 18), (2, 9), (3, 6)]:
        n = rows * cols
        dominoes = [{r * cols + c, r * cols + c + 1} for r in range(rows) for c in range(cols - 1)]
        dominoes += [{r * cols + c, (r + 1) * cols + c} for r in range(rows - 1) for c in range(cols)]
        dominoes = [(d, d) for d in dominoes]
        flip = [r * cols + (cols - 1 - c) for r in range(rows) for c in range(cols)]
        turn = [(rows - 1 - r) * cols + c for r in range(rows) for c in range(cols)]
        plain = PlacementGame(dominoes, recognize=False, progress=False)
        sym = PlacementGame(dominoes, symmetries=[flip, turn], recognize=False, progress=False)
        assert plain.value() == sym.value() == Cram(rows, cols, progress=False).value()
        assert sym.search.solved <= plain.search.solved
        core = sym.search.core
        left = sum(1 << (r * cols + c) for r in range(rows) for c in range(2))
        right = sum(1 << (r * cols + cols - 1 - c) for r in range(rows) for c in range(2))
        assert core.canonical(left) == core.canonical(right) and core.canonical(left)[1] == 2
        # two congruent parts of a position cancel
        assert sym.value(left | right) == 0


def test_symmetries_are_checked_and_closed():
    moves = [({0, 1}, {0, 1}), ({1, 2}, {1, 2}), ({2, 3}, {2, 3})]
    with pytest.raises(InvalidGameError, match=r"^symmetry 0 is not a permutation of the cells 0..3$"):
        PlacementGame(moves, symmetries=[[0, 1, 2]])
    with pytest.raises(InvalidGameError, match=r"^symmetry 1 maps move 1 onto no move$"):
        PlacementGame(moves, symmetries=[[3, 2, 1, 0], [1, 0, 2, 3]])
    game = PlacementGame(moves, symmetries=[[3, 2, 1, 0]], recognize=False, progress=False)
    assert game.value() == 2 and game.winning_moves() == [1]  # Cram on a strip of 4: 0.07 at heap 4


def test_recognized_games_are_their_modules():
    """Moves that are exactly Node-Kayles's or Arc-Kayles's on a graph are searched by that
    module (a grid numbered row by row as a board: Arc-Kayles there is Cram), with the same
    values as the general module and as the built-in games; winning moves map back to the moves'
    indices."""
    rng = random.Random(5)
    for g in [nx.petersen_graph(), nx.grid_2d_graph(3, 5), nx.gnm_random_graph(14, 20, seed=2)]:
        g = nx.convert_node_labels_to_integers(g)
        n, edges = g.number_of_nodes(), list(g.edges())
        node = [({v}, {v} | set(g[v])) for v in rng.sample(range(n), n)]
        arc = [({u, v}, {u, v}) for u, v in rng.sample(edges, len(edges))]
        for moves, cls, engine in ((node, NodeKayles, "node-kayles"), (arc, ArcKayles, "arc-kayles")):
            game = PlacementGame(moves, cells=n, progress=False)
            general = PlacementGame(moves, cells=n, recognize=False, progress=False)
            builtin = cls(edges, n, progress=False)
            assert game.engine == engine and general.engine == "placement"
            for position in [game.start] + [rng.getrandbits(n) for _ in range(4)]:
                value = builtin.value(position)
                assert game.value(position) == general.value(position) == value
                move = game.winning_move(position)
                assert (move is None) == (value == 0)
                if move is not None:
                    assert general.value(game.after(position, move)) == 0
                assert game.winning_moves(position) == general.winning_moves(position)
    cram = [({0, 1}, {0, 1}), ({0, 3}, {0, 3}), ({1, 2}, {1, 2}), ({1, 4}, {1, 4}), ({2, 5}, {2, 5}),
            ({3, 4}, {3, 4}), ({4, 5}, {4, 5})]
    game = PlacementGame(cram, progress=False)
    assert game.engine == "arc-kayles" and game._recognized[0].board == (2, 3)
    assert game.value() == Cram(2, 3).value() == 1


def test_bad_moves_are_refused():
    with pytest.raises(InvalidGameError, match=r"^move 1 needs no cell: it could be played for ever$"):
        PlacementGame([({0}, {0}), (set(), {1})])
    with pytest.raises(InvalidGameError, match=r"^move 0 needs cell 2 but does not remove it: it could be played for ever$"):
        PlacementGame([({1, 2}, {1})])
    with pytest.raises(InvalidGameError, match=r"^move 0: a cell is a number from 0, not -1$"):
        PlacementGame([({-1}, {-1})])
    with pytest.raises(InvalidGameError, match=r"^move 0: expected a pair \(needs, removes\)"):
        PlacementGame([{0}])
    with pytest.raises(InvalidGameError, match=r"^a move names cell 5, past the 3 cells \(0..2\)$"):
        PlacementGame([({5}, {5})], cells=3)
    with pytest.raises(InvalidGameError, match=r"^4097 cells: a placement game has at most 4096$"):
        PlacementGame([({4096}, {4096})])
    with pytest.raises(InvalidGameError, match=r"^a placement game needs at least one move$"):
        PlacementGame([])
    with pytest.raises(InvalidGameError, match=r"^core='word' takes games of at most 64 cells, not 70$"):
        PlacementGame([({69}, {69})], core="word")
    game = PlacementGame([({0, 1}, {0, 1, 2}), ({2}, {2})])
    with pytest.raises(InvalidGameError, match=r"^move 1 needs cells that are not free$"):
        game.after(0b011, 1)
    with pytest.raises(InvalidGameError, match=r"^move 2 is not one of 0..1$"):
        game.after(None, 2)
    with pytest.raises(InvalidGameError, match="outside 0..2"):
        game.value(1 << 3)
    assert isinstance(InvalidGameError("x"), GrundyError)


def test_parse_moves_names_the_line_and_the_character():
    moves, lines = parse_moves("3 / 2 4\n\n# comment\n 5 6 # two cells\n")
    assert moves == [([3], [2, 3, 4]), ([5, 6], [5, 6])] and lines == [1, 4]
    for text, message in [("0 / 1 / 2\n", r"^line 1: a second '/' at character 7$"),
                          ("1\n0 x\n", r"^line 2: expected a cell number \(0, 1, 2 ...\) at character 3, not 'x'$"),
                          ("1\n / 2\n", r"^line 2: a move needs at least one cell"),
                          ("-1\n", r"^line 1: expected a cell number \(0, 1, 2 ...\) at character 1, not '-1'$"),
                          ("# nothing\n", r"^no moves")]:
        with pytest.raises(InputFormatError, match=message):
            parse_moves(text)


def test_command_line(tmp_path, capsys):
    from grundy.cli import main

    path = tmp_path / "p5.txt"
    path.write_text("# Node-Kayles on a path of five vertices\n0 / 1\n1 / 0 2\n2 / 1 3\n3 / 2 4\n4 / 3\n")
    assert main(["search", "placement", str(path)]) == 0
    assert capsys.readouterr().out == "3\nmove 2 / 1 3\n"
    assert main(["search", "placement", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"value": 3, "move": {"line": 4, "needs": [2], "removes": [1, 2, 3]}}
    # a lasting table: the second run reads what the first solved
    db = tmp_path / "t.db"
    bars = tmp_path / "bars.txt"
    bars.write_text("".join(f"{c} {c + 1} {c + 2}\n" for c in range(30)))  # trominoes on a strip of 32
    assert main(["search", "placement", str(bars), "--table", str(db), "--core", "wide", "-q"]) == 0
    first = capsys.readouterr().out
    game = PlacementGame(parse_moves(bars.read_text())[0], table=db, progress=False)
    assert game.engine == "placement" and game.search.loaded > 0
    assert str(game.value()) == first.splitlines()[0] and game.search.solved == 0
    bad = tmp_path / "bad.txt"
    bad.write_text("0 1\n2 / 3 / 4\n")
    assert main(["search", "placement", str(bad)]) == 2
    assert capsys.readouterr().err == f"grundy: error: {bad}: line 2: a second '/' at character 7\n"


def test_picture_with_coordinates():
    cells = [(0, c) for c in range(4)]
    game = PlacementGame([({c, c + 1}, {c, c + 1}) for c in range(3)], coords=cells, progress=False)
    svg = game.svg()
    assert "value 2, a winning move in red" in svg and svg.count('class="cell move"') == 2
    assert PlacementGame([({0}, {0})]).svg() is None
    with pytest.raises(InvalidGameError, match="coords gives 1 cells, the game has 4"):
        PlacementGame([({c, c + 1}, {c, c + 1}) for c in range(3)], coords=[(0, 0)])
