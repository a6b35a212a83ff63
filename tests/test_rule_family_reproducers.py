"""Bug shapes of the rule families (issue 12) that need a fact the semantic model does not have yet.

Each is a real CLI run on a few lines after a recall case, marked xfail(strict=True) with the model fact
it needs: the rules already report the bug once the model knows it, and the marker turns into a
failure the day it does; the test is then kept, unmarked, as a regression test.
"""

import pytest


def findings(project, code: str, text: str) -> list:
    project.write("case.py", text)
    run = project.run("--no-cache", "--select", code, "case.py")
    assert run.stderr == ""
    return [line.split(": ")[0] + " " + line.split()[1] for line in run.lines if f": {code} " in line]


# benchmarks/recall/cases/traced_shapes/bad_shape_from_jnp_table
SHAPE_FROM_JNP_TABLE = '''import jax
import jax.numpy as jnp

SIZES = jnp.array([8, 16, 32])


@jax.jit
def pixel_coords(level, scale):
    n = SIZES[level]
    return jnp.arange(n) * scale
'''


# benchmarks/recall/cases/evidence/bad_true_and_flag: `f(True)` makes `flag` a bool tracer (call-site
# evidence; before it, a jitted parameter was a traced value that may be a container and JAX101 stayed silent).
TRUE_AND_FLAG = '''import jax


@jax.jit
def f(flag):
    if True and flag:
        return 1
    return 0


print(f(True))
'''


# benchmarks/recall/cases/evidence/bad_or_default_scale: the call passes a tracer to the defaulted `scale`.
OR_DEFAULT = '''import jax
import jax.numpy as jnp


@jax.jit
def rescale(x, scale=None):
    scale = scale or 1.0
    return x * scale


print(rescale(jnp.ones(3), jnp.float32(2.0)))
'''


# benchmarks/recall/cases/control_flow/bad_not_traced_flag
NOT_CARRIED_FLAG = '''import jax.numpy as jnp
from jax import lax


def step(state, reward):
    total, done = state
    alive = not done
    total = total + jnp.where(alive, reward, 0.0)
    return (total, total > 3.0), total


def episode_return(rewards):
    return lax.scan(step, (jnp.float32(0.0), jnp.bool_(False)), rewards)[0][0]
'''


# A flag built as a boolean array: `jnp.ones(n, dtype=bool)` and `.at[i].set(False)` keep the bool dtype.
BOOL_BUILT_MASK = '''import jax
import jax.numpy as jnp


@jax.jit
def drop_one(x, i):
    keep = jnp.ones(x.shape[0], dtype=bool).at[i].set(False)
    return x.at[keep].set(0.0)
'''


# A false positive: meta_fields of jax.tree_util.register_dataclass are static (not leaves), so
# `range(cfg.n_meta)` works under jit; the model takes every annotated field of an unknown class as a leaf.
META_FIELD_RANGE = '''import dataclasses
from functools import partial

import jax


@partial(jax.tree_util.register_dataclass, data_fields=["x"], meta_fields=["n_meta"])
@dataclasses.dataclass
class Config:
    x: jax.Array
    n_meta: int


@jax.jit
def f(cfg):
    for _ in range(cfg.n_meta):
        pass
    return cfg.x
'''


# A row mask reduced with .any(axis=1): `any` / `all` always give booleans.
ANY_ROW_MASK = '''import jax
import jax.numpy as jnp


@jax.jit
def zero_bad_rows(m):
    bad = jnp.isnan(m).any(axis=1)
    return m.at[bad, :].set(0.0)
'''


# benchmarks/recall/cases/trace_time_values/bad_python_random_instance: the jitted function is called in a
# list comprehension, four times, but JAX204 takes it for a function the module calls once (whose frozen draw
# is as random as a run-time one) because index.in_loop counts for / while bodies only.
CALLED_IN_A_COMPREHENSION = '''import random

import jax

gen = random.Random(0)


@jax.jit
def stochastic_depth(x):
    if gen.random() < 0.5:
        return x
    return x * 2


print([stochastic_depth(1.0) for _ in range(4)])
'''


# A generator kept on the instance: `self.rng` is what __init__ assigned, np.random.default_rng(seed).
GENERATOR_ATTRIBUTE = '''from functools import partial

import jax
import numpy as np


class Augmenter:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        return x + self.rng.normal(size=x.shape)


augment = Augmenter(0)
for _ in range(3):
    augment(jax.numpy.zeros(2))
'''


# A method that jits a bound method, called in a loop through a module-level instance: `sampler.predict(x)`
# calls Sampler.predict (the model resolves calls through instances since the project model; a regression
# test now).
HELPER_CALLED_THROUGH_AN_INSTANCE = '''import jax
import jax.numpy as jnp


class Sampler:
    def _apply(self, x):
        return jnp.tanh(x)

    def predict(self, x):
        return jax.jit(self._apply)(x)


sampler = Sampler()
x = jnp.ones(3)
for _ in range(3):
    x = sampler.predict(x)
'''


def _model(reason: str):
    return pytest.mark.xfail(strict=True, reason=f"model: {reason}")


CASES = [
    pytest.param("JAX106", SHAPE_FROM_JNP_TABLE, ["case.py:10:23 JAX106"], id="size-from-a-jnp-table"),
    pytest.param("JAX101", TRUE_AND_FLAG, ["case.py:6:17 JAX101"], id="true-and-a-flag-passed-as-a-bool"),
    pytest.param("JAX101", OR_DEFAULT, ["case.py:7:13 JAX101"], id="or-default-of-a-passed-tracer"),
    pytest.param("JAX101", NOT_CARRIED_FLAG, ["case.py:7:17 JAX101"], id="not-of-a-carried-flag"),
    pytest.param("JAX103", BOOL_BUILT_MASK, ["case.py:8:17 JAX103"], id="mask-built-as-bool",
                 marks=_model("is_bool does not know jnp constructors given dtype=bool, nor that .at[...].set "
                              "keeps a boolean array boolean")),
    pytest.param("JAX103", ANY_ROW_MASK, ["case.py:8:17 JAX103"], id="mask-reduced-with-any",
                 marks=_model("is_bool does not know that x.any() / x.all() / jnp.any / jnp.all return booleans")),
    # a field only a class the model cannot read as a pytree declares (register_dataclass through
    # partial) is of unknown kind: no finding
    pytest.param("JAX102", META_FIELD_RANGE, [], id="register-dataclass-meta-field-in-range"),
    pytest.param("JAX204", CALLED_IN_A_COMPREHENSION, ["case.py:10:8 JAX204"], id="called-from-a-comprehension"),
    pytest.param("JAX204", GENERATOR_ATTRIBUTE, ["case.py:13:20 JAX204"], id="generator-kept-on-the-instance",
                 marks=_model("the value an instance attribute is given in __init__ (self.rng = "
                              "np.random.default_rng(seed)) is not known where it is read")),
    pytest.param("JAX205", HELPER_CALLED_THROUGH_AN_INSTANCE, ["case.py:10:16 JAX205"],
                 id="jit-in-a-method-called-through-an-instance"),
]


@pytest.mark.parametrize("code, text, expected", CASES)
def test_rule_family_case(project, code, text, expected):
    assert findings(project, code, text) == expected
