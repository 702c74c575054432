# distutils: language = c++
# cython: language_level=3
"""The options of a Sprouts land (``sprouts.hpp``): the compiled twin of
:func:`grundy.search.sprouts.land_options`, writing every land the same way."""

from libcpp cimport bool as cbool
from libcpp.string cimport string
from libcpp.vector cimport vector

cdef extern from "grundy/search/sprouts.hpp" namespace "grundy_sprouts":
    cbool land_options_cpp "grundy_sprouts::land_options"(const string &text, vector[string] &result) nogil


def land_options(str land):
    """The options of a canonical land: a list of tuples of canonical lands, each once, fewest
    lives first, then in the order of the tuples (as the reference sorts them).

    Complexity: as the reference, with the constant of compiled code.
    """
    cdef vector[string] result
    cdef string text = land.encode("ascii")
    if not land_options_cpp(text, result):
        raise ValueError(f"not a canonical Sprouts land: {land!r}")
    cdef list out = []
    cdef string s
    for s in result:
        out.append(tuple(s.decode("ascii").split("+")) if s.size() else ())
    return out


cdef extern from "grundy/search/sprouts.hpp" namespace "grundy_sprouts":
    long text_lives(const string &text) nogil


def lives(str land):
    """The lives of a canonical land (or of lands joined by '+'), read off its text: the
    compiled twin of :func:`grundy.search.sprouts._lives`.

    Complexity: O(length of the text).
    """
    return text_lives(land.encode("ascii"))
