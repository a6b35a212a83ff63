# Report: https://github.com/patrick-kidger/diffrax/issues/379
# Near miss: the step count is static, so `range()` in sim/rollout.py gets a Python int.
from functools import partial

import jax
import jax.numpy as jnp

import sim.rollout as ro


@partial(jax.jit, static_argnames="n_steps")
def simulate(x0, n_steps):
    return ro.run(x0, n_steps)


if __name__ == "__main__":
    print(simulate(jnp.ones(3), n_steps=10))
