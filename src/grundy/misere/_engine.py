"""The misère quotient of a heap game by learning its outcome automaton and proving it.

Positions of a heap game are multisets of heaps, written here as sorted tuples of heap sizes
(heaps with no move are the zero game and are left out). The misère quotient of the heaps up to
n is the monoid of these multisets modulo indistinguishability, G ~ H iff o(G + X) = o(H + X)
for every position X. Since addition is commutative, ~ is exactly the Myhill–Nerode congruence
of the set of misère P-positions read as a language over the alphabet of heap sizes: the
quotient's elements are the states of the minimal automaton of that language, the identity is
the start state, adding a heap is a transition and the P-portion is the set of accepting
states.

:class:`QuotientLearner` finds that automaton as Angluin's L* algorithm does, with outcomes of
actual positions (a memoized game-tree search, :class:`MisereOutcomes`) as membership queries.
Its equivalence test is a proof rather than a sample: a hypothesis (Q, P, Phi) agrees with the
true outcomes on every position iff the misère recursion holds locally everywhere,

    Phi(G) in P  <=>  G has a move and no option G' has Phi(G') in P,

(by induction on G). Whether it holds at G depends only on the signature of G: Phi(G), whether G
holds a heap, and for each state D the union of the sets W_j (states from which an option of
heap j lands in P) over the heaps j of G with Phi(G - j) = D (see :func:`find_failure`).
Adding a heap maps signatures to signatures, so a search over the finitely many reachable
signatures, pruned to those that can lead to a failure first, proves the hypothesis (or yields
a position where it fails, and from it a counterexample position in the manner of Rivest and
Schapire).

Heap bounds are taken one at a time, each first by the extension in the monoid
(:mod:`grundy.misere._extend`); the learner takes a bound only where that fails, and then
starts from the quotient the extension found (:meth:`QuotientLearner.seed`). Once the
quotient Q of the heaps below n is proved, the queries for bound n first go to
:class:`PresumedOutcomes`, which presumes that Q does not split when heap n joins and then
needs to search only pairs (element of Q, copies of heap n) instead of every sum. Whatever
it answers, the hypothesis still has to pass the proof, so a false presumption never reaches
a result: it shows as a failure the presumed outcomes cannot explain.
Then, as MisereSolver recalibrates the heaps of a failure into generators of their own, the
smaller heaps of the failure are *freed* (counted one by one instead of through Q) and the
bound is learnt again; when that fails too, or costs too many states, it is learnt from exact
outcomes. (Measured: misère Kayles 0.77 to heap 20 in 0.22 s against 2.4 s with exact outcomes
only; 0.15 to heap 24 in 0.11 s, against 13.7 s when a failed presumption went straight to the
exact outcomes.) Where the exact search outgrows its budget, as it does when the new heap
splits Q into many more elements (Dawson's Kayles 0.07 at heap 25: 24 elements become 144,
and the exact search outgrows 23 GB), the presumed outcomes stand instead on the hypothesis
that failed, with the fewest heaps of its failure freed, as MisereSolver regenerates its
trial quotient from the failure; each failure moves the base on, and the proof still decides.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable

import numpy as np

from .._limits import available_memory, format_bytes
from ..errors import ResourceLimitError
from ._kernels import (SEARCH_HOLDS, SEARCH_TOO_MANY, CountOverflow, OutcomeTable, OverBudget,
                       signature_search)

Position = tuple[int, ...]

#: Failed presumptions mended by freeing heaps at one bound before the exact outcomes take over
#: (each one learns the bound again; measured: 0.15 to heap 20 in 0.05 s against 1.2 s with the
#: exact outcomes, while 4.7, whose failures keep coming, took 13.6 s instead of 0.08 s with no
#: limit), and the states a search with freed heaps may keep before it gives way to the exact
#: outcomes (the searches that paid kept at most 2,659 states; 4.7's, which did not, 22 K-43 K;
#: with this limit 0.15 to heap 24 takes 0.11 s against 13.7 s, 4.7 to heap 16 0.82 s against
#: 0.55 s).
MAX_RECALIBRATIONS = 1
MAX_FREED_STATES = 4_000
#: The positions the exact outcomes may add to their table at one bound before the presumed
#: outcomes stand on the failed hypothesis instead (QuotientLearner._rebase), how often they
#: may do so at one bound, and the states such a search may keep. Measured: 4.7 to heap 20,
#: whose exact searches stay small, 4.8 s as before (11.6 s rebasing at every failure);
#: Dawson's Kayles 0.07, whose exact search at heap 25 outgrows 23 GB of memory, to heap 26
#: in 21 s (31 s with a budget of 2 M positions, 20 s with 200 K), to heap 30 (order 360)
#: with at most 13 rebases at a bound; 0.16 to heap 16 3.0 s (10.1 s with 2 M); 4.7 to heap
#: 22 11.8 s (10.3 s with 2 M, but 8.9 s to heap 20 with 200 K).
EXACT_BUDGET = 500_000
MAX_REBASES = 40
MAX_REBASED_STATES = 200_000
#: Hypotheses from presumed outcomes may have this many times max_order states (see
#: QuotientLearner._add_state).
MAX_TRIAL_FACTOR = 8


#: Iterations of the searches' Python loops between two calls of the progress hook.
TICK_EVERY = 1024


def idle() -> None:
    """The progress hook that does nothing (see :attr:`MisereOutcomes.tick`)."""


class _Abandoned(Exception):
    """Outcomes past their budget: a presumption with freed heaps that needs more states than
    it may keep, or exact outcomes past their limit of positions."""


def merge(a: Position, b: Position) -> Position:
    """The sum of two positions (sorted tuples)."""
    if not a:
        return b
    if not b:
        return a
    return tuple(sorted(a + b))


def option_width(options: dict) -> int:
    """The width of the option rows of the kernels: the most heaps an option leaves, at least
    3 (octal and hexadecimal games all share one width)."""
    return max([3] + [len(o) for opts in options.values() for o in opts])


def letter_weights(letters: list[int], options: dict) -> np.ndarray:
    """Weights of the letters (heaps) for :func:`grundy.misere._kernels.mark_p_portion`, under
    which every option is lighter than its heap: the tokens, when no option holds more tokens
    than its heap; else (additive digits, games given by a function) the least weights with
    w(h) > the sum of w over the heaps of each option of h, by relaxation (the game has no
    cycle, so it settles within one round per heap).

    Raises
    ------
    ResourceLimitError
        When such weights pass 2^40 (options that double their heaps' weight at each size).
    """
    from ..errors import ResourceLimitError

    if all(sum(o) <= h for h in letters for o in options.get(h, ())):
        return np.array(letters, np.int64)
    w = {h: 1 for h in letters}
    for _ in range(len(letters) + 1):
        changed = False
        for h in letters:
            need = 1 + max((sum(w[p] for p in o) for o in options.get(h, ())), default=0)
            if need > w[h]:
                w[h], changed = need, True
        if not changed:
            break
    top = max(w.values(), default=1)
    if top >= 1 << 40:
        raise ResourceLimitError("the heaps' weights for the misère search pass 2^40: options "
                                 "whose heaps outweigh their heap at every size")
    return np.array([w[h] for h in letters], np.int64)


class MisereOutcomes:
    """Misère outcomes of positions (sums of heaps of sizes 1..n) by memoized search of the game
    tree, in the compiled kernel :class:`grundy.misere._kernels.OutcomeTable`.

    Parameters
    ----------
    n : int
        The largest heap size.
    options : dict
        ``options[h]``: the positions (sorted tuples of heaps that have a move) one move on a
        heap of size `h` leaves, for every h in 1..n that has a move.

    Attributes
    ----------
    tick : callable
        The progress hook of the whole engine (the learner, the extension and the proofs reach
        it through the outcomes they share): called with no argument between steps of work,
        at least every fraction of a second of it, compiled searches included. It does
        nothing unless set (:func:`grundy.misere.misere_quotient` redraws its bar and looks at
        its time limit there); what it raises ends the work.
    """

    def __init__(self, n: int, options: dict[int, tuple[Position, ...]]):
        self.n = n
        self._heap_options = {h: tuple(v) for h, v in options.items()}
        rows = []
        optptr = np.zeros(n + 2, np.int64)
        width = option_width(self._heap_options)
        for h in range(1, n + 1):
            for opt in self._heap_options.get(h, ()):
                rows.append(tuple(opt) + (0,) * (width - len(opt)))
            optptr[h + 1] = len(rows)
        opt_arr = np.array(rows, np.int32).reshape(-1, width)
        self.table = OutcomeTable(n, optptr, np.ascontiguousarray(opt_arr))
        self._checked_bytes = self.table.nbytes  # memory is looked at again when the table grows
        self.limit = -1  # >= 0: raise _Abandoned once the table remembers more positions
        self.tick = idle

    def heap_options(self, h: int) -> tuple[Position, ...]:
        return self._heap_options.get(h, ())

    def set_base(self, hyp: "Hypothesis") -> None:
        """Answer sums of the heaps of a proved hypothesis from it, without searching (their
        outcomes are facts, whatever heaps come later)."""
        nq = len(hyp.delta)
        base_n = max(hyp.letters, default=0)
        delta = np.zeros((nq, base_n + 1), np.int32)
        for j, h in enumerate(hyp.letters):
            delta[:, h] = [row[j] for row in hyp.delta]
        self.table.set_base(base_n, delta, np.array(hyp.accept, np.uint8))

    def _children(self, pos: Position):
        last = None
        for i, h in enumerate(pos):
            if h == last:
                continue
            last = h
            rest = pos[:i] + pos[i + 1 :]
            for opt in self.heap_options(h):
                yield merge(rest, opt)

    # The learner reads rows through keys (see QuotientLearner._row); here a position is its own.
    def key(self, pos: Position) -> Position:
        return pos

    test_key = key

    @staticmethod
    def add_heap(key: Position, h: int) -> Position:
        return merge(key, (h,))

    def is_p_sum(self, key: Position, test: Position) -> bool:
        return self.is_p(merge(key, test))

    def is_p(self, pos: Position) -> bool:
        """True when `pos` is a misère P-position (the player to move loses)."""
        counts = bytearray(self.n)
        try:
            for h in pos:
                counts[h - 1] += 1
        except ValueError:
            raise ResourceLimitError("a sum with more than 255 heaps of one size is beyond the misère search") from None
        try:
            r = self.table.is_p(counts, self.limit, self.tick)
        except OverBudget:
            raise _Abandoned() from None
        except CountOverflow as e:
            raise ResourceLimitError(f"the misère search met {e}") from None
        if self.table.nbytes != self._checked_bytes and self.table.nbytes * 2 > available_memory():
            raise ResourceLimitError(
                f"the misère search remembers {self.table.positions:,} positions and would need more "
                "memory than is available; the quotient is too large or infinite for this bound"
            )
        self._checked_bytes = self.table.nbytes
        return r


class PresumedOutcomes:
    """Fast outcomes of sums with heaps up to n, presuming that the proved quotient Q of the
    smaller heaps does not split when heap n joins, except on the *free* heaps: sums of the
    other smaller heaps that are equal in Q stay indistinguishable. Then the outcome of a sum
    depends only on Phi(Y) for its part Y of other smaller heaps and on how many heaps of each
    free size and of size n it holds.

    Each element of Q stands for a sum of other smaller heaps with the fewest tokens in its class
    (its representative), so every option of a state (x, counts) moves to a state of fewer
    tokens: a search over such states, where :class:`MisereOutcomes` searches every sum.
    The presumption is not proved here, and need not hold; what the learner builds from these
    answers is accepted only once :func:`find_failure` proves it against the game itself. When
    the two disagree in a way these outcomes cannot explain, the learner frees the heaps of
    the failure (they are counted one by one from then on, as MisereSolver recalibrates the
    heaps of a failure into free generators) and learns the bound again, and turns to the
    exact outcomes only when that does not explain it either (see
    :meth:`QuotientLearner.learn`). Sums of smaller heaps alone are answered from Q exactly.

    The base may also be a hypothesis that commutes but failed its proof (``proved=False`` in
    :meth:`set_base`, as :meth:`QuotientLearner._rebase` uses it): then Q is the trial
    hypothesis over every heap up to n, free heaps are always counted, and nothing it answers
    is taken as known.
    """

    def __init__(self, exact: MisereOutcomes):
        self.exact = exact
        self.base_n = 0
        self.free: frozenset[int] = frozenset()
        self._memo: dict = {}
        self.max_states: int | None = None  # with freed heaps: raise _Abandoned past it

    def set_base(self, hyp: "Hypothesis", proved: bool = True) -> None:
        """Stand on the quotient `hyp` of the heaps up to its largest letter, no heap free:
        proved, or (``proved=False``) a hypothesis that commutes but failed its proof, as
        :meth:`QuotientLearner._rebase` uses it."""
        self.base_n = max(hyp.letters, default=0)
        self._hyp = hyp
        self.proved = proved
        self.set_free(())

    def set_free(self, heaps, max_states: int = MAX_FREED_STATES) -> None:
        """Count the heaps in `heaps` one by one (not through Q) from now on, and give up
        (raise _Abandoned) past `max_states` states."""
        hyp = self._hyp
        self.free = frozenset(heaps)
        self.max_states = max_states if self.free else None
        self._memo = {}
        self._parts: dict[int, list] = {}
        # The sum of other (not free) heaps with the fewest tokens in each class reachable by
        # them (Dijkstra from the identity, a heap of h tokens weighing h; ties broken by fewer
        # heaps, then the sorted heaps), and for each of its heap sizes the class of the sum
        # without one heap of that size.
        moves = [(h, j) for j, h in enumerate(hyp.letters) if h not in self.free]
        best: dict[int, Position] = {0: ()}
        heap = [(0, 0, (), 0)]
        tick, pops = self.exact.tick, 0
        while heap:
            pops += 1
            if pops % TICK_EVERY == 0:
                tick()
            key = heapq.heappop(heap)
            q = key[3]
            if key[2] != best[q]:
                continue  # superseded by a lighter sum
            for h, j in moves:
                t = hyp.delta[q][j]
                cand = tuple(sorted(best[q] + (h,)))
                old = best.get(t)
                if old is None or (sum(cand), len(cand), cand) < (sum(old), len(old), old):
                    best[t] = cand
                    heapq.heappush(heap, (sum(cand), len(cand), cand, t))
        self._without = {q: {h: hyp.run(rep[:i] + rep[i + 1:]) for i, h in enumerate(rep)}
                         for q, rep in best.items()}

    def _counted(self, h: int) -> bool:
        return h > self.base_n or h in self.free

    def key(self, pos: Position) -> tuple[int, tuple]:
        """The state (q, counts) of `pos`: q the element of its heaps that go through Q, counts
        its counted heaps as sorted (heap, count) pairs. The outcome under the presumption is
        a function of the state."""
        counts: dict[int, int] = {}
        rest = []
        for h in pos:
            if self._counted(h):
                counts[h] = counts.get(h, 0) + 1
            else:
                rest.append(h)
        return self._hyp.run(rest), tuple(sorted(counts.items()))

    def add_heap(self, key: tuple[int, tuple], h: int) -> tuple[int, tuple]:
        """The state of a position of state `key` with heap `h` more."""
        q, c = key
        if self._counted(h):
            return q, self._add(c, (h,))
        return self._hyp.delta[q][self._hyp.index[h]], c

    def test_key(self, pos: Position) -> tuple[Position, tuple]:
        """`pos` split into the heaps that go through Q and its counted heaps."""
        return (tuple(h for h in pos if not self._counted(h)),
                tuple(h for h in pos if self._counted(h)))

    def is_p_sum(self, key: tuple[int, tuple], test: tuple[Position, tuple]) -> bool:
        """The outcome of the sum of a position with state `key` and one split as `test`."""
        q, c = key
        through, counted = test
        if through:
            q = self._hyp.run(through, q)
        return self._p_state(q, self._add(c, counted) if counted else c)

    def is_p(self, pos: Position) -> bool:
        """The outcome of `pos` under the presumption (exact when it holds)."""
        return self._p_state(*self.key(pos))

    def _p_state(self, q: int, c: tuple) -> bool:
        if not c:
            return self._hyp.accept[q]
        if self.proved and c[-1][0] <= self.base_n:
            # Smaller heaps only, and Q is proved for them: their sum is known exactly.
            for h, k in c:
                q = self._hyp.run((h,) * k, q)
            return self._hyp.accept[q]
        return self._p(q, c)

    def _option_parts(self, h: int) -> list:
        """The options of heap h, each as (heaps that go through Q, counted heaps)."""
        parts = self._parts.get(h)
        if parts is None:
            parts = self._parts[h] = [
                (tuple(x for x in opt if not self._counted(x)), tuple(x for x in opt if self._counted(x)))
                for opt in self.exact.heap_options(h)]
        return parts

    @staticmethod
    def _add(counts: tuple, heaps: tuple, drop: int = 0) -> tuple:
        """`counts` (sorted (heap, count) pairs) with one heap of `drop` less and the counted
        `heaps` more."""
        c = dict(counts)
        if drop:
            c[drop] -= 1
            if not c[drop]:
                del c[drop]
        for h in heaps:
            c[h] = c.get(h, 0) + 1
        return tuple(sorted(c.items()))

    def _p(self, q0: int, c0: tuple) -> bool:
        """Whether the state (element q0, counted heaps c0) is a P-position, by a search over
        states."""
        memo, accept, run = self._memo, self._hyp.accept, self._hyp.run
        if (q0, c0) in memo:
            return memo[q0, c0]
        add, parts = self._add, self._option_parts

        def options(q: int, c: tuple):
            for h, base in self._without[q].items():
                for through, counted in parts(h):
                    yield run(through, base), add(c, counted)
            for f, _ in c:
                for through, counted in parts(f):
                    yield run(through, q), add(c, counted, f)

        # Frames [q, counts, options left, the option waiting for its outcome].
        stack = [[q0, c0, options(q0, c0), None]]
        tick, steps = self.exact.tick, 0
        while stack:
            steps += 1
            if steps % TICK_EVERY == 0:
                tick()
            frame = stack[-1]
            q, c, it, waiting = frame
            result = True  # P until an option is
            pending = [waiting] if waiting is not None else []
            for t, d in itertools.chain(pending, it):
                win = accept[t] if not d else memo.get((t, d))
                if win is None:
                    frame[3] = (t, d)
                    stack.append([t, d, options(t, d), None])
                    break
                if win:
                    result = False
                    break
            else:
                memo[q, c] = True
                stack.pop()
                continue
            if not result:
                memo[q, c] = False
                stack.pop()
            if self.max_states is not None and len(memo) > self.max_states:
                raise _Abandoned()
        return memo[q0, c0]


class Hypothesis:
    """A candidate quotient: `delta[q][j]` the state after adding heap `letters[j]` to state q
    (state 0 the identity), `accept[q]` whether q is in the P-portion, `access[q]` a position
    that reaches q."""

    def __init__(self, letters: list[int], delta: list[list[int]], accept: list[bool],
                 access: list[Position], paths: list[Position]):
        self.letters = letters
        self.paths = paths
        self.index = {h: j for j, h in enumerate(letters)}
        self.delta = delta
        self.accept = accept
        self.access = access

    def run(self, pos: Position, q: int = 0) -> int:
        d, index = self.delta, self.index
        for h in pos:
            q = d[q][index[h]]
        return q


class QuotientLearner:
    """L* over the heap alphabet, with proofs as equivalence queries (see the module notes).

    The observation table keeps rows for the access positions S (pairwise distinct rows: the
    states) and their one-heap extensions, with columns the test positions E. A proof may
    look at `max_signatures` signatures; the memory it may take (half the available) is the
    other limit.
    """

    def __init__(self, outcomes: MisereOutcomes, max_order: int = 4096,
                 max_signatures: int = 64_000_000, presume: bool = True):
        self.exact = outcomes
        self.presumed = PresumedOutcomes(outcomes) if presume else None
        self.presumptions_failed = 0
        self.recalibrations = 0  # presumptions failed and mended by freeing heaps
        self.abandoned = 0       # outcomes that went past their budget (see learn)
        self.rebases = 0         # presumptions failed and mended by standing on the failure
        self._use(self.exact)  # the presumed outcomes need a proved quotient to stand on
        self.letters: list[int] = []
        self.S: list[Position] = [()]
        self.paths: list[Position] = [()]  # a word reaching each state (S[q] sorted)
        self.E: list[Position] = [()]
        self.rows: dict[tuple[bool, ...], int] = {}
        self.row_of: list[tuple[bool, ...]] = []
        self.max_order = max_order
        self.max_signatures = max_signatures
        self._reindex()

    def _row(self, pos: Position) -> tuple[bool, ...]:
        return self._key_row(self.o.key(pos))

    def _key_row(self, key) -> tuple[bool, ...]:
        # Rows are asked for again at every hypothesis and only gain columns, so each is kept
        # and extended (while the outcomes it was read from stay in use: see _use).
        # Positions with one key (all of them, for the exact outcomes; one state of the
        # presumed outcomes, which many access positions share) have one row.
        o = self.o
        r = self._rowcache.get(key, ())
        if len(r) < len(self.E):
            tests = self._tests
            while len(tests) < len(self.E):
                tests.append(o.test_key(self.E[len(tests)]))
            is_p_sum = o.is_p_sum
            r += tuple([is_p_sum(key, e) for e in tests[len(r):]])
            self._rowcache[key] = r
        return r

    def _use(self, outcomes) -> None:
        """Answer queries from `outcomes` from now on (forgetting rows read from others)."""
        self.o = outcomes
        self._rowcache = {}
        self._tests: list = []  # the test positions E as the outcomes split them

    def _reindex(self) -> None:
        self.row_of = [self._row(s) for s in self.S]
        self.rows = {r: i for i, r in enumerate(self.row_of)}
        if len(self.rows) != len(self.S):  # cannot happen: a longer E only splits rows
            raise AssertionError("access positions with equal rows")

    def _too_large(self) -> ResourceLimitError:
        return ResourceLimitError(
            f"the quotient has more than {self.max_order} elements, the largest order "
            "allowed; it may be infinite")

    def _add_state(self, path: Position, row: tuple[bool, ...]) -> int:
        # Rows read from exact outcomes are distinct classes, so more rows than max_order
        # prove the quotient too large. Presumed outcomes may be wrong and split classes that
        # are one (a rebased hypothesis of Dawson's Kayles at heap 25 has 728 states for 144
        # classes): their hypotheses may grow to MAX_TRIAL_FACTOR times max_order (the proved
        # quotient is measured in learn); past that they are abandoned.
        if len(self.S) >= self.max_order:
            if self.o is self.exact:
                raise self._too_large()
            if len(self.S) >= MAX_TRIAL_FACTOR * self.max_order:
                raise _Abandoned()
        self.S.append(tuple(sorted(path)))
        self.paths.append(path)
        self.row_of.append(row)
        self.rows[row] = len(self.S) - 1
        return len(self.S) - 1

    def _close(self) -> list[list[int]]:
        """Make the table closed; return the transitions."""
        delta: list[list[int]] = []
        q = 0
        o = self.o
        tick = self.exact.tick
        while q < len(self.S):
            tick()
            key = o.key(self.S[q])
            out = []
            for h in self.letters:
                r = self._key_row(o.add_heap(key, h))
                k = self.rows.get(r)
                if k is None:
                    k = self._add_state(self.paths[q] + (h,), r)
                out.append(k)
            delta.append(out)
            q += 1
        return delta

    def hypothesis(self) -> Hypothesis:
        delta = self._close()
        return Hypothesis(list(self.letters), delta, [r[0] for r in self.row_of], list(self.S),
                          list(self.paths))

    def add_letter(self, h: int) -> None:
        """Add heap size `h` (which has a move) to the alphabet."""
        self.letters.append(h)

    def seed(self, hyp: Hypothesis) -> None:
        """Take up the proved quotient `hyp` (found elsewhere, see
        :class:`grundy.misere._extend.QuotientExtender`) as if it had been learnt here: its
        letters, its access positions as S, and as E test positions that tell its states apart
        (:func:`separating_tests`); the outcomes stand on it as after :meth:`learn`."""
        exact = self.exact
        exact.limit = -1
        exact.set_base(hyp)
        if self.presumed is not None:
            self.presumed.set_base(hyp)
            self._use(self.presumed)
        else:
            self._use(exact)
        self.letters = list(hyp.letters)
        self.S, self.paths = list(hyp.access), list(hyp.paths)
        self.E = separating_tests(hyp, exact.tick)
        # The rows are the hypothesis' own predictions (it is proved), read at once.
        dmat, acc = _arrays(hyp)
        cols = np.empty((len(acc), len(self.E)), bool)
        for i, e in enumerate(self.E):
            cols[:, i] = acc[_after(dmat, hyp.index, e)]
        o = self.o
        self._tests = [o.test_key(e) for e in self.E]
        for q, pos in enumerate(self.S):
            self._rowcache[o.key(pos)] = tuple(cols[q].tolist())
        self._reindex()

    def learn(self) -> Hypothesis:
        """The proved quotient over the current alphabet.

        Queries go to the presumed outcomes first (see :class:`PresumedOutcomes`). When the
        proof fails at a position whose outcome and options' outcomes the presumption gets
        right, the presumption is false at this bound, and the outcomes are mended in turn:

        1. the heaps of the failure are freed (:meth:`_free`, at most MAX_RECALIBRATIONS
           times);
        2. the exact outcomes, until their table has grown by EXACT_BUDGET positions;
        3. past that budget, the presumed outcomes stand on the failed hypothesis itself,
           with one or more heaps of its failure freed (:meth:`_rebase`, at most MAX_REBASES
           times, each on the hypothesis that failed last);
        4. the exact outcomes with no budget.

        After each, the table goes back to where it stood when this bound began (access and
        test positions of sums of smaller heaps, whose outcomes every presumption gets right)
        and learning goes on."""
        snapshot = list(self.S), list(self.paths), list(self.E)
        freed = rebased = 0
        exact = self.exact
        exact.limit = -1
        budgeted = False  # step 2 began
        failed = None  # the last hypothesis that failed, and its failure, if it commutes
        while True:
            try:
                hyp = self.hypothesis()
                words = self._noncommuting(hyp)
                commutes = words is None
                if commutes:
                    bad = find_failure(hyp, exact, self.max_signatures)
                    if bad is None:
                        if len(hyp.delta) > self.max_order:
                            raise self._too_large()
                        exact.limit = -1
                        exact.set_base(hyp)
                        if self.presumed is not None:
                            self.presumed.set_base(hyp)
                            self._use(self.presumed)
                        return hyp
                    words = (bad, *exact._children(bad))
                w = self._wrong(hyp, words)
                if w is not None:
                    self._refine(hyp, w)
                    continue
                if self.o is exact:  # cannot happen: the proof failed at one of them
                    raise AssertionError("no wrong prediction among the candidate counterexamples")
                self.presumptions_failed += 1
                failed = (hyp, words) if commutes else None
                if not budgeted and freed < MAX_RECALIBRATIONS and self._free(hyp, words):
                    freed += 1
                elif budgeted and commutes and rebased < MAX_REBASES and self._rebase(hyp, words):
                    rebased += 1
                else:
                    self._to_exact(budgeted)
                    budgeted = True
            except _Abandoned:  # freed heaps, or exact outcomes, past their budget
                self.abandoned += 1
                if self.o is exact and exact.limit >= 0 and failed is not None \
                        and self._rebase(*failed):
                    rebased += 1
                else:
                    self._to_exact(budgeted)
                    budgeted = True
            self.S, self.paths, self.E = (list(x) for x in snapshot)
            self._reindex()

    def _to_exact(self, budgeted: bool) -> None:
        """Answer from the exact outcomes: with the budget EXACT_BUDGET unless `budgeted` (it
        was given at this bound already), with none after."""
        exact = self.exact
        exact.limit = -1 if budgeted else exact.table.positions + EXACT_BUDGET
        self._use(exact)

    def _free(self, hyp: Hypothesis, words) -> bool:
        """Free the smaller heaps of the failure `words[0]` (or, if that is not enough, of all
        `words`) in the presumed outcomes, so that they show a wrong prediction among `words`;
        False when no new freed heap does (the outcomes stay as they were)."""
        p = self.presumed
        before = p.free
        for group in (words[:1], words):
            heaps = {h for w in group for h in w if h <= p.base_n} | p.free
            if heaps == p.free:
                continue
            p.set_free(heaps)
            self._use(p)
            if self._wrong(hyp, words) is not None:
                self.recalibrations += 1
                return True
        p.set_free(before)
        return False

    def _rebase(self, hyp: Hypothesis, words) -> bool:
        """Let the presumed outcomes stand on `hyp` (which must commute, and failed its proof at
        `words[0]`) with the fewest heaps of the failure freed (one, then two, ...) that show a
        wrong prediction among `words`, as MisereSolver regenerates its trial quotient with
        the heaps of a failure recalibrated. False when no set of those heaps does (the
        outcomes stay as they were)."""
        p = self.presumed
        kept = p._hyp, p.proved, p.free, p.max_states
        p.set_base(hyp, proved=False)
        heaps = sorted(set(words[0]), reverse=True)
        for k in range(1, len(heaps) + 1):
            for free in itertools.combinations(heaps, k):
                p.set_free(free, MAX_REBASED_STATES)
                self._use(p)
                try:
                    if self._wrong(hyp, words) is not None:
                        self.rebases += 1
                        return True
                except _Abandoned:
                    pass
        p.set_base(kept[0], kept[1])
        p.set_free(kept[2], kept[3])
        self._use(p)
        return False

    def _wrong(self, hyp: Hypothesis, words) -> Position | None:
        """The first of `words` (heaps in order) whose outcome the hypothesis gets wrong."""
        for w in words:
            if self.o.is_p(tuple(sorted(w))) != hyp.accept[hyp.run(w)]:
                return w
        return None

    def _noncommuting(self, hyp: Hypothesis):
        """None when adding heaps commutes in the hypothesis; else four words of which one is
        predicted wrong. (States q1 = q+a+b and q2 = q+b+a differ on a test e; the truth is
        commutative, so the predictions for q's path + a b e, + b a e, q1's path + e and q2's
        path + e cannot all be right.)"""
        d = hyp.delta
        nl = len(hyp.letters)
        tick = self.exact.tick
        for q in range(len(d)):
            tick()
            row = d[q]
            for a in range(nl):
                da = d[row[a]]
                for b in range(a + 1, nl):
                    q1, q2 = da[b], d[row[b]][a]
                    if q1 != q2:
                        r1, r2 = self.row_of[q1], self.row_of[q2]
                        e = self.E[next(i for i in range(len(r1)) if r1[i] != r2[i])]
                        ha, hb = hyp.letters[a], hyp.letters[b]
                        p = hyp.paths[q]
                        return (p + (ha, hb) + e, p + (hb, ha) + e,
                                hyp.paths[q1] + e, hyp.paths[q2] + e)
        return None

    def _refine(self, hyp: Hypothesis, w: Position) -> None:
        """Rivest–Schapire: find the test position that separates two states, and add it."""
        m = len(w)

        def alpha(i: int) -> bool:
            q = hyp.run(w[:i])
            return self.o.is_p(merge(hyp.access[q], tuple(sorted(w[i:]))))

        lo, hi = 0, m  # alpha(lo) != alpha(hi): alpha(0) is the truth, alpha(m) the hypothesis
        a_lo = alpha(0)
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if alpha(mid) == a_lo:
                lo = mid
            else:
                hi = mid
        suffix = tuple(sorted(w[hi:]))
        if suffix in self.E:  # cannot happen for a genuine counterexample
            raise AssertionError("counterexample gave a known test position")
        self.E.append(suffix)
        self._reindex()


def _arrays(hyp: Hypothesis) -> tuple[np.ndarray, np.ndarray]:
    """The transitions of `hyp` as an int32 array (states x letters) and its P-portion as a
    bool array."""
    nq = len(hyp.delta)
    return (np.array(hyp.delta, np.int32).reshape(nq, len(hyp.letters)),
            np.array(hyp.accept, bool))


def _after(dmat: np.ndarray, index: dict[int, int], pos: Position) -> np.ndarray:
    """For every state q, the state q reaches when the heaps of `pos` are added (`index`:
    a heap's column in `dmat`). O(nq x len(pos))."""
    s = np.arange(dmat.shape[0])
    for h in pos:
        s = dmat[s, index[h]]
    return s


def separating_tests(hyp: Hypothesis, tick: Callable[[], None] = idle) -> list[Position]:
    """Test positions that tell every two states of a minimal automaton apart (the empty
    position first): for two states not yet told apart, the shortest word after which one
    accepts and the other does not (breadth-first over pairs of states), until every state
    has a row of its own. At most nq - 1 tests besides the empty one. `tick`: the progress
    hook (:attr:`MisereOutcomes.tick`)."""
    dmat, acc = _arrays(hyp)
    tests: list[Position] = [()]
    label = acc.astype(np.int64)
    while True:
        order = np.argsort(label, kind="stable")
        same = np.flatnonzero(label[order[1:]] == label[order[:-1]])
        if not len(same):
            return tests
        # One pair of each group of states with equal rows.
        firsts = same[np.r_[True, label[order[same[1:]]] != label[order[same[:-1]]]]]
        for i in firsts:
            a, b = int(order[i]), int(order[i + 1])
            if label[a] != label[b]:
                continue  # told apart by a test of this round
            word = _distinguishing_word(dmat, acc, a, b, hyp.letters, tick)
            tests.append(word)
            s = _after(dmat, hyp.index, word)
            label = np.unique(label * 2 + acc[s], return_inverse=True)[1].astype(np.int64)


def _distinguishing_word(dmat: np.ndarray, acc: np.ndarray, a: int, b: int,
                         letters: list[int], tick: Callable[[], None] = idle) -> Position:
    """The shortest position that, added to states a and b, lands in P from one only."""
    prev = {(a, b): None}
    frontier = [(a, b)]
    while frontier:
        tick()
        nxt = []
        for pair in frontier:
            x, y = pair
            if acc[x] != acc[y]:
                word = []
                while prev[pair] is not None:
                    pair, j = prev[pair]
                    word.append(letters[j])
                return tuple(sorted(word))
            for j in range(dmat.shape[1]):
                t = (int(dmat[x, j]), int(dmat[y, j]))
                if t not in prev:
                    prev[t] = (pair, j)
                    nxt.append(t)
        frontier = nxt
    raise AssertionError("two states of a minimal automaton that no position tells apart")


def _bitsets(rows, words: int):
    """Rows of a boolean matrix as bitsets of `words` uint64 words (column q is bit q % 64 of
    word q // 64), one row each."""
    packed = np.packbits(np.asarray(rows, bool), axis=1, bitorder="little")
    out = np.zeros((packed.shape[0], words * 8), np.uint8)
    out[:, : packed.shape[1]] = packed
    return out.view("<u8").astype(np.uint64)


def find_failure(hyp: Hypothesis, o: MisereOutcomes, max_signatures: int,
                 first: bool = True) -> Position | None:
    """A position where the hypothesis breaks the local misère condition, or None when it holds
    at every position (so the hypothesis is the true outcome automaton). The hypothesis must
    commute (adding heaps in any order reaches one state), so that Phi is a function of
    positions.

    The local condition at G asks whether some heap j of G has an option K with
    Phi(G - j + K) in P, that is whether Phi(G - j) lies in the set W_j of states from which
    one of j's options lands in P. It can break in two ways.

    - G in P with such a heap (or G empty and in P). Then G = H + j with Phi(H) in W_j and
      Phi(H) . j in P, and any position of the state Phi(H) does as well as H: every state has
      an access position, so these failures are found by looking at each (state, heap) once,
      with no search.
    - G not in P, holding a heap, and no heap of G has such an option (an N-failure). Whether
      that happens depends only on Phi(G), whether G holds a heap, and the map
      D -> (union of W_j over the heaps j of G with Phi(G - j) = D): the signature. Adding a
      heap a to G moves every key D to delta(D, a) (unions merge when keys meet) and adds the
      key Phi(G) with W_a. A key only moves within reach[D], the states reachable from D, so
      its union is cut to reach[D]; an empty one is dropped, and one that covers reach[D]
      makes every later position N-bound for good ("forever").
      The breadth-first search over the reachable signatures (the compiled kernel
      :func:`grundy.misere._kernels.signature_search`, each state set a bitset of
      ceil(nq / 64) words) is pruned as MisereSolver prunes its search for N-failures: the
      unions only grow as heaps are added, so a signature that holds, key by key, one already
      kept for its phi reaches no N-failure the kept one does not reach first, and is dropped,
      as are "forever" ones.

    When there is a failure of either kind, the search without pruning finds the first in
    breadth-first order (a position of the fewest heaps: the best counterexample for the
    learner, and a cheap search, as it stops there) and returns the heaps along its path.
    With ``first=False`` any failure does, and none is searched for twice: a P-failure is
    an access position and a heap (the one of fewest heaps), an N-failure the one the pruned
    search met (the plain search can cost far more than the pruned one on a large trial).

    Raises ResourceLimitError when a level of the search ends with more than `max_signatures`
    signatures kept, or when the search would need more memory than is available.
    O(nq x heaps x options) for the first kind; for the second O(signatures x heaps x
    (keys x nq / 64)), and a comparison with the kept signatures of the same phi for each new
    one (measured: the proofs of Dawson's Chess 0.137 to heap 24 take 0.16 s in all, where the
    search with no pruning took 11.5 s).
    """
    letters, delta = hyp.letters, hyp.delta
    nq, nl = len(delta), len(letters)
    words = (nq + 63) // 64
    dmat, acc = _arrays(hyp)

    # wmask[j]: the states q from which one of letter j's options lands in P.
    hits = np.zeros((nl, nq), bool)
    for j, h in enumerate(letters):
        for opt in o.heap_options(h):
            hits[j] |= acc[_after(dmat, hyp.index, opt)]

    # reach[d]: the states reachable from d by adding heaps (d included). A key d only ever
    # moves within reach[d], so its union can be cut to reach[d]; a union that is empty there
    # never matters, and one that covers it makes every later position "hot" for good.
    # (The least fixed point; states mostly lead to later ones, so sweep from the last.)
    reach = [1 << q for q in range(nq)]
    changed = True
    while changed:
        o.tick()
        changed = False
        for q in range(nq - 1, -1, -1):
            r = reach[q]
            for t in delta[q]:
                r |= reach[t]
            if r != reach[q]:
                reach[q] = r
                changed = True
    reach_words = np.frombuffer(b"".join(r.to_bytes(words * 8, "little") for r in reach),
                                "<u8").astype(np.uint64).reshape(nq, words)

    # The failures other than N-failures need no search: the empty position must be N, and
    # a position G + heap j must not be in P when G's state is one from which an option of
    # heap j lands in P (every state is reached, by its access position). When there is none,
    # the pruned search decides whether an N-failure is reachable.
    budget = available_memory() / 2  # reallocation briefly holds the old and the new block
    args = (dmat, acc.astype(np.uint8), _bitsets(hits, words), reach_words, max_signatures,
            budget)
    p_fails = hits.T & acc[dmat]  # [q, j]: q + j is P with a move from q to P
    fails = bool(acc[0]) or bool(p_fails.any())
    if fails and not first:
        if acc[0]:
            return ()
        q, j = min(zip(*np.nonzero(p_fails)), key=lambda qj: (len(hyp.access[qj[0]]), qj))
        return tuple(sorted(hyp.access[q] + (letters[j],)))
    if not fails:
        res = signature_search(*args, True, progress=o.tick)
        if res == SEARCH_HOLDS:
            return None
        fails = isinstance(res, list)  # otherwise the pruned search gave up
        if fails and not first:
            return tuple(sorted(letters[j] for j in res))
    # There is a failure: the plain breadth-first search finds the first one, whose position
    # (of the fewest heaps) makes the best counterexample.
    if fails:
        res = signature_search(*args, False, progress=o.tick)
    if isinstance(res, list):
        return tuple(sorted(letters[j] for j in res))
    if res == SEARCH_HOLDS:  # cannot happen: the first search saw a failure
        raise AssertionError("the plain search found no failure where the pruned one did")
    if res == SEARCH_TOO_MANY:
        raise ResourceLimitError(
            f"proving a candidate quotient of order {nq} needs more than {max_signatures:,} "
            "signatures"
        )
    raise ResourceLimitError(
        f"proving a candidate quotient of order {nq} needs more than the {format_bytes(budget)} "
        "of memory the signature search may use"
    )


__all__ = ["MisereOutcomes", "QuotientLearner", "Hypothesis", "find_failure", "merge"]
