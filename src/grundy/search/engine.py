"""The nimber search engine: components, canonical forms, mex-cut and a lasting SQLite table.

Table schema (one SQLite file; open it with any SQLite client)::

    CREATE TABLE nimbers (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
    CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);

``nimbers`` holds one row per solved component: ``key`` is the serialisation of the
component's canonical form (``key(canonical(part))``, by default its ``repr``) and ``value`` its
Grundy value. ``meta`` holds ``schema`` (``'1'``) and, when the search was given a ``name``,
``game`` (the name), so that a table of one game is never read as another's. For example
``SELECT value, count(*) FROM nimbers GROUP BY value`` counts the components of each value.
"""

from __future__ import annotations

import os
import sqlite3
import time
from typing import Any, Callable, Hashable, Iterable

from .._limits import shorten
from .._progress import search_bar
from ..errors import InvalidGameError, LoopyGameError
from ._spec import check_workers

__all__ = ["NimberSearch", "ValueTable"]

#: Components stored between two looks at the clock (for the progress bar and the commits).
_CLOCK_MASK = 255
#: The answer of a part asked whether its value lies in a set, when it does not.
NOT_IN_SET = -1
#: The sets of values a part is asked for in turn when its value is wanted (None: every value
#: left): small values first, whose questions prune most.
ASPIRATION = (1, 1, 1, 1, None)
SCHEMA = "1"


def _pickled(functions: dict) -> bytes:
    """The game's functions as bytes for the workers: by ``cloudpickle`` when it is installed
    (any function), else by ``pickle`` (functions importable by name)."""
    try:
        import cloudpickle as pickler
    except ImportError:
        import pickle as pickler
    for name, f in functions.items():
        if (f is not None and pickler.__name__ == "pickle"
                and getattr(f, "__module__", None) == "__main__"):
            raise InvalidGameError(
                f"workers need {name} importable from a module, not defined in the script run as "
                "__main__ (or install cloudpickle, which sends any function)")
    try:
        return pickler.dumps(functions)
    except Exception as e:  # pickle raises PicklingError, AttributeError, TypeError, ...
        raise InvalidGameError(f"workers need functions that can be sent to other processes: {e}") from None


def _default_split(position: Hashable) -> tuple:
    return (position,)


def _identity(position: Hashable) -> Hashable:
    return position


class ValueTable:
    """The lasting table of values (the SQLite format in the module notes): opened and checked
    once, rows written in batches.

    Parameters
    ----------
    path : str
        The SQLite file (created when missing).
    name : str, optional
        The game's name: a table holding another game's values is refused.

    Raises
    ------
    InvalidGameError
        If the file is not such a table, or holds another game's values.
    """

    def __init__(self, path: str, name: str | None = None):
        self.path = path
        self.name = name
        self.pending: list[tuple[str, int]] = []
        self.db = self._open(path)

    def _open(self, path: str) -> sqlite3.Connection:
        try:
            db = sqlite3.connect(path, timeout=60)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute("CREATE TABLE IF NOT EXISTS nimbers (key TEXT PRIMARY KEY, value INTEGER NOT NULL)")
            db.execute("CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)")
            cols = [row[1] for row in db.execute("PRAGMA table_info(nimbers)")]
            meta = dict(db.execute("SELECT name, value FROM meta"))
        except sqlite3.Error as e:
            raise InvalidGameError(f"table {path}: cannot use it as an SQLite table of values ({e})") from None
        if cols[:2] != ["key", "value"]:
            db.close()
            raise InvalidGameError(f"table {path}: its nimbers table has columns {cols}, not [key, value]")
        if meta.get("schema", SCHEMA) != SCHEMA:
            db.close()
            raise InvalidGameError(f"table {path}: schema {meta['schema']!r}, not {SCHEMA!r}")
        stored = meta.get("game")
        if stored is not None and self.name is not None and stored != self.name:
            db.close()
            raise InvalidGameError(f"table {path} holds values of the game {stored!r}, not {self.name!r}")
        with db:
            db.execute("INSERT OR IGNORE INTO meta VALUES ('schema', ?)", (SCHEMA,))
            if self.name is not None:
                db.execute("INSERT OR IGNORE INTO meta VALUES ('game', ?)", (self.name,))
        return db

    def get(self, key: str) -> int | None:
        """The stored value of `key` (written rows only), or None."""
        row = self.db.execute("SELECT value FROM nimbers WHERE key = ?", (key,)).fetchone()
        return None if row is None else int(row[0])

    def with_prefix(self, prefix: str):
        """The written rows (key, value) whose key starts with `prefix` (not empty)."""
        return self.db.execute("SELECT key, value FROM nimbers WHERE key >= ? AND key < ?",
                               (prefix, prefix[:-1] + chr(ord(prefix[-1]) + 1)))

    def flush(self) -> None:
        """Write the pending rows (a row already stored keeps its value)."""
        if not self.pending:
            return
        with self.db:
            self.db.executemany("INSERT OR IGNORE INTO nimbers VALUES (?, ?)", self.pending)
        self.pending.clear()

    def close(self) -> None:
        """Write the pending rows and close the file."""
        self.flush()
        self.db.close()


class NimberSearch:
    """Grundy values of a game by a depth-first search over canonical components.

    Parameters
    ----------
    moves : callable
        ``moves(position)`` returns an iterable of the options of `position`.
    components : callable, optional
        ``components(position)`` returns an iterable of independent parts whose values XOR to
        the value of `position` (a single part equal to the whole means no split; parts of
        value 0 may be left out). Default: no split.
    canonical : callable, optional
        ``canonical(part)`` returns a hashable key shared only by parts of equal value (a
        canonical form up to symmetry or isomorphism); parts are memoized under it, and
        ``moves`` is always called on the part itself. A part's descendants must not share its
        key (true of isomorphism classes: a descendant's game tree is strictly smaller).
        Default: the part itself.
    key : callable, optional
        ``key(canonical(part))`` returns the ``str`` stored in the table for that part; it
        must be the same in every run (default ``repr``, stable for ints, strings and tuples
        of them, not for sets of strings).
    bound : callable, optional
        ``bound(position)`` returns an upper bound of its Grundy value (for example the length
        of its longest play, or the number of its options); enables the mex-cut below.
    table : str or path, optional
        An SQLite file keeping every solved component (created when missing; see the module
        for its schema). Values are read from it before searching and written to it in
        batches, so an interrupted run keeps most of its work and a new run resumes.
    name : str, optional
        The game's name, stored in the table: a table written for another name is refused.
    batch : int, default 10000
        Commit the values found to the table every `batch` components ...
    commit_seconds : float, default 2.0
        ... or every `commit_seconds` seconds, whichever comes first, and at the end of each
        call.
    progress : bool, default True
        When a search runs for more than a second, show the components solved on a progress
        bar where someone watches.
    workers : int, optional
        Processes that search at once: a search still running after a fraction of a second
        hands the components a few moves down to ``workers`` processes, which send back what
        they solve (see :mod:`grundy.search.parallel`); they stay until :meth:`close`. The
        functions are sent to them with ``cloudpickle`` when it is installed, else with
        ``pickle`` (functions of an importable module, not of the script run as ``__main__``).
        Default 1, or with `ray` one worker per CPU of the cluster.
    ray : str, optional
        A Ray cluster address (``'local'``, ``'auto'``, ``'HOST:PORT'``): the workers are Ray
        actors there (the optional extra ``grundy[ray]``).

    Attributes
    ----------
    solved : int
        Components solved by search (each canonical form once; with workers, theirs too).
    pruned : int
        Questions "is your value in S?" answered "no" (see the notes).
    table_hits : int
        Components whose value was read from the table.
    cut : int
        Options skipped by the mex-cut.
    seconds : float
        Time spent searching.

    Notes
    -----
    **Search.** ``value(p)`` splits `p` into parts, and each part's value is found by an
    iterative depth-first search (its own stack, so the depth is limited only by memory). A
    part's options are generated once; each option is split into parts too, and parts that
    occur an even number of times are dropped (``g ^ g = 0``): the option's value is the XOR of
    the others. Options whose parts are all known are counted first; then the rest, one at a
    time, searching the first unknown part of each.

    **Pruning.** A part is not always searched for its value: it is asked whether its value
    lies in a set of candidates ``C`` (the nimber-in-set search of Beling and Rogalski, "On
    pruning search trees of impartial games", Artificial Intelligence 283 (2020) 103262). Only
    option values up to ``max C`` matter then: once the mex ``m`` of the option values seen
    passes ``max C``, every candidate is an option's value and the answer is "no", with the
    lower bound ``g >= m`` kept for later questions (each of ``0, ..., m - 1`` is an option's
    value); the options not yet split are not even generated. Otherwise, when all options are
    in, the mex is the value (every option value up to it is known) and is stored like any
    other. An option with one unknown part is asked for the values ``t ^ x`` (``x`` the XOR of
    its known parts) for ``t`` in ``m..max C`` not seen yet; with several, all but the last are
    solved first. A value wanted outright is asked for ``{0}``, ``{1}``, ``{2}``, ``{3}`` in
    turn, then for every value left (at most ``bound(p)`` with `bound`): small sets prune
    most, and positions of value 0 are common. A winning move asks each option whether its
    value is 0. The pruning pays on hard games (Arc-Kayles on the 4 x 6 grid: 21 s to 2.8 s);
    on games whose positions each have a handful of options it can search up to twice as
    many positions (the questions asked in turn).

    **Mex-cut.** With `bound`, before an option ``o`` is searched, let ``S`` be the values seen
    so far and ``m = mex(S)``. When ``bound(o) < m``, ``o`` is skipped. *Exactness*: the value is
    ``mex(S ∪ R)`` for the values ``R`` of the options not yet seen. ``g(o) <= bound(o) < m``
    puts ``g(o)`` in ``{0, ..., m - 1} ⊆ S``, and ``S`` only grows, so ``g(o)`` is already in the
    final set and dropping it leaves the mex unchanged.

    **Cost.** O(P · (M + C)) for the P distinct canonical parts reachable and M options per
    part, C the cost of splitting and canonicalizing one option; memory O(P). Without
    `components` and `canonical` this is the search of :class:`grundy.GameSolver`.

    Examples
    --------
    Two heaps of the subtraction game {1, 2, 3}, split into single heaps:

    >>> def moves(pos):
    ...     return [tuple(sorted(pos[:i] + (h - k,) + pos[i + 1:]))
    ...             for i, h in enumerate(pos) for k in (1, 2, 3) if k <= h]
    >>> search = NimberSearch(moves, components=lambda pos: [(h,) for h in pos])
    >>> search.value((5, 6)), 5 % 4 ^ 6 % 4
    (3, 3)
    >>> search.winning_move((5, 6))
    (2, 6)
    >>> search.winning_move((5, 5)) is None
    True
    >>> search  # doctest: +ELLIPSIS
    NimberSearch(moves, 7 positions solved, 16 pruned, 0 table hits, 0 cut, ... positions/s)
    """

    def __init__(
        self,
        moves: Callable[[Any], Iterable[Hashable]],
        *,
        components: Callable[[Any], Iterable[Hashable]] | None = None,
        canonical: Callable[[Any], Hashable] | None = None,
        key: Callable[[Any], str] | None = None,
        bound: Callable[[Any], int] | None = None,
        table: str | os.PathLike[str] | None = None,
        name: str | None = None,
        batch: int = 10000,
        commit_seconds: float = 2.0,
        progress: bool = True,
        workers: int | None = None,
        ray: str | None = None,
    ):
        for what, f in (("moves", moves), ("components", components), ("canonical", canonical),
                        ("key", key), ("bound", bound)):
            if f is not None and not callable(f):
                raise InvalidGameError(f"{what} must be callable, not {type(f).__name__}")
        if isinstance(batch, bool) or not isinstance(batch, int) or batch < 1:
            raise InvalidGameError(f"batch must be a positive integer, not {batch!r}")
        self.moves = moves
        self.components = components
        self.canonical = canonical
        self.key = key or repr
        self.bound = bound
        self.name = name
        self.batch = batch
        self.commit_seconds = float(commit_seconds)
        self.progress = progress
        self.solved = 0
        self.table_hits = 0
        self.cut = 0
        self.seconds = 0.0
        self._memo: dict = {}
        self._low: dict = {}  # canonical form -> a lower bound of its value (from pruned answers)
        self.pruned = 0
        self._last_commit = time.perf_counter()
        self.table = None if table is None else os.fspath(table)
        self._table = None if table is None else ValueTable(self.table, self.name)
        self._log: list | None = None  # (canonical form, value) of each part solved, for a worker
        self.workers, self.ray = check_workers(workers, ray), ray
        self.tasks = 0
        self._pool = None
        self._functions = None
        if (workers or 1) > 1 or ray is not None:
            self._functions = _pickled({"engine": NimberSearch, "moves": moves, "components": components,
                                        "canonical": canonical, "key": key, "bound": bound})

    # ----------------------------------------------------------------- the table
    def flush(self) -> None:
        """Write the values found since the last commit to the table (nothing without one)."""
        self._last_commit = time.perf_counter()
        if self._table is not None:
            self._table.flush()

    def stop_workers(self) -> None:
        """Stop the workers, if any (a later search that needs them starts them again)."""
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def close(self) -> None:
        """Stop the workers, if any, flush and close the table; the values found stay in
        memory."""
        self.stop_workers()
        if self._table is not None:
            self._table.close()
            self._table = None

    def __enter__(self) -> "NimberSearch":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _lookup(self, k: Hashable) -> int | None:
        try:
            v = self._memo.get(k)
        except TypeError:
            raise InvalidGameError(f"canonical form {shorten(repr(k))} is not hashable") from None
        if v is None and self._table is not None:
            v = self._table.get(self._text(k))
            if v is not None:
                self._memo[k] = v
                self.table_hits += 1
        return v

    def _text(self, k: Hashable) -> str:
        s = self.key(k)
        if not isinstance(s, str):
            raise InvalidGameError(f"key must return a str, not {type(s).__name__}")
        return s

    def _learn(self, k: Hashable, v: int) -> None:
        """Store the value a worker found for the canonical form `k`."""
        if k in self._memo:
            return
        self._memo[k] = v
        if self._table is not None:
            self._table.pending.append((self._text(k), v))

    def _store(self, k: Hashable, v: int) -> None:
        self._memo[k] = v
        self.solved += 1
        if self._log is not None:
            self._log.append((k, v))
        if self._table is not None:
            self._table.pending.append((self._text(k), v))
            if len(self._table.pending) >= self.batch or (
                not self.solved & _CLOCK_MASK
                and time.perf_counter() - self._last_commit >= self.commit_seconds
            ):
                self.flush()

    # ----------------------------------------------------------------- the search
    def _parts(self, position: Hashable) -> list[tuple[Hashable, Hashable]]:
        """The parts of `position` of odd multiplicity, as (part, canonical key) pairs."""
        split = self.components or _default_split
        canon = self.canonical or _identity
        odd: dict = {}
        try:
            for p in split(position):
                k = canon(p)
                if k in odd:
                    del odd[k]
                else:
                    odd[k] = p
        except TypeError as e:
            if "unhashable" in str(e):
                raise InvalidGameError(
                    f"a part of position {shorten(repr(position))} has a canonical form that is "
                    "not hashable; use tuples, ints or frozensets"
                ) from None
            raise
        return [(p, k) for k, p in odd.items()]

    def _unknown(self, parts: list, x: int = 0) -> tuple[list, int]:
        """The (part, key) pairs of `parts` whose values are not known, and `x` XOR the values
        of the others."""
        unknown = []
        for p, k in parts:
            v = self._lookup(k)
            if v is None:
                unknown.append((p, k))
            else:
                x ^= v
        return unknown, x

    def _known(self, parts: list) -> int | None:
        """The XOR of the values of `parts` when all are known, else None."""
        x = 0
        for _, k in parts:
            v = self._lookup(k)
            if v is None:
                return None
            x ^= v
        return x

    def _candidates(self, part: Hashable, k: Hashable, asked) -> list[int] | None:
        """The values of `asked` (ascending; None: every value) that the part `k` may still
        have: at least its known lower bound, at most ``bound(part)``. None for every value
        when neither bounds it above. Asked for every value, a proved lower bound above
        ``bound(part)`` means the bound is wrong: InvalidGameError."""
        low = self._low.get(k, 0)
        high = self.bound(part) if self.bound is not None else None
        if asked is None:
            if high is not None and low > high:
                self._bound_below(part)
            return None if high is None else list(range(low, high + 1))
        return [t for t in asked if t >= low and (high is None or t <= high)]

    def _bound_below(self, part: Hashable) -> None:
        raise InvalidGameError(f"bound({shorten(repr(part))}) = {self.bound(part)} is below "
                               "the value of that position: bound must never be below it")

    def _frame(self, part: Hashable, k: Hashable, cands: list[int] | None, exact: bool) -> list:
        """A search frame: [key, pending options (option, parts, bound), next index, seen
        values, mex, the part when its value is wanted outright (`exact`) else None, largest
        candidate (None: no limit)]."""
        seen: set[int] = set()
        pending = []
        done: set = set()
        bound = self.bound
        hi = None if cands is None else cands[-1]
        m = 0
        for opt in self.moves(part):
            parts = self._parts(opt)
            sig = frozenset(k2 for _, k2 in parts)
            if sig in done:
                continue
            done.add(sig)
            x = self._known(parts)
            if x is None:
                pending.append((opt, parts, None if bound is None else bound(opt)))
                continue
            seen.add(x)
            while m in seen:
                m += 1
            if hi is not None and m > hi:  # every candidate is an option's value: no need of the rest
                break
        return [k, pending, 0, seen, m, part if exact else None, hi]

    def _ask(self, part: Hashable, k: Hashable, asked, deadline: float | None = None) -> int | None:
        """Whether the part `k` has a value in `asked` (an ascending list; None: every value):
        its value when that is known by the end (always when it is in `asked`), else
        NOT_IN_SET; None when the clock passes `deadline` first (the parts solved so far stay
        known). An iterative depth-first search, pruned as described in the class notes."""
        v = self._lookup(k)
        if v is not None:
            return v
        cands = self._candidates(part, k, asked)
        if cands is not None and not cands:
            self.pruned += 1
            return NOT_IN_SET
        began = time.perf_counter()
        start = self.solved
        bar = None
        stack = [self._frame(part, k, cands, asked is None)]
        on_path = {k}
        answer = None  # what the frame just popped found: its value, or NOT_IN_SET
        try:
            while stack:
                fr = stack[-1]
                pending, seen, hi = fr[1], fr[3], fr[6]
                child = None
                while fr[2] < len(pending) and (hi is None or fr[4] <= hi):
                    if answer is not None:  # the option's last part answered NOT_IN_SET
                        answer = None
                        fr[2] += 1
                        continue
                    opt, parts, opt_bound = pending[fr[2]]
                    unknown, x = self._unknown(parts)
                    if not unknown:
                        seen.add(x)
                        m = fr[4]
                        while m in seen:
                            m += 1
                        fr[4] = m
                        fr[2] += 1
                        continue
                    if opt_bound is not None and fr[4] and opt_bound < fr[4]:
                        self.cut += 1
                        fr[2] += 1
                        continue
                    p, k2 = unknown[0]
                    if len(unknown) > 1 or hi is None:  # solved outright: all parts but the last
                        child = (p, k2, self._candidates(p, k2, None), True)
                    else:  # the last part is asked for the values that matter here
                        want = sorted(t ^ x for t in range(fr[4], hi + 1) if t not in seen)
                        cand = self._candidates(p, k2, want)
                        if not cand:
                            self.pruned += 1
                            fr[2] += 1
                            continue
                        child = (p, k2, cand, False)
                    break
                if child is not None:
                    p, k2, cand, exact = child
                    if k2 in on_path:
                        raise LoopyGameError(
                            f"the position {shorten(repr(p))} (canonical form {shorten(repr(k2))}) "
                            "is reachable from itself: the game has a cycle, or canonical gives a "
                            "position's descendant its own form",
                            position=p,
                        )
                    stack.append(self._frame(p, k2, cand, exact))
                    on_path.add(k2)
                    continue
                stack.pop()
                on_path.discard(fr[0])
                m, hi = fr[4], fr[6]
                if hi is None or m <= hi:  # every option value up to m is known: m is the value
                    self._store(fr[0], m)
                    answer = None
                elif fr[5] is not None:  # wanted outright, up to its bound: the bound is wrong
                    self._bound_below(fr[5])
                else:  # every candidate is an option's value: the value is at least m
                    self._low[fr[0]] = max(self._low.get(fr[0], 0), m)
                    self.pruned += 1
                    answer = NOT_IN_SET
                if not (self.solved + self.pruned) & _CLOCK_MASK:
                    if self.progress:
                        bar = search_bar(bar, began, self.solved - start, "nimber search")
                    if deadline is not None and time.perf_counter() >= deadline:
                        return None
        finally:
            if bar is not None:
                bar.close()
            self.seconds += time.perf_counter() - began
        return NOT_IN_SET if answer is not None else self._memo[k]

    def _solve(self, part: Hashable, k: Hashable, deadline: float | None = None) -> int | None:
        """The value of one part whose canonical key is `k`; None when the clock passes
        `deadline` first (the parts solved so far stay known)."""
        lo = 0
        for width in ASPIRATION:  # the last asks for every value: it never answers NOT_IN_SET
            v = self._ask(part, k, None if width is None else list(range(lo, lo + width)), deadline)
            if v != NOT_IN_SET:
                return v
            lo += width
        raise AssertionError("ASPIRATION must end with None")

    def _value_is(self, position: Hashable, target: int) -> bool:
        """Whether `position` has the value `target`: its parts but the last solved outright,
        the last asked whether it has the value that makes the sum `target`."""
        parts = self._parts(position)
        if not parts:
            return target == 0
        x = 0
        for p, k in parts[:-1]:
            x ^= self._solve(p, k)
        p, k = parts[-1]
        return self._ask(p, k, [target ^ x]) == target ^ x

    # ----------------------------------------------------------------- public answers
    def value(self, position: Hashable) -> int:
        """The Grundy value of `position`.

        Raises
        ------
        LoopyGameError
            If a part is reachable from itself (a cycle, or a `canonical` that merges a
            position with one of its descendants).
        InvalidGameError
            If a canonical form is not hashable, or `key` does not return a str.

        Notes
        -----
        O(P · (M + C)) for the P canonical parts not yet known (see the class notes); a part
        already solved, in this object or in the table, costs one look-up.
        """
        try:
            parts = self._parts(position)
            if (self.workers or 1) > 1 or self.ray is not None:
                self._parallel(position, parts)
            x = 0
            for p, k in parts:
                x ^= self._solve(p, k)
            return x
        finally:
            self.flush()

    def _parallel(self, position: Hashable, parts: list) -> None:
        """With workers: search alone for HEAD_START_SECONDS, then hand the components a few
        moves down to the workers (their values come back into the memo)."""
        from . import parallel

        if parallel.HEAD_START_SECONDS > 0:
            deadline = time.perf_counter() + parallel.HEAD_START_SECONDS
            for p, k in parts:
                if self._solve(p, k, deadline) is None:
                    break
            else:
                return
        elif all(self._lookup(k) is not None for _, k in parts):
            return
        if self._pool is None:
            import sys

            spec = {"engine": "python", "functions": self._functions, "sys_path": list(sys.path)}
            self._pool = parallel.WorkerPool(spec, self.workers, self.ray)
        began = time.perf_counter()
        bar = None
        start = self.solved

        def shown(solved: int) -> None:
            nonlocal bar
            if self.progress:
                bar = search_bar(bar, began, self.solved + solved - start, "nimber search")

        try:
            stats = parallel.parallel_value(parallel.PythonTasks(self), position, self._pool,
                                            progress=shown)
        except BaseException:  # Ctrl-C or a failed worker: the others stop now
            self._pool.close()
            self._pool = None
            raise
        finally:
            if bar is not None:
                bar.close()
            self.seconds += time.perf_counter() - began
        self.solved += stats["solved"]
        self.tasks += stats["tasks"]

    def winning_move(self, position: Hashable) -> Hashable | None:
        """An option of `position` of value 0, or None when `position` has value 0.

        Notes
        -----
        The value of `position`, then for one option after another the question "is your
        value 0?" (a pruned search that stops at the first option of value 0 of each part it
        meets): usually a look-up, the parts being known once `position` is solved, except
        those the pruning skipped.
        """
        if self.value(position) == 0:
            return None
        try:
            for opt in self.moves(position):
                if self._value_is(opt, 0):
                    return opt
        finally:
            self.flush()
        raise AssertionError("a position of non-zero value has an option of value 0")

    @property
    def rate(self) -> float:
        """Components solved per second of search (0.0 before any search)."""
        return self.solved / self.seconds if self.seconds > 0 else 0.0

    def __repr__(self) -> str:
        name = getattr(self.moves, "__name__", None) or type(self.moves).__name__
        table = f", table={self.table!r}" if self.table is not None else ""
        return (f"NimberSearch({name}, {self.solved} position{'s' if self.solved != 1 else ''} "
                f"solved, {self.pruned} pruned, {self.table_hits} table hits, {self.cut} cut, "
                f"{self.rate:.0f} positions/s"
                f"{table})")
