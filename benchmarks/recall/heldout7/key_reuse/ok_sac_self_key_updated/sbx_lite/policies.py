import jax
import jax.numpy as jnp


def actor_apply(params, obs):
    mean = jnp.tanh(obs @ params["w_mean"])
    log_std = jnp.clip(obs @ params["w_log_std"], -5.0, 2.0)
    return mean, log_std


def sample_action(params, obs, key):
    mean, log_std = actor_apply(params, obs)
    noise = jax.random.normal(key, mean.shape)
    return jnp.tanh(mean + jnp.exp(log_std) * noise), noise
