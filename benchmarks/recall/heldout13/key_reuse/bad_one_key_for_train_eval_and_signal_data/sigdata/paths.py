from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_points", "num_samples"))
def get_bm_noise(n_points, num_samples, random_key):
    """Brownian-motion paths, one per sample."""
    steps = jax.random.normal(random_key, (num_samples, n_points)) / jnp.sqrt(n_points)
    return jnp.cumsum(steps, axis=-1), steps


@partial(jax.jit, static_argnames=("num_samples", "n_points"))
def get_ou_signal(random_key, num_samples, n_points, theta=0.5):
    """Ornstein-Uhlenbeck signals driven by the key's noise."""
    noise = jax.random.normal(random_key, (num_samples, n_points))

    def step(x, dw):
        x = x - theta * x / n_points + dw / jnp.sqrt(n_points)
        return x, x

    _, xs = jax.lax.scan(step, jnp.zeros(num_samples), noise.T)
    return xs.T
