"""Nimber arithmetic: scalar functions, the Nimber type, the ufuncs and the compiled kernels."""

from __future__ import annotations

import functools
import pickle

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import grundy
from grundy import (
    NIM_LOG_GENERATOR,
    GrundyError,
    InvalidGameError,
    Nimber,
    NimberZeroDivisionError,
    nim_div,
    nim_inv,
    nim_log,
    nim_mul,
    nim_pow,
    nim_quadratic_root,
    nim_sqrt,
)
from grundy.nimbers import _kernels, ufuncs
from grundy.nimbers._tables import byte_table, subfield_tables

from oracles import nim_mul_oracle, nim_product_table_mex
from strategies import SETTINGS, nimbers

KNOWN = [
    (3141, 5926, 14994),
    (2**64 - 1, 2**64 - 1, 11290409524105353207),
    (2**32, 2**32, 3 * 2**31),
    (1234567890123456789, 9876543210987654321, 18059132706730210235),
    (2, 2, 3),
    (16, 16, 24),
]
ORDER_64 = 2**64 - 1
PRIMES_64 = (3, 5, 17, 257, 641, 65537, 6700417)
EXP, LOG = subfield_tables()


def u64(values) -> np.ndarray:
    return np.array(values, dtype=np.uint64)


def random_u64(rng, n) -> np.ndarray:
    a = rng.integers(0, 2**64, n, dtype=np.uint64)
    # mix in values with zero limbs and small values, which take other branches
    a[::7] >>= rng.integers(0, 64, len(a[::7])).astype(np.uint64)
    a[::11] &= np.uint64(0xFFFF0000FFFF0000)
    a[::13] = 0
    return a


# -- the product -------------------------------------------------------------------------------


MEX = 64  # the mex definition takes n^4 / 8 steps in Python: a quarter of a second for 64


@pytest.fixture(scope="module")
def mex_table():
    return nim_product_table_mex(MEX)


@pytest.fixture(scope="module")
def table_256():
    """The products below 256 by the ufunc, checked against the byte table and nim_mul."""
    r = np.arange(256, dtype=np.uint64)
    t = ufuncs.nim_multiply.outer(r, r)
    assert (t == byte_table()).all()
    assert (t == np.array([[nim_mul(x, y) for y in range(256)] for x in range(256)])).all()
    return t.astype(np.uint8)


def test_mex_table_scalar_and_ufunc(mex_table):
    fast = np.array([[nim_mul(x, y) for y in range(MEX)] for x in range(MEX)])
    assert (fast == mex_table).all()
    assert (byte_table()[:MEX, :MEX] == mex_table).all()
    r = np.arange(MEX, dtype=np.uint64)
    assert (ufuncs.nim_multiply.outer(r, r) == mex_table.astype(np.uint64)).all()


def test_mex_table_small_fields_closed(mex_table, table_256):
    # the nimbers below 2^(2^k) form a field: closed under the product; below 8 they are not
    for f in (2, 4, 16):
        assert mex_table[:f, :f].max() < f
    assert mex_table[2, 4] == 8
    assert (table_256[:MEX, :MEX] == mex_table).all()


def test_table_below_256_is_the_nimber_field(table_256):
    # A commutative, associative product, distributive over XOR, that agrees with the mex
    # definition below 16 and has 16 * u = 16u (u < 16) and 16 * 16 = 24 (the Fermat rules)
    # is the nim product below 256: every x is a.16 ^ b with a, b < 16.
    t = table_256
    x = np.arange(256, dtype=np.uint8)
    assert (t == t.T).all() and (t[1] == x).all() and not t[0].any()
    assert (t[t[:, :, None], x[None, None, :]] == t[x[:, None, None], t[None, :, :]]).all()  # (xy)z = x(yz)
    assert (t[x[:, None, None] ^ x[None, :, None], x[None, None, :]]
            == t[x[:, None, None], x[None, None, :]] ^ t[x[None, :, None], x[None, None, :]]).all()
    assert all(len(set(t[v].tolist())) == 256 for v in range(1, 256))  # no zero divisors: inverses
    assert (t[16, :16] == 16 * np.arange(16)).all() and t[16, 16] == 24
    assert t[2, 2] == 3 and t[4, 4] == 6 and t[16, 16] == 16 ^ 8


def test_power_of_two_oracle_agrees_with_the_tables(mex_table, table_256):
    for x in range(MEX):
        for y in range(MEX):
            assert nim_mul_oracle(x, y) == mex_table[x, y]
    for x in range(0, 256, 7):
        for y in range(256):
            assert nim_mul_oracle(x, y) == table_256[x, y]


@pytest.mark.parametrize("x, y, expected", KNOWN)
def test_known_products(x, y, expected):
    assert nim_mul(x, y) == expected == nim_mul(y, x)
    assert Nimber(x) * y == expected and isinstance(Nimber(x) * y, Nimber)
    assert int(ufuncs.nim_multiply(np.uint64(x), np.uint64(y))) == expected
    assert int(_kernels.mul64_arrays(u64([x]), u64([y]), EXP, LOG)[0]) == expected
    assert nim_mul_oracle(x, y) == expected


def test_scalar_against_bit_oracle_64_and_128_bits():
    rng = np.random.default_rng(64)
    for bits in (64, 128, 200):
        for _ in range(60):
            x = int(rng.integers(0, 2**62)) << int(rng.integers(0, bits - 61)) | int(rng.integers(0, 2**30))
            y = int(rng.integers(0, 2**62)) << int(rng.integers(0, bits - 61)) | int(rng.integers(0, 2**20))
            assert nim_mul(x, y) == nim_mul_oracle(x, y)


def test_fermat_rules_any_size():
    for k in range(1, 11):
        f = 1 << (1 << k)
        assert nim_mul(f, f) == 3 * f // 2
        for u in {1, 2, 3, f // 2 + 1, f - 1}:
            assert nim_mul(f, u) == f * u


# -- field axioms (Hypothesis) -----------------------------------------------------------------


@pytest.mark.parametrize("bits", [64, 256])
def test_field_axioms(bits):
    @SETTINGS
    @given(nimbers(bits), nimbers(bits), nimbers(bits))
    def check(x, y, z):
        assert nim_mul(x, y) == nim_mul(y, x)
        assert nim_mul(nim_mul(x, y), z) == nim_mul(x, nim_mul(y, z))
        assert nim_mul(x ^ y, z) == nim_mul(x, z) ^ nim_mul(y, z)
        assert nim_mul(x, 1) == x and nim_mul(x, 0) == 0
        assert nim_mul(x, y) < 1 << bits  # the nimbers below 2^bits are closed
        if x:
            assert nim_mul(x, nim_inv(x)) == 1
            assert nim_div(nim_mul(y, x), x) == y
        r = nim_sqrt(x)
        assert nim_mul(r, r) == x and r < 1 << bits

    check()


@SETTINGS
@given(nimbers(128), st.integers(-5, 300))
def test_pow_is_repeated_product(x, e):
    if x == 0 and e < 0:
        with pytest.raises(NimberZeroDivisionError):
            nim_pow(x, e)
        return
    base, n = (x, e) if e >= 0 else (nim_inv(x), -e)
    expected = 1
    for _ in range(n):
        expected = nim_mul(expected, base)
    assert nim_pow(x, e) == expected


@SETTINGS
@given(nimbers(64))
def test_frobenius_and_group_order(x):
    assert nim_pow(x, 2**64) == x  # x^(2^64) = x in GF(2^64)
    assert nim_pow(x, 2**63) == nim_sqrt(x)
    if x:
        assert nim_pow(x, ORDER_64) == 1
        assert nim_pow(x, 2**64 - 2) == nim_inv(x)


# -- inverse, square root, logarithm, x^2 + x = a ----------------------------------------------


def test_errors():
    with pytest.raises(NimberZeroDivisionError) as e:
        nim_inv(0)
    assert isinstance(e.value, ZeroDivisionError) and isinstance(e.value, GrundyError)
    with pytest.raises(ZeroDivisionError):
        nim_div(5, 0)
    with pytest.raises(ZeroDivisionError):
        Nimber(5) / 0
    for f in (nim_inv, nim_sqrt, lambda x: nim_mul(x, 3), lambda x: nim_pow(x, 2), nim_log):
        with pytest.raises(InvalidGameError):
            f(-1)
        with pytest.raises(InvalidGameError):
            f(2.5)
    with pytest.raises(InvalidGameError):
        nim_log(0)
    with pytest.raises(InvalidGameError):
        nim_log(2**64)
    with pytest.raises(InvalidGameError):
        nim_log(7, base=2)  # 2 lies in GF(4)*, of order 3; 7 does not
    with pytest.raises(InvalidGameError):
        nim_quadratic_root(256, bits=8)
    with pytest.raises(InvalidGameError):
        nim_quadratic_root(1, bits=12)


def test_generator_is_a_generator_and_the_least():
    g = NIM_LOG_GENERATOR
    assert g == 2**32 + 6
    assert all(nim_pow(g, ORDER_64 // p) != 1 for p in PRIMES_64)
    for h in range(2**32, g):  # each smaller candidate outside GF(2^32) has a smaller order
        assert any(nim_pow(h, ORDER_64 // p) == 1 for p in PRIMES_64)
    assert nim_pow(2**32 - 1, 2**32 - 1) == 1  # below 2^32: the subfield, order | 2^32 - 1


def test_log_round_trips():
    rng = np.random.default_rng(7)
    xs = [1, 2, 3, 2**63, 2**64 - 1, NIM_LOG_GENERATOR] + [int(v) for v in rng.integers(1, 2**64, 40, dtype=np.uint64)]
    for x in xs:
        e = nim_log(x)
        assert 0 <= e < ORDER_64 and nim_pow(NIM_LOG_GENERATOR, e) == x
    assert nim_log(1) == 0 and nim_log(NIM_LOG_GENERATOR) == 1
    x, y = xs[7], xs[8]
    assert nim_log(nim_mul(x, y)) == (nim_log(x) + nim_log(y)) % ORDER_64


def test_log_to_other_bases():
    rng = np.random.default_rng(8)
    for _ in range(20):
        b = int(rng.integers(2, 2**64, dtype=np.uint64))
        e = int(rng.integers(0, 10**6))
        x = nim_pow(b, e)
        k = nim_log(x, base=b)
        assert nim_pow(b, k) == x and k <= e
    assert nim_log(3, base=2) == 2 and nim_log(1, base=2) == 0


def test_sqrt_and_inverse_round_trips_large():
    rng = np.random.default_rng(9)
    for bits in (8, 64, 128, 512, 2048):
        for _ in range(5):
            x = int.from_bytes(rng.bytes(bits // 8), "little") | 1
            r = nim_sqrt(x)
            assert nim_mul(r, r) == x
            assert nim_mul(x, nim_inv(x)) == 1


def _trace(a: int, bits: int) -> int:
    t, s = 0, a
    for _ in range(bits):
        t ^= s
        s = nim_mul(s, s)
    return t


def test_quadratic_root_exhaustive_gf256():
    squares = {x: nim_mul(x, x) ^ x for x in range(256)}
    for a in range(256):
        roots = {x for x, v in squares.items() if v == a}
        r = nim_quadratic_root(a, bits=8)
        if roots:
            assert r in roots and r ^ 1 in roots
        else:
            assert r is None
        assert (r is None) == (_trace(a, 8) == 1)
    assert sum(nim_quadratic_root(a, bits=8) is not None for a in range(256)) == 128


@SETTINGS
@given(nimbers(64))
def test_quadratic_root_64(a):
    r = nim_quadratic_root(a)
    if r is None:
        assert _trace(a, 64) == 1
    else:
        assert nim_mul(r, r) ^ r == a and _trace(a, 64) == 0


def test_quadratic_root_none_case_and_larger_field():
    # every element of a proper subfield has trace 0 over GF(2^64), hence roots: look higher
    assert all(nim_quadratic_root(a) is not None for a in range(2**16))
    rng = np.random.default_rng(10)
    sample = [int(v) for v in rng.integers(0, 2**64, 200, dtype=np.uint64)]
    none = [a for a in sample if nim_quadratic_root(a) is None]
    assert 60 < len(none) < 140  # trace 1 for half of the field
    a = none[0]
    r = nim_quadratic_root(a, bits=128)  # the roots lie in the quadratic extension
    assert r is not None and r >> 64 and nim_mul(r, r) ^ r == a
    assert nim_quadratic_root(1, bits=1) is None and nim_quadratic_root(0, bits=1) == 0


# -- the Nimber type ---------------------------------------------------------------------------


def test_nimber_type():
    a, b = Nimber(3141), Nimber(5926)
    assert (repr(Nimber(0)), str(Nimber(1)), f"{Nimber(2)}", repr(a * b)) == ("0", "*", "*2", "*14994")
    assert a + b == a - b == 3141 ^ 5926 and isinstance(a - b, Nimber)
    assert 3 + Nimber(5) == 6 and isinstance(3 + Nimber(5), Nimber)
    assert 3 * Nimber(2) == 1 and 7 - Nimber(2) == 5
    assert 14994 / b == a and isinstance(14994 / b, Nimber)
    assert Nimber(2) ** 2 == 3 and Nimber(2) ** -1 == 3 and 2 ** Nimber(2) == 3
    assert -a == a and +a == a and a.inverse() * a == 1 and b.sqrt() * b.sqrt() == b
    assert sum([Nimber(1), Nimber(2), Nimber(3)]) == 0
    assert Nimber(5) == 5 and hash(Nimber(5)) == hash(5) and int(Nimber(5)) == 5
    assert type(Nimber(6) & 3) is int and Nimber(6) ^ 3 == 5  # the bitwise operators are int's
    assert pickle.loads(pickle.dumps(Nimber(77))) == 77
    assert functools.reduce(lambda x, y: x * y, map(Nimber, [2, 3, 6])) == 6
    with pytest.raises(InvalidGameError):
        Nimber(-1)
    with pytest.raises(InvalidGameError):
        Nimber(3) * -2
    with pytest.raises(TypeError):
        Nimber(3) * 2.5
    with pytest.raises(TypeError):
        pow(Nimber(3), 2, 5)


# -- ufuncs ------------------------------------------------------------------------------------


def test_ufuncs_equal_scalar_functions():
    rng = np.random.default_rng(3)
    a, b = random_u64(rng, 3000), random_u64(rng, 3000)
    e = rng.integers(0, 2**64, 3000, dtype=np.uint64)
    e[::3] %= np.uint64(1000)
    prod = ufuncs.nim_multiply(a, b)
    quot = ufuncs.nim_divide(a, b)
    pw = ufuncs.nim_power(a, e)
    inv = ufuncs.nim_inverse(a)
    root = ufuncs.nim_square_root(a)
    for i in range(len(a)):
        x, y = int(a[i]), int(b[i])
        assert int(prod[i]) == nim_mul(x, y)
        assert int(quot[i]) == (nim_div(x, y) if y else 0)
        assert int(pw[i]) == nim_pow(x, int(e[i]))
        assert int(inv[i]) == (nim_inv(x) if x else 0)
        assert int(root[i]) == nim_sqrt(x)


def test_ufunc_broadcasting_reduce_accumulate():
    rng = np.random.default_rng(4)
    m = random_u64(rng, 5 * 7).reshape(5, 7)
    row = random_u64(rng, 7)
    out = ufuncs.nim_multiply(m, row)
    assert out.shape == (5, 7) and out.dtype == np.uint64
    assert all(int(out[i, j]) == nim_mul(int(m[i, j]), int(row[j])) for i in range(5) for j in range(7))
    assert int(ufuncs.nim_multiply(m, np.uint64(1))[2, 3]) == int(m[2, 3])
    for axis in (0, 1):
        red = ufuncs.nim_multiply.reduce(m, axis=axis)
        expected = [functools.reduce(nim_mul, map(int, v)) for v in np.moveaxis(m, axis, -1).reshape(-1, m.shape[axis])]
        assert red.tolist() == expected
    v = random_u64(rng, 20)
    v[v == 0] = 1
    assert int(ufuncs.nim_multiply.reduce(v)) == functools.reduce(nim_mul, map(int, v))
    assert int(ufuncs.nim_multiply.reduce(np.zeros(0, np.uint64))) == 1
    acc = ufuncs.nim_multiply.accumulate(v)
    assert int(acc[5]) == functools.reduce(nim_mul, map(int, v[:6]))
    buf = np.empty(7, np.uint64)
    ufuncs.nim_multiply(row, row, out=buf)
    assert buf.tolist() == [nim_mul(int(x), int(x)) for x in row]
    assert isinstance(grundy.nim_multiply, np.ufunc) and grundy.nim_multiply is ufuncs.nim_multiply
    # signed input is checked: non-negative values are nimbers, negative ones an error
    assert ufuncs.nim_multiply(np.array([1, 2]), np.array([3, 4])).tolist() == [3, 8]
    with pytest.raises(InvalidGameError):
        ufuncs.nim_multiply(np.array([1, -2]), np.array([3, 4]))


# -- kernels against the scalar functions (tests/test_kernels_nimbers.py has the oracles) -------


def test_kernels_equal_scalar_functions():
    rng = np.random.default_rng(5)
    a, b = random_u64(rng, 60), random_u64(rng, 60)
    out = _kernels.mul64_arrays(a, b, EXP, LOG)
    half = np.uint64(32)
    out32 = _kernels.mul64_arrays(a >> half, b >> half, EXP, LOG)  # GF(2^32) is a subfield
    for i in range(len(a)):
        x, y = int(a[i]), int(b[i])
        assert int(out[i]) == nim_mul(x, y)
        assert int(out32[i]) == nim_mul(x >> 32, y >> 32) < 2**32


def test_log_kernels():
    from grundy.nimbers import scalar

    g = NIM_LOG_GENERATOR
    primes, steps = np.array(PRIMES_64, np.uint64), np.array([int(p**0.5) + 1 for p in PRIMES_64], np.int64)
    tables = _kernels.log_tables(np.uint64(g), primes, steps, EXP, LOG)
    values, indices, offsets, giants = tables
    for i, p in enumerate(PRIMES_64):
        gp = nim_pow(g, ORDER_64 // p)
        seg = slice(offsets[i], offsets[i + 1])
        assert (np.diff(values[seg]) > 0).all() and sorted(indices[seg].tolist()) == list(range(steps[i]))
        assert all(nim_pow(gp, j) == v for v, j in zip(values[seg].tolist()[:10], indices[seg].tolist()[:10]))
        assert nim_mul(int(giants[i]), nim_pow(gp, int(steps[i]))) == 1
    x = 0x123456789ABCDEF
    residues = _kernels.log_residues(np.uint64(x), primes, steps, *tables, EXP, LOG)
    assert (residues >= 0).all() and (residues < np.array(PRIMES_64)).all()
    e = scalar._crt([int(r) for r in residues])
    assert nim_pow(g, e) == x and e == nim_log(x)
