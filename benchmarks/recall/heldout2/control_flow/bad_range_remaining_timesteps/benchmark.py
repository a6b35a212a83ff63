# Report: https://github.com/waymo-research/waymax/issues/14
# The maintainers' benchmark snippet from the thread: a jitted function loops
# `for _ in range(state.remaining_timesteps)`, a property of the simulator state (another module) that
# is computed from its traced `timestep` field, and a user who runs it gets
# TracerIntegerConversionError.
import jax
import jax.numpy as jnp

from simulator import datatypes


@jax.jit
def benchmark(state):
    for _ in range(state.remaining_timesteps):  # error: JAX102
        state = datatypes.update_state_by_log(state, num_steps=1)
    return state


if __name__ == "__main__":
    log = jnp.cumsum(jnp.ones((3, 6, 2)), axis=1)
    scenarios = [datatypes.initial_state(log, start) for start in (0, 2)]
    for scenario in scenarios:
        print(benchmark(scenario).timestep)
