"""Type checkers accept user code of the public API.

- tests/typecheck/user_script.py, a user's script over every public name of grundy, passes
  ``mypy --strict`` and pyright in strict mode with no error (the ``typing`` extra installs
  both; each test skips without its tool), while misspelt names and wrong result types
  next to it are errors;
- mypy reveals no public name of grundy as Any (the lazy exports have TYPE_CHECKING imports).
"""

from __future__ import annotations

import ast
import json
import re
import runpy
import subprocess
import sys
from pathlib import Path

import pytest

import grundy

SCRIPT = Path(__file__).resolve().parent / "typecheck" / "user_script.py"

# What the checkers must reject, each line an error: misspelt names (no module __getattr__ makes
# them Any) and results of the wrong type.
MISTAKES = """\
import grundy
from grundy import nim_mull
from grundy.heaps import OctalGamee
grundy.OctalGamee("0.07")
wrong: str = grundy.nim_mul(3, 5)
"""


def test_the_user_script_imports_every_public_name():
    tree = ast.parse(SCRIPT.read_text(encoding="utf-8"))
    imported = {alias.name for node in tree.body if isinstance(node, ast.ImportFrom)
                and node.module == "grundy" for alias in node.names}
    assert imported == set(grundy.__all__) - {"__version__"}


def test_the_user_script_runs(capsys):
    runpy.run_path(str(SCRIPT), run_name="__main__")
    assert capsys.readouterr().out == "ok\n"


def _error_lines(found: list[tuple[str, int]], path: Path) -> list[int]:
    return sorted(line for file, line in found if Path(file).name == path.name)


@pytest.mark.slow
def test_mypy_strict_accepts_the_user_script(tmp_path):
    pytest.importorskip("mypy")
    mistakes = tmp_path / "mistakes.py"
    mistakes.write_text(MISTAKES)
    # grundy is analysed as the installed, typed package it is: errors inside it are not the
    # script's, and mypy does not report them
    r = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-color-output",
                        "--no-error-summary", "--cache-dir", str(tmp_path / "cache"),
                        str(SCRIPT), str(mistakes)],
                       capture_output=True, text=True, cwd=tmp_path)
    found = [(m[0], int(m[1])) for m in re.findall(r"^(.+?):(\d+): error:", r.stdout, re.M)]
    assert _error_lines(found, SCRIPT) == [], r.stdout + r.stderr
    assert set(_error_lines(found, mistakes)) == {2, 3, 4, 5}, r.stdout + r.stderr
    assert {Path(file).name for file, _ in found} == {"mistakes.py"}, r.stdout + r.stderr


@pytest.mark.slow
def test_pyright_strict_accepts_the_user_script(tmp_path):
    pytest.importorskip("pyright")
    mistakes = tmp_path / "mistakes.py"
    mistakes.write_text(MISTAKES)
    (tmp_path / "pyrightconfig.json").write_text(json.dumps({"typeCheckingMode": "strict"}))
    # --outputjson: machine-readable, and the PyPI package then skips its check for a newer
    # version (which would go to the network)
    r = subprocess.run([sys.executable, "-m", "pyright", "--outputjson", "-p", str(tmp_path),
                        "--pythonpath", sys.executable, str(SCRIPT), str(mistakes)],
                       capture_output=True, text=True, cwd=tmp_path)
    try:
        report = json.loads(r.stdout)
    except json.JSONDecodeError:
        pytest.fail(f"pyright did not run: {r.stdout}{r.stderr}")
    found = [(d["file"], d["range"]["start"]["line"] + 1) for d in report["generalDiagnostics"]
             if d["severity"] == "error"]
    assert _error_lines(found, SCRIPT) == [], r.stdout
    assert set(_error_lines(found, mistakes)) == {2, 3, 4, 5}, r.stdout
    assert {Path(file).name for file, _ in found} == {"mistakes.py"}, r.stdout


@pytest.mark.slow
def test_mypy_sees_every_top_level_name(tmp_path):
    pytest.importorskip("mypy")
    names = [n for n in grundy.__all__ if n != "__version__"]
    snippet = tmp_path / "snippet.py"
    snippet.write_text("import grundy\n" + "".join(f"reveal_type(grundy.{n})\n" for n in names)
                       + "reveal_type(grundy.GameSolver(lambda n: []).value(3))\n"
                       + "reveal_type(grundy.Cram(2, 2, base=0).winning_move())\n")
    r = subprocess.run([sys.executable, "-m", "mypy", "--follow-imports=silent", "--no-color-output",
                        "--cache-dir", str(tmp_path / "cache"), str(snippet)],
                       capture_output=True, text=True, cwd=tmp_path)
    revealed = re.findall(r":(\d+): note: Revealed type is \"(.*)\"", r.stdout)
    assert len(revealed) == len(names) + 2, r.stdout + r.stderr
    anys = [(names[int(line) - 2] if int(line) - 2 < len(names) else line, t)
            for line, t in revealed if t == "Any"]
    assert anys == []
    assert revealed[-2][1] in ("int", "builtins.int")
    assert re.search(r"tuple\[(builtins\.)?int, (builtins\.)?int\]", revealed[-1][1]), revealed[-1]
