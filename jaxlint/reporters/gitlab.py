"""`gitlab`: GitLab's code quality report (a JSON list), paths relative to the project folder.

Each fingerprint hashes the rule, the path and the message, not the line, so a finding keeps its
identity when code above it moves; identical findings in one file are told apart by their order.
"""

from __future__ import annotations

import hashlib
import json
import os

from jaxlint.reporters.output import Output, message_with_cell


def render_gitlab(out: Output) -> str:
    root = os.environ.get("CI_PROJECT_DIR") or os.getcwd()
    seen: dict = {}
    issues = []
    for f in out.findings:
        path = os.path.relpath(f.path, root).replace(os.sep, "/") if f.path != "-" else f.path
        identity = (f.code, path, f.message)
        seen[identity] = seen.get(identity, -1) + 1
        digest = hashlib.sha256("\0".join((*identity, str(seen[identity]))).encode()).hexdigest()
        issues.append({
            "description": f"{f.code} {message_with_cell(f)}",
            "check_name": f.code,
            "fingerprint": digest[:32],
            "severity": "major",
            "location": {"path": path, "positions": {"begin": {"line": f.line, "column": f.column},
                                                     "end": {"line": f.end_line, "column": f.end_column}}},
        })
    return json.dumps(issues, indent=2)
