"""Pictures of value sequences g(0), g(1), ... that other families draw too (the values of a
coin-turning game's single heads, of a spawning game's coins): the public face of the heaps'
drawing code.

:func:`sequence_svg` draws a sequence as a heap game's ``_repr_svg_`` does (SVG, 640 x 290
pixels, every value kept however many: thinned past 572 of them into runs, one pixel column
a run, showing every value of the run; the proved preperiod and period marked); when fewer
than two values are known, :func:`first_values` computes the first :data:`PICTURE_VALUES`
within a time limit. :func:`thin` and :func:`thinning_caption` are the thinning and its
caption, for a plot drawn another way (``grundy octal --plot``).
"""

from ._draw import PICTURE_VALUES, first_values, sequence_svg, thin, thinning_caption

__all__ = ["PICTURE_VALUES", "first_values", "sequence_svg", "thin", "thinning_caption"]
