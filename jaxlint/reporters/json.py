"""`json` (a list of findings; with --statistics a list of counts per code) and `json-lines` (one
finding per line); the fields are in the README. JSON escapes every control character, so file names
and messages arrive exact."""

from __future__ import annotations

import json

from jaxlint.reporters.output import Output
from jaxlint.reporters.text import by_frequency


def finding_dict(f) -> dict:
    return {
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
        "fix": None if f.fix is None else {
            "applicability": f.fix.applicability,
            "edits": [{"line": e.line, "column": e.column, "end_line": e.end_line, "end_column": e.end_column,
                       "content": e.content} for e in f.fix.edits],
        },
        "trace": [{"path": s.path, "cell": s.cell, "line": s.line, "column": s.column, "message": s.message}
                  for s in f.trace],
    }


def render_json(out: Output) -> str:
    return json.dumps([finding_dict(f) for f in out.findings], indent=2)


def render_json_lines(out: Output) -> str:
    return "\n".join(json.dumps(finding_dict(f)) for f in out.findings)


def render_statistics_json(findings) -> str:
    """ruff's shape: one object per code, the most frequent first."""
    names = {f.code: f.name for f in findings}
    fixable = {f.code for f in findings if f.fixable}
    return json.dumps([{"code": code, "name": names[code], "count": count, "fixable": code in fixable}
                       for code, count in by_frequency(findings)], indent=2)
