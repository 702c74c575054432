"""A sample input of every problem of :data:`grundy.judge.PROBLEMS`, shown by
``grundy judge PROBLEM --help`` with its output (the same files are in ``examples/``)."""

SAMPLES: dict[str, str] = {
    "acwing1319": (
        "6 8 4\n"
        "2 1\n"
        "2 4\n"
        "1 4\n"
        "1 5\n"
        "4 5\n"
        "1 3\n"
        "3 5\n"
        "3 6\n"
        "1 2 4 6\n"
    ),
    "cf1149e": (
        "4 2\n"
        "2 1 1 5\n"
        "1 2\n"
        "3 4\n"
    ),
    "agc016f": (
        "3 2\n"
        "1 2\n"
        "1 3\n"
    ),
    "acwing219": (
        "2 2\n"
        "3 2\n"
        "4 2\n"
        "5 7\n"
    ),
    "snoi2020": (
        "3\n"
        "1 5\n"
        "2 5\n"
        "1 10\n"
    ),
    "poj3710": (
        "2\n"
        "3 3\n"
        "1 2\n"
        "2 3\n"
        "3 1\n"
        "4 4\n"
        "1 2\n"
        "2 3\n"
        "3 1\n"
        "2 4\n"
        "2\n"
        "1 1\n"
        "1 1\n"
        "3 3\n"
        "1 2\n"
        "2 3\n"
        "3 1\n"
    ),
    "nim-product-64": (
        "3\n"
        "2 2\n"
        "3 5\n"
        "18446744073709551615 2\n"
    ),
    "jzoj6437": (
        "2\n"
        "1 2\n"
        "3 4\n"
    ),
    "loj536": (
        "3 2\n"
        "2\n"
        "1 1\n"
        "3 1\n"
        "2\n"
        "1 2\n"
        "2 2\n"
    ),
    "loj6033": (
        "3 4\n"
        "..#.\n"
        "....\n"
        "#...\n"
    ),
}
