"""
Green Hackenbush: colon and fusion
==================================

**Theorem.** A tree hanging from the ground has the value of a Nim heap computed by the colon
principle (a vertex's branches add by XOR, an edge below adds one); a cycle can be fused into a
single vertex with a loop for each of its edges (fusion principle), so any graph has a value.
"""

# %%
# A triangle on the ground (its three edges fuse into three loops: ``*1``) with a path of two
# edges and a loop hanging from it (a chain of three edges: ``*3``), so the value is
# 1 ⊕ 3 = 2:

import grundy

edges = [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [4, 4]]
analysis = grundy.analyze_hackenbush(edges)
triangle = grundy.hackenbush_value([[0, 1], [1, 2], [2, 0]])  # the triangle alone
analysis.value, analysis.outcome.word, triangle

# %%
# An analysis draws itself, vertex 0 on the ground and the winning cuts in red, with its value
# and the winner above:

analysis

# %%
# With a chain of two edges hanging from the triangle instead, the value is 1 ⊕ 2 = 3, and
# cutting the chain's top edge (edge 4, leaving 1 ⊕ 1 = 0) wins:

chain = [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4]]
cuts = grundy.hackenbush_winning_cuts(chain)
cuts.tolist()

# %%

grundy.analyze_hackenbush(chain)
