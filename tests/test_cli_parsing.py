"""How the command line reads its arguments: options anywhere, integers in any exact notation,
one error prefix, and a suggestion for a near miss."""

from __future__ import annotations

import argparse
import subprocess
import sys

import pytest

import grundy
from grundy.cli import main
from grundy.commands._io import whole


def outcome(args, capsys):
    """(status, stdout, stderr) of the command line on `args` (argparse's exits included)."""
    try:
        status = main(args)
    except SystemExit as e:
        status = e.code
    out, err = capsys.readouterr()
    return status, out, err


def same(a, b, capsys):
    """Whether the command lines `a` and `b` succeed with the same output."""
    first, second = outcome(a, capsys), outcome(b, capsys)
    assert first[0] == 0, first
    return first == second


@pytest.mark.parametrize("moved, plain", [
    (["misere", "0.07", "--upto", "20", "1", "2", "3"], ["misere", "0.07", "1", "2", "3", "--upto", "20"]),
    (["misere", "--json", "0.07", "1", "--upto", "12", "2"], ["misere", "0.07", "1", "2", "--upto", "12", "--json"]),
    (["octal", "--upto", "30", "0.77"], ["octal", "0.77", "--upto", "30"]),
    (["--upto", "5", "octal", "0.77"], ["octal", "0.77", "--upto", "5"]),
    (["--upto=5", "octal", "0.77", "--json"], ["octal", "0.77", "--upto", "5", "--json"]),
    (["--json", "nim", "3", "4", "5"], ["nim", "3", "4", "5", "--json"]),
    (["nim", "3", "--misere", "4"], ["nim", "3", "4", "--misere"]),
    (["moore-nim", "1", "-k", "2", "2", "3"], ["moore-nim", "-k", "2", "1", "2", "3"]),
    (["search", "--json", "cram", "3x4"], ["search", "cram", "3x4", "--json"]),
    (["--json", "search", "cram", "3x4"], ["search", "cram", "3x4", "--json"]),
])
def test_options_anywhere_among_the_arguments(moved, plain, capsys):
    assert same(moved, plain, capsys)


def test_quiet_anywhere(capsys):
    assert same(["nim", "3", "4", "-q"], ["-q", "nim", "3", "4"], capsys)
    assert same(["search", "-q", "cram", "2x3"], ["search", "cram", "2x3"], capsys)


def test_the_command_is_the_first_word_that_all_before_it_can_precede(capsys):
    # nim has no --upto, so 'nim' is the value of octal's --upto (refused as an integer).
    status, out, err = outcome(["--upto", "nim", "octal", "0.77"], capsys)
    assert status == 2 and err.splitlines()[-1] == (
        "grundy: error: argument --upto: expected an integer, not 'nim'")
    assert same(["--json", "octal", "0.77", "--upto", "5"], ["octal", "0.77", "--upto", "5", "--json"], capsys)
    status, out, err = outcome(["3", "nim", "4"], capsys)  # a word before the command stays a word
    assert status == 2 and "invalid choice: '3'" in err


@pytest.mark.parametrize("text, value", [
    ("0", 0), ("-7", -7), ("1_000", 1000), ("1e6", 10**6), ("1E6", 10**6), ("2.5e3", 2500),
    ("1e+3", 1000), ("10e-1", 1), ("1200e-2", 12), (".5e1", 5), ("1.e2", 100), ("-2.50e1", -25),
    ("1e30", 10**30), (" 12 ", 12),
])
def test_integers_in_scientific_notation(text, value):
    assert whole(text) == value and type(whole(text)) is int


@pytest.mark.parametrize("text, why", [
    ("1.5", "expected an integer, not '1.5'"), ("1.5e0", "(not a whole number)"),
    ("1e-3", "(not a whole number)"), ("e5", "expected an integer"), ("x", "expected an integer"),
    ("1e", "expected an integer"), ("", "expected an integer"), ("1e100001", "too large"),
    ("nan", "expected an integer"), ("inf", "expected an integer"),
])
def test_not_integers_are_refused_with_the_reason(text, why):
    with pytest.raises(argparse.ArgumentTypeError, match=why.replace("(", r"\(").replace(")", r"\)")):
        whole(text)


def test_scientific_notation_on_the_command_line(capsys):
    assert same(["octal", "0.77", "--upto", "1e2"], ["octal", "0.77", "--upto", "100"], capsys)
    assert same(["nim", "1e3", "2.5e2"], ["nim", "1000", "250"], capsys)
    assert same(["misere", "0.77", "--upto", "1.2e1"], ["misere", "0.77", "--upto", "12"], capsys)
    assert same(["search", "node-kayles", "--grid", "2x3", "--workers", "1e0"],
                ["search", "node-kayles", "--grid", "2x3"], capsys)
    assert same(["octal", "0.77", "--upto", "1.5e1"], ["octal", "0.77", "--upto", "15"], capsys)
    status, _, err = outcome(["octal", "0.77", "--upto", "1.55e1"], capsys)
    assert status == 2 and err.splitlines()[-1] == (
        "grundy: error: argument --upto: expected an integer, not '1.55e1' (not a whole number)")


@pytest.mark.parametrize("args, usage", [
    (["octal", "0.77", "--upto", "x"], "usage: grundy octal"),
    (["octal"], "usage: grundy octal"),
    (["nim", "1", "--frob"], "usage: grundy nim"),
    (["--frob", "nim", "1"], "usage: grundy nim"),
    (["wythoff", "3"], "usage: grundy wythoff"),
    (["search", "cram"], "usage: grundy search cram"),
    (["search", "kram", "3x3"], "usage: grundy search "),
    (["nimm", "3"], "usage: grundy "),
    (["octal", "0.77", "4", "--upto", "9"], "usage: grundy octal"),  # the command's own refusal
])
def test_every_usage_error_is_the_commands_usage_and_one_grundy_error_line(args, usage, capsys):
    status, out, err = outcome(args, capsys)
    lines = err.splitlines()
    assert status == 2 and out == ""
    assert lines[0].startswith(usage) and all(x.startswith(" ") for x in lines[1:-1])
    assert lines[-1].startswith("grundy: error: ")


def test_a_missing_code_is_the_only_missing_argument(capsys):
    status, _, err = outcome(["octal"], capsys)
    assert err.splitlines()[-1] == "grundy: error: the following arguments are required: CODE"
    status, _, err = outcome(["misere"], capsys)
    assert err.splitlines()[-1] == "grundy: error: the following arguments are required: CODE"


@pytest.mark.parametrize("args, hint", [
    (["nimm", "3"], "did you mean 'nim'?"),
    (["octl", "0.77"], "did you mean 'octal'?"),
    (["wythof", "1", "2"], "did you mean 'wythoff'?"),
    (["search", "kram", "3x3"], "did you mean 'cram'?"),
    (["search", "node-kayle"], "did you mean 'node-kayles'?"),
    (["judge", "acwing131"], "did you mean 'acwing1319'?"),
    (["nim", "3", "--jsn"], "did you mean '--json'?"),
    (["octal", "0.77", "--up-to", "5"], "did you mean '--upto'?"),
    (["octal", "0.77", "--certfy"], "did you mean '--certify'?"),
])
def test_did_you_mean(args, hint, capsys):
    status, _, err = outcome(args, capsys)
    assert status == 2 and err.splitlines()[-1].endswith(hint), err


@pytest.mark.parametrize("args", [["zzzz"], ["nim", "3", "--zzzzzz"]])
def test_no_suggestion_without_a_near_word(args, capsys):
    status, _, err = outcome(args, capsys)
    assert status == 2 and "did you mean" not in err


def test_the_installed_command_behaves_the_same():
    r = subprocess.run([sys.executable, "-m", "grundy", "--upto", "1e1", "octal", "0.77", "-q"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout == "code 0.77\nvalues 0 1 2 3 1 4 3 2 1 4\n"
    r = subprocess.run([sys.executable, "-m", "grundy", "nimm", "1"], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 2 and r.stderr.splitlines()[-1].endswith("did you mean 'nim'?")


# ----------------------------------------------------------------- graphs by file name
def test_graph_games_take_the_file_the_command_line_reads(tmp_path, capsys):
    path = tmp_path / "graph.txt"
    path.write_text("5 4\n1 2\n2 3\n3 4\n4 5\n")
    edges = [[0, 1], [1, 2], [2, 3], [3, 4]]
    for cls, command in ((grundy.NodeKayles, "node-kayles"), (grundy.ArcKayles, "arc-kayles")):
        want = cls(edges, num_vertices=5).value()
        assert cls(str(path)).value() == cls(path).value() == want
        assert outcome(["search", command, str(path)], capsys)[1].split()[0] == str(want)
    assert grundy.as_simple_graph(str(path)).n == 5
    assert grundy.as_multigraph(path).u.tolist() == [0, 1, 2, 3]
    assert grundy.hackenbush_value(str(path), ground=[0]) == grundy.hackenbush_value(edges, ground=[0])


def test_a_graph_file_as_networkx_writes_it(tmp_path):
    """Lines 'u v' alone, vertices from 0 (networkx's write_edgelist with data=False), are
    read as those edges, whether or not the first line names vertex 0."""
    nx = pytest.importorskip("networkx")
    for graph in (nx.path_graph(5), nx.Graph([(1, 2), (0, 1), (2, 3), (3, 0), (4, 2)])):
        path = tmp_path / "g.edgelist"
        nx.write_edgelist(graph, path, data=False)
        edges = [list(e) for e in graph.edges()]
        g = grundy.as_multigraph(path)
        assert g.n == 5 and [[int(a), int(b)] for a, b in zip(g.u, g.v)] == edges
        assert grundy.NodeKayles(str(path)).value() == grundy.NodeKayles(edges).value()
        assert grundy.as_simple_graph(path, num_vertices=7).n == 7  # isolated vertices 5 and 6
        with pytest.raises(grundy.InvalidGameError, match="out of range 0..3"):
            grundy.as_multigraph(path, num_vertices=4)
    one = tmp_path / "one.txt"
    one.write_text("3 0\n")  # read by both formats: the command line's (3 vertices, no edge)
    assert grundy.as_multigraph(one).n == 3


@pytest.mark.parametrize("text", ["1 2\n2 3\n", "0 1 {}\n1 2 {}\n", "", "0 1\n1\n"],
                         ids=["from 1", "with data", "empty", "odd"])
def test_a_graph_file_in_neither_format_names_both(tmp_path, text):
    path = tmp_path / "g.txt"
    path.write_text(text)
    with pytest.raises(grundy.InputFormatError, match=r"g.txt: line \d+: .* \(a graph file is 'n m', then m "
                       r"lines 'u v' with vertices 1..n, or lines 'u v' alone with vertices from 0\)$"):
        grundy.NodeKayles(str(path))


def test_the_command_line_names_its_graph_format():
    for text, message in [("0 1\n1 2\n", "line 1: need n >= 1 and m >= 0, not n=0, m=1"),
                          ("1 2 3\n", "line 1: expected 2 integers ('n m'), found 3")]:
        r = subprocess.run([sys.executable, "-m", "grundy", "hackenbush"], input=text, capture_output=True,
                           text=True)
        assert r.returncode == 2
        assert r.stderr.splitlines()[-1] == (f"grundy: error: {message} (the graph format is 'n m', then m "
                                             "lines 'u v' with vertices 1..n)")


def test_a_bad_graph_file_names_the_file_and_line(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("4 3\n1 2\n2 9\n3 4\n")
    with pytest.raises(grundy.InputFormatError, match=r"bad.txt: line 3: vertex 9 is out of range 1..4"):
        grundy.NodeKayles(str(bad))
    with pytest.raises(grundy.InvalidGameError, match="cannot read the graph file .*missing.txt"):
        grundy.NodeKayles(str(tmp_path / "missing.txt"))
    good = tmp_path / "good.txt"
    good.write_text("4 1\n1 2\n")
    with pytest.raises(grundy.InvalidGameError, match="num_vertices=5 but .*good.txt has 4 vertices"):
        grundy.NodeKayles(good, num_vertices=5)
    assert grundy.NodeKayles(good, num_vertices=4).value() == grundy.NodeKayles([[0, 1]], num_vertices=4).value()
