"""
Tokens on a graph, with and without cycles
==========================================

**Theorem.** On a DAG each vertex's value is the mex of its followers' values, and several
tokens form a sum: the first player wins iff the XOR of the tokens' values is not 0. With
cycles, generalized values ∞(K) decide win, loss or draw, and a finite value still adds by XOR.
"""

# %%
# The DAG 0 → 1 → 2 → 3 with the arc 0 → 2; each vertex's value:

import grundy

edges = [[0, 1], [1, 2], [0, 2], [2, 3]]
dag_values = grundy.dag_grundy(edges)
dag_values.tolist()

# %%
# With tokens on 0 and 1 the XOR is 2 ⊕ 0 = 2, so the first player wins, by moving the token
# on 0 to 1 (a vertex of value 0, making the XOR 0):

analysis = grundy.analyze_tokens(edges, tokens=[0, 1])
analysis.outcome.word, analysis.move

# %%
# A small position draws itself: each vertex holds its value, the tokens' vertices are gold
# and the winning move is red:

analysis

# %%
# With a 2-cycle between 0 and 1, a token there can keep the game going forever:

loopy_edges = [[0, 1], [1, 0], [0, 2], [2, 3]]
loopy = grundy.loopy_grundy(loopy_edges)
loopy_values = [str(loopy.value(v)) for v in range(4)]
loopy_outcomes = [loopy.outcome(v).word for v in range(4)]
loopy_values, loopy_outcomes

# %%
# A token on 0 (value ∞(1)) and one on 2 (value 1): ∞(1) + 1 is a first-player win, by moving
# the token on 0 to 2, which leaves 1 + 1 = 0:

grundy.analyze_tokens(loopy_edges, tokens=[0, 2])
