"""Proof-number search: who wins a sum of games, over the game interface of
:class:`~grundy.search.engine.NimberSearch`.

A position is a sum of parts (the game's ``components``), and the question is only whether its
value is 0. Following Lemoine and Viennot's Glop and Čížek, Balko and Schmid's SPOTS, the search
runs on *couples* ``(P, k)``: a part P and a nim heap of size k, whose first player wins exactly
when the value of P is not k. A couple's options are ``(P, j)`` for ``j < k`` (a move in the
heap) and each option of P with the heap k; an option that splits into several parts is a
*sum node*, which finds the values of its parts one at a time (the couple ``(Q, j)`` is lost
exactly when ``j`` is the value of Q) until one part is left, and then asks the couple of that
part and the XOR of the others. The values found are kept (with the search's table, which thus
fills with every part whose value a proof needed), so a part met again costs one look-up.

The search is Allis's best-first proof-number search (Allis, van der Meulen and van den Herik,
"Proof-number search", Artificial Intelligence 66 (1994) 91-124): every node of the tree built
so far has a proof number (the fewest leaves whose proof would prove that the player to move
wins) and a disproof number; the search expands a most-proving leaf, reached from the root by
taking at a couple the option of least disproof number and at a sum node the part of least
min(proof, disproof), and updates the numbers on the way back, stopping at the first node whose
numbers did not change (the next most-proving leaf is below it: Allis's current-node
enhancement). Proved subtrees are dropped, their answers kept as values (a couple lost) and
exclusions (a couple won: the part's value is not k).
"""

from __future__ import annotations

import gc
import time
from typing import Hashable

from .._limits import shorten
from .._progress import search_bar
from ..errors import InvalidGameError, LoopyGameError

__all__ = ["ProofNumberSearch"]

#: The proof number of a node proved the other way (larger than any sum of proof numbers).
INF = 1 << 62
#: The parts whose options (split into parts) are remembered; then the memory starts afresh.
OPTIONS_KEPT = 1 << 14
#: The couples whose proof numbers are kept for when they are met again (then afresh).
NUMBERS_KEPT = 1 << 21
#: Iterations between two looks at the clock (the progress bar and the table's commits).
_CLOCK_MASK = 1023

# The kinds of node.
_COUPLE, _SUM, _END = 0, 1, 2


class _Node:
    """A node of the proof tree: a couple (part, key, k), a sum node (parts, k: the XOR of the
    values of the parts already merged) or an end (no part left; k the heap)."""

    __slots__ = ("kind", "part", "key", "k", "pn", "dn", "kids", "move")

    def __init__(self, kind: int, part, key, k: int, pn: int, dn: int):
        self.kind = kind
        self.part = part
        self.key = key
        self.k = k
        self.pn = pn
        self.dn = dn
        self.kids: list | None = None
        self.move = None  # the option of the parent couple it stands for (None: a heap move)


class ProofNumberSearch:
    """Who wins a position of a game given to :class:`~grundy.search.engine.NimberSearch`, by
    proof-number search over couples (a part and a nim heap).

    Parameters
    ----------
    search : NimberSearch
        The game (its ``moves``, ``components``, ``canonical`` and ``bound``) and the values
        known: every value this search finds goes into it (and into its lasting table, when it
        has one), and every value it knows is used here.
    misere : bool, default False
        Misère play (whoever cannot move wins): positions are searched whole, not split (sums of
        misère games do not add up by nimbers), and their outcomes are kept here; only
        :meth:`wins` and :meth:`winning_move` answer.
    reverse_ties : bool, default False
        Options of equal weight tried in the reverse of the game's order: another proof of the
        same answer, for checks.
    keep_numbers : bool, default False
        Keep the proof numbers of couples not proved yet (for the last NUMBERS_KEPT), to start
        a couple met again elsewhere in the tree, as SPOTS's df-pn table does. On Sprouts it
        halves the nodes expanded but leads the search to more distinct lands, whose options
        cost more than the nodes saved on the largest starts (0*8: 1.9 s against 2.7 s; 0*12:
        22.0 s against 25.0 s; 0*13: 52.8 s against 38.7 s), so it is off by default.
    progress : bool, default True
        Show the nodes expanded on a progress bar on long searches, where someone watches.

    Attributes
    ----------
    expanded : int
        Nodes expanded (each expansion generates a node's options or parts).
    seconds : float
        Time spent searching.

    Notes
    -----
    See the module for the search. It proves who wins without the values of the positions on
    the way, except those of the parts of sums, which it finds by the same search (the couple
    ``(Q, j)`` for j = 0, 1, ... up to the first lost, skipping the values excluded and those
    above ``bound``). On games whose positions split into independent parts of small values
    (Sprouts) it expands far fewer positions than the depth-first nimber search: 1,880 against
    32,950 lands for Sprouts with 6 spots.

    A couple's options are tried, among equal proof numbers, in the order of the sum of their
    parts' bounds (plus one a part) plus four times their heap, fewest first, then more parts
    first (SPOTS's order, with the game's bound for a land's lives), then as the game generates
    them.

    A part that reaches itself makes the search go on for ever; it is seen when a couple is
    expanded below itself, and raises :class:`~grundy.errors.LoopyGameError`.

    Complexity: in the worst case the whole game tree below the position, O(M) per node
    expanded (M options) plus the path back to the root; memory O(nodes of the tree not yet
    proved).

    Examples
    --------
    Two heaps of the subtraction game {1, 2, 3}, split into single heaps:

    >>> from grundy.search.engine import NimberSearch
    >>> def moves(pos):
    ...     return [tuple(sorted(pos[:i] + (h - k,) + pos[i + 1:]))
    ...             for i, h in enumerate(pos) for k in (1, 2, 3) if k <= h]
    >>> pns = ProofNumberSearch(NimberSearch(moves, components=lambda pos: [(h,) for h in pos]))
    >>> pns.wins((5, 6)), pns.wins((5, 9))
    (True, False)
    >>> pns.value((7,)), pns.winning_move((5, 6))
    (3, (2, 6))
    """

    def __init__(self, search, *, misere: bool = False, reverse_ties: bool = False,
                 keep_numbers: bool = False, progress: bool = True):
        self.search = search
        self.keep_numbers = keep_numbers
        self.misere = misere
        self.reverse_ties = reverse_ties
        self.progress = progress
        self._outcomes: dict[Hashable, bool] = {}  # misère: key -> whether its mover wins
        self.expanded = 0
        self.seconds = 0.0
        self._excluded: dict[Hashable, int] = {}  # key -> values (as bits) the part has not
        self._on_path: dict = {}
        self._numbers: dict = {}  # (key, k) -> the proof numbers of a couple not proved yet
        self._won_by: dict[Hashable, Hashable] = {}  # key -> an option lost for its mover
        self._memo = search._memo
        self._bounds: dict[Hashable, int] = {}  # key -> the game's bound of the part
        self._kept: dict[Hashable, list] = {}  # key -> [(option, its parts), ...]
        self._bar = None

    # ------------------------------------------------------------------ what is known
    def _value(self, key: Hashable) -> int | None:
        v = self._memo.get(key)
        if v is None and self.search._table is not None:
            v = self.search._lookup(key)
        return v

    def _not(self, part, key: Hashable, k: int) -> bool:
        """Whether the part is known not to have the value k: excluded by a proof, below a
        lower bound of the nimber search, or above the game's bound (asked once a part)."""
        if (self._excluded.get(key, 0) >> k) & 1:
            return True
        if not k:
            return False
        if k < self.search._low.get(key, 0):
            return True
        if self.search.bound is None:
            return False
        return k > self._bound(part, key)

    def _couple(self, part, key: Hashable, k: int) -> _Node:
        """The couple (part, k), proved at once when the part's value is known or excluded; in
        misère play, the whole position (k is 0), proved when its outcome is known."""
        if self.misere:
            won = self._outcomes.get(key)
            pn, dn = (1, 1) if won is None else (0, INF) if won else (INF, 0)
            return _Node(_COUPLE, part, key, 0, pn, dn)
        v = self._value(key)
        if v is not None:
            pn, dn = (0, INF) if v != k else (INF, 0)
        elif self._not(part, key, k):
            pn, dn = 0, INF
        else:
            pn, dn = self._numbers.get((key, k), (1, 1)) if self.keep_numbers else (1, 1)
        return _Node(_COUPLE, part, key, k, pn, dn)

    def _sum(self, parts: list, k: int) -> _Node:
        """The node of parts [(part, key), ...] plus a heap k: values known are merged."""
        if len(parts) == 1:
            p, key = parts[0]
            return self._couple(p, key, k)
        rest, k = self.search._unknown(parts, k)
        if not rest:
            return _Node(_END, None, None, k, *((0, INF) if k else (INF, 0)))
        if len(rest) == 1:
            return self._couple(rest[0][0], rest[0][1], k)
        return _Node(_SUM, rest, None, k, 1, 1)

    def _proved(self, n: _Node) -> None:
        """Keep the answer of a couple just proved and drop its subtree."""
        n.kids = None
        if n.kind != _COUPLE:
            return
        if self.misere:
            self._outcomes[n.key] = n.pn == 0
        elif n.dn == 0:  # lost: the part's value is k
            if self._value(n.key) is None:
                self.search._store(n.key, n.k)
        else:
            self._excluded[n.key] = self._excluded.get(n.key, 0) | (1 << n.k)

    # ------------------------------------------------------------------ the tree
    def _expand(self, n: _Node) -> None:
        self.expanded += 1
        if n.kind == _SUM:
            parts = n.part
            if self.search.bound is not None:  # the smallest first
                parts = sorted(parts, key=lambda pk: self._bound(*pk))
            n.kids = [self._couple(p, key, self._first(p, key)) for p, key in parts]
            return
        if self._on_path.get((n.key, n.k), 0) > 1:
            raise LoopyGameError(f"the part {shorten(repr(n.part))} is reachable from itself")
        kids = [self._couple(n.part, n.key, j) for j in range(n.k)]
        for option, parts in self._options(n.part, n.key):
            kid = self._sum(parts, n.k)
            kid.move = option
            kids.append(kid)
        if self.misere and not kids:  # no move: its mover wins, as if by a move to a lost end
            kids.append(_Node(_END, None, None, 0, INF, 0))
        if self.reverse_ties:
            kids.reverse()
        if self.search.bound is not None:
            kids.sort(key=self._weight)  # stable: ties in the order generated (or reversed)
        n.kids = kids

    def _weight(self, n: _Node) -> tuple:
        if n.kind == _COUPLE:
            return (self._bound(n.part, n.key) + 1 + 4 * n.k, -1)
        if n.kind == _SUM:
            return (sum(self._bound(p, key) + 1 for p, key in n.part) + 4 * n.k, -len(n.part))
        return (-1, 0)

    def _bound(self, part, key: Hashable) -> int:
        """The game's bound of a part, remembered (for the last NUMBERS_KEPT parts)."""
        b = self._bounds.get(key)
        if b is None:
            if len(self._bounds) >= NUMBERS_KEPT:
                self._bounds.clear()
            b = self._bounds[key] = self.search.bound(part)
        return b

    def _parts(self, position: Hashable) -> list:
        """The parts of a position (in misère play the position itself: sums do not add up)."""
        if self.misere:
            canon = self.search.canonical
            return [(position, position if canon is None else canon(position))]
        return self.search._parts(position)

    def _options(self, part, key: Hashable) -> list:
        """The options of a part, each with its parts, remembered for the last OPTIONS_KEPT
        parts expanded (a part is expanded again for each heap it is asked with)."""
        got = self._kept.get(key)
        if got is None:
            parts_of = self._parts
            got = [(option, parts_of(option)) for option in self.search.moves(part)]
            if len(self._kept) >= OPTIONS_KEPT:
                self._kept.clear()
            self._kept[key] = got
        return got

    def _first(self, part, key: Hashable, k: int = 0) -> int:
        """The least value from k up that the part may have."""
        while self._not(part, key, k):
            if self.search.bound is not None and k > self._bound(part, key):
                self.search._bound_below(part)
            k += 1
        return k

    def _update(self, n: _Node) -> None:
        """The numbers of an expanded node from its children's; proved children are dropped."""
        if n.kind == _COUPLE:
            pn, dn, keep = INF, 0, []
            for c in n.kids:
                if c.dn == 0:  # an option lost for its mover: n is won
                    n.pn, n.dn = 0, INF
                    if n.k == 0 and c.move is not None:
                        self._won_by[n.key] = c.move
                    self._proved(n)
                    return
                if c.pn == 0:
                    continue
                keep.append(c)
                if c.dn < pn:
                    pn = c.dn
                dn += c.pn
            n.kids = keep
            if not keep:
                n.pn, n.dn = INF, 0
                self._proved(n)
            else:
                n.pn, n.dn = pn, min(dn, INF - 1)
                if self.keep_numbers:
                    if len(self._numbers) >= NUMBERS_KEPT:
                        self._numbers.clear()
                    self._numbers[n.key, n.k] = (n.pn, n.dn)
            return
        # a sum node: the values of its parts, one by one, while two or more are left
        kids = n.kids
        again = True
        while again and len(kids) > 1:
            again = False
            for i, c in enumerate(kids):
                v = self._value(c.key)
                if v is not None:  # merged into the heap
                    n.k ^= v
                    kids.pop(i)
                    again = True
                    break
                if c.pn == 0:  # its value is not c.k: the next value it may have
                    kids[i] = self._couple(c.part, c.key, self._first(c.part, c.key, c.k + 1))
                    again = True
                    break
        if len(kids) == 1:  # the last part: its couple with the heap is the question
            c = kids[0]
            v = self._value(c.key)
            if v is not None:
                n.k ^= v
                kids.pop()
            elif c.k != n.k:
                c = kids[0] = self._couple(c.part, c.key, n.k)
        if not kids:
            n.pn, n.dn = (0, INF) if n.k else (INF, 0)
        elif len(kids) == 1:
            n.pn, n.dn = kids[0].pn, kids[0].dn
        else:
            s = 0
            for c in kids:
                s += c.pn if c.pn < c.dn else c.dn
            n.pn = n.dn = min(s, INF - 1)
        if n.pn == 0 or n.dn == 0:
            n.kids = None

    @staticmethod
    def _select(n: _Node) -> _Node:
        best = None
        if n.kind == _COUPLE:
            for c in n.kids:
                if best is None or c.dn < best.dn:
                    best = c
            return best
        kids = n.kids
        if len(kids) == 1:
            return kids[0]
        for c in kids:
            if best is None or min(c.pn, c.dn) < min(best.pn, best.dn):
                best = c
        return best

    def _prove(self, root: _Node) -> bool:
        """Whether the player to move wins at `root`: the search until it is proved."""
        began = time.perf_counter()
        path = [root]
        # the couples on the path, counted: a couple below itself is a loop
        on_path = self._on_path = {}
        if root.kind == _COUPLE:
            on_path[root.key, root.k] = 1
        # the tree holds no cycles (children only), so reference counting frees what it drops;
        # the cyclic collector would walk every node of it again and again
        collecting = gc.isenabled()
        gc.disable()
        try:
            while root.pn and root.dn:
                n = path[-1]
                while n.kids is not None:
                    n = self._select(n)
                    path.append(n)
                    if n.kind == _COUPLE:
                        on_path[n.key, n.k] = on_path.get((n.key, n.k), 0) + 1
                self._expand(n)
                while path:
                    m = path[-1]
                    old_pn, old_dn = m.pn, m.dn
                    self._update(m)
                    if m.pn == old_pn and m.dn == old_dn and m.pn and m.dn and m is not n:
                        break
                    path.pop()
                    if m.kind == _COUPLE:
                        c = on_path[m.key, m.k] - 1
                        if c:
                            on_path[m.key, m.k] = c
                        else:
                            del on_path[m.key, m.k]
                if not path:
                    path.append(root)
                    if root.kind == _COUPLE:
                        on_path[root.key, root.k] = 1
                if not self.expanded & _CLOCK_MASK:
                    self._tick(began)
        finally:
            if collecting:
                gc.enable()
            self.seconds += time.perf_counter() - began
            if self._bar is not None:
                self._bar.close()
                self._bar = None
            self.search.flush()
        return root.pn == 0

    def _tick(self, began: float) -> None:
        if self.progress:
            self._bar = search_bar(self._bar, began, self.expanded, "proof-number search")
        s = self.search
        if s._table is not None and time.perf_counter() - s._last_commit >= s.commit_seconds:
            s.flush()

    # ------------------------------------------------------------------ public answers
    def _normal_play(self, what: str) -> None:
        if self.misere:
            raise InvalidGameError(f"{what}: misère play has outcomes, not nimbers (sums of "
                                   "misère games do not add up by them)")

    def wins(self, position: Hashable) -> bool:
        """Whether the first player wins `position` (its value is not 0).

        Complexity: see the class notes.
        """
        return self._prove(self._sum(self._parts(position), 0))

    def value_is(self, position: Hashable, target: int) -> bool:
        """Whether the value of `position` is `target`: the sum with a heap of `target` is
        lost for its first player."""
        self._normal_play("value_is")
        return not self._prove(self._sum(self._parts(position), target))

    def value(self, position: Hashable) -> int:
        """The value of `position`: each part's, as the least k whose couple is lost.

        Complexity: see the class notes; one proof per value a part is asked about.
        """
        self._normal_play("value")
        x = 0
        for p, key in self.search._parts(position):
            v = self._value(key)
            k = 0
            while v is None:
                k = self._first(p, key, k)
                self._prove(self._couple(p, key, k))
                v = self._value(key)
                k += 1
            x ^= v
        return x

    def winning_move(self, position: Hashable) -> Hashable | None:
        """An option of `position` that its first player wins by (one whose value is 0), or
        None when there is none (the first player loses; in misère play, or wins by having no
        move)."""
        parts = self._parts(position)
        if not self._prove(self._sum(parts, 0)):
            return None
        if len(parts) == 1 and parts[0][0] == position and parts[0][1] in self._won_by:
            return self._won_by[parts[0][1]]  # the option whose proof proved it won
        for option in self.search.moves(position):
            if not self.wins(option):
                return option
        if self.misere:
            return None  # won without a move: the player to move cannot move
        raise AssertionError("a won position has a lost option")

    def __repr__(self) -> str:
        return f"ProofNumberSearch({self.search!r}, {self.expanded} nodes expanded)"
