"""pytest collects docs/ for the doctests of its .rst pages. The gallery's scripts are run by
tests/test_docs.py instead (importing them would run them at collection); docs/gallery is what
the docs build makes of them, and the build's extension module and the script that renews the
intersphinx inventories hold no doctests."""

collect_ignore_glob = ["examples/*", "gallery/*", "_build/*", "_ext/*", "_intersphinx/*"]
