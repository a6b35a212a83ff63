"""Module names of a project's files, as its own imports spell them.

A file's module name is the chain of packages (folders holding `__init__.py`) above it, from the first
folder that is not a package: `src/pkg/losses.py` is `pkg.losses`, a script beside others is its own
stem (`train.py` is `train`, so `from losses import loss` finds `losses.py`). A project without
`__init__.py` files (namespace packages) is also reachable by the path from its root: `pkg/mod.py`
under the root is `pkg.mod`, and under `root/src` too.
"""

from __future__ import annotations

import os
from typing import Optional

_SOURCE_SUFFIXES = (".py", ".pyi")


def module_names(path: str, root: Optional[str] = None, packages: Optional[dict] = None) -> list:
    """Every dotted name the project's imports may use for `path`, the package-based one first;
    `packages` keeps, for the files of one run, whether each folder is a package."""
    packages = {} if packages is None else packages
    path = os.path.abspath(path)
    folder, base = os.path.split(path)
    stem = next((base[:-len(s)] for s in _SOURCE_SUFFIXES if base.endswith(s)), None)
    if stem is None or not stem.isidentifier() and stem != "__init__":
        return []
    parts = [] if stem == "__init__" else [stem]
    while _is_package(folder, packages):
        folder, package = os.path.split(folder)
        parts.insert(0, package)
    names = [".".join(parts)] if parts else []
    if root is not None:
        root = os.path.abspath(root)
        for base_dir in (root, os.path.join(root, "src")):
            rel = os.path.relpath(path, base_dir)
            if rel.startswith(".."):
                continue
            dotted = rel[:-len(os.path.splitext(rel)[1])].replace(os.sep, ".")
            dotted = dotted[:-len(".__init__")] if dotted.endswith(".__init__") else dotted
            if dotted and dotted != "__init__" and all(p.isidentifier() for p in dotted.split(".")) \
                    and dotted not in names:
                names.append(dotted)
    return names


def _is_package(folder: str, packages: dict) -> bool:
    if folder not in packages:
        packages[folder] = os.path.isfile(os.path.join(folder, "__init__.py"))
    return packages[folder]


def resolve_relative(module: str, is_package: bool, level: int, target: Optional[str]) -> Optional[str]:
    """The absolute module a relative import names: `from ..utils import x` in `pkg.sub.mod`."""
    parts = module.split(".") if module else []
    if not is_package:
        parts = parts[:-1]
    if level - 1 > len(parts):
        return None
    base = parts[:len(parts) - (level - 1)]
    if target:
        base += target.split(".")
    return ".".join(base) or None
