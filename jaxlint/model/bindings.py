"""Scopes and bindings: every name's bindings per scope, with the in-place changes and reads of each,
and the loops and branches they sit in (ruff's semantic model, for the rules that ask about state).

One walk of the module, in execution order within each statement (the value of `x = f(x)` is read
before `x` is bound), builds a `Scope` per module, function, lambda, class and comprehension. Each
record says which scope's code made it (`scope`) and which scope owns the variable (`owner`): a
`global x` in a function binds the module's `x`, a `nonlocal` one the enclosing function's, and a read
resolves as Python resolves it (its own locals, enclosing functions but not class bodies, the module;
`owner` None for builtins and names nothing binds). Positions (`pos`) grow in source order, so "after
the function was defined" or "after the first call" are comparisons. Rules never build their own scope
tables: they ask `model.scopes`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, Optional

import libcst as cst

from jaxlint.model.index import (_PLANS, COMPREHENSIONS, FunctionInfo, ModuleIndex, _all_params, bound_names,
                                 code_children, name_nodes, names_in)

# Methods that change their receiver in place (lists, dicts, sets, deques, NumPy arrays): a call on a
# name is a `Change` of what it holds. Whether the value really is such a container is for the rule to
# check (`opt.update(...)` of an optax optimizer changes nothing).
IN_PLACE_METHODS = frozenset({
    "append", "extend", "insert", "pop", "remove", "clear", "update", "setdefault", "popitem", "add",
    "discard", "sort", "reverse", "appendleft", "extendleft", "popleft", "rotate", "fill", "resize", "put",
    "itemset", "partition", "setfield", "byteswap", "__setitem__", "__delitem__", "difference_update",
    "intersection_update", "symmetric_difference_update",
})
# NumPy functions that write into their first argument.
NUMPY_IN_PLACE = frozenset({"numpy.copyto", "numpy.put", "numpy.place", "numpy.putmask", "numpy.random.shuffle",
                            "numpy.fill_diagonal", "numpy.put_along_axis"})


@dataclass(eq=False)
class Scope:
    kind: str  # "module", "function" (also a lambda), "class", "comprehension"
    node: cst.CSTNode
    parent: Optional["Scope"]
    func: Optional[FunctionInfo] = None  # for a function scope
    pos: int = 0  # where its definition is (a def: after its decorators and defaults are evaluated)
    bound: set = field(default_factory=set)  # names its own code binds (before global / nonlocal)
    globals: set = field(default_factory=set)  # names it declares `global`
    nonlocals: set = field(default_factory=set)  # names it declares `nonlocal`
    children: list = field(default_factory=list)
    reads: list = field(default_factory=list)  # `Read`s its own code makes (nested scopes excluded)
    calls: list = field(default_factory=list)  # `CallSite`s its own code makes
    made: list = field(default_factory=list)  # `Binding`s its own code makes (of its variables or, declared, others')
    # Per variable this scope owns: every binding and change of it, from any scope's code.
    bindings: dict = field(default_factory=dict)
    changes: dict = field(default_factory=dict)
    uses: dict = field(default_factory=dict)  # name -> the `Read`s of the variable, from any scope

    def is_local(self, name: str) -> bool:
        """`name` is a variable of this scope (bound here and not declared global / nonlocal)."""
        return name in self.bound and name not in self.globals and name not in self.nonlocals

    def bindings_of(self, name: str) -> list:
        return self.bindings.get(name, [])

    def changes_of(self, name: str) -> list:
        return self.changes.get(name, [])

    def inline(self) -> Iterator["Scope"]:
        """This scope and the comprehensions in it: the code that runs when its own code runs."""
        yield self
        for child in self.children:
            if child.kind == "comprehension":
                yield from child.inline()

    def uses_of(self, name: str) -> list:
        return self.uses.get(name, [])

    def shared(self, name: str) -> bool:
        """Another scope's code may rebind this scope's variable `name` (`global` / `nonlocal` there)."""
        return any(b.scope is not self for b in self.bindings_of(name))

    def enclosing(self) -> Iterator["Scope"]:
        """The scopes a name read here may come from, innermost first: enclosing functions and
        comprehensions (class bodies are skipped, as Python does), then the module."""
        s = self.parent
        while s is not None:
            if s.kind != "class":
                yield s
            s = s.parent

    def own_reads(self, comprehensions: bool = True) -> Iterator["Read"]:
        """Reads in this scope's code, with those of its comprehensions (not of nested functions)."""
        yield from self.reads
        if comprehensions:
            for child in self.children:
                if child.kind == "comprehension":
                    yield from child.own_reads()

    def free_reads(self) -> Iterator["Read"]:
        """Reads, in this scope's code and in every scope nested in it, of variables owned outside it."""
        for read in self.reads:
            if read.owner is not None and not read.owner.within(self):
                yield read
        for child in self.children:
            for read in child.free_reads():
                if not read.owner.within(self):
                    yield read

    def within(self, other: "Scope") -> bool:
        s = self
        while s is not None:
            if s is other:
                return True
            s = s.parent
        return False


@dataclass(eq=False)
class Binding:
    name: str
    owner: Scope  # the scope whose variable it binds
    scope: Scope  # the scope whose code binds it
    node: cst.CSTNode  # the statement (or for loop, with item, def, named expression...) that binds
    value: Optional[cst.BaseExpression]  # for `name = value`, `name: T = value`, `name := value`
    how: str  # "assign", "augment", "for", "with", "import", "def", "class", "param", "except", "delete", "named"
    pos: int
    loops: tuple  # the loops of its function that hold it, outermost first
    branches: tuple  # the (if / try / match statement, arm) pairs that hold it, outermost first


def exclusive(a, b) -> bool:
    """Whether two bindings or changes never both run in one call of their code: they sit in different
    arms of one `if` or `match`, and no loop holds both (which could run one arm, then the other)."""
    arms = {id(stmt): arm for stmt, arm in a.branches if type(stmt) in (cst.If, cst.Match)}
    return not set(a.loops) & set(b.loops) and any(id(stmt) in arms and arms[id(stmt)] != arm
                                                   for stmt, arm in b.branches)


@dataclass(eq=False)
class Change:
    """An in-place change of the value a name holds: `x[i] = v`, `x.a = v`, `x += v`, `x.append(v)`,
    `del x[i]`, `np.copyto(x, v)`."""

    name: str
    owner: Optional[Scope]
    scope: Scope
    node: cst.CSTNode  # the statement or call
    target: cst.BaseExpression  # what is changed: the subscript, attribute, name or receiver
    how: str  # "item", "attribute", "augment", "method", "call", "delete"
    attr: Optional[str]  # the first attribute after the name (`self.coef[0] = 1`, `self.coef.fill(0)`: "coef")
    pos: int
    loops: tuple
    branches: tuple
    method: Optional[str] = None  # for "method": `append`, `fill`...


@dataclass(eq=False)
class Read:
    node: cst.Name
    owner: Optional[Scope]
    scope: Scope
    pos: int
    loops: tuple
    stmt: Optional[cst.CSTNode]
    call: Optional[cst.Call] = None  # the call this name is the callee (`f(...)`) or receiver (`f.m(...)`) of
    branches: tuple = ()  # the (if / try / match statement, arm) pairs that hold it, outermost first


@dataclass(eq=False)
class CallSite:
    node: cst.Call
    scope: Scope
    pos: int
    loops: tuple
    stmt: Optional[cst.CSTNode]
    branches: tuple = ()  # the (if / try / match statement, arm) pairs that hold it, outermost first


class Scopes:
    """Every scope of one module, from one walk."""

    def __init__(self, index: ModuleIndex) -> None:
        self.index = index
        self.module = Scope("module", index.module, None)
        self._by_node: dict = {id(index.module): self.module}
        self._loop_records: dict = {}  # id(loop) -> (bindings, changes, calls) made in it
        self._reads: dict = {}  # id(name node) -> its Read
        self._calls: dict = {}  # id(call node) -> its CallSite
        self._returned: dict = {}  # (id(function node), parameter) -> returned_only's answer
        self._pos = 0
        self._pending: list = []  # (record, scope, name, is_binding) to resolve after the walk
        self._walk_block(index.module.body, self.module, (), (), None)
        self._resolve()

    # Questions --------------------------------------------------------------------------------

    def scope(self, func: Optional[FunctionInfo]) -> Scope:
        """The scope of a function (the module's for None)."""
        return self.module if func is None else self._by_node[id(func.node)]

    def of_node(self, node: cst.CSTNode) -> Optional[Scope]:
        return self._by_node.get(id(node))

    def owner(self, name: str, scope: Scope) -> Optional[Scope]:
        """The scope whose variable `name` is, read in `scope`'s code."""
        if scope.kind == "module":
            return scope if name in scope.bound else None
        if name in scope.globals:
            return self.module
        if name in scope.nonlocals:
            return next((s for s in scope.enclosing() if s.kind != "module" and s.is_local(name)), None)
        if scope.is_local(name):
            return scope
        for s in scope.enclosing():
            if s.kind == "module":
                return s if name in s.bound else None
            if s.is_local(name):
                return s
        return None

    def in_loop(self, loop: cst.CSTNode) -> tuple:
        """(bindings, changes, calls) made in a loop (its header and body, nested loops and
        comprehensions included, nested functions excluded)."""
        return self._loop_records.get(id(loop), ((), (), ()))

    def reaching(self, name: cst.Name, func: Optional[FunctionInfo]) -> Optional[Binding]:
        """The one binding the read `name` in `func`'s code sees. For its own scope's variable, the last
        before it in straight-line code (`scales = jnp.asarray(...)`, the read, then `scales = [...]`:
        the first); for an enclosing scope's, its only binding. None when another could reach it (a
        binding in a branch the read is not in, one later in a loop that holds both)."""
        scope = self.scope(func)
        read = self._reads.get(id(name))
        if read is None or read.owner is None or not any(read.scope is s for s in scope.inline()):
            return None
        bindings = read.owner.bindings_of(name.value)
        if read.owner is not scope:
            return bindings[0] if len(bindings) == 1 else None
        before = [b for b in bindings if b.pos < read.pos]
        if not before:
            return None
        last = max(before, key=lambda b: b.pos)
        if not set(last.branches) <= set(read.branches):
            return None
        # A later binding in a loop holding both reaches the read on the next iteration, unless `last`
        # runs in between: it is in the same loops, on every path to the read.
        if last.loops != read.loops and any(b.pos > read.pos and set(b.loops) & set(read.loops) for b in bindings):
            return None
        return last

    def unread(self, binding: Binding) -> bool:
        """No read can see the value `binding` gives its name: every read after it sees a later binding
        for sure, and none is in a nested function or in a loop that runs it again."""
        owner = binding.owner
        func = owner.func if owner.kind == "function" else None
        for read in owner.uses_of(binding.name):
            if not any(read.scope is s for s in owner.inline()):
                return False
            seen = self.reaching(read.node, func)
            if seen is binding or seen is None and (read.pos > binding.pos or set(read.loops) & set(binding.loops)):
                return False
        return True

    def apart(self, binding: Binding, site) -> bool:
        """No read of the value `binding` gives its name runs in a call that runs `site` (a call site
        or read of the same code): each read sees a later binding for sure, sits in another arm of an
        `if` / `match` than `site` (no loop holding both), or comes after an arm holding `site` that
        returns or raises. (Gumbel noise drawn for some relaxations and read only in their arms.)"""
        owner = binding.owner
        func = owner.func if owner.kind == "function" else None
        for read in owner.uses_of(binding.name):
            if not any(read.scope is s for s in owner.inline()):
                return False
            seen = self.reaching(read.node, func)
            if seen is not binding and (seen is not None or read.pos < binding.pos and
                                        not set(read.loops) & set(binding.loops)):
                continue  # it sees another binding
            if not (exclusive(read, site) or _exits_before(site, read)):
                return False
        return True

    def binding_at(self, name: str, node: cst.CSTNode, func: Optional[FunctionInfo]) -> Optional[Binding]:
        """The binding of `name` that statement `node` of `func`'s code makes."""
        owner = self.owner(name, self.scope(func))
        return next((b for b in owner.bindings_of(name) if b.node is node), None) if owner is not None else None

    def call_site(self, call: cst.Call) -> Optional[CallSite]:
        return self._calls.get(id(call))

    def assigned_to(self, call: cst.Call) -> Optional[cst.BaseExpression]:
        """The target of `target = call`, when the call is a whole assignment's value and it has one target."""
        site = self.call_site(call)
        stmt = site.stmt if site is not None else None
        if type(stmt) is not cst.Assign or stmt.value is not call or len(stmt.targets) != 1:
            return None
        return stmt.targets[0].target

    def turns_off(self, test: cst.If, arm: int, scope: Scope, rearms, transient: Optional[Scope]) -> bool:
        """Whether arm `arm` of `if` statement `test` in `scope`'s code turns its own test off: it
        rebinds or changes a name the test reads (`if not _ready: ...; _ready = True`) and nothing
        re-arms it. `rearms` (a binding or change -> bool) says what runs again each time; the variables
        of `transient` (a helper's) do not count: they are gone when the call returns."""
        for name in names_in(test.test):
            owner = self.owner(name, scope)
            if owner is None:
                continue
            records = [*owner.bindings_of(name), *owner.changes_of(name)]
            held = [r for r in records if (test, arm) in r.branches]
            if not held or (owner is transient and any(isinstance(r, Binding) for r in held)):
                continue
            if not any(rearms(r) for r in records if r not in held):
                return True
        return False

    def once_guarded(self, call: cst.Call) -> bool:
        """Whether `call` sits in an arm of an `if` that turns its own test off (`turns_off`): it runs
        once, when the test first asks for it, however often its function runs."""
        site = self.call_site(call)
        if site is None:
            return False
        inline = list(site.scope.inline())

        def rearms(record) -> bool:  # a binding in the function's own code, in no branch
            return isinstance(record, Binding) and record.how != "param" and not record.branches and \
                any(record.scope is s for s in inline)
        return any(type(stmt) is cst.If and self.turns_off(stmt, arm, site.scope, rearms, site.scope)
                   for stmt, arm in site.branches)

    def serial_arm(self, node: cst.CSTNode, collectives: frozenset) -> bool:
        """Whether `node` (a call, or an expression that reads a name) sits in an arm of an `if` that
        calls none of `collectives` while its other arm does (`if is_parallel: i = lax.axis_index("i")
        ... else: ... np.random ...`): the code's own switch between its mapped path and its serial one."""
        record = self._calls.get(id(node)) or next(
            (self._reads[id(n)] for n in name_nodes(node) if id(n) in self._reads), None)
        if record is None:
            return False
        qualname = self.index.imports.qualname
        collective_arms = {(id(stmt), arm) for s in record.scope.inline() for c in s.calls
                           if qualname(c.node.func) in collectives for stmt, arm in c.branches}
        return any(type(stmt) is cst.If and (id(stmt), arm) not in collective_arms and
                   (id(stmt), 1 - arm) in collective_arms for stmt, arm in record.branches)

    def returned_only(self, func: FunctionInfo, param: str) -> Optional[frozenset]:
        """Where the values `func` computes from parameter `param` go, when they go only into what it
        returns: the positions in the returned tuple that hold them ((2, 1) for `return a, b, (c, key)`;
        () for the whole value). None when any goes elsewhere: a test, a call whose result is dropped,
        an attribute, an item, a loop, a nested function. Asked once per call site: worked out once."""
        key = (id(func.node), param)
        if key not in self._returned:
            self._returned[key] = self._returned_only(func, param)
        return self._returned[key]

    def _returned_only(self, func: FunctionInfo, param: str) -> Optional[frozenset]:
        scope = self.scope(func)
        derived, slots, grown = {param}, set(), True
        while grown:
            grown = False
            for read in scope.own_reads():
                if read.node.value not in derived or read.owner is not scope:
                    continue
                stmt = read.stmt
                if isinstance(stmt, cst.Return):
                    slot = _slot(stmt.value, read.node)
                    if slot is None:
                        return None
                    slots.add(slot)
                    continue
                if not isinstance(stmt, (cst.Assign, cst.AnnAssign, cst.AugAssign)):
                    return None
                targets = [stmt.target] if not isinstance(stmt, cst.Assign) else [t.target for t in stmt.targets]
                names = [n for t in targets for n in bound_names(t)]
                if None in names:
                    return None
                grown |= not derived.issuperset(names)
                derived.update(names)
        inline = list(scope.inline())
        if any(not any(read.scope is s for s in inline) for name in derived for read in scope.uses_of(name)):
            return None  # a nested function reads it
        return frozenset(slots)

    def path_to(self, read: Read) -> tuple:
        """The nodes from the statement that makes `read` down to its name, for rules that ask how a
        value is used (an argument of which call, an operand of which operator)."""
        return _path(read.stmt, read.node) or (read.node,)

    # The walk ---------------------------------------------------------------------------------

    def _next(self) -> int:
        self._pos += 1
        return self._pos

    def _bind(self, name: str, scope: Scope, node, value, how: str, loops, branches) -> None:
        scope.bound.add(name)
        record = Binding(name, scope, scope, node, value, how, self._next(), loops, branches)
        scope.made.append(record)
        self._pending.append((record, scope, name, True))
        for loop in loops:
            self._loop_records.setdefault(id(loop), ([], [], []))[0].append(record)

    def _change(self, name: str, scope: Scope, node, target, how: str, attr, loops, branches,
                method: Optional[str] = None) -> None:
        record = Change(name, None, scope, node, target, how, attr, self._next(), loops, branches, method)
        self._pending.append((record, scope, name, False))
        for loop in loops:
            self._loop_records.setdefault(id(loop), ([], [], []))[1].append(record)

    def _target(self, target, scope: Scope, node, value, how: str, loops, branches, stmt) -> None:
        """Bind an assignment target: names are bound, subscripts and attributes change their base."""
        t = type(target)
        if t is cst.Name:
            self._bind(target.value, scope, node, value, how, loops, branches)
        elif t is cst.Tuple or t is cst.List:
            for el in target.elements:
                self._target(el.value, scope, node, None, how, loops, branches, stmt)
        elif t is cst.StarredElement:
            self._target(target.value, scope, node, None, how, loops, branches, stmt)
        elif t is cst.Subscript or t is cst.Attribute:
            self._walk(target.value, scope, loops, branches, stmt)
            if t is cst.Subscript:
                for el in target.slice:
                    self._walk(el, scope, loops, branches, stmt)
            root, attr = _root(target)
            if root is not None:
                kind = "delete" if how == "delete" else ("item" if t is cst.Subscript else "attribute")
                self._change(root.value, scope, node, target, kind, attr, loops, branches)

    def _walk_block(self, body, scope: Scope, loops, branches, stmt) -> None:
        for child in body:
            self._walk(child, scope, loops, branches, stmt)

    def _new_scope(self, kind: str, node, parent: Scope, func=None) -> Scope:
        scope = Scope(kind, node, parent, func, self._next())
        parent.children.append(scope)
        self._by_node[id(node)] = scope
        return scope

    def _walk(self, node, scope: Scope, loops: tuple, branches: tuple, stmt) -> None:
        t = type(node)
        if t is cst.Name:
            self._read(node, scope, loops, stmt, branches=branches)
            return
        if _PLANS[t][0]:
            stmt = node
        walk = self._walk
        if t is cst.FunctionDef or t is cst.Lambda:
            for deco in getattr(node, "decorators", ()):
                walk(deco, scope, loops, branches, stmt)
            params = list(_all_params(node.params))
            for p in params:
                if p.default is not None:
                    walk(p.default, scope, loops, branches, stmt)
                if p.annotation is not None:
                    walk(p.annotation, scope, loops, branches, stmt)
            if t is cst.FunctionDef and node.returns is not None:
                walk(node.returns, scope, loops, branches, stmt)
            inner = self._new_scope("function", node, scope, self.index.function_of(node))
            for p in params:
                self._bind(p.name.value, inner, p, None, "param", (), ())
            if t is cst.FunctionDef:
                self._bind(node.name.value, scope, node, None, "def", loops, branches)
                self._walk_block(node.body.body, inner, (), (), None)
            else:
                walk(node.body, inner, (), (), stmt)
            return
        if t is cst.ClassDef:
            for part in (*node.decorators, *node.bases, *node.keywords):
                walk(part, scope, loops, branches, stmt)
            inner = self._new_scope("class", node, scope)
            self._walk_block(node.body.body, inner, (), (), None)
            self._bind(node.name.value, scope, node, None, "class", loops, branches)
            return
        if t in COMPREHENSIONS:
            self._comprehension(node, scope, loops, branches, stmt)
            return
        if t is cst.Assign:
            walk(node.value, scope, loops, branches, stmt)
            for target in node.targets:
                self._target(target.target, scope, node, node.value, "assign", loops, branches, stmt)
            return
        if t is cst.AnnAssign:
            walk(node.annotation, scope, loops, branches, stmt)
            if node.value is not None:
                walk(node.value, scope, loops, branches, stmt)
                self._target(node.target, scope, node, node.value, "assign", loops, branches, stmt)
            return
        if t is cst.AugAssign:
            walk(node.value, scope, loops, branches, stmt)
            target = node.target
            if type(target) is cst.Name:
                self._read(target, scope, loops, stmt, branches=branches)
                self._bind(target.value, scope, node, None, "augment", loops, branches)
                self._change(target.value, scope, node, target, "augment", None, loops, branches)
            else:
                self._target(target, scope, node, None, "augment", loops, branches, stmt)
            return
        if t is cst.NamedExpr:
            walk(node.value, scope, loops, branches, stmt)
            owner = scope
            while owner.kind == "comprehension":  # PEP 572: it binds in the enclosing function
                owner = owner.parent
            self._target(node.target, owner, node, node.value, "named", loops, branches, stmt)
            return
        if t is cst.For:
            walk(node.iter, scope, loops, branches, stmt)
            inside = loops + (node,)
            self._target(node.target, scope, node, None, "for", inside, branches, stmt)
            self._walk_block(node.body.body, scope, inside, branches, None)
            if node.orelse is not None:
                self._walk_block(node.orelse.body.body, scope, loops, branches, None)
            return
        if t is cst.While:
            inside = loops + (node,)
            walk(node.test, scope, inside, branches, stmt)
            self._walk_block(node.body.body, scope, inside, branches, None)
            if node.orelse is not None:
                self._walk_block(node.orelse.body.body, scope, loops, branches, None)
            return
        if t is cst.If:
            walk(node.test, scope, loops, branches, stmt)
            self._walk_block(node.body.body, scope, loops, branches + ((node, 0),), None)
            if node.orelse is not None:
                orelse = node.orelse
                arm = branches + ((node, 1),)
                if isinstance(orelse, cst.If):
                    walk(orelse, scope, loops, arm, None)
                else:
                    self._walk_block(orelse.body.body, scope, loops, arm, None)
            return
        if t is cst.Try or t is getattr(cst, "TryStar", None):
            self._walk_block(node.body.body, scope, loops, branches + ((node, 0),), None)
            for i, handler in enumerate(node.handlers, 1):
                arm = branches + ((node, i),)
                if handler.type is not None:
                    walk(handler.type, scope, loops, arm, handler)
                if handler.name is not None:
                    self._target(handler.name.name, scope, handler, None, "except", loops, arm, handler)
                self._walk_block(handler.body.body, scope, loops, arm, None)
            for part in (node.orelse, node.finalbody):
                if part is not None:
                    self._walk_block(part.body.body, scope, loops, branches, None)
            return
        if t is cst.With:
            for item in node.items:
                walk(item.item, scope, loops, branches, stmt)
                if item.asname is not None:
                    self._target(item.asname.name, scope, item, None, "with", loops, branches, stmt)
            self._walk_block(node.body.body, scope, loops, branches, None)
            return
        if t is cst.Global or t is cst.Nonlocal:
            (scope.globals if t is cst.Global else scope.nonlocals).update(n.name.value for n in node.names)
            return
        if t is cst.Import or t is cst.ImportFrom:
            if t is cst.ImportFrom and isinstance(node.names, cst.ImportStar):
                return
            for alias in node.names:
                if alias.asname is not None:
                    name = alias.asname.name.value
                else:
                    name = alias.evaluated_name.split(".")[0]
                self._bind(name, scope, node, None, "import", loops, branches)
            return
        if t is cst.Del:
            self._target(node.target, scope, node, None, "delete", loops, branches, stmt)
            return
        if t is cst.Call:
            self._call(node, scope, loops, branches, stmt)
            return
        if t is cst.Attribute:
            walk(node.value, scope, loops, branches, stmt)
            return
        for child in code_children(node):
            walk(child, scope, loops, branches, stmt)

    def _read(self, name: cst.Name, scope: Scope, loops, stmt, call=None, branches: tuple = ()) -> None:
        record = Read(name, None, scope, self._next(), loops, stmt, call, branches)
        scope.reads.append(record)
        self._reads[id(name)] = record
        self._pending.append((record, scope, name.value, None))

    def _call(self, call: cst.Call, scope: Scope, loops, branches, stmt) -> None:
        func = call.func
        record = CallSite(call, scope, self._next(), loops, stmt, branches)
        scope.calls.append(record)
        self._calls[id(call)] = record
        for loop in loops:
            self._loop_records.setdefault(id(loop), ([], [], []))[2].append(record)
        if type(func) is cst.Name:
            self._read(func, scope, loops, stmt, call, branches)
        elif type(func) is cst.Attribute and type(func.value) is cst.Name:
            self._read(func.value, scope, loops, stmt, call, branches)
        else:
            self._walk(func, scope, loops, branches, stmt)
        for arg in call.args:
            self._walk(arg.value, scope, loops, branches, stmt)
        if type(func) is cst.Attribute and func.attr.value in IN_PLACE_METHODS and not _result_used(call, stmt):
            root, attr = _root(func.value)
            if root is not None and self.index.imports.qualname(func) is None:
                self._change(root.value, scope, call, func.value, "method", attr, loops, branches,
                             func.attr.value)
        qual = self.index.imports.qualname(func) or ""
        changed = [call.args[0].value] if qual in NUMPY_IN_PLACE and call.args else []
        if qual.startswith("numpy."):
            changed += [a.value for a in call.args if a.keyword is not None and a.keyword.value == "out"]
        for target in changed:
            root, attr = _root(target)
            if root is not None:
                self._change(root.value, scope, call, target, "call", attr, loops, branches)

    def _comprehension(self, node, scope: Scope, loops, branches, stmt) -> None:
        fors = [node.for_in]
        while fors[-1].inner_for_in is not None:
            fors.append(fors[-1].inner_for_in)
        self._walk(fors[0].iter, scope, loops, branches, stmt)  # evaluated in the enclosing scope
        inner = self._new_scope("comprehension", node, scope)  # it runs inline: in the loops that hold it
        for i, comp in enumerate(fors):
            if i:
                self._walk(comp.iter, inner, loops, branches, stmt)
            self._target(comp.target, inner, comp, None, "for", loops, branches, stmt)
            for cond in comp.ifs:
                self._walk(cond.test, inner, loops, branches, stmt)
        parts = (node.key, node.value) if isinstance(node, cst.DictComp) else (node.elt,)
        for part in parts:
            self._walk(part, inner, loops, branches, stmt)

    def _resolve(self) -> None:
        """Once every scope's names are known, give each record the scope whose variable it is."""
        for record, scope, name, kind in self._pending:
            if kind is True:  # a binding: `global` / `nonlocal` move it to another scope
                owner = self.owner(name, scope) if name in scope.globals or name in scope.nonlocals else scope
                if owner is None:
                    continue
                record.owner = owner
                owner.bindings.setdefault(name, []).append(record)
            else:
                owner = self.owner(name, scope)
                record.owner = owner
                if owner is not None:
                    (owner.changes if kind is False else owner.uses).setdefault(name, []).append(record)
        self._pending = []


# In-place methods that return a value: using their result says nothing about the receiver.
_RETURNING = frozenset({"pop", "popitem", "popleft", "setdefault"})


def _exits_before(site, read) -> bool:
    """`site` is in an `if` arm that ends in `return` or `raise`, and `read` comes after that `if`."""
    holding = {id(stmt) for stmt, _ in read.branches}
    for stmt, arm in site.branches:
        if type(stmt) is not cst.If or id(stmt) in holding or read.pos < site.pos:
            continue
        block = stmt.body if arm == 0 else stmt.orelse
        if isinstance(block, cst.Else):
            block = block.body
        if not isinstance(block, (cst.IndentedBlock, cst.SimpleStatementSuite)) or not block.body:
            continue  # an `elif` chain: its own arms are in `site.branches`
        last = block.body[-1]
        if isinstance(last, cst.SimpleStatementLine):
            last = last.body[-1]
        if isinstance(last, (cst.Return, cst.Raise)):
            return True
    return False


def _result_used(call: cst.Call, stmt) -> bool:
    """Whether the statement keeps what an in-place-named method returns (`updates, state =
    opt.update(grads, state)`): a list's or dict's `update` returns None, so this one is another
    object's method (an optax optimizer's), and changes nothing."""
    func = call.func
    if func.attr.value in _RETURNING:
        return False
    if isinstance(stmt, (cst.Assign, cst.AnnAssign, cst.Return)):
        return stmt.value is call
    return False


def _slot(value: Optional[cst.BaseExpression], node: cst.Name) -> Optional[tuple]:
    """The position, in a returned tuple, of the element that holds `node`; None inside a starred one."""
    if isinstance(value, cst.Tuple):
        for i, el in enumerate(value.elements):
            if _path(el.value, node) is not None:
                if isinstance(el, cst.StarredElement):
                    return None
                inner = _slot(el.value, node)
                return None if inner is None else (i,) + inner
    return ()


def _root(expr: cst.BaseExpression) -> tuple:
    """The name at the root of `a.b[0].c` and the first attribute after it ("b"), or (None, None)."""
    attr = None
    while True:
        t = type(expr)
        if t is cst.Attribute:
            attr = expr.attr.value
            expr = expr.value
        elif t is cst.Subscript:
            expr = expr.value
        elif t is cst.Name:
            return expr, attr
        else:
            return None, None


def _path(node: Optional[cst.CSTNode], target: cst.CSTNode) -> Optional[tuple]:
    if node is None:
        return None
    if node is target:
        return (node,)
    for child in code_children(node):
        found = _path(child, target)
        if found is not None:
            return (node,) + found
    return None


def attribute_at(path: tuple) -> Optional[cst.Attribute]:
    """The attribute that the name at the end of a `Scopes.path_to` path starts (`self.rng_key` for
    the read of `self`), or None."""
    parent = path[-2] if len(path) > 1 else None
    return parent if type(parent) is cst.Attribute and parent.value is path[-1] else None
