"""The documentation: its gallery's scripts compute what their pages say, and it builds with
warnings as errors (the examples of the .rst pages run as doctests elsewhere: pytest collects
docs/**/*.rst with --doctest-glob)."""

from __future__ import annotations

import re
import runpy
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "docs" / "examples"


def _check_subtraction(ns):
    assert ns["values"].tolist() == [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]
    c = ns["certificate"]
    assert (c.preperiod, c.period) == (0, 7)
    assert ns["huge"] == 1


def _check_octal(ns):
    assert ns["values"].tolist() == [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3]
    c = ns["certificate"]
    assert (c.preperiod, c.period) == (53, 34)
    assert ns["huge"] == 2
    assert "preperiod 53 period 34" in ns["game"]._repr_svg_()


def _check_nim_family(ns):
    assert ns["nim"] == (2, [(0, 1)])
    assert ns["moore"] == ("win", "lose")
    assert ns["staircase"] == 7
    assert ns["wythoff"] == [(0, 0), (1, 2), (3, 5), (4, 7)]
    assert ns["fibonacci"] == ([13, 5, 2], 2)
    lose = ns["lose"]
    assert lose[0, 0] and lose[1, 2] and lose[2, 1] and lose[3, 5] and not lose[1, 1]


def _check_paper(ns):
    assert ns["table"][2:, 2:].tolist() == [[0, 0, 1, 1, 2], [0, 0, 1, 1, 2], [1, 1, 1, 1, 1],
                                            [1, 1, 1, 1, 1], [2, 2, 1, 1, 1]]
    assert ns["outcomes"] == ("lose", "win")
    assert ns["lost_sides"] == [2, 3, 7, 11, 17, 23]
    in_lost = ns["in_lost"]
    assert ((ns["big"][2:, 2:] == 0) == (in_lost[2:, None] & in_lost[None, 2:])).all()


def _check_tokens(ns):
    assert ns["dag_values"].tolist() == [2, 0, 1, 0]
    a = ns["analysis"]
    assert a.outcome.word == "win"
    assert repr(a.move) == "TokenMove(token=0, source=0, target=1)"
    assert repr(a) == ("TokensAnalysis(outcome='win', tokens=2, xor=2, values=[2, 0], "
                       "move=token 0: 0 -> 1)")
    assert ns["loopy_values"] == ["∞(1)", "∞()", "1", "0"]
    assert ns["loopy_outcomes"] == ["draw", "draw", "win", "lose"]


def _check_hackenbush(ns):
    a = ns["analysis"]
    assert (a.value, a.outcome.word, ns["triangle"]) == (2, "win", 1)
    assert ns["cuts"].tolist() == [4]


def _check_geography(ns):
    assert ns["wins"].tolist() == [True, False, True, False, False]
    s = ns["strategy"]
    assert (s.winner, s.move([0])) == ("first", 4)
    assert repr(ns["decomposition"]) == (
        "GallaiEdmonds(vertices=5, size=2, D=[1, 3, 4], A=[0, 2], C=[], bipartite=True)")
    assert len(ns["petersen_wins"]) == 10 and all(ns["petersen_wins"].values())


def _check_cram(ns):
    game = ns["game"]
    assert (game.value(), game.winning_move()) == (1, ((1, 1), (1, 2)))  # from 0
    assert ns["after_value"] == 0
    assert ns["values"] == {"4x4": 0, "4x5": 2, "1x6": 3, "0.07 at 6": 3}
    assert "a winning move in red" in game._repr_svg_()


def _check_misere(ns):
    q = ns["q"]
    assert (q.order, q.presentation()) == (8, "<a, b, c | a^2 = 1, b c = a b, c^2 = b^2, b^3 = b>")
    assert ns["p_portion"] == ["a", "b^2"]
    assert ns["heaps"] == ["a", "b", "a", "b", "c", "b", "c", "b"]
    assert q.outcome([5, 7, 2, 2]).value == "P"
    assert repr(q.winning_move([5, 6])) == "MisereMove(index=0, heap=5, leave=(4,))"
    whole = ns["whole"]
    assert (whole.complete, whole.period) == (True, (8, 2))
    assert ns["big"].value == "N"
    assert ns["move"].heap == 10**50 and ns["move"].leave == (10**50 - 1,)
    assert ns["kayles_orders"] == [2, 6, 6, 6, 12, 12, 12, 12, 18, 18, 18, 24]


def _check_nimbers(ns):
    assert repr(ns["products"]) == "(*3, *, *11)"
    assert ns["row"].tolist() == [1, 2, 4611686018427387904]
    assert ns["det"] == 5
    table = ns["table"]
    assert table[:4, :4].max() == 3 and table[:16, :16].max() == 15  # the subfields are closed


def _check_grundys_game(ns):
    assert ns["first"].tolist() == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]
    # Czajka's analyzer at 2^20: 1274 rare heaps (heap 0 counted), the last at 82860,
    # largest value 231 (tczajka/octal-games, old/; see benchmarks/grundys_game.py)
    assert (len(ns["rare"]), int(ns["rare"][-1]), int(ns["values"].max())) == (1274, 82860, 231)
    assert ns["values"].dtype.itemsize == 1


def _check_coins(ns):
    assert ns["values"] == (15, 12)
    assert repr(ns["move"]) == "CoinMove(target=(3, 5), others=((0, 5), (3, 1), (0, 1)))"
    assert ns["tartan"] == 1


def _check_compounds(ns):
    assert ns["remote"][:12].tolist() == [0, 1, 2, 3, 4, 1, 2, 3, 4, 5, 6, 3]
    assert ns["suspense"][:12].tolist() == [0, 1, 2, 3, 4, 5, 2, 3, 4, 5, 6, 7]
    assert ns["outcomes"] == {"disjunctive": "lose", "conjunctive": "win",
                              "continued-conjunctive": "win", "selective": "win"}


CHECKS = {
    "compounds": _check_compounds,
    "subtraction": _check_subtraction,
    "octal": _check_octal,
    "nim_family": _check_nim_family,
    "paper": _check_paper,
    "tokens": _check_tokens,
    "hackenbush": _check_hackenbush,
    "geography": _check_geography,
    "cram": _check_cram,
    "misere": _check_misere,
    "nimbers": _check_nimbers,
    "coins": _check_coins,
    "grundys_game": _check_grundys_game,
}


def test_every_example_is_checked():
    assert sorted(p.stem for p in EXAMPLES.glob("*.py")) == sorted(CHECKS)


@pytest.mark.parametrize("name", sorted(CHECKS))
def test_gallery_example(name):
    """Run docs/examples/<name>.py as the docs build does (matplotlib's Agg backend), check the
    values its page states, and that it shows a picture: a matplotlib figure, or an object that
    draws itself (``_repr_svg_``)."""
    path = EXAMPLES / f"{name}.py"
    source = path.read_text(encoding="utf-8")
    for module in ("matplotlib", "networkx"):
        if re.search(rf"^import {module}", source, re.M):
            pytest.importorskip(module)
    plt = None
    if "matplotlib" in source:
        import matplotlib

        matplotlib.use("Agg", force=True)
        import matplotlib.pyplot as plt

        plt.close("all")
    try:
        ns = runpy.run_path(str(path), run_name="__main__")
        figures = len(plt.get_fignums()) if plt is not None else 0
    finally:
        if plt is not None:
            plt.close("all")
    CHECKS[name](ns)
    svgs = 0
    for value in ns.values():
        draw = getattr(value, "_repr_svg_", None)
        if callable(draw) and not isinstance(value, type):
            picture = draw()
            svgs += isinstance(picture, str) and picture.startswith("<svg")
    assert figures + svgs > 0, f"{name} shows no picture"


@pytest.mark.extras
def test_sphinx_build_has_no_warnings(tmp_path):
    for module in ("sphinx", "numpydoc", "pydata_sphinx_theme", "sphinx_gallery", "matplotlib",
                   "networkx"):
        pytest.importorskip(module)
    r = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html", str(ROOT / "docs"),
         str(tmp_path / "html")],
        capture_output=True, text=True,
    )
    assert r.returncode == 0, r.stderr
    html = tmp_path / "html"
    page = (html / "api" / "heaps.html").read_text()
    assert "OctalGame" in page and "Examples" in page
    # every example of the gallery ran and shows a picture (an SVG that a grundy object drew,
    # or a matplotlib figure)
    for name in CHECKS:
        page = (html / "gallery" / f"{name}.html").read_text()
        assert re.search(r'<img [^>]*src="[^"]*sphx_glr_[^"]*\.(svg|png)"', page), name
    assert "53, 34" in (html / "gallery" / "octal.html").read_text()
    # intersphinx: links into Python's, NumPy's and NetworkX's documentation
    geography = (html / "gallery" / "geography.html").read_text()
    assert "networkx.org/documentation/stable/reference/classes/graph.html" in geography
    api = "".join(p.read_text() for p in (html / "api").glob("*.html"))
    assert "numpy.org/doc/stable/reference" in api and "docs.python.org/3/library" in api
