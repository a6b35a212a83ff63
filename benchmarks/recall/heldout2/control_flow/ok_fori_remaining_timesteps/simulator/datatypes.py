import dataclasses
import functools

import jax
import jax.numpy as jnp


@functools.partial(
    jax.tree_util.register_dataclass,
    data_fields=["sim_trajectory", "log_trajectory", "timestep"],
    meta_fields=[],
)
@dataclasses.dataclass
class SimulatorState:
    sim_trajectory: jax.Array  # (objects, timesteps, 2) positions simulated so far
    log_trajectory: jax.Array  # (objects, timesteps, 2) logged positions
    timestep: jax.Array

    @property
    def remaining_timesteps(self):
        return self.log_trajectory.shape[1] - 1 - self.timestep


def update_state_by_log(state, num_steps=1):
    """Advances the simulation by copying the logged positions of the next `num_steps` steps."""
    t = state.timestep + num_steps
    sim = state.sim_trajectory.at[:, t].set(state.log_trajectory[:, t])
    return dataclasses.replace(state, sim_trajectory=sim, timestep=t)


def initial_state(log_trajectory, start=0):
    sim = jnp.zeros_like(log_trajectory).at[:, start].set(log_trajectory[:, start])
    return SimulatorState(sim, log_trajectory, jnp.int32(start))
