from __future__ import annotations

import libcst as cst

from jaxlint.model import Kind
from jaxlint.rule import Rule, source

_LOG_METHODS = frozenset({"debug", "info", "warning", "warn", "error", "critical", "exception", "log"})


class PrintInTracedCode(Rule):
    """
    ## What it does
    Flags `print(...)` and `logging` calls in traced code that are given a traced value (directly or
    interpolated in an f-string).

    ## Why is this bad?
    Python runs the body of a jitted function once, while tracing. `print(x)` happens then, and shows
    the tracer (`JitTracer(float32[3])` on JAX 0.10 and 0.12), not the numbers; later calls reuse the
    compiled program and print nothing at all. There is no error, just output that misleads.

    ## Example
    ```python
    @jax.jit
    def step(x):
        print("x:", x)
        return x * 2
    ```

    ## Use instead
    `jax.debug.print`, which runs on every call with the runtime values:
    ```python
    @jax.jit
    def step(x):
        jax.debug.print("x: {x}", x=x)
        return x * 2
    ```
    Printing shapes and dtypes with `print` is fine: they are Python values at trace time.
    """

    code = "JAX302"
    name = "print-in-traced-code"
    summary = "print() or logging of a tracer runs once at trace time and shows the tracer"

    def visit_Call(self, site) -> None:
        call = site.node
        what = self._printer(call)
        info = self.traced(site.func, abstract=True) if what is not None else None
        if info is None:
            return
        for arg in call.args:
            shown = self._traced_part(arg.value, info.direct)
            if shown is not None:
                text = source(self.model, shown)
                self.report(
                    call,
                    f"{what} of traced `{text}` runs once, at trace time, and shows the tracer, not its value; "
                    f"use jax.debug.print(\"{{}}\", {text})",
                    stmt=site.stmt,
                )
                return

    def _printer(self, call: cst.Call):
        func = call.func
        if isinstance(func, cst.Name) and func.value == "print" and self.model.qualname(func) is None:
            return "print()"
        if isinstance(func, cst.Attribute) and func.attr.value in _LOG_METHODS:
            qual = self.model.qualname(func) or ""
            base = func.value
            if qual.startswith("logging.") or (isinstance(base, cst.Name) and base.value in ("logger", "log", "_logger", "LOGGER", "logging")):
                return f"logging call {func.attr.value}()"
        return None

    def _traced_part(self, expr: cst.BaseExpression, direct: bool):
        """The traced value printed: a tracer, or a traced argument of a transformed function (a pytree
        reaching a helper may hold static leaves, and printing those is fine)."""
        parts = [p.expression for p in expr.parts if isinstance(p, cst.FormattedStringExpression)] \
            if isinstance(expr, cst.FormattedString) else [expr]
        wanted = (Kind.TRACER, Kind.TREE) if direct else (Kind.TRACER,)
        return next((p for p in parts if self.model.kind(p) in wanted), None)
