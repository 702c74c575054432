"""Evaluate a small nimber expression such as ``(3 + 5) * 7`` or ``inv(7) / sqrt(2)``.

Grammar (a subset of Python's expression syntax, read by this module's own tokenizer and
parser; nothing is ever passed to ``eval`` or :mod:`ast`):

- non-negative integer literals (decimal, ``0x``, ``0o``, ``0b``; ``_`` separators), below
  2^4096;
- ``a + b`` and ``a - b`` (both nim addition, XOR), ``a * b`` (nim product), ``a / b`` (nim
  quotient), ``a ** e`` with an integer literal exponent e (``-e`` inverts);
- ``inv(a)``, ``sqrt(a)``, ``log(a)`` (below 2^64, to the base :data:`NIM_LOG_GENERATOR`) and
  ``log(a, b)`` (to the base b);
- parentheses. Precedence and associativity are Python's (``**`` binds tightest, then ``*``
  and ``/``, then ``+`` and ``-``, each group from left to right).

The parser and the evaluator are iterative (operator-precedence parsing with explicit stacks),
so a sum of 100000 terms or parentheses nested 10000 deep cost only time proportional to the
length. Everything else (unary minus outside an exponent, ``^``, ``#`` comments, other names,
text that is not UTF-8) is an :class:`ExpressionError` naming the column.
"""

from __future__ import annotations

import re

from ..errors import InputFormatError, InvalidGameError
from .scalar import _mul, nim_div, nim_inv, nim_log, nim_pow, nim_sqrt

__all__ = ["evaluate", "ExpressionError", "MAX_BITS", "MAX_LENGTH"]

#: Literals must be below 2^MAX_BITS, so every value stays in GF(2^MAX_BITS).
MAX_BITS = 4096

#: The longest expression accepted, in characters (a sum of 100000 small terms fits).
MAX_LENGTH = 1_000_000

_FUNCTIONS = {"inv": (nim_inv, 1), "sqrt": (nim_sqrt, 1), "log": (nim_log, 2)}

_EXPECTED = "expected a number, an operator (+ - * / **), a function (inv, sqrt, log) or parentheses"

# One token per match: blanks, a number-like word (checked by int() afterwards, so that "1.5"
# or "12abc" is one bad number), a name, an operator or punctuation, any other character.
_TOKEN = re.compile(
    r"(?P<blank>\s+)"
    r"|(?P<number>[0-9][0-9A-Za-z_]*(?:\.[0-9A-Za-z_]*)?)"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<op>\*\*|//|<<|>>|[-+*/^%&|~@(),#.=<>!\[\]{}:;'\"])"
    r"|(?P<other>.)",
    re.ASCII | re.DOTALL,
)

_PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2}


class ExpressionError(InputFormatError, InvalidGameError):
    """A nimber expression that does not follow the grammar; the message names the column.

    Both an :class:`~grundy.errors.InputFormatError` (it is text in a format) and an
    :class:`~grundy.errors.InvalidGameError` (like every other error of :func:`evaluate`).
    """


def _fail(text: str, start: int | None, end: int | None, message: str) -> ExpressionError:
    """The error for `message` about text[start:end] (0-based; None: no place)."""
    if start is None:
        return ExpressionError(message)
    snippet = text[start:end] if end is not None and end > start else text[start : start + 1]
    if not snippet:  # the end of the text
        return ExpressionError(f"{message} at column {start + 1}")
    if len(snippet) > 30:
        snippet = snippet[:27] + "..."
    return ExpressionError(f"{message} at column {start + 1}: {snippet!r}")


def _tokens(text: str) -> list[tuple[str, str, int]]:
    """(kind, text, start) for each token of `text`, then ("end", "", len(text)).

    kind is "number", "name", "op" or "other"; blanks are dropped.
    """
    out = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        if kind != "blank":
            out.append((kind, m.group(), m.start()))
    out.append(("end", "", len(text)))
    return out


def _number(text: str, token: tuple[str, str, int], limit: bool = True) -> int:
    """The value of a number token; ExpressionError for a malformed one or (with `limit`) one of
    2^MAX_BITS or more."""
    _, word, start = token
    end = start + len(word)
    if "." in word or not re.fullmatch(r"0[xXoObB]_?[0-9A-Fa-f_]+|[0-9][0-9_]*", word):
        raise _fail(text, start, end, "expected a non-negative integer")
    if limit and word[:2] not in ("0x", "0X", "0o", "0O", "0b", "0B") and len(word.replace("_", "")) > 1300:
        raise _fail(text, start, end, f"a number must be below 2^{MAX_BITS}")  # 2^4096 has 1234 digits
    try:
        value = int(word, 0)
    except ValueError:  # "012", "1__0", "0x_", a digit beyond the base, or too many digits
        if len(word) > 4000 and word.replace("_", "").isdigit():
            raise _fail(text, start, end, "the number has too many digits") from None
        raise _fail(text, start, end, "expected a non-negative integer") from None
    if limit and value >> MAX_BITS:
        raise _fail(text, start, end, f"a number must be below 2^{MAX_BITS}")
    return value


def _exponent(text: str, tokens: list, i: int) -> tuple[int, int]:
    """The integer literal exponent after ``**`` at tokens[i]: an optionally negated literal,
    with any parentheses around either. Returns (exponent, index of the next token)."""
    _, _, where = tokens[i - 1]
    bad = "the exponent of ** must be an integer literal"
    opened = 0
    sign = 1
    while tokens[i][1] == "(" or (tokens[i][1] == "-" and sign == 1):
        if tokens[i][1] == "-":
            sign = -1
        else:
            opened += 1
        i += 1
    kind, word, start = tokens[i]
    if kind == "end":
        raise _fail(text, len(text), None, "cannot parse the expression: it ends early")
    if kind != "number":
        raise _fail(text, where, start + len(word), bad)
    e = sign * _number(text, tokens[i], limit=False)
    i += 1
    for _ in range(opened):
        kind, word, start = tokens[i]
        if kind == "end":
            raise _fail(text, len(text), None, "cannot parse the expression: '(' was never closed")
        if word != ")":
            raise _fail(text, where, start + len(word), bad)
        i += 1
    if tokens[i][1] == "**":  # a ** b ** c is a ** (b ** c): not a literal exponent
        raise _fail(text, where, tokens[i][2] + 2, bad)
    return e, i


def _parse(text: str) -> list[tuple]:
    """`text` in postfix order: ("num", value), ("op", "+" | "*" | "/"), ("pow", e),
    ("call", name, nargs). Operator-precedence parsing with explicit stacks (no recursion)."""
    tokens = _tokens(text)
    out: list[tuple] = []
    ops: list[tuple[str, int]] = []  # pending binary operators and "(" marks, with their columns
    frames: list[list] = []  # open parentheses: [name or None, start, arguments so far]
    operand = True  # an operand is expected next
    i = 0
    while True:
        kind, word, start = tokens[i]
        end = start + len(word)
        if kind == "other" and "\udc80" <= word <= "\udcff":  # a byte decoded with surrogateescape
            raise _fail(text, start, end,
                        f"the expression is not UTF-8 text: byte 0x{ord(word) - 0xDC00:02x}")
        if word == "#":
            raise _fail(text, start, None, "comments (#) are not part of a nimber expression")
        if operand:
            if kind == "number":
                out.append(("num", _number(text, tokens[i])))
                operand = False
            elif kind == "name":
                if tokens[i + 1][1] != "(":
                    raise _fail(text, start, end, _EXPECTED)
                if word not in _FUNCTIONS:
                    raise _fail(text, start, end, "the functions are inv, sqrt and log")
                frames.append([word, start, 0])
                ops.append(("(", start))
                i += 1  # the "("
            elif word == "(":
                frames.append([None, start, 0])
                ops.append(("(", start))
            elif word in ("-", "+", "~"):
                raise _fail(text, start, end, "no unary operators: nimbers are non-negative, and -x = x")
            elif word == ")" and frames and frames[-1][0] is not None and frames[-1][2] == 0:
                name, begin, _ = frames[-1]
                raise _fail(text, begin, end, _arity(name))
            elif kind == "end":
                if not out and not frames:
                    raise ExpressionError("the expression is empty")
                raise _fail(text, start, None, "cannot parse the expression: it ends early")
            else:
                raise _fail(text, start, end, _EXPECTED)
        else:
            if word in _PRECEDENCE:
                while ops and ops[-1][0] != "(" and _PRECEDENCE[ops[-1][0]] >= _PRECEDENCE[word]:
                    out.append(("op", ops.pop()[0]))
                ops.append((word, start))
                operand = True
            elif word == "**":
                e, i = _exponent(text, tokens, i + 1)
                out.append(("pow", e))
                continue
            elif word in (")", ","):
                while ops and ops[-1][0] != "(":
                    out.append(("op", ops.pop()[0]))
                if not frames:
                    raise _fail(text, start, end, "cannot parse the expression: unmatched ')'"
                                if word == ")" else _EXPECTED)
                frame = frames[-1]
                name, begin, nargs = frame
                if word == ",":
                    if name is None:
                        raise _fail(text, start, end, _EXPECTED)
                    frame[2] = nargs + 1
                    operand = True
                else:
                    frames.pop()
                    ops.pop()  # its "("
                    if name is not None:
                        nargs += 1
                        if nargs > _FUNCTIONS[name][1]:
                            raise _fail(text, begin, end, _arity(name))
                        out.append(("call", name, nargs))
            elif kind == "end":
                if frames:
                    raise _fail(text, frames[-1][1], None, "cannot parse the expression: '(' was never closed")
                while ops:
                    out.append(("op", ops.pop()[0]))
                return out
            elif word == "^":
                raise _fail(text, start, end, "'^' is not an operator here: use + for nim addition and ** for powers")
            elif word in ("//", "%", "&", "|", "<<", ">>", "@"):
                raise _fail(text, start, end, f"unsupported operator {word!r}: the operators are + - * / **")
            else:
                raise _fail(text, start, end, _EXPECTED)
        i += 1


def _arity(name: str) -> str:
    return f"{name} takes {'1 or 2 arguments' if _FUNCTIONS[name][1] == 2 else '1 argument'}"


def _run(program: list[tuple]) -> int:
    """Evaluate a postfix program of :func:`_parse` with a value stack."""
    stack: list[int] = []
    for step in program:
        kind = step[0]
        if kind == "num":
            stack.append(step[1])
        elif kind == "op":
            right = stack.pop()
            left = stack.pop()
            op = step[1]
            if op in "+-":
                stack.append(left ^ right)
            elif op == "*":
                stack.append(_mul(left, right))
            else:
                stack.append(nim_div(left, right))
        elif kind == "pow":
            stack.append(nim_pow(stack.pop(), step[1]))
        else:
            _, name, nargs = step
            args = stack[len(stack) - nargs :]
            del stack[len(stack) - nargs :]
            stack.append(_FUNCTIONS[name][0](*args))
    (value,) = stack
    return value


def evaluate(text: str) -> int:
    """The value of the nimber expression `text` (see the module docstring).

    Parameters
    ----------
    text : str
        The expression, at most :data:`MAX_LENGTH` characters.

    Returns
    -------
    int
        Its value, a nimber (a non-negative Python int).

    Raises
    ------
    ExpressionError
        If the text is not an expression of this grammar (the message names the column). It
        is an InputFormatError and an InvalidGameError.
    NimberZeroDivisionError
        On a division by 0 or ``inv(0)``.
    InvalidGameError
        On ``log`` of 0, of a value of 2^64 or more, or of a non-power of the base.

    Notes
    -----
    One pass to tokenize and parse, one to evaluate: O(length) steps besides the nimber
    operations themselves (an operation on values of b bits costs O(b^1.6) table products).

    Examples
    --------
    >>> evaluate("3141 * 5926"), evaluate("(3 + 5) * 7"), evaluate("2 ** 10"), evaluate("inv(7) * 7")
    (14994, 3, 2, 1)
    >>> evaluate(" + ".join(["1"] * 100001))  # 100001 terms: no recursion
    1
    >>> evaluate("2 ^ 3")
    Traceback (most recent call last):
    grundy.nimbers.expression.ExpressionError: '^' is not an operator here: use + for nim addition and ** for powers at column 3: '^'
    """
    if not isinstance(text, str):
        raise ExpressionError(f"the expression must be a str, not {type(text).__name__}")
    if len(text) > MAX_LENGTH:
        raise ExpressionError(f"the expression is longer than {MAX_LENGTH} characters")
    stripped = text.strip()
    if not stripped:
        raise ExpressionError("the expression is empty")
    return _run(_parse(stripped))
