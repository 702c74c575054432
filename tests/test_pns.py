"""The proof-number search (grundy.search.pns) against plain mex recursion, on games that split
into parts and on games that do not."""

import random
from functools import lru_cache

import pytest

from grundy.errors import GrundyError, InvalidGameError, LoopyGameError
from grundy.search.engine import NimberSearch
from grundy.search.pns import ProofNumberSearch


def mex(values):
    s = set(values)
    m = 0
    while m in s:
        m += 1
    return m


# ---------------------------------------------------------------- tokens on a random DAG
def random_dag(rng, n, p):
    return [[u for u in range(v) if rng.random() < p] for v in range(n)]


def dag_game(succ, bound=True):
    """Tokens on a DAG: a position is a sorted tuple of vertices, a move slides one token
    along an arc; each token is a part."""

    def moves(pos):
        out = []
        for i, v in enumerate(pos):
            for u in succ[v]:
                out.append(tuple(sorted(pos[:i] + (u,) + pos[i + 1:])))
        return out

    def split(pos):
        return [(v,) for v in pos]

    def longest(pos):
        return sum(depth[v] for v in pos)

    depth = []
    for v in range(len(succ)):
        depth.append(1 + max((depth[u] for u in succ[v]), default=-1))
    return NimberSearch(moves, components=split, bound=longest if bound else None, progress=False)


def dag_values(succ):
    g = []
    for v in range(len(succ)):
        g.append(mex(g[u] for u in succ[v]))
    return g


@pytest.mark.parametrize("seed", range(12))
def test_tokens_on_random_dags(seed):
    rng = random.Random(seed)
    succ = random_dag(rng, rng.randint(5, 40), rng.uniform(0.05, 0.5))
    g = dag_values(succ)
    pns = ProofNumberSearch(dag_game(succ, bound=seed % 2 == 0), progress=False)
    for _ in range(15):
        pos = tuple(sorted(rng.randrange(len(succ)) for _ in range(rng.randint(1, 4))))
        want = 0
        for v in pos:
            want ^= g[v]
        assert pns.wins(pos) == (want != 0), pos
        target = rng.randrange(4)
        assert pns.value_is(pos, target) == (want == target), (pos, target)
        assert pns.value(pos) == want, pos
        move = pns.winning_move(pos)
        if want == 0:
            assert move is None
        else:
            x = 0
            for v in move:
                x ^= g[v]
            assert x == 0 and move in pns.search.moves(pos)


def test_values_found_go_to_the_nimber_search_and_its_table(tmp_path):
    rng = random.Random(7)
    succ = random_dag(rng, 30, 0.3)
    g = dag_values(succ)
    search = dag_game(succ)
    search.table = str(tmp_path / "t.db")
    from grundy.search.engine import ValueTable

    search._table = ValueTable(search.table)
    pns = ProofNumberSearch(search, progress=False)
    assert pns.value((29,)) == g[29]
    search.close()
    again = dag_game(succ)
    again._table = ValueTable(str(tmp_path / "t.db"))
    assert again._lookup((29,)) == g[29]
    # and the nimber search answers the same from it
    assert again.value((29, 28)) == g[29] ^ g[28]


# ---------------------------------------------------------------- heaps that split
def octal_moves(code):
    """The options of one heap of an octal game (digits of `code` after the point)."""

    def moves(pos):
        out = set()
        for i, h in enumerate(pos):
            rest = pos[:i] + pos[i + 1:]
            for take, d in enumerate(code, 1):
                if take > h:
                    break
                left = h - take
                if d & 1 and left == 0:
                    out.add(rest)
                if d & 2 and left > 0:
                    out.add(tuple(sorted(rest + (left,))))
                if d & 4 and left > 1:
                    for a in range(1, left // 2 + 1):
                        out.add(tuple(sorted(rest + (a, left - a))))
        return [tuple(x for x in o if x) for o in out]

    return moves


def heap_values(code, n):
    g = [0] * (n + 1)
    for h in range(1, n + 1):
        opts = set()
        for take, d in enumerate(code, 1):
            if take > h:
                break
            left = h - take
            if d & 1 and left == 0:
                opts.add(0)
            if d & 2 and left > 0:
                opts.add(g[left])
            if d & 4 and left > 1:
                for a in range(1, left // 2 + 1):
                    opts.add(g[a] ^ g[left - a])
        g[h] = mex(opts)
    return g


def test_reversed_ties_and_kept_numbers_give_the_same_answers_by_another_proof():
    rng = random.Random(3)
    succ = random_dag(rng, 40, 0.3)
    g = dag_values(succ)
    first = ProofNumberSearch(dag_game(succ), progress=False)
    other = ProofNumberSearch(dag_game(succ), reverse_ties=True, progress=False)
    kept = ProofNumberSearch(dag_game(succ), keep_numbers=True, progress=False)
    for _ in range(20):
        pos = tuple(sorted(rng.randrange(40) for _ in range(3)))
        want = g[pos[0]] ^ g[pos[1]] ^ g[pos[2]]
        assert first.value(pos) == other.value(pos) == kept.value(pos) == want
    assert first.expanded != other.expanded  # the proofs differ


@pytest.mark.parametrize("code", [(7, 7), (0, 7), (3, 7, 7), (4, 7, 7), (1, 3, 7)])
def test_octal_games_split_into_heaps(code):
    """Kayles (.77), Dawson's Kayles (.07) and others: heaps split into parts."""
    g = heap_values(code, 30)
    search = NimberSearch(octal_moves(code), components=lambda pos: [(h,) for h in pos],
                          bound=lambda pos: sum(pos), progress=False)
    pns = ProofNumberSearch(search, progress=False)
    rng = random.Random(sum(code))
    for h in range(1, 31):
        assert pns.value((h,)) == g[h], h
    for _ in range(20):
        pos = tuple(sorted(rng.randint(1, 30) for _ in range(rng.randint(1, 3))))
        want = 0
        for h in pos:
            want ^= g[h]
        fresh = ProofNumberSearch(NimberSearch(octal_moves(code), components=lambda p: [(h,) for h in p],
                                               progress=False), progress=False)
        assert fresh.wins(pos) == (want != 0), pos


def test_kayles_values_are_known():
    """Kayles' values to 20 (Guy and Smith): 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1."""
    search = NimberSearch(octal_moves((7, 7)), components=lambda pos: [(h,) for h in pos],
                          progress=False)
    pns = ProofNumberSearch(search, progress=False)
    assert [pns.value((h,)) if h else 0 for h in range(21)] == [
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1]


# ---------------------------------------------------------------- a game with no split
def test_a_game_without_parts():
    """Subtraction {1, 3, 4} on one heap (no components): values 0 1 0 1 2 3 2 0 1 0 ..."""
    def moves(n):
        return [n - s for s in (1, 3, 4) if s <= n]

    values = []
    for n in range(60):
        values.append(mex(values[n - s] for s in (1, 3, 4) if s <= n))
    pns = ProofNumberSearch(NimberSearch(moves, progress=False), progress=False)
    for n in range(60):
        assert pns.wins(n) == (values[n] != 0), n
    assert [pns.value(n) for n in range(60)] == values


def test_deep_games_need_no_recursion():
    """A path of 100,000 moves: the proof tree is walked with a list, not the call stack."""
    pns = ProofNumberSearch(NimberSearch(lambda n: [n - 1] if n else [], progress=False),
                            progress=False)
    assert pns.wins(100_000) is False
    assert pns.wins(99_999) is True


# ---------------------------------------------------------------- errors
def test_a_loop_is_refused():
    pns = ProofNumberSearch(NimberSearch(lambda n: [(n + 1) % 3], progress=False), progress=False)
    with pytest.raises(LoopyGameError):
        pns.wins(0)
    assert issubclass(LoopyGameError, GrundyError)


def test_a_bound_below_the_value_is_refused():
    g = heap_values((7, 7), 10)
    assert g[5] == 4
    search = NimberSearch(octal_moves((7, 7)), components=lambda pos: [(h,) for h in pos],
                          bound=lambda pos: 1, progress=False)
    pns = ProofNumberSearch(search, progress=False)
    with pytest.raises(InvalidGameError, match="bound"):
        pns.value((5,))


def test_repr_counts_expansions():
    pns = ProofNumberSearch(NimberSearch(lambda n: [n - 1] if n else [], progress=False),
                            progress=False)
    pns.wins(5)
    assert pns.expanded > 0 and "nodes expanded" in repr(pns)


# ---------------------------------------------------------------- misère play
def nim_moves(pos):
    return [tuple(sorted(pos[:i] + (h - t,) + pos[i + 1:])) for i, h in enumerate(pos)
            for t in range(1, h + 1)]


@pytest.mark.parametrize("seed", range(4))
def test_misere_nim(seed):
    """Misère Nim (Bouton): the first player wins exactly when some heap exceeds 1 and the XOR
    is not 0, or every heap is at most 1 and the XOR is 0."""
    rng = random.Random(seed)
    pns = ProofNumberSearch(NimberSearch(nim_moves, progress=False), misere=True, progress=False)
    for _ in range(25):
        pos = tuple(sorted(rng.randint(0, 5) for _ in range(rng.randint(1, 4))))
        x = 0
        for h in pos:
            x ^= h
        want = (x != 0) if max(pos) > 1 else (x == 0)
        assert pns.wins(pos) == want, pos
        move = pns.winning_move(pos)
        assert (move is None) == (not want or max(pos) == 0)
        if move is not None:
            assert move in nim_moves(pos) and not pns.wins(move)


def test_misere_has_no_nimbers():
    pns = ProofNumberSearch(NimberSearch(nim_moves, progress=False), misere=True, progress=False)
    with pytest.raises(InvalidGameError, match="misère"):
        pns.value((1, 2))
    with pytest.raises(InvalidGameError, match="misère"):
        pns.value_is((1, 2), 3)


def test_misere_against_plain_recursion_on_random_dags():
    rng = random.Random(11)
    for _ in range(6):
        succ = random_dag(rng, rng.randint(5, 25), rng.uniform(0.1, 0.5))
        search = dag_game(succ)
        search.components = None  # whole positions: tokens do not add up in misère play
        pns = ProofNumberSearch(search, misere=True, progress=False)
        memo = {}

        def wins(pos):  # plain recursion, memoized (positions are small)
            if pos not in memo:
                opts = search.moves(pos)
                memo[pos] = not opts or any(not wins(o) for o in opts)
            return memo[pos]

        for _ in range(10):
            pos = tuple(sorted(rng.randrange(len(succ)) for _ in range(rng.randint(1, 3))))
            assert pns.wins(pos) == wins(pos), pos
