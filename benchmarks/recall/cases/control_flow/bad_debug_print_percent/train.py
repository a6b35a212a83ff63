# Report: https://github.com/jax-ml/jax/pull/18652
# As this PR's docstring says, formatting is delayed in jax.debug.print; `%` formatting of the message
# interpolates the tracer at trace time and prints it instead of the value.
import jax
import jax.numpy as jnp


@jax.jit
def train_step(w, x):
    loss, grads = jax.value_and_grad(lambda w: jnp.mean((x @ w) ** 2))(w)
    jax.debug.print("grad norm %s" % jnp.linalg.norm(grads))  # error: JAX301
    return w - 0.1 * grads


if __name__ == "__main__":
    train_step(jnp.ones(3), jnp.ones((2, 3)))
