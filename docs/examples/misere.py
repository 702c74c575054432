"""
Misère quotients
================

**Theorem (Plambeck; Plambeck–Siegel).** Sums of heaps of a game, taken modulo misère
indistinguishability (G ~ H when G + X and H + X have the same misère outcome for every sum X),
form a commutative monoid, the misère quotient; a sum is a misère P-position exactly when its
element lies in the quotient's P-portion. A finite quotient solves every sum of its heaps.
"""

# %%
# grundy computes the quotient for heaps up to a bound as the minimal automaton of the misère
# P-positions and proves it before answering, so the result is exact for that bound. Misère
# Nim with heaps of at most 3 gives the tame quotient T2; the wild game 0.75 gives Plambeck's
# eight-element quotient R8:

import grundy

q = grundy.misere_quotient("0.75", 12)
q.order, q.presentation()

# %%
# Its P-portion, and the element of each heap from 1 to 8:

p_portion = sorted(q.names[x] for x in q.p_portion)
heaps = [q.names[q.heap_element[h]] for h in range(1, 9)]
p_portion, heaps

# %%
# A sum of heaps is answered through the quotient: its outcome and a winning move.

q.outcome([5, 7, 2, 2]), q.winning_move([5, 6])

# %%
# The quotient's multiplication table, the P-portion in orange. Each sum of heaps is the
# product of its heaps' elements, so this table of 8 x 8 products decides every sum:

import matplotlib.pyplot as plt
import numpy as np

fig, ax = plt.subplots(figsize=(5.4, 5.0), layout="constrained")
in_p = np.isin(q.table, sorted(q.p_portion))
ax.imshow(in_p, cmap=plt.matplotlib.colors.ListedColormap(["#eef3fb", "#f5a05a"]))
for (i, j), x in np.ndenumerate(q.table):
    ax.text(j, i, q.names[x], ha="center", va="center", fontsize=9)
ticks = range(q.order)
ax.set_xticks(ticks, q.names)
ax.set_yticks(ticks, q.names)
ax.xaxis.tick_top()
ax.tick_params(length=0)
ax.set_title(f"R8, the misère quotient of 0.75\n{q.presentation()}", fontsize=10, pad=10)
plt.show()

# %%
# The order at each bound shows where the quotient settles, but a constant tail alone is not
# a proof. The periodicity theorem is (:func:`grundy.misere.quotient_period`, proved in its
# docstring in the manner of the Guy–Smith theorem): if the heaps' elements repeat with period
# p from heap n0 on, up to a bound N >= m (n0 + p) + t - 1 (t the most tokens a move removes,
# m the most heaps it leaves), then heaps N + 1, N + 2, ... have the same sets of option
# elements as heaps p below them, so they add nothing new: the quotient for N is the quotient
# of the whole game. For 0.75 that happens at N = 21, which proves Plambeck's result that R8
# is the quotient of every heap size; sums of heaps of any size are then answered:

whole = grundy.misere_quotient("0.75", 21)
whole.complete, whole.period

# %%

big = whole.outcome([10**50 + 1, 7, 7])
move = whole.winning_move([10**50, 1])
big, move.heap == 10**50, move.leave == (10**50 - 1,)

# %%
# Misère Kayles (0.77) keeps growing in this range:

kayles_orders = grundy.misere_quotient("0.77", 12).orders
kayles_orders

# %%
# and the quotient of 0.3122 for heaps up to 7 is infinite (Nowakowski, Games of No Chance 4):
# the computation stops at ``max_order`` with a one-line error saying so.
#
# On the command line:
#
# .. code-block:: console
#
#    $ grundy misere 0.75 --upto 12
#    misère quotient of 0.75 for heaps up to 12: order 8
#    presentation <a, b, c | a^2 = 1, b c = a b, c^2 = b^2, b^3 = b>
#    P-portion a, b^2
#    heaps 1:a 2:b 3:a 4:b 5:c 6:b 7:c 8:b 9:a b^2 10:b 11:a b^2 12:b
#    orders by bound 2 6 6 6 8 8 8 8 8 8 8 8
#    not proved complete: larger heaps may enlarge the quotient
#    $ grundy misere 0.75 5 6
#    N
#    heap 5 -> 4
