# Report: https://github.com/google-deepmind/mujoco_playground/pull/349
# As in the PR ("Cartpole Balance reused entropy between position and velocity initialization"):
# `reset` splits off one subkey and draws both the initial joint positions and the initial joint
# velocities from it, so every episode starts with qvel exactly equal to qpos.
import jax
import jax.numpy as jnp

from envs import CartpoleBalance

if __name__ == "__main__":
    env = CartpoleBalance()
    reset = jax.jit(jax.vmap(env.reset))
    states = reset(jax.random.split(jax.random.key(0), 5))
    print("qvel == qpos in every episode:", bool(jnp.all(states.qvel == states.qpos)))
