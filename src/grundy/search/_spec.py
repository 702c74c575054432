"""What the layers of the search share: the checks of the worker options, and the compiled
core of a game described by a spec (the dict :class:`~grundy.search.bitsearch.BitSearch` makes
and :class:`~grundy.search.parallel.WorkerPool` sends to its workers).

The search is layered: the games (:mod:`.cram`, :mod:`.games`) over the engines
(:mod:`.bitsearch` for the compiled cores, :mod:`.engine` for games given by functions) over the
workers (:mod:`.parallel`); this module is below them all and imports none of them.
"""

from __future__ import annotations

from ..errors import InvalidGameError

__all__ = ["check_max_bytes", "check_workers", "make_core"]


def check_workers(workers, ray) -> int | None:
    """`workers` None or a positive int (a bool or anything else: InvalidGameError); `ray` None
    or a non-empty address string whose host answers (:func:`._ray.check_address`)."""
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 1):
        raise InvalidGameError(f"workers must be a positive integer, not {workers!r}")
    if ray is not None and (not isinstance(ray, str) or not ray):
        raise InvalidGameError(f"ray must be a Ray cluster address ('local', 'auto', 'HOST:PORT'), not {ray!r}")
    if ray is not None:
        from ._ray import check_address

        check_address(ray)  # a quick search never joins the cluster: a wrong address fails here
    return workers


def check_max_bytes(max_bytes) -> int | None:
    """`max_bytes` None or a non-negative int (a bool or anything else: InvalidGameError)."""
    if max_bytes is not None and (isinstance(max_bytes, bool) or not isinstance(max_bytes, int) or max_bytes < 0):
        raise InvalidGameError(f"max_bytes must be a non-negative integer (bytes), not {max_bytes!r}")
    return max_bytes


def make_core(spec: dict):
    """A search core of the game `spec` (see :class:`WorkerPool`): a
    :class:`~grundy.search._wide.WideCore` when ``spec['wide']``, else a
    :class:`~grundy.search._kernels.SearchCore`."""
    adj = spec["adj"]
    if spec.get("wide"):
        from ._wide import WideCore

        return WideCore(spec["kind"], spec["n"], adj, max_bytes=spec["max_bytes"],
                        persist_cost=spec["persist_cost"], small=spec.get("small", 0))
    from ._kernels import SearchCore

    if adj is not None:
        import numpy as np

        adj = np.array(adj, np.uint64)
    return SearchCore(spec["kind"], spec["n"], adj,
                      spec["rows"], spec["cols"], max_bytes=spec["max_bytes"],
                      persist_cost=spec["persist_cost"], symmetry=spec["symmetry"],
                      small=spec.get("small", 0))
