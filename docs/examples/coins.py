"""
Coin-turning games
==================

**Theorem.** In a coin-turning game the value of a position is the XOR of the values of its
heads-up coins; the rectangle game on a grid has g(x, y) = x ⊗ y (the nim product), and the
Tartan product of two 1-D games has g(x, y) = g1(x) ⊗ g2(y).
"""

# %%
# Heads-up coins at (3, 5) and (2, 2): the value is 3 ⊗ 5 ⊕ 2 ⊗ 2 = 15 ⊕ 3 = 12.

import grundy

heads = [(3, 5), (2, 2)]
values = grundy.rectangle_value([(3, 5)]), grundy.rectangle_value(heads)
values

# %%
# The winning move turns the corners of a rectangle, one of them the heads-up coin (3, 5), so
# that the XOR becomes 0:

move = grundy.rectangle_winning_move(heads)
move

# %%
# The Tartan product of two copies of the 1-D game whose coin x is worth x is the rectangle
# game again, so coin (2, 3) is worth 2 ⊗ 3:

tartan = grundy.tartan_value([(2, 3)], lambda x: x, lambda y: y)
tartan

# %%
# The board, heads-up coins gold, the four coins the winning move turns ringed in red:

import matplotlib.pyplot as plt

turned = [move.target, *move.others]
after = set(heads).symmetric_difference(turned)
fig, ax = plt.subplots(figsize=(5.6, 4.0), layout="constrained")
(x0, y0), (x1, y1) = min(turned), max(turned)
ax.add_patch(plt.Rectangle((y0, x0), y1 - y0, x1 - x0, fill=False, color="tab:red", lw=1, ls="--"))
for x in range(5):
    for y in range(7):
        face = "gold" if (x, y) in heads else "white"
        ax.add_patch(plt.Circle((y, x), 0.32, facecolor=face, edgecolor="0.4", zorder=2))
        if (x, y) in turned:
            ax.add_patch(plt.Circle((y, x), 0.42, fill=False, edgecolor="tab:red", lw=2, zorder=3))
ax.set(xlim=(-0.6, 6.6), ylim=(-0.6, 4.6), aspect="equal", xlabel="y", ylabel="x",
       title=f"value {values[1]}; after the move, heads at {sorted(after)}: value "
             f"{grundy.rectangle_value(sorted(after))}")
ax.title.set_fontsize(9)
plt.show()
