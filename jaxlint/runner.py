"""Lint many files: in parallel across cores, results streamed back in a deterministic order.

Each file is read once, looked up in the cache by its bytes and rule set, and linted only on a miss;
workers return findings, never trees, so memory stays flat in the number of files.
"""

from __future__ import annotations

import hashlib
import json
import os
from typing import Iterable, Iterator, Optional

from jaxlint import workers
from jaxlint.cache import Cache
from jaxlint.config import Resolver
from jaxlint.engine import FileResult, lint_bytes, lint_file
from jaxlint.project.link import ProjectLink
from jaxlint.project.solve import solve

# Below this many files a process pool costs more than it saves (the pre-commit case).
_PARALLEL_THRESHOLD = 16

_worker_resolver: Optional[Resolver] = None
_worker_cache: Optional[Cache] = None


def _init_worker(resolver: Resolver, cache: Optional[Cache]) -> None:
    global _worker_resolver, _worker_cache
    _worker_resolver, _worker_cache = resolver, cache


def _lint_one(args) -> FileResult:
    path, fix = args
    rules = _worker_resolver.rules_for(path)  # each file's nearest configuration
    if fix or _worker_cache is None:
        return lint_file(path, rules, fix=fix)
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError:
        return lint_file(path, rules)  # it reports why the file cannot be read
    key = _worker_cache.key(data, [r.code for r in rules])
    result = _worker_cache.get(key, path, [r.code for r in rules])
    if result is None:
        result = lint_bytes(data, path, rules)
        _worker_cache.put(key, result)
    return result


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not on Linux
        return os.cpu_count() or 1


def lint_paths(files: Iterable[str], resolver: Resolver, jobs: int = 0, fix: bool = False,
               cache: Optional[Cache] = None) -> Iterator[FileResult]:
    """Lint `files`, in their order, each with the rules of its own configuration; `cache` None runs
    without the cache (as `--fix` runs do)."""
    files = list(files)
    jobs = jobs or default_jobs()
    if fix:
        cache = None
    _init_worker(resolver, cache)
    if jobs == 1 or len(files) < _PARALLEL_THRESHOLD:
        for path in files:
            yield _lint_one((path, fix))
        return
    # Largest files first, so no worker is left parsing a huge file alone at the end; results come
    # back in any order and are yielded in the input order, holding findings only until their turn.
    order = sorted(range(len(files)), key=lambda i: -_size(files[i]))
    waiting: dict = {}
    turn = 0
    tasks = [(files[i], fix) for i in order]
    for k, result in workers.run_unordered(tasks, _lint_one, min(jobs, len(files)), _init_worker,
                                           (resolver, cache)):
        waiting[order[k]] = _or_died(files[order[k]], result)
        while turn in waiting:
            yield waiting.pop(turn)
            turn += 1


def lint_project(files: list, resolver: Resolver, jobs: int = 0, fix: bool = False, root: Optional[str] = None,
                 context: Iterable[str] = (), cache: Optional[Cache] = None,
                 links: Optional[dict] = None) -> Iterator[FileResult]:
    """Lint `files` as one project: traced code is followed into the other files, and the `context`
    files (the rest of the project, not reported) are analysed for what their traced code passes in.
    Each analysis is cached under the file's bytes, its rules and what of the project reached it.
    `links`, when given, receives each file's last `ProjectLink` (what `jaxlint explain` analyses with)."""
    files = list(files)
    targets = set(files)
    jobs = jobs or default_jobs()
    if fix:
        cache = None

    def lint_batch(items: list) -> list:
        if links is not None:
            links.update(items)
        tasks = [(i, path, link.module, link.is_package, link.incoming, link.wanted,
                  fix if path in targets else False, path in targets) for i, (path, link) in enumerate(items)]
        shared = _shared_tables(items[0][1]) if items else None
        if jobs == 1 or len(tasks) < _PARALLEL_THRESHOLD:
            _init_project_worker(resolver, shared, cache)
            return [_lint_linked(task) for task in tasks]
        out = [None] * len(tasks)
        order = sorted(tasks, key=lambda t: -_size(t[1]))  # largest first: no worker left alone at the end
        for k, result in workers.run_unordered(order, _lint_linked, min(jobs, len(tasks)), _init_project_worker,
                                               (resolver, shared, cache)):
            out[order[k][0]] = _or_died(order[k][1], result)
        return out

    results = solve(files + [c for c in context if c not in targets], root, lint_batch)
    for path in files:
        yield results[path]


_shared: Optional[tuple] = None  # a round's project-wide tables: module names, symbols, classes, returns, rule facts


def _shared_tables(link: ProjectLink) -> tuple:
    modules_key = hashlib.sha256(json.dumps(sorted(link.modules.items())).encode()).hexdigest()
    return link.modules, link.symbols, link.classes, link.returns, link.rule_facts, modules_key


def _init_project_worker(resolver: Resolver, shared: Optional[tuple], cache: Optional[Cache] = None) -> None:
    global _worker_resolver, _shared, _worker_cache
    _worker_resolver, _shared, _worker_cache = resolver, shared, cache


def _lint_linked(task) -> FileResult:
    _, path, module, is_package, incoming, wanted, fix, report = task
    modules, symbols, classes, returns, rule_facts, modules_key = _shared
    link = ProjectLink(module, is_package, modules, symbols, classes, returns, incoming, wanted, rule_facts)
    rules = _worker_resolver.rules_for(path) if report else []
    if fix or _worker_cache is None:
        return lint_file(path, rules, fix=fix, link=link)
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError:
        return lint_file(path, rules, link=link)  # it reports why the file cannot be read
    where = f"{module}\0{is_package}\0{modules_key}\0{link.incoming_key()}"  # incoming_key covers `wanted`
    key = _worker_cache.key(data, [r.code for r in rules] + [where])
    result = _worker_cache.get(key, path, [r.code for r in rules], link.facts_key)
    if result is None:
        result = lint_bytes(data, path, rules, link=link)
        _worker_cache.put(key, result, link.facts_key((result.summary or {}).get("uses", [])))
    return result


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
