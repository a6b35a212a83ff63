"""Lint files as one project: in parallel across cores, results in a deterministic order.

The named files are linted and reported; the rest of their project (`project.scope`) is analysed with
them for what its traced code passes in, and never reported. The rounds of the solve analyse the other
files for their summaries alone, and lint the named files with their rules; a named file whose last
round had what the fixed point gives it keeps that result, the others are linted again. Each analysis
is looked up in the cache first: a summary under the file's bytes and what of the project reached it, a
named file's result under those, its rules and its noqa mode, so a warm one-file run parses nothing but
the files that changed. When no file changed at all, the project's solution (what reached each file,
under every file's bytes) gives the named files' result keys at once: no round runs. When some did, the
project's state (the last solution, with every file's summary and bytes' hash) seeds the solve, and a
named file whose link the edit did not move is read under the state's keys. Workers return findings
and summaries, never trees; each keeps a bounded cache of the trees it parsed (`trees`), which serve the later rounds of the solve and the final linting, so
memory stays flat in the number of files. A buffer (stdin, an editor's or flake8's text) replaces its file on disk (`sources`).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from dataclasses import dataclass
from typing import Iterator, Optional

from jaxlint import collector
from jaxlint.cache import SOLUTION, STATE, SUMMARY, Cache
from jaxlint.config import Resolver
from jaxlint.result import FileResult, cannot_read
from jaxlint.project.link import ProjectLink
from jaxlint.project.scope import Scope
from jaxlint.project.solve import Seed, solve

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
    _digests.clear()
    overrides = sources or {}
    given = {path: overrides[os.path.realpath(path)] for path in files + scope.context
             if os.path.realpath(path) in overrides} if overrides else {}

    linted_with: dict = {}  # named file -> the link of its last analysis, when that ran its rules

    def lint_batch(items: list, final: bool = False) -> list:
        # A named file is linted with its rules in every round (unless fixing: a fix is made once, at
        # the fixed point), so a file whose last round had the fixed point's link needs no final lint.
        # A round reads a named file's summary from the cache as it reads any other's; only what it
        # analyses is linted then (the fixed point's report, if not made on the way, is read or made last).
        report = [final or (path in targets and not fix) for path, _ in items]
        tasks = [_Task(i, path, link.module, link.is_package, link.incoming, link.wanted, link.round,
                       fix if final else False, report[i], given.get(path), final)
                 for i, (path, link) in enumerate(items)]
        state = (resolver, _shared_tables(items[0][1]) if items else None, cache, noqa)
        _init_worker(state)
        out = [_cached(task) for task in tasks]  # in this process: a warm run starts no worker
        todo = [task for task in tasks if out[task.index] is None]
        for task in tasks:
            linted_with.pop(task.path, None)
            if task.report and (final or out[task.index] is None):
                linted_with[task.path] = items[task.index][1]
        nonlocal pool
        # Once started, the pool takes every round: a file goes back to the worker holding its tree.
        if jobs == 1 or (pool is None and len(todo) < _PARALLEL_THRESHOLD):
            for task in todo:
                out[task.index] = _analysed(task)
            return out
        todo.sort(key=lambda t: -_size(t.path))  # largest first: no worker left alone at the end
        if pool is None:
            from jaxlint import workers  # multiprocessing: only for a run big enough to need it

            pool = workers.Pool(jobs, _analysed, _init_worker)
        for k, result in pool.run(todo, (state,), [task.path for task in todo]):
            out[todo[k].index] = _or_died(todo[k].path, result)
        return out

    project = files + [c for c in scope.context if c not in targets]
    solution = _solution_key(project, scope.roots, given) if cache is not None and not fix else None
    seed, rows, state = None, {}, None
    if solution is not None:
        _init_worker((resolver, None, cache, noqa))
        results = _as_solved(files, solution, given)
        if results is not None:
            return Analysis(results, {})
        state = _state_key(files, project, scope.roots)
        seed, rows = _seed(state, project, given)
    pool = None  # a workers.Pool, started by the first round big enough, then kept: it holds the trees
    try:
        with collector.fewer_collections():
            solved = solve(project, scope.roots, lint_batch, lambda path: _bytes(path, given.get(path)), seed)
            links, results = solved.links, dict(solved.results)
            modules_key = _shared_tables(links[project[0]])[-1] if project else ""
            # A named file the solve left alone keeps its link, so its report keys are the seed's.
            served = {path: _stored(path, rows[path], modules_key, given) for path in files
                      if path in solved.kept and path not in linted_with}
            served = {path: result for path, result in served.items() if result is not None}
            results.update(served)
            stale = [path for path in files if path not in served and (path not in linted_with or
                     not linted_with[path].reaches_alike(links[path], _uses(results[path])))]
            results.update(zip(stale, lint_batch([(path, links[path]) for path in stale], final=True)))
    finally:
        if pool is not None:
            pool.close()
        parsed = sys.modules.get("jaxlint.trees")  # loaded only by a run that parsed something
        if parsed is not None:
            parsed.kept.clear()
    if solution is not None and project:
        solved_rows = {path: rows[path] if path in solved.kept else
                       [links[path].module, links[path].is_package, links[path].incoming_key(),
                        links[path].facts_key(_uses(solved.results[path]))] for path in project}
        cache.put_solution(solution, modules_key, solved_rows)
        # The state is written again when the seed was more than one edit away: an edit to one file
        # seeds from the state before it, at the cost of analysing that file again.
        if solved.converged and not (solved.seeded and len(seed.stale) <= 1):
            cache.put_state(state, links[project[0]].modules, {
                path: solved_rows[path] + [_digest(path, given.get(path)).hex(), links[path].wanted,
                                           solved.imports[path], solved.results[path].summary] for path in project})
    return Analysis(results, links)


def _solution_key(project: list, roots: dict, given: dict) -> Optional[str]:
    """The cache key of the project's solution: every file's path, bytes and module root (None when a
    file cannot be read: the solve says why)."""
    whole = hashlib.sha256()
    for path in project:
        digest = _digest(path, given.get(path))
        if digest is None:
            return None
        whole.update(f"{path}\0{roots.get(path)}\0".encode() + digest)
    return Cache.key(whole.digest(), [SOLUTION])


def _state_key(files: list, project: list, roots: dict) -> str:
    """The cache key of the project's state: the files named and the others, and their module roots
    (not their bytes: an edit keeps the key)."""
    whole = hashlib.sha256(json.dumps([files, [(path, roots.get(path)) for path in project]]).encode())
    return Cache.key(whole.digest(), [STATE])


def _seed(state: str, project: list, given: dict) -> tuple:
    """The solve's `Seed` from the project's state in the cache, with each file's solution row (None
    and nothing on a miss, or when a file cannot be read): the files whose bytes changed are stale."""
    _, _, cache, _ = _worker
    entry = cache.get_state(state)
    if entry is None or set(entry["files"]) != set(project):
        return None, {}
    seed, rows = Seed(entry["modules"], {}, set(), {}), {}
    for path in project:
        *rows[path], digest, wanted, seed.imports[path], summary = entry["files"][path]
        now = _digest(path, given.get(path))
        if now is None:
            return None, {}
        if now.hex() != digest:
            seed.stale.add(path)
        if wanted:
            seed.wanted.add(path)
        seed.results[path] = FileResult(path, summary=summary)
    return seed, rows


def _as_solved(files: list, solution: str, given: dict) -> Optional[dict]:
    """The named files' results under the links the last solve of this very project gave them (every
    file's bytes as they are now), from the cache: no file is read as context, no round runs. None
    when the solution or a result is missing."""
    _, _, cache, _ = _worker
    entry = cache.get_solution(solution)
    if entry is None or not all(path in entry["files"] for path in files):
        return None
    results = {}
    for path in files:
        results[path] = _stored(path, entry["files"][path], entry["modules"], given)
        if results[path] is None:
            return None
    return results


def _stored(path: str, row: list, modules_key: str, given: dict) -> Optional[FileResult]:
    """A named file's result from the cache, under a solution's `row` for it (what reached it, the
    hash of the facts it read), or None."""
    resolver, _, cache, noqa = _worker
    module, is_package, incoming, facts = row
    codes = resolver.codes_for(path)
    key = _report_key(_digest(path, given.get(path)), codes, f"{module}\0{is_package}\0{modules_key}\0{incoming}",
                      noqa)
    return cache.get(key, path, codes, lambda uses: facts)


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
    task = _Task(0, path, link.module, link.is_package, link.incoming, link.wanted, link.round, False, True,
                 final=True)
    return _cached(task) or _analysed(task)


@dataclass
class _Task:
    """One file to analyse in a round: its link's own fields (the shared tables come with the worker)."""

    index: int
    path: str
    module: str
    is_package: bool
    incoming: dict
    wanted: bool
    round: int
    fix: object  # False, or the fix mode (named files only)
    report: bool  # a named file: linted with its rules; else analysed for its summary
    data: Optional[bytes] = None  # the buffer standing in for the file; None: the file on disk
    final: bool = False  # at the fixed point: its report is wanted, not only its summary


_worker: Optional[tuple] = None  # (resolver, the round's shared tables, cache, noqa)
_digests: dict = {}  # path -> the hash of its bytes, for the run in progress (main process)
_modules_key: tuple = (None, "")  # the last module table hashed, and its hash


def _init_worker(state: tuple) -> None:
    global _worker
    _worker = state


def _shared_tables(link: ProjectLink) -> tuple:
    """A round's project-wide tables (module names, symbols, classes, returns, rule facts) and a hash of
    the module names, which every file's cache key holds (computed once per table)."""
    global _modules_key
    if _modules_key[0] is not link.modules:
        _modules_key = (link.modules, hashlib.sha256(json.dumps(sorted(link.modules.items())).encode()).hexdigest())
    return link.modules, link.symbols, link.classes, link.returns, link.rule_facts, _modules_key[1]


def _cached(task: _Task) -> Optional[FileResult]:
    """The task's result from the cache, None on a miss (or when it cannot be cached). In the main
    process: each file's bytes are read and hashed once per run, whatever the rounds."""
    resolver, _, cache, noqa = _worker
    if cache is None or task.fix:
        return None
    digest = _digest(task.path, task.data)
    if digest is None:
        return None  # unreadable: `_analysed` says why
    link = _link(task)
    key, summary_key = _keys(task, link, digest)
    if not task.final:  # a round: the summary is what it needs
        return cache.get_summary(summary_key, task.path, link.facts_key)
    return cache.get(key, task.path, resolver.codes_for(task.path), link.facts_key)


def _digest(path: str, data: Optional[bytes]) -> Optional[bytes]:
    """The hash of a file's bytes (its buffer's, when one stands in for it), read and hashed once per run
    (main process); None when it cannot be read."""
    if data is not None:
        return hashlib.sha256(data).digest()
    if path not in _digests:
        data = _read(path, None)
        if isinstance(data, FileResult):
            return None
        _digests[path] = hashlib.sha256(data).digest()
    return _digests[path]


def _analysed(task: _Task) -> FileResult:
    """The task's result, analysed now (and stored in the cache)."""
    from jaxlint.engine import lint_bytes  # the engine and libcst, only once a file is analysed

    resolver, _, cache, noqa = _worker
    data = _read(task.path, task.data)
    if isinstance(data, FileResult):
        return data
    link = _link(task)
    key, summary_key = _keys(task, link, hashlib.sha256(data).digest())
    if not task.report:  # a round of the solve: only the summary is wanted
        result = _as_read_back(lint_bytes(data, task.path, [], link=link))
        if cache is not None:
            cache.put_summary(summary_key, result, link.facts_key(_uses(result)))
        return result
    result = _as_read_back(lint_bytes(data, task.path, resolver.rules_for(task.path), fix=task.fix, link=link,
                                      noqa=noqa))
    if task.fix:  # not cached: the result is the fixed source's
        if result.fixed_source is not None and task.data is None:
            from jaxlint import writeback

            result.read_digest = writeback.digest(data)  # the fix is written only over these bytes
    elif cache is not None:  # and its summary alone, for a run that reads the file as context
        facts = link.facts_key(_uses(result))
        cache.put(key, result, facts)
        cache.put_summary(summary_key, result, facts)
    return result


def _read(path: str, data: Optional[bytes]):
    """The file's bytes (`data`, when a buffer stands in for it), or the JAX000 result of a file that
    cannot be read."""
    if data is not None:
        return data
    try:
        with open(path, "rb") as fh:
            return fh.read()
    except OSError as exc:
        return cannot_read(path, exc.strerror or str(exc))


def _bytes(path: str, data: Optional[bytes]) -> Optional[bytes]:
    """`_read`'s bytes, None for a file that cannot be read."""
    data = _read(path, data)
    return data if isinstance(data, bytes) else None


def _link(task: _Task) -> ProjectLink:
    _, (modules, symbols, classes, returns, rule_facts, _), _, _ = _worker
    return ProjectLink(task.module, task.is_package, modules, symbols, classes, returns, task.incoming, task.wanted,
                       rule_facts, task.round)


def _keys(task: _Task, link: ProjectLink, digest: bytes) -> tuple:
    """The cache keys of the task's result and of its summary, for content of this `digest`."""
    resolver, (*_, modules_key), _, noqa = _worker
    # What of the project reached the file (incoming_key covers `wanted`). A summary's round keeps apart
    # analyses of one link whose facts differ from round to round, which would otherwise replace each
    # other's entries; a report has none: it is made at the fixed point, whichever round that is (an edit
    # elsewhere that adds a round must not re-lint every file), and the facts it read are checked on lookup.
    where = f"{task.module}\0{task.is_package}\0{modules_key}\0{link.incoming_key()}"
    codes = resolver.codes_for(task.path) if task.report else []
    return _report_key(digest, codes, where, noqa), Cache.key(digest, [SUMMARY, f"{where}\0{task.round}"])


def _report_key(digest: bytes, codes: list, where: str, noqa: bool) -> str:
    """The cache key of a named file's result: its bytes, its rules, what of the project reached it."""
    return Cache.key(digest, codes + [where] + ([] if noqa else [_NO_NOQA]))


def _as_read_back(result: FileResult) -> FileResult:
    """`result` with its summary as the cache gives it back (lists for tuples), so the solver compares
    what it read with what it analysed alike."""
    if result.summary is not None:
        result.summary = json.loads(json.dumps(result.summary))
    return result


def _uses(result: FileResult) -> list:
    return (result.summary or {}).get("uses", [])


def _or_died(path: str, result) -> FileResult:
    """`result`, or for a worker that died linting `path`, the error that says so."""
    from jaxlint import workers

    if isinstance(result, workers.Died):
        return FileResult(path, errors=[f"{path}: not lintable: the process linting it died ({result.how})"])
    return result


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0
