"""Bugs the precision pass found on real code (benchmarks/verdicts/fresh.tsv), reduced to a few lines.

Each is a real CLI run.
"""



# maxtext src/maxtext/inference/maxengine/maxengine.py:691 crashed the model (AttributeError: 'tuple' object
# has no attribute 'traced'): a zip() loop target bound to one name kept the tuple of element kinds.
ZIP_TARGET = '''import jax


@jax.jit
def split_layers(cache):
    flat, treedef = jax.tree.flatten(cache)
    return [jax.tree.unflatten(treedef, v) for v in zip(flat, flat)]
'''

# netket netket/stats/mc_stats.py:320: `b.size` is a Python int, and stays one when a helper returns it
# in a tuple that the caller unpacks.
SIZE_THROUGH_HELPER = '''import jax
import jax.numpy as jnp


def _batch_variance(data):
    means = jnp.mean(data, axis=1)
    return jnp.var(means), means.size


@jax.jit
def statistics(data):
    var, n_batches = _batch_variance(data)
    if n_batches > 1:
        return var / n_batches
    return var
'''

# pgx pgx/sparrow_mahjong.py:205: the data of jnp.int32([...]) is not a shape; a table of a few
# hundred never-changed ints is not a large constant.
SMALL_TABLE = '''import jax
import jax.numpy as jnp

WIN_HANDS = jnp.int32([18, 78, 90, 378, 390, 450, 778, 790, 850, 1150, 1550])


@jax.jit
def is_completed(code):
    return jnp.any(code == WIN_HANDS)
'''


def test_zip_loop_target_does_not_crash_the_model(project):
    project.write("split.py", ZIP_TARGET)
    run = project.run("--no-cache", "split.py")
    assert (run.returncode, run.stderr) == (0, "")


def test_size_returned_by_a_helper_is_concrete(project):
    project.write("stats.py", SIZE_THROUGH_HELPER)
    assert project.run("--no-cache", "stats.py").returncode == 0


def test_a_small_constant_table_is_not_reported(project):
    project.write("table.py", SMALL_TABLE)
    assert project.run("--no-cache", "table.py").returncode == 0


# levanter src/levanter/compat/hf_checkpoints.py:243: under eqx.filter_jit a `tuple[str, ...]` argument
# stays a Python value (filter_jit traces arrays only), so its strings are fine dict keys.
FILTER_JIT_STRING_KEYS = '''import equinox as eqx


@eqx.filter_jit
def subset_state(state: dict, subset: tuple[str, ...]):
    out = {}
    for k in subset:
        out[k] = state[k]
    return out
'''

# jax-cfd jax_cfd/ml/layers.py:711: jax.named_call only names a function; the key `partial` binds to
# it is the caller's Python value, not a tracer.
NAMED_CALL_KEY = '''import functools

import jax


def make_evaluators(derivatives, coefficients):
    table = dict(zip(derivatives, coefficients))

    @functools.partial(jax.named_call, name="evaluate")
    def evaluate(key, inputs):
        return table[key] * inputs

    return {k: functools.partial(evaluate, k) for k in derivatives}
'''


def test_string_keys_under_filter_jit_are_not_tracers(project):
    project.write("state.py", FILTER_JIT_STRING_KEYS)
    assert project.run("--no-cache", "--select", "JAX109", "state.py").returncode == 0


def test_a_named_call_argument_is_not_a_tracer_key(project):
    project.write("layers.py", NAMED_CALL_KEY)
    assert project.run("--no-cache", "--select", "JAX109", "layers.py").returncode == 0


# maxtext src/maxtext/models/models.py (and 12 more files of maxtext, t5x, netket, ott) crash the model
# when linted as a project: a flax module whose base class is in another file of the project inherits
# method entries that are not FunctionInfo (AttributeError: 'str' object has no attribute 'owner').
LINEN_BASE = '''import flax.linen as nn


class Base(nn.Module):
    def helper(self, x):
        return x
'''
LINEN_SUBCLASS = '''import flax.linen as nn

from base import Base


class Model(Base):
    @nn.compact
    def __call__(self, x):
        return self.helper(x)
'''


def test_a_module_subclassing_another_files_module_does_not_crash(project):
    project.write("base.py", LINEN_BASE)
    project.write("model.py", LINEN_SUBCLASS)
    run = project.run("--no-cache", ".")
    assert (run.returncode, "internal error" in run.stderr) == (0, False)
