"""`github`: workflow commands that GitHub Actions turns into annotations on the pull request."""

from __future__ import annotations

from jaxlint.reporters.escape import github_data, github_property
from jaxlint.reporters.output import Output, message_with_cell


def render_github(out: Output) -> str:
    return "\n".join(
        f"::error file={github_property(f.path)},line={f.line},col={f.column},endLine={f.end_line},"
        f"endColumn={f.end_column},title={github_property(f.code)}::{github_data(message_with_cell(f))}"
        for f in out.findings)
