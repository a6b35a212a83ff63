# Report: https://github.com/dunnolab/xland-minigrid/issues/42
# The fix the maintainers accepted: each batch of keys is split from its own subkey.
import jax
import jax.numpy as jnp


def sample_ruleset(key):
    return jax.random.randint(key, (4,), 0, 10)


def env_reset(key, ruleset):
    return jax.random.uniform(key, (4,)) + ruleset


def make_train(config):
    def train(rng):
        rng, _rng1, _rng2 = jax.random.split(rng, num=3)
        ruleset_rng = jax.random.split(_rng1, num=config["num_envs_per_device"])
        reset_rng = jax.random.split(_rng2, num=config["num_envs_per_device"])
        rulesets = jax.vmap(sample_ruleset)(ruleset_rng)
        timesteps = jax.vmap(env_reset)(reset_rng, rulesets)
        return rng, timesteps

    return train


if __name__ == "__main__":
    train = jax.jit(make_train({"num_envs_per_device": 8}))
    print(train(jax.random.key(0))[1].mean())
