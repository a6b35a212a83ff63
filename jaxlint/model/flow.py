"""The value-flow pass: walks one traced function in statement order and records, for every
expression, whether it is a tracer, a concrete Python value, or unknown (`kinds.Value`).

Branches join (a name that is a tracer on one path and concrete on the other is unknown), and the
tests that guard them are followed: a branch the values decide (`if mask is None:` when every call
passes a mask, `if isinstance(x, np.ndarray):` on a tracer) is not walked, and a test narrows the
names it checks (`x` is None inside `if x is None:`, a Python number inside `isinstance(x, int)`).
A path that returns or raises ends there. Loop heads settle to a fixed point, remembered per loop,
so nested loops cost linear time. Calls the model understands are reported back to it
(`SemanticModel.on_call`) so that functions called or transformed here become traced too.
"""

from __future__ import annotations

import functools
from typing import Optional

import libcst as cst

from jaxlint.model import apis
from jaxlint.model.kinds import NOT_NONE, Kind, Lit, Namespace, Obj, Seq, combine, container, element, join, kind_of, truth
from jaxlint.model.index import descendants

_REORDERING = frozenset({"sorted", "list", "tuple", "reversed"})  # builtins giving an iterable's elements
_LOOP_ROUNDS = 4  # a loop head's values only climb the lattice, which is this shallow


class FlowPass:
    def __init__(self, model, func, params: dict, closure: dict, closure_bools: frozenset) -> None:
        self.model = model
        self.func = func
        self.env: dict = dict(closure)
        self.env.update(params)
        self.bools: set = set(closure_bools) | {
            p.name for p in func.params if p.name in params and model.bool_annotated(p.annotation)}
        self.live = True  # False once the path returned or raised
        self.eager = 0  # inside `with jax.ensure_compile_time_eval():` JAX computes on Python values
        self.returns = None
        self.values: dict = {}  # id(expression) -> its value in this run
        self.skipped: list = []  # the arms of `if` statements a test the values decide ruled out
        self._loops: dict = {}  # id(loop) -> (settled head, state after it)
        # name -> the `isinstance(x, T)` bound to it (`is_scalar = isinstance(near, float)`), so that
        # `is_scalar and near <= 0` narrows `near` as the call itself would; gone when either is rebound.
        self.tests: dict = {}

    def value(self, e: cst.CSTNode):
        return self.values.get(id(e), Kind.UNKNOWN)

    def untaken(self) -> set:
        """The ids of the nodes in arms no pass of this run took (a loop's later pass may take an arm its
        first pass ruled out: then the arm counts as taken)."""
        out = set()
        for arm in self.skipped:
            nodes = [] if arm is None else [id(n) for n in descendants(arm)]
            if not any(n in self.values for n in nodes):
                out.update(nodes)
        return out

    # Statements -------------------------------------------------------------------------------

    def run(self) -> None:
        body = self.func.node.body
        if type(self.func.node) is cst.Lambda:
            self.returns = self.ev(body)
        else:
            self.block(body)

    def block(self, body) -> None:
        if type(body) in (cst.IndentedBlock, cst.SimpleStatementSuite):
            stmts = body.body
        elif isinstance(body, (list, tuple)):
            stmts = body
        else:
            stmts = [body]
        for stmt in stmts:
            if not self.live:
                return  # unreachable
            self.stmt(stmt)

    def stmt(self, s: cst.CSTNode) -> None:
        t = type(s)
        if t is cst.SimpleStatementLine:
            for small in s.body:
                self.stmt(small)
        elif t is cst.Assign:
            value = self.ev(s.value)
            is_bool = self.model.is_bool(s.value)
            for target in s.targets:
                self.bind(target.target, value, s.value, is_bool)
        elif t is cst.AnnAssign:
            if s.value is not None:
                self.bind(s.target, self.ev(s.value), s.value, self.model.is_bool(s.value))
        elif t is cst.AugAssign:
            old = self.ev(s.target)
            self.bind(s.target, combine(old, self.ev(s.value)), None, False)
        elif t is cst.Expr:
            self.ev(s.value)
        elif t is cst.Return:
            if s.value is not None:
                self.returns = join(self.returns, self.ev(s.value))
            self.live = False
        elif t is cst.Raise:
            if s.exc is not None:
                self.ev(s.exc)
            self.live = False
        elif t is cst.If:
            self.branch(s)
        elif t is cst.For:
            def once():
                self.bind(s.target, self.iter_value(s.iter, self.ev(s.iter), s.target, s.body), None, False)
                self.block(s.body)
            self.loop(s, once, may_skip=False)
            if s.orelse is not None:
                self.block(s.orelse.body)
        elif t is cst.While:
            def once():
                self.ev(s.test)
                self.block(s.body)
            self.loop(s, once, may_skip=True)
            if s.orelse is not None:
                self.block(s.orelse.body)
        elif t is cst.With:
            eager = False
            for item in s.items:
                value = self.ev(item.item)
                if type(item.item) is cst.Call and self.model.qualname(item.item.func) in apis.EAGER_CONTEXTS:
                    eager = True
                if item.asname is not None:
                    self.bind(item.asname.name, Kind.UNKNOWN if kind_of(value).traced else value, None, False)
            self.eager += eager
            self.block(s.body)
            self.eager -= eager
        elif t is cst.Try or t is getattr(cst, "TryStar", None):
            before = self.snapshot()
            self.block(s.body)
            ends = [self.snapshot()]
            for handler in s.handlers:
                self.restore(self.joined(before, ends[0]))
                if handler.type is not None:
                    self.ev(handler.type)
                if handler.name is not None:
                    self.bind(handler.name.name, Kind.CONCRETE, None, False)
                self.block(handler.body)
                ends.append(self.snapshot())
            self.restore(ends[0])
            if s.orelse is not None:
                self.block(s.orelse.body)
            for end in ends[1:]:
                self.merge(end)
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
            # Past `assert x is None`, x is None (an assert never makes a value traced: silence first).
            self.env.update((k, v) for k, v in self.narrowings(s.test)[0].items() if kind_of(v) is not Kind.TRACER)
        elif t is cst.Del:
            self.ev(s.target)
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
            self.restore(ends[0] if ends else before)
            for end in ends[1:]:
                self.merge(end)
        # pass, break, continue, global, nonlocal, imports: nothing flows

    def branch(self, s: cst.If) -> None:
        """`if` / `elif` / `else`: walk the branches the test leaves possible, each with the names its
        test narrows, and join what they leave."""
        self.ev(s.test)
        verdict = self.decide(s.test)
        on_true, on_false = self.narrowings(s.test)
        before = self.snapshot()
        after_then = None
        if verdict is not None:
            self.skipped.append(s.body if verdict is False else s.orelse)
        if verdict is not False:
            self.env.update(on_true)
            self.block(s.body)
            after_then = self.snapshot()
            self.restore(before)
        if verdict is not True:
            self.env.update(on_false)
            if type(s.orelse) is cst.If:
                self.stmt(s.orelse)
            elif s.orelse is not None:
                self.block(s.orelse.body)
            if after_then is not None:
                self.merge(after_then)
        else:
            self.restore(after_then)

    def loop(self, node, once, may_skip: bool) -> None:
        """Run a loop body until the values at its head settle. A name a loop makes traced is traced
        from the second iteration on, so its head takes the traced value. Revisiting a loop (inside
        an outer loop) with a head it already settled reuses the result instead of walking it again."""
        entry = self.snapshot()
        memo = self._loops.get(id(node))
        head = entry if memo is None else _widen(memo[0], entry)
        if memo is not None and head == memo[0]:
            self.restore(memo[1])
            return
        after = head
        for _ in range(_LOOP_ROUNDS):
            self.restore(head)
            once()
            after = self.snapshot()
            after = (after[0], after[1], True)  # a `return` in the body ends that iteration only
            widened = _widen(head, after)
            if widened == head:
                break
            head = widened
        exit_state = self.joined(entry, after) if may_skip else after
        self._loops[id(node)] = (head, exit_state)
        self.restore(exit_state)

    def snapshot(self) -> tuple:
        return dict(self.env), frozenset(self.bools), self.live

    def restore(self, snap: tuple) -> None:
        self.env, self.bools, self.live = dict(snap[0]), set(snap[1]), snap[2]

    @staticmethod
    def joined(a: tuple, b: tuple) -> tuple:
        if not a[2]:
            return b
        if not b[2]:
            return a
        env = {name: join(a[0].get(name), b[0].get(name)) for name in a[0].keys() | b[0].keys()}
        return env, a[1] & b[1], True

    def merge(self, other: tuple) -> None:
        self.restore(self.joined(self.snapshot(), other))

    def bind(self, target: cst.BaseExpression, value, source, is_bool: bool) -> None:
        t = type(target)
        if t is cst.Name:
            name = target.value
            self.env[name] = value
            (self.bools.add if is_bool else self.bools.discard)(name)
            if self.tests:
                self.tests = {k: c for k, c in self.tests.items() if name not in (k, self._isinstance_args(c)[0])}
            if type(source) is cst.Call and self._isinstance_args(source) is not None:
                self.tests[name] = source
        elif t in (cst.Tuple, cst.List):
            elements = target.elements
            starred = any(type(el) is cst.StarredElement for el in elements)
            sources = None
            if type(source) in (cst.Tuple, cst.List) and len(source.elements) == len(elements) and not starred:
                sources = [el.value for el in source.elements]
            items = value.items if type(value) is Seq and len(value.items) == len(elements) and not starred else None
            for i, el in enumerate(elements):
                if sources is not None:
                    self.bind(el.value, self.value(sources[i]), sources[i], self.model.is_bool(sources[i]))
                elif items is not None:
                    self.bind(el.value, items[i], None, False)
                else:
                    self.bind(el.value, element(value), None, False)
        elif t is cst.StarredElement:
            self.bind(target.value, container([element(value)]), None, False)
        else:  # attribute or subscript targets: evaluate for the names they read
            self.ev(target)

    def iter_value(self, it: cst.BaseExpression, value, target: cst.BaseExpression, body: cst.CSTNode):
        """The value of a loop target: what one element of the iterable is. `body` is what the
        target is read in (the loop's statements, the comprehension)."""
        while type(it) is cst.Call and type(it.func) is cst.Name and it.func.value in _REORDERING and \
                it.func.value not in self.env and it.args and it.args[0].keyword is None and not it.args[0].star:
            it = it.args[0].value  # `sorted(logs.items())`: the same elements, in another order
            value = self.value(it)
        if kind_of(value) is Kind.TREE and type(target) is cst.Name and _indexes(body, it, target.value):
            return Kind.CONCRETE  # `for k in batch: batch[k]`: the pytree is a dict, and `k` one of its keys
        if type(it) is cst.Call:
            args = [self.value(a.value) for a in it.args]
            fname = it.func.value if type(it.func) is cst.Name and it.func.value not in self.env else None
            if fname == "range":
                return Kind.CONCRETE if kind_of(value) is Kind.CONCRETE else Kind.UNKNOWN
            if fname == "enumerate" and args:
                return Seq((Kind.CONCRETE, element(args[0])))
            if fname == "zip" and args:
                return Seq(tuple(element(v) for v in args))
            name = it.func.attr.value if type(it.func) is cst.Attribute else ""
            if (name == "items" and kind_of(self.value(it.func.value)) is Kind.TREE) or \
                    (name.endswith("_items") and kind_of(value) is Kind.TREE):  # jaxls: ordering.ordered_dict_items(d)
                return Seq((Kind.CONCRETE, Kind.TREE))  # a pytree's keys are Python values
        return element(value)

    # Tests ----------------------------------------------------------------------------------

    def decide(self, test: cst.BaseExpression) -> Optional[bool]:
        """The truth of a test when the values settle it at trace time, else None."""
        t = type(test)
        if t is cst.UnaryOperation and type(test.operator) is cst.Not:
            inner = self.decide(test.expression)
            return None if inner is None else not inner
        if t is cst.BooleanOperation:
            left, right = self.decide(test.left), self.decide(test.right)
            if type(test.operator) is cst.And:
                return False if False in (left, right) else (True if left and right else None)
            return True if True in (left, right) else (False if left is False and right is False else None)
        if t is cst.Comparison and len(test.comparisons) == 1:
            op = type(test.comparisons[0].operator)
            left, right = self.value(test.left), self.value(test.comparisons[0].comparator)
            if op in (cst.Is, cst.IsNot) and type(right) is Lit and right.value is None:
                none = _is_none(left)
                return None if none is None else none is (op is cst.Is)
            if op in (cst.Equal, cst.NotEqual) and type(left) is Lit and type(right) is Lit:
                return (left.value == right.value) is (op is cst.Equal)
            return None
        if t is cst.Call and self._isinstance_args(test) is not None:
            name, types = self._isinstance_args(test)
            if types in ("eager", "container") and kind_of(self.value(test.args[0].value)) is Kind.TRACER:
                return False  # only eager values reach this branch
            return None
        if t is cst.Name and self.value(test) is Kind.UNKNOWN:
            default = self._omitted_default(test.value)
            if default is not None:
                return bool(default.value)
        return truth(self.value(test))

    def _omitted_default(self, name: str) -> Optional[Lit]:
        """The literal default of a parameter jit leaves unknown because callers may omit it: under an
        abstract trace, `if flag:` on it holds as the default says, since a passed (traced) flag would
        raise at the test itself; the other branch runs only eagerly."""
        param = self.func.param(name)
        if param is None or param.default is None or not self.model.abstract(self.func):
            return None
        default = default_value(param)
        return default if type(default) is Lit and \
            self.model.param_kinds.get(id(self.func.node), {}).get(name) is Kind.UNKNOWN else None

    def narrowings(self, test: cst.BaseExpression) -> tuple:
        """(names -> values when the test holds, names -> values when it does not)."""
        t = type(test)
        if t is cst.UnaryOperation and type(test.operator) is cst.Not:
            on_true, on_false = self.narrowings(test.expression)
            return on_false, on_true
        if t is cst.Name and test.value in self.tests:
            return self.narrowings(self.tests[test.value])
        if t is cst.BooleanOperation:
            left, right = self.narrowings(test.left), self.narrowings(test.right)
            if type(test.operator) is cst.And:
                return {**left[0], **right[0]}, {}
            return {}, {**left[1], **right[1]}
        if t is cst.Comparison and len(test.comparisons) == 1 and type(test.left) is cst.Name:
            op = type(test.comparisons[0].operator)
            right = self.value(test.comparisons[0].comparator)
            if op in (cst.Is, cst.IsNot) and type(right) is Lit and right.value is None:
                none = {test.left.value: Lit(None)}
                return (none, {}) if op is cst.Is else ({}, none)
            return {}, {}
        if t is cst.Call and _hasattr_array(test):  # `x.shape if hasattr(x, "shape") else np.shape(x)`
            return {}, {test.args[0].value.value: Kind.UNKNOWN}
        if t is cst.Call:
            found = self._isinstance_args(test)
            if found is not None and found[0] is not None:
                name, types = found
                if types == "eager-part":
                    return {name: Kind.UNKNOWN}, {}  # `isinstance(x[0], np.ndarray)`: code for eager x
                if types == "eager":
                    return {name: Kind.CONCRETE}, {}
                if types == "container":  # a list, perhaps of tracers; never a tracer itself
                    now = kind_of(self.env.get(name, Kind.UNKNOWN))
                    return {name: Kind.UNKNOWN if now is Kind.TRACER else now}, {}
                if types == "tracer" and type(test.args[0].value) is cst.Name:
                    return {name: Kind.TRACER}, ({name: Kind.CONCRETE} if kind_of(self.env.get(name)) is
                                                 Kind.TRACER else {})
        return {}, {}

    def _narrowed(self, names: dict, e: cst.BaseExpression):
        """The value of `e` with `names` narrowed, as one side of `a if test else b` sees them."""
        saved = {name: self.env[name] for name in names if name in self.env}
        self.env.update(names)
        try:
            return self.ev(e)
        finally:
            for name in names:
                if name in saved:
                    self.env[name] = saved[name]
                else:
                    self.env.pop(name, None)

    def _isinstance_args(self, call: cst.Call):
        """(checked name or None, "eager" | "container" | "tracer" | None) for `isinstance(x, T)`: "eager"
        when no tracer is a T (NumPy arrays and scalars, Python numbers and strings), "container" when
        T is a Python container (which may hold tracers), "tracer" when T is JAX's Tracer class;
        "eager-part" when `x` is an attribute or element of the checked name."""
        if not (type(call.func) is cst.Name and call.func.value == "isinstance" and len(call.args) == 2):
            return None
        subject, kinds = call.args[0].value, call.args[1].value
        names = [el.value for el in kinds.elements] if type(kinds) is cst.Tuple else [kinds]
        quals = [self.model.qualname(n) or (n.value if type(n) is cst.Name else None) for n in names]
        root = subject
        while type(root) in (cst.Subscript, cst.Attribute):
            root = root.value
        name = root.value if type(root) is cst.Name else None
        if quals and all(q in apis.EAGER_TYPES for q in quals):
            return name, "eager" if root is subject else "eager-part"
        if quals and all(q in apis.EAGER_TYPES or q in apis.CONTAINER_TYPES for q in quals):
            return name, "container" if root is subject else "eager-part"
        if quals and all(q is not None and q.rsplit(".", 1)[-1] == "Tracer" for q in quals):
            return name, "tracer"
        return name, None

    # Expressions ------------------------------------------------------------------------------

    def ev(self, e: cst.CSTNode):
        value = self._ev(e)
        self.values[id(e)] = value
        return value

    def _ev(self, e: cst.CSTNode):
        t = type(e)
        if t is cst.Name:
            return self.name(e)
        if t is cst.Integer:
            return Lit(_literal(e))
        if t is cst.SimpleString:
            return Lit(_literal(e))
        if t in (cst.Float, cst.Imaginary, cst.Ellipsis):
            return Kind.CONCRETE
        if t is cst.Attribute:
            return self.attribute(e)
        if t is cst.Call:
            return self.call(e)
        if t is cst.BinaryOperation:
            left, right = self.ev(e.left), self.ev(e.right)
            if _is_container_literal(e.left) or _is_container_literal(e.right):
                if type(left) is Seq and type(right) is Seq and type(e.operator) is cst.Add:
                    return Seq(left.items + right.items)
                return container([left, right])
            return combine(left, right)
        if t is cst.Comparison:
            values = [self.ev(e.left)] + [self.ev(c.comparator) for c in e.comparisons]
            ops = [type(c.operator) for c in e.comparisons]
            if any(op in (cst.Is, cst.IsNot) for op in ops):
                return Kind.CONCRETE
            if any(op in (cst.In, cst.NotIn) for op in ops):
                return Kind.CONCRETE if kind_of(values[0]) is Kind.CONCRETE else Kind.UNKNOWN
            if any(type(v) is Lit and (v.value is None or isinstance(v.value, str)) for v in values):
                # `mode == "complex"`: only Python values are compared with text; `x == None` on an array
                # falls back to identity, a Python bool
                return Kind.CONCRETE
            kinds = [kind_of(v) for v in values]
            if all(op in (cst.Equal, cst.NotEqual) for op in ops) and Kind.TREE in kinds and Kind.TRACER not in kinds \
                    and not any(type(v) is Lit for v in values):
                return Kind.UNKNOWN  # two values that may be pytrees or objects (`axis == QPos`): often a Python bool
            return combine(*values)
        if t is cst.UnaryOperation:
            value = self.ev(e.expression)
            if type(e.operator) is cst.Not:
                return Kind.CONCRETE if kind_of(value) is Kind.CONCRETE else Kind.UNKNOWN
            if type(value) is Lit and isinstance(value.value, int) and type(e.operator) is cst.Minus:
                return Lit(-value.value)
            return combine(value)
        if t is cst.BooleanOperation:
            # `a and b` evaluates `b` only where `a` holds: `isinstance(x, numbers.Real) and x < 0`
            left = self.ev(e.left)
            on_true, on_false = self.narrowings(e.left)
            return join(left, self._narrowed(on_true if type(e.operator) is cst.And else on_false, e.right))
        if t is cst.IfExp:
            self.ev(e.test)
            verdict = self.decide(e.test)
            on_true, on_false = self.narrowings(e.test)
            body, orelse = self._narrowed(on_true, e.body), self._narrowed(on_false, e.orelse)
            return body if verdict is True else orelse if verdict is False else join(body, orelse)
        if t is cst.Subscript:
            return self.subscript(e)
        if t in (cst.Tuple, cst.List):
            values = [self.ev(el.value) for el in e.elements]
            if any(type(el) is cst.StarredElement for el in e.elements):
                return container(values)
            return Seq(tuple(values))
        if t is cst.Set:
            return container(self.ev(el.value) for el in e.elements)
        if t is cst.Dict:
            values = []
            for el in e.elements:
                if type(el) is cst.DictElement:
                    self.ev(el.key)
                values.append(self.ev(el.value))
            return container(values)
        if t in (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp):
            return self.comprehension(e)
        if t is cst.Lambda:
            self.model.on_nested_def(self, e)
            return Kind.CONCRETE
        if t is cst.NamedExpr:
            value = self.ev(e.value)
            self.bind(e.target, value, e.value, self.model.is_bool(e.value))
            return value
        if t in (cst.FormattedString, cst.ConcatenatedString):
            for part in _string_expressions(e):
                self.ev(part)
            return Kind.CONCRETE
        if t is cst.StarredElement:
            return self.ev(e.value)
        if t in (cst.Await, cst.Yield):
            inner = getattr(e, "expression", None) or getattr(e, "value", None)
            if isinstance(inner, cst.BaseExpression):
                self.ev(inner)
            return Kind.UNKNOWN
        return Kind.UNKNOWN

    def name(self, e: cst.Name):
        value = e.value
        if value in ("True", "False", "None"):
            return Lit({"True": True, "False": False, "None": None}[value])
        if value in self.bools:
            self.model.bool_names.add(id(e))
        found = self.env.get(value)
        return found if found is not None else self.model.global_value(value)

    def attribute(self, e: cst.Attribute):
        qual = self.model.index.imports.qualname(e)
        if qual in apis.ARRAY_NAMESPACES:
            return Namespace(frozenset({qual}))
        if qual is not None:
            return Kind.CONCRETE  # jnp.float32, jax.numpy.pi: module attributes
        base = self.ev(e.value)
        attr = e.attr.value
        if type(base) is Namespace:
            return Kind.CONCRETE  # `xp.float32`, `xp.abs`: attributes of an array module
        if type(base) is Obj:
            passed = dict(base.passed).get(attr)
            if passed is not None:
                return passed
            if attr in base.cls.properties:  # `gate.array`: the getter runs here, on this instance
                got = self.model.on_property(self, e, base)
                if got is not None and got is not Kind.UNKNOWN:
                    return got
            value = base.cls.attribute(attr, base.traced)
            if value is Kind.UNKNOWN and attr in apis.STATIC_ATTRIBUTES:
                return Kind.CONCRETE
            if base.local and type(value) is Obj and attr in base.cls.built:
                return Obj(value.cls, value.traced, local=True)  # what an object built while tracing built
            return value
        kind = kind_of(base)
        if attr in apis.STATIC_ATTRIBUTES:
            return Kind.CONCRETE if kind is not Kind.UNKNOWN or attr in ("shape", "ndim", "dtype") else kind
        if kind is Kind.TREE and self.model.static_field(attr) is not None:
            return self.model.static_field(attr)  # `state.temperature`: a pytree's static field
        if kind is Kind.TREE and self.model.leaf_field(attr):
            return Kind.TRACER  # `params.window`: every pytree class declaring it holds a leaf there
        if kind is Kind.TREE and self.model.opaque_field(attr):
            return Kind.UNKNOWN  # `conf.splits`: a field of a class registered in a way the model cannot read
        if kind is Kind.TRACER and attr not in apis.ARRAY_METHODS:
            return Kind.UNKNOWN  # an array has no such attribute: an object of a class we cannot see (NamedArray.axes)
        return kind

    def subscript(self, e: cst.Subscript):
        base = self.ev(e.value)
        index_values = []
        for el in e.slice:
            sl = el.slice
            if type(sl) is cst.Index:
                index_values.append(self.ev(sl.value))
            else:
                for part in (sl.lower, sl.upper, sl.step):
                    if part is not None:
                        index_values.append(self.ev(part))
        if type(base) is Obj and len(e.slice) == 1 and type(e.slice[0].slice) is cst.Index:
            got = self.model.on_getitem(self, e, base, index_values[0])  # `dist[i]`: its class's __getitem__
            if got is not None:
                return got
        if type(base) is Seq and len(e.slice) == 1 and type(e.slice[0].slice) is cst.Index and \
                type(index_values[0]) is Lit and isinstance(index_values[0].value, int):
            i = index_values[0].value
            if -len(base.items) <= i < len(base.items):
                return base.items[i]
        kind = kind_of(base)
        if kind in (Kind.CONCRETE, Kind.UNKNOWN) and any(v is Kind.TRACER for v in index_values):
            return Kind.TRACER  # `table[i]`, `i` a tracer: an array gathers a tracer, anything else raises
        if kind is Kind.CONCRETE:
            if all(kind_of(v) is Kind.CONCRETE for v in index_values):
                return Kind.CONCRETE
            if any(kind_of(v).traced for v in index_values) and self._module_jax_array(e.value):
                return Kind.TRACER  # a jnp table gathered at a traced index: a traced value
            return Kind.UNKNOWN
        return kind

    def _module_jax_array(self, e: cst.BaseExpression) -> bool:
        """Whether `e` names a module-level JAX array (`SIZES = jnp.array([8, 16])`) this code does not rebind."""
        if type(e) is not cst.Name or e.value in self.env:
            return False
        value = self.model.module_value(e.value)
        qual = (self.model.qualname(value.func) or "") if type(value) is cst.Call else ""
        return qual.startswith("jax.numpy.") and qual not in apis.CONCRETE_RESULTS

    def comprehension(self, e):
        saved = self.snapshot()
        comp = e.for_in
        while comp is not None:
            value = self.ev(comp.iter)
            self.bind(comp.target, self.iter_value(comp.iter, value, comp.target, e), None, False)
            for cond in comp.ifs:
                self.ev(cond.test)
            comp = comp.inner_for_in
        if type(e) is cst.DictComp:
            self.ev(e.key)
            value = self.ev(e.value)
        else:
            value = self.ev(e.elt)
        self.restore(saved)
        return container([value]) if type(e) is not cst.GeneratorExp else element(container([value]))

    def call(self, e: cst.Call):
        func = e.func
        self.ev(func)
        arg_values = [self.ev(arg.value) for arg in e.args]
        qual = self.model.index.imports.qualname(func)
        if qual is None and type(func) is cst.Attribute:
            namespace = self.value(func.value)
            if type(namespace) is Namespace:  # `xp.abs(z)`: the array module's function
                qual = f"{namespace.module}.{func.attr.value}"
        handled = self.model.on_call(self, e, qual, arg_values)
        if handled is not None:
            return handled
        arg_kinds = [kind_of(v) for v in arg_values]
        if type(func) is cst.Name and qual is None and func.value not in self.env:
            builtin = func.value
            if builtin in apis.CONCRETE_BUILTINS or builtin == "range":
                if builtin in ("tuple", "list") and len(arg_values) == 1 and type(arg_values[0]) is Seq:
                    return arg_values[0]
                return Kind.CONCRETE
            if builtin in apis.SCALAR_CONVERSIONS:
                return Kind.CONCRETE if all(k is Kind.CONCRETE for k in arg_kinds) else Kind.UNKNOWN
            if builtin in ("abs", "sum", "round", "pow", "divmod", "min", "max"):
                return combine(*arg_values) if arg_values else Kind.CONCRETE
            if builtin in ("zip", "enumerate", "reversed", "sorted", "map", "filter", "iter", "next"):
                return container(arg_values)
        if qual is not None:
            if qual in apis.CONCRETE_RESULTS or qual in apis.SCALAR_CONVERSIONS:
                return Kind.CONCRETE
            if qual.startswith(("jax.tree.", "jax.tree_util.")):
                return Kind.TREE if any(k.traced for k in arg_kinds) else Kind.UNKNOWN
            if qual in apis.ARGUMENT_RESULTS:  # the value of the two that is set
                values = [v for v in arg_values[1:] if not (type(v) is Lit and v.value is None)]
                return functools.reduce(join, values, None) if values else Kind.UNKNOWN
            if qual in apis.AXIS_SIZE_REDUCTIONS and e.args and type(e.args[0].value) is cst.Integer:
                return Kind.CONCRETE  # `lax.psum(1, axis)` is the axis size, a Python int
            if qual in apis.SAMPLE_SITES:
                obs = next((v for a, v in zip(e.args, arg_values) if a.keyword is not None and a.keyword.value == "obs"),
                           Lit(None))
                if not (type(obs) is Lit and obs.value is None):
                    return obs  # the observed value itself
                return Kind.TRACER if self.model.staged(self.func) and not self.eager else Kind.UNKNOWN
            if qual.startswith(apis.TRACING_MODULES):
                traced = any(k.traced for k in arg_kinds) or (self.model.staged(self.func) and not self.eager)
                return Kind.TRACER if traced else Kind.CONCRETE
            if qual.startswith("numpy."):
                return Kind.CONCRETE if all(k is Kind.CONCRETE for k in arg_kinds) else Kind.UNKNOWN
            return Kind.UNKNOWN
        if type(func) is cst.Attribute:
            method = func.attr.value
            base = self.value(func.value)
            if type(base) is Obj:
                return _object_method(base, method)
            base = kind_of(base)
            if base is Kind.TRACER:  # another method: an object of a class we cannot see (NamedArray.resolve_axis)
                return Kind.TRACER if method in apis.ARRAY_METHODS else Kind.UNKNOWN
            if base is Kind.TREE:
                if method == "keys":
                    return Kind.CONCRETE  # a mapping's keys are hashable, so never tracers
                if method in ("items", "values", "get", "copy", "replace", "apply_gradients"):
                    return Kind.TREE
                return Kind.TRACER if method in apis.ARRAY_METHODS else Kind.UNKNOWN
        return Kind.UNKNOWN


def _indexes(body: cst.CSTNode, container: cst.BaseExpression, name: str) -> bool:
    """Whether `body` subscripts `container` with the name `name` alone (`container[name]`)."""
    todo = [body]
    while todo:
        node = todo.pop()
        if type(node) is cst.Subscript and len(node.slice) == 1:
            index = node.slice[0].slice
            if type(index) is cst.Index and type(index.value) is cst.Name and \
                    index.value.value == name and node.value.deep_equals(container):
                return True
        todo.extend(node.children)
    return False


def _object_method(obj: Obj, method: str):
    """What calling a method the project does not define returns, on an instance of a known class."""
    framework = obj.cls.framework
    if framework == "flax" and method in apis.LINEN_METHODS:
        return Kind[apis.LINEN_METHODS[method]] if obj.traced else Kind.CONCRETE
    if framework == "pytree" and method in ("replace", "apply_gradients"):
        return obj
    return Kind.UNKNOWN


def _widen(head: tuple, after: tuple) -> tuple:
    """The next loop head: a name concrete at the head and traced after the body is traced."""
    env = {}
    for name in head[0].keys() | after[0].keys():
        a, b = head[0].get(name), after[0].get(name)
        env[name] = b if b is not None and a is not None and kind_of(a) is Kind.CONCRETE and \
            kind_of(b).traced else join(a, b)
    return env, head[1] & after[1], True


def _is_none(value) -> Optional[bool]:
    """Whether a value is None: known for literals, arrays, instances and passed arguments."""
    if type(value) is Lit:
        return value.value is None
    if type(value) in (Obj, Seq) or value is Kind.TRACER or value is NOT_NONE:
        return False
    return None


def _hasattr_array(call: cst.Call) -> bool:
    """`hasattr(name, "shape")` (or another attribute every array has): false only for non-arrays."""
    if not (type(call.func) is cst.Name and call.func.value == "hasattr" and len(call.args) == 2):
        return False
    subject, attr = call.args[0].value, call.args[1].value
    return type(subject) is cst.Name and type(attr) is cst.SimpleString and \
        attr.evaluated_value in apis.STATIC_ATTRIBUTES


def default_value(p):
    """A parameter no call passes: its default's value (a literal's value when it is one)."""
    d = p.default
    if d is None:
        return Kind.UNKNOWN
    if type(d) is cst.Name and d.value in ("True", "False", "None"):
        return Lit({"True": True, "False": False, "None": None}[d.value])
    if type(d) in (cst.Integer, cst.SimpleString):
        try:
            return Lit(d.evaluated_value)
        except Exception:
            return Kind.CONCRETE


def _literal(e):
    try:
        return e.evaluated_value
    except Exception:  # an odd literal libcst cannot evaluate: its value does not matter here
        return object()


def _is_container_literal(e: cst.CSTNode) -> bool:
    return type(e) in (cst.List, cst.Tuple, cst.ListComp, cst.Dict)


def _string_expressions(e):
    if type(e) is cst.ConcatenatedString:
        yield from _string_expressions(e.left)
        yield from _string_expressions(e.right)
    elif type(e) is cst.FormattedString:
        for part in e.parts:
            if type(part) is cst.FormattedStringExpression:
                yield part.expression
