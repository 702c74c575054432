"""
Nim and its relatives
=====================

**Theorem.** Nim is won by the player to move iff the XOR of the heaps is not 0 (Bouton).
Moore's Nim_k (move in up to k heaps) is lost iff every binary digit sum is divisible by k + 1;
staircase Nim is Nim on the odd stairs; Wythoff's P-positions are (⌊nφ⌋, ⌊nφ²⌋).
"""

# %%
# Nim with heaps 3, 4 and 5: the XOR is 2, and taking 2 from the first heap makes it 0.

import grundy

nim = grundy.nim_value([3, 4, 5]), grundy.nim_winning_moves([3, 4, 5])
nim

# %%
# Moore's Nim_2, where a move takes from one or two heaps:

moore = grundy.moore_nim_outcome([1, 2, 3], 2).word, grundy.moore_nim_outcome([3, 3, 3], 2).word
moore

# %%
# Staircase Nim with 0, 3, 1 and 4 coins on stairs 0 to 3 is Nim on the odd stairs: 3 ⊕ 4:

staircase = grundy.staircase_value([0, 3, 1, 4])
staircase

# %%
# Wythoff's P-positions, and Fibonacci Nim, where the winning move takes the smallest term of
# the heap's Zeckendorf representation:

wythoff = [grundy.wythoff_p_position(n) for n in range(4)]
fibonacci = grundy.zeckendorf(20), grundy.fibonacci_nim_winning_move(20, 3)
wythoff, fibonacci

# %%
# Two heaps side by side: in Nim the P-positions (value 0) are the diagonal a = b; in
# Wythoff's game, where a move may also take the same number from both heaps, they lie along
# the two lines of slopes φ and 1/φ.

import matplotlib.pyplot as plt
import numpy as np

n = 40
heaps = np.arange(n)
fig, (left, right) = plt.subplots(1, 2, figsize=(9, 4.4), layout="constrained")
image = left.imshow(heaps[:, None] ^ heaps[None, :], origin="lower", cmap="viridis")
left.set(title="Nim with two heaps: a ⊕ b", xlabel="b", ylabel="a")
fig.colorbar(image, ax=left, shrink=0.8)

lose = np.array([[grundy.wythoff_outcome(a, b).word == "lose" for b in range(n)] for a in range(n)])
right.imshow(lose, origin="lower", cmap="Greys")
phi = (1 + 5**0.5) / 2
right.plot(heaps, heaps * phi, color="tab:red", lw=0.8, label="slope φ")
right.plot(heaps, heaps / phi, color="tab:blue", lw=0.8, label="slope 1/φ")
right.set(title="Wythoff: P-positions in black", xlabel="b", ylabel="a", xlim=(-0.5, n - 0.5),
          ylim=(-0.5, n - 0.5))
right.legend(loc="upper left")
plt.show()
