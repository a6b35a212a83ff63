# verify: probe
# Wrong about the fix: this probe calls any output a misbehaviour, and the fixed program
# (jax.debug.print) prints too, so the fixed program is judged to misbehave still.
import jax
import jax.numpy as jnp

from jaxlint.verify import probes


@jax.jit
def step(x):
    print("x:", x)  # error: JAX302
    return x * 2


def probe():
    jax.clear_caches()
    out = probes.printed(step, jnp.ones(3))
    return bool(out.strip()) and f"printed {out.strip()!r}"


if __name__ == "__main__":
    step(jnp.ones(3))
