"""grundy.search: NimberSearch against GameSolver, Node-/Arc-Kayles against plain mex recursion
over bitmasks, octal games and published values, and the SQLite table (resume after SIGKILL)."""

from __future__ import annotations

import random
import sqlite3
import textwrap
from functools import lru_cache

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.core.games import GameSolver
from grundy.errors import InvalidGameError, LoopyGameError
from grundy.heaps.octal import OctalGame
from grundy.search import ArcKayles, NimberSearch, NodeKayles, arc_kayles_value, node_kayles_value
from grundy.search.games import canonical_form
from oracles import kill_after_rows


# ----------------------------------------------------------------------------- oracles
def kayles_oracle(n: int, edges, arc: bool) -> dict:
    """Grundy values of every position (bitmask) of Node-Kayles (or Arc-Kayles) on the graph,
    by plain mex recursion over bitmasks."""
    adj = [0] * n
    for u, v in edges:
        if u != v:
            adj[u] |= 1 << v
            adj[v] |= 1 << u

    @lru_cache(maxsize=None)
    def g(m: int) -> int:
        seen = set()
        for v in range(n):
            if not m >> v & 1:
                continue
            if arc:
                for u in range(v + 1, n):
                    if m >> u & 1 and adj[v] >> u & 1:
                        seen.add(g(m & ~(1 << u | 1 << v)))
            else:
                seen.add(g(m & ~(adj[v] | 1 << v)))
        x = 0
        while x in seen:
            x += 1
        return x

    return g


def random_graph(rng: random.Random, n: int) -> list[tuple[int, int]]:
    p = rng.random()
    return [(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < p]


def subtraction_moves(s):
    def moves(n):
        return [n - k for k in s if k <= n]
    return moves


def heap_sum_moves(s):
    """Sums of heaps of the subtraction game `s`, as sorted tuples."""
    def moves(pos):
        out = []
        for i, h in enumerate(pos):
            for k in s:
                if k <= h:
                    out.append(tuple(sorted(pos[:i] + (h - k,) + pos[i + 1:])))
        return out
    return moves


def random_dag(rng: random.Random, n: int) -> dict:
    return {u: [v for v in range(u) if rng.random() < 0.3] for u in range(n)}


# ----------------------------------------------------------------------------- the engine
def test_subtraction_games_against_gamesolver():
    rng = random.Random(1)
    for _ in range(300):
        s = sorted(rng.sample(range(1, 9), rng.randint(1, 4)))
        moves = subtraction_moves(s)
        ref = GameSolver(moves, progress=False)
        plain = NimberSearch(moves, progress=False)
        cut = NimberSearch(moves, bound=lambda n: n, progress=False)
        for n in rng.sample(range(60), 10):
            assert plain.value(n) == ref.value(n) == cut.value(n)


def test_random_dags_against_gamesolver():
    rng = random.Random(2)
    cuts = 0
    for _ in range(300):
        dag = random_dag(rng, rng.randint(1, 25))
        moves = dag.__getitem__
        ref = GameSolver(moves, progress=False)
        depth = {}
        for u in sorted(dag):  # longest play from u: an upper bound of its value
            depth[u] = 1 + max((depth[v] for v in dag[u]), default=-1)
        search = NimberSearch(moves, bound=depth.__getitem__, progress=False)
        for u in sorted(dag, reverse=True):  # the top first, so that options are unknown
            assert search.value(u) == ref.value(u)
            w = search.winning_move(u)
            if ref.value(u) == 0:
                assert w is None
            else:
                assert w in dag[u] and ref.value(w) == 0
        cuts += search.cut
    assert cuts > 0  # the mex-cut was exercised


def random_sum_game(rng: random.Random, n: int):
    """A random DAG whose vertices are games, played as sums: a position is a sorted tuple of
    vertices (one token each), a move takes one token along an edge, and tokens of a vertex
    without edges are dropped. Its values, by GameSolver on single tokens."""
    dag = random_dag(rng, n)

    def moves(pos):
        out = []
        for i, u in enumerate(pos):
            rest = pos[:i] + pos[i + 1:]
            for v in dag[u]:
                out.append(tuple(sorted(rest + ((v,) if dag[v] else ()))))
        return out

    def bound(pos):  # the tokens' longest plays
        return sum(depth[u] for u in pos)

    depth = {}
    for u in sorted(dag):
        depth[u] = 1 + max((depth[v] for v in dag[u]), default=-1)
    single = GameSolver(dag.__getitem__, progress=False)
    return moves, bound, single


@pytest.mark.parametrize("seed", range(6))
def test_pruned_search_against_plain_recursion(seed):
    """The pruned questions ("is your value in S?") of the search, with and without a bound, on
    sums whose parts are searched one by one: values, winning moves and value questions
    against GameSolver on the single tokens."""
    rng = random.Random(100 + seed)
    pruned = 0
    for _ in range(25):
        n = rng.randint(2, 16)
        moves, bound, single = random_sum_game(rng, n)

        def value(pos):
            x = 0
            for u in pos:
                x ^= single.value(u)
            return x

        engines = [NimberSearch(moves, components=lambda pos: [(u,) for u in pos], bound=b,
                                progress=False) for b in (None, bound)]
        for _ in range(10):
            pos = tuple(sorted(rng.randrange(n) for _ in range(rng.randint(1, 3))))
            expected = value(pos)
            for search in engines:
                target = rng.randrange(4)
                assert search._value_is(pos, target) == (expected == target)
                assert search.value(pos) == expected
                w = search.winning_move(pos)
                if expected == 0:
                    assert w is None
                else:
                    assert w in moves(pos) and value(w) == 0
        pruned += sum(e.pruned for e in engines)
    assert pruned > 0  # the questions were pruned


def test_pruned_search_on_node_kayles_against_the_oracle():
    """The Python engine's pruned search on Node-/Arc-Kayles graphs of 8-14 vertices, each
    position asked from the top (so that its parts are unknown)."""
    rng = random.Random(7)
    pruned = 0
    for _ in range(30):
        n = rng.randint(8, 14)
        edges = random_graph(rng, n)
        arc = rng.random() < 0.5
        g = kayles_oracle(n, edges, arc)
        game = (ArcKayles if arc else NodeKayles)(edges, num_vertices=n, engine="python", progress=False)
        full = (1 << n) - 1
        assert game.value() == g(full)
        move = game.winning_move()
        if g(full):
            after = full & ~((1 << move[0] | 1 << move[1]) if arc else game._closed[move])
            assert g(after) == 0
        pruned += game.search.pruned
    assert pruned > 0


def test_a_bound_below_the_value_is_refused():
    search = NimberSearch(subtraction_moves([1, 2]), bound=lambda n: 0 if n == 4 else n, progress=False)
    with pytest.raises(InvalidGameError, match=r"bound\(4\) = 0 is below the value"):
        search.value(4)
    # a part solved outright inside a search (the first of a sum's parts), not only the root
    split = NimberSearch(heap_sum_moves([1, 2]), components=lambda pos: [(h,) for h in pos],
                         bound=lambda pos: 0 if pos == (4,) else sum(pos), progress=False)
    with pytest.raises(InvalidGameError, match=r"bound\(\(4,\)\) = 0 is below the value"):
        split.value((4, 5))


def test_sums_with_components_and_canonical():
    rng = random.Random(3)
    for _ in range(150):
        s = sorted(rng.sample(range(1, 7), rng.randint(1, 3)))
        moves = heap_sum_moves(s)
        ref = GameSolver(moves, progress=False)
        single = GameSolver(subtraction_moves(s), progress=False)
        split = NimberSearch(moves, components=lambda pos: [(h,) for h in pos], progress=False)
        # canonical: a heap of the periodic tail has the value of a smaller heap; keep it exact
        # by mapping only heaps below 2 * max(s) onto themselves (the identity, as a tuple)
        canon = NimberSearch(moves, components=lambda pos: [(h,) for h in pos],
                             canonical=lambda part: ("heap", part[0]), progress=False)
        for _ in range(8):
            pos = tuple(sorted(rng.randint(0, 14) for _ in range(rng.randint(0, 4))))
            expected = 0
            for h in pos:
                expected ^= single.value(h)
            assert ref.value(pos) == expected
            assert split.value(pos) == canon.value(pos) == expected
            w = split.winning_move(pos)
            assert (w is None) == (expected == 0)
            if w is not None:
                assert ref.value(w) == 0


def test_even_parts_cancel_without_search():
    calls = []

    def moves(n):
        calls.append(n)
        return [n - 1] if n else []

    search = NimberSearch(moves, components=lambda p: p if isinstance(p, tuple) else (p,),
                          progress=False)
    assert search.value((7, 7)) == 0
    assert calls == []  # a pair of equal parts is worth 0 and is never searched
    assert search.value((7, 7, 3)) == 1


def test_loop_detected():
    with pytest.raises(LoopyGameError, match="reachable from itself"):
        NimberSearch(lambda n: [(n + 1) % 3], progress=False).value(0)


def test_bad_arguments():
    with pytest.raises(InvalidGameError, match="moves must be callable"):
        NimberSearch(3)
    with pytest.raises(InvalidGameError, match="batch"):
        NimberSearch(lambda p: [], batch=0)
    with pytest.raises(InvalidGameError, match="not hashable"):
        NimberSearch(lambda p: [], canonical=lambda p: [p], progress=False).value(1)
    with pytest.raises(InvalidGameError, match="key must return a str"):
        NimberSearch(lambda n: [n - 1] if n else [], key=lambda k: k, table=":memory:",
                     progress=False).value(3)


def test_repr_and_stats():
    search = NimberSearch(subtraction_moves([1, 2]), progress=False)
    assert search.value(10) == 1
    # heap 10 asked "is your value 0?" (no: 10 % 3 = 1, but it answers before every heap below
    # is solved), then "1?" (yes)
    assert search.solved + search.pruned > 11 and search.pruned > 0 and search.table_hits == 0
    assert repr(search).startswith(f"NimberSearch(moves, {search.solved} positions solved, "
                                   f"{search.pruned} pruned, 0 table hits, 0 cut, ")
    assert "\n" not in repr(search)


# ----------------------------------------------------------------------------- the table
def test_table_written_then_answers_without_search(tmp_path):
    path = tmp_path / "t.sqlite"
    moves = subtraction_moves([1, 3, 4])
    with NimberSearch(moves, table=path, name="sub134", progress=False) as first:
        assert first.value(200) == GameSolver(moves).value(200)
    rows = dict(sqlite3.connect(path).execute("SELECT key, value FROM nimbers"))
    # the heaps solved outright (the pruned search skips some), each with its value
    ref = GameSolver(moves)
    assert 100 < len(rows) <= 201 and rows["200"] == first.value(200)
    assert all(ref.value(int(k)) == v for k, v in rows.items())
    second = NimberSearch(moves, table=path, name="sub134", progress=False)
    assert second.value(200) == first.value(200)
    assert second.solved == 0 and second.table_hits == 1
    with pytest.raises(InvalidGameError, match="holds values of the game 'sub134', not 'other'"):
        NimberSearch(moves, table=path, name="other")


def test_table_not_sqlite(tmp_path):
    path = tmp_path / "junk.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(InvalidGameError, match="junk.sqlite"):
        NimberSearch(lambda p: [], table=path)


def test_kayles_table_shared_between_graphs(tmp_path):
    path = tmp_path / "nk.sqlite"
    g1 = NodeKayles(nx.cycle_graph(8), table=path, progress=False)
    assert g1.value() == kayles_oracle(8, nx.cycle_graph(8).edges(), False)(255)
    g1.search.close()
    # a relabelled copy: every small component is found in the table
    perm = list(range(8))
    random.Random(0).shuffle(perm)
    g2 = NodeKayles(nx.relabel_nodes(nx.cycle_graph(8), dict(enumerate(perm))), table=path, progress=False)
    assert g2.value() == g1.value() and g2.search.solved == 0
    with pytest.raises(InvalidGameError, match="node-kayles"):
        ArcKayles(nx.cycle_graph(8), table=path)


KILL_SCRIPT = textwrap.dedent("""
    import sys
    import networkx as nx
    from grundy.search import NodeKayles
    game = NodeKayles(nx.grid_2d_graph(3, 12), table=sys.argv[1], progress=False, engine="python")
    game.search.commit_seconds = 0.05
    game.search.batch = 200
    print(game.value())
""")


@pytest.mark.slow
def test_killed_run_resumes(tmp_path):
    path = tmp_path / "kill.sqlite"
    rows = kill_after_rows(KILL_SCRIPT, path, 500, 30, 0.05)
    assert rows >= 500, "the run wrote nothing before it was killed"
    kept = sqlite3.connect(path).execute("SELECT count(*) FROM nimbers").fetchone()[0]
    assert kept >= 500
    game = NodeKayles(nx.grid_2d_graph(3, 12), table=path, progress=False, engine="python")
    assert game.value() == 5  # OEIS A316632(12)
    assert game.search.table_hits > 0
    assert game.search.solved < 17030 - 400  # a fresh run solves 17030 components


# ----------------------------------------------------------------------------- canonical forms
def _random_relabel(rng, n, edges):
    perm = list(range(n))
    rng.shuffle(perm)
    return [(perm[u], perm[v]) for u, v in edges]


def _nbrs(n, edges):
    out = [[] for _ in range(n)]
    for u, v in edges:
        out[u].append(v)
        out[v].append(u)
    return out


def test_canonical_form_is_exact_on_all_graphs_up_to_7_vertices():
    rng = random.Random(4)
    codes: dict[int, set] = {}
    for g in nx.graph_atlas_g()[1:]:  # every graph of 1..7 vertices, once up to isomorphism
        n = g.number_of_nodes()
        edges = list(g.edges())
        code = canonical_form(_nbrs(n, edges))
        assert code not in codes.setdefault(n, set())  # non-isomorphic graphs differ
        codes[n].add(code)
        for _ in range(3):  # isomorphic graphs agree
            assert canonical_form(_nbrs(n, _random_relabel(rng, n, edges))) == code
    assert len(codes[7]) == 1044


def test_canonical_form_on_symmetric_9_vertex_graphs():
    for g in [nx.complete_graph(9), nx.cycle_graph(9), nx.complete_multipartite_graph(3, 3, 3),
              nx.paley_graph(9).to_undirected(), nx.star_graph(8)]:
        g = nx.convert_node_labels_to_integers(nx.Graph(g))
        rng = random.Random(5)
        code = canonical_form(_nbrs(9, g.edges()))
        for _ in range(5):
            assert canonical_form(_nbrs(9, _random_relabel(rng, 9, list(g.edges())))) == code


# ----------------------------------------------------------------------------- Kayles
@pytest.mark.parametrize("cls, arc", [(NodeKayles, False), (ArcKayles, True)])
def test_kayles_all_graphs_up_to_6_vertices(cls, arc):
    for g in nx.graph_atlas_g()[1:209]:  # every graph of 1..6 vertices up to isomorphism
        n = g.number_of_nodes()
        edges = list(g.edges())
        oracle = kayles_oracle(n, edges, arc)
        game = cls(edges, n, progress=False)
        assert game.engine == "compiled"
        assert game.value() == oracle((1 << n) - 1), edges
        python = cls(edges, n, progress=False, engine="python")
        plain = cls(edges, n, small=0, progress=False, engine="python")
        for mask in range(1 << n):
            assert game.value(mask) == python.value(mask) == plain.value(mask) == oracle(mask)


@pytest.mark.parametrize("engine", ["compiled", "python"])
@pytest.mark.parametrize("cls, arc", [(NodeKayles, False), (ArcKayles, True)])
def test_kayles_random_graphs_up_to_12_vertices(cls, arc, engine):
    rng = random.Random(6 + arc)
    for _ in range(60):
        n = rng.randint(7, 12)
        edges = random_graph(rng, n)
        oracle = kayles_oracle(n, edges, arc)
        game = cls(edges, n, progress=False, engine=engine)
        assert game.engine == engine
        full = (1 << n) - 1
        assert game.value() == oracle(full)
        move = game.winning_move()
        if oracle(full) == 0:
            assert move is None
        elif arc:
            u, v = move
            assert (u, v) in edges or (v, u) in edges
            assert oracle(full & ~(1 << u | 1 << v)) == 0
        else:
            closed = 1 << move
            for a, b in edges:
                if move in (a, b):
                    closed |= 1 << a | 1 << b
            assert oracle(full & ~closed) == 0
        for _ in range(5):
            mask = rng.getrandbits(n)
            assert game.value(mask) == oracle(mask)


def test_paths_are_octal_games():
    """Node-Kayles on a path of n vertices is 0.137 (Dawson's chess) at heap n; Arc-Kayles on
    it is 0.07 (Dawson's Kayles) at heap n, i.e. 0.137 at heap n - 1."""
    dawson_chess = OctalGame("0.137").values(41).tolist()
    dawson_kayles = OctalGame("0.07").values(41).tolist()
    node = NodeKayles(nx.path_graph(40), progress=False)
    arc = ArcKayles(nx.path_graph(40), progress=False)
    for n in range(41):
        prefix = (1 << n) - 1
        assert node.value(prefix) == dawson_chess[n]
        assert arc.value(prefix) == dawson_kayles[n]
        assert node_kayles_value(nx.path_graph(n), progress=False) == dawson_chess[n]
        assert arc_kayles_value(nx.path_graph(n), progress=False) == dawson_kayles[n]
    assert dawson_kayles[1:] == dawson_chess[:-1]
    assert OctalGame("0.77").values(41).tolist() != dawson_kayles  # Kayles itself is not a path


@pytest.mark.slow
def test_compiled_and_python_engines_agree_on_larger_graphs():
    rng = random.Random(21)
    for n, m in [(20, 30), (24, 40), (30, 45), (64, 70)]:
        g = nx.gnm_random_graph(n, m, seed=rng.randrange(10**6))
        for cls in (NodeKayles, ArcKayles) if n <= 24 else (NodeKayles,):
            compiled = cls(g, progress=False, engine="compiled")
            python = cls(g, progress=False, engine="python")
            if n <= 40:
                assert compiled.value() == python.value()
            for _ in range(5):
                mask = rng.getrandbits(n) & rng.getrandbits(n) if n > 40 else rng.getrandbits(n)
                assert compiled.value(mask) == python.value(mask)
    # 64 vertices: paths are octal games
    assert node_kayles_value(nx.path_graph(64), progress=False) == OctalGame("0.137").values(65)[64]
    assert arc_kayles_value(nx.path_graph(64), progress=False) == OctalGame("0.07").values(65)[64]
    game = NodeKayles(nx.grid_2d_graph(3, 10), progress=False)
    assert game.value() == 3 and game.compiled.solved > 0  # OEIS A316632(10)


def test_compiled_engine_limits_and_line_graph():
    big = nx.path_graph(4097)
    with pytest.raises(InvalidGameError, match="components of at most 4096 vertices; this graph has one of 4097"):
        NodeKayles(big, engine="compiled")
    parts = NodeKayles(big, progress=False).parts  # one component, in the Python engine
    assert parts.count == 1 and parts.game(0).engine == "python"
    assert NodeKayles(nx.path_graph(4096), progress=False).compiled.core.W > 1
    with pytest.raises(InvalidGameError, match="engine must be one of"):
        NodeKayles(big, engine="fast")
    # Arc-Kayles on 100 vertices and 60 edges: Node-Kayles on the line graph, compiled
    rng = random.Random(22)
    edges = [(2 * i, 2 * i + 1) for i in range(30)] + [(2 * i + 1, 2 * i + 2) for i in range(20)]
    edges += [(60 + i, 61 + i) for i in range(10)]
    g = ArcKayles(edges, 100, progress=False)
    assert g.engine == "compiled" and not g.compiled.core.W > 1
    py = ArcKayles(edges, 100, progress=False, engine="python")
    assert g.value() == py.value()
    for _ in range(20):
        mask = rng.getrandbits(100)
        assert g.value(mask) == py.value(mask)
    u, v = g.winning_move()
    assert py.value(g.start & ~(1 << u | 1 << v)) == 0
    # more than 64 vertices and edges: the wide core
    assert ArcKayles([(i, i + 1) for i in range(80)], progress=False).compiled.core.W > 1
    with pytest.raises(InvalidGameError, match="components of at most 4096 vertices"):
        ArcKayles([(i, i + 1) for i in range(4096)], engine="compiled")
    # a table is kept by the compiled engine too
    assert NodeKayles(nx.path_graph(5), table=":memory:").engine == "compiled"


def test_compiled_kayles_table(tmp_path):
    path = tmp_path / "ck.sqlite"
    g = nx.grid_2d_graph(3, 9)
    with NodeKayles(g, table=path, engine="compiled", progress=False).compiled as first:
        assert first.value((1 << 27) - 1) == 2  # OEIS A316632(9)
    again = NodeKayles(g, table=path, engine="compiled", progress=False)
    assert again.compiled.loaded > 0
    assert again.value() == 2 and again.compiled.solved == 0


def test_arc_kayles_is_node_kayles_on_the_line_graph():
    rng = random.Random(7)
    for _ in range(60):
        g = nx.gnp_random_graph(rng.randint(2, 9), rng.random(), seed=rng.randrange(10**6))
        assert arc_kayles_value(g, progress=False) == node_kayles_value(nx.line_graph(g), progress=False)


def test_published_node_kayles_values():
    # OEIS A316632: Node-Kayles on the 3 x n grid (Brown et al., Nimber Sequences of
    # Node-Kayles Games, J. Integer Seq. 23 (2020), Article 20.3.5).
    a316632 = [2, 1, 1, 0, 3, 3, 2, 2, 2, 3]
    assert [node_kayles_value(nx.grid_2d_graph(3, n), progress=False) for n in range(1, 11)] == a316632
    # Same source (OEIS A316632 comments): the 2 x n grid gives 1, 0, 1, 0, ...; the 4 x n grid 0.
    assert [node_kayles_value(nx.grid_2d_graph(2, n), progress=False) for n in range(1, 13)] == [1, 0] * 6
    assert [node_kayles_value(nx.grid_2d_graph(4, n), progress=False) for n in range(1, 6)] == [0] * 5
    # OEIS A317367 (offset 4): the path P_n with extra edges {i, i + 3}.
    a317367 = [0, 2, 1, 3, 0, 1, 1, 3, 0, 2, 3, 3, 2, 2, 3, 4, 2, 4, 0, 4, 2, 5, 3, 2, 2, 3]
    got = [node_kayles_value([(i, j) for i in range(n) for j in (i + 1, i + 3) if j < n], n,
                             progress=False) for n in range(4, 30)]
    assert got == a317367


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 10).flatmap(lambda n: st.tuples(
    st.just(n), st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=25),
    st.integers(0, 2**n - 1))))
def test_components_and_canonical_never_change_a_value(case):
    n, edges, mask = case
    for cls in (NodeKayles, ArcKayles):
        game = cls(edges, n, progress=False)
        bare = GameSolver(game.moves, progress=False)
        split = NimberSearch(game.moves, components=game.components, progress=False)
        assert game.value(mask) == bare.value(mask) == split.value(mask)
        assert cls(edges, n, small=0, progress=False).value(mask) == bare.value(mask)


def test_kayles_bad_input():
    with pytest.raises(InvalidGameError, match="out of range"):
        NodeKayles([[0, 5]], 3)
    with pytest.raises(InvalidGameError, match="small"):
        NodeKayles([[0, 1]], small=40)
    game = ArcKayles([[0, 1]])
    with pytest.raises(InvalidGameError, match="outside 0..1"):
        game.value(8)
    with pytest.raises(InvalidGameError, match="bitmask"):
        game.value("01")
    g = nx.Graph([("a", "b"), ("b", "c")])
    assert NodeKayles(g).winning_move() == "b"
    assert ArcKayles(g).mask(["a", "b"]) == 3


def test_cli_search_node_and_arc_kayles(capsys, tmp_path):
    import json as _json
    import random as _random

    from grundy import arc_kayles_value, node_kayles_value
    from grundy.cli import main

    rng = _random.Random(3)
    for trial in range(40):
        n = rng.randint(1, 9)
        edges = sorted({tuple(sorted(rng.sample(range(n), 2))) for _ in range(rng.randint(0, 12))} if n > 1 else set())
        path = tmp_path / f"g{trial}.txt"
        path.write_text(f"{n} {len(edges)}\n" + "".join(f"{u + 1} {v + 1}\n" for u, v in edges))
        assert main(["search", "node-kayles", str(path), "--json"]) == 0
        rec = _json.loads(capsys.readouterr().out)
        assert rec["value"] == node_kayles_value(edges, n)
        if rec["value"]:
            x = rec["move"]["vertex"] - 1
            gone = {x} | {v for u, v in edges if u == x} | {u for u, v in edges if v == x}
            rest = [(u, v) for u, v in edges if u not in gone and v not in gone]
            keep = [w for w in range(n) if w not in gone]
            relabel = {w: i for i, w in enumerate(keep)}
            assert node_kayles_value([(relabel[u], relabel[v]) for u, v in rest], len(keep)) == 0
        else:
            assert rec["move"] is None
        assert main(["search", "arc-kayles", str(path)]) == 0
        out = capsys.readouterr().out.splitlines()
        assert int(out[0]) == arc_kayles_value(edges, n)
        assert (len(out) == 2) == (int(out[0]) != 0)
        if len(out) == 2:
            _, u, v = out[1].split()
            a, b = int(u) - 1, int(v) - 1
            assert (a, b) in edges
            keep = [w for w in range(n) if w not in (a, b)]
            relabel = {w: i for i, w in enumerate(keep)}
            rest = [(relabel[x], relabel[y]) for x, y in edges if x in relabel and y in relabel]
            assert arc_kayles_value(rest, len(keep)) == 0
    path = tmp_path / "bad.txt"
    path.write_text("3 1\n1 5\n")
    assert main(["search", "node-kayles", str(path)]) == 2
    assert "vertex 5 is out of range 1..3" in capsys.readouterr().err


def test_cli_search_on_grid_graphs(capsys):
    import json as _json

    from grundy import arc_kayles_value, node_kayles_value
    from grundy.cli import main

    def without(cells, rows, cols):
        g = nx.grid_2d_graph(rows, cols)
        g.remove_nodes_from(cells)
        return g

    for rows, cols in [(1, 1), (1, 7), (2, 5), (3, 4), (3, 5), (4, 4)]:
        grid = nx.grid_2d_graph(rows, cols)
        assert main(["search", "node-kayles", "--grid", f"{rows}x{cols}", "--json"]) == 0
        rec = _json.loads(capsys.readouterr().out)
        assert rec["value"] == node_kayles_value(grid)
        if rec["value"]:
            r, c = rec["move"]["cell"]
            cell = (r - 1, c - 1)
            assert node_kayles_value(without([cell, *grid[cell]], rows, cols)) == 0
        else:
            assert rec["move"] is None
        assert main(["search", "arc-kayles", "--grid", f"{rows}x{cols}"]) == 0
        out = capsys.readouterr().out.split("\n")
        assert int(out[0]) == arc_kayles_value(grid)
        if int(out[0]):
            word, *nums = out[1].split()
            r1, c1, r2, c2 = (int(x) - 1 for x in nums)
            assert word == "cells" and grid.has_edge((r1, c1), (r2, c2))
            assert arc_kayles_value(without([(r1, c1), (r2, c2)], rows, cols)) == 0
        else:
            assert out[1] == ""
    # Node-Kayles on 3 x n grids: OEIS A316632 (see test_search_published.py), through the CLI.
    for n, value in enumerate([2, 1, 1, 0, 3, 3, 2, 2], start=1):
        assert main(["search", "node-kayles", "--grid", f"3x{n}"]) == 0
        assert int(capsys.readouterr().out.split()[0]) == value
    for argv, message in [(["--grid", "0x3"], "at least one row"), (["--grid", "3by4"], "expected ROWSxCOLS"),
                          (["--grid", "2000x2000"], "1 to 1000000 cells"), (["g.txt", "--grid", "2x2"], "not both")]:
        assert main(["search", "node-kayles", *argv]) == 2
        err = capsys.readouterr().err
        assert message in err and len(err.strip().splitlines()) == 1


def test_after_plays_a_move_of_node_and_arc_kayles():
    """after() removes a vertex with its free neighbours (Node-Kayles) or both ends of an edge
    (Arc-Kayles), by node label for networkx input, and names a move that cannot be played."""
    import networkx as nx

    from grundy.errors import InvalidGameError

    g = nx.Graph([("a", "b"), ("b", "c"), ("c", "d")])
    nk, ak = NodeKayles(g), ArcKayles(g)
    assert nk.after(None, "b") == nk.mask(["d"])
    assert nk.after(nk.mask(["b", "c", "d"]), "d") == nk.mask(["b"])
    assert ak.after(None, ("b", "c")) == ak.mask(["a", "d"])
    assert ak.after(None, ("c", "b")) == ak.mask(["a", "d"])
    with pytest.raises(InvalidGameError, match=r"^vertex 'b' is not free$"):
        nk.after(nk.mask(["a"]), "b")
    with pytest.raises(InvalidGameError, match=r"^vertex 'z' is not a node of the graph$"):
        nk.after(None, "z")
    with pytest.raises(InvalidGameError, match=r"^\('a', 'c'\) is not an edge of the graph$"):
        ak.after(None, ("a", "c"))
    with pytest.raises(InvalidGameError, match=r"^the ends of the edge \('b', 'c'\) are not both free$"):
        ak.after(ak.mask(["b"]), ("b", "c"))
    with pytest.raises(InvalidGameError, match=r"^an edge is a pair of vertices"):
        ak.after(None, "b")
    for v in range(4):  # every option of moves() is after() of a move
        path = NodeKayles([[0, 1], [1, 2], [2, 3]])
        assert path.after(None, v) in set(path.moves(path.start))
