"""`path:line:col: CODE message` lines, then a summary line."""

from __future__ import annotations

from collections import Counter

_BOLD, _RED, _CYAN, _DIM, _RESET = "\033[1m", "\033[31m", "\033[36m", "\033[2m", "\033[0m"


def render_text(findings, files_with_findings: int, color: bool, quiet: bool = False) -> str:
    lines = []
    for f in findings:
        if color:
            lines.append(f"{_BOLD}{f.path}{_RESET}{_CYAN}:{f.line}:{f.column}:{_RESET} "
                         f"{_BOLD}{_RED}{f.code}{_RESET} {f.message}")
        else:
            lines.append(f"{f.path}:{f.line}:{f.column}: {f.code} {f.message}")
    if not quiet:
        if findings:
            fixable = sum(1 for f in findings if f.fixable)
            noun = "issue" if len(findings) == 1 else "issues"
            files = "file" if files_with_findings == 1 else "files"
            summary = f"Found {len(findings)} {noun} in {files_with_findings} {files}."
            if fixable:
                summary += f" {fixable} fixable with --fix."
            lines.append(summary)
        else:
            lines.append("All clear.")
    return "\n".join(lines)


def render_statistics(findings, names: dict) -> str:
    counts = Counter(f.code for f in findings)
    return "\n".join(f"{count:5d}  {code}  {names.get(code, '')}" for code, count in
                     sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
