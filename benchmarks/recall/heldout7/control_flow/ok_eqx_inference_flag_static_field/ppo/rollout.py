import jax
import jax.numpy as jnp


def env_step(obs, action):
    next_obs = 0.9 * obs + 0.1 * jnp.pad(action, (0, obs.shape[0] - action.shape[0]))
    reward = -jnp.sum(next_obs**2)
    return next_obs, reward


def rollout(actor, obs0, key, num_steps):
    def _env_step(runner_state, step_key):
        actor, obs = runner_state
        action = actor(obs, step_key)
        next_obs, reward = env_step(obs, action)
        return (actor, next_obs), reward

    keys = jax.random.split(key, num_steps)
    (_, last_obs), rewards = jax.lax.scan(_env_step, (actor, obs0), keys)
    return last_obs, rewards
