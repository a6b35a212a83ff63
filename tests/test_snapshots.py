"""What users read, pinned: tests/snapshots/CODE.txt holds the `--output-format full` rendering
(message, position, the carets under the span, the fix as a diff) of every finding on every bad
fixture of that rule, so a change to a message, a column or a fix shows up in review as a diff.

After an intended change: `pytest tests/test_snapshots.py --update-snapshots`, then read the diff.
"""

import os
from dataclasses import replace
from pathlib import Path

import pytest

from jaxlint.engine import lint_source
from jaxlint.reporters import Output, render
from jaxlint.rule import all_rules
from jaxlint.verify.fixture import fixture_files

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
SNAPSHOTS = Path(__file__).resolve().parent / "snapshots"
RULES = [code for code, rule in all_rules().items() if rule.proven_by_fixtures]


def rendered(code: str) -> str:
    """Every bad fixture of `code`, linted as tests/test_fixtures.py lints it, rendered in full."""
    rules = [r for c, r in all_rules().items() if r.default_enabled or c == code]
    blocks = []
    for path in fixture_files(str(FIXTURES / code)):
        if not os.path.basename(path).startswith("bad_"):
            continue
        text = Path(path).read_text(encoding="utf-8")
        name = f"{code}/{os.path.basename(path)}"
        findings = [replace(f, path=name) for f in lint_source(text, name, rules).findings]
        report = render("full", Output(findings, quiet=True, source=lambda _: text))
        blocks.append(f"## {name}\n\n{report}\n")
    return "\n".join(blocks)


@pytest.mark.parametrize("code", RULES)
def test_rendered_findings_match_the_snapshot(code, update_snapshots):
    snapshot = SNAPSHOTS / f"{code}.txt"
    now = rendered(code)
    if update_snapshots:
        snapshot.write_text(now, encoding="utf-8")
    assert snapshot.exists(), f"no snapshot for {code}: run pytest {__file__} --update-snapshots"
    assert snapshot.read_text(encoding="utf-8") == now, (
        f"{code}'s rendered findings changed; if that is intended, run "
        f"pytest tests/test_snapshots.py --update-snapshots and review the diff of {snapshot.name}")


def test_no_snapshot_of_a_rule_that_is_gone():
    assert {p.stem for p in SNAPSHOTS.glob("*.txt")} <= set(RULES)
