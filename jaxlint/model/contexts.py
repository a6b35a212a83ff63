"""Which functions are traced, by which transformations, and what their parameters are.

A function is traced when a transformation is applied to it: as a decorator (`@jax.jit`,
`@partial(jax.jit, static_argnames=...)`, `@jax.jit(static_argnums=0)`, a module-level alias such as
`my_jit = partial(jax.jit, ...)`), at a call site (`jax.jit(f)`, `jax.vmap(self.step, in_axes=...)`,
`lax.scan(body, ...)`, `jax.grad(jax.jit(f))`), or when traced code calls it. Each application gives
a `TraceContext`; the parameters' kinds come from the transformation (static arguments are concrete,
`in_axes=None` passes through, grad traces only `argnums`) and from `functools.partial` bindings.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Iterable, Optional

import libcst as cst

from jaxlint.model import apis
from jaxlint.model.index import FunctionInfo
from jaxlint.model.kinds import Kind, Lit, Obj, join, passed


class Level(enum.IntEnum):
    """How sure the model is that code is traced.

    DEFINITE: a transformation is applied to it in this module, or traced code calls it.
    PROBABLE: a method of a flax / equinox / haiku module (`__call__`, `setup`, `@nn.compact`), which
        runs under the user's jit in practice but is not transformed in this module.
    """

    PROBABLE = 1
    DEFINITE = 2


ABSTRACT_LABELS = frozenset(spec.label for spec in apis.TRANSFORMS.values() if spec.abstract)
# Transformations that stage the function out (to a jaxpr): every array it makes is a tracer, even from
# constants. vmap only wraps what it is given: `jnp.linspace(0., 1., 6)` under vmap alone is concrete.
STAGED_LABELS = ABSTRACT_LABELS - {"vmap"}


@dataclass(frozen=True, eq=False)
class RemoteSite:
    """A site in another file (an `Edge`'s): where it is, who made it, and the steps before it there."""

    path: str
    line: int
    column: int
    caller: str  # the traced function making the call ("" at module level)
    upstream: tuple  # TraceSteps, the origin first: why `caller` is traced
    root: str  # the transformation at the origin ("jax.jit"), "" when not known
    through: str = ""  # what the call calls, as written there (`model.apply`)


@dataclass(frozen=True, eq=False)
class Hop:
    """Where a context came from, kept so that a message, a finding's trace or `jaxlint explain` can
    say why a function is traced (`provenance`); nothing about it decides anything.

    how: "apply" (a transformation `name` applied at `node`: a decorator or the function passed to
    it), "call" (traced `caller` calls it at `node`), "map" (`caller` maps it over trees with
    `name`), "pass" (`caller` passes it to an API that may call it), "rule" (a custom derivative
    rule), "method" (a `name` module method). `remote`: the site is in another file."""

    how: str
    name: str = ""
    node: Optional[cst.CSTNode] = None
    caller: Optional[FunctionInfo] = None
    kinds: Optional[dict] = None  # the parameter values this site gives
    remote: Optional[RemoteSite] = None


@dataclass(frozen=True)
class TraceContext:
    transforms: frozenset
    level: Level
    origin: str  # what made it traced, for messages: "jax.jit", "jax.lax.scan", "called from train_step"
    via: Optional[Hop] = field(default=None, compare=False, hash=False)  # why, for provenance only

    @property
    def abstract(self) -> bool:
        return bool(self.transforms & ABSTRACT_LABELS)

    @property
    def staged(self) -> bool:
        return bool(self.transforms & STAGED_LABELS)

    @property
    def direct(self) -> bool:
        """A transformation is applied to this very function (not inherited from a caller)."""
        return self.origin in apis.TRANSFORMS


@dataclass
class FunctionRef:
    """A function as passed to a transformation, with the arguments `functools.partial` bound."""

    info: Optional[FunctionInfo]  # None for a function of another file (`remote`)
    bound_positional: list = field(default_factory=list)  # kinds
    bound_keywords: dict = field(default_factory=dict)  # name -> kind
    bound_method: bool = False  # `self.method`: the first parameter is already bound
    receiver: object = None  # the value bound to it, when known (`obj.method` for an instance `obj`)
    remote: Optional[str] = None  # the qualified name of a function another project file defines
    leading: int = 0  # positional arguments a wrapper takes first (`net.apply(params, rng, x)` runs f(x))

    def visible_positional(self):
        params = self.info.positional
        skip = len(self.bound_positional) + (1 if self.bound_method else 0)
        return [p for p in params[skip:] if p.name not in self.bound_keywords]

    def binds(self, shapes: list) -> bool:
        """Whether a call with these (keyword or None, star) arguments binds the parameters (else it
        raises TypeError); a starred argument or a variadic parameter binds anything."""
        params = self.info.params
        if any(star for _, star in shapes) or any(p.variadic for p in params):
            return True
        visible = self.visible_positional()
        given = sum(1 for k, _ in shapes if k is None) - self.leading
        keywords = {k for k, _ in shapes if k is not None}
        if given < 0 or given > len(visible) or not keywords <= {p.name for p in params}:
            return given < 0
        rest = visible[given:] + [p for p in params if p.index is None]
        return all(p.default is not None or p.name in keywords or p.name in self.bound_keywords for p in rest)

    def bound_kinds(self, self_kind) -> dict:
        params = self.info.positional
        kinds = {}
        offset = 0
        if self.bound_method and params:
            kinds[params[0].name] = self.receiver if self.receiver is not None else self_kind
            offset = 1
        for p, kind in zip(params[offset:], self.bound_positional):
            kinds[p.name] = passed(p.default, kind)
        for name, kind in self.bound_keywords.items():
            p = self.info.param(name)
            kinds[name] = passed(p.default if p is not None else None, kind)
        return kinds


@dataclass
class Application:
    """One transformation applied to a function expression (None when used as a decorator)."""

    name: str
    spec: apis.Transform
    config: list  # the cst.Arg list that configures it (static_argnums=..., in_axes=...)
    targets: list  # function expressions it traces
    operands: dict = field(default_factory=dict)  # a loop's positional operands by position (scan's init)


@dataclass
class JitCall:
    """A jitted callable: the function compiled (as called, so a call's arguments map onto
    `ref.visible_positional()`), the jit-like application, and its static parameter names (None when
    the configuration is not literal; empty under `equinox.filter_jit`, where statics depend on values)."""

    ref: FunctionRef
    app: Application
    static: Optional[set]
    where: cst.CSTNode  # the decorator or the call that applies it


TRACED = Kind.TREE  # a traced parameter before annotations say more


def literal_ints(node: Optional[cst.BaseExpression]) -> Optional[list[int]]:
    if node is None:
        return None
    if isinstance(node, cst.Integer):
        return [int(node.value)]
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        inner = literal_ints(node.expression)
        return [-inner[0]] if inner and len(inner) == 1 else None
    if isinstance(node, (cst.Tuple, cst.List)):
        out = []
        for el in node.elements:
            got = literal_ints(el.value)
            if got is None or len(got) != 1:
                return None
            out.extend(got)
        return out
    return None


def literal_strings(node: Optional[cst.BaseExpression]) -> Optional[list[str]]:
    if node is None:
        return None
    if isinstance(node, cst.SimpleString):
        return [node.evaluated_value]
    if isinstance(node, (cst.Tuple, cst.List)):
        out = []
        for el in node.elements:
            got = literal_strings(el.value)
            if got is None:
                return None
            out.extend(got)
        return out
    return None


def keyword(args: Iterable[cst.Arg], *names: str) -> Optional[cst.BaseExpression]:
    for arg in args:
        if arg.keyword is not None and arg.keyword.value in names:
            return arg.value
    return None


def static_params(ref: FunctionRef, config: list, spec: apis.Transform) -> Optional[set]:
    """Names of the parameters a jit-like transformation makes static; None when it cannot tell."""
    visible = ref.visible_positional()
    static = set()
    nums_node = keyword(config, *spec.static_argnums_kw)
    nums = literal_ints(nums_node)
    if nums_node is not None and nums is None:
        return None
    for n in nums or ():
        n = n - ref.leading if n >= 0 else n  # positions count the wrapper's own arguments
        if -len(visible) <= n < len(visible) and (n >= 0 or ref.leading == 0):
            static.add(visible[n].name)
    names_node = keyword(config, "static_argnames")
    names = literal_strings(names_node)
    if names_node is not None and names is None:
        return None
    static.update(names or ())
    return static


def apply(app: Application, ref: FunctionRef, outer: dict, typed, evidence: Optional[dict] = None) -> dict:
    """Parameter values of `ref` under `app`, given the values an enclosing transformation produced.
    `typed(function, param, outer_value)` is what a traced parameter is, given its annotation (the model's
    `SemanticModel.traced_param`); `evidence` is what every call passes for a parameter, which says
    what a traced parameter holds (`refine`), and that a parameter with a default is passed."""
    spec = app.spec
    evidence = evidence or {}
    params = ref.visible_positional()
    kw_params = [p for p in ref.info.params if p.index is None and not p.variadic]
    kinds: dict = {}
    if spec.params in ("jit", "filter_jit"):
        static = static_params(ref, app.config, spec) if spec.params == "jit" else set()
        for p in params + kw_params:
            if static is None:
                kinds[p.name] = Kind.UNKNOWN
            elif p.name in static:  # the Python value every call passes (`check=False`), else concrete
                kinds[p.name] = evidence[p.name] if type(evidence.get(p.name)) is Lit else Kind.CONCRETE
            elif spec.params == "filter_jit" and type(evidence.get(p.name)) is Lit:
                kinds[p.name] = evidence[p.name]  # every call passes this Python value: static, as it is
            elif spec.params == "filter_jit":
                kinds[p.name] = _filter_jit_kind(ref.info, p, typed)
                if kinds[p.name] is Kind.UNKNOWN and evidence.get(p.name, Kind.UNKNOWN) is not Kind.UNKNOWN:
                    kinds[p.name] = refine(spec, Kind.TREE, evidence[p.name])
            elif p.default is not None and p.name not in evidence:
                kinds[p.name] = Kind.UNKNOWN  # callers may leave it out: then it is the Python default
            else:
                kinds[p.name] = TRACED
    elif spec.params == "model":  # what the library passes the model as it is: the user's data
        for p in params + kw_params:
            kinds[p.name] = Kind.UNKNOWN
    elif spec.params == "shard_map":  # an argument whose in_spec is None passes through as it is
        specs = keyword(app.config, "in_specs")
        for i, p in enumerate(params):
            if p.default is not None and p.name not in evidence:
                kinds[p.name] = Kind.UNKNOWN  # callers may leave it out: then it is the Python default
            elif specs is None or isinstance(specs, (cst.Tuple, cst.List)):
                element = specs.elements[i].value if specs is not None and i < len(specs.elements) else None
                none = isinstance(element, cst.Name) and element.value == "None"
                kinds[p.name] = outer.get(p.name, Kind.UNKNOWN) if none else (
                    TRACED if specs is None or element is not None else Kind.UNKNOWN)
            else:
                kinds[p.name] = TRACED if isinstance(specs, cst.Call) else Kind.UNKNOWN  # one spec for all
    elif spec.params == "vmap":
        for i, p in enumerate(params):
            axis = vmap_axis(app, i)
            if p.default is not None and p.name not in evidence:
                kinds[p.name] = Kind.UNKNOWN  # callers may leave it out: then it is the Python default
                continue
            kinds[p.name] = outer.get(p.name, Kind.UNKNOWN) if axis == "none" else (
                TRACED if axis == "mapped" else Kind.UNKNOWN)
    elif spec.params == "grad":
        argnums_node = keyword(app.config, "argnums")
        if argnums_node is None and app.config and app.config[0].keyword is None:
            argnums_node = app.config[0].value
        nums = literal_ints(argnums_node) if argnums_node is not None else [0]
        for i, p in enumerate(params):
            if nums is None:
                kinds[p.name] = Kind.UNKNOWN
            elif i in nums:
                kinds[p.name] = TRACED
            else:
                kinds[p.name] = outer.get(p.name, Kind.UNKNOWN)
    else:
        for i, p in enumerate(params):
            if spec.passes is not None and i >= spec.passes:
                continue  # the loop never passes it: its default
            if spec.passes is None and p.default is not None and p.name not in evidence:
                kinds[p.name] = Kind.UNKNOWN  # callers may leave it out: then it is the Python default
                continue
            kinds[p.name] = TRACED
        if spec.label == "fori_loop" and params:
            kinds[params[0].name] = Kind.TRACER
        if spec.label == "custom_derivative":  # nondiff_argnums hold what the caller passes: shapes, callables
            for n in literal_ints(keyword(app.config, "nondiff_argnums")) or ():
                if -len(params) <= n < len(params):
                    kinds[params[n].name] = Kind.UNKNOWN
    for p in params + kw_params:
        if kinds.get(p.name) is TRACED:
            kinds[p.name] = typed(ref.info, p, outer.get(p.name))
            if p.name in evidence:
                kinds[p.name] = refine(spec, kinds[p.name], evidence[p.name])
    return kinds


def refine(spec: apis.Transform, value, seen):
    """A traced parameter, given what every call passes for it: an instance is a traced instance of
    its class, an array a tracer, a Python number a tracer (a weak-typed scalar) except under
    equinox.filter_jit, which keeps it static; None stays None. What the annotation already made
    precise stays as it is, but a None every call passes is None whatever the annotation says."""
    if type(seen) is Lit and seen.value is None and value in (Kind.TREE, Kind.TRACER):
        return seen
    if value is not Kind.TREE:
        return value
    if type(seen) is Obj:
        return Obj(seen.cls, True)
    if seen is Kind.TRACER:
        return Kind.TRACER
    if (type(seen) is Lit and isinstance(seen.value, (bool, int, float))) or seen is Kind.CONCRETE:
        return Kind.CONCRETE if spec.params == "filter_jit" else Kind.TRACER
    return value


def _filter_jit_kind(func, p, typed):
    """equinox.filter_jit traces arrays and treats every other leaf (ints, bools, callables) as static."""
    value = typed(func, p, None)
    if value in (Kind.TRACER, Kind.TREE) and p.annotation is not None and _scalar(p.annotation):
        return Kind.CONCRETE
    if p.default is not None and not (isinstance(p.default, cst.Name) and p.default.value == "None"):
        return Kind.UNKNOWN
    return value if p.annotation is not None else Kind.UNKNOWN


def _scalar(annotation: cst.BaseExpression) -> bool:
    """A Python number, an optional one (`Optional[int]`, `int | None`, `Union[bool, None]`), or a
    tuple or sequence of them (`tuple[int, int]`, `Sequence[float]`): leaves filter_jit keeps static."""
    from jaxlint.model.imports import dotted

    generic = (dotted(annotation.value) or "").split(".")[-1] if isinstance(annotation, cst.Subscript) else ""
    if isinstance(annotation, cst.BinaryOperation) and isinstance(annotation.operator, cst.BitOr):
        sides = [annotation.left, annotation.right]
    elif generic in ("Optional", "Union"):
        sides = [el.slice.value for el in annotation.slice if isinstance(el.slice, cst.Index)]
    elif generic in ("tuple", "Tuple", "list", "List", "Sequence"):
        items = [el.slice.value for el in annotation.slice if isinstance(el.slice, cst.Index)]
        items = [a for a in items if not isinstance(a, cst.Ellipsis)]
        return bool(items) and all(_scalar(a) for a in items)
    else:
        return (dotted(annotation) or "").split(".")[-1] in ("int", "bool", "float", "complex")
    named = [a for a in sides if dotted(a) != "None"]
    return bool(named) and all(_scalar(a) for a in named)


def vmap_axis(app: "Application", i: int) -> str:
    """"mapped", "none" or "unknown" for the i-th argument of a vmap application, from its in_axes."""
    axes = keyword(app.config, "in_axes")
    if axes is None and app.config and app.config[0].keyword is None:
        axes = app.config[0].value
    return _axis_at(axes, i)


def _axis_at(axes: Optional[cst.BaseExpression], i: int) -> str:
    """"mapped", "none" or "unknown" for the i-th argument of vmap's in_axes."""
    if axes is None or isinstance(axes, cst.Integer):
        return "mapped"
    if isinstance(axes, cst.Name) and axes.value == "None":
        return "none"
    if isinstance(axes, (cst.Tuple, cst.List)):
        if i >= len(axes.elements):
            return "unknown"
        return _axis_at(axes.elements[i].value, 0) if not isinstance(axes.elements[i].value, (cst.Tuple, cst.List, cst.Dict)) else "mapped"
    if isinstance(axes, cst.UnaryOperation):
        return "mapped"
    return "unknown"


def join_kinds(old: Optional[dict], new: dict) -> dict:
    if old is None:
        return dict(new)
    return {name: join(old.get(name), new.get(name)) for name in set(old) | set(new)}
