"""Run deeply recursive work on a thread with a large stack and a raised recursion limit.

libcst's native parser, its code generation, the model's walks and the rules recurse once or more per
level of nesting, and Python compiles expressions nested about 3,000 levels deep (`a + a + ...`,
`f()()()...`, `x.a.a...`): more than the default limit of 1,000 frames and, for the parser, more than
the main thread's 8 MB stack. Linting on a thread with a 512 MB stack (address space; only the pages
used are committed) and a limit of 100,000 frames accepts everything Python accepts.
"""

from __future__ import annotations

import sys
import threading
from typing import Callable, TypeVar

STACK_BYTES = 512 << 20
RECURSION_LIMIT = 100_000

T = TypeVar("T")
_lock = threading.Lock()
_active = 0
_saved_limit = 0


def call(fn: Callable[..., T], *args) -> T:
    """`fn(*args)` on a large-stack thread; returns its result or raises its exception here."""
    outcome: dict = {}

    def run() -> None:
        try:
            outcome["value"] = fn(*args)
        except BaseException as exc:  # handed to the caller, whatever it is
            outcome["error"] = exc

    _raise_limit()
    try:
        try:
            previous = threading.stack_size(STACK_BYTES)
        except (ValueError, RuntimeError):  # a platform that cannot size thread stacks
            return fn(*args)
        try:
            thread = threading.Thread(target=run, name="jaxlint-deep", daemon=True)
            thread.start()
        finally:
            threading.stack_size(previous)
        thread.join()
    finally:
        _restore_limit()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def _raise_limit() -> None:
    """The limit is per interpreter: raised while any deep call runs, put back after the last."""
    global _active, _saved_limit
    with _lock:
        if _active == 0:
            _saved_limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_saved_limit, RECURSION_LIMIT))
        _active += 1


def _restore_limit() -> None:
    global _active
    with _lock:
        _active -= 1
        if _active == 0:
            sys.setrecursionlimit(_saved_limit)
