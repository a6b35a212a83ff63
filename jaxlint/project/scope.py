"""The project of the files a run names, and its other files: analysed with them, never reported.

A run that names only some files (pre-commit's staged files, the one file flake8 or an editor lints, a CI
shard) still knows what the rest of the project does with them. A file's project is the first of these
folders that holds it and may be walked:

1. the folder of its configuration (`--config`'s: the current folder, as for its paths);
2. the nearest folder above it marking a project: `pyproject.toml`, `setup.py`, `setup.cfg` or `.git`;
3. the folder above its top package (the last folder up holding `__init__.py`), else its own folder;
   but never above a folder the run names (`jaxlint .` in a folder holding `__init__.py`, with no
   marker above it, lints that folder as its project, not its parent's other folders).

(Not the current folder: `jaxlint x/f.py` from a crowded folder would walk all of it.)

The filesystem root, the home folder and the folders above it are never walked, so a file there is
linted alone. The project's files are found as a folder run finds them (excludes, `.gitignore`), at
most `MAX_FILES` in all. Module names are counted from each file's project folder, so they are the same
whichever files a run names.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Iterable, Optional

from jaxlint.config import Resolver
from jaxlint.discovery import discover

MAX_FILES = 5000
MARKERS = ("pyproject.toml", "setup.py", "setup.cfg", ".git")
_MODULE_SUFFIXES = (".py", ".pyi")  # notebooks are not imported: they give a project nothing


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def walkable(folder: str) -> bool:
    """Whether a run may walk `folder` for context: not the filesystem root, the home folder or above."""
    real = os.path.realpath(folder)
    return os.path.dirname(real) != real and not _inside(os.path.realpath(os.path.expanduser("~")), real)


def package_root(folder: str) -> str:
    """The folder above the top package holding `folder` (`folder` itself when it is no package)."""
    while os.path.isfile(os.path.join(folder, "__init__.py")) and os.path.dirname(folder) != folder:
        folder = os.path.dirname(folder)
    return folder


class Roots:
    """Each folder's project (see the module's documentation), found once per folder."""

    def __init__(self, resolver: Resolver) -> None:
        self.resolver = resolver
        self._project: dict = {}
        self.marked: set = set()  # project folders a configuration or a marker names (rules 1 and 2)

    def project(self, path: str) -> Optional[str]:
        """The project folder of a file, None when no folder holding it may be walked."""
        folder = os.path.dirname(os.path.abspath(path))
        if folder not in self._project:
            self._project[folder] = next((c for c in self._candidates(folder) if _inside(folder, c) and walkable(c)),
                                         None)
        return self._project[folder]

    def naming(self, path: str) -> str:
        """The folder a file's module names are counted from: its project, else its package root."""
        return self.project(path) or package_root(os.path.dirname(os.path.abspath(path)))

    def _candidates(self, folder: str) -> Iterable[str]:
        settings = self.resolver.for_folder(folder)
        if settings.source is not None:
            self.marked.add(os.path.abspath(settings.root))
            yield os.path.abspath(settings.root)
        current = folder
        while walkable(current):
            if any(os.path.exists(os.path.join(current, marker)) for marker in MARKERS):
                self.marked.add(current)
                yield current
                break
            current = os.path.dirname(current)
        yield package_root(folder)


@dataclass
class Scope:
    """The files a run analyses: the named ones and, as context, the rest of their projects."""

    context: list = field(default_factory=list)  # the projects' other files (relative to the working folder when under it)
    roots: dict = field(default_factory=dict)  # every file -> the folder its module names count from
    projects: list = field(default_factory=list)  # the project folders walked
    truncated: bool = False  # the projects hold more than MAX_FILES files: the walk stopped there


def scope(files: list, resolver: Resolver, walked: Iterable[str] = ()) -> Scope:
    """The scope of a run naming `files` (found under the named folders `walked`, which are not walked
    again): the other files of the projects of those whose settings keep `project-context` on."""
    roots = Roots(resolver)
    found = Scope(roots={path: roots.naming(path) for path in files})
    walked = [os.path.realpath(folder) for folder in walked]
    projects = {roots.project(path) for path in files if resolver.for_path(path).project_context}
    for project in sorted(p for p in projects if p is not None):
        real = os.path.realpath(project)
        if project not in roots.marked and any(_inside(folder, real) for folder in walked):
            continue  # `jaxlint .` in a package with no marker above it: the named folder is the project
        if not any(_inside(real, folder) for folder in walked + found.projects):
            found.projects.append(project)
    named = {os.path.realpath(path) for path in files}
    listed, here = 0, os.getcwd()
    for project in found.projects:
        shown = os.path.relpath(project) if _inside(project, here) else project  # as a folder run shows it
        # A folder of the project with a broken configuration of its own is no context: the named
        # files are still linted (their own configuration, broken, is reported as ever).
        walk = discover([shown], resolver, limit=MAX_FILES - listed, skip_broken=True)
        listed += len(walk.files)
        found.truncated |= walk.truncated
        real = os.path.realpath(project)  # discovery lists what is under it by its real path
        for path in walk.files:
            below = path if shown == "." else path[len(shown) + 1:]
            if path.endswith(_MODULE_SUFFIXES) and os.path.join(real, below) not in named:
                found.context.append(path)
                found.roots[path] = roots.naming(path)
    return found


def describe(path: str, resolver: Resolver) -> str:
    """The project a run naming `path` analyses with it, for `--show-settings`."""
    project = Roots(resolver).project(path if os.path.isfile(path) else os.path.join(path, "-"))
    if project is None:
        return " (no project: the filesystem root and the home folder are never walked)"
    return f" (project: {project})"
