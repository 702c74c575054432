# The canonical form of a small connected graph, for the compiled search cores.
#
# The same code as grundy.search.games.canonical_form (the Python engine's), so that the compiled
# and the Python engines key a small component alike and share lasting tables: the least, over
# the leaves of an individualization-refinement search tree, of the adjacency bitstring (bit
# b(b-1)/2 + a for an edge between the vertices labelled a < b). The same refinement (a vertex's
# next colour is the rank of its colour followed by its neighbours' colours sorted, compared as
# tuples), the same cell split (the lowest colour held by two vertices or more) and the same
# pruning of twins give the same set of leaves, hence the same least code.
#
# A graph is given by its vertices' neighbour masks adj[0..k-1] (k <= CANON_MAX: the code's
# k(k-1)/2 bits fit one word). A colouring's signatures are packed in a word, one hex digit per
# colour plus one (the vertex's, then its neighbours' in ascending order, then zeros), so that
# comparing the words compares the tuples (a prefix sorts first); degrees below k <= 11 and
# colours below k keep every digit within 1..12.

from libc.stdint cimport uint16_t, uint64_t

cdef extern from "grundy/_canon.h":
    enum: CANON_MAX "GRUNDY_CANON_MAX"
    uint64_t canon_code "grundy_canon_code"(const uint16_t *adj, int k) noexcept nogil
