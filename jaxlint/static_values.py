"""What the static-argument rules need to know about the classes of values passed as static arguments:
how a class of the module declares itself a stdlib dataclass, which methods and fields it defines, and
which attributes of an instance a piece of code reads (attribute paths such as ("val", "shape")).

The semantic model says which arguments are static (`compiled_call`, `static_params`) and which class
an expression builds (`classes.of_expr`); this module reads the class bodies themselves.
"""

from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model.classes import keywords
from jaxlint.model.index import ClassInfo, FunctionInfo, code_children


def dataclass_flags(model, info: ClassInfo) -> Optional[dict]:
    """The keyword flags of a `@dataclasses.dataclass(...)` decorator (`frozen`, `eq`, `unsafe_hash`)
    as True / False, or None when the class is not a stdlib dataclass."""
    for deco in info.node.decorators:
        target = deco.decorator.func if isinstance(deco.decorator, cst.Call) else deco.decorator
        if model.qualname(target) == "dataclasses.dataclass":
            return {k: v.value == "True" for k, v in keywords(deco.decorator).items()
                    if isinstance(v, cst.Name) and v.value in ("True", "False")}
    return None


def own_methods(info: ClassInfo) -> dict:
    """Name -> FunctionDef of the methods the class body defines."""
    return {line.name.value: line for line in info.node.body.body if isinstance(line, cst.FunctionDef)}


def own_fields(info: ClassInfo) -> dict:
    """Name -> AnnAssign of the annotated class attributes (dataclass fields), ClassVars left out."""
    out = {}
    for line in info.node.body.body:
        for stmt in line.body if isinstance(line, cst.SimpleStatementLine) else ():
            if isinstance(stmt, cst.AnnAssign) and isinstance(stmt.target, cst.Name) and \
                    "ClassVar" not in _text(stmt.annotation.annotation):
                out[stmt.target.value] = stmt
    return out


def instance_class(model, expr: cst.BaseExpression, scope: Optional[FunctionInfo]):
    """The `ClassFacts` of the module class `expr` builds (`Rule(...)`, or a name bound to that call)."""
    if isinstance(expr, cst.Name):
        expr, scope = model.bound_value(expr.value, scope)
    if not isinstance(expr, cst.Call):
        return None
    facts = model.classes.of_expr(expr.func)
    return facts if facts is not None and facts.info is not None else None


class Reads:
    """The attribute paths code reads from one name: `rule.nodes` -> ("nodes",), `k.val.shape` ->
    ("val", "shape"); `k.val[0]` and `k.val.sum()` read ("val",). `opaque` is set when the name is
    also used whole (passed on, compared by identity, `vars(self)`, `self.__dict__`), so other
    attributes may be read too. A method of `methods` called on the name adds the paths its body reads
    from its own `self`."""

    def __init__(self, node: cst.CSTNode, name: str, methods: dict, depth: int = 0) -> None:
        self.paths: set = set()
        self.aliased: set = set()  # paths only bound to another name (`cfg = k.cfg`): what is read of them is not known
        self.opaque = False
        self._methods = methods
        self._depth = depth
        self._name = name
        self._walk(node, None)

    def _walk(self, node: cst.CSTNode, parent: Optional[cst.CSTNode]) -> None:
        if isinstance(node, cst.Attribute) and _root_name(node) == self._name:
            self._chain(node, parent)
            return
        if isinstance(node, cst.Name) and node.value == self._name:
            self.opaque = True
            return
        children = list(code_children(node))
        if _type_test(node):  # type(self), isinstance(self, C): the name whole, no attribute read
            children = children[2:]
        for child in children:
            self._walk(child, node)

    def _chain(self, node: cst.Attribute, parent: Optional[cst.CSTNode]) -> None:
        path = _attributes(node)
        if isinstance(parent, cst.Call) and parent.func is node:  # a method call on the name or on a field
            path = path[:-1]
            if not path:
                self._method(node.attr.value)
                return
        if path[0].startswith("__") and path[0] != "__class__":
            self.opaque = True  # self.__dict__, self.__getstate__()
        elif path[0] != "__class__":
            (self.aliased if isinstance(parent, cst.Assign) else self.paths).add(path)

    def _method(self, name: str) -> None:
        method = self._methods.get(name)
        params = method.params.params if method is not None else ()
        if method is None or not params or self._depth >= 2:
            self.opaque = True
            return
        inner = Reads(method.body, params[0].name.value, self._methods, self._depth + 1)
        self.paths |= inner.paths
        self.aliased |= inner.aliased
        self.opaque = self.opaque or inner.opaque


def init_attributes(methods: dict) -> set:
    """Attributes `__init__` / `__post_init__` set from their arguments (`self.nodes = tuple(nodes)`):
    the data each instance carries."""
    out = set()
    for name in ("__init__", "__post_init__"):
        method = methods.get(name)
        if method is None or not method.params.params:
            continue
        me = method.params.params[0].name.value
        args = {p.name.value for p in method.params.params[1:]} | {p.name.value for p in method.params.kwonly_params}
        stack = [method.body]
        while stack:
            node = stack.pop()
            if isinstance(node, cst.Assign) and _mentions(node.value, args):
                out |= {t.target.attr.value for t in node.targets if isinstance(t.target, cst.Attribute)
                        and isinstance(t.target.value, cst.Name) and t.target.value.value == me}
            elif not isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
                stack.extend(code_children(node))
    return out


def covered(paths: Optional[set], read: tuple) -> bool:
    """Whether comparing `paths` (None: everything) compares what `read` reads."""
    return paths is None or any(read[:len(p)] == p for p in paths)


def _attributes(node: cst.Attribute) -> tuple:
    names = []
    while isinstance(node, cst.Attribute):
        names.append(node.attr.value)
        node = node.value
    return tuple(reversed(names))


def _root_name(node: cst.Attribute) -> Optional[str]:
    while isinstance(node, cst.Attribute):
        node = node.value
    return node.value if isinstance(node, cst.Name) else None


def _mentions(node: cst.CSTNode, names: set) -> bool:
    if isinstance(node, cst.Name):
        return node.value in names
    return any(_mentions(child, names) for child in code_children(node))


def _type_test(node: cst.CSTNode) -> bool:
    return isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and \
        node.func.value in ("type", "isinstance") and bool(node.args) and isinstance(node.args[0].value, cst.Name)


def _text(node: cst.CSTNode) -> str:
    return cst.Module([]).code_for_node(node)
