from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model.index import FunctionInfo
from jaxlint.rule import Rule, certainly_traced, holds_tracers, source, static_hint, traced_under

# Methods that hash their first argument, per container type.
_HASHING_METHODS = {"dict": frozenset({"get", "pop", "setdefault"}), "set": frozenset({"add", "discard", "remove"})}
_DICT_TYPES = frozenset({"collections.defaultdict", "collections.OrderedDict", "collections.Counter"})
_BUILTIN_CONTAINERS = {"dict": "dict", "set": "set", "frozenset": "set"}


class TracerDictKey(Rule):
    """
    ## What it does
    Flags a traced value used as the key of a Python dict or set in traced code: `table[x]`,
    `table.get(x)`, `table.pop(x)`, `x in table`, `x in {0, 3}`, `seen.add(x)`, where the container
    is a dict or set literal, comprehension or `dict()` / `set()` call (or a name bound to one, here
    or at the top level of another file of the project, or an attribute `self.table` that the class's
    methods only ever set to one) and
    `x` is a tracer of code JAX traces abstractly: an argument of a jitted or vmapped function, a
    loop body's carry or index, or anything computed from them.

    ## Why is this bad?
    A dict or set finds a key by its hash, and JAX arrays and tracers are unhashable (their `==` is
    elementwise). The lookup fails at trace time with `TypeError: unhashable type:
    'DynamicJaxprTracer'` under `jax.jit` and `lax` loop bodies (`'BatchTracer'` under `vmap`,
    `'LinearizeTracer'` under `grad`), on JAX 0.10.2 and 0.12.0.1 alike. Eagerly the same code
    fails too as soon as the key is an array (`unhashable type: 'jaxlib._jax.ArrayImpl'`): only a
    Python int works. (`jax.grad` alone fails the same way; the rule reports abstractly traced code,
    where which values are tracers is certain.)

    ## Example
    ```python
    DECAY = {0: 0.1, 1: 0.5, 2: 0.9}

    @jax.jit
    def decay(x, kind):
        return x * DECAY[kind]
    ```

    ## Use instead
    Put the values in an array and index it with the tracer (a gather), test membership with
    `jnp.isin`, or, when the key really is a configuration constant, make it static:
    ```python
    DECAY = jnp.asarray([0.1, 0.5, 0.9])
    FROZEN = jnp.asarray([0, 3])

    @jax.jit
    def decay(x, kind):
        return jnp.where(jnp.isin(kind, FROZEN), x, x * DECAY[kind])

    RATES = {"slow": 0.1, "fast": 0.9}

    @partial(jax.jit, static_argnames="schedule")
    def scaled(x, schedule):
        return x * RATES[schedule]
    ```
    """

    code = "JAX109"
    name = "tracer-dict-key"
    summary = "a traced value as a dict key or set member (table[x], x in seen) raises TypeError: unhashable"

    def visit_Subscript(self, site) -> None:
        node = site.node
        found = self._container(node.value, site.func)
        if found != "dict":
            return
        for element in node.slice:
            if isinstance(element.slice, cst.Index) and holds_tracers(self.model, element.slice.value):
                key = element.slice.value
                self._emit(site, key, f"looking it up in the dict `{source(self.model, node.value)}`", _gather(self.model, key))
                return

    def visit_Call(self, site) -> None:
        call = site.node
        func = call.func
        if not isinstance(func, cst.Attribute) or not call.args or call.args[0].keyword is not None or \
                call.args[0].star:
            return
        found = self._container(func.value, site.func)
        if found is None or func.attr.value not in _HASHING_METHODS[found]:
            return
        key = call.args[0].value
        if holds_tracers(self.model, key):
            fix = _gather(self.model, key) if found == "dict" else \
                f"keep a boolean mask array and set it with mask.at[{source(self.model, key)}].set(True)"
            self._emit(site, key, f"`{source(self.model, func)}(...)` on a {found}", fix)

    def visit_Comparison(self, site) -> None:
        node = site.node
        left = node.left
        for link in node.comparisons:
            if isinstance(link.operator, (cst.In, cst.NotIn)):
                found = self._container(link.comparator, site.func)
                if found is not None and holds_tracers(self.model, left):
                    self._emit(site, left, f"`in` on the {found} `{source(self.model, link.comparator)}`",
                               f"test membership with jnp.isin({source(self.model, left)}, jnp.asarray([...]))")
                    return
            left = link.comparator

    def _emit(self, site, key: cst.BaseExpression, what: str, fix: str) -> None:
        info = self.abstract_site(site)
        if info is None or not certainly_traced(self.model, key, info):
            return
        hint = static_hint(self.model, site.func, key, info)
        self.report(
            key,
            f"`{source(self.model, key)}` is a traced value {traced_under(info)}; {what} hashes it, and "
            f"tracers are unhashable (TypeError: unhashable type): {fix}{hint}",
            stmt=site.stmt,
        )

    def _container(self, expr: cst.BaseExpression, scope: Optional[FunctionInfo], depth: int = 0) -> Optional[str]:
        """"dict" or "set" when `expr` is certainly one: a literal, a comprehension, a `dict()` /
        `set()` / `defaultdict()` call, or a name bound to one (its one module-level binding, or the last in the function)."""
        if isinstance(expr, (cst.Dict, cst.DictComp)):
            return "dict"
        if isinstance(expr, (cst.Set, cst.SetComp)):
            return "set"
        if isinstance(expr, cst.Call):
            qual = self.model.qualname(expr.func)
            if qual in _DICT_TYPES:
                return "dict"
            if qual is None and isinstance(expr.func, cst.Name) and expr.func.value in _BUILTIN_CONTAINERS and \
                    self.model.resolve_function(expr.func, scope) is None:
                return _BUILTIN_CONTAINERS[expr.func.value]
            return None
        if isinstance(expr, cst.Name) and depth == 0:
            value, value_scope = self.model.bound_value(expr.value, scope)
            if value is not None:
                return self._container(value, value_scope, 1)
        method = _method(scope) if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name) else None
        if depth == 0 and method is not None and method.positional and expr.value.value == method.positional[0].name:
            built = self.model.classes.assigned_containers(method.owner).get(expr.attr.value, {None})
            if len(built) == 1 and next(iter(built)) in ("dict", "set"):  # `self._grids = {...}` in __init__
                return next(iter(built))
        if isinstance(expr, (cst.Name, cst.Attribute)) and depth == 0 and self.model.link is not None:
            qual = self.model.qualname(expr)  # another project file's table (`from .elements import MASS`)
            return self.remote_fact(qual) if qual is not None and self.model.link.in_project(qual) else None
        return None

    @classmethod
    def project_facts(cls, model) -> dict:
        """Module-level names bound once to a dict or a set -> "dict" or "set"."""
        module = model.index.name
        if not module:
            return {}
        rule, out = cls(model), {}
        for line in model.index.module.body:
            for s in line.body if type(line) is cst.SimpleStatementLine else ():
                target = s.targets[0].target if type(s) is cst.Assign and len(s.targets) == 1 else \
                    s.target if type(s) is cst.AnnAssign else None
                found = rule._container(target, None) if type(target) is cst.Name else None
                if found is not None:
                    out[f"{module}.{target.value}"] = found
        return out


def _method(scope: Optional[FunctionInfo]) -> Optional[FunctionInfo]:
    """The method `scope` is, or is nested in (its `self` is the first parameter)."""
    while scope is not None and scope.owner is None:
        scope = scope.parent
    return scope


def _gather(model, key: cst.BaseExpression) -> str:
    return f"keep the values in an array and index it with the tracer (jnp.asarray([...])[{source(model, key)}])"
