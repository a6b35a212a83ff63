"""The `jaxlint` command, run as the installed console script."""

import json
import os
import pty
import subprocess

import jaxlint
from jaxlint.rule import all_rules

TWO_FINDINGS = '''import jax


@jax.jit
def step(x, y):
    jax.debug.print(f"y = {y}")
    jax.debug.print(f"x = {x}")
    return x * y
'''


def test_finding_line_summary_and_exit_1(project):
    project.write("bad.py")
    run = project.run("bad.py")
    assert run.returncode == 1
    assert run.lines[0].startswith("bad.py:6:21: JAX301 f-string in debug.print interpolates traced `x`")
    assert run.lines[-1].startswith("Found 1 issue in 1 file.")


def test_clean_file_is_all_clear_exit_0(project):
    project.write("ok.py", project.CLEAN)
    run = project.run("ok.py")
    assert (run.returncode, run.lines) == (0, ["All clear."])


def test_no_path_lints_the_current_folder_sorted_by_path_then_position(project):
    project.write("b.py", TWO_FINDINGS)
    project.write("a.py")
    project.write("pkg/c.py")
    run = project.run()
    assert run.located() == ["a.py:6:21: JAX301", "b.py:6:21: JAX301", "b.py:7:21: JAX301",
                             "pkg/c.py:6:21: JAX301"]
    assert run.lines[-1].startswith("Found 4 issues in 3 files.")


def test_skips_vcs_virtualenv_build_and_cache_folders(project):
    for folder in (".git", ".venv", "venv", "build", "dist", "_build", ".tox", "node_modules",
                   "site-packages", ".jaxlint_cache"):
        project.write(f"{folder}/bad.py")
    project.write("myenv/pyvenv.cfg", "home = /usr/bin\n")  # a virtualenv under any name
    project.write("myenv/lib/bad.py")
    project.write("src/bad.py")
    # --no-cache: a .jaxlint_cache folder jaxlint did not make is refused as a cache
    assert project.run("--no-cache").located() == ["src/bad.py:6:21: JAX301"]


def test_exclude_and_extend_exclude_flags(project):
    project.write("gen/bad.py")
    project.write("src/bad.py")
    project.write("src/vendored_x.py")
    project.write("build/bad.py")
    run = project.run("--extend-exclude", "gen,vendored_*")
    assert run.located() == ["src/bad.py:6:21: JAX301"]
    # --exclude replaces the default list: build/ is linted again.
    run = project.run("--exclude", "gen")
    assert run.located() == ["build/bad.py:6:21: JAX301", "src/bad.py:6:21: JAX301",
                             "src/vendored_x.py:6:21: JAX301"]


def test_explicit_file_is_linted_even_inside_an_excluded_folder(project):
    project.write("build/bad.py")
    assert project.run("build/bad.py").located() == ["build/bad.py:6:21: JAX301"]


def test_stdin_with_stdin_filename(project):
    run = project.run("-", "--stdin-filename", "src/step.py", stdin=project.BAD.encode())
    assert run.returncode == 1
    assert run.located() == ["src/step.py:6:21: JAX301"]
    assert project.run("-", stdin=project.BAD.encode()).located() == ["-:6:21: JAX301"]
    assert project.run("-", stdin=project.CLEAN.encode()).returncode == 0


def test_stdin_and_paths_together(project):
    project.write("bad.py")
    run = project.run("bad.py", "-", "--stdin-filename", "a.py", stdin=project.BAD.encode())
    assert run.located() == ["a.py:6:21: JAX301", "bad.py:6:21: JAX301"]


def test_select_ignore_extend_select_with_codes_and_prefixes(project):
    project.write("bad.py")
    assert project.run("--select", "JAX301", "bad.py").returncode == 1
    assert project.run("--select", "JAX3", "bad.py").returncode == 1
    assert project.run("--ignore", "JAX301", "bad.py").lines == ["All clear."]
    assert project.run("--ignore", "JAX3", "bad.py").returncode == 0
    assert project.run("--select", "JAX3", "--ignore", "JAX301", "bad.py").returncode == 0
    other = next((c for c in all_rules() if not c.startswith("JAX3")), None)
    if other is not None:  # another rule's selection leaves JAX301 out; extend-select brings it back
        assert project.run("--select", other, "bad.py").returncode == 0
        assert project.run("--select", other, "--extend-select", "JAX301", "bad.py").returncode == 1


def test_unknown_code_is_a_usage_error_naming_it(project):
    project.write("bad.py")
    for flag in ("--select", "--ignore", "--extend-select"):
        run = project.run(flag, "JAX301,JAX999", "bad.py")
        assert run.returncode == 2
        assert "JAX999" in run.stderr and flag in run.stderr
        assert run.stdout == ""


def test_usage_errors_exit_2(project):
    project.write("bad.py")
    assert project.run("--no-such-flag", "bad.py").returncode == 2
    run = project.run("--output-format", "xml", "bad.py")
    assert run.returncode == 2 and "xml" in run.stderr


def test_json_output_fields(project):
    project.write("bad.py")
    run = project.run("--output-format", "json", "bad.py")
    assert run.returncode == 1
    [item] = json.loads(run.stdout)
    assert {k: item[k] for k in ("path", "line", "column", "end_line", "end_column", "code", "rule")} == {
        "path": "bad.py", "line": 6, "column": 21, "end_line": 6, "end_column": 31,
        "code": "JAX301", "rule": "debug-print-fstring"}
    assert item["message"].startswith("f-string in debug.print interpolates traced `x`")
    assert item["fixable"] is True


def test_json_output_when_clean_is_an_empty_list(project):
    project.write("ok.py", project.CLEAN)
    run = project.run("--output-format", "json", "ok.py")
    assert (run.returncode, json.loads(run.stdout)) == (0, [])


def test_exit_zero(project):
    project.write("bad.py")
    run = project.run("--exit-zero", "bad.py")
    assert run.returncode == 0 and run.located() == ["bad.py:6:21: JAX301"]


def test_statistics(project):
    project.write("b.py", TWO_FINDINGS)
    run = project.run("--statistics", "b.py")
    assert run.lines[-1].split() == ["2", "JAX301", "debug-print-fstring"]


def test_quiet_prints_findings_only(project):
    project.write("bad.py")
    project.write("ok.py", project.CLEAN)
    assert project.run("-q", "bad.py").lines == [line for line in project.run("bad.py").lines
                                                 if ": JAX" in line]
    assert project.run("--quiet", "ok.py").stdout == ""


def _run_on_terminal(project, *args, env=None):
    """Run jaxlint with stdout on a pseudo-terminal; returns what it wrote there."""
    main, secondary = pty.openpty()
    proc = subprocess.run([project.script("jaxlint"), *args], cwd=project.root, stdout=secondary,
                          stderr=subprocess.PIPE, env=project.environ(env), timeout=60, check=False)
    os.close(secondary)
    chunks = []
    while True:
        try:
            chunk = os.read(main, 4096)
        except OSError:  # EIO: the terminal's other end is closed and drained
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(main)
    assert proc.returncode == 1
    return b"".join(chunks).decode()


def test_colour_only_on_a_terminal(project):
    project.write("bad.py")
    assert "\033[" in _run_on_terminal(project, "bad.py")
    assert "\033[" not in _run_on_terminal(project, "--no-color", "bad.py")
    assert "\033[" not in _run_on_terminal(project, "bad.py", env={"NO_COLOR": "1"})
    assert "\033[" not in project.run("bad.py").stdout  # a pipe


def test_version(project):
    run = project.run("--version")
    assert (run.returncode, run.stdout.strip()) == (0, f"jaxlint {jaxlint.__version__}")


def test_rules_lists_every_rule(project):
    run = project.run("rules")
    assert run.returncode == 0
    listed = {line.split()[0]: line.split()[1] for line in run.lines}
    assert listed == {code: rule.name for code, rule in all_rules().items()}


def test_rule_prints_the_full_documentation(project):
    run = project.run("rule", "JAX301")
    assert run.returncode == 0
    assert run.lines[0] == "# JAX301 debug-print-fstring"
    for section in ("## What it does", "## Why is this bad?", "## Example", "## Use instead"):
        assert section in run.stdout
    assert all_rules()["JAX301"].documentation() in run.stdout


def test_unknown_rule_exits_2(project):
    run = project.run("rule", "JAX999")
    assert run.returncode == 2 and "JAX999" in run.stderr


def test_a_failed_run_never_says_all_clear(project):
    project.write("ok.py", project.CLEAN)
    run = project.run("ok.py", "nowhere.py")
    assert (run.returncode, run.lines) == (2, ["1 error."])
    run = project.run("--output-format", "json", "ok.py", "nowhere.py")
    assert (run.returncode, run.stdout) == (2, "")
    project.write("bad.py")
    run = project.run("bad.py", "nowhere.py", "gone.py")
    assert run.returncode == 2 and run.lines[-1] == "Found 1 issue in 1 file. 1 fixable with --fix. 2 errors."


def test_jobs_is_validated(project):
    project.write("bad.py")
    for value in ("-1", "-4", "two"):
        run = project.run("--jobs", value, "bad.py")
        assert run.returncode == 2 and "--jobs" in run.stderr and "Traceback" not in run.stderr
    assert project.run("--jobs", "0", "bad.py").returncode == 1  # 0: one process per core


def test_stdin_filename_alone_reads_stdin(project):
    project.write("other.py")
    run = project.run("--stdin-filename", "src/step.py", stdin=project.BAD.encode())
    assert run.located() == ["src/step.py:6:21: JAX301"]


def test_repeated_flags_add_up(project):
    project.write("b.py", TWO_FINDINGS)
    project.write("keys.py", "import jax\nkey = jax.random.PRNGKey(0)\n")
    run = project.run("--select", "JAX301", "--select", "JAX305", ".")
    assert [line.split()[1] for line in run.lines if ": JAX" in line] == ["JAX301", "JAX301", "JAX305"]
    assert project.run("--ignore", "JAX301", "--ignore", "JAX305", "--extend-select", "JAX305", ".").returncode == 0


def test_select_all_enables_off_by_default_rules(project):
    project.write("keys.py", "import jax\nkey = jax.random.PRNGKey(0)\n")
    assert project.run("keys.py").returncode == 0
    assert project.run("--select", "JAX3", "keys.py").returncode == 0  # a prefix: default rules only
    assert project.run("--select", "ALL", "keys.py").located() == ["keys.py:2:7: JAX305"]


def test_statistics_with_json_output(project):
    project.write("b.py", TWO_FINDINGS)
    run = project.run("--statistics", "--output-format", "json", "b.py")
    assert run.returncode == 1
    assert json.loads(run.stdout) == [{"code": "JAX301", "name": "debug-print-fstring", "count": 2, "fixable": True}]


def test_show_files_lists_what_would_be_linted(project):
    project.write("b.py")
    project.write("a/c.py")
    project.write("build/d.py")
    run = project.run("--show-files")
    assert (run.returncode, run.lines) == (0, ["a/c.py", "b.py"])
