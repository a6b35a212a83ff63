"""What a lint run reports: findings and the fixes they offer (the types of the public API).

Positions are 1-based; columns count characters (code points), and an end is exclusive.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Optional

SAFE, UNSAFE = "safe", "unsafe"  # a fix's applicability, as ruff's: unsafe ones may change behaviour
ADD_NOQA = "noqa"  # the engine's `fix` mode of --add-noqa


@dataclass(frozen=True)
class Edit:
    """Replace the text from (line, column) up to (end_line, end_column) with `content`."""

    line: int
    column: int
    end_line: int
    end_column: int
    content: str


@dataclass(frozen=True)
class Fix:
    """A rewrite that removes a finding: its edits (in order, not overlapping) and whether it is safe."""

    edits: tuple
    applicability: str = SAFE

    @property
    def safe(self) -> bool:
        return self.applicability == SAFE


@dataclass(frozen=True)
class TraceStep:
    """One step of a finding's provenance: where something happened that made the value traced (the
    transformation, a call with traced arguments, a binding) and what."""

    path: str
    line: int
    column: int
    message: str
    cell: Optional[int] = None  # in a notebook: the cell; `line` is in it

    def to_row(self) -> list:
        return [self.path, self.line, self.column, self.message, self.cell]

    @classmethod
    def from_row(cls, row: list) -> "TraceStep":
        return cls(*row)


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    column: int
    end_line: int
    end_column: int
    code: str
    name: str
    message: str
    fix: Optional[Fix] = None
    noqa_line: int = 0  # where a `# noqa` silences this finding (a line that can end in a comment)
    cell: Optional[int] = None  # in a notebook: the cell (1-based, counting every cell); `line` is in it
    trace: tuple = ()  # TraceSteps, the origin first: why the reported value is traced

    @property
    def fixable(self) -> bool:
        return self.fix is not None

    def sort_key(self):
        return (self.path, self.cell or 0, self.line, self.column, self.code)

    def up(self, lines: int) -> "Finding":
        """The finding numbered `lines` lines higher, its fix and noqa line too (a notebook cell's
        lines, from the joined module's)."""
        fix = self.fix and Fix(tuple(replace(e, line=e.line - lines, end_line=e.end_line - lines)
                                     for e in self.fix.edits), self.fix.applicability)
        return replace(self, line=self.line - lines, end_line=self.end_line - lines, fix=fix,
                       noqa_line=self.noqa_line - lines if self.noqa_line else 0)

    def to_row(self) -> list:
        """The finding without its path, as JSON-ready data (the cache stores these)."""
        fix = None if self.fix is None else [self.fix.applicability, [
            [e.line, e.column, e.end_line, e.end_column, e.content] for e in self.fix.edits]]
        return [self.line, self.column, self.end_line, self.end_column, self.code, self.name, self.message,
                fix, self.noqa_line, self.cell, [step.to_row() for step in self.trace]]

    @classmethod
    def from_row(cls, path: str, row: list) -> "Finding":
        *head, fix, noqa_line, cell, trace = row
        if fix is not None:
            applicability, edits = fix
            fix = Fix(tuple(Edit(*e) for e in edits), applicability)
        return cls(path, *head, fix=fix, noqa_line=noqa_line, cell=cell,
                   trace=tuple(TraceStep.from_row(step) for step in trace))


def apply_edits(text: str, edits: Iterable[Edit]) -> str:
    """`text` with every edit applied; the edits must not overlap."""
    starts = line_starts(text)

    def offset(line: int, column: int) -> int:
        return starts[line - 1] + column - 1

    out, end = [], len(text)
    for edit in sorted(edits, key=lambda e: (e.line, e.column), reverse=True):
        begin, stop = offset(edit.line, edit.column), offset(edit.end_line, edit.end_column)
        out.append(text[stop:end])
        out.append(edit.content)
        end = begin
    out.append(text[:end])
    return "".join(reversed(out))


def line_starts(text: str) -> list:
    """The offset where each line begins (lines end at \\n, \\r\\n or \\r, as Python reads them)."""
    starts = [0]
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "\r" and i + 1 < n and text[i + 1] == "\n":
            i += 1
        if ch in "\r\n":
            starts.append(i + 1)
        i += 1
    starts.append(n)  # an edit may end just past the last line
    return starts


def overlaps(a: Edit, b: Edit) -> bool:
    return (a.line, a.column) < (b.end_line, b.end_column) and (b.line, b.column) < (a.end_line, a.end_column)
