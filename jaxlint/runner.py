"""Lint files as one project: in parallel across cores, results in a deterministic order.

The named files are linted and reported; the rest of their project (`project.scope`) is analysed with
them for what its traced code passes in, and never reported. Each analysis is looked up in the cache
first: a named file's result under its bytes, its rules and what of the project reached it; a context
file's summary under its bytes and what reached it, so a warm one-file run parses nothing but the files
that changed. Workers return findings and summaries, never trees, so memory stays flat in the number
of files. A buffer (stdin, an editor's or flake8's text) replaces its file on disk (`sources`).
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from typing import Iterator, Optional

from jaxlint import workers, writeback
from jaxlint.cache import SUMMARY, Cache
from jaxlint.config import Resolver
from jaxlint.engine import FileResult, cannot_read, lint_bytes
from jaxlint.project.link import ProjectLink
from jaxlint.project.scope import Scope
from jaxlint.project.solve import solve

# Below this many files a process pool costs more than it saves (the pre-commit case).
_PARALLEL_THRESHOLD = 16
_NO_NOQA = "noqa off"  # in the key of a result made without honouring noqa comments (flake8's --disable-noqa)


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not on Linux
        return os.cpu_count() or 1


@dataclass
class Analysis:
    """Every file's last result and the project link it was made with, by path."""

    results: dict
    links: dict


def analyse(files: list, resolver: Resolver, scope: Scope, jobs: int = 0, fix=False, cache: Optional[Cache] = None,
            sources: Optional[dict] = None, noqa: bool = True) -> Analysis:
    """Lint `files` (reported: with their rules, fixed with `fix`) and analyse `scope.context` with
    them, to a fixed point over the project. `sources` maps real paths to the bytes that replace
    those files' contents; `noqa` False reports what noqa comments would silence."""
    files = list(files)
    targets = set(files)
    jobs = jobs or default_jobs()
    overrides = sources or {}
    given = {path: overrides[os.path.realpath(path)] for path in files + scope.context
             if os.path.realpath(path) in overrides} if overrides else {}

    def lint_batch(items: list) -> list:
        tasks = [(i, path, link.module, link.is_package, link.incoming, link.wanted, link.round,
                  fix if path in targets else False, path in targets, given.get(path))
                 for i, (path, link) in enumerate(items)]
        state = (resolver, _shared_tables(items[0][1]) if items else None, cache, noqa)
        if jobs == 1 or len(tasks) < _PARALLEL_THRESHOLD:
            _init_worker(state)
            return [_lint_linked(task) for task in tasks]
        out = [None] * len(tasks)
        order = sorted(tasks, key=lambda t: -_size(t[1]))  # largest first: no worker left alone at the end
        for k, result in workers.run_unordered(order, _lint_linked, min(jobs, len(tasks)), _init_worker, (state,)):
            out[order[k][0]] = _or_died(order[k][1], result)
        return out

    results, links = solve(files + [c for c in scope.context if c not in targets], scope.roots, lint_batch)
    return Analysis(results, links)


def lint_project(files: list, resolver: Resolver, scope: Scope, jobs: int = 0, fix=False,
                 cache: Optional[Cache] = None, sources: Optional[dict] = None) -> Iterator[FileResult]:
    """The results of `files`, in their order (see `analyse`)."""
    analysis = analyse(files, resolver, scope, jobs, fix, cache, sources)
    for path in files:
        yield analysis.results[path]


def lint_linked(path: str, link: ProjectLink, resolver: Resolver, cache: Optional[Cache] = None,
                noqa: bool = True) -> FileResult:
    """One file of an `Analysis`, linted with the link it was analysed with (as a context file, say):
    what a run naming it reports, without solving the project again."""
    _init_worker((resolver, _shared_tables(link), cache, noqa))
    return _lint_linked((0, path, link.module, link.is_package, link.incoming, link.wanted, link.round, False, True,
                         None))


_worker: Optional[tuple] = None  # (resolver, the round's shared tables, cache, noqa)
_modules_key: tuple = (None, "")  # the last module table hashed, and its hash


def _init_worker(state: tuple) -> None:
    global _worker
    _worker = state


def _shared_tables(link: ProjectLink) -> tuple:
    """A round's project-wide tables (module names, symbols, classes, returns) and a hash of the module
    names, which every file's cache key holds (computed once per table)."""
    global _modules_key
    if _modules_key[0] is not link.modules:
        _modules_key = (link.modules, hashlib.sha256(json.dumps(sorted(link.modules.items())).encode()).hexdigest())
    return link.modules, link.symbols, link.classes, link.returns, _modules_key[1]


def _lint_linked(task) -> FileResult:
    _, path, module, is_package, incoming, wanted, round_, fix, report, data = task
    resolver, (modules, symbols, classes, returns, modules_key), cache, noqa = _worker
    link = ProjectLink(module, is_package, modules, symbols, classes, returns, incoming, wanted, round_)
    from_disk = data is None
    if from_disk:
        try:
            with open(path, "rb") as fh:
                data = fh.read()
        except OSError as exc:
            return cannot_read(path, exc.strerror or str(exc))
    # What of the project reached the file (incoming_key covers `wanted`); the round keeps apart analyses of
    # one link whose facts differ from round to round, which would otherwise replace each other's entries.
    where = f"{module}\0{is_package}\0{modules_key}\0{link.incoming_key()}\0{round_}"
    summary_key = Cache.key(data, [SUMMARY, where])
    if not report:  # a context file: only its summary is wanted
        result = cache.get_summary(summary_key, path, link.facts_key) if cache is not None else None
        if result is None:
            result = lint_bytes(data, path, [], link=link)
            if cache is not None:
                cache.put_summary(summary_key, result, link.facts_key(_uses(result)))
        return result
    rules = resolver.rules_for(path)
    if fix:  # not cached: the result is the fixed source's
        result = lint_bytes(data, path, rules, fix=fix, link=link, noqa=noqa)
        if result.fixed_source is not None and from_disk:
            result.read_digest = writeback.digest(data)  # the fix is written only over these bytes
        return result
    codes = [r.code for r in rules]
    key = Cache.key(data, codes + [where] + ([] if noqa else [_NO_NOQA]))
    result = cache.get(key, path, codes, link.facts_key) if cache is not None else None
    if result is None:
        result = lint_bytes(data, path, rules, link=link, noqa=noqa)
        if cache is not None:
            facts = link.facts_key(_uses(result))
            cache.put(key, result, facts)
            cache.put_summary(summary_key, result, facts)
    return result


def _uses(result: FileResult) -> list:
    return (result.summary or {}).get("uses", [])


def _or_died(path: str, result) -> FileResult:
    """`result`, or for a worker that died linting `path`, the error that says so."""
    if isinstance(result, workers.Died):
        return FileResult(path, errors=[f"{path}: not lintable: the process linting it died ({result.how})"])
    return result


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0
