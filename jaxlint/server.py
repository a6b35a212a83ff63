"""`jaxlint server`: a language server over stdio, on pygls (`pip install 'jaxlint[lsp]'`).

It lints a document when it is opened, changed and saved, and publishes the findings as diagnostics;
offers each finding's fix and a "noqa" for its line as quick fixes, and every safe fix at once as
`source.fixAll.jaxlint`; and on hover over a finding shows its rule's page (`jaxlint rule CODE`).
Positions go out in the client's units (UTF-16 by default) through pygls's position codec.
The configuration is the command line's: the nearest pyproject.toml above the document. A document is
linted in its project, as `jaxlint --stdin-filename PATH -` lints it: the project's other files are
analysed with it (through the cache), and every open document replaces its file on disk there.
"""

from __future__ import annotations

import os
import sys

SOURCE = "jaxlint"
FIX_ALL = "source.fixAll.jaxlint"


def main(argv: list) -> int:
    if argv:
        print("usage: jaxlint server  (speaks LSP on stdin/stdout)", file=sys.stderr)
        return 2
    try:
        server = build()
    except ImportError as exc:
        print(f"jaxlint server needs pygls and lsprotocol ({exc.name} is missing): "
              f"pip install 'jaxlint[lsp]' (from this checkout: pip install '.[lsp]')", file=sys.stderr)
        return 2
    server.start_io()
    return 0


def build():
    """The pygls server with jaxlint's features; raises ImportError without pygls."""
    from lsprotocol import types
    from pygls.lsp.server import LanguageServer

    from jaxlint import __version__

    server = LanguageServer("jaxlint", __version__)

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls, params: types.DidOpenTextDocumentParams) -> None:
        _publish(ls, params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls, params: types.DidChangeTextDocumentParams) -> None:
        _publish(ls, params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls, params: types.DidSaveTextDocumentParams) -> None:
        _publish(ls, params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls, params: types.DidCloseTextDocumentParams) -> None:
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(params.text_document.uri, []))

    @server.feature(types.TEXT_DOCUMENT_CODE_ACTION, types.CodeActionOptions(
        code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL]))
    def code_action(ls, params: types.CodeActionParams) -> list:
        return _code_actions(ls, params)

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls, params: types.HoverParams):
        return _hover(ls, params)

    return server


def _lint(ls, doc, *flags: str):
    """The result of linting `doc` in its project, the other open documents in place of their files;
    None when its configuration is broken. Problems are logged, never fatal."""
    from lsprotocol import types

    from jaxlint import cli
    from jaxlint.cache import CacheRefused
    from jaxlint.config import ConfigError
    from jaxlint.result import encode

    def log(kind, message: str) -> None:
        ls.window_log_message(types.LogMessageParams(kind, f"jaxlint: {message}"))

    buffers = {os.path.realpath(d.path): encode(d.source) for d in ls.workspace.text_documents.values()
               if d.path and d.uri != doc.uri}
    argv = [*flags, "--jobs", "1", "--stdin-filename", doc.path or doc.uri, "--", "-"]
    try:
        try:
            run = cli.lint_run(cli._parser().parse_args(argv), stdin=encode(doc.source), buffers=buffers)
        except CacheRefused as exc:  # say why, and lint without the cache
            log(types.MessageType.Warning, str(exc))
            run = cli.lint_run(cli._parser().parse_args(["--no-cache", *argv]), stdin=encode(doc.source),
                               buffers=buffers)
    except ConfigError as exc:  # a broken configuration: say so once per lint, lint nothing
        log(types.MessageType.Error, str(exc))
        return None
    result = run.results[0]
    for error in result.errors:
        log(types.MessageType.Error, error.splitlines()[0])
    result.findings = run.findings()  # those its settings show
    return result


def _findings(ls, uri: str) -> tuple:
    """(the document, its findings now)."""
    doc = ls.workspace.get_text_document(uri)
    result = _lint(ls, doc)
    return doc, result.findings if result is not None else []


def _range(doc, line: int, column: int, end_line: int, end_column: int):
    """A 1-based, code-point range as the client's 0-based range."""
    from pygls.workspace.position_codec import ServerTextPosition, ServerTextRange

    return doc.range_to_client_units(ServerTextRange(ServerTextPosition(line - 1, column - 1),
                                                     ServerTextPosition(end_line - 1, end_column - 1)))


def _publish(ls, uri: str) -> None:
    from lsprotocol import types

    from jaxlint.rule import all_rules

    doc, findings = _findings(ls, uri)
    rules = all_rules()
    diagnostics = [types.Diagnostic(
        range=_range(doc, f.line, f.column, f.end_line, f.end_column),
        message=f.message,
        severity=types.DiagnosticSeverity.Error if f.code in rules and rules[f.code].default_enabled
        else types.DiagnosticSeverity.Warning,
        code=f.code,
        source=SOURCE,
    ) for f in findings]
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri, diagnostics, version=doc.version))


def _touches(f, start, end) -> bool:
    """Whether finding `f` (1-based, code points) meets the 0-based server range start..end."""
    return (f.line - 1, f.column - 1) <= (end.line, end.character) and \
        (start.line, start.character) <= (f.end_line - 1, f.end_column - 1)


def _code_actions(ls, params) -> list:
    from lsprotocol import types

    from jaxlint import suppression

    doc, findings = _findings(ls, params.text_document.uri)
    wanted = params.context.only
    actions = []
    server_range = doc.range_from_client_units(params.range)
    if wanted is None or types.CodeActionKind.QuickFix in wanted:
        for f in findings:
            if not _touches(f, server_range.start, server_range.end):
                continue
            if f.fix is not None:
                unsafe = "" if f.fix.safe else " (unsafe)"
                actions.append(types.CodeAction(
                    title=f"jaxlint: fix {f.code}{unsafe}", kind=types.CodeActionKind.QuickFix,
                    is_preferred=f.fix.safe, edit=_edit(doc, params.text_document.uri, f.fix.edits)))
            if f.noqa_line:
                line_text = doc.lines[f.noqa_line - 1].rstrip("\r\n")
                new_text, _ = suppression.add_noqa(line_text + "\n", {1: {f.code}})
                edit = _line_edit(f.noqa_line, line_text, new_text.rstrip("\n"))
                actions.append(types.CodeAction(
                    title=f"jaxlint: disable {f.code} for this line (# noqa)",
                    kind=types.CodeActionKind.QuickFix, edit=_edit(doc, params.text_document.uri, [edit])))
    if (wanted is None or any(FIX_ALL.startswith(k) for k in wanted)) and any(
            f.fix is not None and f.fix.safe for f in findings):
        result = _lint(ls, doc, "--fix")
        fixed = result.fixed_source if result is not None and result.fixed_source is not None else doc.source
        lines = doc.source.splitlines(keepends=True)
        whole = _whole(doc.source, lines, fixed)
        actions.append(types.CodeAction(title="jaxlint: fix all safe fixes", kind=FIX_ALL,
                                        edit=_edit(doc, params.text_document.uri, [whole])))
    return actions


def _line_edit(number: int, old: str, new: str):
    from jaxlint.finding import Edit

    return Edit(number, 1, number, len(old) + 1, new)


def _whole(source: str, lines: list, fixed: str):
    """An edit replacing the whole document by `fixed`."""
    from jaxlint.finding import Edit

    last = lines[-1] if lines else ""
    ends_with_newline = last.endswith(("\n", "\r"))
    end_line = len(lines) + 1 if ends_with_newline else max(len(lines), 1)
    end_column = 1 if ends_with_newline else len(last) + 1
    return Edit(1, 1, end_line, end_column, fixed)


def _edit(doc, uri: str, edits):
    from lsprotocol import types

    return types.WorkspaceEdit(changes={uri: [
        types.TextEdit(_range(doc, e.line, e.column, e.end_line, e.end_column), e.content) for e in edits]})


def _hover(ls, params):
    from lsprotocol import types

    from jaxlint.docs import rule_page
    from jaxlint.rule import all_rules

    doc, findings = _findings(ls, params.text_document.uri)
    at = doc.position_from_client_units(params.position)
    hit = next((f for f in findings if _touches(f, at, at)), None)
    rule = all_rules().get(hit.code) if hit is not None else None
    if rule is None:
        return None
    return types.Hover(contents=types.MarkupContent(types.MarkupKind.Markdown, rule_page(rule)),
                       range=_range(doc, hit.line, hit.column, hit.end_line, hit.end_column))
