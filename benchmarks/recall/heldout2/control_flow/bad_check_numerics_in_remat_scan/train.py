# Report: https://github.com/apple/axlearn/issues/815
# As in the report, `check_numerics` asserts `bool(jnp.isfinite(x).all())` when the process turned
# numeric checks on; the block that calls it runs under jax.checkpoint in a scan over layers, inside a
# jitted loss, so the bool() of a tracer raises TracerBoolConversionError ("check_numerics doesn't work
# inside jit, pmap, and scan").
import jax
import jax.numpy as jnp

from model import MLPBlock, enable_numeric_checks, stack_forward

block = MLPBlock("mlp")


@jax.jit
def loss_fn(stacked_params, x):
    out = stack_forward(block, stacked_params, x)
    return jnp.mean(out ** 2)


if __name__ == "__main__":
    enable_numeric_checks()
    key_in, key_out = jax.random.split(jax.random.key(0))
    params = {"w_in": 0.1 * jax.random.normal(key_in, (3, 4, 8)), "w_out": 0.1 * jax.random.normal(key_out, (3, 8, 4))}
    print(jax.grad(loss_fn)(params, jnp.ones((2, 4)))["w_in"].shape)
