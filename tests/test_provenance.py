"""Provenance through the real CLI: a finding's trace and message across the files of a project, on
a warm run, in a notebook and in SARIF, and `jaxlint explain FILE:LINE`. (The model's chains and
reasons, case by case, are in test_model.py.)"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

# A project: a jitted step in train.py, its loss in losses.py (a helper hop between), an env in envs.py.
PROJECT = {
    "losses.py": """\
        import jax.numpy as jnp


        def loss_fn(params, x):
            pred = params["w"] * x
            if pred.sum() > 0:
                pred = -pred
            return jnp.mean(pred)
        """,
    "envs.py": """\
        import jax.numpy as jnp


        class Env:
            def step(self, state, action):
                state = state + action
                reward = jnp.sum(state)
                return state, reward, reward > 10, {}
        """,
    "train.py": """\
        import jax
        from envs import Env
        from losses import loss_fn

        env = Env()


        def helper(params, x):
            return loss_fn(params, x)


        @jax.jit
        def train_step(params, x, state, action):
            obs, reward, done, info = env.step(state, action)
            if done:
                return obs
            return jax.grad(helper)(params, x)
        """,
}
LOSS_TRACE = [
    ["train.py", 12, 1, "`train_step` is traced by jax.jit"],
    ["train.py", 17, 21, "`helper` is traced by jax.grad"],
    ["train.py", 9, 12, "`helper` calls `loss_fn` with traced `params`, `x`"],
    ["losses.py", 4, 13, "`params` is a traced parameter of `loss_fn`"],
    ["losses.py", 5, 12, '`params["w"]` indexes traced `params`'],
    ["losses.py", 5, 12, '`params["w"] * x` is computed from traced `params["w"]`'],
    ["losses.py", 5, 5, '`pred` = `params["w"] * x`'],
    ["losses.py", 6, 8, "`pred.sum()` is a method call on traced `pred`"],
    ["losses.py", 6, 8, "`pred.sum() > 0` is computed from traced `pred.sum()`"],
]


def write(project, files: dict) -> None:
    for rel, text in files.items():
        project.write(rel, textwrap.dedent(text))


def findings(project, *args) -> list:
    run = project.run("--output-format", "json", *args, ".")
    assert run.returncode == 1, run.stderr
    return json.loads(run.stdout)


def test_a_finding_across_files_names_its_origin_and_carries_the_trace(project):
    write(project, PROJECT)
    loss, done = findings(project, "--no-cache")
    assert (loss["path"], loss["line"], loss["code"]) == ("losses.py", 6, "JAX101")
    assert "is a traced array in `loss_fn`, called from `helper` (train.py:9, under jax.jit);" in loss["message"]
    assert [[s["path"], s["line"], s["column"], s["message"]] for s in loss["trace"]] == LOSS_TRACE
    assert all(s["cell"] is None for s in loss["trace"])
    assert (done["path"], done["line"]) == ("train.py", 15)
    assert done["message"].startswith("`done` is a traced array under jax.jit;")  # a local origin: as before


def test_a_one_file_run_names_the_origin_in_the_rest_of_the_project_as_a_folder_run_does(project):
    write(project, PROJECT)
    run = project.run("--no-cache", "--output-format", "json", "losses.py")  # pre-commit's case
    (loss,) = json.loads(run.stdout)
    assert "called from `helper` (train.py:9, under jax.jit);" in loss["message"]
    assert [[s["path"], s["line"], s["column"], s["message"]] for s in loss["trace"]] == LOSS_TRACE


def test_a_warm_run_serves_the_trace_and_moved_lines_reach_the_other_file(project):
    write(project, PROJECT)
    cold = findings(project)
    assert findings(project) == cold
    train = project.root / "train.py"
    train.write_text("# a comment\n\n" + train.read_text())  # only train.py changes: lines move by 2
    moved = findings(project)[0]
    assert "called from `helper` (train.py:11, under jax.jit)" in moved["message"]
    assert [s["line"] for s in moved["trace"][:3]] == [14, 19, 11]


def test_files_calling_each_other_in_a_cycle_name_the_origin_outside_it(project):
    write(project, {
        "a.py": """\
            import jax
            from b import g


            def f(x, n):
                if x > 0:
                    return x
                return g(x, n)
            """,
        "b.py": """\
            from a import f


            def g(x, n):
                return f(x, n)
            """,
        "c.py": """\
            import jax
            from a import f


            @jax.jit
            def main(x):
                return f(x, 3)
            """})
    (finding,) = findings(project, "--no-cache")
    assert "in `f`, called from `main` (c.py:7, under jax.jit);" in finding["message"]
    assert [(s["path"], s["line"]) for s in finding["trace"]] == [("c.py", 5), ("c.py", 7), ("a.py", 5), ("a.py", 6)]


def test_sarif_draws_the_trace_across_files_as_a_valid_code_flow(project, sarif_validator):
    write(project, PROJECT)
    run = project.run("--no-cache", "--output-format", "sarif", ".")
    log = json.loads(run.stdout)
    assert not list(sarif_validator.iter_errors(log))
    flow = log["runs"][0]["results"][0]["codeFlows"][0]["threadFlows"][0]["locations"]
    assert [(s["location"]["physicalLocation"]["artifactLocation"]["uri"],
             s["location"]["physicalLocation"]["region"]["startLine"], s["location"]["message"]["text"])
            for s in flow] == [(path, line, message) for path, line, _, message in LOSS_TRACE]


EXPLAINED = """\
train.py:14: obs, reward, done, info = env.step(state, action)
  obs: tracer <- `obs` is the 1st element of `env.step(state, action)` <- `env.step(state, action)` returns a traced value, called with traced `state` <- `state` is a traced parameter of `train_step` (train.py:13) <- `train_step` is traced by jax.jit (train.py:12)
  reward: tracer <- `reward` is the 2nd element of `env.step(state, action)` <- `env.step(state, action)` returns a traced value, called with traced `state` <- `state` is a traced parameter of `train_step` (train.py:13) <- `train_step` is traced by jax.jit (train.py:12)
  done: tracer <- `done` is the 3rd element of `env.step(state, action)` <- `env.step(state, action)` returns a traced value, called with traced `state` <- `state` is a traced parameter of `train_step` (train.py:13) <- `train_step` is traced by jax.jit (train.py:12)
  info: concrete
  env.step(state, action): traced value <- `env.step(state, action)` returns a traced value, called with traced `state` <- `state` is a traced parameter of `train_step` (train.py:13) <- `train_step` is traced by jax.jit (train.py:12)
  env: concrete
  state: traced value <- `state` is a traced parameter of `train_step` (train.py:13) <- `train_step` is traced by jax.jit (train.py:12)
  action: traced value <- `action` is a traced parameter of `train_step` (train.py:13) <- `train_step` is traced by jax.jit (train.py:12)
"""
EXPLAINED_ACROSS = """\
envs.py:7: reward = jnp.sum(state)
  reward: tracer <- `reward` = `jnp.sum(state)` <- `jnp.sum(state)` is computed by jax.numpy.sum from traced `state` <- `state` = `state + action` (envs.py:6) <- `state + action` is computed from traced `state` (envs.py:6) <- `state` is a traced parameter of `Env.step` (envs.py:5) <- `train_step` calls `Env.step` with traced `state`, `action` (train.py:14) <- `train_step` is traced by jax.jit (train.py:12)
  jnp.sum(state): tracer <- `jnp.sum(state)` is computed by jax.numpy.sum from traced `state` <- `state` = `state + action` (envs.py:6) <- `state + action` is computed from traced `state` (envs.py:6) <- `state` is a traced parameter of `Env.step` (envs.py:5) <- `train_step` calls `Env.step` with traced `state`, `action` (train.py:14) <- `train_step` is traced by jax.jit (train.py:12)
  state: tracer <- `state` = `state + action` (envs.py:6) <- `state + action` is computed from traced `state` (envs.py:6) <- `state` is a traced parameter of `Env.step` (envs.py:5) <- `train_step` calls `Env.step` with traced `state`, `action` (train.py:14) <- `train_step` is traced by jax.jit (train.py:12)
"""


@pytest.mark.parametrize("target, expected", [
    ("train.py:14", EXPLAINED),
    ("envs.py:7", EXPLAINED_ACROSS),  # envs.py is traced only from train.py: the project is analysed
    ("train.py:5", "train.py:5: env = Env()\n  not in traced code\n"),
    ("train.py:6", "train.py:6: \n  no expression on this line\n"),
])
def test_explain_prints_each_expression_its_kind_and_why(project, target, expected):
    write(project, PROJECT)
    run = project.run("explain", target)
    assert (run.returncode, run.stdout, run.stderr) == (0, expected, "")


@pytest.mark.parametrize("argv, error", [
    ([], "usage: jaxlint explain FILE:LINE (e.g. jaxlint explain train.py:40)"),
    (["train.py"], "expected FILE:LINE, not 'train.py'; usage: jaxlint explain FILE:LINE (e.g. jaxlint explain "
                   "train.py:40)"),
    (["train.py:0"], "expected FILE:LINE, not 'train.py:0'; usage: jaxlint explain FILE:LINE (e.g. jaxlint "
                     "explain train.py:40)"),
    (["missing.py:3"], "missing.py: no such file"),
    (["train.py:99"], "train.py has 17 lines, not 99"),
    (["notes.txt:1"], "notes.txt: explain reads Python files (.py, .pyi)"),
])
def test_explain_a_bad_target_is_a_one_line_usage_error(project, argv, error):
    write(project, PROJECT)
    project.write("notes.txt", "text\n")
    run = project.run("explain", *argv)
    assert (run.returncode, run.stdout, run.stderr) == (2, "", f"jaxlint: error: {error}\n")


def test_a_notebook_trace_and_message_name_cells(project):
    cells = ["import jax\n\n\ndef helper(x):\n    if x > 0:\n        return x\n    return -x",
             "@jax.jit\ndef step(x):\n    return helper(x)"]
    notebook = {"cells": [{"cell_type": "code", "source": c, "metadata": {}, "outputs": []} for c in cells],
                "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    project.write("nb.ipynb", json.dumps(notebook))
    (finding,) = findings(project, "--no-cache")
    assert (finding["cell"], finding["line"]) == (1, 5)
    assert "in `helper`, called from `step` (nb.ipynb:cell 2:3, under jax.jit);" in finding["message"]
    assert [(s["cell"], s["line"], s["message"]) for s in finding["trace"]] == [
        (2, 1, "`step` is traced by jax.jit"), (2, 3, "`step` calls `helper` with traced `x`"),
        (1, 4, "`x` is a traced parameter of `helper`"), (1, 5, "`x > 0` is computed from traced `x`")]


def test_the_readmes_explain_example_is_what_explain_prints(project):
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    example = readme.split("$ jaxlint explain train.py:15\n", 1)[1].split("```", 1)[0]
    write(project, PROJECT)
    assert project.run("explain", "train.py:15").stdout == example
