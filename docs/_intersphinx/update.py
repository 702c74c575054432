"""Renew the copies of the intersphinx inventories that the docs build falls back on when a
site is not reachable: ``python docs/_intersphinx/update.py`` (needs the network).

docs/conf.py's ``intersphinx_mapping`` names the sites; each copy is that site's
``objects.inv``, saved here as ``<name>.inv``.
"""

from __future__ import annotations

import ast
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent


def sites() -> dict[str, str]:
    """The name and base URL of each inventory, read from docs/conf.py without running it."""
    tree = ast.parse((HERE.parent / "conf.py").read_text(encoding="utf-8"))
    for node in tree.body:
        target = node.targets[0] if isinstance(node, ast.Assign) else None
        if getattr(target, "id", "") == "intersphinx_mapping":
            return {ast.literal_eval(k): ast.literal_eval(v.args[0])
                    for k, v in zip(node.value.keys, node.value.values)}
    raise SystemExit("docs/conf.py has no intersphinx_mapping")


def main() -> None:
    for name, url in sites().items():
        with urllib.request.urlopen(url + "objects.inv", timeout=30) as r:
            data = r.read()
        if not data.startswith(b"# Sphinx inventory version"):
            raise SystemExit(f"{url}objects.inv is not a Sphinx inventory")
        (HERE / f"{name}.inv").write_bytes(data)
        print(f"{name}: {len(data)} bytes from {url}")


if __name__ == "__main__":
    main()
