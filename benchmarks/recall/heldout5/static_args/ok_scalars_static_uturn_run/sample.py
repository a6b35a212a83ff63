# Report: https://github.com/rlouf/mcx/issues/58
# The fix: only the step size and the number of integration steps are static (`static_argnums=(2, 3)`);
# the position and momentum arrays are traced arguments.
import jax
import jax.numpy as jnp

from mcx_lite.integrators import velocity_verlet
from mcx_lite.warmup.adapt import learn_path_lengths


def potential(x):
    return 0.5 * jnp.sum(x ** 2)


if __name__ == "__main__":
    lengths = learn_path_lengths(jax.random.key(0), velocity_verlet(potential), jnp.ones(3), 0.1)
    print("steps before U-turn:", lengths)
