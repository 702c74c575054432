"""Many workers for the compiled search (grundy.search.parallel): the values are those of one
process on random boards and graphs, through the shared table while it grows, with a lasting
table, after a kill and on Ctrl-C, with Ray when it is installed; and the errors."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time

import networkx as nx
import numpy as np
import pytest

from grundy.cli import main
from grundy.errors import InvalidGameError
from grundy.search import ArcKayles, Cram, NimberSearch, NodeKayles
from grundy.search import parallel
from grundy.search._core import SearchCore
from grundy.search.parallel import WorkerError, WorkerPool, frontier
from oracles import kill_after_rows, table_rows


@pytest.fixture
def eager(monkeypatch):
    """Every search goes to the workers at once, and the shared table starts at 1024 slots
    and is looked at for growth after every message."""
    monkeypatch.setattr(parallel, "HEAD_START_SECONDS", 0)
    monkeypatch.setattr(parallel, "FIRST_TABLE_BYTES", 1 << 14)
    monkeypatch.setattr(parallel, "GROW_CHECK_SECONDS", 0)


def random_masks(n: int, count: int, keep: float, rng: random.Random) -> list[int]:
    return [sum(1 << i for i in range(n) if rng.random() < keep) for _ in range(count)]


# ----------------------------------------------------------------------------- same values
def test_cram_with_workers_matches_one_process(eager):
    rng = random.Random(7)
    masks = [(1 << 30) - 1] + random_masks(30, 40, 0.75, rng)
    with Cram(5, 6, base=1, progress=False) as one:
        expected = [one.value(m) for m in masks]
    # 41 searches of 5 x 6 boards fill the first table (8192 slots) more than half
    with Cram(5, 6, base=1, progress=False, workers=2, max_bytes=1 << 20) as many:
        got = [many.value(m) for m in masks]
        pool = many.search._pool
        assert pool is not None and pool.shared and pool.grown >= 1, "the shared table never grew"
        assert many.search.tasks > 0
        move = many.winning_move()
    assert got == expected
    assert expected[0] == 2  # 5 x 6: Beling's table
    with Cram(5, 6, base=1, progress=False) as one:
        assert one.value(one.start & ~one.mask(move)) == 0


def test_race_won_by_a_worker(eager, monkeypatch):
    """The caller races its own search beside the workers; when a worker wins, the caller gives
    its search up and reads the value the worker left in the shared table."""
    race, raced = parallel.race_value, []

    def caller_idles(*args, own=None, **kwargs):  # the caller's racer never gets anywhere
        raced.append(race(*args, own=lambda: time.sleep(0.01), **kwargs))
        return raced[-1]

    monkeypatch.setattr(parallel, "race_value", caller_idles)
    with Cram(4, 5, base=1, progress=False, workers=2) as many:
        assert many.value() == 2  # Beling's table
        assert raced and raced[0]["value"] == 2 and many.search.worker_solved > 0
        assert many.search._pool.workers == 1


def test_cram_board_with_holes_and_workers(eager):
    holes = [(1, 2), (3, 3), (4, 5)]
    with Cram(4, 5, holes, base=1, progress=False) as one, Cram(4, 5, holes, base=1, progress=False, workers=3) as many:
        assert many.value() == one.value()
        move = many.winning_move()
        if one.value():
            (r1, c1), (r2, c2) = move
            after = one.start & ~one.mask([(r1, c1), (r2, c2)])
            assert one.value(after) == 0


@pytest.mark.parametrize("cls", [NodeKayles, ArcKayles])
def test_graph_games_with_workers_match_one_process(eager, cls):
    rng = random.Random(11)
    for trial in range(6):
        g = nx.gnm_random_graph(18, rng.randrange(18, 40), seed=trial)
        edges = list(g.edges()) or [(0, 1)]
        with cls(edges, num_vertices=18, progress=False) as one, \
                cls(edges, num_vertices=18, progress=False, workers=2) as many:
            masks = [one.start] + random_masks(18, 5, 0.7, rng)
            assert [many.value(m) for m in masks] == [one.value(m) for m in masks]


def test_node_kayles_on_a_grid_with_workers(eager):
    """A grid graph goes to the board kind of the core, whose workers share one table."""
    with NodeKayles(nx.grid_2d_graph(3, 14), progress=False, workers=2) as many:
        assert many.board == (3, 14)
        assert many.value() == 4  # OEIS A316632(14)
        assert many.compiled.tasks > 0 and many.compiled._pool.shared
        mask = many.start & ~0b111
        assert many.value(mask) == NodeKayles(nx.grid_2d_graph(3, 14), progress=False).value(mask)


def test_arc_kayles_on_the_line_graph_with_workers(eager):
    # 70 vertices but 40 edges: Node-Kayles on the line graph, with workers
    edges = [(i, i + 1) for i in range(40)]
    with ArcKayles(edges, num_vertices=70, progress=False, workers=2) as g:
        assert g.engine == "compiled"
        assert g.value() == ArcKayles(edges[:40], progress=False).value()


def test_frontier_tasks_are_distinct_unknown_components():
    """Node-Kayles on the 4 x 5 grid, parts keyed by their vertex sets: the tasks handed out
    are components a few moves down, each once, none of them known, largest first."""
    g = nx.grid_2d_graph(4, 5)

    def tasks_of(search: NimberSearch) -> list:
        return frontier(parallel.PythonTasks(search, size=len), frozenset(g), 40)

    def new_search() -> NimberSearch:
        return NimberSearch(
            lambda part: [frozenset(part - {v} - set(g[v])) for v in part],
            components=lambda pos: [frozenset(c) for c in nx.connected_components(g.subgraph(pos))],
            progress=False)

    tasks = tasks_of(new_search())
    assert len(set(tasks)) == len(tasks) >= 40
    assert [len(c) for c in tasks] == sorted(map(len, tasks), reverse=True)
    # two levels down: the first move takes 3 vertices or more, the next 2 or more
    assert all(len(c) <= 20 - 3 - 2 for c in tasks)
    search = new_search()
    search.value(tasks[-1])  # a component known beforehand is not handed out
    again = tasks_of(search)
    assert tasks[-1] not in again and all(search._lookup(c) is None for c in again)


# ----------------------------------------------------------------------------- the shared table
def test_shared_table_moves_and_merges_entries():
    """attach / merge / load_factor of the core: entries follow the table when it doubles."""
    import mmap

    memory = mmap.mmap(-1, 3 << 16)
    small = np.frombuffer(memory, np.uint8, 1 << 16, 0)
    large = np.frombuffer(memory, np.uint8, 2 << 16, 1 << 16)
    core = SearchCore("cram", 16, None, 4, 4, max_bytes=1 << 24, persist_cost=1)
    core.begin((1 << 16) - 1)
    while not core.run(1 << 12):
        pass
    before = {tuple(x) for x in zip(*core.export())}
    core.attach(small)
    assert {tuple(x) for x in zip(*core.export())} <= before and core.load_factor() > 0
    core.attach(large)
    assert core.load_factor() == 0
    core.merge(small)
    assert {tuple(x) for x in zip(*core.export())} == {tuple(x) for x in zip(*_export_of(small))}
    fresh = SearchCore("cram", 16, None, 4, 4, max_bytes=1 << 24, persist_cost=1)
    fresh.attach(large)  # a second core on the same memory sees the entries at once
    fresh.begin((1 << 16) - 1)
    assert fresh.run(1 << 20) and fresh.result == 0 and fresh.solved == 0


def _export_of(buf):
    core = SearchCore("cram", 16, None, 4, 4, max_bytes=1 << 24, persist_cost=1)
    core.attach(buf)
    return core.export()


def test_attach_refuses_bad_buffers():
    core = SearchCore("cram", 16, None, 4, 4, max_bytes=1 << 24, persist_cost=1)
    with pytest.raises(ValueError, match="16 \\* 2\\^k bytes"):
        core.attach(bytearray(3000 * 16))
    with pytest.raises(ValueError, match="16 \\* 2\\^k bytes"):
        core.attach(bytearray(512 * 16))


# ----------------------------------------------------------------------------- lasting table, kill, Ctrl-C
def test_workers_write_the_lasting_table(eager, tmp_path):
    path = tmp_path / "t.sqlite"
    with Cram(4, 7, base=1, table=path, progress=False, workers=2) as many:
        assert many.value() == 3  # Beling's table: 4 x 7 has value 3
    rows = sqlite3.connect(path).execute("SELECT count(*) FROM nimbers").fetchone()[0]
    assert rows > 20
    with Cram(4, 7, base=1, table=path, progress=False) as again:
        assert again.search.loaded == rows
        assert again.value() == 3 and again.search.solved < 1000


KILL_SCRIPT = textwrap.dedent("""
    import sys
    from grundy.search import Cram, parallel
    parallel.HEAD_START_SECONDS = 0
    game = Cram(5, 7, base=1, table=sys.argv[1], progress=False, workers=2)
    game.search.commit_seconds = 0.05
    print(game.value())
""")


def _workers_of(pid: int) -> list[int]:
    """The worker processes started by process `pid` that are still alive."""
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                args = f.read().split(b"\0")
        except OSError:
            continue
        if any(b"_process_entry" in a for a in args) and str(pid).encode() in args:
            out.append(int(entry))
    return out


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_killed_parallel_run_resumes_and_leaves_no_workers(tmp_path):
    path = tmp_path / "kill.sqlite"
    rows = kill_after_rows(KILL_SCRIPT, path, 100, 60, 0.02)
    assert rows >= 100, "the run wrote nothing before it was killed"
    deadline = time.monotonic() + 10
    left = ["?"]
    while left and time.monotonic() < deadline:
        left = _orphans()
        time.sleep(0.2)
    assert not left, f"workers {left} outlived their caller"
    with Cram(5, 7, base=1, table=path, progress=False) as game:
        assert game.search.loaded >= 100
        assert game.value() == 1  # Beling's table: 5 x 7 has value 1


def _orphans() -> list[int]:
    """Worker processes whose caller (the pid on their command line) is gone."""
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as f:
                    args = f.read().split(b"\0")
            except OSError:
                continue
            if any(b"_process_entry" in a for a in args):
                caller = [a for a in args if a.isdigit()][-1].decode()
                if not os.path.exists(f"/proc/{caller}"):
                    out.append(int(entry))
    return out


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_ctrl_c_with_workers(tmp_path):
    """Ctrl-C: one line, exit 130, the table kept, and the workers gone."""
    path = tmp_path / "int.sqlite"
    proc = subprocess.Popen([sys.executable, "-m", "grundy", "search", "cram", "6x7", "--workers", "2",
                             "--table", str(path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None and not _workers_of(proc.pid):
        time.sleep(0.05)
    assert _workers_of(proc.pid), "no workers started"
    time.sleep(1.0)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130 and out == "" and err == "grundy: interrupted\n"
    assert sqlite3.connect(path).execute("SELECT count(*) FROM nimbers").fetchone()[0] > 0
    deadline = time.monotonic() + 10
    while _workers_of(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _workers_of(proc.pid)


def test_a_dead_worker_is_one_error(eager):
    spec = {"kind": "cram", "n": 30, "adj": None, "rows": 5, "cols": 6, "symmetry": True,
            "max_bytes": 1 << 24, "persist_cost": 16, "log": False}
    pool = WorkerPool(spec, 1)
    try:
        pool.submit(0, 0, (1 << 30) - 1, None)
        pool._procs[0].kill()
        with pytest.raises(WorkerError, match="search worker 0 stopped without an answer"):
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline:
                pool.wait(0.2)
    finally:
        pool.close()


# ----------------------------------------------------------------------------- errors
@pytest.mark.parametrize("workers", [0, -1, True, 2.0, "2"])
def test_bad_workers(workers):
    with pytest.raises(InvalidGameError, match="workers must be a positive integer"):
        Cram(3, 3, base=1, workers=workers)
    with pytest.raises(InvalidGameError, match="workers must be a positive integer"):
        NodeKayles([(0, 1)], workers=workers)


@pytest.mark.parametrize("ray", ["", 5])
def test_bad_ray_address(ray):
    with pytest.raises(InvalidGameError, match="ray must be a Ray cluster address"):
        Cram(3, 3, base=1, ray=ray)


@pytest.mark.parametrize("arg", ["0", "-3", "two"])
def test_cli_bad_workers(arg):
    r = subprocess.run([sys.executable, "-m", "grundy", "search", "cram", "3x3", "--workers", arg],
                       capture_output=True, text=True)
    assert r.returncode == 2 and "expected a positive number of workers" in r.stderr
    assert "Traceback" not in r.stderr


def test_cli_with_workers(eager, capsys, monkeypatch):
    from grundy.search.bitsearch import BitSearch

    pools = []
    start = BitSearch._start_pool

    def counted(self):
        start(self)
        pools.append(self._pool)

    monkeypatch.setattr(BitSearch, "_start_pool", counted)
    assert main(["search", "cram", "4x5", "--workers", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    # two racers: this process's search and one worker beside it
    assert out["value"] == 2 and len(pools) == 1 and pools[0].workers == 1  # Beling: 4 x 5 is 2
    r1, c1 = out["move"]["domino"][0]
    r2, c2 = out["move"]["domino"][1]
    with Cram(4, 5, base=1, progress=False) as one:
        assert one.value(one.start & ~one.mask([(r1, c1), (r2, c2)])) == 0


# ----------------------------------------------------------------------------- Ray
def _descendant_sockets() -> dict[int, int]:
    """Socket inode -> pid, for this process and every process below it (Ray's servers and
    workers, which ray.init starts as children and they as theirs)."""
    parent = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/stat") as f:
                    parent[int(d)] = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):  # a process that just ended
                pass
    me = os.getpid()

    def below_me(pid: int) -> bool:
        seen = set()
        while pid != me and pid in parent and pid not in seen:
            seen.add(pid)
            pid = parent[pid]
        return pid == me

    out = {}
    for pid in parent:
        if not below_me(pid):
            continue
        try:
            fds = os.listdir(f"/proc/{pid}/fd")
        except OSError:
            continue
        for fd in fds:
            try:
                link = os.readlink(f"/proc/{pid}/fd/{fd}")
            except OSError:
                continue
            if link.startswith("socket:["):
                out[int(link[8:-1])] = pid
    return out


def _address(hexaddr: str):
    """The IP address of a /proc/net entry's 'HEX:PORT' local address."""
    import ipaddress

    raw = bytes.fromhex(hexaddr.split(":")[0])
    raw = b"".join(raw[i:i + 4][::-1] for i in range(0, len(raw), 4))  # 32-bit words, host order
    return ipaddress.ip_address(raw)


def _listening(inodes: dict[int, int]) -> list[tuple[str, object, int]]:
    """(protocol, address, pid) of the TCP sockets listening and the UDP sockets bound among
    `inodes`."""
    out = []
    for proto, state in (("tcp", "0A"), ("tcp6", "0A"), ("udp", "07"), ("udp6", "07")):
        try:
            with open(f"/proc/net/{proto}") as f:
                lines = f.readlines()[1:]
        except OSError:
            continue
        for line in lines:
            field = line.split()
            if field[3] == state and int(field[9]) in inodes:
                out.append((proto, _address(field[1]), inodes[int(field[9])]))
    return out


def _is_loopback(ip) -> bool:
    return ip.is_loopback or (getattr(ip, "ipv4_mapped", None) is not None and ip.ipv4_mapped.is_loopback)


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="reads the sockets from /proc")
def test_loopback_check_can_fail():
    """The check below finds a listening socket of this process, and tells the wildcard and
    the machine's addresses (as /proc/net writes them) from loopback; no test server listens
    beyond loopback, so those are checked on the text alone."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        found = [ip for proto, ip, pid in _listening(_descendant_sockets()) if pid == os.getpid()]
        assert found and all(_is_loopback(ip) for ip in found)
    assert port  # the socket was there
    for text, loop in (("0100007F:1F90", True), ("00000000:1F90", False), ("0202000C:0050", False),
                       ("0000000000000000FFFF00000100007F:1F90", True),
                       ("00000000000000000000000001000000:1F90", True),  # ::1
                       ("00000000000000000000000000000000:1F90", False),  # ::
                       ("0000000000000000FFFF00000202000C:1F90", False)):
        assert _is_loopback(_address(text)) is loop, text


def test_search_while_workers_start_leaves_the_table_to_its_thread(tmp_path):
    """While Ray's actors start, the search goes on in another thread: it must not write the
    lasting table there (SQLite's connections stay in the thread that opened them), and what
    it found is written after, by the caller's thread."""
    db = tmp_path / "t.db"
    game = Cram(5, 7, base=0, table=db, progress=False)
    search = game.search
    search.commit_seconds = 0.0  # write at every slice, were it allowed
    search.core.begin(game.start)
    search._last_write = time.perf_counter()

    class Pool:  # what _search_while closes if the start fails
        def close(self):
            pass

    def start() -> None:  # the workers' start lasts until the search's thread has ended
        deadline = time.perf_counter() + 300
        while (any(t.name == "grundy-search" for t in threading.enumerate())
               and time.perf_counter() < deadline):
            time.sleep(0.01)

    search._pool = Pool()
    done, _ = search._search_while(start, time.perf_counter(), search.solved, None)
    assert done and search.core.result == 1  # Beling's table: 5 x 7 is 1
    search._pool = None
    game.close()
    assert table_rows(db) > 0


@pytest.mark.extras
@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="reads the sockets from /proc")
def test_ray_local_cluster(eager):
    """Values on a local cluster, and every port the cluster opened listens on loopback only."""
    pytest.importorskip("ray")
    with Cram(4, 5, base=1, progress=False, workers=2, ray="local") as game:
        assert game.value() == 2  # Beling's table; searched here, or raced, while Ray started
        pool = game.search._pool
        # the actors run on this machine: they work in the caller's table
        # one actor races this process's search
        assert pool is not None and not pool.pending and pool.shared and pool._on_table == [True]
        tasks = game.search.tasks
        # with the pool there, the next search goes to the actors at once (eager); the race's
        # loser is told to stop, so the pool stays for the searches after it
        for rows, cols, value in ((4, 4, 0), (3, 4, 1), (2, 3, 1)):  # igsolve's values (4 x 4: Beling's table)
            cells = [(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1)]
            assert game.value(game.mask(cells)) == value
            assert game.search._pool is pool
        assert game.search.tasks == tasks + 3
        import ray

        assert ray.is_initialized()
        # started without the services the actors do not use (grundy.search._ray._lean)
        from ray._private import worker as ray_worker

        started = set(ray_worker._global_node.all_processes)
        assert {"raylet", "gcs_server"} <= started
        assert not started & {"monitor", "log_monitor", "dashboard"}
        found = _listening(_descendant_sockets())
        assert len({pid for _, _, pid in found}) >= 3  # the driver, the node's servers, the workers
        outside = [(proto, str(ip), pid) for proto, ip, pid in found if not _is_loopback(ip)]
        assert outside == []


def test_ray_address_unreachable_fails_at_once():
    """A closed port fails when the game is made, a quick search included, in one line."""
    t = time.perf_counter()
    with pytest.raises(InvalidGameError, match=r"ray='127.0.0.1:1': cannot reach 127.0.0.1:1"):
        Cram(3, 3, base=1, ray="127.0.0.1:1")
    with pytest.raises(InvalidGameError, match="cannot reach"):
        NodeKayles([(0, 1)], ray="127.0.0.1:1")
    r = subprocess.run([sys.executable, "-m", "grundy", "search", "cram", "2x2", "--ray", "127.0.0.1:1"],
                       capture_output=True, text=True)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.splitlines() == ["grundy: error: ray='127.0.0.1:1': cannot reach 127.0.0.1:1 (Connection refused)"]
    assert time.perf_counter() - t < 15


@pytest.mark.extras
def test_ray_address_that_is_not_ray_fails_in_time():
    """A port that answers but is no Ray cluster: the join is given up within its time, in one
    line, with none of Ray's log lines on the terminal."""
    pytest.importorskip("ray")
    import socket

    with socket.socket() as srv:
        srv.bind(("127.0.0.1", 0))
        srv.listen()
        port = srv.getsockname()[1]
        code = textwrap.dedent(f"""
            import sys
            from grundy.search import _ray, parallel
            from grundy.cli import run
            _ray.JOIN_SECONDS = 3.0
            parallel.HEAD_START_SECONDS = 0
            sys.argv = ["grundy", "search", "cram", "4x4", "--ray", "127.0.0.1:{port}"]
            run()
        """)
        t = time.perf_counter()
        r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
        took = time.perf_counter() - t
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.splitlines() == [f"grundy: error: ray='127.0.0.1:{port}': no Ray cluster answered within 3 s"]
    assert took < 12


# ----------------------------------------------------------------------------- games given by functions
def sub123_moves(pos: tuple) -> list[tuple]:
    """Heaps of the subtraction game {1, 2, 3} (value h % 4), a position a sorted tuple."""
    return [tuple(sorted(pos[:i] + (h - k,) + pos[i + 1:]))
            for i, h in enumerate(pos) for k in (1, 2, 3) if k <= h]


def single_heaps(pos: tuple) -> list[tuple]:
    return [(h,) for h in pos if h % 4]


def chomp_row_moves(pos: tuple) -> list[tuple]:
    """A slow game for the head start: heaps where a move takes 1 or 2 from one heap, or splits
    a heap into two (Kayles-like 0.77 with splits of any size: octal 4.7), unsplit positions."""
    out = []
    for i, h in enumerate(pos):
        rest = pos[:i] + pos[i + 1:]
        for k in (1, 2):
            if k <= h:
                out.append(tuple(sorted(rest + (h - k,))))
        for a in range(1, h - 1):
            out.append(tuple(sorted(rest + (a, h - 1 - a))))
    return out


def test_nimber_search_with_workers_by_name(eager, monkeypatch):
    """Functions of an importable module go by name (no cloudpickle): the values agree."""
    from grundy.search import NimberSearch

    monkeypatch.setitem(sys.modules, "cloudpickle", None)
    rng = random.Random(3)
    with NimberSearch(sub123_moves, components=single_heaps, progress=False, workers=2) as many:
        for _ in range(5):
            pos = tuple(sorted(rng.randrange(0, 40) for _ in range(4)))
            expected = 0
            for h in pos:
                expected ^= h % 4
            assert many.value(pos) == expected
        assert many.tasks > 0


def test_nimber_search_with_workers_against_one_process(eager):
    from grundy.search import NimberSearch

    one = NimberSearch(chomp_row_moves, progress=False)
    with NimberSearch(chomp_row_moves, progress=False, workers=2) as many:
        for pos in [(9,), (5, 6), (4, 4, 3), (12,)]:
            assert many.value(pos) == one.value(pos), pos
        assert many.tasks > 0


def test_nimber_search_with_workers_and_lambdas(eager, tmp_path):
    """With cloudpickle, any function goes (here lambdas), and the table gets the workers' values."""
    pytest.importorskip("cloudpickle")
    from grundy.search import NimberSearch

    path = tmp_path / "t.sqlite"
    with NimberSearch(lambda p: sub123_moves(p), components=lambda p: [(h,) for h in p if h % 4],
                      table=path, progress=False, workers=2) as many:
        assert many.value((13, 22, 7)) == 1 ^ 2 ^ 3
    rows = dict(sqlite3.connect(path).execute("SELECT key, value FROM nimbers"))
    assert rows["(13,)"] == 1 and rows["(22,)"] == 2 and len(rows) > 10


def test_nimber_search_workers_refuse_what_cannot_be_sent(monkeypatch):
    from grundy.search import NimberSearch

    monkeypatch.setitem(sys.modules, "cloudpickle", None)
    with pytest.raises(InvalidGameError, match="workers need functions that can be sent"):
        NimberSearch(lambda p: [], workers=2)
    f = lambda p: []  # noqa: E731
    f.__module__ = "__main__"
    with pytest.raises(InvalidGameError, match="moves importable from a module, not defined in the script"):
        NimberSearch(f, workers=2)
    with pytest.raises(InvalidGameError, match="workers must be a positive integer"):
        NimberSearch(sub123_moves, workers=0)


@pytest.mark.slow
def test_node_kayles_python_engine_with_workers(eager):
    """The Python engine's graph games use NimberSearch's workers, the game going to them by
    pickling the graph."""
    rng = random.Random(5)
    for trial in range(3):
        n = 70 + trial
        chords = [(i, i + 2) for i in rng.sample(range(n - 2), 8)]  # short: the search stays small
        edges = [(i, i + 1) for i in range(n - 1)] + chords
        one = NodeKayles(edges, progress=False)
        with NodeKayles(edges, progress=False, workers=2, engine="python") as many:
            assert many.engine == "python" and one.compiled.core.W > 1
            assert many.value() == one.value()
            mask = one.start & ~(1 << 35 | 1 << 36 | 1 << 10)
            assert many.value(mask) == one.value(mask)


def test_closed_then_searched_again_keeps_the_values(eager):
    """After close() the core keeps the shared table's values; a new pool starts from them."""
    with Cram(4, 6, base=1, progress=False, workers=2) as game:
        assert game.value() == 0
        solved = game.search.solved
    assert game.value() == 0 and game.search.solved == solved  # no work: all known
    mask = game.start & ~0b11
    game.value(mask)  # a new pool, the old table's entries carried over
    fresh = Cram(4, 6, base=1, progress=False)
    fresh.value(mask)
    assert game.search.solved - solved < 2 * fresh.search.solved  # two workers race
    game.close()


def test_interrupted_search_stops_its_workers(eager, monkeypatch):
    """An exception in the caller while workers search (here a progress callback raising
    KeyboardInterrupt) stops them at once; the object can search again afterwards."""
    game = Cram(5, 7, base=1, progress=False, workers=2)
    calls = []

    def interrupt(solved):
        calls.append(solved)
        if len(calls) == 3:
            raise KeyboardInterrupt

    real = parallel.race_value  # the compiled core's workers race on the position
    monkeypatch.setattr(parallel, "race_value",
                        lambda *a, **k: real(*a[:3], progress=interrupt))
    with pytest.raises(KeyboardInterrupt):
        game.value()
    assert game.search._pool is None
    monkeypatch.setattr(parallel, "race_value", real)
    assert game.value() == 1  # Beling's table
    game.close()


def test_local_workers_are_held_to_memory_and_the_process_limit(monkeypatch, capsys):
    # --workers 1000 used to start 999 interpreters (about 45 MB each) whatever the machine.
    from grundy.errors import ResourceLimitError
    from grundy.search import _spec

    monkeypatch.setattr(_spec, "_process_room", lambda: None)
    with pytest.raises(ResourceLimitError, match=r"^1000000 workers would need about .* of "
                       r"memory, more than the .* available: at most \d+ here$"):
        NodeKayles([[0, 1], [1, 2]], workers=10**6)
    assert main(["search", "node-kayles", "--grid", "3x5", "--workers", "100000"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("grundy: error: 100000 workers would need") and err.count("\n") == 1
    # The process limit: room for 3 more processes, so 4 workers with the caller.
    monkeypatch.setattr(_spec, "_process_room", lambda: 3)
    _spec.check_local_workers(4)
    with pytest.raises(ResourceLimitError, match="5 workers would need 4 more processes, "
                       "beyond this user's process limit: at most 4 here"):
        _spec.check_local_workers(5)
