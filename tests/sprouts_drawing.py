"""Sprouts drawings as combinatorial maps, and their moves, written from the rules of the game.

A drawing is a planar map that may be disconnected. Edge ``e`` has two darts (half-edges),
``2e`` and ``2e + 1``, each other's twin. Around each vertex its darts are listed
counterclockwise (the rotation). The *corner* after dart ``x`` is the angular sector at the
vertex between ``x`` and the next dart counterclockwise; a vertex of degree 0 is a corner on
its own. The face on the left of a dart is the one holding the corner after it, and walking
with a face on the left goes from dart ``x`` to the dart before ``twin(x)`` at the head of
``x``: the cycles of that permutation are the boundary walks of the faces of each piece.

Since the drawing may be disconnected, each walk (and each vertex of degree 0) carries the label
of the face of the whole drawing it lies in: a face of the drawing is the set of walks and
isolated vertices labelled alike, one for each piece touching it.

Only :func:`grundy.search.sprouts.lands` is used from the package, to bring the notation that
:func:`to_notation` writes to canonical form.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

__all__ = ["Drawing", "start", "drawing_options", "to_notation", "check", "walks", "lands_of",
           "land_key", "position_key"]

LOWER, UPPER = "abcdefghijkl", "ABCDEFGHIJKLMNOPQRSTUVWXY"


@dataclass(frozen=True)
class Drawing:
    """A Sprouts drawing.

    tail: the vertex each dart leaves (darts ``2e`` and ``2e + 1`` are the halves of edge ``e``).
    rot: for each vertex, the darts leaving it in counterclockwise order.
    face: for each dart, the label of the face of the drawing on its left.
    spot_face: for each vertex, the label of the face it lies in when it has degree 0, else None.
    """

    tail: tuple[int, ...]
    rot: tuple[tuple[int, ...], ...]
    face: tuple[int, ...]
    spot_face: tuple[int | None, ...]

    @property
    def vertices(self) -> int:
        """The number of vertices."""
        return len(self.rot)

    def lives(self, v: int) -> int:
        """The lives of vertex `v`: 3 minus its degree."""
        return 3 - len(self.rot[v])


# A corner: (vertex, dart after which it lies), the dart None for a vertex of degree 0.
Corner = tuple[int, int | None]


def start(n: int) -> Drawing:
    """The start of n-spot Sprouts: n vertices of degree 0 in one face.

    >>> to_notation(start(3))
    '0.0.0'
    """
    return Drawing(tail=(), rot=((),) * n, face=(), spot_face=(0,) * n)


def twin(x: int) -> int:
    """The other half of the edge of dart `x`."""
    return x ^ 1


def _next_ccw(rot: tuple[tuple[int, ...], ...] | list[list[int]]) -> dict[int, int]:
    """For each dart, the dart after it counterclockwise around its vertex."""
    nxt = {}
    for darts in rot:
        for i, x in enumerate(darts):
            nxt[x] = darts[(i + 1) % len(darts)]
    return nxt


def _walks(rot: tuple[tuple[int, ...], ...] | list[list[int]], tail: tuple[int, ...] | list[int]
           ) -> list[list[int]]:
    """The boundary walks of the faces of each piece, each as its darts in order, the face on
    the left: after dart x comes the dart before twin(x) counterclockwise at the head of x."""
    prev = {b: a for a, b in _next_ccw(rot).items()}
    seen: set[int] = set()
    out = []
    for x0 in range(len(tail)):
        if x0 in seen:
            continue
        walk = []
        x = x0
        while x not in seen:
            seen.add(x)
            walk.append(x)
            x = prev[twin(x)]
        assert x == x0, "the face permutation is not a permutation"
        out.append(walk)
    return out


def walks(d: Drawing) -> list[list[int]]:
    """The boundary walks of `d`, each a list of darts (see :func:`_walks`)."""
    return _walks(d.rot, d.tail)


def _pieces(rot: tuple[tuple[int, ...], ...] | list[list[int]], tail: tuple[int, ...] | list[int]
            ) -> list[int]:
    """For each vertex, a label of its connected piece."""
    parent = list(range(len(rot)))

    def find(v: int) -> int:
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    for e in range(len(tail) // 2):
        a, b = find(tail[2 * e]), find(tail[2 * e + 1])
        if a != b:
            parent[a] = b
    return [find(v) for v in range(len(rot))]


def check(d: Drawing) -> None:
    """Assert that `d` is a drawing on the sphere with consistent face labels: the darts of a
    walk share a label; each piece satisfies Euler's formula; a piece meets a face at most
    once; and the faces and pieces, joined where they touch, form a tree."""
    ws = walks(d)
    comp = _pieces(d.rot, d.tail)
    for w in ws:
        assert len({d.face[x] for x in w}) == 1, "a walk with two face labels"
    for v, f in enumerate(d.spot_face):
        assert (f is None) == (len(d.rot[v]) > 0), "spot_face only for vertices of degree 0"
    verts: dict[int, int] = {}
    for v in range(d.vertices):
        verts[comp[v]] = verts.get(comp[v], 0) + 1
    edges: dict[int, int] = {}
    for e in range(len(d.tail) // 2):
        edges[comp[d.tail[2 * e]]] = edges.get(comp[d.tail[2 * e]], 0) + 1
    faces: dict[int, list[int]] = {}
    for w in ws:
        faces.setdefault(comp[d.tail[w[0]]], []).append(d.face[w[0]])
    for v, f in enumerate(d.spot_face):
        if f is not None:
            faces.setdefault(comp[v], []).append(f)
    for c, n in verts.items():
        fs = faces[c]
        count = len(fs) if edges.get(c, 0) else 1
        assert n - edges.get(c, 0) + count == 2, "a piece off the sphere"
        assert len(set(fs)) == len(fs), "a piece meets a face twice"
    # faces and pieces: a tree (connected, incidences = faces + pieces - 1)
    labels = {f for fs in faces.values() for f in fs}
    incidences = sum(len(fs) for fs in faces.values())
    assert incidences == len(labels) + len(faces) - 1, "faces and pieces do not form a tree"
    parent = {("f", f): ("f", f) for f in labels} | {("p", c): ("p", c) for c in faces}

    def find(a: tuple[str, int]) -> tuple[str, int]:
        while parent[a] != a:
            a = parent[a]
        return a

    for c, fs in faces.items():
        for f in fs:
            parent[find(("p", c))] = find(("f", f))
    assert len({find(a) for a in parent}) == 1, "faces and pieces are not connected"


def _corners(d: Drawing, f: int) -> list[Corner]:
    """The corners in face `f` at vertices with lives."""
    out: list[Corner] = [(v, None) for v, g in enumerate(d.spot_face) if g == f]
    out += [(d.tail[x], x) for x in range(len(d.tail))
            if d.face[x] == f and d.lives(d.tail[x]) > 0]
    return out


def _draw(d: Drawing, f: int, c1: Corner, c2: Corner) -> list[Drawing]:
    """The drawings after a curve in face `f` from corner `c1` to corner `c2` with a new vertex
    in its middle: one, or one for each way of sharing the face's other boundaries when the
    curve cuts `f` in two."""
    (u, x1), (v, x2) = c1, c2
    comp = _pieces(d.rot, d.tail)
    same_piece = comp[u] == comp[v]
    w = d.vertices
    m = len(d.tail)
    a, a_back, b, b_back = m, m + 1, m + 2, m + 3  # a: u->w, b: w->v
    tail = list(d.tail) + [u, w, w, v]
    rot = [list(r) for r in d.rot] + [[a_back, b]]

    def insert(vertex: int, after: int | None, dart: int) -> None:
        r = rot[vertex]
        if after is None:
            r.append(dart)
        else:
            r.insert(r.index(after) + 1, dart)

    insert(u, x1, a)
    insert(v, x2, b_back)
    ws = _walks(rot, tail)
    new = {a, a_back, b, b_back}
    face = list(d.face) + [-1] * 4
    spot_face = list(d.spot_face) + [None]
    spot_face[u] = None
    spot_face[v] = None
    touched = [wk for wk in ws if new & set(wk)]
    if not same_piece:
        assert len(touched) == 1, "a curve joining two pieces leaves one walk through it"
        for x in touched[0]:
            face[x] = f
        return [_freeze(tail, rot, face, spot_face)]
    assert len(touched) == 2, "a curve within one piece cuts its walk in two"
    g = max([*d.face, *(s for s in d.spot_face if s is not None)]) + 1
    # the other boundaries of f: walks of other pieces, and vertices of degree 0
    others_walks = [wk for wk in ws if not new & set(wk) and face[wk[0]] == f]
    others_spots = [s for s, h in enumerate(spot_face) if h == f]
    out = []
    k = len(others_walks) + len(others_spots)
    for mask in product((f, g), repeat=k):
        face2 = list(face)
        spot2 = list(spot_face)
        for x in touched[0]:
            face2[x] = f
        for x in touched[1]:
            face2[x] = g
        for wk, lab in zip(others_walks, mask):
            for x in wk:
                face2[x] = lab
        for s, lab in zip(others_spots, mask[len(others_walks):]):
            spot2[s] = lab
        out.append(_freeze(tail, rot, face2, spot2))
    return out


def _freeze(tail: list[int], rot: list[list[int]], face: list[int],
            spot_face: list[int | None]) -> Drawing:
    return Drawing(tuple(tail), tuple(tuple(r) for r in rot), tuple(face), tuple(spot_face))


def drawing_options(d: Drawing) -> list[Drawing]:
    """Every drawing one move leads to: a curve within a face between two corners of vertices
    with lives (one corner twice for a vertex of 2 or more lives), a new vertex on it."""
    labels = sorted({*d.face, *(s for s in d.spot_face if s is not None)})
    out = []
    for f in labels:
        cs = [c for c in _corners(d, f) if d.lives(c[0]) > 0]
        for i, c1 in enumerate(cs):
            for c2 in cs[i:]:
                if c1[0] == c2[0] and d.lives(c1[0]) < 2:
                    continue
                out.extend(_draw(d, f, c1, c2))
    return out


def _letter(index: int, upper: bool) -> str:
    names = UPPER if upper else LOWER
    if index < len(names):
        return names[index]
    return f"{'n' if upper else 'm'}({index + 1})"


def to_notation(d: Drawing) -> str:
    """The drawing in the notation, as one land: a region for each face with a live vertex, a
    boundary for each piece touching it (its walk with the face on the left), dead vertices
    left out; ``!`` when no vertex has lives.

    >>> [to_notation(c) for c in drawing_options(start(1))]   # a loop: AB|BA, that is AB|AB
    ['AB|BA']
    >>> sorted(to_notation(c) for c in drawing_options(start(2)))
    ['1a1a', 'AB.0|BA', 'AB.0|BA', 'AB|BA.0', 'AB|BA.0']
    """
    regions: dict[int, list[list[int]]] = {}
    for wk in walks(d):
        regions.setdefault(d.face[wk[0]], []).append([d.tail[x] for x in wk])
    for v, f in enumerate(d.spot_face):
        if f is not None:
            regions.setdefault(f, []).append([v])
    names: dict[int, str] = {}
    counts = {"lower": 0, "upper": 0}

    def name(v: int) -> str:
        lives = d.lives(v)
        if lives == 3:
            return "0"
        if lives == 2:
            return "1"
        if v not in names:
            upper = d.face[d.rot[v][0]] != d.face[d.rot[v][1]]
            key = "upper" if upper else "lower"
            names[v] = _letter(counts[key], upper)
            counts[key] += 1
        return names[v]

    parts = []
    for f in sorted(regions):
        words = []
        for b in regions[f]:
            word = "".join(name(v) for v in b if d.lives(v) > 0)
            if word:
                words.append(word)
        if words:
            parts.append(".".join(words))
    return "|".join(parts) or "!"


def lands_of(d: Drawing) -> tuple[str, ...]:
    """The canonical lands of `d`, by :func:`grundy.search.sprouts.lands`."""
    from grundy.search.sprouts import lands

    return lands(to_notation(d))


# ----------------------------------------------------------------------------- exact keys

_TOKEN = re.compile(r"0\*(\d+)|[mn]\(\d+\)|.")


def _read_land(land: str) -> list[list[list[str]]]:
    """A land in the notation (no ``+``) as regions of boundaries of tokens: ``0``, ``1``,
    ``2``, or a letter (``a``-``l``, ``m(k)`` lower case; ``A``-``Y``, ``n(k)`` upper case)."""
    regions = []
    for region in land.split("|"):
        bs: list[list[str]] = []
        for b in region.split("."):
            m = re.fullmatch(r"0\*(\d+)", b)
            if m:
                bs.extend([["0"]] * int(m.group(1)))
            elif b:
                bs.append([t.group(0) for t in _TOKEN.finditer(b) if t.group(0) != "3"])
        regions.append(bs)
    return regions


def _is_letter(t: str) -> bool:
    return t not in ("0", "1", "2")


def _is_upper(t: str) -> bool:
    return t[0] == "n" if len(t) > 1 else t.isupper()


def _text(tokens: list[str], names: dict[str, str], counts: tuple[int, int]
          ) -> tuple[str, dict[str, str], tuple[int, int]]:
    """`tokens` written with letters renamed in order of first appearance, continuing `names`."""
    names = dict(names)
    low, up = counts
    out = []
    for t in tokens:
        if _is_letter(t):
            if t not in names:
                if _is_upper(t):
                    names[t] = f"<{up}>"
                    up += 1
                else:
                    names[t] = f"({low})"
                    low += 1
            out.append(names[t])
        else:
            out.append(t)
    return "".join(out), names, (low, up)


def _oriented_key(regions: list[list[list[str]]]) -> str:
    """The least text of the land, over the order of its regions, the order of their lettered
    boundaries and each one's starting point, letters named in order of first appearance (a
    region's boundaries without letters first, sorted): equal exactly for isomorphic lands of
    this orientation."""
    plain = []
    lettered = []
    for bs in regions:
        free = sorted(min("".join(b[i:] + b[:i]) for i in range(len(b)))
                      for b in bs if not any(map(_is_letter, b)))
        plain.append(".".join(free))
        lettered.append([b for b in bs if any(map(_is_letter, b))])
    # a state: (text so far, names, counts, regions left, region open, its boundaries left)
    State = tuple[str, dict[str, str], tuple[int, int], frozenset[int], int, frozenset[int]]
    states: list[State] = [("", {}, (0, 0), frozenset(range(len(regions))), -1, frozenset())]
    while True:
        steps: list[tuple[str, State]] = []
        for text, names, counts, left, r, inner in states:
            if inner:
                for k in inner:
                    b = lettered[r][k]
                    for i in range(len(b)):
                        t, nm, ct = _text(b[i:] + b[:i], names, counts)
                        sep = "." if text and text[-1] != "|" else ""
                        steps.append((sep + t, (text + sep + t, nm, ct, left, r, inner - {k})))
            elif left:
                for r2 in left:
                    head = ("|" if text else "") + plain[r2]
                    rest = frozenset(range(len(lettered[r2])))
                    steps.append((head, (text + head, names, counts, left - {r2}, r2, rest)))
        if not steps:
            return min(s[0] for s in states)
        best = min(c for c, _ in steps)
        seen = set()
        states = []
        for c, st in steps:
            if c == best:
                sig = (st[0], tuple(sorted(st[1].items())), st[3], st[4], st[5])
                if sig not in seen:
                    seen.add(sig)
                    states.append(st)


@lru_cache(maxsize=None)
def land_key(land: str) -> str:
    """A canonical text of one land: equal for two lands exactly when one is the other with
    its regions, boundaries and boundaries' starting points reordered, its letters renamed,
    or its mirror image (all boundaries reversed).

    >>> land_key("AB|BA") == land_key("AB|AB") == land_key("BA|AB")
    True
    >>> land_key("0.1a2a") == land_key("0.1a1a")
    False
    """
    regions = _read_land(land)
    mirror = [[b[::-1] for b in bs] for bs in regions]
    return min(_oriented_key(regions), _oriented_key(mirror))


def position_key(position: tuple[str, ...]) -> tuple[str, ...]:
    """The canonical keys of a position's lands, sorted."""
    return tuple(sorted(land_key(land) for land in position))
