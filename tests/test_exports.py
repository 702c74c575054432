"""The public names of the packages that load their modules lazily: each package's literal
``__all__`` (what type checkers read), its lazy-export table ``_EXPORTS`` (what runs) and its
``if TYPE_CHECKING:`` imports (the types checkers see) name the same objects.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import subprocess
import sys
import types
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "grundy"


def _lazy_packages() -> list[str]:
    """The packages whose ``__init__`` calls ``lazy_exports``."""
    found = []
    for init in sorted(PACKAGE.rglob("__init__.py")):
        if "lazy_exports(" in init.read_text(encoding="utf-8"):
            parts = init.parent.relative_to(PACKAGE.parent).parts
            found.append(".".join(parts))
    return found


LAZY = _lazy_packages()


def _tree(name: str) -> ast.Module:
    module = importlib.import_module(name)
    return ast.parse(Path(module.__file__).read_text(encoding="utf-8"))


def _literal_all(tree: ast.Module) -> list[str]:
    """The names of the one ``__all__ = [...]`` assignment, a list of string literals."""
    values = [node.value for node in tree.body if isinstance(node, ast.Assign)
              and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)]
    assert len(values) == 1, "one assignment of __all__"
    assert isinstance(values[0], ast.List), "__all__ is a list literal"
    names = []
    for item in values[0].elts:
        assert isinstance(item, ast.Constant) and isinstance(item.value, str), ast.unparse(item)
        names.append(item.value)
    return names


def _type_checking_block(tree: ast.Module) -> ast.If:
    blocks = [node for node in tree.body if isinstance(node, ast.If)
              and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"]
    assert len(blocks) == 1, "one `if TYPE_CHECKING:` block"
    return blocks[0]


def _bound_at_import(tree: ast.Module) -> set[str]:
    """Names that the module binds when it runs (its top-level statements, no branch)."""
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update(a.asname or a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.Assign):
            names.update(n.id for t in node.targets for n in ast.walk(t) if isinstance(n, ast.Name))
    return names


def test_the_lazy_packages_are_found():
    assert {"grundy", "grundy.heaps", "grundy.nimbers", "grundy.graphbase"} <= set(LAZY)


@pytest.mark.parametrize("name", LAZY)
def test_all_is_the_lazy_names_and_the_eager_ones(name):
    module = importlib.import_module(name)
    tree = _tree(name)
    names = _literal_all(tree)
    assert names == module.__all__
    assert len(set(names)) == len(names), "a name twice in __all__"
    exports = list(module._EXPORTS)
    assert [n for n in names if n in module._EXPORTS] == exports  # every lazy name, in order
    eager = [n for n in names if n not in module._EXPORTS]
    assert set(eager) <= _bound_at_import(tree), "a name of __all__ is neither lazy nor defined"


@pytest.mark.parametrize("name", LAZY)
def test_every_name_resolves_to_the_object_of_its_module(name):
    module = importlib.import_module(name)
    submodules = {m.name for m in pkgutil.iter_modules(module.__path__)}
    for export, where in module._EXPORTS.items():
        # a submodule of the same name would replace the name once the submodule is imported
        assert export not in submodules, f"{name}.{export} is also a module"
        expected = getattr(importlib.import_module(where, name), export)
        assert getattr(module, export) is expected, f"{name}.{export}"
        assert not isinstance(expected, types.ModuleType)
    for export in module.__all__:
        getattr(module, export)


@pytest.mark.parametrize("name", LAZY)
def test_type_checkers_see_the_same_objects(name):
    """The ``if TYPE_CHECKING:`` imports bind exactly the lazy names, to the same objects."""
    module = importlib.import_module(name)
    seen = {}
    for node in _type_checking_block(_tree(name)).body:
        assert isinstance(node, ast.ImportFrom), ast.unparse(node)
        source = importlib.import_module("." * node.level + (node.module or ""), name)
        for alias in node.names:
            seen[alias.asname or alias.name] = getattr(source, alias.name)
    assert sorted(seen) == sorted(module._EXPORTS)
    for export, value in seen.items():
        assert value is getattr(module, export), f"{name}.{export}"


def test_importing_the_packages_loads_no_family():
    """``import grundy`` and its packages stay lazy: no module of a family, and no numpy."""
    code = ("import sys\n"
            + "".join(f"import {name}\n" for name in LAZY)
            + "print(' '.join(sorted(sys.modules)))\n")
    loaded = set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                check=True).stdout.split())
    ours = {m for m in loaded if m == "grundy" or m.startswith("grundy.")}
    assert ours == {*LAZY, "grundy._lazy", "grundy.errors"}
    assert "numpy" not in loaded


# grundy.graphs: the former home of the graph families, deprecated (one release)

def test_graphs_names_warn_and_are_the_objects_of_their_homes():
    import grundy.graphs as graphs

    assert sorted(graphs.__all__) == sorted(graphs._HOMES)
    for name in graphs.__all__:
        home = importlib.import_module(f"grundy.{graphs._HOMES[name]}")
        assert name in home.__all__
        with pytest.warns(DeprecationWarning, match=rf"import {name} from grundy\.{home.__name__[7:]}$") as seen:
            value = getattr(graphs, name)
        assert value is getattr(home, name)
        assert [w.filename for w in seen] == [__file__]  # the caller's line, where it will break
        assert name not in vars(graphs)  # not cached: every use is told


def test_graphs_from_import_warns_at_the_importing_line():
    with pytest.warns(DeprecationWarning, match="import dag_grundy from grundy.tokens") as seen:
        from grundy.graphs import dag_grundy
    # (the import system asks hasattr first: two warnings, which Python shows once, a line)
    assert {(w.filename, w.lineno) for w in seen} == {(__file__, seen[0].lineno)}
    import grundy

    assert dag_grundy is grundy.dag_grundy


def test_graphs_import_alone_neither_warns_nor_loads_a_family():
    code = ("import sys, warnings\nwarnings.simplefilter('error')\nimport grundy.graphs\n"
            "[getattr(grundy.graphs, n) for n in dir(grundy.graphs)]\nprint(' '.join(sorted(sys.modules)))\n")
    loaded = set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                check=True).stdout.split())
    assert {m for m in loaded if m.startswith("grundy.")} == {"grundy.graphs", "grundy._lazy",
                                                               "grundy.errors"}


def test_graphs_unknown_name_and_dir():
    """dir() does not offer the deprecated names, so reading every attribute it lists (as
    pytest's collection and completion do) warns of nothing."""
    import warnings

    import grundy.graphs as graphs

    with pytest.raises(AttributeError, match="has no attribute 'nope'"):
        graphs.nope  # noqa: B018
    assert not set(graphs.__all__) & set(dir(graphs))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for name in dir(graphs):
            getattr(graphs, name)


def test_graphs_type_checkers_see_the_objects_of_the_homes():
    import grundy.graphs as graphs

    seen = {}
    for node in _type_checking_block(_tree("grundy.graphs")).body:
        assert isinstance(node, ast.ImportFrom), ast.unparse(node)
        source = importlib.import_module("." * node.level + (node.module or ""), "grundy.graphs")
        assert source.__name__ == f"grundy.{graphs._HOMES[node.names[0].name]}"
        for alias in node.names:
            seen[alias.asname or alias.name] = getattr(source, alias.name)
    assert sorted(seen) == sorted(graphs.__all__)
