"""Writing a fixed file back: the way it was stored, all at once, and only over what was linted.

The engine fixes decoded text; on disk the file keeps its own encoding (its coding cookie, else
UTF-8), its byte-order mark and its line endings (the text carries them). The new bytes go to a
temporary file beside it, with the same permissions, which is renamed over it: a reader sees the old
file or the new one, never half of each. Nothing is written when the file is read-only, is not a
regular file, or has changed since it was read (an editor saved it meanwhile): the caller reports
why, and the file's findings stand.
"""

from __future__ import annotations

import hashlib
import io
import os
import stat
import tempfile
import tokenize
from typing import Optional

_BOM = b"\xef\xbb\xbf"


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def write_fixed(path: str, text: str, read_digest: Optional[str]) -> Optional[str]:
    """Write `text` over `path` (through a symbolic link, to its target) in the file's own encoding, BOM
    and line endings; None when written, else why not. `read_digest` is the digest of the bytes the
    fix was computed from."""
    target = os.path.realpath(path)
    try:
        info = os.stat(target)
        if not stat.S_ISREG(info.st_mode):
            return "not a regular file"
        if not info.st_mode & 0o222 or not os.access(target, os.W_OK):  # the bits count, even for root
            return "the file is read-only"
        with open(target, "rb") as fh:
            current = fh.read()
    except OSError as exc:
        return exc.strerror or str(exc)
    if read_digest is not None and digest(current) != read_digest:
        return "it changed since it was read; run --fix again"
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(current).readline)
        data = text.encode("utf-8" if encoding == "utf-8-sig" else encoding)
    except (SyntaxError, LookupError) as exc:
        return f"its encoding cannot be read: {exc}"
    except UnicodeEncodeError as exc:
        return f"the fix needs characters {exc.encoding} cannot encode"
    if current.startswith(_BOM) and not data.startswith(_BOM):
        data = _BOM + data
    return _replace(target, data, info)


def _replace(target: str, data: bytes, info: os.stat_result) -> Optional[str]:
    folder, name = os.path.split(target)
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=".jaxlint-fix")
    except OSError as exc:
        return f"cannot write beside it: {exc.strerror or exc}"
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
            os.fchmod(fh.fileno(), stat.S_IMODE(info.st_mode))
            try:
                os.fchown(fh.fileno(), info.st_uid, info.st_gid)
            except (OSError, AttributeError):  # another owner's file we may write: it becomes ours
                pass
        os.replace(tmp, target)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return exc.strerror or str(exc)
    return None
