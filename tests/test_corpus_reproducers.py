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


# A module's init / apply take their own arguments first (`head.init(rng, x, ...)` runs `__call__(x,
# ...)`): the arguments of a jitted __call__ are matched to its parameters after them (found writing
# the merge_param fixture for gemma's gemma4 Transformer.__call__).
LINEN_JIT_STATIC = '''from functools import partial

import jax
import jax.numpy as jnp
import flax.linen as nn


class Head(nn.Module):
    @partial(nn.jit, static_argnames=("self", "sizes"))
    @nn.compact
    def __call__(self, x, sizes):
        return nn.Dense(sizes[0])(x)


head = Head()
x = jnp.ones((2, 3))
params = head.init(jax.random.key(0), x, (4,))
out = head.apply(params, x, [4])
'''


def test_a_linen_runners_own_arguments_come_before_the_methods(project):
    project.write("head.py", LINEN_JIT_STATIC)
    run = project.run("--no-cache", "--select", "JAX206", "--output-format", "concise", "head.py")
    assert [line.split(" ")[:2] for line in run.lines if line.startswith("head.py")] == \
        [["head.py:18:29:", "JAX206"]]


def _findings(run, name: str) -> list:
    return [line.split(" ")[0] for line in run.lines if line.startswith(name + ":")]


# maxdiffusion pipelines/controlnet/pipeline_flax_controlnet.py:304: a local loop body closes over
# `image`, which is rebound after the body's last use: stale only if the body is named again after it.
LOCAL_BODY = '''import jax
import jax.numpy as jnp


def generate(image, n, debug=False):
    image = jnp.concatenate([image] * 2)

    def body(i, x):
        return x + image

    if debug:
        x = jnp.zeros(3)
        for i in range(n):
            x = body(i, x)
    else:
        x = jax.lax.fori_loop(0, n, body, jnp.zeros(3))
    image = x * 2
    return image


def generate_twice(image, n):
    image = jnp.concatenate([image] * 2)

    def body(i, x):
        return x + image

    x = body(0, jnp.zeros(3))
    image = x * 2
    return jax.lax.fori_loop(0, n, body, x)
'''


def test_a_local_body_changed_after_its_last_use_is_not_stale(project):
    project.write("gen.py", LOCAL_BODY)
    run = project.run("--no-cache", "--select", "JAX201", "--output-format", "concise", "gen.py")
    assert _findings(run, "gen.py") == ["gen.py:25:20:"]  # generate_twice names body again


# flowjax flowjax/train/loops.py:181: one permutation for every array of the dataset keeps their rows
# aligned; Stoix stoix/systems/*: a key every iteration of the evaluation loop rebinds is fresh after
# it (the reuse before the loop is reported in its first iteration).
KEY_LOOPS = '''import jax


def shuffle(key, arrays):
    return [jax.random.permutation(key, a) for a in arrays]


def noise(key, arrays):
    return [a + jax.random.normal(key, a.shape) for a in arrays]


def perms(key, n):
    return [jax.random.permutation(key, n) for _ in range(3)]


def evaluate(key, n):
    first = jax.random.normal(key, (2,))
    for step in range(n):
        key, sub = jax.random.split(key)
    key, sub = jax.random.split(key)
    return first, sub


def maybe_rebound(key, n, flag):
    x = jax.random.normal(key, (2,))
    for step in range(n):
        if flag:
            key = jax.random.fold_in(key, step)
    return x + jax.random.normal(key, (2,))
'''


def test_key_reuse_in_loops_that_shuffle_alike_or_rebind_every_iteration(project):
    project.write("keys.py", KEY_LOOPS)
    run = project.run("--no-cache", "--select", "JAX203", "--output-format", "concise", "keys.py")
    assert _findings(run, "keys.py") == ["keys.py:9:35:", "keys.py:13:36:", "keys.py:19:37:", "keys.py:29:34:"]


# tapnet tapnet/robotap/tapir_clustering.py:731: the jit runs under `if need_compile:`, a flag its branch
# turns off and a fork turns on: one compile per configuration (fixtures/JAX205/good_compile_when_needed.py).
# So do `if fn is None:` and a global set once; a flag the loop sets on every iteration, a test the branch
# leaves alone, or a helper's own local flag still compile each time.
COMPILE_WHEN_NEEDED = '''import functools

import jax


def update(x, n):
    return x * n


def lazily(x, steps):
    step_fn = None
    for step in range(steps):
        if step_fn is None:
            step_fn = jax.jit(lambda v: v + 1)
        x = step_fn(x)
    return x


def rearmed(x, steps):
    for step in range(steps):
        need_compile = True
        if need_compile:
            update_jit = jax.jit(functools.partial(update, n=step))
            need_compile = False
        x = update_jit(x)
    return x


def periodic(x, steps):
    for step in range(steps):
        if step % 10 == 0:
            x = jax.jit(lambda v: v + 1)(x)
    return x


_STEP = None


def apply(x):
    global _STEP
    if _STEP is None:
        _STEP = jax.jit(lambda v: v * 2)
    return _STEP(x)


def apply_local(x):
    fn = None
    if fn is None:
        fn = jax.jit(lambda v: v * 2)
    return fn(x)


def run(x):
    for _ in range(3):
        x = apply_local(apply(x))
    return x
'''


def test_a_jit_under_a_test_its_branch_turns_off_is_not_in_every_iteration(project):
    project.write("fork.py", COMPILE_WHEN_NEEDED)
    run = project.run("--no-cache", "--select", "JAX205", "--output-format", "concise", "fork.py")
    assert _findings(run, "fork.py") == ["fork.py:23:26:", "fork.py:32:17:", "fork.py:49:14:"]


# vmoe vmoe/train/trainer_test.py:155: the test gives two label draws one key on purpose and asserts the
# losses computed from them are equal; the logits drawn from that key first are a true reuse.
LABELS_PAIRED = '''import jax


def test_ensemble(train_loss_fn, eval_loss_fn):
    key = jax.random.key(0)
    logits = jax.random.normal(key, (8,))
    train_labels = jax.random.uniform(key, (8,))
    eval_labels = jax.random.uniform(key, (8,))
    train_loss = train_loss_fn(logits, train_labels)
    eval_loss = eval_loss_fn(logits, eval_labels)
    assert train_loss == eval_loss
'''


def test_a_draw_paired_with_the_one_just_before_it(project):
    project.write("test_pair.py", LABELS_PAIRED)
    run = project.run("--no-cache", "--select", "JAX203", "--output-format", "concise", "test_pair.py")
    assert _findings(run, "test_pair.py") == ["test_pair.py:7:39:"]


# GPJax tests/test_gps.py:241-251: every call in `with pytest.raises(...)` rejects its argument, so the
# key is first consumed after them. A statement of the block before the raising one does run.
REJECTED_CALLS = '''import jax
import pytest


def sample_approx(n, key):
    if n <= 0:
        raise ValueError(n)
    w = jax.random.normal(key, (n,))
    return lambda x: x * w


def test_sample_approx():
    key = jax.random.key(0)
    with pytest.raises(ValueError):
        sample_approx(-1, key)
    with pytest.raises(ValueError):
        sample_approx(0, key)
    fn = sample_approx(3, key)
    x = jax.random.uniform(key, (3,))
    assert (fn(x) != x).all()


def test_block_runs_until_it_raises():
    key = jax.random.key(0)
    with pytest.raises(ValueError):
        fn = sample_approx(3, key)
        sample_approx(0, fn(1.0))
    x = jax.random.uniform(key, (3,))
    assert (fn(x) != x).all()
'''


def test_a_call_expected_to_raise_consumes_nothing(project):
    project.write("test_raises.py", REJECTED_CALLS)
    run = project.run("--no-cache", "--select", "JAX203", "--output-format", "concise", "test_raises.py")
    assert _findings(run, "test_raises.py") == ["test_raises.py:19:28:", "test_raises.py:28:28:"]


# synjax synjax/_src/hmm_test.py:72,73,80: `for is_categorical in [True, False]:` gives each value its
# own arm, so each arm's draws run once; an arm two of the values take runs twice (the near miss).
ARM_PER_VALUE = '''import jax


def make(keys, modes):
    out = []
    for is_categorical in [True, False]:
        if is_categorical:
            out.append(jax.random.uniform(keys[0], (3,)))
        else:
            out.append(jax.random.normal(keys[1], (3,)))
    for mode in ["a", "b", "c"]:
        if mode == "a":
            out.append(jax.random.uniform(keys[2], (3,)))
        elif mode in ("b", "c"):
            out.append(jax.random.normal(keys[3], (3,)))
    return out
'''


def test_an_arm_one_value_of_a_sweep_takes_runs_once(project):
    project.write("sweep.py", ARM_PER_VALUE)
    run = project.run("--no-cache", "--select", "JAX203", "--output-format", "concise", "sweep.py")
    assert _findings(run, "sweep.py") == ["sweep.py:15:42:"]


# jax_cosmo jax_cosmo/angular_cl.py:86: `kernels = lax.map(combine_kernels, ...)` stores what running the
# body gave, not the body: no later run. Running the body again after the change is one (the near miss).
MAP_RESULT = '''import jax.numpy as jnp
from jax import lax


def integrand(a, pairs):
    kernels = jnp.stack([a, 2 * a])

    def combine(inds):
        return kernels[inds[0]] * kernels[inds[1]]

    kernels = lax.map(combine, pairs)
    return kernels.sum(0)


def integrand_twice(a, pairs):
    kernels = jnp.stack([a, 2 * a])

    def combine(inds):
        return kernels[inds[0]] * kernels[inds[1]]

    kernels = lax.map(combine, pairs)
    return lax.map(combine, pairs)
'''


def test_a_loop_result_is_no_handle_on_its_body(project):
    project.write("cl.py", MAP_RESULT)
    run = project.run("--no-cache", "--select", "JAX201", "--output-format", "concise", "cl.py")
    assert _findings(run, "cl.py") == ["cl.py:19:16:"]


# kauldron kauldron/ktyping/frame_utils.py:135: the environment decides only whether a trace-time check
# returns early; a helper whose result a function returning a value branches on is frozen (near miss).
# The module sets both variables, so neither is skipped as one the program never changes.
CHECK_SWITCH = '''import os

import jax


def skip_checks():
    return bool(os.environ.get("SKIP_CHECKS"))


def use_fast_path():
    return bool(os.environ.get("FAST"))


def check(x):
    if skip_checks():
        return
    if x.ndim != 2:
        raise ValueError(x.shape)


def scale(x):
    if use_fast_path():
        return x * 2
    return x + x


@jax.jit
def step(x):
    check(x)
    return scale(x)


def main(x):
    os.environ["SKIP_CHECKS"] = "1"
    os.environ["FAST"] = "1"
    return step(x)
'''


def test_an_environment_switch_of_a_trace_time_check_is_not_frozen_state(project):
    project.write("env.py", CHECK_SWITCH)
    run = project.run("--no-cache", "--select", "JAX204", "--output-format", "concise", "env.py")
    assert _findings(run, "env.py") == ["env.py:11:17:"]
