"""Subcommands of the ``grundy`` command line, one module per family.

Each module defines ``register(sub)``, which adds its subparsers to the argparse
sub-parser action ``sub`` and sets ``run`` on each: a function taking the parsed arguments
and returning the text to print. :data:`MODULES` lists them in the order ``--help`` shows.
"""

MODULES = ("judge", "tokens", "hackenbush", "heaps", "nimber", "geography")
