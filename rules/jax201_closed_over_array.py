from __future__ import annotations

from dataclasses import dataclass, field

import libcst as cst

from jaxlint.model.index import FunctionInfo, code_children
from jaxlint.rule import Rule, source

# Transformations that cache what they traced: a value read while tracing is never read again.
# (vmap and grad alone retrace on every call, so they always see the current value.)
_CACHED = frozenset({"jit", "pmap", "scan", "fori_loop", "while_loop", "cond"})

# Array methods and numpy functions that change an array in place (the array is their first argument).
_MUTATING_METHODS = frozenset({"fill", "sort", "resize", "put", "itemset", "partition", "setfield", "byteswap"})
_MUTATING_FUNCS = frozenset({"numpy.copyto", "numpy.put", "numpy.place", "numpy.putmask",
                             "numpy.random.shuffle", "numpy.fill_diagonal", "numpy.put_along_axis"})
_LOADERS = frozenset({"numpy.load", "numpy.loadtxt", "numpy.genfromtxt", "numpy.fromfile", "numpy.memmap",
                      "jax.numpy.load"})
# numpy functions that build an array (other numpy calls, such as np.sqrt(2), may give a scalar that
# JAX inlines as a literal).
_NUMPY_ARRAYS = frozenset({
    "array", "asarray", "zeros", "ones", "full", "empty", "arange", "linspace", "logspace", "eye",
    "identity", "stack", "concatenate", "tile", "diag", "tril", "triu", "zeros_like", "ones_like",
    "full_like", "meshgrid", "vstack", "hstack", "copy",
})
_NUMPY_DRAWS = frozenset({"rand", "randn", "normal", "uniform", "randint", "random", "standard_normal",
                         "choice", "permutation", "binomial", "poisson", "exponential", "beta", "gamma"})
# Array builders whose integer arguments are a shape or a size.
_SHAPED = frozenset({"zeros", "ones", "full", "empty", "arange", "eye", "identity"}) | _NUMPY_DRAWS
_LARGE = 1_000_000  # elements: a never-changed constant this big costs memory and compile time
_ARRAY_METHODS = frozenset({"reshape", "astype", "T", "transpose", "copy", "ravel", "flatten"})


@dataclass
class _Event:
    """A binding or in-place change of a name: where it happens and in which loops."""

    name: str
    scope: FunctionInfo | None
    pos: int
    node: cst.CSTNode  # the statement or call that changes it
    value: cst.BaseExpression | None = None  # for `name = value`
    mutation: bool = False
    loops: tuple = ()


@dataclass
class _Bindings:
    events: list = field(default_factory=list)
    calls: list = field(default_factory=list)  # (callee name, scope, pos, loops)
    declared: dict = field(default_factory=dict)  # id(function node) -> names declared global/nonlocal
    globals: dict = field(default_factory=dict)  # id(function node) -> names declared global
    positions: dict = field(default_factory=dict)  # id(node) -> pre-order position


class ClosedOverArray(Rule):
    """
    ## What it does
    Flags traced code (under `jit`, `pmap`, or a `scan` / `fori_loop` / `while_loop` / `cond` body)
    that reads a free variable (a module global, or a name of an enclosing function) bound to an
    array, when the array is changed later: mutated in place (`bias[0] = 100`, `bias.fill(0)`,
    `bias += 1`, `np.copyto(bias, ...)`) or rebound (a later module-level assignment, or `global` /
    `nonlocal` in a function). A rebound Python number or string is flagged the same way.

    Arrays that are never changed are flagged only when they are large: loaded from disk
    (`np.load`, `np.loadtxt`...) or built with at least a million elements. Small constant tables
    (`COEFFS = np.array([0.1, 0.2, 0.3])`) are left alone: real libraries close over such tables on
    purpose (`jax.scipy.special`'s `_LANCZOS_COEFFS`, diffrax's Runge-Kutta tableaus), and the copy in each compiled program is
    harmless.

    ## Why is this bad?
    The trace reads the variable once and bakes its value into the compiled program as a constant
    (`jax.make_jaxpr(f)(x).consts` lists it). A later change is not part of the cache key: the next
    call matches the cached executable and silently computes with the old value, with no error and
    no recompile. A baked array is also held in memory by every compiled signature for as long as
    the function lives, and a large one slows compilation.

    ## Example
    ```python
    bias = np.zeros(3)

    @jax.jit
    def add_bias(x):
        return x + bias

    add_bias(jnp.ones(3))
    bias[0] = 100.0
    add_bias(jnp.ones(3))  # still [1., 1., 1.]
    ```

    ## Use instead
    Pass it as an argument, so every call sees the current value:
    ```python
    @jax.jit
    def add_bias(x, bias):
        return x + bias

    add_bias(jnp.ones(3), bias)
    ```
    """

    code = "JAX201"
    name = "closed-over-array"
    summary = "traced code reads a closed-over array: its value is baked in and later changes are ignored"

    def check_module(self) -> None:
        traced = [f for f in self.model.index.functions
                  if (info := self.traced(f)) is not None and info.transforms & _CACHED]
        if not traced:
            return
        self.bindings = _collect(self.model)
        self._local_names: dict = {}
        for func in traced:
            reported = set()
            for name_node in _free_reads(func, self._locals(func)):
                name = name_node.value
                if name in reported:
                    continue
                message = self._finding(func, name)
                if message is not None:
                    reported.add(name)
                    self.report(name_node, message)

    # Where a free name is bound, and what happens to it ------------------------------------------

    def _locals(self, func: FunctionInfo) -> set:
        key = id(func.node)
        if key not in self._local_names:
            names = {p.name for p in func.params}
            names.update(c.name for c in func.children if isinstance(c.node, cst.FunctionDef))
            names.update(e.name for e in self.bindings.events if e.scope is func and not e.mutation)
            self._local_names[key] = names - self.bindings.declared.get(key, set())
        return self._local_names[key]

    def _home(self, func: FunctionInfo, name: str):
        """The scope that binds free `name` read in `func`: (True, scope) for an untraced enclosing
        function or the module (scope None); (False, None) when it is a parameter, import, traced
        enclosing value or unknown."""
        if name in self.bindings.globals.get(id(func.node), set()):
            return True, None
        s = func.parent
        while s is not None:
            if name in self._locals(s):
                if s.param(name) is not None or self.model.trace(s) is not None:
                    return False, None
                return True, s
            s = s.parent
        if name in self.model.index.imports.names or name not in self.model.index.module_assigns:
            return False, None
        return True, None

    def _finding(self, func: FunctionInfo, name: str) -> str | None:
        found, home = self._home(func, name)
        if not found:
            return None
        defined_at = self.bindings.positions.get(id(_root(func).node) if home is None else id(func.node), 0)
        bindings = [e for e in self.bindings.events if e.name == name and e.scope is home and not e.mutation]
        before = [e for e in bindings if e.pos < defined_at] or bindings[:1]
        if not before or before[-1].value is None:
            return None
        value = before[-1].value
        what = _value_kind(self.model, value)
        if what is None:
            return None
        change = self._later_change(func, name, home, defined_at, numpy=what == "numpy")
        shown = f"`{name}`"
        if change is not None:
            return (f"{func.name} is traced once and keeps {shown} as a constant, but {shown} is changed later "
                    f"(`{source(self.model, change)}`): the compiled code silently keeps the old value, "
                    f"with no error and no recompile; pass {shown} as an argument")
        if what in ("numpy", "jax") and _is_large(self.model, value):
            return (f"{func.name} closes over {shown} (`{source(self.model, value)}`): the array is baked into "
                    f"every compiled signature as a constant (memory, compile time); pass it as an argument")
        return None

    def _later_change(self, func, name, home, defined_at, numpy: bool) -> cst.CSTNode | None:
        """The first statement that changes `name` after `func` may have been traced, if any."""
        calls = [(pos, loops) for callee, scope, pos, loops in self.bindings.calls
                 if scope is home and callee in _callable_names(self.model, func)]
        for e in self.bindings.events:
            if e.name != name or (e.mutation and not numpy):
                continue
            if e.scope is home:
                if e.pos <= defined_at:
                    continue
                # a change in the binding scope matters once the function was called before it, or in
                # the same loop
                if not any(pos < e.pos or set(loops) & set(e.loops) for pos, loops in calls):
                    continue
                return e.node
            # a change in another function, to the same variable, counts whenever it runs, unless
            # that function first changes it and only then jits or calls the traced function
            if e.scope is None or self.model.trace(e.scope) is not None or name in self._locals(e.scope):
                continue
            if self._home(e.scope, name) == (True, home) and not self._used_after(e, func):
                return e.node
        return None


    def _used_after(self, change: _Event, func: FunctionInfo) -> bool:
        """Whether the function that makes `change` names the traced function only after it."""
        names = _callable_names(self.model, func)
        uses = [self.bindings.positions.get(id(n), 0) for n in _names_in(change.scope.node.body)
                if isinstance(n, cst.Name) and n.value in names]
        return bool(uses) and min(uses) > change.pos


def _root(func: FunctionInfo) -> FunctionInfo:
    while func.parent is not None:
        func = func.parent
    return func


def _callable_names(model, func: FunctionInfo) -> set:
    """Names the traced function is called by in its binding scope: its own, and names bound to a
    transformation of it (`step = jax.jit(train_step)`)."""
    names = {func.name}
    root = _root(func)
    if root.owner is not None:
        names.add(root.owner.name)
    for name, stmts in model.index.module_assigns.items():
        for stmt in stmts:
            if isinstance(stmt, cst.Assign) and any(isinstance(n, cst.Name) and n.value in names
                                                    for n in _names_in(stmt.value)):
                names.add(name)
    scope = func.parent
    if scope is not None:
        for name, value in scope.assigns.items():
            if any(isinstance(n, cst.Name) and n.value in names for n in _names_in(value)):
                names.add(name)
    return names


def _names_in(node: cst.CSTNode):
    if isinstance(node, cst.Name):
        yield node
    for child in code_children(node):
        yield from _names_in(child)


def _value_kind(model, value: cst.BaseExpression) -> str | None:
    """"numpy" or "jax" for an array-building expression, "scalar" for a Python literal, else None."""
    if isinstance(value, (cst.Integer, cst.Float, cst.SimpleString)):
        return "scalar"
    if isinstance(value, cst.UnaryOperation) and isinstance(value.expression, (cst.Integer, cst.Float)):
        return "scalar"
    if isinstance(value, cst.Subscript):  # np.load("weights.npz")["w"]
        return _value_kind(model, value.value) if _loader(model, value.value) else None
    if isinstance(value, cst.Attribute) and value.attr.value in _ARRAY_METHODS:
        return _value_kind(model, value.value)
    if not isinstance(value, cst.Call):
        return None
    func = value.func
    if isinstance(func, cst.Attribute) and model.qualname(func) is None:
        return _value_kind(model, func.value) if func.attr.value in _ARRAY_METHODS else None
    qual = model.qualname(func) or ""
    if qual in _LOADERS:
        return "numpy"
    if qual.startswith("numpy.random.") and value.args and qual[len("numpy.random."):] in _NUMPY_DRAWS:
        return "numpy"
    if qual.startswith("numpy.") and qual[len("numpy."):] in _NUMPY_ARRAYS:
        return "numpy"
    if qual.startswith(("jax.numpy.", "jax.random.", "jax.nn.initializers.")) or qual == "jax.device_put":
        return "jax"
    return None


def _loader(model, value: cst.BaseExpression) -> bool:
    return isinstance(value, cst.Call) and model.qualname(value.func) in _LOADERS


def _is_large(model, value: cst.BaseExpression) -> bool:
    """Loaded from disk, or built with a literal shape of at least `_LARGE` elements."""
    while isinstance(value, (cst.Subscript, cst.Attribute)) or (
            isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and model.qualname(value.func) is None):
        value = value.value if not isinstance(value, cst.Call) else value.func.value
    if not isinstance(value, cst.Call):
        return False
    if _loader(model, value):
        return True
    if (model.qualname(value.func) or "").rsplit(".", 1)[-1] not in _SHAPED:
        return False  # `jnp.int32([...])`, `np.array([...])`: the arguments are data, not a shape
    sizes = [_literal_size(a.value) for a in value.args if a.keyword is None or a.keyword.value in ("shape", "size")]
    return any(s is not None and s >= _LARGE for s in sizes)


def _literal_size(node: cst.BaseExpression) -> int | None:
    if isinstance(node, cst.Integer):
        return int(node.value)
    if isinstance(node, (cst.Tuple, cst.List)) and node.elements and all(
            isinstance(e.value, cst.Integer) for e in node.elements):
        size = 1
        for e in node.elements:
            size *= int(e.value.value)
        return size
    return None


# One walk of the module: bindings, in-place changes and calls, in source order ----------------------

def _collect(model) -> _Bindings:
    out = _Bindings()
    counter = [0]

    def walk(node, scope, loops):
        counter[0] += 1
        out.positions[id(node)] = counter[0]
        pos = counter[0]
        t = type(node)
        if t in (cst.FunctionDef, cst.Lambda):
            info = model.index.function_of(node)
            for deco in getattr(node, "decorators", ()):
                walk(deco, scope, loops)
            walk(node.body, info, ())
            return
        if t is cst.ClassDef:
            walk(node.body, scope, loops)
            return
        if t in (cst.Global, cst.Nonlocal) and scope is not None:
            names = {n.name.value for n in node.names}
            out.declared.setdefault(id(scope.node), set()).update(names)
            if t is cst.Global:
                out.globals.setdefault(id(scope.node), set()).update(names)
        elif t is cst.Assign:
            for target in node.targets:
                _bind(out, target.target, scope, pos, node, node.value, loops)
        elif t is cst.AnnAssign and node.value is not None:
            _bind(out, node.target, scope, pos, node, node.value, loops)
        elif t is cst.AugAssign:
            if isinstance(node.target, cst.Name):
                out.events.append(_Event(node.target.value, scope, pos, node, None, False, loops))
                out.events.append(_Event(node.target.value, scope, pos, node, None, True, loops))
            else:
                _bind(out, node.target, scope, pos, node, None, loops)
        elif t in (cst.For, cst.CompFor):
            _bind(out, node.target, scope, pos, node, None, loops)
        elif t is cst.WithItem and node.asname is not None:
            _bind(out, node.asname.name, scope, pos, node, None, loops)
        elif t is cst.NamedExpr:
            _bind(out, node.target, scope, pos, node, node.value, loops)
        elif t is cst.Call:
            _call(model, out, node, scope, pos, loops)
        if t in (cst.For, cst.While):
            loops = loops + (id(node),)
        for child in code_children(node):
            walk(child, scope, loops)

    walk(model.index.module, None, ())
    return out


def _bind(out: _Bindings, target, scope, pos, stmt, value, loops) -> None:
    if isinstance(target, cst.Name):
        out.events.append(_Event(target.value, scope, pos, stmt, value, False, loops))
    elif isinstance(target, (cst.Tuple, cst.List)):
        for el in target.elements:
            _bind(out, el.value, scope, pos, stmt, None, loops)
    elif isinstance(target, cst.StarredElement):
        _bind(out, target.value, scope, pos, stmt, None, loops)
    elif isinstance(target, cst.Subscript) and isinstance(target.value, cst.Name):
        out.events.append(_Event(target.value.value, scope, pos, stmt, None, True, loops))


def _call(model, out: _Bindings, call: cst.Call, scope, pos, loops) -> None:
    func = call.func
    if isinstance(func, cst.Name):
        out.calls.append((func.value, scope, pos, loops))
    elif isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
        out.calls.append((func.value.value, scope, pos, loops))  # Model(...).apply, obj.method
        if func.attr.value in _MUTATING_METHODS and model.qualname(func) is None:
            out.events.append(_Event(func.value.value, scope, pos, call, None, True, loops))
    qual = model.qualname(func) or ""
    changed = []
    if qual in _MUTATING_FUNCS and call.args:
        changed.append(call.args[0].value)
    if qual.startswith("numpy."):
        changed += [a.value for a in call.args if a.keyword is not None and a.keyword.value == "out"]
    for node in changed:
        if isinstance(node, cst.Name):
            out.events.append(_Event(node.value, scope, pos, call, None, True, loops))


def _free_reads(func: FunctionInfo, local: set):
    """Names read in `func`'s own body (nested functions excluded) that it does not bind."""
    def walk(node):
        t = type(node)
        if t is cst.Name:
            if node.value not in local:
                yield node
            return
        if t in (cst.FunctionDef, cst.Lambda, cst.ClassDef):
            return
        if t is cst.Attribute:
            yield from walk(node.value)
            return
        if t is cst.Arg:
            yield from walk(node.value)
            return
        for child in code_children(node):
            yield from walk(child)

    yield from walk(func.node.body)
