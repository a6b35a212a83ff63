"""Which files to lint: the paths named, and the `.py`, `.pyi` and `.ipynb` files under named folders.

While walking a folder, each entry is checked against the exclude patterns of the configuration that
governs its folder (its name against bare patterns, its absolute path against patterns with a '/'), so
only parts below the named folder are ever matched, never the folders above it; an excluded folder is
not entered. `.gitignore` files are honoured (see `gitignore`), virtualenvs skipped, and only regular
files read: FIFOs, devices and symlinks leading out of the named folder are reported and skipped. A
path named on the command line is always linted, unless `force_exclude` (pre-commit, editors) applies
the patterns to it and to its folders up to the project root. Each file is listed once.
"""

from __future__ import annotations

import fnmatch
import os
import re
import stat
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterable, Optional

from jaxlint import gitignore
from jaxlint.config import ConfigError, Resolver

SOURCE_SUFFIXES = (".py", ".pyi", ".ipynb")


class Patterns:
    """Exclude patterns compiled once: bare names against an entry's name, the others (absolute, see
    `config.anchor`) against its absolute path."""

    def __init__(self, patterns: tuple) -> None:
        self._name = self._compile(p for p in patterns if "/" not in p)
        self._path = self._compile(p for p in patterns if "/" in p)

    @staticmethod
    def _compile(patterns: Iterable[str]) -> Optional[re.Pattern]:
        patterns = list(patterns)
        return re.compile("|".join(fnmatch.translate(p) for p in patterns)) if patterns else None

    def excludes(self, name: str, path: str) -> bool:
        return bool(self._name and self._name.match(name)) or bool(self._path and self._path.match(path))


@lru_cache(maxsize=None)
def compiled(patterns: tuple) -> Patterns:
    return Patterns(patterns)


@dataclass
class Discovery:
    files: list = field(default_factory=list)  # as they will be reported, each file once
    skipped: list = field(default_factory=list)  # "path: why" for entries met while walking and not read
    errors: list = field(default_factory=list)  # "path: cannot read: why" for folders that cannot be listed
    truncated: bool = False  # the walk stopped at the `limit` of files


def _special_kind(mode: int) -> str:
    for test, kind in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a folder")):
        if test(mode):
            return kind
    return "not a regular file"


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def _is_virtualenv(path: str) -> bool:
    return os.path.isfile(os.path.join(path, "pyvenv.cfg"))


def named_excluded(path: str, resolver: Resolver) -> bool:
    """For --force-exclude: whether `path` or a folder above it, up to the project root (not
    included), matches the exclude patterns of its configuration."""
    full = os.path.abspath(path)
    settings = resolver.for_path(full)
    patterns = compiled(tuple(settings.excluded()))
    root = os.path.abspath(settings.root)
    current = full
    while True:
        if patterns.excludes(os.path.basename(current), current):
            return True
        parent = os.path.dirname(current)
        if parent == current or parent == root or not _inside(parent, root):
            return False
        current = parent


class _Full(Exception):
    """The walk found `limit` files."""


class _Walk:
    def __init__(self, resolver: Resolver, found: Discovery, limit: Optional[int] = None,
                 skip_broken: bool = False) -> None:
        self.resolver = resolver
        self.skip_broken = skip_broken
        self.found = found
        self.seen: set = set()  # real paths of the files listed
        self.limit = limit

    def add(self, shown: str, real: str) -> None:
        if real not in self.seen:
            if self.limit is not None and len(self.found.files) >= self.limit:
                raise _Full
            self.seen.add(real)
            self.found.files.append(shown)

    def folder(self, shown: str) -> None:
        full = os.path.abspath(shown)
        tree = os.path.realpath(full)
        settings = self.resolver.for_folder(full)
        ignores = gitignore.above(full) if settings.respect_gitignore else ()
        stack = [(os.path.normpath(shown), full, tree, ignores)]
        entered = {tree}
        while stack:
            shown, full, real, ignores = stack.pop()
            try:
                with os.scandir(full) as listing:
                    entries = sorted(listing, key=lambda e: e.name)
            except OSError as exc:
                self.found.errors.append(f"{shown}: cannot read: {exc.strerror or exc}")
                continue
            try:
                settings = self.resolver.for_folder(full)
            except ConfigError:
                if self.skip_broken:
                    continue
                raise
            patterns = compiled(tuple(settings.excluded()))
            if settings.respect_gitignore and any(e.name == ".gitignore" for e in entries):
                own = gitignore.load(full)
                ignores = ignores + (own,) if own is not None else ignores
            below = []
            prefix = full.rstrip("/") + "/"
            for entry in entries:
                name = entry.name
                path = prefix + name
                if patterns.excludes(name, path):
                    continue
                try:
                    is_dir = entry.is_dir()
                except OSError:
                    is_dir = False
                if settings.respect_gitignore and ignores and gitignore.ignored(ignores, path, is_dir):
                    continue
                entry_shown = name if shown == "." else f"{shown}/{name}"
                link = entry.is_symlink()
                entry_real = os.path.realpath(path) if link else real + "/" + name
                if link and not _inside(entry_real, tree):
                    self.found.skipped.append(f"{entry_shown}: a symlink out of the linted folder, to {entry_real}")
                    continue
                if is_dir:
                    if entry_real not in entered and not _is_virtualenv(path):
                        entered.add(entry_real)
                        below.append((entry_shown, path, entry_real, ignores))
                elif name.endswith(SOURCE_SUFFIXES):
                    self.file(entry, entry_shown, entry_real, link)
            stack.extend(reversed(below))

    def file(self, entry: os.DirEntry, shown: str, real: str, link: bool) -> None:
        """A file met while walking: listed if regular (or a dangling link, which the engine reports
        as unreadable); anything else is never opened."""
        if not link:
            if entry.is_file(follow_symlinks=False):
                self.add(shown, real)
            else:
                self.found.skipped.append(f"{shown}: {_special_kind(entry.stat(follow_symlinks=False).st_mode)}")
            return
        try:
            mode = entry.stat().st_mode
        except OSError:
            self.add(shown, real)
            return
        if stat.S_ISREG(mode):
            self.add(shown, real)
        else:
            self.found.skipped.append(f"{shown}: a symlink to {_special_kind(mode)}")


def discover(paths: Iterable[str], resolver: Resolver, force_exclude: bool = False,
             limit: Optional[int] = None, skip_broken: bool = False) -> Discovery:
    """The files to lint under `paths` (which exist, or are dangling symlinks), in walking order; at
    most `limit` of them (then `truncated` is set). `skip_broken`: a folder whose configuration cannot
    be read is left out (a walk for context), instead of raising ConfigError."""
    found = Discovery()
    walk = _Walk(resolver, found, limit, skip_broken)
    try:
        for path in paths:
            if force_exclude and named_excluded(path, resolver):
                continue
            if os.path.isdir(path):
                walk.folder(path)
            else:
                walk.add(path, os.path.realpath(path))
    except _Full:
        found.truncated = True
    return found
