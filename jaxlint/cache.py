"""The persistent cache: an unchanged file under an unchanged linter re-lints without parsing.

An entry is keyed by everything that decides a file's findings: the file's bytes, the rules run on it
(after `select`, `ignore` and `per-file-ignores`), the effective settings, the jaxlint version, the Python version and a hash
of jaxlint's own source (engine, model and rules, read once per run), so editing a rule in a checkout
or changing the configuration never serves a stale result. Entries hold findings without the path,
so a moved or copied file hits too.

Layout: `<cache-dir>/<run key>/<entry key>`, one small JSON file per entry, written to a temporary
file and renamed into place, so two concurrent runs never see a half-written entry. Run folders not
used for a week are removed. Results with internal errors, and `--fix` runs, are never stored.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import shutil
import sys
import tempfile
import time
from typing import Callable, Optional

from jaxlint import __version__
from jaxlint.config import Settings
from jaxlint.engine import Finding, FileResult

DEFAULT_DIR = ".jaxlint_cache"
_STALE_AFTER = 7 * 24 * 3600  # seconds a run folder may go unused before a run removes it
_FILE_CHOICE = frozenset({"exclude", "extend_exclude", "cache_dir", "root", "source"})
_TAG = "Signature: 8a477f597d28d172789f06886806bc55\n# This is a cache directory created by jaxlint.\n"


def source_hash() -> str:
    """A hash of every Python source of the `jaxlint` package and its rules (fixtures left out)."""
    import jaxlint
    import jaxlint.rules

    roots = {os.path.realpath(p) for p in (*jaxlint.__path__, *jaxlint.rules.__path__)}
    digest = hashlib.sha256()
    for root in sorted(roots):
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if d not in ("fixtures", "__pycache__"))
            for name in sorted(filenames):
                if name.endswith(".py"):
                    path = os.path.join(dirpath, name)
                    digest.update(os.path.relpath(path, root).encode() + b"\0")
                    with open(path, "rb") as fh:
                        digest.update(hashlib.sha256(fh.read()).digest())
    return digest.hexdigest()


class Cache:
    """Lookups and stores for one run; picklable, so pool workers share it."""

    def __init__(self, directory: str, settings: Settings) -> None:
        self.root = directory
        # Every setting but those that only choose files or place the cache: a setting added later
        # invalidates the cache without anyone remembering to add it here.
        config = sorted((k, repr(v)) for k, v in dataclasses.asdict(settings).items() if k not in _FILE_CHOICE)
        run_key = hashlib.sha256(
            f"{__version__}\0{sys.version_info[:2]}\0{source_hash()}\0{config}".encode()).hexdigest()[:20]
        self.folder = os.path.join(directory, run_key)

    def prepare(self) -> None:
        """Create the folders (and mark them as a cache), refresh this run's folder, prune stale ones."""
        os.makedirs(self.folder, exist_ok=True)
        for name, text in (("CACHEDIR.TAG", _TAG), (".gitignore", "*\n")):
            path = os.path.join(self.root, name)
            if not os.path.exists(path):
                _write_atomic(self.root, path, text)
        os.utime(self.folder)
        now = time.time()
        for entry in os.scandir(self.root):
            if entry.is_dir() and entry.path != self.folder and now - entry.stat().st_mtime > _STALE_AFTER:
                shutil.rmtree(entry.path, ignore_errors=True)

    @staticmethod
    def key(data: bytes, codes: list) -> str:
        digest = hashlib.sha256(",".join(codes).encode() + b"\0")
        digest.update(data)
        return digest.hexdigest()

    def get(self, key: str, path: str, facts: Optional[Callable[[list], str]] = None) -> Optional[FileResult]:
        """The stored result; with `facts`, only if the project facts the stored analysis read (its
        summary's `uses`) are still what `facts(uses)` says they are now."""
        try:
            with open(os.path.join(self.folder, key), "rb") as fh:
                entry = json.loads(fh.read())
        except (OSError, ValueError):
            return None
        try:
            result = FileResult(path, [Finding.from_row(path, row) for row in entry["rows"]],
                                summary=entry.get("summary"))
            if facts is not None and facts((result.summary or {}).get("uses", [])) != entry.get("facts"):
                return None
            return result
        except (TypeError, ValueError, KeyError, AttributeError):  # another shape: a miss, the store overwrites it
            return None

    def put(self, key: str, result: FileResult, facts: Optional[str] = None) -> None:
        if result.errors or result.fixed_source is not None:
            return
        rows = [f.to_row() for f in result.findings]
        entry = {"rows": rows, "summary": result.summary, "facts": facts}
        try:
            _write_atomic(self.folder, os.path.join(self.folder, key), json.dumps(entry))
        except OSError:  # a read-only or vanished cache folder costs speed, never a result
            pass


def _write_atomic(folder: str, path: str, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
