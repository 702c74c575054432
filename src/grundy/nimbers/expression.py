"""Evaluate a small nimber expression such as ``(3 + 5) * 7`` or ``inv(7) / sqrt(2)``.

Grammar (Python's own syntax, parsed by :mod:`ast` and restricted to these nodes; nothing is
ever passed to ``eval``):

- non-negative integer literals (decimal, ``0x``, ``0o``, ``0b``; ``_`` separators), below
  2^4096;
- ``a + b`` and ``a - b`` (both nim addition, XOR), ``a * b`` (nim product), ``a / b`` (nim
  quotient), ``a ** e`` with an integer literal exponent e (``-e`` inverts);
- ``inv(a)``, ``sqrt(a)``, ``log(a)`` (below 2^64, to the base :data:`NIM_LOG_GENERATOR`) and
  ``log(a, b)`` (to the base b);
- parentheses. Precedence and associativity are Python's (``**`` binds tightest and to the
  right, then ``*`` and ``/``, then ``+`` and ``-``).
"""

from __future__ import annotations

import ast

from ..errors import InputFormatError
from .scalar import _mul, nim_div, nim_inv, nim_log, nim_pow, nim_sqrt

__all__ = ["evaluate", "MAX_BITS"]

#: Literals must be below 2^MAX_BITS, so every value stays in GF(2^MAX_BITS).
MAX_BITS = 4096

_MAX_LENGTH = 20000

_FUNCTIONS = {"inv": (nim_inv, 1), "sqrt": (nim_sqrt, 1), "log": (nim_log, 2)}


def _fail(text: str, node: ast.AST | None, message: str) -> InputFormatError:
    if node is not None and getattr(node, "col_offset", None) is not None:
        snippet = ast.get_source_segment(text, node) or ""
        if len(snippet) > 30:
            snippet = snippet[:27] + "..."
        return InputFormatError(f"{message} at column {node.col_offset + 1}: {snippet!r}")
    return InputFormatError(message)


def _literal(text: str, node: ast.AST) -> int:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        if node.value >> MAX_BITS:
            raise _fail(text, node, f"a number must be below 2^{MAX_BITS}")
        return node.value
    if isinstance(node, ast.Constant):
        raise _fail(text, node, "expected a non-negative integer")
    raise _fail(text, node, "expected a number, an operator (+ - * / **), a function (inv, sqrt, log) or parentheses")


def _exponent(text: str, node: ast.AST) -> int:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_exponent_literal(text, node.operand)
    return _exponent_literal(text, node)


def _exponent_literal(text: str, node: ast.AST) -> int:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    raise _fail(text, node, "the exponent of ** must be an integer literal")


def _eval(text: str, node: ast.AST) -> int:
    if isinstance(node, ast.BinOp):
        op = node.op
        if isinstance(op, ast.Pow):
            return nim_pow(_eval(text, node.left), _exponent(text, node.right))
        if isinstance(op, (ast.Add, ast.Sub, ast.Mult, ast.Div)):
            left, right = _eval(text, node.left), _eval(text, node.right)
            if isinstance(op, (ast.Add, ast.Sub)):
                return left ^ right
            return _mul(left, right) if isinstance(op, ast.Mult) else nim_div(left, right)
        if isinstance(op, ast.BitXor):
            raise _fail(text, node, "'^' is not an operator here: use + for nim addition and ** for powers")
        raise _fail(text, node, "unsupported operator")
    if isinstance(node, ast.UnaryOp):
        raise _fail(text, node, "no unary operators: nimbers are non-negative, and -x = x")
    if isinstance(node, ast.Call):
        name = node.func.id if isinstance(node.func, ast.Name) else None
        if name not in _FUNCTIONS:
            raise _fail(text, node, "the functions are inv, sqrt and log")
        func, most = _FUNCTIONS[name]
        if node.keywords or not 1 <= len(node.args) <= most:
            raise _fail(text, node, f"{name} takes {'1 or 2 arguments' if most == 2 else '1 argument'}")
        return func(*(_eval(text, a) for a in node.args))
    return _literal(text, node)


def evaluate(text: str) -> int:
    """The value of the nimber expression `text` (see the module docstring).

    Raises
    ------
    InputFormatError
        If the text is not an expression of this grammar (the message names the column).
    NimberZeroDivisionError
        On a division by 0 or ``inv(0)``.
    InvalidGameError
        On ``log`` of 0, of a value of 2^64 or more, or of a non-power of the base.

    Examples
    --------
    >>> evaluate("3141 * 5926"), evaluate("(3 + 5) * 7"), evaluate("2 ** 10"), evaluate("inv(7) * 7")
    (14994, 3, 2, 1)
    >>> evaluate("2 ^ 3")
    Traceback (most recent call last):
    grundy.errors.InputFormatError: '^' is not an operator here: use + for nim addition and ** for powers at column 1: '2 ^ 3'
    """
    if len(text) > _MAX_LENGTH:
        raise InputFormatError(f"the expression is longer than {_MAX_LENGTH} characters")
    stripped = text.strip()
    if not stripped:
        raise InputFormatError("the expression is empty")
    try:
        tree = ast.parse(stripped, mode="eval")
    except SyntaxError as e:
        where = f" at column {e.offset}" if e.offset else ""
        raise InputFormatError(f"cannot parse the expression{where}: {e.msg}") from None
    except (ValueError, RecursionError, MemoryError) as e:  # e.g. an integer literal of too many digits
        raise InputFormatError(f"cannot parse the expression: {e}") from None
    try:
        return _eval(stripped, tree.body)
    except RecursionError:
        raise InputFormatError("the expression is nested too deeply") from None
