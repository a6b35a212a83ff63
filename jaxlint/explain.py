"""`jaxlint explain FILE:LINE`: every expression on a line, what the model says it is, and why.

FILE is analysed as part of its project, as a run over the project analyses it (the other files under
its configuration's root are the context whose traced code reaches it); then its model, with what the
project told it, answers for each expression on the line: its kind, and for a traced value the steps
back to the transformation that traces it, nearest first:

    done: tracer <- `done` is the 3rd element of `env.step(state, action)` <- ... <- `train_step` is
    traced by jax.jit (train.py:40)
"""

from __future__ import annotations

import os
import sys
from typing import Optional

import libcst as cst

from jaxlint.config import ConfigError, Resolver
from jaxlint.result import decode
from jaxlint.model import SemanticModel
from jaxlint.model.index import code_children
from jaxlint.model.kinds import kind_of
from jaxlint.outcome import EXIT_CLEAN, EXIT_ERROR
from jaxlint.positions import ranges, ranges_in_statements
from jaxlint.reporters.escape import printable
from jaxlint.project import scope as project_scope
from jaxlint.runner import analyse

USAGE = "usage: jaxlint explain FILE:LINE (e.g. jaxlint explain train.py:40)"


class UsageError(ValueError):
    pass


def main(argv: list) -> int:
    try:
        path, line = _target(argv)
        text = _read(path, line)
        lines = explain(project_model(path, text, Resolver()), line)
    except (UsageError, ConfigError) as exc:
        print(f"jaxlint: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    print("\n".join(printable(text) for text in lines))
    return EXIT_CLEAN


def _target(argv: list) -> tuple:
    """(path, line) from `FILE:LINE`; a UsageError says what is wrong with it."""
    if len(argv) != 1:
        raise UsageError(USAGE)
    path, _, line = argv[0].rpartition(":")
    if not path or not line.isdigit() or int(line) < 1:
        raise UsageError(f"expected FILE:LINE, not {argv[0]!r}; {USAGE}")
    if not os.path.isfile(path):
        raise UsageError(f"{path}: no such file")
    if not path.endswith((".py", ".pyi")):
        raise UsageError(f"{path}: explain reads Python files (.py, .pyi)")
    return path, int(line)


def _read(path: str, line: int) -> str:
    try:
        with open(path, "rb") as fh:
            text = decode(fh.read())
    except (OSError, UnicodeDecodeError, SyntaxError, LookupError) as exc:
        raise UsageError(f"{path}: cannot read it: {' '.join(str(exc).split())}") from None
    count = len(text.splitlines())
    if line > count:
        raise UsageError(f"{path} has {count} lines, not {line}")
    return text


def project_model(path: str, text: str, resolver: Resolver) -> SemanticModel:
    """The model of `path` (whose source is `text`) as a run naming it builds it, with the rest of its
    project (see `jaxlint.project.scope`)."""
    try:
        module = cst.parse_module(text)
    except cst.ParserSyntaxError as exc:
        raise UsageError(f"{path}: cannot analyse it: {' '.join(exc.message.split())}") from None
    analysis = analyse([path], resolver, project_scope.scope([path], resolver))
    return SemanticModel(module, frozenset(), analysis.links.get(path), path, text)


def explain(model: SemanticModel, line: int) -> list:
    """The explanation of `line`: the line itself, then one line per expression on it."""
    source = model.source.splitlines()
    out = [f"{model.where(line)}: {source[line - 1].strip()}"]
    nodes = _on_line(model, line)
    if not nodes:
        return out + ["  no expression on this line"]
    seen = set()
    around = next(filter(None, (_function_of(model, n) for n in nodes)), None)  # for targets, not evaluated
    for node in nodes:
        func = _function_of(model, node) or around
        text = _text(model, node)
        if func is None or model.trace(func) is None or text in seen or not _has_value(model, func, node):
            continue
        seen.add(text)
        kind, steps = _why(model, func, node)
        chain = [_step_text(model, step, line) for step in model.place(steps)]
        out.append(f"  {text}: {kind.value}" + "".join(f" <- {c}" for c in chain))
    return out if seen else out + ["  not in traced code"]


def _why(model: SemanticModel, func, node) -> tuple:
    """(the kind of `node`, the steps that say why it is traced, nearest first)."""
    if isinstance(node, cst.Param):
        kind = model.param_kind(func, node.name.value)
        reasons = [model.entry(func, node.name.value, node)]
    else:
        bound, _ = model.binding(func, node) if isinstance(node, cst.Name) else (None, None)
        kind = model.kind(node) if bound is None else kind_of(bound.value)
        reasons = model.reasons(node, func)
    return kind, (reasons + list(reversed(model.chain(func))) if kind.traced else [])


def _has_value(model: SemanticModel, func, node) -> bool:
    """Whether the model gave `node` a value: evaluated, bound (a target name) or a parameter."""
    if isinstance(node, cst.Param) or id(node) in model.expr_values:
        return True
    return isinstance(node, cst.Name) and model.binding(func, node)[0] is not None


def _step_text(model: SemanticModel, step, line: int) -> str:
    """A step's message, with where it is unless that is the line explained."""
    if step.path == model.path and step.line == line:
        return step.message
    return f"{step.message} ({step.path}:{step.line})"


def _on_line(model: SemanticModel, line: int) -> list:
    """The expressions (and parameters) that start on `line`, outermost first, leaving out callees
    and names of imported modules and functions: values only."""
    module = model.index.module
    tops = ranges(module, module.body)
    stmt = next((s for s in module.body if tops[id(s)].start.line <= line <= tops[id(s)].end.line), None)
    if stmt is None:
        return []
    nodes, stack = [], [stmt]
    while stack:
        node = stack.pop()
        if isinstance(node, (cst.BaseExpression, cst.Param)) and not _names_import(model, node):
            nodes.append(node)
        if isinstance(node, cst.Call):  # the arguments, and the object of a method call
            children = ([node.func.value] if isinstance(node.func, cst.Attribute) else []) + [a.value for a in node.args]
        else:
            children = list(code_children(node))
        stack.extend(reversed(children))
    spans = ranges_in_statements(module, model.source, [(stmt, nodes)])
    return [n for n in nodes if id(n) in spans and spans[id(n)].start.line == line]


def _names_import(model: SemanticModel, node) -> bool:
    return isinstance(node, (cst.Name, cst.Attribute)) and model.qualname(node) is not None


def _function_of(model: SemanticModel, node) -> Optional[object]:
    if isinstance(node, cst.Param):
        return model.index.function_of(_def_of(model, node))
    return model.function_at(node)


def _def_of(model: SemanticModel, param: cst.Param):
    """The function node whose parameter `param` is."""
    for func in model.index.functions:
        params = func.node.params
        if any(p is param for p in (*params.posonly_params, *params.params, *params.kwonly_params,
                                    params.star_arg, params.star_kwarg)):
            return func.node
    return None


def _text(model: SemanticModel, node) -> str:
    return " ".join(model.index.module.code_for_node(node.name if isinstance(node, cst.Param) else node).split())
