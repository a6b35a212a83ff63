"""`concise` (also `text`): `path:line:col: CODE message` lines (`nb.ipynb:cell 3:4:8:` in a
notebook), then a summary line."""

from __future__ import annotations

from collections import Counter

from jaxlint.reporters.escape import printable
from jaxlint.reporters.output import Output

_BOLD, _RED, _CYAN, _RESET = "\033[1m", "\033[31m", "\033[36m", "\033[0m"


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def position(f) -> str:
    """`line:col`, after `cell N:` in a notebook."""
    cell = f"cell {f.cell}:" if f.cell is not None else ""
    return f"{cell}{f.line}:{f.column}"


def location(f, color: bool) -> str:
    """`path:line:col: CODE`, the start of every human-readable line about a finding."""
    path = printable(f.path)
    if color:
        return f"{_BOLD}{path}{_RESET}{_CYAN}:{position(f)}:{_RESET} {_BOLD}{_RED}{f.code}{_RESET}"
    return f"{path}:{position(f)}: {f.code}"


def render_concise(out: Output) -> str:
    lines = [f"{location(f, out.color)} {printable(f.message)}" for f in out.findings]
    return "\n".join(lines + summary(out))


def summary(out: Output) -> list:
    """The closing lines: the counts, what is fixable, what could not be linted (never "All clear."
    then: the run exits 2), and with --show-fixes what was fixed."""
    lines = _fixed_listing(out) if out.show_fixes and out.fixed else []
    if out.quiet:
        return lines
    parts = []
    total = len(out.findings) + len(out.fixed)
    if total and out.fixing:
        parts.append(f"Found {_plural(total, 'issue')} ({len(out.fixed)} fixed, {len(out.findings)} remaining).")
    elif total:
        parts.append(f"Found {_plural(total, 'issue')} in {_plural(len({f.path for f in out.findings}), 'file')}.")
    fixable, hidden = len(out.fixable()), out.hidden_fixes()
    if fixable:
        parts.append(f"{fixable} fixable with --fix.")
    if hidden:
        parts.append(f"{hidden} {'more ' if fixable else ''}fixable with --unsafe-fixes.")
    if out.errors:
        parts.append(f"{_plural(out.errors, 'error')}.")
    return lines + [" ".join(parts) if parts else "All clear."]


def _fixed_listing(out: Output) -> list:
    """ruff's --show-fixes: per file, how many findings of each code were fixed."""
    lines = [f"Fixed {_plural(len(out.fixed), 'issue')}:"]
    by_path: dict = {}
    for f in out.fixed:
        by_path.setdefault(f.path, Counter())[(f.code, f.name)] += 1
    for path in sorted(by_path):
        lines.append(f"- {printable(path)}:")
        for (code, name), count in sorted(by_path[path].items()):
            lines.append(f"    {count} × {code} ({name})")
    return lines


def by_frequency(findings) -> list:
    """(code, count) pairs, the most frequent code first."""
    return sorted(Counter(f.code for f in findings).items(), key=lambda kv: (-kv[1], kv[0]))


def render_statistics(findings, names: dict) -> str:
    return "\n".join(f"{count:5d}  {code}  {names.get(code, '')}" for code, count in by_frequency(findings))
