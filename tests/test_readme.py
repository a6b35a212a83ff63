"""The README documents what exists: the generated rules table is current, the usage is complete."""

import json
import re
from pathlib import Path

from jaxlint import docs
from jaxlint.cli import _parser
from jaxlint.config import KEYS
from jaxlint.finding import Edit, Finding, Fix
from jaxlint.reporters import Output, render

README = Path(__file__).resolve().parent.parent / "README.md"  # the checkout's, not the installed package's


def _readme() -> str:
    return README.read_text(encoding="utf-8")


def test_rules_table_is_in_sync():
    assert docs.with_rules_table(_readme()) == _readme(), (
        "README.md's rules table is out of date: run `python -m jaxlint.docs` and commit README.md")


def test_rules_table_lists_every_rule_once():
    for code, rule in docs.all_rules().items():
        assert docs.rules_table().count(f"| {code} | `{rule.name}` |") == 1


def test_check_mode_reports_a_stale_table(tmp_path):
    stale = tmp_path / "README.md"
    stale.write_text("# x\n\n<!-- rules-table: generated -->\n| old |\n<!-- end rules-table -->\nafter\n")
    assert docs.main(["--check", str(stale)]) == 1
    assert docs.main([str(stale)]) == 0
    text = stale.read_text()
    assert "| old |" not in text and docs.rules_table() in text and text.endswith("after\n")
    assert docs.main(["--check", str(stale)]) == 0


def _usage() -> str:
    text = _readme()
    return text[text.index("## Usage"):text.index("\n## ", text.index("## Usage") + 1)]


def test_usage_documents_every_option_and_config_key():
    usage = _usage()
    for action in _parser()._actions:
        long = [o for o in action.option_strings if o.startswith("--")]
        if long and long[0] != "--help":
            assert f"`{long[0]}" in usage, f"README ## Usage does not document {long[0]}"
    for key in KEYS:
        assert re.search(rf"^\"?{re.escape(key)}\b|^\[tool\.jaxlint\.{key}\]", usage, re.MULTILINE), key


def test_usage_documents_every_json_field():
    finding = Finding("a.py", 1, 1, 1, 2, "JAX301", "debug-print-fstring", "message",
                      Fix((Edit(1, 1, 1, 2, "y"),)))
    for field in json.loads(render("json", Output([finding])))[0]:
        assert f"`{field}`" in _usage(), f"README ## Usage does not document the JSON field {field}"


def test_the_license_file_is_the_one_pyproject_names():
    pyproject = (README.parent / "pyproject.toml").read_text(encoding="utf-8")
    assert 'license = { text = "MIT" }' in pyproject
    assert (README.parent / "LICENSE").read_text(encoding="utf-8").startswith("MIT License\n")


def test_the_quick_and_the_full_test_commands_are_documented():
    text = _readme()
    assert '.venv/bin/pytest -m "not slow"' in text and "\n.venv/bin/pytest " in text
