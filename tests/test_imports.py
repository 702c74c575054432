"""The package's import graph: no import circle anywhere in src/grundy, and the core imports
nothing above it.

Every import counts: at module level, inside functions, and under ``if TYPE_CHECKING:`` (what
a type checker follows). Python modules are read with :mod:`ast`; Cython modules (.pyx, .pxd)
line by line, ``cimport`` included.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"
PACKAGE = SRC / "grundy"

# what the core may import: itself and the base modules below every family
CORE_MAY_IMPORT = re.compile(r"grundy\.(core(\..+)?|errors|_limits|_progress|_lazy)$")

_CYTHON_IMPORT = re.compile(
    r"^\s*(?:from\s+(?P<base>[.\w]+)\s+c?import\s+(?P<names>[^#]+)|c?import\s+(?P<mods>[^#]+))")


def _modules(root: Path = PACKAGE) -> dict[str, tuple[Path, bool]]:
    """Module name -> (file, is a package's __init__), for .py, .pyx and .pxd files."""
    mods: dict[str, tuple[Path, bool]] = {}
    for path in sorted(root.rglob("*")):
        if path.suffix not in (".py", ".pyx", ".pxd") or "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        is_pkg = parts[-1] == "__init__"
        if is_pkg:
            parts.pop()
        mods.setdefault(".".join(parts), (path, is_pkg))
    return mods


def _absolute(module: str, is_pkg: bool, level: int, name: str | None) -> str:
    """The absolute name of a (maybe relative) import `name` made in `module`."""
    if level == 0:
        return name or ""
    base = module.split(".")
    if not is_pkg:
        base.pop()
    base = base[: len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))


def _imported(module: str, path: Path, is_pkg: bool) -> list[tuple[str, int]]:
    """(absolute name, line) of every import in a module's file; ``from pkg import name`` gives
    ``pkg.name`` (a module, or a name that `import_graph` takes back to ``pkg``)."""
    found: list[tuple[str, int]] = []
    if path.suffix == ".py":
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [(a.name, node.lineno) for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _absolute(module, is_pkg, node.level, node.module)
                found += [(f"{base}.{a.name}", node.lineno) for a in node.names]
        return found
    for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        m = _CYTHON_IMPORT.match(line)
        if not m:
            continue
        if m["base"]:
            dots = len(m["base"]) - len(m["base"].lstrip("."))
            base = _absolute(module, is_pkg, dots, m["base"].lstrip(".") or None)
            names = [n.split(" as ")[0].strip(" ()") for n in m["names"].split(",")]
            found += [(f"{base}.{n}", lineno) for n in names if n]
        else:
            found += [(n.split(" as ")[0].strip(), lineno) for n in m["mods"].split(",")]
    return found


def import_graph(root: Path = PACKAGE) -> dict[str, dict[str, int]]:
    """Module -> {module of the package it imports: line of the first such import}. A name
    that is not a module (``from pkg.mod import obj``) counts as its nearest module."""
    mods = _modules(root)
    graph: dict[str, dict[str, int]] = {}
    for module, (path, is_pkg) in mods.items():
        edges: dict[str, int] = {}
        for name, lineno in _imported(module, path, is_pkg):
            if name != root.name and not name.startswith(root.name + "."):
                continue
            while name and name not in mods:
                name = name.rpartition(".")[0]
            if name and name != module:
                edges.setdefault(name, lineno)
        graph[module] = edges
    return graph


def find_cycle(graph: dict[str, dict[str, int]]) -> list[str] | None:
    """A circle of imports (its modules in order, the first repeated at the end), or None.
    Iterative depth-first search."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    for start in sorted(graph):
        if start in state:
            continue
        path = [start]
        iters = [iter(sorted(graph[start]))]
        state[start] = 1
        while path:
            nxt = next(iters[-1], None)
            if nxt is None:
                state[path.pop()] = 2
                iters.pop()
                continue
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state and nxt in graph:
                state[nxt] = 1
                path.append(nxt)
                iters.append(iter(sorted(graph[nxt])))
    return None


def test_no_import_circle():
    graph = import_graph()
    assert len(graph) > 50  # the walk found the package
    cycle = find_cycle(graph)
    assert cycle is None, "import circle: " + " -> ".join(
        f"{a} (line {graph[a][b]})" for a, b in zip(cycle, cycle[1:])) + f" -> {cycle[-1]}"


def test_core_imports_nothing_above_it():
    graph = import_graph()
    above = {(m, t, line) for m, edges in graph.items() if m == "grundy.core" or m.startswith("grundy.core.")
             for t, line in edges.items() if not CORE_MAY_IMPORT.match(t)}
    assert not above, sorted(above)


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "grundy"
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def test_the_walk_finds_a_function_level_circle(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "",
        "core/__init__.py": "from .a import f\n",
        "core/a.py": "def f():\n    from ..fam.b import g\n    return g()\n",
        "fam/__init__.py": "",
        "fam/b.py": "from ..core.a import f\n\ndef g():\n    return 1\n",
    })
    graph = import_graph(root)
    assert graph["grundy.core.a"] == {"grundy.fam.b": 2}
    cycle = find_cycle(graph)
    assert cycle is not None and set(cycle) == {"grundy.core.a", "grundy.fam.b"}


def test_the_walk_reads_cython_cimports(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "",
        "_bits.pxd": "cdef inline int f(int x):\n    return x\n",
        "k/__init__.py": "",
        "k/_kernels.pyx": "from grundy._bits cimport f\nfrom ..k import user\n",
        "k/user.py": "from . import _kernels\n",
    })
    graph = import_graph(root)
    assert "grundy._bits" in graph["grundy.k._kernels"]
    assert find_cycle(graph) is not None  # user -> _kernels -> user


@pytest.mark.parametrize("text, target", [
    ("from .. import errors\n", "grundy.errors"),
    ("from ..errors import GrundyError\n", "grundy.errors"),
    ("import grundy.errors\n", "grundy.errors"),
    ("if TYPE_CHECKING:\n    from ..errors import GrundyError\n", "grundy.errors"),
])
def test_the_walk_resolves_each_form(tmp_path, text, target):
    root = _package(tmp_path, {"__init__.py": "", "errors.py": "", "core/__init__.py": "",
                               "core/m.py": text})
    assert set(import_graph(root)["grundy.core.m"]) == {target}
