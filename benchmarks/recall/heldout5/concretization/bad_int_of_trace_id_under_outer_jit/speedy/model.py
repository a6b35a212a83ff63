import itertools
from functools import partial

import jax
import jax.numpy as jnp

_TRACE_IDS = itertools.count()


class Model:
    """A column model; physics parameters are bound into the program when it is first traced."""

    def __init__(self, physics, n_columns=8, n_levels=6, time_step=30.0):
        self.physics = list(physics)
        self.n_columns, self.n_levels = n_columns, n_levels
        self.time_step = time_step
        self.provenance = []

    def initial_state(self):
        levels = jnp.linspace(0.0, 1.0, self.n_levels)
        return 288.0 - 60.0 * levels[None, :] + jnp.linspace(-5.0, 5.0, self.n_columns)[:, None]

    @partial(jax.jit, static_argnums=(0, 2))
    def _run_from_state(self, temperature, n_steps):
        dt = self.time_step * 60.0
        step = lambda _, t: t + dt * sum(term.tendency(t) for term in self.physics)
        # a new id each time the physics is traced, so runs can tell which binding produced them
        return jax.lax.fori_loop(0, n_steps, step, temperature), jnp.asarray(next(_TRACE_IDS))

    def run(self, total_time):
        n_steps = int(total_time * 24 * 60 / self.time_step)
        temperature, trace_id = self._run_from_state(self.initial_state(), n_steps)
        self.provenance.append(int(trace_id))  # error: JAX105
        return temperature
