"""Learn the number of leapfrog steps before a U-turn (Wu, Stoehr & Robert 2018)."""
from functools import partial

import jax
import jax.numpy as jnp


def longest_batch_before_turn(integrator_step):
    @partial(jax.jit, static_argnums=(0, 1, 2, 3))
    def run(initial_position, initial_momentum, step_size, num_integration_steps):
        def cond(state):
            iteration, position, momentum = state
            not_turned = jnp.dot(momentum, position - initial_position) >= 0
            return jnp.logical_and(not_turned, iteration < num_integration_steps)

        def update(state):
            iteration, position, momentum = state
            position, momentum = integrator_step(position, momentum, step_size)
            return iteration + 1, position, momentum

        iteration, _, _ = jax.lax.while_loop(cond, update, (0, initial_position, initial_momentum))
        return iteration

    return run
