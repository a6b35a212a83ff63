from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model import FunctionInfo, Kind, apis
from jaxlint.model.imports import dotted
from jaxlint.rule import Rule, enclosing_functions, holds_tracers, source, traced_under


class NumpyOnTracer(Rule):
    """
    ## What it does
    Flags NumPy functions called on a traced array in traced code (`jax.jit`, `vmap`, `lax.scan` /
    `fori_loop` / `while_loop` bodies, `lax.cond` branches..., and `jax.grad` / `value_and_grad` /
    `jvp` alone): `np.sin(x)`, `np.asarray(x)`, `np.dot(w, x)`, `np.stack([x, y])`,
    `np.linalg.norm(x)`, `np.float32(x)`..., indexing a NumPy array with a traced index (`TABLE[i]`),
    NumPy functions that call a method of a NumPy table with a traced argument (`np.take(TABLE, i)`,
    `np.searchsorted(EDGES, x)`, `np.compress(mask, TABLE)`), and NumPy's legacy seeding given a traced
    seed (`np.random.RandomState(seed)`, `np.random.seed(seed)` for a seed that `vmap` maps over).
    The tracer may reach NumPy through a NumPy function that passes it on (`best = np.argmax(x)`
    returns a tracer, then `np.take(LABELS, best)` fails), or through a helper's array-module
    parameter whose `xnp=np` default a traced caller leaves out. SciPy runs on NumPy arrays, so any
    `scipy.*` function given a tracer is flagged too (`scipy.special.expit(x)`,
    `scipy.optimize.minimize(f, x0)` with a traced `x0`); `jax.scipy` is not, nor are the dicts SciPy
    keeps results in (`OptimizeResult(x=x)`, `OdeResult(t=t, y=ys)`), which only hold what they are given.

    Only functions that fail on both supported JAX versions are flagged. `np.sum`, `np.mean`,
    `np.max`, `np.argmax`, `np.reshape`, `np.transpose` and the other NumPy functions that hand the
    array back to its own method work on a tracer (the result is a tracer) and are not flagged, nor are
    NumPy calls on shapes, dtypes and constants (`np.prod(x.shape)`, `np.sqrt(d)` with a static `d`), nor
    the bodies of host callbacks (`jax.pure_callback`, `jax.debug.callback`), which run on concrete
    values, nor the primal of a `jax.custom_jvp` / `custom_vjp` function under `jax.grad` alone: it runs
    on the values it is called with, and differentiation runs its rule. Which NumPy function does what
    is a table in `jaxlint/model/apis.py`.

    ## Why is this bad?
    A tracer has no value while the function is traced; NumPy tries to convert it to an
    `np.ndarray` and JAX raises
    `jax.errors.TracerArrayConversionError: The numpy.ndarray conversion method __array__() was called
    on traced array with shape float32[3]` (the same on JAX 0.10.2 and 0.12). Differentiation alone is
    enough: under `jax.grad` without `jit` the differentiated value is a tracer too (it carries a
    value, so Python `if` works there, but NumPy still refuses it).

    ## Example
    ```python
    @jax.jit
    def features(x):
        return np.sin(x) * 2
    ```

    ## Use instead
    Use the `jax.numpy` function of the same name, and `jnp.asarray(TABLE)` for tables indexed with
    traced indices; for code that must run in NumPy or another host library, use `jax.pure_callback`
    with the output's shape and dtype:
    ```python
    @jax.jit
    def features(x):
        return jnp.sin(x) * 2

    @jax.jit
    def features_on_host(x):
        out = jax.ShapeDtypeStruct(x.shape, x.dtype)
        return jax.pure_callback(lambda v: (np.sin(v) * 2).astype(v.dtype), out, x)
    ```
    """

    code = "JAX104"
    name = "numpy-on-tracer"
    summary = "a NumPy function on a traced array raises TracerArrayConversionError under jit or grad"

    def visit_Call(self, site) -> None:
        call = site.node
        if any(a.star for a in call.args):
            return
        qual = self.model.qualname(call.func) or ""
        if qual.startswith("scipy.") and not qual.endswith("Result"):
            # SciPy runs on NumPy arrays: it converts every array it is given, except to the dicts that
            # hold its results (`OptimizeResult(x=x)`, `OdeResult(t=t, y=ys)`)
            self._check_arguments(site, [a.value for a in call.args], f"`{qual}` converts it to a NumPy array",
                                  lambda traced: f"its jax.scipy counterpart (`jax.{qual}`) if JAX has one")
            return
        name = self._numpy_name(call.func, site.func)
        if name is None:
            return
        positional = [a.value for a in call.args if a.keyword is None]
        spelled = source(self.model, call.func)
        if name in apis.NUMPY_CONVERTING:
            positions = apis.NUMPY_ARRAY_POSITIONS.get(name)
            arrays = [arg for i, arg in enumerate(positional) if positions is None or i in positions]
            what = f"`{spelled}` converts it to a NumPy array"
        elif name in apis.NUMPY_SEEDED:
            self._check_arguments(site, positional[:1], f"`{spelled}` converts its seed", lambda traced:
                                  f"jax.random with a key made from it: `jax.random.key({source(self.model, traced)})`")
            return
        elif name in apis.NUMPY_RECEIVERS:
            receiver = apis.NUMPY_RECEIVERS[name]
            if receiver >= len(positional) or self._traced_part(positional[receiver], site.func) is not None:
                return  # the tracer's own method does the work
            arrays = [arg for i, arg in enumerate(positional) if i != receiver]
            what = f"`{spelled}` calls the method of the NumPy value `{source(self.model, positional[receiver])}`, " \
                   f"which converts it"
        else:
            return
        self._check_arguments(site, arrays, what, lambda traced: f"`{source(self.model, traced)}.astype(jnp.{name})`"
                              if name in apis.NUMPY_SCALAR_TYPES else f"`jnp.{name}`")

    def _check_arguments(self, site, arrays: list, what: str, fix) -> None:
        """Report the first of `arrays` holding a tracer; `fix(traced)` says what to use instead."""
        for arg in arrays:
            traced = self._traced_part(arg, site.func)
            if traced is not None:
                self._emit(site, site.node, traced, what, f"use {fix(traced)}")
                return

    def visit_Subscript(self, site) -> None:
        node = site.node
        if not self._is_numpy_array(node.value, site.func):
            return
        for element in node.slice:
            if isinstance(element.slice, cst.Index) and holds_tracers(self.model, element.slice.value):
                shown = source(self.model, node.value)
                self._emit(site, node, element.slice.value, f"indexing the NumPy array `{shown}` converts it",
                           f"use jnp.asarray({shown})[...]")
                return

    def _emit(self, site, node: cst.CSTNode, traced: cst.BaseExpression, what: str, fix: str) -> None:
        info = self.traced(site.func)
        if info is None or self.model.tracer_aware(site.func):  # guarded by a tracer test
            return
        if not info.hands_tracers:  # differentiation's tracers count: NumPy cannot convert them either
            return
        notes = [] if info.abstract else ["differentiation alone makes tracers too"]
        if not holds_tracers(self.model, traced):
            notes.append("NumPy's sum, argmax, reshape... hand a tracer to its own method and return a tracer")
        said = f" ({'; '.join(notes)})" if notes else ""
        self.report(
            node,
            f"`{source(self.model, traced)}` is a traced array {traced_under(info)}{said}; {what} "
            f"(TracerArrayConversionError): {fix}, or jax.pure_callback for host code",
            stmt=site.stmt,
        )

    def _traced_part(self, expr: cst.BaseExpression, func: Optional[FunctionInfo],
                     depth: int = 0) -> Optional[cst.BaseExpression]:
        """`expr`, or an element of a list / tuple literal, that holds tracers: a tracer, or what a NumPy
        function that hands a tracer to its own method returns (`np.argmax(x)`, or a name bound to it)."""
        if isinstance(expr, (cst.List, cst.Tuple)):
            return next(filter(None, (self._traced_part(el.value, func, depth) for el in expr.elements)), None)
        if holds_tracers(self.model, expr):
            return expr
        value = expr
        if isinstance(expr, cst.Name) and self.model.kind(expr) is Kind.UNKNOWN:
            value, _ = self.model.bound_value(expr.value, func)
        if depth < 3 and isinstance(value, cst.Call) and \
                self._numpy_name(value.func, func) in apis.NUMPY_TRACER_METHODS:
            first = next((a.value for a in value.args if a.keyword is None and not a.star), None)
            if first is not None and self._traced_part(first, func, depth + 1) is not None:
                return expr
        return None

    def _numpy_name(self, callee: cst.BaseExpression, func: Optional[FunctionInfo]) -> Optional[str]:
        """The NumPy function `callee` names ("sin", "linalg.norm"): through the imports, or through a
        parameter defaulting to the numpy module (`xnp=np`) that traced code leaves out."""
        qual = self.model.qualname(callee) or ""
        if qual.startswith("numpy."):
            return qual[len("numpy."):]
        name = dotted(callee)
        if name is None or "." not in name or func is None:
            return None
        head, rest = name.split(".", 1)
        param = func.param(head)
        if param is None or param.default is None or self.model.qualname(param.default) != "numpy" or \
                not self._default_used_while_traced(func, param):
            return None
        return rest

    def _default_used_while_traced(self, func: FunctionInfo, param) -> bool:
        """Whether a traced call of `func` leaves `param` out (so its default is used while tracing):
        a call in traced code or through a jit, or a transformation applied to `func` itself when the
        module never calls it."""
        calls = self.model.calls_of(func)
        info = self.model.trace(func)
        if not calls:
            return info is not None and info.direct
        for call in calls:
            caller = enclosing_functions(self.model).get(id(call))
            traced = self.model.trace(caller) is not None or self.model.compiled_call(call.func, caller) is not None
            if traced and not _passes(call, func, param) and not self._bound(call, caller, param):
                return True
        return False

    def _bound(self, call: cst.Call, caller: Optional[FunctionInfo], param) -> bool:
        """Whether `call` calls a partial that binds `param` (`partial(f, xnp=xnp)(x)`)."""
        ref = self.model.resolve_function(call.func, caller)
        return ref is not None and (param.name in ref.bound_keywords or
                                    param.index is not None and param.index < len(ref.bound_positional))

    def _is_numpy_array(self, base: cst.BaseExpression, func: Optional[FunctionInfo]) -> bool:
        """Whether `base` is a name bound only to a NumPy array where it is read, or the variable of a
        comprehension over one (`[x[i] for x in np.indices(shape)]`: each is an array)."""
        if not isinstance(base, cst.Name):
            return False
        binding = self.model.scopes.reaching(base, func)
        if binding is not None and type(binding.node) is cst.CompFor:
            return self._numpy_made(binding.node.iter, func)
        value, _ = self.model.bound_value(base.value, func)
        return self._numpy_made(value, func)

    def _numpy_made(self, value: Optional[cst.BaseExpression], func: Optional[FunctionInfo], depth: int = 0) -> bool:
        """Whether `value` makes a NumPy array: a NumPy constructor, a NumPy function of concrete values
        (`np.log2(np.arange(n) + 2.0)`), or arithmetic of one with concrete values (`1.0 / table`)."""
        if depth > 4:
            return False
        if isinstance(value, cst.Call):
            qual = self.model.qualname(value.func) or ""
            name = qual[len("numpy."):] if qual.startswith("numpy.") else None
            return name is not None and (name.startswith("random.") or name in apis.NUMPY_CONSTRUCTORS or
                                         name in apis.NUMPY_CONVERTING and self.model.kind(value) is Kind.CONCRETE)
        if isinstance(value, cst.BinaryOperation):
            sides = (value.left, value.right)
            return all(self.model.kind(side) is Kind.CONCRETE for side in sides) and \
                any(self._numpy_made(side, func, depth + 1) for side in sides)
        if isinstance(value, cst.UnaryOperation):
            return self._numpy_made(value.expression, func, depth + 1)
        if isinstance(value, cst.Name) and depth:
            bound, _ = self.model.bound_value(value.value, func)
            return bound is not value and self._numpy_made(bound, func, depth + 1)
        return False


def _passes(call: cst.Call, func: FunctionInfo, param) -> bool:
    """Whether `call` gives `param` a value (by keyword, by position, or through *args / **kwargs)."""
    if any(a.star for a in call.args):
        return True
    if any(a.keyword is not None and a.keyword.value == param.name for a in call.args):
        return True
    positional = sum(1 for a in call.args if a.keyword is None)
    offset = 1 if func.owner is not None and isinstance(call.func, cst.Attribute) else 0  # obj.method(...)
    return param.index is not None and param.index - offset < positional
