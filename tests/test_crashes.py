"""Nothing in one file takes the run down: deep expressions, native crashes, dead workers, slow regexes."""

from __future__ import annotations

import ctypes
import faulthandler
import os
import signal
import time

import pytest

from jaxlint import cli, engine
from jaxlint.engine import FileResult, lint_source, might_use_jax
from jaxlint.flake8_plugin import JaxlintChecker
from jaxlint.rule import Rule, all_rules

# A statement with the finding of BAD (line 6, column 21) and a long expression in the same function.
DEEP = {
    "plus": " + ".join(["x"] * 320),
    "calls": "x" + "()" * 200,
    "attributes": "x" + ".T" * 400,
    "python's limit": " + ".join(["x"] * 2900),  # Python compiles 2,976; the default recursion limit is 1,000
}


def _deep(project, expr: str) -> str:
    return project.BAD.replace("    return x * 2\n", f"    y = {expr}\n    return x * 2\n")


@pytest.mark.parametrize("kind", DEEP)
def test_a_long_expression_keeps_the_files_findings(project, kind):
    project.write("bad.py", _deep(project, DEEP[kind]))
    run = project.run("--no-color", "bad.py")
    assert (run.returncode, run.located(), run.stderr) == (1, [project.BAD_LINE], "")


def test_a_long_expression_in_the_reported_statement(project):
    project.write("bad.py", project.BAD.replace('f"x = {x}")', 'f"x = {x}", ' + " + ".join(["x"] * 320) + ")"))
    run = project.run("--no-color", "bad.py")
    assert (run.returncode, run.located(), run.stderr) == (1, [project.BAD_LINE], "")


def test_flake8_reports_every_file_when_one_is_deep(project):
    project.write("bad.py")
    project.write("deep.py", _deep(project, DEEP["plus"]))
    run = project.run("--select=JAX", ".", tool="flake8")
    lines = sorted(" ".join(line.split()[:2]) for line in run.stdout.splitlines())
    assert lines == ["./bad.py:6:21: JAX301", "./deep.py:6:21: JAX301"], run.stdout + run.stderr


def test_the_flake8_plugin_turns_a_crash_into_one_line(monkeypatch, tmp_path):
    def crash(*args, **kwargs):
        raise ZeroDivisionError("boom")

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("jaxlint.engine.lint_source", crash)
    rows = list(JaxlintChecker(None, "x.py", ["import jax\n"]).run())
    assert [r[:3] for r in rows] == [(1, 0, "JAX000 jaxlint internal error: ZeroDivisionError: boom")]
    monkeypatch.setattr("jaxlint.engine.lint_source", lambda text, path, *args, **kwargs: FileResult(
        path, errors=[f"{path}: rule JAX101 (traced-bool) crashed:\nTraceback...\nKeyError: 'a'"]))
    rows = list(JaxlintChecker(None, "x.py", ["import jax\n"]).run())
    assert [r[:3] for r in rows] == [(1, 0, "JAX000 jaxlint internal error: rule JAX101 (traced-bool) crashed: "
                                            "KeyError: 'a'")]


def test_brackets_nested_deeper_than_python_allows_are_refused_as_python_does(project):
    """libcst's native parser dies of SIGSEGV at about 1,200 nested brackets; even with -j 1 the run
    goes on, and the file gets CPython's own verdict."""
    project.write("nested.py", "import jax\nx = " + "(" * 1300 + "1" + ")" * 1300 + "\n")
    project.write("bad.py")
    run = project.run("--no-color", "-j", "1", ".")
    assert run.returncode == 1, run.stderr
    assert run.located() == [project.BAD_LINE, "nested.py:2:205: JAX000"]
    assert "nested.py:2:205: JAX000 syntax error: too many nested parentheses\n" in run.stdout


def test_brackets_in_strings_do_not_count(project):
    project.write("bad.py", project.BAD + "S = '" + "(" * 300 + "'\n")
    assert project.run("--no-color", "bad.py").located() == [project.BAD_LINE]


def test_bracket_depth():
    assert engine.bracket_depth("") == 0
    assert engine.bracket_depth("f(a[1], {2: (3,)})") == 3
    assert engine.bracket_depth("(" * 500 + ")" * 500) == 500


def test_the_import_check_is_linear():
    """`import a; import b; ...` on one 200 KB line took over a minute (each `import` scanned to the end)."""
    text = "jax\n" + "; ".join(f"import x{i}" for i in range(20_000))
    start = time.process_time()
    assert not might_use_jax(text)
    assert time.process_time() - start < 2
    assert might_use_jax("import os, \\\n    jax.numpy as jnp\n") and not might_use_jax("import os\njax = 1\n")


class KillsItself(Rule):
    """Test only: the process linting a file that says `die` is killed, as by the OOM killer."""

    code = "JAX997"
    name = "kills-itself"
    summary = "test only"

    def check_module(self) -> None:
        if "die" in self.model.index.module.code:
            os.kill(os.getpid(), signal.SIGKILL)


class Segfaults(KillsItself):
    """Test only: native code crashing on a file that says `segv`."""

    code = "JAX996"
    name = "segfaults"

    def check_module(self) -> None:
        if "segv" in self.model.index.module.code:
            faulthandler.disable()  # no dump of the crash in the test output
            ctypes.string_at(0)


@pytest.fixture
def crashing_rules(add_rules):
    add_rules(KillsItself, Segfaults)


def test_a_killed_worker_is_reported_and_the_run_finishes(project, crashing_rules, monkeypatch, capsys):
    for i in range(20):  # enough files for the process pool
        project.write(f"m{i:02}.py")
    project.write("m05.py", project.BAD + "# die\n")
    project.write("m11.py", project.BAD + "# segv\n")
    monkeypatch.chdir(project.root)
    code = cli.main(["--no-cache", "--no-color", "-j", "2", "."])
    out, err = capsys.readouterr()
    assert code == 2
    located = [line.split(" ")[0] for line in out.splitlines() if ": JAX" in line]
    assert located == [f"m{i:02}.py:6:21:" for i in range(20) if i not in (5, 11)]
    assert "m05.py: not lintable: the process linting it died (killed by SIGKILL (out of memory?))" in err
    assert "m11.py: not lintable: the process linting it died (killed by SIGSEGV)" in err


def test_a_native_crash_with_one_job_costs_one_file(project, crashing_rules, monkeypatch, capsys):
    monkeypatch.setattr(engine, "ISOLATE_ABOVE_BYTES", 0)  # every file is linted in a child
    project.write("a.py", project.BAD + "# segv\n")
    project.write("b.py")
    monkeypatch.chdir(project.root)
    code = cli.main(["--no-cache", "--no-color", "-j", "1", "."])
    out, err = capsys.readouterr()
    assert code == 2
    assert [line.split(" ")[0] for line in out.splitlines() if ": JAX" in line] == ["b.py:6:21:"]
    assert "a.py: not lintable: the process linting it died (it was killed by SIGSEGV)" in err


def test_a_large_file_is_linted_in_a_child_with_the_same_findings(project, monkeypatch):
    text = _deep(project, DEEP["plus"])
    in_process = lint_source(text, "bad.py", all_rules().values())
    monkeypatch.setattr(engine, "ISOLATE_ABOVE_BYTES", 0)
    assert lint_source(text, "bad.py", all_rules().values()) == in_process


def test_libcst_refusing_what_python_accepts_is_not_a_syntax_error(project):
    project.write("strings.py", "import jax\ny = " + " ".join(['"a"'] * 4000) + "\n")
    run = project.run("--no-color", "strings.py")
    assert run.returncode == 2 and "JAX000" not in run.stdout
    assert "strings.py: not lintable: Python accepts it but libcst's parser does not" in run.stderr
