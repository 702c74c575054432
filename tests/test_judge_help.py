"""``grundy judge PROBLEM --help``: every problem's format, sample and output; examples/ in step."""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from grundy.cli import main
from grundy.judge import PROBLEMS, solve
from grundy.judge._samples import SAMPLES

ROOT = Path(__file__).resolve().parents[1]


def test_every_problem_has_a_sample_and_an_example_file():
    assert set(SAMPLES) == set(PROBLEMS)
    for problem, sample in SAMPLES.items():
        assert (ROOT / "examples" / f"{problem}.in").read_text() == sample, problem
        assert solve(problem, sample.encode()).endswith("\n")


@pytest.mark.parametrize("problem", sorted(PROBLEMS))
def test_problem_help_shows_format_sample_and_output(problem, capsys):
    assert main(["judge", problem, "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: grundy judge {problem} [FILE]\n")
    assert "Input" in out or "input" in out
    assert "``" not in out and ":func:" not in out
    sample_block = "".join(f"    {line}\n" for line in SAMPLES[problem].splitlines())
    output_block = "".join(f"    {line}\n" for line in solve(problem, SAMPLES[problem].encode()).splitlines())
    assert f"Sample input:\n{sample_block}\nSample output:\n{output_block}" in out


def test_judge_help_without_problem_and_unknown_problem(capsys):
    assert main(["judge", "--help"]) == 0
    assert "PROBLEM --help" in capsys.readouterr().out
    assert main(["judge", "nope", "--help"]) == 2
    assert "unknown problem 'nope'" in capsys.readouterr().err
    # The unknown problem is named before the (missing) file is opened.
    assert main(["judge", "nope", "no/such/file"]) == 2
    assert "unknown problem 'nope'" in capsys.readouterr().err


def test_examples_readme_commands_run():
    """Every command that examples/README.md shows runs and prints something."""
    text = (ROOT / "examples" / "README.md").read_text()
    commands = [row.split("`")[3] for row in text.splitlines() if row.startswith("| `")]
    block = text.split("```")[1]
    commands += [line for line in block.splitlines() if line.startswith("grundy ")]
    assert len(commands) >= 20
    for cmd in commands:
        r = subprocess.run([sys.executable, "-m", "grundy", *shlex.split(cmd)[1:]], cwd=ROOT,
                           capture_output=True)
        assert r.returncode == 0 and r.stdout, (cmd, r.stderr)


def test_sample_is_the_help_sample_and_refuses_an_unknown_problem():
    from grundy import InvalidGameError
    from grundy.judge import PROBLEMS, sample, solve

    for problem in PROBLEMS:
        assert solve(problem, sample(problem).encode())
    with pytest.raises(InvalidGameError, match="unknown problem 'nope'"):
        sample("nope")
