"""Every rule's documentation is complete, and its examples are true: the linter flags the
`## Example` code and stays silent on the `## Use instead` code (as Fixit's VALID/INVALID cases)."""

import re

import pytest

from jaxlint.engine import lint_source
from jaxlint.rule import all_rules

SECTIONS = ("## What it does", "## Why is this bad?", "## Example", "## Use instead")
# Examples are fragments; these imports make them modules.
PRELUDE = ("import jax\nimport jax.numpy as jnp\nimport numpy as np\nfrom jax import lax\n"
           "from functools import partial\nfrom jax.experimental import checkify\n")
RULES = list(all_rules().values())
DEFAULT_RULES = [r for r in RULES if r.default_enabled]


def code_blocks(doc: str, section: str) -> list:
    body = doc.split(section, 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", body, re.S)


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.code)
def test_metadata_and_sections(rule):
    assert re.fullmatch(r"JAX\d{3}", rule.code)
    assert re.fullmatch(r"[a-z]+(-[a-z0-9]+)*", rule.name)
    assert rule.summary and "\n" not in rule.summary
    doc = rule.documentation()
    positions = [doc.find(s) for s in SECTIONS]
    assert all(p >= 0 for p in positions), f"{rule.code} lacks a section"
    assert positions == sorted(positions), f"{rule.code}: sections out of order"
    assert code_blocks(doc, "## Example"), f"{rule.code}: the Example has no code"


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.code)
def test_example_is_flagged_and_use_instead_is_clean(rule):
    doc = rule.documentation()
    rules = DEFAULT_RULES + [rule] * (not rule.default_enabled)  # JAX001 judges the others' noqa
    for block in code_blocks(doc, "## Example"):
        result = lint_source(PRELUDE + block, "example.py", rules)
        assert not result.errors
        assert any(f.code == rule.code for f in result.findings), f"{rule.code}: Example not flagged:\n{block}"
    for block in code_blocks(doc, "## Use instead"):
        result = lint_source(PRELUDE + block, "use_instead.py", rules)
        assert not result.errors
        assert not result.findings, f"{rule.code}: Use instead flagged:\n{block}"


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.code)
def test_fix_safety_section_says_which(rule):
    doc = rule.documentation()
    if not rule.fixable():
        assert "## Fix safety" not in doc, f"{rule.code} offers no fix"
        return
    body = doc.split("## Fix safety", 1)[1].split("\n## ", 1)[0].strip()
    assert body.startswith(rule.fix_applicability.capitalize() + ":"), \
        f"{rule.code}: `## Fix safety` must open with {rule.fix_applicability.capitalize()}:"
