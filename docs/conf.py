"""Sphinx configuration of grundy's documentation (``sphinx-build -W -b html docs docs/_build``)."""

import grundy

project = "grundy"
author = "The grundy developers"
copyright = "2026, The grundy developers"
release = grundy.__version__
version = release

extensions = ["sphinx.ext.autodoc", "sphinx.ext.mathjax", "numpydoc"]
autodoc_default_options = {"members": False}
numpydoc_show_class_members = False
numpydoc_xref_param_type = False
exclude_patterns = ["_build", "_generated"]
html_theme = "pydata_sphinx_theme"
html_title = f"grundy {release}"
html_theme_options = {"navigation_with_keys": False, "show_toc_level": 2}
html_static_path: list[str] = []


def _pictures(app) -> None:
    """Draw the gallery's pictures with grundy itself (docs/_generated, not kept in git)."""
    from pathlib import Path

    out = Path(app.srcdir) / "_generated"
    out.mkdir(exist_ok=True)
    octal = grundy.OctalGame("0.07")
    octal.values(300)
    octal.certificate()
    (out / "octal_007.svg").write_text(octal._repr_svg_())
    h = grundy.analyze_hackenbush([[0, 1], [1, 2], [2, 0], [2, 3], [3, 4]])
    (out / "hackenbush.svg").write_text(h._repr_svg_())
    t = grundy.analyze_tokens([[0, 1], [1, 2], [0, 2], [2, 3]], tokens=[0, 1])
    (out / "tokens.svg").write_text(t._repr_svg_())
    ge = grundy.gallai_edmonds([[0, 1], [1, 2], [2, 3], [3, 0], [0, 4]])
    (out / "gallai_edmonds.svg").write_text(ge._repr_svg_())


def setup(app):
    app.connect("builder-inited", _pictures)
