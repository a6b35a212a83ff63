# Report: https://github.com/thomaspinder/GPJax/pull/99
# Mini-batch training: the batch helper draws the batch indices with `choice(key, ...)` and then makes
# the next iteration's key with `split(key)`, consuming the same key twice; the next batch's key is
# derived from bits already used for this batch. jax.debug_key_reuse raises KeyReuseError.
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
