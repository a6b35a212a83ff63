# Report: https://github.com/patrick-kidger/equinox/issues/987
# An equinox module with a plain `inference: bool` field is carried through lax.scan in a PPO-style
# rollout: scan turns every leaf of the carry into a tracer, the bool included, so the `if self.inference:`
# in the module raises TracerBoolConversionError while the rollout is traced.
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
