"""Saved values of a heap game: :func:`save_state` writes them (with the code) to an ``.npz``
file atomically, in the narrowest type that holds them; :func:`read_state` reads a file back,
checking its shape and size before it loads it (``grundy.heaps.takebreak.load_state`` makes the
game of it)."""

from __future__ import annotations

import os
import numpy as np

from .._limits import check_memory, shorten
from ..errors import InvalidGameError
from ._describe import narrowest
from .rules import HeapRules

__all__ = ["save_state", "read_state", "NOT_A_STATE"]


def save_state(path: str | os.PathLike[str], game: HeapRules) -> None:
    """Write the values computed so far and the code of `game` (a
    :class:`~grundy.TakeAndBreak`, :class:`~grundy.OctalGame` or :class:`~grundy.HeapRuleset`)
    to `path` (``np.savez``), atomically.

    The state goes to ``path + ".tmp"`` first and replaces `path` only when complete; the
    temporary file is removed when writing fails. Values are stored in the narrowest unsigned
    type that holds them (one byte a value while they stay below 256, two below 65536).

    Raises
    ------
    InvalidGameError
        If `path` is a directory.
    OSError
        If the file cannot be written (naming `path`).
    """
    path = os.fspath(path)
    if os.path.isdir(path):
        raise InvalidGameError(f"cannot save to {path}: it is a directory")
    tmp = path + ".tmp"
    values = game.values(game.computed)
    narrow = narrowest(int(values.max()) if len(values) else 0)
    try:
        with open(tmp, "wb") as f:
            np.savez(f, values=values.astype(narrow, copy=False), code=np.array(game.code))
        os.replace(tmp, path)
    except OSError as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise OSError(e.errno, e.strerror, path) from None


NOT_A_STATE = "not a saved heap-game state"


def read_state(path: str) -> tuple[str, np.ndarray]:
    """The code and values of a saved state, checking its shape and memory before loading."""
    import zipfile

    bad = InvalidGameError(f"{path}: {NOT_A_STATE}")
    try:
        with zipfile.ZipFile(path) as z:
            names = set(z.namelist())
            if names != {"values.npy", "code.npy"}:
                raise bad
            with z.open("values.npy") as f:
                version = np.lib.format.read_magic(f)
                if version == (1, 0):
                    shape, _, dtype = np.lib.format.read_array_header_1_0(f)
                else:
                    shape, _, dtype = np.lib.format.read_array_header_2_0(f)
            if len(shape) != 1 or dtype.kind not in "iu" or dtype.hasobject:
                raise bad
            check_memory(int(shape[0]) * max(dtype.itemsize, 4) * 2,
                         f"{path} ({shorten(shape[0], 20)} saved values)")
        with np.load(path, allow_pickle=False) as f:
            code, values = f["code"], f["values"]
    except InvalidGameError:  # "not a state" above, or too large for memory
        raise
    except (zipfile.BadZipFile, ValueError, KeyError, EOFError, TypeError):
        raise bad from None
    except OSError as e:
        raise InvalidGameError(f"{path}: {e.strerror or NOT_A_STATE}") from None
    if code.ndim != 0 or code.dtype.kind != "U":
        raise bad
    return str(code), values
