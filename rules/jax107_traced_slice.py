from __future__ import annotations

import libcst as cst

from jaxlint.rule import Rule, holds_tracers, source, static_hint, traced_under


class TracedSlice(Rule):
    """
    ## What it does
    Flags slices of a traced array whose start, stop or step is traced, in code that JAX traces
    abstractly (`jax.jit`, `vmap`, loop bodies, `lax.cond` branches...): `x[i:i + k]`, `x[i:]`,
    `x[:, :n]`, `x[::s]`, and the same inside `x.at[i:j].set(...)` / `.add(...)`.

    Indexing with a traced integer (`x[i]`), slices with static bounds (`x[:x.shape[0] // 2]`),
    `x[jax.ds(i, k)]` and `lax.dynamic_slice` are fine and not flagged. (Slicing a Python list with a
    traced bound is JAX102's.)

    ## Why is this bad?
    The length of `x[i:j]` depends on the values of `i` and `j`, and under `jit` every shape must be
    known at trace time. JAX raises `IndexError` on both versions; the message changed: JAX 0.10.2
    says `Slice entries must be static integers. Got slice(JitTracer(int32[]), ...) at position 0`,
    JAX 0.12 says `Array slice indices must have static start/stop/step to be used with NumPy indexing
    syntax. Got slice(JitTracer(int32[]), ...) at position 0. To index an array at a dynamic position
    with a static slice size, use x[jax.ds(start, size)] or lax.dynamic_slice/dynamic_update_slice
    instead.`

    ## Example
    ```python
    @jax.jit
    def window(x, i):
        return x[i:i + 4]

    @jax.jit
    def clear(x, i):
        return x.at[i:i + 4].set(0.0)
    ```

    ## Use instead
    Keep the size static and let only the start move, with `lax.dynamic_slice` (or `x[jax.ds(i, 4)]`)
    and `lax.dynamic_update_slice`:
    ```python
    @jax.jit
    def window(x, i):
        return lax.dynamic_slice(x, (i,), (4,))

    @jax.jit
    def clear(x, i):
        return lax.dynamic_update_slice(x, jnp.zeros(4, x.dtype), (i,))
    ```
    """

    code = "JAX107"
    name = "traced-slice"
    summary = "a slice with traced bounds (x[i:i + k]) raises IndexError under jit"

    def visit_Subscript(self, site) -> None:
        node = site.node
        base = node.value
        updating = isinstance(base, cst.Attribute) and base.attr.value == "at"
        array = base.value if updating else base
        if not holds_tracers(self.model, array):
            return
        for element in node.slice:
            sl = element.slice
            if not isinstance(sl, cst.Slice):
                continue
            bound = next((b for b in (sl.lower, sl.upper, sl.step) if b is not None and holds_tracers(self.model, b)),
                         None)
            if bound is not None:
                self._emit(site, node, bound, updating)
                return

    def _emit(self, site, node: cst.Subscript, bound: cst.BaseExpression, updating: bool) -> None:
        info = self.traced(site.func, abstract=True)
        if info is None or self.model.tracer_aware(site.func):  # guarded by a tracer test
            return
        fix = "use lax.dynamic_update_slice with a static-size update" if updating else \
            "use lax.dynamic_slice(x, (start,), (size,)) or x[jax.ds(start, size)] with a static size"
        self.report(
            node,
            f"`{source(self.model, bound)}` is a traced value {traced_under(info)}; the slice "
            f"`{source(self.model, node)}` needs static bounds (IndexError): {fix}"
            f"{static_hint(self.model, site.func, bound, info)}",
            stmt=site.stmt,
        )
