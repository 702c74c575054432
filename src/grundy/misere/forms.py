"""Misère canonical forms, genus and tameness of user-defined games.

A user-defined game is given, as for :class:`grundy.GameSolver`, by a function ``moves(position)``
returning the options of a hashable position. In misère play (the player who makes the last move
loses) Sprague–Grundy values do not add up, but every game still has a unique simplest form up to
misère equality (G = H when G + X and H + X have the same misère outcome for every game X), and
simplest forms are small for small games. :class:`MisereGame` computes them, and from them the
misère outcome of sums of positions, a winning move, Conway's genus and whether a position is tame.

For heap games with many positions, :func:`grundy.misere.misere_quotient` (quotients of octal
games) is the tool; this module is for games too small or too irregular to need a quotient.

References
----------
P. M. Grundy and C. A. B. Smith, "Disjunctive games with the last player losing", Proc.
Cambridge Philos. Soc. 52 (1956). J. H. Conway, *On Numbers and Games*, ch. 12 ("How to lose
when you must"). E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways*, ch. 13 ("Survival
in the lost world"). A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. V, and "On the
structure of misère impartial games", arXiv:2012.08554, section 2. T. E. Plambeck, misère octal
game pages, http://www.plambeck.org/oldhtml/mathematics/games/misere/.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Any

from .._limits import shorten
from ..core.games import check_hashable
from ..core.mex import mex
from ..core.outcome import Outcome
from ..errors import InvalidGameError, LoopyGameError

__all__ = ["MisereGame", "Genus"]

#: The form id of the empty game 0 (no options).
ZERO = 0

_TAME_FICKLE = {0: (1, 2, 0), 1: (0, 3, 1)}



class Genus:
    """Conway's genus g^{γ0 γ1 γ2 ...} of a game, in its shortest finite writing.

    ``g`` is the normal-play Grundy value; ``γn`` is the misère Grundy value of the game plus n
    nim heaps of size 2 (the misère Grundy value is 1 for the empty game and otherwise the mex
    of the options' misère Grundy values; it is 0 exactly at misère P-positions). The sequence
    γ0, γ1, ... is eventually periodic with period 2, so it is kept up to the point where its
    last two terms repeat for ever: ``sequence[-2], sequence[-1], sequence[-2], ...``.

    Parameters
    ----------
    normal : int
        The normal-play Grundy value g.
    sequence : sequence of int
        γ0, γ1, ... at least up to the start of the period-2 tail (two terms or more); a longer
        prefix is shortened.

    Examples
    --------
    >>> g = Genus(2, [1, 4, 2, 0, 2, 0])    # heap 4 of the octal game 0.312 (Plambeck)
    >>> str(g), g.sequence, g.misere, g[7], g.is_tame
    ('2^{1420}', (1, 4, 2, 0), 1, 0, False)
    >>> str(Genus(0, [1, 2, 0])), str(Genus(5, [5, 7])), str(Genus(10, [10, 8]))
    ('0^{120}', '5^{57}', '10^{10,8}')
    """

    __slots__ = ("normal", "sequence")

    normal: int
    sequence: tuple[int, ...]

    def __init__(self, normal: int, sequence: Iterable[int]):
        seq = [int(x) for x in sequence]
        if len(seq) < 2 or min(seq) < 0 or int(normal) < 0:
            raise InvalidGameError("a genus needs a normal value >= 0 and at least two "
                                   "non-negative terms γ0, γ1")
        while len(seq) > 2 and seq[-1] == seq[-3]:
            seq.pop()
        object.__setattr__(self, "normal", int(normal))
        object.__setattr__(self, "sequence", tuple(seq))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Genus is immutable")

    @property
    def misere(self) -> int:
        """γ0, the misère Grundy value (0 exactly when the player to move loses in misère
        play)."""
        return self.sequence[0]

    def __getitem__(self, n: int) -> int:
        """γn for any n >= 0: the misère Grundy value of the game plus n heaps of size 2."""
        if n < 0:
            raise IndexError("genus terms are numbered from 0")
        seq = self.sequence
        k = len(seq)
        if n < k:
            return seq[n]
        return seq[k - 2 + ((n - k) & 1)]

    @property
    def is_tame(self) -> bool:
        """True for the genera of the tame kinds: 0^{120}, 1^{031} (the fickle 0 and 1, genera
        of the nim heaps ``0`` and ``*``) and g^{g, g⊕2} for any g >= 0 (g^{g g⊕2 g ...}: the
        firm genera, those of the nim heaps ``*g`` for g >= 2 and of 0^{02}, 1^{13})."""
        g, seq = self.normal, self.sequence
        return seq == _TAME_FICKLE.get(g) or seq == (g, g ^ 2)

    def __str__(self) -> str:
        sep = "," if max(self.sequence) >= 10 else ""
        return f"{self.normal}^{{{sep.join(map(str, self.sequence))}}}"

    def __repr__(self) -> str:
        return f"Genus('{self}')"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Genus):
            return NotImplemented
        return self.normal == other.normal and self.sequence == other.sequence

    def __hash__(self) -> int:
        return hash((self.normal, self.sequence))


def _genus_sequence(own_misere: int, option_genera: list[Genus]) -> tuple[int, ...]:
    """γ0, γ1, ... of a game from its misère Grundy value and its options' genera, far enough
    to contain the period-2 tail.

    γn (n >= 1) is the misère Grundy value of G + n·*2, whose options are G' + n·*2,
    G + (n-1)·*2 + * and G + (n-1)·*2; and adding * to any game H changes its misère Grundy value
    to H⁻ ⊕ 1 (by induction on H). So γn = mex({γn(G')} ∪ {γ(n-1), γ(n-1) ⊕ 1}).

    Once every option's sequence has period 2 (from index m on), each γn (n >= max(m, 1)) is
    either mex(S) or the least value above the pair {2p, 2p+1} containing mex(S) missing from S,
    where S is the options' terms of n's parity; which one depends only on whether γ(n-1) lies in
    that pair. This two-state map has no cycle of length two (the larger value's pair differs
    from the smaller's), so γ(n+2) = γn from n = max(m, 1) + 2 on: computing to index
    max(m, 1) + 5 shows the tail.
    """
    m = max((len(g.sequence) - 2 for g in option_genera), default=0)
    stop = max(m, 1) + 6
    seq = [own_misere]
    for n in range(1, stop):
        prev = seq[-1]
        seen = {prev, prev ^ 1}
        seen.update(g[n] for g in option_genera)
        seq.append(mex(seen))
    return tuple(seq)


class MisereGame:
    """Misère canonical forms, outcomes of sums, genus and tameness for a user-defined game.

    Parameters
    ----------
    moves : callable
        ``moves(position)`` returns an iterable of the positions reachable in one move.
        Positions must be hashable, and no position may be reachable from itself.

    Notes
    -----
    **Forms.** A game form is the set of its options' forms; forms are interned as integer ids
    (0 is the empty game) in a table of frozensets of ids, so two positions have the same
    simplest form exactly when their ids are equal, and that happens exactly when they are equal
    as misère games (Conway: distinct simplest forms are distinguishable by some game X).

    **Simplification rule (Grundy–Smith, with the proviso).** An option G' of G is *reversible
    through* G'' when G' has an option G'' equal to G (as misère games); it may then be bypassed,
    replaced by the options of G'', provided the result keeps the misère outcome of G (the
    proviso), which can fail only when G'' = 0, a reversal that adds no options. With
    S the (simplest) forms of the options of G and t a simplest form with options T, bypassing
    every option that reverses through t leaves exactly T, so G = t when

    - T ⊆ S and every option in S \\ T has t among its options (they reverse through t), and
    - if t = 0 (T empty), some option in S is a misère P-position, so that G, like 0, is won by
      the player to move (the proviso; for t ≠ 0 the first condition already makes the
      outcomes agree).

    Conway proved the converse: a game whose options are simplest and none reversible is
    itself simplest, and simplest forms are equal as misère games only when identical (ONAG
    ch. 12; Siegel, CGT ch. V.1 and arXiv:2012.08554 section 2; Winning Ways ch. 13). Such a t
    is an option of the option of G of largest birthday, so only those are tried; when none
    fits, S itself is a new simplest form. Examples: ``{*} = 0`` (its option ``*`` reverses
    through 0 and ``*`` is a P-position), but ``{*2}`` is simplest although ``*2`` has the
    option 0: ``{*2}`` is a misère P-position and 0 is not.

    **Sums.** The misère outcome of a sum is searched over multisets of component forms
    (memoized, so equal forms anywhere in the search are shared), dropping zeros and pairs
    ``* + *`` (a misère identity: ``* + * = 0``). :meth:`form_of_sum` gives the simplest form
    of a sum.

    **Genus** (:class:`Genus`) and **tameness** are read from the forms: the genus is an
    invariant of misère equality, so it is computed once per form.

    Forms of positions are computed by an iterative depth-first search (its own stack, so a game
    of any depth is fine): O(P + M) calls of `moves` for P positions and M moves, plus the
    simplification of each new option set, O(k · s) set operations for s options and k options
    of the latest-born option. A sum search costs one step per reachable multiset of forms,
    which grows exponentially with the number of components: this is meant for small games.

    Examples
    --------
    The octal game 0.312 on one heap (take 1, or a whole heap of 2, or 3 from a heap of more
    than 3). Plambeck's page lists the genera 1^{031}, 2^{20}, 0^{02}, 2^{1420}, 0^{02}, 1^{13}:

    >>> def moves(n):
    ...     return [n - k for k in (1, 2, 3) if (k == 1 and n >= 1) or (k == 2 and n == 2)
    ...             or (k == 3 and n > 3)]
    >>> game = MisereGame(moves)
    >>> [str(game.genus(n)) for n in range(1, 7)]
    ['1^{031}', '2^{20}', '0^{02}', '2^{1420}', '0^{02}', '1^{13}']
    >>> game.form(5) == game.form(3), game.form_string(game.form(4))
    (True, '{*, {*2}}')
    >>> game.outcome(4), game.outcome_of_sum([4, 4]), game.winning_move([4, 2])
    (<Outcome.N: 'N'>, <Outcome.N: 'N'>, (1, 1))
    >>> game.is_tame(3), game.is_tame(4)
    (True, False)
    >>> game
    MisereGame(moves, 7 positions, 6 forms)
    """

    def __init__(self, moves: Callable[[Any], Iterable[Hashable]]):
        if not callable(moves):
            raise InvalidGameError("moves must be a callable giving the options of a position")
        self.moves = moves
        self._memo: dict = {}          # position -> form id
        self._tame_pos: dict = {}      # position -> every position of its game tree tame
        self._options: list[frozenset[int]] = [frozenset()]
        self._lookup: dict[frozenset[int], int] = {frozenset(): ZERO}
        self._birthday: list[int] = [0]
        self._normal: list[int] = [0]
        self._misere: list[int] = [1]
        self._genus: list[Genus] = [Genus(0, (1, 2, 0))]
        self._nim: list[int] = [0]           # n when the form is the nim heap *n, else -1
        self._tame_form: list[bool] = [True]  # every subform of the form has a tame genus
        self._star = -1                       # the id of * = {0}, once it exists
        self._wins: dict[tuple[int, ...], bool] = {(): True}
        self._sum_forms: dict[tuple[int, ...], int] = {(): ZERO}

    def __repr__(self) -> str:
        name = getattr(self.moves, "__name__", None) or type(self.moves).__name__
        n, k = len(self._memo), len(self._options)
        return (f"MisereGame({name}, {n} position{'s' if n != 1 else ''}, "
                f"{k} form{'s' if k != 1 else ''})")

    # -- the form table ---------------------------------------------------------------------
    def _new_form(self, opts: frozenset[int]) -> int:
        fid = len(self._options)
        self._options.append(opts)
        self._lookup[opts] = fid
        self._birthday.append(1 + max(self._birthday[o] for o in opts))
        self._normal.append(mex(self._normal[o] for o in opts))
        misere = mex(self._misere[o] for o in opts)
        self._misere.append(misere)
        genera = [self._genus[o] for o in opts]
        self._genus.append(Genus(self._normal[fid], _genus_sequence(misere, genera)))
        heaps = {self._nim[o] for o in opts}
        k = len(opts)
        self._nim.append(k if heaps == set(range(k)) else -1)
        if opts == {ZERO}:
            self._star = fid
        self._tame_form.append(self._genus[fid].is_tame and all(self._tame_form[o] for o in opts))
        return fid

    def _canonical(self, opts: frozenset[int]) -> int:
        """The id of the simplest form of the game whose options have the simplest forms `opts`."""
        found = self._lookup.get(opts)
        if found is not None:
            return found
        options = self._options
        if (all(ZERO in options[s] for s in opts)
                and any(self._misere[s] == 0 for s in opts)):
            fid = ZERO   # every option reverses through 0, and the proviso holds
        else:
            fid = -1
            top = max(opts, key=self._birthday.__getitem__)
            for t in options[top]:
                if t == ZERO:
                    continue   # reversing through 0 is the case above
                low = options[t]
                if low <= opts and all(t in options[s] for s in opts - low):
                    fid = t
                    break
            if fid < 0:
                fid = self._new_form(opts)
        self._lookup[opts] = fid
        return fid

    def _iter_moves(self, position: Hashable) -> Iterator:
        got = self.moves(position)
        try:
            return iter(got)
        except TypeError:
            raise InvalidGameError(
                f"moves({shorten(repr(position))}) returned {type(got).__name__}, not an "
                "iterable of positions"
            ) from None

    # -- positions ----------------------------------------------------------------------------
    def form(self, position: Hashable) -> int:
        """The id of the misère simplest form of `position`.

        Two positions (of this game) are equal as misère games exactly when their ids are equal.

        Raises
        ------
        InvalidGameError
            If a position met is not hashable.
        LoopyGameError
            If a cycle of positions is reachable.

        Notes
        -----
        O(P + M) for the P positions reachable (not met before) and the M moves among them,
        plus one simplification per new option set; iterative.

        Examples
        --------
        A chain 0 <- 1 <- 2 <- ... is ``0, *, {*} = 0, ...`` in misère play:

        >>> chain = MisereGame(lambda n: [n - 1] if n else [])
        >>> [chain.form(n) for n in range(6)]
        [0, 1, 0, 1, 0, 1]
        """
        memo = self._memo
        check_hashable(position)
        fid = memo.get(position)
        if fid is not None:
            return fid
        tame_pos = self._tame_pos
        # Explicit DFS: parallel stacks of positions, option iterators, option forms, tameness.
        path = [position]
        iters = [self._iter_moves(position)]
        forms: list[set[int]] = [set()]
        tame = [True]
        on_path = {position: 0}
        while path:
            for opt in iters[-1]:
                try:
                    fid = memo.get(opt)
                except TypeError:
                    check_hashable(opt)
                    raise
                if fid is not None:
                    forms[-1].add(fid)
                    if not tame_pos[opt]:
                        tame[-1] = False
                    continue
                if opt in on_path:
                    cycle = path[on_path[opt]:]
                    raise LoopyGameError(
                        f"the game has a cycle through position {shorten(repr(opt))} (cycle of "
                        f"length {len(cycle)}); misère forms need a game without cycles",
                        position=opt,
                        cycle=cycle,
                    )
                on_path[opt] = len(path)
                path.append(opt)
                iters.append(self._iter_moves(opt))
                forms.append(set())
                tame.append(True)
                break
            else:
                done = path.pop()
                iters.pop()
                fid = self._canonical(frozenset(forms.pop()))
                ok = tame.pop() and self._genus[fid].is_tame
                del on_path[done]
                memo[done] = fid
                tame_pos[done] = ok
                if forms:
                    forms[-1].add(fid)
                    if not ok:
                        tame[-1] = False
        return memo[position]

    def outcome(self, position: Hashable) -> Outcome:
        """The misère outcome of `position`: ``Outcome.P`` when the player to move loses.

        Notes
        -----
        As :meth:`form`; then O(1).

        Examples
        --------
        >>> MisereGame(lambda n: range(n)).outcome(1)   # the heap * of misère Nim
        <Outcome.P: 'P'>
        """
        return Outcome.P if self._misere[self.form(position)] == 0 else Outcome.N

    def genus(self, position: Hashable) -> Genus:
        """Conway's genus of `position` (see :class:`Genus`).

        Notes
        -----
        As :meth:`form`; each form's genus is computed once, from its options' genera.

        Examples
        --------
        >>> nim = MisereGame(lambda n: range(n))
        >>> [str(nim.genus(n)) for n in range(4)]
        ['0^{120}', '1^{031}', '2^{20}', '3^{31}']
        """
        return self._genus[self.form(position)]

    def is_tame(self, position: Hashable, *, canonical: bool = False) -> bool:
        """Whether `position` is tame: every position of its game tree, itself included, has a
        genus of the tame kinds (0^{120}, 1^{031}, g^{g, g⊕2}; :attr:`Genus.is_tame`).

        Parameters
        ----------
        position : hashable
        canonical : bool, default False
            Look at the positions of the simplest form instead of the game tree. This is an
            invariant of misère equality: a game equal to one whose positions all have tame
            genera passes. (Winning Ways also admits wild options that reverse through tame
            positions of the same G⁺ and G⁻; neither test does.)

        Notes
        -----
        As :meth:`form`; the answer is kept for every position and form met, so O(1) after.

        Examples
        --------
        >>> MisereGame(lambda n: range(n)).is_tame(5)   # nim heaps are tame
        True
        """
        fid = self.form(position)
        return self._tame_form[fid] if canonical else self._tame_pos[position]

    # -- forms ----------------------------------------------------------------------------------
    def options_of_form(self, form: int) -> frozenset[int]:
        """The ids of the options of simplest form `form`. O(1).

        Examples
        --------
        >>> nim = MisereGame(lambda n: range(n))
        >>> sorted(nim.options_of_form(nim.form(3))) == [nim.form(0), nim.form(1), nim.form(2)]
        True
        """
        return self._options[self._form_id(form)]

    def genus_of_form(self, form: int) -> Genus:
        """The genus of simplest form `form`, e.g. of a sum's :meth:`form_of_sum`. O(1).

        Examples
        --------
        >>> nim = MisereGame(lambda n: range(n))
        >>> str(nim.genus_of_form(nim.form_of_sum([2, 3])))
        '1^{13}'
        """
        return self._genus[self._form_id(form)]

    def form_string(self, form: int, limit: int = 200) -> str:
        """Simplest form `form` written out: nim heaps as ``0``, ``*``, ``*2``, ..., other forms
        as ``{...}`` of their options (nim heaps first, then by birthday), cut to about `limit`
        characters.

        Notes
        -----
        O(size of the text), built bottom-up without recursion.

        Examples
        --------
        >>> game = MisereGame(lambda p: p)     # a position is the frozenset of its options
        >>> two = frozenset({frozenset(), frozenset({frozenset()})})
        >>> game.form_string(game.form(frozenset({two}))), game.form(frozenset({two}))
        ('{*2}', 3)
        """
        root = self._form_id(form)
        text: dict[int, str] = {}
        stack = [root]
        while stack:
            f = stack[-1]
            if f in text:
                stack.pop()
                continue
            n = self._nim[f]
            if n >= 0:
                text[f] = "0" if n == 0 else "*" if n == 1 else f"*{n}"
                stack.pop()
                continue
            todo = [o for o in self._options[f] if o not in text]
            if todo:
                stack.extend(todo)
                continue
            stack.pop()
            order = sorted(self._options[f], key=lambda o: (self._nim[o] < 0, self._birthday[o],
                                                            self._nim[o], text[o]))
            text[f] = shorten("{" + ", ".join(text[o] for o in order) + "}", limit)
        return text[root]

    def _form_id(self, form: int) -> int:
        n = len(self._options)
        if isinstance(form, bool) or not isinstance(form, int) or not 0 <= form < n:
            raise InvalidGameError(
                f"form {shorten(repr(form))} is not a form id of this game (0..{n - 1})")
        return form

    # -- sums -----------------------------------------------------------------------------------
    def _state(self, forms: Iterable[int]) -> tuple[int, ...]:
        """A sum of forms as its search key: sorted, without 0 and without pairs * + *."""
        state = sorted(f for f in forms if f != ZERO)
        star = self._star
        if star > 0 and state.count(star) > 1:
            odd = state.count(star) & 1
            state = [f for f in state if f != star] + [star] * odd
            state.sort()
        return tuple(state)

    def _children(self, state: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        options = self._options
        for i, f in enumerate(state):
            if i and state[i - 1] == f:
                continue
            rest = state[:i] + state[i + 1:]
            for o in options[f]:
                yield self._state(rest + (o,))

    def _wins_state(self, state: tuple[int, ...]) -> bool:
        """True when the player to move wins the sum `state` in misère play."""
        wins = self._wins
        got = wins.get(state)
        if got is not None:
            return got
        if len(state) == 1:
            return self._misere[state[0]] != 0
        stack = [state]
        iters = [self._children(state)]
        pending: list[tuple[int, ...] | None] = [None]
        while stack:
            s = stack[-1]
            child = pending[-1]
            if child is not None:
                pending[-1] = None
                if not wins[child]:
                    wins[s] = True
                    stack.pop(), iters.pop(), pending.pop()
                    continue
            for child in iters[-1]:
                got = wins.get(child)
                if got is None and len(child) == 1:
                    got = self._misere[child[0]] != 0
                if got is None:
                    pending[-1] = child
                    stack.append(child)
                    iters.append(self._children(child))
                    pending.append(None)
                    break
                if not got:
                    wins[s] = True
                    stack.pop(), iters.pop(), pending.pop()
                    break
            else:
                wins[s] = False
                stack.pop(), iters.pop(), pending.pop()
        return wins[state]

    def _sum_state(self, positions: Iterable[Hashable]) -> tuple[list, list[int]]:
        if isinstance(positions, (str, bytes)):
            raise InvalidGameError("positions must be a sequence of positions, one per component")
        ps = list(positions)
        return ps, [self.form(p) for p in ps]

    def outcome_of_sum(self, positions: Iterable[Hashable]) -> Outcome:
        """The misère outcome of the sum of `positions` (one per component; the empty sum, and
        any sum without a move, is ``Outcome.N``: the player to move has already won).

        Notes
        -----
        The forms of the components (as :meth:`form`), then a memoized search over the sums of
        forms reachable: one step per distinct multiset of forms, exponential in the number of
        components in general. Iterative.

        Examples
        --------
        Misère Nim: P exactly when the XOR is 0 with some heap above 1, or when all heaps are
        at most 1 and an odd number of them are 1.

        >>> nim = MisereGame(lambda n: range(n))
        >>> nim.outcome_of_sum([1, 1, 1]), nim.outcome_of_sum([2, 3, 1]), nim.outcome_of_sum([])
        (<Outcome.P: 'P'>, <Outcome.P: 'P'>, <Outcome.N: 'N'>)
        """
        _, forms = self._sum_state(positions)
        return Outcome.N if self._wins_state(self._state(forms)) else Outcome.P

    def winning_move(self, positions: Iterable[Hashable]) -> tuple[int, Hashable] | None:
        """A move of the sum of `positions` to a misère P-position, as ``(component index,
        option of that component)``, or None when the sum is a P-position or has no move at all
        (then the player to move has already won).

        Notes
        -----
        As :meth:`outcome_of_sum`, plus the forms of the options tried (each component's options
        are tried in the order `moves` gives them).

        Examples
        --------
        >>> nim = MisereGame(lambda n: range(n))
        >>> nim.winning_move([1, 1, 3]), nim.winning_move([1, 1, 1])   # 3 -> 1 leaves 1, 1, 1
        ((2, 1), None)
        """
        ps, forms = self._sum_state(positions)
        if not self._wins_state(self._state(forms)):
            return None
        for i, p in enumerate(ps):
            rest = forms[:i] + forms[i + 1:]
            for opt in self._iter_moves(p):
                if not self._wins_state(self._state(rest + [self.form(opt)])):
                    return (i, opt)
        return None

    def form_of_sum(self, positions: Iterable[Hashable]) -> int:
        """The id of the simplest form of the sum of `positions`.

        Notes
        -----
        The simplest form of every sum of forms reachable is built bottom-up (memoized; one
        simplification per multiset), so this costs more than :meth:`outcome_of_sum`, which
        stops at the first winning move.

        Examples
        --------
        >>> nim = MisereGame(lambda n: range(n))
        >>> nim.form_of_sum([1, 1]) == nim.form(0)    # * + * = 0 in misère play
        True
        >>> str(nim.genus_of_form(nim.form_of_sum([2, 2])))   # but *2 + *2 is not 0
        '0^{02}'
        """
        _, forms = self._sum_state(positions)
        state = self._state(forms)
        done = self._sum_forms
        if state in done:
            return done[state]
        if len(state) == 1:
            return state[0]
        stack = [state]
        iters = [self._children(state)]
        found: list[set[int]] = [set()]
        while stack:
            for child in iters[-1]:
                fid = done.get(child)
                if fid is None and len(child) == 1:
                    fid = child[0]
                if fid is not None:
                    found[-1].add(fid)
                    continue
                stack.append(child)
                iters.append(self._children(child))
                found.append(set())
                break
            else:
                s = stack.pop()
                iters.pop()
                fid = self._canonical(frozenset(found.pop()))
                done[s] = fid
                self._wins.setdefault(s, self._misere[fid] != 0)
                if found:
                    found[-1].add(fid)
        return done[state]
