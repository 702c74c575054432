"""The nimber kernels and ufuncs against plain-Python oracles.

Every kernel of grundy.nimbers._kernels (mul64_arrays, log_tables, log_residues, det64, rank64,
solve64) and every ufunc of grundy.nimbers.ufuncs is run on random inputs and compared with a
definition: the nim product by Conway's rules on the bits (nim_mul_oracle); the quotient,
inverse and square root by the equation each solves (its solution is unique in a field);
powers by repeated products; discrete logarithms by the equation and, in small groups, by
trying every exponent; determinants by the permutation expansion, ranks by minors, solutions
by substitution. Where the bit oracle would be too slow, the scalar functions of
grundy.nimbers.scalar (Python ints, a separate implementation) stand in for it. The ufunc
tests also cover numpy's machinery: out=, where=, dtype=, casting=, broadcasting, strides,
0-d operands, reduce, accumulate, outer and at.
"""

from __future__ import annotations

import functools

import numpy as np
import pytest

import grundy
from grundy import NIM_LOG_GENERATOR, nim_inv, nim_mul, nim_pow, nim_sqrt
from grundy.nimbers import _kernels, ufuncs
from grundy.nimbers._tables import GENERATOR_16, byte_table, subfield_tables

from oracles import nim_mul_oracle, permutation_sum, rank_by_minors

EXP, LOG = subfield_tables()
ORDER_64 = 2**64 - 1
PRIMES_64 = (3, 5, 17, 257, 641, 65537, 6700417)
STEPS_64 = tuple(int(p**0.5) + 1 for p in PRIMES_64)
U64 = np.uint64


@functools.lru_cache(maxsize=None)
def omul(x: int, y: int) -> int:
    """The bit oracle, memoized (the tests meet some pairs more than once)."""
    return nim_mul_oracle(x, y)


def opow(x: int, e: int) -> int:
    """x^e by squaring and multiplying with the bit oracle (0^0 = 1)."""
    r = 1
    while e:
        if e & 1:
            r = omul(r, x)
        x = omul(x, x)
        e >>= 1
    return r


def random_u64(rng, n: int) -> np.ndarray:
    """Random uint64 values, with zero 16- and 32-bit limbs, small values and zeros mixed in."""
    a = rng.integers(0, 2**64, n, dtype=U64)
    a[::7] >>= rng.integers(0, 64, len(a[::7])).astype(U64)
    a[::11] &= U64(0xFFFF0000FFFF0000)
    a[::12] &= U64(0x00000000FFFFFFFF)
    a[::13] = 0
    a[:4] = [1, 2**64 - 1, 2**32, 2**16]
    return a


def ro(a) -> np.ndarray:
    """A read-only copy of a."""
    a = np.array(a)
    a.flags.writeable = False
    return a


def products(x, y) -> list[int]:
    return [omul(int(a), int(b)) for a, b in zip(np.ravel(x), np.ravel(y))]


# -- products: mul64_arrays and nim_multiply ---------------------------------------------------


def test_products_against_bit_oracle():
    rng = np.random.default_rng(1)
    a, b = random_u64(rng, 160), random_u64(rng, 160)
    expected = products(a, b)
    assert ufuncs.nim_multiply(a, b).tolist() == expected
    out = _kernels.mul64_arrays(a, b, EXP, LOG)
    assert out.dtype == U64 and out.tolist() == expected
    # read-only inputs, and the columns of an (n, 2) array (strided, as the judge reads them)
    assert _kernels.mul64_arrays(ro(a), ro(b), EXP, LOG).tolist() == expected
    pairs = ro(np.stack([a, b], axis=1))
    assert _kernels.mul64_arrays(pairs[:, 0], pairs[:, 1], EXP, LOG).tolist() == expected
    assert _kernels.mul64_arrays(a[::-3], b[::-3], EXP, LOG).tolist() == expected[::-3]
    assert _kernels.mul64_arrays(a[:0], b[:0], EXP, LOG).shape == (0,)


def fermat_split(t: np.ndarray, h: int, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """x * y below 2^(2h) from the product table t below 2^h (Fermat 2-power F = 2^h):
    (aF ^ b)(cF ^ d) = ((a^b)(c^d) ^ bd).F ^ bd ^ (ac)(F/2)."""
    m = (1 << h) - 1
    a, b, c, d = x >> h, x & m, y >> h, y & m
    bd = t[b, d]
    return ((t[a ^ b, c ^ d] ^ bd) << h) ^ bd ^ t[t[a, c], 1 << (h - 1)]


def test_every_nimber_below_2_16():
    # The ufuncs' GF(2^16) tables are built in the compiled module: check every entry through
    # products, inverses and square roots of all 65536 nimbers below 2^16, against the Fermat
    # split of the byte table (itself checked against the mex definition in test_nimbers).
    t8 = byte_table().astype(np.int64)
    x = np.arange(2**16, dtype=np.int64)
    for y in (GENERATOR_16, 2**15, 2**16 - 1, 3, 256):
        got = ufuncs.nim_multiply(x.astype(U64), U64(y))
        assert (got.astype(np.int64) == fermat_split(t8, 8, x, np.full_like(x, y))).all()
    assert (ufuncs.nim_multiply(x.astype(U64), x.astype(U64)).astype(np.int64) == fermat_split(t8, 8, x, x)).all()
    inv = ufuncs.nim_inverse(x.astype(U64)).astype(np.int64)
    assert inv[0] == 0 and (fermat_split(t8, 8, x[1:], inv[1:]) == 1).all()
    root = ufuncs.nim_square_root(x.astype(U64)).astype(np.int64)
    assert (root < 2**16).all() and (fermat_split(t8, 8, root, root) == x).all()
    # (xF)(yF) = (x*y)(F ^ F/2) for F = 2^16: the log sums up to the end of the exp table
    for y in (int(EXP[65534]), 2**15):
        p = fermat_split(t8, 8, x, np.full_like(x, y))
        got = ufuncs.nim_multiply(x.astype(U64) << U64(16), U64(y << 16)).astype(np.int64)
        assert (got == (p << 16) ^ fermat_split(t8, 8, p, np.full_like(x, 2**15))).all()
    # and the tables that the other kernels take, against the same products
    assert (EXP[:65535].astype(np.int64)[1:] == fermat_split(t8, 8, EXP[:65534].astype(np.int64),
                                                            np.full(65534, GENERATOR_16))).all()


# -- quotient, inverse, square root, power -----------------------------------------------------


def test_divide_inverse_by_the_equations():
    rng = np.random.default_rng(2)
    a, b = random_u64(rng, 60), random_u64(rng, 60)
    b[5] = 0
    q = ufuncs.nim_divide(a, b)
    inv = ufuncs.nim_inverse(b)
    for x, y, qq, yi in zip(a.tolist(), b.tolist(), q.tolist(), inv.tolist()):
        if y == 0:
            assert qq == 0 and yi == 0
        else:
            assert omul(qq, y) == x  # the quotient is the unique q with q * y = x
            assert omul(yi, y) == 1
    assert ufuncs.nim_inverse(U64(0)) == 0 and ufuncs.nim_divide(U64(7), U64(0)) == 0


def test_square_root_by_the_equation():
    rng = np.random.default_rng(3)
    a = random_u64(rng, 60)
    for x, r in zip(a.tolist(), ufuncs.nim_square_root(a).tolist()):
        assert omul(r, r) == x  # squaring is a bijection: the root is unique
    # every byte value in every byte position (the roots of the others follow by additivity)
    v = (np.arange(256, dtype=U64)[None, :] << (U64(8) * np.arange(8, dtype=U64)[:, None])).ravel()
    for x, r in zip(v.tolist(), ufuncs.nim_square_root(v).tolist()):
        assert nim_mul(r, r) == x
    w = random_u64(rng, 500)
    assert ufuncs.nim_square_root(w).tolist() == [nim_sqrt(x) for x in w.tolist()]


def test_power_by_repeated_products():
    rng = np.random.default_rng(4)
    for x in [0, 1, 2**64 - 1, *rng.integers(2, 2**64, 3, dtype=U64).tolist(), int(rng.integers(2, 2**16))]:
        e = np.arange(34, dtype=U64)
        expected, p = [], 1
        for _ in range(34):
            expected.append(p)
            p = omul(p, x)
        assert ufuncs.nim_power(U64(x), e).tolist() == expected
    # large exponents: squaring and multiplying with the bit oracle, and the scalar function
    a = random_u64(rng, 100)
    e = rng.integers(0, 2**64, 100, dtype=U64)
    e[::5] = [0, 1, 2**64 - 1, 2**64 - 2, 2**63] * (len(e[::5]) // 5)
    got = ufuncs.nim_power(a, e).tolist()
    for i in range(0, 100, 40):
        assert got[i] == opow(int(a[i]), int(e[i]))
    assert got == [nim_pow(int(x), int(k)) for x, k in zip(a, e)]
    assert ufuncs.nim_power(U64(0), U64(0)) == 1 and ufuncs.nim_power(U64(0), U64(5)) == 0


# -- the ufuncs as numpy ufuncs ----------------------------------------------------------------


UFUNC_NAMES = ["nim_multiply", "nim_divide", "nim_power", "nim_inverse", "nim_square_root"]


def test_ufunc_objects():
    for name in UFUNC_NAMES:
        f = getattr(ufuncs, name)
        assert isinstance(f, np.ufunc) and f.__name__ == name
        assert f is getattr(grundy, name) is getattr(grundy.nimbers, name)
        assert f.types == (["LL->L"] if f.nin == 2 else ["L->L"]) and f.nout == 1
        assert f.__doc__.startswith(name + "(") and len(f.__doc__.splitlines()) > 2
        assert f.identity == (1 if name == "nim_multiply" else None)
    assert ufuncs.nim_multiply.nin == ufuncs.nim_divide.nin == ufuncs.nim_power.nin == 2
    assert ufuncs.nim_inverse.nin == ufuncs.nim_square_root.nin == 1
    assert ufuncs.__all__ == UFUNC_NAMES


def test_out_where_dtype_casting():
    rng = np.random.default_rng(5)
    x = random_u64(rng, 40)
    sq = products(x, x)
    out = np.full(40, 7, U64)
    r = ufuncs.nim_multiply(x, x, out=out, where=x % 2 == 0)
    assert r is out
    assert out.tolist() == [s if v % 2 == 0 else 7 for v, s in zip(x.tolist(), sq)]
    buf = np.zeros(80, U64)
    ufuncs.nim_multiply(x, x, out=buf[::2])  # a strided output
    assert buf[::2].tolist() == sq and not buf[1::2].any()
    ufuncs.nim_square_root(x, out=buf[1::2], where=x > 2**40)
    roots = [nim_sqrt(v) if v > 2**40 else 0 for v in x.tolist()]
    assert buf[1::2].tolist() == roots and buf[::2].tolist() == sq
    assert ufuncs.nim_multiply(x, x, dtype=U64).tolist() == sq
    with pytest.raises(TypeError):
        ufuncs.nim_multiply(x, x, dtype=np.int64)
    # safe casts of unsigned types are accepted; signed inputs and Python ints are checked
    # (tests/test_hardening_nimbers.py has the details); float inputs are refused
    small = (x & U64(0xFFFFFFFF)).astype(np.uint32)
    assert ufuncs.nim_multiply(small, np.uint8(200)).tolist() == [omul(int(v), 200) for v in small]
    assert ufuncs.nim_multiply(x, 3).tolist() == products(x, np.full(40, 3))  # a Python int with uint64
    signed = np.array([1, 2, 3])
    assert ufuncs.nim_multiply(signed, signed).tolist() == [1, 3, 2]
    assert int(ufuncs.nim_multiply(3, 5)) == omul(3, 5)
    assert ufuncs.nim_inverse(signed).tolist() == [nim_inv(v) for v in (1, 2, 3)]
    assert ufuncs.nim_power(x, signed[:1]).tolist() == x.tolist()
    for bad in (lambda: ufuncs.nim_multiply(x, np.ones(40)), lambda: ufuncs.nim_inverse(np.ones(3)),
                lambda: ufuncs.nim_power(x, 0.5)):
        with pytest.raises(TypeError):
            bad()
    assert ufuncs.nim_multiply(signed, signed, dtype=U64).tolist() == [1, 3, 2]
    assert ufuncs.nim_multiply(signed, signed, dtype=U64, casting="unsafe").tolist() == [1, 3, 2]
    out = ufuncs.nim_multiply(x, x, out=np.empty(40, np.int64))  # uint64 -> int64 is same_kind
    assert out.dtype == np.int64 and out.astype(U64).tolist() == sq
    with pytest.raises(TypeError):
        ufuncs.nim_multiply(x, x, out=np.empty(40, np.int64), casting="safe")


def test_broadcasting_strides_and_0d():
    rng = np.random.default_rng(6)
    m = random_u64(rng, 5 * 7).reshape(5, 7)
    col, row = random_u64(rng, 5)[:, None], random_u64(rng, 7)
    r = ufuncs.nim_multiply(col, row)
    assert r.shape == (5, 7) and r.dtype == U64
    assert r.tolist() == [[omul(int(c), int(v)) for v in row] for c in col[:, 0]]
    assert ufuncs.nim_multiply(m, row).tolist() == [[omul(int(m[i, j]), int(row[j])) for j in range(7)] for i in range(5)]
    cube = random_u64(rng, 2 * 3 * 7).reshape(2, 3, 7)
    assert ufuncs.nim_divide(cube, row).tolist() == [[[nim_mul(int(v), nim_inv(int(w))) if w else 0
                                                        for v, w in zip(r3, row.tolist())] for r3 in r2]
                                                      for r2 in cube.tolist()]
    # non-contiguous operands: transposed, Fortran order, reversed, stepped
    for a, b in ((m.T, m.T[::-1]), (np.asfortranarray(m), m), (m[:, ::-2], m[::-1, ::-2]), (m[1::2], m[::2][:2])):
        assert ufuncs.nim_multiply(a, b).tolist() == np.array(products(a, b), U64).reshape(a.shape).tolist()
        inverses = [nim_inv(int(v)) if v else 0 for v in a.ravel()]
        assert ufuncs.nim_inverse(a).tolist() == np.array(inverses, U64).reshape(a.shape).tolist()
    # 0-d operands give numpy scalars
    x, y = int(m[1, 2]), int(m[3, 4])
    for p in (ufuncs.nim_multiply(U64(x), U64(y)), ufuncs.nim_multiply(np.array(x, U64), np.array(y, U64))):
        assert isinstance(p, np.uint64) and int(p) == omul(x, y)
    assert int(ufuncs.nim_multiply(U64(x), np.array([y], U64))[0]) == omul(x, y)
    assert isinstance(ufuncs.nim_square_root(U64(x)), np.uint64)
    # in place, and overlapping input and output (numpy copies as needed)
    a = random_u64(rng, 30)
    expected = products(a, a[::-1])
    ufuncs.nim_multiply(a, a[::-1], out=a)
    assert a.tolist() == expected
    b = random_u64(rng, 30)
    expected = products(b[:-1], b[1:])
    ufuncs.nim_multiply(b[:-1], b[1:], out=b[1:])
    assert b[1:].tolist() == expected


def test_reduce_accumulate_outer_at():
    rng = np.random.default_rng(7)
    m = random_u64(rng, 4 * 6).reshape(4, 6)
    m[m == 0] = 3

    def prod(values) -> int:
        return functools.reduce(omul, map(int, values), 1)

    mul = ufuncs.nim_multiply
    assert mul.reduce(m, axis=0).tolist() == [prod(m[:, j]) for j in range(6)]
    assert mul.reduce(m, axis=1).tolist() == [prod(m[i]) for i in range(4)]
    assert mul.reduce(m.T, axis=0).tolist() == [prod(m[i]) for i in range(4)]  # strided
    total = prod(m.ravel())
    assert int(mul.reduce(m, axis=None)) == int(mul.reduce(m, axis=(0, 1))) == total
    assert mul.reduce(m, axis=1, keepdims=True).shape == (4, 1)
    assert int(mul.reduce(m[0], initial=5)) == omul(prod(m[0]), 5)
    mask = m[0] % 2 == 1
    assert int(mul.reduce(m[0], where=mask)) == prod(m[0][mask])
    assert int(mul.reduce(np.zeros(0, U64))) == 1  # the identity
    assert mul.reduce(np.zeros((0, 3), U64), axis=0).tolist() == [1, 1, 1]
    for f in (ufuncs.nim_divide, ufuncs.nim_power):
        with pytest.raises(ValueError):  # no identity
            f.reduce(np.zeros(0, U64))
    v = m[1]
    assert int(ufuncs.nim_divide.reduce(v)) == functools.reduce(lambda x, y: omul(x, nim_inv(y)), map(int, v))
    assert mul.accumulate(v).tolist() == [prod(v[: i + 1]) for i in range(6)]
    assert mul.accumulate(m, axis=0)[-1].tolist() == mul.reduce(m, axis=0).tolist()
    assert mul.accumulate(m.T, axis=1).tolist() == [[prod(m[: i + 1, j]) for i in range(4)] for j in range(6)]
    assert mul.outer(m[0], m[1]).tolist() == [[omul(int(x), int(y)) for y in m[1]] for x in m[0]]
    assert mul.outer(m[:2], m[2]).shape == (2, 6, 6)
    # at: unbuffered, so repeated indices multiply again
    a = random_u64(rng, 8)
    idx, c = [0, 3, 3, 7, 0, 0], random_u64(rng, 6)
    expected = a.tolist()
    for i, y in zip(idx, c.tolist()):
        expected[i] = omul(expected[i], y)
    mul.at(a, idx, c)
    assert a.tolist() == expected
    b = random_u64(rng, 5)
    expected = [nim_sqrt(v) if i in (1, 4) else v for i, v in enumerate(b.tolist())]
    ufuncs.nim_square_root.at(b, [1, 4])
    assert b.tolist() == expected


# -- discrete logarithm ------------------------------------------------------------------------


def log_inputs(steps=STEPS_64):
    return np.array(PRIMES_64, U64), np.array(steps, np.int64)


@pytest.mark.parametrize("g", [NIM_LOG_GENERATOR, 2, 1, 0x9E3779B97F4A7C15])
def test_log_tables_by_definition(g):
    rng = np.random.default_rng(g % 1000)
    steps = STEPS_64 if g == NIM_LOG_GENERATOR else tuple(int(s) for s in rng.integers(1, 60, 7))
    primes, steps_a = log_inputs(steps)
    values, indices, offsets, giants = _kernels.log_tables(U64(g), ro(primes), ro(steps_a), EXP, LOG)
    assert (values.dtype, indices.dtype, offsets.dtype, giants.dtype) == (U64, np.int64, np.int64, U64)
    assert offsets.tolist() == [sum(steps[:i]) for i in range(8)]
    for i, (p, m) in enumerate(zip(PRIMES_64, steps)):
        gp = nim_pow(g, ORDER_64 // p)
        powers, v = [], 1
        for j in range(m):
            powers.append((v, j))
            v = nim_mul(v, gp)
        seg = slice(offsets[i], offsets[i + 1])
        assert list(zip(values[seg].tolist(), indices[seg].tolist())) == sorted(powers)
        assert int(giants[i]) == nim_inv(v)  # gp^-m
    if g == NIM_LOG_GENERATOR:  # the bit oracle on the smallest subgroup: values 1 < gp
        assert values[:2].tolist() == [1, opow(g, ORDER_64 // 3)]


def test_log_residues_by_definition():
    rng = np.random.default_rng(8)
    for g in (NIM_LOG_GENERATOR, 2, 1):
        primes, steps = log_inputs()
        tables = _kernels.log_tables(U64(g), primes, steps, EXP, LOG)
        gps = [nim_pow(g, ORDER_64 // p) for p in PRIMES_64]
        first_log = {}  # small groups: the least e with gp^e = h, for every h
        for p, gp in zip(PRIMES_64[:5], gps):
            v = 1
            for e in range(p):
                first_log.setdefault((p, v), e)
                v = nim_mul(v, gp)
        xs = [0, 1, 2, g] + rng.integers(1, 2**64, 4, dtype=U64).tolist()
        for x in xs:
            res = _kernels.log_residues(U64(x), ro(primes), ro(steps), *map(ro, tables), EXP, LOG)
            assert res.dtype == np.int64 and res.shape == (7,)
            for p, gp, r in zip(PRIMES_64, gps, res.tolist()):
                h = nim_pow(x, ORDER_64 // p)
                if p <= 641:
                    assert r == first_log.get((p, h), -1)
                elif g == NIM_LOG_GENERATOR and x:
                    assert 0 <= r < p and nim_pow(gp, r) == h
                else:
                    assert r == (0 if h == 1 else -1)  # gp = 1 or x = 0
    # the bit oracle, for one residue
    x = 0x123456789ABCDEF
    primes, steps = log_inputs()
    res = _kernels.log_residues(U64(x), primes, steps, *_kernels.log_tables(U64(NIM_LOG_GENERATOR), primes, steps,
                                                                             EXP, LOG), EXP, LOG)
    assert opow(opow(NIM_LOG_GENERATOR, ORDER_64 // 5), int(res[1])) == opow(x, ORDER_64 // 5)


# -- linear algebra ----------------------------------------------------------------------------


def random_matrix(rng, rows, cols, kind):
    """Entries 'small' (0..3, often singular), 'byte' (below 256) or 'u64' (any, 20% zeros)."""
    if kind == "small":
        return rng.integers(0, 4, (rows, cols)).astype(U64)
    if kind == "byte":
        return rng.integers(0, 256, (rows, cols)).astype(U64)
    m = rng.integers(0, 2**64, (rows, cols), dtype=U64)
    m[rng.random((rows, cols)) < 0.2] = 0
    return m


def layouts(a: np.ndarray):
    """Copies of a in C order, Fortran order, and as a strided view into a larger array."""
    r, c = a.shape
    big = np.zeros((2 * r + 1, 2 * c + 1), U64)
    view = big[2 * r - 1 :: -2, 1::2] if r else big[:0, 1::2]
    view[...] = a
    return [a.copy(), np.array(a, order="F"), view]


KINDS = [("small", nim_mul_oracle), ("byte", nim_mul_oracle), ("u64", nim_mul)]


@pytest.mark.parametrize("kind, mul", KINDS, ids=[k for k, _ in KINDS])
def test_det64_and_rank64(kind, mul):
    rng = np.random.default_rng({"small": 10, "byte": 11, "u64": 12}[kind])
    zero_dets = 0
    for trial in range(24):
        n = int(rng.integers(0, 6 if kind != "byte" else 5))
        a = random_matrix(rng, n, n, kind)
        if kind != "small" and n > 1 and trial % 3 == 0:  # a dependent row
            f = int(rng.integers(1, 2**60)) if kind == "u64" else int(rng.integers(1, 256))
            a[-1] = ufuncs.nim_multiply(U64(f), a[0])
        lists = a.tolist()
        det = permutation_sum(lists, mul) if n else 1
        zero_dets += det == 0
        for m in layouts(a):
            assert _kernels.det64(m, EXP, LOG) == det
        rows, cols = int(rng.integers(1, 5)), int(rng.integers(1, 6))
        b = random_matrix(rng, rows, cols, kind)
        if rows > 1 and trial % 3 == 0:
            b[-1] = b[0]
        rank = rank_by_minors(b.tolist(), mul)
        for m in layouts(b):
            assert _kernels.rank64(m, EXP, LOG) == rank
    assert zero_dets >= 3


def matmul(a, b, mul) -> list[list[int]]:
    n, k, m = len(a), len(b), len(b[0])
    return [[functools.reduce(lambda s, t: s ^ mul(a[i][t], b[t][j]), range(k), 0) for j in range(m)] for i in range(n)]


@pytest.mark.parametrize("kind, mul", KINDS, ids=[k for k, _ in KINDS])
def test_solve64(kind, mul):
    rng = np.random.default_rng({"small": 13, "byte": 14, "u64": 15}[kind])
    solved = singular = 0
    for _ in range(16):
        n, k = int(rng.integers(0, 5)), int(rng.integers(1, 4))
        a, b = random_matrix(rng, n, n, kind), random_matrix(rng, n, k, kind)
        invertible = permutation_sum(a.tolist(), mul) != 0 if n else True
        for am, bm in zip(layouts(a), layouts(b)[::-1]):
            x, ok = _kernels.solve64(am, bm, EXP, LOG)
            assert x is bm and ok is invertible
            if ok and n:
                assert matmul(a.tolist(), x.tolist(), mul) == b.tolist()
        solved += invertible
        singular += not invertible
    assert solved >= 4 and (singular >= 2 or kind != "small")
