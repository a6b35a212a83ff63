# Report: https://github.com/jax-ml/jax/pull/8947
# The PR's example: a jitted function sums terms produced in a generator and then runs
# `assert result > 0`, which raises ConcretizationTypeError (now TracerBoolConversionError) because the
# sum is traced. Here the sum of energy terms is asserted in a helper under a jitted relaxation step.
import jax
import jax.numpy as jnp

from energy.total import total_energy


@jax.jit
def relax_step(x, lr=1e-2):
    e, g = jax.value_and_grad(total_energy)(x)
    return x - lr * g, e


if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (5, 3))
    for _ in range(3):
        x, e = relax_step(x)
    print("energy", float(e))
