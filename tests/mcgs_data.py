"""Nim values of impartial Clobber, impartial Cannibal Clobber and impartial NoGo
positions published in the test files of the MCGS solver, collected for use as test data.

Source: https://github.com/ualberta-mueller-group/MCGS (ualberta-mueller-group/MCGS), read at
commit 68fa2c6fdb7c6cea0e40438c2678992269686e6c (HEAD, "Merge pull request #28 ... V1.7 develop").

Format (input/info.test in that repository): a section title such as ``[impartial clobber]`` selects
the game; each following whitespace-separated token is one game (a grid written row by row with rows
joined by ``|``, cells ``X`` black, ``O`` white, ``.`` empty; the ``_1xn`` games are single-row
strips); a command block ``{...}`` runs on the sum of the games since the previous block, and its
command ``N <k>`` means "the nim value (Grundy value) of that sum is k" (``{N}`` with no number
means "compute, no expected value"; ``B win`` / ``W loss`` are partisan first-player outcomes).
``[impartial G]`` is the partisan game G wrapped by src/impartial_game_wrapper.cpp, whose moves are
the union of Black's and White's moves (either player may move for either colour).

Rules, from src/ at that commit:
* clobber (clobber.cpp) and clobber_1xn (clobber_1xn.cpp): a move takes a stone of the mover's
  colour onto an orthogonally adjacent stone of the other colour, which is removed; the origin
  becomes empty. Impartial: any stone may capture an adjacent stone of the opposite colour.
  clobber_1xn is exactly clobber on one row, so its entries are included in CLOBBER.
* cannibal_clobber (cannibal_clobber.cpp): as clobber, but the captured stone may be of either
  colour (is_move: from == to_play and to is black or white). Impartial: any stone may move onto
  any orthogonally adjacent stone, so colours do not matter. There is no cannibal_clobber_1xn game;
  impartial_cannibal_clobber_1xn.test uses [impartial cannibal_clobber] on 1-row boards.
* nogo (nogo.cpp, nogo_rule::is_legal) and nogo_1xn (nogo_1xn.cpp): place a stone of the
  mover's colour on an empty point; illegal if afterwards the placed stone's block or any
  adjacent opponent block has no liberty (no suicide, no capture). nogo_1xn's generator checks
  every block on the strip, which is the same thing on a legal position; the parser rejects
  input positions that already have a block without liberty (basic_parser_with_check ->
  is_legal()). Impartial: either player may place a stone of either colour (the expected winning
  moves in input/autotests/winning_moves/winning_moves_all.test list both 1_X and 1_O).
  nogo_1xn is exactly nogo on one row, so its entries are included in NOGO.

Selection: single positions only (sums of several games are skipped) whose command block has a
definite ``N <k>``; blocks with ``{N}`` (unsolved / timed out) or only ``B``/``W`` outcomes are
skipped. Positions with at most 30 cells (rows x columns, empty cells counted) go to CLOBBER,
CANNIBAL_CLOBBER and NOGO; larger ones of at most 100 cells to LARGE (the files hold 1,217 more,
up to 2,000 cells: (XO)^n, (XXO)^n and Cannibal Clobber strips, left out here). Many positions
repeat (input/autotests and input/main_tests largely overlap, *_from_1xn_* repeats the 1xn files under the 2-D game); each
(game, board) pair appears once, with the first file (in sorted path order) that gives it; 487
repeated occurrences were dropped and none of them disagreed.

Some expected values come from CGSuite or a course report, others from MCGS itself
("Results from:" comments). Files read (all files under input/ holding one of the five sections),
with the number of positions kept, dropped as repeats and skipped, and the stated source:
* input/autotests/cannibal_clobber/2x8-7stones-imp.test [20 kept, 0 repeats, 0 skipped] -- Results
  from: CGSuite 2.2-beta2
* input/autotests/cannibal_clobber/3x3-even-stones-imp.test [20 kept, 0 repeats, 0 skipped] --
  Results from: CGSuite 2.2-beta2
* input/autotests/cannibal_clobber/3x7-8stones-imp.test [20 kept, 0 repeats, 0 skipped] -- Results
  from: CGSuite 2.2-beta2
* input/autotests/cannibal_clobber/4x4-imp.test [20 kept, 0 repeats, 0 skipped] -- Results from:
  CGSuite 2.2-beta2
* input/autotests/cannibal_clobber/4x5-8stones-imp.test [20 kept, 0 repeats, 0 skipped] -- Results
  from: CGSuite 2.2-beta2
* input/autotests/clobber_1xn_autotests/clobber_1xn_dai_chen_easy.test [10 kept, 0 repeats, 0
  skipped] -- Results from: J. Dai and X. Chen, Impartial Clobber Solver, CMPUT 655 project
  report, University of Alberta 2022
* input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test [70 kept, 6 repeats, 0
  skipped] -- Results from: CGSuite 2.1.1
* input/autotests/clobber_autotests/clobber_dai_chen_easy.test [0 kept, 8 repeats, 0 skipped] --
  Results from: J. Dai and X. Chen, Impartial Clobber Solver, CMPUT 655 project report, University
  of Alberta 2022
* input/autotests/clobber_autotests/clobber_from_1xn_le_2-14_imp_easy.test [0 kept, 68 repeats, 0
  skipped] -- Results from: CGSuite 2.1.1 All cases 0-5s
* input/autotests/clobber_autotests/clobber_nxn_alternating_imp.test [2 kept, 0 repeats, 0
  skipped] -- Results from: CGSuite 2.1.1
* input/autotests/clobber_autotests/clobber_rectangle_alternating_imp.test [10 kept, 0 repeats, 0
  skipped] -- Results from: MCGS (commit ebb1b89b) and CGSuite 2.1.1
* input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test [25 kept, 0 repeats, 0 skipped]
  -- Results from: MCGS (commit ebb1b89b)
* input/autotests/nogo_autotests/nogo_from_1xn_filled_imp_easy.test [0 kept, 14 repeats, 0
  skipped] -- Results from: MCGS (commit ebb1b89b)
* input/autotests/winning_moves/winning_moves_all.test [0 kept, 0 repeats, 10 skipped]
* input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test [1000 kept, 0 repeats, 0
  skipped]
* input/impartial/impartial-easy/impartial_clobber.test [5 kept, 9 repeats, 0 skipped]
* input/impartial/impartial-easy/impartial_clobber_1xn_xo.test [190 kept, 10 repeats, 0 skipped]
* input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test [93 kept, 7 repeats, 0 skipped]
* input/impartial/impartial-easy/impartial_clobber_random_1xn_le_2-14.test [10 kept, 0 repeats, 0
  skipped] -- Results checked with: CGSuite At least one case times out with CGSuite
* input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test [15 kept, 0 repeats, 0
  skipped]
* input/impartial/impartial-easy/impartial_nogo_empty_easy.test [6 kept, 0 repeats, 0 skipped]
* input/impartial/impartial-hard/impartial_clobber_hard.test [7 kept, 0 repeats, 0 skipped]
* input/impartial/impartial-hard/impartial_nogo_1xn_empty_hard.test [2 kept, 0 repeats, 0 skipped]
* input/impartial/impartial-hard/impartial_nogo_empty_hard.test [3 kept, 0 repeats, 0 skipped]
* input/impartial/impartial-medium/impartial_clobber_medium.test [4 kept, 0 repeats, 0 skipped]
* input/impartial/impartial-medium/impartial_nogo_1xn_empty_medium.test [7 kept, 0 repeats, 0
  skipped]
* input/impartial/impartial-medium/impartial_nogo_empty_medium.test [4 kept, 0 repeats, 0 skipped]
* input/impartial/impartial-more-tests/impartial-clobber-xxo-101-200.test [100 kept, 0 repeats, 0
  skipped]
* input/impartial/impartial-unsolved/impartial_clobber_unsolved.test [0 kept, 0 repeats, 8
  skipped]
* input/impartial/impartial-unsolved/impartial_nogo_1xn_empty_unsolved.test [0 kept, 0 repeats, 16
  skipped]
* input/impartial/impartial-unsolved/impartial_nogo_empty_unsolved.test [0 kept, 0 repeats, 1
  skipped]
* input/info.test [0 kept, 0 repeats, 1 skipped]
* input/main_tests/cannibal_clobber/2x8-7stones-imp.test [0 kept, 20 repeats, 0 skipped] --
  Results from: CGSuite 2.2-beta2
* input/main_tests/cannibal_clobber/3x3-even-stones-imp.test [0 kept, 20 repeats, 0 skipped] --
  Results from: CGSuite 2.2-beta2
* input/main_tests/cannibal_clobber/3x7-8stones-imp.test [0 kept, 20 repeats, 0 skipped] --
  Results from: CGSuite 2.2-beta2
* input/main_tests/cannibal_clobber/4x4-imp.test [0 kept, 20 repeats, 0 skipped] -- Results from:
  CGSuite 2.2-beta2
* input/main_tests/cannibal_clobber/4x5-8stones-imp.test [0 kept, 20 repeats, 0 skipped] --
  Results from: CGSuite 2.2-beta2
* input/main_tests/clobber_1xn_autotests/clobber_1xn_dai_chen_easy.test [0 kept, 10 repeats, 0
  skipped] -- Results from: J. Dai and X. Chen, Impartial Clobber Solver, CMPUT 655 project
  report, University of Alberta 2022
* input/main_tests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test [3 kept, 76 repeats, 0
  skipped] -- Results from: CGSuite 2.1.1
* input/main_tests/clobber_autotests/clobber_dai_chen_easy.test [0 kept, 10 repeats, 0 skipped] --
  Results from: J. Dai and X. Chen, Impartial Clobber Solver, CMPUT 655 project report, University
  of Alberta 2022
* input/main_tests/clobber_autotests/clobber_from_1xn_le_2-14_imp_easy.test [0 kept, 77 repeats, 0
  skipped] -- Results from: CGSuite 2.1.1 All cases 0-5s
* input/main_tests/clobber_autotests/clobber_nxn_alternating_imp.test [0 kept, 3 repeats, 0
  skipped] -- Results from: CGSuite 2.1.1
* input/main_tests/clobber_autotests/clobber_rectangle_alternating_imp.test [1 kept, 11 repeats, 0
  skipped] -- Results from: MCGS (commit ebb1b89b) and CGSuite 2.1.1
* input/main_tests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test [10 kept, 25 repeats, 0
  skipped] -- Results from: MCGS (commit ebb1b89b)
* input/main_tests/nogo_autotests/nogo_from_1xn_filled_imp_easy.test [0 kept, 35 repeats, 0
  skipped] -- Results from: MCGS (commit ebb1b89b)
* input/medium/clobber_1xn_medium/clobber_1xn_le_2-14_imp_medium.test [6 kept, 0 repeats, 0
  skipped] -- Results from: CGSuite 2.1.1 At least one case 5-30s
* input/medium/clobber_medium/clobber_from_1xn_le_2-14_imp_medium.test [0 kept, 7 repeats, 0
  skipped] -- Results from: CGSuite 2.1.1 At least one case 5-30s
* input/medium/clobber_medium/clobber_random_filled1_imp_medium.test [0 kept, 0 repeats, 1
  skipped] -- Results from: MCGS (commit ebb1b89b) At least one case 5-30s
* input/medium/nogo_1xn_medium/nogo_1xn_filled_medium.test [3 kept, 0 repeats, 0 skipped] --
  Results from: MCGS (commit ebb1b89b) At least one case 5-30s
* input/unused/hard/clobber_hard/clobber_from_1xn_le_2-14_imp_hard.test [0 kept, 11 repeats, 0
  skipped] -- Results from: CGSuite At least one case times out

TIMING_NOTES keeps the comments with run times MCGS's authors attached to some positions
(file-wide notes are in the list above). Several positions with at most 30 cells are hard:
MCGS took 12-3970 s for the 2x11, 2x12, 2x13, 3x7, 3x8, 4x6 and 5x5 alternating Clobber
boards, 62-586 s for the empty 1x23, 1x24, 2x8, 2x9 and 3x6 NoGo boards.
"""

COMMIT = '68fa2c6fdb7c6cea0e40438c2678992269686e6c'

# (board, nimber, source_file); 117 entries
CLOBBER = [
    ('XO', 1, 'input/autotests/clobber_1xn_autotests/clobber_1xn_dai_chen_easy.test'),
    ('XOXO', 3, 'input/autotests/clobber_1xn_autotests/clobber_1xn_dai_chen_easy.test'),
    ('XOXOXO', 0, 'input/autotests/clobber_1xn_autotests/clobber_1xn_dai_chen_easy.test'),
    ('XOXOXOXO', 2, 'input/autotests/clobber_1xn_autotests/clobber_1xn_dai_chen_easy.test'),
    ('XOXOXOXOXO', 0, 'input/autotests/clobber_1xn_autotests/clobber_1xn_dai_chen_easy.test'),
    ('XOXOXOXOXOXO', 2, 'input/autotests/clobber_1xn_autotests/clobber_1xn_dai_chen_easy.test'),
    ('XOXOXOXOXOXOXO', 0, 'input/autotests/clobber_1xn_autotests/clobber_1xn_dai_chen_easy.test'),
    ('XOXOXOXOXOXOXOXO', 3, 'input/autotests/clobber_1xn_autotests/clobber_1xn_dai_chen_easy.test'),
    ('XOXOXOXOXOXOXOXOXO', 1,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_dai_chen_easy.test'),
    ('XOXOXOXOXOXOXOXOXOXO', 4,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_dai_chen_easy.test'),
    ('OXXXXXOX.OXO.XXXXOXOOOOXXXXX', 3,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOXXXOOXO.OOXXOO.XOO.XO', 3,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OOX.OOX.OOXXXOO.XOOXOO.XOXXX', 1,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOOOO.XXXO.XOXO.OXX.XOXX.XXO', 2,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXXOXOXO.OXXXX.OXX.OX', 0,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXOXXOXXOXXOXXO', 7,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXOXOXOXOX', 0, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOXOXOXOXOX', 5, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOO.XO.OX.OXOOOOOXOOXXOXXXX', 1,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OX.XXXOX.XOXOOO.OOX.OX.OX.OXXX', 7,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOOXOXXOXOO.OX.XOOXXOO', 4,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OX.XOXOOX.OXX.XXOXOXXOO', 6,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOOOXOXOOOOXXOXXOOXX.OX', 2,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXOXXOXXOXXOXXOXXO', 0,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXOXOXOXOXOX', 2, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOXOXOX.OXOXOXO', 0,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOXOXOXOXOXOX', 2, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXXXOXX.OX.XO.XXXXOXOOOX.OXXOX', 2,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OX.XOOO.OXOXOOXO.XOXOX.XO', 4,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXOXXOXXOXXOXXOXXOXXO', 8,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXOXOXOXOXOXOX', 0,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOXOXOXOXOXOXOX', 0,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXO', 2, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OX', 1, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXXO.XOO', 3, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOX', 1, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXXXXO.XOOOOO', 0, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OOX.XXOOO.OOOX', 3,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXO.OOXX.XO', 3, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('..XOXO', 3, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXOXXO', 0, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXOX', 3, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOXOX', 0, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OX.OX.OXO', 1, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXX.XXXXOOXXO', 0, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXO.XO.XXO.OOX', 3,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XO.OXXOO.XO', 3, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOOXX.XOO.OOOX.XOOO', 1,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OOXXOXOXXXXXX', 1, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XO.OXOXX.OOX', 2, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOXXXOOXO', 0, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OOXXXX.OOOOOX.OOOX.OOXO', 2,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXOXXOXXO', 5, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXOXOX', 0, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOXOXOX', 2, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXXOX.XO.OX.XXO', 2,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OOX.OXX.XXOOOXXXXOX.XO', 4,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XO.XOX.XXO.OXXOOXX', 0,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOOXO.XXXOXOXX', 4,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OX.XXXXXXXXXXXOXO.XXXO.OX.XO', 4,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOXOOOO.XXOOXO.OOOOOOX', 2,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XO.OOX.XOXOXXXX.OXX', 2,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OX.XOOOXOXXXOOX', 0,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OOX.OX.XXO.OOOOXXO.OX.OX', 2,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXOXXOXXOXXO', 2, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXOXOXOX', 2, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOXOXOXOX', 4, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOO.XO.XOXOOX.OXO', 6,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XOOO.OXXOXOXOO.OX', 4,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OOXXXOXX.OOX.XO.XO.OOX.OX', 3,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXXXX.OXX.OXO.OXO.XO.XO', 0,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OX.OXO.OX.XOOXX.XO.XO', 2,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXX.OOX.XO.OX.XO.OX.XXOOOXX', 0,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXO.XOOOO.OXOOOOX.OOX.OX.XO', 2,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XXOOOOXXXXOXOOXXO.XOO', 3,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OXXXXX.XOXXOXXXXX.OXOO.XO', 0,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('OX.XO.OOOOOOOXX.XXXOXOOXXXX.XO', 7,
     'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),
    ('XO|OX', 0, 'input/autotests/clobber_autotests/clobber_nxn_alternating_imp.test'),
    ('XOX|OXO|XOX', 1, 'input/autotests/clobber_autotests/clobber_nxn_alternating_imp.test'),
    ('XOX|OXO', 0, 'input/autotests/clobber_autotests/clobber_rectangle_alternating_imp.test'),
    ('XOXO|OXOX', 0, 'input/autotests/clobber_autotests/clobber_rectangle_alternating_imp.test'),
    ('XOXOX|OXOXO', 0, 'input/autotests/clobber_autotests/clobber_rectangle_alternating_imp.test'),
    ('XOXOXO|OXOXOX', 0,
     'input/autotests/clobber_autotests/clobber_rectangle_alternating_imp.test'),
    ('XO|OX|XO', 0, 'input/autotests/clobber_autotests/clobber_rectangle_alternating_imp.test'),
    ('XOXO|OXOX|XOXO', 0,
     'input/autotests/clobber_autotests/clobber_rectangle_alternating_imp.test'),
    ('XO|OX|XO|OX', 0, 'input/autotests/clobber_autotests/clobber_rectangle_alternating_imp.test'),
    ('XOX|OXO|XOX|OXO', 0,
     'input/autotests/clobber_autotests/clobber_rectangle_alternating_imp.test'),
    ('XO|OX|XO|OX|XO', 0,
     'input/autotests/clobber_autotests/clobber_rectangle_alternating_imp.test'),
    ('XO|OX|XO|OX|XO|OX', 0,
     'input/autotests/clobber_autotests/clobber_rectangle_alternating_imp.test'),
    ('XO|OX|XO|OX|XO|OX|XO', 1, 'input/impartial/impartial-easy/impartial_clobber.test'),
    ('XO|OX|XO|OX|XO|OX|XO|OX', 0, 'input/impartial/impartial-easy/impartial_clobber.test'),
    ('XO|OX|XO|OX|XO|OX|XO|OX|XO', 0, 'input/impartial/impartial-easy/impartial_clobber.test'),
    ('XOX|OXO|XOX|OXO|XOX', 1, 'input/impartial/impartial-easy/impartial_clobber.test'),
    ('XOXO|OXOX|XOXO|OXOX', 0, 'input/impartial/impartial-easy/impartial_clobber.test'),
    ('XOXOXOXOXOXOXOXOXOXOXO', 6, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),
    ('XOXOXOXOXOXOXOXOXOXOXOXO', 1, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),
    ('XOXOXOXOXOXOXOXOXOXOXOXOXO', 0,
     'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),
    ('XOXOXOXOXOXOXOXOXOXOXOXOXOXO', 1,
     'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),
    ('XOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 3,
     'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),
    ('XXOXXOXXOXXOXXOXXOXXOXXO', 0,
     'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),
    ('XXOXXOXXOXXOXXOXXOXXOXXOXXO', 0,
     'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),
    ('XXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 10,
     'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),
    ('XO|OX|XO|OX|XO|OX|XO|OX|XO|OX|XO', 3,
     'input/impartial/impartial-hard/impartial_clobber_hard.test'),
    ('XO|OX|XO|OX|XO|OX|XO|OX|XO|OX|XO|OX', 0,
     'input/impartial/impartial-hard/impartial_clobber_hard.test'),
    ('XO|OX|XO|OX|XO|OX|XO|OX|XO|OX|XO|OX|XO', 1,
     'input/impartial/impartial-hard/impartial_clobber_hard.test'),
    ('XOX|OXO|XOX|OXO|XOX|OXO|XOX', 1,
     'input/impartial/impartial-hard/impartial_clobber_hard.test'),
    ('XOX|OXO|XOX|OXO|XOX|OXO|XOX|OXO', 0,
     'input/impartial/impartial-hard/impartial_clobber_hard.test'),
    ('XOXO|OXOX|XOXO|OXOX|XOXO|OXOX', 0,
     'input/impartial/impartial-hard/impartial_clobber_hard.test'),
    ('XOXOX|OXOXO|XOXOX|OXOXO|XOXOX', 1,
     'input/impartial/impartial-hard/impartial_clobber_hard.test'),
    ('XO|OX|XO|OX|XO|OX|XO|OX|XO|OX', 0,
     'input/impartial/impartial-medium/impartial_clobber_medium.test'),
    ('XOX|OXO|XOX|OXO|XOX|OXO', 0,
     'input/impartial/impartial-medium/impartial_clobber_medium.test'),
    ('XOXO|OXOX|XOXO|OXOX|XOXO', 1,
     'input/impartial/impartial-medium/impartial_clobber_medium.test'),
    ('XXXXXOO|XXXXXOX|XXOOOXO', 0,
     'input/impartial/impartial-medium/impartial_clobber_medium.test'),
    ('XOXOX|OXOXO|XOXOX', 1,
     'input/main_tests/clobber_autotests/clobber_rectangle_alternating_imp.test'),
    ('OXX.OXXO.OXXOOXXOXXO.XOOX.OX', 2,
     'input/medium/clobber_1xn_medium/clobber_1xn_le_2-14_imp_medium.test'),
    ('OXXXOXOXO.OX.XO.XOOOXXXO.XOO', 3,
     'input/medium/clobber_1xn_medium/clobber_1xn_le_2-14_imp_medium.test'),
    ('OXXXX.XO.OXXXOXOXXOO.OOOX.OXXO', 2,
     'input/medium/clobber_1xn_medium/clobber_1xn_le_2-14_imp_medium.test'),
]

# (board, nimber, source_file); 130 entries
CANNIBAL_CLOBBER = [
    ('OXX.XOXO|OOOXX.OX', 0, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('.OOXO.XO|OXXOXXXO', 0, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('OXX.XOXO|OXXO.OOX', 0, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('XOOOOXX.|OOXX.XOX', 5, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('OX.XOO.X|XOXOXOOX', 4, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('OOXXOXXO|.OX.XOXO', 0, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('XX.XOOXO|.XXOOOXO', 0, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('XOOXXX..|OOXXOOOX', 5, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('XOXOOOX.|XOXXOO.X', 4, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('OX.X.OXX|OOOOOXXX', 5, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('OXX.OOXX|OOXOOXX.', 0, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('OXXXXXOX|XOOOO.O.', 0, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('OXXXOXOO|XOX.X.OO', 5, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('O.OOOOXX|XOX.OXXX', 0, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('XOO.OXX.|OXOOXXOX', 5, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('.OOX.XOO|OXXOOXXX', 5, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('OXOOXXOX|OXO..XOX', 0, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('XOOXOXXX|OXOOXO..', 5, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('.XXXOXXO|.OOXXOOO', 0, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('OOOOXOOX|XXX..OXX', 0, 'input/autotests/cannibal_clobber/2x8-7stones-imp.test'),
    ('XOX|O.X|OXO', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('.XX|XOO|OXO', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('X.O|XXX|OOO', 1, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('X.X|OOO|OXX', 1, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('XXX|OOO|.OX', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('XOX|OOX|OX.', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('OXO|XXX|OO.', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('.XX|XOX|OOO', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('XXX|OXO|.OO', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('XOO|O.X|OXX', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('XOX|XO.|OXO', 1, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('XOX|X.O|XOO', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('OOX|OXX|XO.', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('OXO|OOX|X.X', 1, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('.OO|XXO|XOX', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('OXO|OX.|XOX', 1, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('.OX|OOX|OXX', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('O.O|XXO|XOX', 1, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('OXX|.OO|XOX', 1, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('.XX|OOX|OOX', 0, 'input/autotests/cannibal_clobber/3x3-even-stones-imp.test'),
    ('OXOXXO.|OXOX.XX|X..OOO.', 0, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('OOO.X.X|.OXXOOX|XOO.XX.', 3, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('.XOX.X.|OO.XOXX|OXOOX.O', 1, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('.OOX.XX|O.X.OXX|O.XOOXO', 1, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('XO.O.X.|OOOXOOO|X.XXXX.', 6, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('XX.XO..|.XOXOOO|OOXOXX.', 0, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('X..OXOX|XXO...O|XOOXOOX', 1, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('X.XX.O.|.OO.XXO|OOXXOOX', 4, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('XOOXOXO|OXX.O.O|XXX..O.', 6, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('XOOX.XX|.XX.O.O|XOXOOO.', 0, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('OXXX.O.|OOX.XO.|XXXO.OO', 1, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('XXO...X|XOXOOOO|X.XO.OX', 1, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('..XOOOX|X.XO.XO|OX.XOXO', 1, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('XXO.X.O|XOXOX.X|OOXO.O.', 0, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('..OOXXX|OXXXX.O|.OXO.OO', 4, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('XXOO..X|XOX..OO|OOOX.XX', 1, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('OX.XOOO|OXXOXX.|O..XOX.', 1, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('..XOX..|XOOOXOX|OXO.XXO', 0, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('.OO.OOX|.XO.XOX|X.OOXXX', 3, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('X.XXO.O|OXXOXO.|XXO..OO', 2, 'input/autotests/cannibal_clobber/3x7-8stones-imp.test'),
    ('OOX.|XOXO|XOXO|X.OO', 0, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('OXXX|OXOO|OOX.|X.XO', 0, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('OXO.|.OOX|X..X|XOXO', 6, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('O.XX|XXOX|.OOO|OXOX', 0, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('OOOX|.XXX|.OOO|OXX.', 6, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('XOXO|X.XO|OX.O|.OXX', 1, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('.O.X|OOXO|XO.X|.XOX', 4, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('OOX.|XOXX|OO.O|XXOO', 0, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('XOXO|XXXO|OOXO|XOOX', 0, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('.OXX|XO.O|OXXX|OOXO', 0, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('OXXX|OOO.|OXOX|OOXX', 2, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('O.XO|XXXO|O..O|XXOO', 3, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('XOO.|.XOX|OOXO|XOXO', 0, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('OXX.|XOXO|XOXO|OXOO', 2, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('XXOO|O.XO|XXXO|OXOO', 1, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('OO.X|OOOX|XXXX|XOXO', 2, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('OXXX|OX.X|OXXO|OOO.', 0, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('OOXX|OOXO|OXXX|OXXO', 0, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('OXXX|OXXO|OOXX|OXOO', 0, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('O.O.|X.OO|XXXO|XO.X', 0, 'input/autotests/cannibal_clobber/4x4-imp.test'),
    ('X.OXX|.OXOX|XXOX.|.OOOO', 2, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('XOXXX|OOO.X|X.OOO|X.XO.', 6, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('XXOOX|OX.XO|OX..X|.XOOO', 0, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('.XXXX|.OXX.|OOOOO|XO.OX', 5, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('XOXO.|XXOOO|.OOX.|X.XXO', 6, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('.OX..|OXOOX|OXOX.|XXOOX', 7, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('O.XOX|OOXOX|XOXXO|.XO..', 2, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('X.OOX|X.OO.|OOXOX|.XOXX', 7, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('XOO.O|XXXOO|O.XXO|X..OX', 5, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('XOXOX|OXO..|XX.OO|XXO.O', 1, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('OX.OX|XOXXO|OO.O.|O.XXX', 6, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('OXOXO|OXXOO|XXX..|.O.XO', 0, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('XO..X|.XOOO|XXOOO|OXXX.', 7, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('.XXOX|OXOOO|XX.X.|OOX.O', 2, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('OX.XX|O..OO|.XXXO|XOXOO', 1, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('.XOOX|OXOO.|OOX.O|.XXXX', 0, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('.XX.X|XOX.O|XOOX.|OOOXO', 0, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('XOOO.|.XOXO|XXXO.|X.OXO', 2, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('OXXX.|OOX.X|OO.OX|O.OXX', 0, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('OOXX.|OXXX.|O.XXO|.OOXO', 1, 'input/autotests/cannibal_clobber/4x5-8stones-imp.test'),
    ('X', 0, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XX', 1, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXX', 0, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXX', 1, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXX', 1, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXX', 0, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXX', 1, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXXX', 1,
     'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXXXX', 0,
     'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXXXXX', 2,
     'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXXXXXX', 1,
     'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXXXXXXX', 4,
     'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXXXXXXXX', 5,
     'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXXXXXXXXX', 1,
     'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXXXXXXXXXX', 4,
     'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXXXXXXXXXXX', 5,
     'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXXXXXXXXXXXX', 1,
     'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2,
     'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
    ('XXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 0,
     'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),
]

# (board, nimber, source_file); 75 entries
NOGO = [
    ('.O..X.O.........', 6, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('.....OO.....XO..', 5, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('O..XX....O.....X', 6, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('...X...O.O...O..', 6, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('X.......XO..O.X.', 1, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('......X.O.O..O..', 5, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('X.O........X.O..', 5, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('...X........X.O.', 2, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('...O......O....X', 0, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('X..X.O...O.O...X', 6, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('.O..........XXX.', 3, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('X..........X.O..', 2, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('X......O..X.....', 2, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('...X.O.O........', 2, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('...X...OX.......', 1, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('X....X...OX..OO.', 1, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('X.O....O.......O', 0, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('X.......X....O.O', 3, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('...X......OX......', 0, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('......O.XO........', 3, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('X........O..X...O.', 2, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('.....X.....O...OX.', 0, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('....XO......O.X...', 4, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('.OX....O.....X....', 0, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('.XO......X...O....', 2, 'input/autotests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('.', 0, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('..', 1, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('...', 0, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('....', 1, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('.....', 2, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('......', 0, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('.......', 1, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('........', 0, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('.........', 1, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('..........', 2, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('...........', 3, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('............', 1, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('.............', 0, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('..............', 3, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('...............', 1, 'input/impartial/impartial-easy/impartial_nogo_1xn_empty_easy.test'),
    ('..|..', 1, 'input/impartial/impartial-easy/impartial_nogo_empty_easy.test'),
    ('...|...', 1, 'input/impartial/impartial-easy/impartial_nogo_empty_easy.test'),
    ('....|....', 0, 'input/impartial/impartial-easy/impartial_nogo_empty_easy.test'),
    ('.....|.....', 0, 'input/impartial/impartial-easy/impartial_nogo_empty_easy.test'),
    ('......|......', 0, 'input/impartial/impartial-easy/impartial_nogo_empty_easy.test'),
    ('...|...|...', 0, 'input/impartial/impartial-easy/impartial_nogo_empty_easy.test'),
    ('.......................', 1,
     'input/impartial/impartial-hard/impartial_nogo_1xn_empty_hard.test'),
    ('........................', 0,
     'input/impartial/impartial-hard/impartial_nogo_1xn_empty_hard.test'),
    ('........|........', 1, 'input/impartial/impartial-hard/impartial_nogo_empty_hard.test'),
    ('.........|.........', 1, 'input/impartial/impartial-hard/impartial_nogo_empty_hard.test'),
    ('......|......|......', 0, 'input/impartial/impartial-hard/impartial_nogo_empty_hard.test'),
    ('................', 0,
     'input/impartial/impartial-medium/impartial_nogo_1xn_empty_medium.test'),
    ('.................', 2,
     'input/impartial/impartial-medium/impartial_nogo_1xn_empty_medium.test'),
    ('..................', 2,
     'input/impartial/impartial-medium/impartial_nogo_1xn_empty_medium.test'),
    ('...................', 3,
     'input/impartial/impartial-medium/impartial_nogo_1xn_empty_medium.test'),
    ('....................', 1,
     'input/impartial/impartial-medium/impartial_nogo_1xn_empty_medium.test'),
    ('.....................', 3,
     'input/impartial/impartial-medium/impartial_nogo_1xn_empty_medium.test'),
    ('......................', 3,
     'input/impartial/impartial-medium/impartial_nogo_1xn_empty_medium.test'),
    ('.......|.......', 0, 'input/impartial/impartial-medium/impartial_nogo_empty_medium.test'),
    ('....|....|....', 0, 'input/impartial/impartial-medium/impartial_nogo_empty_medium.test'),
    ('.....|.....|.....', 1, 'input/impartial/impartial-medium/impartial_nogo_empty_medium.test'),
    ('....|....|....|....', 0, 'input/impartial/impartial-medium/impartial_nogo_empty_medium.test'),
    ('.........X....O.', 5, 'input/main_tests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('..........X....O.O', 4, 'input/main_tests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('........X.....O..O', 1, 'input/main_tests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('..X...........O..O', 3, 'input/main_tests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('......X..X.......O', 3, 'input/main_tests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('.......X...X..O...', 4, 'input/main_tests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('.X.....O..O.......', 0, 'input/main_tests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('........X.X..O.O..', 1, 'input/main_tests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('.....XX..O........', 4, 'input/main_tests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('.O.......X.....X..', 1, 'input/main_tests/nogo_1xn_autotests/nogo_1xn_filled_imp_easy.test'),
    ('......X..........O', 5, 'input/medium/nogo_1xn_medium/nogo_1xn_filled_medium.test'),
    ('X............O....', 5, 'input/medium/nogo_1xn_medium/nogo_1xn_filled_medium.test'),
    ('O..........X......', 5, 'input/medium/nogo_1xn_medium/nogo_1xn_filled_medium.test'),
]

# (game, board, nimber, source_file) for positions of 31 to 100 cells; 147 entries.
# The trailing comment gives the size (rows x columns).
LARGE = [
    ('clobber', 'OXX.OX.OXOO.OX.XO.OOXOXXXXOOO.XO', 1, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),  # 1x32
    ('clobber', 'XXOOX.XOO.XXO.XOOX.XXO.XOXOXXXX', 2, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),  # 1x31
    ('clobber', 'XXXO.XXXXXXXXO.XOOOX.XOO.OX.XOO', 3, 'input/autotests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),  # 1x31
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 1, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x31
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x32
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x33
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 1, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x34
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x35
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x36
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x37
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x38
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x39
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x40
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x41
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x42
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x43
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x44
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 1, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x45
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 0, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x46
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x47
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 8, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x48
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x49
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 5, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x50
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x51
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x52
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 5, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x53
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 6, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x54
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x55
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 5, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x56
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 1, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x57
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x58
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x59
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 1, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x60
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x61
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x62
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x63
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x64
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x65
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x66
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x67
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x68
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x69
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x70
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x71
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 0, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x72
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x73
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x74
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x75
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 5, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x76
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x77
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x78
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 5, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x79
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 6, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x80
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x81
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 5, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x82
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 6, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x83
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x84
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x85
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 1, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x86
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x87
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x88
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x89
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x90
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x91
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x92
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x93
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x94
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 4, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x95
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x96
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x97
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 0, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x98
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 2, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x99
    ('cannibal_clobber', 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 3, 'input/impartial/impartial-easy/impartial_cannibal_clobber_1xn.test'),  # 1x100
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 7, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x32
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 8, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x34
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 3, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x36
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 1, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x38
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 0, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x40
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 8, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x42
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 4, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x44
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 0, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x46
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 1, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x48
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 3, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x50
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 0, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x52
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 4, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x54
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 0, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x56
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 2, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x58
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 0, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x60
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 3, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x62
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 1, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x64
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 4, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x66
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 6, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x68
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 1, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x70
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 0, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x72
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 1, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x74
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 3, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x76
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 11, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x78
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 8, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x80
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 3, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x82
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 1, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x84
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 11, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x86
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 8, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x88
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 12, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x90
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 11, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x92
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 1, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x94
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 3, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x96
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 0, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x98
    ('clobber', 'XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO', 6, 'input/impartial/impartial-easy/impartial_clobber_1xn_xo.test'),  # 1x100
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 8, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x33
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 12, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x36
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 2, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x39
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 12, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x42
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 8, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x45
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 10, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x48
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 10, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x51
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 0, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x54
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 10, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x57
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 2, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x60
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 7, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x63
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 12, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x66
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 7, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x69
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 12, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x72
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 17, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x75
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 17, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x78
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 7, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x81
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 12, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x84
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 2, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x87
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 20, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x90
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 5, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x93
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 22, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x96
    ('clobber', 'XXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXOXXO', 2, 'input/impartial/impartial-easy/impartial_clobber_1xn_xxo.test'),  # 1x99
    ('clobber', 'OXOOO.XO.OX.XXOOOOOOX.XO.XO.OX.OOXOXXX', 3, 'input/impartial/impartial-easy/impartial_clobber_random_1xn_le_2-14.test'),  # 1x38
    ('clobber', 'OXXOOXX.XXOO.XXXOXXX.XOXOOXX.XO.XXXOOOO', 3, 'input/impartial/impartial-easy/impartial_clobber_random_1xn_le_2-14.test'),  # 1x39
    ('clobber', 'XOX.OX.XOX.OX.XXO.XXXXXO.OOX.OOOOX.OXX.OOX', 3, 'input/impartial/impartial-easy/impartial_clobber_random_1xn_le_2-14.test'),  # 1x42
    ('clobber', 'OX.XXO.OXXOOOX.OXX.OOXXO.XO.OXXOX', 3, 'input/impartial/impartial-easy/impartial_clobber_random_1xn_le_2-14.test'),  # 1x33
    ('clobber', 'XOO.XXXOXXOXXOO.OXO.XOO.OX.XXO.OOOOOX', 3, 'input/impartial/impartial-easy/impartial_clobber_random_1xn_le_2-14.test'),  # 1x37
    ('clobber', 'XO.XXXO.OXO.OOX.OXOX.OX.XXXXO.XO.OOX.OX', 1, 'input/impartial/impartial-easy/impartial_clobber_random_1xn_le_2-14.test'),  # 1x39
    ('clobber', 'XXOOXO.XO.XOOXOOXXXXOX.XOOX.OOOXX', 0, 'input/impartial/impartial-easy/impartial_clobber_random_1xn_le_2-14.test'),  # 1x33
    ('clobber', 'OXOOXOOX.XXXOOOOO.OXXXXOXO.OX.OXXOOO', 2, 'input/impartial/impartial-easy/impartial_clobber_random_1xn_le_2-14.test'),  # 1x36
    ('clobber', 'XO.OXXXOOOOXOOXX.OOXO.OX.XXOOXOXO', 7, 'input/impartial/impartial-easy/impartial_clobber_random_1xn_le_2-14.test'),  # 1x33
    ('clobber', 'OXO.XXXXXO.XOX.XOOOOXXXO.OOXOOOOX.XO', 0, 'input/impartial/impartial-easy/impartial_clobber_random_1xn_le_2-14.test'),  # 1x36
    ('clobber', 'XXOOOO.XXXXOXXO.XO.OX.OXXX.XXOOOOO.XO', 0, 'input/main_tests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),  # 1x37
    ('clobber', 'XO.OOXXXOO.XXO.XOXXX.OX.XO.XOXOOO', 6, 'input/main_tests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),  # 1x33
    ('clobber', 'OXOX.OOOOX.XOXXOX.OXO.OOXXXXOOO', 0, 'input/main_tests/clobber_1xn_autotests/clobber_1xn_le_2-14_imp_easy.test'),  # 1x31
    ('clobber', 'OXO.OXXXXX.XXO.OX.OOOXX.OX.XO.OOOXOX.XO', 6, 'input/medium/clobber_1xn_medium/clobber_1xn_le_2-14_imp_medium.test'),  # 1x39
    ('clobber', 'XXO.XOXO.XO.OXOOXXXO.OOX.OOXXOX', 3, 'input/medium/clobber_1xn_medium/clobber_1xn_le_2-14_imp_medium.test'),  # 1x31
    ('clobber', 'OXOX.OXOOXXX.XOOX.XO.OXXXOX.XO.XO', 3, 'input/medium/clobber_1xn_medium/clobber_1xn_le_2-14_imp_medium.test'),  # 1x33
]

TIMING_NOTES = {
    ('clobber', 'XO|OX|XO|OX|XO|OX|XO|OX|XO|OX|XO'): '2x11, about 18 sec on 2025-11-19',
    ('clobber', 'XO|OX|XO|OX|XO|OX|XO|OX|XO|OX|XO|OX'): '2x12, about 15 sec on 2025-11-19',
    ('clobber', 'XO|OX|XO|OX|XO|OX|XO|OX|XO|OX|XO|OX|XO'): '2x13, about 109 sec on 2025-11-19',
    ('clobber', 'XOX|OXO|XOX|OXO|XOX|OXO|XOX'): '3x7, about 12 sec on 2025-11-19',
    ('clobber', 'XOX|OXO|XOX|OXO|XOX|OXO|XOX|OXO'): '3x8, about 170 sec on 2025-11-19',
    ('clobber', 'XOXO|OXOX|XOXO|OXOX|XOXO|OXOX'): '4x6, about 619 sec on 2025-11-19',
    ('clobber', 'XOXOX|OXOXO|XOXOX|OXOXO|XOXOX'): '5x5, about 3970 sec on 2025-11-19',
    ('nogo', '.......................'):
        '23 spaces. 65 sec with LV, 215 sec with Mex on 2025-11-21',
    ('nogo', '........................'):
        '24 spaces. 62 sec with LV, Mex timeout (10 min.) on 2025-11-21',
    ('nogo', '........|........'): '2x8 LV 145s 2025-11-22',
    ('nogo', '.........|.........'): '2x9 LV 586s 2025-11-22',
    ('nogo', '......|......|......'): '3x6 LV 418s 2025-11-22',
    ('nogo', '.......|.......'): '2x7, LV 4.5s 2025-11-22',
    ('nogo', '....|....|....'): '3x4, LV 0.6s 2025-11-22',
    ('nogo', '.....|.....|.....'): '3x5, LV 13s 2025-11-22',
    ('nogo', '....|....|....|....'): '4x4, LV 32s 2025-11-22',
}
