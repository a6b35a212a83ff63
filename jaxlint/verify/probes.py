"""Helpers fixtures use in `probe()` to observe silent misbehaviour under real JAX.

Imported only inside fixture programs that the verifier runs; the linter never imports JAX.
"""

from __future__ import annotations

import contextlib
import io

import jax


def printed(fn, *args, **kwargs) -> str:
    """Everything `fn(*args)` prints, jax.debug.print output included."""
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        jax.block_until_ready(fn(*args, **kwargs))
        jax.effects_barrier()
    return buf.getvalue()


def shows_tracer(text: str) -> bool:
    return "Tracer" in text


class CompileCounter:
    """Counts backend compilations while active, through jax.monitoring's public events."""

    EVENT = "/jax/core/compile/backend_compile_duration"

    def __init__(self) -> None:
        self.count = 0
        self._active = False
        jax.monitoring.register_event_duration_secs_listener(self._on_event)

    def _on_event(self, event: str, duration: float, **kwargs) -> None:
        if self._active and event == self.EVENT:
            self.count += 1

    def __enter__(self) -> "CompileCounter":
        self.count = 0
        self._active = True
        return self

    def __exit__(self, *exc) -> None:
        self._active = False


def compiles(fn, calls) -> int:
    """How many backend compiles `fn` triggers over the given argument tuples."""
    with CompileCounter() as counter:
        for args in calls:
            jax.block_until_ready(fn(*args))
    return counter.count


def consts(fn, *args) -> int:
    """How many constants the traced program of `fn(*args)` carries (closed-over arrays)."""
    return len(jax.make_jaxpr(fn)(*args).consts)
