# Report: https://github.com/jax-ml/jax/issues/7332
# As in the tutorial this report discusses, the jitted update reads its step size from module state;
# here a learning-rate schedule halves CONFIG["lr"] between calls and the compiled update ignores it.
import jax
import jax.numpy as jnp

CONFIG = {"lr": 0.1}


@jax.jit
def update(params, grads):
    return params - CONFIG["lr"] * grads  # error: JAX201


def train(params, grads, epochs=3):
    for _ in range(epochs):
        params = update(params, grads)
        CONFIG["lr"] *= 0.5
    return params


if __name__ == "__main__":
    print(train(jnp.zeros(2), jnp.ones(2)))
