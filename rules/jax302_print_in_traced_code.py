from __future__ import annotations

import libcst as cst

from typing import Optional

from jaxlint.finding import UNSAFE
from jaxlint.format_template import Template, add_string
from jaxlint.model import Kind
from jaxlint.rule import Rule, has_comment, import_spelling, source


class PrintInTracedCode(Rule):
    """
    ## What it does
    Flags `print(...)` and `logging` calls in traced code that are given a traced value (directly or
    interpolated in an f-string); under differentiation alone (`jax.grad`, no jit), a value that is
    certainly a tracer.

    ## Why is this bad?
    Python runs the body of a jitted function once, while tracing. `print(x)` happens then, and shows
    the tracer (`JitTracer(float32[3])` on JAX 0.10 and 0.12), not the numbers; later calls reuse the
    compiled program and print nothing at all. Under `jax.grad` alone the print runs on every call but
    shows `GradTracer(primal=1.6829419, typeof(tangent)=f32[])` (JAX 0.10 and 0.12), not the number.
    There is no error, just output that misleads.

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
    Printing shapes and dtypes with `print` is fine: they are Python values at trace time. A log that
    names the function it sits in as a call (`logging.info("train_step(batch=%s)", batch)`, CLU's
    template) records each trace on purpose and is not flagged.

    ## Fix safety
    Unsafe: `--fix --unsafe-fixes` rewrites `print(...)` into `jax.debug.print(...)` with the values
    as arguments (`print("x:", x)` becomes `jax.debug.print("x: {}", x)`; f-string fields keep their
    conversion, format spec and `=` label). That changes what the program prints, and how often: the
    values on every call instead of the tracer once. It is offered only when every printed value is
    traced or a string literal, `sep` and `end` are literals (`end` the default), there is no
    `file=`, `*args` or comment inside the call, and `jax` is imported at module level; and not
    when a brace would come before the first value (`jax.debug.print` then prints the template
    unformatted). Logging calls are not rewritten.
    """

    code = "JAX302"
    name = "print-in-traced-code"
    summary = "print() or logging of a tracer runs once at trace time and shows the tracer"
    fix_applicability = UNSAFE

    def visit_Call(self, site) -> None:
        call = site.node
        what = self.model.printer(call)
        info = self.abstract_site(site) if what is not None else None
        # Under differentiation alone the print runs on every call, and shows a GradTracer wrapping the value.
        grad = info is None and what is not None and not self.model.tracer_aware(site.func) and \
            self.traced(site.func) is not None
        if info is None and not grad or what != "print()" and _trace_log(call, site.func):
            return
        for arg in call.args:
            shown = self._traced_part(arg.value, info.direct if info is not None else False)
            if shown is not None:
                text = source(self.model, shown)
                when = "runs once, at trace time, and shows the tracer, not its value" if not grad else \
                    "under differentiation shows a GradTracer (its primal and tangent type), not the value"
                self.report(
                    call,
                    f"{what} of traced `{text}` {when}; use jax.debug.print(\"{{}}\", {text})",
                    stmt=site.stmt,
                    fix=self._debug_print(call, info is not None and info.direct) if what == "print()" else None,
                )
                return

    def _debug_print(self, call: cst.Call, direct: bool) -> Optional[tuple]:
        """(call, `jax.debug.print(template, *values)`) when that prints the same text, else None."""
        if has_comment(self.model, call):
            return None
        sep = " "
        template = Template()
        positional = [a for a in call.args if a.keyword is None]
        for arg in call.args:
            if arg.star:
                return None
            if arg.keyword is not None:
                value = arg.value
                literal = value.evaluated_value if isinstance(value, cst.SimpleString) else None
                if arg.keyword.value == "sep" and isinstance(literal, str):
                    sep = literal
                elif not (arg.keyword.value == "end" and literal == "\n" or arg.keyword.value == "flush"):
                    return None
        wanted = (Kind.TRACER, Kind.TREE) if direct else (Kind.TRACER,)
        for i, arg in enumerate(positional):
            if i:
                template.add_text(sep)
            if add_string(template, arg.value):
                continue
            template.add_field(arg.value)
        if not all(self.model.kind(v) in wanted for v in template.values):
            return None
        func, literal = import_spelling(self.model, "jax.debug.print"), template.literal()
        if func is None or literal is None:
            return None
        comma = cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
        args = [cst.Arg(cst.SimpleString(literal))] + [cst.Arg(v) for v in template.values]
        return call, cst.Call(func, [a.with_changes(comma=comma) for a in args[:-1]] + args[-1:])

    def _traced_part(self, expr: cst.BaseExpression, direct: bool):
        """The traced value printed: a tracer, or a traced argument of a transformed function (a pytree
        reaching a helper may hold static leaves, and printing those is fine)."""
        parts = [p.expression for p in expr.parts if isinstance(p, cst.FormattedStringExpression)] \
            if isinstance(expr, cst.FormattedString) else [expr]
        wanted = (Kind.TRACER, Kind.TREE) if direct else (Kind.TRACER,)
        return next((p for p in parts if self.model.kind(p) in wanted), None)


def _trace_log(call: cst.Call, func) -> bool:
    """`logging.info("train_step(batch=%s)", batch)` in `train_step`: a log of each trace (CLU's
    template), which means to show what was traced, once per compile."""
    text = call.args[0].value if call.args else None
    return func is not None and isinstance(text, cst.SimpleString) and \
        str(text.evaluated_value).startswith(f"{func.name}(")
