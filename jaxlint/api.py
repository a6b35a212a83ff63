"""The Python API: lint paths or source text and get typed findings (`jaxlint.finding.Finding`).

    import jaxlint

    for f in jaxlint.lint_paths(["src/"], select=["JAX1"]):
        print(f"{f.path}:{f.line}:{f.column}: {f.code} {f.message}")

    findings = jaxlint.lint_source(text, path="src/step.py")
    fixed = jaxlint.fix_source(text, path="src/step.py")

Both read `[tool.jaxlint]` from the nearest pyproject.toml as the command line does (`config` names
another, `config=False` uses the defaults); `select`, `extend_select` and `ignore` act as the flags do.
"""

from __future__ import annotations

import os
from typing import Iterable, Optional, Union

from jaxlint.finding import Finding

Codes = Optional[Iterable[str]]


class LintError(Exception):
    """Some files could not be linted (an internal error); `findings` holds what the rest gave."""

    def __init__(self, errors: list, findings: list) -> None:
        super().__init__("; ".join(e.splitlines()[0] for e in errors))
        self.errors, self.findings = errors, findings


def lint_paths(paths: Iterable[str], *, select: Codes = None, extend_select: Codes = None,
               ignore: Codes = None, config: Union[str, bool, None] = None, jobs: int = 1) -> list[Finding]:
    """The findings in every Python file under `paths`, sorted by path and position. Raises
    FileNotFoundError for a path that does not exist, ValueError for a broken configuration,
    LintError when a file cannot be linted."""
    from jaxlint.cli import lint_run

    paths = [os.fspath(p) for p in paths]
    run = _run(lint_run, _flags(paths, select, extend_select, ignore, config, jobs))
    if run.missing:
        raise FileNotFoundError(f"{run.missing[0]}: no such file or directory")
    return _findings(run)


def lint_source(source: str, path: str = "<string>", *, select: Codes = None, extend_select: Codes = None,
                ignore: Codes = None, config: Union[str, bool, None] = None) -> list[Finding]:
    """The findings in `source`, reported as `path` (which also picks the configuration and its
    per-file-ignores, as `--stdin-filename` does)."""
    return _findings(_lint_text(source, path, select, extend_select, ignore, config, []))


def fix_source(source: str, path: str = "<string>", *, unsafe: bool = False, select: Codes = None,
               extend_select: Codes = None, ignore: Codes = None, config: Union[str, bool, None] = None) -> str:
    """`source` with the fixes applied (the safe ones; the unsafe ones too with `unsafe=True`)."""
    run = _lint_text(source, path, select, extend_select, ignore, config, ["--fix"] + ["--unsafe-fixes"] * unsafe)
    result = run.results[0]
    if result.errors:
        raise LintError(result.errors, result.findings)
    return source if result.fixed_source is None else result.fixed_source


def _lint_text(source: str, path: str, select, extend_select, ignore, config, extra: list):
    from jaxlint import cli

    flags = ["--stdin-filename", path, *extra] + _flags(["-"], select, extend_select, ignore, config, 1)
    return _run(lambda args: cli.lint_run(args, stdin=source.encode("utf-8")), flags)


def _flags(paths: list, select, extend_select, ignore, config, jobs: int) -> list:
    flags = ["--no-cache", "--jobs", str(jobs)]
    for flag, codes in (("--select", select), ("--extend-select", extend_select), ("--ignore", ignore)):
        if codes is not None:
            flags += [flag, ",".join(codes) if not isinstance(codes, str) else codes]
    if isinstance(config, (str, os.PathLike)):
        flags += ["--config", os.fspath(config)]
    elif config is False:
        flags.append("--isolated")
    return flags + ["--"] + paths


def _run(lint_run, flags: list):
    from jaxlint.cli import _parser
    from jaxlint.cache import CacheRefused
    from jaxlint.config import ConfigError

    try:
        return lint_run(_parser().parse_args(flags))
    except (ConfigError, CacheRefused) as exc:
        raise ValueError(str(exc)) from None


def _findings(run) -> list:
    findings = run.findings()
    errors = [e for r in run.results for e in r.errors]
    if errors:
        raise LintError(errors, findings)
    return findings
