"""The judges read large files through a memory map (grundy.commands._io.read_input with
mapped=True): every problem must answer the same from a map as from bytes, and the AcWing
1319 fast path must agree with its general reader, errors included."""

from __future__ import annotations

import numpy as np
import pytest

from grundy.commands import _io
from grundy.errors import InputFormatError
from grundy.judge import PROBLEMS, output, solve
from grundy.judge._samples import SAMPLES


@pytest.mark.parametrize("problem", sorted(PROBLEMS))
def test_every_judge_reads_a_mapped_file(problem, tmp_path, monkeypatch):
    monkeypatch.setattr(_io, "MAP_FROM", 1)
    path = tmp_path / "in.txt"
    path.write_bytes(SAMPLES[problem].encode())
    data = _io.read_input(str(path), mapped=True)
    assert type(data).__name__ == "mmap"
    got = output(problem, data)
    assert bytes(got.encode() if isinstance(got, str) else got).decode() == solve(problem, SAMPLES[problem].encode())


def test_small_files_and_pipes_are_read_as_bytes(tmp_path):
    path = tmp_path / "in.txt"
    path.write_bytes(b"1 0 0\n")
    assert isinstance(_io.read_input(str(path), mapped=True), bytes)


def _slow(data: bytes) -> str:
    """AcWing 1319 through the general reader only."""
    from grundy.tokens import _kernels
    from grundy.tokens.dag import DAG_COST
    from grundy.tokens.text import read_tokens, tokens_graph

    g, tokens, _ = tokens_graph(*read_tokens(data), DAG_COST)
    values, cycle = _kernels.dag_grundy(g.n, g.indptr, g.indices)
    if len(cycle):
        return "cycle"
    x = int(np.bitwise_xor.reduce(values[tokens])) if len(tokens) else 0
    return "win\n" if x else "lose\n"


def _slow_outcome(data: bytes) -> str:
    try:
        return _slow(data)
    except InputFormatError as e:
        return f"error: {e}"


def _outcome(data: bytes) -> str:
    try:
        return solve("acwing1319", data)
    except InputFormatError as e:
        return "cycle" if "acyclic" in str(e) else f"error: {e}"


def test_acwing1319_fast_path_agrees_with_the_general_reader():
    rng = np.random.default_rng(11)
    for trial in range(400):
        n, m, k = int(rng.integers(1, 12)), int(rng.integers(0, 20)), int(rng.integers(0, 5))
        u = rng.integers(1, n + 1, size=m)
        v = rng.integers(1, n + 1, size=m)
        if trial % 2:  # mostly acyclic: edges from lower to higher vertices
            u, v = np.minimum(u, v), np.maximum(u, v) + 1
            keep = v <= n
            u, v, m = u[keep], v[keep], int(keep.sum())
        lines = [f"{n} {m} {k}"] + [f"{a} {b}" for a, b in zip(u, v)]
        data = ("\n".join(lines) + "\n" + " ".join(str(x) for x in rng.integers(1, n + 1, size=k)) + "\n").encode()
        assert _outcome(data) == _slow_outcome(data), data


@pytest.mark.parametrize("text", [
    b"3 2 1\n1 2\n2 4\n1\n", b"3 2 1\n1 2\n2 3\n", b"3 2 1\n1 2\n2 3\n1 2\n", b"3 2 1\n1 2\n2 3\n0\n",
    b"3 2 1\n1 2\n2 3\nx\n", b"3 2 1\n1 2 3\n2 3\n1\n", b"3 2\n1 2\n2 3\n1\n", b"3 1 1\n1 2\n\n\n",
])
def test_acwing1319_errors_are_those_of_the_general_reader(text):
    from grundy.tokens.dag import DAG_COST
    from grundy.tokens.text import read_tokens, read_tokens_graph, tokens_graph

    with pytest.raises(InputFormatError) as slow:
        tokens_graph(*read_tokens(text), DAG_COST)
    with pytest.raises(InputFormatError) as fast:
        read_tokens_graph(text, DAG_COST)
    assert str(fast.value) == str(slow.value)


@pytest.mark.parametrize("text", [
    b"3 1 1\n1 2\n\n\n1\n", b"\xef\xbb\xbf3 1 1\n1 2\n1\n", b"3 1 1\r\n1\t2\r\n1", b"3\n1\n1\n1 2\n1\n",
    b" 3 1 1\n1 2 1\n", b"3 1 1\n1 2\n\n1\n",
])
def test_acwing1319_unusual_layouts_take_the_general_reader(text):
    assert _outcome(text) == _slow_outcome(text)
