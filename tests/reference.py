"""Access to the C++ reference programs, built once per test session: those of the directory
named by the environment variable GRUNDY_REFERENCE, else ../shared/reference beside the
checkout (a directory with build.sh and the sources)."""

from __future__ import annotations

import os
import shutil
import subprocess
from functools import lru_cache
from pathlib import Path

import pytest

REFERENCE = Path(os.environ.get("GRUNDY_REFERENCE") or Path(__file__).resolve().parents[2] / "shared" / "reference")


@lru_cache(maxsize=1)
def _build(outdir: str) -> dict[str, Path]:
    out = subprocess.run(
        ["bash", str(REFERENCE / "build.sh"), outdir], capture_output=True, text=True, check=True
    ).stdout
    return {Path(p).name: Path(p) for p in out.split()}


_first_root: list[str] = []


def reference_binary(name: str, tmp_root: Path) -> Path:
    """Path of the compiled reference program `name`; skips when no compiler or sources exist."""
    if not (REFERENCE / "build.sh").exists():
        pytest.skip(f"no reference programs at {REFERENCE} (set GRUNDY_REFERENCE to their directory)")
    if shutil.which("g++") is None:
        pytest.skip("g++ is needed to build the reference programs")
    # Build once per test session: the first caller's directory serves every later caller.
    if not _first_root:
        _first_root.append(str(tmp_root))
    return _build(_first_root[0])[name]
