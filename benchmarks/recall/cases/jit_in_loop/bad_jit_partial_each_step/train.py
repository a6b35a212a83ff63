# Report: https://github.com/GalacticDynamics/unxt/pull/906
# As this PR documents, jax.jit caches on the identity of the wrapped function: a partial rebuilt inside the
# training loop is a new function each step, so every step recompiles.
from functools import partial

import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


def train(w, batches):
    for x, y in batches:
        grad_fn = jax.jit(jax.grad(partial(loss_fn, x=x, y=y)))  # error: JAX205
        w = w - 0.1 * grad_fn(w)
    return w


if __name__ == "__main__":
    batches = [(jnp.ones((4, 3)), jnp.ones(4))] * 3
    print(train(jnp.zeros(3), batches))
