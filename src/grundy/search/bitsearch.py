"""The Python side of the compiled search engine: slices of search, progress, a lasting table.

:class:`BitSearch` drives :class:`grundy.search._core.SearchCore` (positions as int bitmasks of
up to 4096 cells): it runs the search in slices of about a tenth of a second without the GIL,
draws a progress bar between them, and, with a table, loads the stored values before the first
search and writes the new ones every few seconds and at the end, in the table format of
:class:`~grundy.search.NimberSearch` (one row per component, its key a string).
"""

from __future__ import annotations

import os
import time

TYPE_CHECKING = False  # typing is not imported at run time: the command line starts sooner

from .._limits import available_memory
from .._progress import search_bar
from ..errors import InvalidGameError
from ._spec import check_max_bytes, check_workers, make_core

if TYPE_CHECKING:
    from collections.abc import Callable

    from .parallel import WorkerPool

# The lasting table (.engine) and the workers (.parallel) are imported where they are used: a
# search without them starts without sqlite3, subprocess and numpy.

__all__ = ["BitSearch", "check_mask"]

#: Target seconds of one slice of search (between two looks at the progress bar and table).
SLICE_SECONDS = 0.1
#: Entries that took at least this many solved positions are written to a lasting table (the
#: cheap ones are found again faster than they are read).
PERSIST_COST = 16


def check_mask(position, n: int, what: str, outside: str) -> int:
    """`position` as a bitmask of n cells: an int (not a bool) with no bit at n or above, else
    InvalidGameError ("a position is an int bitmask of `what`", "... names `outside`")."""
    if isinstance(position, bool) or not isinstance(position, int):
        raise InvalidGameError(f"a position is an int bitmask of {what}, not {position!r}")
    if position < 0 or position >> n:
        raise InvalidGameError(f"position {position:#x} names {outside}")
    return position


def key_ints(keys: np.ndarray) -> list[int]:
    """Keys of a core's entries as ints: a uint64 array, or the (count, KW) words of keys of
    several words, least significant word first."""
    if keys.ndim == 1:
        return keys.tolist()
    import numpy as np

    raw = np.ascontiguousarray(keys, dtype="<u8").tobytes()
    step = 8 * keys.shape[1]
    return [int.from_bytes(raw[i : i + step], "little") for i in range(0, len(raw), step)]


class BitSearch:
    """Values of a game by the compiled search engine (Cram, Node-Kayles and Arc-Kayles on
    graphs and boards of at most 4096 cells).

    Parameters
    ----------
    kind : {'node-kayles', 'arc-kayles', 'cram', 'node-kayles-grid', 'placement'}
        The game (Node-Kayles on the rows x cols grid graph, as a board game; the first two
        with `rows` and `cols`: on a board graph, regions keyed by shape; a game given as
        data, see :class:`~grundy.search.placement.PlacementGame`).
    n : int
        The number of cells (1..4096).
    adj : list of int, optional
        For graphs and board graphs: the neighbour bitmask of each vertex.
    rows, cols : int, optional
        For the board games: the board.
    key_text : callable, optional
        ``key_text(key, tag)``: the table key of a canonical form; with `parse_key` (its
        inverse, or None for a row that is not this game's) and `prefix` (the first characters
        every such key shares, or a tuple of such beginnings), needed for `table`.
    table : str or path, optional
        An SQLite file in the format of :class:`~grundy.search.NimberSearch`.
    name : str, optional
        The game's name stored in the table (a table of another game is refused).
    progress : bool, default True
        Show positions solved and their rate on long searches where someone watches.
    symmetry : bool, default True
        On boards, memoize components up to the symmetries of the board.
    small : int, default 0
        On graphs, memoize components of at most `small` (<= 11) vertices up to isomorphism,
        under their canonical codes (tag ``0x100 | k``).
    words : int, default 0
        The width of a position in the engine, in words of 64 cells (0: the least that holds the
        game; a larger one, for benchmarks and tests, searches the same game in a wider engine).
    moves, symmetries : list, optional
        For ``'placement'``: the moves as (needs, removes) bitmasks, and permutations of the
        cells (see :class:`~grundy.search._core.SearchCore`).
    engine : (str, tuple), optional
        A game module of its own: its module's name and the arguments of its ``make`` after
        the width, the table's memory and the persist cost (see "Adding a game to the search"
        in the guide); `kind` is then the game's name.
    max_bytes : int, optional
        The memory of the transposition table (default half the available memory); past it
        the table keeps the costlier entries.
    commit_seconds : float, default 2.0
        Seconds between two writes to the table.
    workers : int, optional
        Searches at once (see :mod:`grundy.search.parallel`), kept until :meth:`close`. A
        search still running after a fraction of a second goes on here, raced by ``workers -
        1`` processes (one at least) in other orders of the options
        (:func:`~grundy.search.parallel.race_value`), which share one table with this one
        within the memory ceiling (on Ray, each keeps a table of its own). Default 1, or with
        `ray` one search per CPU of the cluster, this process counting as one.
    ray : str, optional
        A Ray cluster address (``'local'``, ``'auto'``, ``'HOST:PORT'``): the workers are Ray
        actors there (the optional extra ``grundy[ray]``), each with its own table of
        ``max_bytes / (workers + 1)``.

    Attributes
    ----------
    solved, cut, loaded : int
        Components solved (with the workers'), questions answered "not in the set" and values
        settled by the bound before all options were searched (in this process), entries read
        from the table.
    tasks : int
        Components handed to workers.
    seconds : float
        Time spent searching.
    """

    def __init__(self, kind: str, n: int, adj: list[int] | None = None, rows: int = 0,
                 cols: int = 0, *, key_text: Callable[[int, int], str] | None = None,
                 parse_key: Callable[[str], tuple[int, int] | None] | None = None,
                 prefix: str | tuple[str, ...] = "", table: str | os.PathLike[str] | None = None,
                 name: str | None = None, progress: bool = True, symmetry: bool = True,
                 small: int = 0, words: int = 0,
                 max_bytes: int | None = None, commit_seconds: float = 2.0,
                 label: str = "search", workers: int | None = None, ray: str | None = None,
                 moves: list[tuple[int, int]] | None = None,
                 symmetries: list[tuple[int, ...]] | None = None,
                 engine: tuple[str, tuple] | None = None):
        workers = check_workers(workers, ray)
        if check_max_bytes(max_bytes) is None:
            max_bytes = max(available_memory() // 2, 1 << 24)
        self.max_bytes = max_bytes
        if ray is not None:
            # the caller's core and each worker's (a guess of the count on a cluster not joined yet)
            max_bytes = max(max_bytes // ((workers or os.cpu_count() or 1) + 1), 1 << 24)
        self.workers = workers
        self.ray = ray
        # the workers' game; without a shared table (Ray) they log the entries they find, to
        # share them
        self._spec = {"kind": kind, "n": n, "adj": None if adj is None else list(adj), "rows": rows,
                      "cols": cols, "symmetry": symmetry, "small": small, "words": words,
                      "moves": moves, "symmetries": symmetries, "engine": engine,
                      "max_bytes": max_bytes, "persist_cost": PERSIST_COST if ray is None else 1,
                      "log": ray is not None or table is not None, "lasting": table is not None}
        self.core = make_core(self._spec)
        self._pool: WorkerPool | None = None
        self.worker_solved = 0
        self.tasks = 0
        self.progress = progress
        self.label = label
        self.key_text = key_text
        self.commit_seconds = float(commit_seconds)
        self.seconds = 0.0
        self.loaded = 0
        self.table = None if table is None else os.fspath(table)
        self._store = None
        if table is not None:
            from .engine import ValueTable

            self._store = ValueTable(self.table, name)
            self._load(prefix, parse_key)
            self.core.set_logging(True)

    # ----------------------------------------------------------------- the table
    def _load(self, prefix: str | tuple[str, ...], parse_key) -> None:
        keys, tags, values = [], [], []
        fits = 64 * self.core.KW  # a key of more bits (a region of a larger board) is not met here
        for start in (prefix,) if isinstance(prefix, str) else prefix:
            for text, value in self._store.with_prefix(start):
                parsed = parse_key(text)
                if parsed is None or parsed[0] >> fits:
                    continue
                keys.append(parsed[0])
                tags.append(parsed[1])
                values.append(value)
        if keys:
            import numpy as np

            self.core.load(keys, np.array(tags, np.uint16), np.array(values, np.uint8))
        self.loaded = len(keys)

    def flush(self) -> None:
        """Write the values logged since the last write to the table (nothing without one)."""
        if self._store is None:
            return
        keys, tags, values, _ = self.core.drain_log()
        self._write(keys, tags, values)
        self._store.flush()

    def stop_workers(self) -> None:
        """Stop the workers, if any (a later search that needs them starts them again)."""
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def close(self) -> None:
        """Stop the workers, write the last values and close the table; the values stay in
        memory."""
        self.stop_workers()
        if self._store is not None:
            self.flush()
            self._store.close()
            self._store = None
            self.core.set_logging(False)

    def __enter__(self) -> "BitSearch":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ----------------------------------------------------------------- the search
    def _write(self, keys, tags, values) -> None:
        """Queue entries (logged by this core, or found by the workers) for the lasting table
        (no-op without one)."""
        if self._store is not None and len(keys):
            text = self.key_text
            self._store.pending.extend(
                (text(k, t), v) for k, t, v in zip(key_ints(keys), tags.tolist(), values.tolist()))

    def _run(self, began: float, base: int, bar, limit: float | None = None, write: bool = True):
        """Run the search begun in the core until it is done (True) or `limit` seconds have
        passed since `began` (False), drawing progress (positions counted from `base`) and,
        when `write`, writing the table now and then; returns (done, bar). (Not `write` in
        another thread than the one that opened the table: SQLite's connections stay in
        theirs.)"""
        step = self._slices()
        if limit is not None and limit <= 0:
            return False, bar
        while True:
            if step():
                return True, bar
            now = time.perf_counter()
            if self.progress:
                bar = search_bar(bar, began, self.solved - base, self.label)
            if write and self._store is not None and now - self._last_write >= self.commit_seconds:
                self.flush()
                self._last_write = now
            if limit is not None and now - began >= limit:
                return False, bar

    def _slices(self) -> Callable[[], bool]:
        """A function that runs the search begun in the core for a slice of about
        SLICE_SECONDS (the budget of steps follows the rate measured) and tells whether it is
        done."""
        core = self.core
        budget = 1 << 14

        def step() -> bool:
            nonlocal budget
            t = time.perf_counter()
            if core.run(budget):
                return True
            dt = time.perf_counter() - t
            budget = int(min(max(budget * SLICE_SECONDS / max(dt, 1e-4), 1 << 12), 1 << 26))
            return False

        return step

    def _start_pool(self) -> None:
        """Start the workers; on this machine they share one table with this core, starting at
        twice this core's table (at least 16 MiB) and doubling up to the largest power of two
        of slots within `max_bytes`. This core races its own search beside the workers
        (:func:`~grundy.search.parallel.race_value`): one worker fewer than `workers`, at
        least one."""
        from . import parallel

        slot = self.core.slot_bytes
        most = slot << (self.max_bytes // slot).bit_length() - 1
        least = slot << (parallel.FIRST_TABLE_BYTES // slot).bit_length() - 1
        first = min(most, max(least, 2 * slot * self.core.capacity))
        # the caller's own search races beside the workers: one worker fewer
        workers = None if self.workers is None else max(self.workers - 1, 1)
        self._pool = parallel.WorkerPool(self._spec, workers, self.ray, core=self.core,
                                         table_bytes=(first, most), beside=1)

    def _search_while(self, start: Callable[[], None], began: float, base: int, bar):
        """Run ``start()`` (the Ray workers' start) in this thread while the search begun in the
        core goes on in another, in slices, until `start` returns; returns (done, bar). The
        core runs without Python's lock, so both go on at once; the table is written after,
        in this thread; a failed start closes the pool."""
        import threading

        from . import parallel

        stop = threading.Event()
        state: dict = {"done": False, "bar": bar, "error": None}

        def search() -> None:
            try:
                while not state["done"] and not stop.is_set():
                    state["done"], state["bar"] = self._run(
                        began, base, state["bar"], time.perf_counter() - began + parallel.READY_POLL_SECONDS,
                        write=False)
            except BaseException as e:  # raised in the caller's thread below
                state["error"] = e

        thread = threading.Thread(target=search, daemon=True, name="grundy-search")
        thread.start()
        try:
            start()
        except BaseException:
            stop.set()
            thread.join()
            self._pool.close()
            self._pool = None
            raise
        stop.set()
        thread.join()
        if state["error"] is not None:
            raise state["error"]
        return state["done"], state["bar"]

    def value(self, position: int) -> int:
        """The Grundy value of `position` (a bitmask of free cells, already validated).

        Notes
        -----
        Exponential in the worst case: O(P · M · (C + K)) for the P canonical components not
        yet known, M options each, C cells (the flood fill) and K the cost of a canonical form
        (at most 8 passes over the cells for Cram). With workers, a search still running after
        HEAD_START_SECONDS hands the components a few moves down to them (see
        :mod:`grundy.search.parallel`).
        """
        core = self.core
        in_parallel = (self.workers or 1) > 1 or self.ray is not None
        if in_parallel:
            from . import parallel
        core.begin(position)
        began = self._last_write = time.perf_counter()
        base = self.solved
        bar = None
        try:
            done, bar = self._run(began, base, bar, parallel.HEAD_START_SECONDS if in_parallel else None)
            if not done:
                if self._pool is None:
                    self._start_pool()
                if self._pool.pending:  # Ray's actors take seconds to come: search meanwhile
                    done, bar = self._search_while(self._pool.finish_start, began, base, bar)
                    if done:
                        return core.result
                if self._store is not None:
                    self.flush()

                def shown(solved: int) -> None:
                    nonlocal bar
                    if self.progress:
                        bar = search_bar(bar, began, self.solved + solved - base, self.label)
                    if self._store is not None and time.perf_counter() - self._last_write >= self.commit_seconds:
                        self.flush()  # what this core found (it races too) and the workers'
                        self._last_write = time.perf_counter()

                # the workers race this core's search, which goes on, on the whole position
                # (parallel.race_value), each in another order of the options, sharing its table
                # (Ray's actors on other machines keep their own tables and bring back what they
                # found)
                tasks = parallel.CoreTasks(core, self._write)
                step = self._slices()
                won = False

                def own() -> int | None:
                    nonlocal won
                    won = step()
                    return core.result if won else None

                try:
                    stats = parallel.race_value(tasks, position, self._pool, progress=shown, own=own)
                except BaseException:  # Ctrl-C or a failed worker: the others stop now
                    self._pool.close()
                    self._pool = None
                    raise
                self.worker_solved += stats["solved"]
                self.tasks += stats["tasks"]
                if not won:  # a worker's value, in the table now: read from it
                    core.begin(position)
                    done, bar = self._run(began, base, bar)
            return core.result
        finally:
            self._ended(began, bar)

    def _ended(self, began: float, bar) -> None:
        """After a search begun at `began`: the bar closed, the time counted, the table written."""
        if bar is not None:
            bar.close()
        self.seconds += time.perf_counter() - began
        self.flush()

    def value_is(self, position: int, target: int) -> bool:
        """Whether the value of `position` is `target` (0..63), searched in this process.

        Notes
        -----
        The compiled core's parts but the largest are solved outright, and the largest is only
        asked whether it has the value that makes the sum `target` (a pruned search: see
        :mod:`grundy.search._core`), which costs much less than its value on hard boards.
        """
        core = self.core
        core.begin(position, target)
        began = self._last_write = time.perf_counter()
        bar = None
        try:
            _, bar = self._run(began, self.solved, bar)
            return core.hit
        finally:
            self._ended(began, bar)

    def find_option(self, options: list[int], target: int) -> int | None:
        """The index of an option of value `target` among `options` (positions), or None.

        The options whose parts are all known are looked at first, then the others by the sum
        of the squares of their unknown parts' cells (the cheapest searches first).
        """
        def cost(opt: int) -> int:
            return sum(comp.bit_count() ** 2 for comp, _, _ in self.core.unknown_parts(opt))

        for i in sorted(range(len(options)), key=lambda i: cost(options[i])):
            if self.value_is(options[i], target):
                return i
        return None

    @property
    def solved(self) -> int:
        """Positions solved, by this process and its workers."""
        return self.core.solved + self.worker_solved

    @property
    def cut(self) -> int:
        return self.core.cut

    @property
    def rate(self) -> float:
        """Components solved per second of search (0.0 before any search)."""
        return self.solved / self.seconds if self.seconds > 0 else 0.0

    def __repr__(self) -> str:
        table = f", table={self.table!r}" if self.table is not None else ""
        return (f"BitSearch({self.label}, {self.solved} positions solved, {self.loaded} loaded, "
                f"{self.cut} cut, {self.rate:.0f} positions/s{table})")
