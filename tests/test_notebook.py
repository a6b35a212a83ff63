"""Jupyter notebooks through the real CLI: cells joined, findings placed by cell and line, IPython
syntax blanked in place, noqa per cell line, --fix rewriting only the changed cells."""

import json

import pytest

PRINT = '    jax.debug.print(f"x = {x}")\n'


def _cell(source, kind="code"):
    cell = {"cell_type": kind, "metadata": {}, "source": source}
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    return cell


def _notebook(*cells) -> str:
    """nbformat's own layout: indent 1, sorted keys, non-ASCII kept, a final newline."""
    notebook = {"cells": list(cells), "metadata": {"language_info": {"name": "python"}},
                "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(notebook, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def _located(run) -> list:
    """`nb.ipynb:cell 3:6:21: JAX301` for each finding line."""
    return [line[:line.index(": JAX") + len(": JAX301")] for line in run.lines if ": JAX" in line]


def _lines(text: str) -> list:
    return text.splitlines(keepends=True)


IMPORTS = _cell(["%matplotlib inline\n", "import jax\n"])
STEP = _cell(["!pip install jax\n", "files = !ls\n", "@jax.jit\n", "def step(x):\n", "    %time y = 1\n",
              PRINT, "    return x\n", "step?"])


def test_findings_name_the_cell_and_the_line_in_it(project):
    project.write("nb.ipynb", _notebook(_cell(["# Title\n"], "markdown"), IMPORTS, STEP))
    run = project.run("nb.ipynb")
    assert _located(run) == ["nb.ipynb:cell 3:6:21: JAX301"]
    assert project.run("nb.ipynb").stdout == run.stdout  # from the cache
    [item] = json.loads(project.run("--output-format", "json", "nb.ipynb").stdout)
    assert (item["path"], item["cell"], item["line"], item["column"], item["end_line"]) == ("nb.ipynb", 3, 6, 21, 6)


def test_python_files_have_a_null_cell_in_json(project):
    project.write("bad.py")
    [item] = json.loads(project.run("--output-format", "json", "bad.py").stdout)
    assert item["cell"] is None


@pytest.mark.parametrize("magic_cell, line", [
    (["%%bash\n", "echo hi\n", PRINT.strip()], None),
    (["%%time\n", "@jax.jit\n", "def g(x):\n", PRINT, "    return x"], 4),
    ("pip install jax", None),
    (["#@title install\n", "%%bash\n", "curl -fsSL https://example.org/a.tar | tar x\n"], None),  # Colab's form line
    (["#@title timed\n", "%%time\n", "@jax.jit\n", "def g(x):\n", PRINT, "    return x"], 5),
])
def test_cell_magics_and_automagics(project, magic_cell, line):
    project.write("nb.ipynb", _notebook(IMPORTS, _cell(magic_cell)))
    run = project.run("nb.ipynb")
    assert _located(run) == ([f"nb.ipynb:cell 2:{line}:21: JAX301"] if line else [])
    assert "JAX000" not in run.stdout


def test_a_shell_escape_continued_by_a_backslash_takes_its_indented_lines_with_it(project):
    # big_vision's and jax-sph's notebooks: `!cmd \` then `    args`, after other lines of the cell
    shell = _cell(["x = 1\n", "! python run.py \\\n", "    mode=infer \\\n", "    steps=480\n",
                   "@jax.jit\n", "def g(x):\n", PRINT, "    return x"])
    project.write("nb.ipynb", _notebook(IMPORTS, shell))
    assert _located(project.run("nb.ipynb")) == ["nb.ipynb:cell 2:7:21: JAX301"]


def test_a_broken_cell_is_one_syntax_error_and_the_others_are_linted(project):
    project.write("nb.ipynb", _notebook(IMPORTS, _cell(["def broken(:\n", "    pass"]), STEP))
    run = project.run("nb.ipynb")
    assert _located(run) == ["nb.ipynb:cell 2:1:12: JAX000", "nb.ipynb:cell 3:6:21: JAX301"]


def test_noqa_works_per_cell_line(project):
    silenced = _cell(["@jax.jit\n", "def f(x):\n", PRINT.rstrip("\n") + "  # noqa: JAX301\n", "    return x"])
    project.write("nb.ipynb", _notebook(IMPORTS, silenced, STEP))
    assert _located(project.run("nb.ipynb")) == ["nb.ipynb:cell 3:6:21: JAX301"]


def test_fix_rewrites_only_the_changed_cell_and_keeps_the_rest_byte_for_byte(project):
    unicode_cell = _cell('s = "é"\n@jax.jit\ndef h(x):\n    jax.debug.print(f"h {x}")\n    return x')
    original = _notebook(IMPORTS, STEP, unicode_cell)
    path = project.write("nb.ipynb", original)
    run = project.run("--no-cache", "--fix", "nb.ipynb")
    assert run.returncode == 0, run.stdout + run.stderr
    expected = original.replace(r'"    jax.debug.print(f\"x = {x}\")\n"', r'"    jax.debug.print(\"x = {x}\", x=x)\n"')
    expected = expected.replace(r'jax.debug.print(f\"h {x}\")', r'jax.debug.print(\"h {x}\", x=x)')
    assert path.read_text(encoding="utf-8") == expected
    changed = [(a, b) for a, b in zip(_lines(original), _lines(expected)) if a != b]
    assert len(changed) == 2  # one line of the list-form cell, the string-form cell's one value
    assert project.run("--no-cache", "nb.ipynb").lines == ["All clear."]


def test_invalid_notebook_json_is_one_cannot_read_line(project):
    project.write("nb.ipynb", "{not json")
    project.write("bad.py")
    run = project.run()
    assert run.lines[1].startswith("nb.ipynb:1:1: JAX000 cannot read file: not a notebook: ")
    assert run.returncode == 1 and run.stderr == ""


def test_notebook_on_stdin(project):
    run = project.run("--stdin-filename", "nb.ipynb", stdin=_notebook(IMPORTS, STEP).encode())
    assert _located(run) == ["nb.ipynb:cell 2:6:21: JAX301"]


def test_a_debug_switch_in_a_notebook_is_its_own(project):
    """JAX304 is about importers; nothing imports a notebook, so its switch is not flagged, while the
    same lines in a module are."""
    switch = ["import jax\n", 'jax.config.update("jax_debug_infs", True)  # watch for blowup\n']
    project.write("nb.ipynb", _notebook(_cell(switch)))
    project.write("mod.py", "".join(switch))
    assert _located(project.run("nb.ipynb", "mod.py")) == ["mod.py:2:1: JAX304"]


def test_messages_name_other_lines_within_their_cell(project):
    """braintools' notebook: the earlier draw is named by its line in its cell, as findings are."""
    draws = _cell(["key = jax.random.key(0)\n", "a = jax.random.uniform(key)\n", "b = jax.random.normal(key)\n",
                   "print(a, b)\n"])
    project.write("nb.ipynb", _notebook(IMPORTS, draws))
    run = project.run("--select", "JAX203", "nb.ipynb")
    assert _located(run) == ["nb.ipynb:cell 2:3:23: JAX203"]
    assert "already consumed it on line 2 of cell 2," in run.stdout


def test_a_cell_whose_first_line_is_indented_runs_dedented(project):
    """IPython removes the first line's indentation from every line of the cell (its leading-indent
    transform): such a cell runs, so it is linted dedented, its findings placed at the columns written;
    a fix there is not applied (the finding stays), since its lines keep an indentation the fix never saw."""
    indented = _cell(["  @jax.jit\n", "  def g(x):\n", "  " + PRINT, "      return x"])
    original = _notebook(IMPORTS, indented)
    path = project.write("nb.ipynb", original)
    run = project.run("--no-cache", "nb.ipynb")
    assert _located(run) == ["nb.ipynb:cell 2:3:23: JAX301"]
    fixed = project.run("--no-cache", "--fix", "nb.ipynb")
    assert _located(fixed) == ["nb.ipynb:cell 2:3:23: JAX301"] and fixed.returncode == 1
    assert path.read_text(encoding="utf-8") == original


def test_one_seed_for_unrelated_demos_in_later_cells(project):
    """dl-workshop's notebooks: a later cell draws again from the key an earlier cell split, for a demo
    whose results never meet the first's (silent); a cell that combines the two draws is flagged."""
    first = _cell(["from jax import random\n", "key = random.key(90)\n", "k1, k2 = random.split(key)\n",
                   "features = random.normal(k2, (13, 7))\n", "print(features.shape)\n"])
    demo = _cell(["data = random.normal(key, (11, 31))\n", "print(data.sum())\n"])
    mixed = _cell(["noise = random.normal(key, (13, 7))\n", "print((features + noise).mean())\n"])
    project.write("nb.ipynb", _notebook(first, demo))
    assert project.run("--no-cache", "nb.ipynb").lines == ["All clear."]
    project.write("nb.ipynb", _notebook(first, demo, mixed))
    assert _located(project.run("--no-cache", "nb.ipynb")) == ["nb.ipynb:cell 3:1:23: JAX203"]


SOLVER_CELLS = [
    ["import jax\n", "import jax.numpy as jnp\n", "T = 2\n"],
    ["@jax.jit\n", "def solve(x):\n", "    def cost(t):\n", "        return jnp.where(t == T, 10.0, 1.0) * x\n",
     "\n", "    return jax.vmap(cost)(jnp.arange(3))\n"],
    ["def meta_cost(x):\n", "    return solve(x).sum()\n"],
    ["first = solve(1.0)\n", "total = meta_cost(1.0)\n"],
    ["T = 5  # the next section's horizon\n", "horizon = jnp.arange(T)\n"],
]


def test_a_global_changed_after_the_last_run_of_the_jitted_function_that_reads_it(project):
    """trajax's notebook: a later section rebinds `T`, and nothing runs the solver after it, neither
    directly nor through the helper that calls it; running the helper again makes the change stale."""
    project.write("nb.ipynb", _notebook(*(_cell(c) for c in SOLVER_CELLS)))
    assert project.run("--select", "JAX201", "nb.ipynb").stdout.strip() == "All clear."
    project.write("nb.ipynb", _notebook(*(_cell(c) for c in SOLVER_CELLS), _cell(["meta_cost(2.0)\n"])))
    assert _located(project.run("--select", "JAX201", "nb.ipynb")) == ["nb.ipynb:cell 2:4:31: JAX201"]
