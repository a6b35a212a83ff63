# verify: probe
# A correct probe: the f-string shows the tracer, not the value.
import jax
import jax.numpy as jnp

from jaxlint.verify import probes


@jax.jit
def step(x):
    jax.debug.print(f"x = {x}")  # error: JAX301
    return x * 2


def probe():
    out = probes.printed(step, jnp.float32(3.0))
    return probes.shows_tracer(out) and f"printed {out.strip()!r}"


if __name__ == "__main__":
    step(jnp.float32(3.0))
