# Report: https://github.com/cgiovanetti/LINX/issues/13
# As in the report, a static argument with a new value on every call misses the cache; here the step is
# static so that it can be formatted into a log line, and every step compiles again.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="step")
def train_step(w, x, step):
    loss, grads = jax.value_and_grad(lambda w: jnp.mean((x @ w) ** 2))(w)
    jax.debug.print(f"step {step:04d}: loss {{}}", loss)
    return w - 0.1 * grads


if __name__ == "__main__":
    w = jnp.ones(3)
    for step in range(4):
        w = train_step(w, jnp.ones((2, 3)), step=step)  # error: JAX202
    print(f"{train_step._cache_size()} compiles for 4 steps")
