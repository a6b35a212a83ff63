"""A run that names only some files still knows the rest of their project: `jaxlint losses.py`, flake8 on
one file, stdin and shards report the finding a step jitted in train.py causes in losses.py, and
nothing when that step passes a static value. Real subprocesses, except where a limit is too large to
reach in a test."""

from __future__ import annotations

import hashlib
import hmac
import json
import os

from jaxlint import cli, runner
from jaxlint.cache import Cache, load_secret
from jaxlint.config import Settings
from jaxlint.project import scope as project_scope

def test_one_file_run_knows_the_caller_in_another_file(project):
    project.write_two_files()
    run = project.run("--no-color", "-q", "losses.py")
    assert (run.returncode, run.lines, run.stderr) == (1, [project.CROSS_FILE], "")
    assert project.run("--no-color", "-q", "losses.py").lines == [project.CROSS_FILE]  # warm: the same
    assert project.run("--no-color", "-q", "train.py").lines == []


def test_a_static_argument_is_a_near_miss(project):
    project.write_two_files(project.STATIC_TRAIN)
    assert project.run("--no-color", "losses.py").lines == ["All clear."]
    assert project.run("--no-color", ".").lines == ["All clear."]


def test_project_context_can_be_turned_off(project):
    project.write_two_files()
    assert project.run("--no-color", "--no-project-context", "losses.py").lines == ["All clear."]
    project.write("pyproject.toml", "[tool.jaxlint]\nproject-context = false\n")
    assert project.run("--no-color", "losses.py").lines == ["All clear."]
    assert project.run("--no-color", "-q", "--project-context", "losses.py").lines == [project.CROSS_FILE]
    assert project.run("--no-color", "-q", ".").lines == [project.CROSS_FILE]  # the files named still form a project
    shown = project.run("--show-settings", "losses.py").lines
    assert "project-context: false" in shown


def test_show_settings_names_the_project(project):
    project.write_two_files()
    assert f"project-context: true (project: {project.root})" in project.run("--show-settings", "losses.py").lines


def test_flake8_on_one_file(project):
    project.write_two_files()
    run = project.run("--select=JAX", "losses.py", tool="flake8")
    assert (run.returncode, run.lines) == (1, [project.CROSS_FILE]), run.stderr
    assert project.run("--select=JAX", "losses.py", tool="flake8").lines == [project.CROSS_FILE]  # warm
    project.write_two_files(project.STATIC_TRAIN)
    assert project.run("--select=JAX", "losses.py", tool="flake8").lines == []


def test_flake8_on_every_file_solves_once_and_agrees_with_the_cli(project):
    project.write_two_files()
    project.write("more.py", project.TRAIN.replace("def step", "def other_step"))
    run = project.run("--select=JAX", "-j", "1", ".", tool="flake8")
    # two steps trace the loss: the message names the first site in path order, whichever tool runs
    assert run.lines == ["./" + project.CROSS_FILE.replace("train.py:7", "more.py:7")], run.stderr
    cli = project.run("--no-color", "-q", ".")
    assert run.lines == ["./" + line for line in cli.lines], run.stderr


def test_stdin_takes_the_place_of_its_file(project):
    project.write_two_files()
    branch = "    if margin > 0:\n        return jnp.mean(params * x) + margin\n"
    project.write("losses.py", project.LOSSES.replace(branch, ""))
    assert project.run("--no-color", "losses.py").lines == ["All clear."]
    run = project.run("--no-color", "-q", "--stdin-filename", "losses.py", "-", stdin=project.LOSSES.encode())
    assert (run.returncode, run.lines) == (1, [project.CROSS_FILE])
    flake8 = project.run("--select=JAX", "--stdin-display-name", "losses.py", "-", stdin=project.LOSSES.encode(),
                         tool="flake8")
    assert flake8.lines == [project.CROSS_FILE], flake8.stderr


def test_shards_give_the_findings_of_one_run(project, tmp_path_factory):
    project.write_two_files()
    project.write("clean.py", project.CLEAN)
    project.write("bad.py")
    shared = str(tmp_path_factory.mktemp("shared") / "cache")
    whole = project.run("--no-color", "-q", "--no-cache", ".")
    assert whole.located() == ["bad.py:6:21: JAX301", "losses.py:5:8: JAX101"]
    shards = [project.run("--no-color", "-q", "--cache-dir", shared, *files)
              for files in (["losses.py", "clean.py"], ["train.py", "bad.py"])]
    assert sorted(shards[0].lines + shards[1].lines) == sorted(whole.lines)


def _summary_entries(project, module: str) -> list:
    """The cache's summary entries of `module` (one per round of the solver that analysed it), with their
    JSON."""
    found = []
    for entry in (project.root / ".jaxlint_cache").glob("run-*/[0-9a-f]*"):
        data = json.loads(entry.read_bytes().partition(b"\n")[2])
        if set(data) == {"summary", "facts"} and data["summary"] and data["summary"]["modules"] == [module]:
            found.append((entry, data))
    assert found, f"no summary entry of {module}"
    return found


def _sign(entry, data: dict) -> None:
    payload = json.dumps(data).encode()
    message = entry.parent.name.encode() + b"\0" + entry.name.encode() + b"\0" + payload
    entry.write_bytes(hmac.new(load_secret(), message, hashlib.sha256).hexdigest().encode() + b"\n" + payload)


def _solution_entries(project, state: bool = False) -> list:
    """The cache's project solution entries (`state`: its project state entries), with their JSON."""
    found = []
    for entry in (project.root / ".jaxlint_cache").glob("run-*/[0-9a-f]*"):
        data = json.loads(entry.read_bytes().partition(b"\n")[2])
        if set(data) == {"files", "modules"} and isinstance(data["modules"], dict) == state:
            found.append((entry, data))
    return found


def _untrace_train(project) -> None:
    """Sign train.py's summary entries anew without their edges: as if it traced nothing."""
    for entry, data in _summary_entries(project, "train"):
        assert [e["target"] for e in data["summary"]["edges"]] == ["losses.loss_fn"]
        data["summary"]["edges"] = []
        _sign(entry, data)


def test_a_warm_one_file_run_reads_the_other_files_summaries(project):
    project.write_two_files()
    first = project.run("--no-color", "losses.py").lines[0]
    assert "(applied in train.py:7)" in first
    # Where train.py's edge says its site is decides nothing, so the solve takes the same path over the
    # cached summaries, and the message names the line the entry says: it was read, train.py was not.
    for entry, data in _summary_entries(project, "train"):
        for edge in data["summary"]["edges"]:
            edge["via"]["line"] = 99
        _sign(entry, data)
    for entry, _ in _solution_entries(project) + _solution_entries(project, state=True):
        entry.unlink()  # without the solution and the state, the summaries are read
    assert project.run("--no-color", "losses.py").lines[0] == first.replace("train.py:7", "train.py:99")


def test_a_warm_run_of_an_unchanged_project_reads_its_solution_alone(project):
    project.write_two_files()
    project.run("losses.py")
    _untrace_train(project)  # not read: every file's bytes are those the solution was made of
    assert project.run("--no-color", "-q", "losses.py").lines == [project.CROSS_FILE]
    (project.root / "train.py").write_text((project.root / "train.py").read_text() + "\n# edited\n")
    assert project.run("--no-color", "-q", "losses.py").lines == [project.CROSS_FILE]  # solved again


def test_a_solution_entry_of_another_shape_is_a_miss(project):
    project.write_two_files()
    project.run("losses.py")
    (entry, data), = _solution_entries(project)
    row = data["files"][str(project.root / "losses.py")] if str(project.root / "losses.py") in data["files"] \
        else next(iter(data["files"].values()))
    for broken in ([*row[:2], "not a digest", row[3]], [*row, 1], {"files": data["files"]}):
        _sign(entry, broken if isinstance(broken, dict) else
              {**data, "files": {path: broken for path in data["files"]}})
        run = project.run("--no-color", "-q", "losses.py")
        assert (run.lines, run.stderr) == ([project.CROSS_FILE], "")


def test_a_summary_entry_of_another_shape_is_a_miss(project):
    project.write_two_files()
    project.run("losses.py")
    for broken in ({"level": "definite"}, {"args": [[None, False, "a tracer?"]]}, {"extra": 1}):
        for entry, data in _summary_entries(project, "train"):
            data["summary"]["edges"][0].update(broken)
            _sign(entry, data)
        run = project.run("--no-color", "-q", "losses.py")
        assert (run.lines, run.stderr) == ([project.CROSS_FILE], "")


def test_an_edited_context_file_is_analysed_again(project):
    project.write_two_files()
    assert project.run("--no-color", "-q", "losses.py").lines == [project.CROSS_FILE]
    project.write("train.py", project.STATIC_TRAIN)
    assert project.run("--no-color", "losses.py").lines == ["All clear."]


def _analysed(monkeypatch) -> list:
    """The names of the files this process analyses (parses) from now on, in order."""
    analysed, real = [], runner._analysed

    def recording(task):
        analysed.append(os.path.basename(task.path))
        return real(task)
    monkeypatch.setattr(runner, "_analysed", recording)
    return analysed


def _lint(capsys, *args: str) -> tuple:
    """`jaxlint --no-color -q ARGS` in this process: (exit code, output)."""
    capsys.readouterr()
    code = cli.main(["--no-color", "-q", *args])
    return code, capsys.readouterr().out


UNREACHED = "import jax\n\n\n@jax.jit\ndef double(x):\n    return x * 2\n"


def test_after_an_edit_that_changes_no_summary_only_the_edited_file_is_analysed(project, monkeypatch, capsys):
    project.write_two_files()
    project.write("other.py", UNREACHED)
    monkeypatch.chdir(project.root)
    _lint(capsys, ".")
    analysed = _analysed(monkeypatch)
    project.write("train.py", project.TRAIN + "# a comment tells the other files nothing\n")
    seeded = _lint(capsys, ".")
    assert analysed == ["train.py"]  # losses.py's result, with the finding train.py causes, is the cache's
    assert seeded == _lint(capsys, "--no-cache", ".") == (1, project.CROSS_FILE + "\n")


def test_after_an_edit_that_changes_a_summary_the_files_it_reaches_change_as_in_a_cold_run(
        project, monkeypatch, capsys):
    project.write_two_files()
    project.write("other.py", UNREACHED)
    monkeypatch.chdir(project.root)
    _lint(capsys, ".")
    analysed = _analysed(monkeypatch)
    project.write("train.py", project.STATIC_TRAIN)  # margin static: losses.py's branch is fine
    seeded = _lint(capsys, ".")
    assert "losses.py" in analysed and "other.py" not in analysed
    assert seeded == _lint(capsys, "--no-cache", ".") == (0, "")
    project.write("train.py", project.TRAIN + "\n\n")  # traced again, from the state before both edits
    assert _lint(capsys, ".") == _lint(capsys, "--no-cache", ".") == (1, project.CROSS_FILE + "\n")
    project.write("losses.py", project.LOSSES.replace("margin > 0", "margin is None"))  # two files from it
    assert _lint(capsys, ".") == _lint(capsys, "--no-cache", ".") == (0, "")


def test_a_state_entry_of_another_shape_or_forged_is_a_miss(project):
    project.write_two_files()
    project.run("losses.py")
    (entry, data), = _solution_entries(project, state=True)
    path = next(iter(data["files"]))
    row = data["files"][path]
    for broken in ([*row[:4], "not a digest", *row[5:]], [*row, 1], [*row[:6], [1], row[7]],
                   [*row[:7], {"edges": "none"}]):
        _sign(entry, {**data, "files": {**data["files"], path: broken}})
        project.write("train.py", project.TRAIN + f"# {len(broken)}\n")  # the solution misses: the state is read
        run = project.run("--no-color", "-q", "losses.py")
        assert (run.lines, run.stderr) == ([project.CROSS_FILE], "")
    cache = Cache(str(entry.parent.parent), Settings(), load_secret())
    cache.folder = str(entry.parent)
    _sign(entry, data)
    assert cache.get_state(entry.name) == data
    entry.write_bytes(entry.read_bytes().replace(b'"edges": [{', b'"edges": [], "x": [{'))  # not signed anew
    assert cache.get_state(entry.name) is None


def test_the_project_is_the_nearest_marked_folder_above_the_file(project):
    project.write("pyproject.toml", "[project]\nname = 'p'\n")  # no [tool.jaxlint]: still the project
    project.write("src/pkg/__init__.py", "")
    project.write("src/pkg/losses.py", project.LOSSES)
    project.write("scripts/train.py", project.TRAIN.replace("from losses", "from pkg.losses"))
    run = project.run("--no-color", "-q", "src/pkg/losses.py")
    assert run.lines == ["src/" + project.CROSS_FILE.replace("losses.py", "pkg/losses.py").replace(
        "train.py:7", "scripts/train.py:7")]


def test_a_named_package_folder_with_no_marker_above_is_its_own_project(project):
    """slot-attention-video keeps `__init__.py` at its root: `jaxlint <it>` must not walk the folders
    beside it (its parent is no project); one file of it named alone still has its package's parent."""
    project.write("repo/__init__.py", "")
    project.write("repo/losses.py", project.LOSSES)
    project.write("other/train.py", project.TRAIN.replace("from losses", "from repo.losses"))
    assert project.run("--no-color", "repo").lines == ["All clear."]
    assert project.run("--no-color", "-q", "repo/losses.py").lines == \
        ["repo/" + project.CROSS_FILE.replace("train.py:7", "other/train.py:7")]


def test_the_home_folder_is_never_walked(project):
    project.write("losses.py", project.LOSSES)
    project.write("train.py", project.TRAIN)
    home = {"HOME": str(project.root)}
    assert project.run("--no-color", "losses.py", env=home).lines == ["All clear."]
    assert project.run("--no-color", "-q", ".", env=home).lines == [project.CROSS_FILE]  # named files still go together
    shown = project.run("--show-settings", "losses.py", env=home).lines
    assert "project-context: true (no project: the filesystem root and the home folder are never walked)" in shown


def test_a_module_name_two_files_claim_links_neither(project):
    """a/ and b/ are folders of scripts, each with its own losses.py: b/train.py's traced call must not
    reach a/losses.py, whose own caller passes a static value."""
    project.write("pyproject.toml", "[tool.jaxlint]\n")
    project.write("a/losses.py", project.LOSSES)
    project.write("a/train.py", project.STATIC_TRAIN)
    project.write("b/losses.py", project.LOSSES.replace("margin > 0", "margin is None"))
    project.write("b/train.py", project.TRAIN)
    assert project.run("--no-color", "a/losses.py").lines == ["All clear."]
    assert project.run("--no-color", ".").lines == ["All clear."]


def test_a_project_larger_than_the_limit_is_cut_and_says_so(project, monkeypatch, capsys):
    project.write_two_files()
    for i in range(3):
        project.write(f"z{i}.py", "")
    monkeypatch.chdir(project.root)
    monkeypatch.setattr(project_scope, "MAX_FILES", 2)
    assert cli.main(["--no-cache", "--no-color", "losses.py"]) == 1  # losses.py and train.py come first
    captured = capsys.readouterr()
    assert captured.err == ("jaxlint: warning: the project holds more than 2 Python files: only the first 2 are "
                            "read with the named ones (--no-project-context reads none)\n")
