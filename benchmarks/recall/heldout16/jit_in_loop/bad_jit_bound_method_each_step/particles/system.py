import jax.numpy as jnp

TRACES = [0]


class ParticleSystem:
    """Damped particles on springs; `step` advances positions and velocities by one dt."""

    def __init__(self, stiffness, damping, dt):
        self.stiffness = stiffness
        self.damping = damping
        self.dt = dt

    def step(self, state):
        TRACES[0] += 1
        pos, vel = state
        acc = -self.stiffness * pos - self.damping * vel
        vel = vel + self.dt * acc
        pos = pos + self.dt * vel
        return pos, vel

    def energy(self, state):
        pos, vel = state
        return 0.5 * jnp.sum(vel ** 2) + 0.5 * self.stiffness * jnp.sum(pos ** 2)
