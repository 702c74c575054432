"""Lazy exports for packages: a public name's module is imported on first access.

``import grundy`` stays cheap (no numpy import) until a family is used, so a command that
needs one family does not pay for the others.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # typing is not imported at run time: the command line starts sooner
if TYPE_CHECKING:
    from collections.abc import Callable


def lazy_exports(package: str, exports: dict[str, str]) -> tuple[Callable, Callable]:
    """``__getattr__`` and ``__dir__`` for `package`, which exports each name of `exports`
    from the module named by its value (relative to `package`, e.g. ``".dag"``)."""

    def __getattr__(name: str):
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        # the import statement's own machinery (importlib's package costs a millisecond of
        # every command's start)
        name_ = module.lstrip(".")
        level = len(module) - len(name_)
        value = getattr(__import__(name_, {"__name__": package, "__package__": package}, None,
                                   ["__name__"], level), name)
        setattr(sys.modules[package], name, value)
        return value

    def __dir__() -> list[str]:
        return sorted(set(vars(sys.modules[package])) | set(exports))

    return __getattr__, __dir__
