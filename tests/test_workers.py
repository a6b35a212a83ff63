"""The worker pool that lives across the rounds of the project solve, and the parsed modules it keeps.

A file analysed again in a later round goes back to the worker that parsed it, whose bounded cache of
trees still holds its module; whatever runs where, the findings are those of one process.
"""

from __future__ import annotations

import gc
import os

import libcst as cst
import pytest

from jaxlint import trees, workers

_state: tuple = ()


def _set(*state) -> None:
    global _state
    _state = state


def _where(task):
    """What the worker saw: the task, its own pid, the state of the run; "exit" ends the worker."""
    if task == "exit":
        os._exit(3)
    return task, os.getpid(), _state


def test_a_key_goes_back_to_the_worker_that_ran_it():
    with workers.Pool(2, _where, _set) as pool:
        first = {task: pid for _, (task, pid, _) in pool.run(["a", "b"], ("round 1",), ["a", "b"])}
        assert len(set(first.values())) == 2
        again = {task: pid for _, (task, pid, _) in pool.run(["b", "a"], ("round 2",), ["b", "a"])}
    assert again == first


def test_each_run_hands_every_worker_its_state():
    with workers.Pool(2, _where, _set) as pool:
        for state in (("one",), ("two", 2)):
            results = dict(pool.run(range(6), state))
            assert sorted(results) == list(range(6))
            assert {seen for _, _, seen in results.values()} == {state}


def test_an_idle_worker_takes_another_workers_tasks():
    with workers.Pool(2, _where, _set) as pool:
        list(pool.run(["a", "b"], (), ["a", "b"]))
        keys = ["a"] * 8  # all of them the first worker's
        results = dict(pool.run([f"t{i}" for i in range(8)], (), keys))
    assert sorted(task for task, _, _ in results.values()) == sorted(f"t{i}" for i in range(8))


def test_a_dead_workers_task_is_died_and_its_replacement_gets_the_runs_state():
    with workers.Pool(2, _where, _set) as pool:
        first = dict(pool.run(["a", "exit"], ("first",), ["a", "exit"]))
        assert isinstance(first[1], workers.Died) and first[0][2] == ("first",)
        results = dict(pool.run(["a", "b", "c"], ("second",), ["a", "b", "c"]))
    assert sorted(task for task, _, _ in results.values()) == ["a", "b", "c"]
    assert {seen for _, _, seen in results.values()} == {("second",)}


def test_the_same_text_is_parsed_once():
    kept = trees.Trees(budget=1000)
    module = kept.parse("x = 1\n")
    assert kept.parse("x = 1\n") is module
    assert kept.parse("x = 2\n") is not module
    assert kept.parse("x = 1\n").code == "x = 1\n"


def test_a_full_store_keeps_its_trees_and_a_large_text_is_not_kept():
    a, b, c = "a = 1\n", "b = 2\n", "c = 3\n"
    kept = trees.Trees(budget=len(a) + len(b))
    first_a, first_b = kept.parse(a), kept.parse(b)
    first_c = kept.parse(c)  # over the budget: parsed, not kept; a and b stay for the next round
    assert kept.parse(a) is first_a and kept.parse(b) is first_b and kept.parse(c) is not first_c
    big = "y = 0\n" * 10
    assert kept.parse(big) is not kept.parse(big)
    kept.clear()
    assert kept.parse(a) is not first_a


def test_parsing_leaves_the_garbage_collector_as_it_found_it():
    kept = trees.Trees()
    assert gc.isenabled()
    kept.parse("x = 1\n")
    with pytest.raises(cst.ParserSyntaxError):
        kept.parse("x = (\n")
    assert gc.isenabled()
    gc.disable()
    try:
        kept.parse("z = 1\n")
        assert not gc.isenabled()
    finally:
        gc.enable()


def _chain(project, length: int = 5, fillers: int = 16) -> None:
    """A jitted step calling down a chain of helper modules, the last one branching on its traced
    argument: each hop costs the solver a round, so later rounds re-analyse files parsed before."""
    project.write("pyproject.toml", "[tool.jaxlint]\n")
    project.write("pkg/__init__.py", "")
    project.write("pkg/train.py", "import jax\nfrom pkg.hop0 import hop0\n\n\n@jax.jit\ndef step(x):\n"
                                  "    return hop0(x)\n")
    for i in range(length):
        call = f"from pkg.hop{i + 1} import hop{i + 1}\n\n\ndef hop{i}(x):\n    return hop{i + 1}(x)\n"
        project.write(f"pkg/hop{i}.py", call if i < length - 1 else
                      f"def hop{i}(x):\n    if x > 0:\n        return x\n    return -x\n")
    for i in range(fillers):
        project.write(f"pkg/filler{i:02}.py", f"import jax.numpy as jnp\n\n\ndef f{i}(x):\n    return jnp.sin(x)\n")


def test_workers_kept_across_rounds_give_the_findings_of_one_process(project):
    _chain(project)
    one = project.run("--no-color", "--no-cache", "-j", "1", "pkg")
    pooled = project.run("--no-color", "--no-cache", "-j", "2", "pkg")
    assert one.located() == ["pkg/hop4.py:2:8: JAX101"]
    assert pooled.stdout == one.stdout and pooled.returncode == one.returncode == 1


def test_findings_do_not_depend_on_the_trees_kept(project, monkeypatch):
    from jaxlint import api

    _chain(project)
    kept = api.lint_paths([str(project.root / "pkg")], jobs=1)
    monkeypatch.setattr(trees.kept, "budget", 0)
    trees.kept.clear()
    assert api.lint_paths([str(project.root / "pkg")], jobs=1) == kept
    assert [(os.path.basename(f.path), f.line, f.code) for f in kept] == [("hop4.py", 2, "JAX101")]
