# Report: https://github.com/waymo-research/waymax/issues/14
# Twin: the number of remaining steps is a traced value, so the jitted benchmark loops with
# lax.fori_loop, which takes a traced trip count.
import jax
import jax.numpy as jnp
from jax import lax

from simulator import datatypes


@jax.jit
def benchmark(state):
    return lax.fori_loop(
        0, state.remaining_timesteps, lambda _, s: datatypes.update_state_by_log(s, num_steps=1), state
    )


if __name__ == "__main__":
    log = jnp.cumsum(jnp.ones((3, 6, 2)), axis=1)
    scenarios = [datatypes.initial_state(log, start) for start in (0, 2)]
    for scenario in scenarios:
        print(benchmark(scenario).timestep)
