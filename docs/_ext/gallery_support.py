"""What the gallery's build needs beyond sphinx-gallery's own options (docs/conf.py names these
by their import paths, so that Sphinx can cache the configuration).

- :func:`svg_scraper`: a code block whose last line is an object that draws itself in a
  notebook (``_repr_svg_``: octal and subtraction games, Hackenbush and tokens analyses,
  geography strategies, Gallai-Edmonds decompositions, Cram boards, ...) shows that picture, as
  Jupyter would. sphinx-gallery captures ``_repr_html_`` and ``__repr__`` only; the text repr is
  still shown below the picture.
- :class:`GalleryOrder`: the order of the examples in the gallery.
"""

from __future__ import annotations

import ast
from pathlib import Path

#: The examples in the order the gallery shows them (file names in docs/examples).
ORDER = [
    "subtraction.py",
    "tokens.py",
    "hackenbush.py",
    "geography.py",
    "cram.py",
    "nim_family.py",
    "octal.py",
    "misere.py",
    "paper.py",
    "nimbers.py",
    "coins.py",
]


class GalleryOrder:
    """Sort key of sphinx-gallery's ``within_subsection_order``: the place in :data:`ORDER`
    (an example missing there comes last, by name)."""

    def __init__(self, src_dir: str) -> None:
        self.src_dir = src_dir

    def __call__(self, filename: str) -> tuple[int, str]:
        name = Path(filename).name
        return (ORDER.index(name) if name in ORDER else len(ORDER), name)

    def __repr__(self) -> str:
        return f"GalleryOrder({self.src_dir!r})"


def _ends_in_expression(code: str) -> bool:
    try:
        body = ast.parse(code).body
    except SyntaxError:
        return False
    return bool(body) and isinstance(body[-1], ast.Expr)


def svg_scraper(block, block_vars, gallery_conf) -> str:
    """sphinx-gallery image scraper: the SVG picture of the block's last expression, if it has
    one, written next to the matplotlib figures and embedded the same way."""
    from sphinx_gallery.scrapers import figure_rst

    if not _ends_in_expression(block.content):
        return ""
    value = block_vars["example_globals"].get("___")  # where sphinx-gallery keeps that value
    draw = getattr(value, "_repr_svg_", None)
    if draw is None or isinstance(value, type):
        return ""
    svg = draw()
    if not isinstance(svg, str) or not svg.lstrip().startswith("<svg"):
        return ""
    path = Path(next(block_vars["image_path_iterator"])).with_suffix(".svg")
    path.write_text(svg, encoding="utf-8")
    return figure_rst([str(path)], gallery_conf["src_dir"])
