# Report: https://github.com/patrick-kidger/equinox/issues/987
# Near miss: the flag is a static field, part of the treedef rather than a leaf, so it stays a Python bool
# inside the scan body.
import equinox as eqx
import jax
import jax.numpy as jnp

from ppo.networks import NoisyActor
from ppo.rollout import rollout

if __name__ == "__main__":
    key, actor_key = jax.random.split(jax.random.key(0))
    actor = NoisyActor(4, 2, key=actor_key)
    last_obs, rewards = eqx.filter_jit(rollout)(actor, jnp.ones(4), key, 16)
    print("return:", float(rewards.sum()))
