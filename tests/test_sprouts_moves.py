"""The moves of grundy.search.sprouts against an explicit model of Sprouts drawings.

tests/sprouts_drawing.py draws the curves of each move on a combinatorial map, from the rules
of the game; the only thing it takes from the package is :func:`lands`, to write a drawing in
canonical form. Option sets are compared through :func:`sprouts_drawing.land_key`, an exact
canonical form (the least text over every symmetry; slow, but independent of the package's),
so that the comparison does not rest on the package's canonical form.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from functools import lru_cache

import pytest

import grundy.search.sprouts as sprouts
from sprouts_drawing import (Drawing, check, drawing_options, land_key, position_key, start,
                             to_notation)

Options = Callable[[str], Iterable[tuple[str, ...]]]

@lru_cache(maxsize=None)
def lands(text: str) -> tuple[str, ...]:
    """:func:`grundy.search.sprouts.lands`, remembered."""
    return sprouts.lands(text)


def key(d: Drawing) -> tuple[str, ...]:
    """The exact canonical key of a drawing's position."""
    return position_key(lands(to_notation(d)))


def drawing_option_keys(d: Drawing) -> dict[tuple[str, ...], Drawing]:
    """The options of `d` by the explicit model, keyed, each with a drawing reaching it."""
    out: dict[tuple[str, ...], Drawing] = {}
    for c in drawing_options(d):
        out.setdefault(key(c), c)
    return out


def package_option_keys(position: tuple[str, ...], options: Options
                        ) -> dict[tuple[str, ...], tuple[str, ...]]:
    """The options of a position by the package (a move in one land, the others kept), keyed,
    each with its lands as the package writes them."""
    out: dict[tuple[str, ...], tuple[str, ...]] = {}
    for k, land in enumerate(position):
        rest = position[:k] + position[k + 1:]
        for child in options(land):
            option = tuple(sorted(rest + tuple(child)))
            out.setdefault(position_key(option), option)
    return out


def compare(d: Drawing, options: Options) -> None:
    """Assert that the package and the explicit model give `d` the same options."""
    check(d)
    position = lands(to_notation(d))
    mine = drawing_option_keys(d)
    theirs = package_option_keys(position, options)
    if set(mine) != set(theirs):
        extra = sorted(f"{'+'.join(lands(to_notation(mine[k]))) or '!'} "
                       f"(drawn: {to_notation(mine[k])})" for k in set(mine) - set(theirs))
        missing = sorted("+".join(theirs[k]) or "!" for k in set(theirs) - set(mine))
        pytest.fail(f"position {to_notation(d)!r} (lands {'+'.join(position) or '!'}):\n"
                    f"  only the drawing model has {extra}\n"
                    f"  only the package has {missing}")


# ----------------------------------------------------------------------------- hand checks

def test_loop_at_one_spot() -> None:
    """0*1: one move, a loop; the spot and the new one are seen in both regions."""
    (child,) = drawing_options(start(1))
    check(child)
    assert land_key(to_notation(child)) == land_key("AB|AB")
    assert lands(to_notation(child)) in {("AB|AB",), ("AB|BA",)}


def test_join_two_spots() -> None:
    """0*2: joining the spots gives a path, its middle seen twice in one region."""
    joins = [c for c in drawing_options(start(2)) if len({f for f in c.face}) == 1]
    assert len(joins) == 1
    assert to_notation(joins[0]) == "1a1a"


def test_orientation_of_a_cycle() -> None:
    """Closing the path 1a1a into a cycle: its two regions see it in opposite directions,
    which is not the same land as the same direction twice."""
    (path,) = [c for c in drawing_options(start(2)) if to_notation(c) == "1a1a"]
    keys = set(drawing_option_keys(path))
    cycle = position_key(lands("ABCD|DCBA"))
    assert cycle in keys
    assert position_key(lands("ABCD|ABCD")) != cycle
    assert position_key(lands("ABCD|ABCD")) not in keys


def test_land_key_symmetries() -> None:
    """Rotations, reordering, renaming and the mirror image keep the key; reversing one region
    among others does not."""
    assert land_key("AB|BA") == land_key("AB|AB")
    assert land_key("1AB|1BA") == land_key("DC1|CD1") == land_key("1BA|1AB")
    assert land_key("1AB|1BA") != land_key("1AB|1AB")
    assert land_key("0.1a1a") == land_key("a1a1.0") == land_key("1a1a.0")
    assert land_key("ABC|CBA") == land_key("CBA|ABC")
    assert land_key("ABC|CBA") != land_key("ABC|ABC")
    assert land_key("1AB|2AB") != land_key("BA1|2AB")


def test_land_key_random_relabelling() -> None:
    """A land's key is unchanged by random symmetries of its text."""
    rng = random.Random(7)
    lands_seen: set[str] = set()
    for n in (3, 4):
        for _ in range(10):
            d = start(n)
            while cs := drawing_options(d):
                d = rng.choice(cs)
                lands_seen.update(lands(to_notation(d)))
    assert len(lands_seen) > 10
    for land in sorted(lands_seen):
        regions = [[list(b) for b in r] for r in _tokens(land)]
        for _ in range(5):
            letters = sorted({t for r in regions for b in r for t in b if t not in "012"})
            upper = [t for t in letters if t.isupper()]
            lower = [t for t in letters if t.islower()]
            rename = dict(zip(upper, rng.sample(upper, len(upper))))
            rename |= dict(zip(lower, rng.sample(lower, len(lower))))
            mirror = rng.random() < 0.5
            out = []
            for r in rng.sample(regions, len(regions)):
                bs = []
                for b in rng.sample(r, len(r)):
                    i = rng.randrange(len(b))
                    b = [rename.get(t, t) for t in b[i:] + b[:i]]
                    bs.append("".join(b[::-1] if mirror else b))
                out.append(".".join(bs))
            assert land_key("|".join(out)) == land_key(land), (land, out)


def _tokens(land: str) -> list[list[list[str]]]:
    """A land with no ``0*N`` and one-character letters as regions of boundaries of tokens."""
    regions = []
    for r in land.split("|"):
        bs = []
        for b in r.split("."):
            if b.startswith("0*"):
                bs.extend([["0"]] * int(b[2:]))
            else:
                bs.append(list(b))
        regions.append(bs)
    return regions


@pytest.mark.parametrize("n, count", [(1, 1), (2, 2), (3, 3)])
def test_number_of_options(n: int, count: int) -> None:
    """0*1: a loop; 0*2: a loop, or a join; 0*3: a loop with 0 or 1 spots inside (2 and 0
    alike), or a join."""
    assert len(drawing_option_keys(start(n))) == count
    assert len(package_option_keys(lands(f"0*{n}"), sprouts.land_options)) == count


def nimber(d: Drawing, memo: dict[tuple[str, ...], int]) -> int:
    """The nimber of `d` by the mex rule over the explicit model's moves."""
    k = key(d)
    if k not in memo:
        values = {nimber(c, memo) for c in drawing_option_keys(d).values()}
        g = 0
        while g in values:
            g += 1
        memo[k] = g
    return memo[k]


def test_nimbers_of_starts() -> None:
    """n-spot Sprouts for n = 1..3 has nimbers 0, 0, 1 (Lemoine and Viennot; SPOTS)."""
    memo: dict[tuple[str, ...], int] = {}
    assert [nimber(start(n), memo) for n in range(1, 4)] == [0, 0, 1]


@pytest.mark.slow
def test_nimber_of_four_spots() -> None:
    """4-spot Sprouts has nimber 1."""
    assert nimber(start(4), {}) == 1


# ----------------------------------------------------------------------------- comparisons

def explore(n: int, depth: int | None) -> Iterable[Drawing]:
    """The drawings reachable from `start(n)` in at most `depth` moves (all when None), one
    for each text the model writes."""
    level = {to_notation(start(n)): start(n)}
    seen = set(level)
    moves = 0
    while level:
        yield from level.values()
        if depth is not None and moves == depth:
            return
        nxt: dict[str, Drawing] = {}
        for d in level.values():
            for c in drawing_options(d):
                t = to_notation(c)
                if t not in seen:
                    seen.add(t)
                    nxt[t] = c
        level = nxt
        moves += 1


@pytest.mark.parametrize("n, depth", [(1, None), (2, None), (3, 3), (4, 3)])
def test_all_positions(n: int, depth: int | None) -> None:
    """Every drawing up to `depth` moves from n spots has the same options both ways."""
    count = 0
    for d in explore(n, depth):
        compare(d, sprouts.land_options)
        count += 1
    assert count > 0


def play_random_games(n: int, games: int) -> None:
    """Random games from n spots (seeded): the same options both ways at every position."""
    for seed in range(games):
        rng = random.Random(1000 * n + seed)
        d = start(n)
        while True:
            compare(d, sprouts.land_options)
            cs = drawing_options(d)
            if not cs:
                break
            d = rng.choice(cs)


@pytest.mark.parametrize("n", [5, 6, 7])
def test_random_games(n: int) -> None:
    """Ten random games from 5, 6 and 7 spots."""
    play_random_games(n, 10)


@pytest.mark.slow
@pytest.mark.parametrize("n, depth", [(2, None), (3, None)])
def test_all_positions_deeper(n: int, depth: int | None) -> None:
    """Every drawing of 2 and 3 spots (the reference generator is held to the compiled one
    elsewhere, land for land)."""
    for d in explore(n, depth):
        compare(d, sprouts.land_options)


@pytest.mark.slow
@pytest.mark.parametrize("n", [8, 9, 10, 11])
def test_random_games_longer(n: int) -> None:
    """More random games, from 8 to 11 spots."""
    play_random_games(n, 6)
