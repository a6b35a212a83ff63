# verify: probe
# Wrong prediction: the probe looks for the tracer in an eager call, where the f-string shows the value.
import jax
import jax.numpy as jnp

from jaxlint.verify import probes


@jax.jit
def step(x):
    jax.debug.print(f"x = {x}")  # error: JAX301
    return x * 2


def probe():
    return probes.shows_tracer(f"x = {jnp.float32(3.0)}")


if __name__ == "__main__":
    step(jnp.float32(3.0))
