"""
Cram: a winning domino
======================

**Theorem.** In Cram, where both players place dominoes on a board and whoever cannot place
one loses, the second player wins on an even × even board by answering each domino with its
image under the half-turn about the centre; on an even × odd board the first player wins by
covering the two central squares first and then answering the same way.
"""

# %%
# The 3 x 4 board: grundy searches its value and a winning move, the central domino of the
# middle row (rows and columns counted from 0, as everywhere in grundy's API: ``base=0``):

import grundy

game = grundy.Cram(3, 4, base=0)
game.value(), game.winning_move()

# %%
# A board draws itself, the winning domino in red:

game

# %%
# After that domino every move loses (a board with the two squares removed):

after = grundy.Cram(3, 4, holes=game.winning_move(), base=0)
after_value = after.value()
after

# %%
# The value says more than who wins: it is what the board is worth in a sum of games. The
# 4 x 4 board is a second-player win, the 4 x 5 board is worth 2, and a single row of n
# squares is the octal game 0.07 (Dawson's Kayles) at heap n:

values = {"4x4": grundy.Cram(4, 4, base=0).value(), "4x5": grundy.Cram(4, 5, base=0).value(),
          "1x6": grundy.Cram(1, 6, base=0).value(), "0.07 at 6": grundy.OctalGame("0.07").value(6)}
values

# %%

grundy.Cram(4, 5, base=0)
