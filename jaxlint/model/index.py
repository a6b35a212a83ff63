"""One walk over a module's tree: functions, classes, imports and the nodes rules asked for.

The walk descends only into fields that can hold code (no whitespace, comments or punctuation), which
is what keeps it cheaper than a libcst visitor. Each collected node is kept with the function and the
statement that enclose it, so later passes never need a parent map.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Optional, Union

import libcst as cst

from jaxlint.model.imports import ImportMap

FunctionNode = Union[cst.FunctionDef, cst.Lambda]

_SKIPPED_FIELDS = frozenset({
    "lpar", "rpar", "comma", "colon", "first_colon", "second_colon", "dot", "equal", "semicolon",
    "lbrace", "lbracket", "rbrace", "rbracket", "leading_lines", "lines_after_decorators", "header",
    "footer", "newline", "trailing_whitespace", "empty_lines", "operator", "asynchronous",
    "default_indent", "default_newline", "encoding", "has_trailing_newline", "indent",
    "leading_whitespace", "star", "separator", "asname", "attr", "keyword", "name", "comment",
    "whitespace", "posonly_ind", "trailing_comma", "relative", "conversion",
})


class _Plans(dict):
    """Node class -> (is it a statement, the fields that can hold code), computed once per class."""

    def __missing__(self, cls: type) -> tuple:
        fields = tuple(f.name for f in dataclasses.fields(cls)
                       if f.name not in _SKIPPED_FIELDS and not f.name.startswith("whitespace"))
        plan = self[cls] = (issubclass(cls, (cst.BaseSmallStatement, cst.BaseCompoundStatement)), fields)
        return plan


class _NodeTypes(dict):
    """Type -> is it a libcst node: a dict lookup instead of an isinstance check against an ABC."""

    def __missing__(self, cls: type) -> bool:
        is_node = self[cls] = issubclass(cls, cst.CSTNode)
        return is_node


_PLANS = _Plans()
_IS_NODE = _NodeTypes()


def code_children(node: cst.CSTNode):
    """The child nodes of `node` that can hold code: what the walk descends into, far cheaper than
    libcst's `children` (which visits the node)."""
    for fname in _PLANS[type(node)][1]:
        value = getattr(node, fname)
        vt = type(value)
        if vt is tuple or vt is list:
            yield from (item for item in value if _IS_NODE[type(item)])
        elif _IS_NODE[vt]:
            yield value


@dataclass(eq=False)
class Param:
    name: str
    index: Optional[int]  # position among positional parameters; None for keyword-only and *args/**kw
    default: Optional[cst.BaseExpression]
    annotation: Optional[cst.BaseExpression]
    variadic: bool = False


@dataclass(eq=False)
class ClassInfo:
    node: cst.ClassDef
    name: str
    bases: list[str]  # qualified names of the bases that resolve
    top_level: bool = True  # defined at module level, not in a function or another class


@dataclass(eq=False)
class FunctionInfo:
    node: FunctionNode
    name: str
    parent: Optional["FunctionInfo"]
    owner: Optional[ClassInfo]  # the class when this is a method
    params: list[Param]
    def_stmt: Optional[cst.CSTNode]
    children: list["FunctionInfo"] = field(default_factory=list)
    calls: list[cst.Call] = field(default_factory=list)  # calls in this body, nested functions excluded
    assigns: dict = field(default_factory=dict)  # local name -> last value assigned to it by `name = value`
    # local name -> what it held before `name = wrap(name, ...)` rebound it (`f = jax.jit(f)`, also in an `if`)
    wrapped: dict = field(default_factory=dict)
    # local name -> the API it holds (`normal = jax.random.normal`, `getattr(jax.random, "normal")`);
    # None once the body binds it to anything else
    aliases: dict = field(default_factory=dict)
    yields: bool = False  # a generator: calling it runs none of its body
    rebound: Optional[set] = None  # every name a statement of the body binds (`rebound_before` fills it)

    @property
    def body(self) -> cst.CSTNode:
        return self.node.body

    def param(self, name: str) -> Optional[Param]:
        return next((p for p in self.params if p.name == name), None)

    @property
    def positional(self) -> list[Param]:
        return [p for p in self.params if p.index is not None]


@dataclass(eq=False)
class Site:
    """A collected node with the function and statement that enclose it."""

    node: cst.CSTNode
    func: Optional[FunctionInfo]
    stmt: Optional[cst.CSTNode]
    order: int = 0  # its place in the walk: source order across node types


COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)


def _wraps(value: cst.BaseExpression, name: str) -> bool:
    """`wrap(name, ...)`: a call given the name itself as its first argument."""
    return type(value) is cst.Call and bool(value.args) and type(value.args[0].value) is cst.Name and \
        value.args[0].value.value == name


def names_in(node: cst.CSTNode) -> set:
    """The names an expression or statement reads or binds (attribute and keyword names are not names)."""
    return {n.value for n in name_nodes(node)}


def name_nodes(node: cst.CSTNode):
    """The `cst.Name` nodes in a piece of code."""
    stack = [node]
    while stack:
        n = stack.pop()
        if type(n) is cst.Name:
            yield n
        stack.extend(code_children(n))


def returned_values(node: cst.FunctionDef):
    """What a function's top-level `return value` statements return."""
    for line in node.body.body if type(node.body) is cst.IndentedBlock else ():
        for stmt in line.body if type(line) is cst.SimpleStatementLine else ():
            if type(stmt) is cst.Return and stmt.value is not None:
                yield stmt.value


def descendants(node: cst.CSTNode):
    """Every node in a piece of code, `node` first."""
    yield node
    for child in node.children:
        yield from descendants(child)


def _per_iteration(comp) -> list:
    """The parts of a comprehension that run once per element: the element (a dict's key and value),
    every condition, and the inner `for` clauses with their iterables."""
    parts = [comp.key, comp.value] if isinstance(comp, cst.DictComp) else [comp.elt]
    clause = comp.for_in
    parts.extend(clause.ifs)
    if clause.inner_for_in is not None:
        parts.append(clause.inner_for_in)
    return parts


def _params(params: cst.Parameters) -> list[Param]:
    out: list[Param] = []
    positional = list(params.posonly_params) + list(params.params)
    for i, p in enumerate(positional):
        out.append(Param(p.name.value, i, p.default, _annotation(p)))
    if isinstance(params.star_arg, cst.Param):
        out.append(Param(params.star_arg.name.value, None, None, _annotation(params.star_arg), True))
    for p in params.kwonly_params:
        out.append(Param(p.name.value, None, p.default, _annotation(p)))
    if params.star_kwarg is not None:
        out.append(Param(params.star_kwarg.name.value, None, None, None, True))
    return out


def _annotation(p: cst.Param) -> Optional[cst.BaseExpression]:
    return p.annotation.annotation if p.annotation is not None else None


class ModuleIndex:
    """Everything the semantic model and the rules need from one walk of a module."""

    def __init__(self, module: cst.Module, wanted: frozenset[type], name: str = "", is_package: bool = False) -> None:
        self.module = module
        self.name = name  # the dotted module name, when the project is known
        self.imports = ImportMap(name, is_package)
        self.functions: list[FunctionInfo] = []
        self.by_node: dict[int, FunctionInfo] = {}
        self.classes: list[ClassInfo] = []
        self.module_assigns: dict[str, list[cst.CSTNode]] = {}  # module-level name -> binding statements
        self.module_calls: list[cst.Call] = []
        self.loops: list = []  # every for / while statement
        self.comprehensions: list = []  # every list / set / dict comprehension and generator expression
        self._looped_calls: Optional[set] = None
        self._swept_calls: Optional[set] = None
        self._loop_variables: Optional[set] = None
        self._ordinals: Optional[dict] = None
        self._walk_order: Optional[dict] = None
        self.sites: dict[type, list[Site]] = {t: [] for t in wanted}
        self._site_count = 0
        self._wanted = wanted
        self._walk(module, None, None, None)
        for cls in self.classes:
            cls.bases = [q for q in (self.imports.qualname(b.value) for b in cls.node.bases) if q]

    def sites_of(self, node_type: type) -> list[Site]:
        return self.sites.get(node_type, [])

    def ordinal(self, node: cst.CSTNode) -> str:
        """A node's place in the module, stable for the same source: it names a site in summaries
        without computing positions. Calls and functions are numbered from the index; any other node
        (`env.reset` in `jax.jit(env.reset)`, a subscript running `__getitem__`) by its place in one
        walk of the module, made the first time one is asked for."""
        if self._ordinals is None:
            nodes = list(self.module_calls) + [c for f in self.functions for c in f.calls] + \
                [f.node for f in self.functions]
            self._ordinals = {id(n): str(i) for i, n in enumerate(nodes)}
        found = self._ordinals.get(id(node))
        if found is None:
            if self._walk_order is None:
                self._walk_order = {}
                stack = [self.module]
                while stack:
                    n = stack.pop()
                    self._walk_order[id(n)] = f"w{len(self._walk_order)}"
                    stack.extend(code_children(n))
            found = self._walk_order.get(id(node), "-1")
        return found

    def in_loop(self, call: cst.Call) -> bool:
        """Whether a call runs in the body of a loop of its own function (or of the module), a
        comprehension's element and conditions included (its first iterable is evaluated once)."""
        if self._looped_calls is None:
            self._looped_calls = _calls_within([loop.body for loop in self.loops] +
                                               [part for comp in self.comprehensions for part in _per_iteration(comp)])
        return id(call) in self._looped_calls

    def loop_variable(self, name: str) -> bool:
        """Whether some `for` loop of the module binds `name` as its whole target (`for rho in ...:`)."""
        if self._loop_variables is None:
            self._loop_variables = {loop.target.value for loop in self.loops
                                    if type(loop) is cst.For and type(loop.target) is cst.Name}
        return name in self._loop_variables

    def in_sweep(self, call: cst.Call) -> bool:
        """Whether a call runs in a `for` loop of its own function over values written in the code
        (`for fused in (False, True):`): a configuration sweep, each call its own program."""
        if self._swept_calls is None:
            self._swept_calls = _calls_within([loop.body for loop in self.loops
                                               if type(loop) is cst.For and literal_values(loop.iter)])
        return id(call) in self._swept_calls

    def scoped_calls(self) -> list:
        """(function or None for the module body, its calls) for every body of the module."""
        return [(None, self.module_calls)] + [(f, f.calls) for f in self.functions]

    def self_calls(self, owner: Optional[ClassInfo], name: str):
        """(method, call) for each `self.<name>(...)` in a method of the class `owner` (`self`: the
        method's first parameter)."""
        for method in self.functions:
            if method.owner is not owner or owner is None or not method.params:
                continue
            me = method.params[0].name
            for call in method.calls:
                func = call.func
                if type(func) is cst.Attribute and func.attr.value == name and type(func.value) is cst.Name and \
                        func.value.value == me:
                    yield method, call

    def function_of(self, node: cst.CSTNode) -> Optional[FunctionInfo]:
        return self.by_node.get(id(node))

    def _walk(self, node: cst.CSTNode, func: Optional[FunctionInfo], stmt: Optional[cst.CSTNode],
              owner: Optional[ClassInfo]) -> None:
        cls = type(node)
        is_stmt, fields = _PLANS[cls]
        if is_stmt:
            stmt = node
        if cls in self._wanted:
            self.sites[cls].append(Site(node, func, stmt, self._site_count))
            self._site_count += 1
        if cls is cst.Call:
            (func.calls if func is not None else self.module_calls).append(node)
            if func is not None and type(node.func) is cst.Name:
                self._local_alias(node.func, func)
        elif cls is cst.For or cls is cst.While:
            self.loops.append(node)
        elif cls is cst.Yield and func is not None:
            func.yields = True
        elif cls in COMPREHENSIONS:
            self.comprehensions.append(node)
        elif cls is cst.FunctionDef or cls is cst.Lambda:
            for deco in getattr(node, "decorators", ()):
                self._walk(deco, func, stmt, None)
            for p in _all_params(node.params):
                if p.default is not None:
                    self._walk(p.default, func, stmt, None)
                if p.annotation is not None:
                    self._walk(p.annotation, func, stmt, None)
            name = node.name.value if cls is cst.FunctionDef else "<lambda>"
            info = FunctionInfo(node, name, func, owner, _params(node.params), stmt)
            self.functions.append(info)
            self.by_node[id(node)] = info
            if func is not None:
                func.children.append(info)
            self._walk(node.body, info, stmt, None)
            return
        elif cls is cst.ClassDef:
            info = ClassInfo(node, node.name.value, [], func is None and owner is None)
            self.classes.append(info)
            for part in (*node.decorators, *node.bases, *node.keywords):
                self._walk(part, func, stmt, None)
            self._walk(node.body, func, stmt, info)
            return
        elif cls is cst.Import:
            self.imports.add_import(node)
            return
        elif cls is cst.ImportFrom:
            self.imports.add_import_from(node)
            return
        elif func is not None and cls is cst.Assign:
            for target in node.targets:
                if isinstance(target.target, cst.Name):
                    name = target.target.value
                    if name in func.assigns and _wraps(node.value, name):
                        func.wrapped.setdefault(name, func.assigns[name])
                    else:
                        func.wrapped.pop(name, None)
                    func.assigns[name] = node.value
                    api = _api_held(self.imports, node.value)
                    func.aliases[name] = api if api is not None and func.aliases.get(name, api) == api else None
        elif func is None and owner is None and cls is cst.Assign:
            for target in node.targets:
                for name in target_names(target.target):
                    self.module_assigns.setdefault(name, []).append(node)
                if isinstance(target.target, cst.Name) and len(node.targets) == 1:
                    self.imports.add_alias(target.target.value, node.value)
        elif func is None and owner is None and cls in (cst.AugAssign, cst.AnnAssign):
            for name in target_names(node.target):
                self.module_assigns.setdefault(name, []).append(node)
        walk = self._walk
        for fname in fields:
            value = getattr(node, fname)
            vt = type(value)
            if vt is tuple or vt is list:
                for item in value:
                    if _IS_NODE[type(item)]:
                        walk(item, func, stmt, owner)
            elif _IS_NODE[vt]:
                walk(value, func, stmt, owner)

    def _local_alias(self, name: cst.Name, func: FunctionInfo) -> None:
        """A call of a name a function (or one it is nested in) holds an API in: the call's qualified
        name is that API's (`normal(key, shape)` after `normal = jax.random.normal`)."""
        holder = binder(func, name.value)
        api = holder.aliases.get(name.value) if holder is not None and holder.param(name.value) is None else None
        if api is not None:
            self.imports.resolve_local(name, api)


def binder(func: Optional[FunctionInfo], name: str) -> Optional[FunctionInfo]:
    """The nearest function, from `func` outward, that binds `name` as a parameter or by `name = value`
    (None: the module's, if any)."""
    while func is not None and func.param(name) is None and name not in func.assigns:
        func = func.parent
    return func


def _api_held(imports, value: cst.BaseExpression) -> Optional[str]:
    """The API `value` is, by its qualified name: `jax.random.normal`, `getattr(jax.random, "normal")`."""
    if type(value) is cst.Attribute:
        return imports.qualname(value)
    if type(value) is cst.Call and type(value.func) is cst.Name and value.func.value == "getattr" and \
            len(value.args) == 2 and type(value.args[1].value) is cst.SimpleString:
        module = imports.qualname(value.args[0].value)
        attr = value.args[1].value.evaluated_value
        return f"{module}.{attr}" if module is not None and isinstance(attr, str) else None
    return None


def _all_params(params: cst.Parameters):
    yield from params.posonly_params
    yield from params.params
    if isinstance(params.star_arg, cst.Param):
        yield params.star_arg
    yield from params.kwonly_params
    if params.star_kwarg is not None:
        yield params.star_kwarg


def target_names(target: cst.BaseExpression):
    """The names an assignment target binds: `a`, `a, (b, *c)`."""
    if isinstance(target, cst.Name):
        yield target.value
    elif isinstance(target, (cst.Tuple, cst.List)):
        for el in target.elements:
            yield from target_names(el.value)
    elif isinstance(target, cst.StarredElement):
        yield from target_names(target.value)


def bound_names(target: cst.BaseExpression) -> list:
    """The names an assignment target binds, with None for each attribute or item it changes instead."""
    if isinstance(target, (cst.Tuple, cst.List)):
        return [n for el in target.elements for n in bound_names(el.value)]
    if isinstance(target, cst.StarredElement):
        return bound_names(target.value)
    return [target.value if isinstance(target, cst.Name) else None]


def progress_unwrapped(it: Optional[cst.BaseExpression]) -> Optional[cst.BaseExpression]:
    """What a loop really iterates: `tqdm(xs, desc=...)` (a progress bar, `tqdm.tqdm`, `tqdm.auto.tqdm`)
    iterates `xs`."""
    while isinstance(it, cst.Call) and it.args and it.args[0].keyword is None and not it.args[0].star and (
            isinstance(it.func, cst.Name) and it.func.value == "tqdm" or
            isinstance(it.func, cst.Attribute) and it.func.attr.value == "tqdm"):
        it = it.args[0].value
    return it


def literal_values(it: Optional[cst.BaseExpression]) -> bool:
    """A loop over values written in the code: `(jnp.float32, jnp.int32)`, `enumerate([...])`,
    `{...}.items()`, `zip((...), (...))`, `tqdm([...])`: a configuration sweep, each value its own program."""
    it = progress_unwrapped(it)
    if isinstance(it, (cst.List, cst.Tuple, cst.Set, cst.Dict)):
        return True
    if isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.func.value in ("enumerate", "zip", "reversed"):
        return bool(it.args) and all(literal_values(a.value) for a in it.args)
    if isinstance(it, cst.Call) and isinstance(it.func, cst.Attribute) and it.func.attr.value in ("items", "values",
                                                                                                  "keys"):
        return literal_values(it.func.value)
    return False


_NO_VALUE = object()


def is_constant(node: cst.BaseExpression) -> bool:
    """A literal `constant` reads."""
    return constant(node) is not _NO_VALUE


def constant(node: cst.BaseExpression):
    """The Python value of a literal (`True`, `None`, `3`, `-1`, `"a"`), or _NO_VALUE."""
    if isinstance(node, cst.Name) and node.value in ("True", "False", "None"):
        return {"True": True, "False": False, "None": None}[node.value]
    if isinstance(node, (cst.Integer, cst.Float)):
        return node.evaluated_value
    if isinstance(node, cst.SimpleString):
        return node.evaluated_value
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus) and \
            isinstance(node.expression, (cst.Integer, cst.Float)):
        return -node.expression.evaluated_value
    return _NO_VALUE


_NUMBERS = {cst.Integer: "int", cst.Float: "float", cst.Imaginary: "complex"}


def number_type(expr: Optional[cst.BaseExpression]) -> Optional[str]:
    """"int", "float", "bool" or "complex" for a Python number literal (`2`, `-1.5`, `True`)."""
    if isinstance(expr, cst.UnaryOperation) and isinstance(expr.operator, (cst.Minus, cst.Plus)):
        return _NUMBERS.get(type(expr.expression))
    if isinstance(expr, cst.Name) and expr.value in ("True", "False"):
        return "bool"
    return _NUMBERS.get(type(expr))


def _calls_within(stack: list) -> set:
    """The ids of the calls in these nodes, not counting those in functions and classes they define."""
    found = set()
    while stack:
        node = stack.pop()
        if type(node) is cst.Call:
            found.add(id(node))
        if type(node) not in (cst.FunctionDef, cst.Lambda, cst.ClassDef):
            stack.extend(code_children(node))
    return found


def rebound_before(func: "FunctionInfo", name: str, node: cst.CSTNode) -> bool:
    """Whether a statement of `func` before `node` (in source order) binds `name` again."""
    if func.rebound is None:
        func.rebound = set()
        _binders(func.node.body, lambda current, names: func.rebound.update(names))
    if name not in func.rebound:
        return False
    return _binders(func.node.body, lambda current, names: name in names, stop=node)


def _binders(body: cst.CSTNode, visit, stop: Optional[cst.CSTNode] = None) -> bool:
    """Walk `body` in source order (not into nested functions and classes), calling `visit(node, the
    names it binds)` on each node until it returns true; False when the walk reaches `stop` first."""
    stack = [body]
    while stack:
        current = stack.pop()
        if current is stop:
            return False
        if isinstance(current, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr, cst.AsName)):
            names = list(target_names(current.target if not isinstance(current, cst.AsName) else current.name))
            if names and visit(current, names):
                return True
        if not isinstance(current, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            stack.extend(reversed(list(code_children(current))))
    return False


def unpacked(stmt: Optional[cst.CSTNode], name: str) -> Optional[tuple]:
    """(the value, the position of `name`) when `stmt` is `a, name, ... = value`, one tuple or list target."""
    if type(stmt) is not cst.Assign or len(stmt.targets) != 1 or type(stmt.targets[0].target) not in (cst.Tuple, cst.List):
        return None
    return next(((stmt.value, i) for i, el in enumerate(stmt.targets[0].target.elements)
                 if type(el) is cst.Element and type(el.value) is cst.Name and el.value.value == name), None)


def sweep_values(it: Optional[cst.BaseExpression]) -> Optional[list]:
    """The values of a loop over a list or tuple of literals (`for flag in [True, False]:`), else None."""
    if not isinstance(it, (cst.List, cst.Tuple)) or not it.elements:
        return None
    values = [constant(el.value) if not isinstance(el, cst.StarredElement) else _NO_VALUE for el in it.elements]
    return None if any(v is _NO_VALUE for v in values) else values


def test_with(test: cst.BaseExpression, name: str, value) -> Optional[bool]:
    """The truth of `test` when `name` holds `value`, if the test reads nothing else; else None."""
    if isinstance(test, cst.Name):
        return bool(value) if test.value == name else None
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        inner = test_with(test.expression, name, value)
        return None if inner is None else not inner
    if isinstance(test, cst.BooleanOperation):
        left, right = test_with(test.left, name, value), test_with(test.right, name, value)
        if left is None or right is None:
            return None
        return (left and right) if isinstance(test.operator, cst.And) else (left or right)
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1 and \
            isinstance(test.left, cst.Name) and test.left.value == name:
        op, other = test.comparisons[0].operator, test.comparisons[0].comparator
        if isinstance(op, (cst.In, cst.NotIn)):
            options = sweep_values(other)
            if options is None:
                return None
            return (value in options) is isinstance(op, cst.In)
        literal = constant(other)
        if literal is _NO_VALUE:
            return None
        if isinstance(op, (cst.Equal, cst.NotEqual)):
            return (value == literal) is isinstance(op, cst.Equal)
        if isinstance(op, (cst.Is, cst.IsNot)):
            return (value is literal) is isinstance(op, cst.Is)
    return None


def arm_taken(stmt: cst.If, name: str, value) -> Optional[tuple]:
    """The arm of an if / elif chain that runs when `name` holds `value`, as (the if, 0 or 1), if the
    tests decide it; else None."""
    while True:
        truth = test_with(stmt.test, name, value)
        if truth is None:
            return None
        if truth or not isinstance(stmt.orelse, cst.If):
            return stmt, 0 if truth else 1
        stmt = stmt.orelse
