# verify: probe
# A correct probe in a good fixture: format arguments print the value, so probe() is falsy.
import jax
import jax.numpy as jnp

from jaxlint.verify import probes


@jax.jit
def step(x):
    jax.debug.print("x = {x}", x=x)
    return x * 2


def probe():
    out = probes.printed(step, jnp.float32(3.0))
    return probes.shows_tracer(out) and f"printed {out.strip()!r}"


if __name__ == "__main__":
    step(jnp.float32(3.0))
