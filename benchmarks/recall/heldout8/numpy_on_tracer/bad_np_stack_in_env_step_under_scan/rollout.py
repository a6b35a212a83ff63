# Report: https://github.com/google/brax/issues/306
# An environment's step builds the fingertip position with `np.stack` of jnp values. Rolled out with
# lax.scan inside jit, the joint angles are tracers and NumPy tries to convert them:
# TracerArrayConversionError ("The numpy.ndarray conversion method __array__() was called ...").
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
