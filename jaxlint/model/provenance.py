"""Provenance: why the model decided what it did, followed back only when something asks.

While the model is built, each context keeps a `Hop` (contexts.py): the transformation, the call or the
other file's site that made the function traced. Nothing else is recorded: a run pays only for the
findings it reports, and for placing the sites its traced code sends to other files (`remote`'s edges,
whose findings there name them). When a message, a finding's trace or `jaxlint explain` asks:

- `chain(func)` follows the hops back to a transformation: the steps that make `func` traced, the
  origin first (`train_step` is traced by jax.jit; `train_step` calls `loss_fn` with traced `x`);
- `reasons(expr, func)` says why a value of traced code is traced, one step per binding or operation
  back to a traced parameter (`y = x * 2`; the 3rd element of `env.step(...)`), from one more run of
  the function's value flow that notes where each name got its value (`_Noting`);
- `traced_under(info)` is the text messages use: it names the origin when that is another function's
  call or another file's site.

Steps are placed (path, line, column) only then, from the code of the top-level statements that hold
them (`positions.ranges_in_statements`); steps in other files arrive placed, in their edges.
"""

from __future__ import annotations

import os

import bisect
import functools
from dataclasses import dataclass
from typing import Optional

import libcst as cst

from jaxlint import positions
from jaxlint.finding import TraceStep
from jaxlint.model import apis
from jaxlint.model.contexts import Hop
from jaxlint.model.flow import FlowPass
from jaxlint.model.index import FunctionInfo, code_children, target_names
from jaxlint.model.kinds import kind_of

# The field of each binding statement that holds its target (tuple targets are expanded).
_TARGETS = {cst.AssignTarget: "target", cst.AugAssign: "target", cst.AnnAssign: "target", cst.For: "target",
            cst.CompFor: "target", cst.NamedExpr: "target"}
_HANDLERS = (cst.ExceptHandler, getattr(cst, "ExceptStarHandler", cst.ExceptHandler))
_MAX_HOPS = 16  # a chain longer than this is cut (recursion is cut earlier, by the functions seen)
_MAX_STEPS = 48  # of a placed chain (a cached finding's trace may hold 100)
_MAX_REASONS = 16
_SHORT = 60  # characters of source quoted in a step


@dataclass(frozen=True, eq=False)
class Step:
    """One step of a chain before it is placed: a node of this module, or a step another file placed."""

    message: str
    node: Optional[cst.CSTNode] = None
    placed: Optional[TraceStep] = None


@dataclass(frozen=True, eq=False)
class Binding:
    """Where a name got its value: `target` took (part of) `source`'s value.

    how: "=" (the value itself), "item" (an element of iterating `source`), "update" (`x += source`);
    `index`: the positions in tuple targets (`obs, reward, done = env.step(...)`: done is (2,))."""

    target: cst.Name
    value: object  # what the name took (kinds.Value)
    source: Optional[cst.BaseExpression]
    how: str
    index: tuple = ()


class _Noting(FlowPass):
    """A function's value flow run again, noting where each name got the value it is read with:
    `reads` (id of a name read -> its Binding) and `bindings` (id of a bound name -> its Binding). The
    latest binding in walk order wins, which is exact for straight-line code."""

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self.current: dict = {}  # name -> its latest Binding
        self.reads: dict = {}
        self.bindings: dict = {}
        self._stmt = None
        self._parts: dict = {}  # id(an element of a tuple target) -> (source, index, how) of the whole
        self._iterated = None  # the iterable the next target is bound from

    def stmt(self, s) -> None:
        outer, self._stmt = self._stmt, s
        super().stmt(s)
        self._stmt = outer

    def iter_value(self, it, value, target, body):
        self._iterated = it
        return super().iter_value(it, value, target, body)

    def bind(self, target, value, source, is_bool: bool) -> None:
        iterated, self._iterated = self._iterated, None
        part = self._parts.pop(id(target), None)
        if source is not None:
            whole = (source, (), "=")
        elif part is not None:
            whole = part
        elif iterated is not None:
            whole = (iterated, (), "item")
        elif type(self._stmt) is cst.AugAssign and self._stmt.target is target:
            whole = (self._stmt.value, (), "update")
        else:
            whole = (None, (), "=")
        if type(target) in (cst.Tuple, cst.List):
            for i, el in enumerate(target.elements):
                self._parts[id(el.value)] = (whole[0], whole[1] + (i,), whole[2])
        elif type(target) is cst.Name:
            binding = Binding(target, value, whole[0], whole[2], whole[1])
            self.current[target.value] = binding
            self.bindings[id(target)] = binding
        super().bind(target, value, source, is_bool)

    def name(self, e: cst.Name):
        self.reads[id(e)] = self.current.get(e.value)
        return super().name(e)


class Provenance:
    """Mixed into `SemanticModel`: the chains and reasons above, and where they are."""

    # Why a function is traced ---------------------------------------------------------------

    def chain(self, func: FunctionInfo) -> list:
        """The steps that make `func` traced, the origin first ([] when it is not traced)."""
        return self._chain(func, frozenset())[0]

    def _chain(self, func: FunctionInfo, seen: frozenset) -> tuple:
        """(steps, the name of the transformation at the origin, "" when not known)."""
        ctx = self._context(func, seen) if len(seen) < _MAX_HOPS else None
        if ctx is None:
            return [], ""
        hop = ctx.via
        seen = seen | {id(func.node)}
        site = hop.remote
        if site is not None:
            steps = [Step(s.message, placed=s) for s in site.upstream]
            message = self._hop_message(func, hop, site.caller)
            steps.append(Step(message, placed=TraceStep(site.path, site.line, site.column, message)))
            return steps, site.root or (hop.name if hop.how == "apply" else "")
        before, root = [], ""
        if hop.caller is not None and self.trace(hop.caller) is not None:
            before, root = self._chain(hop.caller, seen)
        if hop.how == "apply" and not root:
            root = hop.name
        caller = named(hop.caller) if hop.caller is not None else ""
        return before + [Step(self._hop_message(func, hop, caller), hop.node)], root

    def _context(self, func: FunctionInfo, seen: frozenset):
        """The context a chain follows: the surest (as `TraceInfo.best`), and of those first one whose
        site in another file was not reached through this file (files calling each other in a cycle);
        calls from functions already in the chain (recursion) are left out."""
        def rank(ctx):
            upstream = ctx.via.remote.upstream if ctx.via.remote is not None else ()
            return ctx.level, ctx.abstract, not any(step.path == self.path for step in upstream)

        contexts = [c for c in self.contexts.get(id(func.node), ()) if c.via is not None and
                    (c.via.caller is None or id(c.via.caller.node) not in seen)]
        if not contexts:
            return None
        best = max(map(rank, contexts))

        def site(ctx):  # of equals, the first site in path order: the same whichever files were named
            remote = ctx.via.remote
            return (os.path.abspath(remote.path), remote.line) if remote is not None else ("", 0)

        return min((c for c in contexts if rank(c) == best), key=site)

    def _hop_message(self, func: FunctionInfo, hop: Hop, caller: str) -> str:
        name = named(func)
        if hop.how == "apply":
            return f"{name} is traced by {hop.name}"
        if hop.how == "call":
            through = hop.remote.through if hop.remote is not None else self.callee_text(hop.node)
            through = f" through `{through}`" if through and through.rsplit(".", 1)[-1] != func.name else ""
            traced = [f"`{p.name}`" for p in func.params
                      if p.name not in ("self", "cls") and kind_of((hop.kinds or {}).get(p.name)).traced]
            return f"{caller} calls {name}{through}" + (f" with traced {', '.join(traced)}" if traced else "")
        if hop.how == "map":
            return f"{caller} maps {name} over traced values with {hop.name}"
        if hop.how == "pass":
            return f"{caller} passes {name} to a function that may call it while tracing"
        if hop.how == "rule":
            return f"{name} is a custom derivative rule, traced with its function"
        return f"{name} is a {hop.name} module method, traced under the user's jit"

    def callee_text(self, node: Optional[cst.CSTNode]) -> str:
        """What a call calls, as written (`model.apply`, `self.step`); "" for other nodes."""
        if not isinstance(node, cst.Call):
            return ""
        return " ".join(self.index.module.code_for_node(node.func).split())

    def traced_under(self, info) -> str:
        """Where a value is traced, for messages. A transformation applied to the function in this file:
        "under jax.jit" (a loop body: "under jax.lax.scan"). Otherwise the origin too: "in `loss_fn`,
        called from `train_step` (train.py:40, under jax.jit)", "under jax.jit (applied in train.py:40)"."""
        ctx = self._context(info.func, frozenset()) if info.func is not None else None
        origin = (ctx or info.best).origin
        if origin.startswith(("called from", "passed from")):
            plain = f"in a function {origin}"
        else:
            plain = f"under {origin}" if "." in origin else f"in {origin}"
        hop = ctx.via if ctx is not None else None
        if hop is None or (hop.remote is None and hop.how in ("apply", "rule", "method")):
            return plain
        where = self._site_text(hop)
        if where is None:
            return plain
        if hop.how == "apply":
            return f"under {hop.name} (applied in {where})"
        _, root = self._chain(info.func, frozenset())
        caller = hop.remote.caller if hop.remote is not None else named(hop.caller)
        verb = {"call": "called from", "map": f"mapped by {hop.name} in", "pass": "passed from"}[hop.how]
        return f"in {named(info.func)}, {verb} {caller} ({where}" + (f", under {root})" if root else ")")

    def _site_text(self, hop: Hop) -> Optional[str]:
        """"path:line" of a hop's site."""
        if hop.remote is not None:
            return f"{shown_path(hop.remote.path)}:{hop.remote.line}"
        span = self.spans([hop.node]).get(id(hop.node)) if hop.node is not None else None
        return self.where(span.start.line) if span is not None else None

    def in_cell(self, line: int) -> Optional[tuple]:
        """(cell number, line in it) of a line of a notebook's joined cells; None outside notebooks."""
        if not self.cells:
            return None
        start, number = self.cells[max(bisect.bisect_right([s for s, _ in self.cells], line) - 1, 0)]
        return number, line - start + 1

    def where(self, line: int) -> str:
        """A line of this module as findings name it: "train.py:40", "nb.ipynb:cell 3:4"."""
        cell = self.in_cell(line)
        if cell is not None:
            return f"{self.path}:cell {cell[0]}:{cell[1]}"
        return f"{self.path}:{line}" if self.path else f"line {line}"

    # Why a value is traced -------------------------------------------------------------------

    def noted(self, func: FunctionInfo) -> _Noting:
        """`func`'s value flow run once more with its bindings noted (once per function). The model is
        solved by then, so the calls it reports back change nothing; what it queues is dropped."""
        found = self._noted_runs.get(id(func.node))
        if found is None:
            key = id(func.node)
            closure, bools = self.closures.get(key, ({}, frozenset()))
            queued = list(self._queue)
            found = _Noting(self, func, self.param_kinds.get(key, {}), closure, bools)
            found.run()
            self._queue[:] = queued
            self._noted_runs[key] = found
        return found

    @functools.cached_property
    def _noted_runs(self) -> dict:
        return {}

    def reasons(self, expr: cst.CSTNode, func: FunctionInfo) -> list:
        """Why `expr` (read, or bound, in traced `func`) is traced: steps from `expr` back to where its
        value entered `func` (a parameter, a closure), the expression itself first; [] when it is not."""
        out, seen = [], set()
        while expr is not None and len(out) < _MAX_REASONS and id(expr) not in seen:
            seen.add(id(expr))
            step, expr = self._reason(func, expr)
            if step is None:
                break
            out.append(step)
        return out

    def binding(self, func: FunctionInfo, name: cst.Name) -> tuple:
        """(the Binding a name bound in `func` takes, the Binding a name read there was given); a name
        no statement of `func` binds needs no second run of its flow."""
        if name.value not in self._bound_names(func):
            return None, None
        run = self.noted(func)
        return run.bindings.get(id(name)), run.reads.get(id(name))

    def _reason(self, func: FunctionInfo, e: cst.CSTNode) -> tuple:
        """(the step that says why `e` is traced, the expression that step takes its value from)."""
        t = type(e)
        bound, read = self.binding(func, e) if t is cst.Name else (None, None)
        kind = kind_of(bound.value) if bound is not None else self.kind(e)
        if not kind.traced:
            return None, None
        if t is cst.Name:
            binding = bound or read
            if binding is None:
                return self.entry(func, e.value, e), None
            source = binding.source
            if binding.how == "update" and not self.kind(source).traced:
                source = None  # traced before the update
            return self._binding_step(binding), source
        text = _quoted(self, e)
        if t is cst.Call:
            return self._call_reason(func, e, text)
        if t in (cst.BinaryOperation, cst.Comparison, cst.UnaryOperation, cst.BooleanOperation):
            operand = _traced(self, _operands(e))
            return (Step(f"{text} is computed from traced {_quoted(self, operand)}", e), operand) if operand \
                else (Step(f"{text} is a {kind.value}", e), None)
        if t in (cst.Subscript, cst.Attribute):
            what = "indexes" if t is cst.Subscript else "is an attribute of"
            return Step(f"{text} {what} traced {_quoted(self, e.value)}", e), e.value
        if t in (cst.Tuple, cst.List, cst.Set):
            element = _traced(self, [el.value for el in e.elements])
            return (Step(f"{text} holds traced {_quoted(self, element)}", e), element) if element \
                else (Step(f"{text} is a {kind.value}", e), None)
        if t is cst.IfExp:
            branch = _traced(self, [e.body, e.orelse])
            return Step(f"{text} may be {_quoted(self, branch)}", e), branch
        if t in (cst.NamedExpr, cst.StarredElement):
            return Step(f"{text} is {_quoted(self, e.value)}", e), e.value
        return Step(f"{text} is a {kind.value}", e), None

    def _call_reason(self, scope: FunctionInfo, call: cst.Call, text: str) -> tuple:
        qual = self.qualname(call.func)
        argument = _traced(self, [a.value for a in call.args])
        if qual is not None and qual.startswith(apis.TRACING_MODULES) and qual not in apis.ARGUMENT_RESULTS:
            if argument is not None:
                return Step(f"{text} is computed by {qual} from traced {_quoted(self, argument)}", call), argument
            return Step(f"{text} is made by {qual} while tracing, so it is a tracer", call), None
        func = call.func
        if isinstance(func, cst.Attribute) and qual is None and self.kind(func.value).traced:
            return Step(f"{text} is a method call on traced {_quoted(self, func.value)}", call), func.value
        if argument is not None and self.resolve_function(func, scope, remote=True) is None and \
                self.application(func) is None:
            return Step(f"{text} is computed from traced {_quoted(self, argument)}", call), argument  # a builtin
        if argument is not None:
            return Step(f"{text} returns a traced value, called with traced {_quoted(self, argument)}", call), argument
        ref = self.resolve_function(func, scope, remote=True)
        if ref is not None and ref.remote is None and self.jax_jitted(ref.info):
            return Step(f"{text} is an output of jitted `{ref.info.name}`, so a tracer where traced code calls it",
                        call), None
        return Step(f"{text} returns a traced value", call), None

    def _binding_step(self, binding: Binding) -> Step:
        name = f"`{binding.target.value}`"
        source = _quoted(self, binding.source) if binding.source is not None else "a traced value"
        part = "".join(f"the {_ordinal(i)} element of " for i in reversed(binding.index))
        if binding.how == "item":
            return Step(f"{name} is {part}an element of {source}", binding.target)
        if binding.how == "update":
            return Step(f"{name} is updated with {source}", binding.target)
        return Step(f"{name} is {part}{source}" if part else f"{name} = {source}", binding.target)

    def _bound_names(self, func: FunctionInfo) -> frozenset:
        """Every name a statement of `func`'s own body binds (nested functions left out)."""
        found = self._bound.get(id(func.node))
        if found is None:
            names, stack = set(), [func.node.body]
            while stack:
                node = stack.pop()
                t = type(node)
                if t in (cst.FunctionDef, cst.ClassDef):
                    names.add(node.name.value)
                    continue
                if t is cst.Lambda:
                    continue
                target = _TARGETS.get(t)
                if target is not None:
                    names.update(target_names(getattr(node, target)) if getattr(node, target) is not None else ())
                elif t is cst.WithItem and node.asname is not None:
                    names.update(target_names(node.asname.name))
                elif t in _HANDLERS and node.name is not None:
                    names.update(target_names(node.name.name))
                stack.extend(code_children(node))
            found = self._bound[id(func.node)] = frozenset(names)
        return found

    @functools.cached_property
    def _bound(self) -> dict:
        return {}

    def entry(self, func: FunctionInfo, name: str, read: cst.CSTNode) -> Step:
        """How a name no statement of `func` binds got its value (a parameter, a closure, a global),
        placed at the parameter, else where it is `read`."""
        param = _param_node(func, name)
        if param is not None:
            return Step(f"`{name}` is a traced parameter of {named(func)}", param)
        if func.parent is not None and name in self.closures.get(id(func.node), ({}, None))[0]:
            return Step(f"`{name}` is closed over from {named(func.parent)}", read)
        return Step(f"`{name}` is a traced module-level value", read)

    # Findings --------------------------------------------------------------------------------

    def function_at(self, node: cst.CSTNode) -> Optional[FunctionInfo]:
        """The function whose value flow evaluated `node` (or the nearest expression in it)."""
        func = self.index.function_of(node)
        if func is not None:
            return func
        queue, looked = [node], 0
        while queue and looked < 64:
            candidate = queue.pop(0)
            looked += 1
            for key, values in self._runs.items():
                if id(candidate) in values:
                    return self.index.by_node.get(key)
            queue.extend(code_children(candidate))
        return None

    def trace_steps(self, node: cst.CSTNode) -> list:
        """A finding's trace, unplaced: why its function is traced, then why `node` is, origin first."""
        func = self.function_at(node)
        if func is None or self.trace(func) is None:
            return []
        return self.chain(func) + list(reversed(self.reasons(node, func)))

    # Where steps are -------------------------------------------------------------------------

    def place(self, steps: list, spans: Optional[dict] = None) -> tuple:
        """TraceSteps for `steps` (nodes placed from `spans` when given, else here); steps that cannot
        be placed are left out, and of a long chain (files calling each other in a cycle) the origin
        and the steps nearest the end are kept."""
        spans = spans if spans is not None else self.spans([s.node for s in steps if s.placed is None and s.node])
        out = []
        for step in steps:
            if step.placed is not None:
                out.append(step.placed)
            elif step.node is not None and id(step.node) in spans:
                start = spans[id(step.node)].start
                out.append(TraceStep(self.path, start.line, start.column + 1, step.message))
        return tuple(out if len(out) <= _MAX_STEPS else out[:1] + out[1 - _MAX_STEPS:])

    def spans(self, nodes: list) -> dict:
        """id(node) -> CodeRange for nodes of this module, from the code of the statements that hold them."""
        memo = self._spans
        todo = {id(n): n for n in nodes if id(n) not in memo}
        if todo:
            memo.update(positions.ranges_in_statements(self.index.module, self.source, self._statements_of(todo)))
        return {id(n): memo[id(n)] for n in nodes if id(n) in memo}

    @functools.cached_property
    def _spans(self) -> dict:
        # Positions read the tree and its text alone: kept with the tree for its next analysis.
        return self._shared.setdefault("spans", {})

    @functools.cached_property
    def source(self) -> str:
        return self._source if self._source is not None else self.index.module.code

    def _statements_of(self, wanted: dict) -> list:
        """(top-level statement, the wanted nodes in it) pairs, walking statements until all are found."""
        out = []
        for stmt in self.index.module.body:
            if not wanted:
                break
            found, stack = [], [stmt]
            while stack:
                node = stack.pop()
                if id(node) in wanted:
                    found.append(wanted.pop(id(node)))
                stack.extend(code_children(node))
            if found:
                out.append((stmt, found))
        return out


def named(func: FunctionInfo) -> str:
    """A function as messages name it: `step`, `Trainer.step`, a lambda."""
    if func.name == "<lambda>":
        return "a lambda"
    return f"`{func.owner.name}.{func.name}`" if func.owner is not None else f"`{func.name}`"


def _quoted(model, node: cst.CSTNode) -> str:
    text = " ".join(model.index.module.code_for_node(node).split())
    return f"`{text}`" if len(text) <= _SHORT else f"`{text[:_SHORT - 3]}...`"


def _ordinal(i: int) -> str:
    n = i + 1
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _operands(e: cst.CSTNode) -> list:
    if type(e) is cst.Comparison:
        return [e.left] + [c.comparator for c in e.comparisons]
    if type(e) is cst.UnaryOperation:
        return [e.expression]
    return [e.left, e.right]


def _traced(model, exprs: list) -> Optional[cst.CSTNode]:
    return next((x for x in exprs if model.kind(x).traced), None)


def _param_node(func: FunctionInfo, name: str) -> Optional[cst.Param]:
    params = func.node.params
    everything = [*params.posonly_params, *params.params, *params.kwonly_params]
    everything += [p for p in (params.star_arg, params.star_kwarg) if isinstance(p, cst.Param)]
    return next((p for p in everything if p.name.value == name), None)


def shown_path(path: str) -> str:
    """A path as messages name it: relative to the working folder when it is under it."""
    if os.path.isabs(path):
        relative = os.path.relpath(path)
        return path if relative.startswith("..") else relative
    return path
