"""
Octal games with certified periods
==================================

**Theorem (Guy–Smith).** If an octal game's moves remove at most t tokens and g(n + p) = g(n)
for n0 ≤ n < 2·n0 + p + t, then g(n + p) = g(n) for every n ≥ n0: finitely many values prove
the period.
"""

# %%
# Dawson's Kayles is 0.07:

import grundy

game = grundy.OctalGame("0.07")
values = game.values(20)
values.tolist()

# %%
# Its values become periodic, with period 34 from heap 53 on, and the certificate proves it:

certificate = game.certificate()
certificate.preperiod, certificate.period

# %%
# so any heap is answered from the period:

huge = game.value(10**15)
huge

# %%
# The game draws every value it has computed, the preperiod dashed and the period's repeats
# shaded. Here that is the 1024 values the certificate looked at: past 572 values the picture
# gives a pixel column to each run of heaps and shows every value the run takes, and its
# caption says so. A game that has computed nothing yet shows its first 300 values.

game
