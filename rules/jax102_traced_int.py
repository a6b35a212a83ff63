from __future__ import annotations

import libcst as cst

from jaxlint.rule import Rule, python_sequence, sequence_type, source, static_hint, traced_under

# Builtins that call __index__ on their argument.
_ON_HOST = "format it on the host (jax.debug.print / jax.debug.callback)"
_INDEX_BUILTINS = {"range": "use lax.fori_loop(lower, upper, body, init)", "hex": _ON_HOST, "oct": _ON_HOST,
                   "bin": _ON_HOST, "chr": _ON_HOST}


class TracedInt(Rule):
    """
    ## What it does
    Flags a traced integer used where Python needs a concrete `int`, in code that JAX traces
    abstractly (`jax.jit`, `vmap`, loop bodies, `lax.cond` branches...): `range(n)`, indexing or
    slicing a Python list, tuple or string (`LAYERS[i]`, `(f, g)[i]`, `"abc"[i]`), repeating a
    Python sequence (`[0] * n`), and `operator.index(n)` / `hex(n)`. The integer may be an int
    field of a pytree argument: `range(cfg.n_iter)` where `cfg` is a `NamedTuple`, a `flax.struct` or
    `register_dataclass` dataclass passed to jit is traced like any leaf (unless the field is declared
    static: `struct.field(pytree_node=False)`, `eqx.field(static=True)`).

    Indexing a JAX or NumPy *array* with a traced integer is a gather and works, so the rule only
    flags sequences it can see are Python ones: literals and names bound to literals.

    ## Why is this bad?
    A traced integer has no value while the function is traced, so Python cannot convert it with
    `__index__`. JAX raises `jax.errors.TracerIntegerConversionError: The __index__() method was
    called on traced array with shape int32[]`. Repeating a list, `[0] * n`, raises
    `TypeError: unsupported operand type(s) for *: 'list' and 'DynamicJaxprTracer'` instead.

    ## Example
    ```python
    SCALES = [1.0, 0.5, 0.25]

    @jax.jit
    def scale(x, level):
        return x * SCALES[level]
    ```

    ## Use instead
    Turn the sequence into an array and gather from it, loop with `lax.fori_loop`, pick a function
    with `lax.switch`, or make the integer static when it is a configuration value:
    ```python
    SCALES = jnp.asarray([1.0, 0.5, 0.25])

    @jax.jit
    def scale(x, level):
        return x * SCALES[level]

    @partial(jax.jit, static_argnames="n_steps")
    def unroll(x, n_steps):
        for _ in range(n_steps):
            x = step(x)
        return x
    ```
    """

    code = "JAX102"
    name = "traced-int"
    summary = "a traced integer in range(), list indexing or `[...] * n` raises TracerIntegerConversionError"

    def visit_Call(self, site) -> None:
        call = site.node
        qual = self.model.qualname(call.func)
        if qual == "operator.index":
            what, fix = "operator.index()", "keep it an array (jnp functions accept traced integers)"
        elif qual is None and isinstance(call.func, cst.Name) and call.func.value in _INDEX_BUILTINS:
            what, fix = f"{call.func.value}()", _INDEX_BUILTINS[call.func.value]
        else:
            return
        for arg in call.args:
            if not arg.star and self.model.kind(arg.value).traced:
                self._emit(site, arg.value, what, "TracerIntegerConversionError", fix)
                return

    def visit_Subscript(self, site) -> None:
        node = site.node
        literal = python_sequence(self.model, node.value, site.func)
        if literal is None:
            return
        for element in node.slice:
            sl = element.slice
            parts = [sl.value] if isinstance(sl, cst.Index) else [sl.lower, sl.upper, sl.step]
            for part in parts:
                if part is not None and self.model.kind(part).traced:
                    shown = source(self.model, node.value)
                    self._emit(site, part, f"indexing the Python {sequence_type(literal)} `{shown}`",
                               "TracerIntegerConversionError", _gather_fix(literal, shown))
                    return

    def visit_BinaryOperation(self, site) -> None:
        node = site.node
        if not isinstance(node.operator, cst.Multiply):
            return
        for seq, count in ((node.left, node.right), (node.right, node.left)):
            sequence = sequence_type(seq)
            if sequence is not None and self.model.kind(count).traced:
                error = "TracerIntegerConversionError" if sequence == "str" else "TypeError"
                self._emit(site, count, f"repeating the Python {sequence} `{source(self.model, seq)}`", error,
                           "build an array of a static size (jnp.full / jnp.zeros)")
                return

    # Shared ---------------------------------------------------------------------------------

    def _emit(self, site, value: cst.BaseExpression, what: str, error: str, fix: str) -> None:
        info = self.abstract_site(site)
        if info is None:
            return
        hint = static_hint(self.model, site.func, value, info)
        self.report(
            value,
            f"`{source(self.model, value)}` is a traced value {traced_under(info)}; {what} needs a concrete "
            f"int ({error}): {fix}{hint}",
            stmt=site.stmt,
        )


def _gather_fix(literal: cst.CSTNode, shown: str) -> str:
    """Numbers gather from an array; functions are chosen with lax.switch; arrays are stacked."""
    if isinstance(literal, (cst.SimpleString, cst.ConcatenatedString)):
        return _ON_HOST
    elements = [el.value for el in getattr(literal, "elements", ())]
    if elements and all(isinstance(e, (cst.Integer, cst.Float, cst.UnaryOperation)) for e in elements):
        return f"use jnp.asarray({shown})[...]"
    if elements and all(isinstance(e, (cst.SimpleString, cst.ConcatenatedString)) for e in elements):
        return _ON_HOST
    return "use lax.switch(index, branches, ...) to pick a function, or jnp.stack(...)[index] for arrays"
