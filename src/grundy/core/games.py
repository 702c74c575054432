"""Sprague–Grundy values of user-defined games.

A game is given by a function ``moves(position)`` that returns (or yields) the options of a
hashable position. Values are memoized per :class:`GameSolver`; the search is iterative, so a
chain of a million positions needs no recursion.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Hashable, Iterable, Sequence, TypeVar, Union

from .._limits import available_memory, format_bytes, shorten
from .._progress import search_bar
from ..errors import InvalidGameError, LoopyGameError, ResourceLimitError
from .mex import mex
from .outcome import Outcome

__all__ = [
    "Sum",
    "GameSolver",
    "grundy_value",
    "outcome",
    "winning_moves",
    "sum_value",
    "sum_winning_moves",
]

#: Positions explored between two looks at the clock, for the progress bar (a mask).
_CLOCK_MASK = 255
#: Bytes a position costs the search besides the position itself (measured about 450 on the
#: path of a deep search: its stack entries, iterator, set of values and memo entry).
POSITION_BYTES = 512

Position = TypeVar("Position", bound=Hashable)
MovesFn = Callable[[Any], Iterable[Hashable]]
MovesArg = Union[MovesFn, Sequence[MovesFn]]


def check_hashable(position: object) -> None:
    """Raise InvalidGameError when `position` cannot key a memo (it is not hashable).

    >>> check_hashable((1, 2))
    """
    try:
        hash(position)
    except TypeError:
        raise InvalidGameError(
            f"position {shorten(repr(position))} is not hashable; use tuples or frozensets "
            "for positions"
        ) from None


class Sum:
    """A sum of independent positions of one game: an option that leaves several games side by
    side (a heap split in two, a board cut in pieces). ``moves`` may return ``Sum(a, b)``; its
    value is the XOR of the values of `a` and `b` (Sprague–Grundy), each solved on its own.

    Parameters
    ----------
    *parts : hashable
        The positions; a part that is itself a Sum is spread into its parts. ``Sum()`` is the
        empty game (value 0).

    Notes
    -----
    Sums compare as multisets: ``Sum(a, b) == Sum(b, a)``, and a Sum never equals a plain
    position (not even a tuple of the same items). O(k) to build for k parts.

    Examples
    --------
    >>> split = lambda n: [Sum(a, n - a) for a in range(1, (n + 1) // 2)]  # Grundy's game
    >>> [grundy_value(n, split) for n in range(10)]
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]
    >>> winning_moves(7, split)
    []
    >>> Sum(2, Sum(5, 3)) == Sum(3, 2, 5), Sum(1, 2) == (1, 2)
    (True, False)
    """

    __slots__ = ("parts", "_key")

    def __init__(self, *parts: Hashable):
        flat: list = []
        for p in parts:
            if isinstance(p, Sum):
                flat.extend(p.parts)
            else:
                check_hashable(p)
                flat.append(p)
        self.parts = tuple(flat)
        counts: dict = {}
        for p in flat:
            counts[p] = counts.get(p, 0) + 1
        self._key = frozenset(counts.items())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sum) and self._key == other._key

    def __hash__(self) -> int:
        return hash((Sum, self._key))

    def __iter__(self):
        return iter(self.parts)

    def __len__(self) -> int:
        return len(self.parts)

    def __repr__(self) -> str:
        return f"Sum({', '.join(shorten(repr(p)) for p in self.parts)})"


class GameSolver:
    """Memoized Grundy values for the game whose options are ``moves(position)``.

    Parameters
    ----------
    moves : callable
        ``moves(position)`` returns an iterable of the positions reachable in one move.
        Positions must be hashable. An option may be a :class:`Sum` of positions (a move that
        leaves several independent games): its value is the XOR of theirs.
    progress : bool, default True
        When a search runs for more than a second, show the positions explored so far on a
        progress bar where someone watches (a terminal's standard error or a notebook; never
        under ``GRUNDY_QUIET``).
    max_positions : int, optional
        The most positions the solver keeps (solved, and on the search's path). Default: as
        many as half the memory available allows (see :func:`grundy._limits.available_memory`:
        the machine's, ``ulimit -v``, ``GRUNDY_MAX_MEMORY``), at 512 bytes a position. A search
        that needs more stops with :class:`~grundy.errors.ResourceLimitError` (a game whose
        plays never end, say) instead of taking the machine's memory.

    Notes
    -----
    Each position is expanded once: O(P + M) calls and memory for the P positions reachable
    from those asked about and the M moves among them. The search keeps its own stack, so its
    depth is limited only by memory. Ctrl-C stops it (KeyboardInterrupt), keeping the values
    already found.

    Examples
    --------
    Subtraction game where 1, 3 or 4 counters may be taken:

    >>> solver = GameSolver(lambda n: [n - k for k in (1, 3, 4) if k <= n])
    >>> [solver.value(n) for n in range(10)]
    [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
    >>> solver.outcome(7)
    <Outcome.P: 'P'>
    >>> solver.winning_moves(6)
    [2]
    >>> solver
    GameSolver(<lambda>, 10 positions solved)
    """

    def __init__(self, moves: MovesFn, *, progress: bool = True, max_positions: int | None = None):
        if not callable(moves):
            raise InvalidGameError("moves must be a callable giving the options of a position")
        if max_positions is not None and (isinstance(max_positions, bool) or not isinstance(max_positions, int)
                                          or max_positions < 1):
            raise InvalidGameError(f"max_positions must be a positive integer, not {max_positions!r}")
        self.moves = moves
        self.progress = progress
        self.max_positions = max_positions
        self._memo: dict = {}

    def _position_limit(self) -> int:
        if self.max_positions is not None:
            return self.max_positions
        return max(available_memory() // 2 // POSITION_BYTES, 1 << 16)

    def __repr__(self) -> str:
        name = getattr(self.moves, "__name__", None) or type(self.moves).__name__
        n = len(self._memo)
        return f"GameSolver({name}, {n} position{'s' if n != 1 else ''} solved)"

    def options(self, position: Position) -> list[Any]:
        """The options of `position`, as a list. The options of a :class:`Sum` are the sums
        with one part replaced by one of its options."""
        if isinstance(position, Sum):
            parts = position.parts
            return [Sum(*parts[:i], opt, *parts[i + 1:])
                    for i, part in enumerate(parts) for opt in self.moves(part)]
        return list(self.moves(position))

    def value(self, position: Position) -> int:
        """The Grundy value of `position` (of a :class:`Sum`: the XOR of its parts' values).

        Raises
        ------
        LoopyGameError
            If a cycle of positions is reachable; :func:`grundy.loopy_values` solves such games.
        ResourceLimitError
            If the search needs more positions than `max_positions` (or the memory) allows.
        """
        memo = self._memo
        check_hashable(position)
        if isinstance(position, Sum):
            x = 0
            for part in position.parts:
                x ^= self.value(part)
            return x
        g = memo.get(position)
        if g is not None:
            return g
        try:
            return self._search(position)
        except ResourceLimitError:
            raise
        except MemoryError:  # a size the limit did not foresee (large positions): one clear error
            raise ResourceLimitError(
                f"out of memory after {len(memo)} positions solved; pass max_positions to stop sooner"
            ) from None

    def _search(self, position: Position) -> int:
        memo = self._memo
        moves = self.moves
        # Explicit DFS: parallel stacks of positions, option iterators, seen option values, and
        # the Sum option each frame waits on (its parts are solved first, one at a time).
        began = time.perf_counter()
        explored = 1
        bar = None
        path = [position]
        iters = [iter(moves(position))]
        seen: list[set] = [set()]
        pending: list[Sum | None] = [None]
        on_path = {position: 0}

        def unsolved(s: Sum):
            for part in s.parts:
                if part not in memo:
                    return part
            return None

        def xor_of(s: Sum) -> int:
            x = 0
            for part in s.parts:
                x ^= memo[part]
            return x

        try:
            while path:
                nxt = None
                s = pending[-1]
                if s is not None:  # a part of this frame's Sum option was just solved
                    nxt = unsolved(s)
                    if nxt is None:
                        seen[-1].add(xor_of(s))
                        pending[-1] = None
                if nxt is None:
                    for opt in iters[-1]:
                        if isinstance(opt, Sum):
                            nxt = unsolved(opt)
                            if nxt is None:
                                seen[-1].add(xor_of(opt))
                                continue
                            pending[-1] = opt
                            break
                        try:
                            g = memo.get(opt)
                        except TypeError:
                            check_hashable(opt)
                            raise
                        if g is not None:
                            seen[-1].add(g)
                            continue
                        nxt = opt
                        break
                if nxt is not None:
                    if nxt in on_path:
                        cycle = path[on_path[nxt]:]
                        raise LoopyGameError(
                            f"the game has a cycle through position {nxt!r} (cycle of length "
                            f"{len(cycle)}); use grundy.loopy_values for games with cycles",
                            position=nxt,
                            cycle=cycle,
                        )
                    on_path[nxt] = len(path)
                    path.append(nxt)
                    iters.append(iter(moves(nxt)))
                    seen.append(set())
                    pending.append(None)
                    explored += 1
                    if not explored & _CLOCK_MASK:
                        # looked up here, not per call: a call that explores little reads no
                        # /proc/meminfo
                        limit = self._position_limit()
                        if len(path) + len(memo) > limit:
                            raise ResourceLimitError(
                                f"the search explored {explored} positions ({len(path)} on its path, "
                                f"{len(memo)} solved) and reached the limit of {limit} positions "
                                f"(about {format_bytes(limit * POSITION_BYTES)}; max_positions "
                                "raises it): does every play of the game end?")
                        if self.progress:
                            bar = search_bar(bar, began, explored, "game positions")
                    continue
                done = path.pop()
                iters.pop()
                pending.pop()
                g = mex(seen.pop())
                del on_path[done]
                memo[done] = g
                if seen and pending[-1] is None:  # else it was a part of the parent's Sum
                    seen[-1].add(g)
        finally:
            if bar is not None:
                bar.close()
        return memo[position]

    def outcome(self, position: Position) -> Outcome:
        """``Outcome.N`` when the player to move wins, else ``Outcome.P``."""
        return Outcome.of_value(self.value(position))

    def play(self, position: Position, *, first: str = "me", misere: bool = False,
             read: Callable[[str], str] = input, write: Callable[[str], None] = print) -> str:
        """Play `position` against the computer, which wins as fast as it can and loses as
        slowly as it can (by remoteness, :class:`grundy.core.play.Match`).

        Each turn lists your moves by number; type a number (or the option as it is shown),
        ``?`` for a hint (who wins, in how many moves, and a best move), ``q`` to stop (end of
        input stops too; Ctrl-C raises KeyboardInterrupt). An option that is a :class:`Sum` is
        played as the sum of its parts.

        Parameters
        ----------
        position : hashable
            Where the game starts.
        first : {'me', 'computer'}, optional
            Who moves first.
        misere : bool, optional
            Misère play: whoever cannot move wins.
        read, write : callable, optional
            How a line is asked for (``read(prompt)``) and shown (``write(text)``); the
            terminal's by default.

        Returns
        -------
        str
            ``'me'``, ``'computer'`` or ``'stopped'``.

        Examples
        --------
        >>> answers = iter(["1", "1"])
        >>> shown = []
        >>> GameSolver(lambda n: [n - k for k in (1, 2) if k <= n]).play(
        ...     4, read=lambda prompt: next(answers), write=shown.append)
        'computer'
        >>> shown[-1]
        'the computer wins.'
        """
        from .play import Match, play

        def flat(p: Any) -> Any:  # a Sum of one part is that part
            return p.parts[0] if isinstance(p, Sum) and len(p) == 1 else p

        def moves(p: Any) -> list[Any]:
            if not isinstance(p, Sum):
                return [flat(q) for q in self.moves(p)]
            out = []
            for i, part in enumerate(p.parts):
                rest = p.parts[:i] + p.parts[i + 1 :]
                out += [flat(Sum(*rest, q)) for q in self.moves(part)]
            return out

        match = Match(moves, [position], misere=misere, noun="game")
        return play(match, first=first, read=read, write=write, show=lambda q: repr(q[0]),
                    show_move=lambda old, new: repr(new[0]))

    def winning_moves(self, position: Position) -> list[Any]:
        """Every option of `position` of value 0 (empty when `position` is a P-position); of a
        :class:`Sum`, the sums it moves to (see :meth:`options`)."""
        if self.value(position) == 0:
            return []
        return [opt for opt in self.options(position) if self.value(opt) == 0]

    def moves_to_value(self, position: Position, target: int) -> list[Any]:
        """Every option of `position` whose Grundy value is `target`."""
        return [opt for opt in self.options(position) if self.value(opt) == target]


def _solvers(positions: Sequence, moves: MovesArg) -> list[GameSolver]:
    if callable(moves):
        return [GameSolver(moves)] * len(positions)
    moves = list(moves)
    if len(moves) != len(positions):
        raise InvalidGameError(
            f"{len(positions)} positions but {len(moves)} move functions; give one per component"
        )
    return [GameSolver(m) for m in moves]


def grundy_value(position: Position, moves: MovesFn) -> int:
    """The Grundy value of `position` in the game whose options are ``moves(position)``.

    Parameters
    ----------
    position : hashable
        The starting position.
    moves : callable
        ``moves(p)`` returns an iterable of the options of ``p``.

    Returns
    -------
    int
        The Sprague–Grundy value; 0 exactly when the player to move loses.

    Raises
    ------
    LoopyGameError
        If a cycle of positions is reachable from `position`.

    Notes
    -----
    O(P + M) for the P positions reachable and the M moves among them; iterative.
    Use :class:`GameSolver` to keep the memo between calls.

    Examples
    --------
    >>> grundy_value(10, lambda n: [n - k for k in (1, 2) if k <= n])
    1
    """
    return GameSolver(moves).value(position)


def outcome(position: Position, moves: MovesFn) -> Outcome:
    """``Outcome.N`` if the player to move from `position` wins, else ``Outcome.P``.

    Notes
    -----
    O(P + M), as :func:`grundy_value`.

    Examples
    --------
    >>> outcome(9, lambda n: [n - k for k in (1, 2) if k <= n])
    <Outcome.P: 'P'>
    """
    return GameSolver(moves).outcome(position)


def winning_moves(position: Position, moves: MovesFn) -> list[Any]:
    """The options of `position` that leave the opponent a losing position.

    Notes
    -----
    O(P + M), as :func:`grundy_value`.

    Examples
    --------
    >>> winning_moves(10, lambda n: [n - k for k in (1, 2) if k <= n])
    [9]
    """
    return GameSolver(moves).winning_moves(position)


def sum_value(positions: Sequence[Hashable], moves: MovesArg) -> int:
    """The Grundy value of the sum of several games: the XOR of their values.

    Parameters
    ----------
    positions : sequence of hashable
        One position per component.
    moves : callable or sequence of callables
        One move function for all components, or one per component.

    Notes
    -----
    O(P + M) over all components; every component's options are examined.

    Examples
    --------
    >>> take12 = lambda n: [n - k for k in (1, 2) if k <= n]
    >>> sum_value([4, 5], take12)
    3
    """
    positions = list(positions)
    value = 0
    for solver, p in zip(_solvers(positions, moves), positions):
        value ^= solver.value(p)
    return value


def sum_winning_moves(positions: Sequence[Hashable], moves: MovesArg) -> list[tuple[int, object]]:
    """Every move that wins the sum of games: pairs ``(component index, new position)``.

    A move wins when it leaves a sum of value 0: with x the XOR of the values, a move of
    component i wins exactly when it goes to an option of value ``g_i ^ x``. Such an option
    surely exists when ``g_i ^ x < g_i`` (by the mex); it may also exist above ``g_i``.

    Notes
    -----
    O(P + M) over all components.

    Examples
    --------
    >>> take12 = lambda n: [n - k for k in (1, 2) if k <= n]
    >>> sum_winning_moves([4, 5], take12)  # values 1 and 2; 4 -> 2 raises the first to 2
    [(0, 2), (1, 4)]
    """
    positions = list(positions)
    solvers = _solvers(positions, moves)
    values = [s.value(p) for s, p in zip(solvers, positions)]
    x = 0
    for g in values:
        x ^= g
    if x == 0:
        return []
    found = []
    for i, (s, p, g) in enumerate(zip(solvers, positions, values)):
        found.extend((i, opt) for opt in s.moves_to_value(p, g ^ x))
    return found
