"""docs/new_results.csv, the values grundy published first (the docs page "New results"): the
file's form, and every value that takes under a few seconds computed again, by the command's
route and by the second route the row names."""

from __future__ import annotations

import csv
import functools
import re
from pathlib import Path

import networkx as nx
import pytest

from grundy.search import NodeKayles

CSV = Path(__file__).resolve().parents[1] / "docs" / "new_results.csv"
COLUMNS = ["game", "position", "value", "seconds", "peak_mb", "command", "check"]
QUICK = 3.0  # seconds: the rows tested
SCRIPT = CSV.parents[1] / "benchmarks" / "new_results.py"


def rows() -> list[dict[str, str]]:
    with open(CSV, newline="") as f:
        return list(csv.DictReader(f))


def test_the_file_has_its_columns_and_every_row_a_command_and_a_check():
    with open(CSV, newline="") as f:
        assert next(csv.reader(f)) == COLUMNS
    table = rows()
    assert table
    seen = set()
    for row in table:
        assert row["game"] in {"node-kayles", "cram", "chomp", "clobber", "nogo", "sprouts",
                               "octal 0.04", "octal 0.06", "octal 0.6"}, row
        if row["game"] in ("node-kayles", "cram", "chomp", "clobber", "nogo"):  # a grid or board
            assert re.fullmatch(r"(queens )?\d+x\d+", row["position"]), row
            int(row["value"])
        elif row["game"] == "sprouts":  # an n-spot start
            assert re.fullmatch(r"0\*\d+", row["position"]), row
            int(row["value"])
        else:
            assert re.fullmatch(r"2\^\d+", row["position"]), row
        assert (row["game"], row["position"]) not in seen, row
        seen.add((row["game"], row["position"]))
        float(row["seconds"]), int(row["peak_mb"])
        assert row["command"].strip() and row["check"].strip(), row


def quick(row: dict[str, str]) -> bool:
    """Whether the row's command alone takes under QUICK seconds (not one that reads a table
    filled by the runs before it)."""
    return float(row["seconds"]) <= QUICK and "--table" not in row["command"]


def quick_grids() -> list[dict[str, str]]:
    return [row for row in rows() if row["game"] == "node-kayles" and quick(row)
            and re.fullmatch(r"\d+x\d+", row["position"])]


@pytest.mark.parametrize("row", quick_grids(), ids=lambda row: row["position"])
def test_node_kayles_on_grids(row):
    rows_, cols = map(int, re.fullmatch(r"(\d+)x(\d+)", row["position"]).groups())
    g = nx.convert_node_labels_to_integers(nx.grid_2d_graph(rows_, cols))
    assert NodeKayles(list(g.edges()), rows_ * cols, progress=False).value() == int(row["value"])
    # the second route, where it is quick too: renumbered, so no board is recognised and no
    # shape shared
    seconds = re.search(r"\(([\d.]+) s", row["check"])
    if seconds is None or float(seconds[1]) > QUICK:
        return
    renumbered = NodeKayles([(2 * u, 2 * v) for u, v in g.edges()], 2 * rows_ * cols, progress=False)
    assert renumbered.board_graph is None and renumbered.board is None
    assert renumbered.value(sum(1 << (2 * v) for v in range(rows_ * cols))) == int(row["value"])


def quick_chomp() -> list[dict[str, str]]:
    """The Chomp bars of at most 100 squares (each a few milliseconds by both routes)."""
    return [row for row in rows() if row["game"] == "chomp"
            and eval(row["position"].replace("x", "*")) <= 100]


@functools.lru_cache(maxsize=None)
def chomp_box():
    from grundy import Chomp

    return Chomp(10, 16, progress=False)


@pytest.mark.parametrize("row", quick_chomp(), ids=lambda row: row["position"])
def test_chomp_bars(row):
    """The command's route (the bar's own DP), another box's DP (10 x 16: other ranks and
    levels than the bar's own) and, where the row ran it, the search engine."""
    from grundy import Chomp

    a, b = map(int, row["position"].split("x"))
    value = int(row["value"])
    assert Chomp(a, b, progress=False).value() == value
    assert chomp_box().value((b,) * a) == value
    if "search:" in row["check"]:
        with Chomp(a, b, method="search", progress=False) as game:
            assert game.value() == value


def test_chomp_bars_are_every_bar_of_the_box():
    """Every bar a x b, a <= b <= 16, once, with its three routes named."""
    bars = {tuple(map(int, row["position"].split("x"))): row for row in rows() if row["game"] == "chomp"}
    assert set(bars) == {(a, b) for b in range(1, 17) for a in range(1, b + 1)}
    for (a, b), row in bars.items():
        assert row["command"] == f"grundy search chomp {a}x{b}"
        assert f"16x16 box: {row['value']}" in row["check"]
        if a * b <= 30:
            assert f"search: {row['value']}" in row["check"]


def test_the_chomp_table_on_the_page_is_the_file():
    """The docs page's table of Chomp values (a x b in row a, column b) says what the file does."""
    page = (CSV.parent / "guide" / "new_results.rst").read_text()
    block = page[page.index("   a \\ b"):].split("\n\n", 1)[0].splitlines()
    assert [int(x) for x in block[0].split()[3:]] == list(range(1, 17))
    values = {tuple(map(int, row["position"].split("x"))): int(row["value"]) for row in rows()
              if row["game"] == "chomp"}
    for a, line in enumerate(block[1:], 1):
        numbers = [int(x) for x in line.split()]
        assert numbers[0] == a
        assert numbers[1:] == [values[min(a, b), max(a, b)] for b in range(1, 17)]
    assert len(block) == 17


def quick_stones() -> list[dict[str, str]]:
    """The Clobber and NoGo rows whose command takes at most 15 s (tested in the slow tests)."""
    return [row for row in rows() if row["game"] in ("clobber", "nogo")
            and float(row["seconds"]) <= 15 and "--table" not in row["command"]]


@pytest.mark.slow
@pytest.mark.parametrize("row", quick_stones(), ids=lambda row: f"{row['game']}-{row['position']}")
def test_clobber_and_nogo_boards(row):
    """The command's route and the second one the row names: the transposed board (keys under
    another width)."""
    from grundy import Clobber, NoGo

    r, c = map(int, row["position"].split("x"))

    def board(rows_: int, cols_: int) -> str:
        if row["game"] == "nogo":
            return "|".join(["." * cols_] * rows_)
        return "|".join("".join("XO"[(i + j) % 2] for j in range(cols_)) for i in range(rows_))
    cls = Clobber if row["game"] == "clobber" else NoGo
    assert cls(board(r, c), progress=False).value() == int(row["value"])
    if "transposed" in row["check"]:
        assert cls(board(c, r), progress=False).value() == int(row["value"])


def test_the_quick_rows_are_tested():
    """Rows quick enough to test are grids, Clobber and NoGo boards, and Chomp bars of at most
    100 squares (98 of them), tested above (the others take minutes, or many seconds together)."""
    assert [row for row in rows() if quick(row) and row["game"] not in ("chomp", "clobber", "nogo")] == quick_grids()
    assert all(row in quick_stones() for row in rows() if quick(row) and row["game"] in ("clobber", "nogo"))
    assert len(quick_stones()) >= 2
    assert len(quick_grids()) >= 10 and len(quick_chomp()) == 98


def test_queens_edges_feed_the_command_line(tmp_path, capsys):
    """``benchmarks/new_results.py queens N --edges`` prints the queens graph in the command
    line's format (how the 15 x 15 row is searched on a lasting table)."""
    import subprocess
    import sys

    from grundy.cli import main

    out = subprocess.run([sys.executable, str(SCRIPT), "queens", "8", "--edges"], check=True,
                         capture_output=True, text=True).stdout
    path = tmp_path / "q8.txt"
    path.write_text(out)
    cells = [(r, c) for r in range(8) for c in range(8)]
    g = nx.Graph((i, j) for i, (r, c) in enumerate(cells) for j, (s, d) in enumerate(cells)
                 if i < j and (r == s or c == d or r - s in (c - d, d - c)))
    assert out.split("\n", 1)[0] == f"64 {g.number_of_edges()}"
    expected = NodeKayles(list(g.edges()), 64, progress=False).value()
    capsys.readouterr()
    assert main(["search", "node-kayles", str(path), "-q"]) == 0
    assert capsys.readouterr().out.split("\n", 1)[0] == str(expected)


@pytest.mark.parametrize("extra", [["--table", "q.db"], ["--order", "4"], ["--renumbered"]])
def test_queens_edges_refuses_what_it_would_ignore(extra):
    """``--edges`` searches nothing, so a table, an order or a renumbering with it is a usage
    error (exit 2) rather than an option silently dropped."""
    import subprocess
    import sys

    run = subprocess.run([sys.executable, str(SCRIPT), "queens", "4", "--edges", *extra],
                         capture_output=True, text=True)
    assert run.returncode == 2 and run.stdout == ""
    assert "new_results.py queens: error:" in run.stderr


def test_queens_state_reads_how_far_a_table_got(tmp_path):
    """``queens N --state DB`` names, for each first move up to symmetry, the value of its region
    when the table has it (checked against a search of that region), else the values of the
    replies the table settles: after one reply's region is solved on the table, that reply is
    among them."""
    import subprocess
    import sys

    n = 9
    cells = [(r, c) for r in range(n) for c in range(n)]
    closed = [sum(1 << j for j, (s, d) in enumerate(cells)
                  if r == s or c == d or r - s in (c - d, d - c)) for r, c in cells]
    edges = [(i, j) for i in range(n * n) for j in range(i + 1, n * n) if closed[i] >> j & 1]
    full = (1 << (n * n)) - 1
    table = tmp_path / "q9.db"

    def state() -> list[str]:
        run = subprocess.run([sys.executable, str(SCRIPT), "queens", str(n), "--state", str(table)],
                             capture_output=True, text=True, check=True)
        return run.stdout.splitlines()

    reply = full & ~closed[0] & ~closed[n + 2]  # the corner, then (1, 2)
    with NodeKayles(edges, n * n, progress=False, table=str(table)) as game:
        v = game.value(reply)
    lines = state()
    assert len(lines) == 15  # the cells (r, c), r <= c < 5
    assert lines[0].startswith("first move (0, 0): unknown; its replies: ") and f"value {v}" in lines[0]
    with NodeKayles(edges, n * n, progress=False, table=str(table)) as game:
        assert game.value() == 1  # OEIS A344227
    plain = NodeKayles(edges, n * n, progress=False)
    settled = 0
    for line in state():
        m = re.fullmatch(r"first move \((\d), (\d)\): value (\d+)", line)
        if m:
            r, c, w = map(int, m.groups())
            assert plain.value(full & ~closed[r * n + c]) == w, line
            settled += 1
        else:  # every reply counted once: the cells of the region
            m = re.fullmatch(r"first move \((\d), (\d)\): unknown; its replies: (.*)", line)
            r, c = int(m[1]), int(m[2])
            counts = [int(part.split()[0]) for part in m[3].split(", ")]
            assert sum(counts) == bin(full & ~closed[r * n + c]).count("1"), line
    assert settled >= 1
    missing = subprocess.run([sys.executable, str(SCRIPT), "queens", "9", "--state", str(tmp_path / "no.db")],
                             capture_output=True, text=True)
    assert missing.returncode == 2 and "no such table" in missing.stderr
