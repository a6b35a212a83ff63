"""`full`, as ruff's: each finding, the source lines it spans with carets under the span, and its fix
as a diff; then the summary."""

from __future__ import annotations

import difflib

from jaxlint.finding import apply_edits
from jaxlint.reporters.escape import printable
from jaxlint.reporters.output import Output
from jaxlint.reporters.text import location, summary

_SHOWN_LINES = 6  # a longer span shows its first lines, then `...`


def render_full(out: Output) -> str:
    blocks = []
    texts: dict = {}
    for f in out.findings:
        if f.path not in texts:
            texts[f.path] = out.source(f.path)
        blocks.append(_block(f, texts[f.path], out))
    tail = "\n".join(summary(out))
    return "\n\n".join(blocks + [tail] if tail else blocks)


def _block(f, text, out: Output) -> str:
    fixable = f.fix is not None and (out.unsafe_fixes or f.fix.safe)
    head = f"{location(f, out.color)} {'[*] ' if fixable else ''}{printable(f.message)}"
    lines = text.splitlines() if text is not None and f.cell is None else []  # a notebook's file is JSON
    if not 0 < f.line <= len(lines):
        return head
    last = min(f.end_line, len(lines), f.line + _SHOWN_LINES - 1)
    width = len(str(last))
    gutter = " " * width + " |"
    body = [head, gutter]
    for number in range(f.line, last + 1):
        line = lines[number - 1]
        body.append(f"{number:>{width}} | {_shown(line)}")
        if number == f.line:
            end = f.end_column if f.end_line == f.line else len(line) + 1
            pad = len(_shown(line[:f.column - 1]))
            carets = max(1, len(_shown(line[f.column - 1:end - 1])))
            body.append(f"{gutter} {' ' * pad}{'^' * carets} {f.code}")
    if last < f.end_line:
        body.append(f"{' ' * width} : ...")
    body.append(gutter)
    if f.fix is not None:
        body.append(f"{' ' * width} = fix ({f.fix.applicability}{'' if fixable else ', with --unsafe-fixes'}):")
        body.extend(f"{' ' * width}   {_shown(d)}" for d in _diff(text, f.fix.edits))
    return "\n".join(body)


def _shown(line: str) -> str:
    return printable(line).replace("\t", " ")


def _diff(text: str, edits) -> list:
    """The changed lines of the fix, `-` old and `+` new, without the unified diff's headers."""
    old = text.splitlines()
    new = apply_edits(text, edits).splitlines()
    out = []
    for line in difflib.unified_diff(old, new, n=0, lineterm=""):
        if line.startswith(("---", "+++", "@@")):
            continue
        out.append(line)
    return out
