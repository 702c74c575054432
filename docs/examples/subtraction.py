"""
A subtraction game and its period
=================================

**Theorem.** A subtraction game with a finite set S of moves has an eventually periodic
sequence of Grundy values, and a period can be *proved* from finitely many values (the
sequence repeats once a window of max(S) values repeats).
"""

# %%
# Take 1, 3 or 4 tokens from a heap:

import grundy

game = grundy.SubtractionGame([1, 3, 4])
values = game.values(14)
values.tolist()

# %%
# The period, proved from the values computed so far:

certificate = game.certificate()
certificate.preperiod, certificate.period

# %%
# so any heap is answered from it at once:

huge = game.value(10**18)
huge

# %%
# The game draws the values it has computed (the 80 the certificate looked at, as its caption
# says), the period's repeats shaded:

game
