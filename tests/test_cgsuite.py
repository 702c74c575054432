"""grundy against the expected values of CGSuite's own test suite.

Source: Aaron Siegel's CGSuite, github.com/aaron-siegel/cgsuite, read at commit e909ab8
(e909ab8bc330e39bc837d26b22bc8a96f9fa512a, January 2024):

- ``lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala``: for seven take-and-break
  games (game.heap.Nim ``0.[3]``, GrundysGame ``4!.0``, Kayles ``0.77``, DawsonsKayles
  ``0.07``, Subtraction([2,3,7]) ``0.0330003``, Subtraction([2,3,7], allbut) ``0.3003330[3]``,
  TakeAndBreak ``0.3F``) the nim values of heaps 1 to 20 and of heap 0, the number of options
  of heap 20, CheckPeriodicity(2000), the misère nim values and the genus of heaps 0 to 20;
  GrundysGame(22).MisereCanonicalForm; ten coin-turning ("Spawning") games and one
  HeapRuleset, nim values of heaps 1 to 20 and the options of heap 20; Wythoff's row 10.
- ``lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala``: 15 misère
  games (14 distinct), each with its canonical form, genus, misère nim value, misère outcome,
  nim value and tameness.

Conventions, converted in this module:

- CGSuite numbers heaps from 1 and a heap of size 0 is the empty game; a "Spawning" heap n is
  the coin-turning game's coin n, with coins 1, 2, ... (``lib/core/src/main/scala/org/cgsuite/
  core/impartial/Spawning.scala``: the other coins turned are heaps 1 to n - 1). grundy's
  :class:`grundy.CoinGame` numbers coins from 0, so heap n is coin n - 1 there. The turning
  codes (same file): ``a-b`` turns a to b coins, target included, ``a+`` a or more;
  ``C`` consecutive coins ending at the target, ``C(k)`` all within k consecutive coins,
  ``E`` equally spaced, ``S`` symmetric about the middle of the coins turned, ``F`` the
  first coin (heap 1) among them.
- A take-and-break code with ``[...]`` repeats the bracketed digits for ever (``0.[3]`` is Nim,
  ``0.3003330[3]`` takes any number but 2, 3 and 7); ``!`` splits into unequal heaps
  (``4!.0`` is Grundy's game). grundy's octal codes are finite and have no ``!``: Nim is
  ``SubtractionGame.any_amount()``, the all-but game is the subtraction game of every amount
  up to the largest heap asked but 2, 3 and 7 (the same game on those heaps), and Grundy's
  game is a game given by its moves (:class:`grundy.GameSolver`, :class:`grundy.MisereGame`).
- CheckPeriodicity (``PeriodicityChecker.java``, set up by ``TBCode.periodicityChecker``)
  reports Period and Preperiod over heap sizes from 0, as grundy's certificate does, and only
  periods of saltus 0 (``setMaxSaltus(0)``): "Nothing" for Nim and 0.3F, whose values grow.
- Genus (``core/misere/Genus.java``): CGSuite prints g^γ0γ1... as grundy's
  ``Genus`` does, with ``(a,b,...)`` where grundy writes ``{a,b,...}`` (a term of 10 or
  more), and shortened the same way for wild games. Two phyla print less: a nim heap prints
  its value alone ("3" is 3^{31}, "0" is 0^{120}, "1" is 1^{031}), and a tame or restive
  game prints γ0 alone: tame g^m means γ = m, g⊕2, g, g⊕2, ... (m = g, or m = 1 - g for
  g < 2), restive g^m means γ = m, b⊕2, b, ... with b = m for m < 4 and b = g otherwise.
  The test expands each genus to its first terms and compares those.
- Misère canonical forms (``MisereCanonicalGameOps.java``, ``rAppendMidToOutput``): a
  form is the list of its options written side by side, a digit n is the nim heap *n,
  ``(...)`` groups a game, ``X#`` is {X}, and the subscripts in ``X[...]`` act left to right:
  a digit i adds *i, ``#`` makes {X}. The test parses them and asks grundy whether the
  parsed game equals, as a misère game, the game that CGSuite was given.

Left out, as grundy cannot compute them (no such game or notion in grundy):

- GameHeapTest's ``.code`` strings (CGSuite's own code normalization), the HeapRuleset
  operations AcrosticProduct and DirectProduct (grundy's ``TartanProduct`` is another product),
  the partizan heap and coordinate games (PartizanSubtraction, Cutcake, Eatcake, MaundyCake,
  ...; grundy is for impartial games), GenWythoff, FibonacciNim's, TakeAway(3)'s, Mem's and
  GenMem's coordinate rows (CGSuite's two-coordinate forms of them, which grundy does not
  have), Wythoff's genus row and options count, and the Grundy's game edge case
  (GrundysGame(92679).Options.Size, a test of CGSuite's integer overflow).
- ``core/impartial/TBCodeTest.scala``: normalizations and option traversals of CGSuite's code
  parser, not values of games.
- ``core/impartial/arithmetic/NimFieldCalculatorTest.scala``: Lenstra's excesses and
  Q-sets of the transfinite nimbers (below ω^ω^ω); grundy's nimbers are finite.
- MisereCanonicalGameTestCase's birthday, mate, parts, partitions and the finer phyla
  (IsRestive, IsHalfTame, ...), which grundy does not compute.
"""

from __future__ import annotations

import itertools

import pytest

import grundy

CGSUITE = "CGSuite e909ab8, GameHeapTest.scala"


def values_1_to_20(text: str) -> list[int]:
    return [int(x) for x in text.strip("[]").split(",")]


# -- CGSuite's genus notation ----------------------------------------------------------------
def split_genus(text: str) -> list[str]:
    """Split CGSuite's list of genera at the commas outside parentheses."""
    out, depth, cur = [], 0, ""
    for ch in text.strip()[1:-1]:
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
            continue
        depth += (ch == "(") - (ch == ")")
        cur += ch
    out.append(cur)
    return out


def cgsuite_genus(text: str, terms: int = 12) -> tuple[int, list[int]]:
    """(g, [γ0, ..., γ(terms-1)]) of a genus printed by CGSuite (see the module notes)."""
    if "^" not in text:                       # a nim heap *g
        g = int(text)
        if g < 2:
            return g, [1 - g] + [g ^ (2 * (i & 1)) for i in range(1, terms)]
        return g, [g ^ (2 * (i & 1)) for i in range(terms)]
    base, sup = text.split("^")
    g = int(base)
    if sup.startswith("("):
        seq = [int(x) for x in sup[1:-1].split(",")]
    else:
        seq = [int(c) for c in sup]
    if len(seq) == 1:                         # tame or restive: γ0 only
        m = seq[0]
        if g < 2 and m == 1 - g:
            # tame "0^1" is 1, 2, 0, 2, ..., restive "0^1" is 1, 3, 1, 3, ...; none is tested
            raise AssertionError(f"ambiguous genus {text}")
        # tame (m = g): g, g⊕2, g, ...; restive: b = m for m < 4, else g
        tail = m if m < 4 else g
        return g, [m] + [tail ^ (2 * (i & 1)) for i in range(1, terms)]
    # wild: the printed terms, then the last two alternate
    k = len(seq)
    return g, [seq[i] if i < k else seq[k - 2 + ((i - k) & 1)] for i in range(terms)]


def grundy_genus(genus: grundy.Genus, terms: int = 12) -> tuple[int, list[int]]:
    return genus.normal, [genus[i] for i in range(terms)]


def test_genus_notation_converter():
    assert cgsuite_genus("0") == grundy_genus(grundy.Genus(0, [1, 2, 0]))
    assert cgsuite_genus("1") == grundy_genus(grundy.Genus(1, [0, 3, 1]))
    assert cgsuite_genus("3") == grundy_genus(grundy.Genus(3, [3, 1]))
    assert cgsuite_genus("2^2") == grundy_genus(grundy.Genus(2, [2, 0]))
    assert cgsuite_genus("1^2") == grundy_genus(grundy.Genus(1, [2, 0]))
    assert cgsuite_genus("3^1431") == grundy_genus(grundy.Genus(3, [1, 4, 3, 1]))
    assert cgsuite_genus("6^(1,9,10,8)") == grundy_genus(grundy.Genus(6, [1, 9, 10, 8]))
    assert str(grundy.Genus(6, [1, 9, 10, 8])) == "6^{1,9,10,8}"


# -- the take-and-break table --------------------------------------------------------------------
# (name, option count of heap 20, nim values of heaps 1..20, CheckPeriodicity(2000) as
#  (period, preperiod) or None for "Nothing", misère nim values of heaps 0..20, genera 0..20)
HEAP_TABLE = {
    "Nim 0.[3]": (
        20, "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]", None,
        "[1,0,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]",
        "[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]"),
    "GrundysGame 4!.0": (
        9, "[0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0]", "not asked",
        "[1,1,1,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2]",
        "[0,0,0,1,0,2,1,0,2,1,0,2,1,3^1431,2,1,3^1431,2,4^0564,3^1431,0^20]"),
    "Kayles 0.77": (
        20, "[1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1]", (12, 71),
        "[1,0,2,3,0,1,3,2,1,0,2,4,0,1,2,5,1,6,3,2,0]",
        "[0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,1^031]"),
    "DawsonsKayles 0.07": (
        10, "[0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3]", (34, 53),
        "[1,1,0,0,2,1,3,0,0,1,1,3,0,2,1,1,0,0,2,1,3]",
        "[0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3]"),
    "Subtraction([2,3,7]) 0.0330003": (
        3, "[0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0]", (5, 0),
        "[1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1]",
        "[0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0]"),
    "Subtraction([2,3,7], allbut) 0.3003330[3]": (
        17, "[1,0,1,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10]", None,
        "[1,0,1,0,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10]",
        "[0,1,0,1,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10]"),
    "TakeAndBreak 0.3F": (
        38, "[1,2,0,1,2,3,4,5,3,4,5,6,7,8,6,7,8,9,10,11]", None,
        "[1,0,2,1,0,2,1,0,4,1,0,4,1,0,6,1,0,6,1,0,6]",
        "[0,1,2,0,1,2,3^1431,4^0564,5^46,3^1431,4^0564,5^4875,6^(1,9,10,8),7^075,8^6875,"
        "6^(1,9,10,8),7^075,8^(6,10,8),9^(1,9,12,11,9),10^(0,11,13,9,11),11^(6,10,8)]"),
}

ALL_BUT = sorted(set(range(1, 2001)) - {2, 3, 7})


def grundys_game_options(n: int) -> list[tuple[int, ...]]:
    """Heap n of Grundy's game splits into two unequal non-empty heaps."""
    return [(a, n - a) for a in range(1, (n + 1) // 2) if a != n - a]


def heap_options(name: str):
    """The options of one heap of n, each the tuple of heaps it leaves (grundy's listers)."""
    if name.startswith("Nim"):
        game = grundy.SubtractionGame.any_amount()
        return lambda n: [(r,) if r else () for r in game.options(n)]
    if name.startswith("Subtraction([2,3,7]) "):
        game = grundy.SubtractionGame([2, 3, 7])
        return lambda n: [(r,) if r else () for r in game.options(n)]
    if "allbut" in name:
        game = grundy.SubtractionGame(ALL_BUT)
        return lambda n: [(r,) if r else () for r in game.options(n)]
    if name.startswith("GrundysGame"):
        return grundys_game_options
    game = grundy.OctalGame(name.split()[-1])
    return lambda n: [leave for _take, leave in game.options(n)]


def sum_moves(options):
    """Moves of a sum of heaps (a sorted tuple): one heap replaced by one of its options."""
    def moves(heaps: tuple[int, ...]) -> list[tuple[int, ...]]:
        out = set()
        for i, h in enumerate(heaps):
            if i and heaps[i - 1] == h:
                continue
            rest = heaps[:i] + heaps[i + 1:]
            for leave in options(h):
                out.add(tuple(sorted(rest + tuple(x for x in leave if x))))
        return list(out)
    return moves


def grundy_nim_values(name: str, upto: int) -> list[int]:
    """Nim values of heaps 0..upto by grundy's heap-game classes (Grundy's game: GameSolver)."""
    if name.startswith("Nim"):
        return grundy.SubtractionGame.any_amount().values(upto + 1).tolist()
    if name.startswith("Subtraction([2,3,7]) "):
        return grundy.SubtractionGame([2, 3, 7]).values(upto + 1).tolist()
    if "allbut" in name:
        return grundy.SubtractionGame(ALL_BUT).values(upto + 1).tolist()
    if name.startswith("GrundysGame"):
        solver = grundy.GameSolver(sum_moves(grundys_game_options), progress=False)
        return [solver.value((n,) if n else ()) for n in range(upto + 1)]
    return grundy.OctalGame(name.split()[-1]).values(upto + 1).tolist()


@pytest.mark.parametrize("name", list(HEAP_TABLE))
def test_heap_game_nim_values_and_options(name):
    count, values, _period, _misere, _genus = HEAP_TABLE[name]
    got = grundy_nim_values(name, 20)
    assert got[0] == 0                                    # $rs(0).NimValue
    assert got[1:] == values_1_to_20(values), (CGSUITE, name)
    assert len(heap_options(name)(20)) == count           # $rs(20).Options.Size


@pytest.mark.parametrize("name", [n for n in HEAP_TABLE if HEAP_TABLE[n][2] != "not asked"])
def test_heap_game_check_periodicity_2000(name):
    period = HEAP_TABLE[name][2]
    if name.startswith("Nim"):
        cert = grundy.SubtractionGame.any_amount().certificate()
        # g(n) = n: period 1 with saltus 1, which CGSuite's checker (saltus 0 only) rejects
        assert (cert.period, cert.saltus) == (1, 1)
        return
    if "allbut" in name:
        values = grundy.SubtractionGame(ALL_BUT).values(2001).tolist()
        # g(n + 4) = g(n) + 2 from heap 1 on: the values grow, so no period of saltus 0
        assert all(values[n + 4] == values[n] + 2 for n in range(1, 1997))
        return
    if name.startswith("Subtraction"):
        cert = grundy.SubtractionGame([2, 3, 7]).certificate(2000)
    else:
        cert = grundy.OctalGame(name.split()[-1]).certificate(2000)
    if period is None:
        assert not cert.found          # 0.3F: only an arithmetic period is observed
        assert cert.saltus > 0
    else:
        assert (cert.period, cert.preperiod, cert.saltus) == (*period, 0), (CGSUITE, name)


@pytest.mark.parametrize("name", list(HEAP_TABLE))
def test_heap_game_misere_nim_values_and_genus(name):
    _count, _values, _period, misere, genera = HEAP_TABLE[name]
    game = grundy.MisereGame(sum_moves(heap_options(name)))
    got = [game.genus((n,) if n else ()) for n in range(21)]
    assert [g.misere for g in got] == values_1_to_20(misere), (CGSUITE, name)
    expected = [cgsuite_genus(text) for text in split_genus(genera)]
    assert [grundy_genus(g) for g in got] == expected, (CGSUITE, name)
    # outcomes agree with the misère nim values (0 exactly at misère P-positions)
    assert [game.outcome((n,) if n else ()) == grundy.Outcome.P for n in range(21)] == \
        [v == 0 for v in values_1_to_20(misere)]


# -- misère canonical forms ----------------------------------------------------------------------
def parse_cgsuite_form(text: str):
    """A misère form in CGSuite's output notation, as a position of `universal_game`."""
    assert text.startswith("*[") and text.endswith("]")
    s, pos = text[2:-1], 0

    def item():
        nonlocal pos
        if s[pos] == "(":
            pos += 1
            opts = []
            while s[pos] != ")":
                opts.append(item())
            pos += 1
            game = ("opts", frozenset(opts))
        else:
            game = ("nim", int(s[pos]))
            pos += 1
        while pos < len(s) and s[pos] in "#[":
            if s[pos] == "#":
                game = ("opts", frozenset([game]))
                pos += 1
                continue
            pos += 1
            while s[pos] != "]":
                ch = s[pos]
                if ch == "#":
                    game = ("opts", frozenset([game]))
                elif ch.isdigit():
                    game = ("sum", (game, ("nim", int(ch))))
                else:
                    raise AssertionError(f"subscript {ch!r} not handled: {text}")
                pos += 1
            pos += 1
        return game

    items = []
    while pos < len(s):
        items.append(item())
    return items[0] if len(items) == 1 else ("opts", frozenset(items))


def parse_cgsuite_input(text: str):
    """A misère game in CGSuite's input syntax: *[n] is *n, *[[...], ...] a game of options,
    *[a, b, ...] the game {a, b, ...}, and + a sum."""
    s, pos = text, 0

    def expr():
        nonlocal pos
        terms = [term()]
        while pos < len(s) and s[pos] == "+":
            pos += 1
            terms.append(term())
        return terms[0] if len(terms) == 1 else ("sum", tuple(terms))

    def elements():            # a comma list up to the closing bracket
        nonlocal pos
        out = [element()]
        while s[pos] == ",":
            pos += 1
            out.append(element())
        assert s[pos] == "]"
        pos += 1
        return out

    def element():
        nonlocal pos
        if s[pos] == "*":
            return expr()
        if s[pos] == "[":
            pos += 1
            return ("opts", frozenset(elements()))
        start = pos
        while s[pos].isdigit():
            pos += 1
        return ("nim", int(s[start:pos]))

    def term():
        nonlocal pos
        assert s[pos:pos + 2] == "*["
        pos += 2
        els = elements()
        return els[0] if len(els) == 1 else ("opts", frozenset(els))

    game = expr()
    assert pos == len(s)
    return game


def universal_moves(position):
    kind = position[0]
    if kind == "nim":
        return [("nim", k) for k in range(position[1])]
    if kind == "opts":
        return list(position[1])
    if kind == "sum":
        parts = position[1]
        return [("sum", parts[:i] + (opt,) + parts[i + 1:])
                for i, part in enumerate(parts) for opt in universal_moves(part)]
    if kind == "grundy":
        return [("grundy", h) for h in sum_moves(grundys_game_options)(position[1])]
    raise AssertionError(position)


def test_grundys_game_22_misere_canonical_form():
    # game.heap.GrundysGame(22).MisereCanonicalForm
    expected = "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]"
    game = grundy.MisereGame(universal_moves)
    assert game.form(("grundy", (22,))) == game.form(parse_cgsuite_form(expected)), CGSUITE
    # and not a neighbour: heap 21 or the form with one option fewer
    assert game.form(("grundy", (21,))) != game.form(parse_cgsuite_form(expected))
    parsed = parse_cgsuite_form(expected)
    for drop in parsed[1]:
        fewer = ("opts", parsed[1] - {drop})
        assert game.form(fewer) != game.form(parsed)


# (input, CGSuite's output form, genus, misère nim value, misère outcome, nim value, IsTame)
MISERE_CASES = [
    ("*[0]", "*[0]", "0", 1, "N", 0, True),
    ("*[1]", "*[1]", "1", 0, "P", 1, True),
    ("*[2]", "*[2]", "2", 2, "N", 2, True),
    ("*[[2]]", "*[2#]", "0^0", 0, "P", 0, True),
    ("*[[[2]]]", "*[2##]", "1^1", 1, "N", 1, True),
    ("*[2]+*[2]", "*[2[2]]", "0^0", 0, "P", 0, True),
    ("*[[*[2]+*[[2]]]]", "*[2[#2#]]", "0^0", 0, "P", 0, True),
    ("*[[2],0]", "*[2#0]", "1^2", 2, "N", 1, False),
    ("*[[2],0]", "*[2#0]", "1^2", 2, "N", 1, False),
    ("*[[2],1]", "*[2#1]", "2^1420", 1, "N", 2, False),
    ("*[[*[4]+*[2]]]", "*[4[2#]]", "0^0", 0, "P", 0, True),
    ("*[[[2]],[[2],1]]", "*[(2#1)2##]", "0^0", 0, "P", 0, False),
    ("*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]", "0^0", 0, "P", 0, False),
    ("*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]", "0^120", 1, "N", 0,
     False),
    ("*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]", "0^2", 2, "N", 0, False),
]


@pytest.mark.parametrize("case", MISERE_CASES, ids=[c[0] for c in MISERE_CASES])
def test_misere_canonical_game_cases(case):
    text, form, genus, misere, outcome, nim, tame = case
    game = grundy.MisereGame(universal_moves)
    position = parse_cgsuite_input(text)
    assert game.form(position) == game.form(parse_cgsuite_form(form))
    got = game.genus(position)
    assert grundy_genus(got) == cgsuite_genus(genus)
    assert got.misere == misere and got.normal == nim
    assert game.outcome(position) == getattr(grundy.Outcome, outcome)
    assert game.is_tame(position, canonical=True) == tame


# -- coin-turning ("Spawning") games -------------------------------------------------------------
def turning_moves(code: str):
    """The moves of coin x (0-based) of CGSuite's Spawning(code), as the other coins turned.

    Written from the code's meaning (module notes), not from CGSuite's traversal; the option
    counts of heap 20 check the reading."""
    below = lambda x: range(x)                                   # noqa: E731
    if code == "1-3":
        return lambda x: [c for k in range(3) for c in itertools.combinations(below(x), k)]
    if code == "1-9":
        return lambda x: [c for k in range(9) for c in itertools.combinations(below(x), k)]
    if code == "3":
        return lambda x: list(itertools.combinations(below(x), 2))
    if code == "1+C":
        return lambda x: [tuple(range(x - k, x)) for k in range(x + 1)]
    if code == "1-3C(5)":
        return lambda x: [c for k in range(3)
                          for c in itertools.combinations(range(max(0, x - 4), x), k)]
    if code == "3C(5)":
        return lambda x: list(itertools.combinations(range(max(0, x - 4), x), 2))
    if code == "1-5C":
        return lambda x: [tuple(range(x - k, x)) for k in range(min(x, 4) + 1)]
    if code == "3E":
        return lambda x: [(x - 2 * d, x - d) for d in range(1, x // 2 + 1)]
    if code == "4FS":
        return lambda x: [(0, a, x - a) for a in range(1, x) if a < x - a]
    if code == "1+S":
        def sym(x):
            out = [()]
            for m in range(x):                   # the leftmost coin turned, m < x
                inner = list(range(m + 1, (m + x + 1) // 2))
                centre = [(m + x) // 2] if (m + x) % 2 == 0 else []
                for k in range(len(inner) + 1):
                    for half in itertools.combinations(inner, k):
                        for mid in ([], centre) if centre else ([],):
                            coins = {m, *half, *mid, *(m + x - a for a in half)}
                            out.append(tuple(sorted(coins)))
            return out
        return sym
    raise AssertionError(code)


# (name, code, options of heap 20, nim values of heaps 1..20)
SPAWNING = [
    ("Mock Turtles", "1-3", 191, "[1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35,37,38]"),
    ("Moidores", "1-9", 169766,
     "[1,2,4,8,16,32,64,128,256,511,512,1024,2048,4096,7711,8192,16384,26215,32768,43691]"),
    ("Triplets", "3", 171, "[0,0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35]"),
    ("Ruler", "1+C", 20, "[1,2,1,4,1,2,1,8,1,2,1,4,1,2,1,16,1,2,1,4]"),
    ("Mock Turtle Fives", "1-3C(5)", 11, "[1,2,4,7,8,1,2,4,7,8,1,2,4,7,8,1,2,4,7,8]"),
    ("Triplet Fives", "3C(5)", 6, "[0,0,1,2,4,0,0,1,2,4,0,0,1,2,4,0,0,1,2,4]"),
    ("Ruler Fives", "1-5C", 5, "[1,2,1,4,1,2,1,4,1,2,1,4,1,2,1,4,1,2,1,4]"),
    ("Turnips", "3E", 9, "[0,0,1,0,0,1,2,2,1,0,0,1,0,0,1,2,2,1,4,4]"),
    ("Grunt", "4FS", 9, "[0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3]"),
    ("Sym", "1+S", 2046, "[1,2,4,3,6,7,8,16,18,25,32,11,64,31,128,10,256,5,512,28]"),
]


@pytest.mark.parametrize("name, code, count, values", SPAWNING, ids=[s[0] for s in SPAWNING])
def test_spawning_games(name, code, count, values):
    moves = turning_moves(code)
    if code == "1-9":
        # 169766 moves at heap 20 alone: the count by binomials, the values by the game
        from math import comb
        assert sum(comb(19, k) for k in range(9)) == count
    else:
        assert len(set(moves(19))) == len(moves(19)) == count    # heap 20 is coin 19
    game = grundy.CoinGame(moves)
    assert [game.value(n - 1) for n in range(1, 21)] == values_1_to_20(values), (CGSUITE, name)


def test_heap_ruleset_of_pairs():
    # HeapRuleset(k -> [[a,b] for a from 0 to k - 1 for b from 0 to a - 1]): heap k becomes two
    # heaps a > b >= 0, a heap of 0 staying a heap: the coin game turning over coins b < a < k,
    # here with coins numbered as the heaps.
    game = grundy.CoinGame(lambda k: [(b, a) for a in range(k) for b in range(a)])
    assert len(game.moves(20)) == 190
    assert [game.value(n) for n in range(1, 21)] == values_1_to_20(
        "[0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35,37]"), CGSUITE


# -- Wythoff ---------------------------------------------------------------------------------------
def test_wythoff_row_10():
    # [game.heap.Wythoff((10,n)).NimValue for n from 0 to 20]: grundy has Wythoff's outcomes
    # (closed form) and computes the values as a game given by its moves.
    row = "[10,11,9,8,13,12,0,15,16,17,14,18,7,6,2,3,1,4,5,23,28]"

    def moves(p):
        a, b = p
        out = [(a - k, b) for k in range(1, a + 1)] + [(a, b - k) for k in range(1, b + 1)]
        return out + [(a - k, b - k) for k in range(1, min(a, b) + 1)]

    solver = grundy.GameSolver(moves, progress=False)
    expected = values_1_to_20(row)
    assert [solver.value((10, n)) for n in range(21)] == expected, CGSUITE
    assert [grundy.wythoff_outcome(10, n) == grundy.Outcome.P for n in range(21)] == \
        [v == 0 for v in expected]
