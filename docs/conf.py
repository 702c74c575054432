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
exclude_patterns = ["_build"]
html_theme = "pydata_sphinx_theme"
html_title = f"grundy {release}"
html_theme_options = {"navigation_with_keys": False, "show_toc_level": 2}
html_static_path: list[str] = []
