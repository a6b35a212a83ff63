"""The value-flow pass: walks one traced function in statement order and records, for every
expression, whether it is a tracer, a concrete Python value, or unknown.

Branches join (a name that is a tracer on one path and concrete on the other is unknown); loop bodies
run twice so that names rebound in the loop settle. Calls the model understands are reported back to
it (`SemanticModel.on_call`) so that functions called or transformed here become traced too.
"""

from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model import apis
from jaxlint.model.kinds import Kind, combine, container, element, join


class FlowPass:
    def __init__(self, model, func, params: dict, closure: dict, closure_bools: frozenset) -> None:
        self.model = model
        self.func = func
        self.env: dict = dict(closure)
        self.env.update(params)
        self.bools: set = set(closure_bools)
        self.returns: Optional[Kind] = None

    # Statements -------------------------------------------------------------------------------

    def run(self) -> None:
        body = self.func.node.body
        if isinstance(self.func.node, cst.Lambda):
            self.returns = self.ev(body)
        else:
            self.block(body)

    def block(self, body) -> None:
        if isinstance(body, cst.IndentedBlock) or isinstance(body, cst.SimpleStatementSuite):
            stmts = body.body
        elif isinstance(body, (list, tuple)):
            stmts = body
        else:
            stmts = [body]
        for stmt in stmts:
            self.stmt(stmt)

    def stmt(self, s: cst.CSTNode) -> None:
        t = type(s)
        if t is cst.SimpleStatementLine:
            for small in s.body:
                self.stmt(small)
        elif t is cst.Assign:
            kind = self.ev(s.value)
            is_bool = self.is_bool(s.value)
            for target in s.targets:
                self.bind(target.target, kind, s.value, is_bool)
        elif t is cst.AnnAssign:
            if s.value is not None:
                self.bind(s.target, self.ev(s.value), s.value, self.is_bool(s.value))
        elif t is cst.AugAssign:
            old = self.ev(s.target)
            self.bind(s.target, combine(old, self.ev(s.value)), None, False)
        elif t is cst.Expr:
            self.ev(s.value)
        elif t is cst.Return:
            if s.value is not None:
                self.returns = join(self.returns, self.ev(s.value))
        elif t is cst.If:
            self.ev(s.test)
            before = self.snapshot()
            self.block(s.body)
            after_then = self.snapshot()
            self.restore(before)
            if s.orelse is not None:
                if isinstance(s.orelse, cst.If):
                    self.stmt(s.orelse)
                else:
                    self.block(s.orelse.body)
            self.merge(after_then)
        elif t is cst.For:
            for _ in range(2):
                kind = self.ev(s.iter)
                self.bind(s.target, self.iter_kind(s.iter, kind), None, False)
                self.block(s.body)
            if s.orelse is not None:
                self.block(s.orelse.body)
        elif t is cst.While:
            before = self.snapshot()
            for _ in range(2):
                self.ev(s.test)
                self.block(s.body)
            self.merge(before)
            if s.orelse is not None:
                self.block(s.orelse.body)
        elif t is cst.With:
            for item in s.items:
                kind = self.ev(item.item)
                if item.asname is not None:
                    self.bind(item.asname.name, Kind.UNKNOWN if kind.traced else kind, None, False)
            self.block(s.body)
        elif t is cst.Try or t is getattr(cst, "TryStar", None):
            before = self.snapshot()
            self.block(s.body)
            for handler in s.handlers:
                self.merge(before)
                if handler.type is not None:
                    self.ev(handler.type)
                if handler.name is not None:
                    self.bind(handler.name.name, Kind.CONCRETE, None, False)
                self.block(handler.body)
            if s.orelse is not None:
                self.block(s.orelse.body)
            if s.finalbody is not None:
                self.block(s.finalbody.body)
        elif t is cst.FunctionDef:
            for deco in s.decorators:
                self.ev(deco.decorator)
            self.model.on_nested_def(self, s)
            self.env[s.name.value] = Kind.CONCRETE
        elif t is cst.ClassDef:
            self.env[s.name.value] = Kind.CONCRETE
        elif t is cst.Assert:
            self.ev(s.test)
            if s.msg is not None:
                self.ev(s.msg)
        elif t is cst.Raise:
            if s.exc is not None:
                self.ev(s.exc)
        elif t is cst.Del:
            self.ev(s.target)
        elif t in (cst.Import, cst.ImportFrom):
            pass
        elif t is cst.Match:
            self.ev(s.subject)
            before = self.snapshot()
            ends = []
            for case in s.cases:
                self.restore(before)
                if case.guard is not None:
                    self.ev(case.guard)
                self.block(case.body)
                ends.append(self.snapshot())
            for end in ends:
                self.merge(end)
        # pass, break, continue, global, nonlocal: nothing flows

    def snapshot(self) -> tuple:
        return dict(self.env), set(self.bools)

    def restore(self, snap: tuple) -> None:
        self.env, self.bools = dict(snap[0]), set(snap[1])

    def merge(self, other: tuple) -> None:
        env, bools = other
        for name in set(env) | set(self.env):
            self.env[name] = join(self.env.get(name), env.get(name))
        self.bools &= bools

    def bind(self, target: cst.BaseExpression, kind: Kind, value, is_bool: bool) -> None:
        t = type(target)
        if t is cst.Name:
            self.env[target.value] = kind
            (self.bools.add if is_bool else self.bools.discard)(target.value)
        elif t in (cst.Tuple, cst.List) and isinstance(kind, tuple):
            for el, k in zip(target.elements, kind):
                self.bind(el.value, k, None, False)
        elif isinstance(kind, tuple):
            self.bind(target, container(kind), None, False)
        elif t in (cst.Tuple, cst.List):
            values = None
            if isinstance(value, (cst.Tuple, cst.List)) and len(value.elements) == len(target.elements):
                values = [el.value for el in value.elements]
            for i, el in enumerate(target.elements):
                if values is not None:
                    self.bind(el.value, self.model.kind(values[i]), values[i], self.is_bool(values[i]))
                else:
                    self.bind(el.value, element(kind), None, False)
        elif t is cst.StarredElement:
            self.bind(target.value, kind, None, False)
        else:  # attribute or subscript targets: evaluate for the names they read
            self.ev(target)

    def iter_kind(self, it: cst.BaseExpression, kind: Kind):
        """The kind of a loop target: a Kind, or a tuple of Kinds for enumerate/zip/dict.items()."""
        if isinstance(it, cst.Call):
            args = [self.model.kind(a.value) for a in it.args]
            fname = it.func.value if isinstance(it.func, cst.Name) else None
            if fname == "range":
                return Kind.CONCRETE if kind is Kind.CONCRETE else Kind.UNKNOWN
            if fname == "enumerate" and args:
                return (Kind.CONCRETE, element(args[0]))
            if fname == "zip" and args:
                return tuple(element(k) for k in args)
            if isinstance(it.func, cst.Attribute) and it.func.attr.value == "items" and \
                    self.model.kind(it.func.value) is Kind.TREE:
                return (Kind.CONCRETE, Kind.TREE)  # a pytree's keys are Python values
        return element(kind)

    # Expressions ------------------------------------------------------------------------------

    def ev(self, e: cst.CSTNode) -> Kind:
        kind = self._ev(e)
        self.model.expr_kinds[id(e)] = kind
        return kind

    def _ev(self, e: cst.CSTNode) -> Kind:
        t = type(e)
        if t is cst.Name:
            return self.name(e)
        if t in (cst.Integer, cst.Float, cst.Imaginary, cst.SimpleString, cst.Ellipsis):
            return Kind.CONCRETE
        if t is cst.Attribute:
            return self.attribute(e)
        if t is cst.Call:
            return self.call(e)
        if t is cst.BinaryOperation:
            left, right = self.ev(e.left), self.ev(e.right)
            if _is_container_literal(e.left) or _is_container_literal(e.right):
                return container([left, right])
            return combine(left, right)
        if t is cst.Comparison:
            kinds = [self.ev(e.left)] + [self.ev(c.comparator) for c in e.comparisons]
            ops = [type(c.operator) for c in e.comparisons]
            if any(op in (cst.Is, cst.IsNot) for op in ops):
                return Kind.CONCRETE
            if any(op in (cst.In, cst.NotIn) for op in ops):
                return Kind.CONCRETE if kinds[0] is Kind.CONCRETE else Kind.UNKNOWN
            return combine(*kinds)
        if t is cst.UnaryOperation:
            kind = self.ev(e.expression)
            if isinstance(e.operator, cst.Not):
                return Kind.CONCRETE if kind is Kind.CONCRETE else Kind.UNKNOWN
            return combine(kind)
        if t is cst.BooleanOperation:
            return join(self.ev(e.left), self.ev(e.right))
        if t is cst.IfExp:
            self.ev(e.test)
            return join(self.ev(e.body), self.ev(e.orelse))
        if t is cst.Subscript:
            return self.subscript(e)
        if t in (cst.Tuple, cst.List, cst.Set):
            return container(self.ev(el.value) for el in e.elements)
        if t is cst.Dict:
            kinds = []
            for el in e.elements:
                if isinstance(el, cst.DictElement):
                    self.ev(el.key)
                kinds.append(self.ev(el.value))
            return container(kinds)
        if t in (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp):
            return self.comprehension(e)
        if t is cst.Lambda:
            self.model.on_nested_def(self, e)
            return Kind.CONCRETE
        if t is cst.NamedExpr:
            kind = self.ev(e.value)
            self.bind(e.target, kind, e.value, self.is_bool(e.value))
            return kind
        if t in (cst.FormattedString, cst.ConcatenatedString):
            for part in _string_expressions(e):
                self.ev(part)
            return Kind.CONCRETE
        if t is cst.StarredElement:
            return self.ev(e.value)
        if t in (cst.Await, cst.Yield):
            if getattr(e, "expression", None) is not None and isinstance(e.expression, cst.BaseExpression):
                self.ev(e.expression)
            elif getattr(e, "value", None) is not None and isinstance(e.value, cst.BaseExpression):
                self.ev(e.value)
            return Kind.UNKNOWN
        return Kind.UNKNOWN

    def name(self, e: cst.Name) -> Kind:
        value = e.value
        if value in ("True", "False", "None"):
            return Kind.CONCRETE
        if value in self.bools:
            self.model.bool_names.add(id(e))
        kind = self.env.get(value)
        return kind if kind is not None else Kind.CONCRETE  # globals and builtins: real Python values

    def attribute(self, e: cst.Attribute) -> Kind:
        if self.model.index.imports.qualname(e) is not None:
            return Kind.CONCRETE  # jnp.float32, jax.numpy.pi: module attributes
        base = self.ev(e.value)
        attr = e.attr.value
        if attr in apis.STATIC_ATTRIBUTES:
            return Kind.CONCRETE if base is not Kind.UNKNOWN or attr in ("shape", "ndim", "dtype") else base
        if base is Kind.TRACER:
            return Kind.TRACER
        if base is Kind.TREE and attr in self.model.static_fields:
            return self.model.static_fields[attr]  # `state.temperature`: a pytree's static field
        return base

    def subscript(self, e: cst.Subscript) -> Kind:
        base = self.ev(e.value)
        index_kinds = []
        for el in e.slice:
            sl = el.slice
            if isinstance(sl, cst.Index):
                index_kinds.append(self.ev(sl.value))
            else:
                for part in (sl.lower, sl.upper, sl.step):
                    if part is not None:
                        index_kinds.append(self.ev(part))
        if base is Kind.CONCRETE:
            return Kind.CONCRETE if all(k is Kind.CONCRETE for k in index_kinds) else Kind.UNKNOWN
        if base is Kind.TRACER:
            return Kind.TRACER
        return base

    def comprehension(self, e) -> Kind:
        saved = self.snapshot()
        comp = e.for_in
        while comp is not None:
            kind = self.ev(comp.iter)
            self.bind(comp.target, self.iter_kind(comp.iter, kind), None, False)
            for cond in comp.ifs:
                self.ev(cond.test)
            comp = comp.inner_for_in
        if isinstance(e, cst.DictComp):
            self.ev(e.key)
            kind = self.ev(e.value)
        else:
            kind = self.ev(e.elt)
        self.restore(saved)
        return container([kind]) if not isinstance(e, cst.GeneratorExp) else element(container([kind]))

    def call(self, e: cst.Call) -> Kind:
        func = e.func
        func_kind = self.ev(func) if not isinstance(func, cst.Name) else None
        arg_kinds = [self.ev(arg.value) for arg in e.args]
        qual = self.model.index.imports.qualname(func)
        handled = self.model.on_call(self, e, qual, arg_kinds)
        if handled is not None:
            return handled
        if isinstance(func, cst.Name) and qual is None and func.value not in self.env:
            builtin = func.value
            if builtin in apis.CONCRETE_BUILTINS or builtin == "range":
                return Kind.CONCRETE
            if builtin in apis.SCALAR_CONVERSIONS:
                return Kind.CONCRETE if all(k is Kind.CONCRETE for k in arg_kinds) else Kind.UNKNOWN
            if builtin in ("abs", "sum", "round", "pow", "divmod"):
                return combine(*arg_kinds) if arg_kinds else Kind.CONCRETE
            if builtin in ("zip", "enumerate", "reversed", "sorted", "map", "filter", "iter", "next"):
                return container(arg_kinds)
            if builtin in ("min", "max"):
                return combine(*arg_kinds) if arg_kinds else Kind.CONCRETE
        if qual is not None:
            if qual in apis.CONCRETE_RESULTS or qual in apis.SCALAR_CONVERSIONS:
                return Kind.CONCRETE
            if qual.startswith(("jax.tree.", "jax.tree_util.")):
                return Kind.TREE if any(k.traced for k in arg_kinds) else Kind.UNKNOWN
            if qual in apis.AXIS_SIZE_REDUCTIONS and e.args and isinstance(e.args[0].value, cst.Integer):
                return Kind.CONCRETE  # `lax.psum(1, axis)` is the axis size, a Python int
            if qual.startswith(apis.TRACING_MODULES):
                traced = any(k.traced for k in arg_kinds) or self.model.abstract(self.func)
                return Kind.TRACER if traced else Kind.CONCRETE
            if qual.startswith("numpy."):
                return Kind.CONCRETE if all(k is Kind.CONCRETE for k in arg_kinds) else Kind.UNKNOWN
            return Kind.UNKNOWN
        if isinstance(func, cst.Attribute) and func_kind is not None:
            method = func.attr.value
            base = self.model.expr_kinds.get(id(func.value), Kind.UNKNOWN)
            if base is Kind.TRACER:
                return Kind.UNKNOWN if method in ("item", "tolist", "__index__", "__bool__") else Kind.TRACER
            if base is Kind.TREE:
                if method in ("items", "values", "keys", "get", "copy", "replace", "apply_gradients"):
                    return Kind.TREE
                return Kind.TRACER if method in apis.ARRAY_METHODS else Kind.UNKNOWN
        return Kind.UNKNOWN

    # Booleans ---------------------------------------------------------------------------------

    def is_bool(self, e: cst.CSTNode) -> bool:
        return self.model.is_bool(e)


def _is_container_literal(e: cst.CSTNode) -> bool:
    return isinstance(e, (cst.List, cst.Tuple, cst.ListComp, cst.Dict))


def _string_expressions(e):
    if isinstance(e, cst.ConcatenatedString):
        yield from _string_expressions(e.left)
        yield from _string_expressions(e.right)
    elif isinstance(e, cst.FormattedString):
        for part in e.parts:
            if isinstance(part, cst.FormattedStringExpression):
                yield part.expression
