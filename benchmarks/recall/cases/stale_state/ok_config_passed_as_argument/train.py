# Report: https://github.com/jax-ml/jax/issues/7332
# Near miss: the schedule still lives in CONFIG, but the step size is passed to the jitted update as an
# argument on every call.
import jax
import jax.numpy as jnp

CONFIG = {"lr": 0.1}


@jax.jit
def update(params, grads, lr):
    return params - lr * grads


def train(params, grads, epochs=3):
    for _ in range(epochs):
        params = update(params, grads, CONFIG["lr"])
        CONFIG["lr"] *= 0.5
    return params


if __name__ == "__main__":
    print(train(jnp.zeros(2), jnp.ones(2)))
