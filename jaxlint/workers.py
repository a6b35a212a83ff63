"""Worker processes that survive one another's death: a task whose worker dies is reported, not waited for.

`multiprocessing.Pool` waits forever for the result of a worker that was killed (out of memory, a
native crash in the parser, `kill -9`). Here each worker takes one task at a time over its own pipe;
the parent waits on the pipes and on the processes themselves, so a death is noticed at once: the task
it was running comes back as `Died`, a fresh worker takes its place, and the other tasks go on.

A `Pool` lives across runs (the rounds of the project solve): each run hands every worker its own
state first (the round's tables), and a task with a key goes back to the worker that ran that key
last, whose memory still holds what it made (the parsed module), unless another worker is idle with
nothing else to do.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import pickle
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


def _serve(conn, initializer: Callable, fn: Callable) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it stops us
    while True:
        try:
            message = conn.recv_bytes()
        except EOFError:
            return
        if not message:  # stop; not only EOF: sibling workers forked later hold our pipe open too
            return
        kind, payload = pickle.loads(message)
        if kind == "state":
            initializer(*payload)
        else:
            conn.send(fn(payload))


class _Worker:
    def __init__(self, ctx, initializer: Callable, fn: Callable, state: Optional[bytes]) -> None:
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_serve, args=(child, initializer, fn), daemon=True)
        self.process.start()
        child.close()
        self.task: Any = None  # (index, task) being run, or None when idle
        self.started = 0.0
        self.state: Optional[bytes] = None  # the pickled state it was last given
        if state is not None:
            self.give_state(state)

    def give_state(self, state: bytes) -> None:
        if self.state is not state:
            self.conn.send_bytes(state)
            self.state = state

    def give(self, index: int, task: Any) -> None:
        self.task = (index, task)
        self.started = time.monotonic()
        self.conn.send_bytes(pickle.dumps(("task", task), pickle.HIGHEST_PROTOCOL))

    def stop(self) -> None:
        try:
            self.conn.send_bytes(b"")  # an idle worker reads it and exits
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


class Pool:
    """`processes` workers running `fn(task)`; `initializer(*state)` sets each worker's state for a run.
    A task still running after `timeout` seconds has its worker killed and is Died."""

    def __init__(self, processes: int, fn: Callable, initializer: Callable, timeout: Optional[float] = None) -> None:
        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        self._ctx = multiprocessing.get_context(method)
        self._fn, self._initializer, self._timeout = fn, initializer, timeout
        self._size = processes
        self._workers: list = []
        self._state: Optional[bytes] = None
        self._home: dict = {}  # task key -> the worker that ran it last

    def __enter__(self) -> "Pool":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        for worker in self._workers:
            worker.stop()
        self._workers = []

    def run(self, tasks: Iterable, state: tuple = (), keys: Optional[list] = None) -> Iterator[tuple]:
        """Yield (index of the task, fn(task) or Died) as tasks finish. `keys[i]` names task i for
        routing: it goes to the worker that ran that key before, when that worker is free for it."""
        tasks = list(tasks)
        keys = keys if keys is not None else [None] * len(tasks)
        self._state = pickle.dumps(("state", state), pickle.HIGHEST_PROTOCOL)
        while len(self._workers) < min(self._size, len(tasks)):
            self._workers.append(self._new_worker())
        workers = self._workers
        own = [deque() for _ in workers]  # per worker: the tasks whose key it ran last, in order
        shared = deque()
        for i, task in enumerate(tasks):
            home = self._home.get(keys[i])
            (own[home] if home is not None and home < len(workers) else shared).append((i, task))

        def take(w: int):
            if own[w]:
                return own[w].popleft()
            if shared:
                return shared.popleft()
            busiest = max(range(len(own)), key=lambda k: len(own[k]))
            return own[busiest].pop() if own[busiest] else None  # the smallest of its tasks: least to redo

        def give(w: int) -> None:
            """The next task to worker w, in a fresh worker if that one has died since its last result."""
            item = take(w)
            if item is None:
                return
            if not workers[w].process.is_alive():
                workers[w].stop()
                workers[w] = self._new_worker()
            workers[w].give_state(self._state)
            workers[w].give(*item)
            if keys[item[0]] is not None:
                self._home[keys[item[0]]] = w

        for w in range(len(workers)):
            give(w)
        try:
            yield from self._results(workers, give)
        finally:
            if any(w.task is not None for w in workers):  # abandoned midway: no stale result may reach a later run
                self.close()

    def _results(self, workers: list, give: Callable) -> Iterator[tuple]:
        timeout = self._timeout
        while any(w.task is not None for w in workers):
            busy = [w for w in workers if w.task is not None]
            wait = None if timeout is None else max(0.0, min(w.started for w in busy) + timeout - time.monotonic())
            ready = set(multiprocessing.connection.wait(
                [w.conn for w in busy] + [w.process.sentinel for w in busy], wait))
            for w, worker in enumerate(workers):
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
                give(w)

    def _new_worker(self) -> _Worker:
        return _Worker(self._ctx, self._initializer, self._fn, self._state)


def run_unordered(tasks: Iterable, fn: Callable, processes: int, initializer: Callable,
                  initargs: tuple = (), timeout: Optional[float] = None) -> Iterator[tuple]:
    """Yield (index of the task, fn(task) or Died) as tasks finish, in `processes` worker processes
    that live for this run only; a task still running after `timeout` seconds is Died."""
    with Pool(processes, fn, initializer, timeout) as pool:
        yield from pool.run(tasks, initargs)
