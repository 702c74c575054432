"""The nimber judges (nim-product-64, jzoj6437), ``grundy nimber``, the uint64 reader, and
cross-checks with the C++ references."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from grundy import InputFormatError, nim_mul
from grundy._textio import IntReader, uint_lines
from grundy.cli import main
from grundy.judge import solve

from oracles import permutation_sum
from reference import reference_binary

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def refdir(tmp_path_factory):
    return tmp_path_factory.mktemp("ref")


def product_input(a, b) -> bytes:
    return (f"{len(a)}\n" + "".join(f"{x} {y}\n" for x, y in zip(a, b))).encode()


def random_pairs(rng, n, bits=64):
    a = rng.integers(0, 2**64, n, dtype=np.uint64) >> np.uint64(64 - bits)
    b = rng.integers(0, 2**64, n, dtype=np.uint64) >> np.uint64(64 - bits)
    a[:4] = [0, 1, 2**bits - 1, 2 ** (bits - 1)]
    b[:4] = [5, 2**bits - 1, 2**bits - 1, 2 ** (bits - 1)]
    a[4::9] >>= np.uint64(bits // 2)
    return [int(v) for v in a], [int(v) for v in b]


def run_main(capsys, monkeypatch, argv, stdin: bytes = b""):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


# -- reading and writing uint64 ----------------------------------------------------------------


def test_unsigned_reader():
    r = IntReader(b"3\n18446744073709551615 0\n+7 9223372036854775808\n", unsigned=True)
    assert r.values.dtype == np.uint64
    assert r.values.tolist() == [3, 2**64 - 1, 0, 7, 2**63]
    for text, line, msg in [
        (b"1\n18446744073709551616 0\n", 2, "too large"),
        (b"1\n2 99999999999999999999\n", 2, "too large"),
        (b"1\n\n-1 2\n", 3, "non-negative"),
        (b"1\n1 2x\n", 2, "expected an integer"),
    ]:
        with pytest.raises(InputFormatError, match=msg) as e:
            IntReader(text, unsigned=True)
        assert e.value.line == line
    # the signed reader is unchanged
    assert IntReader(b"-5 9223372036854775807").values.tolist() == [-5, 2**63 - 1]
    with pytest.raises(InputFormatError, match="too large"):
        IntReader(b"9223372036854775808")


def test_uint_lines():
    rng = np.random.default_rng(20)
    v = rng.integers(0, 2**64, 1000, dtype=np.uint64)
    v[:5] = [0, 9, 10, 2**64 - 1, 10**19]
    assert uint_lines(v) == "".join(f"{int(x)}\n" for x in v)
    assert uint_lines(np.zeros(0, np.uint64)) == ""


# -- nim-product-64 ----------------------------------------------------------------------------


def test_nim_product_known():
    data = b"4\n3141 5926\n18446744073709551615 18446744073709551615\n4294967296 4294967296\n1234567890123456789 9876543210987654321\n"
    assert solve("nim-product-64", data) == "14994\n11290409524105353207\n6442450944\n18059132706730210235\n"
    assert solve("nim-product-64", b"0\n") == ""


def test_nim_product_against_scalar():
    rng = np.random.default_rng(21)
    a, b = random_pairs(rng, 500)
    out = solve("nim-product-64", product_input(a, b)).split()
    assert [int(v) for v in out] == [nim_mul(x, y) for x, y in zip(a, b)]


def test_nim_product_against_scaled_reference(refdir):
    ref = reference_binary("scaled_nim_product_64", refdir)
    rng = np.random.default_rng(22)
    for bits in (64, 40, 17, 8):
        a, b = random_pairs(rng, 3000, bits)
        data = product_input(a, b)
        expected = subprocess.run([ref], input=data, capture_output=True, check=True).stdout
        assert solve("nim-product-64", data).encode() == expected


def test_nim_product_against_seed_below_2_32(refdir):
    seed = reference_binary("seed_nim_product", refdir)
    rng = np.random.default_rng(23)
    for bits in (32, 16, 8):
        a, b = random_pairs(rng, 1500, bits)
        data = product_input(a, b)
        expected = subprocess.run([seed], input=data, capture_output=True, check=True).stdout
        assert solve("nim-product-64", data).encode() == expected


@pytest.mark.parametrize("data, line, msg", [
    (b"2\n1 2\n", 2, "expected 2 lines"),
    (b"1\n1 18446744073709551616\n", 2, "too large"),
    (b"1\n1 -2\n", 2, "non-negative"),
    (b"1\n1 2 3\n", 2, "expected 2 integers"),
    (b"1\n1 2\n7\n", 3, "unexpected data"),
    (b"", 1, "expected 'T'"),
])
def test_nim_product_errors(capsys, monkeypatch, data, line, msg):
    code, out, err = run_main(capsys, monkeypatch, ["judge", "nim-product-64"], data)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert f"line {line}:" in err and msg in err


def test_nim_product_subprocess():
    r = subprocess.run([sys.executable, "-m", "grundy", "judge", "nim-product-64"],
                       input=b"2\n3141 5926\n2 2\n", capture_output=True, cwd=ROOT)
    assert r.returncode == 0 and r.stdout == b"14994\n3\n" and r.stderr == b""


# -- jzoj6437 ----------------------------------------------------------------------------------


def matrix_input(m) -> bytes:
    return (f"{len(m)}\n" + "".join(" ".join(map(str, row)) + "\n" for row in m)).encode()


def test_jzoj6437_against_permutation_expansion():
    rng = np.random.default_rng(24)
    verdicts = set()
    for _ in range(80):
        n = int(rng.integers(1, 6))
        if rng.random() < 0.5:
            m = rng.integers(0, 3, (n, n)).tolist()
        else:
            m = [[int(v) for v in row] for row in rng.integers(0, 2**64, (n, n), dtype=np.uint64)]
        expected = "xiaoDyingle\n" if permutation_sum(m, nim_mul) else "xiaoDwandanle\n"
        assert solve("jzoj6437", matrix_input(m)) == expected
        verdicts.add(expected)
    assert len(verdicts) == 2


def test_jzoj6437_cli_and_errors(capsys, monkeypatch):
    assert run_main(capsys, monkeypatch, ["judge", "jzoj6437"], b"2\n2 3\n1 1\n")[:2] == (0, "xiaoDyingle\n")
    assert run_main(capsys, monkeypatch, ["judge", "jzoj6437"], b"2\n1 2\n3 1\n")[:2] == (0, "xiaoDwandanle\n")
    for data, line, msg in [
        (b"0\n", 1, "N must be at least 1"),
        (b"2\n1 2\n3\n", 3, "expected 2 lines"),
        (b"2\n1 2\n3 4 5\n", 3, "expected 2 integers"),
        (b"2\n1 2\n3 -4\n", 3, "non-negative"),
        (b"1\n18446744073709551616\n", 2, "too large"),
    ]:
        code, out, err = run_main(capsys, monkeypatch, ["judge", "jzoj6437"], data)
        assert code == 2 and out == "" and err.count("\n") == 1
        assert f"line {line}:" in err and msg in err, err


# -- grundy nimber EXPR ------------------------------------------------------------------------


@pytest.mark.parametrize("expr, expected", [
    ("3141 * 5926", 14994),
    ("inv(7)", 11),
    ("sqrt(2)", 3),
    ("2 ** 10", 2),
    ("(3 + 5) * 7", 3),
    ("14994 / 5926", 3141),
    ("3 - 5", 6),
    ("2 ** -1", 3),
    ("0x10 * 0x10", 24),
    ("log(3, 2)", 2),
    ("(18446744073709551615) * 18446744073709551615", 11290409524105353207),
    ("inv(2**64) * 2 ** 64", 1),  # 2**64 is the nim power: 2 in GF(4)
    ("340282366920938463463374607431768211456 * 340282366920938463463374607431768211456",
     340282366920938463463374607431768211456 * 3 // 2),  # 2^128 * 2^128
    ("(" * 300 + "1" + ")" * 300, 1),  # no recursion: any depth of parentheses
    ("+".join(["1"] * 5001), 1),
], ids=lambda v: v[:20] if isinstance(v, str) else v)
def test_nimber_command(capsys, monkeypatch, expr, expected):
    code, out, err = run_main(capsys, monkeypatch, ["nimber", expr])
    assert (code, out, err) == (0, f"{expected}\n", "")


def test_nimber_command_words_and_log(capsys, monkeypatch):
    assert run_main(capsys, monkeypatch, ["nimber", "3141", "*", "5926"])[1] == "14994\n"
    x = int(run_main(capsys, monkeypatch, ["nimber", "log(12345)"])[1])
    from grundy import NIM_LOG_GENERATOR, nim_pow

    assert nim_pow(NIM_LOG_GENERATOR, x) == 12345


@pytest.mark.parametrize("expr, msg", [
    ("inv(0)", "no inverse"),
    ("5 / 0", "no inverse"),
    ("2 ^ 3", "'^' is not an operator"),
    ("-3", "no unary operators"),
    ("1 +", "cannot parse"),
    ("foo(2)", "functions are inv, sqrt and log"),
    ("__import__('os')", "functions are"),
    ("(1).real", "expected a number"),
    ("log(0)", "0 < x < 2^64"),
    ("log(2**0 + 18446744073709551616)", "0 < x < 2^64"),
    ("2 ** (1 + 1)", "integer literal"),
    ("1.5 * 2", "non-negative integer"),
    ("x", "expected a number"),
    ("sqrt(1, 2)", "1 argument"),
    ("", "empty"),
    ("2" * 1300, "below 2^4096"),
    ("(" * 300 + "1", "never closed"),
    ("1 # a comment", "comments (#)"),
], ids=lambda v: v[:20] if isinstance(v, str) else v)
def test_nimber_command_errors(capsys, monkeypatch, expr, msg):
    code, out, err = run_main(capsys, monkeypatch, ["nimber", expr])
    assert code == 2 and out == "" and err.count("\n") == 1 and any(m in err for m in msg.split("|")), err


def test_nimber_command_subprocess():
    r = subprocess.run([sys.executable, "-m", "grundy", "nimber", "inv(7) * 7 + 3141 * 5926"],
                       capture_output=True, cwd=ROOT)
    assert r.returncode == 0 and r.stdout == b"14995\n" and r.stderr == b""
