"""The table's memory: --table-memory / max_bytes, and defaults that fit the process limit."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from grundy._limits import available_memory, parse_bytes
from grundy.cli import main
from grundy.errors import InvalidGameError, ResourceLimitError
from grundy.search import ArcKayles, Cram, NodeKayles

LIMITED = textwrap.dedent("""
    import resource, sys
    limit = int(sys.argv[1])
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    from grundy._limits import available_memory
    print(available_memory())
    from grundy.cli import main
    sys.exit(main(sys.argv[2:]))
""")


def run_limited(limit: int, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", LIMITED, str(limit), *args], capture_output=True,
                          text=True, timeout=300)


def test_parse_bytes():
    assert parse_bytes("0") == 0 and parse_bytes("1k") == 1024 and parse_bytes("3 MiB") == 3 << 20
    assert parse_bytes("0.5G") == 1 << 29 and parse_bytes("7B") == 7
    for bad in ("", "G", "-1M", "12Q", "nan", "1e30T"):
        with pytest.raises(ValueError, match="expected a size"):
            parse_bytes(bad)


def test_max_memory_variable_takes_sizes(monkeypatch, capsys):
    """GRUNDY_MAX_MEMORY reads sizes as --table-memory does; a malformed one is refused, not
    ignored."""
    monkeypatch.setenv("GRUNDY_MAX_MEMORY", "64M")
    assert available_memory() == 64 << 20
    monkeypatch.setenv("GRUNDY_MAX_MEMORY", "2e9")
    assert available_memory() == 2 * 10**9
    monkeypatch.setenv("GRUNDY_MAX_MEMORY", "12Q")
    with pytest.raises(ResourceLimitError, match="GRUNDY_MAX_MEMORY: expected a size"):
        available_memory()
    assert main(["search", "cram", "2x3"]) == 2
    err = capsys.readouterr().err.strip()
    assert "GRUNDY_MAX_MEMORY" in err and len(err.splitlines()) == 1


def test_available_memory_stays_within_the_address_space_limit():
    """Under ulimit -v (RLIMIT_AS) the default leaves room for what the process has mapped."""
    limit = 3 << 30
    done = run_limited(limit, "search", "cram", "2x2")
    assert done.returncode == 0, done.stderr
    assert 0 < int(done.stdout.split()[0]) < limit
    assert available_memory() > 0


@pytest.mark.parametrize("workers", [None, "2"])
def test_searches_start_under_a_process_limit(workers):
    """A default table too big for the limit would fail to map (the shared one with workers)."""
    args = ["search", "cram", "5x6"] + (["--workers", workers] if workers else [])
    done = run_limited(3 << 29, *args)  # 1.5 GiB of address space
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[1:3] == ["2", "domino"]  # Beling's table: 5x6 is 2


def test_table_memory_option(capsys):
    assert main(["search", "cram", "5x6", "--table-memory", "1M"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "2"
    assert main(["search", "node-kayles", "--grid", "3x6", "--table-memory", "64K"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "3"  # OEIS A316632(6)
    with pytest.raises(SystemExit) as stop:  # argparse's own usage error
        main(["search", "cram", "3x3", "--table-memory", "12Q"])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].endswith("argument --table-memory: expected a size such as 512M or 2G, not '12Q'")


def test_max_bytes_keyword():
    small = Cram(5, 6, base=0, progress=False, max_bytes=1 << 14)
    assert small.value() == 2 and small.search.max_bytes == 1 << 14
    assert NodeKayles([[0, 1], [1, 2]], progress=False, max_bytes=1 << 20).value() == 2
    assert ArcKayles([[0, 1], [1, 2], [2, 3]], progress=False, max_bytes=0).value() == 2
    for bad in (-1, 1.5, True, "1M"):
        with pytest.raises(InvalidGameError, match="max_bytes must be a non-negative integer"):
            Cram(2, 2, base=0, max_bytes=bad)
        with pytest.raises(InvalidGameError, match="max_bytes must be a non-negative integer"):
            NodeKayles([[0, 1]], max_bytes=bad)
