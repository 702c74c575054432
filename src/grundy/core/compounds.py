"""Remoteness, suspense and the compounds of games: several games played at once.

A *compound* of games G1, ..., Gk is played on all of them together; the six kinds differ in
where a move is made and when the compound ends (Conway, *On Numbers and Games*, ch. 14;
Winning Ways, ch. 9; C. A. B. Smith, "Graphs and composite games", J. Combin. Theory 1 (1966)
51-81). Each is played in normal play (whoever cannot move loses) or misère play (whoever
cannot move wins): twelve compounds.

=========================  =========================  ================================
kind                       a move                     the compound ends
=========================  =========================  ================================
disjunctive                in one component           when every component has ended
diminished-disjunctive     in one component           as soon as any component ends
conjunctive                in every component         as soon as any component ends
continued-conjunctive      in every one that can      when every component has ended
selective                  in any nonempty set        when every component has ended
shortened-selective        in any nonempty set        as soon as any component ends
=========================  =========================  ================================

A component has *ended* when it has no move. Each kind is answered by a rule on values of the
components (proofs in the guide page "Playing several games at once"):

- **disjunctive**: normal play, the XOR of the Grundy values; misère play, no rule reduces the
  sum to its components in general, so the sum's own tree is searched (over multisets of the
  components that have not ended; :class:`~grundy.MisereGame` searches over misère canonical
  forms, and :func:`~grundy.misere_quotient` answers sums of heaps of any size).
- **diminished-disjunctive**: normal play, the compound has ended (a P-position) if a component
  has; else the player to move wins at once if some component has an ended option; else the
  XOR of the *foreclosed* Grundy values g°, the mex over the options that have not ended and
  have no ended option. Misère play, the compound is won by the player to move if a component
  has ended; else the XOR of g', the mex over the options that have not ended.
- **conjunctive**: the least remoteness of the components; the player to move wins when it is
  odd (normal play) or even (misère play).
- **continued-conjunctive**: the same with the largest suspense number.
- **selective**: normal play, the player to move wins when some component is an N-position.
  Misère play, the same when at least two components have not ended; with one, that
  component's own misère outcome; with none, the player to move wins.
- **shortened-selective**: normal play, a P-position if a component has ended, else as
  selective; misère play, won by the player to move if a component has ended, else when some
  component has g' > 0.

The functions take a `moves` function as :class:`~grundy.GameSolver` does; every value of a
position is computed once (iterative, memoized), so a compound of 30 heaps of thousands of
tokens is answered in milliseconds for a subtraction game.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from typing import Any

from .._progress import search_bar
from ..errors import InvalidGameError, LoopyGameError, ResourceLimitError
from .mex import mex
from .outcome import Outcome

__all__ = ["KINDS", "remoteness", "suspense", "compound_outcome", "compound_winning_moves",
           "CompoundSolver"]

#: The six kinds of compound, as :func:`~grundy.compound_outcome` and the command line name
#: them (``grundy.core.compounds.KINDS``).
KINDS = ("disjunctive", "diminished-disjunctive", "conjunctive", "continued-conjunctive",
         "selective", "shortened-selective")

#: How many winning moves :func:`compound_winning_moves` lists at most by default.
MOVES_LIMIT = 10**6
#: A search looks at the clock (for its progress bar) once every _CLOCK_MASK + 1 positions.
_CLOCK_MASK = (1 << 12) - 1


class CompoundSolver:
    """Remoteness, suspense, Grundy values and compounds of one game, with every value of a
    position computed once and kept (for several questions about the same game).

    Parameters
    ----------
    moves : callable
        ``moves(position)``: the positions reachable in one move (hashable; no position may be
        reachable from itself).
    max_positions : int, optional
        Stop with :class:`~grundy.ResourceLimitError` beyond this many positions.
    max_moves : int, optional
        Stop with :class:`~grundy.ResourceLimitError` once the options listed, counted over
        every position, exceed this many (the work of a search: a position with thousands of
        options costs thousands).
    max_seconds : float, optional
        Stop with :class:`~grundy.ResourceLimitError` when a position is listed this many
        seconds after the first was (a budget for an answer that is only worth having soon,
        such as the quickest win of a game being played).
    grundy : callable, optional
        ``grundy(position)``: the Grundy value of a position where a theory gives it (a heap
        of a game whose values are computed, a sum of such heaps). The rules that read Grundy
        values (the sum in normal play, the selective kinds) then search nothing below the
        components; remoteness, suspense and the other values are still searched.
    progress : bool, optional
        Show a bar of the positions searched when a search runs for more than a second (on
        a terminal's standard error; see :mod:`grundy._progress`).

    Notes
    -----
    Each value is computed by an iterative depth-first search (its own stack: a game of any
    depth is fine) that calls `moves` once per position: O(P + M) for P positions and M moves,
    whichever values are asked for. With `grundy` given, the Grundy value of a position costs
    one call of it.

    Examples
    --------
    >>> game = CompoundSolver(lambda n: [n - k for k in (1, 2) if k <= n])
    >>> game.remoteness(7), game.suspense(7), game.grundy(7)
    (5, 5, 1)
    >>> game.outcome([7, 9], "conjunctive")
    <Outcome.N: 'N'>

    Nim heaps of any size, by their values (a heap of n has value n):

    >>> nim = CompoundSolver(range, grundy=lambda n: n)
    >>> nim.outcome([10**6, 10**6 + 1], "selective"), nim.outcome([10**6, 10**6])
    (<Outcome.N: 'N'>, <Outcome.P: 'P'>)
    """

    def __init__(self, moves: Callable[[Any], Iterable[Hashable]], *,
                 max_positions: int | None = None, max_moves: int | None = None,
                 max_seconds: float | None = None, grundy: Callable[[Any], int] | None = None,
                 progress: bool = False):
        if not callable(moves):
            raise InvalidGameError("moves must be a callable giving the options of a position")
        if grundy is not None and not callable(grundy):
            raise InvalidGameError("grundy must be a callable giving the value of a position")
        self.moves = moves
        self.max_positions = max_positions
        self.max_moves = max_moves
        self.max_seconds = max_seconds
        self._began: float | None = None  # when the first position was listed
        self.progress = progress
        self._known_grundy = grundy
        self._options: dict[Hashable, tuple[Any, ...]] = {}
        self._listed = 0  # options listed so far, over every position
        self._memo: dict[str, dict[Hashable, int]] = {}

    def __repr__(self) -> str:
        return f"CompoundSolver({getattr(self.moves, '__name__', 'moves')}, {len(self._options)} positions)"

    # ----------------------------------------------------------------- one game
    def options(self, position: Hashable) -> tuple[Any, ...]:
        """The options of `position` (asked of `moves` once)."""
        try:
            known = self._options.get(position)
        except TypeError:
            raise InvalidGameError(f"position {position!r} is not hashable") from None
        if known is None:
            if self.max_positions is not None and len(self._options) >= self.max_positions:
                raise ResourceLimitError(f"more than {self.max_positions} positions")
            if self.max_seconds is not None:
                now = time.perf_counter()
                if self._began is None:
                    self._began = now
                elif now - self._began > self.max_seconds:
                    raise ResourceLimitError(f"more than {self.max_seconds} s")
            known = tuple(self.moves(position))
            self._listed += len(known)
            if self.max_moves is not None and self._listed > self.max_moves:
                raise ResourceLimitError(f"more than {self.max_moves} moves")
            self._options[position] = known
        return known

    def _value(self, name: str, position: Hashable, rule: Callable[[Hashable, list[int]], int]) -> int:
        """``rule(p, [values of p's options])`` at `position`, every position below computed
        first, once, by an iterative post-order search; a cycle raises LoopyGameError."""
        memo = self._memo.setdefault(name, {})
        self.options(position)  # a position that is not hashable is refused here
        if position in memo:
            return memo[position]
        stack: list[tuple[Hashable, Iterator]] = [(position, iter(self.options(position)))]
        on_stack = {position}
        began, solved, bar = time.perf_counter(), 0, None
        try:
            while stack:
                p, it = stack[-1]
                for q in it:
                    if q in memo:
                        continue
                    if q in on_stack:
                        cycle = [x for x, _ in stack]
                        cycle = cycle[cycle.index(q):]
                        raise LoopyGameError(f"position {q!r} is reachable from itself (a cycle of "
                                             f"{len(cycle)} positions)", position=q, cycle=cycle)
                    on_stack.add(q)
                    stack.append((q, iter(self.options(q))))
                    break
                else:
                    stack.pop()
                    on_stack.discard(p)
                    memo[p] = rule(p, [memo[q] for q in self.options(p)])
                    solved += 1
                    if self.progress and not solved & _CLOCK_MASK:
                        bar = search_bar(bar, began, solved, "positions searched")
        finally:
            if bar is not None:
                bar.close()
        return memo[position]

    def grundy(self, position: Hashable) -> int:
        """The Grundy value of `position` (normal play): from the `grundy` given, else
        searched, O(P + M) the first time."""
        if self._known_grundy is not None:
            memo = self._memo.setdefault("grundy", {})
            try:
                known = memo.get(position)
            except TypeError:
                raise InvalidGameError(f"position {position!r} is not hashable") from None
            if known is None:
                known = memo[position] = self._known_grundy(position)
            return known
        return self._value("grundy", position, lambda p, vs: mex(vs))

    def remoteness(self, position: Hashable, misere: bool = False) -> int:
        """See :func:`remoteness`."""
        win = 0 if misere else 1  # the parity of a win for the player to move

        def rule(p: Hashable, vs: list[int]) -> int:
            if not vs:
                return 0
            good = [r for r in vs if r % 2 != win]  # options lost by the player to move there
            return 1 + (min(good) if good else max(vs))

        return self._value("misere remoteness" if misere else "remoteness", position, rule)

    def suspense(self, position: Hashable, misere: bool = False) -> int:
        """See :func:`suspense`."""
        win = 0 if misere else 1

        def rule(p: Hashable, vs: list[int]) -> int:
            if not vs:
                return 0
            good = [r for r in vs if r % 2 != win]
            return 1 + (max(good) if good else min(vs))

        return self._value("misere suspense" if misere else "suspense", position, rule)

    def ended(self, position: Hashable) -> bool:
        """Whether `position` has no move."""
        return not self.options(position)

    def _live_grundy(self, position: Hashable) -> int:
        """g': the mex over the options that have not ended (the options that have, left out)."""
        return self._value("live grundy", position,
                           lambda p, vs: mex([v for q, v in zip(self.options(p), vs) if self.options(q)]))

    def _foreclosed(self, position: Hashable) -> int:
        """g°: the mex over the options that have not ended and have no ended option."""
        return self._value("foreclosed", position, lambda p, vs: mex(
            [v for q, v in zip(self.options(p), vs) if self.options(q) and not self._near_end(q)]))

    def _near_end(self, position: Hashable) -> bool:
        """Whether `position` has an option that has ended."""
        return any(not self.options(q) for q in self.options(position))

    def _misere_alone(self, position: Hashable) -> bool:
        """Whether the player to move wins `position` alone in misère play."""
        return self.remoteness(position, misere=True) % 2 == 0

    # ----------------------------------------------------------------- compounds
    def outcome(self, components: Sequence[Hashable], kind: str = "disjunctive",
                misere: bool = False) -> Outcome:
        """See :func:`compound_outcome`."""
        parts = _components(components)
        return Outcome.N if self._wins(parts, _kind(kind), misere) else Outcome.P

    def _wins(self, parts: list, kind: str, misere: bool) -> bool:
        """Whether the player to move wins the compound of `parts` (by the rules above)."""
        return self._rule(parts, kind, misere)[0]

    def _rule(self, parts: list, kind: str, misere: bool) -> tuple[bool, str, list[int] | None, int]:
        """How the rule of `kind` decides the compound of `parts`: (whether the player to move
        wins, the case of the rule, the components' numbers it reads or None, the number it
        decides by: the XOR, the least remoteness or the largest suspense). The cases:
        ``ended`` (a component has ended, and so has the compound), ``remoteness``,
        ``suspense``, ``searched`` (the misère sum), ``xor`` (of Grundy values, or with
        diminished-disjunctive of foreclosed ones), ``near-end`` (a component can be ended at
        once), ``live-xor`` and ``live-any`` (values without the moves that end a component),
        ``alone`` (misère selective with at most one component left), ``any`` (a Grundy value
        is not 0)."""
        if kind in ("diminished-disjunctive", "conjunctive", "shortened-selective") and (
                not parts or any(self.ended(p) for p in parts)):
            # (conjunctive: the least remoteness is 0, which decides the same way)
            return misere, "ended", None, 0
        if kind in ("conjunctive", "continued-conjunctive"):
            if kind == "conjunctive":
                nums = [self.remoteness(p, misere) for p in parts]
                pick = min(nums, default=0)
            else:
                nums = [self.suspense(p, misere) for p in parts]
                pick = max(nums, default=0)
            case = "remoteness" if kind == "conjunctive" else "suspense"
            return pick % 2 == (0 if misere else 1), case, nums, pick
        if kind == "disjunctive" and misere:
            return self._misere_sum(parts), "searched", None, 0
        if kind == "diminished-disjunctive" and not misere and any(self._near_end(p) for p in parts):
            return True, "near-end", None, 0
        if kind in ("disjunctive", "diminished-disjunctive"):
            value = self._live_grundy if misere else (
                self.grundy if kind == "disjunctive" else self._foreclosed)
            nums = [value(p) for p in parts]
            x = 0
            for v in nums:
                x ^= v
            return x != 0, "live-xor" if misere else "xor", nums, x
        if kind == "selective":
            live = [p for p in parts if not self.ended(p)] if misere else []
            if misere and len(live) <= 1:
                return (self._misere_alone(live[0]) if live else True), "alone", None, len(live)
            nums = [self.grundy(p) for p in parts]
            return any(nums), "any", nums, 0
        # shortened-selective, no component ended
        if misere:
            nums = [self._live_grundy(p) for p in parts]
            return any(nums), "live-any", nums, 0
        nums = [self.grundy(p) for p in parts]
        return any(nums), "any", nums, 0

    def explain(self, components: Sequence[Hashable], kind: str = "disjunctive",
                misere: bool = False) -> tuple[str, list[int] | None]:
        """Why the compound is won or lost: ``(text, numbers)`` with the components' numbers
        the rule of the kind reads (None where it reads outcomes, or searches), e.g.
        ``("remoteness; the least, 3, is odd", [3, 5])``.

        Examples
        --------
        >>> game = CompoundSolver(lambda n: [n - k for k in (1, 2) if k <= n])
        >>> game.explain([7, 9], "conjunctive")
        ('remoteness; the least, 5, is odd: the player to move wins', [5, 6])
        """
        kind = _kind(kind)
        won, case, nums, pick = self._rule(_components(components), kind, misere)
        verdict = "the player to move wins" if won else "the player to move loses"
        if case == "ended":
            text = "a component has ended, and so has the compound"
        elif case in ("remoteness", "suspense"):
            low = case == "remoteness"
            text = (f"{'misère ' if misere else ''}{'remoteness' if low else 'suspense numbers'}; the "
                    f"{'least' if low else 'largest'}, {pick}, is {'odd' if pick % 2 else 'even'}")
        elif case == "searched":
            text = "no rule reduces a misère sum to its components: searched"
        elif case == "near-end":
            text = "a component can be ended at once"
        elif case == "xor":
            what = "Grundy values" if kind == "disjunctive" else "foreclosed Grundy values"
            text = f"{what}; their XOR is {pick}"
        elif case in ("live-xor", "live-any"):
            tail = f"their XOR is {pick}" if case == "live-xor" else (
                "one is not 0" if any(nums or ()) else "all are 0")
            text = f"values without the moves that end a component; {tail}"
        elif case == "alone":
            text = ("one component has not ended: its own misère play decides" if pick
                    else "every component has ended")
        else:
            text = f"Grundy values; {'one is not 0' if any(nums or ()) else 'all are 0'}"
        return f"{text}: {verdict}", nums

    def _misere_sum(self, parts: list) -> bool:
        """Whether the player to move wins the sum of `parts` in misère play: searched over
        the sums below it, each a multiset of the components that have not ended (the order
        of the components and the ended ones do not matter), memoized across calls."""
        solver = self.__dict__.get("_sums")
        if solver is None:
            solver = self._sums = CompoundSolver(self._sum_moves, progress=self.progress)
        return solver.remoteness(self._sum_key(parts), misere=True) % 2 == 0

    def _sum_key(self, parts: Iterable[Hashable]) -> frozenset:
        counts: dict = {}
        for p in parts:
            if self.options(p):
                counts[p] = counts.get(p, 0) + 1
        return frozenset(counts.items())

    def _sum_moves(self, key: frozenset) -> list[frozenset]:
        counts = dict(key)
        out = []
        for p in counts:
            rest = [q for q, c in counts.items() for _ in range(c - (q == p))]
            out += [self._sum_key([*rest, q]) for q in self.options(p)]
        return out

    def compound_moves(self, components: Sequence[Hashable], kind: str = "disjunctive") -> Iterator[tuple[Any, ...]]:
        """Every move of the compound, as the tuple of the components' new positions (none when
        the compound has ended). Their number is the product of the components' option counts
        for the conjunctive and selective kinds: iterate, do not list, for many components."""
        parts = _components(components)
        kind = _kind(kind)
        opts = [self.options(p) for p in parts]
        live = [i for i, o in enumerate(opts) if o]
        if not live or (kind in ("diminished-disjunctive", "conjunctive", "shortened-selective")
                        and len(live) < len(parts)):
            return
        if kind in ("disjunctive", "diminished-disjunctive"):
            for i in live:
                for q in opts[i]:
                    yield (*parts[:i], q, *parts[i + 1 :])
        elif kind in ("conjunctive", "continued-conjunctive"):
            for choice in itertools.product(*(opts[i] for i in live)):
                new = list(parts)
                for i, q in zip(live, choice):
                    new[i] = q
                yield tuple(new)
        else:
            stay = object()
            for choice in itertools.product(*((stay, *opts[i]) for i in live)):
                if all(c is stay for c in choice):
                    continue
                new = list(parts)
                for i, q in zip(live, choice):
                    if q is not stay:
                        new[i] = q
                yield tuple(new)

    def winning_moves(self, components: Sequence[Hashable], kind: str = "disjunctive",
                      misere: bool = False, *, limit: int = MOVES_LIMIT) -> list[tuple[Any, ...]]:
        """See :func:`compound_winning_moves`."""
        out = []
        for move in self.iter_winning_moves(components, kind, misere):
            if len(out) == limit:
                raise ResourceLimitError(f"the compound has more than {limit} winning moves; "
                                         "iterate CompoundSolver.compound_moves, or raise limit")
            out.append(move)
        return out

    def iter_winning_moves(self, components: Sequence[Hashable], kind: str = "disjunctive",
                           misere: bool = False) -> Iterator[tuple[Any, ...]]:
        """The winning moves of :meth:`winning_moves`, one at a time, with no limit (take the
        first few of a compound that has exponentially many)."""
        parts = _components(components)
        kind = _kind(kind)
        if not self._wins(parts, kind, misere) or next(self.compound_moves(parts, kind), None) is None:
            return iter(())  # lost, or ended (won in misère play with no move to make)
        return self._winning(parts, kind, misere)

    def _winning(self, parts: list, kind: str, misere: bool) -> Iterator[tuple[Any, ...]]:
        """The winning moves of a compound won by the player to move, generated from the rule
        of its kind (each checked by that rule), not by filtering every move where there are
        exponentially many."""
        if kind in ("disjunctive", "diminished-disjunctive"):
            for move in self.compound_moves(parts, kind):
                if not self._wins(list(move), kind, misere):
                    yield move
            return
        opts = [self.options(p) for p in parts]
        if kind in ("conjunctive", "continued-conjunctive"):
            low = kind == "conjunctive"
            value = ((lambda q: self.remoteness(q, misere)) if low else (lambda q: self.suspense(q, misere)))
            lose = 1 if misere else 0  # the parity of the new compound's number for its loser
            # the new compound's number is the least (largest) of its components' numbers
            live = [i for i, o in enumerate(opts) if o]
            fixed = [value(p) for i, p in enumerate(parts) if not opts[i]]  # ended, not moved
            scored = {i: [(value(q), q) for q in opts[i]] for i in live}
            targets = sorted({v for i in live for v, _ in scored[i]} | set(fixed))
            for t in targets:
                if t % 2 != lose or any((f < t) if low else (f > t) for f in fixed):
                    continue
                yield from _attaining(parts, live, scored, t, low, any(f == t for f in fixed))
            return
        if kind == "selective" and misere:
            yield from self._selective_misere(parts, opts)
            return
        if kind == "shortened-selective" and not misere:
            yield from self._ending(parts, opts)  # end a component: the opponent cannot move
        key = self._live_grundy if kind == "shortened-selective" and misere else self.grundy
        keep_live = kind == "shortened-selective"
        hot = [i for i, p in enumerate(parts) if key(p)]
        choices = [[q for q in opts[i] if key(q) == 0 and (not keep_live or self.options(q))]
                   for i in hot]
        for choice in itertools.product(*choices):
            new = list(parts)
            for i, q in zip(hot, choice):
                new[i] = q
            yield tuple(new)

    def _ending(self, parts: list, opts: list) -> Iterator[tuple[Any, ...]]:
        """The moves of a shortened selective compound that end some component: the first
        component they end is j; those before j stay or move to an option that has not ended,
        j moves to an ended option, those after stay or move anywhere."""
        stay = object()
        for j, p in enumerate(parts):
            ends = [q for q in opts[j] if not self.options(q)]
            if not ends:
                continue
            before = [(stay, *(q for q in opts[i] if self.options(q))) for i in range(j)]
            after = [(stay, *opts[i]) for i in range(j + 1, len(parts))]
            for choice in itertools.product(*before, ends, *after):
                yield tuple(p if c is stay else c for p, c in zip(parts, choice))

    def _selective_misere(self, parts: list, opts: list) -> Iterator[tuple[Any, ...]]:
        """The winning moves of a misère selective compound: leave one component that has not
        ended and is a misère P-position alone, every other ended; or leave at least two that
        have not ended, all P-positions in normal play."""
        live = [i for i, o in enumerate(opts) if o]
        ends = {i: [q for q in opts[i] if not self.options(q)] for i in live}
        for c in live:  # the one left: moved to a live misère P-position, or kept as it is
            rest = [i for i in live if i != c]
            if any(not ends[i] for i in rest):
                continue
            own = [q for q in opts[c] if self.options(q) and not self._misere_alone(q)]
            if not self._misere_alone(parts[c]) and rest:
                own = [_KEEP, *own]
            for mine in own:
                for choice in itertools.product(*(ends[i] for i in rest)):
                    new = list(parts)
                    if mine is not _KEEP:
                        new[c] = mine
                    for i, q in zip(rest, choice):
                        new[i] = q
                    yield tuple(new)
        hot = [i for i in live if self.grundy(parts[i])]
        cold_live = sum(1 for i in live if not self.grundy(parts[i]))
        choices = [[q for q in opts[i] if self.grundy(q) == 0] for i in hot]
        for choice in itertools.product(*choices):
            if cold_live + sum(1 for q in choice if self.options(q)) >= 2:
                new = list(parts)
                for i, q in zip(hot, choice):
                    new[i] = q
                yield tuple(new)


_KEEP = object()


def _attaining(parts: list, live: list[int], scored: dict, t: int, low: bool,
               attained: bool) -> Iterator[tuple[Any, ...]]:
    """The moves of a conjunctive compound (every live component moved) whose new components'
    least (``low``) or largest number is exactly t: each within t, and some equal to t (unless
    an unmoved ended component already is, `attained`); each move once."""
    within = {i: [q for v, q in scored[i] if (v >= t if low else v <= t)] for i in live}
    exact = {i: [q for v, q in scored[i] if v == t] for i in live}
    beyond = {i: [q for v, q in scored[i] if (v > t if low else v < t)] for i in live}
    if attained:
        groups = [[within[i] for i in live]]
    else:  # the first live component that attains t is live[j]
        groups = [[beyond[i] for i in live[:j]] + [exact[live[j]]] + [within[i] for i in live[j + 1 :]]
                  for j in range(len(live))]
    for group in groups:
        for choice in itertools.product(*group):
            new = list(parts)
            for i, q in zip(live, choice):
                new[i] = q
            yield tuple(new)


def _kind(kind: str) -> str:
    if kind not in KINDS:
        import difflib

        close = difflib.get_close_matches(str(kind), KINDS, n=1)
        raise InvalidGameError(f"unknown compound kind {kind!r}; the kinds are {', '.join(KINDS)}"
                               + (f" (did you mean {close[0]!r}?)" if close else ""))
    return kind


def _components(components: Sequence[Hashable]) -> list:
    if isinstance(components, (str, bytes)) or not hasattr(components, "__iter__"):
        raise InvalidGameError(f"components must be a sequence of positions, not {components!r}")
    return list(components)


def remoteness(position: Hashable, moves: Callable[[Any], Iterable[Hashable]],
               misere: bool = False) -> int:
    """How many moves `position` lasts when the winner hurries and the loser delays.

    0 for a position with no move. Otherwise, with R over the options: in normal play
    ``1 + min`` of the even ones if there is one (the player to move wins: R is odd), else
    ``1 + max`` of all (R even: a loss); in misère play, where the player with no move wins,
    the same with odd and even exchanged. The player to move wins exactly when R is odd
    (normal play) or even (misère play). Steinhaus's remoteness; Smith (1966).

    Parameters
    ----------
    position : hashable
        The position.
    moves : callable
        ``moves(position)``: the positions reachable in one move.
    misere : bool, optional
        Misère play.

    Returns
    -------
    int

    Raises
    ------
    LoopyGameError
        If a position is reachable from itself.

    Notes
    -----
    O(P + M) for the P positions and M moves below `position`; iterative.

    Examples
    --------
    >>> take = lambda n: [n - k for k in (1, 5) if k <= n]  # subtraction game {1, 5}
    >>> [remoteness(n, take) for n in range(12)]  # heap 5 is won at once, heap 3 by 1 + 1 + 1
    [0, 1, 2, 3, 4, 1, 2, 3, 4, 5, 6, 3]
    >>> [remoteness(n, take, misere=True) for n in range(6)]
    [0, 1, 2, 3, 4, 5]
    """
    return CompoundSolver(moves).remoteness(position, misere)


def suspense(position: Hashable, moves: Callable[[Any], Iterable[Hashable]],
             misere: bool = False) -> int:
    """How many moves `position` lasts when the winner delays and the loser hurries.

    As :func:`remoteness` with min and max exchanged: 0 with no move; ``1 + max`` of the
    options' suspense numbers of the losing parity (even in normal play) when there is one,
    else ``1 + min`` of all. Its parity tells the winner as remoteness's does.

    Parameters
    ----------
    position : hashable
        The position.
    moves : callable
        ``moves(position)``: the positions reachable in one move.
    misere : bool, optional
        Misère play.

    Returns
    -------
    int

    Raises
    ------
    LoopyGameError
        If a position is reachable from itself.

    Notes
    -----
    O(P + M) for the P positions and M moves below `position`; iterative.

    Examples
    --------
    >>> take = lambda n: [n - k for k in (1, 5) if k <= n]
    >>> [suspense(n, take) for n in range(12)]  # heap 5: the winner takes 1 at a time
    [0, 1, 2, 3, 4, 5, 2, 3, 4, 5, 6, 7]
    """
    return CompoundSolver(moves).suspense(position, misere)


def compound_outcome(components: Sequence[Hashable], moves: Callable[[Any], Iterable[Hashable]],
                     kind: str = "disjunctive", misere: bool = False) -> Outcome:
    """Who wins a compound of games: :attr:`Outcome.N` when the player to move does.

    Parameters
    ----------
    components : sequence of hashable
        The components' positions, all of the game `moves` defines (for games of different
        kinds, let positions carry their kind, e.g. ``("nim", 3)``).
    moves : callable
        ``moves(position)``: the positions reachable in one move.
    kind : str, optional
        One of the six kinds (:data:`grundy.core.compounds.KINDS`): ``'disjunctive'`` (the
        sum), ``'diminished-disjunctive'``, ``'conjunctive'``, ``'continued-conjunctive'``,
        ``'selective'``, ``'shortened-selective'`` (see the module notes).
    misere : bool, optional
        Misère play: the player who cannot move wins.

    Returns
    -------
    Outcome

    Raises
    ------
    InvalidGameError
        For an unknown kind or components that are not a sequence.
    LoopyGameError
        If a position is reachable from itself.

    Notes
    -----
    By the rule of the kind on values of the components (module notes), each computed once:
    O(P + M) for the positions and moves below the components. The misère disjunctive
    compound has no such rule: its tree is searched (over multisets of components), which
    grows exponentially with the number of components.

    Examples
    --------
    >>> take = lambda n: [n - k for k in (1, 2) if k <= n]  # subtraction game {1, 2}
    >>> compound_outcome([3, 4], take)  # the sum: g = 0 xor 1
    <Outcome.N: 'N'>
    >>> compound_outcome([3, 6], take, "conjunctive")  # remoteness 2 and 4: least 2, even
    <Outcome.P: 'P'>
    >>> compound_outcome([3, 6], take, "selective")  # both P-positions
    <Outcome.P: 'P'>
    """
    return CompoundSolver(moves).outcome(components, kind, misere)


def compound_winning_moves(components: Sequence[Hashable], moves: Callable[[Any], Iterable[Hashable]],
                           kind: str = "disjunctive", misere: bool = False, *,
                           limit: int = MOVES_LIMIT) -> list[tuple[Any, ...]]:
    """Every move of a compound that leaves a P-position, each as the tuple of the
    components' new positions (a component not moved keeps its position).

    Parameters
    ----------
    components, moves, kind, misere
        As for :func:`compound_outcome`.
    limit : int, optional
        The most moves listed: a compound with more winning moves raises
        :class:`~grundy.ResourceLimitError` (the conjunctive and selective kinds may have
        exponentially many).

    Returns
    -------
    list of tuple
        Empty when the player to move loses (or the compound has ended).

    Notes
    -----
    The moves are generated from the rule of the kind, not found by trying every move of the
    compound: O(values of the components + moves listed), except for the (diminished)
    disjunctive kinds, which try each of the components' options.

    Examples
    --------
    >>> take = lambda n: [n - k for k in (1, 2) if k <= n]
    >>> compound_winning_moves([3, 4], take)  # g = 0 and 1: to 1 xor 1, or 0 xor 0
    [(1, 4), (3, 3)]
    >>> compound_winning_moves([4, 5], take, "selective")  # every N-component to a P-position
    [(3, 3)]
    >>> compound_winning_moves([2, 4], take, "conjunctive")  # remoteness 1 and 3: end the first
    [(0, 3), (0, 2)]
    """
    return CompoundSolver(moves).winning_moves(components, kind, misere, limit=limit)
