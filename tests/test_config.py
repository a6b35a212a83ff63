"""`[tool.jaxlint]` in the nearest pyproject.toml, and flags on top of it."""

import pytest

from jaxlint.config import Settings, load


def _config(project, body: str, where: str = "pyproject.toml"):
    project.write(where, "[project]\nname = 'x'\n\n[tool.jaxlint]\n" + body)


def test_ignore_and_select_in_config(project):
    project.write("bad.py")
    _config(project, 'ignore = ["JAX301"]\n')
    assert project.run("bad.py").lines == ["All clear."]
    _config(project, 'select = ["JAX3"]\n')
    assert project.run("bad.py").located() == [project.BAD_LINE]


def test_flags_override_config(project):
    project.write("bad.py")
    _config(project, 'ignore = ["JAX301"]\n')
    assert project.run("--select", "JAX301", "bad.py").located() == [project.BAD_LINE]
    _config(project, 'select = ["JAX301"]\n')
    assert project.run("--ignore", "JAX301", "bad.py").returncode == 0


def test_per_file_ignores_with_globs(project):
    for path in ("tests/test_a.py", "tests/deep/test_b.py", "src/a.py", "scripts/gen_x.py"):
        project.write(path)
    _config(project, '[tool.jaxlint.per-file-ignores]\n"tests/**" = ["JAX301"]\n"gen_*.py" = ["JAX3"]\n')
    assert project.run().located() == ["src/a.py:6:21: JAX301"]


def test_per_file_ignores_apply_to_stdin_filename(project):
    _config(project, '[tool.jaxlint.per-file-ignores]\n"tests/*" = ["JAX301"]\n')
    run = project.run("-", "--stdin-filename", "tests/t.py", stdin=project.BAD.encode())
    assert run.returncode == 0


@pytest.mark.parametrize("body", [
    'exclude = ["gen"]\nextend-exclude = ["vendor"]\n',
    'extend-exclude = ["vendor"]\nexclude = ["gen"]\n',  # order in the table must not matter
])
def test_exclude_and_extend_exclude_in_config(project, body):
    for folder in ("gen", "vendor", "build", "src"):
        project.write(f"{folder}/bad.py")
    _config(project, body)
    # exclude replaced the defaults, so build/ is linted; extend-exclude added vendor/.
    assert project.run().located() == ["build/bad.py:6:21: JAX301", "src/bad.py:6:21: JAX301"]


def test_extend_exclude_keeps_the_defaults(project):
    for folder in ("vendor", "build", "src"):
        project.write(f"{folder}/bad.py")
    _config(project, 'extend-exclude = ["vendor"]\n')
    assert project.run().located() == ["src/bad.py:6:21: JAX301"]


def test_config_extend_exclude_survives_exclude_flag(project):
    for folder in ("gen", "vendor", "src"):
        project.write(f"{folder}/bad.py")
    _config(project, 'extend-exclude = ["vendor"]\n')
    assert project.run("--exclude", "gen").located() == ["src/bad.py:6:21: JAX301"]


def test_nearest_pyproject_up_from_the_first_path(project):
    project.write("sub/pkg/bad.py")
    _config(project, 'ignore = ["JAX301"]\n')
    _config(project, 'select = ["JAX301"]\n', where="sub/pyproject.toml")
    assert project.run("sub/pkg").located() == ["sub/pkg/bad.py:6:21: JAX301"]
    assert project.run("sub/pkg/bad.py").returncode == 1
    project.write("other/bad.py")
    assert project.run("other").returncode == 0


def test_pyproject_without_a_jaxlint_table_gives_defaults(project):
    project.write("pyproject.toml", "[project]\nname = 'x'\n")
    project.write("bad.py")
    assert project.run().located() == [project.BAD_LINE]


def test_config_flag_names_the_file(project):
    project.write("bad.py")
    _config(project, 'ignore = ["JAX301"]\n', where="conf/pyproject.toml")
    assert project.run("--config", "conf/pyproject.toml", "bad.py").returncode == 0
    run = project.run("--config", "nowhere.toml", "bad.py")
    assert run.returncode == 2 and "nowhere.toml" in run.stderr


def test_config_flag_reads_that_file_not_the_pyproject_beside_it(project):
    project.write("bad.py")
    project.write("conf/pyproject.toml", '[tool.jaxlint]\nignore = ["JAX301"]\n')
    project.write("conf/strict.toml", 'select = ["JAX3"]\n')
    assert project.run("--config", "conf/strict.toml", "bad.py").located() == [project.BAD_LINE]
    project.write("conf/broken.toml", 'selct = ["JAX3"]\n')
    run = project.run("--config", "conf/broken.toml", "bad.py")
    assert run.returncode == 2 and "broken.toml" in run.stderr and "'selct'" in run.stderr
    assert run.stdout == ""


def test_config_flag_is_used_for_every_file_with_paths_from_the_current_folder(project):
    project.write("sub/pyproject.toml", '[tool.jaxlint]\nignore = ["JAX301"]\n')
    project.write("sub/a.py")
    project.write("sub/gen/b.py")
    project.write("ci/jaxlint.toml", 'extend-exclude = ["sub/gen"]\n')
    assert project.run("--config", "ci/jaxlint.toml").located() == ["sub/a.py:6:21: JAX301"]


@pytest.mark.parametrize("files, expected", [
    ({".jaxlint.toml": 'ignore = ["JAX301"]\n', "jaxlint.toml": 'select = ["JAX301"]\n'}, 0),
    ({"jaxlint.toml": 'ignore = ["JAX301"]\n', "pyproject.toml": '[tool.jaxlint]\nselect = ["JAX301"]\n'}, 0),
    ({"jaxlint.toml": 'select = ["JAX301"]\n', "pyproject.toml": '[tool.jaxlint]\nignore = ["JAX301"]\n'}, 1),
])
def test_jaxlint_toml_files_and_their_precedence(project, files, expected):
    project.write("bad.py")
    for name, text in files.items():
        project.write(name, text)
    assert project.run("bad.py").returncode == expected


def test_a_pyproject_without_a_table_is_passed_over(project):
    project.write("jaxlint.toml", 'ignore = ["JAX301"]\n')
    project.write("pkg/pyproject.toml", "[project]\nname = 'pkg'\n")
    project.write("pkg/bad.py")
    assert project.run("pkg").returncode == 0


def test_extend_starts_from_another_file(project):
    project.write("pyproject.toml", '[tool.jaxlint]\nextend-select = ["JAX305"]\nextend-exclude = ["gen"]\n'
                  '[tool.jaxlint.per-file-ignores]\n"legacy/*" = ["JAX301"]\n')
    project.write("pkg/jaxlint.toml", 'extend = "../pyproject.toml"\nignore = ["JAX302"]\n')
    for rel in ("pkg/bad.py", "pkg/gen/skipped.py", "legacy/x.py"):
        project.write(rel)
    project.write("pkg/keys.py", "import jax\nkey = jax.random.PRNGKey(0)\n")
    run = project.run("pkg")
    assert [line.split()[1] for line in run.lines if ": JAX" in line] == ["JAX301", "JAX305"]
    shown = project.run("--show-settings", "pkg/bad.py").stdout
    assert f"configuration: {project.root}/pkg/jaxlint.toml" in shown
    assert f"extends: {project.root}/pyproject.toml" in shown
    assert "JAX305" in shown and "JAX302" not in shown.split("rules:")[1].split("\n")[0]


def test_extend_cycle_is_an_error(project):
    project.write("a/jaxlint.toml", 'extend = "../b/jaxlint.toml"\n')
    project.write("b/jaxlint.toml", 'extend = "../a/jaxlint.toml"\n')
    project.write("a/bad.py")
    run = project.run("a")
    assert run.returncode == 2 and "cycle" in run.stderr and "Traceback" not in run.stderr


def test_each_file_uses_its_nearest_configuration_whatever_the_order(project):
    project.write("a/bad.py")
    project.write("b/bad.py")
    project.write("b/pyproject.toml", '[tool.jaxlint]\nignore = ["JAX301"]\n')
    forward, backward = project.run("a", "b"), project.run("b", "a")
    assert forward.stdout == backward.stdout
    assert forward.located() == ["a/bad.py:6:21: JAX301"]
    flake8 = project.run("--select=JAX", "a", "b", tool="flake8")
    assert [line.split(" ")[0] for line in flake8.lines] == ["a/bad.py:6:21:"]


def test_deeply_nested_values_are_a_clear_error(project):
    project.write("bad.py")
    project.write("pyproject.toml", "[tool.jaxlint]\nselect = " + "[" * 3000 + "]" * 3000 + "\n")
    run = project.run("bad.py")
    assert run.returncode == 2 and "nested too deeply" in run.stderr and "Traceback" not in run.stderr
    project.write("pyproject.toml", '[tool.jaxlint]\nselect = [["JAX301"]]\n')
    run = project.run("bad.py")
    assert run.returncode == 2 and "expected a list of rule codes" in run.stderr


def test_show_settings_names_the_configuration(project):
    _config(project, 'ignore = ["JAX302"]\n[tool.jaxlint.per-file-ignores]\n"tests/*" = ["JAX301"]\n')
    run = project.run("--show-settings", "tests/test_x.py")
    assert run.returncode == 0
    assert run.lines[:3] == ["Settings for tests/test_x.py", f"configuration: {project.root}/pyproject.toml",
                             f"project root: {project.root}"]
    rules = run.lines[3]
    assert rules.startswith("rules: JAX101") and "JAX301" not in rules and "JAX302" not in rules
    assert f"per-file-ignores: {project.root}/tests/* = JAX301" in run.lines
    assert project.run("--show-settings", "a", "b").returncode == 2
    project.write("pkg/jaxlint.toml", 'select = ["JAX1"]\n')
    assert f"configuration: {project.root}/pkg/jaxlint.toml" in project.run("--show-settings", "pkg").lines


@pytest.mark.parametrize("body, named", [
    ('selct = ["JAX301"]\n', "selct"),
    ('select = ["JAX999"]\n', "JAX999"),
    ('ignore = ["JAX301", "E501"]\n', "E501"),
    ('extend-select = ["JAX9"]\n', "JAX9"),
    ('[tool.jaxlint.per-file-ignores]\n"tests/*" = ["JAX998"]\n', "JAX998"),
    ('exclude = "build"\n', "exclude"),
    ('per-file-ignores = ["JAX301"]\n', "per-file-ignores"),
])
def test_unknown_key_or_code_is_an_error_naming_it(project, body, named):
    project.write("bad.py")
    _config(project, body)
    run = project.run("bad.py")
    assert run.returncode == 2
    assert named in run.stderr and "pyproject.toml" in run.stderr
    assert run.stdout == ""


def test_load_returns_defaults_without_a_config(tmp_path):
    settings = load(str(tmp_path))
    assert settings.source is None
    assert settings.excluded() == Settings().excluded()
