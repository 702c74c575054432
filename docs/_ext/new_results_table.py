"""The directive ``.. new-results:: GAME`` (option ``:match: REGEX``, on the position): the rows
of ``docs/new_results.csv`` of one game as a table, the command shown as code (a CSV table
would turn its ``--`` into a dash)."""

from __future__ import annotations

import csv
import re
from pathlib import Path

from docutils import nodes
from docutils.parsers.rst import Directive, directives

CSV = Path(__file__).resolve().parents[1] / "new_results.csv"
HEADERS = ["position", "value", "seconds", "MB", "command", "second route"]


def _cell(text: str, literal: bool = False) -> nodes.entry:
    para = nodes.paragraph()
    para += nodes.literal(text, text) if literal else nodes.Text(text)
    entry = nodes.entry()
    entry += para
    return entry


class NewResults(Directive):
    required_arguments = 1
    final_argument_whitespace = True
    option_spec = {"match": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        game = self.arguments[0]
        self.state.document.settings.record_dependencies.add(str(CSV))
        with open(CSV, newline="") as f:
            match = re.compile(self.options.get("match", ""))
            rows = [row for row in csv.DictReader(f) if row["game"] == game and match.search(row["position"])]
        if not rows:
            raise self.error(f"no row of game {game!r} in {CSV.name}")
        table = nodes.table(classes=["new-results"])
        group = nodes.tgroup(cols=len(HEADERS))
        table += group
        for width in (8, 22, 6, 5, 30, 29):
            group += nodes.colspec(colwidth=width)
        head = nodes.thead()
        line = nodes.row()
        for name in HEADERS:
            line += _cell(name)
        head += line
        group += head
        body = nodes.tbody()
        for row in rows:
            line = nodes.row()
            for key in ("position", "value", "seconds", "peak_mb"):
                line += _cell(row[key])
            line += _cell(row["command"], literal=True)
            line += _cell(row["check"])
            body += line
        group += body
        return [table]


def setup(app):
    app.add_directive("new-results", NewResults)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
