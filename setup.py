"""Build the compiled kernels: every ``src/grundy/**/*.pyx`` becomes one extension module.

The project's metadata lives in pyproject.toml; this file only declares the extensions.
Cython and numpy are needed at build time only (``[build-system] requires``). Each ``.pyx``
starts with its own ``# cython:`` directives (bounds checks off, C division), so a module
compiled by hand with ``cythonize -i`` is the same as the one pip builds.

What keeps the build quick and the wheel small:

- Cython translates the modules in parallel, and the C compiler compiles them in parallel
  (one job per CPU; ``GRUNDY_BUILD_JOBS`` sets another number).
- No debug information (``-g0``; ``GRUNDY_DEBUG_BUILD=1`` keeps Python's ``-g``), and on
  Linux the modules are stripped when linked.
- Cython's shared utility module: one copy of the memoryview and helper code
  (``grundy._cyutility``) for the modules that lose nothing by it, instead of one copy
  compiled into each. A module that uses the memoryview helpers in its hot loops calls them
  through the shared module instead of inlining them, so the modules measured slower with it
  (``STANDALONE``: octal heaps +13%, DAG values +13-21%, text parsing +2-5%, the nimber
  kernels 40-80%; and the CSR kernels, which were measured with the DAG values) keep their own
  copy.
"""

import os
import sys
from pathlib import Path

import numpy as np
from Cython.Build import cythonize
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SRC = Path(__file__).resolve().parent / "src"
JOBS = int(os.environ.get("GRUNDY_BUILD_JOBS", "0")) or os.cpu_count() or 1
DEBUG = os.environ.get("GRUNDY_DEBUG_BUILD", "0") not in ("", "0")
SHARED = "grundy._cyutility"
# modules whose hot loops lose speed when the memoryview helpers are not inlined (measured)
STANDALONE = {"grundy.nimbers._kernels", "grundy.heaps._kernels", "grundy.tokens._kernels",
              "grundy.graphbase._kernels", "grundy._textio_kernels"}


class OptimizedBuildExt(build_ext):
    """build_ext with optimisation on for every compiler (Python's own CFLAGS may lack it),
    without debug information, compiling the extensions in parallel."""

    def finalize_options(self):
        super().finalize_options()
        if not self.parallel:
            self.parallel = JOBS

    def build_extensions(self):
        if self.compiler.compiler_type == "msvc":
            args, link = ["/O2"], []
        else:
            args = ["-O3"] + ([] if DEBUG else ["-g0"])
            link = ["-s"] if sys.platform.startswith("linux") and not DEBUG else []
        for ext in self.extensions:
            ext.extra_compile_args = args + list(ext.extra_compile_args)
            ext.extra_link_args = link + list(ext.extra_link_args)
        super().build_extensions()


def extensions():
    common = dict(include_dirs=[np.get_include(), str(SRC)],
                  define_macros=[("NPY_NO_DEPRECATED_API", "NPY_1_7_API_VERSION")])
    shared = [Extension(SHARED, ["src/" + SHARED.replace(".", "/") + ".c"], **common)]
    alone = []
    # the largest first: with one job per CPU the small ones fill in at the end
    for pyx in sorted(SRC.glob("grundy/**/*.pyx"), key=lambda p: -p.stat().st_size):
        rel = pyx.relative_to(SRC)
        name = ".".join(rel.with_suffix("").parts)
        # the C and C++ headers it may include (grundy/*.h, and those beside it), so that a
        # change to one builds the module again
        headers = sorted(SRC.glob("grundy/*.h")) + sorted(pyx.parent.glob("**/*.hpp"))
        (alone if name in STANDALONE else shared).append(
            Extension(name, [str(pyx.relative_to(SRC.parent))],
                      depends=[str(h.relative_to(SRC.parent)) for h in headers], **common))
    # include_path: kernels cimport shared declarations such as grundy/_interrupt.pxd.
    options = dict(compiler_directives={"language_level": "3"}, include_path=[str(SRC)],
                   quiet=True, nthreads=JOBS)
    exts = (cythonize(shared, shared_utility_qualified_name=SHARED, **options)
            + cythonize(alone, **options))
    return sorted(exts, key=lambda e: -os.path.getsize(e.sources[0]))


setup(ext_modules=extensions(), cmdclass={"build_ext": OptimizedBuildExt})
