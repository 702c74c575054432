"""grundy against Library Checker's test data for ``nim_product_64`` (Nim Product (64 bit)).

Source: yosupo06/library-checker-problems at commit 04c8de378bab67be926325de2871f0babb8e6451,
number_theory/nim_product_64 (info.toml, gen/*.cpp, sol/correct.cpp, hash.json). Its 10 test
files hold 4,404,107 queries; tests/library_checker_data.py keeps, for each, T, the SHA-256 of
the input and of the expected output, and the first 64 queries with their products, and says
how the files were made and compared with the published copies.

By default the stored products are checked through the ufunc, the scalar ``nim_mul`` and
``grundy judge nim-product-64 FILE``. With ``GRUNDY_LIBRARY_CHECKER`` naming a directory that
holds the full files as in/NAME.in and out/NAME.out (the layout generate.py leaves in the
problem's directory), every file is checked in full: its input against the stored hash, the
judge's output (in process and by ``python -m grundy``) against the stored hash of the expected
output, and the ufunc product by product against the expected output file.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from grundy import nim_mul
from grundy._textio import IntReader
from grundy.judge import output
from grundy.judge.nim_product_64 import read
from grundy.nimbers import nim_multiply

from library_checker_data import CASES
from test_nimber_cli import ROOT, product_input, run_main

TRIPLES = [t for case in CASES.values() for t in case["first"]]
DATA = os.environ.get("GRUNDY_LIBRARY_CHECKER")
FULL = pytest.mark.skipif(
    not DATA, reason="set GRUNDY_LIBRARY_CHECKER to a directory with Library Checker's "
    "in/*.in and out/*.out of nim_product_64 to check every file in full")


def sha256(data) -> str:
    return hashlib.sha256(data).hexdigest()


def test_the_sample_has_every_test_file():
    # info.toml: example.in 1, random 2, random_few 2, small 1, small_few 1, large 1,
    # large_few 1, power_of_two 1 (64 x 64 pairs)
    assert sorted(CASES) == ["example_00", "large_00", "large_few_00", "power_of_two_00", "random_00",
                             "random_01", "random_few_00", "random_few_01", "small_00", "small_few_00"]
    assert sum(case["queries"] for case in CASES.values()) == 4_404_107
    assert all(len(case["first"]) == min(64, case["queries"]) for case in CASES.values())
    assert len(TRIPLES) == 587


def test_stored_products_by_the_ufunc_and_the_scalar():
    a, b, products = np.array(TRIPLES, dtype=np.uint64).T
    assert nim_multiply(a, b).tolist() == products.tolist()
    assert [nim_mul(x, y) for x, y, _ in TRIPLES] == products.tolist()


def test_stored_products_by_the_judge(capsys, monkeypatch, tmp_path):
    a, b, products = zip(*TRIPLES)
    path = tmp_path / "sample.in"
    path.write_bytes(product_input(a, b))
    code, out, err = run_main(capsys, monkeypatch, ["judge", "nim-product-64", str(path)])
    assert (code, err) == (0, "")
    assert out == "".join(f"{p}\n" for p in products)


@FULL
def test_the_full_data_has_every_test_file():
    assert sorted(p.stem for p in (Path(DATA) / "in").glob("*.in")) == sorted(CASES)
    assert sorted(p.stem for p in (Path(DATA) / "out").glob("*.out")) == sorted(CASES)


@FULL
@pytest.mark.parametrize("name", list(CASES))
def test_full_file(name):
    case = CASES[name]
    path = Path(DATA) / "in" / f"{name}.in"
    data = path.read_bytes()
    expected = (Path(DATA) / "out" / f"{name}.out").read_bytes()
    assert sha256(data) == case["in_sha256"], "not Library Checker's input"
    assert sha256(expected) == case["out_sha256"], "not Library Checker's expected output"

    assert sha256(bytes(output("nim-product-64", data))) == case["out_sha256"]
    r = subprocess.run([sys.executable, "-m", "grundy", "judge", "nim-product-64", str(path)],
                       capture_output=True, cwd=ROOT)
    assert (r.returncode, r.stderr) == (0, b"")
    assert sha256(r.stdout) == case["out_sha256"]

    a, b = read(data)
    products = IntReader(expected, unsigned=True).values
    assert len(a) == len(products) == case["queries"]
    got = nim_multiply(a, b)
    wrong = np.flatnonzero(got != products)
    assert not wrong.size, (f"{wrong.size} of {len(a)} products differ; query {wrong[0] + 1}: "
                            f"{a[wrong[0]]} * {b[wrong[0]]} = {products[wrong[0]]}, not {got[wrong[0]]}")
    assert [tuple(int(v) for v in t) for t in zip(a[:64], b[:64], products[:64])] == case["first"]
