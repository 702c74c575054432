"""Fuzzing the command line: every judge and every subcommand on mutated inputs.

Each case runs ``grundy.cli.main`` in process on an input derived from a valid one (the judges'
samples, the example files, argument lists) by random edits: characters inserted or deleted,
numbers replaced by small, negative, huge or non-numeric words, lines repeated or dropped,
CRLF endings, a byte-order mark, no final newline. The contract checked on every case:
exit status 0, or exit status 2 with one line ``grundy: error: ...`` on
stderr (after argparse's usage line, for a usage error); never a traceback, never another
status. Memory is capped (GRUNDY_MAX_MEMORY) so that an absurd size must be refused by the
resource checks, not attempted.

The second part is exact: CRLF, tabs, a BOM and a missing final newline must give the same
output as the clean sample, for every problem.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grundy.cli import main
from grundy.judge import PROBLEMS
from grundy.judge._samples import SAMPLES

ROOT = Path(__file__).resolve().parents[1]

FILE_COMMANDS = {
    "tokens": (ROOT / "examples" / "tokens_loopy.in").read_text(),
    "hackenbush": (ROOT / "examples" / "hackenbush.in").read_text(),
    "geography": (ROOT / "examples" / "geography.in").read_text(),
    "search node-kayles": "6 6\n1 2\n2 3\n3 4\n4 5\n5 6\n6 1\n",
    "search arc-kayles": "5 4\n1 2\n2 3\n3 4\n2 5\n",
}

ARG_COMMANDS = {
    "nim": ["3", "4", "5"],
    "wythoff": ["4", "7"],
    "moore-nim": ["-k", "2", "1", "2", "3"],
    "staircase": ["0", "3", "1", "4"],
    "fibonacci-nim": ["20", "3"],
    "octal": ["0.07", "--upto", "40", "--certify"],
    "nimber": ["3141 * 5926 + inv(7)"],
    "misere": ["0.75", "5", "6", "--upto", "8"],
    "compound": ["conjunctive", "1,3,4", "5", "7", "--misere"],
}

# Replacement words: small numbers keep the work small (in any notation: 1e1 is 10); the absurd
# ones must be refused fast.
SMALL = st.integers(0, 12).map(str)
ODD = st.sampled_from(["-1", "-7", "0", "00", "+3", "10000000000", "9223372036854775807",
                       "9223372036854775808", "18446744073709551616", "1e1", "2.5e1", "1.5e0", "1e-3", "1e99", "x", "", "3.5",
                       "١٢", "\x00", "\xff", "99999999999999999999999"])
WORD = st.one_of(SMALL, SMALL, ODD)
NUMBER = re.compile(r"\d+")


@st.composite
def mutated(draw, text: str) -> str:
    """`text` after one to three random edits."""
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["number", "number", "insert", "delete", "line", "drop", "cut"]))
        if kind == "number" and NUMBER.search(text):
            spans = [m.span() for m in NUMBER.finditer(text)]
            a, b = draw(st.sampled_from(spans))
            text = text[:a] + draw(WORD) + text[b:]
        elif kind == "insert":
            i = draw(st.integers(0, len(text)))
            text = text[:i] + draw(st.sampled_from([" ", "\n", "\t", "\r", "-", "x", "7", "#", "\ufeff"])) + text[i:]
        elif kind == "delete" and text:
            i = draw(st.integers(0, len(text) - 1))
            text = text[:i] + text[i + draw(st.integers(1, 4)):]
        elif kind in ("line", "drop"):
            lines = text.splitlines(keepends=True)
            if lines:
                i = draw(st.integers(0, len(lines) - 1))
                lines[i:i + 1] = [lines[i], lines[i]] if kind == "line" else []
                text = "".join(lines)
        elif kind == "cut":
            text = text[: draw(st.integers(0, len(text)))]
    if draw(st.booleans()):
        text = text.replace("\n", "\r\n")
    if draw(st.integers(0, 9)) == 0:
        text = "\ufeff" + text
    return text


def check_contract(argv, capsys) -> int:
    try:
        rc = main(argv)
    except SystemExit as e:  # argparse's own usage errors
        rc = e.code
    out, err = capsys.readouterr()
    assert rc in (0, 2), (argv, rc, err)
    if rc == 2:  # (status 0 may print nothing: an input with no queries has no answers)
        lines = [line for line in err.splitlines() if line.strip()]
        assert lines, argv
        assert lines[-1].startswith(("grundy: error: ", "grundy ")), (argv, err)
        assert all(line.startswith(("usage:", " ")) for line in lines[:-1]), (argv, err)
        assert "Traceback" not in err
    return rc


FUZZ = settings(max_examples=100, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@pytest.fixture(autouse=True)
def capped_memory(monkeypatch):
    monkeypatch.setenv("GRUNDY_MAX_MEMORY", str(2 * 10**9))
    monkeypatch.setenv("GRUNDY_QUIET", "1")


@pytest.mark.parametrize("problem", sorted(PROBLEMS))
def test_judges_on_mutated_samples(problem, tmp_path, capsys):
    path = tmp_path / "in.txt"

    @FUZZ
    @given(text=mutated(SAMPLES[problem]))
    def run(text):
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        check_contract(["judge", problem, str(path)], capsys)

    run()


@pytest.mark.parametrize("command", sorted(FILE_COMMANDS))
def test_file_commands_on_mutated_inputs(command, tmp_path, capsys):
    path = tmp_path / "in.txt"

    @FUZZ
    @given(text=mutated(FILE_COMMANDS[command]), json=st.booleans())
    def run(text, json):
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        check_contract([*command.split(), str(path)] + (["--json"] if json else []), capsys)

    run()


@pytest.mark.parametrize("command", sorted(ARG_COMMANDS))
def test_argument_commands_on_mutated_arguments(command, capsys):
    base = ARG_COMMANDS[command]

    @FUZZ
    @given(data=st.data())
    def run(data):
        args = list(base)
        for _ in range(data.draw(st.integers(1, 2))):
            i = data.draw(st.integers(0, len(args) - 1))
            if NUMBER.fullmatch(args[i]) or data.draw(st.booleans()):
                args[i] = data.draw(WORD) if command != "nimber" else data.draw(mutated(args[i]))
        if data.draw(st.booleans()):
            args.append("--json")
        check_contract([command, *args], capsys)

    run()


@pytest.mark.parametrize("problem", sorted(PROBLEMS))
@pytest.mark.parametrize("form", ["crlf", "tabs", "bom", "no final newline", "all"])
def test_line_endings_tabs_and_bom_change_nothing(problem, form, tmp_path, capsys):
    sample = SAMPLES[problem]
    text = sample
    if form in ("crlf", "all"):
        text = text.replace("\n", "\r\n")
    if form in ("tabs", "all") and problem != "loj6033":  # a grid row is one word
        text = text.replace(" ", "\t")
    if form in ("bom", "all"):
        text = "\ufeff" + text
    if form in ("no final newline", "all"):
        text = text.rstrip("\r\n")
    clean = tmp_path / "clean.txt"
    clean.write_text(sample)
    edited = tmp_path / "edited.txt"
    edited.write_bytes(text.encode())
    assert main(["judge", problem, str(clean)]) == 0
    want = capsys.readouterr().out
    assert main(["judge", problem, str(edited)]) == 0, capsys.readouterr().err
    assert capsys.readouterr().out == want
