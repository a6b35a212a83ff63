"""Output formats: `concise` (alias `text`) and `full` for people; `json`, `json-lines`, `sarif`,
`github`, `gitlab` and `junit` for machines. Each renders an `Output`; formats import lazily."""

from __future__ import annotations

import importlib

from jaxlint.reporters.output import Output

_RENDERERS = {
    "concise": ("text", "render_concise"),
    "text": ("text", "render_concise"),
    "full": ("full", "render_full"),
    "json": ("json", "render_json"),
    "json-lines": ("json", "render_json_lines"),
    "sarif": ("sarif", "render_sarif"),
    "github": ("github", "render_github"),
    "gitlab": ("gitlab", "render_gitlab"),
    "junit": ("junit", "render_junit"),
}
FORMATS = tuple(_RENDERERS)
HUMAN = frozenset({"concise", "text", "full"})  # formats with a summary line; the others are data only


def render(fmt: str, out: Output) -> str:
    module, function = _RENDERERS[fmt]
    return getattr(importlib.import_module(f"jaxlint.reporters.{module}"), function)(out)


__all__ = ["FORMATS", "HUMAN", "Output", "render"]
