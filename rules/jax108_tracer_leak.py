from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model import Kind, apis
from jaxlint.model.bindings import Scope
from jaxlint.model.kinds import Obj
from jaxlint.rule import Rule, source, traced_under

# Container methods that keep a reference to an argument: method -> index of the stored argument.
_STORING_METHODS = {"append": 0, "extend": 0, "appendleft": 0, "extendleft": 0, "insert": 1, "setdefault": 1}
# A container the module also pops or clears is a balanced stack, not a leak.
_RELEASING_METHODS = frozenset({"pop", "popleft", "clear", "remove"})
# Methods that build a fresh object rather than update one that outlives the call.
_CONTAINER_TYPES = frozenset({"collections.deque", "collections.defaultdict", "collections.OrderedDict"})


class TracerLeak(Rule):
    """
    ## What it does
    Flags a traced value stored where it outlives the trace, in code JAX definitely traces (under
    `jax.jit`, `grad`, `vmap`, loop bodies...): appended or assigned into a module-level or
    enclosing-function container created there (`seen = []` ... `seen.append(x)`, `cache[k] = x`), assigned to an attribute of
    `self` in a traced method of a plain class (`self.last = x`, `self.n += 1` on an array counter,
    also under `jax.jit(obj.method)`), assigned to an attribute of an object the traced function
    closes over or into a container one holds (`recorder.activations["h"] = x`; `counter.count.value
    += 1` on a module-level flax nnx module under `nnx.jit`, which flax refuses), or assigned to a `global` or `nonlocal` name (`global key; key, sub =
    random.split(key)`). Only the traced value itself counts: storing `x.shape` or a Python number is
    fine, and so are containers created inside the same trace, containers the module also pops
    (stacks), host callbacks, and neural-network modules' own state APIs (flax, nnx, equinox, haiku
    classes are not checked on `self`).

    In a jitted method of a class registered as a pytree (`register_pytree_node(A, ...)`,
    `register_pytree_node_class`), `self` is a traced copy rebuilt from the leaves: `self.x = ...` is
    flagged there too, since the caller's object never sees it.

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
    compilation cache and never run the Python code that stores: a `global` key rebound inside jit
    stays the key of the first trace, so every call repeats the same draws. Flax nnx refuses a
    captured module changed inside `nnx.jit`: `flax.errors.TraceContextError: Cannot mutate Variable
    from a different trace level`. A pytree method's `self.x = ...` changes a copy: the caller's
    object stays as it was, silently.

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
        self._registered: Optional[set] = None

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
        self._store(site, site.node.target, site.node.value, augmented=True)

    def visit_AnnAssign(self, site) -> None:
        if site.node.value is not None:
            self._store(site, site.node.target, site.node.value)

    def _store(self, site, target: cst.BaseExpression, value: cst.BaseExpression, augmented: bool = False) -> None:
        if isinstance(target, cst.Name):
            self._check(site, target, value, target, bare=True)
        elif isinstance(target, (cst.Tuple, cst.List)):  # `key, sub = random.split(key)`: each name gets a part
            for el in target.elements:
                if isinstance(el.value, cst.Name):
                    self._check(site, el.value, value, el.value, bare=True)
        elif isinstance(target, cst.Subscript) and isinstance(target.value, cst.Name):
            self._check(site, target.value, value, target)
        elif isinstance(target, (cst.Attribute, cst.Subscript)):  # `obj.a = v`, `obj.cache[k] = v`
            root = target.value
            while isinstance(root, (cst.Attribute, cst.Subscript)):
                root = root.value
            if not isinstance(root, cst.Name) or site.func is None:
                return
            func = site.func
            if func.owner is not None and func.positional and root.value == func.positional[0].name and \
                    target.value is root:
                self._self_attribute(site, target, value, augmented)
            else:
                self._captured_object(site, root, target, value, augmented)

    def _check(self, site, holder: cst.Name, value: cst.BaseExpression, node: cst.CSTNode,
               bare: bool = False) -> None:
        """Report `node` when it stores traced `value` in `holder`, a name owned outside the trace.
        `bare`: `holder = value`, which binds another scope's name only through `global` / `nonlocal`."""
        info = self.traced(site.func)
        if info is None or self.model.kind(value) not in (Kind.TRACER, Kind.TREE):
            return
        scope = self.model.scopes.scope(site.func)
        owner = self.model.scopes.owner(holder.value, scope)
        if owner is None or owner is scope or _released(owner, holder.value):
            return
        if not bare and not self._is_container(owner, holder.value):
            return  # a parameter or an object we cannot see: a Pallas ref, a caller's buffer
        where = self._where(owner, holder.value)
        if where is None:
            return  # the enclosing function is traced too: the container lives and dies in the trace
        note = ""
        if bare:
            note = (f"; later calls do not run this line (the compiled code never updates `{holder.value}`)"
                    + (", so every call draws from the same key" if _draws_key(self.model, value) else ""))
        self._emit(site, node, value, where, info, note)

    def _where(self, owner: Scope, name: str) -> Optional[str]:
        if owner.kind == "module":
            return f"module-level `{name}`"
        if owner.func is not None and self.model.trace(owner.func) is None:
            return f"`{name}` of the enclosing function `{owner.func.name}`"
        return None

    def _is_container(self, owner: Scope, name: str) -> bool:
        """Whether `name` is bound, in its owner's scope, only to a new list / dict / set / deque."""
        values = [None if b.how == "param" else b.value for b in owner.bindings_of(name)]
        return bool(values) and all(_new_container(self.model, v) for v in values)

    def _self_attribute(self, site, target: cst.Attribute, value: cst.BaseExpression, augmented: bool) -> None:
        func = site.func
        info = self.traced(func)
        if info is None or func.name in apis.CONSTRUCTORS:
            return
        first = func.positional[0].name
        receiver = self.model.param_kinds.get(id(func.node), {}).get(first)
        if type(receiver) is Obj and receiver.traced and not receiver.local and \
                self._registered_pytree(func.owner) and not _returns_name(self.model, func, first):
            self._emit(site, target, value, None, info, pytree_copy=True)
            return
        if type(receiver) is Obj and receiver.traced:
            return  # a copy the transformation built: not the caller's object
        traced = self.model.kind(value) in (Kind.TRACER, Kind.TREE) or (
            augmented and self._array_attribute(func.owner, target.attr.value))
        if not traced:
            return
        # A traced `self` (a pytree argument) is rebuilt by the transformation: only a concrete one (a
        # bound method, a static argument) is the caller's object.
        if self.model.param_kind(func, first) is not Kind.CONCRETE or self.model.built_while_tracing(func, first):
            return
        if not self._plain_class(func.owner.node, 0):
            return
        self._emit(site, target, value, f"`{source(self.model, target)}`, an attribute of the caller's object",
                   info)

    def _captured_object(self, site, root: cst.Name, target: cst.Attribute, value: cst.BaseExpression,
                         augmented: bool) -> None:
        """`counter.count.value += 1` in traced code, on an instance the function closes over."""
        info = self.traced(site.func)
        if info is None:
            return
        scope = self.model.scopes.scope(site.func)
        owner = self.model.scopes.owner(root.value, scope)
        if owner is None or owner is scope or owner.within(scope):
            return
        where = self._where(owner, root.value)
        bindings = owner.bindings_of(root.value)
        classes = {self.model.classes.of_expr(b.value.func) if isinstance(b.value, cst.Call) else None
                   for b in bindings}
        cls = classes.pop() if len(classes) == 1 else None
        if where is None or cls is None or cls.framework not in (None, "nnx"):
            return
        if not (self.model.kind(value) in (Kind.TRACER, Kind.TREE) or augmented and cls.framework == "nnx"):
            return
        what = f"{where}, an instance of {cls.name} the trace closes over"
        if cls.framework == "nnx":
            self.report(target, (
                f"`{source(self.model, site.stmt)}` changes {what}, inside `{site.func.name}` {traced_under(info)}: "
                f"flax raises TraceContextError (Cannot mutate Variable from a different trace level); pass "
                f"`{root.value}` to `{site.func.name}` as an argument, so nnx.jit carries its state in and out"),
                stmt=site.stmt)
            return
        self._emit(site, target, value, what, info)

    def _array_attribute(self, cls, attr: str) -> bool:
        """Whether the class's constructor sets `self.attr` to an array (`self.n = jnp.array(0)`): an
        update of it in traced code (`self.n += 1`) computes a tracer."""
        for method in self.model.classes.facts(cls).methods.values():
            if isinstance(method, str) or method.name not in apis.CONSTRUCTORS or not method.positional:
                continue
            for change in self.model.scopes.scope(method).changes_of(method.positional[0].name):
                if change.attr == attr and isinstance(change.node, cst.Assign) and \
                        self.model.outer_value(change.node.value, method) is Kind.TRACER:
                    return True
        return False

    def _registered_pytree(self, cls) -> bool:
        """A class registered as a pytree by a call or a decorator, not by a framework that handles state."""
        facts = self.model.classes.facts(cls)
        if facts.framework not in (None, "pytree"):
            return False
        if self._registered is None:
            self._registered = {a.value.value for call in self.model.index.module_calls
                                if self.model.qualname(call.func) in apis.PYTREE_REGISTRATIONS
                                for a in call.args[:1] if isinstance(a.value, cst.Name)}
        decorated = any((self.model.qualname(d.decorator) or "") in apis.PYTREE_DECORATORS
                        for d in cls.node.decorators)
        return cls.name in self._registered or decorated

    def _plain_class(self, cls: cst.ClassDef, depth: int) -> bool:
        """Not a neural-network module, through local base classes too; unknown bases count as plain
        only when they resolve to a name that is not a module base."""
        for base in cls.bases:
            qual = self.model.qualname(base.value)
            if qual is not None:
                if qual in apis.MODULE_BASES:
                    return False
                continue
            local = next((c for c in self.model.index.classes
                          if isinstance(base.value, cst.Name) and c.name == base.value.value), None)
            if local is None or depth > 4 or not self._plain_class(local.node, depth + 1):
                return False
        return True

    def _emit(self, site, node: cst.CSTNode, value: cst.BaseExpression, where: Optional[str], info,
              note: str = "", pytree_copy: bool = False) -> None:
        shown = site.stmt if isinstance(site.stmt, (cst.Assign, cst.AugAssign, cst.AnnAssign)) else node
        stored = source(self.model, value)
        if isinstance(site.stmt, cst.AugAssign):  # `self.n += 1` stores `self.n + 1`
            operator = self.model.index.module.code_for_node(site.stmt.operator).strip()[:-1]
            stored = f"{source(self.model, site.stmt.target)} {operator} {stored}"
        if pytree_copy:
            self.report(node, (
                f"`{source(self.model, shown)}` assigns `{stored}` to `self` in "
                f"`{site.func.name}` {traced_under(info)}, where `self` is a copy rebuilt from the pytree's leaves: "
                f"the caller's object never changes (the assignment is silently lost, and the copy holds a "
                f"tracer); return the updated object instead"), stmt=site.stmt)
            return
        self.report(
            node,
            f"`{source(self.model, shown)}` stores traced `{stored}` in {where}, which "
            f"outlives the trace of `{site.func.name}` {traced_under(info)}{note}; using it later raises "
            f"UnexpectedTracerError: return the value instead (or record it with jax.debug.callback)",
            stmt=site.stmt,
        )


def _released(owner: Scope, name: str) -> bool:
    """A container popped, cleared or deleted from anywhere: a stack pushed in one function and popped in
    another (`_STACK.append(x)` ... `_STACK.pop()`) is balanced, not a leak."""
    return any(c.how == "delete" or (c.how == "method" and c.attr is None and c.method in _RELEASING_METHODS)
               for c in owner.changes_of(name))


def _returns_name(model, func, name: str) -> bool:
    """`return self`: the caller gets the changed copy back."""
    return any(isinstance(r.node, cst.Name) and r.node.value == name and isinstance(r.stmt, cst.Return)
               and r.stmt.value is r.node for r in model.scopes.scope(func).reads)


def _draws_key(model, value: cst.BaseExpression) -> bool:
    return isinstance(value, cst.Call) and (model.qualname(value.func) or "").startswith("jax.random.")


def _new_container(model, value: Optional[cst.BaseExpression]) -> bool:
    if isinstance(value, (cst.List, cst.Dict, cst.Set, cst.ListComp, cst.DictComp, cst.SetComp)):
        return True
    if isinstance(value, cst.Call):
        if isinstance(value.func, cst.Name) and value.func.value in ("list", "dict", "set"):
            return model.qualname(value.func) is None
        return model.qualname(value.func) in _CONTAINER_TYPES
    return False
