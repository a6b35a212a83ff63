from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model import apis
from jaxlint.model.bindings import Binding, Read, Scope, attribute_at, exclusive
from jaxlint.model.imports import dotted
from jaxlint.model.index import FunctionInfo, descendants, names_in
from jaxlint.model.kinds import Obj
from jaxlint.rule import Rule, enclosing_functions, shown_line, source

_LOADERS = frozenset({"numpy.load", "numpy.loadtxt", "numpy.genfromtxt", "numpy.fromfile", "numpy.memmap",
                      "jax.numpy.load"})
# numpy functions that build an array (other numpy calls, such as np.sqrt(2), may give a scalar that
# JAX inlines as a literal).
_NUMPY_ARRAYS = frozenset({
    "array", "asarray", "zeros", "ones", "full", "empty", "arange", "linspace", "logspace", "eye",
    "identity", "stack", "concatenate", "tile", "diag", "tril", "triu", "zeros_like", "ones_like",
    "full_like", "meshgrid", "vstack", "hstack", "copy",
})
_NUMPY_DRAWS = frozenset({"rand", "randn", "normal", "uniform", "randint", "random", "standard_normal",
                         "choice", "permutation", "binomial", "poisson", "exponential", "beta", "gamma", "integers"})
_GENERATORS = frozenset({"numpy.random.default_rng", "numpy.random.RandomState", "numpy.random.Generator"})
# Array builders whose integer arguments are a shape or a size.
_SHAPED = frozenset({"zeros", "ones", "full", "empty", "arange", "eye", "identity"}) | _NUMPY_DRAWS
# Elements from which a never-changed closed-over array counts as large: from 1M float32 elements (4 MB)
# on, compiling the program that holds it takes 2.5x as long as with the array as an argument (see the
# docs below for the measurement).
_LARGE = 1_000_000
_ARRAY_METHODS = frozenset({"reshape", "astype", "T", "transpose", "copy", "ravel", "flatten"})
_CONTAINER_CALLS = frozenset({"dict", "list", "set", "collections.OrderedDict", "collections.defaultdict"})


class ClosedOverArray(Rule):
    """
    ## What it does
    Flags traced code (under `jit`, `pmap`, or a `scan` / `fori_loop` / `while_loop` / `cond` body)
    that keeps Python state from its first trace while the program changes it later:

    - a free variable (a module global, or a name of an enclosing function), read by the traced
      function or by a function or lambda made inside it, bound to an array, a number (or a tuple of
      numbers), a string, a dict / list / set, a function or a pytree instance (a `NamedTuple`, flax
      struct or equinox module, also as a method of its class returns it: `nbr = nbr.update(x)`), when
      it is changed later: mutated in place
      (`bias[0] = 100`, `bias.fill(0)`, `bias += 1`, `np.copyto(bias, ...)`, `CONFIG["lr"] *= 0.5`) or
      rebound (a later module-level assignment, `mock_fn = lambda x: -x` after the first call, or
      `global` / `nonlocal` in a function). A dict or list counts when the function that changes it also
      calls the traced function (a schedule in the training loop), not when it is filled once (a
      registry). A name of an enclosing function counts whatever it holds when that function's `for`
      loop rebinds it and calls the traced function (`for penalty in penalties:` around the calls of a
      `jax.jit(jax.grad(objective))` built before the loop). A change after which the module (a
      notebook's cells) names the traced function, or the jitted function it sits in, only once it has
      defined it anew is left alone: the old compiled function never runs again; so is, in a program (a
      notebook, a script nothing imports), a change after which neither the module code nor a function
      it runs names the traced function again;
    - a `global` (or `nonlocal`) name the traced function itself reads and rebinds (`global g;
      g = g + 1`): the rebinding runs once, at trace time (not a memo: a function that returns at once
      when the global is set, `if _CACHE is not None: return _CACHE`, and stores what reads none of its
      parameters, a device check or an import, which every later trace reads back);
    - an attribute of `self` read in a traced method where `self` is a Python object, not a traced
      argument (a method jitted with `static_argnums=0` on a class hashed by identity, or a bound method
      `jax.jit(self._predict)`), or read by a lambda or def that a method jits once and keeps
      (`self._sample = jax.jit(lambda x: sample(x, self.rng_key))`), when another method (`fit`, a
      setter, a step that advances the key) or code holding an instance (`obj.weight = 10.0`) assigns
      that attribute later.
      An attribute refreshed with a structure (the graphdef of `nnx.split`, a treedef of
      `jax.tree.flatten`) is left alone: splitting the same object again gives the same structure;
      so is a change of another leaf than the ones read (`self.config.data.split = s` while the
      method reads `self.config.data.n_classes`), and state the method only tests for (`if
      self.d_state is None:`) that the program stores back from the method's own results (None stays
      None, a state stays one);
    - an attribute of an object read by a function made once in a method (`step_fn = lambda p: ... *
      self.schedule(self._iteration)`) and handed to a jitted function as a static callable (hashed by
      identity: equinox.filter_jit's callables, `static_argnums`), when that method's loop changes the
      attribute and calls the jitted function again. A function made anew in the loop is traced anew.

    Arrays that are never changed are flagged only when they are large: built with at least a million
    elements (also when a factory's parameter closes over one: `make_lookup(table)`). An array loaded
    from disk (`np.load`, `np.loadtxt`...) is of a size the code does not show: left alone (on a
    fresh repository, 24 findings on loaded index tables and small matrices were all harmless). Small
    constant tables
    (`COEFFS = np.array([0.1, 0.2, 0.3])`) are left alone: real libraries close over such tables on
    purpose (`jax.scipy.special`'s `_LANCZOS_COEFFS`, diffrax's Runge-Kutta tableaus), and the copy in each
    compiled program is harmless.

    Where large starts was measured (CPU, a float32 table closed over by a jitted `jnp.take`, against the
    same table passed as an argument, best of 3): the lowered program's text holds the constant at 2
    bytes per byte (0.8 MB for 100k elements, 8 MB for 1M, 32 MB for 4M; 3 kB as an argument), and
    compile time stays at the argument's up to about 300k elements, then grows: at 1M elements 0.18 s
    against 0.07 s (JAX 0.10.2) and 0.17 s against 0.07 s (JAX 0.12.0.1); at 4M 0.48 s against 0.13 s
    and 0.24 s against 0.05 s, lowering 0.35 s and 0.45 s against 0.03 s. So 1M elements.

    ## Why is this bad?
    The trace reads the variable once and bakes its value into the compiled program as a constant
    (`jax.make_jaxpr(f)(x).consts` lists it). A later change is not part of the cache key: the next
    call matches the cached executable and silently computes with the old value, with no error and
    no recompile. A static `self` is part of the key only through its hash, which for a plain class is
    its identity, so changing its attributes changes nothing. A baked array is also held in memory by
    every compiled signature for as long as the function lives, and a large one slows compilation.

    ## Example
    ```python
    bias = np.zeros(3)

    @jax.jit
    def add_bias(x):
        return x + bias

    add_bias(jnp.ones(3))
    bias[0] = 100.0
    add_bias(jnp.ones(3))  # still [1., 1., 1.]
    ```

    ## Use instead
    Pass it as an argument, so every call sees the current value:
    ```python
    @jax.jit
    def add_bias(x, bias):
        return x + bias

    add_bias(jnp.ones(3), bias)
    ```
    For a static `self`, make the class a frozen dataclass (hashed by its fields) and change it with
    `dataclasses.replace`, which makes a new object and a new trace; for a counter, return the new value
    and rebind it outside the jitted function.
    """

    code = "JAX201"
    name = "closed-over-array"
    summary = "traced code keeps state from its first trace (a closed-over array, a global, a static self) that later changes"

    def check_module(self) -> None:
        traced = [f for f in self.model.index.functions
                  if (info := self.traced(f)) is not None and info.transforms & apis.CACHING]
        if not traced:
            return
        self.scopes = self.model.scopes
        self._instances: Optional[dict] = None
        self._holder_calls: dict = {}  # (id(scope), name) -> method name -> the reads that call it
        for func in traced:
            scope = self.scopes.scope(func)
            reported = set()
            for read in scope.own_reads():
                name = read.node.value
                if name in reported:
                    continue
                message = self._closure(func, scope, read)
                if message is not None:
                    reported.add(name)
                    self.report(read.node, message)
            self._rebound_global(func, scope)
            self._stale_self(func, scope)

    # A closed-over variable ---------------------------------------------------------------------

    def _closure(self, func: FunctionInfo, scope: Scope, read: Read) -> Optional[str]:
        name, home = read.node.value, read.owner
        if home is None or home.within(scope) or home.kind == "class":
            return None
        if home.kind != "module" and (home.func is None or self.model.trace(home.func) is not None):
            return None  # an enclosing traced function's value lives and dies with the trace
        bindings = home.bindings_of(name)
        if not bindings or any(b.how == "import" for b in bindings):
            return None
        defined_at = _defined_at(scope, home)
        before = [b for b in bindings if b.pos < defined_at] or bindings[:1]
        if before[-1].how == "param":
            return self._attribute_later(func, scope, read, home, defined_at) or \
                self._stale_receiver(func, read, home) or self._large_argument(func, home, name)
        what, value = _binding_kind(self.model, before[-1])
        if what is None and home.kind != "module":
            what = "loop value"  # of any kind: stale once a loop that calls the function rebinds it
        if what is None or (what == "container" and self._bookkeeping(scope, home, name)):
            return None
        change = self._later_change(func, scope, name, home, defined_at, what)
        shown = f"`{name}`"
        if change is not None:
            return (f"{_called(func)} is traced once and keeps {shown} as a constant, but {shown} is changed later "
                    f"(`{_shown(self.model, change)}`, line {shown_line(self.model, change)}): the compiled code "
                    f"silently keeps the old {_what(what)}, with no error and no recompile; "
                    f"{_fix(what, shown)}")
        if what in ("numpy", "jax") and _is_large(self.model, value):
            return _large_message(self.model, func, shown, value)
        return None

    def _attribute_later(self, func: FunctionInfo, scope: Scope, read: Read, home: Scope,
                         defined_at: int) -> Optional[str]:
        """`self._iteration` read by a function defined once in a method and handed to a jitted function
        (a static callable, hashed by identity), while a loop of that method changes the attribute."""
        parent = attribute_at(self.scopes.path_to(read))
        if parent is None:
            return None
        definition = _definition(scope, home)
        names = _callable_names(self.model, func)
        for change in home.changes_of(read.node.value):
            if change.attr != parent.attr.value or change.pos < defined_at or \
                    (definition is not None and set(definition.loops) & set(change.loops)):
                continue  # a function made anew each iteration is traced anew
            if _called_before(self.model, change, names, defined_at) and _named_again(change, names):
                shown = source(self.model, parent)
                named = f"`{definition.name}`" if definition is not None else func.name
                return (f"{named} is traced once and keeps `{shown}` as it was at the first call, but "
                        f"`{_shown(self.model, change.node)}` (line {shown_line(self.model, change.node)}) changes it "
                        f"later: the same function object hits the cached program, which silently keeps the old "
                        f"value; pass `{shown}` as an argument")
        return None

    def _stale_receiver(self, func: FunctionInfo, read: Read, home: Scope) -> Optional[str]:
        """`self.attr` read by a lambda or def that a method of a plain class jits once and keeps
        (`self._sample = jax.jit(lambda x: f(x, self.key))`), while another method that runs it changes
        the attribute: the cached program keeps the first value."""
        method = home.func
        path = self.scopes.path_to(read)
        parent = attribute_at(path)
        if method is None or method.owner is None or not method.positional or \
                method.positional[0].name != read.node.value or parent is None:
            return None
        facts = self.model.classes.facts(method.owner)
        if facts.framework is not None:
            return None
        change = self._attribute_change(func, method.owner, parent.attr.value, self._entry_names(facts, func),
                                        [_attribute_path(path)])
        if change is None:
            return None
        shown = source(self.model, parent)
        return (f"{_called(func)} is jitted once and closes over `self`: the compiled code keeps `{shown}` as it "
                f"was at the first call, but `{_shown(self.model, change.node)}` (line "
                f"{shown_line(self.model, change.node)}) changes it later, which the cached program silently "
                f"ignores; pass `{shown}` as an argument")

    def _large_argument(self, func: FunctionInfo, factory: Scope, name: str) -> Optional[str]:
        """A factory's parameter closed over by the traced function it returns: large when every call of
        the factory passes a large array (`make_lookup(table)`)."""
        calls = self.model.calls_of(factory.func) if factory.func is not None else []
        param = factory.func.param(name) if factory.func is not None else None
        if not calls or param is None or param.index is None:
            return None
        values = []
        for call in calls:
            positional = [a.value for a in call.args if a.keyword is None and not a.star]
            arg = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == name), None)
            arg = arg if arg is not None else (positional[param.index] if param.index < len(positional) else None)
            if isinstance(arg, cst.Name):
                arg, _ = self.model.bound_value(arg.value, enclosing_functions(self.model).get(id(call)))
            if arg is None or _value_kind(self.model, arg) not in ("numpy", "jax") or not _is_large(self.model, arg):
                return None
            values.append(arg)
        return _large_message(self.model, func, f"`{name}`", values[0])

    def _later_change(self, func: FunctionInfo, scope: Scope, name: str, home: Scope, defined_at: int,
                      what: str) -> Optional[cst.CSTNode]:
        """The first statement that changes `name` after `func` may have been traced, if any."""
        names = _callable_names(self.model, func)
        events = [b for b in home.bindings_of(name) if b.how != "param" and (what != "loop value" or b.how == "for")]
        if what in ("numpy", "container"):
            events += [c for c in home.changes_of(name) if c.how != "attribute"]
        first = min((b.pos for b in home.bindings_of(name)), default=None)
        definition = _definition(scope, home)
        for e in sorted(events, key=lambda e: e.pos):
            if e.pos == first or (definition is not None and exclusive(definition, e)):
                continue  # the name's definition (a `def` after the function that calls it), or a branch
                # that does not run when the function is defined: not a change
            if what == "loop value" and not _loop_runs(self.model, e, names - {_class_name(func)}):
                continue  # a loop that rebinds a value of any kind counts only when it runs the function
            if e.scope is home:
                # a change in the binding scope matters once the function was called before it, or in
                # the same loop, and, for a function's local, when the function is still named after it
                if e.pos > defined_at and _called_before(self.model, e, names, defined_at) and \
                        (_named_again(e, names) if home.kind != "module" else
                         not _redefined_first(func, e, names, defined_at) and self._may_run_after(e, names, func)):
                    return e.node
                continue
            if e.scope.kind == "module" or e.scope.func is None or e.scope.within(scope) or \
                    self.model.trace(e.scope.func) is not None:
                continue
            if what == "container":
                # a dict or list filled once (a registry) is no state; one a training loop changes is
                if _called_before(self.model, e, names):
                    return e.node
            elif not _used_after(e, names):
                # a change in another function, to the same variable, counts whenever it runs, unless
                # that function first changes it and only then jits or calls the traced function
                return e.node
        return None

    def _may_run_after(self, change, names: set, func: FunctionInfo, depth: int = 0) -> bool:
        """Whether the traced function may run after a change of a global: always in a module others
        import; in a program (a notebook, a script no file imports), when its module code names it after
        the change or in the same loop, or another function that may run after it names it (not the
        traced function's own enclosing functions, which run only when they are called)."""
        if not self.model.cells and self.imported() is not False:
            return True
        enclosing, outer = set(), func
        while outer is not None:
            enclosing.add(id(outer.node))
            outer = outer.parent
        for r in _all_reads(change.scope):
            if r.node.value not in names:
                continue
            if r.scope is change.scope:
                if r.pos > change.pos or set(r.loops) & set(change.loops):
                    return True
            elif r.scope.func is None or depth >= 3:
                return True
            elif id(r.scope.func.node) not in enclosing and \
                    self._may_run_after(change, _callable_names(self.model, r.scope.func), r.scope.func, depth + 1):
                return True  # `meta_cost` names the jitted solver: it runs when something runs meta_cost
        return False

    # A global the traced function rebinds -----------------------------------------------------------

    def _rebound_global(self, func: FunctionInfo, scope: Scope) -> None:
        for name in sorted(scope.globals | scope.nonlocals):
            home = self.scopes.owner(name, scope)
            if home is None or (home.func is not None and self.model.trace(home.func) is not None):
                continue
            own = [b for b in home.bindings_of(name) if b.scope is scope and b.how in ("assign", "augment")]
            rebinding = {id(b.node) for b in own}
            # Only a value the function goes on to use is stale: `trace_count += 1` alone counts traces,
            # and a flag the function only tests (`if not _registered: ...; _registered = True`, or
            # asserts on) is a run-once guard that the first trace is meant to set.
            uses = [r for r in scope.own_reads() if r.node.value == name and id(r.stmt) not in rebinding]
            if not own or not uses or all(self._tested_only(r) for r in uses) or \
                    all(self._program_constant(b.node, scope, name) for b in own) or _restored(own, scope, name) or \
                    _memo(func, scope, own):
                continue
            stmt = own[0].node
            value = stmt.value if isinstance(stmt, (cst.Assign, cst.AugAssign)) else None
            if value is None or self.model.kind(value).traced or self.model.kind(_target(stmt)).traced:
                continue  # a tracer stored in a global is JAX108's
            shown = source(self.model, stmt)
            self.report(_target(stmt), (
                f"`{shown}` in {func.name} rebinds {'global' if name in scope.globals else 'nonlocal'} `{name}` "
                f"while it is traced: it runs once, at the first call; later calls reuse the compiled code, "
                f"which keeps the value `{name}` had then and never changes `{name}` again; return the new value "
                f"and rebind it outside: `{name} = {func.name}({name})`"), stmt=stmt)

    @staticmethod
    def _program_constant(stmt: cst.CSTNode, scope: Scope, name: str) -> bool:
        """Whether a rebinding stores what every call would store: a literal, or a name or attribute of
        a module-level or imported object (`_impl = gmm_gpu`, `_impl = mblx.gmm`, a backend chosen
        once), not `name` itself, a parameter or another local. Such a lazily set global is a memo."""
        value = stmt.value if isinstance(stmt, cst.Assign) else None
        if isinstance(value, (cst.Integer, cst.Float, cst.SimpleString)):
            return True
        while isinstance(value, cst.Attribute):
            value = value.value
        if not isinstance(value, cst.Name) or value.value in (name, "self", "cls"):
            return False
        return all(b.how == "import" for b in scope.bindings_of(value.value))

    def _bookkeeping(self, scope: Scope, home: Scope, name: str) -> bool:
        """Whether the traced function only records into a container (`if len(shapes) < n:
        shapes.append(...)`): it changes it and reads it for nothing but the tests guarding that, so
        nothing it computes depends on what the container held when it was traced."""
        own = {id(c.node) for c in home.changes_of(name) if c.scope.within(scope)}
        reads = [r for r in _all_reads(scope) if r.node.value == name and r.owner is home]
        return bool(own) and all(self._tested_only(r) or (r.call is not None and id(r.call) in own)
                                 for r in reads)

    def _tested_only(self, read: Read) -> bool:
        """Whether a read is (part of) the test of an `if`, `while` or `assert` statement."""
        path = self.scopes.path_to(read)
        return isinstance(read.stmt, (cst.If, cst.While, cst.Assert)) and len(path) > 1 and path[1] is read.stmt.test

    # A static or bound `self` ---------------------------------------------------------------------

    def _stale_self(self, func: FunctionInfo, scope: Scope) -> None:
        cls = func.owner
        if cls is None or not func.positional or isinstance(func.node, cst.Lambda):
            return
        first = func.positional[0].name
        value = self.model.param_kinds.get(id(func.node), {}).get(first)
        if type(value) is not Obj or value.traced or value.local or value.cls.framework is not None:
            return
        jit = self.model.decorated_jit(func)
        static_self = jit is not None and first in (jit.static or ())
        if static_self and self.model.classes.hashing(cls) != "identity":
            return  # hashed by value: a changed instance is a new cache entry
        reads = {}  # attribute -> [(the first `self.attr` node, the attribute path each read follows)]
        for read in scope.own_reads():
            if read.node.value == first and read.owner is scope:
                path = self.scopes.path_to(read)
                parent = attribute_at(path)
                if parent is not None:
                    reads.setdefault(parent.attr.value, []).append(
                        (parent, _attribute_path(path), self._truth_tested(read, parent)))
        names = self._entry_names(self.model.classes.facts(cls), func) if reads else set()
        for attr, seen in reads.items():
            change = self._attribute_change(func, cls, attr, names, [p for _, p, _ in seen])
            if change is None or all(tested for _, _, tested in seen) and self._threaded(change, names):
                continue
            node = seen[0][0]
            how = "jitted with `self` static, and a plain class is hashed by its identity" if static_self else \
                "traced with `self` as a Python object (a bound method)"
            self.report(node, (
                f"{func.name} is {how}: the compiled code keeps `{source(self.model, node)}` as it was at the "
                f"first call, but `{_shown(self.model, change.node)}` (line {shown_line(self.model, change.node)}) "
                f"changes it later, which the cached program silently ignores; pass `{attr}` as an argument"
                + (", or make the class a frozen dataclass and change it with dataclasses.replace (a new "
                   "object, a new trace)" if static_self else "")))
            return

    def _truth_tested(self, read: Read, node: cst.Attribute) -> bool:
        """Whether the read is all of the test of an `if` / `while` / `assert` (`if not self.d_state:`,
        `if self.cache is None:`): only whether it is there is read."""
        if not self._tested_only(read):
            return False
        test = read.stmt.test
        while isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            test = test.expression
        return test is node or isinstance(test, cst.Comparison) and test.left is node and len(test.comparisons) == 1 \
            and isinstance(test.comparisons[0].operator, (cst.Is, cst.IsNot)) and \
            isinstance(test.comparisons[0].comparator, cst.Name) and test.comparisons[0].comparator.value == "None"

    def _threaded(self, change, names: set) -> bool:
        """The change stores what the traced method itself returned (`params, state = self._update(...,
        self.state)`, then `self.state = state`): state threaded through the step keeps its kind (None
        stays None, a state stays one), so a test of whether it is there stays as the first trace saw it."""
        value = change.node.value if isinstance(change.node, cst.Assign) else None
        if isinstance(value, cst.Name):
            bound = change.scope.bindings_of(value.value)  # `params, state = self._update(...)` too
            value = bound[0].node.value if len(bound) == 1 and isinstance(bound[0].node, cst.Assign) else None
        return isinstance(value, cst.Call) and (
            isinstance(value.func, cst.Attribute) and value.func.attr.value in names or
            isinstance(value.func, cst.Name) and value.func.value in names)

    def _attribute_change(self, func: FunctionInfo, cls, attr: str, names: set, paths: list):
        """The first assignment to `attr` of an instance of `cls` in untraced code that may come after
        the traced method ran: in another method that also calls it (`__call__` sets `self.eos` and
        calls the jitted step) or that the program calls after calling it (`model.predict(x)`, then
        `model.fit(...)`), or through a name holding an instance, after a call of it. A change in a
        method nothing shows running after the first call (a `load_params` set-up) is left alone.
        `names` are how the program runs the traced method (`_entry_names`); `paths` the attribute paths
        the method reads under `attr` (`config.data.n_classes`): a change of another leaf
        (`config.data.subset`) is none of its business."""
        facts = self.model.classes.facts(cls)
        holders = self._instance_holders(facts)
        found = []
        for method in facts.methods.values():
            if isinstance(method, str) or method is func or method.name in apis.CONSTRUCTORS or \
                    self.model.trace(method) is not None or not method.positional or \
                    self._construction_only(facts, method):
                continue
            mscope = self.scopes.scope(method)
            me = method.positional[0].name
            changes = [c for c in mscope.changes_of(me) if c.attr == attr and not self._structure(c) and
                       _overlaps(c, paths)]
            if changes and not self._rejits(mscope, func, changes[0].pos) and (
                    _method_calls(mscope, me, names) or
                    any(_ordered(self._calls_on(h, var, names), self._calls_on(h, var, {method.name}))
                        for h, var in holders)):
                found.append(changes[0])
        for holder, var in holders:
            calls = self._calls_on(holder, var, names)
            found += [c for c in holder.changes_of(var) if c.attr == attr and not self._structure(c) and
                      _overlaps(c, paths) and (c.scope.func is None or self.model.trace(c.scope.func) is None) and
                      _ordered(calls, [c])]
        return min(found, key=lambda c: c.pos) if found else None

    def _structure(self, change) -> bool:
        """The change stores a structure (`self.graphdef, state = nnx.split(self.model)`, a treedef):
        splitting the same object again gives the same one, so the trace that kept it is not stale."""
        stmt = change.node
        if not isinstance(stmt, cst.Assign) or not isinstance(stmt.value, cst.Call) or len(stmt.targets) != 1:
            return False
        api = self.model.qualname(stmt.value.func)
        if api not in apis.STRUCTURES:
            return False
        index, target = apis.STRUCTURES[api], stmt.targets[0].target
        if index is None:
            return target is change.target
        return isinstance(target, (cst.Tuple, cst.List)) and len(target.elements) > index and \
            target.elements[index].value is change.target

    def _entry_names(self, facts, func: FunctionInfo) -> set:
        """How the program runs the traced method: its name, the methods that call it through `self`
        (`_decode_fn` calls `self._sample_step`), and the attributes holding a transformation of one of
        them (`self.predict = jax.jit(self._predict)`) or of the function itself, a lambda or def made in
        a method (`self._sample = jax.jit(lambda x: ...)`)."""
        methods = [m for m in facts.methods.values() if not isinstance(m, str) and m.positional]
        names = {func.name}
        for _ in range(4):  # a few hops of self-calls
            grown = set(names)
            for method in methods:
                me = method.positional[0].name
                mscope = self.scopes.scope(method)
                if method.name not in grown and _method_calls(mscope, me, grown):
                    grown.add(method.name)
                for c in mscope.changes_of(me):
                    value = c.node.value if c.how == "attribute" and isinstance(c.node, cst.Assign) else None
                    app = self.model.application(value) if isinstance(value, cst.Call) else None
                    if app is not None and any(isinstance(t, cst.Attribute) and t.attr.value in grown or
                                               t is func.node for t in app.targets):
                        grown.add(c.attr)
            if grown == names:
                break
            names = grown
        return names

    def _construction_only(self, facts, method: FunctionInfo) -> bool:
        """A helper of the constructor (`self._precompute(...)` in `__init__`, called nowhere else): what it
        sets is the object's starting state."""
        callers = [r.scope for s in _all_scopes(self.scopes.module) for r in s.reads
                   if r.call is not None and isinstance(r.call.func, cst.Attribute) and
                   r.call.func.attr.value == method.name and r.call.func.value is r.node]
        constructors = {id(self.scopes.scope(m)) for m in facts.methods.values()
                        if not isinstance(m, str) and m.name in apis.CONSTRUCTORS}
        return bool(callers) and all(id(c) in constructors for c in callers)

    def _rejits(self, scope: Scope, func: FunctionInfo, after: int) -> bool:
        """Whether a method transforms `func` again after changing an attribute: a new bound method,
        a new trace."""
        for call in scope.calls:
            if call.pos > after:
                app = self.model.application(call.node)
                if app is not None and any(isinstance(t, cst.Attribute) and t.attr.value == func.name
                                           for t in app.targets):
                    return True
        return False

    def _calls_on(self, scope: Scope, var: str, methods: set) -> list:
        """`_method_calls` for a variable holding an instance, read once per variable: a module's
        reads are every read of the file."""
        key = (id(scope), var)
        if key not in self._holder_calls:
            by_name: dict = {}
            for r in _method_calls(scope, var, None):
                by_name.setdefault(r.call.func.attr.value, []).append(r)
            self._holder_calls[key] = by_name
        by_name = self._holder_calls[key]
        return [r for m in methods for r in by_name.get(m, ())]

    def _instance_holders(self, facts) -> list:
        """(scope, name) for every variable bound only to instances of the class (`obj = Objective(...)`)."""
        if self._instances is None:
            self._instances = {}
            for s in _all_scopes(self.scopes.module):
                for name, bindings in s.bindings.items():
                    classes = {id(self.model.classes.of_expr(b.value.func)) if isinstance(b.value, cst.Call) else None
                               for b in bindings}
                    if len(classes) == 1 and None not in classes:
                        self._instances.setdefault(classes.pop(), []).append((s, name))
        return self._instances.get(id(facts), [])


def _attribute_path(path: tuple) -> tuple:
    """The attributes a read of `self` follows (`self.config.data.n_classes`: config, data, n_classes),
    from the path of nodes down to the name."""
    out, node = [], path[-1]
    for parent in reversed(path[:-1]):
        if not isinstance(parent, cst.Attribute) or parent.value is not node:
            break
        out.append(parent.attr.value)
        node = parent
    return tuple(out)


def _overlaps(change, paths: list) -> bool:
    """Whether a change of `self.a.b...` may change what a read following one of `paths` sees: one path
    leads into the other (a change through a subscript or a method counts as changing where it starts)."""
    target = change.target.value if isinstance(change.target, cst.Subscript) else change.target
    changed = tuple((dotted(target) or "").split(".")[1:]) or (change.attr,)
    return any(read[:len(changed)] == changed[:len(read)] for read in paths)


def _method_calls(scope: Scope, var: str, methods: Optional[set]) -> list:
    """The reads of `var` in `scope`'s code that call one of its `methods` (`var.method(...)`; any
    method for None)."""
    return [r for r in _all_reads(scope) if r.node.value == var and r.call is not None and
            isinstance(r.call.func, cst.Attribute) and r.call.func.value is r.node and
            (methods is None or r.call.func.attr.value in methods)]


def _ordered(first: list, then: list) -> bool:
    """Whether one of `first` comes before one of `then`, or both sit in one loop."""
    return any(a.pos < b.pos or set(a.loops) & set(b.loops) for a in first for b in then)


def _definition(scope: Scope, home: Scope) -> Optional[Binding]:
    """The binding in `home` of the function that is, or holds, the traced one."""
    s = scope
    while s.parent is not None and s.parent is not home:
        s = s.parent
    return next((b for b in home.made if b.node is s.node or b.value is s.node), None)  # a def, or `f = lambda`


def _defined_at(scope: Scope, home: Scope) -> int:
    """Where the traced function (or the outermost function holding it) is defined in `home`."""
    s = scope
    while s.parent is not None and s.parent is not home:
        s = s.parent
    return s.pos


def _called_before(model, change, names: set, defined_at: int = -1) -> bool:
    """Whether the code that makes `change` runs the traced function before it, or in the same loop;
    in the scope that defines it, only after its definition (a run before it is of another function
    the name held then)."""
    runs = [r for r in change.scope.reads if r.node.value in names and r.pos > defined_at and _runs(model, r)]
    return any(r.pos < change.pos or set(r.loops) & set(change.loops) for r in runs)


def _loop_runs(model, change, names: set) -> bool:
    """Whether the `for` loop that makes `change` runs the traced function (named by `names`) in its body."""
    return any(r.node.value in names and change.node in r.loops and r.pos > change.pos and _runs(model, r)
               for r in change.scope.reads)


def _called(func: FunctionInfo) -> str:
    """The traced function as the message names it: `step`, or a lambda by the function it is in."""
    if func.name == "<lambda>":
        return f"the lambda in `{func.parent.name}`" if func.parent is not None else "a lambda"
    return func.name


def _class_name(func: FunctionInfo) -> str:
    """The class a method (or a function nested in one) belongs to, whose name `_callable_names` adds."""
    while func.parent is not None:
        func = func.parent
    return func.owner.name if func.owner is not None else ""


def _runs(model, read: Read) -> bool:
    """Whether a read runs the function it names: calls it, or hands it to a loop or branch of
    `jax.lax`, which traces it there and then (`lax.scan(body, ...)`)."""
    if read.call is not None:
        return True
    path = model.scopes.path_to(read)
    if len(path) < 3 or not isinstance(path[-2], cst.Arg) or not isinstance(path[-3], cst.Call):
        return False
    spec = apis.TRANSFORMS.get(model.qualname(path[-3].func) or "")
    if spec is not None and not spec.decorator:
        return True
    # handed to a traced function (`_make_step(params, step_fn)`), which calls it while tracing
    ref = model.resolve_function(path[-3].func, read.scope.func)
    return ref is not None and model.trace(ref.info) is not None


def _named_again(change, names: set) -> bool:
    """Whether the code that makes `change` names the traced function after it, or in the same loop: a
    local function last called before the change never sees the new value."""
    return any(r.node.value in names and (r.pos > change.pos or set(r.loops) & set(change.loops))
               for r in _all_reads(change.scope))


def _memo(func: FunctionInfo, scope: Scope, own: list) -> bool:
    """A memo: the function returns at once when a global it sets is set already (`if _CACHE is not
    None: return _CACHE`, `if _TRIED: return _KERNEL`), and what it stores reads none of its parameters
    (the devices, an import): every trace after the first reads what the first stored."""
    params = {p.name for p in func.params}
    if not isinstance(func.node, cst.FunctionDef) or any(names_in(b.value) & params for b in own if b.value):
        return False
    shared = scope.globals | scope.nonlocals
    for stmt in func.node.body.body:
        if any(b.node in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else
               any(s is stmt for s, _ in b.branches) for b in own):
            return False  # the first rebinding comes before any guard
        if isinstance(stmt, cst.If) and names_in(stmt.test) & shared and stmt.body.body and \
                isinstance(stmt.body.body[-1], cst.SimpleStatementLine) and \
                isinstance(stmt.body.body[-1].body[-1], cst.Return):
            return True
    return False


def _redefined_first(func: FunctionInfo, change, names: set, defined_at: int) -> bool:
    """The module (a notebook's cells) defines anew every name the traced function runs by (itself, or
    the jitted function it is nested in) before it names it after the change: the old compiled
    function never runs again, the new one traces with the new value."""
    home = change.scope
    bound = {name: home.bindings_of(name) for name in names if home.bindings_of(name)}
    for name, bindings in bound.items():
        later = [r for r in _all_reads(home) if r.node.value == name and r.pos > defined_at and
                 (r.pos > change.pos or set(r.loops) & set(change.loops))]
        first = min(b.pos for b in bindings)
        again = [b.pos for b in bindings if b.pos > max(defined_at, first)]  # defined anew
        if not again or not all(r.scope is home and r.pos > min(again) for r in later):
            return False
    return bool(bound)


def _used_after(change, names: set) -> bool:
    """Whether the function that makes `change` names the traced function only after it."""
    uses = [r.pos for r in _all_reads(change.scope) if r.node.value in names]
    return bool(uses) and min(uses) > change.pos


def _all_scopes(scope: Scope):
    yield scope
    for child in scope.children:
        yield from _all_scopes(child)


def _all_reads(scope: Scope):
    yield from scope.reads
    for child in scope.children:
        yield from _all_reads(child)


def _callable_names(model, func: FunctionInfo) -> set:
    """Names the traced function is called by: its own, its class's, the traced functions it is nested
    in, and names bound to it (a lambda) or to a transformation of it (`step = jax.jit(train_step)`)."""
    names = {func.name, _class_name(func)} - {""}
    outer = func.parent
    while outer is not None and model.trace(outer) is not None:
        names.add(outer.name)  # a function nested in a traced one is traced with it, inline
        outer = outer.parent
    scopes = model.scopes
    for scope in (scopes.module, scopes.scope(func.parent) if func.parent is not None else None):
        if scope is None:
            continue
        for name, bindings in scope.bindings.items():
            if any(b.value is not None and (b.value is func.node or _holds_function(model, b.value, names))
                   for b in bindings):  # `step_fn = lambda p: ...`
                names.add(name)
    return names


def _holds_function(model, value: cst.BaseExpression, names: set) -> bool:
    """Whether `value` may hold one of the functions `names` (itself, a transformation or partial of it,
    a factory's closure over it), not what running it gives (`f(x)`, `jax.jit(f)(x)`, `lax.map(f, xs)`)."""
    if not names_in(value) & names or _only_called(value, names):
        return False
    if isinstance(value, cst.Call):
        if isinstance(value.func, cst.Call) or isinstance(value.func, cst.Name) and value.func.value in names:
            return False
        spec = apis.TRANSFORMS.get(model.qualname(value.func) or "")
        if spec is not None and not spec.decorator:
            return False
    return True


def _only_called(value: cst.BaseExpression, names: set) -> bool:
    """Every mention of `names` in `value` calls the function (`jax.block_until_ready(f(x))`): the value
    is what running it gives."""
    nodes = list(descendants(value))
    callees = {id(n.func) for n in nodes if type(n) is cst.Call}
    return all(id(n) in callees for n in nodes if type(n) is cst.Name and n.value in names)


def _binding_kind(model, binding: Binding) -> tuple:
    """(what the binding holds: "numpy", "jax", "scalar", "container", "function", or None; its value)."""
    if binding.how == "def":
        return "function", None
    value = binding.value
    if value is None:
        return None, None
    if isinstance(value, cst.Lambda):
        return "function", value
    if isinstance(value, (cst.Dict, cst.List, cst.Set, cst.DictComp, cst.ListComp, cst.SetComp)) or (
            isinstance(value, cst.Call) and (model.qualname(value.func) or
                                             (value.func.value if isinstance(value.func, cst.Name) else "")
                                             ) in _CONTAINER_CALLS):
        return "container", value
    return _value_kind(model, value), value


def _what(what: str) -> str:
    return {"function": "function", "container": "contents", "scalar": "value", "tree": "pytree",
            "loop value": "value"}.get(what, "array")


def _fix(what: str, shown: str) -> str:
    if what == "function":
        return (f"pass the function in as a static argument (static_argnums) so each new one compiles anew, or "
                f"trace a function that takes {shown} as a parameter")
    return f"pass {shown} (or the entries read) as an argument" if what == "container" else \
        f"pass {shown} as an argument"


def _shown(model, node: cst.CSTNode) -> str:
    if isinstance(node, cst.For):
        text = f"for {source(model, node.target)} in {source(model, node.iter)}"
    elif isinstance(node, cst.FunctionDef):
        text = f"def {node.name.value}(...)"
    else:
        text = source(model, node)
    return text if len(text) <= 60 else text[:57] + "..."


def _target(stmt: cst.CSTNode) -> cst.CSTNode:
    if isinstance(stmt, cst.Assign):
        return stmt.targets[0].target
    return stmt.target if isinstance(stmt, (cst.AugAssign, cst.AnnAssign)) else stmt


def _large_message(model, func: FunctionInfo, shown: str, value: cst.BaseExpression) -> str:
    return (f"{_called(func)} closes over {shown} (`{_shown(model, value)}`): the array is baked into every "
            f"compiled signature as a constant (program size, memory, compile time); pass it as an argument")


def _value_kind(model, value: cst.BaseExpression) -> Optional[str]:
    """"numpy" or "jax" for an array-building expression, "tree" for an instance of a pytree class,
    "scalar" for a Python literal, else None."""
    if isinstance(value, (cst.Integer, cst.Float, cst.SimpleString)):
        return "scalar"
    if isinstance(value, cst.UnaryOperation) and isinstance(value.expression, (cst.Integer, cst.Float)):
        return "scalar"
    if isinstance(value, cst.Tuple) and value.elements and \
            all(_value_kind(model, e.value) == "scalar" for e in value.elements):
        return "scalar"  # `args = (2.0, 3.0)`, unpacked into a call
    if isinstance(value, cst.Subscript):  # np.load("weights.npz")["w"]
        return _value_kind(model, value.value) if _loader(model, value.value) else None
    if isinstance(value, cst.Attribute) and value.attr.value in _ARRAY_METHODS:
        return _value_kind(model, value.value)
    if not isinstance(value, cst.Call):
        return None
    built = model.outer_value(value, None)
    if type(built) is Obj and built.cls.framework in ("pytree", "equinox"):
        return "tree"  # a NamedTuple, flax struct or equinox module of arrays (`nbr = nbr.update(x)`)
    func = value.func
    if isinstance(func, cst.Attribute) and model.qualname(func) is None:
        if _generator_draw(model, value):
            return "numpy"
        return _value_kind(model, func.value) if func.attr.value in _ARRAY_METHODS else None
    qual = model.qualname(func) or ""
    if qual in _LOADERS:
        return "numpy"
    if qual.startswith("numpy.random.") and value.args and qual[len("numpy.random."):] in _NUMPY_DRAWS:
        return "numpy"
    if qual.startswith("numpy.") and qual[len("numpy."):] in _NUMPY_ARRAYS:
        return "numpy"
    if qual.startswith(("jax.numpy.", "jax.random.", "jax.nn.initializers.")) or qual == "jax.device_put":
        return "jax"
    return None


def _generator_draw(model, call: cst.Call) -> bool:
    """`np.random.default_rng(0).standard_normal(shape)`: a draw of a NumPy generator made in place."""
    func = call.func
    return isinstance(func, cst.Attribute) and func.attr.value in _NUMPY_DRAWS and \
        isinstance(func.value, cst.Call) and model.qualname(func.value.func) in _GENERATORS


def _loader(model, value: cst.BaseExpression) -> bool:
    return isinstance(value, cst.Call) and model.qualname(value.func) in _LOADERS


def _is_large(model, value: cst.BaseExpression) -> bool:
    """Built with a literal shape of at least `_LARGE` elements (a loaded array's size is not known)."""
    while isinstance(value, (cst.Subscript, cst.Attribute)) or (
            isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and
            model.qualname(value.func) is None and not _generator_draw(model, value)):
        value = value.value if not isinstance(value, cst.Call) else value.func.value
    if not isinstance(value, cst.Call):
        return False
    name = value.func.attr.value if _generator_draw(model, value) else (model.qualname(value.func) or "").rsplit(".", 1)[-1]
    if name not in _SHAPED:
        return False  # `jnp.int32([...])`, `np.array([...])`: the arguments are data, not a shape
    sizes = [_literal_size(a.value) for a in value.args if a.keyword is None or a.keyword.value in ("shape", "size")]
    return any(s is not None and s >= _LARGE for s in sizes)


def _literal_size(node: cst.BaseExpression) -> Optional[int]:
    if isinstance(node, cst.Integer):
        return int(node.value)
    if isinstance(node, (cst.Tuple, cst.List)) and node.elements and all(
            isinstance(e.value, cst.Integer) for e in node.elements):
        size = 1
        for e in node.elements:
            size *= int(e.value.value)
        return size
    return None


def _restored(own: list, scope: Scope, name: str) -> bool:
    """`old = _SIZE; _SIZE = size; ...; _SIZE = old`: the function sets the global for its own trace
    and puts the saved value back (JAX-GalSim's `fixed_photon_array_size` context manager)."""
    saved = {b.name for b in scope.made if b.how == "assign" and type(b.value) is cst.Name and b.value.value == name}
    return any(type(b.node) is cst.Assign and type(b.node.value) is cst.Name and b.node.value.value in saved
               for b in own)
