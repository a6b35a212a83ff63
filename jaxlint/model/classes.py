"""What the instances of a class hold: which attributes are traced arrays and which are Python values.

When an instance reaches traced code through a transformation (a pytree argument of a jitted step,
the `self` of a module method under the user's jit), only some of its attributes are tracers, and
which ones depends on the framework:

- pytrees (`flax.struct.dataclass`, `jax.tree_util.register_dataclass`, `chex.dataclass`,
  `NamedTuple`, `flax.struct.PyTreeNode`): every field is a leaf, traced unless declared static
  (`struct.field(pytree_node=False)`, `field(metadata={"static": True})`, or a project helper that
  returns one of those);
- equinox modules: fields annotated as arrays are traced; ints, floats, strings and callables are
  static under `filter_jit`;
- flax nnx modules: `nnx.Param` / `nnx.Variable` attributes are traced state, submodules are modules,
  every other attribute (`self.num_heads`, `self.config`) is static Python data;
- flax linen and haiku modules: dataclass fields and constructor arguments are hyperparameters
  (Python values); `self.param(...)` / `self.variable(...)` in `setup` are traced.

An instance that was not traced (closed over, a static argument) holds Python values only.
"""

from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model import apis
from jaxlint.model.imports import dotted
from jaxlint.model.index import ClassInfo, FunctionInfo, returned_values
from jaxlint.model.kinds import Kind, Obj, combine, container, join
from jaxlint.project.link import STATIC_MAKERS


# Why a class is hashed by value when its hash is the dataclass's generated one, over its fields
# (`frozen=True`, `unsafe_hash=True`): an unhashable field makes the instance unhashable.
FIELDS_HASH = "its generated __hash__ hashes its fields"
CONTAINER_FIELD_HASH = "an equinox Module hashes its fields"


class ClassFacts:
    """Facts about one class: its framework, methods and the value each field has when traced."""

    def __init__(self, info: Optional[ClassInfo], framework: Optional[str], name: str = "",
                 qualname: Optional[str] = None) -> None:
        self.info = info
        self.name = info.name if info is not None else name
        self.qualname = qualname  # `pkg.models.Mlp` for a top-level class of a known module
        self.framework = framework  # "pytree", "equinox", "nnx", "flax", "haiku", "layer", or None
        self.methods: dict = {}  # name -> FunctionInfo, or the qualname of another file's method
        self.properties: set[str] = set()
        self.fields: dict = {}  # name -> the value of that attribute on a traced instance
        self.static_instances = False  # `jax.tree_util.register_static`: never traced
        self.assigned: set[str] = set()  # fields set by `self.name = ...`: a second assignment joins
        self.built: set[str] = set()  # fields only ever set to a new instance (`self.ball = Particle(...)`)
        self.sequences: dict = {}  # field -> the list or tuple literal it is only ever set to (`self.heads = [...]`)
        self.hashing: tuple = (None, "")  # (`ClassModel.hashing_why`'s first two), set for other files to read
        # (field, parameter, position after self or None) for each `self.field = parameter` of `__init__`
        self.stores: tuple = ()
        self.makers: set[str] = set()  # classmethods that return a new instance (`return cls(...)`)
        self.classmethods: set[str] = set()  # called on the class or an instance, they get the class first
        self.flattened: set[str] = set()  # the attributes a pytree class's flatten returns
        # attributes a pytree class sets besides those its flatten names: worked out when it is rebuilt
        self.opaque: set[str] = set()

    @property
    def holds_arrays(self) -> bool:
        """Whether a traced instance may hold tracers (a module with parameters, a pytree)."""
        if self.framework == "layer":
            return True
        return any((v.cls.holds_arrays if type(v) is Obj else v is not Kind.CONCRETE) for v in self.fields.values())

    def attribute(self, name: str, traced: bool):
        """The value of `instance.name`."""
        if name in self.methods and name not in self.properties:
            return Kind.CONCRETE  # a bound method
        if not traced or self.static_instances:
            held = self.fields.get(name)  # an instance it holds, so `self.scaler(x)` finds its method
            return Obj(held.cls, False) if type(held) is Obj else Kind.CONCRETE
        return self.fields.get(name, Kind.UNKNOWN)

    def __repr__(self) -> str:
        return f"<class {self.name} ({self.framework})>"

    def to_json(self, qualname_of) -> dict:
        """These facts for other files (`qualname_of` names this file's methods)."""
        from jaxlint.project.link import encode

        return {"framework": self.framework, "static": self.static_instances,
                "fields": {name: encode(v) for name, v in self.fields.items()},
                "methods": {name: m if isinstance(m, str) else qualname_of(m) for name, m in self.methods.items()
                            if isinstance(m, str) or qualname_of(m)},
                "properties": sorted(self.properties), "hashing": list(self.hashing),
                "stores": [list(store) for store in self.stores], "makers": sorted(self.makers),
                "opaque": sorted(self.opaque), "classmethods": sorted(self.classmethods)}

    def fill_from_json(self, data: dict, find_class) -> None:
        from jaxlint.project.link import decode

        self.framework = data.get("framework")
        self.static_instances = bool(data.get("static"))
        self.methods = dict(data.get("methods", {}))
        self.properties = set(data.get("properties", ()))
        self.hashing = tuple(data.get("hashing", (None, "")))
        self.fields = {name: decode(v, find_class) for name, v in data.get("fields", {}).items()}
        self.stores = tuple(tuple(store) for store in data.get("stores", ()))
        self.makers = set(data.get("makers", ()))
        self.opaque = set(data.get("opaque", ()))
        self.classmethods = set(data.get("classmethods", ()))


# A library layer (`nnx.Linear(...)`, `nn.Dense(...)`, `eqx.nn.MLP(...)`): calling a traced one on
# traced inputs gives tracers; nothing is known of its fields.
LAYER = ClassFacts(None, "layer", "a library layer")


class ClassModel:
    """Builds `ClassFacts` for the classes of one module, on demand."""

    def __init__(self, model) -> None:
        self.model = model
        self._facts: dict[int, ClassFacts] = {}
        self._by_name = {c.name: c for c in model.index.classes if c.top_level}
        self._remote: dict[str, Optional[ClassFacts]] = {}
        self._static_makers: Optional[set] = None
        self._registrations: Optional[dict] = None
        self._nodes: Optional[dict] = None
        self._containers: Optional[dict] = None  # id(class node) -> `assigned_containers`

    def facts(self, info: ClassInfo) -> ClassFacts:
        key = id(info.node)
        facts = self._facts.get(key)
        if facts is None:
            module = self.model.index.name
            qualname = f"{module}.{info.name}" if module and info.top_level else None
            facts = self._facts[key] = ClassFacts(info, None, qualname=qualname)  # first: cycles end here
            self._fill(facts, info)
        return facts

    def by_qualname(self, qualname: str) -> Optional[ClassFacts]:
        """A class of this module, or of another project file (from its summary), by qualified name."""
        module = self.model.index.name
        if module and qualname.startswith(module + ".") and qualname[len(module) + 1:] in self._by_name:
            return self.named(qualname[len(module) + 1:])
        if qualname not in self._remote:
            link = self.model.link
            data = link.classes.get(link.resolve(qualname)) if link is not None else None
            if link is not None:
                self.model.uses.add(qualname)  # read now, or missed until that file is analysed
            facts = None
            if data is not None:
                facts = self._remote[qualname] = ClassFacts(None, None, qualname.rsplit(".", 1)[-1], qualname)
                facts.fill_from_json(data, self.by_qualname)
            self._remote[qualname] = facts
        return self._remote[qualname]

    def named(self, name: str) -> Optional[ClassFacts]:
        """The class a module-level name refers to in this module."""
        info = self._by_name.get(name)
        return self.facts(info) if info is not None else None

    def of_expr(self, expr: cst.BaseExpression) -> Optional[ClassFacts]:
        """The class an expression names: a class of this module, or a library layer class."""
        if type(expr) is cst.Name and self.model.qualname(expr) is None:
            return self.named(expr.value)
        qual = self.model.qualname(expr)
        if qual is not None and _is_layer_class(qual):
            return LAYER
        link = self.model.link
        if qual is not None and link is not None and link.in_project(qual):
            return self.by_qualname(link.resolve(qual))
        return None

    # Building ---------------------------------------------------------------------------------

    def _fill(self, facts: ClassFacts, info: ClassInfo) -> None:
        model = self.model
        for base in info.node.bases:
            parent = self.of_expr(base.value) if base.keyword is None else None
            if parent is not None and parent is not LAYER and parent is not facts:
                facts.framework = facts.framework or parent.framework
                facts.methods.update(parent.methods)
                facts.properties |= parent.properties
                facts.fields.update(parent.fields)
                facts.stores = facts.stores or parent.stores
                facts.makers |= parent.makers
                facts.classmethods |= parent.classmethods
        for qual in info.bases:
            framework = apis.MODULE_BASES.get(qual) or ("pytree" if qual in apis.PYTREE_BASES else None)
            facts.framework = facts.framework or framework
            known = apis.KNOWN_PYTREE_FIELDS.get(qual)
            if known:
                facts.fields.update({name: Kind[kind] for name, kind in known.items()})
        for deco in info.node.decorators:
            qual = model.qualname(deco.decorator.func if type(deco.decorator) is cst.Call else deco.decorator)
            if qual in apis.PYTREE_DECORATORS:
                facts.framework = facts.framework or "pytree"
            elif qual == "jax.tree_util.register_static":
                facts.static_instances = True
        if info.name in self._registered_dataclasses():
            facts.framework = facts.framework or "pytree"
        for func in model.index.functions:
            if func.owner is info and type(func.node) is cst.FunctionDef:
                decorators = {decorator_name(d.decorator) for d in func.node.decorators}
                if func.name in facts.methods and decorators & {"setter", "deleter"}:
                    continue  # `@x.setter`: the property stays its getter
                facts.methods[func.name] = func
                if decorators & {"property", "cached_property"}:
                    facts.properties.add(func.name)
                if "classmethod" in decorators:
                    facts.classmethods.add(func.name)
                    if _makes_instance(func):
                        facts.makers.add(func.name)
        for line in info.node.body.body:
            for s in line.body if type(line) is cst.SimpleStatementLine else ():
                if type(s) is cst.AnnAssign and type(s.target) is cst.Name:
                    facts.fields[s.target.value] = self._declared_field(facts, s)
        own = [f for f in facts.methods.values() if not isinstance(f, str) and f.owner is info]
        init = facts.methods.get("__init__")
        if init in own:
            facts.stores = _init_stores(init)
        for func in own:
            self._assigned_fields(facts, func)
        if facts.framework not in ("nnx", "flax", "haiku"):  # only instances they hold are known
            facts.fields = {k: v for k, v in facts.fields.items() if k not in facts.assigned or type(v) is Obj}
        flatten = facts.methods.get("tree_flatten")
        registered = self._registered_nodes().get(info.name)
        if registered is not None:  # `register_pytree_node(Cls, flatten, unflatten)`
            facts.framework = "pytree"
            flatten = facts.methods.get(registered.attr.value) if type(registered) is cst.Attribute else \
                model.resolve_function(registered, None)
            flatten = getattr(flatten, "info", flatten)
        if facts.framework == "pytree" and isinstance(flatten, FunctionInfo) and flatten.params:
            self._flattened_fields(facts, flatten)
        for name in facts.properties:
            facts.fields.setdefault(name, Kind.UNKNOWN)

    def _declared_field(self, facts: ClassFacts, stmt: cst.AnnAssign):
        """A class-level `name: T = ...` declaration."""
        if self.is_static_declaration(stmt, facts.info):
            return Kind.CONCRETE
        framework = facts.framework
        if framework in ("flax", "haiku"):
            return Kind.CONCRETE  # a hyperparameter, given when the module is built
        if framework not in ("pytree", "equinox", "nnx"):
            return Kind.UNKNOWN  # a class whose bases are not known: its fields may be anything
        what = self.model.annotation(stmt.annotation.annotation)
        if type(what) is ClassFacts:
            return Obj(what, True) if what is not LAYER else Obj(LAYER, True)
        if what == "array":
            return Kind.TRACER
        if what == "scalar":  # a Python number is static data of an equinox or nnx module, a leaf of a pytree
            return Kind.CONCRETE if framework in ("equinox", "nnx") else Kind.TRACER
        if what == "python":
            return Kind.CONCRETE if framework in ("equinox", "nnx") else Kind.UNKNOWN
        if what == "tree" and framework in ("pytree", "equinox"):
            return Kind.TREE
        return Kind.UNKNOWN

    def _assigned_fields(self, facts: ClassFacts, func: FunctionInfo) -> None:
        """`self.name = value` in a method of an nnx, linen or haiku module."""
        for target, value in _self_assignments(func):
            new = self._assigned_value(facts, value, func)
            if type(new) is Obj and type(value) is cst.Call and (target in facts.built or target not in facts.assigned):
                facts.built.add(target)
            else:
                facts.built.discard(target)
            old = facts.fields.get(target) if target in facts.assigned else None
            facts.fields[target] = join(old, new) if old is not None else new
            if target not in facts.assigned and type(value) in (cst.List, cst.ListComp, cst.Tuple):
                facts.sequences[target] = value
            else:
                facts.sequences.pop(target, None)
            facts.assigned.add(target)

    def _flattened_fields(self, facts: ClassFacts, flatten: FunctionInfo) -> None:
        """`register_pytree_node_class` (its `tree_flatten`) or `register_pytree_node(Cls, flatten, ...)`:
        flatten returns (children, aux): the attributes it puts in the children are leaves (traced), those
        in aux (a tuple, list or dict of them) static. The other attributes the class sets are worked out
        from those when the tree is rebuilt (`self.n = len(offsets)`): of unknown kind."""
        instance, flattened = flatten.params[0].name, set()
        for returned in returned_values(flatten.node):
            if not (type(returned) is cst.Tuple and len(returned.elements) == 2):
                continue
            for part, value in zip(returned.elements, (Kind.TREE, Kind.CONCRETE)):
                given = part.value
                if type(given) is cst.Name:  # `children = (self.data,)`, then `return children, aux`
                    given = flatten.assigns.get(given.value, given)
                items = given.elements if type(given) in (cst.Tuple, cst.List, cst.Dict) else [part]
                for item in items:
                    attr = item.value
                    if type(attr) is cst.Attribute and type(attr.value) is cst.Name and attr.value.value == instance:
                        facts.fields[attr.attr.value] = value
                        flattened.add(attr.attr.value)
        facts.flattened = flattened
        facts.opaque = facts.assigned - flattened if flattened else set()

    def _assigned_value(self, facts: ClassFacts, value: cst.BaseExpression, func: FunctionInfo):
        model = self.model
        t = type(value)
        if t in (cst.Integer, cst.Float, cst.SimpleString, cst.FormattedString, cst.ConcatenatedString):
            return Kind.CONCRETE
        if t is cst.Name:
            if value.value in ("True", "False", "None"):
                return Kind.CONCRETE
            param = func.param(value.value)
            if param is not None:
                return Kind.UNKNOWN if model.annotation(param.annotation) == "array" else Kind.CONCRETE
            return Kind.UNKNOWN
        if t is cst.Attribute:
            root = value
            while type(root) is cst.Attribute:
                root = root.value
            if type(root) is cst.Name and func.param(root.value) is not None and root.value != "self":
                return Kind.CONCRETE  # config.hidden_size
            return Kind.UNKNOWN
        if t in (cst.BinaryOperation, cst.UnaryOperation, cst.BooleanOperation, cst.Comparison):
            parts = [getattr(value, f) for f in ("left", "right", "expression") if hasattr(value, f)]
            parts += [c.comparator for c in getattr(value, "comparisons", ())]
            return combine(*(self._assigned_value(facts, p, func) for p in parts))
        if t in (cst.Tuple, cst.List):
            return container(self._assigned_value(facts, el.value, func) for el in value.elements)
        if t is cst.IfExp:
            return join(self._assigned_value(facts, value.body, func), self._assigned_value(facts, value.orelse, func))
        if t is cst.Call:
            qual = model.qualname(value.func)
            if qual in apis.NNX_VARIABLES:
                return Kind.TREE
            if type(value.func) is cst.Attribute and type(value.func.value) is cst.Name and \
                    value.func.value.value == "self" and facts.framework == "flax":
                return {"param": Kind.TRACER, "variable": Kind.TREE}.get(value.func.attr.value, Kind.UNKNOWN)
            if qual in ("builtins.len",) or (type(value.func) is cst.Name and qual is None and
                                             value.func.value in apis.CONCRETE_BUILTINS):
                return Kind.CONCRETE
            cls = self.of_expr(value.func)
            if cls is not None:
                return Obj(cls, True)
        return Kind.UNKNOWN

    def hashing(self, info: ClassInfo) -> Optional[str]:
        """How instances of a class of this module hash, which decides what a static argument's cache
        entry is keyed on: "identity" (a plain class: a new object, a new entry; a changed one, the same
        entry), "value" (its own `__hash__`, a frozen or `unsafe_hash` dataclass, a NamedTuple, a
        framework dataclass), "none" (`__hash__ = None`, `__eq__` alone, a plain `@dataclass`), or None
        when a base class of another library decides."""
        return self.hashing_why(info)[0]

    def hashing_why(self, info: ClassInfo, depth: int = 0) -> tuple:
        """(`hashing`, why, bases): for "none", what took the hash away, and the local base classes it was
        inherited through, nearest first (empty when the class itself did)."""
        defined = set()
        for line in info.node.body.body:
            if type(line) is cst.FunctionDef:
                defined.add(line.name.value)
            for stmt in line.body if type(line) is cst.SimpleStatementLine else ():
                if type(stmt) is cst.Assign and any(type(t.target) is cst.Name and t.target.value == "__hash__"
                                                        for t in stmt.targets):
                    if type(stmt.value) is cst.Name and stmt.value.value == "None":
                        return "none", "which sets __hash__ = None", ()
                    defined.add("__hash__")
        if "__hash__" in defined:
            return "value", "", ()
        framework = self.facts(info).framework
        held = self._container_field(info) if framework == "equinox" else None
        if held is not None:  # equinox#1097: a Module is a frozen dataclass, hashed by its fields
            return "none", f"whose field `{held[0]}` holds a {held[1]} ({CONTAINER_FIELD_HASH})", ()
        if framework == "flax":  # a linen Module is a dataclass flax hashes by its fields (hypernerf#33)
            return "value", FIELDS_HASH, ()
        for deco in info.node.decorators:
            target = deco.decorator.func if type(deco.decorator) is cst.Call else deco.decorator
            qual = self.model.qualname(target) or ""
            if qual == "dataclasses.dataclass":
                flags = keywords(deco.decorator)
                if any(_named(flags.get(k), "True") for k in ("frozen", "unsafe_hash")):
                    return "value", FIELDS_HASH, ()
                if _named(flags.get("eq"), "False"):
                    return "identity", "", ()
                return "none", "a @dataclass that is not frozen (its __hash__ is None)", ()
            if qual in apis.PYTREE_DECORATORS or qual.startswith(("attr", "chex")):
                return None, "", ()
        if "__eq__" in defined:
            return "none", "which defines __eq__ without __hash__", ()
        for base in info.node.bases:
            if base.keyword is not None:
                continue
            name = base.value.value if type(base.value) is cst.Name else None
            qual = self.model.qualname(base.value)
            if name == "object" or qual == "abc.ABC":
                continue
            local = self._by_name.get(name) if name is not None and qual is None else None
            if local is None or depth >= 5:
                return None, "", ()
            how, why, bases = self.hashing_why(local, depth + 1)
            if how != "identity":
                return how, why, (name, *bases) if how == "none" else ()
        return "identity", "", ()

    def assigned_containers(self, info: ClassInfo) -> dict:
        """attribute -> the set of what each `self.attribute = value` of the class's own methods builds
        ("list", "dict", "set", or None for anything else)."""
        if self._containers is None:  # every class's at once: hashing_why asks for each class many times
            self._containers = {}
            for func in self.model.index.functions:
                if func.owner is not None and type(func.node) is cst.FunctionDef:
                    assigned = self._containers.setdefault(id(func.owner.node), {})
                    for target, value in _self_assignments(func):
                        assigned.setdefault(target, set()).add(_container_built(self.model, value))
        return self._containers.get(id(info.node), {})

    def _container_field(self, info: ClassInfo) -> Optional[tuple]:
        """(field, "list" / "dict" / "set") for a field every assignment of which in the class's own
        methods builds that container, or, never assigned there, one declared with that type."""
        assigned = self.assigned_containers(info)
        for line in info.node.body.body:
            for s in line.body if type(line) is cst.SimpleStatementLine else ():
                if type(s) is cst.AnnAssign and type(s.target) is cst.Name:
                    name = s.target.value
                    kinds = assigned[name] if name in assigned else {_container_type(self.model, s.annotation.annotation)}
                    if len(kinds) == 1 and None not in kinds:
                        return name, next(iter(kinds))
        return None

    # Static fields --------------------------------------------------------------------------

    def is_static_declaration(self, stmt: cst.AnnAssign, owner: Optional[ClassInfo]) -> bool:
        """Whether a class-level `name: T = value` of class `owner` declares a static field, by its
        value, its annotation (`jdc.Static[int]`) or the `meta_fields` its registration names."""
        annotation = stmt.annotation.annotation
        if owner is not None and type(stmt.target) is cst.Name and \
                stmt.target.value in self._registered_dataclasses().get(owner.name, ()):
            return True
        return self.is_static_field(stmt.value) or (
            type(annotation) is cst.Subscript and self.model.qualname(annotation.value) in apis.STATIC_ANNOTATIONS)

    def _registered_nodes(self) -> dict:
        """Class name -> the flatten function this module's `register_pytree_node(Cls, flatten,
        unflatten)` calls give it (`Cls._flatten` or a module function)."""
        if self._nodes is None:
            self._nodes = {}
            for call in self.model.index.module_calls:
                if self.model.qualname(call.func) == "jax.tree_util.register_pytree_node" and len(call.args) >= 2 \
                        and type(call.args[0].value) is cst.Name and not any(a.keyword or a.star for a in call.args[:2]):
                    self._nodes[call.args[0].value.value] = call.args[1].value
        return self._nodes

    def _registered_dataclasses(self) -> dict:
        """Class name -> the meta fields named by this module's `register_dataclass(Cls, data_fields,
        meta_fields)` calls (jax#24204: those fields are static)."""
        if self._registrations is None:
            self._registrations = {}
            for call in self.model.index.module_calls:
                if self.model.qualname(call.func) == "jax.tree_util.register_dataclass" and call.args and \
                        type(call.args[0].value) is cst.Name and call.args[0].keyword is None:
                    given = {a.keyword.value if a.keyword else ("data_fields", "meta_fields")[i - 1]: a.value
                             for i, a in enumerate(call.args) if 0 < i < 3 or a.keyword}
                    meta = given.get("meta_fields")
                    names = {e.value.evaluated_value for e in meta.elements if type(e.value) is cst.SimpleString} \
                        if type(meta) in (cst.List, cst.Tuple) else set()
                    self._registrations[call.args[0].value.value] = frozenset(names)
        return self._registrations

    def is_static_field(self, value: Optional[cst.BaseExpression]) -> bool:
        """Whether a dataclass field's default declares it static: `flax.struct.field(pytree_node=False)`,
        `eqx.field(static=True)`, `dataclasses.field(metadata={"static": True})`, or a project helper
        (a function, or a `functools.partial`) that returns one of those."""
        if type(value) is not cst.Call:
            return False
        if type(value.func) is cst.Name and value.func.value in self.static_makers():
            return True
        return _static_call(self.model, value) or self._remote_static_maker(value.func)

    def _remote_static_maker(self, func: cst.BaseExpression) -> bool:
        """A static-field maker another project file defines (`from .common import nonpytree_field`)."""
        qual = self.model.qualname(func)
        link = self.model.link
        if qual is None or link is None or not link.in_project(qual):
            return False
        target = link.resolve(qual)
        self.model.uses.add(target)  # read now: that file's change makes this one analysed again
        return bool(link.rule_facts.get(STATIC_MAKERS, {}).get(target))

    def static_makers(self) -> set:
        """Names of this module's functions (and partials) that make static fields."""
        if self._static_makers is None:
            model = self.model
            makers = set()
            for func in model.index.functions:
                if func.parent is None and func.owner is None and type(func.node) is cst.FunctionDef:
                    if any(_static_call(model, r) for r in _returned(func.node)):
                        makers.add(func.name)
            for name, stmts in model.index.module_assigns.items():
                value = model.module_value(name)
                if type(value) is cst.Call and model.qualname(value.func) == "functools.partial" and \
                        value.args and _static_call(model, cst.Call(value.args[0].value, value.args[1:])):
                    makers.add(name)
            self._static_makers = makers
        return self._static_makers


def _static_call(model, call: cst.Call) -> bool:
    """A known static-field maker, or any `field(...)` given a static flag (`pytree_node=False`,
    `static=True`, metadata `{"static": True}`): projects re-export their framework's `field`."""
    maker = model.qualname(call.func)
    tail = (maker or dotted(call.func) or "").rsplit(".", 1)[-1]
    if maker in apis.STATIC_FIELD_MAKERS or tail == "static_field":
        return True
    if maker not in apis.FIELD_MAKERS and tail != "field":
        return False
    flags = keywords(call)
    flags.update(keywords(flags.get("metadata")))
    return any(type(flags.get(key)) is cst.Name and flags[key].value == value
               for key, value in apis.STATIC_FIELD_FLAGS)


def _container_type(model, annotation: cst.BaseExpression) -> Optional[str]:
    """"list", "dict" or "set" for an annotation naming that mutable container (`list`, `Dict[str, int]`)."""
    head = annotation.value if type(annotation) is cst.Subscript else annotation
    qual = model.qualname(head)
    if qual is None and type(head) is cst.Name:
        qual = head.value
    return _CONTAINER_TYPES.get(qual)


def _container_built(model, value: cst.BaseExpression) -> Optional[str]:
    """"list", "dict" or "set" for a display, comprehension or builtin call that builds one."""
    t = type(value)
    if t is cst.Call and type(value.func) is cst.Name and model.qualname(value.func) is None:
        return _CONTAINER_TYPES.get(value.func.value)
    return _CONTAINER_DISPLAYS.get(t)


_CONTAINER_TYPES = {"list": "list", "dict": "dict", "set": "set", "typing.List": "list", "typing.Dict": "dict",
                    "typing.Set": "set"}
_CONTAINER_DISPLAYS = {cst.List: "list", cst.ListComp: "list", cst.Dict: "dict", cst.DictComp: "dict",
                       cst.Set: "set", cst.SetComp: "set"}


def _named(expr: Optional[cst.BaseExpression], name: str) -> bool:
    return type(expr) is cst.Name and expr.value == name


def keywords(expr: Optional[cst.BaseExpression]) -> dict:
    """Keyword -> value of a call (`f(a=1)`, `dict(a=1)`) or of a dict literal with string keys."""
    if type(expr) is cst.Call:
        return {a.keyword.value: a.value for a in expr.args if a.keyword is not None}
    if type(expr) is cst.Dict:
        return {e.key.evaluated_value: e.value for e in expr.elements
                if type(e) is cst.DictElement and type(e.key) is cst.SimpleString}
    return {}


def _returned(node: cst.FunctionDef):
    """The calls a function's top-level `return` statements return."""
    return (v for v in returned_values(node) if type(v) is cst.Call)


def _makes_instance(method: FunctionInfo) -> bool:
    """A classmethod every return of which builds an instance of the class it is called on: `cls(...)`."""
    first = method.positional[0].name if method.positional else None
    returned = list(returned_values(method.node))
    return bool(returned) and all(type(v) is cst.Call and type(v.func) is cst.Name and v.func.value == first
                                  for v in returned)


def _init_stores(init: FunctionInfo) -> tuple:
    """(field, parameter, position after self or None) for each `self.field = parameter` at the top
    level of `__init__`'s body, the parameter not rebound there."""
    params = {p.name: p for p in init.params[1:] if not p.variadic}
    body = init.node.body.body if type(init.node.body) is cst.IndentedBlock else ()
    stores = []
    for line in body:
        for s in line.body if type(line) is cst.SimpleStatementLine else ():
            if type(s) is cst.Assign and len(s.targets) == 1 and type(target := s.targets[0].target) is cst.Attribute \
                    and type(target.value) is cst.Name and target.value.value == "self" and type(s.value) is cst.Name \
                    and s.value.value in params and s.value.value not in init.assigns:
                param = params[s.value.value]
                stores.append((target.attr.value, param.name, None if param.index is None else param.index - 1))
    return tuple(stores)


def _self_assignments(func: FunctionInfo):
    """(attribute, value) of every `self.attr = value` in a method's own body."""
    from jaxlint.model.index import code_children

    stack = [func.node.body]
    while stack:
        node = stack.pop()
        if type(node) is cst.Assign:
            for target in node.targets:
                t = target.target
                if type(t) is cst.Attribute and type(t.value) is cst.Name and t.value.value == "self":
                    yield t.attr.value, node.value
        elif type(node) in (cst.FunctionDef, cst.Lambda, cst.ClassDef):
            continue
        stack.extend(code_children(node))


def decorator_name(expr: cst.BaseExpression) -> str:
    """`property` of `@property`, `setter` of `@x.setter`; "" for a call."""
    if type(expr) is cst.Name:
        return expr.value
    return expr.attr.value if type(expr) is cst.Attribute else ""


def _is_layer_class(qual: str) -> bool:
    """`flax.nnx.Linear`, `flax.linen.Dense`, `equinox.nn.MLP`, `haiku.Linear`: library layer classes."""
    module, _, name = qual.rpartition(".")
    return module in apis.LAYER_MODULES and name[:1].isupper() and qual not in apis.NNX_VARIABLES and \
        qual not in apis.MODULE_BASES
