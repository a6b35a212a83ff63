"""What a reporter is given: the findings of a run, what --fix did, and how to show them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional


@dataclass
class Output:
    findings: list  # what is left to report, sorted
    fixed: list = field(default_factory=list)  # findings whose fixes were applied (--fix)
    fixing: bool = False  # --fix ran: the summary counts fixed and remaining
    unsafe_fixes: bool = False  # --unsafe-fixes: unsafe fixes count as fixable
    color: bool = False
    quiet: bool = False
    show_fixes: bool = False
    errors: int = 0  # paths and files that could not be linted: the run exits 2
    source: Callable[[str], Optional[str]] = lambda path: None  # a file's text, for `full`

    def fixable(self) -> list:
        return [f for f in self.findings if f.fix is not None and (self.unsafe_fixes or f.fix.safe)]

    def hidden_fixes(self) -> int:
        """Findings whose only fix is unsafe, when unsafe fixes are off."""
        return 0 if self.unsafe_fixes else sum(1 for f in self.findings if f.fix is not None and not f.fix.safe)


def message_with_cell(f) -> str:
    """The message, after `cell N: ` for a notebook finding (whose line counts within its cell), for
    formats whose positions cannot name a cell."""
    return f"cell {f.cell}: {f.message}" if f.cell is not None else f.message
