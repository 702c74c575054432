"""Notebook ergonomics: readable reprs of result objects, and pictures where they help."""

from __future__ import annotations

import re
import time
import xml.etree.ElementTree as ET

import networkx as nx
import pytest
import numpy as np

import grundy
from grundy.graphbase._draw import MAX_EDGES, MAX_VERTICES

SVG = "{http://www.w3.org/2000/svg}"


def test_game_solver_and_loopy_values_reprs():
    s = grundy.GameSolver(lambda n: [n - 1] if n else [])
    s.value(4)
    assert repr(s) == "GameSolver(<lambda>, 5 positions solved)"
    r = grundy.loopy_grundy([[0, 1], [1, 0], [0, 2], [2, 3]])
    assert repr(r) == "LoopyGraphValues(4 vertices: 2 finite (max 1), 2 infinite)"
    assert repr(grundy.loopy_grundy([[0, 1], [1, 0]])) == "LoopyGraphValues(2 vertices: 0 finite, 2 infinite)"


def test_hackenbush_repr_is_one_line_and_svg_marks_the_cuts():
    edges = [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [4, 4], [1, 5], [1, 5], [6, 7]]
    a = grundy.analyze_hackenbush(edges)
    assert repr(a) == ("HackenbushAnalysis(value=2, outcome='win', cuts=[4], vertices=8, edges=9, "
                       "components=3)")
    root = ET.fromstring(a._repr_svg_())
    assert root.tag == f"{SVG}svg"
    drawn = root.findall(f"{SVG}line")[1:] + root.findall(f"{SVG}path") + [
        c for c in root.findall(f"{SVG}circle") if c.get("fill") == "none"]
    assert len(drawn) == len(edges)  # every edge once: lines, one arc (the parallel edge), one loop
    red = [el for el in drawn if el.get("stroke") == "#d62728"]
    assert len(red) == 1 and "edge 4" in red[0].find(f"{SVG}title").text
    grey = [el for el in drawn if el.get("stroke") == "#bbbbbb"]
    assert len(grey) == 1  # 6-7 is not connected to the ground
    assert root.find(f"{SVG}title").text == ("Green Hackenbush: value *2, the first player wins by "
                                             "cutting edge 4 (3–4, red)")
    # Grounded vertices sit on the ground line: vertex 0 is lowest.
    ys = {t.text: float(t.get("y")) for t in root.findall(f"{SVG}text") if t.get("class") == "name"}
    assert ys["0"] == max(ys.values())


def test_hackenbush_svg_uses_networkx_labels_and_stops_at_large_graphs():
    g = nx.MultiGraph([("root", "a"), ("a", "b"), ("a", "b")])
    svg = grundy.analyze_hackenbush(g, ground="root")._repr_svg_()
    assert re.search(r">root<", svg) and re.search(r">b<", svg)
    big = grundy.analyze_hackenbush(np.stack([np.zeros(MAX_EDGES + 1, int), np.arange(1, MAX_EDGES + 2)], 1),
                                    cuts=False)
    assert big._repr_svg_() is None and "cuts=not searched" in repr(big)


def test_loopy_values_take_networkx_node_labels():
    g = nx.DiGraph([("x", "y"), ("y", "x"), ("y", "z")])
    r = grundy.loopy_grundy(g)
    assert [str(r.value(v)) for v in "xyz"] == ["0", "1", "0"]
    assert r.outcome("y").word == "win" and r.infinity_set("y") == frozenset({0})
    with pytest.raises(grundy.InvalidGameError, match="'q' is not a node"):
        r.value("q")


def _caption(root) -> str:
    """The caption of a sequence picture: its <desc>, which is also the line drawn under it."""
    text = root.find(f"{SVG}desc").text
    assert [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "caption"] == [text]
    return text


def test_sequences_draw_their_values_and_proved_period():
    g = grundy.OctalGame("0.07")
    g.values(300)
    g.certificate()
    root = ET.fromstring(g._repr_svg_())
    dots = [c for c in root.findall(f"{SVG}circle")]
    assert len(dots) == 300
    assert _caption(root) == "n = 0..299: every value, one dot each"
    assert root.find(f"{SVG}title").text == "0.07: preperiod 53 period 34"
    assert root.findall(f"{SVG}rect")  # the period's repeats are shaded
    # readable where the docs' gallery shows the 640-pixel picture, about 610 pixels wide
    sizes = [float(t.get("font-size", root.get("font-size"))) for t in root.iter(f"{SVG}text")]
    assert min(sizes) * 610 / float(root.get("width")) >= 12
    s = grundy.SubtractionGame([1, 3, 4])
    s.values(700)
    root = ET.fromstring(s._repr_svg_())
    assert not root.findall(f"{SVG}circle")  # all 700 values, two heaps a column
    assert _caption(root) == "n = 0..699: one column per 2 heaps, showing every value they take"


def test_sequence_picture_shows_the_whole_computed_range_and_says_how():
    """After 200,000 values the picture spans n = 0..199999 (not the first few hundred), a
    pixel column per run of 350 heaps, and its caption says so."""
    g = grundy.OctalGame("0.07")
    g.values(200_000)  # the proved period fills most of them
    svg = g._repr_svg_()
    root = ET.fromstring(svg)
    assert _caption(root) == "n = 0..199999: one column per 350 heaps, showing every value they take"
    strokes = root.find(f"{SVG}path[@class='values']").get("d")
    xs = [float(x) for x in re.findall(r"M([\d.]+) ", strokes)]
    assert min(xs) < 58 and max(xs) > 626  # from the first column to the last (572 columns)
    ticks = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "tick"]
    assert "150000" in ticks
    assert len(svg) < 100_000


@pytest.mark.parametrize("n", [10**3, 10**5, 3 * 10**5, 10**6])
def test_sequence_picture_size_is_bounded(n):
    """About 1 MB at most whatever n, written fast: the worst case marks every other pixel row
    of every column (the most strokes), the random one every row."""
    from grundy.heaps._draw import sequence_svg

    worst = 2 * (np.arange(n) % 91)
    rand = np.random.default_rng(n).integers(0, 10**6, n)
    for values in (worst, rand):
        start = time.perf_counter()
        svg = sequence_svg(values, "g")
        assert time.perf_counter() - start < 1.5
        assert len(svg) < 700_000
        assert _caption(ET.fromstring(svg)).startswith(f"n = 0..{n - 1}: ")


def test_octal_picture_of_many_values_is_small():
    g = grundy.OctalGame("0.6")
    g.values(100_000)
    svg = g._repr_svg_()
    assert len(svg) < 1_000_000
    assert _caption(ET.fromstring(svg)) == ("n = 0..99999: one column per 175 heaps, showing every "
                                            "value they take")


def test_thinned_picture_keeps_each_runs_rare_and_largest_values():
    from grundy.heaps import _draw

    values = np.arange(10**6) % 2
    values[123_456] = 9  # one rare value, the largest: its column alone reaches the top row
    root = ET.fromstring(_draw.sequence_svg(values, "g"))
    marks = re.findall(r"M([\d.]+) (\d+)v(\d+)", root.find(f"{SVG}path[@class='values']").get("d"))
    k = -(-10**6 // _draw.COLUMNS)
    column = (_draw._X1 - _draw._X0) / -(-10**6 // k)
    top = [float(x) for x, y, _ in marks if int(y) == _draw._Y0]
    assert top == [pytest.approx(_draw._X0 + (123_456 // k + 0.5) * column, abs=0.06)]
    # every column shows both common values, 0 and 1 (rows 0 and 20 of 180)
    assert sum(int(y) == _draw._Y1 for _, y, _ in marks) == -(-10**6 // k)
    assert sum(int(y) == _draw._Y1 - 20 for _, y, _ in marks) == -(-10**6 // k)


@pytest.mark.parametrize("make, title", [
    (lambda: grundy.OctalGame("0.07"), "0.07: preperiod 53 period 34"),
    (lambda: grundy.TakeAndBreak("4!.0"), "4!.0"),
    (lambda: grundy.SubtractionGame([1, 3, 4]), "SubtractionGame([1, 3, 4]): preperiod 0 period 7"),
    (lambda: grundy.SubtractionGame.up_to(3), "SubtractionGame.up_to(3): preperiod 0 period 4"),
    (lambda: grundy.SubtractionGame.any_amount(),
     "SubtractionGame.any_amount(): preperiod 0 period 1 saltus 1"),
    (lambda: grundy.HeapRuleset(lambda n: [(a, n - a) for a in range(1, (n + 1) // 2)],
                                name="Grundy's game"), "Grundy's game"),
])
def test_fresh_heap_games_draw_their_first_values(make, title):
    """A game that has computed nothing shows its first 300 values, says so, and is left as it
    was (the values are computed on a copy)."""
    game = make()
    known = len(game._values)
    root = ET.fromstring(game._repr_svg_())
    assert root.find(f"{SVG}title").text == title
    assert _caption(root) == "n = 0..299, computed for this picture: every value, one dot each"
    assert len(root.findall(f"{SVG}circle")) == 300
    assert len(game._values) == known


@pytest.mark.parametrize("make", [
    lambda: grundy.Spawning("1+C"),
    lambda: grundy.CoinGame(lambda x: [range(a, x) for a in range(1, x + 1)], value=lambda x: x & -x),
    lambda: grundy.CoinGame(lambda x: [(a,) for a in range(x)]),
])
def test_coin_games_draw_their_values_by_coin(make):
    """Coin-turning games draw the value of a head on each coin, as heap games do: their first
    300 when they know none (on a copy: the game is left as it was), else what they know."""
    game = make()
    root = ET.fromstring(game._repr_svg_())
    assert root.find(f"{SVG}title").text == repr(game)
    assert _caption(root) == "n = 0..299, computed for this picture: every value, one dot each"
    assert "coin n" in [t.text for t in root.iter(f"{SVG}text")]
    values = [game.value(x) for x in range(1000)]
    root = ET.fromstring(game._repr_svg_())
    texts = [t.text for t in root.iter(f"{SVG}text")]
    if isinstance(game, grundy.CoinGame) and game._closed is not None:  # it keeps no values
        assert _caption(root).startswith("n = 0..299, computed for this picture")
    else:  # what it knows now, the largest value on the axis
        assert _caption(root) == "n = 0..999: one column per 2 coins, showing every value they take"
        assert str(max(values)) in texts
    bad = grundy.CoinGame(lambda x: [(x + 1,)])  # a move may not turn a higher coin
    assert bad._repr_svg_() is None


def test_ruleset_picture_stops_at_its_time_or_at_a_bad_option(monkeypatch):
    from grundy.heaps import _draw

    monkeypatch.setattr(_draw, "PICTURE_SECONDS", 0.05)
    slow = grundy.HeapRuleset(lambda n: (time.sleep(0.002), [(n - 1,)])[1], name="slow")
    caption = _caption(ET.fromstring(slow._repr_svg_()))
    got = re.fullmatch(r"n = 0\.\.(\d+), computed for this picture in 0\.05 s: every value, one dot each",
                       caption)
    assert got and 2 <= int(got[1]) < 299
    bad = grundy.HeapRuleset(lambda n: [(n - 1,)] if n < 5 else [5], name="bad")
    caption = _caption(ET.fromstring(bad._repr_svg_()))
    assert caption == "n = 0..4, computed for this picture (heap 5 gives an error): every value, one dot each"
    assert grundy.HeapRuleset(lambda n: [5])._repr_svg_() is None  # not even g(1)


def test_networkx_inputs_give_results_keyed_by_node():
    g = nx.Graph([("a", "b"), ("b", "c")])
    assert grundy.geography_wins(g) == {"a": False, "b": True, "c": False}
    assert grundy.maximum_matching(g) in ({"a": "b", "b": "a", "c": None}, {"a": None, "b": "c", "c": "b"})
    ge = grundy.gallai_edmonds(g)
    assert (ge.D, ge.A, ge.C, ge.size) == (["a", "c"], ["b"], [], 1)
    assert grundy.dag_grundy(nx.DiGraph([("x", "y"), ("y", "z")])) == {"x": 0, "y": 1, "z": 0}
    assert grundy.hackenbush_hanging_values(nx.Graph([("g", "a"), ("a", "b")]), ground="g") == {
        "g": 2, "a": 1, "b": 0}
    # Integer node labels are labels too, not positions.
    assert grundy.dag_grundy(nx.DiGraph([(5, 3)])) == {5: 1, 3: 0}
    # Arrays in, arrays out.
    assert grundy.dag_grundy([[0, 1]]).tolist() == [1, 0]


# -- one-line reprs of every result object, and pictures of small graphs --------------------------

BIG = 10**5
PATH = np.stack([np.arange(BIG - 1), np.arange(1, BIG)], axis=1)  # a path of BIG vertices


def _one_line(obj, limit=200) -> str:
    text = repr(obj)
    assert "\n" not in text and len(text) <= limit, text[:300]
    return text


def _groups(root, kind: str) -> list:
    """The <g> elements of a network picture whose class names contain `kind`."""
    return [g for g in root.iter(f"{SVG}g") if kind in g.get("class", "").split()]


def test_token_reprs_say_outcome_tokens_values_and_move():
    a = grundy.analyze_tokens([[0, 1], [1, 2]], [0, 1])
    assert repr(a) == "TokensAnalysis(outcome='win', tokens=2, xor=1, values=[0, 1], move=token 1: 1 -> 2)"
    assert repr(a.move) == "TokenMove(token=1, source=1, target=2)"  # the dataclass form, kept
    loopy = grundy.analyze_tokens([[0, 1], [1, 0], [0, 2], [2, 3]], [0, 2, 3])
    assert repr(loopy) == ("TokensAnalysis(outcome='win', tokens=3, values=[∞(1), 1, 0], "
                           "move=token 0: 0 -> 2, loopy=True)")
    big = grundy.analyze_tokens(PATH, np.arange(BIG))
    assert _one_line(big) == ("TokensAnalysis(outcome='lose', tokens=100000, xor=0, "
                              "values=[1, 0, 1, 0, 1, 0, … 100000 in all], move=None)")
    assert big._repr_svg_() is None
    g = nx.DiGraph([("a" * 500, "b" * 500)])
    named = grundy.analyze_tokens(g, ["a" * 500])
    assert "'aaaa" in _one_line(named) and "'bbbb" in _one_line(named.move)


def test_tokens_svg_marks_the_tokens_values_and_the_move():
    edges = [[0, 1], [1, 2], [0, 2], [2, 3], [4, 2], [4, 1], [5, 4], [5, 3], [6, 5], [6, 0]]
    a = grundy.analyze_tokens(edges, [0, 1, 6, 6])
    root = ET.fromstring(a._repr_svg_())
    assert root.find(f"{SVG}title").text == "4 tokens: win; move token 0: 0 -> 1"
    vertices = _groups(root, "vertex")
    assert len(vertices) == 7 and len(_groups(root, "token")) == 3  # 0, 1 and 6 (two tokens)
    values = [g.find(f"{SVG}text").text for g in vertices]
    assert values == [str(x) for x in grundy.dag_grundy(edges).tolist()]
    assert "2 tokens" in vertices[6].find(f"{SVG}title").text
    arcs = _groups(root, "edge")
    assert len(arcs) == len(edges)
    move = _groups(root, "move")
    assert len(move) == 1 and move[0].find(f"{SVG}title").text == "0 → 1"
    assert {p.get("stroke") for p in move[0].findall(f"{SVG}path")} == {"#d62728", None}
    # On a DAG every arc goes down the picture: each vertex above all of its followers.
    y = [float(g.find(f"{SVG}circle").get("cy")) for g in vertices]
    assert all(y[u] < y[v] for u, v in edges)


def test_tokens_svg_on_a_loopy_networkx_graph_and_size_limit():
    g = nx.DiGraph([("x", "y"), ("y", "x"), ("x", "z"), ("z", "w")])  # x: ∞(1), y: ∞()
    a = grundy.analyze_tokens(g, ["x", "z"])
    assert repr(a) == ("TokensAnalysis(outcome='win', tokens=2, values=[∞(1), 1], move=token 0: 'x' -> 'z', "
                       "loopy=True)")
    root = ET.fromstring(a._repr_svg_())
    tips = [g.find(f"{SVG}title").text for g in _groups(root, "vertex")]
    assert tips == ["vertex x: value ∞(1), a token", "vertex y: value ∞()", "vertex z: value 1, a token",
                    "vertex w: value 0"]
    assert [g.find(f"{SVG}text").text for g in _groups(root, "vertex")] == ["∞", "∞", "1", "0"]
    assert [t.text for t in root.findall(f"{SVG}text")][-4:] == ["x", "y", "z", "w"]  # node names
    assert [g.find(f"{SVG}title").text for g in _groups(root, "move")] == ["x → z"]
    n = MAX_VERTICES + 1
    cycle = np.stack([np.arange(n), (np.arange(n) + 1) % n], axis=1)
    assert grundy.analyze_tokens(cycle, [0])._repr_svg_() is None
    assert grundy.analyze_tokens(cycle[:-2], [0])._repr_svg_() is not None  # 60 vertices


def test_gallai_edmonds_repr_and_svg_colour_d_a_c_and_thicken_the_matching():
    ge = grundy.gallai_edmonds([[0, 1], [1, 2], [3, 4], [4, 5], [5, 3], [5, 6]])
    assert repr(ge) == "GallaiEdmonds(vertices=7, size=3, D=[0, 2], A=[1], C=[3, 4, 5, 6], bipartite=False)"
    root = ET.fromstring(ge._repr_svg_())
    assert [g.get("class") for g in _groups(root, "vertex")] == ["vertex " + c for c in "DADCCCC"]
    matched = sorted(g.find(f"{SVG}title").text for g in _groups(root, "matched"))
    assert matched == [f"{u} – {m}" for u, m in enumerate(ge.matching.tolist()) if u < m] and len(matched) == 3
    assert len(_groups(root, "edge")) == 6
    # D sits at the bottom (largest y), A above it.
    y = {k: [float(g.find(f"{SVG}circle").get("cy")) for g in _groups(root, k)] for k in "DAC"}
    assert min(y["D"]) > max(y["A"])
    big = grundy.gallai_edmonds(PATH)
    assert _one_line(big) == ("GallaiEdmonds(vertices=100000, size=50000, D=[], A=[], "
                              "C=[0, 1, 2, 3, 4, … 100000 in all], bipartite=True)")
    assert big._repr_svg_() is None
    named = grundy.gallai_edmonds(nx.Graph([("a", "b"), ("b", "c")]))
    assert repr(named) == "GallaiEdmonds(vertices=3, size=1, D=['a', 'c'], A=['b'], C=[], bipartite=True)"
    assert [t.text for t in ET.fromstring(named._repr_svg_()).iter(f"{SVG}text")][-3:] == ["a", "b", "c"]


def test_geography_strategy_repr_and_svg():
    s = grundy.geography_strategy([[0, 1], [1, 2], [2, 3], [3, 0], [0, 4]], 4)
    assert repr(s) == "GeographyStrategy(start=4, winner='second', vertices=5, edges=5, matching_size=2)"
    root = ET.fromstring(s._repr_svg_())
    assert len(_groups(root, "start")) == 1 and len(_groups(root, "start")[0].findall(f"{SVG}circle")) == 2
    assert len(_groups(root, "matched")) == 2 and len(_groups(root, "edge")) == 5
    big = grundy.geography_strategy(PATH, 0)
    assert _one_line(big) == ("GeographyStrategy(start=0, winner='first', vertices=100000, edges=99999, "
                              "matching_size=50000)")
    assert big._repr_svg_() is None
    long_name = grundy.geography_strategy(nx.Graph([("x" * 10**4, "y")]), "x" * 10**4)
    assert _one_line(long_name).startswith("GeographyStrategy(start='xxx")


def test_promises_and_graph_container_reprs():
    a = grundy.election_promises([[0, 1], [2, 3]], [2, 1, 1, 5])
    assert repr(a) == "PromisesAnalysis(outcome='win', vertices=4, xors=[4, 3], vertex=0)"
    assert _one_line(grundy.election_promises(PATH, np.arange(BIG))) == (
        "PromisesAnalysis(outcome='lose', vertices=100000, xors=[0, 0], vertex=None)")
    from grundy import as_digraph, as_multigraph, as_simple_graph

    assert repr(as_digraph([[0, 1], [1, 2]])) == "Digraph(3 vertices, 2 edges)"
    assert repr(as_simple_graph([[0, 1], [1, 2], [2, 1], [2, 2]])) == "SimpleGraph(3 vertices, 2 edges)"
    assert repr(as_multigraph([[0, 1], [1, 1], [0, 1]])) == "Multigraph(2 vertices, 3 edges)"
    assert repr(as_digraph(nx.DiGraph([("x", "y")]))) == "Digraph(2 vertices, 1 edge, labels=['x', 'y'])"
    assert _one_line(as_digraph(PATH)) == "Digraph(100000 vertices, 99999 edges)"
    assert _one_line(as_multigraph(nx.path_graph(BIG))) == (
        "Multigraph(100000 vertices, 99999 edges, labels=[0, 1, 2, 3, 4, … 100000 in all])")
    assert _one_line(grundy.loopy_grundy(PATH).graph) == "Digraph(100000 vertices, 99999 edges)"


def test_coin_reprs():
    from grundy.nimbers.coins import TWINS, CoinGame, CoinMove, TartanProduct

    ruler = CoinGame(lambda x: [range(a, x) for a in range(1, x + 1)])
    assert repr(ruler) == "CoinGame(<lambda>, values=[])"
    ruler.value(20)
    assert repr(ruler) == "CoinGame(<lambda>, values=[0, 1, 2, 1, 4, 1, 2, 1, … 21 in all])"
    assert repr(TWINS) == "CoinGame(<lambda>, value=<lambda>)"
    assert repr(TartanProduct(TWINS, TWINS)) == ("TartanProduct(CoinGame(<lambda>, value=<lambda>), "
                                                 "CoinGame(<lambda>, value=<lambda>))")
    assert repr(CoinMove((1, 2), ((0, 2),))) == "CoinMove(target=(1, 2), others=((0, 2),))"
    assert repr(CoinMove(3, ())) == "CoinMove(target=3, others=())"
    wide = TWINS.winning_move([BIG])  # turns BIG and 0 over
    assert repr(wide) == "CoinMove(target=100000, others=(0,))"
    run = CoinMove(BIG, tuple(range(BIG)))
    assert _one_line(run) == "CoinMove(target=100000, others=(0, 1, 2, 3, 4, … 100000 coins))"
    huge = grundy.flip_two_winning_move([(10**5000, 1)])  # more digits than Python will write
    assert _one_line(huge) == "CoinMove(target=(≈1.000000e+5000, 1), others=((1, 1),))"


def test_heap_result_reprs_stay_short_for_huge_heaps():
    g = grundy.OctalGame("0.07")
    assert repr(g.winning_move([10**30])) == "OctalMove(heap=0, take=2, leave=(1, 999999999999999999999999999997))"
    move = g.winning_move([10**5000])  # repr(int) refuses more than 4300 digits
    assert _one_line(move) == "OctalMove(heap=0, take=2, leave=(5, ≈1.000000e+5000))"
    assert repr(g.stats).startswith("OctalStats(computed=") and "\n" not in repr(g.stats)
    assert _one_line(g.certificate()).startswith("Periodicity(preperiod=53, period=34, checked=")
    assert repr(grundy.Outcome.WIN) == "<Outcome.N: 'N'>"


def test_short_writes_huge_ints_by_their_size():
    from grundy._reprs import preview, short

    assert short(12345) == "12345" and short(-(10**5000)) == "-≈1.000000e+5000"
    assert short(10**4999 * 9999999) == "≈9.999999e+5005"
    assert short(10**5000 - 1) == "≈1.000000e+5000"  # rounds up, never '10.000000e+4999'
    assert short("x" * 100, 10) == "'xxxxxxxxx…"
    assert preview(np.arange(BIG)) == "[0, 1, 2, 3, 4, … 100000 in all]" and preview([]) == "[]"


def test_hackenbush_repr_of_a_big_star_is_one_short_line():
    import numpy as np

    import grundy

    n = 100_000
    edges = np.stack([np.zeros(n - 1, np.int64), np.arange(1, n)], 1)
    r = repr(grundy.analyze_hackenbush(edges, ground=[0]))
    assert "\n" not in r and len(r) < 300 and "99999 in all" in r


def test_loopy_values_draw_the_graph_with_each_value():
    """Each vertex shows its value (∞ for infinite; its tooltip gives K), P-positions blue,
    draws grey; a graph too large to draw has no picture."""
    r = grundy.loopy_grundy([[0, 1], [1, 0], [1, 2], [3, 4], [4, 3], [4, 5], [5, 6], [7, 0]],
                            num_vertices=8)
    root = ET.fromstring(r._repr_svg_())
    vertices = root.findall(f".//{SVG}g[@class]")
    shown = {}
    for g in vertices:
        if g.get("class").split()[0] != "vertex":
            continue
        tip = g.find(f"{SVG}title").text
        shown[tip.split(":")[0]] = (g.get("class").split()[1], tip, g.find(f"{SVG}circle").get("fill"))
    want = {x: str(r.value(x)) for x in range(8)}
    assert {k: v[1] for k, v in shown.items()} == {f"vertex {x}": f"vertex {x}: value {w}" for x, w in want.items()}
    assert {x: shown[f"vertex {x}"][0] for x in range(8)} == {
        0: "P", 1: "N", 2: "P", 3: "draw", 4: "draw", 5: "N", 6: "P", 7: "N"}
    assert "2 infinite (2 draws)" in root.find(f"{SVG}title").text
    big = grundy.loopy_grundy([[x, x + 1] for x in range(100)])
    assert big._repr_svg_() is None


def test_an_infinite_quotient_shows_its_proof():
    from grundy import InfiniteQuotientError, misere_quotient

    with pytest.raises(InfiniteQuotientError) as e:
        misere_quotient("4.527", 10, progress=False)
    proof = e.value.proof
    html = proof._repr_html_()
    assert "Infinite misère quotient</b> of the heaps up to 10" in html
    assert "6 + 5^(b+1) + 10^b is P" in html and repr(proof) == "InfiniteQuotient(bound=10, partner=5)"
