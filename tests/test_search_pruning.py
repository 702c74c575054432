"""The compiled search core's pruned search (Beling and Rogalski's "nimber in a set" and
aspiration sets) and its two simplifications, mirror strategies and Cram's star reduction:
values and target questions against plain mex recursion, mirror verdicts and reduced positions
against the oracle, Cram values of every board of at most 30 squares against Beling's igsolve,
and how much the pruning saves."""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache, partial

import pytest

from grundy.search import Cram
from grundy.search._core import SearchCore
from test_search import kayles_oracle, random_graph
from test_search_cram import cram_oracle
from test_search_grid import grid_edges
from test_search_wide import adjacency, solve

BOARD_KINDS = ["cram", "node-kayles-grid"]


# ----------------------------------------------------------------------------- helpers
@lru_cache(maxsize=None)
def board_oracle(kind: str, rows: int, cols: int):
    """g(mask) by plain mex recursion for the board game `kind` on rows x cols (cell r * cols + c)."""
    if kind == "cram":
        return cram_oracle(rows, cols)
    return kayles_oracle(rows * cols, grid_edges(rows, cols), False)


def board_core(kind: str, rows: int, cols: int, **options) -> SearchCore:
    return SearchCore(kind, rows * cols, rows=rows, cols=cols, **options)


def value_is(core: SearchCore, position: int, target: int) -> bool:
    """The core's answer to "is the value of `position` equal to `target`?"."""
    core.begin(position, target)
    while not core.run(1 << 20):
        pass
    return core.hit


def random_mask(rng: random.Random, n: int, lo: float, hi: float) -> int:
    """A random subset of n cells, each in it with one probability drawn from [lo, hi]."""
    p = rng.uniform(lo, hi)
    return sum(1 << v for v in range(n) if rng.random() < p)


def box_image(m: int, cols: int, box: tuple[int, int, int, int], s: str) -> int:
    """The image of the cells `m` (inside `box` = (r0, c0, h, w) of a board `cols` wide) under
    the involution `s` of the box: 'turn' (half turn), 'cols' / 'rows' (reflection in the middle
    line across the columns / rows), 'diag' / 'anti' (the diagonals of a square box)."""
    r0, c0, h, w = box
    out = 0
    for v in range(m.bit_length()):
        if m >> v & 1:
            r, c = v // cols - r0, v % cols - c0
            r, c = {"turn": (h - 1 - r, w - 1 - c), "cols": (r, w - 1 - c), "rows": (h - 1 - r, c),
                    "diag": (c, r), "anti": (w - 1 - c, h - 1 - r)}[s]
            out |= 1 << (r + r0) * cols + c + c0
    return out


def width(m: int, cols: int) -> int:
    columns = [v % cols for v in range(m.bit_length()) if m >> v & 1]
    return max(columns) - min(columns) + 1


# ----------------------------------------------------------------------------- values
@pytest.mark.parametrize("kind", BOARD_KINDS)
def test_board_positions_against_mex_recursion(kind):
    """Random positions of boards up to 4 x 5: the oracle's values, by a kept core and a tiny one."""
    rng = random.Random(101 + (kind == "cram"))
    boards = [(1, 9), (2, 3), (2, 5), (3, 3), (3, 4), (2, 7), (3, 5), (4, 4), (4, 5)]
    replaced = 0
    for rows, cols in boards:
        n = rows * cols
        g = board_oracle(kind, rows, cols)
        core, tiny = board_core(kind, rows, cols), board_core(kind, rows, cols, max_bytes=0)
        positions = [(1 << n) - 1] + [random_mask(rng, n, 0.4, 0.8) for _ in range(150)]
        for m in positions:
            assert solve(core, m) == g(m), (kind, rows, cols, m)
            assert solve(tiny, m) == g(m), (kind, rows, cols, m, "tiny table")
        solved = core.solved
        assert [solve(core, m) for m in positions] == [g(m) for m in positions]
        assert core.solved == solved  # asked again: every part is in the table
        replaced += tiny.replaced
    if kind == "cram":
        assert replaced > 0  # the small tables were full and gave entries away


@pytest.mark.parametrize("kind", ["node-kayles", "arc-kayles"])
def test_graph_positions_against_mex_recursion(kind):
    """Random positions of random graphs of 1..12 vertices, one core per graph: the oracle's values."""
    rng = random.Random(103 + (kind == "arc-kayles"))
    for _ in range(300):
        n = rng.randint(1, 12)
        edges = random_graph(rng, n)
        g = kayles_oracle(n, edges, kind == "arc-kayles")
        core = SearchCore(kind, n, adjacency(n, edges), small=rng.choice([0, 11]))
        for m in [(1 << n) - 1] + [rng.getrandbits(n) for _ in range(20)]:
            assert solve(core, m) == g(m), (kind, n, edges, m)


# ----------------------------------------------------------------------------- target questions
def target_cases(rng: random.Random):
    """(kind, a maker of fresh cores, oracle, cells) for boards and random graphs."""
    for kind in BOARD_KINDS:
        for rows, cols in [(2, 4), (3, 3), (3, 4), (2, 7), (3, 5), (4, 4), (4, 5)]:
            yield kind, partial(board_core, kind, rows, cols), board_oracle(kind, rows, cols), rows * cols
    for kind in ["node-kayles", "arc-kayles"]:
        for _ in range(20):
            n = rng.randint(6, 12)
            edges = random_graph(rng, n)
            adj = adjacency(n, edges)
            yield kind, partial(SearchCore, kind, n, adj), kayles_oracle(n, edges, kind == "arc-kayles"), n


def test_target_questions_against_mex_recursion():
    """begin(position, target): hit is (oracle value == target) for targets 0..4, on kept and fresh cores."""
    rng = random.Random(107)
    several = Counter()
    cut = 0
    for kind, make, g, n in target_cases(rng):
        shared = make()
        for _ in range(60):
            m = random_mask(rng, n, 0.4, 0.8)
            want = g(m)
            several[kind] += len(shared.components(m)) > 1
            for target in range(5):
                assert value_is(shared, m, target) == (want == target), (kind, n, m, target, want)
            target = rng.choice([want, rng.randrange(5)])
            assert value_is(make(), m, target) == (want == target), (kind, n, m, target, want)
        cut += shared.cut
        assert solve(shared, (1 << n) - 1) == g((1 << n) - 1)
    assert cut > 0  # some questions were answered "not in the set" before every option was seen
    assert all(several[kind] >= 10 for kind in BOARD_KINDS + ["node-kayles", "arc-kayles"]), several


def test_value_is_and_find_option_on_cram():
    """BitSearch.value_is and find_option on Cram positions agree with the oracle."""
    rng = random.Random(109)
    for rows, cols in [(3, 4), (2, 6), (4, 4), (3, 5), (4, 5)]:
        g = cram_oracle(rows, cols)
        n = rows * cols
        for _ in range(30):
            game = Cram(rows, cols, base=1, progress=False)
            m = random_mask(rng, n, 0.4, 0.8)
            for target in range(4):
                assert game.search.value_is(m, target) == (g(m) == target), (rows, cols, m, target)
            options = list(game.moves(m))
            target = rng.randrange(3)
            i = Cram(rows, cols, base=1, progress=False).search.find_option(options, target)
            if i is None:
                assert all(g(o) != target for o in options), (rows, cols, m, target)
            else:
                assert g(options[i]) == target, (rows, cols, m, target, i)


# ----------------------------------------------------------------------------- mirror strategies
def symmetric_regions(rng: random.Random, rows: int, cols: int, wide: bool):
    """Random positions mapped onto themselves by an involution of a box inside the board (the
    box the board's whole width when `wide`)."""
    h = rng.randint(1, rows)
    w = cols if wide else rng.randint(1, cols)
    box = (rng.randint(0, rows - h), rng.randint(0, cols - w), h, w)
    s = rng.choice(["turn", "cols", "rows"] + (["diag", "anti"] if h == w else []))
    m = 0
    p = rng.uniform(0.25, 0.55)
    for r in range(box[0], box[0] + h):
        for c in range(box[1], box[1] + w):
            if rng.random() < p:
                m |= 1 << r * cols + c
    return m | box_image(m, cols, box, s)


@pytest.mark.parametrize("kind", BOARD_KINDS)
def test_mirror_verdicts_against_mex_recursion(kind):
    """Parts of symmetric positions: verdict 0 => value 0, verdict 1 => value not 0; both verdicts occur."""
    rng = random.Random(113 + (kind == "cram"))
    seen, seen_wide = Counter(), Counter()
    boards = [(2, 2), (2, 3), (3, 3), (2, 6), (3, 4), (4, 4), (3, 6), (4, 5), (5, 5), (5, 6)]
    for rows, cols in boards + [(2, 10), (3, 9), (2, 12), (4, 10)]:
        wide = cols > 8
        g = board_oracle(kind, rows, cols)
        core = board_core(kind, rows, cols)
        core.reduce = False  # the parts as built (the reduction may break their symmetry)
        for _ in range(200 if wide else 300):
            for part in core.components(symmetric_regions(rng, rows, cols, wide)):
                verdict = core.mirror_of(part)
                if verdict < 0 or part.bit_count() > 20:  # (the oracle: at most 20 cells)
                    continue
                want = g(part)
                assert (want == 0) == (verdict == 0), (kind, rows, cols, part, verdict, want)
                assert solve(core, part) == want, (kind, rows, cols, part)
                if part.bit_count() >= 4:
                    seen[verdict] += 1
                    if width(part, cols) > 8:
                        seen_wide[verdict] += 1
    assert seen[0] >= 20 and seen[1] >= 20, seen
    assert seen_wide[0] >= 5 and seen_wide[1] >= 5, seen_wide


def test_mirror_verdicts_on_chosen_regions():
    """Mirror verdicts of full boards and a few regions; a board a mirror strategy settles needs no search."""
    cases = [("cram", 2, 2, 0), ("cram", 4, 4, 0), ("cram", 2, 6, 0), ("cram", 4, 6, 0),
             ("cram", 3, 4, 1), ("cram", 3, 6, 1), ("cram", 2, 3, 1), ("cram", 3, 3, -1),
             ("cram", 5, 5, -1), ("node-kayles-grid", 3, 3, 1), ("node-kayles-grid", 2, 2, 0),
             ("node-kayles-grid", 2, 4, 0), ("node-kayles-grid", 1, 5, 1)]
    for kind, rows, cols, verdict in cases:
        full = (1 << rows * cols) - 1
        assert board_core(kind, rows, cols).mirror_of(full) == verdict, (kind, rows, cols)
        if verdict >= 0 and rows * cols <= 16:
            assert (board_oracle(kind, rows, cols)(full) == 0) == (verdict == 0)
    # an L of 3 x 4 less its top right 2 x 2: no symmetry of its box maps it onto itself
    assert board_core("cram", 3, 4).mirror_of(0b111100110011) == -1
    # a plus (centre fixed by every symmetry): nothing in Cram, not 0 in Node-Kayles
    assert board_core("cram", 3, 3).mirror_of(0b010111010) == -1
    assert board_core("node-kayles-grid", 3, 3).mirror_of(0b010111010) == 1
    game = Cram(8, 8, base=1, progress=False)
    assert game.value() == 0 and game.search.solved <= 1
    game = Cram(4, 5, base=1, progress=False)  # not 0: "is it 0?" answered without a search
    assert not game.search.value_is(game.start, 0) and game.search.solved == 0


# ----------------------------------------------------------------------------- the star reduction
def test_star_reduction_keeps_values():
    """Random Cram positions: the reduced position is a subset with the same value, and often smaller."""
    rng = random.Random(127)
    changed = total = 0
    for rows, cols in [(2, 3), (1, 10), (2, 5), (3, 3), (3, 4), (2, 8), (3, 5), (4, 4), (4, 5)]:
        n = rows * cols
        g = cram_oracle(rows, cols)
        core, plain = board_core("cram", rows, cols), board_core("cram", rows, cols)
        plain.reduce = False
        assert core.reduce
        for _ in range(300):
            m = random_mask(rng, n, 0.35, 0.85)
            reduced = core.reduced_position(m)
            assert reduced & ~m == 0, (rows, cols, m, reduced)
            assert g(reduced) == g(m), (rows, cols, m, reduced)
            assert plain.reduced_position(m) == m
            assert solve(core, m) == solve(plain, m) == g(m), (rows, cols, m)
            changed += reduced != m
            total += 1
    assert changed * 4 > total, (changed, total)


def test_star_reduction_on_chosen_patterns():
    """A T and a plus become a domino through the centre; the path d-a-b-c-f becomes d-a and c-f."""
    core = board_core("cram", 2, 3)
    for t, dominoes in [(0b010111, (0b000011, 0b000110, 0b010010)),  # the T, centre 1 ...
                        (0b111010, (0b011000, 0b110000, 0b010010))]:  # ... upside down, centre 4
        assert core.reduced_position(t) in dominoes, bin(core.reduced_position(t))
    assert core.reduced_position(0b101111) == 0b101101  # top row a b c, below: d _ f
    assert core.reduced_position(0b111101) == 0b101101  # the same upside down
    plus = 0b010111010
    core = board_core("cram", 3, 3)
    reduced = core.reduced_position(plus)
    assert reduced in (0b000010010, 0b000011000, 0b000110000, 0b010010000), bin(reduced)  # centre 4
    assert cram_oracle(3, 3)(plus) == cram_oracle(3, 3)(reduced) == 1
    core.reduce = False
    assert core.reduced_position(plus) == plus
    # a domino, a 2 x 2 square, a path of four, the full 2 x 3 board: nothing goes
    for m in (0b000011, 0b011011, 0b111001, 0b111111):
        assert board_core("cram", 2, 3).reduced_position(m) == m


# ----------------------------------------------------------------------------- igsolve
# Cram values of the rows x cols boards, rows <= cols, rows * cols <= 30: the output
# ("Nimber of initial position: N") of Beling's igsolve (beling/impartial-games @ 07a34e6,
# `igsolve cram ROWS COLS`), run on each of these boards.
IGSOLVE = {
    (1, 1): 0, (1, 2): 1, (1, 3): 1, (1, 4): 2, (1, 5): 0, (1, 6): 3, (1, 7): 1, (1, 8): 1,
    (1, 9): 0, (1, 10): 3, (1, 11): 3, (1, 12): 2, (1, 13): 2, (1, 14): 4, (1, 15): 0,
    (1, 16): 5, (1, 17): 2, (1, 18): 2, (1, 19): 3, (1, 20): 3, (1, 21): 0, (1, 22): 1,
    (1, 23): 1, (1, 24): 3, (1, 25): 0, (1, 26): 2, (1, 27): 1, (1, 28): 1, (1, 29): 0,
    (1, 30): 4,
    (2, 2): 0, (2, 3): 1, (2, 4): 0, (2, 5): 1, (2, 6): 0, (2, 7): 1, (2, 8): 0, (2, 9): 1,
    (2, 10): 0, (2, 11): 1, (2, 12): 0, (2, 13): 1, (2, 14): 0, (2, 15): 1,
    (3, 3): 0, (3, 4): 1, (3, 5): 1, (3, 6): 4, (3, 7): 1, (3, 8): 3, (3, 9): 1, (3, 10): 2,
    (4, 4): 0, (4, 5): 2, (4, 6): 0, (4, 7): 3,
    (5, 5): 0, (5, 6): 2,
}


def test_every_board_up_to_30_squares_against_igsolve():
    """Every board of at most 30 squares has igsolve's value, and its winning move leaves value 0."""
    assert len(IGSOLVE) == sum(1 for r in range(1, 6) for c in range(r, 31) if r * c <= 30)
    for (rows, cols), value in IGSOLVE.items():
        game = Cram(rows, cols, base=1, progress=False)
        assert game.value() == value, (rows, cols)
        assert Cram(cols, rows, base=1, progress=False).value() == value, (cols, rows)
        move = game.winning_move()
        if value == 0:
            assert move is None
            continue
        (r1, c1), (r2, c2) = move
        after = game.start & ~(1 << (r1 - 1) * cols + c1 - 1) & ~(1 << (r2 - 1) * cols + c2 - 1)
        assert after.bit_count() == rows * cols - 2, (rows, cols, move)
        if rows * cols <= 12:
            assert cram_oracle(rows, cols)(after) == 0, (rows, cols, move)
        else:
            assert Cram(rows, cols, base=1, progress=False).value(after) == 0, (rows, cols, move)


# ----------------------------------------------------------------------------- what the pruning saves
def regions_to_solve(rows: int, cols: int) -> int:
    """The regions (by canonical key, small ones left out) that a search looking at every
    option of every region reached from the full board would solve, with the same splitting,
    reduction and symmetry."""
    core = board_core("cram", rows, cols)
    keys = set()
    stack = [(1 << rows * cols) - 1]
    while stack:
        for comp in core.components(stack.pop()):
            if comp.bit_count() <= 3:  # valued without the table
                continue
            key = core.canonical(comp)
            if key not in keys:
                keys.add(key)
                stack.extend(core.options(comp))
    return len(keys)


@pytest.mark.parametrize("rows, cols, value", [(3, 8, 3), (4, 7, 3)])
def test_pruned_search_solves_few_of_the_regions(rows, cols, value):
    """A board's value is found solving under an eighth of the regions a search of every option solves."""
    game = Cram(rows, cols, base=1, progress=False)
    assert game.value() == value
    total = regions_to_solve(rows, cols)
    assert 0 < game.search.solved * 8 < total, (game.search.solved, total)
