"""The command line's edges: Ctrl-C, memory limits, version; each a one-line message.

Interrupts are sent to real processes (the CLI and the kernels run there as a user runs them);
the memory ceiling is lowered with GRUNDY_MAX_MEMORY so that the checks are exercised without
allocating anything large.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

import grundy
from grundy._limits import check_memory, format_bytes, shorten
from grundy.errors import GrundyError, ResourceLimitError
from oracles import interrupt_after

GRUNDY = [sys.executable, "-m", "grundy"]


def run_cli(args, stdin: bytes = b"", env=None, timeout=60):
    e = dict(os.environ, **(env or {}))
    return subprocess.run(GRUNDY + list(args), input=stdin, capture_output=True, env=e, timeout=timeout)




def test_ctrl_c_in_a_long_command_is_one_line_and_status_130():
    rc, err, after = interrupt_after(GRUNDY + ["octal", "0.6", "--upto", "50000000"], 1.5)
    assert rc == 130
    assert err.strip().splitlines() == ["grundy: interrupted"]
    assert after < 5


@pytest.mark.parametrize("call", [
    "grundy.paper_table(8000, 8000)",
    "grundy.OctalGame('0.8').values(100000, method='plain')",
    "grundy.subtraction_values(list(range(1, 3000)), 10**7)",
])
def test_long_kernels_honour_ctrl_c_within_a_second(call):
    code = f"import grundy\ntry:\n    {call}\nexcept KeyboardInterrupt:\n    raise SystemExit(42)\n"
    rc, err, after = interrupt_after([sys.executable, "-c", code], 1.5)
    assert rc == 42, err
    assert after < 2.5


def test_version():
    r = run_cli(["--version"])
    assert r.returncode == 0 and r.stdout.decode().strip() == f"grundy {grundy.__version__}"


def test_memory_checks_name_the_size():
    check_memory(10**6, "small")
    with pytest.raises(ResourceLimitError, match="n = 10 vertices would need about 1.0 TiB") as e:
        check_memory(2**40, "n = 10 vertices")
    assert isinstance(e.value, GrundyError) and isinstance(e.value, MemoryError)
    os.environ["GRUNDY_MAX_MEMORY"] = "1e6"
    try:
        with pytest.raises(ResourceLimitError, match="more than the 976.6 KiB available"):
            check_memory(2e6, "x")
    finally:
        del os.environ["GRUNDY_MAX_MEMORY"]


def test_format_and_shorten():
    assert format_bytes(0) == "0 B" and format_bytes(2**30) == "1.0 GiB"
    assert format_bytes(2.0**100).endswith("YiB")
    # Exact for ints of any size (floats overflow past 2^1024, and str() refuses ints of
    # more than 4300 digits); a float that overflowed says so instead of "inf YiB".
    assert format_bytes(2**80) == "1.0 YiB" and format_bytes(1023 * 2**80) == "1023.0 YiB"
    assert format_bytes(1024 * 2**80) == "1.0e+3 YiB"
    assert format_bytes(28 * 10**308) == "2.3e+285 YiB"
    assert format_bytes(10**5000) == "8.3e+4975 YiB"
    assert format_bytes(float("inf")) == "more than 2^1024 B"
    with pytest.raises(ResourceLimitError, match=r"about 2\.3e\+285 YiB"):
        check_memory(28 * 10**308, "n = 1e308 values")
    assert shorten(1180591620717411303424, 20) == "11805916207174113034…(22 digits)"
    assert shorten("x" * 50, 10) == "x" * 10 + "…"
