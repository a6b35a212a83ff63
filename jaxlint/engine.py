"""Lint one file: decode, parse once, build the semantic model, run every rule, place and filter.

Nothing here touches the file system (the runner reads files); `lint_bytes` decodes; `lint_source`
does the work, so the CLI, the flake8 plugin and the tests share one path.
"""

from __future__ import annotations

import ast
import functools
import itertools
import operator
import re
import textwrap
import traceback
import warnings
from typing import Iterable, Optional

import libcst as cst
from libcst._nodes.internal import CodegenState  # to render a node at its indentation

from jaxlint import deep, isolated, positions, suppression, trees
from jaxlint.finding import ADD_NOQA, SAFE, UNSAFE, Edit, Finding, Fix, apply_edits, line_starts, overlaps
from jaxlint.model import SemanticModel
from jaxlint.project.link import ProjectLink
from jaxlint.result import SYNTAX_ERROR, FileResult, decode
from jaxlint.rule import Report, Rule, all_rules
from jaxlint.scan import might_use_jax

UNUSED_NOQA = "JAX001"


def worth_linting(text: str, rules: list) -> bool:
    """Whether any rule can fire: rules are selected, jax is imported, and no skip-file comment."""
    return bool(rules) and might_use_jax(text) and not suppression.skip_file(text)


def lint_bytes(data: bytes, path: str, rules: list[type[Rule]], fix=False,
               link: Optional[ProjectLink] = None, noqa: bool = True) -> FileResult:
    """Lint undecoded source (a file's or stdin's); bytes that do not decode are one JAX000 finding.
    `noqa` as for `lint_source`."""
    if path.endswith(".ipynb"):
        from jaxlint.notebook import lint_notebook  # it calls back into lint_source

        return lint_notebook(data, path, rules, fix=fix)
    try:
        text = decode(data)
    except (UnicodeDecodeError, SyntaxError, LookupError) as exc:
        result = FileResult(path)
        result.findings.append(_undecodable(path, data, exc))
        return result
    try:
        return lint_source(text, path, rules, fix=fix, noqa=noqa, link=link)
    except Exception:  # one file's crash is reported, never the end of the run
        result = FileResult(path)
        result.errors.append(f"{path}: internal error:\n{traceback.format_exc()}")
        return result


_VISITS: dict = {}  # rule class -> its visited types: read once per process, not once per file


@functools.lru_cache(maxsize=None)
def _every_visited_type() -> frozenset:
    """The node types any rule visits: the index collects them all, whatever rules run, so the rounds
    of the solve (no rules) and the final lint (the selected ones) share one index."""
    return frozenset(t for rule in all_rules().values() for t in _visits(rule))


def _visits(rule_cls: type[Rule]) -> dict:
    visits = _VISITS.get(rule_cls)
    if visits is None:
        visits = _VISITS[rule_cls] = rule_cls.visited_types()
    return visits


# CPython refuses brackets nested deeper than this ("too many nested parentheses"); so do we, before
# libcst's native parser, which dies of a stack overflow (SIGSEGV) at about 1,200 on the main thread.
MAX_BRACKET_DEPTH = 200
# Larger inputs are linted in a forked child: the only way past a native crash nothing can catch.
ISOLATE_ABOVE_BYTES = 256 * 1024
_NOT_BRACKETS = re.compile(r"[^()\[\]{}]+")
_BRACKET_WEIGHTS = bytes.maketrans(b"([{)]}", b"\2\2\2\0\0\0")


def bracket_depth(text: str) -> int:
    """The deepest nesting of brackets, counting those in strings and comments too (an upper bound
    on the real depth when they balance), in C-speed passes over the text."""
    brackets = _NOT_BRACKETS.sub("", text).encode("ascii").translate(_BRACKET_WEIGHTS)
    if not brackets:
        return 0
    # Each opening bracket weighs 2 and each closing one 0: the running sum minus the count so far is
    # the depth after each bracket.
    return max(map(operator.sub, itertools.accumulate(brackets), itertools.count(1)))


_FIX_ROUNDS = 10  # as ruff: re-lint the fixed source until no fix applies (an overlapping fix waits a round)


def lint_source(text: str, path: str, rules: Iterable[type[Rule]], fix=False,
                noqa: bool = True, link: Optional[ProjectLink] = None, cells: tuple = ()) -> FileResult:
    """Lint decoded source. `fix`: False; True (or "safe") applies the safe fixes, "unsafe" the
    unsafe ones too, "noqa" adds a noqa directive for every finding instead. With fixes applied,
    `fixed_source` is the result, `fixed` the findings it fixed, and `findings` those left, placed in
    it. `noqa` False reports what `# noqa` comments would silence (flake8's --disable-noqa: flake8
    then filters itself). With a project `link`, the file is analysed as part of the project, and
    `result.summary` says what it tells the other files; with no rules it is only analysed (a file of
    the project that is not being linted). Never raises: a crash, even a native one, is an error of
    this file. `cells`: for a notebook's joined cells, (first line, cell number) of each, so that
    messages name lines as the findings do."""
    rules = list(rules)
    result = _lint(text, path, rules, noqa, link, cells)
    if fix == ADD_NOQA:
        _add_noqa(result, text)
        return result
    if not fix:
        return result
    allowed = {SAFE, UNSAFE} if fix == UNSAFE else {SAFE}
    fixed, current = [], text
    for _ in range(_FIX_ROUNDS):
        chosen = _chosen_fixes(result.findings, allowed)
        if not chosen:
            break
        code = apply_edits(current, [e for f in chosen for e in f.fix.edits])
        if not _compiles(code, path):  # the findings stay, unfixed
            break
        fixed += chosen
        current = code
        result = _lint(current, path, rules, noqa, link, cells)
    if fixed:
        result.fixed_source, result.fixed = current, fixed
    return result


def _lint(text: str, path: str, rules: list, noqa: bool, link: Optional[ProjectLink], cells: tuple) -> FileResult:
    reached = link is not None and link.reached  # other files' traced code calls into it, or need its names
    if suppression.skip_file(text) or not (reached or (might_use_jax(text) and (rules or link is not None))):
        return FileResult(path)
    if text.count("(") + text.count("[") + text.count("{") > MAX_BRACKET_DEPTH and \
            bracket_depth(text) > MAX_BRACKET_DEPTH:
        refused = _python_refuses(path, text)
        if refused is not None:
            return FileResult(path, [refused])
    isolate = len(text) > ISOLATE_ABOVE_BYTES and isolated.available()
    try:
        if isolate:
            return isolated.call(deep.call, _lint_text, text, path, rules, noqa, link, cells)
        return deep.call(_lint_text, text, path, rules, noqa, link, cells)
    except isolated.ChildDied as exc:
        return FileResult(path, errors=[f"{path}: not lintable: the process linting it died ({exc})"])
    except Exception:
        return FileResult(path, errors=[f"{path}: internal error:\n{traceback.format_exc()}"])


def _lint_text(text: str, path: str, rules: list, noqa: bool, link: Optional[ProjectLink],
               cells: tuple = ()) -> FileResult:
    result = FileResult(path)
    try:
        module = trees.kept.parse(text)
    except cst.ParserSyntaxError as exc:
        _syntax_error(result, text, exc)
        return result
    except RecursionError:
        result.errors.append(f"{path}: not lintable: too deeply nested to parse")
        return result
    result.parsed = True
    wanted = _every_visited_type().union(t for rule in rules for t in _visits(rule))  # a rule not registered too
    try:
        model = SemanticModel(module, wanted, link, path, text, cells, trees.kept.shared(module))
        summary = model.summary() if link is not None else None
        if summary is not None:
            summary.rule_facts.update(_rule_facts(model))
    except Exception:
        result.errors.append(f"{path}: internal error in the semantic model:\n{traceback.format_exc()}")
        return result
    reports: list[tuple[type[Rule], Report]] = []
    for rule_cls in rules:
        rule = rule_cls(model)
        try:
            visits = [(site, getattr(rule, method)) for node_type, method in _visits(rule_cls).items()
                      for site in model.index.sites_of(node_type)]
            visits.sort(key=lambda pair: pair[0].order)  # source order, as a visitor would see the nodes
            for site, visit in visits:
                visit(site)
            rule.check_module()
        except Exception:
            result.errors.append(f"{path}: rule {rule_cls.code} ({rule_cls.name}) crashed:\n"
                                 f"{traceback.format_exc()}")
            continue
        reports.extend((rule_cls, r) for r in rule.reports)
    if summary is not None:  # after the rules: the facts of other files they read are uses too
        summary.uses = sorted(model.uses)
        result.summary = summary.to_json()
    codes_run = [r.code for r in rules] if any(r.code == UNUSED_NOQA for r in rules) else None
    if reports or codes_run is not None:
        try:
            _place(result, model, text, reports, codes_run, noqa)
        except Exception:
            result.errors.append(f"{path}: internal error placing findings:\n{traceback.format_exc()}")
    return result


def _rule_facts(model: SemanticModel) -> dict:
    """What every rule (selected or not: the file may be linted alone later) tells other files."""
    out = {}
    for code, rule_cls in all_rules().items():
        facts = rule_cls.project_facts(model)
        if facts:
            out[code] = facts
    return out


def _undecodable(path: str, data: bytes, exc: Exception) -> Finding:
    """The JAX000 finding for source that does not decode, on the line of the first bad byte."""
    if isinstance(exc, SyntaxError):  # detect_encoding: bad bytes in the first two lines, read as UTF-8
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as utf8_exc:
            exc = utf8_exc
    if isinstance(exc, UnicodeDecodeError):
        line = data[:exc.start].count(b"\n") + 1
        message = (f"byte 0x{data[exc.start]:02x} is not valid {exc.encoding} ({exc.reason}); "
                   f"save the file as UTF-8 or declare its encoding")
    else:
        line, message = 1, str(exc)
    return Finding(path, line, 1, line, 1, SYNTAX_ERROR, "syntax-error", f"cannot decode file: {message}")


def _syntax_error(result: FileResult, text: str, exc: cst.ParserSyntaxError) -> None:
    """The JAX000 finding, with Python's own line and message (clearer than libcst's); or, when Python
    accepts what libcst refuses (about 3,000 implicitly concatenated strings), an error of jaxlint's."""
    path = result.path
    py_exc = _python_syntax_error(path, text)
    message = " ".join(exc.message.split())
    if py_exc is None:
        result.errors.append(f"{path}: not lintable: Python accepts it but libcst's parser does not: {message}")
        return
    line, column = exc.raw_line, exc.raw_column + 1
    if py_exc.lineno:
        line, column = py_exc.lineno, max(py_exc.offset or 1, 1)
    result.findings.append(Finding(path, line, column, line, column, SYNTAX_ERROR, "syntax-error",
                                   f"syntax error: {py_exc.msg}"))


def _python_refuses(path: str, text: str) -> Optional[Finding]:
    """The JAX000 finding for source Python's own parser refuses, at its line, with its message."""
    exc = _python_syntax_error(path, text)
    if exc is None:
        return None
    line, column = (exc.lineno, max(exc.offset or 1, 1)) if exc.lineno else (1, 1)
    return Finding(path, line, column, line, column, SYNTAX_ERROR, "syntax-error", f"syntax error: {exc.msg}")


def _python_syntax_error(path: str, text: str) -> Optional[SyntaxError]:
    """Why Python's own parser refuses `text` (None when it accepts it)."""
    try:
        with warnings.catch_warnings():  # e.g. invalid escape sequences: not ours to report
            warnings.simplefilter("ignore")
            compile(text, path, "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except SyntaxError as exc:
        return exc
    except ValueError as exc:  # null bytes, before Python 3.12
        return SyntaxError(str(exc))
    except (RecursionError, MemoryError):
        return SyntaxError("too deeply nested for Python's parser")
    return None


def _noqa_lines_of(spans: dict, report: Report) -> tuple:
    """The lines where a noqa silences `report`: the node's first line, then its last line and its
    statement's first and last lines (only the first for a compound statement, whose last line is
    the end of its body)."""
    where = spans[id(report.node)]
    lines = {where.end.line}
    stmt_range = spans.get(id(report.stmt)) if report.stmt is not None else None
    if stmt_range is not None:
        lines.add(stmt_range.start.line)
        if not isinstance(report.stmt, cst.BaseCompoundStatement):
            lines.add(stmt_range.end.line)
    lines.discard(where.start.line)
    return (where.start.line, *sorted(lines))


def _place(result: FileResult, model: SemanticModel, text: str, reports, codes_run: Optional[list],
           respect_noqa: bool) -> None:
    """Positions for reported nodes and their traces only (one position pass per file with findings),
    then noqa; with `codes_run` (JAX001 is on), the noqa directives that silenced none of those codes'
    findings."""
    module = model.index.module
    noqa = suppression.directives(text) if respect_noqa else {}
    if reports:
        traces = [_trace_steps(result, model, report) for _, report in reports]
        spans = positions.ranges(module, [n for _, r in reports for n in (r.node, r.stmt, r.fix and r.fix[0])
                                          if n is not None] + [s.node for steps in traces for s in steps if s.node])
        commentable = suppression.comment_lines(text)
        seen = set()
        for (rule_cls, report), steps in zip(reports, traces):
            where = spans.get(id(report.node))
            if where is None:
                continue
            lines = _noqa_lines_of(spans, report)
            hit = suppression.matching(report.code, lines, noqa)
            if hit is not None:
                noqa[hit[0]].used.add(hit[1])
                continue
            key = (where.start.line, where.start.column, report.code, report.message)
            if key in seen:
                continue
            seen.add(key)
            result.findings.append(Finding(
                result.path, where.start.line, where.start.column + 1, where.end.line, where.end.column + 1,
                report.code, rule_cls.name, report.message, _fix_of(module, spans, report, text),
                next((line for line in lines if line in commentable), 0), trace=model.place(steps, spans)))
    if codes_run is not None:
        result.findings.extend(_unused_noqa(result.path, text, noqa, codes_run))


def _trace_steps(result: FileResult, model: SemanticModel, report: Report) -> list:
    """The report's trace, unplaced; a crash computing it is an error of this file, and the finding
    stays, without a trace."""
    try:
        return model.trace_steps(report.node)
    except Exception:
        result.errors.append(f"{result.path}: internal error tracing a {report.code} finding:\n{traceback.format_exc()}")
        return []


def _fix_of(module: cst.Module, spans: dict, report: Report, text: str) -> Optional[Fix]:
    """The report's (old node, new node) replacement as a text edit; None when the new code does not
    compile on its own (`f(None=None)` parses in libcst)."""
    if report.fix is None:
        return None
    old, new = report.fix
    span = spans.get(id(old))
    if span is None:
        return None
    code = _code_in_place(module, new, _indent_of(text, span.start.line))
    if not _fragment_compiles(code, isinstance(new, cst.BaseExpression)):
        return None
    edit = Edit(span.start.line, span.start.column + 1, span.end.line, span.end.column + 1, code)
    return Fix((edit,), report.applicability)


def _code_in_place(module: cst.Module, node: cst.CSTNode, indent: str) -> str:
    """`node`'s code for a line indented by `indent`: its own continuation lines are indented from
    there, as they would be printed inside the module."""
    state = CodegenState(module.default_indent, module.default_newline, indent_tokens=[indent] if indent else [])
    node._codegen(state)
    return "".join(state.tokens)


def _indent_of(text: str, line: int) -> str:
    start = line_starts(text)[line - 1]
    end = start
    while end < len(text) and text[end] in " \t":
        end += 1
    return text[start:end]


def _unused_noqa(path: str, text: str, noqa: dict, codes_run: list) -> list:
    name = all_rules()[UNUSED_NOQA].name
    lines = text.splitlines()
    out = []
    for line, directive in sorted(noqa.items()):
        hit = suppression.matching(UNUSED_NOQA, (line,), noqa)
        if hit is not None:  # `# noqa: JAX001` keeps a directive on purpose
            directive.used.add(hit[1])
        drop = suppression.unused(directive, codes_run)
        if not drop or hit is not None:
            continue
        start, end = directive.span
        listed = ", ".join(f"`{c}`" for c in drop)
        out.append(Finding(path, line, start + 1, line, end + 1, UNUSED_NOQA, name,
                           f"unused `noqa` directive (silences no finding: {listed}); remove it",
                           Fix((suppression.removal(directive, lines[line - 1], drop),), SAFE), line))
    return out


def _add_noqa(result: FileResult, text: str) -> None:
    """--add-noqa: a directive for every finding but JAX001's, on the line where it silences it."""
    wanted: dict = {}
    for f in result.findings:
        if f.noqa_line and f.code != UNUSED_NOQA:
            wanted.setdefault(f.noqa_line, set()).add(f.code)
    code, changed = suppression.add_noqa(text, wanted)
    if changed:
        result.fixed_source = code


def _chosen_fixes(findings: list, allowed: set) -> list:
    """The findings whose fixes apply together: allowed ones, in source order, skipping any that
    overlaps one taken before it."""
    chosen, edits = [], []
    for f in sorted(findings, key=Finding.sort_key):
        if f.fix is None or f.fix.applicability not in allowed:
            continue
        if any(overlaps(e, taken) for e in f.fix.edits for taken in edits):
            continue
        chosen.append(f)
        edits.extend(f.fix.edits)
    return chosen


def _fragment_compiles(code: str, expression: bool) -> bool:
    """Whether a replacement compiles where it goes: inside an async function, where `return`,
    `yield` and `await` are allowed too."""
    body = f"return (\n{code}\n)" if expression else textwrap.dedent(code)
    return _compiles("async def _fix():\n" + textwrap.indent(body, "    "), "<fix>")


def _compiles(code: str, path: str) -> bool:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(code, path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True
