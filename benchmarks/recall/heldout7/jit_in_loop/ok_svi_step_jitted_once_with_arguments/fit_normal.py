# Report: https://github.com/pyro-ppl/numpyro/issues/2
# Near miss: the loss-and-grad function is jitted once, in __init__, and takes the parameters, key and
# data as arguments (model and guide are static: module-level functions, hashed by identity).
import jax
import jax.numpy as jnp

from minipyro import svi as minipyro
from minipyro.svi import SVI, param


def model(z, data):
    log_prior = -0.5 * z**2
    return log_prior + jnp.sum(-0.5 * (data - z) ** 2)


def guide(params, key):
    loc, log_scale = params["loc"], params["log_scale"]
    eps = jax.random.normal(key)
    z = loc + jnp.exp(log_scale) * eps
    return z, -log_scale - 0.5 * eps**2


if __name__ == "__main__":
    param("loc", jnp.array(0.0))
    param("log_scale", jnp.array(0.0))
    data = jnp.array([1.8, 2.2, 2.0, 1.9])
    svi = SVI(model, guide, lr=0.02)
    key = jax.random.key(0)
    for step in range(50):
        key, subkey = jax.random.split(key)
        loss = svi.step(subkey, data)
    print("loc:", float(minipyro.PARAM_STORE["loc"]), "traces for 50 steps:", minipyro.TRACE_COUNT[0])
