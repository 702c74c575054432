"""Green Hackenbush: values, winning cuts and hanging values against a brute-force oracle;
input kinds; long paths and stars; the poj3710 judge against the C++ references; the CLI."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import given

import grundy
from grundy import InputFormatError, InvalidGameError, Outcome
from grundy.cli import main
from grundy.hackenbush import _kernels as _hk
from grundy.judge import solve

from oracles import hackenbush_cuts_oracle, hackenbush_oracle
from reference import reference_binary
from strategies import SETTINGS, grounded_multigraphs, random_multigraph

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def hb_refdir(tmp_path_factory):
    return tmp_path_factory.mktemp("ref_hackenbush")


def random_case(rng, max_vertices=6, max_edges=10, max_ground=3):
    n = int(rng.integers(1, max_vertices + 1))
    edges = random_multigraph(rng, n, int(rng.integers(0, max_edges + 1)))
    k = int(rng.integers(1, min(max_ground, n) + 1))
    ground = rng.choice(n, size=k, replace=False).tolist()
    return n, edges, ground


def check_tree(a: grundy.HackenbushAnalysis) -> None:
    """Invariants of an analysis: the colon principle holds at every component, parents come
    first, and each vertex's hanging value is its component's."""
    k = len(a.component_values)
    assert a.value == a.component_values[0]
    assert (a.component_parent[1:] < np.arange(1, k)).all()
    expect = a.component_edges % 2
    for c in range(k - 1, 0, -1):
        expect[a.component_parent[c]] ^= a.component_values[c] + 1
    assert expect.tolist() == a.component_values.tolist()
    for c in range(1, k):
        b = a.component_bridge[c]
        ends = {int(a.component[a.graph.u[b]]), int(a.component[a.graph.v[b]])}
        assert ends == {c, int(a.component_parent[c])}
    vv = a.vertex_values
    on = a.component >= 0
    assert (vv[on] == a.component_values[a.component[on]]).all() and (vv[~on] == -1).all()


# --------------------------------------------------------------------------------------------
# Known values (THEORY.md) and small pictures.


@pytest.mark.parametrize(
    "edges, ground, n, value",
    [
        ([[0, 0]], 0, 1, 1),  # a loop at ground
        ([[0, 1], [1, 2], [2, 0]], 0, 3, 1),  # triangle
        ([[0, 1], [1, 2], [2, 3], [3, 0]], 0, 4, 0),  # square
        ([[0, 1]], [0, 1], 2, 1),  # an edge between two grounded vertices
        ([[1, 2]], 0, 3, 0),  # a floating edge
        ([], 0, 1, 0),
        ([[0, 1], [0, 1]], 0, 2, 0),  # two parallel edges: a 2-cycle
        ([[0, 1], [0, 1], [0, 1]], 0, 2, 1),
        ([[0, 1], [1, 2], [2, 3]], 0, 4, 3),  # a stalk
        ([[0, 1], [1, 2], [1, 3]], 0, 4, 1),  # a fork: ((0 + 1) ^ (0 + 1)) + 1
        ([[0, 1], [1, 1]], 0, 2, 2),  # a loop on a stalk: a stalk of two
        ([[0, 1], [1, 2], [2, 0], [2, 3]], 0, 4, 0),  # triangle with a pendant off the ground
    ],
)
def test_known_values(edges, ground, n, value):
    e = np.array(edges, dtype=np.int64).reshape(-1, 2)
    assert grundy.hackenbush_value(e, ground, num_vertices=n) == value
    a = grundy.analyze_hackenbush(e, ground, num_vertices=n)
    assert a.value == value and a.outcome is Outcome.of_value(value)
    check_tree(a)


def test_stalks_are_nim_heaps():
    for k in range(12):
        path = np.stack([np.arange(k), np.arange(1, k + 1)], axis=1)
        assert grundy.hackenbush_value(path, num_vertices=k + 1) == k
        cuts = grundy.hackenbush_winning_cuts(path, num_vertices=k + 1, target=3)
        assert cuts.tolist() == ([3] if k > 3 else [])


SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("edges, kwargs, title", [
    ([[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [4, 4]], {},
     "Green Hackenbush: value *2, the first player wins by cutting edge 4 (3–4, red)"),
    ([[0, 1], [1, 2], [2, 0], [2, 3], [3, 4]], {},
     "Green Hackenbush: value *3, the first player wins by cutting edge 4 (3–4, red)"),
    ([[0, 1], [0, 1]], {}, "Green Hackenbush: value 0, the second player wins (every cut loses)"),
    ([[0, 1], [0, 2], [0, 3]], {}, "Green Hackenbush: value *1, the first player wins by cutting "
                                   "any of the 3 red edges"),
    ([[0, 1], [1, 2]], {"cuts": False},
     "Green Hackenbush: value *2, the first player wins (winning cuts not searched)"),
    ([[0, 1], [1, 2]], {"target": 1}, "Green Hackenbush: value *2 beside a Nim heap *1, the first "
                                      "player wins by cutting edge 1 (1–2, red)"),
])
def test_picture_title_states_the_value_and_the_winner(edges, kwargs, title):
    a = grundy.analyze_hackenbush(edges, **kwargs)
    assert a.headline() == title
    root = ET.fromstring(a._repr_svg_())
    assert root.find(f"{SVG}title").text == title
    head, _, rest = title.partition(", ")
    assert [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "title"] == [head, rest]


def _loop_boxes(root) -> list[tuple[float, float, float, float]]:
    out = []
    for c in root.iter(f"{SVG}circle"):
        if c.get("class") == "loop":
            x, y = float(c.get("cx")), float(c.get("cy"))
            r = float(c.get("r")) + float(c.get("stroke-width")) / 2
            out.append((x - r, y - r, x + r, y + r))
    return out


def _name_boxes(root) -> list[tuple[str, tuple[float, float, float, float]]]:
    """Each vertex name's box: 12-pixel sans-serif text, at most 8 pixels a character, 12 up
    from its baseline and 3 down."""
    out = []
    for t in root.iter(f"{SVG}text"):
        if t.get("class") == "name":
            x, y, w = float(t.get("x")), float(t.get("y")), 8 * len(t.text)
            x0 = x - w if t.get("text-anchor") == "end" else x
            out.append((t.text, (x0, y - 12, x0 + w, y + 3)))
    return out


@pytest.mark.parametrize("edges", [
    [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [4, 4]],  # the gallery's: a loop on top
    [[0, 0], [0, 1], [1, 1], [1, 1], [1, 2], [2, 2], [0, 3], [3, 3], [3, 3], [3, 3], [3, 3]],
    [[0, 1], [1, 1], [1, 1], [1, 1], [1, 2], [2, 2], [2, 2], [2, 2], [2, 2], [2, 2], [2, 2],
     [5, 6], [0, 7], [7, 7], [7, 7], [7, 7], [7, 7], [7, 7], [0, 8], [8, 9], [9, 9]],
])
def test_picture_names_stay_clear_of_the_loops(edges):
    """Every loop (a circle standing on its vertex) and every vertex name: their boxes, as
    drawn, do not meet, and the drawing fits the picture."""
    root = ET.fromstring(grundy.analyze_hackenbush(edges)._repr_svg_())
    loops = _loop_boxes(root)
    assert len(loops) == sum(a == b for a, b in edges)
    names = _name_boxes(root)
    for name, box in names:
        for loop in loops:
            meet = box[0] < loop[2] and loop[0] < box[2] and box[1] < loop[3] and loop[1] < box[3]
            assert not meet, (name, box, loop)
    w, h = float(root.get("width")), float(root.get("height"))
    titles = max(float(t.get("y")) for t in root.iter(f"{SVG}text") if t.get("class") == "title")
    for box in loops + [b for _, b in names]:
        assert 0 <= box[0] and box[2] <= w and titles < box[1] and box[3] <= h


# --------------------------------------------------------------------------------------------
# Against the brute-force oracle.


@pytest.mark.slow
def test_values_and_cuts_against_oracle():
    rng = np.random.default_rng(3710)
    seen_values, seen_cut_counts = set(), set()
    for _ in range(2200):
        n, edges, ground = random_case(rng)
        value, cuts = hackenbush_oracle(n, edges.tolist(), ground)
        a = grundy.analyze_hackenbush(edges, ground, num_vertices=n)
        assert (a.value, set(a.cuts.tolist())) == (value, cuts), (n, edges.tolist(), ground)
        assert grundy.hackenbush_value(edges, ground, num_vertices=n) == value
        check_tree(a)
        seen_values.add(value)
        seen_cut_counts.add(len(cuts))
    assert {0, 1, 2, 3, 4} <= seen_values and len(seen_cut_counts) >= 5


def test_larger_graphs_against_oracle():
    rng = np.random.default_rng(12)
    for _ in range(120):
        n, edges, ground = random_case(rng, max_vertices=7, max_edges=12)
        value, cuts = hackenbush_oracle(n, edges.tolist(), ground)
        assert grundy.hackenbush_value(edges, ground, num_vertices=n) == value
        assert set(grundy.hackenbush_winning_cuts(edges, ground, num_vertices=n).tolist()) == cuts


def test_cuts_to_any_target_against_oracle():
    rng = np.random.default_rng(99)
    hits = 0
    for _ in range(500):
        n, edges, ground = random_case(rng)
        target = int(rng.integers(0, 5))
        value, cuts = hackenbush_cuts_oracle(n, edges.tolist(), ground, target)
        a = grundy.analyze_hackenbush(edges, ground, target=target, num_vertices=n)
        assert (a.value, set(a.cuts.tolist())) == (value, cuts)
        assert a.outcome is Outcome.of_value(value ^ target)
        hits += bool(cuts)
    assert hits > 100


def test_hanging_values_against_oracle():
    """The hanging value of a component is the value of the graph grounded where it hangs,
    keeping only its side of the bridge."""
    rng = np.random.default_rng(5)
    for _ in range(150):
        n, edges, ground = random_case(rng, max_vertices=7, max_edges=9, max_ground=1)
        a = grundy.analyze_hackenbush(edges, ground, num_vertices=n)
        hv = grundy.hackenbush_hanging_values(edges, ground, num_vertices=n)
        assert hv.tolist() == a.vertex_values.tolist()
        for c in range(1, len(a.component_values)):
            b = int(a.component_bridge[c])
            side = set(np.flatnonzero(a.component >= 0)[_subtree(a, c)[a.component[a.component >= 0]]].tolist())
            attach = int(a.component_attach[c])
            keep = [i for i, (x, y) in enumerate(edges.tolist()) if i != b and x in side and y in side]
            value, _ = hackenbush_oracle(n, edges[keep].tolist(), [attach])
            assert value == a.component_values[c]


def _subtree(a: grundy.HackenbushAnalysis, c: int) -> np.ndarray:
    """Mask over components: c and its descendants."""
    inside = np.zeros(len(a.component_values), bool)
    inside[c] = True
    for d in range(c + 1, len(inside)):
        inside[d] = inside[a.component_parent[d]]
    return inside


def test_sums_against_oracle():
    rng = np.random.default_rng(77)
    wins = 0
    for _ in range(250):
        parts = [random_case(rng, max_vertices=5, max_edges=6) for _ in range(int(rng.integers(2, 4)))]
        values = [hackenbush_oracle(n, e.tolist(), g)[0] for n, e, g in parts]
        total = int(np.bitwise_xor.reduce(values))
        expected = set()
        if total:
            for i, (n, e, g) in enumerate(parts):
                _, cuts = hackenbush_cuts_oracle(n, e.tolist(), g, total ^ values[i])
                expected |= {(i, c) for c in cuts}
        graphs = [grundy.as_multigraph(e, n) for n, e, _ in parts]
        got = grundy.hackenbush_sum_winning_cuts(graphs, [g for _, _, g in parts])
        assert set(got) == expected and len(got) == len(expected)
        wins += bool(total)
        # The sum is one graph whose grounds are all merged: its value is the XOR.
        offsets = np.cumsum([0] + [n for n, _, _ in parts])
        union = np.concatenate([e + off for (_, e, _), off in zip(parts, offsets)]).reshape(-1, 2)
        ground = [x + off for (_, _, g), off in zip(parts, offsets) for x in g]
        assert grundy.hackenbush_value(union, ground, num_vertices=int(offsets[-1])) == total
    assert 50 < wins < 250


def test_part_values_against_oracle():
    """Parts side by side, one ground each: each part's value, whatever the order of the grounds."""
    from grundy.hackenbush.green import hackenbush_part_values

    rng = np.random.default_rng(78)
    for _ in range(150):
        parts = [random_case(rng, max_vertices=5, max_edges=6) for _ in range(int(rng.integers(1, 5)))]
        offsets = np.cumsum([0] + [n for n, _, _ in parts])
        union = np.concatenate([e + off for (_, e, _), off in zip(parts, offsets)]).reshape(-1, 2)
        grounds = [int(g[0]) + int(off) for (_, _, g), off in zip(parts, offsets)]
        expected = [hackenbush_oracle(n, e.tolist(), [g[0]])[0] for n, e, g in parts]
        order = rng.permutation(len(parts))
        got = hackenbush_part_values(union, [grounds[i] for i in order], num_vertices=int(offsets[-1]))
        assert got.dtype == np.int64 and got.tolist() == [expected[i] for i in order]
    assert hackenbush_part_values([[0, 1]], []).tolist() == []


def test_part_values_names_grounds_by_node_and_refuses_joined_grounds():
    from grundy.hackenbush.green import hackenbush_part_values

    g = nx.MultiGraph([("a", "b"), ("c", "d"), ("d", "e"), ("e", "c")])
    assert hackenbush_part_values(g, ["c", "a"]).tolist() == [1, 1]
    with pytest.raises(InvalidGameError, match=r"^ground vertex 'b' \(ground 1\) is connected to an earlier ground"):
        hackenbush_part_values(g, ["a", "b"])
    with pytest.raises(InvalidGameError, match=r"ground vertex 2 \(ground 1\) is connected"):
        hackenbush_part_values([[0, 1], [1, 2]], [0, 2])
    with pytest.raises(InvalidGameError, match="is connected"):
        hackenbush_part_values([[0, 1]], [0, 0])
    with pytest.raises(InvalidGameError, match="out of range"):
        hackenbush_part_values([[0, 1]], [0, 5])


@SETTINGS
@given(grounded_multigraphs())
def test_one_deletion_moves_by_the_reported_value(case):
    """Deleting each grounded edge gives the value the cuts imply, and deleting a floating
    edge is no move at all (it is never reported)."""
    n, edges, ground = case
    e = np.array(edges, dtype=np.int64).reshape(-1, 2)
    a = grundy.analyze_hackenbush(e, ground, num_vertices=n)
    value, cuts = hackenbush_oracle(n, edges, ground)
    assert a.value == value and set(a.cuts.tolist()) == cuts
    for target in range(4):
        got = set(grundy.hackenbush_winning_cuts(e, ground, target=target, num_vertices=n).tolist())
        for i in got:
            rest = [edges[j] for j in range(len(edges)) if j != i]
            assert hackenbush_oracle(n, rest, ground)[0] == target


def test_kernels_agree_with_the_oracle_on_int32_vertices():
    rng = np.random.default_rng(8)
    for _ in range(60):
        n = int(rng.integers(1, 9))
        edges = random_multigraph(rng, n, int(rng.integers(0, 14))).astype(np.int32)
        u, v = edges[:, 0].copy(), edges[:, 1].copy()
        indptr, adj, eid, loops = _hk.undirected_csr(n, u, v)
        assert adj.dtype == np.int32 and indptr[-1] == 2 * int(np.count_nonzero(u != v))
        assert loops.tolist() == [int(np.count_nonzero((u == x) & (v == x))) for x in range(n)]
        value = hackenbush_oracle(n, edges.tolist(), [0])[0]
        res = _hk.analyze(n, u, v, 0)
        assert res[10][res[12] - 1] == value
        assert _hk.rooted_values(n, u, v, np.zeros(1, np.int32)).tolist() == [value]


# --------------------------------------------------------------------------------------------
# Input kinds and errors.


def test_input_kinds_agree():
    edges = np.array([[0, 1], [1, 2], [2, 0], [2, 2], [1, 3], [1, 3], [3, 4], [5, 6]])
    n = 7
    a = grundy.analyze_hackenbush(edges, num_vertices=n)
    # scipy: symmetric adjacency, entry = multiplicity (diagonal = loops); edges row by row.
    m = sp.coo_matrix((np.ones(len(edges)), (edges[:, 0], edges[:, 1])), shape=(n, n)).tocsr()
    sym = m + m.T - sp.diags(m.diagonal())
    g = grundy.as_multigraph(sym)
    assert g.num_edges == len(edges)
    assert sorted(zip(g.u.tolist(), g.v.tolist())) == sorted(map(tuple, np.sort(edges, axis=1).tolist()))
    assert grundy.hackenbush_value(sym) == a.value == grundy.hackenbush_value(sp.triu(sym))
    # networkx: labels, and ground= is required.
    G = nx.MultiGraph()
    G.add_nodes_from("abcdefg")
    G.add_edges_from(("abcdefg"[x], "abcdefg"[y]) for x, y in edges)
    b = grundy.analyze_hackenbush(G, ground="a")
    assert b.value == a.value
    listed = list(G.edges())
    assert b.cut_endpoints() == [listed[e][:2] for e in b.cuts]
    letters = sorted(tuple(sorted("abcdefg"[x] for x in ends)) for ends in a.cut_endpoints())
    assert sorted(tuple(sorted(ends)) for ends in b.cut_endpoints()) == letters
    assert grundy.hackenbush_value(nx.Graph([(0, 1), (1, 2), (2, 0)]), ground=0) == 1
    assert grundy.hackenbush_value(nx.grid_2d_graph(2, 2), ground=[(0, 0)]) == 0
    assert grundy.hackenbush_value(nx.grid_2d_graph(2, 2), ground=(0, 0)) == 0


def test_cut_endpoints_name_input_edges():
    a = grundy.analyze_hackenbush([[2, 1], [0, 1], [0, 2]])
    assert a.cuts.tolist() == [0] and a.cut_endpoints() == [(2, 1)]
    assert a.to_json() == {"value": 1, "outcome": "win", "winning_cuts": [{"edge": 0, "endpoints": [2, 1]}]}
    b = grundy.analyze_hackenbush([[2, 1], [0, 1], [0, 2]], cuts=False)
    assert b.cuts is None and b.cut_endpoints() == [] and b.to_json() == {"value": 1, "outcome": "win"}


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: grundy.hackenbush_value([[0, 3]], num_vertices=3), "edge 0 (0 - 3) has a vertex out of range 0..2"),
        (lambda: grundy.hackenbush_value([[0, 1]], ground=5), "ground vertex 5 is out of range 0..1"),
        (lambda: grundy.hackenbush_value([[0, 1]], ground=[]), "at least one vertex"),
        (lambda: grundy.hackenbush_value([[0, 1]], ground=[0.5]), "not an integer vertex"),
        (lambda: grundy.hackenbush_value([[0, 1]], ground="a"), "not a vertex"),
        (lambda: grundy.hackenbush_value([[0, 1, 2]]), "shape (E, 2)"),
        (lambda: grundy.hackenbush_value(nx.path_graph(3)), "needs ground="),
        (lambda: grundy.hackenbush_value(nx.path_graph(3), ground=7), "not a node"),
        (lambda: grundy.hackenbush_value(nx.DiGraph([(0, 1)]), ground=0), "directed"),
        (lambda: grundy.hackenbush_value(sp.csr_matrix([[0, 1], [0, 0]]).T), "symmetric"),
        (lambda: grundy.hackenbush_value(sp.csr_matrix([[0, 0.5], [0.5, 0]])), "positive integers"),
        (lambda: grundy.hackenbush_value(sp.csr_matrix([[0, -1], [-1, 0]])), "positive integers"),
        (lambda: grundy.hackenbush_winning_cuts([[0, 1]], target=-1), "target"),
        (lambda: grundy.hackenbush_sum_winning_cuts([[[0, 1]]], [0, 0]), "1 graph but 2 grounds"),
        (lambda: grundy.hackenbush_value("0 1"), "cannot read the graph file '0 1'"),
    ],
)
def test_bad_input(call, message):
    with pytest.raises(InvalidGameError, match=None) as e:
        call()
    assert message in str(e.value)


# --------------------------------------------------------------------------------------------
# Large inputs: nothing recurses.


def test_path_and_star_of_a_million_edges():
    n = 10**6
    path = np.stack([np.arange(n), np.arange(1, n + 1)], axis=1)
    assert grundy.hackenbush_value(path) == n
    a = grundy.analyze_hackenbush(path)
    assert a.cuts.tolist() == [0]  # cut at the ground: nothing is left
    assert a.vertex_values[[0, 1, n - 1, n]].tolist() == [n, n - 1, 1, 0]
    # Reversed vertex order and edge order: the search goes down the same path.
    rev = np.ascontiguousarray(path[::-1, ::-1])
    assert grundy.hackenbush_value(rev, ground=0) == n
    star = np.stack([np.zeros(n, np.int64), np.arange(1, n + 1)], axis=1)
    assert grundy.hackenbush_value(star) == 0  # 10^6 stalks of one edge
    assert grundy.hackenbush_winning_cuts(star).size == 0
    assert grundy.hackenbush_winning_cuts(star[1:], target=0).size == n - 1  # odd count: any edge
    # A cycle of 10^6 edges: value = its parity; a pendant stalk of 5 at the far end counts.
    cyc = np.stack([np.arange(n), (np.arange(n) + 1) % n], axis=1)
    assert grundy.hackenbush_value(cyc) == 0
    tail = np.array([[n // 2, n]] + [[n + i, n + i + 1] for i in range(4)])
    assert grundy.hackenbush_value(np.concatenate([cyc, tail])) == 5


def test_many_small_cycles_cuts_stay_linear():
    """A cactus of 10^5 triangles on a stalk: the cut search only visits small components."""
    k = 10**5
    spine = np.stack([np.arange(k), np.arange(1, k + 1)], axis=1)
    tri = np.concatenate(
        [np.stack([np.arange(1, k + 1), k + 1 + 2 * np.arange(k)], 1),
         np.stack([k + 1 + 2 * np.arange(k), k + 2 + 2 * np.arange(k)], 1),
         np.stack([k + 2 + 2 * np.arange(k), np.arange(1, k + 1)], 1)]
    )
    edges = np.concatenate([spine, tri])
    a = grundy.analyze_hackenbush(edges, target=1)
    check_tree(a)
    assert len(a.component_values) == k + 1
    # Triangles count 1 each: top vertex k has value 1, k - 1 has (1 + 1) ^ 1 = 3, ...
    v = 1
    for _ in range(k - 1):
        v = (v + 1) ^ 1
    assert a.value == v + 1


# --------------------------------------------------------------------------------------------
# poj3710 judge.


def poj_text(sets) -> bytes:
    """POJ 3710 input for a list of sets, each a list of (n, 0-based edge array)."""
    out = []
    for graphs in sets:
        out.append(f"{len(graphs)}")
        for n, e in graphs:
            out.append(f"{n} {len(e)}")
            out += [f"{x + 1} {y + 1}" for x, y in e.tolist()]
    return ("\n".join(out) + "\n").encode()


def promise_graph(rng, n_tree: int, cycles: int) -> tuple[int, np.ndarray]:
    """A graph within POJ 3710's promise: a tree rooted at 0 plus simple cycles of new vertices,
    each touching the tree at one vertex; vertices 1.. and edges shuffled."""
    edges = [(i, int(rng.integers(0, i))) for i in range(1, n_tree)]
    n = n_tree
    for _ in range(cycles):
        at = int(rng.integers(0, n_tree))
        length = int(rng.integers(2, 7))
        ring = [at] + list(range(n, n + length - 1))
        n += length - 1
        edges += [(ring[i], ring[(i + 1) % length]) for i in range(length)]
    perm = np.concatenate([[0], 1 + rng.permutation(n - 1)])
    e = perm[np.array(edges, dtype=np.int64).reshape(-1, 2)]
    e = e[rng.permutation(len(e))]
    flip = rng.random(len(e)) < 0.5
    e[flip] = e[flip][:, ::-1]
    return n, e


def test_poj3710_against_seed_within_its_promise(hb_refdir):
    seed = reference_binary("seed_poj3710", hb_refdir)
    rng = np.random.default_rng(3710)
    sets = [
        [promise_graph(rng, int(rng.integers(1, 25)), int(rng.integers(0, 5))) for _ in range(int(rng.integers(1, 4)))]
        for _ in range(300)
    ]
    data = poj_text(sets)
    expected = subprocess.run([seed], input=data, capture_output=True, check=True).stdout.decode()
    assert solve("poj3710", data) == expected
    assert {"Sally", "Harry"} == set(expected.split())


def test_poj3710_against_scaled_reference(hb_refdir):
    scaled = reference_binary("scaled_poj3710", hb_refdir)
    rng = np.random.default_rng(1)
    sets = []
    for _ in range(400):
        graphs = []
        for _ in range(int(rng.integers(1, 4))):
            n = int(rng.integers(1, 12))
            graphs.append((n, random_multigraph(rng, n, int(rng.integers(0, 16)))))
        sets.append(graphs)
    sets.append([(n, random_multigraph(rng, n, 3 * n, "tree+")) for n in (2000, 5000)])
    data = poj_text(sets)
    expected = subprocess.run([scaled], input=data, capture_output=True, check=True).stdout.decode()
    assert solve("poj3710", data) == expected
    # And the same verdicts from the oracle on the small sets.
    verdicts = expected.split()
    checked = 0
    for graphs, verdict in zip(sets, verdicts):
        if sum(len(e) for _, e in graphs) > 12 or checked == 150:
            continue
        checked += 1
        x = 0
        for n, e in graphs:
            x ^= hackenbush_oracle(n, e.tolist(), [0])[0]
        assert verdict == ("Sally" if x else "Harry")


@pytest.mark.parametrize(
    "n, edges, value",
    [
        (1, [(0, 0)], 1),  # a self-loop at the root
        (4, [(0, 1), (1, 2), (2, 0), (1, 3)], 0),  # a branch off a cycle's other vertex
        (6, [(0, 1), (1, 2), (2, 3), (3, 0), (2, 4), (4, 5)], 2),  # a stalk off a square
    ],
)
def test_poj3710_where_the_seed_is_wrong(hb_refdir, n, edges, value):
    seed = reference_binary("seed_poj3710", hb_refdir)
    assert hackenbush_oracle(n, edges, [0])[0] == value
    data = poj_text([[(n, np.array(edges))]])
    ours = solve("poj3710", data)
    assert ours == ("Sally\n" if value else "Harry\n")
    theirs = subprocess.run([seed], input=data, capture_output=True, check=True).stdout.decode()
    assert theirs != ours


def test_poj3710_format_details():
    assert solve("poj3710", b"") == ""
    assert solve("poj3710", b"0\n") == "Harry\n"
    assert solve("poj3710", b"2\n3 3\n1 2\n2 3\n3 1\n1 1\n1 1\n1\n3 3\n1 2\n2 3\n3 1\n") == "Harry\nSally\n"
    # A huge vertex count with few edges is squeezed, not allocated.
    assert solve("poj3710", b"2\n1000000000000 1\n1 999999999999\n3 0\n") == "Sally\n"


@pytest.mark.parametrize(
    "data, message",
    [
        (b"1\n3 1\n1 4\n", "line 3: vertex 4 is out of range 1..3"),
        (b"1\n3 2\n1 2\n", "line 3: expected 2 lines of edges 'u v', found 1"),
        (b"2\n3 1\n1 2\n", "line 3: expected 'n m' of graph 2 of 2, found the end of the input"),
        (b"1\n0 0\n", "line 2: need n >= 1 and m >= 0, not n=0, m=0"),
        (b"1\n3 -1\n", "line 2: need n >= 1 and m >= 0, not n=3, m=-1"),
        (b"-1\n", "line 1: t must be non-negative, not -1"),
        (b"1 3 1\n1 2\n", "line 1: expected 1 integer (t), found 3"),
        (b"1\n3 1\n1 2 3\n", "line 3: expected 2 integers (an edge 'u v'), found 3"),
        (b"1\n3\n1\n1 2\n", "line 2: expected 2 integers ('n m'), found 1"),
        (b"1\n2 1\n1 x\n", "line 3: expected an integer, found 'x'"),
    ],
)
def test_poj3710_bad_input(data, message):
    with pytest.raises(InputFormatError) as e:
        solve("poj3710", data)
    assert str(e.value) == message


# --------------------------------------------------------------------------------------------
# The command line.


@pytest.mark.parametrize("empty", [[], np.zeros((0, 2), np.int64), sp.csr_matrix((0, 0)),
                                   grundy.as_multigraph([])], ids=["list", "array", "sparse", "Multigraph"])
def test_the_empty_graph_is_worth_0_everywhere(empty):
    """No vertex given: the lone ground vertex 0, no edge (value 0, the player to move loses)."""
    assert grundy.hackenbush_value(empty) == 0
    assert grundy.hackenbush_value(empty, ground=0) == grundy.hackenbush_value(empty, ground=[0]) == 0
    a = grundy.analyze_hackenbush(empty)
    assert (a.value, a.outcome, a.cuts.tolist()) == (0, Outcome.P, [])
    assert a._repr_svg_().startswith("<svg")
    assert grundy.hackenbush_winning_cuts(empty).tolist() == []
    assert grundy.hackenbush_hanging_values(empty).tolist() == [0]
    assert grundy.hackenbush_part_values(empty, [0]).tolist() == [0]
    assert grundy.hackenbush_sum_winning_cuts([empty, [[0, 1]]]) == [(1, 0)]
    assert grundy.hackenbush_sum_winning_cuts([empty, empty]) == []


def test_a_graph_said_to_have_no_vertex_names_that():
    with pytest.raises(InvalidGameError, match=r"^ground vertex 0 is out of range \(the graph has no vertex\)$"):
        grundy.hackenbush_value([], num_vertices=0)
    with pytest.raises(InvalidGameError, match=r"^ground vertex 3 is out of range 0\.\.0$"):
        grundy.hackenbush_value([], ground=3)
    with pytest.raises(InvalidGameError, match=r"^edge 0 \(0 -> 1\) has a vertex out of range \(the graph has no vertex\)$"):
        grundy.as_digraph([[0, 1]], num_vertices=0)


def test_hackenbush_cli_on_a_graph_without_edges():
    for text, out in [("1 0\n", "value 0\nlose\n"), ("3 0\n", "value 0\nlose\n")]:
        r = subprocess.run([sys.executable, "-m", "grundy", "hackenbush"], input=text, capture_output=True,
                           text=True)
        assert (r.returncode, r.stdout, r.stderr) == (0, out, "")
    r = subprocess.run([sys.executable, "-m", "grundy", "hackenbush"], input="0 0\n", capture_output=True,
                       text=True)
    assert r.returncode == 2
    assert r.stderr.splitlines()[-1].startswith("grundy: error: line 1: need n >= 1 and m >= 0, not n=0, m=0")


def test_hackenbush_cli_text_json_explain(capsys, tmp_path):
    f = tmp_path / "g.in"
    f.write_text("6 7\n1 2\n2 3\n3 1\n3 4\n4 4\n2 5\n5 6\n")
    assert main(["hackenbush", str(f)]) == 0
    assert capsys.readouterr().out == "value 1\nwin\ncut edge 2 (2 3)\n"
    assert main(["hackenbush", "--json", str(f)]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record == {"value": 1, "outcome": "win", "ground": [1],
                      "winning_cuts": [{"edge": 2, "endpoints": [2, 3]}]}
    assert main(["hackenbush", "--explain", str(f)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[3] == "component 0: vertices 1 2 3; 3 edges inside (parity 1); on the ground; value 1"
    assert "component 3: vertices 4; 1 edge inside (parity 1); hangs from vertex 3 by edge 4 (component 0); value 1" in out
    assert main(["hackenbush", "--ground", "1,4", "--json", "--explain", str(f)]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["value"] == 3 and record["winning_cuts"] == [{"edge": 7, "endpoints": [5, 6]}]
    assert record["vertex_values"] == [3, 3, 3, 3, 1, 0]
    assert main(["hackenbush", "--no-cuts", "--json", str(f)]) == 0
    assert json.loads(capsys.readouterr().out) == {"value": 1, "outcome": "win", "ground": [1]}
    f.write_text("4 4\n1 2\n2 3\n3 4\n4 1\n")
    assert main(["hackenbush", str(f)]) == 0
    assert capsys.readouterr().out == "value 0\nlose\n"


def test_hackenbush_cli_matches_library(capsys, monkeypatch):
    rng = np.random.default_rng(4)
    for _ in range(30):
        n, edges, ground = random_case(rng, max_vertices=8, max_edges=14)
        text = f"{n} {len(edges)}\n" + "".join(f"{x + 1} {y + 1}\n" for x, y in edges.tolist())
        monkeypatch.setattr("sys.stdin", type("S", (), {"buffer": io.BytesIO(text.encode())})())
        assert main(["hackenbush", "--json", "--ground", ",".join(str(g + 1) for g in ground)]) == 0
        record = json.loads(capsys.readouterr().out)
        value, cuts = hackenbush_oracle(n, edges.tolist(), ground)
        assert record["value"] == value
        assert [c["edge"] - 1 for c in record["winning_cuts"]] == sorted(cuts)


@pytest.mark.parametrize(
    "args, text, message",
    [
        (["hackenbush"], "2 1\n1 3\n", "line 2: vertex 3 is out of range 1..2"),
        (["hackenbush", "--ground", "3"], "2 1\n1 2\n", "ground vertex 3 is out of range 1..2"),
        (["hackenbush"], "0 0\n", "line 1: need n >= 1 and m >= 0"),
        (["judge", "poj3710"], "1\n2 1\n1 2 2\n", "line 3: expected 2 integers"),
    ],
)
def test_cli_errors_are_one_line(args, text, message, monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", type("S", (), {"buffer": io.BytesIO(text.encode())})())
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err and "Traceback" not in err


def test_poj3710_example_by_subprocess():
    r = subprocess.run([sys.executable, "-m", "grundy", "judge", "poj3710", "examples/poj3710.in"],
                       capture_output=True, cwd=ROOT)
    assert r.returncode == 0 and r.stderr == b""
    assert r.stdout == b"Sally\nHarry\n"
