from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model import FunctionInfo, apis
from jaxlint.model.index import code_children
from jaxlint.rule import Rule, shown_line, source, traced_under

# What each impure source is, and how to get a fresh value on every call instead.
_RANDOM_FIX = "draw with jax.random and a key passed in as an argument"
_CLOCK_FIX = "read it outside and pass it in as an argument"
_ENV_FIX = "read it outside and pass it in (as a static argument if it picks the code path)"


class TraceTimeValue(Rule):
    """
    ## What it does
    Flags reads of host state inside code that JAX traces abstractly (`jax.jit`, `vmap`, `lax.scan`
    bodies...): `np.random.*` and Python `random.*` draws, draws from host generator objects
    (`rng = np.random.default_rng()`, `np.random.RandomState(...)`, `random.Random(...)`, bound at module
    level, in the function or in an enclosing factory, or a factory's parameter annotated
    `np.random.Generator`), library samplers that draw from NumPy's global state
    (`scipy.stats.norm.rvs(...)`), clocks (`time.time()`, `datetime.now()`) and environment variables
    (`os.environ[...]`, `os.environ.get`, `os.getenv`).

    A jitted function the module calls exactly once, outside any loop, is not flagged (its one frozen
    value is as random as a run-time one), nor a helper that only run-once guards call (`if not
    _registered: register_plugins(); _registered = True`: it reads the setting once per process, traced
    or not), nor a value formatted into text (an id) or only printed or logged on the host (`start =
    time.time()` read only in `logging.info(...)`), nor building or seeding a generator without
    drawing from it, nor draws from a generator the traced function itself makes from a literal seed
    (`np.random.RandomState(1729).uniform(...)`: the same numbers at trace time as at run time). A clock or environment read reached only under transformations that trace again on
    every call (`vmap`, `grad`) is not flagged either: it is read afresh, and a run-time read would give
    one value for the whole batch too. An environment variable is flagged only when the module itself
    sets or removes it (`os.environ[...] = `, `.update`, `os.putenv`, `mock.patch.dict(os.environ, ...)`,
    `monkeypatch.setenv`): otherwise it is the same for the whole process, at trace time as at run
    time. Under `pmap` or `shard_map`, the arm of an `if` that calls no collective while its other arm
    does (`if is_parallel: i = lax.axis_index("i") ... else: ... np.random ...`) is the code's own serial
    path, which runs outside the map, and is not flagged.

    ## Why is this bad?
    Python code in a traced function runs once, while JAX traces it; only the array operations are
    recorded. A host value read during tracing becomes a constant of the compiled program, so there is
    no error: every later call returns the same "random" number, the same timestamp, the same setting
    (measured on JAX 0.10.2 and 0.12: `np.random.rand()`, `random.random()` and `time.time()` under
    `jax.jit` give the same value on every call). Under `vmap` or in a `lax.scan` body it is also the
    same value for every batch element or every step. The value changes only when the function
    happens to be retraced (a new input shape or dtype).

    ## Example
    ```python
    @jax.jit
    def add_noise(x):
        return x + np.random.normal(size=x.shape)
    ```

    ## Use instead
    ```python
    @jax.jit
    def add_noise(key, x):
        return x + jax.random.normal(key, x.shape)
    ```
    """

    code = "JAX204"
    name = "trace-time-value"
    summary = "np.random, random generators, time.time() or os.environ read while tracing are frozen into the program"

    def __init__(self, model) -> None:
        super().__init__(model)
        self._env_writes = None  # (variable name or None, statement), computed at the first environment read

    def visit_Call(self, site) -> None:
        call = site.node
        found = _impure_source(self.model.qualname(call.func)) or self._generator_draw(call.func, site.func)
        if found is not None:
            self._emit(site, call, *found)

    def visit_Subscript(self, site) -> None:
        node = site.node
        if self.model.qualname(node.value) == "os.environ" and not _is_store(site.stmt, node):
            self._emit(site, node, "reads an environment variable", _ENV_FIX)

    def _emit(self, site, node: cst.CSTNode, what: str, fix: str) -> None:
        info = self.abstract_site(site)
        if info is None or _formatted(site.stmt, node) or self._logged_only(site, node) or \
                self._runs_once(site.func, info) or \
                self._decides_checks_only(site.func):
            return
        if fix != _RANDOM_FIX and not info.transforms & apis.CACHING:
            return  # vmap or grad alone trace on every call: the setting or clock is read afresh, one for the batch
        if info.transforms <= apis.AXIS_MAPS and self.model.scopes.serial_arm(node, apis.COLLECTIVES):
            return  # the serial arm of the code's own mapped / serial switch: it runs outside the pmap
        changed = ""
        if fix == _ENV_FIX:
            change = self._env_change(node)
            if change is None:
                return  # nothing in the module changes it: the value at trace time is the value at run time
            changed = f" (the module sets it at line {shown_line(self.model, change)})"
        self.report(
            node,
            f"`{source(self.model, node)}` {what} once, when it is traced "
            f"{traced_under(info)}; the value is frozen into the compiled program and every call sees the "
            f"same one{changed}: {fix}",
            stmt=site.stmt,
        )

    def _logged_only(self, site, node: cst.CSTNode) -> bool:
        """The value is only printed on the host at trace time (`logging.info("%f s", time.time() - start)`,
        with `start = time.time()` read nowhere else): nothing of it enters the program."""
        if self._printed(site.stmt, node):
            return True
        stmt = site.stmt
        if not (isinstance(stmt, cst.Assign) and stmt.value is node and len(stmt.targets) == 1 and
                isinstance(stmt.targets[0].target, cst.Name)):
            return False
        reads = self.model.scopes.scope(site.func).uses_of(stmt.targets[0].target.value)
        return bool(reads) and all(self._printed(read.stmt, read.node) for read in reads)

    def _printed(self, stmt: Optional[cst.CSTNode], node: cst.CSTNode) -> bool:
        """`node` is inside an argument of a print or logging call of `stmt`."""
        stack = [stmt] if stmt is not None else []
        while stack:
            n = stack.pop()
            if isinstance(n, cst.Call) and self.model.printer(n) and any(_holds(a.value, node) for a in n.args):
                return True
            stack.extend(code_children(n))
        return False

    def _env_change(self, read: cst.CSTNode) -> Optional[cst.CSTNode]:
        """The first statement of the module that sets or removes the environment variable `read`
        reads (any one, when either name is not a literal), or None."""
        if self._env_writes is None:
            self._env_writes = _env_writes(self.model)
        key = _env_key(read)
        return next((stmt for written, stmt in self._env_writes if None in (key, written) or key == written), None)

    def _generator_draw(self, callee: cst.BaseExpression, func: Optional[FunctionInfo]) -> Optional[tuple]:
        """(what, fix) when `callee` is a draw method of a host generator object: one made by
        `np.random.default_rng()`, `RandomState`, `random.Random()` (inline, or bound to a name the code
        reads, closed over from an enclosing function included), or a parameter of an enclosing function
        annotated as one."""
        if not isinstance(callee, cst.Attribute) or callee.attr.value in apis.HOST_RANDOM_NOT_DRAWS or \
                callee.attr.value.startswith("_"):
            return None
        generator = callee.value
        if isinstance(generator, cst.Name) and self.model.qualname(generator) is None:
            made, where = self.model.bound_value(generator.value, func)
            if made is None:
                return _host_draw(self.model, generator) if self._annotated_generator(generator.value, func) else None
        elif isinstance(generator, cst.Call):
            made, where = generator, func
        else:
            return None
        if not (isinstance(made, cst.Call) and self.model.qualname(made.func) in apis.HOST_GENERATORS):
            return None
        # Made afresh on each run of this code from a literal seed (`RandomState(1729).uniform(...)`): the
        # same draws at trace time as at run time.
        seeded = made.args and all(type(a.value) is cst.Integer for a in made.args)
        return None if seeded and where is func else _host_draw(self.model, generator)

    def _annotated_generator(self, name: str, func: Optional[FunctionInfo]) -> bool:
        """Whether the nearest parameter called `name` is annotated as a host generator type."""
        while func is not None:
            param = func.param(name)
            if param is not None:
                return param.annotation is not None and self.model.qualname(param.annotation) in \
                    apis.HOST_GENERATOR_TYPES
            func = func.parent
        return False

    def _runs_once(self, func, info) -> bool:
        """A jitted function the module calls exactly once, outside any loop: the value frozen at
        trace time is the one a run-time read would give."""
        if not info.direct:
            return self._set_up_once(func, frozenset())
        calls = self.model.calls_of(func)
        return len(calls) == 1 and not self.model.index.in_loop(calls[0])

    def _decides_checks_only(self, func: Optional[FunctionInfo]) -> bool:
        """`func`'s result only decides whether a trace-time check runs: every call of it is (part of) the
        test of an `if` whose only arm returns nothing or raises, in a function that returns no value
        (`if is_running_in_debugger(): return` in an assertion helper). No value of the compiled
        program depends on it."""
        sites = self.model.call_sites().get(id(func.node), ()) if func is not None else ()
        for caller, call, _ in sites:
            site = self.model.scopes.call_site(call)
            stmt = site.stmt if site is not None else None
            if caller is None or not isinstance(stmt, cst.If) or stmt.orelse is not None or \
                    not _tests(stmt.test, call) or not _checks_only(stmt.body) or _returns_value(caller.node):
                return False
        return bool(sites)

    def _set_up_once(self, func: Optional[FunctionInfo], seen: frozenset) -> bool:
        """A function that only run-once guards call (`if not _registered: register(); _registered =
        True`), directly or through callers that only they call: it runs once per process, traced or not."""
        sites = self.model.call_sites().get(id(func.node), ()) if func is not None else ()
        return bool(sites) and all(
            self.model.scopes.once_guarded(call) or
            (caller is not None and id(caller.node) not in seen and
             self._set_up_once(caller, seen | {id(caller.node)}))
            for caller, call, _ in sites)


def _formatted(stmt: Optional[cst.CSTNode], node: cst.CSTNode) -> bool:
    """`f"{random.randint(0, 10**9)}"`: the draw is text (an id, a tag), not a value computed with."""
    stack = [stmt] if stmt is not None else []
    while stack:
        n = stack.pop()
        if isinstance(n, cst.FormattedStringExpression) and n.expression is node:
            return True
        if isinstance(n, cst.Call) and isinstance(n.func, cst.Name) and n.func.value == "str" and \
                n.args and n.args[0].value is node:
            return True
        stack.extend(code_children(n))
    return False


def _holds(tree: cst.CSTNode, node: cst.CSTNode) -> bool:
    stack = [tree]
    while stack:
        n = stack.pop()
        if n is node:
            return True
        stack.extend(code_children(n))
    return False


def _impure_source(qual: Optional[str]) -> Optional[tuple]:
    """(what it reads, the fix) when `qual` names a host-state read, else None."""
    if qual is None:
        return None
    module, _, attr = qual.rpartition(".")
    if module in ("numpy.random", "random") and attr not in apis.HOST_RANDOM_NOT_DRAWS and not attr.startswith("_"):
        return "draws a random number", _RANDOM_FIX
    if qual in apis.CLOCKS:
        return "reads the clock", _CLOCK_FIX
    if qual in apis.ENV_READS:
        return "reads an environment variable", _ENV_FIX
    if any(qual.startswith(prefix) and qual.endswith(suffix) for prefix, suffix in apis.HOST_RANDOM_LIBRARY_DRAWS):
        return "draws from NumPy's global random state", _RANDOM_FIX
    return None


def _env_key(node: cst.CSTNode) -> Optional[str]:
    """The variable an environment read or write names, when it is a literal: `os.environ["X"]`,
    `os.getenv("X")`, `os.environ.setdefault("X", v)`, `monkeypatch.setenv("X", v)`."""
    if isinstance(node, cst.Subscript):
        key = node.slice[0].slice.value if len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index) else None
    else:
        key = node.args[0].value if isinstance(node, cst.Call) and node.args else None
    return key.evaluated_value if isinstance(key, cst.SimpleString) else None


def _host_draw(model, generator: cst.BaseExpression) -> tuple:
    return f"draws from the host random generator `{source(model, generator)}`", _RANDOM_FIX


def _env_writes(model) -> list:
    """(variable name or None for any, statement) for every change the module makes to the environment:
    `os.environ[k] = v`, `del os.environ[k]`, `os.environ.update(...)` and the other dict methods,
    `os.putenv`, `os.unsetenv`, `mock.patch.dict(os.environ, ...)`, pytest's `monkeypatch.setenv`."""
    found = []
    for site in model.index.sites_of(cst.Subscript):
        if model.qualname(site.node.value) == "os.environ" and _is_store(site.stmt, site.node):
            found.append((_env_key(site.node), site.stmt))
    for site in model.index.sites_of(cst.Call):
        call, stmt = site.node, site.stmt or site.node
        qual = model.qualname(call.func) or ""
        func = call.func
        if qual in ("os.putenv", "os.unsetenv") or \
                isinstance(func, cst.Attribute) and func.attr.value in ("setenv", "delenv") and \
                isinstance(func.value, cst.Name) and func.value.value == "monkeypatch":
            found.append((_env_key(call), stmt))
        elif isinstance(func, cst.Attribute) and func.attr.value in _DICT_WRITES and \
                model.qualname(func.value) == "os.environ":
            found.append((_env_key(call) if func.attr.value in ("setdefault", "pop") else None, stmt))
        elif qual.endswith("mock.patch.dict") and call.args and model.qualname(call.args[0].value) == "os.environ":
            found.append((None, stmt))
    return found


_DICT_WRITES = frozenset({"update", "setdefault", "pop", "popitem", "clear", "__setitem__", "__delitem__"})


def _is_store(stmt: Optional[cst.CSTNode], node: cst.Subscript) -> bool:
    """`os.environ["X"] = ...` or `del os.environ["X"]` writes, it does not read."""
    if isinstance(stmt, cst.Assign):
        return any(_targets(t.target, node) for t in stmt.targets)
    if isinstance(stmt, (cst.AnnAssign, cst.AugAssign)):
        return stmt.target is node
    return isinstance(stmt, cst.Del) and _targets(stmt.target, node)


def _targets(target: cst.BaseExpression, node: cst.Subscript) -> bool:
    """Whether `node` is `target` or one of the elements it unpacks into (`env["A"], env["B"] = ...`)."""
    if isinstance(target, (cst.Tuple, cst.List)):
        return any(_targets(el.value, node) for el in target.elements)
    return target is node


def _tests(test: cst.BaseExpression, call: cst.Call) -> bool:
    """Whether `call` is `test`, or an operand of the `not` / `and` / `or` it is made of."""
    if test is call:
        return True
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        return _tests(test.expression, call)
    return isinstance(test, cst.BooleanOperation) and (_tests(test.left, call) or _tests(test.right, call))


def _checks_only(body: cst.BaseSuite) -> bool:
    """An `if` arm that only returns nothing, raises or passes."""
    if isinstance(body, cst.SimpleStatementSuite):
        smalls = list(body.body)
    elif all(isinstance(line, cst.SimpleStatementLine) for line in body.body):
        smalls = [small for line in body.body for small in line.body]
    else:
        return False
    return bool(smalls) and all(isinstance(small, (cst.Raise, cst.Pass)) or
                                isinstance(small, cst.Return) and small.value is None for small in smalls)


def _returns_value(node: cst.CSTNode) -> bool:
    """Whether a function's own code returns a value or yields (nested functions not counted)."""
    for child in code_children(node):
        if isinstance(child, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            continue
        if isinstance(child, (cst.Yield, cst.Await)) or isinstance(child, cst.Return) and child.value is not None:
            return True
        if _returns_value(child):
            return True
    return False
