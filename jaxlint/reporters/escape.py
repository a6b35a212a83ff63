"""Neutralise untrusted text (file names, messages quoting source) before it reaches a terminal,
a log or a CI command: a newline in a file name must not forge an output line or a `::error`
command, and an escape sequence in a string literal must not drive the terminal."""

from __future__ import annotations

import re

# C0 and C1 controls (ESC, CSI, newlines, NUL...), DEL, and the bidirectional overrides and
# isolates that reorder what a reader sees (the "Trojan Source" characters).
_UNSAFE = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def printable(text: str, keep_tabs: bool = True) -> str:
    """`text` with every control character written as a visible escape (`\\n`, `\\x1b`, `\\u202e`)."""
    out = _UNSAFE.sub(_escape, text)
    return out if keep_tabs else out.replace("\t", "\\t")


def _escape(match: re.Match) -> str:
    ch = match.group()
    named = {"\n": "\\n", "\r": "\\r"}.get(ch)
    if named:
        return named
    return f"\\x{ord(ch):02x}" if ord(ch) < 0x100 else f"\\u{ord(ch):04x}"


def github_data(text: str) -> str:
    """The message of a GitHub workflow command (after `::`): the toolkit's escapes (`%25`; newlines
    are already visible escapes)."""
    return printable(text).replace("%", "%25")


def github_property(text: str) -> str:
    """A property value of a GitHub workflow command (`file=...`): `:` and `,` end one there."""
    return github_data(text).replace(":", "%3A").replace(",", "%2C")
