"""Many workers for a search: processes on this machine, or actors on a Ray cluster.

A position's value is the XOR of its components' values, and a component's value is the mex of
its options' values, so the values of the components met a few moves down can be computed
independently. :func:`parallel_value` expands the position breadth-first, a level of options
at a time, until there are enough distinct canonical components that are not known yet (the
*tasks*: about ``TASKS_PER_WORKER`` a worker, at most ``MAX_DEPTH`` levels down), hands them
out largest first, one at a time, to the workers, and then the caller computes the position
itself, every task's value being known by then (what is left is a few levels of mex over known
values). Values are exact values of canonical components, so whichever worker solves a
component, and in whatever order, the answer is that of a search in one process: only the work
differs.

The compiled cores' pruned search, which asks a component whether its value lies in a set
rather than for its value, is served otherwise: :func:`race_value` lets the caller's own search
go on and races the workers against it, each searching the whole position in another order of
the options (in the one shared table up to 64 cells or vertices); the first to finish gives
the value, and the others give up.

How the workers share what they learn:

- Compiled games (:class:`CoreTasks`) on this machine: the caller's engine and the workers'
  use one transposition table in shared memory (an anonymous memory file each process maps),
  read and written without locks under a per-slot sequence lock (see
  ``grundy/search/engine/table.hpp``). It starts at twice the caller's table and doubles when
  half full (:meth:`WorkerPool.maybe_grow`). Two workers may still solve the same component at
  the same time; the measured overhead is 1-2% more positions on Cram boards.
- Compiled games on Ray's actors of other machines: each keeps its own table; the winner of a
  race brings back what it solved, and the caller stores it (and writes the costly entries to
  the lasting table, if there is one).
- Games given by functions (:class:`PythonTasks`): each worker keeps its own table; a finished
  task brings back what it solved, the caller stores it (and writes it to the lasting table, if
  there is one), and sends each worker, with its next task, the values the other workers found
  since its last one.

Workers on this machine are fresh Python interpreters joined to the caller by socket pairs; they
ignore Ctrl-C (the caller stops them) and stop by themselves when the caller dies. On Ray
(``ray=ADDRESS``, the optional extra ``grundy[ray]``) they are actors of one CPU each on the
cluster at ADDRESS (``'local'``: a Ray instance started on this machine, on loopback only;
``'auto'``: the cluster this machine belongs to; a session already initialised is used as it
is; see :mod:`grundy.search._ray` for the bounds on joining); the nodes need grundy installed
in the same version.
"""
from __future__ import annotations

import os
import signal
import subprocess
import time
from collections import deque
from typing import Any


from ..errors import GrundyError, InvalidGameError, ResourceLimitError
from ._spec import check_workers, make_core

# numpy is imported where it is used: a board game searched without workers starts without it.

__all__ = ["CoreTasks", "PythonTasks", "WorkerError", "WorkerPool", "frontier",
           "parallel_value", "race_value"]

#: Tasks wanted per worker (more tasks: better balance, more sharing between them, more of the
#: work that a single search would have skipped by the mex-cut).
TASKS_PER_WORKER = 24
#: Levels of options expanded at most to find the tasks.
MAX_DEPTH = 3
#: Seconds between two progress reports of a worker.
REPORT_SECONDS = 0.5
#: Seconds of search in one process before the workers are started (quick searches never start them).
HEAD_START_SECONDS = 0.3
#: The least size of the first shared table, in bytes (rounded down to a power of two of slots).
FIRST_TABLE_BYTES = 1 << 24
#: Seconds between two looks at how full the shared table is.
GROW_CHECK_SECONDS = 0.5
#: Seconds of a slice of the caller's search while Ray starts (it stops at the end of one).
READY_POLL_SECONDS = 0.1


class WorkerError(GrundyError, RuntimeError):
    """A worker of a parallel search failed (its message says why)."""


# --------------------------------------------------------------------------- the worker side
def _make_core(spec: dict):
    """A worker's search core of the game `spec`, attached to the shared table when there is
    one it can reach, and the shared memory (in which the table moves when it grows) or None.
    A Ray actor (its spec has ``shared_path``) reaches the caller's table when it runs on the
    caller's machine; an actor that does not logs what it finds, for the caller to pass on."""
    memory = _open_shared(spec)
    if spec.get("shared_path") is not None:
        spec = dict(spec, log=spec.get("lasting", False) if memory is not None else True)
    core = make_core(spec)
    if memory is not None:
        core.attach(memoryview(memory)[spec["table"][0]:spec["table"][0] + spec["table"][1]])
    core.set_logging(spec["log"])
    return core, memory


def _machine() -> str:
    """This machine's boot id (the same for every process under one running kernel)."""
    try:
        with open("/proc/sys/kernel/random/boot_id") as f:
            return f.read().strip()
    except OSError:
        return ""


def _open_shared(spec: dict):
    """The caller's shared memory, mapped here: through the descriptor a process worker
    inherited, or through ``/proc/PID/fd/FD`` for a Ray actor on the caller's machine (the
    same kernel, and a file of the same device and inode as the caller's); None when there is
    none or it cannot be reached."""
    import mmap

    if spec.get("shared_fd") is not None:
        return mmap.mmap(spec["shared_fd"], spec["shared_size"])
    path = spec.get("shared_path")
    if path is None or not spec.get("shared_machine") or spec["shared_machine"] != _machine():
        return None
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:  # another machine's process, or no /proc here
        return None
    try:
        st = os.fstat(fd)
        if (st.st_dev, st.st_ino) != tuple(spec["shared_file"]) or st.st_size < spec["shared_size"]:
            return None
        return mmap.mmap(fd, spec["shared_size"])
    except OSError:
        return None
    finally:
        os.close(fd)


class _CoreWorker:
    """A worker's engine for the compiled games: a search core."""

    def __init__(self, spec: dict):
        self.core, self.memory = _make_core(spec)

    @property
    def shared(self) -> bool:
        """Whether the core works in the caller's shared table."""
        return self.memory is not None

    def move_table(self, offset: int, nbytes: int) -> None:
        self.core.attach(memoryview(self.memory)[offset:offset + nbytes])

    def solve(self, comp: int, entries, between=None, order=None) -> tuple[int, tuple, int]:
        """The value of the component `comp`, the entries logged while solving it (keys, tags,
        values, costs), and the positions solved; `entries` (from other workers) are loaded
        first, `between(solved)` is called between slices of search; `order`: the core's order
        of the options for this search (a worker of a race, see :func:`race_value`)."""
        core = self.core
        if order is not None:
            core.order = order
        if entries is not None and len(entries[0]):
            core.load(*entries)
        start = core.solved
        core.begin(comp)
        budget = 1 << 14
        while True:
            t = time.perf_counter()
            if core.run(budget):
                break
            budget = int(min(max(budget * 0.1 / max(time.perf_counter() - t, 1e-4), 1 << 12), 1 << 26))
            if between is not None:
                between(core.solved - start)
        return core.result, core.drain_log(), core.solved - start


class _PythonWorker:
    """A worker's engine for a game given by functions: a :class:`~grundy.search.NimberSearch`
    without a table, logging what it solves."""

    shared = False  # its table is its own

    def __init__(self, spec: dict):
        import pickle
        import sys

        sys.path[:] = spec["sys_path"]  # the caller's: functions pickled by name import as there
        f = pickle.loads(spec["functions"])
        # the engine's class comes pickled with the game (by name), not imported here: the
        # engine uses the workers, not the other way round
        self.search = f["engine"](f["moves"], components=f["components"], canonical=f["canonical"],
                                   key=f["key"], bound=f["bound"], progress=False)
        self.search._log = []

    def solve(self, part, entries, between=None, order=None) -> tuple[int, list, int]:
        """The value of `part`, the (canonical form, value) pairs solved meanwhile, and their
        number; `entries` (such pairs from other workers) are stored first."""
        search = self.search
        if entries:
            search._memo.update(entries)
        start = search.solved
        value = search._solve(part, (search.canonical or _identity)(part))
        new, search._log = search._log, []
        return value, new, search.solved - start


def _identity(x):
    return x


def _make_worker(spec: dict):
    return _PythonWorker(spec) if spec.get("engine") == "python" else _CoreWorker(spec)


def _process_entry(fd: int, parent: int) -> None:
    """A worker process (started by :class:`WorkerPool`): read the game from the socket `fd`,
    then solve the tasks that come through it until told to stop. Between slices of search
    it reports progress and follows the shared table when it moves."""
    from multiprocessing.connection import Connection

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    conn = Connection(fd)
    last = time.perf_counter()

    def control(msg) -> None:
        worker.move_table(msg[1], msg[2])
        conn.send(("switched",))

    def between(solved: int) -> None:
        nonlocal last
        while conn.poll():  # only control messages come during a task
            msg = conn.recv()
            if msg is None or msg[0] == "stop":  # a race lost, or the pool closing
                raise _Stopped(msg)
            control(msg)
        now = time.perf_counter()
        if now - last >= REPORT_SECONDS:
            if os.getppid() != parent:  # the caller is gone: nobody wants the answer
                os._exit(0)
            conn.send(("progress", solved))
            last = now

    try:
        worker = _make_worker(conn.recv())
        while True:
            msg = conn.recv()
            if msg is None:
                return
            if msg[0] == "table":
                control(msg)
                continue
            if msg[0] == "stop":  # the task it stopped was done already
                continue
            _, tid, comp, entries = msg
            try:
                value, new, solved = worker.solve(comp, entries, between, _race_order(tid))
            except _Stopped as stop:
                if stop.args[0] is None:
                    return
                conn.send(("stopped", tid))
                continue
            conn.send(("done", tid, value, new, solved))
    except (EOFError, OSError):
        return
    except BaseException as e:  # reported to the caller, which raises WorkerError
        try:
            conn.send(("error", f"{type(e).__name__}: {e}"))
        except OSError:
            pass


class _Stopped(Exception):
    """A task given up at the caller's word (a race another worker won)."""


class _RayWorker:
    """The worker of the Ray backend (made a Ray actor of two threads by :class:`WorkerPool`):
    one runs :meth:`solve`, the other takes :meth:`control` messages meanwhile, which the search
    reads between its slices, as a process worker reads them from its socket."""

    def __init__(self, spec: dict):
        import threading

        self.worker = _make_worker(spec)
        self.lock = threading.Lock()
        self.running = False
        self.pending: list = []  # (message, event set once it is carried out)

    def shared(self) -> bool:
        return self.worker.shared

    def _carry_out(self) -> bool:
        """Carry out the pending messages (under the lock); whether one said stop."""
        stop = False
        for msg, done in self.pending:
            if msg[0] == "table":
                self.worker.move_table(msg[1], msg[2])
            else:
                stop = True
            done.set()
        self.pending = []
        return stop

    def control(self, msg: tuple):
        """``('table', offset, bytes)``: move to the grown shared table, answered
        ``('switched',)`` once done; ``('stop',)``: give up the task under way (answered at
        once, with None)."""
        import threading

        done = threading.Event()
        with self.lock:
            self.pending.append((msg, done))
            if not self.running:
                self._carry_out()
        if msg[0] != "table":
            return None
        done.wait()
        return ("switched",)

    def solve(self, tid: int, comp, entries) -> tuple:
        def between(solved: int) -> None:
            with self.lock:
                stop = self._carry_out()
            if stop:
                raise _Stopped(("stop",))

        with self.lock:
            self._carry_out()  # a stop meant for an earlier task
            self.running = True
        try:
            value, new, solved = self.worker.solve(comp, entries, between, _race_order(tid))
        except _Stopped:
            return ("stopped", tid)
        finally:
            with self.lock:
                self.running = False
                self._carry_out()
        return ("done", tid, value, new, solved)


# --------------------------------------------------------------------------- the caller side
class WorkerPool:
    """Workers that each hold a search core of one game, alive until :meth:`close`.

    Parameters
    ----------
    spec : dict
        The game: ``kind, n, adj, rows, cols, symmetry, small, words, max_bytes, persist_cost,
        log`` (the arguments of :class:`~grundy.search._core.SearchCore`, and whether the
        workers bring back the entries they find).
    workers : int or None
        The number of workers (processes, or Ray actors; None: one per CPU of the Ray
        cluster, or of this machine).
    ray : str, optional
        A Ray cluster address (``'local'`` starts one on this machine): the workers are Ray
        actors. Default: processes on this machine.
    core : SearchCore, optional
        The caller's core. With processes, it and the workers share one table in memory,
        `table_bytes` = (first, most) bytes: it starts at ``first`` and doubles, up to
        ``most``, when it is half full (:meth:`maybe_grow`).
    beside : int
        Searches the caller runs beside the workers (its own racer, :func:`race_value`): a
        count of workers taken from the CPUs of the cluster or of this machine leaves them
        that many CPUs (keeping one worker at least).

    Notes
    -----
    When the shared table grows, the caller's core moves to the new table and copies the old
    one's entries into it, then each worker moves at its next slice of search, and once all
    have moved the caller copies what was written to the old table meanwhile and gives its
    memory back. An entry written to the old table after the second copy cannot exist; one
    that a race drops costs only the work of finding it again.
    """

    def __init__(self, spec: dict, workers: int | None, ray: str | None = None, core=None,
                 table_bytes: tuple[int, int] | None = None, beside: int = 0):
        self.beside = beside
        if workers is None and ray is None:
            workers = max((os.cpu_count() or 1) - beside, 1)
        self.workers = workers
        self.ray_address = ray
        self._procs: list = []
        self._conns: list = []
        self._actors: list = []
        self._futures: dict = {}
        self._ray = None
        self._core = core
        #: Whether the workers and the caller's core share one table.
        self.shared = False
        self._fd: int | None = None
        self._memory = None
        self._region = (0, 0)                     # the shared table: (offset, bytes)
        self._old: tuple[int, int] | None = None  # the table being left
        self._moving: set[int] = set()            # workers not yet on the new table
        self._most = 0
        self._checked = 0.0
        #: The times the shared table doubled.
        self.grown = 0
        self._pending: tuple | None = None        # Ray: the actors still to make
        self._on_table: list[bool] = []           # which workers are in the shared table
        if core is not None and table_bytes:
            fd = self._share(*table_bytes)
            spec = dict(spec, shared_size=len(self._memory), table=self._region)
            if ray is None:
                spec["shared_fd"] = fd
            else:  # actors on this machine open it through /proc
                st = os.fstat(fd)
                spec.update(shared_path=f"/proc/{os.getpid()}/fd/{fd}", shared_machine=_machine(),
                            shared_file=(st.st_dev, st.st_ino))
        if ray is None:
            self._start_processes(spec)
            self._on_table = [self.shared] * self.workers  # workers in the shared table
        else:
            self._begin_ray(spec, ray)

    # ----------------------------------------------------------------- the shared table
    def _share(self, first: int, most: int) -> int:
        """Make the shared memory (room for tables of first, 2 first, ..., most bytes, one after
        the other: an anonymous memory file, or an unlinked temporary file where there is none;
        pages are taken only when written) and move the caller's core to the first table; the
        memory's descriptor."""
        import mmap
        import tempfile

        if hasattr(os, "memfd_create"):
            fd = os.memfd_create("grundy-search-table", 0)
        else:
            fd = os.dup(tempfile.TemporaryFile().fileno())
        try:
            os.ftruncate(fd, 2 * most)
            self._memory = mmap.mmap(fd, 2 * most)
        except OSError as e:
            os.close(fd)
            raise ResourceLimitError(f"cannot map a shared table of {2 * most} bytes ({e})") from None
        self._fd, self._most, self.shared = fd, most, True
        self._region = (0, first)
        # a core still on the table of an earlier pool brings its entries along
        carry = self._core.export() if self._core.shared else None
        self._core.attach(self._view(*self._region))
        if carry is not None:
            self._core.load(*carry)
        return fd

    def _view(self, offset: int, nbytes: int) -> memoryview:
        return memoryview(self._memory)[offset:offset + nbytes]

    def maybe_grow(self) -> bool:
        """Double the shared table when it is half full (looked at twice a second at most);
        True when it starts to move."""
        now = time.perf_counter()
        if (self._memory is None or self._old is not None or self._region[1] >= self._most
                or now - self._checked < GROW_CHECK_SECONDS):
            return False
        self._checked = now
        if self._core.load_factor() < 0.5:
            return False
        offset, nbytes = self._region
        self._old, self._region = self._region, (offset + nbytes, 2 * nbytes)
        self._core.attach(self._view(*self._region))
        self._core.merge(self._view(*self._old))
        self._moving = {w for w, on in enumerate(self._on_table) if on}
        self.grown += 1
        for conn in self._conns:
            try:
                conn.send(("table", *self._region))
            except OSError:  # a worker gone: wait() reports it
                pass
        for w in self._moving if self._actors else ():  # answered ('switched',) once moved
            self._futures[self._actors[w].control.remote(("table", *self._region))] = w
        return True

    def _moved(self, w: int) -> None:
        """Worker `w` is on the new table: once all are, copy what the old one got since the
        first copy, and give its memory back."""
        self._moving.discard(w)
        if self._moving or self._old is None:
            return
        self._core.merge(self._view(*self._old))
        import mmap

        if hasattr(mmap, "MADV_REMOVE"):
            try:
                self._memory.madvise(mmap.MADV_REMOVE, *self._old)
            except OSError:  # memory that cannot be given back early is given back at close
                pass
        self._old = None

    def _start_processes(self, spec: dict) -> None:
        # A fresh interpreter per worker, joined by a socket pair: unlike multiprocessing's
        # spawn it does not import the caller's main module again (scripts need no
        # ``if __name__ == "__main__"`` guard), and unlike fork it inherits no threads or locks.
        import socket
        import subprocess
        import sys
        from multiprocessing.connection import Connection

        code = ("import sys; from grundy.search.parallel import _process_entry; "
                "_process_entry(int(sys.argv[1]), int(sys.argv[2]))")
        try:
            for _ in range(self.workers):
                mine, theirs = socket.socketpair()
                fd = theirs.fileno()
                fds = (fd,) if self._fd is None else (fd, self._fd)
                proc = subprocess.Popen([sys.executable, "-c", code, str(fd), str(os.getpid())],
                                        pass_fds=fds, stdin=subprocess.DEVNULL)
                theirs.close()
                conn = Connection(mine.detach())
                self._procs.append(proc)
                self._conns.append(conn)
                conn.send(spec)
        except OSError as e:
            self.close()
            raise WorkerError(f"cannot start a search worker ({e})") from None
        except BaseException:
            self.close()
            raise

    def _begin_ray(self, spec: dict, address: str) -> None:
        """Keep what the actors need: they are made by :meth:`finish_start`, which takes
        seconds that the caller may spend searching in another thread."""
        self._pending = (spec, address)

    def finish_start(self) -> None:
        """Make the workers that :meth:`__init__` left to make (Ray's actors; joining the cluster
        or starting a local one first); nothing for processes. Ray starts from the calling
        thread, the main one (Ray started from another thread has been seen to spin in a thread
        of its own)."""
        if self._pending is not None:
            spec, address = self._pending
            self._pending = None
            self._start_ray(spec, address)

    @property
    def pending(self) -> bool:
        """Whether :meth:`finish_start` has workers to make."""
        return self._pending is not None

    def _start_ray(self, spec: dict, address: str) -> None:
        from ._ray import connect

        ray = connect(address)
        workers = self.workers
        if workers is None:
            workers = max(int(ray.cluster_resources().get("CPU", 1)) - self.beside, 1)
        actor = ray.remote(num_cpus=1, max_concurrency=2)(_RayWorker)
        actors = [actor.remote(spec) for _ in range(workers)]
        try:
            shared = ray.get([a.shared.remote() for a in actors])
        except Exception as e:  # an actor that failed to start: RayActorError and the like
            for a in actors:
                ray.kill(a)
            raise WorkerError(f"a search worker failed to start on Ray: {str(e).strip().splitlines()[0][:300]}") from None
        self.workers, self._actors, self._ray = workers, actors, ray
        # the actors on this machine work in the caller's table; the others send back what
        # they find, and then the caller passes it on to all
        self._on_table = shared
        self.shared = self.shared and all(shared)

    def submit(self, w: int, tid: int, comp: int, entries) -> None:
        """Give worker `w` the task `tid` (the component `comp`) with `entries` to load first."""
        if self._ray is None:
            try:
                self._conns[w].send(("task", tid, comp, entries))
            except OSError:
                raise WorkerError(f"search worker {w} is gone (exit code {self._procs[w].poll()})") from None
        else:
            self._futures[self._actors[w].solve.remote(tid, comp, entries)] = w

    def wait(self, timeout: float) -> list[tuple[int, tuple]]:
        """The messages that arrive within `timeout` seconds: (worker, message) pairs, a message
        being ``('done', tid, value, entries, solved)`` or ``('progress', solved)``."""
        out = []
        if self._ray is None:
            from multiprocessing.connection import wait

            for conn in wait(self._conns, timeout):
                w = self._conns.index(conn)
                try:
                    msg = conn.recv()
                except (EOFError, OSError):
                    raise WorkerError(f"search worker {w} stopped without an answer "
                                      f"(exit code {self._procs[w].poll()})") from None
                if msg[0] == "switched":
                    self._moved(w)
                    continue
                if msg[0] == "error":
                    if msg[1].startswith(("MemoryError", "ResourceLimitError")):
                        raise ResourceLimitError(f"search worker {w}: {msg[1]}")
                    raise WorkerError(f"search worker {w}: {msg[1]}")
                out.append((w, msg))
            return out
        ray = self._ray
        if not self._futures:
            time.sleep(timeout)
            return out
        ready, _ = ray.wait(list(self._futures), num_returns=1, timeout=timeout)
        for fut in ready:
            w = self._futures.pop(fut)
            try:
                msg = ray.get(fut)
            except Exception as e:  # a RayTaskError wrapping the worker's exception
                raise WorkerError(f"search worker {w} (Ray): {e}") from None
            if msg is None:  # a stop delivered
                continue
            if msg[0] == "switched":
                self._moved(w)
                continue
            out.append((w, msg))
        return out

    def stop(self, w: int) -> None:
        """Tell worker `w` to give up its task (it answers ``('stopped', tid)``, or its answer
        if it had one already)."""
        if self._ray is not None:
            self._futures[self._actors[w].control.remote(("stop",))] = w
            return
        try:
            self._conns[w].send(("stop",))
        except OSError:
            raise WorkerError(f"search worker {w} is gone (exit code {self._procs[w].poll()})") from None

    def close(self) -> None:
        """Stop the workers (at once: a task under way is dropped)."""
        self._pending = None
        for conn in self._conns:
            try:
                conn.send(None)
            except (OSError, ValueError):
                pass
        for p in self._procs:
            try:
                p.wait(0.5)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        for conn in self._conns:
            conn.close()
        self._procs, self._conns = [], []
        if self._fd is not None:  # the mapping lives on while a core holds it
            os.close(self._fd)
            self._fd = None
        if self._ray is not None:
            for a in self._actors:
                try:
                    self._ray.kill(a)
                except Exception:  # an actor already gone
                    pass
            self._actors, self._futures = [], {}


class CoreTasks:
    """The caller's side of a race of a compiled game (:func:`race_value`): its core holds (or
    shares) the values the workers found, and `on_entries` (keys, tags, values) writes the
    costlier ones to the lasting table."""

    def __init__(self, core, on_entries=None):
        self.core = core
        self.on_entries = on_entries

    def absorb(self, new, shared: bool) -> None:
        """Take a worker's entries (keys, tags, values, costs): the costlier ones to the lasting
        table, and all of them to the core unless it shares the worker's table."""
        keys, tags, values, costs = new
        if self.on_entries is not None:
            keep = costs >= self.core.persist_cost
            if keep.any():
                self.on_entries(keys[keep], tags[keep], values[keep])
        if not shared and len(keys):
            self.core.load(keys, tags, values)


class PythonTasks:
    """The caller's side of a parallel search of a game given by functions: its
    :class:`~grundy.search.NimberSearch` gives the tasks and keeps the values found."""

    def __init__(self, search, size=None):
        self.search = search
        self.size = size or (lambda part: 0)

    def unknown(self, position) -> list:
        return [(p, k) for p, k in self.search._parts(position) if self.search._lookup(k) is None]

    def options(self, part) -> list:
        return list(self.search.moves(part))

    def known(self, part) -> bool:
        return self.search._lookup((self.search.canonical or _identity)(part)) is not None

    def absorb(self, new: list, shared: bool):
        for k, v in new:
            self.search._learn(k, v)
        return new or None

    @staticmethod
    def join(batches: list) -> list:
        return [e for b in batches for e in b]


def frontier(tasks, position, want: int, max_depth: int = MAX_DEPTH) -> list:
    """The tasks of a parallel search of `position`: distinct unknown components a few moves
    down (at least `want` of them unless `max_depth` levels do not give that many), largest
    first. `tasks` is a :class:`PythonTasks`. O(L · M · C) for the L components expanded, M
    options each, C the cost of splitting one."""
    level: dict = {k: c for c, k in tasks.unknown(position)}
    for _ in range(max_depth):
        if len(level) >= want or not level:
            break
        nxt: dict = {}
        for comp in level.values():
            for opt in tasks.options(comp):
                for c, k in tasks.unknown(opt):
                    nxt.setdefault(k, c)
        if not nxt:
            break
        level = nxt
    return sorted(level.values(), key=lambda c: -tasks.size(c))


#: The orders of the options (the compiled core's ``order``) of the racers: the caller's own
#: search takes the first (the core's default), the workers the next, one each in turn; a
#: worker's task id in a race is RACE + its order. Best first, as measured over Cram
#: boards of 15 to 39 squares (steps alone: order 3 6.98 M, 4 7.35 M, 2 9.99 M, 1 and 0
#: 12.19 M); two workers racing orders 3 and 4 solve 5x9 in 21-25 s against 25-27 s with 3
#: and 1 (38.5 s alone), 4x11 in 6.8-7.1 s against 7.9-8.2 s (11.2 s alone).
RACE_ORDERS = (3, 4, 2, 1, 0)
RACE = 1000


def _race_order(tid: int) -> int | None:
    return tid - RACE if tid >= RACE else None


def race_value(tasks, position, pool: WorkerPool, *, progress=None, own=None) -> dict[str, Any]:
    """Search `position` on every worker at once, each in its own order of the options; when the
    first of them has its value the others give up their search (:meth:`WorkerPool.stop`).

    This is how workers serve the compiled core's pruned search, which asks a component whether
    its value lies in a set instead of for its value: handing out the exact values of
    components a few moves down (:func:`parallel_value`) costs far more than the pruned search
    of the whole position. Racing workers share the table (the values each one finds serve the
    others) and differ in the order of their options (Cram), so one of them often meets a
    short proof first.

    Parameters
    ----------
    own : callable, optional
        The caller's own search of `position`, begun in the first order of
        :data:`RACE_ORDERS` (the core's default), as one of the racers: ``own()`` runs it for
        a slice (a tenth of a second or so) and returns its value once it has one, else None.
        The workers then take the next orders. It is called in this thread, between looks at
        the workers' messages, so that nothing else touches the caller's core meanwhile (the
        entries a worker brings back, the table's growth); it is given up when a worker wins.
        Without it, the workers take the orders from the first.

    Returns
    -------
    dict
        ``tasks`` (the workers raced), ``solved`` (positions they solved), ``value``.
    """
    first = 0 if own is None else 1
    for w in range(pool.workers):
        pool.submit(w, RACE + RACE_ORDERS[(w + first) % len(RACE_ORDERS)], position, None)
    busy = dict.fromkeys(range(pool.workers), 0)
    finished = 0                              # positions solved in finished searches
    value = None
    while busy or own is not None:
        if own is not None:
            got = own()
            if got is not None:  # the caller won: the workers give up
                value, own = got, None
                for x in busy:
                    pool.stop(x)
        for w, msg in pool.wait(0.0 if own is not None else 0.2):
            if msg[0] == "progress":
                if w in busy:
                    busy[w] = msg[1]
                continue
            solved = busy.pop(w)
            if msg[0] == "done":
                _, _, v, new, solved = msg
                tasks.absorb(new, pool.shared)
                if value is None:  # the winner: the others give up
                    value, own = v, None
                    for x in busy:
                        pool.stop(x)
            finished += solved
        if progress is not None:
            progress(finished + sum(busy.values()))
        pool.maybe_grow()
    return {"tasks": pool.workers, "solved": finished + sum(busy.values()), "value": value}


def parallel_value(tasks, position, pool: WorkerPool, *, progress=None) -> dict[str, Any]:
    """Solve the tasks of `position` on `pool`'s workers, so that every task's value is known
    to the caller (who then finds the value of `position` with little work left).

    Parameters
    ----------
    tasks : PythonTasks
        The caller's engine: it gives the tasks and receives the values the workers bring
        back.
    position : int
        The position.
    pool : WorkerPool
        The workers.
    progress : callable, optional
        ``progress(solved)``: the positions solved by all workers so far, called a few times
        a second.

    Returns
    -------
    dict
        ``tasks`` (the number of tasks), ``solved`` (positions solved by the workers).
    """
    todo = deque(frontier(tasks, position, TASKS_PER_WORKER * pool.workers))
    ntasks = len(todo)
    batches: list[tuple[int, Any]] = []       # (worker that found them, entries), without a shared table
    sent = [0] * pool.workers                 # batches already sent to each worker
    busy: dict[int, int] = {}                 # worker -> solved so far in its current task
    finished = 0                              # positions solved in finished tasks

    def entries_for(w: int):
        mine = [b for owner, b in batches[sent[w]:] if owner != w]
        sent[w] = len(batches)
        return tasks.join(mine) if mine else None

    def hand_out(w: int) -> None:
        while todo:
            comp = todo.popleft()
            if not tasks.known(comp):
                pool.submit(w, 0, comp, entries_for(w))
                busy[w] = 0
                return

    for w in range(pool.workers):
        hand_out(w)
    while busy:
        for w, msg in pool.wait(0.2):
            if msg[0] == "progress":
                busy[w] = msg[1]
                continue
            _, _, value, new, solved = msg
            del busy[w]
            finished += solved
            batch = tasks.absorb(new, pool.shared)
            if batch is not None:
                batches.append((w, batch))
            hand_out(w)
        if batches and min(sent) > 0:  # every worker has the first batches: drop them
            drop = min(sent)
            del batches[:drop]
            sent = [x - drop for x in sent]
        pool.maybe_grow()
        if progress is not None:
            progress(finished + sum(busy.values()))
    return {"tasks": ntasks, "solved": finished}
