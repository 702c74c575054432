"""Sphinx configuration of grundy's documentation (``sphinx-build -W -b html docs docs/_build``).

The gallery is made by sphinx-gallery: each script in docs/examples runs in the build and
becomes a page of docs/gallery (generated, not kept in git), with its output and pictures.
Links to Python, NumPy, SciPy and NetworkX go through intersphinx; each inventory is fetched
from its site and, where that is not reachable, read from the copy in docs/_intersphinx (so
that the build stays free of warnings offline; ``python docs/_intersphinx/update.py`` renews the
copies).
"""

import sys
from pathlib import Path

import grundy

# The gallery's scraper and sort key are named by import path (Sphinx caches the configuration).
sys.path.insert(0, str(Path(__file__).resolve().parent / "_ext"))

project = "grundy"
author = "The grundy developers"
copyright = "2026, The grundy developers"
release = grundy.__version__
version = release

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.intersphinx",
    "sphinx.ext.mathjax",
    "numpydoc",
    "sphinx_gallery.gen_gallery",
    "new_results_table",
]
autodoc_default_options = {"members": False}
numpydoc_show_class_members = False
numpydoc_xref_param_type = False
exclude_patterns = ["_build", "examples"]
html_theme = "pydata_sphinx_theme"
html_title = f"grundy {release}"
html_theme_options = {"navigation_with_keys": False, "show_toc_level": 2}
html_static_path: list[str] = []


def _inventory(url: str, name: str) -> tuple[str, tuple[None, str]]:
    """The site's inventory, else the copy kept in docs/_intersphinx."""
    return url, (None, f"_intersphinx/{name}.inv")


intersphinx_mapping = {
    "python": _inventory("https://docs.python.org/3/", "python"),
    "numpy": _inventory("https://numpy.org/doc/stable/", "numpy"),
    "scipy": _inventory("https://docs.scipy.org/doc/scipy/", "scipy"),
    "networkx": _inventory("https://networkx.org/documentation/stable/", "networkx"),
}
intersphinx_timeout = 10

sphinx_gallery_conf = {
    "examples_dirs": "examples",
    "gallery_dirs": "gallery",
    "filename_pattern": r"\.py$",  # run every example, not only plot_*.py
    "within_subsection_order": "gallery_support.GalleryOrder",
    # matplotlib figures, and the pictures that grundy's objects draw of themselves
    "image_scrapers": ("matplotlib", "gallery_support.svg_scraper"),
    "capture_repr": ("_repr_html_", "__repr__"),
    "doc_module": ("grundy",),
    "abort_on_example_error": True,
    "show_signature": False,
    "download_all_examples": False,
    "write_computation_times": False,
}
