# Report: https://github.com/patrick-kidger/diffrax/issues/379
# As in the report, a step count passed as an argument of a jitted function is a tracer; here it reaches
# `range()` in sim/rollout.py, imported as `import sim.rollout as ro`: TracerIntegerConversionError.
import jax
import jax.numpy as jnp

import sim.rollout as ro


@jax.jit
def simulate(x0, n_steps):
    return ro.run(x0, n_steps)


if __name__ == "__main__":
    print(simulate(jnp.ones(3), 10))
