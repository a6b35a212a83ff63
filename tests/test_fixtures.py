"""Every fixture: the linter flags exactly the lines marked `# error: CODE`, with those codes."""

import os

import pytest

from jaxlint.engine import lint_source
from jaxlint.rule import all_rules
from jaxlint.verify.fixture import fixture_files, parse, rule_code_of

FIXTURES = fixture_files()


# The rules the user named carry more near misses than the others.
NAMED_RULES = {"JAX101", "JAX102", "JAX103", "JAX201", "JAX202", "JAX203", "JAX301"}


def test_every_rule_has_bad_and_good_fixtures():
    by_rule = {}
    for path in FIXTURES:
        by_rule.setdefault(rule_code_of(path), []).append(os.path.basename(path))
    for code, rule in all_rules().items():
        if not rule.proven_by_fixtures:
            continue
        names = by_rule.get(code, [])
        needed = 4 if code in NAMED_RULES else 3
        assert sum(n.startswith("bad_") for n in names) >= needed, f"{code}: needs {needed} bad fixtures"
        assert sum(n.startswith("good_") for n in names) >= needed, f"{code}: needs {needed} good fixtures"


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: f"{rule_code_of(p)}/{os.path.basename(p)}")
def test_fixture_findings_match_annotations(path):
    fixture = parse(path)
    code = rule_code_of(path)
    assert code in all_rules(), f"fixture folder {code} names no rule"
    assert os.path.basename(path).startswith("bad_") == fixture.is_bad, \
        "bad_ fixtures mark at least one line, good_ fixtures none"
    # Every default rule runs on every fixture, with the fixture's own rule: no rule may misfire on
    # another rule's fixture.
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    rules = [r for c, r in all_rules().items() if r.default_enabled or c == code]
    result = lint_source(text, path, rules)
    assert not result.errors, result.errors
    found, columns = {}, {}
    for f in result.findings:
        found.setdefault(f.line, set()).add(f.code)
        columns.setdefault((f.line, f.code), set()).add(f.column)
    assert found == fixture.expected
    for (line, marked), column in fixture.columns.items():  # `# error: JAX101:12` pins the column
        assert column in columns[(line, marked)], f"line {line}: {marked} at column {columns[(line, marked)]}"


def test_columns_are_pinned_where_the_line_does_not_say():
    """A mark gives the column wherever the finding does not start at the line's first character."""
    for path in FIXTURES:
        fixture = parse(path)
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
        for line, codes in fixture.expected.items():
            indent = len(lines[line - 1]) - len(lines[line - 1].lstrip()) + 1
            for code in codes:
                column = fixture.columns.get((line, code))
                assert column is None or column != indent, f"{path}:{line}: the column {code}:{column} is the indent"
