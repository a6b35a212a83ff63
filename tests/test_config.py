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
