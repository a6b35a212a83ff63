"""`# noqa` and `# jaxlint: skip-file`, with flake8's semantics.

`# noqa` alone silences every finding on its line; `# noqa: JAX101, JAX2` silences the listed codes
(a listed prefix with digits matches, as in flake8). A finding on a statement that spans lines is
also silenced by a noqa on the statement's first or last line.
"""

from __future__ import annotations

import io
import re
import tokenize
from typing import Optional

# flake8's pattern (codes are letters then digits; `# noqa:` followed by no code is a blanket noqa),
# also accepting `#noqa`.
NOQA = re.compile(r"#\s*noqa(?::[\s]?(?P<codes>([A-Z]+[0-9]+(?:[,\s]+)?)+))?", re.IGNORECASE)
SKIP_FILE = re.compile(r"^\s*#\s*jaxlint:\s*skip-file\b", re.MULTILINE)
_ALL = frozenset({"*"})


def skip_file(text: str) -> bool:
    return SKIP_FILE.search(text) is not None


def noqa_lines(text: str) -> dict[int, frozenset]:
    """Line number -> the codes its noqa comment silences ("*" for all). Only real comments count."""
    if "noqa" not in text and "NOQA" not in text.upper():
        return {}
    out: dict[int, frozenset] = {}
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.COMMENT:
                match = NOQA.search(tok.string)
                if match:
                    codes = match.group("codes")
                    out[tok.start[0]] = (frozenset(c.upper() for c in re.split(r"[,\s]+", codes) if c)
                                         if codes else _ALL)
    except (tokenize.TokenError, SyntaxError):
        pass
    return out


def is_suppressed(code: str, lines: tuple, noqa: dict[int, frozenset]) -> bool:
    for line in lines:
        codes: Optional[frozenset] = noqa.get(line)
        if codes is not None and (codes is _ALL or "*" in codes or any(code.startswith(c) for c in codes)):
            return True
    return False
