"""The command line at the edges: errors show the usage of the subcommand that failed, numbers
are exact past Python's 4300-digit limit, long rejected arguments are quoted by their start and
length, and sizes too large for a float say so in one line; election_promises on values past
int64."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from grundy import election_promises
from grundy.errors import InvalidGameError

BIG = "9" * 5000


def grundy(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "grundy", *args], capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("args, usage", [
    (["octal", "0.07", "--upto", "0"], "usage: grundy octal "),
    (["misere", "0.77"], "usage: grundy misere "),
    (["judge", "nosuchproblem", "x"], "usage: grundy judge "),
    (["-q", "octal", "0.07", "--upto", "0"], "usage: grundy octal "),
])
def test_errors_show_the_usage_of_their_subcommand(args, usage):
    r = grundy(*args)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith(usage), r.stderr
    assert r.stderr.splitlines()[-1].startswith("grundy: error: ")
    assert "COMMAND ..." not in r.stderr


def test_numbers_past_4300_digits_are_exact():
    r = grundy("nim", BIG, "3")
    assert r.returncode == 0, r.stderr
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        expected = str(int(BIG) ^ 3)
    finally:
        sys.set_int_max_str_digits(before)
    assert expected in r.stdout
    r = grundy("moore-nim", "-k", "2", BIG, "1")
    assert r.returncode == 0 and r.stdout.startswith("win"), r.stderr


def test_long_rejected_arguments_are_quoted_by_their_start():
    r = grundy("nim", "x" + BIG)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    last = r.stderr.splitlines()[-1]
    assert len(last) < 200 and "(5001 characters)" in last


def test_sizes_too_large_for_a_float_fail_in_one_line(tmp_path):
    r = grundy("octal", "0.07", "--upto", BIG)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.splitlines() == [r.stderr.splitlines()[0]] and "(5000 digits)" in r.stderr
    graph = tmp_path / "g.txt"
    graph.write_text(f"{BIG} 1\n1 2\n")
    for command in ("geography", "hackenbush"):
        r = grundy(command, str(graph))
        assert r.returncode == 2 and len(r.stderr.splitlines()) == 1 and "too large" in r.stderr, r.stderr


@pytest.mark.parametrize("values, message", [
    (np.array([2**63, 1], np.uint64), r"value 9223372036854775808 at vertex 0 is 2\^63 or more"),
    ([2**70, 1], r"value 1180591620717411303424 at vertex 0 is 2\^63 or more"),
    ([1, -2**70], "value -1180591620717411303424 at vertex 1 is negative"),
])
def test_election_promises_values_past_int64(values, message):
    with pytest.raises(InvalidGameError, match=message):
        election_promises(np.array([[0, 1]]), values)
    # values that fit are taken, whatever their integer type
    assert election_promises(np.array([[0, 1]]), np.array([5, 1], np.uint64)).outcome.name == "N"


def test_plain_cram_board_skips_argparse():
    """`grundy search cram BOARD` alone is read without building a parser; the answers and the
    errors are those of the parser's path."""
    code = ("import sys; from grundy.cli import main; status = main(['search', 'cram', '3x4']); "
            "print('argparse' in sys.modules, status)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.stdout.splitlines() == ["1", "domino 2 2 2 3", "False 0"], r.stdout + r.stderr
    assert grundy("search", "cram", "3x4").stdout == grundy("search", "cram", "3x4", "--json").stdout.replace(
        '{"value": 1, "move": {"domino": [[2, 2], [2, 3]]}}\n', "1\ndomino 2 2 2 3\n")
    r = grundy("search", "cram", "bad")
    assert r.returncode == 2 and r.stderr.splitlines()[-1] == "grundy: error: board 'bad': expected ROWSxCOLS, e.g. 5x6"
