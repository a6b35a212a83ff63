"""The pre-commit hook, through a real `pre-commit try-repo` of this checkout's HEAD.

try-repo installs jaxlint from a clone of the committed tree into a fresh virtualenv of its own
(libcst comes from the package index; pip's cache makes later runs quicker), so this tests what a
user of the hook gets. Each run takes seconds on an idle machine.
"""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CHECKOUT = Path(__file__).resolve().parent.parent  # the checkout the tests came from


def _git(*args, cwd) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def hook_repo(tmp_path_factory):
    """pre-commit and a clone of this checkout's HEAD; skips without git or pre-commit."""
    pre_commit = shutil.which("pre-commit", path=str(Path(sys.executable).parent)) or shutil.which("pre-commit")
    if shutil.which("git") is None or pre_commit is None:
        pytest.skip("needs git and pre-commit")
    if not (CHECKOUT / ".pre-commit-hooks.yaml").is_file() or subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=CHECKOUT, capture_output=True, check=False).returncode != 0:
        pytest.skip("the tests do not sit in a git checkout")
    base = tmp_path_factory.mktemp("precommit")
    _git("clone", "--quiet", str(CHECKOUT), str(base / "jaxlint"), cwd=base)
    return pre_commit, base / "jaxlint"


def _try_repo(hook_repo, project, *files: str) -> subprocess.CompletedProcess:
    """The hook over every file, or over `files` only (as pre-commit passes the staged ones)."""
    pre_commit, repo = hook_repo
    _git("init", "--quiet", cwd=project.root)
    _git("add", ".", cwd=project.root)
    which = ["--files", *files] if files else ["--all-files"]
    return subprocess.run([pre_commit, "try-repo", str(repo), "jaxlint", *which], cwd=project.root,
                          capture_output=True, text=True, timeout=600, check=False)


def test_hook_fails_on_a_bad_file(hook_repo, project):
    project.write("bad.py")
    project.write("ok.py", project.CLEAN)
    run = _try_repo(hook_repo, project)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "jaxlint" in run.stdout and "Failed" in run.stdout
    assert project.BAD_LINE in run.stdout


def test_hook_passes_on_a_clean_file(hook_repo, project):
    project.write("ok.py", project.CLEAN)
    run = _try_repo(hook_repo, project)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Passed" in run.stdout


def test_hook_honours_the_configured_excludes_and_lints_notebooks(hook_repo, project):
    project.write("pyproject.toml", '[tool.jaxlint]\nextend-exclude = ["generated"]\n')
    project.write("generated/bad.py")
    project.write("ok.py", project.CLEAN)
    run = _try_repo(hook_repo, project)
    assert run.returncode == 0, run.stdout + run.stderr
    notebook = {"cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                           "source": project.BAD.splitlines(keepends=True)}],
                "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    project.write("nb.ipynb", json.dumps(notebook, indent=1))
    run = _try_repo(hook_repo, project)
    assert run.returncode == 1 and "nb.ipynb:cell 1:6:21: JAX301" in run.stdout, run.stdout + run.stderr
    assert run.stdout.count("Found 1 issue in 1 file.") == 1  # one run, one summary


def test_one_staged_file_is_linted_in_its_project(hook_repo, project):
    """losses.py alone is staged; the step that traces its loss is in train.py."""
    project.write_two_files()
    run = _try_repo(hook_repo, project, "losses.py")
    assert run.returncode == 1 and project.CROSS_FILE in run.stdout, run.stdout + run.stderr
    project.write_two_files(project.STATIC_TRAIN)
    run = _try_repo(hook_repo, project, "losses.py")
    assert run.returncode == 0, run.stdout + run.stderr


def _readme_block(heading: str, language: str) -> str:
    text = (CHECKOUT / "README.md").read_text(encoding="utf-8")
    section = text[text.index(heading):]
    return section[section.index(f"```{language}\n") + len(language) + 4:section.index("```\n", section.index(f"```{language}"))]


def test_readme_snippet_works_as_written(hook_repo, project):
    """The README's pre-commit configuration, with only the repository's address replaced by the
    clone: its `rev` must exist here and carry the hook."""
    import yaml

    pre_commit, repo = hook_repo
    config = yaml.safe_load(_readme_block("### pre-commit", "yaml"))
    rev = config["repos"][0]["rev"]
    if subprocess.run(["git", "cat-file", "-e", f"{rev}^{{commit}}"], cwd=repo, capture_output=True).returncode:
        pytest.skip(f"{rev} is not in this clone (a shallow checkout?)")
    hooks = yaml.safe_load(_git("show", f"{rev}:.pre-commit-hooks.yaml", cwd=repo))
    assert [h["id"] for h in hooks] == [h["id"] for h in config["repos"][0]["hooks"]]
    config["repos"][0]["repo"] = str(repo)
    project.write(".pre-commit-config.yaml", yaml.safe_dump(config))
    project.write("bad.py")
    _git("init", "--quiet", cwd=project.root)
    _git("add", ".", cwd=project.root)
    run = subprocess.run([pre_commit, "run", "--all-files"], cwd=project.root, capture_output=True, text=True,
                         timeout=600, check=False)
    assert run.returncode == 1 and project.BAD_LINE in run.stdout, run.stdout + run.stderr


@pytest.mark.slow
def test_install_from_a_git_url_as_the_readme_says(hook_repo, tmp_path):
    """`pip install "jaxlint @ git+URL@SHA"` into a fresh virtualenv (about 35 s), the URL the
    README gives for a local checkout."""
    _, repo = hook_repo
    sha = _git("rev-parse", "HEAD", cwd=repo).strip()
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = subprocess.run([str(venv / "bin" / "pip"), "install", "--quiet", f"jaxlint @ git+file://localhost{repo}@{sha}"],
                         capture_output=True, text=True, timeout=600)
    assert pip.returncode == 0, pip.stderr
    version = subprocess.run([str(venv / "bin" / "jaxlint"), "--version"], capture_output=True, text=True)
    assert version.stdout.startswith("jaxlint ")
