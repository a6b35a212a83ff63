from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class AdaptationAlgorithm(NamedTuple):
    run: Callable


class ChEESState(NamedTuple):
    log_step_size: jax.Array
    log_step_size_ma: jax.Array
    trajectory_length_ma: jax.Array


def _apply_length_floor(trajectory_length, lambda_max, step_size, max_leapfrog_steps):
    """Keeps the trajectory at least as long as the stiffest direction needs, capped by the budget."""
    floor = jnp.pi / (2.0 * jnp.sqrt(lambda_max))
    cap = step_size * max_leapfrog_steps
    return jnp.minimum(jnp.maximum(trajectory_length, floor), cap)


def chees_adaptation(logdensity_fn, num_chains, max_leapfrog_steps=100, target_accept=0.651):
    grad_fn = jax.vmap(jax.grad(logdensity_fn))

    def one_step(state, key):
        positions, adapt = state
        step_size = jnp.exp(adapt.log_step_size)
        noise = jax.random.normal(key, positions.shape)
        proposal = positions + step_size * grad_fn(positions) + jnp.sqrt(2 * step_size) * noise
        accept = jnp.exp(jnp.minimum(0.0, jax.vmap(logdensity_fn)(proposal) - jax.vmap(logdensity_fn)(positions)))
        log_step_size = adapt.log_step_size + 0.05 * (jnp.mean(accept) - target_accept)
        adapt = ChEESState(
            log_step_size,
            0.9 * adapt.log_step_size_ma + 0.1 * log_step_size,
            0.9 * adapt.trajectory_length_ma + 0.1 * step_size * 10,
        )
        return (proposal, adapt), jnp.mean(accept)

    def run(rng_key, positions, step_size, num_steps=50):
        init = ChEESState(jnp.log(step_size), jnp.log(step_size), jnp.asarray(step_size))
        keys = jax.random.split(rng_key, num_steps)
        (positions, last_adaptation_state), _ = lax.scan(one_step, (positions, init), keys)
        lambda_max = jnp.max(jnp.var(positions, axis=0))
        step_size_ma = jnp.exp(last_adaptation_state.log_step_size_ma)
        consumed_trajectory_length_ma = _apply_length_floor(
            last_adaptation_state.trajectory_length_ma,
            lambda_max,
            step_size_ma,
            max_leapfrog_steps,
        )
        return positions, step_size_ma, consumed_trajectory_length_ma

    return AdaptationAlgorithm(run)
