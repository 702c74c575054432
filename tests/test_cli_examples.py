"""The command-line examples of the docs run, and print what the docs show.

An example is a line ``$ COMMAND`` in a console block of README.md or docs/guide/*.rst (in
reST ``.. code-block:: console``, in Markdown a fence opened by ```` ```console ````), followed
by the output it shows, up to the next ``$`` line or the block's end. Each command runs in
bash, in a scratch directory that holds the repository's ``examples/``, and its standard output
and standard error together must be the lines shown (a line ``...`` stands for any number of
lines); a command shown without output must succeed (exit status 0). Blocks in ``text`` (or
```` ```bash ````) are not examples.

A block that is not to be run (it needs an extra, takes minutes, or waits for a person) is
marked in the docs' source by a comment just above it, which the rendered page does not show:
``.. console-example: not run (REASON)`` in reST, ``<!-- console-example: not run (REASON) -->``
in Markdown; the test of such a block skips, with the reason. A block whose commands take
seconds is marked ``console-example: slow (REASON)``: its tests carry the ``slow`` marker (run by
``-m slow``).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs" / "guide").glob("*.rst"))]

_MARKER = re.compile(r"console-example: (?P<kind>not run|slow) \((?P<reason>[^)]+)\)")


class Example(NamedTuple):
    file: str
    line: int  # 1-based line of the command
    command: str
    output: list[str]  # the lines shown (empty: only the exit status is checked)
    skip: str | None  # why the block is not run, or None
    slow: bool = False  # the block is marked slow


def _blocks(path: Path) -> list[tuple[int, list[str], re.Match | None]]:
    """(1-based line of the first body line, body lines without their indent, the marker
    above it) of each console block."""
    lines = path.read_text(encoding="utf-8").splitlines()
    opening = "```console" if path.suffix == ".md" else ".. code-block:: console"
    blocks = []
    for i, line in enumerate(lines):
        if line.strip() != opening:
            continue
        before = next((lines[k] for k in range(i - 1, -1, -1) if lines[k].strip()), "")
        m = _MARKER.search(before)
        start = i + 1
        if path.suffix == ".md":
            end = next(j for j in range(start, len(lines)) if lines[j].strip() == "```")
        else:  # the indented lines after the directive's blank line
            while start < len(lines) and not lines[start].strip():
                start += 1
            end = start
            while end < len(lines) and (not lines[end].strip() or lines[end][:1] in (" ", "\t")):
                end += 1
            while end > start and not lines[end - 1].strip():
                end -= 1
        body = lines[start:end]
        indent = min((len(b) - len(b.lstrip()) for b in body if b.strip()), default=0)
        blocks.append((start + 1, [b[indent:] for b in body], m))
    return blocks


def examples() -> list[Example]:
    found = []
    for path in DOCS:
        for first, body, marker in _blocks(path):
            skip = marker["reason"] if marker and marker["kind"] == "not run" else None
            slow = bool(marker) and marker["kind"] == "slow"
            for k, text in enumerate(body):
                if text.startswith("$ "):
                    output = []
                    for rest in body[k + 1:]:
                        if rest.startswith("$ "):
                            break
                        output.append(rest)
                    found.append(Example(str(path.relative_to(ROOT)), first + k, text[2:], output, skip,
                                         slow))
    return found


EXAMPLES = examples()


def _matches(shown: list[str], got: list[str]) -> bool:
    """Whether `got` is `shown`, a line ``...`` of `shown` matching any lines (none included)."""
    parts = [[]]
    for line in shown:
        if line.strip() == "...":
            parts.append([])
        else:
            parts[-1].append(line.rstrip())
    if len(parts) == 1:
        return got == parts[0]
    head, *middle, tail = parts
    if got[: len(head)] != head or len(got) < len(head) + len(tail) or (tail and got[-len(tail):] != tail):
        return False
    rest = got[len(head): len(got) - len(tail)]
    for part in middle:
        for at in range(len(rest) - len(part) + 1):
            if rest[at: at + len(part)] == part:
                rest = rest[at + len(part):]
                break
        else:
            return False
    return True


def test_the_examples_are_found():
    files = {e.file for e in EXAMPLES}
    assert {"README.md", "docs/guide/cli.rst"} <= files
    assert len(EXAMPLES) > 20
    assert any(e.skip for e in EXAMPLES) and any(e.slow for e in EXAMPLES)
    assert any(e.output for e in EXAMPLES)


def test_the_ellipsis_matches_any_lines():
    assert _matches(["a", "...", "c"], ["a", "b", "b", "c"]) and _matches(["a", "...", "c"], ["a", "c"])
    assert not _matches(["a", "...", "c"], ["a", "b"]) and not _matches(["a"], ["a", "b"])
    assert _matches(["...", "x", "..."], ["w", "x", "y"]) and not _matches(["...", "x", "..."], ["w"])


@pytest.mark.parametrize("example", [
    pytest.param(e, id=f"{e.file}:{e.line}", marks=[pytest.mark.slow] if e.slow else []) for e in EXAMPLES])
def test_example(example, tmp_path):
    if example.skip:
        pytest.skip(f"{example.file} line {example.line}: {example.skip}")
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    env = {**os.environ, "COLUMNS": "80", "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    r = subprocess.run(["bash", "-c", example.command], cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True, timeout=300)
    where = f"{example.file} line {example.line}: $ {example.command}"
    if example.output:
        got = [line.rstrip() for line in r.stdout.splitlines()]
        assert _matches(example.output, got), f"{where}\nshown:\n" + "\n".join(example.output) + \
            "\nprinted:\n" + r.stdout
    else:
        assert r.returncode == 0, f"{where}\nexit status {r.returncode}:\n{r.stdout}"


def test_blocks_and_markers_are_read_in_both_formats(tmp_path):
    rst = tmp_path / "page.rst"
    rst.write_text("Text.\n\n.. code-block:: text\n\n   $ not an example\n\n"
                   ".. console-example: slow (seconds)\n\n.. code-block:: console\n\n"
                   "   $ grundy nim 1\n   win\n\n   more\n\nAfter.\n")
    md = tmp_path / "page.md"
    md.write_text("```bash\n$ not an example\n```\n<!-- console-example: not run (hours) -->\n"
                  "```console\n$ a\n$ b\nout\n```\n")
    (first, body, marker), = _blocks(rst)
    assert (first, body, marker["kind"]) == (11, ["$ grundy nim 1", "win", "", "more"], "slow")
    (first, body, marker), = _blocks(md)
    assert (first, body, marker["kind"], marker["reason"]) == (6, ["$ a", "$ b", "out"], "not run", "hours")
