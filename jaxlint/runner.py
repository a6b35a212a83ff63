"""Lint many files: in parallel across cores, results streamed back in a deterministic order."""

from __future__ import annotations

import multiprocessing
import os
from typing import Iterable, Iterator

from jaxlint.config import Settings
from jaxlint.engine import FileResult, lint_file

# Below this many files a process pool costs more than it saves (the pre-commit case).
_PARALLEL_THRESHOLD = 16

_worker_settings: Settings | None = None
_worker_rules: list = []


def _init_worker(settings: Settings) -> None:
    global _worker_settings, _worker_rules
    _worker_settings = settings
    _worker_rules = settings.rules()


def _lint_one(args) -> FileResult:
    path, fix = args
    return lint_file(path, _worker_settings.rules_for(path, _worker_rules), fix=fix)


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not on Linux
        return os.cpu_count() or 1


def lint_paths(files: Iterable[str], settings: Settings, jobs: int = 0, fix: bool = False) -> Iterator[FileResult]:
    files = list(files)
    jobs = jobs or default_jobs()
    _init_worker(settings)
    if jobs == 1 or len(files) < _PARALLEL_THRESHOLD:
        for path in files:
            yield _lint_one((path, fix))
        return
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    ctx = multiprocessing.get_context(method)
    with ctx.Pool(jobs, initializer=_init_worker, initargs=(settings,)) as pool:
        # imap keeps input order, so output is deterministic; chunks keep the IPC cheap.
        yield from pool.imap(_lint_one, ((p, fix) for p in files), chunksize=8)
