"""The nimber family at its edges: every ufunc keyword and method, inputs of every integer type
(negative values are errors, never huge nimbers), Nimber operators with no nimber meaning,
long and malformed ``grundy nimber`` expressions, Ctrl-C in the long kernels, the memory
checks of the matrix functions and the two nimber judges, and Ctrl-C inside the ufuncs.

The ufuncs are checked against Python loops over the scalar functions of grundy (nim_mul ...,
on Python ints), on random uint64 data. Interrupts are sent to real processes (to the test
process itself for the ufuncs); the memory ceiling is lowered with GRUNDY_MAX_MEMORY, so
nothing large is allocated.
"""

from __future__ import annotations

import ast
import functools
import io
import os
import re
import signal
import subprocess
import sys
import threading
import time
from fractions import Fraction

import numpy as np
import pytest
from numpy.lib.stride_tricks import as_strided

import grundy
from grundy import (
    GrundyError,
    InputFormatError,
    InvalidGameError,
    Nimber,
    ResourceLimitError,
    nim_det,
    nim_div,
    nim_inv,
    nim_log,
    nim_matrix_inverse,
    nim_mul,
    nim_pow,
    nim_rank,
    nim_solve,
    nim_sqrt,
)
from grundy.cli import main
from grundy.judge import solve
from grundy.nimbers import ufuncs
from grundy.nimbers.expression import ExpressionError, evaluate

U64 = np.uint64
UFUNCS = [ufuncs.nim_multiply, ufuncs.nim_divide, ufuncs.nim_power, ufuncs.nim_inverse, ufuncs.nim_square_root]
BINARY = UFUNCS[:3]
UNARY = UFUNCS[3:]


def scalar(ufunc, *args: int) -> int:
    """The ufunc's value on Python ints, by the scalar functions of grundy (0 for x / 0 and 1 / 0)."""
    name = ufunc.__name__
    if name == "nim_multiply":
        return nim_mul(*args)
    if name == "nim_divide":
        x, y = args
        return nim_div(x, y) if y else 0
    if name == "nim_power":
        return nim_pow(*args)
    if name == "nim_inverse":
        return nim_inv(args[0]) if args[0] else 0
    return nim_sqrt(args[0])


def oracle(ufunc, *arrays) -> np.ndarray:
    """The ufunc by a Python loop over the broadcast operands."""
    b = np.broadcast(*arrays)
    return np.array([scalar(ufunc, *map(int, t)) for t in b], dtype=U64).reshape(b.shape)


def random_u64(rng, shape) -> np.ndarray:
    a = rng.integers(0, 2**64, shape, dtype=U64)
    flat = a.reshape(-1)
    flat[::5] >>= U64(48)  # small values too
    flat[::7] = 0
    return a


def fold(ufunc, values, start=None) -> int:
    """Left fold of the ufunc's scalar function over `values` (from `start` if given)."""
    values = [int(v) for v in values]
    if start is not None:
        values = [start] + values
    return functools.reduce(lambda x, y: scalar(ufunc, x, y), values)


def run_main(capsys, monkeypatch, argv, stdin: bytes = b""):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


# -- 1. every ufunc keyword and method ---------------------------------------------------------


def test_where_with_out_as_reported():
    x = np.arange(10, dtype=U64)
    out = np.zeros_like(x)
    r = grundy.nim_multiply(x, x, out=out, where=x % 2 == 0)
    assert r is out
    assert out.tolist() == [nim_mul(i, i) if i % 2 == 0 else 0 for i in range(10)]


@pytest.mark.parametrize("ufunc", UFUNCS, ids=lambda f: f.__name__)
def test_out_and_where(ufunc):
    rng = np.random.default_rng(100)
    args = [random_u64(rng, (6, 9)) for _ in range(ufunc.nin)]
    if ufunc is ufuncs.nim_power:
        args[1] %= U64(1000)
    expected = oracle(ufunc, *args)
    mask = rng.random((6, 9)) < 0.5
    out = np.full((6, 9), 12345, U64)
    assert ufunc(*args, out=out, where=mask) is out
    assert (out == np.where(mask, expected, 12345)).all()
    # a broadcast mask, a strided output, out= as a tuple
    row_mask = mask[:1]
    big = np.full((6, 18), 7, U64)
    ufunc(*args, out=(big[:, ::2],), where=row_mask)
    assert (big[:, ::2] == np.where(row_mask, expected, 7)).all() and (big[:, 1::2] == 7).all()
    # where= without out=: only the selected entries are defined
    r = ufunc(*args, where=mask, out=None)
    assert (r[mask] == expected[mask]).all()
    # an int64 output: uint64 -> int64 is a same_kind cast
    out64 = np.empty((6, 9), np.int64)
    ufunc(*args, out=out64)
    assert (out64.astype(U64) == expected).all()


@pytest.mark.parametrize("ufunc", UFUNCS, ids=lambda f: f.__name__)
def test_dtype_and_casting(ufunc):
    rng = np.random.default_rng(101)
    args = [random_u64(rng, 12) for _ in range(ufunc.nin)]
    expected = oracle(ufunc, *args)
    for casting in ("no", "equiv", "safe", "same_kind", "unsafe"):
        assert (ufunc(*args, casting=casting) == expected).all()
        assert (ufunc(*args, dtype=U64, casting=casting) == expected).all()
    assert (ufunc(*args, dtype="uint64") == expected).all()
    assert (ufunc(*args, signature=(U64,) * (ufunc.nin + 1)) == expected).all()
    small = [a.astype(np.uint32) for a in args]
    assert (ufunc(*small) == oracle(ufunc, *small)).all()  # a safe cast
    with pytest.raises(TypeError):  # casting="no" forbids even a safe cast
        ufunc(*small, casting="no")
    for dtype in (np.int64, np.float64, np.uint32):
        with pytest.raises(TypeError, match="gives numpy.uint64 results"):
            ufunc(*args, dtype=dtype)


def test_reduce_with_axis_initial_where_keepdims_out():
    rng = np.random.default_rng(102)
    m = random_u64(rng, (4, 5))
    m[m == 0] = 5
    mul = ufuncs.nim_multiply
    assert mul.reduce(m, axis=0).tolist() == [fold(mul, m[:, j]) for j in range(5)]
    assert mul.reduce(m, axis=1).tolist() == [fold(mul, m[i]) for i in range(4)]
    assert int(mul.reduce(m, axis=None)) == int(mul.reduce(m, axis=(1, 0))) == fold(mul, m.ravel())
    assert mul.reduce(m, axis=0, keepdims=True).shape == (1, 5)
    assert mul.reduce(m, axis=1, initial=7).tolist() == [fold(mul, m[i], 7) for i in range(4)]
    mask = rng.random((4, 5)) < 0.5
    assert mul.reduce(m, axis=1, where=mask).tolist() == [fold(mul, m[i][mask[i]], 1) for i in range(4)]
    assert mul.reduce(m, axis=0, where=mask[0], initial=3).tolist() == [
        fold(mul, m[:, j], 3) if mask[0, j] else 3 for j in range(5)]
    out = np.zeros(5, U64)
    assert mul.reduce(m, axis=0, out=out) is out and out.tolist() == [fold(mul, m[:, j]) for j in range(5)]
    assert mul.reduce(m, axis=0, dtype=U64).tolist() == out.tolist()
    assert mul.reduce(np.zeros((0, 3), U64), axis=0).tolist() == [1, 1, 1]
    for f in (ufuncs.nim_divide, ufuncs.nim_power):
        v = m[1] if f is ufuncs.nim_divide else m[1] % U64(50)
        assert int(f.reduce(v)) == fold(f, v)
        assert f.reduce(m if f is ufuncs.nim_divide else m % U64(50), axis=0).tolist() == [
            fold(f, (m if f is ufuncs.nim_divide else m % U64(50))[:, j]) for j in range(5)]
        assert int(f.reduce(v, initial=9)) == fold(f, v, 9)


def test_accumulate_outer_reduceat_at():
    rng = np.random.default_rng(103)
    m = random_u64(rng, (3, 6))
    for f in BINARY:
        a = m % U64(40) if f is ufuncs.nim_power else m
        assert f.accumulate(a[0]).tolist() == [fold(f, a[0][: i + 1]) for i in range(6)]
        assert f.accumulate(a, axis=0).tolist() == [[fold(f, a[: i + 1, j]) for j in range(6)] for i in range(3)]
        out = np.empty(6, U64)
        assert f.accumulate(a[1], out=out) is out and out.tolist() == [fold(f, a[1][: i + 1]) for i in range(6)]
        assert (f.outer(a[0], a[1]) == oracle(f, a[0][:, None], a[1][None, :])).all()
        assert f.outer(a[:2], a[2, :4]).shape == (2, 6, 4)
        assert f.reduceat(a[0], [0, 2, 5]).tolist() == [fold(f, a[0][0:2]), fold(f, a[0][2:5]), fold(f, a[0][5:])]
        # at: unbuffered, repeated indices apply again; a scalar and a Python int operand
        target = random_u64(rng, 5)
        idx, vals = [0, 4, 4, -1, 2], random_u64(rng, 5) % U64(1000)
        expected = target.tolist()
        for i, v in zip(idx, vals.tolist()):
            expected[i] = scalar(f, expected[i], v)
        f.at(target, idx, vals)
        assert target.tolist() == expected
        f.at(target, [1, 1], 3)
        expected[1] = scalar(f, scalar(f, expected[1], 3), 3)
        assert target.tolist() == expected
        grid = random_u64(rng, (2, 3))
        expected = grid.tolist()
        expected[1][2] = scalar(f, expected[1][2], 6)
        f.at(grid, (1, 2), U64(6))
        assert grid.tolist() == expected
    for f in UNARY:
        v = random_u64(rng, 6)
        expected = [scalar(f, x) if i in (0, 3) else x for i, x in enumerate(v.tolist())]
        f.at(v, [0, 3])
        assert v.tolist() == expected


# -- 2. inputs of every integer type -----------------------------------------------------------

INT_TYPES = [np.int8, np.int16, np.int32, np.int64, np.longlong, np.uint8, np.uint16, np.uint32,
             np.uint64, np.ulonglong]


@pytest.mark.parametrize("dtype", INT_TYPES + [np.bool_], ids=lambda t: np.dtype(t).name + np.dtype(t).char)
def test_every_integer_dtype_is_accepted(dtype):
    rng = np.random.default_rng(104)
    hi = 2 if dtype is np.bool_ else int(min(np.iinfo(dtype).max, 2**63 - 1)) + 1
    x = rng.integers(0, hi, 20).astype(dtype)
    y = random_u64(rng, 20)
    for f in BINARY:
        yy = y % U64(100) if f is ufuncs.nim_power else y
        assert (f(x, yy) == oracle(f, x, yy)).all()
        assert (f(yy, x) == oracle(f, yy, x)).all()
        assert (f(x, x) == oracle(f, x, x)).all()
    for f in UNARY:
        assert (f(x) == oracle(f, x)).all() and f(x).dtype == U64


def test_python_ints_and_object_arrays():
    for f in BINARY:
        for a, b in ((3, 5), (2**64 - 1, 2**64 - 1), (0, 2**63), (True, 7)):
            r = f(a, b)
            assert isinstance(r, np.uint64) and int(r) == scalar(f, int(a), int(b))
        x = np.array([1, 2**64 - 1, 12345], U64)
        assert f(x, 7).tolist() == [scalar(f, int(v), 7) for v in x]
        assert f(2**64 - 2, x).tolist() == [scalar(f, 2**64 - 2, int(v)) for v in x]
    obj = np.array([5, 2**64 - 1, np.uint8(9), Nimber(6)], dtype=object)
    assert ufuncs.nim_multiply(obj, 3).tolist() == [nim_mul(v, 3) for v in (5, 2**64 - 1, 9, 6)]
    assert ufuncs.nim_square_root(obj).tolist() == [nim_sqrt(v) for v in (5, 2**64 - 1, 9, 6)]
    assert int(grundy.nim_inverse(7)) == nim_inv(7)


BAD_VALUES = [
    (lambda: grundy.nim_multiply(np.array([3, -1]), 5), "not -1"),
    (lambda: grundy.nim_multiply(5, np.array([3, -1], np.int8)), "not -1"),
    (lambda: grundy.nim_divide(np.arange(4, dtype=np.uint64), np.array([1, 2, -3, 4], np.int16)), "not -3"),
    (lambda: grundy.nim_power(np.array([-2**63]), np.array([1], np.uint64)), "not -9223372036854775808"),
    (lambda: grundy.nim_inverse(np.array([[1, 2], [3, -4]], np.int32)), "not -4"),
    (lambda: grundy.nim_square_root(-1), "not -1"),
    (lambda: grundy.nim_multiply(np.arange(3, dtype=np.uint64), -1), "not -1"),
    (lambda: grundy.nim_multiply(-5, 3), "not -5"),
    (lambda: grundy.nim_multiply(2**64, 3), "below 2^64, not 18446744073709551616"),
    (lambda: grundy.nim_multiply(np.arange(3, dtype=np.uint64), 10**30), "below 2^64"),
    (lambda: grundy.nim_inverse(2**70), "below 2^64"),
    (lambda: grundy.nim_multiply(np.array([1, 2**64], dtype=object), 3), "below 2^64"),
    (lambda: grundy.nim_multiply(np.array([1, -2], dtype=object), 3), "not -2"),
    (lambda: grundy.nim_multiply(np.array([1, 1.5], dtype=object), 3), "not 1.5"),
    (lambda: grundy.nim_multiply(np.array([None]), 3), "not None"),
    (lambda: grundy.nim_multiply(np.array([-1, 2]), 1, out=np.zeros(2, np.uint64), where=[True, True]), "not -1"),
]


@pytest.mark.parametrize("call, msg", BAD_VALUES)
def test_negative_and_out_of_range_values_are_errors(call, msg):
    with pytest.raises(InvalidGameError, match=re.escape(msg)) as e:
        call()
    assert isinstance(e.value, ValueError) and isinstance(e.value, GrundyError)
    assert "\n" not in str(e.value)


@pytest.mark.parametrize("bad", [np.array([1.0]), 2.5, np.array([1j]), np.array(["7"]), "7",
                                 np.array([1], "m8[s]"), np.float32(3)], ids=repr)
def test_non_integer_inputs_are_type_errors(bad):
    for f in UFUNCS:
        args = (bad, U64(3))[: f.nin]
        with pytest.raises(TypeError, match="takes integers"):
            f(*args)


def test_methods_check_signed_and_object_input():
    mul = grundy.nim_multiply
    v = np.array([3, 5, 7, 9])
    assert int(mul.reduce(v)) == fold(mul, v)
    assert int(mul.reduce([3, 5, 7])) == fold(mul, [3, 5, 7])
    assert int(mul.reduce(v.astype(object))) == fold(mul, v)
    assert int(mul.reduce(np.array([], np.int64))) == 1
    assert mul.reduce(np.array([[3, 5], [7, 9]], np.int16), axis=0).tolist() == [nim_mul(3, 7), nim_mul(5, 9)]
    assert mul.outer(v, [1, 2]).tolist() == [[nim_mul(int(a), b) for b in (1, 2)] for a in v]
    for bad in (np.array([3, -5, 7]), np.array([-3, 5]), np.array([3, -5], dtype=object)):
        with pytest.raises(InvalidGameError):
            mul.reduce(bad)
        with pytest.raises(InvalidGameError):  # dtype=uint64 used to cast -5 to 2^64 - 5 silently
            mul.reduce(bad, dtype=U64)
        with pytest.raises(InvalidGameError):
            mul.outer(bad, [1])
    target = np.arange(1, 5, dtype=U64)
    with pytest.raises(InvalidGameError):
        mul.at(target, [0, 1], -2)
    mul.at(target, [0, 1], 2)  # a Python int
    assert target.tolist() == [nim_mul(1, 2), nim_mul(2, 2), 3, 4]
    # nim_divide and nim_power have no identity: a reduction of signed values needs initial=
    for f in (grundy.nim_divide, grundy.nim_power):
        with pytest.raises(InvalidGameError, match="needs initial="):
            f.reduce(np.array([3, 2]))
        assert int(f.reduce(np.array([3, 2]), initial=5)) == fold(f, [3, 2], 5)
        with pytest.raises(InvalidGameError):
            f.reduce(np.array([-3, 2]), initial=5)
    with pytest.raises(TypeError):  # accumulate needs one dtype throughout: uint64 only
        mul.accumulate(np.array([3, 5]))
    assert mul.accumulate(np.array([3, 5], np.uint16)).tolist() == [3, nim_mul(3, 5)]


def test_still_real_ufuncs():
    for f in UFUNCS:
        assert isinstance(f, np.ufunc) and f.types == (["LL->L"] if f.nin == 2 else ["L->L"])
        assert "InvalidGameError" in f.__doc__


# -- 3. Nimber operators that have no nimber meaning -------------------------------------------


@pytest.mark.parametrize("op", [
    lambda: Nimber(3) ** 0.5,
    lambda: Nimber(3) ** Fraction(1, 2),
    lambda: Nimber(3) ** np.float64(2),
    lambda: Nimber(3) ** np.array([1, 2]),
    lambda: Nimber(3) // 2,
    lambda: 7 // Nimber(3),
    lambda: Nimber(3) // Nimber(2),
    lambda: Nimber(3) % 2,
    lambda: 7 % Nimber(3),
    lambda: divmod(Nimber(7), 2),
    lambda: divmod(7, Nimber(2)),
    lambda: ~Nimber(3),
    lambda: Nimber(3) * np.array([1, 2]),
    lambda: Nimber(3) + np.array([1, 2]),
    lambda: Nimber(3) / np.array([1, 2]),
    lambda: Nimber(3) * 2.5,
    lambda: Nimber(3) + Fraction(1, 2),
], ids=["pow-float", "pow-fraction", "pow-np-float", "pow-array", "floordiv", "rfloordiv", "floordiv-nimbers",
        "mod", "rmod", "divmod", "rdivmod", "invert", "mul-array", "add-array", "div-array", "mul-float",
        "add-fraction"])
def test_int_fallbacks_are_type_errors(op):
    with pytest.raises(TypeError, match="nimbers"):
        op()


def test_nimber_arithmetic_is_unchanged():
    assert Nimber(3) ** 2 == 2 and Nimber(2) ** -1 == 3 and Nimber(3) ** np.int64(2) == 2
    assert 2 ** Nimber(2) == 3 and Nimber(3) * np.int64(2) == 1 and Nimber(6) / 3 == nim_div(6, 3)
    assert isinstance(Nimber(3) ** np.int64(2), Nimber) and isinstance(Nimber(5) - 3, Nimber)
    assert (Nimber(6) & 3, Nimber(6) ^ 3, Nimber(6) << 1) == (2, 5, 12)
    assert f"{Nimber(5):d}" == "5" and "%d" % Nimber(5) == "5"


# -- 4. grundy nimber EXPR ---------------------------------------------------------------------


def ast_oracle(text: str) -> int:
    """Python's own parse of a (short) expression, evaluated by the scalar functions."""
    funcs = {"inv": nim_inv, "sqrt": nim_sqrt, "log": nim_log}

    def ev(node):
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Call):
            return funcs[node.func.id](*map(ev, node.args))
        if isinstance(node, ast.UnaryOp):  # only a negated exponent
            return -ev(node.operand)
        left, right = ev(node.left), ev(node.right)
        op = type(node.op)
        if op is ast.Pow:
            return nim_pow(left, right)
        if op in (ast.Add, ast.Sub):
            return left ^ right
        return nim_mul(left, right) if op is ast.Mult else nim_div(left, right)

    return ev(ast.parse(text, mode="eval").body)


def random_expression(rng, depth: int) -> str:
    r = rng.random()
    if depth == 0 or r < 0.25:
        v = int(rng.integers(1, 2**20)) if rng.random() < 0.7 else int(rng.integers(1, 2**63))
        return rng.choice([str(v), hex(v), f"{v:_}"])
    if r < 0.35:
        f = rng.choice(["inv", "sqrt"])
        return f"{f}({random_expression(rng, depth - 1)})"
    if r < 0.45:
        e = int(rng.integers(-3, 40))
        wrap = rng.choice(["{}", "({})"])
        return f"{random_expression(rng, 0)} ** {wrap.format(e)}"
    if r < 0.55:
        return f"({random_expression(rng, depth - 1)})"
    op = rng.choice(["+", "-", "*", "/"])
    return f"{random_expression(rng, depth - 1)} {op} {random_expression(rng, depth - 1)}"


def test_expressions_follow_pythons_grammar():
    rng = np.random.default_rng(105)
    checked = 0
    for _ in range(400):
        text = random_expression(rng, 5)
        try:
            expected = ast_oracle(text)
        except ZeroDivisionError:
            with pytest.raises(ZeroDivisionError):
                evaluate(text)
            continue
        assert evaluate(text) == expected, text
        checked += 1
    assert checked > 300


def test_long_sums_and_deep_nesting_evaluate_without_recursion():
    assert evaluate(" + ".join(["1"] * 100000)) == 0
    assert evaluate("+".join(["1"] * 100001)) == 1
    assert evaluate(" * ".join(["2"] * 100000)) == nim_pow(2, 100000)
    assert evaluate("(" * 50000 + "7" + ")" * 50000) == 7
    terms = [3 * i + 1 for i in range(30000)]
    assert evaluate(" + ".join(f"{t} * {t + 1}" for t in terms)) == functools.reduce(
        lambda s, t: s ^ nim_mul(t, t + 1), terms, 0)
    assert evaluate("inv(" * 20001 + "2" + ")" * 20001) == 3  # inv(2) = 3, inv(3) = 2


def test_long_sum_through_the_cli(capsys, monkeypatch):
    expr = " + ".join(["1"] * 100000)
    assert run_main(capsys, monkeypatch, ["nimber", expr]) == (0, "0\n", "")
    words = ["nimber"] + (expr + " + 1").split()  # as the shell passes it unquoted: 200001 words
    assert run_main(capsys, monkeypatch, words) == (0, "1\n", "")


@pytest.mark.parametrize("expr, msg", [
    ("1 + \udcff", "not UTF-8 text: byte 0xff at column 5"),
    ("\udc80", "not UTF-8 text: byte 0x80"),
    ("1 # 2", "comments (#) are not part of a nimber expression at column 3"),
    ("# 1", "comments (#)"),
    ("1 +# 2", "comments (#)"),
    ("(1", "'(' was never closed"),
    ("1 2", "expected a number"),
])
def test_bad_expressions_are_one_line_errors(capsys, monkeypatch, expr, msg):
    with pytest.raises(ExpressionError, match=re.escape(msg)) as e:
        evaluate(expr)
    assert isinstance(e.value, InvalidGameError) and isinstance(e.value, InputFormatError)
    code, out, err = run_main(capsys, monkeypatch, ["nimber", expr])
    assert code == 2 and out == "" and err.count("\n") == 1 and msg in err and "codec" not in err


def test_non_utf8_argument_in_a_real_process():
    r = subprocess.run([sys.executable, "-m", "grundy", "nimber", b"3 * \xff"], capture_output=True)
    err = r.stderr.decode("utf-8", "replace")
    assert r.returncode == 2 and r.stdout == b"" and err.count("\n") == 1
    assert "not UTF-8 text: byte 0xff" in err and "Traceback" not in err and "codec" not in err


# -- 5. Ctrl-C in the long kernels -------------------------------------------------------------


def interrupt_when_ready(code: str, after: float = 2.0, env=None):
    """Run `code` in a new interpreter; once it prints a line, wait `after` seconds and send SIGINT.
    Returns (exit status, stderr, seconds from the signal to the exit)."""
    p = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env=dict(os.environ, **(env or {})))
    assert p.stdout.readline().strip() == b"ready"
    time.sleep(after)
    sent = time.perf_counter()
    p.send_signal(signal.SIGINT)
    _, err = p.communicate(timeout=60)
    return p.returncode, err.decode(), time.perf_counter() - sent


MATRIX_CALLS = ["grundy.nim_det(m)", "grundy.nim_rank(m)", "grundy.nim_solve(m, m[:, 0])",
                "grundy.nim_matrix_inverse(m)"]


@pytest.mark.slow
def test_matrix_kernels_honour_ctrl_c_within_a_second():
    # One process runs the four calls on a 3000 x 3000 matrix (minutes of work each) in turn; each
    # is interrupted 2 s after it starts (its copies take well under that) and must stop at once.
    code = ("import numpy as np\nimport grundy\n"
            "m = np.random.default_rng(1).integers(1, 2**64, (3000, 3000), dtype=np.uint64)\n"
            f"for call in [{', '.join('lambda: ' + c for c in MATRIX_CALLS)}]:\n"
            "    print('ready', flush=True)\n"
            "    try:\n        call()\n    except KeyboardInterrupt:\n        print('stopped', flush=True)\n"
            "    else:\n        print('finished', flush=True)\n")
    p = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env=dict(os.environ, GRUNDY_QUIET="1"))
    try:
        for call in MATRIX_CALLS:
            assert p.stdout.readline().strip() == b"ready"
            time.sleep(2.0)
            sent = time.perf_counter()
            p.send_signal(signal.SIGINT)
            assert p.stdout.readline().strip() == b"stopped", call
            assert time.perf_counter() - sent < 1.5, call
        _, err = p.communicate(timeout=60)
        assert p.returncode == 0, err
    finally:
        p.kill()
        p.wait()


def test_jzoj6437_judge_honours_ctrl_c(tmp_path):
    n = 2000
    rng = np.random.default_rng(2)
    path = tmp_path / "matrix.txt"
    m = rng.integers(1, 10, (n, n))
    path.write_text(f"{n}\n" + "\n".join(" ".join(map(str, row)) for row in m.tolist()) + "\n")
    code = ("import sys\nfrom grundy.cli import run\n"
            "print('ready', flush=True)\n"
            f"sys.argv = ['grundy', 'judge', 'jzoj6437', {str(path)!r}]\nrun()\n")
    rc, err, after = interrupt_when_ready(code, after=2.0)
    assert rc == 130 and err.strip().splitlines()[-1] == "grundy: interrupted", err
    assert after < 1.5


# -- 6. memory: sizes are checked before anything is allocated ---------------------------------


@pytest.fixture
def little_memory(monkeypatch):
    monkeypatch.setenv("GRUNDY_MAX_MEMORY", "20000")


@pytest.mark.parametrize("call", [
    lambda m: nim_det(m),
    lambda m: nim_rank(m),
    lambda m: nim_solve(m, m[0]),
    lambda m: nim_matrix_inverse(m),
], ids=["det", "rank", "solve", "inverse"])
@pytest.mark.parametrize("big", [False, True], ids=["uint64", "python-ints"])
def test_matrix_functions_check_memory(little_memory, call, big):
    m = np.ones((60, 60), U64) if not big else np.full((60, 60), 2**70, dtype=object)
    with pytest.raises(ResourceLimitError, match="a 60 x 60 matrix would need about") as e:
        call(m)
    assert isinstance(e.value, MemoryError) and isinstance(e.value, GrundyError)
    assert nim_det(np.eye(10, dtype=U64)) == 1  # small matrices still fit


def test_huge_views_are_refused_before_allocating():
    view = np.broadcast_to(U64(1), (10**6, 10**6))  # no memory of its own; a copy would need 7 TiB
    for f in (nim_det, nim_rank, nim_matrix_inverse):
        with pytest.raises(ResourceLimitError, match="1000000 x 1000000 matrix"):
            f(view)


def test_long_eliminations_are_announced(capsys, monkeypatch):
    from grundy.nimbers import linalg

    monkeypatch.delenv("GRUNDY_QUIET", raising=False)
    assert nim_det(np.eye(3, dtype=U64)) == 1 and capsys.readouterr().err == ""  # short: silent
    monkeypatch.setattr(linalg, "_LONG", 0.0)  # as if every elimination took long
    assert nim_det(np.eye(3, dtype=U64)) == 1 and nim_rank(np.eye(2, 5, dtype=U64)) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("grundy: the determinant of a 3 x 3 matrix: about 9.0e+00 nimber products")
    assert err[1].startswith("grundy: the rank of a 2 x 5 matrix") and len(err) == 2
    monkeypatch.setenv("GRUNDY_QUIET", "1")
    nim_solve(np.eye(3, dtype=U64), [1, 2, 3])
    assert capsys.readouterr().err == ""


def matrix_text(n: int) -> bytes:
    return (f"{n}\n" + "".join(" ".join(["1"] * n) + "\n" for _ in range(n))).encode()


def test_judges_check_memory(capsys, monkeypatch, little_memory):
    monkeypatch.setenv("GRUNDY_MAX_MEMORY", "3000")
    code, out, err = run_main(capsys, monkeypatch, ["judge", "jzoj6437"], matrix_text(20))
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "N = 20 would need about 3.1 KiB of memory" in err
    pairs = b"200\n" + b"3 5\n" * 200
    code, out, err = run_main(capsys, monkeypatch, ["judge", "nim-product-64"], pairs)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "T = 200 pairs would need about" in err
    with pytest.raises(ResourceLimitError):
        solve("nim-product-64", pairs)
    monkeypatch.delenv("GRUNDY_MAX_MEMORY")
    assert solve("nim-product-64", pairs) == f"{nim_mul(3, 5)}\n" * 200
    assert solve("jzoj6437", matrix_text(20)) == "xiaoDwandanle\n"


@pytest.mark.parametrize("data, msg", [
    (b"1000000000\n1 2\n", "expected 1000000000 integers"),
    (b"100000\n" + b"1 " * 100000 + b"\n", "expected 100000 lines"),
    (b"18446744073709551615\n1\n", "expected 18446744073709551615 integers"),
])
def test_jzoj6437_declared_size_against_the_tokens(capsys, monkeypatch, data, msg):
    code, out, err = run_main(capsys, monkeypatch, ["judge", "jzoj6437"], data)
    assert code == 2 and out == "" and err.count("\n") == 1 and msg in err, err


@pytest.mark.parametrize("data, msg", [
    (b"100000000000000\n1 2\n", "expected 100000000000000 lines"),
    (b"18446744073709551615\n1 2\n3 4\n", "expected 18446744073709551615 lines"),
])
def test_nim_product_declared_size_against_the_tokens(capsys, monkeypatch, data, msg):
    code, out, err = run_main(capsys, monkeypatch, ["judge", "nim-product-64"], data)
    assert code == 2 and out == "" and err.count("\n") == 1 and msg in err, err


# -- 7. Ctrl-C inside the ufuncs ---------------------------------------------------------------
# Each call below would run for 5 s or more (here): its inputs are broadcast scalars and its
# output a writeable view of one element (stride 0), so that 10^9 elements take no memory.
# SIGINT comes 0.3 s after the call starts; the loops look for it every few milliseconds, so
# KeyboardInterrupt comes long before the end of the call.


def const(value, n: int, dtype=U64) -> np.ndarray:
    """n copies of value, in no memory (stride 0)."""
    return np.broadcast_to(np.array(value, dtype), (n,))


def sink(*shape: int) -> np.ndarray:
    """A writeable output of the given shape over one element (every stride 0)."""
    return as_strided(np.zeros(1, U64), shape=shape, strides=(0,) * len(shape), writeable=True)


def seconds_to_interrupt(call) -> float:
    """Run call() while another process sends SIGINT to this one after 0.3 s (as Ctrl-C does: a
    thread of this process could not run while a loop on objects holds the GIL); it must raise
    KeyboardInterrupt. Returns the seconds from the signal to the exception, about."""
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    sender = subprocess.Popen([sys.executable, "-c", "import os, signal, sys, time; sys.stdin.readline(); "
                               f"time.sleep(0.3); os.kill({os.getpid()}, signal.SIGINT)"], stdin=subprocess.PIPE)
    try:
        sender.stdin.write(b"go\n")
        sender.stdin.flush()
        start = time.perf_counter()
        with pytest.raises(KeyboardInterrupt):
            call()
        return time.perf_counter() - start - 0.3
    finally:
        sender.kill()
        sender.wait()


G = 0x9E3779B97F4A7C15  # an arbitrary large nimber
BIG = np.arange(1, 30001, dtype=U64) * U64(G)


@pytest.mark.parametrize("call", [
    # the uint64 loops, each ufunc's (strided) and a contiguous one
    lambda: ufuncs.nim_multiply(const(G, 15 * 10**8), const(G + 2, 15 * 10**8), out=sink(15 * 10**8)),
    lambda: ufuncs.nim_divide(const(G, 3 * 10**8), const(G + 2, 3 * 10**8), out=sink(3 * 10**8)),
    lambda: ufuncs.nim_power(const(G, 10**7), const(G, 10**7), out=sink(10**7)),
    lambda: ufuncs.nim_inverse(const(G, 6 * 10**8), out=sink(6 * 10**8)),
    lambda: ufuncs.nim_square_root(const(G, 5 * 10**9), out=sink(5 * 10**9)),
    lambda: ufuncs.nim_power(np.tile(BIG, 300), np.tile(BIG, 300)),  # contiguous, 9 * 10^6 elements
    # the checked loops: int64 with a Python int, int64 alone, int64 with objects (numpy holds the GIL)
    lambda: ufuncs.nim_multiply(const(12345, 15 * 10**8, np.int64), 7, out=sink(15 * 10**8)),
    lambda: ufuncs.nim_inverse(const(12345, 10**9, np.int64), out=sink(10**9)),
    lambda: ufuncs.nim_multiply(const(12345, 15 * 10**8, np.int64), const(7, 15 * 10**8, object),
                                out=sink(15 * 10**8)),
    # the methods
    lambda: ufuncs.nim_multiply.reduce(const(G, 5 * 10**8)),
    lambda: ufuncs.nim_multiply.reduce(const(12345, 10**9, np.int64)),
    lambda: ufuncs.nim_power.reduce(const(G, 10**7)),
    lambda: ufuncs.nim_multiply.accumulate(const(G, 4 * 10**8), out=sink(4 * 10**8)),
    lambda: ufuncs.nim_multiply.outer(BIG, BIG, out=sink(BIG.size, BIG.size)),  # one inner loop a row
    lambda: ufuncs.nim_multiply.at(sink(1), const(0, 10**9, np.intp), U64(G)),
], ids=["multiply", "divide", "power", "inverse", "square_root", "power-contiguous",
        "multiply-int64-pyint", "inverse-int64", "multiply-int64-object", "reduce", "reduce-int64",
        "power-reduce", "accumulate", "outer", "at"])
def test_ufuncs_honour_ctrl_c(call):
    assert seconds_to_interrupt(call) < 2.0


def test_a_signal_handler_that_returns_lets_the_loop_finish():
    # A handler that does not raise: the loop looks, goes on and gives the whole answer.
    n = 6 * 10**7
    seen = []
    old = signal.signal(signal.SIGINT, lambda *args: seen.append(args[0]))
    timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT))
    try:
        timer.start()
        start = time.perf_counter()
        product = ufuncs.nim_multiply.reduce(const(G, n))
        took = time.perf_counter() - start
    finally:
        timer.cancel()
        timer.join()
        signal.signal(signal.SIGINT, old)
    assert int(product) == nim_pow(G, n)
    assert took < 0.3 or seen == [signal.SIGINT]


@pytest.mark.slow
def test_long_inner_loops_match_short_ones():
    # The loops work in portions of 2^13 to 2^20 elements, looking at Ctrl-C between two: the
    # results across the portions' edges are those of short calls.
    rng = np.random.default_rng(109)
    n = 2**21 + 77
    a, b = random_u64(rng, n), random_u64(rng, n)
    b[::11] = 0

    def in_pieces(f, *arrays, size=5000):
        return np.concatenate([f(*(x[i:i + size] for x in arrays)) for i in range(0, len(arrays[0]), size)])

    for f in [ufuncs.nim_multiply, ufuncs.nim_divide]:
        assert (f(a, b) == in_pieces(f, a, b)).all()
        assert (f(a[::2], b[::-2]) == in_pieces(f, a[::2], b[::-2])).all()
    for f in UNARY:
        assert (f(a) == in_pieces(f, a)).all()
        assert (f(a[::3]) == in_pieces(f, a[::3])).all()
    m = 3 * 2**13 + 5
    assert (ufuncs.nim_power(a[:m], b[:m]) == in_pieces(ufuncs.nim_power, a[:m], b[:m])).all()
    signed = (a >> U64(1)).astype(np.int64)
    assert (ufuncs.nim_multiply(signed, b) == ufuncs.nim_multiply(a >> U64(1), b)).all()
    assert (ufuncs.nim_inverse(signed) == ufuncs.nim_inverse(a >> U64(1))).all()
    assert (ufuncs.nim_multiply(signed, 2**64 - 1) == ufuncs.nim_multiply(a >> U64(1), U64(2**64 - 1))).all()
    k = 2**17 + 9  # object operands: portions of 2^16
    assert (ufuncs.nim_multiply(signed[:k].astype(object), b[:k]) == ufuncs.nim_multiply(signed[:k], b[:k])).all()
    # the reductions carry the running product from one portion to the next
    nz = a | U64(1)
    whole = ufuncs.nim_multiply.reduce(nz)
    partial = in_pieces(lambda x: ufuncs.nim_multiply.reduce(x, keepdims=True), nz)
    assert whole == ufuncs.nim_multiply.reduce(partial)
    assert ufuncs.nim_multiply.accumulate(nz)[-1] == whole
    assert int(ufuncs.nim_multiply.reduce(const(G, n))) == nim_pow(G, n)
    assert int(ufuncs.nim_multiply.reduce(const(12345678901, n, np.int64))) == nim_pow(12345678901, n)
    assert int(ufuncs.nim_divide.reduce(nz)) == nim_div(int(nz[0]), int(ufuncs.nim_multiply.reduce(nz[1:])))
