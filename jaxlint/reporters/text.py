"""`path:line:col: CODE message` lines (`nb.ipynb:cell 3:4:8:` in a notebook), then a summary line."""

from __future__ import annotations

from collections import Counter

_BOLD, _RED, _CYAN, _DIM, _RESET = "\033[1m", "\033[31m", "\033[36m", "\033[2m", "\033[0m"


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def location(f) -> str:
    cell = f"cell {f.cell}:" if f.cell is not None else ""
    return f"{cell}{f.line}:{f.column}"


def render_text(findings, files_with_findings: int, color: bool, quiet: bool = False, errors: int = 0) -> str:
    """`errors` counts what could not be linted (the run exits 2): the summary says so, never
    "All clear."."""
    lines = []
    for f in findings:
        if color:
            lines.append(f"{_BOLD}{f.path}{_RESET}{_CYAN}:{location(f)}:{_RESET} "
                         f"{_BOLD}{_RED}{f.code}{_RESET} {f.message}")
        else:
            lines.append(f"{f.path}:{location(f)}: {f.code} {f.message}")
    if not quiet:
        parts = []
        if findings:
            fixable = sum(1 for f in findings if f.fixable)
            parts.append(f"Found {_plural(len(findings), 'issue')} in {_plural(files_with_findings, 'file')}.")
            if fixable:
                parts.append(f"{fixable} fixable with --fix.")
        if errors:
            parts.append(f"{_plural(errors, 'error')}.")
        lines.append(" ".join(parts) if parts else "All clear.")
    return "\n".join(lines)


def by_frequency(findings) -> list:
    """(code, count) pairs, the most frequent code first."""
    return sorted(Counter(f.code for f in findings).items(), key=lambda kv: (-kv[1], kv[0]))


def render_statistics(findings, names: dict) -> str:
    return "\n".join(f"{count:5d}  {code}  {names.get(code, '')}" for code, count in by_frequency(findings))
