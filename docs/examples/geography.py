"""
Vertex geography and maximum matchings
======================================

**Theorem.** In undirected vertex geography the player to move from v wins exactly when every
maximum matching covers v; the winning strategy answers each move along the matching edge.
"""

# %%
# A 4-cycle with a pendant vertex; who wins from each start vertex:

import grundy

edges = [[0, 1], [1, 2], [2, 3], [3, 0], [0, 4]]
wins = grundy.geography_wins(edges)
wins.tolist()

# %%
# From vertex 0 the first player wins. The strategy is given the path played so far and
# answers along a matching edge: here 0 → 4, after which the second player is stuck.

strategy = grundy.geography_strategy(edges, 0)
strategy.winner, strategy.move([0])

# %%
# The strategy draws itself: the start ringed in red, the matching edges that the winner
# always moves along thick:

strategy

# %%
# The losing start vertices 1, 3 and 4 are the set D of the Gallai–Edmonds decomposition:
# those that some maximum matching leaves exposed. The decomposition draws itself, D at the
# bottom, its neighbours A above, and one maximum matching thick:

decomposition = grundy.gallai_edmonds(edges)
decomposition

# %%
# A graph can also be given as a :class:`networkx.Graph` or a sparse matrix of
# :mod:`scipy.sparse`; for a NetworkX graph the answers are by node label. The Petersen graph
# has a perfect matching, so every start vertex wins:

import networkx as nx

petersen = nx.petersen_graph()
petersen_wins = grundy.geography_wins(petersen)
petersen_wins
