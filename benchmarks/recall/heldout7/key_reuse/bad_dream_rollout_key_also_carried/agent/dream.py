import jax
import jax.random as jr

from .behavior import imagine_rollout, sample_candidate


def dream(key, world_state, num_dreams, horizon=1):
    def dream_step(carry, _):
        key, world_state = carry
        key, candidate_key = jr.split(key)
        candidate = sample_candidate(candidate_key, world_state)
        trajectory, behavior_key = imagine_rollout(key, world_state, candidate, horizon)  # error: JAX203
        return (key, world_state + 0.1 * trajectory.mean()), (candidate_key, behavior_key)

    _, (candidate_keys, behavior_keys) = jax.lax.scan(
        dream_step, (key, world_state), None, length=num_dreams
    )
    return candidate_keys, behavior_keys
