"""The public Python API: `jaxlint.lint_paths`, `jaxlint.lint_source`, `jaxlint.fix_source`."""

import dataclasses
import subprocess
import sys

import pytest

import jaxlint


def test_lint_paths_returns_typed_findings(project, monkeypatch):
    monkeypatch.chdir(project.root)
    project.write("src/b.py")
    project.write("src/a.py", project.CLEAN)
    findings = jaxlint.lint_paths(["src"])
    assert [type(f) for f in findings] == [jaxlint.Finding]
    f = findings[0]
    assert (f.path, f.line, f.column, f.end_line, f.end_column, f.code, f.name) == (
        "src/b.py", 6, 21, 6, 31, "JAX301", "debug-print-fstring")
    assert f.message.startswith("f-string in debug.print interpolates traced `x`")
    assert f.fixable and f.fix.applicability == "safe"
    assert dataclasses.asdict(f)["fix"]["edits"][0]["content"] == 'jax.debug.print("x = {x}", x=x)'
    assert f.trace == (jaxlint.TraceStep("src/b.py", 4, 1, "`step` is traced by jax.jit"),)
    assert hash(f) == hash(dataclasses.replace(f))
    with pytest.raises(dataclasses.FrozenInstanceError):
        f.line = 1


def test_selection_and_configuration_as_on_the_command_line(project, monkeypatch):
    monkeypatch.chdir(project.root)
    project.write("bad.py")
    assert jaxlint.lint_paths(["bad.py"], select=["JAX1"]) == []
    assert jaxlint.lint_paths(["bad.py"], ignore=["JAX301"]) == []
    project.write("pyproject.toml", '[tool.jaxlint]\nignore = ["JAX3"]\n')
    assert jaxlint.lint_paths(["bad.py"]) == []
    assert [f.code for f in jaxlint.lint_paths(["bad.py"], config=False)] == ["JAX301"]
    project.write("pyproject.toml", '[tool.jaxlint]\nselct = ["JAX3"]\n')
    with pytest.raises(ValueError, match="unknown key 'selct'"):
        jaxlint.lint_paths(["bad.py"])


def test_a_missing_path_raises(project, monkeypatch):
    monkeypatch.chdir(project.root)
    with pytest.raises(FileNotFoundError, match="nope.py"):
        jaxlint.lint_paths(["nope.py"])


def test_lint_source_reports_under_the_given_path(project, monkeypatch):
    monkeypatch.chdir(project.root)
    assert [(f.path, f.line, f.code) for f in jaxlint.lint_source(project.BAD, path="pkg/step.py")] == [
        ("pkg/step.py", 6, "JAX301")]
    assert jaxlint.lint_source(project.CLEAN) == []
    project.write("pyproject.toml", '[tool.jaxlint.per-file-ignores]\n"tests/*" = ["JAX301"]\n')
    assert jaxlint.lint_source(project.BAD, path="tests/test_step.py") == []
    assert len(jaxlint.lint_source(project.BAD, path="src/step.py")) == 1


def test_fix_source_applies_safe_fixes_and_unsafe_ones_when_asked(project, monkeypatch):
    monkeypatch.chdir(project.root)
    assert jaxlint.fix_source(project.BAD) == project.CLEAN
    printing = project.BAD.replace('    jax.debug.print(f"x = {x}")\n', '    print("x:", x)\n')
    assert jaxlint.fix_source(printing) == printing
    assert jaxlint.fix_source(printing, unsafe=True) == project.BAD.replace(
        '    jax.debug.print(f"x = {x}")\n', '    jax.debug.print("x: {}", x)\n')


def test_importing_jaxlint_stays_light():
    """The flake8 plugin and every one-file run import `jaxlint` first: it must not load the engine."""
    code = "import sys, jaxlint; print(sorted(m for m in sys.modules if m.startswith(('jaxlint.', 'libcst'))))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
    assert "lint_paths" in dir(jaxlint)
