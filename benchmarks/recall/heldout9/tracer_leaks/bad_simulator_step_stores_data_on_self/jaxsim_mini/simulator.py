from typing import NamedTuple

import jax.numpy as jnp


class SimulatorData(NamedTuple):
    time_ns: jnp.ndarray
    joint_positions: jnp.ndarray
    joint_velocities: jnp.ndarray


class JaxSim:
    """A double pendulum integrated with semi-implicit Euler; the simulator owns its state."""

    def __init__(self, step_size, steps_per_run, data):
        self.step_size = step_size
        self.steps_per_run = steps_per_run
        self.data = data

    @classmethod
    def build(cls, step_size=0.001, steps_per_run=1):
        data = SimulatorData(jnp.array(0, dtype=jnp.int32), jnp.array([0.3, -0.2]), jnp.zeros(2))
        return cls(step_size, steps_per_run, data)

    def _accelerations(self, q):
        return -9.81 * jnp.sin(q)

    def step(self):
        data = self.data
        for _ in range(self.steps_per_run):
            qd = data.joint_velocities + self.step_size * self._accelerations(data.joint_positions)
            q = data.joint_positions + self.step_size * qd
            data = SimulatorData(data.time_ns + int(self.step_size * 1e9), q, qd)
        self.data = data  # error: JAX108
        return data
