"""The semantic model itself (`SemanticModel`, `TraceInfo`); the package's docstring says how it works."""


from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Optional

import libcst as cst

from jaxlint.model import apis
from jaxlint.model.bindings import Scopes, attribute_at
from jaxlint.model.classes import LAYER, ClassFacts, ClassModel
from jaxlint.model.contexts import Application, FunctionRef, Hop, Level, TraceContext, apply, join_kinds
from jaxlint.model.flow import FlowPass, default_value
from jaxlint.model.imports import canonical, dotted
from jaxlint.model.index import FunctionInfo, ModuleIndex, Param, code_children, number_type, rebound_before
from jaxlint.model.kinds import NOT_NONE, Kind, Lit, Namespace, Obj, Seq, jit_output, join, kind_of, passed
from jaxlint.model.provenance import Provenance
from jaxlint.model.remote import ProjectSide
from jaxlint.model.resolve import Resolution, method_ref
from jaxlint.scan import TRACING_LIBRARIES
import jaxlint.project.link as project  # the module: it imports this package's kinds in turn

if TYPE_CHECKING:
    from jaxlint.project.link import ProjectLink


_MAX_PASSES = 6
_CALLERS_BACK = 3  # callers followed back from a parameter to the literal argument of a call


@dataclass
class TraceInfo:
    contexts: list
    func: Optional[FunctionInfo] = None  # the traced function, and the model that says so (for provenance)
    model: Optional["SemanticModel"] = field(default=None, repr=False, compare=False)

    @property
    def level(self) -> Level:
        return max(c.level for c in self.contexts)

    @property
    def surest(self) -> list:
        """The contexts at the surest level: a module method the project runs under `nnx.grad` is not
        also under the jit a probable context guesses."""
        level = self.level
        return [c for c in self.contexts if c.level == level]

    @property
    def transforms(self) -> frozenset:
        return frozenset().union(*(c.transforms for c in self.surest))

    @property
    def abstract(self) -> bool:
        return any(c.abstract for c in self.surest)

    @property
    def hands_tracers(self) -> bool:
        """Some trace of it gives it tracer objects: an abstract one, or differentiation's (which wrap
        values). A custom_jvp / custom_vjp function runs on the values it is called with, differentiated
        or not (differentiation runs its rule), so a NumPy call or a hash of its arguments works there."""
        transforms = self.transforms
        return self.abstract or "grad" in transforms and "custom_derivative" not in transforms

    @property
    def staged(self) -> bool:
        """Some trace of it stages it out, so the arrays it makes from constants are tracers too."""
        return any(c.staged for c in self.surest)

    @property
    def direct(self) -> bool:
        """Some transformation is applied to this very function: its parameters are the traced inputs."""
        return any(c.direct for c in self.surest)

    @property
    def best(self) -> TraceContext:
        """The context messages name: the surest, abstract before not."""
        return max(self.contexts, key=lambda c: (c.level, c.abstract))

    @property
    def origin(self) -> str:
        return self.best.origin


class SemanticModel(Resolution, ProjectSide, Provenance):
    def __init__(self, module: cst.Module, wanted: frozenset = frozenset(), link: "Optional[ProjectLink]" = None,
                 path: str = "", source: Optional[str] = None, cells: tuple = (),
                 shared: Optional[dict] = None) -> None:
        self.link = link
        # For provenance: the file as reported, its text (to place nodes in), and for a notebook's
        # joined cells, (first line, cell number) of each.
        self.path, self._source, self.cells = path, source, cells
        # The index and scopes depend on the tree, the module's name and the node types alone: `shared`
        # keeps them for the next analysis of the same tree (the solve's rounds, then the final lint).
        self._shared = shared if shared is not None else {}
        self._shared_key = (link.module if link else "", link.is_package if link else False, wanted)
        self.index = self._shared.get(("index", self._shared_key))
        if self.index is None:
            self.index = self._shared[("index", self._shared_key)] = ModuleIndex(
                module, wanted | {cst.Call}, *self._shared_key[:2])
        self.edges: dict = {}  # site -> Edge: this file's traced code reaching other files
        self.uses: set = set()  # other files' qualified names whose facts the analysis read
        self.classes = ClassModel(self)
        self.contexts: dict[int, list[TraceContext]] = {}
        self.param_kinds: dict[int, dict] = {}  # function -> parameter -> value (kinds.Value)
        self.closures: dict[int, tuple] = {}
        self.returns: dict[int, object] = {}
        self.callers: dict[int, list] = {}
        self.host: set[int] = set()
        self.expr_values: dict[int, object] = {}
        self.bool_names: set[int] = set()
        self._runs: dict[int, dict] = {}  # function -> the values of its expressions in its last flow run
        self._untaken: dict[int, set] = {}  # function -> the nodes in arms its last flow run ruled out
        self._resolved: dict = {}  # (callee node, scope, remote) -> its FunctionRef outside traced code
        self._numbers: dict = {}  # (function, parameter, hops) -> passed_numbers
        self._globals: dict[str, object] = {}
        # What passes over the finished model work out and share, by key (a rule's facts for the
        # project and its findings both need which parameters each function consumes as a key).
        self.memo: dict = {}
        self._call_sites: Optional[dict] = None
        self._apply_fn = None  # the linen class behind `state.apply_fn`, once looked for
        self._apply_fn_known = False
        self._queue: list[FunctionInfo] = []
        self._sites: dict[int, dict] = {}  # function -> site -> (context, parameter kinds)
        self.eager_calls: set[int] = set()  # ids of the calls in `with jax.disable_jit():` blocks
        self._composed: set[int] = set()  # transformation calls that are the target of another
        self._passes: dict[int, int] = {}
        self._module_functions = {f.name: f for f in self.index.functions
                                  if f.parent is None and f.owner is None and type(f.node) is cst.FunctionDef}
        if any(map(self.index.imports.mentions, TRACING_LIBRARIES)) or (link is not None and link.reached):
            self._seed()
            self.seed_incoming()
            self._solve()
        for values in self._runs.values():
            self.expr_values.update(values)

    # Questions rules ask ----------------------------------------------------------------------

    def trace(self, func: Optional[FunctionInfo]) -> Optional[TraceInfo]:
        if func is None or id(func.node) in self.host:
            return None
        contexts = self.contexts.get(id(func.node))
        return TraceInfo(contexts, func, self) if contexts else None

    def untaken(self, node: cst.CSTNode, func: Optional[FunctionInfo]) -> bool:
        """Whether `node` sits in an arm of an `if` that the values of traced `func` rule out (`if key is
        None:` with a traced key): no trace runs it."""
        return func is not None and id(node) in self._untaken.get(id(func.node), ())

    def kind(self, expr: cst.CSTNode) -> Kind:
        return kind_of(self.expr_values.get(id(expr), Kind.UNKNOWN))

    def param_kind(self, func: FunctionInfo, name: str) -> Kind:
        """The kind of a parameter of traced `func` (joined over every site that traces it)."""
        return kind_of(self.param_kinds.get(id(func.node), {}).get(name, Kind.UNKNOWN))

    def built_while_tracing(self, func: FunctionInfo, name: str) -> bool:
        """Whether a parameter is an object every traced caller built during the trace (so storing
        tracers on it leaks nothing)."""
        value = self.param_kinds.get(id(func.node), {}).get(name)
        return type(value) is Obj and value.local

    def abstract(self, func: FunctionInfo) -> bool:
        info = self.trace(func)
        return info is not None and info.abstract

    def staged(self, func: FunctionInfo) -> bool:
        info = self.trace(func)
        return info is not None and info.staged

    def qualname(self, expr: cst.BaseExpression) -> Optional[str]:
        return self.index.imports.qualname(expr)

    def printer(self, call: cst.Call) -> Optional[str]:
        """What prints on the host when `call` runs: "print()" or "logging call info()" (the logging
        module, or a logger by its usual names), else None."""
        func = call.func
        if type(func) is cst.Name and func.value == "print" and self.qualname(func) is None:
            return "print()"
        if type(func) is cst.Attribute and func.attr.value in apis.LOG_METHODS:
            base = func.value
            if (self.qualname(func) or "").startswith("logging.") or \
                    type(base) is cst.Name and base.value in apis.LOGGER_NAMES:
                return f"logging call {func.attr.value}()"
        return None

    def expects_raise(self, item: cst.BaseExpression) -> bool:
        """Whether a `with` item is a test's `pytest.raises(...)` / `self.assertRaises(...)`: its body's
        last statement is expected to raise, so it binds nothing and nothing it computed is read."""
        if type(item) is not cst.Call:
            return False
        func = item.func
        return self.qualname(func) in apis.RAISES_CONTEXTS or \
            type(func) is cst.Attribute and func.attr.value in apis.RAISES_METHODS

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
    def scopes(self) -> Scopes:
        """Every name's bindings, changes and reads per scope (`bindings.Scopes`), built on first use."""
        key = ("scopes", self._shared_key)
        if key not in self._shared:
            self._shared[key] = Scopes(self.index)
        return self._shared[key]

    @functools.cached_property
    def static_fields(self) -> dict:
        """Field name -> kind of an attribute of that name on a traced pytree whose class is not
        known: CONCRETE when a class of this module declares it static, UNKNOWN when another class
        also declares a leaf of that name."""
        static, leaves = self._declared_fields
        return {name: Kind.UNKNOWN if name in leaves else Kind.CONCRETE for name in static}

    @functools.cached_property
    def _declared_fields(self) -> tuple:
        """(static, leaf) field names the classes of this module declare."""
        static, leaves = set(), set()
        for cls in self.index.classes:
            for name, s in _annotated_fields(cls).items():
                (static if self.classes.is_static_declaration(s, cls) else leaves).add(name)
            facts = self.classes.facts(cls)
            for name in facts.flattened:  # a class whose flatten the model read: its aux and its children
                (static if facts.fields.get(name) is Kind.CONCRETE else leaves).add(name)
        return static, leaves

    def static_field(self, name: str) -> Optional[Kind]:
        """The kind of attribute `name` of a traced pytree whose class is not known (`static_fields`),
        else what the pytree classes of other project files say (`cache.time_axis`, with the cache
        typed `Any` here and its class declaring `time_axis` static in the model's file): CONCRETE
        when every pytree class of the project declaring `name` declares it static; else None."""
        if name in self.static_fields or name in self._declared_fields[1] or self.link is None:
            return self.static_fields.get(name)
        self.uses.add(project.FIELD_USE + name)  # the answer changes as classes declaring it come and go
        declared = self.link.pytree_fields(name)
        if not declared:
            return None
        static = all(d == ("pytree", Kind.CONCRETE.value) for d in declared.values())
        return Kind.CONCRETE if static else None

    def opaque_field(self, name: str) -> bool:
        """Whether a class of the project declaring a field `name` is one the model cannot read as a
        pytree (a dataclass a helper of the project registers: pmwd's `pytree_dataclass(cls,
        aux_fields=...)` makes every field static): read off a traced pytree whose class is not known,
        the attribute may be static data, so its kind is not known either."""
        frameworks = set(self._field_frameworks.get(name, ()))
        if self.link is not None:
            self.uses.add(project.FIELD_USE + name)
            frameworks |= self.link.field_frameworks(name)
        return None in frameworks

    @functools.cached_property
    def _field_frameworks(self) -> dict:
        """Field name -> the frameworks of the classes of this module declaring it."""
        out: dict = {}
        for cls in self.index.classes:
            facts = self.classes.facts(cls)
            for name in _annotated_fields(cls):
                out.setdefault(name, set()).add(facts.framework)
            for name in facts.opaque:
                out.setdefault(name, set()).add(None)
        return out

    def leaf_field(self, name: str) -> bool:
        """Whether every class of the project declaring a field `name` is a pytree class whose field
        holds an array or a number (`smoothing_window: int` of a flax struct dataclass): read off a
        traced pytree whose class is not known, that attribute is a tracer."""
        if name not in self._declared_fields[1]:
            local = []
        else:
            local = [self.classes.facts(cls) for cls in self.index.classes if name in _annotated_fields(cls)]
        if any(facts.framework != "pytree" or facts.fields.get(name) is not Kind.TRACER for facts in local):
            return False
        if self.link is not None:
            self.uses.add(project.FIELD_USE + name)
            remote = self.link.pytree_fields(name).values()
            if any(d != ("pytree", Kind.TRACER.value) for d in remote):
                return False
            return bool(local) or bool(remote)
        return bool(local)

    def annotation(self, annotation: Optional[cst.BaseExpression]):
        """What an annotation says a value is: "array", "scalar" (a Python number), "python" (a
        string, callable, type), "tree" (a container or pytree), a `ClassFacts` for a class this
        module defines (or `LAYER`), or None."""
        if annotation is None:
            return None
        if type(annotation) is cst.SimpleString:
            try:
                annotation = cst.parse_expression(annotation.evaluated_value)
            except Exception:
                return None
        if type(annotation) is cst.BinaryOperation and type(annotation.operator) is cst.BitOr:
            sides = [a for a in (annotation.left, annotation.right) if not _is_none_name(a)]
            return self.annotation(sides[0]) if len(sides) == 1 else None
        if type(annotation) is cst.Subscript:
            head = (self.qualname(annotation.value) or dotted(annotation.value) or "").rsplit(".", 1)[-1]
            if head in ("Optional", "Union", "Annotated"):
                members = [el.slice.value for el in annotation.slice if type(el.slice) is cst.Index]
                if head == "Annotated":
                    members = members[:1]
                members = [m for m in members if not _is_none_name(m)]
                found = {self._annotation_name(m) for m in members}
                return found.pop() if len(found) == 1 else None
            annotation = annotation.value
        return self._annotation_name(annotation)

    def bool_annotated(self, annotation: Optional[cst.BaseExpression]) -> bool:
        """Whether an annotation says a boolean array: jaxtyping's `Bool[Array, "b"]`."""
        if type(annotation) is cst.Subscript:
            return (self.qualname(annotation.value) or "") == "jaxtyping.Bool"
        return False

    def _annotation_name(self, annotation: cst.BaseExpression):
        if type(annotation) is cst.Subscript:
            return self.annotation(annotation)
        name = self.qualname(annotation) or dotted(annotation)
        if name is None:
            return None
        last = name.rsplit(".", 1)[-1]
        for table, what in ((apis.ARRAY_ANNOTATIONS, "array"), (apis.SCALAR_ANNOTATIONS, "scalar"),
                            (apis.PYTHON_ANNOTATIONS, "python"), (apis.TREE_ANNOTATIONS, "tree")):
            if name in table or last in table:
                return what
        return self.classes.of_expr(annotation)

    def traced_param(self, func: FunctionInfo, param: Param, outer):
        """The value of a parameter a transformation traces, from its annotation; a method's own
        `self` is a traced instance of its class."""
        if outer is not None and kind_of(outer) is Kind.CONCRETE:
            return Kind.CONCRETE  # static in an enclosing jit: later transformations see a Python value
        if param.index == 0 and param.annotation is None and func.owner is not None and \
                not _is_decorated(func, "staticmethod"):
            return Obj(self.classes.facts(func.owner), True)
        what = self.annotation(param.annotation)
        if what in ("array", "scalar"):
            return Kind.TRACER
        if what == "python":
            return Kind.CONCRETE
        if type(what) is ClassFacts:
            return Obj(what, True)
        if _number_default(param.default):
            return Kind.TRACER  # `periodic=False` passed under jit: a traced Python scalar
        return Kind.TRACER if self.used_as_array(func, param.name) else Kind.TREE

    def used_as_array(self, func: FunctionInfo, name: str) -> bool:
        """Whether the body reads its parameter `name` as a JAX array (`x.at[mask]`, `x.astype(t)`,
        `x.reshape(s)`, `x.T`, `x.ndim`), which a pytree of several leaves or an object does not have:
        traced, it is a tracer."""
        key = ("array use", id(func.node), name)
        if key not in self.memo:
            scope = self.scopes.scope(func)
            self.memo[key] = any(
                (attribute := attribute_at(self.scopes.path_to(read))) is not None and
                attribute.attr.value in apis.ARRAY_ONLY
                for read in scope.own_reads() if read.node.value == name and read.owner is scope)
        return self.memo[key]

    def global_value(self, name: str):
        """The value a module-level name has in traced code: an instance for `model = Model(...)`, an
        imported array module (`jnp`, to be held in `xp`), else a Python value."""
        if name not in self._globals:
            imported = self.index.imports.names.get(name)
            module = canonical(imported) if imported is not None else None
            value = self.module_value(name)
            cls = self.classes.of_expr(value.func) if type(value) is cst.Call else None
            self._globals[name] = Namespace(frozenset({module})) if module in apis.ARRAY_NAMESPACES else \
                Obj(cls, False) if cls is not None else Kind.CONCRETE
        return self._globals[name]

    def is_bool(self, e: cst.CSTNode, func: Optional[FunctionInfo] = None) -> bool:
        """Whether `e` evaluates to a boolean array (comparisons, isnan, logical ops, bool names). With
        the function `e` is read in: also a parameter every call of it passes a boolean array."""
        if type(e) is cst.Comparison:
            return not any(type(c.operator) in (cst.Is, cst.IsNot, cst.In, cst.NotIn) for c in e.comparisons)
        if type(e) is cst.Name:
            return id(e) in self.bool_names or func is not None and self._bool_argument(e, func)
        if type(e) is cst.UnaryOperation and type(e.operator) is cst.BitInvert:
            return self.is_bool(e.expression, func)
        if type(e) is cst.BinaryOperation and type(e.operator) in (cst.BitAnd, cst.BitOr, cst.BitXor, cst.Multiply):
            return self.is_bool(e.left, func) and self.is_bool(e.right, func)  # bool * bool stays bool
        if type(e) is cst.Subscript:  # `valid[:, None]`: a view, of the same dtype
            return all(type(el.slice) is cst.Slice or type(el.slice.value) is cst.Integer or
                       type(el.slice.value) is cst.Name and el.slice.value.value == "None" for el in e.slice) \
                and self.is_bool(e.value, func)
        if type(e) is cst.Call:
            qual = self.qualname(e.func) or ""
            if qual.startswith("jax.") and qual.rsplit(".", 1)[-1] in apis.BOOL_FUNCTIONS:
                return True
            if type(e.func) is cst.Attribute:
                if e.func.attr.value == "astype" and e.args and _names_bool_dtype(e.args[0].value):
                    return True
            if qual.startswith(("jax.numpy.", "numpy.")) and any(  # `jnp.eye(3, dtype=bool)`
                    a.keyword is not None and a.keyword.value == "dtype" and _names_bool_dtype(a.value)
                    for a in e.args):
                return True
        return False

    def _bool_argument(self, name: cst.Name, func: FunctionInfo) -> bool:
        """`name` reads a parameter of `func` that every call in this module passes a boolean array
        (`masked_scores(q, k, jnp.eye(3, dtype=bool))`)."""
        binding = self.scopes.reaching(name, func)
        if binding is None or binding.how != "param" or binding.owner.func is not func:
            return False
        passed = self.arguments_for(func, name.value)
        return bool(passed) and all(isinstance(arg, cst.BaseExpression) and self.is_bool(arg)
                                    for _, _, arg in passed)

    def arguments_for(self, func: FunctionInfo, name: str) -> list:
        """(scope, call, the argument it passes for parameter `name`: an expression, else None or a Kind
        when the call does not say) for every call of `func` in this module."""
        return [(scope, call, self._arg_kinds(ref, _shapes(call.args), [a.value for a in call.args]).get(name))
                for scope, call, ref in self.call_sites().get(id(func.node), ())]

    def passed_function(self, callee: cst.BaseExpression, scope: Optional[FunctionInfo]) -> Optional[FunctionRef]:
        """`step_fn(p)` where `step_fn` is a parameter of `scope` or of a function enclosing it: the one
        function of this module (a def, a lambda, a partial) that every call of that function passes."""
        if type(callee) is not cst.Name:
            return None
        owner = scope
        while owner is not None and owner.param(callee.value) is None:
            if callee.value in owner.assigns:
                return None
            owner = owner.parent
        if owner is None or callee.value in owner.assigns:
            return None
        refs = []
        for caller, _, arg in self.arguments_for(owner, callee.value):
            ref = self.resolve_function(arg, caller) if isinstance(arg, cst.BaseExpression) else None
            if ref is None or ref.remote is not None or ref.info is owner:
                return None
            refs.append(ref)
        return refs[0] if refs and all(r.info is refs[0].info for r in refs) else None

    def passed_numbers(self, func: FunctionInfo, name: str, hops: int = 0) -> list:
        """The Python number literals, as written (`2.0`, `True`), that the project's calls pass for
        parameter `name` of `func`: directly, through a name bound to one, or through the parameters of
        the callers in between (up to three calls back); calls in other files through the project."""
        if func.param(name) is None or hops > _CALLERS_BACK:
            return []
        key = (id(func.node), name, hops)
        if key not in self._numbers:
            out = []
            for scope, call, arg in self.arguments_for(func, name):
                out += self.numbers_in(arg, scope, call, hops)
            self._numbers[key] = out + self.remote_numbers(func, name)
        return list(self._numbers[key])

    def numbers_in(self, arg, scope: Optional[FunctionInfo], call: cst.Call, hops: int = 0) -> list:
        """The number literals that the argument `arg` of `call` (made in `scope`) stands for."""
        if not isinstance(arg, cst.BaseExpression):
            return []
        if type(arg) is cst.Name and scope is not None and scope.param(arg.value) is not None:
            return [] if rebound_before(scope, arg.value, call) else self.passed_numbers(scope, arg.value, hops + 1)
        if type(arg) is cst.Name:
            arg, _ = self.bound_value(arg.value, scope)
        return [self.index.module.code_for_node(arg)] if number_type(arg) else []

    def later_calls(self, value: cst.Call, scope: Optional[FunctionInfo]) -> list:
        """The calls of what `value` makes (`p = jax.jit(partial(f, a))`, then `p(x, y)`), when it is
        bound to a name of `scope` that nothing rebinds and every read calls; [] when it goes anywhere else."""
        made = [b for b in self.scopes.scope(scope).made if b.value is value and b.how == "assign"]
        if len(made) != 1 or len(made[0].owner.bindings_of(made[0].name)) != 1:
            return []
        reads = made[0].owner.uses_of(made[0].name)
        return [r.call for r in reads] if all(r.call is not None and r.call.func is r.node for r in reads) else []

    def int_argument(self, func: FunctionInfo, name: str) -> Optional[cst.Call]:
        """A call of `func` in this module passing a Python int for its parameter `name`, when every
        call does (`epoch_order(key, 8)`): traced, that parameter is an integer scalar, not an array."""
        passed = self.arguments_for(func, name)
        ints = all(isinstance(arg, cst.BaseExpression) and type(lit := self.outer_value(arg, scope)) is Lit
                   and type(lit.value) is int for scope, _, arg in passed)
        return passed[0][1] if passed and ints else None

    # Building ---------------------------------------------------------------------------------

    def _seed(self) -> None:
        for func in self.index.functions:
            node = func.node
            if type(node) is cst.FunctionDef and node.decorators:
                found = [(d, self.application(d.decorator)) for d in node.decorators]
                found = [(d, a) for d, a in found if a is not None and a.spec.decorator and not a.targets]
                apps = [a for _, a in found]
                if apps:
                    self._apply_chain(apps, FunctionRef(func), frozenset(), {}, site=("decorators", id(node)),
                                      evidence=self._evidence(FunctionRef(func)),
                                      via=Hop("apply", apps[0].name, node=found[0][0]))
                self._seed_custom_rules(func)
            self._seed_module_method(func)
        sites = self.index.scoped_calls()
        self.eager_calls = eager = self._under_disable_jit(sites)
        applications = [(scope, call, self.application(call)) for scope, calls in sites for call in calls
                        if id(call) not in eager]
        for _, _, app in applications:  # jax.jit(jax.grad(f)): the inner call is one application with the outer
            for target in (app.targets if app is not None else ()):
                if type(target) is cst.Call:
                    self._composed.add(id(target))
        called_at_once = {id(c.func): (scope, c) for scope, c, _ in applications if type(c.func) is cst.Call}
        for scope, call, app in applications:
            if app is not None and app.targets and id(call) not in self._composed:
                outer = called_at_once.get(id(call))  # `jax.jit(f)(x, 3)`: these arguments, else f's calls'
                later = self.later_calls(call, scope) if outer is None else None
                evidence = (_shapes(outer[1].args), [self.outer_value(a.value, outer[0]) for a in outer[1].args]) \
                    if outer is not None else self._lifted_evidence(app, call, scope) or self._later_evidence(later, scope)
                self._apply_targets(app, scope, None, frozenset(), {}, site=id(call), evidence_args=evidence,
                                    later=[_shapes(c.args) for c in later] if later is not None else None)

    def _under_disable_jit(self, sites: list) -> set:
        """Ids of the calls in the body of a `with jax.disable_jit():` block: the transformations applied
        there run their functions eagerly (a `lax.scan` body is a Python loop on concrete values)."""
        switches = {id(c) for _, calls in sites for c in calls if self.qualname(c.func) == "jax.disable_jit"}
        inside: set = set()
        todo = [self.index.module] if switches else []
        while todo:
            node = todo.pop()
            if type(node) is cst.With and any(id(item.item) in switches for item in node.items):
                stack = [node.body]
                while stack:
                    inner = stack.pop()
                    if type(inner) is cst.Call:
                        inside.add(id(inner))
                    stack.extend(code_children(inner))
            else:
                todo.extend(code_children(node))
        return inside

    def _seed_custom_rules(self, func: FunctionInfo) -> None:
        """`@f.defjvp` / `@f.defvjp`-style rules of a custom derivative are traced like `f`."""
        for deco in func.node.decorators:
            d = deco.decorator
            if type(d) is cst.Attribute and d.attr.value in ("defjvp", "defvjp", "defjvps"):
                self._add(func, TraceContext(frozenset({"custom_derivative"}), Level.DEFINITE, "custom rule",
                                             Hop("rule", node=deco)),
                          {p.name: self.traced_param(func, p, None) for p in func.params}, site="custom rule")

    def _seed_module_method(self, func: FunctionInfo) -> None:
        """Methods of neural-network modules run under the user's jit (Level.PROBABLE): `self` is a
        traced instance, whose fields the class facts describe; a flag the caller passes
        (`deterministic: bool`, anything with a default) is left unknown."""
        owner = func.owner
        if owner is None or type(func.node) is not cst.FunctionDef:
            return
        facts = self.classes.facts(owner)
        if facts.framework not in ("flax", "nnx", "equinox", "haiku"):
            return
        compact = any(self.qualname(d.decorator) in ("flax.linen.compact", "haiku.transparent")
                      for d in func.node.decorators)
        if func.name not in apis.MODULE_TRACED_METHODS and not compact:
            return
        kinds = {}
        for i, p in enumerate(func.params):
            if i == 0:
                kinds[p.name] = Obj(facts, True)
            elif p.default is not None or self.annotation(p.annotation) == "scalar":
                kinds[p.name] = Kind.UNKNOWN
            else:
                kinds[p.name] = self.traced_param(func, p, None)
        self._add(func, TraceContext(frozenset({"jit"}), Level.PROBABLE, f"a {facts.framework} module method",
                                     Hop("method", facts.framework, node=func.node)),
                  kinds, site="module method")

    def passed(self, func: FunctionInfo) -> dict:
        """Parameter name -> what every call of `func` outside traced code passes for it, here and in
        the project's other files, where they all agree (an instance, an array, a Python literal)."""
        return self._evidence(FunctionRef(func))

    def _evidence(self, ref: FunctionRef, site_args=None) -> dict:
        """What the calls outside traced code pass for each parameter of a transformed function, when
        every such call says the same (`act(policy, x, 0.7)` with `policy = Policy(...)`): an
        instance, an array, a Python literal. `site_args` (shapes, values): the one call that calls
        the transformed function at once."""
        func = ref.info
        sites = []
        if site_args is not None:
            sites.append(self._arg_kinds(ref, *site_args))
        else:
            for scope, call, ref in self.call_sites().get(id(func.node), ()):
                values = [self.outer_value(a.value, scope) for a in call.args]
                sites.append(self._arg_kinds(ref, _shapes(call.args), values))
            remote = self.remote_calls(func)
            if remote is None:
                return {}
            named = {f"#{i}": p.name for i, p in enumerate(func.positional)}  # keys as `calls_out` writes them
            for passes in remote:  # `sesolve(H0, H1, PWCFactor(...), ...)` in another file
                sites.append({named.get(key, key): value for key, value in passes.items()})
        if not sites:
            return {}
        agreed = {}
        for p in func.params:
            found = [site.get(p.name) for site in sites]
            if all(v is not None for v in found) and len({_category(v) for v in found}) == 1:
                agreed[p.name] = found[0] if len(set(found)) == 1 else join(found[0], found[-1])
            elif all(p.name in site for site in sites):
                agreed[p.name] = Kind.UNKNOWN  # every call passes it (a jit traces it), with values not known
        return agreed

    def _apply_chain(self, apps: list, ref: FunctionRef, transforms: frozenset, outer: dict, site,
                     level: Level = Level.DEFINITE, node: Optional[cst.CSTNode] = None, call_args=None,
                     evidence: Optional[dict] = None, via: Optional[Hop] = None, later: Optional[list] = None,
                     part: str = "") -> None:
        if ref.remote is not None:
            if node is not None:
                args = [(k, star, v) for (k, star), v in zip(*call_args)] if call_args is not None else []
                self.edge_out(ref, node, TraceContext(transforms, level, apps[0].name, via), "apply", args, apps,
                              later, part)
            return
        if evidence is None and call_args is not None:  # `jax.vmap(f)(xs)`: what this call passes
            evidence = self._arg_kinds(ref, *call_args)
        kinds = dict(outer)
        labels = set(transforms)
        for app in apps:  # outermost first
            kinds.update(apply(app, ref, kinds, self.traced_param, evidence))
            if app.spec.carry is not None:
                self._start_carry(app, ref, kinds)
            labels.add(app.spec.label)
        kinds.update(ref.bound_kinds(Kind.CONCRETE))
        first = ref.info.positional[0].name if ref.info.positional else None
        if ref.info.owner is not None and kinds.get(first) is Kind.CONCRETE and not _is_decorated(ref.info, "staticmethod"):
            kinds[first] = Obj(self.classes.facts(ref.info.owner), False)  # a static `self`: its own instance
        origin = apps[0].name
        self._add(ref.info, TraceContext(frozenset(labels), level, origin, via), kinds, site)

    def _start_carry(self, app: Application, ref: FunctionRef, kinds: dict) -> None:
        """A loop body's carry holds what the loop's init holds, traced: `(total, False)` is a pair of
        tracers. What the init's literal does not show stays a traced tree."""
        param, position, keyword = app.spec.carry
        params = ref.visible_positional()
        if param >= len(params) or kinds.get(params[param].name) is not Kind.TREE:
            return
        init = app.operands.get(position)
        if init is None:
            init = next((a.value for a in app.config if a.keyword is not None and a.keyword.value == keyword), None)
        if init is not None:
            kinds[params[param].name] = self._carried(init)

    def _carried(self, e: cst.BaseExpression):
        if type(e) in (cst.Tuple, cst.List) and all(type(el) is cst.Element for el in e.elements):
            return Seq(tuple(self._carried(el.value) for el in e.elements))
        if type(e) is cst.Name and e.value == "None":
            return Lit(None)
        if type(e) in (cst.Integer, cst.Float) or (type(e) is cst.Name and e.value in ("True", "False")):
            return Kind.TRACER  # a Python number in the carry is a weak-typed scalar tracer
        if type(e) is cst.Call and (self.qualname(e.func) or "").startswith(("jax.numpy.", "jax.lax.")):
            return Kind.TRACER
        return Kind.TREE

    def _apply_targets(self, app: Application, scope, flow, transforms: frozenset, outer: dict, site,
                       chain: tuple = (), call_args: Optional[tuple] = None, evidence_args=None,
                       later: Optional[list] = None) -> None:
        """Trace the functions `app` is applied to. `call_args` are the (args, kinds) the transformed
        function is called with right away (`jax.grad(f)(x, n)`): what transformations pass through
        keeps those kinds. `later`: the argument shapes of every later call of the transformed value,
        when they are all known; a function none of them binds is not traced (each raises TypeError)."""
        for target in app.targets:
            for i, expr in enumerate(self._branches(target, scope) if app.spec.branch_list else [target]):
                if type(expr) is FunctionRef:  # a function of another file's list
                    self._apply_chain(list(chain) + [app], expr, transforms, outer, site, node=target,
                                      via=Hop("apply", (chain or (app,))[0].name, node=target, caller=scope),
                                      part=f"[{i}]")
                    continue
                inner = self.application(expr) if type(expr) is cst.Call else None
                if inner is not None and inner.targets:
                    self._apply_targets(inner, scope, flow, transforms, outer, site, chain + (app,), call_args,
                                        evidence_args, later)
                    continue
                ref = self.resolve_function(expr, scope, flow, remote=True)
                lifted = self._lifted_module(expr, app) if ref is None else None
                ref = ref or lifted or self._constructor(expr)
                if ref is not None and later and lifted is None and ref.remote is None and \
                        not any(map(ref.binds, later)):
                    continue
                if ref is not None:
                    first = (list(chain) + [app])[0].spec.params
                    # What the call passes reaches the function only through pass-through
                    # transformations (grad's other arguments, vmap's in_axes=None); jit traces it.
                    passed = self._arg_kinds(ref, _shapes(call_args[0]), call_args[1]) \
                        if call_args is not None and first in ("grad", "vmap") and ref.remote is None else outer
                    evidence = None
                    if (flow is None or lifted is not None) and ref.remote is None:  # what the calls pass
                        evidence = self._evidence(ref, evidence_args)
                    called = (_shapes(call_args[0]), call_args[1]) if call_args else None
                    if called is None and ref.remote is not None:
                        called = evidence_args  # `jax.jit(f)(x, 0)` outside traced code: the other file's evidence
                    self._apply_chain(list(chain) + [app], ref, transforms, passed, site, node=expr, call_args=called,
                                      evidence=evidence, later=later if lifted is None else None, via=Hop("apply", (chain or (app,))[0].name, node=expr,
                                                                 caller=scope))

    def _branches(self, target: cst.BaseExpression, scope) -> list:
        """The functions `lax.switch` gets as its branches: a list or tuple written there, or named
        (`BRANCHES`, bound once in this file, or a list of another project file: `FunctionRef`s)."""
        value = self.bound_value(target.value, scope)[0] or target if type(target) is cst.Name else target
        if type(value) in (cst.List, cst.Tuple):
            return [e.value for e in value.elements if type(e) is cst.Element]
        return (self.remote_functions(target) if type(target) in (cst.Name, cst.Attribute) else None) or [target]

    def _later_evidence(self, later: list, scope) -> Optional[tuple]:
        """What the one later call (`later_calls`) of a transformed function passes (`compute =
        jax.jit(obj.compute)`, then `compute(coeffs, rho)`): (shapes, values), as if it were called at once."""
        if len(later) != 1 or any(a.star for a in later[0].args):
            return None
        return _shapes(later[0].args), [self.outer_value(a.value, scope) for a in later[0].args]

    def _lifted_module(self, expr: cst.BaseExpression, app: Application) -> Optional[FunctionRef]:
        """`nn.remat(Block)`: a flax linen transformation of a module class transforms its `__call__`,
        whose `self` is argument 0 of `static_argnums` (later calls build the module, then call it)."""
        if app.name not in apis.LIFTED_CHECKPOINTS or type(expr) not in (cst.Name, cst.Attribute):
            return None  # (nn.vmap's in_axes, nn.scan's carry... say otherwise: not followed)
        cls = self.classes.of_expr(expr)
        call = cls.methods.get("__call__") if cls is not None and cls.framework == "flax" else None
        if isinstance(call, str):  # another file's module: its `__call__`, unbound
            return FunctionRef(None, remote=call)
        return FunctionRef(call) if isinstance(call, FunctionInfo) else None

    def _lifted_evidence(self, app: Application, call: cst.Call, scope,
                         flow: Optional[FlowPass] = None) -> Optional[tuple]:
        """What the one call of a lifted module passes (`Block = nn.remat(EncoderBlock)`, then
        `Block(hidden)(x, deterministic)`), with the module itself as `self`: (shapes, values)."""
        ref = self._lifted_module(app.targets[0], app) if len(app.targets) == 1 else None
        built = {id(c) for c in self.later_calls(call, scope)} if ref is not None else ()
        sites = self.index.scoped_calls() if built else []
        used = [(where, c) for where, calls in sites for c in calls if id(c.func) in built]
        if len(used) != 1 or any(a.star for a in used[0][1].args):
            return None
        where, used = used[0]
        own = Obj(self.classes.of_expr(app.targets[0]), False)
        return [(None, False)] + _shapes(used.args), [own] + [
            self._passed_value(a.value, where, flow if where is scope else None) for a in used.args]

    def _passed_value(self, expr: cst.BaseExpression, scope, flow: Optional[FlowPass]):
        """What a name holds where a lifted module is applied (the flow's, when it knows), else what a
        parameter's Python literal default says it is (`deterministic=True`: a bool)."""
        value = flow.env.get(expr.value) if flow is not None and type(expr) is cst.Name else None
        if value not in (None, Kind.UNKNOWN):
            return value
        value = self.outer_value(expr, scope)
        param = scope.param(expr.value) if type(expr) is cst.Name and scope is not None else None
        if value in (None, Kind.UNKNOWN) and param is not None and param.default is not None and \
                expr.value not in scope.assigns:
            default = self.outer_value(param.default, None)
            if type(default) is Lit and type(default.value) in (bool, int):
                return default
        return value

    def _constructor(self, expr: cst.BaseExpression) -> Optional[FunctionRef]:
        """`jax.jit(CubicSpline)`: transforming a class traces its `__init__` on a new instance."""
        cls = self.classes.of_expr(expr) if type(expr) in (cst.Name, cst.Attribute) else None
        init = cls.methods.get("__init__") if cls is not None and cls is not LAYER else None
        return method_ref(init, Obj(cls, False)) if init is not None else None

    def _add(self, func: FunctionInfo, ctx: TraceContext, kinds: dict, site) -> None:
        """Record that `site` (a decorator list, a call...) traces `func` with these parameter kinds.

        A site seen again replaces what it said before: the flow pass of a traced caller knows its
        arguments better than the first look at the module did. Parameter kinds join over all sites;
        once a definite site is known, the guesses of probable ones (a module method's) no longer count.
        """
        key = id(func.node)
        sites = self._sites.setdefault(key, {})
        if sites.get(site) == (ctx, kinds):
            return
        sites[site] = (ctx, kinds)
        evidence = [k for c, k in sites.values() if c.level is Level.DEFINITE] or [k for _, k in sites.values()]
        new_kinds = None
        for site_kinds in evidence:
            new_kinds = join_kinds(new_kinds, site_kinds)
        for p in func.params:  # parameters no site mentions keep their defaults
            if p.name not in new_kinds:
                new_kinds[p.name] = default_value(p)
        first = func.positional[0].name if func.positional else None
        if func.owner is not None and new_kinds.get(first) in (Kind.TREE, Kind.TRACER) and \
                not _is_decorated(func, "staticmethod") and not _is_decorated(func, "classmethod"):
            # a method's traced `self` is an instance of its class (callers may hold subclasses of it)
            new_kinds[first] = Obj(self.classes.facts(func.owner), True)
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
            closure, bools = self.closures.get(key) or (self._factory_instances(func), frozenset())
            flow = FlowPass(self, func, self.param_kinds[key], closure, bools)
            flow.run()
            self._runs[key] = flow.values
            self._untaken[key] = flow.untaken()
            returns = flow.returns if flow.returns is not None else Kind.UNKNOWN
            if self.returns.get(key) != returns:
                self.returns[key] = returns
                self._queue.extend(c for c in self.callers.get(key, ()) if c not in self._queue)

    # Hooks the flow pass calls ----------------------------------------------------------------

    def _factory_instances(self, func: FunctionInfo) -> dict:
        """What a traced function made in a factory outside traced code closes over when no call here
        says: the instances every call of the factory passes, in this file or another (`rollout =
        make_rollout(env)` with `env = Env()`), so `env.step(...)` runs Env's method."""
        outer = func.parent
        if outer is None or self.trace(outer) is not None or type(outer.node) is not cst.FunctionDef:
            return {}
        key = ("factory instances", id(outer.node))  # the same for every pass and every function it makes
        if key not in self.memo:
            self.memo[key] = {name: value for name, value in self.passed(outer).items() if type(value) is Obj}
        return self.memo[key]

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

    def on_call(self, flow: FlowPass, call: cst.Call, qual: Optional[str], arg_kinds: list):
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
        if qual in apis.TREE_REDUCES:
            return self._tree_reduce(flow, call, arg_kinds, transforms, qual)
        app = self.application(call)
        if app is not None and app.targets:
            if id(call) not in self._composed:
                self._apply_targets(app, caller, flow, transforms, {}, site=id(call),
                                    evidence_args=self._lifted_evidence(app, call, caller, flow))
            return Kind.TREE if not app.spec.decorator else Kind.CONCRETE
        inner = self.application(call.func) if type(call.func) is cst.Call else None
        if inner is not None:  # jax.grad(f)(x, n), jax.jit(f)(x): called at once, with these arguments
            if inner.targets and id(call.func) not in self._composed:
                self._apply_targets(inner, caller, flow, transforms, {}, site=id(call.func),
                                    call_args=(call.args, arg_kinds))
            # a jaxpr, or the shapes and dtypes of the outputs: Python objects, even in traced code
            return Kind.CONCRETE if inner.spec.label in apis.DESCRIBING_TRANSFORMS else Kind.TREE
        ref = self.linen_runner(call, flow) or self.resolve_function(call.func, caller, flow, remote=True) or \
            self.passed_function(call.func, caller)
        if ref is not None:
            return self._called(flow, call, ref, arg_kinds, info)
        known = qual is None or qual.startswith(tuple(apis.LAYER_MODULES)) or \
            (self.link is not None and self.link.in_project(qual))  # a class of this file, a layer, or the project's
        cls = self.classes.of_expr(call.func) if known else None
        if cls is not None:  # `Model(...)`: an instance, traced when built from traced values
            obj = Obj(cls, any(kind_of(k).traced for k in arg_kinds), local=True)
            if cls.stores:  # what `__init__` stores of its arguments: `Rx(params[0]).phase` is traced
                obj = Obj(cls, obj.traced, True, _stored_arguments(cls.stores, call.args, arg_kinds))
            for name, passes_args in _construction_hooks(cls):  # they run now, while tracing
                if passes_args:
                    self._propagate_call(flow, call, method_ref(cls.methods[name], obj), arg_kinds, info)
                else:  # `__post_init__(self)`: the fields hold what the generated __init__ was passed
                    built = Obj(cls, obj.traced, True, _passed_fields(cls, call, arg_kinds))
                    self._propagate_call(flow, call, method_ref(cls.methods[name], built), [], info, [])
            return obj
        called = flow.value(call.func)
        if type(called) is Obj and called.cls is LAYER:
            return Kind.TRACER if called.traced or any(kind_of(k).traced for k in arg_kinds) else Kind.UNKNOWN
        if qual == "functools.partial":
            return None  # it calls nothing: what the partial is handed to decides
        for arg in call.args:  # functions handed to APIs we do not know are probably called while tracing
            value = arg.value
            if type(value) is cst.Call and self.qualname(value.func) == "functools.partial" and value.args:
                value = value.args[0].value  # `api(partial(f, a))` hands it `f`
            if type(value) in (cst.Lambda, cst.Name):
                passed = self.resolve_function(value, caller, flow)
                if passed is not None and passed.remote is None and passed.info is not caller:
                    self._add(passed.info, TraceContext(transforms, Level.DEFINITE, "passed from traced code",
                                                        Hop("pass", node=call, caller=caller)),
                              {p.name: Kind.UNKNOWN for p in passed.info.params}, site=id(call))
        return None

    def on_property(self, flow: FlowPass, node: cst.Attribute, obj: Obj):
        """`obj.name` for a @property of its class: its getter called on `obj` (what it returns), or None."""
        getter = obj.cls.methods.get(node.attr.value)
        if getter is None:
            return None
        return self._called(flow, node, method_ref(getter, obj), [], self.trace(flow.func), [])

    def on_getitem(self, flow: FlowPass, node: cst.Subscript, obj: Obj, index):
        """`obj[index]` for an instance whose class defines `__getitem__`: that method called with the index
        (what it returns, when known), or None."""
        ref = self._instance_method(obj, "__getitem__", remote=True)
        if ref is None:
            return None
        return self._called(flow, node, ref, [index], self.trace(flow.func), [(None, False)])

    def _called(self, flow: FlowPass, node: cst.CSTNode, ref: FunctionRef, arg_kinds: list, info,
                shapes: Optional[list] = None):
        """What calling `ref` at `node` returns, the call traced as `_propagate_call` traces it."""
        self._propagate_call(flow, node, ref, arg_kinds, info, shapes)
        if ref.remote is not None:
            return self.remote_returns(ref)
        return self.call_result(ref.info)

    def call_result(self, func: FunctionInfo):
        """What calling `func` from traced code returns: what it returns, or a jitted function's outputs."""
        returns = self.returns.get(id(func.node), Kind.UNKNOWN)
        return jit_output(returns) if self.jax_jitted(func) else returns

    def _tree_map(self, flow: FlowPass, call: cst.Call, arg_values: list, transforms, qual: str):
        """Trace the mapped function on the leaves, each parameter with the leaves of its own tree;
        the result is traced when what the function returns is."""
        if not call.args:
            return Kind.UNKNOWN
        fn = call.args[0].value
        trees = [kind_of(v) for a, v in zip(call.args[1:], arg_values[1:]) if a.keyword is None and not a.star]
        ref = self.resolve_function(fn, flow.func, flow, remote=True)
        if ref is None:
            mapped = self.qualname(fn) or ""
            return Kind.TREE if mapped.startswith(apis.TRACING_MODULES) and any(k.traced for k in trees) \
                else Kind.UNKNOWN
        leaves = [Kind.TREE if k.traced else k for k in trees]
        if "with_path" in qual:
            leaves = [Kind.CONCRETE] + leaves  # the key path is a tuple of Python keys
        ctx = TraceContext(transforms, Level.DEFINITE, qual, Hop("map", qual, node=call, caller=flow.func))
        if ref.remote is not None:
            self.edge_out(ref, call, ctx, "call", [(None, False, leaf) for leaf in leaves])
            return Kind.TREE if any(k.traced for k in trees) else Kind.UNKNOWN
        params = ref.visible_positional()
        kinds = {p.name: leaves[i] if i < len(leaves) else Kind.UNKNOWN for i, p in enumerate(params)}
        self._add(ref.info, ctx, kinds, site=id(call))
        self._note_caller(ref.info, flow.func)
        returns = kind_of(self.returns.get(id(ref.info.node), Kind.UNKNOWN))
        return Kind.TREE if returns.traced else returns

    def _tree_reduce(self, flow: FlowPass, call: cst.Call, arg_values: list, transforms, qual: str):
        """Fold the function over the leaves: it is traced with the initializer (else a leaf) and a leaf;
        the result is what it returns (`tree_reduce(lambda n, x: n + x.size, tree, 0)` counts with
        Python ints, whatever the leaves hold; a tree without leaves gives the initializer back)."""
        positional = [(a, v) for a, v in zip(call.args, arg_values) if a.keyword is None and not a.star]
        if len(positional) < 2 or len(positional) != len(call.args):
            return Kind.UNKNOWN
        ref = self.resolve_function(positional[0][0].value, flow.func, flow)
        leaf = Kind.TREE if kind_of(positional[1][1]).traced else kind_of(positional[1][1])
        start = positional[2][1] if len(positional) > 2 else leaf
        if ref is None or len(ref.visible_positional()) != 2:
            return Kind.TREE if leaf.traced else Kind.UNKNOWN
        ctx = TraceContext(transforms, Level.DEFINITE, qual, Hop("map", qual, node=call, caller=flow.func))
        first, second = ref.visible_positional()
        self._add(ref.info, ctx, {first.name: start, second.name: leaf}, site=id(call))
        self._note_caller(ref.info, flow.func)
        return self.returns.get(id(ref.info.node), Kind.UNKNOWN)

    def _note_caller(self, callee: FunctionInfo, caller: FunctionInfo) -> None:
        """Re-run `caller` when what `callee` returns changes."""
        callers = self.callers.setdefault(id(callee.node), [])
        if caller not in callers:
            callers.append(caller)

    def _propagate_call(self, flow: FlowPass, call: cst.CSTNode, ref: FunctionRef, arg_kinds: list, info,
                        shapes: Optional[list] = None) -> None:
        """Trace `ref` as `call` calls it (a Call, or a subscript that runs `__getitem__`); `shapes` are
        its arguments' (keyword or None, starred) pairs, by default the call's."""
        if info is None or ref.info is flow.func:
            return
        shapes = _shapes(call.args) if shapes is None else shapes
        if ref.remote is not None:
            ctx = TraceContext(info.transforms, info.level, f"called from {flow.func.name}",
                               Hop("call", node=call, caller=flow.func))
            self.edge_out(ref, call, ctx, "call", [(k, star, v) for (k, star), v in zip(shapes, arg_kinds)])
            return
        kinds = ref.bound_kinds(flow.env.get("self", Kind.CONCRETE))
        kinds.update(self._arg_kinds(ref, shapes, arg_kinds))
        self._complete(ref, kinds)
        self._note_caller(ref.info, flow.func)
        self._add(ref.info, TraceContext(info.transforms, info.level, f"called from {flow.func.name}",
                                         Hop("call", node=call, caller=flow.func, kinds=kinds)), kinds,
                  site=id(call))

    def _complete(self, ref: FunctionRef, kinds: dict) -> None:
        """Parameters a call leaves out take their defaults; a traced value passed for an annotated
        parameter is what the annotation says (`grid: Grid` holds a Grid)."""
        for p in ref.info.params:
            if p.name not in kinds:
                kinds[p.name] = default_value(p)
            elif kinds[p.name] is Kind.TREE and (p.annotation is not None or self.used_as_array(ref.info, p.name)):
                kinds[p.name] = self.traced_param(ref.info, p, None)

    @staticmethod
    def _arg_kinds(ref: FunctionRef, shapes: list, arg_kinds: list) -> dict:
        """The values a call's arguments give the parameters of `ref`; `shapes` are the arguments'
        (keyword or None, starred) pairs."""
        params = ref.visible_positional()
        by_name = {p.name: p for p in ref.info.params}
        kinds = {}
        pos = -ref.leading  # the wrapper's own leading arguments come first
        for (keyword, star), kind in zip(shapes, arg_kinds):
            if star:  # what it holds is not known: a parameter with a default may keep it
                for p in params[max(pos, 0):]:
                    if p.default is None:
                        kinds.setdefault(p.name, Kind.UNKNOWN)
                for p in ref.info.params:  # its `if n is None:` fallback runs only for a caller that leaves
                    if p.name not in kinds and getattr(p.default, "value", None) == "None":  # it out
                        kinds[p.name] = NOT_NONE
                pos = len(params)
            elif keyword is not None:
                if keyword in by_name:
                    kinds[keyword] = passed(by_name[keyword].default, kind)
            elif pos < 0:
                pos += 1
            elif pos < len(params):
                kinds[params[pos].name] = passed(params[pos].default, kind)
                pos += 1
        star_kwarg = getattr(ref.info.node.params, "star_kwarg", None)
        if star_kwarg is not None and any(keyword is not None and keyword not in by_name and kind_of(kind).traced
                                          for (keyword, _), kind in zip(shapes, arg_kinds)):
            kinds[star_kwarg.name.value] = Kind.TREE  # `run(factor=factor)` into `def run(self, **kwargs)`
        return kinds


def _number_default(default: Optional[cst.BaseExpression]) -> bool:
    """A default that is a Python bool or number (`False`, `0`, `-1.0`)."""
    if type(default) is cst.UnaryOperation:
        default = default.expression
    return type(default) in (cst.Integer, cst.Float) or type(default) is cst.Name and default.value in ("True", "False")


def _construction_hooks(cls) -> list:
    """(method, takes the call's arguments) that building an instance of `cls` runs: `__init__`, else
    a dataclass's `__post_init__`, then equinox's `__check_init__`, each on the new instance."""
    if cls is LAYER:
        return []
    first = ("__init__", True) if "__init__" in cls.methods else ("__post_init__", False)
    return [(name, passes) for name, passes in (first, ("__check_init__", False)) if name in cls.methods]


def _passed_fields(cls, call: cst.Call, values: list) -> tuple:
    """(field, value) a generated `__init__` sets from this call's arguments, in declaration order;
    () when unknown (another file's class, a starred argument, an inherited field)."""
    if cls.info is None or "__init__" in cls.methods or any(a.star for a in call.args):
        return ()
    fields = list(_annotated_fields(cls.info))
    given = {}
    for i, (arg, value) in enumerate(zip(call.args, values)):
        name = arg.keyword.value if arg.keyword is not None else (fields[i] if i < len(fields) else None)
        if name not in fields:
            return ()
        given[name] = value
    return tuple((name, given[name]) for name in fields if name in given)


def _stored_arguments(stores: tuple, args, values: list) -> tuple:
    """(field, value) for each `self.field = parameter` of `__init__` (`ClassFacts.stores`) that a call
    with these arguments binds: what the new instance holds. Nothing is known past a starred argument."""
    positional, keywords = [], {}
    for arg, value in zip(args, values):
        if arg.star:
            break
        if arg.keyword is None:
            positional.append(value)
        else:
            keywords[arg.keyword.value] = value
    stored = []
    for name, param, index in stores:
        value = keywords.get(param) if index is None or index >= len(positional) else positional[index]
        if value is not None:
            stored.append((name, value))
    return tuple(stored)


def _annotated_fields(cls) -> dict:
    """name -> the class-level `name: T = ...` statement of each field a class body declares."""
    return {s.target.value: s for line in cls.node.body.body if type(line) is cst.SimpleStatementLine
            for s in line.body if type(s) is cst.AnnAssign and type(s.target) is cst.Name}


def _category(value) -> str:
    """What kind of evidence a call-site value is: an instance of which class, an array, a literal."""
    if type(value) is Obj:
        return f"obj:{id(value.cls)}"
    if type(value) is Lit:
        return "none" if value.value is None else ("text" if isinstance(value.value, str) else "number")
    return kind_of(value).value


def _shapes(args) -> list:
    """(keyword or None, starred) for each argument of a call."""
    return [(a.keyword.value if a.keyword is not None else None, bool(a.star)) for a in args]


def _is_decorated(func: FunctionInfo, name: str) -> bool:
    return type(func.node) is cst.FunctionDef and any(
        type(d.decorator) is cst.Name and d.decorator.value == name for d in func.node.decorators)


def _is_none_name(e: cst.BaseExpression) -> bool:
    return type(e) is cst.Name and e.value == "None"


_CONCRETENESS_TESTS = frozenset({"is_concrete", "concrete_or_error", "is_constant_dim", "is_constant_shape"})


def _dotted_tail(expr: cst.BaseExpression) -> Optional[str]:
    if type(expr) is cst.Name:
        return expr.value
    return expr.attr.value if type(expr) is cst.Attribute else None


def _names_bool_dtype(e: cst.BaseExpression) -> bool:
    if type(e) is cst.Name:
        return e.value == "bool"
    if type(e) is cst.Attribute:
        return e.attr.value in ("bool_", "bool")
    if type(e) is cst.SimpleString:
        return e.evaluated_value == "bool"
    return False
