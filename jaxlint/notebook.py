"""Jupyter notebooks: code cells joined into one module for the engine, findings mapped back to
their cell and line, and fixes written back into the changed cells only.

Every code cell keeps its own lines (IPython syntax is replaced on its line, never removed), and a
boundary comment line separates cells, so a joined line maps to one cell line and the fixed module
splits back into cells. Columns never move. Cells are numbered among all cells, from 1, as in ruff.
"""

from __future__ import annotations

import ast
import bisect
import json
import re
import warnings
from dataclasses import dataclass, field, replace
from typing import Optional

from jaxlint.engine import Finding, lint_source, worth_linting
from jaxlint.result import SYNTAX_ERROR, FileResult, cannot_read

BOUNDARY = "# jaxlint: cell boundary"
_MARK = "  # jaxlint: ipython "  # + the cell line it stands for, so a fixed cell gets it back
_MARKED = re.compile(re.escape(_MARK) + r"(\d+)$")
# Cell magics whose body is the cell's own Python code.
TRANSPARENT_CELL_MAGICS = frozenset({"capture", "debug", "prun", "time", "timeit"})
# IPython's line magics, which a cell may call without `%` (automagic): such a cell is not Python.
AUTOMAGICS = frozenset("""
    alias alias_magic autoawait autocall automagic bookmark cd code_wrap colors conda config debug dhist
    dirs doctest_mode edit env gui history killbgscripts load load_ext loadpy logoff logon logstart
    logstate logstop lsmagic macro magic mamba matplotlib micromamba notebook page pastebin pdb pdef pdoc
    pfile pinfo pinfo2 pip popd pprint precision prun psearch psource pushd pwd pycat pylab quickref
    recall rehashx reload_ext rerun reset reset_selective run save sc set_env sx system tb time timeit
    unalias unload_ext who who_ls whos xdel xmode""".split())
_HELP = re.compile(r"^\?{0,2}[\w.*\[\]]+\?{0,2}$")
_ASSIGNED = re.compile(r"^(\s*[\w.]+(?:\s*,\s*[\w.]+)*\s*=\s*)[%!]")


@dataclass
class Cell:
    number: int  # 1-based, among all cells
    source: str  # as in the notebook
    code: str = ""  # what the engine sees: same lines, IPython syntax replaced, or blank when skipped
    error: Optional[Finding] = None
    indent: str = ""  # the indentation of the cell's first line, which IPython removes from every line


def _ipython_line(line: str, number: int) -> Optional[str]:
    """The Python stand-in for an IPython line at the start of a logical line, or None."""
    stripped = line.strip()
    indent = line[:len(line) - len(line.lstrip())]
    if stripped.startswith(("%", "!", "?")) or _HELP.match(stripped) and stripped.endswith("?"):
        return f"{indent}pass{_MARK}{number}"
    assigned = _ASSIGNED.match(line)
    if assigned:  # `x = %time f()`, `files = !ls`
        return f"{assigned.group(1)}None{_MARK}{number}"
    return None


def _scan(line: str, state: list) -> None:
    """Advance [bracket depth, open string quote, continued] over one line of Python."""
    depth, quote = state[0], state[1]
    state[2] = False
    i, n = 0, len(line)
    while i < n:
        c = line[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if line.startswith(quote, i):
                i += len(quote)
                quote = None
                continue
            i += 1
            continue
        if c == "#":
            break
        if c in "\"'":
            quote = line[i:i + 3] if line[i:i + 3] in ('"""', "'''") else c
            i += len(quote)
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth = max(0, depth - 1)
        elif c == "\\" and i == n - 1:
            state[2] = True
        i += 1
    if quote is not None and len(quote) == 1:  # an unterminated one-line string ends with its line
        quote = None
    state[0], state[1] = depth, quote


def _python_of(source: str) -> Optional[str]:
    """The cell with IPython lines replaced (None: not Python: a cell magic or an automagic)."""
    lines = source.split("\n")
    # Colab's form lines (`#@title`) may come before a cell magic: the first line of code decides
    top = next((i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")), 0)
    first = lines[top].strip()
    if first.startswith("%%"):
        if first[2:].split(" ", 1)[0] not in TRANSPARENT_CELL_MAGICS:
            return None
        lines[top] = f"pass{_MARK}{top}"
        start = top + 1
    else:
        start = 0
    state = [0, None, False]
    escaped = False  # the line before is IPython continued by a backslash: this one is part of it
    for number in range(start, len(lines)):
        line = lines[number]
        if escaped:
            escaped = line.endswith("\\")
            lines[number] = ""
            continue
        if state[0] == 0 and state[1] is None and not state[2]:
            stand_in = _ipython_line(line, number)
            if stand_in is not None:
                escaped = line.endswith("\\")
                lines[number] = stand_in
                continue
        _scan(line, state)
    return "\n".join(lines)


def _syntax_error(code: str) -> Optional[SyntaxError]:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(code, "<cell>", "exec", ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    except SyntaxError as exc:
        return exc
    except (ValueError, RecursionError, MemoryError) as exc:  # null bytes, deep nesting
        return SyntaxError(str(exc))
    return None


def _prepare(cell: Cell, path: str) -> None:
    blank = "\n" * cell.source.count("\n")
    code = _python_of(cell.source)
    if code is not None:
        code, cell.indent = _dedented(code)
    error = _syntax_error(code) if code is not None else None
    first_word = cell.source.strip().split(None, 1)[0] if cell.source.strip() else ""
    if code is None or error is not None and first_word in AUTOMAGICS:
        cell.code = blank
    elif error is not None:  # Jupyter runs each cell alone: the others are still linted
        line, column = error.lineno or 1, max(error.offset or 1, 1)
        cell.error = Finding(path, line, column, line, column, SYNTAX_ERROR, "syntax-error",
                             f"syntax error: {error.msg}", cell=cell.number)
        cell.code = blank
    else:
        cell.code = code


def _dedented(code: str) -> tuple:
    """IPython's leading-indent transform: when the first line of code is indented, that indentation
    is removed from every line that starts with it. (the code, the indentation removed)"""
    first = next((line for line in code.split("\n") if line.strip()), "")
    indent = first[:len(first) - len(first.lstrip())]
    if not indent or first.lstrip().startswith("#"):
        return code, ""
    return "\n".join(line[len(indent):] if line.startswith(indent) else line for line in code.split("\n")), indent


def _line_ended(code: str) -> str:
    return code if code.endswith("\n") else code + "\n"


@dataclass
class Joined:
    """The module the engine lints, and where each cell starts in it."""

    cells: list
    text: str = ""
    starts: list = field(default_factory=list)  # the joined line (1-based) of each cell's first line

    def __post_init__(self) -> None:
        parts, line = [], 1
        for cell in self.cells:
            code = _line_ended(cell.code)
            self.starts.append(line)
            parts.append(code)
            line += code.count("\n") + 1  # and the boundary line
        self.text = "".join(part + BOUNDARY + "\n" for part in parts)

    def place(self, finding: Finding) -> Finding:
        k = self._cell_at(finding.line)
        start = self.starts[k]
        height = max(_line_ended(self.cells[k].code).count("\n"), 1)
        moved = finding.up(start - 1)
        line = min(moved.line, height)
        end_line = min(max(moved.end_line, line), height)
        trace = tuple(self._place_step(step) if step.path == finding.path else step for step in finding.trace)
        shift = len(self.cells[k].indent)  # the columns of the cell as written
        return replace(moved, line=line, end_line=end_line, cell=self.cells[k].number, trace=trace,
                       column=moved.column + shift, end_column=moved.end_column + shift)

    def _cell_at(self, line: int) -> int:
        return max(bisect.bisect_right(self.starts, line) - 1, 0)

    def _place_step(self, step):
        k = self._cell_at(step.line)
        return replace(step, line=max(step.line - self.starts[k] + 1, 1), cell=self.cells[k].number)

    def split(self, fixed: str) -> Optional[list]:
        """The fixed module's text per cell (None: a fix crossed a cell boundary)."""
        parts, current = [], []
        for line in fixed.splitlines(keepends=True):
            if line.rstrip("\r\n") == BOUNDARY:
                parts.append("".join(current))
                current = []
            else:
                current.append(line)
        return parts if len(parts) == len(self.cells) and not "".join(current).strip() else None


def _restored(cell: Cell, fixed: str) -> str:
    """A fixed cell's source: its IPython lines back, and its own trailing newline or none."""
    original = cell.source.split("\n")
    lines = [original[int(m.group(1))] if (m := _MARKED.search(line)) else line for line in fixed.split("\n")]
    text = "\n".join(lines)
    return text[:-1] if text.endswith("\n") and not cell.source.endswith("\n") else text


# Rewriting the notebook: replace only the changed cells' "source" values in the original text, so
# its formatting, key order and metadata stay byte for byte.
_WS = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()


def _skip(text: str, i: int) -> int:
    return _WS.match(text, i).end()


def _members(text: str, i: int):
    """(key, value start, value end) of the JSON object starting at `i`; the last yield is the end."""
    if text[i] != "{":
        raise ValueError("expected an object")
    i = _skip(text, i + 1)
    while text[i] != "}":
        key, i = json.decoder.scanstring(text, i + 1)
        i = _skip(text, i)
        if text[i] != ":":
            raise ValueError("expected ':'")
        start = _skip(text, i + 1)
        _, i = _DECODER.raw_decode(text, start)
        yield key, start, i
        i = _skip(text, i)
        if text[i] == ",":
            i = _skip(text, i + 1)
    yield None, i + 1, i + 1


def _source_spans(text: str) -> list:
    """Where each cell's "source" value is in the notebook's text (None for a cell without one)."""
    for key, start, _ in _members(text, _skip(text, 0)):
        if key != "cells":
            continue
        spans, i = [], _skip(text, start + 1)
        while text[i] != "]":
            span = None
            for cell_key, value_start, value_end in _members(text, i):
                if cell_key == "source":
                    span = (value_start, value_end)
                i = value_end
            spans.append(span)
            i = _skip(text, i)
            if text[i] == ",":
                i = _skip(text, i + 1)
        return spans
    raise ValueError("no cells")


def _source_json(source: str, like: str, ascii_only: bool) -> str:
    """`source` as JSON in the style of the value it replaces: a string, or a list of lines laid
    out with the same indentation."""
    if like.startswith('"'):
        return json.dumps(source, ensure_ascii=ascii_only)
    lines = [json.dumps(line, ensure_ascii=ascii_only) for line in source.splitlines(keepends=True)]
    laid_out = re.match(r"\[\s*?\n([ \t]*)\S", like)
    if not lines or laid_out is None:
        return "[" + ", ".join(lines) + "]"
    closing = re.search(r"\n([ \t]*)\]$", like)
    return ("[\n" + ",\n".join(laid_out.group(1) + line for line in lines) + "\n"
            + (closing.group(1) if closing else "") + "]")


def _rewritten(text: str, changed: dict) -> str:
    """The notebook's text with the cells of `changed` (index -> new source) replaced."""
    spans = _source_spans(text)
    ascii_only = text.isascii() and "\\u" in text
    out, last = [], 0
    for index in sorted(changed):
        start, end = spans[index]
        out += [text[last:start], _source_json(changed[index], text[start:end], ascii_only)]
        last = end
    return "".join(out) + text[last:]


def _code_cells(notebook, path: str) -> Optional[list]:
    cells = notebook.get("cells") if isinstance(notebook, dict) else None
    if not isinstance(cells, list):
        return None
    out = []
    for index, cell in enumerate(cells):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        if isinstance(source, list) and all(isinstance(s, str) for s in source):
            source = "".join(source)
        if not isinstance(source, str):
            return None
        out.append(Cell(index + 1, source))
    return out


def _language(notebook: dict) -> str:
    info = notebook.get("metadata", {})
    info = info.get("language_info", {}) if isinstance(info, dict) else {}
    name = info.get("name", "python") if isinstance(info, dict) else "python"
    return name if isinstance(name, str) else "python"


def lint_notebook(data: bytes, path: str, rules: list, fix: bool = False) -> FileResult:
    """Lint a notebook's bytes; with `fix`, `fixed_source` is the whole notebook's new text."""
    rules = list(rules)
    try:
        text = data.decode("utf-8")
        notebook = json.loads(text)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        return cannot_read(path, f"not a notebook: {exc}")
    cells = _code_cells(notebook, path)
    if cells is None:
        return cannot_read(path, "not a notebook: no list of cells with string sources")
    if _language(notebook) != "python":
        return FileResult(path)
    for cell in cells:
        _prepare(cell, path)
    joined = Joined(cells)
    engine_result = lint_source(joined.text, path, rules, fix=fix,
                                cells=tuple(zip(joined.starts, (cell.number for cell in cells))))
    result = FileResult(path, errors=engine_result.errors, parsed=engine_result.parsed, fixed=engine_result.fixed)
    if worth_linting(joined.text, rules):
        result.findings = [cell.error for cell in cells if cell.error is not None]
    result.findings += [joined.place(f) for f in engine_result.findings]
    if engine_result.fixed_source is not None:
        parts = joined.split(engine_result.fixed_source)
        dedented = parts is not None and any(c.indent and p != _line_ended(c.code) for c, p in zip(cells, parts))
        if parts is None:
            result.errors.append(f"{path}: fixes not applied: a fix crossed a cell boundary")
        elif dedented:  # its lines as written keep an indentation the fix never saw: reported, not fixed
            result.findings += [joined.place(f) for f in engine_result.fixed]
            result.fixed = []
        else:
            changed = {cell.number - 1: _restored(cell, part) for cell, part in zip(cells, parts)
                       if part != _line_ended(cell.code)}
            result.fixed_source = _rewritten(text, changed) if changed else None
            result.fixed = [joined.place(f) for f in engine_result.fixed] if changed else []
    return result
