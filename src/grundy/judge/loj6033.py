"""LibreOJ 6033 (「雅礼集训 2017 Day2」棋盘游戏): vertex geography on a grid.

Input: ``n m``, then n rows of m characters, ``.`` a free cell and ``#`` a blocked one. Alice
puts the token on a free cell of her choice, then Bob moves first; a move takes the token to
an edge-adjacent free cell not visited before; who cannot move loses. Output: the number of
cells from which Alice wins, then each of them as ``row col`` (1-based), in row-major order
(a single ``0`` when there are none).

Bob, the player to move, loses from a cell exactly when some maximum matching of the grid
graph misses it (the cell is in D of the Gallai–Edmonds decomposition). The grid is
bipartite by the parity of row + col.
"""

from __future__ import annotations

import numpy as np

from .._limits import check_memory, shorten
from .._textio import IntReader, plural, uint_lines_bytes
from ..errors import InputFormatError
from ..graphbase.toolkit import simple_graph_from_edge_arrays
from ..geography.vertex import announce_matching
from ..geography.matching import solve_bipartite

#: Peak memory per cell of the board (bytes), measured with /usr/bin/time -v on the command
#: (start-up, input and output included) with a 1000 x 1000 board, 5% of the cells blocked:
#: 95 bytes per cell (the grid graph has two edges a cell); rounded up.
CELL_BYTES = 100


def read(data: bytes) -> np.ndarray:
    """Parse the input: the (n, m) bool array of free cells."""
    if isinstance(data, str):
        data = data.encode()
    cut = data.find(b"\n")
    header, rest = (data, b"") if cut < 0 else (data[:cut], data[cut + 1 :])
    r = IntReader(header)
    n, m = (int(v) for v in r.row(2, "'n m'"))
    r.expect_end()
    if n < 1 or m < 1:
        raise InputFormatError(f"n and m must be at least 1, not {n} and {m}", 1)
    lines = rest.split(b"\n")
    rows = []
    for k, line in enumerate(lines):
        line = line.strip()
        if not line:
            continue
        if len(rows) == n:
            raise InputFormatError(f"unexpected data after the {plural(n, 'row')} of the board: "
                                  f"{shorten(line.decode('utf-8', 'replace'), 20)!r}", k + 2)
        if len(line) != m:
            raise InputFormatError(f"row {len(rows) + 1} has {len(line)} cells, expected {m}", k + 2)
        rows.append((k, line))
    if len(rows) < n:
        raise InputFormatError(f"expected {plural(n, 'row')} of the board, found {len(rows)}",
                               len(lines) + 1 - (rest.endswith(b"\n")))
    grid = np.frombuffer(b"".join(line for _, line in rows), dtype=np.uint8).reshape(n, m)
    bad = np.flatnonzero((grid != ord(".")) & (grid != ord("#")))
    if len(bad):
        i, j = divmod(int(bad[0]), m)
        ch = chr(grid[i, j]) if grid[i, j] < 128 else f"byte {grid[i, j]}"
        raise InputFormatError(f"row {i + 1}, column {j + 1}: {ch!r} is neither '.' nor '#'", rows[i][0] + 2)
    return grid == ord(".")


def grid_edges(free: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Endpoints (cell = row * m + col) of the edges between edge-adjacent free cells."""
    n, m = free.shape
    idx = np.arange(n * m, dtype=np.int64).reshape(n, m)
    h = free[:, :-1] & free[:, 1:]
    v = free[:-1, :] & free[1:, :]
    u = np.concatenate([idx[:, :-1][h], idx[:-1, :][v]])
    w = np.concatenate([idx[:, 1:][h], idx[1:, :][v]])
    return u, w


def solve_bytes(data: bytes) -> bytes:
    """The output as ASCII bytes, which the CLI writes without a str copy."""
    free = read(data)
    n, m = free.shape
    check_memory(float(n) * m * CELL_BYTES, f"a board of {n} x {m} cells")
    u, w = grid_edges(free)
    parity = (np.arange(n)[:, None] + np.arange(m)[None, :]) % 2 == 0
    g = simple_graph_from_edge_arrays(n * m, u, w)
    # A long matching is announced and shows a progress bar where someone watches.
    in_d = solve_bipartite(g, parity.reshape(-1), announce_matching(g)).in_d
    cells = np.flatnonzero(in_d & free.reshape(-1))
    if len(cells) == 0:
        return b"0\n"
    pairs = np.empty(2 * len(cells), dtype=np.int64)
    pairs[0::2] = cells // m + 1
    pairs[1::2] = cells % m + 1
    buf = uint_lines_bytes(pairs)
    buf[np.flatnonzero(buf == 10)[0::2]] = ord(" ")  # "r c" on each line
    return b"%d\n" % len(cells) + buf.tobytes()


def solve(data: bytes) -> str:
    return solve_bytes(data).decode("ascii")
