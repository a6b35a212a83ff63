"""The persistent cache: an unchanged file under an unchanged linter re-lints without parsing.

An entry is keyed by everything that decides a file's findings: the file's bytes, the rules run on it
(after `select`, `ignore` and `per-file-ignores`), the effective settings, the jaxlint version, the Python version and a hash
of jaxlint's own source (engine, model and rules, read once per run), so editing a rule in a checkout
or changing the configuration never serves a stale result. Entries hold findings without the path,
so a moved or copied file hits too.

Two kinds of entries: a file's result (its findings and its project summary), keyed by its bytes, its
rules and what of the project reached it; and its summary alone, keyed by its bytes and what reached
it, whatever rules ran, so a run that only reads a file as context (the rest of the project of a
one-file run) finds what any run analysing it left. And for a project: its solution (what reached
each file, keyed by every file's bytes), and its state (the solution with each file's bytes' hash and
summary, keyed by the files alone), which the solve after an edit starts from.

Layout: `<cache-dir>/run-<run key>/<entry key>`, one small file per entry, written to a temporary
file and renamed into place, so concurrent runs never see a half-written entry.

Trust: the keys are predictable, so anyone who can write the cache folder (a committed
`.jaxlint_cache/`, a shared folder) could plant entries. Each entry therefore carries an HMAC keyed by
a secret that lives in the user's own cache home (`$XDG_CACHE_HOME/jaxlint/secret`, mode 0600), outside
any repository: an entry made on another machine or by another user is a miss. Every field of an
authentic entry is still checked; anything unexpected is a miss too.

Deletion: only folders jaxlint made (named `run-...` and holding its tag) that went unused for a week,
and only the files it wrote there; symbolic links are never followed. A cache directory that is a
symbolic link, the project root, a folder holding the linted files, or an existing folder jaxlint did
not make is refused (`CacheRefused`).
"""

from __future__ import annotations

import dataclasses
import errno
import hashlib
import hmac
import json
import os
import re
import stat
import sys
import time
from typing import Callable, Iterable, Optional

from jaxlint import __version__
from jaxlint.config import Settings
from jaxlint.result import FileResult
from jaxlint.finding import SAFE, UNSAFE, Finding
from jaxlint.project.link import valid_summary

DEFAULT_DIR = ".jaxlint_cache"
_STALE_AFTER = 7 * 24 * 3600  # seconds a run folder may go unused before a run removes it
_FILE_CHOICE = frozenset({"exclude", "extend_exclude", "cache_dir", "root", "source", "project_context"})
_TAG_NAME = "CACHEDIR.TAG"
_TAG = "Signature: 8a477f597d28d172789f06886806bc55\n# This is a cache directory created by jaxlint.\n"
_RUN_TAG_NAME = ".jaxlint-run"
_RUN_TAG = "jaxlint run folder\n"
_RUN_FOLDER = re.compile(r"^run-[0-9a-f]{20}$")
_DIGEST = re.compile(r"^[0-9a-f]{64}\Z")  # a SHA-256 hex digest: an entry's name, a hash an entry holds
_TEMP_PREFIX = ".tmp-"
_SECRET_BYTES = 32

# Bounds on an entry: beyond them it is not one jaxlint wrote.
_MAX_ENTRY_BYTES = 4 << 20
_MAX_STATE_BYTES = 256 << 20  # a project's state holds every file's summary
_MAX_FINDINGS = 100_000
_MAX_POSITION = 10 ** 9
_MAX_TEXT = 10_000
_MAX_TRACE = 100  # steps of a finding's trace (the model's chains are far shorter)
_CODE = re.compile(r"^JAX\d{3}$")
SUMMARY = "summary"  # in a summary entry's key where a result entry's has rule codes
SOLUTION = "solution"  # in the key of a project solution's entry
STATE = "state"  # in the key of a project state's entry


class CacheRefused(Exception):
    """The cache directory is unsafe to write or delete in; the message says why."""


class CacheUnavailable(Exception):
    """The cache cannot be used on this machine (no usable secret): lint without it."""


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


def secret_path() -> str:
    """Where the user's cache secret lives: `$XDG_CACHE_HOME/jaxlint/secret`, else `~/.cache/...`."""
    home = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(home):  # the XDG spec: a relative value is ignored
        home = os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(home, "jaxlint", "secret")


def load_secret(path: Optional[str] = None) -> bytes:
    """The user's secret, created on first use (0600, in a 0700 folder). Raises CacheUnavailable when
    it cannot be made or is not private to this user (then anyone could forge entries)."""
    path = path or secret_path()
    try:
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        try:
            return _read_secret(path)
        except FileNotFoundError:
            pass
        import tempfile  # here: a warm run writes nothing

        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=_TEMP_PREFIX)  # mode 0600
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(os.urandom(_SECRET_BYTES))
            try:
                os.link(tmp, path)  # never replaces: a concurrent first run's secret wins, once
            except FileExistsError:
                pass
        finally:
            os.unlink(tmp)
        return _read_secret(path)
    except OSError as exc:
        raise CacheUnavailable(f"cannot use the cache secret {path}: {exc.strerror or exc}") from None


def _read_secret(path: str) -> bytes:
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    with os.fdopen(fd, "rb") as fh:
        info = os.fstat(fh.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_mode & 0o077 or \
                (hasattr(os, "getuid") and info.st_uid != os.getuid()):
            raise CacheUnavailable(f"the cache secret {path} must be a regular file private to you (chmod 600)")
        secret = fh.read(_SECRET_BYTES + 1)
    if len(secret) != _SECRET_BYTES:
        raise CacheUnavailable(f"the cache secret {path} is damaged; delete it")
    return secret


class Cache:
    """Lookups and stores for one run; picklable, so pool workers share it."""

    def __init__(self, directory: str, settings: Settings, secret: bytes) -> None:
        self.root = directory
        self._secret = secret
        # Every setting but those that only choose files or place the cache: a setting added later
        # invalidates the cache without anyone remembering to add it here.
        config = sorted((k, repr(v)) for k, v in dataclasses.asdict(settings).items() if k not in _FILE_CHOICE)
        run_key = hashlib.sha256(
            f"{__version__}\0{sys.version_info[:2]}\0{source_hash()}\0{config}".encode()).hexdigest()[:20]
        self.folder = os.path.join(directory, f"run-{run_key}")

    def prepare(self, linted: Iterable[str] = (), project_root: Optional[str] = None) -> None:
        """Check the directory is safe, create and tag the folders, refresh this run's, prune stale ones.
        Raises CacheRefused (the directory must not be used) or OSError (it cannot be written)."""
        self._check_root(linted, project_root)
        created = not os.path.lexists(self.root)
        os.makedirs(self.root, exist_ok=True)
        if created:
            _write_atomic(self.root, os.path.join(self.root, _TAG_NAME), _TAG)
            _write_atomic(self.root, os.path.join(self.root, ".gitignore"), "*\n")
        if os.path.islink(self.folder):
            raise CacheRefused(f"cache directory {self.root}: {os.path.basename(self.folder)} is a symbolic link")
        try:
            os.mkdir(self.folder)
        except FileExistsError:
            pass
        if not _holds(self.folder, _RUN_TAG_NAME, _RUN_TAG):
            _write_atomic(self.folder, os.path.join(self.folder, _RUN_TAG_NAME), _RUN_TAG)
        os.utime(self.folder, follow_symlinks=False)
        self._prune()

    def _check_root(self, linted: Iterable[str], project_root: Optional[str]) -> None:
        where = f"cache directory {self.root}"
        if os.path.islink(self.root):
            raise CacheRefused(f"{where} is a symbolic link; jaxlint never follows one")
        real = os.path.realpath(self.root)
        if project_root is not None and real == os.path.realpath(project_root):
            raise CacheRefused(f"{where} is the project root")
        inside = real.rstrip(os.sep) + os.sep
        for path in linted:
            if os.path.realpath(path).startswith(inside):
                raise CacheRefused(f"{where} holds files being linted ({path})")
        if os.path.lexists(self.root):
            if not os.path.isdir(self.root):
                raise CacheRefused(f"{where} is not a folder")
            # A concurrent first run may be between creating the folder and renaming its tag in.
            made = [n for n in os.listdir(self.root) if not n.startswith(_TEMP_PREFIX)]
            if made and not _holds(self.root, _TAG_NAME, _TAG):
                raise CacheRefused(f"{where} exists and was not made by jaxlint (no jaxlint {_TAG_NAME})")

    def _prune(self) -> None:
        now = time.time()
        for entry in os.scandir(self.root):
            if not _RUN_FOLDER.match(entry.name) or entry.path == self.folder or \
                    not entry.is_dir(follow_symlinks=False):
                continue
            try:
                if now - entry.stat(follow_symlinks=False).st_mtime > _STALE_AFTER and \
                        _holds(entry.path, _RUN_TAG_NAME, _RUN_TAG):
                    _remove_run_folder(entry.path)
            except OSError:  # another run pruned it first
                pass

    @staticmethod
    def key(content: bytes, codes: list) -> str:
        """An entry's key: `content` identifies the file's bytes (the runner passes their SHA-256)."""
        digest = hashlib.sha256(",".join(codes).encode() + b"\0")
        digest.update(content)
        return digest.hexdigest()

    def _mac(self, key: str, payload: bytes) -> bytes:
        message = os.path.basename(self.folder).encode() + b"\0" + key.encode() + b"\0" + payload
        return hmac.new(self._secret, message, hashlib.sha256).hexdigest().encode()

    def get(self, key: str, path: str, codes: Iterable[str],
            facts: Optional[Callable[[list], str]] = None) -> Optional[FileResult]:
        """The stored result, or None for a miss: absent, forged, damaged or of another shape; with
        `facts`, also when the project facts the stored analysis read (its summary's `uses`) are no
        longer what `facts(uses)` says they are now."""
        entry = _entry(self._payload(key), frozenset(codes) | {"JAX000"})
        if entry is None or not _facts_hold(entry, facts):
            return None
        return FileResult(path, [Finding.from_row(path, row) for row in entry["rows"]], summary=entry["summary"])

    def get_summary(self, key: str, path: str,
                    facts: Optional[Callable[[list], str]] = None) -> Optional[FileResult]:
        """A file's stored summary, as a result without findings (a file read as context), or None:
        a miss as for `get`."""
        entry = _summary_entry(self._payload(key))
        if entry is None or not _facts_hold(entry, facts):
            return None
        return FileResult(path, summary=entry["summary"])

    def get_solution(self, key: str) -> Optional[dict]:
        """A project's solution as `put_solution` stored it (path -> the strings that key its report),
        or None: a miss as for `get`."""
        entry = _decoded_json(self._payload(key))
        files = entry.get("files") if isinstance(entry, dict) and set(entry) == {"files", "modules"} else None
        if not isinstance(files, dict) or not (isinstance(entry["modules"], str) and _DIGEST.match(entry["modules"])):
            return None
        return entry if all(map(_valid_solved, files.values())) else None

    def put_solution(self, key: str, modules: str, files: dict) -> None:
        self._write(key, {"files": files, "modules": modules})

    def get_state(self, key: str) -> Optional[dict]:
        """A project's state as `put_state` stored it (path -> its solution's row, the hash of its bytes,
        whether it was wanted, the modules its import lines name, its summary; the module names), or
        None: a miss as for `get`."""
        entry = _decoded_json(self._payload(key, _MAX_STATE_BYTES))
        files = entry.get("files") if isinstance(entry, dict) and set(entry) == {"files", "modules"} else None
        if not (isinstance(files, dict) and isinstance(entry["modules"], dict)
                and all(isinstance(v, str) for v in entry["modules"].values())):
            return None
        for row in files.values():
            if not (isinstance(row, list) and len(row) == 8 and _valid_solved(row[:4])
                    and isinstance(row[4], str) and _DIGEST.match(row[4]) and type(row[5]) is bool
                    and isinstance(row[6], list) and all(isinstance(name, str) for name in row[6])
                    and valid_summary(row[7])):
                return None
        return entry

    def put_state(self, key: str, modules: dict, files: dict) -> None:
        self._write(key, {"files": files, "modules": modules})

    def put(self, key: str, result: FileResult, facts: Optional[str] = None) -> None:
        if not (result.errors or result.fixed_source is not None):
            self._write(key, {"rows": [f.to_row() for f in result.findings], "summary": result.summary,
                              "facts": facts})

    def put_summary(self, key: str, result: FileResult, facts: str) -> None:
        if not result.errors:
            self._write(key, {"summary": result.summary, "facts": facts})

    def _payload(self, key: str, limit: int = _MAX_ENTRY_BYTES) -> Optional[bytes]:
        """An entry's JSON, when it is authentic."""
        data = _read_regular(os.path.join(self.folder, key), limit)
        if data is None:
            return None
        mac, _, payload = data.partition(b"\n")
        return payload if hmac.compare_digest(mac, self._mac(key, payload)) else None

    def _write(self, key: str, entry: dict) -> None:
        payload = json.dumps(entry).encode()
        try:
            _write_atomic(self.folder, os.path.join(self.folder, key),
                          (self._mac(key, payload) + b"\n" + payload).decode())
        except OSError:  # a read-only or vanished cache folder costs speed, never a result
            pass


def open_cache(directory: str, settings: Settings, linted: list, project_root: str) -> Optional[Cache]:
    """The run's cache, ready to use; None when it cannot be (a warning says why when that is news).
    Raises CacheRefused for a directory that must not be used."""
    try:
        cache = Cache(directory, settings, load_secret())
        cache.prepare(linted, project_root)
    except CacheUnavailable as exc:
        print(f"jaxlint: warning: linting without the cache: {exc}", file=sys.stderr)
        return None
    except OSError:  # an unwritable cache folder (a read-only checkout): lint without it
        return None
    return cache


def _valid_solved(row) -> bool:
    """A file's row of a solution: its module name, whether it is a package, and the hashes of what
    reached it and of the facts it read."""
    return isinstance(row, list) and len(row) == 4 and isinstance(row[0], str) and len(row[0]) <= _MAX_TEXT \
        and type(row[1]) is bool and all(isinstance(h, str) and _DIGEST.match(h) for h in row[2:])


def _facts_hold(entry: dict, facts: Optional[Callable[[list], str]]) -> bool:
    """Whether the project facts an entry's analysis read are still what `facts(uses)` says."""
    if facts is None:
        return True
    return facts((entry["summary"] or {}).get("uses", [])) == entry["facts"]


def _entry(payload: Optional[bytes], codes: frozenset) -> Optional[dict]:
    """A result entry when every field has the type and range jaxlint writes, else None."""
    entry = _decoded(payload, {"rows", "summary", "facts"})
    return entry if entry is not None and _valid_rows(entry["rows"], codes) else None


def _summary_entry(payload: Optional[bytes]) -> Optional[dict]:
    """A summary entry when every field has the type and range jaxlint writes, else None."""
    entry = _decoded(payload, {"summary", "facts"})
    return entry if entry is not None and entry["facts"] is not None else None


def _decoded_json(payload: Optional[bytes]):
    """An entry's JSON value, or None when it is none (NaN and Infinity are not JSON)."""
    def no_constants(name):
        raise ValueError(name)

    if payload is None:
        return None
    try:
        return json.loads(payload, parse_constant=no_constants)
    except (ValueError, RecursionError):
        return None


def _decoded(payload: Optional[bytes], keys: set) -> Optional[dict]:
    """The JSON object of an entry holding exactly `keys`, with a valid summary and facts."""
    entry = _decoded_json(payload)
    if not isinstance(entry, dict) or set(entry) != keys or not valid_summary(entry["summary"]):
        return None
    if not (entry["facts"] is None or isinstance(entry["facts"], str) and len(entry["facts"]) <= _MAX_TEXT):
        return None
    return entry


def _valid_rows(rows, codes: frozenset) -> bool:
    """Findings rows as Finding.to_row writes them: positions, a code that ran, one-line texts, a fix
    of text edits, the noqa line, the cell and the trace."""
    if not isinstance(rows, list) or len(rows) > _MAX_FINDINGS:
        return False
    for row in rows:
        if not isinstance(row, list) or len(row) != 11:
            return False
        *place, code, name, message, fix, noqa_line, cell, trace = row
        if not _valid_trace(trace):
            return False
        if not _valid_span(place):
            return False
        if not (isinstance(code, str) and code in codes and _CODE.match(code)):
            return False
        if not all(_one_line(s) for s in (name, message)):
            return False
        if not (fix is None or _valid_fix(fix)):
            return False
        if not (type(noqa_line) is int and 0 <= noqa_line <= _MAX_POSITION):
            return False
        if not _valid_cell(cell):
            return False
    return True


def _valid_cell(cell) -> bool:
    return cell is None or type(cell) is int and 1 <= cell <= _MAX_POSITION


def _valid_trace(trace) -> bool:
    """[[path, line, column, message, cell], ...], as TraceStep.to_row writes them."""
    return isinstance(trace, list) and len(trace) <= _MAX_TRACE and all(
        isinstance(step, list) and len(step) == 5 and isinstance(step[0], str) and len(step[0]) <= _MAX_TEXT
        and all(type(v) is int and 1 <= v <= _MAX_POSITION for v in step[1:3]) and _one_line(step[3])
        and _valid_cell(step[4])
        for step in trace)


def _valid_span(place) -> bool:
    return all(type(v) is int and 1 <= v <= _MAX_POSITION for v in place) and place[2] >= place[0]


def _one_line(s) -> bool:
    return isinstance(s, str) and 0 < len(s) <= _MAX_TEXT and not any(map(_control, s))


def _valid_fix(fix) -> bool:
    """[applicability, [[line, column, end_line, end_column, content], ...]]."""
    if not (isinstance(fix, list) and len(fix) == 2 and fix[0] in (SAFE, UNSAFE) and isinstance(fix[1], list)):
        return False
    return 0 < len(fix[1]) <= _MAX_FINDINGS and all(
        isinstance(e, list) and len(e) == 5 and _valid_span(e[:4]) and isinstance(e[4], str)
        and len(e[4]) <= _MAX_TEXT for e in fix[1])


def _control(ch: str) -> bool:
    return ch < " " or ch == "\x7f"


def _read_regular(path: str, limit: int) -> Optional[bytes]:
    """At most `limit` bytes of a regular file, without following a symbolic link; None otherwise."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    with os.fdopen(fd, "rb") as fh:
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return None
            data = fh.read(limit + 1)
        except OSError:
            return None
    return data if len(data) <= limit else None


def _holds(folder: str, name: str, text: str) -> bool:
    data = _read_regular(os.path.join(folder, name), len(text.encode()))
    return data == text.encode()


def _remove_run_folder(folder: str) -> None:
    """Delete the entries jaxlint wrote, then the folder if nothing else is left in it."""
    for entry in os.scandir(folder):
        name = entry.name
        if (_DIGEST.match(name) or name.startswith(_TEMP_PREFIX) or name == _RUN_TAG_NAME) and \
                entry.is_file(follow_symlinks=False):
            try:
                os.unlink(entry.path)
            except FileNotFoundError:
                pass
    try:
        os.rmdir(folder)
    except OSError as exc:  # something jaxlint did not write is still there: leave it
        if exc.errno not in (errno.ENOTEMPTY, errno.EEXIST, errno.ENOENT):
            raise


def _write_atomic(folder: str, path: str, text: str) -> None:
    import tempfile  # here: a warm run writes nothing

    fd, tmp = tempfile.mkstemp(dir=folder, prefix=_TEMP_PREFIX)
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
