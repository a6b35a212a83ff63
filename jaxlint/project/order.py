"""The order to analyse a project's files in: a file after the files whose names it reads.

Facts (symbols, class facts, returns) go from the file that defines a name to the files that read it.
Analysed in that order, a wave at a time, each wave with what the earlier ones found, a fact crosses a
chain of imports in one round of the solve instead of one round per hop. The order decides how soon
the solve gets there, never where: a wrong guess costs an analysis, not a finding. So before the first
round, when no file has been analysed, a scan of the import lines (a regular expression over the bytes,
no parse) is guess enough; after it, the names each analysis read (its summary's `uses`) are exact.
"""

from __future__ import annotations

import re
from typing import Callable, Iterable, Optional

from jaxlint.project.names import resolve_relative

_FROM = re.compile(rb"^[ \t]*from[ \t]+(\.*)[ \t]*([\w.]*)[ \t]+import[ \t]*(\([^)]*\)|[^\n#;]*)", re.M)
_IMPORT = re.compile(rb"^[ \t]*import[ \t]+([^\n#;]+)", re.M)
_NAME = re.compile(rb"[\w.]+")


def imported_modules(data: bytes, module: str, is_package: bool) -> list:
    """The dotted names a file's import lines may name (`from a import b` may import module `a.b`),
    relative imports made absolute against `module`; a guess: strings and comments are read too."""
    out = []
    for dots, target, names in _FROM.findall(data):
        base = target.decode("ascii", "replace") or None
        if dots:
            base = resolve_relative(module, is_package, len(dots), base)
        if base:
            out.append(base)
            out.extend(f"{base}.{n.decode('ascii', 'replace')}" for n in _NAME.findall(names) if n != b"as")
    for names in _IMPORT.findall(data):
        out.extend(n.decode("ascii", "replace") for n in _NAME.findall(names) if n != b"as")
    return out


def waves(paths: list, reads: dict) -> list:
    """`paths` in groups, each group after the groups of the files its files read (`reads`: path ->
    the paths it reads names from); in an import cycle, the file the walk reaches last goes first."""
    level: dict = {}
    for start in paths:
        if start in level:
            continue
        stack, open_ = [(start, iter(reads.get(start, ())))], {start}
        while stack:
            path, deps = stack[-1]
            dep = next((d for d in deps if d not in level and d not in open_), None)
            if dep is not None:
                stack.append((dep, iter(reads.get(dep, ()))))
                open_.add(dep)
                continue
            stack.pop()
            open_.discard(path)
            level[path] = 1 + max((level[d] for d in reads.get(path, ()) if d in level), default=-1)
    grouped: dict = {}
    for path in paths:
        grouped.setdefault(level[path], []).append(path)
    return [grouped[k] for k in sorted(grouped)]


def reads_of(paths: Iterable[str], names_read: Callable[[str], Iterable[str]],
             owner_of: Callable[[str], Optional[str]]) -> dict:
    """path -> the other files of the project it reads names from (`owner_of` maps a name to its file)."""
    out = {}
    for path in paths:
        owners = dict.fromkeys(owner_of(name) for name in names_read(path))
        out[path] = [d for d in owners if d is not None and d != path]
    return out
