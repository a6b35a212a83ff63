"""JSON: a list of findings, or with --statistics a list of counts per code; fields in the README."""

from __future__ import annotations

import json

from jaxlint.reporters.text import by_frequency


def render_json(findings) -> str:
    return json.dumps([
        {
            "path": f.path,
            "cell": f.cell,
            "line": f.line,
            "column": f.column,
            "end_line": f.end_line,
            "end_column": f.end_column,
            "code": f.code,
            "rule": f.name,
            "message": f.message,
            "fixable": f.fixable,
        }
        for f in findings
    ], indent=2)


def render_statistics_json(findings) -> str:
    """ruff's shape: one object per code, the most frequent first."""
    names = {f.code: f.name for f in findings}
    fixable = {f.code for f in findings if f.fixable}
    return json.dumps([{"code": code, "name": names[code], "count": count, "fixable": code in fixable}
                       for code, count in by_frequency(findings)], indent=2)
