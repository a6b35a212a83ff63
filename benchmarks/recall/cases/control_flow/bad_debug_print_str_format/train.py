# Report: https://github.com/jax-ml/jax/pull/18652
# As this PR's docstring says, jax.debug.print formats lazily; formatting the message first with
# str.format interpolates the tracer at trace time, so the log shows the tracer, not the loss.
import jax
import jax.numpy as jnp


@jax.jit
def train_step(w, x):
    loss, grads = jax.value_and_grad(lambda w: jnp.mean((x @ w) ** 2))(w)
    jax.debug.print("loss = {}".format(loss))  # error: JAX301
    return w - 0.1 * grads


if __name__ == "__main__":
    train_step(jnp.ones(3), jnp.ones((2, 3)))
