"""The flake8 extension: `flake8 --select=JAX` reports what `jaxlint` reports, at the same places.

flake8 owns discovery, noqa and output; the plugin runs the engine on the lines flake8 read, with the
rules of each file's nearest jaxlint configuration (the CLI's rule). A rule that is off by default runs
when flake8's --select or --extend-select names its full code; with --disable-noqa the engine leaves
noqa comments alone too, so flake8 reports everything.
"""

from __future__ import annotations

import ast
import os
import re
from typing import Iterator, Optional

from jaxlint import __version__


class JaxlintChecker:
    name = "jaxlint"
    version = __version__
    _resolver = None  # one per process: each configuration is read once
    _named: tuple = ()  # full codes flake8's selection names
    _noqa = True

    def __init__(self, tree: ast.AST, filename: str, lines: list) -> None:
        self.filename = filename
        self.lines = lines

    @classmethod
    def parse_options(cls, options) -> None:
        # Full codes only, checked by pattern: importing the rules here would cost every flake8 run.
        chosen = [*(getattr(options, "select", None) or ()), *(getattr(options, "extend_select", None) or ())]
        cls._named = tuple(code for code in chosen if re.fullmatch(r"JAX\d{3}", code))
        cls._noqa = not getattr(options, "disable_noqa", False)
        cls._resolver = None

    @classmethod
    def _rules_for(cls, path: str) -> list:
        from jaxlint.config import Overrides, Resolver, Selection

        if cls._resolver is None:
            selection: Optional[Selection] = Selection(extend_select=cls._named) if cls._named else None
            cls._resolver = Resolver(Overrides(selection))
        return cls._resolver.rules_for(path)

    def run(self) -> Iterator[tuple]:
        """The findings; a crash of jaxlint is one JAX000 line for this file, never an exception that
        would make flake8 print nothing for every file."""
        try:
            rows = list(self._rows())
        except Exception as exc:
            rows = [(1, 0, f"JAX000 jaxlint internal error: {type(exc).__name__}: {exc}".splitlines()[0])]
        for line, column, text in rows:
            yield line, column, text, type(self)

    def _rows(self) -> Iterator[tuple]:
        from jaxlint.config import ConfigError
        from jaxlint.engine import lint_source

        path = os.path.abspath(self.filename if self.filename not in ("-", "stdin") else "stdin")
        try:
            rules = self._rules_for(path)
        except ConfigError as exc:
            yield 1, 0, f"JAX000 jaxlint configuration error: {exc}"
            return
        result = lint_source("".join(self.lines), self.filename, rules, noqa=self._noqa)
        for f in result.findings:
            yield f.line, f.column - 1, f"{f.code} {f.message}"
        for err in result.errors:
            yield 1, 0, f"JAX000 jaxlint internal error: {err.splitlines()[0]}"
