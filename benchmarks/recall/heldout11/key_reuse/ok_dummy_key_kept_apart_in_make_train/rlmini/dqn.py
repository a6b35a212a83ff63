import jax
import jax.numpy as jnp

from rlmini.envs import NoisyChain


def make_train(config):
    env = NoisyChain()

    def train(rng):
        # one environment step to infer the replay buffer's shapes, on its own dummy keys
        _key_a, _key_r, _key_s = jax.random.split(jax.random.PRNGKey(0), 3)
        _action = env.sample_action(_key_a)
        _obs, _pos = env.reset(_key_r)
        _obs, _, _reward, _done = env.step(_key_s, _pos, _action)
        buffer = jnp.zeros((config["buffer_size"],) + _obs.shape, _obs.dtype)

        rng, _rng = jax.random.split(rng)
        obs, pos = env.reset(_rng)

        def _update_step(carry, _):
            pos, rng, ret = carry
            rng, rng_a, rng_s = jax.random.split(rng, 3)
            action = env.sample_action(rng_a)  # exploration before any learning
            _, pos, reward, _ = env.step(rng_s, pos, action)
            return (pos, rng, ret + reward), None

        (_, _, ret), _ = jax.lax.scan(_update_step, (pos, rng, 0.0), None, config["num_steps"])
        return {"buffer": buffer, "return": ret}

    return train
