"""Playing against the computer: the engine (Match) against brute force, GameSolver.play, and
`grundy play` driven through a pseudo-terminal."""

from __future__ import annotations

import random
import re
import sys

import pytest

import grundy
from grundy import GameSolver, Outcome, Sum
from grundy.core.compounds import KINDS
from grundy.core.play import Match, play

from test_compounds import defined, random_dag_game, tree_moves, tree_wins


def test_the_computer_wins_fastest_and_loses_slowest():
    """Against every reply, the computer keeps a won compound won and ends it in exactly its
    remoteness; from a lost one it moves to the option of largest remoteness."""
    rng = random.Random(4)
    for _ in range(150):
        moves, n = random_dag_game(rng)
        kind = rng.choice(KINDS)
        misere = rng.random() < 0.5
        parts = tuple(rng.randrange(n) for _ in range(rng.randint(1, 3)))
        whole = lambda p, kind=kind: tree_moves(moves, p, kind)  # noqa: E731
        r = defined(whole, misere, True)
        m = Match(moves, parts, kind, misere)
        assert m.remoteness() == r(parts)
        move = m.computer_move()
        if not whole(parts):
            assert move is None
            continue
        best = [q for q in whole(parts) if r(q) + 1 == r(parts)]
        assert move in best, (kind, misere, parts)
        assert (m.outcome() is Outcome.N) == tree_wins(moves, kind, misere)(parts)


def test_a_compound_too_large_to_search_is_played_by_its_rule():
    take = lambda n: [n - k for k in (1, 2) if k <= n]  # noqa: E731
    m = Match(take, [3000, 4000, 5000, 6001], "selective", search=50_000)
    assert m.remoteness() is None  # beyond 50,000 moves
    move = m.computer_move()
    assert grundy.compound_outcome(move, take, "selective") is Outcome.P
    m = Match(take, [3000, 3000, 3000], "selective", search=50_000)  # lost: any legal move
    assert m.outcome() is Outcome.P and m.reason(m.computer_move()) is None
    assert m.note() == ("too large to search for the quickest win: the computer plays by the "
                        "components' outcomes (it wins whenever it can, not always fastest)")


def test_a_sum_of_large_heaps_is_played_by_their_values():
    """Nim 2000 + 5 has 12,000 positions but 12 million moves: not searched (the default
    bound, SEARCH_MOVES), played by the XOR rule; lost, the computer takes one token."""
    m = Match(range, [2000, 5], grundy=lambda n: n, size=lambda n: n, noun="heap")
    assert m.remoteness() is None and m._whole is None
    assert m.computer_move() == (5, 5)
    assert m.hint() == {"outcome": Outcome.N, "remoteness": None, "move": (5, 5)}
    assert "the heaps' Grundy values" in m.note()
    m.play((5, 5))
    assert m.outcome() is Outcome.P and m.computer_move() == (4, 5)  # the most left: 9 tokens
    # what the search listed went with it: the options of the heaps played are kept
    assert sum(len(o) for o in m.solver._options.values()) < 2020


def test_a_small_sum_is_searched_whatever_is_known():
    m = Match(range, [3, 5], grundy=lambda n: n, size=lambda n: n, noun="heap")
    # 3 + 5: to 3 + 3, then the loser takes one at a time and the winner mirrors: 1 + 2 * 3
    assert m.note() is None and m.remoteness() == 7
    assert m.computer_move() == (3, 3)


def test_illegal_moves_say_why():
    take = lambda n: [n - k for k in (1, 2) if k <= n]  # noqa: E731
    m = Match(take, [4, 5], "conjunctive", noun="heap")
    assert m.reason((3, 5)) == "a conjunctive compound moves in every heap that can move: heap 2 must move too"
    assert m.reason((1, 4)) == "heap 1 cannot go from 4 to 1 (it can go to 3, 2)"
    assert m.reason((4, 5)) == "a move changes at least one heap"
    assert m.reason((3,)) == "a position of 2 components, not 1"
    assert Match(take, [4, 5]).reason((3, 4)) == "a disjunctive compound moves in one component at a time"
    with pytest.raises(grundy.GrundyError, match="cannot go from 4 to 0"):
        m.play((0, 4))


def dialogue(answers):
    it = iter(answers)
    shown: list[str] = []
    return (lambda prompt: next(it)), shown.append, shown


def test_game_solver_play_to_the_end_and_stops():
    take = lambda n: [n - k for k in (1, 2) if k <= n]  # noqa: E731
    read, write, shown = dialogue(["?", "2", "2"])
    # 5: you win by taking 2 (option 2 of [4, 3]); the computer, losing, keeps the game long
    # (takes 1: options of 2 are [1, 0]) and you take the last two
    assert GameSolver(take).play(5, read=read, write=write) == "me"
    assert "hint: you win in 3 moves; play 3" in shown and "computer: 2" in shown
    assert shown[-1] == "you win."
    read, write, shown = dialogue(["x", "9", "q"])
    assert GameSolver(take).play(5, read=read, write=write) == "stopped"
    assert shown.count("not a legal move: type the number of a move, 1 to 2") == 2

    def eof(prompt):
        raise EOFError

    assert GameSolver(take).play(5, read=eof, write=lambda t: None) == "stopped"

    def ctrl_c(prompt):
        raise KeyboardInterrupt

    shown.clear()
    with pytest.raises(KeyboardInterrupt):  # the command line's: one line, exit status 130
        GameSolver(take).play(5, read=ctrl_c, write=write)
    assert shown[-1] == "" and "stopped." not in shown
    with pytest.raises(grundy.GrundyError, match="first must be 'me' or 'computer'"):
        GameSolver(take).play(3, first="you")


def test_game_solver_play_with_sums_and_misere():
    split = lambda n: [Sum(a, n - a) for a in range(1, (n + 1) // 2)]  # noqa: E731  Grundy's game
    read, write, shown = dialogue([])
    # 7 is a P-position: the computer, moving first, loses against perfect replies; with no
    # replies it never gets past its first move
    with pytest.raises(StopIteration):
        GameSolver(split).play(7, first="computer", read=read, write=write)
    assert shown[1].startswith("computer: Sum(")
    read, write, shown = dialogue(["1"])
    take1 = lambda n: [n - 1] if n else []  # noqa: E731
    # misère: one token each; from 2 you must take one, the computer must take the last: you win
    assert GameSolver(take1).play(2, misere=True, read=read, write=write) == "me"


# ----------------------------------------------------------------- the games beside heaps
def test_wythoff_options_are_the_moves():
    from oracles import wythoff_moves

    for a in range(7):
        for b in range(7):
            assert sorted(grundy.wythoff_options(a, b)) == sorted(wythoff_moves((a, b)))
    assert grundy.wythoff_options(2, 1) == [(1, 1), (0, 1), (2, 0), (1, 0)]
    with pytest.raises(grundy.GrundyError, match="heap b must be at least 0"):
        grundy.wythoff_options(1, -1)


def random_graph(rng, n):
    edges = [(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < 0.4]
    return edges or [(0, 1)]


def board(tmp_path, game, *args, **options):
    """A game of `grundy play` beside heaps, built as the command builds it."""
    import argparse

    from grundy.commands.play import BOARDS

    namespace = argparse.Namespace(game=game, args=[str(a) for a in args], grid=None,
                                   ground=None, start=None, compound=None, misere=False)
    for key, value in options.items():
        setattr(namespace, key, value)
    return BOARDS[game](namespace)


def graph_file(tmp_path, n, edges, name="g.txt"):
    path = tmp_path / name
    path.write_text(f"{n} {len(edges)}\n" + "".join(f"{u + 1} {v + 1}\n" for u, v in edges))
    return path


def check_board(b, rng, games=3):
    """Every move reads back from the way it is written; the computer, moving first, wins
    whenever the start is a win, against random replies."""
    from grundy.core.play import Match

    start = b.match.position
    wins = b.match.outcome() is Outcome.N
    for _ in range(games):
        b.match.position = start
        turn = "computer"
        while b.match.moves():
            for q in b.match.moves():
                assert b.parse(b.show_move(b.match.position, q), b.match) == q
            assert b.show(b.match.position)
            if turn == "computer":
                q = b.match.computer_move()
            else:
                q = rng.choice(b.match.moves())
            assert isinstance(b.match, Match) and b.match.reason(q) is None
            b.match.play(q)
            turn = "me" if turn == "computer" else "computer"
        if wins:  # whoever cannot move loses: here, the random player
            assert turn == "me"


@pytest.mark.parametrize("game", ["node-kayles", "arc-kayles"])
def test_kayles_boards_on_graphs_and_grids(game, tmp_path):
    rng = random.Random(game)
    for k in range(6):
        n = rng.randint(2, 7)
        path = graph_file(tmp_path, n, random_graph(rng, n), f"g{k}.txt")
        check_board(board(tmp_path, game, path), rng)
    for grid in ("1x5", "2x3", "3x3"):
        b = board(tmp_path, game, grid=grid)
        check_board(b, rng, 2)
        b.close()
    # loops and parallel edges are ignored, as the search games ignore them
    b = board(tmp_path, game, graph_file(tmp_path, 3, [(0, 0), (0, 1), (1, 0), (1, 2)], "loops.txt"))
    assert b.show(b.match.position) == ("free vertices: 1 2 3" if game == "node-kayles"
                                        else "edges left: 1-2 2-3")
    check_board(b, rng)


def test_hackenbush_and_geography_boards(tmp_path):
    rng = random.Random(7)
    for k in range(6):
        n = rng.randint(2, 6)
        edges = random_graph(rng, n) + [(v, v) for v in range(n) if rng.random() < 0.2]
        path = graph_file(tmp_path, n, edges, f"h{k}.txt")
        b = board(tmp_path, "hackenbush", path, ground=[[1]])
        assert b.match.outcome() is Outcome.of_value(grundy.hackenbush_value(edges, 0, num_vertices=n))
        check_board(b, rng)
        start = rng.randint(1, n)
        b = board(tmp_path, "geography", path, start=start)
        assert b.match.outcome() is grundy.geography_strategy(edges, start - 1, num_vertices=n).outcome
        check_board(b, rng)


def test_hackenbush_lists_the_cuts_of_a_large_graph_from_one_analysis(tmp_path):
    """A path of 2000 edges hanging from the ground: cutting edge k drops every edge below it;
    the cuts are listed from one solve of the graph (one solve a cut took seconds here)."""
    from grundy.errors import ResourceLimitError

    path = graph_file(tmp_path, 2001, [(k, k + 1) for k in range(2000)])
    b = board(tmp_path, "hackenbush", path)
    assert [len(q[0]) for q in b.match.moves()] == list(range(2000))
    assert b.match.outcome() is Outcome.N and b.match.computer_move() == (frozenset(),)
    path = graph_file(tmp_path, 2002, [(k, k + 1) for k in range(2001)], "long.txt")
    with pytest.raises(ResourceLimitError, match="has 2,001 edges: play lists the positions every "
                       "cut leaves, for graphs of at most 2,000"):
        board(tmp_path, "hackenbush", path)


def test_cram_and_wythoff_boards(tmp_path):
    rng = random.Random(3)
    for shape in ("2x2", "2x3", "3x3", "1x7"):
        b = board(tmp_path, "cram", shape)
        check_board(b, rng, 2)
        b.close()
    for a, b_ in [(4, 9), (3, 5), (6, 2)]:
        check_board(board(tmp_path, "wythoff", a, b_), rng, 2)


# ----------------------------------------------------------------- grundy play, in a pipe
def run_play(*args, answers=""):
    """(status, stdout, stderr) of ``grundy play ARGS`` with `answers` on standard input."""
    import subprocess

    r = subprocess.run([sys.executable, "-m", "grundy", "play", *args], input=answers,
                       capture_output=True, text=True, timeout=300)
    return r.returncode, r.stdout, r.stderr


def test_play_sums_of_large_heaps(tmp_path):
    """Each was refused (at most 5,000,000 moves of nim; heaps of 40); the perfect opponent
    plays them by their Grundy values, after one line saying so."""
    status, out, err = run_play("nim", "4000", "5", answers="?\nq\n")
    assert status == 0, err
    lines = out.splitlines()
    note = lines.index("note: too large to search for the quickest win: the computer plays by "
                       "the heaps' Grundy values (it wins whenever it can, not always fastest)")
    assert lines[note + 1] == "your move> hint: you win; play take 3995 from heap 1 (4000 -> 5)"
    status, out, err = run_play("4!.0", "41", "3", "--first", "computer", answers="q\n")
    assert status == 0, err
    move = re.search(r"computer: split heap 1 \(41 -> (\d+) \+ (\d+)\)", out)
    assert grundy.TakeAndBreak("4!.0").sum_value([int(move[1]), int(move[2]), 3]) == 0


def test_play_ends_quietly_when_its_reader_goes():
    """grundy play ... | head -1: no 'grundy: error: : Broken pipe', status 0."""
    import subprocess

    child = subprocess.Popen([sys.executable, "-m", "grundy", "play", "nim", "3", "5"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout.readline().startswith(b"playing nim")
    child.stdout.close()
    _, err = child.communicate(b"?\n" * 10000, timeout=120)  # more than a pipe holds
    assert (child.returncode, err) == (0, b"")


def test_play_a_lost_sum_of_large_heaps_delays(tmp_path):
    status, out, err = run_play("nim", "3000", "3000", "--first", "computer", answers="q\n")
    assert status == 0, err
    assert "computer: take 1 from heap 1 (3000 -> 2999)" in out.splitlines()


@pytest.mark.parametrize("args, message", [
    (["wythoff", "3"], "wythoff takes two heaps"),
    (["cram", "3y3"], "3y3"),
    (["node-kayles", "/nonexistent/g.txt"], "/nonexistent/g.txt: No such file or directory"),
    (["cram", "2x2", "--misere"], "--compound and --misere are for heap games"),
    (["nim", "3", "x"], "heap 2: expected an integer, not 'x'"),
    (["staircase", "1", "2", "3"], "unknown game 'staircase': the games are nim, a subtraction "
     "set such as 1,3,4, or a take-and-break code such as 0.07 or 4!.0 (then the heaps: HEAP "
     "...); wythoff A B; cram ROWSxCOLS; chomp ROWSxCOLS; clobber and cannibal-clobber BOARD "
     "('XOX|OXO') or ROWSxCOLS; nogo BOARD or ROWSxCOLS; sprouts POSITION ('0*5'); node-kayles FILE or --grid ROWSxCOLS; "
     "arc-kayles FILE "
     "or --grid ROWSxCOLS; hackenbush FILE [--ground V]; geography FILE --start V"),
    (["nim", "2e6"], "heap 1 has 2000000 tokens: play lists the moves of every heap, at most "
     "1,000,000 moves of nim (this heap has about 2,000,000)"),
    (["4!.0", "2e5"], "heap 1 has 200000 tokens: play lists the moves of every heap, at most "
     "100,000 moves of 4!.0 (this heap has about 100,001)"),
    (["nim", "4000", "5", "--compound", "conjunctive"], "heap 1 has 4000 tokens: the conjunctive "
     "compound reads every position below a heap, at most 5,000,000 moves of nim"),
    (["0.77", "41", "--misere"], "heap 1 has 41 tokens: 0.77 splits heaps, and the disjunctive "
     "compound reads every position below a heap in misère play, up to heaps of 40"),
    (["wythoff", "1e6", "1"], "heaps 1000000 and 1 have 1,000,002 moves: play lists the moves "
     "of a position, at most 1,000,000"),
    (["nim", "3", "--grid", "2x2"], "--grid is for node-kayles and arc-kayles"),
    (["geography", "g.txt"], "geography takes a graph file"),
    (["arc-kayles", "--grid", "2x2", "g.txt"], "give either a FILE or --grid, not both"),
    (["node-kayles", "--grid", "0x3"], "grid '0x3'"),
])
def test_play_errors(args, message, capsys):
    from test_cli_parsing import outcome

    status, _, err = outcome(["play", *args], capsys)
    assert status == 2 and message in err.splitlines()[-1], err
    assert "compound command" not in err  # play's refusals spoke of the compound command


def test_play_uses_the_families_public_api():
    """commands/play.py reads no private name of another module (it read the search games'
    _closed and _best_move, and wrote Wythoff's moves itself)."""
    import ast
    from pathlib import Path

    import grundy.commands.play as play_command

    tree = ast.parse(Path(play_command.__file__).read_text(encoding="utf-8"))
    private = [f"line {node.lineno}: {ast.unparse(node)}" for node in ast.walk(tree)
               if isinstance(node, ast.Attribute) and node.attr.startswith("_")
               and not node.attr.startswith("__")]
    private += [f"line {node.lineno}: import {a.name}" for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) for a in node.names if a.name.startswith("_")]
    assert private == []


def test_play_names_its_games(capsys):
    from test_cli_parsing import outcome

    status, out, _ = outcome(["play", "--help"], capsys)
    assert status == 0
    text = " ".join(out.split())
    for game in ("nim", "wythoff", "cram", "node-kayles", "arc-kayles", "hackenbush", "geography",
                 "--grid ROWSxCOLS", "--ground", "--start"):
        assert game in text


def test_play_runs_without_pexpect():
    """Only the tests in a terminal need pexpect: the rest of this module is collected
    without it."""
    import subprocess
    from pathlib import Path

    code = ("import sys; sys.modules['pexpect'] = None; import pytest; "
            "sys.exit(pytest.main(['-q', '--collect-only', '-p', 'no:cacheprovider', sys.argv[1]]))")
    r = subprocess.run([sys.executable, "-c", code, __file__], capture_output=True, text=True,
                       cwd=Path(__file__).parent, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "test_play_errors" in r.stdout and "test_terminal_play_a_nim_sum_to_the_end" in r.stdout


# ----------------------------------------------------------------- grundy play, in a terminal
try:
    import pexpect
except ImportError:
    pexpect = None
terminal = pytest.mark.skipif(pexpect is None, reason="pexpect is not installed")


def spawn(*args):
    child = pexpect.spawn(sys.executable, ["-m", "grundy", "play", *args], encoding="utf-8", timeout=30)
    child.expect("your move> |computer: ")
    return child


def follow_hints(child):
    """Answer every position by the hint's move until the game ends; the last line."""
    for _ in range(100):
        child.sendline("?")
        child.expect(r"hint: (.*?)\r\n")
        hint = child.match.group(1)
        move = hint.split("; play ")[1].split(" (")[0]
        child.expect("your move> ")
        child.sendline(move)
        i = child.expect(["you win.", "the computer wins.", "your move> "])
        if i < 2:
            return ["you win.", "the computer wins."][i]
    pytest.fail("no end")


@terminal
def test_terminal_play_a_nim_sum_to_the_end():
    child = spawn("nim", "3", "5")
    child.sendline("?")
    child.expect(r"hint: you win in \d+ moves; play take 2 from heap 2 \(5 -> 3\)")
    child.sendline("take 2 from heap 2")
    child.expect(r"computer: (.*)\r\n")
    child.expect("your move> ")
    assert follow_hints(child) == "you win."
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


@terminal
@pytest.mark.parametrize("args, end", [
    (["hackenbush", "{tri}"], "the computer wins."),  # triangle and a pendant: value 0
    (["hackenbush", "{tri}", "--ground", "4"], "you win."),
    (["geography", "{path}", "--start", "2"], "you win."),
    (["arc-kayles", "--grid", "2x3"], "you win."),
    (["node-kayles", "--grid", "1x4"], "the computer wins."),  # Dawson's chess 4: value 0
    (["arc-kayles", "{path}"], "you win."),
])
def test_terminal_follow_the_hints_to_the_end(args, end, tmp_path):
    files = {"tri": graph_file(tmp_path, 4, [(0, 1), (1, 2), (2, 0), (2, 3)], "tri.txt"),
             "path": graph_file(tmp_path, 4, [(0, 1), (1, 2), (2, 3)], "path.txt")}
    child = spawn(*(a.format(**files) for a in args))
    assert follow_hints(child) == end
    child.expect(pexpect.EOF)


@terminal
def test_terminal_refuses_illegal_moves_and_stops_on_q_and_eof():
    child = spawn("0.07", "6", "--compound", "conjunctive")
    child.sendline("take 9 from heap 1")
    child.expect("not a legal move: heap 1 has only 6 tokens")
    child.sendline("heap 1 -> 1 + 1")
    child.expect(r"not a legal move: heap 1 cannot go from 6 to 1 \+ 1 \(it can go to 4, 1 \+ 3, 2 \+ 2\)")
    child.sendline("hello")
    child.expect("cannot read 'hello'")
    child.sendline("q")
    child.expect("stopped.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    child = spawn("1,2", "7")
    child.sendeof()
    child.expect("stopped.")
    child.expect(pexpect.EOF)


@terminal
def test_terminal_ctrl_c_and_sigterm_stop_as_everywhere():
    """Ctrl-C at the prompt: 'grundy: interrupted', status 130 (it said 'stopped.' and exited
    with 0); SIGTERM: 'grundy: terminated', status 143."""
    import signal

    child = spawn("1,2", "7", "--first", "computer")
    child.expect("your move> ")
    child.sendintr()
    child.expect("grundy: interrupted")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130 and "stopped." not in child.before
    child = spawn("1,2", "7")
    child.kill(signal.SIGTERM)
    child.expect("grundy: terminated")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 143


@terminal
def test_terminal_the_computer_first_in_a_split_game_and_a_compound():
    child = spawn("4!.0", "8", "--first", "computer")  # g(8) = 2: the computer wins
    child.expect(r"split heap 1 \(8 -> (\d+) \+ (\d+)\)")
    assert {child.match.group(1), child.match.group(2)} == {"1", "7"}  # 1 + 7: value 0
    child.expect(r"heaps: 1 \+ 7")
    child.sendline("q")
    child.expect(pexpect.EOF)
    child = spawn("nim", "2", "2", "--compound", "selective")
    child.sendline("take 2 from heap 1; take 2 from heap 2")
    child.expect("you win.")
    child.expect(pexpect.EOF)


@terminal
def test_terminal_wythoff_cram_and_node_kayles(tmp_path):
    child = spawn("wythoff", "4", "9")
    child.sendline("?")
    child.expect(r"hint: you win in 7 moves; play take 2 from heap 2\r\n")
    child.expect("your move> ")
    child.sendline("take 5 from both heaps")
    child.expect("not a legal move: there are 4 and 9 tokens")
    child.sendline("take 2 from heap 2")
    child.expect(r"computer: take \d+ from ")
    child.sendline("q")
    child.expect(pexpect.EOF)

    child = spawn("cram", "2x2")  # even x even: the second player wins
    child.sendline("domino 1 1 2 2")
    child.expect(r"not a legal move: \(1, 1\) and \(2, 2\) are not side by side")
    child.sendline("domino 1 1 1 2")
    child.expect("computer: domino 2 1 2 2")
    child.expect("the computer wins.")
    child.expect(pexpect.EOF)

    graph = graph_file(tmp_path, 3, [(0, 1), (1, 2)], "p3.txt")
    child = spawn("node-kayles", str(graph))  # a path of 3: take the middle vertex and win
    child.sendline("?")
    child.expect(r"hint: you win in 1 move; play vertex 2")
    child.sendline("vertex 4")
    child.expect("not a legal move: there is no vertex 4: vertices 1 to 3")
    child.sendline("vertex 2")
    child.expect("you win.")
    child.expect(pexpect.EOF)
