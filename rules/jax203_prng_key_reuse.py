from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Optional

import libcst as cst

from jaxlint.model import apis
from jaxlint.model.apis import CASE_CHOOSERS as _CHOOSERS, KEY_CONSUMERS as _CONSUMERS, KEY_MAKERS
from jaxlint.model.contexts import FunctionRef
from jaxlint.model.index import (COMPREHENSIONS, FunctionInfo, arm_taken, bound_names, code_children, descendants,
                                 is_constant, literal_values, name_nodes, progress_unwrapped, returned_values,
                                 sweep_values, target_names)
from jaxlint.model.bindings import IN_PLACE_METHODS
from jaxlint.rule import Rule, line_of, shown_line, source

# Builtins that cannot rebind a name or an attribute of what they are given.
_PURE_BUILTINS = frozenset({
    "print", "len", "range", "enumerate", "zip", "isinstance", "int", "float", "bool", "str", "repr",
    "tuple", "list", "dict", "set", "min", "max", "sum", "abs", "round", "sorted", "reversed", "type",
    "hasattr", "getattr", "id", "map", "filter", "any", "all", "format",
})
# Words of a comment that says a key is shared on purpose.
_DELIBERATE = ("correlat", "same key", "same rng", "same seed", "deliberate", "on purpose", "intention",
               "reuse the key", "reused for", "shared key", "dummy", "fixed key", "fixed seed", "fixed rng",
               "used for every", "mirror",
               # a teaching example of the mistake: "a non-desirable way", "don't do this"
               "non-desirable", "undesirable", "don't do this", "do not do this", "wrong way", "bad practice")
_KEY_WORDS = re.compile(r"key|rng|seed")
# Checks that two values are equal: `allclose`, `array_equal`, `assert_array_equal`, `assert_equal`...
_EQUALITY = re.compile(r"(?<!not_)(?:close|equal)\w*$", re.IGNORECASE)
# What a check can read of an array without reading its values.
_SHAPE_ATTRIBUTES = frozenset({"shape", "dtype", "ndim", "size"})
_SHAPE_CALLS = frozenset({"len", "isinstance", "type"})


@dataclass(frozen=True)
class _Use:
    """The first consumption of a key on the paths that reach a point."""

    node: Optional[cst.CSTNode]  # the key expression consumed (None for a rebinding marker)
    api: str
    call: Optional[cst.Call] = None  # the consuming call
    must: bool = True  # consumed on every path, not just some
    stmt: Optional[cst.CSTNode] = None  # the statement holding the call
    # Where in the call's result the values made from the key go, when they go nowhere else (() for
    # the whole result); None when unknown.
    slots: Optional[frozenset] = None
    latest: Optional["_Use"] = None  # the last consumption since the first, when there were more


_REBOUND = _Use(None, "")  # marker "=name": a parameter was rebound, its original value is gone


def _join(a: Optional[dict], b: Optional[dict]) -> Optional[dict]:
    """Paths meet: a key consumed on either path may be consumed (None is an unreachable path)."""
    if a is None or b is None:
        other = b if a is None else a
        return None if other is None else dict(other)
    out = {}
    for place in list(a) + [p for p in b if p not in a]:
        first, other = a.get(place), b.get(place)
        if first is None or other is None:
            out[place] = replace(first or other, must=False)
        else:
            out[place] = replace(first, must=first.must and other.must)
    return out


def _place(expr: cst.BaseExpression) -> Optional[str]:
    """`key`, `self.key`, `keys[0]`: an expression that names the same value until it is rebound."""
    if type(expr) is cst.Name:
        return expr.value
    if type(expr) is cst.Attribute:
        base = _place(expr.value)
        return f"{base}.{expr.attr.value}" if base else None
    if type(expr) is cst.Subscript and len(expr.slice) == 1:
        index = expr.slice[0].slice
        base = _place(expr.value)
        if base and type(index) is cst.Index and type(index.value) is cst.Integer:
            return f"{base}[{index.value.value}]"
    return None


def _root(place: str) -> str:
    return place.split(".", 1)[0].split("[", 1)[0]


def _key_arg(call: cst.Call) -> Optional[cst.BaseExpression]:
    for i, arg in enumerate(call.args):
        if arg.keyword is not None:
            if arg.keyword.value == "key":
                return arg.value
        elif i == 0 and not arg.star:
            return arg.value
    return None


@dataclass
class _Loop:
    breaks: list = field(default_factory=list)
    continues: list = field(default_factory=list)
    reported: set = field(default_factory=set)
    rebound: set = field(default_factory=set)  # places the body rebinds
    repeat: bool = False  # the second pass: what is consumed now was consumed by an earlier iteration
    sweep: bool = False  # a loop over values written in the code (dtypes, shapes): each its own case
    targets: frozenset = frozenset()  # the names the loop binds each iteration
    cases: Optional[tuple] = None  # (name, its values) of a loop over literals: `for flag in [True, False]:`
    counter: Optional[str] = None  # the name `for t in range(...)` counts with: a new int each iteration
    once: set = field(default_factory=set)  # ids of the nodes in its `if t == 0:` arms, run in one iteration


class _KeyFlow:
    """Walks one function body (or the module body) in statement order, tracking consumed keys."""

    def __init__(self, rule: "PrngKeyReuse", func: Optional[FunctionInfo], report: bool) -> None:
        self.rule = rule
        self.func = func
        self.report = report
        self.params = {p.name for p in func.params} if func else set()
        # A method's own `self`: the keys it stores (`self.key`) outlive the call
        self.receiver = func.params[0].name if func and func.owner is not None and func.params and \
            not func.params[0].variadic and func.params[0].index == 0 else None
        # Names a call we cannot see into may rebind: globals, and closures a nested function declares
        # `nonlocal`; in a function, every name it does not bind itself.
        scope = rule.model.scopes.scope(func)
        if func is not None:
            self.free = lambda name: not scope.is_local(name) or scope.shared(name)
        else:
            self.free = scope.shared
        # A nested function's keys of the enclosing function (`loss_fn` drawing from the step's `key`)
        self.closes_over = (lambda place: place.isidentifier() and self.free(place)) \
            if func is not None and func.parent is not None else (lambda place: False)
        self.seeds: dict = {}  # place -> (the fixed-seed call that made its key, the loop depth there)
        self.overwritten: set = set()  # key parameters the body replaces with a fixed-seed key, unconditionally
        self.picked: set = set()  # ids of `split(key, n)` calls indexed by what a loop binds (`[i]`)
        self.loop_api = rule.loop_api(func)
        self.state: Optional[dict] = {}
        self.exits: Optional[dict] = None
        self.loops: list[_Loop] = []
        self._source_table: Optional[dict] = None  # `_sources`, once asked
        self.stmt: Optional[cst.CSTNode] = None

    def run(self) -> None:
        if self.func is None:
            self.block(self.rule.model.index.module.body)
        elif type(self.func.node) is cst.Lambda:
            self.expr(self.func.node.body)
        else:
            self.block(self.func.node.body)
        self.exits = _join(self.exits, self.state)
        if self.report and self.receiver is not None:
            self.stored_key_never_advanced()

    def stored_key_never_advanced(self) -> None:
        """A key this method stores on `self` and consumes on every path without storing a new one,
        while a loop of its class calls it on the same `self`: every call draws the same bits."""
        for place, use in (self.exits or {}).items():
            if not place.startswith(f"^{self.receiver}.") or not use.must or use.node is None or \
                    id(use.node) in self.rule.reported:
                continue
            how = self.rule.looped_self_call(self.func, place[len(self.receiver) + 2:])
            if how is None:
                continue
            self.rule.reported.add(id(use.node))
            key = place[1:]
            self.rule.report(use.node, (
                f"PRNG key `{key}` is consumed by {_short(use.api)} on every call of `{self.func.name}` and never "
                f"stored again, and {how}, so every call draws the same random bits; store the next key: "
                f"`{key}, sub = jax.random.split({key})` and pass `sub`"), stmt=use.stmt)

    # Statements -------------------------------------------------------------------------------

    def block(self, body) -> None:
        stmts = body.body if type(body) in (cst.IndentedBlock, cst.SimpleStatementSuite) else body
        for stmt in stmts:
            if self.state is None:
                return
            self.statement(stmt)

    def statement(self, s: cst.CSTNode) -> None:
        self.stmt = s
        t = type(s)
        if t is cst.SimpleStatementLine:
            for small in s.body:
                if self.state is not None:
                    self.stmt = small
                    self.small(small)
        elif t is cst.If:
            self.expr(s.test)
            self.own_case(s)
            self.branches([lambda: self.block(s.body), lambda: self.orelse(s.orelse)])
        elif t is cst.For:
            self.expr(s.iter)
            it = progress_unwrapped(s.iter)
            sweep = literal_values(it) or type(it) is cst.Name and \
                literal_values(self.rule.model.bound_value(it.value, self.func)[0])
            values = sweep_values(s.iter) if type(s.target) is cst.Name else None
            self.loop(lambda: (self.bind(s.target), self.block(s.body)), s.orelse, sweep=sweep,
                      targets=frozenset(target_names(s.target)),
                      cases=None if values is None else (s.target.value, values),
                      counter=self.counter(s), single=self.single(s.iter))
        elif t is cst.While:
            forever = type(s.test) is cst.Name and s.test.value == "True"
            self.loop(lambda: (self.expr(s.test), self.block(s.body)), s.orelse, forever)
        elif t is cst.With:
            for item in s.items:
                self.expr(item.item)
                if item.asname is not None:
                    self.bind(item.asname.name)
            stmts = s.body.body
            if stmts and any(self.rule.model.expects_raise(item.item) for item in s.items):
                self.raising(stmts)
            else:
                self.block(s.body)
        elif t is cst.Try or t is getattr(cst, "TryStar", None):
            entry = dict(self.state)
            self.block(s.body)
            if s.orelse is not None:
                self.block(s.orelse.body)
            done = self.state
            for handler in s.handlers:  # assume the exception came before any consumption in the body
                self.state = dict(entry)
                if handler.name is not None:
                    self.bind(handler.name.name)
                self.block(handler.body)
                done = _join(done, self.state)
            self.state = done
            if s.finalbody is not None and self.state is not None:
                self.block(s.finalbody.body)
        elif t is cst.Match:
            self.expr(s.subject)
            self.branches([lambda: None] + [lambda case=case: (self.expr(case.guard), self.block(case.body))
                                            for case in s.cases])
        elif t in (cst.FunctionDef, cst.ClassDef):
            self.kill(s.name.value)

    def counter(self, s: cst.For) -> Optional[str]:
        """The name that counts a loop's iterations from 0: `t` of `for t in range(n)` or of
        `for t, x in enumerate(xs)`."""
        it, target = s.iter, s.target
        if type(it) is not cst.Call or type(it.func) is not cst.Name or self.rule.model.qualname(it.func) is not None:
            return None
        if it.func.value == "range" and type(target) is cst.Name:
            return target.value
        if it.func.value == "enumerate" and len(it.args) == 1 and type(target) is cst.Tuple and \
                target.elements and type(target.elements[0].value) is cst.Name:
            return target.elements[0].value.value
        return None

    def own_case(self, s: cst.If) -> None:
        """In a loop over literals (`for is_categorical in [True, False]:`), an arm of this `if` that at
        most one of the values takes runs in one iteration at most: what an earlier iteration drew
        there is another configuration's, not this iteration's to reuse. So does `if t == 0:` in a
        `for t in range(...)` loop (rljax's first latent step)."""
        frame = self.loops[-1] if self.loops else None
        if frame is None or self.state is None:
            return
        inside = set()
        if frame.counter is not None and _equals_literal(s.test, frame.counter):  # `if t == 0:`: one iteration
            inside.update(map(id, descendants(s.body)))
            frame.once |= inside
        if not frame.repeat:
            return
        if not inside and frame.cases is not None:
            name, values = frame.cases
            taken = [arm_taken(s, name, v) for v in values]
            if None in taken:
                return
            counts = Counter((id(stmt), arm) for stmt, arm in taken)
            for stmt, arm, block in _arms(s):
                if counts[(id(stmt), arm)] <= 1:
                    inside.update(map(id, descendants(block)))
        for place in [p for p, use in self.state.items() if use.call is not None and id(use.call) in inside]:
            del self.state[place]

    def _read_only_raising(self, stmt: Optional[cst.CSTNode]) -> bool:
        """`wrong = split(key, 6)` whose keys only a call expected to raise reads (the last statement of
        a `with pytest.raises(...)`): nothing is drawn from them."""
        if type(stmt) is not cst.Assign or len(stmt.targets) != 1 or type(stmt.targets[0].target) is not cst.Name:
            return False
        model = self.rule.model
        raising = set()
        for node in (self.func.node.body.body if self.func is not None else ()):
            if type(node) is cst.With and node.body.body and any(model.expects_raise(i.item) for i in node.items):
                last = node.body.body[-1]
                raising.update(map(id, last.body if type(last) is cst.SimpleStatementLine else [last]))
        reads = model.scopes.scope(self.func).uses_of(stmt.targets[0].target.value)
        return bool(reads) and all(id(r.stmt) in raising for r in reads)

    def raising(self, stmts) -> None:
        """The body of `with pytest.raises(...)`: its last statement raises, so what it drew is never
        read and it consumes nothing (`p.sample_approx(-1, key)` that rejects its argument)."""
        self.block(stmts[:-1])
        if self.state is None:
            return
        entry, report = dict(self.state), self.report
        self.report = False
        try:
            self.statement(stmts[-1])
        finally:
            self.report = report
        self.state = entry

    def orelse(self, orelse) -> None:
        if type(orelse) is cst.If:
            self.statement(orelse)
        elif orelse is not None:
            self.block(orelse.body)

    def small(self, s: cst.CSTNode) -> None:
        t = type(s)
        if t is cst.Expr:
            self.expr(s.value)
        elif t is cst.Assign:
            self.expr(s.value)
            for target in s.targets:
                self.bind(target.target)
            if len(s.targets) == 1 and type(s.targets[0].target) is cst.Name and \
                    _fixed_seed(self.rule.model, s.value):
                name = s.targets[0].target.value
                self.seeds[name] = (s.value, self.loops[-1] if self.loops else None)
                if name in self.params and self.func is not None and type(self.func.node.body) is cst.IndentedBlock \
                        and any(s in line.body for line in self.func.node.body.body
                                if type(line) is cst.SimpleStatementLine):
                    self.overwritten.add(name)  # `rng = random.PRNGKey(0)`: the key the caller passed is dropped
        elif t in (cst.AnnAssign, cst.AugAssign):
            self.expr(s.value)
            self.bind(s.target)
        elif t is cst.Return:
            self.expr(s.value)
            self.carried(s.value)
            self.exits = _join(self.exits, self.state)
            self.state = None
        elif t is cst.Raise:
            self.expr(s.exc)
            self.state = None
        elif t is cst.Break or t is cst.Continue:
            if self.loops:
                (self.loops[-1].breaks if t is cst.Break else self.loops[-1].continues).append(self.state)
            self.state = None
        elif t is cst.Del:
            self.bind(s.target)
        elif t is cst.Assert:
            self.expr(s.test)
            self.expr(s.msg)

    def branches(self, arms: list) -> None:
        entry, done = self.state, None
        seeds, kept = dict(self.seeds), None
        for arm in arms:
            self.state, self.seeds = dict(entry), dict(seeds)
            arm()
            done = _join(done, self.state)
            if self.state is not None:  # a key is from a fixed seed after the branches if it is on every path
                kept = dict(self.seeds) if kept is None else {p: v for p, v in kept.items() if self.seeds.get(p) == v}
        self.state, self.seeds = done, kept or {}

    def cases(self, cases: list) -> None:
        """Each element of the result comes from one case, so draws from one key in two cases are
        alternatives, as in the arms of an `if`; but every case runs, so what any case consumes is
        consumed on every path after them."""
        entry, merged = self.state, dict(self.state)
        for case in cases:
            self.state = dict(entry)
            self.expr(case)
            if self.state is None:
                merged = None
                break
            for place in [p for p in merged if p in entry and p not in self.state]:
                del merged[place]  # forgotten by the case (a call that may rebind it)
            merged.update((p, use) for p, use in self.state.items() if entry.get(p) is not use)
        self.state = merged

    def loop(self, iteration: Callable, orelse=None, forever: bool = False, sweep: bool = False,
             targets: frozenset = frozenset(), cases: Optional[tuple] = None, counter: Optional[str] = None,
             single: bool = False) -> None:
        """Two passes over the body: the second sees what the first consumed and did not rebind (one
        pass for a loop over a one-element literal, which runs once)."""
        entry, frame = self.state, _Loop(sweep=sweep, targets=targets, cases=cases, counter=counter)
        self.loops.append(frame)
        start = entry
        for repeat in (False,) if single else (False, True):
            frame.repeat = repeat
            self.state = dict(start)
            iteration()
            after = _join(self.state, _join_all(frame.continues))
            start = _join(entry, after)
            frame.continues.clear()
        self.loops.pop()
        if start is not None and after is not None:
            # A key every iteration rebinds is the loop's after it: only a loop that never runs would leave
            # the key consumed before it, and its first iteration reports that reuse already.
            for place in [p for p in start if p in entry and p not in after and p in frame.rebound]:
                del start[place]
        self.state = None if forever else start
        if orelse is not None and self.state is not None:
            self.block(orelse.body)
        self.state = _join(self.state, _join_all(frame.breaks))

    def single(self, it: cst.BaseExpression) -> bool:
        """A list or tuple literal of one element, or a name bound to one (`arr_sizes = [2 ** 28]`)."""
        if type(it) is cst.Name:
            it = self.rule.model.bound_value(it.value, self.func)[0]
        return type(it) in (cst.List, cst.Tuple) and len(it.elements) == 1 and type(it.elements[0]) is cst.Element

    def bind(self, target: cst.CSTNode) -> None:
        if type(target) in (cst.Tuple, cst.List):
            for element in target.elements:
                self.bind(element.value)
        elif type(target) in (cst.StarredElement, cst.Element):
            self.bind(target.value)
        elif type(target) in (cst.Attribute, cst.Subscript):
            self.expr(target.value)
            place = _place(target)
            if place:
                self.kill(place)
        elif type(target) is cst.Name:
            self.kill(target.value)

    def kill(self, place: str) -> None:
        if self.state is None:
            return
        for frame in self.loops:
            frame.rebound.add(place)
        for known in [p for p in self.state if p == place or p.startswith((place + ".", place + "["))]:
            del self.state[known]
        self.seeds.pop(place, None)
        if place in self.params:
            self.state["=" + place] = _REBOUND
        elif self.stored(place):  # the caller's object holds the new key
            self.state.pop("^" + place, None)
            self.state["=" + place] = _REBOUND

    # Expressions ------------------------------------------------------------------------------

    def expr(self, e: Optional[cst.CSTNode]) -> None:
        if e is None or self.state is None or type(e) is cst.Lambda:
            return
        if type(e) is cst.Call:
            self.call(e)
        elif isinstance(e, COMPREHENSIONS):
            self.comprehension(e)
        elif type(e) is cst.IfExp:
            self.expr(e.test)
            frame = self.loops[-1] if self.loops else None
            if frame is not None and frame.counter is not None and _equals_literal(e.test, frame.counter):
                frame.once |= set(map(id, descendants(e.body)))
                if frame.repeat:  # `a if t == 0 else b`: every later iteration takes `b`
                    self.expr(e.orelse)
                    return
            self.branches([lambda: self.expr(e.body), lambda: self.expr(e.orelse)])
        elif type(e) is cst.BooleanOperation:
            self.expr(e.left)
            self.branches([lambda: None, lambda: self.expr(e.right)])
        elif type(e) is cst.NamedExpr:
            self.expr(e.value)
            self.bind(e.target)
        elif type(e) is cst.Subscript and type(e.value) is cst.Call:
            if any(self.varying(element.slice) for element in e.slice):
                self.picked.add(id(e.value))
            for child in code_children(e):
                self.expr(child)
        else:
            for child in code_children(e):
                self.expr(child)

    def comprehension(self, e: cst.BaseExpression) -> None:
        fors = [e.for_in]
        while fors[-1].inner_for_in is not None:
            fors.append(fors[-1].inner_for_in)
        self.expr(fors[0].iter)
        names = set()
        for comp in fors:
            names.update(target_names(comp.target))
        outer = {p: use for p, use in self.state.items() if _root(p.lstrip("=^")) in names}

        def iteration() -> None:
            for i, comp in enumerate(fors):
                if i:
                    self.expr(comp.iter)
                self.bind(comp.target)
                for cond in comp.ifs:
                    self.expr(cond.test)
            for part in (e.key, e.value) if type(e) is cst.DictComp else (e.elt,):
                self.expr(part)

        self.loop(iteration, targets=frozenset(names), single=len(fors) == 1 and self.single(fors[0].iter))
        if self.state is not None:  # the comprehension's own variables do not leak out
            for place in [p for p in self.state if _root(p.lstrip("=^")) in names]:
                del self.state[place]
            self.state.update(outer)

    def call(self, call: cst.Call) -> None:
        self.expr(call.func)
        api = self.rule.model.qualname(call.func)
        chooses = _CHOOSERS.get(api)
        if chooses is not None and len(call.args) > chooses + 1 and not any(a.star or a.keyword for a in call.args):
            for arg in call.args[:chooses]:
                self.expr(arg.value)
            self.cases([arg.value for arg in call.args[chooses:]])
        else:
            for arg in call.args:
                self.expr(arg.value)
        if self.state is None:
            return
        if api in _CONSUMERS:
            key = _key_arg(call)
            if key is not None:
                self.consume(key, api, call, _WHOLE)
            return
        for key in _rngs_keys(call):
            self.consume(key, "apply(rngs=...)", call, _WHOLE)
        drawn = self.rule.library_draw(call, self.func)
        if drawn is not None:  # `mcmc.run(key, ...)`, `Predictive(model)(key, ...)`: the draws may stay in the object
            self.consume(drawn[0], drawn[1], call, None)
            return
        init = self.rule.initializer(call.func, self.func)
        if init is not None and call.args and call.args[0].keyword is None and not call.args[0].star:
            self.consume(call.args[0].value, init, call, _WHOLE)  # `init(key, shape)` draws from its key
            return
        link = self.rule.model.link
        if api is not None and link is not None and link.in_project(api):
            for arg, name, slots in self.rule.remote_consumed(call, self.func):
                self.consume(arg, f"{name}()", call, slots)
            return
        if api is not None or (type(call.func) is cst.Name and call.func.value in _PURE_BUILTINS):
            return
        ref = self.rule.callee(call, self.func)
        if ref is not None:
            consumed = self.rule.consumed_params(ref)
            for arg, param in _bind_args(call, ref):
                if param in consumed:
                    self.consume(arg, f"{ref.info.name}()", call, self.rule.model.scopes.returned_only(ref.info, param))
            self.default_key(call, ref, consumed)
            # a nested function, or one nested beside this one: the keys of the function holding it
            if self.func is not None and ref.info.parent is not None and \
                    ref.info.parent in (self.func, self.func.parent):
                for name, node in self.rule.closed_keys(ref).items():
                    if ref.info.parent is self.func or self.closes_over(name):
                        self.consumed_within(name, node, f"{ref.info.name}()", call)
        else:
            for arg, name, slots in self.rule.remote_consumed(call, self.func):
                self.consume(arg, f"{name}()", call, slots)
        self.forget(call)

    def forget(self, call: cst.Call) -> None:
        """A call we cannot see into may rebind globals, closures and attributes of the objects it is
        given: its receiver (`self.reset()`) and its bare-name arguments (`reset(self)`)."""
        receiver = _place(call.func.value) if type(call.func) is cst.Attribute else None
        touched = {a.value.value for a in call.args if type(a.value) is cst.Name}
        if receiver:
            touched.add(_root(receiver))
        for place in [p for p in self.state if p[0] not in "=^"]:
            root = _root(place)
            if self.free(root) or (place != root and root in touched):
                del self.state[place]

    def consume(self, key: cst.BaseExpression, api: str, call: cst.Call, slots: Optional[frozenset]) -> None:
        place = _place(key)
        origin = (key, self.loops[-1] if self.loops else None) if _fixed_seed(self.rule.model, key) else \
            self.seeds.get(place)
        if origin is not None:
            self.fixed_seed(origin, api, call, place)
        elif type(key) is cst.Name and self.func is not None and self.free(key.value):
            self.global_seed(key, api, call)
        if place is None:
            return
        first = self.state.get(place)
        use = _Use(key, api, call, stmt=self.stmt, slots=slots)
        if first is not None and self.unread(use):
            return  # this draw's result is dropped or overwritten unread: the key's next use meets the first
        if first is not None and first.api == api and self.split_per_iteration(call, api):
            first = None  # `split(key, n)[i]`, `split(key, i + 2)`: another key than the last iteration's split
        elif first is not None and (self.unread(first) or self.apart(first, call) or self.other_case(first, call)):
            first = None  # nothing made from the key the first time is read (here): no bits are used twice
        elif first is not None:
            self.reuse(key, place, first, api, call)
        elif self.loop_api and self.free(_root(place)) and \
                not (self.loop_api == _TREE_MAP and self.per_leaf_ok(place, api)):
            self.reuse(key, place, None, api, call)
        self.state[place] = replace(first, must=True, latest=use) if first is not None else use
        if (place in self.params or self.closes_over(place) or self.stored(place)) and "=" + place not in self.state:
            self.state.setdefault("^" + place, use)

    def per_leaf_ok(self, place: str, api: str) -> bool:
        """A tree map's function may consume the outer key for every leaf: to apply one permutation to
        each (a batch kept aligned), through a function of the project (which may do just that), or
        when it advances the key itself (`nonlocal key; key, sub = split(key)`)."""
        scope = self.rule.model.scopes.scope(self.func)
        return api in apis.DATA_DRAWS or not api.startswith("jax.random.") or \
            _root(place) in scope.nonlocals | scope.globals

    def stored(self, place: str) -> bool:
        """An attribute of this method's `self` (`self.key`)."""
        return self.receiver is not None and place.startswith(self.receiver + ".")

    def varying(self, node: cst.CSTNode) -> bool:
        """Whether `node` reads a name the enclosing loops bind anew each iteration."""
        targets = set().union(*(frame.targets for frame in self.loops))
        return any(type(n) is cst.Name and n.value in targets for n in name_nodes(node))

    def split_per_iteration(self, call: cst.Call, api: str) -> bool:
        """A split that gives each iteration another key: indexed by the loop's variable, or splitting
        into a number of keys that changes with it."""
        return api == "jax.random.split" and (id(call) in self.picked or
                                              any(self.varying(arg.value) for arg in call.args[1:]))

    def consumed_within(self, place: str, key: cst.BaseExpression, api: str, call: cst.Call) -> None:
        """A nested function this body calls consumed `place`, a key of this function (or of the one
        holding both): its callers see the key consumed. A key this body already split or drew from is
        reused (reported at the closure's draw); calling one closure twice (a loss, then the same loss
        for its statistics) is not reported: it may mean to draw the same bits."""
        first = self.state.get(place)
        if first is not None and first.call is not None and first.api.startswith("jax.random."):
            self.reuse(key, place, first, api, call)
        if (place in self.params or self.closes_over(place)) and "=" + place not in self.state:
            self.state.setdefault("^" + place, _Use(key, api, call, stmt=self.stmt, slots=_WHOLE))

    def unread(self, use: _Use) -> bool:
        """Every value the consuming call made from the key is dropped or rebound before anything reads
        it (`setup(key)` returning keys that each caller overwrites before using its own)."""
        stmt = use.stmt
        if use.slots is None or use.call is None:
            return False
        if type(stmt) is cst.Expr:  # also only waited for: `f(key, x).block_until_ready()` (a warm-up)
            value = stmt.value
            waited = type(value) is cst.Call and (
                type(value.func) is cst.Attribute and value.func.attr.value == "block_until_ready" and
                value.func.value is use.call or self.rule.model.qualname(value.func) == "jax.block_until_ready" and
                len(value.args) == 1 and value.args[0].value is use.call)
            return value is use.call or waited
        if type(stmt) not in (cst.Assign, cst.AnnAssign):
            return False
        scopes = self.rule.model.scopes
        targets = [t.target for t in stmt.targets] if type(stmt) is cst.Assign else [stmt.target]
        if stmt.value is not use.call:  # `p = normal(key, shape) * scale`, then `p` rebound unread
            return stmt.value is not None and _arithmetic_of(stmt.value, use.call) and all(
                type(t) is cst.Name and (b := scopes.binding_at(t.value, stmt, self.func)) is not None
                and scopes.unread(b) for t in targets)
        if type(stmt) is cst.AnnAssign:
            return False
        for target in stmt.targets:
            for slot in use.slots:
                for name in _bound_at(target.target, slot):
                    binding = scopes.binding_at(name, stmt, self.func) if name is not None else None
                    if binding is None or not scopes.unread(binding):
                        return False
        return True

    def apart(self, first: _Use, call: cst.Call) -> bool:
        """The first draw's result is bound to names no read of which runs with `call`: drawn for other
        arms of an `if` (`noise = gumbel(key)` read only where `relaxation` is None) or for the code
        after an arm that returns (`if n == 1: return uniform(key)`)."""
        stmt, scopes = first.stmt, self.rule.model.scopes
        site = scopes.call_site(call)
        if first.latest is not None or site is None or type(stmt) is not cst.Assign or \
                not all(type(n) is cst.Name for t in stmt.targets for n in _target_leaves(t.target)):
            return False
        bindings = [scopes.binding_at(name, stmt, self.func) for t in stmt.targets for name in bound_names(t.target)]
        return bool(bindings) and all(b is not None and scopes.apart(b, site) for b in bindings)

    def other_case(self, first: _Use, call: cst.Call) -> bool:
        """The two uses sit in the bodies of `if` statements that test one name, which the function never
        rebinds, against two different literals (`if name == "flowers":` then `if name == "mnist":`):
        a call runs one of them."""
        scopes = self.rule.model.scopes
        sites = [scopes.call_site(c) if c is not None else None for c in (first.call, call)]
        if None in sites or set(sites[0].loops) & set(sites[1].loops):
            return False
        a, b = (_case(site) for site in sites)
        if a is None or b is None or a[0] != b[0] or a[1] == b[1]:
            return False
        scope = scopes.scope(self.func)
        return len(scope.bindings_of(a[0])) <= 1 and not scope.changes_of(a[0])

    def fixed_seed(self, origin: tuple, api: str, call: cst.Call, place: Optional[str]) -> None:
        """A key made from a literal seed, consumed where the code runs again and again: in the loop that
        makes it, in a loop primitive's body, or in a traced function run once per step."""
        seed, frame = origin
        if not self.report or id(seed) in self.rule.reported or _in_test(self.func) or \
                self.rule.commented(seed, self.stmt, self.func):
            return
        if frame is not None and frame in self.loops and not frame.sweep:
            if id(seed) in frame.once:
                return
            if api == "jax.random.split":
                return  # a loop over runs, each seeding its own chain of splits: reproducible on purpose
            why, unit = "iteration of the loop", "iteration"
            fix = ("make the key once before the loop and split it in the loop: `key, sub = jax.random.split(key)` "
                   "(or `jax.random.fold_in(key, i)`)")
        elif self.loop_api == _TREE_MAP:
            why, unit = "leaf jax.tree.map maps", "leaf"
            fix = "take the key as an argument and split one key per leaf"
        elif self.loop_api:
            why, unit = f"step of the {_short(self.loop_api)} body", "step"
            fix = "carry a key through the loop and split it each step (or `jax.random.fold_in(key, i)`)"
        elif place in self.overwritten:
            why, unit = f"call of `{self.func.name}`, which replaces the key its caller passes", "call"
            fix = f"draw from the `{place}` the caller passes (split from its key on each call)"
        else:
            why = self.rule.repeated(self.func)
            unit = "call"
            fix = "take the key as an argument and pass a fresh one (split from the caller's key) to each call"
            if why is None:
                return
        self.rule.reported.add(id(seed))
        code = self.rule.model.index.module.code_for_node
        self.rule.report(seed, (
            f"`{code(seed)}` makes the same key on every {why}, and {_short(api)} consumes it (line "
            f"{self.rule.line(call)}), so every {unit} draws the same random bits; {fix}"))

    def default_key(self, call: cst.Call, ref: FunctionRef, consumed: frozenset) -> None:
        """A call in a loop leaving out a key parameter whose default makes a key (`def act(obs,
        key=jax.random.key(0))`): Python makes the default once, when the def runs, so every iteration
        draws from the same key."""
        frame = self.loops[-1] if self.loops else None
        if not self.report or frame is None or frame.sweep or _in_test(self.func):
            return
        passed = {param for _, param in _bind_args(call, ref)}
        if any(a.star for a in call.args):
            return
        for param in self.rule.key_defaults(ref.info):
            default = param.default
            if param.name in passed or id(default) in self.rule.reported:
                continue
            # Where the body draws from it: a consumer, else any call it is handed to unchanged.
            used = self.rule.consumed_node(ref, param.name) if param.name in consumed else \
                _handed_on(ref.info, param.name, self.rule.model.scopes)
            if used is None:
                continue
            self.rule.reported.add(id(default))
            name, code = param.name, self.rule.model.index.module.code_for_node
            self.rule.report(used, (
                f"`{name}` of `{ref.info.name}` defaults to `{code(default)}`, a key Python makes once, when "
                f"`{ref.info.name}` is defined; the loop calls it without a `{name}` (line {self.rule.line(call)}), "
                f"so every iteration draws the same random bits; pass a fresh key on each call (split in the loop) "
                f"and drop the default"))

    def global_seed(self, key: cst.Name, api: str, call: cst.Call) -> None:
        """A module-level key made from a literal seed (`key = jax.random.key(0)`), drawn from by a
        traced function a loop runs: the trace keeps the key, so every call draws the same bits."""
        model = self.rule.model
        made = model.module_value(key.value)
        if not self.report or not _fixed_seed(model, made) or model.trace(self.func) is None or \
                id(key) in self.rule.reported or _in_test(self.func) or \
                self.rule.commented(call, self.stmt, self.func):
            return
        why = self.rule.repeated(self.func)
        if why is None:
            return
        self.rule.reported.add(id(key))
        self.rule.report(key, (
            f"PRNG key `{key.value}` is the module's fixed key (`{model.index.module.code_for_node(made)}`, line "
            f"{self.rule.line(made)}), and {_short(api)} consumes it on every {why}, so every call draws the same "
            f"random bits; take the key as an argument and pass a fresh one (split from the caller's key) to each "
            f"call"), stmt=self.stmt)

    def carried(self, value: Optional[cst.BaseExpression]) -> None:
        """A loop body returning, in its carry, a key it consumed: the next step consumes it again."""
        if value is None or self.state is None or not self.report:
            return
        if self.loop_api not in apis.CARRY_LOOPS:
            self.handed_back(value)
            return
        carry = value
        if self.loop_api == "jax.lax.scan":
            if type(value) is not cst.Tuple or not value.elements:
                return
            carry = value.elements[0].value
        for name in target_names(carry):
            use = self.returned_use(name)
            if use is not None:
                self.report_returned(name, use, f"handed back unchanged in the {_short(self.loop_api)} carry "
                                     f"(line {self.rule.line(value)})", "step",
                                     "split it in the body and carry the new key")

    def handed_back(self, value: cst.BaseExpression) -> None:
        """A function returning a key it consumed, in the slot of its result that a loop of this module
        binds back to the key it passes (`state, rng = step(state, rng)`): the next call consumes the
        same key again."""
        if type(value) is not cst.Tuple or self.func is None or self.func.parent is not None:
            return
        for i, element in enumerate(value.elements):
            name = element.value.value if type(element.value) is cst.Name else None
            use = self.returned_use(name)
            caller = self.rule.carrying_caller(self.func, i) if use is not None else None
            if caller is not None:
                self.report_returned(name, use, f"returned unchanged (line {self.rule.line(value)}), and {caller} "
                                     "passes the returned key back in a loop", "call",
                                     "split it and return the new key")

    def returned_use(self, name: Optional[str]) -> Optional[_Use]:
        """The consumption, on every path, of a key the function returns, unless already reported."""
        use = self.state.get(name) if name is not None else None
        return None if use is None or use.node is None or not use.must or id(use.node) in self.rule.reported else use

    def report_returned(self, name: str, use: _Use, returned: str, run: str, fix: str) -> None:
        self.rule.reported.add(id(use.node))
        self.rule.report(use.node, (
            f"PRNG key `{name}` is consumed by {_short(use.api)} and {returned}, so the next {run} consumes the "
            f"same key again and its draws are not independent of this {run}'s (with typed keys, "
            f"jax.debug_key_reuse raises KeyReuseError); {fix}: "
            f"`{name}, sub = jax.random.split({name})`, draw with `sub`, return `{name}`"), stmt=use.stmt)

    def deliberate(self, first: Optional[_Use], call: cst.Call, api: str) -> bool:
        """Reuse the code shows is on purpose: in a test, a draw inside an assertion (it checks what the
        key gives) or the same call twice (a determinism check);
        one statement repeated verbatim (the first result is overwritten unread); the same randomness
        applied to two independent inputs (`permutation(key, idx)` and `permutation(key, vals)`,
        `features(rng, x)` and `features(rng, y)`) or to each input a loop goes through
        (`[permutation(key, a) for a in arrays]`); two implementations given one key in a test, to
        compare them; in a test, keys made only for a call expected to raise; or a comment or the
        function's docstring saying so."""
        if self.rule.commented(call, func=self.func):
            return True
        if first is None or first.call is None:
            return False
        if first.call is not call and self.rule.commented(first.call, first.stmt):
            return True  # the comment on the first draw: `# the same key gives the same number:`
        if first.call is not call and (self._separate_demos(first) or self._replaced(first)):
            return True
        if _in_test(self.func) and (_asserting(self.stmt) or self._read_only_raising(self.stmt)):
            return True  # `assert_array_equal(fun(key, shape), wrapped(shape))`: checks what a key gives
        if self._shape_only_test():
            return True  # `assert out.shape == (3,)`: no check can tell one draw's bits from another's
        if first.call is call:
            if api in apis.DATA_DRAWS and self._per_element(call):
                return True  # `[permutation(key, a) for a in arrays]`: one shuffle for every array
            # the next iteration of a loop in a test, giving one key to what it checks
            return _in_test(self.func) and not api.startswith("jax.random.")
        code = self.rule.model.index.module.code_for_node
        if first.stmt is not None and first.stmt is not self.stmt and code(first.stmt) == code(self.stmt):
            return True
        same_callee = code(first.call.func) == code(call.func)
        if same_callee and _in_test(self.func) and code(first.call) == code(call):
            return True  # a test running one call twice
        if same_callee and _in_test(self.func) and not api.startswith("jax.random.") and \
                self._pairs(first, call, True) and self._checked_together(first.stmt, self.stmt):
            return True  # a test checking what changing one setting of its own function does, on one key
        if same_callee and (not api.startswith("jax.random.") or api in apis.DATA_DRAWS) and self._pairs(first, call):
            return True
        if _in_test(self.func) and not same_callee and not api.startswith("jax.random.") and \
                not first.api.startswith("jax.random."):
            return True
        # two jax.random draws of different code are no pairing: `A = normal(key, (n, n)); b = normal(key, (n,))`
        both_draws = api.startswith("jax.random.") and first.api.startswith("jax.random.")
        if both_draws:  # anywhere, a check of one draw against the other: `assert (r1 == r2).all()`
            return self._compared(first.stmt, self.stmt, direct=True)
        return _in_test(self.func) and (self._compared(first.stmt, self.stmt) or  # or the test recomputes
                                        self._compared(first.stmt, self.stmt, through=True, equal=True))  # the same

    def _separate_demos(self, first: _Use) -> bool:
        """A notebook's later cell drawing again from the key an earlier cell drew from, when nothing
        computed from one draw meets anything computed from the other: one seed serving unrelated
        demos, as re-seeding NumPy per example would."""
        model = self.rule.model
        if not model.cells or self.func is not None or first.stmt is None or self.stmt is None:
            return False
        cell_of = lambda node: (model.in_cell(line_of(model, node)) or (None,))[0]  # noqa: E731
        if cell_of(first.stmt) == cell_of(self.stmt):
            return False
        a, b = _apart(first.stmt, self.stmt)
        if not a or not b:
            return False
        reach_a, reach_b = self._reached(a), self._reached(b)
        read: dict = {}
        for r in model.scopes.module.own_reads():
            read.setdefault(id(r.stmt), set()).add(r.node.value)
        return not reach_a & reach_b and not any(names & reach_a and names & reach_b for names in read.values())

    def _replaced(self, first: _Use) -> bool:
        """The second draw rebinds every name the first draw's result reached, and reads none of them: the
        first example is gone when the second is made (a notebook's next demo, a test's next case), so
        no computation meets both."""
        if self.loops or type(first.stmt) is not cst.Assign or type(self.stmt) is not cst.Assign:
            return False
        made = _produced(first.stmt)
        reached = self._reached(made)
        return bool(made) and reached <= _produced(self.stmt) and \
            not reached & {n.value for n in name_nodes(self.stmt.value)}

    def _per_element(self, call: cst.Call) -> bool:
        """The data a draw is given is what a loop around it binds: each iteration draws for another input."""
        key = _key_arg(call)
        targets = set().union(*(frame.targets for frame in self.loops))
        return any(type(n) is cst.Name and n.value in targets
                   for arg in call.args if arg.value is not key for n in name_nodes(arg.value))

    def _repeated_draw(self, first: Optional[_Use], call: cst.Call) -> bool:
        """In a test, the same draw as the one just before it (not the key's first consumption), whose
        results the test checks against each other through what it computes from them (two label draws
        given one key so that two losses agree)."""
        latest = first.latest if first is not None else None
        code = self.rule.model.index.module.code_for_node
        return latest is not None and latest.call is not None and _in_test(self.func) and \
            code(latest.call) == code(call) and self._compared(latest.stmt, self.stmt, through=True)

    def _compared(self, first: Optional[cst.CSTNode], second: Optional[cst.CSTNode], through: bool = False,
                  direct: bool = False, equal: bool = False) -> bool:
        """A test that checks what one draw produced against what the other did (`assert
        jnp.allclose(ll, ll2)`; `through`: or values computed from each; `direct`: only the results
        themselves, each a side of its own; `equal`: only checks that they are equal): it gives them one
        key to compare them. One side of the check is made from the first draw and not the second,
        another side the reverse (a side that reads both, `expected(psi, H)`, compares nothing of one with
        the other)."""
        a, b = _apart(first, second)
        if not a or not b:
            return False
        sources = self._sources() if through else {}
        for sides, same in self._checks():
            if direct and not (same and all(len(side) == 1 for side in sides)) or equal and not same:
                continue
            made = [set().union(*({n} | sources.get(n, set()) for n in side)) for side in sides]
            if any(m & a and not m & b for m in made) and any(m & b and not m & a for m in made):
                return True
        return False

    def _checked_together(self, first: Optional[cst.CSTNode], second: Optional[cst.CSTNode]) -> bool:
        """One check of the test reads what both statements produced (`assert (a - b).any()`)."""
        a, b = _apart(first, second)
        return bool(a and b) and any(set().union(*sides) & a and set().union(*sides) & b
                                     for sides, _ in self._checks())

    def _shape_only_test(self) -> bool:
        """A test that returns nothing and whose every check reads only shapes, dtypes and types of what
        it computed (`assert x_new.shape == x.shape`)."""
        func = self.func
        if func is None or not func.name.startswith("test") or any(True for _ in returned_values(func.node)):
            return False
        checks = self._check_statements()
        return bool(checks) and not any(self._reads_values(stmt.test if type(stmt) is cst.Assert else stmt.value)
                                        for stmt in checks)

    def _reads_values(self, node: cst.CSTNode) -> bool:
        """Whether `node` reads a name of the test other than through its shape, dtype or type."""
        t = type(node)
        if t is cst.Name:
            return node.value not in ("True", "False", "None") and self.rule.model.qualname(node) is None
        if t is cst.Attribute and node.attr.value in _SHAPE_ATTRIBUTES:
            return False
        if t is cst.Call and type(node.func) is cst.Name and node.func.value in _SHAPE_CALLS:
            return False
        if t is cst.Attribute:
            return self._reads_values(node.value)
        return any(self._reads_values(child) for child in node.children)

    def _check_statements(self) -> list:
        """Each `assert` statement of this function and each statement calling an `assert...` function."""
        code = self.rule.model.index.module.code_for_node
        out, seen = [], set()
        for read in self.rule.model.scopes.scope(self.func).own_reads():
            stmt = read.stmt
            if id(stmt) not in seen and (type(stmt) is cst.Assert or type(stmt) is cst.Expr and
                                         type(stmt.value) is cst.Call and "assert" in code(stmt.value.func).lower()):
                out.append(stmt)
            seen.add(id(stmt))
        return out

    def _checks(self) -> list:
        """The sides each check of this function compares, as the names each reads: an `assert` of a
        comparison (its operands) or of a call (its arguments), or an `assert...` call (its arguments);
        with whether it checks that they are equal (`==`, `allclose`, `assert_array_equal`...)."""
        code = self.rule.model.index.module.code_for_node
        out = []
        for stmt in self._check_statements():
            if type(stmt) is cst.Assert:
                test = stmt.test
                if type(test) is cst.Call and not test.args and type(test.func) is cst.Attribute and \
                        test.func.attr.value in ("all", "any"):
                    test = test.func.value  # `assert (a == b).all()`: the comparison
                sides = [test.left, *(c.comparator for c in test.comparisons)] if type(test) is cst.Comparison \
                    else [a.value for a in test.args] if type(test) is cst.Call else []
                equal = all(type(c.operator) is cst.Equal for c in test.comparisons) \
                    if type(test) is cst.Comparison else type(test) is cst.Call and _EQUALITY.search(code(test.func))
            else:
                sides = [a.value for a in stmt.value.args]
                equal = bool(_EQUALITY.search(code(stmt.value.func)))
            out.append(([{n.value for n in name_nodes(side)} for side in sides], bool(equal)))
        return out

    def _reached(self, names: set) -> set:
        """`names` and every name of this function computed from one of them."""
        return names | {name for name, made in self._sources().items() if made & names}

    def _sources(self) -> dict:
        """name -> every name its value in this function was computed from (through assignments, and
        in-place changes: `draws.append(draw)`, `total += x`); worked out once per function."""
        if self._source_table is None:
            self._source_table = self._trace_sources()
        return self._source_table

    def _trace_sources(self) -> dict:
        direct: dict = {}
        for read in self.rule.model.scopes.scope(self.func).own_reads():
            stmt = read.stmt
            if read.owner is None:
                continue
            if type(stmt) is cst.Assign:
                for target in stmt.targets:
                    for name in target_names(target.target):
                        direct.setdefault(name, set()).add(read.node.value)
            elif type(stmt) is cst.AugAssign and type(stmt.target) is cst.Name:
                direct.setdefault(stmt.target.value, set()).add(read.node.value)
            elif type(stmt) is cst.Expr and type(stmt.value) is cst.Call and type(stmt.value.func) is cst.Attribute \
                    and type(stmt.value.func.value) is cst.Name and stmt.value.func.attr.value in IN_PLACE_METHODS:
                direct.setdefault(stmt.value.func.value.value, set()).add(read.node.value)
        out = {}
        for name in direct:
            seen, stack = set(), list(direct[name])
            while stack:
                n = stack.pop()
                if n not in seen:
                    seen.add(n)
                    stack.extend(direct.get(n, ()))
            out[name] = seen
        return out

    def _pairs(self, first: _Use, call: cst.Call, settings: bool = False) -> bool:
        """The two calls differ only in data arguments (`settings`: only in literals, `jitter=1e-5`),
        and the second does not use the first's result."""
        code = self.rule.model.index.module.code_for_node
        a, b = first.call.args, call.args
        if len(a) != len(b) or any((x.keyword and x.keyword.value) != (y.keyword and y.keyword.value)
                                   for x, y in zip(a, b)):
            return False
        differing = [y.value for x, y in zip(a, b) if code(x.value) != code(y.value)]
        if not differing or not all(is_constant(v) if settings else
                                    type(v) in (cst.Name, cst.Attribute, cst.Subscript) for v in differing):
            return False
        produced = set()
        if type(first.stmt) is cst.Assign:
            for target in first.stmt.targets:
                produced.update(target_names(target.target))
        return not any(type(n) is cst.Name and n.value in produced for v in differing for n in name_nodes(v))

    def reuse(self, key: cst.BaseExpression, place: str, first: Optional[_Use], api: str,
              call: cst.Call) -> None:
        repeat = any(frame.repeat for frame in self.loops)
        seen = any(place in frame.reported for frame in self.loops)
        if not self.report or id(key) in self.rule.reported or (repeat and seen) or \
                self.deliberate(first, call, api) or self._repeated_draw(first, call):
            return
        self.rule.reported.add(id(key))
        for frame in self.loops:
            frame.reported.add(place)
        fix = f"`{place}, sub = jax.random.split({place})` and pass `sub`"
        if first is None and self.loop_api == _TREE_MAP:
            tree = self.rule.leaf_tree(self.func)
            message = (f"PRNG key `{place}` comes from outside the function jax.tree.map applies to every leaf, "
                       f"and {_short(api)} consumes it for each one, so leaves of the same shape get the same "
                       f"random bits; split one key per leaf: `keys = jax.random.split({place}, "
                       f"len(jax.tree.leaves({tree})))`, then map over `jax.tree.unflatten(jax.tree.structure("
                       f"{tree}), list(keys))` as a second tree")
        elif first is None:
            message = (f"PRNG key `{place}` comes from outside this {self.loop_api} body and is consumed by "
                       f"{_short(api)} on every step, so every step draws the same random bits; carry it "
                       f"through the loop and split it each step: {fix} (or use `jax.random.fold_in({place}, i)`)")
        elif repeat and any(place in frame.rebound for frame in self.loops):
            message = (f"PRNG key `{place}` is consumed by {_short(first.api)} (line {self.rule.line(first.node)}) "
                       f"after the loop rebinds it, and the next iteration consumes it again here, so "
                       f"{_consequence(first.api, api)}; keep `{place}` for splitting and consume only the "
                       f"subkey: {fix} to {_short(first.api)}")
        elif repeat:
            where = "" if first.node is key else f" (line {self.rule.line(first.node)})"
            message = (f"PRNG key `{place}` is consumed by {_short(first.api)}{where} "
                       f"on every iteration of the loop but never rebound in its body, so every iteration "
                       f"draws the same random bits; split it in the loop: {fix}")
        else:
            message = (f"PRNG key `{place}` is reused: {_short(first.api)} already consumed it on line "
                       f"{self.rule.line(first.node)}, so {_consequence(first.api, api)}; split it first: {fix}")
        self.rule.report(key, message, stmt=self.stmt)


def _handed_on(func: FunctionInfo, name: str, scopes) -> Optional[cst.Name]:
    """The first argument of a call in `func`'s body that is its parameter `name`, never rebound."""
    scope = scopes.scope(func)
    if any(b.how != "param" for b in scope.bindings_of(name)):
        return None
    return next((a.value for c in func.calls for a in c.args if type(a.value) is cst.Name and a.value.value == name),
                None)


def _consequence(first_api: str, api: str) -> str:
    """What two consumptions of one key share, by what consumed it each time."""
    if first_api == api:
        return "both draw the same random bits"
    if "jax.random.split" in (first_api, api):  # a draw and a split: different bits, one key used twice
        other = first_api if api == "jax.random.split" else api
        used = "that draw" if other.startswith("jax.random.") else _short(other)
        return (f"the split's keys derive from the key {used} used and are not independent of it "
                "(with typed keys, jax.debug_key_reuse raises KeyReuseError)")
    return ("the two results come from the same random bits and are not independent "
            "(with typed keys, jax.debug_key_reuse raises KeyReuseError)")


_WHOLE = frozenset({()})  # a jax.random function's whole result is made from its key


def _bound_at(target: cst.BaseExpression, slot: tuple) -> list:
    """The names an assignment target binds to the part of the value at `slot` (a path of tuple
    positions); None for a part bound any other way (an attribute, an item, a starred name)."""
    if not slot or type(target) is cst.Name:
        return bound_names(target)
    if type(target) in (cst.Tuple, cst.List) and slot[0] < len(target.elements) and \
            not any(type(el) is cst.StarredElement for el in target.elements):
        return _bound_at(target.elements[slot[0]].value, slot[1:])
    return [None]


def _arms(s: cst.If):
    """(if, 0 or 1, block) for every arm of an if / elif / else chain."""
    while True:
        yield s, 0, s.body
        if type(s.orelse) is not cst.If:
            if s.orelse is not None:
                yield s, 1, s.orelse
            return
        s = s.orelse


def _case(site) -> Optional[tuple]:
    """(name, literal) of the innermost `if name == literal:` whose body holds the call site."""
    for stmt, arm in reversed(site.branches):
        found = _literal_test(stmt.test) if type(stmt) is cst.If and arm == 0 else None
        if found is not None and type(stmt.test.left) is cst.Name:
            return found
    return None


def _equals_literal(test: cst.BaseExpression, name: str) -> bool:
    """`name == 0` (or `0 == name`): true for one value of `name` only."""
    found = _literal_test(test)
    return found is not None and found[0] == name


def _literal_test(test: cst.BaseExpression) -> Optional[tuple]:
    """(name, literal as written) of `name == literal` or `literal == name` (an int or a string)."""
    if type(test) is not cst.Comparison or len(test.comparisons) != 1 or \
            type(test.comparisons[0].operator) is not cst.Equal:
        return None
    sides = (test.left, test.comparisons[0].comparator)
    names = [e.value for e in sides if type(e) is cst.Name]
    literals = [e.value for e in sides if type(e) in (cst.Integer, cst.SimpleString)]
    return (names[0], literals[0]) if len(names) == 1 and literals else None


def _target_leaves(target: cst.BaseExpression) -> list:
    """The names, attributes and items an assignment target binds, through tuples and stars."""
    if type(target) in (cst.Tuple, cst.List):
        return [leaf for el in target.elements for leaf in _target_leaves(el.value)]
    if type(target) is cst.StarredElement:
        return _target_leaves(target.value)
    return [target]


def _apart(first: Optional[cst.CSTNode], second: Optional[cst.CSTNode]) -> tuple:
    """The names each of two statements binds and the other does not (a name both bind holds only the
    second result)."""
    a, b = _produced(first), _produced(second)
    return a - b, b - a


def _produced(stmt: Optional[cst.CSTNode]) -> set:
    """The names an assignment statement binds."""
    if type(stmt) is not cst.Assign:
        return set()
    return {name for target in stmt.targets for name in target_names(target.target)}


def _fixed_seed(model, expr: Optional[cst.BaseExpression]) -> bool:
    """`jax.random.PRNGKey(0)`, `jax.random.key(SEED)` with a module-level literal: the same key each time."""
    if type(expr) is not cst.Call or model.qualname(expr.func) not in KEY_MAKERS or not expr.args:
        return False
    seed = expr.args[0].value
    if type(seed) is cst.Name:
        seed = model.module_value(seed.value)
    return type(seed) is cst.Integer


def _in_test(func: Optional[FunctionInfo]) -> bool:
    while func is not None:
        if func.name.startswith("test"):
            return True
        func = func.parent
    return False


def _join_all(states: list) -> Optional[dict]:
    out = None
    for state in states:
        out = _join(out, state)
    return out


def _class_default(cls: cst.ClassDef, name: str) -> Optional[cst.BaseExpression]:
    """The value a class body gives `name` (`name: T = value` or `name = value`), if it does."""
    for line in cls.body.body:
        for stmt in line.body if type(line) is cst.SimpleStatementLine else ():
            if type(stmt) is cst.AnnAssign and type(stmt.target) is cst.Name and stmt.target.value == name:
                return stmt.value
            if type(stmt) is cst.Assign and any(type(t.target) is cst.Name and t.target.value == name
                                                for t in stmt.targets):
                return stmt.value
    return None


def _arithmetic_of(expr: cst.BaseExpression, call: cst.Call) -> bool:
    """`expr` is `call` under arithmetic operators only: what it computes goes nowhere but its value."""
    while expr is not call:
        if type(expr) is cst.UnaryOperation:
            expr = expr.expression
        elif type(expr) is cst.BinaryOperation:
            left, right = _arithmetic_of(expr.left, call), _arithmetic_of(expr.right, call)
            return left or right
        else:
            return False
    return True


def _slots_json(slots: Optional[frozenset]) -> Optional[list]:
    return None if slots is None else sorted(map(list, slots))


# Flax linen calls that draw from the key of their `rngs={"dropout": key}`, unless a flag turns
# dropout off (`train=False`, `deterministic=True`): then nothing draws, and an evaluation loop or a
# test comparing two models may share the key.
_RNGS_TAKERS = frozenset({"apply", "apply_fn", "init", "init_with_output"})
_NO_DROPOUT = {"train": "False", "training": "False", "is_training": "False", "enable_dropout": "False",
               "deterministic": "True"}


def _rngs_keys(call: cst.Call) -> list:
    """The key a flax `apply` / `init` call draws dropout from: the value of `rngs={"dropout": key}`."""
    func = call.func
    name = func.attr.value if type(func) is cst.Attribute else func.value if type(func) is cst.Name else None
    if name not in _RNGS_TAKERS:
        return []
    if _dropout_off(call):
        return []
    rngs = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == "rngs"), None)
    return [el.value for el in rngs.elements if type(el) is cst.DictElement and type(el.key) is cst.SimpleString
            and el.key.evaluated_value == "dropout"][:1] if type(rngs) is cst.Dict else []


def _may_draw(model) -> bool:
    """Whether a module can consume keys: it imports a library that draws, or it is analysed because
    it calls into files of the project (whose functions may consume the keys it passes)."""
    return any(map(model.index.imports.mentions, ("jax", "haiku", "numpyro"))) or \
        model.link is not None and model.link.reached


def _dropout_off(call: cst.Call) -> bool:
    """A flag of the call turns dropout off (`train=False`, `deterministic=True`): nothing draws."""
    flags = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    return any(type(flags.get(k)) is cst.Name and flags[k].value == off for k, off in _NO_DROPOUT.items())


_TREE_MAP = "jax.tree.map"  # runs its function once per leaf of the tree


def _asserting(stmt: Optional[cst.CSTNode]) -> bool:
    """An `assert` statement, or a statement that is one assertion call (`np.testing.assert_allclose(...)`,
    `self.assertEqual(...)`)."""
    if type(stmt) is cst.Assert:
        return True
    if type(stmt) is not cst.Expr or type(stmt.value) is not cst.Call:
        return False
    func = stmt.value.func
    name = func.attr.value if type(func) is cst.Attribute else func.value if type(func) is cst.Name else ""
    return name.startswith("assert")


def _short(api: str) -> str:
    return api.removeprefix("jax.")


def _bind_args(call: cst.Call, ref: FunctionRef):
    """(argument expression, parameter name) pairs of a call to a module-local function."""
    positional = ref.visible_positional()
    names = {p.name for p in ref.info.params if not p.variadic}
    for i, arg in enumerate(call.args):
        if arg.star:
            return
        if arg.keyword is not None:
            if arg.keyword.value in names:
                yield arg.value, arg.keyword.value
        elif i < len(positional):
            yield arg.value, positional[i].name


class PrngKeyReuse(Rule):
    """
    ## What it does
    Flags a PRNG key that is consumed twice without being rebound in between: two samplers on the same
    key, a sampler then `split`, `split` twice, `jax.random.split(key)[0]` in a loop whose body never
    rebinds `key`, a key used in a loop body (or a `lax.scan` / `fori_loop` body that closes over it)
    without a split, and a key a function mapped with `jax.tree.map` closes over and draws from
    (`jax.tree.map(lambda p: p + normal(key, p.shape), params)`: same-shaped leaves get the same noise;
    one `permutation` for every leaf keeps a batch aligned and is not flagged). A call to a function of
    the same module that consumes its key parameter on every path (a dropout helper, a jitted train
    step) counts as a consumption. Consumption in both arms of an `if`/`else`, in the bodies of two
    `if name == literal:` tests of one name the function never rebinds (`if name == "moons":`, then `if
    name == "blobs":`), or in two cases of `jnp.where` / `lax.select` (each element of the result comes
    from one of them), is not reuse;
    `jax.random.fold_in`, `clone` and `key_data` do not consume a key. A split that hands each iteration
    another of its keys (`split(key, n)[i]` with the loop's `i`, or `split(key, i + 2)`) is not reuse
    across iterations either, nor is the arm of `a if i == 0 else b` (or `if i == 0:`) in a `range` /
    `enumerate` loop, which runs once. A method that consumes a key stored on `self` without storing a
    new one (`self.w, _ = update(self.w, self.key)`) is flagged when a loop in another method of its
    class calls it on the same `self`, or a loop of another project file calls it (or a method of its
    class that calls it) on one object (`for epoch in ...: ds.batches(n)`; not when the loop builds the
    object anew); so is a function that replaces the key parameter its callers pass with a fixed-seed key
    (`rng = random.key(0)` at the top of its body; `if rng is None:` first is a default, not flagged). A
    function of another file of the project counts as well, called from a file that imports no jax too
    (its file's summary says which parameters it consumes), and so does an initializer (`init(key,
    shape)`) made by a factory of `jax.nn.initializers` or flax's (`lecun_normal()`, not `zeros`), held in
    a name or in a field of the module whose method calls it (`kernel_init: Callable =
    nn.initializers.lecun_normal()`); so does a flax `apply` / `init` given the key in `rngs={"dropout":
    key}` (not with `train=False` or `deterministic=True`: no dropout draws), numpyro's `MCMC.run(key,
    ...)`, `SVI.init` / `run` and `Predictive(...)(key, ...)` (the same key gives the same chain or prior
    draws), a haiku transformed function's `apply(params, key, ...)` when the function asks for keys
    (`hk.next_rng_key()`, in it or the module classes it calls; such a `net = hk.transform(f)` of another
    file counts too), and a nested function (a loss under `jax.grad`) that draws from its enclosing
    function's key: a reuse when that function already split or drew from the key (`model_key, loss_key =
    split(key)`, then the loss splits `key`). A draw whose result is rebound before anything reads it (`p
    = normal(key) * s`, then `p = ...`), or dropped (a warm-up: `f(key, x).block_until_ready()`),
    consumes nothing, whether it is the first draw or the second.

    Two more shapes of the same bug: a key made from a literal seed (`jax.random.key(0)`, also a
    module-level `key` a traced function draws from) and consumed where the code runs again and again:
    in the Python loop that makes it, in a `scan` / `fori_loop` / `while_loop` body, or in a traced
    function a loop runs, in its file or another (the message names the chain: "every call of
    `noisy_loss`, traced in `train_step`, which a loop calls"); and a loop body that consumes a key and
    hands it back unchanged in its carry, so the next step consumes it again, or a function that returns
    a key it consumed where a loop of its module passes the returned key back (`key, unused =
    split(rng)`, a draw from `key`, `return x, key`, then `x, rng = step(x, rng)` in the loop: the fresh
    half is never used). A loop over runs that seeds each run's chain of splits (`key =
    jax.random.key(0)` then `key, sub = split(key)`), or over configurations written in the code
    (dtypes, a list of sizes, also behind a `tqdm` progress bar), is reproducible on purpose.

    A consumption nothing reads the results of is not reuse: a set-up function that splits the key and
    returns keys every caller overwrites before reading them (no value that is read shares bits with
    another; `jax.debug_key_reuse` still rejects the second split of a typed key). Nor is reuse in a test
    that returns nothing and whose every check reads only shapes, dtypes and types (`assert
    out.shape == x.shape`): no outcome of it depends on the bits.

    Reuse the code shows is deliberate is not reported: in a test, the same call twice on one key (a
    determinism check), one key given to two implementations to compare them, or two draws whose results
    the test then asserts on together (`assert jnp.allclose(ll, ll2)`) or asserts values computed from
    them equal (the test re-derives what a function drew from the key), or a draw made inside an
    assertion (`assert_array_equal(normal(key, shape), seeded_normal(shape))`); one statement repeated
    verbatim; the same randomness applied to two independent inputs (one permutation key for indexes and
    values, one projection key for `x` and `y`, one permutation for every array a loop or comprehension
    goes through: `[permutation(key, a) for a in (x, y)]`); a comment on the line, or just above it, or
    the function's docstring, saying the key is shared on purpose ("same key", "correlated",
    "deliberate", "fixed key", "reused for", "used for every", "mirror"); in a test, keys split only for
    a call expected to raise (the last statement of `pytest.raises`); a second draw that rebinds every
    name the first one's result reached, reading none of them (a notebook's next demo, a test's next
    case: the first result is gone before the second exists). Tests that draw identical inputs
    from one key by accident are still reported. To keep a deliberate reuse the rule cannot see as such,
    pass `jax.random.clone(key)` the second time (which `jax.debug_key_reuse` accepts too) or add `#
    noqa: JAX203`.

    ## Why is this bad?
    The same key gives the same random bits: the two "independent" draws are identical (or
    correlated when their shapes differ), and a loop draws the same dropout mask or noise every
    step, with no error. With typed keys (`jax.random.key`) and `jax.debug_key_reuse(True)`, JAX
    raises `jax.errors.KeyReuseError: Previously-consumed key passed to random_split at index 0`
    (inside a jitted function or a scan body, the error points at its call site).

    ## Example
    ```python
    key = jax.random.key(0)
    for step in range(n_steps):
        step_key = jax.random.split(key)[0]
        params = train_step(params, batch, step_key)
    ```

    ## Use instead
    ```python
    key = jax.random.key(0)
    for step in range(n_steps):
        key, step_key = jax.random.split(key)
        params = train_step(params, batch, step_key)
    ```
    """

    code = "JAX203"
    name = "prng-key-reuse"
    summary = "PRNG key consumed twice without a split: identical random draws"

    def __init__(self, model) -> None:
        super().__init__(model)
        self.reported: set = set()  # ids of the key expressions already reported
        # Shared with the instance that gave the project its facts from the same model.
        self._summaries: dict[int, frozenset] = model.memo.setdefault((self.code, "consumed"), {})
        # function -> {name of each key it consumes on every path (a parameter, or a key of the function
        # holding it): the key expression where it does}
        self._consumed_at: dict[int, dict] = model.memo.setdefault((self.code, "consumed at"), {})
        self._consumes: dict[int, bool] = model.memo.setdefault((self.code, "consumes"), {})
        self._computing: set = set()  # the functions whose consumed parameters are being worked out
        self._assumed = 0  # how many times a recursive call was assumed to consume nothing
        self._caller_map: Optional[dict] = None
        self._mapped: Optional[dict] = None
        self._lines: Optional[list] = None

    def check_module(self) -> None:
        if not _may_draw(self.model):
            return
        for func in [None] + self.model.index.functions:
            if self.consumes_keys(func):
                _KeyFlow(self, func, report=True).run()

    def consumes_keys(self, func: Optional[FunctionInfo]) -> bool:
        """Whether a body calls a jax.random consumer or a local function that consumes a key."""
        key = id(func.node) if func is not None else 0
        if key in self._consumes:
            return self._consumes[key]
        calls = func.calls if func is not None else self.model.index.module_calls
        assumed = self._assumed
        consumes = any(self.model.qualname(call.func) in _CONSUMERS or self.initializer(call.func, func) is not None
                       or _rngs_keys(call) or self.library_draw(call, func) for call in calls) or any(
            self.consumed_params(ref) or self.key_defaults(ref.info) if ref is not None
            else any(self.remote_consumed(c, func)) for c, ref in ((c, self.callee(c, func)) for c in calls))
        if self._assumed == assumed:  # kept only when no recursion was cut short on the way
            self._consumes[key] = consumes
        return consumes

    def key_defaults(self, func: FunctionInfo) -> list:
        """The parameters of `func` whose default makes a key (`key=jax.random.key(0)`)."""
        return [p for p in func.params if type(p.default) is cst.Call and
                self.model.qualname(p.default.func) in KEY_MAKERS]

    def remote_consumed(self, call: cst.Call, scope: Optional[FunctionInfo]):
        """(argument, function name) for the arguments of a call to another project file's function
        that consume the key they pass (that file's `project_facts` say which parameters)."""
        if self.model.link is None:
            return
        ref = self.model.resolve_function(call.func, scope, remote=True)
        if ref is None or ref.remote is None:
            return
        consumed = self.remote_fact(ref.remote)
        if not consumed:
            return
        shift = (1 if ref.bound_method else 0) + len(ref.bound_positional)
        positional = [a for a in call.args if a.keyword is None]
        if any(a.star for a in positional):
            return
        short = ref.remote.rsplit(".", 1)[-1]
        for name, index, slots in consumed:
            arg = next((a for a in call.args if a.keyword is not None and a.keyword.value == name), None)
            if arg is None and index is not None and 0 <= index - shift < len(positional):
                arg = positional[index - shift]
            if arg is not None:
                yield arg.value, short, None if slots is None else frozenset(map(tuple, slots))

    @classmethod
    def project_facts(cls, model) -> dict:
        """Top-level functions and methods -> the [name, position, slots] of each parameter they consume
        as a key (slots: where in the result the values made from it go, when nowhere else)."""
        if not _may_draw(model):
            return {}
        rule = cls(model)
        out = {}
        for func in model.index.functions:
            qualname = model.qualname_of(func)
            if qualname is None:
                continue
            consumed = rule.consumed_params(FunctionRef(func))
            if consumed:
                out[qualname] = sorted(
                    [p.name, p.index, _slots_json(model.scopes.returned_only(func, p.name))]
                    for p in func.params if p.name in consumed)
        for name in model.index.module_assigns:  # `net = hk.transform(forward)`: `net.apply` draws from its key
            made = model.module_value(name)
            if type(made) is cst.Call and model.index.name:
                for method, (keyword, position) in rule.key_methods(made, None).items():
                    out[f"{model.index.name}.{name}.{method}"] = [[keyword, position, None]]
        return out

    def loop_api(self, func: Optional[FunctionInfo]) -> Optional[str]:
        """The loop primitive that runs `func` as its body once per step, or the tree map that runs it
        once per leaf, if any."""
        if func is None:
            return None
        found = next((c.origin for c in self.model.contexts.get(id(func.node), ()) if c.origin in apis.LOOPS), None)
        return found or (_TREE_MAP if id(func.node) in self._leaf_functions() else None)

    def leaf_tree(self, func: FunctionInfo) -> str:
        """The tree a function is mapped over, as written (`params`)."""
        tree = self._leaf_functions().get(id(func.node))
        text = self.model.index.module.code_for_node(tree).strip() if tree is not None else "tree"
        return text if len(text) <= 30 else "tree"

    def _leaf_functions(self) -> dict:
        """id(function node) -> the tree it is mapped over, for the functions of this module handed to
        `jax.tree.map` (`tree_util.tree_map`)."""
        if self._mapped is None:
            self._mapped = {}
            for scope, calls in self.model.index.scoped_calls():
                for call in calls:
                    if self.model.qualname(call.func) == _TREE_MAP and call.args and call.args[0].keyword is None:
                        ref = self.model.resolve_function(call.args[0].value, scope)
                        if ref is not None and not ref.bound_positional and not ref.bound_keywords:
                            self._mapped[id(ref.info.node)] = call.args[1].value if len(call.args) > 1 else None
        return self._mapped

    def looped_self_call(self, method: FunctionInfo, attribute: str) -> Optional[str]:
        """How a loop runs `method` again and again on the same `self`, for the message: a loop of
        another method of its class that calls `self.<method>(...)` and never stores
        `self.<attribute>` itself, or a loop of another project file (outside tests) that calls it,
        or another method that calls it, on one object; None when nothing does."""
        for other, call in self.model.index.self_calls(method.owner, method.name):
            if other is method:
                continue
            if any(c.attr == attribute for c in self.model.scopes.scope(other).changes_of(other.params[0].name)) or \
                    _in_test(other):  # a test giving each variant it compares the same inputs
                continue
            if self.model.index.in_loop(call):
                return f"`{other.name}` calls `{method.name}` on every iteration of a loop (line {self.line(call)})"
            remote = [w for w in self.model.remote_loops(other) if "test" not in w]
            if remote:
                return (f"a loop in {remote[0]} calls `{other.name}` on one object, and `{other.name}` calls "
                        f"`{method.name}`")
        remote = [w for w in self.model.remote_loops(method) if "test" not in w]
        return f"a loop in {remote[0]} calls it on one object" if remote else None

    def repeated(self, func: Optional[FunctionInfo]) -> Optional[str]:
        """Why traced `func` runs again and again, for messages ("call of `loss`, traced in `step`,
        which a loop calls (line 9)"); None when nothing says it does."""
        hops = self._repeats(func, 0)
        return ", ".join([f"call of `{func.name}`"] + hops) if hops else None

    def _repeats(self, func: Optional[FunctionInfo], depth: int) -> Optional[list]:
        """A loop primitive's body, a function called in a loop of untraced code (here or in another
        file), or called or transformed by such a function: the hops that say so."""
        if func is None or depth > 4 or self.model.trace(func) is None:
            return None
        api = self.loop_api(func)
        if api is not None and depth:
            return [f"the {_short(api)} body"]
        for scope, call in self._callers().get(id(func.node), ()):
            if self.model.trace(scope) is None:
                if self.model.index.in_loop(call):
                    return [f"which a loop calls (line {self.line(call)})"]
            else:
                hops = self._repeats(scope, depth + 1)
                if hops is not None:
                    return [f"traced in `{scope.name}`"] + hops
        remote = self.model.remote_loops(func)
        return [f"which a loop in {remote[0]} calls"] if remote else None

    def _callers(self) -> dict:
        """id(function node) -> (scope, call) pairs that call it or apply a transformation to it."""
        if self._caller_map is None:
            found: dict = {}
            for scope, calls in self.model.index.scoped_calls():
                for call in calls:
                    refs = [self.callee(call, scope)]
                    app = self.model.application(call)
                    refs += [self.model.resolve_function(t, scope) for t in (app.targets if app else ())]
                    for ref in refs:
                        if ref is not None and ref.info is not scope:
                            found.setdefault(id(ref.info.node), []).append((scope, call))
            self._caller_map = found
        return self._caller_map

    def initializer(self, callee: cst.BaseExpression, scope: Optional[FunctionInfo], depth: int = 0) -> Optional[str]:
        """The initializer a call runs, shown as written (`self.kernel_init`), when `callee` is one that
        draws: made by a factory of `jax.nn.initializers` (flax's too), held in a name bound to one, or
        in a field of the method's class that defaults to one (`kernel_init: Callable = lecun_normal()`)."""
        value = callee
        if type(value) is cst.Name and depth < 3:
            value, scope = self.model.bound_value(value.value, scope)
        elif type(value) is cst.Attribute and type(value.value) is cst.Name and value.value.value == "self":
            method = scope
            while method is not None and method.owner is None:  # a def nested in the method
                method = method.parent
            value = _class_default(method.owner.node, value.attr.value) if method is not None else None
        if type(value) is not cst.Call:
            return None
        qual = self.model.qualname(value.func) or ""
        if qual.startswith(apis.INITIALIZER_MODULES) and qual.rsplit(".", 1)[-1] not in apis.NON_RANDOM_INITIALIZERS:
            return source(self.model, callee)
        return None

    def library_draw(self, call: cst.Call, scope: Optional[FunctionInfo]) -> Optional[tuple]:
        """(key, what draws) when `call` is a method of a library object that draws from its key
        (`key_methods`): on the object made inline or bound to a name the code reads."""
        func = call.func
        made, method = (func, "__call__") if type(func) is cst.Call else (None, None)
        if type(func) is cst.Attribute:
            made, method = func.value, func.attr.value
            if type(made) is cst.Name:
                made, scope = self.model.bound_value(made.value, scope)
        if type(made) is not cst.Call:
            return None
        slot = self.key_methods(made, scope).get(method)
        if slot is None or _dropout_off(call):
            return None
        keyword, position = slot
        key = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == keyword), None)
        positional = [a for a in call.args if a.keyword is None]
        if key is None and position < len(positional) and not any(a.star for a in positional[:position + 1]):
            key = positional[position].value
        if key is None or type(key) is cst.Name and key.value == "None":
            return None
        qual = self.model.qualname(made.func)
        if qual in apis.HAIKU_KEYED_TRANSFORMS:
            return key, f"{source(self.model, func)}()"
        name = qual.rsplit(".", 1)[-1]
        return key, f"{name}(...)" if method == "__call__" else f"{name}.{method}()"

    def key_methods(self, made: cst.Call, scope: Optional[FunctionInfo]) -> dict:
        """The methods of the object `made` makes that draw from a key they are given: method -> (the
        key's keyword, its position). numpyro's samplers (apis.KEY_TAKING_METHODS), and the `apply` of
        a haiku transformed function that asks for keys."""
        qual = self.model.qualname(made.func)
        if qual in apis.KEY_TAKING_METHODS:
            keyword, methods = apis.KEY_TAKING_METHODS[qual]
            return {method: (keyword, position) for method, position in methods.items()}
        if qual in apis.HAIKU_KEYED_TRANSFORMS and made.args and self.asks_for_keys(made.args[0].value, scope):
            return {"apply": ("rng", apis.FUNCTION_WRAPPERS[qual]["apply"] - 1)}
        return {}

    def asks_for_keys(self, fn: cst.BaseExpression, scope: Optional[FunctionInfo]) -> bool:
        """Whether a function haiku transforms calls `hk.next_rng_key()` (or its kin), itself or through
        the functions of this file it calls and the `__call__` of the module classes it calls
        (`DropoutMLP()(x)`). A function of another file is not seen: then it does not."""
        ref = self.model.resolve_function(fn, scope)
        todo, seen = [ref.info] if ref is not None else [], set()
        while todo:
            func = todo.pop()
            if id(func.node) in seen:
                continue
            seen.add(id(func.node))
            for call in func.calls:
                if self.model.qualname(call.func) in apis.HAIKU_KEY_FUNCTIONS:
                    return True
                callee = self.model.resolve_function(call.func, func)
                if callee is not None:
                    todo.append(callee.info)
                elif type(call.func) is cst.Call:
                    cls = self.model.classes.of_expr(call.func.func)
                    method = cls.methods.get("__call__") if cls is not None else None
                    if isinstance(method, FunctionInfo):
                        todo.append(method)
        return False

    def callee(self, call: cst.Call, scope: Optional[FunctionInfo]) -> Optional[FunctionRef]:
        """The module-local function a call runs: `helper(...)`, `self.step(...)`, `jax.jit(step)(...)`,
        `jax.value_and_grad(loss)(...)`, or a name bound to `jax.jit(step)`."""
        ref = self.model.resolve_function(call.func, scope)
        if ref is not None:
            return ref
        target = call.func
        if type(target) is cst.Name:
            target, _ = self.model.bound_value(target.value, scope)
        if type(target) is not cst.Call:
            return None
        app = self.model.application(target)
        if app is None or len(app.targets) != 1:
            return None
        return self.model.resolve_function(app.targets[0], scope)

    def carrying_caller(self, func: FunctionInfo, slot: int) -> Optional[str]:
        """Where a loop of this module calls `func` and binds element `slot` of its result to a name the
        same call passes (`state, rng = step(state, rng)`): "`run` (line 12)", else None."""
        for scope, call, _ in self.model.call_sites().get(id(func.node), ()):
            bound = self.model.scopes.assigned_to(call) if self.model.index.in_loop(call) else None
            if type(bound) is not cst.Tuple:
                continue
            target = bound.elements[slot].value if slot < len(bound.elements) else None
            if type(target) is cst.Name and any(type(a.value) is cst.Name and a.value.value == target.value
                                                for a in call.args):
                where = f"`{scope.name}`" if scope is not None else "the module"
                return f"{where} (line {self.line(call)})"
        return None

    def consumed_params(self, ref: FunctionRef) -> frozenset:
        """Parameters whose key the function consumes on every path that returns."""
        node_id = id(ref.info.node)
        if node_id in self._computing:  # recursion: assume nothing while computing
            self._assumed += 1
            return frozenset()
        if node_id not in self._summaries:
            self._computing.add(node_id)
            try:
                consumed = frozenset()
                if not ref.info.yields and self.consumes_keys(ref.info):  # a generator's call runs nothing
                    flow = _KeyFlow(self, ref.info, report=False)
                    flow.run()
                    exits = flow.exits or {}
                    consumed = frozenset(p[1:] for p, use in exits.items() if p.startswith("^") and use.must)
                    self._consumed_at[node_id] = {p: exits["^" + p].node for p in consumed}
                self._summaries[node_id] = consumed
            finally:
                self._computing.discard(node_id)
        return self._summaries[node_id]

    def consumed_node(self, ref: FunctionRef, param: str) -> Optional[cst.CSTNode]:
        """Where the function's body consumes the key of parameter `param` (after `consumed_params`)."""
        return self._consumed_at.get(id(ref.info.node), {}).get(param)

    def closed_keys(self, ref: FunctionRef) -> dict:
        """The keys of the enclosing function a nested function consumes on every path: name -> the
        key expression in its body."""
        self.consumed_params(ref)
        params = {p.name for p in ref.info.params}
        return {name: node for name, node in self._consumed_at.get(id(ref.info.node), {}).items() if name not in params}

    def commented(self, call: cst.Call, stmt: Optional[cst.CSTNode] = None,
                  func: Optional[FunctionInfo] = None) -> bool:
        """A comment on the call's line (or on any line of the statement `stmt` that holds it), or on a
        line of its own just above it, or the docstring of `func`, says the key is shared on purpose."""
        doc = func.node.get_docstring() if func is not None and type(func.node) is cst.FunctionDef else None
        if doc and any(word in line for line in doc.lower().splitlines() if _KEY_WORDS.search(line)
                       for word in _DELIBERATE):
            return True  # a line of the docstring about the key: "rng_key: base key (used for every window)"
        line = line_of(self.model, call)
        last = self.model.spans([stmt])[id(stmt)].end.line if stmt is not None else line
        if self._lines is None:
            self._lines = self.model.index.module.code.splitlines()
        above = self._lines[line - 2] if line >= 2 else ""
        lines = self._lines[line - 1:max(line, last)] + ([above] if above.lstrip().startswith("#") else [])
        return any(word in text.partition("#")[2].lower() for text in lines for word in _DELIBERATE)

    def line(self, node: cst.CSTNode) -> str:
        return shown_line(self.model, node)
