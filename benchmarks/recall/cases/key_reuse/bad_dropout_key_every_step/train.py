# Report: https://github.com/google/flax/pull/2593
# As the dropout section this PR added says, a new dropout key must be fed to every step; here the same
# key goes to the jitted step on every iteration, so every step drops the same units.
import jax
import jax.numpy as jnp


@jax.jit
def train_step(w, x, dropout_key):
    keep = jax.random.bernoulli(dropout_key, 0.5, x.shape)
    h = jnp.where(keep, x / 0.5, 0.0)
    grads = jax.grad(lambda w: jnp.mean((h @ w) ** 2))(w)
    return w - 0.1 * grads


def train(w, x, epochs, seed=0):
    dropout_key = jax.random.key(seed)
    for _ in range(epochs):
        w = train_step(w, x, dropout_key)  # error: JAX203
    return w


if __name__ == "__main__":
    print(train(jnp.ones(4), jnp.ones((8, 4)), 3))
