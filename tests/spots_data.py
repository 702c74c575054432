"""Nimbers and outcomes of Sprouts positions computed by SPOTS, for checking grundy's Sprouts
(grundy.search.sprouts) against an independent solver: tests/test_sprouts_spots.py.

Source: SPOTS, "Sprouts Parallel Outcome Tree Search" (T. Čížek, M. Balko, M. Schmid, 2025,
arXiv:2511.10339; MIT licence), https://github.com/cizektom/spots at commit da73572, built as
its ``spots-solver`` command. Every value here is what that program printed; none was computed
or corrected by grundy.

How they were produced (2026-12-02, a 2-core machine shared with other work):

* the nimber of a position P: ``spots-solver P --algorithm dfpn --compute_nimber`` (run in a
  scratch directory, one process per position, at most 2 at a time, each under a 60 s limit
  that none reached). SPOTS solves the couple ``P+*k`` for k = 0, 1, 2, ... and stops at the
  first one it proves a Loss; that k is the nimber. Every run printed Win for each smaller k
  and its echo of the position was checked equal to P;
* the outcome of 0*n: ``spots-solver 0*n --algorithm dfpn`` (the couple ``0*n+*0`` alone);
* SPOTS_TIME and OUTCOME_TIME are the "Time" SPOTS reported (its solving time, summed over
  k, without the 0.05 s it takes to start), on that loaded machine: a guide only.

POSITIONS is a deterministic sample of the lands reachable from 0*3, 0*4 and 0*5 in one to four
moves, generated with grundy.search.sprouts.land_options (the options of every position of a
land, breadth first, a position being its sorted tuple of lands): 2,324 distinct lands, each
tagged with the start and the number of moves at which it was first met. All 10 lands first met
after one move are kept; from each (start, moves) group of the rest, random.Random(20251202)
samples (in sorted order of the groups (start, moves) and of the lands in a group) 12 lands met
after two moves, 14 after three, and 20, 20 and 24 after four moves from 0*3, 0*4 and 0*5: 152
lands. Then 10 sums of two of the lands met after three or four moves (rng.sample(pool, 2) with
the same generator, pool sorted), which SPOTS splits and solves land by land.

Each entry is (position, nimber, start, moves): the position as SPOTS was given it (grundy's
canonical text of the day, which SPOTS reads as it is), SPOTS's nimber, and the start 0*start
it was first reached from in ``moves`` moves (0, 0 for the sums). Five positions were sampled in
an earlier canonical form of grundy (``2AB|CD|CD.AB`` for ``2AB|CD|AB.CD``, ``GFEH`` for
``EHGF`` in four others); SPOTS was run again on the text stored here, giving the same nimbers.
grundy reads any text of a land, so the entries stay valid when its canonical form changes.
"""

#: n -> the nimber of the n-spot start 0*n
#: (``spots-solver 0*n --algorithm dfpn --compute_nimber``)
START_NIMBERS = {
    1: 0,
    2: 0,
    3: 1,
    4: 1,
    5: 1,
    6: 0,
    7: 0,
    8: 0,
    9: 1,
    10: 1,
    11: 1,
    12: 0,
}

#: n -> seconds SPOTS reported solving for START_NIMBERS[n] (all the couples 0*n+*k it solved)
SPOTS_TIME = {1: 0.0, 2: 0.0, 3: 0.0, 4: 0.02, 5: 0.07, 6: 0.18,
              7: 0.4, 8: 1.17, 9: 1.47, 10: 3.13, 11: 11.14, 12: 15.45}

#: n -> SPOTS's outcome of 0*n ('Win': the first player wins; ``spots-solver 0*n --algorithm dfpn``)
START_OUTCOMES = {
    1: 'Loss',
    2: 'Loss',
    3: 'Win',
    4: 'Win',
    5: 'Win',
    6: 'Loss',
    7: 'Loss',
    8: 'Loss',
    9: 'Win',
    10: 'Win',
    11: 'Win',
}

#: n -> seconds SPOTS reported solving START_OUTCOMES[n]
OUTCOME_TIME = {1: 0.0, 2: 0.0, 3: 0.0, 4: 0.01, 5: 0.03, 6: 0.29,
                7: 0.42, 8: 1.43, 9: 0.21, 10: 0.84, 11: 0.68}

#: (position, nimber, start, moves): see the module's notes
POSITIONS = [
    ('0*2.AB|AB', 2, 3, 1),
    ('0.1a1a', 0, 3, 1),
    ('0.AB|0.AB', 0, 3, 1),
    ('0.AB|1AB', 1, 3, 2),
    ('0.1AB|AB', 1, 3, 2),
    ('0.AB|1BA', 1, 3, 2),
    ('0.A|0.A', 1, 3, 2),
    ('0.2', 1, 3, 2),
    ('1abc1cba', 1, 3, 2),
    ('1a1a.AB|AB', 1, 3, 2),
    ('0.AB.CD|AB|CD', 1, 3, 2),
    ('0*2.2', 1, 3, 2),
    ('0', 0, 3, 2),
    ('11a1a', 1, 3, 2),
    ('0*2', 0, 3, 2),
    ('0.AB|2AB', 0, 3, 3),
    ('1aABCa|ACB', 0, 3, 3),
    ('1AB.CD|CD|BA', 0, 3, 3),
    ('1ABCD|BADC', 0, 3, 3),
    ('0.ABC|ACB', 3, 3, 3),
    ('0.1', 0, 3, 3),
    ('ABC|ACB', 0, 3, 3),
    ('1', 1, 3, 3),
    ('0.AB|2BA', 0, 3, 3),
    ('11AB|BA', 3, 3, 3),
    ('2.AB|AB', 2, 3, 3),
    ('1abABba|AB', 0, 3, 3),
    ('1AB.CD|AB|CD', 0, 3, 3),
    ('0.AB|BC|AC', 0, 3, 3),
    ('AB|CDE|ACEDB', 1, 3, 4),
    ('1aAa|2.A', 1, 3, 4),
    ('2a2a.AB|AB', 1, 3, 4),
    ('A.BC|BC|DE|ADE', 1, 3, 4),
    ('2aABCa|CBA', 1, 3, 4),
    ('A.BC|DE|BC|DAE', 1, 3, 4),
    ('AB|BCDE|AEDC', 1, 3, 4),
    ('2.AB|CD|AB.CD', 1, 3, 4),
    ('1AB|BA', 3, 3, 4),
    ('ABC|CDE|DBAE', 1, 3, 4),
    ('2abABba|BA', 1, 3, 4),
    ('AB|AB.CDE|CED', 1, 3, 4),
    ('2.2', 1, 3, 4),
    ('ABC|ADE|CBED', 1, 3, 4),
    ('1a2a.2', 2, 3, 4),
    ('1A|1A', 1, 3, 4),
    ('A.BC|A.DE|DE|BC', 1, 3, 4),
    ('2AB|CD|AB.CD', 1, 3, 4),
    ('1A|A.BC|BC', 1, 3, 4),
    ('2AB.CD|AB|CD', 1, 3, 4),
    ('0*2.1a1a', 3, 4, 1),
    ('0*2.AB|0.AB', 0, 4, 1),
    ('0*3.AB|AB', 0, 4, 1),
    ('0*2.AB|1AB', 1, 4, 2),
    ('0*2.AB|1BA', 1, 4, 2),
    ('0.1AB|0.AB', 2, 4, 2),
    ('0*2.AB|CD|AB.CD', 1, 4, 2),
    ('0*2.A|1aAa', 1, 4, 2),
    ('0*2.ABCD|ADCB', 1, 4, 2),
    ('0.1aAa|0.A', 1, 4, 2),
    ('0*2.1AB|BA', 2, 4, 2),
    ('0*3', 1, 4, 2),
    ('0.AB|0.CD|AB.CD', 1, 4, 2),
    ('0.1AB|0.BA', 2, 4, 2),
    ('0*2.1AB|AB', 2, 4, 2),
    ('0.12a1a', 1, 4, 3),
    ('0.AB|1CD.AB|DC', 3, 4, 3),
    ('0*2.12', 3, 4, 3),
    ('0*2.2AB|BA', 3, 4, 3),
    ('0.2AB|0.AB', 3, 4, 3),
    ('0.AB|1BA.CD|CD', 3, 4, 3),
    ('0.1A|0.A', 1, 4, 3),
    ('0.A|0.BC|ABC', 3, 4, 3),
    ('0*2.2AB|AB', 3, 4, 3),
    ('0.ABC|1aACBa', 1, 4, 3),
    ('0.A|0.A.BC|BC', 3, 4, 3),
    ('0*2.A|BC|ABC', 0, 4, 3),
    ('0.ABCD|1DCBA', 1, 4, 3),
    ('0.AB|1AB.CD|CD', 3, 4, 3),
    ('0.AB|CADE|DBCE', 2, 4, 4),
    ('1ABCD|1BADC', 0, 4, 4),
    ('11a1a.2', 0, 4, 4),
    ('1A|1aAa.BC|BC', 1, 4, 4),
    ('1aAa|1bBb|A.B', 2, 4, 4),
    ('0.AB|C.DE|C.AB|DE', 1, 4, 4),
    ('0.AB|1AC|CB', 2, 4, 4),
    ('0.ABC|DE|ADECB', 0, 4, 4),
    ('0.AB|CD|ABaDCa', 2, 4, 4),
    ('0.1a22a', 0, 4, 4),
    ('0.A|BC|DE|DE.ABC', 1, 4, 4),
    ('11A|1aAa', 0, 4, 4),
    ('0.A|1aAa.2', 2, 4, 4),
    ('11A1B|AB', 0, 4, 4),
    ('0.AB|1.AB', 1, 4, 4),
    ('0.1ab2ba', 0, 4, 4),
    ('1AB.1CD|BA|DC', 2, 4, 4),
    ('0.1A|2aAa', 0, 4, 4),
    ('0.AB|CDE|ABDCE', 2, 4, 4),
    ('1ABa1aC|ACB', 0, 4, 4),
    ('0*2.AB|0*2.AB', 0, 5, 1),
    ('0*3.1a1a', 3, 5, 1),
    ('0*3.AB|0.AB', 2, 5, 1),
    ('0*4.AB|AB', 2, 5, 1),
    ('0*2.AB|0.CD|AB.CD', 1, 5, 2),
    ('0*3.AB|CD|AB.CD', 4, 5, 2),
    ('0.AB|0.CD|0.AB.CD', 0, 5, 2),
    ('0*2.AB|0.AB.CD|CD', 1, 5, 2),
    ('0*3.A|0.A', 0, 5, 2),
    ('0*2.AB|0.1BA', 5, 5, 2),
    ('0*3.1AB|AB', 5, 5, 2),
    ('0*2.AB|1a1a.AB', 2, 5, 2),
    ('0*4.2', 0, 5, 2),
    ('0*2.A|0*2.A', 0, 5, 2),
    ('0*2.A|0.1aAa', 1, 5, 2),
    ('0*2.AB.CD|0.AB|CD', 5, 5, 2),
    ('0.1aAa|1b1b.A', 4, 5, 3),
    ('0.AB|1a1a.AB.CD|CD', 1, 5, 3),
    ('0*2.1ab1ba', 1, 5, 3),
    ('0*2.AB|0.C|C.AB', 3, 5, 3),
    ('0.1A1B|0.AB', 1, 5, 3),
    ('1a1a.AB|1b1b.AB', 7, 5, 3),
    ('0.1abABba|0.AB', 1, 5, 3),
    ('0.AB|0.CD|EF|AB.CD.EF', 3, 5, 3),
    ('0*2.ABCD|EF|EF.ADCB', 3, 5, 3),
    ('0*2.AB.CD.EF|AB|CD|EF', 2, 5, 3),
    ('0*2.A|0.2aAa', 5, 5, 3),
    ('0*2.11AB|BA', 1, 5, 3),
    ('0.AB|0.CD|1AB.CD', 1, 5, 3),
    ('0*2.AB|1CD.AB|CD', 3, 5, 3),
    ('0.AB|0.BC|1CA', 0, 5, 4),
    ('0.AB|CD|CD.EF|EF.GH|AB.GH', 2, 5, 4),
    ('0.AB|1A1B.CD|CD', 0, 5, 4),
    ('1A1B.1a1a|AB', 3, 5, 4),
    ('0.1AB|1a2a.BA', 0, 5, 4),
    ('0.1aAa|1BC|A.CB', 2, 5, 4),
    ('0.AB.CD.EF|1BA|CD|EF', 2, 5, 4),
    ('0.11AB.CD|CD|AB', 4, 5, 4),
    ('0.11A1B|BA', 3, 5, 4),
    ('0.AB|1CD|1BA.DC', 0, 5, 4),
    ('0*2.AB.CD|2CD|AB', 5, 5, 4),
    ('0.AB.CD.EFGH|AB|CD|EHGF', 5, 5, 4),
    ('0.AB|0.CD|2DC.AB', 0, 5, 4),
    ('0.1AB|1abBAba', 0, 5, 4),
    ('1a1a.AB|1bcBAcb', 7, 5, 4),
    ('0.1abABCDba|ADCB', 0, 5, 4),
    ('0.1aAa|1bcAcb', 7, 5, 4),
    ('0*2.A|1BC|CAB', 3, 5, 4),
    ('0.AB.CD|AB|CD.EFGH|EHGF', 1, 5, 4),
    ('0*2.AB|ACDE|EDCB', 3, 5, 4),
    ('0.A|0.BCDE|A.BEDC', 0, 5, 4),
    ('0*2.AB|CDE|AEDCB', 5, 5, 4),
    ('0*2.AB|CDE|CEBAD', 5, 5, 4),
    ('0*2.12AB|AB', 5, 5, 4),
    ('0*2.A|0.2aAa+0.AB|0.CD|EF|AB.CD.EF', 6, 0, 0),
    ('11A|1aAa+1A|1A', 1, 0, 0),
    ('0.AB|1.AB+ABC|CDE|DBAE', 0, 0, 0),
    ('0*2.ABCD|EF|EF.ADCB+1AB.CD|CD|BA', 3, 0, 0),
    ('1A|1A+2.AB|AB', 3, 0, 0),
    ('1A1B.1a1a|AB+1AB.CD|CD|BA', 3, 0, 0),
    ('0.1A|2aAa+0.AB.CD.EFGH|AB|CD|EHGF', 5, 0, 0),
    ('0.AB|0.CD|1AB.CD+ABC|ADE|CBED', 0, 0, 0),
    ('0.AB|1AB.CD|CD+1a1a.AB|1bcBAcb', 4, 0, 0),
    ('0*2.12AB|AB+0*2.A|BC|ABC', 5, 0, 0),
]
