import jax.numpy as jnp
import numpy as np

TARGET = np.array([1.0, 1.0], dtype=np.float32)


class Reacher:
    dt = 0.05

    def reset(self):
        return jnp.zeros(2), jnp.zeros(2)

    def step(self, state, action):
        q, qd = state
        qd = qd + self.dt * action
        q = q + self.dt * qd
        tip = np.stack([jnp.cos(q[0]) + jnp.cos(q.sum()), jnp.sin(q[0]) + jnp.sin(q.sum())])  # error: JAX104
        reward = -jnp.linalg.norm(tip - TARGET)
        return (q, qd), reward
