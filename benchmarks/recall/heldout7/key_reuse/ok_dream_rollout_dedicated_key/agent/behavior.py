import jax.numpy as jnp
import jax.random as jr


def sample_action(key, state):
    key, sample_key = jr.split(key)
    return key, sample_key, jnp.tanh(state + jr.normal(sample_key))


def sample_candidate(key, state):
    return state + jr.normal(key)


def imagine_rollout(key, state, candidate, horizon):
    """Roll the world model forward under the behaviour policy; returns the trajectory and the last key."""
    traj = []
    first_sample_key = None
    for _ in range(horizon):
        key, sample_key, action = sample_action(key, state)
        first_sample_key = sample_key if first_sample_key is None else first_sample_key
        state = 0.9 * state + 0.1 * (action + candidate)
        traj.append(state)
    return jnp.stack(traj), first_sample_key
