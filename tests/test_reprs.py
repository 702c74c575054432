"""Notebook ergonomics: readable reprs of result objects, and pictures where they help."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import networkx as nx
import pytest
import numpy as np

import grundy
from grundy.graphs._draw import MAX_EDGES

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
    assert root.find(f"{SVG}title").text == "value 2, win"
    # Grounded vertices sit on the ground line: vertex 0 is lowest.
    ys = {t.text: float(t.get("y")) for t in root.findall(f"{SVG}text")}
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


def test_sequences_draw_their_values_and_proved_period():
    g = grundy.OctalGame("0.07")
    assert g._repr_svg_() is None  # only g(0) known: nothing is computed for a picture
    g.values(300)
    g.certificate()
    root = ET.fromstring(g._repr_svg_())
    dots = [c for c in root.findall(f"{SVG}circle")]
    assert len(dots) == 300
    assert root.find(f"{SVG}title").text == "0.07: preperiod 53 period 34"
    assert root.findall(f"{SVG}rect")  # the period's repeats are shaded
    s = grundy.SubtractionGame([1, 3, 4])
    s.values(700)
    root = ET.fromstring(s._repr_svg_())
    assert len(root.findall(f"{SVG}circle")) == 600  # the first MAX_POINTS values


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
