"""The search engine on positions of several words (Node-Kayles and Arc-Kayles on graphs of more
than 64 vertices, boards of more than 64 cells): values against plain mex recursion, against
positions of one word on the same graphs relabelled across words, against the Python engine;
winning moves, the lasting table shared with the Python engine, workers, and bad input."""

from __future__ import annotations

import random
import textwrap

import networkx as nx
import numpy as np
import pytest

from grundy.errors import InvalidGameError
from grundy.search import ArcKayles, NodeKayles
from grundy.search import parallel
from grundy.search._core import SearchCore
from oracles import game_value_oracle, interrupt_after_rows, kill_after_rows, table_rows


def adjacency(n: int, edges) -> list[int]:
    adj = [0] * n
    for u, v in edges:
        if u != v:
            adj[u] |= 1 << v
            adj[v] |= 1 << u
    return adj


def moves_of(adj: list[int], arc: bool):
    """The options of a bitmask position, by the rules written out plainly."""
    def moves(m: int) -> list[int]:
        out = []
        verts = [v for v in range(len(adj)) if m >> v & 1]
        for v in verts:
            if arc:
                out += [m & ~(1 << u | 1 << v) for u in verts if u > v and adj[v] >> u & 1]
            else:
                out.append(m & ~(adj[v] | 1 << v))
        return out
    return moves


def random_edges(rng: random.Random, n: int) -> list[tuple[int, int]]:
    return [(rng.randrange(n), rng.randrange(n)) for _ in range(rng.randint(n // 2, 3 * n))]


@pytest.mark.slow
@pytest.mark.parametrize("cls, arc", [(NodeKayles, False), (ArcKayles, True)])
def test_wide_core_against_mex_recursion(cls, arc):
    """Positions of up to 14 vertices of random graphs on 65..300 vertices (so 2..5 words)."""
    rng = random.Random(31 + arc)
    for _ in range(150):
        n = rng.randint(65, 300)
        edges = [(u, v) for u, v in random_edges(rng, n) if u != v]
        game = cls(edges, n, progress=False, engine="compiled")
        # Arc-Kayles on at most 64 edges is Node-Kayles on the line graph, in the one-word core
        assert (game.compiled.core.W > 1) == (not arc or len(set(map(frozenset, edges))) > 64)
        adj = adjacency(n, edges)
        # the vertices of a position drawn near each other half of the time (more edges)
        if rng.random() < 0.5:
            base = rng.randrange(n - 20)
            verts = rng.sample(range(base, base + 20), rng.randint(1, 14))
        else:
            verts = rng.sample(range(n), rng.randint(1, 14))
        mask = sum(1 << v for v in verts)
        assert game.value(mask) == game_value_oracle(mask, moves_of(adj, arc))


def spread(n: int, edges, rng: random.Random) -> tuple[int, list[int], list[tuple[int, int]]]:
    """The graph relabelled into max(2n + 7, 130) vertices at random places (components cross
    words)."""
    big = max(2 * n + 7, 130)
    perm = rng.sample(range(big), n)
    return big, perm, [(perm[u], perm[v]) for u, v in edges]


def solve(core, position: int) -> int:
    core.begin(position)
    while not core.run(1 << 20):
        pass
    return core.result


@pytest.mark.parametrize("kind", ["node-kayles", "arc-kayles"])
def test_wide_core_agrees_with_the_one_word_core(kind):
    """The same graphs in one word and in several (the graph relabelled across 3 or more words;
    Arc-Kayles directly, not as Node-Kayles on the line graph)."""
    rng = random.Random(41)
    graphs = [nx.grid_2d_graph(3, 9), nx.grid_2d_graph(4, 5), nx.cycle_graph(40),
              nx.random_regular_graph(3, 28, seed=3)]
    graphs += [nx.gnm_random_graph(n, m, seed=rng.randrange(10**6)) for n, m in [(24, 30), (30, 40), (40, 44)]]
    for g in graphs:
        g = nx.convert_node_labels_to_integers(g)
        n, edges = g.number_of_nodes(), list(g.edges())
        big, perm, wide_edges = spread(n, edges, rng)
        word = SearchCore(kind, n, np.array(adjacency(n, edges), np.uint64))
        wide = SearchCore(kind, big, adjacency(big, wide_edges))
        assert word.W == 1 and wide.W >= 3

        def moved(mask: int) -> int:
            return sum(1 << perm[v] for v in range(n) if mask >> v & 1)

        masks = [(1 << n) - 1] + [rng.getrandbits(n) for _ in range(6)]
        if kind == "arc-kayles" and len(edges) > 36:
            masks = masks[1:]  # the whole graph takes too long for a test
        for mask in masks:
            assert solve(wide, moved(mask)) == solve(word, mask)
        assert wide.solved > 0


def test_wide_core_agrees_with_the_python_engine_and_its_moves_win():
    rng = random.Random(43)
    for trial in range(8):
        n = rng.randint(66, 140)
        # a long path with short chords: many components, a search of a few thousand positions
        edges = [(i, i + 1) for i in range(n - 1)] + [(i, i + rng.choice((2, 3)))
                                                      for i in rng.sample(range(n - 3), 10)]
        for cls in (NodeKayles, ArcKayles):
            compiled = cls(edges, n, progress=False)
            python = cls(edges, n, progress=False, engine="python")
            assert compiled.engine == "compiled" and compiled.compiled.core.W > 1
            for _ in range(3):
                mask = rng.getrandbits(n) | rng.getrandbits(n)
                assert compiled.value(mask) == python.value(mask)
                move = compiled.winning_move(mask)
                if python.value(mask) == 0:
                    assert move is None
                    continue
                gone = (1 << move[0] | 1 << move[1]) if cls is ArcKayles else python._closed[move]
                assert mask >> (move[0] if cls is ArcKayles else move) & 1
                assert python.value(mask & ~gone) == 0


def test_long_paths_split_into_octal_heaps():
    """Arc-Kayles and Node-Kayles on a path of 1000 vertices (16 words) with gaps: pieces of
    up to 14 vertices, whose values are those of the octal games 0.07 and 0.137."""
    from grundy.heaps.octal import OctalGame

    rng = random.Random(53)
    n = 1000
    for cls, code in ((ArcKayles, "0.07"), (NodeKayles, "0.137")):
        values = OctalGame(code).values(15)
        game = cls(nx.path_graph(n), progress=False)
        assert game.compiled.core.W > 1
        for _ in range(3):
            mask, expected, v = 0, 0, 0
            while v < n:
                length = min(rng.randint(1, 14), n - v)
                mask |= ((1 << length) - 1) << v
                expected ^= values[length]
                v += length + 1
            assert game.value(mask) == expected


@pytest.mark.slow
def test_wide_table_is_shared_with_the_python_engine(tmp_path):
    """Keys of large components are the same text in both engines: a table written by the
    wide core answers the Python engine without search, and the other way round."""
    path = tmp_path / "wide.sqlite"
    n = 90
    edges = [(i, i + 1) for i in range(n - 1)] + [(i, i + 3) for i in range(0, n - 3, 5)]
    with NodeKayles(edges, n, table=path, engine="compiled", progress=False) as first:
        value = first.value()
        assert first.compiled.core.W > 1 and first.compiled.solved > 0
    again = NodeKayles(edges, n, table=path, engine="compiled", progress=False)
    assert again.compiled.loaded > 0
    assert again.value() == value and again.compiled.solved == 0
    python = NodeKayles(edges, n, table=path, engine="python", progress=False)
    assert python.value() == value and python.search.solved == 0
    # the Python engine's table read by the wide core
    other = tmp_path / "python.sqlite"
    with NodeKayles(edges, n, table=other, engine="python", progress=False) as py:
        assert py.value() == value
    wide = NodeKayles(edges, n, table=other, engine="compiled", progress=False)
    assert wide.compiled.loaded > 0 and wide.value() == value and wide.compiled.solved == 0


def test_wide_core_with_workers(monkeypatch):
    """Workers on a graph of several words race the caller's search in one shared table; the
    answer is that of one process, whoever finds it first."""
    monkeypatch.setattr(parallel, "HEAD_START_SECONDS", 0)
    rng = random.Random(47)
    for trial in range(2):
        n = 72 + 9 * trial
        edges = [(i, i + 1) for i in range(n - 1)] + [(i, i + 2) for i in rng.sample(range(n - 2), 12)]
        one = NodeKayles(edges, n, progress=False)
        with NodeKayles(edges, n, progress=False, workers=2) as many:
            assert many.compiled.core.W > 1
            assert many.value() == one.value()
            assert many.compiled.tasks > 0  # (the caller may win before a worker reports)
            assert many.compiled._pool.shared
            mask = one.start & ~(1 << 35 | 1 << 36 | 1 << 10)
            assert many.value(mask) == one.value(mask)


def test_wide_core_entries_round_trip():
    """export, load and drain_log keep keys as (count, W) words, least significant first."""
    n = 130
    adj = adjacency(n, [(i, i + 1) for i in range(n - 1)])
    core = SearchCore("node-kayles", n, adj)
    core.set_logging(True)
    core.begin((1 << n) - 1)
    while not core.run(1 << 16):
        pass
    keys, tags, values = core.export(min_size=3)
    assert keys.shape[1] == 3 and len(keys) == len(values) > 0 and (tags == 1).all()
    logged, _, logged_values, costs = core.drain_log()
    assert logged.shape[1] == 3 and len(costs) == len(logged)
    fresh = SearchCore("node-kayles", n, adj)
    fresh.load(keys, tags, values)
    found = 0
    for row, v in zip(keys, values):
        key = sum(int(w) << (64 * i) for i, w in enumerate(row))
        got = fresh.lookup_key(key)
        assert got in (-1, v) and core.lookup_key(key) == v  # -1: given away in a full window
        found += got == v
    assert found >= 0.99 * len(keys)
    fresh.begin((1 << n) - 1)
    assert fresh.run(1 << 30) and fresh.result == core.result and fresh.solved == 0
    # keys given as ints
    other = SearchCore("node-kayles", n, adj)
    ints = [sum(int(w) << (64 * i) for i, w in enumerate(row)) for row in keys]
    other.load(ints, tags, values)
    assert all(other.lookup_key(k) in (-1, v) for k, v in zip(ints, values))
    assert other.lookup_key((1 << n) - 1) == core.result


def test_wide_core_bad_input():
    with pytest.raises(ValueError, match="1..4096"):
        SearchCore("node-kayles", 5000, [0] * 5000)
    with pytest.raises(ValueError, match="unknown game"):
        SearchCore("clobber", 70, [0] * 70)
    with pytest.raises(ValueError, match="rows \\* cols must equal n"):
        SearchCore("cram", 70, [0] * 70)
    with pytest.raises(ValueError, match="n entries"):
        SearchCore("node-kayles", 70, [0] * 69)
    with pytest.raises(ValueError, match=r"adj\[3\] names cells outside 0..69"):
        SearchCore("node-kayles", 70, [0, 0, 0, 1 << 70] + [0] * 66)
    core = SearchCore("arc-kayles", 70, [0] * 70)
    with pytest.raises(ValueError, match="outside 0..69"):
        core.begin(1 << 70)
    with pytest.raises(ValueError, match="keys of 3 words, not 2"):
        core.load(np.zeros((1, 3), np.uint64), np.ones(1, np.uint16), np.ones(1, np.uint8))
    game = NodeKayles(nx.path_graph(70), progress=False)
    with pytest.raises(InvalidGameError, match="outside 0..69"):
        game.value(1 << 75)


KILL_SCRIPT = textwrap.dedent("""
    import sys
    import networkx as nx
    from grundy.search import NodeKayles
    g = nx.convert_node_labels_to_integers(nx.grid_2d_graph(3, 27))
    # the 3 x 27 grid on the even vertices 0..160: 162 vertices, three words, keyed by vertex sets
    game = NodeKayles([(2 * u, 2 * v) for u, v in g.edges()], 162, table=sys.argv[1], progress=False,
                      engine="compiled")
    game.compiled.commit_seconds = 0.05
    print(game.value(sum(1 << (2 * v) for v in range(81))))
""")


@pytest.mark.slow
def test_wide_killed_run_resumes(tmp_path):
    path = tmp_path / "kill.sqlite"
    rows = kill_after_rows(KILL_SCRIPT, path, 300, 60, 0.02)
    assert rows >= 300, "the run wrote nothing before it was killed"
    g = nx.convert_node_labels_to_integers(nx.grid_2d_graph(3, 27))
    edges = [(2 * u, 2 * v) for u, v in g.edges()]
    start = sum(1 << (2 * v) for v in range(81))
    game = NodeKayles(edges, 162, table=path, progress=False, engine="compiled")
    assert game.compiled.core.W > 1 and game.board is game.board_graph is None
    assert game.compiled.loaded >= 300
    fresh = NodeKayles(edges, 162, progress=False)
    # 2: the 3 x 27 grid's value as the grid mode finds it, keying regions by their shapes
    assert game.value(start) == fresh.value(start) == 2
    assert game.compiled.solved < fresh.compiled.solved


def test_wide_ctrl_c_keeps_the_table(tmp_path):
    """Ctrl-C in the wide core: one line, exit 130, the values found so far kept."""
    path = tmp_path / "int.sqlite"
    status, out, err, rows = interrupt_after_rows(["search", "node-kayles", "--grid", "3x28", "--table", str(path)],
                                                  path, 300)
    assert status == 130 and out == "" and err == "grundy: interrupted\n"
    assert table_rows(path) >= rows >= 300


def test_wide_sigterm_stops_like_ctrl_c(tmp_path):
    """SIGTERM (kill, a job scheduler) stops the search as Ctrl-C does: one line, exit 143 (not
    death by the signal), and the values found so far kept."""
    import signal

    path = tmp_path / "term.sqlite"
    status, out, err, rows = interrupt_after_rows(["search", "node-kayles", "--grid", "3x28", "--table", str(path)],
                                                  path, 300, sig=signal.SIGTERM)
    assert status == 143 and out == "" and err == "grundy: terminated\n"
    assert table_rows(path) >= rows >= 300


# ----------------------------------------------------------------- board graphs keyed by shapes
def board_edges(rows: int, cols: int, offsets) -> list[tuple[int, int]]:
    """The board graph of rows x cols cells (vertex r * cols + c) joined at the offsets given
    and their images under the symmetries of the square."""
    orbit = {(s * x, t * y) for a, b in offsets for x, y in ((a, b), (b, a)) for s in (1, -1) for t in (1, -1)}
    return [(r * cols + c, (r + dr) * cols + c + dc) for r in range(rows) for c in range(cols)
            for dr, dc in orbit if (dr > 0 or (dr == 0 and dc > 0)) and 0 <= r + dr < rows and 0 <= c + dc < cols]


KINGS, QUEENS9 = [(0, 1), (1, 1)], [(0, k) for k in range(1, 9)] + [(k, k) for k in range(1, 9)]


def test_board_shapes_found_and_others_refused():
    from grundy.search.games import board_shape

    for rows, cols, offsets, name in [(3, 22, [(0, 1)], "0.1"), (9, 8, KINGS, "0.1,1.1"),
                                      (9, 9, QUEENS9, ",".join([f"0.{k}" for k in range(1, 9)] + [f"{k}.{k}" for k in range(1, 9)])),
                                      (6, 11, [(1, 2)], "1.2")]:
        edges = board_edges(rows, cols, offsets)
        assert board_shape(np.array(edges), rows * cols) == (rows, cols, name)
        assert board_shape(np.array(edges[1:]), rows * cols) is None  # one pair missing
    # offsets closed under some symmetries only: down-right diagonals without down-left ones
    edges = [(r * 10 + c, (r + 1) * 10 + c + 1) for r in range(6) for c in range(9)]
    assert board_shape(np.array(edges), 70) is None
    assert board_shape(np.zeros((0, 2), np.int64), 70) == (1, 70, "")


@pytest.mark.parametrize("cls", [NodeKayles, ArcKayles])
def test_wide_boards_keyed_by_shape_agree_with_vertex_sets(cls):
    """Random positions of board graphs of more than 64 cells: the same value keyed by shapes
    (on the grid with the grid's rules: Cram's for Arc-Kayles, mirror strategies), on the graph
    relabelled at random (keyed by vertex sets), and (sparse ones) by the Python engine."""
    rng = random.Random(7 + (cls is ArcKayles))
    for rows, cols, offsets in [(3, 22, [(0, 1)]), (5, 13, [(0, 1)]), (2, 33, [(0, 1)]), (9, 8, [(0, 1)]),
                                (1, 70, [(0, 1)]), (4, 17, [(0, 1)]), (9, 8, KINGS), (6, 11, [(1, 2)])]:
        n = rows * cols
        edges = board_edges(rows, cols, offsets)
        grid = offsets == [(0, 1)]  # the denser graphs at lower densities, to stay quick
        game = cls(edges, n, progress=False)
        assert (game.board if grid else game.board_graph[:2]) == (rows, cols) and game.compiled.core.board
        perm = list(range(n))
        rng.shuffle(perm)
        other = cls([(perm[u], perm[v]) for u, v in edges], n, progress=False, engine="compiled")
        assert other.board is other.board_graph is None and not other.compiled.core.board
        python = cls(edges, n, progress=False, engine="python")
        for _ in range(12):
            density = rng.choice([0.3, 0.45, 0.6] if grid else [0.25, 0.35])
            keep = [v for v in range(n) if rng.random() < density]
            value = game.value(sum(1 << v for v in keep))
            assert value == other.value(sum(1 << perm[v] for v in keep)), (rows, cols, offsets, keep)
            if density < (0.5 if grid else 0.3):
                assert value == python.value(sum(1 << v for v in keep)), (rows, cols, offsets, keep)


PENTOMINOES = {  # the twelve free pentominoes, as (row, column) cells
    "F": [(0, 1), (0, 2), (1, 0), (1, 1), (2, 1)], "I": [(0, i) for i in range(5)],
    "L": [(0, 0), (1, 0), (2, 0), (3, 0), (3, 1)], "N": [(0, 1), (1, 1), (2, 0), (2, 1), (3, 0)],
    "P": [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)], "T": [(0, 0), (0, 1), (0, 2), (1, 1), (2, 1)],
    "U": [(0, 0), (0, 2), (1, 0), (1, 1), (1, 2)], "V": [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2)],
    "W": [(0, 0), (1, 0), (1, 1), (2, 1), (2, 2)], "X": [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)],
    "Y": [(0, 1), (1, 0), (1, 1), (2, 1), (3, 1)], "Z": [(0, 0), (0, 1), (1, 1), (2, 1), (2, 2)],
}


# OEIS A344227: Node-Kayles on the n x n queens graph, n = 0..13 (Noon and Van Brummelen, "The
# Non-Attacking Queens Game", College Math. J. 37 (2006): n <= 10; Max Fan: n = 11..13)
A344227 = [0, 1, 1, 2, 1, 3, 1, 2, 3, 1, 0, 1, 0, 1]


def test_queens_graph_values_are_oeis_a344227():
    """n <= 8 in the one-word core, 9 to 12 in the wide core keyed by shape. The 11 x 11 and
    12 x 12 tables grow past 2 MiB, where a table is mapped apart (on Linux, on huge pages):
    the entries moved at every doubling must all be found again."""
    for n in range(1, 13):
        edges = board_edges(n, n, [(0, k) for k in range(1, n)] + [(k, k) for k in range(1, n)])
        game = NodeKayles(edges, n * n, progress=False)
        assert game.value() == A344227[n], n
        if n >= 11:
            words = (n * n + 63) // 64  # a slot: the key's words and one more
            assert game.compiled.core.capacity * 8 * (words + 1) > 1 << 21, n


def test_shape_keys_are_congruence_classes():
    """Each pentomino in its eight orientations, anywhere on a 5 x 20 board, has one key (on the
    grid and on the kings graph); the twelve have twelve keys. A region whose bounding box holds
    more than 64 cells has a key of two words."""
    rows, cols = 5, 20
    n = rows * cols
    cores = [SearchCore("node-kayles-grid", n, rows=rows, cols=cols),
             SearchCore("node-kayles", n, adjacency(n, board_edges(rows, cols, KINGS)), rows, cols)]
    rng = random.Random(3)
    for core in cores:
        keys = {}
        for name, cells in PENTOMINOES.items():
            seen = set()
            for t in range(8):
                img = [(c, r) if t & 4 else (r, c) for r, c in cells]
                img = [(-r if t & 1 else r, -c if t & 2 else c) for r, c in img]
                r0, c0 = min(r for r, _ in img), min(c for _, c in img)
                img = [(r - r0, c - c0) for r, c in img]
                h, w = max(r for r, _ in img) + 1, max(c for _, c in img) + 1
                dr, dc = rng.randrange(rows - h + 1), rng.randrange(cols - w + 1)
                seen.add(core.canonical(sum(1 << ((r + dr) * cols + c + dc) for r, c in img)))
            assert len(seen) == 1, name
            keys[name] = seen.pop()
            assert keys[name][1] == min(len({r for r, _ in cells}), len({c for _, c in cells}))
        assert len(set(keys.values())) == 12
        key, tag = core.canonical((1 << n) - 1)  # the whole board: 20 rows of 5 cells
        assert tag == 5 and key == (1 << n) - 1 and key >> 64


def test_wide_value_is_asks_the_largest_part_for_the_target():
    rng = random.Random(5)
    g = nx.convert_node_labels_to_integers(nx.grid_2d_graph(3, 24))
    edges = [(2 * u, 2 * v) for u, v in g.edges()]  # keyed by vertex sets
    for board in (True, False):
        game = NodeKayles(list(g.edges()) if board else edges, 72 if board else 144, progress=False)
        core = game.compiled
        for _ in range(25):
            keep = [v for v in range(72) if rng.random() < 0.7]
            position = sum(1 << (v if board else 2 * v) for v in keep)
            value = core.value(position)
            for target in range(4):
                assert core.value_is(position, target) == (value == target)


def adj_edges(adj: list[int]) -> list[tuple[int, int]]:
    return [(u, v) for u in range(len(adj)) for v in range(u + 1, len(adj)) if adj[u] >> v & 1]


def test_wide_core_orders_give_one_value():
    """The race orders (ties among options of equal difficulty broken five ways) search other
    trees to the same values."""
    rng = random.Random(11)
    for _ in range(20):
        n = rng.randint(65, 120)
        adj = adjacency(n, random_edges(rng, n))
        position = sum(1 << v for v in rng.sample(range(n), 30))
        values, steps = set(), set()
        for order in range(5):
            core = SearchCore("node-kayles", n, adj)
            core.order = order
            core.begin(position)
            while not core.run(1 << 16):
                pass
            values.add(core.result)
            steps.add(core.steps)
        assert len(values) == 1
        assert values == {NodeKayles(adj_edges(adj), n, progress=False, engine="python").value(position)}
