"""Resolution: which module-local function an expression names, and which transformation it applies.

`SemanticModel` inherits these; they read only the module index and its imports (and, for arguments
`functools.partial` binds inside traced code, the kinds the flow pass recorded).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Optional

import libcst as cst

from jaxlint.model import apis
from jaxlint.model.contexts import Application, FunctionRef, JitCall, static_params
from jaxlint.model.index import FunctionInfo, binder, name_nodes, returned_values, sweep_values, unpacked
from jaxlint.model.classes import LAYER, decorator_name
from jaxlint.model.kinds import Kind, Lit, Obj
import jaxlint.project.link as project  # the module: it imports this package's kinds in turn

if TYPE_CHECKING:
    from jaxlint.model.flow import FlowPass


class Resolution:
    def resolve_function(self, expr: cst.BaseExpression, scope: Optional[FunctionInfo],
                         flow: Optional[FlowPass] = None, depth: int = 0, remote: bool = False) -> Optional[FunctionRef]:
        """The function an expression refers to: a def, lambda, method or partial of this module, or
        (with `remote`) a function another project file defines, as a `FunctionRef` with `remote` set."""
        if flow is not None or depth:
            return self._resolve_function(expr, scope, flow, depth, remote)
        # Outside traced code the answer reads only the index: resolve each callee once per scope
        # (the model, call-site tables and several rules all ask for every call of the module).
        key = (id(expr), id(scope), remote)
        if key not in self._resolved:
            self._resolved[key] = self._resolve_function(expr, scope, None, 0, remote)
        ref = self._resolved[key]
        return None if ref is None else replace(ref, bound_positional=list(ref.bound_positional),
                                                bound_keywords=dict(ref.bound_keywords))

    def _resolve_function(self, expr: cst.BaseExpression, scope: Optional[FunctionInfo],
                          flow: Optional[FlowPass], depth: int, remote: bool) -> Optional[FunctionRef]:
        if depth > 4:
            return None
        if type(expr) is cst.Lambda:
            info = self.index.function_of(expr)
            return FunctionRef(info) if info else None
        if type(expr) is not cst.Call or flow is not None:  # `model(x)`, `Gate()(x)` in traced code
            called = flow.value(expr) if flow is not None else self._outer_value(expr, scope)
            method = called.cls.methods.get("__call__") if type(called) is Obj else None
            if method is not None and (remote or not isinstance(method, str)):  # `model(x)`: its __call__
                return method_ref(method, called)
        if type(expr) is cst.Name:
            name = expr.value
            s = scope
            while s is not None:
                for child in s.children:
                    if child.name == name and type(child.node) is cst.FunctionDef:
                        rebound = s.assigns.get(name)  # `f = partial(f, k=v)` after `def f`: f is the partial
                        if type(rebound) is cst.Call and self.qualname(rebound.func) == "functools.partial" \
                                and rebound.args and type(rebound.args[0].value) is cst.Name \
                                and rebound.args[0].value.value == name:
                            return self._bind_partial(rebound, FunctionRef(child), flow)
                        return FunctionRef(child)
                if name in s.assigns:
                    value = s.assigns[name]
                    if name in s.wrapped and self.application(value) is not None:
                        value = s.wrapped[name]  # `f = jax.jit(f)`: the function it transforms
                    return self.resolve_function(value, s, flow, depth + 1, remote)
                if s.param(name) is not None:
                    return None
                s = s.parent
            if name in self._module_functions:
                return FunctionRef(self._module_functions[name])
            value = self.module_value(name) or self._wrapped_origin(name)
            if value is not None:
                return self.resolve_function(value, None, None, depth + 1, remote)
            return self.remote_ref(expr) if remote else None
        if type(expr) is cst.Attribute:
            receiver = flow.value(expr.value) if flow is not None else self._outer_value(expr.value, scope)
            if type(receiver) is Obj:  # `model.encode`, `self.helper` on an instance the model knows
                return self._instance_method(receiver, expr.attr.value, remote)
            wrapped = self._wrapped_function(expr, scope)
            if wrapped is not None:
                return wrapped
            cls = self.classes.of_expr(expr.value) if type(expr.value) is cst.Name else None
            method = cls.methods.get(expr.attr.value) if cls is not None else None
            if method is not None and (remote or not isinstance(method, str)):  # `Stack.apply`: unbound
                bound = expr.attr.value in cls.classmethods  # `Arr.fast(x)` passes the class as `cls`
                return FunctionRef(None, remote=method, bound_method=bound) if isinstance(method, str) else \
                    FunctionRef(method, bound_method=bound)
            if type(expr.value) is cst.Name and expr.value.value in ("self", "cls"):
                owner = _owner_class(scope)
                if owner is not None:
                    for f in self.index.functions:
                        if f.owner is owner and f.name == expr.attr.value and not decorated(f, PROPERTIES):
                            return FunctionRef(f, bound_method=not decorated(f, ("staticmethod",)))
                return None
            return self.remote_ref(expr) if remote else None

        if type(expr) is cst.Call and self.qualname(expr.func) != "functools.partial" and flow is None:
            return self._made_by(expr, scope, depth, remote)
        if type(expr) is cst.Call and self.qualname(expr.func) == "functools.partial" and expr.args:
            ref = self.resolve_function(expr.args[0].value, scope, flow, depth + 1, remote)
            return None if ref is None else self._bind_partial(expr, ref, flow)
        return None

    def _bind_partial(self, partial: cst.Call, ref: FunctionRef, flow: Optional[FlowPass]) -> Optional[FunctionRef]:
        """`ref` with the arguments `functools.partial(f, ...)` binds (None when one is starred)."""
        for arg in partial.args[1:]:
            kind = self._bound_kind(arg.value, flow)
            if arg.keyword is not None:
                ref.bound_keywords[arg.keyword.value] = kind
            elif arg.star:
                return None
            else:
                ref.bound_positional.append(kind)
        return ref

    def _made_by(self, call: cst.Call, scope: Optional[FunctionInfo], depth: int,
                 remote: bool = False) -> Optional[FunctionRef]:
        """A factory's product outside traced code: `make_step(cfg)` returns its nested `step`, whose
        closure then holds what the call passed (`cfg` a Python dict). Another file's factory makes
        the function named by its qualname and MADE (that file finds it)."""
        factory = self.resolve_function(call.func, scope, None, depth + 1, remote)
        if factory is not None and factory.remote is not None and not factory.bound_method:
            return FunctionRef(None, remote=f"{factory.remote}.{project.MADE}")
        if factory is None or factory.remote is not None or type(factory.info.node) is not cst.FunctionDef:
            return None
        made = made_function(factory.info)
        if made is None:
            return None
        if id(made.node) not in self.closures:
            values = [self.outer_value(a.value, scope) for a in call.args]
            passed = self._arg_kinds(factory, [(a.keyword.value if a.keyword else None, bool(a.star))
                                               for a in call.args], values)
            env = {p.name: passed.get(p.name) or Kind.UNKNOWN for p in factory.info.params}
            self.closures[id(made.node)] = (env, frozenset())
        return FunctionRef(made)

    def _instance_method(self, receiver: Obj, name: str, remote: bool, method_name: str = "__call__"):
        """`obj.name` as a function: its method, or for a flax linen module's `apply` / `init` the
        module method they run (`method_name`), bound to a traced instance, after the variables."""
        method = receiver.cls.methods.get(name)
        leading = 0
        if method is None and receiver.cls.framework == "flax" and name in apis.LINEN_RUNNERS:
            method, leading = receiver.cls.methods.get(method_name), apis.LINEN_RUNNERS[name]
            receiver = Obj(receiver.cls, True, receiver.local)
        if method is None or (isinstance(method, str) and not remote) or name in receiver.cls.properties:
            return None  # `jax.jit(self.table)` of a property jits what the property returns
        ref = method_ref(method, receiver)
        ref.leading = leading
        return ref

    def linen_runner(self, call: cst.Call, flow: FlowPass) -> Optional[FunctionRef]:
        """`model.apply(variables, x, method=Model.decode)` or `state.apply_fn(variables, x)` in traced
        code: the module method it runs. `apply_fn` is the `.apply` of the project's one linen module
        class whose `apply` is handed on as `apply_fn=` (`TrainState.create(apply_fn=model.apply)`)."""
        func = call.func
        if type(func) is not cst.Attribute:
            return None
        name = func.attr.value
        receiver = flow.value(func.value)
        if name == "apply_fn" and type(receiver) is not Obj:
            cls = self._apply_fn_class()
            receiver, name = (Obj(cls, True), "apply") if cls is not None else (None, name)
        if type(receiver) is not Obj or receiver.cls.framework != "flax" or name not in apis.LINEN_RUNNERS:
            return None
        chosen = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == "method"), None)
        method = "__call__"
        if type(chosen) is cst.Attribute:
            method = chosen.attr.value
        elif type(chosen) is cst.SimpleString:
            method = chosen.evaluated_value
        elif chosen is not None:
            return None
        return self._instance_method(receiver, name, True, method)

    def _apply_fn_class(self):
        if not self._apply_fn_known:
            self._apply_fn_known = True
            found = set()
            for scope, calls in self.index.scoped_calls():
                for call in calls:
                    for arg in call.args:
                        v = arg.value
                        if arg.keyword is not None and arg.keyword.value == "apply_fn" and \
                                type(v) is cst.Attribute and v.attr.value == "apply":
                            instance = self._outer_value(v.value, scope)
                            if instance is not None and instance.cls.framework == "flax":
                                found.add(instance.cls)
            self._apply_fn = found.pop() if len(found) == 1 else None
        return self._apply_fn

    def _wrapped_function(self, expr: cst.Attribute, scope: Optional[FunctionInfo]) -> Optional[FunctionRef]:
        """`net.apply` for `net = hk.transform(forward)`: `forward`, after apply's own leading arguments."""
        value = expr.value
        if type(value) is cst.Name:
            value, scope = self.bound_value(value.value, scope)
        if type(value) is not cst.Call or not value.args:
            return None
        methods = apis.FUNCTION_WRAPPERS.get(self.qualname(value.func))
        if methods is None or expr.attr.value not in methods:
            return None
        inner = value.args[0].value
        while type(inner) is cst.Call and self.qualname(inner.func) in apis.FUNCTION_WRAPPERS and inner.args:
            inner = inner.args[0].value  # hk.without_apply_rng(hk.transform(f)): the outer call decides
        ref = self.resolve_function(inner, scope)
        if ref is not None:
            ref.leading = methods[expr.attr.value]
        return ref

    def jitted(self) -> list:
        """Every jit-like application in the module (`jax.jit`, `pmap`, `equinox.filter_jit`...) as a
        `JitCall`: decorated functions, and calls such as `jax.jit(f, static_argnums=3)`."""
        out = [call for call in map(self._decorated_jit, self.index.functions) if call is not None]
        for scope, calls in self.index.scoped_calls():
            out.extend(c for c in (self._jit_of(call, scope) for call in calls) if c is not None)
        return out

    def compiled_call(self, callee: cst.BaseExpression, scope: Optional[FunctionInfo]) -> Optional[JitCall]:
        """What calling `callee` compiles, when it is a jitted callable of this module: `f` for
        `@partial(jax.jit, static_argnames=...) def f`, `self.f` for a decorated method, `g` after
        `g = jax.jit(f, static_argnums=3)` (local or module level), or `jax.jit(f, ...)` itself."""
        ref = self.resolve_function(callee, scope)
        if ref is not None:
            call = self._decorated_jit(ref.info)
            if call is not None:
                call.ref = ref  # as called: `self.f` binds the first parameter
            return call
        value, value_scope = callee, scope
        if type(callee) is cst.Name:
            value, value_scope = self.bound_value(callee.value, scope)
        return self._jit_of(value, value_scope) if type(value) is cst.Call else None

    def remote_callee(self, callee: cst.BaseExpression, scope: Optional[FunctionInfo]) -> Optional[FunctionRef]:
        """The function of another project file that calling `callee` runs: directly (`loss(x)`,
        `obj.method(x)`), or through a jitted callable compiling it (`fwd = jax.jit(attn.forward)`)."""
        if self.link is None:
            return None
        qual = self.qualname(callee)
        if qual is not None and not self.link.in_project(qual):
            return None  # `jnp.sum`, `optax.adam`: an import from outside the project
        ref = self.resolve_function(callee, scope, remote=True)
        if ref is None:
            value, value_scope = callee, scope
            if type(callee) is cst.Name:
                value, value_scope = self.bound_value(callee.value, scope)
            app = self.application(value) if type(value) is cst.Call else None
            if app is not None and len(app.targets) == 1 and app.spec.params in ("jit", "filter_jit"):
                ref = self.resolve_function(app.targets[0], value_scope, remote=True)
        return ref if ref is not None and ref.remote is not None else None

    def decorated_jit(self, func: FunctionInfo) -> Optional[JitCall]:
        """The jit-like decorator of `func` (`@partial(jax.jit, static_argnums=0)`), if it has one."""
        return self._decorated_jit(func)

    def jax_jitted(self, func: FunctionInfo) -> bool:
        """Whether `func` is decorated with jax.jit itself (whose outputs are all arrays; equinox's
        filter_jit passes Python values through)."""
        jit = self.decorated_jit(func)
        return jit is not None and jit.app.spec.params == "jit"

    def _decorated_jit(self, func: FunctionInfo) -> Optional[JitCall]:
        for deco in func.node.decorators if type(func.node) is cst.FunctionDef else ():
            app = self.application(deco.decorator)
            if app is not None and not app.targets and app.spec.params in ("jit", "filter_jit"):
                ref = FunctionRef(func)
                return JitCall(ref, app, static_params(ref, app.config, app.spec), deco.decorator)
        return None

    def _jit_of(self, call: cst.Call, scope: Optional[FunctionInfo]) -> Optional[JitCall]:
        app = self.application(call)
        if app is None or len(app.targets) != 1 or app.spec.params not in ("jit", "filter_jit"):
            return None
        ref = self.resolve_function(app.targets[0], scope)
        return JitCall(ref, app, static_params(ref, app.config, app.spec), call) if ref is not None else None

    def calls_of(self, func: FunctionInfo) -> list:
        """The calls in this module that call `func` or a jitted callable compiling it."""
        return [call for _, call, _ in self.call_sites().get(id(func.node), ())]

    def call_sites(self) -> dict:
        """Function -> the (scope, call, ref) of every call in this module that calls it, directly or
        through a jitted callable compiling it (`step = jax.jit(train_step)` then `step(...)`)."""
        if self._call_sites is None:
            self._call_sites = {}
            for scope, calls in self.index.scoped_calls():
                for call in calls:
                    ref = self.resolve_function(call.func, scope)
                    if ref is None:
                        jit = self.compiled_call(call.func, scope)
                        ref = jit.ref if jit is not None else None
                    if ref is not None:
                        self._call_sites.setdefault(id(ref.info.node), []).append((scope, call, ref))
        return self._call_sites

    def outer_value(self, expr: cst.BaseExpression, scope: Optional[FunctionInfo], depth: int = 0,
                    instance: bool = False):
        """What an argument is, read outside traced code where the flow pass does not run: an
        instance (`Mlp(...)`, or a name bound to one), an array (a jnp / NumPy / jax.random result),
        a Python literal; None when the code does not say. With `instance`, only an instance is
        wanted, so the costlier lookups that can only find something else are skipped."""
        if depth > 3:
            return None
        if type(expr) is cst.Name:
            if expr.value in ("True", "False", "None"):
                return Lit({"True": True, "False": False, "None": None}[expr.value])
            value, value_scope = self.bound_value(expr.value, scope)
            if value is None:
                return self._annotated_instance(expr.value, scope) or (None if instance else self._swept(expr, scope))
            return self.outer_value(value, value_scope, depth + 1, instance)
        if type(expr) in (cst.Integer, cst.Float, cst.SimpleString):
            return Lit(_literal_value(expr))
        if type(expr) is cst.Attribute and type(expr.value) is cst.Name and expr.value.value == "self":
            owner = _owner_class(scope)  # `self.flow`, a field only ever set to a new instance
            facts = self.classes.facts(owner) if owner is not None else None
            held = facts.fields.get(expr.attr.value) if facts is not None and expr.attr.value in facts.built else None
            return Obj(held.cls, False) if type(held) is Obj else None
        if type(expr) is cst.UnaryOperation and type(expr.expression) in (cst.Integer, cst.Float):
            return Kind.CONCRETE
        if type(expr) is cst.Call:
            cls = self.classes.of_expr(expr.func)
            if cls is not None:
                return Obj(cls, False)
            if type(expr.func) is cst.Attribute:  # `nbr.update(x)`: a method that returns a new instance
                maker = self.classes.of_expr(expr.func.value)  # `JaxSim.build(...)`: a classmethod `cls(...)`
                if maker is not None and maker is not LAYER and expr.func.attr.value in maker.makers:
                    return Obj(maker, False)
                receiver = self.outer_value(expr.func.value, scope, depth + 1, instance=True)
                method = receiver.cls.methods.get(expr.func.attr.value) \
                    if type(receiver) is Obj and receiver.cls is not LAYER else None
                if method is not None and not isinstance(method, str) and self._renews(method, receiver.cls):
                    return receiver
            qual = self.qualname(expr.func) or ""
            if qual.startswith(apis.ARRAY_PRODUCERS) and qual not in apis.CONCRETE_RESULTS:
                return Kind.TRACER  # an array: a transformation traces it
        return None

    def _annotated_instance(self, name: str, scope: Optional[FunctionInfo]) -> Optional[Obj]:
        """A parameter annotated with a class of the project (`potential: SoftSphere`): an instance of it."""
        holder = binder(scope, name)
        param = holder.param(name) if holder is not None else None
        cls = self.classes.of_expr(param.annotation) if param is not None and param.annotation is not None else None
        return Obj(cls, False) if cls is not None and cls is not LAYER else None

    def _renews(self, method: FunctionInfo, cls) -> bool:
        """Whether every top-level return of `method` gives a new instance of `cls`: `Cls(...)`, or
        `self._replace(...)` / `self.replace(...)` (a NamedTuple's, a flax struct's)."""
        returned = list(returned_values(method.node)) if type(method.node) is cst.FunctionDef else []
        return bool(returned) and all(
            type(v) is cst.Call and (self.classes.of_expr(v.func) is cls or
                                     type(v.func) is cst.Attribute and type(v.func.value) is cst.Name and
                                     v.func.value.value == "self" and v.func.attr.value in ("_replace", "replace"))
            for v in returned)

    def _outer_value(self, expr: cst.BaseExpression, scope: Optional[FunctionInfo]):
        """An instance `expr` holds outside traced code, so `jax.jit(model)` and `jax.jit(model.encode)`
        name its methods."""
        value = self.outer_value(expr, scope, instance=True)
        return value if type(value) is Obj else None

    def _swept(self, name: cst.Name, scope: Optional[FunctionInfo]):
        """The variable of a loop over Python numbers written in the code (`for rho in (0.5, 1.0):`):
        a Python number (concrete), else None."""
        if not self.index.loop_variable(name.value):
            return None  # no loop binds it: the scopes, built for the first question, would not say more
        binding = self.scopes.reaching(name, scope)
        loop = binding.node if binding is not None and binding.how == "for" else None
        if type(loop) is not cst.For or type(loop.target) is not cst.Name:
            return None
        values = sweep_values(loop.iter)
        numbers = values is not None and all(type(v) in (int, float) for v in values)
        return Kind.CONCRETE if numbers else None

    def bound_value(self, name: str, scope: Optional[FunctionInfo]) -> tuple:
        """The expression `name` is bound to where it is read, and that scope: the last `name = value`
        of the nearest enclosing function that binds it, else its one module-level `name = value`.
        (None, None) when a parameter shadows it or nothing says."""
        holder = binder(scope, name)
        if holder is None:
            return self.module_value(name), None
        return (None, None) if holder.param(name) is not None else (holder.assigns[name], holder)

    def unpacked_from(self, name: cst.Name, scope: Optional[FunctionInfo]) -> Optional[tuple]:
        """`params, static = eqx.partition(model, ...)`: (the value unpacked, the position of `name` in
        the target) when the one binding the read `name` sees is an element of a tuple target."""
        binding = self.scopes.reaching(name, scope)
        return unpacked(binding.node, name.value) if binding is not None else None

    def _wrapped_origin(self, name: str) -> Optional[cst.BaseExpression]:
        """`step = make_step(cfg)` then `step = jax.jit(step)`: the one module-level binding of
        `name` that does not wrap an earlier one, which is the function a wrapper wraps."""
        assigns = self.index.module_assigns.get(name, ())
        values = [a.value for a in assigns if type(a) is cst.Assign and len(a.targets) == 1
                  and type(a.targets[0].target) is cst.Name]
        if len(values) != len(assigns):
            return None
        origins = [v for v in values if not any(type(n) is cst.Name and n.value == name for n in name_nodes(v))]
        return origins[0] if len(origins) == 1 else None

    def module_value(self, name: str) -> Optional[cst.BaseExpression]:
        """The value of `name`'s one module-level binding when it is a plain `name = value`
        (not a tuple target, augmented or annotated assignment)."""
        assigns = self.index.module_assigns.get(name, ())
        if len(assigns) == 1 and type(assigns[0]) is cst.Assign and len(assigns[0].targets) == 1 \
                and type(assigns[0].targets[0].target) is cst.Name:
            return assigns[0].value
        return None

    def application(self, expr: cst.BaseExpression, depth: int = 0) -> Optional[Application]:
        """The transformation an expression applies: `jax.jit`, `partial(jax.jit, ...)`, `jax.jit(f)`..."""
        if depth > 4:
            return None
        qual = self.qualname(expr)
        if qual in apis.TRANSFORMS:
            return Application(qual, apis.TRANSFORMS[qual], [], [])
        if type(expr) is cst.Name and qual is None:
            value = self.module_value(expr.value)
            return self.application(value, depth + 1) if value is not None else None
        if type(expr) is not cst.Call:
            return None
        fqual = self.qualname(expr.func)
        if fqual == "functools.partial" and expr.args:
            inner = self.application(expr.args[0].value, depth + 1)
            if inner is None or inner.targets:
                return None
            return Application(inner.name, inner.spec, inner.config + list(expr.args[1:]), [])
        inner = self.application(expr.func, depth + 1) if fqual not in apis.TRANSFORMS else None
        if fqual in apis.TRANSFORMS:
            spec = apis.TRANSFORMS[fqual]
            targets, config = _split_function_args(spec, expr.args)
            operands = {i: a.value for i, a in enumerate(expr.args) if a.keyword is None and not a.star}
            return Application(fqual, spec, config, targets, operands if spec.carry else {})
        if inner is not None and not inner.targets:  # partial(jax.jit, ...)(f) or my_jit(f)
            targets, config = _split_function_args(inner.spec, expr.args)
            return Application(inner.name, inner.spec, inner.config + config, targets)
        return None

    def _bound_kind(self, expr: cst.BaseExpression, flow: Optional[FlowPass]):
        if flow is not None:
            return flow.value(expr)
        if type(expr) in (cst.Integer, cst.Float, cst.SimpleString) or \
                type(expr) is cst.Name and expr.value in ("True", "False", "None"):
            return self.outer_value(expr, None)  # the literal itself: `if validate:` on it takes one branch
        return Kind.CONCRETE  # bound outside traced code: a real Python value


def _split_function_args(spec: apis.Transform, args) -> tuple:
    targets, config = [], []
    for i, arg in enumerate(args):
        if arg.keyword is None and not arg.star and i in spec.fn_args:
            targets.append(arg.value)
        elif arg.keyword is not None and arg.keyword.value in spec.fn_kwargs:
            targets.append(arg.value)
        elif arg.keyword is None and not spec.decorator and i not in spec.fn_args:
            continue  # loop bounds and operands are not configuration
        else:
            config.append(arg)
    return targets, config


def made_function(factory: FunctionInfo) -> Optional[FunctionInfo]:
    """The nested function a factory returns (`def make_step(cfg): def step(x): ...; return step`)."""
    made = None
    for returned in _returned_names(factory.node):
        child = next((c for c in factory.children if c.name == returned), None)
        if child is None or (made is not None and child is not made):
            return None
        made = child
    return made


def _returned_names(node: cst.FunctionDef):
    """The names a function's top-level `return name` statements return."""
    return (v.value for v in returned_values(node) if type(v) is cst.Name)


def _literal_value(e):
    try:
        return e.evaluated_value
    except Exception:  # an odd literal: its value does not matter
        return None


def method_ref(method, receiver) -> FunctionRef:
    """A method called on an instance: a function of this file, or another file's (its qualname)."""
    if isinstance(method, str):
        return FunctionRef(None, bound_method=True, receiver=receiver, remote=method)
    static = decorated(method, ("staticmethod",))
    return FunctionRef(method, bound_method=not static, receiver=None if static else receiver)


def _owner_class(scope: Optional[FunctionInfo]):
    while scope is not None:
        if scope.owner is not None:
            return scope.owner
        scope = scope.parent
    return None


PROPERTIES = ("property", "cached_property", "setter", "deleter")  # `@x.setter` too


def decorated(func: FunctionInfo, names: tuple) -> bool:
    """A def decorated with one of these names (`@staticmethod`: `self.f` binds no `self`; `@property`:
    `self.f` is what it returns, not the method)."""
    return type(func.node) is cst.FunctionDef and any(decorator_name(d.decorator) in names for d in func.node.decorators)
