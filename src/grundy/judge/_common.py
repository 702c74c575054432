"""Helpers shared by the judge modules."""

from __future__ import annotations

from typing import Sequence

from ..errors import InputFormatError

__all__ = ["cycle_error"]


def cycle_error(cycle: Sequence[int]) -> InputFormatError:
    """The error for a cycle in a graph promised acyclic, naming its 1-based vertices."""
    names = [str(int(v) + 1) for v in cycle[:10]]
    more = f" ... ({len(cycle)} vertices)" if len(cycle) > 10 else f" -> {names[0]}"
    return InputFormatError(f"the graph must be acyclic, but it has the cycle {' -> '.join(names)}{more}")
