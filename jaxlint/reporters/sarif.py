"""`sarif`: SARIF 2.1.0, for GitHub code scanning and other viewers.

The run carries every rule's metadata (summary, documentation as help text, default level); each
result its location, its fix as a replacement, and, when the finding has a `trace` (the provenance
chain: where the value became a tracer, how it flowed, where it was used), that chain as a code flow.
Columns count characters (`columnKind: unicodeCodePoints`, as jaxlint's columns do).
"""

from __future__ import annotations

import json
import os
import urllib.parse

from jaxlint import __version__
from jaxlint.reporters.output import Output, message_with_cell

SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
_BASE = "%SRCROOT%"
_ENGINE_RULES = {"JAX000": ("syntax-error", "a file that does not parse or decode")}


def render_sarif(out: Output) -> str:
    rules = _rules()
    index = {rule["id"]: i for i, rule in enumerate(rules)}
    run = {
        "tool": {"driver": {"name": "jaxlint", "version": __version__, "semanticVersion": __version__,
                            "rules": rules}},
        "originalUriBaseIds": {_BASE: {"uri": _directory_uri(os.getcwd())}},
        "columnKind": "unicodeCodePoints",
        "results": [_result(f, index) for f in out.findings],
    }
    return json.dumps({"$schema": SCHEMA, "version": "2.1.0", "runs": [run]}, indent=2)


def _rules() -> list:
    from jaxlint.rule import all_rules

    out = [{"id": code, "name": name, "shortDescription": {"text": summary},
            "defaultConfiguration": {"level": "error"}} for code, (name, summary) in _ENGINE_RULES.items()]
    for code, rule in all_rules().items():
        doc = rule.documentation()
        out.append({
            "id": code,
            "name": rule.name,
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": _section(doc, "## What it does") or rule.summary},
            "help": {"text": doc, "markdown": doc},
            "defaultConfiguration": {"level": "error" if rule.default_enabled else "warning"},
            "properties": {"fix": rule.fix_applicability or "none"},
        })
    return out


def _section(doc: str, heading: str) -> str:
    if heading not in doc:
        return ""
    return " ".join(doc.split(heading, 1)[1].split("\n## ", 1)[0].split())


def _result(f, index: dict) -> dict:
    result = {
        "ruleId": f.code,
        "message": {"text": message_with_cell(f)},
        "locations": [_location(f.path, f.line, f.column, f.end_line, f.end_column)],
    }
    if f.code in index:
        result["ruleIndex"] = index[f.code]
    if f.fix is not None:
        result["fixes"] = [{
            "description": {"text": f"{f.fix.applicability} fix"},
            "artifactChanges": [{"artifactLocation": _artifact(f.path), "replacements": [
                {"deletedRegion": _region(e.line, e.column, e.end_line, e.end_column),
                 "insertedContent": {"text": e.content}} for e in f.fix.edits]}],
        }]
    if f.trace:
        result["codeFlows"] = [{"threadFlows": [{"locations": [_flow_step(step) for step in f.trace]}]}]
    return result


def _flow_step(step) -> dict:
    """One provenance step (a `TraceStep`), its message after `cell N: ` in a notebook."""
    location = _location(step.path, step.line, step.column)
    location["message"] = {"text": message_with_cell(step)}
    return {"location": location}


def _location(path: str, line: int, column: int, end_line: int = 0, end_column: int = 0) -> dict:
    return {"physicalLocation": {"artifactLocation": _artifact(path),
                                 "region": _region(line, column, end_line, end_column)}}


def _region(line: int, column: int, end_line: int = 0, end_column: int = 0) -> dict:
    region = {"startLine": line, "startColumn": column}
    if end_line:
        region.update(endLine=end_line, endColumn=end_column)
    return region


def _artifact(path: str) -> dict:
    """A relative path is relative to the folder jaxlint ran in (%SRCROOT%); percent-encoded, so no
    character of a file name can break the URI."""
    if os.path.isabs(path):
        return {"uri": _file_uri(path)}
    return {"uri": urllib.parse.quote(path.replace(os.sep, "/")), "uriBaseId": _BASE}


def _file_uri(path: str) -> str:
    return "file://" + urllib.parse.quote(os.path.abspath(path).replace(os.sep, "/"))


def _directory_uri(path: str) -> str:
    uri = _file_uri(path)
    return uri if uri.endswith("/") else uri + "/"
