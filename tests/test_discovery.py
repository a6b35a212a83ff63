"""Which files a run lints: excludes below the named folder only, named paths, --force-exclude,
.gitignore, stubs and notebooks in folders, special files and symlinks, each file once."""

import os

import pytest

from jaxlint.config import DEFAULT_EXCLUDE


def test_default_excludes_are_ruffs_without_env():
    assert "env" not in DEFAULT_EXCLUDE and ".env" not in DEFAULT_EXCLUDE
    assert {".git", ".venv", "venv", "build", "dist", "node_modules", "site-packages"} <= set(DEFAULT_EXCLUDE)


def test_excluded_names_above_the_named_folder_do_not_count(project):
    project.write("build/proj/a.py")
    project.write("build/proj/build/skipped.py")
    run = project.run(str(project.root / "build" / "proj"))
    assert run.located() == [f"{project.root}/build/proj/a.py:6:21: JAX301"]
    assert project.run("build/proj").located() == ["build/proj/a.py:6:21: JAX301"]


def test_a_package_named_env_is_linted(project):
    project.write("env/a.py")
    project.write("src/env/b.py")
    assert project.run("env/").located() == ["env/a.py:6:21: JAX301"]
    assert project.run().located() == ["env/a.py:6:21: JAX301", "src/env/b.py:6:21: JAX301"]


def test_a_named_folder_is_linted_even_if_its_name_is_excluded(project):
    project.write("build/a.py")
    project.write("build/dist/b.py")
    assert project.run("build").located() == ["build/a.py:6:21: JAX301"]


def test_force_exclude_applies_the_excludes_to_named_paths(project):
    project.write("pyproject.toml", '[tool.jaxlint]\nextend-exclude = ["gen", "legacy/*.py"]\n')
    for rel in ("build/a.py", "gen/deep/b.py", "legacy/c.py", "src/d.py"):
        project.write(rel)
    named = ["build/a.py", "gen/deep/b.py", "legacy/c.py", "src/d.py"]
    assert len(project.run(*named).located()) == 4
    run = project.run("--force-exclude", *named)
    assert run.located() == ["src/d.py:6:21: JAX301"]
    run = project.run("--force-exclude", "gen/deep/b.py")
    assert (run.returncode, run.lines) == (0, ["All clear."])


def test_force_exclude_never_matches_folders_above_the_project_root(project):
    project.write("build/proj/pyproject.toml", '[tool.jaxlint]\nignore = ["JAX302"]\n')
    project.write("build/proj/a.py")
    run = project.run("--force-exclude", str(project.root / "build/proj/a.py"))
    assert run.located() == [f"{project.root}/build/proj/a.py:6:21: JAX301"]


def test_force_exclude_skips_an_excluded_stdin_filename(project):
    run = project.run("--force-exclude", "--stdin-filename", "build/x.py", "-", stdin=project.BAD.encode())
    assert (run.returncode, run.lines) == (0, ["All clear."])


def test_exclude_patterns_are_relative_to_their_configuration(project):
    project.write("sub/pyproject.toml", '[tool.jaxlint]\nextend-exclude = ["gen/*.py"]\n')
    for rel in ("gen/a.py", "sub/gen/b.py", "sub/c.py"):
        project.write(rel)
    assert project.run().located() == ["gen/a.py:6:21: JAX301", "sub/c.py:6:21: JAX301"]
    assert project.run("sub").located() == ["sub/c.py:6:21: JAX301"]


def test_stubs_and_notebooks_are_found_in_folders(project):
    project.write("pkg/a.pyi")
    project.write("pkg/b.py")
    project.write("pkg/c.txt")
    project.write("nb.ipynb", "{}")
    assert project.run("--show-files").lines == ["nb.ipynb", "pkg/a.pyi", "pkg/b.py"]


def test_a_file_named_twice_is_linted_once(project):
    project.write("a.py")
    os.symlink("a.py", project.root / "same.py")
    run = project.run("a.py", "./a.py", ".", "a.py")
    assert run.located() == ["a.py:6:21: JAX301"]


@pytest.mark.parametrize("make, what", [
    (lambda p: os.mkfifo(p), "a FIFO"),
    (lambda p: os.symlink("/dev/zero", p), "a symlink"),
])
def test_special_files_met_while_walking_are_reported_and_never_read(project, make, what):
    project.write("ok.py")
    make(project.root / "x.py")
    run = project.run()
    assert run.located() == ["ok.py:6:21: JAX301"]
    [warning] = run.stderr.splitlines()
    assert warning.startswith("jaxlint: warning: x.py: ") and what in warning and warning.endswith("not linted")


def test_symlinks_out_of_the_tree_are_followed_only_when_named(project, tmp_path_factory):
    outside = tmp_path_factory.mktemp("outside")
    (outside / "far.py").write_text(project.BAD)
    os.symlink(outside / "far.py", project.root / "src_far.py")
    os.symlink(outside, project.root / "linked")
    project.write("a.py")
    run = project.run()
    assert run.located() == ["a.py:6:21: JAX301"]
    assert sorted(line.split(":")[2].strip() for line in run.stderr.splitlines()) == ["linked", "src_far.py"]
    assert project.run("src_far.py").located() == ["src_far.py:6:21: JAX301"]


def test_symlinked_folder_inside_the_tree_is_not_linted_twice(project):
    project.write("pkg/a.py")
    os.symlink("pkg", project.root / "alias")
    os.symlink("..", project.root / "pkg" / "loop")
    assert project.run().located() == ["alias/a.py:6:21: JAX301"]


def test_dangling_symlink_says_cannot_read(project):
    os.symlink("gone.py", project.root / "dangling.py")
    project.write("bad.py")
    for args in ((), ("dangling.py", "bad.py")):
        run = project.run(*args)
        assert run.located() == ["bad.py:6:21: JAX301", "dangling.py:1:1: JAX000"]
        assert "dangling.py:1:1: JAX000 cannot read file: No such file or directory" in run.lines
        assert run.returncode == 1 and "internal error" not in run.stderr


def test_unreadable_file_says_cannot_read(project):
    project.write("locked.py")
    os.chmod(project.root / "locked.py", 0)
    if os.access(project.root / "locked.py", os.R_OK):
        pytest.skip("running as a user who reads everything")
    run = project.run()
    assert run.lines[0] == "locked.py:1:1: JAX000 cannot read file: Permission denied"
    assert run.returncode == 1 and "internal error" not in run.stderr


def _gitignored_tree(project):
    project.write(".gitignore", "# comment\n*.gen.py\nout/\n/top.py\n!keep.gen.py\n")
    project.write("sub/.gitignore", "local.py\n!top.py\n")
    for rel in ("a.py", "x.gen.py", "keep.gen.py", "out/b.py", "top.py", "sub/top.py", "sub/local.py",
                "sub/c.py", "sub/out/d.py"):
        project.write(rel)


def test_gitignore_is_respected_without_git(project):
    _gitignored_tree(project)
    assert project.run("--show-files").lines == ["a.py", "keep.gen.py", "sub/c.py", "sub/top.py"]
    assert len(project.run("--show-files", "--no-respect-gitignore").lines) == 9
    project.write("pyproject.toml", "[tool.jaxlint]\nrespect-gitignore = false\n")
    assert len(project.run("--show-files").lines) == 9
    assert project.run("--show-files", "--respect-gitignore").lines[0] == "a.py"


def test_gitignore_of_the_repository_applies_to_a_subfolder_and_named_files_are_linted(project):
    _gitignored_tree(project)
    (project.root / ".git" / "info").mkdir(parents=True)
    (project.root / ".git" / "info" / "exclude").write_text("c.py\n")
    assert project.run("--show-files", "sub").lines == ["sub/top.py"]
    assert project.run("--show-files", "x.gen.py").lines == ["x.gen.py"]


def test_gitignore_matching():
    from jaxlint import gitignore

    rules = gitignore.IgnoreFile("/r", gitignore.parse(
        "a/**/z.py\n**/deep\ndoc/*.py\n[!x]y.py\n\\!bang.py\nspace.py\\ \n"))
    cases = {("/r/a/z.py", False): True, ("/r/a/b/c/z.py", False): True, ("/r/q/deep", True): True,
             ("/r/doc/a.py", False): True, ("/r/doc/sub/a.py", False): None, ("/r/ay.py", False): True,
             ("/r/xy.py", False): None, ("/r/!bang.py", False): True, ("/r/space.py ", False): True}
    assert {case: rules.decides(*case) for case in cases} == cases
