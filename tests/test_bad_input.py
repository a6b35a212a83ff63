"""Input that is broken or unusual: the run reports it clearly and lints everything else."""

import ast
import warnings

import pytest

from jaxlint import cli
from jaxlint.rule import Rule

SYNTAX_ERRORS = [
    "import jax\n\ndef f(:\n    pass\n",
    "import jax\nx = (1,\n",
    "import jax\n  y = 1\n",
    "import jax\nprint 'x'\n",
    "import jax\nx = 1\0\n",
]


def _python_says(text: str):
    """The line and message Python's own parser reports for `text`."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            ast.parse(text)
        except (SyntaxError, ValueError) as exc:
            return getattr(exc, "lineno", None), getattr(exc, "msg", str(exc))
    raise AssertionError("the example parses")


@pytest.mark.parametrize("text", SYNTAX_ERRORS)
def test_syntax_error_is_one_jax000_with_the_parsers_line_and_message(project, text):
    project.write("a_broken.py", text)
    project.write("bad.py")
    run = project.run()
    assert run.returncode == 1
    broken = [line for line in run.lines if line.startswith("a_broken.py")]
    assert len(broken) == 1
    line, message = _python_says(text)
    assert broken[0].split(":")[3] == " JAX000 syntax error"
    if line is not None:  # null bytes: Python gives no line
        assert broken[0].startswith(f"a_broken.py:{line}:")
        assert broken[0].endswith(message)
    assert project.BAD_LINE in run.stdout  # the other file is still linted


def test_undecodable_bytes(project):
    project.write_bytes("latin.py", b"import jax\n\nname = 'caf\xe9'\n")
    project.write("bad.py")
    run = project.run()
    assert run.returncode == 1
    [line] = [line for line in run.lines if line.startswith("latin.py")]
    assert line.startswith("latin.py:3:1: JAX000 cannot decode file: byte 0xe9 is not valid utf-8")
    assert project.BAD_LINE in run.stdout


def test_declared_encoding_is_honoured(project):
    project.write_bytes("latin.py", b"# -*- coding: latin-1 -*-\n" + project.BAD.encode()
                        + b"name = 'caf\xe9'\n")
    assert project.run().located() == ["latin.py:7:21: JAX301"]


def test_unknown_declared_encoding(project):
    project.write("odd.py", "# -*- coding: klingon -*-\nimport jax\n")
    run = project.run()
    assert run.located() == ["odd.py:1:1: JAX000"] and "klingon" in run.stdout


def test_empty_file(project):
    project.write("empty.py", "")
    run = project.run()
    assert (run.returncode, run.lines) == (0, ["All clear."])


def test_byte_order_mark(project):
    project.write_bytes("bom.py", b"\xef\xbb\xbf" + project.BAD.encode())
    assert project.run().located() == ["bom.py:6:21: JAX301"]


def test_crlf_line_endings(project):
    project.write("crlf.py", project.BAD, newline="\r\n")
    assert project.run().located() == ["crlf.py:6:21: JAX301"]


def test_tab_indentation(project):
    project.write("tabs.py", project.BAD.replace("    ", "\t"))
    assert project.run().located() == ["tabs.py:6:18: JAX301"]


def test_directory_without_python_files(project):
    project.write("docs/readme.txt", "import jax\n")
    run = project.run("docs")
    assert (run.returncode, run.lines) == (0, ["All clear."])
    assert "no Python files" in run.stderr


def test_missing_path_is_an_error_and_the_others_are_still_linted(project):
    project.write("bad.py")
    run = project.run("nowhere.py", "bad.py")
    assert run.returncode == 2
    assert "nowhere.py: no such file or directory" in run.stderr
    assert run.located() == [project.BAD_LINE]


def test_broken_pyproject_names_the_file(project):
    project.write("pyproject.toml", "[tool.jaxlint\nselect = [\n")
    project.write("bad.py")
    run = project.run("bad.py")
    assert run.returncode == 2
    assert str(project.root / "pyproject.toml") in run.stderr
    assert "Traceback" not in run.stderr


def test_a_broken_pyproject_elsewhere_in_the_project_loses_nothing(project):
    """A file named alone is analysed with the rest of its project; a folder there whose own
    configuration is broken is left out of that context, not an error of the run."""
    project.write("pyproject.toml", "[tool.jaxlint]\n")
    project.write("other/pyproject.toml", "[tool.jaxlint\nselect = [\n")
    project.write("other/helper.py", "import jax\n")
    project.write("bad.py")
    run = project.run("bad.py")
    assert run.returncode == 1
    assert run.located() == [project.BAD_LINE]
    assert run.stderr == ""


class Crashes(Rule):
    """A test-only rule that raises on every file it sees."""

    code = "JAX999"
    name = "always-crashes"
    summary = "raises"

    def check_module(self) -> None:
        raise ZeroDivisionError("boom")


def test_a_crashing_rule_is_an_internal_error_and_the_run_goes_on(project, monkeypatch, capsys, add_rules):
    add_rules(Crashes)
    project.write("bad.py")
    project.write("other.py", project.BAD)
    monkeypatch.chdir(project.root)
    code = cli.main(["--jobs", "1", "."])
    out, err = capsys.readouterr()
    assert code == 2
    # Every other rule still ran on both files.
    assert [line.split(" ")[0] for line in out.splitlines() if ": JAX" in line] == [
        "bad.py:6:21:", "other.py:6:21:"]
    for path in ("bad.py", "other.py"):
        assert f"internal error: {path}: rule JAX999 (always-crashes) crashed" in err
    assert "ZeroDivisionError: boom" in err


def test_ignore_jax000_silences_syntax_errors_only(project):
    project.write("broken.py", "import jax\ndef f(:\n")
    project.write("bad.py")
    run = project.run("--ignore", "JAX000", ".")
    assert "JAX000" not in run.stdout
    assert "bad.py" in run.stdout and run.returncode == 1
