"""The model's side of the project: functions and classes of other files, edges out and in.

A `SemanticModel` built with a `ProjectLink` knows every module name of the project. An imported name
that belongs to the project but is not defined in this file is a remote reference (`FunctionRef` with
`remote` set): tracing it, or calling it from traced code, records an `Edge` for the file that defines
it instead of analysing it here, and its return value comes from that file's summary. Edges other
files recorded for this file's functions are applied as sites when the model is seeded, exactly as a
local call or transformation would be. `summary()` is what this file tells the project.
"""

from __future__ import annotations

import functools
from dataclasses import asdict, replace
from typing import Optional

import libcst as cst

from jaxlint.finding import TraceStep
from jaxlint.model import apis
from jaxlint.model.contexts import Application, FunctionRef, Hop, Level, RemoteSite, TraceContext
from jaxlint.model.index import FunctionInfo
from jaxlint.model.kinds import Kind
from jaxlint.model.provenance import named, shown_path
from jaxlint.model.resolve import decorated, made_function
import jaxlint.project.link as project  # the module: it imports this package's kinds in turn

# A symbol kind: a module-level list or tuple of functions, their qualified names after it.
FUNCTIONS = "functions:"


class ProjectSide:
    """Mixed into `SemanticModel`: everything that reads or writes `self.link`."""

    # Names ------------------------------------------------------------------------------------

    def qualname_of(self, func: FunctionInfo) -> Optional[str]:
        """`pkg.mod.f`, `pkg.mod.Class.method` for a top-level function or method; None otherwise."""
        module = self.index.name
        if module and type(func.node) is cst.Lambda and func.parent is None and func.owner is None:
            name = _bound_to(func)  # `relu = lambda x: ...` at module level: the lambda is `relu`
            return f"{module}.{name}" if name is not None and self.module_value(name) is func.node else None
        if not module or type(func.node) is not cst.FunctionDef or func.parent is not None or \
                decorated(func, ("setter", "deleter")):  # `@x.setter`: the name is the getter's
            return None
        if func.owner is None:
            return f"{module}.{func.name}"
        return f"{module}.{func.owner.name}.{func.name}" if func.owner.top_level else None

    def fact_name(self, func: FunctionInfo) -> Optional[str]:
        """The name other files read a rule's facts of `func` under: its qualname, or for the function a
        top-level factory returns, the factory's qualname and MADE (`run = make_runner(cfg)` elsewhere)."""
        qualname = self.qualname_of(func)
        if qualname is not None or func.parent is None or made_function(func.parent) is not func:
            return qualname
        factory = self.qualname_of(func.parent)
        return f"{factory}.{project.MADE}" if factory is not None else None

    def remote_ref(self, expr: cst.BaseExpression) -> Optional[FunctionRef]:
        """A reference to a function of another project file, when `expr` names one."""
        link = self.link
        if link is None:
            return None
        qual = self.qualname(expr)
        if not link.in_project(qual):
            return None
        target = link.resolve(qual)
        if link.symbols.get(target) == "class":
            return None
        return FunctionRef(None, remote=target)

    def remote_functions(self, expr: cst.BaseExpression) -> Optional[list]:
        """The functions a list of another project file holds (`BRANCHES = [relu, gelu]`, imported and
        handed to `lax.switch`), as `FunctionRef`s; None when `expr` names no such list."""
        ref = self.remote_ref(expr)
        if ref is None:
            return None
        self.uses.add(ref.remote)
        kind = self.link.symbols.get(ref.remote, "")
        return [FunctionRef(None, remote=q) for q in kind[len(FUNCTIONS):].split()] if kind.startswith(FUNCTIONS) \
            else None

    def _listed_functions(self, name: str) -> Optional[list]:
        """The qualified names of the functions a module-level list or tuple of this file holds."""
        value = self.module_value(name)
        if type(value) not in (cst.List, cst.Tuple) or not value.elements:
            return None
        quals = []
        for element in value.elements:
            ref = self.resolve_function(element.value, None, remote=True) if type(element) is cst.Element else None
            qual = None if ref is None or ref.bound_positional or ref.bound_keywords else \
                ref.remote or self.qualname_of(ref.info)
            if qual is None:
                return None
            quals.append(qual)
        return quals

    def remote_returns(self, ref: FunctionRef):
        self.uses.add(ref.remote)
        data = self.link.returns.get(ref.remote)
        return project.decode(data, self.classes.by_qualname) if data is not None else Kind.UNKNOWN

    # Call-site evidence ------------------------------------------------------------------------

    def remote_numbers(self, func: FunctionInfo, name: str) -> list:
        """The number literals calls in other project files pass for parameter `name` of `func`."""
        qualname = self.fact_name(func) if self.link is not None else None
        if qualname is None:
            return []
        self.uses.add(qualname)
        passed = self.link.rule_facts.get(project.PASSED, {}).get(qualname, {})
        param = func.param(name)
        return passed.get(name, []) + (passed.get(f"#{param.index}", []) if param.index is not None else [])

    def remote_loops(self, func: FunctionInfo) -> list:
        """Where other project files call `func` in a loop of untraced code (`main` (eval.py))."""
        qualname = self.fact_name(func) if self.link is not None else None
        if qualname is None:
            return []
        self.uses.add(qualname)
        return self.link.rule_facts.get(project.LOOPED, {}).get(qualname, [])

    def remote_calls(self, func: FunctionInfo) -> Optional[list]:
        """What each call of `func` outside traced code in other project files passes: one dict per
        distinct call, argument (`#<position>` or keyword) -> value; None when some call cannot say
        (a starred argument)."""
        qualname = self.fact_name(func) if self.link is not None else None
        if qualname is None:
            return []
        self.uses.add(project.CALLS_USE + qualname)
        calls = self.link.rule_facts.get(project.CALLED_WITH, {}).get(qualname, [])
        if any("*" in call for call in calls):
            return None
        return [{key: project.decode(v, self.classes.by_qualname) for key, v in call.items()} for call in calls]

    def calls_out(self) -> dict:
        """What calls here tell other files' functions: {PASSED: target qualname -> argument
        (`#<position>` among the function's positional parameters, or the keyword) -> the number
        literals passed; CALLED_WITH: target qualname -> what each call outside traced code passes;
        LOOPED: target qualname -> where a loop of untraced code calls it}."""
        numbers: dict = {}
        looped: dict = {}
        called: dict = {}
        for scope, calls in self.index.scoped_calls():
            for call in calls:
                ref = self.remote_callee(call.func, scope)
                if ref is None:
                    continue
                untraced = self.trace(scope) is None
                if self.index.in_loop(call) and untraced and not self.index.in_sweep(call) and \
                        not self._receiver_renewed(call, ref, scope):
                    path = shown_path(self.path) or self.index.name
                    where = f"`{scope.name}` ({path})" if scope is not None else path
                    kept = looped.setdefault(ref.remote, [])
                    if where not in kept:
                        kept.append(where)
                position = len(ref.bound_positional) + (1 if ref.bound_method else 0) - ref.leading
                passes = {}
                for arg in call.args:
                    if arg.star:
                        passes["*"] = True
                        break
                    key = arg.keyword.value if arg.keyword is not None else (
                        f"#{position}" if position >= 0 and not ref.bound_keywords else None)
                    position += arg.keyword is None
                    passed = self.numbers_in(arg.value, scope, call) if key is not None else []
                    if passed:
                        kept = numbers.setdefault(ref.remote, {}).setdefault(key, [])
                        kept.extend(n for n in passed if n not in kept)
                    if key is not None and untraced:
                        passes[key] = project.encode(self.outer_value(arg.value, scope))
                if untraced and passes not in called.setdefault(ref.remote, []):
                    called[ref.remote].append(passes)
        return {table: facts for table, facts in ((project.PASSED, numbers), (project.LOOPED, looped),
                                                  (project.CALLED_WITH, called)) if facts}

    def _receiver_renewed(self, call: cst.Call, ref: FunctionRef, scope) -> bool:
        """`obj.method(...)` where the loop that calls it binds `obj` anew: each iteration runs the
        method of another object (what it keeps on `self` starts afresh); also `self.key.split()` where
        the loop stores a new object in `self.key` (`self.key, sub = self.key.split()`)."""
        func = call.func
        if not ref.bound_method or type(func) is not cst.Attribute:
            return False
        site = self.scopes.call_site(call)
        loops = set(site.loops) if site is not None else set()
        held = func.value
        if type(held) is cst.Attribute and type(held.value) is cst.Name:
            return any(c.attr == held.attr.value and set(c.loops) & loops
                       for c in self.scopes.scope(scope).changes_of(held.value.value))
        return type(held) is cst.Name and \
            any(set(b.loops) & loops for b in self.scopes.scope(scope).bindings_of(held.value))

    # Edges out --------------------------------------------------------------------------------

    def edge_out(self, ref: FunctionRef, node: cst.CSTNode, ctx: TraceContext, kind: str, args=(),
                 apps=(), calls=None, part: str = "") -> None:
        """Record that the site `node` calls or transforms the remote function `ref` (`part`: which of
        the functions a list at `node` holds)."""
        self.uses.add(ref.remote)
        site = f"{self.index.name}:{kind}#{self.index.ordinal(node)}{part}"
        edge = project.Edge(ref.remote, site, sorted(ctx.transforms), int(ctx.level), ctx.origin, kind,
                    args=[(k, star, project.encode(v)) for k, star, v in args],
                    receiver=project.encode(ref.receiver) if ref.receiver is not None else None,
                    apps=[(app.name, [self.index.module.code_for_node(a).strip().rstrip(",") for a in app.config])
                          for app in apps],
                    bound=[(None, project.encode(v)) for v in ref.bound_positional] +
                          [(k, project.encode(v)) for k, v in ref.bound_keywords.items()],
                    leading=ref.leading, calls=calls or [])
        self.edges[site] = edge
        self._edge_hops[site] = ctx.via

    @functools.cached_property
    def _edge_hops(self) -> dict:
        return {}  # site -> the Hop of its edge: where it is and who makes it, placed by `summary`

    def _place_edges(self) -> None:
        """Give each edge its `via`: where its site is and why the code there is traced."""
        chains, nodes = {}, []
        for site in self.edges:
            hop = self._edge_hops.get(site)
            if hop is None or hop.node is None:
                continue
            caller = hop.caller
            chains[site] = self._chain(caller, frozenset()) if caller is not None and self.trace(caller) else ([], "")
            nodes += [hop.node] + [s.node for s in chains[site][0] if s.placed is None and s.node is not None]
        spans = self.spans(nodes)
        for site, (upstream, root) in chains.items():
            hop = self._edge_hops[site]
            span = spans.get(id(hop.node))
            if span is not None:
                self.edges[site].via = {
                    "how": hop.how, "name": hop.name, "path": shown_path(self.path), "line": span.start.line,
                    "column": span.start.column + 1, "caller": named(hop.caller) if hop.caller is not None else "",
                    "trace": [replace(s, path=shown_path(s.path)).to_row() for s in self.place(upstream, spans)],
                    "root": root or (hop.name if hop.how == "apply" else ""), "through": self.callee_text(hop.node)}

    # Edges in ---------------------------------------------------------------------------------

    def seed_incoming(self) -> None:
        if self.link is None or not self.link.incoming:
            return
        for func in self.index.functions:
            qualname = self.qualname_of(func)
            for data in self.link.incoming.get(qualname, ()) if qualname else ():
                self._edge_in(func, project.Edge(**data))
            made = self.link.incoming.get(f"{qualname}.{project.MADE}") if qualname else None
            product = made_function(func) if made else None  # the function it returns, jitted there
            for data in made if product else ():
                self._edge_in(product, project.Edge(**data))

    def _edge_in(self, func: FunctionInfo, edge) -> None:
        find = self.classes.by_qualname
        bound_positional = [project.decode(v, find) for k, v in edge.bound if k is None]
        bound_keywords = {k: project.decode(v, find) for k, v in edge.bound if k is not None}
        receiver = project.decode(edge.receiver, find) if edge.receiver is not None else None
        ref = FunctionRef(func, bound_positional, bound_keywords, bound_method=receiver is not None,
                          receiver=receiver, leading=edge.leading)
        shapes = [(k, star) for k, star, _ in edge.args]
        values = [project.decode(v, find) for _, _, v in edge.args]
        site = ("remote", edge.site)
        transforms, level = frozenset(edge.transforms), Level(edge.level)
        if edge.kind == "apply":
            apps = [a for a in (_application(name, config) for name, config in edge.apps) if a is not None]
            if not apps or edge.calls and not any(ref.binds([tuple(s) for s in shapes]) for shapes in edge.calls):
                return  # every call of the transformed function raises TypeError: none traces it
            called = self._arg_kinds(ref, shapes, values) if edge.args else None  # `jax.jit(f)(x, 0)` at once
            passed = called if called is not None and apps[0].spec.params in ("grad", "vmap") else {}
            self._apply_chain(apps, ref, transforms, passed, site, level=level, via=_hop(edge.via),
                              evidence=self._evidence(ref, (shapes, [None if v is Kind.UNKNOWN else v for v in values]))
                              if called is not None else None)
        else:
            kinds = ref.bound_kinds(Kind.CONCRETE)
            kinds.update(self._arg_kinds(ref, shapes, values))
            self._complete(ref, kinds)
            self._add(func, TraceContext(transforms, level, edge.origin, _hop(edge.via, kinds)), kinds, site)

    # What this file tells the project ---------------------------------------------------------

    def summary(self):
        out = project.FileSummary(modules=[self.index.name] if self.index.name else [])
        module = self.index.name
        if not module:
            return out
        for func in self.index.functions:
            qualname = self.qualname_of(func)
            if qualname is None:
                continue
            out.symbols[qualname] = "function"
            returns = self.call_result(func) if id(func.node) in self.returns else None
            if returns is not None and returns is not Kind.UNKNOWN:
                out.returns[qualname] = project.encode(returns)
        for cls in self.index.classes:
            if cls.top_level:
                facts = self.classes.facts(cls)
                facts.hashing = self.classes.hashing_why(cls)[:2]
                out.symbols[facts.qualname] = "class"
                out.classes[facts.qualname] = facts.to_json(self.qualname_of)
        for name in self.index.module_assigns:
            listed = self._listed_functions(name)
            if listed is not None:
                out.symbols[f"{module}.{name}"] = FUNCTIONS + " ".join(listed)
        link = self.link
        for local, target in self.index.imports.names.items():
            if link is not None and link.in_project(target) and f"{module}.{local}" not in out.symbols:
                out.symbols[f"{module}.{local}"] = "alias:" + target
        self._place_edges()
        out.edges = [asdict(e) for e in self.edges.values()]
        out.rule_facts.update(self.calls_out())
        makers = {f"{module}.{name}": True for name in sorted(self.classes.static_makers())}
        if makers:
            out.rule_facts[project.STATIC_MAKERS] = makers
        out.uses = sorted(self.uses)
        return out


def _bound_to(func: FunctionInfo) -> Optional[str]:
    """The name a lambda is assigned to on its own (`name = lambda ...`)."""
    stmt = func.def_stmt
    if type(stmt) is cst.Assign and stmt.value is func.node and len(stmt.targets) == 1 and \
            type(stmt.targets[0].target) is cst.Name:
        return stmt.targets[0].target.value
    return None


def _hop(via: dict, kinds: Optional[dict] = None) -> Optional[Hop]:
    """The Hop of a site another file placed (None when it could not place it)."""
    if not via:
        return None
    site = RemoteSite(via["path"], via["line"], via["column"], via["caller"],
                      tuple(TraceStep.from_row(row) for row in via["trace"]), via["root"], via["through"])
    return Hop(via["how"], via["name"], kinds=kinds, remote=site)


def _application(name: str, config: list) -> Optional[Application]:
    spec = apis.TRANSFORMS.get(name)
    if spec is None:
        return None
    try:
        args = list(cst.parse_expression(f"f({', '.join(config)})").args) if config else []
    except cst.ParserSyntaxError:
        return None
    return Application(name, spec, args, [])
