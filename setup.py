"""Build the compiled kernels: every ``src/grundy/**/*.pyx`` becomes one extension module.

The project's metadata lives in pyproject.toml; this file only declares the extensions.
Cython and numpy are needed at build time only (``[build-system] requires``). Each ``.pyx``
starts with its own ``# cython:`` directives (bounds checks off, C division), so a module
compiled by hand with ``cythonize -i`` is the same as the one pip builds.
"""

from pathlib import Path

import numpy as np
from Cython.Build import cythonize
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SRC = Path(__file__).resolve().parent / "src"


class OptimizedBuildExt(build_ext):
    """build_ext with optimisation on for every compiler (Python's own CFLAGS may lack it)."""

    def build_extensions(self):
        if self.compiler.compiler_type == "msvc":
            args = ["/O2"]
        else:
            args = ["-O3"]
        for ext in self.extensions:
            ext.extra_compile_args = args + list(ext.extra_compile_args)
        super().build_extensions()


def extensions():
    exts = []
    for pyx in sorted(SRC.glob("grundy/**/*.pyx")):
        rel = pyx.relative_to(SRC)
        exts.append(
            Extension(
                ".".join(rel.with_suffix("").parts),
                [str(pyx.relative_to(SRC.parent))],
                include_dirs=[np.get_include()],
                define_macros=[("NPY_NO_DEPRECATED_API", "NPY_1_7_API_VERSION")],
            )
        )
    # include_path: kernels cimport shared declarations such as grundy/_interrupt.pxd.
    return cythonize(exts, compiler_directives={"language_level": "3"}, include_path=[str(SRC)],
                     quiet=True)


setup(ext_modules=extensions(), cmdclass={"build_ext": OptimizedBuildExt})
