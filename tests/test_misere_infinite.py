"""Proofs that a misère quotient is infinite (grundy.misere._infinite), against game-tree
recursion, and their soundness on quotients known to be finite."""

from __future__ import annotations

import random

import pytest

from grundy.errors import GrundyError, InfiniteQuotientError, InvalidGameError
from grundy.heaps.octal import OctalGame
from grundy.misere import misere_quotient
from grundy.misere._engine import MisereOutcomes
from grundy.misere._infinite import _extended, _interior, prove_infinite
from grundy.misere.quotient import _hypothesis_below, _search_options

from oracles import misere_oracle as oracle


def _options(code: str, n: int) -> dict:
    game = OctalGame(code)
    return _search_options({h: game.options(h) for h in range(1, n + 1)})


@pytest.fixture(scope="module")
def proof_4527():
    with pytest.raises(InfiniteQuotientError) as e:
        misere_quotient("4.527", 12)
    return e.value


def test_4527_is_infinite_from_heap_10(proof_4527):
    e = proof_4527
    assert isinstance(e, GrundyError) and e.heap == 10
    assert (e.partial.bound, e.partial.order) == (9, 38)  # the quotient below is as before
    assert e.partial.orders == misere_quotient("4.527", 9).orders
    assert (e.proof.bound, e.proof.partner) == (10, 5)
    assert e.proof.witness() == ("6 + 5^(b+1) + 10^b is P and 6 + 5^(b+1) + 10^b' is N for "
                                 "every b' > b")
    assert "infinite from heap 10 on (proved)" in str(e)


def test_the_proof_is_the_outcome_of_every_sum(proof_4527):
    proof = proof_4527.proof
    is_p = oracle("4.527")
    rng = random.Random(4527)
    alive = sorted(_options("4.527", 10))
    for _ in range(800):
        pos = tuple(sorted(rng.choice(alive) for _ in range(rng.randint(0, 6))))
        if sum(pos) <= 28:
            assert proof.is_p(pos) == is_p(pos), pos
    with pytest.raises(InvalidGameError, match="heap 11 is not between 0 and 10"):
        proof.is_p([5, 11])
    # Not heap sizes: a GrundyError naming the place, not a TypeError.
    for bad, what in ((["3"], "heap 0 must be an integer, not '3'"), ([2.5], "not 2.5"),
                      (5, "expected a sequence of heap sizes"), ([-1], "at least 0")):
        with pytest.raises(InvalidGameError, match=what):
            proof.is_p(bad)
    # The witness's sums themselves, by the compiled game-tree search (these are large).
    exact = MisereOutcomes(10, _options("4.527", 10))
    exact.set_base(_hypothesis_below("4.527", 10))
    for b in range(4):
        for b2 in range(5):
            pos = tuple(sorted((5,) * (b + 1) + (6,) + (10,) * b2))
            assert proof.is_p(pos) == exact.is_p(pos) == (b2 <= b and (b - b2) % 2 == 0), pos


@pytest.mark.parametrize("code", ["0.77", "0.15", "0.137", "4.7"])
def test_no_proof_for_a_finite_quotient(code):
    # Each bound of these is a proved finite quotient: a proof of infinity would be unsound.
    for n in (3, 5, 8):
        q = _hypothesis_below(code, n)
        options = _options(code, n)
        if n in options and q.letters:
            assert prove_infinite(q, n, options) is None, (code, n)


def test_the_interior_holds_every_extended_type():
    for C in (1, 2, 3):
        for P in (2, 4):
            for k in (0, 1, 2, 3):
                ia, ib = _interior(C, P, k)
                inside = {_extended(a, b, C, P, k) for a in range(ia + 1) for b in range(ib + 1)}
                assert inside == {_extended(a, b, C, P, k) for a in range(90) for b in range(90)}


def test_cli(capsys):
    from grundy.cli import main

    assert main(["misere", "4.527", "--upto", "14"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "misère quotient of 4.527 for heaps up to 9: order 38"
    assert out[-1].startswith("infinite from heap 10 on (proved): 6 + 5^(b+1) + 10^b is P")
    # Sums up to heap 10 are answered from the proof, with a winning move.
    assert main(["misere", "4.527", "5", "5", "5", "6", "10"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "N" and " from heap " in out[1] and " -> " in out[1]
    assert main(["misere", "4.527", "5", "11", "--upto", "11"]) == 2
    # heaps numbered as on the command line, sizes in tokens
    assert "error: heap 2 (11 tokens) is beyond 10 tokens, where the quotient is proved " \
        "infinite" in capsys.readouterr().err
