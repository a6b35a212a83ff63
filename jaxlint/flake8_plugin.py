"""The flake8 extension: `flake8 --select=JAX` reports what `jaxlint` reports, at the same places.

flake8 owns discovery, noqa and output; the plugin runs the engine on the lines flake8 read.
Rule selection comes from `[tool.jaxlint]` (flake8's own --select/--ignore filter on top).
"""

from __future__ import annotations

import ast
import os
from typing import Iterator

from jaxlint import __version__
from jaxlint.engine import lint_source


class JaxlintChecker:
    name = "jaxlint"
    version = __version__

    def __init__(self, tree: ast.AST, filename: str, lines: list) -> None:
        self.filename = filename
        self.lines = lines

    def run(self) -> Iterator[tuple]:
        from jaxlint.config import ConfigError, load

        try:
            settings = load(self.filename if self.filename not in ("-", "stdin") else ".")
        except ConfigError as exc:
            yield 1, 0, f"JAX000 jaxlint configuration error: {exc}", type(self)
            return
        rules = settings.rules_for(os.path.abspath(self.filename), settings.rules())
        text = "".join(self.lines)
        result = lint_source(text, self.filename, rules)
        for f in result.findings:
            yield f.line, f.column - 1, f"{f.code} {f.message}", type(self)
        for err in result.errors:
            yield 1, 0, f"JAX000 jaxlint internal error: {err.splitlines()[0]}", type(self)
