"""Type checkers see the top-level names with their real types (the lazy exports have
TYPE_CHECKING imports): mypy reveals no public name of grundy as Any."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

import grundy


@pytest.mark.slow
def test_mypy_sees_every_top_level_name(tmp_path):
    pytest.importorskip("mypy")
    names = [n for n in grundy.__all__ if n != "__version__"]
    snippet = tmp_path / "snippet.py"
    snippet.write_text("import grundy\n" + "".join(f"reveal_type(grundy.{n})\n" for n in names)
                       + "reveal_type(grundy.GameSolver(lambda n: []).value(3))\n"
                       + "reveal_type(grundy.Cram(2, 2).winning_move())\n")
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
