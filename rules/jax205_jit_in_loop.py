from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model.bindings import Binding
from jaxlint.model.index import (COMPREHENSIONS, _all_params, code_children, literal_values, names_in,
                                 progress_unwrapped, returned_values, target_names, unpacked)
from jaxlint.model import FunctionInfo, apis
from jaxlint.model.kinds import Obj
from jaxlint.rule import Rule, enclosing_functions, source

# Methods that build an object: each call has a new `self`, whose methods may really need their own program.
_CONSTRUCTORS = frozenset({"__init__", "__post_init__", "__new__", "setup"})


class JitInLoop(Rule):
    """
    ## What it does
    Flags `jax.jit(...)` called in a `for` / `while` loop body, or in a helper function that a loop
    calls (in its file or in another file of the project), when what it wraps is a new function object
    each time: a `lambda`, a `functools.partial(...)`, another transformation
    (`jax.jit(jax.grad(loss))`), a bound method (`jax.jit(obj.method)`, `jax.jit(self.apply)`: each
    attribute access makes a new method object; also `jax.jit(env.reset)` of a helper's parameter that
    every caller gives an instance of a project class), the function `jax.vjp` or
    `jax.linearize` returns (`_, f_vjp = jax.vjp(f, x)`, then `jax.jit(f_vjp)`), or a function defined in
    that body (also `@jax.jit` on a `def` there, called there or handed to a transformation called at
    once: `jax.value_and_grad(loss_fn)(w, x)`). The jit counts when that body calls it, or when a method
    stores it on `self` for a method of its class to call (`self._error = jax.jit(partial(self.objective,
    constants=c))` in a method the outer loop calls). It applies to plain training scripts as well as
    traced code.

    A module-level function, a staticmethod or a function stored on an object, re-wrapped with
    `jax.jit(f)` each time, is not flagged: JAX's cache is keyed on the function object, so that hits
    the cache. `equinox.filter_jit` compares the function's static parts by equality instead: a bound
    method of one instance, a `jax.tree_util.Partial` of one, or an equinox wrapper of one
    (`eqx.filter_jit(eqx.filter_vmap(Partial(self.sample, kernel)))` built per batch) traces once and is
    not flagged there; a lambda or a `functools.partial` is still new each time. A wrapped function that reads a value the loop changes (other than a `range` counter), or
    the helper's own arguments, is not flagged either: each time may really need its own program (a loop
    over dtypes or activation functions). A partial is flagged when what changes is only the data it
    binds (`partial(loss, x=x, y=y)` for each batch: pass the batch as arguments instead), and not when
    it binds the values of a loop over values written in the code (a configuration sweep, also through a
    function of the module that returns some of them: block sizes to tune) or a function
    the loop builds anew (`jax.jit(partial(hvp, f=cfun))` for each constraint `cfun`). A helper
    memoised with `functools.lru_cache` / `cache` builds its jit once per argument, and one that only a
    configuration sweep calls (`for fused in (False, True): build_and_run(fused)`) builds one per
    configuration; neither is flagged, nor is a jit called on the values of such a sweep (`for x in
    (jnp.ones(2), jnp.ones((2, 2))): jax.jit(f)(x)`: hoisted, it compiles for each value too), nor a jit
    under a test its own branch turns off (`if
    need_compile: ...; need_compile = False`, `if step_fn is None: step_fn = jax.jit(...)`, `if key not in
    cache: cache[key] = jax.jit(...)`): it compiles when the test asks for it, unless the loop sets that
    name again on every iteration. A loop that calls `jax.clear_caches()` (or a function of its module
    that does) compiles every iteration on purpose (a benchmark of compile time) and is not flagged,
    nor is a method of an object the loop builds anew (`p = Prior(alpha); jax.jit(p.log_prob)`).

    ## Why is this bad?
    There is no error, only time: the jit cache is keyed on the function object, and a lambda, partial
    or bound method built in the loop body is a different object each time, so every iteration traces and
    compiles again (measured on JAX 0.10.2 and 0.12: one backend compile per iteration for
    `jax.jit(lambda x: x + 1)(x)`, `jax.jit(partial(f, k=2.0))(x)`, `jax.jit(jax.grad(loss))(w)`, a `def`
    in the loop, `jax.jit(obj.method)(x)`, and a helper that defines and jits a function each call; one
    compile in total for `jax.jit(module_level_fn)(x)`, `jax.jit(obj.staticmethod)` and a function
    stored on an object). A training loop spends its time in the compiler.

    ## Example
    ```python
    for step in range(num_steps):
        params = jax.jit(lambda p: p - lr * jax.grad(loss)(p))(params)
    ```

    ## Use instead
    ```python
    update = jax.jit(lambda p: p - lr * jax.grad(loss)(p))
    for step in range(num_steps):
        params = update(params)
    ```
    """

    code = "JAX205"
    name = "jit-in-loop"
    summary = "jax.jit of a lambda, partial, bound method or local def in a loop or its helper compiles every time"

    def __init__(self, model) -> None:
        super().__init__(model)
        self._reported: set = set()  # an inner loop is walked again from its outer loop
        self._looped: Optional[dict] = None

    def visit_For(self, site) -> None:
        self._body(site, _Body(self.model, loop=site.node, func=site.func), "in a loop")

    def visit_While(self, site) -> None:
        self._body(site, _Body(self.model, loop=site.node, func=site.func), "in a loop")

    def visit_FunctionDef(self, site) -> None:
        """A helper that a loop calls builds its jit anew on every call, as a loop body would."""
        helper = self.model.index.function_of(site.node)
        traced = self.model.trace(helper)
        # a helper transformed itself runs its body once per trace; one that traced code also calls runs
        # it in Python on each call of the loop
        if helper is None or traced is not None and traced.direct or _memoised(site.node) or \
                helper.name in _CONSTRUCTORS:
            return
        looped = [call for call in self._looped_calls().get(id(helper.node), ()) if not self.model.index.in_sweep(call)]
        remote = self.model.remote_loops(helper) if not looped else []
        if not looped and not remote:
            return
        body = _Body(self.model, scope=self.model.scopes.scope(helper))
        body.params = {p.name for p in helper.params}
        if helper.owner is not None and helper.params and not _decorated(helper.node, {"staticmethod"}):
            body.receiver = helper.params[0].name  # a method of the instance the loop calls it on
        body.varying |= body.params - {body.receiver}  # what each call passes in changes (not `self`)
        caller = enclosing_functions(self.model).get(id(looped[0])) if looped else None
        where = f"in `{helper.name}`, which a loop {f'in `{caller.name}` ' if caller else ''}calls" if looped \
            else f"in `{helper.name}`, which a loop in {remote[0]} calls"
        self._body(site, body, where, f"every call of `{helper.name}`", f"outside `{helper.name}`", helper)

    def _looped_calls(self) -> dict:
        """id(function node) -> the calls of it made in a loop of untraced code (resolved once per module)."""
        if self._looped is None:
            self._looped = {}
            callers = enclosing_functions(self.model)
            index = self.model.index
            for call in [*index.module_calls, *(c for f in index.functions for c in f.calls)]:
                if not index.in_loop(call) or self.model.trace(callers.get(id(call))) is not None or \
                        self._through_jit(call.func, callers.get(id(call))):
                    continue
                ref = self.model.resolve_function(call.func, callers.get(id(call)))
                if ref is not None:
                    self._looped.setdefault(id(ref.info.node), []).append(call)
        return self._looped

    def _through_jit(self, callee: cst.BaseExpression, scope) -> bool:
        """The loop calls the function through a jit it is bound to (`f = jax.jit(wrap(f))`, then
        `f(x)`): its body runs once per trace, not per call."""
        binding = self.model.scopes.reaching(callee, scope) if type(callee) is cst.Name else None
        value = binding.value if binding is not None else None
        app = self.model.application(value) if type(value) is cst.Call else None
        return app is not None and app.name in apis.CACHING_JITS

    def _body(self, site, body: "_Body", where: str, each: str = "every iteration",
              outside: str = "before the loop", scope: Optional[FunctionInfo] = None) -> None:
        body.settle()
        if body.recompiles:
            return
        for call in body.jit_calls:
            app = self.model.application(call)
            if app is None or app.name not in apis.CACHING_JITS or len(app.targets) != 1 or \
                    id(call) in self._reported:
                continue
            if not (id(call) in body.callees or body.assigned_callee(call) or body.stored_callee(call)) or \
                    body.guarded(call):
                continue
            if any(body.free_names(arg.value) & body.varying for arg in app.config):
                continue  # configured from what the loop changes (`out_shardings=s[name]`): one jit each
            called = body.callees.get(id(call))
            if called is not None and body.on_sweep(called):
                continue  # called on each value of a sweep (`for x in (a, b):`): hoisted, it compiles for each too
            why = self._fresh(app.targets[0], body, scope or site.func, by_value=app.name == "equinox.filter_jit")
            if why is not None:
                self._emit(call, site, where, why, each, outside, app.name)
        for deco, fn in body.decorated:
            app = self.model.application(deco.decorator)
            if app is not None and app.name in apis.CACHING_JITS and not app.targets and \
                    id(deco.decorator) not in self._reported and fn.name.value in body.called_names and \
                    not (body.free_names(fn) & body.varying) and \
                    not any(type(c.func) is cst.Name and c.func.value == fn.name.value and body.on_sweep(c)
                            for c in body.jit_calls):
                self._emit(deco.decorator, site, where, f"`{fn.name.value}` is defined there", each, outside, app.name,
                           "@")

    def _fresh(self, target: cst.BaseExpression, body: "_Body", scope, depth: int = 0,
               by_value: bool = False) -> Optional[str]:
        """Why `target` is a new function object on every iteration (or call), or None when it is not (or
        when it reads values that change there, so each one may need its own program). `by_value`:
        equinox.filter_jit compares the function's static parts by equality, so a bound method (equal
        for the same instance), a `jax.tree_util.Partial` or an equinox wrapper of one is the same
        function each time (one trace; a lambda or functools.partial is still new)."""
        if by_value and isinstance(target, cst.Call) and target.args and (
                self.model.qualname(target.func) == "jax.tree_util.Partial" or
                (self.model.qualname(target.func) or "").startswith("equinox.filter_")):
            return self._fresh(target.args[0].value, body, scope, depth + 1, by_value) if depth < 3 else None
        if by_value and isinstance(target, cst.Attribute):
            return None
        if isinstance(target, cst.Name) and target.value in body.returned_functions:
            # it closes over this iteration's values by design: jit a function that calls the API instead
            return f"`{target.value}` is the function `{body.returned_functions[target.value]}` returns, new on each call"
        if isinstance(target, cst.Name) and target.value in body.local_functions:
            fn = body.local_functions[target.value]
            if not isinstance(fn, cst.FunctionDef):  # `f = lambda ...` / `f = partial(...)` in the loop
                return self._fresh(fn, body, scope, depth + 1, by_value) if depth < 3 else None
            why = f"`{target.value}` is defined there"
        elif isinstance(target, cst.Lambda):
            why = "a lambda"
        elif isinstance(target, cst.Call) and self.model.qualname(target.func) == "functools.partial":
            why = "a partial"
        elif isinstance(target, cst.Call) and self.model.application(target) is not None:
            why = f"`{source(self.model, target.func)}(...)` returns a new function"
        elif isinstance(target, cst.Attribute) and self._bound_method(target, scope):
            if isinstance(target.value, cst.Name) and target.value.value in body.varying - body.params:
                return None  # a method of the object the loop builds anew: its data is that program's
            return f"`{source(self.model, target)}` is a bound method, made on each attribute access"
        else:
            return None
        return None if self._reads_changes(target if not isinstance(target, cst.Name) else fn, body) else why

    def _reads_changes(self, fn: cst.CSTNode, body: "_Body") -> bool:
        """Whether the function built reads what changes between iterations in a way that may need a new
        program each time: a def or lambda reading any changed name, a partial of a changed function or
        binding a value of a configuration sweep (a loop over literal values) or a function the loop
        builds anew, a transformation of one."""
        if isinstance(fn, cst.Call) and self.model.qualname(fn.func) == "functools.partial" and fn.args:
            bound = set().union(*(body.free_names(a.value) for a in fn.args[1:]))
            functions = bound & body.varying & body.local_functions.keys()  # `f=cfun`, a new function each time
            return bool(body.free_names(fn.args[0].value) & body.varying or bound & body.sweeps or functions)
        app = self.model.application(fn) if isinstance(fn, cst.Call) else None
        if app is not None and app.targets:
            return any(body.free_names(a.value) & body.varying for a in app.config) or \
                any(self._reads_changes(t, body) for t in app.targets)
        return bool(body.free_names(fn) & body.varying)

    def _bound_method(self, target: cst.Attribute, scope) -> bool:
        """Whether `obj.name` is a method bound to an instance (a new object on each access): `self.method`,
        or `obj.method` where `obj` is bound to an instance of a class of the project."""
        ref = self.model.resolve_function(target, scope)
        if ref is not None:
            return ref.bound_method
        if not isinstance(target.value, cst.Name):
            return False
        value, _ = self.model.bound_value(target.value.value, scope)
        cls = self.model.classes.of_expr(value.func) if isinstance(value, cst.Call) else None
        if value is None and scope is not None and scope.param(target.value.value) is not None:
            passed = self.model.passed(scope).get(target.value.value)  # `env` that every caller passes
            cls = passed.cls if type(passed) is Obj else None
        method = cls.methods.get(target.attr.value) if cls is not None else None
        if method is None or target.attr.value in cls.properties:
            return False
        # Another file's method is known by its name only; its class facts list no staticmethods.
        return isinstance(method, str) or not _decorated(method.node, {"staticmethod"})

    def _emit(self, node: cst.CSTNode, site, where: str, why: str, each: str, outside: str, jit: str,
              prefix: str = "") -> None:
        self._reported.add(id(node))
        self.report(
            node,
            f"`{prefix}{source(self.model, node)}` {where}: {why}, a new object on {each}, so {jit} traces and "
            f"compiles it again each time (the cache is keyed on the function); jit it once {outside} and pass "
            f"what changes as arguments",
            stmt=site.stmt,
        )


def _made_function(model, binding: Binding) -> Optional[str]:
    """The API (`jax.vjp`, `jax.linearize`) whose returned function `binding` binds (`_, f_vjp = ...`)."""
    found = unpacked(binding.node, binding.name)
    qual = model.qualname(found[0].func) if found is not None and isinstance(found[0], cst.Call) else None
    return qual if qual in apis.FUNCTION_RETURNING and apis.FUNCTION_RETURNING[qual] == found[1] else None


def _clears_caches(model, call: cst.Call) -> bool:
    """`jax.clear_caches()`, or a call of a function of this module that calls it."""
    if model.qualname(call.func) == "jax.clear_caches":
        return True
    ref = model.resolve_function(call.func, None) if isinstance(call.func, cst.Name) else None
    return ref is not None and any(model.qualname(c.func) == "jax.clear_caches" for c in ref.info.calls)


class _Body:
    """What one loop body (or the body of a helper a loop calls) holds: jit calls, the functions it
    defines and the names it calls or rebinds, from the scopes layer (nested functions and classes are
    other scopes and are left out)."""

    def __init__(self, model, loop: Optional[cst.CSTNode] = None, scope=None, func=None) -> None:
        self.model = model
        self.callees: dict = {}  # id of an expression called in the loop (`jax.jit(f)` of `jax.jit(f)(x)`) -> the call
        self.called_names: set = set()
        self.assigned: dict = {}  # id(value) -> name, for `step = jax.jit(...)`
        self.local_functions: dict = {}  # name -> def node or lambda / partial value
        self.returned_functions: dict = {}  # name -> the API whose result it is (`_, f_vjp = jax.vjp(f, x)`)
        self.decorated: list = []  # (decorator, def) pairs
        self.varying: set = set()  # names the loop rebinds, except range counters
        self.params: set = set()  # a helper's parameters (the same `self` on every call)
        self.receiver: Optional[str] = None  # a helper method's `self`: one instance, the loop's
        self.sweeps: set = set()  # names bound to the values of a loop over literal values, and what reads them
        self._derived: list = []  # (names bound, names read) of each assignment, for sweeps
        self._loop, self._scope = loop, scope
        self._inner_ifs: Optional[set] = None  # ids of the if statements in the loop, when first asked
        if loop is not None:
            bindings, _, calls = model.scopes.in_loop(loop)
            self._bind_loop_target(loop, func)
        else:
            bindings = [b for s in scope.inline() for b in s.made]
            calls = [c for s in scope.inline() for c in s.calls]
        self.jit_calls = [c.node for c in calls]
        # `jax.clear_caches()` each time: compiling every iteration is the point (a compile-time benchmark)
        self.recompiles = any(_clears_caches(model, call) for call in self.jit_calls)
        for call in self.jit_calls:
            self.callees[id(call.func)] = call
            if isinstance(call.func, cst.Name):
                self.called_names.add(call.func.value)
            elif isinstance(call.func, cst.Call):  # `filter_value_and_grad(loss_fn)(...)`: loss_fn runs now
                app = model.application(call.func)
                self.called_names.update(t.value for t in (app.targets if app is not None else ())
                                         if isinstance(t, cst.Name))
        loops = []
        for b in bindings:
            if b.scope.kind == "comprehension" or b.how in ("param", "import", "class"):
                continue
            if b.how == "def":
                self.local_functions[b.name] = b.node
                self.decorated.extend((d, b.node) for d in b.node.decorators)
            elif b.how == "for":
                if b.node is not loop and all(b.node is not seen for seen in loops):
                    loops.append(b.node)
                    self._bind_loop_target(b.node, b.scope.func)
            else:
                self.varying.add(b.name)
                made = _made_function(model, b)
                if made is not None:
                    self.returned_functions[b.name] = made
                if isinstance(b.node, cst.Assign):
                    if b.value is not None:
                        self.assigned[id(b.value)] = b.name
                        if isinstance(b.value, (cst.Lambda, cst.Call)):
                            self.local_functions[b.name] = b.value
                    self._derived.append(({b.name}, self.free_names(b.node.value)))

    def free_names(self, fn: cst.CSTNode) -> set:
        """Names a lambda, def, or partial(...) reads from outside it (the defaults of its parameters too)."""
        if not isinstance(fn, (cst.FunctionDef, cst.Lambda)):
            return names_in(fn)
        names = {r.node.value for r in self.model.scopes.of_node(fn).free_reads()}
        for p in _all_params(fn.params):
            if p.default is not None:
                names |= names_in(p.default)
        return names

    def settle(self) -> None:
        """A function defined in the loop that reads what the loop changes changes with it; a name
        computed from a sweep's values, or a function reading one, belongs to the sweep."""
        changed = True
        while changed:
            changed = False
            for name, fn in self.local_functions.items():
                if isinstance(fn, cst.FunctionDef):
                    reads = self.free_names(fn)
                    for names, flag in ((self.varying, reads & self.varying), (self.sweeps, reads & self.sweeps)):
                        if flag and name not in names:
                            names.add(name)
                            changed = True
            for bound, reads in self._derived:
                if reads & self.sweeps and not bound <= self.sweeps:
                    self.sweeps.update(bound)
                    changed = True

    def guarded(self, call: cst.Call) -> bool:
        """Whether `call` sits in an arm of an `if` of this body that turns its own test off (rebinds or
        changes a name the test reads): it runs when the test asks for it (once per configuration), not
        on every iteration or call."""
        site = self.model.scopes.call_site(call)
        return site is not None and any(type(stmt) is cst.If and self._inside(stmt) and
                                        self.model.scopes.turns_off(stmt, arm, site.scope, self._rearms, self._scope)
                                        for stmt, arm in site.branches)

    def _rearms(self, record) -> bool:
        """A binding that runs on every iteration (or call): in the body and in no branch of it (a helper's
        parameter does not count: a change made through it, `self.cache[k] = ...`, outlives the call)."""
        if not isinstance(record, Binding) or record.how == "param":
            return False
        if self._loop is not None:
            return any(loop is self._loop for loop in record.loops) and \
                not any(self._inside(stmt) for stmt, _ in record.branches)
        return any(record.scope is s for s in self._scope.inline()) and not record.branches

    def _inside(self, stmt: cst.CSTNode) -> bool:
        """Whether a branch statement is part of this body (a helper's branches all are)."""
        if self._loop is None:
            return True
        if self._inner_ifs is None:
            self._inner_ifs, stack = set(), list(code_children(self._loop))
            while stack:
                node = stack.pop()
                if type(node) is cst.If:
                    self._inner_ifs.add(id(node))
                stack.extend(code_children(node))
        return id(stmt) in self._inner_ifs

    def assigned_callee(self, call: cst.Call) -> bool:
        """`step = jax.jit(...)` in the loop, then `step(...)` in the loop."""
        return self.assigned.get(id(call)) in self.called_names

    def on_sweep(self, call: cst.Call) -> bool:
        """Whether `call` passes a value of a configuration sweep (or one computed from it): each
        value needs its own program, wherever the function is jitted."""
        return any(self.free_names(a.value) & self.sweeps for a in call.args)

    def stored_callee(self, call: cst.Call) -> bool:
        """`self.step = jax.jit(...)` in a method a loop calls, and `self.step(...)` called in a method
        of its class: each call of this method makes the jit the class then runs."""
        target = self.model.scopes.assigned_to(call) if self.receiver is not None else None
        if type(target) is not cst.Attribute or type(target.value) is not cst.Name or \
                target.value.value != self.receiver:
            return False
        return any(self.model.index.self_calls(self._scope.func.owner, target.attr.value))

    def _bind_loop_target(self, loop: cst.CSTNode, func) -> None:
        if not isinstance(loop, cst.For):
            return
        it = loop.iter
        if isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.func.value == "range":
            return  # an int counter: passing it as an argument avoids the recompiles
        target = loop.target
        if isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.func.value == "enumerate" and \
                isinstance(target, cst.Tuple) and len(target.elements) == 2:
            target = target.elements[1].value
        self.varying.update(target_names(target))
        it = progress_unwrapped(it)
        if type(it) is cst.Name:  # `SIZES = [(64, 128), (16, 256)]`, then `for n, size in SIZES:`
            it = self._assigned(it, func) or it
        if literal_values(it) or self._listed(it):
            self.sweeps.update(target_names(target))

    def _listed(self, it: cst.BaseExpression) -> bool:
        """A call of a function of this module that returns values written in the code, or some of them
        (`[b for b in (8, 16, 32) if n % b == 0]`, block sizes to tune, perhaps gathered in a local and
        returned `sorted(...)`): a sweep too."""
        ref = self.model.resolve_function(it.func, None) if type(it) is cst.Call else None
        node = ref.info.node if ref is not None and ref.remote is None else None
        returned = list(returned_values(node)) if type(node) is cst.FunctionDef else []
        return bool(returned) and all(self._written(v, ref.info) for v in returned)

    def _assigned(self, name: cst.Name, func) -> Optional[cst.BaseExpression]:
        """The value of the one `name = value` the read `name` sees, else None."""
        binding = self.model.scopes.reaching(name, func)
        return binding.value if binding is not None and binding.how == "assign" else None

    def _written(self, value: cst.BaseExpression, func, picked: bool = False) -> bool:
        """Candidate values: a literal, or a comprehension picking from one (or from a `range()`), either
        through `sorted()`, `list()`, `tuple()` or `set()`, or a local whose one binding is one."""
        if type(value) is cst.Call and type(value.func) is cst.Name and len(value.args) == 1 and \
                value.func.value in ("sorted", "list", "tuple", "set"):
            value = value.args[0].value
        if type(value) is cst.Name:
            value = self._assigned(value, func)
        if type(value) in COMPREHENSIONS:
            return self._written(value.for_in.iter, func, picked=True)
        return value is not None and (literal_values(value) or picked and type(value) is cst.Call and
                                      type(value.func) is cst.Name and value.func.value == "range")


def _memoised(node: cst.FunctionDef) -> bool:
    """A helper whose results are cached (functools.cache / lru_cache / cached_property): it runs once
    per distinct arguments, so what it builds is reused."""
    return _decorated(node, {"cache", "lru_cache", "cached_property", "memoize", "memoized"})


def _decorated(node: cst.CSTNode, names: set) -> bool:
    for deco in getattr(node, "decorators", ()):
        expr = deco.decorator.func if isinstance(deco.decorator, cst.Call) else deco.decorator
        tail = expr.attr.value if isinstance(expr, cst.Attribute) else getattr(expr, "value", "")
        if tail in names:
            return True
    return False
