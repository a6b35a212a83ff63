"""The semantic model: which code is traced, and which values in it are tracers.

Rules ask it two questions and never re-derive the answers:

- `model.trace(func)` -> `TraceInfo | None`: is this function (a `FunctionInfo` from the index) traced,
  how surely (`Level.DEFINITE`, or `Level.PROBABLE` for neural-network module methods), under which
  transformations (`info.transforms`, e.g. {"jit", "grad"}), and are its tracers abstract
  (`info.abstract`: False under differentiation alone, where Python control flow still works).
- `model.kind(expr)` -> `Kind`: TRACER, TREE (traced, maybe a container), CONCRETE or UNKNOWN, for any
  expression inside traced code; `model.is_bool(expr)` says whether a traced value is boolean.

How it is built: one walk indexes the module (`index.ModuleIndex`); `resolve.Resolution` says which
function or transformation an expression names; contexts are seeded from decorators, transformation
call sites and module classes (`contexts`); then a worklist runs the
value-flow pass (`flow.FlowPass`) over each traced function, which propagates contexts to the
functions it calls, transforms, maps over trees or defines, until nothing changes.

Across modules: a context is keyed by the site that creates it (`_add(func, context, kinds, site)`),
and parameter kinds join over sites. A project-level pass can therefore hand a module the contexts
that other modules' call sites give its functions (`from train import step; jax.jit(step)`) as
extra sites, without changing how a module is analysed; today each file is analysed on its own.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Optional

import libcst as cst

from jaxlint.model import apis
from jaxlint.model.contexts import (
    Application,
    FunctionRef,
    Level,
    TraceContext,
    annotated_kind,
    apply,
    join_kinds,
)
from jaxlint.model.flow import FlowPass
from jaxlint.model.index import FunctionInfo, ModuleIndex, Site
from jaxlint.model.kinds import Kind, join
from jaxlint.model.resolve import Resolution

__all__ = ["SemanticModel", "Kind", "Level", "TraceInfo", "FunctionInfo", "Site"]

_MAX_PASSES = 6


@dataclass
class TraceInfo:
    contexts: list

    @property
    def level(self) -> Level:
        return max(c.level for c in self.contexts)

    @property
    def transforms(self) -> frozenset:
        return frozenset().union(*(c.transforms for c in self.contexts))

    @property
    def abstract(self) -> bool:
        return any(c.abstract for c in self.contexts)

    @property
    def direct(self) -> bool:
        """Some transformation is applied to this very function: its parameters are the traced inputs."""
        return any(c.direct for c in self.contexts)

    @property
    def origin(self) -> str:
        best = max(self.contexts, key=lambda c: (c.level, c.abstract))
        return best.origin


class SemanticModel(Resolution):
    def __init__(self, module: cst.Module, wanted: frozenset = frozenset()) -> None:
        self.index = ModuleIndex(module, wanted | {cst.Call})
        self.contexts: dict[int, list[TraceContext]] = {}
        self.param_kinds: dict[int, dict] = {}
        self.closures: dict[int, tuple] = {}
        self.returns: dict[int, Kind] = {}
        self.callers: dict[int, list] = {}
        self.host: set[int] = set()
        self.expr_kinds: dict[int, Kind] = {}
        self.bool_names: set[int] = set()
        self._queue: list[FunctionInfo] = []
        self._sites: dict[int, dict] = {}  # function -> site -> (context, parameter kinds)
        self._composed: set[int] = set()  # transformation calls that are the target of another
        self._passes: dict[int, int] = {}
        self._module_functions = {f.name: f for f in self.index.functions
                                  if f.parent is None and f.owner is None and isinstance(f.node, cst.FunctionDef)}
        if self.index.imports.mentions("jax") or self.index.imports.mentions("equinox") or \
                self.index.imports.mentions("flax"):
            self._seed()
            self._solve()

    # Questions rules ask ----------------------------------------------------------------------

    def trace(self, func: Optional[FunctionInfo]) -> Optional[TraceInfo]:
        if func is None or id(func.node) in self.host:
            return None
        contexts = self.contexts.get(id(func.node))
        return TraceInfo(contexts) if contexts else None

    def kind(self, expr: cst.CSTNode) -> Kind:
        return self.expr_kinds.get(id(expr), Kind.UNKNOWN)

    def abstract(self, func: FunctionInfo) -> bool:
        info = self.trace(func)
        return info is not None and info.abstract

    def qualname(self, expr: cst.BaseExpression) -> Optional[str]:
        return self.index.imports.qualname(expr)

    def tracer_aware(self, func: Optional[FunctionInfo]) -> bool:
        """Whether `func` tests if its values are tracers (`isinstance(x, core.Tracer)`,
        `not_jax_tracer(x)`, `core.is_concrete(x)`...): its Python control flow may be guarded to run
        on concrete values only, a path condition the value flow does not follow."""
        for call in func.calls if func is not None else ():
            name = (self.index.imports.qualname(call.func) or _dotted_tail(call.func) or "").rsplit(".", 1)[-1]
            if "tracer" in name.lower() or name in _CONCRETENESS_TESTS:
                return True
            if name == "isinstance" and len(call.args) == 2 and "Tracer" in self.index.module.code_for_node(
                    call.args[1].value):
                return True
        return False

    @functools.cached_property
    def static_fields(self) -> dict:
        """Field name -> kind of an attribute of that name on a traced pytree: CONCRETE when a class of
        this module declares it static (`flax.struct.field(pytree_node=False)`, `eqx.field(static=True)`),
        UNKNOWN when another class also declares a leaf of that name."""
        static, leaves = set(), set()
        for cls in self.index.classes:
            for line in cls.node.body.body:
                for s in line.body if isinstance(line, cst.SimpleStatementLine) else ():
                    if isinstance(s, cst.AnnAssign) and isinstance(s.target, cst.Name):
                        (static if self._static_field(s.value) else leaves).add(s.target.value)
        return {name: Kind.UNKNOWN if name in leaves else Kind.CONCRETE for name in static}

    def _static_field(self, value: Optional[cst.BaseExpression]) -> bool:
        maker = self.qualname(value.func) if isinstance(value, cst.Call) else None
        if maker not in apis.STATIC_FIELD_MAKERS:
            return False
        flag = apis.STATIC_FIELD_MAKERS[maker]
        if flag is None:
            return True
        flags = _keywords(value)
        flags.update(_keywords(flags.get("metadata")))
        setting = flags.get(flag[0])
        return isinstance(setting, cst.Name) and setting.value == flag[1]

    def is_bool(self, e: cst.CSTNode) -> bool:
        """Whether `e` evaluates to a boolean array (comparisons, isnan, logical ops, bool names)."""
        if isinstance(e, cst.Comparison):
            return not any(isinstance(c.operator, (cst.Is, cst.IsNot, cst.In, cst.NotIn)) for c in e.comparisons)
        if isinstance(e, cst.Name):
            return id(e) in self.bool_names
        if isinstance(e, cst.UnaryOperation) and isinstance(e.operator, cst.BitInvert):
            return self.is_bool(e.expression)
        if isinstance(e, cst.BinaryOperation) and isinstance(e.operator, (cst.BitAnd, cst.BitOr, cst.BitXor)):
            return self.is_bool(e.left) and self.is_bool(e.right)
        if isinstance(e, cst.Call):
            qual = self.qualname(e.func) or ""
            if qual.startswith("jax.") and qual.rsplit(".", 1)[-1] in apis.BOOL_FUNCTIONS:
                return True
            if isinstance(e.func, cst.Attribute):
                if e.func.attr.value == "astype" and e.args and _names_bool_dtype(e.args[0].value):
                    return True
            if qual in ("jax.numpy.asarray", "jax.numpy.array") and any(
                    a.keyword is not None and a.keyword.value == "dtype" and _names_bool_dtype(a.value)
                    for a in e.args):
                return True
        return False

    # Building ---------------------------------------------------------------------------------

    def _seed(self) -> None:
        for func in self.index.functions:
            node = func.node
            if isinstance(node, cst.FunctionDef) and node.decorators:
                apps = [self.application(d.decorator) for d in node.decorators]
                apps = [a for a in apps if a is not None and a.spec.decorator and not a.targets]
                if apps:
                    self._apply_chain(apps, FunctionRef(func), frozenset(), {}, site=("decorators", id(node)))
                self._seed_custom_rules(func)
            self._seed_module_method(func)
        sites = [(None, self.index.module_calls)] + [(f, f.calls) for f in self.index.functions]
        applications = [(scope, call, self.application(call)) for scope, calls in sites for call in calls]
        for _, _, app in applications:  # jax.jit(jax.grad(f)): the inner call is one application with the outer
            for target in (app.targets if app is not None else ()):
                if isinstance(target, cst.Call):
                    self._composed.add(id(target))
        for scope, call, app in applications:
            if app is not None and app.targets and id(call) not in self._composed:
                self._apply_targets(app, scope, None, frozenset(), {}, site=id(call))

    def _seed_custom_rules(self, func: FunctionInfo) -> None:
        """`@f.defjvp` / `@f.defvjp`-style rules of a custom derivative are traced like `f`."""
        for deco in func.node.decorators:
            d = deco.decorator
            if isinstance(d, cst.Attribute) and d.attr.value in ("defjvp", "defvjp", "defjvps"):
                self._add(func, TraceContext(frozenset({"custom_derivative"}), Level.DEFINITE, "custom rule"),
                          {p.name: annotated_kind(p.annotation, None) for p in func.params}, site="custom rule")

    def _seed_module_method(self, func: FunctionInfo) -> None:
        owner = func.owner
        if owner is None or not isinstance(func.node, cst.FunctionDef):
            return
        framework = next((apis.MODULE_BASES[b] for b in owner.bases if b in apis.MODULE_BASES), None)
        if framework is None:
            return
        owner.framework = framework
        compact = any(self.qualname(d.decorator) in ("flax.linen.compact", "haiku.transparent")
                      for d in func.node.decorators)
        if func.name not in apis.MODULE_TRACED_METHODS and not compact:
            return
        kinds = {}
        for i, p in enumerate(func.params):
            if i == 0:
                kinds[p.name] = Kind.TREE if framework in ("equinox", "nnx") else Kind.CONCRETE
            elif p.default is not None:
                kinds[p.name] = Kind.UNKNOWN
            else:
                kinds[p.name] = annotated_kind(p.annotation, None)
        self._add(func, TraceContext(frozenset({"jit"}), Level.PROBABLE, f"a {framework} module method"), kinds,
                  site="module method")

    def _apply_chain(self, apps: list, ref: FunctionRef, transforms: frozenset, outer: dict, site,
                     level: Level = Level.DEFINITE) -> None:
        kinds = dict(outer)
        labels = set(transforms)
        for app in apps:  # outermost first
            kinds.update(apply(app, ref, kinds))
            labels.add(app.spec.label)
        kinds.update(ref.bound_kinds(Kind.CONCRETE))
        origin = apps[0].name
        self._add(ref.info, TraceContext(frozenset(labels), level, origin), kinds, site)

    def _apply_targets(self, app: Application, scope, flow, transforms: frozenset, outer: dict, site,
                       chain: tuple = (), call_args: Optional[tuple] = None) -> None:
        """Trace the functions `app` is applied to. `call_args` are the (args, kinds) the transformed
        function is called with right away (`jax.grad(f)(x, n)`): what transformations pass through
        keeps those kinds."""
        for target in app.targets:
            exprs = target.elements if app.spec.branch_list and isinstance(target, (cst.List, cst.Tuple)) else [target]
            for expr in exprs:
                expr = getattr(expr, "value", expr) if isinstance(expr, cst.Element) else expr
                inner = self.application(expr) if isinstance(expr, cst.Call) else None
                if inner is not None and inner.targets:
                    self._apply_targets(inner, scope, flow, transforms, outer, site, chain + (app,), call_args)
                    continue
                ref = self.resolve_function(expr, scope, flow)
                if ref is not None:
                    first = (list(chain) + [app])[0].spec.params
                    # What the call passes reaches the function only through pass-through
                    # transformations (grad's other arguments, vmap's in_axes=None); jit traces it.
                    passed = self._arg_kinds(ref, *call_args) if call_args is not None and \
                        first in ("grad", "vmap") else outer
                    self._apply_chain(list(chain) + [app], ref, transforms, passed, site)

    def _add(self, func: FunctionInfo, ctx: TraceContext, kinds: dict, site) -> None:
        """Record that `site` (a decorator list, a call...) traces `func` with these parameter kinds.

        A site seen again replaces what it said before: the flow pass of a traced caller knows its
        arguments better than the first look at the module did. Parameter kinds join over all sites.
        """
        key = id(func.node)
        sites = self._sites.setdefault(key, {})
        if sites.get(site) == (ctx, kinds):
            return
        sites[site] = (ctx, kinds)
        new_kinds = None
        for _, site_kinds in sites.values():
            new_kinds = join_kinds(new_kinds, site_kinds)
        for p in func.params:  # parameters no site mentions keep their defaults' concreteness
            if p.name not in new_kinds:
                new_kinds[p.name] = Kind.CONCRETE if p.default is not None else Kind.UNKNOWN
        contexts = list(dict.fromkeys(c for c, _ in sites.values()))
        changed = contexts != self.contexts.get(key) or new_kinds != self.param_kinds.get(key)
        self.contexts[key] = contexts
        self.param_kinds[key] = new_kinds
        if changed:
            self._queue.append(func)

    def _solve(self) -> None:
        while self._queue:
            func = self._queue.pop(0)
            key = id(func.node)
            if self._passes.get(key, 0) >= _MAX_PASSES or key in self.host:
                continue
            self._passes[key] = self._passes.get(key, 0) + 1
            closure, bools = self.closures.get(key, ({}, frozenset()))
            flow = FlowPass(self, func, self.param_kinds[key], closure, bools)
            flow.run()
            returns = flow.returns or Kind.UNKNOWN
            if self.returns.get(key) != returns:
                self.returns[key] = returns
                self._queue.extend(c for c in self.callers.get(key, ()) if c not in self._queue)

    # Hooks the flow pass calls ----------------------------------------------------------------

    def on_nested_def(self, flow: FlowPass, node) -> None:
        info = self.index.function_of(node)
        if info is None:
            return
        key = id(node)
        old = self.closures.get(key)
        env = dict(flow.env)
        if old is not None:
            env = {n: join(old[0].get(n), env.get(n)) for n in set(old[0]) | set(env)}
        new = (env, frozenset(flow.bools))
        self.closures[key] = new
        if old != new and key in self.contexts:
            self._queue.append(info)

    def on_call(self, flow: FlowPass, call: cst.Call, qual: Optional[str], arg_kinds: list) -> Optional[Kind]:
        caller = flow.func
        info = self.trace(caller)
        transforms = info.transforms if info else frozenset()
        if qual in apis.CALLBACKS:
            if call.args:
                ref = self.resolve_function(call.args[0].value, caller, flow)
                if ref is not None:
                    self.host.add(id(ref.info.node))
            return Kind.TREE if qual == "jax.pure_callback" else Kind.CONCRETE
        if qual in apis.TREE_MAPS:
            return self._tree_map(flow, call, arg_kinds, transforms, qual)
        app = self.application(call)
        if app is not None and app.targets:
            if id(call) not in self._composed:
                self._apply_targets(app, caller, flow, transforms, {}, site=id(call))
            return Kind.TREE if not app.spec.decorator else Kind.CONCRETE
        inner = self.application(call.func) if isinstance(call.func, cst.Call) else None
        if inner is not None:  # jax.grad(f)(x, n), jax.jit(f)(x): called at once, with these arguments
            if inner.targets and id(call.func) not in self._composed:
                self._apply_targets(inner, caller, flow, transforms, {}, site=id(call.func),
                                    call_args=(call.args, arg_kinds))
            return Kind.TREE
        ref = self.resolve_function(call.func, caller, flow)
        if ref is not None:
            self._propagate_call(flow, call, ref, arg_kinds, info)
            return self.returns.get(id(ref.info.node), Kind.UNKNOWN)
        for arg in call.args:  # functions handed to APIs we do not know are probably called while tracing
            if isinstance(arg.value, (cst.Lambda, cst.Name)):
                passed = self.resolve_function(arg.value, caller, flow)
                if passed is not None and passed.info is not caller:
                    self._add(passed.info, TraceContext(transforms, Level.DEFINITE, "passed from traced code"),
                              {p.name: Kind.UNKNOWN for p in passed.info.params}, site=id(call))
        return None

    def _tree_map(self, flow: FlowPass, call: cst.Call, arg_kinds: list, transforms, qual: str) -> Kind:
        """Trace the mapped function on the leaves; the result is traced when what it returns is."""
        if not call.args:
            return Kind.UNKNOWN
        fn = call.args[0].value
        ref = self.resolve_function(fn, flow.func, flow)
        if ref is None:
            mapped = self.qualname(fn) or ""
            return Kind.TREE if mapped.startswith(apis.TRACING_MODULES) and any(
                k.traced for k in arg_kinds[1:]) else Kind.UNKNOWN
        tree = arg_kinds[1] if len(arg_kinds) > 1 else Kind.UNKNOWN
        kinds = {p.name: (Kind.TREE if tree.traced else Kind.UNKNOWN) for p in ref.info.positional}
        self._add(ref.info, TraceContext(transforms, Level.DEFINITE, qual), kinds, site=id(call))
        self._note_caller(ref.info, flow.func)
        returns = self.returns.get(id(ref.info.node), Kind.UNKNOWN)
        return Kind.TREE if returns.traced else returns

    def _note_caller(self, callee: FunctionInfo, caller: FunctionInfo) -> None:
        """Re-run `caller` when what `callee` returns changes."""
        callers = self.callers.setdefault(id(callee.node), [])
        if caller not in callers:
            callers.append(caller)

    def _propagate_call(self, flow: FlowPass, call: cst.Call, ref: FunctionRef, arg_kinds: list, info) -> None:
        if info is None or ref.info is flow.func:
            return
        kinds = ref.bound_kinds(flow.env.get("self", Kind.CONCRETE))
        kinds.update(self._arg_kinds(ref, call.args, arg_kinds))
        for p in ref.info.params:
            if p.name not in kinds:
                kinds[p.name] = Kind.CONCRETE if p.default is not None else Kind.UNKNOWN
        self._note_caller(ref.info, flow.func)
        self._add(ref.info, TraceContext(info.transforms, info.level, f"called from {flow.func.name}"), kinds,
                  site=id(call))

    @staticmethod
    def _arg_kinds(ref: FunctionRef, args, arg_kinds: list) -> dict:
        """The kinds a call's arguments give the parameters of `ref`."""
        params = ref.visible_positional()
        by_name = {p.name for p in ref.info.params}
        kinds = {}
        pos = 0
        for arg, kind in zip(args, arg_kinds):
            if arg.star:
                for p in params[pos:]:
                    kinds.setdefault(p.name, Kind.UNKNOWN)
                pos = len(params)
            elif arg.keyword is not None:
                if arg.keyword.value in by_name:
                    kinds[arg.keyword.value] = kind
            elif pos < len(params):
                kinds[params[pos].name] = kind
                pos += 1
        return kinds



def _keywords(expr: Optional[cst.BaseExpression]) -> dict:
    """Keyword -> value of a call (`f(a=1)`, `dict(a=1)`) or of a dict literal with string keys."""
    if isinstance(expr, cst.Call):
        return {a.keyword.value: a.value for a in expr.args if a.keyword is not None}
    if isinstance(expr, cst.Dict):
        return {e.key.evaluated_value: e.value for e in expr.elements
                if isinstance(e, cst.DictElement) and isinstance(e.key, cst.SimpleString)}
    return {}



_CONCRETENESS_TESTS = frozenset({"is_concrete", "concrete_or_error", "is_constant_dim", "is_constant_shape"})


def _dotted_tail(expr: cst.BaseExpression) -> Optional[str]:
    if isinstance(expr, cst.Name):
        return expr.value
    return expr.attr.value if isinstance(expr, cst.Attribute) else None



def _names_bool_dtype(e: cst.BaseExpression) -> bool:
    if isinstance(e, cst.Name):
        return e.value == "bool"
    if isinstance(e, cst.Attribute):
        return e.attr.value in ("bool_", "bool")
    if isinstance(e, cst.SimpleString):
        return e.evaluated_value == "bool"
    return False
