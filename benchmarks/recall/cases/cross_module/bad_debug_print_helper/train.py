# Report: https://github.com/jax-ml/jax/pull/14503
# As the docs this PR added warn, an f-string in jax.debug.print formats the tracer at trace time; here the
# print sits in logs.py, called from the jitted step with traced values.
import jax
import jax.numpy as jnp

from logs import log_stats


@jax.jit
def train_step(w, x, step):
    loss = jnp.mean((x @ w) ** 2)
    log_stats(step, loss)
    return w - 0.1 * jax.grad(lambda w: jnp.mean((x @ w) ** 2))(w)


if __name__ == "__main__":
    w = jnp.ones(3)
    for step in range(2):
        w = train_step(w, jnp.ones((4, 3)), step)
