"""
Grundy's game and its rare values
=================================

In Grundy's game a move splits a heap into two heaps of different sizes; the player who
cannot move loses. Its code is ``4!.0``: take no token (d0), leave two heaps (4), all
different (!). Nobody knows whether its values become periodic.
"""

# %%
# The first values (OEIS A002188):

import grundy

game = grundy.TakeAndBreak("4!.0")
first = game.values(20)
first.tolist()

# %%
# No theorem proves periods of games with constraints, and grundy claims none:

print(game.certificate().reason)

# %%
# The values have a *sparse space* (Winning Ways, ch. 4): with the mask 0b11111110, a value
# whose bits under the mask have an even number of ones is *rare*. Rare values come only from
# splits into two rare heaps or two common ones, so the compiled kernel finds every common
# option through the few rare heaps. Here are the first 2^20 values, kept in one byte each:

import numpy as np

big = grundy.TakeAndBreak("4!.0", compact=True)
values = big.values(1 << 20)
masked = values.astype(np.int64) & 0b11111110
parity = np.zeros(len(values), np.int64)
for bit in range(1, 9):
    parity ^= (masked >> bit) & 1
rare = np.flatnonzero(parity == 0)
len(rare), int(rare[-1]), int(values.max())

# %%
# The values grow slowly; the rare ones stop early: below 2^20 the last rare heap is
# 82,860 (and below 2^28 it is 48,399,022, of 1287 rare heaps in all).

import matplotlib.pyplot as plt

fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 5.5))
step = 64  # every 64th heap is drawn
top.plot(np.arange(0, len(values), step), values[::step], ",", color="tab:blue")
top.set_title("Grundy's game: g(n) for n < 2^20 (every 64th heap)", fontsize=11)
top.set_xlabel("heap n", fontsize=10)
top.set_ylabel("g(n)", fontsize=10)
bottom.plot(rare, values[rare], ".", markersize=3, color="tab:red")
bottom.set_xscale("symlog", linthresh=100)
bottom.set_title(f"the {len(rare)} rare values (heap 0 included)", fontsize=11)
bottom.set_xlabel("heap n (log scale past 100)", fontsize=10)
bottom.set_ylabel("g(n)", fontsize=10)
fig.tight_layout()
plt.show()
