"""
Cutting paper
=============

**Theorem.** Cutting a sheet into two is a move to a sum of two sheets, so a sheet's value is
the mex of the XORs of the two parts; when any cut that leaves a 1-wide strip loses at once,
only cuts leaving both parts at least 2 wide matter.
"""

# %%
# The values of the sheets from 2 x 2 to 6 x 6:

import grundy

table = grundy.paper_table(6, 6)
table[2:, 2:].tolist()

# %%
# A 2 x 2 sheet is lost by the player to move, a 2 x 4 sheet won:

outcomes = grundy.paper_outcome(2, 2).word, grundy.paper_outcome(2, 4).word
outcomes

# %%
# The values of all sheets up to 24 x 24. In this range a sheet is lost (value 0) exactly when
# both of its sides are sides of a lost 2-wide strip:

import matplotlib.pyplot as plt
import numpy as np

n = 24
big = grundy.paper_table(n, n)
lost_sides = [w for w in range(2, n + 1) if big[2, w] == 0]
in_lost = np.isin(np.arange(n + 1), lost_sides)
lost_sides, bool(np.array_equal(big[2:, 2:] == 0, np.outer(in_lost, in_lost)[2:, 2:]))

# %%
# The table, the lost sheets white:

fig, ax = plt.subplots(figsize=(5.6, 4.8), layout="constrained")
shown = np.ma.masked_where(big == 0, big)[2:, 2:]
top = int(big.max())
image = ax.imshow(shown, origin="lower", cmap=plt.get_cmap("viridis", top), vmin=0.5,
                  vmax=top + 0.5, extent=(1.5, n + 0.5, 1.5, n + 0.5))
ax.set(title="Grundy values of w x h sheets (white: value 0)", xlabel="h", ylabel="w")
fig.colorbar(image, ax=ax, shrink=0.8, ticks=range(1, top + 1))
plt.show()
