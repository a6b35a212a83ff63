"""Helpers fixtures use in `probe()` to observe silent misbehaviour under real JAX.

Imported only inside fixture programs that the verifier runs; the linter never imports JAX.
"""

from __future__ import annotations

import contextlib
import io
import logging

import jax

from jaxlint.verify.harness import qualified_name


def printed(fn, *args, **kwargs) -> str:
    """Everything `fn(*args)` prints, jax.debug.print output included."""
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        jax.block_until_ready(fn(*args, **kwargs))
        jax.effects_barrier()
    return buf.getvalue()


def logged(logger, fn, *args) -> str:
    """Everything `fn(*args)` logs through `logger`."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    logger.addHandler(handler)
    try:
        jax.block_until_ready(fn(*args))
    finally:
        logger.removeHandler(handler)
    return stream.getvalue()


def shows_tracer(text: str) -> bool:
    return "Tracer" in text


class CompileCounter:
    """Counts backend compilations while active, through jax.monitoring's public events.

    `fun_name` limits the count to one jitted function (the event names it `jit(<name>)`); without it,
    eager jnp operations inside the block count too.
    """

    EVENT = "/jax/core/compile/backend_compile_duration"

    def __init__(self, fun_name: str | None = None) -> None:
        self.count = 0
        self.fun_name = fun_name

    def _on_event(self, event: str, duration_secs: float, **kwargs) -> None:  # **kwargs: JAX passes more
        if event == self.EVENT and (self.fun_name is None or kwargs.get("fun_name") == f"jit({self.fun_name})"):
            self.count += 1

    def __enter__(self) -> "CompileCounter":
        self.count = 0
        jax.monitoring.register_event_duration_secs_listener(self._on_event)
        return self

    def __exit__(self, *exc) -> None:
        jax.monitoring.unregister_event_duration_listener(self._on_event)


def compiles(fn, calls, fun_name: str | None = None) -> int:
    """How many backend compiles `fn` triggers over the given argument tuples (build them beforehand:
    creating arrays inside the block compiles too, unless `fun_name` filters)."""
    with CompileCounter(fun_name) as counter:
        for args in calls:
            jax.block_until_ready(fn(*args))
    return counter.count


def consts(fn, *args) -> int:
    """How many constants the traced program of `fn(*args)` carries (closed-over arrays)."""
    return len(jax.make_jaxpr(fn)(*args).consts)


def key_reuse_unnoticed(make_key) -> "str | bool":
    """Use one key twice under `jax.debug_key_reuse(True)`: a description when the checker lets it
    through (identical draws), False when it raises KeyReuseError."""

    def sample(k):
        return jax.random.normal(k, (2,))

    try:
        with jax.debug_key_reuse(True):
            key = make_key()
            a, b = sample(key), sample(key)
    except jax.errors.KeyReuseError:
        return False
    return bool((a == b).all()) and "the checker let a reused key through: identical draws"


def raised(fn, *args) -> str:
    """The exception `fn(*args)` raises, named as fixtures' `# verify: raises` lines name it
    (`jax.errors.TracerBoolConversionError`, `TypeError`); "" when it returns."""
    try:
        jax.block_until_ready(fn(*args))
    except Exception as exc:  # the class is the measurement
        return qualified_name(type(exc))
    return ""
