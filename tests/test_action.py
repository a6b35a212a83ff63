"""The GitHub Action (action.yml): its steps run as GitHub runs them, bash scripts with the inputs in
the environment, in the checkout of the project being linted."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

CHECKOUT = Path(__file__).resolve().parent.parent
ACTION = yaml.safe_load((CHECKOUT / "action.yml").read_text(encoding="utf-8"))
STEPS = {step["name"]: step for step in ACTION["runs"]["steps"]}


def _step(name: str, project, runner_temp: Path, **inputs) -> subprocess.CompletedProcess:
    """Run one step's script the way the runner does: bash, `env:` from the inputs."""
    step = STEPS[name]
    values = {name: spec.get("default", "") for name, spec in ACTION["inputs"].items()} | inputs
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    for key, expression in step.get("env", {}).items():
        env[key] = values[expression.removeprefix("${{ inputs.").removesuffix(" }}")]
    env.update(GITHUB_ACTION_PATH=str(CHECKOUT), RUNNER_TEMP=str(runner_temp))
    assert step["shell"] == "bash" and "${{" not in step["run"], "inputs reach the script as data only"
    return subprocess.run(["bash", "-e", "-c", step["run"]], cwd=project.root, env=env, capture_output=True,
                          text=True, timeout=600)


def test_it_is_a_composite_action_with_an_install_and_a_run_step():
    assert ACTION["runs"]["using"] == "composite"
    assert list(STEPS) == ["Install jaxlint", "Run jaxlint"]
    assert "--output-format github" in STEPS["Run jaxlint"]["run"]
    assert '"$GITHUB_ACTION_PATH"' in STEPS["Install jaxlint"]["run"], "installs this repository, not the index's"


@pytest.fixture
def installed(tmp_path) -> Path:
    """A RUNNER_TEMP where the install step's virtualenv is this test run's own jaxlint."""
    runner_temp = tmp_path / "runner"
    (runner_temp / "jaxlint-venv" / "bin").mkdir(parents=True)
    (runner_temp / "jaxlint-venv" / "bin" / "jaxlint").symlink_to(Path(sys.executable).parent / "jaxlint")
    return runner_temp


def test_the_run_step_prints_annotations_and_fails_on_findings(project, installed):
    project.write("src/bad.py")
    run = _step("Run jaxlint", project, installed, args="src --no-cache")
    assert run.returncode == 1, run.stderr
    assert run.stdout.splitlines() == [
        "::error file=src/bad.py,line=6,col=21,endLine=6,endColumn=31,title=JAX301::f-string in debug.print "
        "interpolates traced `x` at trace time and prints the tracer, not its value; pass it as an argument: "
        'jax.debug.print("x = {x}", x=x)']
    project.write("src/bad.py", project.CLEAN)
    assert _step("Run jaxlint", project, installed, args="src --no-cache").returncode == 0


def test_the_inputs_are_never_run_as_shell_code(project, installed):
    project.write("bad.py")
    run = _step("Run jaxlint", project, installed, args="bad.py; touch pwned $(touch pwned2)")
    assert not (project.root / "pwned").exists() and not (project.root / "pwned2").exists()
    assert run.returncode == 2  # `bad.py;`, `touch`, ... are paths that do not exist


@pytest.mark.slow
def test_install_step_installs_this_checkout(project, tmp_path):
    """Both steps for real: a fresh virtualenv with jaxlint installed from the checkout (about 35 s)."""
    runner_temp = tmp_path / "runner"
    runner_temp.mkdir()
    install = _step("Install jaxlint", project, runner_temp, python=sys.executable)
    assert install.returncode == 0, install.stderr
    project.write("bad.py")
    run = _step("Run jaxlint", project, runner_temp, args="bad.py --no-cache")
    assert run.returncode == 1 and run.stdout.startswith("::error file=bad.py,line=6,col=21,"), run.stderr
