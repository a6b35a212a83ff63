# Report: https://github.com/jax-ml/jax/issues/3158
# sdeint is jitted with static_argnums=(0, 1, 3): the drift and diffusion functions, and `ts`, the
# array of observation times. An array is not hashable, so the call fails ("Non-hashable static
# arguments are not supported"; in 2020 it was hashed by identity and recompiled on every call,
# the leak the report was chasing).
import jax
import jax.numpy as jnp

from sde.integrate import sdeint
from sde.models import diffusion, drift

if __name__ == "__main__":
    ts = jnp.linspace(0.0, 2.0, 101)
    s0 = jnp.ones(4)
    key = jax.random.key(0)
    for it in range(3):
        key, sub = jax.random.split(key)
        path = sdeint(drift, diffusion, s0, ts, sub)  # error: JAX206
        print(f"iteration {it}: path shape {path.shape}, final mean {float(path[-1].mean()):.4f}")
