"""The flake8 extension: `flake8 --select=JAX` reports what `jaxlint` reports, at the same places.

flake8 owns discovery, noqa and output; the plugin runs the engine on the lines flake8 read, with the
rules of each file's nearest jaxlint configuration (the CLI's rule). A rule that is off by default runs
when flake8's --select or --extend-select names its full code; with --disable-noqa the engine leaves
noqa comments alone too, so flake8 reports everything.

flake8 hands the plugin one file at a time; the file is linted in its project, as `jaxlint FILE` lints
it (the rest of the project analysed, unreported, through the same cache). The first file of a
project in a flake8 process solves the project once; every other file of it on disk is then linted
with what that solution sent it, without solving again. Lines that differ from the file on disk
(stdin) replace it in the project.
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
    _wanted = True  # flake8's selection may report a JAX code (`--select=E` never does: nothing to run)
    _noqa = True
    _links: dict = {}  # real path of a file on disk -> the project link a solution gave it
    _caches: dict = {}  # cache folder -> the open cache (None: unusable)

    def __init__(self, tree: ast.AST, filename: str, lines: list) -> None:
        self.filename = filename
        self.lines = lines

    @classmethod
    def parse_options(cls, options) -> None:
        # Full codes only, checked by pattern: importing the rules here would cost every flake8 run.
        chosen = [*(getattr(options, "select", None) or ()), *(getattr(options, "extend_select", None) or ())]
        cls._named = tuple(code for code in chosen if re.fullmatch(r"JAX\d{3}", code))
        # flake8's own rule: an explicit --select replaces the default selection (the plugins' codes).
        select = getattr(options, "select", None)
        selected = [*(select if select is not None else getattr(options, "extended_default_select", None) or ["JAX"]),
                    *(getattr(options, "extend_select", None) or ())]
        cls._wanted = any("JAX".startswith(s) or s.startswith("JAX") for s in selected)
        cls._noqa = not getattr(options, "disable_noqa", False)
        cls._resolver = None
        cls._links, cls._caches = {}, {}

    @classmethod
    def _settings(cls):
        """The resolver of every file's configuration, made on first use."""
        from jaxlint.config import Overrides, Resolver, Selection

        if cls._resolver is None:
            selection: Optional[Selection] = Selection(extend_select=cls._named) if cls._named else None
            cls._resolver = Resolver(Overrides(selection))
        return cls._resolver

    def run(self) -> Iterator[tuple]:
        """The findings; a crash of jaxlint is one JAX000 line for this file, never an exception that
        would make flake8 print nothing for every file."""
        if not self._wanted:
            return
        try:
            rows = list(self._rows())
        except Exception as exc:
            rows = [(1, 0, f"JAX000 jaxlint internal error: {type(exc).__name__}: {exc}".splitlines()[0])]
        for line, column, text in rows:
            yield line, column, text, type(self)

    def _rows(self) -> Iterator[tuple]:
        from jaxlint.config import ConfigError

        path = _shown(self.filename if self.filename not in ("-", "stdin") else "stdin")
        text = "".join(self.lines)
        try:
            resolver = self._settings()
            if path.endswith((".py", ".pyi")):
                resolver.codes_for(path)  # a broken configuration is this file's one finding
                result = self._in_project(path, text)
            else:
                from jaxlint.engine import lint_source  # libcst: the cached project path does without

                result = lint_source(text, self.filename, resolver.rules_for(path), noqa=self._noqa)
        except ConfigError as exc:
            yield 1, 0, f"JAX000 jaxlint configuration error: {exc}"
            return
        for f in result.findings:
            yield f.line, f.column - 1, f"{f.code} {f.message}"
        for err in result.errors:
            yield 1, 0, f"JAX000 jaxlint internal error: {_one_line(err, path)}"

    @classmethod
    def _in_project(cls, path: str, text: str):
        """The result of the file at `path` holding `text`, linted in its project."""
        from jaxlint import runner
        from jaxlint.result import encode
        from jaxlint.project.scope import scope

        real = os.path.realpath(path)
        on_disk = _disk_text(path) == text
        cache = cls._cache_for(path)
        if on_disk and real in cls._links:
            return runner.lint_linked(path, cls._links[real], cls._resolver, cache, cls._noqa)
        sources = {} if on_disk else {real: encode(text)}
        analysis = runner.analyse([path], cls._resolver, scope([path], cls._resolver), jobs=1, cache=cache,
                                  sources=sources, noqa=cls._noqa)
        if on_disk:  # a solution over the files on disk holds for every other file of it
            cls._links.update((os.path.realpath(p), link) for p, link in analysis.links.items())
        return analysis.results[path]

    @classmethod
    def _cache_for(cls, path: str):
        """The cache the CLI would use for `path` (None when there is none to use)."""
        from jaxlint.cache import DEFAULT_DIR, CacheRefused, open_cache

        settings = cls._resolver.for_path(path)
        folder = settings.cache_dir or os.path.join(settings.root, DEFAULT_DIR)
        if folder not in cls._caches:
            try:
                cls._caches[folder] = open_cache(folder, cls._resolver.for_folder(os.getcwd()), [path], settings.root)
            except CacheRefused:  # the CLI says why; flake8 lints without it
                cls._caches[folder] = None
        return cls._caches[folder]


def _shown(filename: str) -> str:
    """The path as the CLI shows it: from the current folder when the file is below it (the other files
    of its project are named so, and findings name them)."""
    full = os.path.abspath(filename)
    shown = os.path.relpath(full)
    return full if shown.startswith("..") else shown


def _one_line(error: str, path: str) -> str:
    """An internal error on one line: what failed, and the exception its traceback ends with."""
    lines = error.splitlines()
    head = lines[0].removeprefix(f"{path}: ").rstrip(":")
    if len(lines) == 1:
        return head
    return lines[-1] if head == "internal error" else f"{head}: {lines[-1]}"


def _disk_text(path: str) -> Optional[str]:
    """The text of the file at `path` as flake8 reads it (decoded, universal newlines), None when it
    cannot be read."""
    from jaxlint.result import decode

    try:
        with open(path, "rb") as fh:
            return decode(fh.read()).replace("\r\n", "\n").replace("\r", "\n")
    except (OSError, UnicodeDecodeError, SyntaxError, LookupError):
        return None
