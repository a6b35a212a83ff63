"""A JSON list of findings; the fields are documented in the README."""

from __future__ import annotations

import json


def render_json(findings) -> str:
    return json.dumps([
        {
            "path": f.path,
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
