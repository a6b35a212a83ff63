"""Run a function in a forked child process, so a crash in native code costs one file, not the run.

libcst's parser is native code: on input deep enough it overflows its stack and the process dies with
SIGSEGV, which no `except` catches. The engine lints inputs that could do that here; the child sends
its result back through a pipe, and a child that dies is a `ChildDied` naming the signal.
"""

from __future__ import annotations

import os
import pickle
import signal
import warnings
from typing import Callable, TypeVar

T = TypeVar("T")


class ChildDied(Exception):
    """The child process ended without a result; the message says how."""


def available() -> bool:
    return hasattr(os, "fork")


def call(fn: Callable[..., T], *args) -> T:
    """`fn(*args)` in a forked child; returns its result, re-raises its exception, or raises ChildDied."""
    read_fd, write_fd = os.pipe()
    with warnings.catch_warnings():  # 3.12+ warns about fork in a threaded process; ours are idle
        warnings.simplefilter("ignore", DeprecationWarning)
        pid = os.fork()
    if pid == 0:  # the child: never returns into the caller's code
        os.close(read_fd)
        try:
            try:
                payload = pickle.dumps((True, fn(*args)))
            except BaseException as exc:  # handed to the parent, whatever it is
                try:
                    payload = pickle.dumps((False, exc))
                except Exception:
                    payload = pickle.dumps((False, RuntimeError(repr(exc))))
            with os.fdopen(write_fd, "wb") as out:
                out.write(payload)
        finally:
            os._exit(0)
    os.close(write_fd)
    with os.fdopen(read_fd, "rb") as pipe:
        payload = pipe.read()
    _, status = os.waitpid(pid, 0)
    if not payload:
        raise ChildDied(describe_exit(status))
    ok, value = pickle.loads(payload)
    if not ok:
        raise value
    return value


def describe_exit(status: int) -> str:
    """How a process ended, from its wait status: "it was killed by SIGSEGV"."""
    if os.WIFSIGNALED(status):
        return f"it was killed by {signal_name(os.WTERMSIG(status))}"
    return f"it exited with status {os.WEXITSTATUS(status)} without a result"


def signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"
