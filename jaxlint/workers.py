"""Worker processes that survive one another's death: a task whose worker dies is reported, not waited for.

`multiprocessing.Pool` waits forever for the result of a worker that was killed (out of memory, a
native crash in the parser, `kill -9`). Here each worker takes one task at a time over its own pipe;
the parent waits on the pipes and on the processes themselves, so a death is noticed at once: the task
it was running comes back as `Died`, a fresh worker takes its place, and the other tasks go on.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import signal
import time
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Optional

from jaxlint.isolated import signal_name


@dataclass(frozen=True)
class Died:
    """The worker running the task ended without a result; `how` says how."""

    how: str


def _serve(conn, initializer: Callable, initargs: tuple, fn: Callable) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it stops us
    initializer(*initargs)
    while True:
        try:
            message = conn.recv()
        except EOFError:
            return
        if message is None:  # stop; not only EOF: sibling workers forked later hold our pipe open too
            return
        conn.send(fn(message[0]))


class _Worker:
    def __init__(self, ctx, initializer: Callable, initargs: tuple, fn: Callable) -> None:
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_serve, args=(child, initializer, initargs, fn), daemon=True)
        self.process.start()
        child.close()
        self.task: Any = None  # (index, task) being run, or None when idle
        self.started = 0.0

    def give(self, index: int, task: Any) -> None:
        self.task = (index, task)
        self.started = time.monotonic()
        self.conn.send((task,))

    def stop(self) -> None:
        try:
            self.conn.send(None)  # an idle worker reads it and exits
        except OSError:
            pass
        self.conn.close()
        self.process.join(timeout=5)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join()

    def death(self) -> Died:
        self.process.join()
        code = self.process.exitcode
        how = f"killed by {signal_name(-code)}" if code is not None and code < 0 else f"exit status {code}"
        return Died(how + (" (out of memory?)" if code == -signal.SIGKILL else ""))


def run_unordered(tasks: Iterable, fn: Callable, processes: int, initializer: Callable,
                  initargs: tuple = (), timeout: Optional[float] = None) -> Iterator[tuple]:
    """Yield (index of the task, fn(task) or Died) as tasks finish, in `processes` worker processes; a
    task still running after `timeout` seconds has its worker killed and is Died too."""
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    ctx = multiprocessing.get_context(method)
    queue = deque(enumerate(tasks))
    workers = [_Worker(ctx, initializer, initargs, fn) for _ in range(min(processes, len(queue)))]

    def give(i: int) -> None:
        """The next task to worker i, in a fresh worker if that one has died since its last result."""
        if not workers[i].process.is_alive():
            workers[i].stop()
            workers[i] = _Worker(ctx, initializer, initargs, fn)
        workers[i].give(*queue.popleft())

    try:
        for i in range(len(workers)):
            give(i)
        while any(w.task is not None for w in workers):
            busy = [w for w in workers if w.task is not None]
            wait = None if timeout is None else max(0.0, min(w.started for w in busy) + timeout - time.monotonic())
            ready = set(multiprocessing.connection.wait(
                [w.conn for w in busy] + [w.process.sentinel for w in busy], wait))
            for i, worker in enumerate(workers):
                if worker.task is None:
                    continue
                index = worker.task[0]
                if worker.conn in ready or worker.process.sentinel in ready:
                    worker.task = None
                    try:
                        result = worker.conn.recv()
                    except (EOFError, OSError):  # the pipe closed: the worker is gone
                        result = worker.death()
                elif timeout is not None and time.monotonic() - worker.started > timeout:
                    worker.task = None
                    worker.process.kill()
                    worker.process.join()
                    result = Died(f"still running after {timeout:g} s")
                else:
                    continue
                yield index, result
                if queue:
                    give(i)
    finally:
        for worker in workers:
            worker.stop()
