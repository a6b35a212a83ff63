# Report: https://github.com/google/brax/issues/227
# As in the report: stepping the environment inside a scan (there the env wrapper's scanned `f`) reaches
# observation code that builds the observation with NumPy (onp) from traced positions:
# TracerArrayConversionError "while tracing the function f ... for scan".
import jax
import jax.numpy as jnp

from reacher import Reacher

env = Reacher()


def rollout(state, actions):
    def f(state, action):
        state = env.step(state, action)
        return state, state.obs

    return jax.lax.scan(f, state, actions)


if __name__ == "__main__":
    i = jnp.arange(100.0)[:, None]
    actions = jnp.sin(i * jnp.pi / 15 + jnp.arange(env.action_size) * jnp.pi)
    print(rollout(env.reset(), actions)[1].shape)
