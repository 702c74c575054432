"""The exceptions grundy raises.

Every error is a :class:`GrundyError`, so ``except GrundyError`` catches anything grundy
reports about its input. The subclasses say what was wrong:

- :class:`InvalidGameError` -- a game, graph or argument that is not valid (a vertex out of
  range, a negative heap, sizes that disagree). Also a :class:`ValueError`.
- :class:`LoopyGameError` -- a cycle among positions met by a solver that needs a finite,
  loop-free game. It names a position (or vertex) on the cycle; the loopy solvers
  (:func:`grundy.loopy_values`, :func:`grundy.loopy_grundy`) handle such games.
- :class:`InputFormatError` -- text input that does not follow its format, with the line.
- :class:`NimberZeroDivisionError` -- a nimber divided by (or inverted at) zero; also a
  :class:`ZeroDivisionError`.
- :class:`SingularMatrixError` -- a singular matrix of nimbers given to a solve or inverse.
- :class:`ResourceLimitError` -- a size that cannot be handled on this machine (the memory
  it would need, checked before anything is allocated). Also a :class:`MemoryError`.
- :class:`TimeLimitError` -- work stopped by the time limit it was given, with the part of
  the result it had proved by then. Also a :class:`TimeoutError`.
- :class:`InfiniteQuotientError` -- a misère quotient asked for that is proved infinite, with
  the proof and the quotient below the heap that makes it so.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is not imported at run time: the command line starts sooner
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

__all__ = [
    "GrundyError",
    "InvalidGameError",
    "LoopyGameError",
    "InputFormatError",
    "NimberZeroDivisionError",
    "SingularMatrixError",
    "ResourceLimitError",
    "TimeLimitError",
    "InfiniteQuotientError",
]


class GrundyError(Exception):
    """Base class of every error grundy raises about its input."""


class InvalidGameError(GrundyError, ValueError):
    """A game, graph or argument that is not valid."""


class LoopyGameError(InvalidGameError):
    """A cycle among positions, met by a solver that needs a loop-free game.

    Attributes
    ----------
    position : object
        A position (or vertex) that lies on the cycle.
    cycle : list or None
        The positions of the cycle in order, when the solver knows them.
    """

    def __init__(self, message: str, position: Any = None, cycle: Sequence[Any] | None = None):
        super().__init__(message)
        self.position = position
        self.cycle = list(cycle) if cycle is not None else None


class InputFormatError(GrundyError, ValueError):
    """Text input that does not follow its format.

    Attributes
    ----------
    line : int or None
        The 1-based line number where the problem is, when known.
    """

    def __init__(self, message: str, line: int | None = None):
        self.line = line
        self.detail = message
        super().__init__(f"line {line}: {message}" if line is not None else message)


class NimberZeroDivisionError(InvalidGameError, ZeroDivisionError):
    """A nimber divided by zero, or the inverse of the nimber 0."""


class SingularMatrixError(InvalidGameError):
    """A singular matrix of nimbers where an invertible one is needed (solve, inverse)."""


class ResourceLimitError(InvalidGameError, MemoryError):
    """A size that cannot be handled here: the memory it needs, estimated before allocating
    anything, exceeds what is available (see :mod:`grundy._limits`)."""


class TimeLimitError(GrundyError, TimeoutError):
    """Work stopped by the time limit it was given (``max_seconds``).

    Attributes
    ----------
    partial : object or None
        What was proved before the limit, when the work is made of steps that each give a
        result (for :func:`grundy.misere_quotient`, the quotient for the largest heap bound
        finished); None when no step was finished.
    """

    def __init__(self, message: str, partial: Any = None):
        super().__init__(message)
        self.partial = partial


class InfiniteQuotientError(GrundyError):
    """The misère quotient asked for is infinite, and this is proved: the powers of heap
    `heap` are pairwise distinguishable.

    Attributes
    ----------
    heap : int
        The least heap bound whose quotient is infinite (so is that of every larger bound).
    partial : object
        The quotient of the heaps below `heap` (a :class:`grundy.MisereQuotient`), or None.
    proof : object
        The proof: ``proof.is_p(heaps)`` is the misère outcome of any sum of heaps up to
        `heap`, and ``proof.witness()`` names the sums that tell the powers apart.
    """

    def __init__(self, message: str, heap: int, partial: Any = None, proof: Any = None):
        super().__init__(message)
        self.heap = heap
        self.partial = partial
        self.proof = proof
