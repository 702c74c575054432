"""Misère quotients (grundy.misere) against Siegel's MisereSolver.

Each record below is the output of MisereSolver, the program of Plambeck and Siegel's
"Misère quotients for impartial games" (JCTA 115 (2008)), for a take-and-break code and a heap
bound: the order of the quotient, its presentation and P-portion as MisereSolver writes them,
and its pretending function (phi: the element of each heap 0..bound, as a word). MisereSolver
is the Java program in CGSuite (github.com/aaron-siegel/cgsuite, commit e909ab8bc330,
lib/core/src/main/scala/org/cgsuite/core/misere/solver). The records were made with it through
benchmarks/misere_solver/Driver.java: ``python benchmarks/misere.py --misere-solver CGSUITE``
builds it into benchmarks/out/misere_solver/classes, and then
``java -cp benchmarks/out/misere_solver/classes org.cgsuite.core.misere.solver.Driver CODE N``
prints a record. Nothing below comes from grundy.

A record and grundy's quotient agree when (``_disagreements``): the orders are equal; every
generator of the record is the element of a heap (the first heap phi maps to that letter);
every relation of the record holds between the positions its two words stand for; every heap's
phi word is grundy's element of that heap; the P-portion's words give exactly grundy's
P-portion; and the generators' heaps generate grundy's whole quotient. Then mapping each
generator to its heap's element is a homomorphism from the record's monoid onto grundy's
quotient (the relations hold and it is onto), a bijection since the orders are equal, and it
carries P-portion to P-portion and heap to heap: the two quotients are the same.
"""

from __future__ import annotations

import re

import pytest

from grundy.misere import misere_quotient

# (code, bound, order, "Q = <generators | relations>; P = {...}", "phi(0) phi(1) ... phi(bound)")
RECORDS = [
    ("0.3333333", 7, 10,
     "Q = <a,b,c | a2=1,b3=b,b2c=c,c2=b2>; P = {a,b2}",
     "1 a b ab c ac bc abc"),
    ("0.75", 21, 8,
     "Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}",
     "1 a b a b c b c b ab2 b ab2 b ab2 b ab2 b ab2 b ab2 b ab2"),
    ("0.312", 9, 12,
     "Q = <a,b,c | a2=1,b4=b2,b2c=b3,c2=1>; P = {a,b2,ac}",
     "1 a b b2 c b2 ab2 b2 ab2 b2"),
    ("0.26", 14, 18,
     "Q = <a,b,c,d | a2=1,b5=b3,bc=b3,c2=b4,b3d=b3,cd=b2d,d2=b4>; P = {a,b2,b4,bd}",
     "1 1 a b ab 1 a b ab c ac bd ab3 d ab2d"),
    ("0.6", 14, 48,
     "Q = <a,b,c,d,e | a2=1,b4=b2,b2c=ab3,c2=1,d2=1,b3e=be,bce=ab2e,b2e2=e2,ce2=abe2,"
     "e3=e2>; P = {a,b2,ac,d,cd,be,e2}",
     "1 1 a b 1 a b c a b c d e c d"),
    ("0.15", 30, 42,
     "Q = <a,b,c,d,e,f,g,h,i | a2=1,b4=b2,bc=ab3,c2=b2,b2d=d,cd=ad,d3=ad2,b2e=b3,de=bd,"
     "be2=ace,ce2=abe,e4=e2,bf=b3,df=d,ef=ace,cf2=cf,f3=f2,b2g=b3,cg=ab3,dg=bd,eg=be,"
     "fg=b3,g2=bg,bh=bg,ch=ab3,dh=bd,eh=bg,fh=b3,gh=bg,h2=b2,bi=bg,ci=ab3,di=bd,ei=be,"
     "fi=b3,gi=bg,hi=b2,i2=b2>; P = {a,b2,bd,d2,ae,ae2,ae3,af,af2,ag,ah,ai}",
     "1 a a 1 a a b b a b b a a 1 c c b b d b e c c f c c b g d h i"),
    ("0.77", 26, 32,
     "Q = <a,b,c,d,e,f | a2=1,b3=b,bc2=b,c3=c,bd=bc,cd=b2,d3=d,be=bc,ce=b2,e2=de,bf=ab,"
     "cf=ab2c,d2f=f,f2=b2>; P = {a,b2,ac,ac2,d,ad2,e,ade,adf}",
     "1 a b ab a c ab b ab2 d b bc e ab2 b abc ab2 d2e ab b ade b2c bc abc b2c f b"),
    ("0.137", 20, 24,
     "Q = <a,b,c,d | a2=1,b4=b2,b2c=ab3,c2=1,d2=1>; P = {a,b2,ac,ad,acd}",
     "1 a a b 1 ab a a 1 c ab ac b d 1 ad ac b c ab b2"),
    ("4.7", 16, 70,
     "Q = <a,b,c,d,e,f,g,h,i,j | a2=1,b12=b10,bc=ab3,c2=b4,bd=ab5,cd=b6,d2=b8,b2e=b7,"
     "ce=ab7,de=ab9,e2=b10,b3f=ab9,cf=ab2f,df=b10,ef=ab11,f2=b10,b4g=b11,cg=ab2g,dg=ab11,"
     "eg=b10,fg=ab11,g2=b10,b4h=ab3g,ch=ab2h,dh=b3g,eh=ab11,fh=b10,gh=ab11,h2=b10,"
     "b3i=ab2h,ci=ab2i,di=b3h,ei=b3g,fi=ab11,gi=b10,hi=ab11,i2=b10,b5j=bi,cj=ab2j,dj=ab4j,"
     "ej=bi,fj=ab2i,gj=ab2h,hj=b3h,ij=b3g,j2=b10>; P = {a,b2,b4,b6,b8,b10,ae,bf,ag,ab2g,"
     "bh,b3h,ai,ab2i,aj,ab2j,ab4j}",
     "1 a b a b c b3 d e f g h i ab3j b2j abj j"),
    ("0.16", 12, 36,
     "Q = <a,b,c,d | a2=1,b4=b2,b2c2=b2,bc3=b3c,c4=b2,b2d=b3,d2=1>; P = {a,b2,c2,ad,bcd,"
     "ac3d}",
     "1 a 1 1 a b b a c 1 a c d"),
]

LONG_RECORDS = [
    ("0.137", 24, 144,
     "Q = <a,b,c,d,e,f,g | a2=1,b4=b2,c2=1,b2d=b2,d2=b2,b2e=ab2,e2=1,b2f=ab3,bdf=ab2,"
     "bef=abf,df2=b2,ef2=af2,bf3=bf,f4=f2,bfg=ab2g,b2g2=g2,dg2=g2,eg2=ag2,fg2=abg2,"
     "g3=g2>; P = {a,b2,ac,d,e,ce,ade,af,acf,ef,cef,af2,acf2,af3,acf3,abg,ab3g,dg,bcdg,"
     "beg,bdeg,adefg,g2}",
     "1 a a b 1 ab a a 1 f3 ab af3 b c 1 ac af3 b f3 ab d e ad f g"),
    ("0.07", 30, 360,
     "Q = <a,b,c,d,e,f,g,h,i,j,k | a2=1,b4=b2,b2c=b3,c3=c,b2d2=b2,bcd2=bc,d3=d,b2e=b2,"
     "ce=b3,e2=b2,b2f=ab2,cf=ac,f2=1,bg=abc,cdg=ac2d,d2eg=eg,g2=acg,bch=b2h,cgh=ac2h,"
     "b3h2=bh2,ch2=bh2,d2h2=h2,eh2=b2h2,bfh2=abh2,gh2=abh2,h3=b2h2,b2i=ab2,bci=ab2,"
     "bdi=deg,cdi=abc2d,ei=ab2,gi=aci,chi=ab3h,bh2i=abh2,i2=b2,bj=abe,cj=ab3,dj=ade,"
     "ej=ab2,gj=abi,h2j=ab2h2,ij=b2,j2=b2,b2k=b2d,bck=b2d,cdk=b3,dek=b2,dfk=adk,dgk=ab3,"
     "egk=ab3d,h2k=b2dh2,bik=abek,dik=ab2,hik=aehk,bk2=b3,c2k2=k2,dk2=b2d,ek2=b2,fk2=ak2,"
     "hk2=b2h,jk2=ab2,ik3=c2ik,k4=k2>; P = {a,b2,c,ac2,ad,cd,ac2d,ad2,cd2,ac2d2,e,d2e,f,"
     "df,d2f,aef,ad2ef,ag,cg,ac2g,adg,ad2g,fg,dfg,d2fg,abh,ab3h,abd2h,eh,bdeh,d2eh,bfh,"
     "bd2fh,befh,bd2efh,aefgh,h2,b2h2,afh2,ahi,adhi,ad2hi,abfhi,fh2i,aj,fj,ahj,k,ack,c2k,"
     "dk,afk,gk,acgk,c2gk,afgk,achk,dhk,abehk,ghk,afghk,cik,ak2,ack3,gk3}",
     "1 1 a a b 1 ab a a 1 c2g ab c b d 1 ad ac2g b ac ab e f ae g h c i j c2 k"),
]


_PRESENTATION = re.compile(r"Q = <([a-z,]*) ?\|? ?([^>]*)>; P = \{([^}]*)\}$")
_LETTER = re.compile(r"([a-z])([0-9]*)")


def _word(text: str) -> dict[str, int]:
    """A word of MisereSolver (``ab2c``, ``1``) as its exponents {letter: power}."""
    if text == "1":
        return {}
    out: dict[str, int] = {}
    end = 0
    for m in _LETTER.finditer(text):
        assert m.start() == end, text
        end = m.end()
        out[m.group(1)] = out.get(m.group(1), 0) + int(m.group(2) or 1)
    assert end == len(text) and out, text
    return out


def _parse(presentation: str, phi: str):
    m = _PRESENTATION.match(presentation)
    assert m, presentation
    generators = m.group(1).split(",")
    relations = [tuple(_word(side) for side in rel.split("=")) for rel in m.group(2).split(",")
                 if rel]
    p_words = [_word(w) for w in m.group(3).split(",")]
    return generators, relations, p_words, [_word(w) for w in phi.split()]


def _disagreements(q, order: int, presentation: str, phi: str) -> list[str]:
    """How grundy's quotient `q` differs from a MisereSolver record (empty when they agree)."""
    generators, relations, p_words, phi_words = _parse(presentation, phi)
    out = []
    if q.order != order:
        out.append(f"order {q.order}, MisereSolver {order}")
    if len(phi_words) != q.bound + 1:
        out.append(f"phi covers heaps 0..{len(phi_words) - 1}, not 0..{q.bound}")
    heap_of = {}
    for g in generators:
        heap_of[g] = next((n for n, w in enumerate(phi_words) if w == {g: 1}), None)
        if heap_of[g] is None:
            out.append(f"generator {g} is the element of no heap")
    if out:
        return out

    def position(word: dict[str, int]) -> list[int]:
        return [heap_of[g] for g, k in word.items() for _ in range(k)]

    for lhs, rhs in relations:
        if q.element(position(lhs)) != q.element(position(rhs)):
            out.append(f"relation {lhs} = {rhs} does not hold")
    for n, w in enumerate(phi_words):
        if q.element(position(w)) != q.heap_element[n]:
            out.append(f"heap {n}: phi {w}, another element")
    if {q.element(position(w)) for w in p_words} != set(q.p_portion):
        out.append("P-portions differ")
    seen, todo = {0}, [0]
    gens = [q.element([heap_of[g]]) for g in generators]
    while todo:
        x = todo.pop()
        for y in gens:
            z = int(q.table[x, y])
            if z not in seen:
                seen.add(z)
                todo.append(z)
    if len(seen) != q.order:
        out.append(f"the generators' heaps generate {len(seen)} of {q.order} elements")
    return out


@pytest.mark.parametrize("code, bound, order, presentation, phi", RECORDS,
                         ids=[f"{r[0]}-to-{r[1]}" for r in RECORDS])
def test_quotient_is_misere_solvers(code, bound, order, presentation, phi):
    q = misere_quotient(code, bound, progress=False)
    assert _disagreements(q, order, presentation, phi) == []


@pytest.mark.slow  # a second or two each
@pytest.mark.parametrize("code, bound, order, presentation, phi", LONG_RECORDS,
                         ids=[f"{r[0]}-to-{r[1]}" for r in LONG_RECORDS])
def test_large_quotient_is_misere_solvers(code, bound, order, presentation, phi):
    q = misere_quotient(code, bound, progress=False)
    assert _disagreements(q, order, presentation, phi) == []


def test_the_comparison_tells_quotients_apart():
    # Each change below makes a record false for grundy's quotient of 0.15 to heap 30, and the
    # comparison has to say so.
    code, bound, order, presentation, phi = next(r for r in RECORDS if r[:2] == ("0.15", 30))
    q = misere_quotient(code, bound, progress=False)
    assert _disagreements(q, order, presentation, phi) == []
    wrong = [
        (order + 2, presentation, phi),                                   # another order
        (order, presentation.replace("P = {a,", "P = {"), phi),           # a P element dropped
        (order, presentation.replace("h2=b2", "h2=bg"), phi),             # a false relation
        (order, presentation, phi.replace(" g d h i", " g d i h")),       # two heaps swapped
        (order, presentation, phi.rsplit(" ", 1)[0]),                     # a heap left out
    ]
    for args in wrong:
        assert _disagreements(q, *args), args
    # and the record of another game does not fit either
    other = next(r for r in RECORDS if r[0] == "0.16")
    assert _disagreements(misere_quotient("0.16", 12, progress=False), *other[2:]) == []
    assert _disagreements(misere_quotient("0.6", 12, progress=False), *other[2:])
