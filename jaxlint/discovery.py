"""Which files to lint: every `.py` file under the given paths, minus excluded folders and globs."""

from __future__ import annotations

import fnmatch
import os
from typing import Iterable, Iterator

DEFAULT_EXCLUDE = (
    ".git", ".hg", ".svn", ".bzr", ".venv", "venv", ".env", "env", ".tox", ".nox", "__pycache__",
    ".mypy_cache", ".pytest_cache", ".ruff_cache", ".jaxlint_cache", "build", "dist", "site-packages",
    "node_modules", ".eggs", "*.egg-info", ".ipynb_checkpoints",
)


def is_excluded(path: str, patterns: Iterable[str]) -> bool:
    """A path is excluded when any of its parts, or the path itself, matches a pattern."""
    norm = path.replace(os.sep, "/")
    parts = [p for p in norm.split("/") if p not in ("", ".")]
    for pattern in patterns:
        pattern = pattern.rstrip("/")
        if fnmatch.fnmatch(norm, pattern) or fnmatch.fnmatch(norm, "*/" + pattern):
            return True
        if "/" not in pattern and any(fnmatch.fnmatch(part, pattern) for part in parts):
            return True
    return False


def _is_virtualenv(path: str) -> bool:
    return os.path.isfile(os.path.join(path, "pyvenv.cfg"))


def iter_python_files(paths: Iterable[str], exclude: Iterable[str]) -> Iterator[str]:
    """Files under `paths`, in sorted order. A file named explicitly is linted even if excluded by
    folder name, as in ruff and flake8, unless its own name matches."""
    exclude = tuple(exclude)
    for root in paths:
        if os.path.isfile(root):
            if not is_excluded(os.path.basename(root), exclude):
                yield root
            continue
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(
                d for d in dirnames
                if not is_excluded(os.path.join(dirpath, d), exclude) and not _is_virtualenv(os.path.join(dirpath, d))
            )
            for name in sorted(filenames):
                full = os.path.join(dirpath, name)
                if name.endswith(".py") and not is_excluded(full, exclude):
                    yield os.path.normpath(full)  # `jaxlint` in a folder reports `a.py`, not `./a.py`
