"""The misère quotient's progress: a bar that moves during a long heap size (the engine's hook
reaches into its compiled searches), no estimate of the time left, a note of what the heap
size at work waits for, the compound command showing the same bar, the time limit in other
threads, and errors that say at which heap size the work stopped."""

from __future__ import annotations

import io
import sys
import threading
import types

import numpy as np
import pytest

from grundy import _progress
from grundy.cli import main
from grundy.errors import ResourceLimitError, TimeLimitError
from grundy.heaps.takebreak import TakeAndBreak
from grundy.misere import misere_quotient
from grundy.misere import _engine as engine
from grundy.misere import quotient as quotient_module
from grundy.misere._engine import MisereOutcomes, find_failure
from grundy.misere.quotient import _hypothesis_below, _search_options


class Tty(io.StringIO):
    """A standard error that is a terminal."""

    def isatty(self) -> bool:
        return True


class FakeTqdm:
    """Stands in for ``tqdm.auto.tqdm``: records each bar, its counts, its redraws at the same
    count and its notes (postfixes)."""

    made: list = []

    def __init__(self, total=None, desc=None, unit=None, leave=None, mininterval=None, initial=0):
        self.total, self.desc, self.unit = total, desc, unit
        self.n = initial
        self.draws: list[tuple[int, str]] = []  # (count, note) at each redraw
        self.note = ""
        self.closed = False
        FakeTqdm.made.append(self)

    def update(self, k: int) -> None:
        self.n += k
        self.draws.append((self.n, self.note))

    def refresh(self) -> None:
        self.draws.append((self.n, self.note))

    def set_postfix_str(self, text: str, refresh: bool = True) -> None:
        self.note = text

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def bars(monkeypatch):
    """FakeTqdm, every bar shown at once and redrawn at every look of the engine's hook (the
    test makes standard error a terminal itself: pytest sets its own when the test starts):
    returns the list of bars made."""
    monkeypatch.delenv("GRUNDY_QUIET", raising=False)
    monkeypatch.delitem(sys.modules, "ipykernel", raising=False)
    module = types.ModuleType("tqdm.auto")
    module.tqdm = FakeTqdm
    monkeypatch.setitem(sys.modules, "tqdm.auto", module)
    monkeypatch.setattr(FakeTqdm, "made", [])
    monkeypatch.setattr(_progress, "SHOW_SECONDS", 0.0)
    monkeypatch.setattr(_progress, "MIN_INTERVAL", 0.0)
    monkeypatch.setattr(quotient_module, "TICK_SECONDS", 0.0, raising=False)
    return FakeTqdm.made


def _same(a, b) -> None:
    assert (a.bound, a.order, a.orders, a.p_portion) == (b.bound, b.order, b.orders, b.p_portion)
    assert (a.table == b.table).all() and (a.heap_element == b.heap_element).all()


def test_the_bar_moves_within_a_heap_size_and_says_what_it_waits_for(bars, monkeypatch):
    """The bar was drawn between heap sizes only: a heap size that took minutes (Grundy's
    game at 29) left it as it was, or showed none at all when the smaller heaps took under a
    second, and its total gave tqdm's estimate of the time left from the heaps done, far too
    optimistic (the next heap size may take a thousand times longer)."""
    monkeypatch.setattr(sys, "stderr", Tty())
    q = misere_quotient("0.07", 26)
    (bar,) = bars
    assert bar.desc == "misère quotient of 0.07, heaps up to 26" and bar.unit == " heap sizes"
    assert bar.total is None and bar.closed  # a count and a rate, no estimate of the time left
    assert bar.n == 26
    counts = [n for n, _ in bar.draws]
    assert counts == sorted(counts) and set(counts) == set(range(27))
    at25 = [note for n, note in bar.draws if n == 24]  # the work on heap size 25
    assert len(at25) > 10  # redrawn during it, not once
    assert at25[0] == "size 25: extending the quotient of order 24 (0 trials, 0 proofs)"
    assert len(set(at25)) > 3  # its trials and proofs are counted as they go
    assert bar.draws[0][1] == "listing the options of the heaps" and bar.draws[-1] == (26, "")
    _same(q, misere_quotient("0.07", 26, progress=False))
    assert len(bars) == 1
    # Where the extension fails (0.3122 at heap size 7, whose quotient is infinite), the note
    # says so, and what the learner that takes over has done.
    with pytest.raises(ResourceLimitError):
        misere_quotient("0.3122", 7, max_order=150)
    at7 = [note for n, note in bars[1].draws if n == 6]
    assert "size 7: the extension failed; proving the quotient infinite" in at7
    learning = [note for note in at7 if note.startswith("size 7: the extension failed; learning "
                                                        "the quotient from outcomes of sums (")]
    assert learning and all(note.endswith(" tests so far; this can take hours)") for note in learning)
    assert len(set(learning)) > 3 and bars[1].closed


def test_the_compound_command_shows_the_bar(bars, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stderr", Tty())
    assert main(["compound", "disjunctive", "0.07", "26", "3", "--misere"]) == 0
    (bar,) = bars
    assert bar.desc == "misère quotient of 0.07, heaps up to 26" and bar.closed
    assert len([n for n, _ in bar.draws if n == 24]) > 10
    out = capsys.readouterr().out
    assert out.startswith("disjunctive compound of 0.07") and "misère play" in out
    assert main(["-q", "compound", "disjunctive", "0.07", "26", "3", "--misere"]) == 0
    assert capsys.readouterr().out == out and len(bars) == 1


def test_the_misere_command_shows_the_bar_and_quiet_silences_it(bars, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stderr", Tty())
    assert main(["misere", "0.07", "26", "3"]) == 0
    out = capsys.readouterr().out
    (bar,) = bars
    assert bar.closed and len([n for n, _ in bar.draws if n == 24]) > 10
    assert main(["misere", "0.07", "26", "3", "-q"]) == 0
    assert capsys.readouterr().out == out and len(bars) == 1


def test_the_compiled_searches_call_the_hook(monkeypatch):
    """The outcome search and the signature search call the hook between their steps, and
    what the hook raises ends them (the outcome table keeps what it learnt)."""

    class Stop(Exception):
        pass

    def stop():
        raise Stop

    game = TakeAndBreak("0.77")
    n = 16
    options = _search_options({h: game.options(h) for h in range(1, n + 1)})
    o = MisereOutcomes(n, options)
    calls = []
    o.tick = lambda: calls.append(1)
    pos = (10, 12, 14, 16)  # 262,023 positions: a call every 65,536 searched
    assert o.is_p(pos) is False and len(calls) >= 2
    fresh = MisereOutcomes(n, options)
    fresh.tick = stop
    with pytest.raises(Stop):
        fresh.is_p(pos)
    fresh.tick = lambda: None
    assert fresh.is_p(pos) is False

    # The proof of 0.07's quotient of order 144 does about 2^20 words of signature work.
    hyp = _hypothesis_below("0.07", 27)
    o = MisereOutcomes(26, _search_options({h: TakeAndBreak("0.07").options(h) for h in range(1, 27)}))
    real = engine.signature_search
    inside = []

    def spy(*args, progress):
        return real(*args, progress=lambda: inside.append(progress) or progress())

    monkeypatch.setattr(engine, "signature_search", spy)
    o.tick = lambda: calls.append(1)
    assert find_failure(hyp, o, 64_000_000, first=False) is None
    assert inside and inside[0] == o.tick  # called from inside the compiled search
    inside.clear()
    hook = iter([None] * 100)  # the Python loops' looks pass; the one inside the kernel stops
    monkeypatch.setattr(engine, "signature_search", lambda *a, progress: real(*a, progress=stop))
    o.tick = lambda: next(hook)
    with pytest.raises(Stop):
        find_failure(hyp, o, 64_000_000, first=False)


def test_a_time_limit_in_another_thread_stops_within_a_heap_size():
    """Without the timer signal (another thread) the limit was looked at between heap sizes
    only: Grundy's game at 29, which takes many minutes, ran to its end. The engine's hook
    looks at it now."""
    got = []

    def work():
        try:
            misere_quotient("4!.0", 29, max_seconds=3)
        except TimeLimitError as e:
            got.append(e)

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    (e,) = got
    assert e.partial is not None and e.partial.bound == 28 and e.partial.order == 48
    assert str(e).startswith("the misère quotient of 4!.0 was stopped at heap 29 by its time limit")


def test_a_resource_limit_names_the_heap_size_where_the_work_stopped():
    with pytest.raises(ResourceLimitError) as e:
        misere_quotient("0.3122", 7, max_order=150, progress=False)
    assert str(e.value) == ("the misère quotient of 0.3122 stopped at heap 7 (it is proved for "
                            "heaps up to 6, order 52): the quotient has more than 150 elements, "
                            "the largest order allowed; it may be infinite")
    with pytest.raises(ResourceLimitError, match=r"^the misère quotient of 0\.77 stopped at heap 2 "
                       r"\(it is proved for heaps up to 1, order 2\): the quotient has more"):
        misere_quotient("0.77", 9, max_order=4, progress=False)



def test_the_plain_line_shows_the_note_and_covers_a_longer_line(monkeypatch):
    monkeypatch.delenv("GRUNDY_QUIET", raising=False)
    monkeypatch.setitem(sys.modules, "tqdm.auto", None)  # as if tqdm were not installed
    monkeypatch.setattr(sys, "stderr", Tty())
    monkeypatch.setattr(_progress, "MIN_INTERVAL", 0.0)
    with _progress.Progress(None, True, "work", unit=" sizes") as bar:
        bar.note("size 3: a long note of what the work waits for")
        bar.update(2)
        bar.note("")
        bar.update(2)  # the same count: drawn again, the note gone
    lines = sys.stderr.getvalue().split("\r")[1:]
    assert lines[0].startswith("work 2 sizes ") and lines[0].endswith(" waits for")
    assert "waits" not in lines[1] and len(lines[1].rstrip("\n")) == len(lines[0])
    assert np.all([line.count("\n") == 0 for line in lines[:-1]]) and lines[-1].endswith("\n")
