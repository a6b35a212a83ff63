# Report: https://github.com/RobertTLange/gymnax/issues/86
# The report's auto-reset logic written with a Python `if done:` inside the jitted step: `done` comes
# from env.step (a method of the environment class in envs/catch.py) and is traced:
# TracerBoolConversionError. The report's fix is jax.lax.cond.
import jax

from envs.catch import Catch

env = Catch()


@jax.jit
def step(rng, env_state):
    rng_step, rng_act, rng_reset = jax.random.split(rng, 3)
    action = env.sample_action(rng_act)
    next_obs, next_env_state, reward, done = env.step(rng_step, env_state, action)
    if done:  # error: JAX101
        obs, env_state = env.reset(rng_reset)
    else:
        obs, env_state = next_obs, next_env_state
    return obs, env_state, reward


if __name__ == "__main__":
    obs, state = env.reset(jax.random.key(1))
    print(step(jax.random.key(0), state)[2])
