import jax
import jax.numpy as jnp


def make_dataset(key, n=128):
    """Noisy samples of sin(3x) on [-1, 1]."""
    x = jax.random.uniform(key, (n, 1), minval=-1.0, maxval=1.0)
    noise = 0.1 * jax.random.uniform(key, (n, 1), minval=-1.0, maxval=1.0)  # error: JAX203
    return x, jnp.sin(3.0 * x) + noise
