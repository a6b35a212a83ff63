"""`--fix` rewrites what rules can fix, and never writes a file that does not parse."""

import os
import subprocess
import sys

import libcst as cst

from jaxlint.engine import lint_source
from jaxlint.rule import Rule

JAXLINT = os.path.join(os.path.dirname(sys.executable), "jaxlint")

BROKEN = '''import jax


@jax.jit
def step(x, y):
    jax.debug.print(f"x = {x}")
    jax.debug.print(f"sum {x + y:.2f} and {y!r}", ordered=True)
    return x
'''

FIXED = '''import jax


@jax.jit
def step(x, y):
    jax.debug.print("x = {x}", x=x)
    jax.debug.print("sum {:.2f} and {y!r}", x + y, y=y, ordered=True)
    return x
'''


def test_fix_rewrites_fstrings_into_format_arguments(tmp_path):
    path = tmp_path / "step.py"
    path.write_text(BROKEN)
    run = subprocess.run([JAXLINT, "--no-cache", "--fix", str(path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert path.read_text() == FIXED
    again = subprocess.run([JAXLINT, "--no-cache", str(path)], capture_output=True, text=True)
    assert again.returncode == 0 and "All clear." in again.stdout


def test_without_fix_the_file_is_untouched_and_findings_say_fixable(tmp_path):
    path = tmp_path / "step.py"
    path.write_text(BROKEN)
    run = subprocess.run([JAXLINT, "--no-cache", str(path)], capture_output=True, text=True)
    assert run.returncode == 1
    assert "2 fixable with --fix" in run.stdout
    assert path.read_text() == BROKEN


class _BreaksTheFile(Rule):
    """A rule whose fix would produce code that does not parse."""

    code = "JAX998"
    name = "breaks-the-file"
    summary = "test only"
    fix_applicability = "safe"

    def visit_Call(self, site):
        self.report(site.node, "call", fix=(site.node, cst.SimpleString('"unterminated\n"')))


def test_a_fix_that_would_not_parse_is_not_applied():
    result = lint_source("import jax\njax.numpy.ones(3)\n", "m.py", [_BreaksTheFile], fix=True)
    assert result.fixed_source is None
    assert any("would not parse" in e for e in result.errors)
    assert [f.code for f in result.findings] == ["JAX998"], "a fix not applied keeps its finding"
