"""What the layers of the search share: the checks of the worker options, and the compiled
core of a game described by a spec (the dict :class:`~grundy.search.bitsearch.BitSearch` makes
and :class:`~grundy.search.parallel.WorkerPool` sends to its workers).

The search is layered: the games (:mod:`.cram`, :mod:`.games`) over the engines
(:mod:`.bitsearch` for the compiled cores, :mod:`.engine` for games given by functions) over the
workers (:mod:`.parallel`); this module is below them all and imports none of them.
"""

from __future__ import annotations

from ..errors import InvalidGameError

__all__ = ["check_max_bytes", "check_local_workers", "check_workers", "core_words", "make_core",
           "CORES", "WORKER_BYTES"]


#: Memory of one local worker process (an interpreter with numpy and the search core: about
#: 45 MB measured), rounded up; its share of the table is counted by the table's own limit.
WORKER_BYTES = 48 << 20


def _process_room() -> int | None:
    """How many more processes this user may start (RLIMIT_NPROC less the user's processes,
    counted in /proc), or None when there is no such limit or it cannot be read."""
    import os

    try:
        import resource

        soft, _ = resource.getrlimit(resource.RLIMIT_NPROC)
    except (ImportError, AttributeError, OSError, ValueError):
        return None
    if soft == resource.RLIM_INFINITY or soft < 0:
        return None
    uid, mine = os.getuid(), 0
    try:
        pids = [d for d in os.listdir("/proc") if d.isdigit()]
    except OSError:
        pids = []
    for pid in pids:
        try:
            mine += os.stat(f"/proc/{pid}").st_uid == uid
        except OSError:  # it ended meanwhile
            pass
    return max(soft - mine, 0)


def check_local_workers(workers: int) -> None:
    """Refuse (:class:`~grundy.errors.ResourceLimitError`) more local worker processes than the
    memory (WORKER_BYTES each) or the process limit allows, in one line that says how many
    would fit."""
    from .._limits import available_memory, format_bytes
    from ..errors import ResourceLimitError

    if workers <= 1:
        return
    avail = available_memory()
    room = avail // WORKER_BYTES
    procs = _process_room()
    most = room if procs is None else min(room, procs)
    if workers - 1 > most:  # the caller's own process is one of them
        why = (f"about {format_bytes(workers * WORKER_BYTES)} of memory, more than the "
               f"{format_bytes(avail)} available" if most == room
               else f"{workers - 1} more processes, beyond this user's process limit")
        raise ResourceLimitError(f"{workers} workers would need {why}: at most {most + 1} here")


def check_workers(workers, ray) -> int | None:
    """`workers` None or a positive int (a bool or anything else: InvalidGameError), and for
    local workers no more than the memory and the process limit allow (ResourceLimitError);
    `ray` None or a non-empty address string whose host answers (:func:`._ray.check_address`)."""
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 1):
        raise InvalidGameError(f"workers must be a positive integer, not {workers!r}")
    if workers is not None and ray is None:
        check_local_workers(workers)
    if ray is not None and (not isinstance(ray, str) or not ray):
        raise InvalidGameError(f"ray must be a Ray cluster address ('local', 'auto', 'HOST:PORT'), not {ray!r}")
    if ray is not None:
        from ._ray import check_address

        check_address(ray)  # a quick search never joins the cluster: a wrong address fails here
    return workers


#: The widths of the engine a game may be forced to (``core=``, ``--core``): ``'word'``, one
#: machine word of 64 cells a position, and ``'wide'``, two words or more. By default a game takes
#: the least width that holds it.
CORES = ("word", "wide")


def core_words(core) -> int:
    """The engine's width in words for ``core=`` (None: 0, the least that holds the game;
    ``'word'``: 1; ``'wide'``: 2, or more for a larger game); else InvalidGameError."""
    if core is None:
        return 0
    if isinstance(core, str) and core in CORES:
        return CORES.index(core) + 1
    raise InvalidGameError(f"core must be 'word', 'wide' or None, not {core!r}")


def check_max_bytes(max_bytes) -> int | None:
    """`max_bytes` None or a non-negative int (a bool or anything else: InvalidGameError)."""
    if max_bytes is not None and (isinstance(max_bytes, bool) or not isinstance(max_bytes, int) or max_bytes < 0):
        raise InvalidGameError(f"max_bytes must be a non-negative integer (bytes), not {max_bytes!r}")
    return max_bytes


def make_core(spec: dict):
    """The compiled search engine of the game `spec` (see :class:`WorkerPool`): a
    :class:`~grundy.search._core.SearchCore`, of the width ``spec['words']`` (0 or missing: the
    least that holds the game). A game module of its own is ``spec['engine']``: (the module's
    name, the arguments of its ``make`` after the width, the table's memory and the persist
    cost), so that workers in other processes make the same engine."""
    from ._core import SearchCore, width_of

    if spec.get("engine") is not None:
        import importlib

        module, args = spec["engine"]
        width = width_of(spec["n"], spec.get("words", 0))
        capsule = importlib.import_module(module).make(width, spec["max_bytes"], spec["persist_cost"], *args)
        return SearchCore(spec["kind"], spec["n"], engine=capsule)
    return SearchCore(spec["kind"], spec["n"], spec["adj"], spec["rows"], spec["cols"],
                      max_bytes=spec["max_bytes"], persist_cost=spec["persist_cost"],
                      symmetry=spec["symmetry"], small=spec.get("small", 0),
                      words=spec.get("words", 0), moves=spec.get("moves"),
                      symmetries=spec.get("symmetries"))
