# Report: https://github.com/thomaspinder/GPJax/pull/99
# Mini-batch training: this twin's batch helper splits the key first and draws the batch indices from
# one half, handing the other half to the next iteration; jax.debug_key_reuse finds no reuse.
import jax
import jax.numpy as jnp
import optax

from gpfit import fit


def objective(params, xb, yb):
    pred = params["w"] * xb + params["b"]
    return jnp.mean((pred - yb) ** 2)


if __name__ == "__main__":
    key = jax.random.key(0)
    key, data_key = jax.random.split(key)
    x = jnp.linspace(-1.0, 1.0, 64)
    y = 2.0 * x + 0.1 * jax.random.normal(data_key, (64,))
    params = {"w": jnp.float32(0.0), "b": jnp.float32(0.0)}
    with jax.debug_key_reuse(True):
        params, losses = fit(objective, params, x, y, optax.adam(0.05), 200, 16, key)
    print("w:", float(params["w"]), "final loss:", float(losses[-1]))
