# Report: https://github.com/google-deepmind/optax/issues/353
# As in the report: the optimizer is a static argument of the jitted step, and each training run builds
# a new `optax.adam(1e-2)`, whose functions are new objects: the step compiles again for every run
# ("compiling" printed once per train()).
from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnames=("optimizer",))
def train_step(optimizer, params, opt_state):
    print("compiling")
    grads = jax.grad(lambda p: jnp.sum(p["foo"] ** 2))(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


def train():
    optimizer = optax.adam(1e-2)
    params = {"foo": jnp.zeros((100, 100))}
    opt_state = optimizer.init(params)
    for _ in range(10):
        params, opt_state = train_step(optimizer, params, opt_state)  # error: JAX202
    return params


if __name__ == "__main__":
    train()
    train()
    train()
