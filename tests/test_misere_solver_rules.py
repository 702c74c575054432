"""The take-and-break rules MisereSolver is given in the benchmarks, against grundy's.

benchmarks/misere.py compiles Siegel's MisereSolver (CGSuite, Java) with grundy's own stand-in
for CGSuite's Scala HeapRuleset, benchmarks/misere_solver/HeapRuleset.java, which reads the
whole take-and-break language. Here that file is compiled alone with javac (the test skips
without a JDK), with a small main class written below, and the options it gives every heap
0..HEAP of each code are compared with ``grundy.TakeAndBreak(code).options(n)``: fixed codes
that cover every feature of the language, and random codes that grundy accepts. Malformed
codes must be refused by both. One javac run and one java run for all the codes.
"""

from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pytest

from grundy import InvalidGameError, TakeAndBreak

ROOT = Path(__file__).resolve().parents[1]
HEAP_RULESET = ROOT / "benchmarks" / "misere_solver" / "HeapRuleset.java"
PACKAGE = "org.cgsuite.core.misere.solver"
HEAP = 14

# Prints, for each code (args[1:]) and heap n = 0..args[0], a line "CODE<TAB>n" and then one
# line "CODE<TAB>n<TAB>h1 h2 ..." per option (the heaps it leaves); "CODE<TAB>error" for a
# code HeapRuleset refuses.
PRINT_OPTIONS = f"""
package {PACKAGE};

import java.util.*;

public class PrintOptions
{{
    public static void main(String[] args)
    {{
        int top = Integer.parseInt(args[0]);
        StringBuilder out = new StringBuilder();
        for (int a = 1; a < args.length; a++)
        {{
            String code = args[a];
            HeapRuleset rules;
            try {{ rules = new HeapRuleset(code); }}
            catch (IllegalArgumentException e)
            {{
                out.append(code).append("\\terror\\n");
                continue;
            }}
            for (int n = 0; n <= top; n++)
            {{
                out.append(code).append('\\t').append(n).append('\\n');
                for (int[] option : rules.heapOptions(n))
                {{
                    out.append(code).append('\\t').append(n).append('\\t');
                    for (int i = 0; i < option.length; i++)
                        out.append(i > 0 ? " " : "").append(option[i]);
                    out.append('\\n');
                }}
            }}
        }}
        System.out.print(out);
    }}
}}
"""

# Every feature of the language: base-32 digits (either case), &N;, braces with counts, own
# and shared constraints and +, *, the three constraints, additive digits, repeating tails,
# a code without d0 (".07"), leading and trailing zeros.
FIXED = ["0.77", "0.07", "0.137", "4.7", "4!.0", "0.4!", "0.3F", "0.3F!", "0.3F?", "0.3F=",
         "8?.0", "C.0", "C!.0", "{2+}=.0", "{2+}.0", "{2,3}?.0", "0.*", "0.*!", "0.*?", "0.*=",
         "0.*!3", "0.{2,3?+}", "0.{0,1,3+}", "0.{1,2!,4=}", "0.{2+}!", "80.0", "8!0.0",
         "G80.4!", "0.3003330[3]", "0.[3]", "0.7[03]", "0.0[7!]", "0.&64;", "0.&65;!",
         "0.&1099511627776;", "&12;.0", "0.v", "0.f", ".07", "04.30", "0.077000",
         "0.{1,1!}", "0.{2,2!}", "0.{002,3}", "0.{0,2+}?"]

# (An empty repeating tail, 0.6[], which CGSuite reads as 0.6, grundy refuses: "']' at
# character 5: a repeating tail needs a digit".)

# Codes both must refuse for their form (not for being infinite).
MALFORMED = ["4!.0x", "0.77.", "0.{}", "0.{+}", "0.{2", "0.{64}", "0.{2!}!", "0.{2,,3}",
             "0.[3", "0.3]", "[3].0", "0.[3][4]", "0.3]4", "!0.7", "0.7!!", "0.&64", "0.&x;",
             "0.W", "077", "0.{2+,3}", "0.&18446744073709551616;"]

BASE32 = "0123456789ABCDEFGHIJKLMNOPQRSTUV"


def _random_digit(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.55:
        d = BASE32[min(rng.randrange(32), rng.randrange(32))]
        d = d.lower() if rng.random() < 0.1 else d
    elif r < 0.62:
        d = f"&{rng.choice([0, 1, 6, 64, 96, 1 << 15, (1 << 20) + 4, (1 << 63) + 8])};"
    elif r < 0.9:
        counts = rng.sample(range(7), rng.randint(1, 3))
        own = rng.random() < 0.4
        body = ",".join(f"{j}{rng.choice(['', '!', '?', '=']) if own else ''}" for j in counts)
        d = "{" + body + ("+" if rng.random() < 0.4 else "") + "}"
        if own:
            return d
    else:
        d = "*"
    return d + (rng.choice("!?=") if rng.random() < 0.35 else "")


def _random_code(rng: random.Random) -> str:
    before = "".join(_random_digit(rng) for _ in range(rng.choice([0, 1, 1, 1, 2])))
    after = [_random_digit(rng) for _ in range(rng.randint(0, 4))]
    if after and rng.random() < 0.3:
        at = rng.randrange(len(after))
        after = after[:at] + ["["] + after[at:] + ["]"]
    return before + "." + "".join(after)


def _random_codes(count: int, seed: int = 20240115) -> list[str]:
    """`count` distinct random codes that grundy accepts, the same ones every run."""
    rng = random.Random(seed)
    out: list[str] = []
    while len(out) < count:
        code = _random_code(rng)
        try:
            TakeAndBreak(code)
        except InvalidGameError:
            continue
        if code not in out:
            out.append(code)
    return out


RANDOM = _random_codes(50)


def _refused(code: str) -> bool:
    try:
        TakeAndBreak(code)
    except InvalidGameError:
        return True
    return False


@pytest.fixture(scope="module")
def java_options(tmp_path_factory):
    """{code: {n: [leave, ...]} or "error"} as the compiled HeapRuleset gives them."""
    if shutil.which("javac") is None or shutil.which("java") is None:
        pytest.skip("javac and java are needed to compile and run HeapRuleset.java")
    tmp = tmp_path_factory.mktemp("heap_ruleset")
    main = tmp / "PrintOptions.java"
    main.write_text(PRINT_OPTIONS, encoding="utf-8")
    classes = tmp / "classes"
    r = subprocess.run(["javac", "-encoding", "UTF-8", "-d", str(classes), str(HEAP_RULESET),
                        str(main)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    codes = FIXED + RANDOM + MALFORMED
    r = subprocess.run(["java", "-cp", str(classes), f"{PACKAGE}.PrintOptions", str(HEAP), *codes],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    out: dict = {}
    for line in r.stdout.splitlines():
        fields = line.split("\t")
        if fields[1] == "error":
            out[fields[0]] = "error"
        elif len(fields) == 2:
            out.setdefault(fields[0], {})[int(fields[1])] = []
        else:
            out[fields[0]][int(fields[1])].append(tuple(int(h) for h in fields[2].split()))
    return out


@pytest.mark.parametrize("code", FIXED + RANDOM)
def test_options_are_grundys(java_options, code):
    game = TakeAndBreak(code)
    theirs = java_options[code]
    assert theirs != "error", f"HeapRuleset refuses {code!r}"
    for n in range(HEAP + 1):
        ours = [leave for _, leave in game.options(n)]
        assert sorted(theirs[n]) == sorted(ours), f"{code!r}, heap {n}"
        assert theirs[n] == ours, f"{code!r}, heap {n}: the same options in another order"


@pytest.mark.parametrize("code", MALFORMED)
def test_malformed_codes_are_refused(java_options, code):
    assert _refused(code)
    assert java_options[code] == "error"


def test_the_codes_cover_the_language():
    # The fixed codes alone use every feature, and have moves that add tokens, leave no heap
    # and leave many heaps.
    text = "".join(FIXED)
    for feature in "!?=*{}+[]&;":
        assert feature in text, feature
    moves = [move for code in FIXED for n in range(HEAP + 1)
             for move in TakeAndBreak(code).options(n)]
    assert any(take < 0 for take, _ in moves)
    assert any(not leave for _, leave in moves)
    assert max(len(leave) for _, leave in moves) >= 6
