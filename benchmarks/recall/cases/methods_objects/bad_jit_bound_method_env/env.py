# Report: https://github.com/google/brax/issues/321
# As in the report, `jax.jit(env.step)` traces a method that hands the action to NumPy:
# TracerArrayConversionError.
import jax
import jax.numpy as jnp
import numpy as np


class Reacher:
    action_size = 2

    def __init__(self, dt=0.05):
        self.dt = dt

    def reset(self, key):
        return jax.random.uniform(key, (4,))

    def step(self, state, action):
        action = np.clip(action, -1.0, 1.0)  # error: JAX104
        return state.at[:2].add(self.dt * action)


env = Reacher()
jit_env_step = jax.jit(env.step)

if __name__ == "__main__":
    state = env.reset(jax.random.key(0))
    print(jit_env_step(state, jnp.ones((env.action_size,))))
