"""The misère quotient extended heap by heap in the monoid (grundy.misere._extend) against the
quotients learnt from outcomes of sums, against plain game-tree recursion, and its compiled
kernels (marking, partition refinement, breadth-first numbering) against plain Python.

Every quotient the extension reports has passed the proof (find_failure), so what these tests
look for is everything around it: that the trials are built, reduced and numbered right, that
the learner takes over wherever the extension gives up and then stands on the quotient the
extension found, and that the kernels compute what their plain definitions say.
"""

from __future__ import annotations

import heapq
import random

import numpy as np
import pytest

import grundy.misere._extend as extend_module
import grundy.misere.quotient as quotient_module
from grundy.errors import ResourceLimitError
from grundy.heaps.octal import OctalGame
from grundy.misere import misere_quotient
from grundy.misere._engine import Hypothesis, separating_tests
from grundy.misere._extend import QuotientExtender, _Trial, minimal_hypothesis
from grundy.misere._kernels import breadth_first, mark_p_portion, refine_classes
from test_misere import _isomorphic, oracle


def random_codes(seed: int, count: int) -> list[tuple[str, int]]:
    """Random octal codes (1 to 4 digits) and hexadecimal ones with a first digit 4 (a heap may
    split in two without losing a token), with bounds 8 to 11."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        if rng.random() < 0.25:
            code = "4." + "".join(rng.choice("0123456789ABCDEF") for _ in range(rng.randint(1, 3)))
        else:
            code = "0." + "".join(rng.choice("01234567") for _ in range(rng.randint(1, 4)))
        out.append((code, rng.randint(8, 11)))
    return out


class _Extenders:
    """Stands in for QuotientExtender in grundy.misere.quotient and keeps each one made."""

    def __init__(self):
        self.made = []

    def __call__(self, *args, **kwargs):
        ext = QuotientExtender(*args, **kwargs)
        self.made.append(ext)
        return ext


def learnt(code: str, n: int, **kwargs):
    """The quotient learnt from outcomes at every bound (the extension off)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(quotient_module, "EXTEND", False)
        return misere_quotient(code, n, progress=False, **kwargs)


def extended(code: str, n: int, **kwargs):
    """The quotient with the extension on, and the extender that worked on it."""
    made = _Extenders()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(quotient_module, "QuotientExtender", made)
        q = misere_quotient(code, n, progress=False, **kwargs)
    return q, made.made[0]


# -- the quotients ----------------------------------------------------------------------------

KNOWN = [("0.77", 16), ("0.15", 22), ("0.137", 16), ("4.7", 12), ("0.6", 12), ("0.26", 14),
         ("0.54", 12), ("0.75", 16), ("0.312", 12), ("0.333", 10), ("0.07", 18), ("0.16", 12),
         ("4.4234", 10), ("0.642", 11)]


@pytest.mark.parametrize("code, n", KNOWN)
def test_extension_gives_the_learnt_quotient(code, n):
    q, ext = extended(code, n)
    assert _isomorphic(learnt(code, n), q), (code, n)
    assert ext.conservative + ext.generated + ext.failed == len(q.heap_element) - 1 - sum(
        1 for h in range(1, n + 1) if not OctalGame(code).options(h))


def test_extension_on_random_codes():
    met = {"conservative": 0, "generated": 0, "recalibrations": 0}
    compared = 0
    for code, n in random_codes(1, 30):
        try:
            q, ext = extended(code, n, max_order=300)
        except ResourceLimitError:  # a large quotient: too long to learn here
            continue
        assert _isomorphic(learnt(code, n, max_order=300), q), (code, n)
        compared += 1
        for k in met:
            met[k] += getattr(ext, k)
    assert compared >= 25 and all(v > 0 for v in met.values()), met


@pytest.mark.slow
def test_extension_on_more_random_codes():
    # (the learner can take minutes on some of these: outcomes of sums by recursion instead;
    # 0.0745 and 4.8F, whose trials keep failing, are left to it and take longer still)
    compared = 0
    for code, n in random_codes(2, 80):
        if code in ("0.0745", "4.8F"):
            continue
        try:
            q, _ = extended(code, n, max_order=300)
        except ResourceLimitError:
            continue
        assert_outcomes(q, code, n, 60, 3)
        compared += 1
    assert compared >= 70


@pytest.mark.parametrize("code, n", random_codes(3, 12) + [("0.07", 14), ("4.7", 9)])
def test_outcomes_match_game_tree_recursion(code, n):
    q, _ = extended(code, n)
    assert_outcomes(q, code, n, 200, 4)


def assert_outcomes(q, code: str, n: int, count: int, most: int) -> None:
    """The quotient's outcome of `count` random positions of at most `most` heaps up to n is
    the game tree's."""
    is_p = oracle(code)
    rng = random.Random(code)
    for _ in range(count):
        heaps = sorted(rng.randint(1, n) for _ in range(rng.randint(0, most)))
        live = tuple(h for h in heaps if OctalGame(code).options(h))
        assert (q.element(heaps) in q.p_portion) == is_p(live), (code, heaps)


# -- the learner taking over ------------------------------------------------------------------


def test_learner_takes_over_where_the_extension_gives_up(monkeypatch):
    # Every third bound left to the learner, which must take up the quotient the extension
    # found (QuotientLearner.seed) and learn the next bound from it.
    real = QuotientExtender.extend
    calls = []

    def some(self, q, n):
        calls.append(n)
        return None if len(calls) % 3 == 0 else real(self, q, n)

    monkeypatch.setattr(QuotientExtender, "extend", some)
    # (No proof of infinity is looked for at these bounds: they are all finite, and
    # tests/test_misere_infinite.py holds the search to that.)
    monkeypatch.setattr(quotient_module, "_infinite_at", lambda *args: None)
    for code, n in [("0.77", 14), ("0.15", 20), ("0.137", 14), ("4.7", 10), ("0.16", 12),
                    ("0.07", 16)]:
        calls.clear()
        q = misere_quotient(code, n, progress=False)
        monkeypatch.setattr(QuotientExtender, "extend", real)
        assert _isomorphic(learnt(code, n), q), (code, n)
        monkeypatch.setattr(QuotientExtender, "extend", some)


def test_without_recalibration_new_generators_fall_to_the_learner(monkeypatch):
    monkeypatch.setattr(extend_module, "MAX_RECALIBRATIONS", 1)
    failed = 0
    for code, n in [("0.15", 20), ("0.137", 14), ("4.7", 10), ("0.07", 16)]:
        q, ext = extended(code, n)
        failed += ext.failed
        assert _isomorphic(learnt(code, n), q), (code, n)
    assert failed > 0


def test_max_order_still_bounds_the_quotient():
    assert misere_quotient("0.137", 16, max_order=24, progress=False).order == 24
    with pytest.raises(ResourceLimitError, match="more than 23 elements"):
        misere_quotient("0.137", 16, max_order=23, progress=False)


def test_separating_tests_tell_every_state_apart():
    for code, n in [("0.77", 12), ("0.07", 16), ("4.7", 10)]:
        q, _ = extended(code, n)
        hyp = _hypothesis_of(q)
        tests = separating_tests(hyp)
        assert tests[0] == ()
        rows = {tuple(hyp.accept[hyp.run(e, s)] for e in tests) for s in range(q.order)}
        assert len(rows) == q.order
        assert len(tests) <= q.order


def _hypothesis_of(q) -> Hypothesis:
    """The quotient as an automaton over its live heaps."""
    letters = [h for h in range(1, q.bound + 1) if h in q._option_elements]
    delta = [[int(q.table[x, q.heap_element[h]]) for h in letters] for x in range(q.order)]
    accept = [x in q.p_portion for x in range(q.order)]
    return minimal_hypothesis(np.array(delta, np.int32).reshape(q.order, len(letters)),
                              np.array(accept), letters)


# -- the kernels ------------------------------------------------------------------------------


def mark_oracle(delta, weights, optptr, opts, screen=False):
    """mark_p_portion in plain Python: Dijkstra over (tokens, -heaps), settling states in the
    order (weight, state); each state marked from its lightest word's options."""
    ns, nl = delta.shape
    dist = {0: 0}
    word = {0: ()}
    done = []
    accept = [False] * ns
    pq = [(0, 0)]
    settled = set()
    while pq:
        k, s = heapq.heappop(pq)
        if s in settled or k != dist[s]:
            continue
        settled.add(s)
        done.append(s)
        if s:
            accept[s] = _local(delta, optptr, opts, accept, word[s], settled)
        for j in range(nl):
            t = int(delta[s, j])
            nk = k + int(weights[j]) * (1 << 20) - 1
            if nk < dist.get(t, 1 << 62):
                dist[t] = nk
                word[t] = word[s] + (j,)
                heapq.heappush(pq, (nk, t))
    failure = best = None
    if screen:
        # The least failing word (lightest word plus one heap) in MisereSolver's order: counts
        # compared from the last letter down; the first met among equals.
        for s in done:
            for j in range(nl):
                w = word[s] + (j,)
                t = _run(delta, w)
                if accept[t] != _local(delta, optptr, opts, accept, w, settled):
                    key = tuple(w.count(x) for x in range(nl - 1, -1, -1))
                    if best is None or key < best:
                        best, failure = key, list(w)
    return np.array(accept, np.uint8), failure


def _run(delta, word, s=0):
    for j in word:
        s = int(delta[s, j])
    return s


def _local(delta, optptr, opts, accept, word, settled) -> bool:
    """P by the misère recursion at `word`, from the marks of its options' states."""
    moves = False
    for i, j in enumerate(word):
        rest = word[:i] + word[i + 1:]
        for o in range(optptr[j], optptr[j + 1]):
            t = _run(delta, [x for x in opts[o] if x >= 0] + list(rest))
            assert t in settled
            moves = True
            if accept[t]:
                return False
    return moves


def _trial_inputs(code: str, n: int, rng: random.Random):
    """A trial automaton of the kind the extension builds: a proved quotient with up to two of
    its heaps freed into counters, and the options as mark_p_portion takes them."""
    q, _ = extended(code, n)
    hyp = _hypothesis_of(q)
    letters = hyp.letters
    nl = len(letters)
    d = np.array(hyp.delta, np.int32).reshape(-1, nl)
    freed = rng.sample(range(nl), rng.randint(0, min(2, nl)))
    counters = {j: (rng.randint(0, 3), rng.randint(1, 3)) for j in freed}
    base = extend_module._regenerate(d, set(freed))
    t = _Trial(base, letters, counters)
    index = {h: j for j, h in enumerate(letters)}
    ptr, rows = [0], []
    for h in letters:
        leaves = {tuple(x for x in leave if x in index) for _, leave in OctalGame(code).options(h)}
        for o in sorted(leaves):
            rows.append([index[x] for x in o] + [-1] * (3 - len(o)))
        ptr.append(len(rows))
    return (t.delta, np.array(letters, np.int64), np.array(ptr, np.int64),
            np.array(rows, np.int32).reshape(-1, 3)), hyp


@pytest.mark.parametrize("code, n", [("0.77", 10), ("0.15", 14), ("0.07", 12), ("4.7", 8),
                                     ("0.6", 9), ("4.4234", 8), ("0.16", 9)])
def test_marking_matches_the_plain_definition(code, n):
    rng = random.Random(code)
    for _ in range(6):
        args, _ = _trial_inputs(code, n, rng)
        got, got_fail = mark_p_portion(*args, True)
        want, want_fail = mark_oracle(*args, screen=True)
        assert got.tolist() == want.tolist()
        assert (got_fail is None) == (want_fail is None)
        if got_fail is not None:  # the same word, its letters in any order
            assert sorted(got_fail) == sorted(want_fail)


@pytest.mark.parametrize("code, n", [("0.77", 12), ("0.15", 18), ("0.07", 16), ("4.7", 10)])
def test_marking_the_true_quotient_gives_its_p_portion(code, n):
    # Outcomes are consistent everywhere in the true quotient, so marking from any lightest
    # words must give back its P-portion, and the screen finds no failure.
    rng = random.Random(1)
    args, hyp = _trial_inputs(code, n, rng)
    d = np.array(hyp.delta, np.int32).reshape(-1, len(hyp.letters))
    accept, failure = mark_p_portion(d, *args[1:], True)
    assert accept.astype(bool).tolist() == hyp.accept and failure is None


def test_marking_refuses_bad_input():
    d = np.zeros((1, 1), np.int32)
    w = np.ones(1, np.int64)
    ptr = np.array([0, 1], np.int64)
    with pytest.raises(ValueError, match="not lighter"):  # heap 1 leaving heap 1
        mark_p_portion(np.array([[1], [1]], np.int32), w, ptr, np.array([[0, -1, -1]], np.int32))
    with pytest.raises(ValueError, match="not a letter"):
        mark_p_portion(d, w, ptr, np.array([[3, -1, -1]], np.int32))
    with pytest.raises(ValueError, match="not a state"):
        mark_p_portion(np.array([[2]], np.int32), w, ptr, np.array([[-1, -1, -1]], np.int32))
    with pytest.raises(ValueError, match="shapes"):
        mark_p_portion(d, np.ones(2, np.int64), ptr, np.array([[-1, -1, -1]], np.int32))



def test_kernels_refuse_transitions_to_no_state():
    """Each kernel that walks an automaton checks its transitions first, naming itself and
    the entry."""
    from grundy.misere._kernels import signature_search

    bad = np.array([[0], [-1]], np.int32)  # state 1 has no successor
    one = np.ones(2, np.uint8)
    with pytest.raises(ValueError, match=r"refine_classes: delta\[1, 0\] is not a state"):
        refine_classes(bad, one)
    with pytest.raises(ValueError, match=r"breadth_first: delta\[1, 0\] is not a state"):
        breadth_first(bad, np.ones(1, np.uint8))
    with pytest.raises(ValueError, match=r"mark_p_portion: delta\[1, 0\] is not a state"):
        mark_p_portion(bad, np.ones(1, np.int64), np.array([0, 1], np.int64),
                       np.array([[-1, -1, -1]], np.int32))
    words = np.zeros((1, 1), np.uint64)
    with pytest.raises(ValueError, match=r"signature_search: delta\[1, 0\] is not a state"):
        signature_search(bad, one, words, np.zeros((2, 1), np.uint64), 10, 1e9)


def _partition(labels) -> set[frozenset[int]]:
    out: dict[int, set[int]] = {}
    for s, c in enumerate(labels):
        out.setdefault(int(c), set()).add(s)
    return {frozenset(v) for v in out.values()}


def refine_oracle(delta, accept):
    """Indistinguishable states by brute force: rows of outcomes after every word up to ns
    letters long (two states of an automaton with ns states that agree on every word of
    fewer than ns letters agree on all)."""
    ns, nl = delta.shape
    cols = [np.asarray(accept, bool)]
    frontier = [np.arange(ns)]
    for _ in range(ns):
        frontier = [delta[f, j] for f in frontier for j in range(nl)]
        frontier = list({tuple(f): f for f in frontier}.values())
        cols += [np.asarray(accept, bool)[f] for f in frontier]
    rows = np.array(cols).T
    _, labels = np.unique(rows, axis=0, return_inverse=True)
    return labels.ravel()


def test_refine_classes_matches_brute_force():
    rng = np.random.default_rng(5)
    for _ in range(60):
        ns, nl = int(rng.integers(1, 9)), int(rng.integers(0, 3))
        delta = rng.integers(0, ns, size=(ns, nl)).astype(np.int32)
        accept = rng.integers(0, 2, size=ns).astype(np.uint8)
        cls, count = refine_classes(delta, accept)
        assert count == len(set(cls.tolist()))
        assert _partition(cls) == _partition(refine_oracle(delta, accept))


def test_refine_classes_on_a_product_with_a_counter():
    # Misère Nim's quotient times a counter that nothing reads reduces to the quotient.
    q, _ = extended("0.333", 6)
    hyp = _hypothesis_of(q)
    d = np.array(hyp.delta, np.int32).reshape(-1, len(hyp.letters))
    t = _Trial(np.concatenate([d, np.zeros((len(d), 1), np.int32)], axis=1),
               hyp.letters + [99], {len(hyp.letters): (2, 2)})
    accept = np.repeat(np.array(hyp.accept, np.uint8), 4)
    _, count = refine_classes(t.delta, accept)
    assert count == q.order


def test_breadth_first_matches_plain_bfs():
    rng = np.random.default_rng(6)
    for _ in range(40):
        ns, nl = int(rng.integers(1, 12)), int(rng.integers(0, 4))
        delta = rng.integers(0, ns, size=(ns, nl)).astype(np.int32)
        use = rng.integers(0, 2, size=nl).astype(np.uint8)
        order, parent, letter = breadth_first(delta, use)
        want, seen = [0], {0}
        for s in want:
            for j in range(nl):
                if use[j] and int(delta[s, j]) not in seen:
                    seen.add(int(delta[s, j]))
                    want.append(int(delta[s, j]))
        assert order.tolist() == want
        for i in range(1, len(order)):
            assert delta[order[parent[i]], letter[i]] == order[i] and parent[i] < i
