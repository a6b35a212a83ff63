"""The rule interface and the registry that finds every rule in `jaxlint.rules`.

A rule is a class with a code, a name, a one-line summary and its documentation as the class
docstring, in sections: `## What it does`, `## Why is this bad?`, `## Example`, `## Use instead`.
It declares the nodes it inspects as `visit_<NodeType>(self, site)` methods (libcst type names); the
engine calls them after the semantic model is built, in source order, with a `Site` (the node, its
enclosing function and statement). `check_module()` is for rules that look at the module as a whole.
A rule emits only through `self.report(node, message, fix=(old, new))`. A rule that offers fixes sets
`fix_applicability` ("safe", or "unsafe" when the rewrite may change what the program does) and says
which in its `## Fix safety` section.
"""

from __future__ import annotations

import importlib
import inspect
import io
import pkgutil
import textwrap
import tokenize
import weakref
from dataclasses import dataclass
from typing import Optional

import libcst as cst

from jaxlint.finding import SAFE, UNSAFE
from jaxlint.model import Kind, Level, SemanticModel, TraceInfo, apis
from jaxlint.model.contexts import FunctionRef, JitCall
from jaxlint.model.imports import ImportMap
from jaxlint.model.index import FunctionInfo, code_children
from jaxlint.project.link import IMPORTED, IMPORTS


@dataclass
class Report:
    code: str
    node: cst.CSTNode
    message: str
    stmt: Optional[cst.CSTNode] = None
    fix: Optional[tuple] = None  # (node to replace, replacement node)
    applicability: str = SAFE


class Rule:
    code: str = ""
    name: str = ""
    summary: str = ""
    default_enabled: bool = True
    fix_applicability: Optional[str] = None  # SAFE or UNSAFE for a rule that offers fixes
    proven_by_fixtures: bool = True  # its fixtures run under JAX (not so for checks of the comments)
    # Neural-network module methods (Level.PROBABLE) run under jit in practice; a rule reads them only
    # when it is precise there too.
    min_level: Level = Level.DEFINITE

    def __init__(self, model: SemanticModel) -> None:
        self.model = model
        self.reports: list[Report] = []

    # The API rules use -----------------------------------------------------------------------

    def report(self, node: cst.CSTNode, message: str, *, stmt: Optional[cst.CSTNode] = None,
               fix: Optional[tuple] = None) -> None:
        """Report `node`; `stmt` widens where a noqa comment counts; `fix` is (old node, new node)."""
        if fix is not None and self.fix_applicability not in (SAFE, UNSAFE):
            raise TypeError(f"{self.code} offers a fix but sets no fix_applicability")
        self.reports.append(Report(self.code, node, message, stmt, fix, self.fix_applicability or SAFE))

    def traced(self, func: Optional[FunctionInfo], *, abstract: bool = False) -> Optional[TraceInfo]:
        """Trace info for `func` when it is traced at a level this rule reads (and abstractly, if asked)."""
        info = self.model.trace(func)
        if info is None or info.level < self.min_level:
            return None
        if abstract and not info.abstract:
            return None
        return info

    def abstract_site(self, site) -> Optional[TraceInfo]:
        """Trace info when `site` is in abstractly traced code (under jit, vmap, a loop body... at a
        level this rule reads), where Python control flow, conversions and shapes need concrete values,
        and its function does not test for tracers (a test may guard the Python path), nor do the traced
        values rule out the arm of an `if` it sits in; else None."""
        if self.model.tracer_aware(site.func) or self.model.untaken(site.node, site.func):
            return None
        return self.traced(site.func, abstract=True)

    def check_module(self) -> None:
        """Whole-module checks; the default rule has none."""

    @classmethod
    def project_facts(cls, model: SemanticModel) -> dict:
        """What this rule needs other files to know of this file's functions, by qualified name (plain
        JSON): it reaches them through `remote_fact`. Computed for every file of a project, whether or
        not the rule is selected there."""
        return {}

    def remote_fact(self, qualname: str):
        """What `project_facts` of another project file said about `qualname`, or None; reading it makes
        the project analyse this file again when it changes."""
        link = self.model.link
        if link is None:
            return None
        target = link.resolve(qualname)
        self.model.uses.add(target)
        return link.rule_facts.get(self.code, {}).get(target)

    def imported(self) -> Optional[bool]:
        """Whether the import lines of some file of the project name this module; None without the
        project. Reading it makes the project analyse this file again when it changes."""
        link = self.model.link
        if link is None or not self.model.index.name:
            return None
        name = f"{self.model.index.name}.{IMPORTED}"
        self.model.uses.add(name)
        return bool(link.rule_facts.get(IMPORTS, {}).get(name))

    # Class-level metadata ----------------------------------------------------------------------

    @classmethod
    def visited_types(cls) -> dict[type, str]:
        out = {}
        for attr in dir(cls):
            if attr.startswith("visit_"):
                node_type = getattr(cst, attr[len("visit_"):], None)
                if node_type is None:
                    raise TypeError(f"{cls.__name__}.{attr}: no libcst node type of that name")
                out[node_type] = attr
        return out

    @classmethod
    def documentation(cls) -> str:
        return textwrap.dedent(cls.__doc__ or "").strip()

    @classmethod
    def fixable(cls) -> bool:
        return cls.fix_applicability is not None

    @classmethod
    def fix_label(cls) -> str:
        """"fix", "unsafe fix" or "", for listings."""
        return {SAFE: "fix", UNSAFE: "unsafe fix"}.get(cls.fix_applicability or "", "")


def source(model: SemanticModel, node: cst.CSTNode) -> str:
    """The source text of a node, on one line, for messages."""
    text = model.index.module.code_for_node(node)
    return " ".join(text.split())


def holds_tracers(model: SemanticModel, expr: cst.BaseExpression) -> bool:
    """Whether `expr` certainly holds traced arrays: a tracer, or a traced value (Kind.TREE) read as a
    name or a subscript of one. A traced value's attributes are left out: a pytree's static fields
    (equinox `field(static=True)`, flax `struct.field(pytree_node=False)`) are Python values."""
    kind = model.kind(expr)
    if kind is Kind.TRACER:
        return True
    while isinstance(expr, cst.Subscript):
        expr = expr.value
    return kind is Kind.TREE and isinstance(expr, cst.Name)


def certainly_traced(model: SemanticModel, expr: cst.BaseExpression, info: TraceInfo) -> bool:
    """`holds_tracers`, leaving out a traced value (Kind.TREE) of code equinox.filter_jit traces:
    filter_jit keeps every leaf that is not an array (ints, strings) a Python value."""
    if not holds_tracers(model, expr):
        return False
    return model.kind(expr) is Kind.TRACER or all(c.origin != "equinox.filter_jit" for c in info.contexts)


def traced_element(model: SemanticModel, expr: cst.BaseExpression) -> Optional[cst.BaseExpression]:
    """`expr`, or the first element of a list / tuple literal (a shape, a list of arrays, nested as in
    `((n, 0), (0, 0))`, or joined with `+`: `x.shape[:-1] + (n,)`), that holds tracers; None when none does."""
    if not isinstance(expr, (cst.List, cst.Tuple)):
        if holds_tracers(model, expr):
            return expr
        if type(expr) is cst.BinaryOperation and type(expr.operator) is cst.Add:  # tuples joined
            return traced_element(model, expr.left) or traced_element(model, expr.right)
        return None
    return next(filter(None, (traced_element(model, el.value) for el in expr.elements)), None)


def python_sequence(model: SemanticModel, base: cst.BaseExpression,
                    func: Optional[FunctionInfo]) -> Optional[cst.CSTNode]:
    """The list, tuple or string literal `base` is, the one the binding a name's read sees holds, or the
    one a method's `self.attr` is only ever set to (`self.heads = [nn.Dense(1) for _ in ...]` in setup)."""
    if sequence_type(base) is not None:
        return base
    if isinstance(base, cst.Attribute) and isinstance(base.value, cst.Name) and base.value.value == "self":
        owner = func.owner if func is not None else None
        return model.classes.facts(owner).sequences.get(base.attr.value) if owner is not None else None
    if not isinstance(base, cst.Name):
        return None
    binding = model.scopes.reaching(base, func)
    value = binding.value if binding is not None and binding.how == "assign" else None
    return value if value is not None and sequence_type(value) is not None else None


def sequence_type(node: cst.BaseExpression) -> Optional[str]:
    """"list", "tuple" or "str" for a Python sequence literal (or list comprehension), else None."""
    if isinstance(node, (cst.List, cst.ListComp)):
        return "list"
    if isinstance(node, cst.Tuple):
        return "tuple"
    return "str" if isinstance(node, (cst.SimpleString, cst.ConcatenatedString)) else None


def traced_under(info: TraceInfo) -> str:
    """Where a value is traced, for messages: "under jax.jit", or with its origin when that is another
    function's call or another file's site (the model's `traced_under`)."""
    return info.model.traced_under(info)


_JITS = frozenset({"jax.jit", "jax.pmap", "flax.nnx.jit", "flax.linen.jit"})


def static_hint(model: SemanticModel, func: Optional[FunctionInfo], node: cst.CSTNode, info: TraceInfo) -> str:
    """", or make `x` static (static_argnames)" when `node` reads a traced parameter of a jitted `func`
    (of a module's `__call__` under `nn.remat`: static_argnums)."""
    origins = {c.origin for c in info.contexts} if func is not None else set()
    how = "static_argnames" if origins & _JITS else \
        "static_argnums, which count `self` as 0" if origins & apis.LIFTED_CHECKPOINTS else None
    if how is None:
        return ""
    names = [n for n in _names(node) if n not in ("self", "cls") and model.param_kind(func, n).traced]
    return f", or make `{names[0]}` static ({how})" if names else ""


def line_of(model: SemanticModel, node: cst.CSTNode) -> int:
    """The line a node starts on (in a notebook, of the joined cells)."""
    return model.spans([node])[id(node)].start.line


def shown_line(model: SemanticModel, node: cst.CSTNode) -> str:
    """The line a node starts on, for messages that point at another statement: in a notebook, its
    line within its cell ("43 of cell 10"), as findings are placed."""
    line = line_of(model, node)
    cell = model.in_cell(line)
    return str(line) if cell is None else f"{cell[1]} of cell {cell[0]}"


def call_sites(model: SemanticModel):
    """(enclosing function or None, call) for every call in the module."""
    for call in model.index.module_calls:
        yield None, call
    for func in model.index.functions:
        for call in func.calls:
            yield func, call


def arguments(ref: FunctionRef, call: cst.Call):
    """(argument, parameter name) for the arguments of `call`, a call of `ref`, up to a `*args`."""
    positional = ref.visible_positional()
    i = -ref.leading  # a wrapper's own arguments come first: `model.init(rng, x)` runs `__call__(x)`
    for arg in call.args:
        if arg.star:
            return
        if arg.keyword is not None:
            yield arg, arg.keyword.value
            continue
        if i >= len(positional):
            return
        if i >= 0:
            yield arg, positional[i].name
        i += 1


def remote_arguments(ref: FunctionRef, call: cst.Call, params: list):
    """(argument, parameter name) for the arguments of `call`, a call of `ref`, another file's function
    whose positional parameters are named `params`, up to a `*args`."""
    receiver = _receiver(ref, call)
    if receiver is not None and params:
        yield receiver, params[0]
    params = params[len(ref.bound_positional) + (1 if ref.bound_method else 0):]
    for i, arg in enumerate(call.args):
        if arg.star:
            return
        name = arg.keyword.value if arg.keyword is not None else (params[i] if i < len(params) else None)
        if name is not None:
            yield arg, name


def _receiver(ref: FunctionRef, call: cst.Call) -> Optional[cst.Arg]:
    """`net` of `net.energy(x)`, a bound method's call, as the argument its `self` receives."""
    return cst.Arg(call.func.value) if ref.bound_method and type(call.func) is cst.Attribute else None


def static_arguments(jit: JitCall, call: cst.Call):
    """(argument, parameter name) for the arguments of `call` that are static for `jit` (every
    argument under equinox.filter_jit, whose statics depend on the values)."""
    filter_jit = jit.app.spec.params == "filter_jit"
    receiver = _receiver(jit.ref, call)
    if receiver is not None and jit.ref.info.positional and jit.ref.info.positional[0].name in (jit.static or ()):
        yield receiver, jit.ref.info.positional[0].name
    for arg, name in arguments(jit.ref, call):
        if filter_jit or name in (jit.static or ()):
            yield arg, name


def callee(model: SemanticModel, call: cst.Call, scope: Optional[FunctionInfo]) -> Optional[FunctionRef]:
    """The module function `call` runs, as called: directly, or through a jitted callable."""
    ref = model.resolve_function(call.func, scope)
    if ref is None:
        jit = model.compiled_call(call.func, scope)
        ref = jit.ref if jit is not None else None
    return ref


def _names(node: cst.CSTNode) -> list:
    """The names an expression reads, left to right (the base of an attribute or subscript only)."""
    if isinstance(node, cst.Name):
        return [node.value]
    if isinstance(node, (cst.Attribute, cst.Subscript)):
        return _names(node.value)
    out: list = []
    for child in code_children(node):
        if isinstance(child, (cst.BaseExpression, cst.ComparisonTarget)):
            out.extend(_names(child))
    return out


_ENCLOSING: "weakref.WeakKeyDictionary[SemanticModel, dict]" = weakref.WeakKeyDictionary()


def enclosing_functions(model: SemanticModel) -> dict:
    """id(call) -> the function whose body makes the call (module-level calls are absent)."""
    found = _ENCLOSING.get(model)
    if found is None:
        found = _ENCLOSING[model] = {id(call): f for f in model.index.functions for call in f.calls}
    return found


_REGISTRY: Optional[dict[str, type[Rule]]] = None


def all_rules() -> dict[str, type[Rule]]:
    """Every rule in the `jaxlint.rules` package, by code, found by importing its modules."""
    global _REGISTRY
    if _REGISTRY is None:
        import jaxlint.rules as package

        found: dict[str, type[Rule]] = {}
        for mod in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{mod.name}")
            for _, obj in inspect.getmembers(module, inspect.isclass):
                if issubclass(obj, Rule) and obj is not Rule and obj.__module__ == module.__name__:
                    if obj.code in found:
                        raise RuntimeError(f"rule code {obj.code} is defined twice")
                    found[obj.code] = obj
        _REGISTRY = dict(sorted(found.items()))
    return _REGISTRY


def has_comment(model: SemanticModel, node: cst.CSTNode) -> bool:
    """Whether a comment sits inside `node`: a fix that rewrites the node would drop it."""
    text = model.index.module.code_for_node(node)
    if "#" not in text:
        return False
    try:
        return any(tok.type == tokenize.COMMENT for tok in tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return True


def import_spelling(model: SemanticModel, qualname: str) -> Optional[cst.BaseExpression]:
    """An expression naming `qualname` through a module-level import (`jax.debug.print` after
    `import jax`, `debug.print` after `from jax import debug`), for fixes; None if no import serves."""
    imports = ImportMap()
    for stmt in model.index.module.body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Import):
                    imports.add_import(small)
                elif isinstance(small, cst.ImportFrom):
                    imports.add_import_from(small)
    for local, full in imports.names.items():
        if qualname == full or qualname.startswith(full + "."):
            return cst.parse_expression(local + qualname[len(full):])
    return None
