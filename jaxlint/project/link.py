"""What one file's analysis needs from the rest of the project, and what it tells it.

Everything here is plain data (JSON-able), so summaries travel between worker processes and live in
the cache:

- a `FileSummary` is what a file tells the project: the symbols it defines or re-exports, the facts of
  its classes, what its traced functions return, and its `edges`: the sites where its traced code
  calls, transforms or maps a function of another file, with the values it passes; and `rule_facts`,
  what rules need to know of its functions in other files (`Rule.project_facts`: the parameters a
  function consumes as PRNG keys, a jitted function's static parameters);
- a `ProjectLink` is what a file is told: every project module name (to tell the project's own
  qualified names from libraries'), the symbols, class facts and returns of the other files, and the
  `incoming` edges that reach its own functions.

Values (`kinds.Value`) are encoded as JSON: a Kind by its name, `{"lit": v}`, `"not none"`,
`{"seq": [...]}`, `{"obj": class qualname, "traced": b, "local": b}`.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import asdict, dataclass, field, fields
from typing import Callable, Optional

from jaxlint.model.kinds import NOT_NONE, Kind, Lit, Namespace, Obj, Seq

_KINDS = {k.value: k for k in Kind}


def encode(value):
    t = type(value)
    if t is Kind:
        return value.value
    if t is Lit:
        v = value.value
        finite = isinstance(v, float) and math.isfinite(v)  # `step(x, 0.5)`: a jit traces a float too
        return {"lit": v} if v is None or isinstance(v, (bool, int, str)) or finite else Kind.CONCRETE.value
    if value is NOT_NONE:
        return "not none"
    if t is Seq:
        return {"seq": [encode(v) for v in value.items]}
    if t is Namespace:
        return {"namespace": sorted(value.modules)}
    if t is Obj:
        qualname = getattr(value.cls, "qualname", None)
        if qualname is None:
            from jaxlint.model.kinds import kind_of
            return kind_of(value).value
        data = {"obj": qualname, "traced": value.traced, "local": value.local}
        if value.passed:  # what its `__init__` stored of traced arguments travels with it
            data["passed"] = [[name, encode(v)] for name, v in value.passed]
        return data
    return Kind.UNKNOWN.value


def decode(data, find_class: Callable[[str], object]):
    """A value back from JSON; `find_class(qualname)` gives the `ClassFacts` of an encoded instance."""
    if isinstance(data, str):
        if data == "not none":
            return NOT_NONE
        return _KINDS.get(data, Kind.UNKNOWN)
    if isinstance(data, dict):
        if "lit" in data:
            return Lit(data["lit"])
        if "seq" in data:
            return Seq(tuple(decode(v, find_class) for v in data["seq"]))
        if "namespace" in data:
            return Namespace(frozenset(data["namespace"]))
        if "obj" in data:
            cls = find_class(data["obj"])
            if cls is None:
                return Kind.TREE if data.get("traced") else Kind.CONCRETE
            passed = tuple((name, decode(v, find_class)) for name, v in data.get("passed", ()))
            return Obj(cls, bool(data.get("traced")), bool(data.get("local")), passed)
    return Kind.UNKNOWN


# The solver's own fact table among the rules' (`rule_facts`): `<module>.<imported>` for every module
# whose name some project file's import lines give.
IMPORTS, IMPORTED = "imports", "<imported>"
# `<factory qualname>.<made>` names the nested function a factory of another file returns.
MADE = "<made>"
# The model's own tables among the rules' (ProjectSide.calls_out), merged over every file that calls
# a function of another file: the number literals its calls pass, and where loops call it.
PASSED, LOOPED = "passed", "looped"
# ... and what each call outside traced code passes, one {argument: encoded value} per distinct call,
# read as a use of its own (`CALLS_USE` + qualname): only a transformed function's analysis asks.
CALLED_WITH, CALLS_USE = "called-with", "*calls:"
FROM_CALLERS = (IMPORTS, LOOPED, PASSED)  # the rule facts other files give a file's own names
# The module-level functions and partials of each file that make static dataclass fields
# (`nonpytree_field = partial(flax.struct.field, pytree_node=False)`), for the files importing them.
STATIC_MAKERS = "static-makers"


@dataclass
class Edge:
    """A site in one file that traces, or calls from traced code, a function of another file.

    kind "call": `args` are the call's arguments as (keyword or None, star, encoded value), and
    `receiver` is the bound instance of a method call. kind "apply": a transformation applied to the
    function: `apps` are (transformation qualname, its configuration as `name=value` source texts),
    outermost first, `args` the encoded values the caller passes right away when it does
    (`jax.grad(f)(x, n)`), `bound` the arguments `functools.partial` binds.
    """

    target: str
    site: str
    transforms: list
    level: int
    origin: str
    kind: str = "call"
    args: list = field(default_factory=list)
    receiver: object = None
    apps: list = field(default_factory=list)
    bound: list = field(default_factory=list)
    leading: int = 0  # arguments a wrapper takes before the function's own (`model.apply(variables, x)`)
    # kind "apply": the (keyword or None, star) arguments of each later call of the transformed value
    # (`p = jax.jit(partial(f, a))` then `p(x, y)`), when it is bound to a name used only as a callee
    calls: list = field(default_factory=list)
    # Where the site is and why its code is traced, for messages and traces only (never for decisions):
    # {"how", "name": a Hop's; "path", "line", "column"; "caller": the traced function making the call;
    # "trace": the steps that make it traced, as TraceStep rows; "root": the transformation at the origin;
    # "through": what a call calls, as written there}
    via: dict = field(default_factory=dict)


# A use that is not a name: which of the project's pytree classes declare the field named after it.
FIELD_USE = "*field:"


@dataclass
class FileSummary:
    modules: list = field(default_factory=list)
    symbols: dict = field(default_factory=dict)  # qualname -> "function" | "class" | "alias:<target>"
    classes: dict = field(default_factory=dict)  # class qualname -> facts (ClassFacts.to_json)
    returns: dict = field(default_factory=dict)  # function qualname -> encoded value
    edges: list = field(default_factory=list)  # Edge dicts
    uses: list = field(default_factory=list)  # other files' qualnames whose facts the analysis read
    rule_facts: dict = field(default_factory=dict)  # rule code -> function qualname -> JSON (Rule.project_facts)

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> "FileSummary":
        return cls(**{f.name: data[f.name] for f in fields(cls) if f.name in data})


class ClassTable(dict):
    """The project's classes (qualname -> facts) that also answers, by field name, which pytree classes
    declare a field: files ask once per field they read, and rounds ask for every file."""

    _by_field: Optional[dict] = None

    def __setitem__(self, key, value):
        self._by_field = None
        super().__setitem__(key, value)

    def update(self, *args, **kwargs):
        self._by_field = None
        super().update(*args, **kwargs)

    def __reduce__(self):  # a worker gets the classes, not the index
        return ClassTable, (dict(self),)

    def declared_fields(self, name: str) -> dict:
        if self._by_field is None:
            self._by_field = {}
            for q, facts in self.items():
                for field_name, kind in facts.get("fields", {}).items():
                    self._by_field.setdefault(field_name, {})[q] = (facts.get("framework"), kind)
                for field_name in facts.get("opaque", ()):  # of no kind the model can read
                    self._by_field.setdefault(field_name, {})[q] = (None, Kind.UNKNOWN.value)
        return self._by_field.get(name, {})

    def pytree_fields(self, name: str) -> dict:
        return {q: d for q, d in self.declared_fields(name).items() if d[0] in ("pytree", "equinox", "nnx")}


@dataclass
class ProjectLink:
    module: str = ""
    is_package: bool = False
    modules: dict = field(default_factory=dict)  # every name a project module goes by -> its own name
    symbols: dict = field(default_factory=dict)
    classes: dict = field(default_factory=ClassTable)
    returns: dict = field(default_factory=dict)
    incoming: dict = field(default_factory=dict)  # this file's function qualname -> Edge dicts
    wanted: bool = False  # another file reads a name it defines: analyse it even without jax imports
    rule_facts: dict = field(default_factory=dict)  # rule code -> qualname -> JSON, from the other files
    round: int = 0  # the solver's round that made it (the facts a file reads differ from round to round)

    def __post_init__(self):
        if type(self.classes) is not ClassTable:
            self.classes = ClassTable(self.classes)

    @property
    def reached(self) -> bool:
        return self.wanted or bool(self.incoming)

    def in_project(self, qualname: Optional[str]) -> bool:
        """Whether a qualified name belongs to one of the project's modules."""
        return bool(qualname) and self.module_of(qualname) is not None

    def module_of(self, qualname: str) -> Optional[tuple]:
        """(the module's own name, the rest of the name) for a name under a project module."""
        parts = qualname.split(".")
        for i in range(len(parts) - 1, 0, -1):
            module = self.modules.get(".".join(parts[:i]))
            if module is not None:
                return module, ".".join(parts[i:])
        return None

    def resolve(self, qualname: str) -> str:
        """The name the defining file uses: its module's own name (`src.pkg.mod.f` -> `pkg.mod.f`), and
        through re-exports (`pkg.loss` -> `pkg.losses.loss`, an `alias:` symbol, and names under a
        re-exported module or class)."""
        for _ in range(8):
            found = self.module_of(qualname)
            if found is not None:
                qualname = f"{found[0]}.{found[1]}"
            kind = self.symbols.get(qualname)
            if kind is not None and kind.startswith("alias:"):
                qualname = kind[len("alias:"):]
                continue
            if kind is None:
                head, _, tail = qualname.rpartition(".")
                if head and self.symbols.get(head, "").startswith("alias:"):
                    qualname = self.symbols[head][len("alias:"):] + "." + tail
                    continue
            return qualname
        return qualname

    def reaches_alike(self, other: "ProjectLink", used: list) -> bool:
        """Whether an analysis that read the facts of `used` gives the same result with `other`: the
        same edges (their `via` too: it shows in traces), the same `wanted`, the same facts (a question
        put to every class of the project, which pytree classes declare a field, is a use too)."""
        return self.incoming == other.incoming and self.wanted == other.wanted and \
            self.facts(used) == other.facts(used)

    def facts(self, used: list) -> list:
        """The facts a file's analysis read (it is analysed again when they change). Of the file's own
        names, only what other files say of their calls (`FROM_CALLERS`) counts: the rest came from the
        file's own last analysis, which read them from its code, not from the link. Of other files'
        names, everything but that: who calls them is their file's business. (Counting both analysed
        about every file of a project once more, when its own names first showed up or a caller
        appeared.)"""
        out = []
        for q in sorted(used):
            if q.startswith(FIELD_USE):
                out.append((q, sorted((c, f) for c, f in self.pytree_fields(q[len(FIELD_USE):]).items()
                                      if not self._own(c))))
            elif q.startswith(CALLS_USE):
                out.append((q, self.rule_facts.get(CALLED_WITH, {}).get(q[len(CALLS_USE):])))
            elif self._own(q):
                out.append((q, self._rule_facts_of(q, FROM_CALLERS)))
            else:
                out.append((q, self.symbols.get(q), self.classes.get(q), self.returns.get(q),
                            self._rule_facts_of(q, sorted(self.rule_facts.keys() - {CALLED_WITH, *FROM_CALLERS}))))
        return out

    def _rule_facts_of(self, qualname: str, codes) -> list:
        """(code, fact) for each of `codes` with a fact of the name: a code no file gives it a fact of
        changes nothing (a new table once made every name read anywhere look changed)."""
        return [(code, self.rule_facts[code][qualname]) for code in codes
                if qualname in self.rule_facts.get(code, ())]

    def _own(self, qualname: str) -> bool:
        """Whether a name is one this file defines (under its own module, not a submodule's)."""
        found = self.module_of(qualname) if self.module else None
        return found is not None and found[0] == self.module

    def pytree_fields(self, name: str) -> dict:
        """qualname -> (framework, kind of the field) of the project's classes whose instances can be
        traced trees (a plain config dataclass cannot) declaring a field `name`."""
        return self.classes.pytree_fields(name)

    def field_frameworks(self, name: str) -> set:
        """The frameworks ("pytree", "flax"... or None: a plain class) of the project's classes declaring a
        field `name`."""
        return {framework for framework, _ in self.classes.declared_fields(name).values()}

    def facts_key(self, used: list) -> str:
        """A hash of `facts(used)`, for the cache and for deciding whether to run it again."""
        return hashlib.sha256(json.dumps(self.facts(used), sort_keys=True, default=str).encode()).hexdigest()

    def incoming_key(self, provenance: bool = True) -> str:
        """A hash of the edges that reach this file, and of `wanted`; without `provenance`, of what
        they decide only (an edge's `via` says why, and decides nothing)."""
        return hashlib.sha256(json.dumps([self.decisive_incoming() if not provenance else self.incoming, self.wanted],
                                         sort_keys=True, default=str).encode()).hexdigest()

    def decisive_incoming(self) -> dict:
        """The incoming edges without their `via`."""
        return {target: [{k: v for k, v in edge.items() if k != "via"} for edge in edges]
                for target, edges in self.incoming.items()}


# The shape of a summary read back from the cache: anything else is not one jaxlint wrote.
_EDGE_FIELDS = {f.name for f in fields(Edge)}
_SUMMARY_FIELDS = {f.name for f in fields(FileSummary)}
_CLASS_FIELDS = {"framework", "static", "fields", "methods", "properties", "hashing", "stores", "makers", "opaque",
                 "classmethods"}
_MAX_NESTING = 50


def _text(value) -> bool:
    return isinstance(value, str)


def _texts(value) -> bool:
    return isinstance(value, list) and all(map(_text, value))


def _table(value, valid) -> bool:
    return isinstance(value, dict) and all(_text(k) and valid(v) for k, v in value.items())


def _count(value) -> bool:
    return type(value) is int and 0 <= value <= 10 ** 9


def valid_value(data, depth: int = 0) -> bool:
    """An encoded `kinds.Value` (see `encode`)."""
    if depth > _MAX_NESTING:
        return False
    if isinstance(data, str):
        return data == "not none" or data in _KINDS
    if not isinstance(data, dict):
        return False
    if set(data) == {"lit"}:
        v = data["lit"]
        return v is None or type(v) in (bool, int, str) or type(v) is float and math.isfinite(v)
    if set(data) == {"seq"}:
        return isinstance(data["seq"], list) and all(valid_value(v, depth + 1) for v in data["seq"])
    if set(data) == {"namespace"}:
        return _texts(data["namespace"])
    return set(data) - {"passed"} == {"obj", "traced", "local"} and _text(data["obj"]) and \
        type(data["traced"]) is bool and type(data["local"]) is bool and \
        _pairs(data.get("passed", []), 2, lambda name, v: _text(name) and valid_value(v, depth + 1))


def _json(value, depth: int = 0) -> bool:
    """Plain JSON data (dicts with text keys, lists, texts, numbers, booleans, null), not too deep."""
    if depth > _MAX_NESTING:
        return False
    if value is None or type(value) in (bool, int, float, str):
        return True
    if isinstance(value, list):
        return all(_json(v, depth + 1) for v in value)
    return isinstance(value, dict) and all(_text(k) and _json(v, depth + 1) for k, v in value.items())


def _keyword(value) -> bool:
    return value is None or _text(value)


def _pairs(value, size: int, valid) -> bool:
    return isinstance(value, list) and all(isinstance(v, list) and len(v) == size and valid(*v) for v in value)


def valid_edge(data) -> bool:
    """An `Edge` as `asdict` and JSON leave it."""
    if not isinstance(data, dict) or set(data) != _EDGE_FIELDS:
        return False
    return (all(_text(data[k]) for k in ("target", "site", "origin")) and data["kind"] in ("call", "apply")
            and _texts(data["transforms"]) and _count(data["level"]) and _count(data["leading"])
            and _json(data["via"])
            and _pairs(data["args"], 3, lambda k, star, v: _keyword(k) and type(star) is bool and valid_value(v))
            and (data["receiver"] is None or valid_value(data["receiver"]))
            and _pairs(data["apps"], 2, lambda name, config: _text(name) and _texts(config))
            and _pairs(data["bound"], 2, lambda k, v: _keyword(k) and valid_value(v))
            and isinstance(data["calls"], list)
            and all(_pairs(shapes, 2, lambda k, star: _keyword(k) and type(star) is bool) for shapes in data["calls"]))


def valid_class(data) -> bool:
    """A class's facts (`ClassFacts.to_json`)."""
    return (isinstance(data, dict) and set(data) == _CLASS_FIELDS and _keyword(data["framework"])
            and type(data["static"]) is bool and _table(data["fields"], valid_value)
            and _table(data["methods"], _text) and _texts(data["properties"])
            and _pairs([data["hashing"]], 2, lambda how, why: how in (None, "identity", "value", "none") and _text(why))
            and _pairs(data["stores"], 3, lambda name, param, index: _text(name) and _text(param)
                       and (index is None or _count(index)))
            and _texts(data["makers"]) and _texts(data["opaque"]) and _texts(data["classmethods"]))


def valid_summary(data) -> bool:
    """A `FileSummary.to_json()` read back from JSON: every field of the type and shape it is written
    with (a cache entry of any other shape is not used)."""
    if data is None:
        return True
    if not isinstance(data, dict) or set(data) != _SUMMARY_FIELDS:
        return False
    try:
        return (_texts(data["modules"]) and _table(data["symbols"], _text) and _table(data["classes"], valid_class)
                and _table(data["returns"], valid_value) and isinstance(data["edges"], list)
                and all(map(valid_edge, data["edges"])) and _texts(data["uses"])
                and _table(data["rule_facts"], lambda facts: _table(facts, _json)))
    except RecursionError:
        return False
