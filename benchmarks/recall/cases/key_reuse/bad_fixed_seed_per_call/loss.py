# Report: https://github.com/google/flax/issues/4085
# As in the report's loss (`rngs={'dropout': jax.random.PRNGKey(114)}`), a function called once per step
# makes its key from a fixed seed, so every step samples the same dropout mask.
import jax
import jax.numpy as jnp


def noisy_loss(w, x, y):
    key = jax.random.PRNGKey(114)  # error: JAX203
    keep = jax.random.bernoulli(key, 0.8, x.shape)
    pred = jnp.where(keep, x / 0.8, 0.0) @ w
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(w, x, y):
    return w - 0.1 * jax.grad(noisy_loss)(w, x, y)


if __name__ == "__main__":
    w = jnp.ones(3)
    for _ in range(3):
        w = train_step(w, jnp.ones((4, 3)), jnp.zeros(4))
    print(w)
