from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model import Kind, apis
from jaxlint.model.index import code_children
from jaxlint.rule import Rule, holds_tracers, python_sequence, source, static_hint, traced_under

_NUMPY_ERROR = "TracerIntegerConversionError"


class TracedSlice(Rule):
    """
    ## What it does
    Flags slices whose start, stop or step is traced, in code that JAX traces abstractly (`jax.jit`,
    `vmap`, loop bodies, `lax.cond` branches...): `x[i:i + k]`, `x[i:]`, `x[:, :n]`, `x[::s]`, and the
    same inside `x.at[i:j].set(...)` / `.add(...)`. The sliced value may be traced, or a concrete array
    the traced function reads: a closed-over JAX or NumPy array, or one bound with `functools.partial`,
    as in a function vmapped at its call site (`jax.vmap(crop)(starts)`, a vmapped lambda, a vmapped
    `partial(get_minibatch, data, batch_size)`).

    Indexing with a traced integer (`x[i]`), slices with static bounds (`x[:x.shape[0] // 2]`),
    `x[jax.ds(i, k)]`, `lax.dynamic_slice` and index helpers such as `np.s_[i:j]` are fine and not
    flagged, nor are bounds that are traced only through an attribute of a traced pytree
    (`x[: sum(cfg.sizes)]`): the field may be declared static in a class defined elsewhere. (Slicing a
    Python list with a traced bound is JAX102's.)

    ## Why is this bad?
    The length of `x[i:j]` depends on the values of `i` and `j`, and under `jit` every shape must be
    known at trace time. Slicing a JAX array, traced or not, raises `IndexError` on both versions; the
    message changed: JAX 0.10.2 says `Slice entries must be static integers. Got slice(JitTracer(int32[]),
    ...) at position 0`, JAX 0.12 says `Array slice indices must have static start/stop/step to be used
    with NumPy indexing syntax. Got slice(JitTracer(int32[]), ...) at position 0. To index an array at a
    dynamic position with a static slice size, use x[jax.ds(start, size)] or
    lax.dynamic_slice/dynamic_update_slice instead.` (under `vmap` the tracer is a `VmapTracer`). A NumPy
    array calls `__index__` on the bounds and raises `jax.errors.TracerIntegerConversionError: The
    __index__() method was called on traced array with shape int32[]` on both versions.

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
        error = "IndexError" if holds_tracers(self.model, array) else self._concrete_base_error(array, site.func)
        if error is None:
            return
        for element in node.slice:
            sl = element.slice
            if not isinstance(sl, cst.Slice):
                continue
            bound = next((b for b in (sl.lower, sl.upper, sl.step) if b is not None and holds_tracers(self.model, b)
                          and not self._from_tree_attribute(b, site.func)), None)
            if bound is not None:
                self._emit(site, node, bound, updating, error)
                return

    def _from_tree_attribute(self, bound: cst.BaseExpression, func, depth: int = 0) -> bool:
        """Whether `bound` is traced only through an attribute of a traced pytree (`cfg.sizes`, directly or
        through the names it reads): such a field may be declared static in a class the model cannot
        see (another module's `struct.field(pytree_node=False)`), so it is no evidence of a tracer."""
        attributes, names = _reads(bound)
        if any(self.model.kind(a.value) is Kind.TREE for a in attributes):
            return True
        for name in names if depth < 2 else ():
            value, _ = self.model.bound_value(name.value, func)
            if value is not None and self._from_tree_attribute(value, func, depth + 1):
                return True
        return False

    def _concrete_base_error(self, array: cst.BaseExpression, func) -> Optional[str]:
        """What slicing a concrete value with traced bounds raises: a closed-over JAX array raises
        IndexError like a traced one, a NumPy array TracerIntegerConversionError (it calls __index__);
        None when the value is not known to be concrete, is a Python sequence literal (JAX102's), or
        is an index helper such as `np.s_`."""
        if self.model.kind(array) is not Kind.CONCRETE or python_sequence(self.model, array, func) is not None or \
                self.model.qualname(array) in apis.INDEX_HELPERS:
            return None
        value = self.model.bound_value(array.value, func)[0] if isinstance(array, cst.Name) else None
        made_by = (self.model.qualname(value.func) or "") if isinstance(value, cst.Call) else ""
        if made_by.startswith(apis.TRACING_MODULES):
            return "IndexError"
        if made_by.startswith("numpy."):
            return _NUMPY_ERROR
        return f"IndexError, or {_NUMPY_ERROR} for a NumPy array"

    def _emit(self, site, node: cst.Subscript, bound: cst.BaseExpression, updating: bool, error: str) -> None:
        info = self.abstract_site(site)
        if info is None:
            return
        fix = "use lax.dynamic_update_slice with a static-size update" if updating else \
            "use lax.dynamic_slice(x, (start,), (size,)) or x[jax.ds(start, size)] with a static size"
        if error == _NUMPY_ERROR:
            fix = f"make it a JAX array once (jnp.asarray({source(self.model, node.value)})) and {fix}"
        self.report(
            node,
            f"`{source(self.model, bound)}` is a traced value {traced_under(info)}; the slice "
            f"`{source(self.model, node)}` needs static bounds ({error}): {fix}"
            f"{static_hint(self.model, site.func, bound, info)}",
            stmt=site.stmt,
        )


def _reads(expr: cst.CSTNode) -> tuple:
    """(attribute reads `a.b` whose base is a name, names read) in an expression, outside lambdas."""
    attributes, names, stack = [], [], [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name):
            attributes.append(node)
        elif isinstance(node, cst.Name):
            names.append(node)
        elif not isinstance(node, cst.Lambda):
            stack.extend(code_children(node))
    return attributes, names
