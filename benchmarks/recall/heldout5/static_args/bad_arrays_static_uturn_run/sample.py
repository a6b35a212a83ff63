# Report: https://github.com/rlouf/mcx/issues/58
# As in the issue: the `run` function defined in `longest_batch_before_turn()` declares all four
# arguments static, `static_argnums=(0, 1, 2, 3)`, including the initial position and momentum arrays;
# JAX 0.2.6 stopped accepting non-hashable static arguments, so the warmup fails as soon as `run` is
# called ("Non-hashable static arguments are not supported").
import jax
import jax.numpy as jnp

from mcx_lite.integrators import velocity_verlet
from mcx_lite.warmup.adapt import learn_path_lengths


def potential(x):
    return 0.5 * jnp.sum(x ** 2)


if __name__ == "__main__":
    lengths = learn_path_lengths(jax.random.key(0), velocity_verlet(potential), jnp.ones(3), 0.1)
    print("steps before U-turn:", lengths)
