from __future__ import annotations

from typing import Optional, Union

import libcst as cst

from jaxlint.model import Kind
from jaxlint.model.apis import MODULE_BASES
from jaxlint.model.index import FunctionInfo, target_names
from jaxlint.rule import Rule, source, traced_under

# Container methods that keep a reference to an argument: method -> index of the stored argument.
_STORING_METHODS = {"append": 0, "extend": 0, "appendleft": 0, "extendleft": 0, "insert": 1, "setdefault": 1}
# A container the module also pops or clears is a balanced stack, not a leak.
_RELEASING_METHODS = frozenset({"pop", "popleft", "clear", "remove"})
# Methods that build a fresh object rather than update one that outlives the call.
_CONSTRUCTORS = frozenset({"__init__", "__post_init__", "__new__", "setup"})
_MODULE = "module"  # the owner of a module-level name
_CONTAINER_TYPES = frozenset({"collections.deque", "collections.defaultdict", "collections.OrderedDict"})


class TracerLeak(Rule):
    """
    ## What it does
    Flags a traced value stored where it outlives the trace, in code JAX definitely traces (under
    `jax.jit`, `grad`, `vmap`, loop bodies...): appended or assigned into a module-level or
    enclosing-function container created there (`seen = []` ... `seen.append(x)`, `cache[k] = x`), assigned to an attribute of
    `self` in a traced method of a plain class (`self.last = x`), or assigned to a `global` or
    `nonlocal` name. Only the traced value itself counts: storing `x.shape` or a Python number is
    fine, and so are containers created inside the same trace, containers the module also pops
    (stacks), host callbacks, and neural-network modules' own state APIs (flax, nnx, equinox, haiku
    classes are not checked).

    ## Why is this bad?
    The stored object is a tracer, a placeholder that only means something while the function is
    being traced. The traced call itself succeeds; the error comes later, wherever the stored value
    is used, far from its cause: `jax.errors.UnexpectedTracerError: Encountered an unexpected tracer.
    A function transformed by JAX had a side effect, allowing for a reference to an intermediate value
    with type float32[] wrapped in a DynamicJaxprTracer to escape the scope of the transformation.`
    Under `with jax.checking_leaks():` the failure moves to the end of tracing, as a plain
    `Exception: Leaked trace DynamicJaxprTrace. Leaked tracer(s): ...` that names the referrer
    (measured on JAX 0.10.2 and 0.12; a leak from `jax.grad` alone is reported by `checking_leaks`
    only on 0.12). And the container only ever sees the value of the first trace: later calls hit the
    compilation cache and never run the Python code that stores.

    ## Example
    ```python
    activations = []

    @jax.jit
    def forward(x):
        h = jnp.tanh(x)
        activations.append(h)
        return h * 2
    ```

    ## Use instead
    Return the value from the traced function (or record it with `jax.debug.callback`, which runs
    on every call with concrete values):
    ```python
    @jax.jit
    def forward(x):
        h = jnp.tanh(x)
        return h * 2, h

    out, h = forward(x)
    activations.append(h)
    ```
    """

    code = "JAX108"
    name = "tracer-leak"
    summary = "a traced value stored in a global, closure container or self attribute outlives the trace"

    def __init__(self, model) -> None:
        super().__init__(model)
        self._scopes = _Scopes(model.index.module_assigns)
        self._released_names: Optional[set] = None

    def _released(self) -> set:
        if self._released_names is None:
            releases = _Releases()
            self.model.index.module.visit(releases)
            self._released_names = releases.names
        return self._released_names

    def visit_Call(self, site) -> None:
        call = site.node
        func = call.func
        if not isinstance(func, cst.Attribute) or not isinstance(func.value, cst.Name):
            return
        position = _STORING_METHODS.get(func.attr.value)
        positional = [a.value for a in call.args if a.keyword is None and not a.star]
        if position is None or len(positional) <= position:
            return
        self._check(site, func.value, positional[position], call)

    def visit_Assign(self, site) -> None:
        for target in site.node.targets:
            self._store(site, target.target, site.node.value)

    def visit_AugAssign(self, site) -> None:
        self._store(site, site.node.target, site.node.value)

    def visit_AnnAssign(self, site) -> None:
        if site.node.value is not None:
            self._store(site, site.node.target, site.node.value)

    def _store(self, site, target: cst.BaseExpression, value: cst.BaseExpression) -> None:
        if isinstance(target, cst.Name):
            self._check(site, target, value, target, declared_only=True)
        elif isinstance(target, cst.Subscript) and isinstance(target.value, cst.Name):
            self._check(site, target.value, value, target)
        elif isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and site.func is not None \
                and site.func.owner is not None and site.func.params and target.value.value == site.func.params[0].name:
            self._self_attribute(site, target, value)

    def _check(self, site, holder: cst.Name, value: cst.BaseExpression, node: cst.CSTNode,
               declared_only: bool = False) -> None:
        """Report `node` when it stores traced `value` in `holder`, a name owned outside the trace."""
        info = self.traced(site.func)
        if info is None or self.model.kind(value) not in (Kind.TRACER, Kind.TREE):
            return
        owner = self._scopes.owner(site.func, holder.value, declared_only)
        if owner is None or holder.value in self._released():
            return
        if not declared_only and not self._is_container(owner, holder.value):
            return  # a parameter or an object we cannot see: a Pallas ref, a caller's buffer
        if owner == _MODULE:
            where = f"module-level `{holder.value}`"
        elif self.model.trace(owner) is None:
            where = f"`{holder.value}` of the enclosing function `{owner.name}`"
        else:
            return  # the enclosing function is traced too: the container lives and dies in the trace
        self._emit(site, node, value, where, info)

    def _is_container(self, owner, name: str) -> bool:
        """Whether `name` is bound, in its owner's scope, only to a new list / dict / set / deque."""
        if owner == _MODULE:
            values = [a.value if isinstance(a, cst.Assign) else None
                      for a in self.model.index.module_assigns.get(name, ())]
        else:
            values = [None if owner.param(name) is not None else owner.assigns.get(name)]
        return bool(values) and all(_new_container(self.model, v) for v in values)

    def _self_attribute(self, site, target: cst.Attribute, value: cst.BaseExpression) -> None:
        func = site.func
        info = self.traced(func)
        if info is None or func.name in _CONSTRUCTORS or self.model.kind(value) not in (Kind.TRACER, Kind.TREE):
            return
        # A traced `self` (a pytree argument) is rebuilt by the transformation: only a concrete one (a
        # bound method, a static argument) is the caller's object.
        if self.model.param_kind(func, func.params[0].name) is not Kind.CONCRETE or \
                self.model.built_while_tracing(func, func.params[0].name):
            return
        if not self._plain_class(func.owner.node, 0):
            return
        self._emit(site, target, value, f"`{source(self.model, target)}`, an attribute of the caller's object",
                   info)

    def _plain_class(self, cls: cst.ClassDef, depth: int) -> bool:
        """Not a neural-network module, through local base classes too; unknown bases count as plain
        only when they resolve to a name that is not a module base."""
        for base in cls.bases:
            qual = self.model.qualname(base.value)
            if qual is not None:
                if qual in MODULE_BASES:
                    return False
                continue
            local = next((c for c in self.model.index.classes
                          if isinstance(base.value, cst.Name) and c.name == base.value.value), None)
            if local is None or depth > 4 or not self._plain_class(local.node, depth + 1):
                return False
        return True

    def _emit(self, site, node: cst.CSTNode, value: cst.BaseExpression, where: str, info) -> None:
        shown = site.stmt if isinstance(site.stmt, (cst.Assign, cst.AugAssign, cst.AnnAssign)) else node
        self.report(
            node,
            f"`{source(self.model, shown)}` stores traced `{source(self.model, value)}` in {where}, which "
            f"outlives the trace of `{site.func.name}` {traced_under(info)}; using it later raises "
            f"UnexpectedTracerError: return the value instead (or record it with jax.debug.callback)",
            stmt=site.stmt,
        )


def _new_container(model, value: Optional[cst.BaseExpression]) -> bool:
    if isinstance(value, (cst.List, cst.Dict, cst.Set, cst.ListComp, cst.DictComp, cst.SetComp)):
        return True
    if isinstance(value, cst.Call):
        if isinstance(value.func, cst.Name) and value.func.value in ("list", "dict", "set"):
            return model.qualname(value.func) is None
        return model.qualname(value.func) in _CONTAINER_TYPES
    return False


class _Scopes:
    """Which scope owns a name read or written in a function: the function itself, an enclosing
    function, or the module."""

    def __init__(self, module_names: dict) -> None:
        self.module_names = module_names
        self._bindings: dict = {}

    def bindings(self, func: FunctionInfo) -> "_Bindings":
        found = self._bindings.get(id(func.node))
        if found is None:
            found = self._bindings[id(func.node)] = _Bindings()
            func.node.body.visit(found)
        return found

    def owner(self, func: FunctionInfo, name: str, declared_only: bool) -> Optional[Union[FunctionInfo, str]]:
        """The owner of `name` when it is not `func`'s own local; None when it is local or unknown.
        `declared_only`: a bare name is another scope's only through `global` / `nonlocal`."""
        own = self.bindings(func)
        if name in own.globals:
            return _MODULE
        if name not in own.nonlocals and (declared_only or name in own.names or func.param(name)):
            return None
        scope = func.parent
        while scope is not None:
            if scope.param(name) is not None or name in self.bindings(scope).names:
                return scope
            scope = scope.parent
        return _MODULE if name in self.module_names else None


class _Bindings(cst.CSTVisitor):
    """The names one function body binds or declares global / nonlocal, nested scopes excluded."""

    def __init__(self) -> None:
        self.names: set = set()
        self.globals: set = set()
        self.nonlocals: set = set()

    def _bind(self, target: cst.CSTNode) -> None:
        self.names.update(target_names(target))

    def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
        self._bind(node.target)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._bind(node.target)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self._bind(node.target)

    def visit_For(self, node: cst.For) -> None:
        self._bind(node.target)

    def visit_AsName(self, node: cst.AsName) -> None:
        self._bind(node.name)

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self._bind(node.target)

    def visit_ImportAlias(self, node: cst.ImportAlias) -> None:
        if node.asname is None and isinstance(node.name, cst.Name):
            self.names.add(node.name.value)

    def visit_Global(self, node: cst.Global) -> None:
        self.globals.update(item.name.value for item in node.names)

    def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
        self.nonlocals.update(item.name.value for item in node.names)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        self.names.add(node.name.value)
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        self.names.add(node.name.value)
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False


class _Releases(cst.CSTVisitor):
    """Containers popped, cleared or deleted from anywhere in the module: stacks pushed in one function
    and popped in another (`_STACK.append(x)` ... `_STACK.pop()`) are balanced, not leaks."""

    def __init__(self) -> None:
        self.names: set = set()

    def visit_Call(self, node: cst.Call) -> None:
        f = node.func
        if isinstance(f, cst.Attribute) and isinstance(f.value, cst.Name) and f.attr.value in _RELEASING_METHODS:
            self.names.add(f.value.value)

    def visit_Del(self, node: cst.Del) -> None:
        if isinstance(node.target, cst.Subscript) and isinstance(node.target.value, cst.Name):
            self.names.add(node.target.value.value)
