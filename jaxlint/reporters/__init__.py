"""Output formats for findings: `text` for people, `json` for machines."""

from jaxlint.reporters.json import render_json, render_statistics_json
from jaxlint.reporters.text import render_statistics, render_text

FORMATS = ("text", "json")

__all__ = ["FORMATS", "render_json", "render_statistics", "render_statistics_json", "render_text"]
