"""`--fix` rewrites what rules can fix, and never writes a file that does not parse."""

import os
import subprocess
import sys

import libcst as cst
import pytest

from jaxlint import writeback
from jaxlint.engine import lint_source
from jaxlint.rule import Rule, all_rules

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


def test_a_fix_that_would_not_parse_is_not_applied_and_its_finding_stays():
    result = lint_source("import jax\njax.numpy.ones(3)\n", "m.py", [_BreaksTheFile], fix=True)
    assert result.fixed_source is None and result.errors == []
    assert [(f.code, f.fixable) for f in result.findings] == [("JAX998", False)], "a fix not applied keeps its finding"


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


def _step(*lines: str, params: str = "x, y") -> str:
    body = "".join(f"    {line}\n" for line in lines)
    return f"import jax\nfrom jax.experimental import checkify\n\n\n@jax.jit\ndef step({params}):\n{body}    return x\n"


# (the call in a jitted step(x, y), what --fix makes of it); None: no fix is offered, the finding stays
JAX301_FIXES = {
    "a name": ('jax.debug.print(f"x = {x}")', 'jax.debug.print("x = {x}", x=x)'),
    "None": ('jax.debug.print(f"{None} {x}")', 'jax.debug.print("{} {x}", None, x=x)'),
    "__debug__": ('jax.debug.print(f"{__debug__} {x}")', 'jax.debug.print("{} {x}", __debug__, x=x)'),
    "= label": ('jax.debug.print(f"{x=}")', 'jax.debug.print("x={x!r}", x=x)'),
    "= label, spec, spaces": ('jax.debug.print(f"{x = :.3f} {y=!s}")',
                              'jax.debug.print("x = {x:.3f} y={y!s}", x=x, y=y)'),
    "= label of an expression": ('jax.debug.print(f"{x[0] + 1=}")', 'jax.debug.print("x[0] + 1={!r}", x[0] + 1)'),
    "escapes that make braces": ('jax.debug.print(f"{x} \\x7b\\N{RIGHT CURLY BRACKET}")',
                                 'jax.debug.print("{x} {{}}", x=x)'),
    "literal braces after the first field": ('jax.debug.print(f"{x} {{literal}}")',
                                             'jax.debug.print("{x} {{literal}}", x=x)'),
    "literal braces first": ('jax.debug.print(f"{{literal}} {x}")', None),
    "an escape making a brace first": ('jax.debug.print(f"\\x7b{x}")', None),
    "a name the call takes": ('jax.debug.print(f"{x} {ordered}", ordered=True)',
                              'jax.debug.print("{x} {}", ordered, x=x, ordered=True)'),
    "fmt=": ('jax.debug.print(fmt=f"x = {x}")', 'jax.debug.print(fmt="x = {x}", x=x)'),
    "fmt= with an expression": ('jax.debug.print(fmt=f"x = {x + 1}")', None),
    "a nested spec field": ('jax.debug.print(f"{x:{y}}")', None),
    "checkify": ('checkify.check(x > 0, f"x must be positive, got {x}")',
                 'checkify.check(x > 0, "x must be positive, got {x}", x=x)'),
    ".format": ('jax.debug.print("x = {} {name}".format(x, name=y))', 'jax.debug.print("x = {} {name}", x, name=y)'),
    ".format with a star": ('jax.debug.print("x = {}".format(*x))', None),
    "%": ('jax.debug.print("x = %s, y = %.3f, 100%%" % (x, y))', 'jax.debug.print("x = {}, y = {:.3f}, 100%", x, y)'),
    "% of one value, braces": ('jax.debug.print("x = %r {}" % x)', 'jax.debug.print("x = {!r} {{}}", x)'),
    "%d (not the same as {:d} on floats)": ('jax.debug.print("x = %d" % x)', None),
    "% with a padded string": ('jax.debug.print("x = %5s" % x)', None),
}


@pytest.mark.parametrize("case", JAX301_FIXES)
def test_jax301_fixes_keep_meaning_or_are_not_offered(case):
    before, after = JAX301_FIXES[case]
    text = _step(before, params="x, y, ordered" if "ordered" in before else "x, y")
    rules = [all_rules()["JAX301"]]
    found = lint_source(text, "m.py", rules)
    assert [(f.code, f.fixable) for f in found.findings] == [("JAX301", after is not None)], found.errors
    fixed = lint_source(text, "m.py", rules, fix=True)
    assert fixed.errors == []
    if after is None:
        assert fixed.fixed_source is None and len(fixed.findings) == 1
        return
    assert fixed.fixed_source == text.replace(before, after)
    compile(fixed.fixed_source, "m.py", "exec")
    assert lint_source(fixed.fixed_source, "m.py", rules).findings == []


def test_comments_inside_the_call_are_kept():
    text = _step('jax.debug.print(', '    f"x = {x}",  # the loss', '    ordered=True,  # keep the order', ')')
    fixed = lint_source(text, "m.py", [all_rules()["JAX301"]], fix=True).fixed_source
    assert fixed == _step('jax.debug.print(', '    "x = {x}",  # the loss', '    x=x, ordered=True,  # keep the order', ')')


def test_one_refused_fix_keeps_every_other_finding_and_fix():
    """A refused fix used to drop every JAX301 finding of the file and exit 2."""
    text = _step('jax.debug.print(f"{{literal}} {x}")', 'jax.debug.print(f"{None} {x}")', 'jax.debug.print(f"y = {y}")')
    fixed = lint_source(text, "m.py", [all_rules()["JAX301"]], fix=True)
    assert fixed.errors == [] and [f.line for f in fixed.findings] == [7] and len(fixed.fixed) == 2
    assert 'jax.debug.print("{} {x}", None, x=x)' in fixed.fixed_source
    assert 'jax.debug.print(f"{{literal}} {x}")' in fixed.fixed_source


def test_fmt_as_a_keyword_does_not_crash_the_rule():
    found = lint_source(_step('jax.debug.print(fmt=f"x = {x + 1}", ordered=True)'), "m.py", [all_rules()["JAX301"]])
    assert found.errors == [] and [f.code for f in found.findings] == ["JAX301"]


# --- writing fixed files back ---

def _fix_run(project, *paths: str):
    return subprocess.run([JAXLINT, "--no-cache", "--no-color", "--fix", *paths], cwd=project.root,
                          capture_output=True, text=True, env=project.environ())


def test_a_coding_cookie_and_its_bytes_are_kept(project):
    source = ("# -*- coding: latin-1 -*-\n" + BROKEN + "NAME = 'caf\xe9'\n").encode("latin-1")
    path = project.write_bytes("latin.py", source)
    assert _fix_run(project, "latin.py").returncode == 0
    assert path.read_bytes() == ("# -*- coding: latin-1 -*-\n" + FIXED + "NAME = 'caf\xe9'\n").encode("latin-1")


def test_a_byte_order_mark_is_kept(project):
    path = project.write_bytes("bom.py", b"\xef\xbb\xbf" + BROKEN.encode())
    assert _fix_run(project, "bom.py").returncode == 0
    assert path.read_bytes() == b"\xef\xbb\xbf" + FIXED.encode()


@pytest.mark.parametrize("newline", ["\r\n", "\r"])
def test_line_endings_are_kept(project, newline):
    path = project.write("nl.py", BROKEN, newline=newline)
    assert _fix_run(project, "nl.py").returncode == 0
    assert path.read_bytes() == FIXED.replace("\n", newline).encode()


def test_the_file_is_replaced_whole_with_its_permissions(project):
    path = project.write("step.py", BROKEN)
    path.chmod(0o640)
    inode = path.stat().st_ino
    assert _fix_run(project, "step.py").returncode == 0
    assert path.read_text() == FIXED and oct(path.stat().st_mode & 0o777) == "0o640"
    assert path.stat().st_ino != inode  # renamed into place, not rewritten in place
    assert sorted(p.name for p in project.root.iterdir()) == ["step.py"]


def test_a_read_only_file_is_one_line_and_the_run_goes_on(project):
    ro = project.write("a_ro.py", BROKEN)
    ok = project.write("b_ok.py", BROKEN)
    ro.chmod(0o444)
    run = _fix_run(project, "a_ro.py", "b_ok.py")
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert run.stderr.splitlines() == ["jaxlint: error: a_ro.py: not fixed: the file is read-only"]
    assert [" ".join(line.split()[:2]) for line in run.stdout.splitlines() if ": JAX" in line] == [
        "a_ro.py:6:21: JAX301", "a_ro.py:7:21: JAX301"]
    assert ro.read_text() == BROKEN and ok.read_text() == FIXED


def test_a_file_changed_since_it_was_read_is_not_overwritten(tmp_path):
    path = tmp_path / "step.py"
    path.write_text(BROKEN)
    digest = writeback.digest(path.read_bytes())
    path.write_text(BROKEN + "# edited meanwhile\n")
    assert writeback.write_fixed(str(path), FIXED, digest) == "it changed since it was read; run --fix again"
    assert path.read_text() == BROKEN + "# edited meanwhile\n"


def test_a_symlink_named_on_the_command_line_is_fixed_through(project):
    target = project.write("real/step.py", BROKEN)
    (project.root / "link.py").symlink_to(target)
    assert _fix_run(project, "link.py").returncode == 0
    assert target.read_text() == FIXED and (project.root / "link.py").is_symlink()
