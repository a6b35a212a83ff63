# Report: https://github.com/google/brax/issues/306
# An environment's step builds the fingertip position; this twin uses `jnp.stack`, so the rollout
# (lax.scan inside jit) traces; the NumPy target constant is fine to combine with traced values.
import jax
import jax.numpy as jnp

from envs import Reacher

env = Reacher()


@jax.jit
def episode_return(actions):
    def f(state, action):
        state, reward = env.step(state, action)
        return state, reward

    _, rewards = jax.lax.scan(f, env.reset(), actions)
    return rewards.sum()


if __name__ == "__main__":
    actions = jnp.sin(jnp.arange(100.0)[:, None] * jnp.pi / 15 + jnp.arange(2.0) * jnp.pi)
    print("return:", float(episode_return(actions)))
