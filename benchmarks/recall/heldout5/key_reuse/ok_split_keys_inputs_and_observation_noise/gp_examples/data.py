import jax.numpy as jnp
import jax.random as jr


def make_regression_data(key, n=100, noise=0.3):
    """Noisy observations of sin(4x) + cos(2x) at random inputs in [-3, 3]."""
    key_x, key_noise = jr.split(key)
    x = jr.uniform(key_x, shape=(n, 1), minval=-3.0, maxval=3.0)
    f = lambda x: jnp.sin(4 * x) + jnp.cos(2 * x)
    signal = f(x)
    y = signal + jr.normal(key_noise, shape=signal.shape) * noise
    return jnp.sort(x, axis=0), y[jnp.argsort(x, axis=0)[:, 0]], f
