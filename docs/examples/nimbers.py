"""
Nimber arithmetic
=================

**Theorem (Conway).** With nim addition (XOR) and the nim product
x·y = mex{x'·y ⊕ x·y' ⊕ x'·y'}, the non-negative integers form a field of characteristic 2;
the numbers below 2^(2^k) are the subfield GF(2^(2^k)).
"""

# %%
# Nimbers print as CGSuite prints them:

import numpy as np

import grundy
from grundy import Nimber

products = Nimber(2) * Nimber(2), Nimber(2) * Nimber(3), Nimber(7).inverse()
products

# %%
# Products of whole arrays of 64-bit nimbers, and a determinant over the field:
# 1⊗4 ⊕ 2⊗3 = 4 ⊕ 1 = 5.

row = grundy.nim_multiply(np.array([2, 3, 2**63], dtype=np.uint64), np.uint64(3))
det = grundy.nim_det(np.array([[1, 2], [3, 4]], dtype=np.uint64))
row.tolist(), det

# %%
# The nim multiplication table. Left, the numbers below 16: the squares below 4 and 16 are
# closed under the product, the subfields GF(4) and GF(16). Right, the numbers below
# 256 = 2^(2^3), the field GF(256), whose table has GF(16)'s in its corner.

import matplotlib.pyplot as plt

x = np.arange(256, dtype=np.uint64)
table = grundy.nim_multiply(x[:, None], x[None, :])
fig, (small, large) = plt.subplots(1, 2, figsize=(10, 4.8), layout="constrained")
small.imshow(table[:16, :16], origin="lower", cmap="viridis")
for (i, j), v in np.ndenumerate(table[:16, :16]):
    small.text(j, i, int(v), ha="center", va="center", fontsize=6.5,
               color="white" if v < 8 else "black")
small.add_patch(plt.Rectangle((-0.5, -0.5), 4, 4, fill=False, color="tab:red", lw=2))
small.set(title="x ⊗ y for x, y < 16 (GF(4) outlined)", xlabel="y", ylabel="x")
image = large.imshow(table, origin="lower", cmap="viridis", interpolation="nearest")
large.add_patch(plt.Rectangle((-0.5, -0.5), 16, 16, fill=False, color="tab:red", lw=1.5))
large.set(title="x ⊗ y for x, y < 256 (GF(16) outlined)", xlabel="y", ylabel="x")
fig.colorbar(image, ax=large, shrink=0.8)
plt.show()
