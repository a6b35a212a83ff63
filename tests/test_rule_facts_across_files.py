"""Rules that need facts of another project file's functions (Rule.project_facts): a real CLI run on a
two-file project, as `jaxlint .` lints a checkout."""

SAMPLING = '''import jax


def perturb(key, params, scale):
    return params + scale * jax.random.normal(key, params.shape)
'''

SEARCH = '''import jax

from sampling import perturb


def propose_pair(key, params):
    left = perturb(key, params, 0.1)
    right = perturb(key, params, -0.1)
    return left, right
'''

SEARCH_SPLIT = SEARCH.replace("    left = perturb(key, params, 0.1)\n    right = perturb(key, params, -0.1)",
                              "    k1, k2 = jax.random.split(key)\n    left = perturb(k1, params, 0.1)\n"
                              "    right = perturb(k2, params, -0.1)")

OPS = '''from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("num_steps",))
def integrate(x, dt, num_steps):
    for _ in range(num_steps):
        x = x + dt * jnp.sin(x)
    return x


@partial(jax.jit, static_argnames=("shape",))
def zeros(shape):
    return jnp.zeros(shape)
'''

RUN = '''import jax.numpy as jnp

from ops import integrate, zeros


def sweep(x):
    out = []
    for n in range(10, 60, 10):
        out.append(integrate(x, 0.01, num_steps=n))
        out.append(zeros(n))
    return out
'''


def _lines(run, code):
    return [line.split(": ")[0] for line in run.lines if f" {code} " in line]


def test_a_key_consumed_by_another_files_function(project):
    project.write("sampling.py", SAMPLING)
    project.write("search.py", SEARCH)
    run = project.run("--no-cache", "--select", "JAX203", ".")
    assert _lines(run, "JAX203") == ["search.py:8:21"]
    assert "perturb() already consumed it on line 7" in run.stdout


def test_split_keys_for_another_files_function(project):
    project.write("sampling.py", SAMPLING)
    project.write("search.py", SEARCH_SPLIT)
    run = project.run("--no-cache", "--select", "JAX203", ".")
    assert run.stdout.strip() == "All clear."


def test_a_static_argument_declared_in_another_file(project):
    project.write("ops.py", OPS)
    project.write("run.py", RUN)
    run = project.run("--no-cache", "--select", "JAX202", ".")
    # `shape` is a shape (no traced value can serve): only the loop count is flagged
    assert _lines(run, "JAX202") == ["run.py:9:49"]
    assert "jax.lax.fori_loop(0, num_steps, body, init)" in run.stdout


def test_a_single_file_run_reads_the_other_files_facts(project):
    """As pre-commit runs it: only the changed file is named, the rest of the project is context."""
    project.write("pyproject.toml", "[tool.jaxlint]\n")
    project.write("sampling.py", SAMPLING)
    project.write("search.py", SEARCH)
    run = project.run("--no-cache", "--select", "JAX203", "search.py")
    assert _lines(run, "JAX203") == ["search.py:8:21"]


EVALUATOR = '''import jax
import jax.numpy as jnp


def evaluator_setup(key_e, params):
    evaluator = jax.jit(lambda p, keys: jax.vmap(lambda k: jax.random.normal(k, ()))(keys) + p)
    key_e, *eval_keys = jax.random.split(key_e, 3)
    return evaluator, (params, jnp.stack(eval_keys))
'''

TRAIN = '''import jax
import jax.numpy as jnp

from evaluator import evaluator_setup


def run(key_e, params, n_evals):
    evaluator, (params, eval_keys) = evaluator_setup(key_e, params)
    for _ in range(n_evals):
        key_e, *eval_keys = jax.random.split(key_e, 3)
        eval_keys = jnp.stack(eval_keys)
        evaluator(params, eval_keys)
'''


def test_keys_another_files_setup_made_and_the_caller_overwrites(project):
    """Stoix's set-up consumes the key, but each caller overwrites the keys it returns before reading
    them; reading them first would draw the loop's first episodes twice."""
    project.write("evaluator.py", EVALUATOR)
    project.write("train.py", TRAIN)
    run = project.run("--no-cache", "--select", "JAX203", ".")
    assert run.stdout.strip() == "All clear."
    project.write("train.py", TRAIN.replace("    for _ in range(n_evals):\n",
                                            "    evaluator(params, eval_keys)\n    for _ in range(n_evals):\n"))
    run = project.run("--no-cache", "--select", "JAX203", ".")
    assert _lines(run, "JAX203") == ["train.py:11:46"]
    assert "evaluator_setup() already consumed it on line 8" in run.stdout
