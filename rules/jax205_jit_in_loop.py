from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model.index import _all_params, target_names
from jaxlint.rule import Rule, source

_JITS = frozenset({"jax.jit", "jax.pmap", "flax.nnx.jit", "flax.linen.jit", "equinox.filter_jit"})
_SCOPES = (cst.FunctionDef, cst.ClassDef, cst.Lambda)


class JitInLoop(Rule):
    """
    ## What it does
    Flags `jax.jit(...)` inside a `for` / `while` loop body, called in that loop, when what it wraps
    is a new function object on every iteration: a `lambda`, a `functools.partial(...)`, another
    transformation (`jax.jit(jax.grad(loss))`), or a function defined in the loop body (also
    `@jax.jit` on a `def` in the loop). It applies to plain training scripts as well as traced code.

    A module-level function re-wrapped with `jax.jit(f)` on each iteration is not flagged: JAX's
    cache is keyed on the function object, so that hits the cache. A wrapped function that reads a
    value the loop changes (other than a `range` counter) is not flagged either: each iteration may
    really need its own program (a loop over dtypes or activation functions).

    ## Why is this bad?
    There is no error, only time: the jit cache is keyed on the function object, and a lambda or
    partial built in the loop body is a different object each time, so every iteration traces and
    compiles again (measured on JAX 0.10.2 and 0.12: one backend compile per iteration for
    `jax.jit(lambda x: x + 1)(x)`, `jax.jit(partial(f, k=2.0))(x)`, `jax.jit(jax.grad(loss))(w)` and
    a `def` in the loop; one compile in total for `jax.jit(module_level_fn)(x)`). A training loop
    spends its time in the compiler.

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
    summary = "jax.jit of a lambda, partial or locally defined function in a loop compiles every iteration"

    def __init__(self, model) -> None:
        super().__init__(model)
        self._reported: set = set()  # an inner loop is walked again from its outer loop

    def visit_For(self, site) -> None:
        self._loop(site, site.node)

    def visit_While(self, site) -> None:
        self._loop(site, site.node)

    def _loop(self, site, loop) -> None:
        body = _LoopBody(loop)
        loop.body.visit(body)
        body.settle()
        for call in body.jit_calls:
            app = self.model.application(call)
            if app is None or app.name not in _JITS or len(app.targets) != 1 or id(call) in self._reported:
                continue
            if not (id(call) in body.callees or body.assigned_callee(call)):
                continue
            if any(_free_names(arg.value) & body.varying for arg in app.config):
                continue  # configured from what the loop changes (`out_shardings=s[name]`): one jit each
            why = self._fresh(app.targets[0], body)
            if why is not None:
                self._emit(call, site, why, app.name)
        for deco, fn in body.decorated:
            app = self.model.application(deco.decorator)
            if app is not None and app.name in _JITS and not app.targets and id(deco.decorator) not in self._reported \
                    and fn.name.value in body.called_names and not (_free_names(fn) & body.varying):
                self._emit(deco.decorator, site, f"`{fn.name.value}` is defined in the loop body", app.name, "@")

    def _fresh(self, target: cst.BaseExpression, body: "_LoopBody", depth: int = 0) -> Optional[str]:
        """Why `target` is a new function object on every iteration, or None when it is not (or when it
        reads values the loop changes, so each iteration may need its own program)."""
        if isinstance(target, cst.Name) and target.value in body.local_functions:
            fn = body.local_functions[target.value]
            if not isinstance(fn, cst.FunctionDef):  # `f = lambda ...` / `f = partial(...)` in the loop
                return self._fresh(fn, body, depth + 1) if depth < 3 else None
            why = f"`{target.value}` is defined in the loop body"
        elif isinstance(target, cst.Lambda):
            fn, why = target, "a lambda"
        elif isinstance(target, cst.Call) and self.model.qualname(target.func) == "functools.partial":
            fn, why = target, "a partial"
        elif isinstance(target, cst.Call) and self.model.application(target) is not None:
            fn, why = target, f"`{source(self.model, target.func)}(...)` returns a new function"
        else:
            return None
        return None if _free_names(fn) & body.varying else why

    def _emit(self, node: cst.CSTNode, site, why: str, jit: str, prefix: str = "") -> None:
        self._reported.add(id(node))
        self.report(
            node,
            f"`{prefix}{source(self.model, node)}` in a loop: {why}, a new object on every iteration, so {jit} "
            f"traces and compiles it again each time (the cache is keyed on the function); jit it once "
            f"before the loop and pass what changes as arguments",
            stmt=site.stmt,
        )


class _LoopBody(cst.CSTVisitor):
    """What one loop body holds: jit calls, the functions it defines and the names it calls or rebinds.

    Nested function and class bodies are other scopes and are not entered.
    """

    def __init__(self, loop: cst.CSTNode) -> None:
        self.jit_calls: list = []
        self.callees: set = set()  # ids of expressions called in the loop: `jax.jit(f)(x)`
        self.called_names: set = set()
        self.assigned: dict = {}  # id(value) -> name, for `step = jax.jit(...)`
        self.local_functions: dict = {}  # name -> def node or lambda / partial value
        self.decorated: list = []  # (decorator, def) pairs
        self.varying: set = set()  # names the loop rebinds, except range counters
        self._bind_loop_target(loop)

    def visit_Call(self, node: cst.Call) -> None:
        self.jit_calls.append(node)
        self.callees.add(id(node.func))
        if isinstance(node.func, cst.Name):
            self.called_names.add(node.func.value)

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            if isinstance(target.target, cst.Name):
                self.assigned[id(node.value)] = target.target.value
                if isinstance(node.value, (cst.Lambda, cst.Call)):
                    self.local_functions[target.target.value] = node.value
            self.varying.update(_bound(target.target))

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self.varying.update(_bound(node.target))

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self.varying.update(_bound(node.target))

    def visit_For(self, node: cst.For) -> None:
        self._bind_loop_target(node)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            self.varying.update(_bound(node.asname.name))

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        self.local_functions[node.name.value] = node
        self.decorated.extend((d, node) for d in node.decorators)
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False

    def settle(self) -> None:
        """A function defined in the loop that reads what the loop changes changes with it."""
        changed = True
        while changed:
            changed = False
            for name, fn in self.local_functions.items():
                if name not in self.varying and isinstance(fn, cst.FunctionDef) and _free_names(fn) & self.varying:
                    self.varying.add(name)
                    changed = True

    def assigned_callee(self, call: cst.Call) -> bool:
        """`step = jax.jit(...)` in the loop, then `step(...)` in the loop."""
        return self.assigned.get(id(call)) in self.called_names

    def _bind_loop_target(self, loop: cst.CSTNode) -> None:
        if not isinstance(loop, cst.For):
            return
        it = loop.iter
        if isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.func.value == "range":
            return  # an int counter: passing it as an argument avoids the recompiles
        if isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.func.value == "enumerate" and \
                isinstance(loop.target, cst.Tuple) and len(loop.target.elements) == 2:
            self.varying.update(_bound(loop.target.elements[1].value))
            return
        self.varying.update(_bound(loop.target))


class _FreeNames(cst.CSTVisitor):
    """Names an expression or function reads (attribute names and keyword names excluded)."""

    def __init__(self) -> None:
        self.names: set = set()

    def visit_Name(self, node: cst.Name) -> None:
        self.names.add(node.value)

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        node.value.visit(self)
        return False

    def visit_Arg(self, node: cst.Arg) -> bool:
        node.value.visit(self)
        return False

    def visit_Param(self, node: cst.Param) -> bool:
        if node.default is not None:
            node.default.visit(self)
        return False


def _free_names(fn: cst.CSTNode) -> set:
    """Names a lambda, def, or partial(...) reads; its own parameters excluded (a local rebound in a
    def counts too, which only makes the rule quieter)."""
    reader = _FreeNames()
    if isinstance(fn, cst.FunctionDef):
        fn.body.visit(reader)
        fn.params.visit(reader)
    else:
        fn.visit(reader)
    params = fn.params if isinstance(fn, (cst.FunctionDef, cst.Lambda)) else None
    own = {p.name.value for p in _all_params(params)} if params is not None else set()
    return reader.names - own


def _bound(target: cst.BaseExpression) -> set:
    return set(target_names(target))
