"""
How long a game lasts, and several games at once
================================================

**Remoteness** counts the moves of a game when the winner hurries and the loser delays;
**suspense** when the winner delays and the loser hurries. Both are odd exactly where the
player to move wins. They decide the conjunctive compounds (move in every game at once): the
least remoteness, or the largest suspense number, tells who wins (C. A. B. Smith, 1966).
"""

# %%
# The subtraction game {1, 5}: heap 5 can be won at once (take 5) or slowly (take 1 at a
# time), so its remoteness is 1 and its suspense 5.

import grundy

game = grundy.SubtractionGame([1, 5])
remote = game.remoteness_values(60)
suspense = game.remoteness_values(60, suspense=True)
remote[:12].tolist(), suspense[:12].tolist()

# %%
# Along the heaps, the two numbers grow at the same rate but part where the winner has a
# choice: the odd ones are the N-positions (where g is not 0).

import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(8, 3.6))
ax.step(range(60), remote, where="mid", label="remoteness (winner hurries)")
ax.step(range(60), suspense, where="mid", label="suspense (winner delays)", alpha=0.8)
wins = game.values(60) != 0
ax.scatter([n for n in range(60) if wins[n]], remote[wins], s=10, color="black", zorder=3,
           label="N-positions (odd numbers)")
ax.set_xlabel("heap n", fontsize=12)
ax.set_ylabel("moves to the end", fontsize=12)
ax.set_title("Subtraction game {1, 5}", fontsize=13)
ax.legend(fontsize=10)
fig.tight_layout()
plt.show()

# %%
# Heaps 7 and 9, played at once in every way:

take = lambda n: [n - k for k in (1, 5) if k <= n]
outcomes = {kind: grundy.compound_outcome([7, 9], take, kind).word
            for kind in ("disjunctive", "conjunctive", "continued-conjunctive", "selective")}
outcomes

# %%
# In the conjunctive compound the least remoteness decides, and the winning moves keep it:

grundy.compound_winning_moves([7, 9], take, "conjunctive")
