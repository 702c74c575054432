"""Subcommands of the ``grundy`` command line, one module per family.

Each module defines ``register(sub)``, which adds its subparsers to the argparse
sub-parser action ``sub`` and sets ``run`` on each: a function taking the parsed arguments
and returning the text to print (a str, or bytes written as they are). :data:`COMMANDS`
maps each subcommand to its module, in the order ``--help`` shows; the command line imports
only the module of the command it runs.
"""

COMMANDS = {
    "judge": "judge",
    "tokens": "tokens",
    "hackenbush": "hackenbush",
    "nim": "heaps",
    "wythoff": "heaps",
    "moore-nim": "heaps",
    "staircase": "heaps",
    "fibonacci-nim": "heaps",
    "octal": "heaps",
    "misere": "misere",
    "compound": "compound",
    "play": "play",
    "nimber": "nimber",
    "geography": "geography",
    "search": "search",
}

#: The modules, each once, in the order of :data:`COMMANDS`.
MODULES = tuple(dict.fromkeys(COMMANDS.values()))
