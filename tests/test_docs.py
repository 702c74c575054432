"""The documentation builds with warnings as errors (its examples run as doctests elsewhere:
pytest collects docs/**/*.rst with --doctest-glob)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.extras
def test_sphinx_build_has_no_warnings(tmp_path):
    pytest.importorskip("sphinx")
    pytest.importorskip("numpydoc")
    pytest.importorskip("pydata_sphinx_theme")
    r = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html", str(ROOT / "docs"),
         str(tmp_path / "html")],
        capture_output=True, text=True,
    )
    assert r.returncode == 0, r.stderr
    page = (tmp_path / "html" / "api" / "heaps.html").read_text()
    assert "OctalGame" in page and "Examples" in page
    assert (tmp_path / "html" / "gallery" / "octal.html").exists()
