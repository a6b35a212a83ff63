# Report: https://github.com/google-deepmind/mujoco_playground/pull/349
# Near miss, the PR's fix: positions and velocities are drawn from two distinct split keys.
import jax
import jax.numpy as jnp

from envs import CartpoleBalance

if __name__ == "__main__":
    env = CartpoleBalance()
    reset = jax.jit(jax.vmap(env.reset))
    states = reset(jax.random.split(jax.random.key(0), 5))
    print("qvel == qpos in every episode:", bool(jnp.all(states.qvel == states.qpos)))
