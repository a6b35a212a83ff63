import jax
import jax.random as jr

from .behavior import sample_action


def dream_step(carry, _):
    key, behavior = carry
    key, candidate_key, rollout_key = jr.split(key, 3)
    anchor = jr.normal(candidate_key, (4,))
    rollout_state = behavior.replace(rng_key=rollout_key)
    rollout_state, action, sample_key = sample_action(rollout_state, anchor)
    return (key, behavior), (candidate_key, sample_key, action)


@jax.jit
def dream(key, behavior):
    _, (candidate_keys, sample_keys, actions) = jax.lax.scan(dream_step, (key, behavior), None, length=3)
    return candidate_keys, sample_keys, actions
