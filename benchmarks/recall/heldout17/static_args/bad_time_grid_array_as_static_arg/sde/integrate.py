"""Euler-Maruyama integration with lax.scan (it replaced a Python for loop)."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import jit, lax


@partial(jit, static_argnums=(0, 1, 3))
def sdeint(f, g, s_init, ts, rng):
    rngs = jax.random.split(rng, len(ts) - 1)

    def f_scan(carry, x):
        s, t_prev = carry
        t, key = x
        dt = t - t_prev
        noise = jax.random.normal(key, s.shape) * jnp.sqrt(dt)
        s = s + f(s, t_prev) * dt + g(s, t_prev) * noise
        return (s, t), s

    _, path = lax.scan(f_scan, (s_init, ts[0]), (ts[1:], rngs))
    return jnp.concatenate([s_init[None], path])
