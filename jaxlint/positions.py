"""Where chosen nodes sit in the source: libcst's `PositionProvider` ranges, for those nodes only.

The provider computes and stores a range for every node of the module, splitting every token with a
regular expression; a file with one finding paid for all of them (half the time of a 50k-line file).
Here one code generation pass tracks only the wanted nodes and counts lines only when one of them
starts or ends. The rules of the provider are kept exactly: a node's range is where its code starts and
ends, except where a node records a syntactic range (statements leave out their leading blank lines and
comments; some take their start or end from a child), which then wins.

`ranges_in_statements` is cheaper still for a few nodes (a message's or a trace's): it generates the
code of the innermost statements that hold them only (a line, not the class around it), and finds each
statement in the source to know its first line.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from typing import Iterable, Iterator, Optional

import libcst as cst
from libcst._position import CodePosition, CodeRange
from libcst._nodes.internal import CodegenState

_NEWLINE = re.compile(r"\r\n?|\n")


class _TrackingState(CodegenState):
    """Code generation that records the ranges of the nodes in `wanted` (ids), as the provider would."""

    def __init__(self, module: cst.Module, wanted: set) -> None:
        super().__init__(default_indent=module.default_indent, default_newline=module.default_newline)
        self.wanted = wanted
        self.ranges: dict = {}  # id -> CodeRange
        self._starts: dict = {}
        self._syntactic: set = set()
        self._counted = 0  # tokens already counted into line / column
        self._line, self._column = 1, 0

    def _here(self) -> CodePosition:
        pending = self.tokens[self._counted:]
        self._counted = len(self.tokens)
        if pending:
            text = "".join(pending)
            breaks = len(_NEWLINE.findall(text))
            if "\r" in text:  # the provider counts per token: "\r" then "\n" in two tokens is two breaks
                breaks += sum(1 for a, b in zip(pending, pending[1:]) if a.endswith("\r") and b.startswith("\n"))
            if breaks:
                self._line += breaks
                self._column = len(_NEWLINE.split(text)[-1])
            else:
                self._column += len(text)
        return CodePosition(self._line, self._column)

    def pop_trailing_newline(self) -> None:
        self._here()  # the provider counted the newline before the module popped it
        super().pop_trailing_newline()
        self._counted = len(self.tokens)

    def before_codegen(self, node: cst.CSTNode) -> None:
        if id(node) in self.wanted:
            self._starts[id(node)] = self._here()

    def after_codegen(self, node: cst.CSTNode) -> None:
        key = id(node)
        if key in self.wanted and key not in self._syntactic:
            self.ranges[key] = CodeRange(self._starts[key], self._here())

    @contextmanager
    def record_syntactic_position(self, node: cst.CSTNode, *, start_node: Optional[cst.CSTNode] = None,
                                  end_node: Optional[cst.CSTNode] = None) -> Iterator[None]:
        key = id(node)
        if key not in self.wanted:
            yield
            return
        for child in (start_node, end_node):  # generated inside this block: track them from here on
            if child is not None:
                self.wanted.add(id(child))
        start = self._here()
        try:
            yield
        finally:
            end = self._here()
            start = self.ranges[id(start_node)].start if start_node is not None else start
            end = self.ranges[id(end_node)].end if end_node is not None else end
            self.ranges[key] = CodeRange(start, end)
            self._syntactic.add(key)


def ranges(module: cst.Module, nodes: Iterable[cst.CSTNode]) -> dict:
    """id(node) -> CodeRange (1-based lines, 0-based columns), as `PositionProvider` gives them, for
    `nodes` of `module`; nodes not in the module are left out."""
    wanted = {id(n) for n in nodes}
    if not wanted:
        return {}
    state = _TrackingState(module, set(wanted))
    module._codegen(state)
    return {key: r for key, r in state.ranges.items() if key in wanted}


def ranges_in_statements(module: cst.Module, text: str, statements: list) -> dict:
    """`ranges` for nodes in some top-level statements, `statements` being (statement, its nodes)
    pairs; `text` is the module's source. Only the code of the innermost statement holding a node is
    generated (a line of a method, not the method or its class; nodes sharing that statement share
    its code), and found in `text` to know its first line; a statement whose code does not occur
    exactly once, from the start of a line, gives way to the one around it, and a top-level one's to
    `ranges` over the module."""
    out, rest = {}, []
    for stmt, nodes in statements:
        groups: dict = {}  # id(innermost holder) -> (the holders, outermost first; the node ids)
        paths = _holders(module, stmt, {id(n) for n in nodes})
        for n in nodes:
            path = paths.get(id(n), [((), stmt)])
            groups.setdefault(id(path[-1][1]), (path, set()))[1].add(id(n))
        for path, wanted in groups.values():
            placed = _placed_in(module, text, stmt, path, wanted)
            if placed is None:
                rest.extend(n for n in nodes if id(n) in wanted)
            else:
                out.update(placed)
    out.update(ranges(module, rest))
    return out


def _placed_in(module: cst.Module, text: str, stmt: cst.CSTNode, holders: list, wanted: set) -> Optional[dict]:
    for indents, inner in reversed(holders):
        state = _TrackingState(module, set(wanted))
        for indent in indents:
            state.increase_indent(indent)
        inner._codegen(state)
        code = "".join(state.tokens)
        at = text.find(code)
        if not code or at < 0 or text.find(code, at + 1) >= 0 or (at and text[at - 1] not in "\r\n"):
            continue
        if inner is not stmt and not wanted <= state.ranges.keys():
            continue  # a wanted node the walk for holders does not reach (whitespace, a comma) is outside
        shift = len(_NEWLINE.findall(text, 0, at))  # the statement starts a line
        return {key: CodeRange(CodePosition(r.start.line + shift, r.start.column),
                               CodePosition(r.end.line + shift, r.end.column))
                for key, r in state.ranges.items() if key in wanted}
    return None


def _holders(module: cst.Module, stmt: cst.CSTNode, wanted: set) -> dict:
    """id(node) -> (the indentation of the blocks around it, statement) for `stmt` and each statement
    inside it that holds the wanted node, outermost first; a node the walk does not reach is left out."""
    from jaxlint.model.index import code_children

    out: dict = {}
    stack = [(stmt, [((), stmt)])]
    while stack and len(out) < len(wanted):
        node, path = stack.pop()
        if id(node) in wanted:
            out[id(node)] = path
        if type(node) is cst.IndentedBlock:
            indents = path[-1][0] + (module.default_indent if node.indent is None else node.indent,)
            stack.extend((child, path + [(indents, child)]) for child in node.body)
        else:
            stack.extend((child, path) for child in code_children(node))
    return out
