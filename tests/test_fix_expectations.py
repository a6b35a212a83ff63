"""Every fix is pinned: a bad fixture whose rule's fix changes it has `bad_x.fixed.py` beside it with
the exact result (`pytest tests/test_fix_expectations.py --update-snapshots` rewrites them). What the
fixed program does under JAX is `jaxlint verify`'s to prove (tests/test_verify.py)."""

import os
from pathlib import Path

import pytest

from jaxlint.rule import all_rules
from jaxlint.verify.fixture import FIXED_SUFFIX, fixed_path, fixture_files, rule_code_of
from jaxlint.verify.runner import fixed_source, lint_text

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"  # the checkout's, so updates land there
BAD = [p for p in fixture_files(str(FIXTURES)) if os.path.basename(p).startswith("bad_")
       and all_rules()[rule_code_of(p)].fixable()]


@pytest.mark.parametrize("path", BAD, ids=lambda p: f"{rule_code_of(p)}/{os.path.basename(p)}")
def test_fix_gives_the_fixed_fixture(path, update_snapshots):
    fixed, expectation = fixed_source(path), Path(fixed_path(path))
    if update_snapshots:
        if fixed is None:
            expectation.unlink(missing_ok=True)
        else:
            expectation.write_text(fixed, encoding="utf-8")
    if fixed is None:
        assert not expectation.exists(), f"no fix applies any more: delete {expectation.name}"
        return
    assert expectation.exists(), f"{rule_code_of(path)}'s fix changes {os.path.basename(path)}: " \
                                 f"run pytest {__file__} --update-snapshots"
    assert expectation.read_text(encoding="utf-8") == fixed
    compile(fixed, str(expectation), "exec")
    code = rule_code_of(path)
    assert not any(code in codes for codes in lint_text(fixed, str(expectation)).flagged.values()), \
        f"the fixed program is still flagged {code}"


def test_every_fixable_rule_proves_a_fix_on_a_fixture():
    pinned = {rule_code_of(p) for p in map(str, FIXTURES.glob(f"*/*{FIXED_SUFFIX}"))}
    fixable = {c for c, r in all_rules().items() if r.fixable() and r.proven_by_fixtures}
    assert fixable <= pinned, f"no bad fixture is fixed by {sorted(fixable - pinned)}"


def test_every_fixed_fixture_has_its_bad_twin():
    for expectation in FIXTURES.glob(f"*/*{FIXED_SUFFIX}"):
        assert expectation.with_name(expectation.name.replace(FIXED_SUFFIX, ".py")).exists(), expectation
