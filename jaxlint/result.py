"""What linting one file gives (findings, errors, the fixed source, the file's project summary), and
reading source bytes as Python does: the light half of the engine, which a run answered from the
cache needs without the engine's libcst."""

from __future__ import annotations

import io
import tokenize
from dataclasses import dataclass, field
from typing import Optional

from jaxlint.finding import Finding

SYNTAX_ERROR = "JAX000"


@dataclass
class FileResult:
    path: str
    findings: list = field(default_factory=list)
    errors: list = field(default_factory=list)  # internal errors: "rule JAX101 crashed on f.py: ..."
    fixed_source: Optional[str] = None
    fixed: list = field(default_factory=list)  # the findings whose fixes fixed_source applies
    read_digest: Optional[str] = None  # with fixes: the digest of the bytes they were made from
    parsed: bool = False
    summary: Optional[dict] = None  # what the file tells the rest of the project (project.link.FileSummary)


def decode(data: bytes) -> str:
    """Decode source bytes as Python does: BOM, coding cookie, else UTF-8. Raises UnicodeDecodeError."""
    encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    text = data.decode(encoding)
    return text.removeprefix("\ufeff")


def encode(text: str) -> bytes:
    """Source text as the bytes `decode` reads back: in the encoding its coding cookie declares, else
    UTF-8 (an editor's or flake8's buffer standing in for a file's bytes)."""
    data = text.encode("utf-8", "surrogatepass")
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        return data if encoding in ("utf-8", "utf-8-sig") else text.encode(encoding)
    except (SyntaxError, LookupError, UnicodeError):
        return data


def cannot_read(path: str, reason: str) -> FileResult:
    """A file that cannot be read (permissions, a dangling symlink, a broken notebook) is one JAX000
    finding, as flake8's E902 is: the user's environment, not an internal error."""
    return FileResult(path, [Finding(path, 1, 1, 1, 1, SYNTAX_ERROR, "io-error", f"cannot read file: {reason}")])
