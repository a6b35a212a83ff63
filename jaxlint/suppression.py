"""`# noqa` and `# jaxlint: skip-file`, with flake8's semantics; unused directives and `--add-noqa`.

`# noqa` alone silences every finding on its line; `# noqa: JAX101, JAX2` silences the listed codes
(a listed prefix with digits matches, as in flake8). A finding on a statement that spans lines is
also silenced by a noqa on the statement's first or last line.
"""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass, field
from typing import Iterable, Optional

from jaxlint.finding import Edit

# flake8's pattern (codes are letters then digits; `# noqa:` followed by no code is a blanket noqa),
# also accepting `#noqa`.
NOQA = re.compile(r"#\s*noqa(?::[\s]?(?P<codes>([A-Z]+[0-9]+(?:[,\s]+)?)+))?", re.IGNORECASE)
SKIP_FILE = re.compile(r"^\s*#\s*jaxlint:\s*skip-file\b", re.MULTILINE)
_ALL = frozenset({"*"})
OWN_PREFIX = "JAX"  # codes of other tools in a noqa are theirs: never reported unused, never removed


@dataclass
class Directive:
    """One `# noqa` comment: its codes (`_ALL` for a blanket noqa) and where it sits on its line."""

    line: int
    codes: frozenset
    listed: tuple  # the codes as written, in order
    comment: tuple  # (start, end) columns of the whole comment, 0-based
    span: tuple  # (start, end) columns of the `# noqa...` match
    codes_span: Optional[tuple]  # (start, end) columns of the code list, separators included
    used: set = field(default_factory=set)  # the listed codes that silenced a finding


def skip_file(text: str) -> bool:
    return SKIP_FILE.search(text) is not None


def directives(text: str) -> dict[int, Directive]:
    """Line number -> its noqa directive. Only real comments count."""
    if "noqa" not in text and "NOQA" not in text.upper():
        return {}
    out: dict[int, Directive] = {}
    for tok in _tokens(text):
        if tok.type != tokenize.COMMENT:
            continue
        match = NOQA.search(tok.string)
        if not match:
            continue
        col = tok.start[1]
        codes = match.group("codes")
        listed = tuple(c.upper() for c in re.split(r"[,\s]+", codes) if c) if codes else ()
        out[tok.start[0]] = Directive(
            tok.start[0], frozenset(listed) if codes else _ALL, listed, (col, tok.end[1]),
            (col + match.start(), col + match.end()),
            (col + match.start("codes"), col + match.end("codes")) if codes else None)
    return out


def noqa_lines(text: str) -> dict[int, frozenset]:
    """Line number -> the codes its noqa comment silences ("*" for all)."""
    return {line: d.codes for line, d in directives(text).items()}


def _tokens(text: str):
    try:
        yield from tokenize.generate_tokens(io.StringIO(text).readline)
    except (tokenize.TokenError, SyntaxError):
        return


def matching(code: str, lines: tuple, noqa: dict) -> Optional[tuple]:
    """(line, listed code) of the noqa that silences `code` on one of `lines`, else None; the listed
    code is "*" for a blanket noqa. `noqa` maps lines to Directives or to code sets."""
    for line in lines:
        entry = noqa.get(line)
        if entry is None:
            continue
        codes = entry.codes if isinstance(entry, Directive) else entry
        if codes is _ALL or "*" in codes:
            return line, "*"
        listed = next((c for c in codes if code.startswith(c)), None)
        if listed is not None:
            return line, listed
    return None


def is_suppressed(code: str, lines: tuple, noqa: dict[int, frozenset]) -> bool:
    return matching(code, lines, noqa) is not None


def unused(directive: Directive, codes_run: Iterable[str]) -> list:
    """The listed codes of ours that silenced nothing, among those whose rules ran (a code whose rule
    did not run may well be needed). A blanket noqa may serve other tools: never unused."""
    run = list(codes_run)
    return [c for c in directive.listed if c.startswith(OWN_PREFIX) and c not in directive.used
            and any(r.startswith(c) for r in run)]


def removal(directive: Directive, line_text: str, drop: list) -> Edit:
    """The edit that removes the codes `drop` from `directive` (the whole directive if no code is left)."""
    keep = [c for c in directive.listed if c not in drop]
    start, end = directive.codes_span
    if keep:
        trailing = line_text[start:end][len(line_text[start:end].rstrip()):]
        return _edit(directive.line, start, end, ", ".join(keep) + trailing)
    d_start, d_end = directive.span
    c_start, c_end = directive.comment
    rest = line_text[d_end:c_end].strip()
    if d_start == c_start and not rest:  # the comment is only the directive: drop it and its indent
        before = len(line_text[:c_start].rstrip())
        return _edit(directive.line, before, c_end, "")
    if d_start == c_start:  # `# noqa: JAX101 why` keeps `# why`
        return _edit(directive.line, d_start, d_end + (len(line_text[d_end:]) - len(line_text[d_end:].lstrip())),
                     "# ")
    before = len(line_text[:d_start].rstrip())  # `# why  # noqa: JAX101`: drop the directive
    return _edit(directive.line, before, d_end, "")


def _edit(line: int, start: int, end: int, content: str) -> Edit:
    return Edit(line, start + 1, line, end + 1, content)


def comment_lines(text: str) -> set:
    """The lines a comment can be appended to: each ends code or a comment, not a string or a `\\`."""
    return {tok.start[0] for tok in _tokens(text) if tok.type in (tokenize.NEWLINE, tokenize.NL)}


def add_noqa(text: str, wanted: dict) -> tuple:
    """(`text` with `# noqa: CODES` on each line of `wanted` {line: codes}, number of lines changed).
    An existing noqa gains the codes; any other comment is kept, the directive going after it."""
    found = directives(text)
    lines = text.splitlines(keepends=True)
    changed = 0
    for number, codes in sorted(wanted.items()):
        line = lines[number - 1]
        body = line.rstrip("\r\n")
        ending = line[len(body):]
        directive = found.get(number)
        if directive is not None:
            if directive.codes is _ALL:
                continue
            new = [c for c in sorted(codes) if not any(c.startswith(have) for have in directive.codes)]
            if not new:
                continue
            start, end = directive.codes_span
            listed = body[start:end].rstrip()
            body = body[:start] + ", ".join([listed] + new) + body[start + len(listed):]
        else:
            body = body.rstrip() + "  # noqa: " + ", ".join(sorted(codes))
        lines[number - 1] = body + ending
        changed += 1
    return "".join(lines), changed
