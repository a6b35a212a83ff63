from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Optional

import libcst as cst

from jaxlint.model.apis import NUMERIC_FUNCTIONS as _NUMERIC_FUNCS, NUMERIC_MODULES as _NUMERIC_MODULES, size_arguments
from jaxlint.model.contexts import JitCall
from jaxlint.model.index import FunctionInfo
from jaxlint.rule import Rule, remote_arguments, source, static_arguments

_ARITHMETIC = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power)
_ORDERING = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual, cst.Equal, cst.NotEqual)
# Parameter names that count steps: used only as a number, such a static argument changes every call.
_COUNTER_NAME = re.compile(r"^(i|t|it|iter|iteration|epoch|count|counter|timestep|step|\w+_step|step_\w+|\w+_iter)$")


@dataclass
class _Jitted:
    """A jitted function a call runs, here or in another project file, as this rule needs it."""

    name: str
    filter_jit: bool
    statics: list  # (argument, parameter) of the call's static arguments
    numeric: Callable[[str], bool]  # a static parameter used only as a number
    facts: Callable[[], dict]  # how it uses its statics, for the message
    local: Optional[FunctionInfo]  # the function, when this module jits it


class StaticStepCounter(Rule):
    """
    ## What it does
    Flags a static argument of a jitted function (`static_argnums` / `static_argnames`, as a
    decorator, `partial(jax.jit, ...)` or `jax.jit(f, ...)`, also declared in another file of the
    project; or a Python int or float under `equinox.filter_jit`) whose value changes call after call,
    while the function uses it only where a traced value serves as well: as a number (arithmetic, `jnp`
    math, `fold_in`), in `jax.debug.print`'s text (`f"step {step:04d}"`: pass it as an argument
    instead), or as the count of a `for _ in range(n)` loop (`lax.fori_loop` takes a traced count);
    never where a static value is required (shapes, Python control flow, indexing, dict keys, dtypes,
    string choices). Either a call site in a loop passes the loop variable, a counter updated in the
    loop or a value computed from one (`temperature = 1.0 / (epoch + 1)`), or the parameter is named
    like a step counter (`step`, `epoch`, `i`, `t`, `*_step`...) and is not a float hyperparameter
    (`step: float = 1.0` is a step size, set once).

    It also flags a new instance of a class hashed by identity (a plain class: no `__hash__` /
    `__eq__`, not a dataclass), or a new optax optimizer (`optax.adam(...)`: a NamedTuple of closures
    made anew), passed as a static argument in a loop (`fit(x, Basis(3), y)`; the jitted function may
    be another file's), or an optimizer built once per call of a function called again (by this
    module, or by a loop of another file): every call is a new cache key. Under `equinox.filter_jit`
    every argument that is not an array is static, so an optimizer passed there counts too.

    ## Why is this bad?
    A static argument is part of the compilation cache key: JAX traces and compiles the function
    again for every new value, so a training step recompiles every step. Nothing fails; the run is
    just slow, and `jax.explain_cache_misses()` only says "cache miss explanation unavailable"
    (static argument values are not explained).

    ## Example
    ```python
    @partial(jax.jit, static_argnames=("step",))
    def train_step(params, grads, step):
        lr = 0.5 * 0.98 ** step
        return params - lr * grads

    for step in range(1000):
        params = train_step(params, grads, step)  # 1000 compiles
    ```

    ## Use instead
    Make it a traced argument and pass it as a strongly typed array, so every call hits the cache:
    ```python
    @jax.jit
    def train_step(params, grads, step):
        lr = 0.5 * 0.98 ** step
        return params - lr * grads

    for step in range(1000):
        params = train_step(params, grads, jnp.int32(step))  # 1 compile
    ```
    """

    code = "JAX202"
    name = "static-step-counter"
    summary = "a static argument that changes every call (a step counter) recompiles the function each time"

    def __init__(self, model) -> None:
        super().__init__(model)
        self.loops = []

    def visit_For(self, site) -> None:
        self.loops.append(site)

    def visit_While(self, site) -> None:
        self.loops.append(site)

    def check_module(self) -> None:
        flagged = set()  # functions flagged at a call site
        seen = set()
        scopes = self.model.scopes if self.loops else None
        for site in self.loops:
            if self.model.trace(site.func) is not None:
                continue  # a Python loop in traced code unrolls into one program
            bindings, _, calls = scopes.in_loop(site.node)
            counters = _counters(site.node, bindings)
            fresh = self._fresh_objects(bindings)
            for call_site in calls:
                call = call_site.node
                if id(call) in seen:
                    continue
                seen.add(id(call))
                jitted = self._jitted(call, site.func)
                for arg, param in jitted.statics if jitted is not None else ():
                    shown = source(self.model, arg.value)
                    if _varies(arg.value, counters) and jitted.numeric(param):
                        if jitted.local is not None:
                            flagged.add(id(jitted.local.node))
                        self.report(arg.value, self._message(
                            jitted.facts(), jitted.name, param, f"`{shown}` changes every iteration",
                            shown, _is_float(arg.value, bindings)), stmt=site.stmt)
                    elif self._fresh(arg.value, fresh) is not None:
                        self._report_fresh(arg.value, self._fresh(arg.value, fresh), param, jitted.name, site,
                                           filter_jit=jitted.filter_jit)
        self._fresh_per_call()
        for jit in self.model.jitted():
            if id(jit.ref.info.node) in flagged or not jit.static:
                continue
            for param in sorted(jit.static):
                if _COUNTER_NAME.match(param) and not _step_size(jit.ref.info.param(param)) and \
                        _numeric_only(self.model, jit.ref.info, param):
                    self.report(_declaration(jit, param), self._message(
                        _facts(self.model, jit), jit.ref.info.name, param, "as a step counter it changes every call",
                        param))

    def _fresh_per_call(self) -> None:
        """A function that builds a new optax optimizer on each call (`optimizer = optax.adam(1e-2)`) and
        passes it as a static argument of a jitted function, when it is called more than once: each
        call's optimizer is another cache key."""
        for func in self.model.index.functions:
            if self.model.trace(func) is not None or not self._called_again(func):
                continue
            scope = self.model.scopes.scope(func)
            # once per call of `func` (made in a loop, the loop's own check reports it)
            fresh = {name: made for name, bindings in scope.bindings.items() if len(bindings) == 1 and
                     not bindings[0].loops and (made := self._identity_class(bindings[0].value) or "").startswith("optax.")}
            for call in func.calls if fresh else ():
                jitted = self._jitted(call, func)
                for arg, param in jitted.statics if jitted is not None else ():
                    made = fresh.get(arg.value.value) if isinstance(arg.value, cst.Name) else None
                    if made is not None:
                        self._report_fresh(arg.value, made, param, jitted.name, None, each=f"call of `{func.name}`",
                                           filter_jit=jitted.filter_jit)

    def _jitted(self, call: cst.Call, scope) -> Optional[_Jitted]:
        """The jitted function `call` runs, with its static arguments: one this module jits, or one
        another project file jits (its `project_facts` say how); None for any other call."""
        jit = self.model.compiled_call(call.func, scope)
        if jit is not None:
            if jit.static is None:
                return None  # statics not written as literals
            info = jit.ref.info
            return _Jitted(info.name, jit.app.spec.params == "filter_jit", list(static_arguments(jit, call)),
                           lambda param: _numeric_only(self.model, info, param), lambda: _facts(self.model, jit), info)
        ref = self.model.resolve_function(call.func, scope, remote=True) if self.model.link is not None else None
        facts = self.remote_fact(ref.remote) if ref is not None and ref.remote is not None else None
        if not facts:
            return None
        statics = [(arg, param) for arg, param in remote_arguments(ref, call, facts["params"])
                   if param in facts["static"]]
        return _Jitted(facts["name"], facts["filter_jit"], statics,
                       lambda param: param in facts["numeric"], lambda: facts, None)

    def _called_again(self, func: FunctionInfo) -> bool:
        """Whether the module calls `func` more than once, or in a loop, or a loop of another project
        file calls it."""
        calls = self.model.calls_of(func)
        return len(calls) > 1 or any(self.model.index.in_loop(c) for c in calls) or bool(self.model.remote_loops(func))

    def _report_fresh(self, arg: cst.BaseExpression, made: str, param: str, name: str, site,
                      each: str = "iteration", filter_jit: bool = False) -> None:
        shown = source(self.model, arg)
        static = f"`{param}` (not an array: static under eqx.filter_jit)" if filter_jit else f"static `{param}`"
        optax = made.startswith("optax.")
        what = f"optax optimizer (`{made}(...)`, a tuple of new closures)" if optax else made
        why = "its hash is new every time" if optax else "a plain class hashes by identity"
        also = "" if optax else f", or make {made} a frozen dataclass (hashed by its fields)"
        self.report(arg, (
            f"`{shown}` passes a new {what} on every {each} as {static} of jitted {name}, and {why}: "
            f"every call misses the cache and compiles again; build it once "
            f"{'before the loop' if site is not None else 'outside and pass it in'}{also}"),
            stmt=site.stmt if site is not None else None)

    @classmethod
    def project_facts(cls, model) -> dict:
        """Jitted top-level functions, methods and functions a factory returns, with static parameters
        (under equinox.filter_jit, every parameter a Python int makes static) -> {"name", "params":
        positional parameter names, "numeric": the static ones used only as numbers, "filter_jit",
        "formatted", "looped"}."""
        out = {}
        for func in model.index.functions:
            jit = model.decorated_jit(func)
            filter_jit = jit is not None and jit.app.spec.params == "filter_jit"
            qualname = model.fact_name(func) if jit is not None and (jit.static or filter_jit) else None
            if qualname is None:
                continue
            facts = _facts(model, jit)
            facts["name"], facts["params"] = func.name, [p.name for p in func.positional]
            static = [p.name for p in func.positional] if filter_jit else jit.static
            facts["numeric"] = sorted(p for p in static if _numeric_only(model, func, p))
            facts["static"] = sorted(static)  # where a fresh object misses the cache
            if facts["numeric"] or facts["static"]:
                out[qualname] = facts
        return out

    def _fresh_objects(self, bindings) -> dict:
        """Names the loop binds to a new instance of a class hashed by identity: name -> class name."""
        out = {}
        for b in bindings:
            cls = self._identity_class(b.value)
            if cls is not None:
                out[b.name] = cls
        return out

    def _fresh(self, expr: cst.BaseExpression, fresh: dict):
        if isinstance(expr, cst.Name):
            return fresh.get(expr.value)
        return self._identity_class(expr)

    def _identity_class(self, value) -> str | None:
        """The class name when `value` builds an instance of a class of the project hashed by identity;
        the factory's name when it builds an optax optimizer (a NamedTuple of closures made anew)."""
        if not isinstance(value, cst.Call):
            return None
        qual = self.model.qualname(value.func) or ""
        if qual.startswith("optax.") and qual.rsplit(".", 1)[-1][:1].islower():
            return qual
        facts = self.model.classes.of_expr(value.func)
        if facts is None:
            return None
        # a class of another project file: the hashing its file worked out
        hashing = self.model.classes.hashing(facts.info) if facts.info is not None else facts.hashing[0]
        return facts.name if hashing == "identity" else None

    def _message(self, facts: dict, name: str, param: str, why: str, passed: str, floating: bool = False) -> str:
        how = f"a Python {'float' if floating else 'int'} under filter_jit" if facts["filter_jit"] else "static"
        formatted = param in facts["formatted"]
        looped = param in facts["looped"]
        use = "used only as a number" + (" and in jax.debug.print's text" if formatted else "") + \
            (" or a loop count" if looped else "")
        then = (f" and give it to jax.debug.print as an argument: jax.debug.print(\"{{}}\", {param})" if formatted
                else "") + (f"; loop with jax.lax.fori_loop(0, {param}, body, init) instead of range({param})"
                            if looped else "")
        return (f"`{param}` of jitted {name} is {how} and {use}, and {why}: JAX "
                f"recompiles for every new value (explain_cache_misses says only \"explanation unavailable\"); "
                f"make it a traced argument and pass jnp.{'float32' if floating else 'int32'}({passed}){then}")


def _declaration(jit: JitCall, param: str) -> cst.CSTNode:
    """The static_argnames / static_argnums value that makes `param` static, else the decorator."""
    for arg in jit.app.config:
        if arg.keyword is not None and arg.keyword.value.startswith("static_arg"):
            return arg.value
    return jit.where


def _counters(loop: cst.CSTNode, bindings) -> set:
    """Names that change every iteration: the index of `for i in range/enumerate(...)`, names the body
    counts with `n += 1` or `n = n + 1`, and names the body computes from those (`t = 1.0 / (i + 1)`)."""
    names = set()
    if isinstance(loop, cst.For) and isinstance(loop.iter, cst.Call) and isinstance(loop.iter.func, cst.Name):
        fname = loop.iter.func.value
        target = loop.target
        if fname == "range" and isinstance(target, cst.Name):
            names.add(target.value)
        elif fname == "enumerate" and isinstance(target, cst.Tuple) and isinstance(target.elements[0].value, cst.Name):
            names.add(target.elements[0].value.value)
    for b in bindings:
        stmt = b.node
        if b.how == "augment" and isinstance(stmt.operator, (cst.AddAssign, cst.SubtractAssign)):
            names.add(b.name)
        elif b.how == "assign" and isinstance(stmt, cst.Assign) and len(stmt.targets) == 1:
            value = stmt.value
            if isinstance(value, cst.BinaryOperation) and isinstance(value.operator, (cst.Add, cst.Subtract)) and \
                    isinstance(value.left, cst.Name) and value.left.value == b.name and isinstance(value.right, cst.Integer):
                names.add(b.name)
    derived = [b for b in bindings if b.how == "assign" and b.value is not None]
    changed = True
    while changed:
        changed = False
        for b in derived:
            if b.name not in names and _varies(b.value, names):
                names.add(b.name)
                changed = True
    return names


def _is_float(expr: cst.BaseExpression, bindings) -> bool:
    """Whether a varying value is a float: a division or a float literal, directly or where it is bound."""
    values = [expr] + [b.value for b in bindings if isinstance(expr, cst.Name) and b.name == expr.value and b.value]
    for value in values:
        stack = [value]
        while stack:
            node = stack.pop()
            if isinstance(node, cst.Float) or isinstance(node, cst.BinaryOperation) and \
                    isinstance(node.operator, cst.Divide):
                return True
            if isinstance(node, cst.BinaryOperation):
                stack += [node.left, node.right]
    return False


def _varies(expr: cst.BaseExpression, counters: set) -> bool:
    """A counter, or arithmetic on one with constants (`step`, `i + 1`, `epoch * n`)."""
    if isinstance(expr, cst.Name):
        return expr.value in counters
    if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, _ARITHMETIC):
        return _varies(expr.left, counters) or _varies(expr.right, counters)
    return False


# Is a parameter used only as a number? ---------------------------------------------------------------

def _step_size(param) -> bool:
    """`step: float = 1.0`: a float hyperparameter named like a counter (a step size) is set once."""
    if param is None:
        return False
    annotation = param.annotation
    return (isinstance(annotation, cst.Name) and annotation.value == "float") or isinstance(param.default, cst.Float)


def _numeric_only(model, func: FunctionInfo, name: str, depth: int = 0) -> bool:
    scope = model.scopes.scope(func)
    if len([b for b in scope.bindings_of(name) if b.how != "param"]) > (1 if depth else 0):
        return False  # (re)bound in the body: some uses may see another value
    return all(_numeric_use(model, func, model.scopes.path_to(read), depth) for read in scope.uses_of(name))


def _facts(model, jit: JitCall) -> dict:
    """How the function is jitted and how it uses its static parameters, for messages (and other files)."""
    uses = {p: [model.scopes.path_to(r) for r in model.scopes.scope(jit.ref.info).uses_of(p)] for p in jit.static or ()}
    return {"filter_jit": jit.app.spec.params == "filter_jit",
            "formatted": sorted(p for p, paths in uses.items() if any(_in_debug_print(model, path) for path in paths)),
            "looped": sorted(p for p, paths in uses.items() if any(_loop_count(path) for path in paths))}


def _loop_count(path: tuple) -> bool:
    """`for _ in range(n)`: a Python loop a traced `n` can run as jax.lax.fori_loop(0, n, ...)."""
    return len(path) >= 4 and isinstance(path[-4], cst.For) and path[-4].iter is path[-3] and \
        isinstance(path[-3], cst.Call) and isinstance(path[-3].func, cst.Name) and path[-3].func.value == "range" \
        and len(path[-3].args) == 1 and path[-2] is path[-3].args[0]


def _in_debug_print(model, path: tuple) -> bool:
    for i, node in enumerate(path):
        if isinstance(node, cst.FormattedString):
            return i >= 2 and isinstance(path[i - 2], cst.Call) and \
                model.qualname(path[i - 2].func) == "jax.debug.print"
    return False


def _numeric_use(model, func: FunctionInfo, path: tuple, depth: int) -> bool:
    """Whether the value read at the end of `path` flows only into arithmetic that ends in an array."""
    for i in range(len(path) - 1, 0, -1):
        node, parent = path[i], path[i - 1]
        if isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, _ARITHMETIC) or \
                isinstance(parent, cst.Comparison) and all(isinstance(c.operator, _ORDERING) for c in parent.comparisons):
            if model.kind(parent).traced:
                return True  # combined with a traced value: from here on it is traced anyway
            continue
        if isinstance(parent, cst.ComparisonTarget) or isinstance(parent, cst.UnaryOperation) and \
                isinstance(parent.operator, (cst.Minus, cst.Plus)):
            continue
        if isinstance(parent, cst.Arg) and i >= 2 and isinstance(path[i - 2], cst.Call):
            if parent in size_arguments(model.qualname(path[i - 2].func), path[i - 2]):
                return False  # jnp.where(mask, size=count): a shape, which must be static
            return _numeric_callee(model, path[i - 2].func) or _loop_count(path[:i + 1])
        if isinstance(parent, cst.Assign) and node is parent.value and depth < 3 and len(parent.targets) == 1 and \
                isinstance(parent.targets[0].target, cst.Name):
            return _numeric_only(model, func, parent.targets[0].target.value, depth + 1)
        if isinstance(parent, cst.AugAssign) and node is parent.value:
            return model.kind(parent.target).traced
        if isinstance(parent, cst.FormattedStringExpression):
            return _in_debug_print(model, path[:i])  # formatted into the text: jax.debug.print takes it traced
        return False
    return False


def _numeric_callee(model, func: cst.BaseExpression) -> bool:
    qual = model.qualname(func) or ""
    if qual.startswith(_NUMERIC_MODULES) and qual.rsplit(".", 1)[-1] in _NUMERIC_FUNCS:
        return True
    if isinstance(func, cst.Name) and qual == "":  # schedule(step) with schedule = optax.cosine_decay_schedule(...)
        value = model.module_value(func.value)
        return isinstance(value, cst.Call) and (model.qualname(value.func) or "").startswith("optax.")
    return False
