"""Sprouts (Conway and Paterson, 1967) in the notation of Glop and SPOTS: positions, moves,
the simplifications that keep the value, and canonical forms.

A position is a drawing: spots joined by curves on the plane (equivalently, the sphere). A spot
has ``3 - degree`` lives. Each *region* (face) of the drawing is bounded by *boundaries*, one
for each connected piece of the drawing that touches it; a boundary lists the spots met when
walking along that piece with the region on the left. Regions that share no live spot are
independent: they form separate *lands*, and a position is a sum of its lands.

The notation (Applegate, Jacobson and Sleator 1991; Lemoine and Viennot, arXiv:1008.2320;
Čížek, Balko and Schmid 2025):

- ``0`` a spot with 3 lives (no curve: a boundary on its own), ``1`` a spot with 2 lives,
  ``2`` a spot with 1 life seen once, ``3`` a dead spot (dropped when read);
- a spot with 1 life seen twice is named by a letter: lower case ``a``-``l`` (then ``m(13)``,
  ``m(14)``, ...) when both sightings are in one region (then they are on one boundary, and
  lower-case names start afresh on each boundary), upper case ``A``-``Y`` (then ``n(26)``, ...)
  when they are in two regions (named afresh in each land);
- ``.`` separates boundaries, ``|`` regions, ``+`` lands, and ``!`` may end the position (Glop's
  ``}`` and ``]`` are read as ``|`` and ``+``); ``0*12`` is twelve ``0`` boundaries.

So ``0*12`` is the 12-spot start, and ``0*18.1a1a`` is the 20-spot start after its first
curve joined two spots (a path of three spots: its ends have 2 lives, the spot drawn on the
curve is seen twice from the region).

A move draws a curve inside one region between two sightings of live spots (one spot with at
least 2 lives may be joined to itself) and puts a new spot on it. Between two boundaries it
merges them; along one boundary it cuts the region in two, and every way of sharing the
region's other boundaries between the two parts is a move.

Simplifications, each keeping the value (the docs, "Sprouts", prove them): dead spots and empty
boundaries are dropped; a region with fewer than 2 lives is dropped (no curve can be drawn in
it); a spot with 1 life seen twice in a row on a boundary is written once (joining either
sighting leaves the same position once it is dead); lands are split apart.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from functools import lru_cache
from itertools import product
from typing import cast

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

from ..errors import InputFormatError, InvalidGameError
from ._spots import read_spots_database

__all__ = ["Sprouts", "canonical", "lands", "land_options", "reference_options", "parse",
           "read_spots_database", "MAX_SPOTS"]

try:
    from ._sprouts import land_options as _fast  # type: ignore[import-not-found]
    from ._sprouts import lives as _fast_lives  # type: ignore[import-not-found]
except ImportError:  # a source tree not built: the reference serves
    _fast = _fast_lives = None

#: The most spots a position is read with (lives, not the notation, bound the game: a position
#: of L lives ends within L - 1 moves).
MAX_SPOTS = 10_000

LIVES = {"0": 3, "1": 2, "2": 1}
LOWER, UPPER = "abcdefghijkl", "ABCDEFGHIJKLMNOPQRSTUVWXY"
ZERO_ALONE = ("'0' is a spot with 3 lives, never joined by a curve, so it is a boundary on its "
              "own: separate it with '.'")
_TOKEN = re.compile(r"0\*(\d+)|[mn]\((\d+)\)|.", re.S)

# A land in working form: a list of regions, a region a list of boundaries, a boundary a list of
# spot ids; with `lives`, a dict id -> lives left.
Land = tuple[list[list[list[int]]], dict[int, int]]


def _letter(index: int, upper: bool) -> str:
    """The name of the `index`-th letter (from 0) of a land: a-l then m(13), A-Y then n(26)."""
    names = UPPER if upper else LOWER
    if index < len(names):
        return names[index]
    return f"{'n' if upper else 'm'}({index + 1})"


# ----------------------------------------------------------------------------- reading

def parse(text: str) -> list[Land]:
    """The lands of a position written in the notation, in working form (not simplified).

    Raises InputFormatError naming the character and its place (from 1) when the text does
    not follow the notation.

    >>> regions, lives = parse("0*2.1a1a")[0]
    >>> regions, sorted(lives.values())
    ([[[0], [1], [2, 3, 4, 3]]], [1, 2, 2, 3, 3])

    Complexity: O(n) for n characters.
    """
    if not isinstance(text, str):
        raise InvalidGameError(f"a Sprouts position is a string such as '0*5' or '0*3.1a1a', "
                               f"not {text!r}")
    src = text.strip()
    if not src:
        raise InputFormatError("the position is empty: write spots, e.g. '0*5' for five spots")
    where = len(text) - len(text.lstrip())

    def fail(pos: int, what: str) -> InputFormatError:
        return InputFormatError(f"position {src!r}, character {pos + 1}: {what}")

    out: list[Land] = []
    regions: list[list[list[int]]] = []
    boundary: list[int] = []
    region: list[list[int]] = []
    lives: dict[int, int] = {}
    seen: dict[str, list[tuple[int, int, int]]] = {}  # letter -> (region index, char, spot id)
    names: dict[str, int] = {}
    written: dict[str, str] = {}  # a letter's name -> as first written
    ended = False
    spots = 0

    def end_boundary() -> None:
        nonlocal boundary
        # lower-case letters are named afresh on each boundary (both sightings of the spot are
        # on one boundary: the walk along its piece of the drawing)
        for name in [n for n in seen if n[0] == "m"]:
            where_ = seen.pop(name)
            if len(where_) != 2:
                raise fail(where_[-1][1], f"lower-case letter {written[name]!r} appears "
                           f"{len(where_)} time{'s' if len(where_) != 1 else ''} on its boundary; "
                           "it names a spot with 1 life seen exactly twice on one boundary (write "
                           "2 for a spot seen once)")
            del names[name], written[name]
        if boundary:
            region.append(boundary)
        boundary = []

    def end_region() -> None:
        nonlocal region
        end_boundary()
        if region:
            regions.append(region)
        region = []

    def end_land() -> None:
        nonlocal regions, lives, seen, names, written
        end_region()
        for name, where_ in seen.items():  # upper-case letters, named once in a land
            if len(where_) != 2:
                raise fail(where_[-1][1], f"upper-case letter {written[name]!r} appears "
                           f"{len(where_)} time{'s' if len(where_) != 1 else ''} in its land; it "
                           "names a spot with 1 life seen once in each of two regions (write 2 "
                           "for a spot seen once)")
            (r1, _, _), (r2, at, _) = where_
            if r1 == r2:
                raise fail(at, f"upper-case letter {written[name]!r} is seen twice in one region; "
                           "lower case names a spot seen twice on one boundary")
        if regions:
            out.append((regions, lives))
        regions, lives, seen, names, written = [], {}, {}, {}, {}

    for m in _TOKEN.finditer(src):
        pos, tok = m.start(), m.group(0)
        if ended:
            raise fail(pos, f"{tok[0]!r} after '!', which ends the position")
        if spots > MAX_SPOTS:
            raise fail(pos, f"more than {MAX_SPOTS} spots")
        if m.group(1) is not None:  # 0*N
            count = int(m.group(1)) if len(m.group(1)) < 7 else MAX_SPOTS + 1
            if boundary:
                raise fail(pos, "'0*N' is N spots of 3 lives, each a boundary on its own: "
                           "end the boundary before it with '.'")
            if count < 1:
                raise fail(pos, "'0*N' needs N of at least 1")
            if count > MAX_SPOTS:
                raise fail(pos, f"more than {MAX_SPOTS} spots")
            for _ in range(count):
                lives[len(lives)] = 3
                region.append([len(lives) - 1])
            spots += count
            nxt = m.end()
            if nxt < len(src) and src[nxt] not in ".|+!}]":
                raise fail(nxt, "'0*N' is a list of boundaries: a separator ('.', '|', '+' or "
                           "'!') must follow it")
            continue
        if m.group(2) is not None:  # m(k) / n(k)
            k = int(m.group(2)) if len(m.group(2)) < 7 else 10**7
            if k < 1:
                raise fail(pos, f"{tok!r}: letters are numbered from 1")
            name = tok
            upper = tok[0] == "n"
        elif tok in ".":
            end_boundary()
            continue
        elif tok in "|}":
            end_region()
            continue
        elif tok in "+]":
            end_land()
            continue
        elif tok == "!":
            ended = True
            end_land()
            continue
        elif tok in "012":
            if boundary and (tok == "0" or lives[boundary[0]] == 3):
                raise fail(pos, ZERO_ALONE)
            lives[len(lives)] = LIVES[tok]
            boundary.append(len(lives) - 1)
            spots += 1
            continue
        elif tok == "3":
            spots += 1
            continue
        elif tok.isdigit():
            raise fail(pos, f"{tok!r}: a spot has at most 3 lives, written 0 (3 lives), 1 (2), "
                       "2 (1) or a letter (1 life, seen twice)")
        elif tok in LOWER or tok in UPPER:
            name = tok
            upper = tok in UPPER
        elif tok in "mn":
            raise fail(pos, f"{tok!r} starts a numbered letter, {tok}(K) with K from 1")
        else:
            raise fail(pos, f"{tok!r} is not part of a Sprouts position (spots 0 1 2 3, letters "
                       "a-l A-Y m(K) n(K), separators . | + !)")
        if boundary and lives[boundary[0]] == 3:
            raise fail(pos, ZERO_ALONE)
        if upper and tok[0] != "n":
            name = f"n({UPPER.index(tok) + 1})"
        elif not upper and tok[0] != "m":
            name = f"m({LOWER.index(tok) + 1})"
        if name not in names:
            written[name] = tok
            names[name] = len(lives)
            lives[len(lives)] = 1
            spots += 1
        sid = names[name]
        seen.setdefault(name, []).append((len(regions), pos, sid))
        boundary.append(sid)
    if not ended:
        end_land()
    return out


# ----------------------------------------------------------------------------- simplifying

def _region_lives(region: list[list[int]], lives: dict[int, int]) -> int:
    return sum(lives[v] for v in {v for b in region for v in b})


def _simplify(regions: list[list[list[int]]], lives: dict[int, int]) -> list[str]:
    """The canonical lands of a land in working form after the simplifications: dead spots,
    empty boundaries and regions of fewer than 2 lives dropped, a 1-life spot seen twice in a
    row written once, the land split where no live spot joins its regions."""
    kept = []
    for region in regions:
        bs = [[v for v in b if lives[v] > 0] for b in region]
        bs = [b for b in bs if b]
        if bs and _region_lives(bs, lives) >= 2:
            kept.append(bs)
    if not kept:
        return []
    # a 1-life spot seen twice in a row (cyclically) on a boundary: once is enough
    for bs in kept:
        for k, b in enumerate(bs):
            if len(b) > 1:
                out = [v for i, v in enumerate(b) if v != b[i - 1] or lives[v] != 1]
                if len(out) != len(b):
                    bs[k] = out or [b[0]]
    # lands: regions joined by a spot seen in both
    owner: dict[int, int] = {}
    parent = list(range(len(kept)))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for r, bs in enumerate(kept):
        for b in bs:
            for v in b:
                if v in owner:
                    a, c = find(owner[v]), find(r)
                    if a != c:
                        parent[a] = c
                else:
                    owner[v] = r
    groups: dict[int, list[list[list[int]]]] = {}
    for r, bs in enumerate(kept):
        groups.setdefault(find(r), []).append(bs)
    return [_canonical_land(g, lives) for g in groups.values()]


#: The most states of the canonical-form search of one land (both mirror images): past it the
#: search goes straight to a complete text and the least text found is kept
#: (see :func:`_canonical_land`).
CANON_STEPS = 2000


def _shape(b: list[int], cls: dict[int, str]) -> tuple[str, list[int]]:
    """The least rotation of boundary `b` written by its spots' classes (no letter names), and
    the starting spots that give it."""
    s = "".join(cls[v] for v in b)
    if len(s) == 1:
        return s, [0]
    rots = [s[i:] + s[:i] for i in range(len(s))]
    least = min(rots)
    return least, [i for i, t in enumerate(rots) if t == least]


def _render(b: list[int], cls: dict[int, str], names: dict[int, str], up: int
            ) -> tuple[str, int]:
    """Boundary `b` written with the upper-case names given, naming new letters in order (lower
    case afresh: from ``a`` on each boundary); with the counts of names after it."""
    low = 0
    out = []
    fresh: dict[int, str] = {}
    for v in b:
        c = cls[v]
        if c == "a" or c == "A":
            name = names.get(v) or fresh.get(v)
            if name is None:
                if c == "A":
                    name = _letter(up, True)
                    up += 1
                else:
                    name = _letter(low, False)
                    low += 1
                fresh[v] = name
            out.append(name)
        else:
            out.append(c)
    return "".join(out), up


def _canonical_land(regions: list[list[list[int]]], lives: dict[int, int]) -> str:
    """The land written in the notation, in canonical form: the least text over the drawing's
    symmetries (mirror image, order of regions, order and starting spot of boundaries, letter
    names) among those a search reaches.

    The search writes the land region by region, and each region boundary by boundary: the next
    region is one of least shape (its boundaries written by the classes of their spots, with no
    names), the next boundary one of least shape, started where its shape is least, and of those
    the ones giving the least text with the letters named so far; where several choices tie,
    each is followed, and the least complete text wins. A boundary with no upper-case letter is
    written the same whatever was named before it and names nothing, so of several such
    boundaries of equal text any one may go first: they are not followed apart. Choices that tie at every step give equal texts, so this is the least text over
    all of them, the same for every drawing of the land: lands are written alike exactly when
    they are the same land, as long as the search makes at most :data:`CANON_STEPS` states
    (lands of many alike parts joined by upper-case letters, whose ties multiply). Past that it
    follows the first choice of each tie to a complete text and keeps the least text found, and
    two drawings of such a land may be written differently, which costs a repeated search,
    never a wrong value.

    Complexity: O(T * b * s^2) for T steps (at most CANON_STEPS), b boundaries of s spots.
    """
    count: Counter[int] = Counter(v for bs in regions for b in bs for v in b)
    home: dict[int, set[int]] = {}
    for r, bs in enumerate(regions):
        for b in bs:
            for v in b:
                home.setdefault(v, set()).add(r)
    cls = {}
    for v, c in count.items():
        if c == 2:
            cls[v] = "A" if len(home[v]) == 2 else "a"
        else:
            cls[v] = "012"[3 - lives[v]]
    best: str | None = None
    pushed = 0
    Item = tuple[list[int], str, list[int]]
    State = tuple[tuple[int, ...], int, int, tuple[Item, ...], dict[int, str], int, str, bool]
    for mirror in (False, True):
        zeros = []
        fixed: list[list[tuple[str, str]]] = []  # boundaries of no upper-case letter: (shape, text)
        uppers: list[tuple[Item, ...]] = []
        shapes = []
        for bs in regions:
            bs = [b[::-1] for b in bs] if mirror else bs
            z = [b for b in bs if len(b) == 1 and cls[b[0]] == "0"]
            zeros.append("" if not z else "0" if len(z) == 1 else f"0*{len(z)}")
            region_fixed, region_upper, region_shapes = [], [], []
            for b in bs:
                shape, rots = _shape(b, cls)
                region_shapes.append(shape)
                if len(b) == 1 and cls[b[0]] == "0":
                    continue
                if any(cls[v] == "A" for v in b):
                    region_upper.append((b, shape, rots))
                else:  # written the same whatever the names so far: no choice to follow
                    region_fixed.append((shape, min(_render(b[i:] + b[:i], cls, {}, 0)[0]
                                                    for i in rots)))
            fixed.append(sorted(region_fixed))
            uppers.append(tuple(region_upper))
            shapes.append(".".join(sorted(region_shapes)))
        # a state: (regions left, the region being written, its next boundary of no upper-case
        # letter, its boundaries of upper-case letters left, names, upper-case names given,
        # text, whether the region has text yet)
        stack: list[State] = [(tuple(range(len(regions))), -1, 0, (), {}, 0, "", False)]
        while stack:
            if pushed >= CANON_STEPS and best is not None:
                break
            left, cur, fi, todo, names, up, text, started = stack.pop()
            if best is not None and text > best[:len(text)]:
                continue
            sep = "." if started else ""
            more_fixed = cur >= 0 and fi < len(fixed[cur])
            if todo or more_fixed:
                least_shape = min(item[1] for item in todo) if todo else None
                if more_fixed and (least_shape is None or fixed[cur][fi][0] < least_shape):
                    # the boundaries written alike whatever the names, while they come first
                    fx = fixed[cur]
                    while fi < len(fx) and (least_shape is None or fx[fi][0] < least_shape):
                        text += sep + fx[fi][1]
                        fi += 1
                        sep = "."
                    stack.append((left, cur, fi, todo, names, up, text, True))
                    pushed += 1
                    continue
                least = None
                ties = []
                for k, (b, shape, rots) in enumerate(todo):
                    if shape != least_shape:
                        continue
                    for i in rots:
                        t, u = _render(b[i:] + b[:i], cls, names, up)
                        if least is None or t < least:
                            least, ties = t, [(k, i, u)]
                        elif t == least:
                            ties.append((k, i, u))
                assert least is not None
                if pushed + len(ties) > CANON_STEPS:
                    ties = ties[:1]
                pushed += len(ties)
                for k, i, u in reversed(ties):
                    b = todo[k][0]
                    named = dict(names)
                    _name(b[i:] + b[:i], cls, named, up)
                    stack.append((left, cur, fi, todo[:k] + todo[k + 1:], named, u,
                                  text + sep + least, True))
            elif left:
                low_shape = min(shapes[r] for r in left)
                picks = [r for r in left if shapes[r] == low_shape]
                if pushed + len(picks) > CANON_STEPS:
                    picks = picks[:1]
                pushed += len(picks)
                for r in reversed(picks):
                    head = text + ("|" if text else "") + zeros[r]
                    stack.append((tuple(x for x in left if x != r), r, 0, uppers[r], names, up,
                                  head, bool(zeros[r])))
            elif best is None or text < best:
                best = text
    assert best is not None  # past CANON_STEPS the search still goes to a complete text
    return best


def _name(b: list[int], cls: dict[int, str], names: dict[int, str], up: int) -> None:
    """Name the new upper-case letters of `b` in `names`, in order (as :func:`_render` wrote
    them)."""
    for v in b:
        if cls[v] == "A" and v not in names:
            names[v] = _letter(up, True)
            up += 1


def lands(text: str) -> tuple[str, ...]:
    """The canonical lands of a position (sorted; none when no move is left).

    >>> lands("0*2")
    ('0*2',)
    >>> lands("1a1a.0|2")          # the region '2' has 1 life: no curve can be drawn in it
    ('0.1a1a',)
    >>> lands("AB|AB+0")
    ('0', 'AB|AB')
    >>> lands("2")
    ()

    Complexity: O(n + b * s^2) for n characters, b boundaries of at most s spots.
    """
    out: list[str] = []
    for regions, lives in parse(text):
        out.extend(_simplify(regions, lives))
    return tuple(sorted(out))


def canonical(text: str) -> str:
    """A position in canonical form: its lands, each in normal form, sorted and joined by
    ``+``; ``!`` when no move is left.

    >>> canonical("1a1a.0*3")
    '0*3.1a1a'
    >>> canonical("0.0.0+ab1ba")   # 'ab1ba': 'a' seen twice in a row (cyclically), once enough
    '0*3+1a2a'
    """
    return "+".join(lands(text)) or "!"


# ----------------------------------------------------------------------------- moves

def _working(land: str) -> Land:
    (land_,) = parse(land)
    return land_


def _splits(others: list[list[int]], lives: dict[int, int]) -> Iterator[tuple[list, list]]:
    """Every way of sharing boundaries between two regions, boundaries of 3-life spots (all
    alike) counted once for each number sent to the first region."""
    zeros = [b for b in others if len(b) == 1 and lives[b[0]] == 3]
    rest = [b for b in others if not (len(b) == 1 and lives[b[0]] == 3)]
    for k in range(len(zeros) + 1):
        for mask in product((0, 1), repeat=len(rest)):
            first = zeros[:k] + [b for b, m in zip(rest, mask) if m]
            second = zeros[k:] + [b for b, m in zip(rest, mask) if not m]
            yield first, second


def reference_options(land: str) -> set[tuple[str, ...]]:
    """The options of one canonical land, each as its sorted tuple of canonical lands: the
    reference implementation, in Python (:func:`land_options` is its compiled twin, and the
    tests check they agree land for land).

    >>> sorted(reference_options("0"))  # a loop: the spot and the new one, seen on both sides
    [('AB|AB',)]
    >>> sorted(reference_options("AB|AB"))
    [()]
    >>> len(reference_options("0*2"))   # a loop (the other spot on either side), or a curve
    2

    Complexity: O(R * s^2 * 2^b) curves for a region of s sightings and b other boundaries,
    each simplified in O(s log s).
    """
    regions, lives = _working(land)
    out: set[tuple[str, ...]] = set()
    w = max(lives) + 1
    for r, bs in enumerate(regions):
        others_of = [bs[:p] + bs[p + 1:] for p in range(len(bs))]
        keep = regions[:r] + regions[r + 1:]
        seen_zero = False
        for p, bp in enumerate(bs):
            # all boundaries '0' are alike: curves from the first one stand for the rest
            zero_p = len(bp) == 1 and lives[bp[0]] == 3
            if zero_p:
                if seen_zero:
                    continue
                seen_zero = True
            for i, u in enumerate(bp):
                # a loop at one sighting of a spot of 2 or 3 lives
                if lives[u] >= 2:
                    new = _spent(lives, u, u, w)
                    inner = [u, w]
                    outer = [u, w] if lives[u] == 3 else bp[i:] + bp[:i] + [u, w]
                    for first, second in _splits(others_of[p], lives):
                        out.add(_child(keep + [first + [inner], second + [outer]], new))
                # a curve to a later sighting of the same boundary: the region is cut
                for j in range(i + 1, len(bp)):
                    v = bp[j]
                    if v == u:
                        continue
                    new = _spent(lives, u, v, w)
                    one = [u] + bp[i + 1:j] + [v, w]
                    two = [v] + bp[j + 1:] + bp[:i] + [u, w]
                    for first, second in _splits(others_of[p], lives):
                        out.add(_child(keep + [first + [one], second + [two]], new))
                # a curve to a sighting on another boundary: the two merge
                seen_zero_q = False
                for q in range(p + 1, len(bs)):
                    bq = bs[q]
                    if len(bq) == 1 and lives[bq[0]] == 3:
                        if seen_zero_q:
                            continue
                        seen_zero_q = True
                    for j, v in enumerate(bq):
                        if v == u:
                            continue
                        new = _spent(lives, u, v, w)
                        side_u = [u] if lives[u] == 3 else bp[i:] + bp[:i] + [u]
                        side_v = [v] if lives[v] == 3 else bq[j:] + bq[:j] + [v]
                        merged = side_u + [w] + side_v + [w]
                        rest = [b for k, b in enumerate(bs) if k != p and k != q]
                        out.add(_child(keep + [rest + [merged]], new))
    return out


@lru_cache(maxsize=1 << 15)
def land_options(land: str) -> tuple[tuple[str, ...], ...]:
    """The options of one canonical land, each once, as sorted tuples of canonical lands (``()``
    when the move leaves no move), those of fewest lives first (then in the order of their
    text); the last 32,768 lands asked are remembered.

    >>> land_options("0*2")
    (('0.AB|AB',), ('1a1a',))

    Complexity: as :func:`reference_options`, compiled (``sprouts.hpp``).
    """
    if _fast is None:
        return tuple(sorted(reference_options(land), key=_order))
    return tuple(_fast(land))  # in the same order


def _spent(lives: dict[int, int], u: int, v: int, w: int) -> dict[int, int]:
    """The lives after a curve from spot u to spot v (u again for a loop) through new spot w."""
    new = dict(lives)
    new[u] -= 1
    new[v] -= 1
    new[w] = 1
    return new


def _child(regions: list[list[list[int]]], lives: dict[int, int]) -> tuple[str, ...]:
    return tuple(sorted(_simplify(regions, lives)))


_CHAR_LIVES = {"0": 6, "1": 4, "2": 2}


def _lives(land: str) -> int:
    """The lives of a canonical land, read off its text (a letter is seen twice, 1 life)."""
    if _fast_lives is not None:
        return _fast_lives(land)
    return _reference_lives(land)


@lru_cache(maxsize=1 << 16)
def _reference_lives(land: str) -> int:
    halves = 0
    for m in re.finditer(r"0\*(\d+)|[mn]\(\d+\)|[^.|+!]", land):
        if m.group(1):
            halves += 6 * int(m.group(1))
        else:
            halves += _CHAR_LIVES.get(m.group(0), 1)
    return halves // 2


# ----------------------------------------------------------------------------- the game

class Sprouts:
    """A position of Sprouts, with its nimber, its outcome and its winning moves.

    Parameters
    ----------
    position : str or int
        The position in the notation of Glop and SPOTS (see :mod:`grundy.search.sprouts`), e.g.
        ``"0*12"`` or ``"0*18.1a1a"``; an int ``n`` is the n-spot start ``"0*n"``.
    table : str or path, optional
        An SQLite file keeping the nimber of every land solved (read first, extended, reused
        by later runs; an interrupted run keeps its work).
    workers, ray : optional
        Processes (or a Ray cluster) searching for nimbers at once, as for
        :class:`~grundy.search.engine.NimberSearch` (the proof-number search of outcomes runs
        in this process).
    progress : bool, default True
        Show a progress bar on long searches.

    Notes
    -----
    A position is the sum of its lands. Who wins is decided by proof-number search over
    couples of a land and a nim heap (:class:`~grundy.search.pns.ProofNumberSearch`, as Glop
    and SPOTS do), and the nimber of a land is the least heap whose couple is lost; with
    `workers` or `ray`, :meth:`value` runs the pruned search of
    :class:`~grundy.search.engine.NimberSearch` in parallel instead. Both search canonical
    lands, every land's options split into lands again, and share the values found and the
    table. Moves are written as the position after them, in canonical form.

    The game length bounds the nimbers: each move spends two lives and adds one, so a land of
    L lives ends within L - 1 moves.

    Complexity: exponential in the number of spots (Sprouts is PSPACE-hard to analyse in
    general); each land is searched once, in time proportional to its options and theirs.

    Examples
    --------
    >>> [Sprouts(n).value() for n in range(1, 6)]
    [0, 0, 1, 1, 1]
    >>> Sprouts("0*3").winning_move()      # a loop at one spot, with another spot inside
    '0.AB|0.AB'
    >>> Sprouts("0*3").outcome(), Sprouts(2).outcome()
    ('N', 'P')
    """

    def __init__(self, position: str | int, *, table: str | os.PathLike[str] | None = None,
                 workers: int | None = None, ray: str | None = None, progress: bool = True):
        from .engine import NimberSearch
        from .pns import ProofNumberSearch

        if isinstance(position, bool) or not isinstance(position, (int, str)):
            raise InvalidGameError(f"a Sprouts position is a string such as '0*5', or a number "
                                   f"of spots, not {position!r}")
        if isinstance(position, int):
            if not 1 <= position <= MAX_SPOTS:
                raise InvalidGameError(f"Sprouts starts with 1 to {MAX_SPOTS} spots, not {position}")
            position = f"0*{position}"
        self.start = lands(position)
        self.search = NimberSearch(_moves, components=_components, key=_key, bound=_bound,
                                   table=table, name="sprouts", progress=progress,
                                   workers=workers, ray=ray)
        self.pns = ProofNumberSearch(self.search, progress=progress)
        self.misere_pns = ProofNumberSearch(self.search, misere=True, progress=progress)
        self.parallel = (workers or 1) > 1 or ray is not None

    def _position(self, position: str | tuple[str, ...] | None) -> tuple[str, ...]:
        if position is None:
            return self.start
        if isinstance(position, tuple):
            return position
        return lands(position)

    def __str__(self) -> str:
        return "+".join(self.start) or "!"

    def __repr__(self) -> str:
        return f"Sprouts({str(self)!r})"

    def lives(self, position: str | None = None) -> int:
        """The lives left in `position` (default the start): it ends within ``lives - 1`` moves.

        >>> Sprouts(5).lives()
        15
        """
        return sum(_lives(land) for land in self._position(position))

    def options(self, position: str | None = None) -> list[str]:
        """The positions one move leads to, each once, in canonical form, sorted.

        >>> Sprouts(2).options()    # a loop at one spot, or a curve joining the two
        ['0.AB|AB', '1a1a']

        Complexity: as :func:`land_options`, for each land.
        """
        return sorted("+".join(p) or "!" for p in _moves(self._position(position)))

    legal_moves = options

    def value(self, position: str | None = None) -> int:
        """The nimber of `position` (default the start).

        >>> Sprouts("0*2+0*3").value()
        1
        """
        position = self._position(position)
        if self.parallel:
            return self.search.value(position)
        return self.pns.value(position)

    def outcome(self, position: str | None = None, *, misere: bool = False) -> str:
        """``'N'`` when the player to move wins, ``'P'`` when the other does.

        In normal play only whether the nimber is 0 is searched for, by proof-number search
        (usually far cheaper than the nimber). With ``misere=True`` (whoever moves last loses)
        lands do not add up by nimbers, so whole positions (sorted tuples of canonical lands)
        are searched, by the same proof-number search without couples; each position's outcome
        is remembered for later calls.

        >>> Sprouts(4).outcome()
        'N'
        >>> [Sprouts(n).outcome(misere=True) for n in range(1, 6)]
        ['N', 'P', 'P', 'P', 'N']

        Complexity: exponential in the spots; see
        :class:`~grundy.search.pns.ProofNumberSearch`.
        """
        if misere:
            return "N" if self.misere_pns.wins(self._position(position)) else "P"
        return "N" if self.pns.wins(self._position(position)) else "P"

    def misere_winning_move(self, position: str | None = None) -> str | None:
        """A move after which the player to move loses in misère play, as the position after
        it, or None when there is none.

        >>> Sprouts(1).misere_winning_move()
        'AB|AB'
        """
        move = self.misere_pns.winning_move(self._position(position))
        return None if move is None else "+".join(cast("tuple[str, ...]", move)) or "!"

    def winning_move(self, position: str | None = None) -> str | None:
        """A move to a position of nimber 0, as that position, or None when there is none."""
        move = self.pns.winning_move(self._position(position))
        return None if move is None else "+".join(cast("tuple[str, ...]", move)) or "!"

    def winning_moves(self, position: str | None = None) -> list[str]:
        """Every winning move, each as the position after it, sorted.

        >>> Sprouts(3).winning_moves()
        ['0.1a1a', '0.AB|0.AB']
        """
        return sorted("+".join(p) or "!" for p in _moves(self._position(position))
                      if not self.pns.wins(p))

    def picture(self, position: str | None = None) -> str:
        """The position laid out a land to a block and a region to a line.

        >>> print(Sprouts("0*2.AB|AB").picture())
        land 1: 8 lives
          region 1: 0 0 AB
          region 2: AB
        """
        out = []
        for k, land in enumerate(self._position(position), 1):
            out.append(f"land {k}: {_lives(land)} lives")
            for r, region in enumerate(land.split("|"), 1):
                words = []
                for b in region.split("."):
                    m = re.fullmatch(r"0\*(\d+)", b)
                    words.extend(["0"] * int(m.group(1)) if m else [b])
                out.append(f"  region {r}: {' '.join(words)}")
        return "\n".join(out) if out else "no move left"

    def close(self) -> None:
        """Stop the workers and write the lasting table."""
        self.search.close()

    def __enter__(self) -> "Sprouts":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _order(option: tuple[str, ...]) -> tuple[int, tuple[str, ...]]:
    """The order options are searched in: fewest lives left first (the move that ended most),
    then by text. Measured against the order of text alone: 0*6 in 9.9 s (11.8 s), 0*7 in 4.0 s
    (5.8 s); orders by the largest land first or most lands first were slower."""
    return sum(_lives(x) for x in option), option


def _moves(position: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The options of a position, each once, in the order of :func:`_order`."""
    if len(position) == 1:
        return list(land_options(position[0]))
    out = set()
    for k, land in enumerate(position):
        rest = position[:k] + position[k + 1:]
        for child in land_options(land):
            out.add(tuple(sorted(rest + child)))
    return sorted(out, key=_order)


def _components(position: tuple[str, ...]) -> list[tuple[str, ...]]:
    return [(land,) for land in position]


def _key(part: tuple[str, ...]) -> str:
    return "+".join(part) or "!"


def _bound(position: tuple[str, ...]) -> int:
    return max(0, sum(_lives(land) for land in position) - 1)
