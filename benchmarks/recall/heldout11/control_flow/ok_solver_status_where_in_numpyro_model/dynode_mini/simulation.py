import logging

import jax.numpy as jnp

from dynode_mini.odes import is_okay, solve

logger = logging.getLogger(__name__)


def simulate(y0, beta, gamma, n_steps=40, dt=0.25, max_steps=400):
    sol = solve(y0, beta, gamma, dt, n_steps, max_steps)
    # a failed solve gives an infinitely unlikely curve instead of a Python branch
    return jnp.where(is_okay(sol.result), sol.ys[:, 1], jnp.inf)
