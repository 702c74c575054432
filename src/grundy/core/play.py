"""Playing a game against a perfect opponent, move by move.

:class:`Match` holds a compound of games (one component is a game alone) and answers what a
player at the board asks: whose turn, whether a move is legal (and why not), the computer's
move, a hint. The computer never loses a game it can win. It wins as fast as it can and loses
as slowly as it can when it can search the whole compound for its remoteness (at most
:data:`SEARCH_MOVES` moves in all, and on the command line at most
:data:`SEARCH_SECONDS`); beyond, it plays by the rule of the kind (a winning move
by the components' values; when losing, the move that leaves the most, as the caller measures
it), and :meth:`Match.note` says so. :func:`play` runs the dialogue with any input and output
functions: the terminal's, or a test's.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from ..errors import GrundyError, ResourceLimitError
from .compounds import CompoundSolver, _kind
from .outcome import Outcome

__all__ = ["Match", "play", "SEARCH_MOVES", "SEARCH_SECONDS"]

#: The most moves of a compound searched for its remoteness, counted over every position
#: searched (a second or two in Python; beyond, the rule of the kind decides).
SEARCH_MOVES = 1_000_000
#: The most seconds the command line spends on that search.
SEARCH_SECONDS = 1.0
#: The most moves a losing computer compares when the compound is not searched.
LOSING_MOVES = 100_000


class IllegalMove(GrundyError):
    """A move the rules do not allow (the message says why)."""


class Match:
    """A compound of positions of one game, played move by move.

    Parameters
    ----------
    moves : callable
        ``moves(position)`` of the game the components are positions of.
    components : sequence of hashable
        The starting positions (one for a game alone).
    kind : str, optional
        The compound (see :func:`grundy.compound_outcome`); ``'disjunctive'``: a sum.
    misere : bool, optional
        Misère play.
    noun : str, optional
        What a component is called in messages (``'heap'``).
    describe : callable, optional
        How a component's position is written in messages.
    oracle : (callable, callable), optional
        For one game alone in normal play, a faster judge than a search:
        ``(wins(position), winning_option(position))``.
    grundy : callable, optional
        ``grundy(position)``: the Grundy value of a component where a theory gives it (see
        :class:`~grundy.CompoundSolver`): the sum in normal play and the selective kinds are
        then decided without searching below the components.
    size : callable, optional
        ``size(position)``: how much a component has left (tokens, free squares). When the
        compound is too large to search and the computer is losing, it makes the move that
        leaves the largest total (the first move, without `size`).
    search : int, optional
        The most moves searched for the remoteness of the whole compound
        (:data:`SEARCH_MOVES`).
    seconds : float, optional
        The most time spent on that search (no limit by default: the answers do not depend on
        the machine; the command line gives it a second).
    progress : bool, optional
        Show a bar on standard error while a component's values are searched for more than a
        second (where someone watches).

    Notes
    -----
    The whole compound's remoteness costs O(P + M) for its P positions and M moves, searched
    once (at most `search` moves and `seconds`); without it each move costs what the rule of
    the kind costs (:func:`grundy.compound_winning_moves`).

    Examples
    --------
    >>> m = Match(lambda n: [n - k for k in (1, 2) if k <= n], [4, 5])
    >>> m.outcome(), m.remoteness(), m.computer_move()  # g = 1 xor 2: a win, in 7 moves
    (<Outcome.N: 'N'>, 7, (2, 5))
    >>> m.play((2, 5))
    >>> m.reason((2, 1))
    'component 2 cannot go from 5 to 1 (it can go to 4, 3)'
    >>> m.outcome()
    <Outcome.P: 'P'>

    Nim heaps too many to search (here, past 10,000 moves): the computer plays by their values.

    >>> m = Match(range, [2000, 5], grundy=lambda n: n, size=lambda n: n, noun="heap",
    ...           search=10_000)
    >>> m.remoteness() is None, m.computer_move()  # 2000 xor 5: take all but 5 of heap 1
    (True, (5, 5))
    >>> print(m.note())
    too large to search for the quickest win: the computer plays by the heaps' Grundy values (it wins whenever it can, not always fastest)
    """

    def __init__(self, moves: Callable[[Any], Iterable[Hashable]], components: Iterable[Hashable],
                 kind: str = "disjunctive", misere: bool = False, *, noun: str = "component",
                 describe: Callable[[Any], str] = repr,
                 oracle: tuple[Callable[[Any], bool], Callable[[Any], Any]] | None = None,
                 grundy: Callable[[Any], int] | None = None,
                 size: Callable[[Any], int] | None = None,
                 search: int = SEARCH_MOVES, seconds: float | None = None,
                 progress: bool = False):
        self.noun, self.describe = noun, describe
        self.oracle = oracle
        self.size = size
        self.solver = CompoundSolver(moves, grundy=grundy, progress=progress)
        self.kind = _kind(kind)
        self.misere = misere
        self.position: tuple[Any, ...] = tuple(components)
        # The whole compound's search lists its components' options in a solver of its own,
        # dropped with it when the compound is too large.
        parts = CompoundSolver(moves)
        self._whole: CompoundSolver | None = CompoundSolver(
            lambda p: list(parts.compound_moves(p, self.kind)), max_moves=search,
            max_seconds=seconds)

    def moves(self) -> list[tuple[Any, ...]]:
        """Every move from the current position (compound positions)."""
        return list(self.solver.compound_moves(self.position, self.kind))

    def ended(self) -> bool:
        """Whether the player to move has no move (and so wins in misère play, else loses)."""
        return next(self.solver.compound_moves(self.position, self.kind), None) is None

    def _alone(self) -> bool:
        """Whether the oracle judges this match (one game alone, normal play)."""
        return (self.oracle is not None and len(self.position) == 1 and not self.misere
                and self.kind == "disjunctive")

    def outcome(self) -> Outcome:
        """Who wins from here: N when the player to move does."""
        if self._alone():
            return Outcome.N if self.oracle[0](self.position[0]) else Outcome.P  # type: ignore[index]
        return self.solver.outcome(self.position, self.kind, self.misere)

    def remoteness(self) -> int | None:
        """The remoteness of the whole compound from here, or None when it is too large to
        search (more than `search` moves, or `seconds`; once too large, the match is not
        searched again)."""
        if self._whole is None:
            return None
        try:
            return self._whole.remoteness(self.position, self.misere)
        except ResourceLimitError:
            self._whole = None  # its memo goes with it
            return None

    def note(self) -> str | None:
        """One line on how the computer plays when the compound is too large to search for
        its remoteness (searching it first, at most `search` moves), or None when it is not.
        """
        if self.remoteness() is not None:
            return None
        return (f"too large to search for the quickest win: the computer plays by "
                f"{self._rule_words()} (it wins whenever it can, not always fastest)")

    def _rule_words(self) -> str:
        """What the computer's moves are decided by when the compound is not searched."""
        if self._alone():
            return "the value of each position"
        of = f"the {self.noun}s'"
        if self.kind == "disjunctive":
            return "a search of the sum's own positions" if self.misere else f"{of} Grundy values"
        if self.kind in ("conjunctive", "continued-conjunctive"):
            word = "remoteness" if self.kind == "conjunctive" else "suspense numbers"
            return f"{of} {'misère ' if self.misere else ''}{word}"
        if self.misere or self.kind == "diminished-disjunctive":
            return f"{of} values without the moves that end a {self.noun}"
        return f"{of} outcomes"

    def reason(self, new: tuple[Any, ...]) -> str | None:
        """Why `new` is not a legal move from the current position, or None when it is."""
        old = self.position
        if len(new) != len(old):
            return f"a position of {len(old)} components, not {len(new)}"
        if self.ended():
            return "the game is over: there is no move"
        changed = [i for i, (a, b) in enumerate(zip(old, new)) if a != b]
        if not changed:
            return f"a move changes at least one {self.noun}"
        for i in changed:
            options = self.solver.options(old[i])
            if new[i] not in options:
                d = self.describe
                legal = ", ".join(d(q) for q in options[:8]) + (", ..." if len(options) > 8 else "")
                return (f"{self.noun} {i + 1} cannot go from {d(old[i])} to {d(new[i])}"
                        + (f" (it can go to {legal})" if options else " (it has no move)"))
        live = [i for i, p in enumerate(old) if self.solver.options(p)]
        if self.kind in ("disjunctive", "diminished-disjunctive") and len(changed) > 1:
            return f"a {self.kind} compound moves in one {self.noun} at a time"
        if self.kind in ("conjunctive", "continued-conjunctive") and changed != live:
            missing = [i + 1 for i in live if i not in changed]
            return (f"a {self.kind} compound moves in every {self.noun} that can move: "
                    f"{self.noun} {missing[0]} must move too")
        return None

    def play(self, new: tuple[Any, ...]) -> None:
        """Make the move to `new`; :class:`IllegalMove` (a GrundyError) when it is not legal."""
        why = self.reason(tuple(new))
        if why is not None:
            raise IllegalMove(why)
        self.position = tuple(new)

    def computer_move(self) -> tuple[Any, ...] | None:
        """The move a perfect player makes: a winning move that wins fastest, or, when every
        move loses, the one that loses slowest, by the compound's remoteness when it can be
        searched; else a winning move by the rule of the kind, or, losing, the move that
        leaves the largest total `size`. None when there is no move."""
        if self.remoteness() is not None:
            options = self.moves()
            win = 0 if self.misere else 1
            scored = [(self._whole.remoteness(q, self.misere), q) for q in options]  # type: ignore[union-attr]
            losing = [(r, q) for r, q in scored if r % 2 != win]  # lost by the opponent
            if losing:
                return min(losing, key=lambda t: t[0])[1]
            return max(scored, key=lambda t: t[0])[1] if scored else None
        if self._alone():
            wins, option = self.oracle  # type: ignore[misc]
            if wins(self.position[0]):
                return (option(self.position[0]),)
            return self._slow_loss()
        first = next(self.solver.iter_winning_moves(self.position, self.kind, self.misere), None)
        return first if first is not None else self._slow_loss()

    def _slow_loss(self) -> tuple[Any, ...] | None:
        """A move of a lost compound that is not searched: the one leaving the largest total
        `size` among the first :data:`LOSING_MOVES` (the first move without `size`)."""
        moves = itertools.islice(self.solver.compound_moves(self.position, self.kind), LOSING_MOVES)
        if self.size is None:
            return next(moves, None)
        size = self.size
        return max(moves, key=lambda q: sum(size(p) for p in q), default=None)

    def hint(self) -> dict[str, Any]:
        """What a player to move should know: ``outcome`` (N or P), ``remoteness`` (or None)
        and a best ``move`` (None when there is none)."""
        return {"outcome": self.outcome(), "remoteness": self.remoteness(),
                "move": self.computer_move()}


def play(match: Match, *, first: str = "me", read: Callable[[str], str] = input,
         write: Callable[[str], None] = print, show: Callable[[tuple[Any, ...]], str] = repr,
         show_move: Callable[[tuple[Any, ...], tuple[Any, ...]], str] | None = None,
         parse: Callable[[str, Match], tuple[Any, ...]] | None = None,
         help_text: str = "") -> str:
    """Play `match` against the computer in a dialogue: `write` shows the position and the
    computer's moves, `read` asks for the player's (``?``: a hint; ``q`` or end of input:
    stop). Returns ``'me'``, ``'computer'`` or ``'stopped'``.

    `first` is ``'me'`` or ``'computer'``; `show` writes a position; `show_move(old, new)` a
    move (default: the new position); `parse(text, match)` reads a player's move (default: the
    number of a move in the list shown, or the text of its position). When the match is too
    large to search for the quickest win, a line says so (:meth:`Match.note`) before the first
    move. Ctrl-C at the prompt ends the prompt's line and raises KeyboardInterrupt, as anywhere
    else (the command line then prints one line and exits with status 130).
    """
    if first not in ("me", "computer"):
        raise GrundyError(f"first must be 'me' or 'computer', not {first!r}")
    show_move = show_move or (lambda old, new: show(new))
    parse = parse or _numbered
    turn = first
    play_kind = "misère play: whoever cannot move wins" if match.misere else \
        "normal play: whoever cannot move loses"
    write(f"{show(match.position)}  ({play_kind})")
    if help_text:
        write(help_text)
    note = match.note()
    if note is not None:
        write(f"note: {note}")
    while True:
        if match.ended():
            winner = turn if match.misere else ("computer" if turn == "me" else "me")
            write("you win." if winner == "me" else "the computer wins.")
            return winner
        if turn == "computer":
            new = match.computer_move()
            assert new is not None
            write(f"computer: {show_move(match.position, new)}")
            match.play(new)
            write(show(match.position))
            turn = "me"
            continue
        if parse is _numbered:
            for k, q in enumerate(match.moves(), 1):
                write(f"  {k}) {show_move(match.position, q)}")
        try:
            text = read("your move> ").strip()
        except EOFError:
            write("")
            write("stopped.")
            return "stopped"
        except KeyboardInterrupt:
            write("")  # the line after the prompt, for what the interruption prints
            raise
        if text in ("q", "quit", "exit"):
            write("stopped.")
            return "stopped"
        if text in ("?", "hint"):
            h = match.hint()
            who = "you win" if h["outcome"] is Outcome.N else "you lose against perfect play"
            far = "" if h["remoteness"] is None else \
                f" in {h['remoteness']} move{'' if h['remoteness'] == 1 else 's'}"
            move = "" if h["move"] is None else f"; play {show_move(match.position, h['move'])}"
            write(f"hint: {who}{far}{move}")
            continue
        if not text:
            continue
        try:
            new = parse(text, match)
            match.play(new)
        except GrundyError as e:
            write(f"not a legal move: {e}")
            continue
        write(show(match.position))
        turn = "computer"


def _numbered(text: str, match: Match) -> tuple[Any, ...]:
    """A move by its number in the list shown, or by the text of its position."""
    options = match.moves()
    if text.isdigit() and 1 <= int(text) <= len(options):
        return options[int(text) - 1]
    for q in options:
        if text == repr(q) or text == repr(q[0]) and len(q) == 1:
            return q
    raise IllegalMove(f"type the number of a move, 1 to {len(options)}")
