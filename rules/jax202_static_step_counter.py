from __future__ import annotations

import re

import libcst as cst

from jaxlint.model.contexts import JitCall
from jaxlint.model.index import FunctionInfo, _all_params, code_children
from jaxlint.rule import Rule, source, static_arguments

_ARITHMETIC = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power)
_ORDERING = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual, cst.Equal, cst.NotEqual)
# Functions that take numbers and return arrays: a traced number works there as well as a static one.
_NUMERIC_FUNCS = frozenset({
    "exp", "exp2", "expm1", "log", "log1p", "log2", "log10", "power", "float_power", "sqrt", "rsqrt",
    "cbrt", "square", "sin", "cos", "tan", "tanh", "sinh", "cosh", "arcsin", "arccos", "arctan", "sigmoid",
    "minimum", "maximum", "clip", "where", "asarray", "array", "float16", "bfloat16", "float32", "float64",
    "int32", "int64", "uint32", "abs", "absolute", "sign", "floor", "ceil", "round", "mod", "remainder",
    "multiply", "add", "subtract", "divide", "true_divide", "floor_divide", "negative", "reciprocal",
    "softplus", "relu", "logaddexp", "interp", "cond", "select", "fold_in",
})
_NUMERIC_MODULES = ("jax.numpy.", "jax.lax.", "jax.nn.", "jax.random.", "jax.scipy.special.")
# Parameter names that count steps: used only as a number, such a static argument changes every call.
_COUNTER_NAME = re.compile(r"^(i|t|it|iter|iteration|epoch|count|counter|timestep|step|\w+_step|step_\w+|\w+_iter)$")


class StaticStepCounter(Rule):
    """
    ## What it does
    Flags a static argument of a jitted function (`static_argnums` / `static_argnames`, as a
    decorator, `partial(jax.jit, ...)` or `jax.jit(f, ...)`; or a Python int under
    `equinox.filter_jit`) whose value changes call after call, while the function uses it only as a
    number (arithmetic, `jnp` math, `fold_in`), never where a static value is required (shapes,
    `range`, Python control flow, indexing, dict keys, dtypes, string choices). Either a call site
    in a loop passes the loop variable or a counter updated in the loop, or the parameter is named
    like a step counter (`step`, `epoch`, `i`, `t`, `*_step`...).

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
        for site in self.loops:
            if self.model.trace(site.func) is not None:
                continue  # a Python loop in traced code unrolls into one program
            counters = _counters(site.node)
            for call in _calls_in(site.node.body):
                if id(call) in seen:
                    continue
                seen.add(id(call))
                jit = self.model.compiled_call(call.func, site.func)
                if jit is None or jit.static is None:
                    continue
                for arg, param in static_arguments(jit, call):
                    if _varies(arg.value, counters) and _numeric_only(self.model, jit.ref.info, param):
                        flagged.add(id(jit.ref.info.node))
                        shown = source(self.model, arg.value)
                        self.report(arg.value, self._message(jit, param, f"`{shown}` changes every iteration",
                                                             shown), stmt=site.stmt)
        for jit in self.model.jitted():
            if id(jit.ref.info.node) in flagged or not jit.static:
                continue
            for param in sorted(jit.static):
                if _COUNTER_NAME.match(param) and _numeric_only(self.model, jit.ref.info, param):
                    self.report(_declaration(jit, param), self._message(jit, param, "as a step counter it changes "
                                                                        "every call", param))

    def _message(self, jit: JitCall, param: str, why: str, passed: str) -> str:
        how = "a Python int under filter_jit" if jit.app.spec.params == "filter_jit" else "static"
        return (f"`{param}` of jitted {jit.ref.info.name} is {how} and used only as a number, and {why}: JAX "
                f"recompiles for every new value (explain_cache_misses says only \"explanation unavailable\"); "
                f"make it a traced argument and pass jnp.int32({passed})")


def _declaration(jit: JitCall, param: str) -> cst.CSTNode:
    """The static_argnames / static_argnums value that makes `param` static, else the decorator."""
    for arg in jit.app.config:
        if arg.keyword is not None and arg.keyword.value.startswith("static_arg"):
            return arg.value
    return jit.where


def _counters(loop: cst.CSTNode) -> set:
    """Names that change every iteration: the index of `for i in range/enumerate(...)`, and names
    the body counts with `n += 1` or `n = n + 1`."""
    names = set()
    if isinstance(loop, cst.For) and isinstance(loop.iter, cst.Call) and isinstance(loop.iter.func, cst.Name):
        fname = loop.iter.func.value
        target = loop.target
        if fname == "range" and isinstance(target, cst.Name):
            names.add(target.value)
        elif fname == "enumerate" and isinstance(target, cst.Tuple) and isinstance(target.elements[0].value, cst.Name):
            names.add(target.elements[0].value.value)
    for stmt in _statements(loop.body):
        if isinstance(stmt, cst.AugAssign) and isinstance(stmt.target, cst.Name) and \
                isinstance(stmt.operator, (cst.AddAssign, cst.SubtractAssign)):
            names.add(stmt.target.value)
        elif isinstance(stmt, cst.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0].target, cst.Name):
            name = stmt.targets[0].target.value
            value = stmt.value
            if isinstance(value, cst.BinaryOperation) and isinstance(value.operator, (cst.Add, cst.Subtract)) and \
                    isinstance(value.left, cst.Name) and value.left.value == name and isinstance(value.right, cst.Integer):
                names.add(name)
    return names


def _statements(node: cst.CSTNode):
    """Small statements of a loop body, nested blocks included, nested functions excluded."""
    for child in code_children(node):
        if isinstance(child, (cst.FunctionDef, cst.ClassDef)):
            continue
        if isinstance(child, cst.BaseSmallStatement):
            yield child
        elif isinstance(child, (cst.BaseSuite, cst.BaseStatement, cst.BaseCompoundStatement, cst.Else,
                                cst.ExceptHandler, cst.Finally)):
            yield from _statements(child)


def _calls_in(node: cst.CSTNode):
    for child in code_children(node):
        if isinstance(child, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            continue
        if isinstance(child, cst.Call):
            yield child
        yield from _calls_in(child)


def _varies(expr: cst.BaseExpression, counters: set) -> bool:
    """A counter, or arithmetic on one with constants (`step`, `i + 1`, `epoch * n`)."""
    if isinstance(expr, cst.Name):
        return expr.value in counters
    if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, _ARITHMETIC):
        return _varies(expr.left, counters) or _varies(expr.right, counters)
    return False


# Is a parameter used only as a number? ---------------------------------------------------------------

def _numeric_only(model, func: FunctionInfo, name: str, depth: int = 0) -> bool:
    uses = list(_uses(func.node.body, name, ()))
    if uses.count(None) > (1 if depth else 0):
        return False  # (re)bound in the body: some uses may see another value
    return all(_numeric_use(model, func, path, depth) for path in uses if path is not None)


def _uses(node: cst.CSTNode, name: str, path: tuple):
    """Paths (ancestors..., Name) to each read of `name`; None for a rebinding of it."""
    t = type(node)
    if t is cst.Name:
        if node.value == name:
            yield path + (node,)
        return
    if t in (cst.FunctionDef, cst.Lambda):
        if any(p.name.value == name for p in _all_params(node.params)):
            return
        for deco in getattr(node, "decorators", ()):
            yield from _uses(deco, name, path + (node,))
        yield from _uses(node.body, name, path + (node,))
        return
    if t is cst.Attribute:
        yield from _uses(node.value, name, path + (node,))
        return
    if t is cst.Arg:
        yield from _uses(node.value, name, path + (node,))
        return
    if t in (cst.AssignTarget, cst.AugAssign, cst.For, cst.CompFor, cst.AsName, cst.NamedExpr, cst.AnnAssign):
        target = getattr(node, "target", None) or getattr(node, "name", None)
        if isinstance(target, cst.Name) and target.value == name:
            yield None
            return
    if t in (cst.Global, cst.Nonlocal):
        return
    for child in code_children(node):
        yield from _uses(child, name, path + (node,))


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
            return _numeric_callee(model, path[i - 2].func)
        if isinstance(parent, cst.Assign) and node is parent.value and depth < 3 and len(parent.targets) == 1 and \
                isinstance(parent.targets[0].target, cst.Name):
            return _numeric_only(model, func, parent.targets[0].target.value, depth + 1)
        if isinstance(parent, cst.AugAssign) and node is parent.value:
            return model.kind(parent.target).traced
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
