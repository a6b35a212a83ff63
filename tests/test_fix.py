"""`--fix` rewrites what rules can fix, and never writes a file that does not parse."""

import os
import subprocess
import sys

import libcst as cst
import pytest

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


# --- fixes users can review: stdin, --diff, --show-fixes, the summary, safe and unsafe -----------

# JAX301 (safe fix) at line 6, JAX302 (unsafe fix) over lines 7-10, JAX101 (no fix) at line 11.
MIXED = '''import jax


@jax.jit
def step(x):
    jax.debug.print(f"x = {x}")
    print(
        "x:",
        x,
    )
    if x > 0:
        x = -x
    return x
'''
SAFE_FIXED = MIXED.replace('f"x = {x}"', '"x = {x}", x=x')
ALL_FIXED = SAFE_FIXED.replace('print(\n        "x:",\n        x,\n    )', 'jax.debug.print("x: {}", x)')


def test_fix_on_stdin_prints_the_fixed_source_and_reports_on_stderr(project):
    run = project.run("--fix", "-", "--stdin-filename", "step.py", stdin=MIXED.encode())
    assert run.stdout == SAFE_FIXED
    assert run.returncode == 1  # JAX302 and JAX101 remain
    assert run.stderr.splitlines()[-1] == (
        "Found 3 issues (1 fixed, 2 remaining). 1 fixable with --unsafe-fixes.")
    clean = project.run("--fix", "-", stdin=BROKEN.encode())
    assert (clean.returncode, clean.stdout) == (0, FIXED)
    untouched = project.run("--fix", "-", stdin=FIXED.encode())
    assert (untouched.returncode, untouched.stdout, untouched.stderr.strip()) == (0, FIXED, "All clear.")


def test_unsafe_fixes_only_with_unsafe_fixes(project):
    path = project.write("step.py", MIXED)
    run = project.run("--no-cache", "--fix", "step.py")
    assert path.read_text() == SAFE_FIXED
    assert run.lines[-1] == "Found 3 issues (1 fixed, 2 remaining). 1 fixable with --unsafe-fixes."
    run = project.run("--no-cache", "--fix", "--unsafe-fixes", "step.py")
    assert path.read_text() == ALL_FIXED
    # The remaining finding is placed in the fixed file (the print call shrank from 4 lines to 1).
    assert run.located() == ["step.py:8:8: JAX101"]
    assert run.lines[-1] == "Found 2 issues (1 fixed, 1 remaining)."


def test_summary_without_fix_says_what_is_fixable(project):
    project.write("step.py", MIXED)
    assert project.run("--no-cache", "step.py").lines[-1] == (
        "Found 3 issues in 1 file. 1 fixable with --fix. 1 more fixable with --unsafe-fixes.")
    assert project.run("--no-cache", "--unsafe-fixes", "step.py").lines[-1] == (
        "Found 3 issues in 1 file. 2 fixable with --fix.")


def test_diff_shows_the_change_writes_nothing_and_exits_1(project):
    path = project.write("step.py", MIXED)
    run = project.run("--no-cache", "--diff", "step.py")
    assert run.returncode == 1
    assert run.stdout.splitlines() == [
        "--- a/step.py", "+++ b/step.py", "@@ -3,7 +3,7 @@", " ", " @jax.jit", " def step(x):",
        '-    jax.debug.print(f"x = {x}")', '+    jax.debug.print("x = {x}", x=x)', "     print(",
        '         "x:",', "         x,"]
    assert run.stderr.strip() == "Would fix 1 issue."
    assert path.read_text() == MIXED
    unsafe = project.run("--no-cache", "--diff", "--unsafe-fixes", "step.py")
    assert '+    jax.debug.print("x: {}", x)' in unsafe.lines and unsafe.stderr.strip() == "Would fix 2 issues."
    path.write_text(ALL_FIXED)
    nothing = project.run("--no-cache", "--diff", "step.py")
    assert (nothing.returncode, nothing.stdout) == (0, "")


def test_show_fixes_lists_what_was_fixed(project):
    project.write("a.py", BROKEN)
    project.write("b.py", MIXED)
    run = project.run("--no-cache", "--fix", "--show-fixes", ".")
    assert run.lines[-6:-1] == [
        "Fixed 3 issues:", "- a.py:", "    2 × JAX301 (debug-print-fstring)", "- b.py:",
        "    1 × JAX301 (debug-print-fstring)"]
    assert run.lines[-1] == "Found 5 issues (3 fixed, 2 remaining). 1 fixable with --unsafe-fixes."


def test_exit_non_zero_on_fix(project):
    project.write("a.py", BROKEN)
    assert project.run("--no-cache", "--fix", "a.py").returncode == 0
    project.write("a.py", BROKEN)
    run = project.run("--no-cache", "--fix", "--exit-non-zero-on-fix", "a.py")
    assert run.returncode == 1 and run.lines[-1] == "Found 2 issues (2 fixed, 0 remaining)."


PRNG = '''import jax


def draw(seed):
    key = jax.random.PRNGKey(seed)
    key, sub = jax.random.split(key)
    return jax.random.normal(sub, (3,)), key


def raw(seed):
    key = jax.random.PRNGKey(seed)
    return key + 1
'''


def test_jax305_fix_only_where_the_key_only_reaches_jax_random(project):
    path = project.write("keys.py", PRNG)
    run = project.run("--no-cache", "--extend-select", "JAX305", "--fix", "--unsafe-fixes", "keys.py")
    # `draw` returns a split key: it escapes to the caller, so no fix; `raw` does arithmetic on it.
    assert path.read_text() == PRNG and run.lines[-1].startswith("Found 2 issues (0 fixed, 2 remaining)")
    local = PRNG.replace("return jax.random.normal(sub, (3,)), key", "return jax.random.normal(sub, (3,))")
    path.write_text(local)
    project.run("--no-cache", "--extend-select", "JAX305", "--fix", "--unsafe-fixes", "keys.py")
    assert path.read_text() == local.replace("key = jax.random.PRNGKey(seed)\n    key, sub",
                                             "key = jax.random.key(seed)\n    key, sub")


PRINT_HEADER = "import jax\n\n\n@jax.jit\ndef step(x, w):\n"


def _print_fix(body: str):
    """The unsafe fix JAX302 offers for `body` (one print call in a jitted function), or None."""
    from jaxlint.rule import all_rules

    text = PRINT_HEADER + body + "    return x\n"
    result = lint_source(text, "t.py", [all_rules()["JAX302"]], fix="unsafe")
    assert not result.errors and len(result.fixed + result.findings) == 1
    return None if result.fixed_source is None else result.fixed_source[len(PRINT_HEADER):-len("    return x\n")]


@pytest.mark.parametrize("body, fixed", [
    ('    print("x:", x)\n', '    jax.debug.print("x: {}", x)\n'),
    ('    print(f"{x=}")\n', '    jax.debug.print("x={!r}", x)\n'),
    ('    print(f"{x = :.3f}", "!", sep="")\n', '    jax.debug.print("x = {:.3f}!", x)\n'),
    ('    print(x, "{b}", end="\\n", flush=True)\n', '    jax.debug.print("{} {{b}}", x)\n'),
    ("    print(f'it\\'s {x!r}')\n", '    jax.debug.print("it\'s {!r}", x)\n'),
    ('    print(f"\\x7b{x}")\n', None),  # an escaped brace before the first value: JAX would not format
    ('    print("{a}", x)\n', None),
    ('    print(f"{x:{w}}")\n', None),  # a nested field in the spec
    ('    print("x", x, sep=SEP)\n', None),
    ('    print("x", x, end="")\n', None),
    ('    print("x", x, file=None)\n', None),
    ('    print(*x)\n', None),
    ('    print(w.shape, x)\n', None),  # a Python value would become an argument
    ('    print(\n        "x:",  # the label\n        x,\n    )\n', None),  # the comment would go
])
def test_jax302_print_fix(body, fixed):
    assert _print_fix(body) == fixed
    if fixed is not None:
        compile(PRINT_HEADER + fixed, "t.py", "exec")


def test_jax302_fix_needs_jax_imported_at_module_level():
    text = "from jax import jit\n\n\n@jit\ndef step(x):\n    print(x)\n    return x\n"
    from jaxlint.rule import all_rules

    result = lint_source(text, "t.py", [all_rules()["JAX302"]], fix="unsafe")
    assert [f.code for f in result.findings] == ["JAX302"] and result.fixed_source is None
