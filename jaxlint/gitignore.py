"""`.gitignore` matching without git, for folder discovery.

Git's rules: a blank line or `#` comment is nothing; `!` re-includes; a trailing `/` matches folders
only; a pattern with a `/` before its end is relative to its file's folder, one without matches a name
at any depth; `*` and `?` stop at `/`, `**` crosses folders. Within a file the last matching pattern
wins, and a deeper file wins over the ones above it. A folder that is ignored is not entered, so nothing
under it can be re-included. Read: every `.gitignore` from the repository root (the nearest folder
holding `.git`) down, and `.git/info/exclude`; outside a repository, those in the linted folders only.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Optional, Sequence


@dataclass(frozen=True)
class Pattern:
    regex: re.Pattern  # against the path from the file's folder if anchored, else the entry's name
    negate: bool
    folders_only: bool
    anchored: bool


def _any_of(patterns) -> Optional[re.Pattern]:
    patterns = [p.regex.pattern for p in patterns]
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.DOTALL) if patterns else None


@dataclass(frozen=True)
class IgnoreFile:
    folder: str  # absolute; the patterns are relative to it
    patterns: tuple

    def __post_init__(self) -> None:
        # Two matches reject the usual entry that no pattern names (by name, and by path).
        for kind, folders in (("files", False), ("folders", True)):
            chosen = [p for p in self.patterns if folders or not p.folders_only]
            object.__setattr__(self, f"_{kind}_by_name", _any_of(p for p in chosen if not p.anchored))
            object.__setattr__(self, f"_{kind}_by_path", _any_of(p for p in chosen if p.anchored))

    def decides(self, path: str, is_dir: bool) -> Optional[bool]:
        """True: ignored, False: re-included, None: no pattern here matches `path` (absolute)."""
        if not path.startswith(self.folder + "/"):
            return None
        rel = path[len(self.folder) + 1:]
        name = rel.rsplit("/", 1)[-1]
        by_name, by_path = ((self._folders_by_name, self._folders_by_path) if is_dir
                            else (self._files_by_name, self._files_by_path))
        if not (by_name and by_name.match(name) or by_path and by_path.match(rel)):
            return None
        for pattern in reversed(self.patterns):
            if (is_dir or not pattern.folders_only) and pattern.regex.match(rel if pattern.anchored else name):
                return not pattern.negate
        return None


def _translate(glob: str) -> str:
    """A gitignore glob (already stripped of `!`, the trailing `/` and a leading `/`) as a regex."""
    out, i, n = [], 0, len(glob)
    while i < n:
        c = glob[i]
        if glob.startswith("**/", i) and (i == 0 or glob[i - 1] == "/"):
            out.append("(?:.*/)?")  # zero or more folders
            i += 3
        elif glob.startswith("**", i) and i + 2 == n and (i == 0 or glob[i - 1] == "/"):
            out.append(".*")  # everything inside
            i += 2
        elif c == "*":
            out.append("[^/]*")
            i += 1
            while i < n and glob[i] == "*":  # `**` elsewhere is a plain `*`
                i += 1
        elif c == "?":
            out.append("[^/]")
            i += 1
        elif c == "[":
            end = glob.find("]", i + 2 if glob[i + 1:i + 2] in ("!", "^", "]") else i + 1)
            if end < 0:
                out.append(re.escape(c))
                i += 1
                continue
            body = glob[i + 1:end]
            if body[:1] in ("!", "^"):
                body = "^" + body[1:]
            out.append("[" + body.replace("\\", "\\\\") + "]")
            i = end + 1
        elif c == "\\" and i + 1 < n:
            out.append(re.escape(glob[i + 1]))
            i += 2
        else:
            out.append(re.escape(c))
            i += 1
    return "".join(out)


def parse(text: str) -> tuple:
    patterns = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        line = re.sub(r"(?<!\\)\s+$", "", line)  # trailing blanks go unless escaped
        negate = line.startswith("!")
        if negate:
            line = line[1:]
        elif line.startswith("\\!") or line.startswith("\\#"):
            line = line[1:]
        folders_only = line.endswith("/")
        line = line.rstrip("/")
        if not line:
            continue
        anchored = "/" in line
        regex = re.compile(_translate(line.lstrip("/")) + r"\Z", re.DOTALL)
        patterns.append(Pattern(regex, negate, folders_only, anchored))
    return tuple(patterns)


def load(folder: str, name: str = ".gitignore") -> Optional[IgnoreFile]:
    try:
        with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as fh:
            patterns = parse(fh.read())
    except OSError:
        return None
    return IgnoreFile(folder, patterns) if patterns else None


def repository_root(folder: str) -> Optional[str]:
    current = folder
    while True:
        if os.path.exists(os.path.join(current, ".git")):
            return current
        parent = os.path.dirname(current)
        if parent == current:
            return None
        current = parent


def above(folder: str) -> tuple:
    """The ignore files that apply inside `folder` before its own `.gitignore`: the repository's
    `info/exclude`, then every `.gitignore` from the repository root down to `folder`'s parent."""
    root = repository_root(folder)
    if root is None:
        return ()
    files = [load(root, os.path.join(".git", "info", "exclude")) if os.path.isdir(os.path.join(root, ".git"))
             else None]
    chain = []
    current = folder
    while current != root:
        current = os.path.dirname(current)
        chain.append(current)
    files += [load(f) for f in reversed(chain)]
    return tuple(f for f in files if f is not None)


def ignored(files: Sequence[IgnoreFile], path: str, is_dir: bool) -> bool:
    """Whether the deepest file with a matching pattern ignores `path`."""
    for ignore_file in reversed(files):
        decision = ignore_file.decides(path, is_dir)
        if decision is not None:
            return decision
    return False
