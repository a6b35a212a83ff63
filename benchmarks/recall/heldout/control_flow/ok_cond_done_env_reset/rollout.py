# Report: https://github.com/RobertTLange/gymnax/issues/86
# The report's working version: the auto-reset is a jax.lax.cond on the traced `done`.
import jax

from envs.catch import Catch

env = Catch()


@jax.jit
def step(rng, env_state):
    rng_step, rng_act, rng_reset = jax.random.split(rng, 3)
    action = env.sample_action(rng_act)
    next_obs, next_env_state, reward, done = env.step(rng_step, env_state, action)
    obs, env_state = jax.lax.cond(
        done,
        lambda: env.reset(rng_reset),
        lambda: (next_obs, next_env_state),
    )
    return obs, env_state, reward


if __name__ == "__main__":
    obs, state = env.reset(jax.random.key(1))
    print(step(jax.random.key(0), state)[2])
