from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.finding import SAFE
from jaxlint.model import Kind
from jaxlint.rule import Rule, source

# The APIs whose message is formatted at run time with the values passed after it.
_FORMATTERS = {
    "jax.debug.print": "fmt",
    "jax.debug.log": "fmt",
    "jax.checkify.check": "msg",
}
_RESERVED = frozenset({"fmt", "msg", "ordered", "level", "debug"})


class DebugPrintFString(Rule):
    """
    ## What it does
    Flags `jax.debug.print`, `jax.debug.log` and `checkify.check` calls in traced code whose format
    string is an f-string that interpolates a traced value.

    ## Why is this bad?
    The f-string is evaluated once, in Python, while the function is traced. What it interpolates
    is the tracer, not the number, so every call prints the same line, e.g. `x = JitTracer(float32[])`,
    with no error. (If the tracer's text happens to contain braces, the later formatting step can
    even raise.) These APIs format their message on the host at run time from the values passed
    after it; the f-string bypasses that.

    ## Example
    ```python
    @jax.jit
    def step(x):
        jax.debug.print(f"x = {x}")
        return x * 2
    ```

    ## Use instead
    ```python
    @jax.jit
    def step(x):
        jax.debug.print("x = {x}", x=x)
        return x * 2
    ```

    ## Fix safety
    Safe: `--fix` rewrites the f-string into a format string and passes each interpolated expression as
    an argument (`{x}` with `x=x` for names, `{}` with a positional argument otherwise, keeping
    format specs and conversions). The program computes the same; only the printed text changes,
    from the tracer to the value.
    """

    code = "JAX301"
    name = "debug-print-fstring"
    summary = "f-string in jax.debug.print formats the tracer at trace time, not the value"
    fix_applicability = SAFE

    def visit_Call(self, site) -> None:
        call = site.node
        api = self.model.qualname(call.func)
        if api not in _FORMATTERS or not self.traced(site.func):
            return
        fmt = _format_arg(call, _FORMATTERS[api])
        if not isinstance(fmt, cst.FormattedString):
            return
        traced = [part.expression for part in fmt.parts if isinstance(part, cst.FormattedStringExpression)
                  and self.model.kind(part.expression) in (Kind.TRACER, Kind.TREE)]
        if not traced:
            return
        shown = source(self.model, traced[0])
        example = f'"{shown} = {{{shown}}}", {shown}={shown}' if isinstance(traced[0], cst.Name) \
            else f'"{shown} = {{}}", {shown}'
        fixed = _fixed_call(call, fmt)
        self.report(
            fmt,
            f"f-string in {api[len('jax.'):]} interpolates traced `{shown}` at trace time and prints the "
            f"tracer, not its value; pass it as an argument: {api}({example})",
            stmt=site.stmt,
            fix=(call, fixed) if fixed is not None else None,
        )


def _format_arg(call: cst.Call, keyword: str) -> Optional[cst.BaseExpression]:
    """The format string: `fmt` is debug.print's first argument, `msg` checkify.check's second."""
    position = 0 if keyword == "fmt" else 1
    positional = [a.value for a in call.args if a.keyword is None and not a.star]
    named = [a.value for a in call.args if a.keyword is not None and a.keyword.value == keyword]
    if named:
        return named[0]
    return positional[position] if len(positional) > position else None


def _fixed_call(call: cst.Call, fmt: cst.FormattedString) -> Optional[cst.Call]:
    """The call with the f-string turned into a format string plus arguments, or None if unsafe."""
    fmt_index = next(i for i, a in enumerate(call.args) if a.value is fmt)
    rest = list(call.args[fmt_index + 1:])
    if any(a.keyword is None for a in rest) or fmt.start.lower().count("f") != 1:
        return None
    used = {a.keyword.value for a in rest if a.keyword is not None}
    text, positional, named = [], [], []
    for part in fmt.parts:
        if isinstance(part, cst.FormattedStringText):
            text.append(part.value)
            continue
        spec = ""
        if part.format_spec is not None:
            if any(not isinstance(p, cst.FormattedStringText) for p in part.format_spec):
                return None
            spec = ":" + "".join(p.value for p in part.format_spec)
        conversion = f"!{part.conversion}" if part.conversion else ""
        expr = part.expression
        if isinstance(expr, cst.Name) and expr.value not in used and expr.value not in _RESERVED:
            text.append("{" + expr.value + conversion + spec + "}")
            if expr.value not in {n.keyword.value for n in named}:
                named.append(cst.Arg(expr, keyword=cst.Name(expr.value),
                                     equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))))
        else:
            text.append("{" + conversion + spec + "}")
            positional.append(cst.Arg(expr))
    prefix = fmt.start.replace("f", "").replace("F", "")
    string = cst.SimpleString(prefix + "".join(text) + fmt.end)
    new_args = list(call.args[:fmt_index]) + [call.args[fmt_index].with_changes(value=string)]
    new_args += positional + named + rest
    comma = cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
    new_args = [a.with_changes(comma=comma) for a in new_args[:-1]] + [
        new_args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)]
    return call.with_changes(args=new_args)
