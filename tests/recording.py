"""A stand-in for grundy._progress.Progress that records the bars made and the counts drawn."""

from __future__ import annotations


class RecordingBar:
    """Stands in for grundy._progress.Progress: records each bar and the counts it is told."""

    made: list = []

    def __init__(self, total, enabled, label, *, unit=" values", delay=0.0):
        self.total, self.unit, self.counts, self.closed = total, unit, [], False
        RecordingBar.made.append(self)

    def update(self, done: int) -> None:
        self.counts.append(done)

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.closed = True
